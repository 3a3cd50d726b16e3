"""Hostile content: names, aliases and rules full of markup, quotes, `]]>` and look-alikes
come out as text in every page, diagram, JSON file, print-deck slice and search record;
every page carries the Content-Security-Policy. (The browser half is test_hostile_browser.py.)"""

from __future__ import annotations

import gzip
import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from dealerschoice.errors import CatalogError
from dealerschoice.load.numbered import parse_catalog
from dealerschoice.pipeline import build_site
from dealerschoice.render.env import CSP

HOSTILE = Path(__file__).resolve().parents[1] / "fixtures" / "hostile"
PAYLOADS = ["<script>window.__pwned=1</script>", '<img src=x onerror="window.__pwned=1">',
            ']]><script>', '<svg onload="window.__pwned=1">', '<i onclick="window.__pwned=1">',
            '<iframe src="https://example.com/">']  # quotes in text are harmless: Audit checks attributes


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("hostile") / "site"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DEALERSCHOICE_CACHE", str(tmp_path_factory.mktemp("cache")))
        build_site(HOSTILE, out, analyse_options=False)
    return out


class Audit(HTMLParser):
    """Everything in a page that could run script or reach another host."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.bad: list[str] = []
        self.csp: list[str] = []
        self.in_script = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for name, value in attrs.items():
            if name.startswith("on"):
                self.bad.append(f"<{tag} {name}=...>")
            if name in ("href", "src", "action") and value and re.match(r"\s*(javascript|https?):|//", value, re.I):
                self.bad.append(f"<{tag} {name}={value!r}>")
        if tag in ("iframe", "object", "embed", "img") and tag != "img" or (tag == "img" and "x" == attrs.get("src")):
            self.bad.append(f"<{tag}>")
        if tag == "script":
            if "src" not in attrs and attrs.get("type") != "application/json":
                self.bad.append("inline <script>")
            self.in_script = True
        if tag == "meta" and attrs.get("http-equiv", "").lower() == "content-security-policy":
            self.csp.append(attrs.get("content", ""))

    def handle_endtag(self, tag):
        if tag == "script":
            self.in_script = False


def html_files(site: Path) -> list[Path]:
    return sorted(p for p in site.rglob("*.html") if "pagefind" not in p.parts)


def test_the_fixture_reads_without_complaint():
    text = (HOSTILE / "games" / "hostile.txt").read_text(encoding="utf-8")
    file, problems = parse_catalog(text, "hostile.txt")
    assert len(file.games) == 4 and [p for p in problems if p.severity == "error"] == []


def test_markup_is_not_a_tag_name(tmp_path):
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "x.txt").write_text("A (#1)\n\nTags: <script>\n\nRules:\n\n1. Deal.\n\nParent: R (#0)\n",
                                              encoding="utf-8")
    with pytest.raises(CatalogError) as caught:
        build_site(tmp_path, tmp_path / "site", search=False, analyse_options=False)
    assert any(p.line == 3 and "<script>" in p.message for p in caught.value.problems)


def test_every_page_escapes_the_payloads_and_carries_the_policy(hostile_site):
    pages = html_files(hostile_site)
    assert len(pages) > 15
    for page in pages:
        text = page.read_text(encoding="utf-8")
        audit = Audit()
        audit.feed(text)
        assert audit.bad == [], page
        assert audit.csp == [CSP], page
        for payload in PAYLOADS:
            assert payload not in text, (page, payload)
    game = (hostile_site / "games").glob("*/index.html")
    text = "".join(p.read_text(encoding="utf-8") for p in game)
    assert "&lt;script&gt;window.__pwned=1&lt;/script&gt; Stud" in text  # shown, as text


def test_diagrams_are_escaped_svg(hostile_site):
    svgs = [m for p in html_files(hostile_site) for m in re.findall(r"<svg\b.*?</svg>", p.read_text(encoding="utf-8"), re.S)]
    assert len(svgs) >= 5  # four game trees, one family tree
    for svg in svgs:
        audit = Audit()
        audit.feed(svg)
        assert audit.bad == []
        assert "<script" not in svg and "<i " not in svg and "<img" not in svg
    assert any("&lt;script&gt;" in svg for svg in svgs)


def test_json_and_deck_slices_keep_the_text_exactly(hostile_site):
    catalog = json.loads((hostile_site / "catalog.json").read_text(encoding="utf-8"))
    names = {g["name"] for g in catalog["games"]}
    assert "<script>window.__pwned=1</script> Stud" in names  # data stays data
    for js in (hostile_site / "print" / "cards").glob("*.js"):
        text = js.read_text(encoding="utf-8")
        body = json.loads(text[text.index("{"):text.rindex("}") + 1])
        for html in body.values():
            for payload in PAYLOADS:
                assert payload not in html
    filter_page = (hostile_site / "filter" / "index.html").read_text(encoding="utf-8")
    data = re.search(r'<script type="application/json" id="filter-data">(.*?)</script>', filter_page, re.S)
    assert data and "</" not in data.group(1).replace("<\\/", "")
    assert any(g["name"] == "<script>window.__pwned=1</script> Stud" for g in json.loads(data.group(1))["games"])


def test_search_records_hold_the_payloads_as_plain_text(hostile_site):
    """Pagefind records are text, not HTML: the payload is searchable as written, and the page
    shows it through textContent or Pagefind's escaped excerpt (run in test_hostile_browser.py)."""
    fragments = list((hostile_site / "pagefind" / "fragment").glob("*.pf_fragment"))
    assert len(fragments) == 4
    titles = []
    for fragment in fragments:
        raw = gzip.decompress(fragment.read_bytes())
        record = json.loads(raw[raw.index(b"{"):])
        titles.append(record["meta"]["title"])
        assert "&lt;" not in record["content"]  # decoded once: no double escaping on show
    assert "<script>window.__pwned=1</script> Stud" in titles
