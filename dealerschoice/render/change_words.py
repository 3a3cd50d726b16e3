"""What a game changes from its parent, in words (issue 19, item 7): each child in a family's
tree says it, e.g. "Anorexia: 5 down, not 7 down".

The words come from the two games' summaries (`rules.summary`: kind, deal, who wins, wild
cards, players), a part compared only where both games' summaries give it; where the
summaries show no difference, from the rule diff ("1 rule added, 2 changed").
"""

from __future__ import annotations

from collections.abc import Mapping

# The summary parts compared, in the order they are said.
PARTS = ("kind", "deal", "showdown", "wilds", "players")


def what_changed(parent: Mapping | None, child: Mapping | None, diff=None) -> str:
    """The child's differences from its parent; "" when there is nothing to say.

    >>> seven = {"kind": "7-card stud", "deal": "2 down, 4 up, 1 down", "showdown": "high", "wilds": None,
    ...          "players": "2–7 players", "complete": True}
    >>> what_changed(seven, {**seven, "showdown": "high-low declare", "wilds": "threes wild"})
    'high-low declare, not high; threes wild'
    >>> what_changed({**seven, "wilds": "nines wild"}, seven)
    'no wild cards'
    >>> what_changed(seven, {**seven, "deal": None, "complete": False})  # the child's deal was not read
    ''
    """
    if not parent or not child:
        return _diff_words(diff)
    said = []
    for part in PARTS:
        old, new = parent.get(part), child.get(part)
        if old == new:
            continue
        if part == "wilds":
            if new and old:
                said.append(f"{new}, not {old}")
            elif new:
                said.append(new)
            elif child.get("complete", True):  # a child read in full that makes nothing wild
                said.append("no wild cards")
        elif new and old:
            said.append(f"{new}, not {old}")
    return "; ".join(said) or _diff_words(diff)


def _diff_words(diff) -> str:
    """A rule diff (`resolve.diff.RuleDiff`) as counts of rules, or "".

    >>> class Diff:
    ...     added, removed, changed = (1,), (), (2, 3)
    >>> _diff_words(Diff()), _diff_words(None)
    ('1 rule added, 2 changed', '')
    """
    if diff is None:
        return ""
    counts = [(len(diff.added), "added"), (len(diff.removed), "removed"), (len(diff.changed), "changed")]
    parts = [f"{count} {word}" for count, word in counts if count]
    if not parts:
        return "the same rules"
    first = next(count for count, _ in counts if count)
    parts[0] = parts[0].replace(" ", " rule " if first == 1 else " rules ", 1)
    return ", ".join(parts)
