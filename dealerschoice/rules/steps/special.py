"""Standing rules (wild cards, forced actions), player dealings, and what is not simulated."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep, Trigger
from dealerschoice.rules.steps.vocab import (
    Cost,
    Face,
    FollowWatch,
    ForcedAction,
    TriggerEvent,
    WildHands,
    WildSource,
)


@dataclass(frozen=True, slots=True)
class Wild(RuleStep):
    """Which cards are wild.

    source: where the wild comes from (`WildSource`): "rank"/"card" (the listed ranks /
      cards) | "table" (rank of table card `table_card` plus `offset`) | "follow" (the card
      turned up after the last `follows` turned up, and its rank; `watch`: which cards are
      watched, `before`: the card before it instead, `follows_cards`: the cards followed
      when they are not one whole rank: "the last red queen", "the last face card") | "hand-size" (the rank equal to the number of cards held) |
      "dealer" (a rank the dealer names) | "low-card" / "high-card" (the holder's lowest /
      highest card, `hole_only`: among the down cards, `up_only`: among the up cards, and its
      rank) | "first-flip" (the first card the player flipped, and its rank) |
      "down-pairs-up" (a rank held both down and up) | "suited-run" (consecutive cards of one
      suit) | "color-pair" (pairs of one colour) | "table-last" / "table-low" / "table-high"
      (the rank of the last dealt / lowest / highest table card) | the forms the simulator does
      not play yet (see `WildSource` and `gap`).
    ranks/cards/jokers: the cards named ("rank"/"card"). per_player: wild for the holder
    only. hands: "any" | "high" | "low" (the hands it is wild in). hand_sizes: only in hands of
    these sizes. cost: None, or what a player pays to make it wild. hole_only: ("rank"/"card")
    wild only while held face down; up_only ("rank"/"card"): only while face up. needs: wild
    only for a player who holds every one of these ranks. most: at most this many of them
    count as wild in a hand. cost_times: the cost is this many times `cost` ("double ante").
    table_hand: wild only in the table's own hand (a hand the players must beat). per_row:
    ("table-...") the table card of each row of table cards, not of all of them.
    not_itself: ("table-...") the other cards of the table card's rank are wild, the table card
    itself is not. first_up: ("up-low"/"up-high") among the first up cards dealt only.
    dealt_face: ("rank"/"card") wild only if dealt so, however held after ("Jokers dealt face
    down are wild even if flipped up"). opposite_colour: ("table") only the cards of that rank
    in the other colour than the table card. among_suit: ("low-card"/"high-card") the holder's
    lowest or highest card of this suit (a suit character). needs_wild: the cards of `needs`
    must be wild themselves ("If you have a wild three, ..."). skipped_draw: wild only for the
    players who did not draw in the draw round of this number (2: the second draw).
    """

    kind: ClassVar[str] = "wild"
    standing: ClassVar[bool] = True
    source: WildSource = WildSource.RANK
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    jokers: bool = False
    per_player: bool = False
    hands: WildHands = WildHands.ANY
    hand_sizes: tuple[int, ...] = ()
    cost: Cost | None = None
    table_card: int | None = None
    offset: int = 0
    follows: str | None = None
    hole_only: bool = False
    up_only: bool = False
    watch: FollowWatch = FollowWatch.FLIPPED
    before: bool = False
    follows_cards: tuple[str, ...] = ()
    needs: tuple[str, ...] = ()
    most: int | None = None
    cost_times: int = 1
    table_hand: bool = False
    per_row: bool = False
    not_itself: bool = False
    first_up: bool = False
    dealt_face: Face | None = None
    opposite_colour: bool = False
    among_suit: str | None = None
    needs_wild: bool = False
    skipped_draw: int | None = None

    def gap(self) -> Gap | None:
        """The simulator plays the written ranks and cards, table ranks, follow-the-card (the
        card after or before the one followed, several rules apart: play/triggers.py), the
        dealer's rank, the holder's low card, the seat's own rank (play/mechanics/own_wilds.py),
        wilds for the table's own hand (play/mechanics/table_hand.py) and the hand-shape
        sources; not the others yet."""
        reason = _WILD_GAPS.get(self.source)
        if reason:
            return Gap(reason)
        if self.most is not None and self.source not in (WildSource.RANK, WildSource.CARD):
            return Gap(f"a player may count at most {self.most} of these cards as wild; the simulator limits only "
                       "written ranks and cards so")
        if self.skipped_draw is not None and self.source not in (WildSource.RANK, WildSource.CARD):
            return Gap("these cards are wild only for players who did not take a draw; the simulator plays that for "
                       "written ranks and cards only")  # those: play/mechanics/draw_wilds.py
        if self.opposite_colour and (self.source != WildSource.TABLE or self.offset):  # else: play/wilds.py
            return Gap("the cards of the table card's rank in the other colour are wild; the simulator plays that "
                       "for a table card named by its place only")
        # play/wilds.py plays it for a table card named by its place, or the last, low or high one
        if self.not_itself and (self.offset != 0 or self.source not in ("table", "table-last", "table-low",
                                                                        "table-high")):
            return Gap("the cards of the table card's rank are wild but the table card itself is not; the "
                       "simulator does not play that yet")
        if self.per_row and (self.source not in ("table-last", "table-low", "table-high") or self.not_itself
                             or self.offset):  # the others: play/mechanics/row_wilds.py
            return Gap("a table card of each row of table cards names a wild rank; the simulator plays the last, "
                       "low or high card of each row only")
        if self.cost is not None and self.cost not in (Cost.ANTE, Cost.MAX_BET, Cost.POT):
            return Gap(f"a player pays {self.cost.replace('-', ' ')} to make these cards wild; the simulator "
                       "takes only the ante, the max bet or the pot for a wild")
        return None


_WILD_GAPS = {
    WildSource.FIRST_DEALT: "the first card dealt to each player (and its rank) is wild for them; the simulator does "
                            "not play that yet",
}


@dataclass(frozen=True, slots=True)
class WildChange(RuleStep):
    """When `trigger` fires, the player may cancel one wild rank; the top card of the deck is
    turned and its rank becomes wild."""

    kind: ClassVar[str] = "wild-change"
    standing: ClassVar[bool] = True
    trigger: Trigger


@dataclass(frozen=True, slots=True)
class Forced(RuleStep):
    """A rule that fires whenever its trigger does.

    action: "fold" | "match-or-fold" (match the pot or fold) | "pay-or-fold" | "force-fold"
      (may make one other player fold) | "buy" (may buy `cards` more cards for `cost`) |
      "exchange" (discard the card for the top card of the deck) | "steal-up" (may take one
      up card from another player) | "back-in" (a folded player rejoins for free) | "pay"
      (must pay `cost` into the pot: not simulated). cost: None | a `Cost` ("ante",
      "max-bet", "pot"...).
    cards/face: cards dealt to the player when they pay or buy. escalating: each payment
    costs more (first free, then the pot, then double the pot...). cost_times: the payment
    is this many times `cost` ("double the minimum bet"). doubles_per_up: the payment doubles
    for each card of the trigger's rank already face up (play/mechanics/prices.py). pot_divided_by:
    ("match-or-fold") the player matches this share of the pot (4: a quarter).
    """

    kind: ClassVar[str] = "forced"
    standing: ClassVar[bool] = True
    trigger: Trigger
    action: ForcedAction
    cost: Cost | None = None
    optional: bool = False
    cards: int = 0
    face: Face = Face.UP
    escalating: bool = False
    cost_times: int = 1
    doubles_per_up: bool = False
    pot_divided_by: int = 1

    def gap(self) -> Gap | None:
        """The simulator pays the pot (or an escalating sum) to stay in; buys cost max bet, the pot or one chip."""
        if self.trigger.event == TriggerEvent.DEALT:
            return Gap("the rule fires on a card dealt face down as well as face up; the simulator watches only "
                       "cards that turn up yet")
        if self.action == ForcedAction.PAY:
            return Gap("a player who gets this card must pay into the pot; the simulator does not play "
                       "that payment yet")
        if self.action == ForcedAction.BUY and self.cost_times != 1:
            return Gap(f"a card bought for {self.cost_times} times {self.cost.replace('-', ' ') if self.cost else 'the price'}; "
                       "the simulator buys cards for one max bet, one pot or one chip only yet")
        if self.action == ForcedAction.PAY_OR_FOLD and self.cost is None and self.doubles_per_up:
            return Gap("a player who gets this card must pay a sum that doubles for each card of its rank face "
                       "up, with no price named to double; the simulator does not play that payment")
        return None


@dataclass(frozen=True, slots=True)
class Partners(RuleStep):
    """Players pick partners (highest showing first) and combine their hands."""

    kind: ClassVar[str] = "partners"
    simulated: ClassVar[bool] = True  # play/mechanics/partners.py


@dataclass(frozen=True, slots=True)
class Trade(RuleStep):
    """Players may trade equal numbers of cards, up to `times` times, paying `cost` each."""

    kind: ClassVar[str] = "trade"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("players may trade cards with each other; the simulator does not play trades "
                                 "between players yet, and a hand where nobody trades is still a hand of this game")
    gap_blocking: ClassVar[bool] = False
    times: int | None = None
    cost: str | None = None


@dataclass(frozen=True, slots=True)
class Auction(RuleStep):
    """In turn, each player may sell `count` of their cards to another player."""

    kind: ClassVar[str] = "auction"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("each player may sell one of their cards to another player; the simulator does "
                                 "not play sales, and a hand where nobody sells is still a hand of this game")
    gap_blocking: ClassVar[bool] = False
    count: int = 1


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
