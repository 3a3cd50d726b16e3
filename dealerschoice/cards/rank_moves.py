"""Poker hands with a rank moved in the order of cards, and dead cards that never count
(Hamlet: "Jacks count as the lowest card in the deck (below a 2)", "Kings do not contribute
to hand value").

A `RankMoves` lists the ranks moved to the bottom (below the two) or to the top (above the
ace) and the dead ranks. A hand is judged by renaming every card to its place in the new
order (jacks at the bottom: a jack is named a two, a two a three ... a ten a jack; the
queens, kings and aces keep their names), judging the renamed cards the usual way, wild
cards renamed alike, and naming the cards and the description back. So the moved rank makes
straights where it now lies (J-2-3-4-5; 8-9-10-Q-K) and none where it left (no 9-10-J-Q-K),
and an ace still plays low below the lowest card (A-J-2-3-4 is the five-high straight).
Dead cards are left out before the hand is made: a hand of fewer cards has no straight or
flush (`best_hand`: fewer than five cards make multiples and high cards only).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from dealerschoice.cards.cards import RANK_NAMES, RANK_PLURALS, RANK_TEXT, Card
from dealerschoice.cards.hands import Hand, as_cards, best_hand
from dealerschoice.cards.rules import DEFAULT_RULES, HandRules

_ORDER = tuple(range(2, 15))  # the usual order of ranks, low to high (ace high)


@dataclass(frozen=True, slots=True)
class RankMoves:
    """Ranks moved to the `bottom` (below the two, in the order given: the first lowest) or the
    `top` (above the ace, the last highest), and `dead` ranks that never count in a hand."""

    bottom: tuple[int, ...] = ()
    top: tuple[int, ...] = ()
    dead: frozenset[int] = frozenset()

    def __post_init__(self) -> None:
        moved = self.bottom + self.top
        bad = [r for r in (*moved, *self.dead) if r not in _ORDER]
        if bad:
            raise ValueError(f"RankMoves: rank {bad[0]!r} is not a rank 2-14")
        if len(set(moved)) != len(moved):
            raise ValueError(f"RankMoves: a rank moved twice in bottom={self.bottom} top={self.top}")

    @property
    def order(self) -> tuple[int, ...]:
        """The ranks low to high in the new order."""
        moved = set(self.bottom) | set(self.top)
        return self.bottom + tuple(r for r in _ORDER if r not in moved) + self.top

    @property
    def names(self) -> dict[int, int]:
        """Each rank's name in the new order: the usual rank at its new place."""
        return {rank: _ORDER[at] for at, rank in enumerate(self.order)}


def _renamed(card: Card, names: dict[int, int]) -> Card:
    if card.is_joker or card.suit is None:  # a joker keeps its place: it has no rank to rename
        return card
    return Card.of(names[card.rank], card.suit)


def _rules_renamed(rules: HandRules, names: dict[int, int]) -> HandRules:
    return dataclasses.replace(rules, wild_ranks=frozenset(names.get(r, r) for r in rules.wild_ranks),
                               wild_cards=frozenset(_renamed(c, names) for c in rules.wild_cards),
                               bug_ranks=frozenset(names.get(r, r) for r in rules.bug_ranks))


# the words a description names ranks by: plural and singular names, and "7-5-4-3-2" texts
_WORDS = {**{name: ("name", r) for r, name in RANK_NAMES.items() if r != 1},
          **{plural: ("plural", r) for r, plural in RANK_PLURALS.items() if r != 1}}
# (not the class names "Three of a kind", "Two pair")
_WORD_RE = re.compile(r"\b(" + "|".join(sorted(_WORDS, key=len, reverse=True)) + r")\b(?! of a kind)(?! pair)",
                      re.IGNORECASE)
_SHORT = {text: r for r, text in RANK_TEXT.items()}
_RUN_RE = re.compile(r"\b(10|[2-9JQKA])(?=-)|(?<=-)(10|[2-9JQKA])\b")


def _describe_back(text: str, back: dict[int, int]) -> str:
    """A description of renamed cards with each rank named back ("Pair of threes" -> "Pair of
    twos" when the twos were named threes)."""
    def word(match: re.Match[str]) -> str:
        kind, rank = _WORDS[match.group(0).lower()]
        out = (RANK_NAMES if kind == "name" else RANK_PLURALS)[back[rank]]
        return out.capitalize() if match.group(0)[0].isupper() else out

    def short(match: re.Match[str]) -> str:
        return RANK_TEXT[back[_SHORT[match.group(0)]]]

    return _RUN_RE.sub(short, _WORD_RE.sub(word, text))


def moved_hand(cards: str | Iterable[Card], moves: RankMoves, rules: HandRules = DEFAULT_RULES,
               judge: Callable[[list[Card], HandRules], Hand | None] = best_hand) -> Hand | None:
    """The best hand of `cards` under `moves` (`judge`: the usual evaluator of the renamed
    cards, `best_hand` by default); None when every card is dead.

    >>> moves = RankMoves(bottom=(11,), dead=frozenset({13}))
    >>> hand = moved_hand("Js 2h 3d 4c 5s Kh Kd", moves)
    >>> hand.description, " ".join(map(str, hand.best))
    ('Straight, five high', '5♠ 4♣ 3♦ 2♥ J♠')
    >>> moved_hand("9s 10h Jd Qc Ks", moves).description
    'Queen high'
    >>> moved_hand("Qs Qh 2d 3c", moves, HandRules(wild_ranks=frozenset({12}))).description
    'Three of a kind, threes'
    >>> moved_hand("Js Jh 10d 10c Ah", moves).description
    'Two pair, tens and jacks'
    """
    names = moves.names
    back = {new: old for old, new in names.items()}
    live = [c for c in as_cards(cards) if c.is_joker or c.rank not in moves.dead]
    if not live:
        return None
    hand = judge([_renamed(c, names) for c in live], _rules_renamed(rules, names))
    if hand is None:
        return None

    def named_back(card: Card) -> Card:
        return _renamed(card, back)

    return dataclasses.replace(
        hand, cards=tuple(map(named_back, hand.cards)), best=tuple(map(named_back, hand.best)),
        wilds=tuple((named_back(w), named_back(c)) for w, c in hand.wilds),
        description=_describe_back(hand.description, back))
