"""The versions of one game from different sources, each saying what differs (issue 19,
item 4): a catalog game's page shows its own version and those of the write-ups and guides
that describe it ("Mike's write-up: high-low declare · 2–7 players"), each with what differs
from the catalog's in player words (`change_words.what_changed`, "high, not high-low
declare").

A write-up's summary comes from its own parts: its numbered steps read by the rules grammar
(`rules.summary`, as a catalog game's rules are), its "Maximum Number of Players" as the
player range, "Wild Cards" as the cards it names ("3s and 9s", read as a list of cards by
`rules.cardwords`; "None": no wild cards), "High-Low Split" as who wins when the steps do
not say. A guide is prose: its paragraphs are read sentence by sentence, and what they say
is never taken as the whole game (no deal shape, no "no wild cards"). A part nobody read is
left out, so a version never says something its text does not: where nothing of it is read
it says nothing, and a named variant's text (a change to the game it varies, not a game of
its own) is not summarised.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from dealerschoice.records import Guide, WriteUp
from dealerschoice.records.writeup import Step
from dealerschoice.render.change_words import what_changed
from dealerschoice.rules.cardwords import parse_cards
from dealerschoice.rules.grammar import ReadRule, read_sentences
from dealerschoice.rules.steps import Wild
from dealerschoice.rules.steps.vocab import WildSource
from dealerschoice.rules.summary import Summary, summarise

CATALOG = "the catalog"


@dataclass(frozen=True, slots=True)
class Version:
    """One source's version of a game.

    source: where it comes from, as the page names it ("the catalog", "write-ups/mikes-7-stud-variants.txt").
    name: the game's name in that source.
    summary: its one line (`rules.summary`), "" when nothing of it was read.
    differs: what differs from the catalog's version, in words; "" for the catalog's own,
        and when nothing read differs.
    agrees: the parts both versions give that are the same ("kind of game", "who wins"),
        said when nothing differs; parts either leaves unread are not among them.
    """

    source: str
    name: str
    summary: str
    differs: str = ""
    agrees: tuple[str, ...] = ()

    @property
    def compared(self) -> str:
        """What the page says of it beside the catalog's version; "" when nothing.

        >>> Version("w.txt", "A", "high", "high only, not high-low").compared
        'Differs: high only, not high-low.'
        >>> Version("w.txt", "A", "flip · high", agrees=("kind of game", "who wins", "wild cards")).compared
        "Same as this page's in kind of game, who wins and wild cards."
        """
        if self.differs:
            return f"Differs: {self.differs}."
        if self.agrees:
            parts = list(self.agrees)
            said = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
            return f"Same as this page's in {said}."
        return ""


# The summary parts as a player calls them, in the order `change_words.PARTS` says them.
PART_WORDS = {"kind": "kind of game", "deal": "deal", "showdown": "who wins", "wilds": "wild cards",
              "players": "number of players"}


def agreed(catalog: Summary, other: Summary) -> tuple[str, ...]:
    """The parts both summaries give alike; wild cards only where both are known (a game read
    in full, a write-up that names its wild cards or says "None").

    >>> agreed(Summary("flip", showdown="high"), Summary("flip", showdown="low"))
    ('kind of game', 'wild cards')
    >>> agreed(Summary("flip", complete=False), Summary("flip"))
    ('kind of game',)
    """
    out = []
    for part, words in PART_WORDS.items():
        mine, theirs = catalog.part(part), other.part(part)
        if part == "wilds":
            if mine == theirs and catalog.complete and other.complete:
                out.append(words)
        elif mine is not None and mine == theirs:
            out.append(words)
    return tuple(out)


def _rules(steps: Iterable[Step]) -> list[ReadRule]:
    """A write-up's steps, and the steps nested under them, as read rules in order."""
    out: list[ReadRule] = []
    for step in steps:
        out.append(ReadRule(step.number, step.text, step.line, read_sentences(step.text)))
        out.extend(_rules(step.children))
    return out


def _named_wilds(field: str | None) -> Wild | None:
    """The wild cards a write-up's "Wild Cards" field names, or None (no field, "None", or a
    value that is not a list of cards: "Low card down", "See below").

    >>> _named_wilds("3s and 9s").ranks, _named_wilds("See below"), _named_wilds(None)
    (('3', '9'), None, None)
    """
    if not field:
        return None
    try:
        ranks, cards, jokers = parse_cards(field)
    except ValueError:
        return None
    if not (ranks or cards or jokers):
        return None
    return Wild(WildSource.RANK, ranks, cards, bool(jokers))


