"""Every file of the site: `render_site(resolved) -> {path: bytes}` in memory, or, for big
catalogs, a `SiteRenderer` whose per-item pages (games, redirects, tags, families, print-deck
chunks) can be rendered in any grouping, in any process, and cached one by one.

Sections owned by modules written elsewhere (diagrams, filter, search, catalog export) are
used when present and left out cleanly when not.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from pathlib import Path

from markupsafe import Markup

from dealerschoice.records import Game
from dealerschoice.records.analysis import NO_ANALYSIS, Analysis
from dealerschoice.records.deals import ExampleDeal
from dealerschoice.render.change_words import ChangeWords
from dealerschoice.render.described import DescribedPage, described_pages, described_stubs, with_stubs
from dealerschoice.render.diagrams import family_diagrams, game_diagrams
from dealerschoice.render.env import TEMPLATES, make_env
from dealerschoice.render.example_html import example_deal
from dealerschoice.render.filter import filter_data
from dealerschoice.render.glossary import TermLinker
from dealerschoice.render.listings import (
    FamilyPage,
    Letter,
    a_to_z,
    deck_cards,
    deck_chunks,
    family_links,
    family_rows,
    kind_groups,
    line_of,
    summaries_of,
    tag_counts,
    tag_pages,
)
from dealerschoice.render.name_links import NameLinker
from dealerschoice.render.pages import GameLink, GamePages, SiteContext
from dealerschoice.render.paths import Paths, root_of
from dealerschoice.render.prose import read_entries, read_prose
from dealerschoice.render.rankings import worked_modes
from dealerschoice.resolve import Resolved
from dealerschoice.resolve.export import catalog_json

TITLE = "Dealer's Choice"

# Pages that list every game (names, aliases, tags, families; no rules) and prose pages.
LISTINGS = ("index.html", "tags/index.html", "print/index.html", "filter/index.html")
PLAIN = ("glossary/index.html", "about/index.html", "hand-rankings/index.html", "404.html", "search/index.html")

# (path in the site, kind, argument): one page rendered on its own. The argument is a game id
# (kinds game, deals, redirect, family root), a deck chunk number, or a page's path (the others).
Item = tuple[str, str, int | str]


def render_site(resolved: Resolved, analysis: Analysis | None = None, templates: Path = TEMPLATES) -> dict[str, bytes]:
    """All pages, data files and static files, keyed by their path in the site."""
    renderer = SiteRenderer(resolved, analysis, templates)
    items = renderer.items()
    out = dict(renderer.render(items))
    out.update(renderer.index_files([path for path, _, _ in items]))
    return dict(sorted(out.items()))


class SiteRenderer:
    """What every page shares (environment, paths, glossary), built once per build.

    `items()` lists the pages that show a part of the catalog; `render(items)` makes them;
    `index_files(paths)` makes the pages that list the whole catalog and the data files.
    """

    def __init__(self, resolved: Resolved, analysis: Analysis | None = None, templates: Path = TEMPLATES,
                 prose_store: Path | None = None):
        """`analysis`: the rules engine's results (None: pages without them); `prose_store`: where
        Markdown renders are kept between builds (`prose.render_markdown`)."""
        templates = Path(templates)
        self.prose_store = prose_store
        self.resolved = resolved
        self.analysis = analysis or NO_ANALYSIS
        self.templates = templates
        self.env = make_env(templates)
        self.games = list(resolved.games)
        self.lineage = resolved.lineage
        # write-ups and variants that match no game: a page each (`described.html`); a stub one
        # describes (Seven Card Stud, "7 Stud" in a write-up) links to that page
        described = described_pages(resolved) if (templates / "described.html").is_file() else []
        stub_pages = described_stubs(resolved.stubs, described)
        self.paths = Paths(self.games, resolved.stubs, {id: page.href for id, page in stub_pages.items()})
        self.glossary_intro, self.glossary = read_entries(templates, "glossary", prose_store)
        self.tag_intro, tag_entries = read_entries(templates, "tags", prose_store)
        self.tag_meanings = {e.term: e for e in tag_entries}
        self.hand_rankings = read_prose(templates, "hand-rankings", prose_store)
        self.site = SiteContext(
            title=TITLE,
            game_count=len(self.games),
            has_filter=(templates / "filter.html").is_file(),
            has_search=(templates / "search.html").is_file(),
            has_hand_rankings=self.hand_rankings is not None,
            has_odds=bool(self.analysis.odds) and (templates / "odds.html").is_file(),
        )
        self.summaries = summaries_of(self.analysis.games)  # each game's one line (`rules.summary`), for the lists
        # what each child changes from its parent, said once a build (with the page cache, the
        # fingerprints say every game page's before the workers fork, so the workers share them)
        self.changes = ChangeWords(self.summaries, resolved.diffs)
        self.tag_pages = {page.tag.href: page for page in tag_pages(self.games, self.paths, self.tag_meanings,
                                                                    self.summaries)}
        self.families = {link.href: (root, link) for root, link in family_links(self.lineage, self.paths)}
        self.chunks = deck_chunks(self.games)
        self.described = {page.href: page for page in with_stubs(described, stub_pages, self.lineage, self.paths)}
        self.by_id = {game.id: game for game in self.games}
        self.env.globals["name_linker"] = self.name_linker = name_linker(self.games, self.paths, self.described)
        self._builder: GamePages | None = None
        self._a_to_z: tuple[Letter, ...] | None = None

    # -- what there is to render ------------------------------------------------------------

    def items(self) -> list[Item]:
        """Every page that shows part of the catalog, in a fixed order."""
        out: list[Item] = []
        for game in self.games:
            out.append((self.paths.game_page(game.id), "game", game.id))
            out.append((self.paths.redirect(game.id), "redirect", game.id))
            if self.more_deals(game.id):
                out.append((self.paths.deals(game.id), "deals", game.id))
        out += [(href, "tag", href) for href in self.tag_pages]
        out += [(href, "family", root.id) for href, (root, _) in self.families.items()]
        out += [(deck_chunk_path(n), "deck", n) for n in range(len(self.chunks))]
        out += [(href, "described", href) for href in self.described]
        out += [(path, "listing", path) for path in LISTINGS if self._has(path)]
        out += [(path, "plain", path) for path in PLAIN if self._has(path)]
        return out

    def more_deals(self, id: int) -> int:
        """How many example deals the game has beyond the first one its page carries."""
        entry = self.analysis.games.get(id)  # a game the engine did not analyse has none
        return max(0, len(entry.deals) - 1) if entry is not None else 0

    def _has(self, path: str) -> bool:
        return {"filter/index.html": self.site.has_filter, "search/index.html": self.site.has_search,
                "hand-rankings/index.html": self.site.has_hand_rankings}.get(path, True)

    # -- the per-item pages -----------------------------------------------------------------

    def render(self, items: Iterable[Item], timer: Callable[[str, float], None] | None = None) -> Iterator[tuple[str, bytes]]:
        """(path, bytes) for each item; diagrams for the batch are laid out first, together.

        `timer(stage, seconds)` hears how long the diagrams took (the benchmark's breakdown).
        """
        import time

        items = list(items)
        started = time.perf_counter()
        game_svgs = self._game_diagrams([int(arg) for _, kind, arg in items if kind == "game"])
        family_svgs = self._family_diagrams([int(arg) for _, kind, arg in items if kind == "family"])
        if timer is not None:
            timer("diagrams", time.perf_counter() - started)
        for path, kind, arg in items:
            if kind == "game":
                yield path, self._page("game.html", path, section="games",
                                       page=self.builder.page(self.by_id[int(arg)], game_svgs.get(int(arg))))
            elif kind == "deals":
                yield path, later_deals(self.analysis.games[int(arg)].deals)
            elif kind == "redirect":
                game = self.by_id[int(arg)]
                target = GameLink(game.id, game.name, self.paths.game(game.id))
                yield path, self._page("redirect.html", path, target=target)
            elif kind == "tag":
                yield path, self._page("tag.html", path, section="tags", page=self.tag_pages[str(arg)])
            elif kind == "family":
                root, link = self.families[path]
                diagram = Markup(family_svgs[int(arg)]) if arg in family_svgs else None
                page = FamilyPage(root, link, family_rows(self.lineage, int(arg), self.paths, self.summaries,
                                                          self.resolved.diffs), diagram)
                yield path, self._page("family.html", path, section="families", page=page)
            elif kind == "described":
                yield path, self._page("described.html", path, section="games", page=self.described[str(arg)])
            elif kind == "deck":
                yield path, self._deck_chunk(path, int(arg))
            elif kind in ("listing", "plain"):
                yield path, self._whole(path)
            else:
                raise ValueError(f"unknown page kind {kind!r}")

    @property
    def builder(self) -> GamePages:
        if self._builder is None:
            self._builder = GamePages(self.resolved, self.paths, TermLinker(self.glossary), None,
                                      self.analysis.games, changes=self.changes)
        return self._builder

    def _game_diagrams(self, ids: list[int]) -> dict[int, str]:
        if not ids:
            return {}
        # Every game page sits at the same depth, so one href serves them all (one dot run).
        prefix = root_of(self.paths.game_page(ids[0]))
        return game_diagrams(self.lineage, ids, lambda node: prefix + self.paths.node(node), changes=self.changes)

    def _family_diagrams(self, roots: list[int]) -> dict[int, str]:
        if not roots:
            return {}
        prefix = root_of(self.paths.family(roots[0]))  # every family page sits at the same depth
        return family_diagrams(self.lineage, roots, lambda node: prefix + self.paths.node(node), changes=self.changes)

    def _deck_chunk(self, path: str, number: int) -> bytes:
        """One slice of the print deck: a script that hands deck.js the cards' HTML by id."""
        template = self.env.get_template("partials/deck-card.html")
        games = [self.by_id[id] for id in self.chunks[number]]
        cards = {str(card.id): template.render(c=card) for card in deck_cards(games, self.lineage, self.summaries)}
        text = json.dumps(cards, ensure_ascii=False, separators=(",", ":"), sort_keys=False)
        text = text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")
        return f"window.dcDeckCards&&dcDeckCards({number},{text});\n".encode()

    def _page(self, template: str, path: str, **context: object) -> bytes:
        context.setdefault("section", "")
        html = self.env.get_template(template).render(root=root_of(path), here=path, site=self.site, **context)
        return html.encode("utf-8")

    # -- pages that list the whole catalog, data and static files ---------------------------

    def _whole(self, path: str) -> bytes:
        """The pages listing the whole catalog (LISTINGS) and the prose pages (PLAIN)."""
        if path == "index.html":
            intro = read_prose(self.templates, "home", self.prose_store)
            return self._page("home.html", path, section="home", intro=intro,
                              letters=self._letters(), tags=tag_counts(self.games),
                              groups=kind_groups(self.games, self.paths, self.summaries),
                              families=family_links(self.lineage, self.paths))
        if path == "tags/index.html":
            return self._page("tags.html", path, section="tags", intro=self.tag_intro, pages=list(self.tag_pages.values()))
        if path == "print/index.html":
            chunk_of = {id: n for n, ids in enumerate(self.chunks) for id in ids}
            return self._page("print.html", path, section="print", letters=self._letters(), tags=tag_counts(self.games),
                              chunk_of=chunk_of, tags_of={g.id: " ".join(g.tags) for g in self.games})
        if path == "filter/index.html":
            return self._page("filter.html", path, section="filter", filter_data=filter_data(self.resolved, self.summaries))
        if path == "glossary/index.html":
            return self._page("glossary.html", path, section="glossary", intro=self.glossary_intro, entries=self.glossary)
        if path == "about/index.html":
            prose = read_prose(self.templates, "about", self.prose_store)
            return self._page("about.html", path, section="about", prose=prose)
        if path == "hand-rankings/index.html":
            return self._page("hand-rankings.html", path, section="hand-rankings", prose=self.hand_rankings,
                              modes=worked_modes())  # -- issue 16: the ranking modes, judged as the page is built
        if path == "404.html":
            return self._page("404.html", path, section="")
        if path == "search/index.html":
            return self._page("search.html", path, section="search")
        raise ValueError(f"no such page {path!r}")

    def _letters(self) -> tuple[Letter, ...]:
        if self._a_to_z is None:
            self._a_to_z = a_to_z(self.games, self.paths, self.summaries)
        return self._a_to_z

    def index_files(self, item_paths: Iterable[str]) -> dict[str, bytes]:
        """What depends on everything, rendered on every build: the odds table, catalog.json,
        the sitemap; and the static files."""
        out: dict[str, bytes] = {}

        def page(template: str, path: str, **context: object) -> None:
            out[path] = self._page(template, path, **context)

        if self.site.has_odds:
            from dealerschoice.render.charts import odds_rows
            page("odds.html", "odds/index.html", section="odds", rows=odds_rows(self.analysis.odds, self.paths.game))
        out["catalog.json"] = self._catalog_json()
        if self.site.has_search:
            out[SEARCH_NAMES] = self._search_names()
        out["sitemap.xml"] = _sitemap([*out, *item_paths])
        out.update(self._static())
        return out

    def _catalog_json(self) -> bytes:
        facts = {id: game.facts.to_json() for id, game in self.analysis.games.items() if game.facts is not None}
        data = catalog_json(self.resolved, facts)  # the same document as `export --format json`
        return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")

    def _search_names(self) -> bytes:
        """Every game's name and aliases with its page, for search.js: an exact or near-exact
        name or alias is put first, before Pagefind's word-by-word ranking (which cannot tell
        "Anaconda" from the eight games whose names contain it)."""
        rows = [[game.id, self.paths.game(game.id), game.name, list(game.aliases), line_of(self.summaries, game.id),
                 list(game.tags)]
                for game in self.games]
        rows += [[None, page.href, page.name, list(page.other_names), f"described in {page.source_label}", []]
                 for page in self.described.values()]
        return json.dumps({"games": rows}, ensure_ascii=False, separators=(",", ":")).encode("utf-8")

    def _static(self) -> dict[str, bytes]:
        folder = self.templates / "static"
        return {"static/" + file.relative_to(folder).as_posix(): file.read_bytes()
                for file in sorted(folder.rglob("*")) if file.is_file()}


SEARCH_NAMES = "search/names.json"  # read by static/search.js


def name_linker(games: Iterable[Game], paths: Paths, described: Mapping[str, DescribedPage]) -> NameLinker:
    """Every name a write-up may use for a page: catalog games' names and aliases, and the
    described games' (a catalog game's name wins over a described game's of the same form)."""
    pairs = [(name, page.href) for page in described.values() for name in (page.name, *page.other_names)]
    linker = NameLinker.of(pairs)
    linker.hrefs.update(NameLinker.of((name, paths.game(game.id)) for game in games
                                      for name in (game.name, *game.aliases)).hrefs)
    return linker


def later_deals(deals: Sequence[ExampleDeal]) -> bytes:
    """A game's `deals.json`: its example deals after the first, as the HTML its page shows
    the first in (example-hand.js puts them in when a player asks for another deal).

    >>> deal = ExampleDeal(1, 2, "python build.py play X", (), ((1, 1), (2, -1)), carried=0, pot_total=2)
    >>> data = json.loads(later_deals([deal, deal]))
    >>> data["first"], data["deals"][0][:37]
    (2, '<p class="ex-cmd">Deal 2: 2 players (')
    """
    html = [str(example_deal(deal, number)) for number, deal in enumerate(deals, start=1) if number > 1]
    text = json.dumps({"first": 2, "deals": html}, ensure_ascii=False, separators=(",", ":"))
    return text.encode("utf-8")


def deck_chunk_path(number: int) -> str:
    return f"print/cards/{number}.js"


def _sitemap(paths: Iterable[str]) -> bytes:
    pages = sorted(p for p in paths if p.endswith(".html") and p != "404.html" and not p.startswith("g/"))
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">']
    lines += [f"<url><loc>{html.escape(p, quote=False)}</loc></url>" for p in pages]  # not xml.sax: it imports urllib
    lines.append("</urlset>")
    return ("\n".join(lines) + "\n").encode("utf-8")

