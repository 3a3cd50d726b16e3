"""Omaha-style hands in a plan (`play.fast.omaha`): exactly so many of a seat's own cards with
the rest from the table. The seats' best high scores are the evaluator's over every such
five-card hand and order the seats as eval7 does; their best lows are the low judge's; and
whole games (Omaha, Omaha high-low, Nebraska, other counts, qualifiers, up cards) give the
simulator's winners, hands and tally, seed for seed."""

from __future__ import annotations

from itertools import combinations

import eval7
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import HandRules
from dealerschoice.cards.keys import CATEGORIES, HIGH_CARD, TRIPS, pack, plain_high_score
from dealerschoice.cards.lows import best_low
from dealerschoice.play.fast import compile_plan, plan_deal, plan_for
from dealerschoice.play.fast.lows import low_judge
from dealerschoice.play.fast.omaha import NO_HAND, Board, board_of, high_low_scorer, high_scorer, low_scorer
from dealerschoice.play.fast.omaha_deals import board_way
from dealerschoice.play.fast.qualify import Qualify
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import fast_outcome, full_outcome, game
from tests.odds.test_fast_draws import BET
from tests.rules import corpus

FLOP, TURN = "Deal three common cards face up to the table.", "Deal one common card face up to the table."
USES = {(2, 3): "You must use exactly two of your down cards in your final hand.",
        (3, 2): "Your final hand must consist of exactly three of your down cards and two common cards.",
        (1, 4): "You must use exactly one of your down cards in your final hand."}
SHOWDOWNS = ("Showdown, high hand wins.", "Showdown, low hand wins.", "Showdown, high-low split.")
QUALIFIERS = ((), ("Eight or better for low.",), ("To win the low hand, you must have no better than a six high.",),
              ("To win the low hand, you must have less than a pair.",),
              ("To win the high hand, you must have at least a pair of jacks.", "Eight or better for low."))
NAMES = {"23456789TJQKA"[r]: r for r in range(13)}
SUITS = "cdhs"


def codes(text: str) -> list[int]:
    """Card codes of "Ah Kd ...": rank index << 2 | suit."""
    return [NAMES[t[0]] << 2 | SUITS.index(t[1]) for t in text.split()]


def omaha(down: int, use: tuple[int, int], showdown: str, qualifiers=(), up: bool = False, turns: int = 2):
    """A board game: `down` cards down (and one up) each, a flop and `turns` single cards, a showdown."""
    texts = [f"Deal {('two', 'three', 'four', 'five', 'six')[down - 2]} cards down to each player.",
             *(["Deal one card face up to each player."] if up else []), BET, FLOP, BET,
             *[TURN] * turns, BET, showdown, USES[use], *qualifiers]
    return game_program(game(*texts))


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from([4, 5, 6]), st.sampled_from(sorted(USES)),
       st.sampled_from(SHOWDOWNS), st.sampled_from(QUALIFIERS), st.booleans(), st.integers(min_value=2, max_value=7))
