"""Reader of `ranking.lark`: hands ranked their own way, special hands that beat everything,
points hands and the split card.

Differences from the old regexes (`sentences/hands.py`, `outcome.py`): the low-hand rankings
they read as `TableRule`s ("Straights and flushes are ignored in low hands...": a note;
"... count against low hands": blocking) are `Ranking` steps here with the same effect (an
ace-to-five low is a non-blocking note, any other low ranking blocks). Split cards and
"3-5-7 is the best hand" read the same steps as before.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from lark import Token

from dealerschoice.rules import cardwords
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Phrases
from dealerschoice.rules.read.ranking_changes import ChangesReading
from dealerschoice.rules.read.ranking_parts import plain, tokens
from dealerschoice.rules.read.ranking_points import PointsReading
from dealerschoice.rules.read.ranking_split import SplitReading
from dealerschoice.rules.steps import BestHand, SplitCard
from dealerschoice.rules.steps.showdown import (
    DealerNames,
    PlaceWins,
    PointsTarget,
    Ranking,
    RankMoved,
    TieBreak,
    TopHand,
)
from dealerschoice.rules.steps.split_cards import HoleSplitCard, NamedSplitCard, SplitCardByTable
from dealerschoice.rules.steps.vocab import (
    DealerNamed,
    HighLow,
    MadeOf,
    Place,
    Ranked,
    Scheme,
    TieBy,
)

# The lowest hand of each low ranking.
_LOWEST = {"a-2-3-4-5": Scheme.ACE_TO_FIVE, "a-2-3-4-6": Scheme.ACE_TO_SIX, "2-3-4-5-7": Scheme.DEUCE_TO_SEVEN}


@dataclass(frozen=True, slots=True)
class _SplitsToo:
    """"... and counts as the top split card" was said."""


@dataclass(frozen=True, slots=True)
class _Lowest:
    """The lowest hand a rider of a ranking names ("a-2-3-4")."""

    run: str


class Reader(ChangesReading, SplitReading, PointsReading, Phrases):
    def ranking(self, children):
        return next(c for c in children if c is not None and not isinstance(c, Token))

    # ---- low hands ----------------------------------------------------------------------------
    def ranking_low_said(self, children) -> Ranking:
        schemes = [c for c in children if isinstance(c, Scheme)]
        if len(set(schemes)) != 1:
            raise NotThisFamily  # "ignored in low hands. The lowest hand is 2-3-4-5-7" says two things
        return Ranking(schemes[0], Ranked.LOW)

    def ranking_low_ignored(self, children) -> Scheme:
        return Scheme.ACE_TO_FIVE

    def ranking_low_counted(self, children) -> Scheme:
        return Scheme.DEUCE_TO_SEVEN

    def ranking_low_aces_counted(self, children) -> Scheme:
        return Scheme.ACE_TO_SIX

    def ranking_lowest_rider(self, children) -> Scheme:
        return children[-1]

    def ranking_lowest(self, children) -> Scheme:
        run = next(str(c) for c in children if isinstance(c, Token) and c.type == "N_RUN")
        if run not in _LOWEST:
            raise NotThisFamily
        return _LOWEST[run]

    def ranking_sf(self, children):
        return None

    ranking_ignored = ranking_unsuited = ranking_known_as = ranking_nickname = ranking_sf

    # ---- hands of fewer cards ---------------------------------------------------------------------
    def ranking_sized(self, children):
        return children[0]

    def ranking_use_sized(self, children) -> Ranking:
        size = plain(children, int)[0]
        scheme = Scheme.NO_STRAIGHTS_FLUSHES if any(c == "no-sf" for c in children) else Scheme.CARDS
        return Ranking(scheme, Ranked.ALL, size)

    def ranking_hands_are(self, children):
        return None

    ranking_order = ranking_category = ranking_hands_are

    def ranking_but(self, children) -> str:
        return "no-sf"


    def ranking_the_split(self, children):
        return None

    # ---- standard hands, changed -------------------------------------------------------------------
    def ranking_standard(self, children):
        return None

    ranking_label = ranking_all = ranking_standard

    def ranking_changed(self, children):
        return next(c for c in children if c is not None and not isinstance(c, Token))

    def ranking_no_sf(self, children) -> Ranking:
        return Ranking(Scheme.NO_STRAIGHTS_FLUSHES)

    def ranking_no_straights(self, children) -> Ranking:
        return Ranking(Scheme.NO_STRAIGHTS)

    def ranking_no_flushes(self, children) -> Ranking:
        return Ranking(Scheme.NO_FLUSHES)

    def ranking_tops(self, children) -> tuple[TopHand, ...]:
        return tuple(c for c in children if isinstance(c, TopHand))

    def ranking_top_beats(self, children) -> TopHand:
        top = children[0]
        return replace(top, split_card=True) if any(isinstance(c, _SplitsToo) for c in children) else top

    def ranking_top_splits(self, children) -> _SplitsToo:
        return _SplitsToo()

    def ranking_top_loses(self, children) -> TopHand:
        top = children[0]
        return TopHand(top.count, top.ranks, top.cards, loses=True)

    def ranking_holding_ranks(self, children) -> TopHand:
        count = plain(children, int)[0]
        return TopHand(count, (plain(children, str)[-1],))

    def ranking_holding_pair(self, children) -> TopHand:
        rank = plain(children, str)[-1]
        colours = [c for c in children if isinstance(c, str) and c in ("red", "black")]
        if colours:
            suits = "hd" if colours[0] == "red" else "sc"
            return TopHand(2, cards=tuple(rank + s for s in suits))
        return TopHand(2, (rank,))

    # ---- ranked by ------------------------------------------------------------------------------------
    def ranking_by(self, children):
        return children[0]

    def ranking_points(self, children) -> Ranking:
        return Ranking(Scheme.POINTS)

    def ranking_which(self, children) -> Ranked:
        words = tokens(children)
        return Ranked.LOW if "low" in words else Ranked.HIGH if "high" in words else Ranked.ALL

    def ranking_badugi(self, children) -> Ranking:
        """"Low hands are ranked by Badugi lows.", and the rules of badugi said after it: the
        lowest hand must be the badugi one, A-2-3-4 (of four suits) for low."""
        lowest = [c for c in children if isinstance(c, _Lowest)]
        if any(low.run != "a-2-3-4" for low in lowest) or (lowest and children[0] != Ranked.LOW):
            raise NotThisFamily  # "the lowest hand is a-2-3-4-5": not badugi
        return Ranking(Scheme.BADUGI, children[0])

    def ranking_badugi_rider(self, children):
        return children[0]

    def ranking_badugi_rule(self, children):
        return None

    ranking_duplicates = ranking_fewer_ignored = ranking_badugi_rule

    def ranking_badugi_lowest(self, children) -> _Lowest:
        return _Lowest(next(str(c) for c in children if isinstance(c, Token) and c.type == "N_RUN"))

    def ranking_points_which(self, children) -> Ranking:
        return Ranking(Scheme.POINTS, children[0])

    def ranking_blackjack(self, children) -> Ranking:
        return Ranking(Scheme.BLACKJACK)

    def ranking_high_card(self, children) -> Ranking:
        return Ranking(Scheme.HIGH_CARD)

    def ranking_best_run(self, children) -> BestHand:
        run = str(children[0])
        return BestHand(tuple(cardwords.parse_rank("ten" if r in ("10", "t") else r if r.isdigit() else
                                                   {"a": "ace", "k": "king", "q": "queen", "j": "jack"}[r])
                              for r in run.split("-")))

    # ---- not the best hand ---------------------------------------------------------------------------
    def ranking_place(self, children) -> tuple[PlaceWins, ...]:
        return tuple(children)

    def ranking_placed(self, children) -> PlaceWins:
        place = plain(children, int)[0]
        words = tokens(children)
        worst = "worst" in words
        low = words[-1] == "low"
        if worst != low:
            raise NotThisFamily  # "the second worst hand wins the pot" / "the second best hand wins low"
        return PlaceWins(place, HighLow.LOW if low else HighLow.HIGH)

    # ---- the split card ------------------------------------------------------------------------------
    def ranking_split_card(self, children):
        return children[0]

    def ranking_end(self, children) -> HighLow:
        return HighLow.HIGH if str(children[0]).startswith("high") else HighLow.LOW

    def ranking_the_split_card(self, children):
        return None

    def ranking_hole(self, children) -> bool:
        return True

    ranking_in_hole = ranking_hole

    def ranking_split_suit(self, children) -> SplitCard:
        end = next(c for c in children if isinstance(c, HighLow))
        suit = plain(children, str)[0]
        return SplitCard(end, suit=suit, hole=any(c is True for c in children))

    def ranking_split_table(self, children) -> SplitCard:
        end = next(c for c in children if isinstance(c, HighLow))
        numbers = plain(children, int)
        return SplitCard(end, numbers[0] if numbers else 1)

    def ranking_named(self, children) -> tuple[str, ...]:
        if isinstance(children[0], str) and children[0] in ("red", "black"):
            suits = "hd" if children[0] == "red" else "sc"
            return tuple(children[1] + s for s in suits)
        return (children[0] + children[1],)

    def ranking_split_named(self, children) -> NamedSplitCard:
        cards = next(c for c in children if isinstance(c, tuple))
        return NamedSplitCard(cards, any(c is True for c in children))

    # ---- ties, changed orders, targets -----------------------------------------------------------
    def ranking_tie(self, children):
        return children[0]

    def ranking_tie_dealer(self, children) -> TieBreak:
        return TieBreak(TieBy.DEALER_CALL)

    def ranking_tie_suits(self, children) -> TieBreak:
        suits = tuple(plain(children, str))
        if len(set(suits)) != 4:
            raise NotThisFamily
        return TieBreak(TieBy.SUITS, suits)

    def ranking_no_bust(self, children) -> PointsTarget:
        return PointsTarget(high=plain(children, int)[0], no_bust=True)

    # ---- split and high hands made their own way --------------------------------------------------
    def ranking_hand_def(self, children) -> Ranking:
        which = children[0]
        kind = next((c for c in children if isinstance(c, tuple)), (Scheme.POKER, None))
        made_of = next((c for c in children if isinstance(c, MadeOf)), None)
        if which == Ranked.HIGH and made_of is None and kind == (Scheme.POKER, None):
            raise NotThisFamily  # "the high hand is the best hand": says nothing
        return Ranking(kind[0], which, kind[1], made_of)

    def ranking_hand_is(self, children) -> Ranked:
        return Ranked.HIGH if "high" in tokens(children) else Ranked.SPLIT

    def ranking_best(self, children):
        return None

    def ranking_kind_blackjack(self, children) -> tuple:
        return Scheme.BLACKJACK, None

    def ranking_kind_sized(self, children) -> tuple:
        return Scheme.CARDS, children[0]

    def ranking_made_of(self, children) -> MadeOf:
        return next(c for c in children if isinstance(c, MadeOf))

    def ranking_no_wilds(self, children) -> MadeOf:
        return MadeOf.NO_WILDS

    def ranking_of_down(self, children) -> MadeOf:
        return MadeOf.DOWN

    def ranking_of_colour(self, children) -> MadeOf:
        return MadeOf.RED if children[0] == "red" else MadeOf.BLACK

    def ranking_named_top(self, children) -> DealerNames:
        """The top hand the dealer names: the naming rule and this one say the same."""
        return DealerNames(DealerNamed.HAND)

    def ranking_no_pairs(self, children) -> Ranking:
        return Ranking(Scheme.NO_PAIRS)

    def ranking_totals(self, children):
        return None

    def ranking_moved(self, children):
        return children[0]

    def ranking_moved_to(self, children) -> RankMoved:
        rank = children[0]
        to = children[1]
        note = children[2] if len(children) > 2 else None
        if note is not None and note != to:
            raise NotThisFamily  # "the lowest card (above a king)" says two things
        return RankMoved(rank, to)

    def ranking_top_bottom(self, children) -> Place:
        return Place.TOP if str(children[0]).startswith("high") else Place.BOTTOM

    def ranking_moved_note(self, children) -> Place:
        return Place.BOTTOM if "below" in tokens(children) else Place.TOP

    def ranking_split_hole(self, children) -> HoleSplitCard:
        end = next(c for c in children if isinstance(c, HighLow))
        return HoleSplitCard(end, any(c == "tie-none" for c in children))

    def ranking_tie_none(self, children) -> str:
        return "tie-none"

    def ranking_split_by_table(self, children) -> SplitCardByTable:
        rank = next(c for c in children if isinstance(c, str) and not isinstance(c, (Token, HighLow)))
        if [c for c in children if isinstance(c, HighLow)] != [HighLow.HIGH, HighLow.LOW]:
            raise NotThisFamily  # "... the low card of that suit. Otherwise ... the high card": not this rule
        return SplitCardByTable(rank)

    def ranking_split_of_that(self, children) -> HighLow:
        return next(c for c in children if isinstance(c, HighLow))

    def ranking_table_card(self, children):
        return None
