"""Poker hands judged with a game's own changes that no `Ranking` rule states (issue 16):
ranks moved in the order of cards and dead ranks (`RankMoved`, `Dead`: moved_ranks.py,
cards/rank_moves.py) and hands of the game's own added between two classes (`NewHands`:
cards/named_hands.py). `judge.hands_of` asks `OwnRanking.high` / `low` in place of the usual
evaluator; the transcript says the changes once, at the first hand judged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations, permutations, product
from typing import TYPE_CHECKING

from dealerschoice.cards import Hand, Ranking, best_hand
from dealerschoice.cards.distance import closest_hand, target_values
from dealerschoice.cards.keys import CATEGORIES
from dealerschoice.cards.named_hands import Span, named_hand
from dealerschoice.cards.rank_moves import RankMoves, moved_hand
from dealerschoice.cards.rules import NATURAL
from dealerschoice.play.mechanics.moved_ranks import moves_of_program, words
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps.late_reads import ClosestHand, NewHands
from dealerschoice.rules.steps.showdown import Ranking as RankingStep
from dealerschoice.rules.steps.vocab import Scheme

if TYPE_CHECKING:
    from dealerschoice.cards import HandRules
    from dealerschoice.play.program import Program
    from dealerschoice.play.simulate import PlayedHand

# the step vocabulary's categories by the evaluator's names (`keys.CATEGORIES`)
CLASS_NAMES = {"trips": "three-of-a-kind", "quads": "four-of-a-kind"}


def class_name(category: str) -> str:
    """The evaluator's name of a `Category` ("trips" -> "three-of-a-kind")."""
    name = CLASS_NAMES.get(str(category), str(category))
    if name not in CATEGORIES:
        raise ValueError(f"hand class {category!r}: not one of {', '.join(CATEGORIES)}")
    return name


@dataclass(frozen=True, slots=True)
class OwnRanking:
    """A game's moved and dead ranks (`moves`) and added hands (`spans`, best first, just above
    the class `above`)."""

    moves: RankMoves | None = None
    spans: tuple[Span, ...] = ()
    above: str = "straight"
    closest: tuple[int, ...] | None = None  # the target ranks of a closest-hand game (an ace 14)
    pair_loses: bool = False                # ... where a hand with a pair loses to every hand without

    def high(self, cards, rules: HandRules, standard) -> Hand | None:
        """The high hand of `cards` (`standard(cards, rules)`: the usual evaluator)."""
        if self.closest is not None:
            return closest_hand(cards, self.closest, rules, self.pair_loses)
        judge = standard
        if self.spans:
            def judge(c, r):
                return named_hand(c, self.spans, self.above, r, standard)
        if self.moves is not None:
            return moved_hand(cards, self.moves, rules, judge)
        return judge(cards, rules)

    def low(self, cards, rules: HandRules, qualifier: int | None, standard) -> Hand | None:
        """The low hand (`standard(cards, rules, qualifier)`: the usual low): the added hands
        are high hands; moved and dead ranks count in the low hand too."""
        if self.moves is None:
            return standard(cards, rules, qualifier)
        limit = None if qualifier is None else self.moves.names.get(qualifier, qualifier)
        return moved_hand(cards, self.moves, rules, lambda c, r: standard(c, r, limit))

    def words(self) -> tuple[str, ...]:
        said = [words(self.moves)] if self.moves is not None else []
        if self.closest is not None:
            said.append(f"The hand closest to {'-'.join(_short(r) for r in self.closest)} wins: the fewest ranks "
                        "apart, card by card" + ("; a hand with a pair loses to any hand without one." if
                                                 self.pair_loses else "."))
        if self.spans:
            after = CATEGORIES[CATEGORIES.index(self.above) + 1]
            said.append(f"Hands added above a {self.above.replace('-', ' ')} and below a {after.replace('-', ' ')}, "
                        "best first: " + ", ".join(f"{s.name} ({_ends(s)}, no pair, not all one suit)"
                                                   for s in self.spans) + ".")
        return tuple(said)


def _short(rank: int) -> str:
    return {1: "A", 11: "J", 12: "Q", 13: "K", 14: "A"}.get(rank, str(rank))


def _ends(span: Span) -> str:
    return f"{_short(span.low)} to {_short(span.high)}"


