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

from dealerschoice.rules.steps.base import RuleStep, Trigger
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

STEP_TYPES: tuple[type[RuleStep], ...] = (
    Deck, Deal, NoPeek, Look, Pass, Discard, Draw, Reshuffle, Stack, Split, HandLimit, Use, Flip,
    Ante, Bet, Declare, Showdown, SplitCard, BestHand, Qualifier, Dead, Settle, KeepHands, Redeal, Repeat,
    Wild, WildChange, Forced, Partners, Trade, Auction, TableRule, Unknown,
)
"""Every step type, in the order a hand meets them; `kind`s are unique."""

__all__ = [t.__name__ for t in STEP_TYPES] + ["RuleStep", "Trigger", "PassMove", "STEP_TYPES"]
