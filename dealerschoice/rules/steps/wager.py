"""Steps of betting and paying: opening hands and the redeal when nobody opens (played:
play/mechanics/opening.py), folds for cards held together (holding.py), the cost of folding
(fold_cost.py), penalties for losers and match bids (penalties.py), buying back in and forced
purchases (extra_buys.py), folds against the table's cards (card_compare.py, table_forced.py);
and, not played yet, raise limits, one bet for two hands, a card cancelled for a forced rule,
some antes and folds (each class says why)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep, Trigger, coerce_words
from dealerschoice.rules.steps.vocab import (
    Amount,
    Category,
    Cost,
    Face,
    ForcedAction,
    GutsAnteWho,
    Opener,
    PaidTo,
    PenaltyWho,
    RaisePer,
    Role,
    Side,
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
    simulated: ClassVar[bool] = True  # play/mechanics/opening.py
    hands: tuple[HandMinimum, ...]


@dataclass(frozen=True, slots=True)
class NoOpenRedeal(RuleStep):
    """When nobody opens the betting, the hand is thrown in and dealt again; `reante`:
    everyone antes again first."""

    kind: ClassVar[str] = "no-open-redeal"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/opening.py
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
    standing: ClassVar[bool] = True  # read by the betting round of its own rule: play/mechanics/fold_cost.py
    simulated: ClassVar[bool] = True
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

    kind: ClassVar[str] = "fold-seat"  # played by play/mechanics/going_out.py
    role: Role


@dataclass(frozen=True, slots=True)
class PotAnte(RuleStep):
    """Everyone antes into each of several pots (a high pot and a low pot...): `pots` of
    them (None: each pot still in play); `again`: a re-ante."""

    kind: ClassVar[str] = "pot-ante"
    simulated: ClassVar[bool] = True  # play/mechanics/pots.py
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
    simulated: ClassVar[bool] = True  # play/mechanics/guts.py (issue 17), not "all-on-redeal"
    gap_reason: ClassVar[str] = ("some players ante again depending on who went in; the simulator does not play that "
                                 "ante. It only changes the size of the pot, never the cards or who wins")
    gap_blocking: ClassVar[bool] = False
    who: GutsAnteWho

    def gap(self) -> Gap | None:
        """The simulator antes for the players going in, and for everyone when nobody went in;
        not the ante that comes with a redeal (the rule is written after the redeal it goes with)."""
        if self.who == GutsAnteWho.ALL_ON_REDEAL:
            return Gap("everyone antes again each time the hand is dealt again; the simulator does not play that "
                       "ante. It only changes the size of the pot, never the cards or who wins", blocking=False)
        return None


@dataclass(frozen=True, slots=True)
class HoldingFold(RuleStep):
    """A player who ever holds a card of each of `ranks` together (`suited`: all of one suit)
    must do `action` (fold, or match the pot or fold) at once: "If you ever have both a king
    and a nine in your hand, you must fold."."""

    kind: ClassVar[str] = "holding-fold"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # a fold: play/mechanics/holding.py
    ranks: tuple[str, ...]
    suited: bool = False
    action: ForcedAction = ForcedAction.FOLD

    def gap(self) -> Gap | None:
        """The simulator folds the holder; paying to stay in is not played for this yet."""
        if self.action != ForcedAction.FOLD:
            return Gap("a player who holds certain cards together must match the pot or fold; the simulator "
                       "only folds them yet")
        return None


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

    def gap(self) -> Gap | None:
        """Played (play/mechanics/fold_holders.py) when the trigger is a named card, rank or
        suit dealt face up; not a wild card, a pair, a sum or a table card's rank."""
        trigger = self.trigger
        if trigger.event == "dealt-up" and trigger.who == "any" and (trigger.cards or trigger.ranks or trigger.suits) \
                and not (trigger.wild or trigger.pair or trigger.sum_to is not None or trigger.table_rank is not None):
            return None
        return Gap(self.gap_reason)


@dataclass(frozen=True, slots=True)
class BuyBackIn(RuleStep):
    """A player who has folded may pay `times` the `cost` to get their cards back and play
    on: "If you folded, you can match the pot to get your cards back and get back into the
    game."."""

    kind: ClassVar[str] = "buy-back-in"
    simulated: ClassVar[bool] = True  # where the rule stands: play/mechanics/extra_buys.py
    cost: Cost
    times: int = 1
    # only a folded player holding one of these may buy back in: a joker, or a card of the
    # table card's rank ("Players who have folded, but have a joker or a card of the same
    # rank as the table card, may reante to get back into the game.")
    needs_joker: bool = False
    needs_table_rank: bool = False


@dataclass(frozen=True, slots=True)
class LoserPenalty(RuleStep):
    """At the showdown, a player who did something and did not win (`who`: opened the
    betting, bought a wild card, used common card number `common` in their hand) pays
    `times` the `amount` `to` the pot or the winner; `redeal`: the game is then dealt again
    for everyone."""

    kind: ClassVar[str] = "loser-penalty"
    simulated: ClassVar[bool] = True  # play/mechanics/penalties.py
    who: PenaltyWho
    amount: Amount = Amount.POT
    to: PaidTo = PaidTo.POT
    times: int = 1
    common: int | None = None
    redeal: bool = False
    # the opener and buyers of wild cards are known to the simulator; who used a common card,
    # from what players declared (play/mechanics/common_use.py)


