"""Reader of `declare.lark`: declarations of high/low/both or in/out, at once or in turn."""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Phrases, Ranks
from dealerschoice.rules.steps import Declare
from dealerschoice.rules.steps.ranking_rules import DeclareDuel
from dealerschoice.rules.steps.showdown import DealerNames, DeclareUse, ForcedIn
from dealerschoice.rules.steps.split_cards import DeclareByTable
from dealerschoice.rules.steps.vocab import Choice, DealerNamed, DeclareMode

_SLASHED = {"high/low": ("high", "low"), "low/high": ("high", "low"), "high-low": ("high", "low"),
            "high/low/both": ("high", "low", "both"), "in/out": ("in", "out"), "out/in": ("in", "out"),
            "high/low/out": ("high", "low", "out"), "high/split-card/both": ("high", "split-card", "both")}
_ORDER = ("high", "low", "split-card", "both", "in", "out")


class Reader(Phrases):
    def declare(self, children) -> Declare:
        step = children[0]
        for rider in children[1:]:
            if rider == "no-pass" and step.mode == DeclareMode.IN_TURN:
                step = replace(step, no_pass=True)
            elif rider == "reopen" and step.mode == DeclareMode.IN_TURN and Choice.IN in step.choices:
                step = replace(step, dealer_reopens=True)
            elif rider == "until-in" and step.mode == DeclareMode.IN_TURN and Choice.IN in step.choices \
                    and not step.until_in:
                step = replace(step, until_in=True)
            else:
                raise NotThisFamily
        return step

    def declare_with_duel(self, children) -> tuple[Declare, DeclareDuel]:
        """The declaration, then how each direction is settled: two declaring it play each other
        for the pot, one alone takes it."""
        step = children[0]
        if not {Choice.HIGH, Choice.LOW} <= set(step.choices):
            raise NotThisFamily  # "declare in/out ... the same way": no direction to share
        return step, DeclareDuel()

    def declare_same_way(self, children):
        return None

    declare_alone = declare_same_way

    def declare_say(self, children) -> Declare:
        choices = next(c for c in children if isinstance(c, tuple))
        modes = [c for c in children if isinstance(c, DeclareMode)]
        if len(modes) > 1:
            raise NotThisFamily
        return Declare(choices, modes[0] if modes else DeclareMode.SIMULTANEOUS)

    def declare_who(self, children):
        return None

    declare_chips = declare_who

    def declare_choices(self, children) -> tuple[Choice, ...]:
        if isinstance(children[0], tuple):
            return children[0]
        said = set(children)
        return tuple(Choice(c) for c in _ORDER if c in said)

    def declare_slashed(self, children) -> tuple[Choice, ...]:
        return tuple(Choice(c) for c in _SLASHED[str(children[0])])

    def declare_choice(self, children) -> str:
        return str(children[0])

    def declare_together(self, children) -> DeclareMode:
        return DeclareMode.SIMULTANEOUS

    def declare_how_word(self, children) -> DeclareMode:
        return DeclareMode.SIMULTANEOUS

    def declare_in_turn(self, children) -> DeclareMode:
        return DeclareMode.IN_TURN

    def declare_random(self, children) -> DeclareMode:
        return DeclareMode.RANDOM

    def declare_from(self, children):
        return None

    def declare_no_pass_rider(self, children) -> str:
        return "no-pass"

    def declare_reopen_rider(self, children) -> str:
        return "reopen"

    def declare_no_pass(self, children):
        return None

    declare_reopen = declare_no_pass

    def declare_until_in_rider(self, children) -> str:
        return "until-in"

    declare_until_in = declare_no_pass

    def declare_forced_in(self, children) -> ForcedIn:
        return next(c for c in children if isinstance(c, ForcedIn))

    def declare_forcing_wild(self, children) -> ForcedIn:
        return ForcedIn(wild=True)

    def declare_forcing_ranks(self, children) -> ForcedIn:
        ranks = next(c for c in children if isinstance(c, Ranks))
        if ranks.cards or ranks.jokers:
            raise NotThisFamily  # "a red ace", "a joker": not a rank
        return ForcedIn(ranks=ranks.ranks)

    def declare_forcing_rank(self, children) -> ForcedIn:
        return ForcedIn(ranks=(children[-1],))

    def declare_go_in(self, children):
        return None

    def declare_by_flip(self, children) -> Declare:
        return Declare((Choice.HIGH, Choice.LOW), DeclareMode.BY_FLIP)

    def declare_dealer_names(self, children) -> DealerNames:
        return children[0]

    def declare_names_rank(self, children) -> DealerNames:
        roles = tuple(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        if len(set(roles)) != len(roles):
            raise NotThisFamily
        return DealerNames(DealerNamed.RANK, roles)

    def declare_names_hand(self, children) -> DealerNames:
        return DealerNames(DealerNamed.HAND)

    def declare_dealer(self, children):
        return None

    declare_as = declare_dealer

    def declare_role(self, children) -> str:
        return " ".join(str(c) for c in children)

    def declare_use(self, children) -> DeclareUse:
        return children[0]

    def declare_use_common(self, children) -> DeclareUse:
        mode = next((c for c in children if isinstance(c, DeclareMode)), DeclareMode.SIMULTANEOUS)
        if mode not in (DeclareMode.SIMULTANEOUS, DeclareMode.IN_TURN):
            raise NotThisFamily
        number = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return DeclareUse(number, mode == DeclareMode.SIMULTANEOUS)

    def declare_use_hands(self, children) -> DeclareUse:
        mode = next((c for c in children if isinstance(c, DeclareMode)), DeclareMode.SIMULTANEOUS)
        if mode not in (DeclareMode.SIMULTANEOUS, DeclareMode.IN_TURN):
            raise NotThisFamily
        return DeclareUse(None, mode == DeclareMode.SIMULTANEOUS)

    def declare_by_table(self, children) -> DeclareByTable:
        said = next(c for c in children if isinstance(c, Declare))
        ranks = next(c for c in children if isinstance(c, tuple))
        numbers = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        return DeclareByTable(ranks, said.choices, said.mode, numbers[0] if numbers else 1)
