"""Odds plans for games whose common cards lie in a layout (`play.fast.layout`): the groups
of deck positions a hand may use are the ones the showdown's hand limits allow, the
flips' choices are followed to the cards face up at the showdown, the wilds a common card
names are the simulator's, and every plan plays as the full simulator does, seed for seed
(the corpus-wide proof is tests/odds/test_fast.py's `test_corpus_same_winners_seed_for_seed`)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.layout import compile_layout
from dealerschoice.play.fast.layout_lines import LinesPlan
from dealerschoice.play.fast.layout_wilds import LayoutWildPlan
from dealerschoice.play.fast.plan import Plan
from dealerschoice.play.fast.run import plan_deal, play_plan
from dealerschoice.play.program import game_program
from dealerschoice.records import Game, Rule, Source
from tests.odds.test_fast import fast_outcome, full_outcome

CLOCKWISE = "Flip the next common card going clockwise around face up."


def program(*texts: str):
    game = Game(1, "T", (), (), tuple(Rule(n, t, n) for n, t in enumerate(texts, 1)), None, Source("x", 1))
    found = game_program(game)
    assert not found.notes, found.notes  # every rule read and played
    return found


def cross(own: int = 3, *more: str):
    """A five-card cross turned top, clockwise, then the last one; one line of it per hand."""
    return program(f"Deal {own} cards down to each player.", "Deal five common cards face down in a cross pattern.",
                   "Flip the top common card face up.", CLOCKWISE, CLOCKWISE, CLOCKWISE,
                   "Flip one common card face up.", "Showdown, high hand wins.",
                   "Your hand may only use one horizontal or vertical row of common cards.", *more)


def two_boards(sets: str = "two sets"):
    return program("Deal two cards down to each player.", f"Deal {sets} of three face up common cards each.",
                   f"Deal {sets} of one face up common card each.", f"Deal {sets} of one face up common card each.",
                   "Showdown, high hand wins.", "Your hand can only use one set of common cards.")


def pyramid():
    """Rows of three, two and one: a hand is two own cards and one card of each row."""
    return program("Deal two cards down to each player.",
                   "Deal three rows of face down common cards, a row of three, a row of two, and a row of one.",
                   "Flip three common cards face up.", "Flip two common cards face up.", "Flip one common card face up.",
                   "Showdown, high hand wins.",
                   "Your hand must consist of two down cards, and one card from each row of common cards.")


def test_cross_hands_are_own_cards_with_the_row_or_the_column():
    # own cards at 0-2 and 3-5; the cross r1c2 r2c1 r2c2 r2c3 r3c2 at 6-10: the row, then the column
    plan = compile_layout(cross(), 2)
    assert type(plan) is Plan
    assert plan.seats == (((0, 1, 2, 7, 8, 9), (0, 1, 2, 6, 8, 10)), ((3, 4, 5, 7, 8, 9), (3, 4, 5, 6, 8, 10)))
    assert plan.plain and plan.tie_pays and plan.low_rules is None


def test_cross_with_four_own_cards_at_three_seats():
    plan = compile_layout(cross(4), 3)
    assert plan.seats[2] == ((8, 9, 10, 11, 13, 14, 15), (8, 9, 10, 11, 12, 14, 16))


@pytest.mark.parametrize("sets, boards", [("two sets", 2), ("three sets", 3)])
def test_boards_are_each_a_group(sets, boards):
    """Two boards (Double Board Hold'em) or three: a hand is its own cards and one board, the
    board's flop, turn and river laid together as the deals add them."""
    plan = compile_layout(two_boards(sets), 2)
    flop = 4 + 3 * boards
    assert plan.seats[0] == tuple((0, 1, *range(4 + 3 * b, 7 + 3 * b), flop + b, flop + boards + b)
                                  for b in range(boards))


def test_pyramid_takes_one_card_of_each_row():
    plan = compile_layout(pyramid(), 2)
    assert plan.seats[0] == ((0, 1, 4, 7, 9), (0, 1, 4, 8, 9), (0, 1, 5, 7, 9), (0, 1, 5, 8, 9), (0, 1, 6, 7, 9),
                             (0, 1, 6, 8, 9))
    assert plan.seats[1][0] == (2, 3, 4, 7, 9)


def test_plan_for_plans_the_layouts():
    assert isinstance(plan_for(cross(), 4), Plan) and isinstance(plan_for(pyramid(), 5), Plan)
    assert isinstance(plan_for(lebanese(), 4), LinesPlan)  # high-low on two rows: each row an Omaha board


def test_a_hand_deals_exactly_as_the_simulator():
    """Seed 7 at four seats, cross of three own cards: the same winners and key as the full hand."""
    game = cross()
    plan = compile_layout(game, 4)
    for seed in (7, 8, 9, 10):
        assert fast_outcome(plan, seed) == full_outcome(game, 4, seed)


def test_best_line_counts_exactly():
    """A deal judged by hand: the aces lie in the row and the column, never in one line with
    both, so seat 1's best hand under the limit is a pair, not the three aces of the whole board."""
    plan = compile_layout(cross(), 2)
    # own cards at 0-2 and 3-5; r1c2 Qh, r2c1 As, r2c2 5d, r2c3 9d, r3c2 Ac
    deck = [int(Card.parse(c)) for c in "Ah Kd 7c 2s 3s 4d Qh As 5d 9d Ac".split()]
    order = deck + [c for c in plan.deck if c not in deck]
    scores = [max(_high(plan, order, g) for g in groups) for groups in plan.seats]
    assert [s >> 20 for s in scores] == [1, 4]  # a pair of aces; a wheel (A-2-3-4-5) in either line
    assert _high(plan, order, (0, 1, 2, 6, 7, 8, 9, 10)) >> 20 == 3  # the whole board: three aces


def _high(plan, order, group):
    from dealerschoice.cards.keys import plain_high_score

    return plain_high_score([order[p] for p in group], plan.rules)


def test_last_card_flipped_names_the_wilds():
    """"The last common card flipped is wild": the cross is turned in a fixed order, so the
    centre comes up last and its rank is wild, deal by deal."""
    game = cross(3, "The last common card flipped is wild, as are all other cards of the same rank.")
    plan = plan_for(game, 3)
    assert isinstance(plan, LayoutWildPlan)
    assert plan.named.board == (9, 10, 11, 12, 13) and plan.named.up == (True,) * 5
    # dealt in place order r1c2 r2c1 r2c2 r2c3 r3c2; the centre (index 2) comes up last, the
    # others in board order (the wild rule reads only the last)
    assert plan.named.turned == (0, 1, 3, 4, 2)
    x = list(plan.plan.deck)
    random.Random(5).shuffle(x)
    assert plan.named.at(x).wild_ranks == frozenset({Card(x[11]).rank})
    for seed in range(20, 30):
        assert fast_outcome(plan, seed) == full_outcome(game, 3, seed)


def test_wild_plan_counts_the_wild_winners():
    game = cross(3, "The last common card flipped is wild, as are all other cards of the same rank.")
    plan = plan_for(game, 4)
    counts = play_plan(plan, range(100, 160))
    outcomes = [plan_deal(plan, s) for s in range(100, 160)]
    assert counts.deals == 60 and sum(counts.wins.values()) == sum(o.score is not None for o in outcomes)
    assert counts.wild > 0  # the centre's rank is in most hands: some winner plays it


ANY_BUT_CENTRE = "Flip over any one common card except the center one."


def test_flip_choice_that_leaves_a_card_down_is_refused():
    """The dealer picks which card comes up; under a line limit, which cards count would follow."""
    game = program("Deal three cards down to each player.", "Deal five common cards face down in a cross pattern.",
                   ANY_BUT_CENTRE, "Showdown, high hand wins.",
                   "Your hand may only use one horizontal or vertical row of common cards.")
    with pytest.raises(Unplanned) as error:
        compile_layout(game, 3)
    assert str(error.value) == "a board flip whose choice decides which common cards count: 4 ways"


def test_flip_choice_that_changes_the_last_card_is_refused():
    game = program("Deal three cards down to each player.", "Deal five common cards face down in a cross pattern.",
                   *[ANY_BUT_CENTRE] * 4, "Showdown, high hand wins.",
                   "Your hand may only use one horizontal or vertical row of common cards.",
                   "The last common card flipped is wild, as are all other cards of the same rank.")
    with pytest.raises(Unplanned) as error:
        compile_layout(game, 3)
    assert str(error.value) == "a board flip whose choice decides the last common card turned up: 4 ways"
    # without the wild, the order does not matter: the four come up in any order, the centre stays down
    plain = program(*[rule.text for rule in game.game.rules[:-1]])
    assert compile_layout(plain, 3).seats[0] == ((0, 1, 2, 10, 12), (0, 1, 2, 9, 13))  # row and column, no centre


def test_choices_that_end_on_one_card_plan():
    """Any order of the four outer cards, then the centre: the centre is always the last one."""
    game = program("Deal three cards down to each player.", "Deal five common cards face down in a cross pattern.",
                   *[ANY_BUT_CENTRE] * 4, "Flip one common card face up.", "Showdown, high hand wins.",
                   "Your hand may only use one horizontal or vertical row of common cards.",
                   "The last common card flipped is wild, as are all other cards of the same rank.")
    plan = compile_layout(game, 3)
    assert isinstance(plan, LayoutWildPlan) and plan.named.turned[-1] == 2  # r2c2, the centre
    for seed in (3, 4, 5, 6):
        assert fast_outcome(plan, seed) == full_outcome(game, 3, seed)


@pytest.mark.parametrize("text, reason", [
    ("The high hand cannot win unless it also has the high spade.", "rule 10: a standing win-needs rule"),
    # (a hole card's wild, "your low hole card is wild", is planned seat by seat: test_layout_sides.py)
    ("The last card you are dealt is wild, as are all cards of the same rank.",
     "rule 10: a wild that depends on play (last-dealt, per_player)"),
])
def test_a_standing_rule_it_does_not_follow_is_named(text, reason):
    with pytest.raises(Unplanned) as error:
        compile_layout(cross(3, text), 3)
    assert str(error.value) == reason


def test_lowest_common_card_needs_no_order():
    """"The lowest common card": only which cards are up counts, not the order they came up in."""
    game = program("Deal three cards down to each player.", "Deal five common cards face down in a cross pattern.",
                   *["Flip one common card face up."] * 5, "Showdown, high hand wins.",
                   "Your hand may only use one horizontal or vertical row of common cards.",
                   "The lowest common card is wild, as are all cards of the same rank.")
    plan = compile_layout(game, 3)
    assert isinstance(plan, LayoutWildPlan)
    for seed in (1, 2, 3):
        assert fast_outcome(plan, seed) == full_outcome(game, 3, seed)


def test_low_showdown_with_named_wilds_is_refused():
    game = program("Deal four cards down to each player.", "Deal five common cards face down in a cross pattern.",
                   "Flip the top common card face up.", CLOCKWISE, CLOCKWISE, CLOCKWISE,
                   "Flip one common card face up.", "Showdown, low hand wins.",
                   "Your hand may only use one horizontal or vertical row of common cards.",
                   "The last common card flipped is wild, as are all other cards of the same rank.")
    with pytest.raises(Unplanned, match="^a low showdown with wild cards a common card names$"):
        compile_layout(game, 3)


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=7),
       st.sampled_from(["cross", "boards", "pyramid", "wild"]))
