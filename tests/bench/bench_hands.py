"""Hand evaluation speed: ours beside treys and eval7 (and pokerkit where they cannot), as ratios.

treys and eval7 evaluate only plain high hands, so the wild, low and exposed rows compare our
rate with their plain 7-card rate (and with pokerkit's low / opening-order lookups).
"""

from __future__ import annotations

import random
import time
from itertools import combinations

from dealerschoice.cards import keys
from dealerschoice.cards.cards import Card, standard_deck
from dealerschoice.cards.exposed import exposed_key
from dealerschoice.cards.hands import best_hand
from dealerschoice.cards.keys import high_score
from dealerschoice.cards.lows import a5_score
from dealerschoice.cards.rules import HandRules

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


def pokerkit_rates(rng) -> tuple[float, float]:
    from pokerkit import RegularLookup
    from pokerkit.state import _HighHandOpeningLookup
    low, opening = RegularLookup(), _HighHandOpeningLookup()
    deck = standard_deck()
    sevens = ["".join(c.ascii for c in rng.sample(deck, 7)) for _ in range(600)]
    fours = ["".join(c.ascii for c in rng.sample(deck, 4)) for _ in range(COUNT // 4)]
    low_rate = rate(lambda h: min(low.get_entry(h[i:i + 2] + h[j:j + 2] + h[k:k + 2] + h[m:m + 2] + h[n:n + 2]).index
                                  for i, j, k, m, n in combinations(range(0, 14, 2), 5)), sevens)
    return low_rate, rate(opening.get_entry, fours)


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
    pk_low, pk_open = pokerkit_rates(rng)

    rows = [
        ("7-card high, no wilds (score, memo cold)", cold, None),
        ("7-card high, no wilds (score, memo warm)", warm, None),
        ("7-card high, no wilds (best_hand -> Hand)", full, None),
        ("7-card high, 2 wilds (score, memo cold)", wild_cold, None),
        ("7-card high, 2 wilds (score, memo warm)", wild_warm, None),
        ("7-card high, 2 wilds (best_hand -> Hand)", wild_full, None),
        ("7-card ace-to-five low (score)", low_rate, ("pokerkit best of 21", pk_low)),
        ("4 exposed cards (score)", exposed_rate, ("pokerkit opening lookup", pk_open)),
    ]
    print(f"reference: treys {treys_rate:,.0f}/s, eval7 {eval7_rate:,.0f}/s (7-card high, no wilds)")
    print(f"{'case':44} {'ours/s':>11} {'÷treys':>7} {'÷eval7':>7}  other")
    for name, value, other in rows:
        extra = f"{other[0]} {other[1]:,.0f}/s (×{value / other[1]:.1f})" if other else ""
        print(f"{name:44} {value:>11,.0f} {value / treys_rate:>7.2f} {value / eval7_rate:>7.3f}  {extra}")


if __name__ == "__main__":
    main()
