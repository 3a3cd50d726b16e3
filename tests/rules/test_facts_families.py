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


def test_a_hand_limited_to_one_row_of_the_board_counts_that_row_only():
    facts = _facts("Deal three cards down to each player.", "Deal nine face down common cards in a 3x3 square.", BET,
                   "Showdown, high hand wins.",
                   "Your hand may only use one horizontal or vertical row of common cards.")
    assert (facts.cards, facts.max_seen) == (6, 12)  # three own and a row of three; all nine are seen


def test_sets_of_common_cards_add_up_set_by_set():
    facts = _facts("Deal two cards down to each player.", "Deal two sets of three face up common cards each.", BET,
                   "Deal two sets of one face up common card each.", BET, "Showdown, high hand wins.",
                   "Your hand can only use one set of common cards.")
    assert (facts.cards, facts.max_seen) == (6, 10)  # a set is three cards and then one more


def test_discards_before_the_last_card_leave_fewer_cards_later_ones_choose_the_hand():
    pineapple = _facts("Deal four cards down to each player.", "Each player discards one card.", BET,
                       "Deal three common cards face up to the table.", BET, "Deal one common card face up to the table.",
                       BET, "Showdown, high hand wins.")
    trailing = _facts("Deal six cards face down to each player.", BET, "Each player discards one card.",
                      "Showdown, high hand wins.")
    assert (pineapple.cards, pineapple.max_seen, trailing.cards) == (7, 8, 6)


def test_the_table_hand_to_beat_is_no_players_cards_nor_its_wilds():
    facts = _facts("Deal four cards face down to each player.", "Deal four cards face down to the table.",
                   "Showdown, high hand wins.", "You must beat the table hand to win.", "Sixes are wild for the table.")
    assert (facts.cards, facts.max_seen, facts.wilds) == (4, 4, 0)


def test_a_repeat_the_players_end_deals_any_number_of_cards():
    from dealerschoice.records import Game, Rule, Source

    rules = ("Deal two cards down to each player.", BET, "Deal each player one card face up, if they want it.",
             "Repeat the last two actions until no one wants another card.", "Showdown, high hand wins.")
    game = Game(9998, "T", (), (), tuple(Rule(n, t, n) for n, t in enumerate(rules, 1)), None, Source("t", 1))
    facts = derive_facts(game)
    assert (facts.cards, facts.players, facts.rounds, facts.max_seen) == (202, 98, 201, 202)
