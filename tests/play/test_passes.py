"""Passes beyond every player passing chosen cards at once: cards passed face up (at once, or
one player at a time with a card that may travel on), a count one player chooses for all,
and whole hands passed around a permanent hand. Games are built from sentences; the corpus
games run where the development corpus lies."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card
from dealerschoice.play.mechanics.passes import Permanent
from dealerschoice.play.program import NotRunnable, game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps.passing import PassOn, PassShown, PassStart
from tests.play.test_simulate import assert_sound, make_game
from tests.rules import corpus as dev

needs_corpus = pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)

TRAVELLING = ("Starting with the player to the left of the dealer, each player passes one card face up to their "
              "right. The receiving player may pass that card on, or put it in their hand and pass another card.")


def run(players: int, seed: int, *sentences: str) -> PlayedHand:
    hand = PlayedHand(game_program(make_game(*sentences)), players, seed)
    assert_sound(hand.run())
    return hand


def pass_texts(hand: PlayedHand, rule: int) -> list[str]:
    return [e.text for e in hand.log.events if e.kind == "pass" and e.rule == rule]


def moves(text: str) -> list[tuple[int, str, bool, int]]:
    """(giver, card, passed on, receiver) of each part of a pass event."""
    found = []
    for part in text.rstrip(".").split("; "):
        m = re.fullmatch(r"P(\d) passes (\S+)( on)? (?:face up )?to P(\d)", part)
        assert m, part
        found.append((int(m[1]), m[2], bool(m[3]), int(m[4])))
    return found


def test_the_variant_travelling_pass_reads_with_its_start_and_side():
    (shown, on) = read_sentences(TRAVELLING)
    assert shown.in_turn and shown.start == PassStart.DEALER_LEFT and shown.moves[0].direction == "right"
    assert on == PassOn()


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 7))
def test_cards_passed_at_once_land_face_up_with_the_neighbour(seed, players):
    hand = run(players, seed, "Deal five cards face down to each player.",
               "Each player simultaneously passes two cards to their left, and flips them face up.",
               "Showdown, high hand wins.")
    (text,) = pass_texts(hand, 2)
    for part in text.rstrip(".").split("; "):
        giver, cards, receiver = re.fullmatch(r"P(\d) passes (.+) face up to P(\d)", part).groups()
        assert int(receiver) == int(giver) % players + 1
        got = hand.table.seat(int(receiver))
        assert set(cards.split()) <= {str(c) for c in got.up()}
    assert all(len(s.cards) == 5 and len(s.up()) == 2 for s in hand.table.seats)


@pytest.mark.parametrize("seed", range(8))
def test_a_travelling_card_goes_round_once_and_the_first_player_keeps_the_last(seed):
    hand = run(4, seed, "Deal three cards face down to each player.", TRAVELLING, "Showdown, high hand wins.")
    (text,) = pass_texts(hand, 2)
    parts = moves(text)
    assert [g for g, *_ in parts] == [1, 4, 3, 2]  # from the dealer's left, going right
    assert [r for *_, r in parts] == [4, 3, 2, 1]
    for (_, card, _, _), (_, next_card, on, _) in zip(parts, parts[1:]):
        if on:  # a card passed on is the one just received
            assert next_card == card
    # the first player ends holding the last card passed, face up; every hand keeps its size
    last = parts[-1][1]
    assert last in {str(c) for c in hand.table.seat(1).up()}
    assert all(len(s.cards) == 3 for s in hand.table.seats)


@pytest.mark.parametrize("seed", range(6))
def test_the_chooser_names_one_count_and_everyone_passes_it(seed):
    hand = run(3, seed, "Deal five cards face down to each player.",
               "The dealer chooses how many cards each player passes to the right, from one to three.",
               "Showdown, high hand wins.")
    chose, *passed = pass_texts(hand, 2)
    count = {"one": 1, "two": 2, "three": 3}[re.fullmatch(r"P3 chooses that each player passes (\w+) cards?\.", chose)[1]]
    for part in passed[0].rstrip(".").split("; "):
        assert len(re.fullmatch(r"P\d passes (.+) to P\d", part)[1].split()) == count
    assert all(len(s.cards) == 5 for s in hand.table.seats)


@pytest.mark.parametrize("seed", range(4))
def test_permanent_cards_stay_while_the_rest_of_the_hand_travels(seed):
    hand = run(3, seed, "Deal four cards face down to each player.", "Add two of your down cards to your permanent hand.",
               "Pass all of your non-permanent hand cards to your left.",
               "Add one of your down cards to your permanent hand.",
               "Pass all of your non-permanent hand cards to your left.", "Showdown, high hand wins.")
    kept = hand.piece(Permanent).cards
    assert pass_texts(hand, 3) == ["P1 passes two cards to P2; P2 passes two cards to P3; P3 passes two cards to P1."]
    assert pass_texts(hand, 5) == ["P1 passes one card to P2; P2 passes one card to P3; P3 passes one card to P1."]
    for seat in hand.table.seats:
        assert len(kept[seat.number]) == 3 and all(isinstance(c, Card) for c in kept[seat.number])
        assert set(kept[seat.number]) <= set(seat.all()) and len(seat.cards) == 4


@needs_corpus
@pytest.mark.parametrize("number", [1068, 124, 802, 412])
def test_the_corpus_pass_games_run(number):
    program = game_program(next(g for g in dev.corpus().games if g.id == number))
    passed = 0
    for players in (2, 3, 5):
        for seed in (7, 8):
            hand = PlayedHand(program, players, seed)
            assert_sound(hand.run())
            passed += any(e.kind == "pass" for e in hand.log.events)  # a hand may end in folds first
    assert passed


def test_a_pass_shown_of_several_moves_in_turn_is_refused():
    with pytest.raises(ValueError):
        PassShown(moves=(), in_turn=True, start="nowhere")


FOLDS = ("Deal two cards down to each player.", "Deal two cards up to each player.", "Showdown, high hand wins.",
         "If a player is ever dealt a face up king, they must fold.")


@pytest.mark.parametrize("seed", range(6))
def test_a_folded_hand_goes_to_the_next_player_still_in_who_plays_it(seed):
    hand = run(5, seed, *FOLDS, "If anyone folds, their up cards get passed to the player on their right.")
    folded = [s for s in hand.table.seats if s.folded]
    for seat in folded:
        assert not seat.up() and len(seat.cards) == 2  # the down cards stay, the up cards went on
    shown = sum(len(s.up()) for s in hand.table.seats)
    assert shown == 10  # no up card lost: the folders' went to players still in
    for text in pass_texts(hand, 2):
        giver, count, receiver = re.match(r"P(\d) has folded: their (\d) cards? go(?:es)? to P(\d)", text).groups()
        # to the right: the nearest seat counter-clockwise still in when the fold was handed on
        right = [n for n in range(int(giver) - 2, int(giver) - 7, -1)]
        assert int(receiver) in [n % 5 + 1 for n in right] and int(count) == 2
    if folded:
        assert all(not s.folded for s in hand.table.seats if len(s.up()) > 2)


def test_without_the_rule_a_folded_hand_stays_where_it_is():
    for seed in range(6):
        hand = run(5, seed, *FOLDS)
        assert all(len(s.cards) == 4 for s in hand.table.seats)
        assert not any("has folded" in t for t in pass_texts(hand, 2))


GIFTS = ("Use a 52 card deck with two jokers added.", "Deal five cards down to each player.",
         "Each player in turn may pass a joker to any other player. Each joker may only be passed once.",
         "Showdown, high hand wins.", "Twos, threes, fours and fives are wild.", "Jokers are wild.",
         "If you have a joker and a wild card, none of your cards are wild.")


def test_a_joker_that_voids_its_holders_wilds_is_given_away_once():
    from dealerschoice.play.mechanics.gifts import Gifts, _value
    gifts = 0
    for seed in range(30):
        hand = run(6, seed, *GIFTS)
        (text,) = pass_texts(hand, 3)
        given = hand.piece(Gifts).given
        if text == "Nobody gives a card away.":
            assert given == [] and all(len(s.cards) == 5 for s in hand.table.seats)
            continue
        parts = text.rstrip(".").split("; ")
        assert len(parts) == len(given) and all(c.is_joker for c in given)
        for part in parts:
            giver, receiver = map(int, re.fullmatch(r"P(\d) gives a card to P(\d)", part).groups())
            assert giver != receiver
        sizes = sorted(len(s.cards) for s in hand.table.seats)
        assert sum(sizes) == 30 and sizes != [5] * 6
        for seat in hand.table.seats:
            if len(seat.cards) < 5:  # a giver: better off without the joker
                assert not any(c.is_joker for c in seat.all())
                assert _value(hand, seat, seat.all()) > _value(hand, seat, seat.all() + [Card.joker()])
        gifts += 1
    assert gifts > 5


@needs_corpus
def test_train_wreck_discards_an_opponents_card_and_steals_one_when_it_must():
    from dealerschoice.cards import parse_cards
    program = game_program(next(g for g in dev.corpus().games if g.id == 262))
    discards = steals = 0
    for seed in range(1, 31):
        hand = PlayedHand(program, 6, seed)
        assert_sound(hand.run())
        for event in hand.log.events:
            m = re.fullmatch(r"P(\d) gets (\S+) and makes P(\d)'s (\S+) go to the discards\.", event.text)
            if m:
                discards += 1
                assert m[1] != m[3] and m[2][:-1] in ("3", "4")  # a pair of threes or fours fired it
                (card,) = parse_cards(m[4])
                assert card in hand.table.muck and card not in hand.table.seat(int(m[3])).all()
            m = re.fullmatch(r"P(\d) gets (\S+) and takes (\S+) from P(\d)\.", event.text)
            if m:
                steals += 1
                assert m[2][:-1] == "5" and m[1] != m[4]
    assert discards and steals


@pytest.mark.parametrize("seed", range(6))
def test_up_cards_passed_in_turn_may_be_kept_and_the_last_player_discards_instead(seed):
    hand = run(4, seed, "Deal two cards down to each player.", "Deal two cards up to each player.",
               "Starting with the player to the dealer's left, each player may pass one up card to their left. "
               "The last player discards one up card instead.", "Showdown, high hand wins.")
    (text,) = pass_texts(hand, 3)
    parts = text.rstrip(".").split("; ")
    assert [int(p[1]) for p in parts] == [1, 2, 3, 4]
    moves = []
    for part in parts:
        m = re.fullmatch(r"P(\d) (passes nothing|passes (\S+) to P(\d)|discards (\S+))", part)
        assert m, part
        moves.append((int(m[1]), m[3] or m[5], int(m[4]) if m[4] else None))
    for at, (giver, card, to) in enumerate(moves):
        if card is None:
            continue
        if to is None:  # the last player's card goes to the muck
            assert giver == 4 and any(str(c) == card for c in hand.table.muck)
            continue
        assert to == giver + 1
        # the card passed: still up in front of the receiver, or sent on by them in their turn
        later = [c for g, c, _ in moves[at + 1:] if g == to]
        assert card in {str(c) for c in hand.table.seat(to).up()} or card in later
    assert sum(len(s.cards) for s in hand.table.seats) == 16 - ("P4 discards" in text)


# ---- the lead moving round (`LeadPlayer`, `DealToPlayer`: mechanics/lead.py) -----------------
LEAD_RIGHT = ("Deal one card down with each player, the lead player rotating counterclockwise each round. Deal two "
              "extra down cards to the lead.")


def test_the_lead_moves_a_seat_each_round_and_alone_is_dealt_the_extra_cards():
    hand = run(4, 3, "Deal two cards down to each player.", LEAD_RIGHT, LEAD_RIGHT, LEAD_RIGHT,
               "Showdown, high hand wins.")
    leads = [(e.rule, e.text) for e in hand.log.events if e.kind == "deal" and "is dealt" in e.text]
    assert leads == [(2, "P1 is dealt two cards face down."), (3, "P4 is dealt two cards face down."),
                     (4, "P3 is dealt two cards face down.")]
    assert [len(seat.cards) for seat in hand.table.seats] == [7, 5, 7, 7]


def test_one_player_named_by_role_is_dealt_the_cards():
    hand = run(3, 2, "Deal two cards down to each player.", "Deal one card up to each player.",
               "Deal two cards face down to the player to the left of the dealer.", "Showdown, high hand wins.")
    assert [len(seat.cards) for seat in hand.table.seats] == [5, 3, 3]
    assert [e.text for e in hand.log.events if e.rule == 3] == ["P1 is dealt two cards face down."]


def test_a_table_card_dealt_to_one_player_that_nobody_may_take_stops_the_game():
    # issue 17: one a player may take is played (play/mechanics/travelling_card.py)
    with pytest.raises(NotRunnable, match="no rule lets a player take it"):
        simulate(game_program(make_game("Deal five cards face down to each player.",
                                        "Deal one face up table card to the player to the dealer's left.",
                                        "Showdown, high hand wins.")))


@needs_corpus
def test_ebola_passes_from_the_lead_who_moves_left_each_round():
    program = game_program(next(g for g in dev.corpus().games if g.id == 476))
    transcript = simulate(program, 5, 1, everyone_stays=True)
    assert_sound(transcript)
    events = transcript.events
    dealt = [(e.rule, e.text.split(" is dealt")[0]) for e in events if e.kind == "deal" and "is dealt" in e.text]
    assert dealt == [(2, "P1"), (4, "P2"), (6, "P3"), (8, "P4")]
    assert [e.text for e in events if e.kind == "pass" and e.rule == 4] == [
        "P2 passes nothing; P3 passes nothing; P4 passes J♣ to P5; P5 passes 5♠ to P1; P1 discards 5♠."]
    for seed in range(8):
        assert_sound(simulate(program, 5, seed))
