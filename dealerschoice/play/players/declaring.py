"""Which side a player declares in a high-low game: the side the hand can win.

A strong low (seven or better) declares low, a strong high (a full house or better) high;
a hand strong both ways declares both where the rules allow it (a wheel that is also a
straight flush, or a seven low with a full house in a wild game), else the side it is
surer of (four of a kind or better: high; a full house: low, the usual loser of high).
A straight is no reason to go both: a wheel goes low. Between, a made eight low
without a straight goes low, as does a nine low for a player who has played for low
without two pair; everything else goes high.

In or out: `goes_in_again` (a declaration that goes round until someone goes in), and
`side_or_out` (high, low or out); high, split-card or both: `split_card_side`.
"""

from __future__ import annotations

from collections.abc import Sequence

from dealerschoice.cards import Card, HandRules, low_key
from dealerschoice.cards.keys import high_score, score_category
from dealerschoice.records.deals import Declaration

# the sides, as names: the fast plans ask for a declaration by the hundred thousand
HIGH, LOW, BOTH, OUT, SPLIT_CARD = (Declaration.HIGH, Declaration.LOW, Declaration.BOTH, Declaration.OUT,
                                    Declaration.SPLIT_CARD)

STRAIGHT, TWO_PAIR, FULL_HOUSE = 4, 2, 6
STRONG_LOW, MADE_LOW, PLAYED_LOW = 7, 8, 9
KING = 13    # a high card this good (or a joker) is worth going in on, or staying in for high
OUT_LOW = 8  # a low that stays in holds cards this low or lower (ace low)


def low_top(cards: Sequence[Card], rules: HandRules) -> int:
    """The top card of the best unpaired five-card low (ace 1); 99 with none.

    >>> from dealerschoice.cards import parse_cards as p
    >>> low_top(p("As 2d 3c 4h 5s Kd"), HandRules()), low_top(p("As Ad 3c 4h 5s"), HandRules())
    (5, 99)
    """
    low = low_key(cards, rules) if cards else None
    return -low[1] if low is not None and low[0] == 0 and len(low) == 6 else 99


def declare(cards: Sequence[Card], high_rules: HandRules, low_rules: HandRules, choices: Sequence[str],
            aim: str = "high") -> Declaration:
    """ "high", "low" or "both" (one of `choices`, the words of a rule's `Choice` or their
    strings).

    >>> from dealerschoice.cards import parse_cards as p
    >>> declare(p("As 2d 3c 4h 5s Kd Qs"), HandRules(), HandRules(), ("high", "low"))
    <Declaration.LOW: 'low'>
    >>> declare(p("As 2s 3s 4s 5s Kd Qs"), HandRules(), HandRules(), ("high", "low", "both"))
    <Declaration.BOTH: 'both'>
    >>> declare(p("Ks Kd Kc 4h 4s 2d 3c"), HandRules(), HandRules(), ("high", "low"))
    <Declaration.HIGH: 'high'>
    """
    top = low_top(cards, low_rules)
    strength = high_score(cards, high_rules) >> 20 if cards else 0
    strong_high, strong_low = strength >= FULL_HOUSE, top <= STRONG_LOW
    if strong_high and strong_low:
        if BOTH in choices:
            return BOTH
        return HIGH if strength > FULL_HOUSE else LOW
    if strong_low and LOW in choices:
        return LOW
    if strong_high and HIGH in choices:
        return HIGH
    if LOW in choices and top <= MADE_LOW and strength < STRAIGHT:
        return LOW
    if LOW in choices and aim == "low" and top <= PLAYED_LOW and strength < TWO_PAIR:
        return LOW
    return HIGH if HIGH in choices else Declaration(choices[0])


def goes_in_again(known: Sequence[Card], rules: HandRules, last_round: bool) -> bool:
    """Whether a player goes in on a later round of a declaration that goes round until
    someone goes in: on a pair or better, or an ace or a king (or a joker), high (what nobody
    went in on before looks better now that everyone went out); on the last round, on anything.

    >>> from dealerschoice.cards import HandRules, parse_cards
    >>> rules = HandRules(frozenset(), frozenset())
    >>> goes_in_again(parse_cards("Kd 7c 3s"), rules, False), goes_in_again(parse_cards("Qd 7c 3s"), rules, False)
    (True, False)
    >>> goes_in_again(parse_cards("Qd 7c 3s"), rules, True)
    True
    """
    if last_round or _category(known, rules) > 0:
        return True
    return any(c.is_joker or c.rank >= KING for c in known)


def side_or_out(cards: Sequence[Card], high_rules: HandRules, low_rules: HandRules, sides: Sequence[str],
                aim: str = "high") -> Declaration:
    """High, low or out, in a declaration that offers going out: the side the hand is made for
    (`declare`, among `sides`: the pots still to win), or out when the hand is weak for it
    (high: no pair and nothing above a queen; low: fewer cards of eight or lower than all
    but one of the first four).

    >>> from dealerschoice.cards import parse_cards as p
    >>> rules = HandRules()
    >>> [side_or_out(p(cards), rules, rules, ("high", "low")) for cards in ("Ks 9d 7c 4h 3s", "As 2d 3c 4h 7s")]
    [<Declaration.HIGH: 'high'>, <Declaration.LOW: 'low'>]
    >>> weak_high, weak_low = p("Qs 9d Tc 4h 3s"), p("As Jd Qc 4h 9s")
    >>> side_or_out(weak_high, rules, rules, ("high",)), side_or_out(weak_low, rules, rules, ("low",))
    (<Declaration.OUT: 'out'>, <Declaration.OUT: 'out'>)
    """
    side = declare(cards, high_rules, low_rules, sides, aim)
    if side not in sides:  # a pot already won is no side to declare
        side = Declaration(sides[0])
    if side is HIGH:
        strong = _category(cards, high_rules) > 0 or any(c.is_joker or c.rank >= KING for c in cards)
    else:
        low = sorted({1 if c.rank == 14 else c.rank for c in cards if not c.is_joker})
        strong = len([r for r in low if r <= OUT_LOW]) >= min(4, len(cards)) - 1
    return side if strong else OUT


def split_card_side(chance: float, cards: Sequence[Card], rules: HandRules) -> Declaration:
    """High, split-card or both ("Simultaneous declare of high/split-card/both"): a player
    more likely than not to hold the split card (`chance`, as far as they can tell) declares
    for it, both when their high hand (`cards` under the high `rules`) is two pair or better
    too; every other player declares high.

    >>> from dealerschoice.cards import parse_cards as p
    >>> [split_card_side(c, p("Ks Kd 4c 4h 9s"), HandRules()) for c in (0.4, 0.5)]
    [<Declaration.HIGH: 'high'>, <Declaration.BOTH: 'both'>]
    >>> split_card_side(0.9, p("Ks Kd 4c 7h 9s"), HandRules())
    <Declaration.SPLIT_CARD: 'split-card'>
    """
    if chance < 0.5:
        return HIGH
    return BOTH if _category(cards, rules) >= TWO_PAIR else SPLIT_CARD


def _category(cards: Sequence[Card], rules: HandRules) -> int:
    """The high-hand category of cards (0 high card, 1 pair...), as `policies.category`."""
    return score_category(high_score(cards, rules)) if cards else 0
