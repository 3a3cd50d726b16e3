"""Low showdowns in a plan (`play.fast.lows`): ace-to-five lowball, fixed deals and draws,
and high-low splits where cards speak (fixed deals), give the simulator's winners, low hands
and tally, seed for seed."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.lows import best_low
from dealerschoice.play.fast import compile_plan, plan_deal, plan_for
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


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=52), min_size=1, max_size=24),
       st.sampled_from((HandRules(), HandRules.parse("2"), HandRules(jokers="bug"), HandRules.parse("Jh,Js"))))
def test_low_judge_counts_cards_alike_and_big_hands(codes, rules):
    """Cards of several decks (codes repeated), and hands past the 15 cards a packed count
    holds (`lows._NIBBLE_MOST`: those keyed by their sorted codes): still `best_low`'s Hand."""
    judge = low_judge(rules)
    found, direct = judge(codes), best_low([Card(c) for c in codes], rules)
    assert (found.key, found.description, found.category, bool(found.wilds)) == \
        (direct.key, direct.description, direct.category, bool(direct.wilds))


def test_low_judge_keys_hands_by_ranks_and_kinds():
    """Two hands of the same ranks and kinds are one memo entry; a hand of 16 cards is keyed
    apart from any packed count (its counts would overflow a nibble)."""
    from dealerschoice.play.fast.lows import _LOWS, NONE

    rules = HandRules.parse("3")
    judge = low_judge(rules)
    memo = _LOWS[(rules, NONE)]
    memo.clear()
    one_suit = [48, 0, 4, 12, 16]  # A-2-3-5-6, each code's rank its code // 4 (an ace 12), one suit
    other_suits = [c + 1 for c in one_suit]
    assert judge(one_suit) is judge(other_suits) and len(memo) == 1
    big = list(range(16))  # the twos through fives, all four of each: a nibble would overflow
    assert judge(big).key == best_low([Card(c) for c in big], rules).key
    # keyed by its sorted rank-and-kind codes: rank, and 16 for a wild (the threes)
    assert len(memo) == 2 and (2,) * 4 + (4,) * 4 + (5,) * 4 + (3 | 16,) * 4 in memo


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


# many groups a seat, nothing wild (`plain_groups`): "every hand must use" one card of the
# table, a high-low split and a high showdown, other numbers than Pyramid II's
MUST_USE = ("Deal four cards face down to each player.", "Deal five common cards face down in a row.",
            "Flip two common cards face up.", "Flip two common cards face up.", "Flip one common card face up.")
MUST_USE_SPLIT = (*MUST_USE, "The highest showing high hand and the lowest showing low hand split the pot.",
                  "Every hand must use the last common card flipped.")
MUST_USE_HIGH = (*MUST_USE, "Showdown, high hand wins.", "Every hand must use the last common card flipped.")


def _group_way(plan, seeds):
    """The plan's deals judged group by group (`run.high_low_deal`, or every group scored)."""
    from dealerschoice.play.fast.run import PlanCounts, high_low_deal, scorer, seat_getters, shuffler

    shuffle = shuffler(plan.deck, len(plan.deck))
    score = scorer(plan.rules, plan.deck, 12)
    judge = low_judge(plan.low_rules, plan.qualify) if plan.low_rules is not None else None
    counts = PlanCounts()
    for seed in seeds:
        x = shuffle(seed)
        groups = [[pick(x) for pick in seat] for seat in seat_getters(plan)]
        if plan.high_low:
            high_low_deal(plan, counts, groups, score, judge)
            continue
        tops = [max(map(score, seat)) for seat in groups]
        counts.deals += 1
        counts.wins[max(tops)] += 1
        counts.split += tops.count(max(tops)) > 1
    return counts


def test_many_groups_a_seat_judged_by_sums_as_group_by_group():
    from dealerschoice.play.fast.plain_groups import plain_bests
    from dealerschoice.play.fast.run import play_plan

    for texts, players in ((MUST_USE_SPLIT, 6), (MUST_USE_SPLIT, 3), (MUST_USE_HIGH, 7)):
        plan = plan_for(game_program(game(*texts)), players)
        assert isinstance(plan, Plan) and max(map(len, plan.seats)) == 70  # C(8, 4): the last card and 4 of 8
        assert plain_bests(plan.rules, plan.low_rules, plan.qualify, plan.deck, plan.seats) is not None
        seeds = range(deal_seed(9, 0), deal_seed(9, 300))
        fast, slow = play_plan(plan, seeds), _group_way(plan, seeds)
        assert (fast.deals, fast.wins, fast.split, fast.lows, fast.both_sides, fast.wild) == \
            (slow.deals, slow.wins, slow.split, slow.lows, slow.both_sides, slow.wild)
        assert sum(fast.wins.values()) == 300 and (fast.lows or not plan.high_low)


def test_many_groups_same_winners_as_the_simulator():
    program = game_program(game(*MUST_USE_SPLIT))
    plan = plan_for(program, 5)
    tally = play_deals(program, 5, seed=3, stop=40)
    assert summary(tally) == summary(play_deals(program, 5, seed=3, stop=40, fast=False))
    assert plan is not None and tally.low_showdowns > 0


def test_plain_groups_refuse_what_may_be_wild():
    from dealerschoice.play.fast.plain_groups import plain_bests

    plan = plan_for(game_program(game(*MUST_USE_SPLIT)), 4)
    args = (plan.qualify, plan.deck, plan.seats)
    assert plain_bests(HandRules.parse("2"), plan.low_rules, *args) is None
    assert plain_bests(plan.rules, HandRules.parse("Jh"), *args) is None
    assert plain_bests(plan.rules, plan.low_rules, plan.qualify, (*plan.deck, 52), plan.seats) is None  # a joker


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=6))
def test_own_parts_times_table_parts_are_summed_apart(seed, players):
    """Groups that are every own pair with every three of five common cards (`plain_groups._factors`):
    each seat's best high and low as group by group, whatever the seed and the table."""
    import random
    from itertools import combinations

    from dealerschoice.play.fast.plain_groups import _factors, plain_bests
    from dealerschoice.play.fast.qualify import NONE
    from dealerschoice.play.fast.run import scorer

    board = tuple(range(4 * players, 4 * players + 5))
    seats = [[o + t for o in combinations(range(4 * s, 4 * s + 4), 2) for t in combinations(board, 3)]
             for s in range(players)]
    assert _factors(seats) is not None and len(seats[0]) == 60
    rules = HandRules()
    bests = plain_bests(rules, rules, NONE, tuple(range(52)), seats)
    x = list(range(52))
    random.Random(seed).shuffle(x)
    score, judge = scorer(rules, tuple(range(52)), 12), low_judge(rules)
    for (top, low), seat in zip(bests(x), seats):
        groups = [tuple(x[p] for p in g) for g in seat]
        lows = [h for h in map(judge, groups) if h is not None]
        assert top == max(map(score, groups))
        assert low.key == max(h.key for h in lows) and low.description == max(lows, key=lambda h: h.key).description
