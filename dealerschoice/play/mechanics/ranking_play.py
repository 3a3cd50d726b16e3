"""Hands ranked their own way at the showdown: a game's `Ranking`, `CardValues`,
`PointsTarget`, `TieBreak` (by suits, or by the dealer's call in a points game) and `TopHand`
rules turned into the evaluator's ranking modes (`dealerschoice.cards.Ranking`), one for the
high hand and one for the low hand.

`game_ranking(program)` reads them once per program; `judge.hands_of` asks `GameRanking.high_hand`
/ `low_hand` for a set of cards in place of the standard poker hand and ace-to-five low. A game
without such rules has no `GameRanking` (None), and its hands are judged as before."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING

from dealerschoice.cards import Bust, Card, Hand, HandRules, PointValues
from dealerschoice.cards.modes import Mode, Ranking, rank_hand
from dealerschoice.cards.ordered_points import ordered_points
from dealerschoice.cards.orders import Class, Order, ordered_hand
from dealerschoice.cards.wraps import twisted_hand
from dealerschoice.play.mechanics import own_rankings
from dealerschoice.play.mechanics.ranking_cards import MADE_OF_WORDS, made_of
from dealerschoice.play.mechanics.ranking_keys import call_key, moved_by_wilds, rekeyed
from dealerschoice.rules.steps.hand_orders import Holding
from dealerschoice.rules.steps.ranking_rules import FlushBySuit, SuitTotal, WrapStraights
from dealerschoice.rules.steps.showdown import (
    CardValues,
    HandsWith,
    PointsTarget,
    TieBreak,
    TopHand,
)
from dealerschoice.rules.steps.showdown import Ranking as RankingStep
from dealerschoice.rules.steps.vocab import MadeOf, Ranked, Scheme, TieBy
from dealerschoice.rules.steps.wild import WildCountValue

if TYPE_CHECKING:
    from dealerschoice.play.program import Program
    from dealerschoice.play.simulate import PlayedHand

# the schemes that rank low hands (the showdown's low side) and what the evaluator calls them
LOW_MODES = {Scheme.ACE_TO_FIVE: Mode.ACE_TO_FIVE, Scheme.DEUCE_TO_SEVEN: Mode.DEUCE_TO_SEVEN,
             Scheme.ACE_TO_SIX: Mode.ACE_TO_SIX, Scheme.BADUGI: Mode.BADUGI}
# points hands with no target: the biggest total wins high, the smallest low
_NO_TARGET = 10 ** 6
# the dealer's calls for breaking ties between points totals equally near the target
CALLS = ("inside", "outside", "high", "low")
TOP_KEY, BOTTOM_KEY = (99,), (-1,)  # keys above and below every hand an evaluator gives


@dataclass(frozen=True, slots=True)
class TopRule:
    """A holding that beats (or, `loses`, loses to) every other hand: `count` cards of `ranks`
    or `cards` (natural cards only), from a `TopHand` rule."""

    count: int
    ranks: frozenset[int]
    cards: frozenset[Card]
    loses: bool
    words: str

    def holds(self, cards, rules: HandRules) -> bool:
        natural = [c for c in cards if not c.is_joker and not rules.is_wild(c)]
        if self.cards:
            return sum(1 for c in natural if c in self.cards) >= self.count
        return sum(1 for c in natural if c.rank in self.ranks) >= self.count


@dataclass(frozen=True, slots=True)
class SideRanking:
    """How one side (high or low) of the pot ranks a hand: the evaluator's `Ranking`, the
    number of cards a hand is made of (`size`: None for the usual best five), and the dealer's
    call that breaks ties between points totals (`call`, one of `CALLS`, or None)."""

    ranking: Ranking
    size: int | None = None
    call: str | None = None
    order: Order | None = None          # a changed order of classes (`cards.orders`), in place of `ranking`
    with_hands: HandsWith | None = None  # hands holding something beat (or lose to) the rest
    # `_ranked` looks a hand up by its side at every judging (a look ahead judges each card
    # unseen): the fields are hashed once, not field by field, ranking within ranking, each time
    _hash: int = field(default=0, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.ranking, self.size, self.call, self.order, self.with_hands)))

    def __hash__(self) -> int:
        return self._hash

    def __setstate__(self, state) -> None:  # unpickled in another process: its own hash of the fields
        for f, value in zip(dataclasses.fields(self), state):
            object.__setattr__(self, f.name, value)
        SideRanking.__post_init__(self)

    def hand(self, cards, rules: HandRules) -> Hand | None:
        return _ranked(tuple(cards), self, rules)


@dataclass(frozen=True, slots=True)
class GameRanking:
    """A game's own rankings: `high` / `low` (None: standard poker hands / ace-to-five low),
    `tops` the holdings that beat or lose to everything (high hands), and the words the
    transcript gives for them."""

    high: SideRanking | None = None
    low: SideRanking | None = None
    tops: tuple[TopRule, ...] = ()
    words: tuple[str, ...] = ()
    wild_moves: tuple[WildCountValue, ...] = ()  # categories moved by the count of wild cards held
    high_made_of: MadeOf | None = None  # the high hand is made of these cards only ("red cards")
    # points counted in the order the cards were turned (football hands): the values, and
    # the (group, earlier group) pairs of cards that count only after another
    ordered: tuple[PointValues, tuple[tuple[str, str], ...]] | None = None
    # straights round the corner and flushes by suit (`cards.wraps`): (wrap, suits best first)
    twist: tuple[bool, tuple[str, ...]] | None = None

    def high_hand(self, cards, rules: HandRules, standard) -> Hand | None:
        """The high hand of `cards`: the game's ranking, else `standard(cards, rules)`, its
        category moved by the wild cards held; a top holding's key above (or below) every other hand."""
        if self.high_made_of is not None:
            cards = made_of(cards, rules, self.high_made_of)
            if not cards:
                return None
        if self.ordered is not None:
            hand: Hand | None = ordered_points(cards, *self.ordered)
        elif self.twist is not None and self.high is None:
            hand = twisted_hand(cards, rules, *self.twist)
        else:
            hand = self.high.hand(cards, rules) if self.high is not None else standard(cards, rules)
        if hand is not None and self.wild_moves:
            hand = moved_by_wilds(hand, cards, rules, self.wild_moves)
        # the holding of the most cards first: "two sevens beat everything, three or more lose
        # to everything" makes three sevens lose, though they hold two sevens too
        for top in sorted(self.tops, key=lambda t: -t.count):
            if hand is not None and top.holds(cards, rules):
                key = BOTTOM_KEY if top.loses else TOP_KEY
                return rekeyed(hand, key, f"{top.words} ({hand.description})")
        return hand

    def low_hand(self, cards, rules: HandRules, qualifier: int | None) -> Hand | None:
        """The low hand under the game's low ranking (`qualifier`: the top card allowed)."""
        side = self.low
        if side is None:  # judge.hands_of asks only a ranking with a low side of its own
            raise ValueError(f"low_hand of {self}: this game ranks its low hands the usual way (no low side)")
        if side.ranking.mode in (Mode.ACE_TO_FIVE, Mode.DEUCE_TO_SEVEN, Mode.ACE_TO_SIX) and qualifier is not None \
                and 5 <= qualifier <= 13:
            # made once for a plain side; a subclass (`fast.ranked_draws`' remembering side, equal to
            # another whatever it remembers) made anew, as its own
            side = _qualified(side, qualifier) if type(side) is SideRanking else _qualify(side, qualifier)
        return side.hand(cards, rules)


