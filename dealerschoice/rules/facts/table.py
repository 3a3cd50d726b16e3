"""The table cards a player counts: the common cards one hand may use (`cards`) and the
table cards a player sees (`max_seen`).

Table cards are dealt as `Deal(to="table")`; a `BoardLayout` read with a deal lays those
cards out in rows, columns, sets... (a joker put on the board is one of them). The rules
call the cards every hand shares "common" cards; "table cards", and cards dealt "to the
table" with no word, are the table's own, no one's hand (`Deal.table`): the rule giving
them their job (a wild rank, a split card, a fold trigger, a hand to beat) is elsewhere in
the game, and the common cards beside them stay every hand's, even when a rule also makes
one name the wild rank; only a rule saying the hands use table cards makes them a hand's. A `BoardUse`
that limits a hand to some lines of the layout ("only one horizontal or vertical row")
limits the common cards available to it to the best such lines, and a `BoardPick` of whole
groups ("one of the two flops, one of the two turns, and the river") to those groups'
cards; a limit on how many common cards a hand uses ("any three", "one card from any two
sets") does not, as in Omaha, where all five common cards are available to make the hand
of two hole cards and three common cards. Common cards taken off the table before the
showdown are seen but not used. Table cards that form the table's own hand (a hand the
players must beat), that players buy or pick into their own hands, or that play another
role (the wild rank, the split card, a fold trigger, the ranks the players throw away) are
not cards of a player's hand; the table's own hand is not counted as seen either.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TypeGuard

from dealerschoice.rules.steps import Deal, Flip, Forced, RuleStep, Showdown, SplitCard, Use, Wild
from dealerschoice.rules.steps.board import BoardLayout
from dealerschoice.rules.steps.board_hands import HandBoards
from dealerschoice.rules.steps.board_limits import BoardAnyLine, BoardPick, BoardUse, OwnUse, UseOptions
from dealerschoice.rules.steps.dealing import BuyTableCard, PickTableCard
from dealerschoice.rules.steps.draw import DiscardMatching, TableDiscard
from dealerschoice.rules.steps.showdown import BeatTable
from dealerschoice.rules.steps.table_rules import CommonsByDiscards
from dealerschoice.rules.steps.vocab import TableCards, Target


@dataclass(frozen=True, slots=True)
class Table:
    usable: int  # common cards one hand can use
    seen: int    # table cards a player sees
    apart: bool = False  # the table cards that play a role (name the wild rank...) are no hand's


def _board(steps: list[RuleStep]) -> tuple[dict[str, int], int]:
    """The laid-out common cards (position or set line -> cards there) and the count of the
    other table cards. Sets dealt in several deals ("two sets of three", then "two sets of
    one") add up set by set: the first set of each deal belongs to the first set."""
    positions: dict[str, int] = {}
    free = 0
    skip = -1
    used = _hands_use_table(steps)
    for at, step in enumerate(steps):
        if not _common_deal(step, used) or at == skip:
            continue
        layout = next((s.layout for s in steps[at + 1:at + 3] if isinstance(s, BoardLayout)), None)
        more = _more_table(steps, at, used)
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
            positions.update({p: 1 for p in layout.positions})  # a joker put on the board is a common card too
    return positions, free


def _common_deal(step: RuleStep | None, used: bool = False) -> TypeGuard[Deal]:
    """A deal of common cards: to the table, and not called the table's own ("table cards",
    cards dealt "to the table"), which the database never counts as a hand's cards: another
    rule gives them their job (the wild rank, the split card, a hand to beat, cards to bid
    on), unless that rule says the hands use table cards (`used`: "two hole cards and three
    table cards")."""
    return isinstance(step, Deal) and step.to == Target.TABLE and (used or step.table != TableCards.TABLE)


def _hands_use_table(steps: list[RuleStep]) -> bool:
    return any(isinstance(s, Use) and s.table for s in steps)


def _more_table(steps: list[RuleStep], at: int, used: bool) -> int:
    """Table cards of a second deal read with the same layout ("...and deal a ninth down in
    the middle")."""
    nxt = steps[at + 1] if at + 1 < len(steps) else None
    return nxt.count if _common_deal(nxt, used) else 0


def _layouts(steps: list[RuleStep]):
    return [s.layout for s in steps if isinstance(s, BoardLayout)]


def _all_lines(steps: list[RuleStep]):
    return [line for layout in _layouts(steps) for line in layout.lines]


def _line_limit(steps: list[RuleStep], positions: dict[str, int]) -> int | None:
    """The most laid-out common cards one hand may use under the board's line limits (None:
    no line limit). How many of the line's cards it uses ("three commons from one row") is no
    limit: the line's cards are all available, as Death Wheel's limit to any three is."""
    best = None
    lines = [line for layout in _layouts(steps) for line in layout.lines]
    for use in (s for s in steps if isinstance(s, BoardUse)):
        found = _in_lines(use, lines, positions)
        if found is not None:
            best = found if best is None else min(best, found)
    for rule in (s for s in steps if isinstance(s, UseOptions)):
        # a choice of final hands ("your five down cards, or three of them and one row of
        # commons"): the most commons any of them uses; one of own cards only uses none
        counts = [_option_commons(option, lines, positions) for option in rule.options]
        known = [count for count in counts if count is not None]
        if counts and len(known) == len(counts):
            best = max(known) if best is None else min(best, max(known))
    return best


def _option_commons(option, lines, positions: dict[str, int]) -> int | None:
    """The common cards one of a `UseOptions`' final hands may use: none when it names own
    cards only, the best line's under a line limit, None (all of them) otherwise."""
    uses = [s for s in option if isinstance(s, BoardUse)]
    if not uses:
        return 0 if all(isinstance(s, OwnUse) for s in option) else None
    found = [_in_lines(use, lines, positions) for use in uses]
    known = [count for count in found if count is not None]
    return min(known) if len(known) == len(found) else None


def _in_lines(use, lines, positions: dict[str, int]) -> int | None:
    """The most common cards a `BoardUse` line limit leaves a hand (None: it limits no line)."""
    kinds = set(use.lines)
    if not kinds:
        return None
    if "set" in kinds and not any(line.kind == "set" for line in lines):
        kinds.add("row")  # the sets of a board laid out in rows are its rows
    mine = list({line.positions: line for line in lines if line.kind in kinds}.values())
    if use.per_line is not None:
        return use.per_line * len({line.positions for line in mine})
    return max((sum(positions.get(p, 0) for p in set().union(*(set(l.positions) for l in group)))
                for group in combinations(mine, min(use.count, len(mine)))), default=0)


def table_cards(steps: list[RuleStep]) -> Table:
    positions, free = _board(steps)
    total = sum(positions.values()) + free
    # the rules that give table cards a job give it to the table's own cards when the game
    # has any (the common cards beside them stay every hand's), else to the common cards
    own = not _hands_use_table(steps) and any(isinstance(s, Deal) and s.table == TableCards.TABLE for s in steps)
    if own:
        other_role = False
    elif any(isinstance(s, BeatTable) and s.against == "table-hand" for s in steps):
        return Table(0, 0)  # the table cards are the hand to beat, not cards of a player's hand
    elif any(isinstance(s, (BuyTableCard, PickTableCard)) for s in steps):
        return Table(0, 0)  # the table cards are for players to take into their hands, counted there
    else:
        other_role = not any(isinstance(s, Use) or isinstance(s, BoardUse) for s in steps) and any(
            (isinstance(s, Flip) and s.table_counts) or isinstance(s, SplitCard)
            or (isinstance(s, Wild) and s.table_card is not None)
            or (isinstance(s, Forced) and s.trigger.table_rank is not None)
            or isinstance(s, DiscardMatching)  # the table cards say which cards the players throw away
            for s in steps
        )
    if other_role:
        # cards called common beside cards dealt to the table with no word (Pyramid's rows
        # of table cards and its three commons): the unnamed ones play the role
        named = sum(s.count for s in steps if isinstance(s, Deal) and s.to == Target.TABLE
                    and s.table == TableCards.COMMON)
        unnamed = any(isinstance(s, Deal) and s.to == Target.TABLE and s.table is None for s in steps)
        return Table(max(0, named - _taken_away(steps)), named, apart=True) if named and unnamed else Table(0, 0)
    limit = _line_limit(steps, positions)
    # a hand kept to lines of the board uses those lines only: no common card outside them,
    # unless a rule puts it in every line ("the last common counts as being in any row")
    in_every_line = free if any(isinstance(s, BoardAnyLine) for s in steps) else 0
    if any(isinstance(s, HandBoards) for s in steps):
        # each hand goes with one set of the layout ("which hand goes with which flop"); the
        # commons dealt apart from it are every hand's
        sets = [sum(positions.get(p, 0) for p in line.positions) for line in _all_lines(steps) if line.kind == "set"]
        limit, in_every_line = (max(sets), free) if sets else (limit, in_every_line)
    usable = total if limit is None else min(limit, sum(positions.values())) + in_every_line
    picked = _picked(steps)
    usable = usable if picked is None else min(usable, picked)
    usable = _for_discards(steps, usable)
    # a hand that goes with one set of commons sees that set and the commons beside it, as the
    # database counts one hand of separate hands (Double Board Super Crazy Pineapple: 10)
    seen = usable if any(isinstance(s, HandBoards) for s in steps) else total
    return Table(max(0, usable - _taken_away(steps)), seen)


def _for_discards(steps: list[RuleStep], usable: int) -> int:
    """Commons a hand may use only for the cards its player discarded ("if a player discarded
    one card, they can use the first common"): each takes a discarded card's place, so the
    hand, counted at its size before an optional discard, grows by the commons beyond the
    cards discarded."""
    rule = next((s for s in steps if isinstance(s, CommonsByDiscards)), None)
    if rule is None:
        return usable
    return min(usable, max(rule.otherwise, *(commons - discarded for discarded, commons in rule.uses)))


# Cards in a group of common cards a hand picks whole, when the word says how many.
_GROUP_CARDS = {"flop": 3, "turn": 1, "river": 1, "pair": 2, "card": 1}


def _picked(steps: list[RuleStep]) -> int | None:
    """The common cards a hand's picks of whole groups make ("one of the two flops, one of
    the two turns, and the river": five), as a line limit does; None when a pick takes some
    cards of a group ("one card from any two sets"), which, like "any three", leaves every
    common card available, or names a group of no known size."""
    found = None
    for pick_rule in (s for s in steps if isinstance(s, BoardPick)):
        one = _one_line(pick_rule.picks, steps)
        if one is not None:
            found = one if found is None else min(found, one)
            continue
        cards = 0
        for pick in pick_rule.picks:
            size = pick.size if pick.size is not None else _GROUP_CARDS.get(str(pick.group))
            if pick.cards is not None or size is None:
                return None
            cards += pick.take * size
        found = cards if found is None else min(found, cards)
    return found


def _one_line(picks, steps: list[RuleStep]) -> int | None:
    """The cards of the largest line a hand's picks all come from ("the middle common of one
    row, and one end card from that same row"): the line's cards are available, as under a
    line limit; None when the picks do not keep to one line of the layout."""
    if len(picks) < 2 or picks[0].take != 1 or not all(p.same and p.group == picks[0].group for p in picks[1:]):
        return None
    lines = _all_lines(steps)
    kind = str(picks[0].group)
    if kind == "row" and not any(line.kind == "row" for line in lines):
        kind = "set"  # the sets of a board are its rows
    sizes = [len(line.positions) for line in lines if line.kind == kind]
    return max(sizes) if sizes else None


def _taken_away(steps: list[RuleStep]) -> int:
    """Common cards discarded from the table before the (last) showdown: seen, but no longer
    there for a hand to use."""
    shown = [at for at, s in enumerate(steps) if type(s) is Showdown]
    end = shown[-1] if shown else len(steps)
    return sum(s.count for s in steps[:end] if isinstance(s, TableDiscard))
