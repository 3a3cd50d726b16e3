"""`play`: simulate one hand of a game and print what happened, rule by rule."""

from __future__ import annotations

import difflib
import json
import sys

from dealerschoice.errors import CatalogError, Problem, UsageError
from dealerschoice.load.catalog import load_catalog
from dealerschoice.records import Game
from dealerschoice.resolve import Resolved, resolve
from dealerschoice.resolve.names import normal_name

HELP = ('Simulate a hand: python build.py play "Anaconda" [--players N] [--seed S] [--json]; '
        "the same seed gives the same hand.")


def add_arguments(parser) -> None:
    parser.add_argument("game", nargs="+", metavar="GAME", help='a game name, alias, "#id" or "Name (#id)"')
    parser.add_argument("--players", type=int, metavar="N",
                        help="players at the table (default: what the game suits, at most 7)")
    parser.add_argument("--seed", type=int, default=1, metavar="S", help="the shuffle's seed (default 1)")
    parser.add_argument("--json", action="store_true", help="print the transcript as JSON")
    parser.add_argument("--catalog", default="catalog", metavar="DIR",
                        help="catalog folder (games/, write-ups/, guides/); default: catalog")


def find_game(resolved: Resolved, text: str) -> Game:
    """The game meant by `text`, or UsageError with the closest names."""
    game = resolved.by_name(text)
    if game is not None:
        return game
    names: dict[str, Game] = {}
    for g in resolved.games:
        for name in (g.name, *g.aliases):
            names.setdefault(normal_name(name), g)
    close = difflib.get_close_matches(normal_name(text), list(names), n=3, cutoff=0.6)
    guesses = list(dict.fromkeys(f'"{names[c].name} (#{names[c].id})"' for c in close))
    hint = f"; did you mean {' or '.join(guesses)}?" if guesses else (
        '; give a name, an alias or an id such as "#10" (python build.py export lists them)')
    raise UsageError(f'no game "{text}" in the catalog{hint}')


def run(args) -> int:
    from dealerschoice.play.program import NotRunnable, game_program
    from dealerschoice.play.simulate import default_players, simulate
    from dealerschoice.play.table import SimulationError
    from dealerschoice.rules.facts import derive_facts

    resolved = resolve(load_catalog(args.catalog))
    game = find_game(resolved, " ".join(args.game))
    try:
        program = game_program(game)
    except NotRunnable as error:
        raise _stopped(game, error.stop) from None
    most = max(2, derive_facts(game).players or 2)
    players = args.players if args.players is not None else default_players(program)
    if not 2 <= players <= most:
        raise UsageError(f"--players {players}: {game.name} takes 2 to {most} players (the deck serves "
                         f"at most {most}); e.g. --players {min(most, 4)}")
    try:
        transcript = simulate(program, players, args.seed)
    except NotRunnable as error:
        raise _stopped(game, error.stop, f" with {players} players and seed {args.seed}") from None
    except SimulationError as error:
        print(f"internal error while simulating {game.name} (#{game.id}) with seed {args.seed}: {error}\n"
              "This is a bug in the simulator, not in the catalog.", file=sys.stderr)
        return 70
    if args.json:
        print(json.dumps(transcript.as_json(), ensure_ascii=False, indent=1))
    else:
        sys.stdout.write(transcript.as_text())
    return 0


def _stopped(game, stop, how: str = "") -> CatalogError:
    line = next((r.line for r in game.rules if r.number == stop.rule), game.source.line)
    return CatalogError([Problem(game.source.file, line,
                                 f'"{game.name} (#{game.id})" cannot be simulated{how}: {stop}')])
