"""Whole-site builds at 82 (the seed catalog), 1,000 and 20,000 games: time per stage, peak
memory, one-game edits rebuilt from the cache, and MkDocs building the same game pages.

Run: `python -m tests.bench build` (part of `make bench`); `python -m tests.bench.bench_build ab
COMMIT` builds beside an earlier commit's tree, taking turns (`build_ab`). Every build runs in a fresh process
with an empty cache (`DEALERSCHOICE_CACHE` in a temp folder) and does what `python build.py
build --no-odds` does: rules engine (steps, facts, five example deals a game), pages, diagrams
and the search index; the 1,000-game catalog is also built with odds on (the build's default
deal count). `python -m tests.bench.bench_build 1000` runs one size only.

Times are wall seconds of the whole command (interpreter start and imports included, as for
MkDocs), with the build's own stages beside them; edits under `serve`, where one process
builds again after each save, are timed around the build call. Peak memory: the build process
itself; the largest page worker; and the largest child process of all (workers and Pagefind).
"""

from __future__ import annotations

import gc
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.bench.synth import write_synthetic_catalog

PROJECT = Path(__file__).resolve().parents[2]
WORK = PROJECT / "tests" / "bench" / "out"
SIZES = (82, 1_000, 20_000)
AIMS = {"full 20k s": 60, "peak MiB": 1024, "edit s": 1.0, "edit speedup": 10, "vs mkdocs": 3}
SERVE_EDITS = 5
STAGES = ("load", "resolve", "sources", "analyse", "plan", "index", "pages", "diagrams", "render", "search", "write")


def child(spec: dict) -> dict:
    """One build, in this (fresh) process: figures as JSON-able data."""
    import resource

    from dealerschoice.pipeline import build_site

    options = {"search": spec.get("search", True), "jobs": spec.get("jobs"), "cache": True,
               "wait": False,  # as the command line does: the old site is deleted in the background
               "analyse_options": None if spec.get("analyse", True) else False,
               "odds": {} if spec.get("odds") else False}
    started = time.perf_counter()
    report = build_site(spec["catalog"], spec["out"], **options)
    seconds = time.perf_counter() - started
    edits = []
    for _ in range(spec.get("edits", 0)):  # as `serve` does: the same process builds after each save
        edit_one_game(Path(spec["catalog"]))
        started = time.perf_counter()
        again = build_site(spec["catalog"], spec["out"], **options)
        edits.append({"seconds": time.perf_counter() - started, "stages": again.stages})
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return {"seconds": seconds, "stages": report.stages, "pages": report.pages, "files": report.files,
            "bytes": report.bytes, "rendered": len(report.rendered), "reused": report.reused,
            "peak_self_mib": own / 1024, "peak_worker_mib": report.worker_peak_kb / 1024,
            "peak_children_mib": children / 1024, "largest": report.largest_page, "edits": edits,
            "game_pages": game_page_bytes(Path(spec["out"]))}


def game_page_bytes(site: Path) -> dict:
    """The game pages' HTML weight (issue 19: median at most 40 KB, every page at most 80 KB)."""
    sizes = sorted((page.stat().st_size, page.parent.name) for page in (site / "games").glob("*/index.html"))
    if not sizes:
        return {"count": 0, "median": 0, "largest": 0, "largest_page": ""}
    return {"count": len(sizes), "median": sizes[len(sizes) // 2][0], "largest": sizes[-1][0],
            "largest_page": sizes[-1][1]}


def build(catalog: Path, out: Path, cache: Path, **spec) -> dict:
    """Run `child` in a fresh interpreter (so memory and imports are its own)."""
    spec = {"catalog": str(catalog), "out": str(out), **spec}
    env = {**os.environ, "DEALERSCHOICE_CACHE": str(cache)}
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "tests.bench.bench_build", "--child", json.dumps(spec)],
                          cwd=PROJECT, env=env, capture_output=True, text=True)
    wall = time.perf_counter() - started
    if done.returncode:
        raise RuntimeError(f"build of {catalog} failed:\n{done.stderr[-3000:]}")
    return {**json.loads(done.stdout.strip().splitlines()[-1]), "wall": wall}


