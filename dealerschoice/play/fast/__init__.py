"""The odds' fast path: a game compiled once into a plan of plain operations on card integers.

The odds need only who wins a deal and with what; the full simulator (`play.simulate`) also
writes transcripts, betting text and checks after every rule. For the games whose winner
depends on nothing but where the shuffled cards land (deals to players and the table, fixed
wild cards, a high showdown, a Use rule), `plan.compile_plan` works out once which deck
positions make each player's hands, and `run.play_plan` plays deals as a shuffle and a few
integer scores. A game where players throw cards away and draw, pass cards or stack them
compiles to a `draws.DrawPlan`, a few operations played on each shuffled deck, the players'
choices made by the very functions the simulator's players use (`players.keeping`, on card
codes). A low showdown (ace-to-five) or a high-low split where cards speak is judged by
`lows`, a low Hand remembered by the cards' ranks and kinds; qualifiers for high and for low
("eight or better for low") are applied as the judge applies them (`qualify`). Where every
hand is exactly so many of a seat's cards and the rest from the table (Omaha: two and three),
the hands are judged by their ranks and the table's part once for every seat (`omaha`).
High/low declarations are made by the players' own declare choice and settled as the
simulator settles them (`declares`). A guts game, where players declare in or out, losers
match the pot and nobody in means a redeal, plays as a `guts.GutsPlan`; a game whose play
decides what shows (flips until a hand beats the table, up cards that set off rules, wilds
that play changes, redeals) as a `flips.FlipPlan`, played move by move on card codes.
A plan with one mechanic more plays its own deals (`own_play`): the split card's holder
taking half the pot (`split_card`, `split_guts`, `split_flips`), flipped cards sorted into a
low and a high hand, split into stacks, thrown away or passed on (`hand_piles`, `stacks`,
`flip_discards`, `flip_passes`), cards dealt up refused or cards twisted (`refusals`,
`twisting`), a game won by the highest unmatched hole card (`unmatched`);
a game whose forced rules only cost chips, or whose stack only decides what shows, is
planned as the same game without them (`forced`, `stack_aside`).
Wilds each player's own cards decide where the plans above refuse them (`hole_wilds`): at
most so many of some cards ("one three as a wild in their high hand"), cards wild as held or
bought at the showdown ("wild in the hole; face up, pay ante"), a hole card's rank beside
flips at random or twists nobody takes.
A game's own ranking inside draws, guts and flips asks the simulator's own ranking and
choice functions (`ranked_draws`, `ranked_guts`, `ranked_flips`, `ranked_offers`,
`ranked_split`); hands that must beat the deck or every other hand, or a runner-up's switch
(`beat_deck`, `beat_all`, `beat_switch`); folds forced by what a player holds, draws or
empties (`folds_*`); legs of hands (`legs`); guts games' pots, twists and travelling cards
(`guts_pots`, `guts_twists`, `guts_travel`, `guts_high_low`); split cards declared, redealt
or under wilds (`split_declared`, `split_redeals`, `split_wilds`); boards with extra cards,
others' up cards or no own cards (`board_plans`); wilds of play in guts games, named by the
dealer or rolled on dice (`wild_guts`, `wild_named`, `wilds_plan`). A guts deal is counted
the one way (`counted_guts`); a family of plans is tried in turn (`first_plan`).
Everything else is refused with a reason and played by the full simulator,
so the figures never depend on which path ran (tests/odds/test_fast.py: same winners and
categories, seed for seed, for every runnable game).
"""

from dealerschoice.play.fast.draws import DrawPlan
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan, plan_for
from dealerschoice.play.fast.run import DealOutcome, plan_deal, play_plan

__all__ = ["DealOutcome", "DrawPlan", "Plan", "Unplanned", "compile_plan", "plan_deal", "plan_for", "play_plan"]
