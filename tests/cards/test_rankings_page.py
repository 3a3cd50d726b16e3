"""The hand-rankings page's worked examples are what the evaluator says, row by row."""

from pathlib import Path

from dealerschoice.cards import Card, HandRules, Limited, PointValues
from dealerschoice.cards.cards import format_cards
from dealerschoice.cards.modes import Mode, Ranking, rank_hand

PAGE = Path(__file__).resolve().parents[2] / "templates" / "prose" / "hand-rankings.md"
SEVEN = PointValues.of([("A", (1, 11)), ("face", (0.5,)), ("other", (None,))])
CLUBS = [Card.of(r, "c") for r in range(2, 15)]
RANKINGS = {
    "High": (Ranking(), HandRules()),
    "High, threes wild": (Ranking(), HandRules.parse("3")),
    "High, threes wild, wilds may duplicate (house rule)": (Ranking(), HandRules.parse("3", duplicates="any")),
    "High, jokers are bugs": (Ranking(), HandRules(jokers="bug")),
    "High, two of clubs as the three to six of clubs": (Ranking(), HandRules(limited=(Limited.as_cards("2c", "3c 4c 5c 6c"),))),
    "High, clubs one rank higher or lower": (Ranking(), HandRules(limited=(Limited.shift(CLUBS, down=1, up=1),))),
    "High, no straights or flushes": (Ranking(straights=False, flushes=False), HandRules()),
    "Ace-to-five low": (Ranking(Mode.ACE_TO_FIVE), HandRules()),
    "Deuce-to-seven low, a joker": (Ranking(Mode.DEUCE_TO_SEVEN), HandRules()),
    "Ace-to-six low": (Ranking(Mode.ACE_TO_SIX), HandRules()),
    "Badugi": (Ranking(Mode.BADUGI), HandRules()),
    "Three-card": (Ranking(Mode.THREE_CARD), HandRules()),
    "Three-card, no straights or flushes": (Ranking(Mode.THREE_CARD, straights=False, flushes=False), HandRules()),
    "Two-card": (Ranking(Mode.TWO_CARD), HandRules()),
    "Highest card, suits break ties": (Ranking(Mode.HIGH_CARD, suits=("s", "h", "d", "c")), HandRules()),
    "Points, nearest 27": (Ranking(Mode.POINTS, points=SEVEN, target=27), HandRules()),
    "Points, nearest 27 without going over": (Ranking(Mode.POINTS, points=SEVEN, target=27, bust="loses"), HandRules()),
    "Points, nearest 7": (Ranking(Mode.POINTS, points=SEVEN, target=7, over=False), HandRules()),
}


def worked_rows():
    text = PAGE.read_text(encoding="utf-8").split("## Every ranking, worked out", 1)[1]
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[0] in RANKINGS:
            yield cells


def test_every_worked_example_is_what_the_evaluator_says():
    rows = list(worked_rows())
    assert [name for name, _, _ in rows] == list(RANKINGS)   # every mode and option, once, in order
    for name, cards, said in rows:
        ranking, rules = RANKINGS[name]
        hand = rank_hand(cards, ranking, rules)
        wild = "; ".join(f"{a} as {b}" for a, b in hand.wilds)
        assert said == f"{hand.description}: {format_cards(hand.played)}" + (f" ({wild})" if wild else ""), name


def test_the_page_states_both_rules_on_duplicates():
    text = PAGE.read_text(encoding="utf-8")
    assert "**No** (the common rule)" in text and "The *house rule* lets a wild repeat a held card" in text
