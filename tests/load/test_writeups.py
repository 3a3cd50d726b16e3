"""The bulleted write-up reader, on the real page and on small pages of the same format."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.load.writeups import parse_writeups, split_names

PAGE = Path(__file__).resolve().parents[2] / "catalog" / "write-ups" / "mikes-7-stud-variants.txt"


@pytest.fixture(scope="module")
def page():
    text = PAGE.read_text(encoding="utf-8")
    return parse_writeups(text, "catalog/write-ups/mikes-7-stud-variants.txt")


@pytest.fixture(scope="module")
def by_name(page):
    return {w.name: w for w in page[0]}


def test_real_page_has_eleven_write_ups_and_no_problems(page):
    write_ups, rules, problems = page
    assert problems == []
    assert [w.name for w in write_ups] == [
        "7 Stud", "Anaconda", "Auction", "Auctioneer", "Baseball", "Change the Diaper",
        "Indian Poker", "Position Poker", "Roll-Your-Own", "Show Five",
        "The Good, The Bad, And The Ugly",
    ]
    assert {w.page for w in write_ups} == {"Mike's Rules To 7 Stud Poker Variants"}


def test_general_rules(page):
    rules = page[1]
    assert len(rules) == 3
    assert rules[0] == "Players use the best 5 of their 7 cards to make their hands."
    assert rules[2].endswith("it will not be mentioned in the variants' sections.")


def test_names_players_wilds_high_low(page):
    facts = [(w.name, w.other_names, w.max_players, w.wild_cards, w.high_low) for w in page[0]]
    assert facts == [
        ("7 Stud", (), 7, None, False),
        ("Anaconda", ("Pass The Trash",), 7, None, True),
        ("Auction", (), 7, None, True),
        ("Auctioneer", (), 7, None, True),
        ("Baseball", (), 6, "3s and 9s", False),
        ("Change the Diaper", ("Dirty Schultz",), 7, "See below", False),
        ("Indian Poker", (), 7, "The card on your forehead", False),
        ("Position Poker", (), 7, "8s and see below", False),
        ("Roll-Your-Own", (), 7, "Low card down", False),
        ("Show Five", (), 7, None, True),
        ("The Good, The Bad, And The Ugly", (), 7, "See below", False),
    ]
    assert page[0][1].heading == "Anaconda (Pass The Trash)"
    assert page[0][1].source.line == 53


def test_step_counts_and_text(by_name):
    assert {n: len(w.steps) for n, w in by_name.items()} == {
        "7 Stud": 6, "Anaconda": 7, "Auction": 1, "Auctioneer": 3, "Baseball": 3,
        "Change the Diaper": 2, "Indian Poker": 2, "Position Poker": 1, "Roll-Your-Own": 7,
        "Show Five": 6, "The Good, The Bad, And The Ugly": 6,
    }
    first = by_name["Anaconda"].steps[4]
    assert (first.number, first.text) == (5, 'The dealer says, "1-2-3-flip," and all players '
                                              "flip their top card.")


def test_step_nesting_is_kept(by_name):
    (top, second, third) = by_name["Auctioneer"].steps
    assert [s.number for s in top.children] == [1, 2, 3, 4, 5, 6, 7]
    assert top.children[0].text == "If no cards are exposed:"
    assert [len(s.children) for s in top.children] == [4, 4, 0, 0, 0, 0, 2]
    deepest = top.children[0].children[0]
    assert deepest.text.startswith("The top card of the deck is exposed: The player can either")
    assert deepest.line == 100
    assert second.children == () and third.number == 3
    assert [len(s.children) for s in by_name["Auction"].steps] == [3]


def test_seven_stud_variants(by_name):
    stud = by_name["7 Stud"]
    assert len(stud.variants) == 25
    assert len(stud.named_variants) == 24 and len(stud.suggestions) == 1
    assert stud.suggestions[0].text == "Make a card wild, or lowest card down is wild."
    declare = stud.variants[2]
    assert (declare.name, declare.text) == (
        "7 Stud High-low, Declare", "High-Low Split, declare after the last betting round.")
    queen = next(v for v in stud.variants if v.label == "Follow The Queen (Ho)")
    assert (queen.name, queen.other_names) == ("Follow The Queen", ("Ho",))


def test_variant_with_nested_list(by_name):
    boat = by_name["7 Stud"].variants[-1]
    assert boat.name == "Float Your Boat"
    assert boat.text == "Hands are evaluated as follows (from highest to lowest):"
    assert [s.number for s in boat.steps] == [1, 2, 3, 4, 5, 6]
    assert boat.steps[-1].text == "High Card (Brick) Bricks don't float!"


def test_variant_paragraph_after_its_list_is_kept(by_name):
    midnight = next(v for v in by_name["Baseball"].variants if v.name == "Midnight Baseball")
    assert midnight.label == "Midnight (Blind, Night) Baseball"
    assert midnight.other_names == ("Blind Baseball", "Night Baseball")
    assert len(midnight.steps) == 3
    assert midnight.notes == ("If a players flips over a 3, then that player has to pay $0.50 "
                              "or fold. If a player flips over a 4, then that player gets an "
                              "additional card down.",)


def test_suggestions_and_colon_inside_parentheses(by_name):
    baseball = by_name["Baseball"]
    assert len(baseball.variants) == 9 and len(baseball.suggestions) == 4
    joker = baseball.suggestions[3]
    assert joker.name is None and joker.text.startswith("Add a joker (or two), give it a name")
    position = by_name["Position Poker"]
    assert [v.text for v in position.suggestions] == [
        "Start with a $1.00 ante.", "Make the antes grow progressively by $0.25."]
    assert position.notes[0].startswith("Suggestions: Nate, the person who sent me this game")


def test_anaconda_variants(by_name):
    anaconda = by_name["Anaconda"]
    assert [v.name for v in anaconda.variants] == [
        "Progressive Passing", None, None, "Pansy", "Rich's Revenge", "Love Thy Neighbor",
        "Rich's Taste Of The Unpleasant", "Howdy Doody", "Python", "Bisexual",
        "Colored Anaconda"]


def test_every_line_of_the_page_is_in_a_record(page):
    write_ups, rules, _ = page
    kept: set[str] = set(rules) | {w.page for w in write_ups}

    def steps(items):
        for s in items:
            kept.add(s.text)
            kept.update(s.notes)
            steps(s.children)

    for w in write_ups:
        kept.update((w.heading, *w.notes))
        steps(w.steps)
        for v in w.variants:
            kept.update((f"{v.label}: {v.text}" if v.label else v.text, *v.notes))
            steps(v.steps)
    structure = re.compile(r"General Rules|• (Maximum Number of Players|Wild Cards|High-Low Split"
                           r"|The Game|Variants)\b.*")
    for line in PAGE.read_text(encoding="utf-8").splitlines():
        body = re.sub(r"^\s*(• |\d+\. )?", "", line)
        if line.strip() and not structure.fullmatch(line.strip()):
            assert any(body in k for k in kept), line


MINI = """\
Mike's Rules To Draw Variants

