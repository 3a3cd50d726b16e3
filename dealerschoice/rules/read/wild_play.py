"""The wild family's reading of wilds that come from play: a table card, the card after a
card, a player's own card, a card or rank a player chooses, a rank worked out at the showdown,
the shape of a hand (a mixin of `wild.Reader`)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from dealerschoice.rules import cardwords
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import FollowCard, OwnCard, TableCard
from dealerschoice.rules.read.wild_parts import first_of, scoped
from dealerschoice.rules.steps import Trigger, Wild, WildChange
from dealerschoice.rules.steps.vocab import Face, FollowWatch, TriggerEvent, WildSource


class PlayReading:
    """The reader's methods for wilds that depend on play."""

    # ---- table cards -------------------------------------------------------------------
    def wild_table_card(self, children) -> Wild:
        table = first_of(children, TableCard)
        if table.place in ("only", "last"):
            return Wild(WildSource.TABLE_LAST)
        if table.place == "low":
            return Wild(WildSource.TABLE_LOW)
        if table.place == "high":
            return Wild(WildSource.TABLE_HIGH)
        if table.place == "any":
            return Wild(WildSource.TABLE_ANY)
        if table.turned:  # "the first table card flipped": by the order of flipping
            return Wild(WildSource.TABLE_FLIPPED, table_card=table.n)
        return Wild(WildSource.TABLE, table_card=table.n)

    def wild_table_other_colour(self, children) -> Wild:
        wild = self.wild_table_card(children)
        if wild.source not in (WildSource.TABLE, WildSource.TABLE_LAST, WildSource.TABLE_LOW, WildSource.TABLE_HIGH):
            raise NotThisFamily
        return replace(wild, opposite_colour=True)

    def wild_table_row(self, children) -> Wild:
        wild = self.wild_table_card(children)
        if wild.source not in (WildSource.TABLE_LAST, WildSource.TABLE_LOW, WildSource.TABLE_HIGH):
            raise NotThisFamily
        return replace(wild, per_row=True)

    def wild_table_offset(self, children) -> Wild:
        table = first_of(children, TableCard)
        if table.place not in ("only", "nth") or table.turned:
            raise NotThisFamily
        number = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        way = first_of(children, _Way)
        return Wild(WildSource.TABLE, table_card=table.n or 1, offset=number if way.up else -number)

    def wild_updown(self, children):
        return _Way(str(children[0]) == "higher")

    def wild_table_first(self, children) -> tuple[Wild, ...]:
        number = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return tuple(Wild(WildSource.TABLE_FLIPPED, table_card=n) for n in range(1, number + 1))

    # ---- the card after a card -----------------------------------------------------------
    def wild_follow(self, children) -> Wild:
        follow: FollowCard = children[0]
        if follow.hows <= {"flipped", "turned"} and follow.hows:
            watch = FollowWatch.FLIPPED
        elif follow.hows == {"dealt"}:
            # "The card dealt after the last face up five": cards dealt face up. The older
            # pattern read it as following flipped cards, which the game never flips.
            watch = FollowWatch.DEALT
        else:
            watch = FollowWatch.UP
        wild = Wild(WildSource.FOLLOW, follows=follow.follows, watch=watch, before=follow.before,
                    follows_cards=follow.cards)
        return self._own_scoped(wild, children)

    # ---- a player's own card -------------------------------------------------------------
    def wild_own(self, children) -> Wild:
        own: OwnCard = children[0]
        source = WildSource.HIGH_CARD if own.high else WildSource.LOW_CARD
        wild = Wild(source, per_player=True, hole_only=own.face == Face.DOWN, up_only=own.face == Face.UP)
        return self._own_scoped(wild, children)

    def wild_own_suit(self, children) -> Wild:
        """"Your low face-down heart is wild for you, ...": the lowest of the holder's hearts."""
        high = first_of(children, bool)
        face = first_of(children, Face)
        suit = next(c for c in children if isinstance(c, str) and c in cardwords.SUITS)
        wild = Wild(WildSource.HIGH_CARD if high else WildSource.LOW_CARD, per_player=True,
                    hole_only=face == Face.DOWN, up_only=face == Face.UP, among_suit=suit)
        return self._own_scoped(wild, children)

    def _own_scoped(self, wild: Wild, children) -> Wild:
        wild = scoped(wild, children)
        if wild.hand_sizes or wild.cost is not None or (wild.hole_only and wild.up_only):
            raise NotThisFamily
        return wild

    def wild_first_flip(self, children) -> Wild:
        return self._own_scoped(Wild(WildSource.FIRST_FLIP, per_player=True), children)

    def wild_last_dealt(self, children) -> Wild:
        source = WildSource.FIRST_DEALT if "first" in children else WildSource.LAST_DEALT
        return self._own_scoped(Wild(source, per_player=True), children)

    def wild_first_last(self, children) -> str:
        return str(children[0])

    def wild_up_card(self, children) -> Wild:
        high = first_of(children, bool)
        return self._own_scoped(Wild(WildSource.UP_HIGH if high else WildSource.UP_LOW), children)

    # ---- chosen wilds --------------------------------------------------------------------
    def wild_dealer(self, children) -> Wild:
        return Wild(WildSource.DEALER)

    def wild_choose_rank(self, children) -> Wild:
        return self._own_scoped(Wild(WildSource.PLAYER_RANK, per_player=True), children)

    def wild_choose_card(self, children) -> Wild:
        hole = any(isinstance(c, _Hole) and c.hole for c in children)
        return self._own_scoped(Wild(WildSource.PLAYER_CARD, per_player=True, hole_only=hole), children)

    def wild_own_any(self, children):
        return _Hole(False)

    def wild_own_hole(self, children):
        return _Hole(True)

    # ---- a rank worked out ---------------------------------------------------------------
    def wild_rank_is(self, children) -> Wild:
        return Wild(first_of(children, WildSource))

    def wild_by_hand_size(self, children):
        return WildSource.HAND_SIZE

    def wild_by_dice_sum(self, children):
        return WildSource.DICE_SUM

    def wild_by_dice_each(self, children):
        return WildSource.DICE_EACH

    def wild_by_players_left(self, children):
        return WildSource.PLAYERS_LEFT

    # ---- wilds by the shape of a hand ----------------------------------------------------
    def wild_hand_shape(self, children):
        return children[0]

    def wild_suited_run(self, children) -> Wild:
        return Wild(WildSource.SUITED_RUN)

    def wild_color_pair(self, children) -> Wild:
        return Wild(WildSource.COLOR_PAIR)

    def wild_down_pairs_up(self, children) -> Wild:
        return Wild(WildSource.DOWN_PAIRS_UP, per_player=True)

    def wild_change(self, children) -> WildChange:
        return WildChange(Trigger(TriggerEvent.FLIP, ranks=(first_of(children, str),)))


@dataclass(frozen=True, slots=True)
class _Way:
    up: bool


@dataclass(frozen=True, slots=True)
class _Hole:
    hole: bool
