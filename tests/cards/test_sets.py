"""The best hand from card sets, held to a brute force over every allowed selection."""

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards.cards import JOKER, parse_cards, standard_deck
from dealerschoice.cards.hands import best_hand
from dealerschoice.cards.keys import high_score
from dealerschoice.cards.limits import Limits
from dealerschoice.cards.lows import best_low
from dealerschoice.cards.rules import HandRules
from dealerschoice.cards.scorers import HIGH, Scorer, high, low
from dealerschoice.cards.sets import Choice, best_from_sets, best_key

DECK = standard_deck()
WILD_TWOS = HandRules(wild_ranks=frozenset({2}))
SCORERS = {
    "high": HIGH,
    "high-wild": high(WILD_TWOS),
    "a5": low(),
    "27": low(style="27"),
    "a5-wild": low(WILD_TWOS),
    # a plug-in scorer without `pick`: only whole selections are ranked
    "plain": Scorer("plain", lambda cards: high_score(cards)),
}


def allowed(own_used, board_used, groups, limits, up) -> bool:
    """Whether one selection (own indexes, board places) keeps `limits`, read literally."""
    k, b = len(own_used), len(board_used)
    downs = sum(1 for i in own_used if i not in up)
    if k < limits.own_low or (limits.own_high is not None and k > limits.own_high):
        return False
    if limits.own_choices and k not in limits.own_choices:
        return False
    if downs < limits.down_low or (limits.down_high is not None and downs > limits.down_high):
        return False
    if b < limits.board_low or (limits.board_high is not None and b > limits.board_high):
        return False
    if limits.one_group and len({i for i, _ in board_used}) > 1:
        return False
    if limits.one_from_each and sorted(i for i, _ in board_used) != [i for i, g in enumerate(groups) if g]:
        return False
    return k + b <= limits.size


def brute(own, groups, limits, scorer, up=frozenset()):
    """The best key over every allowed selection of the largest allowed size (None: none)."""
    places = [(i, j) for i, g in enumerate(groups) for j in range(len(g))]
    found = []
    for k in range(min(len(own), limits.size) + 1):
        for mine in combinations(range(len(own)), k):
            for b in range(min(len(places), limits.size - k) + 1):
                for theirs in combinations(places, b):
                    if allowed(mine, theirs, groups, limits, up):
                        found.append((k + b, mine, theirs))
    if not found:
        return None
    top = max(size for size, _, _ in found)
    return max(scorer.key(tuple(own[i] for i in mine) + tuple(groups[i][j] for i, j in theirs))
               for size, mine, theirs in found if size == top), top


@st.composite
def deals(draw):
    cards = draw(st.permutations(list(DECK) + [JOKER]))
    own_count = draw(st.integers(0, 5))
    sizes = draw(st.lists(st.integers(0, 5), min_size=1, max_size=3).filter(lambda s: sum(s) <= 8))
    own, rest = cards[:own_count], cards[own_count:]
    groups, at = [], 0
    for n in sizes:
        groups.append(tuple(rest[at:at + n]))
        at += n
    up = frozenset(draw(st.sets(st.integers(0, max(own_count - 1, 0)), max_size=own_count)) if own_count else set())
    return tuple(own), tuple(groups), up


@st.composite
def limits(draw):
    low = draw(st.integers(0, 3))
    high = draw(st.one_of(st.none(), st.integers(low, 5)))
    choices = draw(st.one_of(st.just(()), st.sets(st.integers(0, 5), min_size=1, max_size=3).map(tuple)))
    down_low = draw(st.integers(0, 2))
    down_high = draw(st.one_of(st.none(), st.integers(down_low, 4)))
    board_low = draw(st.integers(0, 2))
    board_high = draw(st.one_of(st.none(), st.integers(board_low, 5)))
    group = draw(st.sampled_from(("any", "one", "each")))
    try:
        return Limits(low, high, choices, down_low, down_high, board_low, board_high,
                      one_group=group == "one", one_from_each=group == "each")
    except ValueError:
        return Limits()


def check(own, groups, lim, scorer, up):
    if _own_short(own, lim, up):  # the own cards cannot meet the limits at all: an error
        with pytest.raises(ValueError, match="^best hand from sets: "):
            best_from_sets(own, groups, lim, scorer, up=up)
        return
    expected = brute(own, groups, lim, scorer, up)
    got = best_from_sets(own, groups, lim, scorer, up=up)
    if expected is None:
        assert got is None and best_key(own, groups, lim, scorer, up=up) is None
        return
    key, size = expected
    assert got is not None and got.key == key
    assert best_key(own, groups, lim, scorer, up=up) == key
    assert len(got.cards) == size
    assert got.cards == tuple(own[i] for i in got.own) + tuple(groups[i][j] for i, j in got.board)
    assert len(set(got.own)) == len(got.own) and len(set(got.board)) == len(got.board)
    assert allowed(got.own, got.board, groups, lim, up)
    assert scorer.key(got.cards) == key
    if lim.one_group and got.board:
        assert {i for i, _ in got.board} == {got.group}


def _own_short(own, lim, up) -> bool:
    """The own cards cannot make any own count the limits allow."""
    downs = len(own) - len(up)
    for k in lim.own_counts(min(len(own), lim.size)):
        for d in range(downs + 1):
            if d <= k and k - d <= len(up) and d >= lim.down_low and (lim.down_high is None or d <= lim.down_high):
                return False
    return True


