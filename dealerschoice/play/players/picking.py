"""Which table card, or set of table cards, a player picks ("each player picks one of the
cards", "picks one up table card and the two down table cards that goes with it"): the
mechanics (table_picks.py, auctions.py) work out how much each card raises the hand the
player can see; the player takes the card (the set: by its face-up cards, the only ones they
see) that raises it most, the higher card on a tie (a joker above an ace), then the first.
"""

from __future__ import annotations

from collections.abc import Sequence

from dealerschoice.cards import Card

JOKER_TOP = 15  # a joker tops a set above an ace (14)


def table_card(cards: Sequence[tuple[int, Card]]) -> int:
    """The place in `cards` of the card a player picks; each: (how many steps it raises the
    hand, the card).

    >>> from dealerschoice.cards import Card
    >>> table_card([(0, Card.parse("Ah")), (1, Card.parse("3c")), (1, Card.parse("9d")), (1, Card.parse("9s"))])
    2
    """
    return table_set([(raised, (card,)) for raised, card in cards])


def table_set(sets: Sequence[tuple[int, Sequence[Card]]]) -> int:
    """The place in `sets` of the set a player picks; each set: (how many steps its face-up
    cards raise the hand, summed; those face-up cards).

    >>> from dealerschoice.cards import parse_cards as p
    >>> table_set([(1, p("4c")), (1, p("Kd 2s")), (0, p("Ah"))]), table_set([(0, p("Ah")), (0, p("Jk"))])
    (1, 1)
    >>> table_set([(2, p("5c")), (2, p("5d"))])
    0
    """
    if not sets:
        raise ValueError("a player picks a set of table cards, but none is offered: at least one set is needed")
    return max(range(len(sets)), key=lambda i: (sets[i][0], max(JOKER_TOP if c.is_joker else c.rank
                                                                   for c in sets[i][1])))
