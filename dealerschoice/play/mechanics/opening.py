"""Hands needed to open the betting ("you must have a pair of jacks or better to open"), and
what follows a round nobody could open: the hand thrown in and dealt again (with a re-ante,
or with the pair needed moved a step up or down), or, when the rules say nothing, a round
checked around. The betting handler (betting.py) asks here who may open.

The opening rules are standing steps written with a betting round: an `OpeningHand` holds
for the betting round of its own rule only (Jacks or Better needs openers in the first round,
Dizzy Liz in every round it says so); `NoOpenRedeal`, `OpenerRedeal` and `OpeningLapse` hold
wherever they are written.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, HandRules, best_hand, exposed_key
from dealerschoice.cards.cards import RANK_PLURALS
from dealerschoice.cards.highlow import clockwise_after
from dealerschoice.cards.lows import a5_score
from dealerschoice.cards.modes import suit_break
from dealerschoice.play.mechanics import ranking_play
from dealerschoice.play.state import ANTE
from dealerschoice.rules.steps.late_rules import OpeningLapse
from dealerschoice.rules.steps.showdown import TieBreak
from dealerschoice.rules.steps.table_rules import OpenerRedeal
from dealerschoice.rules.steps.vocab import Category, OpenerShift, TieBy
from dealerschoice.rules.steps.wager import HandMinimum, NoOpenRedeal, OpeningHand

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand

RANKS = "23456789TJQKA"
# the step vocabulary's categories by the evaluator's index (cards.keys.CATEGORIES, Hand.key[0])
_INDEX = {Category.HIGH_CARD: 0, Category.PAIR: 1, Category.TWO_PAIR: 2, Category.TRIPS: 3, Category.STRAIGHT: 4,
          Category.FLUSH: 5, Category.FULL_HOUSE: 6, Category.QUADS: 7, Category.STRAIGHT_FLUSH: 8}
_WORDS = {Category.HIGH_CARD: "high card", Category.PAIR: "a pair", Category.TWO_PAIR: "two pair",
          Category.TRIPS: "three of a kind", Category.STRAIGHT: "a straight", Category.FLUSH: "a flush",
          Category.FULL_HOUSE: "a full house", Category.QUADS: "four of a kind",
          Category.STRAIGHT_FLUSH: "a straight flush"}


@dataclass(slots=True)
class Opening:
    """The pair needed to open as redeals have moved it (`OpenerRedeal`): `shift` steps up
    (negative: down) from the written rank; `way` +1 or -1, the way the next redeal moves it.
    Kept over redeals: moving it is what a redeal does."""

    shift: int = 0
    way: int = 0
    suits: tuple[str, ...] | None = field(default=None, compare=False)  # the game's suit order for ties, read once


def lowest_showing(hand: PlayedHand, showing: dict[int, list[Card]], rules: dict[int, HandRules]) -> int:
    """The seat whose up cards make the lowest hand by the game's ranking: where the low hand
    wins, the best low showing (ace-to-five: the ace is low; a game's own low ranking, such
    as deuce-to-seven, by its own order), else the weakest high hand (the ace high). Where
    the rules break ties by suits, equal hands showing go by their suits (the weakest suits
    for the weakest high hand, the best for the best low); else a tie goes to the first of
    them clockwise after the dealer.

    Razz, A-2 showing against 4-3: the A-2 opens; in stud the 4-3 would."""
    seats = [n for n in clockwise_after([s.number for s in hand.table.seats], hand.table.dealer) if n in showing]
    suits = tie_suits(hand)
    if hand.rulebook.showdown_pots != {"low"}:  # the weakest showing; of equal ones, the weakest suits
        return min(seats, key=lambda n: (exposed_key(showing[n], rules[n]), suit_order(showing[n], suits)))
    ranked = ranking_play.side_for(hand, "low")
    if ranked is None:  # the best low showing; of equal ones, the best suits
        return max(seats, key=lambda n: (a5_score(showing[n], rules[n]), suit_order(showing[n], suits)))
    made = {n: ranked.hand(showing[n], rules[n]) for n in seats}
    keys = {n: (True, tuple(h.key)) if (h := made[n]) is not None else (False, ()) for n in seats}
    return max(seats, key=lambda n: keys[n])


def highest_showing(hand: PlayedHand, showing: dict[int, list[Card]], rules: dict[int, HandRules]) -> int:
    """The seat whose up cards make the best high hand; a tie goes to the better suits where
    the rules break ties by suits ("spades are best, then hearts..."), else to the first of
    them clockwise after the dealer.

    K♣ 2♦ against K♠ 2♣, spades best: the K♠ opens, wherever the two sit."""
    seats = [n for n in clockwise_after([s.number for s in hand.table.seats], hand.table.dealer) if n in showing]
    suits = tie_suits(hand)
    return max(seats, key=lambda n: (exposed_key(showing[n], rules[n]), suit_order(showing[n], suits)))


def tie_suits(hand: PlayedHand) -> tuple[str, ...]:
    """The suits best first by which the game's rules break ties (a `TieBreak` by suits), or
    () when they name none; read once a hand."""
    piece = hand.piece(Opening)
    if piece.suits is None:
        piece.suits = next((tuple(b.suits) for b in hand.program.steps_of(TieBreak)
                            if b.by == TieBy.SUITS and b.suits), ())
    return piece.suits


def suit_order(cards: list[Card], suits: tuple[str, ...]) -> tuple[int, ...]:
    """What the suits of showing cards are worth when equal hands are told apart by suits:
    the highest card's suit first (bigger better); () without a suit order, so ties stay with
    the seat first clockwise after the dealer.

    >>> from dealerschoice.cards import parse_cards
    >>> suit_order(parse_cards("2c Ks"), ("s", "h", "d", "c")), suit_order(parse_cards("Ks"), ())
    ((4, 1), ())
    """
    if not suits:
        return ()
    return suit_break(sorted(cards, key=lambda c: (-c.rank, c)), suits)


def rank_value(rank: str) -> int:
    """2..14 for a rank letter ("T" = ten, "A" = ace)."""
    if rank not in RANKS:
        raise ValueError(f"opening hand: rank {rank!r} is not one of {RANKS}")
    return RANKS.index(rank) + 2


def meets(cards: list[Card], rules: HandRules, need: HandMinimum) -> bool:
    """Whether `cards` hold `need`: a made hand at least that good (a pair of jacks: any pair
    of jacks or higher, or any better category), or with `need.cards` a drawing hand of that
    many cards (a four card flush: four of one suit; a four card straight: four ranks within
    five in a row), wild cards counting as any card.

    >>> from dealerschoice.cards import parse_cards
    >>> meets(parse_cards("Jc Jd 2s 5h 9c"), HandRules(), HandMinimum(Category.PAIR, "J"))
    True
    >>> meets(parse_cards("Tc Td 2s 5h 9c"), HandRules(), HandMinimum(Category.PAIR, "J"))
    False
    >>> meets(parse_cards("2h 7h 9h Kh 4c"), HandRules(), HandMinimum(Category.FLUSH, cards=4))
    True
    """
    if need.cards is not None:
        return _drawing(cards, rules, need)
    if not cards:
        return False
    made = best_hand(cards, rules)
    index = _INDEX[need.category]
    if made.key[0] != index:
        return made.key[0] > index
    return need.rank is None or made.key[1] >= rank_value(need.rank)


def _drawing(cards: list[Card], rules: HandRules, need: HandMinimum) -> bool:
    wild = [c for c in cards if _is_wild(c, rules)]
    natural = [c for c in cards if not _is_wild(c, rules)]
    size = need.cards or 0
    flush = max((sum(c.suit == s for c in natural) for s in {c.suit for c in natural}), default=0) + len(wild)
    ranks = {c.rank for c in natural} | ({1} if any(c.rank == 14 for c in natural) else set())
    straight = max((len(ranks & set(range(low, low + 5))) for low in range(1, 11)), default=0) + len(wild)
    if need.category == Category.FLUSH:
        return flush >= size
    if need.category == Category.STRAIGHT:
        return straight >= size
    if need.category == Category.STRAIGHT_FLUSH:
        by_suit: dict[str | None, set[int]] = {}  # natural cards only: every suit is a letter
        for c in natural:
            by_suit.setdefault(c.suit, set()).add(c.rank)
        best = max((len(r & set(range(low, low + 5))) for r in by_suit.values() for low in range(2, 11)), default=0)
        return best + len(wild) >= size
    raise ValueError(f"opening hand: a drawing hand of {need.category!r}; allowed: flush, straight, straight-flush")


def _is_wild(card: Card, rules: HandRules) -> bool:
    return card.is_joker or card.rank in rules.wild_ranks or card in rules.wild_cards


def needed(hand: PlayedHand, rule: int | None) -> tuple[HandMinimum, ...]:
    """The hands one of which a player needs to open the betting round of `rule` (empty:
    anyone may open), the pair moved by redeals, none once the requirement has lapsed."""
    steps = [s for n, s in hand.program.standing_of(OpeningHand) if n == rule]
    if not steps:
        return ()
    for _, lapse in hand.program.standing_of(OpeningLapse):
        if hand.progress.deals > lapse.deals * len(hand.table.seats):
            return ()
    shift = hand.piece(Opening).shift
    return tuple(_shifted(need, shift) for s in steps for need in s.hands)


def _shifted(need: HandMinimum, shift: int) -> HandMinimum:
    if not shift or need.category != Category.PAIR or need.rank is None or need.cards is not None:
        return need
    value = max(2, min(14, rank_value(need.rank) + shift))
    return HandMinimum(need.category, RANKS[value - 2])


def words(needs: tuple[HandMinimum, ...]) -> str:
    """ "a pair of jacks or better or a four card flush" """
    return " or ".join(_word(n) for n in needs)


def _word(need: HandMinimum) -> str:
    if need.cards is not None:
        return f"a {need.cards} card {need.category.replace('-', ' ')}"
    if need.category == Category.PAIR and need.rank:
        return f"a pair of {RANK_PLURALS[rank_value(need.rank)]} or better"
    if need.category == Category.HIGH_CARD and need.rank:
        return f"{RANK_PLURALS[rank_value(need.rank)][:-1]} high or better"
    return f"{_WORDS[need.category]} or better"


def nobody_opened(hand: PlayedHand, needs: tuple[HandMinimum, ...]) -> int | None:
    """The rules' answer to a round nobody could open: a redeal (re-anted, the pair moved),
    or the round checked around when the rules name no redeal."""
    table = hand.table
    redeals = [s for _, s in hand.program.standing_of(NoOpenRedeal)]
    shifts = [s for _, s in hand.program.standing_of(OpenerRedeal)]
    why = f"Nobody holds {words(needs)} to open"
    if not redeals and not shifts:
        hand.note(f"{why}: the round is checked around.")
        return None
    if any(s.reante for s in redeals):
        for seat in table.seats:
            table.pay(seat, ANTE)
        why += f"; everyone antes {ANTE} again"
    if shifts:
        why += _move(hand, shifts[0], needs)
    return hand.redeal(why)


def _move(hand: PlayedHand, step: OpenerRedeal, needs: tuple[HandMinimum, ...]) -> str:
    """Move the pair needed one step and say to what ("; a pair of queens is needed now")."""
    opening = hand.piece(Opening)
    if not opening.way:
        opening.way = 1 if step.way == OpenerShift.UP else -1
    pair = next((n for n in needs if n.category == Category.PAIR and n.rank and n.cards is None), None)
    if pair is None or pair.rank is None:
        return ""
    now = rank_value(pair.rank)
    turn = rank_value(step.turn) if step.turn else None
    back = rank_value(step.back_to) if step.back_to else None
    if turn is not None and now + opening.way > max(turn, back or turn) and opening.way > 0:
        opening.way = -1
    elif back is not None and opening.way < 0 and now + opening.way < min(back, turn or back):
        opening.way = 1
    moved = max(2, min(14, now + opening.way))
    opening.shift += moved - now
    return f"; {_word(HandMinimum(Category.PAIR, RANKS[moved - 2]))} is needed now"
