"""Several hands for each player ("Deal two hands of one card face down to each player."): the
hands are the seat's piles 1, 2, ... (`Held.pile`), kept apart (`Seat.split`), and the
showdown judges each pile as a hand of its own (`judge.hands_of`).

- `DealHands` deals them;
- `deal_to_hands` deals more cards to each hand a player still has ("Deal one card up to each
  hand each player still has in the game", a `DealOut` to "hands"; called from
  dealing_out.py);
- `DiscardEachHand` and `PayOrDiscard` (each hand) throw cards out of each hand;
- `DeclareUse` (with no table card) has each player say which hand is their high hand and
  which their low hand; `declared_hands` gives those two to the showdown.

The showdown judges a seat's piles one by one (`judge.hands_of`), each under the rules that
limit the own cards a hand uses ("only two of their down cards": `judge._on_board`, the best
of the hands by `seat_piles.best_of_hands`), and each side on its declared hand
(`seat_piles.declared_piles`).

A player bets once for all their hands (`SameBets`: the simulated players never fold one hand
alone, so a bet on each hand is the same bet twice over).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import Card, format_cards
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.judge import judged_high, judged_low
from dealerschoice.play.making import low_limit
from dealerschoice.play.mechanics import common_use
from dealerschoice.play.mechanics.drawing import refill
from dealerschoice.play.mechanics.moves import cards_word
from dealerschoice.play.mechanics.prices import price
from dealerschoice.play.seat_piles import SeatHands, declared_piles, own_piles
from dealerschoice.play.table import CannotFollow, Held
from dealerschoice.play.triggers import card_up
from dealerschoice.rules.steps.dealing_shares import DealHands, DealOut
from dealerschoice.rules.steps.draw import DiscardEachHand, PayOrDiscard
from dealerschoice.rules.steps.showdown import DeclareUse
from dealerschoice.rules.steps.vocab import Face

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat

HAND_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}


def hands_word(count: int) -> str:
    return "one hand" if count == 1 else f"{HAND_WORDS.get(count, count)} hands"


@handles(DealHands)
def deal_hands(hand: PlayedHand, step: DealHands, at: int) -> int | None:
    """Each player still in is dealt `hands` hands of `count` cards face `face`: piles 1 to
    `hands`, judged apart."""
    table = hand.table
    up = step.face == Face.UP
    dealt: list[tuple[Seat, Held]] = []
    for seat in table.clockwise_from(1):
        for pile in range(1, step.hands + 1):
            refill(hand, step.count)
            table.give(seat, step.count, up=up, pile=pile)
            dealt.extend((seat, held) for held in seat.cards[-step.count:])
        seat.expected += step.hands * step.count
        seat.split = True
    hand.event(hand.progress.rule, "deal", f"{hands_word(step.hands).capitalize()} of {cards_word(step.count)} face "
                                           f"{step.face} to each player.")
    for seat, held in dealt if up else ():
        card_up(hand, seat, held, "dealt")
    return None


def deal_to_hands(hand: PlayedHand, step: DealOut) -> None:
    """`count` cards face `face` to each hand of each player still in (a `DealOut` to
    "hands"); a player with no separate hands has one, their cards."""
    table = hand.table
    up = step.face == Face.UP
    dealt: list[tuple[Seat, Held]] = []
    for seat in table.clockwise_from(1):
        for pile in own_piles(seat) or [0]:
            refill(hand, step.count)
            table.give(seat, step.count, up=up, pile=pile)
            seat.expected += step.count
            dealt.extend((seat, held) for held in seat.cards[-step.count:])
    hand.event(hand.progress.rule, "deal", f"{cards_word(step.count).capitalize()} face {step.face} to each hand of "
                                           "each player still in.")
    for seat, held in dealt if up else ():
        card_up(hand, seat, held, "dealt")


@handles(DeclareUse)
def declare_use(hand: PlayedHand, step: DeclareUse, at: int) -> int | None:
    """Each player still in with two hands or more says which is their high hand and which
    their low hand: the hand with the best high hand plays high, the best low hand of the
    others plays low (a tie: the first hand)."""
    if step.table_card is not None:  # issue 17: whether a hand uses a common card
        return common_use.declare(hand, step, at)
    piece = hand.piece(SeatHands)
    words = []
    for seat in hand.table.clockwise_from(1):
        piles = own_piles(seat)
        if len(piles) < 2:
            raise CannotFollow(f"each player declares which hand is high and which low, but {seat.name} holds "
                               f"{hands_word(len(piles))}")
        high = max(piles, key=lambda p: (_high_key(hand, seat, seat.pile(p)), -p))
        rest = [p for p in piles if p != high]
        low = max(rest, key=lambda p: (_low_key(hand, seat, seat.pile(p)), -p))
        piece.declared[seat.number] = (high, low)
        words.append(f"{seat.name}: hand {high} high, hand {low} low")
    hand.event(hand.progress.rule, "declare", "; ".join(words) + "." if words else "Nobody is left to declare.")
    return None


@handles(DiscardEachHand)
def discard_each_hand(hand: PlayedHand, step: DiscardEachHand, at: int) -> int | None:
    """Each player still in discards `count` cards from each of their hands: the cards that
    leave the rest of that hand best with the face-up table cards. (The other way the rule
    may allow, making `split_hands` new hands instead, no simulated player takes.)"""
    words = []
    for seat in hand.table.clockwise_from(1):
        thrown = [card for pile in own_piles(seat) for card in _worst_of(hand, seat, pile, step.count)]
        hand.table.to_muck(seat, thrown)
        seat.expected -= len(thrown)
        words.append(f"{seat.name} discards {format_cards(thrown)}" if thrown else f"{seat.name} discards nothing")
    hand.event(hand.progress.rule, "discard", "; ".join(words) + "." if words else "Nobody is left to discard.")
    return None


@handles(PayOrDiscard)
def pay_or_discard(hand: PlayedHand, step: PayOrDiscard, at: int) -> int | None:
    """Each player still in pays `times` the `cost` to keep their cards, or discards `count`
    of them; `each_hand`: the choice is made for each of their hands. A hand that makes a pair
    or better with the face-up table cards is paid for; the others give up their worst cards."""
    cost = price(hand, step.cost, step.times)
    words = []
    for seat in hand.table.clockwise_from(1):
        for pile in (own_piles(seat) or [0]) if step.each_hand else [None]:
            cards = seat.all() if pile is None else seat.pile(pile)
            which = "" if pile is None or not step.each_hand else f" for hand {pile}"
            if policies.category(cards + _table_up(hand), hand.rules_for(seat, cards=cards)) >= 1 or \
                    len(cards) <= step.count:
                hand.table.pay(seat, cost)
                words.append(f"{seat.name} pays {cost}{which}")
                continue
            thrown = _worst_of(hand, seat, pile, step.count)
            hand.table.to_muck(seat, thrown)
            seat.expected -= len(thrown)
            words.append(f"{seat.name} discards {format_cards(thrown)}{which}")
    hand.event(hand.progress.rule, "discard", "; ".join(words) + f". Pot {hand.table.pot}." if words
               else "Nobody is left to pay or discard.")
    return None


def _table_up(hand: PlayedHand) -> list[Card]:
    return [h.card for h in hand.table.board if h.up]


def _worst_of(hand: PlayedHand, seat: Seat, pile: int | None, count: int) -> list[Card]:
    """The `count` cards of one of the seat's hands (None: all its cards) it can best spare."""
    cards = seat.all() if pile is None else seat.pile(pile)
    return policies.worst(cards, min(count, len(cards)), _table_up(hand), hand.rules_for(seat, cards=cards))


def declared_hands(hand: PlayedHand, seat: Seat) -> tuple[list[Card], list[Card]] | None:
    """(the cards of the seat's declared high hand, those of its low hand), or None when it
    declared none: for the showdown, which judges each side on its own hand only."""
    piles = declared_piles(hand, seat)
    return None if piles is None else (seat.pile(piles[0]), seat.pile(piles[1]))


def _high_key(hand: PlayedHand, seat: Seat, cards: list[Card]) -> tuple:
    return judged_high(hand, cards, hand.rules_for(seat, "high", cards)).key if cards else ()


def _low_key(hand: PlayedHand, seat: Seat, cards: list[Card]) -> tuple:
    """Higher is better, as the showdown compares low hands; no low hand is worst."""
    found = judged_low(hand, cards, hand.rules_for(seat, "low", cards), low_limit(hand.rulebook.qualifiers)) \
        if cards else None
    return (1, found.key) if found is not None else (0,)
