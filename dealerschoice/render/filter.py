"""Data for the tag filter page (AND / OR / NOT over tags), embedded in the page as JSON.

The page works from disk too, so the data travels inside the HTML instead of being fetched.
"""

from __future__ import annotations

from collections import Counter

from dealerschoice.render.listings import Summaries, line_of
from dealerschoice.render.paths import Paths

MODES = ("and", "or", "not")  # URL parameters: ?and=flip,wilds&or=...&not=high-low


def filter_data(resolved, summaries: Summaries | None = None) -> dict:
    """Games (name, aliases, tags, page, one-line summary from `summaries`: see
    `listings.summaries_of`) and tags (with counts), in name order.

    URLs are relative to the site root; the page prefixes them with its `root`.

    >>> from dealerschoice.records import Catalog, Game, Source
    >>> from dealerschoice.records.summary import Summary
    >>> here = Source("g.txt", 1)
    >>> games = (Game(2, "b", ("Bee",), ("wilds", "flip"), (), None, here),
    ...          Game(1, "A", (), ("flip",), (), None, here))
    >>> data = filter_data(type("R", (), {"catalog": Catalog(games, ())})())
    >>> [g["name"] for g in data["games"]], data["games"][1]["tags"]
    (['A', 'b'], ['flip', 'wilds'])
    >>> data["games"][0]["summary"], filter_data(type("R", (), {"catalog": Catalog(games, ())})(),
    ...                                          {1: Summary("flip", "5 down")})["games"][0]["summary"]
    ('', 'flip · 5 down')
    >>> data["tags"][0]
    {'name': 'flip', 'count': 2, 'url': 'tags/flip/index.html'}
    """
    catalog = resolved.catalog
    paths = Paths(catalog.games, catalog.stubs)
    games = sorted(catalog.games, key=lambda g: (g.name.casefold(), g.id))
    counts = Counter(tag for game in games for tag in set(game.tags))
    return {
        "games": [
            {"id": g.id, "name": g.name, "aliases": list(g.aliases),
             "tags": sorted(set(g.tags)), "url": paths.game(g.id),
             "summary": line_of(summaries, g.id)}
            for g in games
        ],
        "tags": [
            {"name": tag, "count": counts[tag], "url": paths.tag(tag)}
            for tag in sorted(counts)
        ],
        "modes": list(MODES),
        "print": "print/index.html",
    }


def matching(data: dict, *, all_of=(), any_of=(), none_of=()) -> list[int]:
    """Ids the page shows for a selection: the same rule filter.js applies.

    >>> data = {"games": [{"id": 1, "tags": ["flip"]}, {"id": 2, "tags": ["flip", "wilds"]},
    ...                   {"id": 3, "tags": ["wilds", "high-low"]}]}
    >>> matching(data, all_of=["flip"]), matching(data, any_of=["wilds"], none_of=["high-low"])
    ([1, 2], [2])
    """
    out = []
    for game in data["games"]:
        tags = set(game["tags"])
        if (tags.issuperset(all_of) and (not any_of or tags & set(any_of))
                and not tags & set(none_of)):
            out.append(game["id"])
    return out
