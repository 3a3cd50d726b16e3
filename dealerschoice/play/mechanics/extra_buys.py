"""More cards for showing cards or for a card dealt, and folded players buying back in.

- `ExtraForShown`: "Each player may reveal any fours they have, and receive an extra card for
  each one." Every player shows every such card not shown before (an extra card can only
  help a hand judged on its best five), which then stays face up.
- `BuyOrFold` (standing, fired by triggers.card_up): "If a player is ever dealt a face up face
  card, they must buy another card for max bet or fold."
- `BuyBackIn`: "If you folded, you can match the pot to get your cards back and get back into
  the game." Played where the rule stands.

Chips go into the pot through `Table.pay`, so the ledger check after each rule covers them.
Cards come off the deck (reshuffling the discards when it runs out: drawing.refill); every
card added to a hand moves its expected size, which the simulator checks after every rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, format_cards
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.judge import usable_table
from dealerschoice.play.mechanics.drawing import refill
from dealerschoice.play.mechanics.prices import price
from dealerschoice.play.players import paying
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps.dealing_events import ExtraForShown
from dealerschoice.rules.steps.vocab import Face
from dealerschoice.rules.steps.wager import BuyBackIn, BuyOrFold

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass(slots=True)
class Shown:
    """The cards shown for extra cards this deal: a card earns its extra cards once."""

    cards: set[Card] = field(default_factory=set)

    def redealt(self) -> None:
        self.cards.clear()


def give(hand: PlayedHand, seat: Seat, count: int, face: Face | None) -> list[Card]:
    """`count` cards off the deck to the seat, face down unless the rule says up (what a
    rule that does not say means: a card bought or earned is the player's own). Cards dealt
    face up fire the standing rules for a card turning up."""
    # imported here: triggers.py calls into this module
    from dealerschoice.play.triggers import card_up

    table = hand.table
    got = []
    for _ in range(count):
        refill(hand, 1)
        if not table.deck:
            hand.note(f"The deck is empty: {seat.name} gets no card.")
            break
        got.extend(table.give(seat, 1, up=face == Face.UP))
        seat.expected += 1
        if face == Face.UP:
            card_up(hand, seat, seat.cards[-1], "dealt")
    return got


def _earns(step: ExtraForShown, card: Card) -> bool:
    if card.is_joker:
        return False
    return card.rank in {rank_value(r) for r in step.ranks} or str(card) in {str(Card.parse(c)) for c in step.cards}


@handles(ExtraForShown)
def extra_for_shown(hand: PlayedHand, step: ExtraForShown, at: int) -> int | None:
    table = hand.table
    shown = hand.piece(Shown)
    words = []
    for seat in table.clockwise_from(1):
        held = [h for h in seat.cards if _earns(step, h.card) and h.card not in shown.cards]
        if not held:
            continue
        for h in held:
            h.up = True
            shown.cards.add(h.card)
        got = give(hand, seat, step.count * len(held), step.face)
        seen = f": {format_cards(got)}" if step.face == Face.UP and got else ""
        words.append(f"{seat.name} shows {format_cards([h.card for h in held])} and gets "
                     f"{len(got)} extra card{'s' if len(got) != 1 else ''}{seen}")
    hand.event(hand.progress.rule, "deal", ("; ".join(words) + ".") if words else "Nobody has a card to show.")
    return None


def forced_buy(hand: PlayedHand, seat: Seat, card: Card, rule: BuyOrFold) -> None:
    """The card `card` just dealt makes the seat buy more cards or fold: a player buys when
    the price is at most the pot (the policy of every forced payment, triggers.py), else
    folds. With the deck empty there is nothing to buy, and the player plays on."""
    table = hand.table
    refill(hand, rule.cards)
    if not table.deck:
        hand.note(f"{seat.name} gets {card}, but the deck is empty: there is no card to buy.")
        return
    cost = price(hand, rule.cost, rule.times)
    if cost > table.pot:
        seat.folded = True
        hand.event(hand.progress.rule, "fold", f"{seat.name} gets {card} and will not buy another card for {cost}: "
                                               f"{seat.name} folds.")
        hand.one_left()
        return
    table.pay(seat, cost)
    got = give(hand, seat, rule.cards, rule.face)
    face = "face up" if rule.face == Face.UP else "face down"
    shown = f" ({format_cards(got)})" if rule.face == Face.UP and got else ""
    many = "another card" if len(got) == 1 else f"{len(got)} more cards"
    hand.event(hand.progress.rule, "forced", f"{seat.name} gets {card}: buys {many} {face} for {cost}{shown}.")


def _may_buy_back(hand: PlayedHand, seat: Seat, step: BuyBackIn) -> bool:
    """The rule's condition on the folded player's cards: a joker, or a card of the rank of
    the (newest) table card, when the rule names them (either will do)."""
    if not (step.needs_joker or step.needs_table_rank):
        return True
    cards = seat.all()
    if step.needs_joker and any(c.is_joker for c in cards):
        return True
    board = [h.card for h in hand.table.board if not h.card.is_joker]
    if step.needs_table_rank and board:
        return any(not c.is_joker and c.rank == board[-1].rank for c in cards)
    return False


@handles(BuyBackIn)
def buy_back_in(hand: PlayedHand, step: BuyBackIn, at: int) -> int | None:
    """Each folded player who still holds their cards and may buy back in does when they
    choose to (`players.paying.buys_back_in`: the price and their hand with the table's
    cards)."""
    table = hand.table
    folded = [s for s in table.seats if s.folded and s.cards and _may_buy_back(hand, s, step)]
    if not folded:
        hand.note("Nobody who folded can buy back in.")  # no fold: the odds count "fold" events as forced folds
        return None
    board = usable_table(hand)
    words = []
    for seat in folded:
        cost = price(hand, step.cost, step.times)  # the pot as it is now, after those before
        cards = seat.all() + board
        if paying.buys_back_in(cost, table.pot, policies.category(cards, hand.rules_for(seat, cards=cards))):
            table.pay(seat, cost)
            seat.folded = False
            words.append(f"{seat.name} pays {cost} and is back in")
        else:
            words.append(f"{seat.name} stays out")
    hand.event(hand.progress.rule, "pay", "; ".join(words) + f". Pot {table.pot}.")  # a buy, no forced fold
    return None
