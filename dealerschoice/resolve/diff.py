"""What changed from the parent: a rule-level diff of two games, ready for pages and JSON.

Rules are compared as whole sentences: the shared head and tail first, then difflib's
SequenceMatcher on what lies between. Inside a run of parent sentences replaced by child
sentences, sentences are paired as "changed" in order, choosing the pairs whose words are most
alike; the rest count as removed or added. A short middle is aligned by that pairing alone.
Sentences that differ only in spacing or a final
period (the format lets a sentence lack it) count as the same.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Literal

from dealerschoice.records import Game, GameRef, Rule

if TYPE_CHECKING:
    from dealerschoice.resolve.lineage import Lineage

Kind = Literal["same", "added", "removed", "changed"]


@dataclass(frozen=True, slots=True)
class RuleChange:
    """One step of the diff. Numbers are the rules' own numbers; None on the side that lacks it."""

    kind: Kind
    parent_number: int | None
    child_number: int | None
    parent_text: str | None
    child_text: str | None

    def as_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "parent_number": self.parent_number,
            "child_number": self.child_number,
            "parent_text": self.parent_text,
            "child_text": self.child_text,
        }

    def words(self) -> list[tuple[str, str]]:
        """Word-level detail of a "changed" rule: (kind, text) pieces, kind in same/added/removed.

        >>> RuleChange("changed", 1, 1, "Deal seven cards.", "Deal nine cards.").words()
        [('same', 'Deal'), ('removed', 'seven'), ('added', 'nine'), ('same', 'cards.')]
        """
        old = (self.parent_text or "").split()
        new = (self.child_text or "").split()
        pieces: list[tuple[str, str]] = []
        for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
            if tag == "equal":
                pieces.append(("same", " ".join(old[i1:i2])))
                continue
            if i2 > i1:
                pieces.append(("removed", " ".join(old[i1:i2])))
            if j2 > j1:
                pieces.append(("added", " ".join(new[j1:j2])))
        return pieces


@dataclass(frozen=True, slots=True)
class RuleDiff:
    parent: GameRef
    child: GameRef
    changes: tuple[RuleChange, ...]

    @property
    def added(self) -> tuple[RuleChange, ...]:
        return tuple(c for c in self.changes if c.kind == "added")

    @property
    def removed(self) -> tuple[RuleChange, ...]:
        return tuple(c for c in self.changes if c.kind == "removed")

    @property
    def changed(self) -> tuple[RuleChange, ...]:
        return tuple(c for c in self.changes if c.kind == "changed")

    @property
    def is_empty(self) -> bool:
        """True when the child's rules are the parent's (up to spacing and final periods)."""
        return all(c.kind == "same" for c in self.changes)

    def summary(self) -> str:
        """A short phrase for pages, e.g. "1 added, 2 changed" or "same rules"."""
        parts = [f"{len(group)} {name}" for name, group in
                 (("added", self.added), ("removed", self.removed), ("changed", self.changed)) if group]
        return ", ".join(parts) or "same rules"

    def as_json(self) -> dict[str, Any]:
        return {
            "parent": {"id": self.parent.id, "name": self.parent.name},
            "child": {"id": self.child.id, "name": self.child.name},
            "added": len(self.added),
            "removed": len(self.removed),
            "changed": len(self.changed),
            "changes": [c.as_json() for c in self.changes],
        }


def rule_diff(parent: Game, child: Game) -> RuleDiff:
    """The rule-level changes that turn `parent`'s rules into `child`'s.

    >>> from dealerschoice.records import Rule, Source
    >>> def game(id, *texts):
    ...     rules = tuple(Rule(n, t, n) for n, t in enumerate(texts, start=1))
    ...     return Game(id, f"G{id}", (), (), rules, None, Source("g.txt", 1))
    >>> diff = rule_diff(game(1, "Deal.", "Bet.", "Showdown, high hand wins.", "Fold."),
    ...                  game(2, "Deal", "Bet.", "Bet.", "Showdown, low hand wins.", "Pay."))
    >>> [(c.kind, c.parent_number, c.child_number) for c in diff.changes]
    [('same', 1, 1), ('same', 2, 2), ('added', None, 3), ('changed', 3, 4), ('removed', 4, None), ('added', None, 5)]
    >>> diff.summary()
    '2 added, 1 removed, 1 changed'
    """
    old, new = parent.rules, child.rules
    x, y = [_sentence_key(r.text) for r in old], [_sentence_key(r.text) for r in new]
    # A child keeps most of its parent's rules: match the shared head and tail directly and
    # leave only the middle to SequenceMatcher (most of the time on a 20,000-game catalog).
    head = 0
    while head < min(len(x), len(y)) and x[head] == y[head]:
        head += 1
    tail = 0
    while tail < min(len(x), len(y)) - head and x[-1 - tail] == y[-1 - tail]:
        tail += 1
    same = [RuleChange("same", a.number, b.number, a.text, b.text) for a, b in zip(old[:head], new[:head])]
    middle_x, middle_y = x[head:len(x) - tail], y[head:len(y) - tail]
    if len(middle_x) * len(middle_y) > SMALL_MIDDLE:
        opcodes = difflib.SequenceMatcher(None, middle_x, middle_y, autojunk=False).get_opcodes()
    else:  # a few rules: the pairing below also finds the equal ones
        opcodes = [("replace", 0, len(middle_x), 0, len(middle_y))] if middle_x or middle_y else []
    for tag, i1, i2, j1, j2 in opcodes:
        i1, i2, j1, j2 = i1 + head, i2 + head, j1 + head, j2 + head
        if tag == "equal":
            same += [RuleChange("same", a.number, b.number, a.text, b.text)
                     for a, b in zip(old[i1:i2], new[j1:j2])]
        else:
            same += _pair_up(old[i1:i2], new[j1:j2])
    same += [RuleChange("same", a.number, b.number, a.text, b.text)
             for a, b in zip(old[len(x) - tail:], new[len(y) - tail:])]
    return RuleDiff(parent.ref, child.ref, tuple(same))


