"""Compile and play a game with draws, passes or stacks: the players' choices made by the very
functions the simulator's players use.

Where players throw cards away and draw, pass cards on or stack them, the cards they end with
depend on what they choose, so a plan of fixed deck positions cannot hold them. A `DrawPlan`
is a short list of operations instead, played on each shuffled deck: deal to each player or
to the table; each player's discard (`players.keeping.draw_choice`, on card codes, seat by
seat clockwise from seat 1 as `mechanics.moves.discard` goes) and the draw of as many cards
as were thrown (or the rule's count) from the top of the deck, seat by seat; a pass, every
seat choosing at once (`keeping.thrown_cards`, as `policies.worst`), then the cards moving
to the seat on the left or right; a stack of a player's cards (`policies.hide_order`). The
choices are remembered by the shape of the cards (`choosing`).

What a draw plan follows, beyond what a `Plan` follows (`plan.py`), and why each refusal:
- a discard of "up to N", "N", "one or three", "N, M if they show an ace" or "M for the
  dealer" (`mechanics.choices.bounds`) from all the player's cards, or from their down cards
  while no card has been turned up; a discard of every card that may go;
- a draw of as many cards as were thrown, or of a fixed count after a fixed discard, so
  every hand has a known size at the showdown;
- a pass of any (or down, none being up) cards to a seat on the left or right; a stack of
  all a player's cards, none up (only their order changes: flips of its top move no card);
- a deck that may run out: the simulator stops at the draw (an unplayed deal, carried into
  the odds' tally: `RUN_OUT_TALLIED`) or, where the rules say so ("reshuffle the discards"),
  shuffles the discards in under what is left of the deck, with the table's own random
  numbers after the deal's shuffle (`mechanics.drawing.refill`): the plan then shuffles the
  whole deck as the table does and keeps the discards in the order they were thrown;
- refused: a game with no-peek cards (a player gives up unseen cards first), a discard in
  another order, any step that goes with a discard in its rule (they change what may go),
  and any ranking of the game's own (Badugi, deuce-to-seven: another keep choice);
- a low showdown (ace-to-five lowball): every discard keeps for low, as the simulator's
  players do when only a low hand can win (`mechanics.moves.goal`), and the showdown is
  judged by `lows`; refused: passes and stacks there (the players give those up for low by
  another choice, not followed here);
- a high-low split, cards speaking: each seat keeps for the side its cards lean to at its
  first discard of a choice (`choosing.lean`, as `moves.goal` decides it once a hand), and
  the showdown is judged as a fixed plan's (`run.high_low_deal`); passes and stacks refused;
- qualifiers, in every showdown, as a fixed plan applies them (`qualify`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from operator import itemgetter

from dealerschoice.cards import HandRules
from dealerschoice.play import making
from dealerschoice.play.fast.choosing import JOKER, discard_bounds, lean, passer, stacker, thrower
from dealerschoice.play.fast.lows import count_low
from dealerschoice.play.fast.plan import Unplanned, low_rules_of, refills
from dealerschoice.play.fast.qualify import NONE, Qualify
from dealerschoice.play.fast.run import (
    DealOutcome,
    PlanCounts,
    high_low_deal,
    low_outcome,
    plan_low_judge,
    scorer,
    shuffler,
    uses_wild,
)
from dealerschoice.rules.steps import Deal, Discard, Draw, Flip, NoPeek, Pass, Showdown, Stack
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.vocab import Target

DEAL, TABLE, DISCARD, DRAW, PASS, STACK = range(6)
# Whether a game whose draws may run the deck out plans: such a deal is unplayed (`odds.Tally.unplayed`:
# the simulator stops at the draw), which `odds._plan_tally` carries over from `PlanCounts.unplayed`.
RUN_OUT_TALLIED = True


@dataclass(frozen=True, slots=True)
class DrawPlan:
    """A game with draws at a table of `players`: `ops` played on each shuffled deck, then
    each seat's best group (`groups`: places in its cards followed by the table's) counts."""

    players: int
    deck: tuple[int, ...]
    # (DEAL, n) (TABLE, n) (DISCARD, all?, bounds per seat) (DRAW, n|None) (PASS, n, moves) (STACK,)
    ops: tuple[tuple, ...]
    groups: tuple[tuple[int, ...], ...]    # the same for every seat: every hand has the same size
    used: int                              # the most deck places a deal can take
    rules: HandRules
    low_rules: HandRules
    plain: bool
    tie_pays: bool
    low: bool = False  # a low showdown: the players keep for low, the low hand wins (`lows`)
    refills: bool = False  # the discards are shuffled in when a draw runs the deck out
    qualify: Qualify = NONE  # the game's qualifiers (`qualify`): a hand short of one is no hand
    high_low: bool = False  # a high-low split, cards speaking: each seat keeps for the side it leans to


def compile_draws(program, players: int, standing_use, rules: HandRules, low_rules: HandRules,
                  deck: tuple[int, ...], check_step, qualify: Qualify = NONE) -> DrawPlan:
    """The draw plan of a program; `Unplanned` names the rule it cannot follow.
    `check_step(step, where)` checks every other step as a `Plan` does (and returns the showdown)."""
    ops: list[tuple] = []
    size = board = 0        # cards each seat holds, cards on the table
    most = 0                # the most deck places taken so far
    up = peeked = False     # some card is face up; some card was dealt unseen
    thrown: int | None = None  # the most a seat threw in the discard the next draw answers (None: none)
    fixed_throw = True      # that discard threw the same count for every seat, every deal
    showdown: Showdown | None = None
    for action in program.actions:
        for step in action.steps:
            where = f"rule {action.number}"
            if showdown is not None:
                raise Unplanned(f"{where}: a {step.kind} step after the showdown")
            kind = type(step)
            if kind is Discard:
                others = {s.kind for s in action.steps if type(s) not in (Discard, Draw)}
                if others:  # a rule's other steps may keep cards back (`discarding.may_discard`)
                    raise Unplanned(f"{where}: a discard with a {', '.join(sorted(others))} step in its rule")
                if not fixed_throw:
                    raise Unplanned(f"{where}: a discard before the last one's draw")
                bounds, everything = discard_bounds(step, size, players, up, peeked, where)
                ops.append((DISCARD, everything, bounds))
                thrown = max(max((*b.counts, *b.more_counts)) for b in bounds) if not everything else size
                fixed_throw = everything or (not step.up_to and not step.choices and step.most is None)
                size -= thrown if fixed_throw else 0
                continue
            if kind is Stack:
                _check_stack(step, up, peeked, fixed_throw, where)
                ops.append((STACK,))
                continue
            if kind is Pass:
                ops.append((PASS, step.count, _pass_moves(step, size, up, peeked, fixed_throw, where)))
                continue
            if kind is Draw:
                if step.count is None:  # as many as each threw: the discard's own draw
                    if thrown is None:
                        raise Unplanned(f"{where}: a draw of as many as were thrown, with no discard before it")
                    size += thrown if fixed_throw else 0
                    most += players * thrown
                elif not fixed_throw:
                    raise Unplanned(f"{where}: a draw of {step.count} after a discard of a count each chooses")
                else:
                    size += step.count
                    most += players * step.count
                fixed_throw, thrown = True, None
                up = up or step.face == "up"
                ops.append((DRAW, step.count))
                continue
            showdown = check_step(step, where) or showdown
            if kind is Deal:
                if step.to == Target.TABLE:
                    ops.append((TABLE, step.count))
                    board += step.count
                    most += step.count
                else:
                    ops.append((DEAL, step.count))
                    size += step.count
                    most += players * step.count
                up = up or step.face == "up"
            elif kind is NoPeek:
                peeked = True
            elif kind in (Flip, TurnDown):
                up = True
    if not fixed_throw:
        raise Unplanned("a discard no draw follows: hands of a size each player chooses")
    if most > len(deck) and not RUN_OUT_TALLIED:
        raise Unplanned(f"up to {most} cards dealt and drawn from a deck of {len(deck)}")
    if showdown is None:
        raise Unplanned("no showdown the plan can play")
    if not size:
        raise Unplanned("no cards dealt to the players")
    high_low = showdown.pot == "high-low"
    low = low_rules_of(program, players, showdown) is not None
    if low and any(op[0] in (PASS, STACK) for op in ops):
        raise Unplanned(f"a pass or a stack in a {'high-low' if high_low else 'low'} game: "
                        "the players give cards up for low by another choice")
    groups = tuple(tuple(g) for g in making.card_sets(list(range(size)), list(range(size, size + board)), standing_use)
                   if g)
    refill = refills(program) and most > len(deck)
    return DrawPlan(players, deck, tuple(ops), groups, len(deck) if refill else min(most, len(deck)), rules, low_rules,
                    rules.plain() and JOKER not in deck, showdown.tie_pays, low and not high_low, refill, qualify,
                    high_low)


def _check_stack(step: Stack, up: bool, peeked: bool, fixed: bool, where: str) -> None:
    """A stack of all a player's cards, none up, every one seen: only their order changes."""
    if step.stacks != 1 or step.size is not None or step.sides:
        raise Unplanned(f"{where}: a stack into {step.stacks} of {step.size} with {step.sides} aside")
    if up or peeked or not fixed:
        raise Unplanned(f"{where}: a stack of cards some of which are up, unseen or still to draw")


