"""Plans for games where a common card dealt face up deals every player extra cards under a
Use rule ("If a common four is dealt face up, deal each player an extra down card." with
"You must use exactly two of your down cards": Wild Kingdom).

The hands then differ in size deal to deal, so no fixed positions make them: a plan of this
kind holds the plain plan of the game without the rule (its deck, wilds, showdown and
qualifiers) and the game's deals in order, and lays each deal's cards itself, as the
simulator deals them (`mechanics.moves.deal`, `triggers.table_card_up`): a round to each
player gives seat 1 its cards first, then seat 2...; a deal to the table takes its cards at
once, then each of them face up that a rule names gives every seat, seat 1 first, the rule's
count of cards from the top of the deck. Each seat's hands are then the sets the Use rule
allows of its cards and the table's (`making.card_sets`, own cards in the order held, the
first best set the one that counts), judged as a fixed plan's (`run`).

Followed: rules for a common card dealt face up, by rank, card or suit, giving cards face
down; high, low and high-low (cards speak) showdowns. Refused: a rule for a player's own
card, a flipped card, a wild card, a pair, a place or a sum (play decides those), extra cards
dealt face up (they fire the players' rules), a game in which a player's own card turns up
(a common card's rule fires for those too: `triggers.card_up`), and extra cards that may run
the deck out.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from operator import itemgetter

from dealerschoice.cards.cards import standard_deck
from dealerschoice.play.fast.lows import count_low
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan
from dealerschoice.play.fast.run import (
    DealOutcome,
    PlanCounts,
    high_deal,
    high_low_deal,
    low_outcome,
    plan_low_judge,
    scorer,
    shuffler,
)
from dealerschoice.play.making import HAND, card_sets
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Deal, Flip, Use
from dealerschoice.rules.steps.dealing_events import ExtraCards
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.vocab import Face, Target

_CARDS = standard_deck(1)  # every card code, the joker's too, as a Card
_TABLE_EVENTS = ("dealt-up", "gets-up", "flip-or-dealt")  # the events `triggers.table_card_up` answers


@dataclass(frozen=True, slots=True)
class BoardExtrasPlan(PlaysOwn):
    """The plain plan of the game without its extra-card rules, and how its deals lay the cards."""

    rounds: tuple[tuple[bool, int, bool], ...] = ()  # each deal in order: (to the table, cards, face up)
    extras: tuple[tuple[frozenset[int], int], ...] = ()  # each rule: (the card codes it names, cards given)
    use: Use | None = None  # the Use rule the hands are chosen under (`making.card_sets`)
    longest: int = HAND  # the most cards one set may hold (the scorer's bound)

    def play(self, seeds: range | list[int]) -> PlanCounts:
        shuffle = shuffler(self.deck, len(self.deck))
        score = scorer(self.rules, self.deck, self.longest)
        judge = plan_low_judge(self.low_rules, self.qualify) if self.low_rules is not None else None
        counts = PlanCounts()
        for seed in seeds:
            settle(self, counts, self.hands(shuffle(seed)), score, judge)
        return counts

    def deal(self, seed: int) -> DealOutcome:
        x = list(self.deck)
        random.Random(seed).shuffle(x)
        judge = plan_low_judge(self.low_rules, self.qualify) if self.low_rules is not None else None
        return settle(self, PlanCounts(), self.hands(x), scorer(self.rules, self.deck, self.longest), judge)

    def hands(self, x: Sequence[int]) -> list[list[tuple[int, ...]]]:
        """Each seat's card sets on the shuffled deck `x`, as the showdown makes them."""
        own, board = lay(self.rounds, self.extras, self.players, x)
        table = tuple(board)
        return [[pick(cards + table) for pick in _pickers(len(cards), len(table), self.use)] for cards in own]


def lay(rounds: tuple[tuple[bool, int, bool], ...], extras: tuple[tuple[frozenset[int], int], ...], players: int,
        x: Sequence[int]) -> tuple[list[tuple[int, ...]], list[int]]:
    """(each seat's cards, the table's) once every deal is dealt from the shuffled deck `x`
    (see the module notes).

    >>> lay(((False, 1, False), (True, 2, True)), ((frozenset({7}), 1),), 2, [1, 2, 3, 7, 5, 6, 8])
    ([(1, 5), (2, 6)], [3, 7])
    """
    own: list[list[int]] = [[] for _ in range(players)]
    board: list[int] = []
    top = 0
    for to_table, count, up in rounds:
        if not to_table:
            for cards in own:
                cards.extend(x[top:top + count])
                top += count
            continue
        dealt = x[top:top + count]
        top += count
        board.extend(dealt)
        if not up:
            continue
        for card in dealt:
            for fits, given in extras:
                if card in fits:
                    for cards in own:
                        cards.extend(x[top:top + given])
                        top += given
    return [tuple(cards) for cards in own], board


