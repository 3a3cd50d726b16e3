"""Reader of `draw.lark`: draws, discards, twists, stacks, trades.

In draw poker "draw" means throw cards away and get as many new ones, so "Each player may
draw up to three cards" is a `Discard` of up to three cards and a `Draw` of one card per
discard (`count` None). The bounds are typed on the `Discard` (`low`, `high`, `choices`,
`most` with `most_if`/`most_for`), and `count`/`up_to`/`most` are filled as the older regexes
filled them, so the simulator plays the same draw: it always discards `count` cards, which
every bound here allows.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import CardTest, Phrases, Price, Quantity, Ranks
from dealerschoice.rules.steps import Discard, Draw, HandLimit, Stack, Trade
from dealerschoice.rules.steps.draw import (
    Announced,
    DiscardMatching,
    DiscardsOnTop,
    DiscardsPassed,
    DiscardsToTable,
    AsideReplaces,
    BuyDown,
    DiscardBuyDown,
    PayOrDiscard,
    TableCardSwap,
    DiscardTo,
    DiscardToForce,
    DrawAnnounce,
    DrawBack,
    DrawKeeps,
    Exchange,
    DrawUntilDone,
    PlayerDiscard,
    ReplaceRanked,
    StackSizes,
    TableHandAuction,
    TakeNoPeek,
    TableDiscard,
    TablePick,
    TableRefill,
    Twist,
)
from dealerschoice.rules.steps.vocab import Cost, DrawOrder, DrawSeat, Face, Role


@dataclass(frozen=True, slots=True)
class _Bonus:
    """The exception of a draw: `most` cards for a player who shows one of `ranks`, or for
    the player in `seat`."""

    most: int
    ranks: tuple[str, ...] = ()
    seat: DrawSeat | None = None


@dataclass(frozen=True, slots=True)
class _Thrown:
    """What a discard throws away: how many, which face (None: any)."""

    amount: Quantity
    face: Face | None


@dataclass(frozen=True, slots=True)
class _Then:
    """What follows a discard: a draw of `count` (None: one per discard), or a draw back of
    `offset` more cards than discarded."""

    count: int | None = None
    offset: int | None = None


@dataclass(frozen=True, slots=True)
class _Table:
    """The table cards a discard matches: any (`last` None) or the last `last` turned."""

    last: int | None


class _Spare:
    """"except the last revealed table card"."""


class _Fixed:
    """"The order of the stack may not change once made."""


@dataclass(frozen=True, slots=True)
class _Size:
    """The cards in a stack (None: all the player's cards)."""

    size: int | None


@dataclass(frozen=True, slots=True)
class _Sides:
    count: int


@dataclass(frozen=True, slots=True)
class _Offer:
    """One twist offer: `amount` cards for `price` (`each`: per card)."""

    verb: str | None
    amount: Quantity
    price: Price
    each: bool
    one_at_a_time: bool
    bonus: _Bonus | None


@dataclass(frozen=True, slots=True)
class _TwistNote:
    """What a twist's next sentence adds: the new card down by flipping, or for a price."""

    by_flip: bool = False
    cost: Cost | None = None
    times: int = 1


def _bounds(amount: Quantity, optional: bool) -> dict:
    """The `Discard`/`Twist` fields of a count of cards: `count`, `up_to`, `low`, `high`,
    `choices`. `optional`: the player may also take none ("may draw").

    >>> _bounds(Quantity(0, 3), True)
    {'count': 3, 'up_to': True, 'low': 0, 'high': 3, 'choices': ()}
    >>> _bounds(Quantity(1, 3, (1, 3)), False)
    {'count': 3, 'up_to': True, 'low': 1, 'high': 3, 'choices': (1, 3)}
    """
    if amount.high is None:
        raise NotThisFamily("a draw with no upper bound")
    exactly = amount.choices == (amount.high,) and amount.low == amount.high
    if amount.choices and not exactly:  # "one or three"
        choices = tuple(sorted(set(amount.choices) | ({0} if optional else set())))
        return dict(count=amount.high, up_to=True, low=min(choices), high=amount.high, choices=choices)
    if exactly:  # "exactly two": that many, or (when optional) none
        if optional:
            return dict(count=amount.high, up_to=True, low=0, high=amount.high, choices=(0, amount.high))
        return dict(count=amount.high, up_to=False, low=amount.high, high=amount.high, choices=())
    if amount.low == amount.high:  # "three": up to three when the player may choose
        low = 0 if optional else amount.low
        return dict(count=amount.high, up_to=optional, low=low, high=amount.high, choices=())
    return dict(count=amount.high, up_to=True, low=amount.low, high=amount.high, choices=())


