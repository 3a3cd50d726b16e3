"""Helpers for the tests of choices, draws, offers, buying and money rules: corpus games by
id, played with the step types whose handlers these tests cover marked as played.

Some of those step types are declared in step modules the simulator's engineers do not own
(`dealing.py`, `play.py`, `table_rules.py`), where the lead flips them to played; until then
`mark_played(monkeypatch)` marks them so for a test, and is harmless once they are.
"""

from __future__ import annotations

from dealerschoice.play.mechanics.buying import BuyTableCard, TableCardBids
from dealerschoice.play.mechanics.offers import RefuseCard
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import simulate
from dealerschoice.rules.steps import Repeat, Settle
from dealerschoice.rules.steps.vocab import UntilKind
from tests.rules.corpus import corpus

PLAYED_REPEATS = frozenset({UntilKind.EACH_PLAYER, UntilKind.TIMES, UntilKind.NO_TAKERS,
                            UntilKind.ONE_DECLINES})


def mark_played(monkeypatch) -> None:
    """Mark as played the step forms whose handlers exist but whose flags live elsewhere."""
    monkeypatch.setattr(Settle, "gap", lambda self: None)
    monkeypatch.setattr(Repeat, "PLAYED", Repeat.PLAYED | PLAYED_REPEATS)
    for kind in (BuyTableCard, TableCardBids, RefuseCard):  # imported where their handlers are
        monkeypatch.setattr(kind, "simulated", True)


def mark_legs_played(monkeypatch) -> None:
    """Mark legs as played (mechanics/legs.py): the `Leg` flag lives in steps/showdown.py, and
    a game's program asks for a `Showdown` step (program.py), which a leg game has as a `Leg`."""
    from dealerschoice.play import program
    from dealerschoice.rules.steps import Showdown
    from dealerschoice.rules.steps.showdown import Leg
    monkeypatch.setattr(Leg, "simulated", True)
    monkeypatch.setattr(program, "Showdown", (Showdown, Leg))


def game(game_id: int):
    return next(g for g in corpus().games if g.id == game_id)


def play(game_id: int, players: int, seed: int):
    return simulate(game_program(game(game_id)), players, seed)


def texts(transcript, kind: str | None = None, rule: int | None = None) -> list[str]:
    return [e.text for e in transcript.events
            if (kind is None or e.kind == kind) and (rule is None or e.rule == rule)]


def balanced(transcript) -> bool:
    """The ledger: every chip paid in was won back or is carried to a next deal."""
    return sum(transcript.amounts.values()) + transcript.carried == 0
