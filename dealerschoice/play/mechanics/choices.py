"""How many cards a player may and does give up: the bounds a draw's rule sets, and the choice.

A discard's step records its bounds (`Discard.low/high/choices/most/most_if/most_for`): "up to
three" allows 0..3, "one or three" only 1 or 3, "up to three, four if they show an ace" allows
four to a player who shows an ace (and keeps it), "four for the dealer" to one seat. This
module turns the bounds into the counts a seat may choose among (`allowed`) and decides the
count (`chosen`); the cards themselves are picked by `policies.worst`, as for every discard.
Within the bounds the player keeps what is worth most to draw to (issue 18): a made hand
stands pat, a pair draws three, a four-card flush one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealerschoice.cards import Card
from dealerschoice.cards.modes import Mode
from dealerschoice.play import policies
from dealerschoice.play.mechanics import own_rankings, ranking_play
from dealerschoice.play.players import keeping
from dealerschoice.play.players import ranked as own_ranking

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat
    from dealerschoice.rules.steps import Discard
    from dealerschoice.rules.steps.draw import Twist

RANK_OF = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10, "10": 10}


def rank_number(word: str) -> int:
    """A rank as the rules write it ("A", "10", "7") as the card's rank number.

    >>> rank_number("A"), rank_number("10"), rank_number("7")
    (14, 10, 7)
    """
    if word in RANK_OF:
        return RANK_OF[word]
    if word.isdigit() and 2 <= int(word) <= 10:
        return int(word)
    raise ValueError(f"draw exception: rank {word!r} is not a rank (2-10, J, Q, K, A)")


@dataclass(frozen=True, slots=True)
class Bounds:
    """What one seat may give up: any count in `counts` (ascending); `usual` is the count the
    usual case allows at most; `shown` is the card the seat shows to earn more (kept, and
    never among the cards given up), None when the exception is not taken or not open."""

    counts: tuple[int, ...]
    usual: int
    shown: Card | None = None
    extra: int | None = None  # the most the exception allows, when it is open to this seat

    @property
    def most(self) -> int:
        """The most this seat may give up: the exception's count when it is open, else the usual."""
        return self.extra if self.extra is not None else max(self.counts, default=self.usual)


def _seat_of(hand: PlayedHand, role) -> int:
    table = hand.table
    return table.dealer if role == "dealer" else table.clockwise_from(1, include_folded=True)[0].number


def bounds(hand: PlayedHand, seat: Seat, step: Discard | Twist, pool: list[Card]) -> Bounds:
    """The counts this seat may discard from `pool` under the step's bounds. A count the
    pool cannot cover is left out (a rule "up to three" with two cards left allows 0..2)."""
    top = len(pool)
    if step.choices:
        counts = tuple(sorted(c for c in step.choices if c <= top))
        usual = max(counts) if counts else 0
    else:
        low, high = step.low or 0, min(step.high if step.high is not None else top, top)
        counts = tuple(range(low, high + 1)) if step.up_to else (high,)
        usual = high
    if step.most is None or step.most <= usual:
        return Bounds(counts, usual)
    shown = None
    if step.most_if:
        ranks = {rank_number(r) for r in step.most_if}
        shown = next((c for c in pool if not c.is_joker and c.rank in ranks), None)
        if shown is None:
            return Bounds(counts, usual)
        top -= 1  # the card shown is kept
    elif step.most_for is not None and seat.number != _seat_of(hand, step.most_for):
        return Bounds(counts, usual)
    extra = min(step.most, top)
    if extra <= usual:
        return Bounds(counts, usual)
    return Bounds(tuple(sorted(set(counts) | set(range(usual + 1, extra + 1)))), usual, shown, extra)


