"""The faster `sets._best` and `odd_ranks` three-card hands give the same results as before, for every input:
held to the old code, kept here (and in `old_sets.py`) as the oracle."""

from collections import Counter
from itertools import combinations_with_replacement, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards.cards import JOKER, Card, parse_cards, standard_deck
from dealerschoice.cards.hands import Hand, as_cards, best_hand
from dealerschoice.cards.keys import high_score, score_category
from dealerschoice.cards.limited import best_over, restore
from dealerschoice.cards.limits import Limits
from dealerschoice.cards.odd_ranks import (
    THREE_CARD_CATEGORIES,
    _describe_three,
    _off_suit,
    _three_value,
    is_three_five_seven,
    three_card_hand,
)
from dealerschoice.cards.rules import DEFAULT_RULES, NATURAL, Duplicates, HandRules
from dealerschoice.cards.scorers import Scorer, high
from dealerschoice.cards.sets import _best
from tests.cards.old_sets import old_best
from tests.cards.test_sets import SCORERS, deals, limits

DECK = standard_deck()
# many ties: only the category counts (a pool's key is still its best five's), so which of the equal
# selections wins is what the old and new code must agree on
CATEGORY = Scorer("category", lambda cards: score_category(high_score(cards)), lambda cards: best_hand(cards).best)
# "every hand must use the last common card flipped" (`play.hand_limits.choose`): no pick
MUST = Scorer("must", lambda cards: (Card.parse("Ah") in cards, high_score(cards)))
ALL_SCORERS = {**SCORERS, "category": CATEGORY, "must": MUST}


def same(own, groups, lim, scorer, up):
    """Old and new agree: the same Choice (cards, places, group, key) and key, or the same error."""
    for named in (True, False):
        try:
            expected = old_best(own, groups, lim, scorer, up, named)
        except ValueError as error:
            with pytest.raises(ValueError) as got:
                _best(own, groups, lim, scorer, up, named)
            assert str(got.value) == str(error)
            continue
        assert _best(own, groups, lim, scorer, up, named) == expected


@settings(max_examples=400, deadline=None)
@given(deals(), limits(), st.sampled_from(sorted(ALL_SCORERS)))
def test_best_from_sets_is_unchanged(deal, lim, name):
    own, groups, up = deal
    same(own, groups, lim, ALL_SCORERS[name], up)


@st.composite
def lined_deals(draw):
    """Lebanese shapes: five own cards, and a board of rows (or the rows laid as one group), part dealt."""
    cards = draw(st.permutations(list(DECK)))
    own = tuple(cards[:draw(st.integers(3, 5))])
    rows, per_row = draw(st.integers(1, 3)), draw(st.integers(0, 5))
    rest = cards[len(own):]
    groups = [tuple(rest[i * per_row:(i + 1) * per_row]) for i in range(rows)]
    if draw(st.booleans()):
        groups = [tuple(c for g in groups for c in g)]
    return own, tuple(groups), frozenset(draw(st.sets(st.integers(0, len(own) - 1), max_size=2)))


@settings(max_examples=120, deadline=None)
@given(lined_deals(), st.sampled_from([Limits.exactly(2, board_low=3, board_high=3, one_group=True),
                                       Limits.exactly(2, one_group=True), Limits.exactly(2), Limits.at_least(1),
                                       Limits(down_low=2, down_high=2, one_group=True), Limits(one_from_each=True)]),
       st.sampled_from(sorted(ALL_SCORERS)))
def test_lined_boards_are_unchanged(deal, lim, name):
    own, groups, up = deal
    same(own, groups, lim, ALL_SCORERS[name], up)


def test_a_tie_keeps_the_same_first_best():
    # straights many ways, equal when only the category counts: the first the old search met is kept
    own, board = parse_cards("9c 9d 9h 8s 2c"), [parse_cards("Tc Jd 7h 6d 5c Qh Td 4s 3h")]
    lim = Limits.exactly(2, board_low=3, board_high=3, one_group=True)
    choice = _best(own, board, lim, CATEGORY, frozenset(), True)
    assert choice == old_best(own, board, lim, CATEGORY)
    assert " ".join(map(str, choice.cards)) == "9♣ 8♠ 10♣ J♦ 7♥"
    assert (choice.own, choice.board, choice.group) == ((0, 3), ((0, 0), (0, 1), (0, 2)), 0)
    best = _best(own, board, lim, high(), frozenset(), True)  # the full key: the queen-high straight
    assert best == old_best(own, board, lim, high())
    assert " ".join(map(str, best.cards)) == "9♣ 8♠ 10♣ J♦ Q♥"


# --- three-card hands: the old code, word for word ---

