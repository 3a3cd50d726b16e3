from pathlib import Path

from tests.render.linkcheck import check_site


def test_every_internal_link_and_anchor_resolves(site):
    assert check_site(site) == []


def test_link_check_finds_a_broken_link_and_a_missing_anchor(tmp_path: Path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "index.html").write_text('<p id="x"><a href="../b.html#y">b</a> <a href="#x">x</a></p>')
    (tmp_path / "b.html").write_text('<a href="missing/index.html">m</a> <script src="https://cdn.example/x.js"></script>')
    problems = check_site(tmp_path)
    assert any("missing anchor '../b.html#y'" in p for p in problems)
    assert any("broken link 'missing/index.html'" in p for p in problems)
    assert any("leaves the site" in p for p in problems)
    assert len(problems) == 3


def test_expected_pages_exist(site):
    for path in ["index.html", "games/anaconda/index.html", "g/10/index.html", "tags/index.html",
                 "tags/flip/index.html", "families/root-game/index.html", "glossary/index.html",
                 "print/index.html", "about/index.html", "catalog.json", "sitemap.xml", "404.html",
                 "static/site.css"]:
        assert (site / path).is_file(), path


def test_no_page_requests_another_host(site):
    for page in site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        for needle in ('src="http', 'href="http', "url(http", "@import"):
            assert needle not in text, f"{page}: {needle}"
    for css in (site / "static").glob("*.css"):
        assert "url(http" not in css.read_text() and "@import" not in css.read_text()


def test_every_page_links_to_what_wins_once_there_are_odds(site):
    assert (site / "odds" / "index.html").is_file()
    for path in ["index.html", "games/anaconda/index.html", "tags/flip/index.html"]:
        depth = path.count("/")
        assert f'href="{"../" * depth}odds/index.html"' in (site / path).read_text(encoding="utf-8"), path


def test_catalog_json_is_the_export_with_facts(site):
    import json

    games = {g["id"]: g for g in json.loads((site / "catalog.json").read_text(encoding="utf-8"))["games"]}
    assert len(games) == 82 and games[10]["children"] and games[10]["facts"]["cards"] == 7


def test_catalog_json_is_laid_out_as_json_dumps_lays_it_out(site):
    """catalog.json is laid out for people to read: json.dumps(indent=1)."""
    import json

    text = (site / "catalog.json").read_text(encoding="utf-8")
    assert text == json.dumps(json.loads(text), ensure_ascii=False, indent=1) + "\n"
