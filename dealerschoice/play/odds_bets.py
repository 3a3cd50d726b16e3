"""Which games' bets can change what the odds count (`bets_matter`): the odds' players all
stay to the showdown, so a bet only grows the pot, except where a rule reads the chips or the
betting itself; there the odds play the bets as the example hands do."""

from __future__ import annotations

from dataclasses import fields

from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Forced, Repeat, RuleStep, Settle
from dealerschoice.rules.steps.late_rules import OpeningLapse
from dealerschoice.rules.steps.table_rules import OpenerRedeal
from dealerschoice.rules.steps.vocab import UntilKind
from dealerschoice.rules.steps.wager import LoserPenalty, NoOpenRedeal, OpeningHand

# rules that read the betting itself: who opened it (a hand needed to open, a redeal when
# nobody opens, a penalty for the opener who loses), who raised last
_READ_BETS = (OpeningHand, NoOpenRedeal, OpenerRedeal, OpeningLapse, LoserPenalty)
_BET_UNTIL = (UntilKind.POT_EMPTY, UntilKind.BET_MADE)
LAST_RAISER = "last-raiser"  # the role's word in every vocabulary that has it


def bets_matter(program: Program) -> bool:
    """Whether the chips bet can change a deal's figures: a rule that settles, forces players
    to pay or fold, or costs chips, that reads who opened or raised, or play until the pot is
    empty or someone bets. Elsewhere every player calls every bet, so the bets only grow the
    pot. (tests/odds checks the figures are the same with and without the bets for every
    seed and corpus game where they are left out.)"""
    steps = [s for _, s in program.standing] + [s for a in program.actions for s in a.steps]
    return any(isinstance(s, (Forced, Settle) + _READ_BETS) or getattr(s, "cost", None) is not None
               or (isinstance(s, Repeat) and s.until.kind in _BET_UNTIL)
               or _names_last_raiser(s) for s in steps)


def _names_last_raiser(step: RuleStep) -> bool:
    """A rule with a part played by the last player to bet or raise (who chooses a count,
    who goes first...): every vocabulary names that role "last-raiser"."""
    return any(getattr(step, f.name) == LAST_RAISER for f in fields(step))
