"""Wild groups remembered (issue 21): whether cards fit a group, and the ways to play a hand's
groups, are worked out once per hand of cards and give what working them out afresh gives."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import wild_groups
from dealerschoice.cards.cards import Card, parse_cards, standard_deck
from dealerschoice.cards.hands import best_hand
from dealerschoice.cards.limited import Limited, substitutions
from dealerschoice.cards.odd_ranks import three_card_hand
from dealerschoice.cards.rules import HandRules
from dealerschoice.cards.wild_groups import GroupHow, WildGroup, group_plays
from tests.cards.old_wilds import old_fits

DECK = standard_deck()
GROUPS = (WildGroup.consecutive(), WildGroup.apart(2), WildGroup.adding(9, (2, 3)), WildGroup.pairs(),
          WildGroup.consecutive((3,), each=True), WildGroup.named(parse_cards("Js Jh"), 2))


def _fresh(group: WildGroup) -> WildGroup:
    """The same rule, with nothing remembered yet."""
    return WildGroup(group.how, group.sizes, group.total, group.wilds, group.cards, group.ranks)


def _forget() -> None:
    for remembered in (group_plays, wild_groups._packed, wild_groups._packed_members):
        remembered.cache_clear()


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(GROUPS), st.lists(st.sampled_from(DECK), min_size=1, max_size=3, unique=True))
def test_a_remembered_fit_is_the_rules_answer(group, cards):
    """Remembered by the cards' ranks (a named group reads its cards, remembering nothing)."""
    cards = tuple(cards)
    asked = _fresh(group)
    asked._fitting.clear()
    first = asked.fits(cards)
    assert first == asked.fits(cards) == old_fits(group, cards)
    ranks = tuple(c.rank for c in cards)
    assert asked._fitting == ({} if group.how == GroupHow.NAMED else {ranks: first})


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(GROUPS), st.lists(st.sampled_from(DECK), min_size=5, max_size=7, unique=True))
def test_hands_judged_warm_are_the_hands_judged_cold(group, cards):
    rules = HandRules(limited=(Limited.grouped(group),))
    warm = [best_hand(cards, rules), best_hand(cards, rules)]
    _forget()
    cold = best_hand(cards, HandRules(limited=(Limited.grouped(_fresh(group)),)))
    assert warm[0] == warm[1] == cold


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(GROUPS[:4]), st.lists(st.sampled_from(DECK), min_size=5, max_size=5, unique=True))
def test_parts_judged_warm_are_the_parts_judged_cold(group, cards):
    """Every three of five asks for the whole hand's groups: remembered once, the same hands."""
    cards = tuple(cards)
    rules = HandRules(limited=(Limited.grouped(group, hand=cards),))
    warm = [three_card_hand(three, rules, straights=False, flushes=False) for three in combinations(cards, 3)]
    _forget()
    cold_rules = HandRules(limited=(Limited.grouped(_fresh(group), hand=cards),))
    assert warm == [three_card_hand(three, cold_rules, straights=False, flushes=False)
                    for three in combinations(cards, 3)]


def test_the_ways_to_play_a_hand_are_remembered():
    cards = parse_cards("4s 5d 6h Kc 2d")
    groups = (WildGroup.consecutive(),)
    kinds = HandRules(limited=(Limited.grouped(*groups),)).kinds()
    ways = group_plays(cards, groups, kinds)
    assert group_plays(cards, groups, kinds) is ways
    # as held, then the 4-5 or the 5-6 as one wild (they share the five: never both)
    assert [(" ".join(map(str, played)), [str(c) for u in uses for c in u.cards]) for played, uses in ways] == [
        ("4♠ 5♦ 6♥ K♣ 2♦", []), ("6♥ K♣ 2♦ Jk", ["4♠", "5♦"]), ("4♠ K♣ 2♦ Jk", ["5♦", "6♥"])]


def test_cards_given_as_codes_are_played_as_cards():
    """The ways are remembered by value: a hand given as plain codes is played as the same
    `Card`s, never as codes a later hand of cards would be told with."""
    rules = HandRules(limited=(Limited.grouped(WildGroup.consecutive()),))
    cards = parse_cards("4s 5d 9h")
    codes: tuple = tuple(int(c) for c in cards)  # plain ints, as a plan may hold them
    as_codes = list(substitutions(codes, rules))
    assert as_codes == list(substitutions(cards, rules))
    assert all(type(c) is Card for played, _ in as_codes for c in played)


def test_a_group_forgets_its_fits_past_the_limit(monkeypatch):
    monkeypatch.setattr(wild_groups, "_MEMO_LIMIT", 3)
    group = _fresh(WildGroup.adding(9))
    group._fitting.clear()
    pairs = [parse_cards(p) for p in ("4s 5d", "3s 6d", "2s 7d", "As 8d", "8h Ad")]
    assert [group.fits(p) for p in pairs] == [True, True, True, True, True]
    assert list(group._fitting) == [(14, 8), (8, 14)]  # the fourth found the memo full: it starts again


def test_equal_groups_share_what_they_remember():
    """A game whose groups are found in each whole hand makes its groups again for each hand."""
    first, again = _fresh(WildGroup.consecutive()), _fresh(WildGroup.consecutive())
    assert first is not again and first._fitting is again._fitting
    assert first._fitting is not _fresh(WildGroup.apart(2))._fitting
    first._fitting.clear()
    assert again.fits(parse_cards("9s Td")) and first._fitting == {(9, 10): True}


def test_a_joker_fits_no_group():
    with pytest.raises(ValueError, match="a joker is wild already"):
        WildGroup.named([Card.joker()], 1)
    assert not _fresh(WildGroup.pairs()).fits((Card.joker(), Card.joker()))
