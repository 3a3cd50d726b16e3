"""The draw plan's moves beyond a plain discard, draw and pass (`play.fast.draws`, `draw_routes`,
`pass_ranks`, `draw_extras`, `draw_steals`, `draw_picks`, `draw_bars`): draw-backs of one more
or one less than thrown, the discards shuffled back by a rule, takes at random, passes face
up, passes per named rank, free extra cards and steals for a card dealt face up, table
cards per player picked up, hands that cannot win and deals repeated until a player claims the
best hand. Each is played as the simulator plays it: the very cards in every seat's hand,
seed for seed, and the same winners."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import parse_cards
from dealerschoice.play.fast import Unplanned, compile_plan, plan_for
from dealerschoice.play.fast.choosing import SeatBounds, thrower
from dealerschoice.play.fast.draw_bars import compile_bars
from dealerschoice.play.fast.draw_extras import EXTRA_SEATS, EXTRA_TABLE, compile_extras
from dealerschoice.play.fast.draw_ops import DRAW_BACK, SHUFFLE, DrawPlan
from dealerschoice.play.fast.draw_picks import OFFER, PICK, PICK_SET
from dealerschoice.play.fast.draw_play import _dealt
from dealerschoice.play.fast.draw_repeats import CLAIM_REPEAT, STOPPED, compile_claims
from dealerschoice.play.fast.draw_routes import compile_draw_routes
from dealerschoice.play.fast.draw_stages import stages
from dealerschoice.play.fast.draw_steals import STEAL, compile_steals
from dealerschoice.play.fast.pass_ranks import compile_rank_passes
from dealerschoice.play.fast.pass_rounds import NAME_RANKS, RANK_PASS, TAKE
from dealerschoice.play.fast.run import shuffler
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.mechanics.flow import MAX_CYCLES
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.program import NotRunnable, game_program
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import fast_outcome, full_outcome, game

FIVE = "Deal five cards down to each player."
HIGH = "Showdown, high hand wins."
UP = "Deal one card up to each player."
SEEDS = st.integers(min_value=0, max_value=2**40)


def plan_hands(plan: DrawPlan, seed: int):
    """Each seat's cards as the plan leaves them (None: the deck ran out)."""
    dealt = _dealt(plan, seed, shuffler(plan.deck, plan.used), stages(plan))
    return dealt if dealt is None or dealt is STOPPED else [list(hand) for hand in dealt[0]]


def simulator_hands(program, players: int, seed: int):
    """Each seat's cards as the simulator leaves them (None: the deck ran out, the deal unplayed)."""
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    try:
        hand.run()
    except NotRunnable:
        return None
    return [[int(h.card) for h in seat.cards] for seat in hand.table.seats]


def assert_same_hands(program, players: int, seeds) -> DrawPlan:
    plan = plan_for(program, players)
    assert isinstance(plan, DrawPlan)
    for seed in seeds:
        hands = simulator_hands(program, players, seed)
        if plan_hands(plan, seed) is STOPPED:  # the simulator stops the hand too: no showdown
            assert hands is not None and full_outcome(program, players, seed) == ((), None, None), seed
            continue
        assert plan_hands(plan, seed) == hands, seed
        if hands is not None:
            assert fast_outcome(plan, seed) == full_outcome(program, players, seed), seed
    return plan


# ---- draw-backs -----------------------------------------------------------------------------
LESS = "Each player may discard up to two cards, getting back one less card than they discarded."
MORE = "Each player may discard up to three cards, four if they show an ace, and draw back one more card than they discarded."


def test_one_less_may_leave_hands_of_different_sizes():
    """A seat that threw none would keep six, one that threw some gets one less back: the plan
    judges whole hands; the simulator's players always throw at least the sixth card (a sixth
    card adds nothing to a five-card hand), so every hand ends with five."""
    program = game_program(game("Deal six cards down to each player.", LESS, HIGH))
    plan = assert_same_hands(program, 4, [deal_seed(4, i) for i in range(30)])
    assert plan.ops[-1] == (DRAW_BACK, None, False, -1) and plan.whole_hands and plan.groups == (tuple(range(6)),)
    assert {len(hand) for i in range(30) for hand in plan_hands(plan, deal_seed(4, i))} == {5}


def test_one_more_keeps_one_size():
    plan = compile_plan(game_program(game(FIVE, MORE, HIGH)), 5)
    assert plan.ops[-1] == (DRAW_BACK, None, False, 1) and not plan.whole_hands
    assert plan.groups == (tuple(range(6)),) and plan.used == 25 + 5 * 5


