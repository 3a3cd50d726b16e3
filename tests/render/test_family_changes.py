"""Issue 19, item 7: in a family's list (the tree on a phone) each game says what it changes
from its parent, in words from the two summaries, else from the rule diff."""

from __future__ import annotations

import re
from dataclasses import replace

from dealerschoice.records.summary import Summary
from dealerschoice.render.change_words import what_changed

STUD = Summary("7-card stud", "2 down, 4 up, 1 down", "high", None, "2–7 players")


class Diff:
    def __init__(self, added=0, removed=0, changed=0):
        self.added, self.removed, self.changed = (None,) * added, (None,) * removed, (None,) * changed


def test_summary_parts_that_differ_are_said_in_order():
    child = replace(STUD, kind="5-card stud", deal="1 down, 4 up", players="2–10 players")
    assert what_changed(STUD, child) == ("5-card stud, not 7-card stud; 1 down, 4 up, not 2 down, 4 up, 1 down; "
                                         "2–10 players, not 2–7 players")


def test_wild_cards_gained_changed_and_lost():
    assert what_changed(STUD, replace(STUD, wilds="threes wild")) == "threes wild"
    assert what_changed(replace(STUD, wilds="nines wild"), replace(STUD, wilds="threes wild")) == \
        "threes wild, not nines wild"
    assert what_changed(replace(STUD, wilds="nines wild"), STUD) == "no wild cards"
    # a child whose rules were not all read may make cards wild in a rule nobody read
    assert what_changed(replace(STUD, wilds="nines wild"), replace(STUD, complete=False)) == ""


def test_without_a_difference_in_the_summaries_the_rule_diff_is_counted():
    assert what_changed(STUD, STUD, Diff(added=1)) == "1 rule added"
    assert what_changed(STUD, replace(STUD), Diff(added=2, removed=1, changed=3)) == "2 rules added, 1 removed, 3 changed"
    assert what_changed(None, STUD, Diff(changed=1)) == "1 rule changed"
    assert what_changed(STUD, STUD, Diff()) == "the same rules"
    assert what_changed(STUD, STUD) == ""


def test_the_family_list_says_what_each_game_changes(site):
    page = (site / "families" / "root-game" / "index.html").read_text(encoding="utf-8")
    said = dict(re.findall(r'>([^<>]+)</a><span class="also tree-change">Changes: ([^<]+)</span>', page))
    assert said["Anaconda III"] == "high, not high-low declare"
    assert said["Anaconda 33"] == "1 rule added"
    assert "Anaconda" not in said  # the family's first game has no parent in the list
