"""Steps of who wins that the simulator plays apart from a plain showdown: hands ranked their
own way, hands that beat everything, the table hand to beat, legs, outright wins, conditions
on winning. Read by the grammar families `showdown`, `ranking` and `declare` (split cards and
shared pots: `split_cards.py`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep, coerce_words
from dealerschoice.rules.steps.hand_orders import HandClass, HandsWith, order_playable
from dealerschoice.rules.steps.vocab import (
    Against,
    Category,
    DealerNamed,
    HighLow,
    MadeOf,
    NoQualifiedThen,
    OutrightEvent,
    Place,
    Ranked,
    Scheme,
    TieBy,
)

_SCHEME_WORDS = {
    Scheme.DEUCE_TO_SEVEN: "low hands where straights and flushes count and aces are high (deuce-to-seven)",
    Scheme.ACE_TO_SIX: "low hands where aces are low but straights and flushes count (ace-to-six)",
    Scheme.NO_STRAIGHTS_FLUSHES: "poker hands where straights and flushes do not count",
    Scheme.NO_STRAIGHTS: "poker hands where straights do not count",
    Scheme.NO_FLUSHES: "poker hands where flushes do not count",
    Scheme.NO_PAIRS: "poker hands where pairs do not count",
    Scheme.CARDS: "poker hands of fewer cards, ranked their own way",
    Scheme.POINTS: "hands scored by the points of their cards (points hands)",
    Scheme.BLACKJACK: "blackjack hands (the best total not over 21)",
    Scheme.BADUGI: "Badugi hands (cards of different suits and ranks)",
    Scheme.HIGH_CARD: "hands ranked by their single highest card",
    Scheme.CHANGED: "poker hands with the order of some hands changed",
    Scheme.POKER: "poker hands",
}
_MADE_OF = {MadeOf.DOWN: "face-down cards", MadeOf.RED: "red cards", MadeOf.BLACK: "black cards",
            MadeOf.NO_WILDS: "hands without wild cards"}
_WHICH = {Ranked.ALL: "hands are", Ranked.HIGH: "high hands are", Ranked.LOW: "low hands are",
          Ranked.SPLIT: "the split hand is one of"}


@dataclass(frozen=True, slots=True)
class Ranking(RuleStep):
    """Hands ranked their own way.

    scheme: how hands are ordered (`Scheme`). hands: which hands (`Ranked`). size: the number
    of cards a hand is made of ("three card poker hands"), None for five. made_of: the cards
    the hand may use (`MadeOf`: "down", "red", "black", "no-wilds"), None: any. Ace-to-five low is
    what the showdown already does for every low hand.

    What a `Scheme.CHANGED` ranking changes: `order`, classes of hands best first, each
    beating the next (the last keeps its place, the others come just above it: "a flush
    beats a full house", "a four card flush beats a four card straight which beats a pair");
    `below`, the class they all still lose to ("but both lose to two pair"); `with_hands`,
    hands holding something beating (or losing to) the rest ("any hand with a joker beats
    any hand without one").
    """

    kind: ClassVar[str] = "ranking"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = "hands are ranked their own way; the simulator ranks only standard poker hands"
    scheme: Scheme
    hands: Ranked = Ranked.ALL
    size: int | None = None
    made_of: MadeOf | None = None
    order: tuple[HandClass, ...] = ()
    below: HandClass | None = None
    with_hands: HandsWith | None = None

    def __post_init__(self) -> None:
        coerce_words(self)
        changes = bool(self.order or self.below or self.with_hands)
        if changes and self.scheme != Scheme.CHANGED:
            raise ValueError(f"Ranking {self.scheme!r} with order/below/with_hands: only a 'changed' ranking "
                             "says what changed")
        if self.order and len(self.order) < 2:
            raise ValueError(f"Ranking order {self.order!r}: give at least two classes, the better first")

    def gap(self) -> Gap | None:
        if self.scheme == Scheme.ACE_TO_FIVE and self.hands in (Ranked.LOW, Ranked.ALL) and self.made_of is None:
            return Gap("states the ace-to-five low ranking, which the showdown already uses for every low hand",
                       blocking=False)
        if _ranked_in_play(self):  # play/mechanics/ranking_play.py
            return None
        what = _SCHEME_WORDS.get(self.scheme, f"{self.scheme} hands")
        if self.size is not None:
            what = f"{self.size}-card {what}"
        if self.made_of is not None:
            what += f" made of {_MADE_OF[self.made_of]} only"
        if self.hands == Ranked.SPLIT:
            return Gap(f"the split hand (a second hand that shares the pot) is one of {what}; the simulator does not rank split hands")
        if what.startswith("hands "):  # "hands are scored by the points of their cards", not "hands are hands ..."
            return Gap(f"{_WHICH[self.hands].removesuffix(' are')} are {what.removeprefix('hands ')}; "
                       "the simulator ranks only standard poker hands")
        return Gap(f"{_WHICH[self.hands]} {what}; the simulator ranks only standard poker hands")


@dataclass(frozen=True, slots=True)
class CardValues(RuleStep):
    """The points each card counts in a points hand ("aces are 1 or 11, face cards are 1/2,
    all other cards are face value"). values: (card group, points) pairs: the group is a rank
    character, "face" (jacks, queens, kings), "other" (every card not named) or a suit letter
    (suits); points are a tuple of the values a player may choose (halves as 0.5, None:
    face value). double: suits whose cards count double. after: (group, earlier group) pairs:
    a card of the group counts its points only when it comes after a card of the earlier
    group (football hands: "aces after face cards are worth one"). negative: suits whose
    cards count against the total ("blacks are negative")."""

    kind: ClassVar[str] = "card-values"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = "cards count points in this game (a points hand); the simulator ranks only poker hands"
    values: tuple[tuple[str, tuple[float | None, ...]], ...]
    double: tuple[str, ...] = ()
    after: tuple[tuple[str, str], ...] = ()
    negative: tuple[str, ...] = ()

    def gap(self) -> Gap | None:
        """The simulator counts points hands (play/mechanics/ranking_play.py), football hands
        too, at the showdown and in the flips' best hand showing (mechanics/flips.py)."""
        return None


@dataclass(frozen=True, slots=True)
class PointsTarget(RuleStep):
    """Points hands closest to a target win: `low` closest to its target, `high` to its
    (e.g. 7 and 27); `no_bust`: a hand may not go over (high) or under (low) its target;
    `near_side_first`: a hand on the near side of its target (under a high target) beats
    every hand past it ("over 31 can't beat under 31")."""

    kind: ClassVar[str] = "points-target"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/ranking_play.py: the points ranking's targets
    low: int | None = None
    high: int | None = None
    no_bust: bool = False
    near_side_first: bool = False


@dataclass(frozen=True, slots=True)
class TopHand(RuleStep):
    """A hand holding `count` cards of these `ranks` (or these `cards`) beats every other
    hand ("three threes beats everything"); with `loses`, it loses to every other hand.
    split_card: the holding also counts as the top split card, taking the split half too
    ("three kings beats all other hands and counts as the top split card")."""

    kind: ClassVar[str] = "top-hand"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a special holding beats (or loses to) every other hand; the simulator "
                                 "ranks only standard poker hands")
    count: int
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    loses: bool = False
    split_card: bool = False

    def gap(self) -> Gap | None:
        # play/mechanics/ranking_play.py: a key above (or below) every hand; split_card.py: the split half
        return None


@dataclass(frozen=True, slots=True)
class PlaceWins(RuleStep):
    """Not the best hand but the `place`-th best (2: the second best) wins the `pot` ("high");
    for "low", the `place`-th worst."""

    kind: ClassVar[str] = "place-wins"
    standing: ClassVar[bool] = True  # it decides the showdown wherever it is written
    simulated: ClassVar[bool] = True  # play/mechanics/showdown.py `_placed`: the place's hands take the side
    place: int
    pot: HighLow = HighLow.HIGH


@dataclass(frozen=True, slots=True)
class BeatTable(RuleStep):
    """The winner must also beat a hand not held by a player: `against` "table-hand" (the
    table cards as a hand), "every-table-set" (every set of table cards), "deck-top" (the top
    `count` cards off the deck). draws: the table hand gets a draw."""

    kind: ClassVar[str] = "beat-table"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/table_hand.py
    against: Against = Against.TABLE_HAND  # every set: play/mechanics/table_sets.py
    count: int | None = None
    draws: bool = False


@dataclass(frozen=True, slots=True)
class NoQualified(RuleStep):
    """What happens when no hand qualifies to win: `then` "redeal" (deal again for all),
    "redeal-reante" (those still in ante again and get a new deal), "split" (the players who
    did not fold split the pot)."""

    kind: ClassVar[str] = "no-qualified"
    simulated: ClassVar[bool] = True  # play/mechanics/conditions.py
    then: NoQualifiedThen = NoQualifiedThen.REDEAL


@dataclass(frozen=True, slots=True)
class Leg(RuleStep):
    """The `pot` hand ("high") scores a leg and the pot stays for the next deal; the first
    player to score enough legs (see `WinsOutright`) takes the pot."""

    kind: ClassVar[str] = "leg"
    simulated: ClassVar[bool] = True  # play/mechanics/legs.py
    pot: HighLow = HighLow.HIGH


@dataclass(frozen=True, slots=True)
class WinsOutright(RuleStep):
    """A player takes the pot at once, without a showdown: `event` "out-of-cards" (they run
    out of cards), "legs" (they have `count` legs), "dealt-joker-up" (they are dealt a face-up
    joker), "holds-category" (they show a hand of `category`)."""

    kind: ClassVar[str] = "wins-outright"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/legs.py (legs), outright.py (the rest)
    event: OutrightEvent
    count: int | None = None
    category: Category | None = None


@dataclass(frozen=True, slots=True)
class TieBreak(RuleStep):
    """How tied hands are told apart: `by` the dealer's call ("inside, outside, high, or low as
    dealer calls or house rules"), by `suits`, best first ("s", "h", "d", "c"), or by dealing
    cards to the tied players ("deal-off"): the first to get a card of the group `first` wins
    (a rank character, a suit letter, "face": a jack, queen or king; "red" / "black")."""

    kind: ClassVar[str] = "tie-break"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = "tied hands are told apart by a rule of their own; the simulator splits the pot between tied hands"
    by: TieBy
    suits: tuple[str, ...] = ()
    first: str | None = None

    def gap(self) -> Gap | None:
        """The simulator breaks ties by suits and by the dealer's call (points totals), and by
        dealing cards off (play/mechanics/tie_deal.py)."""
        return None


@dataclass(frozen=True, slots=True)
class CannotWin(RuleStep):
    """A player holding a card of one of these `ranks`, or a hand of `category` (of `rank`)
    or better, or (`table_match`: number N) a card of the rank of table card N, cannot win;
    with `unless_alone`, unless everyone else folds."""

    kind: ClassVar[str] = "cannot-win"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = "some holdings cannot win the pot; the simulator does not bar hands from winning"
    ranks: tuple[str, ...] = ()
    category: Category | None = None
    rank: str | None = None
    unless_alone: bool = False
    table_match: int | None = None

    def gap(self) -> Gap | None:
        """Played by play/mechanics/conditions.py: ranks held, a category (of a rank) or better,
        a card of a table card's rank."""
        if self.ranks or self.table_match is not None or (self.category is not None
                                                            and self.category != Category.NO_PAIR):
            return None
        return super(CannotWin, self).gap()


@dataclass(frozen=True, slots=True)
class DealerNames(RuleStep):
    """The dealer names `what` before the deal: a rank for each of `roles` (the names later
    rules call it by: "rotate", "call", "left passing"), or a poker hand that beats all other
    hands (`roles` empty)."""

    kind: ClassVar[str] = "dealer-names"  # played: play/mechanics/named_ranks.py (ranks and hands)
    what: DealerNamed
    roles: tuple[str, ...] = ()



@dataclass(frozen=True, slots=True)
class DeclareUse(RuleStep):
    """Each player declares how they will play their cards: `table_card` (number N): whether
    they use table card N in their hand; None: which of their hands is their high hand and
    which their low hand. simultaneous: all at once (else in turn)."""

    kind: ClassVar[str] = "declare-use"  # the hands (no table card): play/mechanics/seat_hands.py;
    # a table card: play/mechanics/common_use.py
    table_card: int | None = None
    simultaneous: bool = True


@dataclass(frozen=True, slots=True)
class RankMoved(RuleStep):
    """Cards of `rank` rank `to` the top (above the ace) or the bottom (below the two) of
    the order of cards, in every hand ("Jacks count as the lowest card in the deck")."""

    kind: ClassVar[str] = "rank-moved"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/moved_ranks.py (cards/rank_moves.py)
    rank: str
    to: Place


@dataclass(frozen=True, slots=True)
class ForcedIn(RuleStep):
    """A player holding a wild card (`wild`) or a card of one of these `ranks` must declare
    in ("If you are holding a wild card you must go in.")."""

    kind: ClassVar[str] = "forced-in"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/declare.py `forced_in`
    wild: bool = False
    ranks: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class WinNeeds(RuleStep):
    """A hand cannot win (`pot`: "high", "low"; None: any hand) unless its player holds
    `count` cards of the suit of table card number `table_suit`, or (`suit`, `end`) the high
    or low card of that suit ("The high hand cannot win unless it also has the high spade.")."""

    kind: ClassVar[str] = "win-needs"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a hand can win only if its player also holds certain cards; the simulator "
                                 "does not bar hands from winning")
    pot: HighLow | None = None
    count: int | None = None
    table_suit: int | None = None
    suit: str | None = None
    end: HighLow | None = None

    def gap(self) -> Gap | None:
        """Played by play/mechanics/conditions.py for any hand or the high hand: the high or
        low card of a suit, N cards of a table card's suit."""
        if self.pot in (None, HighLow.HIGH) and ((self.suit is not None and self.end is not None)
                                                 or (self.count is not None and self.table_suit is not None)):
            return None
        return super(WinNeeds, self).gap()


def _ranked_in_play(step: Ranking) -> bool:
    """The rankings the simulator plays (play/mechanics/ranking_play.py): the lows and Badugi,
    points and blackjack totals, the highest card, five-card and three-card hands without
    straights or flushes, three- and two-card hands; the split hand (play/mechanics/split_hand.py)
    and the high hand made of some cards only (red, black, without wilds) ranked as poker hands,
    blackjack totals, or three- and two-card hands; not orders changed in ways the rule does not
    spell out."""
    if step.hands == Ranked.SPLIT or step.made_of is not None:
        if step.hands not in (Ranked.SPLIT, Ranked.HIGH) or (step.hands == Ranked.HIGH and step.made_of == MadeOf.DOWN):
            return False
        return (step.scheme in (Scheme.POKER, Scheme.HIGH_CARD) and step.size in (None, 5)) or (
            step.scheme == Scheme.BLACKJACK and step.size is None) or (
            step.scheme == Scheme.CARDS and step.size in (2, 3))
    if step.scheme in (Scheme.DEUCE_TO_SEVEN, Scheme.ACE_TO_SIX, Scheme.BADUGI, Scheme.POINTS, Scheme.BLACKJACK,
                       Scheme.HIGH_CARD):
        return step.size is None
    if step.scheme in (Scheme.NO_STRAIGHTS_FLUSHES, Scheme.NO_STRAIGHTS, Scheme.NO_FLUSHES):
        return step.size in (None, 5, 3)
    if step.scheme == Scheme.CHANGED:  # what changed, said: an order of classes, hands with something
        return bool(step.order or step.with_hands) and step.size in (None, 5, 2) and order_playable(step.order, step.below, step.size)
    return step.scheme == Scheme.CARDS and step.size in (2, 3)