def game_ranking(program: Program, seed: int = 0) -> GameRanking | None:
    """The rankings of a program's rules, or None when it ranks hands the standard way.
    `seed`: the hand's seed, for the dealer's call on ties ("as dealer calls")."""
    steps = program.steps_of(RankingStep)
    values = program.steps_of(CardValues)
    targets = program.steps_of(PointsTarget)
    breaks = program.steps_of(TieBreak)
    tops = tuple(top_rule(t) for t in program.steps_of(TopHand))
    moves = tuple(program.steps_of(WildCountValue))
    wraps, by_suit = program.steps_of(WrapStraights), program.steps_of(FlushBySuit)
    if not (steps or tops or values or breaks or moves or wraps or by_suit):
        return None
    suits = next((tuple(b.suits) for b in breaks if b.by == TieBy.SUITS and b.suits), ())
    call = CALLS[seed % len(CALLS)] if any(b.by == TieBy.DEALER_CALL for b in breaks) else None
    high: SideRanking | None = None
    low: SideRanking | None = None
    words = []
    if program.steps_of(SuitTotal):
        values = []  # the card values count in the split hand's suit total, not in the hands
    if values and not any(s.scheme in (Scheme.POINTS, Scheme.BLACKJACK) for s in steps):
        steps = [*steps, RankingStep(Scheme.POINTS)]  # card values and targets say it alone (7/27)
    high_made_of = None
    for step in steps:
        if step.hands == Ranked.SPLIT:
            continue  # the split hand's own ranking: split_hand.py
        if step.made_of is not None:
            if step.hands != Ranked.HIGH:
                continue  # the gap stops it
            high_made_of = step.made_of
        if step.scheme == Scheme.CHANGED:  # what changed, said (the gap stops any other)
            high = _changed_side(step, high, suits)
            words += [step.with_hands.words()] if step.with_hands else []
            continue
        if step.scheme in LOW_MODES:
            if step.hands != Ranked.HIGH:
                low = SideRanking(Ranking(LOW_MODES[step.scheme], suits=suits))
            continue
        side = _high_side(step, values, targets, suits, call, low_side=step.hands == Ranked.LOW)
        if side is None:
            continue
        if step.hands in (Ranked.ALL, Ranked.HIGH):
            high = side
        if step.hands == Ranked.LOW or (step.hands == Ranked.ALL and step.scheme in (Scheme.POINTS, Scheme.BLACKJACK)):
            low = _high_side(step, values, targets, suits, call, low_side=True)
    if high is None and suits:
        high = SideRanking(Ranking(Mode.HIGH, suits=suits))
    if call is not None and (either := high or low) is not None and either.ranking.mode == Mode.POINTS:
        words.append(f"The dealer calls ties between totals equally near the target broken by the {call} total.")
    if high_made_of is not None and steps:
        words.append(f"The high hand is made of {MADE_OF_WORDS[high_made_of]} only.")
    ordered = None
    if values and values[0].after:  # football hands: the highest total, counted in the order turned
        given = values[0]
        ordered = (PointValues.of(given.values, double=given.double, negative=given.negative), tuple(given.after))
        words.append("Hands count their points in the order their cards were turned.")
    twist = None
    if wraps or by_suit:  # the usual poker hands with straights round the corner, flushes by suit
        twist = (bool(wraps), tuple(by_suit[0].suits) if by_suit else ())
        words += ["Straights may run round the corner through the ace, below the five-high straight."] if wraps else []
        words += [f"Flushes rank by suit first: {', '.join(twist[1])}."] if by_suit else []
    return GameRanking(high, low, tops, tuple(words), moves, high_made_of, ordered, twist)


