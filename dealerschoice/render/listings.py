"""Template contexts for the index-like pages: home A–Z, tags, families, the print deck."""

from __future__ import annotations

import unicodedata
from collections import Counter
from dataclasses import dataclass

from markupsafe import Markup

from dealerschoice.records import Game
from dealerschoice.render.suits import suits
from dealerschoice.render.pages import FamilyLink, GameLink, TagLink, family_size
from dealerschoice.render.paths import Paths
from dealerschoice.render.prose import Entry


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
class TreeNode:
    link: GameLink
    children: tuple["TreeNode", ...]


@dataclass(frozen=True, slots=True)
class FamilyPage:
    root: GameLink
    link: FamilyLink
    tree: TreeNode
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
    rules: tuple[tuple[int, Markup], ...]
    family_line: str
    size: int  # characters of rule text: long cards get a full-width slot


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


def a_to_z(games: list[Game], paths: Paths) -> tuple[Letter, ...]:
    entries = []
    for game in games:
        link = GameLink(game.id, game.name, paths.game(game.id))
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


def tag_pages(games: list[Game], paths: Paths, meanings: dict[str, Entry]) -> list[TagPage]:
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
            games=tuple((GameLink(g.id, g.name, paths.game(g.id)), g.aliases) for g in tagged),
            ids=",".join(str(g.id) for g in tagged),
        ))
    return pages


def family_tree(lineage, id: int, paths: Paths) -> TreeNode:
    record = lineage.record(id)
    return TreeNode(GameLink(id, record.name, paths.game(id)),
                    tuple(family_tree(lineage, kid, paths) for kid in lineage.children(id)))


def family_links(lineage, paths: Paths) -> tuple[tuple[GameLink, FamilyLink], ...]:
    out = []
    for root in lineage.roots():
        record = lineage.record(root)
        link = GameLink(root, record.name, paths.game(root))
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


def deck_cards(games: list[Game], lineage) -> tuple[DeckCard, ...]:
    cards = []
    for game in sorted(games, key=lambda g: sort_key(g.name)):
        names = [lineage.record(a).name for a in reversed(lineage.ancestors(game.id))]
        cards.append(DeckCard(
            id=game.id,
            name=game.name,
            aliases=game.aliases,
            tags=game.tags,
            rules=tuple((r.number, suits(r.text)) for r in game.rules),
            family_line=" › ".join([*names, game.name]),
            size=sum(len(r.text) for r in game.rules),
        ))
    return tuple(cards)

