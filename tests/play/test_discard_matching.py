"""Discards the rules make, not the player: every card matching a face-up table card's rank
(all of them, the last N turned up, and "except the last revealed table card", whose other
table cards of that rank go too), the table cards replaced in their places; the discards put
on top of the deck; cards a draw may not throw away; unseen cards picked up; swaps with a
neighbour and exchanges with the table. Every card still moves through the table (the
simulator checks the deck after every rule)."""

from __future__ import annotations

import re

import pytest

from dealerschoice.cards import Card
from dealerschoice.play.mechanics import discarding
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.play.table import Held
from dealerschoice.records import Game, Rule, Source
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps.draw import (
    DiscardMatching,
    DrawKeeps,
    Exchange,
    TableRefill,
    TakeNoPeek,
)
from dealerschoice.rules.steps.passing import Swap
from tests.play.played_rules import play, texts
from tests.play.test_simulate import assert_sound
from tests.rules.corpus import needs_corpus

BET = "Normal betting round, with the player to the left of the dealer opening."


def _game(*lines: str) -> Game:
    return Game(1, "T", (), (), tuple(Rule(n, text, n) for n, text in enumerate(lines, 1)), None, Source("x", 1))


def _hand(game: Game, players: int = 3, seed: int = 1) -> PlayedHand:
    return PlayedHand(game_program(game), players, seed, None)


def _events(transcript, kind):
    return [(e.rule, e.text) for e in transcript.events if e.kind == kind]


def test_the_step_types_are_played():
    for step in (DiscardMatching(), TableRefill(), DrawKeeps(("3",)), TakeNoPeek(), Exchange(1),
                 Swap(2, "left")):
        assert step.gap() is None, step


MATCHING = _game("Deal six cards down to each player.", "Deal two cards face up to the table.",
                 "Discard every card with the same rank as any table card.", BET, "Showdown, high hand wins.")


@pytest.mark.parametrize("seed", range(1, 25))
def test_every_card_of_a_table_rank_goes(seed):
    hand = _hand(MATCHING, 4, seed)
    transcript = hand.run()
    ranks = {h.card.rank for h in hand.table.board}
    for seat in hand.table.seats:
        assert not any(c.rank in ranks for c in seat.all() if not c.is_joker)
    # what each seat lost is exactly its cards of those ranks, said in the event
    [(rule, text)] = _events(transcript, "discard")
    assert rule == 3 and text.startswith("Cards matching ")
    assert len(hand.table.muck) == sum(6 - len(s.cards) for s in hand.table.seats)
    assert all(c.rank in ranks for c in hand.table.muck)


def _set_up(hand: PlayedHand, seats: list[str], board: list[tuple[str, bool]]) -> None:
    """Give the seats and the table these cards, taken out of the deck (so the card check holds)."""
    table = hand.table
    for seat, cards in zip(table.seats, seats):
        for card in (Card.parse(c) for c in cards.split()):
            table.deck.remove(card)
            seat.cards.append(Held(card))
            seat.expected += 1
    for text, up in board:
        card = Card.parse(text)
        table.deck.remove(card)
        table.board.append(Held(card, up=up))


def test_the_last_revealed_card_is_spared_and_the_others_of_its_rank_go_then_come_back():
    game = _game("Deal five cards face down to the table.", "Discard all cards with the same rank as the last "
                 "flipped table card, except the last flipped table card.", "Showdown, high hand wins.")
    hand = _hand(game, 2)
    _set_up(hand, ["7c 7h Kd", "2s 3s"], [("7s", True), ("9d", False), ("7d", True), ("Qs", True)])
    hand.wilds.state.board_turned = (Card.parse("7s"), Card.parse("Qs"), Card.parse("7d"))  # the order turned up
    steps = list(read_sentences(game.rules[1].text))
    assert steps == [DiscardMatching(1, spares_table=True)]
    discarding.discard_matching(hand, steps[0], 1)
    hand.table.check_cards()
    assert [h.card for h in hand.table.board] == [Card.parse(c) for c in ("9d", "7d", "Qs")]
    assert hand.table.seat(1).all() == [Card.parse("Kd")] and hand.table.seat(2).all() == [Card.parse(c) for c in ("2s", "3s")]
    assert sorted(hand.table.muck) == sorted(Card.parse(c) for c in ("7c", "7h", "7s"))
    assert hand.log.events[-1].text == "Cards matching 7♦: P1 discards 7♣ 7♥; 7♠ leaves the table."
    top = hand.table.deck[0]
    discarding.table_refill(hand, TableRefill(), 1)
    hand.table.check_cards()
    assert [h.card for h in hand.table.board] == [top] + [Card.parse(c) for c in ("9d", "7d", "Qs")]
    assert hand.table.board[0].up  # as the card it replaces


