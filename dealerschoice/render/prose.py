"""Markdown prose kept in templates/prose/, rendered with the `markdown` package.

Entry files (glossary, tag meanings) are Markdown split at `## ` headings; a `Matches:` line
right under a heading lists the phrases that link to the entry, and a `Not:` line phrases in
which those words mean something else ("no passing" is not passing cards).
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from markupsafe import Markup

from dealerschoice.records.game import slugify
from dealerschoice.render.suits import suits_html
from dealerschoice.store import cache_root, prune, try_write


def render_markdown(text: str, store: Path | None = None) -> Markup:
    """Markdown to HTML. Prose is project text, not catalog text, so its HTML is trusted.

    `store`: a folder where renders are kept between processes, by the text's hash. The build
    names it by its code key (render code, templates, library versions), so nothing else can
    change a kept render; with every render kept, `markdown` is not even imported.

    >>> str(render_markdown("A *wild* card."))
    '<p>A <em>wild</em> card.</p>'
    >>> render_markdown("A *wild* card.") is render_markdown("A *wild* card.")  # kept, not redone
    True
    """
    return _render(text, os.fspath(store) if store else "")


@lru_cache(maxsize=512)  # `serve` builds again after every save: the prose rarely changed
def _render(text: str, store: str) -> Markup:
    path = os.path.join(store, hashlib.sha256(text.encode("utf-8")).hexdigest()[:32] + ".html") if store else ""
    if path:
        try:
            with open(path, encoding="utf-8") as file:
                return Markup(file.read())
        except OSError:
            pass
    import markdown  # type: ignore[import-untyped]  # here: with its extensions, ~0.1 s of a build that finds every render kept

    html = suits_html(markdown.markdown(text, extensions=["smarty", "sane_lists", "tables", "attr_list"],
                                        output_format="html"))
    if path:
        _keep(path, str(html))
    return html


def prose_store(code_key: str) -> Path:
    """The cache folder for `render_markdown` renders made by this code (`incremental.site_key`);
    the folders of other code go when it is first used."""
    store = cache_root() / "prose" / f"renders-{code_key[:32]}"
    if not store.is_dir():
        prune(store, keep=1)
    return store


def _keep(path: str, html: str) -> None:
    """Keep a render (atomically: another build may read it meanwhile); a cache that cannot
    be written only costs speed."""
    try_write(path, html)


def read_prose(templates: Path, name: str, store: Path | None = None) -> Markup | None:
    """`templates/prose/<name>.md` as HTML, or None when the file is absent."""
    path = templates / "prose" / f"{name}.md"
    if not path.is_file():
        return None
    return render_markdown(path.read_text(encoding="utf-8"), store)


@dataclass(frozen=True, slots=True)
class Entry:
    """One `## Heading` section of an entry file."""

    term: str
    anchor: str
    matches: tuple[str, ...]
    html: Markup
    exclude: tuple[str, ...] = ()  # phrases in which a match means something else


def parse_entries(text: str, store: Path | None = None) -> tuple[str, list[Entry]]:
    """Split an entry file into its introduction (Markdown) and its entries.

    >>> intro, entries = parse_entries("Intro.\\n\\n## Wild card\\nMatches: wild, wilds\\n\\nStands in.\\n")
    >>> intro, entries[0].term, entries[0].anchor, entries[0].matches
    ('Intro.', 'Wild card', 'wild-card', ('wild', 'wilds'))
    >>> str(entries[0].html)
    '<p>Stands in.</p>'
    """
    intro, *chunks = ("\n" + text).split("\n## ")
    entries = []
    for chunk in chunks:
        heading, _, body = chunk.partition("\n")
        body = body.strip("\n")
        fields: dict[str, tuple[str, ...]] = {"matches": (), "not": ()}
        while True:  # `Matches:` / `Not:` lines right under the heading
            first, _, rest = body.partition("\n")
            key, colon, value = first.partition(":")
            if not colon or key.strip().lower() not in fields:
                break
            fields[key.strip().lower()] = tuple(m.strip() for m in value.split(",") if m.strip())
            body = rest.strip("\n")
        term = heading.strip()
        entries.append(Entry(term, slugify(term), fields["matches"], render_markdown(body, store), fields["not"]))
    return intro.strip(), entries


def read_entries(templates: Path, name: str, store: Path | None = None) -> tuple[Markup, list[Entry]]:
    path = templates / "prose" / f"{name}.md"
    if not path.is_file():
        return Markup(""), []
    intro, entries = parse_entries(path.read_text(encoding="utf-8"), store)
    return render_markdown(intro, store), entries
