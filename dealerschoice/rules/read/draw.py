"""Reader of `draw.lark`: draws, discards, twists, stacks, trades.

In draw poker "draw" means throw cards away and get as many new ones, so "Each player may
draw up to three cards" is a `Discard` of up to three cards and a `Draw` of one card per
discard (`count` None). The bounds are typed on the `Discard` (`low`, `high`, `choices`,
`most` with `most_if`/`most_for`), and `count`/`up_to`/`most` are filled as the older regexes
filled them, so the simulator plays the same draw: it always discards `count` cards, which
every bound here allows.

The reader is composed by meaning: this module reads draws, their order and discards;
`draw_twists` twists, buys and exchanges; `draw_stacks` stacks, trades and table discards;
`draw_events` twisters, opponents' discards, discards from each hand, open draws and table
cards taken; `draw_parts` holds the values they share.
"""

from __future__ import annotations

from dealerschoice.rules.read.draw_events import EventReading
from dealerschoice.rules.read.draw_parts import (
    Bonus,
    Spare,
    TableRef,
    Then,
    Thrown,
    bonus_fields,
    count_bounds,
    first_of,
)
from dealerschoice.rules.read.draw_stacks import StackReading
from dealerschoice.rules.read.draw_twists import TwistReading
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Phrases, Quantity, Ranks
from dealerschoice.rules.steps import Discard, Draw, HandLimit
from dealerschoice.rules.steps.draw import (
    Announced,
    DiscardMatching,
    DiscardsToTable,
    DiscardTo,
    DrawAnnounce,
    DrawBack,
    DrawKeeps,
    DrawUntilDone,
    ReplaceRanked,
    TableDiscard,
    TablePick,
    TableRefill,
)
from dealerschoice.rules.steps.vocab import DrawOrder, DrawSeat, Face, Role


