"""Games whose hands rank their own way, judged by the game's own ranking on a fixed plan
(`play.fast.rankings_judged`): three-card, two-card and high-card hands, points, a changed
order, hands that beat everything, low hands of their own; the simulator's winners, keys,
words and figures seed for seed; what the plan cannot follow refused, naming the rule."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card
from dealerschoice.play.fast import DealOutcome, Unplanned, plan_deal, plan_for
from dealerschoice.play.fast.rankings import RankedPlan
from dealerschoice.play.fast.rankings_judged import JudgedPlan, compile_judged
from dealerschoice.play.fast.run import PlanCounts
from dealerschoice.play.odds import deal_seed, play_deals
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.play.program import game_program
from tests.odds.test_fast import fast_outcome, full_outcome, game
from tests.rules import corpus

# one sentence per kind of ranking the plan judges (variants of the corpus's wording)
RANKINGS = {
    "three-card": "Use three card poker hands (straight flush beats three of a kind beats straight beats flush beats "
                  "pair beats high card).",
    "top-holding": "Standard poker hands, except three fours beats everything.",
    "top-and-bottom": "Standard poker hands, except two nines beats everything else, and three or more nines loses "
                      "to everything else.",
    "top-cards": "Standard poker hands, except a pair of red jacks beats everything.",
    "points": "Hands are ranked by total points. Aces are worth 1, face cards are worth 10, and all other cards are "
              "face value.",
    "points-either-ace": "Hands are ranked by total points. Aces are 1 or 11, face cards are 10, all other cards are "
                         "face value.",
    "joker-beats": "Standard poker hands, but any hand with a joker beats any hand without one.",
    "changed-order": "Mexican hands: Standard poker hands, except that a flush beats a full house.",
    "two-card": "Standard two card poker hands, but a straight beats a pair beats a flush.",
    "high-card": "The highest card wins. Ties are broken by suits, spades are best, then hearts, diamonds, and clubs.",
    "dealer-call": "Aces are 1 or 11, face cards are 1/2, all other cards are face value. The low hand is closest to "
                   "7, the high hand is closest to 27. Ties are broken by inside, outside, high, or low as dealer "
                   "calls or house rules.",
    "ace-to-six": "In low hands, aces can be low, and straights and flushes matter. The lowest hand is A-2-3-4-6 "
                  "unsuited.",
}
WILDS = ((), ("Fives are wild.",), ("Kings are wild.", "Twos are wild."))
SHOWDOWNS = ("Showdown, high hand wins.", "Showdown, low hand wins.", "Showdown, high and low hands split the pot.")
JOKER_DECK = "Use a 52 card deck with one joker added."
STUD = ("Deal two cards down to each player.", "Deal one card up to each player.",
        "Normal betting round, with the player with the high hand showing opening.",
        "Deal two cards up to each player.", "Deal one card down to each player.")


def program_of(ranking: str, showdown: str = SHOWDOWNS[0], *more: str):
    deck = (JOKER_DECK,) if ranking in ("joker-beats", "top-holding", "changed-order") else ()  # no points for a joker
    return game_program(game(*deck, *STUD, showdown, RANKINGS[ranking], *more))


def codes(text: str) -> tuple[int, ...]:
    return tuple(int(Card.parse(t)) for t in text.split())


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(sorted(RANKINGS)), st.sampled_from(SHOWDOWNS),
       st.sampled_from(WILDS), st.integers(min_value=2, max_value=7))
def test_judged_same_winners_as_the_simulator(seed, ranking, showdown, wild, players):
    """Every kind of ranking, in a high, a low and a high-low showdown, wild cards or none, at
    any table: the simulator's winners and the winning hand's category and key, seed for seed."""
    program = program_of(ranking, showdown, *wild)
    plan = plan_for(program, players)
    assert isinstance(plan, JudgedPlan)
    assert fast_outcome(plan, seed) == full_outcome(program, players, seed)


@pytest.mark.parametrize("ranking", sorted(RANKINGS))
def test_judged_figures_are_the_simulators(ranking):
    """The whole tally (wins by hand and key, their words, splits, wild cards, lows)."""
    program = program_of(ranking, SHOWDOWNS[2] if ranking in ("points", "ace-to-six") else SHOWDOWNS[0],
                         "Fives are wild.")
    fast, full = play_deals(program, 5, stop=120), play_deals(program, 5, stop=120, fast=False)
    assert fast == full and fast.deals == 120


def test_three_card_hands_exact():
    """Three-card poker: a straight beats a flush; the best three of the five count."""
    plan = compile_judged(program_of("three-card"), 2)
    high, low = plan.judge(plan.rankings[0])(codes("9h 8c 7d Ah Kh"))
    assert (high.category, high.description, high.key) == ("straight", "Straight, nine high", (3, 9))
    assert low is None  # a high showdown judges no low
    flush, _ = plan.judge(plan.rankings[0])(codes("Ah Kh 2h 9c 5d"))
    assert flush.category == "flush" and flush.key < high.key


def test_top_holding_beats_everything_and_is_counted_by_its_words():
    """Three fours beat a straight flush; two top holdings tie (the same key), and the tally
    keeps each deal's category and words under the one key, as the simulator's."""
    plan = compile_judged(program_of("top-holding"), 2)
    judged = plan.judge(plan.rankings[0])
    fours, _ = judged(codes("4h 4c 4d 2s 9h"))
    straight_flush, _ = judged(codes("9s 8s 7s 6s 5s"))
    assert fours.key == (99,) and fours.description.startswith("3 fours: beats everything (")
    assert fours.key > straight_flush.key
    assert fours.category == "three-of-a-kind"


def test_top_and_bottom_holdings():
    plan = compile_judged(program_of("top-and-bottom"), 2)
    judged = plan.judge(plan.rankings[0])
    assert judged(codes("9h 9c 2d 3s 5h"))[0].key == (99,)
    assert judged(codes("9h 9c 9d 3s 5h"))[0].key == (-1,)  # three nines lose to everything
    assert judged(codes("9h 2c 4d 7s Jh"))[0].key[0] == 0  # one nine: a high card as usual


@pytest.mark.parametrize(("ranking", "better", "worse"), [
    ("changed-order", ("Ks 9s 7s 4s 2s", "flush", "Flush, king high"),
     ("Qh Qc Qd 3s 3h", "full-house", "Full house, queens full of threes")),
    ("joker-beats", ("Jk 2c 5d 8h 9s", "pair", "Pair of nines"), ("As Ad Ac Ah Kd", "four-of-a-kind",
                                                                   "Four of a kind, aces")),
    ("two-card", ("9h 8c Ad Ks 2c", "straight", "Straight, ace high"), ("Qh Qc 3d 4s 6c", "straight",
                                                                       "Straight, four high")),
    ("high-card", ("Ks 2d 3c 4h 5d", "high-card", "King high"), ("Kh Qd 3c 4h 5d", "high-card", "King high")),
])
def test_changed_orders_exact(ranking, better, worse):
    """A flush above a full house; a joker above four aces; two-card hands (a straight above a
    pair); the high card, its suit breaking the tie (spades above hearts)."""
    plan = compile_judged(program_of(ranking), 2)
    judged = plan.judge(plan.rankings[0])
    (one, _), (two, _) = judged(codes(better[0])), judged(codes(worse[0]))
    assert (one.category, one.description, two.category, two.description) == (*better[1:], *worse[1:])
    assert one.key > two.key


def test_points_hands_exact():
    """Points: the biggest total wins high, the smallest low (aces 1, faces 10)."""
    plan = compile_judged(program_of("points", SHOWDOWNS[2]), 2)
    high, low = plan.judge(plan.rankings[0])(codes("Kh Qc 9d As 2h"))
    assert high.category == low.category == "points"
    assert high.description == low.description == "32 points"
    assert (high.key, low.key) == ((1, -1999936), (1, -2000064))  # the distance, doubled, to no target


def test_low_hand_of_its_own():
    """Ace-to-six: a straight counts against a low; A-2-3-4-6 is the best."""
    plan = compile_judged(program_of("ace-to-six", SHOWDOWNS[1]), 2)
    judged = plan.judge(plan.rankings[0])
    best = judged(codes("Ah 2c 3d 4s 6h"))[1]
    wheel = judged(codes("Ah 2c 3d 4s 5h"))[1]
    assert best.key > wheel.key and wheel.category == "straight"


def test_dealer_call_ranking_follows_the_seed():
    """The dealer's call (inside, outside, high, low) is the deal seed's, four rankings."""
    plan = compile_judged(program_of("dealer-call", SHOWDOWNS[2]), 3)
    assert len(plan.rankings) == 4
    assert [r.high.call for r in plan.rankings] == ["inside", "outside", "high", "low"]
    for seed in (deal_seed(1, 0), deal_seed(1, 1), deal_seed(1, 2), deal_seed(1, 3)):
        assert fast_outcome(plan, seed) == full_outcome(program_of("dealer-call", SHOWDOWNS[2]), 3, seed)


def test_two_top_holdings_tie():
    """Two top holdings have one key: a shared pot where ties pay, nobody where they do not
    (as `mechanics.showdown` settles a single-winner pot)."""
    plan = compile_judged(program_of("top-and-bottom"), 2)
    judged = plan.judge(plan.rankings[0])
    seats = [judged(codes("9h 9c 2d 3s 5h")), judged(codes("9d 9s Kd Ks Kh"))]
    counts = PlanCounts()
    outcome = plan._count(counts, seats)
    assert outcome.winners == (1, 2) and outcome.low.key == (99,)
    assert (counts.deals, counts.split, sum(counts.named.values())) == (1, 1, 1)
    assert [h.description for h in counts.named_hands.values()] == ["2 nines: beats everything (Pair of nines)"]
    counts = PlanCounts()
    assert dataclasses.replace(plan, tie_pays=False)._count(counts, seats) == DealOutcome((), None)
    assert (counts.deals, counts.split, counts.named) == (1, 0, Counter())


def test_the_restricted_ranking_stays_on_integers():
    """"No straights" is still scored on integers (`RankedPlan`), not judged."""
    program = game_program(game(*STUD, SHOWDOWNS[0], "Standard poker hands, but straights don't count."))
    assert type(plan_for(program, 4)) is RankedPlan


@pytest.mark.parametrize(("texts", "reason"), [
    (("Deal five cards down to each player.", "Each player may draw up to three cards.", SHOWDOWNS[0],
      RANKINGS["three-card"]), "rule 4: a ranking in a game with draws"),
    (("Deal five cards down to each player.", SHOWDOWNS[0], "Standard poker hands, but three kings beats all other "
      "hands and counts as the top split card."), "rule 3: a top holding that is the split card too"),
    (("Deal five cards down to each player.", SHOWDOWNS[0]), "no ranking rule"),
])
def test_refused_naming_the_rule(texts, reason):
    with pytest.raises(Unplanned) as refused:
        compile_judged(game_program(game(*texts)), 4)
    assert str(refused.value).startswith(reason)


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_judged_games_same_as_the_simulator():
    found = set()
    for game_, program in runnable(corpus.corpus().games):
        players = odds_players(program, None)
        if isinstance(plan := plan_for(program, players), JudgedPlan):
            found.add(game_.name)
            for i in range(30):
                seed = deal_seed(1, i)
                assert fast_outcome(plan, seed) == full_outcome(program, players, seed), (game_.name, i)
            assert play_deals(program, players, stop=80) == play_deals(program, players, stop=80, fast=False), \
                game_.name
    assert {"Joker Poker", "Three Card Stud High", "J-2-7", "London Lowball", "Sows'em Hold'em"} <= found
    assert len(found) >= 12  # 12 on 2026-12-02


def test_deal_is_plan_deal():
    program = program_of("three-card")
    plan = plan_for(program, 3)
    assert plan_deal(plan, 5) == plan.deal(5)
