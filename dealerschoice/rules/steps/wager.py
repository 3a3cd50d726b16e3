"""Steps of betting and paying that the simulator does not play yet: opening hands, raise
limits, the cost of folding, one bet for two hands, a card cancelled for a forced rule, a
fold forced on a seat."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import RuleStep, Trigger, coerce_words
from dealerschoice.rules.steps.vocab import (
    Amount,
    Category,
    Cost,
    ForcedAction,
    GutsAnteWho,
    PaidTo,
    PenaltyWho,
    RaisePer,
    Role,
)


@dataclass(frozen=True, slots=True)
class HandMinimum:
    """A hand at least as good as `category` (of `rank`, e.g. a pair of jacks; None: any
    rank); with `cards`, a drawing hand of that many cards ("a four card flush")."""

    category: Category
    rank: str | None = None
    cards: int | None = None

    def __post_init__(self) -> None:
        coerce_words(self)


@dataclass(frozen=True, slots=True)
class OpeningHand(RuleStep):
    """A player may open the betting only holding one of `hands` ("jacks or better to
    open"); a round nobody can open is thrown in."""

    kind: ClassVar[str] = "opening-hand"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a player needs a minimum hand (such as a pair of jacks) to open the betting, and the "
                                 "hand is thrown in when nobody can open; the simulator lets anyone open yet")
    hands: tuple[HandMinimum, ...]


@dataclass(frozen=True, slots=True)
class NoOpenRedeal(RuleStep):
    """When nobody opens the betting, the hand is thrown in and dealt again; `reante`:
    everyone antes again first."""

    kind: ClassVar[str] = "no-open-redeal"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("when nobody opens the betting the hand is dealt again; the simulator has no "
                                 "opening requirement, so it never throws a hand in for that yet")
    reante: bool = False


@dataclass(frozen=True, slots=True)
class RaiseLimit(RuleStep):
    """The pot may be raised at most `raises` times `per` game or per betting round."""

    kind: ClassVar[str] = "raise-limit"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a cap on the number of raises; the simulator caps raises at three a betting round "
                                 "instead. The cap changes only how much goes into the pot, never the cards or who "
                                 "wins, so a hand played without it is still a hand of this game")
    gap_blocking: ClassVar[bool] = False
    raises: int
    per: RaisePer = RaisePer.GAME


@dataclass(frozen=True, slots=True)
class FoldCost(RuleStep):
    """A player who folds in a betting round pays `times` the `cost` first ("you must match
    the pot to fold")."""

    kind: ClassVar[str] = "fold-cost"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("folding costs money; the simple policies never fold in a betting round, so a hand "
                                 "played without the charge is the same hand")
    gap_blocking: ClassVar[bool] = False
    cost: Cost
    times: float = 1.0


@dataclass(frozen=True, slots=True)
class SameBets(RuleStep):
    """A player with two hands bets the same on both, unless they fold one of them."""

    kind: ClassVar[str] = "same-bets"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("each player bets the same on both hands unless they fold one; the simulator bets "
                                 "once for a player's hands and the simple policies never fold one hand alone, so the "
                                 "hand is the same")
    gap_blocking: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class CancelCard(RuleStep):
    """Once per game each player may cancel a card (theirs or another player's) for deciding
    who must match the pot or fold."""

    kind: ClassVar[str] = "cancel-card"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a once-per-game option to cancel a card for deciding who must match the pot or fold; "
                                 "the simple policies never use it, so a hand without it is still this game")
    gap_blocking: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class FoldSeat(RuleStep):
    """The player in the `role` (e.g. the lowest hand showing) folds, here in the rule order."""

    kind: ClassVar[str] = "fold-seat"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = "one player (such as the lowest hand showing) must fold here; the simulator does not play that yet"
    role: Role


@dataclass(frozen=True, slots=True)
class PotAnte(RuleStep):
    """Everyone antes into each of several pots (a high pot and a low pot...): `pots` of
    them (None: each pot still in play); `again`: a re-ante."""

    kind: ClassVar[str] = "pot-ante"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("players ante into separate pots that are won separately; the simulator plays one "
                                 "pot only yet")
    pots: int | None = None
    again: bool = True


@dataclass(frozen=True, slots=True)
class AntePerCard(RuleStep):
    """Each player antes once for each card they hold (`next_card`: counting the one about to
    be dealt)."""

    kind: ClassVar[str] = "ante-per-card"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("each player antes once for every card they hold; the simulator antes once. The extra "
                                 "antes only make the pot bigger, never change the cards or who wins")
    gap_blocking: ClassVar[bool] = False
    next_card: bool = False


@dataclass(frozen=True, slots=True)
class GutsAnte(RuleStep):
    """A re-ante in a guts game by `who`: "going-in" (the players who go in) |
    "all-if-none-in" (everyone, when nobody went in) | "all-on-redeal" (everyone, each time
    the hand is dealt again)."""

    kind: ClassVar[str] = "guts-ante"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("some players ante again depending on who went in; the simulator does not play that "
                                 "ante. It only changes the size of the pot, never the cards or who wins")
    gap_blocking: ClassVar[bool] = False
    who: GutsAnteWho


@dataclass(frozen=True, slots=True)
class HoldingFold(RuleStep):
    """A player who ever holds a card of each of `ranks` together (`suited`: all of one suit)
    must do `action` (fold, or match the pot or fold) at once: "If you ever have both a king
    and a nine in your hand, you must fold."."""

    kind: ClassVar[str] = "holding-fold"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a player who holds certain cards together (such as a king and a nine) must fold, "
                                 "down cards included; the simulator does not watch what a player holds for that yet")
    ranks: tuple[str, ...]
    suited: bool = False
    action: ForcedAction = ForcedAction.FOLD


@dataclass(frozen=True, slots=True)
class FoldHolders(RuleStep):
    """When `trigger` fires (a card turns up), every player holding one of the cards named
    (`ranks`, single `cards`, `suits`) must fold: "If the king of hearts is dealt face up, all
    hands with black fives must fold."."""

    kind: ClassVar[str] = "fold-holders"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("when a given card turns up, every player holding certain other cards must fold; "
                                 "the simulator does not play that yet")
    trigger: Trigger
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    suits: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class BuyBackIn(RuleStep):
    """A player who has folded may pay `times` the `cost` to get their cards back and play
    on: "If you folded, you can match the pot to get your cards back and get back into the
    game."."""

    kind: ClassVar[str] = "buy-back-in"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a player who has folded may pay to get their cards back and rejoin the hand; the "
                                 "simulator does not let folded players back in that way yet")
    cost: Cost
    times: int = 1


@dataclass(frozen=True, slots=True)
class LoserPenalty(RuleStep):
    """At the showdown, a player who did something and did not win (`who`: opened the
    betting, bought a wild card, used common card number `common` in their hand) pays
    `times` the `amount` `to` the pot or the winner; `redeal`: the game is then dealt again
    for everyone."""

    kind: ClassVar[str] = "loser-penalty"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a player who did something (opened the betting, bought a wild card, used a given "
                                 "common card) and did not win must pay a penalty; the simulator does not play that "
                                 "penalty yet")
    who: PenaltyWho
    amount: Amount = Amount.POT
    to: PaidTo = PaidTo.POT
    times: int = 1
    common: int | None = None
    redeal: bool = False
