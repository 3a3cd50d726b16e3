"""Declared high-low splits in a draw plan ("Declare high/low simultaneously." then "Showdown,
highest declared high hand and lowest declared low hand split the pot."): each seat's
declaration made by the simulator players' own decision, and the pot settled as the
simulator settles it.

- The declaration: `policies.declare_high_low` on the seat's cards and the table cards that
  count in hands (`mechanics.declare`), with the side the seat has played for
  (`moves.goal`: decided at its first choice, "high" when it never chose), remembered by
  what it reads of the cards (`declarer`).
- The settlement: `highlow.settle_high_low(declared=True)`, on scores: a seat competes only
  for the side(s) it declared; a "both" declarer who beats every other high and low declarer
  outright takes the whole pot, one who does not wins nothing; a side nobody declared leaves
  the pot to the other; neither: the best high hand of all. Counted as `odds._tally_deal`
  counts the simulator's showdown record.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from dealerschoice.cards import Card, Hand, HandRules
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play import policies
from dealerschoice.play.fast.choosing import SCORED_MOST
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, uses_wild
from dealerschoice.play.players import declaring

HIGH, LOW, BOTH = "high", "low", "both"
# (rules, low rules, choices) -> {(high category, low top, aim): side}; low rules -> {ranks and kinds: low top}
_DECLARED: dict[tuple, dict] = {}
_LOW_TOPS: dict[HandRules, dict[tuple[int, ...], int]] = {}


@dataclass(frozen=True, slots=True)
class DeclaredOutcome(DealOutcome):
    """One deal of a declared split: `DealOutcome`'s winners, and what each seat declared."""

    declares: tuple[str, ...] = ()


def declarer(rules: HandRules, low_rules: HandRules, choices: tuple[str, ...], score):
    """A seat's declaration as a function of its cards (with the table cards that count) and
    the side it played for: the simulator players' (`policies.declare_high_low`).

    That decision reads the cards' high category and the top card of their best unpaired low
    only (`declaring.declare`), so it is remembered under those two and the side, found with
    the plan's scorer (`score`, `run.scorer`) and a low top remembered by ranks and kinds (an
    ace-to-five low sees nothing else of a card)."""
    memo = _DECLARED.setdefault((rules, low_rules, choices), {})
    see = _low_seen(low_rules).__getitem__
    tops = _LOW_TOPS.setdefault(low_rules, {})

    def declare(cards: list[int], aim: str, high: int | None = None, top: int | None = None) -> str:
        """`high`, `top`: the cards' high score and low top where the caller has them (the
        showdown judges the cards too: `low_viewer`)."""
        if len(cards) > SCORED_MOST:  # more than the scorer counts: the players' function itself
            return str(policies.declare_high_low(cast(list[Card], cards), rules, low_rules, choices, aim))
        if top is None:
            low_seen = tuple(sorted(map(see, cards)))
            top = tops.get(low_seen)
            if top is None:
                top = tops[low_seen] = declaring.low_top(cast(list[Card], cards), low_rules)  # codes do
        key = ((score(cards) if high is None else high) >> 20, top, aim)
        side = memo.get(key)
        if side is None:
            chosen = policies.declare_high_low(cast(list[Card], cards), rules, low_rules, choices, aim)
            side = memo[key] = str(chosen)
        return side
    return declare


def _low_seen(low_rules: HandRules) -> list[int]:
    """Per card code: its rank (2..14; a joker 15) and its low kind above it, all an
    ace-to-five low reads of a card (as `lows.low_judge` reads it)."""
    kinds = low_rules.kinds(low=True)
    return [((c >> 2) + 2 if c != JOKER_CODE else 15) | kinds[c] << 4 for c in range(JOKER_CODE + 1)]


def low_viewer(low_rules: HandRules, judge):
    """A seat's (low Hand or None, low top) as a function of its cards: what the showdown
    (`judge`) and the declaration (`declaring.low_top`) read of a low, remembered together
    under the cards' ranks and kinds."""
    see = _low_seen(low_rules).__getitem__
    tops = _LOW_TOPS.setdefault(low_rules, {})
    memo: dict[tuple[int, ...], tuple[Hand | None, int]] = {}
    get = memo.get

    def view(cards: list[int]) -> tuple[Hand | None, int]:
        key = tuple(sorted(map(see, cards)))
        found = get(key)
        if found is None:
            top = tops.get(key)
            if top is None:
                top = tops[key] = declaring.low_top(cast(list[Card], cards), low_rules)  # codes do
            if len(memo) >= _VIEWS_MOST:
                memo.clear()
            found = memo[key] = (judge(cards), top)
        return found
    return view


_VIEWS_MOST = 1 << 18  # a stage's low views kept before it starts again


