"""Cards, decks and hand evaluation (high, wild cards, jokers, lows, high-low, exposed and
odd rankings). Knows nothing about games or catalogs."""

from dealerschoice.cards.badugi import badugi_hand, badugi_key
from dealerschoice.cards.cards import JOKER, Card, Deck, format_cards, parse_cards, standard_deck
from dealerschoice.cards.exposed import exposed_hand, exposed_key, high_hand_showing
from dealerschoice.cards.hands import Hand, best_hand, compare, describe, high_key, winners
from dealerschoice.cards.highlow import Contender, PotResult, clockwise_after, settle_high_low, split_pot
from dealerschoice.cards.limited import Limited
from dealerschoice.cards.lows import a5_score, best_low, low_key, low_score, qualifies
from dealerschoice.cards.modes import Mode, Ranking, high_card_hand, place_winners, rank_hand, rank_key, suit_break
from dealerschoice.cards.odd_ranks import (
                                           football_points,
                                           football_tiebreak,
                                           highest_unmatched,
                                           is_three_five_seven,
                                           suit_in_hole,
                                           three_card_hand,
                                           two_card_hand,
)
from dealerschoice.cards.points import Bust, PointValues, points_hand, totals
from dealerschoice.cards.rules import DEFAULT_RULES, Duplicates, HandRules, low_hole_wild

__all__ = [
    "JOKER", "Card", "Deck", "format_cards", "parse_cards", "standard_deck",
    "exposed_hand", "exposed_key", "high_hand_showing",
    "Hand", "best_hand", "compare", "describe", "high_key", "winners",
    "Contender", "PotResult", "clockwise_after", "settle_high_low", "split_pot",
    "a5_score", "best_low", "low_key", "low_score", "qualifies",
    "badugi_hand", "badugi_key", "Limited",
    "Mode", "Ranking", "high_card_hand", "place_winners", "rank_hand", "rank_key", "suit_break",
    "Bust", "PointValues", "points_hand", "totals",
    "football_points", "football_tiebreak", "highest_unmatched", "is_three_five_seven", "suit_in_hole",
    "three_card_hand", "two_card_hand",
    "DEFAULT_RULES", "Duplicates", "HandRules", "low_hole_wild",
]
