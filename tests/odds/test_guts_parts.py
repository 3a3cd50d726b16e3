"""Guts games whose wild groups are found in each whole hand while the hand ranks by three of
its cards (`play.fast.guts_parts`, `ranked_guts.PartsJudge`: Consecutive Guts), and the guts
redeal "If only one person went in, the game is over." (`guts.STAYED_REDEAL`), planned as the
simulator plays them."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast import guts as guts_ops
from dealerschoice.play.fast.guts import GutsPlan
from dealerschoice.play.fast.guts_parts import rank_blind
from dealerschoice.play.fast.guts_play import guts_deal
from dealerschoice.play.fast.ranked_guts import PartsJudge, RankedGutsPlan, _player, compile_ranked_guts
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.simulate import MAX_DEALS, PlayedHand
from tests.odds.corpus_agreement import assert_same_as_simulator, corpus_games
from tests.odds.test_fast import agreement_tests, codes, program_of
from tests.rules import corpus

_DEAL_FIVE = "Deal five cards face down to each player."
_AT_ONCE = "Declare in/out simultaneously."
_ONE_IN_ENDS = ("Showdown, high hand wins the pot. Everyone who went in and lost matches the pot. "
                "If only one person went in, the game is over.")
_THREE_NO_FLUSH = "Hand ranks is determined by three card hands, but straights and flushes do not count."
_CONSECUTIVE = "Any two cards of consecutive rank count as one wild."

GAMES = {
    "consecutive": (_DEAL_FIVE, _AT_ONCE, _ONE_IN_ENDS, _THREE_NO_FLUSH, _CONSECUTIVE),
    # variants not in the corpus: six cards, in turn, cards adding to nine; four cards, two ranks apart
    "nines": ("Deal six cards face down to each player.",
              "Declare in/out one at a time, starting with the player to the left of the dealer.",
              _ONE_IN_ENDS, _THREE_NO_FLUSH, "Any two cards that add to nine count as one wild."),
    "apart": ("Deal four cards face down to each player.", _AT_ONCE, _ONE_IN_ENDS, _THREE_NO_FLUSH,
              "If you have two cards that are two ranks apart, they count as one wild card."),
    # flushes and straights count: keys read suits, judged card for card
    "suited": (_DEAL_FIVE, _AT_ONCE, _ONE_IN_ENDS,
               "Use three card poker hands (straight flush beats three of a kind beats straight beats flush "
               "beats pair beats high card).", _CONSECUTIVE),
    "stayed": ("Deal three cards face down to each player.", _AT_ONCE, _ONE_IN_ENDS),
}
KINDS = {name: GutsPlan if name == "stayed" else RankedGutsPlan for name in GAMES}

test_plans_as_its_kind, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = agreement_tests(
    GAMES, KINDS, tables=(2, 5), deals=40)


def _judge(name: str, players: int = 4):
    plan = plan_for(program_of(GAMES[name]), players)
    assert isinstance(plan, RankedGutsPlan) and plan.parts
    player = _player(plan)
    assert isinstance(player.judge, PartsJudge)
    return plan, player.judge.parts


def test_the_redeal_unless_one_stayed_is_an_op():
    plan = plan_for(program_of(GAMES["stayed"]), 4)
    assert plan.ops[-1] == (guts_ops.STAYED_REDEAL,)
    assert [op[0] for op in plan.ops] == ["deal", "declare", "showdown", "settle", "stayed-redeal"]


@pytest.mark.parametrize("seed, deals, ins", [
    (3, 1, [(3,)]),                 # one player went in: the game is over
    (0, 2, [(1, 4), (3,)]),         # two went in and one lost: dealt again, then one alone
    (4, 3, [(1, 2, 3), (1, 3)]),    # a deal nobody went in: dealt again without a showdown
])
def test_dealt_again_until_one_goes_in_alone(seed, deals, ins):
    program = program_of(GAMES["stayed"])
    found = guts_deal(plan_for(program, 4), seed)
    assert found.deals == deals and [s.contenders for s in found.showdowns] == ins
    hand = PlayedHand(program, 4, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    assert hand.progress.deals == deals


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=7))
def test_the_deal_ends_with_one_in_or_at_the_most_deals(seed, players):
    found = guts_deal(plan_for(program_of(GAMES["stayed"]), players), seed)
    shown = [len(s.contenders) for s in found.showdowns]
    assert shown[-1:] == [1] or found.deals == MAX_DEALS
    assert 1 not in shown[:-1]


@pytest.mark.parametrize("held, key, words", [
    ("9s 8d Kc Kh 2d", (4, 13), "Three of a kind, kings (9♠ 8♦ as one wild)"),
    ("Kc Kh 9s 8d 2d", (4, 13), "Three of a kind, kings (9♠ 8♦ as one wild)"),
    ("2s 3d 4c 5h 6d", (4, 6), "Three of a kind, sixes (2♠ 3♦ as one wild; 4♣ 5♥ as one wild)"),
    ("Qs Qd Qc 9h 4d", (4, 12), "Three of a kind, queens"),
    ("As 4d 7c 9h Jd", (0, 14, 11, 9), "Ace high"),
])
def test_three_of_five_with_a_run_of_two_as_one_wild(held, key, words):
    _plan, judge = _judge("consecutive")
    assert judge.blind and judge.size == 3
    assert judge.key(codes(held)) == key
    assert judge.winner(codes(held), key).description == words


_HANDS = st.lists(st.integers(min_value=0, max_value=51), min_size=5, max_size=5, unique=True)


@settings(max_examples=60, deadline=None)
@given(held=_HANDS, name=st.sampled_from(["consecutive", "apart", "suited"]))
def test_remembered_keys_and_winners_are_the_rankings_own(held, name):
    _plan, judge = _judge(name)
    exact = judge.hand(held)
    assert exact is not None
    assert judge.key(held) == exact.key
    assert judge.key(sorted(held, reverse=True)) == exact.key  # remembered: another order, the same key
    assert judge.winner(held, exact.key) == exact


def test_keys_read_ranks_alone_only_without_flushes():
    _, consecutive = _judge("consecutive")
    _, suited = _judge("suited")
    assert consecutive.blind and not suited.blind
    plan, _ = _judge("suited")
    assert plan.judged is not None and not rank_blind(plan.judged.rankings[0], plan.rules)


def test_a_discard_under_groups_of_each_hand_is_refused():
    texts = (_DEAL_FIVE, _AT_ONCE, "Each player may discard up to two cards and draw replacements.",
             "Showdown, high hand wins.", _THREE_NO_FLUSH,
             "Anyone who went in and lost must match the pot. If no one went in or someone had to match the pot, "
             "redeal for all.", _CONSECUTIVE)
    with pytest.raises(Unplanned, match="rule 5: a discard under wild groups found in each whole hand"):
        compile_ranked_guts(program_of(texts), 4)


def test_the_deal_plays_the_consecutive_wilds_seed_for_seed():
    plan, _ = _judge("consecutive")
    found = guts_deal(plan, 0, _player(plan))
    assert found.deals == MAX_DEALS == 3
    assert [s.winners for s in found.showdowns] == [(3,), (1,), (2,)]
    assert [s.contenders for s in found.showdowns] == [(1, 2, 3, 4), (1, 2, 4), (1, 2, 3)]
    assert all(s.low is not None and s.low.key[0] == 4 for s in found.showdowns)  # three of a kind each time
    assert found.pot == 48


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_consecutive_guts_plays_as_the_simulator():
    found = corpus_games(names=("Consecutive Guts",))
    assert set(found) == {"Consecutive Guts"}
    assert_same_as_simulator("Consecutive Guts", found["Consecutive Guts"], RankedGutsPlan, range(12), deals=40)
