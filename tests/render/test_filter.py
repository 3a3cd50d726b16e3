"""Tag filter data and page: AND / OR / NOT selection, counts, embedded JSON."""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import SimpleNamespace

from hypothesis import given
from hypothesis import strategies as st
from jinja2 import ChoiceLoader, DictLoader

from dealerschoice.records import Catalog, Game, Rule, Source, Stub
from dealerschoice.render.filter import filter_data, matching
from dealerschoice.render.paths import Paths

HERE = Source("g.txt", 1)


def game(id, name, tags, parent=None):
    return Game(id, name, (), tuple(tags), (Rule(1, "Deal.", 1),), parent, HERE)


GAMES = (
    game(3, "Zebra", ["flip", "wilds"]),
    game(1, "apple", ["flip"]),
    game(2, "Banana </script>", ["wilds", "high-low"]),
    game(4, "Cherry", ["flip", "wilds", "high-low"]),
)


def resolved(games=GAMES):
    return SimpleNamespace(catalog=Catalog(games, (Stub(0, "Root Game"),)))


def test_games_in_name_order_with_site_paths():
    data = filter_data(resolved())
    assert [g["name"] for g in data["games"]] == ["apple", "Banana </script>", "Cherry", "Zebra"]
    paths = Paths(GAMES, [Stub(0, "Root Game")])
    assert {g["id"]: g["url"] for g in data["games"]} == {g.id: paths.game(g.id) for g in GAMES}


def test_tag_counts():
    data = filter_data(resolved())
    assert {t["name"]: t["count"] for t in data["tags"]} == {"flip": 3, "wilds": 3, "high-low": 2}
    assert [t["name"] for t in data["tags"]] == ["flip", "high-low", "wilds"]


def test_and_or_not():
    data = filter_data(resolved())
    assert matching(data, all_of=["flip", "wilds"], none_of=["high-low"]) == [3]
    assert matching(data, any_of=["high-low", "flip"]) == [1, 2, 4, 3]
    assert matching(data) == [1, 2, 4, 3]


TAGS = ["a", "b", "c", "d"]


@given(st.lists(st.sets(st.sampled_from(TAGS)), max_size=12),
       st.sets(st.sampled_from(TAGS)), st.sets(st.sampled_from(TAGS)), st.sets(st.sampled_from(TAGS)))
def test_matching_is_set_algebra(tag_sets, all_of, any_of, none_of):
    games = tuple(game(i + 1, f"G{i}", sorted(tags)) for i, tags in enumerate(tag_sets))
    data = filter_data(resolved(games))
    ids = set(matching(data, all_of=all_of, any_of=any_of, none_of=none_of))
    universe = {g.id for g in games}
    having = {t: {g.id for g in games if t in g.tags} for t in TAGS}
    expected = set(universe)
    for t in all_of:
        expected &= having[t]
    if any_of:
        expected &= set().union(*(having[t] for t in any_of))
    for t in none_of:
        expected -= having[t]
    assert ids == expected


BASE = ("<html data-root='{{ root }}'><body>{% block content %}{% endblock %}"
        "{% block scripts %}{% endblock %}</body></html>")


def render_page(data):
    from dealerschoice.render.env import make_env

    env = make_env()
    env.loader = ChoiceLoader([DictLoader({"base.html": BASE}), env.loader])
    return env.get_template("filter.html").render(root="../", site={"title": "DC"}, filter_data=data)


def test_page_embeds_the_data_safely():
    data = filter_data(resolved())
    html = render_page(data)
    blob = re.search(r'<script type="application/json" id="filter-data">(.*?)</script>', html, re.S)
    assert json.loads(blob.group(1)) == data  # "</script>" in a name did not end the block
    assert html.count("</script>") == 2  # the data block and filter.js


def test_page_is_usable_without_script_and_accessible():
    html = render_page(filter_data(resolved()))
    assert html.count('class="tag-choice"') == 3
    for tag in ("flip", "high-low", "wilds"):
        values = re.findall(rf'name="tag:{tag}" value="(\w*)"', html)
        assert values == ["", "and", "or", "not"]
    assert 'role="status" aria-live="polite"' in html
    assert html.count("<li data-id=") == 4  # every game listed before the script runs
    assert 'href="../print/index.html"' in html
    assert '<script src="../static/filter.js" defer>' in html


def test_filter_js_uses_the_url_parameters():
    js = (Path(__file__).parents[2] / "templates" / "static" / "filter.js").read_text()
    assert "replaceState" in js and "?games=" in js and "fetch(" not in js
