"""Classes of hands and holdings that a changed ranking names (`showdown.Ranking.order`,
`below`, `with_hands`): "a four card flush beats a four card straight which beats a pair",
"any hand with a joker beats any hand without one"; and which changed orders the simulator
ranks (`order_playable`)."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.rules.steps.base import coerce_words
from dealerschoice.rules.steps.vocab import Category, Word


class Holding(Word):
    """What a `HandsWith` change counts in a hand."""

    JOKERS = "jokers"      # "any hand with a joker"
    WILDS = "wilds"        # "any hand with two or more wilds"
    CARDS = "cards"        # "hands with more cards"
    CATEGORY = "category"  # "hands with a pair" (`HandsWith.category`)


@dataclass(frozen=True, slots=True)
class HandClass:
    """A class of hands a changed order names: hands of `category` ("a flush"), made of
    `size` cards when the sentence says so ("a four card flush": 4; None: the hand's usual
    size), and for straights only those up to `from_rank` or higher ("straights to the eight
    or higher": "8"; None: any)."""

    category: Category
    size: int | None = None
    from_rank: str | None = None

    def __post_init__(self) -> None:
        coerce_words(self)

    def words(self) -> str:
        what = self.category.replace("-", " ")
        if self.size is not None:
            what = f"{self.size}-card {what}"
        return what + (f" to the {self.from_rank} or higher" if self.from_rank else "")


@dataclass(frozen=True, slots=True)
class HandsWith:
    """Hands holding at least `at_least` of `counts` (jokers, wild cards, cards, or hands of
    `category`) beat every hand holding fewer; with `loses`, they lose to them. `at_least`
    None: the more a hand holds, the better ("hands with more cards beat hands with fewer")."""

    counts: Holding
    at_least: int | None = 1
    loses: bool = False
    category: Category | None = None

    def __post_init__(self) -> None:
        coerce_words(self)
        if (self.counts == Holding.CATEGORY) != (self.category is not None):
            raise ValueError(f"HandsWith counts {self.counts!r} with category {self.category!r}: a category is "
                             "given exactly when the hands counted are those of a category")

    def words(self) -> str:
        """What the transcript says of it: "Hands with at least one joker beat every other hand."

        >>> HandsWith(Holding.WILDS, 2, loses=True).words()
        'Hands with at least 2 wild cards lose to every other hand.'
        """
        verb = "lose to" if self.loses else "beat"
        if self.at_least is None:
            return f"Hands with more {self.counts} {verb} hands with fewer."
        if self.category is not None:
            return f"Hands with a {self.category.replace('-', ' ')} {verb} every other hand."
        one, many = {Holding.JOKERS: ("joker", "jokers"), Holding.WILDS: ("wild card", "wild cards"),
                     Holding.CARDS: ("card", "cards")}[self.counts]
        what = f"one {one}" if self.at_least == 1 else f"{self.at_least} {many}"
        return f"Hands with at least {what} {verb} every other hand."


# The usual classes of a hand, worst first, by its size (two-card hands: pairs and high cards),
# and the classes the evaluator finds moved up or new (`cards.orders`, which refuses the rest).
_USUAL_ORDER = {5: (Category.HIGH_CARD, Category.PAIR, Category.TWO_PAIR, Category.TRIPS, Category.STRAIGHT,
                    Category.FLUSH, Category.FULL_HOUSE, Category.QUADS, Category.STRAIGHT_FLUSH),
                2: (Category.HIGH_CARD, Category.PAIR)}
_MOVABLE = (Category.FLUSH, Category.STRAIGHT)


def order_playable(order: tuple[HandClass, ...], below: HandClass | None, size: int | None) -> bool:
    """Whether `cards.orders.Order` ranks this changed order (of hands of `size` cards): new
    classes (a four-card flush) are flushes or straights, and a usual class keeps its place
    among the classes not moved, unless it is a flush or a straight moved up. (The same test
    as `Order.__post_init__`, over the step's words: the rules stage does not import cards.)"""
    if not order:
        return True
    usual = [HandClass(c) for c in _USUAL_ORDER[size or 5]]
    moved = list(order)
    rest = [c for c in usual if c not in moved]
    if below is not None and below in rest:
        at = rest.index(below)
    else:
        anchor = next((c for c in reversed(moved) if c in usual), None)
        at = len(rest) if anchor is None else sum(1 for c in usual[:usual.index(anchor)] if c in rest)
    tiers = rest[:at] + list(reversed(moved)) + rest[at:]
    for c in moved:
        if c not in usual:
            if c.category not in _MOVABLE:
                return False
            continue
        before = [u for u in usual[:usual.index(c)] if u not in moved]
        after = [u for u in usual[usual.index(c) + 1:] if u not in moved]
        if any(tiers.index(u) > tiers.index(c) for u in before):
            return False
        if any(tiers.index(u) < tiers.index(c) for u in after) and c.category not in _MOVABLE:
            return False
    return True
