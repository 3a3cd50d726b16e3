"""Play a `wilds_plan.WildPlan`'s deals: the cards dealt in front of a probe hand of the
simulator, each group judged under the wild rules it gives that seat.

A deal: the table's shuffle (`run.shuffler`; where the dealer names a wild rank, the table's
own random numbers go on after the shuffle for it, as `simulate.new_deal` draws it), then
the plan's moves put the cards in front of the probe's seats as `mechanics.moves.deal` does
(seat by seat, each card held as `Table.give` holds it) and fire the rules on a card dealt
face up once everyone has theirs (`triggers.card_up`, `table_card_up`); dice are rolled
between the moves where the rules roll them, by the simulator's own handler
(`mechanics.dice`) from the table's numbers after the shuffle and the dealer's rank, and
rolled again there as a player dealt a card up rolls them (`dice.on_card_up`); so is a rank
the dealer names by a rule (`named_ranks`). Where no rule of the game answers to a card
dealt up (`wilds_plan.quiet_ups`: every wild reads the cards as held), the probe deals a
player's cards without firing those rules, which would find nothing to do. Everything the
probe holds of a deal (its cards, its `WildState`, its mechanics' pieces, its events) is
put back as a new hand has it before the next deal; the answers its wild rules remember
are kept (they are keyed on all they read), up to `_ANSWERS_KEPT`.

At the showdown each seat's groups are judged as `judge.hands_of` judges them: the rules
`PlayedHand.rules_for` gives for that seat and group (with the game's limits,
`wild_play.with_limits`), the high score on integers under them (`run.scorer`, made once for
each rules met, up to `_SCORERS_KEPT`, then `keys.high_score` itself), the low by `lows`.
Winners and counts are a fixed plan's (`run.play_plan`, `lows.count_low`,
`run.count_high_low`); a winning hand uses a wild card as `run.uses_wild` says under its own
rules. A high win is counted with its Hand (`PlanCounts.named`): its words may name the
cards that played as one wild, which a score does not hold.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from operator import itemgetter

from dealerschoice.cards import Hand, best_hand
from dealerschoice.cards.cards import CARD_BY_CODE
from dealerschoice.cards.keys import high_score
from dealerschoice.cards.lows import best_low
from dealerschoice.play.fast.lows import low_judge
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer, shuffler, uses_wild
from dealerschoice.play.fast.wilds_plan import WildPlan, quiet_ups
from dealerschoice.play.mechanics.wild_play import with_limits
from dealerschoice.play.table import Held
from dealerschoice.play.wilds import WildState
from dealerschoice.rules.steps import Showdown

_ANSWERS_KEPT = 1 << 14  # answers the probe's wild rules remember before they start again
_SCORERS_KEPT = 256      # distinct rules given a scorer of their own in one run of deals


class Judging:
    """Hands judged under rules that change from hand to hand: a scorer (`run.scorer`) and a
    low judge (`lows.low_judge`) made once for each rules met, up to `_SCORERS_KEPT` (then
    the evaluator itself)."""

    def __init__(self, deck: tuple[int, ...], qualify, longest: int):
        self.deck, self.qualify, self.longest = deck, qualify, longest
        self.scorers: dict = {}
        self.judges: dict = {}

    def scorer_of(self, rules):
        """The high score of Cards (limited wilds and wild groups read them as cards) under `rules`."""
        found = self.scorers.get(rules)
        if found is None:
            if len(self.scorers) >= _SCORERS_KEPT:
                return lambda cards: high_score(cards, rules)
            found = self.scorers[rules] = scorer(rules, self.deck, self.longest)
        return found

    def score(self, rules, cards) -> int:
        return self.scorer_of(rules)(cards)

    def low_of(self, rules, cards):
        judge = self.judges.get(rules)
        if judge is None:
            qualify = self.qualify
            judge = low_judge(rules, qualify)
            if judge is None:  # limited wilds: judged by the card, each time
                def judge(cards, rules=rules, qualify=qualify):
                    made = best_low(cards, rules, qualifier=qualify.low_limit)
                    return made if qualify.low_ok(made) else None
            if len(self.judges) < _SCORERS_KEPT:
                self.judges[rules] = judge
        return judge(cards)


class Probe:
    """A probe hand of the simulator (`odds.OddsHand`) that deals are put in front of, as the
    simulator deals them, for its wild rules to read."""

    def __init__(self, program, players: int):
        from dealerschoice.play.odds import OddsHand  # the odds import the plans: not at import time
        from dealerschoice.play.triggers import card_up, table_card_up
        from dealerschoice.play.turned_wilds import count_players, turned

        self.hand = hand = OddsHand(program, players, 0)
        self.card_up, self.table_card_up = card_up, table_card_up
        self.quiet = False  # no rule answers to a player's card dealt up (`wilds_plan.quiet_ups`)
        # the showdown's rule number (`holders_declare` names the holders' wilds once play reaches its rule)
        self.showdown = max((a.number for a in program.actions for s in a.steps if isinstance(s, Showdown)),
                            default=None)
        self.counts_players = turned(hand).counts_players
        self.count_players = count_players

    def dealt(self, x: list[int], moves, dealer_rank: int | None, rolls=(), rng: random.Random | None = None) -> None:
        """Put one deal's cards in front of the probe (`moves`: (to the table, count, face up)
        each), as `mechanics.moves.deal` deals them, and roll its dice (`rolls`: (the moves
        before, the step) each) from the table's random numbers `rng`, as `mechanics.dice`
        rolls them; everything of the deal before is put back as a new hand has it."""
        hand = self.hand
        table = hand.table
        if rng is not None:  # the table's own numbers, for the dice rolled and rolled again
            table.rng = rng
        hand.pieces.clear()
        hand.log.events.clear()
        hand.progress.rule = None  # as a new hand has it: no rule reached yet
        hand.wilds.state = WildState(dealer_rank=dealer_rank)
        if len(hand.wilds.rules.answers) > _ANSWERS_KEPT:
            hand.wilds.rules.answers.clear()
        seats = table.seats
        for seat in seats:
            seat.cards.clear()
            seat.flipped.clear()
        table.board = board = []
        top = 0
        for at, (to_table, count, up) in enumerate(moves):
            self._roll(rolls, at)
            if to_table:
                held = [Held(CARD_BY_CODE[c], up) for c in x[top:top + count]]
                top += count
                board.extend(held)
                for one in held if up else ():
                    self.table_card_up(hand, one)
                continue
            dealt: list[Held] = []
            for seat in seats:
                new = [Held(CARD_BY_CODE[c], up, True, 0, up) for c in x[top:top + count]]
                top += count
                seat.cards.extend(new)
                dealt.extend(new)
            hand.turns.last_dealt = dealt
            if up and not self.quiet:  # each card to its seat, in the order dealt, as the simulator finds it
                for at, one in enumerate(dealt):
                    self.card_up(hand, seats[at // count], one, "dealt")
        self._roll(rolls, len(moves))
        hand.progress.rule = self.showdown  # play has reached it: what a rule waiting for its rule reads
        if self.counts_players:
            self.count_players(hand)

    def _roll(self, rolls, at: int) -> None:
        """The dice rolled (the ranks the dealer names) after `at` moves, by the simulator's own handler."""
        for before, step in rolls:
            if before == at:
                self.hand.play(step, 0)


