"""The split hand: a second hand, ranked by a rule of its own, that shares the pot with the
high hand ("The high hand splits the pot with the split-hand."), as a `ShareShowdown` says.

The rule that ranks it, the first the game gives:
- `Ranking` of the split hand: a poker hand, blackjack total, three- or two-card hand, of the
  player's cards or only some of them ("made of down cards", "black cards", "among players
  who have no wild cards");
- `HandOfCards`: the best hand of N cards made only of named cards ("down black jacks and
  black fives");
- `MostCards`: the most cards of a rank or suit ("the most down sixes");
- `SuitTotal`: the greatest total of one suit's cards ("the greatest sum of ranks of diamonds");
- `SplitPlace`: the N-th best poker hand ("the third best hand");
- `CategoryBySize`: the longest hand of a kind ("five card straight flushes beat four card").

`shared_pot` divides the pot: an equal part for each of the showdown's hands (the high hand,
then the low hand and the split hand, as the rule lists them), the odd chips to the parts in
that order; a part nobody wins (no hand qualifies, nobody holds the cards) goes to the others.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, Hand, Mode, Ranking, place_winners, split_pot
from dealerschoice.cards.cards import RANK_PLURALS
from dealerschoice.cards.runs import sized_hand
from dealerschoice.play.judge import judged_high
from dealerschoice.play.mechanics import ranking_cards, ranking_play
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps.late_rules import CategoryBySize, HandOfCards
from dealerschoice.rules.steps.ranking_rules import MostCards, SplitPlace, SuitTotal
from dealerschoice.rules.steps.showdown import CardValues
from dealerschoice.rules.steps.showdown import Ranking as RankingStep
from dealerschoice.rules.steps.split_cards import ShareShowdown
from dealerschoice.rules.steps.vocab import Face, MadeOf, Ranked, ShareWith

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat

SPLIT_RULES = (RankingStep, HandOfCards, MostCards, SuitTotal, SplitPlace, CategoryBySize)
SplitRule = RankingStep | HandOfCards | MostCards | SuitTotal | SplitPlace | CategoryBySize
_SUIT_NAMES = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}
_SIZE_MODES = {1: Mode.HIGH_CARD, 2: Mode.TWO_CARD, 3: Mode.THREE_CARD}


@dataclass(frozen=True, slots=True)
class SplitShown:
    """One player's split hand: its `key` (bigger wins) and words for the transcript."""

    key: tuple
    description: str


def split_rule(hand: PlayedHand) -> SplitRule | None:
    """The rule ranking the game's split hand, or None when it has none: the first in the
    program's order (standing rules, then the rules played in turn, as `Program.steps_of`)."""
    program = hand.program
    every = [s for _, s in program.standing] + [s for action in program.actions for s in action.steps]
    for step in every:
        if not isinstance(step, SPLIT_RULES):
            continue
        if isinstance(step, RankingStep) and step.hands != Ranked.SPLIT:
            continue
        if isinstance(step, (HandOfCards, CategoryBySize)) and step.which != Ranked.SPLIT:
            continue
        if isinstance(step, (MostCards, SuitTotal)) and step.hands != Ranked.SPLIT:
            continue
        return step
    return None


def split_hands(hand: PlayedHand, seats: list[Seat], extra: list[Card], shown: dict) -> dict[int, SplitShown]:
    """Every contender's split hand (a player without one is left out); `shown`: the
    showdown's (high, low) hands by seat, for a split hand that is the N-th best of them."""
    rule = split_rule(hand)
    if rule is None:
        raise ValueError(f"{hand.program.game.name}: the pot is shared with the split hand, but no rule says how "
                         "split hands rank; give one (e.g. \"The split-hand is the best three card hand.\")")
    if isinstance(rule, SplitPlace):
        numbers = [s.number for s in seats]
        highs = [shown[n][0] for n in numbers]
        chosen = {numbers[i] for i in place_winners(highs, rule.place)}
        return {n: SplitShown((1,), f"{_ordinal(rule.place)} best hand ({shown[n][0].description})") for n in chosen}
    found = {}
    for seat in seats:
        made = _split_of(hand, seat, extra, rule)
        if made is not None:
            found[seat.number] = made
    return found


def _split_of(hand: PlayedHand, seat: Seat, extra: list[Card], rule) -> SplitShown | None:
    own = [h for h in seat.cards]
    everything = [h.card for h in own] + list(extra)
    if isinstance(rule, MostCards):
        counted = [h.card for h in own if _face_ok(h, rule.face) and _named(h.card, rule.ranks, (), rule.suits)]
        if rule.face is None:
            counted += [c for c in extra if _named(c, rule.ranks, (), rule.suits)]
        if not counted:
            return None
        what = ", ".join(RANK_PLURALS[rank_value(r)] for r in rule.ranks) or ", ".join(_SUIT_NAMES[s] for s in rule.suits)
        face = f"{rule.face} " if rule.face is not None else ""
        return SplitShown((len(counted),), f"{len(counted)} {face}{what}")
    if isinstance(rule, SuitTotal):
        cards = [c for c in everything if not c.is_joker and c.suit == rule.suit]
        if not cards:
            return None
        total = sum(_points(hand, c) for c in cards)
        return SplitShown((total if rule.highest else -total,), f"{_SUIT_NAMES[rule.suit]} totalling {total:g}")
    if isinstance(rule, CategoryBySize):
        rules = hand.rules_for(seat, "high", everything)
        made = sized_hand(everything, str(rule.category), rule.sizes, rules)
        return None if made is None else SplitShown(made.key, made.description)
    if isinstance(rule, HandOfCards):
        cards = [h.card for h in own if not (rule.hole and h.up) and _named(h.card, rule.ranks, rule.cards, ())]
        if not rule.hole:
            cards += [c for c in extra if _named(c, rule.ranks, rule.cards, ())]
        return _best_of(hand, seat, cards, rule.size)
    return _ranked(hand, seat, own, extra, rule)


