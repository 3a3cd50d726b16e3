"""The table cards a player counts: the common cards one hand may use (`cards`) and the
table cards a player sees (`max_seen`).

Table cards are dealt as `Deal(to="table")`; a `BoardLayout` read with a deal lays those
cards out in rows, columns, sets... A `BoardUse` that limits a hand to some lines of the
layout ("only one horizontal or vertical row") limits the common cards available to it to
the best such lines; a limit on how many common cards a hand uses ("any three") does not,
as in Omaha, where all five common cards are available to make the hand of two hole cards
and three common cards. Table cards that form the table's own hand (a hand the players must
beat), that players buy or pick into their own hands, or that play another role (the wild rank, the split card, a fold trigger) are not
cards of a player's hand; the table's own hand is not counted as seen either.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from dealerschoice.rules.steps import Deal, Flip, Forced, RuleStep, SplitCard, Use, Wild


@dataclass(frozen=True, slots=True)
class Table:
    usable: int  # common cards one hand can use
    seen: int    # table cards a player sees


def _board(steps: list[RuleStep]) -> tuple[dict[str, int], int]:
    """The laid-out common cards (position or set line -> cards there) and the count of the
    other table cards. Sets dealt in several deals ("two sets of three", then "two sets of
    one") add up set by set: the first set of each deal belongs to the first set."""
    positions: dict[str, int] = {}
    free = 0
    skip = -1
    for at, step in enumerate(steps):
        if not (isinstance(step, Deal) and step.to == "table") or at == skip:
            continue
        layout = next((s.layout for s in steps[at + 1:at + 3] if s.kind == "board-layout"), None)
        more = _more_table(steps, at)
        if layout is None or layout.size not in (step.count, step.count + more):
            free += step.count
            continue
        if layout.size != step.count:
            skip = at + 1
        if layout.shape == "sets":  # the same set names from deal to deal, so they stack up
            for line in layout.lines:
                for p in line.positions:
                    positions[p] = positions.get(p, 0) + 1
        else:
            positions.update({p: 1 for p in layout.positions if p != layout.joker})
    return positions, free


def _more_table(steps: list[RuleStep], at: int) -> int:
    """Table cards of a second deal read with the same layout ("...and deal a ninth down in
    the middle")."""
    nxt = steps[at + 1] if at + 1 < len(steps) else None
    return nxt.count if isinstance(nxt, Deal) and nxt.to == "table" else 0


def _layouts(steps: list[RuleStep]):
    return [s.layout for s in steps if s.kind == "board-layout"]


def _line_limit(steps: list[RuleStep], positions: dict[str, int]) -> int | None:
    """The most laid-out common cards one hand may use under the board's line limits (None:
    no line limit)."""
    best = None
    lines = [line for layout in _layouts(steps) for line in layout.lines]
    for use in (s for s in steps if s.kind == "board-use"):
        kinds = set(use.lines)
        if not kinds:
            continue
        if "set" in kinds and not any(line.kind == "set" for line in lines):
            kinds.add("row")  # the sets of a board laid out in rows are its rows
        mine = list({line.positions: line for line in lines if line.kind in kinds}.values())
        if use.per_line is not None:
            found = use.per_line * len({line.positions for line in mine})
        else:
            found = max((sum(positions.get(p, 0) for p in set().union(*(set(l.positions) for l in group)))
                         for group in combinations(mine, min(use.count, len(mine)))), default=0)
        if use.table is not None:
            found = min(found, use.table)
        best = found if best is None else min(best, found)
    return best


def table_cards(steps: list[RuleStep]) -> Table:
    positions, free = _board(steps)
    total = sum(positions.values()) + free
    if any(s.kind == "beat-table" and s.against == "table-hand" for s in steps):
        return Table(0, 0)  # the table cards are the hand to beat, not cards of a player's hand
    if any(s.kind in ("buy-table-card", "pick-table-card") for s in steps):
        return Table(0, 0)  # the table cards are for players to take into their hands, counted there
    other_role = not any(isinstance(s, Use) or s.kind == "board-use" for s in steps) and any(
        (isinstance(s, Flip) and s.table_counts) or isinstance(s, SplitCard)
        or (isinstance(s, Wild) and s.table_card is not None)
        or (isinstance(s, Forced) and s.trigger.table_rank is not None)
        for s in steps
    )
    if other_role:
        return Table(0, 0)
    limit = _line_limit(steps, positions)
    usable = total if limit is None else free + min(limit, sum(positions.values()))
    return Table(usable, total)
