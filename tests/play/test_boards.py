"""Boards in play: common cards laid out in shapes, turned in the order the rules give, and
hands limited to one line of them, a count of own cards, or one set of a double board.

The named games are read from the development corpus (`../shared/corpus`), where it lies;
without it those tests skip. The unit tests build their games from sentences."""

from __future__ import annotations

import json
from dataclasses import replace
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealerschoice.cards.cards import CARD_TEXT
from dealerschoice.cards.keys import high_score
from dealerschoice.cards.limits import Limits
from dealerschoice.play.board import Board, record, shape_of
from dealerschoice.play.hand_limits import hand_limits
from dealerschoice.play.program import NotRunnable, game_program
from dealerschoice.play.simulate import PlayedHand, default_players, simulate
from dealerschoice.rules.grammar import read_game
from dealerschoice.rules.steps import Showdown
from dealerschoice.rules.steps.board_limits import BoardUse
from dealerschoice.rules.steps.places import Spot
from dealerschoice.rules.steps.vocab import LineKind, Part, Shape
from dealerschoice.rules.steps.wild import SpotWild
from tests.play.test_simulate import assert_sound, make_game
from tests.rules import corpus as dev

needs_corpus = pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)
BOARD_KINDS = {"board-layout", "board-flip", "board-use", "own-use", "other-use", "use-options", "board-any-line",
               "board-pick", "pick-requires"}


def corpus_game(number: int):
    return next(g for g in dev.corpus().games if g.id == number)


def played(game, players: int, seed: int) -> PlayedHand:
    hand = PlayedHand(game_program(game) if not hasattr(game, "actions") else game, players, seed)
    assert_sound(hand.run())
    return hand


def reached(game, players: int, seed: int) -> PlayedHand:
    """A hand that gets to its showdown: from `seed` on, the first one not ended by folds
    before every common card is out (the simulated players fold weak hands)."""
    program = game if hasattr(game, "actions") else game_program(game)
    for at in range(seed, seed + 60):
        hand = played(program, players, at)
        if hand.outcome.result.showdowns:
            return hand
    pytest.fail(f"no hand of {program.game.name} reached its showdown in 60 seeds from {seed}")


def winner_checks(hand: PlayedHand, lines: list[tuple[str, ...]], own_counts=range(6)) -> int:
    """The last showdown's high winner: their hand is the best any legal selection makes (one
    of `lines`, own cards in `own_counts`), their common cards lie in one line, and they took
    the pot. Returns the winner's seat."""
    board = hand.piece(Board)
    at = dict(zip(board.places, hand.table.board))
    showdown = hand.outcome.result.showdowns[-1]
    winner = showdown["high"][0]
    seat = hand.table.seat(winner)
    own = seat.all()
    rules = hand.rules_for(seat, "high", own + [h.card for h in hand.table.board])
    best = max(high_score(list(mine) + list(theirs), rules)
               for line in lines for k in own_counts if k <= len(own)
               for mine in combinations(own, k)
               for theirs in combinations([at[p].card for p in line if p in at and at[p].up], 5 - k)
               if len(mine) + len(theirs) == 5)
    made = showdown["hands"][winner][0]
    assert high_score(list(made.best), rules) == best
    used = board.used[winner]
    assert any(set(used) <= set(line) for line in lines), (used, lines)
    assert [CARD_TEXT[at[p].card] for p in used] == [c for c in (CARD_TEXT[c] for c in made.best)
                                                   if c in {CARD_TEXT[at[p].card] for p in used}]
    assert showdown["shares"][winner] > 0
    assert sum(showdown["shares"].values()) == hand.money.last_pot
    return winner


# ---- the board shape, from the program -------------------------------------------------
def test_a_double_board_adds_each_later_set_to_the_set_before_it():
    game = make_game("Deal two cards down to each player.",
                     "Deal two sets of three face up common cards each.",
                     "Deal two sets of one face up common card each.",
                     "Showdown, high hand wins.")
    shape = shape_of(game_program(game))
    assert shape.names == ("s1.1", "s1.2", "s1.3", "s2.1", "s2.2", "s2.3", "s1.4", "s2.4")
    assert [line.positions for line in shape.layout.lines] == [("s1.1", "s1.2", "s1.3", "s1.4"),
                                                               ("s2.1", "s2.2", "s2.3", "s2.4")]


def test_common_cards_with_no_layout_lie_in_one_row():
    game = make_game("Deal five cards down to each player.", "Deal three common cards face up to the table.",
                     "Deal one common card face up to the table.", "Showdown, high hand wins.")
    shape = shape_of(game_program(game))
    assert shape.names == ("r1c1", "r1c2", "r1c3", "r1c4")
    assert shape.layout.shape == Shape.ROWS


def test_hand_limits_read_from_the_own_and_board_rules():
    game = make_game("Deal four cards down to each player.",
                     "Deal nine face down common cards in a 3x3 square.",
                     "Flip one horizontal row of common cards.",
                     "Showdown, high hand wins.",
                     "Your hand may only use one horizontal, vertical, or diagonal row of common cards.",
                     "You must use exactly two of your down cards in your final hand.")
    limited = hand_limits(game_program(game))  # "exactly two of your down cards" reads as Omaha's `Use`
    assert limited.limits == Limits(own_low=2, own_high=2, board_low=3, board_high=3, one_group=True)
    assert limited.use == BoardUse((LineKind.ROW, LineKind.COLUMN, LineKind.DIAGONAL))
    assert limited.up_only


def test_a_game_with_no_board_rules_has_no_hand_limits():
    game = make_game("Deal five cards down to each player.", "Showdown, high hand wins.")
    assert hand_limits(game_program(game)) is None


# ---- flips ------------------------------------------------------------------------------
SQUARE = ("Deal two cards down to each player.", "Deal nine face down common cards in a 3x3 square.")


def test_each_row_flip_turns_the_next_card_of_every_row():
    game = make_game(*SQUARE, "Flip one common card from each row face up.",
                     "Flip one common card from each row face up.", "Showdown, high hand wins.")
    hand = played(game, 3, 4)
    board = hand.piece(Board)
    assert board.turned == ["r1c1", "r2c1", "r3c1", "r1c2", "r2c2", "r3c2"]
    assert [h.up for h in hand.table.board] == [True, True, False] * 3
    flips = [e.text for e in hand.log.events if e.kind == "flip"]
    assert len(flips) == 2 and flips[0].startswith("The dealer turns up ") and "(r3c1)" in flips[0]


