"""Deals, the deck, antes and redeals: "Deal two cards down and one card up to each player."."""

from __future__ import annotations

import re

from dealerschoice.rules import cardwords, numbers
from dealerschoice.rules.pattern import Family, expand, num
from dealerschoice.rules.steps import (
    Ante,
    Deal,
    Deck,
    Look,
    NoPeek,
    Redeal,
    Reshuffle,
    Trigger,
    Use,
)

FAMILY = Family("deal")

_FACE = r"(?:face[- ]up|face[- ]down|up|down|open|closed|hole|in the hole)"
_CLAUSE = rf"<NUM> (?:more |additional |extra |new )?(?:(?:{_FACE}|community|common|table) )?cards?(?: {_FACE})?"
_SEP = r"(?:,| and|, and|,? then|, and then)"
_CLAUSES = rf"{_CLAUSE}(?:{_SEP} {_CLAUSE})*"
_EACH = r"(?:to |for )?(?:each|every) player|to everyone|to all(?: the)? players|to each of the players"
_TABLE = r"(?:to|on|onto) the (?:table|board)|in the (?:middle|center)(?: of the table)?"
_CLAUSE_RE = re.compile(expand(rf"(?P<n><NUM>) (?P<pre>[a-z -]*?)cards?(?P<post>(?: {_FACE})?)"))


def _face(text: str) -> str:
    return "up" if re.search(r"\bup\b|\bopen\b", text) else "down"


def _deals(clauses: str, to: str) -> tuple[Deal, ...]:
    deals = []
    for match in _CLAUSE_RE.finditer(clauses):
        words = match.group("pre") + match.group("post")
        target = "table" if re.search(r"community|common|table", words) else to
        deals.append(Deal(numbers.parse_number(match.group("n")), _face(words), target))
    return tuple(deals)


_GROUP = rf"(?P<c>{_CLAUSES})(?: (?P<to>{_EACH}|{_TABLE}))?"
_GROUP_RE = re.compile(expand(_GROUP))
# Every group but the last names its target, so a sentence splits into groups one way only.
_GROUPS = rf"(?:{_CLAUSES} (?:{_EACH}|{_TABLE}){_SEP} )*{_CLAUSES}(?: (?:{_EACH}|{_TABLE}))?"


@FAMILY.pattern(rf"deal (?P<each1>each player )?(?P<body>{_GROUPS})")
def deal(m):
    """Clauses take the target written after them: "one card up to the table, and two down to each player"."""
    deals: list[Deal] = []
    for group in _GROUP_RE.finditer(m.group("body")):
        target = group.group("to")
        to = "table" if target and re.fullmatch(expand(_TABLE), target) else "each"
        if m.group("each1") and to == "table":
            return None
        deals.extend(_deals(group.group("c"), to))
    return tuple(deals)


@FAMILY.pattern(r"(?:deal )?(?P<n><NUM>) (?P<f>face[- ]up|face[- ]down|up|down) (?:card )?to each player"
                r"(?:, rotating the start (?:one player|one seat) (?:to the )?(?:left|right) each round)?")
def deal_bare(m):
    """"Deal one up to each player": the word "card" left out. Where the deal starts round the
    table changes who gets which card, not how many: a fair deal either way."""
    return Deal(num(m, "n"), _face(m.group("f")), "each")


@FAMILY.pattern(r"deal (?P<k><NUM>) sets of (?P<n><NUM>) (?:face[- ]up )?(?:common |community |table )?cards?(?: face[- ]up)?(?: each)?")
def deal_sets(m):
    """Separate boards of table cards; which board a hand may use is a rule of its own."""
    return Deal(num(m, "k") * num(m, "n"), "up", "table")


@FAMILY.pattern(rf"(?:each|every) player (?:is dealt|gets|receives) (?:another |an additional )?(?P<c>{_CLAUSES})")
def each_gets(m):
    return _deals(m.group("c"), "each")