def edit_one_game(catalog: Path) -> str:
    """Change one rule of one game (in the middle of its file) and say which."""
    from dealerschoice.load.catalog import load_catalog

    games = sorted(load_catalog(catalog).games, key=lambda g: g.id)
    game = games[len(games) // 2]
    path = Path(game.source.file)
    lines = path.read_text(encoding="utf-8").split("\n")
    rule = game.rules[0]
    lines[rule.line - 1] = lines[rule.line - 1].rstrip(".") + ", then deal again."
    path.write_text("\n".join(lines), encoding="utf-8")
    return f"{game.name} (#{game.id})"


def rules_per_game(catalog: Path) -> float:
    """The rules engine's work grows with the rules, so catalogs of each size are compared by it."""
    from dealerschoice.load.catalog import load_catalog

    games = load_catalog(catalog).games
    return sum(len(game.rules) for game in games) / len(games)


def mkdocs_build(catalog: Path, folder: Path) -> dict:
    """The same game pages as Markdown (name, aliases, tags, rules, parent link), `nav: [index.md]`."""
    from dealerschoice.load.catalog import load_catalog
    from dealerschoice.render.paths import Paths

    games = load_catalog(catalog).games
    paths = Paths(games)
    docs = folder / "docs"
    (docs / "games").mkdir(parents=True)
    index = ["# Games", ""]
    for game in games:
        slug = paths.slug(game.id)
        text = [f"# {game.name} (#{game.id})", ""]
        if game.aliases:
            text += [f"Also known as: {', '.join(game.aliases)}", ""]
        if game.tags:
            text += ["Tags: " + ", ".join(game.tags), ""]
        text += [f"{r.number}. {r.text}" for r in game.rules] + [""]
        if game.parent is not None:
            parent = paths.game(game.parent.id) if game.parent.id in paths._slug else None
            text.append(f"Parent: [{game.parent.name}](../{paths.slug(game.parent.id)}.md)" if parent
                        else f"Parent: {game.parent.name}")
        (docs / "games" / f"{slug}.md").write_text("\n".join(text) + "\n", encoding="utf-8")
        index.append(f"- [{game.name}](games/{slug}.md)")
    (docs / "index.md").write_text("\n".join(index) + "\n", encoding="utf-8")
    (folder / "mkdocs.yml").write_text("site_name: Bench\nnav:\n  - index.md\n", encoding="utf-8")
    mkdocs = [sys.executable, "-m", "mkdocs", "build", "--quiet", "--site-dir", str(folder / "site")]
    started = time.perf_counter()
    done = subprocess.run(mkdocs, cwd=folder, capture_output=True, text=True)
    seconds = time.perf_counter() - started
    if done.returncode:
        raise RuntimeError(f"mkdocs failed: {done.stderr[-2000:]}")
    pages = sum(1 for _ in (folder / "site").rglob("*.html"))
    return {"seconds": seconds, "pages": pages, "games": len(games)}


def stage_line(result: dict) -> str:
    stages = result["stages"]
    return "  ".join(f"{s} {stages[s]:.2f}" for s in STAGES if s in stages)


def met(ok: bool) -> str:
    return "met" if ok else "NOT met"


def run(sizes=SIZES) -> None:
    jobs = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    print(f"{jobs} cores, load average {os.getloadavg()[0]:.1f} at the start (other work on the machine "
          f"slows every figure); all figures from this run. Times are wall seconds of the whole command; "
          f"diagrams and render are worker seconds / workers.", flush=True)
    full: dict[int, dict] = {}
    WORK.mkdir(parents=True, exist_ok=True)  # in the project, where site/ is built (/tmp may be slower)
    with tempfile.TemporaryDirectory(prefix="build-", dir=WORK) as tmp:
        tmp = Path(tmp)
        for n in sizes:
            catalog = tmp / f"catalog-{n}"
            if n == 82:
                shutil.copytree(PROJECT / "catalog", catalog)
            else:
                write_synthetic_catalog(n, catalog, seed=1)
            cache = tmp / f"cache-{n}"
            out = tmp / f"site-{n}"
            result = build(catalog, out, cache)
            full[n] = result
            peak = max(result["peak_self_mib"], result["peak_children_mib"])
            print(f"\n{n:>6} games ({rules_per_game(catalog):.2f} rules a game), --no-odds: full build "
                  f"{result['wall']:.1f} s ({result['seconds']:.1f} s in build_site), {result['pages']} pages "
                  f"({result['bytes'] / 1e6:.0f} MB), {result['pages'] / result['wall']:.0f} pages/s, "
                  f"{n / result['wall']:.0f} game pages/s", flush=True)
            print(f"        stages: {stage_line(result)}")
            weight = result["game_pages"]
            print(f"        game pages: median {weight['median']:,} bytes of HTML, largest {weight['largest']:,} "
                  f"({weight['largest_page']}) {met(weight['median'] <= 40_000 and weight['largest'] <= 80_000)} "
                  f"(at most 40,000 median, 80,000 each)")
            print(f"        peak memory: build {result['peak_self_mib']:.0f} MiB, largest worker "
                  f"{result['peak_worker_mib']:.0f} MiB, largest child (a worker or a Pagefind shard) "
                  f"{result['peak_children_mib']:.0f} MiB; aim < 1 GiB for every process: "
                  f"{met(peak < AIMS['peak MiB'])}")
            if n >= 1_000:
                edited = edit_one_game(catalog)
                first = build(catalog, out, cache)  # the full build left no spare site to reuse
                edit_one_game(catalog)
                again = build(catalog, out, cache)  # as every later build: the spare's folders reused
                edit_one_game(catalog)
                quick = build(catalog, out, cache, search=False)
                print(f"        one-game edit ({edited}): {again['rendered']} pages rendered, {again['reused']} "
                      f"reused each time")
                for name, edit in (("first edit after the full build (no spare site yet)", first),
                                   ("a second edit (the previous site's folders reused)", again)):
                    speedup = result["wall"] / edit["wall"]
                    print(f"        {name}: {edit['wall']:.2f} s ({edit['seconds']:.2f} s in build_site), "
                          f"{speedup:.1f}x faster than the full build; aim < 1 s and >= 10x: "
                          f"{met(edit['wall'] < AIMS['edit s'] and speedup >= AIMS['edit speedup'])}")
                    print(f"          stages: {stage_line(edit)}")
                print(f"        a third edit with --no-search: {quick['wall']:.2f} s ({quick['seconds']:.2f} s "
                      f"in build_site)", flush=True)
                session = build(catalog, out, cache, edits=SERVE_EDITS)
                served = session["edits"]
                typical = sorted(served, key=lambda edit: edit["seconds"])[len(served) // 2]
                speedup = result["wall"] / typical["seconds"]
                times = ", ".join(f"{edit['seconds']:.2f}" for edit in served)
                print(f"        with `serve` (one process builds after each save): {SERVE_EDITS} edits took "
                      f"{times} s; the median, {typical['seconds']:.2f} s, "
                      f"is {speedup:.1f}x faster than the full build command; aim < 1 s and >= 10x: "
                      f"{met(typical['seconds'] < AIMS['edit s'] and speedup >= AIMS['edit speedup'])}; "
                      f"that process's peak memory {session['peak_self_mib']:.0f} MiB", flush=True)
                print(f"          stages of the median edit: {stage_line(typical)}")
            if n == 1_000:
                odds = build(catalog, tmp / "site-odds", tmp / "cache-odds", odds=True)
                print(f"        with odds on (default deals), cold cache: {odds['wall']:.1f} s "
                      f"(odds {odds['stages'].get('odds', 0):.1f} s, analyse {odds['stages'].get('analyse', 0):.1f} s)",
                      flush=True)
            if n >= 1_000:
                docs = mkdocs_build(catalog, tmp / f"mkdocs-{n}")
                ours = n / result["wall"]
                theirs = docs["games"] / docs["seconds"]
                print(f"        game pages/s on the same {docs['games']} games (each command's wall time): "
                      f"MkDocs {theirs:.0f} ({docs['seconds']:.1f} s; Markdown, nav: [index.md], its search "
                      f"plugin on); ours {ours:.0f} ({ours / theirs:.2f}x MkDocs) with the rules engine, diagrams, "
                      f"tag, family and index pages and Pagefind; aim >= 3x: "
                      f"{met(ours / theirs >= AIMS['vs mkdocs'])}", flush=True)
            shutil.rmtree(out, ignore_errors=True)
    print(f"\nLoad average at the end: {os.getloadavg()[0]:.1f}")
    if 1_000 in full and 20_000 in full:
        small, big = full[1_000]["wall"], full[20_000]["wall"]
        print(f"\nGrowth 1,000 -> 20,000 games: {big / small:.1f}x the time for 20x the games "
              f"(linear: <= 20x); 20,000-game full build {big:.1f} s, aim < 60 s: {met(big < AIMS['full 20k s'])}")


def main() -> None:
    run()


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "ab":
        from tests.bench.build_ab import main as ab
        ab(sys.argv[2:])
    elif len(sys.argv) > 2 and sys.argv[1] == "--child":
        print(json.dumps(child(json.loads(sys.argv[2]))))
        gc.freeze()  # and exit as `python build.py` does (`dealerschoice.cli.run`)
    else:
        run(tuple(int(a) for a in sys.argv[1:]) or SIZES)
