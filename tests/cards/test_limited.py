"""Limited wilds (a card that may stand only for some cards, one rank up or down) against a brute
force over the cards each may stand for; bugs are proven in test_wilds.py."""

import random
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards.cards import Card, parse_cards, standard_deck
from dealerschoice.cards.hands import best_hand
from dealerschoice.cards.keys import high_score, unpack
from dealerschoice.cards.limited import Limited
from dealerschoice.cards.lows import a5_score, best_low, low_key
from dealerschoice.cards.modes import Mode, Ranking, rank_hand
from dealerschoice.cards.rules import Duplicates, HandRules
from tests.cards.reference import brute_a5, brute_high, brute_high_not_held, brute_lowball

DECK = standard_deck()


def allowed(cards, options, distinct):
    """Every way to play the cards, each limited card as itself or one of its options."""
    held = set(cards)
    for pick in product(*[[c] + [t for t in options.get(c, ()) if not (distinct and t in held)] for c in cards]):
        changed = [p for p, c in zip(pick, cards) if p != c]
        if distinct and len(set(changed)) < len(changed):
            continue
        yield pick


def random_limited(rng):
    kind = rng.choice(["cards", "ranks", "shift"])
    if kind == "cards":
        card = rng.choice(DECK)
        return Limited.as_cards([card], rng.sample(DECK, rng.choice([1, 3, 6])))
    if kind == "ranks":
        return Limited.as_ranks(rng.sample(DECK, rng.choice([1, 4])), rng.sample(range(2, 15), rng.choice([1, 2])))
    suit = rng.randrange(4)
    cards = [Card.of(r, suit) for r in range(2, 15)]
    return Limited.shift(cards, down=rng.choice([0, 1]), up=rng.choice([1, 2]))


def options_of(rules):
    return {Card(c): rules.stands_for(Card(c)) for c in range(52) if rules.stands_for(Card(c))}


@pytest.mark.parametrize("duplicates", list(Duplicates))
def test_limited_high_equals_brute_force(duplicates):
    rng = random.Random(31)
    checked = 0
    for _ in range(700):
        rules = HandRules(limited=(random_limited(rng),), duplicates=duplicates,
                          wild_ranks=frozenset(rng.sample(range(2, 15), rng.choice([0, 0, 1]))))
        options = options_of(rules)
        pool = [c for c in DECK if not rules.is_wild(c)]
        limited = [c for c in options if not rules.is_wild(c)]
        cards = rng.sample(limited, min(len(limited), rng.choice([1, 2]))) + [Card(52)] * rng.choice([0, 0, 1])
        cards += rng.sample([c for c in pool if c not in cards], rng.choice([3, 4, 5]) - len(cards) + 2)
        brute = brute_high if duplicates == Duplicates.ANY else brute_high_not_held
        expected = max(brute([(c.rank, c & 3) for c in pick], [1 if rules.is_wild(c) else 0 for c in pick])
                       for pick in allowed(cards, options, duplicates == Duplicates.NOT_HELD))
        category, ranks = unpack(high_score(cards, rules))
        assert (category,) + ranks + (0,) * (5 - len(ranks)) == expected, (cards, rules)
        hand = best_hand(cards, rules)
        assert hand.key[:6] == expected and sorted(hand.cards) == sorted(cards)
        checked += 1
    assert checked == 700


def test_limited_lows_equal_brute_force():
    rng = random.Random(32)
    for _ in range(400):
        rules = HandRules(limited=(random_limited(rng),))
        options = options_of(rules)
        cards = rng.sample(list(options), min(len(options), 2))
        cards += rng.sample([c for c in DECK if c not in cards], rng.choice([5, 6]) - len(cards))
        picks = list(allowed(cards, options, True))
        a5 = min(brute_a5([1 if c.rank == 14 else c.rank for c in p], [False] * len(p)) for p in picks)
        assert tuple(-x for x in low_key(cards, rules)) == a5, cards
        d27 = min(brute_lowball([(c.rank, c & 3) for c in p], [False] * len(p), False) for p in picks)
        assert tuple(-x for x in low_key(cards, rules, style="27")) == d27, cards
        assert a5_score(cards, rules) == max(a5_score(p) for p in picks)


