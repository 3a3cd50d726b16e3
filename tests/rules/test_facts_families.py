"""Facts of draw and table-card games, from sentences written for these tests."""

from dealerschoice.rules.facts import derive_facts
from dealerschoice.rules.grammar import read_sentences


def _facts(*sentences):
    return derive_facts([s for text in sentences for s in read_sentences(text)])


BET = "Betting round, starting with the player to the left of the dealer."


def test_a_draw_exception_counts_toward_cards_seen_and_for_the_few_players_it_serves():
    # seven cards each (five and two drawn), and a third draw for each player showing a
    # king, four at most: 7 x 7 + 4 = 53 cards are too many for seven players, 6 x 7 + 4 fit
    facts = _facts("Deal five cards face down to each player.", BET,
                   "Each player may draw up to two cards (three if they show a king).", BET,
                   "Showdown, high hand wins.")
    assert (facts.cards, facts.players, facts.rounds, facts.max_seen) == (5, 6, 2, 8)


def test_a_draw_exception_for_the_dealer_serves_one_player():
    # six cards each, and the dealer's seventh: 8 x 6 + 1 = 49 cards serve eight players
    facts = _facts("Deal five cards face down to each player.", BET,
                   "Each player may draw one card, two for the dealer.", BET, "Showdown, high hand wins.")
    assert facts.players == 8


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


def test_commons_used_for_discards_keep_the_hand_its_size():
    # Italian Poker's shape: a common card takes the place of each card discarded
    facts = _facts("Deal five cards face down to each player.", BET, "Each player may discard up to two cards.",
                   "Deal two common cards face up to the table.", BET, "Showdown, high hand wins.",
                   "If a player discarded one card, they can use the first common; if they discarded two they "
                   "can use both commons; otherwise they cannot use any commons.")
    assert (facts.cards, facts.max_seen) == (5, 7)


def test_a_hand_kept_to_one_row_uses_no_common_card_outside_the_rows():
    facts = _facts("Deal three cards down to each player.", "Deal nine face down common cards in a 3x3 square.", BET,
                   "Deal two common cards face up to the table.", "Showdown, high hand wins.",
                   "Your hand may only use one horizontal or vertical row of common cards.")
    assert (facts.cards, facts.max_seen) == (6, 14)  # three own and a row of three; all eleven are seen


def test_a_named_neighbours_down_cards_join_the_hand():
    # Tex Mex Hold'em's shape: two own, the right-hand neighbour's two down cards, five commons
    facts = _facts("Deal two cards down to each player.", BET, "Deal three common cards face up to the table.", BET,
                   "Deal two common cards face up to the table.", BET, "Showdown, high hand wins.",
                   "Your final hand may use your down cards and the down cards of the player to your right.")
    assert (facts.cards, facts.max_seen) == (9, 9)


def test_cards_turned_until_a_match_until_four_of_a_kind_bring_one_rank_at_most():
    # Dutch Stud's shape: one up card each, then matching cards of its rank until quads
    from dealerschoice.records import Game, Rule, Source

    rules = ("Deal one card up to each player.", BET,
             "Flip cards over from the deck until a card matches the rank of player's card. Deal the card to that player.",
             BET, "Repeat the last two actions until someone gets four of a kind.", "Showdown, high hand wins.")
    game = Game(9997, "T", (), (), tuple(Rule(n, t, n) for n, t in enumerate(rules, 1)), None, Source("t", 1))
    facts = derive_facts(game)
    assert (facts.cards, facts.max_seen, facts.players) == (4, 4, 13)


def test_passing_the_cards_outside_the_permanent_hand_shows_fewer_each_time():
    # seven down; three times a card goes into the permanent hand and the other cards pass
    turn = ("Add one of your down cards to your permanent hand.", BET,
            "Pass all of your non-permanent hand cards to your right.")
    facts = _facts("Deal seven cards face down to each player.", *turn * 3, "Showdown, high hand wins.")
    assert (facts.cards, facts.max_seen) == (7, 7 + 6 + 5 + 4)


def test_every_card_auctioned_may_be_seen_by_one_player_unless_the_others_are_dealt_one():
    sale = _facts("Deal six cards face down to each player.", *["Auction off the top card off the deck."] * 3,
                  "Each player must discard until they have five cards left.", "Showdown, high hand wins.")
    either = _facts("Deal two cards down to each player.",
                    *[("Auction the top card off the deck, the winner can take the card or give it to a player of "
                       "their choice. Deal everyone else one card face up."), BET] * 2, "Showdown, high hand wins.")
    assert (sale.max_seen, either.max_seen, either.cards) == (9, 4, 4)


