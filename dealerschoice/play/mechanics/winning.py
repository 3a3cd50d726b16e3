"""What a showdown's winners must also do to take the pot (issue 17), asked once the showdown
has ranked the hands (showdown.py): win every one of their hands ("You must win the five
card hand and the two card hand to win the pot.": `MustWinAll`), and beat the table's own
hand (table_hand.py). A pot nobody takes stays, for the rule that says what then ("If no one
beats the qualifier, redeal for all.")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import split_pot
from dealerschoice.play import judge
from dealerschoice.play.mechanics import points_sweep, table_hand
from dealerschoice.play.table import Seat
from dealerschoice.rules.steps.ranking_rules import MustWinAll

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand

SIZE_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


def settled(hand: PlayedHand, step, mode: str, shown: dict, winners: list, sides: tuple, shares: dict,
            amount: int, seats: list) -> tuple[list, tuple, dict, list[str]] | None:
    """(winners, (high, low) winning seats, shares, words for the showdown) once the rules
    above are applied; None when the game has none of them."""
    words: list[str] = []
    changed = False
    sweep = points_sweep.swept(hand, mode, shown, amount, seats)  # "A 27 point hand ... takes high and low."
    if sweep is not None:
        winners, sides, shares, text = sweep
        words.append(text)
        changed = True
    found = must_win_all(hand, step, shown, amount, seats)
    if found is not None:
        winners, sides, shares, text = found
        words.append(text)
        changed = True
    beaten = table_hand.beat_table(hand, step, mode, shown, winners, sides, shares, amount, seats)
    if beaten is not None:
        winners, sides, shares, text = beaten
        words.append(text)
        changed = True
    return (winners, sides, shares, words) if changed else None


def must_win_all(hand: PlayedHand, step, shown: dict, amount: int, seats: list):
    """Each of a player's hands judged against the same hand of every other player (the
    hands by size, as the rule names them); a player whose every hand is best (ties share)
    takes the pot, else nobody does."""
    rule = next(iter(hand.program.steps_of(MustWinAll)), None)
    if rule is None or not shown:
        return None
    table = hand.table
    extra = judge.usable_table(hand)
    best_of: dict[int, set[int]] = {}
    parts = []
    for size in rule.sizes:
        made = {}
        for n in shown:
            seat = table.seat(n)
            pile = next((p for p in seat.piles() if len(seat.pile(p)) == size), None)
            if pile is None:
                continue
            alone = Seat(n, [h for h in seat.cards if h.pile == pile])  # that hand only, as a hand of its own
            made[n] = judge.hands_of(hand, alone, extra, step)[0]
        top = max((h.key for h in made.values() if h is not None), default=None)
        best = {n for n, h in made.items() if h is not None and h.key == top}
        best_of[size] = best
        parts.append(f"{SIZE_WORDS.get(size, size)} card hand: " + ", ".join(f"P{n}" for n in sorted(best)))
    every = set(shown)
    for best in best_of.values():
        every &= best
    won = sorted(every)
    text = "best " + "; ".join(parts)
    if not won:
        return [], ((), ()), {}, text + ": nobody wins every hand, the pot stays"
    return won, (tuple(won), ()), split_pot(amount, won, list(seats), table.dealer), text