@lru_cache(maxsize=256)
def _pickers(own: int, table: int, use: Use | None) -> tuple:
    """Pickers of each set `making.card_sets` allows, from a seat's `own` cards followed by the table's."""
    sets = [tuple(s) for s in card_sets(list(range(own)), list(range(own, own + table)), use)]
    return tuple(itemgetter(*s) if len(s) > 1 else (lambda cards, i=s[0]: (cards[i],)) for s in sets if s)


def settle(plan: BoardExtrasPlan, counts: PlanCounts, seat_groups: list[list[tuple[int, ...]]], score,
           judge) -> DealOutcome:
    """Count one deal as `run.play_plan` counts a fixed plan's (high, low or high-low, cards speaking)."""
    if plan.high_low:
        return high_low_deal(plan, counts, seat_groups, score, judge)
    if judge is not None:
        count_low(counts, seat_groups, judge, plan.tie_pays)
        return low_outcome(seat_groups, judge, plan.tie_pays)
    return high_deal(plan, counts, seat_groups, score)


def compile_board_extras(program: Program, players: int) -> BoardExtrasPlan:
    """The plan of a game with extra cards for common cards dealt face up; `Unplanned` names
    what it cannot follow.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> lines = ("Deal two cards down to each player.", "Deal three common cards face up to the table.",
    ...          "Showdown, high hand wins.", "You must use exactly two of your down cards in your final hand.",
    ...          "If a common king is dealt face up, deal each player an extra down card.")
    >>> game = Game(1, "T", (), (), tuple(Rule(n, t, n) for n, t in enumerate(lines, 1)), None, Source("x", 1))
    >>> plan = compile_board_extras(game_program(game), 3)
    >>> plan.rounds, [(len(fits), given) for fits, given in plan.extras]
    (((False, 2, False), (True, 3, True)), [(4, 1)])
    """
    found = [(number, step) for number, step in program.standing if type(step) is ExtraCards]
    if not found:
        raise Unplanned("no extra-cards rule")
    extras = tuple(_extra(number, step) for number, step in found)
    kept = tuple((n, s) for n, s in program.standing if type(s) is not ExtraCards)
    plain = compile_plan(Program(program.game, program.actions, kept, program.notes), players)
    if type(plain) is not Plan:
        raise Unplanned("extra cards in a game the plan plays with draws")
    steps = [s for a in program.actions for s in a.steps]
    if any(type(s) in (Flip, TurnDown) for s in steps):
        raise Unplanned("extra cards for a common card in a game that flips cards (own cards fire the rule too)")
    deals = [s for s in steps if type(s) is Deal]
    if any(s.to != Target.TABLE and s.face == Face.UP for s in deals):
        raise Unplanned("extra cards for a common card in a game that deals players cards face up "
                        "(own cards fire the rule too)")
    rounds = tuple((s.to == Target.TABLE, s.count, s.face == Face.UP) for s in deals)
    base = sum(count * (1 if table else players) for table, count, _ in rounds)
    up = sum(count for table, count, face_up in rounds if table and face_up)
    deck = set(plain.deck)
    most = sum(given * min(up, len(fits & deck)) * players for fits, given in extras)
    if base + most > len(plain.deck):
        raise Unplanned(f"extra cards that may run out a deck of {len(plain.deck)} ({base} dealt, up to {most} more)")
    use = next((s for _, s in kept if type(s) is Use), None)
    own_most = sum(count for table, count, _ in rounds if not table) + sum(given * min(up, len(fits & deck))
                                                                           for fits, given in extras)
    board = sum(count for table, count, _ in rounds if table)
    longest = max(map(len, card_sets(list(range(own_most)), list(range(own_most, own_most + board)), use)))
    values = {f.name: getattr(plain, f.name) for f in dataclasses.fields(Plan)}
    return BoardExtrasPlan(**values, rounds=rounds, extras=extras, use=use, longest=longest)


def _extra(number: int, step: ExtraCards) -> tuple[frozenset[int], int]:
    """A rule, compiled: (the card codes it names, the cards each player is given)."""
    trigger = step.trigger
    if not step.table or trigger.event not in _TABLE_EVENTS:
        raise Unplanned(f"rule {number}: extra cards for a player's own card ({trigger.event})")
    if trigger.wild or trigger.pair or trigger.table_rank is not None or trigger.sum_to is not None \
            or trigger.who != "any":
        raise Unplanned(f"rule {number}: extra cards for a common card that is wild, pairs, or holds a place or sum")
    if step.face == Face.UP:
        raise Unplanned(f"rule {number}: extra cards dealt face up (the players' own rules answer to them)")
    from dealerschoice.play.triggers import card_fits  # the simulator's own test of a card; it imports the odds

    return frozenset(int(card) for card in _CARDS if card_fits(trigger, card)), step.count