def own_ranking_of(program: Program) -> OwnRanking | None:
    """The program's own changes to poker hands (None: none)."""
    moves = moves_of_program(program)
    added = program.steps_of(NewHands)
    closest = program.steps_of(ClosestHand)
    if closest:  # the distance replaces poker hands: "hands with a pair lose" is its rule of pairs
        pairs = any(r.scheme == Scheme.CHANGED and r.with_hands is not None and r.with_hands.loses
                    and r.with_hands.category == "pair" for r in program.steps_of(RankingStep))
        return OwnRanking(closest=tuple(rank_value(r) for r in closest[0].ranks), pair_loses=pairs)
    if moves is None and not added:
        return None
    spans: tuple[Span, ...] = ()
    above = "straight"
    if added:
        rule = added[0]
        spans = tuple(Span.of(h.name, rank_value(h.start), rank_value(h.end)) for h in rule.hands)
        above = class_name(rule.above)
    return OwnRanking(moves, spans, above)


@dataclass(frozen=True, slots=True)
class OwnSide:
    """The policies' view of an own ranking's high side, in the shape of
    `ranking_play.SideRanking` (a plain `Ranking` mode the keep tables do not know, so the
    players try every choice with `hand`): players draw toward the hands that win here."""

    own: OwnRanking
    ranking: Ranking = Ranking()
    size: int | None = None
    call: str | None = None
    order: None = None
    with_hands: None = None

    def hand(self, cards, rules: HandRules) -> Hand | None:
        """The hand of `cards` as the showdown judges it; in a closest-hand game, cards fewer
        than the target score as the kept part of a hand (`_partial`)."""
        cards = tuple(cards)
        closest = self.own.closest
        if closest is not None and len(cards) < len(closest):
            return _partial(cards, closest, rules, self.own.pair_loses)
        return self.own.high(cards, rules, best_hand)

    def kept_count(self, pool, counts, keep_with, rules: HandRules) -> int:
        """How many of `pool` to give up (one of `counts`): the count whose best kept cards are
        worth most (`hand`, with the cards kept beside the pool)."""
        best_count, best_value = counts[0], None
        for count in counts:
            for kept in combinations(pool, len(pool) - count):
                found = self.hand(tuple(keep_with) + kept, rules)
                value = (0,) if found is None else (1, *found.key)
                if best_value is None or value > best_value:
                    best_count, best_value = count, value
        return best_count


# a card drawn lands this many ranks from the target rank it may fill, about (a random rank
# against the nearest of the target's ranks still free): what a kept card must beat
_DRAWN_DISTANCE = 4


def _partial(cards: tuple, target: tuple[int, ...], rules: HandRules, pair_loses: bool) -> Hand:
    """Cards kept toward a closest hand: their least distance to as many of the target's ranks,
    and the distance a card drawn for each rank left, about; a pair kept counts as a pair."""
    goal = target_values(target)
    kinds = rules.kinds()
    choices = [tuple(range(1, 15)) if kinds[c] != NATURAL else (1, 14) if c.rank == 14 else (c.rank,) for c in cards]
    best = None
    for values in product(*choices):
        ranks = [14 if v == 1 else v for v in values]
        paired = pair_loses and len(set(ranks)) < len(ranks)
        near = min((sum(abs(v - t) for v, t in zip(values, spots)) for spots in permutations(goal, len(values))),
                   default=0)
        key = (0 if paired else 1, -(near + (len(goal) - len(values)) * _DRAWN_DISTANCE))
        best = key if best is None or key > best else best
    return Hand("closest", "kept", cards, cards, (), best or (1, -len(goal) * _DRAWN_DISTANCE), "kept cards")


def side_of(hand: PlayedHand, goal: str) -> OwnSide | None:
    """The own ranking of the side a player aims for (`ranking_play.side_for`): the high side
    only (an own ranking's low hand is the usual low of the renamed cards)."""
    ranking = ranking_of(hand) if goal != "low" else None
    return OwnSide(ranking) if ranking is not None else None


@dataclass
class OwnRankingPiece:
    """This hand's piece: the program's own ranking, worked out once and said once."""

    ready: bool = field(default=False, compare=False)
    ranking: OwnRanking | None = field(default=None, compare=False)


def ranking_of(hand: PlayedHand) -> OwnRanking | None:
    piece = hand.piece(OwnRankingPiece)
    if not piece.ready:
        piece.ready = True
        piece.ranking = own_ranking_of(hand.program)
        for text in piece.ranking.words() if piece.ranking is not None else ():
            hand.note(text)
    return piece.ranking
