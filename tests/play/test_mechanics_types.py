"""Bugs the typing of `play/mechanics/` (issue 20 point 5) found: a step missing a number or
a seat the mechanic needs crashed with a TypeError or AttributeError deep in play, instead of
saying what the rule lacks. Each test fails on the code as it was."""

from __future__ import annotations

import pytest

from dealerschoice.cards import Card, HandRules, Mode, PointValues, Ranking, parse_cards, rank_hand
from dealerschoice.play.mechanics import conditions, flips, flow, wild_play
from dealerschoice.play.mechanics.choices import Bounds
from dealerschoice.play.mechanics.ranking_keys import call_key
from dealerschoice.play.mechanics.ranking_play import GameRanking, SideRanking
from dealerschoice.play.table import CannotFollow
from dealerschoice.rules.steps import Flip, Repeat
from dealerschoice.rules.steps.dealing_events import RedealIf
from dealerschoice.rules.steps.play import Until
from dealerschoice.rules.steps.showdown import WinNeeds
from dealerschoice.rules.steps.vocab import FlipSource, RedealWhen, UntilKind
from tests.play.played_rules import bare_hand, hold


def test_a_redeal_called_for_by_nobody_says_it_needs_a_role():
    # was: AttributeError ('NoneType' object has no attribute 'value') in role_seat's own error
    with pytest.raises(CannotFollow, match=r"^a redeal 'chosen' names nobody who calls for it; it needs a "
                                           r"player's role$"):
        flow.redeal_if(bare_hand(), RedealIf(RedealWhen.CHOSEN), 0)


@pytest.mark.parametrize("kind", [UntilKind.SHOWING, UntilKind.WINS])
def test_a_repeat_until_a_count_with_no_number_says_so(kind):
    # was: TypeError ('>=' not supported between 'int' and 'NoneType')
    hand = bare_hand()
    hold(hand, 1, "As Kd", up=False)
    with pytest.raises(CannotFollow, match=rf"^repeat until '{kind.value}' gives no number to count to$"):
        flow.repeat(hand, Repeat(1, Until(kind)), 0)


def test_a_repeat_until_two_cards_show_counts_to_its_number():
    hand = bare_hand()
    for seat in (1, 2, 3):
        hold(hand, seat, "As Kd", up=True)
    assert flow.repeat(hand, Repeat(1, Until(UntilKind.SHOWING, count=2)), 0) is None  # two show: done
    hold(hand, 1, "2c", up=False)  # P1 has a card to turn and shows two of three: back to rule 1
    assert flow.repeat(hand, Repeat(1, Until(UntilKind.SHOWING, count=3)), 1) == 0


def test_a_flip_of_as_many_chosen_cards_as_a_player_likes_is_refused_by_name():
    # was: TypeError ('NoneType' object cannot be interpreted as an integer) in range(count)
    hand = bare_hand()
    hold(hand, 1, "As Kd 7c", up=False)
    with pytest.raises(CannotFollow, match=r"^a flip from 'choice' of as many cards as a player likes is not played; "
                                           r"the simulator flips a number of cards, matching cards or discards$"):
        flips.flip(hand, Flip(count=None, source=FlipSource.CHOICE), 0)


def test_a_flip_of_two_chosen_cards_turns_two_up():
    hand = bare_hand()
    held = hold(hand, 1, "As Kd 7c", up=False)
    for h in held:
        h.seen = True
    flips.flip(hand, Flip(count=2, source=FlipSource.CHOICE), 0)
    assert sum(h.up for h in held) == 2


def test_an_own_wild_card_of_no_suit_and_no_rank_is_an_error_that_says_what_it_needs():
    # was: TypeError from RANKS.index(None) for every card the seat held
    hand = bare_hand()
    hold(hand, 2, "As Kd", up=False)
    seat = hand.table.seat(2)
    with pytest.raises(ValueError, match=r"^the first card of what\? P2's own wild card needs a suit or a rank$"):
        wild_play._first_of(seat, None, None)
    assert wild_play._first_of(seat, None, "K") == Card.parse("Kd")
    assert wild_play._first_of(seat, "s", None) == Card.parse("As")
    assert wild_play._first_of(seat, "h", None) is None


def test_a_low_hand_asked_of_a_ranking_with_no_low_side_says_so():
    # was: AttributeError ('NoneType' object has no attribute 'ranking')
    with pytest.raises(ValueError, match=r"this game ranks its low hands the usual way \(no low side\)$"):
        GameRanking().low_hand(parse_cards("As 2d 3c 4h 5s"), HandRules(), None)


def test_the_dealers_call_on_a_ranking_that_is_not_points_is_an_error():
    # was: TypeError (None * 2) on the target of a ranking that has none
    side = SideRanking(Ranking(Mode.HIGH), call="inside")
    hand = rank_hand("As Kd Qc Jh 9s")
    with pytest.raises(ValueError, match=r"only a points ranking with the dealer's call breaks ties by it$"):
        call_key(hand, side)


def test_the_dealers_call_breaks_a_points_tie_toward_the_inside_total():
    points = PointValues.of([("A", (1, 11)), ("face", (10,)), ("other", (None,))])
    side = SideRanking(Ranking(Mode.POINTS, points=points, target=21), call="inside")
    under, over = rank_hand("Ts 9d", side.ranking), rank_hand("Ts 9d 4c", side.ranking)  # 19 and 23: both 2 away
    assert (call_key(under, side), call_key(over, side)) == (1, 0)


def test_a_win_need_of_neither_form_is_an_error_that_names_both():
    # was: TypeError (None - 1) on the table card's number
    hand = bare_hand()
    hold(hand, 1, "As Kd", up=False)
    with pytest.raises(ValueError, match=r"a hand needs a suit's high or low card, or N cards of a table card's suit$"):
        conditions._has_needed(hand, hand.table.seat(1), WinNeeds())


def test_the_most_a_seat_may_give_up_is_the_exceptions_count_when_open():
    assert Bounds((0, 1, 2, 3, 4), 3, Card.parse("As"), 4).most == 4
    assert Bounds((0, 1, 2, 3), 3).most == 3
    assert Bounds((), 2).most == 2
