"""Games dealt "if they want it" and ranked their own way (7/27, Thirty One), planned
(`play.fast.rankings_wanted`): each seat's look ahead is the simulator's, the deals and
figures the simulator's seed for seed; other offers refused, naming the rule."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.rankings_wanted import Looker, WantedPlan, compile_wanted, judged_classes
from dealerschoice.play.odds import deal_seed, play_deals
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.play.program import game_program
from tests.odds.test_fast import fast_outcome, full_outcome, game
from tests.rules import corpus

# variants of the corpus's points rankings (other targets, suits counting double, no bust)
RANKINGS = (
    "Aces are 1 or 11, face cards are 1/2, all other cards are face value. The low hand is closest to 5, the high "
    "hand is closest to 21.",
    "Aces are 1 or 11, face cards are 1/2, all other cards are face value, hearts count double. The low hand is "
    "closest to 6, the high hand is closest to 26. Ties are broken by inside, outside, high, or low as dealer calls "
    "or house rules.",
    "21 hands: aces are 1 or 11, face cards are 10, all other cards are face value. Closest to 21 is best, but over "
    "21 can't beat under 21.",
    "Aces are 1 or 11, face cards and tens are 1/2, all other cards are face value. Low hand is closest to 3 without "
    "being under, high hand is closest to 19 without being over.",
    "Use three card poker hands (straight flush beats three of a kind beats straight beats flush beats pair beats "
    "high card).",
)
DEALS = (("Deal one card down to each player.", "Deal one card up to each player."),
         ("Deal two cards down to each player.",))
OFFERS = ("Deal each player one card face up, if they want it.", "Deal each player one card face down, if they want it.")
SHOWDOWNS = ("Showdown, high hand wins.", "The highest showing high hand and the lowest showing low hand split the pot.")
BET = "Normal betting round, with the player with the high hand showing opening."
REPEAT = "Repeat the last two actions until no one wants another card."


def program_of(ranking: str, deal=DEALS[0], offer: str = OFFERS[0], showdown: str = SHOWDOWNS[1]):
    return game_program(game(*deal, BET, offer, REPEAT, BET, showdown, ranking))


def codes(text: str) -> list[int]:
    return [int(Card.parse(t)) for t in text.split()]


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(RANKINGS), st.sampled_from(DEALS),
       st.sampled_from(OFFERS), st.sampled_from(SHOWDOWNS), st.integers(min_value=2, max_value=7))
def test_wanted_same_as_the_simulator(seed, ranking, deal, offer, showdown, players):
    """Any fixed deal, offers up or down, a high or a high-low pot, any table: the simulator's
    winners and winning hand, seed for seed."""
    program = program_of(ranking, deal, offer, showdown)
    plan = plan_for(program, players)
    assert isinstance(plan, WantedPlan)
    assert fast_outcome(plan, seed) == full_outcome(program, players, seed)


@pytest.mark.parametrize("ranking", RANKINGS[:3])
def test_wanted_figures_are_the_simulators(ranking):
    program = program_of(ranking)
    fast, full = play_deals(program, 6, stop=60), play_deals(program, 6, stop=60, fast=False)
    assert fast == full and fast.deals == 60


def test_the_look_ahead_of_7_27():
    """At 20 points a player aiming at 27 takes a card (most cards bring them nearer without
    going over); at 25 they do not; a low player at 3 points takes one (half points and aces
    bring them nearer 7)... as `wanting.wants_card` says."""
    plan = compile_wanted(program_of(RANKINGS[1].replace("6, the high hand is closest to 26", "7, the high hand is "
                                                         "closest to 27")), 4)
    looker = Looker(plan, plan.rankings[0])
    deck = set(range(52))
    for hand, side, wants in (("Ts Ks 9d", 0, True), ("Ts 9s 6d", 0, False), ("3s", 1, True)):
        cards = codes(hand)
        assert looker.wants(cards, sorted(deck - set(cards)), side) is wants, hand


def test_cards_of_one_count_are_one_class():
    """A points ranking without wilds: the cards are told apart by their counts alone (the
    look ahead asks once per count); three-card hands: every card apart."""
    points = compile_wanted(program_of(RANKINGS[0]), 3)
    classes, by_points = judged_classes(points, points.rankings[0])
    assert by_points
    assert len(set(classes[:52])) == 11  # 2..10, the faces (a half), the ace (1 or 11)
    assert classes[int(Card.parse("Ks"))] == classes[int(Card.parse("Jd"))] == (1,)
    assert classes[int(Card.parse("As"))] == (2, 22)
    three = compile_wanted(program_of(RANKINGS[4], showdown=SHOWDOWNS[0]), 3)
    assert judged_classes(three, three.rankings[0]) == (list(range(53)), False)
    doubled = compile_wanted(program_of(RANKINGS[1]), 3)
    assert judged_classes(doubled, doubled.rankings[0])[0][int(Card.parse("5h"))] == (20,)  # hearts double: 10 points


def test_the_fixed_deal_and_the_offers():
    plan = compile_wanted(program_of(RANKINGS[0], DEALS[0], OFFERS[1]), 3)
    assert plan.seats == (((0, 3),), ((1, 4),), ((2, 5),))
    assert plan.up == (False, False, False, True, True, True)
    assert (plan.dealt, plan.offer, plan.offer_up, plan.once) == (6, 1, False, False)
    assert len(plan.rankings) == 1 and plan.pot.value == "high-low"


@pytest.mark.parametrize(("texts", "reason"), [
    (("Deal one card down to each player.", BET, OFFERS[0],
      "Repeat the last two actions until everyone still in has all of their cards face up.", SHOWDOWNS[0],
      RANKINGS[0]), "rule 3: offers repeated otherwise than until nobody takes a card"),
    (("Deal one card down to each player.", OFFERS[0], OFFERS[1], SHOWDOWNS[0], RANKINGS[0]),
     "rule 3: a second deal \"if they want it\""),
    (("Deal two cards down to each player.", BET, OFFERS[0], REPEAT,
      "Each player flips over one down card of their choice.", SHOWDOWNS[0], RANKINGS[0]),
     "rule 5: a flip step after the offers"),
    (("Deal one card down to each player.", "Each player flips over one down card of their choice.",
      "Deal one card down to each player.", OFFERS[0], SHOWDOWNS[0], RANKINGS[0]),
     "rule 3: a deal after a choice before the offers"),
    (("Deal one card down to each player.", OFFERS[0], "Deal one card up to each player.", SHOWDOWNS[0],
      RANKINGS[0]), "rule 2: cards dealt after the offers"),
])
def test_refused_naming_the_rule(texts, reason):
    with pytest.raises(Unplanned) as refused:
        compile_wanted(game_program(game(*texts)), 4)
    assert str(refused.value).startswith(reason)


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_wanted_games_same_as_the_simulator():
    found = set()
    for game_, program in runnable(corpus.corpus().games):
        players = odds_players(program, None)
        if isinstance(plan := plan_for(program, players), WantedPlan):
            found.add(game_.name)
            for i in range(12):
                seed = deal_seed(1, i)
                assert fast_outcome(plan, seed) == full_outcome(program, players, seed), (game_.name, i)
            assert play_deals(program, players, stop=25) == play_deals(program, players, stop=25, fast=False), \
                game_.name
    assert {"7/27", "Thirty One", "2/22", "8/28"} <= found
    assert len(found) >= 8  # 8 on 2026-12-02