def _pass_moves(step: Pass, size: int, up: bool, peeked: bool, fixed: bool, where: str) -> tuple[tuple[int, int], ...]:
    """A pass every seat makes at once, as (count, seats on: + left, - right) per move."""
    if peeked:
        raise Unplanned(f"{where}: a pass where some cards are unseen (no-peek)")
    if step.which not in ("any", "down") or (step.which == "down" and up):
        raise Unplanned(f"{where}: a pass of the {step.which} cards")
    if not fixed:
        raise Unplanned(f"{where}: a pass before the last discard's draw")
    if size < step.count:
        raise Unplanned(f"{where}: a pass of {step.count} from {size} cards")
    if any(m.direction not in ("left", "right") for m in step.moves):
        raise Unplanned(f"{where}: a pass to the {', '.join(sorted({str(m.direction) for m in step.moves}))}")
    return tuple((m.count, m.seats if m.direction == "left" else -m.seats) for m in step.moves)


def _throwers(plan: DrawPlan) -> dict[int, list]:
    """Per discard or pass op (by index), each seat's choice (`choosing.thrower`, `passer`)."""
    out: dict[int, list] = {}
    for at, op in enumerate(plan.ops):
        if op[0] == DISCARD and not op[1] and plan.high_low:  # per seat, for each side it may lean to
            out[at] = [{goal: thrower(b, plan.rules, plan.low_rules, goal) for goal in ("high", "low")} for b in op[2]]
        elif op[0] == DISCARD and not op[1]:
            out[at] = [thrower(b, plan.rules, plan.low_rules, "low" if plan.low else "high") for b in op[2]]
        elif op[0] == PASS:
            out[at] = [passer(op[1], plan.rules, plan.low_rules)] * plan.players
        elif op[0] == STACK:
            out[at] = [stacker(plan.rules, plan.low_rules)] * plan.players
    return out