def test_board_games_same_winners(seed, down, use, showdown, qualifiers, up, players):
    """Any count of own cards with the rest from the table, high, low or high-low, qualified or
    not, with an up card that is no down card: the simulator's winners and hands."""
    players = min(players, (52 - 5) // (down + up))  # as many as the deck serves
    program = omaha(down, use, showdown, qualifiers, up)
    plan = compile_plan(program, players)
    assert plan.board is not None and (plan.board.own, plan.board.table) == use and board_way(plan)
    assert fast_outcome(plan, seed) == full_outcome(program, players, seed)
    if showdown == SHOWDOWNS[2]:
        found = plan_deal(plan, seed)
        high, low = sides(program, players, seed)
        assert (found.low_winners, found.winners if high else ()) == (low, high)


def sides(program, players: int, seed: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The simulator's high and low winners of a high-low deal (either may be none)."""
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    record = hand.outcome.result.showdowns[-1]
    return tuple(record["high"]), tuple(record["low"])


@pytest.mark.parametrize("showdown", SHOWDOWNS)
@pytest.mark.parametrize("use", [(2, 3), (3, 2)])
def test_board_tally_is_the_simulators(showdown, use):
    """The whole tally (split pots, words, kinds), Omaha and Nebraska, 120 deals at seven seats."""
    program = omaha(4 if use == (2, 3) else 5, use, showdown, QUALIFIERS[1])
    fast, full = play_deals(program, 7, 5, 0, 120), play_deals(program, 7, 5, 0, 120, fast=False)
    assert summary(fast) == summary(full)
    assert fast.words == full.words and fast.kinds == full.kinds
    assert fast.split == full.split and fast.decided == full.decided


def _deal(board: Board, seats: list[list[int]], table: list[int]) -> list[int]:
    """A shuffled deck with these cards at the board's positions (the rest: the unused cards)."""
    x = [-1] * 52
    for positions, cards in zip(board.seats, seats):
        for p, c in zip(positions, cards):
            x[p] = c
    for p, c in zip(board.board, table):
        x[p] = c
    rest = iter(sorted(set(range(52)) - set(x)))
    return [c if c >= 0 else next(rest) for c in x]


def _plan_board(players: int = 2, use=(2, 3), down: int = 4) -> Board:
    board = compile_plan(omaha(down, use, SHOWDOWNS[0]), players).board
    assert board is not None
    return board


def test_four_hearts_and_two_on_the_table_make_no_flush():
    """Exactly two own and three table cards: four hearts held and two on the table are no flush
    (and Q-J-T is no straight without a third table card): ace-king high, the table's best three."""
    board = _plan_board()
    x = _deal(board, [codes("Ah Kh Qh Jh"), codes("2c 2d 7s 8s")], codes("Th 9h 2s 3d 4c"))
    found = high_scorer(board, HandRules())(x)
    assert found == [pack(HIGH_CARD, (14, 13, 10, 9, 4)), pack(TRIPS, (2, 2, 2, 10, 9))]  # deuces, the table's best two


def test_three_table_hearts_and_two_own_make_the_flush():
    board = _plan_board()
    x = _deal(board, [codes("Ah 2h Kc Kd"), codes("Kh Qh Js Ts")], codes("9h 8h 7h Ks 2c"))
    assert [CATEGORIES[s >> 20] for s in high_scorer(board, HandRules())(x)] == ["flush", "flush"]
    assert high_scorer(board, HandRules())(x) == [plain_high_score(codes("Ah 2h 9h 8h 7h")),
                                                  plain_high_score(codes("Kh Qh 9h 8h 7h"))]


def test_a_low_needs_three_low_table_cards():
    """A-2-3-4 in hand is no low when the table holds two cards of eight or under; with three,
    the low takes two of the hand and exactly those three; a table card paired is no low."""
    board = _plan_board()
    eight = Qualify(low_limit=8)
    lows, hands = low_scorer(board, HandRules(), eight, low_judge(HandRules(), eight))
    x = _deal(board, [codes("Ac 2d 3h 4s"), codes("Kc Kd Qs Js")], codes("5c 6d Ks Qd Jh"))
    assert lows(x) == [NO_HAND, NO_HAND]
    x = _deal(board, [codes("Ac 2d 3h 4s"), codes("7c 8d Qs Js")], codes("5c 6d 8s Qd Jh"))
    found = lows(x)
    assert hands[found[0]].description == "Eight low: 8-6-5-2-A"
    assert found[1] == NO_HAND  # 8-7 with the table's 8-6-5: a pair of eights, no eight-or-better low


def _cards_text(c: int) -> str:
    return "23456789TJQKA"[c >> 2] + SUITS[c & 3]


@st.composite
def omaha_deals(draw):
    """(own count, table count, players, per-seat own cards, table cards): a random deal."""
    own, table = draw(st.sampled_from(sorted(USES)))
    down = draw(st.integers(min_value=own, max_value=6))
    players = draw(st.integers(min_value=1, max_value=6))
    cards = draw(st.permutations(range(52)))
    seats = [list(cards[i * down:(i + 1) * down]) for i in range(players)]
    return own, table, down, seats, list(cards[players * down:players * down + 5])


def _board_for(own: int, down: int, players: int) -> Board:
    seats = [tuple(range(i * down, (i + 1) * down)) for i in range(players)]
    table = tuple(range(players * down, players * down + 5))
    groups = [[o + t for o in combinations(s, own) for t in combinations(table, 5 - own)] for s in seats]
    board = board_of(groups, table, range(52))
    assert board is not None
    return board


@settings(max_examples=200, deadline=None)
@given(omaha_deals())
def test_high_scores_are_the_evaluators_and_eval7s(deal):
    """Each seat's score is the best `plain_high_score` of its five-card hands, exactly, and
    the seats' order and categories are eval7's best over the same hands."""
    own, table, down, seats, board_cards = deal
    board = _board_for(own, down, len(seats))
    x = _deal(board, seats, board_cards)
    found = high_scorer(board, HandRules())(x)
    hands = [[list(o) + list(t) for o in combinations(s, own) for t in combinations(board_cards, table)] for s in seats]
    assert found == [max(plain_high_score(h) for h in seat) for seat in hands]
    theirs = [max(eval7.evaluate([eval7.Card(_cards_text(c)) for c in h]) for h in seat) for seat in hands]
    for i in range(len(seats)):
        assert CATEGORIES[found[i] >> 20].replace("-", " ").replace("three of a kind", "trips").replace(
            "four of a kind", "quads") == eval7.handtype(theirs[i]).lower()
        for j in range(len(seats)):
            assert (found[i] > found[j]) == (theirs[i] > theirs[j])


@settings(max_examples=200, deadline=None)
@given(omaha_deals(), st.sampled_from([None, 8, 6, 10]))
def test_lows_are_the_judges(deal, limit):
    """Each seat's low is the best low of its five-card hands as `best_low` gives it under the
    qualifier (None: no hand qualifies), eight or better or none."""
    own, table, down, seats, board_cards = deal
    board = _board_for(own, down, len(seats))
    qualify = Qualify(low_limit=limit)
    lows, hands = low_scorer(board, HandRules(), qualify, low_judge(HandRules(), qualify))
    found = lows(_deal(board, seats, board_cards))
    for seat, score in zip(seats, found):
        made = [best_low(list(o) + list(t), qualifier=limit) for o in combinations(seat, own)
                for t in combinations(board_cards, table)]
        keys = [h.key for h in made if h is not None]
        if not keys:
            assert score == NO_HAND
        else:
            assert hands[score].key == max(keys)


def test_board_of_refuses_what_it_cannot_sum():
    table = (8, 9, 10, 11, 12)
    groups = [[o + t for o in combinations(range(4), 2) for t in combinations(table, 3)]]
    assert board_of(groups, table, range(52)) == Board(2, 3, ((0, 1, 2, 3),), table)
    assert board_of(groups, table, list(range(52)) * 2) is None  # two decks: five of a rank
    assert board_of(groups, table, list(range(53))) is None       # a joker
    assert board_of([groups[0][:-1]], table, range(52)) is None   # not every three of the table
    seven = [[tuple(range(4)) + table[:3]]]
    assert board_of(seven, table, range(52)) is None              # seven-card hands


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_board_games_take_the_board_way():
    """The corpus's Omaha-style games are judged by `omaha` and give the simulator's tally."""
    found = {g.name: p for g, p in runnable(corpus.corpus().games)}
    names = ("Omaha Hold'em", "Omaha High/Low", "Mutual of Omaha", "Nebraska II", "Big Omaha")
    for name in names:
        program = found[name]
        players = odds_players(program, None)
        plan = plan_for(program, players)
        assert plan is not None and board_way(plan), name
        for seed in (deal_seed(1, 0), deal_seed(1, 1), deal_seed(9, 2)):
            assert fast_outcome(plan, seed) == full_outcome(program, players, seed), (name, seed)
        assert summary(play_deals(program, players, 2, 0, 60)) == \
            summary(play_deals(program, players, 2, 0, 60, fast=False)), name


def test_a_tables_row_serves_every_table_of_its_ranks():
    """Two tables of the same ranks in other suits (one of them a flush draw) share one row, and
    each seat's score is still the best of its own five-card hands."""
    from dealerschoice.play.fast import omaha as module

    board = _plan_board(players=3)
    scores = high_scorer(board, HandRules())
    rows = module._ROWS[("high", HandRules()), 2, 3]
    seats = [codes("Ah Kh 9c 9d"), codes("Qs Js 2c 3c"), codes("Tc Td 8h 7s")]
    tables = [codes("9s Th 6h 5h 4d"), codes("9h Tc 6s 5d 4h")]
    found = []
    for table in tables:
        x = _deal(board, seats, table)
        found.append(scores(x))
        assert found[-1] == [max(plain_high_score(list(o) + list(t)) for o in combinations(s, 2)
                                 for t in combinations(table, 3)) for s in seats]
    key = sum(module.RANK_DIGIT[c] for c in tables[0])
    assert key in rows.rows
    # A-K of hearts with three table hearts; 3-2 under 6-5-4 and 8-7 under T-9-6; then no flush: nines
    assert [CATEGORIES[s >> 20] for s in found[0]] == ["flush", "straight", "straight"]
    assert [CATEGORIES[s >> 20] for s in found[1]] == ["three-of-a-kind", "straight", "straight"]


@settings(max_examples=80, deadline=None)
@given(omaha_deals(), st.sampled_from([None, 8]))
def test_high_low_scorer_is_both_scorers(deal, limit):
    """The high-low scorer, which finds a seat's own parts once for both sides, gives the high
    scorer's and the low scorer's answers."""
    own, _table, down, seats, board_cards = deal
    board = _board_for(own, down, len(seats))
    qualify = Qualify(low_limit=limit)
    judge = low_judge(HandRules(), qualify)
    x = _deal(board, seats, board_cards)
    both, hands = high_low_scorer(board, HandRules(), HandRules(), qualify, judge)
    lows, low_hands = low_scorer(board, HandRules(), qualify, judge)
    assert both(x) == (high_scorer(board, HandRules())(x), lows(x))
    assert hands is low_hands
