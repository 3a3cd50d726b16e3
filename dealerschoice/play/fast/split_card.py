"""Plans for games whose high hand splits the pot with the split card (Omaha Spade, Low
Chicago, High Metro...): "Showdown, high hand splits the pot with the split-card" and a rule
naming the card.

The split card decides no winner's hand: the high hand wins as in any fixed plan (`plan`),
and the split card's holder only takes half the pot. What the odds count of it is whether the
pot was paid to more than one player (`odds.Tally.split`), as `showdown.split_with_card` pays
it: nobody holding the card leaves the pot to the high hands, else the high hands share one
half and the holders the other, so the pot is split exactly when the high winners and the
holders together are more than one player. A compiled game is its plain plan (the program
with the split card rule taken out, which then plans as any other) plus, per seat, the deck
positions of every card it holds, which of them were dealt face down, and the table's
positions in the order they were dealt; `holders_of` answers "who holds the split card" on a
shuffled deck as `mechanics.split_card.split_holders` answers it on the table.

Followed: a split card named by a suit's end (`SplitCard`, of a suit or of a table card's
suit), by the last table card (`SplitCardByTable`), by how many of a suit were dealt face up
(`SplitCardByCount`), a named card (`NamedSplitCard`), the lowest or highest face-down
card (`HoleSplitCard`) and a suit's end named by the common card at a layout's spot
(`SplitCardOfSpot`: the layout plan makes the hands, `layout.compile_layout`); a suit's end
that turns as cards are dealt face up to the players (`SplitCardTurn`, Reversible Chicago:
the cards dealt up, in deck order, decide it as `mechanics.split_turns` watches them).
Refused: a split card wild for its holder alone (the wilds decide it), a turn rule for
another suit, a rule that asks which cards are face down in a game that flips cards (the
plan does not follow which cards are up), and any game the plain plan is not a fixed
high-hand plan for (draws, low or high-low pots).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import itemgetter

from dealerschoice.cards import Card
from dealerschoice.cards.cards import JOKER_CODE, SUITS
from dealerschoice.play.board import shape_of, spot_places
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, plan_deal, scorer, shuffler, uses_wild
from dealerschoice.play.mechanics.split_card import SPLIT_RULES
from dealerschoice.play.program import Action, Program
from dealerschoice.play.state import Rulebook
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps import Deal, Flip, RuleStep, Showdown, SplitCard
from dealerschoice.rules.steps.board import BoardFlip
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.late_reads import MarkedTableCard, SplitCardTurn
from dealerschoice.rules.steps.late_rules import SplitCardOfSpot
from dealerschoice.rules.steps.ranking_rules import SplitCardByCount
from dealerschoice.rules.steps.split_cards import HoleSplitCard, NamedSplitCard, SplitCardByTable
from dealerschoice.rules.steps.vocab import Face, HighLow, Pot, Target

# the split card rules a plan follows (`SPLIT_RULES` has one more: an own wild's)
_FOLLOWED = (SplitCard, NamedSplitCard, HoleSplitCard, SplitCardByTable, SplitCardByCount, SplitCardOfSpot)
SPLIT_CARD = "split-card"  # `Showdown.split_with` when the split card takes half the pot

Holders = Callable[[Sequence[int]], tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class SplitCardPlan(PlaysOwn):
    """A fixed high-hand plan whose pot the high hand splits with the split card's holder."""

    rule: RuleStep | None = None                 # the rule naming the split card (`split_card.split_rule`)
    own: tuple[tuple[int, ...], ...] = ()        # per seat: the deck positions of every card it holds
    down: frozenset[int] = frozenset()           # the positions dealt face down (to a seat or the table)
    table: tuple[int, ...] = ()                  # the table's positions, in the order they were dealt
    spot: int | None = None                      # a layout spot's card naming the suit (`SplitCardOfSpot`)
    turn: SplitCardTurn | None = None            # the rule that turns the split card's end (`split_turns`)

    def play(self, seeds: range | list[int]) -> PlanCounts:
        return play_split_card(self, seeds)

    def deal(self, seed: int) -> DealOutcome:
        """The high winners, as a fixed plan's (the split card takes no hand's place)."""
        return plan_deal(Plan(**{f.name: getattr(self, f.name) for f in dataclasses.fields(Plan)}), seed)