def test_a_flip_with_nothing_left_to_turn_says_so():
    game = make_game("Deal two cards down to each player.", "Deal four face down common cards in a 2x2 square.",
                     "Flip one horizontal row of common cards.", "Flip one horizontal row of common cards.",
                     "Flip one horizontal row of common cards.", "Showdown, high hand wins.")
    hand = played(game, 2, 1)
    texts = [e.text for e in hand.log.events if e.kind == "flip"]
    assert texts[-1] == "No common card is left for this rule to turn up."
    assert all(h.up for h in hand.table.board)


def test_the_dealer_chooses_the_card_that_helps_their_hand_most():
    game = make_game("Deal five cards face down to each player.",
                     "Deal seven common cards face down in an 'H' formation.",
                     "Flip over any one common card except the center one.", "Showdown, high hand wins.")
    for seed in range(1, 6):
        hand = played(game, 3, seed)
        board = hand.piece(Board)
        (place,) = board.turned
        assert place != "r2c2"  # never the centre
        dealer = hand.table.seat(hand.table.dealer)
        at = dict(zip(board.places, hand.table.board))
        others = [p for p in board.places if p not in ("r2c2", place)]
        chosen = high_score(dealer.all() + [at[place].card])
        assert all(chosen >= high_score(dealer.all() + [at[p].card]) for p in others)


def test_hands_use_only_cards_turned_face_up():
    game = make_game("Deal two cards down to each player.", "Deal nine face down common cards in a 3x3 square.",
                     "Flip one horizontal row of common cards.", "Showdown, high hand wins.",
                     "Your hand may only use one horizontal, vertical, or diagonal row of common cards.")
    for seed in (1, 2, 3):
        hand = played(game, 4, seed)
        board = hand.piece(Board)
        assert all(set(used) <= {"r1c1", "r1c2", "r1c3"} for used in board.used.values())


# ---- wilds from the board ------------------------------------------------------------------
def test_the_last_common_card_flipped_is_wild_not_the_last_dealt():
    game = make_game("Deal four cards down to each player.",
                     "Deal five common cards face down in a cross pattern.",
                     "Flip the top common card face up.",
                     "Flip the next common card going clockwise around face up.",
                     "Showdown, high hand wins.",
                     "The last common card flipped is wild, as are all other cards of the same rank.")
    for seed in range(1, 8):
        hand = played(game, 3, seed)
        board = hand.piece(Board)
        assert board.turned == ["r1c2", "r2c3"]
        last = board.held_at(hand, "r2c3").card
        assert hand.rules_for(hand.table.seat(1)).wild_ranks == frozenset({last.rank})


def test_the_lowest_common_card_counts_only_cards_turned_up():
    game = make_game("Deal five cards down to each player.", "Deal five cards face down to the table.",
                     "Flip one common card face up.", "Showdown, high hand wins.",
                     "The low common card is wild, as are all cards of the same rank.")
    program = game_program(game)
    hand = played(program, 3, 2)
    (place,) = hand.piece(Board).turned
    up = hand.piece(Board).held_at(hand, place).card
    assert hand.rules_for(hand.table.seat(1)).wild_ranks == frozenset({up.rank})


# ---- the named games of the corpus ---------------------------------------------------------
@needs_corpus
def test_criss_cross_turns_the_cross_clockwise_and_plays_one_bar():
    game = corpus_game(980)
    hand = reached(game, 5, 3)
    board = hand.piece(Board)
    assert board.layout.shape == Shape.CROSS
    assert board.places == ["r1c2", "r2c1", "r2c2", "r2c3", "r3c2"]
    assert board.turned == ["r1c2", "r2c3", "r3c2", "r2c1", "r2c2"]
    last = board.held_at(hand, "r2c2").card
    assert last.rank in hand.rules_for(hand.table.seat(1)).wild_ranks
    bars = [("r2c1", "r2c2", "r2c3"), ("r1c2", "r2c2", "r3c2")]
    winner_checks(hand, bars)


@needs_corpus
def test_tic_tac_holdem_plays_rows_columns_and_diagonals():
    hand = reached(corpus_game(687), 6, 2)
    board = hand.piece(Board)
    assert board.layout.shape == Shape.SQUARE and len(board.places) == 9
    assert board.turned == ["r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"]
    lines = [line.positions for line in board.layout.hand_lines(LineKind.ROW, LineKind.COLUMN, LineKind.DIAGONAL)]
    assert len(lines) == 8
    winner_checks(hand, lines)


@needs_corpus
def test_twin_beds_plays_one_row_of_five():
    hand = played(corpus_game(743), 4, 5)
    board = hand.piece(Board)
    assert board.layout.shape == Shape.ROWS and len(board.places) == 10
    assert board.turned[:2] == ["r1c1", "r2c1"] and len(board.turned) == 10
    rows = [line.positions for line in board.layout.lines_of(LineKind.ROW)]
    assert rows == [tuple(f"r1c{c}" for c in range(1, 6)), tuple(f"r2c{c}" for c in range(1, 6))]
    winner_checks(hand, rows)


@needs_corpus
def test_double_board_holdem_plays_one_board_of_five():
    hand = played(corpus_game(274), 5, 1)
    board = hand.piece(Board)
    assert board.places == ["s1.1", "s1.2", "s1.3", "s2.1", "s2.2", "s2.3", "s1.4", "s2.4", "s1.5", "s2.5"]
    sets = [line.positions for line in board.layout.lines_of(LineKind.SET)]
    assert sets == [tuple(f"s1.{i}" for i in range(1, 6)), tuple(f"s2.{i}" for i in range(1, 6))]
    winner_checks(hand, sets)


