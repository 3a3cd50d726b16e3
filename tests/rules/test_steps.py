"""The step types themselves: unique kinds, frozen, standing rules marked, and a fuzz of the reader."""

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.rules.grammar import read_sentences, split_sentences
from dealerschoice.rules.steps import (
    STEP_TYPES,
    Discard,
    Redeal,
    RuleStep,
    TableRule,
    Trigger,
    Unknown,
)
from tests.rules.seeds import catalog


def test_kinds_are_unique_words():
    kinds = [t.kind for t in STEP_TYPES]
    assert len(kinds) == len(set(kinds))
    assert all(k.replace("-", "").isalpha() and k.islower() for k in kinds)


def test_every_step_type_is_a_frozen_dataclass():
    for step_type in STEP_TYPES:
        assert issubclass(step_type, RuleStep)
        assert dataclasses.is_dataclass(step_type) and step_type.__dataclass_params__.frozen


def test_standing_rules():
    assert Redeal(Trigger("dealt-up", cards=("Qs",))).standing
    assert not Redeal("nobody-in-or-matched").standing
    assert Discard(2, "flipped").standing and not Discard(2).standing
    standing = {t.kind: t for t in STEP_TYPES if t.standing is True}
    # what the simulator reads wherever it is written
    played = {"deck", "hand-limit", "use", "split-card", "best-hand", "wild", "wild-change", "forced", "qualifier",
              # which cards make a hand, at the showdown: play/hand_limits.py (and board_groups.py)
              "board-any-line", "board-pick", "board-shift", "board-use", "other-use", "own-use", "pick-requires",
              "use-options",
              # the board's places and the wild places on it: play/board.py
              "board-layout", "spot-wild",
              # extra cards a common card gives: play/state.py
              "extra-cards",
              # openers: play/mechanics/opening.py
              "opening-lapse", "opener-redeal", "no-open-redeal", "opening-hand",
              # play/mechanics/stealing.py and play/mechanics/holding.py, fired by play/triggers.py
              "steal", "holding-fold",
              # rankings and wilds judged with the hand: play/mechanics/{showdown,ranking_play,wild_play}.py,
              # play/turned_wilds.py
              "place-wins", "points-target", "wild-count-value", "wild-void", "suit-follow-wild", "wild-climb"}
    assert played <= set(standing)
    # every other standing rule is one the simulator does not play, and says so
    assert [k for k, t in standing.items() if k not in played and t.simulated] == []


def test_every_seed_step_kind_is_a_known_type():
    types = set(STEP_TYPES)
    for game in catalog().games:
        for rule in game.rules:
            for step in read_sentences(rule.text):
                assert type(step) in types
                if isinstance(step, TableRule):
                    assert step.reason


WORDS = ("deal", "each", "player", "two", "cards", "up", "down", "to", "the", "table", "passes", "left", "right",
         "seven", "flips", "stack", "wild", "threes", "if", "you", "fold", "match", "pot", "or", "and", ",",
         "showdown", "high", "low", "hand", "wins", "repeat", "last", "actions", "until", "declare", "in/out", ".")


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=25))
def test_reading_never_fails_and_unknowns_are_whole_sentences(words):
    text = " ".join(words)
    steps = read_sentences(text)
    sentences = split_sentences(text)
    for step in steps:
        if isinstance(step, Unknown):
            assert step.text in sentences
    assert bool(steps) == bool(sentences)
