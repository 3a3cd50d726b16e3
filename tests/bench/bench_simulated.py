"""The simulator's own speed on the games no odds plan plays (issue 21): deals per CPU second
of the odds path through the simulator (`play_deals(..., fast=False)`, `odds.OddsHand`) for a
fixed sample of development-corpus games: the ten that were slowest when it was chosen
(session 8: points games that deal "if they want it", Joemaha, Thirty One) and 32 more picked
evenly across the rest by speed (guts, legs, boards, wild combos, passes, draws...). Fixed, so
the figure can be compared from session to session while plans take games off the simulator.

The total is the sample's CPU seconds at 2,000 deals a game (one core), from `DEALS` deals
each after one deal to warm the caches. CPU time of this process (the machine is shared).
"""

from __future__ import annotations

import time

from dealerschoice.play.odds import play_deals
from dealerschoice.play.odds_cache import odds_players, runnable
from tests.rules import corpus

SLOWEST = ("7/27 with Replace", "7/27", "7/27 Twists", "7/27 Double Clubs", "8/28", "Black 7/27", "2/22",
           "Joemaha", "Thirty One", "7/27 No Chaser")
SPREAD = ("Stooge Poker", "Monday Night Football", "Triple Legged Poker", "Field of Dreams", "No Vaseline",
          "Dog Butt", "Retro Hold'em", "Deadlands", "Connect Four", "Double Board Super Crazy Pineapple",
          "Go for Broke", "Ebola", "Machine Gun Stud", "Canine Poker", "No Murder, No Game",
          "Double Board Hold'em II", "Switch", "Three Out of Five", "J-2-7", "Sixty Nine Stud", "Tennesee Guts",
          "Devil's Own", "Partridge", "Mambo Stud", "Have a Heart", "Shift", "Butcherboy", "Second Hand High/Low",
          "Bug Stud", "Jacks High", "Kenosha Cheese Porn", "Double Deck Hold'em")
# the games whose cost is the evaluator's wild-group search (two cards of consecutive rank, or
# two ranks apart, as one wild) and a low-card wild per player: printed alone, not in the total
GROUPS = ("Consecutive Guts", "Alternating guts", "Molly")
DEALS = 20


def rates(names, deals: int = DEALS) -> dict[str, float]:
    """Deals per CPU second of each named corpus game through the simulator."""
    programs = {g.name: p for g, p in runnable(corpus.corpus().games) if g.name in set(names)}
    found = {}
    for name in names:
        program = programs.get(name)
        if program is None:
            continue
        players = odds_players(program, None)
        play_deals(program, players, seed=1, stop=1, fast=False)  # the program's own caches, made once
        start = time.process_time()
        play_deals(program, players, seed=1, start=1, stop=1 + deals, fast=False)
        found[name] = deals / max(time.process_time() - start, 1e-9)
    return found


def main() -> None:
    if not corpus.present():
        print(f"simulated games: skipped ({corpus.SKIP_REASON})")
        return
    found = rates(SLOWEST + SPREAD + GROUPS)
    for name in SLOWEST:
        if name in found:
            print(f"simulated (slowest at the start of session 8): {name}: {found[name]:,.1f} deals/s", flush=True)
    for name in GROUPS:
        if name in found:
            print(f"simulated (wild groups, wilds per player): {name}: {found.pop(name):,.1f} deals/s", flush=True)
    slow = sum(2000 / found[n] for n in SLOWEST if n in found)
    spread = sum(2000 / found[n] for n in SPREAD if n in found)
    print(f"simulated games, a fixed sample of {len(found)} at 2,000 deals a game: {slow + spread:,.0f} CPU s "
          f"on one core (the ten slowest {slow:,.0f} s, {len(found) - len(SLOWEST)} across the rest {spread:,.0f} s)")


if __name__ == "__main__":
    main()
