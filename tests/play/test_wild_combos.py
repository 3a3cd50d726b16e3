"""Wild groups (cards that add up to a number, run, pair, or one card standing for several,
count as wild cards): the evaluator option against a brute force over which groups a hand
uses and what each wild may stand for, the rules read into it, and corpus games played."""

from __future__ import annotations

from itertools import combinations, pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card, HandRules, Limited, best_hand, best_low
from dealerschoice.cards.cards import parse_cards, standard_deck
from dealerschoice.cards.keys import high_score, unpack
from dealerschoice.cards.lows import low_key
from dealerschoice.cards.odd_ranks import three_card_hand
from dealerschoice.cards.wild_groups import GroupHow, WildGroup, pip_value
from dealerschoice.play.mechanics import wild_play
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from tests.cards.reference import brute_a5, brute_high_not_held
from tests.play.test_simulate import assert_sound
from tests.rules import corpus as dev

DECK = standard_deck()


def _is_group(group: WildGroup, cards) -> bool:
    """The rule written out again, plainly, for the brute force."""
    if len(cards) not in group.sizes:
        return False
    values = [1 if c.rank == 14 else min(c.rank, 10) for c in cards]
    if group.how == GroupHow.SUM:
        return sum(values) == group.total
    if group.how == GroupHow.PRODUCT:
        product = 1
        for v in values:
            product *= v
        return product == group.total
    if group.how == GroupHow.PAIR:
        return len({c.rank for c in cards}) == 1
    if group.how == GroupHow.NAMED:
        return cards[0] in group.cards
    if group.how == GroupHow.SET:
        return sorted(c.rank for c in cards) == sorted(group.ranks)
    for ace in (14, 1):
        ranks = sorted(ace if c.rank == 14 else c.rank for c in cards)
        if group.how == GroupHow.APART and ranks[1] - ranks[0] == group.total:
            return True
        if group.how == GroupHow.CONSECUTIVE and all(b - a == 1 for a, b in pairwise(ranks)):
            return True
    return False


def brute_ways(cards, groups, wild):
    """Every (natural cards left, number of wilds) a hand may play: each set of disjoint groups
    of natural cards (of any of the rules `groups`, or one rule), found by trying every subset
    of the hand."""
    groups = groups if isinstance(groups, tuple) else (groups,)
    naturals = [c for c in cards if not wild(c)]
    extra = sum(1 for c in cards if wild(c))
    subsets = [(s, group) for group in groups for size in group.sizes
               for s in combinations(range(len(naturals)), size) if _is_group(group, [naturals[i] for i in s])]
    ways = set()

    def walk(k, used, wilds):
        ways.add((tuple(c for i, c in enumerate(naturals) if i not in used), wilds))
        for j in range(k, len(subsets)):
            at, group = subsets[j]
            if not used & set(at):
                walk(j + 1, used | set(at), wilds + group.played_as(len(at)))

    walk(0, set(), extra)
    return ways


groups_st = st.one_of(
    st.builds(WildGroup.adding, st.integers(3, 12), st.sampled_from([(2,), (2, 3)]), st.booleans()),
    st.builds(WildGroup.multiplying, st.sampled_from([6, 8, 9, 12]), st.just((2,)), st.booleans()),
    st.builds(WildGroup.consecutive, st.sampled_from([(2,), (3,)]), st.booleans()),
    st.builds(WildGroup.apart, st.integers(1, 4), st.booleans()),
    st.builds(WildGroup.pairs, st.just((2,)), st.booleans()),
    st.builds(WildGroup.named, st.lists(st.sampled_from(DECK), min_size=1, max_size=3), st.integers(1, 2)),
    st.builds(WildGroup.held_set, st.lists(st.integers(2, 14), min_size=2, max_size=3)),
)


@settings(max_examples=60, deadline=None)
@given(groups_st, st.lists(st.sampled_from(DECK), min_size=2, max_size=6, unique=True),
       st.sampled_from([frozenset(), frozenset({9})]))
def test_groups_high_equals_brute_force(group, cards, wild_ranks):
    rules = HandRules(wild_ranks, limited=(Limited.grouped(group),))
    wild = rules.is_wild
    expected = max(brute_high_not_held([(c.rank, c & 3) for c in left] + [(2, 0)] * w, [0] * len(left) + [1] * w)
                   for left, w in brute_ways(cards, group, wild))
    category, ranks = unpack(high_score(cards, rules))
    assert (category,) + ranks + (0,) * (5 - len(ranks)) == expected
    hand = best_hand(cards, rules)
    assert hand.key[:6] == expected and sorted(hand.cards) == sorted(cards)


