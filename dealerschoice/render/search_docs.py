"""What Pagefind is given of a game page: only the element it indexes, as a small document.

`search_doc(page)` finds the element marked `data-pagefind-body` and leaves out what inside it
is marked `data-pagefind-ignore` (unless a filter or metadata sits there, which Pagefind still
reads). Markers count only as attributes of a tag, never inside a quoted value or page text.
"""

from __future__ import annotations

import re

# A start tag, attribute by attribute (a quoted value may say anything, "data-pagefind-body" too)
_TAG = re.compile(r"""<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*/?>""")
_ATTRIBUTE = re.compile(r"""\s+([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?""")
_LANG = re.compile(r"<html\b[^>]*?\blang=(\"[^\"]*\"|'[^']*'|[^\s>]+)", re.IGNORECASE)
_VOID = frozenset(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"])


def search_doc(page: str) -> str | None:
    """The part of `page` Pagefind indexes, as a document of its own (None: nothing indexed).

    Indexing these instead of whole pages gives the same index in less than half the time:
    the diagrams, example hands and navigation around (and ignored inside) the indexed element
    are never parsed. An ignored element that holds filters or metadata stays (Pagefind still
    reads those in it).

    >>> search_doc('<html lang="en"><body><nav>x</nav><article data-pagefind-body><p>Deal.</p>'
    ...            '<div data-pagefind-ignore><div>hand</div></div><img data-pagefind-ignore src=x>'
    ...            '<article>inner</article></article><footer>f</footer></body></html>')
    '<!doctype html><html lang="en"><body><article data-pagefind-body><p>Deal.</p><article>inner</article></article></body></html>'
    >>> search_doc("<html><body>no body marked</body></html>") is None
    True
    """
    found = next(_marked(page, "data-pagefind-body"), None)
    if not found:
        return None
    body = page[found.start():_element_end(page, found.start(), found.group(1), found.end())]
    kept, at = [], 0
    for ignored in _marked(body, "data-pagefind-ignore"):
        if ignored.start() < at:
            continue  # inside an element already cut
        end = _element_end(body, ignored.start(), ignored.group(1), ignored.end())
        if "data-pagefind-" in body[ignored.end():end]:
            continue  # a filter or meta inside: Pagefind reads it even there
        kept.append(body[at:ignored.start()])
        at = end
    kept.append(body[at:])
    lang = _LANG.search(page)
    html = f"<html lang={lang.group(1)}>" if lang else "<html>"
    return f"<!doctype html>{html}<body>{''.join(kept)}</body></html>"


def _marked(text: str, attribute: str):
    """The start tags in `text` that carry `attribute` (as an attribute, not in a value).

    >>> [m.group(1) for m in _marked('<p title="x data-pagefind-body"><div class=a data-pagefind-body>', "data-pagefind-body")]
    ['div']
    """
    at = text.find(attribute)
    while at != -1:
        start = text.rfind("<", 0, at)  # page text is escaped: a raw "<" starts a tag
        tag = _TAG.match(text, start) if start != -1 else None
        if tag and tag.end() > at and any(a.group(1).lower() == attribute for a in _ATTRIBUTE.finditer(tag.group(2))):
            yield tag
            at = text.find(attribute, tag.end())
        else:
            at = text.find(attribute, at + len(attribute))


def _element_end(text: str, start: int, tag: str, open_end: int) -> int:
    """Where the element whose start tag spans `start`..`open_end` ends (after its end tag)."""
    if tag.lower() in _VOID or text[open_end - 2] == "/":
        return open_end
    tags = re.compile(rf"<(/?){re.escape(tag)}\b[^>]*>", re.IGNORECASE)
    depth = 0
    for match in tags.finditer(text, start):
        depth += -1 if match.group(1) else 1
        if depth == 0:
            return match.end()
    return len(text)
