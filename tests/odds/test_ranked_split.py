"""Fixed deals whose high hand shares the pot with a split hand ranked its own way, planned
(`play.fast.ranked_split`): Studjack's blackjack of the down cards, Hawaii High/Low's poker
hand of them; the winners and figures the simulator's seed for seed."""

from __future__ import annotations

import pytest

from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.ranked_split import SplitRankedPlan, compile_split_ranked
from dealerschoice.play.fast.run import scorer, seat_getters
from tests.odds.corpus_agreement import assert_same_as_simulator, corpus_games
from tests.odds.test_fast import agreement_tests, codes, program_of
from tests.rules import corpus

SHARE = "The high hand splits the pot with the split-hand."
# other deals than the corpus's, a blackjack and a poker split hand of the down cards, and of all cards
GAMES = {
    "blackjack down": ("Deal one card down to each player.", "Deal two cards up to each player.",
                       "Deal one card down to each player.", SHARE,
                       "The split-hand is the best blackjack hand made up of down cards."),
    "poker down": ("Deal three cards down to each player.", "Deal two cards up to each player.", SHARE,
                   "The split-hand is made of down cards."),
    "blackjack of all": ("Deal two cards down to each player.", "Deal two cards up to each player.", SHARE,
                         "The split-hand is the best blackjack hand."),
}

test_plans_as_its_kind, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(GAMES, SplitRankedPlan)


def test_the_split_hand_shares_the_pot():
    """High: the best poker hand of all five cards; split: the blackjack of the down ones. A
    pair of kings up wins high, 21 down the split: two players share; one holding both alone."""
    plan = plan_for(program_of(GAMES["blackjack down"]), 2)
    assert isinstance(plan, SplitRankedPlan)
    assert plan.split_of == ((0, 6), (1, 7))
    score = scorer(plan.rules, plan.deck, 4)
    x = [0] * 52
    for places, hand in (((0, 2, 3, 6), "As Kd Kh 5c"), ((1, 4, 5, 7), "Ah 7c 8d Td")):
        for i, c in zip(places, codes(hand)):
            x[i] = c
    assert plan._deal(x, score, seat_getters(plan)) == ((1,), score(tuple(codes("As Kd Kh 5c"))), True)
    for i, c in zip((1, 7), codes("2h 3c")):
        x[i] = c
    assert plan._split_keys(x)[0] > plan._split_keys(x)[1]  # 16 down beats 5
    assert plan._deal(x, score, seat_getters(plan))[2] is False


@pytest.mark.parametrize(("texts", "reason"), [
    (("Deal five cards down to each player.", "The high hand splits the pot with the split-hand.",
      "The split-hand is the best blackjack hand made of red cards."),
     "rule 3: a split hand made of the red cards"),
    (("Deal five cards down to each player.", "Showdown, high hand wins."), "no single share of the pot"),
])
def test_refused_naming_the_rule(texts, reason):
    with pytest.raises(Unplanned) as refused:
        compile_split_ranked(program_of(texts), 4)
    assert str(refused.value).startswith(reason)


CORPUS_GAMES = ("Studjack", "Hawaii High/Low")


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_games_same_as_the_simulator():
    found = corpus_games(names=CORPUS_GAMES)
    assert set(found) == set(CORPUS_GAMES)
    for name, program in found.items():
        assert_same_as_simulator(name, program, SplitRankedPlan, range(12))
