"""A points hand of an exact total takes the whole pot ("A 27 point hand with 10 or less cards
takes high and low.": 7/27 Twists): asked by the showdown once high and low are settled
(`winning.settled`). A hand that can count exactly the total (an ace as 1 or 11, as the
game's card values allow), of no more cards than the rule says, takes high and low; several
such hands share the pot. Without one the pot splits as the showdown settled it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import split_pot, totals
from dealerschoice.play.mechanics import ranking_play
from dealerschoice.rules.steps.ranking_rules import PointsSweep

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


def exact_hands(hand: PlayedHand, rule: PointsSweep, shown: dict) -> list[int]:
    """The seats whose high hand (the cards it is made of) can total exactly the rule's
    points, within its card limit."""
    side = ranking_play.side_for(hand, "high") or ranking_play.side_for(hand, "low")
    points = side.ranking.points if side is not None else None
    if points is None:
        raise ValueError(f"points sweep: {rule!r} needs the game's card values (a points ranking), and the "
                         "game ranks no hand by points")
    found = []
    for n, (high, low) in shown.items():
        made = high if high is not None else low
        if made is None:
            continue
        cards = made.cards
        if rule.most_cards is not None and len(cards) > rule.most_cards:
            continue
        if any(c.is_joker for c in cards):
            continue  # a joker counts what its holder wants: the showdown's own total stands
        if rule.total * 2 in totals(cards, points):  # totals are in half points
            found.append(n)
    return found


def swept(hand: PlayedHand, mode: str, shown: dict, amount: int, seats: list):
    """(winners, (high, low) winning seats, shares, words) when an exact hand takes the whole
    pot; None in a game without the rule, a showdown of one side, or when no hand is exact."""
    rule = next((s for s in hand.program.steps_of(PointsSweep) if isinstance(s, PointsSweep)), None)
    if rule is None or mode not in ("high-low", "declared") or not shown:
        return None
    exact = exact_hands(hand, rule, shown)
    if not exact:
        return None
    names = ", ".join(f"P{n}" for n in exact)
    limit = f" ({rule.most_cards} cards or fewer)" if rule.most_cards is not None else ""
    one = len(exact) == 1
    text = (f"{names} {'counts' if one else 'count'} exactly {rule.total} points{limit} and "
            f"{'takes' if one else 'share'} high and low")
    return exact, (tuple(exact), tuple(exact)), split_pot(amount, exact, list(seats), hand.table.dealer), text
