"""What to keep and draw in a game that ranks hands its own way (issue 18, round 2): Badugi,
deuce-to-seven and ace-to-six (or ace-to-five) lows read from the rules, and points hands
(7/27) that stand or draw by their distance to the target.

`keep_value(kept, side, rules)` is a comparable tuple, bigger better, like
`keeping.keep_value`: (tier, wilds, ...). The tiers:

- 3: a made hand that stands pat: a four-card badugi ten or better; a five-card low nine or
  better that the game's low counts as a low (in deuce-to-seven and ace-to-six a straight or
  a flush is no low, and an ace is high in deuce-to-seven);
- 1: cards worth drawing to: a badugi of every card kept (distinct ranks and suits), or for
  a low unpaired cards, as many eight or lower as there are, none above, and in a game
  where straights and flushes count against a low, four of a suit or four in a row count
  one card less;
- 0: anything else (a card that pairs or repeats a suit, five cards that make no good low).

A wild card (and a bug where it is an ace or a filler: ace-to-five, badugi) is counted
right after the tier, so of two kept sets alike the one keeping the wild card wins: a wild
card is never thrown away for a card that does the same. A points hand is no kept set: its
choice is `points_draw`, to stand or draw one card.
"""

from __future__ import annotations

from collections.abc import Sequence

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.modes import Mode
from dealerschoice.cards.rules import BUG, NATURAL

PAT_BADUGI_TOP = 10   # a four-card badugi this good (ace low) stands pat
MADE_LOW_TOP = 9      # a five-card low this good stands pat ("a made nine")
DRAWING_LOW_TOP = 8   # a card kept to draw to a low is this or lower
LOWS = (Mode.DEUCE_TO_SEVEN, Mode.ACE_TO_SIX, Mode.ACE_TO_FIVE)
KEPT_MODES = (Mode.BADUGI, *LOWS)
_ACE_LOW = (Mode.BADUGI, Mode.ACE_TO_SIX, Mode.ACE_TO_FIVE)


def keeps(side) -> bool:
    """Whether `keep_value` knows this side's ranking (a plain mode, no changed order)."""
    return side is not None and side.ranking.mode in KEPT_MODES and side.order is None \
        and side.with_hands is None and side.size is None


def low_rank(card: Card, mode: Mode) -> int:
    """The rank as the mode's low counts it: an ace 1 where aces are low, 14 in deuce-to-seven.

    >>> low_rank(Card.parse("As"), Mode.DEUCE_TO_SEVEN), low_rank(Card.parse("As"), Mode.BADUGI)
    (14, 1)
    """
    return 1 if card.rank == 14 and mode in _ACE_LOW else card.rank


def keep_value(kept: Sequence[Card], side, rules: HandRules) -> tuple:
    """How good `kept` is to draw to under `side`'s ranking (see the module).

    >>> from dealerschoice.cards import Ranking, parse_cards as p
    >>> from dealerschoice.play.mechanics.ranking_play import SideRanking
    >>> badugi = SideRanking(Ranking("badugi"))
    >>> keep_value(p("As 2d 3c 4h"), badugi, HandRules())[0], keep_value(p("As 2d 3c Kh"), badugi, HandRules())[0]
    (3, 1)
    >>> keep_value(p("As 2d 3c"), badugi, HandRules()) > keep_value(p("As 2d 3c Kh"), badugi, HandRules())
    True
    >>> lowball = SideRanking(Ranking("deuce-to-seven"))
    >>> keep_value(p("9h 6d 5c 4s 2h"), lowball, HandRules())[0], keep_value(p("7h 6d 5c 4s 3h"), lowball, HandRules())[0]
    (3, 0)
    """
    mode = side.ranking.mode
    kinds = rules.kinds(low=True)
    # a bug is an ace or a filler: worth keeping where the ace is low, a high card in deuce-to-seven
    wild = [c for c in kept if kinds[c] != NATURAL and not (kinds[c] == BUG and mode == Mode.DEUCE_TO_SEVEN)]
    naturals = [c for c in kept if c not in wild]
    if mode == Mode.BADUGI:
        return _badugi_value(kept, naturals, len(wild), side, rules)
    return _low_value(kept, naturals, len(wild), side, rules)