def test_any_seed_any_table(seed, players, which):
    game = {"cross": lambda: cross(4), "boards": two_boards, "pyramid": pyramid,
            "wild": lambda: cross(3, "The last common card flipped is wild, as are all other cards of the same rank.")
            }[which]()
    assert fast_outcome(plan_for(game, players), seed) == full_outcome(game, players, seed)


def lebanese(rows: str = "two rows of five", own: str = "five"):
    return program(f"Deal {own} cards face down to each player.", f"Deal {rows} face down common cards each.",
                   "Flip one common card from each row face up.", "Flip one common card from each row face up.",
                   "Flip one common card from each row face up.", "Flip one common card from each row face up.",
                   "Flip one common card from each row face up.", "Showdown, high hand wins.",
                   "Your hand can only use one set of common cards.",
                   "You must use exactly two of your down cards in your final hand.")


@pytest.mark.parametrize("rows, count", [("two rows of five", 2), ("three rows of five", 3)])
def test_one_set_of_a_board_in_rows_is_one_row(rows, count):
    """"Only one set of common cards" on a board laid in rows: each row is a set (the simulator
    once laid the rows as one group, so a hand took its three commons from any rows)."""
    from dealerschoice.play.board import board_of
    from dealerschoice.play.hand_limits import hand_limits
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Held

    game = lebanese(rows)
    hand = PlayedHand(game, 2, 0)
    hand.table.board = [Held(Card(n), up=True) for n in range(5 * count)]
    groups = hand_limits(game).groups(hand, board_of(hand))
    assert [places for places, _ in groups] == [tuple(f"r{r}c{c}" for c in range(1, 6)) for r in range(1, count + 1)]
    plan = compile_layout(game, 2)
    assert isinstance(plan, LinesPlan) and len(plan.boards) == count
    # two of five own cards (10 ways) with three of one row's five (10 ways a row)
    assert len(plan.plan.seats[0]) == 100 * count
    rows_at = [set(range(10 + 5 * r, 15 + 5 * r)) for r in range(count)]
    assert all(any(set(g[2:]) <= row for row in rows_at) for g in plan.plan.seats[0])
    for seed in (11, 12):
        assert fast_outcome(plan, seed) == full_outcome(game, 2, seed)


