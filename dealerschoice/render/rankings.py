"""The hand-rankings page's worked rows for the ranking modes games add to poker hands: for
each mode a player can meet, an example hand and a hand that beats it, both judged by the
evaluator as the page is built (nothing here is typed in but the cards).

`worked_modes()` gives the rows in page order; the template `hand-rankings.html` lays them
out after the page's prose. A row whose "beats it" hand does not beat its example is a bug
in this table or in the evaluator, and stops the build with the row's name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from dealerschoice.cards import Hand, HandRules, Limited, PointValues, best_hand
from dealerschoice.cards.cards import format_cards, parse_cards
from dealerschoice.cards.named_hands import Span, named_hand
from dealerschoice.cards.ordered_points import ordered_points
from dealerschoice.cards.rank_moves import RankMoves, moved_hand
from dealerschoice.cards.runs import sized_hand
from dealerschoice.cards.wild_groups import WildGroup
from dealerschoice.cards.wraps import twisted_hand

_FOOTBALL = PointValues.of([("face", (6,)), ("A", (1,)), ("2", (None,)), ("3", (None,)), ("other", (0,))])
_NINES = HandRules(limited=(Limited.grouped(WildGroup.adding(9)),))
_CATS_AND_DOGS = (Span.of("big cat", 8, 13), Span.of("little cat", 3, 8), Span.of("big dog", 14, 9),
                  Span.of("little dog", 2, 7))


@dataclass(frozen=True, slots=True)
class Mode:
    """One ranking mode: its `name`, the rule a game writes for it (`rule`), how it judges a
    set of cards (`judge`), and the cards of an example hand and of a hand that beats it."""

    name: str
    rule: str
    judge: Callable[[str], Hand | None]
    example: str
    beaten_by: str


MODES = (
    Mode("Straight flushes by length", "three card straight flushes lose to four card straight flushes, which "
         "lose to five card straight flushes", lambda c: sized_hand(c, "straight-flush", (3, 4, 5)),
         "9♥ 10♥ J♥ 2♣ 3♦", "A♠ 2♠ 3♠ 4♠ K♦"),
    Mode("Flushes by length", "two card flushes lose to three card flushes",
         lambda c: sized_hand(c, "flush", (2, 3)), "K♥ 9♥ 4♠ 2♣", "2♦ 5♦ 7♦ K♣"),
    Mode("Straights round the corner", "a straight may wrap around the ace (K-A-2)",
         lambda c: twisted_hand(c, wrap=True), "K♠ A♠ 2♦ 3♣ 4♥", "A♠ 2♠ 3♦ 4♣ 5♥"),
    Mode("Flushes by suit", "flushes are compared by bridge suit (spades, hearts, diamonds, clubs) before "
         "their cards", lambda c: twisted_hand(c, suits="shdc"), "A♥ K♥ Q♥ J♥ 9♥", "2♠ 5♠ 7♠ 9♠ J♠"),
    Mode("Football points, in the order turned", "face cards 6, an ace 1 only after a face card, twos and threes "
         "face value, everything else 0", lambda c: ordered_points(c, _FOOTBALL, (("A", "face"),)),
         "A♠ K♠ Q♦ 9♣ 2♥", "K♠ Q♦ A♥ 9♣ 2♥"),
    Mode("Cards that add to nine are one wild", "any two cards that add to nine count as one wild card",
         lambda c: best_hand(c, _NINES), "K♠ K♥ K♦ 2♣ 2♠", "4♠ 5♦ K♠ K♥ K♦"),
    Mode("A rank moved, a rank dead", "jacks count as the lowest card in the deck (below a 2); kings do not "
         "contribute to hand value", lambda c: moved_hand(c, RankMoves(bottom=(11,), dead=frozenset({13}))),
         "K♠ K♥ K♦ 9♣ 9♥", "J♠ 2♥ 3♦ 4♣ 5♠"),
    Mode("Hands added between two classes", "big cat (eight-king) beats little cat (three-eight) beats big dog "
         "(ace-nine) beats little dog (two-seven) beats a straight; all lose to a flush",
         lambda c: named_hand(c, _CATS_AND_DOGS), "A♠ K♠ Q♥ J♦ 10♣", "2♠ 4♥ 5♦ 6♣ 7♥"),
)


@dataclass(frozen=True, slots=True)
class WorkedRow:
    """One mode as the page shows it: the example's cards and what the evaluator says of them,
    and the same for the hand that beats it."""

    name: str
    rule: str
    example: str
    example_is: str
    beaten_by: str
    beaten_by_is: str


def _said(hand: Hand | None) -> str:
    if hand is None:
        return "no hand"
    wild = "; ".join(f"{a} as {b}" for a, b in hand.wilds)
    return f"{hand.description}: {format_cards(hand.played)}" + (f" ({wild})" if wild else "")


def worked_row(mode: Mode) -> WorkedRow:
    """The row of one mode, judged now; a ValueError when the second hand does not beat the first."""
    example, better = mode.judge(mode.example), mode.judge(mode.beaten_by)
    if example is None or better is None or not better.key > example.key:
        raise ValueError(f"hand-rankings row {mode.name!r}: {mode.beaten_by} ({_said(better)}) does not beat "
                         f"{mode.example} ({_said(example)})")
    return WorkedRow(mode.name, mode.rule, format_cards(parse_cards(mode.example)), _said(example),
                     format_cards(parse_cards(mode.beaten_by)), _said(better))


@cache
def worked_modes() -> tuple[WorkedRow, ...]:
    """Every mode's row, in page order."""
    return tuple(worked_row(mode) for mode in MODES)