def test_only_the_last_cards_turned_up_are_matched():
    hand = _hand(_game("Deal one card down to each player.", "Showdown, high hand wins."), 2)
    _set_up(hand, ["5c 9c", "9h Jd"], [("5s", True), ("9s", True)])
    discarding.discard_matching(hand, DiscardMatching(1), 1)
    assert hand.table.seat(1).all() == [Card.parse("5c")] and hand.table.seat(2).all() == [Card.parse("Jd")]
    assert len(hand.table.board) == 2  # the table cards stay


def test_common_cards_are_replaced_first():
    game = _game("Deal two common cards face up.", "Deal two cards face up to the table.",
                 "Showdown, high hand wins.")
    hand = _hand(game, 2)
    hand.play(game_program(game).actions[0].steps[0], 0)
    hand.play(game_program(game).actions[1].steps[0], 1)
    table = hand.table
    gone = [table.board[3], table.board[0]]  # a table card, then a common card
    discarding._off_table(hand, gone)
    first, second = table.deck[0], table.deck[1]
    discarding.table_refill(hand, TableRefill(common_first=True), 2)
    assert table.board[0].card == first and table.board[3].card == second
    table.check_cards()


DISCARDS_ON_TOP = _game("Deal five cards face down to each player.",
                        "Each player discards two cards. The discards are shuffled and placed on top of the deck.",
                        "Deal four common cards face up to the table.", "Showdown, high hand wins.")


@pytest.mark.parametrize("seed", range(1, 6))
def test_the_discards_are_dealt_next(seed):
    hand = _hand(DISCARDS_ON_TOP, 2, seed)
    transcript = hand.run()
    [(_, thrown), put_back] = _events(transcript, "discard")
    assert put_back == (2, "The 4 discards are shuffled and put on top of the deck.")
    assert not hand.table.muck  # every discard went back, and was dealt to the table
    dealt = texts(transcript, "deal")[-1]
    assert sorted(dealt.split(": ")[1].rstrip(".").split()) == sorted(
        c for part in thrown.rstrip(".").split("; ") for c in part.split(" discards ")[1].split())


KEEPS = _game("Deal five cards face down to each player.",
              "Each player may draw up to three cards. You may not get rid of kings or twos while drawing.",
              "Showdown, high hand wins.")


def test_a_draw_keeps_the_ranks_it_names():
    assert list(read_sentences(KEEPS.rules[1].text))[-1] == DrawKeeps(("K", "2"))
    for seed in range(1, 30):
        hand = _hand(KEEPS, 4, seed)
        hand.run()
        assert not any(c.rank in (13, 2) for c in hand.table.muck)


NO_PEEK = _game("Deal three cards face down to each player.",
                "Deal two cards down to each player, they may not look at these cards.",
                "Each player must discard one card and pick up one of their no peek cards.",
                "Showdown, high hand wins.")


@pytest.mark.parametrize("seed", range(1, 6))
def test_the_discard_is_from_the_hand_and_an_unseen_card_is_picked_up(seed):
    hand = _hand(NO_PEEK, 3, seed)
    transcript = hand.run()
    for seat in hand.table.seats:
        assert len(seat.cards) == 4
        assert sum(1 for h in seat.cards if not h.seen) == 1
    picks = texts(transcript, "draw")
    assert len(picks) == 1 and picks[0].count("picks up") == 3
    # the card thrown away was one the player could see
    [thrown] = texts(transcript, "discard")
    assert thrown.count("discards") == 3


EXCHANGE = _game("Deal three cards face down to each player.", "Deal three cards face down to the table.",
                 "Each player must exchange two down cards with two table cards.", "Showdown, high hand wins.")


@pytest.mark.parametrize("seed", range(1, 6))
def test_an_exchange_keeps_every_hand_and_the_table_whole(seed):
    hand = _hand(EXCHANGE, 3, seed)
    transcript = hand.run()
    assert [len(s.cards) for s in hand.table.seats] == [3, 3, 3] and len(hand.table.board) == 3
    [text] = texts(transcript, "pass")
    assert text.count("takes a face-down table card") == 6


SWAP = _game("Deal five cards face down to each player.",
             "You may take two cards from the player on your right, if you give them the same number of cards "
             "from your hand.", "Showdown, high hand wins.")


