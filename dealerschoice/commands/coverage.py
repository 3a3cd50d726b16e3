"""`coverage`: how many rule lines the rules engine reads, and how many games can run."""

from __future__ import annotations

import json

from dealerschoice.load.catalog import load_catalog
from dealerschoice.rules.coverage import rule_coverage

HELP = "Count rule lines read as executable steps, table rules and unknown sentences; list runnable games."


def add_arguments(parser) -> None:
    parser.add_argument("--catalog", default="catalog", metavar="DIR",
                        help="catalog folder (games/, write-ups/, guides/); default: catalog")
    parser.add_argument("--json", action="store_true",
                        help="print the figures as JSON: games, runnable_games, rule_lines, executable, "
                             "table_rules, unknown, unknown_sentences")


def run(args) -> int:
    coverage = rule_coverage(load_catalog(args.catalog).games)
    if args.json:
        print(json.dumps(coverage.as_json(), ensure_ascii=False, indent=2))
    else:
        print(coverage.as_text())
    return 0
