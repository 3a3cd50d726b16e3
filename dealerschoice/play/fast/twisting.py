"""Plans for games where each player may buy replacement cards (Sixty Six, Texas Two-Step):
"Each player may twist one card for max bet", "up to two cards for double ante each".

The simulator (`mechanics.twists.twist`) asks each player in turn from the dealer's left:
one who plays for high and shows no pair (with the common cards face up) twists as many of
their cards below a queen as the rule allows, one who plays for low those worse than an eight
or pairing another; the cards twisted are the worst for the hand (`policies.worst`), thrown
away, and as many come from the deck, face up for an up card and down for a down one (or as
the rule names). The side a player plays for is chosen at their first choice from how their
cards lean (`moves.goal`). Which cards come next depends on the twists, so a deal is played
move by move on card codes: deals to each seat and to the table, and the twists; then each
seat's cards take the places of the cards the game without twists would have dealt it (its
n-th card held, in the order held, for its n-th place), and the hands are judged as that
game's fixed plan judges them (its groups: a Use rule's sets, the table's cards;
`hand_piles.PileJudge`). A deck the twists run out ends the deal unplayed, as the
simulator's table does (no rule shuffles the discards in).

A twist's other offer ("or one card for max bet"), its order, taking the new card down by
turning another up, one card at a time: the simulator's twist plays none of these
(`twists.twist` reads them not), and neither does the plan.

More for a card shown ("three, four if they show an ace") or for the dealer: the seat's own
counts, as `choices.bounds` gives them (`seat_twist_counts`). "Repeat the last two actions
until at least one player doesn't want more cards.": the twist again, round after round,
while every player twisted (`wanting.Offers.declined`), over bets and that twist alone.

Refused: a twist that adds a card instead of replacing one;
flips and unseen cards (what shows decides the twists), discards shuffled back in, and what
the plain plan refuses.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealerschoice.cards import DEFAULT_RULES, HandRules
from dealerschoice.cards.cards import CARD_BY_CODE, JOKER_CODE
from dealerschoice.play import policies
from dealerschoice.play.fast.hand_piles import PileJudge
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan, plan_low_rules, refills
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, shuffler
from dealerschoice.play.players import aims
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps import Bet, Deal, Flip, NoPeek, Repeat
from dealerschoice.rules.steps.draw import Twist
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.vocab import Face, Target, UntilKind

if TYPE_CHECKING:
    from dealerschoice.play.fast.draw_ops import DrawPlan

EACH, TABLE, TWIST, AGAIN = "each", "table", "twist", "again"
HIGH, LOW = "high", "low"
QUEEN, EIGHT = 12, 8  # a high player twists own cards below a queen; a low player those above an eight


@dataclass(frozen=True, slots=True)
class TwistPlan(PlaysOwn):
    """A fixed plan whose players may twist cards: `moves` played on the shuffled deck, then
    each seat's cards judged in the places of the plan's groups."""

    moves: tuple[tuple, ...] = ()                 # (EACH | TABLE, count, up) | (TWIST, the Twist)
    places: tuple[tuple[int, ...], ...] = ()      # per seat: the deck positions of its places, in order dealt
    table_places: tuple[int, ...] = ()            # the table's places
    aim: str = HIGH                               # "high", "low" or "lean" (by the first cards)
    keep_low: HandRules = DEFAULT_RULES           # the low wild rules the players' choices are given

    def play(self, seeds: range | list[int]) -> PlanCounts:
        shuffle = shuffler(self.deck, len(self.deck))  # a twisted card's replacement may come from anywhere
        judge = PileJudge(self, max(len(g) for groups in self.seats for g in groups))
        counts = PlanCounts()
        for seed in seeds:
            hands = twisted_hands(self, shuffle(seed))
            if hands is None:
                counts.unplayed += 1
            else:
                judge.deal(counts, hands)
        return counts

    def deal(self, seed: int) -> DealOutcome:
        x = list(self.deck)
        random.Random(seed).shuffle(x)
        hands = twisted_hands(self, x)
        if hands is None:
            return DealOutcome((), None, unplayed=True)
        return PileJudge(self, max(len(g) for groups in self.seats for g in groups)).deal(PlanCounts(), hands)


def compile_twists(program: Program, players: int) -> TwistPlan:
    """The plan of a game whose players may twist cards; `Unplanned` names what it cannot follow.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Twist", (), (), (Rule(1, "Deal four cards down to each player.", 5),
    ...     Rule(2, "Each player may twist up to two cards for max bet each.", 6),
    ...     Rule(3, "Showdown, high hand wins.", 7)), None, Source("x", 1))
    >>> plan = compile_twists(game_program(game), 2)
    >>> plan.places, [m[0] for m in plan.moves]
    (((0, 1, 2, 3), (4, 5, 6, 7)), ['each', 'twist'])
    """
    plan = twisted_base(program, players)
    if not isinstance(plan, Plan):
        raise Unplanned("twists in a game with draws, passes or declarations")
    moves, places, table = twist_moves([s for a in program.actions for s in a.steps], players)
    _check_again(program)
    aim = "lean" if plan.high_low else LOW if plan.low_rules is not None else HIGH  # `moves.goal` by the pots
    values = {f.name: getattr(plan, f.name) for f in dataclasses.fields(Plan)}
    values.update(factored=None, board=None)
    return TwistPlan(**values, moves=moves, places=places, table_places=table,
                     aim=aim, keep_low=plan_low_rules(program, players))


def twisted_base(program: Program, players: int) -> Plan | DrawPlan:
    """The plan of the game without its twists, where the plan can follow them; `Unplanned` says why not."""
    steps = [s for a in program.actions for s in a.steps]
    twists = [s for s in steps if type(s) is Twist]
    if not twists:
        raise Unplanned("no twist")
    for twist in twists:
        if twist.extra:
            raise Unplanned("a twist that adds a card")
    if any(type(s) in (Flip, TurnDown, NoPeek) for s in steps) or refills(program):
        raise Unplanned("twists in a game that flips or hides cards, or shuffles the discards back in")
    return compile_plan(Program(program.game, tuple(Action(a.number, a.text, tuple(
        s for s in a.steps if type(s) is not Twist and not _again(s))) for a in program.actions), program.standing,
        program.notes), players)


def _again(step) -> bool:
    """ "Repeat the last two actions until at least one player doesn't want more cards." (`AGAIN`)"""
    return type(step) is Repeat and step.until.kind == UntilKind.ONE_DECLINES


def _check_again(program: Program) -> None:
    """A repeat until someone declines goes back over one twist and bets alone (`flow.repeat`)."""
    for at, action in enumerate(program.actions):
        for step in action.steps:
            if isinstance(step, Repeat) and _again(step):
                window = [s for a in program.actions[max(0, at - step.last):at] for s in a.steps]
                if [type(s) for s in window if type(s) is not Bet] != [Twist]:
                    raise Unplanned(f"rule {action.number}: a repeat until someone declines over other steps than "
                                    "one twist and bets")


def twist_moves(steps: Sequence, players: int) -> tuple[tuple[tuple, ...], tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """(the moves: deals to each seat and to the table, and the twists; per seat the deck
    places of its cards as dealt, were nothing twisted; the table's places)."""
    moves: list[tuple] = []
    places: list[list[int]] = [[] for _ in range(players)]
    table: list[int] = []
    top = 0
    for step in steps:
        if type(step) is Deal and isinstance(step, Deal):
            up = step.face == Face.UP
            if step.to == Target.TABLE:
                moves.append((TABLE, step.count, up))
                table.extend(range(top, top + step.count))
                top += step.count
            else:
                moves.append((EACH, step.count, up))
                for seat in places:
                    seat.extend(range(top, top + step.count))
                    top += step.count
        elif type(step) is Twist:
            moves.append((TWIST, step))
        elif _again(step):  # back to the last twist while everyone twisted
            moves.append((AGAIN, max(i for i, m in enumerate(moves) if m[0] == TWIST)))
    return tuple(moves), tuple(tuple(p) for p in places), tuple(table)


def twist_counts(step: Twist, size: int) -> tuple[int, ...]:
    """The counts a seat may twist of `size` cards (`choices.bounds`, with no exception)."""
    if step.choices:
        return tuple(sorted(c for c in step.choices if c <= size))
    high = min(step.high if step.high is not None else size, size)
    return tuple(range(step.low or 0, high + 1)) if step.up_to else (high,)


def seat_twist_counts(step: Twist, cards: list[int], seat: int, players: int) -> tuple[int, ...]:
    """The counts seat `seat` (from 0) may twist of its `cards` (`choices.bounds`), with the
    rule's exception: more where it shows a card of the ranks named (that card kept out of
    the count), or for the seat named (the dealer: the last seat; else the first).

    >>> from dealerschoice.rules.steps.draw import Twist
    >>> step = Twist(3, "max-bet", up_to=True, high=3, most=4, most_if=("A",))
    >>> seat_twist_counts(step, [48, 0, 4, 8, 12], 0, 2), seat_twist_counts(step, [44, 0, 4, 8, 12], 0, 2)
    ((0, 1, 2, 3, 4), (0, 1, 2, 3))
    """
    counts = twist_counts(step, len(cards))
    usual = max(counts) if step.choices and counts else 0 if step.choices else min(
        step.high if step.high is not None else len(cards), len(cards))
    if step.most is None or step.most <= usual:
        return counts
    top = len(cards)
    if step.most_if:
        from dealerschoice.play.mechanics.choices import rank_number  # the simulator's own rank letters

        ranks = {rank_number(r) for r in step.most_if}
        if not any(c != JOKER_CODE and c // 4 + 2 in ranks for c in cards):
            return counts
        top -= 1  # the card shown is kept
    elif step.most_for is not None and seat != (players - 1 if step.most_for == "dealer" else 0):
        return counts
    extra = min(step.most, top)
    if extra <= usual:
        return counts
    return tuple(sorted(set(counts) | set(range(usual + 1, extra + 1))))


def played_out(moves: tuple[tuple, ...], n: int, aim: str, rules: HandRules, low_rules: HandRules,
               x: Sequence[int]) -> tuple[list[list[int]], list[int], list[str | None]] | None:
    """(each seat's cards in the order held, the table's, the side each seat chose at its
    first twist: None if it never chose) after `moves` on the shuffled deck `x`; None when
    the deck runs out. `aim`: "high", "low", or "lean" (each seat by its first cards)."""
    held: list[list[int]] = [[] for _ in range(n)]
    up: list[list[bool]] = [[] for _ in range(n)]
    board: list[int] = []
    board_up: list[bool] = []
    goals: list[str | None] = [None] * n
    top = 0
    index = declined = 0
    while index < len(moves):
        move = moves[index]
        kind = move[0]
        index += 1
        if kind == AGAIN:  # "until at least one player doesn't want more cards" (`wanting.Offers.declined`)
            if not declined:
                index = move[1]
            continue
        if kind == EACH:
            count, face_up = move[1], move[2]
            if top + count * n > len(x):
                return None
            for s in range(n):
                held[s].extend(x[top:top + count])
                up[s].extend([face_up] * count)
                top += count
        elif kind == TABLE:
            count = move[1]
            if top + count > len(x):
                return None
            board.extend(x[top:top + count])
            board_up.extend([move[2]] * count)
            top += count
        else:
            step: Twist = move[1]
            declined = 0
            shown = [c for c, u in zip(board, board_up) if u]  # the common cards face up count too
            for s in range(n):
                goal = goals[s]
                if goal is None:  # `moves.goal`: chosen at the first choice, from the cards then
                    goal = goals[s] = aim if aim != "lean" else aims.lean([CARD_BY_CODE[c] for c in held[s]], rules)
                count = twist_count(held[s], shown, seat_twist_counts(step, held[s], s, n), goal, rules)
                if not count:
                    declined += 1
                    continue
                gone = policies.worst([CARD_BY_CODE[c] for c in held[s]], min(count, len(held[s])),
                                      [CARD_BY_CODE[c] for c in shown], rules, goal, low_rules)
                faces = []
                for card in gone:
                    at = held[s].index(int(card))
                    faces.append((step.face == Face.UP) if step.face else up[s][at])
                    del held[s][at], up[s][at]
                if top + len(faces) > len(x):
                    return None
                for face in faces:
                    held[s].append(x[top])
                    up[s].append(face)
                    top += 1
    return held, board, goals


def twisted_hands(plan: TwistPlan, x: Sequence[int]) -> list[list[tuple[int, ...]]] | None:
    """Each seat's hands (the plan's groups) after the moves on the shuffled deck `x`; None
    when the deck runs out."""
    played = played_out(plan.moves, plan.players, plan.aim, plan.rules, plan.keep_low, x)
    if played is None:
        return None
    held, board, _ = played
    vx = [0] * (1 + max([p for seat in plan.places for p in seat] + list(plan.table_places)))
    for seat_places, cards in zip(plan.places, held):
        for p, c in zip(seat_places, cards):
            vx[p] = c
    for p, c in zip(plan.table_places, board):
        vx[p] = c
    return [[tuple(vx[p] for p in g) for g in groups] for groups in plan.seats]


def twist_count(own: list[int], shown: list[int], counts: tuple[int, ...], goal: str, rules) -> int:
    """How many cards a seat twists (`twists._how_many`): a count the rule allows, up to those it wants changed."""
    known = own + shown
    if goal == LOW:
        ranks = [1 if c // 4 + 2 == 14 else c // 4 + 2 for c in known if c != JOKER_CODE]
        wanted = sum(1 for r in ranks if r > EIGHT or ranks.count(r) > 1)
    elif policies.category([CARD_BY_CODE[c] for c in known], rules) == 0:
        wanted = sum(1 for c in own if c != JOKER_CODE and c // 4 + 2 < QUEEN)
    else:
        wanted = 0
    return max((c for c in counts if c <= wanted), default=0)
