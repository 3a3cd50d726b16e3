"""Typed, frozen steps: what one rule sentence tells the table to do.

Every step has a `kind` (the plain word a simulator dispatches on and coverage counts) and
`standing`: False for a step played at its place in the rule order, True for one that holds
for the whole hand wherever it is written (wild cards, forced actions, the deck, a split
card, a hand limit). Field values are small closed vocabularies documented on each class,
so a simulator can execute a step without reading the sentence again. Counts are ints;
`None` means "as many as apply" (a stack of all the player's cards, one replacement for
every discard).

Seats: "left" is the next player clockwise, the one after you in betting order.
Rule order: `Repeat.last` counts rule lines (the database's "actions"), not steps.
"""

from dealerschoice.rules.steps.base import Gap, RuleStep, Trigger
from dealerschoice.rules.steps.cards import (
    Deal,
    Deck,
    Discard,
    Draw,
    Flip,
    HandLimit,
    Look,
    NoPeek,
    Pass,
    PassMove,
    Reshuffle,
    Split,
    Stack,
    Use,
)
from dealerschoice.rules.steps.play import (
    Ante,
    BestHand,
    Bet,
    Dead,
    Declare,
    KeepHands,
    Qualifier,
    Redeal,
    Repeat,
    Settle,
    Showdown,
    SplitCard,
    Until,
)
from dealerschoice.rules.steps.special import (
    Auction,
    Forced,
    Partners,
    TableRule,
    Trade,
    Unknown,
    Wild,
    WildChange,
)

_ORDERED: tuple[type[RuleStep], ...] = (
    Deck, Deal, NoPeek, Look, Pass, Discard, Draw, Reshuffle, Stack, Split, HandLimit, Use, Flip,
    Ante, Bet, Declare, Showdown, SplitCard, BestHand, Qualifier, Dead, Settle, KeepHands, Redeal, Repeat,
    Wild, WildChange, Forced, Partners, Trade, Auction, TableRule, Unknown,
)


def _every_step_type() -> tuple[type[RuleStep], ...]:
    """The step types above, then those of every other module of this package (a family
    of the grammar keeps its new step types in a module of its own), by module and name."""
    import importlib
    import pkgutil
    import sys

    for info in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{info.name}")
    found: list[type[RuleStep]] = []
    todo = list(RuleStep.__subclasses__())
    while todo:
        cls = todo.pop()
        found.append(cls)
        todo.extend(cls.__subclasses__())
    # dataclass(slots=True) makes a new class; the one it replaced is still a subclass
    rest = sorted((c for c in set(found) if c not in _ORDERED
                   and getattr(sys.modules[c.__module__], c.__name__, None) is c),
                  key=lambda c: (c.__module__, c.__name__))
    return _ORDERED + tuple(rest)


STEP_TYPES: tuple[type[RuleStep], ...] = _every_step_type()
"""Every step type, in the order a hand meets them; `kind`s are unique."""

__all__ = [t.__name__ for t in _ORDERED] + ["RuleStep", "Trigger", "PassMove", "STEP_TYPES", "Gap", "Until"]
