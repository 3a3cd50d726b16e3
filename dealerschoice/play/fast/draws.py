"""Compile a game with draws, passes, stacks or a declaration: the players' choices made by the
very functions the simulator's players use.

Where players throw cards away and draw, pass cards on or stack them, the cards they end with
depend on what they choose, so a plan of fixed deck positions cannot hold them. A `DrawPlan`
is a short list of operations instead, played on each shuffled deck: deal to each player or
to the table; each player's discard (`players.keeping.draw_choice`, on card codes, seat by
seat clockwise from seat 1 as `mechanics.moves.discard` goes) and the draw of as many cards
as were thrown (or the rule's count) from the top of the deck, seat by seat; a pass, every
seat choosing at once (`keeping.thrown_cards`, as `policies.worst`), then the cards moving
to the seat on the left or right; a stack of a player's cards (`policies.hide_order`); a
declaration (`declares`). The choices are remembered by the shape of the cards (`choosing`).

What a draw plan follows, beyond what a `Plan` follows (`plan.py`), and why each refusal:
- a discard of "up to N", "N", "one or three", "N, M if they show an ace" or "M for the
  dealer" (`mechanics.choices.bounds`) from all the player's cards, or from their down cards
  while no card has been turned up; a discard of every card that may go;
- a draw of as many cards as were thrown, or of a fixed count after a fixed discard, so
  every hand has a known size at the showdown;
- "Flip each player's discards.": they turn up in the muck, which nothing the plan follows
  reads (`flip_sources._show_discards` only tells them);
- a pass of any (or down, none being up) cards to a seat on the left or right; a stack of
  all a player's cards, none up (only their order changes: flips of its top move no card);
- a deck that may run out: the simulator stops at the draw (an unplayed deal, carried into
  the odds' tally: `RUN_OUT_TALLIED`) or, where the rules say so ("reshuffle the discards"),
  shuffles the discards in under what is left of the deck, with the table's own random
  numbers after the deal's shuffle (`mechanics.drawing.refill`): the plan then shuffles the
  whole deck as the table does and keeps the discards in the order they were thrown; a rule
  that shuffles the discards back into the deck ("Shuffle any discarded cards back into the
  deck.", not into a table pile) is played the same way, under what is left of the deck;
- refused: a game with no-peek cards (a player gives up unseen cards first), a discard in
  another order, any step that goes with a discard in its rule (they change what may go) but
  "The discards are shuffled and placed on top of the deck." (`discarding.discards_on_top`:
  the discard just made, shuffled by the table's random numbers after the deal's, dealt
  next) and a draw-back ("getting back one less card than they discarded", `drawing.draw_back`): as
  many as each threw, an offset more, never fewer than none. Where that leaves hands of
  different sizes (one less, but a seat that throws none keeps all), each seat's hand is all
  its cards (`DrawPlan.whole_hands`), and no step that reads a hand's size or order follows,
  nor a Use rule or a split pot;
  refused too: any ranking of the game's own (Badugi, deuce-to-seven: another keep choice);
- a low showdown (ace-to-five lowball): every discard and pass keeps for low, as the
  simulator's players do when only a low hand can win (`mechanics.moves.goal`), and the
  showdown is judged by `lows`;
- a high-low split, cards speaking: each seat keeps for the side its cards lean to at its
  first choice, a discard or a pass (`choosing.lean`, as `moves.goal` decides it once a
  hand), and the showdown is judged as a fixed plan's (`run.high_low_deal`);
- a declared split ("Declare high/low simultaneously", or in turn; "high/low/both"): the
  seats lean as in a high-low split, declare as the simulator's players do and the pot is
  settled as the simulator settles it (`declares`); refused: a declaration any card moves
  after, at random (the table's random numbers), by a flip, or in or out;
- wild cards a table card names ("a rank one higher than the table card", `board_wilds`):
  each deal's rules once the table card is dealt, the table card in nobody's hand;
- a lone winner sharing the pot with the player to their left (or the closest one still in:
  the same player, everyone staying): the same winners, every such pot split;
- qualifiers, in every showdown, as a fixed plan applies them (`qualify`).

The plan is `draw_ops.DrawPlan`; its deals are played by `draw_play`.
"""

from __future__ import annotations

from dataclasses import replace

