"""Wild groups found in each whole hand, for a guts game whose hands are parts of it (Consecutive
Guts: "Hand ranks is determined by three card hands" and "Any two cards of consecutive rank count
as one wild": the best three cards of five, a pair of cards in a row among the five playing as one
wild card in the three).

The simulator adds the groups to a hand's rules per whole hand (`wild_play.with_limits`:
`Limited.grouped(..., hand=the sorted cards)`), so a three-card part may play a group whose other
card lies outside it (`wild_groups.part_plays`). Two things read those rules in a guts game:
- the going in or out: `declare._in_or_out` asks the rules of exactly the cards seen, the whole
  hand, for which the groups play as they do in any hand (`limited.substitutions` plays a part
  only for fewer cards than the whole): the plan's rules with the groups, the same for every
  hand, as the simulator's probe hand gives them for no cards (`HandRules`);
- the showdown: each contender's hand judged by the game's ranking under the rules of its own
  cards, asked of the simulator's probe hand itself (`PartJudge`).

The showdown's winner is found by the hands' keys alone. Where the ranking reads no suit (no
flush counts, no suit order, nothing but a hand of N judged by its mode) and the rules make no
single card wild or limited, a key depends on the ranks held alone: it is remembered by the
sorted ranks (`rank_blind`), each three-card part's by its ranks and the whole hand's; a winner's
own Hand (its words, the wild cards it used) is that of its first part of the top key, judged card
for card (`PartJudge.winner`).

Refused (`Unplanned`): limits read from the hand's seat or position (voids, own or seat wilds,
dealt jokers), groups that are not the game's only per-hand limits.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from dealerschoice.cards import Card, Hand, HandRules, best_hand
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.cards.modes import Mode, rank_hand, rank_key
from dealerschoice.cards.wild_groups import GroupHow
from dealerschoice.play import making
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.mechanics.ranking_play import GameRanking
from dealerschoice.play.program import Program

_CARDS = [Card(code) for code in range(JOKER_CODE + 1)]
_MEMO_MOST = 1 << 17  # hands a memo keeps before it starts again
# the modes whose key reads only the ranks and the wild cards held, with flushes not counting
_SUITLESS_MODES = frozenset({Mode.HIGH, Mode.THREE_CARD})


def part_rules(program: Program, players: int) -> tuple[HandRules, HandRules]:
    """The (high, low) rules the simulator gives the whole hand of any cards, in a game whose
    only limits read from the hand are wild groups found in each whole hand; `Unplanned` else."""
    from dealerschoice.play.mechanics.wild_play import Limits, game_limits, limits_of
    from dealerschoice.play.odds import OddsHand  # the odds import the plans: not at import time

    probe = OddsHand(program, players, 0)
    limits = limits_of(probe)
    if not limits.part_groups:
        raise Unplanned("no wild groups found in each whole hand")
    plain = game_limits(program)  # the same rules read as whole hands: the groups among the limits
    if plain != Limits(plain.joker_bugs, plain.bug_ranks, plain.bug_cards, plain.limited) or limits != Limits(
            limits.joker_bugs, limits.bug_ranks, limits.bug_cards, limits.limited, part_groups=limits.part_groups):
        raise Unplanned("wild limits read from each hand's seat or cards (a void, own or seat wilds) in a guts game")
    seat = probe.table.seats[0]
    high, low = probe.rules_for(seat, "high", []), probe.rules_for(seat, "low", [])
    if high.natural_beats_wild:
        raise Unplanned("a natural hand beats a wild one: the key has one more field")
    return high, low


def hand_rules(program: Program, players: int) -> Callable[[tuple[Card, ...]], HandRules]:
    """A function of a whole hand's cards, sorted, giving its high rules as the simulator's
    showdown asks them (`PlayedHand.rules_for(seat, "high", cards)`), remembered by the cards."""
    from dealerschoice.play.odds import OddsHand  # the odds import the plans: not at import time

    probe = OddsHand(program, players, 0)
    seat = probe.table.seats[0]
    memo: dict[tuple[Card, ...], HandRules] = {}

    def rules_of(cards: tuple[Card, ...]) -> HandRules:
        found = memo.get(cards)
        if found is None:
            if len(memo) >= _MEMO_MOST:
                memo.clear()
            found = memo[cards] = probe.rules_for(seat, "high", list(cards))
        return found
    return rules_of


def rank_blind(ranking: GameRanking, rules: HandRules) -> bool:
    """Whether a hand's key under `ranking` reads its ranks alone: a high side of its own mode
    with no flush, suit order or other part, and rules whose wild and limited cards are whole
    ranks (the groups found by rank: consecutive, adding, paired)."""
    side = ranking.high
    if side is None or ranking != GameRanking(high=side, words=ranking.words):
        return False
    if side.order is not None or side.with_hands is not None or side.call is not None:
        return False
    scheme = side.ranking
    return scheme.mode in _SUITLESS_MODES and not scheme.flushes and not scheme.suits and rank_cards(rules)


class PartJudge:
    """A guts showdown's judge of hands under their own rules (as `judge.hands_of` judges its
    one group): `key(codes)` a hand's key (None: no hand), `winner(codes, key)` the Hand of a
    hand of that key, `hand(codes)` its Hand asked of the simulator's ranking itself.

    Where keys read ranks alone (`blind`), a hand's key is remembered by its sorted ranks, and
    the key of each part of it (three cards of five) by the part's and the whole hand's: a card
    for another of its rank is a change of names that every rule and the ranking read alike.
    The winner's Hand is then that of the first part, in the order the cards are held, of the
    top key, as `ranking_play._ranked` keeps the first part of the best key."""

    def __init__(self, ranking: GameRanking, rules_of: Callable[[tuple[Card, ...]], HandRules], qualifiers,
                 blind: bool):
        self.ranking, self.rules_of, self.qualifiers = ranking, rules_of, qualifiers
        side = ranking.high
        self.size = side.size if side is not None and blind and not qualifiers else None
        self.scheme = side.ranking if side is not None else None
        # a qualifier reads the whole high hand, flushes too (`making.high_qualifies`): not the ranks alone
        self.blind = blind and not qualifiers
        self.keys: dict[tuple, tuple | None] = {}
        self.part_keys: dict[tuple, tuple] = {}

    def hand(self, codes) -> Hand | None:
        cards = [_CARDS[c] for c in codes]
        rules = self.rules_of(tuple(sorted(cards)))
        if not making.high_qualifies(cards, rules, self.qualifiers):
            return None
        return self.ranking.high_hand(cards, rules, best_hand)

    def key(self, codes) -> tuple | None:
        memo = _ranks(codes) if self.blind else tuple(sorted(codes))
        if memo in self.keys:
            return self.keys[memo]
        if len(self.keys) >= _MEMO_MOST:
            self.keys.clear()
        if self.size is not None and len(codes) > self.size:
            found: tuple | None = max(self._part_key(part, codes) for part in combinations(codes, self.size))
        else:
            made = self.hand(codes)
            found = None if made is None else made.key
        self.keys[memo] = found
        return found

    def winner(self, codes, key: tuple) -> Hand | None:
        """The Hand of a hand whose key is `key`: its first part of that key, judged."""
        if self.size is None or len(codes) <= self.size:
            return self.hand(codes)
        part = next((p for p in combinations(codes, self.size) if self._part_key(p, codes) == key), None)
        assert part is not None and self.scheme is not None, f"no part of {codes} has the key {key}"
        return rank_hand([_CARDS[c] for c in part], self.scheme, self.rules_of(tuple(sorted(_CARDS[c] for c in codes))))

    def _part_key(self, part, codes) -> tuple:
        memo = (_ranks(part), _ranks(codes))
        found = self.part_keys.get(memo)
        if found is None:
            if len(self.part_keys) >= _MEMO_MOST:
                self.part_keys.clear()
            assert self.scheme is not None, "a part judged under the ranking's own side"
            rules = self.rules_of(tuple(sorted(_CARDS[c] for c in codes)))
            key = rank_key([_CARDS[c] for c in part], self.scheme, rules)  # the key alone: no Hand made
            assert key is not None, f"{self.scheme.mode} always ranks a hand"  # the modes `rank_blind` allows
            found = self.part_keys[memo] = key
        return found


def _ranks(codes) -> tuple[int, ...]:
    """The ranks of card codes, sorted (a joker its own: 52)."""
    return tuple(sorted(c if c == JOKER_CODE else c >> 2 for c in codes))


def rank_cards(rules: HandRules) -> bool:
    """Whether every wild, bug and limited card of the rules is a whole rank (groups found by
    rank: consecutive, adding, paired; no card standing for given others, no dead card)."""
    return not (rules.wild_cards or rules.bug_cards) and all(
        not entry.options and not entry.dead and all(g.how != GroupHow.NAMED for g in entry.groups)
        for entry in rules.limited)