@pytest.mark.parametrize("seed", range(1, 8))
def test_a_swap_gives_as_many_as_it_takes(seed):
    hand = _hand(SWAP, 4, seed)
    transcript = hand.run()
    assert_sound(transcript)
    assert [len(s.cards) for s in hand.table.seats] == [5, 5, 5, 5]
    [text] = texts(transcript, "pass")
    for part in text.rstrip(".").split("; "):
        assert part.endswith("keeps their cards") or " from P" in part


@needs_corpus
@pytest.mark.parametrize("game_id", [506, 1086, 1085, 953, 76, 33, 431, 68])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_corpus_games_play_sound(game_id, players):
    for seed in range(1, 4):
        assert_sound(play(game_id, players, seed))


@needs_corpus
@pytest.mark.parametrize("seed", range(1, 6))
def test_add_em_up_throws_away_each_table_rank(seed):
    # Add'em Up (#506): table cards come up two, then one, then one; after each, the cards of
    # every table rank so far go
    transcript = play(506, 5, seed)
    table: list[str] = []
    matched = 0
    for event in transcript.events:
        if event.kind == "deal" and "to the table: " in event.text:
            table += event.text.split(": ")[1].rstrip(".").split()
        elif event.kind == "discard":
            head, _, rest = event.text.partition(": ")
            assert sorted(head.removeprefix("Cards matching ").split()) == sorted(table)
            ranks = {card[:-1] for card in table}
            for part in rest.rstrip(".").split("; "):
                if part != "none":
                    assert all(card[:-1] in ranks for card in part.split(" discards ")[1].split())
            matched += 1
    assert matched == sum(1 for e in transcript.events if e.kind == "deal" and "to the table" in e.text)


def test_cards_come_up_in_the_order_flipped_then_dealt():
    hand = _hand(_game("Deal one card down to each player.", "Showdown, high hand wins."), 2)
    _set_up(hand, ["2c", "3c"], [("5s", True), ("9s", True), ("Ks", True), ("Qs", True)])
    # the flips saw 9s, then 5s come up; Ks and Qs were dealt face up since
    hand.wilds.state.board_turned = (Card.parse("9s"), Card.parse("5s"))
    assert [h.card for h in discarding.turned_up(hand)] == [Card.parse(c) for c in ("9s", "5s", "Ks", "Qs")]
    hand.wilds.state.board_turned = None  # no flip yet: the order dealt
    assert [h.card for h in discarding.turned_up(hand)] == [Card.parse(c) for c in ("5s", "9s", "Ks", "Qs")]


def test_an_optional_exchange_takes_a_face_up_card_only_where_it_helps():
    from dealerschoice.play.mechanics import taking
    hand = _hand(_game("Deal one card down to each player.", "Showdown, high hand wins."), 2)
    _set_up(hand, ["Kc Kd 4h", "2s 7d 9c"], [("Ks", True), ("3d", True)])
    taking.exchange(hand, Exchange(1, optional=True), 1)
    hand.table.check_cards()
    # P1 gives the four for the king (trips); P2's hand gains nothing from a three or the four
    assert sorted(hand.table.seat(1).all()) == sorted(Card.parse(c) for c in ("Kc", "Kd", "Ks"))
    assert sorted(h.card for h in hand.table.board) == sorted(Card.parse(c) for c in ("4h", "3d"))
    assert hand.log.events[-1].text == ("Exchanges with the table: P1 gives 4♥ and takes K♠; "
                                        "P2 keeps their cards.")


OUT_OF_CARDS = _game("Deal two cards down to each player.", "Deal one card face up to the table.",
                     "Discard any cards with the same rank as a table card.", "Showdown, high hand wins.",
                     "If any player ever runs out of cards, they automatically win.")


def _antes(hand: PlayedHand, chips: int = 2) -> None:
    for seat in hand.table.seats:
        hand.table.pay(seat, chips)


def test_a_player_whose_discards_leave_no_card_takes_the_pot():
    hand = _hand(OUT_OF_CARDS, 3)
    _set_up(hand, ["5c 5d", "2c 9h", "Kd 3s"], [("5s", True)])
    _antes(hand)
    discarding.discard_matching(hand, DiscardMatching(), 2)
    hand.table.check_cards()
    hand.table.check_chips()
    assert hand.progress.over and hand.table.pot == 0
    assert [s.won for s in hand.table.seats] == [6, 0, 0]
    assert hand.log.events[-1].text == "P1 has run out of cards and wins: P1 takes the pot of 6."


