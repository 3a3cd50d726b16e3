"""Typed, frozen steps: what one rule sentence tells the table to do.

Every step has a `kind` (a plain word the simulator dispatches on and coverage counts).
Field values are small closed vocabularies documented on each class, so a simulator can
execute a step without reading the sentence again. Counts are ints; `None` means "as many
as apply" (e.g. a stack of all the player's cards, replacements for every discard).

Seats: "left" is the next player clockwise (the one after you in betting order).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class RuleStep:
    kind: ClassVar[str] = "step"


# ---- cards in and out ---------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Deck(RuleStep):
    """The deck: `decks` 52-card decks shuffled together plus `jokers` jokers."""

    kind: ClassVar[str] = "deck"
    decks: int = 1
    jokers: int = 0

    @property
    def size(self) -> int:
        """Cards in the deck.

        >>> Deck(decks=2).size, Deck(jokers=2).size
        (104, 54)
        """
        return 52 * self.decks + self.jokers


@dataclass(frozen=True, slots=True)
class Deal(RuleStep):
    """Deal `count` cards. face: "down" | "up". to: "each" (every player still in) | "table".

    condition: None, or a code for a conditional deal: "last-declarer-heads-up" (the last
    player to declare went in against exactly one other player).
    """

    kind: ClassVar[str] = "deal"
    count: int
    face: str = "down"
    to: str = "each"
    condition: str | None = None


@dataclass(frozen=True, slots=True)
class NoPeek(RuleStep):
    """The cards of the previous Deal stay unseen, even by their holder, until flipped."""

    kind: ClassVar[str] = "no-peek"


@dataclass(frozen=True, slots=True)
class Look(RuleStep):
    """Each player may now look at their unseen (no-peek) down cards."""

    kind: ClassVar[str] = "look"


@dataclass(frozen=True, slots=True)
class PassMove:
    """`count` cards to the player `seats` places away on the `direction` side."""

    count: int
    direction: str  # "left" | "right"
    seats: int = 1


@dataclass(frozen=True, slots=True)
class Pass(RuleStep):
    """Every player passes at once. which: "any" | "down" | "flipped" (the card just turned up)."""

    kind: ClassVar[str] = "pass"
    moves: tuple[PassMove, ...]
    which: str = "any"

    @property
    def count(self) -> int:
        """Cards each player gives (and receives)."""
        return sum(m.count for m in self.moves)


@dataclass(frozen=True, slots=True)
class Discard(RuleStep):
    """Each player discards. which: "any" | "down" | "up" | "hand" (a split-off hand of
    `count` cards) | "flipped" (of the cards they flip during the game) | "all".
    up_to: the player chooses 0..count.
    """

    kind: ClassVar[str] = "discard"
    count: int | None
    which: str = "any"
    up_to: bool = False


@dataclass(frozen=True, slots=True)
class Draw(RuleStep):
    """Each player draws `count` cards from the deck (None: one per card just discarded)."""

    kind: ClassVar[str] = "draw"
    count: int | None = None
    face: str = "down"
    up_to: bool = False


@dataclass(frozen=True, slots=True)
class Reshuffle(RuleStep):
    """All hands go back to the deck, which is shuffled."""

    kind: ClassVar[str] = "reshuffle"


# ---- arranging and turning cards ----------------------------------------------------

@dataclass(frozen=True, slots=True)
class Stack(RuleStep):
    """Each player arranges their cards face down in `stacks` stacks of `size` cards (None:
    all their cards), in an order chosen now; fixed: the order may not change. `sides` cards
    are set aside on either side of the stack (e.g. for a declare by flipping one of them).
    """

    kind: ClassVar[str] = "stack"
    stacks: int = 1
    size: int | None = None
    fixed: bool = True
    sides: int = 0


@dataclass(frozen=True, slots=True)
class Split(RuleStep):
    """Each player splits their cards into hands of the given sizes. rule: None or
    "smaller-below-larger" (the smaller hand must hold a down card and rank below the larger).
    """

    kind: ClassVar[str] = "split"
    sizes: tuple[int, ...]
    rule: str | None = None


@dataclass(frozen=True, slots=True)
class HandLimit(RuleStep):
    """No hand a player builds may hold more than `size` cards."""

    kind: ClassVar[str] = "hand-limit"
    size: int


@dataclass(frozen=True, slots=True)
class Use(RuleStep):
    """Final hands are made of `hole` own cards and `table` table cards (None: any number)."""

    kind: ClassVar[str] = "use"
    hole: int | None = None
    table: int | None = None


@dataclass(frozen=True, slots=True)
class Flip(RuleStep):
    """Cards turn face up.

    who: "each" | "next" (the next player in betting order) | "left-of-dealer".
    source: "top" (top of the stack) | "choice" (a down card of the player's choice) |
      "each-stack" (the top of each of their stacks) | "top-to-hand" (look at the top card,
      put it into the low or high hand, then all reveal together).
    until: None, or "best-showing": keep flipping one at a time until the player's showing
      cards beat the best hand showing (the first table card counts as a hand when
      `table_counts`), at most `limit` cards (None: all).
    include_folded: folded players flip too. from_either: cards may come from down or
    no-peek cards at the player's choice.
    """

    kind: ClassVar[str] = "flip"
    who: str = "each"
    count: int = 1
    source: str = "top"
    simultaneous: bool = False
    until: str | None = None
    limit: int | None = None
    table_counts: bool = False
    include_folded: bool = False
    from_either: bool = False


# ---- money ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Ante(RuleStep):
    """mode: "ante" (everyone antes) | "re-ante" (everyone antes again) | "none" (no ante)."""

    kind: ClassVar[str] = "ante"
    mode: str = "ante"


@dataclass(frozen=True, slots=True)
class Bet(RuleStep):
    """A betting round. opener: "high-showing" | "low-showing" | "left-of-dealer" |
    "last-flipper". only_if_in: skipped when the player who just flipped folded.
    """

    kind: ClassVar[str] = "bet"
    opener: str = "left-of-dealer"
    only_if_in: bool = False


@dataclass(frozen=True, slots=True)
class Declare(RuleStep):
    """choices: ("high", "low") | ("high", "low", "both") | ("in", "out").
    mode: "simultaneous" | "in-turn" (from the player left of the dealer) | "by-flip" (each
    flips one of two side cards: the right one means high, the left one low).
    no_pass: in turn, nobody may pass. dealer_reopens: if the dealer is first to go in,
    everyone else gets a second chance.
    """

    kind: ClassVar[str] = "declare"
    choices: tuple[str, ...] = ("high", "low")
    mode: str = "simultaneous"
    no_pass: bool = False
    dealer_reopens: bool = False


# ---- the end of the hand ---------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Showdown(RuleStep):
    """Who wins the pot.

    pot: "high" | "low" | "high-low" (best high and best low hand showing split) |
      "declared" (best hand of those who declared high splits with best of those declared
      low) | "low-if-heads-up" (low hand wins when two players are left, else high).
    hand: "best" (poker hand) | "two-card" (the two-card hand of a split) |
      "unmatched-hole-card" (the highest down card no other player has the rank of).
    split_with: None | "split-card" (the holder of the split card) | "left" (the player to
      the winner's left) | "closest-left" (the nearest player still in to the winner's left) |
      "team" (the winner's partner).
    tie_pays: False when a tie pays nobody. both_wins_both: a "both" declarer must win both
    ways or gets nothing.
    """

    kind: ClassVar[str] = "showdown"
    pot: str = "high"
    hand: str = "best"
    split_with: str | None = None
    tie_pays: bool = True
    both_wins_both: bool = False


@dataclass(frozen=True, slots=True)
class SplitCard(RuleStep):
    """Defines the split card: the `rank` ("low"|"high") card of the same suit as table card
    number `table_card`."""

    kind: ClassVar[str] = "split-card"
    rank: str = "low"
    table_card: int = 1


@dataclass(frozen=True, slots=True)
class BestHand(RuleStep):
    """A hand holding exactly these ranks beats every other hand."""

    kind: ClassVar[str] = "best-hand"
    ranks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Trigger:
    """When a conditional rule fires: an `event` with a card matching every given test.

    event: "dealt-up" | "flip" | "flip-or-dealt" | "gets-up" (dealt or flipped up) |
      "first-flip" | "flipped-all-not-best" (flipped every card and still not the best hand
      showing) | "lowest-unrepeated-flip" (holds the lowest card of the last flip whose rank
      nobody else flipped) | "no-unique-card".
    ranks/cards: the card is one of these; wild: the card is wild; pair: it pairs another up
    card; sum_to: it adds up to this with one of the holder's cards; table_rank: same rank as
    table card number N. who: "any" | "folded" (players who have folded).
    """

    event: str
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    suits: tuple[str, ...] = ()
    wild: bool = False
    pair: bool = False
    sum_to: int | None = None
    table_rank: int | None = None
    who: str = "any"


@dataclass(frozen=True, slots=True)
class Wild(RuleStep):
    """Which cards are wild.

    source: "rank"/"card" (the listed ranks / cards) | "table" (rank of table card
      `table_card` plus `offset`) | "follow" (the card flipped after the last flipped
      `follows`, and its rank) | "hand-size" (the rank equal to the number of cards held) |
      "dealer" (a rank the dealer names) | "low-card" (the holder's lowest card, `hole_only`:
      lowest down card, and its rank) | "first-flip" (the first card the player flipped, and
      its rank) | "down-pairs-up" (a rank held both down and up) | "suited-run" (consecutive
      cards of one suit) | "color-pair" (pairs of one colour).
    per_player: wild for the holder only. hands: "any" | "high" | "low". hand_sizes: only in
    hands of these sizes. cost: None | "ante" | "max-bet" | "pot" (paid to make it wild).
    """

    kind: ClassVar[str] = "wild"
    source: str = "rank"
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    jokers: bool = False
    per_player: bool = False
    hands: str = "any"
    hand_sizes: tuple[int, ...] = ()
    cost: str | None = None
    table_card: int | None = None
    offset: int = 0
    follows: str | None = None
    hole_only: bool = False


@dataclass(frozen=True, slots=True)
class WildChange(RuleStep):
    """When `trigger` fires, the player may cancel one wild rank; the top card of the deck is
    turned and its rank becomes wild."""

    kind: ClassVar[str] = "wild-change"
    trigger: Trigger


@dataclass(frozen=True, slots=True)
class Forced(RuleStep):
    """A rule that fires whenever its trigger does.

    action: "fold" | "match-or-fold" (match the pot or fold) | "pay-or-fold" | "force-fold"
      (may make one other player fold) | "buy" (may buy `cards` more cards for `cost`) |
      "exchange" (discard the card for the top card of the deck) | "steal-up" (may take one
      up card from another player) | "back-in" (a folded player rejoins for free).
    cards/face: cards dealt to the player when they pay or buy. escalating: each payment
    costs more (first free, then the pot, then double the pot...).
    """

    kind: ClassVar[str] = "forced"
    trigger: Trigger
    action: str
    cost: str | None = None
    optional: bool = False
    cards: int = 0
    face: str = "up"
    escalating: bool = False


@dataclass(frozen=True, slots=True)
class Settle(RuleStep):
    """Guts settlement. who: "in-and-lost" | "stayed-and-lost" | "declared-out".
    amount: "pot" | "half-pot". to: "pot" (matched into the next pot) | "winner".
    """

    kind: ClassVar[str] = "settle"
    who: str = "in-and-lost"
    amount: str = "pot"
    to: str = "pot"


@dataclass(frozen=True, slots=True)
class KeepHands(RuleStep):
    """Players keep their cards into the next round."""

    kind: ClassVar[str] = "keep-hands"


@dataclass(frozen=True, slots=True)
class Redeal(RuleStep):
    """Throw the hand in and deal again when `when` holds: a Trigger, or a code:
    "nobody-in-or-matched" | "unless-one-stayed" | "no-unique-card"."""

    kind: ClassVar[str] = "redeal"
    when: Trigger | str


@dataclass(frozen=True, slots=True)
class Repeat(RuleStep):
    """Repeat the last `last` rules. until: "all-up" (every player still in has all cards
    face up) | "showing:N" (N cards showing) | "wins:N" (someone has won N times; they take
    the pot) | "pot-empty" (repeat while money is left in the pot)."""

    kind: ClassVar[str] = "repeat"
    last: int
    until: str


@dataclass(frozen=True, slots=True)
class Partners(RuleStep):
    """Players pick partners (highest showing first) and combine their hands."""

    kind: ClassVar[str] = "partners"


@dataclass(frozen=True, slots=True)
class Trade(RuleStep):
    """Players may trade equal numbers of cards, up to `times` times, paying `cost` each."""

    kind: ClassVar[str] = "trade"
    times: int | None = None
    cost: str | None = None


@dataclass(frozen=True, slots=True)
class Auction(RuleStep):
    """In turn, each player may sell `count` of their cards to another player."""

    kind: ClassVar[str] = "auction"
    count: int = 1


# ---- what the engine does not play ----------------------------------------------------

@dataclass(frozen=True, slots=True)
class TableRule(RuleStep):
    """A rule understood but not simulated, with the reason.

    blocking: True when a hand played without it would not be this game (it decides who
    wins, or changes what cards players hold in a way the simulator cannot follow); False
    when ignoring it leaves a faithful hand (an option the simple policies never take,
    table talk, etiquette). `step` is the typed meaning, when there is one, for facts.
    """

    kind: ClassVar[str] = "table-rule"
    reason: str
    blocking: bool = False
    step: RuleStep | None = None


@dataclass(frozen=True, slots=True)
class Unknown(RuleStep):
    """A sentence no pattern reads."""

    kind: ClassVar[str] = "unknown"
    text: str
