"""The second best hand's last chance (`RunnerUpSwitch`, Zombie: "Showdown, high hand wins.
The second place hand may switch hands with the table cards and make a draw to see if he can
beat the winner.").

After the showdown the player whose high hand came second (alone: a tie for second place, or
for first, leaves nobody to switch) swaps their cards for the table's and, with `draw`, draws
as the game's last draw rule lets a player draw (`choices.bounds` / `chosen`, the worst cards
out: `policies.worst`). Switching never costs them: their own hand has lost already, so they
always do. If the new hand beats the winner's (a tie does not), the winner's chips pass to
them (`Table.transfer`) and they are the winner; else the showdown stands. The table's cards
are the switching hand's alone: no hand uses them as common cards (`Rulebook.table_role`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import format_cards
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.judge import hands_of, showing
from dealerschoice.play.mechanics import choices, drawing, ranking_play
from dealerschoice.play.table import Held
from dealerschoice.rules.steps import Discard, Showdown
from dealerschoice.rules.steps.late_reads import RunnerUpSwitch

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@handles(RunnerUpSwitch)
def runner_up_switch(hand: PlayedHand, step: RunnerUpSwitch, at: int) -> int | None:
    table = hand.table
    found = _places(hand)
    if isinstance(found, str):
        hand.event(hand.progress.rule, "switch", found)
        return None
    winner, runner, beaten = found
    if len(table.board) != len(runner.cards):
        hand.event(hand.progress.rule, "switch", f"{runner.name} holds {len(runner.cards)} cards and the table "
                                                 f"{len(table.board)}: no switch.")
        return None
    mine = [Held(h.card) for h in runner.cards]
    runner.cards[:] = [Held(h.card) for h in table.board]  # picked up: face down, seen by their new holder
    table.board[:] = mine
    words = [f"{runner.name}, second, switches hands with the table and takes {format_cards(runner.all())}"]
    if step.draw:
        words.append(_draw(hand, runner, at))
    rules_step = _showdown_step(hand, at)
    new_high, new_low = hands_of(hand, runner, [], rules_step)
    if new_high is not None and new_high.key > beaten.key:
        chips = hand.outcome.result.showdowns[-1]["shares"].get(winner.number, 0)
        table.transfer(winner, runner, chips)
        result = hand.outcome.result
        if winner.number in result.winners:
            result.winners.remove(winner.number)
        result.add_win(runner.number, chips)
        hand.outcome.winner = runner.number
        words.append(f"{new_high.description} beats {winner.name}'s {beaten.description}: {runner.name} takes "
                     f"the {chips} {winner.name} won")
    else:
        words.append(f"{new_high.description if new_high else 'No hand'} does not beat {winner.name}'s "
                     f"{beaten.description}: the pot stays with {winner.name}")
    result = hand.outcome.result
    result.showings = [showing(hand, runner, (new_high, new_low)) if s.seat == runner.number else s
                       for s in result.showings]
    hand.event(hand.progress.rule, "switch", "; ".join(words) + ".")
    return None


def _places(hand: PlayedHand):
    """(winner, runner-up, the winner's hand), or why nobody switches."""
    showdowns = hand.outcome.result.showdowns
    if not showdowns or showdowns[-1]["pot"] != "high":
        return "No high-hand showdown: nobody switches."
    record = showdowns[-1]
    winners = [n for n, chips in record["shares"].items() if chips]
    if len(winners) != 1:
        return "No single winner: nobody switches."
    highs = {n: pair[0] for n, pair in record["hands"].items() if pair[0] is not None and n not in winners}
    if not highs:
        return "Nobody else showed a hand: nobody switches."
    top = max(h.key for h in highs.values())
    second = [n for n, h in highs.items() if h.key == top]
    if len(second) != 1:
        return "Two hands tie for second place: nobody switches."
    if not hand.table.board:
        return "The table holds no cards: nobody switches."
    table = hand.table
    return table.seat(winners[0]), table.seat(second[0]), record["hands"][winners[0]][0]


def _draw(hand: PlayedHand, seat: Seat, at: int) -> str:
    """The switched hand's draw, as the game's last draw rule before this one allows."""
    rule = next((s for a in reversed(hand.program.actions[:at]) for s in a.steps if isinstance(s, Discard)), None)
    if rule is None or rule.count is None:
        return f"{seat.name} draws nothing (the game has no draw to make)"
    pool = seat.all()
    limit = choices.bounds(hand, seat, rule, pool)
    count, _ = choices.chosen(hand, seat, pool, limit, "high")
    count = min(count, len(hand.table.deck))
    if not count:
        return f"{seat.name} stands pat"
    out = policies.worst(pool, count, [], hand.rules_for(seat), "high", hand.rules_for(seat, "low"),
                         ranked=ranking_play.side_for(hand, "high"))
    hand.table.to_muck(seat, out)
    seat.expected -= len(out)
    drawing.refill(hand, len(out))
    new = hand.table.give(seat, len(out), up=False)
    seat.expected += len(out)
    return f"{seat.name} throws {format_cards(out)} and draws {format_cards(new)}"


def _showdown_step(hand: PlayedHand, at: int) -> Showdown:
    return next((s for a in reversed(hand.program.actions[:at + 1]) for s in a.steps if isinstance(s, Showdown)),
                Showdown())
