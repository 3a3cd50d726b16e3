"""Twists nobody takes, beside a wild of each player's own hole card: "Each player may twist one
card for max bet" with "Your low hole card is wild for you, as are all cards of the same rank"
(Low in the Hole with a Twist).

A player who plays for high twists only from no pair (`twists._how_many`: the category of the
cards they know, with the common cards face up, under their wild rules, is a high card). A
seat's lowest (or highest) natural hole card is wild for that seat, rank and all, and it is
one of the cards the seat knows: with any other card beside it the seat holds a pair at
least, so it never twists, pays nothing and draws nothing. Where that holds for every seat at
every twist, the game is the wild plan of the same game without its twists
(`wilds_plan.WildPlan`: each seat's wilds asked of the simulator's own rules).

It holds where every showdown is for high alone (a player's goal is high: `moves.goal`), the
deck has no joker (every hole card is natural), each seat has been dealt a card face down and
two cards at least before each twist, and nothing before a twist takes a card away or turns
one (only deals, bets, antes and looks). Standing rules: wilds (each only adds wild cards),
the deck, qualifiers, a Use rule; any other (a wild that ends, shifts or is void) is refused.
"""

from __future__ import annotations

from dealerschoice.play.fast.plan import PLAIN_WILD, WILD_DEFAULTS, Unplanned
from dealerschoice.play.fast.wilds_plan import WildPlan, compile_wilds
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps import Ante, Bet, Deal, Deck, Look, Qualifier, Showdown, Use, Wild
from dealerschoice.rules.steps.draw import Twist
from dealerschoice.rules.steps.vocab import Face, Pot, Target
from dealerschoice.rules.steps.vocab_wild import WildSource

# the fields a wild of the holder's lowest or highest hole card may set beyond a written-out wild's
_HOLE_CARD_FIELDS = PLAIN_WILD | {"per_player", "hole_only"}
# the steps a game may hold beside its twists (see the module: none takes or turns a card)
_BESIDE = (Deal, Bet, Ante, Look, Showdown)
# the standing rules: wilds only add wild cards (a rule that ends, shifts or voids them might
# take the seat's own away), and rules that say nothing of wilds
_STANDING = (Wild, Deck, Qualifier, Use)


def compile_untaken_twists(program: Program, players: int) -> WildPlan:
    """The wild plan of the game without its twists, where nobody can take one; `Unplanned`
    names why someone might.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Twist", (), (), (Rule(1, "Deal two cards down to each player.", 5),
    ...     Rule(2, "Each player may twist one card for max bet.", 6), Rule(3, "Showdown, high hand wins.", 7),
    ...     Rule(4, "Your low hole card is wild for you, as are all cards of the same rank.", 8)), None, Source("x", 1))
    >>> plan = compile_untaken_twists(game_program(game), 2)
    >>> plan.moves, plan.seats
    (((False, 2, False),), (((0, 1),), ((2, 3),)))
    """
    steps = [(a.number, s) for a in program.actions for s in a.steps]
    if not any(type(s) is Twist for _, s in steps):
        raise Unplanned("no twist")
    if not any(isinstance(s, Wild) and _own_hole_card(s) for _, s in program.standing):
        raise Unplanned("twists without a wild of each player's own hole card")
    for number, step in program.standing:
        if not isinstance(step, _STANDING):
            raise Unplanned(f"rule {number}: a standing {step.kind} rule beside a hole card wild and twists")
    if program.deck.jokers:
        raise Unplanned("twists beside a hole card wild in a deck with jokers (a hole card may be no card)")
    down = dealt = 0
    for number, step in steps:
        if type(step) is Twist:
            if step.extra or down < 1 or dealt < 2:
                raise Unplanned(f"rule {number}: a twist a player may take (a card added, or too few dealt down before)")
        elif not isinstance(step, _BESIDE):
            raise Unplanned(f"rule {number}: a {step.kind} step beside twists and a hole card wild")
        elif isinstance(step, Showdown) and step.pot != Pot.HIGH:
            raise Unplanned(f"rule {number}: a {step.pot} showdown beside twists (a player may play for low)")
        elif isinstance(step, Deal) and step.to == Target.EACH:
            dealt += step.count
            down += step.count if step.face != Face.UP else 0
    untwisted = tuple(Action(a.number, a.text, tuple(s for s in a.steps if type(s) is not Twist)) for a in program.actions)
    plan = compile_wilds(Program(program.game, untwisted, program.standing, program.notes), players)
    if not isinstance(plan, WildPlan):
        raise Unplanned("untaken twists beside a hole card wild in a game of choices")
    return plan


def _own_hole_card(step: Wild) -> bool:
    """A wild of the holder's lowest or highest hole card, for their high hand, and nothing more."""
    return (step.source in (WildSource.LOW_CARD, WildSource.HIGH_CARD) and step.hole_only and step.per_player
            and step.hands in ("any", "high") and all(getattr(step, f) == default for f, default in WILD_DEFAULTS.items()
                                                      if f not in _HOLE_CARD_FIELDS))
