"""Golden readings: a reading that changes fails here until the golden files are rewritten
(`python -m tests.rules.readings`) and the diff reviewed (`--review` for the corpus)."""

import pytest

from tests.rules import corpus as dev
from tests.rules.readings import CATALOG_FILE, CORPUS_FILE, key, parse, reading_lines
from tests.rules.seeds import catalog

FIX = "rewrite with `python -m tests.rules.readings` and review the diff"


def _changed(texts, label, golden):
    missing = sorted(t for t in set(texts) if label(t) not in golden)
    changed = sorted(t for t in set(texts) if label(t) in golden and golden[label(t)] != "\n".join(reading_lines(t)))
    stale = sorted(set(golden) - {label(t) for t in texts})
    return missing, changed, stale


def test_catalog_readings_are_the_golden_ones():
    texts = [rule.text for game in catalog().games for rule in game.rules]
    missing, changed, stale = _changed(texts, lambda t: t, parse(CATALOG_FILE))
    assert not missing, f"catalog lines with no golden reading: {missing[:5]}; {FIX}"
    assert not stale, f"golden readings of lines no longer in the catalog: {stale[:5]}; {FIX}"
    assert not changed, f"{len(changed)} readings changed, e.g. {changed[:3]}; {FIX}"


@pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)
def test_corpus_readings_are_the_golden_ones():
    texts = [rule.text for game in dev.corpus().games for rule in game.rules]
    missing, changed, stale = _changed(texts, key, parse(CORPUS_FILE))
    assert not missing and not stale, (f"the corpus changed ({len(missing)} new lines, {len(stale)} gone); {FIX}")
    assert not changed, (f"{len(changed)} corpus readings changed without the corpus changing, e.g. "
                         f"{changed[:3]}; {FIX} (`--review` shows them with their text)")
