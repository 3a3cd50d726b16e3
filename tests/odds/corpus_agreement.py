"""The check the plan kinds' tests make on the development corpus: a corpus game plans as its
kind at its own table and plays as the simulator, seed for seed and in its whole tally.

One place for it, so that every plan kind's corpus games are held to the same proof (the
same table, the same comparison) and a test names only its games, its kind and its seeds.
Callers skip when the corpus is not present (`tests.rules.corpus.SKIP_REASON`).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from dealerschoice.play.fast import plan_for
from dealerschoice.play.odds import play_deals, summary
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.play.program import Program
from tests.odds.test_fast import fast_outcome, full_outcome
from tests.rules import corpus


def corpus_games(names: Collection[str] = (), kind: type | None = None) -> dict[str, Program]:
    """The runnable corpus games named in `names`, or (no names) those whose plan at their own
    table is a `kind`: name -> program, in corpus order."""
    games = runnable(corpus.corpus().games)
    if names:
        return {g.name: p for g, p in games if g.name in names}
    assert kind is not None, "corpus_games wants the games' names or their plan kind"
    return {g.name: p for g, p in games if isinstance(plan_for(p, odds_players(p, None)), kind)}


def assert_same_as_simulator(name: str, program: Program, kind: type, seeds: Iterable[int], deals: int = 0) -> None:
    """The game plans as a `kind` at its own table (`odds_cache.odds_players`), each seed's deal has
    the simulator's winners, and (`deals` > 0) the tally of that many deals is the simulator's."""
    players = odds_players(program, None)
    plan = plan_for(program, players)
    assert isinstance(plan, kind), (name, type(plan).__name__)
    for seed in seeds:
        assert fast_outcome(plan, seed) == full_outcome(program, players, seed), (name, seed)
    if deals:
        assert summary(play_deals(program, players, 2, 0, deals)) == \
            summary(play_deals(program, players, 2, 0, deals, fast=False)), name
