"""Deals and discards of issue 17 counted from the table: cards dealt to folded players, the
deck dealt out, discards down to a hand size, low cards replaced until nobody wants more,
common cards that may not pair, a named player folding, empty hands folding, a re-ante of
those still holding cards and the pot split when the last players go out together."""

from __future__ import annotations

import re

import pytest

from dealerschoice.cards import Card
from dealerschoice.play.mechanics import going_out
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.play.table import Held
from dealerschoice.records import Game, Rule, Source
from tests.play.played_rules import play, texts
from tests.play.test_simulate import assert_sound
from tests.rules.corpus import needs_corpus


def _game(*lines: str) -> Game:
    return Game(1, "T", (), (), tuple(Rule(n, text, n) for n, text in enumerate(lines, 1)), None, Source("x", 1))


FOLDED = _game("Deal two cards down to each player.", "The player showing the lowest hand must fold.",
               "Deal one card up to each player, even if they have folded.", "Showdown, high hand wins.")


def test_a_named_player_folds_and_folded_players_are_still_dealt():
    for seed in range(1, 8):
        hand = simulate(game_program(FOLDED), 3, seed)
        [fold] = texts(hand, "fold", rule=2)
        assert re.fullmatch(r"P\d is the low showing and must fold\.", fold)
        assert texts(hand, "deal", rule=3) == ["One card face up to each player, folded or not."]
        assert_sound(hand)


def test_a_folded_player_holds_the_card_dealt():
    hand = PlayedHand(game_program(FOLDED), 3, 1, None)
    hand.run()
    assert [len(s.cards) for s in hand.table.seats] == [3, 3, 3]
    assert sum(1 for s in hand.table.seats if s.folded) == 1


DECK_OUT = _game("Deal the deck completely out, except each player gets the same number of cards.",
                 "Each player discards all but three cards.", "Shuffle the discards back into the deck.",
                 "Deal two common cards face up to the table.", "Showdown, high hand wins.")


@pytest.mark.parametrize("players, each, dealt", [
    (2, 26, "26 cards to each player."),
    (3, 17, "17 cards to each player; one card left over stays in the deck."),
    (5, 10, "ten cards to each player; two cards left over stay in the deck."),
    (7, 7, "seven cards to each player; three cards left over stay in the deck.")])
def test_the_deck_dealt_out_evenly_then_cut_to_a_hand_size(players, each, dealt):
    hand = simulate(game_program(DECK_OUT), players, 1)
    assert texts(hand, "deal", rule=1) == [f"The deck is dealt out face down: {dealt}"]
    [discard] = texts(hand, "discard", rule=2)
    assert discard.count(" discards ") == players
    assert texts(hand, "deal", rule=3) == [f"The {players * (each - 3)} discards are shuffled back into the deck."]
    assert_sound(hand)


LOW_CARDS = _game("Deal two cards down to each player.",
                  "Any down card that is five or less may be discarded face up for a replacement. "
                  "Repeat until no one wants to draw.", "Showdown, high hand wins.")


@pytest.mark.parametrize("seed", range(1, 12))
def test_low_cards_are_replaced_until_nobody_wants_another(seed):
    hand = PlayedHand(game_program(LOW_CARDS), 3, seed, None)
    transcript = hand.run()
    rounds = texts(transcript, "draw")
    assert rounds[-1].startswith("Nobody wants to replace")
    for text in rounds[:-1]:
        for part in text.rstrip(".").split("; "):
            assert re.fullmatch(r"P\d throws away ([2-5])[♠♥♦♣] face up and gets a new card", part), part
    # what is left: no unpaired card of five or less
    for seat in hand.table.seats:
        ranks = [c.rank for c in seat.all()]
        assert all(r > 5 or ranks.count(r) > 1 for r in ranks) or not hand.table.deck


NO_PAIR = _game("Deal two cards down to each player.", *["Deal one card face up to the table."] * 8,
                "Showdown, high hand wins.",
                "If the table cards ever pair, replace the last one from the deck until they don't pair.")


@pytest.mark.parametrize("seed", range(1, 15))
def test_the_table_never_pairs(seed):
    hand = PlayedHand(game_program(NO_PAIR), 3, seed, None)
    transcript = hand.run()
    ranks = [h.card.rank for h in hand.table.board]
    assert len(set(ranks)) == len(ranks) == 8
    for text in texts(transcript, "deal"):
        if "pairs the table" in text:
            for part in text.rstrip(".").split("; "):
                old, new = re.fullmatch(r"(\S+) pairs the table and is replaced by (\S+)", part).groups()
                assert Card.parse(old) in hand.table.muck and old != new


def test_the_later_card_of_the_pair_goes():
    hand = PlayedHand(game_program(NO_PAIR), 2, 1, None)
    table = hand.table
    for text in ("9c", "5d", "9h"):
        card = Card.parse(text)
        table.deck.remove(card)
        table.board.append(Held(card, up=True, dealt_up=True))
    top = table.deck[0]
    from dealerschoice.play.mechanics import table_pairs
    table_pairs.watch(hand)
    assert [h.card for h in table.board] == [Card.parse("9c"), Card.parse("5d"), top]
    assert table.muck == [Card.parse("9h")]
    table.check_cards()


