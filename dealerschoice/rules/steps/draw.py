"""Draws the simulator's `Discard` + `Draw` do not play: twists (replacement cards bought),
announced draws, draws back of more or fewer cards than discarded, discards down to a hand
size or of every card matching a table card, exchanges with the table, and the discards
put back on top of the deck. (An ordinary draw is a `Discard` then a `Draw`, in `cards.py`.)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import RuleStep, coerce_words
from dealerschoice.rules.steps.vocab import Cost, DrawOrder, DrawSeat, Face, Role, Side, Word


class Announced(Word):
    """What players announce before a draw is dealt (`DrawAnnounce.what`)."""

    COUNT = "count"  # how many cards each is drawing
    WHO = "who"      # whether each draws at all


class TablePick(Word):
    """Which table card goes (`TableDiscard.which`)."""

    OLDEST = "oldest"  # the first dealt of those still there
    NEWEST = "newest"  # the last dealt
    CHOSEN = "chosen"  # the ones a player chooses (`TableDiscard.by`)


@dataclass(frozen=True, slots=True)
class Twist(RuleStep):
    """Each player may buy cards for a price: `count` cards (the most of the usual case; `up_to`:
    any number up to it), each replacing one of their cards ("twist": the new card comes as the
    old one was, face up for an up card) or, with `extra`, added to their hand.

    low/high/choices: the bounds, as on `Discard` ("exactly two": choices (0, 2)). most, most_if,
    most_for: an exception allowing `most` cards, as on `Discard`. cost, times: a twist costs
    `times` the `cost` ("double ante": ANTE, 2); each: the cost is per card. face: the face of
    the new card when the rule names it (None: as the card it replaces). one_at_a_time: each card is bought and seen
    before the next. down_by_flip: a player who twists an up card may take the new card face
    down by turning a down card face up. down_cost, down_times: paying `down_times` the
    `down_cost` instead gets the new card face down. instead: the other offer a player may take
    in place of this one ("two cards for double max bet or one card for max bet"). order: the
    order players twist in, when the rule names one.
    """

    kind: ClassVar[str] = "twist"  # played by play/mechanics/twists.py
    count: int
    cost: Cost
    times: int = 1
    up_to: bool = False
    each: bool = False
    low: int | None = None
    high: int | None = None
    choices: tuple[int, ...] = ()
    most: int | None = None
    most_if: tuple[str, ...] = ()
    most_for: DrawSeat | None = None
    extra: bool = False
    face: Face | None = None
    one_at_a_time: bool = False
    down_by_flip: bool = False
    down_cost: Cost | None = None
    down_times: int = 1
    instead: Twist | None = None
    order: DrawOrder | None = None
    # the price of twisting a down card when it differs from an up card's ("Up cards cost
    # double ante, down cards cost max bet"): `down_card_times` the `down_card_cost`
    down_card_cost: Cost | None = None
    down_card_times: int = 1

    def __post_init__(self) -> None:
        RuleStep.__post_init__(self)
        if self.low is None:
            object.__setattr__(self, "low", min(self.choices) if self.choices else 0)
        if self.high is None:
            object.__setattr__(self, "high", self.count)


@dataclass(frozen=True, slots=True)
class DiscardToForce(RuleStep):
    """A player may discard one of their face-up cards of `ranks` to make another player of
    their choice discard a face-up card of `forces` (a rank they hold up). order: who acts
    first, when the rule says."""

    kind: ClassVar[str] = "discard-to-force"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a player may throw away a given up card to force another player to throw "
                                 "away one of theirs; it is an option the simulator's players never take, "
                                 "which the rule allows, so a hand without it is still a hand of this game")
    gap_blocking: ClassVar[bool] = False
    ranks: tuple[str, ...]
    forces: tuple[str, ...]
    order: DrawOrder | None = None


@dataclass(frozen=True, slots=True)
class DrawAnnounce(RuleStep):
    """Before the draw is dealt, players announce `what` they draw: how many cards (`COUNT`) or
    whether they draw at all (`WHO`); simultaneous: all at once, else in turn."""

    kind: ClassVar[str] = "draw-announce"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("players announce their draws before any card is dealt; the announcement "
                                 "moves no card, and the simulator's players draw the same either way")
    gap_blocking: ClassVar[bool] = False
    what: Announced = Announced.COUNT
    simultaneous: bool = False


@dataclass(frozen=True, slots=True)
class DrawBack(RuleStep):
    """Each player draws `offset` more cards than they just discarded (-1: one fewer), face
    down. Played by `play/mechanics/drawing.py`."""

    kind: ClassVar[str] = "draw-back"
    offset: int


@dataclass(frozen=True, slots=True)
class DiscardTo(RuleStep):
    """Each player discards cards of their choice until they hold `keep` cards ("all but
    four", "until they have five cards left")."""

    kind: ClassVar[str] = "discard-to"  # played by play/mechanics/hand_sizes.py
    keep: int


@dataclass(frozen=True, slots=True)
class PlayerDiscard(RuleStep):
    """One player, `who`, discards `count` cards of their choice (`face`: down or up ones;
    None: any)."""

    kind: ClassVar[str] = "player-discard"
    who: Role
    count: int
    face: Face | None = None


@dataclass(frozen=True, slots=True)
class TakeNoPeek(RuleStep):
    """Each player takes `count` of their own unseen (no-peek) cards into their hand."""

    kind: ClassVar[str] = "take-no-peek"  # played by play/mechanics/discarding.py
    count: int = 1


@dataclass(frozen=True, slots=True)
class DiscardMatching(RuleStep):
    """Every player discards every card of the rank of a table card: of any face-up table card
    (`last` None), or of the last `last` table cards turned up. spares_table: "all cards ...
    except the last revealed table card": the other face-up table cards of that rank go too,
    the card matched stays; else only the players' cards go."""

    kind: ClassVar[str] = "discard-matching"  # played by play/mechanics/discarding.py
    last: int | None = None
    spares_table: bool = False


@dataclass(frozen=True, slots=True)
class TableDiscard(RuleStep):
    """The `which` common card is discarded from the table; `count` of them, chosen by the
    player `by` when `which` is "chosen"."""

    kind: ClassVar[str] = "table-discard"
    which: TablePick = TablePick.OLDEST
    count: int = 1
    by: Role | None = None


@dataclass(frozen=True, slots=True)
class TableRefill(RuleStep):
    """The table cards just discarded are replaced from the deck; common_first: the common
    cards are replaced before the other table cards."""

    kind: ClassVar[str] = "table-refill"  # played by play/mechanics/discarding.py
    common_first: bool = False


@dataclass(frozen=True, slots=True)
class DrawKeeps(RuleStep):
    """In the draw just stated, players may not discard cards of these `ranks`."""

    kind: ClassVar[str] = "draw-keeps"  # played by play/mechanics/discarding.py
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Exchange(RuleStep):
    """Each player puts `count` of their cards (`face`: down or up ones; None: any) on the
    table and takes as many table cards. optional: they may decline."""

    kind: ClassVar[str] = "exchange"  # played by play/mechanics/taking.py
    count: int
    face: Face | None = None
    optional: bool = False


@dataclass(frozen=True, slots=True)
class DiscardsOnTop(RuleStep):
    """The cards just discarded are shuffled and put on top of the deck, to be dealt next.
    (Discards shuffled back into the deck are the deck family's `shuffle` steps.)"""

    kind: ClassVar[str] = "discards-on-top"  # played by play/mechanics/discarding.py


@dataclass(frozen=True, slots=True)
class DiscardsPassed(RuleStep):
    """The cards each player discards go to the player `seats` places to their `side`,
    instead of out of play."""

    kind: ClassVar[str] = "discards-passed"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the cards a player throws away go to their neighbour instead of out of play; "
                                 "the simulator puts discards out of play")
    side: Side
    seats: int = 1


