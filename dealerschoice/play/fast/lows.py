"""Low showdowns in a plan ("Showdown, low hand wins."): ace-to-five lows judged as the
simulator's showdown judges them (`judge.judged_low`: `cards.best_low` under the seat's low
wild rules and the game's low qualifier, `qualify`), remembered by what an ace-to-five low can see of the cards.

An ace-to-five low ignores straights and flushes, so its key, description and category, and
whether it plays a wild card, depend only on each card's rank and its kind for low hands
(natural, wild, bug): hands of the same ranks and kinds are judged once a process. Limited
wilds ("may stand for a heart") are judged by the card, so a plan refuses them
(`low_judge` returns None).

A seat's low is its best group's (the first group of the top key, as `judge.hands_of`
keeps it); the winners are every seat of the top key, and a tie that pays nobody has none,
as `mechanics.showdown` settles a single-winner pot; a seat with no qualifying low has no
low hand, and a deal where nobody has one has no low winner.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dealerschoice.cards import Hand, HandRules
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.cards.lows import best_low
from dealerschoice.play.fast.qualify import NONE, Qualify

# (low rules, qualifiers) -> {the cards' rank-and-kind counts, packed: the low Hand or None}, for the process
_LOWS: dict[tuple[HandRules, Qualify], dict[int | tuple[int, ...], Hand | None]] = {}
_LOWS_MOST = 1 << 19  # entries a memo holds before it starts again
_UNJUDGED = object()  # a memo's miss
_NIBBLE_MOST = 15  # cards a packed count holds: a hand of more is keyed by its sorted codes


def low_judge(rules: HandRules, qualify: Qualify = NONE) -> Callable[[Sequence[int]], Hand | None] | None:
    """The low Hand of card codes under `rules` (the seat's low wild rules), None where it
    does not qualify (`qualify`: a top card and "no pair" read ranks only); None for limited wilds."""
    if rules._stands_for:
        return None
    see = _seen(rules).__getitem__
    packed = low_packing(rules).__getitem__
    memo = low_memo(rules, qualify)
    get = memo.get
    limit = qualify.low_limit

    def judge(cards: Sequence[int]) -> Hand | None:
        key = sum(map(packed, cards)) if len(cards) <= _NIBBLE_MOST else tuple(sorted(map(see, cards)))
        found = get(key, _UNJUDGED)
        if found is _UNJUDGED:  # None is an answer: no low that qualifies
            if len(memo) >= _LOWS_MOST:
                memo.clear()
            made = best_low(cards, rules, qualifier=limit)  # type: ignore[arg-type]  # codes: as_cards takes them
            found = memo[key] = made if qualify.low_ok(made) else None
        return found
    return judge


def _seen(rules: HandRules) -> list[int]:
    """Per card code: its rank (2..14; a joker 15) and its low kind above it, all an
    ace-to-five low reads of a card."""
    kinds = rules.kinds(low=True)
    return [((c >> 2) + 2 if c != JOKER_CODE else 15) | kinds[c] << 4 for c in range(JOKER_CODE + 1)]


def low_packing(rules: HandRules) -> list[int]:
    """Per card code, what `low_judge` adds up to key a hand: a count in 4 bits of each rank
    and kind a card may show (`_seen`), the lowest first; so with nothing wild for low, a
    card's rank count as `keys.PACK` packs it (a sum, not a sort: no nibble overflows in a
    hand of at most _NIBBLE_MOST cards, and a bigger hand is keyed by its sorted codes)."""
    seen = _seen(rules)
    places = {v: i for i, v in enumerate(sorted(set(seen)))}
    return [1 << 4 * places[v] for v in seen]


def low_memo(rules: HandRules, qualify: Qualify = NONE) -> dict:
    """The low Hands (or None) `low_judge` remembers for these rules, under `low_packing`'s sums."""
    return _LOWS.setdefault((rules, qualify), {})


def low_winners(seat_groups, judge) -> tuple[Hand | None, list[int], list[Hand]]:
    """(the top low Hand, the winning seats numbered from 1, their Hands) of one deal;
    `seat_groups`: per seat, its card groups; (None, [], []) when no seat has a low that qualifies."""
    top: Hand | None = None
    winners: list[int] = []
    won: list[Hand] = []
    for number, groups in enumerate(seat_groups, 1):
        best: Hand | None = None
        for cards in groups:
            h = judge(cards)
            if h is not None and (best is None or h.key > best.key):
                best = h
        if best is None:
            continue
        if top is None or best.key > top.key:
            top, winners, won = best, [number], [best]
        elif best.key == top.key:
            winners.append(number)
            won.append(best)
    return top, winners, won


def count_low(counts, seat_groups, judge, tie_pays: bool) -> None:
    """Count one deal's low showdown in `counts` (`run.PlanCounts`), as `odds._tally_deal` tallies it."""
    top, winners, won = low_winners(seat_groups, judge)
    counts.deals += 1
    if top is None or (len(winners) > 1 and not tie_pays):
        return  # nobody qualifies, or a tie pays nobody: no winner, no split
    counts.lows[top.key] += 1
    counts.low_hands.setdefault(top.key, top)
    counts.split += len(winners) > 1
    counts.wild += any(h.wilds for h in won)
