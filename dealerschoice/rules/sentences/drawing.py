"""Draws and twists: "Each player may draw up to three cards (four if they show an ace)."

In draw poker "draw" means throw cards away and get as many new ones, so an optional draw is
a Discard of up to N cards followed by a Draw of one card per discard. A twist is a draw
paid for; the simple policies never pay for one, so it is stated but not simulated.
"""

from __future__ import annotations

from dealerschoice.rules.pattern import Family, num
from dealerschoice.rules.steps import Discard, Draw, TableRule

FAMILY = Family("drawing")

_EACH = r"(?:each|every) player"
# an exception allowing more: "(four if they show an ace)", ", four for the player to the dealer's left"
_MORE = r"(?:,? \((?P<m><NUM>) (?:if|for|when) [^)]*\)|, (?P<m2><NUM>) (?:if|for|when) [^.]*)?"
_ANNOUNCE = (r"(?P<ann>\. (?:everyone|each player|players) (?:declares?|announces?|says?) how many cards (?:they are|they're) drawing"
             r"(?: before any cards are dealt)?)?")
_FACE_UP = r"(?P<up>\. (?:the )?cards drawn are dealt face[- ]up)?"


@FAMILY.pattern(_EACH + r" may draw (?P<upto>up to )?(?P<n><NUM>) (?:new |replacement )?cards?" + _MORE
                + r"(?: if (?:they|he|she) (?:wish|wishes|wants?|likes?))?" + _ANNOUNCE + _FACE_UP)
def optional_draw(m):
    most = num(m, "m") or num(m, "m2")
    steps = (Discard(num(m, "n"), "any", True, most), Draw(None, "up" if m.group("up") else "down", up_to=True))
    if m.group("ann"):
        steps += (TableRule("draws are announced before any card is dealt; the simple policies draw the same either way"),)
    return steps


@FAMILY.pattern(_EACH + r" may draw (?P<n><NUM>) (?:new )?cards?\. who is going to draw is declared (?:simultaneously|at once|together)")
def declared_draw(m):
    return (Discard(num(m, "n"), "any", True), Draw(None, up_to=True),
            TableRule("who draws is declared together first; the simple policies draw the same either way"))


_COST = r"(?:an? |the )?(?:ante|double ante|max bet|double max bet|min bet|pot|bet)"


@FAMILY.pattern(_EACH + r" (?:in turn )?may twist (?P<upto>up to )?(?P<n><NUM>) cards? for " + _COST + r"(?: each)?")
def twist(m):
    return TableRule("a twist (a replacement card bought for chips); the simple policies never pay to twist",
                     step=Draw(num(m, "n"), up_to=True))
