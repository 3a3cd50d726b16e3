"""Points hands (7/27 and kin) against a brute force over every choice of card values."""

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards.cards import Card, parse_cards
from dealerschoice.cards.modes import Mode, Ranking, rank_hand
from dealerschoice.cards.points import Bust, PointValues, points_hand, totals

SEVEN_27 = PointValues.of([("A", (1, 11)), ("face", (0.5,)), ("other", (None,))])
CLUBS_DOUBLE = PointValues.of([("A", (1, 11)), ("face", (0.5,)), ("other", (None,))], double=("c",))


def brute(cards, value_of, target, bust, over):
    """The best (side, -distance) over every way to count the cards, straight from the rule."""
    best = None
    for picks in product(*[value_of(c) for c in cards]):
        total = sum(picks, Fraction(0))
        past = total > target if over else total < target
        if past and bust == Bust.LOSES:
            continue
        key = (0 if past and bust == Bust.NEAR_SIDE_FIRST else 1, -abs(total - target))
        best = key if best is None or key > best else best
    return best


def seven_27(card, double=False):
    rank = card.rank
    values = (1, 11) if rank == 14 else (Fraction(1, 2),) if rank > 10 else (rank,)
    return tuple(v * (2 if double and card.suit == "c" else 1) for v in values)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.integers(0, 51).map(Card), min_size=1, max_size=7, unique=True),
       st.sampled_from([7, 27, 8, 28, 31]), st.sampled_from(list(Bust)), st.booleans(), st.booleans())
def test_points_equal_brute_force(cards, target, bust, over, double):
    values = CLUBS_DOUBLE if double else SEVEN_27
    expected = brute(cards, lambda c: seven_27(c, double), target, bust, over)
    hand = points_hand(cards, values, target, bust, over)
    if expected is None:
        assert hand is None
    else:
        assert hand.key == (expected[0], int(expected[1] * 2))


def test_seven_27_examples():
    assert points_hand("As 5d Kh", SEVEN_27, 7, over=False).description == "6½ points"
    assert points_hand("As 5d Kh", SEVEN_27, 27).description == "16½ points"
    assert points_hand("9s 9d 9h", SEVEN_27, 27).key == points_hand("8s 9d Th", SEVEN_27, 27).key  # 27 each
    near = Ranking(Mode.POINTS, points=SEVEN_27, target=27, bust=Bust.NEAR_SIDE_FIRST)
    assert rank_hand("9s 9d 8h", near) > rank_hand("Ts Td 8h", near)    # 26 under beats 28 over
    plain = Ranking(Mode.POINTS, points=SEVEN_27, target=27)
    assert rank_hand("9s 9d 8h", plain).key == rank_hand("Ts Td 8h", plain).key   # one off either way
    assert points_hand("Ts Td 8h", SEVEN_27, 27, Bust.LOSES) is None
    low = points_hand(parse_cards("2s Qd Kh"), PointValues.of([("face", (0.5,)), ("T", (0.5,)), ("other", (None,))]),
                      2, Bust.LOSES, over=False)
    assert low.description == "3 points"
    assert points_hand("2s", SEVEN_27, 2, Bust.LOSES, over=False).description == "2 points"


def test_suit_values_and_negative_suits():
    reds_zero = PointValues.of([("A", (1, 11)), ("face", (0.5,)), ("d", (0,)), ("h", (0,)), ("other", (None,))])
    assert points_hand("9h Ah 9s", reds_zero, 27).description == "9 points"   # a red ace is 0 too
    blacks_against = PointValues.of([("other", (None,))], negative=("s", "c"))
    assert points_hand("9h 4s", blacks_against, 31).description == "5 points"
    assert points_hand("4c", blacks_against, 31).description == "-4 points"


def test_bad_points_are_refused():
    with pytest.raises(ValueError, match="points for twos are not given: name the rank"):
        PointValues.of([("A", (1,))])
    with pytest.raises(ValueError, match='points group "royal"'):
        PointValues.of([("royal", (1,))])
    with pytest.raises(ValueError, match="a joker has no points value"):
        points_hand("Jk 2s", SEVEN_27, 7)
    with pytest.raises(ValueError, match="points 0.3: give whole or half points"):
        PointValues.of([("other", (0.3,))])


# values with several choices on more than one rank, a doubled suit and a suit against the total
MANY_CHOICES = PointValues.of([("A", (1, 11)), ("K", (0, 10)), ("face", (0.5, 3)), ("h", (1, 2)), ("other", (None,))],
                              double=("c",), negative=("s",))


def long_way(card, values):
    """A card's values straight from the rule: its suit's points, else its rank's, doubled or against."""
    points = values.suits["shdc".index(card.suit)] or values.ranks[card.rank - 2]
    return tuple(v * (2 if card.suit in values.double else 1) * (-1 if card.suit in values.negative else 1)
                 for v in points)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 51).map(Card), max_size=8), st.sampled_from([SEVEN_27, CLUBS_DOUBLE, MANY_CHOICES]))
def test_totals_are_every_sum_of_the_cards_values(cards, values):
    """`totals` adds the one-value cards once and branches on the rest: the same set as every
    choice of every card's values (duplicates allowed, as from two decks)."""
    assert totals(cards, values) == {sum(picks) for picks in product(*[long_way(c, values) for c in cards])}
    assert all(values.choices(c) == long_way(c, values) for c in cards)


def test_each_cards_values_are_a_table_by_code():
    assert MANY_CHOICES.choices(Card.parse("Ks")) == (0, -20)           # against the total
    assert MANY_CHOICES.choices(Card.parse("Kc")) == (0, 40)            # doubled
    assert MANY_CHOICES.choices(Card.parse("Kh")) == (2, 4)             # the suit's values beat the rank's
    assert MANY_CHOICES.choices(Card.parse("Qd")) == (1, 6)
    assert len(MANY_CHOICES.table) == 53 and MANY_CHOICES.table[52] is None   # a joker counts nothing
    assert MANY_CHOICES == PointValues.of([("A", (1, 11)), ("K", (0, 10)), ("face", (0.5, 3)), ("h", (1, 2)),
                                           ("other", (None,))], double=("c",), negative=("s",))
    assert totals(parse_cards("Kh Ks 5d"), MANY_CHOICES) == {-8, -6, 12, 14}
    with pytest.raises(ValueError, match="a joker has no points value in a points hand"):
        totals(parse_cards("2s Jk"), MANY_CHOICES)
    with pytest.raises(ValueError, match="a joker has no points value in a points hand"):
        MANY_CHOICES.choices(Card.joker())
