"""Deals by matching ranks: cards turned from the deck until one matches the rank of a card a
player holds, which goes to that player (Dutch Stud; in turn round the table, Butcherboy);
cards of a round that pair another card of that round, replaced from the deck; and the
discards shuffled back into the deck, or into a pile of face-down table cards.

Every card turned and not given goes to the muck, face up for all to see: the table's card
check after each rule finds it there. A deck that runs out ends the turning: nobody gets a
card, and the repeat that plays the rule again ends with it (flow.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealerschoice.cards import format_cards
from dealerschoice.cards.cards import CARD_TEXT
from dealerschoice.play.board import board_of
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics.drawing import refill
from dealerschoice.play.table import Held
from dealerschoice.play.triggers import card_up
from dealerschoice.rules.steps.dealing_deck import ShuffleDiscards
from dealerschoice.rules.steps.dealing_events import DealToMatch
from dealerschoice.rules.steps.table_rules import ReplaceMatched

if TYPE_CHECKING:
    from dealerschoice.cards import Card
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass
class DealingTurn:
    """Where a deal in turn round the table goes on: the seat dealt to next (0: the dealer's left)."""

    next_seat: int = 0

    def redealt(self) -> None:
        self.next_seat = 0


def _holder(hand: PlayedHand, rank: int) -> Seat | None:
    """The first player still in (from the dealer's left) who holds a card of this rank."""
    return next((s for s in hand.table.clockwise_from(1)
                 if any(not c.is_joker and c.rank == rank for c in s.all())), None)


def _give_up_card(hand: PlayedHand, seat: Seat, card) -> Held:
    held = Held(card, up=True, dealt_up=True)
    seat.cards.append(held)
    seat.expected += 1
    hand.turns.last_dealt = [held]
    return held


@handles(DealToMatch)
def deal_to_match(hand: PlayedHand, step: DealToMatch, at: int) -> int | None:
    """Cards are turned from the deck one by one until one matches the rank of a card a player
    still in holds, which is dealt face up to that player. in_turn: the cards before it are
    dealt face up round the table, each to the next player in turn (going on where the last
    round stopped), and the card that matches a card already dealt goes to its holder; else
    they are turned over and put aside."""
    table = hand.table
    turned: list[Card] = []
    while True:
        refill(hand, 1)
        if not table.deck:
            hand.event(hand.progress.rule, "deal", (f"Turned {format_cards(turned)}; " if turned else "")
                       + "the deck runs out before a card matches: nobody gets one.")
            hand.turns.last_dealt = []
            return None
        [card] = table.draw(1)
        holder = None if card.is_joker else _holder(hand, card.rank)
        if holder is not None:
            break
        if not step.in_turn:
            table.muck.append(card)
            turned.append(card)
            continue
        seats = table.clockwise_from(1)
        if not seats:  # nobody is left to deal to
            table.muck.append(card)
            return None
        turn = hand.piece(DealingTurn)
        seat = seats[turn.next_seat % len(seats)]
        turn.next_seat = (turn.next_seat + 1) % len(seats)
        held = _give_up_card(hand, seat, card)
        turned.append(card)
        card_up(hand, seat, held, "dealt")
        if hand.progress.over:
            return None
    held = _give_up_card(hand, holder, card)
    if step.in_turn:
        before = f"Dealt in turn: {format_cards(turned)}; " if turned else ""
    else:
        before = f"Turned and put aside: {format_cards(turned)}; " if turned else ""
    hand.event(hand.progress.rule, "deal", f"{before}{CARD_TEXT[card]} matches a card of {holder.name}, "
                                           f"who is dealt it face up.")
    card_up(hand, holder, held, "dealt")
    return None


@handles(ReplaceMatched)
def replace_matched(hand: PlayedHand, step: ReplaceMatched, at: int) -> int | None:
    """Every card of the round just dealt whose rank another card of that round shares is
    thrown away and replaced from the deck, face as it was, until the round's ranks are all
    different (or the deck runs out)."""
    table = hand.table
    words = []
    # the round's cards still in a player's hands (one thrown away since is no longer dealt)
    hand.turns.last_dealt = [h for h in hand.turns.last_dealt if any(h is x for s in table.seats for x in s.cards)]
    while True:
        ranks = [h.card.rank for h in hand.turns.last_dealt if not h.card.is_joker]
        paired = [h for h in hand.turns.last_dealt if not h.card.is_joker and ranks.count(h.card.rank) > 1]
        if not paired:
            break
        refill(hand, len(paired))
        if len(table.deck) < len(paired):
            words.append("the deck runs out: the rest stay")
            break
        round_cards = list(hand.turns.last_dealt)
        for held in paired:
            owner = next(s for s in table.seats if any(h is held for h in s.cards))
            at_card = next(i for i, h in enumerate(owner.cards) if h is held)
            [new] = table.draw(1)
            table.muck.append(held.card)
            replacement = Held(new, up=held.up, seen=held.seen, pile=held.pile, dealt_up=held.dealt_up)
            owner.cards[at_card] = replacement
            round_cards[next(i for i, h in enumerate(round_cards) if h is held)] = replacement
            shown = CARD_TEXT[new] if held.up else "a new card"
            words.append(f"{owner.name}'s {CARD_TEXT[held.card]} is replaced by {shown}")
            if replacement.up:
                card_up(hand, owner, replacement, "dealt")
        hand.turns.last_dealt = round_cards
    hand.event(hand.progress.rule, "deal", ("; ".join(words) + ".") if words else
               "No card of the last round pairs another: nothing is replaced.")
    return None


@handles(ShuffleDiscards)
def shuffle_discards(hand: PlayedHand, step: ShuffleDiscards, at: int) -> int | None:
    """The discards go back into the deck, which is shuffled; or (`pile`) they are shuffled
    into a pile of table cards, face down, for the rules after to flip ("Shuffle the discards
    into a table pile."): `Table.board`, each card at a place of the board of its own."""
    table = hand.table
    count = len(table.muck)
    if step.pile:
        cards, table.muck = table.muck, []
        table.rng.shuffle(cards)
        table.board.extend(Held(card) for card in cards)
        board_of(hand)  # a place on the board for each
        hand.event(hand.progress.rule, "deal", f"The {count} discards are shuffled into a pile of table cards, "
                                               "face down." if count else "There are no discards to make a pile of.")
        return None
    table.deck.extend(table.muck)
    table.muck = []
    table.rng.shuffle(table.deck)
    hand.event(hand.progress.rule, "deal", f"The {count} discards are shuffled back into the deck." if count
               else "There are no discards to shuffle back.")
    return None