def old_three_value(ranks, flush, top_357, straights=True):
    if top_357 and sorted(ranks) == [3, 5, 7]:
        return (6, 7, 5, 3)
    counts = Counter(ranks)
    desc = sorted(ranks, reverse=True)
    straight = 0
    if len(counts) == 3 and straights:
        if desc[0] - desc[2] == 2:
            straight = desc[0]
        elif desc == [14, 3, 2]:
            straight = 3
    if straight and flush:
        return (5, straight)
    if 3 in counts.values():
        return (4, desc[0])
    if straight:
        return (3, straight)
    if flush:
        return (2,) + tuple(desc)
    if 2 in counts.values():
        pair = next(r for r, c in counts.items() if c == 2)
        return (1, pair, next(r for r in desc if r != pair))
    return (0,) + tuple(desc)


def old_three_card_hand(cards, rules=DEFAULT_RULES, three_five_seven=False, straights=True, flushes=True):
    cards = as_cards(cards)
    if rules._stands_for:
        plain = rules.without_limited()
        hand, pairs = best_over(cards, rules, lambda played: old_three_card_hand(
            played, plain, three_five_seven, straights, flushes), key=lambda h: h.key)
        return restore(hand, cards, pairs)
    kinds = rules.kinds()
    naturals = [c for c in cards if kinds[c] == NATURAL]
    wild = [c for c in cards if kinds[c] != NATURAL]
    suits = {c & 3 for c in naturals}
    top_357 = three_five_seven and is_three_five_seven(cards)
    natural_ranks = {c.rank for c in naturals}
    best, fill, flush_suit = (), (), False
    for ranks in combinations_with_replacement(range(2, 15), len(wild)):
        for flush in (False, True) if len(suits) <= 1 and flushes else (False,):
            if flush and not rules.wild_may_duplicate and len(set(ranks) | natural_ranks) < 3:
                continue
            value = old_three_value([c.rank for c in naturals] + list(ranks), flush, top_357, straights)
            if not best or value > best:
                best, fill, flush_suit = value, ranks, flush
    suit = next(iter(suits), 0) if flush_suit else None
    became = tuple((w, Card.of(r, suit if suit is not None else _off_suit(suits, i)))
                   for i, (w, r) in enumerate(zip(wild, fill)))
    return Hand("three-card", THREE_CARD_CATEGORIES[best[0]], cards, tuple(naturals) + tuple(wild),
                became, best, _describe_three(best))


def test_every_three_ranks_value_as_before():
    flags = [(f, t, s) for f in (False, True) for t in (False, True) for s in (False, True)]
    for ranks in product(range(2, 15), repeat=3):
        for flush, top_357, straights in flags:
            assert _three_value(ranks, flush, top_357, straights) == old_three_value(list(ranks), flush, top_357,
                                                                                     straights), (ranks, flush)


@given(st.lists(st.integers(0, 15), max_size=5), st.booleans(), st.booleans(), st.booleans())
def test_three_values_are_unchanged(ranks, flush, top_357, straights):
    try:
        expected = old_three_value(ranks, flush, top_357, straights)
    except StopIteration:  # a pair and no other card (two ranks only): the old code fails, and so does the new
        with pytest.raises(StopIteration):
            _three_value(tuple(ranks), flush, top_357, straights)
        return
    assert _three_value(tuple(ranks), flush, top_357, straights) == expected


RULES = [DEFAULT_RULES, HandRules(wild_ranks=frozenset({2})), HandRules(wild_ranks=frozenset({2}), duplicates=
         Duplicates.ANY), HandRules(wild_ranks=frozenset({3, 9})), HandRules.parse("3"),
         HandRules(wild_cards=frozenset({Card.parse("Jd"), Card.parse("Kh")}))]


@settings(max_examples=400, deadline=None)
@given(st.permutations(list(DECK) + [JOKER]).map(lambda cards: cards[:3]), st.sampled_from(RULES),
       st.booleans(), st.booleans(), st.booleans())
def test_three_card_hands_are_unchanged(cards, rules, three_five_seven, straights, flushes):
    got = three_card_hand(cards, rules, three_five_seven, straights, flushes)
    assert got == old_three_card_hand(cards, rules, three_five_seven, straights, flushes)  # every field


def test_three_card_wilds_fill_as_before():
    # two wild twos with a natural seven: three of a kind, both twos become sevens (the first best rank fill)
    hand = three_card_hand("2s 2d 7h", HandRules(wild_ranks=frozenset({2})))
    assert hand == old_three_card_hand("2s 2d 7h", HandRules(wild_ranks=frozenset({2})))
    assert (hand.key, hand.description) == ((5, 9), "Straight flush, nine high")
    assert _three_value((7, 5, 3), False, True) == (6, 7, 5, 3)
    assert _three_value((7, 7, 3), True, False) == (2, 7, 7, 3)
    assert _three_value((4, 7), False, False) == (0, 7, 4)
