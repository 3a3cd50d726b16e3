"""Play a draw plan's deals (`draw_ops.DrawPlan`): the ops on each shuffled deck, the players'
choices made by the simulator players' own functions (`choosing`), then the showdown judged
as a fixed plan's is (`run`, `lows`), or as a declared split (`declares`).

The wild cards in force are a `Stage`'s (`draw_stages`): one for the whole deal, or, where
table cards name them (`board_wilds`), one per board from the table's deal on, with the
choices, scorer and low judge of those rules. A seat of a split pot decides what it plays for at its first
choice (`choosing.lean`, as `moves.goal` does once a hand) and keeps for that side after;
a seat that never chooses declares as one playing for high, as the simulator's default.
"""

from __future__ import annotations

import random
from operator import itemgetter

from dealerschoice.play.fast.choosing import JOKER
from dealerschoice.play.fast.declares import count_declared, declared_deal
from dealerschoice.play.fast.draw_extras import EXTRA_SEATS, EXTRA_TABLE, seat_extras, table_extras
from dealerschoice.play.fast.draw_ops import (
    DEAL,
    DISCARD,
    DRAW_BACK,
    FLIP,
    ON_TOP,
    PASS,
    SHUFFLE,
    STACK,
    TABLE,
    TURN_DOWN,
    DrawPlan,
    move_passes,
)
from dealerschoice.play.fast.draw_picks import OFFER, PICK, PICK_SET, pick_cards, pick_sets
from dealerschoice.play.fast.draw_repeats import CLAIM_REPEAT, STOPPED, claim_rounds
from dealerschoice.play.fast.draw_stages import Stage, stages  # made in `draw_stages`; imported from here too
from dealerschoice.play.fast.draw_steals import STEAL, steal_round
from dealerschoice.play.fast.lows import count_low, low_winners
from dealerschoice.play.fast.pass_rounds import NAME_RANKS, RANK_PASS, TAKE, name_ranks, pass_per_rank, take_random
from dealerschoice.play.fast.run import (
    DealOutcome,
    PlanCounts,
    high_low_deal,
    low_outcome,
    shuffler,
    uses_wild,
)


