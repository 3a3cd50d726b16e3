"""Poker hands with the order of some classes changed: "a flush beats a full house", "a four
card flush beats a four card straight which beats a pair, but both lose to two pair" (bobtail
hands), two-card hands where "a straight beats a pair beats a flush" or "straights to the
eight or higher beat a pair".

An `Order` lists the moved classes best first. The last keeps its place among the usual
classes (or, with `below`, the moved classes sit just under that class); the others come
just above it. A hand is then the best of: its usual hand (`best_hand`, or the two-card
hand), placed at its class's new tier, and the best hand of each class moved up. That is
exact when every class moved is new to the usual order (four-card flushes, two-card
straights) or moves up past the classes it jumps (`Order` refuses any other).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from dealerschoice.cards.cards import RANK_NAMES, Card
from dealerschoice.cards.hands import Hand, as_cards, best_hand
from dealerschoice.cards.keys import CATEGORIES
from dealerschoice.cards.rules import DEFAULT_RULES, NATURAL, HandRules

# the usual classes of a hand, worst first, by its size: two-card hands are pairs and high cards
_USUAL = {5: CATEGORIES, 2: ("high-card", "pair")}
# the classes a hand may be moved up to, made here rather than by the usual evaluator
_MADE_HERE = ("flush", "straight")


@dataclass(frozen=True)
class Class:
    """Hands of a `category` (one of `keys.CATEGORIES`), made of `size` cards (None: the
    hand's size), straights only up to `from_rank` or higher (None: any)."""

    category: str
    size: int | None = None
    from_rank: int | None = None

    def words(self) -> str:
        what = self.category.replace("-", " ").capitalize()
        if self.size is not None:
            what = f"{self.size}-card {what.lower()}"
        return what


@dataclass(frozen=True)
class Order:
    """Classes of hands best first, each beating the next (see the module); `size`: the cards
    in a hand (5, or 2 for two-card hands).

    >>> Order((Class("flush"), Class("full-house"))).tiers()[-5:]
    (Class(category='full-house', size=None, from_rank=None), Class(category='flush', size=None, from_rank=None), Class(category='four-of-a-kind', size=None, from_rank=None), Class(category='straight-flush', size=None, from_rank=None), Class(category='five-of-a-kind', size=None, from_rank=None))
    >>> Order((Class("pair"), Class("flush")))
    Traceback (most recent call last):
    ...
    ValueError: order pair > flush: pair moves up past two-pair, three-of-a-kind, straight; only flushes and straights can move, and only up
    """

    moved: tuple[Class, ...]
    below: Class | None = None
    size: int = 5

    def __post_init__(self) -> None:
        if self.size not in _USUAL:
            raise ValueError(f"order of {self.size}-card hands: give 5 or 2")
        known = set(CATEGORIES)
        for c in (*self.moved, *([self.below] if self.below else [])):
            if c.category not in known:
                raise ValueError(f"class {c.category!r}: give one of {', '.join(CATEGORIES)}")
        if len(self.moved) < 2:
            raise ValueError(f"order {self.moved}: give at least two classes, the better first")
        tiers = self.tiers()
        usual = [Class(c) for c in _USUAL[self.size]]
        for c in self.moved:
            if c not in usual:
                if c.category not in _MADE_HERE:
                    raise ValueError(f"class {c.words().lower()}: only flushes and straights can be new classes")
                continue
            before = [u for u in usual[:usual.index(c)] if u not in self.moved]
            after = [u for u in usual[usual.index(c) + 1:] if u not in self.moved]
            dropped = [u.category for u in before if tiers.index(u) > tiers.index(c)]
            raised = [u.category for u in after if tiers.index(u) < tiers.index(c)]
            # the usual hand hides a class moved down, and a class moved up is found here only
            # if it is a flush or a straight
            if dropped or (raised and c.category not in _MADE_HERE):
                raise ValueError(f"order {' > '.join(m.category for m in self.moved)}: {c.category} moves "
                                 f"{'down past ' + ', '.join(dropped) if dropped else 'up past ' + ', '.join(raised)}"
                                 "; only flushes and straights can move, and only up")

    def tiers(self) -> tuple[Class, ...]:
        """Every class worst first."""
        usual = [Class(c) for c in _USUAL[self.size]]
        rest = [c for c in usual if c not in self.moved]
        if self.below is not None and self.below in rest:
            at = rest.index(self.below)
        else:
            anchor = next((c for c in reversed(self.moved) if c in usual), None)
            at = len(rest) if anchor is None else sum(1 for c in usual[:usual.index(anchor)] if c in rest)
        return tuple(rest[:at] + list(reversed(self.moved)) + rest[at:])


def ordered_hand(cards: str | Iterable[Card], order: Order, rules: HandRules = DEFAULT_RULES) -> Hand:
    """The hand of `cards` under `order`: key (tier, the class's own key).

    >>> bobtail = Order((Class("flush", 4), Class("straight", 4), Class("pair")), Class("two-pair"))
    >>> ordered_hand("As Ks 9s 2s 7d", bobtail).description, ordered_hand("9s 8d 7c 6h Kd", bobtail).description
    ('4-card flush, ace high', '4-card straight, nine high')
    >>> ordered_hand("As Ks 9s 2s 2d", bobtail) > ordered_hand("Qs Qd 3c 7h 8d", bobtail)
    True
    >>> ordered_hand("As Ks 9s 2s 2d", bobtail) < ordered_hand("3s 3d 2c 2h 8d", bobtail)
    True
    """
    return _ordered(as_cards(cards), order, rules)


@lru_cache(maxsize=65536)
def _ordered(cards: tuple[Card, ...], order: Order, rules: HandRules) -> Hand:
    tiers = order.tiers()
    usual = best_hand(cards, rules) if order.size == 5 else best_hand(cards, rules, straights=False, flushes=False)
    found = [(tiers.index(Class(usual.category)), usual)]
    for c in order.moved:
        if c.category not in _MADE_HERE or c == Class(usual.category):
            continue  # a pair (which keeps its place), or the usual hand itself
        made = _made(cards, c, order.size, rules)
        if made is not None:
            found.append((tiers.index(c), made))
    tier, hand = max(found, key=lambda f: (f[0], f[1].key))
    return Hand("ordered", hand.category, hand.cards, hand.best, hand.wilds, (tier, *hand.key), hand.description)


def _made(cards: tuple[Card, ...], c: Class, size: int, rules: HandRules) -> Hand | None:
    """The best hand of class `c` (a flush or straight of `c.size` cards, kickers making up
    `size`) in `cards`, wild cards filling it; None when the cards do not make one."""
    kinds = rules.kinds()
    naturals = [x for x in cards if kinds[x] == NATURAL]
    wild = [x for x in cards if kinds[x] != NATURAL]
    need = c.size or size
    if c.category == "flush":
        best = None
        for suit in "shdc":
            ranks = sorted((x.rank for x in naturals if x.suit == suit), reverse=True)[:need]
            if len(ranks) + len(wild) < need:
                continue
            fill = [r for r in range(14, 1, -1) if r not in ranks][:need - len(ranks)]
            made = tuple(sorted(ranks + fill, reverse=True))
            if best is None or made > best[0]:
                best = (made, suit, ranks)
        if best is None:
            return None
        made, suit, ranks = best
        used = [x for x in naturals if x.suit == suit and x.rank in ranks][:len(ranks)]
    else:
        present = {x.rank for x in naturals} | ({1} if any(x.rank == 14 for x in naturals) else set())
        high: int | None = None
        for top in range(14, need - 1, -1):
            run = range(top, top - need, -1)
            missing = [r for r in run if r not in present]
            if len(missing) <= len(wild) and top >= (c.from_rank or 0):
                high = top
                break
        if high is None:
            return None
        run = range(high, high - need, -1)
        made = (high,)
        used = []
        for r in run:
            x = next((x for x in naturals if (x.rank == r or (r == 1 and x.rank == 14)) and x not in used), None)
            if x is not None:
                used.append(x)
    fillers = wild[:need - len(used)]
    rest = sorted((x for x in cards if x not in used and x not in fillers), key=lambda x: -x.rank)
    kickers = rest[:max(0, size - need)]
    key = tuple(made) + tuple(x.rank for x in kickers)
    top = made[0]
    name = f"{c.words()}, {RANK_NAMES[top]} high"
    return Hand("ordered", c.category, cards, tuple(used + fillers + kickers), (), key, name)