def compile_split_card(program: Program, players: int) -> SplitCardPlan:
    """The split card plan of a program; `Unplanned` names what it cannot follow.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Spade", (), (), (Rule(1, "Deal two cards down to each player.", 5),
    ...     Rule(2, "Deal one card up to each player.", 6),
    ...     Rule(3, "Showdown, high hand splits the pot with the split-card", 7),
    ...     Rule(4, "The split card is the high spade in the hole.", 8)), None, Source("x", 1))
    >>> plan = compile_split_card(game_program(game), 2)
    >>> plan.own, sorted(plan.down)
    (((0, 1, 4), (2, 3, 5)), [0, 1, 2, 3])
    """
    rule = followed_split_rule(program)
    if isinstance(rule, SplitCardOfSpot):  # a layout's spot names the suit: the layout plan makes the hands
        from dealerschoice.play.fast.layout import compile_layout  # layout imports this module's `plan`

        plan = compile_layout(without_split_card(program), players)
    else:
        plan = compile_plan(without_board_play(without_split_card(program)), players)
    if type(plan) is not Plan or plan.low_rules is not None or plan.high_low:
        raise Unplanned("a split card in a game the plan plays with draws or a low hand")
    own, down, table = dealt_positions(program, players)
    if table and Rulebook.of(program).table_role and Rulebook.of(program).use is None:
        # the split card gives the table cards a job: they count in nobody's hand (`judge.usable_table`)
        plan = dataclasses.replace(plan, seats=tuple((cards,) for cards in own), factored=None, board=None)
    values = {f.name: getattr(plan, f.name) for f in dataclasses.fields(Plan)}
    spot = _spot_position(program, rule, table) if isinstance(rule, SplitCardOfSpot) else None
    return SplitCardPlan(**values, rule=rule, own=own, down=frozenset(down), table=table, spot=spot,
                         turn=_turn_of(program, rule))


def followed_split_rule(program: Program) -> RuleStep:
    """The game's split card rule, where a plan follows it: one of `_FOLLOWED`, with one high
    showdown split with the split card, and no flip where the rule asks what is face down;
    `Unplanned` names what is not so."""
    rule = next((s for kind in SPLIT_RULES for s in program.steps_of(kind)), None)
    if rule is None:
        raise Unplanned("no split card rule")
    if not isinstance(rule, _FOLLOWED):
        raise Unplanned(f"a {rule.kind} rule (the layout or the wilds decide who holds it)")
    showdowns = program.steps_of(Showdown)
    if [type(s) for s in showdowns] != [Showdown] or showdowns[0].split_with != SPLIT_CARD \
            or showdowns[0].pot != Pot.HIGH:
        raise Unplanned("a split card rule without one high showdown split with the split card")
    if _asks_face_down(rule) and any(type(s) in (Flip, TurnDown) for a in program.actions for s in a.steps):
        raise Unplanned(f"a {rule.kind} rule that asks which cards are face down, in a game that flips cards")
    return rule


def _turn_of(program: Program, rule: RuleStep) -> SplitCardTurn | None:
    """The rule turning the split card's end as cards are dealt face up, where it turns this
    rule's (a suit's end it names: `split_turns.end`); `Unplanned` where it would turn another."""
    turns = program.standing_of(SplitCardTurn)
    if not turns:
        return None
    turn = turns[0][1]
    if len(turns) > 1 or not isinstance(rule, SplitCard) or rule.suit != turn.suit:
        raise Unplanned(f"rule {turns[0][0]}: a {turn.kind} rule for another split card than the game's")
    return turn


def _spot_position(program: Program, rule: SplitCardOfSpot, table: tuple[int, ...]) -> int | None:
    """The deck position of the common card whose suit names the split card: the first card
    lying at a place the spot names (`mechanics.split_card._suit_and_end`; None: no card
    lies there); `Unplanned` for a layout with a joker from outside the deck, which lies at a
    place no deal names."""
    shape = shape_of(program)
    if shape.layout is None:
        raise Unplanned(f"a {rule.kind} rule with no board layout")
    if shape.layout.joker is not None:
        raise Unplanned(f"a {rule.kind} rule in a layout with a joker from outside the deck")
    laid = shape.names[:len(table)]
    return next((table[laid.index(p)] for p in spot_places(shape.layout, rule.spot) if p in laid), None)


def without_board_play(program: Program) -> Program:
    """The program without its marks on common cards chosen at random ("Select one of the
    common cards at random and place a marker above it", where no rule reads a mark:
    `mechanics.marked_card`) and its flips of common cards ("Flip one common card face up").
    Neither moves a card: a mark only draws on the table's random numbers, which a fixed plan
    never reads, and with no layout a common card counts up or down alike
    (`judge.usable_table`); no split card rule here reads a common card's face, and a rule
    that would answer to a flip (a wild it names...) is refused by the plain plan still."""
    actions = tuple(Action(a.number, a.text, tuple(s for s in a.steps if type(s) not in (MarkedTableCard, BoardFlip)))
                    for a in program.actions)
    return Program(program.game, tuple(a for a in actions if a.steps), program.standing, program.notes)


def _asks_face_down(rule: RuleStep) -> bool:
    """Whether who holds the split card depends on which cards are face down (or were dealt up)."""
    return isinstance(rule, (HoleSplitCard, SplitCardByCount)) or bool(getattr(rule, "hole", False))


