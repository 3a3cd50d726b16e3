"""The simulator's session-10 short cuts (issue 21) give what the long way gives: a seat of
several hands under hand limits keeps its high hand's places without judging that hand again;
a wild void rule's answer is remembered by the exact cards and rules; the flips' showing
hands are remembered by the exact cards and rules; a bettor's rules are asked once for the
standing and the lift; a game's side ranking hashes its fields once; the stacks a player
makes are public (`moves.stacks_of`)."""

from __future__ import annotations

import dataclasses
import pickle

from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import HandRules, Ranking, exposed_key, parse_cards, standard_deck
from dealerschoice.cards.modes import Mode
from dealerschoice.play import board as boards
from dealerschoice.play import judge, seat_piles
from dealerschoice.play.hand_limits import hand_limits
from dealerschoice.play.mechanics import betting, flips, wild_play
from dealerschoice.play.mechanics.moves import stacks_of
from dealerschoice.play.mechanics.ranking_play import SideRanking
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.play.table import Seat
from dealerschoice.rules.steps.vocab_money import Cost
from dealerschoice.rules.steps.vocab_wild import WildVoidWhen
from dealerschoice.rules.steps.wild import WildVoid
from tests.play.played_rules import written_game

# two hands a player under an own-card limit, on a board (written for these tests: three
# cards a hand where the corpus's game deals them in sets of three, one limit of two)
TWO_HANDS = written_game(
    "Deal each player two sets of four down cards.",
    "Deal three common cards face up to the table.",
    "Deal one common card face up to the table.",
    "Showdown, high hand wins.",
    "Each player may only use three of their down cards in making their final hand.")


def test_a_seat_of_two_hands_keeps_its_high_hands_places_without_judging_it_again():
    program = game_program(TWO_HANDS)
    limited = hand_limits(program)
    assert limited is not None
    checked = 0
    for seed in range(1, 9):
        hand = PlayedHand(program, 4, seed)
        hand.run()
        board = boards.board_of(hand)
        for seat in hand.table.seats:
            if not seat.split or seat.number not in board.used:
                continue
            kept = board.used[seat.number]
            high, _ = judge._on_board(hand, seat, limited)
            pile = next(p for p in seat.piles() if judge._on_board(hand, seat, limited, p)[0] == high)
            judge._on_board(hand, seat, limited, pile)  # the long way: the high hand's pile judged last again
            assert board.used[seat.number] == kept
            checked += 1
    assert checked >= 8


def test_the_best_of_several_hands_puts_back_the_high_piles_leavings_instead_of_judging_it_again():
    seat = Seat(1)
    seat.cards = []
    hands = {1: (_Made((1,)), _Made((9,))), 2: (_Made((5,)), _Made((3,)))}
    asked: list[int] = []
    chosen: list[int] = []

    def judged(pile: int):
        asked.append(pile)
        return hands[pile]

    seat.piles = lambda: [1, 2]  # type: ignore[method-assign]
    high, low = seat_piles.best_of_hands(seat, judged, chosen.append)
    assert (high.key, low.key, asked, chosen) == ((5,), (9,), [1, 2], [2])
    asked.clear()
    seat_piles.best_of_hands(seat, judged)  # without `chosen`: the high pile is judged again, last
    assert asked == [1, 2, 2]


@dataclasses.dataclass(frozen=True)
class _Made:
    key: tuple


VOID = WildVoid(when=WildVoidWhen.HOLDS, ranks=("K",), cards=("Qs",), jokers=False)


def test_a_wild_void_names_its_ranks_and_cards_once():
    ranks, cards = wild_play._void_names(VOID)
    assert (ranks, cards) == (frozenset({13}), frozenset({str(parse_cards("Qs")[0])}))
    assert wild_play._void_names(VOID) is wild_play._void_names(VOID)


def test_a_wild_void_takes_the_wilds_of_a_hand_holding_a_card_named():
    rules = HandRules(wild_ranks=frozenset({2}))
    held = tuple(parse_cards("2c Qs 7d 8h 9s"))
    free = tuple(parse_cards("2c Qh 7d 8h 9s"))
    assert (wild_play._voided((VOID,), rules, held), wild_play._voided((VOID,), rules, free)) == (True, False)
    king = tuple(parse_cards("2c Kd 7d 8h 9s"))  # a rank named, another hand
    assert wild_play._voided((VOID,), rules, king) is True


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(standard_deck()), min_size=0, max_size=7, unique=True),
       st.sets(st.integers(2, 14), max_size=2))
def test_a_showing_hand_remembered_is_the_one_worked_out(cards, wild):
    rules = HandRules(wild_ranks=frozenset(wild))
    assert flips._exposed(tuple(cards), rules) == exposed_key(cards, rules)
    assert flips._exposed(tuple(cards), rules) == exposed_key(list(cards), rules)


