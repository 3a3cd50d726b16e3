"""Suit symbols in page text: escaped, and coloured (red hearts and diamonds, dark spades and clubs)."""

from __future__ import annotations

import re

from markupsafe import Markup, escape

_SUITS = re.compile("[♥♦♠♣♡♢♤♧]")
_RED = set("♥♦♡♢")


def suits(text: object) -> Markup:
    """Escape text and colour suit symbols (red hearts/diamonds, dark spades/clubs).

    >>> str(suits("Q♠ & 9♥"))
    'Q<span class="suit-black">♠</span> &amp; 9<span class="suit-red">♥</span>'
    """
    escaped = str(escape(text))
    return Markup(_SUITS.sub(lambda m: _suit_span(m.group()), escaped))


def _suit_span(symbol: str) -> str:
    colour = "red" if symbol in _RED else "black"
    return f'<span class="suit-{colour}">{symbol}</span>'


def suits_html(html: str) -> Markup:
    """Colour suit symbols in HTML that is already safe (Markdown output); tags never contain suits."""
    return Markup(_SUITS.sub(lambda m: _suit_span(m.group()), str(html)))
