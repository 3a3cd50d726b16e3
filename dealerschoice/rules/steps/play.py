"""Steps of betting and of the end of the hand: antes, bets, declarations, showdowns, settlements."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep, Trigger, coerce_words
from dealerschoice.rules.steps.vocab import (
    Amount,
    AnteMode,
    Category,
    Choice,
    DeclareMode,
    HandKind,
    HighLow,
    Opener,
    PaidTo,
    Payer,
    Pot,
    SplitWith,
    UntilKind,
)


@dataclass(frozen=True, slots=True)
class Ante(RuleStep):
    """mode: "ante" (everyone antes) | "re-ante" (everyone antes again) | "none" (no ante) |
    "ante-or-fold" (everyone still in antes again or folds).

    Every hand starts with an ante unless a rule says "none"; an "ante" step is only needed
    where a rule asks for one at another time.
    """

    kind: ClassVar[str] = "ante"
    mode: AnteMode = AnteMode.ANTE


@dataclass(frozen=True, slots=True)
class Bet(RuleStep):
    """A betting round. opener: "high-showing" | "low-showing" | "left-of-dealer" |
    "last-flipper" | "last-raiser" (the last player to raise, else left of the dealer) |
    "rotate" (left of the dealer, then one seat further each round) | "left-of-called" (the
    player left of the one called in the last round: the last to bet or raise). only_if_in: skipped when
    the player who just flipped folded. blinds: the first players in order put in a bet
    before seeing the action. must_open: the opener may not check. if_twisted: the round is
    played only if some player twisted (bought a card) just before (not simulated).
    """

    kind: ClassVar[str] = "bet"
    opener: Opener = Opener.LEFT_OF_DEALER
    only_if_in: bool = False
    blinds: int = 0
    must_open: bool = False
    if_twisted: bool = False

    def gap(self) -> Gap | None:
        """Every opener is played (the player called is the last to bet or raise:
        play/mechanics/betting.py); a round only if someone twisted is played every time."""
        if self.if_twisted:
            return Gap("an extra betting round is played only when someone twisted; the simulator plays it every "
                       "time. The round changes only the money in the pot, never the cards or who wins", blocking=False)
        return None


@dataclass(frozen=True, slots=True)
class Declare(RuleStep):
    """choices: ("high", "low") | ("high", "low", "both") | ("in", "out") | ("high", "low",
    "out") | ("high", "split-card", "both") (played); any other set of `Choice` words is a gap.
    mode: "simultaneous" | "in-turn" (from the player left of the dealer) | "by-flip" (each
    flips one of two side cards: the right one means high, the left one low) | "random"
    (left to chance: the table's shuffle decides).
    no_pass: in turn, nobody may pass. dealer_reopens: if the dealer is first to go in,
    everyone else gets a second chance. until_in: in turn, the declaration goes round again
    until someone goes in (play/mechanics/declare.py, at most MAX_DECLARE_ROUNDS rounds).
    """

    kind: ClassVar[str] = "declare"
    choices: tuple[Choice, ...] = (Choice.HIGH, Choice.LOW)
    mode: DeclareMode = DeclareMode.SIMULTANEOUS
    no_pass: bool = False
    dealer_reopens: bool = False
    until_in: bool = False

    def gap(self) -> Gap | None:
        """The simulator plays high/low, high/low/both, high/low/out and in/out, at once, in
        turn, by flip or at random, in/out again until someone goes in, and high/split-card/both
        (play/mechanics/declare.py, split_card.py)."""
        if set(self.choices) not in ({Choice.HIGH, Choice.LOW}, {Choice.HIGH, Choice.LOW, Choice.BOTH},
                                     {Choice.IN, Choice.OUT}, {Choice.HIGH, Choice.LOW, Choice.OUT},
                                     {Choice.HIGH, Choice.SPLIT_CARD, Choice.BOTH}):
            return Gap("players declare among " + "/".join(self.choices) + "; the simulator plays only "
                       "high/low, high/low/both, high/split-card/both and in/out declarations")
        return None


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
    pot: Pot = Pot.HIGH
    hand: HandKind = HandKind.BEST
    split_with: SplitWith | None = None
    tie_pays: bool = True
    both_wins_both: bool = False

    def gap(self) -> Gap | None:
        """The simulator ranks a split's two-card hand for high only."""
        if self.hand == HandKind.TWO_CARD and self.pot != Pot.HIGH:
            return Gap("the two-card hand of a split wins the low half; the simulator ranks two-card hands for high only")
        return None


@dataclass(frozen=True, slots=True)
class SplitCard(RuleStep):
    """Defines the split card: the `rank` ("low"|"high") card of the same suit as table card
    number `table_card`; or, when `suit` is given, the `rank` card of that suit a player holds
    (face down only when `hole`)."""

    kind: ClassVar[str] = "split-card"
    standing: ClassVar[bool] = True
    rank: HighLow = HighLow.LOW
    table_card: int = 1
    suit: str | None = None
    hole: bool = False


@dataclass(frozen=True, slots=True)
class BestHand(RuleStep):
    """A hand holding exactly these ranks beats every other hand."""

    kind: ClassVar[str] = "best-hand"
    standing: ClassVar[bool] = True
    ranks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Settle(RuleStep):
    """Guts settlement. who: "in-and-lost" | "stayed-and-lost" | "declared-out" |
    "best-if-none-in" (nobody went in: the best hand pays) | "out-if-few-in" (fewer than two
    went in: everyone who went out pays). amount: "pot" | "half-pot" | "quarter-pot" |
    "max-bet" (an `Amount`), `times` over. to: "pot" (matched into the next pot) | "winner".
    again_per: None, or a rank: each loser pays once more for each card of that rank shown at
    the showdown.
    """

    kind: ClassVar[str] = "settle"
    who: Payer = Payer.IN_AND_LOST
    amount: Amount = Amount.POT
    to: PaidTo = PaidTo.POT
    times: int = 1
    again_per: str | None = None


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

    @property
    def standing(self) -> bool:  # type: ignore[override]
        """A redeal on a card dealt face up holds all hand; a coded one is played in order."""
        return isinstance(self.when, Trigger)


@dataclass(frozen=True, slots=True)
class Until:
    """What ends a repeat: `kind` (see `UntilKind`), and `count` where the condition names a
    number (SHOWING: cards showing; WINS: showdowns won; TIMES: rounds; EACH_PLAYER: times
    around the table), else None. category, rank: the hand someone must hold (HAND: "until
    someone gets four of a kind"), else None. within: WINS_WITHIN only, the run of games the
    `count` wins must fall in ("two legs in three consecutive games"), else None."""

    kind: UntilKind
    count: int | None = None
    category: Category | None = None
    rank: str | None = None
    within: int | None = None

    def __post_init__(self) -> None:
        coerce_words(self)


@dataclass(frozen=True, slots=True)
class Repeat(RuleStep):
    """Repeat the last `last` rules (rule lines, counting back from this one) until `until`.
    The simulator plays the repeats until all cards are up, until N cards are showing, until
    someone has won N times or N of the last M hands (they take the pot), until a betting round
    has a bet, until a player believes they hold the highest hand (policies.claims_best),
    while money is left in the pot, a number of times, once for each player around the table,
    until nobody takes a card dealt "if they want it" and until a player buys no twist
    (play/mechanics/flow.py)."""

    kind: ClassVar[str] = "repeat"
    last: int
    until: Until

    PLAYED: ClassVar[frozenset[UntilKind]] = frozenset(
        {UntilKind.ALL_UP, UntilKind.SHOWING, UntilKind.WINS, UntilKind.WINS_WITHIN, UntilKind.POT_EMPTY,
         UntilKind.TIMES, UntilKind.EACH_PLAYER, UntilKind.NO_TAKERS, UntilKind.ONE_DECLINES, UntilKind.BET_MADE,
         UntilKind.CLAIMS_BEST, UntilKind.DECLARES_IN,  # DECLARES_IN: issue 17, mechanics/guts.py
         UntilKind.DECK_OUT, UntilKind.DECK_SHORT, UntilKind.ONE_LEFT, UntilKind.HAND,  # mechanics/repeats.py
         UntilKind.TABLE_CARD_AROUND})  # issue 17: mechanics/travelling_card.py
    _GAPS: ClassVar[dict[UntilKind, str]] = {
        UntilKind.NO_TAKERS: "the rules repeat until nobody wants another card",
        UntilKind.ONE_DECLINES: "the rules repeat until a player does not want more cards",
        UntilKind.DECK_OUT: "the rules repeat until the deck runs out of cards",
        UntilKind.DECK_SHORT: "the rules repeat until the deck has fewer cards than there are players",
        UntilKind.ONE_LEFT: "the rules repeat until only one player is left in",
        UntilKind.DECLARES_IN: "the rules repeat until someone declares in",
        UntilKind.TIMES: "the rules repeat a fixed number of times",
        UntilKind.EACH_PLAYER: "the rules repeat once for each player around the table",
        UntilKind.HAND: "the rules repeat until someone holds a given poker hand",
        UntilKind.WINS_WITHIN: "the rules repeat until someone wins a number of times within a run of games in a row",
        UntilKind.BET_MADE: "the rules repeat while nobody bets in the last betting round",
        UntilKind.CLAIMS_BEST: "the rules repeat until a player believes they have the highest hand",
        UntilKind.TABLE_CARD_AROUND: "the rules repeat until the table card goes all the way around without being replaced",
    }

    def gap(self) -> Gap | None:
        """The simulator repeats on the cards showing, the wins and the pot; not the others
        (nor until a hand of a named rank: "a pair of jacks or better")."""
        if self.until.kind in self.PLAYED and not (self.until.kind == UntilKind.HAND and self.until.rank is not None):
            return None
        return Gap(f"{self._GAPS[self.until.kind]}; the simulator does not play that repeat yet")



@dataclass(frozen=True, slots=True)
class Qualifier(RuleStep):
    """A hand must reach a minimum to win its half. pot: "high" | "low". For low, `rank` is
    the highest card allowed ("8": eight or better), or `category` "no-pair"; for high, the
    hand must be at least `category` ("high-card", "pair", "two-pair", "trips", "straight",
    "flush", "full-house", "quads", "straight-flush") of `rank` (None: any rank): that
    category with a top rank of at least `rank`, or a better category."""

    kind: ClassVar[str] = "qualifier"
    standing: ClassVar[bool] = True
    pot: HighLow
    rank: str | None = None
    category: Category | None = None

    def gap(self) -> Gap | None:
        """The simulator judges a low hand's top card and "no pair", and a high hand's
        category and its rank (play/making.py `high_qualifies`)."""
        if self.pot == HighLow.LOW and self.category not in (None, Category.NO_PAIR):
            return Gap("the low hand must stay below a poker category to win; the simulator does not check that yet")
        return None


@dataclass(frozen=True, slots=True)
class Dead(RuleStep):
    """These ranks / cards are dead: they never count in a hand."""

    kind: ClassVar[str] = "dead"
    standing: ClassVar[bool] = True
    # dead ranks: play/mechanics/moved_ranks.py leaves them out of every hand (cards/rank_moves.py)
    simulated: ClassVar[bool] = True
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()

    def gap(self) -> Gap | None:
        if self.cards:
            return Gap(f"the {', '.join(self.cards)} {'is' if len(self.cards) == 1 else 'are'} dead: "
                       "never counted in a hand; the simulator plays whole dead ranks only")
        return None
