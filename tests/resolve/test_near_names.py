"""The "did you mean" search for an absent parent (issue 22, 6): what it answers is exactly what
difflib answers over the names one of whose three parts stands whole in the query; the letter
count that spares difflib most of those names never drops one difflib would keep."""

import difflib
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealerschoice.load.catalog import read_catalog
from dealerschoice.records import Game, Stub
from dealerschoice.resolve import lineage_problems
from dealerschoice.resolve.lineage_checks import _CUTOFF, _letter_counts, _NameIndex, _numbers, _thirds
from dealerschoice.resolve.names import edit_distance, normal_name
from tests.bench.synth import write_synthetic_catalog
from tests.resolve.build import game


def reference_misspelt(records: dict, name: str):
    """The search by a scan of every name: difflib over every name of the query's length give
    or take two, one of whose three parts stands whole in the query at most two letters from
    its place, the first of its best three that is a game two edits away with the same numbers."""
    normal = normal_name(name)
    if len(normal) < 8:
        return None

    def placed(other: str) -> bool:
        third = len(other) // 3
        return any(normal[at:at + len(part)] == part for place, part in enumerate(_thirds(other))
                   for at in range(max(0, place * third - 2), place * third + 3))

    near = [other for other in records if len(other) >= 6 and abs(len(other) - len(normal)) <= 2 and placed(other)]
    for close in difflib.get_close_matches(normal, near, n=3, cutoff=0.85):
        record = records[close]
        if isinstance(record, Game) and edit_distance(normal, close) <= 2 and _numbers(normal) == _numbers(close):
            return record
    return None


def near_misses(names: list[str], rng: random.Random, count: int) -> list[str]:
    """Names one or two letters from `names`, a numeral or a word longer, or a word shorter."""
    letters = "abcdefghijklmnopqrstuvwxyz "
    out = []
    for name in rng.sample(names, count):
        way = rng.randrange(6)
        at = rng.randrange(len(name))
        if way == 0:
            out.append(name[:at] + rng.choice(letters) + name[at + 1:])
        elif way == 1:
            out.append(name[:at] + name[at + 1:])
        elif way == 2:
            out.append(name[:at] + rng.choice(letters) + name[at:])
        elif way == 3:
            other = rng.randrange(len(name))
            out.append("".join(rng.choice(letters) if i in (at, other) else c for i, c in enumerate(name)))
        elif way == 4:
            out.append(f"{name} {rng.choice(['II', 'III', 'IV'])}")
        else:
            out.append(f"{rng.choice(['Up', 'Of', 'Big'])} {name}")
    return out


@pytest.mark.slow
def test_the_answers_are_difflibs_on_a_synthetic_catalog_with_near_miss_names(tmp_path):
    made = write_synthetic_catalog(3000, tmp_path, seed=7)
    catalog, problems = read_catalog(tmp_path)
    assert not [p for p in problems if p.severity == "error"]
    index = _NameIndex(catalog.games, catalog.stubs)
    rng = random.Random(7)
    queries = near_misses([g.name for g in catalog.games], rng, 1500) + [s.name for s in catalog.stubs]
    answers = [index.misspelt(q) for q in queries]
    assert answers == [reference_misspelt(index.records, q) for q in queries]
    assert made.games == 3000 and sum(a is not None for a in answers) > 600  # most near misses are found


def test_check_warns_of_the_same_parents_as_before(tmp_path):
    write_synthetic_catalog(3000, tmp_path, seed=7)
    catalog, _ = read_catalog(tmp_path)
    rng = random.Random(8)
    known = {g.id for g in catalog.games}
    absent = iter(i for i in range(10**6, 2 * 10**6) if i not in known)
    typos = near_misses([g.name for g in catalog.games], rng, 300)
    games = list(catalog.games)
    for n, typo in enumerate(typos):  # a game whose Parent: line misspells a game's name
        games.append(game(900_000 + n, f"Child {n}", (next(absent), typo)))
    index = _NameIndex(games, catalog.stubs)
    expected = []
    for typo in typos:
        if index.game_named(typo) is None and (found := reference_misspelt(index.records, typo)) is not None:
            expected.append(f'did you mean "{found.name} (#{found.id})"')
    said = [p.message for p in lineage_problems(games, catalog.stubs) if "did you mean" in p.message
            and p.message.startswith('parent of "Child ')]
    assert [m[m.index("did you mean"):m.index("? If so")] for m in said] == expected
    assert len(expected) > 100


