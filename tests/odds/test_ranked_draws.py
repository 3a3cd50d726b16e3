"""Draw games ranked their own way, planned (`play.fast.ranked_draws`): Badugi, deuce-to-seven
and ace-to-six lowball, a changed order of hands, a holding that beats everything, points
hands. Each seat's discard is the simulator players' own choice under the game's ranking,
the deals and figures the simulator's seed for seed; other draw games refused, naming the
rule."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card
from dealerschoice.play.fast import Unplanned, plan_for
from dealerschoice.play.fast.ranked_choices import _canonical, _RememberedSide
from dealerschoice.play.fast.ranked_draws import RankedDrawPlan, compile_ranked_draws
from tests.odds.corpus_agreement import assert_same_as_simulator, corpus_games
from tests.odds.test_fast import agreement_tests, codes, program_of
from tests.rules import corpus

BADUGI = "Low hands are ranked by Badugi lows."
THREE = ("Use three card poker hands (straight flush beats three of a kind beats straight beats flush beats pair "
         "beats high card).")
# variants of the corpus's draws: other counts, two draws, an ace shown for more, table cards, wilds
GAMES = {
    "badugi twice": ("Deal four cards down to each player.", "Each player may draw up to two cards.",
                     "Each player may draw up to two cards.", "Showdown, low hand wins.", BADUGI,
                     "If the deck runs out of cards, reshuffle the discards."),
    "ace-to-six": ("Deal five cards down to each player.",
                   "Each player may draw up to three cards (four if they show an ace).", "Showdown, low hand wins.",
                   "In low hands, aces can be low, and straights and flushes matter. The lowest hand is A-2-3-4-6 "
                   "unsuited."),
    "flush over full house": ("Deal five cards face down to each player.", "Each player may draw up to two cards.",
                              "Showdown, high hand wins.", "Jokers are wild.",
                              "Standard poker hands, except that a flush beats a full house."),
    "red jacks": ("Deal five cards face down to each player.", "Each player may draw up to three cards.",
                  "Showdown, high hand wins.", "Standard poker hands, except a pair of red jacks beats everything.",
                  "Sevens are wild."),
    "red and black": ("Deal four cards face down to each player.", "Each player may draw up to two cards.",
                      "Showdown, high hand wins.", "Blacks are negative, reds are positive, aces are 1, face cards "
                      "are 10, all others are face value. Hand value is total of cards."),
    "closest to two-three-four": ("Deal four cards face down to each player.", "Each player may draw up to two cards.",
                                  "Each player may draw one card if they wish.", "Showdown, high hand wins.",
                                  "The closest hand to two-three-four wins. Hands with a pair lose to hands without "
                                  "a pair."),
    "three with the table": ("Deal three cards down to each player.", "Deal one card face up to the table.",
                             "Each player may draw up to two cards.", "Showdown, high hand wins.", THREE),
}

test_plans_as_its_kind, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(GAMES, RankedDrawPlan)


def test_the_final_cards_laid_out_for_the_judge():
    """Each seat's cards one after another, then the table's: the draw plan's groups at each place."""
    plan = plan_for(program_of(GAMES["three with the table"]), 3)
    assert isinstance(plan, RankedDrawPlan)
    assert plan.draw.groups == ((0, 1, 2, 3),)
    assert plan.judged.seats == (((0, 1, 2, 9),), ((3, 4, 5, 9),), ((6, 7, 8, 9),))
    assert plan.judged.rankings[0].high.size == 3


def test_suit_blind_choices():
    """Badugi and the lows tell suits apart only; a points hand of red and black, a wild card or
    a named holding read suits by name."""
    assert plan_for(program_of(GAMES["badugi twice"]), 3).suit_blind
    assert plan_for(program_of(GAMES["ace-to-six"]), 3).suit_blind
    for name in ("flush over full house", "red jacks", "red and black"):
        assert not plan_for(program_of(GAMES[name]), 3).suit_blind, name


def test_an_own_ranking_judges_the_high_hands():
    """The closest hand to 2-3-4: 2-3-5 is one away, 2-3-4 none; a pair loses to no pair."""
    plan = plan_for(program_of(GAMES["closest to two-three-four"]), 3)
    assert plan.own is not None and plan.own.closest == (2, 3, 4) and not plan.suit_blind
    (judge,) = plan._judges()
    exact, near, paired = (judge(tuple(codes(h)))[0] for h in ("2s 3d 4c", "2s 3d 5c", "2s 2d 4c"))
    assert exact.key > near.key > paired.key
    assert judge(tuple(codes("2s 3d 4c")))[1] is None  # no low side


def test_canonical_hands():
    """Suits renamed in the order they first come, where the cards stay in order."""
    hand = [int(Card.parse(c)) for c in "2c 3d 4h 5s".split()]
    assert _canonical(sorted(hand)) == (0, 5, 10, 15)
    assert _canonical([1, 2, 5]) == (0, 1, 4)
    assert _canonical([3, 6]) == (0, 5)
    assert _canonical([2, 4, 5, 7]) == (0, 5, 6, 7)
    assert _canonical([5, 6, 10, 11, 12]) == (4, 5, 9, 10, 15)
    assert _canonical([3, 4, 7]) is None  # suit 3 named first: the second rank's two cards would swap


@settings(max_examples=80, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=51), min_size=1, max_size=5, unique=True))
def test_remembered_hands_are_the_rankings(cards):
    """A remembered side gives the very Hands of its ranking, asked twice or once."""
    plan = plan_for(program_of(GAMES["badugi twice"]), 3)
    side = plan.judged.rankings[0].low
    remembered = _RememberedSide(side.ranking, side.size, side.call, side.order, side.with_hands)
    held = [Card(c) for c in cards]
    rules = plan.draw.low_rules
    assert remembered.hand(held, rules) == side.hand(held, rules) == remembered.hand(held, rules)
    blind = _RememberedSide(side.ranking, side.size, side.call, side.order, side.with_hands, blind=True)
    renamed = [Card((c & ~3) | (3 - (c & 3))) for c in cards]  # every suit swapped for another
    assert blind.hand(held, rules).key == side.hand(held, rules).key == blind.hand(renamed, rules).key


@pytest.mark.parametrize(("texts", "reason"), [
    (("Deal five cards down to each player.", "Each player may draw up to three cards.",
      "Declare high/low/both simultaneously.", "High declared high hand and lowest declared low hand split the pot.",
      THREE), "rule 5: a ranking in a draw game of a split pot, a declaration"),
    (("Deal five cards down to each player.", "Each player passes two cards to the left.", "Showdown, high hand wins.",
      THREE), "rule 4: a ranking in a draw game with passes"),
    (("Deal five cards down to each player.", "Showdown, high hand wins.", THREE),
     "rule 3: a ranking in a game whose plan without it is a Plan"),
])
def test_refused_naming_the_rule(texts, reason):
    with pytest.raises(Unplanned) as refused:
        compile_ranked_draws(program_of(texts), 4)
    assert str(refused.value).startswith(reason)


CORPUS_GAMES = ("Badugi", "Canadian Draw", "Mexican Draw", "Neal Deal Black", "Red and Black", "One Two Three",
                "Old English Draw")


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_games_same_as_the_simulator():
    found = corpus_games(names=CORPUS_GAMES)
    assert set(found) == set(CORPUS_GAMES)
    for name, program in found.items():
        assert_same_as_simulator(name, program, RankedDrawPlan, range(12))
