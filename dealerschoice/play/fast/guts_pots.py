"""Guts played for a high pot and a low pot in the odds' fast path (Guts High/Low: "Ante twice,
into a high pot and a low pot.", "Each player in turn declares high/low/out. If two players
declare the same way, compare hands and loser pays winner the pot. If only one person
declares in a direction, they win that pot.", "Everyone must reante to each remaining pot.",
"Repeat the last thirteen actions until both pots are empty."), as the simulator plays it
(`mechanics.pots`, `declare.declare_side`).

- The first ante opens the pots: the hand's opening ante is the first pot's, and everyone
  antes once into the other. A re-ante puts one chip from every player into each pot still
  holding chips, or into every pot where the rule names them all ("to both pots").
- Every player is dealt to and declares every round (a player out of one round declares
  again in the next), clockwise from the dealer's left: high, low or out, among the pots
  still holding chips, on their own cards (`declaring.side_or_out`, aiming high: nobody has
  chosen a side by a draw).
- Each direction, high first: a lone declarer takes its pot; several compare their hands
  (high, or ace-to-five low: `lows`) and every loser pays each best hand a share of that pot,
  which stays. That comparison is a showdown the odds count (its winning hand, a wild card in
  it, a pot shared by tied hands); a tie of all of them pays nobody and counts none. With
  every pot empty the game is over.
- "Reshuffle all of the cards into the deck": gathered as `Table.gather` puts them and
  shuffled by the table's own random numbers; the repeat goes back to the deal, at most
  `flow.MAX_CYCLES` times (the simulator's example stops there).

Refused: any other step, standing rules but the deck and written-out wild cards, limited
wild cards (the low judge remembers cards by rank), and a first ante that is not into two pots.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from dealerschoice.cards import Card
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.guts import GutsPlan
from dealerschoice.play.fast.plan import Unplanned, deck_codes, plan_low_rules, plan_wild_rules, standing_use
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, plan_low_judge, scorer, uses_wild
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Deal, Deck, Declare, Repeat, Wild
from dealerschoice.rules.steps.cards import Reshuffle
from dealerschoice.rules.steps.ranking_rules import DeclareDuel
from dealerschoice.rules.steps.vocab import Target, UntilKind
from dealerschoice.rules.steps.wager import PotAnte

DEAL, DECLARE, DUEL, ANTE, RESHUFFLE, REPEAT = "deal", "declare", "duel", "ante", "reshuffle", "repeat"
NAMES = ("high", "low")  # the pots, by the direction that wins them (`pots.NAMES`)
_CARDS = [Card(code) for code in range(JOKER_CODE + 1)]  # the players' decisions read Cards, not codes


@dataclass(frozen=True, slots=True)
class PotsPlan(GutsPlan):
    """A guts game of a high and a low pot: `ops` are (DEAL, count), (DECLARE, sides),
    (DUEL,), (ANTE, into every pot), (RESHUFFLE,) and (REPEAT, the op to go back to)."""

    most: int = 1  # the repeats the simulator's example plays at most (`flow.MAX_CYCLES`)

    def play(self, seeds: range | list[int]) -> PlanCounts:
        """One game per seed, counted as the odds count the simulator's (`odds._tally_deal`)."""
        player = _PotsPlayer(self)
        counts = PlanCounts()
        for seed in seeds:
            found = player.game(seed)
            counts.deals += 1
            counts.no_showdown += not found
            for side, score, low, wild, _ in found:
                if side == 0:
                    counts.wins[score] += 1
                else:
                    counts.lows[low.key] += 1
                    counts.low_hands.setdefault(low.key, low)
                counts.wild += wild
            counts.split += any(len(winners) > 1 for *_, winners in found)
        return counts

    def deal(self, seed: int) -> DealOutcome:
        """The last showdown of the game (`run.plan_deal`): its winners, and its score or low hand."""
        found = _PotsPlayer(self).game(seed)
        if not found:
            return DealOutcome((), None)
        side, score, low, _, winners = found[-1]
        return DealOutcome(winners, score) if side == 0 else DealOutcome(winners, None, low=low, low_winners=winners)


