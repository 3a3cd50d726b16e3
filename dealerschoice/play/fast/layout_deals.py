"""Where a layout game's deals put the shuffled deck's cards (`layout.compile_layout`): each
seat's deck positions and the table's, in the order `Table.draw` takes them, which are dealt
face up, where the board flips come, the showdown and a declaration; `Unplanned` for a step
the plan cannot follow.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dealerschoice.play.fast.draws import declaration_of, declared_showdown
from dealerschoice.play.fast.plan import Unplanned, check_plan_step
from dealerschoice.play.hand_limits import HandLimits
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Deal, Declare, Flip, Showdown
from dealerschoice.rules.steps.board import BoardFlip
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.play import Redeal, Settle
from dealerschoice.rules.steps.showdown import NoQualified
from dealerschoice.rules.steps.vocab import Face, Pot, Target
from dealerschoice.rules.steps.vocab_money import PaidTo, Payer
from dealerschoice.rules.steps.vocab_showdown import NoQualifiedThen


@dataclass(slots=True)
class Dealt:
    """Where a program's deals put the shuffled deck's cards: each seat's positions and
    whether each is dealt face up, the table's likewise, the board flips (with the table
    cards dealt before each), the showdown, a declaration's sides, the positions dealt."""

    own: list[list[int]]
    own_up: list[list[bool]]
    board: list[int] = field(default_factory=list)
    board_up: list[bool] = field(default_factory=list)
    flips: list[tuple[int, BoardFlip]] = field(default_factory=list)
    showdown: Showdown | None = None
    declared: tuple[str, ...] = ()
    top: int = 0
    again: bool = False  # after the showdown the losers match the pot, and a match deals again


def dealt_cards(program: Program, players: int, limited: HandLimits | None) -> tuple[Dealt, Showdown]:
    """Follow the program's steps to the showdown (`Unplanned` for one the plan cannot
    follow): where they deal, and the showdown."""
    found = Dealt([[] for _ in range(players)], [[] for _ in range(players)])
    for action in program.actions:
        for step in action.steps:
            where = f"rule {action.number}"
            if found.showdown is not None and type(step) is NoQualified and step.then == NoQualifiedThen.SPLIT:
                continue  # "if no one qualifies, split the pot": chips only, the showdown's record stands
            if found.showdown is not None and _losers_match(action.steps):
                found.again = True  # "everyone who lost matches the pot; if anyone matched, redeal": `layout_redeals`
                break
            if found.showdown is not None:
                raise Unplanned(f"{where}: a {step.kind} step after the showdown")
            if isinstance(step, BoardFlip):
                found.flips.append((len(found.board), step))
                continue
            if type(step) is Declare:  # a high/low declaration, as a draw plan follows one (`layout_declares`)
                found.declared = declaration_of(step, found.declared, where)
                continue
            if type(step) is Showdown and step.pot == Pot.DECLARED:
                found.showdown = declared_showdown(step, found.declared, where)
                continue
            if found.declared and isinstance(step, Deal):
                raise Unplanned(f"{where}: a deal after the declaration")
            found.showdown = check_plan_step(step, where) or found.showdown
            if isinstance(step, (Flip, TurnDown)) and _reads_down(limited):
                # which own cards lie face down decides the hand ("exactly two of your down cards")
                raise Unplanned(f"{where}: a {step.kind} step of own cards under limits on down cards")
            if isinstance(step, Deal):
                deal(found, step)
    if found.showdown is None:
        raise Unplanned("no showdown the plan can play")
    if not found.own[0]:
        raise Unplanned("no cards dealt to the players")
    return found, found.showdown


def _losers_match(steps) -> bool:
    """A rule of exactly "everyone who went in and lost matches the pot ... If no one went in
    or anyone matched the pot, redeal for all." (chips into the pot, then a redeal)."""
    kinds = [type(s) for s in steps]
    return kinds == [Settle, Redeal] and steps[0].who == Payer.IN_AND_LOST and steps[0].to == PaidTo.POT \
        and steps[1].when == "nobody-in-or-matched"


def deal(found: Dealt, step: Deal) -> None:
    """The next deck positions to the table, or `count` to each seat in turn (`Table.draw`)."""
    up = step.face == Face.UP
    if step.to == Target.TABLE:
        found.board.extend(range(found.top, found.top + step.count))
        found.board_up.extend([up] * step.count)
        found.top += step.count
        return
    for cards, ups in zip(found.own, found.own_up):
        cards.extend(range(found.top, found.top + step.count))
        ups.extend([up] * step.count)
        found.top += step.count


def _reads_down(limited: HandLimits | None) -> bool:
    """Whether a way of making a hand counts its down cards (only then does an own card
    turned up or down change a hand: `cards.sets` reads `up` for those counts alone)."""
    if limited is None:
        return False
    return any(way.limits.down_low > 0 or way.limits.down_high is not None for way in limited.options or (limited,))