@settings(max_examples=20, deadline=None)
@given(SEEDS, st.sampled_from((LESS, MORE)), st.integers(min_value=2, max_value=6))
def test_draw_backs_same_hands(seed, rule, players):
    deal = "Deal six cards down to each player." if rule is LESS else FIVE
    assert_same_hands(game_program(game(deal, rule, HIGH)), players, [seed])


def test_different_sizes_refuse_a_split_pot():
    program = game_program(game("Deal six cards down to each player.", LESS, "Showdown, high-low split."))
    with pytest.raises(Unplanned, match="^hands of different sizes"):
        compile_plan(program, 4)


# ---- the discards shuffled back by a rule ---------------------------------------------------
SHUFFLED = (FIVE, "Each player may draw up to three cards (four if they show an ace).",
            "Shuffle the discards back into the deck.", UP, "Deal one card down to each player.", HIGH)


def test_shuffle_back_plays_with_the_tables_random_numbers():
    plan = compile_plan(game_program(game(*SHUFFLED)), 6)
    assert (SHUFFLE,) in plan.ops and plan.refills and not plan.refill_on_empty and plan.used == 52


@settings(max_examples=20, deadline=None)
@given(SEEDS, st.integers(min_value=2, max_value=6))
def test_shuffle_back_same_hands(seed, players):
    assert_same_hands(game_program(game(*SHUFFLED)), players, [seed])


def test_shuffle_into_a_table_pile_is_refused():
    program = game_program(game("Deal seven cards down to each player.", "Each player must discard three down cards.",
                                "Shuffle the discards into a table pile.", HIGH))
    with pytest.raises(Unplanned, match="^rule 3: a shuffle of the discards into a table pile$"):
        compile_plan(program, 4)


def test_the_discards_keep_the_order_thrown_on_a_remembered_choice():
    """A discard of all but the ace shown throws in the order held: the memo of a shape must
    not give one hand's order to another held otherwise (the order a shuffle-back deals from)."""
    throw = thrower(SeatBounds((0, 1, 2, 3), 3, 4, (0, 1, 2, 3, 4), frozenset({14})), *(2 * (compile_plan(
        game_program(game(FIVE, HIGH)), 2).rules,)))
    for text in ("Ah 8h 2h 7s 3c", "Ah 8h 3c 2h 7s"):
        hand, muck = [int(c) for c in parse_cards(text)], []
        assert throw(hand, muck) == 4
        assert muck == [int(c) for c in parse_cards(text)][1:]  # all but the ace, as held


# ---- takes at random and passes face up -----------------------------------------------------
TAKES = ("Each player simultaneously takes one card at random from the player on their left.",
         "Each player simultaneously takes two cards at random from the player on their right.")


@settings(max_examples=20, deadline=None)
@given(SEEDS, st.sampled_from(TAKES), st.integers(min_value=2, max_value=6))
def test_takes_same_hands(seed, take, players):
    program = game_program(game(FIVE, take, "Each player may draw up to three cards (four if they show an ace).",
                                take, HIGH))
    plan = assert_same_hands(program, players, [seed])
    assert [op[0] for op in plan.ops].count(TAKE) == 2


def test_a_take_alone_makes_a_draw_plan():
    program = game_program(game("Deal two cards down to each player.", "Deal three cards face up to the table.",
                                TAKES[1], HIGH))
    plan = assert_same_hands(program, 5, [deal_seed(3, i) for i in range(25)])
    assert plan.ops[-1] == (TAKE, 2, -1) and plan.refills


def test_a_take_of_the_takers_choice_is_refused():
    program = game_program(game(FIVE, TAKES[0], HIGH))
    action = program.actions[1]
    chosen = dataclasses.replace(action, steps=(dataclasses.replace(action.steps[0], random=False),))
    program = dataclasses.replace(program, actions=(program.actions[0], chosen, program.actions[2]))
    with pytest.raises(Unplanned, match="^rule 2: a take of the taker's choice$"):
        compile_draw_routes(program, 4)


PASSED_UP = "Each player simultaneously passes two cards to their left, and flips them face up."


@settings(max_examples=15, deadline=None)
@given(SEEDS, st.integers(min_value=2, max_value=5))
def test_passes_face_up_same_hands(seed, players):
    program = game_program(game("Deal seven cards down to each player.", "Each player flips over one down card of "
                                "their choice.", PASSED_UP, HIGH))
    assert_same_hands(program, players, [seed])


