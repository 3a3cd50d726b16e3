"""The analyse stage: per-game results cached by game text and engine version, output unchanged."""

from __future__ import annotations

import os
import types
from dataclasses import replace

from dealerschoice import cache as analysis_cache
from dealerschoice.load.catalog import load_catalog
from dealerschoice.records.analysis import NO_STEPS, WorkedResult
from dealerschoice.records.deals import ExampleDeal
from dealerschoice.records.summary import Summary
from dealerschoice.resolve import resolve
from tests.analysis_entries import analysis, deal, entry, odds

CLAIM = WorkedResult(game_id=0, title="t", file="t.md", cite=None, quote="", steps=())


def named(game) -> Summary:
    """The fake engine's summary of a game: its name, and its count of rules."""
    return Summary(kind=game.name, deal=f"{len(game.rules)} rules")


def fake_engine(calls: list[int], version: str = "1"):
    """An engine of the real one's shape: a result per game (its name and rule count in the
    summary), and `analyse` adding a worked example to each, as the real one does."""
    engine = types.ModuleType("fake_analyse")
    engine.ENGINE_VERSION = version

    def analyse_game(game):
        calls.append(game.id)
        return entry(summary=named(game))

    def analyse(resolved, per_game=None):  # the real engine's signature
        per_game = per_game or engine.analyse_game
        games = {g.id: per_game(g) for g in resolved.games}
        return analysis({id: replace(g, worked=(*g.worked, CLAIM)) for id, g in games.items()})

    engine.analyse_game = analyse_game
    engine.analyse = analyse
    return engine


def with_deals(engine, count: int) -> None:
    """The engine's games each get `count` example deals, seeded by the game's id."""
    plain = engine.analyse_game
    engine.analyse_game = lambda game: replace(plain(game), deals=[deal(seed=game.id)] * count)


def test_only_changed_games_are_analysed_again_and_results_match(catalog, monkeypatch):
    calls: list[int] = []
    engine = fake_engine(calls)
    monkeypatch.setattr(analysis_cache, "_engine", lambda: engine)
    resolved = resolve(load_catalog(catalog))
    first = analysis_cache.cached_analysis(resolved, {}, jobs=2)  # in worker processes
    assert first == engine.analyse(resolved)  # the engine's own output
    calls.clear()

    game = sorted(resolved.games, key=lambda g: g.id)[0]
    path = __import__("pathlib").Path(game.source.file)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace(f"{game.name} (#{game.id})", f"Renamed Game (#{game.id})", 1), encoding="utf-8")
    for file in path.parent.glob("*.txt"):
        file.write_text(file.read_text(encoding="utf-8").replace(f"Parent: {game.name} (#{game.id})",
                                                                 f"Parent: Renamed Game (#{game.id})"), encoding="utf-8")
    edited = resolve(load_catalog(catalog))
    second = analysis_cache.cached_analysis(edited, {}, jobs=1)
    # its children's text changed too (their Parent: line names it)
    assert sorted(calls) == sorted([game.id, *resolved.lineage.children(game.id)])
    assert second.games[game.id].summary.kind == "Renamed Game"
    assert second.games[game.id].worked == (CLAIM,)  # not added twice to a cached copy


def test_a_new_engine_version_analyses_everything_again(catalog, monkeypatch):
    calls: list[int] = []
    resolved = resolve(load_catalog(catalog))
    monkeypatch.setattr(analysis_cache, "_engine", lambda: fake_engine(calls, "1"))
    analysis_cache.cached_analysis(resolved, {}, jobs=1)
    assert len(calls) == len(resolved.games)
    calls.clear()
    analysis_cache.cached_analysis(resolved, {}, jobs=1)
    assert calls == []
    monkeypatch.setattr(analysis_cache, "_engine", lambda: fake_engine(calls, "2"))
    analysis_cache.cached_analysis(resolved, {}, jobs=1)
    assert len(calls) == len(resolved.games)


