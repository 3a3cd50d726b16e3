"""Number and card words."""

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealerschoice.rules import cardwords, numbers


@given(st.integers(min_value=0, max_value=59))
def test_number_words_round_trip(n):
    assert numbers.parse_number(numbers.number_word(n)) == n


@given(st.integers(min_value=1, max_value=200))
def test_ordinal_words_round_trip(n):
    assert numbers.parse_ordinal(numbers.ordinal_word(n)) == n


@given(st.integers(min_value=0, max_value=59))
def test_number_pattern_reads_every_word_whole(n):
    word = numbers.number_word(n)
    assert re.fullmatch(numbers.NUMBER, word)


def test_longer_words_are_not_read_as_their_prefix():
    assert re.fullmatch(numbers.NUMBER, "seventeen")
    assert re.match(numbers.NUMBER, "seventeen").group() == "seventeen"


@pytest.mark.parametrize("word", ["many", "", "seventy-ten", "twenty-zero"])
def test_not_numbers(word):
    with pytest.raises(ValueError):
        numbers.parse_number(word)


@pytest.mark.parametrize("phrase, expected", [
    ("deuces and one-eyed jacks", (("2",), ("Js", "Jh"), 0)),
    ("the man with the axe", ((), ("Kd",), 0)),
    ("aces, kings and queens", (("A", "K", "Q"), (), 0)),
    ("the ten of diamonds", ((), ("Td",), 0)),
])
def test_card_phrases(phrase, expected):
    assert cardwords.parse_cards(phrase) == expected


@given(st.sampled_from(cardwords.RANKS), st.booleans())
def test_every_rank_word_reads_back(rank, plural):
    words = [w for w, r in cardwords.RANK_WORDS.items() if r == rank and w.endswith("s") == plural]
    for word in words:
        assert cardwords.parse_rank(word) == rank
