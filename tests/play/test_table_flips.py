"""Table cards beside common cards, and "the first table card flipped" wild (issue 16,
play/board_kinds.py): Pyramid (#971) and its children deal six table cards and three common
cards; "Flip two table cards face up" turns the table's own, "Flip three common cards face
up" the common ones, and the first two table cards flipped name the wild ranks."""

from __future__ import annotations

import pytest

from dealerschoice.cards.cards import RANK_PLURALS
from dealerschoice.play.board_kinds import kinds_of
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import simulate
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps import Wild
from dealerschoice.rules.steps.board import BoardFlip
from dealerschoice.rules.steps.vocab_cards import TableCards
from dealerschoice.rules.steps.vocab_wild import WildSource
from tests.play.played_rules import game, play_staying, texts, written_game
from tests.rules.corpus import SKIP_REASON, present

corpus_only = pytest.mark.skipif(not present(), reason=SKIP_REASON)


@pytest.mark.parametrize(("text", "steps"), [
    ("Turn four table cards face up.", (BoardFlip(4, names=TableCards.TABLE),)),
    ("Flip one table card face up.", (BoardFlip(1, names=TableCards.TABLE),)),
    ("Flip two community cards face up.", (BoardFlip(2),)),
    ("The first three table cards flipped are wild, as are all cards of the same rank.",
     tuple(Wild(WildSource.TABLE_FLIPPED, table_card=n) for n in (1, 2, 3))),
])
def test_flips_name_the_table_cards_apart_from_the_common_cards(text, steps):
    assert read_sentences(text) == steps


def _places(text: str) -> list[str]:
    """The places a flip event names: "The dealer turns up K♦ (r1c1), K♣ (r1c2)."."""
    return [part.split("(")[1].rstrip(").") for part in text.split(", ")]


@corpus_only
def test_pyramid_turns_the_table_cards_then_the_commons_and_wilds_the_first_two_table_ranks():
    hand = play_staying(971, 3, 2)
    flips = texts(hand, "flip")
    assert [_places(t) for t in flips] == [["r1c1", "r1c2"], ["x1", "x2", "x3"], ["r1c3", "r1c4", "r2c1", "r2c2"]]
    assert texts(hand, "wild") == ["9♦ is the first table card turned up: nines are wild.",
                                   "K♥ is the second table card turned up: kings are wild."]
    shown = {s.seat: s for s in hand.showdown}
    assert shown[1].high == "Four of a kind, fives"
    assert shown[1].wilds == (("K♠", "5♥"), ("K♦", "5♦"))
    assert shown[3].wilds == (("K♠", "A♠"), ("K♦", "K♠"))
    # no hand uses a table card: only the player's own and the three common cards
    commons = {text.split(" (")[0] for text in flips[1].removeprefix("The dealer turns up ").split(", ")}
    for showing in hand.showdown:
        assert set(showing.high_best) <= set(showing.cards) | commons


@corpus_only
@pytest.mark.parametrize("game_id", [971, 1070, 1072])
def test_every_wild_at_the_pyramid_showdown_is_of_a_rank_the_first_two_table_cards_named(game_id):
    faces = "2 3 4 5 6 7 8 9 10 J Q K A".split()
    for seed in range(1, 8):
        hand = play_staying(game_id, 4, seed)
        said = texts(hand, "wild")
        assert len(said) == 2 and all(hand.events[i].rule == 5 for i, e in enumerate(hand.events) if e.kind == "wild")
        named = {line.split(": ")[1].removesuffix(" are wild.") for line in said}
        ranks = {rank for rank, plural in RANK_PLURALS.items() if plural in named}
        for showing in hand.showdown:
            assert all(faces.index(wild[:-1]) + 2 in ranks for wild, _ in showing.wilds), (seed, showing.wilds, named)


@corpus_only
def test_pyramid_tells_its_table_cards_from_its_common_cards():
    assert kinds_of(game_program(game(971))).common == (False,) * 6 + (True,) * 3
    assert kinds_of(game_program(game(971))).in_play


def test_a_game_of_table_cards_only_wilds_the_first_one_flipped():
    played = written_game("Deal four cards down to each player.", "Deal three cards face down to the table.",
                          "Flip one table card face up.", "Flip one table card face up.",
                          "The first table card flipped is wild, as are all cards of the same rank.",
                          "Showdown, high hand wins.")
    assert not kinds_of(game_program(played)).in_play  # no common cards: the flips take the table's cards
    hand = simulate(played, 3, 4, everyone_stays=True)
    first = texts(hand, "flip")[0].removeprefix("The dealer turns up ").split(" (")[0]
    wild = texts(hand, "wild")
    assert len(wild) == 1 and wild[0].startswith(f"{first} is the first table card turned up: ")


def test_a_table_card_dealt_face_up_is_the_first_table_card_turned_up():
    played = written_game("Deal three cards down to each player.", "Deal two cards face down to the table.",
                          "Deal one card face up to the table.", "Showdown, high hand wins.",
                          "Any card of the same rank as the first table card flipped is wild")
    hand = simulate(played, 3, 2, everyone_stays=True)
    shown = texts(hand, "deal", 3)[0].split(": ")[1].rstrip(".")
    assert texts(hand, "wild") == [f"{shown} is the first table card turned up: "
                                   f"{RANK_PLURALS['2 3 4 5 6 7 8 9 10 J Q K A'.split().index(shown[:-1]) + 2]} "
                                   "are wild."]