def test_lines_of_omaha_boards_play_as_the_simulator():
    """Five rows of a 5x5 square, exactly two own cards with three of one row (Ultimate Omaha's
    hands): each row an Omaha board, judged by `omaha`'s tables, the best row counting."""


    game = program("Deal four cards down to each player.", "Deal twenty five commons face down in a 5x5 square.",
                   *["Flip one vertical column of common cards face up."] * 5, "Showdown, high hand wins.",
                   "You may only use one horizontal row of common cards.",
                   "You must use exactly two of your down cards in your final hand.")
    plan = plan_for(game, 3)
    assert isinstance(plan, LinesPlan) and len(plan.boards) == 5
    assert [(b.own, b.table, b.board) for b in plan.boards[:2]] == [(2, 3, (12, 13, 14, 15, 16)),
                                                                   (2, 3, (17, 18, 19, 20, 21))]
    assert len(plan.plan.seats[0]) == 5 * 6 * 10  # five rows, six pairs of own cards, ten threes of a row
    for seed in (31, 32, 33):
        assert fast_outcome(plan, seed) == full_outcome(game, 3, seed)
    counts = play_plan(plan, range(40, 70))
    assert counts.deals == 30 and sum(counts.wins.values()) == sum(plan_deal(plan, s).score is not None
                                                                     for s in range(40, 70))


