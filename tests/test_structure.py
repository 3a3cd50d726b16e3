"""The package's shape, read from its files: imports run only downward through the stages
(README "Layout", ../shared/ARCHITECTURE.md), and no module grows past 400 lines.

The import graph is read statically (`ast`), every import counted: at the top of a module,
inside functions, and under `TYPE_CHECKING` (a type from a stage above is a dependency too).
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "dealerschoice"
ROOT = "dealerschoice"

# Each stage (a module or package right under dealerschoice/) and its floor, lowest first. A
# module may import from its own floor and those below, never from one above.
FLOORS: dict[str, int] = {
    # nothing of the project below them (see also ALONE); the package's own `__init__` runs
    # before every module, so it is here too
    "errors": 0, "store": 0, "processes": 0, "records": 0, "cards": 0, "__init__": 0,
    # on records
    "load": 1, "resolve": 1, "rules": 1,
    # steps -> a hand played out, on rules and cards
    "play": 2,
    # the engine's per-game results (`analyse`) and their cache (`cache`), on play
    "analyse": 3, "cache": 3,
    # templates -> files in memory, from records, lineage and the analysis handed to it
    "render": 4,
    # the build and the commands on top
    "write": 5, "pipeline": 5, "commands": 5, "cli": 5, "__main__": 5,
}
# Stages that know nothing of the stages beside them either: `cards` nothing of games, the store
# nothing of what it keeps, records nothing of how they are read. Each may import only these.
ALONE: dict[str, frozenset[str]] = {
    "cards": frozenset({"cards", "errors", "__init__"}),
    "records": frozenset({"records", "errors", "__init__"}),
    "store": frozenset({"store", "__init__"}),
    "errors": frozenset({"errors", "__init__"}),
    "processes": frozenset({"processes", "__init__"}),
}

LINE_LIMIT = 400
# Modules over the limit when the limit came in, at their size then: each may only shrink
# (split it by meaning), and comes off the list once under the limit. No new module may join.
OVER_LIMIT: dict[str, int] = {}


def modules() -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its own name)."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        if parts[-1] == "__init__" and len(parts) > 1:
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


MODULES = modules()


def stage(module: str) -> str:
    """The stage a module belongs to: the first name under `dealerschoice` ("__init__" for the
    package itself).

    >>> stage("dealerschoice.render.incremental"), stage("dealerschoice.cache"), stage("dealerschoice")
    ('render', 'cache', '__init__')
    """
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def imported(module: str, path: Path) -> list[tuple[str, int]]:
    """The `dealerschoice` modules `module` imports, each with the line of the import. `from A
    import b` is the module A.b when there is one, else A."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(alias.name, node.lineno) for alias in node.names if alias.name.split(".")[0] == ROOT]
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: from the module's own package, up `level - 1`
                base = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            if source.split(".")[0] != ROOT:
                continue
            for alias in node.names:
                inner = f"{source}.{alias.name}"
                out.append((inner if inner in MODULES else source, node.lineno))
    return out


def upward_imports() -> list[str]:
    problems: dict[str, None] = {}  # ordered, once each (`from A import b, c` is one line)
    for module, path in MODULES.items():
        mine = stage(module)
        for target, line in imported(module, path):
            theirs = stage(target)
            if theirs not in FLOORS or mine not in FLOORS:
                continue  # a stage of its own: test_every_stage_has_a_floor names it
            if FLOORS[theirs] > FLOORS[mine]:
                problems[f"{module} (stage {mine}, floor {FLOORS[mine]}) imports {target} (stage {theirs}, "
                         f"floor {FLOORS[theirs]}) at line {line}: a stage may import only from its floor "
                         "and those below"] = None
    return list(problems)


