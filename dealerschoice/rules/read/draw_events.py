"""Part of the draw family's reader (`draw.lark`): cards thrown away or shuffled back when a
card turns up (a twister, an opponent's card chosen for discard), a discard from each of
several hands, an open draw, and table cards taken for matching a player's up card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.rules.read.draw_parts import first_of
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.steps import Flip, Trigger
from dealerschoice.rules.steps.draw import DiscardEachHand
from dealerschoice.rules.steps.passing import OpponentDiscard, TakeTableMatches, Twister
from dealerschoice.rules.steps.vocab import DrawOrder, Face, FlipSource, FlipWho, TriggerEvent


def _count(children) -> int:
    """The first count among a rule's parts (a bool is not a count)."""
    return next(c for c in children if isinstance(c, int) and not isinstance(c, bool))


class EventReading:
    """Readings of twisters, opponents' discards, discards from each hand, open draws and
    table cards taken."""

    if TYPE_CHECKING:  # the draw reader's own (draw.Reader)
        def _draw(self, children: list, optional: bool) -> tuple: ...

    def draw_twister(self, children) -> Twister:
        trigger = first_of(children, Trigger)
        if trigger.who != "any":
            raise NotThisFamily("a twister is called by a player still in")
        return Twister(trigger, _count(children))

    def draw_opponent_discard(self, children) -> OpponentDiscard:
        return OpponentDiscard(first_of(children, Trigger))

    def draw_pair_event(self, children) -> Trigger:
        """"a player is ever dealt an up pair of threes or fours": an up card of one of the
        ranks that pairs another up card (said face up, once, before or after the pair)."""
        if sum(isinstance(c, Face) for c in children) != 1:
            raise NotThisFamily("a pair dealt face up says so once")
        ranks = tuple(c for c in children[1:] if isinstance(c, str) and not isinstance(c, Face))
        if children[0] != "any":
            raise NotThisFamily("the pair is dealt to a player still in")
        return Trigger(TriggerEvent.DEALT_UP, ranks, pair=True)

    def draw_that_player(self, children):
        return None

    draw_each_of = draw_that_player

    # ---- a discard from each hand ------------------------------------------------------
    def draw_discard_each_hand(self, children) -> DiscardEachHand:
        remake = first_of(children, tuple)
        count = _count(children)
        if remake is None:
            return DiscardEachHand(count)
        return DiscardEachHand(count, *remake)

    def draw_or_remake(self, children) -> tuple[int, int]:
        hands, size = [c for c in children if isinstance(c, int) and not isinstance(c, bool)][-2:]
        return hands, size

    # ---- an open draw ------------------------------------------------------------------
    def draw_open_optional(self, children) -> tuple:
        """"Each player flips all five cards face up, and then may draw up to three cards":
        every card turned up (a flip of all of them), then the draw."""
        flip = first_of(children, Flip)
        return (flip, *self._draw([c for c in children if c is not flip], True))

    def draw_show_all(self, children) -> Flip:
        return Flip(FlipWho.EACH, _count(children), FlipSource.CHOICE)

    # ---- table cards taken for matching an up card -------------------------------------
    def draw_take_matches(self, children) -> TakeTableMatches:
        match = first_of(children, dict)
        if match["own"] != Face.UP:
            raise NotThisFamily("table cards match a player's up card, said as one")
        face = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "as"), Face.DOWN)
        discards = "discards-up" in children
        by = match["by"]
        return TakeTableMatches("rank" in by, "suit" in by, face, discards, first_of(children, DrawOrder))

    def draw_match_own(self, children) -> dict:
        return {"own": first_of(children, Face), "by": first_of(children, frozenset)}

    def draw_match_by(self, children) -> frozenset:
        return frozenset(str(c) for c in children if str(c) in ("rank", "suit"))

    def draw_as_face(self, children) -> tuple:
        return ("as", first_of(children, Face))

    def draw_then_discard_up(self, children) -> str:
        if first_of(children, Face) != Face.UP:
            raise NotThisFamily("the card discarded is the up card matched")
        return "discards-up"

    def draw_moves(self, children):
        return None
