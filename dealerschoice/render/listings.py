"""Template contexts for the index-like pages: home A–Z, tags, families, the print deck."""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from markupsafe import Markup

from dealerschoice.records import Game
from dealerschoice.records.analysis import GameAnalysis
from dealerschoice.records.summary import Summary
from dealerschoice.render.card_rules import fold_repeats
from dealerschoice.render.change_words import what_changed
from dealerschoice.render.pages import SHOWN_ANCESTORS, FamilyLink, GameLink, TagLink, family_size
from dealerschoice.render.paths import Paths
from dealerschoice.render.prose import Entry
from dealerschoice.render.suits import suits
from dealerschoice.resolve import Lineage


@dataclass(frozen=True, slots=True)
class IndexEntry:
    """One line of the A–Z: a game, or an alias pointing at its game."""

    name: str
    game: GameLink
    is_alias: bool


@dataclass(frozen=True, slots=True)
class Letter:
    letter: str
    anchor: str
    entries: tuple[IndexEntry, ...]


@dataclass(frozen=True, slots=True)
class TreeRow:
    """One game of a family's indented list, in reading order. `parent`: a list of its
    children follows; `closes`: how many lists end after it (its own and those it ends)."""

    link: GameLink
    parent: bool
    closes: int
    changed: str = ""  # what it changes from its parent, in words (`change_words`)


@dataclass(frozen=True, slots=True)
class FamilyPage:
    root: GameLink
    link: FamilyLink
    rows: tuple[TreeRow, ...]
    diagram: Markup | None


@dataclass(frozen=True, slots=True)
class TagPage:
    tag: TagLink
    meaning: Markup | None
    games: tuple[tuple[GameLink, tuple[str, ...]], ...]  # game and its aliases
    ids: str  # comma-separated, for the print deck link


@dataclass(frozen=True, slots=True)
class DeckCard:
    """A game as the print deck shows it: the card text only."""

    id: int
    name: str
    aliases: tuple[str, ...]
    tags: tuple[str, ...]
    rules: tuple[tuple[str, Markup], ...]  # (number, or "3–10" for a run said again and again: card_rules)
    family_line: str
    size: int  # characters of rule text: long cards get a full-width slot
    summary: str = ""  # the one-line summary (`rules.summary`); "" when the steps say nothing
    players: str = ""  # "2–7 players", where the summary gives it
    wilds: str = ""  # "threes and nines wild", where the summary gives it


@dataclass(frozen=True, slots=True)
class KindGroup:
    """The home page's games of one primary tag (or of none: `tag` None), with summaries."""

    tag: TagLink | None
    anchor: str
    games: tuple[GameLink, ...]


# Tags that say what kind of game it is: they group the home page. A game files under the
# first of them it has, the narrowest first (a guts game dealt as stud is a guts game, a pass
# game dealt by flips a pass game), and under "other games" when it has none of them.
PRIMARY_TAGS = ("guts", "pass", "straight", "discard", "common", "draw", "stud", "flip")

Summaries = Mapping[int, Summary]  # game id -> the analysis's summary (`records.summary`)


def summaries_of(games: Mapping[int, GameAnalysis]) -> dict[int, Summary]:
    """Each game's summary from the analysis results (`Analysis.games`), by id.

    >>> from dealerschoice.records.analysis import NO_STEPS
    >>> def game(summary): return GameAnalysis(False, None, None, None, NO_STEPS, [], summary)
    >>> summaries_of({1: game(Summary("5-card draw")), 2: game(Summary())})[1].line
    '5-card draw'
    """
    return {id: game.summary for id, game in games.items()}


def line_of(summaries: Summaries | None, id: int) -> str:
    """The summary line of game `id`, or "" (a game with no summary, or whose steps say nothing).

    >>> line_of({3: Summary("flip", "5 down")}, 3), line_of({3: Summary()}, 3), line_of(None, 3)
    ('flip · 5 down', '', '')
    """
    summary = (summaries or {}).get(id)
    return summary.line if summary is not None else ""


def _game_link(game: Game, paths: Paths, summaries: Summaries | None) -> GameLink:
    return GameLink(game.id, game.name, paths.game(game.id), line_of(summaries, game.id))


