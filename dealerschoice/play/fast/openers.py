"""Plans for draw games with a hand needed to open (Jacks or Better, Four Flush, Kingpots,
Progressive Draw): "Normal betting round ..., you must have a pair of jacks or better to
open.", "If no one opened in the previous round of betting, redeal (and increase the
restriction to open by one step)", "After one deal for each player, the jacks to open
restriction is removed."

The simulator (`mechanics.betting`, `mechanics.opening`) asks each player of that betting
round whether their cards hold one of the hands needed (`opening.meets`, with the wild rules
of the game); the first who does opens. Where nobody does, the rules answer: the round
checked around (no redeal rule), or the hand thrown in and dealt again (`PlayedHand.redeal`):
every card back into the deck, what is left of it first, then each seat's cards in the order
held, shuffled with the table's own random numbers, the rules started again from the first;
the pair needed moved a step where a rule says so (`opening._move`, kept over the redeals);
a re-ante only costs chips. After `simulate.MAX_DEALS` deals the hand stops, nobody winning
(a deal with no showdown). Once every player has dealt the lapse's count of deals, nobody
needs openers (`opening.needed`). Where no rule throws an unopened hand in, the round is
checked around, openers in any round change only the chips bet: the plan is the game's
without them, where that plan reads no chips (a fixed, draw or layout plan: Dizzy Liz's
common cards turned one by one, its declaration made on the cards alone). Betting moves no card and the odds' players all stay, so
the deal that is opened plays as the same game without these rules: its draw plan
(`draws`), played on the deck the redeals left, with those random numbers going on.

Refused: openers needed in more than one betting round (Dizzy Liz: the redeal may come after
cards have moved), a round with blinds (nobody then needs openers), cards other than deals to
each player before that round (table cards count in what a player holds there), and a game
whose plan without the openers is no draw plan, or a draw plan of a split pot, of wilds a
table card names or of a neighbour's share.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields
from operator import itemgetter

from dealerschoice.cards.cards import CARD_BY_CODE
from dealerschoice.play.fast.draw_ops import DrawPlan
from dealerschoice.play.fast.draw_play import deal_out, stages
from dealerschoice.play.fast.layout_lines import LayoutPlan
from dealerschoice.play.fast.lows import count_low
from dealerschoice.play.fast.plan import Plan, Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, low_outcome, scorer, shuffler, uses_wild
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Ante, Bet, Deal, Look
from dealerschoice.rules.steps.late_rules import OpeningLapse
from dealerschoice.rules.steps.table_rules import OpenerRedeal
from dealerschoice.rules.steps.vocab import AnteMode, Category, OpenerShift, Target
from dealerschoice.rules.steps.wager import HandMinimum, NoOpenRedeal, OpeningHand

RANKS = "23456789TJQKA"  # as `opening.RANKS`: a pair's rank by its letter
_OPENING_RULES = (OpeningHand, NoOpenRedeal, OpenerRedeal, OpeningLapse)
STOPPED = "stopped"  # a hand the redeals used up: it stops with no showdown
# the categories by the evaluator's index (`cards.keys.CATEGORIES`, a score's top field), as `opening._INDEX`
_INDEX = {Category.HIGH_CARD: 0, Category.PAIR: 1, Category.TWO_PAIR: 2, Category.TRIPS: 3, Category.STRAIGHT: 4,
          Category.FLUSH: 5, Category.FULL_HOUSE: 6, Category.QUADS: 7, Category.STRAIGHT_FLUSH: 8}


@dataclass(frozen=True, slots=True)
class OpenerPlan(DrawPlan):
    """A draw plan whose first deal must be opened: seat s's cards at the opening round are
    the deck places `held[s]`; `needs` the hands one of which opens; `redeals` whether a round
    nobody opens is dealt again (else checked around); `shift` the pair's move a redeal
    (`OpenerRedeal`: way, turn, back_to; None: it stays); `lapse`: the deals a player deals
    before nobody needs openers (None: always needed)."""

    held: tuple[tuple[int, ...], ...] = ()
    needs: tuple[HandMinimum, ...] = ()
    redeals: bool = False
    shift: tuple[int, int | None, int | None] | None = None
    lapse: int | None = None
    max_deals: int = 1

    def play(self, seeds: range | list[int]) -> PlanCounts:
        judge = OpenerJudge(self)
        counts = PlanCounts()
        for seed in seeds:
            judge.count(counts, seed)
        return counts

    def deal(self, seed: int) -> DealOutcome:
        return OpenerJudge(self).outcome(seed)


def compile_openers(program: Program, players: int) -> OpenerPlan | Plan | DrawPlan | LayoutPlan:
    """The plan of a draw game with a hand needed to open (where nobody opening throws no hand
    in, the plan of the game without the openers); `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Queens", (), (), (Rule(1, "Deal five cards face down to each player.", 5),
    ...     Rule(2, "Normal betting round, with the player to the left of the dealer opening, you must have a "
    ...          "pair of queens or better to open.", 6),
    ...     Rule(3, "If no one opened in the previous round of betting, redeal.", 7),
    ...     Rule(4, "Each player may draw up to three cards.", 8), Rule(5, "Showdown, high hand wins.", 9)),
    ...     None, Source("x", 1))
    >>> plan = compile_openers(game_program(game), 3)
    >>> plan.held, plan.needs[0].rank, plan.redeals
    (((0, 1, 2, 3, 4), (5, 6, 7, 8, 9), (10, 11, 12, 13, 14)), 'Q', True)
    """
    opening = program.standing_of(OpeningHand)
    if not opening:
        raise Unplanned("no hand needed to open")
    from dealerschoice.play.fast.plan import plan_for  # the plan of the game without openers, whichever it is

    without = Program(program.game, program.actions, tuple((n, s) for n, s in program.standing
                                                           if not isinstance(s, _OPENING_RULES)), program.notes)
    base = plan_for(without, players)
    shifts = program.standing_of(OpenerRedeal)
    if not shifts and not program.standing_of(NoOpenRedeal):
        # a round nobody opens is checked around: no card moves, and only the chips differ
        if not isinstance(base, (Plan, DrawPlan, LayoutPlan)):  # a layout plan, declared or not, reads no chips
            raise Unplanned(f"openers in a game whose plan reads the chips bet, or is none ({type(base).__name__})")
        return base
    rules = {n for n, _ in opening}
    if len(rules) > 1:
        raise Unplanned(f"hands needed to open in {len(rules)} betting rounds (cards may move between them)")
    rule = rules.pop()
    held = _held(program, players, rule)
    if type(base) is not DrawPlan:
        raise Unplanned(f"openers in a game whose plan without them is no draw plan ({type(base).__name__})")
    if base.sided or base.board_rules is not None or base.neighbour_shares:
        raise Unplanned("openers in a draw game of a split pot, of wilds a table card names or a neighbour's share")
    shift = None
    if shifts:
        step = shifts[0][1]
        shift = (1 if step.way == OpenerShift.UP else -1, _rank(step.turn), _rank(step.back_to))
    lapses = program.standing_of(OpeningLapse)
    from dealerschoice.play.simulate import MAX_DEALS  # the simulator imports the odds: not at import time

    values = {f.name: getattr(base, f.name) for f in fields(DrawPlan)}
    return OpenerPlan(**values, held=held, needs=tuple(need for _, s in opening for need in s.hands),
                      redeals=bool(shifts or program.standing_of(NoOpenRedeal)), shift=shift,
                      lapse=lapses[0][1].deals if lapses else None, max_deals=MAX_DEALS)


def _rank(letter: str | None) -> int | None:
    return None if letter is None else RANKS.index(letter) + 2


def _held(program: Program, players: int, rule: int) -> tuple[tuple[int, ...], ...]:
    """Each seat's deck places at the betting round of `rule`: only deals to each player may come first."""
    held: list[list[int]] = [[] for _ in range(players)]
    top = 0
    for action in program.actions:
        for step in action.steps:
            if action.number == rule and type(step) is Bet:
                if not isinstance(step, Bet) or step.blinds:
                    raise Unplanned(f"rule {rule}: blinds in the round openers are needed for")
                if sum(type(s) is Bet for s in action.steps) > 1:
                    raise Unplanned(f"rule {rule}: openers needed in two betting rounds of one rule")
                return tuple(tuple(seat) for seat in held)
            if type(step) is Deal and isinstance(step, Deal) and step.to == Target.EACH and step.condition is None:
                for seat in held:
                    seat.extend(range(top, top + step.count))
                    top += step.count
            elif not (type(step) in (Bet, Look) or (type(step) is Ante and isinstance(step, Ante)
                                                     and step.mode in (AnteMode.ANTE, AnteMode.NONE))):
                raise Unplanned(f"rule {action.number}: a {step.kind} step before the round openers are needed for")
    raise Unplanned(f"rule {rule}: openers needed with no betting round")


def shifted(needs: tuple[HandMinimum, ...], shift: int) -> tuple[HandMinimum, ...]:
    """The hands needed with the pair moved `shift` steps (`opening._shifted`: between deuces and aces).

    >>> shifted((HandMinimum(Category.PAIR, "J"), HandMinimum(Category.FLUSH, cards=4)), 2)[0].rank
    'K'
    """
    if not shift:
        return needs
    out = []
    for need in needs:
        if need.category == Category.PAIR and need.rank is not None and need.cards is None:
            need = HandMinimum(need.category, RANKS[max(2, min(14, RANKS.index(need.rank) + 2 + shift)) - 2])
        out.append(need)
    return tuple(out)


def moved(needs: tuple[HandMinimum, ...], shift: int, way: int,
          rule: tuple[int, int | None, int | None]) -> tuple[int, int]:
    """(shift, way) after a redeal moves the pair needed a step (`opening._move`); `needs`
    already shifted, `way` 0 before the first move.

    >>> moved((HandMinimum(Category.PAIR, "A"),), 3, 1, (1, 14, 11))  # up to aces, then back down
    (2, -1)
    """
    if not way:
        way = rule[0]
    pair = next((n for n in needs if n.category == Category.PAIR and n.rank and n.cards is None), None)
    if pair is None or pair.rank is None:
        return shift, way
    now = RANKS.index(pair.rank) + 2
    turn, back = rule[1], rule[2]
    if turn is not None and now + way > max(turn, back or turn) and way > 0:
        way = -1
    elif back is not None and way < 0 and now + way < min(back, turn or back):
        way = 1
    return shift + max(2, min(14, now + way)) - now, way


class OpenerJudge:
    """Plays an opener plan's deals: the redeals until a deal is opened, then its draw plan."""

    def __init__(self, plan: OpenerPlan):
        from dealerschoice.play.mechanics.opening import meets  # the simulator's own test of a hand

        self.plan = plan
        self.meets = meets
        self.stage_of = stages(plan)
        self.pickers = [itemgetter(*g) if len(g) > 1 else (lambda cards, i=g[0]: (cards[i],)) for g in plan.groups]
        self.getters = [itemgetter(*seat) if len(seat) > 1 else (lambda x, i=seat[0]: (x[i],)) for seat in plan.held]
        self.needs: dict[int, tuple[HandMinimum, ...]] = {}
        self.score = scorer(plan.rules, plan.deck, max(len(seat) for seat in plan.held))
        self.shuffle = shuffler(plan.deck, max(plan.used, 1 + max(p for seat in plan.held for p in seat)))

    def opened(self, seed: int) -> tuple[list[int], random.Random | None] | None:
        """The deck of the deal that is played, and the table's random numbers after its
        shuffle (None where the first deal is played and no discards are shuffled in: the
        deck is then right only in the places a deal can take); None when the hand stops,
        the redeals used up."""
        plan = self.plan
        x = self.shuffle(seed)
        needs = self._needs(0)
        if not plan.refills and (plan.lapse == 0 or not plan.redeals or any(
                self._holds(get(x), needs) for get in self.getters)):
            return x, None  # the first deal is opened (or checked around): the fast shuffle holds it
        rng = random.Random(seed)
        x = list(plan.deck)
        rng.shuffle(x)
        shift = way = 0
        deals = 1
        used = sum(len(seat) for seat in plan.held)
        while True:
            if plan.lapse is not None and deals > plan.lapse * plan.players:
                return x, rng
            needs = self._needs(shift)
            if any(self._holds(get(x), needs) for get in self.getters) or not plan.redeals:
                return x, rng  # opened, or checked around
            if plan.shift is not None:
                shift, way = moved(needs, shift, way, plan.shift)
            if deals >= plan.max_deals:
                return None
            deals += 1
            deck = x[used:]
            for get in self.getters:
                deck.extend(get(x))
            rng.shuffle(deck)
            x = deck

    def _needs(self, shift: int) -> tuple[HandMinimum, ...]:
        needs = self.needs.get(shift)
        if needs is None:
            needs = self.needs[shift] = shifted(self.plan.needs, shift)
        return needs

    def _holds(self, codes: tuple[int, ...], needs: tuple[HandMinimum, ...]) -> bool:
        """`opening.meets` for any of `needs`: a made hand by the plan's integer score (its
        category and top rank are the evaluator's key), a drawing hand by the simulator's test."""
        score = None
        for need in needs:
            if need.cards is not None:
                if self.meets([CARD_BY_CODE[c] for c in codes], self.plan.rules, need):
                    return True
                continue
            if score is None:
                score = self.score(codes)
            category, index = score >> 20, _INDEX[need.category]
            if category > index or (category == index and (need.rank is None
                                                           or score >> 16 & 15 >= RANKS.index(need.rank) + 2)):
                return True
        return False

    def _dealt(self, seed: int):
        """`deal_out` of the deal that is opened (None: the deck ran out in it), or STOPPED."""
        found = self.opened(seed)
        if found is None:
            return STOPPED
        x, rng = found
        return deal_out(self.plan, x, self.stage_of, rng if self.plan.refills else None)

    def count(self, counts: PlanCounts, seed: int) -> None:
        """Count one seed's deal as the odds count the simulator's."""
        plan = self.plan
        dealt = self._dealt(seed)
        if dealt is STOPPED:  # the hand stopped: a deal without a showdown
            counts.deals += 1
            counts.no_showdown += 1
            return
        if dealt is None:
            counts.unplayed += 1
            return
        hands, board, _, stage = dealt
        held = [hand + board for hand in hands] if plan.board_counts else hands
        if plan.low:
            count_low(counts, [[pick(cards) for pick in self.pickers] for cards in held], stage.judge, plan.tie_pays)
            return
        scores = [max(stage.score(pick(cards)) for pick in self.pickers) for cards in held]
        top = max(scores)
        best = [cards for cards, s in zip(held, scores) if s == top]
        counts.deals += 1
        if (len(best) > 1 and not plan.tie_pays) or not plan.qualify.high_ok(top):
            return
        counts.wins[top] += 1
        counts.split += len(best) > 1
        if not stage.plain:
            counts.wild += any(self._wild(stage, cards, top) for cards in best)

    def _wild(self, stage, cards: list[int], top: int) -> bool:
        """Whether this winner's first best group (the one the showdown keeps) plays a wild card."""
        for pick in self.pickers:
            group = pick(cards)
            if stage.score(group) == top:
                return uses_wild(stage.rules, group, top)
        return False

    def outcome(self, seed: int) -> DealOutcome:
        """One seed's deal, seat by seat: for comparing with the simulator."""
        plan = self.plan
        dealt = self._dealt(seed)
        if dealt is STOPPED:
            return DealOutcome((), None)
        if dealt is None:
            return DealOutcome((), None, unplayed=True)
        hands, board, _, stage = dealt
        held = [hand + board for hand in hands] if plan.board_counts else hands
        if plan.low:
            return low_outcome([[pick(cards) for pick in self.pickers] for cards in held], stage.judge, plan.tie_pays)
        scores = [max(stage.score(pick(cards)) for pick in self.pickers) for cards in held]
        top = max(scores)
        winners = tuple(n for n, s in enumerate(scores, 1) if s == top)
        if (len(winners) > 1 and not plan.tie_pays) or not plan.qualify.high_ok(top):
            return DealOutcome((), None)
        return DealOutcome(winners, top)