def seat_low(groups, judge) -> Hand | None:
    """A seat's best low Hand over its groups (the first of the top key), None with none."""
    best: Hand | None = None
    for cards in groups:
        h = judge(cards)
        if h is not None and (best is None or h.key > best.key):
            best = h
    return best


def declared_deal(counts: PlanCounts, seat_groups, sides: list[str], score, judge, qualify, rules: HandRules,
                  plain: bool) -> DeclaredOutcome:
    """One declared deal, settled (`highlow.settle_high_low`) and counted in `counts`.
    `seat_groups`: per seat its card groups; `sides`: per seat its declaration."""
    highs: list[int | None] = []  # per seat: its best high score, None short of a qualifier
    bests = []                    # per seat: its first group of that score (the one the judge keeps)
    for groups in seat_groups:
        scores = [score(g) for g in groups]
        top = max(scores)
        bests.append(groups[scores.index(top)])
        highs.append(top if qualify.high_ok(top) else None)
    lows = [seat_low(groups, judge) for groups in seat_groups]
    return declared_of(counts, highs, lows, bests, sides, rules, plain)


def declared_of(counts: PlanCounts, highs: list[int | None], lows: list[Hand | None], bests, sides: list[str],
                rules: HandRules, plain: bool) -> DeclaredOutcome:
    """`declared_deal` from each seat's best high score (None short of a qualifier), best low
    Hand and first group of that score (`bests`: read only where something may be wild)."""
    high, low, top, low_hand = _counted(counts, highs, lows, bests, sides, rules, plain)
    seats_high = tuple(n + 1 for n in high)
    seats_low = tuple(n + 1 for n in low)
    return DeclaredOutcome(seats_high or seats_low, top, low=low_hand, low_winners=seats_low, declares=tuple(sides))


def count_declared(counts: PlanCounts, held: list[list[int]], scores: list[int], lows: list[Hand | None],
                   sides: list[str], qualify, rules: HandRules, plain: bool) -> None:
    """`declared_deal` counted only, where each seat's one group is all its cards (`held`),
    whose high scores and low Hands the caller has (the declaration read them too)."""
    high_ok = qualify.high_ok
    highs: list[int | None] = [s if high_ok(s) else None for s in scores] if qualify.high_needs else list(scores)
    _counted(counts, highs, lows, held, sides, rules, plain)


def _counted(counts: PlanCounts, highs: list[int | None], lows: list[Hand | None], bests, sides: list[str],
             rules: HandRules, plain: bool):
    """Settle a declared deal and count it: (high winners, low winners, the high score, the low Hand)."""
    high, low = _settled(highs, lows, sides)
    top = highs[high[0]] if high else None
    low_hand = lows[low[0]] if low else None
    counts.deals += 1
    if top is not None:
        counts.wins[top] += 1
    if low_hand is not None:
        counts.lows[low_hand.key] += 1
        counts.low_hands.setdefault(low_hand.key, low_hand)
    counts.both_sides += bool(high) and bool(low)
    counts.split += len(set(high) | set(low)) > 1
    counts.wild += any(lows[n].wilds for n in low) or (  # type: ignore[union-attr]  # low winners have a low
        not plain and top is not None and any(uses_wild(rules, bests[n], top) for n in high))
    return high, low, top, low_hand


def _settled(highs: list[int | None], lows: list[Hand | None], sides: list[str]) -> tuple[list[int], list[int]]:
    """(high winners, low winners), seats numbered from 0, as `settle_high_low(declared=True)`."""
    high_side = [n for n, s in enumerate(sides) if s in (HIGH, BOTH)]
    low_side = [n for n, s in enumerate(sides) if s in (LOW, BOTH)]
    failed = []
    for n, side in enumerate(sides):  # contenders in seat order, as the showdown lists them
        if side != BOTH:
            continue
        mine, my_low = highs[n], lows[n]
        beats_high = mine is not None and all(mine > h for o in high_side if o != n and (h := highs[o]) is not None)
        beats_low = my_low is not None and all(my_low.key > lo.key for o in low_side
                                               if o != n and (lo := lows[o]) is not None)
        if beats_high and beats_low:
            return [n], [n]
        failed.append(n)
    high = _best_high(highs, [n for n in high_side if n not in failed])
    low = _best_low(lows, [n for n in low_side if n not in failed])
    if not high and not low:
        high = _best_high(highs, range(len(highs)))
    return high, low


def _best_high(highs: list[int | None], seats) -> list[int]:
    scored = [(n, s) for n in seats if (s := highs[n]) is not None]
    if not scored:
        return []
    top = max(s for _, s in scored)
    return [n for n, s in scored if s == top]


def _best_low(lows: list[Hand | None], seats) -> list[int]:
    held = [(n, h.key) for n in seats if (h := lows[n]) is not None]
    if not held:
        return []
    top = max(k for _, k in held)
    return [n for n, k in held if k == top]
