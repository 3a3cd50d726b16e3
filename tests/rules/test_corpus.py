"""The development corpus (`../shared/corpus`) checked and read: the figures reached are
held as floors, so a later change cannot quietly lose them."""

import pytest

from dealerschoice.commands.check import check_catalog
from dealerschoice.rules.coverage import rule_coverage
from tests.rules import corpus as dev

pytestmark = pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)

# Floors: raise them as the grammar and the simulator grow; never lower them without a reason.
RUNNABLE_AT_LEAST = 778
UNKNOWN_LINES_AT_MOST = 8
# Raw agreement of the derived facts with the database's own figures (`facts.tsv`); the
# issue's aim is 95% each, with every disagreement kept argued in a test.
FACTS_AT_LEAST = {"cards": 0.932, "players": 0.919, "rounds": 0.953, "max_seen": 0.911, "wilds": 0.957}


def test_the_corpus_checks_without_errors():
    report = check_catalog(dev.CORPUS)
    assert report.of("error") == []
    assert report.counts()["games"] == 791


def test_coverage_floors():
    coverage = rule_coverage(dev.corpus().games)
    data = coverage.as_json()
    assert data["games"] == 791 and len(data["per_game"]) == 791
    assert data["runnable_games"] >= RUNNABLE_AT_LEAST
    assert data["unknown"] <= UNKNOWN_LINES_AT_MOST
    statuses = {g["status"] for g in data["per_game"]}
    assert statuses <= {"runnable", "blocked", "unknown"}
    assert sum(g["status"] == "runnable" for g in data["per_game"]) == data["runnable_games"]
    for entry in data["per_game"]:
        assert (entry["stopped_by"] is None) == (entry["status"] == "runnable")


def test_facts_agreement_floors():
    from tests.rules.facts_agreement import agreement

    found = agreement()
    assert {k: round(v, 3) for k, v in found.items() if v < FACTS_AT_LEAST[k]} == {}


def test_no_corpus_sentence_is_ambiguous():
    from dealerschoice.rules.read.family import Ambiguous
    from dealerschoice.rules.read.reader import read_words
    from dealerschoice.rules.read.words import split_sentences, words

    ambiguous = []
    for text in dev.line_counts():
        for sentence in split_sentences(text):
            try:
                read_words(words(sentence))
            except Ambiguous as error:
                ambiguous.append(str(error))
    assert ambiguous == []
