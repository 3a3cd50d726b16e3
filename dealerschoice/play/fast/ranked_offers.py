"""Plans of games dealt "if they want it" and ranked their own way, with choices before the
offers or a showdown rule of their own: 7/27 with Replace ("Each player may draw one card if
they wish.") and 7/27 Twists ("Each player flips over one down card of their choice.", "A 27
point hand with 10 or less cards takes high and low.").

A `PrefacedPlan` is a `rankings_wanted.WantedPlan` whose fixed deal is followed, before the
offers, by the players' own choices, made as the simulator's players make them:
- a replace: "may draw one card" (`mechanics.moves.discard`: a discard of up to one card of
  any, then a draw of as many). A points hand stands or replaces one card by its distance to
  its target, by the very function the simulator asks (`policies.points_replace`, in
  `choices._ranked_count` for the count and `policies.worst` for the card), under the
  ranking of the side the seat plays for; that side is settled there, from the seat's first
  cards (`moves.goal`). The card thrown goes to the muck, which nobody sees; the card drawn
  comes from the top of the deck, seat by seat clockwise from seat 1 (`moves.draw`);
- a flip of N down cards of the player's choice, one at a time (`mechanics.flips._pick`:
  `policies.hide_order`'s first, the card that shows least beside the cards up, the
  standard hand showing: a flip reads no ranking).
Then the offers run as a `WantedPlan`'s, each seat seeing what is up now.

A points sweep ("A 27 point hand ... takes high and low", `mechanics.points_sweep`): in a
high-low split, once the split is settled, the seats whose hand (its high, else its low) can
total exactly the rule's points, in no more cards than it allows and with no joker, take
high and low, sharing; the tally counts their best high and best low Hands.

Refused (`Unplanned`, naming the rule): a deal after a choice (the plan's fixed places would
move), a discard of another kind (not "up to one" of any cards, with its draw in the rule),
a replace in a ranking other than points, a flip other than "of their choice" by each player,
an own ranking of moved ranks or added hands (`own_rankings`: another keep choice), a sweep
beside a showdown other than a high-low split.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, fields
from typing import cast

from dealerschoice.cards import Card, totals
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.cards.modes import Mode
from dealerschoice.play import policies
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.fast.rankings_judged import count_sides
from dealerschoice.play.fast.rankings_wanted import WantedPlan, compile_wanted, judged_classes
from dealerschoice.play.fast.run import DealOutcome, PlanCounts
from dealerschoice.play.mechanics.own_rankings import own_ranking_of
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps import Deal, Discard, Draw, Flip, NoPeek
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.ranking_rules import PointsSweep
from dealerschoice.rules.steps.vocab import DealCondition, FlipSource, Pot

REPLACE, FLIP = "replace", "flip"
_CARDS = [Card(code) for code in range(JOKER_CODE + 1)]
_MEMO_MOST = 1 << 17  # choices a plan remembers before it starts again


@dataclass(frozen=True, slots=True)
class PrefacedPlan(WantedPlan):
    """A `WantedPlan` with choices before its offers (`before`: (REPLACE, drawn face up) or
    (FLIP, count), in order) and, where the game has one, its points sweep (`sweep`)."""

    before: tuple[tuple, ...] = ()
    sweep: PointsSweep | None = None

    def _start(self, x: list[int], seed: int):
        """The fixed deal, then the choices before the offers (see the module)."""
        hands, down, top, muck, goals = WantedPlan._start(self, x, seed)
        ranking = self.rankings[seed % len(self.rankings)]
        for op in self.before:
            if op[0] == FLIP:
                for cards, hidden in zip(hands, down):
                    for _ in range(op[1]):
                        if not hidden:
                            break
                        hidden.remove(flip_pick(self, cards, hidden))
                continue
            if goals is None:  # the first choice settles what each seat plays for (`moves.goal`)
                goals = [self._goal(cards) for cards in hands]
            thrown = []
            for cards, hidden, goal in zip(hands, down, goals):
                card = replaced_card(self, ranking, cards, goal)
                if card is not None:
                    cards.remove(card)
                    if card in hidden:
                        hidden.remove(card)
                    muck.append(card)
                thrown.append(card is not None)
            for cards, hidden, threw in zip(hands, down, thrown):  # the draw, seat by seat
                if threw and top < len(x):
                    cards.append(x[top])
                    if not op[1]:
                        hidden.append(x[top])
                    top += 1
        return hands, down, top, muck, goals

    def _keys_tell(self) -> bool:
        """A points sweep reads every seat's cards (`exact_seats`): then every seat's Hands."""
        return self.sweep is None

    def _count_split(self, counts: PlanCounts, seats) -> DealOutcome:
        """A high-low split, settled as a `JudgedPlan`'s unless a hand sweeps (see the module)."""
        exact = exact_seats(self, seats) if self.sweep is not None else []
        if not exact:  # slotted dataclasses have no zero-argument super()
            return WantedPlan._count_split(self, counts, seats)
        _, best_low = count_sides(counts, seats, exact, exact)  # a sweep takes both sides
        counts.split += len(exact) > 1
        first = seats[exact[0] - 1][0]  # the showdown tells the first winner's hand
        return DealOutcome(tuple(exact), None, low=first if first is not None else best_low, low_winners=tuple(exact))


