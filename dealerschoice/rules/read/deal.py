"""Reader of `deal.lark`: deals of cards to the players or the table."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.rules.read.phrases import Phrases
from dealerschoice.rules.steps import Deal
from dealerschoice.rules.steps.vocab import Face, Target


@dataclass(frozen=True, slots=True)
class _Clause:
    count: int
    face: Face
    table: bool


class Reader(Phrases):
    def deal_groups(self, children) -> tuple[Deal, ...]:
        return tuple(deal for group in children if isinstance(group, tuple) for deal in group)

    def deal_each_first(self, children) -> tuple[Deal, ...]:
        clauses = children[-1]
        return tuple(Deal(c.count, c.face, Target.TABLE if c.table else Target.EACH) for c in clauses)

    def deal_group(self, children) -> tuple[Deal, ...]:
        clauses = children[0]
        to = children[1] if len(children) > 1 else Target.EACH
        return tuple(Deal(c.count, c.face, Target.TABLE if c.table else to) for c in clauses)

    deal_group_to = deal_group

    def deal_clauses(self, children) -> list[_Clause]:
        return [c for c in children if isinstance(c, _Clause)]

    def deal_sep(self, children):
        return None

    def deal_more(self, children):
        return None

    def deal_table(self, children) -> bool:
        return True

    def _clause(self, children) -> _Clause:
        count = children[0]
        face = next((c for c in children if isinstance(c, Face)), Face.DOWN)
        return _Clause(count, face, any(c is True for c in children))

    deal_card_face = deal_face_card = deal_bare = _clause

    def deal_to_each(self, children) -> Target:
        return Target.EACH

    def deal_to_table(self, children) -> Target:
        return Target.TABLE