def sort_key(name: str) -> tuple[str, str]:
    """Case- and accent-blind order; a leading "The " is kept (names are cited as written)."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().casefold()
    return ("".join(ch for ch in plain if ch.isalnum() or ch == " ").strip(), name)


def letter_of(name: str) -> str:
    """The A–Z heading a name files under; digits and symbols go under "#".

    >>> letter_of("anaconda"), letter_of("7 Stud"), letter_of("Éclair")
    ('A', '#', 'E')
    """
    key = sort_key(name)[0]
    first = key[:1].upper()
    return first if first.isalpha() else "#"


def a_to_z(games: list[Game], paths: Paths, summaries: Summaries | None = None) -> tuple[Letter, ...]:
    entries = []
    for game in games:
        link = _game_link(game, paths, summaries)
        entries.append(IndexEntry(game.name, link, False))
        entries.extend(IndexEntry(alias, link, True) for alias in game.aliases if alias != game.name)
    entries.sort(key=lambda e: (sort_key(e.name), e.is_alias, e.game.id))
    letters: dict[str, list[IndexEntry]] = {}
    for entry in entries:
        letters.setdefault(letter_of(entry.name), []).append(entry)
    order = sorted(letters, key=lambda l: (l != "#", l))
    return tuple(Letter(l, "letter-" + ("0" if l == "#" else l.lower()), tuple(letters[l])) for l in order)


def tag_counts(games: list[Game]) -> tuple[TagLink, ...]:
    counts = Counter(tag for game in games for tag in game.tags)
    return tuple(TagLink(t, Paths.tag(t), n) for t, n in sorted(counts.items(), key=lambda kv: kv[0].casefold()))


def kind_groups(games: list[Game], paths: Paths, summaries: Summaries | None = None) -> tuple[KindGroup, ...]:
    """The home page's groups: games by their first primary tag (`PRIMARY_TAGS`), A–Z in
    each, then the games with none of them.

    >>> from dealerschoice.records import Source
    >>> here = Source("g.txt", 1)
    >>> games = [Game(1, "B", (), ("flip", "pass"), (), None, here), Game(2, "A", (), ("flip",), (), None, here),
    ...          Game(3, "C", (), ("wilds",), (), None, here)]
    >>> [(g.tag and g.tag.name, [l.name for l in g.games]) for g in kind_groups(games, Paths(games), {1: Summary("passing")})]
    [('pass', ['B']), ('flip', ['A']), (None, ['C'])]
    >>> kind_groups(games, Paths(games), {1: Summary("passing")})[0].games[0].summary
    'passing'
    """
    grouped: dict[str | None, list[Game]] = {}
    for game in sorted(games, key=lambda g: (sort_key(g.name), g.id)):
        tag = next((t for t in PRIMARY_TAGS if t in game.tags), None)
        grouped.setdefault(tag, []).append(game)
    out = []
    for tag in (*PRIMARY_TAGS, None):
        if tag not in grouped:
            continue
        members = grouped[tag]
        link = TagLink(tag, Paths.tag(tag), len(members)) if tag else None
        out.append(KindGroup(link, "kind-" + (tag or "other"),
                             tuple(_game_link(g, paths, summaries) for g in members)))
    return tuple(out)


def tag_pages(games: list[Game], paths: Paths, meanings: dict[str, Entry],
              summaries: Summaries | None = None) -> list[TagPage]:
    pages = []
    by_tag: dict[str, list[Game]] = {}
    for game in sorted(games, key=lambda g: sort_key(g.name)):  # stable: each tag's games keep this order
        for name in dict.fromkeys(game.tags):
            by_tag.setdefault(name, []).append(game)
    for tag in tag_counts(games):
        tagged = by_tag[tag.name]
        meaning = meanings.get(tag.name)
        pages.append(TagPage(
            tag=tag,
            meaning=meaning.html if meaning else None,
            games=tuple((_game_link(g, paths, summaries), g.aliases) for g in tagged),
            ids=",".join(str(g.id) for g in tagged),
        ))
    return pages


def family_rows(lineage: Lineage, id: int, paths: Paths, summaries: Summaries | None = None,
                diffs: Mapping | None = None) -> tuple[TreeRow, ...]:
    """The family under `id` as the rows of an indented list, depth first. Flat, and made
    without recursion, so that a family thousands of generations deep is a list like any other
    (a nested structure would be walked recursively by the template too)."""
    order: list[tuple[int, int, bool]] = []  # (game, depth, has children)
    stack = [(id, 0)]
    while stack:
        node, depth = stack.pop()
        kids = lineage.children(node)
        order.append((node, depth, bool(kids)))
        stack.extend((kid, depth + 1) for kid in reversed(kids))
    rows = []
    for n, (node, depth, has_kids) in enumerate(order):
        after = order[n + 1][1] if n + 1 < len(order) else 0
        record = lineage.record(node)
        link = GameLink(node, record.name, paths.page(node), line_of(summaries, node))
        up = lineage.parent(node)
        changed = "" if up is None or n == 0 else \
            what_changed((summaries or {}).get(up), (summaries or {}).get(node), (diffs or {}).get(node))
        rows.append(TreeRow(link, has_kids, 0 if has_kids else depth - after, changed))
    return tuple(rows)


def family_links(lineage: Lineage, paths: Paths) -> tuple[tuple[GameLink, FamilyLink], ...]:
    out = []
    for root in lineage.roots():
        record = lineage.record(root)
        link = GameLink(root, record.name, paths.page(root))
        out.append((link, FamilyLink(record.name, paths.family(root), family_size(lineage, root))))
    return tuple(out)


DECK_CHUNK = 100  # cards per print-deck data file


def deck_chunks(games: list[Game], size: int = DECK_CHUNK) -> list[tuple[int, ...]]:
    """Game ids in A–Z order, cut into slices of `size`: one data file each for the print deck,
    which loads only the slices of the games picked (the deck page itself lists names only).

    >>> from dealerschoice.records import Source
    >>> games = [Game(i, n, (), (), (), None, Source("g.txt", 1)) for i, n in ((3, "c"), (1, "a"), (2, "B"))]
    >>> deck_chunks(games, 2)
    [(1, 2), (3,)]
    """
    ids = [g.id for g in sorted(games, key=lambda g: (sort_key(g.name), g.id))]
    return [tuple(ids[i:i + size]) for i in range(0, len(ids), size)]


def deck_cards(games: list[Game], lineage: Lineage, summaries: Summaries | None = None) -> tuple[DeckCard, ...]:
    cards = []
    for game in sorted(games, key=lambda g: sort_key(g.name)):
        shown, gap = lineage.line_up(game.id, SHOWN_ANCESTORS)
        names = [lineage.record(a).name for a in shown]
        if gap:
            names.insert(1, "…")
        summary = (summaries or {}).get(game.id) or Summary()
        rules = fold_repeats([(r.number, suits(r.text)) for r in game.rules], [r.text for r in game.rules])
        cards.append(DeckCard(
            id=game.id,
            name=game.name,
            aliases=game.aliases,
            tags=game.tags,
            rules=rules,
            family_line=" › ".join([*names, game.name]),
            size=sum(len(html.striptags()) for _, html in rules),  # as folded
            summary=summary.line,
            players=summary.players or "",
            wilds=summary.wilds or "",
        ))
    return tuple(cards)

