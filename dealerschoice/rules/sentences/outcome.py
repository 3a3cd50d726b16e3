"""Who wins: showdowns, guts settlements, repeats, redeals, hand-ranking changes."""

from __future__ import annotations

import re

from dealerschoice.rules import cardwords
from dealerschoice.rules.pattern import Family, expand, num, ordinal
from dealerschoice.rules.steps import (
    Auction,
    BestHand,
    Dead,
    KeepHands,
    Partners,
    Qualifier,
    Redeal,
    Repeat,
    Settle,
    Showdown,
    SplitCard,
    TableRule,
    Trade,
)

FAMILY = Family("outcome")

_SD = r"(?:showdown[,:]? )?"
_WINS = r"(?:(?:wins|takes) (?:the pot|it all|everything)|wins)"
_SPLIT = r"(?:split|splits|share|shares) the pot"


@FAMILY.pattern(_SD + r"(?:the )?(?P<hl>high|low)(?:est)? hand (?:" + _WINS + r")")
def plain(m):
    return Showdown(m.group("hl"))


@FAMILY.pattern(_SD + r"(?:the )?best (?:<NUM>[- ]card )?(?:poker )?hand " + _WINS)
def best(m):
    return Showdown("high")


@FAMILY.pattern(_SD + r"(?:the )?high(?:est)? (?:hand )?and (?:the )?low(?:est)? hands? " + _SPLIT)
def high_low(m):
    return Showdown("high-low")


@FAMILY.pattern(_SD + r"(?:the )?high(?:est)? showing high hand and the low(?:est)? showing low hand " + _SPLIT)
def high_low_showing(m):
    return Showdown("high-low")


@FAMILY.pattern(_SD + r"(?:the )?high(?:est)? declared high hand and (?:the )?low(?:est)? declared low hand " + _SPLIT
                + r"(?P<both>\. hands declared (?:as )?both must win both (?:ways )?to win anything)?")
def declared(m):
    return Showdown("declared", both_wins_both=bool(m.group("both")))


@FAMILY.pattern(_SD + r"(?:the )?(?P<hl>high|low) hand " + _SPLIT + r" with (?P<w>the split[- ]card|the player to <WHO> left"
                r"|the closest remaining player to <WHO> left)")
def split_with(m):
    w = m.group("w")
    return Showdown(m.group("hl"), split_with="split-card" if "split" in w else "closest-left" if "closest" in w else "left")


@FAMILY.pattern(_SD + r"the team with the highest hand " + _SPLIT + r"(?:\. if a team member folded, the remaining partner gets the whole pot)?")
def team(m):
    return Showdown("high", split_with="team")


@FAMILY.pattern(r"(?:showdown[,:]? )?if two (?:people|players) are in the showdown, low hand takes the pot, otherwise high hand (?:takes )?the pot")
def heads_up_low(m):
    return Showdown("low-if-heads-up")


@FAMILY.pattern(r"the (?P<hl>high|low)(?:est)? (?P<n><NUM>)[- ]card hand " + _WINS)
def sized_hand(m):
    if num(m, "n") != 2:
        return None
    return Showdown(m.group("hl"), hand="two-card")


@FAMILY.pattern(r"the highest unmatched (?:hole|down) card " + _WINS + r"(?P<re>\. if no one has a unique card, redeal)?")
def unmatched(m):
    steps = (Showdown("high", hand="unmatched-hole-card"),)
    return steps + ((Redeal("no-unique-card"),) if m.group("re") else ())


@FAMILY.pattern(r"the players still in show each other their hands, (?P<hl>high|low) hand wins(?P<tie>\. there is no payout in the case of a tie)?")
def guts_show(m):
    return Showdown(m.group("hl"), tie_pays=not m.group("tie"))


@FAMILY.pattern(r"the split[- ]card is the (?P<r>low|high)(?:est)? card of the same suit as the (?:(?P<o><ORD>) )?table card")
def split_card(m):
    return SplitCard(m.group("r"), ordinal(m, "o", 1))


@FAMILY.pattern(r"(?P<r><RANK>(?:-<RANK>)+) is the best hand")
def best_hand(m):
    return BestHand(tuple(cardwords.parse_rank(r) for r in m.group("r").split("-")))


_LOSER = r"(?:any ?one|everyone|anybody|players?) who (?:went|goes) in and lost"


@FAMILY.pattern(_LOSER + r" pays? the winner the pot(?P<keep>\. players keep their hands)?")
def pays_winner(m):
    return (Settle("in-and-lost", "pot", "winner"),) + ((KeepHands(),) if m.group("keep") else ())


@FAMILY.pattern(r"(?:" + _LOSER + r"|if you went in and lost, you) must match the pot(?P<keep>\. players keep their hands)?"
                r"(?P<re>\. if no one went in or someone had to match the pot, redeal for all)?")
