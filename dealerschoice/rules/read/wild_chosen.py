"""The wild family's reading of wilds that come from play and need a rule of their own: a card
of a suit or rank dealt to the player, the suit of the last card of a rank, a rank a player
names during the hand or the dealer named before it, wild ranks that grow as cards turn up, a
set of cards held together, and a hand's value moved by its count of wilds (mixins of
`wild.Reader`; the step types are in `steps/wild.py`)."""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token

from dealerschoice.rules import cardwords
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import PokerHand
from dealerschoice.rules.read.wild_moving import UpHow
from dealerschoice.rules.read.wild_parts import first_of
from dealerschoice.rules.steps import Trigger
from dealerschoice.rules.steps.late_rules import AfterOwnEndWild, UsedCardWild
from dealerschoice.rules.steps.vocab import (
    Face,
    FollowWatch,
    HighLow,
    Part,
    TriggerEvent,
    WildChooser,
)
from dealerschoice.rules.steps.wild import (
    ChosenWild,
    DealtOwnWild,
    HeldSetWild,
    NamedRankWild,
    SuitFollowWild,
    WildClimb,
    WildCountValue,
)


@dataclass(frozen=True, slots=True)
class _Dealt:
    """The card a `DealtOwnWild` watches: of a suit or of a rank."""

    suit: str | None = None
    rank: str | None = None


@dataclass(frozen=True, slots=True)
class _SameRank:
    """", as are all cards of the same rank" was said."""


@dataclass(frozen=True, slots=True)
class _SuitRanks:
    ranks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class _LastUp:
    rank: str
    watch: FollowWatch


@dataclass(frozen=True, slots=True)
class _Natural:
    hand: PokerHand


@dataclass(frozen=True, slots=True)
class _Fallback:
    role: str
    up: int


def _role(children) -> str:
    """The role word(s) of a `wild_role` ("left passing")."""
    return " ".join(str(c) for c in children)


class ChosenReading:
    """The reader's methods for wilds that depend on the deal, on a suit that turns up, or on
    a rank someone names."""

    # ---- a card of a suit or rank dealt to the player ---------------------------------------
    def wild_dealt_own(self, children) -> DealtOwnWild:
        dealt = first_of(children, _Dealt)
        first = "first" in [c for c in children if isinstance(c, str) and not isinstance(c, Token)]
        return DealtOwnWild(first, dealt.suit, dealt.rank, same_rank=first_of(children, _SameRank) is not None)

    def wild_dealt_suit(self, children) -> _Dealt:
        return _Dealt(suit=children[0])

    def wild_dealt_rank(self, children) -> _Dealt:
        return _Dealt(rank=children[0])

    def wild_for_you(self, children):
        return None

    def wild_dealt_same(self, children) -> _SameRank:
        return _SameRank()

    # ---- a common card of those a player uses ------------------------------------------
    def wild_used(self, children) -> UsedCardWild:
        return UsedCardWild(Part.MIDDLE, same_rank=any(isinstance(c, _SameRank) for c in children))

    def wild_uses(self, children) -> None:
        return None

    def wild_after_own(self, children) -> AfterOwnEndWild:
        end = next(c for c in children if isinstance(c, HighLow))
        return AfterOwnEndWild(end, same_rank=any(isinstance(c, _SameRank) for c in children))

    def wild_own_end(self, children) -> HighLow:
        return HighLow.HIGH if str(children[0]).startswith("high") else HighLow.LOW

    # ---- the suit of the last card of a rank ---------------------------------------------
    def wild_suit_of(self, children) -> SuitFollowWild:
        ranks = first_of(children, _SuitRanks)
        last = first_of(children, _LastUp)
        return SuitFollowWild(last.rank, ranks.ranks, last.watch)

    def wild_suit_span(self, children) -> _SuitRanks:
        return _SuitRanks(children[0])

    def wild_suit_all(self, children) -> _SuitRanks:
        return _SuitRanks(())

    def wild_last_face_up(self, children) -> _LastUp:
        return _LastUp(_rank(children), FollowWatch.UP)

    def wild_last_dealt_up(self, children) -> _LastUp:
        return _LastUp(_rank(children), FollowWatch.DEALT)

    def wild_last_flipped(self, children) -> _LastUp:
        return _LastUp(_rank(children), FollowWatch.FLIPPED)

    # ---- a rank a player names during the hand -------------------------------------------
    def wild_chosen_turns(self, children) -> ChosenWild:
        """"The last player to flip over a face down ace chooses what rank is wild": the card
        is flipped (turned) up, or dealt face up; a card dealt down shows nothing to anyone."""
        latest = "last" in [c for c in children if isinstance(c, str) and not isinstance(c, Token)]
        verb, (face, rank) = first_of(children, _Verb), first_of(children, tuple)
        if verb.dealt:
            if face != Face.UP:
                raise NotThisFamily  # "the last player to be dealt an ace": dealt down, no one sees it
            event = TriggerEvent.DEALT_UP
        else:
            if face == Face.UP:
                raise NotThisFamily  # "flip over a face up ace": it is up already
            event = TriggerEvent.FLIP
        return ChosenWild(WildChooser.TURNS_UP, Trigger(event, ranks=(rank,)), latest=latest)

    def wild_chosen_turn(self, children) -> _Verb:
        return _Verb("dealt" in [str(c) for c in children])

    def wild_chosen_dealt(self, children) -> _Verb:
        return _Verb(True)  # "the first player dealt a face up ace"

    def wild_chosen_card(self, children) -> tuple[Face | None, str]:
        return first_of(children, Face), children[-1]

    def wild_chosen_shows(self, children) -> ChosenWild:
        natural = first_of(children, _Natural)
        hand = natural.hand if natural is not None else first_of(children, PokerHand)
        if hand.rank is not None:
            raise NotThisFamily  # "a pair of kings showing": no rule of that kind yet
        return ChosenWild(WildChooser.SHOWS, shows=hand.category, natural=natural is not None, latest=False)

    def wild_chosen_hand(self, children) -> PokerHand:
        return children[0]

    def wild_chosen_natural(self, children) -> _Natural:
        return _Natural(first_of(children, PokerHand))

    def wild_chooses(self, children):
        return None

    wild_chosen_names = wild_chosen_what = wild_chosen_when = wild_chosen_when_said = wild_chooses

    # ---- the rank the dealer named before the deal -----------------------------------------
    def wild_role_rank(self, children) -> NamedRankWild:
        return NamedRankWild(first_of(children, _Role).role)

    def wild_role_holders(self, children) -> NamedRankWild:
        role = first_of(children, _Role).role
        fallback = first_of(children, _Fallback)
        if fallback is not None and fallback.role != role:
            raise NotThisFamily  # the second sentence speaks of another named rank
        return NamedRankWild(role, holders_choose=True, fallback_up=fallback.up if fallback else 0)

    def wild_role(self, children) -> _Role:
        return _Role(_role(children))

    def wild_role_fallback(self, children) -> _Fallback:
        way = str(first_of(children, _Way).word)
        return _Fallback(first_of(children, _Role).role, 1 if way.startswith("high") else -1)

    def wild_next_way(self, children) -> _Way:
        return _Way(str(children[0]))

    def wild_dealer_said(self, children):
        return None

    # ---- wild ranks that grow as cards turn up ---------------------------------------------
    def wild_climb(self, children) -> WildClimb:
        lowest = not first_of(children, bool)
        how = first_of(children, UpHow)
        return WildClimb(lowest, TriggerEvent(how.event))


