"""The closed vocabularies of step fields, as enums.

Each is a `StrEnum`, so a value prints, compares and serialises as its plain word
(`Face.UP == "up"`); a step built with a word outside the vocabulary fails when it is made
(`RuleStep.__post_init__` converts and checks), and under mypy.
"""

from __future__ import annotations

from enum import StrEnum


class Word(StrEnum):
    """A vocabulary word; its repr is the plain word, as steps print in readings and tests."""

    def __repr__(self) -> str:
        return repr(self.value)


class Face(Word):
    UP = "up"
    DOWN = "down"


class Target(Word):
    """Who a deal goes to."""

    EACH = "each"    # every player still in
    TABLE = "table"  # common cards


class Side(Word):
    """"left" is the next player clockwise, the one after you in betting order."""

    LEFT = "left"
    RIGHT = "right"
