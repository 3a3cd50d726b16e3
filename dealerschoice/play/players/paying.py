"""What a player pays for or stakes: the most they bid for a card at auction or to swap their
hand for the table's, how many times over they bet to match the pot, which hand they buy
their discards back toward, whether they call rather than pay to fold, which table card
they buy (or the unseen one), and whether they buy back in after folding.

The mechanics (auctions.py, penalties.py, buy_down.py, fold_cost.py, buying.py,
extra_buys.py) work out what the player can see and what the rule charges; these functions
decide, from those numbers and cards alone. Bids are counted in antes: the mechanic turns
them into chips.
"""

from __future__ import annotations

from collections.abc import Sequence

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.keys import high_score, score_category

PAIR, TWO_PAIR = 1, 2  # high-hand categories (`cards.keys`): a hand worth buying back in; a match bid raises on
SHORT_HAND = 5         # a player holding fewer cards than this still builds on a high card
HIGH_CARD = 11         # ... of this rank or better (a jack)
SWAP_BID = 2           # antes a hand of no pair bids to swap for the table's unseen hand
LOW_TOP = 7            # a buy-back toward low counts the cards above this rank against the hand


def card_bid(raised: int, card: Card, held: int, low: bool, most: int) -> int:
    """The most a player bids for a card, in antes: one for each step the card raises their
    hand (`raised`, as far as they can see it), at most `most`. A card that makes nothing yet
    is worth one when it is a jack or better and the player holds fewer than five cards: while
    hands are short, a high card is what a high hand is built on (not for a low hand).

    >>> from dealerschoice.cards import Card
    >>> card_bid(0, Card.parse("Kd"), 3, False, 3), card_bid(0, Card.parse("Kd"), 5, False, 3)
    (1, 0)
    >>> card_bid(0, Card.parse("Kd"), 3, True, 3), card_bid(5, Card.parse("2c"), 3, False, 3)
    (0, 3)
    """
    if raised <= 0 and not card.is_joker and card.rank >= HIGH_CARD and held < SHORT_HAND and not low:
        raised = 1
    return min(most, max(0, raised))


def raise_bid(raised: int, most: int) -> int:
    """The most a player bids, in antes, for the table card the players bid for in turn: one
    for each step the card raises their hand (`raised`, as far as they can see it), nothing
    for a card that does not help, at most `most`.

    >>> raise_bid(2, 3), raise_bid(5, 3), raise_bid(-1, 3)
    (2, 3, 0)
    """
    return min(most, max(0, raised))


def table_buy(offers: Sequence[tuple[int, int, int]]) -> int | None:
    """Which face-up table card a player buys, of `offers` (per card: its place on the table,
    how many steps it raises their hand, its price): the place of the one that helps most,
    the cheaper of equal gains, then the one nearer the start of the table; None when no card
    helps.

    >>> table_buy([(0, 1, 2), (1, 1, 1), (2, 0, 0)]), table_buy([(3, 2, 1), (1, 2, 1)]), table_buy([(0, 0, 0)])
    (1, 1, None)
    >>> table_buy([])
    """
    best = max(offers, key=lambda offer: (offer[1], -offer[2], -offer[0]), default=None)
    return best[0] if best is not None and best[1] > 0 else None


def buys_unseen(cost: int, most: int, category: int) -> bool:
    """Whether a player with no table card worth buying buys the card offered sight unseen
    (the deck's top card, or the face-down table card): when it costs at most `most` (a bet)
    and the hand they see (`category`, `cards.keys`) is still no pair: a weak hand has most to
    gain from a card it cannot see.

    >>> buys_unseen(1, 1, 0), buys_unseen(2, 1, 0), buys_unseen(0, 1, 1)
    (True, False, False)
    """
    return cost <= most and category == 0


def buys_back_in(cost: int, pot: int, category: int) -> bool:
    """Whether a folded player buys back in: when the price is at most the pot and their hand
    with the table's cards (`category`) is a pair or better, a hand worth playing on.

    >>> buys_back_in(4, 6, 1), buys_back_in(7, 6, 3), buys_back_in(2, 6, 0)
    (True, False, False)
    """
    return cost <= pot and category >= PAIR


def swap_bid(category: int) -> int:
    """The most a player bids, in antes, to swap their hand for the table's unseen one: a hand
    of no pair (`category` 0) is worse than most hands dealt, so it is worth two antes to
    swap; any pair or better is worth keeping.

    >>> swap_bid(0), swap_bid(1)
    (2, 0)
    """
    return SWAP_BID if category == 0 else 0


def match_level(strength: int, most: int) -> int:
    """How many times over a player will bet to match the pot if they lose: once on a pair or
    less, twice on two pair, three times on trips or better; never more than the rule allows.

    >>> [match_level(s, 3) for s in (0, 1, 2, 3, 6)], match_level(5, 2)
    ([1, 1, 2, 3, 3], 2)
    """
    return max(1, min(most, strength if strength >= TWO_PAIR else 1))


def buy_back_score(cards: Sequence[Card], rules: HandRules | None) -> tuple[int, ...]:
    """What a hand is worth to a player buying back their discards (bigger is better): for
    high (`rules`: the hand's rules), its category; for a player aiming low (`rules` None),
    minus the cards above a seven and the paired ones.

    >>> from dealerschoice.cards import parse_cards as p
    >>> buy_back_score(p("Ks Kd 4c"), HandRules()), buy_back_score(p("As 2d 2c 9h"), None)
    ((1,), (-2,))
    """
    if rules is None:
        ranks = [1 if c.rank == 14 else c.rank for c in cards if not c.is_joker]
        return (-sum(1 for r in ranks if r > LOW_TOP) - (len(ranks) - len(set(ranks))),)
    return (score_category(high_score(cards, rules)) if cards else 0,)


def calls_to_save(fold_price: int | None, owe: int) -> bool:
    """Whether a player who would fold calls instead: folding costs `fold_price` (None: it is
    free), staying costs `owe`, and a fold that costs more than staying is no way out.

    >>> calls_to_save(None, 1), calls_to_save(6, 1), calls_to_save(6, 7)
    (False, True, False)
    """
    return fold_price is not None and fold_price > owe


def sealed_bid(helps: bool, low: int, high: int) -> int:
    """A sealed bid between the rule's lowest and highest price: the highest when a card on
    offer would help the player's hand (`helps`), else the lowest.

    >>> sealed_bid(True, 1, 5), sealed_bid(False, 1, 5)
    (5, 1)
    """
    return high if helps else low
