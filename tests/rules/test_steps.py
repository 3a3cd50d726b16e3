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
              "place-wins", "points-target", "wild-count-value", "wild-void", "suit-follow-wild", "wild-climb",
              # guts (issue 17): the table's hand and every hand to win at the showdown (table_hand.py,
              # winning.py), forced in at the declaration (declare.py), legs and a joker dealt up (legs.py,
              # outright.py)
              "beat-table", "must-win-all", "forced-in", "wins-outright",
              # each player's own wilds: play/mechanics/own_wilds.py
              "own-card-wild-over", "own-wild-fallback", "after-own-end-wild", "used-card-wild",
              # wilds of play: cards together (cards/wild_groups.py), named ranks, dice, dead suits
              # (mechanics/named_ranks.py, dice.py, wild_play.py), bought cards (extra_buys.py)
              "wild-combo", "held-set-wild", "named-rank-wild", "reroll", "dead-suit", "live-cards-to-win",
              "bought-card-wild", "neighbour-fold",
              # split cards and split hands: mechanics/split_card.py, split_hand.py, ranking_play.py
              "named-split-card", "hole-split-card", "split-card-by-count", "split-card-by-table",
              "split-card-of-spot", "own-wild-split-card", "split-place", "suit-total", "most-cards", "flush-by-suit",
              "wrap-straights", "card-penalty",
              # after every step or at a card turned up: going_out.py, table_pairs.py, card_up_rules.py,
              # side_deck.py, table_cards_on.py, reoffers.py, folded_pass.py, holding.py, extra_buys.py
              "empty-hand-fold", "last-out-split", "board-no-pair", "opponent-discard", "side-deck",
              "table-cards-on", "table-card-reoffered", "folded-pass", "folded-keep", "buy-or-fold",
              # read by the betting round (fold_cost.py), the showdown (redeals.py), hand limits
              "fold-cost", "showdown-redeal", "commons-by-discards",
              # issue 17: a raise turns up no-peek cards, which lie beside the hand (no_peek_aside.py);
              # an exact points total takes the pot, asked by the showdown (points_sweep.py)
              "flip-on-raise", "dead-flip", "no-peek-joins-hand", "points-sweep",
              # issue 16: dead and moved ranks (mechanics/moved_ranks.py), hands added to the ranking
              # (own_rankings.py), the hand nearest a target (cards/distance.py), a split card that
              # turns with the spades dealt up (split_turns.py)
              "dead", "rank-moved", "new-hands", "closest-hand", "hand-distance", "split-card-turn",
              # issue 15: a common card in one hand only (two_hands.py), three touching commons
              # (hand_limits.py), a pot per board (board_pots.py)
              "common-once", "cards-touch", "board-for-pot"}
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
