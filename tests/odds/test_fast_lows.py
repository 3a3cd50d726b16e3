"""Low showdowns in a plan (`play.fast.lows`): ace-to-five lowball, fixed deals and draws,
and high-low splits where cards speak (fixed deals), give the simulator's winners, low hands
and tally, seed for seed."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.lows import best_low
from dealerschoice.play.fast import compile_plan, plan_deal
from dealerschoice.play.fast.draws import DISCARD, DrawPlan
from dealerschoice.play.fast.lows import low_judge
from dealerschoice.play.fast.plan import Plan
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.program import game_program
from tests.odds.test_fast import fast_outcome, full_outcome, game
from tests.odds.test_fast_draws import BET, DEAL_FIVE, DRAWS, WILDS

LOW = "Showdown, low hand wins."


def low_game(deal: str, draw: str | None, wild=(), rounds: int = 1):
    deck = [w for w in wild if w.startswith("Use")]
    texts = [*deck, deal, BET, *([draw, BET] * rounds if draw else []), LOW, *[w for w in wild if w not in deck]]
    return game_program(game(*texts))


def test_lowball_draw_plans_and_keeps_for_low():
    plan = compile_plan(low_game(DEAL_FIVE, DRAWS[0], rounds=3), 6)
    assert isinstance(plan, DrawPlan) and plan.low
    assert [op[0] for op in plan.ops].count(DISCARD) == 3
    # a seat holding 2-3-4-K-K keeps the three low cards and throws both kings, as a lowball player does
    x = [int(Card.parse(t)) for t in ("2s", "3d", "4c", "Kh", "Ks")]
    found = plan_deal(plan, deal_seed(1, 0))
    assert found.low is not None and found.score is None and found.winners
    from dealerschoice.play.fast.choosing import thrower

    hand = list(x)
    assert thrower(plan.ops[1][2][0], plan.rules, plan.low_rules, "low")(hand) == 2
    assert sorted(hand) == sorted(x[:3])


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(DRAWS), st.sampled_from(WILDS),
       st.integers(min_value=2, max_value=6), st.integers(min_value=1, max_value=3))
def test_lowball_draws_same_winners(seed, draw, wild, players, rounds):
    program = low_game(DEAL_FIVE, draw, wild, rounds)
    players = min(players, 52 // (5 + 5 * rounds))  # the most every seat may draw fits the deck
    assert fast_outcome(compile_plan(program, players), seed) == full_outcome(program, players, seed)


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(WILDS), st.integers(min_value=2, max_value=7))
def test_razz_same_winners(seed, wild, players):
    """Seven cards each, no draw: a fixed plan whose best five-card low counts."""
    program = low_game("Deal seven cards down to each player.", None, wild)
    plan = compile_plan(program, players)
    assert isinstance(plan, Plan) and plan.low_rules is not None
    assert fast_outcome(plan, seed) == full_outcome(program, players, seed)


def test_low_tally_is_the_simulators():
    """Low categories, keys, words, split pots and wild winners over 150 deals, draws and no draws
    (triple draw at six runs the deck out in some deals: unplayed, as the simulator's)."""
    for program, players in ((low_game(DEAL_FIVE, DRAWS[0], rounds=3), 6), (low_game(DEAL_FIVE, DRAWS[1], WILDS[3]), 5),
                             (low_game("Deal seven cards down to each player.", None, WILDS[1]), 7)):
        fast, full = play_deals(program, players, 3, 0, 150), play_deals(program, players, 3, 0, 150, fast=False)
        assert fast.low_showdowns == fast.deals == 150 - fast.unplayed > 0 and fast.showdowns == 0
        assert summary(fast) == summary(full)
        assert fast.words == full.words and fast.kinds == full.kinds


def test_a_low_tie_that_pays_nobody():
    program = game_program(game("Deal one card down to each player.", "Showdown, low hand wins. Ties pay nobody."))
    plan = compile_plan(program, 7)
    assert not plan.tie_pays
    for index in range(60):
        assert fast_outcome(plan, deal_seed(4, index)) == full_outcome(program, 7, deal_seed(4, index))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=52), min_size=1, max_size=8, unique=True),
       st.sampled_from((HandRules(), HandRules.parse("2"), HandRules(jokers="bug"), HandRules.parse("Jh,Js"))))
