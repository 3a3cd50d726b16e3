"""The wilds a player's own cards make: a rank or card the player names for themselves, the
best of the cards that may be wild when only so many may, wilds that need a holding, cards
wild only as held (in the hole, face up), and single named cards."""

from __future__ import annotations

from functools import cache
from itertools import combinations

from dealerschoice.cards import Card, a5_score
from dealerschoice.cards.keys import high_score
from dealerschoice.play.wild_basics import RANK_VALUES, hand_rules, is_red, named_cards, named_ranks, rank_value
from dealerschoice.rules.steps import Wild

CARD_SOURCES = ("card", "suited-run", "color-pair")  # the sources that make single cards wild


def chosen(rule: Wild, seat, cards: list[Card], side: str, ranks: set[int],
            wild_cards: set[Card]) -> tuple[set[int], set[Card]]:
    """The rank (player-rank), own card (player-card) or own card and its rank
    (player-card-rank) a player names wild for themselves: the one that makes `cards` the
    best `side` hand with the wilds already in force; ties go to the lower card. Naming a
    rank the hand does not hold changes nothing, so only held ranks are tried."""
    score = high_score if side != "low" else a5_score
    if rule.source == "player-rank":
        options = sorted({c.rank for c in cards if not c.is_joker and c.rank not in ranks})
        tries: list[tuple[set[int], set[Card]]] = [({r}, set()) for r in options]
    else:
        own = sorted(h.card for h in seat.cards if h.card in cards and not h.card.is_joker
                     and not (rule.hole_only and h.up))
        tries = [({c.rank}, set()) if rule.source == "player-card-rank" else (set(), {c}) for c in own]
    best: tuple[set[int], set[Card]] = (set(), set())
    best_score: int | None = None
    for extra_ranks, extra_cards in tries:
        rules = hand_rules(RANK_VALUES.intersection(ranks | extra_ranks), frozenset(wild_cards | extra_cards))
        value = score(cards, rules=rules)
        if best_score is None or value > best_score:
            best, best_score = (extra_ranks, extra_cards), value
    return best


def most_wilds(rule: Wild, cards: list[Card], side: str, ranks: set[int], wild_cards: set[Card]) -> set[Card]:
    """The cards of a rule's ranks (or its cards) a hand plays as wild when at most `most` of
    them may be: the choice that makes the best `side` hand, fewer first on ties."""
    named = _may_be_wild(rule.ranks, rule.cards)
    held = sorted(c for c in cards if c in named)
    if not held:  # the only choice is none: nothing to score (most hands a showdown tries)
        return set()
    score = high_score if side != "low" else a5_score
    best: set[Card] = set()
    best_score: int | None = None
    most = len(held) if rule.most is None else rule.most  # no "at most": every one may be wild
    for size in range(min(most, len(held)) + 1):
        for chosen in combinations(held, size):
            value = score(cards, rules=hand_rules(RANK_VALUES.intersection(ranks), frozenset(wild_cards | set(chosen))))
            if best_score is None or value > best_score:
                best, best_score = set(chosen), value
    return best


@cache
def _may_be_wild(ranks: tuple[str, ...], cards: tuple[str, ...]) -> frozenset[Card]:
    """The natural cards of the ranks named and the cards named: those of which a hand may play
    so many as wild (`most_wilds`), one set looked up at every question."""
    of_ranks = {Card.of(rank, suit) for rank in named_ranks(ranks) if 2 <= rank <= 14 for suit in range(4)}
    return frozenset(of_ranks | {c for c in named_cards(cards) if not c.is_joker})


def holds_needed(rule: Wild, cards: list[Card], wild_ranks: set[int]) -> bool:
    """Whether a hand holds every card a rule needs ("If you have a four, threes are wild for
    you"): a card of each rank named, as often as named; with `needs_wild`, of a rank already
    wild for the hand by the rules before this one."""
    held = [c.rank for c in cards if not c.is_joker]
    for rank in rule.needs:
        value = rank_value(rank)
        if value not in held or (rule.needs_wild and value not in wild_ranks):
            return False
        held.remove(value)
    return True


def held_wilds(rule: Wild, seat, cards: list[Card]) -> set[Card]:
    """The seat's cards among `cards` a held-only rule makes wild: of its ranks or cards, and
    held as it says (face down for `hole_only`, face up for `up_only`, dealt so for `dealt_face`)."""
    ranks = named_ranks(rule.ranks)
    named = named_cards(rule.cards)
    found: set[Card] = set()
    for held in seat.cards:
        card = held.card
        if card.is_joker:
            if not rule.jokers:
                continue
        elif card.rank not in ranks and card not in named:
            continue
        if rule.hole_only and held.up or rule.up_only and not held.up:
            continue
        if rule.dealt_face is not None and held.dealt_up != (rule.dealt_face == "up"):
            continue
        if card in cards:
            found.add(card)
    return found


def card_wilds(rule: Wild, cards: list[Card]) -> set[Card]:
    found: set[Card] = set()
    if rule.source == "card":
        found |= named_cards(rule.cards)
    elif rule.source == "suited-run":
        held = {(c.rank, c.suit) for c in cards if not c.is_joker}
        for c in cards:
            if c.is_joker:
                continue
            neighbours = {(c.rank - 1, c.suit), (c.rank + 1, c.suit)}
            if c.rank == 14:
                neighbours.add((2, c.suit))
            if c.rank == 2:
                neighbours.add((14, c.suit))
            if neighbours & held:
                found.add(c)
    elif rule.source == "color-pair":
        # a card pairs with another card (not a copy of itself) of its rank and colour
        alike: dict[tuple[int, bool], set[Card]] = {}
        for c in cards:
            if not c.is_joker:
                alike.setdefault((c.rank, is_red(c)), set()).add(c)
        found |= {c for c in cards if not c.is_joker and len(alike[c.rank, is_red(c)]) > 1}
    return found
