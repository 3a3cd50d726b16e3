"""Guts games whose winner must beat the top cards off the deck in the odds' fast path
(`play.fast.beat_deck`): the deck's next cards turned at the showdown once anyone is in, a
tie going to them, every player in losing when they win; high and low games, with draws and
common cards; every deal the simulator's, seed for seed, on games written with other counts
than the catalog's, and the refusals named."""

from __future__ import annotations

import dataclasses
import random

import pytest

from dealerschoice.play.fast import Unplanned
from dealerschoice.play.fast.beat_deck import DeckTopGutsPlan, DeckTopPlayer, compile_deck_top
from dealerschoice.play.fast.guts_money import ANTE
from dealerschoice.play.odds import deal_seed
from tests.odds.corpus_agreement import assert_same_as_simulator, corpus_games
from tests.odds.test_fast import agreement_tests, codes, program_of
from tests.rules import corpus

MATCH = "Anyone who went in and lost must match the pot. If no one went in or someone had to match the pot, redeal for all."
AT_ONCE = "Declare in/out simultaneously."


def beat(count: str) -> str:
    return f"The winning hand must beat the top {count} cards off the deck."


HIGH = ("Deal three cards face down to each player.", AT_ONCE, "Showdown, high hand wins.", beat("four"), MATCH)
LOW_DRAW = ("Deal four cards face down to each player.",
            "Declare in/out one at a time, starting with the player to the left of the dealer.",
            "Each player may draw up to two cards.", "Showdown, low hand wins.", beat("four"), MATCH)
COMMON = ("Deal two cards face down to each player.", "Deal two cards face up to the table.", AT_ONCE,
          "Showdown, high hand wins.", beat("five"), MATCH, "Deuces are wild.")
SPLIT = "The highest showing high hand and the lowest showing low hand split the pot."
# nobody declares (everyone is in), bets on the cards shown in a game played for both sides
STUDDED = ("Deal two cards down to each player.", "Deal one card up to each player.",
           "Normal betting round, with the player with the high hand showing opening.",
           "Deal one card up to each player.", "Normal betting round, with the player with the high hand showing opening.",
           SPLIT, beat("four"), MATCH)
ALL = {"high": HIGH, "low draw": LOW_DRAW, "common": COMMON, "split": STUDDED}

# each game plans with the deck's hand, the simulator's tally and winners seed for seed (`test_fast.agreement_tests`)
test_each_game_plans_with_the_decks_hand, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(ALL, DeckTopGutsPlan, most=7)


def test_the_count_is_read_and_five_by_default():
    assert compile_deck_top(program_of(HIGH), 3).turned == 4
    assert compile_deck_top(program_of(COMMON), 3).turned == 5


def test_the_first_showdown_is_won_only_over_the_next_cards():
    """Two players, three cards each: the deck's hand is places 6 to 9 of the first shuffle."""
    plan = compile_deck_top(program_of(HIGH), 2)
    player = DeckTopPlayer(plan)
    taken = won = 0
    for index in range(300):
        rng = random.Random(deal_seed(3, index))
        x = list(plan.deck)
        rng.shuffle(x)
        found = player.deal(list(x), rng)
        if len(found.showdowns) != found.deals:  # a deal nobody went in: the first showdown is a later deal's
            continue
        first = found.showdowns[0]
        scores = {s: player.score(x[3 * (s - 1):3 * s]) for s in first.contenders}
        top = max(scores.values())
        best = [s for s, v in scores.items() if v == top]
        if player.score(x[6:10]) >= top:
            assert first.winners == () and first.score is None
            taken += 1
        else:
            assert first.winners == tuple(best) and first.score == top
            won += 1
    assert taken > 0 and won > 0


