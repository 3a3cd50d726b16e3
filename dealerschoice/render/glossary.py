"""Links recurring terms in rule text to their glossary entries."""

from __future__ import annotations

import re
from collections.abc import Sequence

from markupsafe import Markup

from dealerschoice.render.env import suits
from dealerschoice.render.prose import Entry


class TermLinker:
    """Finds glossary phrases in plain text; longest phrase wins, each entry linked once.

    Pass the same `seen` set for every rule of a page to link each term only at its first use.

    >>> from markupsafe import Markup
    >>> e = [Entry("Wild card", "wild-card", ("wild",), Markup("")),
    ...      Entry("Match the pot", "match-the-pot", ("match the pot",), Markup(""))]
    >>> linker = TermLinker(e)
    >>> str(linker.link("Threes are wild; losers match the pot <now>.", "g.html"))
    'Threes are <a class="term" href="g.html#wild-card">wild</a>; losers <a class="term" href="g.html#match-the-pot">match the pot</a> &lt;now&gt;.'
    >>> str(TermLinker([Entry("Pass", "pass", ("passing",), Markup(""), ("no passing",))]).link("No passing.", "g"))
    'No passing.'
    >>> seen = set()
    >>> _ = linker.link("Wild.", "g.html", seen)
    >>> str(linker.link("Wild, wild.", "g.html", seen))
    'Wild, wild.'
    """

    def __init__(self, entries: Sequence[Entry]):
        phrases = {}
        for entry in entries:
            for phrase in entry.matches:
                phrases.setdefault(phrase.lower(), entry.anchor)
        self._anchor = phrases
        excluded = sorted({x.lower() for e in entries for x in e.exclude}, key=len, reverse=True)
        self._exclude = (re.compile(r"(?<![\w-])(" + "|".join(re.escape(x) for x in excluded) + r")(?![\w-])",
                                    re.IGNORECASE) if excluded else None)
        ordered = sorted(phrases, key=len, reverse=True)
        self._pattern = (
            re.compile(r"(?<![\w-])(" + "|".join(re.escape(p) for p in ordered) + r")(?![\w-])", re.IGNORECASE)
            if ordered else None
        )

    def link(self, text: str, glossary_href: str, seen: set[str] | None = None) -> Markup:
        if self._pattern is None:
            return suits(text)
        out, last = [], 0
        seen = set() if seen is None else seen
        blocked = [m.span() for m in self._exclude.finditer(text)] if self._exclude else []
        for match in self._pattern.finditer(text):
            anchor = self._anchor[match.group().lower()]
            if anchor in seen or any(a < match.end() and match.start() < b for a, b in blocked):
                continue
            seen.add(anchor)
            out.append(suits(text[last:match.start()]))
            out.append(Markup('<a class="term" href="{}#{}">{}</a>').format(glossary_href, anchor, suits(match.group())))
            last = match.end()
        out.append(suits(text[last:]))
        return Markup("").join(out)

    def used_anchors(self, text: str) -> set[str]:
        if self._pattern is None:
            return set()
        return {self._anchor[m.group().lower()] for m in self._pattern.finditer(text)}