def test_a_card_bought_for_each_face_card_dealt_up_is_seen_and_taken_from_the_deck():
    # Russian Revolution's shape: twelve face cards can each bring a bought card
    facts = _facts("Deal two cards down to each player.", *["Deal one card up to each player.", BET] * 4,
                   "Deal one card down to each player.", BET, "Showdown, high hand wins.",
                   "If a player is ever dealt a face up face card, they must buy another card for max bet or fold.")
    assert (facts.cards, facts.max_seen, facts.players) == (7, 19, 5)  # 40 cards left for seven each


def test_discards_shuffled_back_into_the_deck_serve_again():
    # Drawback's shape: five and three drawn (eight out of the deck at most, four aces may
    # draw a fourth), then the discards go back before two more cards: 6 x 8 + 4 = 52
    facts = _facts("Deal five cards face down to each player.", BET,
                   "Each player may draw up to three cards (four if they show an ace).", BET,
                   "Shuffle any discarded cards back into the deck.", "Deal one card up to each player.", BET,
                   "Deal one card down to each player.", BET, "Showdown, high hand wins.")
    assert facts.players == 6


def test_a_refused_card_passed_round_the_table_costs_the_deck_one_card_a_round():
    # Eddie's Choice's shape: seven each, and four rounds in which the card passed past the
    # dealer is thrown away: 6 x 7 + 4 fit in 52, 7 x 7 + 4 do not
    passing = ("Deal one up to each player. A player can pass the first card he gets each round, even it was "
               "passed to him, and get the top card off the deck instead. If a card makes it past the dealer it is "
               "discarded.")
    facts = _facts("Deal two cards down to each player.", *[passing, BET] * 4, "Deal one card down to each player.",
                   BET, "Showdown, high hand wins.")
    assert (facts.cards, facts.players) == (7, 6)


def test_a_twister_for_each_card_of_a_rank_dealt_up_shows_new_cards_each_time():
    facts = _facts("Deal two cards down to each player.", *["Deal one card up to each player.", BET] * 3,
                   "Showdown, high hand wins.",
                   "If a king is dealt face up, the player it was dealt to may call for a twister, where each player "
                   "gives two cards to the dealer, who shuffles them and redeals them.")
    assert facts.max_seen == 5 + 2 * 4  # four kings, two cards each time


def test_cards_shown_for_extra_cards_count_once_however_often_the_rule_comes():
    facts = _facts("Deal five cards face down to each player.",
                   "Each player may reveal any sixes they have, and receive an extra card for each one.", BET,
                   "Each player may reveal any sixes they have, and receive an extra card for each one.",
                   "Showdown, high hand wins.")
    assert facts.max_seen == 5 + 4


def test_a_twist_exception_serves_only_the_players_it_names():
    # eight cards each (five and three twisted), and a fourth twist for each of four ace
    # holders at most: 6 x 8 + 4 = 52 cards serve six players
    facts = _facts("Deal five cards face down to each player.", BET,
                   "Each player may twist up to three cards for max bet each, four if they show an ace.", BET,
                   "Showdown, high hand wins.")
    assert (facts.players, facts.max_seen) == (6, 9)


def test_a_table_card_taken_or_the_table_hand_switched_for_is_seen():
    exchange = _facts("Deal four cards face down to each player.", "Deal five cards face down to the table.",
                      "Each player must exchange one down card with one table card.", BET, "Showdown, high hand wins.")
    switch = _facts("Deal five cards face down to each player.", "Deal five cards face down to the table.",
                    "Auction off the right to switch hands with the table.", "Showdown, high hand wins.")
    assert (exchange.cards, exchange.max_seen, switch.cards, switch.max_seen) == (4, 5, 5, 10)


def test_a_common_card_in_every_row_stays_available_to_a_hand_kept_to_one_row():
    facts = _facts("Deal two cards down to each player.", "Deal two rows of four face down common cards each.", BET,
                   "Deal one common card face up to the table.", BET, "Showdown, high hand wins.",
                   "You may only use one horizontal row of common cards.",
                   "The last common counts as being in any row.")
    assert facts.cards == 2 + 4 + 1