def test_example_deals_are_stored_apart_and_read_only_when_used(catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path / "cache"))
    calls: list[int] = []
    engine = fake_engine(calls)
    with_deals(engine, 2)
    monkeypatch.setattr(analysis_cache, "_engine", lambda: engine)
    resolved = resolve(load_catalog(catalog))
    first = analysis_cache.cached_analysis(resolved, {}, jobs=1)

    reads = []
    real_read = analysis_cache._read
    monkeypatch.setattr(analysis_cache, "_read", lambda path: reads.append(os.path.basename(path)) or real_read(path))
    second = analysis_cache.cached_analysis(resolved, {}, jobs=1)
    assert len(calls) == len(resolved.games)  # nothing analysed twice
    assert not any(name.endswith(".deals.pickle") for name in reads)
    game = resolved.games[0]
    deals = second.games[game.id].deals
    assert len(deals) == 2 and bool(deals) and not any(n.endswith(".deals.pickle") for n in reads)
    assert list(deals) == [deal(seed=game.id)] * 2
    assert sum(n.endswith(".deals.pickle") for n in reads) == 1  # this game's, now
    assert deals[0] == deal(seed=game.id) and list(deals) == [deal(seed=game.id)] * 2
    assert sum(n.endswith(".deals.pickle") for n in reads) == 1  # a page's three reads: one of the file
    other = second.games[resolved.games[1].id].deals
    assert list(other) == [deal(seed=resolved.games[1].id)] * 2 and list(deals) == [deal(seed=game.id)] * 2
    assert sum(n.endswith(".deals.pickle") for n in reads) == 3  # one slot: the first game's is read again
    assert second == first  # the first build's deals too were left in the cache, read now


def test_freshly_analysed_deals_wait_in_the_cache_not_in_memory(catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path / "cache"))
    engine = fake_engine([])
    with_deals(engine, 1)
    monkeypatch.setattr(analysis_cache, "_engine", lambda: engine)
    resolved = resolve(load_catalog(catalog))
    for jobs in (1, 2):  # in this process and in workers
        first = analysis_cache.cached_analysis(resolved, {}, jobs=jobs, use_cache=True)
        assert all(g.deals._deals is None and len(g.deals) == 1 for g in first.games.values())
        assert all(list(g.deals) == [deal(seed=id)] for id, g in first.games.items())
        for path in (tmp_path / "cache" / "analysis").rglob("*.pickle"):
            path.unlink()
    uncached = analysis_cache.cached_analysis(resolved, {}, jobs=2, use_cache=False)
    assert all(g.deals._deals == [deal(seed=id)] for id, g in uncached.games.items())


def test_lost_deals_are_analysed_again_not_shown_empty(catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path / "cache"))
    calls: list[int] = []
    engine = fake_engine(calls)
    with_deals(engine, 1)
    monkeypatch.setattr(analysis_cache, "_engine", lambda: engine)
    resolved = resolve(load_catalog(catalog))
    analysis_cache.cached_analysis(resolved, {}, jobs=1)
    for path in (tmp_path / "cache" / "analysis").rglob("*.deals.pickle"):
        path.unlink()
    calls.clear()
    again = analysis_cache.cached_analysis(resolved, {}, jobs=1)
    assert len(calls) == len(resolved.games)
    assert all(list(g.deals) == [deal(seed=id)] for id, g in again.games.items())


