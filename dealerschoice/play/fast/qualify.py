"""Qualifiers in a plan ("eight or better for low", "a pair of jacks or better to win high"),
applied as the simulator's judge applies `Rulebook.qualifiers` (`judge.hands_of`):

- a low hand is judged with the lowest top card any low qualifier allows (`making.low_limit`,
  `best_low(..., qualifier=...)`: no hand when none fits) and, under "less than a pair",
  must play no two cards of a rank (`making.low_qualifies`);
- a high hand must reach every high qualifier's category and top rank (`making.high_qualifies`),
  which depends on its score alone (`policies.category` is the score's category), so the best
  group of a seat qualifies exactly when any of its groups does, and the top score of a deal
  exactly when any seat's does.

A hand short of its qualifier is no hand: a high or low showdown nobody qualifies for has no
winner (the pot is not paid), and in a high-low split the side nobody qualifies for gives the
whole pot to the other side (`highlow.settle_high_low`).
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.cards.keys import unpack
from dealerschoice.play import making
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Qualifier
from dealerschoice.rules.steps.vocab import Category, HighLow


@dataclass(frozen=True, slots=True)
class Qualify:
    """A game's qualifiers: the highest card a low may hold, whether a low may pair, and the
    (category, top rank) a high hand must reach for each high qualifier."""

    low_limit: int | None = None
    low_no_pair: bool = False
    high_needs: tuple[tuple[int, int], ...] = ()

    def high_ok(self, score: int) -> bool:
        """Whether a high hand of this score reaches every high qualifier."""
        if not self.high_needs:
            return True
        made, ranks = unpack(score)
        top = ranks[0] if ranks else 0
        return all((made, top) >= need for need in self.high_needs)

    def low_ok(self, low) -> bool:
        """Whether a low hand (judged under `low_limit`; None: none fits) qualifies."""
        return making.low_qualifies(low, (_NO_PAIR,) if self.low_no_pair else ())


NONE = Qualify()
_NO_PAIR = Qualifier(HighLow.LOW, category=Category.NO_PAIR)


def qualify_of(program: Program) -> Qualify:
    """The qualifiers of a program, read as `making` reads `Rulebook.qualifiers`."""
    qualifiers = tuple(dict.fromkeys(s for s in program.steps_of(Qualifier) if isinstance(s, Qualifier)))
    return Qualify(making.low_limit(qualifiers),
                   any(q.pot == "low" and q.category == "no-pair" for q in qualifiers),
                   tuple(sorted(set(making.high_needs(qualifiers)))))  # the needs `making.high_qualifies` checks
