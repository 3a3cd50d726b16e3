"""The rules engine's results for the site: `analyse(resolved) -> Analysis` (`records.analysis`).

Per game: how its rules were read (steps per rule), the derived facts, and example hands
(seeded deals with the `play` command that reproduces each), or the rule that stops the
game from running and why. Worked examples in the catalog are executed here; a false claim
raises CatalogError at its file and line.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from dealerschoice.errors import CatalogError
from dealerschoice.play.program import EndlessHand, NotRunnable, game_program
from dealerschoice.play.simulate import default_players, simulate
from dealerschoice.play.transcript import SHOW_TABLE
from dealerschoice.records.analysis import Analysis, GameAnalysis, RuleRead, RuleStatus, StepsRead
from dealerschoice.records.deals import BoardLayout, DealEvent, EventKind, ExampleDeal, TableState
from dealerschoice.rules.facts import derive_facts
from dealerschoice.rules.grammar import read_game
from dealerschoice.rules.steps.board_plan import board_plan
from dealerschoice.rules.summary import summarise

if TYPE_CHECKING:
    from dealerschoice.play.transcript import Transcript
    from dealerschoice.records import Game
    from dealerschoice.records.board import BoardPlan
    from dealerschoice.records.facts import Facts
    from dealerschoice.resolve import Resolved
    from dealerschoice.rules.grammar import ReadRule

SEEDS = (1, 2, 3, 4, 5)
PAGE_PLAYERS = (4, 5, 3, 6, 4)  # "deal another" varies the table size too, within what the game takes


def analyse(resolved: Resolved, per_game: Callable[[Game], GameAnalysis] | None = None) -> Analysis:
    """Analysis of every game, keyed by id; raises CatalogError on a false worked example.

    `per_game(game)` stands in for `analyse_game` (the build's cache answers from stored results).

    >>> from dealerschoice.load.catalog import load_catalog
    >>> from dealerschoice.resolve import resolve
    >>> result = analyse(resolve(load_catalog("catalog")))
    >>> game = result.games[10]
    >>> game.runnable, len(game.deals) >= 5, game.deals[0].command.startswith("python build.py play")
    (True, True, True)
    """
    from dealerschoice.play.examples import run_examples
    games: dict[int, GameAnalysis] = {}
    per_game = per_game or analyse_game
    for game in resolved.games:
        games[game.id] = per_game(game)
    worked, problems = run_examples(resolved)
    if problems:
        raise CatalogError(problems)
    for result in worked:  # a worked example's game is one of the catalog's: analysed above
        entry = games[result.game_id]
        games[result.game_id] = replace(entry, worked=(*entry.worked, result))
    runnable = sum(1 for g in games.values() if g.runnable)
    return Analysis(games, runnable, tuple(worked))


def ready_for_workers(jobs: int) -> None:
    """What the build's cache (`cache.cached_analysis`) calls before it forks `jobs` workers
    to analyse games: every grammar family compiled, `jobs` at a time, each in a fork of its
    own that keeps it in the store (`Family.compiled`), where the workers read it. Compiling
    the grammars is most of what reading costs in a cold build: left to the workers, each
    compiled every family itself; compiled in this process, one after another, the other cores
    idled. They are not read into this process: every page worker forked later would hold
    them too; what this process reads (the write-ups) reads those it needs. Where the store
    cannot keep them, each worker compiles what it cannot find there."""
    from dealerschoice.processes import fresh_fork_map
    from dealerschoice.rules.read.family import family_names, grammar_text
    names = sorted(family_names(), key=lambda name: -len(grammar_text(name)))  # the longest first: the forks end together
    fresh_fork_map(_compile_grammar, names, jobs)


def _compile_grammar(name: str) -> None:
    from dealerschoice.rules.read.family import family
    family(name).compiled  # noqa: B018 -- the property compiles it, or reads it from the store, and keeps it


def analyse_game(game: Game) -> GameAnalysis:
    read = read_game(game)  # read once: the steps, the facts and the program all start from it
    facts = _facts(read)
    deals: list[ExampleDeal] = []
    data = GameAnalysis(runnable=False, stop=None, error=None, facts=facts, steps=_steps(read), deals=deals,
                        summary=summarise(read, facts), board=_board(read))
    try:
        program = game_program(game, read)
    except NotRunnable as error:
        return replace(data, stop=error.stop.to_record())
    most = default_players(program, facts)
    stop = None
    try:
        # a deal the table cannot follow (the deck runs out on bought cards...) is skipped
        for seed in range(1, 3 * len(SEEDS) + 1):
            if len(deals) == len(SEEDS):
                break
            players = max(2, min(PAGE_PLAYERS[(seed - 1) % len(PAGE_PLAYERS)], most))
            try:
                deals.append(deal_data(simulate(program, players, seed, views=SHOW_TABLE)))
            except EndlessHand as error:  # every seed would loop the same way
                stop = stop or error.stop
                break
            except NotRunnable as error:
                stop = stop or error.stop
                if not deals and seed >= len(PAGE_PLAYERS):
                    break  # no deal at any table size tried: the game stops at its rule
    except Exception as error:  # a simulator bug must not stop the site: the page says so
        return replace(data, error=f"internal error in the simulator: {type(error).__name__}: {error}", deals=[])
    if not deals:
        return replace(data, stop=stop.to_record() if stop else None)
    return replace(data, runnable=True)


def deal_data(transcript: Transcript) -> ExampleDeal:
    """A transcript as the page shows it: table states only where cards moved."""
    events: list[DealEvent] = []
    last = None
    for event in transcript.events:
        state = None
        # equal views give equal tables: only a changed one is made
        if event.view is not None and event.kind in SHOW_TABLE and event.view != last:
            state = TableState.from_json(event.view.as_json())
            last = event.view
        events.append(DealEvent(event.rule, EventKind.of(event.kind), event.text, state))
    board = BoardLayout.from_json(transcript.board.as_json()) if transcript.board is not None else None
    return ExampleDeal(seed=transcript.seed, players=transcript.players, command=transcript.command(),
                       events=tuple(events), amounts=tuple(sorted(transcript.amounts.items())),
                       carried=transcript.carried, pot_total=transcript.pot_total, board=board)


def _facts(read: Sequence[ReadRule]) -> Facts | None:
    try:
        return derive_facts(read)
    except Exception:  # the facts are the rules helper's; a gap there must not stop the site
        return None


def _board(read: Sequence[ReadRule]) -> BoardPlan | None:
    """The board layout the page draws (`rules.steps.board_plan.board_plan`)."""
    try:
        return board_plan(read)
    except Exception:  # a drawing must not stop the site: the page shows none
        return None


def _steps(read: Sequence[ReadRule]) -> StepsRead:
    return StepsRead.of([RuleRead(rule.number, RuleStatus(rule.status), tuple(s.kind for s in rule.steps)) for rule in read])
