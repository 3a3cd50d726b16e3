"""The ranking family's reading of standard hands with their order changed, saying what
changed (a mixin of `ranking.Reader`): classes of hands each beating the next ("a four card
flush beats a four card straight which beats a pair, but both lose to two pair", "a flush
beats a full house", "straights to the eight or higher beat a pair"), and hands holding
something beating the rest ("any hand with a joker beats any hand without one", "any hand
with two or more wilds loses to any hand with one or fewer wilds")."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import PokerHand, Quantity
from dealerschoice.rules.read.ranking_parts import plain, tokens
from dealerschoice.rules.steps.hand_orders import HandClass, HandsWith, Holding
from dealerschoice.rules.steps.showdown import Ranking
from dealerschoice.rules.steps.vocab import Category, Ranked, Scheme


@dataclass(frozen=True, slots=True)
class _Feature:
    """What one side of "hands with X beat hands without X" holds: `least` to `most` of
    `counts` (None: no bound; `more`/`fewer` for "more cards" / "fewer cards"); `same`:
    "one", the other side's thing."""

    counts: Holding | None
    least: int | None = 1
    most: int | None = None
    category: Category | None = None
    more: bool | None = None
    same: bool = False


@dataclass(frozen=True, slots=True)
class _Side:
    holding: bool  # "with" (True) or "without"
    feature: _Feature


class ChangesReading:
    # ---- classes of hands each beating the next ------------------------------------------------------
    def ranking_beats(self, children) -> tuple[HandClass, ...]:
        return tuple(c for c in children if isinstance(c, HandClass))

    def ranking_class_hand(self, children) -> HandClass:
        hand = next(c for c in children if isinstance(c, PokerHand))
        if hand.rank is not None:
            raise NotThisFamily  # "a pair of sevens beats ...": a holding, read as a TopHand
        return HandClass(hand.category)

    def ranking_class_straights(self, children) -> HandClass:
        return HandClass(Category.STRAIGHT, from_rank=next(iter(plain(children)), None))

    def ranking_class_flushes(self, children) -> HandClass:
        return HandClass(Category.FLUSH)

    def ranking_class_pairs(self, children) -> HandClass:
        return HandClass(Category.PAIR)

    def ranking_class_sized_flush(self, children) -> HandClass:
        return HandClass(Category.FLUSH, plain(children, int)[0])

    def ranking_class_sized_straight(self, children) -> HandClass:
        return HandClass(Category.STRAIGHT, plain(children, int)[0])

    def ranking_class_sized_straight_flush(self, children) -> HandClass:
        return HandClass(Category.STRAIGHT_FLUSH, plain(children, int)[0])

    def ranking_sized_changed(self, children) -> Ranking:
        order = next(c for c in children if isinstance(c, tuple))
        return Ranking(Scheme.CHANGED, Ranked.ALL, plain(children, int)[0], order=order)

    def ranking_plus(self, children) -> Ranking:
        order = next(c for c in children if isinstance(c, tuple))
        below = next((c for c in children if isinstance(c, HandClass)), None)
        return Ranking(Scheme.CHANGED, order=order, below=below)

    def ranking_swap(self, children) -> Ranking:
        better, worse = (c for c in children if isinstance(c, PokerHand))
        if better.rank is not None or worse.rank is not None:
            raise NotThisFamily
        return Ranking(Scheme.CHANGED, order=(HandClass(better.category), HandClass(worse.category)))

    # ---- hands holding something beating the rest ----------------------------------------------------
    def ranking_hands_with(self, children) -> Ranking:
        first, second = (c for c in children if isinstance(c, _Side))
        beats = next(c for c in children if isinstance(c, bool))
        return Ranking(Scheme.CHANGED, with_hands=_hands_with(first, second, beats))

    def ranking_with_hands(self, children) -> _Side:
        return _Side(next(c for c in children if isinstance(c, bool)), next(c for c in children if isinstance(c, _Feature)))

    def ranking_with(self, children) -> bool:
        return tokens(children) == ["with"]

    def ranking_beat_verb(self, children) -> bool:
        return tokens(children)[0].startswith("beat")  # True: beats; False: loses to

    def ranking_has_category(self, children) -> _Feature:
        hand = next(c for c in children if isinstance(c, PokerHand))
        if hand.rank is not None:
            raise NotThisFamily
        return _Feature(Holding.CATEGORY, category=hand.category)

    def ranking_has_joker(self, children) -> _Feature:
        return _Feature(Holding.JOKERS)

    def ranking_has_one(self, children) -> _Feature:
        return _Feature(None, same=True)

    def ranking_has_wilds(self, children) -> _Feature:
        many = next(c for c in children if isinstance(c, Quantity))
        return _Feature(Holding.WILDS, many.low, many.high)

    def ranking_has_wilds_or_more(self, children) -> _Feature:
        return _Feature(Holding.WILDS, plain(children, int)[0])

    def ranking_has_wilds_or_fewer(self, children) -> _Feature:
        return _Feature(Holding.WILDS, 0, plain(children, int)[0])

    def ranking_has_more_cards(self, children) -> _Feature:
        return _Feature(Holding.CARDS, None, more=True)

    def ranking_has_fewer_cards(self, children) -> _Feature:
        return _Feature(Holding.CARDS, None, more=False)

    def ranking_wilds(self, children):
        return None


def _hands_with(first: _Side, second: _Side, beats: bool) -> HandsWith:
    """One `HandsWith` from the two sides of the sentence: the hands that hold more of the
    thing (at least `at_least`) and whether they beat the others; a sentence whose sides are
    not the two halves of one count is not this family's."""
    one, other = first.feature, second.feature
    if one.counts == Holding.CARDS:  # "hands with more cards beat hands with fewer cards"
        if other.counts != Holding.CARDS or one.more == other.more or not (first.holding and second.holding):
            raise NotThisFamily
        return HandsWith(Holding.CARDS, None, loses=beats != one.more)
    if one.counts is None or one.least is None:  # "hands with one beat hands without one": one of nothing named
        raise NotThisFamily
    if other.same or (other.counts == one.counts and other.category == one.category and other.least == one.least
                      and other.most == one.most):
        if first.holding == second.holding:  # "with a joker beats with one": no halves
            raise NotThisFamily
        # "with X beats without X": the holders win; "without X beats with X": they lose
        return HandsWith(one.counts, one.least, loses=not (beats == first.holding), category=one.category)
    # "with two or more wilds loses to with one or fewer wilds": the halves meet at the count
    if not (first.holding and second.holding) or one.counts != other.counts or one.category != other.category:
        raise NotThisFamily
    if one.most is None and other.least == 0 and other.most == one.least - 1:
        return HandsWith(one.counts, one.least, loses=not beats, category=one.category)
    if other.most is None and other.least is not None and one.least == 0 and one.most == other.least - 1:
        return HandsWith(one.counts, other.least, loses=beats, category=one.category)
    raise NotThisFamily
