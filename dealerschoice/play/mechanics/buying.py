"""Cards bought and bid for, and table cards taken away: buying a table card (priced by its
age) or the deck's top card in turn (`BuyTableCard`), bidding for the table card
(`TableCardBids`), and a common card discarded from the table (`TableDiscard`).

Every chip paid goes into the pot through `Table.pay`, so the ledger check after each rule
covers these too. The players decide (`players.paying`): a card is bought when it improves
the buyer's hand (`gain`), the cheapest such card first (`table_buy`), else the unseen card
by `buys_unseen`; a bid is raised while the card is worth it to the bidder (`raise_bid`) and
the price stays within `MAX_BID`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, format_cards
from dealerschoice.cards.cards import RANK_PLURALS
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics import penalties
from dealerschoice.play.mechanics.drawing import refill
from dealerschoice.play.mechanics.moves import goal
from dealerschoice.play.mechanics.prices import price  # also for offers.py, twists.py
from dealerschoice.play.mechanics.reoffers import offer_to
from dealerschoice.play.mechanics.roles import Turn, leader, role_seat
from dealerschoice.play.players import paying
from dealerschoice.play.state import ANTE, BET
from dealerschoice.play.table import CannotFollow, Held
from dealerschoice.play.triggers import card_up
from dealerschoice.rules.steps.dealing import BuyTableCard
from dealerschoice.rules.steps.draw import TableDiscard
from dealerschoice.rules.steps.money_wild import BoughtCardWild
from dealerschoice.rules.steps.table_rules import TableCardBids

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat

MAX_BID = 3  # the most a simulated player bids for one card, in antes: a card is not worth the pot


def gain(hand: PlayedHand, seat: Seat, card: Card) -> int:
    """How much a card improves what the seat can see of its hand: the rise in its category
    for the hand's goal (0 when it does not help). Low players count a card of seven or less
    that pairs nothing as a gain of one."""
    known = seat.known()
    if goal(hand, seat) == "low":
        ranks = {1 if c.rank == 14 else c.rank for c in known if not c.is_joker}
        low = 1 if card.rank == 14 else card.rank
        return int(not card.is_joker and low <= 7 and low not in ranks)
    rules = hand.rules_for(seat, cards=known + [card])
    if card in rules.wild_cards or (not card.is_joker and card.rank in rules.wild_ranks) or card.is_joker:
        return 2
    return policies.category(known + [card], rules) - policies.category(known, hand.rules_for(seat, cards=known))


def _offered(hand: PlayedHand, step: BuyTableCard) -> list[tuple[int | None, int]]:
    """The cards on offer now: (index on the board, or None for the deck's top card; price).
    A table offer with an age is that face-up table card counted from the oldest (1) or the
    newest (-1); without, every face-up table card is offered at that price. The face-down
    table card ("down-table") is offered by itself. A price may grow with the players dealt
    in (`per_player`: "the pot + 2x max bet/player")."""
    board = hand.table.board
    up = [i for i, h in enumerate(board) if h.up]
    found: list[tuple[int | None, int]] = []
    for offer in step.offers:
        cost = price(hand, offer.cost, offer.times)
        if offer.per_player is not None:
            cost += price(hand, offer.per_player.cost, offer.per_player.times) * len(hand.table.seats)
        if offer.source == "deck":
            found.append((None, cost))
        elif offer.source == "down-table":
            found.extend((i, cost) for i, h in enumerate(board) if not h.up)
        elif offer.age is None:
            found.extend((i, cost) for i in up)
        else:
            at = offer.age - 1 if offer.age > 0 else len(up) + offer.age
            if 0 <= at < len(up) and all(i != up[at] for i, _ in found):
                found.append((up[at], cost))
    return found


@handles(BuyTableCard)
def buy_table_card(hand: PlayedHand, step: BuyTableCard, at: int) -> int | None:
    """In turn from the dealer's left, each player may buy one card on offer. A player buys
    the face-up table card that helps them most (the cheaper of equal gains); with no table
    card worth having, the deck's top card (or the face-down table card), sight unseen, when
    it costs at most a bet and the player's hand is still weak (no pair). An up table card
    bought is replaced by a new one from the deck; a card bought unseen goes to the buyer
    face `deck_face` and is not replaced."""
    table = hand.table
    words: list[str] = []
    for seat in table.clockwise_from(1):
        words.extend(filter(None, [offer_to(hand, seat)]))  # a card come round again is replaced (reoffers.py)
        offers = _offered(hand, step)
        table_offers = [(i, cost) for i, cost in offers if i is not None and table.board[i].up]
        unseen_offers = [(i, cost) for i, cost in offers if i is None or not table.board[i].up]
        index = paying.table_buy([(i, gain(hand, seat, table.board[i].card), cost) for i, cost in table_offers])
        deck_offer = min(unseen_offers, key=lambda offer: offer[1], default=None)
        if index is not None:
            cost = min(cost for i, cost in table_offers if i == index)
            held = table.board.pop(index)
            table.pay(seat, cost)
            held.up = True
            held.pile = 0
            seat.cards.append(held)
            seat.expected += 1
            penalties.bought(hand, seat, held.card)
            refill(hand, 1)
            new = table.draw(1)[0]
            table.board.insert(index, Held(new, up=True))
            words.append(f"{seat.name} {'buys' if cost else 'takes'} {format_cards([held.card])} from the table"
                         + (f" for {cost}" if cost else "") + f"; {format_cards([new])} replaces it")
            card_up(hand, seat, held, "dealt")
        elif deck_offer is not None and paying.buys_unseen(
                deck_offer[1], BET, policies.category(seat.known(), hand.rules_for(seat, cards=seat.known()))):
            place, cost = deck_offer  # None: the deck's top card
            table.pay(seat, cost)
            up = step.deck_face == "up"
            if place is None:
                refill(hand, 1)
                table.give(seat, 1, up=up)
                where = "the top card of the deck"
            else:
                held = table.board.pop(place)
                held.up, held.pile = up, 0
                seat.cards.append(held)
                where = "the face-down table card"
                _down_card_bought(hand, seat, held.card)
            seat.expected += 1
            penalties.bought(hand, seat, seat.cards[-1].card)
            words.append(f"{seat.name} {'buys' if cost else 'takes'} {where}"
                         + (f" for {cost}" if cost else "") + (f": {format_cards([seat.cards[-1].card])}" if up else ""))
            if up:
                card_up(hand, seat, seat.cards[-1], "dealt")
        else:
            words.append(f"{seat.name} buys nothing")
    hand.event(hand.progress.rule, "deal", "; ".join(words) + f". Pot {table.pot}.")
    return None


@dataclass(slots=True)
class DownCardWild:
    """"If the down card was bought, and the purchaser is still in the game, it indicates
    wild." (`BoughtCardWild`): who bought the face-down table card, and the rank this rule
    made wild (None: it was wild already, or nothing was bought)."""

    buyer: int | None = None
    rank: int | None = None

    def redealt(self) -> None:
        self.buyer = self.rank = None


def _down_card_bought(hand: PlayedHand, seat: Seat, card: Card) -> None:
    if card.is_joker or not hand.program.steps_of(BoughtCardWild):
        return
    state = hand.wilds.state
    piece = hand.piece(DownCardWild)
    piece.buyer = seat.number
    if card.rank not in state.added:
        state.added.add(card.rank)
        piece.rank = card.rank
        hand.event(hand.progress.rule, "wild", f"{seat.name} bought the down card, {format_cards([card])}: "
                                               f"{RANK_PLURALS[card.rank]} are wild while {seat.name} stays in.")


def buyer_out(hand: PlayedHand) -> None:
    """After every step (holding.watch): a buyer who has folded takes the wild rank with them."""
    piece = hand.pieces.get(DownCardWild)
    if not isinstance(piece, DownCardWild) or piece.rank is None or piece.buyer is None \
            or not hand.table.seat(piece.buyer).folded:
        return
    hand.wilds.state.added.discard(piece.rank)
    hand.event(hand.progress.rule, "wild", f"P{piece.buyer} has folded: {RANK_PLURALS[piece.rank]} are no longer "
                                           "wild.")
    piece.rank = None


def _worth(hand: PlayedHand, seat: Seat, card: Card) -> int:
    """The most a player bids for a card, in chips (`players.paying.raise_bid`, at most
    `MAX_BID` antes), from how much it raises the hand they can see (`gain`)."""
    return paying.raise_bid(gain(hand, seat, card), MAX_BID) * ANTE


@handles(TableCardBids)
def table_card_bids(hand: PlayedHand, step: TableCardBids, at: int) -> int | None:
    """The players bid for the newest face-up table card in betting order, from the leader
    (the player left of the dealer, moving one seat each round where the leader rotates): the
    leader must open at the rule's price; each later player outbids the highest bid by one
    ante while the card is worth that much to them. The highest bidder pays into the pot and
    takes the card face up."""
    table = hand.table
    if not table.board:
        raise CannotFollow("the players bid for the table card, but there is none on the table")
    card = table.board[-1].card
    first = leader(hand) if step.leader_rotates else table.clockwise_from(1)[0]
    order = table.clockwise_from(first.number)
    opening = max(1, price(hand, step.opening, step.times)) if step.opening is not None else ANTE
    top_seat, top_bid = order[0], opening
    words = [f"{top_seat.name} opens at {opening}"]
    for seat in order[1:]:
        if _worth(hand, seat, card) > top_bid:
            top_seat, top_bid = seat, top_bid + ANTE
            words.append(f"{seat.name} bids {top_bid}")
        else:
            words.append(f"{seat.name} passes")
    held = table.board.pop()
    table.pay(top_seat, top_bid)
    held.up = True
    held.pile = 0
    top_seat.cards.append(held)
    top_seat.expected += 1
    penalties.bought(hand, top_seat, held.card)
    hand.piece(Turn).auction_winner = top_seat.number
    hand.event(hand.progress.rule, "deal", f"Bids for {format_cards([card])}: " + ", ".join(words)
               + f". {top_seat.name} pays {top_bid} and takes it. Pot {table.pot}.")
    card_up(hand, top_seat, held, "dealt")
    return None


@handles(TableDiscard)
def table_discard(hand: PlayedHand, step: TableDiscard, at: int) -> int | None:
    """Common cards leave the table: the oldest or newest, or those a named player chooses
    (the cards that help the chooser least, with their own cards)."""
    table = hand.table
    board = table.board
    count = min(step.count, len(board))
    if not count:
        hand.event(hand.progress.rule, "discard", "No table card to discard.")
        return None
    if step.which == "oldest":
        gone = board[:count]
        who = ""
    elif step.which == "newest":
        gone = board[-count:]
        who = ""
    else:
        chooser = role_seat(hand, step.by) if step.by is not None else leader(hand)
        if chooser is None:
            raise CannotFollow(f"the rules name {step.by} to choose table cards, but nobody is that player now")
        cards = policies.worst([h.card for h in board], count, chooser.known(), hand.rules_for(chooser))
        gone = []
        for card in cards:
            gone.append(next(h for h in board if h.card == card and all(h is not g for g in gone)))
        who = f"{chooser.name} chooses: "
    for held in gone:
        board.pop(next(i for i, h in enumerate(board) if h is held))
        table.muck.append(held.card)
    hand.event(hand.progress.rule, "discard", f"{who}{format_cards([h.card for h in gone])} "
                                              f"{'is' if len(gone) == 1 else 'are'} discarded from the table.")
    return None