def test_a_pass_face_up_in_turn_is_refused():
    program = game_program(game("Deal three cards face down to each player.", "Starting with the lead, each player "
                                "passes one card face up to their left. The receiving player may pass that card on, "
                                "or put it in their hand and pass another card.", "Each player discards one card.",
                                HIGH))
    with pytest.raises(Unplanned, match="^rule 2: a pass face up in turn$"):
        compile_plan(program, 4)


# ---- passes per named rank ------------------------------------------------------------------
NAMING = "The dealer declares one rank to be the passing rank."
ROTATES = ("Each round in which a passing rank was dealt face up, each player must pass their cards one player to "
           "the left for each card of the passing rank dealt that round.",
           "Each round in which a passing rank was dealt face up, each player must pass their up cards one player to "
           "the left for each card of the passing rank dealt that round.",
           "Each round in which a passing rank was dealt face up, each player must pass their down cards one player "
           "to the right for each card of the passing rank dealt that round.")


def rotate_game(rule: str):
    return game_program(game(NAMING, "Deal two cards down to each player.", UP, UP, UP, UP,
                             "Deal one card down to each player.", HIGH, rule))


def test_rotate_ops():
    plan = plan_for(rotate_game(ROTATES[0]), 5)
    assert plan.ops[0] == (NAME_RANKS, 1) and plan.refills
    assert [op for op in plan.ops if op[0] == RANK_PASS] == [(RANK_PASS, 1, (("all", 1, (0,)),))] * 4
    assert plan_for(rotate_game(ROTATES[2]), 5).tracks_up


@settings(max_examples=25, deadline=None)
@given(SEEDS, st.sampled_from(ROTATES), st.integers(min_value=2, max_value=7))
def test_rotates_same_hands(seed, rule, players):
    assert_same_hands(rotate_game(rule), players, [seed])


def test_a_rotation_moves_the_hands():
    """Some deal's hands end away from the seats they were dealt to (all of them, every round)."""
    program = rotate_game(ROTATES[0])
    plan = assert_same_hands(program, 4, [deal_seed(5, i) for i in range(30)])
    moved = 0
    for index in range(30):
        hands = plan_hands(plan, deal_seed(5, index))
        x = shuffler(plan.deck, plan.used)(deal_seed(5, index))
        moved += hands[0][:2] != list(x[:2])  # seat 1's first two cards are no longer its own
    assert moved > 0


def test_naming_after_a_deal_is_refused():
    program = game_program(game("Deal two cards down to each player.", NAMING, UP, HIGH, ROTATES[0]))
    with pytest.raises(Unplanned, match="^rule 2: the dealer names a rank after a deal step$"):
        compile_rank_passes(program, 4)


# ---- extra cards ----------------------------------------------------------------------------
EXTRAS = ("If a player is ever dealt a face up king, deal them an extra down card.",
          "If a player is ever dealt a face up seven, deal them an extra up card.",
          "If a common ace is dealt face up, deal each player an extra down card.")


def extra_game(rule: str):
    if "common" in rule:
        return game_program(game("Deal two cards down to each player.", "Deal three cards face up to the table.",
                                 "Deal one card face up to the table.", HIGH, rule))
    return game_program(game("Deal two cards down to each player.", UP, UP, UP, UP,
                             "Deal one card down to each player.", HIGH, rule))


def test_extra_card_ops():
    plan = plan_for(extra_game(EXTRAS[0]), 5)
    kings = frozenset(int(c) for c in parse_cards("Ks Kh Kd Kc"))
    assert [op for op in plan.ops if op[0] == EXTRA_SEATS] == [(EXTRA_SEATS, 1, ((kings, 1, False, False),))] * 4
    assert plan.whole_hands and plan.groups == (tuple(range(11)),)  # seven cards and four kings at most
    table = plan_for(extra_game(EXTRAS[2]), 5)
    assert [op[0] for op in table.ops].count(EXTRA_TABLE) == 2


@settings(max_examples=25, deadline=None)
@given(SEEDS, st.sampled_from(EXTRAS), st.integers(min_value=2, max_value=7))
def test_extra_cards_same_hands(seed, rule, players):
    assert_same_hands(extra_game(rule), players, [seed])


def test_extra_cards_for_a_pair_are_refused():
    program = game_program(game("Deal two cards down to each player.", UP, UP, HIGH,
                                "If a player is dealt a face up pair of twos, deal them an extra up card."))
    with pytest.raises(Unplanned, match="^rule 5: extra cards for a card dealt-up that is wild, pairs"):
        compile_extras(program, 4)


def test_extra_cards_same_figures():
    for rule in EXTRAS:
        program = extra_game(rule)
        assert summary(play_deals(program, 6, 2, 0, 80)) == summary(play_deals(program, 6, 2, 0, 80, fast=False))