@settings(max_examples=300, deadline=None)
@given(deals(), limits(), st.sampled_from(sorted(SCORERS)))
def test_best_from_sets_is_the_brute_force_best(deal, lim, name):
    own, groups, up = deal
    check(own, groups, lim, SCORERS[name], up)


@settings(max_examples=150, deadline=None)
@given(deals(), st.sampled_from([Limits.exactly(2), Limits.at_least(1), Limits.at_most(2),
                                 Limits(one_group=True), Limits(one_from_each=True),
                                 Limits.exactly(2, one_group=True), Limits(down_low=1)]),
       st.sampled_from(sorted(SCORERS)))
def test_the_common_limits_against_brute_force(deal, lim, name):
    own, groups, up = deal
    check(own, groups, lim, SCORERS[name], up)


def cards(text):
    return parse_cards(text)


def test_omaha_uses_exactly_two_own_cards():
    own, board = cards("Kh 9c 9d 4s"), [cards("Ah Qh 9h 7h 5c")]
    assert best_hand(best_from_sets(own, board).cards).description == "Flush, ace high"
    omaha = best_from_sets(own, board, Limits.exactly(2))
    assert omaha == Choice(cards("9c 9d Ah Qh 9h"), (1, 2), ((0, 0), (0, 1), (0, 2)), None, omaha.key)
    assert best_hand(omaha.cards).description == "Three of a kind, nines"


def test_one_line_of_a_board():
    rows = [cards("As Ks Qs"), cards("Ad Ah 4c"), cards("7c 8d 9c")]
    own = cards("Ac 2c")
    choice = best_from_sets(own, rows, Limits(one_group=True))
    assert choice.group == 1 and best_hand(choice.cards).description == "Three of a kind, aces"
    assert choice.board == ((1, 0), (1, 1), (1, 2))
    # the same cards as one pool: the aces of two rows together
    assert best_hand(best_from_sets(own, [sum(rows, ())]).cards).description == "Four of a kind, aces"


def test_one_card_from_each_board():
    boards = [cards("As Ks"), cards("Ad 3h"), cards("Ah 2d")]
    choice = best_from_sets(cards("Ac 5c"), boards, Limits(one_from_each=True))
    assert sorted(i for i, _ in choice.board) == [0, 1, 2]
    assert best_hand(choice.cards).description == "Four of a kind, aces"


def test_down_cards_and_up_cards():
    own = cards("Ah Ad 2c 3d")  # the aces are up
    board = [cards("Ac As 4s 5h")]
    free = best_from_sets(own, board, up=frozenset({0, 1}))
    assert best_hand(free.cards).description == "Four of a kind, aces"
    down = best_from_sets(own, board, Limits(down_low=2), up=frozenset({0, 1}))
    assert set(down.own) >= {2, 3} and best_hand(down.cards).description == "Straight, five high"


def test_lows_and_a_plug_in_ranking():
    own, board = cards("As 2d Kc Kd"), [cards("3c 4h 9s Qs 5d")]
    a5 = best_from_sets(own, board, Limits.exactly(2), low())
    assert best_low(a5.cards).description == "Five low: 5-4-3-2-A"
    d27 = best_from_sets(own, board, Limits.exactly(2), low(style="27"))
    assert best_low(d27.cards, style="27").description == "King low: K-5-4-3-2"
    fewest = Scorer("fewest-spades", lambda five: -sum(1 for c in five if c.suit == "s"))
    assert best_from_sets(own, board, Limits.exactly(2), fewest).key == 0


def test_an_unfinished_board_gives_a_smaller_hand():
    choice = best_from_sets(cards("As Ad Kh Qh"), [cards("Ac 2h")], Limits.exactly(2))
    assert len(choice.cards) == 4 and best_hand(choice.cards).description == "Three of a kind, aces"
    assert best_from_sets(cards("As"), [cards("2h")], Limits(board_low=2)) is None


def test_bad_limits_say_what_is_wrong():
    with pytest.raises(ValueError, match=r"^best hand from sets: the limits ask for 3 own cards \(own_low 3\), "
                                         r"the hand has 2 own cards$"):
        best_from_sets(cards("As Ad"), [cards("Ac Ah 2h")], Limits.exactly(3))
    with pytest.raises(ValueError, match=r"^best hand from sets: the limits ask for 2 down cards \(down_low\), "
                                         r"the hand has 1 down cards$"):
        best_from_sets(cards("As Ad 3c"), [], Limits(down_low=2), up=frozenset({0, 1}))
    with pytest.raises(ValueError, match=r"^hand limits: own_low 3 is above own_high 2: "):
        Limits(own_low=3, own_high=2)
    with pytest.raises(ValueError, match=r"^hand limits: own_high must be a whole number 0 or more, not -1$"):
        Limits(own_high=-1)
    with pytest.raises(ValueError, match=r"^hand limits: one_group and one_from_each cannot both hold"):
        Limits(one_group=True, one_from_each=True)
    with pytest.raises(ValueError, match=r"^hand limits: 6 cards asked for \(own and board lower bounds\) "
                                         r"in a hand of 5$"):
        Limits(own_low=4, board_low=2)
    with pytest.raises(ValueError, match=r"^best hand from sets: one card from each of 6 groups is more than "
                                         r"a hand of 5$"):
        best_from_sets(cards("As"), [cards("2h")] * 6, Limits(one_from_each=True))
    with pytest.raises(ValueError, match=r'^low style must be "a5" or "27", not "razz"$'):
        low(style="razz")
