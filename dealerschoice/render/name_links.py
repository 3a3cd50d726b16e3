"""Game names in write-up text, linked to their pages (issue 19, item 2): "Same as Follow The
Queen, but …" links Follow The Queen wherever a write-up names it, on a game page or on a
described game's page.

A name is found as a run of capitalised words ("Follow The Queen", "Roll-Your-Own", "7 Stud
Low Ball"; small joining words such as "the", "in", "and" may be lower case inside it) whose
normalised form (`resolve.links.normalise_name`, as write-ups are matched to games) is a
game's name or alias, or a described game's. The longest run wins. A single word is a name
only mid-sentence and from four letters ("Murder", not "Ten" or a sentence's first word), so
ordinary capitalised words are not taken for games. A name that two pages share links nowhere.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from markupsafe import Markup, escape

from dealerschoice.render.suits import suits
from dealerschoice.resolve.links import normalise_name

_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’-]*")
_JOINING = frozenset(("the", "a", "an", "and", "or", "of", "in", "at", "to", "on", "your", "my", "it", "through"))
LONGEST = 9  # words in the longest name looked for ("Follow The Ho Through Chicago At Midnight": 7)
_SENTENCE_END = re.compile(r"(^|[.!?:;]\s*|\n\s*)$")


class NameLinker:
    """Finds game names in text and links them: `link(text, root, here)`.

    >>> linker = NameLinker.of([("Follow the Queen", "described/ftq/index.html"),
    ...                         ("Murder", "games/murder/index.html"), ("Ten", "games/ten/index.html")])
    >>> print(linker.link("Same as Follow The Queen, but Murder wins. Ten is not linked.", "../", ""))
    Same as <a href="../described/ftq/index.html">Follow The Queen</a>, but <a href="../games/murder/index.html">Murder</a> wins. Ten is not linked.
    >>> print(linker.link("Murder starts it; as in Murder.", "", "games/murder/index.html"))
    Murder starts it; as in Murder.
    """

    def __init__(self, hrefs: Mapping[str, str | None]):
        self.hrefs = dict(hrefs)  # normalised name -> page from the site root (None: two pages share it)

    @classmethod
    def of(cls, names: Iterable[tuple[str, str | None]]) -> NameLinker:
        """From (name, page) pairs; a name given two different pages links to neither."""
        hrefs: dict[str, str | None] = {}
        for name, href in names:
            key = normalise_name(name)
            if not key or href is None:
                continue
            hrefs[key] = href if hrefs.get(key, href) == href else None
        return cls(hrefs)

    def href(self, name: str) -> str | None:
        return self.hrefs.get(normalise_name(name))

    def link(self, text: object, root: str, here: str) -> Markup:
        """`text` escaped, suits coloured, and every game name in it a link (but to `here`)."""
        text = str(text)
        words = list(_WORD.finditer(text))
        out: list[str] = []
        done = 0  # text before this is written
        i = 0
        while i < len(words):
            found = self._name_at(text, words, i, here)
            if found is None:
                i += 1
                continue
            end, href = found
            out.append(str(suits(text[done:words[i].start()])))
            span = text[words[i].start():words[end].end()]
            out.append(f'<a href="{escape(root + href)}">{suits(span)}</a>')
            done = words[end].end()
            i = end + 1
        out.append(str(suits(text[done:])))
        return Markup("".join(out))

    def _name_at(self, text: str, words: list, i: int, here: str) -> tuple[int, str] | None:
        """The last word and page of the longest name starting at word `i`, or None."""
        first = words[i].group()
        if not (first[0].isupper() or first[0].isdigit()):
            return None
        last = i
        while last + 1 < len(words) and last + 1 - i < LONGEST and text[words[last].end():words[last + 1].start()] == " ":
            last += 1  # a name never runs across punctuation
        for end in range(last, i - 1, -1):
            word = words[end].group()
            if end > i and not (word[0].isupper() or word[0].isdigit()):
                continue  # a name ends on a capitalised word
            inner = [w.group() for w in words[i + 1:end]]
            if any(not (w[0].isupper() or w[0].isdigit()) and w.lower() not in _JOINING for w in inner):
                continue
            if end == i and not self._single_word(text, words[i]):
                continue
            href = self.href(text[words[i].start():words[end].end()])
            if href is not None and href != here:
                return end, href
        return None

    @staticmethod
    def _single_word(text: str, word) -> bool:
        """A one-word name: four letters or more, not capitalised for starting a sentence."""
        return (len(word.group()) >= 4 and word.group()[0].isalpha()
                and not _SENTENCE_END.search(text[:word.start()]))


def plain_linker() -> NameLinker:
    """A linker that knows no names: text is only escaped and its suits coloured."""
    return NameLinker({})
