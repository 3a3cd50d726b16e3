"""The other family: dice rolled for the hand, a player calling a new game, penalties for a
word said or a card dealt, folded hands kept (sentences written in the corpus's style, with
other numbers, ranks, cards and prices)."""

import pytest

from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.read.family import family
from dealerschoice.rules.read.words import run_words
from dealerschoice.rules.steps import Trigger, Unknown
from dealerschoice.rules.steps.other import (
    CardPenalty,
    ChangeGame,
    ChangeHow,
    Dice,
    FoldedKeep,
    Reroll,
    TalkPenalty,
)
from dealerschoice.rules.steps.vocab import Cost
from tests.rules import corpus

CASES = [
    ("Roll two six sided dice.", (Dice(2, 6),)),
    ("Roll three dice", (Dice(3),)),
    ("The dealer rolls one ten-sided die.", (Dice(1, 10),)),
    ("Roll a die.", (Dice(1),)),
    ("If a player is ever dealt a face up queen, they may reroll the dice.", (Reroll(Trigger("dealt-up", ranks=("Q",))),)),
    ("If a player ever flips a four face up, they may roll the dice again.", (Reroll(Trigger("flip", ranks=("4",))),)),
    ("If a player is ever dealt a face up ace, they may reroll one of the dice.",
     (Reroll(Trigger("dealt-up", ranks=("A",)), 1),)),
    (("If a player is ever dealt a face up king, they may change the game to any seven card stud variant "
     "normally played by the group."), (ChangeGame(ChangeHow.DEALT_UP, ("K",)),)),
    (("If a player is ever dealt a face up queen or joker, they may change the game to any seven card stud "
     "variant normally played by the group. No matter what the game is changed to, queens and jokers can still "
     "change it again."), (ChangeGame(ChangeHow.DEALT_UP, ("Q",), True, again=True),)),
    (("Each player in turn may flip over a face down ace to change the game to any seven card stud variant "
     "normally played by the group. No matter what the game changes to, aces can still change it."),
     (ChangeGame(ChangeHow.FLIP_DOWN, ("A",), again=True),)),
    (("Each player in turn may flip over a face down king or joker to change the game to any seven card stud "
     "variant normally played by the group. No matter what the game is changed to, kings and jokers can still "
     "shift. If a joker shifts it is replaced."),
     (ChangeGame(ChangeHow.FLIP_DOWN, ("K",), True, again=True, replaced=True),)),
    ("If a player is ever dealt a black nine, they must pay the pot to the pot.",
     (CardPenalty(Cost.POT, cards=("9s", "9c")),)),
    ("If anyone is dealt a seven or a heart, they have to pay an ante into the pot.",
     (CardPenalty(Cost.ANTE, ranks=("7",), suits=("h",)),)),
    ("If you say the word 'queen,' you must pay max bet to the pot.", (TalkPenalty("queen", Cost.MAX_BET),)),
    ("If anyone says the word fold, they must pay an ante to the pot.", (TalkPenalty("fold", Cost.ANTE),)),
    ("If a player folds, they turn all their cards face down, but do not discard them.", (FoldedKeep(),)),
    ("Folded players keep their cards face down in front of them.", (FoldedKeep(),)),
    ("When a player folds, they keep their cards face-down.", (FoldedKeep(),)),
]


@pytest.mark.parametrize("sentence, steps", CASES, ids=[c[0][:60] for c in CASES])
def test_other_sentence(sentence, steps):
    assert read_sentences(sentence) == steps


@pytest.mark.parametrize("sentence", [
    "Roll two six sided songs.",
    "If a player is ever dealt a face up jack, they may sing.",
    "If a player folds, they flip all of their cards face down, but do not dance.",
])
def test_near_misses_are_unknown(sentence):
    assert all(isinstance(s, Unknown) for s in read_sentences(sentence))


def test_what_the_other_family_leaves():
    # the cards that change the game again must be those that change it; a game changed on a
    # card dealt face down; a penalty of twice a unit; a word not in the list of words; a
    # payment for a card dealt face up (the money family's Forced "pay")
    for text in [("If a player is ever dealt a face up jack, they may change the game to any seven card stud "
                 "variant normally played by the group. No matter what the game is changed to, kings can still "
                 "change it again."),
                 "If a player is ever dealt a jack, they may change the game to any seven card stud variant.",
                 "If a player is ever dealt a red eight, they must pay double the max bet to the pot.",
                 "If you say the word 'banana,' you must pay max bet to the pot.",
                 "If a player is ever dealt a face up seven, they must pay an ante into the pot."]:
        assert family("other").read(run_words(text.split(". "))) is None, text


def test_only_dice_are_simulated_and_only_table_talk_is_harmless():
    assert not TalkPenalty("king", Cost.MAX_BET).gap().blocking  # a simulated hand has no table talk
    assert Dice(2).gap() is None and Dice(1, 8).gap() is None  # rolled by play/mechanics/dice.py
    assert Reroll(Trigger("dealt-up", ranks=("J",))).gap() is None  # so are rerolls
    assert FoldedKeep().gap() is None  # folded hands turned face down and kept: play/mechanics/holding.py
    assert CardPenalty(Cost.MAX_BET, cards=("8h", "8d")).gap() is None  # play/mechanics/card_penalty.py
    for step in (ChangeGame(ChangeHow.DEALT_UP, ("J",)),):
        assert step.gap() is not None and step.gap().blocking, step


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_the_corpus_other_lines_are_read():
    types = corpus.rule_types()
    lines = [t for t in corpus.line_counts() if types.get(t) == "other"]
    assert lines
    unread = [t for t in lines if any(who in ("UNKNOWN", "AMBIGUOUS") for _, who, _ in corpus.readings(t))]
    assert unread == []