def _hands(plan: DrawPlan, x: list[int], throwers: dict[int, list], rng=None) -> tuple[list[list[int]], list[int]] | None:
    """Each seat's cards and the table's, in the order the simulator holds them; None when
    the deck runs out (only where `RUN_OUT_TALLIED` lets such a game plan). `rng`: the
    table's random numbers after the deal's shuffle, where the discards are shuffled in
    (`plan.refills`: `x` is then the whole deck, and the discards are kept, as thrown)."""
    muck: list[int] | None = [] if rng is not None else None
    hands: list[list[int]] = [[] for _ in range(plan.players)]
    board: list[int] = []
    thrown = [0] * plan.players
    goals: list[str] = []  # a high-low seat's side, from its cards at the first discard it chooses (`moves.goal`)
    top = 0
    for at, op in enumerate(plan.ops):
        kind = op[0]
        if kind == DEAL:
            n = op[1]
            if top + n * len(hands) > len(x):
                return None
            for hand in hands:
                hand.extend(x[top:top + n])
                top += n
        elif kind == TABLE:
            if top + op[1] > len(x):
                return None
            board.extend(x[top:top + op[1]])
            top += op[1]
        elif kind == DISCARD:
            if op[1]:  # every card that may go
                for seat, hand in enumerate(hands):
                    thrown[seat] = len(hand)
                    if muck is not None:
                        muck.extend(hand)
                    hand.clear()
            else:
                if plan.high_low and not goals:
                    goals = [lean(hand, plan.rules) for hand in hands]
                for seat, (hand, throw) in enumerate(zip(hands, throwers[at])):
                    thrown[seat] = (throw[goals[seat]] if goals else throw)(hand, muck)
        elif kind == STACK:
            for hand, stack in zip(hands, throwers[at]):
                stack(hand)
        elif kind == PASS:  # every seat chooses, then the cards move: each receiver's after its own, giver by giver
            given = [choose(hand) for hand, choose in zip(hands, throwers[at])]
            for hand, cards in zip(hands, given):
                for c in cards:
                    hand.remove(c)
            for seat, cards in enumerate(given):
                first = 0
                for count, seats in op[2]:
                    hands[(seat + seats) % len(hands)].extend(cards[first:first + count])
                    first += count
        else:
            for seat, hand in enumerate(hands):
                n = op[1] if op[1] is not None else thrown[seat]
                if n and top + n > len(x) and muck:  # the discards shuffled in, under what is left
                    rng.shuffle(muck)
                    x, top, muck = x[top:] + muck, 0, []
                if top + n > len(x):
                    return None
                hand.extend(x[top:top + n])
                top += n
    return hands, board


def _pickers(plan: DrawPlan) -> list:
    return [itemgetter(*g) if len(g) > 1 else (lambda cards, i=g[0]: (cards[i],)) for g in plan.groups]


def _dealt(plan: DrawPlan, seed: int, shuffle, throwers):
    """`_hands` of one seed's deck; where the discards may be shuffled in, with the table's
    own shuffle (`random.Random(seed).shuffle`, its random numbers going on)."""
    if not plan.refills:
        return _hands(plan, shuffle(seed), throwers)
    rng = random.Random(seed)
    x = list(plan.deck)
    rng.shuffle(x)
    return _hands(plan, x, throwers, rng)


