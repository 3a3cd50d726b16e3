"""Betting rounds and declarations."""

from __future__ import annotations

from dealerschoice.rules.pattern import Family, num
from dealerschoice.rules.steps import Ante, Bet, Declare, TableRule

FAMILY = Family("betting")

_ROUND = r"(?:(?:a |one )?(?:normal |regular |standard )?(?:betting round|round of betting)|bet)"
_START = r",? (?:with|starting with|beginning with|led by)"


@FAMILY.pattern(_ROUND + _START + r" the player with the (?P<hl>high|low)(?:est)? (?:hand|cards?) showing(?: opening| opens| first)?")
def bet_showing(m):
    return Bet(f"{m.group('hl')}-showing")


_LEFT = r"(?:the player (?:to the left of the dealer|on the dealer's left|to the dealer's left|left of the dealer)|(?:to the )?left of the dealer)"


@FAMILY.pattern(_ROUND + r"(?:" + _START + r" " + _LEFT + r"(?: opening| opens| first)?)?")
def bet_left(m):
    return Bet("left-of-dealer")


@FAMILY.pattern(_ROUND + r",? (?:starting |beginning )?(?:with )?" + _LEFT + r",? (?:with|and) (?P<n><NUM>) blinds?(?: bets?)?"
                r"(?: and (?P<s><NUM>) straddles?)?")
def bet_blinds(m):
    """A straddle is one more blind bet."""
    return Bet("left-of-dealer", blinds=num(m, "n") + num(m, "s", 0))


@FAMILY.pattern(_ROUND + _START + r" " + _LEFT + r"(?: opening)?,? who must (?:bet|open)")
def bet_forced_open(m):
    return Bet("left-of-dealer", must_open=True)


@FAMILY.pattern(_ROUND + r",? (?:starting|beginning) with the last (?:person|player) to (?:raise|bet)")
def bet_last_raiser(m):
    return Bet("last-raiser")


@FAMILY.pattern(_ROUND + r",? (?:the )?first round starts (?:to the )?left of the dealer, (?:and )?(?:each )?(?:subsequent|later|following) rounds? "
                r"(?:starts? )?(?:rotates?|moves?) (?:one seat )?(?:around the table|to the left|clockwise)")
def bet_rotating(m):
    return Bet("rotate")


@FAMILY.pattern(r"you must match the pot to fold|folding costs? the pot")
def pay_to_fold(m):
    return TableRule("folding costs the pot; the simple policies never fold in a betting round")


@FAMILY.pattern(r"(?:everyone|each player|every player|all players) (?:still in )?must re-?ante or fold")
def reante_or_fold(m):
    return Ante("ante-or-fold")


@FAMILY.pattern(r"if the player who just flipped (?:cards )?(?:didn't|did not) fold, (?:a )?(?:normal )?betting round starting with that player")
def bet_flipper(m):
    return Bet("last-flipper", only_if_in=True)


_CHOICES = {"high/low/both": ("high", "low", "both"), "high/low": ("high", "low"), "high-low": ("high", "low"),
            "high or low": ("high", "low"), "in/out": ("in", "out"), "in or out": ("in", "out")}
_CHOICE = "|".join(c.replace("/", "/") for c in _CHOICES)


@FAMILY.pattern(rf"(?:players |everyone )?declares? (?P<c>{_CHOICE})(?: simultaneously| at once| at the same time)?")
def declare_together(m):
    return Declare(_CHOICES[m.group("c")], "simultaneous")


@FAMILY.pattern(rf"(?:players |everyone )?declares? (?P<c>{_CHOICE}) one at a time, starting with the player to the left of the dealer"
                r"(?P<np>, no passes are allowed|\. no passing is allowed)?"
                r"(?P<re>\. if the dealer is the first to go in, everyone else gets a second chance to go in)?")
def declare_in_turn(m):
    return Declare(_CHOICES[m.group("c")], "in-turn", bool(m.group("np")), bool(m.group("re")))
