"""Reader of `flip.lark`: players turning their own cards face up.

Every part of a sentence reads as a few `Flip` fields (a dict); the sentence's rule puts them
together, so "simultaneously", "face up" or "including players who folded" mean the same
wherever a flip names them.
"""

from __future__ import annotations

from dealerschoice.rules import numbers
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Phrases
from dealerschoice.rules.steps import Flip
from dealerschoice.rules.steps.flip import FlipOnRaise, TurnDown
from dealerschoice.rules.steps.vocab import FlipSource, FlipUntil, FlipWho


def _fields(children) -> dict:
    found: dict = {}
    for child in children:
        if isinstance(child, dict):
            found.update(child)
    return found


def _count(children, default: int = 1) -> int:
    return next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), default)


class Reader(Phrases):
    # ---- sentences -----------------------------------------------------------------
    def flip_plain(self, children) -> Flip:
        fields = _fields(children)
        if 0 in (fields.get("count"), fields.get("deal_instead_at")):
            raise NotThisFamily  # "flips zero cards"
        owner = fields.pop("owner", False)
        if fields.pop("random", False):
            # at random: which card nobody chooses, so the source is "random" (also when the
            # player to one's right picks one of one's down cards blindly)
            if fields.get("source") not in (FlipSource.CHOICE, None) or fields.get("count") is None:
                raise NotThisFamily
            fields["source"] = FlipSource.RANDOM
        elif owner:
            raise NotThisFamily  # a neighbour picks the card: not read unless at random
        if fields.pop("no_peek", False):
            # as the older reading: every player turns up their no-peek card together
            fields["simultaneous"] = True
        return Flip(**fields)

    def flip_on_raise(self, children) -> FlipOnRaise:
        """The flip, each time someone raises: "If anyone raises, everyone flips a no peek card"."""
        return FlipOnRaise(self.flip_plain(children))

    def flip_raiser(self, children) -> None:
        return None

    def flip_turn_down(self, children) -> TurnDown:
        fields = _fields(children)
        if set(fields) - {"who"}:
            raise NotThisFamily
        return TurnDown(fields.get("who", FlipWho.EACH))

    def flip_until_best(self, children) -> Flip:
        fields = _fields(children)
        if set(fields) - {"who", "table_counts", "limit", "from_either", "simultaneous"} or fields.get("simultaneous"):
            raise NotThisFamily  # one player at a time: "may", "at random" do not go with it
        fields.pop("simultaneous", None)
        if fields.get("limit") == 0:
            raise NotThisFamily
        return Flip(count=1, source=FlipSource.CHOICE, until=FlipUntil.BEST_SHOWING, **fields)

    def flip_top_to_hand(self, children) -> Flip:
        fields = _fields(children)
        if set(fields) - {"who"} or fields.get("who", FlipWho.EACH) != FlipWho.EACH:
            raise NotThisFamily
        return Flip(FlipWho.EACH, 1, FlipSource.TOP_TO_HAND, True)

    def flip_discards_of(self, children) -> Flip:
        return Flip(FlipWho.EACH, None, FlipSource.DISCARDS)

    # ---- who -----------------------------------------------------------------------
    def flip_each(self, children) -> dict:
        return {"who": FlipWho.EACH}

    def flip_next(self, children) -> dict:
        return {"who": FlipWho.NEXT}

    def flip_left_of_dealer(self, children) -> dict:
        return {"who": FlipWho.LEFT_OF_DEALER}

    def flip_still_in(self, children) -> None:
        return None

    # ---- how -----------------------------------------------------------------------
    def flip_at_once(self, children) -> dict:
        return {"simultaneous": True}

    def flip_in_turn(self, children) -> dict:
        return {}

    def flip_randomly(self, children) -> dict:
        return {"random": True}

    def flip_must(self, children) -> dict:
        return {}

    def flip_may(self, children) -> dict:
        return {"optional": True}

    def flip_verb(self, children) -> None:
        return None

    # ---- what ----------------------------------------------------------------------
    def flip_top(self, children) -> dict:
        return {"count": _count(children), "source": FlipSource.TOP, **_fields(children)}

    def flip_pile_size(self, children) -> dict:
        """"three card", "three-card": the size of the stack named."""
        return {"stack": children[0]}

    def flip_card_size(self, children) -> int:
        """"three-card", one word."""
        return numbers.parse_number(str(children[0]).split("-")[0])

    def flip_each_stack(self, children) -> dict:
        return {"count": _count(children), "source": FlipSource.EACH_STACK}

    def flip_no_peek_own(self, children) -> dict:
        return {"count": 1, "source": FlipSource.TOP, "no_peek": True}

    def flip_choice_cards(self, children) -> dict:
        return {"count": _count(children), "source": FlipSource.CHOICE}

    flip_choice_of = flip_choice_cards

    def flip_any_number(self, children) -> dict:
        return {"count": None, "source": FlipSource.CHOICE, "optional": True}

    def flip_owned(self, children) -> dict:
        return {"count": _count(children), "source": FlipSource.CHOICE, "owner": True}

    def flip_last_dealt(self, children) -> dict:
        return {"count": _count(children), "source": FlipSource.LAST_DEALT}

    def flip_matching(self, children) -> dict:
        return {"count": None, "source": FlipSource.MATCHING_TABLE}

    def flip_rank(self, children) -> dict:
        rank = next(c for c in children if isinstance(c, str))
        return {"count": _count(children), "source": FlipSource.CHOICE, "ranks": (rank,)}

    def flip_own_discards(self, children) -> dict:
        return {"count": None, "source": FlipSource.DISCARDS}

    def flip_face(self, children) -> None:
        return None

    def flip_instead(self, children) -> dict:
        return {"deal_instead_at": _count(children)}

    def flip_folded(self, children) -> dict:
        return {"include_folded": True}

    def flip_all_down(self, children) -> None:
        return None

    # ---- until the best hand showing -------------------------------------------------
    def flip_best(self, children) -> None:
        return None

    def flip_counting(self, children) -> dict:
        # "the table card" and "the first table card" alike: the first table card counts
        return {"table_counts": True}

    def flip_limit(self, children) -> dict:
        return {"limit": _count(children)}

    def flip_no_limit(self, children) -> dict:
        return {}  # "or they have flipped all their cards": where a flip ends anyway

    def flip_either_source(self, children) -> dict:
        return {"from_either": True}

    # parts that carry no value of their own
    def _none(self, children) -> None:
        return None

    flip_their = flip_cards_word = flip_down = flip_no_peek = _none
    flip_pile = flip_piles = flip_of = flip_choice = flip_remaining = flip_owner = _none
    flip_last_round = flip_table_cards = flip_discards = flip_whose = flip_first = _none
    flip_look_top = flip_put = flip_half = flip_best_hand = _none
