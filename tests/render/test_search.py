"""Pagefind indexing of a finished site folder, and the search page template."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jinja2 import ChoiceLoader, DictLoader

from dealerschoice.errors import UsageError
from dealerschoice.render.search import index_site

GAME = """<!doctype html><html lang="en"><body><header>Site header words</header>
<article data-pagefind-body><h1 data-pagefind-meta="title" data-pagefind-weight="10">{name}</h1>
<p data-pagefind-weight="10" data-pagefind-meta="aliases">{aliases}</p>
<a data-pagefind-filter="tag" href="#">{tag}</a><ol><li>{rule}</li></ol>
<figure data-pagefind-ignore>Zebra diagram</figure></article></body></html>"""


def write(site: Path, path: str, text: str) -> None:
    (site / path).parent.mkdir(parents=True, exist_ok=True)
    (site / path).write_text(text, encoding="utf-8")


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    site = tmp_path_factory.mktemp("site")
    write(site, "games/a/index.html", GAME.format(name="Beat Your Neighbor", aliases="No Peek",
                                                  tag="flip", rule="Deal five cards down."))
    write(site, "games/b/index.html", GAME.format(name="Anaconda", aliases="Pass the Trash",
                                                  tag="pass", rule="Pass three cards left."))
    write(site, "index.html", "<html lang='en'><body><h1>Home</h1></body></html>")
    index_site(site)
    return site


def test_bundle_is_written_into_the_site(site):
    assert (site / "pagefind" / "pagefind.js").is_file()
    entry = json.loads((site / "pagefind" / "pagefind-entry.json").read_text())
    # Only pages with a data-pagefind-body element count: the home page stays out.
    assert sum(lang["page_count"] for lang in entry["languages"].values()) == 2


def test_tags_become_a_filter(site):
    assert list((site / "pagefind" / "filter").glob("*.pf_filter"))


def test_empty_site_is_a_clear_error(tmp_path):
    with pytest.raises(UsageError, match="no pages to index"):
        index_site(tmp_path)


BASE = ("<html data-root='{{ root }}'><body>{% block content %}{% endblock %}"
        "{% block scripts %}{% endblock %}</body></html>")


def render(name: str, **context) -> str:
    from dealerschoice.render.env import make_env

    env = make_env()
    env.loader = ChoiceLoader([DictLoader({"base.html": BASE}), env.loader])
    return env.get_template(name).render(**context)


def test_search_page_has_labelled_box_and_live_status():
    html = render("search.html", root="../", site={"title": "DC", "has_search": True})
    assert '<label for="search-q">' in html and 'id="search-q" name="q"' in html
    assert 'id="search-status" role="status" aria-live="polite"' in html
    assert "static/search.js" not in html  # the base layout loads it on every page
    html = render("search.html", root="../", site={"title": "DC", "has_search": False})
    assert '<script src="../static/search.js"' in html


def test_search_js_explains_file_urls_and_uses_relative_bundle():
    js = (Path(__file__).parents[2] / "templates" / "static" / "search.js").read_text()
    assert "python build.py serve" in js and "python -m http.server -d site" in js
    assert 'root + "pagefind/pagefind.js"' in js
    assert "http://" not in js.replace("http://localhost:8000/", "")  # no other host