@needs_corpus
def test_iron_cross_ii_plays_the_middle_and_one_end_of_one_set():
    hand = played(corpus_game(1081), 4, 1)
    board = hand.piece(Board)
    assert board.layout.shape == Shape.SETS
    assert board.places == ["s1.1", "s1.2", "s1.3", "s2.1", "s2.2", "s2.3"]
    assert board.turned == ["s1.1", "s2.1", "s1.3", "s2.3", "s1.2", "s2.2"]  # the ends, then the middles
    middles = {board.held_at(hand, p).card for p in ("s1.2", "s2.2")}
    assert middles <= hand.rules_for(hand.table.seat(1)).wild_cards
    pairs = [(f"s{s}.2", f"s{s}.{e}") for s in (1, 2) for e in (1, 3)]
    winner = winner_checks(hand, pairs, own_counts=(3,))
    assert set(board.used[winner]) in [set(p) for p in pairs]


@needs_corpus
def test_hoyle_cincinnati_marks_a_common_card_and_the_mark_changes_nothing():
    """#989 marks a common card at random and no rule says what the mark does: it is played as
    written, a mark and nothing more. The same deal without rule 3 shows down the same hands,
    and the last common card turned sets the split card (rule 13)."""
    from dataclasses import replace

    marked = corpus_game(989)
    plain = replace(marked, rules=tuple(r for r in marked.rules if r.number != 3))
    for seed in (1, 2, 3):
        hand = simulate(game_program(marked), 4, seed, everyone_stays=True)
        without = simulate(game_program(plain), 4, seed, everyone_stays=True)
        marks = [e.text for e in hand.events if e.kind == "mark"]
        assert len(marks) == 1 and marks[0].startswith("The dealer marks the common card at r1c")
        showdown = [e.text for e in hand.events if e.kind == "showdown"]
        assert showdown == [e.text for e in without.events if e.kind == "showdown"]
        last = [e.text for e in hand.events if e.kind == "flip"][-1]
        assert "(r1c4)" in last and any("split card is the" in e.text for e in hand.events if e.kind == "note")


@needs_corpus
def test_elevator_names_no_showdown():
    assert not any(isinstance(s, Showdown) for r in read_game(corpus_game(734)) for s in r.steps)


def _board_programs():
    if not dev.present():
        return []
    found = []
    for game in dev.corpus().games:
        if not {s.kind for r in read_game(game) for s in r.steps} & BOARD_KINDS:
            continue
        try:
            found.append(game_program(game))
        except NotRunnable:
            continue
    return found


BOARD_PROGRAMS = _board_programs()


@needs_corpus
def test_the_board_games_of_the_corpus_run():
    assert len(BOARD_PROGRAMS) >= 66


@needs_corpus
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, 10**6), seed=st.integers(0, 10**6), players=st.integers(2, 7))
def test_every_runnable_board_game_keeps_every_card_and_chip(index, seed, players):
    """No card lost or doubled (checked after every rule), the pot fully awarded, for any
    board game, seed and table of 2 to 7 (as many as its deck serves)."""
    program = BOARD_PROGRAMS[index % len(BOARD_PROGRAMS)]
    players = min(players, default_players(program))
    transcript = simulate(program, players, seed)
    assert_sound(transcript)
    assert sum(transcript.amounts.values()) == -transcript.carried


# ---- the board in the transcript and the example hand --------------------------------------
CROSS = ("Deal four cards down to each player.", "Deal five common cards face down in a cross pattern.",
         "Flip the top common card face up.", "Flip the next common card going clockwise around face up.",
         "Flip one common card face up.", "Showdown, high hand wins.",
         "Your hand may only use one horizontal or vertical row of common cards.")


def _cross_hand(seed: int = 2):
    hand = played(make_game(*CROSS), 3, seed)
    transcript = hand.transcript()
    return hand, replace(transcript, board=record(hand))


def test_the_record_shows_each_card_where_it_lies_and_when_it_turned():
    _, transcript = _cross_hand()
    board = transcript.board
    assert board.shape == "cross"
    assert [(p.place, p.across, p.down) for p in board.places] == [
        ("r1c2", 1.0, 0.0), ("r2c1", 0.0, 1.0), ("r2c2", 1.0, 1.0), ("r2c3", 2.0, 1.0), ("r3c2", 1.0, 2.0)]
    turned = {p.place: p for p in board.places if p.shown_at is not None}
    assert list(turned) == ["r1c2", "r2c1", "r2c3"]  # top, clockwise, then the first one left
    for p in turned.values():
        event = transcript.events[p.shown_at]
        assert event.kind == "flip" and f"{p.card} ({p.place})" in event.text
    assert transcript.events[board.laid_at].text == "Five cards dealt face down to the table."
    assert board.lines == (("row", ("r2c1", "r2c2", "r2c3")), ("column", ("r1c2", "r2c2", "r3c2")))
    winner = board.winners[0]
    assert board.used[0][0] == winner and set(board.used[0][1]) <= {"r2c1", "r2c3", "r1c2"}


def test_the_text_transcript_draws_the_board_with_the_winning_cards_marked():
    _, transcript = _cross_hand()
    text = transcript.as_text()
    assert "Board (cross), as it ended; *winning cards*:" in text
    grid = transcript.board.grid()
    assert len(grid) == 3 and grid[0].strip().startswith(("*", transcript.board.places[0].card))
    used = dict(transcript.board.used)[transcript.board.winners[0]]
    assert "".join(grid).count("*") == 2 * len(used)
    assert grid[1].endswith("[  ]") is False and "[  ]" in "".join(grid)  # the centre stays down


def test_the_example_hand_draws_the_board_as_it_turns_and_marks_the_winners_line():
    from dealerschoice.analyse import deal_data
    from dealerschoice.render.example_html import example_deal

    _, transcript = _cross_hand()
    made = deal_data(transcript)
    deal = replace(made, events=tuple(replace(e, state=None) for e in made.events))
    assert deal.board.to_json() == transcript.board.as_json()  # the layout as played, typed
    from dealerschoice.records.deals import ExampleDeal
    assert ExampleDeal.from_json(json.loads(json.dumps(made.to_json()))) == made  # as the analysis cache keeps it
    html = str(example_deal(deal, 1))
    boards = html.split('<div class="ex-board"')[1:]
    assert len(boards) == 5  # dealt, three turns, the showdown
    assert [b.count('title="face down"') for b in boards] == [5, 4, 3, 2, 2]
    used = dict(transcript.board.used)[transcript.board.winners[0]]
    assert boards[-1].count("★") == len(used) and "★" not in "".join(boards[:-1])