def exact_seats(plan: PrefacedPlan, seats) -> list[int]:
    """The seats whose hand counts exactly the sweep's total (`points_sweep.exact_hands`)."""
    rule = cast(PointsSweep, plan.sweep)
    ranking = plan.rankings[0]
    side = ranking.high or ranking.low
    points = side.ranking.points if side is not None else None
    found = []
    for n, (high, low) in enumerate(seats, 1):
        made = high if high is not None else low
        if made is None or points is None:
            continue
        cards = made.cards
        if rule.most_cards is not None and len(cards) > rule.most_cards:
            continue
        if any(c.is_joker for c in cards):
            continue
        if rule.total * 2 in totals(cards, points):  # totals are in half points
            found.append(n)
    return found


# (plan, ranking) -> (each card's class, whether classes are points counts (`rankings_wanted.judged_classes`),
# {(the sorted codes or their classes, goal): the card (or its class) replaced, or None})
_REPLACED: dict[tuple, tuple[list, bool, dict]] = {}
_FLIPPED: dict[tuple, dict] = {}   # plan -> {(sorted down, sorted up): the card turned}


def replaced_card(plan: PrefacedPlan, ranking, cards: list[int], goal: int) -> int | None:
    """The card a seat replaces, or None to stand: `policies.points_replace` of all its
    cards (every card may go, none stays beside them) under its side's ranking and rules.

    Where the judge tells cards only by their points counts (`rankings_wanted.judged_classes`),
    the choice is remembered by the counts of the hand: `players.ranked.points_draw` scores
    a card by its hand without it against every card not held, which is the same for two
    cards of one count, and keeps the first card in card order of the best; so the card
    replaced is the hand's first card of the count remembered."""
    known = _REPLACED.get((plan, ranking))
    if known is None:
        known = _REPLACED[plan, ranking] = (*judged_classes(plan, ranking), {})
    classes, by_points, memo = known
    key = (tuple(sorted(map(classes.__getitem__, cards))) if by_points else tuple(sorted(cards)), goal)
    found = memo.get(key, memo)
    if found is memo:
        side = ranking.low if goal else ranking.high
        rules = plan._low_rules() if goal else plan.rules
        card = policies.points_replace([_CARDS[c] for c in cards], [], rules, side) if side is not None else None
        if len(memo) >= _MEMO_MOST:
            memo.clear()
        found = memo[key] = None if card is None else classes[int(card)] if by_points else int(card)
    if found is None or not by_points:
        return found
    return min(c for c in cards if classes[c] == found)


def flip_pick(plan: PrefacedPlan, cards: list[int], down: list[int]) -> int:
    """The down card a seat turns up by choice: `policies.hide_order`'s first of its down
    cards beside its up ones, under the wild cards of its whole hand (`show_rules`)."""
    memo = _FLIPPED.setdefault((plan,), {})
    up = Counter(cards)
    up.subtract(down)
    shown = sorted(c for c, n in up.items() for _ in range(n))
    key = (tuple(sorted(down)), tuple(shown))
    found = memo.get(key)
    if found is None:
        order = policies.hide_order([_CARDS[c] for c in down], [_CARDS[c] for c in shown], plan.rules)
        if len(memo) >= _MEMO_MOST:
            memo.clear()
        found = memo[key] = int(order[0])
    return found


def prefaced(program: Program) -> bool:
    """Whether a game dealt "if they want it" has choices before its offers or a sweep."""
    return any(isinstance(s, (Flip, TurnDown, Discard, Draw)) for a in program.actions for s in a.steps) or \
        bool(program.standing_of(PointsSweep))


