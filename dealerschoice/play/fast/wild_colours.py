"""The wild rules of a hand, asked of the simulator part by part, where the wild cards of a
hand are those of its parts together: "Consecutive cards of the same suit are wild" (a run
is of one suit: the parts are the suits), "Pairs of the same color are wild" (a pair is of
one rank and colour: the ranks), both (the colours), and ranks or cards written out (any
parts). A draw plan asks the rules of every hand each player holds at every choice
(`wilds_draws`), and a hand of seven cards is seldom held twice; its cards of one suit or
one rank, a few of 13 or of 4, nearly always have been. So the wild cards of each part are
asked of the simulator's own rules (`PlayedHand.rules_for` of that part's cards) and
remembered, and the rules of a hand are the simulator's answer for the first hand asked
that had the same wild cards (every other part of the rules is the same for every hand: no
limits, jokers, or rule reading the hand's size, its holder or the side)."""

from __future__ import annotations

from dataclasses import fields

from dealerschoice.cards import HandRules
from dealerschoice.cards.cards import CARD_BY_CODE
from dealerschoice.play.program import Program
from dealerschoice.play.wild_basics import is_red
from dealerschoice.rules.steps import Wild
from dealerschoice.rules.steps.vocab_wild import WildSource

# per source read from the cards, the parts its wild cards are found in apart (None: any)
_PARTS = {WildSource.SUITED_RUN: "suit", WildSource.COLOR_PAIR: "rank", WildSource.RANK: None, WildSource.CARD: None}
_PLAIN = frozenset({"source", "ranks", "cards"})
# per card code (no jokers: `parts_of` refuses them), its part of each kind
_PART_OF: dict[str, list] = {"suit": [CARD_BY_CODE[c].suit for c in range(52)], "rank": [CARD_BY_CODE[c].rank for c in range(52)],
            "colour": [is_red(CARD_BY_CODE[c]) for c in range(52)]}
_KEPT = 1 << 16  # answers kept, of each kind, before they start again


def parts_of(program: Program) -> str | None:
    """The kind of parts the game's hands' wild cards are found in apart ("suit", "rank" or
    "colour"), or None: a standing rule of another kind, a wild rule with a holder, a hand
    size, a cost or a side, limits on wilds, jokers, or only ranks and cards written out."""
    from dealerschoice.play.mechanics.wild_play import Limits, game_limits

    if program.deck.jokers or game_limits(program) != Limits():
        return None
    wilds = [s for _, s in program.standing if isinstance(s, Wild)]
    if not wilds or not all(s.source in _PARTS and all(getattr(s, f.name) == f.default for f in fields(Wild)
                                                       if f.name not in _PLAIN) for s in wilds):
        return None
    kinds = {_PARTS[s.source] for s in wilds} - {None}
    return None if not kinds else kinds.pop() if len(kinds) == 1 else "colour"


class PartRules:
    """The rules of a probe hand's seat for a hand of card codes, part by part (see the module)."""

    def __init__(self, hand, with_limits, kind: str):
        self.hand, self.with_limits = hand, with_limits
        self.part = _PART_OF[kind]
        self.wilds: dict[tuple, frozenset] = {}  # (side, one part's codes) -> their wild cards
        self.rules: dict[tuple, HandRules] = {}  # (side, a hand's wild cards) -> its rules

    def ask(self, number: int, side: str, codes) -> HandRules:
        part = self.part
        parts: dict = {}
        for c in sorted(codes):
            parts.setdefault(part[c], []).append(c)
        wild: frozenset = frozenset().union(*(self._wild(number, side, tuple(p)) for p in parts.values()))
        found = self.rules.get((side, wild))
        if found is None:
            if len(self.rules) >= _KEPT:
                self.rules.clear()
            found = self.rules[side, wild] = self._simulator(number, side, codes)
        return found

    def _wild(self, number: int, side: str, codes: tuple[int, ...]) -> frozenset:
        found = self.wilds.get((side, codes))
        if found is None:
            if len(self.wilds) >= _KEPT:
                self.wilds.clear()
            found = self.wilds[side, codes] = self._simulator(number, side, codes).wild_cards
        return found

    def _simulator(self, number: int, side: str, codes) -> HandRules:
        hand = self.hand
        cards = [CARD_BY_CODE[c] for c in codes]
        return self.with_limits(hand, hand.rules_for(hand.table.seats[number], side, cards), cards)