def test_common_cards_wild_by_their_place_and_their_rank():
    """"The corner common cards are wild, as are all cards of the same ranks": once turned up.
    (The step is played here from a program made by hand: `SpotWild` says it is not
    simulated until the rules side lets it through.)"""
    game = make_game("Deal five cards face down to each player.", "Deal eight common cards face down in a square.",
                     "Flip the top middle common card face up.",
                     "Flip one common card going clockwise around, skipping every other card.",
                     "Showdown, high hand wins.", "You may use three adjacent common cards in your hand.")
    program = game_program(game)
    corner = SpotWild(Spot(Part.CORNER), same_rank=True)
    program = replace(program, standing=program.standing + ((7, corner),))
    corners = {"r1c1", "r1c3", "r3c1", "r3c3"}
    for seed in range(1, 6):
        hand = played(program, 3, seed)
        board = hand.piece(Board)
        up = {board.held_at(hand, p).card for p in board.turned if p in corners}
        rules = hand.rules_for(hand.table.seat(1))
        assert rules.wild_cards == frozenset(up)
        assert rules.wild_ranks == frozenset(c.rank for c in up)
    hand = PlayedHand(program, 3, 1)
    hand.run()
    board = hand.piece(Board)
    held = board.held_at(hand, "r1c1")
    held.up = True
    from dealerschoice.play.board import board_of
    board_of(hand)
    rules = hand.rules_for(hand.table.seat(1))
    assert held.card in rules.wild_cards and rules.wild_ranks == frozenset({held.card.rank})


# ---- own cards, other players' cards, and several ways of making a hand ---------------------
def test_a_hand_of_three_down_cards_and_two_up_cards_of_one_other_player():
    game = make_game("Deal six cards face down to each player.",
                     "Each player flips over one down card of their choice.",
                     "Each player flips over one down card of their choice.",
                     "Showdown, high hand wins.",
                     "Your hand must consist of three of your down cards and two of one other player's up cards.")
    for seed in (1, 2, 3):
        hand = played(game, 4, seed)
        board = hand.piece(Board)
        for seat in hand.table.seats:
            used = board.used[seat.number]
            owners = {p.split(".")[0] for p in used}
            assert len(used) == 2 and len(owners) == 1 and owners != {f"P{seat.number}"}
            made = hand.outcome.result.showdowns[-1]["hands"][seat.number][0]
            assert sum(1 for c in made.best if c in seat.down()) == 3


@needs_corpus
def test_zanetti_sound_plays_one_down_card_and_four_up_cards():
    hand = played(corpus_game(533), 5, 4)
    for seat in hand.table.seats:
        made = hand.outcome.result.showdowns[-1]["hands"][seat.number][0]
        assert sum(1 for c in made.best if c in seat.down()) == 1
        assert sum(1 for c in made.best if c in seat.up()) == 4


@needs_corpus
def test_grand_maw_hands_are_five_down_cards_or_three_and_a_row():
    rows = {("r1c1", "r1c2", "r1c3", "r1c4", "r1c5"), ("r2c1", "r2c2", "r2c3", "r2c4", "r2c5")}
    for seed in range(1, 6):
        hand = reached(corpus_game(1087), 4, seed)
        board = hand.piece(Board)
        for seat in hand.table.active():
            used = board.used[seat.number]
            assert used == () or (len(used) == 2 and any(set(used) <= set(row) for row in rows))
            made = hand.outcome.result.showdowns[-1]["hands"][seat.number][0]
            if made is not None:  # five down cards, or three and two of the row
                assert sum(1 for c in made.best if c in seat.down()) == 5 - len(used)


@needs_corpus
def test_tablatura_counts_the_last_common_card_in_either_row():
    for seed in range(1, 6):
        hand = reached(corpus_game(998), 4, seed)
        board = hand.piece(Board)
        assert board.places[-1] == "x1"  # the 13th card, dealt alone
        last = board.held_at(hand, "x1").card
        assert last.rank in hand.rules_for(hand.table.seat(1)).wild_ranks  # the last common card is wild
        for seat in hand.table.active():
            used = set(board.used[seat.number])
            assert len(used) == 3
            assert any(used <= {f"r{r}c{c}" for c in range(1, 5)} | {"x1"} for r in (1, 2))


@needs_corpus
def test_chowaha_teddy_prime_picks_one_flop_one_turn_and_the_river():
    hand = reached(corpus_game(927), 5, 2)
    board = hand.piece(Board)
    assert board.shape.dealt_sets == (("s1.1", "s1.2", "s1.3"), ("s2.1", "s2.2", "s2.3"), ("s3.1", "s3.2", "s3.3"),
                                      ("s1.4",), ("s2.4",))
    flops = board.shape.dealt_sets[:3]
    pools = [set(flop) | {turn, "x1"} for flop in flops for turn in ("s1.4", "s2.4")]
    for seat in hand.table.active():
        used = set(board.used[seat.number])
        assert len(used) == 3 and any(used <= pool for pool in pools)  # Omaha's three of the commons


@needs_corpus
def test_floater_ii_plays_one_pair_of_commons_and_the_floater():
    hand = played(corpus_game(1129), 4, 3)
    board = hand.piece(Board)
    pairs = [{f"r{r}c1", f"r{r}c2"} for r in range(1, 6)]
    for seat in hand.table.active():
        used = set(board.used[seat.number])
        assert any(used <= pair | {"x1"} for pair in pairs)


@needs_corpus
def test_pendulum_takes_one_card_of_two_deals_and_the_single_card_with_the_three():
    for seed in (1, 2, 3, 4):
        hand = reached(corpus_game(969), 5, seed)
        board = hand.piece(Board)
        deal_of = dict(zip(board.shape.names, board.shape.rules))  # rules 2, 4, 6, 8 deal 1, 2, 3, 2 cards
        for seat in hand.table.active():
            used = board.used[seat.number]
            deals = sorted(deal_of[p] for p in used)
            assert len(used) == 2 and len(set(deals)) == 2
            assert 6 not in deals or 2 in deals  # a card of the set of three needs the set of one