# ---- steals ---------------------------------------------------------------------------------
STEALS = ("If a player is ever dealt a face up club, they may take any one card from another player.",
          "If a player is ever dealt a face up queen, they may give that queen to any other player and take any one "
          "card from them.")


def steal_game(rule: str):
    return game_program(game("Deal two cards down to each player.", UP, UP, UP, UP,
                             "Deal one card down to each player.", HIGH, rule))


def test_steal_ops():
    plan = plan_for(steal_game(STEALS[1]), 5)
    queens = frozenset(int(c) for c in parse_cards("Qs Qh Qd Qc"))
    assert [op for op in plan.ops if op[0] == STEAL] == [(STEAL, 1, ((queens, True),))] * 4
    assert plan.whole_hands and plan.tracks_up and plan.groups == (tuple(range(11)),)


@settings(max_examples=25, deadline=None)
@given(SEEDS, st.sampled_from(STEALS), st.integers(min_value=2, max_value=7))
def test_steals_same_hands(seed, rule, players):
    assert_same_hands(steal_game(rule), players, [seed])


def test_a_steal_moves_a_card():
    """Over some deals a seat ends with more cards than dealt: it took one from another."""
    plan = assert_same_hands(steal_game(STEALS[0]), 5, [deal_seed(6, i) for i in range(20)])
    assert any(len(hand) > 7 for i in range(20) for hand in plan_hands(plan, deal_seed(6, i)))


def test_a_steal_the_player_must_make_is_refused():
    program = steal_game("If a player is ever dealt a face up heart, they must steal a card from another player.")
    with pytest.raises(Unplanned, match="^rule 8: a steal the player must make$"):
        compile_steals(program, 4)


# ---- table cards per player, picked -----------------------------------------------------------
PICKS = ("Deal one card up to the table per player. Starting with the low hand and going up in hand order, each "
         "player picks one of the cards and adds it to their hand.",
         "Deal two cards up to the table per player. Starting with the high hand and going down in hand order, each "
         "player picks two of the cards and adds them to their hand.")


def pick_game(rule: str):
    return game_program(game("Deal two cards down to each player.", UP, rule, rule,
                             "Deal one card down to each player.", HIGH))


def test_pick_ops():
    plan = plan_for(pick_game(PICKS[1]), 4)
    assert [op for op in plan.ops if op[0] in (OFFER, PICK)] == [(OFFER, 2, True), (PICK, 2, False)] * 2
    assert plan.tracks_up and plan.groups == (tuple(range(8)),)


@settings(max_examples=25, deadline=None)
@given(SEEDS, st.sampled_from(PICKS), st.integers(min_value=2, max_value=6))
def test_picks_same_hands(seed, rule, players):
    assert_same_hands(pick_game(rule), players, [seed])


def test_picks_with_wild_cards_are_refused():
    program = game_program(game("Deal two cards down to each player.", UP, PICKS[0], HIGH, "Deuces are wild."))
    with pytest.raises(Unplanned, match="^table cards per player left unpicked, or picked in a game with wild"):
        compile_draw_routes(program, 4)


# ---- hands that cannot win ----------------------------------------------------------------------
BARS = ("If you have a pair of queens or better, you cannot win unless everyone else folds.",
        "You can't win if you have a two in your hand.",
        "If you have two pair or better, you cannot win.")


def bar_game(rule: str):
    return game_program(game(FIVE, "Each player may draw up to three cards (four if they show an ace).", HIGH, rule))


def test_bar_fields():
    assert compile_bars(bar_game(BARS[0]), 4).barred_from == 1 << 20 | 12 << 16  # a pair, of queens
    two = compile_bars(bar_game(BARS[1]), 4)
    assert two.barred_from is None and two.barred_ranks == frozenset({2}) and type(two) is not DrawPlan
    assert compile_bars(bar_game(BARS[2]), 4).barred_from == 2 << 20


@settings(max_examples=30, deadline=None)
@given(SEEDS, st.sampled_from(BARS), st.integers(min_value=2, max_value=6))
def test_bars_same_winners(seed, rule, players):
    program = bar_game(rule)
    assert fast_outcome(plan_for(program, players), seed) == full_outcome(program, players, seed)


def test_two_pair_or_better_never_wins():
    """A barred hand is no hand: every winner holds less than two pair (the simulator agrees)."""
    program = bar_game(BARS[2])
    plan = plan_for(program, 5)
    worse = 0
    for index in range(40):
        seed = deal_seed(8, index)
        assert fast_outcome(plan, seed) == full_outcome(program, 5, seed)
        found = fast_outcome(plan, seed)
        worse += found[1] in ("high-card", "pair")
    assert worse == 40  # two pair or better never wins


