"""Deals on an event or a condition that the simulator does not play yet: extra cards when a
certain card turns up, is shown or went in, a card dealt to whoever matches its rank, deals
only when something happened, and redeals on a condition of the table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep, Trigger
from dealerschoice.rules.steps.cards import Deal
from dealerschoice.rules.steps.vocab import Face, Happening, RedealWhen, Role


@dataclass(frozen=True, slots=True)
class ExtraCards(RuleStep):
    """Whenever `trigger` fires, the player it fires for is dealt `count` more cards face
    `face`, free. table: the trigger's card is a common card dealt face up, and every player
    is dealt the extra cards."""

    kind: ClassVar[str] = "extra-cards"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/triggers.py: card_up (own cards), table_card_up (common cards)
    trigger: Trigger
    count: int = 1
    face: Face = Face.DOWN
    table: bool = False


@dataclass(frozen=True, slots=True)
class TableCardsOn(RuleStep):
    """Whenever `trigger` fires, deal `count` more cards face `face` to the table."""

    kind: ClassVar[str] = "table-cards-on"
    standing: ClassVar[bool] = True
    # play/mechanics/table_cards_on.py deals them (from triggers.card_up); the players a game
    # suits count them (facts.players `triggered_table`), and an empty deck deals none
    simulated: ClassVar[bool] = True
    trigger: Trigger
    count: int = 1
    face: Face = Face.UP


@dataclass(frozen=True, slots=True)
class ExtraForShown(RuleStep):
    """Each player may show the cards of `ranks` / `cards` they hold, and is dealt `count`
    extra cards for each one shown (face `face`; None: the rule does not say)."""

    kind: ClassVar[str] = "extra-for-shown"
    simulated: ClassVar[bool] = True  # play/mechanics/extra_buys.py
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    count: int = 1
    face: Face | None = None


@dataclass(frozen=True, slots=True)
class ExtraForGoingIn(RuleStep):
    """Each player who went in holding a card of `ranks` / `cards` is dealt `count` more cards
    (face `face`; None: the rule does not say)."""

    kind: ClassVar[str] = "extra-for-going-in"
    simulated: ClassVar[bool] = True  # play/mechanics/guts.py
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    count: int = 1
    face: Face | None = None


@dataclass(frozen=True, slots=True)
class DealToMatch(RuleStep):
    """Cards are turned from the deck one at a time until one matches in rank a card a player
    already holds; that card goes to that player. in_turn: the cards before it are dealt round
    the table to the players in turn (face not said); else they are only turned over, and go
    to nobody (the rule does not say what becomes of them)."""

    kind: ClassVar[str] = "deal-to-match"  # played by play/mechanics/matching.py
    in_turn: bool = False


@dataclass(frozen=True, slots=True)
class DealIf(RuleStep):
    """The `deals` happen only when `when` holds (e.g. nobody went in)."""

    kind: ClassVar[str] = "deal-if"
    simulated: ClassVar[bool] = True  # play/mechanics/guts.py
    gap_reason: ClassVar[str] = ("cards are dealt only if something happened at the table first; the simulator "
                                 "does not play deals on such a condition yet")
    when: Happening
    deals: tuple[Deal, ...]

    def gap(self) -> Gap | None:
        """The simulator deals when nobody went in; not on a betting round nobody opened yet."""
        if self.when == Happening.NOBODY_IN:
            return None
        return Gap(self.gap_reason)


@dataclass(frozen=True, slots=True)
class RedealIf(RuleStep):
    """Throw the hand in and deal again when `when` holds: "none-dealt-up" (no card of `ranks` / `cards` was dealt face up),
    "table-card" (the table card is one of `ranks` / `cards`, or a joker when `jokers`),
    "chosen" (the player `by` calls for it), "dealt" (a card of `ranks` / `cards` / `suits`,
    or a joker when `jokers`, is dealt to a player, face up or down), "flipped" (before any
    betting round, a player holding a card of `ranks` / `cards` may turn it face up to force
    the redeal). "table-card" also: a table card turned up is one of those named. still_in:
    only the players still in are dealt again."""

    kind: ClassVar[str] = "redeal-if"
    simulated: ClassVar[bool] = True  # "chosen": play/mechanics/flow.py; "dealt", "table-card": redeals.py;
    # "none-dealt-up": redeal_unseen.py
    when: RedealWhen
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    jokers: bool = False
    still_in: bool = False
    by: Role | None = None
    suits: tuple[str, ...] = ()

    @property
    def standing(self) -> bool:  # type: ignore[override]
        """A card dealt or a table card turned up redeals whenever it happens, not at the rule's place;
        that none of a card was dealt face up is known when the dealing is over, at the showdown."""
        return self.when in (RedealWhen.DEALT, RedealWhen.TABLE_CARD, RedealWhen.NONE_DEALT_UP)

    def gap(self) -> Gap | None:
        """The simulator plays a redeal a player calls for, a redeal on a card dealt or a
        table card turned up (of every hand, or of the players still in), and one at the
        showdown when none of a card was dealt face up (of every hand); not the other
        conditions yet."""
        if self.when == RedealWhen.CHOSEN and self.by is not None:
            return None
        if self.when == RedealWhen.NONE_DEALT_UP and not self.still_in:  # play/mechanics/redeal_unseen.py
            return None
        if self.standing and self.when != RedealWhen.NONE_DEALT_UP:  # play/mechanics/redeals.py
            return None
        if self.when == RedealWhen.FLIPPED:
            return Gap("a player may turn up a card the rule names to force a redeal; it is an option the "
                       "simulator's players never take, which the rule allows, so a hand without it is still a "
                       "hand of this game", blocking=False)
        return Gap("the hand is thrown in and dealt again on a condition; the simulator does not check this "
                   "condition yet")
