"""Declared high-low splits, passes and stacks in low and high-low games, and wild cards a
table card names, in the draw plan (`play.fast.declares`, `draw_play`, `board_wilds`): the
same winners, winning hands and declarations as the simulator's, seed for seed, and the
pieces (the declaration, the settlement, the stack order) the simulator players' own."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card, HandRules, best_hand, settle_high_low
from dealerschoice.cards.highlow import Contender
from dealerschoice.cards.keys import plain_high_score
from dealerschoice.cards.lows import best_low
from dealerschoice.play import policies
from dealerschoice.play.fast import Unplanned, compile_plan, plan_deal, plan_for
from dealerschoice.play.fast.choosing import flip_picker, hide_order, stacker
from dealerschoice.play.fast.declares import DeclaredOutcome, _settled, declarer
from dealerschoice.play.fast.draw_ops import FLIP, PASS, STACK, TABLE, DrawPlan
from dealerschoice.play.fast.run import scorer
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import game
from tests.rules import corpus

SEEDS = tuple(deal_seed(1, i) for i in range(6))


def simulated(program, players: int, seed: int):
    """The simulator's hand, everyone staying: (high winners, their key, low winners, their
    key, each seat's declaration or ()); a hand stopped before its showdown (a repeat nobody
    ends: `draw_repeats`) has no winners."""
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    if not hand.outcome.result.showdowns:
        return (), None, (), None, ()
    record = hand.outcome.result.showdowns[-1]
    high, low, hands = tuple(record["high"]), tuple(record["low"]), record["hands"]
    declares = tuple(str(s.declared) for s in hand.table.seats) if any(s.declared for s in hand.table.seats) else ()
    return high, hands[high[0]][0].key if high else None, low, hands[low[0]][1].key if low else None, declares


def planned(plan, seed: int):
    """The plan's deal, told as `simulated` tells the simulator's."""
    found = plan_deal(plan, seed)
    key = None if found.score is None else (found.score >> 20, *[found.score >> s & 15 for s in (16, 12, 8, 4, 0)])
    high = found.winners if found.score is not None else ()
    low = found.low_winners or (found.winners if found.score is None and found.low is not None else ())
    declares = found.declares if isinstance(found, DeclaredOutcome) else ()
    return high, key, tuple(low), found.low.key if found.low is not None and low else None, declares


def new_kinds(games):
    """The runnable games planned by the new parts: a declaration, a table-named wild, a
    pass or stack in a low or high-low game, a pot shared with the winner's neighbour, or a
    discard of the down cards after flips."""
    out = []
    for game_, program in runnable(games):
        players = odds_players(program, None)
        plan = plan_for(program, players)
        if isinstance(plan, DrawPlan) and (plan.declare or plan.board_rules is not None or plan.neighbour_shares
                                           or plan.tracks_up or ((plan.low or plan.high_low)
                                                                 and any(op[0] in (PASS, STACK) for op in plan.ops))):
            out.append((game_, program, players, plan))
    return out


def assert_same(found, seeds=SEEDS) -> None:
    for game_, program, players, plan in found:
        for seed in seeds:
            assert planned(plan, seed) == simulated(program, players, seed), (game_.name, seed)


def test_seed_catalog_declare_games_same_as_the_simulator(seeds):
    found = new_kinds(seeds.games)
    # 26 on 2026-12-02: the Anacondas (with a Twist too), Slow Death, Show Five, Shawnahoma, Rich's Revenge,
    # Love thy Neighbor, Sneaker...
    assert len(found) >= 26
    assert {"Anaconda", "Anaconda with a Twist", "Slow Death", "Rich's Revenge", "Love thy Neighbor", "Sneaker",
            "Seven Card Reverse"} <= {g.name for g, *_ in found}
    assert_same(found)


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_declare_games_same_as_the_simulator():
    found = new_kinds(corpus.corpus().games)
    assert len(found) >= 48  # 53 on 2026-12-02
    assert_same(found, SEEDS[:3])


def test_anaconda_with_a_twist_figures_are_the_simulators(seeds):
    """The whole tally over 60 deals: winning categories both ways, split pots (every one,
    where a lone winner shares with the player to the left), wild winners."""
    for name in ("Anaconda with a Twist", "Anaconda", "Love thy Neighbor", "Rich's Taste of the Unpleasant", "Sneaker"):
        program = next(p for g, p in runnable(seeds.games) if g.name == name)
        assert summary(play_deals(program, 7, 3, 0, 60)) == summary(play_deals(program, 7, 3, 0, 60, fast=False))


def test_the_table_card_names_the_wild_rank(seeds):
    """Anaconda with a Twist: "a rank one higher than the table card": once the ten of
    diamonds is dealt to the table, jacks are wild for every choice and the showdown."""
    program = next(p for g, p in runnable(seeds.games) if g.name == "Anaconda with a Twist")
    plan = compile_plan(program, 7)
    assert [op[0] for op in plan.ops][:4] == [0, PASS, PASS, TABLE] and not plan.board_counts
    ten = int(Card.parse("Td"))
    high, low = plan.board_rules.at((ten,))
    assert high.wild_ranks == low.wild_ranks == frozenset({11})
    assert plan.rules.wild_ranks == frozenset()  # before the table card, nothing is wild
    # a deal whose winner plays a wild card, as the simulator's does
    counts = play_deals(program, 7, 3, 0, 40)
    assert counts.wild > 0 and counts.wild == play_deals(program, 7, 3, 0, 40, fast=False).wild


ANACONDA = ("Deal seven cards face down to each player.", "Each player passes three cards to their left.",
            "Each player passes two cards to their left.", "Each player passes one down card to their left.",
            "Each player discards two down cards.",
            "Each player puts their cards in order in a stack face down on the table. The order of the stack "
            "may not change once made.", "Each player simultaneously flips over the top card of their stack.",
            "Normal betting round, with the player with the high hand showing opening.")
DECLARES = ("Declare high/low simultaneously.", "Declare high, low or both simultaneously.",
            "Declare high/low one at a time, starting with the player to the left of the dealer.")
DECLARED = "Showdown, highest declared high hand and lowest declared low hand split the pot."
TWISTS = ((), ("All cards with a rank one higher than the table card are wild.",),
          ("All cards of the same rank as the table card are wild.",),
          ("All cards with a rank two lower than the table card are wild.",), ("Sevens are wild.",),
          ("Any card of the same rank as the table card is wild.",))


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=7),
       st.sampled_from(DECLARES), st.sampled_from(TWISTS), st.sampled_from(["left", "right"]), st.booleans())
def test_pass_and_declare_games_same_as_the_simulator(seed, players, declare, twist, direction, table):
    """Anaconda's kind, at any table: other pass directions, a table card dealt after the
    first pass (naming the wilds, or beside a plain wild), both ways declared or not."""
    texts = list(ANACONDA)
    texts[1] = f"Each player passes three cards to their {direction}."
    if table or (twist and "table" in twist[0]):
        texts.insert(2, "Deal one card face up to the table.")
    texts += [declare, DECLARED, *twist]
    program = game_program(game(*texts))
    plan = compile_plan(program, players)
    assert plan.declare == (("high", "low", "both") if "both" in declare else ("high", "low"))
    assert planned(plan, seed) == simulated(program, players, seed)


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=6),
       st.sampled_from(["Showdown, low hand wins.", "Showdown, high-low split."]), st.booleans(), st.booleans())
def test_passes_in_low_and_high_low_games_same_as_the_simulator(seed, players, showdown, draw, stack):
    """A pass where the low hand wins keeps for low; in a high-low split each seat keeps for
    the side its cards lean to at its first choice, the pass, and draws for it after."""
    texts = ["Deal five cards down to each player.", "Each player passes two cards to their left.",
             *(["Each player may draw up to three cards."] if draw else []),
             *(ANACONDA[5:7] if stack else []), showdown]
    program = game_program(game(*texts))
    plan = compile_plan(program, players)
    assert planned(plan, seed) == simulated(program, players, seed)


def test_a_seat_that_never_chose_declares_as_one_playing_high():
    """Slow Death's kind: no pass, no discard before the declaration: every seat's aim is
    high (`hand.turns.goals` is empty), and the declarations are the simulator's."""
    program = game_program(game("Deal seven cards face down to each player.", *ANACONDA[5:8], DECLARES[0], DECLARED))
    plan = compile_plan(program, 5)
    assert not any(op[0] == PASS for op in plan.ops)
    sides = set()
    for seed in SEEDS:
        found = planned(plan, seed)
        assert found == simulated(program, 5, seed)
        sides.update(found[4])
    assert sides == {"high", "low"}


