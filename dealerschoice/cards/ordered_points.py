"""Points hands whose cards count in the order they were turned ("Face cards are worth six,
aces after face cards are worth one, twos and threes are worth face value, everything else is
zero": football hands). A card of a group named in `after` counts its points only when an
earlier card of the other group is still waiting for one (each earlier card answers one:
a touchdown takes one extra point); every other card counts its points as it comes.

`ordered_points(cards, points, after)` gives the `Hand` (the biggest total wins; a card
with a choice of points counts its best).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dealerschoice.cards.cards import SUITS, Card
from dealerschoice.cards.hands import Hand, as_cards
from dealerschoice.cards.points import PointValues

_RANK_CHARS = "23456789TJQKA"


def group_of(card: Card) -> tuple[str, ...]:
    """The groups a card belongs to, most particular first: its rank character, "face" for a
    jack, queen or king, its suit letter."""
    if card.is_joker:
        return ()
    rank, suit = _RANK_CHARS[card.rank - 2], SUITS[card & 3]
    return (rank, "face", suit) if 11 <= card.rank <= 13 else (rank, suit)


def ordered_points(cards: str | Iterable[Card], points: PointValues,
                   after: Sequence[tuple[str, str]]) -> Hand:
    """The total of `cards` in the order given, `after` pairs (group, earlier group) holding
    a card of the group back until a card of the earlier group came before it.

    >>> from dealerschoice.cards import football_points
    >>> football = PointValues.of([("face", (6,)), ("A", (1,)), ("2", (None,)), ("3", (None,)), ("other", (0,))])
    >>> ordered_points("Ks Ah 3d 9c 2h", football, (("A", "face"),)).key
    (12,)
    >>> ordered_points("As Ks", football, (("A", "face"),)).description
    '6 points'
    >>> ordered_points("Ks Qd Ah Ac Ad", football, (("A", "face"),)).key == (football_points("Ks Qd Ah Ac Ad"),)
    True
    """
    cards = as_cards(cards)
    waits = dict(after)
    answered = set(waits.values())
    pending = {group: 0 for group in answered}
    halves = 0
    for card in cards:
        groups = group_of(card)
        if not groups:
            continue
        worth = max(points.choices(card))
        held_back = next((g for g in groups if g in waits), None)
        if held_back is not None:
            earlier = waits[held_back]
            if pending[earlier] == 0:
                continue
            pending[earlier] -= 1
        halves += worth
        for group in groups:
            if group in pending:
                pending[group] += 1
                break
    total = halves / 2
    return Hand("points", "points", cards, cards, (), (int(halves) // 2 if halves % 2 == 0 else total,),
                f"{total:g} points")
