"""A redeal on a card dealt or turned up on the table, in the odds' fast path
(`play.fast.redeal_cards`), and the rules for players who folded where nobody folds
(`forced.nobody_out`): every deal the simulator's (Deadlands, Return of the Living Dead and
variants not in the corpus), the places the redeal gathers from, the times dealt, the
refusals named."""

from __future__ import annotations

import pytest

from dealerschoice.play.fast import Plan, Unplanned, plan_for
from dealerschoice.play.fast.forced import nobody_out
from dealerschoice.play.fast.redeal_cards import CardRedealPlan, compile_card_redeal
from dealerschoice.play.odds import deal_seed
from dealerschoice.play.simulate import MAX_DEALS
from dealerschoice.rules.steps import Deal
from dealerschoice.rules.steps.dealing_shares import DealOut
from dealerschoice.rules.steps.special import Forced
from tests.odds.test_fast import agreement_tests, codes, fast_outcome, full_outcome, program_of
from tests.odds.test_redeal_matched import simulated_deals
from tests.rules import corpus

BUY_BACK = "If you folded, you can match the pot to get your cards back and get back into the game."
# not in the corpus: a king on the table, everyone matching first, the redeal waiting for it
TABLE_KING = ("Deal two cards down to each player.", "Deal two cards up to each player.",
              "Normal betting round, with the player with the high hand showing opening.",
              "Deal one card face up to the table.", "If the table card is a king, everyone must match the pot or fold.",
              "If the table card is a king, redeal for everyone still in.", BUY_BACK, "Showdown, high hand wins.")
# not in the corpus: a red jack dealt, down or up, after the showdown's rule; a deal to the folded too
RED_JACK = ("Deal two cards down to each player.",
            "Deal one card up to each player, including players who have folded earlier in the round.",
            "Deal two cards up to each player.", BUY_BACK, "Showdown, high hand wins.",
            "If a player is ever dealt a red jack, redeal the game.", "Deuces are wild.")
# not in the corpus: hearts bring an out player back; deals to all, up and down
HEARTS = ("Deal three cards down to each player.",
          "Deal one card up to each player, including players who have folded earlier in the round.",
          "Deal one card down to each player, even if they previously folded.", "Showdown, high hand wins.",
          "If an out player is ever dealt a face up heart, they are back in the game for free.")
GAMES = {"table king": TABLE_KING, "red jack": RED_JACK, "hearts": HEARTS}
KINDS = {"table king": CardRedealPlan, "red jack": CardRedealPlan, "hearts": Plan}

test_plans_as_its_kind, test_same_figures, test_same_winners_seed_for_seed = agreement_tests(
    GAMES, KINDS, tables=(2, 6), most=7)


@pytest.mark.parametrize("name", ["table king", "red jack"])
def test_times_dealt_are_the_simulators(name):
    program = program_of(GAMES[name])
    plan = plan_for(program, 4)
    found = set()
    for n in range(80):
        seed = deal_seed(6, n)
        _, times, stopped = plan.dealt(seed)
        assert (times, not stopped) == simulated_deals(program, 4, seed), seed
        found.add(times)
    assert {1, 2} <= found


def test_redeal_waits_for_the_rules_before_it():
    plan = compile_card_redeal(program_of(TABLE_KING), 3)
    # two down and two up to three seats (places 0-11), the table card at 12: watched once dealt
    assert plan.places == (((12,), (0, 1, 6, 7, 2, 3, 8, 9, 4, 5, 10, 11, 12), 13),)
    assert plan.named == frozenset(codes("Ks Kh Kd Kc")) and plan.max_deals == MAX_DEALS


def test_dealt_redeal_watches_every_deal():
    plan = compile_card_redeal(nobody_out(program_of(RED_JACK)), 2)
    assert [p[0] for p in plan.places] == [(0, 1, 2, 3), (0, 1, 4, 2, 3, 5), (0, 1, 4, 6, 7, 2, 3, 5, 8, 9)]
    assert [p[2] for p in plan.places] == [4, 6, 10]
    x = list(range(52))
    jack = codes("Jh")[0]
    x[5], x[jack] = jack, 5  # seat 2's first up card: the redeal after the second deal
    assert plan._redealt(x) == x[6:] + [x[p] for p in (0, 1, 4, 2, 3, 5)]


def test_nobody_out_deals_each_player():
    program = nobody_out(program_of(HEARTS))
    assert [a.steps for a in program.actions][:3] == [(Deal(3),), (Deal(1, "up"),), (Deal(1),)]
    assert not program.standing_of(Forced) and not program.steps_of(DealOut)


def test_corpus_games_same_deals():
    if not corpus.present():
        pytest.skip(corpus.SKIP_REASON)
    from dealerschoice.play.odds_cache import runnable
    games = {g.name: p for g, p in runnable(corpus.corpus().games)
             if g.name in ("Deadlands", "Return of the Living Dead")}
    assert len(games) == 2
    for name, program in games.items():
        for players in (2, 7):
            plan = plan_for(program, players)
            assert type(plan) is (CardRedealPlan if name == "Deadlands" else Plan)
            for n in range(30):
                seed = deal_seed(2, n)
                assert fast_outcome(plan, seed) == full_outcome(program, players, seed), (name, players, seed)


@pytest.mark.parametrize("texts, reason", [
    (("Deal two cards down to each player.", "Showdown, high hand wins."),
     "no redeal on a card dealt or turned up on the table, or more than one (0)"),
    (("Deal two cards down to each player.", "Deal one card face up to the table.",
      "If the table card is a king, everyone must fold.", "If the table card is a king, redeal.",
      "Showdown, high hand wins."),
     "rule 3: a table card that makes everyone fold"),
    (("Deal two cards down to each player.", "Each player flips over one down card of their choice.",
      "Showdown, high hand wins.", "If a player is ever dealt a red jack, redeal the game."),
     "rule 2: a flip beside a redeal on a card (what shows follows play)"),
])
def test_refusals_name_the_rule(texts, reason):
    with pytest.raises(Unplanned) as caught:
        compile_card_redeal(program_of(texts), 3)
    assert str(caught.value) == reason