from dealerschoice.cards import HandRules
from dealerschoice.play import making
from dealerschoice.play.fast.board_wilds import BoardRules, counts_in_hands, has_board_wilds
from dealerschoice.play.fast.choosing import JOKER, discard_bounds
from dealerschoice.play.fast.draw_ops import (
    DEAL,
    DISCARD,
    DRAW,
    DRAW_BACK,
    FLIP,
    ON_TOP,
    PASS,
    SHUFFLE,
    STACK,
    TABLE,
    TURN_DOWN,
    DrawPlan,
    judged_apart,
)
from dealerschoice.play.fast.draw_picks import offer_op
from dealerschoice.play.fast.draw_play import draws_deal, play_draws
from dealerschoice.play.fast.pass_rounds import TAKE
from dealerschoice.play.fast.plan import Unplanned, low_rules_of, refills
from dealerschoice.play.fast.qualify import NONE, Qualify
from dealerschoice.play.fast.up_cards import UpCards
from dealerschoice.rules.steps import Deal, Declare, Discard, Draw, Flip, NoPeek, Pass, Showdown, Stack
from dealerschoice.rules.steps.dealing import PickTableCard
from dealerschoice.rules.steps.dealing_deck import ShuffleDiscards
from dealerschoice.rules.steps.dealing_shares import TableDealPerPlayer
from dealerschoice.rules.steps.draw import DiscardsOnTop, DrawBack
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.passing import PassShown, Take
from dealerschoice.rules.steps.table_rules import PickTableSet
from dealerschoice.rules.steps.vocab import Choice, DeclareMode, FlipSource, HandKind, Pot, SplitWith, Target

__all__ = ["DEAL", "DISCARD", "DRAW", "DRAW_BACK", "FLIP", "PASS", "SHUFFLE", "STACK", "TABLE", "TURN_DOWN", "DrawPlan",
           "compile_draws", "draws_deal", "play_draws"]

# Whether a game whose draws may run the deck out plans: such a deal is unplayed (`odds.Tally.unplayed`:
# the simulator stops at the draw), which `odds._plan_tally` carries over from `PlanCounts.unplayed`.
RUN_OUT_TALLIED = True