def _ranked(hand: PlayedHand, seat: Seat, own, extra: list[Card], rule: RankingStep) -> SplitShown | None:
    """A split hand ranked by a `Ranking`: of the cards it may be made of, under its scheme."""
    cards = [h.card for h in own] + list(extra)
    if rule.made_of == MadeOf.DOWN:
        cards = [h.card for h in own if not h.up]
    elif rule.made_of is not None:
        cards = ranking_cards.made_of(cards, hand.rules_for(seat, "high", cards), rule.made_of)
    if not cards:
        return None
    rules = hand.rules_for(seat, "high", cards)
    side = ranking_play.side_of(hand.program, rule, hand.seed)
    made = judged_high(hand, cards, rules) if side is None else side.hand(cards, rules)
    return None if made is None else SplitShown(made.key, made.description)


def _best_of(hand: PlayedHand, seat: Seat, cards: list[Card], size: int | None) -> SplitShown | None:
    """The best poker hand of `size` of these cards (all of them up to five when no size)."""
    if not cards or (size is not None and len(cards) < size):
        return None
    rules = hand.rules_for(seat, "high", cards)
    mode = _SIZE_MODES.get(size, Mode.HIGH) if size is not None else Mode.HIGH
    side = ranking_play.SideRanking(Ranking(mode), size=size)
    made: Hand | None = side.hand(cards, rules)
    return None if made is None else SplitShown(made.key, made.description)


def _points(hand: PlayedHand, card: Card) -> float:
    """What a card counts in a suit total: the game's card values, else its rank (ace 14)."""
    values = next(iter(hand.program.steps_of(CardValues)), None)
    if values is not None:
        char = "23456789TJQKA"[card.rank - 2]
        for group in (char, "face" if 11 <= card.rank <= 13 else None, "other"):
            points = next((p for g, p in values.values if g == group), None)
            if points is not None:
                return card.rank if points[0] is None else max(p for p in points if p is not None)
    return card.rank


def _face_ok(held, face: Face | None) -> bool:
    return face is None or (face == Face.UP) == held.up


def _named(card: Card, ranks, cards, suits) -> bool:
    if card.is_joker:
        return False
    return (any(card.rank == rank_value(r) for r in ranks) or any(card == Card.parse(c) for c in cards)
            or card.suit in suits)


def _ordinal(place: int) -> str:
    return {2: "Second", 3: "Third", 4: "Fourth", 5: "Fifth"}.get(place, f"{place}th")


def shared_pot(hand: PlayedHand, step: ShareShowdown, winners: list[int], shown: dict, extra: list[Card],
               amount: int, seats: list[int]) -> dict[int, int]:
    """The pot divided between the showdown's hand (`winners`) and the hands it shares with."""
    table = hand.table
    parts: list[tuple[str, list[int]]] = [(f"{step.pot}", list(winners))]
    for other in step.with_:
        if other == ShareWith.LOW:
            lows = {n: pair[1] for n, pair in shown.items() if pair[1] is not None}
            top = max((h.key for h in lows.values()), default=None)
            parts.append(("low", [n for n, h in lows.items() if h.key == top]))
        elif other == ShareWith.SPLIT_HAND:
            contenders = [table.seat(n) for n in shown]
            found = split_hands(hand, contenders, extra, shown)
            top = max((s.key for s in found.values()), default=None)
            best = [n for n, s in found.items() if s.key == top]
            for n, made in found.items():
                hand.note(f"P{n} split hand: {made.description}{' (best)' if n in best else ''}.")
            parts.append(("split", best))
        else:
            raise ValueError(f"ShareShowdown.with_ {other!r}: the simulator shares the pot with the low hand "
                             "or the split hand")
    won = [(name, seats_) for name, seats_ in parts if seats_]
    for name, seats_ in parts:
        if not seats_:
            hand.note(f"No {name} hand wins its part of the pot: it goes to the other parts.")
    return divided(amount, [s for _, s in won], seats, table.dealer)


def divided(amount: int, parts: list[list[int]], seats: list[int], dealer: int) -> dict[int, int]:
    """`amount` in equal parts, one for each list of winners (the odd chips to the first
    parts), each part split among its winners; a player in several parts gets each share.

    >>> divided(10, [[1], [2], [3]], [1, 2, 3], dealer=3)
    {1: 4, 2: 3, 3: 3}
    >>> divided(9, [[1, 2], [2]], [1, 2, 3], dealer=3)
    {1: 3, 2: 6}
    """
    shares: dict[int, int] = {}
    if not parts:
        return shares
    each, odd = divmod(amount, len(parts))
    for i, part in enumerate(parts):
        for n, won in split_pot(each + (1 if i < odd else 0), part, seats, dealer).items():
            shares[n] = shares.get(n, 0) + won
    return shares
