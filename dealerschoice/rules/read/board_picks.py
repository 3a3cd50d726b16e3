"""Board family, picks: other players' cards in a hand, and picks of common-card groups
(`OtherUse`, `BoardPick`, `PickRequires`)."""

from __future__ import annotations

from dealerschoice.rules.read.board_parts import (
    GROUPS,
    LINE_GROUPS,
    Other,
    Own,
    ints_of,
    tokens_of,
)
from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Quantity
from dealerschoice.rules.steps.board import Pick
from dealerschoice.rules.steps.board_limits import BoardPick, PickRequires
from dealerschoice.rules.steps.vocab import (
    BoardGroup,
    Holding,
    Part,
)


class PickReading:
    """Other players' cards and picks of groups (`board.lark`'s `other_*`, `pick_*` rules)."""

    # ---- other players' cards and picks of common-card groups --------------------------
    def own_all(self, children) -> Own:
        """"your down cards": any of them; "your three down cards": all three."""
        count = ints_of(children)
        cards = next(c for c in children if isinstance(c, Holding))
        if count:
            return Own(count[0], count[0], (), cards, True)
        return Own(0, None, (), cards, False)

    def board_other_face(self, children) -> Holding:
        return Holding.UP if tokens_of(children)[0] in ("up", "face-up") else Holding.DOWN

    def board_other_noun(self, children) -> Holding:
        return next(c for c in children if isinstance(c, Holding))

    def board_other_poss(self, children):
        return None

    def board_other_who(self, children):
        return children[0]

    @staticmethod
    def _other(count: int | None, cards: Holding, who) -> Other:
        if who is None:  # any one other player
            return Other(count, cards)
        return Other(count, cards, who.direction, who.seats)

    def other_of(self, children) -> Other:
        quantity: Quantity = next(c for c in children if isinstance(c, Quantity))
        if quantity.exact is None:
            raise NotThisFamily
        return self._other(quantity.exact, children[-1], None)

    def other_poss(self, children) -> Other:
        count = ints_of(children)
        return self._other(count[0] if count else None, children[-1], None)

    def other_the(self, children) -> Other:
        return self._other(None, children[0], children[-1])

    def other_of_who(self, children) -> Other:
        quantity: Quantity = children[0]
        if quantity.exact is None:
            raise NotThisFamily
        return self._other(quantity.exact, children[1], children[-1])

    def uses_own_other(self, children) -> tuple:
        return (children[0], children[-1])

    def board_pick_groups(self, children) -> BoardGroup:
        return GROUPS[tokens_of(children)[0]]

    board_pick_group = board_pick_groups

    def board_pick_card(self, children) -> str:
        return tokens_of(children)[0]

    def board_first(self, children) -> bool:
        return True

    def board_pick_size(self, children) -> int:
        return ints_of(children)[0]

    def pick_of(self, children) -> Pick:
        """"one of the two flops", "one of the sets of three", "one of the first sets of one"."""
        take = children[0]
        group = next(c for c in children if isinstance(c, BoardGroup))
        at = children.index(group)
        among = ints_of(children[1:at])
        size = ints_of(children[at + 1:])
        return Pick(group, take, among=among[0] if among else None, size=size[0] if size else None,
                    first=True in children[1:at])

    def pick_pair(self, children) -> Pick:
        return Pick(BoardGroup.PAIR, children[0])

    def pick_the(self, children) -> Pick:
        return Pick(children[0])

    def pick_card(self, children) -> Pick:
        which, plural = children[0], children[1]
        if plural:
            raise NotThisFamily
        if which in ("single", "lone"):
            return Pick(BoardGroup.CARD, part=Part.SINGLE)
        return Pick(BoardGroup.CARD, index=1 if which == "first" else -1)

    def pick_middle(self, children) -> Pick:
        """"the middle common of one row": one row, its middle card."""
        _, plural, take, line = children
        if plural or line not in LINE_GROUPS:
            raise NotThisFamily
        return Pick(LINE_GROUPS[line], take, cards=1, part=Part.MIDDLE)

    def pick_end_same(self, children) -> Pick:
        line = children[-1]
        if line not in LINE_GROUPS:
            raise NotThisFamily
        return Pick(LINE_GROUPS[line], cards=children[0], part=Part.END, same=True)

    def pick_from_any(self, children) -> Pick:
        """"one card from any two sets of commons": two of the sets, one card of each."""
        cards = children[0]
        group = next(c for c in children if isinstance(c, BoardGroup))
        take = ints_of(children[1:children.index(group)])[0]
        return Pick(group, take, cards=cards)

    def board_pick_list(self, children) -> tuple[Pick, ...]:
        return tuple(children)

    def board_in_addition(self, children) -> Own:
        return children[0]

    def uses_picks(self, children) -> tuple:
        picks = children[0] if isinstance(children[0], tuple) else (children[0],)
        if picks[0].same:
            raise NotThisFamily
        own = tuple(c for c in children[1:] if isinstance(c, Own))
        return (*own, BoardPick(picks))

    def uses_own_picks(self, children) -> tuple:
        return (children[0], BoardPick((children[-1],)))

    # ---- one pick requiring another ----------------------------------------------------
    def board_req_group(self, children) -> BoardGroup:
        word = tokens_of(children)[0]
        return {"row": BoardGroup.ROW, "column": BoardGroup.COLUMN, "flop": BoardGroup.FLOP}.get(word, BoardGroup.SET)

    def req_pick(self, children) -> Pick:
        group = next(c for c in children if isinstance(c, BoardGroup))
        return Pick(group, 1, cards=1, size=ints_of(children)[-1])

    def board_requires(self, children) -> PickRequires:
        picks = [c for c in children if isinstance(c, Pick)]
        return PickRequires(picks[0], picks[1])
