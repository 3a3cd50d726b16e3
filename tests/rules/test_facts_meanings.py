"""What the database's figures mean, learnt from the corpus games that agree and applied to
rule texts of the same families that are not in the corpus (other counts, ranks, sizes)."""

import pytest

from dealerschoice.records import Game, Rule, Source
from dealerschoice.render.facts_words import fact_words
from dealerschoice.rules.facts import Facts, derive_facts

BET = "Normal betting round, with the player to the left of the dealer opening."
SHOW = "Showdown, high hand wins."


def facts(*rules: str) -> Facts:
    game = Game(9999, "Test", (), (), tuple(Rule(n, t, n) for n, t in enumerate(rules, 1)), None, Source("t", 1))
    return derive_facts(game)


def test_table_cards_with_no_word_play_the_role_beside_named_commons():
    # Pyramid's family: rows of cards dealt to the table name the wild rank; the cards called
    # common stay every hand's, and the table card naming the rank is in no hand
    found = facts("Deal four cards face down to each player.",
                  "Deal five cards face down to the table in two rows, one of three cards and one of two cards.",
                  "Deal two common cards face down.", BET, "Flip one table card face up.", BET,
                  "Flip two common cards face up.", BET, SHOW,
                  "The first table card flipped is wild, as are all cards of the same rank.")
    assert (found.cards, found.max_seen, found.players, found.wilds) == (6, 6, 11, 3)


def test_a_count_within_one_line_leaves_the_line_available():
    # as Tablatura: two down cards and "two commons from one row" of three: the row's three
    found = facts("Deal two cards down to each player.", "Deal two rows of three face down common cards each.",
                  BET, SHOW, "Your final hand must consist of both of your down cards and two commons from one "
                  "horizontal row.")
    assert found.cards == 5


def test_a_choice_of_final_hands_uses_the_most_commons_of_any():
    found = facts("Deal four cards face down to each player.", "Deal two rows of three face down common cards each.",
                  BET, SHOW, "Your final hand may either be your four down cards, or two of your down cards and one "
                  "horizontal row of commons.")
    assert found.cards == 7


def test_a_repeat_once_for_each_player_grows_with_the_table():
    # the table card auctioned each time comes round three times a player: 4 + 3 cards a
    # player, 52 serve seven, and one of them may win all 21 auctions
    found = facts("Deal four cards face down to each player.", BET, "Deal one card face up to the table.",
                  "Players bid on the table card in betting order, the leader (who rotates) must bid ante.",
                  "Whoever won the auction must discard one card.",
                  "Repeat the last three actions for each player, going around the table clockwise three times.",
                  SHOW)
    assert (found.cards, found.players, found.max_seen) == (4, 7, 25)
    assert found.rounds == 1  # no betting round among the repeated rules


def test_flipped_auctions_give_one_player_their_limit_a_game():
    auction = "Flip one card, highest bidder gets it. Repeat once for each player, players who have won two cards " \
              "may not bid."
    found = facts("Deal two cards down to each player.", auction, BET, auction, BET, SHOW)
    assert (found.cards, found.players, found.max_seen) == (4, 13, 4)


def test_low_cards_replaced_until_nobody_wants_more_can_bring_every_one_of_them():
    found = facts("Deal two cards down to each player.", "Deal one card up to each player.",
                  "Any down card that is five or less may be discarded face up for a replacement. Repeat until no one "
                  "wants to draw.", BET, "Deal one card up to each player.", SHOW)
    # twos to fives: 16 cards, each thrown away brings one more; they come off the deck
    assert (found.cards, found.max_seen, found.players) == (4, 20, 9)


def test_high_cards_replaced_once_bring_one_for_each_down_card():
    found = facts("Deal two cards down to each player.", "Deal one card up to each player.",
                  "Any down card that is nine or more may be discarded face up for a replacement.", BET, SHOW)
    assert (found.cards, found.max_seen, found.players) == (3, 5, 10)


def test_twisted_cards_shuffled_back_serve_again():
    twist = ("Deal five cards face down to each player.", "Each player may twist up to two cards for double ante each.")
    after = ("Deal two cards face down to each player.", BET, SHOW)
    # seven cards from the deck at most at once, with the two twisted away back in it
    assert facts(*twist, "Shuffle any discarded cards back into the deck.", *after).players == 7
    assert facts(*twist, *after).players == 5


