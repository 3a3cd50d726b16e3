"""Markdown prose: renders kept on disk between builds, and the code key they are filed under."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from dealerschoice.render import incremental, prose
from dealerschoice.render.prose import render_markdown

ROOT = Path(__file__).resolve().parents[2]


def test_a_kept_render_is_used_by_another_process_without_markdown(tmp_path):
    store = tmp_path / "prose"
    assert str(render_markdown("A *pair* of ♥.", store)).startswith("<p>A <em>pair</em> of")
    kept = list(store.iterdir())
    assert len(kept) == 1
    kept[0].write_text("<p>as kept</p>", encoding="utf-8")  # what is in the store is what is used
    prose._render.cache_clear()  # as in a new process
    assert str(render_markdown("A *pair* of ♥.", store)) == "<p>as kept</p>"
    code = ("import sys; from pathlib import Path; from dealerschoice.render.prose import render_markdown; "
            f"html = render_markdown('A *pair* of ♥.', Path({str(store)!r})); "
            "print('markdown' in sys.modules, html)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.stdout.split() == ["False", "<p>as", "kept</p>"], done.stderr
    assert str(render_markdown("Other *text*.", store)) == "<p>Other <em>text</em>.</p>"
    assert len(list(store.iterdir())) == 2


def test_an_unwritable_store_only_costs_speed(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert str(render_markdown("Some *wild* cards.", blocker / "prose")) == "<p>Some <em>wild</em> cards.</p>"


def test_the_code_key_follows_the_libraries_that_write_the_pages(monkeypatch):
    before = incremental.site_key(ROOT / "templates")
    assert incremental.site_key(ROOT / "templates") == before
    real = incremental._library_versions
    monkeypatch.setattr(incremental, "_library_versions", lambda: real().replace("markdown ", "markdown 0.0+"))
    assert incremental.site_key(ROOT / "templates") != before
    assert "markdown " in real() and "jinja2 " in real()


def test_the_site_key_follows_the_templates_by_name_and_content_wherever_they_are(tmp_path):
    for place in ("one", "two"):
        (tmp_path / place / "partials").mkdir(parents=True)
        (tmp_path / place / "partials" / "head.html").write_text("<head>", encoding="utf-8")
    key = incremental.site_key(tmp_path / "one")
    assert incremental.site_key(tmp_path / "two") == key  # a moved templates folder keeps its pages
    (tmp_path / "two" / "partials" / "head.html").write_text("<head> ", encoding="utf-8")
    assert incremental.site_key(tmp_path / "two") != key
    (tmp_path / "one" / "partials" / "head.html").rename(tmp_path / "one" / "head.html")
    assert incremental.site_key(tmp_path / "one") != key  # the same bytes under another name