class _PotsPlayer:
    """Plays a plan's games: hands scored by the plan's scorer and low judge, each declaration
    the players' own, remembered by the cards and the sides open."""

    def __init__(self, plan: PotsPlan):
        self.plan = plan
        self.score = scorer(plan.rules, plan.deck, plan.longest)
        self.low = plan_low_judge(plan.low_rules)
        self.decided: dict[tuple, str] = {}

    def side(self, cards: list[int], sides: tuple[str, ...]) -> str:
        """ "high", "low" or "out" (`declaring.side_or_out`), remembered by what it reads: the
        high hand and the ranks (a low ignores suits) where nothing is wild, else the cards."""
        if self.plan.plain:
            key: tuple = (self.score(cards), *sorted([c >> 2 for c in cards]), sides)
        else:
            key = (*sorted(cards), sides)
        found = self.decided.get(key)
        if found is None:
            from dealerschoice.play.players import declaring  # the simulator's players: not at import time

            found = self.decided[key] = str(declaring.side_or_out(
                [_CARDS[c] for c in cards], self.plan.rules, self.plan.low_rules, sides).value)
        return found

    def game(self, seed: int) -> list[tuple]:
        """Each counted showdown: (side, high score, low Hand, a wild card won, winning seats from 1)."""
        plan, n = self.plan, self.plan.players
        rng = random.Random(seed)
        x = list(plan.deck)
        rng.shuffle(x)
        top, cycles = 0, 0
        hands: list[list[int]] = [[] for _ in range(n)]
        pots = {NAMES[0]: n, NAMES[1]: n}  # the opening ante is the high pot's; one more each into the low
        declared: list[str] = []
        found: list[tuple] = []
        at, ops = 0, plan.ops
        while at < len(ops):
            op = ops[at]
            at += 1
            code = op[0]
            if code == DEAL:
                for hand in hands:
                    hand.extend(x[top:top + op[1]])
                    top += op[1]
            elif code == DECLARE:
                sides = tuple(s for s in op[1] if pots[s])
                declared = [self.side(hand, sides) if sides else "out" for hand in hands]
            elif code == DUEL:
                self._duel(hands, declared, pots, found)
                if not any(pots.values()):
                    return found  # every pot is empty: the game is over
            elif code == ANTE:
                for name in pots:
                    if op[1] or pots[name]:
                        pots[name] += n
            elif code == RESHUFFLE:  # every card back into the deck (`Table.gather`), shuffled
                x = x[top:] + [c for hand in hands for c in hand]
                rng.shuffle(x)
                top, hands = 0, [[] for _ in range(n)]
            else:  # REPEAT until the pots are empty: never, after a re-ante into both
                cycles += 1
                if cycles >= plan.most:
                    return found
                at = op[1]
        return found

    def _duel(self, hands: list[list[int]], declared: list[str], pots: dict[str, int], found: list[tuple]) -> None:
        """Each direction settled between its declarers (`pots.declare_duel`)."""
        for side, name in enumerate(NAMES):
            seats = [s for s, d in enumerate(declared) if d == name]
            if not seats or not pots[name]:
                continue
            if len(seats) == 1:
                pots[name] = 0  # the lone declarer takes the pot
                continue
            if side == 0:
                scores = [self.score(hands[s]) for s in seats]
                best = max(scores)
                winners = tuple(s + 1 for s, v in zip(seats, scores) if v == best)
                if len(winners) < len(seats):
                    wild = not self.plan.plain and any(uses_wild(self.plan.rules, hands[s - 1], best) for s in winners)
                    found.append((0, best, None, wild, winners))
                continue
            lows = [self.low(hands[s]) for s in seats]
            keys = [h.key for h in lows if h is not None]
            if not keys:
                continue
            key = max(keys)
            won = [(s, h) for s, h in zip(seats, lows) if h is not None and h.key == key]
            if len(won) < len(seats):
                found.append((1, None, won[0][1], any(h.wilds for _, h in won), tuple(s + 1 for s, _ in won)))


def compile_pots(program: Program, players: int) -> PotsPlan:
    """The plan of a guts game of a high and a low pot; `Unplanned` names the rule it cannot follow."""
    from dealerschoice.play.mechanics.flow import MAX_CYCLES  # the mechanics import the simulator
    from dealerschoice.play.simulate import MAX_DEALS

    steps = [(a.number, s) for a in program.actions for s in a.steps]
    if not steps or not isinstance(steps[0][1], PotAnte) or steps[0][1].pots != len(NAMES) or steps[0][1].again:
        raise Unplanned("no first ante into a high and a low pot")
    standing_use(program)  # refuses every standing rule a plan cannot follow
    for number, standing in program.standing:
        if not isinstance(standing, (Deck, Wild)):
            raise Unplanned(f"rule {number}: a standing {standing.kind} rule in a game of a high and a low pot")
    ops: list[tuple] = []
    starts = [len(ops)]
    dealt = most = 0
    for action in program.actions[1:]:
        starts.append(len(ops))
        for step in action.steps:
            where = f"rule {action.number}"
            if type(step) is Deal and step.condition is None and step.to == Target.EACH:
                ops.append((DEAL, step.count))
                dealt += step.count
                most = max(most, dealt)
            elif type(step) is Declare and "out" in step.choices and set(step.choices) <= {*NAMES, "out"}:
                ops.append((DECLARE, tuple(c for c in step.choices if c != "out")))
            elif type(step) is DeclareDuel and ops and ops[-1][0] == DECLARE:
                ops.append((DUEL,))
            elif type(step) is PotAnte and step.again:
                ops.append((ANTE, step.pots is not None))
            elif type(step) is Reshuffle:
                ops.append((RESHUFFLE,))
                dealt = 0
            elif type(step) is Repeat and step.until.kind == UntilKind.POT_EMPTY and ops[-2:] == [(ANTE, True),
                                                                                            (RESHUFFLE,)]:
                index = program.actions.index(action)
                target = max(0, index - step.last)  # after the reshuffle: from the deal before (`flow.repeat`)
                while target > 0 and not any(type(s) is Deal for s in program.actions[target].steps):
                    target -= 1
                if target == 0:
                    raise Unplanned(f"{where}: a repeat that goes back to the first ante")
                ops.append((REPEAT, starts[target]))
            else:
                raise Unplanned(f"{where}: a {step.kind} step in a game of a high and a low pot")
    if DUEL not in {op[0] for op in ops} or most * players > len(deck_codes(program.deck)):
        raise Unplanned("no duel of declared directions, or more cards than the deck holds")
    rules, low_rules = plan_wild_rules(program, players), plan_low_rules(program, players)
    if low_rules._stands_for:
        raise Unplanned("a low hand judged with limited wild cards")
    return PotsPlan(players, deck_codes(program.deck), tuple(ops), rules, rules.plain() and not program.deck.jokers,
                    (), MAX_DEALS, most, low_rules, most=MAX_CYCLES)