def deal_out(plan: DrawPlan, x: list[int], stage_of, rng=None, left: list | None = None):
    """(each seat's cards, the table's, each seat's goal, the last `Stage`) in the order the
    simulator holds them; `draw_repeats.STOPPED` where the simulator stops the hand before its
    showdown; None when the deck runs out (only where `draws.RUN_OUT_TALLIED` lets
    such a game plan). `rng`: the table's random numbers after the deal's shuffle, where the
    discards are shuffled in (`plan.refills`: `x` is then the whole deck, the discards kept as thrown).
    `left` (with `rng`): given the cards not dealt and the discards in the order thrown, for
    a plan that gathers the cards in after the showdown (`legs`: `Table.gather`'s order)."""
    muck: list[int] | None = [] if rng is not None else None
    players = plan.players
    hands: list[list[int]] = [[] for _ in range(players)]
    board: list[int] = []
    thrown = [0] * players
    ups: list[list[int]] | None = [[] for _ in range(players)] if plan.tracks_up else None  # each seat's up cards
    goals: list[str] | None = None if plan.sided else [plan.aim] * players
    stage = stage_of(())
    top = 0
    named: tuple[int, ...] = ()  # the ranks the dealer named, by role (`pass_rounds`)
    offered: list[int] = []  # the table cards dealt per player face up, not picked yet (`draw_picks`)
    offered_down: list[int] = []  # and face down
    for at, op in enumerate(plan.ops):
        kind = op[0]
        if kind == DEAL:
            n = op[1]
            if top + n * players > len(x):
                return None
            for seat, hand in enumerate(hands):
                hand.extend(x[top:top + n])
                if ups is not None and op[2]:
                    ups[seat].extend(x[top:top + n])
                top += n
        elif kind == TABLE:
            if top + op[1] > len(x):
                return None
            board.extend(x[top:top + op[1]])
            top += op[1]
            if plan.board_rules is not None:  # the table cards name the wild cards from now on
                stage = stage_of(tuple(board))
        elif kind == DISCARD:
            if goals is None and op[3]:  # a seat's first choice: it decides what it plays for
                goals = [stage.lean(hand) for hand in hands]
            if op[1]:  # every card that may go
                for seat, hand in enumerate(hands):
                    thrown[seat] = len(hand)
                    if muck is not None:
                        muck.extend(hand)
                    hand.clear()
            elif op[4]:  # the down cards only, the up ones kept
                aims = goals or ["high"] * players
                for seat, (hand, throw) in enumerate(zip(hands, stage.choosers[at])):
                    up = ups[seat]  # type: ignore[index]  # a down discard: the plan follows the up cards
                    thrown[seat] = throw[aims[seat]](hand, muck, [c for c in hand if c not in up])
            else:
                thrown = [throw[aim](hand, muck)
                          for hand, throw, aim in zip(hands, stage.choosers[at], goals or ["high"] * players)]
        elif kind == FLIP:
            _flip(op, hands, ups, stage)
        elif kind == TURN_DOWN:
            for up in ups:  # type: ignore[union-attr]  # the plan follows the up cards
                up.clear()
        elif kind == CLAIM_REPEAT:  # dealt again until a seat claims the best hand (`draw_repeats`)
            found = claim_rounds(op, x, top, hands, ups, stage.rules)
            if found is None or found is STOPPED:
                return found
            top = found
        elif kind == EXTRA_SEATS:
            top = seat_extras(op, x, top, hands)
        elif kind == EXTRA_TABLE:
            top = table_extras(op, x, top, hands)
        elif kind == OFFER:  # table cards per seat, offered in the order dealt, up and down apart
            if top + op[1] * players > len(x):
                return None
            (offered if op[2] else offered_down).extend(x[top:top + op[1] * players])
            top += op[1] * players
        elif kind == PICK:
            pick_cards(op, hands, ups, offered, stage.rules)  # type: ignore[arg-type]  # picks follow the up cards
        elif kind == PICK_SET:
            pick_sets(op, hands, ups, offered, offered_down, stage.rules)
        elif kind == STEAL:
            steal_round(op, x, top, hands, ups, stage.rules)  # type: ignore[arg-type]  # steals follow the up cards
        elif kind == TAKE:
            take_random(op, hands, ups, rng)  # a take at random: the plan refills (`rng` given)
        elif kind == NAME_RANKS:
            named = name_ranks(rng, op[1])  # a naming: the plan refills (the table's numbers)
        elif kind == RANK_PASS:  # the round just dealt: each card of a passing rank passes the hands on
            pass_per_rank(op, x[top - op[1] * players:top], hands, ups, named)
        elif kind == ON_TOP:  # the discard just made, shuffled, on top of the deck (`discarding.discards_on_top`)
            back = sum(thrown)
            if back and muck is not None:  # `muck` is kept: an on-top op makes the plan refill (`draws`)
                x = x[:top] + _shuffled(rng, muck[len(muck) - back:]) + x[top:]
                del muck[len(muck) - back:]
        elif kind == SHUFFLE:  # the discards back into the deck, under what is left of it, shuffled
            x, top, muck = x[top:] + muck, 0, []  # type: ignore[operator]  # a shuffle op: the plan refills (`muck` kept)
            rng.shuffle(x)
        elif kind == STACK:
            stack = stage.choosers[at]
            for hand in hands:
                stack(hand)
        elif kind == PASS:  # every seat chooses, then the cards move: each receiver's after its own, giver by giver
            if goals is None:
                goals = [stage.lean(hand) for hand in hands]
            by_goal = stage.choosers[at]
            move_passes(hands, [by_goal[goal](hand) for hand, goal in zip(hands, goals)], op[2])
        else:  # DRAW, or DRAW_BACK: as many as thrown, its offset more, never fewer than none
            offset = op[3] if kind == DRAW_BACK else 0
            for seat, hand in enumerate(hands):
                n = op[1] if op[1] is not None else max(0, thrown[seat] + offset)
                if n and top + n > len(x) and muck and plan.refill_on_empty:  # the discards shuffled in, under what is left
                    rng.shuffle(muck)
                    x, top, muck = x[top:] + muck, 0, []
                if top + n > len(x):
                    return None
                hand.extend(x[top:top + n])
                if ups is not None and op[2]:
                    ups[seat].extend(x[top:top + n])
                top += n
    if left is not None:
        left.extend((x[top:], muck))
    return hands, board, goals or ["high"] * players, stage


