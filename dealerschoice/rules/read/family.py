"""One family of sentences: its grammar (with the shared phrases) and its reader.

A family is a pair of files in this folder: `NAME.lark`, whose start rule is `NAME`, and
`NAME.py`, whose `Reader` (a `Phrases` transformer) turns a parse into steps. Each family
is its own Earley parser, so a sentence is read by a family or not at all; a sentence that
two families read, or that one family reads two ways, is `Ambiguous`: a grammar error.

Reading is the slow part of a build, so a family parses a sentence only when it must:
- words outside its vocabulary, or neighbours its grammar never puts side by side
  (`factor.Adjacency`), cannot be read, and no parser is built for them;
- what it read, it keeps (`store.Kept`): in this process and in the cache store, under a key
  of its grammar files and the source of every module its reader runs, so a rebuild parses
  only sentences it has not met and a change to the family's grammar or reader reads anew;
- its compiled grammar is kept in the store under the same key, so a parser is built without
  reading the grammar text again.
`Family.parse` reads without any of it: what the kept readings must equal.
"""

from __future__ import annotations

import gc
import importlib
from contextlib import contextmanager
from functools import cache, cached_property
from pathlib import Path

import lark
from lark import Lark, Token, Tree
from lark.exceptions import LarkError, VisitError
from lark.load_grammar import Grammar, load_grammar

from dealerschoice import store
from dealerschoice.rules.read.factor import adjacency, factor, vocabulary
from dealerschoice.rules.read.lexer import WordLexer, unshaped
from dealerschoice.rules.read.phrases import Phrases
from dealerschoice.rules.steps import RuleStep

HERE = Path(__file__).parent
PHRASES = HERE / "phrases.lark"
_FACTOR = HERE / "factor.py"


class Ambiguous(Exception):
    """A sentence with more than one reading."""

    def __init__(self, words: tuple[str, ...], readings: list[str]):
        super().__init__(f"{' '.join(words)!r} has {len(readings)} readings: {'; '.join(readings)}")
        self.words = words
        self.readings = readings


class NotThisFamily(Exception):
    """Raised by a reader method when a parse is not this family's after all."""


