"""Reader of `other.lark`: the odd rules (dice, calling a new game, penalties for a word
or a card, folded hands kept), as the typed steps of `steps/other.py`."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import CardTest, Phrases, Price
from dealerschoice.rules.steps.other import (
    CardPenalty,
    ChangeGame,
    ChangeHow,
    Dice,
    FoldedKeep,
    Reroll,
    TalkPenalty,
)
from dealerschoice.rules.steps.vocab import Face


@dataclass(frozen=True, slots=True)
class _Dealt:
    tests: list[CardTest]
    up: bool  # the sentence says face up


@dataclass(frozen=True, slots=True)
class _Again:
    changers: tuple
    replaced: bool  # a joker that changes the game is replaced


@dataclass(frozen=True, slots=True)
class _Said:
    word: str


def _cards(tests: list[CardTest]) -> tuple[tuple[str, ...], bool]:
    """(ranks, jokers) of cards named by rank or as jokers; other cards are not read here."""
    if any(t.cards or t.suits or t.wild or t.pair for t in tests):
        raise NotThisFamily("only ranks and jokers change the game")
    return tuple(r for t in tests for r in t.ranks), any(t.jokers for t in tests)


def _check(again: _Again | None, ranks: tuple[str, ...], jokers: bool) -> _Again | None:
    """The cards that "can still change it" must be those that changed it."""
    if again is not None and set(again.changers) != set(ranks) | ({"joker"} if jokers else set()):
        raise NotThisFamily("other cards change the game again")
    return again


class Reader(Phrases):
    def other(self, children):
        return children[0]

    # ---- dice ----------------------------------------------------------------------------
    def other_dice(self, children) -> Dice:
        count = children[1]
        sides = children[2] if len(children) > 2 else 6
        return Dice(count, sides)

    def other_roller(self, children):
        return None

    def other_sides(self, children) -> int:
        return children[0]

    def other_six(self, children) -> int:
        return 6

    def other_four(self, children) -> int:
        return 4

    def other_eight(self, children) -> int:
        return 8

    def other_ten(self, children) -> int:
        return 10

    def other_twelve(self, children) -> int:
        return 12

    def other_twenty(self, children) -> int:
        return 20

    def other_reroll_event(self, children) -> Reroll:
        return Reroll(children[0], children[-1])

    def other_reroll(self, children):
        return None  # all the dice

    def other_reroll_some(self, children) -> int:
        return children[0]

    # ---- changing the game ---------------------------------------------------------------
    def other_change_dealt(self, children) -> ChangeGame:
        dealt: _Dealt = children[0]
        if not dealt.up:
            raise NotThisFamily("the game changes on a card dealt face down")
        ranks, jokers = _cards(dealt.tests)
        again = _check(next((c for c in children if isinstance(c, _Again)), None), ranks, jokers)
        return ChangeGame(ChangeHow.DEALT_UP, ranks, jokers, again=again is not None,
                          replaced=bool(again and again.replaced))

    def other_change_flip(self, children) -> ChangeGame:
        ranks, jokers = _cards(next(c for c in children if isinstance(c, list)))
        again = _check(next((c for c in children if isinstance(c, _Again)), None), ranks, jokers)
        return ChangeGame(ChangeHow.FLIP_DOWN, ranks, jokers, again=again is not None,
                          replaced=bool(again and again.replaced))

    def other_dealt(self, children) -> _Dealt:
        if children[0] != "any":
            raise NotThisFamily("a player already out")
        return _Dealt([c for c in children if isinstance(c, CardTest)], Face.UP in children)

    def other_card(self, children) -> CardTest:
        return children[0]

    def other_flip_over(self, children) -> list[CardTest]:
        return [c for c in children if isinstance(c, CardTest)]

    def other_change(self, children):
        return None

    def other_usual(self, children):
        return None

    def other_again(self, children) -> _Again:
        changers = next(c for c in children if isinstance(c, tuple))
        return _Again(changers, any(c is True for c in children))

    def other_changers(self, children) -> tuple:
        return tuple(children)

    def other_changer(self, children) -> str:
        return str(children[0]) if children else "joker"

    def other_replaced(self, children) -> bool:
        return True

    # ---- penalties -------------------------------------------------------------------------
    def other_card_penalty(self, children) -> CardPenalty:
        dealt: _Dealt = children[0]
        price: Price = next(c for c in children if isinstance(c, Price))
        if price.plain is None:
            raise NotThisFamily("a penalty of a multiple of a unit")
        if dealt.up:  # the money family reads it: a Forced payment the simulator plays
            raise NotThisFamily("a payment for a card dealt face up")
        tests = dealt.tests
        if any(t.wild or t.pair or t.jokers for t in tests):
            raise NotThisFamily("a penalty on a wild card, a pair or a joker")
        return CardPenalty(price.plain, tuple(r for t in tests for r in t.ranks), tuple(c for t in tests for c in t.cards),
                           tuple(s for t in tests for s in t.suits))

    def other_talk_penalty(self, children) -> TalkPenalty:
        word = next(c for c in children if isinstance(c, _Said))
        price: Price = next(c for c in children if isinstance(c, Price))
        if price.plain is None:
            raise NotThisFamily("a penalty of a multiple of a unit")
        return TalkPenalty(word.word, price.plain)

    def other_word(self, children) -> _Said:
        return _Said(str(children[0]))

    def other_must(self, children):
        return None

    def other_into(self, children):
        return None

    def other_folded_keep(self, children) -> FoldedKeep:
        return FoldedKeep()
