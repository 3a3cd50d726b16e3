"""Guts games whose winner must beat the top cards off the deck (Eastern): "The winning hand
must beat the top five cards off the deck."

The simulator (`table_hand.beat_table`, `_table_seat`) turns that many cards off the deck's
top at the showdown, once anyone is in (fewer where the deck holds fewer), judges them as a
hand of their own with the game's own ranking and wild cards, and lets the winning hand take
the pot only if it beats them: a tie goes to the deck's hand, which then takes that side,
and every player in has lost (a guts settlement makes them all match the pot). The cards
turned go to the muck after the discards, so a redeal gathers them last (`Table.gather`).

The deal is played as the guts plan of the game without the rule plays it (`guts_play`: the
same deals, draws and players going in; the cards turned off the deck were dealt to nobody,
so common cards stay in every hand), the showdown then played on: the deck's next cards
judged by the plan's scorer, or its low judge in a game the low hand wins.

"The highest showing high hand and the lowest showing low hand split the pot." (Studded Guts
Hi/Low): the deck's hand, judged high and low, takes each side whose best hand it beats or ties
(not a side nobody holds a hand for); the other side's winners take its half (the smaller, if
odd) and the rest stays in the pot; every player in who wins no side has lost.

Refused: a game whose plan without the rule is not a guts plan of the high or the low hand or a
cards-speak split without wild cards (a declared split; a split card; wilds a table card
names), and wild cards for the table.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, cast

from dealerschoice.play.fast.counted_guts import count_guts_deal, guts_deal_outcome
from dealerschoice.play.fast.draw_ops import DrawPlan
from dealerschoice.play.fast.first_plan import first_plan
from dealerschoice.play.fast.guts import GutsPlan, compile_guts
from dealerschoice.play.fast.guts_play import GutsPlayer, guts_deal
from dealerschoice.play.fast.guts_showdown import GutsShowdown
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, count_high_low
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Wild
from dealerschoice.rules.steps.showdown import BeatTable
from dealerschoice.rules.steps.vocab_showdown import Against

if TYPE_CHECKING:
    from dealerschoice.play.fast.beat_all import MustWinAllPlan

DECK_TOP = 5  # the cards turned when the rule names no count (`table_hand._table_seat`)
_TIE_TO_TABLE = (0,)  # a key one step above an equal player's: a tie goes to the deck's hand (`table_hand`)


@dataclass(frozen=True, slots=True)
class DeckTopGutsPlan(GutsPlan):
    """A guts plan whose showdown winner must also beat the next `turned` cards off the deck."""

    turned: int = DECK_TOP

    def play(self, seeds: range | list[int]) -> PlanCounts:
        """One deal per seed, counted as `guts_play.play_guts` counts them."""
        player = DeckTopPlayer(self)
        counts = PlanCounts()
        for seed in seeds:
            count_guts_deal(counts, guts_deal(self, seed, player))
        return counts

    def deal(self, seed: int) -> DealOutcome:
        """The last showdown's winners, as `guts_play.guts_outcome` gives them."""
        return guts_deal_outcome(guts_deal(self, seed, DeckTopPlayer(self)))


