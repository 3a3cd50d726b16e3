"""The odds agree with an independent Monte Carlo (eval7) for stud games where everyone stays
to the showdown: the winning category is then the best category among all players' hands.

The two runs are independent samples, so each category's frequencies are compared with a
two-proportion test: the difference within 3 pooled standard errors. Both runs are seeded,
so the test is deterministic."""

from __future__ import annotations

import math
import random
from collections import Counter

import eval7
import pytest

from dealerschoice.play.odds import play_deals, summary
from dealerschoice.play.program import game_program

DEALS = 1500       # our simulator (about a second per run)
REFERENCE = 20000  # eval7

EVAL7_CATEGORIES = {"High Card": "high-card", "Pair": "pair", "Two Pair": "two-pair", "Trips": "three-of-a-kind",
                    "Straight": "straight", "Flush": "flush", "Full House": "full-house", "Quads": "four-of-a-kind",
                    "Straight Flush": "straight-flush"}


def reference_mix(cards_each: int, players: int, deals: int, seed: int) -> dict[str, float]:
    """Winning-category frequencies when every player shows `cards_each` cards."""
    rng = random.Random(seed)
    deck = list(eval7.Deck().cards)
    wins: Counter = Counter()
    for _ in range(deals):
        rng.shuffle(deck)
        best = max(eval7.evaluate(deck[i * cards_each:(i + 1) * cards_each]) for i in range(players))
        wins[EVAL7_CATEGORIES[eval7.handtype(best)]] += 1
    return {c: k / deals for c, k in wins.items()}


def assert_agree(ours: dict[str, float], n1: int, theirs: dict[str, float], n2: int) -> None:
    bad = []
    for category in sorted(set(ours) | set(theirs)):
        p1, p2 = ours.get(category, 0.0), theirs.get(category, 0.0)
        pooled = (p1 * n1 + p2 * n2) / (n1 + n2)
        se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
        if abs(p1 - p2) > 3 * se:
            bad.append(f"{category}: ours {p1:.4f}, eval7 {p2:.4f}, 3 SE = {3 * se:.4f}")
    assert not bad, "; ".join(bad)


@pytest.mark.parametrize("name, cards", [("Seven Card Stud", 7), ("Five Card Stud", 5)])
@pytest.mark.parametrize("players", [7, 5])
def test_stud_matches_eval7(stud, name, cards, players):
    program = game_program(stud.by_name(name))
    figures = summary(play_deals(program, players, seed=3, stop=DEALS))
    assert figures.deals == DEALS and figures.errors == 0
    assert figures.showdowns == DEALS  # everyone stays: one decided showdown a deal
    assert figures.forced_folds == 0 and figures.wild_in_winner == 0
    assert abs(sum(figures.winning_categories.values()) - 1) < 1e-3
    theirs = reference_mix(cards, players, REFERENCE, seed=players * 10 + cards)
    assert_agree(figures.winning_categories, DEALS, theirs, REFERENCE)


def test_the_comparison_can_fail():
    """Seven-card hands judged against five-card hands differ far beyond 3 SE."""
    seven = reference_mix(7, 7, 3000, seed=1)
    five = reference_mix(5, 7, 3000, seed=2)
    with pytest.raises(AssertionError, match="full-house"):
        assert_agree(seven, 3000, five, 3000)


def test_deals_the_table_cannot_follow_are_counted_not_fatal():
    """Eight players of a seven-card game empty the deck: each such deal is left out, counted."""
    from dealerschoice.play.odds import play_deals, summary
    from dealerschoice.play.program import game_program
    from dealerschoice.records import Game, Rule, Source

    game = Game(1, "Too Many", (), (), (Rule(1, "Deal seven cards down to each player.", 5),
                                         Rule(2, "Showdown, high hand wins.", 6)), None, Source("x", 1))
    figures = summary(play_deals(game_program(game), 8, seed=1, stop=20))
    assert figures.unplayed == 20 and figures.deals == 0 and figures.errors == 0
    figures = summary(play_deals(game_program(game), 7, seed=1, stop=20))
    assert figures.unplayed == 0 and figures.deals == 20


# Issue 21: five games at 20,000 deals each, ours against eval7 on as many independent deals.
# Hold'em and Omaha come from the development corpus; the studs from this folder's catalog.
FULL = 20000


def board_mix(hole: int, players: int, deals: int, seed: int, use_exactly: int | None = None) -> dict[str, float]:
    """Winning-category frequencies for `hole` cards each and five common cards; with
    `use_exactly`, a hand uses exactly that many hole cards (Omaha: two) and three common."""
    from itertools import combinations

    rng = random.Random(seed)
    deck = list(eval7.Deck().cards)
    wins: Counter = Counter()
    for _ in range(deals):
        rng.shuffle(deck)
        board = deck[players * hole:players * hole + 5]
        best = 0
        for seat in range(players):
            own = deck[seat * hole:(seat + 1) * hole]
            if use_exactly is None:
                score = eval7.evaluate(own + board)
            else:
                score = max(eval7.evaluate(list(two) + list(three)) for two in combinations(own, use_exactly)
                            for three in combinations(board, 5 - use_exactly))
            best = max(best, score)
        wins[EVAL7_CATEGORIES[eval7.handtype(best)]] += 1
    return {c: k / deals for c, k in wins.items()}


def six_card_stud():
    """Written here (test data, not catalog text): two down, three up, one down."""
    from dealerschoice.records import Game, Rule, Source
    sentences = ("Deal two cards face down and one card face up to each player.",
                 "Normal betting round, with the player with the high hand showing opening.",
                 "Deal one card face up to each player.", "Deal one card face up to each player.",
                 "Deal one card face down to each player.", "Showdown, high hand wins.")
    return Game(9147, "Six Card Stud", (), ("stud",), tuple(Rule(n, text, n + 4) for n, text in enumerate(sentences, 1)),
                None, Source("test", 1))


def corpus_game(name: str):
    from tests.rules.corpus import SKIP_REASON, corpus, present
    if not present():
        pytest.skip(SKIP_REASON)
    return next(g for g in corpus().games if g.name == name)


@pytest.mark.slow
@pytest.mark.parametrize("name, players, reference", [
    ("Seven Card Stud", 7, lambda n, seed: reference_mix(7, 7, n, seed)),
    ("Five Card Stud", 6, lambda n, seed: reference_mix(5, 6, n, seed)),
    ("Six Card Stud", 7, lambda n, seed: reference_mix(6, 7, n, seed)),
    ("Texas Hold'em", 6, lambda n, seed: board_mix(2, 6, n, seed)),
    ("Omaha Hold'em", 6, lambda n, seed: board_mix(4, 6, n, seed, use_exactly=2)),
])
def test_five_games_at_twenty_thousand_deals_agree_with_eval7(stud, name, players, reference):
    if name == "Six Card Stud":
        game = six_card_stud()
    else:
        game = stud.by_name(name) if name in ("Seven Card Stud", "Five Card Stud") else corpus_game(name)
    figures = summary(play_deals(game_program(game), players, seed=11, stop=FULL))
    assert figures.deals == FULL and figures.errors == 0 and figures.showdowns == FULL
    assert_agree(figures.winning_categories, FULL, reference(FULL, seed=len(name)), FULL)
