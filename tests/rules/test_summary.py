"""The one-line summary of a game, from its read steps and facts (`rules.summary`)."""

import re
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealerschoice.load.catalog import load_catalog
from dealerschoice.records import Game, Rule, Source
from dealerschoice.rules.facts import Facts, derive_facts
from dealerschoice.rules.grammar import read_game
from dealerschoice.rules.summary import GameKind, Summary, summarise
from tests.render.conftest import CATALOG
from tests.rules import corpus as dev


@cache
def catalog_games() -> dict[int, Game]:
    return {game.id: game for game in load_catalog(CATALOG).games}


def line(game: Game) -> str:
    read = read_game(game)
    return summarise(read, derive_facts(read)).line


def game_of(*texts: str) -> Game:
    return Game(1, "G", (), (), tuple(Rule(n, t, n) for n, t in enumerate(texts, 1)), None, Source("g.txt", 1))


@pytest.mark.parametrize("id, expected", [
    (10, "passing · 7 down · high-low declare · 2–7 players"),  # Anaconda
    (180, "7-card guts · 2 down, 4 up, 1 down · high · 2–7 players"),  # Cut it Off
    (342, "guts · 3 down, then repeating: 2 down, 2 down · high · wild rank by hand size · 2–7 players"),
    (561, "no-peek · 7 down, 1 to the table · high · threes and nines wild · 2–6 players"),  # Midnight Baseball
    (556, "no-peek · 7 down, 1 to the table · high · kings and the queen of hearts wild · 2–7 players"),
    (558, "no-peek · 7 down, 1 to the table · high · queens wild, the card after a queen wild · 2–7 players"),
    (591, "7-card guts · 2 down, 4 up, 1 down · high, low heads-up · 2–7 players"),  # Iffy Guts
    (450, "flip · 10 down · high-low · 2–5 players"),  # Henway
    (840, "flip · 5 down · high · low card wild · 2–10 players"),  # Ricky DeLaet II
])
def test_catalog_games_summarise_from_their_steps(id, expected):
    assert line(catalog_games()[id]) == expected


def test_seven_card_stud_with_a_declare_and_two_wild_ranks():
    game = game_of("Deal two cards down and one card up to each player.", "Normal betting round.",
                   *["Deal one card up to each player.", "Normal betting round."] * 3,
                   "Deal one card down to each player.", "Normal betting round.",
                   "Declare high/low simultaneously.",
                   "Showdown, highest declared high hand and lowest declared low hand split the pot.",
                   "Threes and nines are wild.")
    assert line(game) == "7-card stud · 2 down, 4 up, 1 down · high-low declare · threes and nines wild · 2–7 players"


def test_draw_and_common_card_games():
    draw = game_of("Deal five cards down to each player.", "Normal betting round.",
                   "Each player may discard up to three cards and draw replacements.", "Normal betting round.",
                   "Showdown, high hand wins.")
    assert line(draw) == "5-card draw · 5 down · high · 2–6 players"
    holdem = game_of("Deal two cards down to each player.", "Normal betting round.",
                     "Deal three common cards face up to the table.", "Normal betting round.",
                     "Deal one common card face up to the table.", "Normal betting round.",
                     "Deal one common card face up to the table.", "Normal betting round.", "Showdown, high hand wins.")
    assert line(holdem) == "common cards · 2 down, 5 common · high · 2–23 players"


def test_named_cards_are_said_by_colour_and_by_name():
    game = game_of("Deal five cards down to each player.", "One-eyed jacks are wild.", "Red aces are wild.",
                   "Jokers are wild.", "Showdown, low hand wins.")
    summary = summarise(read_game(game), None)
    assert summary.wilds == "one-eyed jacks, red aces and jokers wild"  # in rule order
    assert summary.players is None  # no facts: no player range


def test_a_game_with_an_unread_rule_says_only_what_its_read_steps_say():
    game = game_of("Deal two cards down and one card up to each player.", "Everybody sings a verse.",
                   "Deal one card up to each player.", "Showdown, high-low split.", "Kings are wild.")
    summary = summarise(read_game(game), derive_facts(read_game(game)))
    # no "stud", no card count, no deal shape, no players: the unread rule might deal or draw
    assert summary == Summary(None, None, "high-low", "kings wild", None, complete=False)
    assert summary.line == "high-low · kings wild"