def showing_key(hand: PlayedHand, cards) -> float | None:
    """What these face-up cards (in the order turned) show under a ranking that changes the
    best hand showing (football points: their total), or None when the showing hand is the
    usual poker hand: for the flips' "until they have the best hand showing", in place of
    `exposed_key` (a number too, so the two never meet in one game)."""
    ranking = ranking_of(hand)
    if ranking is None or ranking.ordered is None:
        return None
    return ordered_points(cards, *ranking.ordered).key[0]


def side_of(program: Program, step: RankingStep, seed: int = 0) -> SideRanking | None:
    """How a `Ranking` step ranks its hands, whichever hand it names (the split hand's
    ranking, for split_hand.py): None for a standard poker hand."""
    if step.scheme == Scheme.POKER and step.size in (None, 5):
        return None
    breaks = program.steps_of(TieBreak)
    suits = next((tuple(b.suits) for b in breaks if b.by == TieBy.SUITS and b.suits), ())
    call = CALLS[seed % len(CALLS)] if any(b.by == TieBy.DEALER_CALL for b in breaks) else None
    return _high_side(step, program.steps_of(CardValues), program.steps_of(PointsTarget), suits, call, low_side=False)


def _high_side(step: RankingStep, values, targets, suits, call, low_side: bool) -> SideRanking | None:
    scheme, size = step.scheme, step.size
    if scheme in (Scheme.POINTS, Scheme.BLACKJACK):
        if scheme == Scheme.BLACKJACK:
            points = PointValues.of([("A", (1, 11)), ("face", (10,)), ("other", (None,))])
            return SideRanking(Ranking(Mode.POINTS, points=points, target=21, bust=Bust.LOSES), call=call)
        if values and values[0].after:
            return None  # football hands (points that count after other cards): not an evaluator mode
        given = values[0] if values else CardValues((("A", (1,)), ("face", (10,)), ("other", (None,))))
        points = PointValues.of(given.values, double=given.double, negative=given.negative)
        target = next((t for t in targets), None)
        aim = (target.low if low_side else target.high) if target is not None else None
        if aim is None:
            aim = -_NO_TARGET if low_side else _NO_TARGET
        bust = Bust.LOSES if target is not None and target.no_bust else \
            Bust.NEAR_SIDE_FIRST if target is not None and target.near_side_first else Bust.COUNTS
        return SideRanking(Ranking(Mode.POINTS, points=points, target=aim, bust=bust, over=not low_side),
                           call=call)
    straights = scheme not in (Scheme.NO_STRAIGHTS_FLUSHES, Scheme.NO_STRAIGHTS)
    flushes = scheme not in (Scheme.NO_STRAIGHTS_FLUSHES, Scheme.NO_FLUSHES)
    if scheme not in (Scheme.NO_STRAIGHTS_FLUSHES, Scheme.NO_STRAIGHTS, Scheme.NO_FLUSHES, Scheme.CARDS,
                      Scheme.HIGH_CARD, Scheme.POKER):
        return None
    if scheme == Scheme.HIGH_CARD:
        return SideRanking(Ranking(Mode.HIGH_CARD, suits=suits))
    if size == 3:
        return SideRanking(Ranking(Mode.THREE_CARD, suits=suits, straights=straights, flushes=flushes), size=3)
    if size == 2 and scheme == Scheme.CARDS:
        return SideRanking(Ranking(Mode.TWO_CARD, suits=suits), size=2)
    if size not in (None, 5) or scheme == Scheme.CARDS:
        return None
    return SideRanking(Ranking(Mode.HIGH, suits=suits, straights=straights, flushes=flushes))


