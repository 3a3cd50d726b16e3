"""Conditional rules: "If <something happens to a card>, <the player must/may do something>"."""

from __future__ import annotations

import re

from dealerschoice.rules import cardwords
from dealerschoice.rules.pattern import Family, expand, num, ordinal
from dealerschoice.rules.steps import Deal, Forced, Redeal, TableRule, Trigger

FAMILY = Family("forced")

_SOMEONE = r"(?:(?:a|any) player|you|they|anyone)"
_EVENTS = {
    "flip-or-dealt": r"(?:flips|flip) or (?:is|are) dealt",
    "flip": r"(?:ever )?(?:flips|flip|turns up)",
    "dealt-up": r"(?:is|are) (?:ever )?dealt",
    "gets-up": r"(?:ever )?(?:gets|get|has|have)",
}
_CARD = (r"(?:a |an |the )?(?:(?P<up1>face[- ]up) )?"
         r"(?:(?P<wild>wild card)|(?P<pair>pair)|(?P<suit><SUIT>)|card of the same rank as the (?:(?P<o><ORD>) )?table card"
         r"|card that adds to (?P<sum><NUM>) with any of your cards|(?P<c><CARDS>))"
         r"(?: (?P<up2>face[- ]up|up))?")
_TRIGGERS = [(event, re.compile(expand(rf"{_SOMEONE} {regex} {_CARD}"))) for event, regex in _EVENTS.items()] + [
    ("first-flip", re.compile(expand(r"the first card you flip(?: up)? is (?:a |an )?(?:(?P<wild>wild card)|the same rank as the (?:(?P<o><ORD>) )?table card|(?P<c><CARDS>))"))),
    ("dealt-up", re.compile(expand(rf"an out player is (?:ever )?dealt {_CARD}"))),
]


def _trigger(text: str) -> Trigger | None:
    """The Trigger of an "if ..." clause, or None when no trigger pattern reads it."""
    for event, regex in _TRIGGERS:
        m = regex.fullmatch(text)
        if not m:
            continue
        groups = m.groupdict()
        ranks, cards = (), ()
        if groups.get("c"):
            ranks, cards, _ = cardwords.parse_cards(groups["c"])
        table = groups.get("o") or ("first" if "table card" in text else None)
        return Trigger(
            event, ranks, cards,
            suits=(cardwords.SUIT_WORDS[groups["suit"]],) if groups.get("suit") else (),
            wild=bool(groups.get("wild")), pair=bool(groups.get("pair")),
            sum_to=num(m, "sum") if groups.get("sum") else None,
            table_rank=ordinal(m, "o", 1) if table else None,
            who="folded" if text.startswith("an out player") else "any",
        )
    return None


_COST = r"(?P<cost>max bet|the max bet|an ante|ante|the pot)"
_THEN = {
    r"(?:they|you) (?:must )?(?:automatically |immediately )?(?:must )?fold": ("fold", {}),
    r"(?:they|you) must (?:immediately )?match the pot or fold(?P<get>\. if they match the pot they get dealt an? (?P<face>up|down) card)?":
        ("match-or-fold", {}),
    r"you must pay or fold for each sum to (?:<NUM>) made\. the first time is free, the second is the pot, the third is double the pot, etc\.?"
    r"(?P<get>\. if you pay you get dealt an? (?P<face>up|down) card for each sum)?": ("pay-or-fold", {"escalating": True}),
    r"they may pay " + _COST + r" to buy (?:another|an extra|one more) (?P<face>down|up) card": ("buy", {"optional": True}),
    r"they may buy (?:another|an extra|one more|an?) (?P<face>down|up) card for " + _COST +
    r"(?:\. in the case of multiple [a-z]+ in the same round, start with the player to the left of the deal(?:er)? and go around)?":
        ("buy", {"optional": True}),
    r"they may force any one other player to fold": ("force-fold", {"optional": True}),
    r"they must (?:immediately )?discard it in exchange for the top card (?:off|of|from) the deck": ("exchange", {}),
    r"they can steal one up card from any other player": ("steal-up", {"optional": True}),
    r"they are back in the game for free": ("back-in", {}),
}
_THEN_RE = [(re.compile(expand(regex)), action, extra) for regex, (action, extra) in _THEN.items()]
_COSTS = {"max bet": "max-bet", "the max bet": "max-bet", "an ante": "ante", "ante": "ante", "the pot": "pot"}


@FAMILY.pattern(r"if (?P<when>[^,]+), (?P<then>.+)")
def conditional(m):
    trigger = _trigger(m.group("when"))
    if trigger is None:
        return None
    then = m.group("then")
    if re.fullmatch(r"(?:then )?redeal(?: for all)?", then):
        return Redeal(trigger)
    for regex, action, extra in _THEN_RE:
        found = regex.fullmatch(then)
        if not found:
            continue
        groups = found.groupdict()
        cards = 1 if action in ("buy", "exchange") or groups.get("get") else 0
        face = groups.get("face") or ("down" if action == "exchange" else "up")
        cost = _COSTS.get(groups.get("cost") or "", None)
        return Forced(trigger, action, cost, cards=cards, face=face, **extra)
    return None


@FAMILY.pattern(r"the lowest non-repeated card of the last flip must match the pot or fold"
                r"(?P<cancel>\. once per game each player may cancel any card for determining match or fold, or any players? cancel+ation)?")
def lowest_unrepeated(m):
    forced = Forced(Trigger("lowest-unrepeated-flip"), "match-or-fold")
    if not m.group("cancel"):
        return forced
    return forced, TableRule("a once-per-game option to cancel a card; the simple policies never use it")


@FAMILY.pattern(r"if you flip all (?:of )?your cards and (?:still )?(?:cannot|can't|do not|don't) beat the best hand showing, you (?:must )?fold")
def flipped_all(m):
    return Forced(Trigger("flipped-all-not-best"), "fold")


@FAMILY.pattern(r"if the last player to declare went in against only one other player, they get an? (?:extra|additional) (?P<face>up |down )?card")
def extra_card(m):
    return Deal(1, (m.group("face") or "down ").strip(), "each", "last-declarer-heads-up")