# ---- what the players bet on ---------------------------------------------------------------
def test_players_bet_on_their_best_legal_line_not_on_every_common_card():
    from dealerschoice.play.hand_limits import seen_category
    from dealerschoice.play.policies import category

    game = make_game("Deal two cards down to each player.", "Deal nine face down common cards in a 3x3 square.",
                     "Flip one horizontal row of common cards.", "Flip one horizontal row of common cards.",
                     "Flip one horizontal row of common cards.", "Showdown, high hand wins.",
                     "Your hand may only use one horizontal or vertical row of common cards.")
    rows = [("r1c1", "r1c2", "r1c3"), ("r2c1", "r2c2", "r2c3"), ("r3c1", "r3c2", "r3c3")]
    lines = rows + [tuple(r[i] for r in rows) for i in range(3)]
    differs = 0
    for seed in range(1, 13):
        hand = played(game, 3, seed)
        board = hand.piece(Board)
        at = dict(zip(board.places, hand.table.board))
        for seat in hand.table.seats:
            known = seat.known()
            rules = hand.rules_for(seat, "high", known)
            legal = max(category(known + [at[p].card for p in line], rules) for line in lines)
            assert seen_category(hand, seat) == legal
            everything = known + [h.card for h in hand.table.board]
            differs += category(everything, rules) != legal
    assert differs  # the whole board would have made some hands look stronger than they are


def test_a_game_with_no_hand_limits_bets_as_before():
    from dealerschoice.play.hand_limits import seen_category

    hand = played(make_game("Deal two cards down to each player.", "Deal five cards face up to the table.",
                            "Normal betting round, with the player to the left of the dealer opening.",
                            "Showdown, high hand wins."), 3, 1)
    assert seen_category(hand, hand.table.seat(1)) is None


def test_a_redeal_forgets_the_wilds_the_board_made():
    game = make_game("Deal five cards face down to each player.", "Deal eight common cards face down in a square.",
                     "Flip the top middle common card face up.",
                     *["Flip one common card going clockwise around, skipping every other card."] * 4,
                     "Showdown, high hand wins.", "You may use three adjacent common cards in your hand.",
                     "The last common card flipped is wild, as are all other cards of the same rank.")
    program = game_program(game)
    program = replace(program, standing=program.standing + ((8, SpotWild(Spot(Part.CORNER), same_rank=True)),))
    hand = played(program, 3, 1)
    assert hand.piece(Board).turned[-1] == "r1c1"  # after the four middles, the first corner
    state = hand.wilds.state
    board = hand.piece(Board)
    last = board.held_at(hand, board.turned[-1]).card
    assert state.board_turned[-1] == last and last in state.board_wild and last.rank in state.board_wild_ranks
    hand.reset_hands()
    assert (state.board_turned, state.board_wild, state.board_wild_ranks) == (None, frozenset(), frozenset())
    assert board.places == [] and board.turned == []


def test_a_square_of_eight_turns_its_top_middle_then_every_other_card_from_the_last():
    game = make_game("Deal five cards face down to each player.", "Deal eight common cards face down in a square.",
                     "Flip the top middle common card face up.",
                     *["Flip one common card going clockwise around, skipping every other card."] * 7,
                     "Showdown, high hand wins.", "You may use three adjacent common cards in your hand.")
    for seed in (1, 2):
        hand = played(game, 3, seed)
        assert hand.piece(Board).turned == ["r1c2", "r2c3", "r3c2", "r2c1", "r1c1", "r1c3", "r3c3", "r3c1"]


def test_going_clockwise_goes_on_from_the_card_turned_last():
    game = make_game("Deal two cards face down to each player.", "Deal nine face down common cards in a 3x3 square.",
                     "Flip the top middle common card face up.",
                     "Flip the next common card going clockwise around face up.",
                     "Flip the next common card going clockwise around face up.", "Showdown, high hand wins.",
                     "Your hand may only use one horizontal or vertical row of common cards.")
    assert played(game, 3, 1).piece(Board).turned == ["r1c2", "r1c3", "r2c3"]


# ---- a common card every hand must use -------------------------------------------------------
def _best_using(own, commons, must, rules):
    """Brute force: the best high score of five cards of own and common cards that hold `must`."""
    pool = list(own) + list(commons)
    return max(high_score(list(five), rules) for five in combinations(pool, 5) if must in five)


def test_every_hand_uses_the_last_common_card_flipped():
    game = make_game("Deal five cards face down to each player.",
                     "Deal seven common cards down in a row of four, a row of two, and a row of one.",
                     "Flip two cards from the row of four common cards face up.",
                     "Flip the commons from the row of two face up.", "Flip one common card face up.",
                     "Showdown, high hand wins.", "Every hand must use the last common card flipped.")
    for seed in range(1, 6):
        hand = played(game, 4, seed)
        board = hand.piece(Board)
        last = board.turned[-1]
        must = board.held_at(hand, last).card
        showdown = hand.outcome.result.showdowns[-1]
        commons = [h.card for h in hand.table.board if h.up]
        for seat in hand.table.seats:
            assert last in board.used[seat.number]
            made = showdown["hands"][seat.number][0]
            rules = hand.rules_for(seat, "high", seat.all() + commons)
            assert must in made.best
            assert high_score(list(made.best), rules) == _best_using(seat.all(), commons, must, rules)


@needs_corpus
def test_pyramid_ii_hands_all_use_the_last_common_card_flipped():
    hand = reached(corpus_game(1071), 4, 2)
    board = hand.piece(Board)
    assert board.places == ["r1c1", "r1c2", "r1c3", "r1c4", "r2c1", "r2c2", "r3c1"]
    assert board.turned[-1] == "r3c1"
    contenders = hand.outcome.contenders  # the players still in at the showdown (others may have folded)
    assert all("r3c1" in used for used in board.used.values()) and set(board.used) == set(contenders)
    showdown = hand.outcome.result.showdowns[-1]
    assert sum(showdown["shares"].values()) == hand.money.last_pot


def test_a_place_every_hand_must_use_is_played_only_for_the_last_flipped_or_the_centre_card():
    assert BoardUse(spot=Spot(Part.LAST)).gap() is None and BoardUse(spot=Spot(Part.CENTRE)).gap() is None
    for step in (BoardUse(spot=Spot(Part.CORNER)), BoardUse((LineKind.ROW,), spot=Spot(Part.LAST))):
        assert step.gap().reason.startswith("limits a hand to common cards of several lines, a named place")