def compile_prefaced(program: Program, players: int) -> PrefacedPlan:
    """The plan of a game dealt "if they want it" with choices before its offers or a points
    sweep; `Unplanned` says why not (see the module).

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Near", (), (), (Rule(1, "Deal two cards down to each player.", 5),
    ...     Rule(2, "Each player flips over one down card of their choice.", 6),
    ...     Rule(3, "Deal each player one card face up, if they want it.", 7),
    ...     Rule(4, "Repeat the last action until no one wants another card.", 8),
    ...     Rule(5, "Showdown, high hand wins.", 9),
    ...     Rule(6, "Hands are ranked by total points. Aces are worth 1, face cards are worth 10, and all other "
    ...          "cards are face value.", 10)), None, Source("x", 1))
    >>> plan = compile_prefaced(game_program(game), 3)
    >>> plan.before, plan.dealt, plan.sweep is None
    ((('flip', 1),), 6, True)
    """
    actions = program.actions
    offer = next((i for i, a in enumerate(actions) for s in a.steps
                  if isinstance(s, Deal) and s.condition == DealCondition.IF_WANTED), None)
    if offer is None:
        raise Unplanned("no deal \"if they want it\"")
    before: list[tuple] = []
    kept: list[Action] = []
    for at, action in enumerate(actions):
        where = f"rule {action.number}"
        chosen = [s for s in action.steps if isinstance(s, (Flip, TurnDown, Discard, Draw))]
        if not chosen:
            if before and any(isinstance(s, Deal) for s in action.steps) and at < offer:
                raise Unplanned(f"{where}: a deal after a choice before the offers (the fixed places move)")
            kept.append(action)
            continue
        if at > offer:
            raise Unplanned(f"{where}: a {chosen[0].kind} step after the offers")
        before.append(_op(program, action, where))
        kept.append(Action(action.number, action.text, ()))
    sweeps = program.standing_of(PointsSweep)
    sweep = sweeps[0][1] if sweeps else None
    standing = tuple((n, s) for n, s in program.standing if not isinstance(s, PointsSweep))
    base = compile_wanted(Program(program.game, tuple(kept), standing, program.notes), players)
    if type(base) is not WantedPlan:
        raise Unplanned("choices before the offers of a plan that is not a fixed deal with offers")
    if sweep is not None and base.pot != Pot.HIGH_LOW:
        raise Unplanned(f"rule {sweeps[0][0]}: a points sweep beside a {base.pot} showdown")
    if own_ranking_of(program) is not None:
        raise Unplanned("an own ranking of moved ranks or added hands (another keep choice)")
    if any(isinstance(s, NoPeek) for a in actions for s in a.steps):
        raise Unplanned("choices before the offers in a game with unseen cards (no-peek)")
    replaces = sum(op[0] == REPLACE for op in before)
    if replaces:
        _check_replace(base, replaces, players)
    return PrefacedPlan(**{f.name: getattr(base, f.name) for f in fields(WantedPlan)}, before=tuple(before),
                        sweep=sweep)


def _check_replace(plan: WantedPlan, replaces: int, players: int) -> None:
    """A replace the plan follows: a points hand of every side a seat may play for, of no
    more cards than the players' keep choice tries (`choices.chosen`), from a deck that holds
    every card drawn."""
    sides = {Pot.HIGH: ("high",), Pot.LOW: ("low",)}.get(plan.pot, ("high", "low"))
    for ranking in plan.rankings:
        for name in sides:
            side = getattr(ranking, name)
            if side is None or side.ranking.mode != Mode.POINTS or side.size is not None:
                raise Unplanned(f"a replace in a game whose {name} hands are not ranked by points (another keep "
                                "choice)")
    if len(plan.seats[0][0]) > policies.KEEP_TRIED:
        raise Unplanned(f"a replace from {len(plan.seats[0][0])} cards, more than the keep choice tries")
    if plan.dealt + replaces * players > len(plan.deck):
        raise Unplanned("a replace the deck may not serve")
    if len(set(plan.deck)) != len(plan.deck):
        raise Unplanned("a replace from a deck holding a card twice (the card replaced is told by its code)")


def _op(program: Program, action: Action, where: str) -> tuple:
    """The op of a rule of choices before the offers."""
    steps = action.steps
    if len(steps) == 1 and isinstance(flip := steps[0], Flip) and type(flip) is Flip:
        if (flip.who != "each" or flip.source != FlipSource.CHOICE or flip.count is None or flip.until is not None
                or flip.limit is not None or flip.table_counts or flip.include_folded or flip.from_either
                or flip.optional or flip.ranks or flip.deal_instead_at is not None or flip.stack is not None):
            raise Unplanned(f"{where}: a flip other than each player's of one card of their choice")
        return (FLIP, flip.count)
    if len(steps) == 2 and isinstance(discard := steps[0], Discard) and isinstance(draw := steps[1], Draw) \
            and type(discard) is Discard and type(draw) is Draw:  # the very types: a subclass has its own handler
        if (discard.count != 1 or discard.which != "any" or not discard.up_to or discard.low or discard.most
                is not None or discard.choices or discard.order is not None or draw.count is not None):
            raise Unplanned(f"{where}: a discard other than \"up to one\" of any cards, drawn back")
        return (REPLACE, draw.face == "up")
    raise Unplanned(f"{where}: a {', '.join(s.kind for s in steps)} rule before the offers")
