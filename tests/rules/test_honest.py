"""Honest coverage: a sentence is read by a grammar rule or it is unknown. Near misses and
nonsense in the catalog's own style are never counted as understood."""

import pytest

from dealerschoice.records import Game, Rule, Source
from dealerschoice.rules.coverage import rule_coverage
from dealerschoice.rules.grammar import read_rule, read_sentences
from dealerschoice.rules.steps import Unknown

NONSENSE = [
    "Each player may sing a song.",
    "Deuces are wild unless the dealer sneezes.",
    "Each player may look at the moon.",
    "Deal two cards sideways to each player.",
    "Deal two cards up to each player, unless it rains.",
    "Threes are wild on Tuesdays.",
    "The player with the best hat wins the pot.",
    "Everybody sings.",
    "Each player passes three cards to the left of the moon.",
    "Normal betting round, with the tallest player opening.",
]
# Sentences the grammar may read, but as steps the simulator does not play and that block.
NEAR_MISS_BLOCKING = [
    "Players may use only one row of the cross.",
]


@pytest.mark.parametrize("sentence", NONSENSE)
def test_nonsense_is_unknown(sentence):
    assert any(isinstance(s, Unknown) for s in read_sentences(sentence))


@pytest.mark.parametrize("sentence", NONSENSE + NEAR_MISS_BLOCKING)
def test_a_game_with_it_does_not_run(sentence):
    game = Game(1, "G", (), (), (Rule(1, "Deal five cards down to each player.", 3), Rule(2, sentence, 4),
                                 Rule(3, "Showdown, high hand wins.", 5)), None, Source("g.txt", 1))
    coverage = rule_coverage([game])
    assert coverage.runnable_games == 0
    (entry,) = coverage.as_json()["per_game"]
    assert entry["status"] in ("unknown", "blocked") and entry["stopped_by"]["rule"] == 2
    rule = read_rule(game.rules[1])
    assert rule.status == "unknown" or rule.blocking
