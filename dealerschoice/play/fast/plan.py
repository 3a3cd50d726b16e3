"""Compile a game into a plan: which deck positions make each player's hands.

Where nobody folds and no choice is made, the cards a player ends with are fixed positions of
the shuffled deck: deal i of "two cards down to each player" gives seat 1 the next two cards,
seat 2 the two after, and so on, exactly as `Table.draw` takes them. A plan holds those
positions, grouped as the showdown makes hands of them (`making.card_sets`: own cards and the
table, or every allowed set under a Use rule), the wild cards in force (the same `HandRules`
the simulator's wild rules give) and whether a tie pays.

A game with discards and draws, passes, stacks or a declaration compiles to a
`draws.DrawPlan` instead (what the players keep decides the positions: see that module).
A game the plan cannot follow exactly raises `Unplanned` with the reason; its deals are
played by the full simulator. What a plan supports, and why each refusal:
- deals to each player or to the table, unconditional (a conditional deal depends on play);
- betting rounds, skipped: the odds' players all stay to the showdown (`betting.Stance`,
  `everyone_stays`) and, with no rule that forces a fold, settles or costs chips, a bet only
  grows the pot (as `odds.OddsHand` skips them), so it cannot change a winner;
- antes, no-peek and look rules: they move no card; nor does a card held facing out (shown
  to everyone but its holder), in a fixed deal where nobody chooses on what they see;
- flips and turning cards down, of a player's own cards (by choice, from the top, at random,
  until the best hand shows...): a card turning up moves no card and, with no rule that answers
  to it (a play-dependent wild, a forced rule, a redeal: each refused below), decides nothing.
  Refused: a flip that deals a card instead, puts the card into a split hand, or makes the
  first table card a hand to beat (the table then counts in nobody's hand);
- one high-hand or low-hand showdown, the last rule that does anything, with no partner,
  "best hand" rule or board hand limits; qualifiers for high and for low, as the judge
  applies them (`qualify`); a low hand is ace-to-five, the standard
  low (a game with its own low ranking, deuce-to-seven or ace-to-six, has a standing ranking
  rule, refused below), judged by `lows`; limited wilds in a low game are refused; a
  high-low split, cards speaking (no declare), where nobody draws (each player's goal would follow their first cards: `moves.goal`);
- standing rules: the deck, a Use rule, and wild ranks or cards written out (no wild that
  depends on play, a holder, a cost or a hand size; in a draw plan, a wild a table card
  names: `board_wilds`); "if the deck runs out, reshuffle the
  discards" (only a draw can run it out: a fixed deal that does not fit is refused).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import lru_cache
from typing import TYPE_CHECKING

from dealerschoice.cards import HandRules
from dealerschoice.cards.cards import standard_deck
from dealerschoice.play import making
from dealerschoice.play.fast.omaha import Board, board_of
from dealerschoice.play.fast.qualify import NONE, Qualify, qualify_of
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import (
    Ante,
    Bet,
    Deal,
    Deck,
    Declare,
    Discard,
    Draw,
    Flip,
    Look,
    NoPeek,
    Pass,
    Qualifier,
    Showdown,
    Stack,
    Use,
    Wild,
)
from dealerschoice.rules.steps.dealing_deck import ShuffleDiscards
from dealerschoice.rules.steps.dealing_shares import ShownToOthers
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.vocab import AnteMode, FlipSource, HandKind, Pot, Target

if TYPE_CHECKING:
    from dealerschoice.play.fast.draws import DrawPlan
    from dealerschoice.play.fast.flips import FlipPlan
    from dealerschoice.play.fast.guts import GutsPlan
    from dealerschoice.play.fast.layout_lines import LayoutPlan
    from dealerschoice.play.fast.ranked_draws import RankedDrawPlan  # ranked draws and football flips (`rankings`)
    from dealerschoice.play.fast.ranked_flips import FootballFlipPlan
    from dealerschoice.play.fast.series import SeriesPlan

# the fields a written-out wild may set; any other field away from its default reads play
PLAIN_WILD = frozenset({"source", "ranks", "cards", "jokers", "hands"})
WILD_DEFAULTS = {f.name: f.default for f in fields(Wild)}
# the step types a plan plays; bets, looks and no-peeks move no card (see the module's list)
_PLANNED = frozenset({Deal, Bet, Look, NoPeek, Ante, Showdown, Flip, TurnDown})


class Unplanned(Exception):
    """The plan cannot follow this game exactly; the message says which rule and why."""


@dataclass(frozen=True, slots=True)
class Plan:
    """A game at a table of `players`, compiled: shuffle `deck`, then seat i's hands are the
    cards at the positions of each group in `seats[i]` (its best group counts)."""

    players: int
    deck: tuple[int, ...]                          # card codes in the order the table builds the deck
    seats: tuple[tuple[tuple[int, ...], ...], ...]  # seat -> card groups -> deck positions
    rules: HandRules                                # the wild cards for high hands, as the simulator gives them
    plain: bool                                     # nothing is ever wild: no winner can use a wild card
    tie_pays: bool
    # under a Use rule, the same groups as (per seat: own-card sets, table-card sets): every
    # group is one own set and one table set, so a deal sums each set's cards once
    factored: tuple[tuple[tuple[tuple[int, ...], ...], ...], tuple[tuple[int, ...], ...]] | None = None
    low_rules: HandRules | None = None  # a low showdown: the low wild rules its hands are judged by (`lows`)
    high_low: bool = False              # the best high and the best low hand split the pot (cards speak)
    qualify: Qualify = NONE             # the game's qualifiers: a hand short of one is no hand
    board: Board | None = None          # the groups as Omaha-style hands: own sets with table sets (`omaha`)


@lru_cache(maxsize=4096)  # every game's plan once a process (the real database has 1,131 games): an odds run asks again per task
def plan_for(program: Program, players: int) -> (Plan | DrawPlan | GutsPlan | FlipPlan | LayoutPlan | SeriesPlan
                                                 | RankedDrawPlan | FootballFlipPlan | None):
    """The plan of a program at this table, or None when the full simulator must play it; a
    guts game (players declare in or out) as a guts plan (`guts`); a game whose play decides
    what shows (flips, and the wilds and rules that answer to cards turned up) as a flip plan
    (`flips`)."""
    try:
        return compile_plan(program, players)
    except Unplanned:
        pass
    from dealerschoice.play.fast.layout import compile_layout  # layout imports this module
    try:  # common cards in a layout, hands limited to its lines (a `Plan`, or a `LayoutPlan` playing its own)
        return compile_layout(program, players)
    except Unplanned:
        pass
    from dealerschoice.play.fast.own_play import compile_own  # own_play imports this module
    try:  # a fixed plan with one mechanic more, which plays its own deals (`own_play`)
        return compile_own(program, players)
    except Unplanned:
        pass
    from dealerschoice.play.fast.folds_holding import compile_folds  # folds_holding imports this module
    try:  # players a rule folds: for cards held together, lower than the table's, an emptied hand (`folds_*`)
        return compile_folds(program, players)
    except Unplanned:
        pass
    from dealerschoice.play.fast.rankings import compile_ranked  # rankings imports this module
    try:  # hands ranked their own way, which the evaluator scores on integers (`rankings`)
        return compile_ranked(program, players)
    except Unplanned:
        pass
    from dealerschoice.play.fast.guts import compile_guts  # guts imports this module
    try:
        return compile_guts(program, players)
    except Unplanned:
        pass
    from dealerschoice.play.fast.beat_deck import compile_beats  # beat_deck imports this module
    try:  # a winner who must beat the deck's top cards, a runner-up's switched hand, every hand (`beat_*`)
        return compile_beats(program, players)
    except Unplanned:
        pass
    from dealerschoice.play.fast.series import compile_series  # series imports this module
    try:  # a guts game of several showdowns, played to N wins (Three Five Seven: `series`)
        return compile_series(program, players)
    except Unplanned:
        pass
    from dealerschoice.play.fast.flips import compile_flips  # flips imports this module
    try:
        return compile_flips(program, players)
    except Unplanned:
        pass
    from dealerschoice.play.fast.draw_routes import compile_draw_routes  # draw_routes imports this module
    try:  # a draw plan by another way: takes, passes per named rank, extra cards, steals, bars... (`draw_routes`)
        return compile_draw_routes(program, players)
    except Unplanned:
        pass
    from dealerschoice.play.fast.board_plans import compile_board  # board_plans imports this module
    try:  # extra cards for commons dealt up, others' chosen up cards, declared or redealt split cards (`board_plans`)
        return compile_board(program, players)
    except Unplanned:
        pass
    from dealerschoice.play.fast.hole_wilds import compile_hole_wilds  # hole_wilds imports this module
    try:  # wilds each player's own cards decide: at most so many, held or bought, beside blind flips or twists (`hole_wilds`)
        return compile_hole_wilds(program, players)
    except Unplanned:
        pass
    from dealerschoice.play.fast.wilds_plan import compile_wilds  # wilds_plan imports this module
    try:  # wilds that follow play, asked of the simulator's wild rules (`wilds_plan`; in draws: `wilds_draws`)
        return compile_wilds(program, players)
    except Unplanned:
        return None


def compile_plan(program: Program, players: int) -> Plan | DrawPlan:
    """The plan of a program; `Unplanned` names the rule it cannot follow.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Hold", (), (), (Rule(1, "Deal two cards down to each player.", 5),
    ...     Rule(2, "Deal three cards face up to the table.", 6), Rule(3, "Showdown, high hand wins.", 7)),
    ...     None, Source("x", 1))
    >>> plan = compile_plan(game_program(game), 3)
    >>> plan.seats
    (((0, 1, 6, 7, 8),), ((2, 3, 6, 7, 8),), ((4, 5, 6, 7, 8),))
    """
    deck_step = program.deck
    rules = plan_wild_rules(program, players)
    use = standing_use(program)
    if any(type(step) in (Discard, Draw, Pass, Stack, Declare) for action in program.actions for step in action.steps):
        from dealerschoice.play.fast.draws import compile_draws  # draws imports this module
        return compile_draws(program, players, use, rules, plan_low_rules(program, players), deck_codes(deck_step),
                             check_plan_step, qualify_of(program))
    own: list[list[int]] = [[] for _ in range(players)]
    board: list[int] = []
    top = 0
    showdown: Showdown | None = None
    for action in program.actions:
        for step in action.steps:
            where = f"rule {action.number}"
            if showdown is not None:
                raise Unplanned(f"{where}: a {step.kind} step after the showdown")
            if type(step) is ShownToOthers:
                continue  # a card held facing out moves no card, and in a fixed deal nobody chooses on cards seen
            showdown = check_plan_step(step, where) or showdown
            if isinstance(step, Deal):
                top = lay_deal(step, own, board, top)
    if showdown is None:
        raise Unplanned("no showdown the plan can play")
    if top > len(deck_codes(deck_step)):
        raise Unplanned(f"{top} cards dealt from a deck of {len(deck_codes(deck_step))}")
    if not own[0]:
        raise Unplanned("no cards dealt to the players")
    seats = tuple(tuple(tuple(g) for g in making.card_sets(cards, list(board), use) if g) for cards in own)
    low = low_rules_of(program, players, showdown)
    return Plan(players, deck_codes(deck_step), seats, rules, rules.plain() and not deck_step.jokers, showdown.tie_pays,
                _factored(seats, own, board) if low is None else None, low, showdown.pot == Pot.HIGH_LOW,
                qualify_of(program), board_of(seats, board, deck_codes(deck_step)))


def low_rules_of(program: Program, players: int, showdown: Showdown) -> HandRules | None:
    """A low or high-low showdown's low wild rules (None: a high showdown); `Unplanned` for
    limited wilds, which the plan's low judge cannot remember by rank (`lows.low_judge`)."""
    if showdown.pot == Pot.HIGH:
        return None
    low = plan_low_rules(program, players)
    if low._stands_for:
        raise Unplanned("a low showdown with limited wild cards")
    return low


