"""The odds' fast path: a game compiled once into a plan of plain operations on card integers.

The odds need only who wins a deal and with what; the full simulator (`play.simulate`) also
writes transcripts, betting text and checks after every rule. For the games whose winner
depends on nothing but where the shuffled cards land (deals to players and the table, fixed
wild cards, a high showdown, a Use rule), `plan.compile_plan` works out once which deck
positions make each player's hands, and `run.play_plan` plays deals as a shuffle and a few
integer scores. Everything else is refused with a reason and played by the full simulator,
so the figures never depend on which path ran (tests/odds/test_fast.py: same winners and
categories, seed for seed, for every runnable game).
"""

from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan, plan_for
from dealerschoice.play.fast.run import DealOutcome, plan_deal, play_plan

__all__ = ["DealOutcome", "Plan", "Unplanned", "compile_plan", "plan_deal", "plan_for", "play_plan"]