def test_cards_to_beat_off_the_deck_come_from_it():
    draw = ("Deal five cards face down to each player.",
            "Each player may draw up to three cards (four if they show an ace).", "Showdown, low hand wins.")
    assert facts(*draw, "The winning hand must beat the top three cards off the deck.").players == 5
    assert facts(*draw).players == 6


def test_a_player_who_discarded_is_dealt_up_cards_and_one_who_paid_keeps_the_most():
    found = facts("Deal four cards face down to each player.",
                  "Each player discards two cards. You can pay double ante to not discard, or ante to discard only "
                  "one.", "Each player flips a down card of their choice. If they only have two cards, they get dealt "
                  "an up card instead.", BET, "Deal one card up to each player.", BET, SHOW)
    assert (found.cards, found.max_seen, found.players) == (5, 6, 8)


def test_deals_repeated_until_everyone_holds_a_number_of_cards():
    found = facts("Deal two cards down to each player.",
                  "Declare in/out one at a time, starting with the player to the left of the dealer.",
                  "The players still in show each other their hands. High hand wins the pot.",
                  "Deal one card down to each player.",
                  "Declare in/out one at a time, starting with the player to the left of the dealer.",
                  "The players still in show each other their hands. High hand wins the pot.",
                  "Repeat the last three actions until either only one person goes in (and the game ends) or "
                  "everyone has four cards (and there is a redeal for all).")
    assert (found.cards, found.max_seen, found.players) == (4, 4, 13)


def test_a_table_card_nobody_takes_is_replaced_from_the_deck():
    take = "Each player may take the table card or pay max bet to get one dealt up to them from the deck. If they " \
           "take the table card, replace it."
    game = ("Deal three cards down to each player.", "Deal one card face up to the table.", take, BET, take, BET, SHOW)
    assert facts(*game, "If a player has a second chance to take the same table card, discard it and replace it "
                 "instead.").players == 9
    assert facts(*game).players == 10


def test_table_cards_for_pairs_dealt_up_come_for_half_the_up_cards():
    found = facts("Deal one card down to each player.", *["Deal one card up to each player."] * 4, SHOW,
                  "Every time a pair is dealt face up, deal a card face up to the table.",
                  "Any card matching the rank of a table card is wild.")
    # five cards and two table cards for each player: seven players; a rank for each of the
    # fourteen table cards, at most every card of the seven hands
    assert (found.players, found.wilds) == (7, 35)


def test_no_peek_cards_beside_the_hand_join_it_only_as_a_rule_says():
    found = facts("Deal five cards face down to each player.",
                  "Deal two cards down to each player, they may not look at these cards.", BET,
                  "If anyone raises, everyone flips a no peek card.",
                  "Each players first flipped no peek card is wild for them, as are all cards of the same rank.",
                  "If the second no peek card is flipped face up, each player add theirs to their hand.", SHOW)
    # five and the second no-peek card; each of seven players' first flipped rank wild for
    # them in the other three cards of it
    assert (found.cards, found.players, found.wilds) == (6, 7, 21)


def test_cards_dealt_round_until_two_match_depend_on_the_players():
    found = facts("Deal one card to each player in turn, until two cards match in rank. Give the last card to the "
                  "player who already had a card of that rank.", BET,
                  "Repeat the last two actions until someone gets four of a kind.",
                  "The player with four of a kind takes the pot.")
    assert (found.cards, found.players, found.max_seen) == (99, 13, 99)
    assert ("Cards in the final hand", "depends on the number of players") in fact_words(found)


def test_a_split_for_the_flips_leaves_every_card_to_a_hand_made_by_face():
    found = facts("Deal seven cards face down to each player.", BET,
                  "Each player splits their hand into a three card hand and a four card hand.", SHOW,
                  "Your hand must consist of three of your down cards and two of one other player's up cards.")
    assert found.cards == 7


def test_cards_passed_face_up_are_seen():
    found = facts("Deal four cards face down to each player.",
                  "Starting with the lead, each player passes one card face up to their left.", BET, SHOW)
    assert (found.cards, found.max_seen) == (4, 5)


def test_hands_passed_on_in_rounds_dealing_a_passing_rank_are_seen():
    found = facts("The dealer declares one rank to be the rotate rank.", "Deal two cards down to each player.",
                  "Deal one card up to each player.", BET, "Deal one card up to each player.", BET, SHOW,
                  "Each round in which a passing rank was dealt face up, each player must pass their cards one player "
                  "to the left for each card of the passing rank dealt that round.")
    assert found.max_seen == 2 + 1 + 3 + 1 + 4