def _shuffled(rng, cards: list[int]) -> list[int]:
    """`cards`, shuffled in place by the table's random numbers."""
    rng.shuffle(cards)
    return cards


def _flip(op: tuple, hands: list[list[int]], ups, stage: Stage) -> None:
    """Each seat turns up `op[1]` down cards: the top of its stack (its first down card as
    held), or the one of its choice that shows least beside its up cards (`choosing.flip_pick`)."""
    _, count, top = op
    for hand, up in zip(hands, ups):
        for _ in range(count):
            down = [c for c in hand if c not in up]
            if not down:
                break
            up.append(down[0] if top else stage.flip_pick(down, up))


def _pickers(plan: DrawPlan) -> list:
    if plan.whole_hands:  # each seat's hand is all its cards, however many (a draw-back)
        return [tuple]
    return [itemgetter(*g) if len(g) > 1 else (lambda cards, i=g[0]: (cards[i],)) for g in plan.groups]


def _dealt(plan: DrawPlan, seed: int, shuffle, stage_of):
    """`deal_out` of one seed's deck; where the discards may be shuffled in, with the table's
    own shuffle (`random.Random(seed).shuffle`, its random numbers going on)."""
    if not plan.refills:
        return deal_out(plan, shuffle(seed), stage_of)
    rng = random.Random(seed)
    x = list(plan.deck)
    rng.shuffle(x)
    return deal_out(plan, x, stage_of, rng)


def _judged(plan: DrawPlan, counts: PlanCounts, dealt, pickers, whole: int = 0, outcome: bool = False):
    """Judge one dealt deal's showdown into `counts`; its outcome where asked (`outcome`;
    never for a high showdown, counted by `play_draws` itself for speed). `whole`:
    `_whole(plan)` of a declared split, whose seats are then judged faster."""
    hands, board, goals, stage = dealt
    with_board = plan.board_counts and board
    held = [hand + board for hand in hands] if with_board else hands
    if whole and len(held[0]) == whole and not outcome:  # one group of all a seat's cards: scored once, for both
        scores = list(map(stage.score, held))
        views = list(map(stage.low_view, held))
        declare = stage.declare
        sides = [declare(cards, goal, s, view[1]) for cards, goal, s, view in zip(held, goals, scores, views)]
        count_declared(counts, held, scores, [view[0] for view in views], sides, plan.qualify, stage.rules,
                       stage.plain)
        return None
    picked = [[pick(cards) for pick in pickers] for cards in held]
    if plan.declare:
        sides = [stage.declare(cards, goal) for cards, goal in zip(held, goals)]
        return declared_deal(counts, picked, sides, stage.score, stage.judge, plan.qualify, stage.rules, stage.plain)
    if plan.high_low:
        return high_low_deal(stage, counts, picked, stage.score, stage.judge)
    count_low(counts, picked, stage.judge, plan.tie_pays)
    if plan.neighbour_shares:  # a lone low winner shares with the player to their left
        top, winners, _ = low_winners(picked, stage.judge)
        counts.split += top is not None and len(winners) == 1
    return None


def _whole(plan: DrawPlan) -> int:
    """The size of a seat's one group where it is the first cards in order (all of them when
    the seat holds no more: `_judged` checks), else 0."""
    return len(plan.groups[0]) if len(plan.groups) == 1 and plan.groups[0] == tuple(range(len(plan.groups[0]))) else 0


