"""Wild cards each player has of their own: the rank of their position at the table
("The rank equal to your position is wild for you": `seat_rank`), and those named by their
own cards: the up card dealt to
them after their highest up card ("The up card dealt to you after your highest up card is
wild for you, as are all cards of the same rank."), their first up card when the last is the
highest (`OwnWildFallback`), and their high hole card when it beats the high common card
("You high hole card is wild, as are all cards of the same rank, but only if it is higher
than the high common card.": `OwnCardWildOver`).

They are what the cards show as things stand: while the up cards are still coming, "your
last up card" is the last dealt so far, so a player's wild card may change with the next. A
player's highest up card is the first dealt of their highest rank (jokers, wild already, are
no rank). The rules are added to every question about a seat's hand by
`wild_play.with_limits`; the table's own hand (no seat, no up card dealt, no hole card) has
none. A card wild for its holder alone dealt face up may throw the hand in (`own_wild_up`).
The middle common card a hand uses is wild for that hand (`with_used_card`, from the judge's
ways of making a hand on a board).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, HandRules
from dealerschoice.rules.steps.late_reads import OwnCardWildOver, OwnWildFallback
from dealerschoice.rules.steps.late_rules import AfterOwnEndWild, UsedCardWild
from dealerschoice.rules.steps.vocab import HighLow
from dealerschoice.rules.steps.vocab_board import Part

if TYPE_CHECKING:
    from dealerschoice.play.program import Program
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass(frozen=True, slots=True)
class OwnOrderRules:
    """A game's own-card wild rules, read once (`own_order_rules`)."""

    after_end: tuple[AfterOwnEndWild, ...] = ()
    fallback: tuple[OwnWildFallback, ...] = ()
    over_table: tuple[OwnCardWildOver, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.after_end or self.fallback or self.over_table)


def own_order_rules(program: Program) -> OwnOrderRules:
    return OwnOrderRules(tuple(program.steps_of(AfterOwnEndWild)), tuple(program.steps_of(OwnWildFallback)),
                         tuple(program.steps_of(OwnCardWildOver)))


def _end_at(cards: list[Card], end: HighLow) -> int | None:
    """Where the first card of the highest (or lowest) rank lies among `cards` (None: no
    natural card)."""
    natural = [(c.rank, at) for at, c in enumerate(cards) if not c.is_joker]
    if not natural:
        return None
    pick = max(natural, key=lambda p: (p[0], -p[1])) if end == HighLow.HIGH else min(natural)
    return pick[1]


def after_end_card(up: list[Card], end: HighLow) -> Card | None:
    """The up card dealt right after the highest (lowest) of `up` (in the order dealt); None
    when that card is the last.

    >>> from dealerschoice.cards import parse_cards
    >>> str(after_end_card(parse_cards("5c Kd 7h 2s"), HighLow.HIGH))
    '7♥'
    >>> after_end_card(parse_cards("5c 7h Kd"), HighLow.HIGH) is None
    True
    """
    at = _end_at(up, end)
    if at is None or at + 1 >= len(up):
        return None
    return up[at + 1]


def fallback_card(up: list[Card], end: HighLow) -> Card | None:
    """The first up card, when the last up card is the highest (lowest); else None."""
    at = _end_at(up, end)
    if at is None or at != len(up) - 1:
        return None
    return up[0]


def over_table_card(hole: list[Card], commons: list[Card], rule: OwnCardWildOver) -> Card | None:
    """The player's high (low) hole card when it ranks above (below) the high (low) common
    card; None when it does not, or with no common card to beat."""
    natural = [c for c in hole if not c.is_joker]
    table = [c.rank for c in commons if not c.is_joker]
    if not natural or not table:
        return None
    card = max(natural, key=lambda c: c.rank) if rule.high else min(natural, key=lambda c: c.rank)
    mark = max(table) if rule.table_high else min(table)
    return card if (card.rank > mark if rule.above else card.rank < mark) else None


