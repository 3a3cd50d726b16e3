"""A table card that travels round the table, taken in exchange for a card or let pass, until
it goes all the way around unreplaced (mechanics/travelling_card.py): Buddha's Folly (#350)."""


from dealerschoice.cards import Card
from dealerschoice.play.mechanics import travelling_card
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.play.table import Held
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps.dealing_shares import DealToPlayer
from dealerschoice.rules.steps.draw import TableCardSwap
from dealerschoice.rules.steps.passing import PassTableCard
from dealerschoice.rules.steps.play import Repeat, Until
from tests.play.played_rules import hold, play_staying, texts, written_game
from tests.rules.corpus import needs_corpus

AROUND = written_game(
    "Deal five cards face down to each player.",
    "Deal one face up table card to the player to the left of the dealer.",
    "The person with the table card can take it and replace it with a card from their hand.",
    "Pass the table card one player to the right.",
    "Repeat the last two actions until the table card goes all the way around without being replaced.",
    "Showdown, high hand wins.")


def test_the_reader_reads_variants():
    read = [list(read_sentences(rule.text)) for rule in AROUND.rules[1:5]]
    assert read == [[DealToPlayer(1, "up", "left-of-dealer", table_card=True)], [TableCardSwap(1)],
                    [PassTableCard("right", 1)], [Repeat(2, Until("table-card-around"))]]
    for steps in read:
        assert steps[0].gap() is None


def _hand_with_card(card: str, mine: str) -> PlayedHand:
    hand = PlayedHand(game_program(AROUND), 3, 1)
    for held in hold(hand, 1, mine, up=False):
        hand.table.deck.remove(held.card)
    table_card = Card.parse(card)
    hand.table.deck.remove(table_card)
    hand.table.board.append(Held(table_card, up=True, dealt_up=True))
    piece = hand.piece(travelling_card.Travelling)
    piece.at = 1
    return hand


def test_a_player_takes_a_card_that_betters_the_hand_and_lays_their_worst():
    hand = _hand_with_card("Ks", "Kd Kh 7c 4s 2d")
    travelling_card.swap(hand, TableCardSwap(1), 2)
    assert hand.log.events[-1].text == "P1 takes K♠ and lays 2♦ in its place."
    seat = hand.table.seat(1)
    assert sorted(str(c) for c in seat.all()) == sorted(["K♦", "K♥", "7♣", "4♠", "K♠"])
    assert [h.card for h in hand.table.board] == [Card.parse("2d")] and hand.table.board[0].up


def test_a_card_that_does_not_better_the_hand_passes():
    hand = _hand_with_card("2c", "Ad Ah Kc Ks Qd")
    travelling_card.swap(hand, TableCardSwap(1), 2)
    assert hand.log.events[-1].text == "P1 leaves 2♣."
    travelling_card.pass_on(hand, PassTableCard("right", 1), 3)
    assert hand.log.events[-1].text == "The table card passes to P3."
    assert hand.piece(travelling_card.Travelling).unchanged == 1


def test_the_card_goes_out_of_play_once_every_player_let_it_pass():
    hand = _hand_with_card("2c", "Ad Ah Kc Ks Qd")
    piece = hand.piece(travelling_card.Travelling)
    piece.unchanged = 2
    assert not travelling_card.went_around(hand)
    piece.unchanged = 3
    assert travelling_card.went_around(hand)
    assert hand.table.board == [] and hand.table.muck[-1] == Card.parse("2c") and piece.at is None


def test_the_written_game_ends_its_round_after_a_full_circle_unreplaced():
    for seed in range(1, 20):
        played = simulate(game_program(AROUND), 4, seed, everyone_stays=True)
        moves = texts(played, "pass")
        turns = [t for t in moves if " leaves " in t or " takes " in t]
        # the last four turns let the card pass: a whole circle of four players unreplaced
        assert all(" leaves " in t for t in turns[-4:]) and len(turns) >= 4
        assert all(" takes " not in t for t in turns[-4:])
        assert texts(played, "note", rule=5)[-1].startswith("The table card has gone all the way around unreplaced")


@needs_corpus
def test_buddhas_folly_passes_the_table_card_round_to_the_left():
    # seed 1, 4 players: P1 takes 5♠ for 2♦; the 2♦ goes round all four players unreplaced
    hand = play_staying(350, 4, 1)
    assert texts(hand, "deal", rule=2) == ["5♠ is dealt face up in front of P1."]
    assert texts(hand, "pass") == [
        "P1 takes 5♠ and lays 2♦ in its place.", "The table card passes to P2.",
        "P2 leaves 2♦.", "The table card passes to P3.", "P3 leaves 2♦.", "The table card passes to P4.",
        "P4 leaves 2♦.", "The table card passes to P1.", "P1 leaves 2♦.", "The table card passes to P2."]
    assert texts(hand, "note", rule=5)[-1] == \
        "The table card has gone all the way around unreplaced: 2♦ is out of play."