def test_names_three_edits_away_take_none_of_the_three_places():
    # difflib ranks "sixty beat ii" and "up sixty beat" above "sixty death" (0.87 > 0.857), but
    # three letters longer they cannot be two edits away: they are not candidates at all
    games = [game(1, "Sixty Beat II"), game(2, "Up Sixty Beat"), game(3, "Sixty Death"),
             game(4, "Child", (9, "Sixty Beat"))]
    index = _NameIndex(games, [Stub(9, "Sixty Beat")])
    assert sorted(index._near("sixty beat", _CUTOFF)) == ["sixty beat", "sixty death"]
    assert index.misspelt("Sixty Beat").name == "Sixty Death"  # after "sixty beat", a stub
    assert index.misspelt("Sixty Deaths").name == "Sixty Death"


def test_a_part_found_far_from_its_place_makes_no_candidate():
    # "dead poker" and "poker dead": the same thirds' letters, moved five places
    index = _NameIndex([game(1, "Dead Poker"), game(2, "Poker Dead")], [])
    assert index._near("poker deaf", _CUTOFF) == ["poker dead"]


def test_names_far_by_their_letters_are_not_handed_to_difflib():
    names = ["poker dead", "poker deal", "poker dawns", "poker bingo bongo", "joker dead", "dead poker"]
    index = _NameIndex([game(n, name) for n, name in enumerate(names, start=1)], [])
    # each shares a third with the query; "joker dead" and "poker dawns" share 8 letters of
    # 10 + 10 and 10 + 11, under 0.85 * 20 / 2 (difflib's quick_ratio would drop them too)
    assert sorted(index._near("poker deap", _CUTOFF)) == ["poker dead", "poker deal"]  # "dead poker": see below
    assert index.misspelt("Poker Deap").name == "poker deal"  # 0.9 as "poker dead": the later name wins a tie


def test_one_search_for_a_name_given_by_many_parent_lines():
    index = _NameIndex([game(1, "Seven Card Stud")], [])
    assert index.misspelt("Seven Card Stu").name == "Seven Card Stud"
    index.records.clear()  # a second search would find nothing now
    assert index.misspelt("seven card stu").name == "Seven Card Stud"


TEXT = st.text(alphabet=st.sampled_from("aabcdeeist 12бж\u00e9"), max_size=30)


@given(TEXT, TEXT)
def test_the_letter_count_is_never_below_what_difflib_counts(a, b):
    bits, over = _letter_counts(a)
    common = (bits & _letter_counts(b)[0]).bit_count() + over
    matcher = difflib.SequenceMatcher(None, b, a)
    assert common >= matcher.quick_ratio() * (len(a) + len(b)) / 2 - 1e-9


def test_the_parts_are_made_at_the_first_search_only():
    # a catalog without absent parents never needs them: making them for 32,000 games of one
    # alias was a third of resolving them
    games = [game(1, "Seven Card Stud", (0, "Root")), game(2, "Baseball Stud", (0, "Root"))]
    index = _NameIndex(games, [Stub(0, "Root")])
    assert index.game_named("seven card stud") is games[0] and index._parts is None
    assert index.misspelt("Root") is None and index._parts is None  # under 8 letters: no search
    assert index.misspelt("Seven Card Stu") is games[0]
    assert index._parts is not None
    assert index._parts[15, 0, "seven"] == [("seven card stud", _letter_counts("seven card stud")[0])]
