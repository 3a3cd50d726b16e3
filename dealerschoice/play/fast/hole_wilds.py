"""Plans for games whose wild cards each player's own hand decides, where the other plans refuse them.

- "Each player can use one three as a wild in their high hand", "Each player can use one king
  as a wild in their low hand" (`Wild.most`): of a hand's named cards, the choice of at most
  so many that makes the best hand plays wild (Joemaha, in Omaha hands): `hole_wilds_most`;
- "Threes are wild in the hole. If you get one face up you must pay ante to make it wild"
  (`Wild.hole_only`, `up_only`, `cost`): wild as held, some bought at the showdown where they
  improve the hand (Three Six Nine): `hole_wilds_bought`;
- "Your low hole card is wild for you, as are all cards of the same rank" beside "Each player
  randomly flips one down card belonging to the player on their left" (Roll Your Neighbor):
  nobody chooses the card turned and the hole cards are those dealt down however turned after
  (`wilds._ranks`), so the flips decide nothing: the `wilds_plan.WildPlan` of the game without
  them (`compile_blind_flips`);
- the same wild beside "Each player may twist one card for max bet" (Low in the Hole with a
  Twist): a player with a wild of their own holds a pair and never twists (`hole_wilds_twists`).

`compile_hole_wilds` tries each; `Unplanned` gives every reason. `plan.plan_for` asks it where
the fixed plan and the plans before it refuse a game.
"""

from __future__ import annotations

from dealerschoice.play.fast.first_plan import first_plan
from dealerschoice.play.fast.hole_wilds_bought import BoughtWildPlan, compile_bought_wilds
from dealerschoice.play.fast.hole_wilds_most import MostWildPlan, compile_most_wilds
from dealerschoice.play.fast.hole_wilds_twists import compile_untaken_twists
from dealerschoice.play.fast.plan import PLAIN_WILD, WILD_DEFAULTS, Unplanned
from dealerschoice.play.fast.wilds_plan import WildPlan, compile_wilds
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps import Flip, Wild
from dealerschoice.rules.steps.vocab import FlipSource
from dealerschoice.rules.steps.vocab_wild import WildSource

# the fields a wild of the holder's lowest or highest hole card may set beyond a written-out wild's
_HOLE_CARD_FIELDS = PLAIN_WILD | {"per_player", "hole_only"}


def compile_hole_wilds(program: Program, players: int) -> MostWildPlan | BoughtWildPlan | WildPlan:
    """The first plan of this module's list that follows the program; `Unplanned` with every reason."""
    return first_plan((compile_most_wilds, compile_bought_wilds, compile_blind_flips, compile_untaken_twists),
                      program, players)


def compile_blind_flips(program: Program, players: int) -> WildPlan:
    """The wild plan of the game without its flips, where every flip is of cards picked at
    random and every wild rule is written out or reads the cards dealt down (the holder's
    lowest or highest hole card); `Unplanned` names what reads the cards turned up.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Roll", (), (), (Rule(1, "Deal three cards face down to each player.", 5),
    ...     Rule(2, "Each player randomly flips one down card belonging to the player on their left.", 6),
    ...     Rule(3, "Showdown, high hand wins.", 7),
    ...     Rule(4, "Your low hole card is wild for you, as are all cards of the same rank.", 8)), None, Source("x", 1))
    >>> plan = compile_blind_flips(game_program(game), 2)
    >>> plan.moves, plan.seats
    (((False, 3, False),), (((0, 1, 2),), ((3, 4, 5),)))
    """
    flips = [(a.number, s) for a in program.actions for s in a.steps if isinstance(s, Flip)]
    if not flips:
        raise Unplanned("no flip of cards picked at random")
    for number, flip in flips:
        if flip.source != FlipSource.RANDOM or flip.optional or flip.ranks or flip.deal_instead_at is not None \
                or flip.stack is not None or flip.table_counts:
            raise Unplanned(f"rule {number}: a flip of cards a player chooses, or that does more, beside hole wilds")
    for number, step in program.standing:
        if isinstance(step, Wild) and not _reads_dealt_faces(step):
            raise Unplanned(f"rule {number}: a {step.source} wild that may read the cards turned up")
    unflipped = tuple(Action(a.number, a.text, tuple(s for s in a.steps if not isinstance(s, Flip)))
                      for a in program.actions)
    plan = compile_wilds(Program(program.game, unflipped, program.standing, program.notes), players)
    if not isinstance(plan, WildPlan):
        raise Unplanned("random flips beside hole wilds in a game of choices")
    return plan


def _reads_dealt_faces(step: Wild) -> bool:
    """A wild written out for everyone, or of the holder's lowest or highest hole card (those
    dealt down, however turned after: `wilds._ranks`)."""
    allowed = PLAIN_WILD if step.source in (WildSource.RANK, WildSource.CARD) else (
        _HOLE_CARD_FIELDS if step.source in (WildSource.LOW_CARD, WildSource.HIGH_CARD) and step.hole_only else None)
    return allowed is not None and all(getattr(step, f) == default for f, default in WILD_DEFAULTS.items()
                                       if f not in allowed)
