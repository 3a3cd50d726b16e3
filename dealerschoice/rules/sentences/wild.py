"""Wild cards: by rank or card, by table card, follow-a-card, per player, paid for."""

from __future__ import annotations

import re

from dealerschoice.rules import cardwords, numbers
from dealerschoice.rules.pattern import Family, expand, num, ordinal
from dealerschoice.rules.steps import Trigger, Wild, WildChange

FAMILY = Family("wild")

_SIZES = r"(?:<NUM>[- ]card hands?(?:,? (?:and|or) )?)+"
_SAME_RANK = r",? as (?:are|is) all (?:other )?cards of the same rank"


def _named(phrase: str, **fields) -> Wild:
    ranks, cards, jokers = cardwords.parse_cards(phrase)
    return Wild("rank" if ranks else "card", ranks, cards, bool(jokers), **fields)


_ASIDE = r"(?:\. (?:this|these|that) (?:is|are|should be|would be) (?:typically |usually |normally |generally )?[^.]+)?"


@FAMILY.pattern(r"(?P<c><CARDS>) (?:are|is) (?:also )?wild(?: in (?P<hl>high|low) hands)?(?: in (?P<sz>" + _SIZES + r"))?(?P<you> for you)?"
                + _ASIDE)
def named(m):
    sizes = tuple(numbers.parse_number(n) for n in re.findall(expand(r"(<NUM>)[- ]card"), m.group("sz") or ""))
    return _named(m.group("c"), hands=m.group("hl") or "any", hand_sizes=sizes, per_player=bool(m.group("you")))


_COSTS = {"ante": "ante", "an ante": "ante", "max bet": "max-bet", "the max bet": "max-bet", "the pot": "pot"}


@FAMILY.pattern(r"(?P<c><CARDS>) costs? (?P<cost>an ante|ante|the max bet|max bet|the pot) to make wild")
def paid(m):
    return _named(m.group("c"), cost=_COSTS[m.group("cost")])


@FAMILY.pattern(r"(?P<c><CARDS>) (?:are|is) wild if you (?:match|pay) the pot")
def paid_pot(m):
    return _named(m.group("c"), cost="pot")


@FAMILY.pattern(r"[^.]+ (?:is|are) wild\. (?:this|these|that) (?:is|are|should be|would be) (?:typically |usually |normally |generally )?"
                r"(?P<c><CARDS>)")
def named_by_aside(m):
    """A card described by its picture ("the queen holding a scepter"), named in the aside that follows."""
    return _named(m.group("c"))


@FAMILY.pattern(r"(?P<r>jacks?|kings?|queens?) with (?:only )?one eye (?:are|is) wild" + _ASIDE)
def one_eyed(m):
    """Face cards drawn in profile: the named cards of the trade."""
    found = cardwords.NAMED_CARDS.get("one-eyed " + m.group("r").rstrip("s"))
    return Wild("card", (), found) if found else None


_TABLE = r"(?:common|community|table|board|center|middle)"


@FAMILY.pattern(r"the (?:last |only )?" + _TABLE + r" card(?: (?:flipped|dealt|turned(?: up)?))? is wild(?:" + _SAME_RANK + ")?")
def last_table(m):
    return Wild("table-last")


@FAMILY.pattern(r"the (?P<hl>low|high)(?:est)? " + _TABLE + r" card is wild(?:" + _SAME_RANK + ")?")
def low_table(m):
    return Wild(f"table-{m.group('hl')}")


@FAMILY.pattern(r"(?:all|any) cards? (?:with a rank )?(?P<n><NUM>) (?:rank )?higher than the (?:(?P<o><ORD>) )?table card (?:are|is) wild")
def above_table(m):
    return Wild("table", table_card=ordinal(m, "o", 1), offset=num(m, "n"))


@FAMILY.pattern(r"(?:all|any) cards? of the same rank as the (?:(?P<o><ORD>) )?table card (?:are|is) wild")
def table_rank(m):
    return Wild("table", table_card=ordinal(m, "o", 1))


@FAMILY.pattern(r"the (?:next )?card (?:flipped|dealt(?: face up)?|turned up) after the (?:last )?(?:flipped |face[- ]up )?(?P<r><RANK>) is wild(?:" + _SAME_RANK + ")?")
def follow(m):
    return Wild("follow", follows=cardwords.parse_rank(m.group("r")))


@FAMILY.pattern(r"the dealer (?:declares|names|picks|chooses) (?:one|a) rank (?:to be|as|that is) wild")
def dealer(m):
    return Wild("dealer")


@FAMILY.pattern(r"the first card each player flip(?:s|ped) (?:up )?is wild for that player(?:" + _SAME_RANK + ")?")
def first_flip(m):
    return Wild("first-flip", per_player=True)


@FAMILY.pattern(r"your (?:low|lowest) (?P<h>hole |down )?card is wild for you(?:" + _SAME_RANK + ")?")
def low_card(m):
    return Wild("low-card", per_player=True, hole_only=bool(m.group("h")))


@FAMILY.pattern(r"if you have a down card that pairs with an up card, that rank is wild for you")
def down_pairs_up(m):
    return Wild("down-pairs-up", per_player=True)


@FAMILY.pattern(r"the rank that is wild is equal to the number of cards (?:you have )?in your hand")
def hand_size(m):
    return Wild("hand-size")


@FAMILY.pattern(r"consecutive cards of the same suit are wild")
def suited_run(m):
    return Wild("suited-run")


@FAMILY.pattern(r"pairs of the same colou?r are wild")
def color_pair(m):
    return Wild("color-pair")


@FAMILY.pattern(r"if (?:a|an) (?P<r><RANK>) is (?:flipped|dealt) face up, that player may pick a wild card, which ceases to be wild\. "
                r"flip the top card off the deck\. all cards of the same rank are now wild")
def wild_change(m):
    return WildChange(Trigger("flip", ranks=(cardwords.parse_rank(m.group("r")),)))
