"""The development corpus (`../shared/corpus`), read where it lies: never copied here.

`python -m tests.rules.corpus [--type T ...] [--unread] [--family F]` lists its distinct
rule lines with who reads each sentence (a grammar family, AMBIGUOUS or UNKNOWN) and the
steps, for work on the grammar.
"""

from __future__ import annotations

import argparse
import csv
import sys
from collections import Counter
from functools import cache
from pathlib import Path

from dealerschoice.load.catalog import load_catalog

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "corpus"
SKIP_REASON = f"the development corpus is not at {CORPUS} (it is shared data, not part of the repository)"


def present() -> bool:
    return (CORPUS / "games").is_dir()


def _needs_corpus():
    import pytest  # only the tests' marker needs it; the module also runs as a command

    return pytest.mark.skipif(not present(), reason=SKIP_REASON)


needs_corpus = _needs_corpus()  # a test that reads the development corpus skips, saying why, without it


@cache
def corpus():
    return load_catalog(CORPUS)


def _tsv(name: str) -> list[dict]:
    with (CORPUS / name).open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


@cache
def rule_types() -> dict[str, str]:
    """The database's type of each distinct rule line."""
    return {row["sentence"]: row["type"] for row in _tsv("rule-types.tsv")}


@cache
def facts() -> dict[int, dict]:
    return {int(row["id"]): row for row in _tsv("facts.tsv")}


def line_counts() -> Counter[str]:
    """How many rule lines of the corpus hold each distinct text."""
    return Counter(rule.text for game in corpus().games for rule in game.rules)


def readings(text: str) -> list[tuple[str, str, tuple]]:
    """(sentence run, reader, steps) for each run the reader takes in a rule's text: reader
    "grammar:FAMILY", "UNKNOWN" (no steps) or "AMBIGUOUS" (the readings as the one item)."""
    from dealerschoice.rules.grammar import read_runs

    out = []
    for run in read_runs(text):
        if run.who == "unknown":
            out.append((run.text, "UNKNOWN", ()))
        elif run.who == "ambiguous":
            out.append((run.text, "AMBIGUOUS", (run.note,)))
        else:
            out.append((run.text, run.who, run.steps))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.rules.corpus")
    parser.add_argument("--type", action="append", default=[], help="the database's rule type (repeatable)")
    parser.add_argument("--unread", action="store_true", help="only lines with a sentence no grammar family reads")
    parser.add_argument("--family", help="only lines a grammar family FAMILY reads part of")
    args = parser.parse_args(argv)
    if not present():
        print(SKIP_REASON, file=sys.stderr)
        return 1
    types = rule_types()
    shown = 0
    for text, count in line_counts().most_common():
        if args.type and types.get(text) not in args.type:
            continue
        read = readings(text)
        if args.unread and all(who.startswith("grammar:") for _, who, _ in read):
            continue
        if args.family and not any(who == f"grammar:{args.family}" for _, who, _ in read):
            continue
        print(f"{count:5} [{types.get(text, '?')}] {text}")
        for part, who, steps in read:
            print(f"        {who:28} {part}" if who in ("UNKNOWN", "AMBIGUOUS") and steps == () else f"        {who:28} {steps}")
        shown += 1
    print(f"{shown} lines", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
