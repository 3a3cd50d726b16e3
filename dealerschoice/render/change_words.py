"""What a game changes from its parent, in words (issue 19, item 7): each child in a family's
tree says it, e.g. "Anorexia: 5 down, not 7 down".

The words come from the two games' summaries (`rules.summary`: kind, deal, who wins, wild
cards, players), a part compared only where both games' summaries give it; where the
summaries show no difference, from the rule diff ("1 rule added, 2 changed").
"""

from __future__ import annotations

from collections.abc import Mapping

from dealerschoice.records.summary import PARTS, Summary

__all__ = ["EDGE_MOST", "PARTS", "ChangeWords", "edge_words", "what_changed"]

EDGE_MOST = 30  # characters of a diagram edge's label: two short lines that read on a phone


def what_changed(parent: Summary | None, child: Summary | None, diff=None) -> str:
    """The child's differences from its parent (their summaries, `records.summary`); "" when
    there is nothing to say.

    >>> from dataclasses import replace
    >>> seven = Summary("7-card stud", "2 down, 4 up, 1 down", "high", None, "2–7 players")
    >>> what_changed(seven, replace(seven, showdown="high-low declare", wilds="threes wild"))
    'high-low declare, not high; threes wild'
    >>> what_changed(replace(seven, wilds="nines wild"), seven)
    'no wild cards'
    >>> what_changed(seven, replace(seven, deal=None, complete=False))  # the child's deal was not read
    ''
    """
    if parent is None or child is None:
        return _diff_words(diff)
    said = []
    for part in PARTS:
        old, new = parent.part(part), child.part(part)
        if old == new:
            continue
        if part == "wilds":
            if new and old:
                said.append(f"{new}, not {old}")
            elif new:
                said.append(new)
            elif child.complete:  # a child read in full that makes nothing wild
                said.append("no wild cards")
        elif new and old:
            said.append(f"{new}, not {old}")
    return "; ".join(said) or _diff_words(diff)


class ChangeWords:
    """`what_changed` for each parent -> child pair of a build, said once: the same pair's words
    are on the parent's page, the child's, its siblings', their diagrams and the family's list.
    A child has one parent, so a build keeps at most one entry per game.

    >>> words = ChangeWords({1: Summary(showdown="high"), 2: Summary(showdown="low")}, {})
    >>> words(1, 2), words(1, 3), len(words.said)
    ('low, not high', '', 2)
    """

    def __init__(self, summaries: Mapping[int, Summary], diffs: Mapping):
        self.summaries = summaries  # game id -> `records.summary.Summary`
        self.diffs = diffs  # child id -> `resolve.diff.RuleDiff`
        self.said: dict[tuple[int, int], str] = {}

    def __call__(self, parent: int, child: int) -> str:
        pair = (parent, child)
        words = self.said.get(pair)
        if words is None:
            words = self.said[pair] = what_changed(self.summaries.get(parent), self.summaries.get(child),
                                                   self.diffs.get(child))
        return words


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


def edge_words(words: str, most: int = EDGE_MOST) -> str:
    """`what_changed` words cut for a diagram edge's label: each part's new value only (the
    "not ..." is the parent's, drawn at the edge's other end), whole parts up to `most`
    characters, "…" when a part is left out; the full words go in the edge's title.

    >>> edge_words("high-low declare, not high; threes wild")
    'high-low declare; threes wild'
    >>> edge_words("5-card stud, not 7-card stud; 1 down, 4 up, not 2 down, 4 up, 1 down")
    '5-card stud; 1 down, 4 up'
    >>> edge_words("a rather long change of the deal, not the old one")
    'a rather long change of the …'
    >>> edge_words("1 rule added, 2 removed, 1 changed")
    '1 rule added, 2 removed …'
    >>> edge_words("")
    ''
    """
    parts = [part.split(", not ")[0] for part in words.split("; ") if part]
    said = ""
    for part in parts:
        joined = f"{said}; {part}" if said else part
        if len(joined) > most:
            break
        said = joined
    if said == "; ".join(parts):
        return said
    if not said:  # the first part alone is too long: cut it after a comma, else at a word
        head = parts[0][:most - 1]
        said = (head.rsplit(",", 1)[0] if "," in head else head.rsplit(" ", 1)[0]).strip() or head
    return f"{said} …"