def _changed_side(step: RankingStep, side: SideRanking | None, suits) -> SideRanking:
    """The high side of standard hands with their order changed: an `Order` of hand classes,
    and hands holding something above (or below) the rest, added to the side read so far."""
    size = 2 if step.size == 2 else None
    side = side or SideRanking(Ranking(Mode.TWO_CARD if size else Mode.HIGH, suits=suits), size=size)
    if step.order:
        side = dataclasses.replace(side, size=size, order=Order(
            tuple(_class(c) for c in step.order), _class(step.below) if step.below else None, size or 5))
    if step.with_hands:
        side = dataclasses.replace(side, with_hands=step.with_hands)
    return side


_CATEGORY_NAMES = {"trips": "three-of-a-kind", "quads": "four-of-a-kind"}  # the evaluator's words


def _class(hand_class) -> Class:
    from dealerschoice.play.wild_basics import rank_value

    rank = rank_value(hand_class.from_rank) if hand_class.from_rank else None
    return Class(_CATEGORY_NAMES.get(hand_class.category, str(hand_class.category)), hand_class.size, rank)


def _holding(cards: tuple[Card, ...], hand: Hand, with_hands: HandsWith, rules: HandRules) -> int:
    """Where a `HandsWith` rule puts a hand, before its own key: 1 (or 0) for a hand holding
    (or not) what it counts, or the count itself when more beats fewer; negated when holders lose."""
    counts = with_hands.counts
    if counts == Holding.CARDS:
        held = len(cards)
    elif counts == Holding.JOKERS:
        held = sum(1 for c in cards if c.is_joker)
    elif counts == Holding.WILDS:
        held = sum(1 for c in cards if rules.is_wild(c))
    else:
        held = int(hand.category == _CATEGORY_NAMES.get(category := str(with_hands.category), category))
    tier = held if with_hands.at_least is None else int(held >= with_hands.at_least)
    return -tier if with_hands.loses else tier


