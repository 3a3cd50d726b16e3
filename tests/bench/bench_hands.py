"""Hand evaluation speed per ranking mode: ours beside treys and eval7 (and pokerkit where they
cannot), as ratios.

treys and eval7 evaluate only plain high hands, so every row compares our rate with their
plain 7-card rate, and with pokerkit's figure where pokerkit ranks that mode (its ace-to-five
and deuce-to-seven lookups taking the best of the 21 fives, its Badugi hand, its opening
order); the deuce-to-seven rows with wilds stand beside our ace-to-five rate (the review asked
for them within 5x of it).
"""

from __future__ import annotations

import random
import time
from itertools import combinations

from dealerschoice.cards import keys
from dealerschoice.cards.badugi import badugi_key
from dealerschoice.cards.cards import JOKER, Card, standard_deck
from dealerschoice.cards.exposed import exposed_key
from dealerschoice.cards.hands import best_hand
from dealerschoice.cards.keys import high_score, restricted_score
from dealerschoice.cards.limited import Limited
from dealerschoice.cards.lows import a5_score, low_score
from dealerschoice.cards.modes import place_winners
from dealerschoice.cards.odd_ranks import three_card_hand
from dealerschoice.cards.points import PointValues, points_hand
from dealerschoice.cards.rules import Duplicates, HandRules

COUNT = 50_000


def rate(function, items, repeat: int = 3, before=None) -> float:
    """Evaluations per second, best of `repeat` runs (the machine may be busy)."""
    best = float("inf")
    for _ in range(repeat):
        if before:
            before()
        start = time.perf_counter()
        for item in items:
            function(item)
        best = min(best, time.perf_counter() - start)
    return len(items) / best


def reference_rates(hands) -> tuple[float, float]:
    import eval7
    import treys
    evaluator = treys.Evaluator()
    t_cards = {c: treys.Card.new(c.ascii) for c in standard_deck()}
    e_cards = {c: eval7.Card(c.ascii) for c in standard_deck()}
    t_hands = [[t_cards[c] for c in h] for h in hands]
    e_hands = [[e_cards[c] for c in h] for h in hands]
    treys_rate = rate(lambda h: evaluator.evaluate(h[:2], h[2:]), t_hands)
    eval7_rate = rate(eval7.evaluate, e_hands)
    return treys_rate, eval7_rate


def _best_of_21(lookup):
    return lambda h: min(lookup.get_entry(h[i:i + 2] + h[j:j + 2] + h[k:k + 2] + h[m:m + 2] + h[n:n + 2]).index
                         for i, j, k, m, n in combinations(range(0, 14, 2), 5))