class Reader(TwistReading, StackReading, EventReading, Phrases):
    """The draw family's transformer: its mixins' readings and those below."""

    # ---- draws ---------------------------------------------------------------------------
    def _draw(self, children, optional: bool) -> tuple:
        amount = first_of(children, Quantity)
        bounds = count_bounds(amount, optional)
        face = first_of(children, Face) or Face.DOWN
        steps: tuple = (Discard(which="any", **bounds, **bonus_fields(first_of(children, Bonus)),
                                order=first_of(children, DrawOrder)),)
        if bounds["up_to"]:
            steps += (Draw(None, face, up_to=True),)
        else:
            steps += (Draw(bounds["count"], face),)
        return steps + tuple(c for c in children if isinstance(c, DrawAnnounce))

    def draw_optional(self, children) -> tuple:
        return self._draw(children, True)

    def draw_must(self, children) -> tuple:
        return self._draw(children, False)

    def draw_more_cards(self, children) -> Draw:
        # "Each player draws two cards": cards added, as the older `cards.draw` read it
        amount = first_of(children, Quantity)
        if amount.high is None or amount.choices:
            raise NotThisFamily("a draw of more cards needs a count or a bound")
        return Draw(amount.high, up_to=amount.low != amount.high)

    def draw_replaced(self, children) -> tuple:
        bounds = count_bounds(first_of(children, Quantity), True)
        return Discard(which="any", **bounds), Draw(None, up_to=True)

    def draw_exactly(self, children) -> Quantity:
        return Quantity(children[0], children[0], (children[0],))

    def draw_amount(self, children) -> Quantity:
        return children[0]

    def draw_bonus(self, children) -> Bonus:
        number, (ranks, seat) = children
        return Bonus(number, ranks, seat)

    def draw_twist_more(self, children) -> Bonus:
        return self.draw_bonus(children)

    def draw_bonus_shows(self, children):
        return (children[-1],), None

    def draw_bonus_for(self, children):
        return (), children[0]

    def draw_seat_dealer(self, children) -> DrawSeat:
        return DrawSeat.DEALER

    def draw_seat_left(self, children) -> DrawSeat:
        return DrawSeat.LEFT_OF_DEALER

    def draw_after(self, children):
        return children[0]

    def draw_drawn_face(self, children) -> Face:
        return first_of(children, Face)

    def draw_announce_count(self, children) -> DrawAnnounce:
        return DrawAnnounce(Announced.COUNT, simultaneous=False)

    def draw_announce_who(self, children) -> DrawAnnounce:
        return DrawAnnounce(Announced.WHO, simultaneous=True)

    # ---- the order of a draw -------------------------------------------------------------
    def draw_who_ordered(self, children) -> DrawOrder | None:
        return first_of(children, DrawOrder)

    def draw_order(self, children) -> DrawOrder:
        first = children[0]
        going = children[1] if len(children) > 1 else None
        allowed = {DrawOrder.LOW_SHOWING: (None, "up", "in ascending order"),
                   DrawOrder.HIGH_SHOWING: (None, "down", "in descending order"),
                   DrawOrder.DEALER: (None, "clockwise", "to the left"),
                   DrawOrder.DEALER_COUNTER_CLOCKWISE: ()}
        if first == DrawOrder.DEALER and going in ("counter-clockwise", "counterclockwise", "to the right"):
            return DrawOrder.DEALER_COUNTER_CLOCKWISE
        if going not in allowed[first]:
            raise NotThisFamily(f"an order starting {first} and going {going}")
        return first

    def draw_first_role(self, children) -> DrawOrder:
        role = children[0]
        if role == Role.LOW_SHOWING:
            return DrawOrder.LOW_SHOWING
        if role == Role.HIGH_SHOWING:
            return DrawOrder.HIGH_SHOWING
        raise NotThisFamily(f"a draw starting with {role}")

    def draw_first_low(self, children) -> DrawOrder:
        return DrawOrder.LOW_SHOWING

    def draw_first_high(self, children) -> DrawOrder:
        return DrawOrder.HIGH_SHOWING

    def draw_first_dealer(self, children) -> DrawOrder:
        return DrawOrder.DEALER

    def draw_going(self, children) -> str:
        return " ".join(str(c) for c in children)

    # ---- discards -------------------------------------------------------------------------
    def draw_discard(self, children) -> tuple:
        thrown = first_of(children, Thrown)
        bounds = count_bounds(thrown.amount, False)
        if thrown.amount.low != thrown.amount.high:  # "up to two": the player's choice
            bounds = count_bounds(thrown.amount, True)
        which = str(thrown.face) if thrown.face else "any"
        discard = Discard(which=which, **bounds, **bonus_fields(first_of(children, Bonus)))
        then = first_of(children, Then)
        if then is None:
            return (discard,)
        if then.offset is not None:
            return discard, DrawBack(then.offset)
        return discard, Draw(then.count, up_to=discard.up_to)

    def draw_thrown_cards(self, children) -> Thrown:
        return Thrown(first_of(children, Quantity), first_of(children, Face))

    def draw_thrown_theirs(self, children) -> Thrown:
        count = children[0]
        return Thrown(Quantity(count, count), first_of(children, Face))

    def draw_then_replace(self, children) -> Then:
        return Then()

    def draw_then_count(self, children) -> Then:
        return Then(count=first_of(children, int))

    def draw_then_back(self, children) -> Then:
        return Then(offset=children[0])

    def draw_offset(self, children) -> int:
        number, more_less = children[0], children[1]
        return number if more_less == "more" else -number

    def draw_more_less(self, children) -> str:
        return str(children[0])

    def draw_discard_to(self, children) -> DiscardTo:
        return DiscardTo(first_of(children, int))

    def draw_discard_flipped(self, children) -> Discard:
        count = next(c for c in children if isinstance(c, int))
        return Discard(count, "flipped")

    def draw_hand_limit(self, children) -> HandLimit:
        return HandLimit(next(c for c in children if isinstance(c, int)))

    def draw_discard_hand(self, children) -> Discard:
        return Discard(first_of(children, int), "hand")

    def draw_matching_cards(self, children) -> DiscardMatching:
        table = first_of(children, TableRef)
        return DiscardMatching(table.last, spares_table=any(isinstance(c, Spare) for c in children))

    def draw_matching(self, children) -> TableRef:
        return children[0]

    def draw_ref_any(self, children) -> TableRef:
        return TableRef(None)

    def draw_ref_last(self, children) -> TableRef:
        return TableRef(1)

    def draw_ref_last_n(self, children) -> TableRef:
        return TableRef(children[0])

    def draw_spare(self, children) -> Spare:
        return Spare()

    def draw_table_discard(self, children) -> TableDiscard:
        pick = str(children[0])
        return TableDiscard(TablePick.OLDEST if pick in ("oldest", "first") else TablePick.NEWEST)

    def draw_table_refill(self, children) -> TableRefill:
        return TableRefill(common_first=any(c is True for c in children))

    def draw_common_first(self, children) -> bool:
        return True

    def draw_keeps(self, children) -> DrawKeeps:
        ranks = first_of(children, Ranks)
        if ranks.jokers:
            raise NotThisFamily("jokers kept")
        return DrawKeeps(ranks.ranks, ranks.cards)

    def draw_pick(self, children) -> str:
        return str(children[0])

    # ---- parts with no value of their own -------------------------------------------------
    def _none(self, children):
        return None

    draw_who = draw_discards = draw_they = draw_your = draw_cards = draw_new = draw_wish = _none
    draw_announcer = draw_before = draw_at_once = draw_from_deck = draw_replace = draw_of_theirs = _none
    draw_choice = draw_as_many = draw_table_card = draw_turned = draw_trade_with = draw_trade_even = _none
    draw_trade_info = draw_the_discards = draw_no_peek = draw_table_kinds = draw_table_kind = draw_you = draw_anyone = draw_from_hand = _none

    # ---- low cards replaced; draws repeated --------------------------------------------
    def rank_or_lower(self, children) -> dict:
        return {"most": children[0]}

    def rank_or_higher(self, children) -> dict:
        return {"least": children[0]}

    def draw_held(self, children) -> tuple:
        return ("held", children[0])

    def draw_shown(self, children) -> tuple:
        return ("shown", children[0])

    def draw_replace_ranked(self, children) -> ReplaceRanked:
        bound = next(c for c in children if isinstance(c, dict))
        faces: dict[str, Face] = dict(c for c in children if isinstance(c, tuple))
        return ReplaceRanked(**bound, face=faces.get("held"), shown=faces.get("shown") == Face.UP)

    def draw_until_done(self, children) -> DrawUntilDone:
        return DrawUntilDone()

    # ---- discards laid on the table ----------------------------------------------------
    def draw_to_table(self, children) -> DiscardsToTable:
        return DiscardsToTable(next((c for c in children if isinstance(c, Face)), None))

    def draw_discard_to_table(self, children) -> tuple:
        to_table = first_of(children, DiscardsToTable)
        return (*self.draw_discard([c for c in children if c is not to_table]), to_table)
