"""`odds`: what wins in a game, by playing it many times with the simulator."""

from __future__ import annotations

import json
import sys
import time
from typing import TYPE_CHECKING

from dealerschoice.errors import CatalogError, Problem, UsageError

if TYPE_CHECKING:
    from dealerschoice.records.odds import Odds

HELP = ('What wins in a game, by simulation: python build.py odds "Anaconda" [--deals N] [--players N] '
        "[--seed S] [--json] [--jobs N]; the same seed gives the same figures.")


def add_arguments(parser) -> None:
    from dealerschoice.play.odds import DEFAULT_DEALS
    parser.add_argument("game", nargs="+", metavar="GAME", help='a game name, alias, "#id" or "Name (#id)"')
    parser.add_argument("--deals", type=int, default=DEFAULT_DEALS, metavar="N",
                        help=f"deals to play (default {DEFAULT_DEALS})")
    parser.add_argument("--players", type=int, metavar="N",
                        help="players at the table (default: what the game suits, at most 7, as in `play`)")
    parser.add_argument("--seed", type=int, default=1, metavar="S",
                        help="seed of the run; deal i is `play --seed S*1000000+i` (default 1)")
    parser.add_argument("--json", action="store_true",
                        help="print the figures as JSON (fractions with their standard errors in *_se)")
    parser.add_argument("--jobs", type=int, default=1, metavar="N",
                        help="worker processes sharing the deals (default 1)")
    parser.add_argument("--no-cache", action="store_true",
                        help="play every deal afresh, ignoring and not filling the cache "
                             "(.cache/odds, or $DEALERSCHOICE_CACHE/odds)")
    parser.add_argument("--catalog", default="catalog", metavar="DIR",
                        help="catalog folder (games/, write-ups/, guides/); default: catalog")


def run(args) -> int:
    from dealerschoice.commands.play import find_game
    from dealerschoice.load.catalog import load_catalog
    from dealerschoice.play.odds_cache import game_odds
    from dealerschoice.play.program import NotRunnable, game_program
    from dealerschoice.resolve import resolve
    from dealerschoice.rules.facts import derive_facts

    if args.deals < 1:
        raise UsageError(f"--deals {args.deals}: give a number of deals, 1 or more (e.g. --deals 2000)")
    if args.jobs < 1:
        raise UsageError(f"--jobs {args.jobs}: give a number of processes, 1 or more (e.g. --jobs 2)")
    resolved = resolve(load_catalog(args.catalog))
    game = find_game(resolved, " ".join(args.game))
    try:
        game_program(game)
    except NotRunnable as error:
        stop = error.stop
        line = next((r.line for r in game.rules if r.number == stop.rule), game.source.line)
        raise CatalogError([Problem(game.source.file, line,
                                    f'"{game.name} (#{game.id})" cannot be simulated: {stop}')]) from None
    if args.players is not None:
        most = max(2, derive_facts(game).players or 2)
        if not 2 <= args.players <= most:
            raise UsageError(f"--players {args.players}: {game.name} takes 2 to {most} players (the deck serves "
                             f"at most {most}); e.g. --players {min(most, 4)}")
    figures = game_odds(game, args.deals, args.players, args.seed, jobs=args.jobs,
                        progress=progress_line("deals"), use_cache=not args.no_cache)
    if args.json:
        print(json.dumps(figures.to_json(), ensure_ascii=False, indent=1))
    else:
        sys.stdout.write(odds_text(figures))
    return 0


def odds_text(odds: Odds) -> str:
    """The figures as a few readable lines (± one standard error)."""
    from dealerschoice.play.odds import category_label
    f = odds.figures
    head = f"{odds.game} (#{odds.game_id}): {f.deals:,} deals, {odds.players} players, seed {odds.seed}"
    lines = [head + " (± one standard error)"]
    if f.errors:
        lines.append(f"  ({f.errors} deals stopped by a simulator error and are left out)")
    if f.unplayed:
        lines.append(f"  ({f.unplayed} deals the table could not follow, e.g. the deck ran out, are left out)")
    for side, mix, errors, n in (("high", f.winning_categories, f.winning_categories_se, f.showdowns),
                                 ("low", f.low_categories, f.low_categories_se, f.low_showdowns)):
        if not mix:
            continue
        lines.append(f"Winning {side} hands ({n:,} showdowns):")
        for category, share in reversed(list(mix.items())):
            bar = "#" * round(share * 40)
            lines.append(f"  {category_label(category):<17} {share * 100:5.1f}% ± {errors[category] * 100:3.1f}  {bar}")
    if f.median_winner:
        lines.append(f"Median winning hand: {f.median_winner}")
    if f.median_low_winner:
        lines.append(f"Median winning low: {f.median_low_winner}")
    lines.append(f"Pot split: {_pct(f.split_pots, f.split_pots_se)}; a wild card in the winning hand: "
                 f"{_pct(f.wild_in_winner, f.wild_in_winner_se)}; someone forced out: "
                 f"{_pct(f.forced_folds, f.forced_folds_se)} ({f.forced_out_per_deal:.2f} players a deal)")
    if f.no_showdown:
        lines.append(f"Won without a showdown (everyone else out): {f.no_showdown * 100:.1f}%")
    return "\n".join(lines) + "\n"


def _pct(share: float, se: float) -> str:
    return f"{share * 100:.1f}% ± {se * 100:.1f}"


def progress_line(unit: str, stream=None):
    """A callback that keeps one progress line up to date on a terminal; None when `stream`
    (default stderr) is not a terminal, so logs and pipes stay clean."""
    stream = stream or sys.stderr
    if not stream.isatty():
        return None
    started = time.perf_counter()
    state = {"last": 0.0}

    def progress(done: int, total: int) -> None:
        now = time.perf_counter()
        if done < total and now - state["last"] < 0.2:
            return
        state["last"] = now
        share = done / total if total else 1.0
        stream.write(f"\rodds: {done:,}/{total:,} {unit} ({share:.0%}, {now - started:.0f} s)\033[K")
        if done >= total:
            stream.write("\r\033[K")
        stream.flush()

    return progress


def add_build_arguments(parser) -> None:
    """`build --no-odds` and `build --deals N|auto`."""
    from dealerschoice.play.odds import BUILD_DEALS, BUILD_TIERS, LEAST_DEALS, MIN_BUILD_DEALS, MOST_DEALS
    tiers = ", ".join(f"{deals} up to {most}" for most, deals in BUILD_TIERS[1:])
    parser.add_argument("--no-odds", action="store_true", help="skip the odds (what wins in each game)")
    parser.add_argument("--deals", default=None, metavar="N|auto",
                        help=f"deals simulated per game for the odds (default {BUILD_DEALS} for up to "
                             f"{BUILD_TIERS[0][0]} runnable games, {tiers}, then {MIN_BUILD_DEALS}; auto: at "
                             f"least {LEAST_DEALS:,}, more until every figure shown is within a point of the "
                             f"true odds, at most {MOST_DEALS:,}); cached by each game's steps, so a later "
                             "build plays only the games that changed")


def build_options(args) -> dict | bool:
    """The `odds` argument of `build_site` from the build command's flags."""
    if getattr(args, "no_odds", False):
        return False
    deals = getattr(args, "deals", None)
    options: dict = {"progress": progress_line("deals")}
    if deals == "auto":
        options["until_margin"] = True
    elif deals is not None:
        try:
            count = int(deals)
        except (TypeError, ValueError):
            count = 0
        if count < 1:
            raise UsageError(f"--deals {deals}: give a number of deals, 1 or more, or auto (e.g. --deals 2000)")
        options["deals"] = count
    return options
