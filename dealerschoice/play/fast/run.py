"""Play a plan's deals: the table's shuffle, then an integer score for each player's hands.

The shuffle is `random.Random(seed).shuffle` of the deck, step for step (`Random.shuffle`
draws `_randbelow(i + 1)` for i from the top down, by `getrandbits` and rejection), so deal
i of a plan holds the very cards the simulator's deal i holds. Scores come from the
evaluator's integer entry point (`cards.keys.plain_high_score`, or `high_score` for limited
wilds); a winner's `Hand` is built only where wild cards may be in it.
"""

from __future__ import annotations

import _random
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from operator import itemgetter

from dealerschoice.cards import DEFAULT_RULES, best_hand
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.cards.keys import PACK, RANK_FIELD, high_score, plain_high_score
from dealerschoice.cards.rules import WILD
from dealerschoice.play.fast.lows import count_low, low_judge, low_winners
from dealerschoice.play.fast.plan import Plan
from dealerschoice.play.fast.qualify import NONE

# wilds may repeat a held card -> {packed rank, wild and bug counts: score} for hands no suit can make a flush of,
# for the process (a few hundred thousand entries at most). Such a score reads nothing else of the rules (which cards
# are wild is in the counts): one memo for every game of a process, so a game's first deals find most hands judged.
_BY_COUNTS: dict = {}


@dataclass(slots=True)
class PlanCounts:
    """What a plan's deals gave: the winning score of each showdown with a winner, the deals
    whose pot was shared, and the showdowns won by a hand using a wild card."""

    deals: int = 0
    wins: Counter = field(default_factory=Counter)  # winning high score -> showdowns
    split: int = 0
    wild: int = 0
    unplayed: int = 0  # deals the deck ran out in (a draw plan's), not in `deals`, as `odds.Tally` counts them
    lows: Counter = field(default_factory=Counter)  # a low showdown's winning low key -> showdowns
    low_hands: dict = field(default_factory=dict)   # that key -> the winning low Hand (its words and category)
    both_sides: int = 0  # high-low deals, counted once in `wins` and once in `lows`: decided once
    forced: int = 0          # deals where a rule forced someone out (a flip plan's: `odds.Tally.forced`)
    forced_players: int = 0  # players forced out, all deals
    no_showdown: int = 0     # deals with no showdown: one player left in, or the hand stopped
    named: Counter = field(default_factory=Counter)  # a high winner outside the score scale ("3-5-7 is the best hand")
    named_hands: dict = field(default_factory=dict)  # its key -> the winning Hand (`series_play`)


@dataclass(frozen=True, slots=True)
class DealOutcome:
    """One deal: the winning seats (numbered from 1) and their score (None: nobody won, or a
    low showdown, whose winning Hand is `low`)."""

    winners: tuple[int, ...]
    score: int | None
    unplayed: bool = False  # the deck ran out: the simulator cannot play this deal either
    low: object = None      # a low showdown's winning low Hand
    low_winners: tuple[int, ...] = ()  # a high-low split's low winners (`winners`: the high ones)


def _swaps(size: int, used: int) -> tuple[tuple[int, int, int, bool], ...]:
    """(i, i + 1, bits of i + 1, whether position i is dealt) for each step of
    `Random.shuffle` of `size` cards, `used` of them dealt from the top."""
    return tuple((i, i + 1, (i + 1).bit_length(), i < used) for i in reversed(range(1, size)))


def seat_getters(plan: Plan) -> list[list]:
    """Per seat, a C-level picker of each group's cards from the shuffled deck."""
    return [[itemgetter(*g) if len(g) > 1 else (lambda x, i=g[0]: (x[i],)) for g in groups] for groups in plan.seats]


def _scorer(plan: Plan):
    """The score of a tuple of card codes under the plan's rules (`scorer`)."""
    return scorer(plan.rules, plan.deck, max(len(g) for groups in plan.seats for g in groups))


