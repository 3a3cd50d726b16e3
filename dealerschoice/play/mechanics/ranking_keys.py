"""The keys a game's own rankings (`ranking_play`) give hands beyond the evaluator's: the
dealer's call that breaks a tie between points totals equally near the target (`call_key`),
a category moved by the wild cards held (`moved_by_wilds`), and a hand given another key
(`rekeyed`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import Hand, totals

if TYPE_CHECKING:
    from dealerschoice.cards import HandRules
    from dealerschoice.play.mechanics.ranking_play import SideRanking
    from dealerschoice.rules.steps.wild import WildCountValue


def rekeyed(hand: Hand, key: tuple, description: str | None = None) -> Hand:
    """`hand` with another key (and description): what `dataclasses.replace` makes, built
    directly (a points game judges every look ahead through here: its field checks cost)."""
    return Hand(hand.kind, hand.category, hand.cards, hand.best, hand.wilds, key,
                hand.description if description is None else description)


def call_key(hand: Hand, side: SideRanking) -> int:
    """Breaks a tie of totals equally near the target as the dealer called: "inside" (the
    total short of the target), "outside" (past it), "high" or "low" (the bigger or smaller
    total); of the totals the cards make at that distance, the holder counts the best."""
    if (ranking := side.ranking).points is None or ranking.target is None or (call := side.call) is None:
        raise ValueError(f"call_key of {side}: only a points ranking with the dealer's call breaks ties by it")
    goal = ranking.target * 2
    near = [t for t in totals(hand.cards, ranking.points) if -abs(t - goal) == hand.key[-1]]
    return max(_call_value(t, goal, ranking.over, call) for t in near) if near else 0


def _call_value(total: int, goal: int, over: bool, call: str) -> int:
    if call == "high":
        return total
    if call == "low":
        return -total
    short = total <= goal if over else total >= goal
    return int(short) if call == "inside" else int(not short)


def moved_by_wilds(hand: Hand, cards, rules: HandRules, moves: tuple[WildCountValue, ...]) -> Hand:
    """The hand with its category moved up or down by the wild cards held ("If you have an odd
    number of wild cards, your hand value drops one rank per two wilds (round up)"): the key's
    first place (the category) moved, the ranks within it kept to break ties."""
    held = sum(1 for c in cards if rules.is_wild(c))
    shift = 0
    for move in moves:
        if held and (held % 2 == 1) == move.odd:
            groups = -(-held // move.per) if move.round_up else held // move.per
            shift += move.change * groups
    if not shift:
        return hand
    word = "up" if shift > 0 else "down"
    return rekeyed(hand, (hand.key[0] + shift, *hand.key[1:]),
                   f"{hand.description} (moved {word} {abs(shift)} for {held} wild{'s' if held > 1 else ''})")
