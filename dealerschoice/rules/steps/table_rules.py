"""Steps of table rules the simulator does not play yet (none of them: each blocks its game):
redeals on an event or at the showdown, an opening requirement that moves with each redeal,
folds on the table card's rank, auctions of flipped and table cards, table cards picked in
sets or offered twice, cards of a round that pair replaced, repeats with endings of their
own, dead suits and dead flipped cards, no-peek cards joining the hand, and commons usable by
the cards discarded."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep
from dealerschoice.rules.steps.vocab import Cost, OpenerShift, RedealEvent


@dataclass(frozen=True, slots=True)
class RedealOn(RuleStep):
    """The hand is thrown in and dealt again when `when` happens: a player is dealt a wild
    card face up (only one wild for that player alone, where each player has their own wild
    rank), or nobody has had to match the pot by the rule's place."""

    kind: ClassVar[str] = "redeal-on"
    simulated: ClassVar[bool] = True  # "none-matched": play/mechanics/redeals.py
    gap_reason: ClassVar[str] = ("the hand is thrown in and dealt again when something happens at the table; "
                                 "the simulator does not check for it yet")
    when: RedealEvent

    def gap(self) -> Gap | None:
        """The simulator plays the redeal when nobody has had to match the pot, and on a
        player's own wild card face up (play/mechanics/redeals.py, own_wilds.py)."""
        if self.when in (RedealEvent.NONE_MATCHED, RedealEvent.OWN_WILD_UP):
            return None
        return Gap(self.gap_reason)


@dataclass(frozen=True, slots=True)
class OpenerRedeal(RuleStep):
    """When nobody opens, the hand is thrown in and dealt again and the pair needed to open
    moves one step `way` (up: a pair of jacks becomes a pair of queens). turn: the rank of the
    pair where it turns back, moving a step a redeal the other way to the pair of `back_to`,
    and so on (None: no bound said)."""

    kind: ClassVar[str] = "opener-redeal"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/opening.py
    way: OpenerShift
    turn: str | None = None
    back_to: str | None = None


@dataclass(frozen=True, slots=True)
class FoldOnTableRank(RuleStep):
    """Every player holding a card of the rank of the table card just dealt must fold."""

    kind: ClassVar[str] = "fold-on-table-rank"
    simulated: ClassVar[bool] = True  # play/mechanics/table_forced.py


@dataclass(frozen=True, slots=True)
class FlippedAuction(RuleStep):
    """A card is turned up from the deck and auctioned: the highest bidder pays and takes it.
    count: how many cards are auctioned so, one after another (None: one for each player). most: a player who has won this
    many cards may not bid any more (None: no limit). unwanted: when nobody bids on a card,
    the players still bidding each pay `times` the `unwanted` cost for a card off the deck
    (None: not said)."""

    kind: ClassVar[str] = "flipped-auction"
    simulated: ClassVar[bool] = True  # play/mechanics/auctions.py
    count: int | None = 1
    most: int | None = None
    unwanted: Cost | None = None
    times: float = 1.0


@dataclass(frozen=True, slots=True)
class TableCardBids(RuleStep):
    """The players bid on the table card in betting order; the highest bidder pays and takes
    it. opening: the leader must open the bidding at `times` this cost (None: not said).
    leader_rotates: the player who bids first moves round the table from one auction to the
    next."""

    kind: ClassVar[str] = "table-card-bids"
    simulated: ClassVar[bool] = True  # play/mechanics/buying.py
    opening: Cost | None = None
    times: float = 1.0
    leader_rotates: bool = False


@dataclass(frozen=True, slots=True)
class PickTableSet(RuleStep):
    """Each player in turn picks `up` face-up table cards with the `down` face-down table
    cards dealt with each, and adds them all to their hand."""

    kind: ClassVar[str] = "pick-table-set"
    simulated: ClassVar[bool] = True  # play/mechanics/table_picks.py
    up: int = 1
    down: int = 2


@dataclass(frozen=True, slots=True)
class TableCardReoffered(RuleStep):
    """A table card that comes round to a player a second time is discarded and a new one
    dealt in its place."""

    kind: ClassVar[str] = "table-card-reoffered"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/reoffers.py, called as each player buys (buying.py)


@dataclass(frozen=True, slots=True)
class LastOutSplit(RuleStep):
    """When the last players still in all go out at once, leaving nobody, those who were
    still in before the last table card split the pot."""

    kind: ClassVar[str] = "last-out-split"
    standing: ClassVar[bool] = True  # read by the discards: play/mechanics/going_out.py


@dataclass(frozen=True, slots=True)
class ReplaceMatched(RuleStep):
    """A card of the last round that matches the rank of another card dealt that round is
    discarded and replaced from the deck."""

    kind: ClassVar[str] = "replace-matched"  # played by play/mechanics/matching.py


@dataclass(frozen=True, slots=True)
class RepeatTillOneIn(RuleStep):
    """Repeat the last `last` rules (rule lines, counting back from this one) until only one
    player goes in (the game ends: they take the pot) or every player holds `cards` cards
    (then the hand is dealt again for everyone)."""

    kind: ClassVar[str] = "repeat-till-one-in"
    simulated: ClassVar[bool] = True  # play/mechanics/guts.py
    last: int
    cards: int


@dataclass(frozen=True, slots=True)
class DeadSuit(RuleStep):
    """Cards of `suit` in a player's hand do not count in it (keep_first: except the first of
    them the player was dealt)."""

    kind: ClassVar[str] = "dead-suit"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/wild_play.py: left out of the hand by the evaluator
    suit: str
    keep_first: bool = False


@dataclass(frozen=True, slots=True)
class DeadFlip(RuleStep):
    """Each player's `ordinal`-th flipped no-peek card does not count in their hand;
    same_rank: nor do their other cards of its rank, even where that rank is wild."""

    kind: ClassVar[str] = "dead-flip"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/no_peek_aside.py: left out of the hand at the showdown
    ordinal: int
    same_rank: bool = False


@dataclass(frozen=True, slots=True)
class NoPeekJoinsHand(RuleStep):
    """When each player's `ordinal`-th no-peek card is flipped face up, it joins their hand
    (until then the no-peek cards lie beside it)."""

    kind: ClassVar[str] = "no-peek-joins-hand"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/no_peek_aside.py: the showdown's cards of a hand
    ordinal: int


@dataclass(frozen=True, slots=True)
class ShowdownRedeal(RuleStep):
    """At the showdown the hand is dealt again if the card `card` was ever dealt face up,
    unless the card `spared_by` was dealt face up after it or is shown at the showdown (None:
    no such card)."""

    kind: ClassVar[str] = "showdown-redeal"
    standing: ClassVar[bool] = True  # checked at the showdown (play/mechanics/redeals.at_showdown)
    card: str
    spared_by: str | None = None


@dataclass(frozen=True, slots=True)
class CommonsByDiscards(RuleStep):
    """How many commons a hand may use depends on the cards its player discarded: `uses`
    pairs (cards discarded, commons usable counted from the first dealt); any other number
    discarded may use `otherwise` commons."""

    kind: ClassVar[str] = "commons-by-discards"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/hand_limits.py, at the showdown
    uses: tuple[tuple[int, int], ...]
    otherwise: int = 0