@pytest.mark.parametrize("texts, reason", [
    ((*ANACONDA[:1], "Each player randomly declares high or low.", DECLARED),
     "rule 2: a declaration random (the table's chance or a flip decides it)"),
    ((*ANACONDA[:1], "Each player in turn declares in or out.", "Showdown, high hand wins."),
     "rule 2: a declaration of in/out"),
    ((*ANACONDA[:1], DECLARES[0], "Deal one card down to each player.", DECLARED),
     "rule 3: a deal step after the declaration"),
    ((*ANACONDA[:2], DECLARED), "rule 3: a declared showdown with no declaration before it"),
    ((*ANACONDA[:1], DECLARES[0], "Showdown, high hand wins."), "a declaration and a high showdown"),
])
def test_declare_refusals_name_the_rule(texts, reason):
    with pytest.raises(Unplanned) as error:
        compile_plan(game_program(game(*texts)), 4)
    assert str(error.value) == reason


def test_a_table_named_wild_in_a_fixed_game_is_still_refused():
    """Only a draw plan follows the table's wilds: a game of deals alone keeps its reason."""
    program = game_program(game("Deal five cards down to each player.", "Deal one card face up to the table.",
                                "Showdown, high hand wins.", "All cards with a rank one lower than the table card are wild."))
    with pytest.raises(Unplanned, match=r"^rule 4: a wild that depends on play \(table, table_card, offset\)$"):
        compile_plan(program, 4)


