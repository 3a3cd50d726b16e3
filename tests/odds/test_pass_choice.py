"""The card-by-card pass choice (`players.passing.give_up`), made cheaper, gives up the cards
its definition does: each card's worth from rank and suit counts, the least worth given up,
ties to the lower card. The definition here is written plainly (the choice as it was)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card, HandRules, parse_cards
from dealerschoice.play.players import passing

RULES = (HandRules(), HandRules.parse("3,9"), HandRules(jokers="wild"), HandRules(jokers="bug"))


def plain_high_worth(cards: list[Card], rules: HandRules) -> list[int]:
    kinds = rules.kinds()
    ranks = [0] * 14
    suits = [0] * 4
    for c in cards:
        if not kinds[c] and c < 52:
            ranks[c >> 2] += 1
            suits[c & 3] += 1
    ranks[13] = ranks[12]  # the ace again below the two
    out = []
    for c in cards:
        if kinds[c] or c >= 52:
            out.append(passing.WILD_WORTH)
            continue
        at = c >> 2
        if ranks[at] >= 2:
            out.append(100 * ranks[at] + at)
            continue
        near = sum(1 for d in (-2, -1, 1, 2) if 0 <= at + d <= 12 and ranks[at + d]) + (at <= 1 and ranks[13] > 0)
        flush = suits[c & 3]
        out.append(at + 2 + (passing.SUITED * (flush - 2) if flush >= 3 else 0) + near)
    return out


def plain_give_up(cards, count, keep_with, rules, goal="high", low_rules=None):
    if count <= 0:
        return ()
    hand = list(cards) + list(keep_with)
    values = passing._low_worth(hand, low_rules or rules) if goal == "low" else plain_high_worth(hand, rules)
    order = sorted(range(len(cards)), key=lambda i: (values[i], int(cards[i])))
    return tuple(sorted((cards[i] for i in order[:count]), key=int))


# two decks and a joker: repeated cards and jokers among them
codes = st.lists(st.integers(0, 52), min_size=1, max_size=12)


@settings(max_examples=400, deadline=None)
@given(codes, st.data())
def test_the_cards_given_up_are_the_definitions(drawn, data):
    cards = tuple(sorted(Card(c) for c in drawn))
    split = data.draw(st.integers(1, len(cards)))
    mine, kept = cards[:split], cards[split:]
    count = data.draw(st.integers(0, len(mine)))
    rules = data.draw(st.sampled_from(RULES))
    goal = data.draw(st.sampled_from(("high", "low")))
    assert passing.give_up(mine, count, kept, rules, goal) == plain_give_up(mine, count, kept, rules, goal)


def test_neighbours_count_the_ace_below_the_two_and_nothing_past_the_ace():
    # A 2 3 apart in suits: the two and three each have the ace below; the ace has no
    # neighbour above it (no wrap), only the king two below
    cards = parse_cards("As 2h 3d Kc 7s")
    assert passing._high_worth(list(cards), HandRules()) == plain_high_worth(list(cards), HandRules())
    assert passing._high_worth(list(cards), HandRules()) == [12 + 2 + 1, 0 + 2 + 2, 1 + 2 + 2, 11 + 2 + 1, 5 + 2]
