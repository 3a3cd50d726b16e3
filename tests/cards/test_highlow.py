"""High-low: cards speak with a qualifier, declarations, and the odd chip."""

from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards.hands import best_hand
from dealerschoice.cards.highlow import Contender, clockwise_after, settle_high_low, split_pot
from dealerschoice.cards.lows import best_low

SEATS = [1, 2, 3, 4, 5]


def player(seat, cards, declare=None, qualifier=8):
    return Contender(seat, best_hand(cards), best_low(cards, qualifier=qualifier), declare)


def test_odd_chip_goes_to_first_winner_clockwise_after_dealer():
    assert split_pot(10, [2, 4, 5], SEATS, dealer=4) == {5: 4, 2: 3, 4: 3}
    assert split_pot(11, [1, 3], SEATS, dealer=5) == {1: 6, 3: 5}
    assert split_pot(11, [1, 3], SEATS, dealer=1) == {3: 6, 1: 5}
    assert clockwise_after(SEATS, 5) == [1, 2, 3, 4, 5]


@settings(deadline=None)
@given(st.integers(0, 10_000), st.lists(st.sampled_from(SEATS), min_size=1, unique=True), st.sampled_from(SEATS))
def test_split_pot_pays_every_chip_and_shares_differ_by_at_most_one(amount, winners, dealer):
    shares = split_pot(amount, winners, SEATS, dealer)
    assert sum(shares.values()) == amount and set(shares) == set(winners)
    assert max(shares.values()) - min(shares.values()) <= 1


def test_cards_speak_splits_high_and_qualified_low():
    result = settle_high_low(21, [player(1, "Ks Kd Kh 9c 2d Qs Jd"), player(2, "As 2c 3d 4h 6s Kc Qc"),
                                  player(3, "7s 6d 5c 4c 2h Ts Td")], SEATS, dealer=5)
    assert result.high_winners == (1,) and result.low_winners == (2,)
    assert result.shares == {1: 11, 2: 10}   # the odd chip between the halves: the high half
    result = settle_high_low(21, [player(1, "Ks Kd Kh 9c 2d Qs Jd"), player(2, "As 2c 3d 4h 6s Kc Qc")],
                             SEATS, dealer=1)
    assert result.shares == {1: 11, 2: 10}   # whoever sits first after the dealer


def test_cards_speak_without_qualifying_low_high_scoops():
    result = settle_high_low(20, [player(1, "Ks Kd Kh 9c Td"), player(2, "As 2c 3d 4h 9s")], SEATS, dealer=5)
    assert result.shares == {1: 20} and result.low_winners == ()


def test_cards_speak_tied_lows_share_the_low_half():
    result = settle_high_low(30, [player(1, "Ks Kd Kh 9c Td"), player(2, "As 2c 3d 4h 7s"),
                                  player(3, "Ah 2d 3c 4s 7d")], SEATS, dealer=1)
    assert result.shares == {1: 15, 2: 8, 3: 7}
    result = settle_high_low(31, [player(1, "Ks Kd Kh 9c Td"), player(2, "As 2c 3d 4h 7s"),
                                  player(3, "Ah 2d 3c 4s 7d")], SEATS, dealer=1)
    assert result.shares == {1: 16, 2: 8, 3: 7}   # the high half's odd chip; seat 2 first after the dealer


def test_declared_both_must_win_both_outright():
    hands = [player(1, "As 2c 3d 4h 6s", "both"), player(2, "Ks Kd Kh 9c Td", "high")]
    assert settle_high_low(100, hands, SEATS, 5, declared=True).shares == {2: 100}  # lost the high
    hands = [player(1, "As 2c 3d 4h 5c", "both"), player(2, "Ks Qd Jh 9c 7d", "high"),
             player(3, "As 2d 3c 4s 6h", "low")]
    result = settle_high_low(100, hands, SEATS, 5, declared=True)
    assert result.scoop == 1 and result.shares == {1: 100}  # the wheel is a straight: wins both
    hands = [player(1, "As 2c 3d 4h 5c", "both"), player(3, "Ah 2d 3c 4s 5h", "low"),
             player(2, "Ks Qd Jh 9c 7d", "high")]
    result = settle_high_low(100, hands, SEATS, 5, declared=True)
    assert result.disqualified == (1,) and result.shares == {2: 50, 3: 50}  # tied low: nothing


def test_declared_one_side_empty_takes_all():
    hands = [player(1, "Ks Kd Kh 9c Td", "high"), player(2, "Qs Qd Qh 9c Td", "high")]
    assert settle_high_low(100, hands, SEATS, 5, declared=True).shares == {1: 100}
    hands = [player(1, "Ks Kd Kh 9c Td", "low"), player(2, "8s 6d 5h 3c 2d", "low")]
    assert settle_high_low(100, hands, SEATS, 5, declared=True).shares == {2: 100}
