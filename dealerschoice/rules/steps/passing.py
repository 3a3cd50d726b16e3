"""Cards changing hands between players in ways the simulator's `Pass` does not play: whole
hands passed, cards passed face up or one player at a time, cards taken, stolen, swapped or
given away. (`Pass`, in `cards.py`, is every player passing chosen cards at once.)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep, Trigger
from dealerschoice.rules.steps.cards import PassMove
from dealerschoice.rules.steps.vocab import DrawOrder, Face, Side, Word


class HandPart(Word):
    """Which of a player's cards go in a whole-hand pass (`PassHand.which`)."""

    ALL = "all"                      # every card they hold
    UP = "up"                        # every face-up card
    DOWN = "down"                    # every face-down card
    NOT_PERMANENT = "not-permanent"  # every card not yet added to their permanent hand


class PassStart(Word):
    """Who passes first when players pass one at a time (`PassShown.start`)."""

    LEAD = "lead"                # the player who leads (bets first)
    DEALER_LEFT = "dealer-left"  # the player to the dealer's left


class PassChooser(Word):
    """Who decides a count for the whole table (`PassChosen.chooser`)."""

    LAST_RAISER = "last-raiser"  # the last player to bet or raise
    DEALER = "dealer"


class PassCondition(Word):
    """When a conditional pass happens (`PassIf.condition`)."""

    NO_ONE_IN = "no-one-in"  # nobody declared in


class StealWhat(Word):
    """Which of the other player's cards may be taken (`Steal.which`)."""

    ANY = "any"  # any card, seen or not
    UP = "up"    # a face-up card


@dataclass(frozen=True, slots=True)
class PassHand(RuleStep):
    """Every player passes a whole part of their hand to the player `seats` places away on
    the `direction` side: `which` cards (all, the up cards, the down cards, or all not in
    their permanent hand), keeping back `keep` cards of their choice."""

    kind: ClassVar[str] = "pass-hand"
    simulated: ClassVar[bool] = True  # play/mechanics/passes.py
    direction: Side
    seats: int = 1
    which: HandPart = HandPart.ALL
    keep: int = 0


@dataclass(frozen=True, slots=True)
class PassShown(RuleStep):
    """Players pass cards that are face up as they move (`moves`, as in `Pass`): turned face
    up, or (`up_cards`) chosen from their up cards. in_turn: one player at a time, from
    `start` (None: all at once). optional: a player may pass nothing. last_discards: the last
    player to pass discards the card instead."""

    kind: ClassVar[str] = "pass-shown"
    simulated: ClassVar[bool] = True  # play/mechanics/passes.py
    moves: tuple[PassMove, ...]
    in_turn: bool = False
    start: PassStart | None = None
    up_cards: bool = False
    optional: bool = False
    last_discards: bool = False


@dataclass(frozen=True, slots=True)
class PassOn(RuleStep):
    """A player handed a passed card may pass that same card on to the next player, or keep
    it and pass another card of theirs instead."""

    kind: ClassVar[str] = "pass-on"
    simulated: ClassVar[bool] = True  # play/mechanics/passes.py, read with the pass of its rule


@dataclass(frozen=True, slots=True)
class PassChosen(RuleStep):
    """`chooser` picks how many cards (from `low` to `high`) every player then passes to the
    player `seats` places away on the `direction` side."""

    kind: ClassVar[str] = "pass-chosen"
    simulated: ClassVar[bool] = True  # play/mechanics/passes.py
    low: int
    high: int
    direction: Side
    chooser: PassChooser
    seats: int = 1


@dataclass(frozen=True, slots=True)
class PassIf(RuleStep):
    """Every player passes as in `Pass` (`moves`, `which`), only when `condition` holds."""

    kind: ClassVar[str] = "pass-if"
    simulated: ClassVar[bool] = True  # play/mechanics/guts.py
    condition: PassCondition
    moves: tuple[PassMove, ...]
    which: str = "any"


@dataclass(frozen=True, slots=True)
class PassTableCard(RuleStep):
    """The table card held in front of one player moves to the player `seats` places away on
    the `direction` side."""

    kind: ClassVar[str] = "pass-table-card"
    simulated: ClassVar[bool] = True  # play/mechanics/travelling_card.py
    direction: Side
    seats: int = 1


@dataclass(frozen=True, slots=True)
class Take(RuleStep):
    """Every player at once takes `count` cards from the player `seats` places away on the
    `direction` side. random: the cards are drawn unseen (else the taker picks them)."""

    kind: ClassVar[str] = "take"
    count: int
    direction: Side
    seats: int = 1
    random: bool = True


