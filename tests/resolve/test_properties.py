"""Property tests: diffs account for every rule of both sides; lineage answers agree."""

from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.records import Stub
from dealerschoice.resolve import Lineage, lineage_problems, rule_diff
from tests.resolve.build import game

SENTENCES = st.sampled_from([
    "Deal seven cards face down to each player.", "Deal five cards face down to each player",
    "Normal betting round, with the player with the high hand showing opening.",
    "Normal betting round, with the player to the left of the dealer opening.",
    "Each player passes three cards to their left.", "Each player passes two cards to their right.",
    "Declare high/low simultaneously.", "Showdown, high hand wins.", "Showdown, low hand wins.",
    "Kings are wild.",
])


@given(st.lists(SENTENCES, max_size=12), st.lists(SENTENCES, max_size=12))
def test_diff_walks_both_rule_lists_in_order(old, new):
    diff = rule_diff(game(1, "P", rules=old), game(2, "C", (1, "P"), rules=new))
    parent_side = [(c.parent_number, c.parent_text) for c in diff.changes if c.kind != "added"]
    child_side = [(c.child_number, c.child_text) for c in diff.changes if c.kind != "removed"]
    assert parent_side == list(enumerate(old, start=1))
    assert child_side == list(enumerate(new, start=1))
    assert diff.is_empty == (old == new)
    assert all(c.parent_text.rstrip(".") == c.child_text.rstrip(".") for c in diff.changes if c.kind == "same")


@st.composite
def forests(draw):
    """Games 1..n, each with a parent among the earlier ids or a stub (0 or -1)."""
    n = draw(st.integers(1, 40))
    parents = [draw(st.integers(-1, i - 1)) for i in range(1, n + 1)]
    names = draw(st.permutations([f"Game {chr(65 + i % 26)}{i}" for i in range(1, n + 1)]))
    games = [game(i, names[i - 1], (p, "Stub Zero" if p == 0 else "Stub Minus" if p == -1 else names[p - 1]))
             for i, p in zip(range(1, n + 1), parents)]
    return games, [Stub(0, "Stub Zero"), Stub(-1, "Stub Minus")]


@settings(max_examples=60)
@given(forests())
def test_lineage_answers_agree(forest):
    games, stubs = forest
    assert lineage_problems(games, stubs) == []
    lineage = Lineage.of(games, stubs)
    for g in games:
        up = lineage.ancestors(g.id)
        assert up[0] == g.parent.id and lineage.parent(g.id) == g.parent.id
        assert up[-1] == lineage.root(g.id) and lineage.root(g.id) in (0, -1)
        assert lineage.depth(g.id) == len(up)
        assert g.id in lineage.children(g.parent.id)
        assert all(g.id in lineage.descendants(a) for a in up)
        assert g.id not in lineage.siblings(g.id)
        assert sorted(lineage.siblings(g.id) + [g.id]) == sorted(lineage.children(g.parent.id))
    families = lineage.families()
    assert sorted(n for members in families.values() for n in members) == sorted(lineage.graph)
    assert len(lineage.tree_text().splitlines()) == len(games) + len(lineage.roots())


@settings(max_examples=60)
@given(forests(), st.data())
def test_pointing_a_game_below_itself_is_one_cycle(forest, data):
    games, stubs = forest
    lineage = Lineage.of(games, stubs)
    top = data.draw(st.sampled_from(games))
    below = [top.id, *lineage.descendants(top.id)]
    target = data.draw(st.sampled_from(below))
    target_name = next(g.name for g in games if g.id == target)
    rewired = [game(g.id, g.name, (target, target_name)) if g is top else g for g in games]
    problems = lineage_problems(rewired, stubs)
    assert len(problems) == 1
    assert problems[0].message.startswith("lineage cycle: ")
    length = len(lineage.ancestors(target)) - len(lineage.ancestors(top.id)) + 1
    assert problems[0].message.count(" -> ") == length
