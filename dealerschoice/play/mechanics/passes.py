"""Passes the plain `Pass` does not play: cards passed face up, at once or one player at a
time ("Each player simultaneously passes one card to their right, and flips it face up.";
"Starting with the lead, each player passes one card face up to their left. The receiving
player may pass that card on, or put it in their hand and pass another card." — `PassShown`
with `PassOn`), a count one player chooses for everyone ("The last person to bet or raise
chooses how many cards each player passes to the left, from zero to four." — `PassChosen`),
and whole hands passed but for a permanent hand ("Add one of your down cards to your permanent
hand."; "Pass all of your non-permanent hand cards to your right." — `AddToPermanentHand`,
`PassHand`).

A player passes the cards they least need (`moves.cards_to_give`); a card coming round is kept when
it improves what the receiver can see of their hand (`buying.gain`), else passed on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import format_cards
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics.buying import gain
from dealerschoice.play.mechanics.lead import lead_seat
from dealerschoice.play.mechanics.moves import cards_to_give, cards_word, pass_cards
from dealerschoice.play.mechanics.roles import leader
from dealerschoice.play.table import CannotFollow, Held
from dealerschoice.play.triggers import card_up
from dealerschoice.rules.steps import Pass
from dealerschoice.rules.steps.cards import PassMove
from dealerschoice.rules.steps.dealing_shares import AddToPermanentHand
from dealerschoice.rules.steps.passing import HandPart, PassChosen, PassHand, PassOn, PassShown, PassStart

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


# ---- passed face up ---------------------------------------------------------------------
def _show(hand: PlayedHand, seat: Seat, held: Held) -> None:
    """A passed card lies face up in front of its new holder."""
    was_up = held.up
    held.up = True
    held.seen = True
    held.pile = 0
    if not was_up:
        card_up(hand, seat, held, "flip")


def _eligible(seat: Seat, step: PassShown) -> list:
    return seat.up() if step.up_cards else seat.all()


@handles(PassShown)
def pass_shown(hand: PlayedHand, step: PassShown, at: int) -> int | None:
    table = hand.table
    active = table.clockwise_from(1)
    if len(active) < 2:
        return None
    if step.in_turn:
        passes_on = any(isinstance(s, PassOn) for s in hand.program.actions[at].steps)
        _pass_in_turn(hand, step, active, passes_on)
        return None
    moving, texts = [], []
    for seat in active:
        count = sum(m.count for m in step.moves)
        eligible = _eligible(seat, step)
        if len(eligible) < count:
            raise CannotFollow(f"each player must pass {cards_word(count)} face up, but {seat.name} holds "
                               f"{cards_word(len(eligible))} that may go")
        chosen = cards_to_give(hand, seat, eligible, count)
        at_card = 0
        for move in step.moves:
            cards = chosen[at_card:at_card + move.count]
            at_card += move.count
            to = table.left_of(seat.number, move.seats, move.direction, active)
            moving.append((to, seat.remove(cards)))
            texts.append(f"{seat.name} passes {format_cards(cards)} face up to {to.name}")
    for to, helds in moving:  # all at once: nobody passes a card just received
        for held in helds:
            to.cards.append(held)
            _show(hand, to, held)
    hand.event(hand.progress.rule, "pass", "; ".join(texts) + ".")
    return None


def _pass_in_turn(hand: PlayedHand, step: PassShown, active: list[Seat], passes_on: bool) -> None:
    """One player at a time, from the lead (or the dealer's left), each passes one card face
    up to the next; with `passes_on`, a player handed a card may send that one on instead of
    one of their own. The last player's card goes to the first, or to the muck with
    `last_discards`."""
    table = hand.table
    (move,) = step.moves
    first = lead_seat(hand) if step.start in (PassStart.LEAD, None) else active[0]  # the dealer's left, unmoved
    at = next(i for i, s in enumerate(active) if s is first)
    order = active[at:] + active[:at]
    if move.direction != "left":
        order = [order[0]] + order[1:][::-1]
    texts = []
    coming: Held | None = None  # the card handed to the player now in turn
    for number, seat in enumerate(order):
        last = number == len(order) - 1
        to = order[0] if last else order[number + 1]
        held = None
        if coming is not None:
            if passes_on and gain(hand, seat, coming.card) <= 0:
                held = coming  # not wanted: sent on as it is
                texts.append(f"{seat.name} passes {format_cards([held.card])} on" + ("" if last and step.last_discards
                                                                                      else f" to {to.name}"))
            else:
                seat.cards.append(coming)
                _show(hand, seat, coming)
        if held is None:
            eligible = [c for c in _eligible(seat, step) if coming is None or c != coming.card or not passes_on]
            if step.optional and not _gives(hand, seat, eligible):
                coming = None
                texts.append(f"{seat.name} passes nothing")
                continue
            if len(eligible) < move.count:
                raise CannotFollow(f"{seat.name} must pass {cards_word(move.count)} face up, but holds "
                                   f"{cards_word(len(eligible))} that may go")
            (card,) = cards_to_give(hand, seat, eligible, move.count)
            (held,) = seat.remove([card])
            said = "discards" if last and step.last_discards else "passes"
            texts.append(f"{seat.name} {said} {format_cards([card])}" + ("" if last and step.last_discards
                                                                       else f" to {to.name}"))
        coming = held
        if last:
            if step.last_discards:
                table.muck.append(held.card)
            else:
                to.cards.append(held)
                _show(hand, to, held)
            coming = None
    if step.optional or step.last_discards:  # the counts moved follow the choices made, seat by seat
        _recount(hand, active)
    hand.event(hand.progress.rule, "pass", "; ".join(texts) + "." if texts else "Nobody passes a card.")


def _gives(hand: PlayedHand, seat: Seat, eligible: list) -> bool:
    """A player who may pass a card passes one that their hand does not miss."""
    if not eligible:
        return False
    rules = hand.rules_for(seat)
    worst = cards_to_give(hand, seat, eligible, 1)[0]
    rest = [c for c in seat.all() if c != worst]
    return policies.category(rest, rules) >= policies.category(seat.all(), rules)


def _recount(hand: PlayedHand, seats: list[Seat]) -> None:
    """A pass whose counts are the players' own choices: each hand is now the size it holds."""
    for seat in seats:
        seat.expected = len(seat.cards)


@handles(PassOn)
def pass_on(hand: PlayedHand, step: PassOn, at: int) -> int | None:
    """Read with the pass of its rule (`pass_shown`): nothing more to play."""
    return None


# ---- a count chosen by one player ---------------------------------------------------------
@handles(PassChosen)
def pass_chosen(hand: PlayedHand, step: PassChosen, at: int) -> int | None:
    table = hand.table
    if step.chooser == "last-raiser" and hand.money.last_raiser is not None:
        chooser = table.seat(hand.money.last_raiser)
    else:
        chooser = table.seat(table.dealer) if step.chooser == "dealer" else leader(hand)
    count = _chosen_count(hand, chooser, step)
    hand.event(hand.progress.rule, "pass", f"{chooser.name} chooses that each player passes {cards_word(count)}.")
    if count:
        pass_cards(hand, Pass((PassMove(count, step.direction, step.seats),)), at)
    return None


def _chosen_count(hand: PlayedHand, seat: Seat, step: PassChosen) -> int:
    """The chooser keeps what makes their hand: none passed with two pair or better, else as
    many as the cards that pair nothing they hold, within the rule's bounds."""
    known = seat.known()
    if policies.category(known, hand.rules_for(seat)) >= policies.TWO_PAIR:
        return step.low
    ranks = [c.rank for c in known if not c.is_joker]
    loose = sum(1 for c in known if not c.is_joker and ranks.count(c.rank) == 1)
    return max(step.low, min(step.high, loose))


# ---- a permanent hand, and whole hands passed -----------------------------------------------
@dataclass
class Permanent:
    """The cards each player has set into their permanent hand (by seat number)."""

    cards: dict[int, list] = field(default_factory=dict)

    def redealt(self) -> None:
        self.cards.clear()


@handles(AddToPermanentHand)
def add_to_permanent(hand: PlayedHand, step: AddToPermanentHand, at: int) -> int | None:
    piece = hand.piece(Permanent)
    texts = []
    for seat in hand.table.clockwise_from(1):
        kept = piece.cards.setdefault(seat.number, [])
        pool = [h.card for h in seat.cards if h.card not in kept and (step.face is None or h.up == (step.face == "up"))]
        if len(pool) < step.count:
            raise CannotFollow(f"{seat.name} must add {cards_word(step.count)} to their permanent hand, but holds "
                               f"{cards_word(len(pool))} that may go there")
        rules = hand.rules_for(seat)
        for _ in range(step.count):
            card = max(pool, key=lambda c: (policies.category(kept + [c], rules), policies.order_key(c)))
            pool.remove(card)
            kept.append(card)
        texts.append(f"{seat.name} now keeps {cards_word(len(kept))} in their permanent hand")
    hand.event(hand.progress.rule, "pass", "; ".join(texts) + ".")
    return None


@handles(PassHand)
def pass_hand(hand: PlayedHand, step: PassHand, at: int) -> int | None:
    table = hand.table
    active = table.clockwise_from(1)
    kept = hand.piece(Permanent).cards
    moving, texts = [], []
    for seat in active:
        if step.which == HandPart.UP:
            going = seat.up()
        elif step.which == HandPart.DOWN:
            going = seat.down()
        elif step.which == HandPart.NOT_PERMANENT:
            going = [c for c in seat.all() if c not in kept.get(seat.number, ())]
        else:
            going = seat.all()
        if step.keep:
            going = cards_to_give(hand, seat, going, max(0, len(going) - step.keep))
        to = table.left_of(seat.number, step.seats, step.direction, active)
        moving.append((seat, to, seat.remove(going)))
        if going:
            texts.append(f"{seat.name} passes {cards_word(len(going))} to {to.name}")
    for seat, to, helds in moving:
        seat.expected -= len(helds)
        to.expected += len(helds)
        for held in helds:
            held.pile = 0
            to.cards.append(held)
    hand.event(hand.progress.rule, "pass", "; ".join(texts) + "." if texts else "Nobody has a card to pass.")
    return None
