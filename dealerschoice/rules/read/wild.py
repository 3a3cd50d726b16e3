"""Reader of `wild.lark`: wild cards, limited wilds and dead cards.

A wild is read as a `Wild` of one `WildSource`; the scopes of a sentence ("in high hands",
"for you", "in the hole", "if you pay the pot") are `Scope`s (`wild_parts.py`) that set its fields, each at
most once. Forms the simulator does not play are read all the same, and `Wild.gap` (or the
step types of `steps/wild.py`) says so. The reading is split by meaning: `wild_play.py`
(wilds from play), `wild_chosen.py` (wilds from the deal, a suit that turns up or a rank
someone names), `wild_limited.py` (limited, dead, vanishing, combined wilds),
`wild_moving.py` (wilds by place, seat and deal, and wilds that move or end).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Phrases, Price, Ranks
from dealerschoice.rules.read.wild_chosen import ChosenReading, HeldSetReading
from dealerschoice.rules.read.wild_limited import LimitedReading
from dealerschoice.rules.read.wild_moving import MovingReading
from dealerschoice.rules.read.wild_parts import (
    Scope,
    cost_fields,
    first_of,
    named,
    scoped,
    single,
    word_of,
)
from dealerschoice.rules.read.wild_play import PlayReading
from dealerschoice.rules.steps import Forced, Trigger, Wild
from dealerschoice.rules.steps.vocab import (
    Face,
    ForcedAction,
    LimitedAs,
    TriggerEvent,
    WildHands,
    WildSource,
)
from dealerschoice.rules.steps.wild import LimitedWild


class Reader(ChosenReading, HeldSetReading, LimitedReading, PlayReading, MovingReading, Phrases):
    # ---- the sentence ------------------------------------------------------------------
    def wild(self, children):
        return children[0]

    def wild_one(self, children):
        return children[0]

    def wild_aside_after(self, children):
        """The aside names the cards again ("This is typically the jacks of hearts and
        spades."): the reading is the wild's own, as the older patterns read it."""
        wild, aside = children[0], children[-1]
        if isinstance(wild, tuple):
            wild = single(wild)
        if not isinstance(wild, Wild) or wild.source not in (WildSource.RANK, WildSource.CARD):
            raise NotThisFamily
        if set(aside.cards) != set(wild.cards) or set(aside.ranks) != set(wild.ranks):
            raise NotThisFamily  # the aside names other cards than the sentence
        return wild

    def wild_by_aside(self, children):
        """A card told by its picture ("the queen holding a scepter"), named by the aside."""
        rank, aside = children[0], children[-1]
        if not aside.cards or aside.ranks or aside.jokers or any(c[0] != rank for c in aside.cards):
            raise NotThisFamily
        return Wild(WildSource.CARD, (), aside.cards)

    def wild_aside(self, children) -> Ranks:
        return children[-1]

    def wild_and_forced(self, children):
        wild = single(children[0])
        it = first_of(children, _It)
        action = first_of(children, (ForcedAction, _Share))
        if it.cards is not None and it.cards.jokers:
            raise NotThisFamily  # a Trigger names no jokers
        if it.cards is not None:  # "a heart or a diamond", "a six or a nine"
            trigger = Trigger(TriggerEvent.GETS_UP, ranks=it.cards.ranks, cards=it.cards.cards)
        elif it.rank is not None:
            trigger = Trigger(TriggerEvent.GETS_UP, ranks=(it.rank,))
        elif wild.source == WildSource.RANK:
            trigger = Trigger(TriggerEvent.GETS_UP, ranks=wild.ranks)
        elif wild.cards and not wild.jokers:
            trigger = Trigger(TriggerEvent.GETS_UP, cards=wild.cards)
        else:
            raise NotThisFamily
        if isinstance(action, _Share):
            return (wild, Forced(trigger, ForcedAction.MATCH_OR_FOLD, pot_divided_by=action.divided_by))
        return (wild, Forced(trigger, action))

    def wild_up_costs(self, children):
        """"Threes are wild in the hole. If you get one face up you must pay ante to make it
        wild.": wild down; wild up for a price."""
        wild = single(children[0])
        it = first_of(children, _It)
        if not wild.hole_only or it.rank is not None or it.cards is not None:
            raise NotThisFamily
        return (wild, replace(wild, hole_only=False, up_only=True, **cost_fields(first_of(children, Price))))

    def wild_chosen_rank(self, children):
        wild = children[0]
        wild = replace(wild, source=WildSource.PLAYER_CARD_RANK)
        return scoped(wild, children[1:])

    def wild_jokers_bugs(self, children):
        return LimitedWild(LimitedAs.BUG, jokers=True)

    # ---- small parts -------------------------------------------------------------------
    def wild_be(self, children):
        return None

    wild_but = wild_get = wild_usually = wild_picture = wild_thing = wild_same = wild_every = wild_be
    wild_you = wild_no_peek = wild_can = wild_as = wild_any_time = wild_a_rank = wild_bug = wild_be

    def wild_must_match(self, children):
        return ForcedAction.MATCH_OR_FOLD

    def wild_must_match_share(self, children):
        return _Share(children[0])

    def wild_share_fraction(self, children) -> int:
        share = Fraction(str(children[0]))
        if share.numerator != 1 or share.denominator == 1:
            raise NotThisFamily  # "3/4 of the pot": no such rule yet
        return share.denominator

    def wild_share(self, children) -> int:
        return children[0]

    def wild_share_word(self, children) -> int:
        return {"half": 2, "third": 3, "quarter": 4, "fifth": 5}[word_of(children)]

    def wild_it_cards(self, children):
        found = Ranks()
        for ranks in children:
            found = found + ranks
        return _It(None, found)

    def wild_must_fold(self, children):
        return ForcedAction.FOLD

    def wild_it_one(self, children):
        return _It(None)

    def wild_hl(self, children) -> str:
        return str(children[0])

    # ---- named cards -------------------------------------------------------------------
    def wild_named(self, children) -> tuple[Wild, ...]:
        found = first_of(children, Ranks)
        faces = [c for c in children if isinstance(c, _Held)]
        if len(faces) > 1:
            raise NotThisFamily
        fields = {}
        if faces:
            fields = {"hole_only": True} if faces[0].face == Face.DOWN else {"up_only": True}
        return scoped(named(found, **fields), children)

    def wild_named_as_are(self, children) -> tuple[Wild, ...]:
        first, then = (c for c in children if isinstance(c, Ranks))
        return named(first + then)

    def wild_dealer_names(self, children):
        return None

    def wild_held_face(self, children):
        return _Held(children[0])

    def wild_scope_hands(self, children) -> Scope:
        return Scope("hands", WildHands(first_of(children, str)))

    def wild_scope_both_hands(self, children) -> Scope:
        return Scope("hands", WildHands.ANY)  # high and low: every hand, what a wild is anyway

    def wild_scope_sizes(self, children) -> Scope:
        return Scope("hand_sizes", children[0])

    def wild_sizes(self, children) -> tuple[int, ...]:
        return tuple(c for c in children if isinstance(c, int))

    def wild_size(self, children) -> int:
        return children[0]

    def wild_scope_you(self, children) -> Scope:
        return Scope("per_player", True)

    def wild_scope_skipped_draw(self, children) -> Scope:
        return Scope("skipped_draw", first_of(children, int))

    def wild_anyone(self, children):
        return None

    def wild_scope_hole(self, children) -> Scope:
        return Scope("hole_only", True)

    def wild_scope_cost(self, children) -> Scope:
        return Scope("cost", cost_fields(children[-1]))

    def wild_scope_everyone(self, children) -> Scope:
        return Scope("everyone", None)  # what a wild is anyway: no field

    def wild_scope_table_hand(self, children) -> Scope:
        return Scope("table_hand", True)

    def wild_paid(self, children) -> tuple[Wild, ...]:
        return named(first_of(children, Ranks), **cost_fields(first_of(children, Price)))

    def wild_hole_card(self, children) -> tuple[Wild, ...]:
        return named(first_of(children, Ranks), hole_only=True)


@dataclass(frozen=True, slots=True)
class _It:
    rank: str | None
    cards: Ranks | None = None


@dataclass(frozen=True, slots=True)
class _Share:
    divided_by: int


@dataclass(frozen=True, slots=True)
class _Held:
    face: Face
