"""A tag one edit from a more used tag is a warning with "did you mean"."""

from collections import Counter

from dealerschoice.records import Catalog
from dealerschoice.resolve import resolve
from dealerschoice.resolve.tags import near_tags, tag_problems
from tests.resolve.build import game


def tagged(id, name, *tags, line=1):
    from dataclasses import replace
    return replace(game(id, name, line=line), tags=tags)


def test_a_rare_tag_one_letter_from_a_common_one_is_a_warning():
    games = [tagged(1, "A", "wilds"), tagged(2, "B", "wilds", "stud"), tagged(3, "C", "wild", line=40)]
    (problem,) = tag_problems(games)
    assert problem.severity == "warning" and problem.line == 40
    assert problem.message == ('"C (#3)": tag "wild" (1 game) is one letter from "wilds" (2 games); '
                               'did you mean "wilds"?')
    assert [p.message for p in resolve(Catalog(tuple(games), ())).problems] == [problem.message]


def test_one_edit_means_one_edit():
    counts = Counter({"flip": 9, "flips": 1, "flop": 1, "pilf": 1, "lfip": 1, "high-low": 4, "high-lo": 1,
                      "stud": 3, "studs": 3})
    # a transposition is two edits; between tags used equally often, the later name is taken as meant
    assert near_tags(counts) == {"flips": "flip", "flop": "flip", "high-lo": "high-low", "stud": "studs"}


def test_the_seed_catalog_has_no_near_tags():
    from tests.rules.seeds import catalog
    assert tag_problems(catalog().games) == []