def _bonus_fields(bonus: _Bonus | None) -> dict:
    if bonus is None:
        return {}
    return dict(most=bonus.most, most_if=bonus.ranks, most_for=bonus.seat)


def _first(children, kind):
    return next((c for c in children if isinstance(c, kind)), None)


def _price(price: Price) -> dict:
    """The `cost` and `times` fields of a price ("double ante": ANTE, 2); "half the pot" and
    "free" are not a twist's price.

    >>> _price(Price(Cost.ANTE, 2))
    {'cost': 'ante', 'times': 2}
    """
    if price.unit == Cost.FREE or price.times.denominator != 1:
        raise NotThisFamily(f"no twist costs {price}")
    return dict(cost=price.unit, times=int(price.times))


class Reader(Phrases):
    # ---- draws ---------------------------------------------------------------------------
    def _draw(self, children, optional: bool) -> tuple:
        amount = _first(children, Quantity)
        bounds = _bounds(amount, optional)
        face = _first(children, Face) or Face.DOWN
        steps: tuple = (Discard(which="any", **bounds, **_bonus_fields(_first(children, _Bonus)),
                                order=_first(children, DrawOrder)),)
        if bounds["up_to"]:
            steps += (Draw(None, face, up_to=True),)
        else:
            steps += (Draw(bounds["count"], face),)
        return steps + tuple(c for c in children if isinstance(c, DrawAnnounce))

    def draw_optional(self, children) -> tuple:
        return self._draw(children, True)

    def draw_must(self, children) -> tuple:
        return self._draw(children, False)

    def draw_more_cards(self, children) -> Draw:
        # "Each player draws two cards": cards added, as the older `cards.draw` read it
        amount = _first(children, Quantity)
        if amount.high is None or amount.choices:
            raise NotThisFamily("a draw of more cards needs a count or a bound")
        return Draw(amount.high, up_to=amount.low != amount.high)

    def draw_replaced(self, children) -> tuple:
        bounds = _bounds(_first(children, Quantity), True)
        return Discard(which="any", **bounds), Draw(None, up_to=True)

    def draw_exactly(self, children) -> Quantity:
        return Quantity(children[0], children[0], (children[0],))

    def draw_amount(self, children) -> Quantity:
        return children[0]

    def draw_bonus(self, children) -> _Bonus:
        number, (ranks, seat) = children
        return _Bonus(number, ranks, seat)

    def draw_twist_more(self, children) -> _Bonus:
        return self.draw_bonus(children)

    def draw_bonus_shows(self, children):
        return (children[-1],), None

    def draw_bonus_for(self, children):
        return (), children[0]

    def draw_seat_dealer(self, children) -> DrawSeat:
        return DrawSeat.DEALER

    def draw_seat_left(self, children) -> DrawSeat:
        return DrawSeat.LEFT_OF_DEALER

    def draw_after(self, children):
        return children[0]

    def draw_drawn_face(self, children) -> Face:
        return _first(children, Face)

    def draw_announce_count(self, children) -> DrawAnnounce:
        return DrawAnnounce(Announced.COUNT, simultaneous=False)

    def draw_announce_who(self, children) -> DrawAnnounce:
        return DrawAnnounce(Announced.WHO, simultaneous=True)

    # ---- the order of a draw -------------------------------------------------------------
    def draw_who_ordered(self, children) -> DrawOrder | None:
        return _first(children, DrawOrder)

    def draw_order(self, children) -> DrawOrder:
        first = children[0]
        going = children[1] if len(children) > 1 else None
        allowed = {DrawOrder.LOW_SHOWING: (None, "up", "in ascending order"),
                   DrawOrder.HIGH_SHOWING: (None, "down", "in descending order"),
                   DrawOrder.DEALER: (None, "clockwise", "to the left"),
                   DrawOrder.DEALER_COUNTER_CLOCKWISE: ()}
        if first == DrawOrder.DEALER and going in ("counter-clockwise", "counterclockwise", "to the right"):
            return DrawOrder.DEALER_COUNTER_CLOCKWISE
        if going not in allowed[first]:
            raise NotThisFamily(f"an order starting {first} and going {going}")
        return first

    def draw_first_role(self, children) -> DrawOrder:
        role = children[0]
        if role == Role.LOW_SHOWING:
            return DrawOrder.LOW_SHOWING
        if role == Role.HIGH_SHOWING:
            return DrawOrder.HIGH_SHOWING
        raise NotThisFamily(f"a draw starting with {role}")

    def draw_first_low(self, children) -> DrawOrder:
        return DrawOrder.LOW_SHOWING

    def draw_first_high(self, children) -> DrawOrder:
        return DrawOrder.HIGH_SHOWING

    def draw_first_dealer(self, children) -> DrawOrder:
        return DrawOrder.DEALER

    def draw_going(self, children) -> str:
        return " ".join(str(c) for c in children)

    # ---- discards -------------------------------------------------------------------------
    def draw_discard(self, children) -> tuple:
        thrown = _first(children, _Thrown)
        bounds = _bounds(thrown.amount, False)
        if thrown.amount.low != thrown.amount.high:  # "up to two": the player's choice
            bounds = _bounds(thrown.amount, True)
        which = str(thrown.face) if thrown.face else "any"
        discard = Discard(which=which, **bounds, **_bonus_fields(_first(children, _Bonus)))
        then = _first(children, _Then)
        if then is None:
            return (discard,)
        if then.offset is not None:
            return discard, DrawBack(then.offset)
        return discard, Draw(then.count, up_to=discard.up_to)

    def draw_thrown_cards(self, children) -> _Thrown:
        return _Thrown(_first(children, Quantity), _first(children, Face))

    def draw_thrown_theirs(self, children) -> _Thrown:
        count = children[0]
        return _Thrown(Quantity(count, count), _first(children, Face))

    def draw_then_replace(self, children) -> _Then:
        return _Then()

    def draw_then_count(self, children) -> _Then:
        return _Then(count=_first(children, int))

    def draw_then_back(self, children) -> _Then:
        return _Then(offset=children[0])

    def draw_offset(self, children) -> int:
        number, more_less = children[0], children[1]
        return number if more_less == "more" else -number

    def draw_more_less(self, children) -> str:
        return str(children[0])

    def draw_discard_to(self, children) -> DiscardTo:
        return DiscardTo(_first(children, int))

    def draw_discard_flipped(self, children) -> Discard:
        count = next(c for c in children if isinstance(c, int))
        return Discard(count, "flipped")

    def draw_hand_limit(self, children) -> HandLimit:
        return HandLimit(next(c for c in children if isinstance(c, int)))

    def draw_discard_hand(self, children) -> Discard:
        return Discard(_first(children, int), "hand")

    def draw_matching_cards(self, children) -> DiscardMatching:
        table = _first(children, _Table)
        return DiscardMatching(table.last, spares_table=any(isinstance(c, _Spare) for c in children))

    def draw_matching(self, children) -> _Table:
        return children[0]

    def draw_ref_any(self, children) -> _Table:
        return _Table(None)

    def draw_ref_last(self, children) -> _Table:
        return _Table(1)

    def draw_ref_last_n(self, children) -> _Table:
        return _Table(children[0])

    def draw_spare(self, children) -> _Spare:
        return _Spare()

    def draw_table_discard(self, children) -> TableDiscard:
        pick = str(children[0])
        return TableDiscard(TablePick.OLDEST if pick in ("oldest", "first") else TablePick.NEWEST)

    def draw_table_refill(self, children) -> TableRefill:
        return TableRefill(common_first=any(c is True for c in children))

    def draw_common_first(self, children) -> bool:
        return True

    def draw_keeps(self, children) -> DrawKeeps:
        ranks = _first(children, Ranks)
        if ranks.jokers:
            raise NotThisFamily("jokers kept")
        return DrawKeeps(ranks.ranks, ranks.cards)

    def draw_pick(self, children) -> str:
        return str(children[0])

    # ---- twists, buys, exchanges ----------------------------------------------------------
    def draw_twist(self, children) -> Twist:
        verb = children[2]
        offer = children[3]
        instead = _first(children[4:], _Offer)
        note = _first(children, _TwistNote) or _TwistNote()
        other = self._twist(instead.verb or verb, instead) if instead else None
        twist = self._twist(verb, offer, note, other)
        return replace(twist, order=children[0]) if children[0] else twist

    @staticmethod
    def _twist(verb: str, offer: _Offer, note: _TwistNote | None = None, instead: Twist | None = None) -> Twist:
        note = note or _TwistNote()
        bounds = _bounds(offer.amount, True)
        return Twist(bounds["count"], **_price(offer.price), up_to=bounds["up_to"], each=offer.each,
                     low=bounds["low"], high=bounds["high"], choices=bounds["choices"], extra=verb == "buy",
                     one_at_a_time=offer.one_at_a_time, **_bonus_fields(offer.bonus),
                     down_by_flip=note.by_flip, down_cost=note.cost, down_times=note.times, instead=instead)

    def draw_twist_offer(self, children) -> _Offer:
        return _Offer(None, _first(children, Quantity), _first(children, Price), "each" in children,
                      "one-at-a-time" in children, _first(children, _Bonus))

    def draw_twist_or(self, children) -> _Offer:
        offer = children[-1]
        verb = children[0] if len(children) == 2 else None
        return _Offer(verb, offer.amount, offer.price, offer.each, offer.one_at_a_time, offer.bonus)

    def draw_twist_down_by_flip(self, children) -> _TwistNote:
        up, down = [c for c in children if isinstance(c, Face)]
        if up != Face.UP or down != Face.DOWN:
            raise NotThisFamily("a twisted up card is taken down")
        return _TwistNote(by_flip=True)

    def draw_twist_down_cost(self, children) -> _TwistNote:
        if _first(children, Face) != Face.DOWN:
            raise NotThisFamily("paying more gets the card down")
        price = _price(_first(children, Price))
        return _TwistNote(cost=price["cost"], times=price["times"])

    def draw_player_discard(self, children) -> PlayerDiscard:
        thrown = _first(children, _Thrown)
        if thrown.amount.exact is None:
            raise NotThisFamily("one player discards a count")
        return PlayerDiscard(_first(children, Role), thrown.amount.exact, thrown.face)

    def draw_discard_pick_up(self, children) -> tuple:
        thrown = _first(children, _Thrown)
        bounds = _bounds(thrown.amount, thrown.amount.low != thrown.amount.high)
        count = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return Discard(which=str(thrown.face) if thrown.face else "any", **bounds), TakeNoPeek(count)

    def draw_twist_verb(self, children) -> str:
        return str(children[0])

    def draw_per_card(self, children) -> str:
        return "each"

    def draw_one_at_a_time(self, children) -> str:
        return "one-at-a-time"

    def draw_buy(self, children) -> Twist:
        price = _first(children, Price)
        count = _first(children, int)
        return Twist(count, **_price(price), extra=True, face=_first(children, Face), low=0, high=count)

    def draw_extra(self, children):
        return None

    def draw_exchange(self, children) -> Exchange:
        counts = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        if len(set(counts)) != 1:
            raise NotThisFamily("an exchange of unequal counts")
        return Exchange(counts[0], _first(children, Face), optional=children[1] != "must")

    def draw_may(self, children) -> str:
        return str(children[0])

    draw_modal = draw_may

    def draw_discard_to_force(self, children) -> DiscardToForce:
        give, force = [c for c in children if isinstance(c, CardTest)]
        for card in (give, force):
            if card.cards or card.suits or card.wild or card.pair or card.jokers or not card.ranks:
                raise NotThisFamily("a discard that forces one names ranks")
        return DiscardToForce(give.ranks, force.ranks, _first(children, DrawOrder))

    def draw_act_first(self, children) -> DrawOrder:
        return children[0]

    # ---- stacks ---------------------------------------------------------------------------
    def draw_stack(self, children) -> Stack:
        # the size comes from the stack's shape ("a four card stack"), not "their five cards"
        size = next((c for c in children if isinstance(c, _Size)), _Size(None)).size
        sides = _first(children, _Sides)
        return Stack(1, size, True, 2 * sides.count if sides else 0)

    def draw_stack_all(self, children):
        return None

    def draw_stack_size(self, children) -> _Size:
        return _Size(next(c for c in children if isinstance(c, int) and not isinstance(c, bool)))

    def draw_stack_tail(self, children):
        return children[0]

    def draw_stack_face(self, children):
        if children[0] != Face.DOWN:
            raise NotThisFamily("a stack lies face down")
        return None

    def draw_stack_table(self, children):
        return None

    def draw_stack_sides(self, children) -> _Sides:
        return _Sides(children[0])

    def draw_stack_unseen(self, children):
        return None

    def draw_stack_which(self, children):
        return None

    def draw_fixed(self, children) -> _Fixed:
        return _Fixed()

    def draw_stacks(self, children) -> Stack:
        stacks, size = [c for c in children if isinstance(c, int) and not isinstance(c, bool)][:2]
        if _first(children, Face) != Face.DOWN:
            raise NotThisFamily("stacks lie face down")
        return Stack(stacks, size, True)

    def draw_in_order(self, children):
        return None

    def draw_arranges(self, children):
        return None

    # ---- trades, the discards on top ------------------------------------------------------
    def draw_trade(self, children) -> Trade:
        times = _first(children, tuple)
        if times is None:
            return Trade()
        return Trade(times[0], "ante" if times[1] else None)

    def draw_trade_times(self, children) -> tuple:
        number = _first(children, int)
        return (number, any(c is True for c in children))

    def draw_trade_fee(self, children) -> bool:
        return True

    def draw_discard_back_on_top(self, children) -> tuple:
        thrown = _first(children, _Thrown)
        bounds = _bounds(thrown.amount, thrown.amount.low != thrown.amount.high)
        return Discard(which=str(thrown.face) if thrown.face else "any", **bounds), DiscardsOnTop()

    # ---- parts with no value of their own -------------------------------------------------
    def _none(self, children):
        return None

    draw_who = draw_discards = draw_they = draw_your = draw_cards = draw_new = draw_wish = _none
    draw_announcer = draw_before = draw_at_once = draw_from_deck = draw_replace = draw_of_theirs = _none
    draw_choice = draw_as_many = draw_table_card = draw_turned = draw_trade_with = draw_trade_even = _none
    draw_trade_info = draw_the_discards = draw_no_peek = draw_table_kinds = draw_table_kind = draw_you = draw_anyone = draw_from_hand = _none

    # ---- a chosen table discard, discards passed on, stacks of several sizes, an auction --
    def draw_chooses(self, children):
        return None

    draw_the_discarded = draw_splits = draw_chooses

    def draw_table_chosen(self, children) -> TableDiscard:
        role = next(c for c in children if isinstance(c, Role))
        count = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return TableDiscard(TablePick.CHOSEN, count, role)

    def draw_discards_passed(self, children) -> DiscardsPassed:
        seat = children[-1]
        return DiscardsPassed(seat.direction, seat.seats)

    def draw_stack_one(self, children) -> int:
        return next(c for c in children if isinstance(c, int) and not isinstance(c, bool))

    def draw_stack_list(self, children) -> tuple[int, ...]:
        return tuple(children)

    def draw_stack_fix(self, children) -> _Size:
        return _Size(next(c for c in children if isinstance(c, int) and not isinstance(c, bool)))

    def draw_stack_sizes(self, children) -> StackSizes:
        sizes = next(c for c in children if isinstance(c, tuple))
        fix = next((c for c in children if isinstance(c, _Size)), None)
        if fix is not None and fix.size not in sizes:  # "the three card stack": one of them
            raise NotThisFamily("the stack whose order is fixed is not one of the stacks")
        return StackSizes(sizes, (fix.size,) if fix else ())

    def draw_table_auction(self, children) -> TableHandAuction:
        return TableHandAuction()

    # ---- the table card's holder, the card set aside, paying instead of discarding --------
    def draw_table_card_swap(self, children) -> TableCardSwap:
        return TableCardSwap(1)

    def draw_aside_replaces(self, children) -> AsideReplaces:
        return AsideReplaces(next(c for c in children if isinstance(c, int) and not isinstance(c, bool)))

    def draw_pay_or_discard(self, children) -> PayOrDiscard:
        price = _first(children, Price)
        count = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        each = "each-hand" in children
        return PayOrDiscard(count, **_price(price), each_hand=each)

    def buy_down_none(self, children) -> BuyDown:
        return BuyDown(**_price(children[0]), cards=0)

    def buy_down_count(self, children) -> BuyDown:
        return BuyDown(**_price(children[0]), cards=next(c for c in children[1:] if isinstance(c, int) and not isinstance(c, bool)))

    def draw_buy_down(self, children) -> DiscardBuyDown:
        return DiscardBuyDown(tuple(c for c in children if isinstance(c, BuyDown)))

    def draw_each_hand(self, children) -> str:
        return "each-hand"

    # ---- low cards replaced; draws repeated --------------------------------------------
    def rank_or_lower(self, children) -> dict:
        return {"most": children[0]}

    def rank_or_higher(self, children) -> dict:
        return {"least": children[0]}

    def draw_held(self, children) -> tuple:
        return ("held", children[0])

    def draw_shown(self, children) -> tuple:
        return ("shown", children[0])

    def draw_replace_ranked(self, children) -> ReplaceRanked:
        bound = next(c for c in children if isinstance(c, dict))
        faces = dict(c for c in children if isinstance(c, tuple))
        return ReplaceRanked(**bound, face=faces.get("held"), shown=faces.get("shown") == Face.UP)

    def draw_until_done(self, children) -> DrawUntilDone:
        return DrawUntilDone()

    # ---- discards laid on the table ----------------------------------------------------
    def draw_to_table(self, children) -> DiscardsToTable:
        return DiscardsToTable(next((c for c in children if isinstance(c, Face)), None))

    def draw_discard_to_table(self, children) -> tuple:
        to_table = _first(children, DiscardsToTable)
        return (*self.draw_discard([c for c in children if c is not to_table]), to_table)
