"""The last resort: sentence families the simulator does not play, read by their key words
as a TableRule with the reason. Tried after every other family, one sentence at a time.

A family is blocking when a hand played without the rule would not be this game (it decides
who wins, or moves cards in a way the simulator cannot follow), and not blocking when the
hand stays faithful without it (an option the simple policies never take, a fee). A sentence
with none of these key words stays unknown.
"""

from __future__ import annotations

from dealerschoice.rules.pattern import Family
from dealerschoice.rules.steps import TableRule

FAMILY = Family("unsimulated")

_S = r"[^.]*"  # words within one sentence
_W = lambda words: rf"{_S}\b(?:{words})\b{_S}"  # noqa: E731  (a sentence holding one of these words)

# (name, regex, reason, blocking), in the order they are tried
_FAMILIES = [
    ("forehead", rf"{_S}\bshows?\b{_S}\b(?:everyone else|all other players|the other players)\b{_S}"
                 rf"|{_S}may not look at{_S}\bshow\b{_S}",
     "cards shown to everyone but their holder; the simulator has no such cards", True),
    ("wild_choice", rf"{_W('choose|chooses|chosen|declares?|calls?|names?|picks?')}\bwild\b{_S}"
                    rf"|{_S}\bwild\b{_S}\b(?:for them|die|dice|roll)\b{_S}",
     "a wild card chosen or named during play; the simulator's wilds are fixed by the rules", True),
    ("counts_as", _W("can count as|may count as|counts as|count as|may be called|can be called|are called|can be used as"),
     "cards that stand for other cards (limited wilds); the hands evaluator has no such cards", True),
    ("other_rank", _W("ranks? higher or lower|one rank higher|one rank lower"),
     "cards that may count as a neighbouring rank (limited wilds); the hands evaluator has no such cards", True),
    ("bugs", _W("bugs?"), "a bug (a card completing a straight or flush, or an ace); the simulator has no bugs", True),
    ("wild_other", rf"{_S}\b(?:first|last|next|each|every|lowest|highest|rank equal|number of|face cards|picture cards"
                   rf"|holding|facing|face to)\b{_S}\bwild\b{_S}"
                   rf"|{_S}\bwild\b{_S}\b(?:if|unless|when|until|but|except)\b{_S}|if{_S}\bwild\b{_S}",
     "a wild-card rule that depends on play in a way the simulator does not track", True),
    ("bidding", _W("bids?|bidder|bidding|auction|auctions|auctioned|buy|buys|bought|price|sells?|costs?"),
     "cards are bought or bid for; the simulator has no bidding", True),
    ("dice", _W("die|dice"), "a die roll decides part of the game; the simulator rolls no dice", True),
    ("table_hand", _W("table hand|ghost hand|phantom hand"),
     "a hand on the table that players must beat; the simulator deals none", True),
    ("points", _W("points?|totals?|sum|face value|hand value|dots|pips") + r"|[^.]*\b[a-z]+ ?= ?\d+[^.]*"
               + r"|(?:[a-z']+ ){1,3}hands(?::[^.]*)?",
     "hands scored by points or a ranking of their own; the hands evaluator ranks poker hands", True),
    ("ranking", _W("beats?|ranked|rankings?|worst to best|best to worst|middle hands?|standard poker hands|normal poker hands"
                   "|break ties|lose to|loses to|loose to|don't count|do not count|has the most|with the most"),
     "a hand ranking of its own; the hands evaluator ranks standard poker hands", True),
    ("made_of", rf"the (?:high|low|split)[- ]hand is (?:made (?:up )?of|the){_S}|{_W('may only be used|can only be used')}",
     "limits which cards make a hand in a way the showdown does not model", True),
    ("legs", _W("legs?"), "played for legs over several hands; the simulator plays one pot", True),
    ("win_early", _W("automatically wins?|instantly wins?|immediately wins?|get the pot|gets the pot|takes it"),
     "someone wins before the showdown on a condition the simulator does not check", True),
    ("win_condition", _W("can't win|cannot win|can not win|must have|qualif(?:y|ies|ier)"),
     "a condition on winning the simulator does not check", True),
    ("options", rf"(?:if{_S}, )?(?:each player|every player|a player|any player|players|you|they|anyone|the winner)"
                rf"(?: in turn)? (?:may|can)\b(?:(?!\bmust\b)[^.])*",
     "an option the simple policies never take; a hand without it is still a hand of this game", False),
    ("aside", r"(?:this|these|that) (?:is|are|should be|would be) (?:typically|usually|normally|generally|often)?[^.]*",
     "an aside naming the usual cards of a rule stated just before", False),
    ("requires", _W("requires?|required"), "a condition the simulator does not track", True),
    ("order", _W("acts? first|goes first|go first"),
     "the order players take an option in; the simple policies take none", False),
    ("stack", _W("stacks?"), "a stack of cards the simulator does not model", True),
    ("extra_round", rf"if{_S}, there is an? (?:additional|extra|further) betting round{_S}",
     "an extra betting round on a condition of play the simulator does not track", False),
    ("split_pot", rf"{_W('splits? the pot|share the pot|split[- ]card')}",
     "a split of the pot the showdown does not model", True),
    ("declare", _W("declares?|declaration|declared"), "a declaration the simulator does not model", True),
    ("fold", _W("must fold|folds?|folding|folded"), "a fold on a condition the simulator does not track", True),
    ("match", rf"{_W('match|matches|matched')}", "a payment settled against the pot the simulator does not model", True),
    ("redeal", _W("redeal|redealt|re-deal"), "a redeal on a condition the simulator does not track", True),
    ("payment", _W("pays?|paid|re-?antes?|antes?"),
     "a fee paid into the pot or to a player; the simulated pot does not take it", False),
    ("repeat", rf"repeat{_S}\b(?:until|once for each|for each|while){_S}\b(?:players?|cards?|pot|someone|everyone|anyone|one){_S}",
     "a repeat whose end the simulator cannot judge", True),
    ("deck_back", rf"(?:shuffle|put|return) (?:any |all |the )?(?:discarded|discards|mucked){_S}(?:back )?into the deck{_S}",
     "discards go back into the deck; a simulated hand never runs the deck short", False),
    ("replace", _W("replace|replaced|replaces|reject|rejects"), "cards replaced on a condition the simulator does not track", True),
    ("discard", _W("discards?|discarded"), "a discard the simulator does not model", True),
    ("moves", rf"{_W('pass|passes|passed|takes?|gives?')}\b(?:left|right|player|players)\b{_S}"
              rf"|{_W('picks?|chooses?')}\bcards?\b{_S}|{_W('exchanges?|swaps?|trades?')}",
     "cards move between players in a way the simulator does not model", True),
    ("flip", _W("flips?|flipped|turns? up|turned up"), "cards turned up in a way the simulator does not model", True),
    ("deal", rf"{_S}\bdeal(?:s|t)?\b{_S}\b(?:up|down|face|table|common|deck|instead|else|clockwise|completely)\b{_S}",
     "a deal the simulator does not model", True),
]


def _make(name: str, reason: str, blocking: bool):
    def build(m):
        return TableRule(reason, blocking=blocking)
    build.__name__ = name
    return build


for _name, _regex, _reason, _blocking in _FAMILIES:
    FAMILY.pattern(_regex)(_make(_name, _reason, _blocking))
