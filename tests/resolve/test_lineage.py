"""Lineage queries on hand-built records."""

import pytest

from dealerschoice.records import Stub
from dealerschoice.resolve import Lineage, lineage_graph
from tests.resolve.build import game

FAMILY = [
    game(10, "Anaconda", (0, "Root Game")),
    game(399, "Howdy Doody", (10, "Anaconda")),
    game(799, "Anaconda with a Twist II", (399, "Howdy Doody")),
    game(388, "Anaconda 33", (10, "Anaconda")),
    game(389, "anaconda II", (10, "Anaconda")),
    game(168, "Beat It", (3, "Seven Card Stud")),
    game(555, "Dawn", (168, "Beat It")),
    game(7, "Orphan"),
]
STUBS = [Stub(0, "Root Game"), Stub(3, "Seven Card Stud")]


@pytest.fixture
def lineage():
    return Lineage.of(FAMILY, STUBS)


def test_graph_edges_run_parent_to_child():
    graph = lineage_graph(FAMILY, STUBS)
    assert set(graph.edges) == {(0, 10), (10, 399), (399, 799), (10, 388), (10, 389), (3, 168), (168, 555)}
    assert isinstance(graph.nodes[3]["record"], Stub)
    assert graph.nodes[799]["record"] is FAMILY[2]


def test_missing_parent_becomes_a_stub():
    graph = lineage_graph([game(5, "Child", (4, "Lost Parent"))], [])
    assert graph.nodes[4]["record"] == Stub(4, "Lost Parent")


def test_duplicate_id_keeps_the_first_record():
    first, second = game(5, "First"), game(5, "Second")
    assert lineage_graph([first, second], []).nodes[5]["record"] is first


def test_ancestors_parent_first(lineage):
    assert lineage.ancestors(799) == [399, 10, 0]
    assert lineage.ancestors(0) == []


def test_children_by_name_case_insensitive(lineage):
    # "anaconda II" sorts between "Anaconda 33" and "Howdy Doody" whatever its case
    assert lineage.children(10) == [388, 389, 399]
    assert lineage.children(799) == []


def test_parent_and_siblings(lineage):
    assert lineage.parent(388) == 10
    assert lineage.parent(0) is None
    assert lineage.siblings(388) == [389, 399]
    assert lineage.siblings(0) == []


def test_descendants(lineage):
    assert lineage.descendants(10) == [388, 389, 799, 399]
    assert lineage.descendants(3) == [168, 555]


def test_depth_and_root(lineage):
    assert [lineage.depth(n) for n in (0, 10, 399, 799, 7)] == [0, 1, 2, 3, 0]
    assert lineage.root(799) == 0
    assert lineage.root(555) == 3
    assert lineage.root(7) == 7


def test_roots_and_families(lineage):
    assert lineage.roots() == [7, 0, 3]
    assert lineage.family(3) == [3, 168, 555]
    assert lineage.families() == {7: [7], 0: [0, 10, 388, 389, 799, 399], 3: [3, 168, 555]}


def test_tree_text_of_one_family(lineage):
    assert lineage.tree_text(3) == "Seven Card Stud (#3) [absent]\n  Beat It (#168)\n    Dawn (#555)"


def test_tree_text_of_everything(lineage):
    assert lineage.tree_text().splitlines() == [
        "Orphan (#7)",
        "Root Game (#0) [absent]",
        "  Anaconda (#10)",
        "    Anaconda 33 (#388)",
        "    anaconda II (#389)",
        "    Howdy Doody (#399)",
        "      Anaconda with a Twist II (#799)",
        "Seven Card Stud (#3) [absent]",
        "  Beat It (#168)",
        "    Dawn (#555)",
    ]


def test_unknown_id_is_a_key_error(lineage):
    with pytest.raises(KeyError, match="no game or stub with id 42"):
        lineage.children(42)


def test_cyclic_graph_does_not_hang():
    lineage = Lineage.of([game(1, "A", (2, "B")), game(2, "B", (1, "A"))])
    assert lineage.ancestors(1) == [2]
    assert lineage.depth(1) in (0, 1)
    assert lineage.roots() == []


def test_deep_chain_is_linear():
    chain = [game(0, "G0")] + [game(n, f"G{n}", (n - 1, f"G{n - 1}")) for n in range(1, 5000)]
    lineage = Lineage.of(chain)
    assert lineage.depth(4999) == 4999
    assert lineage.root(4999) == 0
    assert len(lineage.ancestors(4999)) == 4999


def test_a_game_takes_the_place_of_a_stub_of_its_id():
    ana = game(10, "Anaconda", (0, "Root Game"))
    graph = lineage_graph([ana], [Stub(10, "Anaconda"), Stub(0, "Root Game"), Stub(0, "Other Root")])
    assert sorted(graph) == [0, 10] and len(graph) == 2
    assert graph.nodes[10]["record"] is ana and graph.nodes[0]["record"] == Stub(0, "Root Game")  # the first stub
    assert list(graph.edges) == [(0, 10)]


def test_a_game_listed_twice_is_one_edge():
    child = game(5, "Child", (1, "Root"))
    graph = lineage_graph([child, child], [])
    assert list(graph.edges) == [(1, 5)] and list(graph.successors(1)) == [5] and list(graph.successors(5)) == []


def test_descendants_in_a_cycle_leave_out_the_start():
    lineage = Lineage.of([game(1, "A", (3, "C")), game(2, "B", (1, "A")), game(3, "C", (2, "B")),
                          game(4, "D", (2, "B"))])
    assert lineage.descendants(1) == [2, 3, 4]
    assert lineage.descendants(4) == []


def test_a_game_its_own_parent_is_its_own_child():
    lineage = Lineage.of([game(1, "Loop", (1, "Loop"))])
    assert lineage.children(1) == [1] and lineage.parent(1) == 1
    assert lineage.descendants(1) == [] and lineage.ancestors(1) == []
