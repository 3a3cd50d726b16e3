"""Parts shared by the ranking family's readers (`ranking.py` and `ranking_points.py`)."""

from __future__ import annotations

from enum import Enum

from lark import Token

# The face cards as one group of a points count ("face cards are 1/2").
FACE = "face"


def tokens(children) -> list[str]:
    return [str(c) for c in children if isinstance(c, Token)]


def plain(children, kind=str) -> list:
    """Values of a type among the children, leaving out tokens and enum words."""
    return [c for c in children if isinstance(c, kind) and not isinstance(c, (Token, Enum, bool))]
