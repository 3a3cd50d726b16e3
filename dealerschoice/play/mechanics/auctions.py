"""Auctions: cards and the table's hand sold to the highest bidder.

- `AuctionCard`: "Auction off the top card off the deck" (turned up for all to see; the
  winner takes it face up, or may give it away, which a winner who bid for it never does).
- `FlippedAuction`: "Flip one card, highest bidder gets it. Repeat once for each player,
  players who have won three cards may not bid. If at any point no one wants a card, the
  remaining players pay double ante for one card off the deck."
- `TableHandAuction`: "Auction off the right to switch hands with the table."
- `SealedBidCards`: "Each player secretly puts a bid from min bet to max bet in their hand.
  Cards are distributed from high down in order of bid, eldest bid breaks ties."

An open auction goes round from the dealer's left: each player still bidding raises the
best bid by one ante while the prize is worth more to them than the bid, until a round
passes with no raise; the best bid pays into the pot (`Table.pay`: the ledger check after
each rule covers it). What a prize is worth to a player is the players' decision
(`players.paying`: `card_worth` and `swap_worth` give it what they can see), deterministic
for a seed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, format_cards
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics.buying import MAX_BID, gain
from dealerschoice.play.mechanics.drawing import refill
from dealerschoice.play.mechanics.extra_buys import give
from dealerschoice.play.mechanics.moves import goal
from dealerschoice.play.mechanics.prices import price
from dealerschoice.play.mechanics.table_picks import Offered, best_pick, take
from dealerschoice.play.players import paying
from dealerschoice.play.state import ANTE
from dealerschoice.play.table import CannotFollow, Held
from dealerschoice.play.triggers import card_up
from dealerschoice.rules.steps.dealing import AuctionCard, SealedBidCards
from dealerschoice.rules.steps.draw import TableHandAuction
from dealerschoice.rules.steps.table_rules import FlippedAuction

if TYPE_CHECKING:
    from collections.abc import Callable

    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass(slots=True)
class Won:
    """Cards each player has won at auction this deal ("players who have won three cards may
    not bid")."""

    cards: dict[int, int] = field(default_factory=dict)

    def redealt(self) -> None:
        self.cards.clear()


def card_worth(hand: PlayedHand, seat: Seat, card: Card) -> int:
    """The most a player bids for a card, in chips (`players.paying.card_bid`, at most
    `MAX_BID` antes): what the card raises their hand as far as they can see it
    (`buying.gain`, which counts a low hand's own gain), the cards they hold, their goal."""
    raised = gain(hand, seat, card)  # asks the seat's goal first: `goal` below only reads it
    return paying.card_bid(raised, card, len(seat.cards), goal(hand, seat) == "low", MAX_BID) * ANTE


def swap_worth(hand: PlayedHand, seat: Seat) -> int:
    """The most a player bids, in chips, to swap their hand for the table's unseen one
    (`players.paying.swap_bid`), from the category of the cards they can see."""
    known = seat.known()
    return paying.swap_bid(policies.category(known, hand.rules_for(seat, cards=known))) * ANTE


def open_auction(bidders: list[Seat], worth: Callable[[Seat], int]) -> tuple[Seat | None, int, list[str]]:
    """An open auction among `bidders` (in order from the first to bid): (the winner or None
    when nobody bids, the winning bid, the bids in words). A bidder raises the best bid by
    one ante while their worth is above it; the first to reach a bid keeps it on a tie."""
    values = {s.number: worth(s) for s in bidders}
    top: Seat | None = None
    bid = 0
    words: list[str] = []
    raised = True
    while raised:
        raised = False
        for seat in bidders:
            if seat is not top and values[seat.number] > bid:
                top, bid = seat, bid + ANTE
                words.append(f"{seat.name} bids {bid}")
                raised = True
    return top, bid, words


def _sell(hand: PlayedHand, seat: Seat, card: Card, bid: int) -> Held:
    """The winner pays and takes the card face up (it was turned up for the auction)."""
    hand.table.pay(seat, bid)
    held = Held(card, up=True, dealt_up=True)
    seat.cards.append(held)
    seat.expected += 1
    won = hand.piece(Won)
    won.cards[seat.number] = won.cards.get(seat.number, 0) + 1
    return held


def _turn_up(hand: PlayedHand) -> Card:
    refill(hand, 1)
    return hand.table.draw(1)[0]


@handles(AuctionCard)
def auction_card(hand: PlayedHand, step: AuctionCard, at: int) -> int | None:
    """The top card is turned up and sold; a card nobody bids for goes to the discards."""
    table = hand.table
    card = _turn_up(hand)
    winner, bid, words = open_auction(table.clockwise_from(1), lambda s: card_worth(hand, s, card))
    if winner is None:
        table.muck.append(card)
        hand.event(hand.progress.rule, "deal", f"{format_cards([card])} is auctioned: nobody bids, and it is "
                                               "discarded.")
        return None
    held = _sell(hand, winner, card, bid)
    kept = " (and keeps it rather than give it away)" if step.give else ""
    hand.event(hand.progress.rule, "deal", f"{format_cards([card])} is auctioned: " + ", ".join(words)
               + f". {winner.name} pays {bid} and takes it{kept}. Pot {table.pot}.")
    hand.turns.last_dealt = [held]
    card_up(hand, winner, held, "dealt")
    return None


@handles(FlippedAuction)
def flipped_auction(hand: PlayedHand, step: FlippedAuction, at: int) -> int | None:
    """Cards turned up one at a time, each sold to the highest bidder among the players still
    in who have won fewer than `most` cards. When nobody wants a card, it is discarded and
    the auctions stop: every player still in who has won no card in these auctions pays the
    rule's price for a card off the deck (face down: the rule does not say it is shown)."""
    table = hand.table
    count = step.count if step.count is not None else len(table.active())
    won = hand.piece(Won)
    winners: set[int] = set()
    for _ in range(count):
        if hand.progress.over:
            return None
        bidders = [s for s in table.clockwise_from(1) if step.most is None or won.cards.get(s.number, 0) < step.most]
        if not bidders:
            hand.event(hand.progress.rule, "deal", "Nobody may bid any more.")
            return None
        card = _turn_up(hand)
        winner, bid, words = open_auction(bidders, partial(card_worth, hand, card=card))
        if winner is None:
            table.muck.append(card)
            _nobody_wants(hand, step, card, [s for s in table.clockwise_from(1) if s.number not in winners])
            return None
        held = _sell(hand, winner, card, bid)
        winners.add(winner.number)
        hand.event(hand.progress.rule, "deal", f"{format_cards([card])} is auctioned: " + ", ".join(words)
                   + f". {winner.name} pays {bid} and takes it. Pot {table.pot}.")
        hand.turns.last_dealt = [held]
        card_up(hand, winner, held, "dealt")
    return None


def _nobody_wants(hand: PlayedHand, step: FlippedAuction, card: Card, remaining: list[Seat]) -> None:
    table = hand.table
    head = f"{format_cards([card])} is auctioned: nobody wants it, and it is discarded"
    if step.unwanted is None or not remaining:
        hand.event(hand.progress.rule, "deal", head + ".")
        return
    cost = price(hand, step.unwanted, step.times)
    words = []
    for seat in remaining:
        table.pay(seat, cost)
        got = give(hand, seat, 1, None)
        words.append(f"{seat.name} pays {cost}" + ("" if got else " (the deck is empty)"))
    hand.event(hand.progress.rule, "deal", head + ". Each player still without a card from these auctions pays for "
                                                  "one off the deck, face down: " + ", ".join(words)
               + f". Pot {table.pot}.")


@handles(TableHandAuction)
def table_hand_auction(hand: PlayedHand, step: TableHandAuction, at: int) -> int | None:
    """The right to swap hands with the table's face-down hand goes to the highest bidder,
    who gives the table their cards and takes the table's, unseen by anyone before."""
    table = hand.table
    if not table.board:
        raise CannotFollow("the players bid to switch hands with the table, but no cards lie on the table")
    winner, bid, words = open_auction(table.clockwise_from(1), lambda s: swap_worth(hand, s))
    if winner is None:
        hand.event(hand.progress.rule, "deal", "Nobody bids to switch hands with the table.")
        return None
    table.pay(winner, bid)
    theirs = [Held(h.card, up=False) for h in table.board]
    table.board[:] = [Held(h.card, up=False) for h in winner.cards]  # in place: other pieces hold the list
    winner.cards[:] = theirs
    winner.expected = len(theirs)
    hand.event(hand.progress.rule, "deal", "Bids to switch hands with the table: " + ", ".join(words)
               + f". {winner.name} pays {bid} and switches hands with the table. Pot {table.pot}.")
    return None


@handles(SealedBidCards)
def sealed_bid_cards(hand: PlayedHand, step: SealedBidCards, at: int) -> int | None:
    """Each player still in bids the rule's highest price when a card on offer would help
    their hand, else its lowest; in order of bid, the eldest first on equal bids, each pays
    their bid and picks the card that helps them most."""
    table = hand.table
    offered = hand.piece(Offered)
    low, high = price(hand, step.low), price(hand, step.high)
    players = table.clockwise_from(1)  # the eldest (left of the dealer) first
    pool = offered.up + offered.down
    if len(pool) < len(players):
        raise CannotFollow(f"{len(players)} players pick from the cards dealt for them, but {len(pool)} are there")
    bids = {s.number: paying.sealed_bid(any(gain(hand, s, h.card) > 0 for h in pool), low, high) for s in players}
    order = sorted(players, key=lambda s: -bids[s.number])  # a stable sort keeps the eldest first
    words = []
    for seat in order:
        pool = offered.up + offered.down
        held = best_pick(hand, seat, pool)
        table.pay(seat, bids[seat.number])
        take(hand, seat, [held])
        words.append(f"{seat.name} bids {bids[seat.number]} and picks {format_cards([held.card])}")
        if held.up:
            card_up(hand, seat, held, "dealt")
    hand.event(hand.progress.rule, "deal", "Sealed bids: " + "; ".join(words) + f". Pot {table.pot}.")
    return None
