"""Qualifiers in a plan (`play.fast.qualify`): lows under a top card or "less than a pair",
highs that must reach a category (and rank), in low, high and high-low showdowns, fixed deals
and draws, give the simulator's winners, hands and tally, seed for seed; a deal nobody
qualifies in has no winner, and in a high-low split the other side takes the pot."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.keys import high_score
from dealerschoice.cards.lows import best_low
from dealerschoice.play import making
from dealerschoice.play.fast import compile_plan, plan_deal
from dealerschoice.play.fast.draws import DrawPlan
from dealerschoice.play.fast.lows import low_judge
from dealerschoice.play.fast.plan import Plan
from dealerschoice.play.fast.qualify import Qualify, qualify_of
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.rules.steps import Qualifier
from tests.odds.test_fast import fast_outcome, full_outcome, game
from tests.odds.test_fast_draws import BET, DEAL_FIVE, DRAWS, WILDS

EIGHT = "Eight or better for low."
LOWS = (EIGHT, "To win the low hand, you must have no better than a six high.",
        "To win the low hand, you must have less than a pair.",
        "To win the low hand, you must have no better than a ten high.")
HIGHS = ("To win the high hand, you must have at least a pair of jacks.",
         "To win the high hand, you must have at least two pair.",
         "To win the high hand, you must have at least three of a kind.",
         "To win the high hand, you must have at least a straight.")
STUD = ("Deal two cards down to each player.", "Deal four cards face up to each player.", BET,
        "Deal one card down to each player.")


def qualified(deal: tuple[str, ...], showdown: str, qualifiers: tuple[str, ...], wild=()):
    deck = [w for w in wild if w.startswith("Use")]
    return game_program(game(*deck, *deal, BET, showdown, *qualifiers, *[w for w in wild if w not in deck]))


def full_sides(program, players: int, seed: int):
    """(high winners, low winners) of the simulator's last showdown."""
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    record = hand.outcome.result.showdowns[-1]
    return tuple(record["high"]), tuple(record["low"])


def test_qualifiers_read_as_the_judge_reads_them():
    program = qualified(STUD, "Showdown, high-low split.", (LOWS[0], LOWS[2], HIGHS[0], HIGHS[1]))
    assert qualify_of(program) == Qualify(8, True, ((1, 11), (2, 0)))
    assert qualify_of(qualified(STUD, "Showdown, high-low split.", ())) == Qualify()


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=51), min_size=5, max_size=7, unique=True),
       st.sampled_from(HIGHS), st.sampled_from((HandRules(), HandRules.parse("2"))))
def test_high_ok_is_high_qualifies(codes, text, rules):
    """A score's check is `making.high_qualifies` of the cards it scores."""
    steps = qualified(STUD, "Showdown, high hand wins.", (text,)).steps_of(Qualifier)
    cards = [Card(c) for c in codes]
    assert qualify_of(qualified(STUD, "Showdown, high hand wins.", (text,))).high_ok(high_score(cards, rules)) == \
        making.high_qualifies(cards, rules, steps)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=52), min_size=1, max_size=8, unique=True),
       st.sampled_from((Qualify(8), Qualify(6), Qualify(None, True), Qualify(9, True))),
       st.sampled_from((HandRules(), HandRules.parse("2"), HandRules(jokers="bug"))))
def test_qualified_low_judge_is_the_judges(codes, qualify, rules):
    """Remembered by ranks and kinds, the judge's low is `best_low` under the limit, or None
    where it fails the limit or pairs under "less than a pair"."""
    direct = best_low([Card(c) for c in codes], rules, qualifier=qualify.low_limit)
    if direct is not None and qualify.low_no_pair:
        ranks = [c.rank for c in direct.played if not c.is_joker]
        direct = direct if len(ranks) == len(set(ranks)) else None
    found = low_judge(rules, qualify)(codes)
    assert (found is None) == (direct is None)
    if found is not None:
        assert (found.key, found.description, found.category) == (direct.key, direct.description, direct.category)


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(LOWS), st.sampled_from(WILDS),
       st.integers(min_value=2, max_value=7))
def test_qualified_razz_same_winners(seed, low, wild, players):
    program = qualified(STUD, "Showdown, low hand wins.", (low,), wild)
    plan = compile_plan(program, players)
    assert isinstance(plan, Plan) and plan.qualify.low_limit in (8, 6, None, 10)
    assert fast_outcome(plan, seed) == full_outcome(program, players, seed)


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(LOWS), st.sampled_from(DRAWS),
       st.integers(min_value=2, max_value=5))
