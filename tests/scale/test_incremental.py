"""Incremental builds: after an edit only the pages that show the edited game are rendered, and
the site is byte for byte the one a clean build makes."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealerschoice.load.catalog import load_catalog
from dealerschoice.pipeline import build_site
from dealerschoice.render.listings import deck_chunks
from dealerschoice.render.paths import Paths
from dealerschoice.render.site import deck_chunk_path
from dealerschoice.resolve import resolve
from tests.scale.conftest import differing, tree

QUICK = dict(search=False, analyse_options=False)


def build(catalog: Path, out: Path, **options):
    return build_site(catalog, out, **{**QUICK, **options})


def pick_game(catalog: Path):
    """A game that has a parent game and a child, so its family has several pages."""
    resolved = resolve(load_catalog(catalog))
    lineage = resolved.lineage
    game = next(g for g in sorted(resolved.games, key=lambda g: g.id)
                if lineage.children(g.id) and g.id in resolved.diffs)
    return resolved, game


def edit(catalog: Path, game, old: str, new: str) -> None:
    path = Path(game.source.file)
    lines = path.read_text(encoding="utf-8").split("\n")
    at = next(i for i in range(game.source.line - 1, len(lines)) if old in lines[i])
    lines[at] = lines[at].replace(old, new, 1)
    path.write_text("\n".join(lines), encoding="utf-8")


def showing_rules(resolved, game_id: int, out: Path | None = None) -> set[str]:
    """The pages that show a game's rules: its page, its children's (the diff), its deck card,
    and its family's page where the site has one (what each game changes from its parent).
    `out`: the built site, to tell which of the pages that may show them it has."""
    paths = Paths(resolved.games, resolved.stubs)
    chunk = next(n for n, ids in enumerate(deck_chunks(list(resolved.games))) if game_id in ids)
    # ... and with the rules engine, its example deals beyond the first (`games/<slug>/deals.json`)
    extra = {paths.family(resolved.lineage.root(game_id)), paths.deals(game_id)}
    return ({paths.game(i) for i in [game_id, *resolved.lineage.children(game_id)]}
            | {deck_chunk_path(chunk)} | {p for p in extra if out is not None and (out / p).exists()})


def showing_its_edges(resolved, game_id: int) -> set[str]:
    """The game pages whose family diagram or family lists show an edge to or from the game
    (what a child changes from its parent: its parent's, its children's and its siblings' pages)."""
    from dealerschoice.render.diagrams import game_edges
    paths, lineage = Paths(resolved.games, resolved.stubs), resolved.lineage
    parent = lineage.parent(game_id)
    near = {*lineage.children(game_id), *(lineage.siblings(game_id) if parent is not None else ()),
            *([parent] if parent is not None else [])}
    return {paths.game(i) for i in lineage.family(lineage.root(game_id))
            if i in near or any(game_id in edge for edge in game_edges(lineage, i))}


def test_a_rule_edit_renders_only_the_pages_showing_those_rules_and_matches_a_clean_build(catalog, tmp_path):
    out = tmp_path / "site"
    first = build(catalog, out, jobs=2)
    assert first.reused == 0 and len(first.rendered) > 300
    resolved, game = pick_game(catalog)
    rule = game.rules[0].text
    edit(catalog, game, rule, rule + " Then deal again.")

    again = build(catalog, out, jobs=2)
    edited = resolve(load_catalog(catalog))
    # the pages showing its rules, and the game pages whose diagram shows one of its edges (the
    # words of what it changes, issue 19), and no other
    shown = showing_rules(edited, game.id, out)
    assert shown <= set(again.rendered) <= shown | showing_its_edges(edited, game.id)
    assert again.reused + len(again.rendered) == len(first.rendered)

    clean = build(catalog, tmp_path / "clean", jobs=1, cache=False)
    assert clean.reused == 0
    assert differing(tree(out), tree(clean.out_dir)) == []


def test_a_rename_moves_its_links_everywhere_like_a_clean_build(catalog, tmp_path):
    out = tmp_path / "site"
    build(catalog, out, jobs=2)
    resolved, game = pick_game(catalog)
    for file in (catalog / "games").glob("*.txt"):  # the header and every child's Parent: line
        text = file.read_text(encoding="utf-8")
        file.write_text(text.replace(f"{game.name} (#{game.id})", f"Zebra Renamed (#{game.id})"), encoding="utf-8")

    again = build(catalog, out, jobs=2)
    assert f"g/{game.id}/index.html" in again.rendered  # the redirect names the game
    assert any(p.startswith("tags/") for p in again.rendered) or not game.tags
    assert again.reused > 0
    clean = build(catalog, tmp_path / "clean", cache=False)
    assert differing(tree(out), tree(clean.out_dir)) == []


def test_an_unchanged_catalog_renders_nothing_again(catalog, tmp_path):
    out = tmp_path / "site"
    build(catalog, out)
    before = tree(out)
    again = build(catalog, out)
    assert again.rendered == ()
    assert tree(out) == before


def test_template_change_renders_everything_again(catalog, tmp_path):
    import shutil

    from dealerschoice.render.env import TEMPLATES
    templates = Path(shutil.copytree(TEMPLATES, tmp_path / "templates"))
    out = tmp_path / "site"
    build(catalog, out, templates=templates)
    game = templates / "game.html"
    game.write_text(game.read_text(encoding="utf-8").replace("<h2 id=\"family-h\">Family</h2>",
                                                            "<h2 id=\"family-h\">Relatives</h2>"), encoding="utf-8")
    again = build(catalog, out, templates=templates)
    assert again.reused == 0
    page = next(out.glob("games/*/index.html")).read_text(encoding="utf-8")
    assert "Relatives" in page


@pytest.mark.slow
def test_with_the_rules_engine_and_search_an_edit_matches_a_clean_build(catalog, tmp_path):
    """The example deals come from the analysis cache (read only for pages rendered again) and
    the search shards from theirs: the result is still a clean build's, byte for byte."""
    full = dict(analyse_options=None, odds=False, search={"shard_games": 50}, jobs=2)
    out = tmp_path / "site"
    first = build(catalog, out, **full)
    resolved, game = pick_game(catalog)
    rule = game.rules[0].text
    edit(catalog, game, rule, rule + " Then deal again.")
    again = build(catalog, out, **full)
    showing = showing_rules(resolve(load_catalog(catalog)), game.id, out)
    assert again.reused > 0 and showing <= set(again.rendered)
    # With the rules engine, the game's one-line summary (read from its rules) changes too, so
    # the lists of games are rendered again, and the pages saying what it changes from its
    # parent or its children from it; no other game's own page is.
    assert not {p for p in set(again.rendered) - showing - showing_its_edges(resolve(load_catalog(catalog)), game.id)
                if p.startswith("games/")}
    page = (out / Paths(resolved.games, resolved.stubs).game(game.id)).read_text(encoding="utf-8")
    assert "Then deal again." in page
    clean = build(catalog, tmp_path / "clean", cache=False, **full)
    assert len(first.rendered) == len(clean.rendered)
    assert differing(tree(out), tree(clean.out_dir)) == []
