"""Write-ups in the bulleted format (Mike's rules pages)."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.records.game import Source


@dataclass(frozen=True, slots=True)
class Step:
    """One numbered step of "The Game:" (or of a variant), with any steps nested under it.

    `notes` holds lines under the step that are not numbered steps (bullets, paragraphs).
    """

    number: int
    text: str
    line: int
    children: tuple[Step, ...] = ()
    notes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Variant:
    """A bullet under "Variants:" (or "Suggestions:"); unnamed suggestions have name None.

    `label` is the name part as written ("Midnight (Blind, Night) Baseball"); `name` and
    `other_names` are read from it ("Midnight Baseball"; "Blind Baseball", "Night Baseball").
    """

    name: str | None
    text: str
    line: int
    steps: tuple[Step, ...] = ()
    other_names: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    label: str | None = None

    @property
    def names(self) -> tuple[str, ...]:
        return ((self.name,) if self.name else ()) + self.other_names


@dataclass(frozen=True, slots=True)
class WriteUp:
    """One game of a bulleted page. `heading` is the name line as written, `page` the page title."""

    name: str
    other_names: tuple[str, ...]
    max_players: int | None
    wild_cards: str | None  # as written; None when the page says "None"
    high_low: bool
    steps: tuple[Step, ...]
    variants: tuple[Variant, ...]
    source: Source
    notes: tuple[str, ...] = ()  # other bullets and stray lines, kept as written
    heading: str = ""
    page: str = ""

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name,) + self.other_names

    @property
    def suggestions(self) -> tuple[Variant, ...]:
        return tuple(v for v in self.variants if v.name is None)

    @property
    def named_variants(self) -> tuple[Variant, ...]:
        return tuple(v for v in self.variants if v.name is not None)