@settings(max_examples=40, deadline=None)
@given(groups_st, st.lists(st.sampled_from(DECK), min_size=5, max_size=6, unique=True))
def test_groups_low_equals_brute_force(group, cards):
    rules = HandRules(limited=(Limited.grouped(group),))
    expected = min(brute_a5([1 if c.rank == 14 else c.rank for c in left] + [2] * w, [False] * len(left) + [True] * w)
                   for left, w in brute_ways(cards, group, rules.is_wild))
    assert best_low(cards, rules) is not None
    assert tuple(-x for x in low_key(cards, rules)) == expected


def test_a_group_played_as_one_wild_is_told_in_the_description():
    rules = HandRules(limited=(Limited.grouped(WildGroup.adding(9, (2, 3))),))
    hand = best_hand("Ks Kd 4c 5h 2d 7c Qh", rules)
    assert hand.description == "Four of a kind, kings (4♣ 5♥ as one wild; 2♦ 7♣ as one wild)"
    assert [str(c) for c in hand.best] == ["K♠", "K♦", "4♣", "2♦", "Q♥"]
    assert [(str(a), str(b)) for a, b in hand.wilds] == [("4♣", "K♥"), ("2♦", "K♣")]


def test_a_group_is_used_only_when_it_helps():
    rules = HandRules(limited=(Limited.grouped(WildGroup.adding(9, (2, 3))),))
    hand = best_hand("As 2s 3s 4s 6s Kd Kh", rules)  # 2-3-4 add to nine: the flush is better
    assert hand.description == "Flush, ace high"
    assert hand.wilds == ()


def test_pairs_make_each_other_wild():
    rules = HandRules(limited=(Limited.grouped(WildGroup.pairs()),))
    hand = best_hand("Ks Kd 7c 4h 2d", rules)
    assert hand.description == "Three of a kind, sevens (K♠ K♦ wild)"  # the kings play as sevens
    assert [str(c) for c in hand.played] == ["7♣", "7♠", "7♥", "4♥", "2♦"]


def test_a_named_card_stands_for_two_wilds():
    rules = HandRules(limited=(Limited.grouped(WildGroup.named([Card.parse("Js")], 2)),))
    hand = best_hand("Js Ad Ac 4h 2d", rules)
    assert hand.description == "Four of a kind, aces (J♠ as 2 wilds)"
    assert [str(c) for c in hand.best] == ["A♦", "A♣", "J♠", "J♠", "4♥"]


def test_values_and_bad_groups():
    assert [pip_value(c) for c in parse_cards("As Ts Qd 5c")] == [1, 10, 10, 5]
    assert WildGroup.multiplying(9).fits(parse_cards("As 9d")) and WildGroup.multiplying(9).fits(parse_cards("3s 3d"))
    assert not WildGroup.consecutive().fits(parse_cards("Ks 2d"))
    with pytest.raises(ValueError, match='a "sum" wild group needs a positive total, not 0'):
        WildGroup.adding(0)
    with pytest.raises(ValueError, match=r"ranks apart are two cards, not sizes \(2, 3\)"):
        WildGroup(GroupHow.APART, (2, 3), 2)
    with pytest.raises(ValueError, match=r"a held set names its ranks \(2..14\) once per card, not \(1, 12\)"):
        WildGroup.held_set((12, 1))
    with pytest.raises(ValueError, match="wild groups are played as jokers: the rules must have jokers wild"):
        HandRules(jokers="bug", limited=(Limited.grouped(WildGroup.pairs()),))


# ---- a part of the hand judged alone: three-card hands out of five -----------------------------
def _three_card_units(cards, group):
    """The brute force for a three-card hand chosen out of `cards`: every way to use the
    hand's groups, then every three of what it plays as (a group played as one wild: one)."""
    best = None
    for left, wilds in brute_ways(cards, group, lambda c: False):
        units = list(left) + [Card(52)] * wilds
        for three in combinations(units, 3):
            key = three_card_hand(three, HandRules(), straights=False, flushes=False).key
            best = key if best is None or key > best else best
    return best


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([WildGroup.consecutive(), WildGroup.apart(2), WildGroup.adding(9), WildGroup.pairs()]),
       st.lists(st.sampled_from(DECK), min_size=5, max_size=5, unique=True))
def test_a_three_card_hand_out_of_five_uses_the_whole_hands_groups(group, cards):
    rules = HandRules(limited=(Limited.grouped(group, hand=cards),))
    found = max(three_card_hand(three, rules, straights=False, flushes=False).key for three in combinations(cards, 3))
    assert found == _three_card_units(cards, group)