limited_st = st.one_of(
    st.tuples(st.just("cards"), st.integers(0, 51), st.lists(st.integers(0, 51), min_size=1, max_size=6)),
    st.tuples(st.just("ranks"), st.integers(0, 51), st.lists(st.integers(2, 14), min_size=1, max_size=2)),
    st.tuples(st.just("shift"), st.integers(0, 3), st.tuples(st.integers(0, 1), st.integers(1, 2))))


def build(spec):
    kind, a, b = spec
    if kind == "cards":
        return Limited.as_cards([Card(a)], [Card(t) for t in b])
    if kind == "ranks":
        return Limited.as_ranks([Card(a)], b)
    return Limited.shift([Card.of(r, a) for r in range(2, 15)], down=b[0], up=b[1])


@settings(max_examples=250, deadline=None)
@given(limited_st, st.lists(st.integers(0, 51).map(Card), min_size=3, max_size=6, unique=True),
       st.sampled_from(list(Duplicates)))
def test_limited_high_equals_brute_force_hypothesis(spec, cards, duplicates):
    rules = HandRules(limited=(build(spec),), duplicates=duplicates)
    options = options_of(rules)
    brute = brute_high if duplicates == Duplicates.ANY else brute_high_not_held
    expected = max(brute([(c.rank, c & 3) for c in pick], [0] * len(pick))
                   for pick in allowed(cards, options, duplicates == Duplicates.NOT_HELD))
    assert best_hand(cards, rules).key[:6] == expected


def test_what_limited_wilds_become():
    twos = HandRules(limited=(Limited.as_cards("2c", "3c 4c 5c 6c"),))
    hand = best_hand("2c 7c 8c 9c Tc Kd", twos)
    assert hand.description == "Straight flush, ten high"
    assert {str(k): str(v) for k, v in hand.wilds} == {"2♣": "6♣"}
    assert [str(c) for c in hand.played] == ["10♣", "9♣", "8♣", "7♣", "6♣"]
    assert best_hand("2c Qd 8c 9h Kd", twos).description == "King high"   # it is no joker: no pair
    sixes = HandRules(limited=(Limited.as_ranks(parse_cards("6s 6h 6d 6c"), [9]),))
    assert best_hand("6s 9h 9d Kc 2h", sixes).description == "Three of a kind, nines"
    assert best_low("6s 9h 4d 3c 2h", sixes).description == "Nine low: 9-6-4-3-2"   # a six stays a six
    clubs = HandRules(limited=(Limited.shift([Card.of(r, "c") for r in range(2, 15)], down=1, up=1),))
    assert best_hand("7c 9h Ts Jd Qh", clubs).description == "Straight, queen high"   # 7♣ as 8♣
    assert best_hand("Ac 9h Ts Jd Qh", clubs).description == "Straight, king high"   # A♣ as K♣
    assert rank_hand("Jc 2d 3h 4s", Ranking(Mode.BADUGI), clubs).description == "Badugi: 10-4-3-2"   # J♣ as 10♣ counts


def test_the_common_rule_holds_for_limited_wilds():
    sixes = HandRules(limited=(Limited.as_ranks("6s", [9]),))
    assert best_hand("6s 9s 8s 7s 5s Td", sixes).description == "Straight flush, nine high"
    assert best_hand("6s 9s Ks Qs 2s 9h", sixes).key[:2] == (5, 13)      # the 6♠ cannot be a second 9♠
    house = HandRules(limited=(Limited.as_ranks("6s", [9]),), duplicates=Duplicates.ANY)
    assert best_hand("6s 9s 9h 9d Kc", house).category == "four-of-a-kind"
    assert best_hand("6s 9s 9h 9d Kc", sixes).category == "three-of-a-kind"


def test_bad_limited_wilds_are_refused():
    with pytest.raises(ValueError, match="a joker has no rank or suit to limit"):
        Limited.as_cards("Jk", "2c")
    with pytest.raises(ValueError, match=r"limited wild ranks must be 2..14 \(14 = aces\), not \[15\]"):
        Limited.as_ranks("6s", [15])
    with pytest.raises(ValueError, match="a shift needs a positive number of ranks down or up, not down=0, up=0"):
        Limited.shift("6s")
