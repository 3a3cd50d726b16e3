"""The evaluator's flush by rank mask (`keys._flush`, remembered in `keys._FLUSHES`) is
`flush_part` card for card: every suit, every count of fillers, both duplicate rules, a
suit holding two cards alike (two decks) judged the long way, and the scores built on it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards.keys import (
    FLUSH,
    PACK,
    STRAIGHT_FLUSH,
    _flush,
    flush_part,
    pack,
    plain_high_score,
    rank_part,
    unpack,
    wild_score,
)
from dealerschoice.cards.rules import HandRules

# mostly one suit, so flushes are common; code 52 is the joker, never natural
SUITED = st.lists(st.one_of(st.integers(min_value=0, max_value=12).map(lambda r: r << 2 | 1),
                            st.integers(min_value=0, max_value=51)), min_size=0, max_size=12)


def packed(cards) -> int:
    return sum(PACK[c] for c in cards)


@settings(max_examples=400, deadline=None)
@given(SUITED, st.integers(min_value=0, max_value=6), st.booleans())
def test_flush_by_mask_is_flush_part(cards, fillers, duplicate):
    assert _flush(cards, packed(cards), fillers, duplicate) == flush_part(cards, fillers, duplicate)


@settings(max_examples=300, deadline=None)
@given(SUITED, st.sampled_from((HandRules(), HandRules.parse("2"), HandRules.parse("2,3"),
                                HandRules(wild_ranks=frozenset({7}), duplicates="any"))))
def test_scores_take_the_better_of_ranks_and_flush(cards, rules):
    """`plain_high_score` is the better of the rank part and `flush_part` (the wilds filling both)."""
    kinds = rules.kinds()
    naturals = [c for c in cards if not kinds[c]]
    wilds = len(cards) - len(naturals)
    counts = [(packed(naturals) >> 4 * i) & 15 for i in range(13)]
    ranks = rank_part(counts, wilds, caps=None if rules.wild_may_duplicate else [
        counts[i] + 4 - len({c for c in naturals if c >> 2 == i}) for i in range(13)])
    flush = flush_part(naturals, wilds, rules.wild_may_duplicate) if len(cards) >= 5 else 0
    assert plain_high_score(cards, rules) == max(ranks, flush)
    assert wild_score(naturals, wilds, 0, rules.wild_may_duplicate) == max(ranks, flush)


def test_a_suit_of_two_decks_keeps_its_pair():
    """Two aces of spades (two decks): a flush of A-A-K-Q-9, as `flush_part` plays it, not a
    mask's A-K-Q-9 and a filler."""
    spades = [48, 48, 44, 40, 28]  # A A K Q 9, suit 0
    assert unpack(_flush(spades, packed(spades), 0, True)) == (FLUSH, (14, 14, 13, 12, 9))
    assert _flush(spades[1:], packed(spades[1:]), 1, False) == pack(FLUSH, (14, 13, 12, 11, 9))
    assert _flush([48, 44, 40, 36], packed([48, 44, 40, 36]), 1, True) == pack(STRAIGHT_FLUSH, (14, 13, 12, 11, 10))
