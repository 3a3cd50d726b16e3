"""Rule diffs on hand-built games (real pairs are in test_real_catalog.py)."""

import json

from dealerschoice.resolve import RuleChange, rule_diff
from tests.resolve.build import game


def kinds(diff):
    return [(c.kind, c.parent_number, c.child_number) for c in diff.changes]


def test_same_rules_make_an_empty_diff():
    rules = ["Deal seven cards.", "Showdown."]
    diff = rule_diff(game(1, "P", rules=rules), game(2, "C", (1, "P"), rules=rules))
    assert diff.is_empty
    assert diff.summary() == "same rules"
    assert (diff.added, diff.removed, diff.changed) == ((), (), ())


def test_final_period_and_spacing_do_not_count():
    diff = rule_diff(game(1, "P", rules=["Deal  seven cards."]), game(2, "C", rules=["Deal seven cards"]))
    assert diff.is_empty


def test_added_rule_in_the_middle_keeps_both_numberings():
    diff = rule_diff(game(1, "P", rules=["Deal.", "Declare.", "Showdown."]),
                     game(2, "C", rules=["Deal.", "Declare.", "Bet.", "Showdown."]))
    assert kinds(diff) == [("same", 1, 1), ("same", 2, 2), ("added", None, 3), ("same", 3, 4)]
    assert diff.added == (RuleChange("added", None, 3, None, "Bet."),)


def test_removed_rule():
    diff = rule_diff(game(1, "P", rules=["Deal.", "Pass.", "Showdown."]),
                     game(2, "C", rules=["Deal.", "Showdown."]))
    assert kinds(diff) == [("same", 1, 1), ("removed", 2, None), ("same", 3, 2)]


def test_replaced_sentences_pair_as_changed_by_likeness():
    diff = rule_diff(
        game(1, "P", rules=["Deal seven cards face down.", "Showdown, high hand wins."]),
        game(2, "C", rules=["Deal five cards face down.", "Kings are wild.", "Showdown, low hand wins."]))
    assert kinds(diff) == [("changed", 1, 1), ("added", None, 2), ("changed", 2, 3)]
    assert diff.changed[1].parent_text == "Showdown, high hand wins."
    assert diff.changed[1].child_text == "Showdown, low hand wins."


def test_unlike_replacement_is_a_removal_and_an_addition():
    diff = rule_diff(game(1, "P", rules=["Deal seven cards."]), game(2, "C", rules=["Kings are wild."]))
    assert kinds(diff) == [("removed", 1, None), ("added", None, 1)]


def test_word_detail_of_a_change():
    change = RuleChange("changed", 4, 4, "Each player passes three cards to their left.",
                        "Each player passes two cards to their right.")
    assert change.words() == [
        ("same", "Each player passes"), ("removed", "three"), ("added", "two"),
        ("same", "cards to their"), ("removed", "left."), ("added", "right."),
    ]


def test_json_is_plain_data():
    diff = rule_diff(game(1, "P", rules=["Deal."]), game(2, "C", (1, "P"), rules=["Deal.", "Bet."]))
    data = diff.as_json()
    assert json.loads(json.dumps(data)) == data
    assert data == {
        "parent": {"id": 1, "name": "P"},
        "child": {"id": 2, "name": "C"},
        "added": 1, "removed": 0, "changed": 0,
        "changes": [
            {"kind": "same", "parent_number": 1, "child_number": 1, "parent_text": "Deal.", "child_text": "Deal."},
            {"kind": "added", "parent_number": None, "child_number": 2, "parent_text": None, "child_text": "Bet."},
        ],
    }


def test_resolve_makes_each_diff_only_when_a_page_reads_it(monkeypatch):
    """An incremental build renders a few pages: it must not diff every game of the catalog."""
    from dealerschoice.load.catalog import load_catalog
    from dealerschoice.resolve import diff as diff_module
    from dealerschoice.resolve import resolve

    made = []
    real = diff_module.rule_diff
    monkeypatch.setattr(diff_module, "rule_diff", lambda parent, child: made.append(child.id) or real(parent, child))
    resolved = resolve(load_catalog("catalog"))
    assert made == [] and len(resolved.diffs) > 10
    child = next(iter(resolved.diffs))
    first = resolved.diffs[child]
    assert resolved.diffs[child] is first and made == [child]  # made once, then kept
    assert first == real(resolved.lineage.record(resolved.game(child).parent.id), resolved.game(child))
    assert all(resolved.diffs.get(g.id) is None for g in resolved.games if g.parent is None)