@FAMILY.pattern(r"(?P<d>deal [^,]+), (?:they|players|the players) may not (?:look at|see) (?:these|those|this|the|their) cards?")
def deal_unseen(m):
    """A deal and its no-peek in one sentence."""
    dealt = deal_pattern().read(m.group("d"))
    return None if dealt is None else dealt + (NoPeek(),)


def deal_pattern():
    return FAMILY.patterns[0]


_ADD = r"(?:,? and add (?P<j><NUM>) jokers?)?"


@FAMILY.pattern(r"(?:take|remove) (?:all )?(?:the )?(?P<a><RANK>) through (?:the )?(?P<b><RANK>) (?:out of|from) the deck" + _ADD)
def short_deck(m):
    low, high = cardwords.parse_rank(m.group("a")), cardwords.parse_rank(m.group("b"))
    ranks = cardwords.RANKS[cardwords.RANKS.index(low):cardwords.RANKS.index(high) + 1]
    return Deck(jokers=num(m, "j", 0), without=tuple(ranks)) if ranks else None


@FAMILY.pattern(r"(?:take|remove) (?:all )?(?:the )?(?P<c><CARDS>) (?:out of|from) the deck" + _ADD)
def stripped_ranks(m):
    ranks, cards, jokers = cardwords.parse_cards(m.group("c"))
    return Deck(jokers=num(m, "j", 0), without=ranks) if ranks and not cards and not jokers else None


@FAMILY.pattern(r"(?:no player|no one|nobody) may (?:look at|see) (?:these|those|this|that|the|their) cards?(?: until (?:they are )?(?:flipped|turned)(?: up| over)?)?"
                r"|players may not look at (?:these|those|their) cards?")
def no_peek(m):
    return NoPeek()


@FAMILY.pattern(r"(?:each player|players|everyone) may (?:now )?look at <WHO> (?:remaining )?(?:down|hole|no[- ]peek) cards?")
def look(m):
    return Look()


@FAMILY.pattern(r"shuffle (?P<n><NUM>) (?:poker |standard |normal |regular )?(?:52[- ]card )?decks together"
                r"|(?:play|use) (?P<n2><NUM>) (?:poker |standard |normal |regular )?decks(?: shuffled together)?")
def decks(m):
    return Deck(decks=num(m, "n") or num(m, "n2"))


@FAMILY.pattern(r"use (?:a|one) (?:normal |standard |regular )?(?:52[- ]card )?deck with (?P<n><NUM>) jokers?(?: added)?"
                r"|add (?P<n2><NUM>) jokers? to the deck")
def jokers(m):
    return Deck(jokers=num(m, "n") or num(m, "n2"))


@FAMILY.pattern(r"all players discard their hands and the deck is reshuffled"
                r"|(?:re)?shuffle (?:the deck|all (?:the )?cards)(?: together)?")
def reshuffle(m):
    return Reshuffle()


@FAMILY.pattern(r"(?:everyone|each player|all players|every player|players) (?:must )?re-?antes?(?: again)?")
def reante(m):
    return Ante("re-ante")


@FAMILY.pattern(r"players do not ante|there is no ante|no ante")
def no_ante(m):
    return Ante("none")


@FAMILY.pattern(r"(?:everyone|each player|all players|every player) (?:must )?antes?")
def ante(m):
    return Ante("ante")


@FAMILY.pattern(r"if (?P<c><CARDS>) (?:is|are) (?:ever )?dealt (?:face[- ])?up,? (?:then )?(?:redeal|the hand is (?:re)?dealt again)(?: for all)?")
def redeal_on_card(m):
    ranks, cards, _ = cardwords.parse_cards(m.group("c"))
    return Redeal(Trigger("dealt-up", ranks=ranks, cards=cards))


@FAMILY.pattern(r"players (?:must )?use (?:exactly )?(?P<h><NUM>) (?:hole|down|of their own|own) cards? and (?:exactly )?(?P<t><NUM>) (?:table|community|board) cards?")
def use_exact(m):
    return Use(num(m, "h"), num(m, "t"))


@FAMILY.pattern(r"players (?:may )?use any (?:combination|number) of (?:their )?(?:hole|own|down) (?:and|or) (?:table|community|board) cards")
def use_any(m):
    return Use()
