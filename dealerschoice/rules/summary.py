"""A game in one line, from its read steps and facts: what kind of game, how the cards come,
who wins, what is wild, how many play ("7-card stud · 2 down, 4 up, 1 down · high-low declare
· threes and nines wild · 2–7 players").

Every part says only what the read steps say. A game with a rule nobody reads still gets the
parts its read steps give, but none that an unread rule could make false: no card count and
no deal shape (an unread rule may deal), no "stud" (which says no draw, pass or common card
follows) and no player range (the facts of a partly read game may be too many). A figure
that is a database code (98 and up, see `facts`) is not a number of players and is left out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from dealerschoice.cards.cards import RANK_NAMES, RANK_PLURALS
from dealerschoice.records.summary import Summary  # the type the pages and the cache take (`records.summary`)
from dealerschoice.rules.cardwords import RANKS
from dealerschoice.rules.facts import Facts
from dealerschoice.rules.facts.rounds import UNDEFINED
from dealerschoice.rules.grammar import ReadRule
from dealerschoice.rules.steps import (
    Deal,
    Declare,
    Draw,
    Flip,
    NoPeek,
    Pass,
    Repeat,
    RuleStep,
    Settle,
    Showdown,
    Unknown,
    Wild,
)
from dealerschoice.rules.steps.board import BoardLayout
from dealerschoice.rules.steps.special import WildChange
from dealerschoice.rules.steps.split_cards import ShareShowdown, ShowdownByTable
from dealerschoice.rules.steps.vocab import (
    Choice,
    DealCondition,
    Face,
    Pot,
    ShareWith,
    TableCards,
    Target,
    WildSource,
)
from dealerschoice.rules.steps.wild import (
    ChosenWild,
    DealtOwnWild,
    HeldSetWild,
    LimitedWild,
    NamedRankWild,
    SpotWild,
    SuitFollowWild,
    WildClimb,
    WildCombo,
)

__all__ = ["GameKind", "Summary", "summarise"]


class GameKind(StrEnum):
    """What kind of game a player hears first, from the steps that shape the hand."""

    GUTS = "guts"              # players declare in or out, and losers pay (`Declare` in/out, `Settle`)
    BOARD = "board"            # common cards laid out in a pattern (`BoardLayout`)
    PASSING = "passing"        # players pass cards to each other (`Pass`)
    COMMON = "common cards"    # cards dealt to the table for every hand (`Deal` to the table)
    DRAW = "draw"              # players draw replacement cards (`Draw`)
    NO_PEEK = "no-peek"        # cards nobody looks at until they are turned (`NoPeek`)
    STUD = "stud"              # cards dealt face up to each player, none of the above
    FLIP = "flip"              # players turn their own down cards up (`Flip`), none of the above


# Kinds that name a number of cards dealt to each player ("7-card stud").
_COUNTED = (GameKind.STUD, GameKind.DRAW, GameKind.GUTS)

# the evaluator's own rank words, by the steps' rank letters ("2" ... "A" are ranks 2 ... 14)
_RANK_PLURALS = {letter: RANK_PLURALS[rank] for rank, letter in enumerate(RANKS, 2)}
_RANK_NAMES = {letter: RANK_NAMES[rank] for rank, letter in enumerate(RANKS, 2)}
_SUIT_NAMES = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}
# Wilds named in play, one rank at a time, in a few words; other sources say "wild cards".
_SOURCE_WORDS = {
    WildSource.DEALER: "dealer names a wild rank",
    WildSource.LOW_CARD: "low card wild",
    WildSource.HIGH_CARD: "high card wild",
    WildSource.HAND_SIZE: "wild rank by hand size",
    WildSource.TABLE: "a table card's rank wild",
    WildSource.TABLE_LAST: "the last table card's rank wild",
    WildSource.TABLE_LOW: "the lowest table card's rank wild",
    WildSource.TABLE_HIGH: "the highest table card's rank wild",
}
# Steps that make cards wild other than `Wild`: said as "wild cards" without naming them.
_OTHER_WILDS = (WildCombo, SpotWild, DealtOwnWild, SuitFollowWild, ChosenWild, NamedRankWild, WildClimb, HeldSetWild,
                WildChange, LimitedWild)


def summarise(read: Sequence[ReadRule], facts: Facts | None) -> Summary:
    """The summary of a game's read rules and their facts (None: no facts could be derived).

    >>> from dealerschoice.rules.grammar import ReadRule, read_sentences
    >>> def rules(*texts): return [ReadRule(n, t, n, read_sentences(t)) for n, t in enumerate(texts, 1)]
    >>> stud = rules("Deal two cards down and one card up to each player.", "Normal betting round.",
    ...              *["Deal one card up to each player.", "Normal betting round."] * 3,
    ...              "Deal one card down to each player.", "Normal betting round.",
    ...              "Declare high/low simultaneously.",
    ...              "Showdown, highest declared high hand and lowest declared low hand split the pot.",
    ...              "Threes and nines are wild.")
    >>> summarise(stud, Facts(7, 7, 5, 7, 8)).line
    '7-card stud · 2 down, 4 up, 1 down · high-low declare · threes and nines wild · 2–7 players'
    >>> summarise(rules("Deal five cards down to each player.", "Everybody sings.", "Showdown, low hand wins."),
    ...           Facts(5, 10, 0, 5, 0)).line
    'low'
    """
    steps = [step for rule in read for step in rule.steps]
    complete = not any(isinstance(s, Unknown) for s in steps)
    dealt, repeated = _dealt(read)
    kind = _kind(steps, any(s.face == Face.UP for s in dealt if s.to == Target.EACH and s.condition is None))
    own = sum(s.count for s in dealt if s.to == Target.EACH)
    fixed = not repeated and all(s.condition is None for s in dealt if s.to == Target.EACH)
    if kind is GameKind.STUD and not complete:
        kind = None
    kind_words = None if kind is None else str(kind)
    if kind in _COUNTED and complete and own and fixed:
        kind_words = f"{own}-card {kind}"
    return Summary(
        kind=kind_words,
        deal=_shape(dealt, repeated) if complete else None,
        showdown=_showdown(steps, guts=kind is GameKind.GUTS),
        wilds=_wilds(steps),
        players=_players(facts) if complete else None,
        complete=complete,
    )


def _kind(steps: list[RuleStep], up_cards: bool) -> GameKind | None:
    """The first kind the steps show, in the order of `GameKind`."""
    if any(isinstance(s, Settle) or (isinstance(s, Declare) and Choice.IN in s.choices) for s in steps):
        return GameKind.GUTS
    if any(isinstance(s, BoardLayout) for s in steps):
        return GameKind.BOARD
    if any(isinstance(s, Pass) for s in steps):
        return GameKind.PASSING
    if any(isinstance(s, Deal) and s.to == Target.TABLE and s.table != TableCards.TABLE for s in steps):
        return GameKind.COMMON
    if any(isinstance(s, Draw) for s in steps):
        return GameKind.DRAW
    if any(isinstance(s, NoPeek) for s in steps):
        return GameKind.NO_PEEK
    if up_cards:
        return GameKind.STUD
    if any(isinstance(s, Flip) for s in steps):
        return GameKind.FLIP
    return None


def _dealt(read: Sequence[ReadRule]) -> tuple[list[Deal], set[int]]:
    """The deals, in order, and the places in that list of those a repeat deals again (a
    repeat of a number of times could be counted out, but the cards it deals are said as
    repeating all the same: the count is the repeat's, not the deal's)."""
    again: set[int] = set()  # rule positions a repeat covers
    for at, rule in enumerate(read):
        for step in rule.steps:
            if isinstance(step, Repeat):
                again.update(range(max(0, at - step.last), at))
    deals: list[Deal] = []
    repeated: set[int] = set()
    for at, rule in enumerate(read):
        for step in rule.steps:
            if isinstance(step, Deal):
                if at in again:
                    repeated.add(len(deals))
                deals.append(step)
    return deals, repeated


_CONDITIONS = {DealCondition.IF_WANTED: " if wanted", DealCondition.LAST_DECLARER_HEADS_UP: " if heads-up"}


@dataclass(frozen=True, slots=True)
class _Part:
    """Cards dealt alike, one after another: `count` cards said as `words`; `again`: a
    repeat deals them again."""

    count: int
    words: str
    again: bool


def _shape(deals: list[Deal], repeated: set[int]) -> str | None:
    """ "2 down, 4 up, 1 down": deals in order, neighbours of the same kind added up; the
    deals a repeat makes again follow "then repeating:"."""
    parts: list[_Part] = []
    for at, deal in enumerate(deals):
        if deal.to == Target.EACH:
            words = str(deal.face)
        else:
            words = "to the table" if deal.table == TableCards.TABLE else "common"
        if deal.condition is not None:
            words += _CONDITIONS[DealCondition(deal.condition)]
        part = _Part(deal.count, words, at in repeated)
        # a conditional deal and a repeated one stay apart: each is a card a player may not get
        if parts and not part.again and deal.condition is None and (parts[-1].words, parts[-1].again) == (words, False):
            parts[-1] = _Part(parts[-1].count + deal.count, words, False)
        else:
            parts.append(part)
    said: list[str] = []
    at = 0
    while at < len(parts):
        part = parts[at]
        starts = part.again and (at == 0 or not parts[at - 1].again)
        lead = ("then repeating: " if at else "repeating: ") if starts else ""
        pair = parts[at:at + 2]
        times = 1
        while len(pair) == 2 and parts[at + 2 * times:at + 2 * times + 2] == pair:
            times += 1
        if times > 1:  # "1 up and 1 to the table, four times" for a pair of deals written over and over
            said.append(f"{lead}{pair[0].count} {pair[0].words} and {pair[1].count} {pair[1].words}, "
                        f"{_TIMES.get(times, f'{times} times')}")
            at += 2 * times
        else:
            said.append(f"{lead}{part.count} {part.words}")
            at += 1
    return ", ".join(said) or None


_TIMES = {2: "twice", 3: "three times", 4: "four times", 5: "five times", 6: "six times"}


def _showdown(steps: list[RuleStep], guts: bool) -> str | None:
    """Who wins: each showdown's pot once, in order; "high-low declare" when players declare
    high or low. Guts games declare in or out: that is their kind, and the showdown says
    which hand wins."""
    declares = any(isinstance(s, Declare) and Choice.HIGH in s.choices for s in steps) and not guts
    said: list[str] = []
    for step in steps:
        if not isinstance(step, Showdown):
            continue
        words = {Pot.HIGH: "high", Pot.LOW: "low", Pot.HIGH_LOW: "high-low", Pot.DECLARED: "high-low declare",
                 Pot.LOW_IF_HEADS_UP: "high, low heads-up"}[Pot(step.pot)]
        if declares and step.pot == Pot.HIGH_LOW:
            words = "high-low declare"
        if isinstance(step, ShowdownByTable):
            words = "a table card decides high or low"
        elif isinstance(step, ShareShowdown):
            shares = {ShareWith.LOW: "the low hand", ShareWith.SPLIT_HAND: "a split hand",
                      ShareWith.DECLARED_SPLIT_CARD: "the split card"}
            words += ", shared with " + " and ".join(shares[ShareWith(part)] for part in step.with_)
        if words not in said:
            said.append(words)
    if declares and "high-low declare" not in said:
        said.append("high-low declare")
    return ", ".join(said) or None


def _wilds(steps: list[RuleStep]) -> str | None:
    """The wild cards in words: named ranks and cards first ("threes and nines", "the king of
    hearts", "jokers"), then the wilds named in play, then "wild cards" for any other."""
    ranks: list[str] = []
    cards: list[str] = []
    jokers = False
    others: list[str] = []
    other_wild = False
    for step in steps:
        if isinstance(step, Wild) and not step.table_hand:
            if step.source in (WildSource.RANK, WildSource.CARD):
                ranks += [r for r in step.ranks if r not in ranks]
                cards += [c for c in step.cards if c not in cards]
                jokers = jokers or step.jokers
            elif step.source == WildSource.FOLLOW and step.follows in _RANK_NAMES and not step.before:
                words = f"the card after a {_RANK_NAMES[step.follows]} wild"
                others += [words] if words not in others else []
            elif step.source in _SOURCE_WORDS:
                words = _SOURCE_WORDS[WildSource(step.source)]
                others += [words] if words not in others else []
            else:
                other_wild = True
        elif isinstance(step, _OTHER_WILDS):
            other_wild = True
    named = [_RANK_PLURALS[r] for r in sorted(ranks, key=RANKS.index)]
    named += _cards_words([c for c in cards if c[0] not in ranks])
    if jokers:
        named.append("jokers")
    said = [_and(named) + " wild"] if named else []
    said += others
    if other_wild:
        said.append("other wild cards" if said else "wild cards")
    return ", ".join(said) or None


_COLOURS = {frozenset("hd"): "red", frozenset("sc"): "black"}


def _cards_words(cards: list[str]) -> list[str]:
    """Named cards in words, a rank's cards of one colour together.

    >>> _cards_words(["Ah", "Ad", "Kh", "Js", "Jh"])
    ['red aces', 'the king of hearts', 'one-eyed jacks']
    >>> _cards_words([r + s for r in RANKS for s in "hd"]), _cards_words([r + "c" for r in RANKS])
    (['red cards'], ['all clubs'])
    >>> _cards_words([r + s for r in RANKS for s in "shc"])
    ['every card but diamonds']
    """
    suits: dict[str, set[str]] = {}
    for card in cards:
        suits.setdefault(card[0], set()).add(card[1])
    said = []
    held_by_all = {frozenset(held) for held in suits.values()}
    if len(suits) == len(RANKS) and len(held_by_all) == 1:  # every card of a colour or a suit
        common = next(iter(held_by_all))
        if common in _COLOURS:
            return [f"{_COLOURS[common]} cards"]
        if len(common) == 3:
            return [f"every card but {_SUIT_NAMES[next(s for s in 'shdc' if s not in common)]}"]
        return ["all " + _and([_SUIT_NAMES[s] for s in "shdc" if s in common])]
    for rank, held in suits.items():
        if rank == "J" and held == set("sh"):
            said.append("one-eyed jacks")
        elif frozenset(held) in _COLOURS:
            said.append(f"{_COLOURS[frozenset(held)]} {_RANK_PLURALS[rank]}")
        else:
            said += [f"the {_RANK_NAMES[rank]} of {_SUIT_NAMES[suit]}" for suit in "shdc" if suit in held]
    return said


def _and(words: list[str]) -> str:
    """ "threes", "threes and nines", "twos, threes and nines"."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _players(facts: Facts | None) -> str | None:
    """ "2–7 players" from the most players the deck supports; nothing for a code (98 and
    up: undefined or chosen in play), or for fewer than two."""
    if facts is None or not 2 <= facts.players < UNDEFINED:
        return None
    return f"2–{facts.players} players" if facts.players > 2 else "2 players"
