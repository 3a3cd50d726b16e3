"""The pass choice made faster (`players.passing.give_up`, session 6: packed int sort keys,
worths for single cards only while they are enough) gives the very cards the choice as it
was gives, for every input: the old function is kept here verbatim as the oracle."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card, HandRules, parse_cards
from dealerschoice.cards.lows import A5_RANK
from dealerschoice.play.players import passing
from dealerschoice.play.players.passing import SUITED, WILD_WORTH, give_up

# no wild, wild ranks, a wild card, jokers wild or bugs, bugs by rank, a wild low only
RULES = (HandRules(), HandRules.parse("3,9"), HandRules.parse("K"), HandRules(jokers="wild"),
         HandRules(jokers="bug"), HandRules(wild_ranks=frozenset({14}), jokers="wild"),
         HandRules(bug_ranks=frozenset({5})), HandRules(wild_cards=frozenset({Card.parse("Jd")})))


def old_give_up(cards: Sequence[Card], count: int, keep_with: Sequence[Card], rules: HandRules,
            goal: str = "high", low_rules: HandRules | None = None) -> tuple[Card, ...]:
    """`passing.give_up` before it packed its sort keys (session 6), verbatim."""
    if count <= 0:
        return ()
    hand = list(cards) + list(keep_with)
    values = old_low_worth(hand, low_rules or rules) if goal == "low" else old_high_worth(hand, rules)
    # worth, then card code: the card codes are distinct ints, so the pairs sort as the cards
    order = sorted(zip(values, cards))  # zip stops at `cards`: `keep_with` stays
    return tuple(sorted(c for _, c in order[:count]))


def old_high_worth(cards: list[Card], rules: HandRules) -> list[int]:
    # card codes are rank-major: rank index c >> 2 (0 = two), suit c & 3; a joker is 52.
    # `near` holds rank index i's count at i + 2, and the ace's again at 1 (below the two),
    # with empty places past the ace: a card's neighbours two either way are four look-ups.
    kinds = rules.kinds()
    near = [0] * 17
    suits = [0] * 4
    for c in cards:
        if not kinds[c] and c < 52:
            near[(c >> 2) + 2] += 1
            suits[c & 3] += 1
    near[1] = near[14]
    out = []
    for c in cards:
        if kinds[c] or c >= 52:
            out.append(WILD_WORTH)
            continue
        at = c >> 2
        same = near[at + 2]
        if same >= 2:
            out.append(100 * same + at)
            continue
        flush = suits[c & 3]
        out.append(at + 2 + (SUITED * (flush - 2) if flush >= 3 else 0)
                   + (near[at] > 0) + (near[at + 1] > 0) + (near[at + 3] > 0) + (near[at + 4] > 0))
    return out


def old_low_worth(cards: list[Card], rules: HandRules) -> list[int]:
    kinds = rules.kinds(low=True)
    first: dict[int, int] = {}  # a5 rank -> the index of its first card: the other copies pair it
    for i, c in enumerate(cards):
        if not kinds[c]:
            first.setdefault(A5_RANK[c], i)
    out = []
    for i, c in enumerate(cards):
        if kinds[c]:
            out.append(WILD_WORTH)
            continue
        rank = A5_RANK[c]
        out.append(20 - rank if first[rank] == i else -rank)
    return out


# codes 0..52 from up to three decks and jokers: repeated cards, wilds and bugs among them
codes = st.lists(st.integers(0, 52), min_size=0, max_size=14)


@settings(max_examples=250, deadline=None)
@given(codes, codes, st.integers(-1, 16), st.sampled_from(RULES), st.sampled_from(RULES),
       st.sampled_from(("high", "low")), st.booleans(), st.booleans())
def test_the_cards_given_up_are_the_old_choices(mine, kept, count, rules, low_rules, goal, as_cards, shuffled):
    cards: Sequence[int] = [Card(c) for c in mine] if as_cards else list(mine)
    if not shuffled:
        cards = sorted(cards)  # the callers' order; shuffled: any order the caller gives
    low = low_rules if goal == "low" else None
    new = give_up(cards, count, kept, rules, goal, low)
    assert new == old_give_up(cards, count, kept, rules, goal, low)
    assert all(type(c) is type(cards[0]) for c in new)  # the caller's own items come back


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=30, max_size=40), st.integers(1, 5))
def test_a_hand_so_big_a_flush_outweighs_a_pair_still_gives_up_the_old_choice(mine, count):
    # 33 cards of a suit make a single card worth more than a pair (the singles-only shortcut
    # stops past 32 cards)
    hearts = [c for c in range(52) if c & 3 == 2]
    cards = sorted(mine + hearts[:8] + hearts[:8] + hearts[:8])
    assert give_up(cards, count, [], HandRules()) == old_give_up(cards, count, [], HandRules())


def test_a_single_worth_more_than_a_pair_in_a_huge_hand():
    # the king of hearts alone of its rank among 33 hearts is worth 13 + 6 * 31 + 3 = 202, a
    # deuce of a pair 200: the deuce goes (every card past 32 is given its worth)
    heart = {rank: (rank - 2) * 4 + 2 for rank in range(2, 15)}
    cards = sorted([0, 1, heart[13]] + [heart[r] for r in range(3, 13)] * 3 + [heart[14]] * 2)
    assert passing._high_worth(cards, HandRules())[cards.index(heart[13])] == 202
    assert give_up(cards, 1, [], HandRules()) == (0,) == old_give_up(cards, 1, [], HandRules())
    assert give_up(cards, 3, [], HandRules()) == (0, 1, heart[13])


def test_known_passes():
    rules = HandRules()
    assert [str(c) for c in give_up(parse_cards("Qs Qh 9c 8d 3s 4h 2c"), 3, [], rules)] == ["2♣", "3♠", "4♥"]
    assert give_up([40, 41, 31, 26, 7, 10, 1], 3, [], rules) == (1, 7, 10)  # codes in, codes out
    assert give_up([], 2, [], rules) == ()
    assert give_up([5, 9], 0, [], rules) == ()
    assert give_up([9, 5], 5, [], rules) == (5, 9)  # more than held: all of them, in card order
    # one card: the lowest single; the kept cards pair the nine, so the four goes
    assert give_up(parse_cards("9c 4d Ks"), 1, parse_cards("9h"), rules) == (Card.parse("4d"),)
