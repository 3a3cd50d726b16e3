"""Cards changing hands or shape: pass, discard, draw, stack, split."""

from __future__ import annotations

import re

from dealerschoice.rules import numbers
from dealerschoice.rules.pattern import Family, expand, num
from dealerschoice.rules.steps import (
    Discard,
    Draw,
    HandLimit,
    Pass,
    PassMove,
    Split,
    Stack,
)

FAMILY = Family("cards")

_TARGET = r"to (?:the player (?P<s>(?:<NUM>) seats?) to <WHO> (?P<d1><LR>)|<WHO> (?P<d2><LR>)|the player (?:on|to) <WHO> (?P<d3><LR>))"
_MOVE = rf"<NUM> (?:(?:down|up|face[- ]down) )?cards? {_TARGET}"
_MOVE_RE = re.compile(expand(_MOVE.replace("<NUM>", "(?P<n><NUM>)", 1)))
_MOVES = rf"{_MOVE}(?:(?:,| and|, and|,? then) {_MOVE})*"
_MOVES_PLAIN = re.sub(r"\(\?P<\w+>", "(?:", _MOVES)


@FAMILY.pattern(rf"(?:each|every) player (?:simultaneously )?(?:passes|gives) (?P<m>{_MOVES_PLAIN})")
def passes(m):
    moves = []
    which = "down" if re.search(r"\bdown\b", m.group("m")) else "any"
    for move in _MOVE_RE.finditer(m.group("m")):
        seats = move.group("s")
        moves.append(PassMove(
            numbers.parse_number(move.group("n")),
            move.group("d1") or move.group("d2") or move.group("d3"),
            numbers.parse_number(seats.split()[0]) if seats else 1,
        ))
    return Pass(tuple(moves), which)


_DISCARD = (r"(?:each|every) player (?P<may>may |must )?discards? (?P<upto>up to )?(?P<n><NUM>) (?:(?P<w>down|up) )?cards?(?: of <WHO> choice)?"
            r"(?P<draw> and (?:draws?|is dealt|gets|receives) (?:(?P<dn><NUM>|as many) )?(?:new cards|replacements?|cards?|replacement cards)"
            r"(?: from the deck)?)?")


@FAMILY.pattern(_DISCARD)
def discard(m):
    up_to = bool(m.group("upto"))
    steps = (Discard(num(m, "n"), m.group("w") or "any", up_to),)
    if m.group("draw"):
        count = num(m, "dn") if m.group("dn") not in (None, "as many") else None
        steps += (Draw(count, up_to=up_to),)
    return steps


@FAMILY.pattern(r"(?:each|every) player may discard and (?:draw|replace) up to (?P<n><NUM>) cards?"
                r"|(?:each|every) player may (?:replace|exchange|trade in) up to (?P<n2><NUM>) (?:of <WHO> )?cards?(?: from the deck)?")
def discard_draw(m):
    return Discard(num(m, "n") or num(m, "n2"), "any", True), Draw(None, up_to=True)


@FAMILY.pattern(r"(?:each|every) player draws? (?P<upto>up to )?(?P<n><NUM>) (?:new |replacement )?cards?(?: from the deck)?")
def draw(m):
    return Draw(num(m, "n"), up_to=bool(m.group("upto")))


@FAMILY.pattern(r"discard your (?P<n><NUM>)[- ]card hand")
def discard_hand(m):
    return Discard(num(m, "n"), "hand")


@FAMILY.pattern(r"(?:each|every) player must discard (?P<n><NUM>) of these cards when (?:they are )?flipped(?: during the game)?")
def discard_flipped(m):
    return Discard(num(m, "n"), "flipped")


_FIXED = r"(?:\. the order of the stacks? (?:may|can) not (?:change|be changed)(?: once (?:made|set))?)?"


@FAMILY.pattern(r"(?:each|every) player (?:puts|places|arranges) <WHO> cards (?:in order )?(?:in|into) (?:a )?(?:(?P<n><NUM>)[- ]card )?stack"
                r"(?: face down)?(?: on the table)?(?:,? with (?P<side><NUM>) cards? on (?:either|each) side)?" + _FIXED)
def stack(m):
    side = num(m, "side", 0)
    return Stack(1, num(m, "n"), True, 2 * side)


@FAMILY.pattern(r"(?:each|every) player splits <WHO> cards into (?P<k><NUM>) (?:hands|stacks) of (?P<n><NUM>) cards each,? "
                r"arranging them in order in face down stacks" + _FIXED)
def stacks(m):
    return Stack(num(m, "k"), num(m, "n"), True)


@FAMILY.pattern(r"(?:each|every) player splits <WHO> cards into a hand of (?P<a><NUM>) cards and a hand (?:of )?(?P<b><NUM>) cards"
                r"(?P<rule>\. the <NUM>[- ]card hand must contain a down card and be worse than the <NUM>[- ]card hand)?")
def split(m):
    return Split((num(m, "a"), num(m, "b")), "smaller-below-larger" if m.group("rule") else None)


@FAMILY.pattern(r"(?:neither|no) hand (?:can|may) (?:have|hold|contain) more than (?P<n><NUM>) cards")
def hand_limit(m):
    return HandLimit(num(m, "n"))