def play_draws(plan: DrawPlan, seeds) -> PlanCounts:
    """Play one deal per seed and count them, as `run.play_plan` counts a `Plan`'s."""
    shuffle = shuffler(plan.deck, plan.used)
    stage_of = stages(plan)
    pickers = _pickers(plan)
    counts = PlanCounts()
    if plan.low or plan.sided:
        whole = _whole(plan) if plan.declare else 0
        for seed in seeds:
            dealt = _dealt(plan, seed, shuffle, stage_of)
            if dealt is None:
                counts.unplayed += 1
            elif dealt is STOPPED:  # the hand stops before its showdown (`draw_repeats`)
                counts.deals += 1
                counts.no_showdown += 1
            else:
                _judged(plan, counts, dealt, pickers, whole)
        return counts
    tie_pays, qualify, neighbour = plan.tie_pays, plan.qualify, plan.neighbour_shares
    wins = counts.wins
    barred = _barrer(plan)
    for seed in seeds:
        dealt = _dealt(plan, seed, shuffle, stage_of)
        if dealt is None:
            counts.unplayed += 1
            continue
        if dealt is STOPPED:  # the hand stops before its showdown (`draw_repeats`)
            counts.deals += 1
            counts.no_showdown += 1
            continue
        hands, board, _, stage = dealt
        if barred is not None:
            bar = barred(board)
        if not plan.board_counts:
            board = []
        score = stage.score
        top, tied, best_cards = -1, 0, []
        for hand in hands:
            cards = hand + board
            s = max([score(pick(cards)) for pick in pickers])
            if barred is not None and bar(hand, s):
                continue
            if s > top:
                top, tied, best_cards = s, 1, [cards]
            elif s == top:
                tied += 1
                best_cards.append(cards)
        counts.deals += 1
        if top < 0 or (tied > 1 and not tie_pays) or not qualify.high_ok(top):  # top < 0: every hand barred
            continue
        wins[top] += 1
        counts.split += tied > 1 or neighbour  # a lone winner shares with the player to their left
        if not stage.plain:
            counts.wild += any(_wild_in(stage, pickers, cards, top) for cards in best_cards)
    return counts


def _barrer(plan: DrawPlan):
    """The table's cards -> a test of (a seat's own cards, its score) -> whether it cannot win
    (`draw_bars`); None where no rule bars a hand."""
    least, ranks, needs = plan.barred_from, plan.barred_ranks, plan.needs_suit
    if least is None and not ranks and needs is None:
        return None
    least = 1 << 30 if least is None else least  # above every score

    def on(board: list[int]):
        suit, count = -1, 0  # no suit needed; -2: none to be had (no table card there, or a joker)
        if needs is not None:
            count = needs[1]
            suit = board[needs[0]] & 3 if needs[0] < len(board) and board[needs[0]] < JOKER else -2

        def barred(hand: list[int], score: int) -> bool:
            if score >= least or any(c < JOKER and (c >> 2) + 2 in ranks for c in hand):
                return True
            return suit != -1 and (suit == -2 or sum(1 for c in hand if c < JOKER and c & 3 == suit) < count)
        return barred
    return on


def _wild_in(stage: Stage, pickers, cards: list[int], top: int) -> bool:
    """Whether this winner's first best group (the one the showdown keeps) plays a wild card."""
    for pick in pickers:
        group = pick(cards)
        if stage.score(group) == top:
            return uses_wild(stage.rules, group, top)
    return False


def draws_deal(plan: DrawPlan, seed: int) -> DealOutcome:
    """One deal of a draw plan, seat by seat: for comparing with the full simulator."""
    dealt = _dealt(plan, seed, shuffler(plan.deck, plan.used), stages(plan))
    if dealt is None:
        return DealOutcome((), None, unplayed=True)
    if dealt is STOPPED:
        return DealOutcome((), None)
    pickers = _pickers(plan)
    if plan.sided:
        return _judged(plan, PlanCounts(), dealt, pickers, outcome=True)
    hands, board, _, stage = dealt
    held = [hand + board for hand in hands] if plan.board_counts else hands
    if plan.low:
        return low_outcome([[pick(cards) for pick in pickers] for cards in held], stage.judge, plan.tie_pays)
    scores = [max(stage.score(pick(cards)) for pick in pickers) for cards in held]
    if (barred := _barrer(plan)) is not None:  # a barred seat has no hand
        bar = barred(board)
        scores = [-1 if bar(hand, s) else s for hand, s in zip(hands, scores)]
    top = max(scores)
    if top < 0:
        return DealOutcome((), None)
    winners = tuple(n for n, s in enumerate(scores, 1) if s == top)
    if (len(winners) > 1 and not plan.tie_pays) or not plan.qualify.high_ok(top):
        return DealOutcome((), None)
    return DealOutcome(winners, top)
