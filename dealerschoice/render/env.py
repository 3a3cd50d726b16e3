"""The Jinja environment: templates folder, autoescape on, and the site's text filters."""

from __future__ import annotations

import os
import shlex
from pathlib import Path

from jinja2 import (
    Environment,
    FileSystemBytecodeCache,
    FileSystemLoader,
    StrictUndefined,
    pass_context,
    select_autoescape,
)

from dealerschoice.records.game import slugify
from dealerschoice.render.example_html import example_deal
from dealerschoice.render.facts_words import fact_words
from dealerschoice.render.name_links import plain_linker
from dealerschoice.render.suits import suits
from dealerschoice.store import cache_root

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"

# Every page carries this policy (a meta tag): nothing from other hosts, no inline script.
# Pagefind compiles WebAssembly ('wasm-unsafe-eval'); styles may be inline (the print deck sets
# its @page size, the search note styles itself), which cannot run script.
CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; "
       "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'")

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
    env.filters["shell"] = shlex.quote  # commands shown for copying: pasted, they run nothing else
    env.filters["example_deal"] = example_deal  # example hands: in Python, for speed
    env.filters["fact_words"] = fact_words  # the facts' database codes in words
    env.filters["names"] = _names  # write-up text: suits coloured, game names linked
    env.globals["name_linker"] = plain_linker()  # the site renderer sets the one that knows the games
    return env


@pass_context
def _names(context, text: object):
    """`text|names`: write-up text with every game it names linked (`name_links.NameLinker`),
    from the page at `here` (never linked to itself)."""
    return context["name_linker"].link(text, context.get("root", ""), context.get("here", ""))
