"""One timing of the rules reader, in a fresh process, for `bench_rules` and `bench_analyse`.

Run with the project root to measure as the working directory, so the same probe times this
tree and an exported older one (the old regex reader has the same entry points:
`rules.grammar.read_sentences`, `split_sentences`, `analyse.analyse`):

    python probe_reading.py corpus CORPUS_FOLDER        -> reading the corpus's distinct rule lines
    python probe_reading.py analyse CATALOG_FOLDER      -> load, resolve, read and analyse a catalog

Prints one line of JSON. Only the standard library and the measured tree are imported.
"""

from __future__ import annotations

import json
import os
import sys
import time


def corpus(folder: str) -> dict:
    from dealerschoice.load.catalog import load_catalog
    from dealerschoice.rules import grammar

    texts = sorted({r.text for g in load_catalog(folder).games for r in g.rules})
    sentences = sum(len(grammar.split_sentences(t)) for t in texts)
    started, cpu = time.perf_counter(), time.process_time()
    for text in texts:
        grammar.read_sentences(text)
    return {"texts": len(texts), "sentences": sentences, "seconds": time.perf_counter() - started,
            "cpu": time.process_time() - cpu}


def analyse(folder: str) -> dict:
    from dealerschoice.analyse import analyse as run
    from dealerschoice.load.catalog import load_catalog
    from dealerschoice.resolve import resolve
    from dealerschoice.rules import grammar

    resolved = resolve(load_catalog(folder))
    games = list(resolved.games)
    started, cpu = time.perf_counter(), time.process_time()
    result = run(resolved)
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
    read = [r for g in games for r in grammar.read_game(g)]  # read already: from the reader's memo
    return {"games": len(games), "rule_lines": len(read), "unknown_lines": sum(r.status == "unknown" for r in read),
            "seconds": seconds, "cpu": cpu, "runnable": result.runnable}


if __name__ == "__main__":
    sys.path.insert(0, os.getcwd())
    what, folder = sys.argv[1], sys.argv[2]
    print(json.dumps({"corpus": corpus, "analyse": analyse}[what](folder)))