def lay_deal(step: Deal, own: list[list[int]], board: list[int], top: int) -> int:
    """Lay a deal's cards from deck place `top` on: to the table (`board`), or `step.count` to
    each seat in turn (`own`); the next place.

    >>> own, board = [[], []], []
    >>> lay_deal(Deal(2), own, board, 0), own, board
    (4, [[0, 1], [2, 3]], [])
    """
    if step.to == Target.TABLE:
        board.extend(range(top, top + step.count))
        return top + step.count
    for seat in own:
        seat.extend(range(top, top + step.count))
        top += step.count
    return top


def check_plan_step(step, where: str) -> Showdown | None:
    """Refuse a step the plan cannot follow (`Unplanned`, naming the rule); the showdown, if it is one."""
    if type(step) not in _PLANNED:  # the very types: a subclass is another step with its own handler
        raise Unplanned(f"{where}: a {step.kind} step")
    if isinstance(step, Deal):
        if step.condition is not None:
            raise Unplanned(f"{where}: a conditional deal ({step.condition})")
        if step.to not in (Target.TABLE, Target.EACH):
            raise Unplanned(f"{where}: a deal to {step.to}")
    elif isinstance(step, Flip):
        _check_flip(step, where)
    elif isinstance(step, Ante):
        # "Everyone must reante or fold.": the simulator's players all ante again (`money.ante`)
        if step.mode not in (AnteMode.ANTE, AnteMode.RE_ANTE, AnteMode.NONE, AnteMode.ANTE_OR_FOLD):
            raise Unplanned(f"{where}: an ante that may fold a player ({step.mode})")
    elif isinstance(step, Showdown):
        if step.pot not in (Pot.HIGH, Pot.LOW, Pot.HIGH_LOW) or step.hand != HandKind.BEST or step.split_with is not None:
            raise Unplanned(f"{where}: a {step.pot} showdown of the {step.hand} hand"
                            + (f", split with {step.split_with}" if step.split_with else ""))
        return step
    return None