WILD_STUD = written_game(
    "Deal two cards down to each player.",
    "Deal three cards face up to each player.",
    "Normal betting round, with the player to the left of the dealer opening.",
    "Showdown, high hand wins.",
    "Sevens are wild.")


def test_a_bettors_standing_with_the_rules_given_is_the_standing_that_asks_them():
    program = game_program(WILD_STUD)
    for seed in range(1, 6):
        hand = PlayedHand(program, 5, seed)
        hand.run()
        for seat in hand.table.seats:
            known = seat.known()
            rules = hand.rules_for(seat, cards=known)
            for aim in ("high", "low", "both"):
                assert betting._standing(hand, seat, known, aim, rules=rules) == betting._standing(hand, seat, known,
                                                                                                  aim)


def test_a_bettor_asks_the_rules_of_their_cards_once_for_standing_and_lift(monkeypatch):
    program = game_program(WILD_STUD)
    hand = PlayedHand(program, 5, 3)
    hand.run()
    asked: list[int] = []
    real = PlayedHand.rules_for

    def counted(self, seat, side="high", cards=None):
        asked.append(seat.number)
        return real(self, seat, side, cards)

    monkeypatch.setattr(PlayedHand, "rules_for", counted)
    seat = hand.table.seats[0]
    edge = betting._edge(hand, seat, [], {})
    assert asked == [seat.number]
    assert edge == betting._against(hand, seat, betting._standing(hand, seat, seat.known(), "high"), len(seat.known()),
                                    {}, betting.baseline.shift(real(hand, seat, cards=seat.known()),
                                                               len(seat.known())))


def test_a_side_ranking_hashes_its_fields_once_and_anew_when_unpickled():
    side = SideRanking(Ranking(Mode.BADUGI), size=4)
    assert hash(side) == hash((side.ranking, 4, None, None, None))
    back = pickle.loads(pickle.dumps(side))
    assert (back == side, hash(back) == hash(side), back._hash == side._hash) == (True, True, True)
    other = dataclasses.replace(side, size=3)
    assert hash(other) == hash((side.ranking, 3, None, None, None))
    assert {side: 1}[SideRanking(Ranking(Mode.BADUGI), size=4)] == 1


def test_the_stacks_a_player_makes_are_the_best_cards_high_stack_last_in_card_order():
    cards = parse_cards("2c 9d Ah Ks 3h Ad")
    piles = stacks_of(cards, 2, 3, HandRules())
    assert [" ".join(map(str, p)) for p in piles] == ["2♣ 3♥ 9♦", "K♠ A♥ A♦"]  # each stack weakest card first


def test_a_card_penalty_reads_the_cards_and_ranks_it_names_once():
    from dealerschoice.play.mechanics import card_penalty
    from dealerschoice.rules.steps.other import CardPenalty

    rule = CardPenalty(cost=Cost.MAX_BET, ranks=("8",), cards=("Qs",), suits=("h",))
    assert card_penalty._names(rule) == (frozenset(parse_cards("Qs")), frozenset({8}))
    named = [str(c) for c in parse_cards("8c Qs Qd 2h 3s Jk") if card_penalty._named(c, rule)]
    assert named == ["8♣", "Q♠", "2♥"]


def test_the_limits_a_bettors_known_cards_can_meet_are_made_once_a_count():
    from dealerschoice.cards.limits import Limits
    from dealerschoice.play import hand_limits as limits_module

    limits = Limits(own_low=3, own_high=3, own_choices=(2, 3), down_low=2, board_low=2)
    reached = limits_module._reachable(limits, list(parse_cards("As Kd")), frozenset({1}), 1)
    assert reached == Limits(own_low=2, own_high=3, own_choices=(2,), down_low=1, board_low=1)
    assert limits_module._reachable(limits, list(parse_cards("2c 3c")), frozenset({0}), 1) is reached
    none_yet = limits_module._reachable(limits, list(parse_cards("As")), frozenset(), 0)  # no own count allowed yet
    assert none_yet == Limits(own_low=1, own_high=3, down_low=1)


def test_the_limits_of_a_hand_made_with_another_players_cards_are_made_once():
    from dealerschoice.cards.limits import Limits
    from dealerschoice.play import hand_limits as limits_module

    limits = Limits(own_low=3, own_high=3, board_low=1, board_high=4)
    other = limits_module._with_other(limits, 2, 2)
    assert other == Limits(own_low=3, own_high=3, board_low=2, board_high=2)
    assert limits_module._with_other(limits, 2, 2) is other
    assert limits_module._with_other(limits, 0, None) == limits
