"""Dice rolled for the hand ("Roll two six sided dice."): seeded by the table's shuffle, so a
seed replays the same roll. The numbers go on the hand's `WildState.dice`, which the wild
rules read ("the rank equal to the sum of the dice", "each die": play/wilds.py), and on the
`DiceRoll` piece with the sides of the dice, for a reroll.

A reroll ("If a player is ever dealt a face up jack, they may reroll the dice.") is the
player's choice: they roll again when no card of theirs is wild under the dice as they lie
(a new roll can only help them then), and keep the dice when one is."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards.cards import RANK_PLURALS
from dealerschoice.play.handlers import handles
from dealerschoice.play.wilds import dice_ranks
from dealerschoice.rules.steps.other import Dice, Reroll

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass
class DiceRoll:
    """The numbers showing on the hand's dice, in the order rolled (empty before a roll), the
    sides of the dice, and the game's reroll rules (read once)."""

    values: list[int] = field(default_factory=list)
    sides: int = 6
    ready: bool = field(default=False, compare=False)
    rerolls: tuple[Reroll, ...] = field(default=(), compare=False)

    @property
    def total(self) -> int:
        return sum(self.values)


def roll(hand: PlayedHand, count: int, sides: int) -> list[int]:
    """`count` dice of `sides` sides, from the table's seeded random source."""
    if count < 1 or sides < 2:
        raise ValueError(f"dice: {count} dice of {sides} sides cannot be rolled (at least one die of two sides)")
    return [hand.table.rng.randint(1, sides) for _ in range(count)]


@handles(Dice)
def dice(hand: PlayedHand, step: Dice, at: int) -> int | None:
    piece = hand.piece(DiceRoll)
    piece.values = roll(hand, step.count, step.sides)
    piece.sides = step.sides
    hand.wilds.state.dice = tuple(piece.values)
    hand.event(hand.progress.rule, "deal", f"The dice are rolled: {_shown(piece)}{_wild_words(hand)}.")
    return None


def on_card_up(hand: PlayedHand, seat: Seat, card, matches) -> None:
    """A card turned up in front of `seat` (from turned_wilds.card_turned): a reroll rule it
    fires lets the player roll the dice again."""
    piece = hand.piece(DiceRoll)
    if not piece.ready:
        piece.rerolls = tuple(hand.program.steps_of(Reroll))
        piece.ready = True
    if not piece.rerolls or not piece.values or seat.folded:
        return
    for step in piece.rerolls:
        if matches(step.trigger):
            _reroll(hand, seat, card, step, piece)


def _reroll(hand: PlayedHand, seat: Seat, card, step: Reroll, piece: DiceRoll) -> None:
    rules = hand.rules_for(seat, cards=seat.known())
    mine = [c for c in seat.known() if rules.is_wild(c) and not c.is_joker]
    if mine:
        hand.event(hand.progress.rule, "wild", f"{seat.name} gets {card} face up and may roll the dice again, "
                                               f"but keeps them: {mine[0]} is wild for them.")
        return
    count = len(piece.values) if step.dice is None else min(step.dice, len(piece.values))
    held = {c.rank for c in seat.known() if not c.is_joker}
    # a part roll: the dice that name no rank the player holds go first
    order = sorted(range(len(piece.values)), key=lambda i: bool(dice_ranks("dice-each", (piece.values[i],)) & held))
    for i in order[:count]:
        piece.values[i] = hand.table.rng.randint(1, piece.sides)
    hand.wilds.state.dice = tuple(piece.values)
    hand.event(hand.progress.rule, "wild", f"{seat.name} gets {card} face up and rolls the dice again "
                                           f"(no card of theirs is wild): {_shown(piece)}{_wild_words(hand)}.")


def _shown(piece: DiceRoll) -> str:
    return f"{', '.join(map(str, piece.values))} (total {piece.total})"


def _wild_words(hand: PlayedHand) -> str:
    """What the dice make wild now, when a rule reads them: "; jacks are wild"."""
    sources = [s.source for s in hand.wilds.steps if s.source in ("dice-sum", "dice-each")]
    ranks = set().union(*(dice_ranks(s, hand.wilds.state.dice) for s in sources)) if sources else set()
    if not sources:
        return ""
    if not ranks:
        return "; the dice name no wild rank"
    words = [RANK_PLURALS[r] for r in sorted(ranks)]
    return "; " + (", ".join(words[:-1]) + " and " if len(words) > 1 else "") + words[-1] + " are wild"
