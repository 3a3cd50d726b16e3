"""The ranking family's reading of points hands (what each card counts, the targets, the
highest total) and of ties broken by dealing off (a mixin of `ranking.Reader`)."""

from __future__ import annotations

from fractions import Fraction

from lark import Token

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.ranking_parts import FACE, plain, tokens
from dealerschoice.rules.steps.ranking_rules import PointsSweep
from dealerschoice.rules.steps.showdown import (
    CardValues,
    PointsTarget,
    Ranking,
    TieBreak,
)
from dealerschoice.rules.steps.vocab import Ranked, Scheme, TieBy


class PointsReading:
    """The reader's methods for points hands and ties dealt off."""

    # ---- points ---------------------------------------------------------------------------------------
    def ranking_values(self, children) -> CardValues:
        pairs = [(c[i], c[i + 1]) for c in children if isinstance(c, tuple) for i in range(0, len(c), 2)]

        def of(name):
            return tuple(item for kind, items in pairs if kind == name for item in items)
        values, positive, negative = of("values"), of("positive"), of("negative")
        if not values or (positive and not negative) or set(positive) & set(negative):
            raise NotThisFamily  # "reds are positive" says something only beside a colour that is negative
        groups = [group for group, _ in values]
        if len(set(groups)) != len(groups):
            raise NotThisFamily  # one card group given two values
        return CardValues(values, of("double"), of("after"), negative)

    def ranking_value_after(self, children) -> tuple[str, list, str, list]:
        groups, earlier, points = children[0], children[1], children[-1]
        if len(earlier) != 1:
            raise NotThisFamily
        return "values", [(group, points) for group in groups], "after", [(group, earlier[0]) for group in groups]

    def ranking_value_negative(self, children) -> tuple[str, list]:
        return "negative", list(children[0])

    def ranking_value_positive(self, children) -> tuple[str, list]:
        return "positive", list(children[0])

    def ranking_blacks(self, children) -> tuple[str, ...]:
        return ("s", "c")

    def ranking_reds(self, children) -> tuple[str, ...]:
        return ("h", "d")

    def ranking_colour_cards(self, children) -> tuple[str, ...]:
        if isinstance(children[0], tuple):
            return children[0]
        return ("h", "d") if children[0] == "red" else ("s", "c")

    def ranking_cards_ranks(self, children) -> tuple[str, ...]:
        return tuple(plain(children, str))

    def ranking_points_label(self, children):
        return None

    ranking_sum = ranking_sum_of = ranking_points_label

    def ranking_labelled(self, children) -> tuple:
        values = next(c for c in children if isinstance(c, CardValues))
        return Ranking(Scheme.POINTS), values

    def ranking_counting(self, children) -> tuple:
        which = next(c for c in children if isinstance(c, Ranked))
        values = next(c for c in children if isinstance(c, CardValues))
        return Ranking(Scheme.POINTS, which), values

    def ranking_highest_total(self, children) -> Ranking:
        return Ranking(Scheme.POINTS)

    def ranking_closest(self, children) -> PointsTarget:
        numbers = plain(children, int)
        if len(set(numbers)) != 1:
            raise NotThisFamily  # "closest to 31, but over 30 can't beat under 32": not one target
        return PointsTarget(high=numbers[0], near_side_first=len(numbers) > 1)

    # ---- ties broken by dealing ---------------------------------------------------------------
    def ranking_tie_deal_off(self, children) -> TieBreak:
        return TieBreak(TieBy.DEAL_OFF, first=next(c for c in children if isinstance(c, str) and not isinstance(c, Token)))

    def ranking_if_tie(self, children):
        return None

    ranking_deal_off = ranking_if_tie

    def ranking_first_face(self, children) -> str:
        return FACE

    def ranking_first_rank(self, children) -> str:
        return children[0]

    ranking_first_suit = ranking_first_rank

    def ranking_first_colour(self, children) -> str:
        return str(children[0])

    def ranking_value_is(self, children) -> tuple[str, list]:
        groups, points = children[0], children[-1]
        return "values", [(group, points) for group in groups]

    def ranking_value_double(self, children) -> tuple[str, list]:
        return "double", list(children[0])

    def ranking_cards_rank(self, children) -> tuple[str, ...]:
        return (children[0],)

    def ranking_cards_face(self, children) -> tuple[str, ...]:
        return (FACE,)

    def ranking_cards_face_and(self, children) -> tuple[str, ...]:
        return (FACE, *plain(children, str))

    def ranking_cards_other(self, children) -> tuple[str, ...]:
        return ("other",)

    def ranking_cards_suits(self, children) -> tuple[str, ...]:
        return tuple(children)

    ranking_suits = ranking_cards_suits

    def ranking_worth(self, children):
        return None

    def ranking_points_are(self, children) -> tuple[float | None, ...]:
        return tuple(children)

    def ranking_point(self, children) -> float | None:
        if not children:
            return None  # face value
        value = children[0]
        if isinstance(value, Token) and value.type == "N_FRACTION":
            return float(Fraction(str(value)))
        if isinstance(value, int):
            return value
        return None

    def ranking_targets(self, children) -> PointsTarget:
        low = high = None
        busts = {bust for _, _, bust in children}
        if len(busts) != 1:
            raise NotThisFamily  # one target may go past, the other not: not one rule
        for side, value, _ in children:
            if side == "low":
                if low is not None:
                    raise NotThisFamily
                low = value
            else:
                if high is not None:
                    raise NotThisFamily
                high = value
        return PointsTarget(low, high, no_bust=busts.pop())

    def ranking_target(self, children) -> tuple[str, int, bool]:
        words = tokens(children)
        side = "low" if "low" in words else "high"
        bust = "over" in words or "under" in words
        if bust and ("over" in words) != (side == "high"):
            raise NotThisFamily  # "the low hand is closest to 2 without being over": not a target's far side
        return side, plain(children, int)[0], bust

    # ---- a points hand that takes the whole pot -----------------------------------------------
    def ranking_points_sweep(self, children) -> PointsSweep:
        numbers = plain(children, int)
        return PointsSweep(numbers[0], numbers[1] if len(numbers) > 1 else None)

    def ranking_sweep(self, children):
        return None
