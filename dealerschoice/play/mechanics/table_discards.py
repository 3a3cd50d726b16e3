"""Table cards made of discards and topped up: "Each player discards one card face down to the
table." (`DiscardsToTable`, after the rule's `Discard`), "Flip all of the table cards face
up." with no layout (`flip_plain_table`, for board.py), and "If the table has less than five
cards, deal table cards until it does." (`DealTableUpTo`). The cards laid and topped up are
the table's own (`table_laid.TableLaid`): in the table's hand, if the game has one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import format_cards
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics.discarding import last_discards
from dealerschoice.play.mechanics.drawing import refill
from dealerschoice.play.mechanics.moves import cards_word
from dealerschoice.play.table import Held
from dealerschoice.play.table_laid import TableLaid
from dealerschoice.play.triggers import table_card_up
from dealerschoice.rules.steps.dealing_shares import DealTableUpTo
from dealerschoice.rules.steps.draw import DiscardsToTable
from dealerschoice.rules.steps.vocab import Face

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@handles(DiscardsToTable)
def discards_to_table(hand: PlayedHand, step: DiscardsToTable, at: int) -> int | None:
    """The cards of the discard just played (the last into the muck, `Turns.discarded`) are
    laid on the table, face `face` (face down when the rule does not say)."""
    table = hand.table
    cards = last_discards(hand, "No discards to lay on the table.")
    if cards is None:
        return None
    count = len(cards)
    up = step.face == Face.UP
    hand.piece(TableLaid).cards.extend(cards)
    for card in cards:
        held = Held(card, up=up, seen=up, dealt_up=up)
        table.board.append(held)
        if up:
            table_card_up(hand, held)
    shown = format_cards(cards) if up else cards_word(count)
    hand.event(hand.progress.rule, "discard", f"The discards, {shown}, are laid face {'up' if up else 'down'} on "
                                              f"the table.")
    return None


def flip_plain_table(hand: PlayedHand, count: int | None) -> str | None:
    """The first `count` face-down table cards in the order they were laid (None: every one)
    turned up, for a flip where the table has no layout: the words for the transcript, or
    None when none lies face down."""
    turned = [held for held in hand.table.board if not held.up][:count]
    for held in turned:
        held.up = held.seen = True
        table_card_up(hand, held)
    if not turned:
        return None
    return f"The dealer turns up the table {'card' if len(turned) == 1 else 'cards'}: " \
           f"{format_cards([h.card for h in turned])}."


@handles(DealTableUpTo)
def deal_table_up_to(hand: PlayedHand, step: DealTableUpTo, at: int) -> int | None:
    """Table cards from the deck until the table holds `count`, face `face` (face up when the
    rule does not say: they are dealt for the showdown, to count in every hand)."""
    table = hand.table
    wanted = step.count - len(table.board)
    if wanted <= 0:
        hand.event(hand.progress.rule, "deal", f"The table holds {cards_word(len(table.board))}: none dealt.")
        return None
    up = step.face != Face.DOWN
    refill(hand, wanted)
    cards = table.draw(wanted)
    hand.piece(TableLaid).cards.extend(cards)
    for card in cards:
        held = Held(card, up=up, seen=up, dealt_up=up)
        table.board.append(held)
        if up:
            table_card_up(hand, held)
    hand.event(hand.progress.rule, "deal", f"{cards_word(wanted).capitalize()} dealt face {'up' if up else 'down'} "
                                           f"to the table to make {step.count}"
                                           + (f": {format_cards(cards)}." if up else "."))
    return None
