"""Plans for wilds a player's own hand decides (`play.fast.hole_wilds`): "each player can use one
three as a wild in their high hand" (`hole_wilds_most`). Each is the simulator's, seed for seed
(the same winners and winning hands, the same figures), on games written with other ranks,
counts and sides than the catalog's; the choice of wilds is the simulator's own
(`held_wilds.most_wilds`) for any hand."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import best_hand
from dealerschoice.cards.cards import CARD_BY_CODE, Card
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.hole_wilds_most import AtMost, MostWildPlan, a5_value, board_scores, compile_most_wilds
from dealerschoice.play.fast.run import play_plan
from dealerschoice.play.fast.wilds_deal import Judging
from dealerschoice.play.held_wilds import most_wilds
from dealerschoice.play.odds import deal_seed
from dealerschoice.play.program import game_program
from dealerschoice.play.wild_basics import hand_rules
from dealerschoice.rules.steps import Wild
from tests.odds.corpus_agreement import assert_same_as_simulator, corpus_games
from tests.odds.test_fast import agreement_tests, game
from tests.rules import corpus

OMAHA = ("Deal four cards down to each player.", "Deal three common cards face up to the table.",
         "Deal one common card face up to the table.", "Deal one common card face up to the table.",
         "You must use exactly two of your down cards in your final hand.")
STUD = ("Deal two cards down to each player.", "Deal one card face up to each player.",
        "Deal one card face up to each player.", "Deal one card face up to each player.",
        "Deal one card down to each player.")
HIGH, LOW, HIGH_LOW = ("Showdown, high hand wins.", "Showdown, low hand wins.",
                       "Showdown, high and low hands split the pot.")
EIGHT = "You can't win the low hand if you have better than an high card with an eight."
SEVEN_HIGH_JACK_LOW = ("Each player can use one seven as a wild in their high hand.",
                       "Each player can use one jack as a wild in their low hand.")
TWO_FOURS = ("Each player can use two fours as wilds.",)
ONE_DEUCE = ("Each player can use one deuce as a wild.",)
GAMES = {
    "omaha, a seven high and a jack low": (*OMAHA, HIGH_LOW, EIGHT, *SEVEN_HIGH_JACK_LOW),
    "omaha, two fours, high": (*OMAHA, HIGH, *TWO_FOURS),
    "omaha, two fours, low": (*OMAHA, LOW, *TWO_FOURS),
    "stud, one deuce, high-low": (*STUD, HIGH_LOW, *ONE_DEUCE),
    "stud, two fours, high": (*STUD, HIGH, *TWO_FOURS),
}


def program_of(name: str):
    return game_program(game(*GAMES[name]))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_game_plans_its_at_most_wilds(name):
    plan = plan_for(program_of(name), 5)
    assert isinstance(plan, MostWildPlan)
    assert (plan.board is not None) == name.startswith("omaha")


def test_the_sentences_read_as_at_most_wilds():
    assert [(s.ranks, s.most, s.hands) for s in program_of("omaha, a seven high and a jack low").steps_of(Wild)] == [
        (("7",), 1, "high"), (("J",), 1, "low")]


def test_the_named_cards_and_sides():
    plan = plan_for(program_of("omaha, a seven high and a jack low"), 4)
    assert plan.high_most == AtMost(tuple(sorted(int(Card.parse(f"7{s}")) for s in "cdhs")), 1)
    assert plan.low_most == AtMost(tuple(sorted(int(Card.parse(f"J{s}")) for s in "cdhs")), 1)
    both = plan_for(program_of("omaha, two fours, high"), 4)
    assert both.high_most == both.low_most == AtMost(tuple(sorted(int(Card.parse(f"4{s}")) for s in "cdhs")), 2)


# the simulator's tally and winners seed for seed (`test_fast.agreement_tests`; each game's plan: above)
_, test_same_figures_as_the_simulator, test_same_winners_as_the_simulator = \
    agreement_tests(GAMES, MostWildPlan, tables=(6,), deals=40, most=7)


def test_one_wild_seven_makes_kings_full_of_nothing_but_three_kings():
    # 7♠ 7♥ K♠ K♥ 2♣, one seven wild: three kings (a full house would need the other seven too),
    # the first seven in card order chosen of the two that score the same
    plan = plan_for(program_of("omaha, a seven high and a jack low"), 2)
    judging = Judging(plan.deck, plan.qualify, 5)
    codes = tuple(int(Card.parse(c)) for c in ("7s", "7h", "Ks", "Kh", "2c"))
    rules = plan.high_most.choice(codes, judging.score)
    assert rules.wild_cards == {min(Card.parse("7s"), Card.parse("7h"))}
    assert best_hand([CARD_BY_CODE[c] for c in codes], rules).category == "three-of-a-kind"
    assert plan.high_most.choice(tuple(int(Card.parse(c)) for c in ("As", "Ah", "Ks", "Kh", "2c")), judging.score) is None


def test_a_wild_jack_only_in_the_low_hand():
    # J♦ with A 2 3 5: the wild jack plays as the four, a wheel for low; high hands keep it a jack
    plan = plan_for(program_of("omaha, a seven high and a jack low"), 2)
    codes = tuple(int(Card.parse(c)) for c in ("Jd", "As", "2h", "3c", "5s"))
    low = plan.low_most.choice(codes, a5_value)
    assert low.wild_cards == {Card.parse("Jd")}
    assert Judging(plan.deck, plan.qualify, 5).low_of(low, codes).key == best_hand_low_key("5 4 3 2 A")
    assert plan.high_most.choice(codes, Judging(plan.deck, plan.qualify, 5).score) is None


def best_hand_low_key(ranks: str) -> tuple:
    from dealerschoice.cards.lows import best_low

    return best_low([Card.parse(f"{r}{s}") for r, s in zip(ranks.split(), "shdcs")]).key


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=51), min_size=5, max_size=7, unique=True),
       st.sampled_from("23456789TJQKA"), st.integers(min_value=1, max_value=3), st.sampled_from(("high", "low")))
def test_the_choice_is_the_simulators(codes, rank, most, side):
    step = Wild("rank", ranks=(rank,), per_player=True, most=most)
    named = tuple(c for c in range(52) if "23456789TJQKA"[c >> 2] == rank)
    limit = AtMost(named, most)
    judging = Judging(tuple(range(52)), plan_for(program_of("stud, one deuce, high-low"), 2).qualify, 7)
    value = judging.score if side == "high" else a5_value
    cards = [CARD_BY_CODE[c] for c in codes]
    expected = most_wilds(step, cards, side, set(), set())
    found = limit.choice(tuple(codes), value)
    assert (found.wild_cards if found is not None else frozenset()) == frozenset(expected)
    if expected:
        assert found is hand_rules(frozenset(), frozenset(expected))


def test_the_board_shortcut_is_only_for_omaha_hands_with_nothing_wild_of_their_own():
    assert board_scores(plan_for(program_of("omaha, two fours, high"), 3)) is not None
    assert board_scores(plan_for(program_of("stud, two fours, high"), 3)) is None


def test_play_counts_every_deal():
    plan = plan_for(program_of("omaha, a seven high and a jack low"), 5)
    counts = play_plan(plan, range(30))
    deals = [plan.deal(seed) for seed in range(30)]
    assert counts.deals == 30
    assert sum(counts.named.values()) == sum(d.score is not None for d in deals)
    assert sum(counts.lows.values()) == sum(d.low is not None for d in deals)


@pytest.mark.parametrize("texts, reason", [
    ((*STUD, HIGH, *ONE_DEUCE, "Kings are wild."),
     "an at-most wild beside other wild rules (the choice reads them in the order written)"),
    (("Use a 52 card deck with one joker added.", *STUD, HIGH, *ONE_DEUCE),
     "an at-most wild in a deck with jokers (wild in every hand, outside the choice)"),
    ((*STUD, "Each player may draw up to three cards.", HIGH, *ONE_DEUCE), "an at-most wild in a game of choices"),
    ((*STUD, HIGH), "no wild a hand may play only so many of"),
])
def test_refusals_name_the_reason(texts, reason):
    with pytest.raises(Unplanned) as refused:
        compile_most_wilds(game_program(game(*texts)), 4)
    assert str(refused.value) == reason


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_at_most_wilds_same_as_the_simulator():
    found = corpus_games(kind=MostWildPlan)
    assert "Joemaha" in found
    for name, program in found.items():
        assert_same_as_simulator(name, program, MostWildPlan, [deal_seed(5, i) for i in range(12)], deals=40)
