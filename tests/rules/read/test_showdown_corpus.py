"""The corpus lines of the showdown, ranking and declare families' rule types: every one
read without ambiguity, and no more left unknown than the floor below.

Left unknown (distinct lines; each a rule the grammar does not read yet):
- one-off rankings (dot hands, Manhattan distances, Badugi's ignored cards, "Big cat ...
  beats Little Cat", "Straight may wrap around the ace", straight flushes of three, four and
  five cards), split hands made their own way ("won by whoever has the most down sixes",
  "the greatest sum of ranks of diamonds", "the third best hand"), split cards that change
  ("If the ace of spades is dealt face up, the split-card is the low spade.", "If an odd
  number of spades were dealt face up, ..."), game-specific showdowns ("Each player flips one
  hand over, ...", "The showdown depends on what game ...", "If two players declare the same
  way, compare hands ...", "high hand for each flop and turn splits the pot"), qualifiers of
  their own ("You can't win without five live cards in hand.", "You must win the five card
  hand and the two card hand", "After one deal for each player, the jacks to open restriction
  is removed."), points riders ("A 27 point hand with 10 or less cards takes
  high and low.", "Hands below the target value beat ... in all cases"), and a garbled
  forced go-in ("Low card showing any anyone paired with another player must go in.").
"""

from __future__ import annotations

import pytest

from tests.rules import corpus

TYPES = {"rank", "showdown", "qualifier", "declare", "win"}
FLOOR = 29  # distinct lines with an unknown sentence; lower it as the grammar grows


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_lines_of_these_types():
    types = corpus.rule_types()
    unread, ambiguous = [], []
    for text in corpus.line_counts():
        if types.get(text) not in TYPES:
            continue
        read = corpus.readings(text)
        if any(who == "AMBIGUOUS" for _, who, _ in read):
            ambiguous.append(text)
        if any(who == "UNKNOWN" for _, who, _ in read):
            unread.append(text)
    assert not ambiguous
    assert len(unread) <= FLOOR, unread
