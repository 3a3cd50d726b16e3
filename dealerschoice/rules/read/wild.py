"""Reader of `wild.lark`: wild cards, limited wilds and dead cards.

A wild is read as a `Wild` of one `WildSource`; the scopes of a sentence ("in high hands",
"for you", "in the hole", "if you pay the pot") are `_Scope`s that set its fields, each at
most once. Forms the simulator does not play are read all the same, and `Wild.gap` (or the
step types of `steps/wild.py`) says so.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from lark import Token

from dealerschoice.rules import cardwords
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import (
    FollowCard,
    OwnCard,
    Phrases,
    Price,
    Ranks,
    TableCard,
)
from dealerschoice.rules.steps import Dead, Forced, Trigger, Wild, WildChange
from dealerschoice.rules.steps.board import Spot
from dealerschoice.rules.steps.vocab import (
    ComboHow,
    Face,
    FollowWatch,
    ForcedAction,
    LimitedAs,
    LineKind,
    Part,
    Role,
    WildHands,
    WildSource,
    WildVoidWhen,
)
from dealerschoice.rules.steps.wild import (
    LimitedWild,
    SpotWild,
    WildCombo,
    WildsEnd,
    WildShift,
    WildVoid,
)


@dataclass(frozen=True, slots=True)
class _Scope:
    """One limit of a wild ("in high hands", "in seven-card hands", "for you"...)."""

    field: str
    value: object


_FIELDS = ("hands", "hand_sizes", "per_player", "hole_only", "up_only", "cost")


def _scoped(wild, children):
    """The wild (or wilds) with the scopes found among `children`; a scope said twice is no
    reading."""
    if isinstance(wild, tuple):
        return tuple(_scoped(w, children) for w in wild)
    scopes = [c for c in children if isinstance(c, _Scope)]
    if len({s.field for s in scopes}) != len(scopes):
        raise NotThisFamily
    fields = {}
    for scope in scopes:
        if scope.field != "everyone":
            fields.update(scope.value if scope.field == "cost" else {scope.field: scope.value})
    wild = replace(wild, **fields)
    return replace(wild, per_player=True) if wild.needs else wild  # "if you have a queen": for the holder


def _single(wilds) -> Wild:
    """The one wild of a reading that must name one kind of card."""
    if isinstance(wilds, Wild):
        return wilds
    if len(wilds) != 1:
        raise NotThisFamily
    return wilds[0]


def _named(found: Ranks, **fields) -> tuple[Wild, ...]:
    """The wilds of named ranks and cards: one of ranks, one of cards (and jokers).

    The older patterns made one Wild of source "rank" holding the cards too ("Deuces and the
    queen of spades are wild."), and the simulator reads the cards of "card" wilds only: here
    the cards get a Wild of their own."""
    wilds = []
    if found.ranks:
        wilds.append(Wild(WildSource.RANK, found.ranks, **fields))
    if found.cards or found.jokers:
        wilds.append(Wild(WildSource.CARD, (), found.cards, found.jokers, **fields))
    if not wilds:
        raise NotThisFamily
    return tuple(wilds)


def _cost(price: Price) -> dict:
    """The fields of a wild's cost: "double ante" is `cost` ante, `cost_times` 2."""
    if price.times.denominator != 1:
        raise NotThisFamily  # "half the pot": no such wild yet
    return {"cost": price.unit, "cost_times": int(price.times)}


def _word_of(children) -> str:
    return " ".join(str(c) for c in children if isinstance(c, Token)).split()[-1]


def _first(children, kind):
    return next((c for c in children if isinstance(c, kind)), None)


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
class _UpHow:
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


class _MovingWilds:
    """The reader's methods for wilds by place on the board and wilds that move."""

    # ---- wilds by their place on the board -----------------------------------------------
    def wild_spot_alone(self, children) -> SpotWild:
        where = _first(children, _Where)
        return SpotWild(where.spot, where.each_line)

    def wild_spot_ranks(self, children) -> SpotWild:
        where = _first(children, _Where)
        return SpotWild(where.spot, where.each_line, same_rank=True)

    def wild_spot_corner(self, children) -> _Where:
        return _Where(Spot(Part.CORNER), False)

    def wild_spot_each_middle(self, children) -> _Where:
        return _Where(Spot(Part.MIDDLE, _first(children, LineKind)), True)

    def wild_spot_each_end(self, children) -> _Where:
        return _Where(Spot(Part.END, _first(children, LineKind)), True)

    def wild_spot_each(self, children) -> LineKind:
        return _first(children, LineKind)

    # ---- the lowest or highest of the first up cards -------------------------------------
    def wild_first_up(self, children) -> Wild:
        high = _first(children, bool)
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
        return _first(children, TableCard)

    # ---- wilds by seat, by how they were dealt ------------------------------------------------
    def wild_seat(self, children) -> Wild:
        return Wild(WildSource.SEAT, per_player=True)

    def wild_seat_rank(self, children):
        return None

    def wild_seat_list(self, children):
        """The list counts seats from the dealer's left: aces (one) first, then twos."""
        first, then = (c for c in children if isinstance(c, str) and c in cardwords.RANKS)
        if _first(children, Role) != Role.LEFT_OF_DEALER or (first, then) != ("A", "2"):
            raise NotThisFamily

    def wild_dealt(self, children) -> tuple[Wild, ...]:
        face = _first(children, Face)
        return _named(_first(children, Ranks), dealt_face=face)

    def wild_even(self, children):
        return None

    # ---- wilds that end ----------------------------------------------------------------------
    def wild_kill(self, children) -> WildsEnd:
        nth = _first(children, int)
        how = _first(children, _KillHow).how
        face_up_said = any(isinstance(c, Face) for c in children)
        if how == "dealt" and not face_up_said:
            raise NotThisFamily  # a card dealt down kills nothing anyone sees
        event = "dealt-up" if how == "dealt" else "flip"
        test = _first(children, _KillCard)
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
    def wild_toggle(self, children) -> WildShift:
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
        wild, toggle = _single(children[0]), children[-1]
        if wild.source != WildSource.RANK or wild.ranks != (toggle.was,) or wild != Wild(WildSource.RANK, wild.ranks):
            raise NotThisFamily
        return (wild, toggle.shift)

    def wild_then_spread(self, children) -> tuple[Wild, WildShift]:
        """"Sixes and sevens are wild. If a six or seven is dealt face up, fives and eights are
        wild. Each time a wild is dealt face up, the low wild shifts down one rank, and the high
        wild shifts up one rank.": the second sentence must be the first shift of the third."""
        wild, spread = _single(children[0]), children[1]
        reset = _first(children, _Reset)
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
        found = _first(children, Ranks)
        if found.cards or found.jokers or not turns[1].wild:
            raise NotThisFamily
        return _Spread(turns[0], found.ranks, WildShift(turns[1], down=numbers[0], up=numbers[1]))

    def wild_spread_reset(self, children) -> _Reset:
        found = _first(children, Ranks)
        if found.cards or found.jokers:
            raise NotThisFamily
        return _Reset(_first(children, Trigger), found.ranks)

    def wild_moves(self, children):
        return None

    def wild_turns_up(self, children) -> Trigger:
        what = _first(children, _Turn)
        how = _first(children, _UpHow)
        return Trigger(how.event, ranks=what.ranks, wild=what.wild)

    def wild_up_ranks(self, children) -> _Turn:
        return _Turn(tuple(c for c in children if isinstance(c, str) and c in cardwords.RANKS), False)

    def wild_up_wild(self, children) -> _Turn:
        return _Turn((), True)

    def wild_up_how(self, children) -> _UpHow:
        words = {str(c) for c in children if isinstance(c, Token)}
        if "dealt" in words and "flipped" in words:
            return _UpHow("gets-up")
        if "dealt" in words:
            return _UpHow("dealt-up")
        if "flipped" in words or "turned" in words:
            return _UpHow("flip")
        return _UpHow("gets-up")  # "comes up", "turns up", "shows up"


class Reader(_MovingWilds, Phrases):
    # ---- the sentence ------------------------------------------------------------------
    def wild(self, children):
        return children[0]

    def wild_one(self, children):
        return children[0]

    def wild_aside_after(self, children):
        """The aside names the cards again ("This is typically the jacks of hearts and
        spades."): the reading is the wild's own, as the older patterns read it."""
        wild, aside = children[0], children[-1]
        if isinstance(wild, tuple):
            wild = _single(wild)
        if not isinstance(wild, Wild) or wild.source not in (WildSource.RANK, WildSource.CARD):
            raise NotThisFamily
        if set(aside.cards) != set(wild.cards) or set(aside.ranks) != set(wild.ranks):
            raise NotThisFamily  # the aside names other cards than the sentence
        return wild

    def wild_by_aside(self, children):
        """A card told by its picture ("the queen holding a scepter"), named by the aside."""
        rank, aside = children[0], children[-1]
        if not aside.cards or aside.ranks or aside.jokers or any(c[0] != rank for c in aside.cards):
            raise NotThisFamily
        return Wild(WildSource.CARD, (), aside.cards)

    def wild_aside(self, children) -> Ranks:
        return children[-1]

    def wild_and_forced(self, children):
        wild = _single(children[0])
        it = _first(children, _It)
        action = _first(children, (ForcedAction, _Share))
        if it.cards is not None and it.cards.jokers:
            raise NotThisFamily  # a Trigger names no jokers
        if it.cards is not None:  # "a heart or a diamond", "a six or a nine"
            trigger = Trigger("gets-up", ranks=it.cards.ranks, cards=it.cards.cards)
        elif it.rank is not None:
            trigger = Trigger("gets-up", ranks=(it.rank,))
        elif wild.source == WildSource.RANK:
            trigger = Trigger("gets-up", ranks=wild.ranks)
        elif wild.cards and not wild.jokers:
            trigger = Trigger("gets-up", cards=wild.cards)
        else:
            raise NotThisFamily
        if isinstance(action, _Share):
            return (wild, Forced(trigger, ForcedAction.MATCH_OR_FOLD, pot_divided_by=action.divided_by))
        return (wild, Forced(trigger, action))

    def wild_up_costs(self, children):
        """"Threes are wild in the hole. If you get one face up you must pay ante to make it
        wild.": wild down; wild up for a price."""
        wild = _single(children[0])
        it = _first(children, _It)
        if not wild.hole_only or it.rank is not None or it.cards is not None:
            raise NotThisFamily
        return (wild, replace(wild, hole_only=False, up_only=True, **_cost(_first(children, Price))))

    def wild_chosen_rank(self, children):
        wild = children[0]
        wild = replace(wild, source=WildSource.PLAYER_CARD_RANK)
        return _scoped(wild, children[1:])

    def wild_jokers_bugs(self, children):
        return LimitedWild(LimitedAs.BUG, jokers=True)

    # ---- small parts -------------------------------------------------------------------
    def wild_be(self, children):
        return None

    wild_but = wild_get = wild_usually = wild_picture = wild_thing = wild_same = wild_every = wild_be
    wild_you = wild_no_peek = wild_can = wild_as = wild_any_time = wild_a_rank = wild_bug = wild_be

    def wild_must_match(self, children):
        return ForcedAction.MATCH_OR_FOLD

    def wild_must_match_share(self, children):
        return _Share(children[0])

    def wild_share_fraction(self, children) -> int:
        share = Fraction(str(children[0]))
        if share.numerator != 1 or share.denominator == 1:
            raise NotThisFamily  # "3/4 of the pot": no such rule yet
        return share.denominator

    def wild_share(self, children) -> int:
        return children[0]

    def wild_share_word(self, children) -> int:
        return {"half": 2, "third": 3, "quarter": 4, "fifth": 5}[_word_of(children)]

    def wild_it_cards(self, children):
        found = Ranks()
        for ranks in children:
            found = found + ranks
        return _It(None, found)

    def wild_must_fold(self, children):
        return ForcedAction.FOLD

    def wild_it_one(self, children):
        return _It(None)

    def wild_hl(self, children) -> str:
        return str(children[0])

    # ---- named cards -------------------------------------------------------------------
    def wild_named(self, children) -> tuple[Wild, ...]:
        found = _first(children, Ranks)
        faces = [c for c in children if isinstance(c, _Held)]
        if len(faces) > 1:
            raise NotThisFamily
        fields = {}
        if faces:
            fields = {"hole_only": True} if faces[0].face == Face.DOWN else {"up_only": True}
        return _scoped(_named(found, **fields), children)

    def wild_named_as_are(self, children) -> tuple[Wild, ...]:
        first, then = (c for c in children if isinstance(c, Ranks))
        return _named(first + then)

    def wild_dealer_names(self, children):
        return None

    def wild_held_face(self, children):
        return _Held(children[0])

    def wild_scope_hands(self, children) -> _Scope:
        return _Scope("hands", WildHands(_first(children, str)))

    def wild_scope_sizes(self, children) -> _Scope:
        return _Scope("hand_sizes", children[0])

    def wild_sizes(self, children) -> tuple[int, ...]:
        return tuple(c for c in children if isinstance(c, int))

    def wild_size(self, children) -> int:
        return children[0]

    def wild_scope_you(self, children) -> _Scope:
        return _Scope("per_player", True)

    def wild_scope_skipped_draw(self, children) -> _Scope:
        return _Scope("skipped_draw", _first(children, int))

    def wild_anyone(self, children):
        return None

    def wild_scope_hole(self, children) -> _Scope:
        return _Scope("hole_only", True)

    def wild_scope_cost(self, children) -> _Scope:
        return _Scope("cost", _cost(children[-1]))

    def wild_scope_everyone(self, children) -> _Scope:
        return _Scope("everyone", None)  # what a wild is anyway: no field

    def wild_scope_table_hand(self, children) -> _Scope:
        return _Scope("table_hand", True)

    def wild_paid(self, children) -> tuple[Wild, ...]:
        return _named(_first(children, Ranks), **_cost(_first(children, Price)))

    def wild_hole_card(self, children) -> tuple[Wild, ...]:
        return _named(_first(children, Ranks), hole_only=True)

    # ---- table cards -------------------------------------------------------------------
    def wild_table_card(self, children) -> Wild:
        table = _first(children, TableCard)
        if table.place in ("only", "last"):
            return Wild(WildSource.TABLE_LAST)
        if table.place == "low":
            return Wild(WildSource.TABLE_LOW)
        if table.place == "high":
            return Wild(WildSource.TABLE_HIGH)
        if table.place == "any":
            return Wild(WildSource.TABLE_ANY)
        if table.turned:  # "the first table card flipped": by the order of flipping
            return Wild(WildSource.TABLE_FLIPPED, table_card=table.n)
        return Wild(WildSource.TABLE, table_card=table.n)

    def wild_table_other_colour(self, children) -> Wild:
        wild = self.wild_table_card(children)
        if wild.source not in (WildSource.TABLE, WildSource.TABLE_LAST, WildSource.TABLE_LOW, WildSource.TABLE_HIGH):
            raise NotThisFamily
        return replace(wild, opposite_colour=True)

    def wild_table_row(self, children) -> Wild:
        wild = self.wild_table_card(children)
        if wild.source not in (WildSource.TABLE_LAST, WildSource.TABLE_LOW, WildSource.TABLE_HIGH):
            raise NotThisFamily
        return replace(wild, per_row=True)

    def wild_table_offset(self, children) -> Wild:
        table = _first(children, TableCard)
        if table.place not in ("only", "nth") or table.turned:
            raise NotThisFamily
        number = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        way = _first(children, _Way)
        return Wild(WildSource.TABLE, table_card=table.n or 1, offset=number if way.up else -number)

    def wild_updown(self, children):
        return _Way(str(children[0]) == "higher")

    def wild_table_first(self, children) -> tuple[Wild, ...]:
        number = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return tuple(Wild(WildSource.TABLE_FLIPPED, table_card=n) for n in range(1, number + 1))

    # ---- the card after a card -----------------------------------------------------------
    def wild_follow(self, children) -> Wild:
        follow: FollowCard = children[0]
        if follow.hows <= {"flipped", "turned"} and follow.hows:
            watch = FollowWatch.FLIPPED
        elif follow.hows == {"dealt"}:
            # "The card dealt after the last face up five": cards dealt face up. The older
            # pattern read it as following flipped cards, which the game never flips.
            watch = FollowWatch.DEALT
        else:
            watch = FollowWatch.UP
        wild = Wild(WildSource.FOLLOW, follows=follow.follows, watch=watch, before=follow.before,
                    follows_cards=follow.cards)
        return self._own_scoped(wild, children)

    # ---- a player's own card -------------------------------------------------------------
    def wild_own(self, children) -> Wild:
        own: OwnCard = children[0]
        source = WildSource.HIGH_CARD if own.high else WildSource.LOW_CARD
        wild = Wild(source, per_player=True, hole_only=own.face == Face.DOWN, up_only=own.face == Face.UP)
        return self._own_scoped(wild, children)

    def wild_own_suit(self, children) -> Wild:
        """"Your low face-down heart is wild for you, ...": the lowest of the holder's hearts."""
        high = _first(children, bool)
        face = _first(children, Face)
        suit = next(c for c in children if isinstance(c, str) and c in cardwords.SUITS)
        wild = Wild(WildSource.HIGH_CARD if high else WildSource.LOW_CARD, per_player=True,
                    hole_only=face == Face.DOWN, up_only=face == Face.UP, among_suit=suit)
        return self._own_scoped(wild, children)

    def _own_scoped(self, wild: Wild, children) -> Wild:
        wild = _scoped(wild, children)
        if wild.hand_sizes or wild.cost is not None or (wild.hole_only and wild.up_only):
            raise NotThisFamily
        return wild

    def wild_first_flip(self, children) -> Wild:
        return self._own_scoped(Wild(WildSource.FIRST_FLIP, per_player=True), children)

    def wild_last_dealt(self, children) -> Wild:
        source = WildSource.FIRST_DEALT if "first" in children else WildSource.LAST_DEALT
        return self._own_scoped(Wild(source, per_player=True), children)

    def wild_first_last(self, children) -> str:
        return str(children[0])

    def wild_up_card(self, children) -> Wild:
        high = _first(children, bool)
        return self._own_scoped(Wild(WildSource.UP_HIGH if high else WildSource.UP_LOW), children)

    # ---- chosen wilds --------------------------------------------------------------------
    def wild_dealer(self, children) -> Wild:
        return Wild(WildSource.DEALER)

    def wild_choose_rank(self, children) -> Wild:
        return self._own_scoped(Wild(WildSource.PLAYER_RANK, per_player=True), children)

    def wild_choose_card(self, children) -> Wild:
        hole = any(isinstance(c, _Hole) and c.hole for c in children)
        return self._own_scoped(Wild(WildSource.PLAYER_CARD, per_player=True, hole_only=hole), children)

    def wild_own_any(self, children):
        return _Hole(False)

    def wild_own_hole(self, children):
        return _Hole(True)

    # ---- a rank worked out ---------------------------------------------------------------
    def wild_rank_is(self, children) -> Wild:
        return Wild(_first(children, WildSource))

    def wild_by_hand_size(self, children):
        return WildSource.HAND_SIZE

    def wild_by_dice_sum(self, children):
        return WildSource.DICE_SUM

    def wild_by_dice_each(self, children):
        return WildSource.DICE_EACH

    def wild_by_players_left(self, children):
        return WildSource.PLAYERS_LEFT

    # ---- wilds by the shape of a hand ----------------------------------------------------
    def wild_hand_shape(self, children):
        return children[0]

    def wild_suited_run(self, children) -> Wild:
        return Wild(WildSource.SUITED_RUN)

    def wild_color_pair(self, children) -> Wild:
        return Wild(WildSource.COLOR_PAIR)

    def wild_down_pairs_up(self, children) -> Wild:
        return Wild(WildSource.DOWN_PAIRS_UP, per_player=True)

    def wild_change(self, children) -> WildChange:
        return WildChange(Trigger("flip", ranks=(_first(children, str),)))

    # ---- limited wilds -------------------------------------------------------------------
    def wild_limited_who(self, children):
        found = _first(children, Ranks)
        if found is None:  # a rank range
            return _Who(Ranks(ranks=children[0]), None)
        return _Who(found, _first(children, Face))

    def _limited(self, who: _Who, counts_as: LimitedAs, **fields) -> LimitedWild:
        found = who.cards
        return LimitedWild(counts_as, found.ranks, found.cards, found.jokers, who.face, **fields)

    def wild_limited_as(self, children) -> LimitedWild:
        who = _first(children, _Who)
        what = children[-1]
        if isinstance(what, int):
            return self._limited(who, LimitedAs.SEVERAL, count=what)
        if what.jokers or (what.ranks and what.cards):
            raise NotThisFamily
        if what.ranks:
            return self._limited(who, LimitedAs.RANKS, as_ranks=what.ranks)
        return self._limited(who, LimitedAs.CARDS, as_cards=what.cards)

    def wild_limited_shift(self, children) -> LimitedWild:
        shift = children[-1]
        return self._limited(_first(children, _Who), LimitedAs.SHIFT, down=shift[0], up=shift[1])

    def wild_limited_bug(self, children) -> LimitedWild:
        return self._limited(_first(children, _Who), LimitedAs.BUG)

    def wild_as_cards(self, children) -> Ranks:
        return children[0]

    def wild_as_card_run(self, children) -> Ranks:
        low, high, suit = children
        ranks = cardwords.RANKS
        run = ranks[ranks.index(low):ranks.index(high) + 1]
        if not run:
            raise NotThisFamily
        return Ranks(cards=tuple(r + suit for r in run))

    def wild_as_face_card(self, children) -> Ranks:
        but = _first(children, str)
        suits = [s for s in cardwords.SUITS if but is None or s != but]
        return Ranks(cards=tuple(r + s for s in suits for r in "JQK"))

    def wild_non_suit(self, children) -> str:
        return cardwords.SUIT_WORDS[str(children[0]).removeprefix("non-")]

    def wild_as_several(self, children) -> int:
        return children[0]

    def wild_shift(self, children) -> tuple[int, int]:
        number = children[0]
        way = next(c for c in children if isinstance(c, _Shift))
        return (number if way.down else 0, number if way.up else 0)

    def wild_shift_way(self, children):
        words = {str(c) for c in children if isinstance(c, Token)}
        return _Shift("lower" in words or "down" in words, "higher" in words or "up" in words)

    # ---- dead cards ------------------------------------------------------------------------
    def wild_dead_cards(self, children) -> Dead:
        found = _first(children, Ranks)
        if found.jokers:
            raise NotThisFamily  # Dead names ranks and cards only
        return Dead(found.ranks, found.cards)

    # ---- wilds for a player who holds some cards -----------------------------------------
    def wild_scope_needs(self, children) -> _Scope:
        return _Scope("needs", children[-1])

    def wild_needs(self, children) -> tuple[str, ...]:
        return tuple(c for c in children if isinstance(c, str))

    def wild_held_rank(self, children) -> str:
        return children[-1]

    def wild_if_held(self, children) -> tuple[Wild, ...]:
        needs = _first(children, tuple)
        return _scoped(_named(_first(children, Ranks), per_player=True, needs=needs), children)

    def wild_if_held_wild(self, children) -> tuple[Wild, ...]:
        """"If you have a wild three, all of your twos are wild.": the three must be wild itself."""
        need = next(c for c in children if isinstance(c, str) and c in cardwords.RANKS)
        return _scoped(_named(_first(children, Ranks), per_player=True, needs=(need,), needs_wild=True), children)

    def wild_if_held_both(self, children) -> Wild:
        needs = _first(children, tuple)
        return Wild(WildSource.RANK, needs, per_player=True, needs=needs)

    # ---- wilds counted a few at a time -----------------------------------------------------
    def wild_most(self, children) -> Wild:
        rank = _first(children, str)
        return _scoped(Wild(WildSource.RANK, (rank,), per_player=True, most=1), children)

    def wild_most_many(self, children) -> Wild:
        number = next(c for c in children if isinstance(c, int))
        rank = _first(children, str)
        return _scoped(Wild(WildSource.RANK, (rank,), per_player=True, most=number), children)

    # ---- wilds that vanish ---------------------------------------------------------------
    def wild_void(self, children) -> WildVoid:
        return children[0]

    wild_void_cards = wild_wilds = wild_be

    def wild_void_one_rank(self, children) -> WildVoid:
        return WildVoid(WildVoidWhen.ONE_RANK)

    def wild_void_mixed(self, children) -> WildVoid:
        return WildVoid(WildVoidWhen.MIXED_RANKS)

    def wild_void_holds(self, children) -> WildVoid:
        found = children[0]
        return WildVoid(WildVoidWhen.HOLDS, found.ranks, found.cards, found.jokers)

    def wild_void_holds_wild(self, children) -> WildVoid:
        found = children[0]
        return WildVoid(WildVoidWhen.HOLDS_WITH_WILD, found.ranks, found.cards, found.jokers)

    def wild_a_joker(self, children) -> Ranks:
        return Ranks(jokers=True)

    def wild_a_card(self, children) -> Ranks:
        value = children[-1]
        if value in cardwords.SUITS:
            return Ranks(cards=tuple(r + value for r in cardwords.RANKS))
        return Ranks(ranks=(value,))

    # ---- wilds made of several cards -----------------------------------------------------
    def wild_combo(self, children) -> WildCombo:
        sizes = _first(children, _Sizes).sizes
        how = _first(children, _How)
        one = _first(children, _One)
        return WildCombo(how.how, sizes, how.total, one.one)

    def wild_combo_pairs(self, children) -> WildCombo:
        return WildCombo(ComboHow.PAIR, (2,), 0, children[-1].one)

    def wild_combo_sizes(self, children) -> _Sizes:
        return _Sizes(tuple(children))

    def wild_combo_sum(self, children):
        return _How(ComboHow.SUM, children[-1])

    def wild_combo_product(self, children):
        return _How(ComboHow.PRODUCT, children[-1])

    def wild_combo_consecutive(self, children):
        return _How(ComboHow.CONSECUTIVE, 0)

    def wild_combo_apart(self, children):
        number = children[0]
        like = _first(children, tuple)
        if like is not None and abs(cardwords.RANKS.index(like[0]) - cardwords.RANKS.index(like[1])) != number:
            raise NotThisFamily  # the example is not that far apart
        return _How(ComboHow.APART, number)

    def wild_combo_like(self, children) -> tuple[str, str]:
        return tuple(c for c in children if isinstance(c, str) and c in cardwords.RANKS)

    def wild_combo_one(self, children):
        return _One(True)

    def wild_combo_each(self, children):
        return _One(False)


@dataclass(frozen=True, slots=True)
class _Sizes:
    sizes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class _How:
    how: ComboHow
    total: int


@dataclass(frozen=True, slots=True)
class _One:
    one: bool


@dataclass(frozen=True, slots=True)
class _It:
    rank: str | None
    cards: Ranks | None = None


@dataclass(frozen=True, slots=True)
class _Share:
    divided_by: int


@dataclass(frozen=True, slots=True)
class _Held:
    face: Face


@dataclass(frozen=True, slots=True)
class _Way:
    up: bool


@dataclass(frozen=True, slots=True)
class _Hole:
    hole: bool


@dataclass(frozen=True, slots=True)
class _Who:
    cards: Ranks
    face: Face | None


@dataclass(frozen=True, slots=True)
class _Shift:
    down: bool
    up: bool

