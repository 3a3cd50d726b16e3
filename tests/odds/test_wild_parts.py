"""A draw plan's wild rules asked part by part (`play.fast.wild_colours`): the wild cards of a
hand under suited runs, pairs of one colour and written-out wilds are those of its suits,
ranks or colours, each asked of the simulator's own rules; the rules of every hand are the
simulator's, and so are the plans' winners."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards.cards import CARD_BY_CODE
from dealerschoice.play.fast import plan_for
from dealerschoice.play.fast.wild_colours import PartRules, parts_of
from dealerschoice.play.fast.wilds_draws import HandWildDraws
from dealerschoice.play.mechanics.wild_play import with_limits
from dealerschoice.play.odds import OddsHand, deal_seed
from dealerschoice.play.program import game_program
from tests.odds.test_fast import fast_outcome, full_outcome, game

RUN, PAIR = "Consecutive cards of the same suit are wild.", "Pairs of the same color are wild."
DRAW = ("Deal six cards face down to each player.", "Each player passes two cards to their left.",
        "Each player discards one card.", "Showdown, high hand wins.")


def program(*wilds: str, deck: tuple[str, ...] = ()):
    return game_program(game(*deck, *DRAW, *wilds))


@pytest.mark.parametrize("wilds, deck, kind", [
    ((RUN,), (), "suit"),
    ((PAIR, "Nines are wild."), (), "rank"),
    ((RUN, PAIR), (), "colour"),
    (("Nines are wild.",), (), None),  # written out only: the draw plan's own rules
    ((RUN, "Your lowest card is wild for you, as are all cards of the same rank."), (), None),  # the whole hand
    ((RUN,), ("Use a 52 card deck with one joker added.",), None),
])
def test_the_parts_a_hands_wilds_are_found_in(wilds, deck, kind):
    assert parts_of(program(*wilds, deck=deck)) == kind


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(((RUN,), (PAIR,), (RUN, PAIR), (PAIR, "Queens are wild."), (RUN, "The two of clubs is wild."))),
       st.lists(st.integers(min_value=0, max_value=51), min_size=1, max_size=9, unique=True),
       st.sampled_from(("high", "low")))
def test_a_hands_rules_part_by_part_are_the_simulators(wilds, codes, side):
    game_ = program(*wilds)
    kind = parts_of(game_)
    assert kind is not None
    hand = OddsHand(game_, 4, 0)
    parts = PartRules(hand, with_limits, kind)
    for _ in range(2):  # asked again: the remembered answer
        cards = [CARD_BY_CODE[c] for c in codes]
        assert parts.ask(1, side, codes) == with_limits(hand, hand.rules_for(hand.table.seats[1], side, cards), cards)


def test_a_suited_run_is_wild_across_the_ace():
    """A♠ and 2♠ make a run: both wild; the 5♠ beside them, alone in its part, is not."""
    game_ = program(RUN)
    hand = OddsHand(game_, 3, 0)
    parts = PartRules(hand, with_limits, "suit")
    codes = [int(c) for c in map(CARD_BY_CODE.__getitem__, range(52)) if str(c) in ("A♠", "2♠", "5♠", "9♥")]
    assert sorted(str(c) for c in parts.ask(0, "high", codes).wild_cards) == ["2♠", "A♠"]


@pytest.mark.parametrize("wilds", ((RUN, "Nines are wild."), (PAIR,)))
def test_draw_plans_asked_part_by_part_same_winners(wilds):
    game_ = program(*wilds)
    plan = plan_for(game_, 5)
    assert isinstance(plan, HandWildDraws)
    for index in range(12):
        seed = deal_seed(6, index)
        assert fast_outcome(plan, seed) == full_outcome(game_, 5, seed)
