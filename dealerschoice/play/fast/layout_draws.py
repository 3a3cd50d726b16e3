"""A game with discards under a hand limit a draw plan can follow: "each player may only use
two of their down cards", where every player has thrown their third down card before the
showdown (Shanghai II and III: three down, one up, "discard one of your down cards"), a limit
that can never bind; and "you may use any one of the common cards" where every hand holds
four own cards (Stormy Weather), Omaha's Use rule of four own cards and one common
(`_as_use`: the draw plan scores those groups).

The limit only caps the down cards a hand uses (`Limits(down_high=N)`); when no seat can hold
more than N down cards at the showdown, every hand of the pool keeps it, so the showdown's
best limited hand is the best hand of all the seat's cards, as with no limit at all. Nothing
the players choose reads the limit (`mechanics.discarding` and `players.keeping` judge the
cards alone; betting is skipped by the odds, `betting.Stance`), so the game's draw plan is the
plan of the same program without the limit (`plan.compile_plan` -> `draws.DrawPlan`), played
for the real program's deals. Which cards are down at most is counted rule by rule: a deal
face down adds its cards, a discard of exactly N down cards takes N away; any other move
(a draw, a pass, a discard the player sizes, a card turned down) is refused with the rule.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from dealerschoice.cards.limits import Limits
from dealerschoice.play.fast.draw_ops import DrawPlan
from dealerschoice.play.fast.plan import Unplanned, compile_plan
from dealerschoice.play.hand_limits import HAND_RULES, HandLimits, hand_limits
from dealerschoice.rules.steps import Deal, Discard, Draw, Pass, Stack, Use
from dealerschoice.rules.steps.board_limits import BoardUse
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.vocab import Face, Target

if TYPE_CHECKING:
    from dealerschoice.play.program import Program

_MOVES = (Discard, Draw, Pass, Stack)
HAND = 5


def moves_cards(program: Program) -> bool:
    """Whether the game discards, draws, passes or stacks (a draw plan's game, not a layout's)."""
    return any(isinstance(step, _MOVES) for action in program.actions for step in action.steps)


def unbound_draws(program: Program, players: int) -> DrawPlan:
    """The draw plan of a game whose only hand limit, a most of down cards, never binds, or is
    a most of common cards that allows one split only; `Unplanned` names the rule that may let
    it bind, or the limit that is another kind.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> lines = ("Deal three cards face down to each player.", "Deal one card up to each player.",
    ...          "Each player discards one of their down cards.", "Deal three common cards face up to the table.",
    ...          "Showdown, high hand wins.", "Each player may only use two of their down cards in making their final hand.")
    >>> game = Game(1, "T", (), (), tuple(Rule(n, t, n) for n, t in enumerate(lines, 1)), None, Source("x", 1))
    >>> type(unbound_draws(game_program(game), 3)).__name__
    'DrawPlan'
    """
    limited = hand_limits(program)
    if limited is not None and (commons := _board_most(limited)) is not None:
        return _as_use(program, players, commons)
    most = _down_most(limited)
    held = most_down(program)
    if held > most:
        raise Unplanned(f"a hand limit of {most} down cards, and a player may hold {held} down at the showdown")
    plain = replace(program, standing=tuple((n, s) for n, s in program.standing if not isinstance(s, HAND_RULES)))
    found = compile_plan(plain, players)
    if not isinstance(found, DrawPlan):  # a fixed plan would have been made of the program itself
        raise Unplanned("a hand limit that never binds, in a game with no draw plan")
    return found


def _board_most(limited: HandLimits) -> int | None:
    """N of a lone "you may use any one of the common cards" limit (at most N common cards,
    from the whole board), else None."""
    most, use = limited.limits.board_high, limited.use
    if most is None or use is None or use.lines or use.adjacent or use.per_line is not None or use.spot is not None:
        return None
    return most if replace(limited, use=None, up_only=False) == HandLimits(Limits(board_high=most)) else None


def _as_use(program: Program, players: int, most: int) -> DrawPlan:
    """The draw plan of a game whose hands use at most `most` common cards, where every hand
    holds the same own cards at the showdown (the draws replace what is thrown) and so a
    five-card hand has one split only: N own cards and 5 - N common ones, Omaha's Use rule
    (`making.card_sets`), the groups the draw plan scores; `Unplanned` where several splits
    are allowed."""
    own = sum(s.count for a in program.actions for s in a.steps if isinstance(s, Deal) and s.to == Target.EACH)
    table = sum(s.count for a in program.actions for s in a.steps if isinstance(s, Deal) and s.to == Target.TABLE)
    fewest, commons = max(0, HAND - own), min(most, table)
    if fewest != commons:
        raise Unplanned(f"at most {most} common cards, with {own} own cards: hands of several splits")
    standing = tuple((n, s) for n, s in program.standing if not isinstance(s, HAND_RULES))
    number = next(n for n, s in program.standing if isinstance(s, BoardUse))
    found = compile_plan(replace(program, standing=standing + ((number, Use(HAND - commons, commons)),)), players)
    if not isinstance(found, DrawPlan) or found.whole_hands:  # a hand that may shrink or grow: other splits
        raise Unplanned("at most some common cards, in a game whose hands may change size")
    return found


def _down_most(limited: HandLimits | None) -> int:
    """N of a lone "only N of your down cards" limit; `Unplanned` for any other limit."""
    if limited is None:
        raise Unplanned("no hand limit: the plain plan refused this game")
    most = limited.limits.down_high
    if most is None or replace(limited, up_only=False) != HandLimits(Limits(down_high=most)):
        raise Unplanned(f"hand limits beside a draw: {limited.limits!r}")
    return most


def most_down(program: Program) -> int:
    """The most down cards a seat can hold at the showdown, counted rule by rule (a flip only
    lowers it: left out)."""
    down = 0
    for action in program.actions:
        for step in action.steps:
            where = f"rule {action.number}"
            if isinstance(step, Deal) and step.to != Target.TABLE:
                down += step.count if step.face != Face.UP else 0
            elif type(step) is Discard and step.count is not None and _fixed_down(step):
                down = max(0, down - step.count)
            elif isinstance(step, (*_MOVES, TurnDown)):
                raise Unplanned(f"{where}: a {step.kind} step: the down cards a hand holds may grow")
    return down


def _fixed_down(step: Discard) -> bool:
    """A discard of exactly `count` down cards, every player, every deal."""
    return (step.which == "down" and not step.up_to and not step.choices and step.most is None
            and step.low == step.high == step.count and not step.most_if and step.most_for is None)
