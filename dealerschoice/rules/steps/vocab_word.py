"""The base of every closed vocabulary: a `StrEnum` whose repr is its plain word."""

from __future__ import annotations

from enum import StrEnum


class Word(StrEnum):
    """A vocabulary word; its repr is the plain word, as steps print in readings and tests."""

    def __repr__(self) -> str:
        return repr(self.value)
