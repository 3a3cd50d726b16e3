"""`python build.py build`: render the site (the default command)."""

from __future__ import annotations

import sys

from dealerschoice.pipeline import build_site

HELP = "build the site from the catalog into a folder (the default command)"


def add_arguments(parser) -> None:
    parser.add_argument("--catalog", default="catalog", metavar="DIR", help="catalog folder (default: catalog)")
    parser.add_argument("--out", default="site", metavar="DIR", help="output folder, replaced atomically (default: site)")
    parser.add_argument("--strict", action="store_true", help="treat warnings as errors")
    parser.add_argument("--no-search", action="store_true", help="skip the Pagefind search index (faster)")


def run(args) -> int:
    report = build_site(args.catalog, args.out, strict=args.strict, search=not args.no_search, wait=False)
    for problem in report.problems:
        if problem.severity == "warning":
            print(f"warning: {problem}", file=sys.stderr)
    print(report.summary())
    return 0