def test_a_card_every_hand_must_use_is_in_every_group():
    """"Every hand must use the last common card flipped": the row of one comes up last, and
    every seat's hands are the five-card selections that hold it (a pool's best five might not)."""
    game = program("Deal three cards face down to each player.",
                   "Deal six common cards down in a row of three, a row of two, and a row of one.",
                   "Flip the commons from the row of three face up.", "Flip the commons from the row of two face up.",
                   "Flip one common card face up.", "Showdown, high hand wins.",
                   "Every hand must use the last common card flipped.")
    plan = compile_layout(game, 2)
    last = 11  # own cards at 0-5, the rows at 6-8, 9-10 and 11
    assert all(last in g and len(g) == 5 for groups in plan.seats for g in groups)
    assert len(plan.seats[0]) == 70  # four more of the seat's three and the board's other five: C(8, 4)
    for seed in (41, 42, 43, 44):
        assert fast_outcome(plan, seed) == full_outcome(game, 2, seed)


def test_a_card_dealt_face_up_beside_the_layout_counts():
    """Floater's single common card, dealt face up after the rows: in every hand with one pair."""
    game = program("Deal four cards face down to each player.", "Deal three rows of two face down common cards each.",
                   *["Flip one pair of common cards face up."] * 3, "Deal one common card face up to the table.",
                   "Showdown, high hand wins.",
                   "You hand can only use one pair of common cards and the single common card.")
    plan = compile_layout(game, 2)
    assert plan.seats[0] == ((0, 1, 2, 3, 8, 9, 14), (0, 1, 2, 3, 10, 11, 14), (0, 1, 2, 3, 12, 13, 14))
    for seed in (51, 52):
        assert fast_outcome(plan, seed) == full_outcome(game, 2, seed)