# A write-up's or guide's summary is read once a build, however many pages show it (a game's
# versions, a described page), and by the build's process before its workers are forked
# (`read_sources`, called by `pipeline`): each fork would otherwise build the grammar's
# parsers again for it, and the analysis workers share the parsers it built.
# Keyed by the record itself (frozen, compared by value), so an unchanged write-up is not read
# again by the next build in the same process (`serve`); bounded, as a catalog's write-ups are.
SUMMARIES: dict[WriteUp | Guide, Summary] = {}
SUMMARIES_KEPT = 4096


def read_sources(write_ups: Iterable[WriteUp], guides: Iterable[Guide]) -> None:
    """Read the summaries of these write-ups and guides now, in this process (see above)."""
    for up in write_ups:
        write_up_summary(up)
    for guide in guides:
        guide_summary(guide)


def _keep(record: WriteUp | Guide, summary: Summary) -> Summary:
    if len(SUMMARIES) >= SUMMARIES_KEPT:
        SUMMARIES.clear()
    SUMMARIES[record] = summary
    return summary


def write_up_summary(up: WriteUp) -> Summary:
    """The summary of a whole write-up, from its steps and its own fields.

    >>> from dealerschoice.load.writeups import parse_writeups
    >>> page = ("Rules\\n\\n7 Stud\\n\\n• Maximum Number of Players: 7\\n• Wild Cards: None\\n• The Game:\\n"
    ...         "  1. Players are dealt 2 down and 1 up.\\n" + "  2. Bet, then deal 1 card up.\\n" * 3 +
    ...         "  5. Bet, then deal 1 card down.\\n  6. Bet and show. High hand takes the pot.\\n")
    >>> (up,), _, _ = parse_writeups(page, "w.txt")
    >>> write_up_summary(up).line
    '7-card stud · 2 down, 4 up, 1 down · high · 2–7 players'
    """
    kept = SUMMARIES.get(up)
    return kept if kept is not None else _keep(up, _read_write_up(up))


def _read_write_up(up: WriteUp) -> Summary:
    read = _rules(up.steps)
    wild = _named_wilds(up.wild_cards)
    if wild is not None:
        read.append(ReadRule(0, f"Wild Cards: {up.wild_cards}", up.source.line, (wild,)))
    summary = summarise(read, None) if read else Summary(complete=False)
    players = f"2–{up.max_players} players" if up.max_players and up.max_players > 2 else summary.players
    showdown = summary.showdown or ("high-low" if up.high_low else None)
    # "complete" says whether the wild cards are known: a write-up saying "Wild Cards: None"
    # makes nothing wild, whatever its unread steps say
    wilds_known = summary.wilds is not None or up.wild_cards is None or summary.complete
    return replace(summary, players=players, showdown=showdown, complete=wilds_known)


def guide_summary(guide: Guide) -> Summary:
    """What a guide's paragraphs say of the game, read sentence by sentence; never complete.

    >>> from dealerschoice.records import Source
    >>> from dealerschoice.records.guide import GuideSection
    >>> guide = Guide("Game", (GuideSection("01", "The end", ("Everybody sings. Highest hand takes the pot.",), 3),),
    ...               Source("g.txt", 1))
    >>> guide_summary(guide).line, guide_summary(guide).complete
    ('high', False)
    """
    kept = SUMMARIES.get(guide)
    return kept if kept is not None else _keep(guide, _read_guide(guide))


def _read_guide(guide: Guide) -> Summary:
    read = [ReadRule(n, text, guide.source.line, read_sentences(text)) for n, text in enumerate(guide.intro, 1)]
    for section in guide.sections:
        read += [ReadRule(n, text, section.line, read_sentences(text)) for n, text in enumerate(section.paragraphs, 1)]
    summary = summarise(read, None) if read else Summary()
    return replace(summary, complete=False)


def game_versions(summary: Summary | None, name: str, write_ups: Iterable, guides: Iterable = ()) -> tuple[Version, ...]:
    """The catalog's version of a game (its analysis summary, `summary`) and those of the
    whole write-ups (`write_ups`: views with `write_up`, `variant` and `source_label`) and
    guides (`guides`: views with `guide` and `source_label`) that describe it, each saying
    what differs from the catalog's. Empty unless another version has something to say: one
    version alone is no comparison.
    """
    catalog = summary
    versions = [Version(CATALOG, name, catalog.line if catalog is not None else "")]
    others = [(view.source_label, view.write_up.name, write_up_summary(view.write_up))
              for view in write_ups if view.variant is None]  # a variant's text changes another game (see above)
    others += [(view.source_label, view.guide.name, guide_summary(view.guide)) for view in guides]
    for source, their_name, theirs in others:
        if not theirs.line:
            continue
        differs = what_changed(catalog, theirs) if catalog is not None else ""
        agrees = agreed(catalog, theirs) if catalog is not None and not differs else ()
        versions.append(Version(source, their_name, theirs.line, differs, agrees))
    return tuple(versions) if len(versions) > 1 else ()