class HeldSetReading:
    """The reader's methods for a set of cards held together, and for a hand's value moved by
    its count of wilds."""

    def wild_count_value(self, children) -> WildCountValue:
        words = [c.words for c in children if isinstance(c, _Said)]
        change, per = (c for c in children if isinstance(c, int) and not isinstance(c, bool))
        if per < 1 or change < 1:
            raise NotThisFamily  # "per zero wilds"
        down = any(w in ("drops", "drop", "falls", "fall", "goes down") for w in words)
        round_up = not any(w.endswith("down") and w.startswith("round") for w in words)
        return WildCountValue("odd" in words, -change if down else change, per, round_up)

    def wild_parity(self, children) -> _Said:
        return _Said(str(children[0]))

    def wild_value_moves(self, children) -> _Said:
        return _Said(" ".join(str(c) for c in children))

    def wild_round(self, children) -> _Said:
        return _Said(" ".join(str(c) for c in children if str(c) not in ("(", ")", ",")))

    def wild_held_set(self, children) -> HeldSetWild:
        """Every choice of one item from each "or" group is a set; the number said ("all
        three") must be the size of each."""
        groups = [c for c in children if isinstance(c, _Alts)]
        said = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        sets: list[tuple[str, ...]] = [()]
        for group in groups:
            sets = [held + item for held in sets for item in group.items]
        if any(len(held) != said for held in sets) or len(set(sets)) != len(sets):
            raise NotThisFamily  # "two queens and a jack, all four are wild": not the cards held
        return HeldSetWild(tuple(sets))

    def wild_set_alts(self, children) -> _Alts:
        return _Alts(tuple(children))

    def wild_set_many_alone(self, children) -> _Alts:
        return _Alts((self.wild_set_many(children),))

    def wild_set_one(self, children) -> tuple[str, ...]:
        return (children[-1],)

    def wild_set_many(self, children) -> tuple[str, ...]:
        count, rank = children
        if count < 2:
            raise NotThisFamily  # "one queens"
        return (rank,) * count


@dataclass(frozen=True, slots=True)
class _Said:
    """Words of the sentence a reading looks at."""

    words: str


@dataclass(frozen=True, slots=True)
class _Alts:
    """The items of an "or" group of a held set, each a tuple of ranks."""

    items: tuple[tuple[str, ...], ...]


def _rank(children) -> str:
    return next(c for c in children if isinstance(c, str) and c in cardwords.RANKS and not isinstance(c, Token))


@dataclass(frozen=True, slots=True)
class _Verb:
    dealt: bool


@dataclass(frozen=True, slots=True)
class _Role:
    role: str


@dataclass(frozen=True, slots=True)
class _Way:
    word: str