Jacks (Openers)

• Maximum Number of Players: 8
• Wild Cards: none
• The Game:
  1. Deal 5 down.
     A paragraph under step one.
  3. Draw up to 3.
• Note: Dealer antes.
  • Twice on Fridays.
• Variants:
  • Progressive: Openers go up each deal.
"""


def test_small_page_of_the_same_format():
    (jacks,), rules, problems = parse_writeups(MINI, "draw.txt")
    assert rules == ()
    assert (jacks.name, jacks.other_names, jacks.max_players, jacks.wild_cards) == (
        "Jacks", ("Openers",), 8, None)
    assert jacks.steps[0].notes == ("A paragraph under step one.",)
    assert jacks.notes == ("Note: Dealer antes.", "Twice on Fridays.")
    assert [str(p) for p in problems] == [
        'draw.txt:10: step 3 of "Jacks (Openers)" should be numbered 2; number the steps '
        "1, 2, 3, ... in order"]
    assert problems[0].severity == "warning"


def test_crlf_bom_and_tabs_are_read():
    text = "\ufeff" + MINI.replace("\n", "\r\n").replace("  1.", "\t1.")
    (jacks,), _, _ = parse_writeups(text, "draw.txt")
    assert jacks.steps[0].text == "Deal 5 down." and jacks.max_players == 8


def test_lines_not_understood_are_located_problems():
    text = "Title\n\n  stray indented line\n\nGame\n\n• The Game:\n  1. Go.\nLoose words\n"
    write_ups, _, problems = parse_writeups(text, "p.txt")
    assert [w.name for w in write_ups] == ["Game"]
    assert [str(p) for p in problems] == [
        'p.txt:3: line not understood: "stray indented line"; expected a write-up name or a '
        "heading after the page title",
        'p.txt:9: line not understood: "Loose words"; expected a write-up name followed by '
        '"• " bullets, or a heading followed by a numbered list of general rules',
    ]


def test_bad_player_count_is_kept_and_reported():
    text = "Game\n\n• Maximum Number of Players: seven\n• The Game:\n  1. Go.\n"
    (game,), _, problems = parse_writeups(text, "p.txt")
    assert game.max_players is None and game.notes == ("Maximum Number of Players: seven",)
    assert [str(p) for p in problems] == [
        'p.txt:3: maximum number of players "seven" is not a whole number; write e.g. '
        '"Maximum Number of Players: 7"']


def test_empty_text():
    assert parse_writeups("", "e.txt") == ((), (), [])


@pytest.mark.parametrize("label, expected", [
    ("Anaconda (Pass The Trash)", ("Anaconda", ("Pass The Trash",))),
    ("Change the Diaper (Dirty Schultz)", ("Change the Diaper", ("Dirty Schultz",))),
    ("Midnight (Blind, Night) Baseball", ("Midnight Baseball", ("Blind Baseball", "Night Baseball"))),
    ("Roll-Your-Own", ("Roll-Your-Own", ())),
    ("(Odd)", ("(Odd)", ())),
])
def test_split_names(label, expected):
    assert split_names(label) == expected



_PIECES = st.sampled_from(["", "  ", "     ", "\t", "• ", "1. ", "12) ", "- ", "Name", "(A, B)",
                           "Wild Cards:", "The Game:", "Variants:", "x: y", "High-Low Split",
                           "Maximum Number of Players: 9", "\r", "é♠", "(", ")"])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(_PIECES, max_size=4).map("".join), max_size=25).map("\n".join))
def test_never_raises_and_problems_are_located(text):
    write_ups, rules, problems = parse_writeups(text, "p.txt")
    lines = text.split("\n")
    for problem in problems:
        assert problem.file == "p.txt" and 1 <= problem.line <= len(lines)
    for w in write_ups:
        assert lines[w.source.line - 1].strip().startswith(w.heading)


def test_bulleted_general_rules_and_a_second_game_section():
    text = ("Page\n\nGeneral Rules\n\n• Aces high.\n• No string bets.\n\nGame\n\n"
            "• The Game:\n  1. Deal.\n• The Game:\n  2. Bet.\n")
    (game,), rules, problems = parse_writeups(text, "p.txt")
    assert rules == ("Aces high.", "No string bets.")
    assert [s.text for s in game.steps] == ["Deal.", "Bet."]
    assert [str(p) for p in problems] == [
        'p.txt:12: "Game" has a second "The Game" bullet; merge them into one',
        'p.txt:13: step 2 of "Game" should be numbered 1; number the steps 1, 2, 3, ... in order']