def pokerkit_rates(rng) -> dict[str, float]:
    from pokerkit import BadugiHand, RegularLookup, Standard2Lookup
    from pokerkit.state import _HighHandOpeningLookup
    opening = _HighHandOpeningLookup()
    deck = standard_deck()
    sevens = ["".join(c.ascii for c in rng.sample(deck, 7)) for _ in range(600)]
    fours = ["".join(c.ascii for c in rng.sample(deck, 4)) for _ in range(COUNT // 4)]
    return {"a5": rate(_best_of_21(RegularLookup()), sevens), "27": rate(_best_of_21(Standard2Lookup()), sevens),
            "open": rate(opening.get_entry, fours), "badugi": rate(BadugiHand.from_game, fours[:3_000])}


def main() -> None:
    rng = random.Random(1)
    deck = standard_deck()
    hands = [tuple(rng.sample(deck, 7)) for _ in range(COUNT)]
    treys_rate, eval7_rate = reference_rates(hands)

    cold = rate(high_score, hands, before=keys._MEMO.clear)
    warm = rate(high_score, hands)
    full = rate(best_hand, hands[:10_000])

    rules = HandRules.parse("3,9")
    natural = [c for c in deck if c.rank not in (3, 9)]
    wild_hands = [tuple(rng.sample(natural, 5)) + (Card.of(3, rng.randrange(4)), Card.of(9, rng.randrange(4)))
                  for _ in range(COUNT)]
    wild_cold = rate(lambda h: high_score(h, rules), wild_hands, before=keys._MEMO.clear)
    wild_warm = rate(lambda h: high_score(h, rules), wild_hands)
    wild_full = rate(lambda h: best_hand(h, rules), wild_hands[:10_000])
    low_rate = rate(a5_score, hands)
    fours = [h[:4] for h in hands]
    exposed_rate = rate(exposed_key, fours)
    pk = pokerkit_rates(rng)
    jokers = HandRules()
    joker_hands = [h[:6] + (JOKER,) for h in hands]
    d27 = rate(lambda h: low_score(h, style="27"), hands)
    d27_wild = rate(lambda h: low_score(h, rules, "27"), wild_hands)
    d27_joker = rate(lambda h: low_score(h, jokers, "27"), joker_hands)
    a6 = rate(lambda h: low_score(h, style="a6"), hands)
    a6_wild = rate(lambda h: low_score(h, rules, "a6"), wild_hands)
    a5_wild = rate(lambda h: a5_score(h, rules), wild_hands)
    no_straights = rate(lambda h: restricted_score(h, rules, False, False), wild_hands[:10_000])
    house = HandRules.parse("3,9", duplicates=Duplicates.ANY)
    house_rate = rate(lambda h: high_score(h, house), wild_hands)
    badugi = rate(badugi_key, fours[:10_000])
    threes = [h[:3] for h in hands[:10_000]]
    three = rate(three_card_hand, threes)
    values = PointValues.of([("A", (1, 11)), ("face", (0.5,)), ("other", (None,))])
    points = rate(lambda h: points_hand(h, values, 27), hands[:10_000])
    clubs = HandRules(limited=(Limited.shift([Card.of(r, "c") for r in range(2, 15)], down=1, up=1),))
    limited = rate(lambda h: high_score(h, clubs), hands[:10_000])
    second = rate(lambda group: place_winners(group, 2), [[best_hand(h) for h in hands[i:i + 6]]
                                                          for i in range(0, 6_000, 6)])
    # issue 16, session 5: a rank moved and a rank dead (Hamlet), hands added (Old English Draw), the closest hand
    from dealerschoice.cards.distance import closest_hand
    from dealerschoice.cards.named_hands import Span, named_hand
    from dealerschoice.cards.rank_moves import RankMoves, moved_hand
    hamlet = RankMoves(bottom=(11,), dead=frozenset({13}))
    moved = rate(lambda h: moved_hand(h, hamlet, HandRules.parse("Q")), hands[:10_000])
    cats = (Span.of("big cat", 8, 13), Span.of("little cat", 3, 8), Span.of("big dog", 14, 9), Span.of("little dog", 2, 7))
    fives = [h[:5] for h in hands[:10_000]]
    added = rate(lambda h: named_hand(h, cats), fives)
    closest = rate(lambda h: closest_hand(h, (14, 2, 3)), threes)

    rows = [
        ("7-card high, no wilds (score, memo cold)", cold, None),
        ("7-card high, no wilds (score, memo warm)", warm, None),
        ("7-card high, no wilds (best_hand -> Hand)", full, None),
        ("7-card high, 2 wilds (score, memo cold)", wild_cold, None),
        ("7-card high, 2 wilds (score, memo warm)", wild_warm, None),
        ("7-card high, 2 wilds (best_hand -> Hand)", wild_full, None),
        ("7-card high, 2 wilds, house rule duplicates", house_rate, None),
        ("7-card high, clubs one rank up or down", limited, None),
        ("7-card high, 2 wilds, no straights or flushes", no_straights, None),
        ("7-card ace-to-five low (score)", low_rate, ("pokerkit best of 21", pk["a5"])),
        ("7-card ace-to-five low, 2 wilds (score)", a5_wild, None),
        ("7-card deuce-to-seven (score)", d27, ("pokerkit best of 21", pk["27"])),
        ("7-card deuce-to-seven, 2 wilds (score)", d27_wild, ("ours ace-to-five", low_rate)),
        ("7-card deuce-to-seven, a joker (score)", d27_joker, ("ours ace-to-five", low_rate)),
        ("7-card ace-to-six (score)", a6, None),
        ("7-card ace-to-six, 2 wilds (score)", a6_wild, None),
        ("4-card Badugi (key)", badugi, ("pokerkit BadugiHand.from_game", pk["badugi"])),
        ("3-card hand (three_card_hand -> Hand)", three, None),
        ("7-card points, nearest 27 (points_hand)", points, None),
        ("second best of 6 hands (place_winners)", second, None),
        ("7-card high, jacks lowest, kings dead, queens wild (moved_hand)", moved, None),
        ("5-card high with cats and dogs (named_hand)", added, None),
        ("3-card closest to A-2-3 (closest_hand)", closest, None),
        ("4 exposed cards (score)", exposed_rate, ("pokerkit opening lookup", pk["open"])),
    ]
    print(f"reference: treys {treys_rate:,.0f}/s, eval7 {eval7_rate:,.0f}/s (7-card high, no wilds)")
    print(f"{'case':44} {'ours/s':>11} {'÷treys':>7} {'÷eval7':>7}  other")
    for name, value, other in rows:
        extra = f"{other[0]} {other[1]:,.0f}/s (×{value / other[1]:.1f})" if other else ""
        print(f"{name:44} {value:>11,.0f} {value / treys_rate:>7.2f} {value / eval7_rate:>7.3f}  {extra}")


if __name__ == "__main__":
    main()