class _Table:
    """One run of a plan's deals: the probe hand, and the scorers and low judges of the rules met."""

    def __init__(self, plan: WildPlan):
        self.plan = plan
        self.probe = Probe(plan.program, plan.players)
        self.probe.quiet = quiet_ups(plan)
        self.hand = self.probe.hand
        self.pickers = [[itemgetter(*g) if len(g) > 1 else (lambda x, i=g[0]: (x[i],)) for g in groups]
                        for groups in plan.seats]
        self.used = 1 + max(i for groups in plan.seats for g in groups for i in g)
        self.longest = max(len(g) for groups in plan.seats for g in groups)
        self.judging = Judging(plan.deck, plan.qualify, self.longest)
        self.high = plan.low_rules is None or plan.high_low
        self.low = plan.low_rules is not None

    def dealt(self, x: list[int], dealer_rank: int | None, rng: random.Random | None = None) -> None:
        """Put one deal's cards in front of the probe, as the simulator deals them, and roll its dice."""
        self.probe.dealt(x, self.plan.moves, dealer_rank, self.plan.rolls, rng)

    def seats(self, x: list[int]):
        """Per seat: (its top high score, that group's cards and rules) and its best low Hand
        (None: none, or no low side), groups in order, the first best kept."""
        hand = self.hand
        rules_for = hand.rules_for
        out = []
        for seat, pickers in zip(hand.table.seats, self.pickers):
            best = None
            low = None
            for pick in pickers:
                codes = pick(x)
                cards = [CARD_BY_CODE[c] for c in codes]
                if self.high:
                    rules = with_limits(hand, rules_for(seat, "high", cards), cards)
                    s = self.judging.score(rules, cards)
                    if best is None or s > best[0]:
                        best = (s, cards, rules)
                if self.low:
                    lo = self.judging.low_of(with_limits(hand, rules_for(seat, "low", cards), cards), cards)
                    if lo is not None and (low is None or lo.key > low.key):
                        low = lo
            out.append((best, low))
        return out


def check_ranking(program, players: int) -> None:
    """`Unplanned` where the probe's empty hand already plays a natural above a wild hand (the
    key would have one more field than a score holds)."""
    from dealerschoice.play.odds import OddsHand  # the odds import the plans: not at import time

    probe = OddsHand(program, players, 0)
    if probe.rules_for(probe.table.seats[0], "high", []).natural_beats_wild:
        raise Unplanned("a natural hand beats a wild one: the key has one more field")


