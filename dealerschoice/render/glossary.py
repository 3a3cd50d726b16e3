"""Links recurring terms in rule text to their glossary entries."""

from __future__ import annotations

import re
from collections.abc import Sequence

from markupsafe import Markup

from dealerschoice.render.prose import Entry
from dealerschoice.render.suits import suits


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
        phrases: dict[str, str] = {}
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
        self._scans: dict[str, tuple[tuple[int, int, str], ...]] = {}
        self._done: dict[tuple[str, str, frozenset[str]], tuple[Markup, tuple[str, ...]]] = {}

    def link(self, text: str, glossary_href: str, seen: set[str] | None = None) -> Markup:
        if self._pattern is None:
            return suits(text)
        seen = set() if seen is None else seen
        found = self._found(text)
        # The result depends only on the text, the link and which of its terms were linked
        # before on the page; rule sentences recur across games, so it is worked out once.
        key = (text, glossary_href, frozenset(a for _, _, a in found if a in seen))
        done = self._done.get(key)
        if done is None:
            done = self._done[key] = self._link(text, glossary_href, found, key[2])
            if len(self._done) > 200_000:  # a bound on memory, never reached by a real catalog
                self._done.clear()
        seen.update(done[1])
        return done[0]

    def _found(self, text: str) -> tuple[tuple[int, int, str], ...]:
        """Each glossary phrase in `text` outside an excluded phrase: start, end, anchor."""
        if self._pattern is None:  # no phrases: nothing to find
            return ()
        found = self._scans.get(text)
        if found is None:
            blocked = [m.span() for m in self._exclude.finditer(text)] if self._exclude else []
            found = tuple((m.start(), m.end(), self._anchor[m.group().lower()])
                          for m in self._pattern.finditer(text)
                          if not any(a < m.end() and m.start() < b for a, b in blocked))
            if len(self._scans) > 200_000:
                self._scans.clear()
            self._scans[text] = found
        return found

    def _link(self, text: str, glossary_href: str, found: tuple[tuple[int, int, str], ...],
              already: frozenset[str]) -> tuple[Markup, tuple[str, ...]]:
        out: list[Markup] = []
        last = 0
        linked: list[str] = []
        for start, end, anchor in found:
            if anchor in already or anchor in linked:
                continue
            linked.append(anchor)
            out.append(suits(text[last:start]))
            out.append(Markup('<a class="term" href="{}#{}">{}</a>').format(glossary_href, anchor, suits(text[start:end])))
            last = end
        out.append(suits(text[last:]))
        return Markup("").join(out), tuple(linked)

    def used_anchors(self, text: str) -> set[str]:
        if self._pattern is None:
            return set()
        return {self._anchor[m.group().lower()] for m in self._pattern.finditer(text)}


