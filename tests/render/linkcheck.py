"""Every internal link and #anchor of a built site, checked; plus no request to another host."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

LINK_ATTRS = {"href", "src", "action", "xlink:href"}


class _Page(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.links: list[tuple[str, str, str]] = []  # (tag, attribute, value)

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if value is None:
                continue
            if name in ("id", "name") and (name == "id" or tag == "a"):
                self.ids.add(value)
            if name in LINK_ATTRS:
                self.links.append((tag, name, value))
            if tag == "meta" and name == "content" and "url=" in value.lower():
                self.links.append((tag, "refresh", value.split("=", 1)[1].strip()))

    handle_startendtag = handle_starttag


def parse(path: Path) -> _Page:
    page = _Page()
    page.feed(path.read_text(encoding="utf-8"))
    return page


def check_site(site: Path) -> list[str]:
    """Problems as `page: message` lines; empty when every link and anchor resolves."""
    pages = {p: parse(p) for p in sorted(site.rglob("*.html")) if "pagefind" not in p.parts}
    problems = []
    for path, page in pages.items():
        where = path.relative_to(site).as_posix()
        for tag, attr, value in page.links:
            parts = urlsplit(value)
            if parts.scheme in ("mailto", "data", "javascript") or value.startswith("http://www.w3.org/"):
                continue
            if parts.scheme or parts.netloc or value.startswith("/"):
                problems.append(f"{where}: <{tag} {attr}={value!r}> leaves the site (links must be relative)")
                continue
            target = (path.parent / unquote(parts.path)).resolve() if parts.path else path
            if target.is_dir():
                problems.append(f"{where}: {value!r} names a folder; link to its index.html (file:// needs it)")
                continue
            if not target.is_file():
                problems.append(f"{where}: broken link {value!r}")
                continue
            if parts.fragment and target.suffix == ".html":
                ids = pages[target].ids if target in pages else parse(target).ids
                if unquote(parts.fragment) not in ids:
                    problems.append(f"{where}: missing anchor {value!r}")
    return problems