def test_page_fingerprints_stand_for_a_cached_analysis_by_its_key_and_hash_the_rest():
    """The rules engine fills in only fields its cache key determines (`KEYED_FIELDS`); `analyse`
    adds "worked" and the odds stage "odds": a change there must change the print."""
    from dataclasses import fields

    from dealerschoice.records.analysis import GameAnalysis
    from dealerschoice.render.incremental import KEYED_FIELDS, analysis_print

    resolved = resolve(load_catalog("catalog"))
    assert {f.name for f in fields(GameAnalysis)} - {"worked", "odds"} == KEYED_FIELDS
    result = analysis_cache.cached_analysis(resolved, {}, use_cache=False).games[10]
    key = result.deals.cache_key
    assert key
    before = analysis_print(result)
    assert analysis_print(replace(result, steps=NO_STEPS)) == before  # the key stands for the stored fields
    claim = WorkedResult(game_id=10, title="x", file="x.md", cite=None, quote="", steps=())
    assert analysis_print(replace(result, worked=(*result.worked, claim))) != before
    assert analysis_print(replace(result, odds=odds(deals=50))) != before
    assert analysis_print(replace(result, odds=odds(deals=51))) != analysis_print(replace(result, odds=odds(deals=50)))
    stranger = analysis_cache.StoredDeals("another-key", list(result.deals))
    assert analysis_print(replace(result, deals=stranger)) != before
    plain = replace(result, deals=list(result.deals))  # not from the cache: hashed whole
    assert analysis_print(plain) != analysis_print(replace(plain, steps=NO_STEPS))


def test_record_digests_hash_only_records_not_met_in_the_previous_call(monkeypatch):
    """`serve` builds again after a save; the records of unchanged text are the same objects
    (see load_catalog), and keep their digests. An equal record that is another object, or
    a changed one, is hashed."""
    import dataclasses

    from dealerschoice.store import keys

    games = resolve(load_catalog("catalog")).games
    first = keys.record_digests(games)
    hashed = []
    real = keys.shown
    monkeypatch.setattr(keys, "shown", lambda value: hashed.append(value) or real(value))
    assert keys.record_digests(games) == first and hashed == []
    copy = dataclasses.replace(games[0])
    renamed = dataclasses.replace(games[1], name="Renamed")
    again = keys.record_digests([copy, renamed, *games[2:]])
    assert [value for value in hashed if type(value) is type(copy)] == [copy, renamed]
    assert again[copy.id] == first[copy.id] and again[renamed.id] != first[renamed.id]


def test_a_second_build_in_one_process_reads_only_what_changed(catalog, monkeypatch, tmp_path):
    """As under `serve`: the results read (or made) by the previous build are kept, as stored;
    each build gets its own copies, so a worked example added in one is not in the next."""
    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path / "cache"))
    calls: list[int] = []
    engine = fake_engine(calls)
    with_deals(engine, 1)
    monkeypatch.setattr(analysis_cache, "_engine", lambda: engine)
    resolved = resolve(load_catalog(catalog))
    first = analysis_cache.cached_analysis(resolved, {}, jobs=1)
    reads = []
    real_read = analysis_cache._read
    monkeypatch.setattr(analysis_cache, "_read", lambda path: reads.append(path) or real_read(path))
    second = analysis_cache.cached_analysis(resolved, {}, jobs=1)
    assert reads == [] and len(calls) == len(resolved.games)
    assert second == first and all(g.worked == (CLAIM,) for g in second.games.values())
    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path / "other"))  # another cache: nothing kept
    analysis_cache.cached_analysis(resolved, {}, jobs=1)
    assert len(calls) == 2 * len(resolved.games)


def test_typed_results_are_kept_with_their_deals_apart_and_come_back_equal(catalog, monkeypatch, tmp_path):
    """The engine's results are `GameAnalysis` records: stored as their JSON-like form (deals
    apart, `ExampleDeal.to_json`), handed back with their deals as StoredDeals, equal to the
    engine's own, and a worked example added by `analyse` (with `replace`) is not in the stored copy."""
    import pickle

    from dealerschoice.records.analysis import GameAnalysis

    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path / "cache"))
    calls: list[int] = []
    engine = fake_engine(calls, "typed-1")
    with_deals(engine, 2)
    monkeypatch.setattr(analysis_cache, "_engine", lambda: engine)
    resolved = resolve(load_catalog(catalog))
    first = analysis_cache.cached_analysis(resolved, {}, jobs=1)
    assert first == engine.analyse(resolved)
    analysis_cache._LAST_LOADED.clear()  # read back from disk, as a new build would
    calls.clear()
    second = analysis_cache.cached_analysis(resolved, {}, jobs=1)
    assert calls == [] and second == first
    game = resolved.games[0]
    got = second.games[game.id]
    assert isinstance(got, GameAnalysis) and got.worked == (CLAIM,)
    assert got.summary == named(game)
    assert isinstance(got.deals, analysis_cache.StoredDeals) and got.deals._deals is None
    assert list(got.deals) == [deal(seed=game.id)] * 2
    key = got.deals.cache_key
    with open(analysis_cache._path(key), "rb") as file:
        kept = pickle.load(file)
    stored = entry(summary=named(game))
    assert kept == {"result": stored.to_json(), "count": 2}  # the result as plain data
    with open(analysis_cache._deals_path(key), "rb") as file:
        kept_deals = pickle.load(file)
    assert kept_deals == [deal(seed=game.id)] * 2  # the deals as their records: read back without from_json
    assert all(type(kept_deal) is ExampleDeal for kept_deal in kept_deals)


