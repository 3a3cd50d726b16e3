"""`python build.py build`: render the site (the default command)."""

from __future__ import annotations

import sys

from dealerschoice.errors import UsageError
from dealerschoice.pipeline import build_site

HELP = "build the site from the catalog into a folder (the default command)"


def add_arguments(parser) -> None:
    parser.add_argument("--catalog", default="catalog", metavar="DIR", help="catalog folder (default: catalog)")
    parser.add_argument("--out", default="site", metavar="DIR", help="output folder, replaced atomically (default: site)")
    parser.add_argument("--strict", action="store_true", help="treat warnings as errors")
    parser.add_argument("--no-search", action="store_true", help="skip the Pagefind search index (faster)")
    parser.add_argument("--jobs", type=int, default=None, metavar="N",
                        help="worker processes for pages and diagrams (default: one per core)")
    parser.add_argument("--no-cache", action="store_true",
                        help="render every page afresh, ignoring and not filling the page cache "
                             "(.cache/, or $DEALERSCHOICE_CACHE)")
    parser.add_argument("--timings", action="store_true", help="print seconds per build stage")
    from dealerschoice.commands.odds import add_build_arguments
    add_build_arguments(parser)  # --no-odds, --deals N


def run(args) -> int:
    if args.jobs is not None and args.jobs < 1:
        raise UsageError(f"--jobs {args.jobs}: give a number of processes, 1 or more (default: one per core)")
    report = build_site(args.catalog, args.out, strict=args.strict, search=not args.no_search, wait=False,
                        jobs=args.jobs, cache=not args.no_cache, odds=_odds_options(args))
    for problem in report.problems:
        if problem.severity == "warning":
            print(f"warning: {problem}", file=sys.stderr)
    print(report.summary())
    if args.timings:
        print("  " + ", ".join(f"{stage} {seconds:.2f} s" for stage, seconds in report.stages.items()))
    return 0


def _odds_options(args):
    from dealerschoice.commands.odds import build_options
    return build_options(args)