# ---- a common card moved into line -----------------------------------------------------------
ELEVATOR = ("Deal five cards face down to each player.", "Deal seven common cards face down in an 'H' formation.",
            *["Flip over any one common card except the center one."] * 6, "Flip one common card face up.",
            "Showdown, high hand wins.",
            ("You may only use three common cards that are in a straight line in your final hand. You may move the "
             "center card up or down one card length to make a straight line."))


def test_the_centre_card_moved_up_or_down_makes_two_more_lines():
    game = make_game(*ELEVATOR)
    straight = [("r2c1", "r2c2", "r2c3"), ("r1c1", "r2c1", "r3c1"), ("r1c3", "r2c3", "r3c3"),
                ("r1c1", "r2c2", "r3c3"), ("r1c3", "r2c2", "r3c1")]
    moved = [("r1c1", "r2c2", "r1c3"), ("r3c1", "r2c2", "r3c3")]
    used_moved = 0
    for seed in range(1, 9):
        hand = played(game, 4, seed)
        limited = hand_limits(hand.program)
        groups = [places for places, _ in limited.groups(hand, hand.piece(Board))]
        assert sorted(groups) == sorted(straight + moved)
        winner_checks(hand, straight + moved)
        used_moved += sum(set(used) in [set(m) for m in moved] for used in hand.piece(Board).used.values())
    assert used_moved >= 2  # some hands were made across the moved centre card (in seeds 1 and 8)
    hand = played(game, 4, 21)
    assert set(hand.piece(Board).used[winner_checks(hand, straight + moved)]) == {"r3c1", "r2c2", "r3c3"}


# ---- picks by the deals of a hold'em board ---------------------------------------------------
def test_one_of_two_flops_one_of_two_turns_and_the_river():
    game = make_game("Deal two cards down to each player.", "Deal two sets of three face up common cards each.",
                     "Deal two sets of one face up common card each.", "Deal one common card face up to the table.",
                     "Showdown, high hand wins.",
                     "Your hand can only use one of the two flops, one of the two turns, and the river.")
    pools = [("s1.1", "s1.2", "s1.3", "s1.4", "x1"), ("s1.1", "s1.2", "s1.3", "s2.4", "x1"),
             ("s2.1", "s2.2", "s2.3", "s1.4", "x1"), ("s2.1", "s2.2", "s2.3", "s2.4", "x1")]
    for seed in (1, 2, 3):
        hand = played(game, 4, seed)
        board = hand.piece(Board)
        assert board.places == ["s1.1", "s1.2", "s1.3", "s2.1", "s2.2", "s2.3", "s1.4", "s2.4", "x1"]
        assert [p for p, _ in hand_limits(hand.program).groups(hand, board)] == pools
        winner_checks(hand, pools)


def test_flop_turn_and_river_picks_on_a_board_of_one_are_holdem():
    game = make_game("Deal two cards down to each player.", "Deal three common cards face up to the table.",
                     "Deal one common card face up to the table.", "Deal one common card face up to the table.",
                     "Showdown, high hand wins.",
                     "Your hand can only use one of the two flops, one of the two turns, and the river.")
    hand = played(game, 3, 1)
    groups = [p for p, _ in hand_limits(hand.program).groups(hand, hand.piece(Board))]
    assert groups == [("r1c1", "r1c2", "r1c3", "r1c4", "r1c5")]


# ---- commons by the cards discarded (issue 15: Italian Poker) -----------------------------
COMMONS_BY_DISCARDS = ("Deal five cards face down to each player.", "Each player may discard up to two cards.",
                       "Deal two common cards face up to the table.", "Showdown, high hand wins.",
                       "If a player discarded one card, they can use the first common; if they discarded two they "
                       "can use both commons; otherwise they cannot use any commons.")


@pytest.mark.parametrize("seed", range(6))
def test_each_hand_uses_the_first_commons_its_discards_allow(seed):
    hand = played(make_game(*COMMONS_BY_DISCARDS), 4, seed)
    commons = [h.card for h in hand.table.board]
    hands = hand.outcome.result.showdowns[-1]["hands"]
    for seat in hand.table.seats:
        usable = commons[:{1: 1, 2: 2}.get(hand.turns.discarded[seat.number], 0)]
        rules = hand.rules_for(seat, "high", seat.all() + usable)
        best = max(high_score(list(c), rules) for c in combinations(seat.all() + usable, 5))
        assert high_score(list(hands[seat.number][0].best), rules) == best


def test_a_player_whose_discards_no_rule_names_uses_no_common_card():
    game = make_game("Deal eight cards face down to each player.", "Each player discards three cards.",
                     *COMMONS_BY_DISCARDS[2:])
    for seed in range(5):
        hand = played(game, 3, seed)
        for seat in hand.table.seats:
            made = hand.outcome.result.showdowns[-1]["hands"][seat.number][0]
            assert sorted(made.best) == sorted(seat.all())


@needs_corpus
def test_italian_poker_runs_with_its_commons_by_discards():
    program = game_program(corpus_game(313))
    for players in (2, 4, 6):
        hand = played(program, players, 5)
        assert len(hand.table.board) == 2


# ---- Roll'em (issue 15): stacks of four and three, hands of two down cards and another's three up cards
def rollem_showdowns(count: int):
    """Hands of Roll'em, at four players, that reach the showdown (the others end in folds)."""
    program = game_program(corpus_game(854))
    hands = (played(program, 4, seed) for seed in range(1, 60))
    return [h for h in hands if h.outcome.result.showdowns][:count]