def test_a_stored_result_of_another_form_is_analysed_again(catalog, monkeypatch, tmp_path):
    """A result file the result types cannot read (written by an older build, or cut short)
    is a miss: the game is analysed again, not shown wrong."""
    import pickle

    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path / "cache"))
    calls: list[int] = []
    engine = fake_engine(calls)
    with_deals(engine, 1)
    monkeypatch.setattr(analysis_cache, "_engine", lambda: engine)
    resolved = resolve(load_catalog(catalog))
    first = analysis_cache.cached_analysis(resolved, {}, jobs=1)
    game = resolved.games[0]
    path = analysis_cache._path(first.games[game.id].deals.cache_key)
    with open(path, "wb") as file:
        pickle.dump({"result": {"runnable": False}, "count": 1}, file)  # a field short
    analysis_cache._LAST_LOADED.clear()
    calls.clear()
    again = analysis_cache.cached_analysis(resolved, {}, jobs=1)
    assert calls == [game.id] and again == first


def test_a_typed_result_is_fingerprinted_by_every_field_in_full():
    """A dataclass in a result (`records.analysis`) prints as its type and fields, not as a
    shortened repr: a change past its 120th character still changes the page fingerprint."""
    from dealerschoice.records.analysis import Stop
    from dealerschoice.render.incremental import plain_data

    long = "x" * 200
    assert plain_data({"stop": Stop(1, long, "a")}) != plain_data({"stop": Stop(1, long + "y", "a")})
    assert plain_data({"stop": Stop(1, None, "r")}) == '{"stop":{"reason":"r","rule":1,"text":null,"type":"Stop"}}'


def test_a_stored_result_with_untyped_facts_summary_or_board_is_analysed_again(catalog, monkeypatch, tmp_path):
    """An entry whose facts, summary or board plan do not read into their records (the form
    an earlier engine wrote: a summary that is its line alone, facts with a list in them, a
    board of a shape nobody draws) is a miss, analysed again; the rest of the catalog is not."""
    import pickle

    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path / "cache"))
    calls: list[int] = []
    engine = fake_engine(calls)
    with_deals(engine, 1)
    monkeypatch.setattr(analysis_cache, "_engine", lambda: engine)
    resolved = resolve(load_catalog(catalog))
    first = analysis_cache.cached_analysis(resolved, {}, jobs=1)
    games = sorted(resolved.games, key=lambda g: g.id)[:3]
    older = ({"summary": {"line": games[0].name, "rules": 3}},
             {"facts": {"cards": 5, "wild": ["2"]}},
             {"board": {"shape": "hexagon", "cards": [], "flips": [], "rules": [], "chosen": False, "up": False,
                        "lines": [], "centre": None, "joker": None}})
    for game, part in zip(games, older):
        path = analysis_cache._path(first.games[game.id].deals.cache_key)
        with open(path, "rb") as file:
            kept = pickle.load(file)
        kept["result"].update(part)
        with open(path, "wb") as file:
            pickle.dump(kept, file)
    analysis_cache._LAST_LOADED.clear()
    calls.clear()
    again = analysis_cache.cached_analysis(resolved, {}, jobs=1)
    assert sorted(calls) == sorted(g.id for g in games) and again == first
    assert again.games[games[0].id].summary == named(games[0])


