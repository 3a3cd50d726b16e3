"""Reader of `passing.lark`: cards passed, taken, stolen, swapped and given between players.

Every player passing a fixed number of chosen cards at once is the simulator's `Pass` (as
the old regexes read it: `which` is "down" when the cards passed are down cards, "flipped"
for the card a player has just flipped); the other ways cards change hands are the typed
steps of `steps/passing.py`, which the simulator does not play yet.

Gifts, folded hands passed on, auctions, passing ranks and partners are read by the
`passing_gifts` mixin.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.passing_gifts import GiftReading, seat_of
from dealerschoice.rules.read.phrases import Phrases, Seat
from dealerschoice.rules.steps import (
    Flip,
    Forced,
    Pass,
    PassMove,
    Trigger,
)
from dealerschoice.rules.steps.passing import (
    HandPart,
    PassChooser,
    PassChosen,
    PassCondition,
    PassHand,
    PassIf,
    PassOn,
    PassShown,
    PassStart,
    PassTableCard,
    Steal,
    StealWhat,
    Swap,
    Take,
)
from dealerschoice.rules.steps.vocab import (
    Face,
    FlipSource,
    FlipWho,
    ForcedAction,
    Side,
)


@dataclass(frozen=True, slots=True)
class _Move:
    """One part of a pass: `count` cards to `seat`; down: they are down cards; shown: the
    sentence says they go face up (True) or face down (False), or nothing (None)."""

    count: int
    seat: Seat
    down: bool = False
    shown: bool | None = None
    up: bool = False  # they are up cards

    @property
    def move(self) -> PassMove:
        return PassMove(self.count, self.seat.direction, self.seat.seats)


_OF = object()  # "two of their cards": no value
_OPTIONAL = object()  # "may pass"


@dataclass(frozen=True, slots=True)
class _Kind:
    face: Face  # "down cards", "up cards"


@dataclass(frozen=True, slots=True)
class _Last:
    count: int
    up: bool  # "the last player discards one up card instead"


def _which(moves: list[_Move]) -> str:
    """"down" when every part passes down cards, "any" when none does."""
    downs = {m.down for m in moves}
    if len(downs) > 1:
        raise NotThisFamily("some parts of the pass are down cards and some are not")
    return "down" if downs == {True} else "any"


def _shown(moves: list[_Move]) -> bool:
    """True when the cards passed go face up: said so, or up cards."""
    shown = {m.shown is True or m.up for m in moves}
    if len(shown) > 1:
        raise NotThisFamily("some parts of the pass go face up and some do not")
    return shown == {True}


def _up_cards(moves: list[_Move]) -> bool:
    ups = {m.up for m in moves}
    if len(ups) > 1 or any(m.up and m.shown is False for m in moves):
        raise NotThisFamily("some parts of the pass are up cards and some are not")
    return ups == {True}




class Reader(GiftReading, Phrases):
    def passing(self, children):
        return children[0]

    # ---- passes at once ---------------------------------------------------------------
    def passing_together(self, children):
        moves = children[-1]
        if _shown(moves):
            return PassShown(tuple(m.move for m in moves), up_cards=_up_cards(moves))
        return Pass(tuple(m.move for m in moves), _which(moves))

    def passing_then_flip(self, children) -> PassShown:
        moves = next(c for c in children if isinstance(c, list))
        if any(m.shown is not None or m.up for m in moves) or _which(moves) != "any":
            raise NotThisFamily("a pass said face up or down, then flipped")
        return PassShown(tuple(m.move for m in moves))

    def passing_in_turn(self, children) -> PassShown:
        start = children[0]
        moves = next(c for c in children if isinstance(c, list))
        last = next((c for c in children if isinstance(c, _Last)), None)
        if not _shown(moves) or _which(moves) != "any":  # one at a time, unseen: not a step of ours yet
            raise NotThisFamily("a pass in turn of unseen cards")
        if last is not None and (len(moves) != 1 or last.count != moves[0].count or last.up != _up_cards(moves)):
            raise NotThisFamily("the last player discards other cards than those passed")
        return PassShown(tuple(m.move for m in moves), True, start, _up_cards(moves), _OPTIONAL in children,
                         last is not None)

    def passing_optional(self, children):
        return _OPTIONAL

    def passing_last(self, children) -> _Last:
        return _Last(children[0], Face.UP in children)

    def passing_kind(self, children) -> _Kind:
        return _Kind(children[0])

    def passing_flip_first(self, children) -> tuple[Flip, Pass]:
        # as the old regexes: the flipped card is the player's choice, then it is passed
        count = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        together = children[0]
        seat = seat_of(children)
        return Flip(FlipWho.EACH, count, FlipSource.CHOICE, together), Pass((PassMove(count, seat.direction, seat.seats),), "flipped")

    def passing_if(self, children) -> PassIf:
        condition, moves = children[0], children[-1]
        if _shown(moves):
            raise NotThisFamily("a conditional pass face up")
        return PassIf(condition, tuple(m.move for m in moves), _which(moves))

    def passing_on(self, children) -> PassOn:
        return PassOn()

    def passing_who(self, children) -> bool:
        """True when the sentence says the players pass at once ("simultaneously")."""
        return len(children) > 1

    def passing_at_once(self, children) -> bool:
        return True

    def passing_verb(self, children):
        return None

    def passing_actor(self, children):
        return None

    def passing_of(self, children):
        return _OF

    def passing_flip(self, children):
        return None

    def passing_moves(self, children) -> list[_Move]:
        moves = [c for c in children if isinstance(c, _Move)]
        received = next((c for c in children if isinstance(c, _Received)), None)
        if received is not None:  # only a pass to one side can be said again from the other
            (move,) = moves if len(moves) == 1 else (None,)
            if move is None or move.count != received.count or move.seat.seats != received.seat.seats \
                    or move.seat.direction == received.seat.direction:
                raise NotThisFamily("the cards received are not those passed")
        return moves

    def passing_receives(self, children) -> _Received:
        return _Received(children[0], seat_of(children))

    def passing_hand_of(self, children):
        return None

    def passing_victim(self, children):
        return None

    def passing_sep(self, children):
        return None

    def passing_move(self, children) -> _Move:
        count = children[0]
        kind = next((c.face for c in children if isinstance(c, _Kind)), None)
        after = [c for c in children if isinstance(c, Face)]
        shown = None if not after else after[0] == Face.UP
        return _Move(count, seat_of(children), kind == Face.DOWN, shown, kind == Face.UP)

    def passing_to(self, children) -> Seat:
        (to,) = children
        return to if isinstance(to, Seat) else Seat(Side(to))

    passing_along = passing_to

    def passing_start_lead(self, children) -> PassStart:
        return PassStart.LEAD

    def passing_start_dealer_left(self, children) -> PassStart:
        return PassStart.DEALER_LEFT

    def passing_order(self, children):
        return None

    def passing_condition(self, children) -> PassCondition:
        return PassCondition.NO_ONE_IN

    def passing_receiving(self, children):
        return None

    # ---- whole hands ------------------------------------------------------------------
    def passing_hand_to(self, children) -> PassHand:
        which, seat = children[-2], children[-1]
        return PassHand(seat.direction, seat.seats, which)

    passing_hand_along = passing_hand_to

    def passing_keep(self, children) -> PassHand:
        keep = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        seat = seat_of(children)
        return PassHand(seat.direction, seat.seats, HandPart.ALL, keep)

    def passing_hand(self, children):
        return children[0]

    def passing_hand_verb(self, children):
        return None

    def passing_part_own(self, children) -> HandPart:
        return next(c for c in children if isinstance(c, HandPart))

    def passing_all_cards(self, children) -> HandPart:
        return HandPart.ALL

    def passing_face_cards(self, children) -> HandPart:
        return HandPart.UP if children[0] == Face.UP else HandPart.DOWN

    def passing_loose_cards(self, children) -> HandPart:
        return HandPart.NOT_PERMANENT

    def passing_table_card(self, children) -> PassTableCard:
        seat = seat_of(children)
        return PassTableCard(seat.direction, seat.seats)

    def passing_table(self, children):
        return None

    # ---- a count chosen by a player ---------------------------------------------------
    def passing_chosen(self, children) -> PassChosen:
        chooser, seat = children[0], seat_of(children)
        low, high = [c for c in children if isinstance(c, int) and not isinstance(c, bool)][-2:]
        if low > high:
            raise NotThisFamily("a range from more to fewer cards")
        return PassChosen(low, high, seat.direction, chooser, seat.seats)

    def passing_last_raiser(self, children) -> PassChooser:
        return PassChooser.LAST_RAISER

    def passing_dealer(self, children) -> PassChooser:
        return PassChooser.DEALER

    # ---- taking, swapping, stealing ---------------------------------------------------
    def passing_take(self, children) -> Take:
        count = next(c for c in children[1:] if isinstance(c, int) and not isinstance(c, bool))
        random = next(c for c in children if isinstance(c, _Blind)).random
        seat = seat_of(children)
        return Take(count, seat.direction, seat.seats, random)

    def passing_random(self, children):
        return _Blind(True)

    def passing_chosen_card(self, children):
        return _Blind(False)

    def passing_swap(self, children) -> Swap:
        count = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        most = next((c for c in children if isinstance(c, tuple)), None)
        seat = seat_of(children)
        if most is not None and most[0] <= count:
            raise NotThisFamily("an exception that allows no more cards")
        return Swap(count, seat.direction, seat.seats, most[0] if most else None, most[1] if most else ())

    def passing_swapper(self, children):
        return None

    def passing_most(self, children) -> tuple[int, tuple[str, ...]]:
        number = children[0]
        rank = next(c for c in children[1:] if isinstance(c, str))
        return number, (rank,)

    def passing_provided(self, children):
        return None

    def passing_steal_event(self, children):
        trigger: Trigger = children[0]
        return children[-1](trigger)

    def passing_steal_card(self, children):
        optional = children[0]
        count = next((c for c in children[1:] if isinstance(c, int) and not isinstance(c, bool)), 1)
        up = Face.UP in children

        def build(trigger: Trigger):
            if up and count == 1:
                if optional:  # "they can steal one up card from any other player": the money
                    raise NotThisFamily("family reads it, as the old regexes did (a Forced steal-up)")
                return Forced(trigger, ForcedAction.STEAL_UP, optional=False)  # the simulator plays it
            return Steal(trigger, count, StealWhat.UP if up else StealWhat.ANY, False, optional)
        return build

    def passing_steal_swap(self, children):
        optional = children[0]
        count = next((c for c in children[1:] if isinstance(c, int) and not isinstance(c, bool)), 1)
        return lambda trigger: Steal(trigger, count, StealWhat.ANY, True, optional)

    def passing_may(self, children) -> bool:
        """True when the player may decline."""
        return str(children[0]) != "must"

    def passing_any(self, children):
        return None

    def passing_given(self, children):
        return None


@dataclass(frozen=True, slots=True)
class _Received:
    count: int
    seat: Seat


@dataclass(frozen=True, slots=True)
class _Blind:
    random: bool  # the cards are taken unseen
