"""Fuzzing the corpus games that play issue 16's rules (wilds that change in play, limited
wilds, hands ranked their own way, conditions on winning): any seed, 2 to 7 players (as many
as the deck serves). The runner checks after every rule that no card is lost or doubled and
every chip is accounted for; the transcript must end with the pot fully awarded or carried."""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealerschoice.play.program import NotRunnable, game_program
from dealerschoice.play.simulate import default_players, simulate
from dealerschoice.rules.steps import Wild
from dealerschoice.rules.steps.other import Reroll
from dealerschoice.rules.steps.passing import PassPerRank
from dealerschoice.rules.steps.ranking_rules import LiveCardsToWin, SplitCardByCount
from dealerschoice.rules.steps.showdown import CannotWin, CardValues, NoQualified, Ranking, TopHand, WinNeeds
from dealerschoice.rules.steps.split_cards import HoleSplitCard, NamedSplitCard, ShareShowdown, SplitCardByTable
from dealerschoice.rules.steps.table_rules import DeadSuit
from dealerschoice.rules.steps.wager import NeighbourFold
from dealerschoice.rules.steps.wild import (
    ChosenWild,
    DealtOwnWild,
    HeldSetWild,
    LimitedWild,
    NamedRankWild,
    SuitFollowWild,
    WildClimb,
    WildCombo,
    WildsEnd,
    WildShift,
    WildVoid,
)
from tests.play.test_simulate import assert_sound
from tests.rules import corpus as dev

# the wild sources issue 16 plays (the others were played before it)
NEW_SOURCES = {"follow", "high-card", "low-card", "last-dealt", "table-any", "player-rank", "player-card",
               "player-card-rank", "up-low", "up-high", "players-left", "dice-sum", "dice-each"}
KINDS = (LimitedWild, WildVoid, Ranking, CardValues, TopHand, CannotWin, WinNeeds, NoQualified, WildShift, WildsEnd,
         WildClimb, SuitFollowWild, ChosenWild,
         ShareShowdown, NamedSplitCard, HoleSplitCard, SplitCardByTable, SplitCardByCount,  # split hands and cards
         WildCombo, HeldSetWild, NamedRankWild, PassPerRank, Reroll,  # round 4: groups, sets, named ranks, dice,
         DealtOwnWild, DeadSuit, LiveCardsToWin, NeighbourFold)  # own wilds, dead cards, folds for a card up


def plays_issue_16(program) -> bool:
    return any(program.steps_of(kind) for kind in KINDS) or any(
        s.source in NEW_SOURCES or s.hole_only or s.up_only or s.needs or s.per_row or s.dealt_face
        or s.opposite_colour or s.skipped_draw is not None for s in program.steps_of(Wild))


@cache
def programs() -> tuple:
    found = []
    for game in dev.corpus().games:
        try:
            program = game_program(game)
        except NotRunnable:
            continue
        if plays_issue_16(program):
            found.append(program)
    return tuple(found)


@pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)
def test_there_are_games_to_fuzz():
    assert len(programs()) >= 80


@pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_issue_16_games_keep_every_card_and_chip(data):
    program = data.draw(st.sampled_from(programs()), label="game")
    players = data.draw(st.integers(2, default_players(program)), label="players")
    seed = data.draw(st.integers(1, 10 ** 6), label="seed")
    try:
        transcript = simulate(program, players, seed)
    except NotRunnable as stop:  # the deck may run dry at a big table: a located stop, not a crash
        assert "the simulator cannot play this rule" not in str(stop), str(stop)
        return
    assert_sound(transcript)
