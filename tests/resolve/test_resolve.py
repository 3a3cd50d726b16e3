"""resolve() and Resolved lookups on hand-built catalogs."""

import pytest

from dealerschoice.errors import Problem
from dealerschoice.records import Catalog, Stub
from dealerschoice.resolve import resolve
from tests.resolve.build import game

GAMES = (
    game(10, "Anaconda", (0, "Root Game"), rules=["Deal.", "Showdown."],
         aliases=["Pass the Trash", "Screw Your Neighbor"]),
    game(388, "Anaconda 33", (10, "Anaconda"), rules=["Deal.", "Bet.", "Showdown."]),
    game(389, "Anaconda II", (10, "Anaconda"), rules=["Deal.", "Showdown."], aliases=["Pass the Trash III"]),
    game(633, "Roll Your Own", (211, "Low in the Hole"), aliases=["Anaconda"]),
    game(795, "Rich's Revenge", (10, "Anaconda")),
)
STUBS = (Stub(0, "Root Game"), Stub(211, "Low in the Hole"))


@pytest.fixture(scope="module")
def resolved():
    notice = Problem("games/g.txt", 3, "something worth knowing", "warning")
    return resolve(Catalog(GAMES, STUBS, notices=(notice,)))


def test_diffs_only_where_the_parent_is_a_game(resolved):
    assert sorted(resolved.diffs) == [388, 389, 795]
    assert resolved.diffs[388].summary() == "1 added"
    assert resolved.diffs[389].is_empty


def test_lineage_covers_games_and_stubs(resolved):
    assert resolved.lineage.roots() == [211, 0]
    assert resolved.lineage.children(10) == [388, 389, 795]
    assert [s.id for s in resolved.stubs] == [211, 0]


def test_notices_pass_through_as_problems(resolved):
    assert [p.message for p in resolved.problems] == ["something worth knowing"]
    assert all(p.severity != "error" for p in resolved.problems)


@pytest.mark.parametrize("text, expected", [
    ("Anaconda 33", 388),
    ("anaconda   33", 388),
    ("pass the trash", 10),
    ("Pass-the-Trash III", 389),
    ("Anaconda", 10),  # a name wins over another game's alias
    ("roll-your-own", 633),
    ("Richs Revenge", 795),
    ("#388", 388),
    ("388", 388),
    ("# 389", 389),
    ("Anaconda II (#389)", 389),
])
def test_by_name(resolved, text, expected):
    assert resolved.by_name(text).id == expected


@pytest.mark.parametrize("text", ["Anaconda II (#388)", "#0", "211", "Omaha", "", "#99999"])
def test_by_name_misses(resolved, text):
    assert resolved.by_name(text) is None


def test_game_by_id(resolved):
    assert resolved.game(633).name == "Roll Your Own"
    with pytest.raises(KeyError):
        resolved.game(0)  # a stub is not a game


def test_write_ups_are_linked_and_unmatched_variants_are_info():
    from dealerschoice.records import Source, Variant, WriteUp

    up = WriteUp("Roll-Your-Own", (), 7, None, False, (),
                 (Variant("Rich's Revenge", "x", 12), Variant("Nobody Plays This", "y", 14)),
                 Source("write-ups/w.txt", 10))
    resolved = resolve(Catalog(GAMES, STUBS, write_ups=(up,)))
    assert [(l.game_id, l.variant and l.variant.name) for l in resolved.links.for_game(633)] == [(633, None)]
    assert [l.variant.name for l in resolved.links.for_game(795)] == ["Rich's Revenge"]
    assert resolved.links.unmatched == ("Nobody Plays This",)
    assert [(str(p), p.severity) for p in resolved.problems] == [
        ('write-ups/w.txt:14: write-up variant "Nobody Plays This" matches no game in the catalog', "info")]