def test_a_wild_card_of_each_players_own_among_the_commons_used():
    found = facts("Deal five cards face down to each player.", "Deal six common cards face down in a circle.", BET,
                  SHOW, "You may use three adjacent common cards in your hand.",
                  "The positionally middle common card that you use is wild for you, as are all cards of the same "
                  "rank.")
    assert (found.players, found.wilds) == (9, 36)


def test_a_game_that_may_change_to_any_variant_may_make_any_card_wild():
    found = facts("Deal two cards down to each player.", *["Deal one card up to each player."] * 3, SHOW,
                  "If a player is ever dealt a face up jack, they may change the game to any seven card stud variant "
                  "normally played by the group.")
    assert (found.players, found.wilds) == (10, 50)


@pytest.mark.parametrize("draws, players", [(1, 5), (2, 3)])
def test_drawing_back_more_keeps_the_ace_exception_for_its_few(draws, players):
    draw = "Each player may discard up to three cards, four if they show an ace, and draw back one more card than " \
           "they discarded."
    assert facts("Deal five cards face down to each player.", *[draw] * draws, SHOW).players == players


def test_an_extra_card_for_going_in_is_seen():
    found = facts("Deal three cards face down to each player.",
                  "Declare in/out one at a time, starting with the player to the left of the dealer.",
                  "Anyone who went in with a five gets an extra card.", SHOW)
    assert (found.cards, found.max_seen) == (3, 4)


def test_a_table_card_taken_in_turn_is_seen():
    found = facts("Deal four cards face down to each player.",
                  "Deal one face up table card to the player to the dealer's left.",
                  "The player with the table card may take it and replace it with a card from their hand.",
                  "Pass the table card one player to the left", SHOW)
    assert (found.cards, found.max_seen) == (4, 5)


def test_a_declared_duel_whose_loser_pays_the_pot_matches_the_pot():
    declare = "Each player in turn declares high/low/out. If two players declare the same way, compare hands and " \
              "loser pays winner the pot. If only one person declares in a direction, they win that pot."
    found = facts("Deal three cards down to each player.", declare, "Deal one card down to each player.", declare)
    assert found.rounds == 100


def test_a_deck_dealt_out_and_passed_on_is_seen_up_to_the_whole_deck():
    found = facts("Deal the deck completely out, except each player gets the same number of cards.",
                  "Each player keeps three cards and passes the rest to the player on their left.",
                  "Each player discards all but five cards.", "Shuffle any discarded cards back into the deck.", BET,
                  "Deal five common cards face up to the table.", BET, SHOW)
    # half the deck to one of two players (26), 23 passed in and five commons: more than the
    # deck, so all 52; the final hand is five and the five commons
    assert (found.cards, found.max_seen) == (10, 52)


def test_common_cards_repeated_until_the_players_stop_are_any_number():
    found = facts("Deal three cards down to each player.", BET, "Deal two common cards face up to the table.", BET,
                  "Deal one common card face up to the table.", BET,
                  "If no one bet in the last round, repeat the last two actions until someone does make a bet.", SHOW)
    # N counts the cards outside the repeated rules: three own and two commons
    assert (found.cards, found.players, found.max_seen) == (205, 98, 205)


def test_each_hand_of_a_split_goes_with_one_set_of_commons():
    found = facts("Deal seven cards face down to each player.",
                  "Each player puts their cards into two three card hands, with the seventh card off to the side.",
                  BET, "Deal two sets of four face up common cards each.",
                  "Each player declares which hand goes with which flop.", BET,
                  "Deal one common card face up to the table.", BET, SHOW)
    # one hand of three, its set of four and the common card every hand shares; the seven
    # cards dealt and that hand's commons seen, as the database counts one of separate hands
    assert (found.cards, found.max_seen) == (8, 12)


def test_discards_put_back_on_the_deck_serve_the_cards_dealt_after():
    deal = ("Deal five cards face down to each player.",)
    commons = ("Deal five common cards face up to the table.", BET, SHOW)
    # five a player at first, 52 serve ten; then three and the five commons, 35 for ten
    assert facts(*deal, "Each player discards two cards. The discards are shuffled and placed on top of the deck.",
                 *commons).players == 10
    assert facts(*deal, "Each player discards two cards.", *commons).players == 9


def test_picks_from_one_line_leave_that_line_available():
    found = facts("Deal four cards face down to each player.", "Deal three sets of three face down common cards each.",
                  BET, SHOW, "Your hand may only use the middle common of one row, and one end card from that same row.")
    assert found.cards == 4 + 3
