"""`check`: read and resolve the catalog, report every problem at once."""

from __future__ import annotations

import dataclasses
import gc
import json
import re
from contextlib import contextmanager
from dataclasses import dataclass

from dealerschoice.errors import CatalogError, Problem
from dealerschoice.load.catalog import read_catalog
from dealerschoice.records import Catalog
from dealerschoice.resolve import resolve
from dealerschoice.rules.unread import unread_rules

HELP = "Check the catalog: list every error, warning and note at once; exit 1 on any error."


@dataclass(frozen=True)
class CheckReport:
    catalog: Catalog
    problems: tuple[Problem, ...]  # errors, warnings and info, in file and line order

    def of(self, severity: str) -> list[Problem]:
        return [p for p in self.problems if p.severity == severity]

    def counts(self) -> dict:
        catalog = self.catalog
        return {"games": len(catalog.games), "stubs": len(catalog.stubs),
                "write_ups": len(catalog.write_ups), "guides": len(catalog.guides)}

    def as_json(self) -> dict:
        return {**self.counts(), "errors": [p.as_json() for p in self.of("error")],
                "warnings": [p.as_json() for p in self.of("warning")],
                "info": [p.as_json() for p in self.of("info")]}

    def as_text(self) -> str:
        lines = [label(p) for p in self.problems if p.severity != "info"]
        notes = self.of("info")
        if notes:
            lines.append("Information (not errors):")
            lines.extend(label(p) for p in notes)
        c = self.counts()
        lines.append(f"{plural(c['games'], 'game')}, {plural(c['stubs'], 'stub')}, "
                     f"{plural(c['write_ups'], 'write-up')}, {plural(c['guides'], 'guide')}: "
                     f"{plural(len(self.of('error')), 'error')}, "
                     f"{plural(len(self.of('warning')), 'warning')}, {plural(len(notes), 'note')}.")
        return "\n".join(lines)


def plural(count: int, word: str) -> str:
    """
    >>> plural(1, "guide"), plural(0, "error")
    ('1 guide', '0 errors')
    """
    return f"{count} {word}" + ("" if count == 1 else "s")


def label(problem: Problem) -> str:
    r"""`file:line: message`, with `warning:` or `info:` before the message when not an error;
    control characters quoted from the catalog are written as escapes, never sent to the
    terminal (an ESC sequence would recolour or clear it).

    >>> print(label(Problem("g.txt", 3, 'unread "\x1b[2J"', "warning")))
    g.txt:3: warning: unread "\x1b[2J"
    """
    text = str(problem) if problem.severity == "error" else str(
        Problem(problem.file, problem.line, f"{problem.severity}: {problem.message}"))
    return _CONTROL.sub(lambda m: f"\\x{ord(m[0]):02x}", text)


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # all but tab and newline


def check_catalog(root, strict: bool = False) -> CheckReport:
    """Everything `check` reports about the catalog folder `root`; never raises CatalogError.
    With `strict`, warnings are errors (as `build --strict` treats them).

    >>> report = check_catalog("no/such/folder")
    >>> report.counts()["games"], [p.severity for p in report.problems]
    (0, ['error'])
    """
    with _collector_paused():
        return _check(root, strict)


def _check(root, strict: bool) -> CheckReport:
    catalog, problems = read_catalog(root)
    loaded_cleanly = not any(p.severity == "error" for p in problems)
    try:
        resolved = resolve(catalog)
    except CatalogError as error:
        problems.extend(error.problems)
    except Exception:
        if loaded_cleanly:
            raise
        # A catalog with read errors may be too broken to resolve; the read errors are reported.
    else:
        notices = set(catalog.notices)  # a set: a tuple scanned for each problem grew with the square of them
        problems.extend(p for p in resolved.problems if p not in notices)
        problems.extend(unread_rules(catalog.games))
    if strict:
        problems = [dataclasses.replace(p, severity="error") if p.severity == "warning" else p for p in problems]
    unique = list(dict.fromkeys(problems))
    order = {file.path: index for index, file in enumerate(catalog.files)}
    unique.sort(key=lambda p: (order.get(p.file, len(order)), p.file, p.line or 0))
    return CheckReport(catalog, tuple(unique))


@contextmanager
def _collector_paused():
    """No cyclic garbage collection while the catalog is read and checked: reading makes lasting
    objects and hardly any garbage, yet each full pass walks them all, more of them each time
    (a third of the reading time on an 18 MB catalog, growing faster than the catalog)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def add_arguments(parser) -> None:
    parser.add_argument("--catalog", default="catalog", metavar="DIR",
                        help="catalog folder (games/, write-ups/, guides/); default: catalog")
    parser.add_argument("--json", action="store_true",
                        help="print the counts and problems as JSON instead of text")
    parser.add_argument("--strict", action="store_true",
                        help="treat warnings (rules the grammar does not read among them) as errors")


def run(args) -> int:
    report = check_catalog(args.catalog, strict=args.strict)
    if args.json:
        print(json.dumps(report.as_json(), ensure_ascii=False, indent=2))
    else:
        print(report.as_text())
    return 1 if report.of("error") else 0