class DeckTopPlayer(GutsPlayer):
    """A guts plan's player whose showdowns turn the deck's top cards as a hand to beat."""

    def _showdown(self, cards, tie_pays: bool, small: bool = False) -> GutsShowdown | None:
        found = super()._showdown(cards, tie_pays, small)
        if found is None:  # nobody in: no showdown, no cards turned
            return None
        plan = cast(DeckTopGutsPlan, self.plan)
        turned = cards.x[cards.top:cards.top + plan.turned]
        cards.top += len(turned)
        cards.muck.extend(turned)  # shown, then put away with the discards
        if plan.high_low:
            return self._sides_taken(cards, found, turned)
        if plan.low:
            low_judge = self.judge.low_judge
            assert low_judge is not None, "a low guts plan has its low judge (`guts_showdown.GutsJudge`)"
            made = low_judge(turned)
            if found.low is None or made is None or not tuple(made.key) + _TIE_TO_TABLE > tuple(found.low.key):
                return found
            found = replace(found, low=None, low_winners=(), wild=False, counted=PlanCounts())
        else:
            if not found.winners or found.score is None or self.score(turned) < found.score:
                return found
            found = replace(found, winners=(), score=None, wild=False)
        cards.losers = tuple(cards.contenders)  # the deck's hand took the pot: every player in has lost
        return found

    def _sides_taken(self, cards, found: GutsShowdown, turned: list[int]) -> GutsShowdown:
        """A cards-speak split against the deck's hand, which takes each side whose best hand it
        beats or ties (a side nobody holds a hand for it cannot take): the other side's winners
        are paid its half, the rest of the pot stays; every player in who wins no side has lost."""
        high = found.winners if found.score is not None and self.score(turned) < found.score else ()
        low_judge = self.judge.low_judge
        assert low_judge is not None, "a high-low guts plan has its low judge (`guts_showdown.GutsJudge`)"
        made = low_judge(turned) if found.low is not None else None
        taken_low = found.low is not None and made is not None and tuple(made.key) + _TIE_TO_TABLE > tuple(found.low.key)
        low, low_seats = (None, ()) if taken_low else (found.low, found.low_winners)
        if high == found.winners and not taken_low:
            return found
        counted = PlanCounts()
        count_high_low(counted, found.score or 0, high, low, low_seats)
        cards.losers = tuple(s for s in cards.contenders if s + 1 not in high and s + 1 not in low_seats)
        return replace(found, winners=high, score=found.score if high else None, low=low, low_winners=low_seats,
                       wild=False, counted=counted, half_kept=bool(high or low_seats))


def compile_deck_top(program: Program, players: int) -> DeckTopGutsPlan:
    """The plan of a guts game whose winner must beat the top cards off the deck; `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "East", (), (), (Rule(1, "Deal three cards face down to each player.", 5),
    ...     Rule(2, "Declare in/out simultaneously.", 6), Rule(3, "Showdown, high hand wins.", 7),
    ...     Rule(4, "The winning hand must beat the top four cards off the deck.", 8),
    ...     Rule(5, "Anyone who went in and lost must match the pot. If no one went in or someone had to match "
    ...          "the pot, redeal for all.", 9)), None, Source("x", 1))
    >>> compile_deck_top(game_program(game), 4).turned
    4
    """
    beat = program.standing_of(BeatTable)
    if not beat:
        raise Unplanned("no hand to beat")
    number, rule = beat[0]
    if len(beat) > 1 or rule.against != Against.DECK_TOP:
        raise Unplanned(f"rule {number}: a hand to beat other than the top cards off the deck ({rule.against})")
    if any(s.table_hand for s in program.steps_of(Wild)):
        raise Unplanned(f"rule {number}: wild cards for the table beside a hand off the deck")
    base = compile_guts(Program(program.game, program.actions, tuple(
        (n, s) for n, s in program.standing if not isinstance(s, BeatTable)), program.notes), players)
    # a declared split would have the deck's hand play for the sides declared; a cards-speak split is
    # played without wild cards (the side the deck's hand leaves decides the winner's wilds counted)
    if type(base) is not GutsPlan or base.sides or base.table_wilds or (base.high_low and not base.plain):
        raise Unplanned(f"rule {number}: a hand off the deck to beat in a guts game of a declared split, a split card, "
                        f"wilds a table card names or a split with wild cards ({type(base).__name__})")
    values = {f.name: getattr(base, f.name) for f in fields(GutsPlan)}
    return DeckTopGutsPlan(**values, turned=rule.count or DECK_TOP)


def compile_beats(program: Program, players: int) -> DeckTopGutsPlan | DrawPlan | MustWinAllPlan:
    """The plan of a game whose winner must beat another hand: the top cards off the deck
    (this module), the runner-up's switched hand (`beat_switch`), every other player's hand of
    each size (`beat_all`); `Unplanned` with every reason."""
    from dealerschoice.play.fast.beat_all import compile_must_win_all  # each imports what this one does
    from dealerschoice.play.fast.beat_switch import compile_switch

    return first_plan((compile_deck_top, compile_switch, compile_must_win_all), program, players)
