"""What a final hand is made of and what it must reach: own and table cards used, low-hand
rankings, qualifiers, split cards held by a player."""

from __future__ import annotations

from dealerschoice.rules import cardwords
from dealerschoice.rules.pattern import Family, num
from dealerschoice.rules.steps import Qualifier, Showdown, SplitCard, TableRule, Use

FAMILY = Family("hands")

_OWN = r"(?:of (?:your|their) )?(?:own |down |hole |face[- ]down )?cards?"
_TABLE = r"(?:common|community|table|board) cards?"
_FINAL = r"(?:in (?:your|their) (?:final |five[- ]card )?hand)"
_DIFFERENT = r"(?:,? but (?:you|they) (?:can|may) use (?:a )?different (?:<NUM> )?(?:cards )?for (?:your|their) high (?:hand )?and (?:your|their) low hands?)?"


@FAMILY.pattern(r"(?:you|players|each player) must use exactly (?P<h><NUM>) " + _OWN + r"(?: " + _FINAL + r")?" + _DIFFERENT)
def own_exactly(m):
    """The rest of a five-card hand comes from the table."""
    hole = num(m, "h")
    return Use(hole, max(0, 5 - hole))


@FAMILY.pattern(r"(?:your|a player's|the) final hand must (?:consist of|be made (?:up )?of|use) exactly (?P<h><NUM>) " + _OWN
                + r" and (?:exactly )?(?P<t><NUM>) " + _TABLE
                + r"|(?:you|players) must use exactly (?P<h2><NUM>) " + _OWN + r" and (?:exactly )?(?P<t2><NUM>) " + _TABLE
                + r"(?: " + _FINAL + r")?")
def own_and_table(m):
    return Use(num(m, "h") or num(m, "h2"), num(m, "t") or num(m, "t2"))


@FAMILY.pattern(r"(?:your|a player's) (?:final )?hand (?:may|can|must) (?:only )?(?:use|consist of|be made (?:up )?of|contain) [^.]+"
                r"|(?:you|players) may use [^.]*(?:sets?|common|table|board|down cards)[^.]*")
def use_restricted(m):
    return TableRule("limits which own and table cards a hand may combine in a way the showdown does not model",
                     blocking=True)


@FAMILY.pattern(r"straights and flushes (?:are ignored|do not count|don't count) (?:in|for|against) low hands?"
                r"(?:\. the (?:lowest|best) (?:possible )?(?:low )?hand is (?:an? )?a-2-3-4-5[^.]*)?"
                r"|the (?:lowest|best) (?:possible )?(?:low )?hand is (?:an? )?a-2-3-4-5[^.]*")
def ace_to_five(m):
    return TableRule("states the ace-to-five low ranking, which the showdown already uses for every low hand")


@FAMILY.pattern(r"straights and flushes count (?:against|in) low hands?[^.]*|aces? (?:are|is) (?:always )?high in low hands?[^.]*")
def deuce_to_seven(m):
    return TableRule("a low ranking where straights and flushes count (deuce-to-seven); the showdown ranks lows ace-to-five",
                     blocking=True)


@FAMILY.pattern(r"you can(?:'t|not) win the low(?: hand)? (?:half )?if (?:you have|your hand is) (?:better|worse|higher) than (?:an? )?"
                r"(?:high card with an? )?(?P<r><RANK>)(?:[- ]high| low)?")
def low_ceiling(m):
    return Qualifier("low", cardwords.parse_rank(m.group("r")))


@FAMILY.pattern(r"to win the (?P<hl>high|low)(?: hand| half)?, you must have (?P<how>at least|less than|better than|no better than) (?:a |one )?pair")
def pair_qualifier(m):
    how = m.group("how")
    if m.group("hl") == "high" and how in ("at least", "better than"):
        return Qualifier("high", None, "pair" if how == "at least" else "two-pair")
    if m.group("hl") == "low" and how in ("less than", "no better than"):
        return Qualifier("low", None, "no-pair")
    return None


@FAMILY.pattern(r"the split[- ]card is the (?P<r>low|high)(?:est)?,? (?P<h>face[- ]down |down |hole )?(?P<s><SUIT>)(?P<h2> in the hole| held face[- ]down)?")
def split_card_suit(m):
    return SplitCard(m.group("r"), suit=cardwords.SUIT_WORDS[m.group("s")], hole=bool(m.group("h") or m.group("h2")))


@FAMILY.pattern(r"(?:showdown[,:]? )?(?:the )?(?P<hl>high|low)(?:est)? hand splits the pot with (?:the player holding )?the (?P<r>high|low)(?:est)? "
                r"(?P<s><SUIT>)(?P<h> in the hole| face[- ]down)?")
def split_with_suit(m):
    return (Showdown(m.group("hl"), split_with="split-card"),
            SplitCard(m.group("r"), suit=cardwords.SUIT_WORDS[m.group("s")], hole=bool(m.group("h"))))