@dataclass(frozen=True, slots=True)
class TableCardForced(RuleStep):
    """When the table card turned is one of `ranks`/`cards`/`suits`, or a joker (`jokers`),
    every player still in must do `action` ("If the table card is a joker, everyone must
    match the pot or fold.")."""

    kind: ClassVar[str] = "table-card-forced"
    simulated: ClassVar[bool] = True  # play/mechanics/table_forced.py
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    suits: tuple[str, ...] = ()
    jokers: bool = False
    action: ForcedAction = ForcedAction.MATCH_OR_FOLD


@dataclass(frozen=True, slots=True)
class NeighbourFold(RuleStep):
    """When a card of `ranks`/`cards`/`suits` or a joker (`jokers`) is dealt face up, the
    player `seats` places away on the `side` of the player it was dealt to must fold ("If a
    joker is ever dealt face up, the player to the right of the joker must fold.")."""

    kind: ClassVar[str] = "neighbour-fold"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/neighbour_folds.py, from turned_wilds.card_turned
    side: Side
    seats: int = 1
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    suits: tuple[str, ...] = ()
    jokers: bool = False


@dataclass(frozen=True, slots=True)
class DeclaredWildFold(RuleStep):
    """A player dealt face up a card that the player `seats` places away on the `side` has
    declared wild (for themselves) must fold ("If a player is ever dealt an up card declared
    as a wild card by the player to their right they must fold.")."""

    kind: ClassVar[str] = "declared-wild-fold"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    # as the Twister's call: a line of play the rule allows, so the hand is still this game's
    gap_reason: ClassVar[str] = ("a player dealt face up a card that their neighbour declared wild must fold; the "
                                 "simulator's players declare their own wild rank at the showdown, which \"at any "
                                 "time\" allows, so no rank is declared while cards are dealt and nobody has to fold")
    gap_blocking: ClassVar[bool] = False
    side: Side
    seats: int = 1


@dataclass(frozen=True, slots=True)
class BuyOrFold(RuleStep):
    """When `trigger` fires, the player must buy `cards` more cards for `times` the `cost`,
    or fold ("If a player is ever dealt a face up face card, they must buy another card for
    max bet or fold."). face: the face of the card bought, None when the rule does not say."""

    kind: ClassVar[str] = "buy-or-fold"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # fired by triggers.card_up: play/mechanics/extra_buys.py
    trigger: Trigger
    cost: Cost
    times: int = 1
    cards: int = 1
    face: Face | None = None


@dataclass(frozen=True, slots=True)
class LowCardFold(RuleStep):
    """Every player whose lowest card (`high`: highest) is lower (`lower` False: higher)
    than the table's lowest (highest) card must fold. until_one: then the next lowest cards
    are compared, folding players, until one player is left, who takes the pot; if everyone
    is out, the hand is dealt again for all."""

    kind: ClassVar[str] = "low-card-fold"
    simulated: ClassVar[bool] = True  # play/mechanics/card_compare.py
    high: bool = False
    lower: bool = True
    until_one: bool = False


@dataclass(frozen=True, slots=True)
class EmptyHandFold(RuleStep):
    """A player left with no cards (after discards) must fold."""

    kind: ClassVar[str] = "empty-hand-fold"
    standing: ClassVar[bool] = True  # read by the discards: play/mechanics/going_out.py


@dataclass(frozen=True, slots=True)
class HoldersReante(RuleStep):
    """Every player who still holds cards (after discards) antes again."""

    kind: ClassVar[str] = "holders-reante"  # played by play/mechanics/going_out.py


@dataclass(frozen=True, slots=True)
class MatchRedeal(RuleStep):
    """After a guts showdown the hand is dealt again for everyone, as the rule words it:
    when nobody went in (`nobody_in`), and when someone had to match the pot (`matched`
    True) or when nobody had to (`matched` False). keeps_table: the table cards stay for the
    new deal. (The simulator's `Redeal("nobody-in-or-matched")` is `nobody_in` with `matched`
    True; this step holds the other wordings.)"""

    kind: ClassVar[str] = "match-redeal"
    simulated: ClassVar[bool] = True  # play/mechanics/flow.py; the kept table cards: play/mechanics/kept_table.py
    nobody_in: bool
    matched: bool
    keeps_table: bool = False


@dataclass(frozen=True, slots=True)
class MatchBid(RuleStep):
    """In a betting round players bet how many times they will match the pot if they lose,
    up to `most` times; the round opens with `opener`."""

    kind: ClassVar[str] = "match-bid"
    simulated: ClassVar[bool] = True  # play/mechanics/penalties.py; the guts settlement pays the level
    most: int | None = None
    opener: Opener = Opener.LEFT_OF_DEALER
