"""The wild family's reading of wilds by place on the board, by seat, by how they were dealt,
and of wilds that move or end as cards turn up (a mixin of `wild.Reader`)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from lark import Token

from dealerschoice.rules import cardwords
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Ranks, TableCard
from dealerschoice.rules.read.wild_parts import first_of, named, single
from dealerschoice.rules.steps import Trigger, Wild
from dealerschoice.rules.steps.board import Spot
from dealerschoice.rules.steps.vocab import Face, LineKind, Part, Role, TriggerEvent, WildSource
from dealerschoice.rules.steps.wild import SpotWild, WildsEnd, WildShift


@dataclass(frozen=True, slots=True)
class _Where:
    spot: Spot
    each_line: bool


@dataclass(frozen=True, slots=True)
class _Turn:
    """A card that turns up, before it is a `Trigger`: `ranks`, or any wild card."""

    ranks: tuple[str, ...]
    wild: bool


@dataclass(frozen=True, slots=True)
class UpHow:
    event: str


@dataclass(frozen=True, slots=True)
class _KillHow:
    how: str


@dataclass(frozen=True, slots=True)
class _KillCard:
    ranks: tuple[str, ...]
    suits: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class _Toggle:
    was: str
    shift: WildShift


@dataclass(frozen=True, slots=True)
class _Spread:
    first: Trigger
    then: tuple[str, ...]
    shift: WildShift


@dataclass(frozen=True, slots=True)
class _Reset:
    trigger: Trigger
    ranks: tuple[str, ...]


class MovingReading:
    """The reader's methods for wilds by place on the board and wilds that move."""

    if TYPE_CHECKING:  # the wild reader's other half (wild_play.PlayReading)
        def wild_table_card(self, children: list) -> Wild: ...

    # ---- wilds by their place on the board -----------------------------------------------
    def wild_spot_alone(self, children) -> SpotWild:
        where = first_of(children, _Where)
        return SpotWild(where.spot, where.each_line)

    def wild_spot_ranks(self, children) -> SpotWild:
        where = first_of(children, _Where)
        return SpotWild(where.spot, where.each_line, same_rank=True)

    def wild_spot_corner(self, children) -> _Where:
        return _Where(Spot(Part.CORNER), False)

    def wild_spot_each_middle(self, children) -> _Where:
        return _Where(Spot(Part.MIDDLE, first_of(children, LineKind)), True)

    def wild_spot_each_end(self, children) -> _Where:
        return _Where(Spot(Part.END, first_of(children, LineKind)), True)

    def wild_spot_each(self, children) -> LineKind:
        return first_of(children, LineKind)

    # ---- the lowest or highest of the first up cards -------------------------------------
    def wild_first_up(self, children) -> Wild:
        high = first_of(children, bool)
        return Wild(WildSource.UP_HIGH if high else WildSource.UP_LOW, first_up=True)

    # ---- the table card names the rank but is not wild itself -----------------------------
    def wild_table_not_itself(self, children) -> Wild:
        wild = self.wild_table_card(children)
        if wild.source == WildSource.TABLE_ANY:
            raise NotThisFamily  # "any table card ... is not wild itself": no such rule
        tables = [c for c in children if isinstance(c, TableCard)]
        if len(tables) == 2 and tables[0] != tables[1]:
            raise NotThisFamily  # the card that is not wild is another card
        return replace(wild, not_itself=True)

    def wild_not_itself(self, children):
        return first_of(children, TableCard)

    # ---- wilds by seat, by how they were dealt ------------------------------------------------
    def wild_seat(self, children) -> Wild:
        return Wild(WildSource.SEAT, per_player=True)

    def wild_seat_rank(self, children):
        return None

    def wild_seat_list(self, children):
        """The list counts seats from the dealer's left: aces (one) first, then twos."""
        first, then = (c for c in children if isinstance(c, str) and c in cardwords.RANKS)
        if first_of(children, Role) != Role.LEFT_OF_DEALER or (first, then) != ("A", "2"):
            raise NotThisFamily

    def wild_dealt(self, children) -> tuple[Wild, ...]:
        face = first_of(children, Face)
        return named(first_of(children, Ranks), dealt_face=face)

    def wild_even(self, children):
        return None

    # ---- wilds that end ----------------------------------------------------------------------
    def wild_kill(self, children) -> WildsEnd:
        nth = first_of(children, int)
        how = first_of(children, _KillHow).how
        face_up_said = any(isinstance(c, Face) for c in children)
        if how == "dealt" and not face_up_said:
            raise NotThisFamily  # a card dealt down kills nothing anyone sees
        event = TriggerEvent.DEALT_UP if how == "dealt" else TriggerEvent.FLIP
        test = first_of(children, _KillCard)
        return WildsEnd(Trigger(event, ranks=test.ranks, suits=test.suits), nth)

    def wild_kill_how(self, children):
        return _KillHow(str(children[0]))

    def wild_kill_rank(self, children):
        return _KillCard((children[0],), ())

    def wild_kill_face(self, children):
        return _KillCard(("J", "Q", "K"), ())

    def wild_kill_suit(self, children):
        return _KillCard((), (children[0],))

    # ---- wilds that move as cards turn up --------------------------------------------------
    def wild_toggle(self, children) -> _Toggle:
        turns = [c for c in children if isinstance(c, Trigger)]
        ranks = [c for c in children if isinstance(c, str) and c in cardwords.RANKS]
        was, now, first, second = ranks
        if turns[0].ranks != turns[1].ranks or turns[0].wild or {first, second} != {was, now} or was == now:
            raise NotThisFamily  # the third sentence names other cards than the second
        return _Toggle(was, WildShift(turns[0], to_ranks=(now,)))

    def wild_then_toggle(self, children) -> tuple[Wild, WildShift]:
        """"Jacks are wild. If a queen is dealt or flipped face up, jacks are not wild and kings
        are. Each time a queen comes up, the wild changes back and forth between jacks and kings."
        """
        wild, toggle = single(children[0]), children[-1]
        if wild.source != WildSource.RANK or wild.ranks != (toggle.was,) or wild != Wild(WildSource.RANK, wild.ranks):
            raise NotThisFamily
        return (wild, toggle.shift)

    def wild_then_spread(self, children) -> tuple[Wild, WildShift]:
        """"Sixes and sevens are wild. If a six or seven is dealt face up, fives and eights are
        wild. Each time a wild is dealt face up, the low wild shifts down one rank, and the high
        wild shifts up one rank.": the second sentence must be the first shift of the third."""
        wild, spread = single(children[0]), children[1]
        reset = first_of(children, _Reset)
        if wild != Wild(WildSource.RANK, wild.ranks) or set(spread.first.ranks) != set(wild.ranks):
            raise NotThisFamily
        order = cardwords.RANKS
        low = min(order.index(r) for r in wild.ranks) - spread.shift.down
        high = max(order.index(r) for r in wild.ranks) + spread.shift.up
        if low < 0 or high >= len(order) or set(spread.then) != {order[low], order[high]}:
            raise NotThisFamily  # the second sentence is not the first shift
        shift = spread.shift
        if reset is not None:
            if set(reset.ranks) != set(wild.ranks):
                raise NotThisFamily
            shift = replace(shift, reset=reset.trigger)
        return (wild, shift)

    def wild_spread(self, children) -> _Spread:
        turns = [c for c in children if isinstance(c, Trigger)]
        numbers = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        found = first_of(children, Ranks)
        if found.cards or found.jokers or not turns[1].wild:
            raise NotThisFamily
        return _Spread(turns[0], found.ranks, WildShift(turns[1], down=numbers[0], up=numbers[1]))

    def wild_spread_reset(self, children) -> _Reset:
        found = first_of(children, Ranks)
        if found.cards or found.jokers:
            raise NotThisFamily
        return _Reset(first_of(children, Trigger), found.ranks)

    def wild_moves(self, children):
        return None

    def wild_turns_up(self, children) -> Trigger:
        what = first_of(children, _Turn)
        how = first_of(children, UpHow)
        return Trigger(how.event, ranks=what.ranks, wild=what.wild)

    def wild_up_ranks(self, children) -> _Turn:
        return _Turn(tuple(c for c in children if isinstance(c, str) and c in cardwords.RANKS), False)

    def wild_up_wild(self, children) -> _Turn:
        return _Turn((), True)

    def wild_up_how(self, children) -> UpHow:
        words = {str(c) for c in children if isinstance(c, Token)}
        if "dealt" in words and "flipped" in words:
            return UpHow("gets-up")
        if "dealt" in words:
            return UpHow("dealt-up")
        if "flipped" in words or "turned" in words:
            return UpHow("flip")
        return UpHow("gets-up")  # "comes up", "turns up", "shows up"
