"""Exposed hands: who has the high hand showing (and so opens the betting).

Any number of up cards is ranked as a high hand: under five cards only multiples count
(pairs, two pair, trips, quads, then high cards), so unfinished straights and flushes count
for nothing. From five cards up the best five count in full (a finished straight or flush
showing counts) unless `straights=False`, which ranks multiples only. Wilds apply.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from dealerschoice.cards.cards import Card
from dealerschoice.cards.hands import Hand, as_cards, best_hand
from dealerschoice.cards.highlow import clockwise_after
from dealerschoice.cards.keys import high_score, rank_part
from dealerschoice.cards.rules import BUG, DEFAULT_RULES, WILD, HandRules


def exposed_hand(cards: str | Iterable[Card], rules: HandRules = DEFAULT_RULES) -> Hand:
    """The showing hand's rank.

    >>> exposed_hand("9♣ Q♠ 9♦ Q♥").description
    'Two pair, queens and nines'
    >>> exposed_hand("Ks Qs Js").description   # a three-card straight flush is nothing yet
    'King high'
    """
    hand = best_hand(cards, rules)
    return Hand("exposed", hand.category, hand.cards, hand.best, hand.wilds, hand.key, hand.description)


def exposed_key(cards: Sequence[Card], rules: HandRules = DEFAULT_RULES, straights: bool = True) -> int:
    """Fast comparable score of up cards (bigger is better).

    >>> from dealerschoice.cards import parse_cards
    >>> from dealerschoice.cards.keys import unpack
    >>> exposed_key(parse_cards("2c 2d")) > exposed_key(parse_cards("As Ks Qs Js"))
    True
    >>> cards = parse_cards("9s 8s 7s 6s 5s 2d")
    >>> unpack(exposed_key(cards))[0], unpack(exposed_key(cards, straights=False))
    (8, (0, (9, 8, 7, 6, 5)))
    """
    if straights or len(cards) < 5:
        return high_score(cards, rules)
    kinds = rules.kinds()
    counts = [0] * 13
    wilds = bugs = 0
    for card in cards:
        if kinds[card] == WILD:
            wilds += 1
        elif kinds[card] == BUG:
            bugs += 1
        else:
            counts[card.rank - 2] += 1
    caps = None if rules.wild_may_duplicate else (4,) * 13  # the common rule: no rank shows five short of five of a kind
    return rank_part(counts, wilds, bugs, caps, straights=False)


def high_hand_showing(showing: Mapping[int, Sequence[Card] | str], seats: Sequence[int], dealer: int,
                      rules: HandRules | Mapping[int, HandRules] = DEFAULT_RULES,
                      straights: bool = True) -> int | None:
    """The seat with the best up cards among the active players in `showing`; a tie goes to the
    first of them clockwise after the dealer. `rules` may be one per seat (per-player wilds).

    >>> high_hand_showing({1: "Ks 2d", 2: "Kh 2c", 3: "Qs Qd"}, [1, 2, 3], dealer=3)
    3
    >>> high_hand_showing({1: "Ks 2d", 2: "Kh 2c"}, [1, 2, 3], dealer=1)
    2
    """
    best_seat, best_score = None, -1
    for seat in clockwise_after(seats, dealer):
        if seat not in showing:
            continue
        seat_rules = rules.get(seat, DEFAULT_RULES) if isinstance(rules, Mapping) else rules
        score = exposed_key(as_cards(showing[seat]), seat_rules, straights)
        if score > best_score:
            best_seat, best_score = seat, score
    return best_seat