def test_a_tie_goes_to_the_decks_hand_and_everyone_in_lost():
    plan = compile_deck_top(program_of(("Deal three cards face down to each player.", AT_ONCE,
                                        "Showdown, high hand wins.", beat("three"), MATCH)), 2)
    player = DeckTopPlayer(plan)
    top = codes("Ah Ad 5c Kh Kd 7c As Ac 5d")  # seat 1's aces and five, seat 2's kings, then the deck's aces and five
    x = top + [c for c in plan.deck if c not in top]
    found = player.deal(x, random.Random(1))
    first = found.showdowns[0]
    assert first.contenders == (1, 2) and first.winners == () and first.score is None
    assert found.deals > 1  # both went in and lost: they matched the pot, and the deal went again


def test_the_decks_hand_takes_the_high_side_and_half_the_pot_stays():
    """Seat 1's kings lose the high side to the deck's aces; seat 2's three low wins the low
    half; seat 1, who won nothing, matches the pot: dealt again. Then seat 1's high wins, the
    deck's low takes the other side."""
    plan = compile_deck_top(program_of(("Deal three cards face down to each player.", SPLIT, beat("three"), MATCH)), 2)
    player = DeckTopPlayer(plan)
    top = codes("Kh Kd 9c As 2d 3c Ah Ad 7s")
    x = top + [c for c in plan.deck if c not in top]
    found = player.deal(x, random.Random(1))
    first, second = found.showdowns[:2]
    assert (first.contenders, first.winners, first.score, first.low_winners, first.half_kept) == ((1, 2), (), None,
                                                                                                     (2,), True)
    assert first.low is not None and first.low.description == "Three low: 3-2-A"
    assert first.counted is not None and not first.counted.wins and first.counted.both_sides == 0
    assert (second.winners, second.low, second.low_winners, second.half_kept) == ((1,), None, (), True)
    assert found.deals == 3


def test_the_pot_keeps_the_larger_half_the_deck_took():
    """One deal of three players: the deck's aces take the high side, seat 2's low takes half of
    the pot (the smaller half, the pot being odd), seats 1 and 3 match the pot as it was."""
    plan = compile_deck_top(program_of(("Deal three cards face down to each player.", SPLIT, beat("three"), MATCH)), 3)
    top = codes("Kh Kd 9c As 2d 3c Qh Qd 8c Ah Ad 7s")
    found = DeckTopPlayer(dataclasses.replace(plan, max_deals=1)).deal(
        top + [c for c in plan.deck if c not in top], random.Random(1))
    first = found.showdowns[0]
    assert (first.winners, first.low_winners, first.half_kept) == ((), (2,), True)
    pot = 3 * ANTE
    assert pot % 2 == 1 and found.pot == pot - pot // 2 + 2 * pot


@pytest.mark.parametrize("texts, reason", [
    (("Deal three cards face down to each player.", AT_ONCE, "Showdown, high hand wins.",
      "You must beat the table hand to win.", MATCH), r"rule 4: a hand to beat other than the top cards off the deck"),
    (("Deal three cards face down to each player.", "Showdown, high hand wins.", beat("five")),
     "no declaration, showdown and redeal the guts plan can play"),  # no guts game: the guts plan's reason
    (HIGH[:3] + HIGH[4:], "no hand to beat"),
    (("Deal five cards face down to each player.", AT_ONCE, "Showdown, high-low split.", beat("five"), MATCH,
      "Deuces are wild."),
     r"rule 4: a hand off the deck to beat in a guts game of a declared split, a split card, wilds a table card "
     r"names or a split with wild cards"),
])
def test_refusals_name_the_reason(texts, reason):
    with pytest.raises(Unplanned, match=reason):
        compile_deck_top(program_of(texts), 3)


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_studded_guts_hi_low_plays_as_the_simulator():
    found = corpus_games(names=("Studded Guts Hi/Low",))
    assert set(found) == {"Studded Guts Hi/Low"}
    assert_same_as_simulator("Studded Guts Hi/Low", found["Studded Guts Hi/Low"], DeckTopGutsPlan, range(12),
                             deals=60)