def chosen(hand: PlayedHand, seat: Seat, pool: list[Card], limit: Bounds, goal: str) -> tuple[int, Card | None]:
    """How many cards the seat gives up, and the card it shows for that (or None).

    The player keeps what is worth most to draw to (`policies.best_keep`: made hands stand
    pat, pairs and better are kept, a four-card flush draws one) among the counts the rule
    allows. The exception is taken when keeping the card shown and drawing more is worth
    more than the usual draw (an ace and nothing else: show it and draw four). A game with
    its own ranking keeps by that ranking (`_ranked_count`: Badugi, deuce-to-seven and
    ace-to-six lows, points hands); another ranking, or a pool too big to try every kept
    set, gives up the usual count, as before."""
    usual = [c for c in limit.counts if c <= limit.usual] or [limit.usual]
    side = ranking_play.side_for(hand, goal)
    if side is not None and limit.extra is None and len(pool) <= policies.KEEP_TRIED:
        counted = _ranked_count(hand, seat, pool, usual, goal, side)
        if counted is not None:
            return counted, None
    if side is not None or len(pool) > policies.KEEP_TRIED:
        return (limit.usual, None) if limit.extra is None else _exception(hand, seat, pool, limit, goal)
    rules, low = hand.rules_for(seat), hand.rules_for(seat, "low")
    keep_with = [c for c in seat.all() if c not in pool]
    ordered = sorted(pool, key=policies.order_key)
    kept = policies.best_keep(ordered, sorted({len(pool) - c for c in usual}), keep_with, rules, goal, low)
    if limit.extra is None:
        return len(pool) - len(kept), None
    more = [c for c in limit.counts if c > limit.usual]
    if limit.shown is None:  # the seat may draw more without showing anything ("four for the dealer")
        kept = policies.best_keep(ordered, sorted({len(pool) - c for c in usual + more}), keep_with, rules, goal, low)
        return len(pool) - len(kept), None
    rest = list(ordered)
    rest.remove(limit.shown)
    with_shown = keep_with + [limit.shown]
    kept_more = policies.best_keep(rest, sorted({len(rest) - c for c in more if c <= len(rest)}), with_shown, rules,
                                   goal, low)
    usual_value = keeping.keep_value(keep_with + list(kept), rules, goal, low)
    more_value = keeping.keep_value(with_shown + list(kept_more), rules, goal, low)
    if more_value > usual_value:
        return len(rest) - len(kept_more), limit.shown
    return len(pool) - len(kept), None


def _ranked_count(hand: PlayedHand, seat: Seat, pool: list[Card], counts: list[int], goal: str, side) -> int | None:
    """How many cards to give up under the game's own ranking (`players.ranked`): Badugi and
    the deuce-to-seven and ace-to-six lows keep what is worth most to draw to; a points hand
    (7/27) stands or replaces one card by its distance to the target. None: a ranking the
    players do not judge this way, which gives up the usual count."""
    rules = hand.rules_for(seat, goal)
    keep_with = [c for c in seat.all() if c not in pool]
    if isinstance(side, own_rankings.OwnSide):  # -- issue 16: the closest hand, moved ranks, added hands
        return side.kept_count(pool, counts, keep_with, rules)
    if own_ranking.keeps(side):
        ordered = sorted(pool, key=policies.order_key)
        kept = policies.best_keep_ranked(ordered, sorted({len(pool) - c for c in counts}), keep_with, rules, side)
        return len(pool) - len(kept)
    if side.ranking.mode == Mode.POINTS and side.size is None and set(counts) <= {0, 1} and 0 in counts:
        if len(counts) == 1:
            return 0
        return 0 if policies.points_replace(pool, keep_with, rules, side) is None else 1
    return None


def _exception(hand: PlayedHand, seat: Seat, pool: list[Card], limit: Bounds, goal: str) -> tuple[int, Card | None]:
    """The old rule, for pools the keep choice does not try: the exception is taken when what
    the usual draw would keep is worth nothing more than the card shown: for high, the kept
    cards make no pair; for low, every kept card but the one shown is worse than a seven or
    pairs another. Then the player shows the card and draws the most."""
    if limit.extra is None:  # no exception open to this seat (`chosen` asks only when one is)
        return limit.usual, None
    extra = limit.extra
    rules = hand.rules_for(seat)
    usual_out = policies.worst(list(pool), limit.usual, [c for c in seat.all() if c not in pool], rules, goal,
                               hand.rules_for(seat, "low"))
    kept = list(pool)
    for card in usual_out:
        kept.remove(card)
    if limit.shown is not None and limit.shown not in kept:
        return limit.usual, None  # the usual draw throws the card away: nothing to show
    others = list(kept)
    if limit.shown is not None:
        others.remove(limit.shown)
    if goal == "low":
        ranks = [1 if c.rank == 14 else c.rank for c in others if not c.is_joker]
        worthless = all(r > 7 or ranks.count(r) > 1 for r in ranks)
    else:
        worthless = policies.category(kept, rules) == 0
    if not worthless:
        return limit.usual, None
    return extra, limit.shown