def play_draws(plan: DrawPlan, seeds) -> PlanCounts:
    """Play one deal per seed and count them, as `run.play_plan` counts a `Plan`'s."""
    shuffle = shuffler(plan.deck, plan.used)
    throwers = _throwers(plan)
    pickers = _pickers(plan)
    if plan.low:
        return _play_low(plan, seeds, shuffle, throwers, pickers)
    if plan.high_low:
        return _play_high_low(plan, seeds, shuffle, throwers, pickers)
    score = scorer(plan.rules, plan.deck, max(len(g) for g in plan.groups))
    tie_pays, plain = plan.tie_pays, plan.plain
    counts = PlanCounts()
    wins = counts.wins
    for seed in seeds:
        dealt = _dealt(plan, seed, shuffle, throwers)
        if dealt is None:
            counts.unplayed += 1
            continue
        hands, board = dealt
        top, tied, best_cards = -1, 0, []
        for hand in hands:
            cards = hand + board
            s = max([score(pick(cards)) for pick in pickers])
            if s > top:
                top, tied, best_cards = s, 1, [cards]
            elif s == top:
                tied += 1
                best_cards.append(cards)
        counts.deals += 1
        if (tied > 1 and not tie_pays) or not plan.qualify.high_ok(top):
            continue
        wins[top] += 1
        counts.split += tied > 1
        if not plain:
            counts.wild += any(_wild_in(plan, pickers, score, cards, top) for cards in best_cards)
    return counts


def _play_low(plan: DrawPlan, seeds, shuffle, throwers, pickers) -> PlanCounts:
    """A low showdown's deals (`lows.count_low`)."""
    judge = plan_low_judge(plan.low_rules, plan.qualify)
    return _play_each(plan, seeds, shuffle, throwers, pickers,
                      lambda counts, picked: count_low(counts, picked, judge, plan.tie_pays))


def _play_high_low(plan: DrawPlan, seeds, shuffle, throwers, pickers) -> PlanCounts:
    """A high-low split's deals, judged as a fixed plan's (`run.high_low_deal`)."""
    score = scorer(plan.rules, plan.deck, max(len(g) for g in plan.groups))
    judge = plan_low_judge(plan.low_rules, plan.qualify)
    return _play_each(plan, seeds, shuffle, throwers, pickers,
                      lambda counts, picked: high_low_deal(plan, counts, picked, score, judge))


def _play_each(plan: DrawPlan, seeds, shuffle, throwers, pickers, judge_deal) -> PlanCounts:
    """Each seed's deal drawn out and judged by `judge_deal(counts, picked)` (picked: per seat,
    the card groups its hand may use); a deal the deck cannot finish counts as unplayed."""
    counts = PlanCounts()
    for seed in seeds:
        dealt = _dealt(plan, seed, shuffle, throwers)
        if dealt is None:
            counts.unplayed += 1
            continue
        hands, board = dealt
        judge_deal(counts, [[pick(hand + board) for pick in pickers] for hand in hands])
    return counts


def _wild_in(plan: DrawPlan, pickers, score, cards: list[int], top: int) -> bool:
    """Whether this winner's first best group (the one the showdown keeps) plays a wild card."""
    for pick in pickers:
        group = pick(cards)
        if score(group) == top:
            return uses_wild(plan.rules, group, top)
    return False


def draws_deal(plan: DrawPlan, seed: int) -> DealOutcome:
    """One deal of a draw plan, seat by seat: for comparing with the full simulator."""
    dealt = _dealt(plan, seed, shuffler(plan.deck, plan.used), _throwers(plan))
    if dealt is None:
        return DealOutcome((), None, unplayed=True)
    hands, board = dealt
    if plan.high_low:
        return high_low_deal(plan, PlanCounts(), [[pick(hand + board) for pick in _pickers(plan)] for hand in hands],
                             scorer(plan.rules, plan.deck, max(len(g) for g in plan.groups)),
                             plan_low_judge(plan.low_rules, plan.qualify))
    if plan.low:
        return low_outcome([[pick(hand + board) for pick in _pickers(plan)] for hand in hands],
                           plan_low_judge(plan.low_rules, plan.qualify), plan.tie_pays)
    score = scorer(plan.rules, plan.deck, max(len(g) for g in plan.groups))
    scores = [max(score(pick(hand + board)) for pick in _pickers(plan)) for hand in hands]
    top = max(scores)
    winners = tuple(n for n, s in enumerate(scores, 1) if s == top)
    if (len(winners) > 1 and not plan.tie_pays) or not plan.qualify.high_ok(top):
        return DealOutcome((), None)
    return DealOutcome(winners, top)