def _check_flip(step: Flip, where: str) -> None:
    """A flip the plan follows turns up the player's own cards and nothing else."""
    if step.deal_instead_at is not None:
        raise Unplanned(f"{where}: a flip that deals a card instead")
    if step.source in (FlipSource.TOP_TO_HAND, FlipSource.DISCARDS):
        raise Unplanned(f"{where}: a flip of the {step.source} cards")
    if step.table_counts:
        raise Unplanned(f"{where}: a flip to beat the first table card")


def _factored(seats, own: list[list[int]], board: list[int]):
    """The seats' groups as own sets times table sets, when every group is exactly that."""
    if not board or all(len(groups) == 1 for groups in seats):
        return None
    on_board = set(board)
    owns, tables = [], None
    for groups, _cards in zip(seats, own):
        mine = tuple(dict.fromkeys(tuple(p for p in g if p not in on_board) for g in groups))
        common = tuple(dict.fromkeys(tuple(p for p in g if p in on_board) for g in groups))
        if {a + b for a in mine for b in common} != set(groups) or len(mine) * len(common) != len(groups):
            return None
        if tables is not None and common != tables:
            return None
        owns.append(mine)
        tables = common
    return tuple(owns), tables


def standing_use(program: Program) -> Use | None:
    """The Use rule, once every standing rule is one the plan follows."""
    use = None
    for number, step in program.standing:
        if isinstance(step, Use):
            use = step
        elif isinstance(step, Wild):
            moved = [f for f, default in WILD_DEFAULTS.items()
                     if f not in PLAIN_WILD and getattr(step, f) != default]
            if (step.source not in ("rank", "card") or moved) and not _board_followed(program, step):
                raise Unplanned(f"rule {number}: a wild that depends on play ({step.source}"
                                + (f", {', '.join(moved)}" if moved else "") + ")")
        elif isinstance(step, Qualifier) and step.gap() is None:
            pass  # a qualifier the judge checks: `qualify` checks it the same way
        elif isinstance(step, ShuffleDiscards) and step.when_empty and not step.pile:
            pass  # the discards shuffled in when a draw runs the deck out: `draws` follows it; no fixed deal does
        elif not isinstance(step, Deck):
            raise Unplanned(f"rule {number}: a standing {step.kind} rule")
    return use