@dataclass(frozen=True, slots=True)
class Swap(RuleStep):
    """A player may take `count` cards from the player `seats` places away on the `direction`
    side, giving them as many cards of their own. most/most_if: up to `most` cards instead
    when the player shows one of the ranks `most_if`. optional: the player may decline."""

    kind: ClassVar[str] = "swap"  # played by play/mechanics/taking.py
    count: int
    direction: Side
    seats: int = 1
    most: int | None = None
    most_if: tuple[str, ...] = ()
    optional: bool = True


@dataclass(frozen=True, slots=True)
class Steal(RuleStep):
    """When `trigger` fires, the player takes `count` cards (`which`: any card or an up card)
    from another player of their choice. gives: they hand the card that fired the trigger
    to that player in exchange. optional: they may decline."""

    kind: ClassVar[str] = "steal"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/stealing.py, fired by play/triggers.py
    trigger: Trigger
    count: int = 1
    which: StealWhat = StealWhat.ANY
    gives: bool = False
    optional: bool = True

    def gap(self) -> Gap | None:
        """The simulator takes one card (which the player may decline, or must take)."""
        if self.count != 1:
            return Gap("a player who gets a given card takes several cards from another player; the simulator "
                       "plays taking one card")
        return None


@dataclass(frozen=True, slots=True)
class GiveAway(RuleStep):
    """In turn, each player may give one of the cards named (`ranks`, `jokers`) to any other
    player. once: a card given away may not be given again."""

    kind: ClassVar[str] = "give-away"
    simulated: ClassVar[bool] = True  # play/mechanics/gifts.py
    ranks: tuple[str, ...] = ()
    jokers: bool = False
    once: bool = False


@dataclass(frozen=True, slots=True)
class FoldedPass(RuleStep):
    """When a player folds, their `which` cards go to the player `seats` places away on the
    `direction` side, who plays them."""

    kind: ClassVar[str] = "folded-pass"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/folded_pass.py, watched after every step
    direction: Side
    seats: int = 1
    which: HandPart = HandPart.ALL


@dataclass(frozen=True, slots=True)
class PassPerRank(RuleStep):
    """After each round of the deal, every player passes their `which` cards `seats` places
    along for each card of a passing rank dealt face up that round: to the side in `sides`
    (with two sides, each side has a passing rank of its own: the left passing rank passes
    left, the right one right)."""

    kind: ClassVar[str] = "pass-per-rank"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("whenever a passing rank is dealt face up, every player passes their cards "
                                 "along, once per such card; the simulator does not play passing ranks yet")
    which: HandPart
    sides: tuple[Side, ...]
    seats: int = 1

    def gap(self) -> Gap | None:
        """Played by play/mechanics/named_ranks.py for all, up or down cards."""
        if self.which in (HandPart.ALL, HandPart.UP, HandPart.DOWN):
            return None
        return super(PassPerRank, self).gap()


@dataclass(frozen=True, slots=True)
class Twister(RuleStep):
    """When `trigger` fires, the player it fired for may call for a twister: every player
    gives `count` cards to the dealer, who shuffles them and deals them back out."""

    kind: ClassVar[str] = "twister"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a player who gets a given card may call for a twister, where everyone's cards are "
                                 "shuffled together and dealt back; the simulator's players never call one, which "
                                 "the rule allows, so a hand without a twister is still a hand of this game")
    gap_blocking: ClassVar[bool] = False
    trigger: Trigger
    count: int


@dataclass(frozen=True, slots=True)
class OpponentDiscard(RuleStep):
    """When `trigger` fires, the player it fired for chooses `count` cards of an opponent's
    that the opponent must discard."""

    kind: ClassVar[str] = "opponent-discard"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/stealing.py, fired by play/triggers.py
    trigger: Trigger
    count: int = 1


@dataclass(frozen=True, slots=True)
class TakeTableMatches(RuleStep):
    """In `order`, each player takes every table card that matches their up card (by rank
    when `by_rank`, by suit when `by_suit`; either when both) into their hand, face `face`;
    discards_up: then their up card is discarded to the table."""

    kind: ClassVar[str] = "take-table-matches"
    simulated: ClassVar[bool] = True  # play/mechanics/discarding.py
    by_rank: bool
    by_suit: bool
    face: Face = Face.DOWN
    discards_up: bool = False
    order: DrawOrder | None = None
