"""The simulated players' judgement (issue 18): what a hand is worth to keep (`keeping`), how
strong it is against what the seat can see and what that means for betting (`strength`),
which side to declare (`declaring`), and a cheap card-by-card choice of what to pass
(`passing`); what to keep under a game's own ranking (`ranked`: Badugi, deuce-to-seven and
ace-to-six lows, points hands), and how much the game's wild cards or passes raise the
usual winning hand (`baseline`); what a player bids, stakes, buys (back, in) or pays to
fold (`paying`), and which table card or set they pick (`picking`). `play.policies` is the
interface the mechanics call;
these modules decide.

Every answer is a pure function of the cards and rules it is given (the baselines: of
the rules or the program, measured from fixed seeds): the players stay deterministic for
a seed.
"""
