"""Cards, decks and hand evaluation (high, wild cards, jokers, lows, high-low, exposed and
odd rankings). Knows nothing about games or catalogs."""

from dealerschoice.cards.cards import JOKER, Card, Deck, format_cards, parse_cards, standard_deck
from dealerschoice.cards.exposed import exposed_hand, exposed_key, high_hand_showing
from dealerschoice.cards.hands import Hand, best_hand, compare, describe, high_key, winners
from dealerschoice.cards.highlow import Contender, PotResult, clockwise_after, settle_high_low, split_pot
from dealerschoice.cards.lows import a5_score, best_low, low_key, qualifies
from dealerschoice.cards.odd_ranks import (football_points, football_tiebreak, highest_unmatched,
                                           is_three_five_seven, suit_in_hole, three_card_hand,
                                           two_card_hand)
from dealerschoice.cards.rules import DEFAULT_RULES, HandRules, low_hole_wild

__all__ = [
    "JOKER", "Card", "Deck", "format_cards", "parse_cards", "standard_deck",
    "exposed_hand", "exposed_key", "high_hand_showing",
    "Hand", "best_hand", "compare", "describe", "high_key", "winners",
    "Contender", "PotResult", "clockwise_after", "settle_high_low", "split_pot",
    "a5_score", "best_low", "low_key", "qualifies",
    "football_points", "football_tiebreak", "highest_unmatched", "is_three_five_seven", "suit_in_hole",
    "three_card_hand", "two_card_hand",
    "DEFAULT_RULES", "HandRules", "low_hole_wild",
]
