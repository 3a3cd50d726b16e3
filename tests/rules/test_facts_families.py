"""Facts of draw and table-card games, from sentences written for these tests."""

from dealerschoice.rules.facts import derive_facts
from dealerschoice.rules.grammar import read_sentences


def _facts(*sentences):
    return derive_facts([s for text in sentences for s in read_sentences(text)])


BET = "Betting round, starting with the player to the left of the dealer."


def test_a_draw_exception_counts_toward_cards_seen_but_not_players():
    facts = _facts("Deal five cards face down to each player.", BET,
                   "Each player may draw up to two cards (three if they show a king).", BET,
                   "Showdown, high hand wins.")
    assert (facts.cards, facts.players, facts.rounds, facts.max_seen) == (5, 7, 2, 8)


def test_table_cards_count_in_every_hand():
    facts = _facts("Deal three cards down to each player.", BET, "Deal two common cards face up to the table.", BET,
                   "Deal two common cards face up to the table.", BET, "Showdown, high hand wins.",
                   "Players must use exactly two of their hole cards.")
    assert (facts.cards, facts.players, facts.max_seen) == (7, 16, 7)


def test_a_wild_rank_named_by_a_table_card_makes_four_wilds():
    facts = _facts("Deal four cards down to each player.", "Deal one common card face up to the table.",
                   "The last common card dealt is wild, as are all cards of the same rank.",
                   "Showdown, high hand wins.")
    assert facts.wilds == 4


def test_a_short_deck_serves_fewer_players():
    facts = _facts("Take the twos through sevens out of the deck.", "Deal five cards down to each player.",
                   "Showdown, high hand wins.")
    assert facts.players == 5  # 28 cards