def top_rule(step: TopHand) -> TopRule:
    """The holding of a `TopHand` rule, as the showdown checks it (natural cards only)."""
    from dealerschoice.cards.cards import RANK_PLURALS
    from dealerschoice.play.wild_basics import rank_value

    ranks = frozenset(rank_value(r) for r in step.ranks)
    cards = frozenset(Card.parse(c) for c in step.cards)
    what = " ".join(step.cards) if step.cards else f"{step.count} {RANK_PLURALS[min(ranks)]}" if ranks else ""
    return TopRule(step.count, ranks, cards, step.loses, f"{what}: {'loses to' if step.loses else 'beats'} everything")


@lru_cache(maxsize=2048)  # a hand is asked again within its deal: more kept is only more for the gc to walk
def _ranked(cards: tuple[Card, ...], side: SideRanking, rules: HandRules) -> Hand | None:
    """The best hand of `side`'s size among `cards` (all of them when the size is not fixed),
    with the dealer's call appended to a points key."""
    size = side.size
    if size is None or len(cards) <= size:
        if size is not None and len(cards) < size:
            return None
        hand = _one(cards, side, rules)
    else:
        hand = None
        for chosen in combinations(cards, size):
            found = _one(chosen, side, rules)
            if found is not None and (hand is None or found.key > hand.key):
                hand = found
    if hand is not None and side.call is not None and side.ranking.mode == Mode.POINTS:
        hand = rekeyed(hand, hand.key + (call_key(hand, side),))
    return hand


def _qualify(side: SideRanking, qualifier: int) -> SideRanking:
    """`side` with its ranking's top card allowed (`low_hand`)."""
    return dataclasses.replace(side, ranking=dataclasses.replace(side.ranking, qualifier=qualifier))


# the same value each time it is asked, made once (a new one each time would be compared
# field by field by `_ranked`'s memo)
_qualified = lru_cache(maxsize=64)(_qualify)


def _one(cards: tuple[Card, ...], side: SideRanking, rules: HandRules) -> Hand | None:
    """The hand of exactly these cards under `side` (its changed order, its holders first)."""
    hand = ordered_hand(cards, side.order, rules) if side.order is not None else rank_hand(cards, side.ranking, rules)
    if hand is not None and side.with_hands is not None:
        hand = rekeyed(hand, (_holding(cards, hand, side.with_hands, rules), *hand.key))
    return hand


@dataclass
class RankingPiece:
    """A hand's `GameRanking`, read from its program once (it never changes during the hand)."""

    ready: bool = field(default=False, compare=False)
    ranking: GameRanking | None = field(default=None, compare=False)


def _rankings(program: Program) -> tuple[GameRanking | None, ...]:
    """The program's ranking for each dealer's call (a hand's seed picks one): made once a
    program, so every hand judges with the same values (`_ranked` remembers by them)."""
    return tuple(game_ranking(program, seed) for seed in range(len(CALLS)))


def ranking_of(hand: PlayedHand) -> GameRanking | None:
    """The hand's game ranking (None: standard poker hands); its words go to the transcript
    the first time it is asked for."""
    piece = hand.piece(RankingPiece)
    if not piece.ready:
        piece.ranking = hand.program.once(_rankings)[hand.seed % len(CALLS)]
        piece.ready = True
        for text in piece.ranking.words if piece.ranking else ():
            hand.note(text)
    return piece.ranking


def side_for(hand: PlayedHand, goal: str) -> SideRanking | own_rankings.OwnSide | None:
    """The game's own ranking of the side a player aims for ("high" or "low"), for the
    policies (`policies.worst(..., ranked=...)`): None when that side is standard."""
    ranking = ranking_of(hand)
    own = own_rankings.side_of(hand, goal)  # -- issue 16: moved ranks, added hands, the closest hand
    if own is not None or ranking is None:
        return own
    return ranking.low if goal == "low" else ranking.high