def compile_draws(program, players: int, standing_use, rules: HandRules, low_rules: HandRules,
                  deck: tuple[int, ...], check_step, qualify: Qualify = NONE) -> DrawPlan:
    """The draw plan of a program; `Unplanned` names the rule it cannot follow.
    `check_step(step, where)` checks every other step as a `Plan` does (and returns the showdown)."""
    ops: list[tuple] = []
    size = board = 0        # cards each seat holds, cards on the table
    faces: list[bool] = []  # each table card dealt face up or not
    most = 0                # the most deck places taken so far
    peeked = False          # some card was dealt unseen
    ups = UpCards()         # which cards are face up, as far as the plan follows them
    thrown: int | None = None  # the most a seat threw in the discard the next draw answers (None: none)
    throws: set[int] = set()  # every count a seat may throw in that discard
    varied = False          # a draw-back left hands of different sizes: `size` is the longest
    shuffled = False        # a rule reads the table's random numbers: a shuffle of the discards, a take
    offered = (0, 0)        # table cards per player dealt to be picked, not picked yet: (up, down)
    picks = False           # players pick table cards (`draw_picks`)
    fixed_throw = True      # that discard threw the same count for every seat, every deal
    showdown: Showdown | None = None
    declared: tuple[str, ...] = ()  # the sides of the declaration, once made
    neighbour = False       # a lone winner shares the pot with the player to their left
    for action in program.actions:
        for step in action.steps:
            where = f"rule {action.number}"
            if showdown is not None:
                raise Unplanned(f"{where}: a {step.kind} step after the showdown")
            kind = type(step)
            if declared and kind in _MOVING:
                raise Unplanned(f"{where}: a {step.kind} step after the declaration")
            if kind is Declare:
                declared = declaration_of(step, declared, where)
                continue
            if kind is Showdown and step.pot == Pot.DECLARED:
                showdown = declared_showdown(step, declared, where)
                continue
            if kind is Showdown and step.split_with in _NEIGHBOURS:
                # everyone stays, so the player to the left is the closest one still in: a lone
                # winner shares with them (`showdown._with_partner`); the winners are the same
                showdown = check_step(replace(step, split_with=None), where)
                neighbour = True
                continue
            if varied and kind in _AFTER_VARIED:
                raise Unplanned(f"{where}: a {step.kind} step after a draw-back that leaves hands of different sizes")
            if kind is Discard:
                others = {s.kind for s in action.steps if type(s) not in (Discard, Draw, DrawBack, DiscardsOnTop)}
                if others:  # a rule's other steps may keep cards back (`discarding.may_discard`)
                    raise Unplanned(f"{where}: a discard with a {', '.join(sorted(others))} step in its rule")
                if not fixed_throw:
                    raise Unplanned(f"{where}: a discard before the last one's draw")
                pool = ups.discard_pool(step, size, len(set(deck)) != len(deck), where)
                bounds, everything = discard_bounds(step, size if pool is None else pool, players,
                                                    ups.up and pool is None, peeked, where)
                if everything and pool is not None:
                    raise Unplanned(f"{where}: a discard of every down card, some cards being up")
                # a discard of every card may go without a choice; one of "the cards" chooses (`moves.cards_to_give`)
                ops.append((DISCARD, everything, bounds, not everything or step.which != "all", pool is not None))
                if any(type(s) is DiscardsOnTop for s in action.steps):  # "The discards are shuffled and placed on
                    ops.append((ON_TOP,))  # top of the deck.": by the table's random numbers
                    shuffled = True
                thrown = max(max((*b.counts, *b.more_counts)) for b in bounds) if not everything else size
                throws = {c for b in bounds for c in (*b.counts, *b.more_counts)} if not everything else {size}
                fixed_throw = everything or (not step.up_to and not step.choices and step.most is None)
                size -= thrown if fixed_throw else 0
                continue
            if kind is DiscardsOnTop and ops and ops[-1] == (ON_TOP,):
                continue  # played with its discard
            if kind is Flip and step.source == FlipSource.DISCARDS:
                continue  # "Flip each player's discards.": they turn up in the muck, which no rule reads
            if kind is Stack:
                _check_stack(step, ups.up, peeked, fixed_throw, where)
                ops.append((STACK,))
                continue
            if kind is Pass:
                ops.append((PASS, step.count, pass_moves(step, size, ups.up, peeked, fixed_throw, where)))
                if ups.up:
                    ups.count = None  # an up card passed stays up in its new hand: not followed
                continue
            if kind is DrawBack:
                if thrown is None:
                    raise Unplanned(f"{where}: a draw-back with no discard before it")
                # each seat draws what it threw, `offset` more (never fewer than none): the sizes it leaves
                before = size + (thrown if fixed_throw else 0)
                sizes = {before - k + max(0, k + step.offset) for k in (throws if not fixed_throw else {thrown})}
                most += players * max(0, thrown + step.offset)
                ups.dealt(max(0, thrown + step.offset) if fixed_throw else 0, False)
                size, varied = max(sizes), len(sizes) > 1
                fixed_throw, thrown = True, None
                ops.append((DRAW_BACK, None, False, step.offset))
                continue
            if kind is PassShown:  # all at once, chosen as a pass is (`passes.pass_shown`), the cards turning up
                if step.in_turn or step.up_cards or step.optional or step.last_discards:
                    raise Unplanned(f"{where}: a pass face up " + ("in turn" if step.in_turn else "of the up cards"
                                                                  if step.up_cards else "the players may skip"))
                plain = Pass(step.moves)
                ops.append((PASS, plain.count, pass_moves(plain, size, ups.up, peeked, fixed_throw, where)))
                ups.up, ups.count = True, None  # the cards passed lie face up: which are up is not followed
                continue
            if kind in (TableDealPerPlayer, PickTableCard, PickTableSet):  # table cards per player, picked (`draw_picks`)
                op, offered, got = offer_op(step, offered, peeked, ups.count is None, where)
                ops.append(op)
                most += players * step.count if kind is TableDealPerPlayer else 0
                if got is not None:
                    size, picks = size + sum(got), True
                    ups.dealt(got[0], True)
                    ups.read = ups.read or kind is PickTableCard  # the hands showing decide the order
                continue
            if kind is Take:
                ops.append((TAKE, step.count, _take_seats(step, size, peeked, fixed_throw, len(set(deck)) != len(deck),
                                                          where)))
                if ups.up:
                    ups.count = None  # an up card taken stays up in its new hand: not followed
                shuffled = True  # the table's random numbers choose the cards
                continue
            if kind is ShuffleDiscards:
                if step.pile or step.when_empty:
                    raise Unplanned(f"{where}: a shuffle of the discards " + ("into a table pile" if step.pile else
                                                                             "when the deck runs out, as a step"))
                ops.append((SHUFFLE,))
                shuffled = True
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
                ups.dealt(step.count if step.count is not None else thrown if fixed_throw and thrown else 0,
                          step.face == "up")
                if step.face == "up" and step.count is None and not fixed_throw:
                    ups.count = None  # as many as each threw: a count of up cards the seats choose
                fixed_throw, thrown = True, None
                ops.append((DRAW, step.count, step.face == "up"))
                continue
            showdown = check_step(step, where) or showdown
            if kind is Deal:
                if step.to == Target.TABLE:
                    ops.append((TABLE, step.count))
                    board += step.count
                    faces.extend([step.face == "up"] * step.count)
                    most += step.count
                else:
                    ops.append((DEAL, step.count, step.face == "up"))
                    size += step.count
                    most += players * step.count
                    ups.dealt(step.count, step.face == "up")  # a table card face up is no player's card
            elif kind is NoPeek:
                peeked = True
            elif kind is Flip:
                ops.extend([op] if (op := ups.flipped(step, size)) else [])
            elif kind is TurnDown:
                ops.extend([op] if (op := ups.turned_down(step)) else [])
    if not fixed_throw:
        raise Unplanned("a discard no draw follows: hands of a size each player chooses")
    if most > len(deck) and not RUN_OUT_TALLIED:
        raise Unplanned(f"up to {most} cards dealt and drawn from a deck of {len(deck)}")
    if showdown is None:
        raise Unplanned("no showdown the plan can play")
    if declared and showdown.pot != Pot.DECLARED:
        raise Unplanned(f"a declaration and a {showdown.pot} showdown")
    if not size:
        raise Unplanned("no cards dealt to the players")
    high_low = showdown.pot == Pot.HIGH_LOW
    if offered != (0, 0) or picks and (showdown.pot != Pot.HIGH or declared or not rules.plain() or JOKER in deck):
        raise Unplanned("table cards per player left unpicked, or picked in a game with wild cards or a low side")
    if varied and (standing_use is not None or high_low or declared):
        raise Unplanned("hands of different sizes (a draw-back) under a Use rule or a split pot")
    low = low_rules_of(program, players, showdown) is not None and showdown.pot == Pot.LOW
    counts = counts_in_hands(program, players, tuple(faces))
    table_places = list(range(size, size + board)) if counts else []
    groups = tuple(tuple(g) for g in making.card_sets(list(range(size)), table_places, standing_use) if g)
    refill = refills(program) and most > len(deck) or shuffled
    if refill and (flip := _random_flip(program)):  # its random numbers would be the plan's too
        raise Unplanned(f"{flip}: a flip at random in a game whose plan follows the table's random numbers")
    board_rules = BoardRules(program, players, tuple(faces)) if has_board_wilds(program) else None
    if not ups.read:  # nothing reads which cards are up: their turning up is no op
        ops = [op for op in ops if op[0] not in (FLIP, TURN_DOWN)]
    ops = _unread_stacks(ops, groups, size)
    plan = DrawPlan(players, deck, tuple(ops), groups, len(deck) if refill else min(most, len(deck)), rules, low_rules,
                    rules.plain() and JOKER not in deck and board_rules is None, showdown.tie_pays, low, refill,
                    qualify, high_low, declared, board_rules, counts, neighbour, ups.read, varied, refills(program))
    return judged_apart(plan) if varied else plan


