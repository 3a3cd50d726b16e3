"""Write-ups in the bulleted format (Mike's 7-stud page)."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.records.game import Source


@dataclass(frozen=True, slots=True)
class Step:
    """One numbered step of "The Game:", with any steps nested under it."""

    number: int
    text: str
    line: int
    children: tuple["Step", ...] = ()


@dataclass(frozen=True, slots=True)
class Variant:
    """A bullet under "Variants:"; unnamed suggestions have name None."""

    name: str | None
    text: str
    line: int
    steps: tuple[Step, ...] = ()


@dataclass(frozen=True, slots=True)
class WriteUp:
    name: str
    other_names: tuple[str, ...]
    max_players: int | None
    wild_cards: str | None
    high_low: bool
    steps: tuple[Step, ...]
    variants: tuple[Variant, ...]
    source: Source
    notes: tuple[str, ...] = ()

    @property
    def suggestions(self) -> tuple[Variant, ...]:
        return tuple(v for v in self.variants if v.name is None)

    @property
    def named_variants(self) -> tuple[Variant, ...]:
        return tuple(v for v in self.variants if v.name is not None)
