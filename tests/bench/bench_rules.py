"""Reading speed: the rules grammar over every distinct sentence of the development corpus
(or the seed catalog when the corpus is absent), from cold caches, and how much each reader
reads. Prints sentences per second and the share read by the grammar."""

from __future__ import annotations

import time
from collections import Counter

from dealerschoice.rules import grammar
from dealerschoice.rules.read.family import family, family_names
from dealerschoice.rules.read.words import split_sentences
from tests.rules import corpus as dev
from tests.rules.seeds import catalog


def _texts() -> tuple[str, list[str]]:
    if dev.present():
        return "corpus", sorted({r.text for g in dev.corpus().games for r in g.rules})
    return "seed catalog", sorted({r.text for g in catalog().games for r in g.rules})


def main() -> None:
    name, texts = _texts()
    sentences = sum(len(split_sentences(t)) for t in texts)
    started = time.perf_counter()
    for family_name in family_names():
        family(family_name)
    built = time.perf_counter() - started
    best = None
    for _ in range(3):
        grammar.read_sentences.cache_clear()
        grammar.read_runs.cache_clear()
        started = time.perf_counter()
        for text in texts:
            grammar.read_sentences(text)
        took = time.perf_counter() - started
        best = took if best is None else min(best, took)
    readers: Counter[str] = Counter()
    for text in texts:
        for sentence in split_sentences(text):
            readers[grammar.read_runs(sentence)[0].who.split(":")[0]] += 1
    total = sum(readers.values())
    print(f"rules: {len(family_names())} grammar families built in {built:.2f} s")
    print(f"rules: {len(texts)} distinct {name} rule lines, {sentences} sentences read in {best:.2f} s, "
          f"{sentences / best:.0f} sentences/s")
    print("rules: sentences read alone by " + ", ".join(
        f"{who} {count} ({count / total:.0%})" for who, count in readers.most_common()))


if __name__ == "__main__":
    main()
