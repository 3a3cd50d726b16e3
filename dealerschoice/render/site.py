"""Every file of the site, in memory: `render_site(resolved) -> {path: bytes}`.

Sections owned by modules written elsewhere (diagrams, filter, search, catalog export) are
used when present and left out cleanly when not.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from xml.sax.saxutils import escape as xml_escape

from markupsafe import Markup

from dealerschoice.render.env import TEMPLATES, make_env
from dealerschoice.render.glossary import TermLinker
from dealerschoice.render.listings import a_to_z, deck_cards, family_links, family_tree, tag_counts, tag_pages, FamilyPage
from dealerschoice.render.pages import GameLink, GamePages, SiteContext
from dealerschoice.render.paths import Paths, root_of
from dealerschoice.render.prose import read_entries, read_prose

TITLE = "Dealer's Choice"


def render_site(resolved, analysis: Mapping | None = None, templates: Path = TEMPLATES) -> dict[str, bytes]:
    """All pages, data files and static files, keyed by their path in the site."""
    return _Renderer(resolved, analysis or {}, Path(templates)).files()


class _Renderer:
    def __init__(self, resolved, analysis: Mapping, templates: Path):
        self.resolved = resolved
        self.analysis = analysis
        self.templates = templates
        self.env = make_env(templates)
        self.games = list(resolved.games)
        self.lineage = resolved.lineage
        self.paths = Paths(self.games, resolved.stubs)
        self.glossary_intro, self.glossary = read_entries(templates, "glossary")
        self.tag_intro, tag_entries = read_entries(templates, "tags")
        self.tag_meanings = {e.term: e for e in tag_entries}
        self.diagrams = _optional("dealerschoice.render.diagrams")
        self.filter = _optional("dealerschoice.render.filter")
        self.hand_rankings = read_prose(templates, "hand-rankings")
        self.site = SiteContext(
            title=TITLE,
            game_count=len(self.games),
            has_filter=self.filter is not None and (templates / "filter.html").is_file(),
            has_search=(templates / "search.html").is_file(),
            has_hand_rankings=self.hand_rankings is not None,
            has_diagrams=self.diagrams is not None,
        )
        self.out: dict[str, bytes] = {}

    def files(self) -> dict[str, bytes]:
        self.home()
        self.game_pages()
        self.tags()
        self.families()
        self.page("glossary.html", "glossary/index.html", section="glossary",
                  intro=self.glossary_intro, entries=self.glossary)
        self.page("about.html", "about/index.html", section="about", prose=read_prose(self.templates, "about"))
        if self.hand_rankings is not None:
            self.page("hand-rankings.html", "hand-rankings/index.html", section="hand-rankings", prose=self.hand_rankings)
        self.page("print.html", "print/index.html", section="print", cards=deck_cards(self.games, self.lineage),
                  letters=a_to_z(self.games, self.paths), tags=tag_counts(self.games))
        self.page("404.html", "404.html", section="")
        if self.site.has_filter:
            data = self.filter.filter_data(self.resolved)
            self.page("filter.html", "filter/index.html", section="filter",
                      filter_json=json.dumps(data, ensure_ascii=False, separators=(",", ":")))
        if self.site.has_search:
            self.page("search.html", "search/index.html", section="search")
        self.data_files()
        self.static()
        return self.out

    def page(self, template: str, path: str, **context) -> None:
        context.setdefault("section", "")
        html = self.env.get_template(template).render(root=root_of(path), site=self.site, **context)
        self.out[path] = html.encode("utf-8")

    def home(self) -> None:
        self.page("home.html", "index.html", section="home",
                  intro=read_prose(self.templates, "home"),
                  letters=a_to_z(self.games, self.paths),
                  tags=tag_counts(self.games),
                  families=family_links(self.lineage, self.paths))

    def game_pages(self) -> None:
        diagram = getattr(self.diagrams, "game_diagram", None)
        batch = getattr(self.diagrams, "game_diagrams", None)
        if batch is not None and self.games:
            # Every game page sits at the same depth, so one href serves them all (one dot run).
            prefix = root_of(self.paths.game(self.games[0].id))
            svgs = batch(self.lineage, [g.id for g in self.games], lambda node: prefix + self.paths.node(node))
            diagram = lambda lineage, id, href: svgs[id]  # noqa: E731
        builder = GamePages(self.resolved, self.paths, TermLinker(self.glossary), diagram,
                            self.analysis.get("games"))
        for game in self.games:
            path = self.paths.game(game.id)
            self.page("game.html", path, section="games", page=builder.page(game))
            target = GameLink(game.id, game.name, path)
            self.page("redirect.html", self.paths.redirect(game.id), target=target)

    def tags(self) -> None:
        pages = tag_pages(self.games, self.paths, self.tag_meanings)
        self.page("tags.html", "tags/index.html", section="tags", intro=self.tag_intro, pages=pages)
        for tag_page in pages:
            self.page("tag.html", tag_page.tag.href, section="tags", page=tag_page)

    def families(self) -> None:
        families = family_links(self.lineage, self.paths)
        svgs: dict[int, str] = {}
        batch = getattr(self.diagrams, "family_diagrams", None)
        if batch is not None and families:
            prefix = root_of(families[0][1].href)  # every family page sits at the same depth
            svgs = batch(self.lineage, [root.id for root, _ in families], lambda node: prefix + self.paths.node(node))
        elif getattr(self.diagrams, "family_diagram", None) is not None:
            for root, link in families:
                prefix = root_of(link.href)
                svgs[root.id] = self.diagrams.family_diagram(self.lineage, root.id, lambda node: prefix + self.paths.node(node))
        for root, link in families:
            path = link.href
            diagram = Markup(svgs[root.id]) if root.id in svgs else None
            page = FamilyPage(root, link, family_tree(self.lineage, root.id, self.paths), diagram)
            self.page("family.html", path, section="families", page=page)

    def data_files(self) -> None:
        export = _optional("dealerschoice.resolve.export")
        data = export.catalog_json(self.resolved) if export else {"games": [_game_json(g) for g in self.games]}
        self.out["catalog.json"] = (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
        pages = sorted(p for p in self.out if p.endswith(".html") and p != "404.html" and not p.startswith("g/"))
        lines = ['<?xml version="1.0" encoding="UTF-8"?>',
                 '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">']
        lines += [f"<url><loc>{xml_escape(p)}</loc></url>" for p in pages]
        lines.append("</urlset>")
        self.out["sitemap.xml"] = ("\n".join(lines) + "\n").encode("utf-8")

    def static(self) -> None:
        folder = self.templates / "static"
        for file in sorted(folder.rglob("*")):
            if file.is_file():
                self.out["static/" + file.relative_to(folder).as_posix()] = file.read_bytes()


def _optional(module: str):
    """A module written by another helper, or None until it exists."""
    import importlib
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as error:
        if error.name != module:
            raise
        return None


def _game_json(game) -> dict:
    return {"id": game.id, "name": game.name, "aliases": list(game.aliases), "tags": list(game.tags),
            "rules": [r.text for r in game.rules], "parent": game.parent and game.parent.id}