def scorer(rules, deck: tuple[int, ...], longest: int):
    """The score of a tuple of card codes (at most `longest`) under `rules`, from `deck`.

    A hand of at most 12 cards from one deck that no suit can make a flush of, even with its
    wild cards, scores by its natural ranks and its count of wilds and bugs alone (as
    `keys.wild_score` and `natural_part` judge it): the evaluator's answer is remembered under
    those counts, packed as `keys.PACK` packs them with a wild and a bug counter above, so
    most hands cost a sum and a lookup; the others ask the evaluator."""
    full = high_score if rules._stands_for else plain_high_score  # limited wilds: the slow, exact way
    if (rules._stands_for or len(set(deck) - {JOKER_CODE}) != len([c for c in deck if c != JOKER_CODE])
            or longest > 12):
        return lambda cards: full(cards, rules)
    packed = _packed(rules)
    by_counts = _BY_COUNTS.setdefault(rules.wild_may_duplicate, {})
    get = by_counts.get

    def score(cards) -> int:
        x = 0
        for c in cards:  # a loop: the counts pass 64 bits, where `sum` leaves its fast path
            x += packed[c]
        fillers = (x >> _WILD_SHIFT & 15) + (x >> _BUG_SHIFT)
        # some suit holds 5 - fillers: a flush may beat the ranks (no nibble overflows: <= 12 cards)
        if fillers >= 5 or (((x >> 52) & 0xFFFF) + 0x1111 * (3 + fillers)) & 0x8888:
            return full(cards, rules)
        key = x & RANK_FIELD | (x >> _WILD_SHIFT) << 52  # ranks, wilds and bugs, not suits
        found = get(key)
        if found is None:
            found = by_counts[key] = full(cards, rules)
        return found
    return score


_WILD_SHIFT, _BUG_SHIFT = 68, 72


def _packed(rules) -> list[int]:
    """Per card code: its rank and suit counts (`keys.PACK`) if natural for high hands, else
    one in the wild or the bug counter."""
    kinds = rules.kinds()
    return [PACK[c] if not kinds[c] else 1 << (_WILD_SHIFT if kinds[c] == WILD else _BUG_SHIFT)
            for c in range(JOKER_CODE + 1)]


def shuffler(deck: tuple[int, ...], used: int):
    """A function of a seed giving the deck as `Table` shuffles it: right in its first `used`
    places (the others may hold any card: they are never dealt)."""
    rng = random.Random()
    getrandbits = rng.getrandbits
    # the C seeding under `Random.seed`, which for an int seed only checks its type first
    reseed = _random.Random.seed.__get__(rng)
    swaps = _swaps(len(deck), used)
    base = list(deck)

    def shuffle(seed: int) -> list[int]:
        reseed(seed)
        x = base[:]
        for i, n, k, dealt in swaps:
            r = getrandbits(k)
            while r >= n:
                r = getrandbits(k)
            if dealt:
                x[i], x[r] = x[r], x[i]
            else:  # position i is never dealt: only the card moving down matters
                x[r] = x[i]
        return x
    return shuffle


def _plays_apart(plan) -> tuple[Callable[..., PlanCounts], Callable[[int], DealOutcome]] | None:
    """How a plan of a kind that plays its own deals plays a run of seeds and one deal (for
    `play_plan` and `plan_deal`); None for a `Plan`, played in this module. The imports are
    here because those modules import this one."""
    from dealerschoice.play.fast.own_play import plays_own
    if (own := plays_own(plan)) is not None:  # a plan with one mechanic more
        return own.play, own.deal
    if callable(getattr(type(plan), "play", None)):  # a kind that says how it plays (layouts, `ranked_*`, `beat_*`...)
        return plan.play, plan.deal
    from dealerschoice.play.fast.flips import FlipPlan
    from dealerschoice.play.fast.guts import GutsPlan
    from dealerschoice.play.fast.series import SeriesPlan
    if isinstance(plan, GutsPlan):
        from dealerschoice.play.fast.guts_play import guts_outcome, play_guts
        return partial(play_guts, plan), partial(guts_outcome, plan)
    if isinstance(plan, SeriesPlan):
        from dealerschoice.play.fast.series_play import play_series, series_outcome
        return partial(play_series, plan), partial(series_outcome, plan)
    if isinstance(plan, FlipPlan):
        from dealerschoice.play.fast.flip_deals import flip_outcome, play_flips
        return partial(play_flips, plan), partial(flip_outcome, plan)
    if not isinstance(plan, Plan):
        from dealerschoice.play.fast.draws import draws_deal, play_draws
        return partial(play_draws, plan), partial(draws_deal, plan)
    return None