def without_split_card(program: Program) -> Program:
    """The program with no split card: its rule taken out and the showdown's high hand winning
    alone, so that the plain plan's own checks judge everything else."""
    standing = tuple((n, s) for n, s in program.standing if not isinstance(s, (*SPLIT_RULES, SplitCardTurn)))
    actions = tuple(Action(a.number, a.text, tuple(
        dataclasses.replace(s, split_with=None) if type(s) is Showdown else s for s in a.steps))
        for a in program.actions)
    return Program(program.game, actions, standing, program.notes)


def dealt_positions(program: Program, players: int) -> tuple[tuple[tuple[int, ...], ...], list[int], tuple[int, ...]]:
    """(per seat its positions, the positions dealt face down, the table's positions), dealt
    as `compile_plan` deals them (each deal to every seat in turn, or to the table)."""
    own: list[list[int]] = [[] for _ in range(players)]
    down: list[int] = []
    table: list[int] = []
    top = 0
    for step in (s for a in program.actions for s in a.steps if type(s) is Deal):
        targets = [table] if step.to == Target.TABLE else own
        for cards in targets:
            cards.extend(range(top, top + step.count))
            if step.face != Face.UP:
                down.extend(range(top, top + step.count))
            top += step.count
    return tuple(tuple(cards) for cards in own), down, tuple(table)


def _rank(code: int) -> int:
    return code // 4 + 2


def _suit(code: int) -> int:
    return code % 4


def holders_of(plan: SplitCardPlan) -> Holders:
    """A function of the shuffled deck giving the seats (from 1) holding the split card, as
    `split_card.split_holders` gives them (everyone is still in: the odds' players stay)."""
    rule, own, down, table = plan.rule, plan.own, plan.down, plan.table
    seats = list(enumerate(own, 1))
    if isinstance(rule, NamedSplitCard):
        named = {int(Card.parse(c)) for c in rule.cards}
        hole = rule.hole
        return lambda x: tuple(n for n, cards in seats
                               if any(x[p] in named and (p in down or not hole) for p in cards))
    if isinstance(rule, HoleSplitCard):
        return _hole_end(seats, down, rule)
    if isinstance(rule, SplitCardByCount):
        counted = tuple(p for cards in own for p in cards if p not in down) + tuple(p for p in table if p not in down)
        suit, odd, then = SUITS.index(rule.suit), rule.odd, rule.then
        other = HighLow.LOW if then == HighLow.HIGH else HighLow.HIGH

        def end(x) -> HighLow:
            shown = sum(1 for p in counted if x[p] != JOKER_CODE and _suit(x[p]) == suit)
            return then if (shown % 2 == 1) == odd else other
        return _suit_end(seats, down, rule.hole, lambda x: suit, end)
    if isinstance(rule, SplitCardByTable):
        if not table:
            return lambda x: ()  # no table card names a suit
        last = table[-1]
        at_least = rank_value(rule.at_least)
        return _suit_end(seats, down, False, lambda x: _table_suit(x, last),
                         lambda x: HighLow.HIGH if _rank(x[last]) >= at_least else HighLow.LOW)
    if isinstance(rule, SplitCardOfSpot):
        at, spot_end = plan.spot, HighLow(rule.rank)
        return _suit_end(seats, down, rule.hole, lambda x: _table_suit(x, at), lambda x: spot_end)
    assert isinstance(rule, SplitCard), f"compile_split_card follows {_FOLLOWED}, not {rule!r}"
    named_end = HighLow(rule.rank)
    if rule.suit is not None:
        suit = SUITS.index(rule.suit)
        if plan.turn is not None:
            return _suit_end(seats, down, rule.hole, lambda x: suit, _turned_end(plan, named_end))
        return _suit_end(seats, down, rule.hole, lambda x: suit, lambda x: named_end)
    at = rule.table_card - 1
    where = table[at] if 0 <= at < len(table) else None
    return _suit_end(seats, down, rule.hole, lambda x: _table_suit(x, where), lambda x: named_end)


def _turned_end(plan: SplitCardPlan, written: HighLow) -> Callable[[Sequence[int]], HighLow]:
    """The end of the suit holding the split card at the showdown, as `split_turns` watches
    the cards dealt face up to the players, in the order dealt (deck order: a deal goes seat
    by seat): once a turning card is dealt, the rule's end; with a way back, a card of the
    suit lower than every one dealt up before it, dealt after the turning card, sends it back."""
    turn = plan.turn
    assert turn is not None, "_turned_end: a plan with a turning rule"
    suit, to, back_low = SUITS.index(turn.suit), HighLow(turn.to), turn.back == HighLow.LOW
    turning = frozenset(int(Card.parse(c)) for c in turn.cards)
    up = sorted(p for cards in plan.own for p in cards if p not in plan.down)

    def end(x: Sequence[int]) -> HighLow:
        turned = back = False
        lowest = 15
        for p in up:
            card = x[p]
            if card == JOKER_CODE or _suit(card) != suit:
                continue
            rank = _rank(card)
            if card in turning:
                turned, back = True, False
            elif turned and not back and back_low and rank < lowest:
                back = True
            lowest = min(lowest, rank)
        return to if turned and not back else written
    return end