def _deck(table: _Table, shuffle, seed: int) -> tuple[list[int], int | None, random.Random | None]:
    """The shuffled deck, the rank the dealer names (None: the game has no such rule) and,
    where dice are rolled, the table's random numbers for them (they go on after the
    shuffle and the dealer's rank, as `simulate.new_deal` and `mechanics.dice` draw them)."""
    plan = table.plan
    if not plan.dealer_names and not plan.rolls:
        return shuffle(seed), None, None
    rng = random.Random(seed)
    x = list(plan.deck)
    rng.shuffle(x)
    return x, rng.randrange(2, 15) if plan.dealer_names else None, rng if plan.rolls else None


def _judge(table: _Table, counts: PlanCounts, x: list[int], dealer_rank: int | None,
           rng: random.Random | None = None) -> DealOutcome:
    """One deal dealt, judged and counted."""
    plan = table.plan
    table.dealt(x, dealer_rank, rng)
    found = table.seats(x)
    counts.deals += 1
    low, low_seats = best_lows(found) if table.low else (None, [])
    if not table.high:  # a low showdown (`lows.count_low`)
        if low is None or (len(low_seats) > 1 and not plan.tie_pays):
            return DealOutcome((), None)
        counts.lows[low.key] += 1
        counts.low_hands.setdefault(low.key, low)
        counts.split += len(low_seats) > 1
        counts.wild += any(found[n - 1][1].wilds for n in low_seats)
        return DealOutcome(tuple(low_seats), None, low=low)
    top = max(best[0] for best, _ in found)
    high = [n for n, (best, _) in enumerate(found, 1) if best[0] == top]
    won_wild = any(uses_wild(found[n - 1][0][2], found[n - 1][0][1], top) for n in high)
    if plan.high_low:  # cards speak (`run.high_low_deal`, `run.count_high_low`)
        high = high if plan.qualify.high_ok(top) else []
        counts.wild += any(found[n - 1][1].wilds for n in low_seats) or (
            bool(high) and won_wild)
        if high:
            count_win(counts, top, found[high[0] - 1][0])
        if low is not None:
            counts.lows[low.key] += 1
            counts.low_hands.setdefault(low.key, low)
        counts.both_sides += bool(high) and low is not None
        counts.split += len(set(high) | set(low_seats)) > 1
        winners = tuple(high or low_seats)
        return DealOutcome(winners, top if high else None, low=low, low_winners=tuple(low_seats))
    if (len(high) > 1 and not plan.tie_pays) or not plan.qualify.high_ok(top):
        return DealOutcome((), None)
    count_win(counts, top, found[high[0] - 1][0])
    counts.split += len(high) > 1
    counts.wild += won_wild
    return DealOutcome(tuple(high), top)


def best_lows(found: Sequence[tuple[object, Hand | None]]) -> tuple[Hand | None, list[int]]:
    """The best low Hand of the seats' (`found`: per seat, its best high and its best low, None
    where it has none) and the seats (from 1) holding it: the low side of a deal, judged the
    same for every plan whose seats' bests are given (`hole_wilds_deal.settle`)."""
    low: Hand | None = None
    low_seats: list[int] = []
    for number, (_, lo) in enumerate(found, 1):
        if lo is None:
            continue
        if low is None or lo.key > low.key:
            low, low_seats = lo, [number]
        elif lo.key == low.key:
            low_seats.append(number)
    return low, low_seats


def count_win(counts: PlanCounts, top: int, best) -> None:
    """A high win of score `top`, counted with the first winner's Hand (`best`: its score,
    cards and rules), whose words the first deal of that score gives the tally, as
    `odds._tally_deal` keeps them: a wild group's words ("4♣ 5♥ as one wild") are the Hand's."""
    counts.named[top] += 1
    if top not in counts.named_hands:
        counts.named_hands[top] = best_hand(best[1], best[2])


def play_wilds(plan: WildPlan, seeds: range | list[int]) -> PlanCounts:
    """One deal per seed, counted as `run.play_plan` counts a fixed plan's."""
    table = _Table(plan)
    shuffle = shuffler(plan.deck, table.used)
    counts = PlanCounts()
    for seed in seeds:
        _judge(table, counts, *_deck(table, shuffle, seed))
    return counts


def wilds_outcome(plan: WildPlan, seed: int) -> DealOutcome:
    """One deal, as `run.plan_deal` gives a fixed plan's: for comparing with the simulator."""
    table = _Table(plan)
    return _judge(table, PlanCounts(), *_deck(table, shuffler(plan.deck, len(plan.deck)), seed))


def seat_wilds(plan: WildPlan, seed: int) -> tuple[frozenset[int], ...]:
    """Each seat's wild ranks for the high hand of all its cards at the showdown of one deal
    (what play made wild for whom: for tests and for reading a plan)."""
    table = _Table(plan)
    x, named, rng = _deck(table, shuffler(plan.deck, len(plan.deck)), seed)
    table.dealt(x, named, rng)
    hand = table.hand
    return tuple(with_limits(hand, hand.rules_for(seat, "high", seat.all()), seat.all()).wild_ranks
                 for seat in hand.table.seats)