@pytest.mark.parametrize("rows, flips", [("two rows of five", 5), ("three rows of four", 4)])
def test_last_card_of_each_row_names_a_wild(rows, flips):
    """"The last common card flipped in each row is wild": the rule turns the rows' cards in
    their order, so each row's last card is known, and each names a wild rank."""
    game = program("Deal four cards down to each player.", f"Deal {rows} face down common cards each.",
                   *["Flip one common card from each row face up."] * flips, "Showdown, high hand wins.",
                   "You may only use one horizontal row of common cards.",
                   "The last common card flipped in each row is wild, as are all cards of the same ranks.")
    plan = plan_for(game, 3)
    assert isinstance(plan, LayoutWildPlan)
    x = list(plan.plan.deck)
    random.Random(9).shuffle(x)
    count = len(plan.named.board) // flips
    lasts = {Card(x[12 + flips * (r + 1) - 1]).rank for r in range(count)}  # own cards at 0-11, then row by row
    assert plan.named.at(x).wild_ranks == frozenset(lasts)
    for seed in (61, 62, 63):
        assert fast_outcome(plan, seed) == full_outcome(game, 3, seed)


def test_cards_at_a_place_are_wild():
    """"The corner common cards are wild, as are all cards of the same ranks": the corners
    of the cross's square, once face up, name their ranks deal by deal."""
    game = program("Deal four cards down to each player.", "Deal nine face down common cards in a 3x3 square.",
                   "Flip face up the four common cards in the corners of the square.", "Flip the top common card face up.",
                   CLOCKWISE, CLOCKWISE, CLOCKWISE, "Flip one common card face up.", "Showdown, high hand wins.",
                   "Your hand may only use one horizontal or vertical row of common cards.",
                   "The corner common cards are wild, as are all cards of the same ranks.")
    plan = plan_for(game, 3)
    assert isinstance(plan, LayoutWildPlan)
    x = list(plan.plan.deck)
    random.Random(4).shuffle(x)
    corners = [12 + i for i in (0, 2, 6, 8)]  # r1c1 r1c3 r3c1 r3c3 of the square dealt at 12-20
    assert plan.named.at(x).wild_ranks == frozenset(Card(x[p]).rank for p in corners)
    for seed in (71, 72, 73):
        assert fast_outcome(plan, seed) == full_outcome(game, 3, seed)


def test_own_flips_under_a_line_limit_move_no_card():
    """A player turning their own cards up changes no hand where no limit counts down cards."""
    game = program("Deal four cards down to each player.", "Deal five common cards face down in a cross pattern.",
                   "Each player turns up two cards of their choice.", "Flip the top common card face up.",
                   CLOCKWISE, CLOCKWISE, CLOCKWISE, "Flip one common card face up.", "Showdown, high hand wins.",
                   "Your hand may only use one horizontal or vertical row of common cards.")
    plan = compile_layout(game, 3)
    assert plan.seats[0] == ((0, 1, 2, 3, 13, 14, 15), (0, 1, 2, 3, 12, 14, 16))
    for seed in (81, 82):
        assert fast_outcome(plan, seed) == full_outcome(game, 3, seed)


def test_own_flips_under_a_down_card_limit_are_refused():
    """"Two down cards, and one card from each row": a card turned up is no longer a down card."""
    game = pyramid()
    flipped = program(*[rule.text for rule in game.game.rules[:2]], "Each player turns up one card of their choice.",
                      *[rule.text for rule in game.game.rules[2:]])
    with pytest.raises(Unplanned) as error:
        compile_layout(flipped, 3)
    assert str(error.value) == "rule 3: a flip step of own cards under limits on down cards"


@pytest.mark.parametrize("rows, count", [("two rows of five", 2), ("three rows of five", 3)])
def test_a_played_board_in_rows_draws_the_rows_one_set_may_use(rows, count):
    """The board drawn on a page shows the lines a hand may take its common cards from: for
    "one set" of a board laid in rows, each row (it once drew none, though play used rows)."""
    from dealerschoice.play.simulate import simulate

    drawn = simulate(lebanese(rows), 3, 7).board
    assert drawn is not None
    assert [(kind, places) for kind, places in drawn.lines] == [
        ("row", tuple(f"r{r}c{c}" for c in range(1, 6))) for r in range(1, count + 1)]
