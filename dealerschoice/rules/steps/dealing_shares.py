"""Who is dealt what, beyond a deal to every player or the table: deals to folded players or
one player only, several hands each, table cards by the number of players or up to a count,
the whole deck out, a permanent hand, cards held facing out, and a lead player."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import RuleStep
from dealerschoice.rules.steps.vocab import DealTo, Face, Role, Side


@dataclass(frozen=True, slots=True)
class DealOut(RuleStep):
    """Deal `count` cards face `face` to `to`: the players who have folded ("folded"), every
    player still in and every one who has folded ("all"), every player still in but the one
    who just got a card ("others": the winner of an auction), or to each hand a player still
    has in the game ("hands")."""

    kind: ClassVar[str] = "deal-out"  # play/mechanics/dealing_out.py ("hands": mechanics/seat_hands.py)
    count: int
    face: Face
    to: DealTo


@dataclass(frozen=True, slots=True)
class TableDealPerPlayer(RuleStep):
    """Deal `count` cards face `face` to the table for every player still in."""

    kind: ClassVar[str] = "table-deal-per-player"
    simulated: ClassVar[bool] = True  # play/mechanics/table_picks.py
    count: int = 1
    face: Face = Face.UP


@dataclass(frozen=True, slots=True)
class DealToPlayer(RuleStep):
    """Deal `count` cards face `face` to one player only: the player `to` names (the player
    to the dealer's left, the high hand showing...). table_card: the rule calls the cards
    table cards ("one face up table card to the player to the dealer's left")."""

    kind: ClassVar[str] = "deal-to-player"
    simulated: ClassVar[bool] = True  # play/mechanics/lead.py; a table card: travelling_card.py
    count: int
    face: Face
    to: Role
    table_card: bool = False


@dataclass(frozen=True, slots=True)
class DealHands(RuleStep):
    """Deal each player `hands` separate hands (sets) of `count` cards face `face` each,
    kept apart from one another (later rules say what becomes of them)."""

    kind: ClassVar[str] = "deal-hands"
    simulated: ClassVar[bool] = True  # play/mechanics/seat_hands.py: the seat's piles, judged apart
    hands: int
    count: int
    face: Face = Face.DOWN


@dataclass(frozen=True, slots=True)
class DealTableUpTo(RuleStep):
    """When the table holds fewer than `count` cards, deal table cards until it holds
    `count`. face: the face they are dealt (None: the rule does not say)."""

    kind: ClassVar[str] = "deal-table-up-to"
    simulated: ClassVar[bool] = True  # play/mechanics/table_discards.py
    count: int
    face: Face | None = None


@dataclass(frozen=True, slots=True)
class DealDeckOut(RuleStep):
    """Deal the whole deck out, face `face` (None: the rule does not say). even: every player
    gets the same number of cards, and the cards left over are not dealt."""

    kind: ClassVar[str] = "deal-deck-out"  # played by play/mechanics/hand_sizes.py
    face: Face | None = None
    even: bool = False


@dataclass(frozen=True, slots=True)
class AddToPermanentHand(RuleStep):
    """Each player moves `count` of their cards (face `face`; None: any of them) into their
    permanent hand, where they stay for the rest of the game: later passes and discards
    take only the cards not yet in it."""

    kind: ClassVar[str] = "add-to-permanent-hand"
    simulated: ClassVar[bool] = True  # play/mechanics/passes.py
    count: int = 1
    face: Face | None = None


@dataclass(frozen=True, slots=True)
class ShownToOthers(RuleStep):
    """The cards of the previous deal are held facing out: every other player sees them, and
    their holder does not (a `NoPeek` goes with it)."""

    kind: ClassVar[str] = "shown-to-others"
    simulated: ClassVar[bool] = True  # play/mechanics/visibility.py


@dataclass(frozen=True, slots=True)
class LeadPlayer(RuleStep):
    """The game names a lead player, who moves one seat to the `rotates` side each round
    (left: clockwise); later rules deal to the lead or start with them."""

    kind: ClassVar[str] = "lead-player"
    simulated: ClassVar[bool] = True  # play/mechanics/lead.py moves the lead each time its rule comes
    rotates: Side = Side.LEFT