def _badugi_value(kept, naturals, wilds: int, side, rules: HandRules) -> tuple:
    if not kept:
        return (1, 0, 0, 0, ())
    hand = side.hand(kept, rules)
    key: tuple = hand.key if hand is not None else (0,)
    if key[0] < len(kept):  # a card that repeats a rank or a suit is a card wasted
        return (0, wilds, key[0] - len(kept), key)
    ranks = [low_rank(c, Mode.BADUGI) for c in naturals]
    if len(kept) >= 4 and -key[1] <= PAT_BADUGI_TOP:
        return (3, wilds, 0, 0, key)
    low = sum(1 for r in ranks if r <= DRAWING_LOW_TOP)
    return (1, wilds, low, low - len(ranks), key)


def _low_value(kept, naturals, wilds: int, side, rules: HandRules) -> tuple:
    mode = side.ranking.mode
    ranks = [low_rank(c, mode) for c in naturals]
    if len(set(ranks)) < len(ranks):  # a pair kept is a card wasted
        return (0, wilds, len(set(ranks)) - len(ranks), 0, ())
    if len(kept) >= 5:
        hand = side.hand(kept, rules)
        if hand is not None and hand.key[0] == 0 and -hand.key[1] <= MADE_LOW_TOP:
            return (3, wilds, 0, 0, hand.key)
        return (0, wilds, 0, 0, ())  # five cards that are no good low: draw to the best four
    low = sum(1 for r in ranks if r <= DRAWING_LOW_TOP)
    if mode != Mode.ACE_TO_FIVE and len(naturals) + wilds >= 4 and _against(naturals, mode):
        low -= 1
    return (1, wilds, low, low - len(ranks), tuple(sorted(-r for r in ranks)))


def _against(naturals: Sequence[Card], mode: Mode) -> bool:
    """Four kept cards of one suit, or four in a row (open at both ends where the ranks
    allow): two or more cards of the deck make a flush or a straight of them, which a
    deuce-to-seven or ace-to-six low counts against the hand. Four with a gap (6-5-4-2) is
    still drawn to: one rank fills the straight, the others make the low."""
    if len(naturals) >= 4 and len({c.suit for c in naturals}) == 1:
        return True
    ranks = sorted({low_rank(c, mode) for c in naturals})
    return len(ranks) >= 4 and ranks[-1] - ranks[0] == 3


def points_draw(pool: Sequence[Card], keep_with: Sequence[Card], side, rules: HandRules) -> Card | None:
    """A points hand (7/27) stands or draws one card: the card of `pool` to replace, or None
    to stand. The player replaces a card when, for the card whose replacement does best,
    most of the cards they have not got would make the hand nearer its target than it is
    (the same one-card look as taking a card "if they want it", `mechanics.wanting`); a hand
    on its target stands. Deterministic: the cards looked at are the deck's, not the deal's.

    >>> from dealerschoice.cards import Ranking, PointValues, parse_cards as p
    >>> from dealerschoice.play.mechanics.ranking_play import SideRanking
    >>> values = PointValues.of([("A", (1, 11)), ("face", (0.5,)), ("other", (None,))])
    >>> high = SideRanking(Ranking("points", points=values, target=27))
    >>> points_draw(p("9s 8d"), p("Kh"), high, HandRules()), points_draw(p("Ts 9d"), p("8h"), high, HandRules())
    (None, None)
    >>> str(points_draw(p("Qs 2d"), p("Kh"), high, HandRules()))
    'Q♠'
    """
    held = list(pool) + list(keep_with)
    if not pool:
        return None
    now = side.hand(held, rules)
    now_key = now.key if now is not None else None
    gone = {int(c) for c in held}
    fresh = [Card(code) for code in range(52) if code not in gone]
    best, best_count = None, 0
    for card in sorted(pool, key=int):
        rest = list(held)
        rest.remove(card)
        better = 0
        for new in fresh:
            after = side.hand(rest + [new], rules)
            if after is not None and (now_key is None or after.key > now_key):
                better += 1
        if better > best_count:
            best, best_count = card, better
    return best if best_count * 2 > len(fresh) else None
