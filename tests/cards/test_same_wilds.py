"""The faster evaluator under wild groups and limited wilds (issue 21) gives what it gave before, for every input:
held to the old code kept in `old_wilds.py`; and the memos by ranks it keeps hold what they should."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import grouped_scores, wild_groups
from dealerschoice.cards.cards import JOKER, Card, parse_cards, standard_deck
from dealerschoice.cards.grouped_scores import high_by_ranks, rank_score
from dealerschoice.cards.hands import best_hand
from dealerschoice.cards.keys import high_score, unpack
from dealerschoice.cards.limited import Limited, StandsFor, is_part, played_ways, substitutions
from dealerschoice.cards.modes import Mode, Ranking, rank_hand, rank_key
from dealerschoice.cards.odd_ranks import three_card_hand, three_card_key
from dealerschoice.cards.rules import Duplicates, HandRules
from dealerschoice.cards.wild_groups import WildGroup, found_places
from tests.cards.old_wilds import (
    old_best_hand,
    old_fits,
    old_found,
    old_high_score,
    old_is_part,
    old_tables,
    old_three_card_hand,
)

DECK = standard_deck()
GROUPS = (WildGroup.consecutive(), WildGroup.apart(2), WildGroup.adding(9, (2, 3)), WildGroup.pairs(),
          WildGroup.consecutive((3,), each=True), WildGroup.multiplying(12), WildGroup.held_set((12, 12, 11)),
          WildGroup.adding(10, each=True), WildGroup.pairs(each=False), WildGroup.named(parse_cards("Js Jh"), 2))
ONE_DECK = list(DECK) + [JOKER, JOKER]
TWO_DECKS = list(DECK) * 2 + [JOKER]


@st.composite
def rules_and_deck(draw, part_of: int | None = None):
    """Rules with one or two wild groups (and sometimes wild ranks, a limited card, dead cards), the deck they
    deal from, and, with `part_of`, a whole hand of that many cards the groups are found in."""
    groups = tuple(draw(st.lists(st.sampled_from(GROUPS), min_size=1, max_size=2, unique=True)))
    deck = draw(st.sampled_from([ONE_DECK, ONE_DECK, TWO_DECKS]))
    whole = tuple(draw(st.permutations(deck))[:part_of]) if part_of else ()
    limited = [Limited.grouped(*groups, hand=whole)]
    extra = draw(st.sampled_from(["", "", "", "single", "dead"]))
    if extra == "single":
        limited.append(Limited.as_ranks("6s 6h", [9]))
    elif extra == "dead":
        limited.append(Limited.dead_cards(parse_cards("2s 7s")))
    rules = HandRules.parse(draw(st.sampled_from(["", "", "3", "9,K", "Qh"])),
                            duplicates=draw(st.sampled_from(list(Duplicates))), limited=tuple(limited),
                            natural_beats_wild=draw(st.booleans()))
    return rules, deck, whole


def _same_hand(new, old):
    assert (new.kind, new.category, new.cards, new.best, new.wilds, new.key, new.description) == (
        old.kind, old.category, old.cards, old.best, old.wilds, old.key, old.description)


@settings(max_examples=400, deadline=None)
@given(rules_and_deck(), st.data())
def test_high_scores_under_groups_are_unchanged(made, data):
    rules, deck, _ = made
    cards = tuple(data.draw(st.permutations(deck))[:data.draw(st.integers(0, 8))])
    assert high_score(cards, rules) == old_high_score(cards, rules)
    _same_hand(best_hand(cards, rules), old_best_hand(cards, rules))
    for straights, flushes in ((False, True), (True, False), (False, False)):
        _same_hand(best_hand(cards, rules, straights=straights, flushes=flushes),
                   old_best_hand(cards, rules, straights, flushes))


@settings(max_examples=200, deadline=None)
@given(rules_and_deck(part_of=5), st.data())
def test_the_parts_of_a_hand_are_judged_as_before(made, data):
    """Every three of the five (and the whole five's high score), under the whole hand's groups."""
    rules, _, whole = made
    flags = data.draw(st.tuples(st.booleans(), st.booleans(), st.booleans()))
    for part in combinations(whole, 3):
        try:
            old = old_three_card_hand(part, rules, *flags)
        except ValueError as error:
            with pytest.raises(ValueError) as raised:
                three_card_hand(part, rules, *flags)
            assert str(raised.value) == str(error)
            continue
        _same_hand(three_card_hand(part, rules, *flags), old)
        assert three_card_key(part, rules, *flags) == old.key
        ranking = Ranking(Mode.THREE_CARD, three_five_seven=flags[0], straights=flags[1], flushes=flags[2])
        assert rank_key(part, ranking, rules) == old.key == rank_hand(part, ranking, rules).key
    for size in (2, 4, 5):
        cards = whole[:size]
        assert high_score(cards, rules) == old_high_score(cards, rules)


@settings(max_examples=200, deadline=None)
@given(rules_and_deck(part_of=5), st.data())
def test_the_ways_told_without_how_are_the_ways(made, data):
    rules, deck, whole = made
    size = data.draw(st.integers(0, 5))
    cards = whole[:size] if data.draw(st.booleans()) else tuple(data.draw(st.permutations(deck))[:size])
    assert list(played_ways(cards, rules)) == [played for played, _ in substitutions(cards, rules)]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(GROUPS), st.lists(st.sampled_from(ONE_DECK), min_size=0, max_size=4))
def test_a_fit_read_from_the_ranks_is_the_fit_read_from_the_cards(group, cards):
    cards = tuple(cards)
    assert group.fits(cards) == old_fits(group, cards)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(GROUPS), min_size=1, max_size=3, unique=True),
       st.lists(st.sampled_from(TWO_DECKS), max_size=7), st.sampled_from(["", "3", "9,K"]))
def test_the_groups_found_in_a_hand_are_unchanged(groups, cards, wild):
    cards, groups = tuple(cards), tuple(groups)
    kinds = HandRules.parse(wild).kinds()
    found = wild_groups._found(cards, groups, kinds)
    assert found == old_found(cards, groups, kinds)
    assert found_places(cards, groups, kinds) == frozenset().union(*(at for at, _ in found))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(TWO_DECKS[:8] + [JOKER]), max_size=5), st.lists(st.sampled_from(
    TWO_DECKS[:8] + [JOKER]), max_size=6))
def test_a_part_is_found_as_counting_found_it(cards, whole):
    assert is_part(tuple(cards), tuple(whole)) == old_is_part(tuple(cards), tuple(whole))


@settings(max_examples=100, deadline=None)
@given(st.sets(st.integers(2, 14), max_size=3), st.sets(st.sampled_from(DECK), max_size=3),
       st.sets(st.integers(2, 14), max_size=2), st.sets(st.sampled_from(DECK), max_size=2),
       st.sampled_from(["wild", "bug"]), st.sampled_from(["both", "high", "low"]))
def test_the_wild_tables_made_once_are_the_tables_worked_out(wild_ranks, wild_cards, bug_ranks, bug_cards, jokers,
                                                             wild_in):
    rules = HandRules(frozenset(wild_ranks), frozenset(wild_cards), jokers, wild_in, bug_ranks=frozenset(bug_ranks),
                      bug_cards=frozenset(bug_cards))
    assert rules._tables == old_tables(rules)


# --- the memo by ranks ---

def _rules(*groups: WildGroup, wild: str = "", hand: tuple[Card, ...] = ()) -> HandRules:
    return HandRules.parse(wild, limited=(Limited.grouped(*groups, hand=hand),))


def test_rules_with_the_same_groups_share_one_memo_by_ranks():
    apart = WildGroup.apart(2)
    first, second = _rules(apart), _rules(apart, wild="3", hand=parse_cards("4s 6d 9h"))
    assert isinstance(first._stands_for, StandsFor) and isinstance(second._stands_for, StandsFor)
    assert first._stands_for.by_ranks is second._stands_for.by_ranks
    assert first._stands_for.shrinking and not _rules(WildGroup.pairs())._stands_for.shrinking


@pytest.mark.parametrize("limited", [
    (Limited.grouped(WildGroup.named(parse_cards("Js Jh"), 2)),),       # names cards
    (Limited.grouped(WildGroup.apart(2)), Limited.as_ranks("6s", [9])),  # a card standing for another
    (Limited.grouped(WildGroup.apart(2)), Limited.dead_cards(parse_cards("2s"))),
    (Limited.grouped(WildGroup(WildGroup.pairs().how, (2,), 0, 3)),),   # two cards as three wilds
])
def test_groups_that_read_more_than_ranks_keep_no_memo(limited):
    rules = HandRules(limited=limited)
    assert rules._stands_for.by_ranks is None
    assert high_by_ranks(parse_cards("3s 5d Kh"), rules) is None


def test_a_hand_of_the_same_ranks_is_told_the_remembered_score():
    rules = _rules(WildGroup.apart(2), WildGroup.adding(13))
    memo = rules._stands_for.by_ranks
    memo.clear()
    first = high_by_ranks(parse_cards("3s 5d Kh Kc"), rules)
    assert unpack(first) == (3, (13, 13, 13))
    assert len(memo["high"]) == 1
    assert high_by_ranks(parse_cards("5c 3h Ks Kd"), rules) == first  # other suits, the same ranks
    assert len(memo["high"]) == 1


def test_a_memo_starts_again_when_full(monkeypatch):
    monkeypatch.setattr(grouped_scores, "_MEMO_MOST", 2)
    rules = _rules(WildGroup.consecutive(sizes=(2, 3), each=True))
    rules._stands_for.by_ranks.clear()
    for text in ("2s 9d", "3s 9d", "4s 9d"):
        high_by_ranks(parse_cards(text), rules)
    assert len(rules._stands_for.by_ranks["high"]) == 1  # the third found the memo full


def test_where_a_flush_might_be_made_the_ways_are_searched():
    rules = _rules(WildGroup.apart(2))
    six = parse_cards("3s 5s Ks Qs 9s 2d")
    assert high_by_ranks(six, rules) is None
    assert unpack(high_score(six, rules)) == (5, (13, 12, 9, 5, 3))
    # a part of the hand the groups were found in: the part's own ways, not remembered
    assert high_by_ranks(parse_cards("3s 5d"), _rules(WildGroup.apart(2), hand=parse_cards("3s 5d 9h"))) is None
    # two alike cards of two decks under the common rule: their suits count
    assert high_by_ranks(parse_cards("Kh Kh 3s 5d"), rules) is None


def test_five_cards_flush_only_as_held_under_groups_that_shrink_a_hand():
    rules = _rules(WildGroup.apart(2))
    assert unpack(high_by_ranks(parse_cards("3s 5s Ks Qs 9s"), rules)) == (5, (13, 12, 9, 5, 3))
    assert unpack(high_by_ranks(parse_cards("3s 5d Ks Qs 9s"), rules)) == (1, (13, 13, 12, 9))  # 3-5 as one wild


def test_a_rank_score_leaves_flushes_out():
    assert unpack(rank_score(parse_cards("9h 8h 6h 2h Jk"), HandRules())) == (1, (9, 9, 8, 6, 2))
    assert unpack(rank_score(parse_cards("9h 8h 6h 2h 3h"), HandRules())) == (0, (9, 8, 6, 3, 2))
