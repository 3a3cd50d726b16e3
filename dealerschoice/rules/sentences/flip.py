"""Turning cards face up: from the stack, by choice, one player at a time, until beating."""

from __future__ import annotations

from dealerschoice.rules.pattern import Family, num
from dealerschoice.rules.steps import Declare, Flip, Pass, PassMove

FAMILY = Family("flip")

_EACH = r"(?:each|every) player (?P<sim>simultaneously )?"
_FLIPS = r"(?:flips|turns|rolls) (?:over |up )?"


@FAMILY.pattern(_EACH + _FLIPS + r"(?:the )?top (?:(?P<n><NUM>) )?cards? (?:off|of|from) <WHO> (?:(?:<NUM>)[- ]card )?stacks?"
                r"(?: face up)?(?P<folded>, including players who (?:already |have )?folded)?")
def top_of_stack(m):
    return Flip("each", num(m, "n", 1), "top", bool(m.group("sim")), include_folded=bool(m.group("folded")))


@FAMILY.pattern(_EACH + _FLIPS + r"(?P<n><NUM>) cards? from each of <WHO> stacks")
def each_stack(m):
    return Flip("each", num(m, "n"), "each-stack", bool(m.group("sim")))


@FAMILY.pattern(_EACH + _FLIPS + r"(?P<n><NUM>) (?:down |hole )?cards? of <WHO> choice(?: face up)?"
                r"|" + _EACH.replace("sim", "sim2") + r"(?:flips|turns) (?P<n2><NUM>) (?:down |hole )?cards? (?:of <WHO> choice )?face up")
def choice(m):
    return Flip("each", num(m, "n") or num(m, "n2"), "choice", bool(m.group("sim") or m.group("sim2")))


@FAMILY.pattern(_EACH + _FLIPS + r"(?P<n><NUM>) (?:down )?cards? and passes (?:it|them) to (?:<WHO>|the player (?:on|to) <WHO>) (?P<d><LR>)")
def flip_and_pass(m):
    count = num(m, "n")
    return Flip("each", count, "choice", bool(m.group("sim"))), Pass((PassMove(count, m.group("d")),), "flipped")


@FAMILY.pattern(r"the next player in (?:betting )?order (?:flips|turns) (?:over |up )?(?P<n><NUM>) cards?(?: face up)?")
def next_flips(m):
    return Flip("next", num(m, "n"), "choice")


@FAMILY.pattern(r"the player to the left of the dealer (?:flips|turns) (?:over |up )?(?P<n><NUM>) cards?(?: face up)?")
def left_of_dealer_flips(m):
    return Flip("left-of-dealer", num(m, "n"), "choice")


@FAMILY.pattern(r"the next player in (?:betting )?order (?:flips|turns) (?:over |up )?cards one at a time until (?:either )?"
                r"they have the best hand showing(?: \(counting the (?P<t>(?:first )?table card) as a hand\))?"
                r"(?:,? or they have flipped (?P<lim><NUM>) cards)?"
                r"(?P<either>\. cards (?:can|may) be flipped from the player's down cards or no[- ]peek cards at the player's choice)?")
def until_best(m):
    return Flip("next", 1, "choice", until="best-showing", limit=num(m, "lim"),
                table_counts=bool(m.group("t")), from_either=bool(m.group("either")))


@FAMILY.pattern(_EACH + r"looks at <WHO> top card, puts (?:it )?in(?:to)? <WHO> low \(left\) hand or high \(right\) hand, "
                r"and all players simultaneously reveal (?:their|the) cards")
def top_to_hand(m):
    return Flip("each", 1, "top-to-hand", True)


@FAMILY.pattern(_EACH + _FLIPS + r"(?P<n><NUM>) of <WHO> remaining down cards\. if they flip the one on the right, they are going high; "
                r"if they flip the one on the left, they are going low")
def declare_by_flip(m):
    return Declare(("high", "low"), "by-flip")


@FAMILY.pattern(_EACH + _FLIPS + r"(?:over |up )?<WHO> no[- ]peek cards?(?: face up)?")
def no_peek_card(m):
    """With no stack, "top" turns up the unseen (no-peek) cards."""
    return Flip("each", 1, "top", True)
