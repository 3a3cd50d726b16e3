"""The wild family's reading of limited wilds (bugs, "can count as", one rank up or down),
dead cards, wilds that vanish, wilds made of several cards, wilds for a player who holds some
cards and wilds counted a few at a time (a mixin of `wild.Reader`)."""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token

from dealerschoice.rules import cardwords
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Ranks
from dealerschoice.rules.read.wild_parts import Scope, first_of, named, scoped
from dealerschoice.rules.steps import Dead, Wild
from dealerschoice.rules.steps.vocab import (
    ComboHow,
    Face,
    LimitedAs,
    WildSource,
    WildVoidWhen,
)
from dealerschoice.rules.steps.wild import LimitedWild, WildCombo, WildVoid


class LimitedReading:
    """The reader's methods for limited, dead, vanishing and combined wilds."""

    # ---- limited wilds -------------------------------------------------------------------
    def wild_limited_who(self, children):
        found = first_of(children, Ranks)
        if found is None:  # a rank range
            return _Who(Ranks(ranks=children[0]), None)
        return _Who(found, first_of(children, Face))

    def _limited(self, who: _Who, counts_as: LimitedAs, **fields) -> LimitedWild:
        found = who.cards
        return LimitedWild(counts_as, found.ranks, found.cards, found.jokers, who.face, **fields)

    def wild_limited_as(self, children) -> LimitedWild:
        who = first_of(children, _Who)
        what = children[-1]
        if isinstance(what, int):
            return self._limited(who, LimitedAs.SEVERAL, count=what)
        if what.jokers or (what.ranks and what.cards):
            raise NotThisFamily
        if what.ranks:
            return self._limited(who, LimitedAs.RANKS, as_ranks=what.ranks)
        return self._limited(who, LimitedAs.CARDS, as_cards=what.cards)

    def wild_limited_any(self, children) -> tuple[Wild, ...]:
        who = first_of(children, _Who)
        return named(who.cards, dealt_face=who.face) if who.face else named(who.cards)

    def wild_limited_shift(self, children) -> LimitedWild:
        shift = children[-1]
        return self._limited(first_of(children, _Who), LimitedAs.SHIFT, down=shift[0], up=shift[1])

    def wild_limited_bug(self, children) -> LimitedWild:
        return self._limited(first_of(children, _Who), LimitedAs.BUG)

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
        but = first_of(children, str)
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
        found = first_of(children, Ranks)
        if found.jokers:
            raise NotThisFamily  # Dead names ranks and cards only
        return Dead(found.ranks, found.cards)

    # ---- wilds for a player who holds some cards -----------------------------------------
    def wild_scope_needs(self, children) -> Scope:
        return Scope("needs", children[-1])

    def wild_needs(self, children) -> tuple[str, ...]:
        return tuple(c for c in children if isinstance(c, str))

    def wild_held_rank(self, children) -> str:
        return children[-1]

    def wild_if_held(self, children) -> tuple[Wild, ...]:
        needs = first_of(children, tuple)
        return scoped(named(first_of(children, Ranks), per_player=True, needs=needs), children)

    def wild_if_held_wild(self, children) -> tuple[Wild, ...]:
        """"If you have a wild three, all of your twos are wild.": the three must be wild itself."""
        need = next(c for c in children if isinstance(c, str) and c in cardwords.RANKS)
        return scoped(named(first_of(children, Ranks), per_player=True, needs=(need,), needs_wild=True), children)

    def wild_if_held_both(self, children) -> Wild:
        needs = first_of(children, tuple)
        return Wild(WildSource.RANK, needs, per_player=True, needs=needs)

    # ---- wilds counted a few at a time -----------------------------------------------------
    def wild_most(self, children) -> Wild:
        rank = first_of(children, str)
        return scoped(Wild(WildSource.RANK, (rank,), per_player=True, most=1), children)

    def wild_most_many(self, children) -> Wild:
        number = next(c for c in children if isinstance(c, int))
        rank = first_of(children, str)
        return scoped(Wild(WildSource.RANK, (rank,), per_player=True, most=number), children)

    # ---- wilds that vanish ---------------------------------------------------------------
    def wild_void(self, children) -> WildVoid:
        return children[0]

    def wild_void_cards(self, children):
        return None

    wild_wilds = wild_void_cards

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
        sizes = first_of(children, _Sizes).sizes
        how = first_of(children, _How)
        one = first_of(children, _One)
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
        like = first_of(children, tuple)
        if like is not None and abs(cardwords.RANKS.index(like[0]) - cardwords.RANKS.index(like[1])) != number:
            raise NotThisFamily  # the example is not that far apart
        return _How(ComboHow.APART, number)

    def wild_combo_like(self, children) -> tuple[str, ...]:
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
class _Who:
    cards: Ranks
    face: Face | None


@dataclass(frozen=True, slots=True)
class _Shift:
    down: bool
    up: bool
