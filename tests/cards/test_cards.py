"""Parsing, printing and decks."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards.cards import JOKER, Card, Deck, format_cards, parse_cards, standard_deck
from dealerschoice.errors import UsageError


@pytest.mark.parametrize("text", ["Q♠", "Qs", "qs", "QS", "q♠", "Q♤"])
def test_queen_of_spades_spellings(text):
    assert parse_cards(text) == (Card.of(12, "s"),)


def test_tens_jokers_separators_and_glued_tokens():
    assert parse_cards("10h, Th,10♥") == (Card.of(10, "h"),) * 3
    assert parse_cards("Jk x JOKER 🃏") == (JOKER,) * 4
    assert parse_cards("AsKd 10c") == (Card.of(14, "s"), Card.of(13, "d"), Card.of(10, "c"))
    assert parse_cards("  ") == ()


@pytest.mark.parametrize("bad", ["Qx", "1", "11h", "Zz", "As,K", "QsQ"])
def test_bad_tokens_are_named(bad):
    with pytest.raises(UsageError) as error:
        parse_cards(f"2c {bad} 3d")
    assert f'"{bad.split(",")[-1]}"' in str(error.value) or f'"{bad}"' in str(error.value)


def test_printing():
    assert format_cards(parse_cards("as kh qd jc 10s jk")) == "A♠ K♥ Q♦ J♣ 10♠ Jk"
    assert [c.ascii for c in parse_cards("10s Jk")] == ["Ts", "Jk"]
    assert repr(Card.of(2, "c")) == "Card('2♣')"


@settings(deadline=None)
@given(st.lists(st.integers(0, 52).map(Card), max_size=10))
def test_print_then_parse_round_trips(cards):
    assert parse_cards(format_cards(cards)) == tuple(cards)
    assert parse_cards(" ".join(c.ascii for c in cards)) == tuple(cards)


def test_decks():
    assert len(set(standard_deck())) == 52
    assert standard_deck(jokers=2).count(JOKER) == 2
    two = standard_deck(decks=2)
    assert len(two) == 104 and all(two.count(c) == 2 for c in standard_deck())


def test_seeded_shuffles_repeat_and_differ():
    assert Deck(seed=1).deal(52) == Deck(seed=1).deal(52)
    assert Deck(seed=1).deal(52) != Deck(seed=2).deal(52)
    assert sorted(Deck(jokers=1, decks=2, seed=3).deal(105)) == sorted(standard_deck(1, 2))
    deck = Deck(seed=4)
    deck.deal(50)
    with pytest.raises(ValueError):
        deck.deal(3)
