"""Pots won outright, without a showdown: when a card turns up ("If a player is ever dealt a
face up joker, the game ends and they take the pot."), when a player still in runs out of
cards ("If any player ever runs out of cards, they automatically win."), and when a player
holds a hand of a category ("The player with four of a kind takes the pot.").
`WinsOutright`; the legs form is in legs.py.

A card turned up is asked about by triggers.card_up; the discards that may empty a hand ask
`out_of_cards` through going_out.fold_emptied, after they move the cards.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards.highlow import split_pot
from dealerschoice.cards.keys import CATEGORIES
from dealerschoice.play import policies
from dealerschoice.play.mechanics.repeats import category_index
from dealerschoice.rules.steps.showdown import WinsOutright
from dealerschoice.rules.steps.vocab import Category, OutrightEvent

if TYPE_CHECKING:
    from dealerschoice.cards import Card
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass
class OutrightRules:
    """The game's `WinsOutright` rules, searched out of the program once (asked for every
    card turned up)."""

    rules: tuple[WinsOutright, ...] | None = field(default=None, compare=False)


def _rules(hand: PlayedHand, event: OutrightEvent) -> list[WinsOutright]:
    piece = hand.piece(OutrightRules)
    if piece.rules is None:
        piece.rules = tuple(s for s in hand.program.steps_of(WinsOutright) if isinstance(s, WinsOutright))
    return [s for s in piece.rules if s.event == event]


def card_up(hand: PlayedHand, seat: Seat, card: Card, how: str) -> None:
    """A joker dealt face up to a player still in ends the game: they take the pot. A joker
    flipped up later was dealt face down, so it does not. A card turned up that gives its
    player still in a hand of the category a rule names (or better, as the repeat that waits
    for it counts: repeats.table_done) wins them the pot."""
    if seat.folded or hand.progress.over:
        return
    if how == "dealt" and card.is_joker and _rules(hand, OutrightEvent.DEALT_JOKER_UP):
        hand.take_pot(seat, "{name} is dealt the joker face up: the game ends and {name} takes the pot of {amount}.")
        return
    for step in _rules(hand, OutrightEvent.HOLDS_CATEGORY):
        wanted = category_index(step.category or Category.PAIR)
        if policies.category(seat.all(), hand.rules_for(seat)) >= wanted:
            name = CATEGORIES[wanted].replace("-", " ")
            hand.take_pot(seat, "{name} holds " + name + ": {name} takes the pot of {amount}.")
            return


def out_of_cards(hand: PlayedHand) -> bool:
    """Under "If any player ever runs out of cards, they automatically win": the players still
    in who hold no card take the pot (several at once share it, the odd chips as the showdown
    splits them). True when they did, and the hand is over."""
    if hand.progress.over or not _rules(hand, OutrightEvent.OUT_OF_CARDS):
        return False
    table = hand.table
    empty = [s for s in table.clockwise_from(1) if not s.cards]
    if not empty:
        return False
    if len(empty) == 1:
        hand.take_pot(empty[0], "{name} has run out of cards and wins: {name} takes the pot of {amount}.")
        return True
    amount = table.pot
    shares = split_pot(amount, [s.number for s in empty], [s.number for s in table.seats], table.dealer)
    table.award(shares)
    for number, chips in shares.items():
        hand.outcome.result.add_win(number, chips)
    hand.event(hand.progress.rule, "end", ", ".join(s.name for s in empty) + " have run out of cards and win: they "
               f"split the pot of {amount}: " + ", ".join(f"P{n} {c}" for n, c in shares.items()) + ".")
    hand.progress.over = True
    return True