class RuleDiffs(Mapping[int, RuleDiff]):
    """Every game's diff from its parent game, by the child's id, each made when first read.

    Only the pages rendered in a build read them, and an incremental build renders few, so a
    20,000-game catalog no longer diffs every game on every build (that was ~1 s).

    >>> from dealerschoice.records import Rule, Source
    >>> from dealerschoice.resolve.lineage import Lineage
    >>> here = Source("g.txt", 1)
    >>> one = Game(1, "One", (), (), (Rule(1, "Deal.", 2),), None, here)
    >>> two = Game(2, "Two", (), (), (Rule(1, "Deal.", 5), Rule(2, "Bet.", 6)), one.ref, here)
    >>> diffs = RuleDiffs((one, two), Lineage.of([one, two]))
    >>> list(diffs), diffs[2].summary(), diffs.get(1)
    ([2], '1 added', None)
    """

    def __init__(self, games: Iterable[Game], lineage: Lineage) -> None:
        self._lineage = lineage
        # the children whose parent is a game (not a stub), in catalog order
        self._games = {g.id: g for g in games if g.parent and isinstance(lineage.record(g.parent.id), Game)}
        self._made: dict[int, RuleDiff] = {}

    def __getitem__(self, id: int) -> RuleDiff:
        diff = self._made.get(id)
        if diff is None:
            child = self._games[id]
            assert child.parent is not None  # only the children of a game are kept
            parent = self._lineage.record(child.parent.id)
            assert isinstance(parent, Game)
            diff = self._made[id] = rule_diff(parent, child)
        return diff

    def __iter__(self) -> Iterator[int]:
        return iter(self._games)

    def __len__(self) -> int:
        return len(self._games)

    def __contains__(self, id: object) -> bool:
        return id in self._games


def _pair_up(old: tuple[Rule, ...], new: tuple[Rule, ...]) -> list[RuleChange]:
    """Order-keeping alignment of a run that maximises the total likeness of pairs; equal
    sentences count double, so they pair as "same" first."""
    if not old or not new:
        return ([RuleChange("removed", a.number, None, a.text, None) for a in old]
                + [RuleChange("added", None, b.number, None, b.text) for b in new])
    keys = [_sentence_key(b.text) for b in new]
    like = [[EQUAL if _sentence_key(a.text) == key else _likeness(a.text, b.text)
             for b, key in zip(new, keys)] for a in old]
    # best[i][j]: best total for old[i:], new[j:]
    best = [[0.0] * (len(new) + 1) for _ in range(len(old) + 1)]
    for i in range(len(old) - 1, -1, -1):
        for j in range(len(new) - 1, -1, -1):
            pair = like[i][j] + best[i + 1][j + 1] if like[i][j] >= PAIR_AT_LEAST else -1.0
            best[i][j] = max(pair, best[i + 1][j], best[i][j + 1])
    changes: list[RuleChange] = []
    i = j = 0
    while i < len(old) or j < len(new):
        if i < len(old) and j < len(new) and like[i][j] >= PAIR_AT_LEAST \
                and best[i][j] == like[i][j] + best[i + 1][j + 1]:
            kind: Kind = "same" if like[i][j] == EQUAL else "changed"
            changes.append(RuleChange(kind, old[i].number, new[j].number, old[i].text, new[j].text))
            i, j = i + 1, j + 1
        elif i < len(old) and (j == len(new) or best[i][j] == best[i + 1][j]):
            changes.append(RuleChange("removed", old[i].number, None, old[i].text, None))
            i += 1
        else:
            changes.append(RuleChange("added", None, new[j].number, None, new[j].text))
            j += 1
    return changes


PAIR_AT_LEAST = 0.6  # likeness below which two sentences are a removal plus an addition
EQUAL = 2.0  # the likeness given to equal sentences: always worth more than any change
SMALL_MIDDLE = 36  # rules left x rules left at or below which pairing alone aligns the middle


@lru_cache(maxsize=1 << 16)  # the same pairs of sentences meet again and again
def _likeness(a: str, b: str) -> float:
    """Share of the shorter sentence's words found, in order, in the other one.

    Measured on the shorter side so that a rule grown by a clause ("Showdown, low hand wins."
    -> "Showdown, low hand splits the pot with ...") still reads as the same rule changed.
    """
    x, y = _words(a), _words(b)
    if not x or not y:
        return 0.0
    found = sum(block.size for block in difflib.SequenceMatcher(None, x, y, autojunk=False).get_matching_blocks())
    return found / min(len(x), len(y))


@lru_cache(maxsize=1 << 16)  # sentences repeat word for word across a catalog
def _sentence_key(text: str) -> str:
    return _SPACES.sub(" ", text).strip().rstrip(".").rstrip()


@lru_cache(maxsize=1 << 16)
def _words(text: str) -> tuple[str, ...]:
    return tuple(_WORD.findall(text.casefold()))


_SPACES = re.compile(r"\s+")
_WORD = re.compile(r"\w+")
