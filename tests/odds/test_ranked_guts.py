"""Guts games ranked their own way, planned (`play.fast.ranked_guts`): the going in and out is
the players' usual decision, the showdown among those in judged by the game's ranking, a
discard among them chosen under it; the deals and figures the simulator's seed for seed."""

from __future__ import annotations

import pytest

from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.ranked_guts import RankedGutsPlan, RankedJudge, compile_ranked_guts
from tests.odds.corpus_agreement import assert_same_as_simulator, corpus_games
from tests.odds.test_fast import agreement_tests, codes, program_of
from tests.rules import corpus

DECLARE = "Declare in/out one at a time, starting with the player to the left of the dealer."
MATCH = ("Anyone who went in and lost must match the pot. If no one went in or someone had to match the pot, redeal "
         "for all.")
# variants of the corpus's ranked guts: four cards and flushes counting, straights from the nine, one joker
GAMES = {
    "four without straights": ("Deal four cards face down to each player.", DECLARE,
                               "Each player may draw one card if they wish.", "Showdown, high hand wins.",
                               "Normal poker hands, but straights don't count.", MATCH),
    "straights from the nine": ("Deal two cards down to each player.", DECLARE, "Showdown, high hand wins.",
                                "Two card hands, but straights to the nine or higher beat a pair.", MATCH),
    "one joker": ("Use a normal 52 card deck with one joker added.", "Deal two cards down to each player.", DECLARE,
                  "Showdown, high hand wins.", "Jokers are wild.",
                  "Any hand with two or more wilds loses to any hand with one or fewer wilds.", MATCH),
}

test_plans_as_its_kind, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(GAMES, RankedGutsPlan)


def test_the_showdown_is_the_rankings():
    """Two card hands with straights from the nine up over a pair: 9-10 beats a pair of aces,
    7-8 does not; a tie shares the pot or, where ties pay nobody, every player in has lost."""
    plan = plan_for(program_of(GAMES["straights from the nine"]), 3)
    assert isinstance(plan, RankedGutsPlan)
    judge = RankedJudge(plan, None)
    hands = [codes("9s Td"), codes("As Ad"), codes("7h 8c")]
    found, losers = judge.showdown([0, 1, 2], hands, [], {}, True)
    assert (found.winners, losers, found.low.category) == ((1,), (1, 2), "straight")
    found, losers = judge.showdown([1, 2], hands, [], {}, True)
    assert (found.winners, losers, found.low.category) == ((2,), (2,), "pair")
    tied = [codes("9s Td"), codes("9h Tc")]
    assert judge.showdown([0, 1], tied, [], {}, True)[0].winners == (1, 2)
    found, losers = judge.showdown([0, 1], tied, [], {}, False)
    assert (found.winners, losers) == ((), (0, 1))


@pytest.mark.parametrize(("texts", "reason"), [
    (("Deal two cards down to each player.", "Showdown, high hand wins.",
      "Two card hands, but straights to the nine or higher beat a pair."),
     "rule 3: a ranking in a game nobody declares in or out of"),
    (("Deal two cards down to each player.", DECLARE,
      "Normal betting round, with the player to the left of the dealer opening.", "Showdown, high hand wins.",
      "Two card hands, but straights to the nine or higher beat a pair.", MATCH),
     "rule 5: a ranking in a guts game with bet steps"),
])
def test_refused_naming_the_rule(texts, reason):
    with pytest.raises(Unplanned) as refused:
        compile_ranked_guts(program_of(texts), 4)
    assert str(refused.value).startswith(reason)


CORPUS_GAMES = ("The Drop", "Chaos II", "Two Card Guts II", "Joker Fierce")


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_games_same_as_the_simulator():
    found = corpus_games(names=CORPUS_GAMES)
    assert set(found) == set(CORPUS_GAMES)
    for name, program in found.items():
        assert_same_as_simulator(name, program, RankedGutsPlan, range(12))
