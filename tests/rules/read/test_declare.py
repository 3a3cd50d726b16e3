"""The declare family: high/low/both and in/out declarations."""

from __future__ import annotations

import pytest

from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.read.family import family
from dealerschoice.rules.read.words import run_words, split_sentences
from dealerschoice.rules.steps import Declare, Unknown
from dealerschoice.rules.steps.ranking_rules import DeclareDuel
from dealerschoice.rules.steps.showdown import DealerNames, DeclareUse, ForcedIn
from dealerschoice.rules.steps.split_cards import DeclareByTable

CASES = [
    ("Declare high/low at once.", Declare(("high", "low"), "simultaneous")),
    ("Players declare in/out simultaneously", Declare(("in", "out"), "simultaneous")),
    ("Everyone declares high, low, or both at the same time.", Declare(("high", "low", "both"), "simultaneous")),
    ("Each player declares in or out in turn, starting to the dealer's left.", Declare(("in", "out"), "in-turn")),
    ("Declare in/out one at a time. Nobody may pass.", Declare(("in", "out"), "in-turn", no_pass=True)),
    (("Declare in/out in turn, starting with the player to the left of the dealer. If the dealer is the first to go in, "
     "everybody else gets a second chance."), Declare(("in", "out"), "in-turn", dealer_reopens=True)),
    (("All the players simultaneously flip over one of their remaining face-down cards. If they flip the one on the "
     "right, they are going high; if they flip the one on the left, they are going low."),
     Declare(("high", "low"), "by-flip")),
    ("Each player declares high or low by hiding chips.", Declare(("high", "low"), "simultaneous")),
    ("Players declare high, low or both by concealing a coin.", Declare(("high", "low", "both"), "simultaneous")),
]


@pytest.mark.parametrize("text,step", CASES)
def test_reads(text, step):
    assert read_sentences(text) == (step,)


def test_unsimulated_choices_are_gaps():
    # issue 17 (play/mechanics/declare.py): high/low/out, and declarations left to chance, are played
    (step,) = read_sentences("Each player in turn declares high/low/out.")
    assert step == Declare(("high", "low", "out"), "in-turn") and step.gap() is None
    (step,) = read_sentences("Each player randomly declares high or low.")
    assert step.mode == "random" and step.gap() is None
    (step,) = read_sentences("Everyone randomly declares high, low, or both.")
    assert step == Declare(("high", "low", "both"), "random") and step.gap() is None
    assert Declare(("high", "low", "both")).gap() is None
    assert Declare(("high", "split-card", "both")).gap() is None  # play/mechanics/declare.py, split_card.py
    gap = Declare(("high", "split-card")).gap()
    assert gap.blocking and gap.reason == ("players declare among high/split-card; the simulator plays only "
                                           "high/low, high/low/both, high/split-card/both and in/out declarations")


@pytest.mark.parametrize("text", [
    "Declare the winner.",
    "Declare high/low simultaneously one at a time.",
    "Declare in/out simultaneously. No passing is allowed.",  # no passing: only in turn
    "Each player may sing a song.",
])
def test_not_read(text):
    assert family("declare").read(run_words(split_sentences(text))) is None


@pytest.mark.parametrize("text,step", [
    ("The dealer names one rank to be the call rank.", DealerNames("rank", ("call",))),
    ("The dealer declares a rank as the right passing rank, and another as the left passing rank.",
     DealerNames("rank", ("right passing", "left passing"))),
    ("The dealer chooses one hand (such as two pair) that beats all other hands.", DealerNames("hand")),
    ("Each player simultaneously declares whether they will use the third common card.", DeclareUse(3)),
    ("Players in turn declare if they are using the first table card or not.", DeclareUse(1, simultaneous=False)),
    ("Everyone declares which hand is their high hand and which hand is their low hand.", DeclareUse(None)),
])
def test_other_declarations(text, step):
    assert read_sentences(text) == (step,)
    if isinstance(step, DealerNames):
        assert step.gap() is None  # the dealer names ranks or a hand: play/mechanics/named_ranks.py
    elif isinstance(step, DeclareUse):  # which hand is high, which low: play/mechanics/seat_hands.py;
        assert step.gap() is None  # a table card used or not: play/mechanics/common_use.py
    else:
        assert step.gap().blocking


@pytest.mark.parametrize("text,steps", [
    ("Declare in/out one at a time, starting with the player to the left of the dealer. Continue until someone goes in.",
     (Declare(("in", "out"), "in-turn", until_in=True),)),
    ("Players declare in or out in turn. Repeat until somebody declares in.",
     (Declare(("in", "out"), "in-turn", until_in=True),)),
    ("If you are holding a wild card you must go in.", (ForcedIn(wild=True),)),
    ("Any player holding a king must declare in.", (ForcedIn(ranks=("K",)),)),
    ("If a player has sevens or eights, they must stay in.", (ForcedIn(ranks=("7", "8")),)),
    ("If the table card is six through ten, players simultaneously declare high or low.",
     (DeclareByTable(("6", "7", "8", "9", "T"), ("high", "low"), "simultaneous"),)),
    ("If the second common card is a two to five, each player declares in/out in turn.",
     (DeclareByTable(("2", "3", "4", "5"), ("in", "out"), "in-turn", 2),)),
])
def test_forced_and_conditional_declarations(text, steps):
    assert read_sentences(text) == steps
    # issue 17: forced in and "until someone goes in" are played (declare.py); so are the
    # declarations on a table card (the table-card engineer's, issue 16)
    assert all(step.gap() is None for step in steps)


@pytest.mark.parametrize("text", [
    "Declare high/low simultaneously. Continue until someone goes in.",  # nobody goes in high/low
    "Declare in/out in turn. Continue until someone goes in. Continue until someone goes in.",
    "Continue until someone goes in.",
    "If you are holding a wild card you must sing.",
    "If the table card is six through ten, players sing.",
])
def test_forced_and_conditional_near_misses(text):
    assert family("declare").read(run_words(split_sentences(text))) is None


def test_each_direction_settled_between_its_declarers():
    text = ("Each player in turn declares high/low/out. If two players declare the same way, compare hands and loser "
            "pays winner the pot. If only one person declares in a direction, they win that pot.")
    assert read_sentences(text) == (Declare(("high", "low", "out"), "in-turn"), DeclareDuel())
    assert DeclareDuel().gap() is None and not DeclareDuel.standing  # played after its declaration: pots.py
    text = ("Players declare high/low/out at once. If two players declare the same way, compare hands and loser pays "
            "winner the pot. If only one person declares in a direction, they win that pot.")
    assert read_sentences(text) == (Declare(("high", "low", "out"), "simultaneous"), DeclareDuel())
    # in/out has no direction to share: the riders are not read with it
    text = ("Declare in/out one at a time. If two players declare the same way, compare hands and loser pays winner "
            "the pot. If only one person declares in a direction, they win that pot.")
    assert any(isinstance(step, Unknown) for step in read_sentences(text))