@dataclass(frozen=True, slots=True)
class StackSizes(RuleStep):
    """Each player splits their cards face down into stacks of the given `sizes`, in an order
    chosen now. fixed: the sizes of the stacks whose order may not change once betting starts
    (empty: the rule says nothing of changing it)."""

    kind: ClassVar[str] = "stack-sizes"
    simulated: ClassVar[bool] = True  # play/mechanics/stack_sizes.py
    sizes: tuple[int, ...]
    fixed: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class TableHandAuction(RuleStep):
    """The right to swap one's whole hand for the hand lying on the table is auctioned: the
    highest bidder pays their bid and makes the swap."""

    kind: ClassVar[str] = "table-hand-auction"
    simulated: ClassVar[bool] = True  # play/mechanics/auctions.py


@dataclass(frozen=True, slots=True)
class TableCardSwap(RuleStep):
    """The player who holds the table card (dealt in front of them) may take it into their
    hand and put `count` card of their own in its place."""

    kind: ClassVar[str] = "table-card-swap"
    simulated: ClassVar[bool] = True  # play/mechanics/travelling_card.py
    count: int = 1


@dataclass(frozen=True, slots=True)
class AsideReplaces(RuleStep):
    """A card a player discards from one of their `size`-card hands is replaced by the card
    they set aside."""

    kind: ClassVar[str] = "aside-replaces"  # play/mechanics/hand_boards.py, after the rule's discard
    size: int | None = None