def _unread_stacks(ops: list, groups: tuple[tuple[int, ...], ...], size: int) -> list:
    """The ops without the stacks nothing reads: a stack only orders a seat's cards, and
    where no later op reads the order (a flip of the stack's top, a choice: `_ORDER_READERS`)
    and every group holds all the seat's cards, the showdown judges the same cards whatever
    their order (Anaconda's stack before its flips, which no op follows)."""
    if not all(set(range(size)) <= set(g) for g in groups):
        return ops
    kept: list = []
    read = False  # whether an op after this one reads the order of the cards
    for op in reversed(ops):
        if op[0] != STACK or read:
            kept.append(op)
        read = read or op[0] in _ORDER_READERS
    return kept[::-1]


# the ops that read the order of a seat's cards: a flip (the stack's top), a choice (the first
# card of a rank shown, the down cards, a pass of every card in the order held, a take of places at random)
_ORDER_READERS = (FLIP, TURN_DOWN, DISCARD, PASS, TAKE)
_NEIGHBOURS = (SplitWith.LEFT, SplitWith.CLOSEST_LEFT)
# the steps that move cards: none may follow a declaration (the declaration reads the final cards)
_MOVING = (Deal, Discard, Draw, DrawBack, Pass, PassShown, Stack, Take, TableDealPerPlayer, PickTableCard,
           PickTableSet)
