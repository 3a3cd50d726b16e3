"""Part of the draw family's reader (`draw.lark`): stacks, trades between players, discards
on top of the deck, table discards chosen by a player, discards passed on, the table hand
auctioned, the table card's holder, the card set aside, and paying instead of discarding."""

from __future__ import annotations

from dealerschoice.rules.read.draw_parts import (
    Fixed,
    Sides,
    Size,
    Thrown,
    count_bounds,
    first_of,
    twist_price,
)
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Price
from dealerschoice.rules.steps import Discard, Stack, Trade
from dealerschoice.rules.steps.draw import (
    AsideReplaces,
    BuyDown,
    DiscardBuyDown,
    DiscardsOnTop,
    DiscardsPassed,
    PayOrDiscard,
    StackSizes,
    TableCardSwap,
    TableDiscard,
    TableHandAuction,
    TablePick,
)
from dealerschoice.rules.steps.vocab import Face, Role


class StackReading:
    """Readings of stacks, trades and the table discards."""

    def draw_stack(self, children) -> Stack:
        # the size comes from the stack's shape ("a four card stack"), not "their five cards"
        size = next((c for c in children if isinstance(c, Size)), Size(None)).size
        sides = first_of(children, Sides)
        return Stack(1, size, True, 2 * sides.count if sides else 0)

    def draw_stack_all(self, children):
        return None

    def draw_stack_size(self, children) -> Size:
        return Size(next(c for c in children if isinstance(c, int) and not isinstance(c, bool)))

    def draw_stack_tail(self, children):
        return children[0]

    def draw_stack_face(self, children):
        if children[0] != Face.DOWN:
            raise NotThisFamily("a stack lies face down")

    def draw_stack_table(self, children):
        return None

    def draw_stack_sides(self, children) -> Sides:
        return Sides(children[0])

    def draw_stack_unseen(self, children):
        return None

    def draw_stack_which(self, children):
        return None

    def draw_fixed(self, children) -> Fixed:
        return Fixed()

    def draw_stacks(self, children) -> Stack:
        stacks, size = [c for c in children if isinstance(c, int) and not isinstance(c, bool)][:2]
        if first_of(children, Face) != Face.DOWN:
            raise NotThisFamily("stacks lie face down")
        return Stack(stacks, size, True)

    def draw_in_order(self, children):
        return None

    def draw_arranges(self, children):
        return None

    # ---- trades, the discards on top ------------------------------------------------------
    def draw_trade(self, children) -> Trade:
        times = first_of(children, tuple)
        if times is None:
            return Trade()
        return Trade(times[0], "ante" if times[1] else None)

    def draw_trade_times(self, children) -> tuple:
        number = first_of(children, int)
        return (number, any(c is True for c in children))

    def draw_trade_fee(self, children) -> bool:
        return True

    def draw_discard_back_on_top(self, children) -> tuple:
        thrown = first_of(children, Thrown)
        bounds = count_bounds(thrown.amount, thrown.amount.low != thrown.amount.high)
        return Discard(which=str(thrown.face) if thrown.face else "any", **bounds), DiscardsOnTop()


    # ---- a chosen table discard, discards passed on, stacks of several sizes, an auction --
    def draw_chooses(self, children):
        return None

    draw_the_discarded = draw_splits = draw_chooses

    def draw_table_chosen(self, children) -> TableDiscard:
        role = next(c for c in children if isinstance(c, Role))
        count = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return TableDiscard(TablePick.CHOSEN, count, role)

    def draw_discards_passed(self, children) -> DiscardsPassed:
        seat = children[-1]
        return DiscardsPassed(seat.direction, seat.seats)

    def draw_stack_one(self, children) -> int:
        return next(c for c in children if isinstance(c, int) and not isinstance(c, bool))

    def draw_stack_list(self, children) -> tuple[int, ...]:
        return tuple(children)

    def draw_stack_fix(self, children) -> Size:
        return Size(next(c for c in children if isinstance(c, int) and not isinstance(c, bool)))

    def draw_stack_sizes(self, children) -> StackSizes:
        sizes = next(c for c in children if isinstance(c, tuple))
        fix = next((c for c in children if isinstance(c, Size)), None)
        fixed: tuple[int, ...] = ()
        if fix is not None:
            if fix.size is None or fix.size not in sizes:  # "the three card stack": one of them
                raise NotThisFamily("the stack whose order is fixed is not one of the stacks")
            fixed = (fix.size,)
        return StackSizes(sizes, fixed)

    def draw_table_auction(self, children) -> TableHandAuction:
        return TableHandAuction()

    # ---- the table card's holder, the card set aside, paying instead of discarding --------
    def draw_table_card_swap(self, children) -> TableCardSwap:
        return TableCardSwap(1)

    def draw_aside_replaces(self, children) -> AsideReplaces:
        return AsideReplaces(next(c for c in children if isinstance(c, int) and not isinstance(c, bool)))

    def draw_pay_or_discard(self, children) -> PayOrDiscard:
        price = first_of(children, Price)
        count = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        each = "each-hand" in children
        return PayOrDiscard(count, **twist_price(price), each_hand=each)

    def buy_down_none(self, children) -> BuyDown:
        return BuyDown(**twist_price(children[0]), cards=0)

    def buy_down_count(self, children) -> BuyDown:
        return BuyDown(**twist_price(children[0]), cards=next(c for c in children[1:] if isinstance(c, int) and not isinstance(c, bool)))

    def draw_buy_down(self, children) -> DiscardBuyDown:
        return DiscardBuyDown(tuple(c for c in children if isinstance(c, BuyDown)))

    def draw_each_hand(self, children) -> str:
        return "each-hand"