def _board_followed(program: Program, step: Wild) -> bool:
    """A wild a table card names, in a game a draw plan plays (`board_wilds.follows`)."""
    from dealerschoice.play.fast.board_wilds import follows  # board_wilds imports this module

    return follows(program, step)


def refills(program: Program) -> bool:
    """Whether the discards are shuffled into the deck when a draw runs it out (`mechanics.drawing.refill`)."""
    return any(isinstance(step, ShuffleDiscards) and step.when_empty and not step.pile for _, step in program.standing)


def plan_wild_rules(program: Program, players: int) -> HandRules:
    """The high-hand wild rules, asked of the simulator itself (written-out wilds are the same
    for every seat and every card)."""
    from dealerschoice.play.simulate import PlayedHand  # the simulator imports the odds: not at import time

    standing_use(program)
    probe = PlayedHand(program, players, 0)
    rules = probe.rules_for(probe.table.seats[0], "high", [])
    if rules.natural_beats_wild:
        raise Unplanned("a natural hand beats a wild one: the key has one more field")
    return rules


def plan_low_rules(program: Program, players: int) -> HandRules:
    """The low-hand wild rules, as the simulator's players are given them with the high ones."""
    from dealerschoice.play.simulate import PlayedHand  # the simulator imports the odds: not at import time

    probe = PlayedHand(program, players, 0)
    return probe.rules_for(probe.table.seats[0], "low", [])


def deck_codes(step: Deck) -> tuple[int, ...]:
    """The deck's card codes before the shuffle, as `Table` builds it."""
    cards = list(standard_deck(step.jokers, step.decks))
    if step.without:
        stripped = {"23456789TJQKA".index(r) + 2 for r in step.without}
        cards = [c for c in cards if c.is_joker or c.rank not in stripped]
    return tuple(int(c) for c in cards)
