"""Cards a rule makes a player buy for a card dealt face up, in the odds' fast path
(`play.fast.forced_buys`): every deal the simulator's (Russian Revolution, Baseball and
variants not in the corpus), the rules as extra cards in the simulator's order, the refusals
named."""

from __future__ import annotations

import pytest

from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.draw_extras import EXTRA_SEATS
from dealerschoice.play.fast.draw_ops import JudgedApart
from dealerschoice.play.fast.forced import compile_forced
from dealerschoice.play.fast.forced_buys import compile_forced_buys
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import deal_seed
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import agreement_tests, codes, fast_outcome, full_outcome, program_of
from tests.rules import corpus

STUD = ("Deal two cards down to each player.", "Deal three cards up to each player.",
        "Normal betting round, with the player with the high hand showing opening.",
        "Deal one card down to each player.", "Showdown, high hand wins.")
# not in the corpus: a jack bought for the ante, down
JACK_ANTE = (*STUD, "If a player is ever dealt a face up jack, they must buy another card for the ante or fold.")
# not in the corpus: a five buys one up (which may buy again), an ace one down; wild sevens
FIVE_UP = (*STUD, "If a player is ever dealt a face up five, they may pay max bet to buy another up card.",
           "If a player is ever dealt a face up ace, they must buy another card for max bet or fold.", "Sevens are wild.")
GAMES = {"jack ante": JACK_ANTE, "five up": FIVE_UP}

test_plans_as_its_kind, test_same_figures, test_same_winners_seed_for_seed = agreement_tests(
    GAMES, JudgedApart, tables=(2, 6), most=7)


def test_rules_become_extra_cards_in_the_simulators_order():
    plan = compile_forced_buys(program_of(FIVE_UP), 3)
    extras = [op for op in plan.ops if op[0] == EXTRA_SEATS]
    assert len(extras) == 1 and extras[0][1] == 3  # after the three up cards
    rules = extras[0][2]
    # the forced buy first (a five, one card face up), the buy-or-fold last (an ace, one face down)
    assert rules == ((frozenset(codes("5s 5h 5d 5c")), 1, True, False), (frozenset(codes("As Ah Ad Ac")), 1, False, False))


def test_an_up_card_bought_may_buy_again():
    """A five bought face up buys again: the deals where a seat ends with two cards or more
    bought face up are the simulator's too."""
    program = program_of(FIVE_UP)
    plan = plan_for(program, 2)
    chained = 0
    for n in range(400):
        seed = deal_seed(9, n)
        hand = PlayedHand(program, 2, seed)
        hand.piece(Stance).everyone_stays = True
        hand.run()
        if any(sum(h.up for h in seat.cards) >= 5 for seat in hand.table.seats):  # three dealt up, two bought
            chained += 1
            assert fast_outcome(plan, seed) == full_outcome(program, 2, seed), seed
    assert chained >= 3


def test_corpus_games_same_deals():
    if not corpus.present():
        pytest.skip(corpus.SKIP_REASON)
    from dealerschoice.play.odds_cache import runnable
    games = {g.name: p for g, p in runnable(corpus.corpus().games) if g.name in ("Russian Revolution", "Baseball")}
    assert len(games) == 2
    for name, program in games.items():
        for players in (2, 7):
            plan = compile_forced(program, players)
            assert type(plan) is JudgedApart
            for n in range(30):
                seed = deal_seed(2, n)
                assert fast_outcome(plan, seed) == full_outcome(program, players, seed), (name, players, seed)


@pytest.mark.parametrize("texts, reason", [
    ((*STUD, "If a player is ever dealt a face up queen, they must buy another card for the pot or fold."),
     "rule 6: a card bought for 1 times pot, which may pass the pot of 3 antes and fold the player"),
    (("Players do not ante.", *JACK_ANTE),
     "bought cards in a game with an ante rule of its own (the pot they are weighed by)"),
])
def test_refusals_name_the_rule(texts, reason):
    with pytest.raises(Unplanned) as caught:
        compile_forced_buys(program_of(texts), 3)
    assert str(caught.value) == reason