def with_own_wilds(hand: PlayedHand, rules: HandRules, seat: Seat, found: OwnOrderRules) -> HandRules:
    """`rules` with the wild cards the seat's own cards name (see the module's words)."""
    up = [h.card for h in seat.cards if h.dealt_up]  # the up cards in the order dealt
    wild: list[Card] = []
    ranks: list[int] = []

    def add(card: Card | None, same_rank: bool) -> None:
        if card is not None and not card.is_joker:
            wild.append(card)
            if same_rank:
                ranks.append(card.rank)

    for after in found.after_end:
        add(after_end_card(up, after.end), after.same_rank)
    for fallback in found.fallback:
        add(fallback_card(up, fallback.end), fallback.same_rank)
    if found.over_table:
        from dealerschoice.play.judge import (
            usable_table,  # judge asks the wild rules: a cycle at import
        )

        hole = [h.card for h in seat.cards if not h.up]
        commons = usable_table(hand, up_only=True)
        for over in found.over_table:
            add(over_table_card(hole, commons, over), True)
    return _plus(rules, frozenset(wild), frozenset(ranks))


def seat_rank(hand: PlayedHand, seat) -> int | None:
    """The rank wild for this player alone by their position ("Aces are wild for the player to
    the left of the dealer, twos are wild for the next player to the left, and so on"): the
    ace for the first from the dealer's left, then the two, ... the dealer last; None for a
    seat past the king (a table of more than 13) or the table's own hand.

    >>> from dealerschoice.play.table import Seat
    >>> class _Hand:  # a table of 4, P4 dealing
    ...     class table:
    ...         dealer, seats = 4, [Seat(n) for n in range(1, 5)]
    >>> [seat_rank(_Hand, Seat(n)) for n in (1, 2, 3, 4)]
    [14, 2, 3, 4]
    """
    table = hand.table
    count = len(table.seats)
    if not 1 <= seat.number <= count:
        return None
    position = (seat.number - table.dealer) % count or count
    if position > 13:
        return None
    return 14 if position == 1 else position


def own_wild_up(hand: PlayedHand) -> str | None:
    """ "If any player gets a wild card specific to them face up, redeal.": the first player
    still in (from the dealer's left) with a face-up card wild for them but not for every
    other player, said as the redeal's reason; None when nobody has one."""
    active = hand.table.clockwise_from(1)
    for seat in active:
        others = [hand.rules_for(s) for s in active if s is not seat]
        rules = hand.rules_for(seat)
        for card in seat.up():
            if rules.is_wild(card) and not all(r.is_wild(card) for r in others):
                return f"{seat.name} is dealt {card} face up, wild for them alone"
    return None


def used_card_rules(program: Program) -> tuple[UsedCardWild, ...]:
    return tuple(program.steps_of(UsedCardWild))


def with_used_card(rules: HandRules, steps: tuple[UsedCardWild, ...], groups: list) -> HandRules:
    """`rules` for a hand made one way of the game's hand limits (`hand_limits.HandLimits.ways`):
    with the middle common card of the way's cards wild ("The positionally middle common card
    that you use is wild for you, as are all cards of the same rank."), for a way of one run of
    an odd number of common cards in their places' order (three adjacent ones: the judge
    tries each run of a hand that uses one of them apart). A wild card is always worth
    using, so the hand made this way uses it."""
    if len(groups) != 1 or len(groups[0]) % 2 == 0:
        return rules
    middle = groups[0][len(groups[0]) // 2]
    if middle.is_joker:
        return rules
    wild, ranks = [], []
    for step in steps:
        if step.part == Part.MIDDLE:
            wild.append(middle)
            if step.same_rank:
                ranks.append(middle.rank)
    return _plus(rules, frozenset(wild), frozenset(ranks))


@lru_cache(maxsize=4096)
def _plus(rules: HandRules, wild: frozenset[Card], ranks: frozenset[int]) -> HandRules:
    return rules.with_wilds(ranks=ranks, cards=wild) if wild or ranks else rules
