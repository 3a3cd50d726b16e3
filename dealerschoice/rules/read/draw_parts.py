"""The parts of the draw family's reader (`draw.py` and its mixins): what a draw, discard or
twist names before it becomes a step (its bonus, the cards thrown, what follows), and the
bounds of a count of cards as the steps' fields."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Price, Quantity
from dealerschoice.rules.steps.vocab import Cost, DrawSeat, Face


@dataclass(frozen=True, slots=True)
class Bonus:
    """The exception of a draw: `most` cards for a player who shows one of `ranks`, or for
    the player in `seat`."""

    most: int
    ranks: tuple[str, ...] = ()
    seat: DrawSeat | None = None


@dataclass(frozen=True, slots=True)
class Thrown:
    """What a discard throws away: how many, which face (None: any)."""

    amount: Quantity
    face: Face | None


@dataclass(frozen=True, slots=True)
class Then:
    """What follows a discard: a draw of `count` (None: one per discard), or a draw back of
    `offset` more cards than discarded."""

    count: int | None = None
    offset: int | None = None


@dataclass(frozen=True, slots=True)
class TableRef:
    """The table cards a discard matches: any (`last` None) or the last `last` turned."""

    last: int | None


class Spare:
    """"except the last revealed table card"."""


class Fixed:
    """"The order of the stack may not change once made."""


@dataclass(frozen=True, slots=True)
class Size:
    """The cards in a stack (None: all the player's cards)."""

    size: int | None


@dataclass(frozen=True, slots=True)
class Sides:
    count: int


@dataclass(frozen=True, slots=True)
class Offer:
    """One twist offer: `amount` cards for `price` (`each`: per card)."""

    verb: str | None
    amount: Quantity
    price: Price
    each: bool
    one_at_a_time: bool
    bonus: Bonus | None


@dataclass(frozen=True, slots=True)
class TwistNote:
    """What a twist's next sentence adds: the new card down by flipping, or for a price."""

    by_flip: bool = False
    cost: Cost | None = None
    times: int = 1


def count_bounds(amount: Quantity, optional: bool) -> dict:
    """The `Discard`/`Twist` fields of a count of cards: `count`, `up_to`, `low`, `high`,
    `choices`. `optional`: the player may also take none ("may draw").

    >>> count_bounds(Quantity(0, 3), True)
    {'count': 3, 'up_to': True, 'low': 0, 'high': 3, 'choices': ()}
    >>> count_bounds(Quantity(1, 3, (1, 3)), False)
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


def bonus_fields(bonus: Bonus | None) -> dict:
    if bonus is None:
        return {}
    return dict(most=bonus.most, most_if=bonus.ranks, most_for=bonus.seat)


def first_of(children, kind):
    return next((c for c in children if isinstance(c, kind)), None)


def twist_price(price: Price) -> dict:
    """The `cost` and `times` fields of a price ("double ante": ANTE, 2); "half the pot" and
    "free" are not a twist's price.

    >>> twist_price(Price(Cost.ANTE, 2))
    {'cost': 'ante', 'times': 2}
    """
    if price.unit == Cost.FREE or price.times.denominator != 1:
        raise NotThisFamily(f"no twist costs {price}")
    return dict(cost=price.unit, times=int(price.times))