def test_bars_by_a_table_card_are_refused():
    program = game_program(game("Deal two cards down to each player.", "Deal three cards face up to the table.", HIGH,
                                "If you have a card matching the rank of the first table card, you cannot win."))
    with pytest.raises(Unplanned):
        compile_bars(program, 4)


def test_bars_same_figures():
    program = bar_game(BARS[0])
    assert summary(play_deals(program, 5, 2, 0, 80)) == summary(play_deals(program, 5, 2, 0, 80, fast=False))


NEEDS = "You cannot win unless you have two cards of the same suit as the table card."


def needs_game():
    return game_program(game("Deal two cards down to each player.", UP, "Deal one card face down to the table.", UP,
                             UP, HIGH, NEEDS))


def test_needs_a_table_cards_suit():
    plan = compile_bars(needs_game(), 5)
    assert plan.needs_suit == (0, 2) and plan.barred_from is None
    program = needs_game()
    for index in range(40):
        seed = deal_seed(9, index)
        assert fast_outcome(plan, seed) == full_outcome(program, 5, seed)


def test_needs_the_high_spade_is_refused():
    program = game_program(game(FIVE, HIGH, "The high hand cannot win unless it also has the high spade."))
    with pytest.raises(Unplanned, match="a win-needs rule of a suit's high or low card, or for one side$"):
        compile_bars(program, 4)


SETS = ("Deal three cards down to the table per player.", "Deal one card up to the table per player.",
        "Each player in turn picks one up table card and the three down table cards that goes with it, and put them "
        "in their hand.")


def set_game():
    return game_program(game("Deal one card down to each player.", *SETS, "Each player may draw up to two cards.", HIGH))


def test_pick_set_ops():
    plan = compile_plan(set_game(), 4)
    assert [op for op in plan.ops if op[0] in (OFFER, PICK_SET)] == [(OFFER, 3, False), (OFFER, 1, True),
                                                                      (PICK_SET, 1, 3)]
    assert plan.groups == (tuple(range(5)),)


@settings(max_examples=20, deadline=None)
@given(SEEDS, st.integers(min_value=2, max_value=7))
def test_pick_sets_same_hands(seed, players):
    assert_same_hands(set_game(), players, [seed])


def test_a_pick_of_sets_of_other_counts_is_refused():
    program = game_program(game("Deal one card down to each player.", SETS[0], SETS[2].replace("three", "two"),
                                "Each player may draw up to two cards.", HIGH))
    with pytest.raises(Unplanned, match="^rule 3: a pick of sets of 1 up and 2 down of 0 up and 3 down table cards"):
        compile_plan(program, 4)


# ---- deals repeated until a player claims the best hand ---------------------------------------
CLAIM = "Repeat the last two actions until one player believes they have the highest hand."
BET = "Normal betting round, with the player to the left of the dealer opening."


def claim_game(face: str):
    return game_program(game("Deal two cards down to each player.", f"Deal one card {face} to each player.", BET,
                             CLAIM, HIGH))


def test_claim_repeat_ops():
    plan = plan_for(claim_game("up"), 5)
    assert plan.ops[-1] == (CLAIM_REPEAT, ((1, True),), MAX_CYCLES) and plan.whole_hands and plan.tracks_up
    assert plan.groups == (tuple(range(3 + MAX_CYCLES - 1)),)


@settings(max_examples=25, deadline=None)
@given(SEEDS, st.sampled_from(("up", "down")), st.integers(min_value=2, max_value=7))
def test_claim_repeats_same_hands(seed, face, players):
    assert_same_hands(claim_game(face), players, [seed])


def test_nobody_claiming_stops_the_hand():
    """Where nobody holds two pair or better after the rounds the simulator plays, the hand
    stops with no showdown: the same deals as the simulator's, counted with no winner."""
    program = claim_game("down")
    tally = play_deals(program, 4, 2, 0, 60)
    assert tally.no_showdown > 0 and tally.deals == 60
    assert summary(tally) == summary(play_deals(program, 4, 2, 0, 60, fast=False))


def test_a_repeat_of_a_discard_is_refused():
    program = game_program(game(FIVE, "Each player may draw up to two cards.", CLAIM.replace("two", "one"), HIGH))
    with pytest.raises(Unplanned, match="^rule 3: a repeat of a discard step$"):
        compile_claims(program, 4)