VALUE = _game("Deal three cards face down to each player.", "Deal one card face up to the table.",
              "Discard any cards with the same rank as a table card. If you have no cards you must fold. "
              "If you still have card you must reante.",
              "Repeat the last two actions until zero or one players are left. If one player is left, they get "
              "the pot. If no players are left, all who were in before the last table card split the pot.",
              "Showdown, high hand wins.")


@pytest.mark.parametrize("seed", range(1, 20))
def test_empty_hands_fold_holders_reante_and_the_last_out_split(seed):
    transcript = simulate(game_program(VALUE), 3, seed)
    assert_sound(transcript)
    ends = texts(transcript, "end")
    for text in texts(transcript, "ante"):
        assert text == "Everyone antes 1." or re.fullmatch(r"(P\d, )*P\d ante 1 again\. Pot \d+\.", text), text
    for text in texts(transcript, "fold"):
        assert re.fullmatch(r"(P\d, )*P\d (has|have) no cards left and folds?\.", text), text
    if ends and ends[0].startswith("Nobody is left"):
        shares = dict(re.findall(r"(P\d) (\d+)", ends[0].split(": ", 1)[1]))
        assert sum(map(int, shares.values())) == int(re.search(r"the pot of (\d+)", ends[0]).group(1))
        assert max(map(int, shares.values())) - min(map(int, shares.values())) <= 1


def test_the_last_players_out_together_split_the_pot():
    hand = PlayedHand(game_program(VALUE), 3, 1, None)
    table = hand.table
    for seat in table.seats:
        table.pay(seat, 1)
    table.seat(2).folded = True
    going_out.fold_emptied(hand)  # P1 and P3 hold nothing: both go out at once
    assert hand.progress.over and table.pot == 0
    assert [s.won for s in table.seats] == [2, 0, 1]  # the odd chip to the first after the dealer
    assert hand.log.events[-1].text == ("Nobody is left: P1, P3 split the pot of 3 (as the rules say): P1 2, P3 1.")


@needs_corpus
@pytest.mark.parametrize("game_id", [230, 136, 392, 9])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_corpus_games_play_sound(game_id, players):
    for seed in range(1, 4):
        assert_sound(play(game_id, players, seed))


AUCTION = _game("Deal two cards down to each player.", "Deal one card up to each player.",
                "Auction the top card off the deck, the winner can take the card or give it to a player of their "
                "choice. Deal everyone else one card face up.",
                "Auction the top card off the deck, the winner can take the card or give it to a player of their "
                "choice. Deal everyone else one card face up.", "Showdown, high hand wins.")


@pytest.mark.parametrize("seed", range(1, 12))
def test_everyone_but_the_auction_winner_is_dealt_a_card(seed):
    hand = PlayedHand(game_program(AUCTION), 4, seed, None)
    transcript = hand.run()
    sold = 0
    for rule in (3, 4):
        auction, deal = texts(transcript, "deal", rule=rule)
        winner = re.search(r"(P\d) pays \d+ and takes it", auction)
        if winner:
            sold += 1
            assert deal == f"One card face up to each player but {winner.group(1)}, who won the auction."
        else:
            assert deal == "One card face up to each player (nobody won the auction)."
    # every player holds three cards and one more for each round: the winner's card was the auction's
    assert [len(s.cards) for s in hand.table.seats] == [5, 5, 5, 5]
    assert len(hand.table.muck) == 2 - sold


def test_cards_of_a_round_that_pair_are_replaced_until_the_round_has_no_pair():
    from dealerschoice.play.mechanics import matching
    from dealerschoice.rules.steps.table_rules import ReplaceMatched
    hand = PlayedHand(game_program(FOLDED), 3, 1, None)
    table = hand.table
    dealt = []
    for seat, text in zip(table.seats, ("7c", "7h", "Jd")):
        card = Card.parse(text)
        table.deck.remove(card)
        held = Held(card, up=True, dealt_up=True)
        seat.cards.append(held)
        seat.expected += 1
        dealt.append(held)
    hand.turns.last_dealt = dealt
    # the next cards of the deck: a jack (pairs the round again), then a four
    for text in ("4s", "Js"):
        table.deck.remove(Card.parse(text))
        table.deck.insert(0, Card.parse(text))
    matching.replace_matched(hand, ReplaceMatched(), 1)
    table.check_cards()
    ranks = [c.rank for s in table.seats for c in s.all()]
    assert len(set(ranks)) == 3
    # both sevens go, then both jacks (the new one pairs the old), then any pair the shuffled deck makes again
    assert table.muck[:4] == [Card.parse(c) for c in ("7c", "7h", "Js", "Jd")]
    assert hand.log.events[-1].text.startswith("P1's 7♣ is replaced by J♠; P2's 7♥ is replaced by 4♠; P1's J♠ is "
                                               "replaced by ")