# the steps that read a seat's hand size or the order of its cards: none may follow a draw-back
# that leaves hands of different sizes (the plan then knows only the longest)
_AFTER_VARIED = (Discard, Draw, DrawBack, Pass, PassShown, Stack, Flip, TurnDown, Take, PickTableCard, PickTableSet)
_SIDES = frozenset({Choice.HIGH, Choice.LOW, Choice.BOTH})


def declaration_of(step: Declare, before: tuple[str, ...], where: str) -> tuple[str, ...]:
    """The sides of a high/low(/both) declaration every seat makes as the simulator's players do."""
    if before:
        raise Unplanned(f"{where}: a second declaration")
    if not set(step.choices) <= _SIDES or Choice.BOTH in step.choices and len(step.choices) < 3:
        raise Unplanned(f"{where}: a declaration of {'/'.join(step.choices)}")
    if step.mode not in (DeclareMode.SIMULTANEOUS, DeclareMode.IN_TURN):
        raise Unplanned(f"{where}: a declaration {step.mode} (the table's chance or a flip decides it)")
    return tuple(str(c) for c in step.choices)


def declared_showdown(step: Showdown, declared: tuple[str, ...], where: str) -> Showdown:
    """A declared split of the best hands, after a declaration the plan follows."""
    if not declared:
        raise Unplanned(f"{where}: a declared showdown with no declaration before it")
    if step.hand != HandKind.BEST or step.split_with is not None:
        raise Unplanned(f"{where}: a declared showdown of the {step.hand} hand"
                        + (f", split with {step.split_with}" if step.split_with else ""))
    return step


def _check_stack(step: Stack, up: bool, peeked: bool, fixed: bool, where: str) -> None:
    """A stack of all a player's cards, none up, every one seen: only their order changes."""
    if step.stacks != 1 or step.size is not None or step.sides:
        raise Unplanned(f"{where}: a stack into {step.stacks} of {step.size} with {step.sides} aside")
    if up or peeked or not fixed:
        raise Unplanned(f"{where}: a stack of cards some of which are up, unseen or still to draw")


def _take_seats(step: Take, size: int, peeked: bool, fixed: bool, twice: bool, where: str) -> int:
    """The seats on (+ left, - right) each seat takes from, at random, every hand of a known size."""
    if not step.random:
        raise Unplanned(f"{where}: a take of the taker's choice")
    if peeked or not fixed or twice:
        raise Unplanned(f"{where}: a take " + ("where some cards are unseen" if peeked else
                                               "before the last discard's draw" if not fixed else
                                               "from a deck holding a card twice"))
    if size < step.count:
        raise Unplanned(f"{where}: a take of {step.count} from {size} cards")
    if str(step.direction) not in ("left", "right"):
        raise Unplanned(f"{where}: a take from the {step.direction}")
    return step.seats if step.direction == "left" else -step.seats


def _random_flip(program) -> str:
    """The rule of a flip at random (which draws the table's random numbers; a plan drops the
    flips nothing reads), or ""."""
    return next((f"rule {a.number}" for a in program.actions for s in a.steps
                 if isinstance(s, Flip) and s.source == FlipSource.RANDOM), "")


def pass_moves(step: Pass, size: int, up: bool, peeked: bool, fixed: bool, where: str) -> tuple[tuple[int, int], ...]:
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