@needs_corpus
@pytest.mark.parametrize("at", [0, 1, 2])
def test_rollem_flips_its_three_card_stack_and_wins_with_two_down_cards_and_anothers_three_up(at):
    hand = rollem_showdowns(3)[at]
    # the layout: every player's four-card stack stays down, the three-card stack is turned up
    # from its top (all of it by the showdown, for the players still in)
    for seat in hand.table.seats:
        turned = sum(h.up for h in seat.cards)
        assert [(h.pile, h.up) for h in seat.cards] == [(1, False)] * 4 + [(2, True)] * turned + [(2, False)] * (
            3 - turned)
        assert turned == 3 or seat.folded
    showdown = hand.outcome.result.showdowns[-1]
    (winner,) = showdown["high"]
    seat = hand.table.seat(winner)
    rules = hand.rules_for(seat, "high", hand.table.seats[0].all())
    # the legal winning line: two of the winner's down cards and all three up cards of one other player
    best = max(high_score(list(mine) + others.up(), rules) for mine in combinations(seat.down(), 2)
               for others in hand.table.seats if others is not seat and len(others.up()) == 3)
    made = showdown["hands"][winner][0]
    assert high_score(list(made.best), rules) == best
    used = hand.piece(Board).used[winner]
    assert len(used) == 3 and len({p.split(".")[0] for p in used}) == 1 and not used[0].startswith(f"P{winner}.")
    assert sum(1 for c in made.best if c in seat.down()) == 2
    # the pot: the winner takes all of it
    assert showdown["shares"] == {winner: hand.money.last_pot}


def test_a_flip_from_a_named_stack_turns_that_stacks_top_card():
    game = make_game("Deal six cards face down to each player.",
                     "Each player splits their cards into a stack of four cards and a stack of two cards.",
                     "Each player flips the top card of their two card stack.", "Showdown, high hand wins.")
    for seed in range(4):
        hand = played(game, 3, seed)
        for seat in hand.table.seats:
            assert [(h.pile, h.up) for h in seat.cards] == [(1, False)] * 4 + [(2, True), (2, False)]


# ---- Border Cross (issue 15): a cross of four commons with a joker from outside the deck at its centre
@needs_corpus
def test_border_cross_puts_a_joker_at_the_centre_and_wins_with_one_bar_through_it():
    program = game_program(corpus_game(1080))
    hands = [h for h in (played(program, 4, seed) for seed in range(1, 40)) if h.outcome.result.showdowns][:3]
    assert hands
    for hand in hands:
        board = hand.piece(Board)
        # the layout: four cards dealt to the arms, the joker face up at the centre from the start
        assert board.layout.shape == Shape.CROSS
        assert sorted(board.places) == ["r1c2", "r2c1", "r2c2", "r2c3", "r3c2"]
        centre = board.held_at(hand, "r2c2")
        assert centre.card.is_joker and centre.up
        assert board.turned == ["r1c2", "r2c3", "r3c2", "r2c1"]  # the top card, then on clockwise
        assert sum(1 for c in hand.table.sorted_deck if c.is_joker) == 1  # the 53rd card, brought in
        # a legal winning line: one horizontal or vertical bar, both through the joker; the pot
        winner = winner_checks(hand, [("r2c1", "r2c2", "r2c3"), ("r1c2", "r2c2", "r3c2")])
        assert hand.outcome.result.showdowns[-1]["shares"] == {winner: hand.money.last_pot}


def test_a_layout_joker_is_counted_by_the_card_check_and_redealt_once():
    from dealerschoice.cards.cards import Card
    from dealerschoice.play.board import board_of
    game = make_game("Deal two cards down to each player.",
                     "Deal four face down common cards in a cross, and put a joker in the center of the cross.",
                     "Flip the top common card face up.", "Showdown, high hand wins.",
                     "Your hand may only use one horizontal or vertical row of common cards.")
    hand = played(game, 3, 2)
    assert [h.card for h in hand.table.board].count(Card.joker()) == 1
    hand.reset_hands()  # a redeal gathers the joker into the deck: found there again, not brought twice
    assert hand.table.deck.count(Card.joker()) == 1
    assert sum(1 for c in hand.table.sorted_deck if c.is_joker) == 1
    board_of(hand)  # no common card dealt yet: the joker waits in the deck
    assert hand.table.deck.count(Card.joker()) == 1


# ---- Elevator (issue 15): no showdown rule, but "... in your final hand": the best high hand wins
# three commons in a straight line: the row, the columns, the diagonals through the centre, and
# the rows the centre card makes moved up or down
ELEVATOR_LINES = [("r2c1", "r2c2", "r2c3"), ("r1c1", "r2c1", "r3c1"), ("r1c3", "r2c3", "r3c3"),
                  ("r1c1", "r2c2", "r3c3"), ("r1c3", "r2c2", "r3c1"),
                  ("r1c1", "r2c2", "r1c3"), ("r3c1", "r2c2", "r3c3")]


def elevator_checks() -> None:
    program = game_program(corpus_game(734))
    hands = [h for h in (played(program, 4, seed) for seed in range(1, 40)) if h.outcome.result.showdowns][:3]
    assert hands
    for hand in hands:
        board = hand.piece(Board)
        # the layout: seven commons in an H; six flips of any card but the centre, then the centre
        assert board.layout.shape == Shape.H and len(board.places) == 7
        assert board.turned[-1] == "r2c2" and "r2c2" not in board.turned[:-1] and len(board.turned) == 7
        # a legal winning line: three commons in a line (the centre card moved up or down counts); the pot
        winner = winner_checks(hand, ELEVATOR_LINES)
        assert hand.outcome.result.showdowns[-1]["shares"] == {winner: hand.money.last_pot}


@needs_corpus
def test_elevator_plays_the_showdown_its_final_hand_rule_implies():
    elevator_checks()


def test_a_rule_on_the_final_hand_implies_a_high_showdown():
    from dealerschoice.rules.steps.final_hand import final_hand_showdown
    assert final_hand_showdown([BoardUse((LineKind.ROW,))]) == Showdown()
    assert final_hand_showdown([SpotWild(Spot(Part.CORNER))]) is None