def play_plan(plan, seeds: range | list[int]) -> PlanCounts:
    """Play one deal per seed and count them (deal i of an odds run: `odds.deal_seed`); a
    plan with draws plays as `draws.play_draws`, a guts plan as `guts_play.play_guts`, a flip
    plan as `flip_deals.play_flips`."""
    ways = _plays_apart(plan)
    if ways is not None:
        return ways[0](seeds)
    shuffle = shuffler(plan.deck, 1 + max(i for groups in plan.seats for g in groups for i in g))
    from dealerschoice.play.fast.omaha_deals import board_way, play_board  # omaha_deals imports this module
    if board_way(plan):
        return play_board(plan, seeds, shuffle)
    pickers = seat_getters(plan)
    if plan.high_low:
        return _play_high_low(plan, seeds, shuffle, pickers)
    if plan.low_rules is not None:
        return _play_low(plan, seeds, shuffle, pickers)
    single = all(len(seat) == 1 for seat in pickers)
    firsts = [seat[0] for seat in pickers]
    score = _scorer(plan)
    from dealerschoice.play.fast.plain_groups import factored_scorer, plain_highs  # plain_groups imports this module
    factored = factored_scorer(plan)
    many = plain_highs(plan) if factored is None and not single and plan.plain else None
    tie_pays, plain, high_ok = plan.tie_pays, plan.plain, plan.qualify.high_ok
    counts = PlanCounts()
    wins = counts.wins
    for seed in seeds:
        x = shuffle(seed)
        top = -1
        tied = 0
        if factored is not None:
            top, tied = factored(x)
        elif single:
            for pick in firsts:
                s = score(pick(x))
                if s > top:
                    top, tied = s, 1
                elif s == top:
                    tied += 1
        else:
            for s in many(x) if many is not None else [max([score(pick(x)) for pick in seat]) for seat in pickers]:
                if s > top:
                    top, tied = s, 1
                elif s == top:
                    tied += 1
        counts.deals += 1
        if (tied > 1 and not tie_pays) or not high_ok(top):
            continue  # a tie pays nobody, or no hand qualifies: no winner, no split
        wins[top] += 1
        counts.split += tied > 1
        if not plain:
            counts.wild += _wild_in_winner(plan, pickers, score, x, top)
    return counts


def plan_deal(plan, seed: int) -> DealOutcome:
    """One deal of a plan, seat by seat: for comparing with the full simulator."""
    ways = _plays_apart(plan)
    if ways is not None:
        return ways[1](seed)
    rng = random.Random(seed)
    x = list(plan.deck)
    rng.shuffle(x)
    from dealerschoice.play.fast.omaha_deals import board_deal, board_way  # omaha_deals imports this module
    if board_way(plan):
        return board_deal(plan, x)
    if plan.high_low:
        counts = PlanCounts()
        return high_low_deal(plan, counts, [[pick(x) for pick in seat] for seat in seat_getters(plan)], _scorer(plan),
                              plan_low_judge(plan.low_rules, plan.qualify))
    if plan.low_rules is not None:
        return low_outcome([[pick(x) for pick in seat] for seat in seat_getters(plan)],
                           plan_low_judge(plan.low_rules, plan.qualify), plan.tie_pays)
    score = _scorer(plan)
    scores = [max(score(pick(x)) for pick in seat) for seat in seat_getters(plan)]
    top = max(scores)
    winners = tuple(n for n, s in enumerate(scores, 1) if s == top)
    if (len(winners) > 1 and not plan.tie_pays) or not plan.qualify.high_ok(top):
        return DealOutcome((), None)
    return DealOutcome(winners, top)


def _play_low(plan: Plan, seeds, shuffle, pickers) -> PlanCounts:
    """A low showdown's deals (`lows.count_low`)."""
    judge = plan_low_judge(plan.low_rules, plan.qualify)
    counts = PlanCounts()
    tie_pays = plan.tie_pays
    for seed in seeds:
        x = shuffle(seed)
        count_low(counts, [[pick(x) for pick in seat] for seat in pickers], judge, tie_pays)
    return counts


def _play_high_low(plan: Plan, seeds, shuffle, pickers) -> PlanCounts:
    """A high-low split's deals: each counted for its high and its low winners (`high_low_deal`;
    with many groups a seat and nothing wild, a sum each: `plain_groups`)."""
    from dealerschoice.play.fast.plain_groups import plain_bests, plain_high_low  # plain_groups imports this module
    score, judge = _scorer(plan), plan_low_judge(plan.low_rules, plan.qualify)
    bests = plain_bests(plan.rules, plan.low_rules, plan.qualify, plan.deck, plan.seats) \
        if plan.plain and max(map(len, plan.seats)) >= MANY_GROUPS else None
    counts = PlanCounts()
    for seed in seeds:
        x = shuffle(seed)
        if bests is not None:
            plain_high_low(plan, counts, bests(x))
        else:
            high_low_deal(plan, counts, [[pick(x) for pick in seat] for seat in pickers], score, judge)
    return counts


MANY_GROUPS = 8  # groups a seat from which `plain_groups` judges a plain plan's seats faster


