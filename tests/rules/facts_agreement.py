"""Agreement of the derived facts with the database's own figures on the development corpus.

`python -m tests.rules.facts_agreement [FIGURE]` prints the raw agreement per figure, and
with FIGURE the games that disagree (ours, the database's, the rules).
"""

from __future__ import annotations

import sys

from dealerschoice.rules.facts import derive_facts
from tests.rules import corpus as dev

FIGURES = ("cards", "players", "rounds", "max_seen", "wilds")


def comparisons() -> list[tuple[object, dict, object]]:
    """(game, the database's row, our facts) for every corpus game the database has figures for."""
    rows = dev.facts()
    return [(game, rows[game.id], derive_facts(game)) for game in dev.corpus().games if game.id in rows]


def agreement(found=None) -> dict[str, float]:
    found = comparisons() if found is None else found
    return {f: sum(int(row[f]) == getattr(ours, f) for _, row, ours in found) / len(found) for f in FIGURES}


def main(argv: list[str]) -> int:
    found = comparisons()
    for figure, share in agreement(found).items():
        print(f"{figure:9} {share:7.2%}")
    for figure in argv:
        for game, row, ours in found:
            if int(row[figure]) != getattr(ours, figure):
                print(f"\n#{game.id} {game.name}: ours {getattr(ours, figure)}, database {row[figure]}")
                for rule in game.rules:
                    print(f"   {rule.number}. {rule.text}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