def test_low_judge_is_best_low(codes, rules):
    """The judge remembers by ranks and kinds: its Hand's key, words and wilds are `best_low`'s."""
    judge = low_judge(rules)
    found, direct = judge(codes), best_low([Card(c) for c in codes], rules)
    assert (found.key, found.description, found.category, bool(found.wilds)) == \
        (direct.key, direct.description, direct.category, bool(direct.wilds))


HIGH_LOW = "Showdown, high-low split."


def full_sides(program, players: int, seed: int):
    """(high winners, low winners, the first low winner's low key) of the simulator's showdown."""
    from dealerschoice.play.mechanics.betting import Stance
    from dealerschoice.play.simulate import PlayedHand

    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    record = hand.outcome.result.showdowns[-1]
    return tuple(record["high"]), tuple(record["low"]), record["hands"][record["low"][0]][1].key


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(WILDS), st.integers(min_value=2, max_value=7))
def test_high_low_split_same_winners(seed, wild, players):
    """Seven-card stud high-low, cards speaking: both halves' winners and hands, seed for seed."""
    deck = [w for w in wild if w.startswith("Use")]
    program = game_program(game(*deck, "Deal two cards down to each player.", "Deal four cards face up to each player.",
                                BET, "Deal one card down to each player.", HIGH_LOW, *[w for w in wild if w not in deck]))
    plan = compile_plan(program, players)
    assert isinstance(plan, Plan) and plan.high_low
    found = plan_deal(plan, seed)
    assert fast_outcome(plan, seed) == full_outcome(program, players, seed)
    assert (found.winners, found.low_winners, found.low.key) == full_sides(program, players, seed)


def test_high_low_tally_is_the_simulators():
    """A high-low deal counts a high and a low win, one decided showdown, a split unless one seat scoops."""
    for wild in WILDS[:2] + WILDS[3:]:
        deck = [w for w in wild if w.startswith("Use")]
        program = game_program(game(*deck, "Deal two cards down to each player.", BET,
                                    "Deal three cards face up to the table.", BET, HIGH_LOW,
                                    *[w for w in wild if w not in deck]))
        fast, full = play_deals(program, 6, 3, 0, 150), play_deals(program, 6, 3, 0, 150, fast=False)
        assert fast.decided == fast.showdowns == fast.low_showdowns == 150
        assert summary(fast) == summary(full)
        assert fast.words == full.words and fast.kinds == full.kinds


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(DRAWS), st.sampled_from(WILDS),
       st.integers(min_value=2, max_value=5), st.booleans())
def test_high_low_draws_same_sides(seed, draw, wild, players, board):
    """Five-card draw high-low (with a board after the draw, or not): each seat keeps for the
    side its first five cards lean to (`choosing.lean`, as `moves.goal`), both halves' winners
    and hands are the simulator's."""
    deck = [w for w in wild if w.startswith("Use")]
    tail = ("Deal three cards face up to the table.", BET) if board else ()
    program = game_program(game(*deck, DEAL_FIVE, BET, draw, BET, *tail, HIGH_LOW, *[w for w in wild if w not in deck]))
    plan = compile_plan(program, players)
    assert isinstance(plan, DrawPlan) and plan.high_low and not plan.low
    found = plan_deal(plan, seed)
    assert fast_outcome(plan, seed) == full_outcome(program, players, seed)
    assert (found.winners, found.low_winners, found.low.key) == full_sides(program, players, seed)


def test_high_low_draw_seats_keep_for_their_side():
    """A seat leaning low (2-3-5 and two kings) keeps its low cards; one leaning high keeps its pair."""
    from dealerschoice.play.fast.choosing import lean

    low, high = ([int(Card.parse(t)) for t in text.split()] for text in ("2s 3d 5c Kh Ks", "9s 9d 3c 4h Ks"))
    assert (lean(low, HandRules()), lean(high, HandRules())) == ("low", "high")
    assert lean([int(Card.parse(t)) for t in "2s 2d 3c 3h 4s".split()], HandRules()) == "high"  # two pair: high
    program = game_program(game(DEAL_FIVE, DRAWS[1], HIGH_LOW))
    assert summary(play_deals(program, 4, 6, 0, 120)) == summary(play_deals(program, 4, 6, 0, 120, fast=False))
