"""Pages for games that are described but not in the catalog's rule lists: a write-up, or a
named variant in one, that matches no catalog game (`resolve.links`, its "matches no game"
notes) gets a page of its own, marked with the file it comes from, so that a player can find
Follow the Queen or Black Mariah by name.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from dealerschoice.records import Variant, WriteUp
from dealerschoice.records.game import slugify
from dealerschoice.render.pages import GameLink, source_label
from dealerschoice.render.versions import write_up_summary
from dealerschoice.resolve.links import normalise_name

FOLDER = "described"  # described/<slug>/index.html: never under games/, whose slugs are the catalog's


@dataclass(frozen=True, slots=True)
class StubFamily:
    """A catalog stub (a parent named but given no rules) that a write-up describes: its
    page is the described game's, which names the catalog games that vary it."""

    id: int
    name: str
    family_href: str
    children: tuple  # GameLinks of its catalog children


@dataclass(frozen=True, slots=True)
class DescribedPage:
    """One described game: a whole write-up (`variant` None) or one named variant of it."""

    name: str
    other_names: tuple[str, ...]
    href: str  # from the site root
    write_up: WriteUp
    variant: Variant | None
    source_label: str
    stub: StubFamily | None = None  # the catalog stub it describes (`described_stubs`), if any

    @property
    def text(self) -> str:
        return self.variant.text if self.variant is not None else ""

    @property
    def summary(self) -> str:
        """A whole write-up's one line, from its steps and its own fields
        (`versions.write_up_summary`); "" for a named variant, whose text is a change to the
        game it varies."""
        return write_up_summary(self.write_up).line if self.variant is None else ""


def described_pages(resolved) -> list[DescribedPage]:
    """The write-ups and named variants that match no game, in the write-ups' order; two
    with the same name (the same variant in two write-ups) share the first one's page.

    Reads only what `resolve.links` says matched nothing (`unmatched`, `unmatched_write_ups`),
    so a game the links place on a catalog page never gets a second page here.
    """
    links = getattr(resolved, "links", None)
    whole = set(getattr(links, "unmatched_write_ups", ()))
    named = set(getattr(links, "unmatched", ()))
    pages: list[DescribedPage] = []
    slugs: set[str] = set()

    def add(name: str, others: tuple[str, ...], up: WriteUp, variant: Variant | None) -> None:
        slug = slugify(name)
        if slug in slugs:
            return
        slugs.add(slug)
        pages.append(DescribedPage(name, others, f"{FOLDER}/{slug}/index.html", up, variant,
                                   source_label(up.source.file)))

    for up in getattr(resolved.catalog, "write_ups", ()):
        if (up.heading or up.name) in whole:
            add(up.name, up.other_names, up, None)
        for variant in up.named_variants:
            if (variant.label or variant.name or "") in named and variant.name:
                add(variant.name, variant.other_names, up, variant)
    return pages


_NUMBER_WORDS = {"two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
                 "nine": "9", "ten": "10"}


def stub_key(name: str) -> str:
    """The form a stub's name and a write-up's are compared in: normalised as write-ups are
    matched to games, with number words as digits and "card(s)" after a number left out, as
    players say "7 stud" for Seven Card Stud.

    >>> stub_key("Seven Card Stud") == stub_key("7 Stud"), stub_key("Three-Card Guts"), stub_key("Murder")
    (True, '3 guts', 'murder')
    >>> stub_key("Five Card Stud") == stub_key("7 Stud")
    False
    """
    words = [_NUMBER_WORDS.get(word, word) for word in normalise_name(name).split()]
    kept = [w for n, w in enumerate(words) if not (w in ("card", "cards") and n and words[n - 1].isdigit())]
    return " ".join(kept)


def described_stubs(stubs, pages: list[DescribedPage]) -> dict[int, DescribedPage]:
    """The described page of each stub a write-up describes (by `stub_key` of its names); a
    whole write-up beats a variant of the same name, and the first page of a form wins."""
    by_key: dict[str, DescribedPage] = {}
    for page in sorted(pages, key=lambda p: p.variant is not None):  # whole write-ups first (stable)
        for name in (page.name, *page.other_names):
            by_key.setdefault(stub_key(name), page)
    return {stub.id: by_key[stub_key(stub.name)] for stub in stubs if stub_key(stub.name) in by_key}


def with_stubs(pages: list[DescribedPage], stubs: dict[int, DescribedPage], lineage, paths) -> list[DescribedPage]:
    """`pages`, those that describe a stub knowing it (`StubFamily`): the stub's name is one of
    the page's names (for search and for links in write-up text), and its children are listed."""
    of_page = {page.href: id for id, page in stubs.items()}
    out = []
    for page in pages:
        id = of_page.get(page.href)
        if id is not None:
            name = lineage.record(id).name
            children = tuple(GameLink(kid, lineage.record(kid).name, paths.page(kid)) for kid in lineage.children(id))
            same = normalise_name(name) in {normalise_name(n) for n in (page.name, *page.other_names)}
            others = page.other_names if same else (*page.other_names, name)
            page = replace(page, other_names=others, stub=StubFamily(id, name, paths.family(id), children))
        out.append(page)
    return out
