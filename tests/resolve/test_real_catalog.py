"""Lineage, diffs and lookups on the project's real catalog (catalog/)."""

from pathlib import Path

import pytest

from dealerschoice.load.catalog import load_catalog
from dealerschoice.records import Game, Stub
from dealerschoice.resolve import resolve

CATALOG = Path(__file__).resolve().parents[2] / "catalog"
BETTING = "Normal betting round, with the player with the high hand showing opening."


@pytest.fixture(scope="module")
def resolved():
    return resolve(load_catalog(CATALOG))


@pytest.fixture(scope="module")
def lineage(resolved):
    return resolved.lineage


def names(lineage, ids):
    return [f"{lineage.record(i).name} (#{i})" for i in ids]


def test_ancestors_of_anaconda_with_a_twist_ii(resolved, lineage):
    twist = resolved.by_name("Anaconda with a Twist II")
    assert twist.id == 799
    assert names(lineage, lineage.ancestors(799)) == [
        "Howdy Doody (#399)", "Anaconda (#10)", "Root Game (#0)"]
    assert isinstance(lineage.record(0), Stub)


def test_children_of_beat_it(lineage):
    assert names(lineage, lineage.children(168)) == [
        "Dawn (#555)", "Desperado (#556)", "Gymnastics (#558)", "Juneau (#557)",
        "Mexican Armpit (#559)", "Mexican Sweat (#560)", "Midnight Baseball (#561)",
        "Monday Night Football (#562)", "Night of the Living Dead (#563)", "No Peek Guts (#564)",
        "Seven Card Regrets (#565)", "Six Sixty Six II (#566)", "Spanish Fly (#567)",
    ]
    assert lineage.parent(168) == 3
    assert lineage.siblings(168) == [180]  # Cut it Off, the other child of Seven Card Stud


def test_descendants_of_beat_it_reach_the_grandchildren(lineage):
    below = lineage.descendants(168)
    assert len(below) == 17
    assert set(below) - set(lineage.children(168)) == {873, 874, 875, 876}


def test_depth(resolved, lineage):
    assert [lineage.depth(i) for i in (0, 10, 399, 799, 1014)] == [0, 1, 2, 3, 4]
    assert max(lineage.depth(g.id) for g in resolved.games) == 4


def test_twelve_stubs_are_the_roots(resolved, lineage):
    stubs = resolved.catalog.stubs
    assert len(stubs) == 12
    assert {s.id for s in resolved.stubs} == {s.id for s in stubs}
    assert names(lineage, lineage.roots()) == [
        "Five Card Stud (#2)", "Low in the Hole (#211)", "Murder (#582)", "Numbers (#137)",
        "Roll Your Neighbor (#842)", "Roll'em Out (#453)", "Rollouts (#75)", "Root Game (#0)",
        "Seven Card Stud (#3)", "Three Card Guts (#6)", "Three to Five (#372)",
        "Two More Inches (#784)",
    ]


def test_every_game_belongs_to_one_family(resolved, lineage):
    families = lineage.families()
    sizes = {lineage.record(root).name: len(members) for root, members in families.items()}
    assert sizes == {
        "Five Card Stud": 13, "Low in the Hole": 3, "Murder": 2, "Numbers": 3,
        "Roll Your Neighbor": 2, "Roll'em Out": 6, "Rollouts": 5, "Root Game": 25,
        "Seven Card Stud": 22, "Three Card Guts": 5, "Three to Five": 6, "Two More Inches": 2,
    }
    assert sum(sizes.values()) == 82 + 12
    assert lineage.root(1014) == 0 and lineage.root(875) == 3


def test_tree_text_of_a_small_family(lineage):
    assert lineage.tree_text(372) == "\n".join([
        "Three to Five (#372) [absent]",
        "  Seven Card Guts (#785)",
        "    Double Revenge (#1011)",
        "    Five and Two or Three (#1012)",
        "    Four Three (#1013)",
        "      Four Three Split (#1089)",
    ])


def test_diffs_for_every_game_whose_parent_is_a_game(resolved):
    expected = {g.id for g in resolved.games if isinstance(resolved.lineage.record(g.parent.id), Game)}
    assert set(resolved.diffs) == expected
    assert len(expected) == 63
    assert not any(d.is_empty for d in resolved.diffs.values())


def test_anaconda_33_adds_one_betting_round_after_the_declare(resolved):
    diff = resolved.diffs[388]
    assert (diff.parent.name, diff.child.name) == ("Anaconda", "Anaconda 33")
    assert [(c.kind, c.parent_number, c.child_number, c.child_text)
            for c in diff.changes if c.kind != "same"] == [("added", None, 16, BETTING)]
    at = diff.changes.index(diff.added[0])
    assert diff.changes[at - 1].child_text == "Declare high/low simultaneously."
    assert diff.summary() == "1 added"


def test_double_exposure_high_low_adds_the_declare_and_changes_the_showdown(resolved):
    diff = resolved.diffs[1025]
    assert [(c.kind, c.parent_number, c.child_number) for c in diff.changes if c.kind != "same"] == [
        ("added", None, 12), ("changed", 12, 13)]
    assert diff.added[0].child_text == "Declare high/low simultaneously."
    assert diff.changed[0].parent_text == "Showdown, high hand wins."
    assert diff.changed[0].child_text == (
        "Showdown, highest declared high hand and lowest declared low hand split the pot.")


def test_rich_s_taste_changes_only_the_showdown(resolved):
    diff = resolved.diffs[1014]
    assert diff.parent.id == 795
    assert [(c.kind, c.parent_number, c.child_number, c.parent_text, c.child_text)
            for c in diff.changes if c.kind != "same"] == [(
                "changed", 15, 15, "Showdown, low hand wins.",
                "Showdown, low hand splits the pot with the closest remaining player to their left")]


def test_anaconda_ii_passes_differently(resolved):
    diff = resolved.diffs[389]
    assert [(c.kind, c.parent_number, c.child_number) for c in diff.changes if c.kind != "same"] == [
        ("removed", 2, None), ("changed", 3, 2), ("removed", 4, None), ("added", None, 14)]
    assert diff.changed[0].child_text == "Each player passes two cards to their left and one card to their right."


def test_four_three_split_adds_one_betting_round(resolved):
    diff = resolved.diffs[1089]
    assert [(c.kind, c.child_number, c.child_text) for c in diff.changes if c.kind != "same"] == [
        ("added", 4, "Normal betting round, with the player to the left of the dealer opening.")]


@pytest.mark.parametrize("text, expected", [
    ("Pass the Trash", 10), ("oedipus", 10), ("#168", 168), ("168", 168), ("Beat It (#168)", 168),
    ("Roll-Your-Own", 633), ("rich's revenge", 795), ("Show Five", 503),
])
def test_by_name_on_the_real_catalog(resolved, text, expected):
    assert resolved.by_name(text).id == expected


def test_resolve_reports_no_errors_on_the_real_catalog(resolved):
    assert all(p.severity in ("warning", "info") for p in resolved.problems)
    assert resolved.links.for_game(633)  # the Roll-Your-Own write-up