@dataclass(frozen=True, slots=True)
class PayOrDiscard(RuleStep):
    """Each player pays `times` the `cost` or discards `count` cards; each_hand: once for
    each of their hands."""

    kind: ClassVar[str] = "pay-or-discard"  # play/mechanics/seat_hands.py
    count: int
    cost: Cost
    times: int = 1
    each_hand: bool = False


@dataclass(frozen=True, slots=True)
class BuyDown:
    """One offer of a `DiscardBuyDown`: pay `times` the `cost` to discard only `cards` cards."""

    cost: Cost
    times: int = 1
    cards: int = 0

    def __post_init__(self) -> None:
        coerce_words(self)


@dataclass(frozen=True, slots=True)
class DiscardBuyDown(RuleStep):
    """In the discard just stated a player may pay to throw away fewer cards: `offers`, each a
    `BuyDown` ("pay double ante to not discard": BuyDown(ANTE, 2, 0))."""

    kind: ClassVar[str] = "discard-buy-down"
    simulated: ClassVar[bool] = True  # after the discard: play/mechanics/buy_down.py
    offers: tuple[BuyDown, ...]


@dataclass(frozen=True, slots=True)
class ReplaceRanked(RuleStep):
    """Each player may throw away any of their `face` cards (None: any card) of rank `most` or
    lower (or `least` or higher), and get a new card for each; shown: the cards thrown away
    are shown face up."""

    kind: ClassVar[str] = "replace-ranked"  # played by play/mechanics/drawing.py
    most: str | None = None
    least: str | None = None
    face: Face | None = None
    shown: bool = False


@dataclass(frozen=True, slots=True)
class DrawUntilDone(RuleStep):
    """The draw just stated goes round again and again until no player wants to draw."""

    kind: ClassVar[str] = "draw-until-done"  # played by play/mechanics/drawing.py


@dataclass(frozen=True, slots=True)
class DiscardsToTable(RuleStep):
    """The cards just discarded go to the table as table cards, `face` up or down (None: the
    rule does not say)."""

    kind: ClassVar[str] = "discards-to-table"  # play/mechanics/table_discards.py: the table's own cards
    face: Face | None = None


@dataclass(frozen=True, slots=True)
class DiscardEachHand(RuleStep):
    """A player who holds several hands discards `count` cards from each of them, or instead
    (when `split_hands` is given) puts their cards together and makes `split_hands` hands of
    `split_size` cards ("Each player must discard a card from each hand, or make three two
    card hands.")."""

    kind: ClassVar[str] = "discard-each-hand"  # play/mechanics/seat_hands.py (the players discard, never remake)
    count: int
    split_hands: int | None = None
    split_size: int | None = None
