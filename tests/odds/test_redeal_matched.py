"""A redeal when nobody has had to match the pot, in the odds' fast path
(`play.fast.redeal_matched`): every deal the simulator's (No Murder, No Game and variants not
in the corpus), how many times the cards are dealt, the stop at the cap of deals, and the
refusals named."""

from __future__ import annotations

import pytest

from dealerschoice.cards import Card
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.redeal_matched import MatchedRedealPlan, compile_matched_redeal
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import deal_seed
from dealerschoice.play.simulate import MAX_DEALS, PlayedHand
from tests.odds.test_fast import agreement_tests, codes, fast_outcome, full_outcome, program_of
from tests.rules import corpus

REDEAL = "If no one has had to match the pot by this point, redeal."
# not in the corpus: a pair showing by the third up card, the last card down after the redeal's rule
PAIR = ("Deal two cards down to each player.", "Deal one card up to each player.", "Deal two cards up to each player.",
        REDEAL, "Deal one card down to each player.", "Showdown, high hand wins.",
        "If a player is ever dealt a face up pair, they must match the pot or fold.")
# not in the corpus: a named card, half the pot, a common card, wild deuces
JACKS = ("Deal three cards down to each player.", "Deal one card up to each player.",
         "Deal one card face up to the table.", REDEAL, "Showdown, high hand wins.", "Deuces are wild.",
         "If a player is ever dealt a face up jack, they must match half the pot or fold.")
GAMES = {"pair": PAIR, "jacks": JACKS}

test_plans_as_its_kind, test_same_figures, test_same_winners_seed_for_seed = agreement_tests(
    GAMES, MatchedRedealPlan, tables=(2, 6), most=7)


def simulated_deals(program, players: int, seed: int) -> tuple[int, bool]:
    """(the times the simulator dealt the cards, whether its hand had a showdown)."""
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    return hand.progress.deals, bool(hand.outcome.result.showdowns)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_times_dealt_are_the_simulators(name):
    program = program_of(GAMES[name])
    plan = plan_for(program, 3)
    found = set()
    for n in range(80):
        seed = deal_seed(5, n)
        _, times, stopped = plan.dealt(seed)
        assert (times, not stopped) == simulated_deals(program, 3, seed), seed
        found.add((times, stopped))
    assert {(1, False), (2, False), (MAX_DEALS, True)} <= found  # no redeal, one, and the cap's stop


def test_places_watched():
    plan = compile_matched_redeal(program_of(PAIR), 3)
    # two down, then one up and two up to each of three seats: seat 1 holds 0, 1, 6, 9, 10
    assert plan.held == ((0, 1, 6, 9, 10), (2, 3, 7, 11, 12), (4, 5, 8, 13, 14))
    assert plan.up == ((6, 9, 10), (7, 11, 12), (8, 13, 14))
    assert plan.top == 15 and plan.laid == ()
    assert plan.marks == ((frozenset(plan.deck), True),)
    jacks = compile_matched_redeal(program_of(JACKS), 2)
    assert jacks.laid == (8,) and jacks.up == ((6,), (7,))
    assert jacks.marks == ((frozenset(codes("Js Jh Jd Jc")), False),)


def test_pair_only_with_the_holders_earlier_up_cards():
    plan = compile_matched_redeal(program_of(PAIR), 2)
    x = [int(Card.parse("2c"))] * 52
    assert plan.up == ((4, 6, 7), (5, 8, 9))
    for place, text in zip((4, 6, 7, 5, 8, 9), "Ks Qs 9h Kd 8c 7c".split()):
        x[place] = int(Card.parse(text))
    assert plan.wants(x, None)  # two kings, but each seat's own up cards pair nothing
    x[9] = int(Card.parse("Kh"))
    assert not plan.wants(x, None)  # seat 2's king pairs its own: someone had to match


def test_corpus_game_same_deals():
    if not corpus.present():
        pytest.skip(corpus.SKIP_REASON)
    from dealerschoice.play.odds_cache import runnable
    (program,) = [p for g, p in runnable(corpus.corpus().games) if g.name == "No Murder, No Game"]
    for players in (2, 7):
        plan = plan_for(program, players)
        assert type(plan) is MatchedRedealPlan
        for n in range(40):
            seed = deal_seed(2, n)
            assert fast_outcome(plan, seed) == full_outcome(program, players, seed), (players, seed)


@pytest.mark.parametrize("texts, reason", [
    (PAIR[:-1] + ("If a player is ever dealt a face up pair, they must fold.",),
     "rule 7: a forced rule that makes a player fold, beside a redeal when nobody matched the pot"),
    (("Deal two cards down to each player.", "Each player discards one card.", REDEAL, "Showdown, high hand wins.",
      "If a player is ever dealt a face up jack, they must match the pot or fold."),
     "rule 2: a discard step before a redeal when nobody matched the pot"),
    (("Deal two cards down to each player.", "Showdown, high hand wins."),
     "no redeal when nobody has had to match the pot"),
])
def test_refusals_name_the_rule(texts, reason):
    with pytest.raises(Unplanned) as caught:
        compile_matched_redeal(program_of(texts), 3)
    assert str(caught.value) == reason
