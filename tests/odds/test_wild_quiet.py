"""A wild plan's probe deals a player's face-up cards without firing the rules on a card
turned up (`triggers.card_up`) where no rule of the game answers to one (`wilds_plan.quiet_ups`):
the wilds of the cards as held, written out, named by the dealer or by the player, of the
players left. The counts are the same as with the rules fired, deal for deal; a game that
follows a card turned up fires them."""

from __future__ import annotations

import pytest

from dealerschoice.play.fast import wilds_deal
from dealerschoice.play.fast.wilds_plan import WildPlan, compile_wilds, quiet_ups
from tests.odds.test_fast import program_of

STUD = ("Deal two cards down to each player.", *(["Deal one card face up to each player."] * 4),
        "Deal one card down to each player.", "Showdown, high hand wins.")
QUIET = {
    "low hole card": ("Your lowest hole card and all cards of the same rank are wild for you.",),
    "colour pair": ("Pairs of the same color are wild.",),
    "combo": ("Sevens are wild.", "Any two cards that add to eleven count as one wild."),
    "void": ("Fours are wild.", "Jacks are wild.",
             "If you do not have at least two wilds of different rank, none of your wild cards are wild."),
    "after own highest": ("The up card dealt to you after your highest up card is wild for you.",),
    "players left": ("All cards with the same rank as the number of players left in the game are wild.",),
    "player rank": ("At any time during the game, each player may declare that a given rank is wild for them.",),
}
FIRED = {
    "follow": ("The card dealt face up after the last face up ten is wild, as are all cards of the same rank.",),
    "lowest up": ("The lowest up card is wild, as are all others of the same rank.",),
    "wilds end": ("Fives are wild.", "The second face up king dealt kills all wilds."),
}


@pytest.mark.parametrize("name", sorted(QUIET))
def test_wilds_of_the_cards_held_are_quiet(name):
    plan = compile_wilds(program_of((*STUD, *QUIET[name])), 4)
    assert isinstance(plan, WildPlan) and quiet_ups(plan) is True


@pytest.mark.parametrize("name", sorted(FIRED))
def test_wilds_of_cards_turned_up_fire_the_rules(name):
    plan = compile_wilds(program_of((*STUD, *FIRED[name])), 4)
    assert isinstance(plan, WildPlan) and quiet_ups(plan) is False


@pytest.mark.parametrize("name", sorted(QUIET))
@pytest.mark.parametrize("players", (2, 5))
def test_quiet_deals_count_as_fired_ones(name, players, monkeypatch):
    plan = compile_wilds(program_of((*STUD, *QUIET[name])), players)
    quiet = wilds_deal.play_wilds(plan, range(150))
    quiet_deals = [wilds_deal.wilds_outcome(plan, s) for s in range(40)]
    monkeypatch.setattr(wilds_deal, "quiet_ups", lambda plan: False)
    fired = wilds_deal.play_wilds(plan, range(150))
    assert counted(quiet) == counted(fired)
    assert quiet_deals == [wilds_deal.wilds_outcome(plan, s) for s in range(40)]


def counted(counts):
    """What a run of deals counted (`run.PlanCounts`), as plain values."""
    return (counts.deals, dict(counts.wins), dict(counts.named), dict(counts.lows), counts.split, counts.wild,
            counts.both_sides)