# -- the pieces are the simulator players' own

RULES = (HandRules(), HandRules.parse("2"), HandRules.parse("Jh,Js"), HandRules(jokers="bug"), HandRules.parse("3,9"))


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(RULES), st.integers(min_value=1, max_value=7))
def test_stack_order_is_hide_order(rng: random.Random, rules, size):
    """The stack's order, by the plan's scorer and remembered by ranks and kinds for five
    cards or fewer, is `policies.hide_order`'s, place for place."""
    hand = rng.sample(range(53), size)
    ordered = sorted(hand)
    expected = [int(c) for c in policies.hide_order([Card(c) for c in ordered], [], rules)]
    assert hide_order(ordered, scorer(rules, tuple(range(53)), 12)) == expected
    stacked = list(hand)
    stacker(rules, rules, scorer(rules, tuple(range(53)), 12))(stacked)
    assert stacked == expected


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(RULES), st.sampled_from(["high", "low"]),
       st.sampled_from([("high", "low"), ("high", "low", "both")]), st.integers(min_value=5, max_value=8))
def test_declaration_is_the_players(rng: random.Random, rules, aim, choices, size):
    cards = rng.sample(range(53), size)
    declare = declarer(rules, rules, choices, scorer(rules, tuple(range(53)), 12))
    expected = policies.declare_high_low([Card(c) for c in cards], rules, rules, choices, aim)
    assert declare(cards, aim) == expected
    assert declare(list(reversed(cards)), aim) == expected  # remembered: the same answer again


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(min_value=2, max_value=7))
def test_settlement_is_settle_high_low(rng: random.Random, players):
    """High and low winners of a declared pot, on scores and low Hands, are the cards
    package's own `settle_high_low(declared=True)`: "both" scoops, fails, empty sides."""
    deck = rng.sample(range(52), 5 * players)
    hands = [[Card(c) for c in deck[5 * n:5 * n + 5]] for n in range(players)]
    lows = [best_low(h, qualifier=rng.choice([None, 8])) for h in hands]
    sides = [rng.choice(["high", "low", "both"]) for _ in range(players)]
    people = [Contender(n + 1, best_hand(h), lows[n], sides[n]) for n, h in enumerate(hands)]
    result = settle_high_low(100, people, list(range(1, players + 1)), players, declared=True)
    high, low = _settled([plain_high_score(h) for h in hands], lows, sides)
    assert (tuple(n + 1 for n in high), tuple(n + 1 for n in low)) == (result.high_winners, result.low_winners)


