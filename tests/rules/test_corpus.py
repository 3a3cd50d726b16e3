"""The development corpus (`../shared/corpus`) checked and read: the figures reached are
held as floors, so a later change cannot quietly lose them."""

import pytest

from dealerschoice.commands.check import check_catalog
from dealerschoice.rules.coverage import rule_coverage
from tests.rules import corpus as dev

pytestmark = pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)

# Floors: raise them as the grammar and the simulator grow; never lower them without a reason.
RUNNABLE_AT_LEAST = 291
UNKNOWN_LINES_AT_MOST = 1441


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