def test_a_three_card_hand_says_which_cards_made_its_wild():
    cards = parse_cards("Kd Ks 5c 6h 2d")
    rules = HandRules(limited=(Limited.grouped(WildGroup.consecutive(), hand=cards),))
    hand = three_card_hand(parse_cards("Kd Ks 5c"), rules, straights=False, flushes=False)
    assert hand.description == "Three of a kind, kings (5♣ 6♥ as one wild)"  # the 6♥ goes with the 5♣
    assert [str(c) for c in hand.best] == ["K♦", "K♠", "5♣"]
    assert [(str(a), str(b)) for a, b in hand.wilds] == [("5♣", "K♥")]


# ---- the corpus games ---------------------------------------------------------------------------
needs_corpus = pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)


def corpus_hand(number: int, players: int, seed: int) -> PlayedHand:
    hand = PlayedHand(game_program(next(g for g in dev.corpus().games if g.id == number)), players, seed)
    hand.piece(Stance).everyone_stays = True  # to the showdown, where the wilds show
    assert_sound(hand.run())
    return hand


def _plays(cards, groups, wild_ranks):
    """Every (cards left, wilds) a hand may play, by brute force over its subsets."""
    return brute_ways(cards, groups, HandRules(frozenset(wild_ranks)).is_wild)


@needs_corpus
@pytest.mark.parametrize("number, groups, wild_ranks", [
    (222, (WildGroup.adding(9, (2, 3)),), {9}),             # Number Nine: nines wild, and 2-3 cards adding to nine
    (646, (WildGroup.adding(5),), {5}),                      # Fives
    (637, (WildGroup.pairs(),), set()),                      # Match'em: pairs make each other wild
    (647, (WildGroup.adding(9, each=True), WildGroup.multiplying(9, each=True)), {9}),  # Lucky Nines
])
def test_stud_games_judge_every_hand_with_its_groups(number, groups, wild_ranks):
    for seed in (1, 2, 3):
        hand = corpus_hand(number, 4, seed)
        (showdown,) = hand.outcome.result.showdowns
        for seat, (high, _) in showdown["hands"].items():
            cards = hand.table.seat(seat).all()
            expected = max(best_hand(list(left) + [Card(52)] * w, HandRules(frozenset(wild_ranks))).key
                           for left, w in _plays(cards, groups, wild_ranks))
            assert high.key == expected, (number, seed, seat, [str(c) for c in cards])


@needs_corpus
def test_alternating_guts_says_which_two_cards_count_as_one_wild():
    hand = corpus_hand(345, 4, 1)
    text = next(e.text for e in hand.log.events if e.kind == "showdown")
    for high, _ in hand.outcome.result.showdowns[0]["hands"].values():
        if high.description.endswith("wild)"):
            used = high.description[high.description.index("(") + 1:-1]
            assert used in text
            first, second = used.split(" as ")[0].split(" ")
            assert abs(Card.parse(first).rank - Card.parse(second).rank) in (2, 11)  # two ranks apart (A-3, Q-A)


@needs_corpus
def test_consecutive_guts_plays_three_card_hands_with_groups_from_all_five():
    for seed in (1, 2):
        hand = corpus_hand(352, 4, seed)
        last = hand.outcome.result.showdowns[-1]  # the cards held now are the last deal's
        for seat, (high, _) in last["hands"].items():
            assert high.key == _three_card_units(hand.table.seat(seat).all(), WildGroup.consecutive())


@needs_corpus
def test_flying_outhouse_plays_a_one_eyed_jack_as_two_wilds():
    game = next(g for g in dev.corpus().games if g.id == 423)
    limits = wild_play.game_limits(game_program(game))
    assert [g for entry in limits.limited for g in entry.groups] == [WildGroup.named(parse_cards("Js Jh"), 2),
                                                                     WildGroup.named(parse_cards("Kd"), 3)]
    rules = wild_play._limited(HandRules(frozenset({2})), limits)
    assert best_hand(parse_cards("Kd 7s 7h 4c 9d"), rules).description == "Five of a kind, sevens (K♦ as 3 wilds)"
    assert best_hand(parse_cards("Js 2c Ah Ad 9d"), rules).description == "Five of a kind, aces (J♠ as 2 wilds)"


# ---- dead cards: left out of every way of judging a hand ----------------------------------------
@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=3, max_size=7, unique=True), st.sets(st.sampled_from("shdc"), max_size=2))
def test_dead_cards_count_in_no_hand(cards, suits):
    dead = [c for c in cards if c.suit in suits]
    rules = HandRules(frozenset({2}), limited=(Limited.dead_cards(dead),))
    live = [c for c in cards if c not in dead]
    plain = HandRules(frozenset({2}))
    assert high_score(cards, rules) == high_score(live, plain)
    assert best_hand(cards, rules).key == best_hand(live, plain).key
    assert low_key(cards, rules) == low_key(live, plain)
    if dead:
        assert best_hand(cards, rules).description.endswith(" ".join(map(str, dead)) + " dead)")
