"""canonical_bundle: Pagefind's bundle, made byte-reproducible, still searches and filters."""

from __future__ import annotations

import functools
import gzip
import http.server
import json
import re
import shutil
import subprocess
import threading
from pathlib import Path

import pytest

from dealerschoice.render.search_canon import HEADER, canonical_bundle, pack, unpack

pagefind_bin = pytest.importorskip("pagefind_bin")

TAGS = ("wild", "stud", "flip", "draw", "bug", "ante")  # six values, not in sorted order
KINDS = ("split", "high", "low")
RUNS = 5
PAGE = """<!doctype html><html lang="{lang}"><body>
<article data-pagefind-body data-pagefind-sort="rank:{rank}">
<h1 data-pagefind-meta="title">Game {number}</h1><span data-pagefind-sort="name">g{number}</span>
<p>dealer {parity} {tag_links}</p><span data-pagefind-filter="kind">{kind}</span>
</article></body></html>"""


def tags_of(number: int) -> set[str]:
    """One tag per page, a second on every fourth: counts differ from tag to tag."""
    tags = {TAGS[number % 6]}
    if number % 4 == 0:
        tags.add(TAGS[(number // 4) % 6])
    return tags


def write_site(site: Path) -> None:
    """30 English pages (the browser test reads these) and 5 French ones (a second language)."""
    for number in range(35):
        lang = "en" if number < 30 else "fr"
        links = " ".join(f'<a data-pagefind-filter="tag" href="#">{tag}</a>'
                         for tag in sorted(tags_of(number)))
        html = PAGE.format(lang=lang, rank=35 - number, number=number, kind=KINDS[number % 3],
                           parity="even" if number % 2 == 0 else "odd", tag_links=links)
        path = site / f"g{number:02}" / "index.html"
        path.parent.mkdir(parents=True)
        path.write_text(html, encoding="utf-8")


def run_pagefind(site: Path, out: Path) -> None:
    command = [str(pagefind_bin.get_executable()), "--site", str(site), "--output-path", str(out)]
    subprocess.run(command, check=True, capture_output=True, timeout=120)


def snapshot(folder: Path) -> dict[str, bytes]:
    return {path.relative_to(folder).as_posix(): path.read_bytes()
            for path in sorted(folder.rglob("*")) if path.is_file()}


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """RUNS Pagefind runs over one site: (raw snapshot, canonical snapshot, canonical folder)."""
    root = tmp_path_factory.mktemp("canon")
    site = root / "site"
    write_site(site)
    made = []
    for number in range(RUNS):
        bundle = root / f"run{number}" / "pagefind"
        run_pagefind(site, bundle)
        raw = snapshot(bundle)
        assert canonical_bundle(bundle) is True
        made.append((raw, snapshot(bundle), bundle))
    return made


def test_canonical_bundles_are_byte_identical(runs):
    first = runs[0][1]
    for _, canonical, _ in runs[1:]:
        assert canonical.keys() == first.keys()
        assert [name for name in first if canonical[name] != first[name]] == []


def test_raw_bundles_differ_between_runs(runs):
    """The reason for the module: if this fails, Pagefind's own output has become stable."""
    assert any(raw != runs[0][0] for raw, _, _ in runs[1:]), \
        f"{RUNS} Pagefind runs gave identical bytes: is search_canon still needed?"


def test_only_filter_meta_and_entry_files_change(runs):
    raw, canonical, _ = runs[0]
    assert len(raw) == len(canonical)  # renamed, none left behind or added
    changing = ("filter/", "pagefind.", "pagefind-entry.json")
    stable = {name for name in raw if not name.startswith(changing) or name.endswith(".js")}
    assert stable and all(canonical[name] == raw[name] for name in stable)
    added, removed = set(canonical) - set(raw), set(raw) - set(canonical)
    assert any(name.startswith("filter/en_") for name in added)
    assert any(name.startswith("pagefind.fr_") and name.endswith(".pf_meta") for name in added)
    # Same "<lang>_<hex>" names, hex of the same length: only the digits change.
    assert sorted(map(_shape, added)) == sorted(map(_shape, removed))


def _shape(name: str) -> str:
    """"filter/en_5eb36f5.pf_filter" -> "filter/en_#######.pf_filter"."""
    return re.sub(r"_[0-9a-f]+\.", lambda m: "_" + "#" * (len(m.group()) - 2) + ".", name)


def test_filter_values_are_in_name_order(runs):
    _, canonical, _ = runs[0]
    for name, data in canonical.items():
        if name.endswith(".pf_filter"):
            body = unpack(data)
            values = [body[i + 1:i + 1 + (body[i] & 0x1F)].decode() for i in _value_offsets(body)]
            assert values == sorted(values) and len(values) > 1


def _value_offsets(body: bytes) -> list[int]:
    """Offsets of the short text values in a small filter file (test fixture sizes only)."""
    name_length = body[1] & 0x1F
    position = 2 + name_length + 1  # past [ name, and the head of the value list
    offsets = []
    while position < len(body):
        offsets.append(position + 1)  # past the [value, pages] pair head
        position += 1 + 1 + (body[position + 1] & 0x1F)
        pages = body[position] & 0x1F
        position += 1
        for _ in range(pages):
            position += 1 if body[position] < 24 else 2
    return offsets


def test_running_it_again_changes_nothing(runs, tmp_path):
    _, canonical, bundle = runs[0]
    again = tmp_path / "pagefind"
    shutil.copytree(bundle, again)
    assert canonical_bundle(again) is True
    assert snapshot(again) == canonical


def test_entry_file_keeps_its_layout_with_sorted_languages(runs):
    raw, canonical, _ = runs[0]
    old, new = raw["pagefind-entry.json"].decode(), canonical["pagefind-entry.json"].decode()
    assert list(json.loads(new)["languages"]) == ["en", "fr"]
    assert len(old) == len(new) and "\n" not in new and '"version":"1.5.2"' in new
    for language in json.loads(new)["languages"].values():
        assert f"pagefind.{language['hash']}.pf_meta" in canonical


# -- a real browser loads the canonical bundle ----------------------------------------------

class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture
def served(runs):
    folder = runs[0][2].parent
    (folder / "index.html").write_text('<!doctype html><html lang="en"><title>t</title></html>')
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_Quiet, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


SEARCH = """async () => {
  const pagefind = await import("./pagefind/pagefind.js");
  await pagefind.init();
  const urls = async (result) =>
    (await Promise.all(result.results.map((r) => r.data()))).map((d) => d.url).sort();
  const filters = await pagefind.filters();
  const byTag = {};
  for (const tag of Object.keys(filters.tag)) {
    byTag[tag] = await urls(await pagefind.search(null, {filters: {tag}}));
  }
  const evenStud = await urls(await pagefind.search("even", {filters: {tag: "stud"}}));
  const lowFlip = await urls(
    await pagefind.search("dealer", {filters: {kind: "low", tag: "flip"}}));
  return {filters, byTag, evenStud, lowFlip};
}"""


def test_canonical_bundle_searches_and_filters_in_a_browser(browser, served):
    english = range(30)

    def url(number: int) -> str:
        return f"/g{number:02}/"

    page = browser.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(served + "index.html")
        found = page.evaluate(SEARCH)
    finally:
        page.close()
    assert not errors
    expected = {tag: sorted(url(n) for n in english if tag in tags_of(n)) for tag in TAGS}
    assert found["filters"]["tag"] == {tag: len(pages) for tag, pages in expected.items()}
    assert found["filters"]["kind"] == {kind: 10 for kind in KINDS}
    assert found["byTag"] == expected
    assert found["evenStud"] == sorted(url(n) for n in english
                                       if n % 2 == 0 and "stud" in tags_of(n))
    assert found["lowFlip"] == sorted(url(n) for n in english
                                      if KINDS[n % 3] == "low" and "flip" in tags_of(n))
    assert found["evenStud"] and found["lowFlip"]


# -- anything unexpected: False, and not a byte changed ----------------------------------------

def _first(bundle: Path, pattern: str) -> Path:
    return min(bundle.glob(pattern))


def _truncate_filter(bundle):
    path = _first(bundle, "filter/fr_*.pf_filter")  # fr comes second: en is planned first
    path.write_bytes(path.read_bytes()[:20])


def _filter_without_signature(bundle):
    path = _first(bundle, "filter/*.pf_filter")
    path.write_bytes(gzip.compress(gzip.decompress(path.read_bytes())[len(HEADER):]))


def _filter_as_a_map(bundle):
    _first(bundle, "filter/*.pf_filter").write_bytes(pack(b"\xa0"))


def _filter_trailing_bytes(bundle):
    path = _first(bundle, "filter/fr_*.pf_filter")
    path.write_bytes(pack(unpack(path.read_bytes()) + b"\x00"))


def _meta_with_a_seventh_field(bundle):
    path = _first(bundle, "pagefind.fr_*.pf_meta")
    body = unpack(path.read_bytes())
    assert body[0] == 0x86
    path.write_bytes(pack(b"\x87" + body[1:] + b"\x80"))


def _missing_filter(bundle):
    _first(bundle, "filter/fr_*.pf_filter").unlink()


def _pretty_entry(bundle):
    path = bundle / "pagefind-entry.json"
    path.write_text(json.dumps(json.loads(path.read_text()), indent=2))


def _no_entry(bundle):
    (bundle / "pagefind-entry.json").unlink()


@pytest.mark.parametrize("damage", [
    _truncate_filter, _filter_without_signature, _filter_as_a_map, _filter_trailing_bytes,
    _meta_with_a_seventh_field, _missing_filter, _pretty_entry, _no_entry,
], ids=lambda damage: damage.__name__.strip("_"))
def test_unexpected_bundle_is_left_untouched(runs, tmp_path, damage):
    raw_run = tmp_path / "pagefind"
    raw_run.mkdir()
    for name, data in runs[0][0].items():  # the raw, uncanonical bundle
        (raw_run / name).parent.mkdir(parents=True, exist_ok=True)
        (raw_run / name).write_bytes(data)
    damage(raw_run)
    before = snapshot(raw_run)
    assert canonical_bundle(raw_run) is False
    assert snapshot(raw_run) == before
