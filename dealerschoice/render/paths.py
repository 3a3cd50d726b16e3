"""Where every page lives, as paths from the site root; templates prefix them with `root`.

Links end in `index.html` so the site works from file:// as well as from any sub-path.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from dealerschoice.records import Game, Stub
from dealerschoice.records.game import slugify


class Paths:
    """Unique slugs for games, stubs (family roots) and tags, and the page path of each.

    >>> from dealerschoice.records import Source
    >>> here = Source("g.txt", 1)
    >>> a = Game(5, "High/Low", (), (), (), None, here)
    >>> b = Game(9, "High Low", (), (), (), None, here)
    >>> p = Paths([a, b], [Stub(0, "Root Game")])
    >>> p.game(5), p.game(9), p.game(0), p.deals(9)
    ('games/high-low/index.html', 'games/high-low-9/index.html', None, 'games/high-low-9/deals.json')
    >>> q = Paths([Game(3, "Dead Man 9", (), (), (), None, here), Game(5, "Dead Man", (), (), (), None, here),
    ...            Game(9, "Dead Man", (), (), (), None, here)])
    >>> q.game(3), q.game(5), q.game(9)
    ('games/dead-man-9/index.html', 'games/dead-man/index.html', 'games/dead-man-9-2/index.html')
    >>> p.family(0), p.tag("high-low"), root_of("games/high-low/index.html")
    ('families/root-game/index.html', 'tags/high-low/index.html', '../../')
    """

    def __init__(self, games: Iterable[Game], stubs: Iterable[Stub] = (), stub_pages: Mapping[int, str] | None = None):
        """`stub_pages`: stubs a write-up describes, with the described game's page (`described`)."""
        self._slug: dict[int, str] = {}
        self._stubs: set[int] = set()
        self._stub_pages = dict(stub_pages or {})
        taken: set[str] = set()
        # Lowest id keeps the plain slug, so adding a game never moves an existing page.
        records: list[Game | Stub] = sorted([*games, *stubs], key=lambda r: r.id)
        for record in records:
            slug = record.slug
            if slug in taken:
                slug = f"{record.slug}-{record.id}"
            extra = 1
            while slug in taken:  # "Dead Man 9" (#3) beside "Dead Man" (#9): "dead-man-9" is taken
                extra += 1
                slug = f"{record.slug}-{record.id}-{extra}"
            taken.add(slug)
            self._slug[record.id] = slug
            if isinstance(record, Stub):
                self._stubs.add(record.id)

    def slug(self, id: int) -> str:
        return self._slug[id]

    def game(self, id: int) -> str | None:
        """A game's page; None for a stub (it has no page)."""
        if id in self._stubs:
            return None
        return f"games/{self._slug[id]}/index.html"

    def game_page(self, id: int) -> str:
        """The page of a game that has one (a catalog game, not a stub)."""
        path = self.game(id)
        if path is None:
            raise ValueError(f"game #{id} is a stub: it has no page of its own; only catalog games have one")
        return path

    def deals(self, id: int) -> str:
        """A game's example deals after the first (`deals.json` beside its page): fetched by the
        page's example-hand script when a player asks for another deal, so the page itself
        carries one deal (issue 19: a game page at most 40 KB at the median)."""
        return f"games/{self._slug[id]}/deals.json"

    def redirect(self, id: int) -> str:
        return f"g/{id}/index.html"

    def family(self, root_id: int) -> str:
        return f"families/{self._slug[root_id]}/index.html"

    def page(self, id: int) -> str | None:
        """A game's page, or a described stub's (the write-up's text); None for other stubs.

        >>> Paths([], [Stub(3, "Seven Card Stud")], {3: "described/7-stud/index.html"}).page(3)
        'described/7-stud/index.html'
        """
        if id in self._stubs:
            return self._stub_pages.get(id)
        return self.game(id)

    def node(self, id: int) -> str:
        """Where a diagram node links: the game page (a described stub's), else the family page."""
        return self.page(id) or self.family(id)

    @staticmethod
    def tag(tag: str) -> str:
        return f"tags/{slugify(tag)}/index.html"


def root_of(path: str) -> str:
    """The relative prefix from a page back to the site root.

    >>> root_of("index.html"), root_of("tags/flip/index.html")
    ('', '../../')
    """
    return "../" * path.count("/")