def test_an_unread_rule_keeps_the_kinds_read_steps_show():
    game = game_of("Deal five cards down to each player.", "Everybody sings a verse.",
                   "Each player may discard up to three cards and draw replacements.", "Showdown, high hand wins.")
    summary = summarise(read_game(game), derive_facts(read_game(game)))
    assert (summary.kind, summary.deal, summary.line) == ("draw", None, "draw · high")


def test_a_game_nobody_can_read_has_an_empty_summary():
    game = game_of("Everybody sings a verse.", "The loudest singer wins.")
    summary = summarise(read_game(game), Facts(0, 0, 98, 0, 0))
    assert (summary.line, summary.parts, summary.complete) == ("", (), False)


@pytest.mark.parametrize("players, said", [
    (7, "2–7 players"), (2, "2 players"), (97, "2–97 players"),
    (0, None), (1, None), (98, None), (99, None), (100, None), (104, None), (200, None), (305, None),
])
def test_database_codes_are_never_a_player_range(players, said):
    game = game_of("Deal five cards down to each player.", "Showdown, high hand wins.")
    assert summarise(read_game(game), Facts(5, players, 0, 5, 0)).players == said


_CODE = re.compile(r"\b(9[89]|[1-9]\d{2,})\b")  # 98, 99, 100+N, 200+N, 300+N


@given(st.integers(0, 400), st.integers(0, 400), st.integers(0, 400), st.integers(0, 400), st.integers(0, 400))
def test_no_summary_shows_a_database_code(cards, players, rounds, seen, wilds):
    game = game_of("Deal two cards down and one card up to each player.", "Normal betting round.",
                   "Deal one card up to each player.", "Declare high/low simultaneously.",
                   "Showdown, highest declared high hand and lowest declared low hand split the pot.",
                   "Threes are wild.")
    text = summarise(read_game(game), Facts(cards, players, rounds, seen, wilds)).line
    assert not _CODE.search(text), text
    assert text.startswith("4-card stud · 2 down, 2 up · high-low declare · threes wild")


@pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)
def test_no_corpus_summary_shows_a_database_code():
    shown = {}
    for game in dev.corpus().games:
        text = line(game)
        if _CODE.search(text):
            shown[game.id] = text
    assert shown == {}


def test_kinds_are_plain_words():
    assert [str(k) for k in GameKind] == ["guts", "board", "passing", "common cards", "draw", "no-peek", "stud",
                                          "flip"]


def test_a_pair_of_deals_written_over_and_over_is_said_once_with_how_often():
    game = game_of("Deal two cards down to each player.",
                   *["Deal one card up to each player.", "Deal one common card face up to the table.",
                     "Normal betting round."] * 3,
                   "Deal one card down to each player.", "Showdown, high hand wins.")
    summary = summarise(read_game(game), derive_facts(read_game(game)))
    assert summary.deal == "2 down, 1 up and 1 common, three times, 1 down"
    assert summary.kind == "common cards"


@pytest.mark.parametrize("wild, said", [
    ("Clubs are wild.", "all clubs wild"),
    ("Clubs are wild. Spades are wild. Hearts are wild.", "every card but diamonds wild"),
    ("Red fives are wild.", "red fives wild"),
    ("The queen of spades and the king of hearts are wild.", "the queen of spades and the king of hearts wild"),
    ("Red aces are wild.", "red aces wild"),
    ("Deuces are wild.", "twos wild"),
])
def test_named_wild_cards_in_words(wild, said):
    game = game_of("Deal five cards down to each player.", wild, "Showdown, high hand wins.")
    assert summarise(read_game(game), None).wilds == said


def test_a_pot_shared_with_a_split_hand_is_said_so():
    shared = game_of("Deal five cards down to each player.", "Normal betting round.",
                     "The low hand splits the pot with the split-hand.",
                     "The split-hand is the best blackjack hand made of black cards.")
    assert line(shared) == "5 down · low, shared with a split hand · 2–10 players"
