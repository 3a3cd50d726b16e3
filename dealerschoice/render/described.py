"""Pages for games that are described but not in the catalog's rule lists: a write-up, or a
named variant in one, that matches no catalog game (`resolve.links`, its "matches no game"
notes) gets a page of its own, marked with the file it comes from, so that a player can find
Follow the Queen or Black Mariah by name.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.records import Variant, WriteUp
from dealerschoice.records.game import slugify
from dealerschoice.render.pages import source_label

FOLDER = "described"  # described/<slug>/index.html: never under games/, whose slugs are the catalog's


@dataclass(frozen=True, slots=True)
class DescribedPage:
    """One described game: a whole write-up (`variant` None) or one named variant of it."""

    name: str
    other_names: tuple[str, ...]
    href: str  # from the site root
    write_up: WriteUp
    variant: Variant | None
    source_label: str

    @property
    def text(self) -> str:
        return self.variant.text if self.variant is not None else ""


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