class Family:
    """A family's grammar, read as far as its vocabulary; the parser is built on first use
    (a sentence with a word outside the vocabulary never needs it)."""

    def __init__(self, name: str, folder: Path = HERE):
        self.name = name
        self.folder = folder
        self.grammar = grammar_text(name, folder)  # read once: the key and the parser from the same text
        self.vocabulary = self._vocabulary()
        self._parser: Lark | None = None
        self._reader: Phrases | None = None
        self._compiled: tuple | None = None
        self.stale = False  # see `key`
        # the key now, not at the first sentence: the code that reads is the code just hashed.
        # {words: (steps or None,) | [the readings of an ambiguous parse]}, only in memory when
        # a source changed after this process loaded it (the key is then not this code's)
        self.known = store.Kept("readings", name, self.key, on_disk=not self.stale)

    @cached_property
    def text(self) -> str:
        """The grammar text as Lark reads it (`factor.factor`)."""
        return factor(self.grammar)

    def _vocabulary(self) -> frozenset[str]:
        """`factor.vocabulary`, kept in the store by the grammar files and factor.py."""
        path = store.cache_root() / "vocabulary" / f"{self.name}-{store.code_key([_FACTOR], self.grammar)}.pickle"
        kept = store.read_pickle(path)
        if isinstance(kept, frozenset):
            return kept
        words = vocabulary(self.text, self.name)
        store.write_pickle(path, words)
        return words

    @cached_property
    def key(self) -> str:
        """A hash of everything this family's readings depend on: its grammar text, the
        source of its reader and of every module that runs with it, and Lark's version."""
        _ = self.reader  # imported now, so the code that reads is the code the key hashes
        sources = store.module_sources(f"dealerschoice.rules.read.{self.name}", __name__)
        self.stale = _changed_since_loaded(sources)
        return store.code_key(sources, "lark", lark.__version__, self.name, self.grammar)

    @property
    def parser(self) -> Lark:
        if self._parser is None:
            with _collector_paused():
                self._parser = Lark(_Compiled(self.compiled), start=self.name, parser="earley", lexer=WordLexer,
                                    ambiguity="explicit")
        return self._parser

    @property
    def compiled(self) -> tuple:
        """The grammar as Lark compiles it: (terminals, rules, ignored), and its `Adjacency`;
        from the store when kept there."""
        if self._compiled is None:
            kept = None if self.stale else store.read_pickle(self._compiled_path())
            if isinstance(kept, tuple) and len(kept) == 4:
                self._compiled = kept
            else:
                with _collector_paused():
                    grammar, _ = load_grammar(self.text, "<string>", None, False)
                    terminals, rules, ignored = grammar.compile([self.name], set())
                self._compiled = (terminals, rules, ignored, adjacency(terminals, rules, self.name))
                if not self.stale:
                    store.write_pickle(self._compiled_path(), self._compiled, keep=2)
        return self._compiled

    def _compiled_path(self) -> Path:
        return store.cache_root() / "grammars" / f"{self.name}-{self.key}.pickle"

    @property
    def reader(self) -> Phrases:
        if self._reader is None:
            self._reader = importlib.import_module(f"dealerschoice.rules.read.{self.name}").Reader()
        return self._reader

    def read(self, words: tuple[str, ...]) -> tuple[RuleStep, ...] | None:
        """The steps this family reads in the words, or None (`Ambiguous` when it reads
        them two ways); what `parse` gives, kept."""
        if not self.may_read(words):
            return None
        found = self.known.get(words)
        if found is None:
            try:
                found = (self.parse(words) if self.adjacent(words) else None,)
            except Ambiguous as error:
                found = error.readings
            self.known.add(words, found)
        if isinstance(found, list):
            raise Ambiguous(words, found)
        return found[0]

    def may_read(self, words: tuple[str, ...]) -> bool:
        """False when a word is neither in the vocabulary nor of a shape the lexer reads."""
        return unshaped(words) <= self.vocabulary

    def adjacent(self, words: tuple[str, ...]) -> bool:
        """False when the grammar never has these words side by side (see `Adjacency`)."""
        return self.compiled[3].admits(words)

    def parse(self, words: tuple[str, ...]) -> tuple[RuleStep, ...] | None:
        """The steps the family's parser and reader make of the words, or None; nothing kept."""
        if not self.may_read(words):
            return None
        try:
            with _collector_paused():
                tree = self.parser.parse(words)
        except LarkError:
            return None
        ambiguous = list(tree.find_data("_ambig"))
        if ambiguous:
            raise Ambiguous(words, [f"{self.name}: {len(a.children)} parses of {_label(a.children[0])}" for a in ambiguous[:3]])
        try:
            steps = self.reader.transform(tree)
        except VisitError as error:
            if isinstance(error.orig_exc, NotThisFamily):
                return None
            raise
        if isinstance(steps, Tree):
            raise TypeError(f"family {self.name}: the reader left a tree for {' '.join(words)!r}; "
                            f"give the rule {steps.data!r} a method in {self.name}.py")
        return steps if isinstance(steps, tuple) else (steps,)


def _label(node: Tree[Token] | Token) -> str:
    """The rule a parse tree is of (an `_ambig` node's children are trees; a token names its terminal)."""
    return str(node.data) if isinstance(node, Tree) else node.type


def _stats(files) -> dict[Path, tuple[int, int]]:
    found = {}
    for file in files:
        try:
            stat = file.stat()
        except OSError:
            continue
        found[file] = (stat.st_mtime_ns, stat.st_size)
    return found


# Each source as this process first saw it: the modules this one imports were loaded just now.
_LOADED = _stats(store.module_sources(__name__))


def _changed_since_loaded(sources) -> bool:
    """True when a source file changed after this process loaded it (someone is editing the
    grammar while a long-lived process reads): its readings must not go under the new key."""
    changed = False
    for file, stat in _stats(sources).items():
        changed = changed or _LOADED.setdefault(file, stat) != stat
    return changed


class _Compiled(Grammar):
    """A grammar compiled already (from the store): Lark takes it as it would its own."""

    def __init__(self, compiled: tuple):
        self._done = compiled[:3]

    def compile(self, start, terminals_to_keep):
        return self._done


@contextmanager
def _collector_paused():
    """The cycle collector off while a parser is built or runs: both make many objects at once
    and keep most, and the collector walked them again and again (a third of the time)."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def grammar_text(name: str, folder: Path = HERE) -> str:
    return (folder / "phrases.lark").read_text(encoding="utf-8") + "\n" + (folder / f"{name}.lark").read_text(encoding="utf-8")


@cache
def family(name: str) -> Family:
    """The family NAME.

    >>> [(s.kind, s.count, s.face, s.to) for s in family("deal").read(("deal", "two", "cards", "up", "to", "each", "player"))]
    [('deal', 2, 'up', 'each')]
    """
    return Family(name)


@cache
def family_names() -> tuple[str, ...]:
    """Every family of this folder, by file name: each `NAME.lark` with its `NAME.py`."""
    return tuple(sorted(p.stem for p in HERE.glob("*.lark") if p != PHRASES and p.with_suffix(".py").exists()))