def test_qualified_lowball_draws_same_winners(seed, low, draw, players):
    program = game_program(game(DEAL_FIVE, BET, draw, BET, "Showdown, low hand wins.", low))
    plan = compile_plan(program, players)
    assert isinstance(plan, DrawPlan) and plan.low
    assert fast_outcome(plan, seed) == full_outcome(program, players, seed)


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(HIGHS), st.sampled_from(WILDS),
       st.integers(min_value=2, max_value=7), st.booleans())
def test_qualified_high_same_winners(seed, high, wild, players, draws):
    """A qualified high: seven-card stud, or five-card draw (nobody qualifying: no winner)."""
    deal = (DEAL_FIVE, BET, DRAWS[0]) if draws else STUD
    program = qualified(deal, "Showdown, high hand wins.", (high,), wild)
    plan = compile_plan(program, min(players, 5) if draws else players)
    assert plan.qualify.high_needs
    assert fast_outcome(plan, seed) == full_outcome(program, min(players, 5) if draws else players, seed)


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(LOWS + ((),)), st.sampled_from(HIGHS + ((),)),
       st.sampled_from(WILDS), st.integers(min_value=2, max_value=7))
def test_qualified_high_low_same_sides(seed, low, high, wild, players):
    """Seven-card stud high-low: both halves' winners, a side nobody qualifies for going to the other."""
    texts = tuple(t for t in (low, high) if t)
    program = qualified(STUD, "Showdown, high-low split.", texts, wild)
    plan = compile_plan(program, players)
    assert isinstance(plan, Plan) and plan.high_low
    found = plan_deal(plan, seed)
    high_side, low_side = full_sides(program, players, seed)
    assert found.low_winners == low_side
    assert found.winners == (high_side or low_side)
    assert (found.score is None) == (not high_side)
    assert fast_outcome(plan, seed) == full_outcome(program, players, seed)


def test_nobody_qualifying_wins_nothing():
    """Seven cards each, a low that must be six-high: in many deals nobody qualifies; those
    deals count but have no winner (no low showdown), as the simulator's."""
    program = game_program(game("Deal seven cards down to each player.", "Showdown, low hand wins.", LOWS[1]))
    plan = compile_plan(program, 3)
    outcomes = [plan_deal(plan, deal_seed(5, i)) for i in range(200)]
    empty = sum(o.winners == () for o in outcomes)
    assert 0 < empty < 200
    fast, full = play_deals(program, 3, 5, 0, 200), play_deals(program, 3, 5, 0, 200, fast=False)
    assert fast.deals == 200 and fast.low_showdowns == fast.decided == 200 - empty
    assert summary(fast) == summary(full) and fast.words == full.words


def test_qualified_tallies_are_the_simulators():
    """Categories, keys, words, split pots and wild winners over 150 deals: a high-low split
    with both qualifiers (some deals with one side, some with none), an eight-or-better draw, a
    qualified high draw."""
    for program, players in ((qualified(STUD, "Showdown, high-low split.", (LOWS[1], HIGHS[3])), 4),
                             (game_program(game(DEAL_FIVE, BET, DRAWS[0], BET, "Showdown, low hand wins.", EIGHT)), 5),
                             (qualified((DEAL_FIVE, BET, DRAWS[1]), "Showdown, high hand wins.", (HIGHS[3],)), 5)):
        fast, full = play_deals(program, players, 3, 0, 150), play_deals(program, players, 3, 0, 150, fast=False)
        assert fast.decided < fast.deals == 150 - fast.unplayed
        assert summary(fast) == summary(full)
        assert fast.words == full.words and fast.kinds == full.kinds


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(LOWS), st.sampled_from(HIGHS[:2] + ((),)),
       st.integers(min_value=2, max_value=5))
def test_qualified_high_low_draws_same_sides(seed, low, high, players):
    """Five-card draw high-low with qualifiers: each seat keeps for its side, then both halves as the simulator's."""
    texts = tuple(t for t in (low, high) if t)
    program = game_program(game(DEAL_FIVE, BET, DRAWS[0], BET, "Showdown, high-low split.", *texts))
    plan = compile_plan(program, players)
    assert isinstance(plan, DrawPlan) and plan.high_low
    found = plan_deal(plan, seed)
    high_side, low_side = full_sides(program, players, seed)
    assert (found.winners, found.low_winners) == (high_side or low_side, low_side)
    assert fast_outcome(plan, seed) == full_outcome(program, players, seed)