def test_players_who_run_out_together_share_the_pot():
    hand = _hand(OUT_OF_CARDS, 3)
    _set_up(hand, ["5c 5d", "2c 9h", "5h"], [("5s", True)])
    _antes(hand, 3)
    discarding.discard_matching(hand, DiscardMatching(), 2)
    hand.table.check_chips()
    assert hand.progress.over and hand.table.pot == 0
    # 9 chips between P1 and P3: the odd chip as the showdown splits it
    assert sorted(s.won for s in hand.table.seats) == [0, 4, 5] and hand.table.seat(2).won == 0
    assert hand.log.events[-1].text.startswith("P1, P3 have run out of cards and win: they split the pot of 9: ")


def test_without_the_rule_an_empty_hand_plays_on():
    hand = _hand(_game(*(r.text for r in OUT_OF_CARDS.rules[:-1])), 3)
    _set_up(hand, ["5c 5d", "2c 9h", "Kd 3s"], [("5s", True)])
    _antes(hand)
    discarding.discard_matching(hand, DiscardMatching(), 2)
    assert not hand.progress.over and hand.table.pot == 6 and not hand.table.seat(1).cards


def test_out_of_cards_games_end_when_a_hand_empties():
    one_card = _game("Deal one card down to each player.", *(r.text for r in OUT_OF_CARDS.rules[1:]))
    emptied = 0
    for seed in range(1, 60):
        transcript = simulate(game_program(one_card), 4, seed, everyone_stays=True)
        ends = [t for _, t in _events(transcript, "end") if "run out of cards" in t]
        if ends:  # the discard emptied a hand: no showdown
            emptied += 1
            assert not transcript.showdown
            assert re.fullmatch(r"P\d has run out of cards and wins: P\d takes the pot of \d+\.|"
                                r"(P\d, )+P\d have run out of cards and win: .*", ends[0]), ends[0]
        else:
            assert transcript.showdown
    assert emptied > 0


def test_players_take_the_table_cards_matching_their_up_card_highest_first():
    from dealerschoice.rules.steps.passing import TakeTableMatches
    from dealerschoice.rules.steps.vocab import DrawOrder
    step = TakeTableMatches(by_rank=True, by_suit=True, face="down", discards_up=True, order=DrawOrder.HIGH_SHOWING)
    assert step.gap() is None
    hand = _hand(_game("Deal two cards down to each player.", "Showdown, high hand wins."), 3)
    _set_up(hand, ["2c", "3d", "4h"], [("Kc", True), ("3s", True), ("9h", True), ("Qd", True)])
    for seat, card in zip(hand.table.seats, ("9s", "Kh", "5d")):
        hand.table.deck.remove(Card.parse(card))
        seat.cards.append(Held(Card.parse(card), up=True))
        seat.expected += 1
    discarding.take_table_matches(hand, step, 0)
    hand.table.check_cards()
    # P2's king first: K♣ by rank, 9♥ by suit; then P1's nine: 3♠ by suit (9♥ is gone); then
    # P3's five: Q♦ by suit; each up card goes on the table for those after
    assert hand.log.events[-1].text == ("P2 takes K♣ 9♥ and puts K♥ on the table; P1 takes 3♠ and puts 9♠ on the "
                                        "table; P3 takes Q♦ and puts 5♦ on the table.")
    assert {s.number: sorted(str(c) for c in s.all()) for s in hand.table.seats} == {
        1: ["2♣", "3♠"], 2: ["3♦", "9♥", "K♣"], 3: ["4♥", "Q♦"]}
    assert [str(h.card) for h in hand.table.board] == ["K♥", "9♠", "5♦"] and all(h.up for h in hand.table.board)
    assert not any(h.up for s in hand.table.seats for h in s.cards)
    assert [s.expected for s in hand.table.seats] == [2, 3, 2]
    places = discarding.board_of(hand).places
    assert len(set(places)) == len(places) == 3


def test_the_discards_shuffled_into_a_table_pile_lie_face_down_on_the_board():
    from dealerschoice.play.mechanics.matching import shuffle_discards
    from dealerschoice.rules.steps.dealing_deck import ShuffleDiscards
    assert ShuffleDiscards(pile=True).gap() is None
    hand = _hand(_game("Deal two cards down to each player.", "Showdown, high hand wins."), 2)
    for code in ("2c", "7d", "Ks"):
        hand.table.deck.remove(Card.parse(code))
        hand.table.muck.append(Card.parse(code))
    shuffle_discards(hand, ShuffleDiscards(pile=True), 0)
    hand.table.check_cards()
    assert not hand.table.muck and sorted(str(h.card) for h in hand.table.board) == ["2♣", "7♦", "K♠"]
    assert not any(h.up for h in hand.table.board)
    assert len(set(discarding.board_of(hand).places)) == 3
    assert hand.log.events[-1].text == "The 3 discards are shuffled into a pile of table cards, face down."