def _table_suit(x: Sequence[int], position: int | None) -> int | None:
    """The suit of the table card at a deck position (None: no such card, or a joker)."""
    if position is None or x[position] == JOKER_CODE:
        return None
    return _suit(x[position])


def _suit_end(seats, down: frozenset[int], hole: bool, suit_of: Callable[[Sequence[int]], int | None],
              end_of: Callable[[Sequence[int]], HighLow]) -> Holders:
    """The holder of the high (low) card of a suit (`split_card._suit_end`): the lowest seat on
    a tie of ranks, which only two decks can give; nobody when the suit is missing."""
    def holders(x: Sequence[int]) -> tuple[int, ...]:
        suit = suit_of(x)
        if suit is None:
            return ()
        held = [(_rank(x[p]), n) for n, cards in seats for p in cards
                if x[p] != JOKER_CODE and _suit(x[p]) == suit and (p in down or not hole)]
        if not held:
            return ()
        return ((min(held) if end_of(x) == HighLow.LOW else max(held))[1],)
    return holders


def _hole_end(seats, down: frozenset[int], rule: HoleSplitCard) -> Holders:
    """The lowest (highest) face-down card of any suit (`split_card._hole_end`): every seat
    holding that rank, or nobody on a tie when the rule says so."""
    low, tie_none = rule.rank == HighLow.LOW, rule.tie_none

    def holders(x: Sequence[int]) -> tuple[int, ...]:
        held = [(_rank(x[p]), n) for n, cards in seats for p in cards if p in down and x[p] != JOKER_CODE]
        if not held:
            return ()
        rank = (min(held) if low else max(held))[0]
        found = tuple(sorted({n for r, n in held if r == rank}))
        return () if len(found) > 1 and tie_none else found
    return holders


def play_split_card(plan: SplitCardPlan, seeds: range | list[int]) -> PlanCounts:
    """Play one deal per seed and count them as `run.play_plan` counts a fixed plan's deals,
    a pot split when the high winners and the split card's holders are more than one player."""
    used = 1 + max([p for groups in plan.seats for g in groups for p in g] + [p for c in plan.own for p in c]
                   + list(plan.table))
    shuffle = shuffler(plan.deck, used)
    score = scorer(plan.rules, plan.deck, max(len(g) for groups in plan.seats for g in groups))
    holders = holders_of(plan)
    counts = PlanCounts()
    for seed in seeds:
        deal_counts(plan, counts, shuffle(seed), score, holders)
    return counts


def deal_counts(plan: SplitCardPlan, counts: PlanCounts, x: Sequence[int], score, holders: Holders) -> tuple[int, ...]:
    """Count one shuffled deal in `counts`; the seats the pot is paid to (none: no winner)."""
    best = [max(score(itemgetter(*g)(x) if len(g) > 1 else (x[g[0]],)) for g in groups) for groups in plan.seats]
    top = max(best)
    winners = [n for n, s in enumerate(best, 1) if s == top]
    counts.deals += 1
    if (len(winners) > 1 and not plan.tie_pays) or not plan.qualify.high_ok(top):
        return ()  # a tie pays nobody, or no hand qualifies: nobody is paid
    counts.wins[top] += 1
    paid = tuple(sorted(set(winners) | set(holders(x))))
    counts.split += len(paid) > 1
    if not plan.plain:
        counts.wild += _wild_in_winner(plan, x, score, top)
    return paid


def _wild_in_winner(plan: SplitCardPlan, x: Sequence[int], score, top: int) -> bool:
    """Whether a winner's best group (the first group of the top score) plays a wild card (`run._wild_in_winner`)."""
    for groups in plan.seats:
        for g in groups:
            cards = tuple(x[p] for p in g)
            if score(cards) == top:
                if uses_wild(plan.rules, cards, top):
                    return True
                break
    return False


def split_card_deal(plan: SplitCardPlan, seed: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """One deal of the plan: (the seats paid, the split card's holders), for comparing with the simulator."""
    x = list(plan.deck)
    random.Random(seed).shuffle(x)
    score = scorer(plan.rules, plan.deck, max(len(g) for groups in plan.seats for g in groups))
    holders = holders_of(plan)
    return deal_counts(plan, PlanCounts(), x, score, holders), holders(x)