def high_low_deal(plan, counts: PlanCounts, seat_groups, score, judge) -> DealOutcome:
    """One high-low deal, cards speaking (`highlow.settle_high_low`): half the pot to the best
    high hands, half to the best low ones, a tie in either half shared (a tie that pays nobody
    is a single-winner rule: the split ignores it, as the simulator's). A side nobody qualifies
    for leaves the whole pot to the other (`winners`: the low ones when no high qualifies);
    neither: nobody wins. Counted in `counts`."""
    bests = seat_bests(seat_groups, score)
    top = max(s for s, _ in bests)
    high = [n for n, (s, _) in enumerate(bests, 1) if s == top] if plan.qualify.high_ok(top) else []
    low, low_seats, low_won = low_winners(seat_groups, judge)
    counts.wild += any(h.wilds for h in low_won) or (not plan.plain and any(
        uses_wild(plan.rules, bests[n - 1][1], top) for n in high))
    return count_high_low(counts, top, high, low, low_seats)


def seat_bests(seat_groups, score) -> list[tuple[int, tuple[int, ...]]]:
    """Per seat, its high score and its first best group (the one the showdown keeps)."""
    bests = []
    for groups in seat_groups:
        scores = [score(g) for g in groups]
        top = max(scores)
        bests.append((top, groups[scores.index(top)]))
    return bests


def high_deal(plan, counts: PlanCounts, seat_groups, score) -> DealOutcome:
    """One high showdown, cards speaking, counted as `play_plan` counts a fixed plan's deal:
    each seat's best group (`seat_groups`: per seat its groups of card codes; `score`: the
    plan's scorer); a tie shared, or paying nobody (`plan.tie_pays` False); a top short of the
    qualifier pays nobody; a wild counted where a winner's first best group plays one."""
    bests = seat_bests(seat_groups, score)
    top = max(s for s, _ in bests)
    winners = tuple(n for n, (s, _) in enumerate(bests, 1) if s == top)
    counts.deals += 1
    if (len(winners) > 1 and not plan.tie_pays) or not plan.qualify.high_ok(top):
        return DealOutcome((), None)
    counts.wins[top] += 1
    counts.split += len(winners) > 1
    if not plan.plain:
        counts.wild += any(uses_wild(plan.rules, bests[n - 1][1], top) for n in winners)
    return DealOutcome(winners, top)


def count_high_low(counts: PlanCounts, top: int, high, low, low_seats) -> DealOutcome:
    """Count one cards-speak high-low deal (`high`: the seats with the best qualifying high,
    `low`: the best low Hand or None, won by `low_seats`) and say who won it."""
    counts.deals += 1
    if high:
        counts.wins[top] += 1
    if low is not None:
        counts.lows[low.key] += 1
        counts.low_hands.setdefault(low.key, low)
    counts.both_sides += bool(high) and low is not None
    counts.split += len(set(high) | set(low_seats)) > 1
    if not high:
        return DealOutcome(tuple(low_seats), None, low=low, low_winners=tuple(low_seats))
    return DealOutcome(tuple(high), top, low=low, low_winners=tuple(low_seats))


def plan_low_judge(rules, qualify=NONE):
    """`lows.low_judge`, which a plan compiles only where it judges (no limited wilds)."""
    judge = low_judge(rules, qualify)
    assert judge is not None, "a low plan with limited wilds: compile_plan refuses them"
    return judge


def low_outcome(seat_groups, judge, tie_pays: bool) -> DealOutcome:
    """One deal's low showdown, seat by seat."""
    top, winners, _ = low_winners(seat_groups, judge)
    if top is None or (len(winners) > 1 and not tie_pays):
        return DealOutcome((), None)
    return DealOutcome(tuple(winners), None, low=top)


def _wild_in_winner(plan: Plan, pickers, score, x, top: int) -> bool:
    """Whether a winning hand uses a wild card: the winner's best group (the first group of
    the top score, as the showdown keeps it) judged as `cards.best_hand` judges it. A hand
    plays a wild card exactly when its natural cards alone score less (`hands._best_hand`:
    a natural hand is played from naturals only; else `_play` fills with wilds only the
    ranks no natural card gives, and some rank must be missing)."""
    for seat in pickers:
        for pick in seat:
            cards = pick(x)
            if score(cards) == top:
                if uses_wild(plan.rules, cards, top):
                    return True
                break  # this seat's first best group is the one the showdown keeps
    return False


def uses_wild(rules, cards, top: int) -> bool:
    """Whether the best hand of `cards`, scoring `top`, plays a wild card (`_wild_in_winner`)."""
    if rules._stands_for:  # limited wilds: ask the evaluator the whole way
        return bool(best_hand(cards, rules).wilds)
    kinds = rules.kinds()
    naturals = [c for c in cards if not kinds[c]]
    return len(naturals) != len(cards) and plain_high_score(naturals, DEFAULT_RULES) != top
