"""Linking write-ups, their named variants and guides to catalog games by normalised name."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealerschoice.load.guide import parse_guide
from dealerschoice.load.writeups import parse_writeups
from dealerschoice.records import Game, Source, Variant, WriteUp
from dealerschoice.resolve.links import link_sources, normalise_name

CATALOG = Path(__file__).resolve().parents[2] / "catalog"


def game(id, name, aliases=()):
    return Game(id, name, tuple(aliases), (), (), None, Source("games/g.txt", id))


def write_up(name, others=(), variants=(), line=1):
    return WriteUp(name, tuple(others), 7, None, False, (),
                   tuple(Variant(n, "text", line + i + 1) for i, n in enumerate(variants)),
                   Source("w.txt", line))


@pytest.fixture(scope="module")
def real_sources():
    ups, _, _ = parse_writeups(
        (CATALOG / "write-ups" / "mikes-7-stud-variants.txt").read_text(encoding="utf-8"), "w.txt")
    guide, _ = parse_guide((CATALOG / "guides" / "anaconda.txt").read_text(encoding="utf-8"),
                           "g.txt")
    return ups, guide


# A few games as the numbered-rule catalog has them, plus near misses that must not match.
GAMES = [
    game(10, "Anaconda", ["Oedipus", "Pass the Garbage", "Pass the Trash",
                          "Pass the Trash and Roll'em Out"]),
    game(389, "Anaconda II", ["Pass the Trash III"]),
    game(503, "Show Five"),
    game(561, "Midnight Baseball"),
    game(876, "Night Baseball"),
    game(633, "Roll Your Own", ["Ian's Low Hole", "Mexican Stud III"]),
    game(795, "Rich's Revenge"),
    game(1014, "Rich's Taste of the Unpleasant"),
]


@pytest.mark.parametrize("a, b", [
    ("Roll-Your-Own", "Roll Your Own"),
    ("Pass The Trash", "pass the trash"),
    ("Rich's Revenge", "Richs Revenge"),
    ("Rich’s Revenge", "Rich's Revenge"),
    ("Anaconda♠", "Anaconda"),
    ("Cops & Robbers", "Cops and Robbers"),
    ("The Good, The Bad, And The Ugly", "Good the Bad and the Ugly"),
    ("Señor", "SENOR"),
])
def test_names_that_normalise_equal(a, b):
    assert normalise_name(a) == normalise_name(b)


@pytest.mark.parametrize("a, b", [
    ("Anaconda", "Anaconda II"),
    ("Pass the Trash", "Pass the Trash III"),
    ("Midnight Baseball", "Night Baseball"),
    ("The", ""),
])
def test_names_that_stay_distinct(a, b):
    assert normalise_name(a) != normalise_name(b)


def test_the_four_examples_and_the_guide(real_sources):
    ups, guide = real_sources
    links, problems = link_sources(GAMES, ups, [guide])
    whole = {gid: [l.write_up.name for l in ls if l.variant is None]
             for gid, ls in links.by_game.items()}
    assert whole[633] == ["Roll-Your-Own"]
    assert whole[10] == ["Anaconda"]
    assert whole[503] == ["Show Five"]
    (rich,) = links.for_game(795)
    assert (rich.write_up.name, rich.variant.name) == ("Anaconda", "Rich's Revenge")
    assert links.guides_for(10) == (guide,)
    # A variant's name beats its other names: Midnight, not Night, Baseball.
    assert [l.variant.name for l in links.for_game(561)] == ["Midnight Baseball"]
    assert links.for_game(876) == () and links.for_game(389) == ()
    assert "Rich's Taste Of The Unpleasant" not in links.unmatched
    assert {p.severity for p in problems} == {"info"}


def test_match_by_other_name_through_an_alias():
    links, problems = link_sources(GAMES, [write_up("Trash Can", ["Pass The Trash"])], [])
    assert [l.write_up.name for l in links.for_game(10)] == ["Trash Can"]
    assert problems == []


def test_unmatched_variants_are_info():
    up = write_up("Show Five", variants=["Show Six", None, "Roll-Your-Own"], line=4)
    links, problems = link_sources(GAMES, [up], [])
    assert links.unmatched == ("Show Six",)
    assert links.unmatched_write_ups == ()
    assert [l.variant.name for l in links.for_game(633)] == ["Roll-Your-Own"]
    assert [(str(p), p.severity) for p in problems] == [
        ('w.txt:5: write-up variant "Show Six" matches no game in the catalog', "info")]


def test_unmatched_write_up_and_guide_are_info(real_sources):
    _, guide = real_sources
    links, problems = link_sources([game(1, "Guts")], [write_up("Baseball")], [guide])
    assert links.unmatched_write_ups == ("Baseball", "Anaconda♠")
    assert [str(p) for p in problems] == [
        'w.txt:1: write-up "Baseball" matches no game in the catalog',
        'g.txt:1: guide "Anaconda♠" matches no game in the catalog']


def test_two_games_sharing_an_alias_warn_and_do_not_link():
    games = [game(1, "Trash", ["Pass It"]), game(2, "Garbage", ["Pass-It"])]
    links, problems = link_sources(games, [write_up("Pass It")], [])
    assert links.by_game == {}
    assert [(str(p), p.severity) for p in problems] == [
        ('w.txt:1: write-up "Pass It" matches 2 games by normalised name or alias: '
         '"Trash (#1)", "Garbage (#2)"; not linked. Rename the source or give the games '
         "distinct aliases", "warning")]


def test_a_name_beats_an_alias():
    games = [game(1, "Pass It"), game(2, "Garbage", ["Pass It"])]
    links, problems = link_sources(games, [write_up("Pass It")], [])
    assert list(links.by_game) == [1] and problems == []


# The whole seed catalog, loaded the way the site loads it.

UNMATCHED_SEED_VARIANTS = (
    "7 Stud Low Ball", "7 Stud High-low, Declare", "7 Stud High-low, Cards Talk", "V05",
    "High Chicago", "Low Chicago", "High San Francisco", "Low San Francisco", "Murder",
    "No Murder, No Game", "Homicide", "Russian Roulette", "Two Of Three",
    "Follow The Queen (Ho)", "Follow The Queen And Queens", "Black Mariah",
    "Follow The Queen In Chicago", "Cluster Fuck", "Follow The Ho At Midnight",
    "Follow The Ho Through Chicago At Midnight", "Touchies", "Hippity-Hops", "Float Your Boat",
    "Progressive Passing", "Pansy", "Python", "Colored Anaconda", "Baseball With Rain-outs",
    "Baseball With Strikes", "Little League", "Football", "Roll-The-Other-Guy's",
)


@pytest.fixture(scope="module")
def seed_links():
    from dealerschoice.load.catalog import load_catalog

    catalog = load_catalog(CATALOG)
    return catalog, *link_sources(catalog.games, catalog.write_ups, catalog.guides)


def test_seed_catalog_links(seed_links):
    catalog, links, problems = seed_links
    assert len(catalog.write_ups) == 11 and len(catalog.guides) == 1
    assert len(catalog.general_rules) == 3
    pairs = {(gid, l.write_up.name, l.variant.name if l.variant else None)
             for gid, ls in links.by_game.items() for l in ls}
    assert pairs == {
        (10, "Anaconda", None), (503, "Show Five", None), (633, "Roll-Your-Own", None),
        (795, "Anaconda", "Rich's Revenge"), (1014, "Anaconda", "Rich's Taste Of The Unpleasant"),
        (396, "Anaconda", "Bisexual"), (399, "Anaconda", "Howdy Doody"),
        (402, "Anaconda", "Love Thy Neighbor"), (561, "Baseball", "Midnight Baseball"),
        (885, "7 Stud", "Suicide"),
    }
    assert [g.title for g in links.guides_for(10)] == ["Anaconda♠"]
    assert links.unmatched == UNMATCHED_SEED_VARIANTS
    assert links.unmatched_write_ups == (
        "7 Stud", "Auction", "Auctioneer", "Baseball", "Change the Diaper (Dirty Schultz)",
        "Indian Poker", "Position Poker", "The Good, The Bad, And The Ugly")
    assert {p.severity for p in problems} == {"info"}
    assert len(problems) == len(UNMATCHED_SEED_VARIANTS) + 8
    assert str(problems[1]).endswith(
        'mikes-7-stud-variants.txt:22: write-up variant "7 Stud Low Ball" matches no game in '
        "the catalog")
