"""Limited wilds in play: the game's `LimitedWild` rules (bugs, cards that may count as some
other ranks or cards, cards one rank up or down) made into evaluator options
(`HandRules.jokers="bug"`, `bug_ranks`, `bug_cards`, `Limited`), added to the wild cards
play has made (`play/wilds.py`) wherever a hand is judged.

The wild rules that change in play (follow the queen, a player's own low or high card, wilds
only in the hole) are `play/wilds.py` and `play/triggers.py`; this module adds what holds
all hand long and limits what a card may become.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, HandRules, Limited
from dealerschoice.play.wilds import rank_value
from dealerschoice.rules.steps.vocab import LimitedAs, WildVoidWhen
from dealerschoice.rules.steps.wild import LimitedWild, WildVoid

if TYPE_CHECKING:
    from dealerschoice.play.program import Program
    from dealerschoice.play.simulate import PlayedHand

SUITS = "shdc"


@dataclass(frozen=True, slots=True)
class Limits:
    """What a game's limited wild rules add to every hand's rules: jokers as bugs, natural
    bug ranks and cards, and `Limited` cards."""

    joker_bugs: bool = False
    bug_ranks: frozenset[int] = frozenset()
    bug_cards: frozenset[Card] = frozenset()
    limited: tuple[Limited, ...] = ()
    voids: tuple[WildVoid, ...] = ()  # the rules that take a hand's wild cards away

    def __bool__(self) -> bool:
        """Whether anything is added to every hand's rules (voids depend on the hand)."""
        return self.joker_bugs or bool(self.bug_ranks or self.bug_cards or self.limited)


@dataclass
class LimitsPiece:
    """A hand's `Limits`, read from its program once (never changes during the hand)."""

    ready: bool = field(default=False, compare=False)
    limits: Limits = field(default_factory=Limits, compare=False)


def playable(step: LimitedWild) -> bool:
    """Whether `game_limits` plays a limited wild rule: bugs, ranks, cards and shifts held
    however; not several cards standing for one, nor limits by how a card is held."""
    return step.face is None and step.counts_as != LimitedAs.SEVERAL and not (
        step.jokers and step.counts_as != LimitedAs.BUG)


def game_limits(program: Program) -> Limits:
    """The limits of a program's `LimitedWild` rules.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "G", (), (), (Rule(1, "Deal five cards down to each player.", 1),
    ...     Rule(2, "Showdown, high hand wins.", 2), Rule(3, "Threes are bugs.", 3)), None, Source("g", 1))
    >>> sorted(game_limits(game_program(game)).bug_ranks)
    [3]
    """
    joker_bugs = False
    bug_ranks: set[int] = set()
    bug_cards: set[Card] = set()
    limited: list[Limited] = []
    for step in program.steps_of(LimitedWild):
        if not playable(step):
            continue
        ranks = {rank_value(r) for r in step.ranks}
        cards = [Card.parse(c) for c in step.cards] + [Card.of(r, s) for r in sorted(ranks) for s in range(4)]
        if step.counts_as == LimitedAs.BUG:
            joker_bugs |= step.jokers
            bug_ranks |= ranks
            bug_cards |= {Card.parse(c) for c in step.cards}
        elif step.counts_as == LimitedAs.RANKS:
            limited.append(Limited.as_ranks(cards, [rank_value(r) for r in step.as_ranks]))
        elif step.counts_as == LimitedAs.CARDS:
            limited.append(Limited.as_cards(cards, [Card.parse(c) for c in step.as_cards]))
        elif step.counts_as == LimitedAs.SHIFT:
            limited.append(Limited.shift(cards, down=step.down, up=step.up))
    voids = tuple(program.steps_of(WildVoid))
    return Limits(joker_bugs, frozenset(bug_ranks), frozenset(bug_cards), tuple(limited), voids)


def limits_of(hand: PlayedHand) -> Limits:
    piece = hand.piece(LimitsPiece)
    if not piece.ready:
        piece.limits = game_limits(hand.program)
        piece.ready = True
    return piece.limits


def with_limits(hand: PlayedHand, rules: HandRules, cards=None, seat=None) -> HandRules:
    """`rules` with the game's limited wilds, and without any wild card at all for a hand of
    `cards` (default: all of `seat`'s) a `WildVoid` rule voids (the same rules when the game
    has neither). Applying it to its own result changes nothing."""
    limits = limits_of(hand)
    if limits:
        rules = _limited(rules, limits)
    if cards is None and seat is not None and limits.voids:
        cards = seat.all()
    if cards is not None and limits.voids and _voided(limits.voids, rules, cards):
        rules = _no_wilds(rules)
    return rules


@lru_cache(maxsize=1024)
def _limited(rules: HandRules, limits: Limits) -> HandRules:
    fresh = tuple(x for x in limits.limited if x not in rules.limited)  # asked twice: added once
    changed = dataclasses.replace(
        rules, jokers="bug" if limits.joker_bugs else rules.jokers,
        bug_ranks=rules.bug_ranks | limits.bug_ranks, bug_cards=rules.bug_cards | limits.bug_cards)
    return changed.with_limited(*fresh) if fresh else changed


@lru_cache(maxsize=1024)
def _no_wilds(rules: HandRules) -> HandRules:
    return dataclasses.replace(rules, wild_ranks=frozenset(), wild_cards=frozenset())


def _voided(voids: tuple[WildVoid, ...], rules: HandRules, cards) -> bool:
    """Whether a `WildVoid` rule takes this hand's wild cards away ("If you do not have at
    least two wilds of different rank, none of your wild cards are wild")."""
    wild = [c for c in cards if not c.is_joker and rules.is_wild(c)]
    ranks = {c.rank for c in wild}
    for void in voids:
        named = [c for c in cards if (c.is_joker and void.jokers) or (not c.is_joker and (
            c.rank in {rank_value(r) for r in void.ranks} or str(c) in {str(Card.parse(x)) for x in void.cards}))]
        if void.when == WildVoidWhen.ONE_RANK and wild and len(ranks) < 2:
            return True
        if void.when == WildVoidWhen.MIXED_RANKS and len(ranks) > 1:
            return True
        if void.when == WildVoidWhen.HOLDS and named:
            return True
        if void.when == WildVoidWhen.HOLDS_WITH_WILD and named and any(c not in named for c in wild):
            return True
    return False