# ---- table cards for a pair dealt face up (`TableCardsOn`, mechanics/table_cards_on.py) -------
@needs_corpus
def test_every_pair_dealt_face_up_brings_a_table_card_and_the_last_one_names_the_wild():
    """Partridge (#887): "Every time a pair is dealt face up, deal a card face up to the
    table." and "Any card of the same rank as the last table card is wild."; seed 5 at the five
    players the game suits (the table cards counted in its facts) pairs five times."""
    program = game_program(corpus_game(887))
    assert default_players(program) == 5
    transcript = simulate(program, 5, 5, everyone_stays=True)
    dealt = [e.text for e in transcript.events if e.kind == "deal" and "to the table" in e.text]
    assert dealt == ["P2 gets 3♥ face up: J♥ dealt face up to the table.",
                     "P4 gets 5♥ face up: 2♠ dealt face up to the table.",
                     "P1 gets 10♣ face up: 7♣ dealt face up to the table.",
                     "P2 gets 3♦ face up: 3♣ dealt face up to the table.",
                     "P5 gets 9♦ face up: 4♦ dealt face up to the table."]
    last = [e.view for e in transcript.events if e.view is not None][-1]
    assert (last.table_up, last.wild) == (("J♥", "2♠", "7♣", "3♣", "4♦"), "fours")


@needs_corpus
@pytest.mark.parametrize("number", [594, 887])
def test_the_table_card_pair_games_play_sound_at_the_players_they_suit(number):
    program = game_program(corpus_game(number))
    for seed in range(12):
        assert_sound(simulate(program, default_players(program), seed, everyone_stays=True))


def test_a_pair_dealt_up_may_bring_several_table_cards_face_down():
    game = make_game("Deal one card down to each player.", *["Deal one card up to each player."] * 4,
                     "Each time a pair is dealt face up, deal two cards face down to the table.",
                     "Showdown, high hand wins.")
    program = game_program(game)
    found = []
    for seed in range(30):
        transcript = simulate(program, 3, seed, everyone_stays=True)
        dealt = [e.text for e in transcript.events if e.kind == "deal" and "to the table" in e.text]
        last = [e.view for e in transcript.events if e.view is not None][-1]
        assert (last.table_up, len(last.table_down)) == ((), 2 * len(dealt))
        found += dealt
    assert found and all(t.endswith(": 2 cards dealt face down to the table.") for t in found)


# ---- a table card come round again is replaced (`TableCardReoffered`, mechanics/reoffers.py) --
TAKE = ("Each player may take the table card or pay max bet to get one dealt up to them from the deck. If they "
        "take the table card, replace it.")
TAKE_TWICE = ("Deal three cards down to each player.", "Deal one card face up to the table.", TAKE, TAKE,
              "Showdown, high hand wins.")
REOFFERED = "If a player has a second chance to take the same table card, discard it and replace it instead."


def _buys(game, seed: int, rule: int) -> list[str]:
    transcript = simulate(game, 3, seed, everyone_stays=True)
    assert_sound(transcript)
    return [e.text for e in transcript.events if e.rule == rule and e.kind == "deal"]


def test_a_table_card_offered_to_a_player_a_second_time_is_discarded_and_replaced():
    assert _buys(make_game(*TAKE_TWICE, REOFFERED), 1, 4) == [
        ("3♥ comes round to P1 again: discarded, 5♣ replaces it; P1 buys the top card of the deck for 1: 7♣; "
         "P2 buys the top card of the deck for 1: K♦; P3 takes 5♣ from the table; K♣ replaces it. Pot 8.")]
    # without the rule the same card is P1's to take the second time round
    assert _buys(make_game(*TAKE_TWICE), 1, 4) == [
        ("P1 takes 3♥ from the table; 5♣ replaces it; P2 buys the top card of the deck for 1: 7♣; "
         "P3 takes 5♣ from the table; K♦ replaces it. Pot 7.")]


def test_a_replacement_table_card_is_new_to_every_player():
    # 6♥ replaced 4♦ for P1: P2 is offered it for the first time, takes it, and its
    # replacement is new again to P3
    assert _buys(make_game(*TAKE_TWICE, REOFFERED), 3, 4) == [
        ("4♦ comes round to P1 again: discarded, 6♥ replaces it; P1 buys the top card of the deck for 1: 10♥; "
         "P2 takes 6♥ from the table; A♠ replaces it; P3 takes A♠ from the table; 8♠ replaces it. Pot 7.")]


@needs_corpus
def test_chit_game_replaces_the_table_card_that_comes_round_again():
    transcript = simulate(game_program(corpus_game(676)), 5, 1, everyone_stays=True)
    fifth = [e.text for e in transcript.events if e.rule == 5 and e.kind == "deal"]
    assert fifth[0].startswith("9♥ comes round to P1 again: discarded, K♦ replaces it; P1 buys nothing; ")
    for seed in range(10):
        assert_sound(simulate(game_program(corpus_game(676)), 6, seed))


# ---- discards laid on the table, flipped, and the table topped up (mechanics/table_discards.py) --
def test_discards_laid_on_the_table_are_flipped_and_the_table_topped_up():
    # no table hand to beat: the cards laid on the table are common cards
    game = make_game("Deal five cards down to each player.", "Each player must discard one down card onto the table",
                     "Flip all of the table cards face up.",
                     "If the table has less than five cards, deal table cards until it does.",
                     "Showdown, high hand wins.")
    transcript = simulate(game, 3, 2, everyone_stays=True)
    assert_sound(transcript)
    assert [e.text for e in transcript.events if e.rule in (2, 3, 4)] == [
        "P1 discards 3♠; P2 discards 3♦; P3 discards 4♠.",
        "The discards, three cards, are laid face down on the table.",
        "The dealer turns up the table cards: 3♠ 3♦ 4♠.",
        "Two cards dealt face up to the table to make 5: 9♦ K♥."]
    last = [e.view for e in transcript.events if e.view is not None][-1]
    assert last.table_up == ("3♠", "3♦", "4♠", "9♦", "K♥")


def test_a_table_already_full_enough_is_dealt_nothing():
    game = make_game("Deal five cards down to each player.", "Each player discards two cards face up to the table.",
                     "If the table has less than six cards, deal table cards until it does.",
                     "Showdown, high hand wins.")
    transcript = simulate(game, 3, 2, everyone_stays=True)
    assert [e.text for e in transcript.events if e.rule in (2, 3)] == [
        "P1 discards 3♠ 4♥; P2 discards 3♦ 7♦; P3 discards 4♠ 6♦.",
        "The discards, 3♠ 4♥ 3♦ 7♦ 4♠ 6♦, are laid face up on the table.",
        "The table holds six cards: none dealt."]
