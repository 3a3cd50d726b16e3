"""Wild cards the simulator does not play: limited wilds (bugs, cards that may count as
some others), wilds made of several cards, rules that take the wilds away, wilds named by
their place on the board, wild ranks that move or end as cards turn up, and wilds that come
from play: a card dealt to the player, the suit of a card that turns up, a rank a player
chooses during the hand or the dealer named before it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep, Trigger
from dealerschoice.rules.steps.board import Spot
from dealerschoice.rules.steps.vocab import (
    Category,
    ComboHow,
    Face,
    FollowWatch,
    LimitedAs,
    TriggerEvent,
    WildChooser,
    WildVoidWhen,
)


@dataclass(frozen=True, slots=True)
class LimitedWild(RuleStep):
    """Cards that may stand for some other cards only: a limited wild.

    ranks/cards/jokers: the cards that may (rank characters, two-character cards, jokers).
    face: only while held so ("up": dealt face up), None: however held.
    counts_as: what they may stand for (`LimitedAs`): "bug" (complete a straight or a flush,
      or count as an ace) | "ranks" (any of `as_ranks`; in their own suit) | "cards" (any of
      `as_cards`) | "shift" (their own rank moved `down` ranks lower or `up` ranks higher) |
      "several" (any `count` cards at once).
    """

    kind: ClassVar[str] = "limited-wild"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("some cards may stand for a limited set of other cards (a bug, a card that "
                                 "counts as another rank); the simulator does not play limited wild cards yet")
    counts_as: LimitedAs
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    jokers: bool = False
    face: Face | None = None
    as_ranks: tuple[str, ...] = ()
    as_cards: tuple[str, ...] = ()
    down: int = 0
    up: int = 0
    count: int = 0

    def gap(self) -> Gap | None:
        """Played by play/mechanics/wild_play.py (evaluator options): bugs, and cards that count
        as other ranks, other cards, a rank moved, or several cards, however held; jokers as bugs,
        however dealt or as dealt face up or down; not other limits by how a card is held, nor
        jokers as anything but bugs."""
        if self.jokers:  # a joker is wild already: it may only be limited to a bug, however it was dealt
            if self.counts_as == LimitedAs.BUG and (self.face is None or not (self.ranks or self.cards)):
                return None
        elif self.face is None:
            return None
        if self.face is not None and not self.jokers:
            return Gap(f"some cards are limited wilds only while held face {self.face}; the simulator plays "
                       "limited wilds however they are held only")
        return super(LimitedWild, self).gap()


@dataclass(frozen=True, slots=True)
class WildVoid(RuleStep):
    """A player's wild cards are not wild while `when` holds (`WildVoidWhen`): "one-rank"
    (no wilds of two different ranks), "mixed-ranks" (wilds of different ranks), "holds" (one
    of the cards named: `ranks`, `cards`, `jokers`), "holds-with-wild" (one of them and a
    wild card).
    """

    kind: ClassVar[str] = "wild-void"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/wild_play.py: judged with the hand at the showdown
    when: WildVoidWhen
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    jokers: bool = False


@dataclass(frozen=True, slots=True)
class WildCombo(RuleStep):
    """Cards that together make wilds: `sizes` cards at a time (2, or 2 or 3) that combine
    `how` (`ComboHow`: "sum"/"product" of their values is `total`, "consecutive" ranks, ranks
    `total` "apart", a "pair"). one_wild: together they count as one wild card; else each of
    them is wild.
    """

    kind: ClassVar[str] = "wild-combo"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/wild_play.py: a `WildGroup` of the evaluator
    how: ComboHow
    sizes: tuple[int, ...] = (2,)
    total: int = 0
    one_wild: bool = False


@dataclass(frozen=True, slots=True)
class SpotWild(RuleStep):
    """The common cards at a place on the board are wild ("The corner common cards are wild",
    "The middle card in each row of commons is wild").

    spot: the place (a board `Spot`; with `each_line`, `spot.line` is the kind of line and
      `spot.index` is None). each_line: the card at that place in every such line. same_rank:
      every other card of their ranks is wild too.
    """

    kind: ClassVar[str] = "spot-wild"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # played by play/board.py (wild places on the board)
    spot: Spot
    each_line: bool = False
    same_rank: bool = False


@dataclass(frozen=True, slots=True)
class WildShift(RuleStep):
    """The wild ranks move as cards turn up (the `Wild` before it names the first ones).

    trigger: each time it fires, the wilds move. to_ranks: they switch to these ranks, and
      back to the first ones the next time ("the wild changes back and forth between jacks
      and kings"). down/up: else the lowest wild rank moves `down` ranks lower and the
      highest `up` ranks higher ("the low wild shifts down one rank"). reset: None, or when
      the first wild ranks come back ("If a jack is dealt face up, sixes and sevens are wild
      again").
    """

    kind: ClassVar[str] = "wild-shift"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the wild ranks change each time some cards turn up; the simulator does not "
                                 "play wild ranks that move during the hand yet")
    trigger: Trigger
    to_ranks: tuple[str, ...] = ()
    down: int = 0
    up: int = 0
    reset: Trigger | None = None

    def gap(self) -> Gap | None:
        """Played by play/turned_wilds.py on cards turning up in front of players."""
        if _turns_up(self.trigger) and (self.reset is None or _turns_up(self.reset)):
            return None
        return super(WildShift, self).gap()


@dataclass(frozen=True, slots=True)
class WildsEnd(RuleStep):
    """No card is wild any more once `trigger` has fired `nth` times ("The second face up
    face card dealt kills all wilds"): the wilds of the rules before it end for the rest of
    the hand.

    trigger: the card that turns up. nth: the count of such cards that ends the wilds (1: the
    first).
    """

    kind: ClassVar[str] = "wilds-end"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a card turning up ends all wild cards for the rest of the hand; the simulator "
                                 "does not play wilds that end during the hand yet")
    trigger: Trigger
    nth: int = 1

    def gap(self) -> Gap | None:
        """Played by play/turned_wilds.py on cards turning up in front of players."""
        return None if _turns_up(self.trigger) else super(WildsEnd, self).gap()


@dataclass(frozen=True, slots=True)
class DealtOwnWild(RuleStep):
    """The first (or last) card of a suit or of a rank dealt to each player is wild for that
    player ("The first spade you are dealt is wild.").

    first: the first such card dealt to the player (False: the last one, known only when the
      deal is over). suit / rank: the card watched is of this suit (a suit character) / of this
      rank (a rank character); one of the two is given. same_rank: every other card of its
      rank is wild for the player too.
    """

    kind: ClassVar[str] = "dealt-own-wild"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the last card of a given suit dealt to each player is wild for them; the "
                                 "simulator plays the first one only")
    first: bool = True
    suit: str | None = None
    rank: str | None = None
    same_rank: bool = False

    def gap(self) -> Gap | None:
        """Played by play/mechanics/wild_play.py for the first such card; the last is not."""
        return None if self.first else super(DealtOwnWild, self).gap()


@dataclass(frozen=True, slots=True)
class SuitFollowWild(RuleStep):
    """Cards of the suit of the last face-up card of rank `follows` are wild ("The two through
    ten of the same suit as the last face up queen are wild."); the wild suit changes each
    time another such card turns up, and no card is wild while none has.

    follows: the rank watched (a rank character). ranks: the ranks of that suit that are wild
      (empty: the whole suit). watch: the cards watched (`FollowWatch`: "dealt" face up,
      "flipped" up by their holders, or "up": either).
    """

    kind: ClassVar[str] = "suit-follow-wild"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/turned_wilds.py
    follows: str
    ranks: tuple[str, ...] = ()
    watch: FollowWatch = FollowWatch.UP


@dataclass(frozen=True, slots=True)
class ChosenWild(RuleStep):
    """A player names the wild rank during the hand; the rank named is wild for everyone.

    chooser (`WildChooser`): "turns-up" (the player whose card fires `trigger` names it, at
      that moment) | "shows" (a player showing a `shows` hand face up; `natural`: made
      without wild cards). latest: each new chooser's rank replaces the one named before
      ("the last player to flip over an ace chooses"); False: the first rank named stands.
    """

    kind: ClassVar[str] = "chosen-wild"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a player names the wild rank during the hand, when a card turns up or a hand "
                                 "shows; the simulator does not let players choose wild ranks yet")
    chooser: WildChooser
    trigger: Trigger | None = None
    shows: Category | None = None
    natural: bool = False
    latest: bool = True

    def gap(self) -> Gap | None:
        """Played by play/turned_wilds.py: the chooser names the rank best for what they know."""
        if (self.chooser == WildChooser.TURNS_UP and self.trigger is not None and _turns_up(self.trigger)) or (
                self.chooser == WildChooser.SHOWS and self.shows in _SHOWN_HANDS):
            return None
        return super(ChosenWild, self).gap()


@dataclass(frozen=True, slots=True)
class NamedRankWild(RuleStep):
    """The rank the dealer named before the deal for `role` is wild (`DealerNames` names it:
    "call", "passing", "rotate"): "Whatever rank the dealer declared as the passing rank is
    wild."

    holders_choose: instead, each player holding a card of that rank names one other rank to
      be wild ("Each player holding a card of the call rank may declare one other rank to be
      wild."). fallback_up: if no one holds that rank, the rank this many ranks higher (below
      zero: lower) is wild; 0: no fallback.
    """

    kind: ClassVar[str] = "named-rank-wild"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/named_ranks.py (the holders name theirs once play reaches the rule)
    role: str
    holders_choose: bool = False
    fallback_up: int = 0


@dataclass(frozen=True, slots=True)
class WildClimb(RuleStep):
    """Each time a card of the lowest (`lowest`; else the highest) rank that is not wild yet
    turns up by `event`, every card of that rank becomes wild too ("If the lowest rank that
    is not wild is dealt face up, all cards of that rank are wild.").

    event: how the card turns up (`TriggerEvent`: "dealt-up", "flip", "gets-up").
    """

    kind: ClassVar[str] = "wild-climb"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/turned_wilds.py
    lowest: bool = True
    event: TriggerEvent = TriggerEvent.DEALT_UP


@dataclass(frozen=True, slots=True)
class HeldSetWild(RuleStep):
    """A player holding every card of one of `sets` counts those cards as wild ("If you have
    two queens and a jack or a king, all three are wild.").

    sets: each set is a tuple of rank characters, a rank repeated as often as it must be held
      (("Q", "Q", "J"), ("Q", "Q", "K"))); the cards of the set the player holds are wild for
      them, the other cards of those ranks are not.
    """

    kind: ClassVar[str] = "held-set-wild"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/wild_play.py: the sets a hand holds, wild for it
    sets: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class WildCountValue(RuleStep):
    """A hand holding an odd (`odd`; else an even) number of wild cards is moved `change`
    hand categories (below zero: down) for every `per` wild cards it holds, the count of
    groups rounded up (`round_up`) or down ("If you have an odd number of wild cards, your
    hand value drops one rank per two wilds (round up).": odd, -1, 2, round up; three wilds
    make two groups, so the hand drops two categories)."""

    kind: ClassVar[str] = "wild-count-value"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/ranking_play.py `_moved`: the high hand's category moves
    odd: bool
    change: int
    per: int
    round_up: bool = True


def _turns_up(trigger: Trigger) -> bool:
    """Whether a trigger fires on a card turning up in front of a player, as
    play/triggers.card_up watches."""
    return trigger.event in ("dealt-up", "flip", "flip-or-dealt", "gets-up", "first-flip")


# the hands a ChosenWild's chooser may show (play/turned_wilds.py judges them)
_SHOWN_HANDS = ("pair", "two-pair", "trips", "straight", "flush", "full-house", "quads")