def test_the_engine_readies_its_workers_once_and_the_build_reads_first_before_they_fork(catalog, monkeypatch):
    """Workers to fork: the engine's `ready_for_workers(jobs)`, then `first()`, both here, then
    the workers; none to fork (one job, or few games): `first()` alone."""
    events: list[tuple[str, int]] = []
    engine = fake_engine([])
    engine.ready_for_workers = lambda jobs: events.append(("ready", jobs))
    plain = engine.analyse_game
    engine.analyse_game = lambda game: events.append(("game", os.getpid())) or plain(game)
    monkeypatch.setattr(analysis_cache, "_engine", lambda: engine)
    resolved = resolve(load_catalog(catalog))
    result = analysis_cache.cached_analysis(resolved, {}, jobs=2, use_cache=False,
                                            first=lambda: events.append(("first", os.getpid())))
    # the games were analysed in the workers: their notes stayed there
    assert events == [("ready", 2), ("first", os.getpid())]
    assert result == engine.analyse(resolved)
    events.clear()
    analysis_cache.cached_analysis(resolved, {}, jobs=1, use_cache=False, first=lambda: events.append(("first", 0)))
    assert events[0] == ("first", 0) and len(events) == 1 + len(resolved.games)  # no ready: nothing forked


def test_the_grammars_are_compiled_in_forks_and_shared_from_the_store(tmp_path, monkeypatch):
    """`analyse.ready_for_workers`: every family's grammar compiled once, each in a fork, none
    in this process; the workers forked next read them from the store."""
    import functools

    from dealerschoice import analyse
    from dealerschoice.rules.read import family as families

    fresh = functools.cache(families.Family)  # none compiled in this process yet
    monkeypatch.setattr(families, "family", fresh)
    log = tmp_path / "compiled"
    real = families.load_grammar

    def noting(*args, **kwargs):
        with open(log, "a", encoding="ascii") as file:
            file.write(f"{os.getpid()}\n")
        return real(*args, **kwargs)

    monkeypatch.setattr(families, "load_grammar", noting)
    analyse.ready_for_workers(2)
    compilers = log.read_text(encoding="ascii").split()
    assert len(compilers) == len(families.family_names()) and str(os.getpid()) not in compilers
    assert sorted(p.name.split("-")[0] for p in (tmp_path / "cache" / "grammars").glob("*.pickle")) == \
        sorted(families.family_names())
    assert all(len(fresh(name).compiled) == 4 for name in families.family_names())
    assert len(log.read_text(encoding="ascii").split()) == len(compilers)  # taken from the store: none compiled again


def test_stored_deals_of_another_form_are_refused_with_the_way_out(catalog, monkeypatch, tmp_path):
    """A deals file that is not a list of the deal records (the JSON-like form an older build
    wrote, or another count) is never shown: reading it names the cache folder to delete."""
    import pickle

    import pytest

    monkeypatch.setenv("DEALERSCHOICE_CACHE", str(tmp_path / "cache"))
    engine = fake_engine([])
    with_deals(engine, 1)
    monkeypatch.setattr(analysis_cache, "_engine", lambda: engine)
    resolved = resolve(load_catalog(catalog))
    analysis_cache.cached_analysis(resolved, {}, jobs=1)
    analysis_cache._LAST_LOADED.clear()
    game = resolved.games[0]
    stored = analysis_cache.cached_analysis(resolved, {}, jobs=1).games[game.id].deals
    assert isinstance(stored, analysis_cache.StoredDeals)
    with open(analysis_cache._deals_path(stored.cache_key), "wb") as file:
        pickle.dump([deal(seed=game.id).to_json()], file)
    analysis_cache.StoredDeals._recent = None
    folder = tmp_path / "cache" / "analysis"
    with pytest.raises(RuntimeError, match=rf"^the analysis cache lost the example deals {stored.cache_key}; "
                                           rf"delete {folder} and build again$"):
        list(stored)