def match_pot(m):
    steps = (Settle("in-and-lost"),)
    steps += (KeepHands(),) if m.group("keep") else ()
    return steps + ((Redeal("nobody-in-or-matched"),) if m.group("re") else ())


@FAMILY.pattern(r"if anyone stayed in to get their <ORD> card and lost, they must match the pot"
                r"(?P<re>\. redeal for all unless only one person stayed in until the <ORD> card)?")
def stayed_in(m):
    return (Settle("stayed-and-lost"),) + ((Redeal("unless-one-stayed"),) if m.group("re") else ())


@FAMILY.pattern(r"if you declare out, you must match (?P<half>half )?the pot")
def declared_out(m):
    return Settle("declared-out", "half-pot" if m.group("half") else "pot")


@FAMILY.pattern(r"players keep their hands")
def keep_hands(m):
    return KeepHands()


_UNTIL = {
    r"until everyone (?:still )?in has all (?:of )?their cards face up": "all-up",
    r"until everyone (?:still )?in has (?P<n><NUM>) cards showing": "showing:{n}",
    r"until someone wins (?P<n><NUM>) times\. they take the pot": "wins:{n}",
    r"if there is still money in the pot|while there is (?:still )?money in the pot|until the pot is empty": "pot-empty",
}


@FAMILY.pattern(r"repeat (?:the )?(?:last|previous) (?P<n><NUM>) (?:actions|steps|rules)(?: (?P<c>[^.]+(?:\. they take the pot)?))?")
def repeat(m):
    if m.group("c") is None:
        return None
    for regex, code in _UNTIL.items():
        found = re.fullmatch(expand(regex), m.group("c"))
        if found:
            return Repeat(num(m, "n"), code.format(n=num(found, "n")) if "{n}" in code else code)
    return None


@FAMILY.pattern(r"if you say the word '?(?P<w>[a-z]+),?'? you must pay (?:max bet|the pot|an ante) to the pot")
def table_talk(m):
    return TableRule(f"a penalty for saying \"{m.group('w')}\" at the table; a simulated hand has no table talk")


@FAMILY.pattern(r"(?:each|every) player, starting with the player to the dealer's left, may auction off (?P<n><NUM>) of their cards(?:, keeping any money they make)?")
def auction(m):
    return TableRule("an optional sale of a card between players; the simple policies never sell", step=Auction(num(m, "n")))


@FAMILY.pattern(r"players may trade cards with each other, as long as the same number of cards are traded by each player"
                r"(?:\. no information may be given about the cards except the number offered for trade)?"
                r"(?:\. each player may trade up to (?P<n><NUM>) times, but must re-?ante each time)?")
def trade(m):
    return TableRule("optional trades between players; the simple policies never trade",
                     step=Trade(num(m, "n"), "ante" if m.group("n") else None))


@FAMILY.pattern(r"from high card showing down to low card showing, each player who does not yet have a partner picks one\. "
                r"partners combine their hands, and are now considered one player, although they bet separately")
def partners(m):
    return TableRule("players pair up and pool their hands; the simulator plays every seat alone", blocking=True, step=Partners())


@FAMILY.pattern(r"football hands\. [^.]+(?:\. [^.]+)*")
def football(m):
    return TableRule("hands are scored by points (football hands), not ranked as poker hands; the hands evaluator only ranks poker hands",
                     blocking=True)


@FAMILY.pattern(r"once per game each player may cancel any card for determining match or fold, or any players? cancel+ation")
def cancel(m):
    return TableRule("a once-per-game option to cancel a card; the simple policies never use it")


_CATEGORIES = {"pair": "pair", "two pair": "two-pair", "three of a kind": "trips", "trips": "trips",
               "a straight": "straight", "straight": "straight", "a flush": "flush", "flush": "flush"}


@FAMILY.pattern(r"(?:the )?(?:low|lowest) hand (?:must be|needs to be|has to be) (?:an? )?(?P<r><RANK>)(?:[- ]high)? or (?:better|lower)(?: to (?:win|qualify))?"
                r"|(?:the )?low hand (?:must )?qualif(?:y|ies) with (?:an? )?(?P<r2><RANK>) or (?:better|lower)")
def low_qualifier(m):
    return Qualifier("low", cardwords.parse_rank(m.group("r") or m.group("r2")))


@FAMILY.pattern(r"(?:the )?(?:high|highest) hand (?:must be|needs to be|has to be|must have) (?:at least )?(?:an? )?"
                r"(?P<c>pair|two pair|three of a kind|trips|straight|flush)(?: of (?P<r><RANK>))? or better(?: to (?:win|qualify))?")
def high_qualifier(m):
    return Qualifier("high", cardwords.parse_rank(m.group("r")) if m.group("r") else None, _CATEGORIES[m.group("c")])


@FAMILY.pattern(r"(?P<c><CARDS>) (?:are|is) dead(?: cards?)?")
def dead(m):
    ranks, cards, _ = cardwords.parse_cards(m.group("c"))
    return Dead(ranks, cards)