def test_a_lone_winner_shares_with_the_left_neighbour(seeds):
    """Love thy Neighbor: "the high hand splits the pot with the player to their left": the
    winners are the high hands, and every pot is split."""
    program = next(p for g, p in runnable(seeds.games) if g.name == "Love thy Neighbor")
    plan = compile_plan(program, 7)
    assert plan.neighbour_shares
    tally = play_deals(program, 7, 2, 0, 30)
    assert tally.split == tally.deals == 30


FLIPS = ("Each player flips over one down card of their choice.", "Each player turns up two cards of their choice.",
         "Each player simultaneously flips over the top card of their stack.")


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=7),
       st.sampled_from(FLIPS), st.integers(min_value=1, max_value=2), st.booleans(), st.booleans())
def test_down_card_discards_after_flips_same_as_the_simulator(seed, players, flip, flips, up_deal, declared):
    """Sneaker's kind: flips of the players' choice (or of the stack's top), then a discard
    of down cards only: the plan follows which cards are up, as the simulator turns them."""
    texts = ["Deal seven cards face down to each player.", "Each player passes two cards to their left.",
             *(["Deal one card face up to each player."] if up_deal and "stack" not in flip else []),
             *([ANACONDA[5]] if "stack" in flip else []), *[flip] * flips, "Each player discards two down cards.",
             *([DECLARES[0], DECLARED] if declared else ["Showdown, high hand wins."])]
    program = game_program(game(*texts))
    players = min(players, 52 // 8)
    plan = compile_plan(program, players)
    assert plan.tracks_up and any(op[0] == FLIP for op in plan.ops)
    assert planned(plan, seed) == simulated(program, players, seed)


def test_cards_turned_face_down_are_down_again():
    """Bonecrusher's kind: up cards dealt, then "Everyone flips all of their cards face down":
    a discard of down cards and a stack after it are a plan's (nothing need be followed)."""
    program = game_program(game("Deal two cards down to each player.", "Deal one card up to each player.",
                                "Deal one card up to each player.", "Everyone flips all of their cards face down.",
                                "Each player discards two down cards.", ANACONDA[5], ANACONDA[6],
                                "Showdown, high hand wins."))
    plan = compile_plan(program, 5)
    assert not plan.tracks_up and FLIP not in [op[0] for op in plan.ops]
    for seed in SEEDS:
        assert planned(plan, seed) == simulated(program, 5, seed)


@pytest.mark.parametrize("texts, reason", [
    (("Deal seven cards face down to each player.", "Each player turns up one card at random.",
      "Each player discards two down cards.", "Showdown, high hand wins."),
     "rule 3: a discard of the down cards after cards turned up in a way the plan does not follow"),
    (("Use two decks shuffled together.", "Deal seven cards face down to each player.", FLIPS[0],
      "Each player discards two down cards.", "Showdown, high hand wins."),
     "rule 4: a discard of the down cards after cards turned up from a deck holding a card twice"),
    (("Deal seven cards face down to each player.", FLIPS[0], "Each player discards one card.",
      "Each player discards two down cards.", "Showdown, high hand wins."),
     "rule 4: a discard of the down cards after cards turned up in a way the plan does not follow"),
])
def test_up_card_refusals_name_the_rule(texts, reason):
    with pytest.raises(Unplanned) as error:
        compile_plan(game_program(game(*texts)), 4)
    assert str(error.value) == reason


@settings(max_examples=200, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(RULES), st.integers(min_value=1, max_value=6),
       st.integers(min_value=0, max_value=5))
def test_flip_pick_is_the_players(rng: random.Random, rules, down, up):
    """The card turned up by choice is `policies.hide_order`'s first beside the up cards."""
    cards = rng.sample(range(53), down + up)
    pick = flip_picker(rules, scorer(rules, tuple(range(53)), 12))
    expected = policies.hide_order([Card(c) for c in cards[:down]], [Card(c) for c in cards[down:]], rules)[0]
    assert pick(cards[:down], cards[down:]) == int(expected)
