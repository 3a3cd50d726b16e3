"""The benchmark's synthetic catalog reads cleanly: no problems, every count as written."""

import pytest

from dealerschoice.load.catalog import load_catalog
from dealerschoice.load.numbered import parse_catalog
from dealerschoice.records import Game
from dealerschoice.resolve import resolve
from tests.bench.synth import read_sample, write_catalog_of_size, write_synthetic_catalog


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    folder = tmp_path_factory.mktemp("synthetic")
    return folder, write_synthetic_catalog(300, folder, seed=7)


def test_every_file_parses_without_problems(made):
    _, synthetic = made
    for path in synthetic.files:
        _, problems = parse_catalog(path.read_text(encoding="utf-8"), str(path))
        assert [str(p) for p in problems] == []


def test_load_and_resolve_find_what_was_written(made):
    folder, synthetic = made
    catalog = load_catalog(folder)
    assert catalog.notices == ()
    assert len(catalog.games) == synthetic.games == 300
    assert len(catalog.stubs) == synthetic.stubs
    assert sum(1 for g in catalog.games if g.aliases) == synthetic.with_aliases > 0
    resolved = resolve(catalog)
    lineage = resolved.lineage
    assert max(lineage.depth(g.id) for g in catalog.games) == synthetic.max_depth
    assert set(lineage.roots()) == {s.id for s in catalog.stubs}
    with_game_parent = [g for g in catalog.games if isinstance(lineage.record(g.parent.id), Game)]
    assert len(resolved.diffs) == len(with_game_parent) > 0
    assert sum(1 for d in resolved.diffs.values() if not d.is_empty) > 0.9 * len(resolved.diffs)


def test_children_headings_are_written(made):
    _, synthetic = made
    text = "".join(p.read_text(encoding="utf-8") for p in synthetic.files)
    assert text.count("\n\nChildren:") == synthetic.children_headings > 0


def test_same_seed_same_catalog(tmp_path):
    one = write_synthetic_catalog(50, tmp_path / "one", seed=3)
    two = write_synthetic_catalog(50, tmp_path / "two", seed=3)
    assert [p.read_bytes() for p in one.files] == [p.read_bytes() for p in two.files]


def test_sentences_come_from_the_real_catalog(made):
    _, synthetic = made
    sample = set(read_sample().sentences)
    assert len(sample) > 100
    rules = [line.split(". ", 1)[1] for p in synthetic.files
             for line in p.read_text(encoding="utf-8").splitlines() if line[:1].isdigit()]
    assert set(rules) <= sample


def test_a_catalog_of_a_given_size_is_that_size_or_a_little_more(tmp_path):
    made = write_catalog_of_size(0.3, tmp_path, seed=3)
    size = sum(path.stat().st_size for path in made.files)
    assert 300_000 <= size < 330_000
    assert sorted(p.name for p in (tmp_path / "games").iterdir()) == [p.name for p in made.files]
