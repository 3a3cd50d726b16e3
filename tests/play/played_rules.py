"""Helpers for the tests of choices, draws, offers, buying and money rules: corpus games by
id, played as the example hands play them or with everyone staying to the showdown."""

from __future__ import annotations

from dealerschoice.cards import Card
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.play.table import Held
from dealerschoice.records import Game, Rule, Source
from tests.rules.corpus import corpus


def game(game_id: int):
    return next(g for g in corpus().games if g.id == game_id)


def play(game_id: int, players: int, seed: int):
    return simulate(game_program(game(game_id)), players, seed)


def play_staying(game_id: int, players: int, seed: int):
    """A hand where every player stays to the showdown (the odds' stance: mechanics/betting.py
    `Stance`), for a test of what happens after the betting whoever would have folded."""
    return simulate(game_program(game(game_id)), players, seed, everyone_stays=True)


def texts(transcript, kind: str | None = None, rule: int | None = None) -> list[str]:
    return [e.text for e in transcript.events
            if (kind is None or e.kind == kind) and (rule is None or e.rule == rule)]


def balanced(transcript) -> bool:
    """The ledger: every chip paid in was won back or is carried to a next deal."""
    return sum(transcript.amounts.values()) + transcript.carried == 0


# ---- money rules (session 4): games written for a test, bare hands, a seed that shows it ----
def written_game(*lines: str) -> Game:
    return Game(1, "T", (), (), tuple(Rule(n, text, n) for n, text in enumerate(lines, 1)), None, Source("x", 1))


def bare_hand(players: int = 3) -> PlayedHand:
    return PlayedHand(game_program(written_game("Deal five cards down to each player.", "Showdown, high hand wins.")),
                      players, 1)


def hold(hand: PlayedHand, seat: int, codes: str, up: bool) -> list[Held]:
    held = [Held(Card.parse(code), up=up) for code in codes.split()]
    hand.table.seat(seat).cards.extend(held)
    return held


def seeded(game_id: int, players: int, found, seeds=range(1, 60)):
    """The first seed whose hand of the game shows what the test is about (`found(hand)`)."""
    for seed in seeds:
        hand = play(game_id, players, seed)
        if found(hand):
            return hand
    raise AssertionError(f"no seed in {seeds} shows it for game #{game_id}")


def balances_at_every_table(game_id: int, antes: bool = False) -> None:
    """A game plays with the ledger balanced at 2, 4 and 6 players over three seeds; only a
    deck too small for the table may stop it. `antes`: every player put chips in."""
    from dealerschoice.play.program import NotRunnable
    for players in (2, 4, 6):
        for seed in (1, 2, 3):
            try:
                hand = play(game_id, players, seed)
            except NotRunnable as error:
                assert "the deck runs out" in str(error), error
                continue
            assert balanced(hand), (game_id, players, seed)
            assert not antes or hand.pot_total >= players
