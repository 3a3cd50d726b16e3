"""How the build cuts the odds into runs (`odds_cache.round_tasks`): a simulated game in chunks
spread over the workers, a planned game whole (its memos filled in one process), tasks that
name their game by id (each worker is handed the games once); the figures the same whatever
the workers; every game's plan compiled once a process (`plan_for` keeps them all); one memo
of scores by ranks for every game of a process (`run.scorer`)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import HandRules
from dealerschoice.cards.keys import plain_high_score, unpack
from dealerschoice.load.catalog import load_catalog
from dealerschoice.play import odds_cache
from dealerschoice.play.fast import plan_for, run
from dealerschoice.play.fast.run import scorer
from dealerschoice.play.odds import play_deals
from dealerschoice.play.odds_cache import CHUNK, catalog_odds, round_tasks, runnable, task_cost
from dealerschoice.resolve import resolve

# every seed game has a plan since session 9: the simulated game is written out here, a guts
# game whose players bid for the right to switch hands with the table (Consecutive Guts, the
# example until session 10, plans: `guts_parts`)
UNPLANNED = """Auction Guts Written Out (#900)

Tags: guts

Rules:

1. Deal five cards face down to each player.
2. Deal five cards face down to the table.
3. Auction off the right to switch hands with the table.
4. Declare in/out simultaneously.
5. Each player may draw up to two cards.
6. Showdown, high hand wins.
7. Anyone who went in and lost must match the pot. If no one went in or someone had to match the pot, redeal for all.

Parent: Root Game (#0)
"""


@pytest.fixture(scope="module")
def unplanned(tmp_path_factory):
    """A catalog of one game no plan follows."""
    folder = tmp_path_factory.mktemp("unplanned")
    (folder / "games").mkdir()
    (folder / "games" / "guts.txt").write_text(UNPLANNED)
    return resolve(load_catalog(folder))


def _todo(pairs, players: int) -> dict[int, tuple]:
    return {game.id: (game, program, players, "key") for game, program in pairs}


def _one_of_each(stud, unplanned):
    """A game the fast path plans (Seven Card Stud) and one only the simulator plays."""
    planned = next((g, p) for g, p in runnable(stud.games) if g.name == "Seven Card Stud")
    simulated = next((g, p) for g, p in runnable(unplanned.games) if plan_for(p, 5) is None)
    return planned, simulated


def test_a_simulated_game_in_chunks_a_planned_game_whole(stud, unplanned):
    (planned, p_program), (simulated, s_program) = _one_of_each(stud, unplanned)
    todo = _todo([(planned, p_program), (simulated, s_program)], 5)
    tasks = round_tasks(todo, {planned.id: (0, 2000), simulated.id: (0, 2 * CHUNK + 100)}, seed=3)
    # dearest first: the simulated chunks (5 players a deal), the short chunk last of them, then the plan's run
    assert tasks == [(simulated.id, 3, 0, CHUNK), (simulated.id, 3, CHUNK, 2 * CHUNK),
                     (simulated.id, 3, 2 * CHUNK, 2 * CHUNK + 100), (planned.id, 3, 0, 2000)]
    assert task_cost(s_program, 5) * 100 > task_cost(p_program, 5) * 2000
    # a later round (`deals=None`: 500 more) is one task for the plan too, from where the last stopped
    assert round_tasks(todo, {planned.id: (2000, 2500)}, seed=3) == [(planned.id, 3, 2000, 2500)]
    assert round_tasks(todo, {planned.id: (2000, 2000)}, seed=3) == []


def test_a_task_names_its_game_and_the_worker_holds_the_games(stud):
    game, program = next((g, p) for g, p in runnable(stud.games) if g.name == "Five Card Stud")
    odds_cache._start_worker(odds_cache.os.getppid(), {game.id: (program, 4)})
    try:
        id, start, tally = odds_cache._task((game.id, 2, 40, 90))
    finally:
        odds_cache._take_games({})
    assert (id, start) == (game.id, 40)
    assert tally == play_deals(program, 4, 2, 40, 90)
    with pytest.raises(KeyError):
        odds_cache._task((game.id, 2, 40, 90))  # no run in progress: no games


def test_same_figures_with_chunked_and_whole_runs_whatever_the_workers(stud, unplanned):
    """A simulated game cut into chunks over two workers, and planned games played whole,
    give the figures of one process playing every deal."""
    (planned, _), (simulated, _) = _one_of_each(stud, unplanned)
    games = [planned, stud.by_name("Five Card Stud"), simulated]
    one = catalog_odds(games, deals=CHUNK + 20, players=5, jobs=1, use_cache=False)
    two = catalog_odds(games, deals=CHUNK + 20, players=5, jobs=2, use_cache=False)
    assert one == two
    assert {o.figures.deals + o.figures.errors + o.figures.unplayed for o in two.values()} == {CHUNK + 20}
    assert odds_cache._GAMES == {}  # the run's games are let go at its end


def test_every_plan_is_kept_for_the_process(seeds):
    """More (program, players) than the old cache's 256: the first plan asked is still the one
    kept (compiled once, not again with each chunk of each game)."""
    pairs = [(p, n) for _, p in runnable(seeds.games) for n in range(2, 8)]
    assert len(pairs) > 256
    first = plan_for(*pairs[0])
    for program, players in pairs:
        plan_for(program, players)
    hits = plan_for.cache_info().hits
    assert plan_for(*pairs[0]) is first
    assert plan_for.cache_info().hits == hits + 1


_RULES = (HandRules(), HandRules.parse("2"), HandRules.parse("9,Jh"), HandRules(bug_ranks=frozenset({3})),
          HandRules.parse("5", duplicates="any"), HandRules(wild_in="low", wild_ranks=frozenset({2})))


@settings(max_examples=300, deadline=None)
@given(hands=st.lists(st.tuples(st.integers(0, len(_RULES) - 1),
                                st.lists(st.integers(0, 52), min_size=1, max_size=9, unique=True)), max_size=12))
def test_one_memo_of_scores_for_every_game_of_a_process(hands):
    """Every scorer of a process shares one memo (by whether a wild may repeat a held card):
    in any order of games and hands, each score is the evaluator's under that game's rules."""
    deck = tuple(range(53))  # one deck and a joker
    scorers = [scorer(rules, deck, 9) for rules in _RULES]
    for which, cards in hands:
        assert scorers[which](tuple(cards)) == plain_high_score(tuple(cards), _RULES[which])


def test_the_memo_is_shared_by_rules_of_other_wild_cards():
    threes, nines = HandRules.parse("3"), HandRules.parse("9")
    deck = tuple(range(52))
    kings_and_a_wild = (11 * 4, 11 * 4 + 1, 10 * 4 + 2, 9 * 4 + 3)  # K K Q J, no suit to flush
    run._BY_COUNTS.clear()
    assert scorer(threes, deck, 7)(kings_and_a_wild + (1 * 4,)) == scorer(nines, deck, 7)(kings_and_a_wild + (7 * 4,))
    assert list(run._BY_COUNTS) == [False] and len(run._BY_COUNTS[False]) == 1  # judged once, for both games
    assert unpack(scorer(nines, deck, 7)(kings_and_a_wild + (7 * 4,))) == (3, (13, 13, 13, 12, 11))