def test_cards_records_and_the_store_know_nothing_beside_them():
    problems = [f"{module} (stage {stage(module)}) imports {target} at line {line}: "
                f"{stage(module)} may import only from {', '.join(sorted(ALONE[stage(module)]))}"
                for module, path in MODULES.items() if stage(module) in ALONE
                for target, line in imported(module, path) if stage(target) not in ALONE[stage(module)]]
    assert problems == [], "\n".join(problems)


def test_every_stage_has_a_floor():
    stages = {stage(module) for module in MODULES}
    assert stages - FLOORS.keys() == set(), "a new stage: give it a floor in FLOORS (tests/test_structure.py)"


def test_imports_run_only_downward():
    problems = upward_imports()
    assert problems == [], "\n".join(problems)


def test_the_import_reader_sees_every_kind_of_import(tmp_path):
    source = ("from __future__ import annotations\nimport os\nimport dealerschoice.cards.cards\n"
              "from dealerschoice import store\nfrom dealerschoice.records import Game\n"
              "from . import hands\nfrom .lows import low\n"
              "def f():\n    from dealerschoice.render.incremental import digest\n")
    path = tmp_path / "probe.py"
    path.write_text(source, encoding="utf-8")
    assert imported("dealerschoice.cards.probe", path) == [
        ("dealerschoice.cards.cards", 3), ("dealerschoice.store", 4), ("dealerschoice.records", 5),
        ("dealerschoice.cards.hands", 6), ("dealerschoice.cards.lows", 7),
        ("dealerschoice.render.incremental", 9)]


def test_an_upward_import_is_named_with_both_stages(monkeypatch, tmp_path):
    path = tmp_path / "probe.py"
    path.write_text("def f():\n    from dealerschoice.render.incremental import digest\n", encoding="utf-8")
    monkeypatch.setitem(MODULES, "dealerschoice.play.probe", path)
    assert [p for p in upward_imports() if "probe" in p] == [
        ("dealerschoice.play.probe (stage play, floor 2) imports dealerschoice.render.incremental "
         "(stage render, floor 4) at line 2: a stage may import only from its floor and those below")]


def line_counts() -> dict[str, int]:
    return {path.relative_to(PACKAGE.parent).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
            for path in MODULES.values()}


def line_problems(counts: dict[str, int], known: dict[str, int]) -> list[str]:
    """What breaks the line limit: a module over it that is not a known exception, a known one
    that grew, and a known one now within the limit or gone (off the list with it)."""
    problems = []
    for name, size in sorted(counts.items()):
        if name not in known:
            if size > LINE_LIMIT:
                problems.append(f"{name} is {size} lines, over the {LINE_LIMIT}-line limit: split it by meaning")
        elif size > known[name]:
            problems.append(f"{name} grew to {size} lines from {known[name]}: a module over the limit "
                            "may only shrink (split it by meaning)")
        elif size <= LINE_LIMIT:
            problems.append(f"{name} is {size} lines, within the limit: take it off OVER_LIMIT "
                            "in tests/test_structure.py")
    problems += [f"{name} is gone: take it off OVER_LIMIT in tests/test_structure.py"
                 for name in sorted(known.keys() - counts.keys())]
    return problems


def test_no_module_is_over_the_line_limit_and_the_known_long_ones_only_shrink():
    problems = line_problems(line_counts(), OVER_LIMIT)
    assert problems == [], "\n".join(problems)


def test_the_line_limit_names_each_kind_of_breach():
    counts = {"a.py": 401, "b.py": 400, "long.py": 520, "grown.py": 450, "short.py": 300}
    known = {"long.py": 530, "grown.py": 440, "short.py": 410, "gone.py": 500}
    assert line_problems(counts, known) == [
        "a.py is 401 lines, over the 400-line limit: split it by meaning",
        "grown.py grew to 450 lines from 440: a module over the limit may only shrink (split it by meaning)",
        "short.py is 300 lines, within the limit: take it off OVER_LIMIT in tests/test_structure.py",
        "gone.py is gone: take it off OVER_LIMIT in tests/test_structure.py",
    ]
