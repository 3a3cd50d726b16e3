"""The Jinja environment: templates folder, autoescape on, and the site's text filters."""

from __future__ import annotations

import os
import re
from pathlib import Path

from jinja2 import Environment, FileSystemBytecodeCache, FileSystemLoader, StrictUndefined, select_autoescape
from markupsafe import Markup, escape

from dealerschoice.records.game import slugify
from dealerschoice.render.example_html import table_state
from dealerschoice.render.incremental import cache_root

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"

# Every page carries this policy (a meta tag): nothing from other hosts, no inline script.
# Pagefind compiles WebAssembly ('wasm-unsafe-eval'); styles may be inline (the print deck sets
# its @page size, the search note styles itself), which cannot run script.
CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; "
       "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'")

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


class _Compiled(FileSystemBytecodeCache):
    """Templates compiled once, kept on disk (keyed by their source), so a build does not spend
    its first tenth of a second compiling them again. A cache that cannot be written only
    costs that time."""

    def load_bytecode(self, bucket) -> None:
        try:
            super().load_bytecode(bucket)
        except (OSError, ValueError, EOFError):
            pass

    def dump_bytecode(self, bucket) -> None:
        try:
            os.makedirs(self.directory, exist_ok=True)
            super().dump_bytecode(bucket)
        except OSError:
            pass


def make_env(templates: Path = TEMPLATES) -> Environment:
    env = Environment(
        loader=FileSystemLoader(str(templates)),
        bytecode_cache=_Compiled(str(cache_root() / "templates")),
        autoescape=select_autoescape(["html", "xml", "svg"], default_for_string=True),
        undefined=StrictUndefined,
        trim_blocks=False,
        keep_trailing_newline=True,
    )
    env.filters["suits"] = suits
    env.filters["slug"] = slugify
    env.filters["table_state"] = table_state  # example hands: in Python, for speed
    return env
