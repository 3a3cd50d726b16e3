"""Wilds only for the players who did not take a draw ("Twos are wild for anyone who did not
take the second draw."): until that draw is over the cards are wild for everyone (anyone may
still stand pat); once play has moved past it, for those who drew no card in it only. The
draw's record is the discards of its rule (`Turns.discarded`), read at the first question
after the rule, before any later discard; the transcript says who lost the wilds.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.cards import RANK_PLURALS
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps import Draw, Wild

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat

ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth"}


@dataclass
class DrawWilds:
    """The game's wild rules for players who skipped a draw, the rule of each draw (in rule
    order), and the players who took each draw once it is over."""

    taken: dict[int, frozenset[int]] = field(default_factory=dict)
    ready: bool = field(default=False, compare=False)
    rules: tuple[Wild, ...] = field(default=(), compare=False)
    draw_rules: tuple[int, ...] = field(default=(), compare=False)

    def redealt(self) -> None:
        self.taken.clear()


def _piece(hand: PlayedHand) -> DrawWilds:
    piece = hand.piece(DrawWilds)
    if not piece.ready:
        piece.rules = tuple(w for w in hand.program.steps_of(Wild) if w.skipped_draw is not None)
        piece.draw_rules = tuple(a.number for a in hand.program.actions if any(isinstance(s, Draw) for s in a.steps))
        piece.ready = True
    return piece


def takers(hand: PlayedHand, number: int) -> frozenset[int] | None:
    """The seats that drew cards in draw `number` (1: the first), None while it is not over."""
    piece = _piece(hand)
    if number in piece.taken:
        return piece.taken[number]
    if number > len(piece.draw_rules):
        return frozenset()  # the game has no such draw: nobody takes it
    if (hand.progress.rule or 0) <= piece.draw_rules[number - 1]:  # None: before the first rule
        return None
    drew = frozenset(n for n, count in hand.turns.discarded.items() if count)
    piece.taken[number] = drew
    names = [f"P{n}" for n in sorted(drew)]
    lost = _words(piece.rules, number)
    if names:
        who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        hand.event(hand.progress.rule, "wild", f"{who} took the {ORDINALS.get(number, str(number))} draw: "
                                               f"{lost} no longer wild for them.")
    return drew


def with_draw_wilds(hand: PlayedHand, seat: Seat, rules: HandRules) -> HandRules:
    """`rules` with the cards of the skipped-draw rules this seat still has wild."""
    piece = _piece(hand)
    ranks: set[int] = set()
    cards: set[Card] = set()
    for rule in piece.rules:
        if rule.skipped_draw is None:  # _piece keeps only the rules for a skipped draw
            continue
        drew = takers(hand, rule.skipped_draw)
        if drew is not None and seat.number in drew:
            continue
        ranks |= {rank_value(r) for r in rule.ranks}
        cards |= {Card.parse(c) for c in rule.cards}
    return _plus(rules, frozenset(ranks), frozenset(cards)) if ranks or cards else rules


@lru_cache(maxsize=1024)
def _plus(rules: HandRules, ranks: frozenset[int], cards: frozenset[Card]) -> HandRules:
    return rules.with_wilds(ranks, cards)


def _words(rules: tuple[Wild, ...], number: int) -> str:
    named = [RANK_PLURALS[rank_value(r)] for w in rules if w.skipped_draw == number for r in w.ranks]
    named += [c for w in rules if w.skipped_draw == number for c in w.cards]
    return (" and ".join(named) or "these cards") + (" are" if len(named) != 1 or named[0].endswith("s") else " is")
