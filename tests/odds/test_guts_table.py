"""Guts plans with a table hand to beat ("You must beat the table hand to win."): the table's
own cards in no player's hand, the best player's hand taking the pot only when it beats the
table's (a tie goes to the table), every player in losing when it does not; every deal the
simulator's, seed for seed, the figures the same, and the tables a plan cannot follow refused."""

from __future__ import annotations

import pytest

from dealerschoice.cards import HandRules, parse_cards
from dealerschoice.cards.cards import standard_deck
from dealerschoice.play.fast import Unplanned
from dealerschoice.play.fast.guts import TABLE, compile_guts
from dealerschoice.play.fast.guts_play import guts_deal, play_guts
from dealerschoice.play.fast.guts_showdown import GutsShowdown, table_takes
from dealerschoice.play.fast.run import scorer
from dealerschoice.play.odds import _plan_tally, deal_seed, play_deals, summary
from dealerschoice.play.program import game_program
from tests.odds.test_fast import game
from tests.odds.test_fast_guts import SETTLES, assert_same, guts_games
from tests.rules import corpus

BEAT = "You must beat the table hand to win."
# not in the corpus: three table cards of its own and a common card every hand shares
TABLE_GUTS = ("Deal four cards down to each player.", "Deal three cards face down to the table.",
              "Deal one common card face up to the table.", "Declare in/out simultaneously.",
              "Showdown, high hand wins.", BEAT, SETTLES)


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_table_hands_as_the_simulator():
    found = [f for f in guts_games(corpus.corpus().games) if f[3].table_hand]
    assert {"Nuclear Guts", "Five Card Guts II", "Jackson Five"} <= {g.name for g, *_ in found}  # 3 on 2026-12-02
    assert_same(found, tuple(deal_seed(4, i) for i in range(15)))


def test_a_table_hand_beside_a_common_card():
    """The table's three cards are its own; the common card counts in every hand and the
    table's. Some showdowns the table takes (no winner, the pot stays and is matched); the
    deals, and the figures over 60, the simulator's."""
    program = game_program(game(*TABLE_GUTS))
    plan = compile_guts(program, 5)
    assert plan.table_hand and [op for op in plan.ops if op[0] == TABLE] == [(TABLE, 3, False, True),
                                                                           (TABLE, 1, True, False)]
    seeds = tuple(deal_seed(6, i) for i in range(60))
    assert_same([(None, program, 5, plan)], seeds[:25])
    showdowns = [s for seed in seeds for s in guts_deal(plan, seed).showdowns]
    assert any(not s.winners for s in showdowns) and any(s.winners for s in showdowns)
    counts = play_guts(plan, seeds)
    assert summary(_plan_tally(counts)) == summary(play_deals(program, 5, 6, 0, 60, fast=False))


def test_the_table_takes_a_tie():
    score = scorer(HandRules(), tuple(int(c) for c in standard_deck(False, 1)), 7)
    kings = [int(c) for c in parse_cards("Ks Kd 7c 5h 2s")]
    won = GutsShowdown((1, 2), (1,), score(kings), False)
    assert table_takes(score, [int(c) for c in parse_cards("Kc Kh 7d 5s 2d")], won)  # the same hand: the table's
    assert not table_takes(score, [int(c) for c in parse_cards("Qc Qh 7d 5s 2d")], won)
    assert table_takes(score, [int(c) for c in parse_cards("Ac Ah 3d")], won)
    assert not table_takes(score, kings, GutsShowdown((1, 2), (), None, False))  # a tie that paid nobody


@pytest.mark.parametrize(("rule", "message"), [
    ("You must beat the table hand to win, and the table hand gets a draw.",
     "rule 6: a standing beat-table rule against the table-hand, drawing in a guts game"),
    ("The winning hand must beat the top five cards off the deck.",
     "rule 6: a standing beat-table rule against the deck-top in a guts game"),
])
def test_tables_the_plan_cannot_follow(rule, message):
    with pytest.raises(Unplanned) as caught:
        compile_guts(game_program(game(*TABLE_GUTS[:5], rule, SETTLES)), 5)
    assert str(caught.value) == message


# not in the corpus: three cards, a common card whose rank is wild beside the deuces
NAMED_WILD = ("Deal three cards down to each player.", "Deal one common card face up to the table.",
              "Declare in/out simultaneously.", "Showdown, high hand wins.", SETTLES, "Deuces are wild.",
              "The last common card is wild, as are all cards of the same rank.")


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_wild_ranks_a_table_card_names_as_the_simulator():
    found = [f for f in guts_games(corpus.corpus().games) if f[3].table_wilds]
    assert {"Burn", "Jacks and Piss"} <= {g.name for g, *_ in found}  # 2 on 2026-12-02: a bet, a draw
    assert_same(found, tuple(deal_seed(4, i) for i in range(15)))


def test_a_wild_rank_the_common_card_names():
    """Each deal's rules are the simulator's for its common card: deuces and that rank wild,
    from the declaration on, dealt again with the next card after a redeal."""
    program = game_program(game(*NAMED_WILD))
    plan = compile_guts(program, 6)
    assert [sorted(plan.table_wilds[rank][0].wild_ranks) for rank in (2, 9, 14)] == [[2], [2, 9], [2, 14]]
    assert plan.rules.wild_ranks == frozenset({2}) and not plan.table_hand
    seeds = tuple(deal_seed(8, i) for i in range(60))
    assert_same([(None, program, 6, plan)], seeds[:25])
    counts = play_guts(plan, seeds)
    full = play_deals(program, 6, 8, 0, 60, fast=False)
    assert summary(_plan_tally(counts)) == summary(full) and counts.wild == full.wild > 0


def test_a_named_wild_with_two_table_cards_is_refused():
    texts = NAMED_WILD[:2] + ("Deal one common card face up to the table.",) + NAMED_WILD[2:]
    with pytest.raises(Unplanned) as caught:
        compile_guts(game_program(game(*texts)), 6)
    assert str(caught.value) == "a wild rank the last table card names, with other table cards or rules read before"


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_wild_cards_for_the_table_only():
    """Beat the Board: "Threes are wild for the table." (and fives, sevens): the table's hand
    is judged with them, the players' hands without; every deal the simulator's."""
    found = {g.name: f for f in guts_games(corpus.corpus().games) for g in (f[0],)}
    _, program, players, plan = found["Beat the Board"]
    assert plan.table_rules is not None and plan.table_rules.wild_ranks == frozenset({3, 5, 7})
    assert plan.rules.wild_ranks == frozenset() and plan.plain
    assert_same([found["Beat the Board"]], tuple(deal_seed(5, i) for i in range(25)))


def test_wilds_for_the_table_need_a_table_hand():
    texts = ("Deal three cards down to each player.", "Declare in/out simultaneously.", "Showdown, high hand wins.",
             SETTLES, "Threes are wild for the table.")
    with pytest.raises(Unplanned) as caught:
        compile_guts(game_program(game(*texts)), 5)
    assert str(caught.value) == "wild cards for the table in a guts game with no table hand to beat"
