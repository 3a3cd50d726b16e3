"""Agreement of the derived facts with the database's own figures on the development corpus.

`python -m tests.rules.facts_agreement [--all] [FIGURE ...]` prints the raw agreement per
figure and how many disagreements are argued database errors (`test_facts_corpus.py`,
`test_facts.py`); with FIGURE, the disagreements nobody has argued yet (with --all, every
one), each with its rules.
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
    from tests.rules.test_facts_corpus import argued

    every = "--all" in argv
    figures = [a for a in argv if a != "--all"]
    unknown = [f for f in figures if f not in FIGURES]
    if unknown:
        print(f"unknown figure {unknown[0]!r}: the figures are {', '.join(FIGURES)}", file=sys.stderr)
        return 2
    found = comparisons()
    known = argued()
    for figure, share in agreement(found).items():
        wrong = [game.id for game, row, ours in found if int(row[figure]) != getattr(ours, figure)]
        kept = sum((i, figure) in known for i in wrong)
        print(f"{figure:9} {share:7.2%}  {len(wrong):3} disagree, {kept:3} argued, {len(wrong) - kept:3} open")
    for figure in figures:
        for game, row, ours in found:
            if int(row[figure]) != getattr(ours, figure) and (every or (game.id, figure) not in known):
                print(f"\n#{game.id} {game.name}: ours {getattr(ours, figure)}, database {row[figure]}")
                for rule in game.rules:
                    print(f"   {rule.number}. {rule.text}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
