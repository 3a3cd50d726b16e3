"""The reading cache: readings kept in the store equal the parser's own, and a change to a
family's grammar (or to any source its reader runs) reads afresh."""

from __future__ import annotations

import shutil

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lark import Lark
from lark.exceptions import LarkError

from dealerschoice import store
from dealerschoice.rules.grammar import split_sentences
from dealerschoice.rules.read import family as family_module
from dealerschoice.rules.read.factor import adjacency
from dealerschoice.rules.read.family import HERE, Ambiguous, Family, family_names
from dealerschoice.rules.read.words import run_words, words
from tests.rules.seeds import catalog

SENTENCE = words("Use a 52 card deck with one joker added.")
# the same words, read another way: deck_use made to want "deck" before the deck's kind
OVERRIDE = '\n%override deck_use: ("use" | "play" "with") ("a" | "one") "deck" deck_kind -> deck_one\n'


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv(store.CACHE_ENV, str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.fixture
def grammar(tmp_path, monkeypatch):
    """A copy of the deck family's grammar files, to change. Its key is made of them alone:
    the reader's sources are others' to change while the tests run (their part of the key is
    `test_the_key_covers_every_module_the_reader_runs`)."""
    monkeypatch.setattr(store, "module_sources", lambda *modules: frozenset())
    folder = tmp_path / "grammar"
    folder.mkdir()
    for name in ("phrases.lark", "deck.lark"):
        shutil.copy(HERE / name, folder / name)
    return folder


def test_a_reading_is_kept_and_read_back_by_a_new_process(cache, grammar):
    first = Family("deck", grammar)
    steps = first.read(SENTENCE)
    assert [s.kind for s in steps] == ["deck"]
    again = Family("deck", grammar)  # as a new process: nothing in memory
    assert again.known.get(SENTENCE) == (steps,)
    assert again.read(SENTENCE) == steps
    assert again._parser is None and again._compiled is None  # answered without a parser


def test_a_grammar_change_reads_afresh_and_the_old_key_comes_back(cache, grammar):
    kept = Family("deck", grammar)
    steps = kept.read(SENTENCE)
    deck = grammar / "deck.lark"
    original = deck.read_text(encoding="utf-8")
    deck.write_text(original + OVERRIDE, encoding="utf-8")
    changed = Family("deck", grammar)
    assert changed.key != kept.key
    assert changed.may_read(SENTENCE)  # the vocabulary lets it through: the cache must not answer
    assert changed.known.get(SENTENCE) is None
    assert changed.read(SENTENCE) is None
    assert [s.kind for s in changed.read(words("Use a deck 52 card."))] == ["deck"]
    deck.write_text(original, encoding="utf-8")
    back = Family("deck", grammar)
    assert back.key == kept.key
    assert back.known.get(SENTENCE) == (steps,)
    assert sorted(p.name.split("-")[1][:16] for p in (cache / "readings").iterdir()) == sorted(
        [kept.key[:16], changed.key[:16]])


def test_a_comment_is_a_change_too(cache, grammar):
    before = Family("deck", grammar).key
    (grammar / "deck.lark").write_text((grammar / "deck.lark").read_text(encoding="utf-8") + "\n// note\n",
                                       encoding="utf-8")
    assert Family("deck", grammar).key != before


def test_a_change_to_a_reader_source_is_a_change(cache, grammar, tmp_path, monkeypatch):
    source = tmp_path / "reader.py"
    source.write_text("def read(): return 1\n", encoding="utf-8")
    monkeypatch.setattr(store, "module_sources", lambda *modules: frozenset([source]))
    before = Family("deck", grammar)
    assert before.key and not before.stale
    source.write_text("def read(): return 22\n", encoding="utf-8")
    after = Family("deck", grammar)
    assert after.key != before.key
    # this process runs the code it loaded, not the changed file: nothing goes under the new key
    assert after.stale and after.read(SENTENCE) == before.read(SENTENCE)
    assert not (cache / "readings" / f"deck-{after.key}.log").exists()
    assert (cache / "readings" / f"deck-{before.key}.log").exists()


def test_the_key_covers_every_module_the_reader_runs():
    names = {str(p.relative_to(HERE.parents[1])) for p in store.module_sources("dealerschoice.rules.read.deal")}
    # the reader, the shared phrases and what they import, every step module (the package
    # registers them all), the parents' __init__s; not the rest of the package
    assert {"rules/read/deal.py", "rules/read/phrases.py", "rules/read/family.py", "rules/cardwords.py",
            "rules/numbers.py", "rules/steps/__init__.py", "rules/steps/vocab.py", "rules/steps/wager.py",
            "rules/__init__.py", "__init__.py"} <= names
    assert "rules/coverage.py" not in names and "rules/grammar.py" not in names
    assert {f"rules/steps/{p.name}" for p in (HERE.parent / "steps").glob("*.py")} <= names


@pytest.mark.slow
def test_cached_and_uncached_readings_are_equal_for_the_catalog(cache, monkeypatch):
    # others may edit the readers while this runs: this process's code is what is compared
    monkeypatch.setattr(family_module, "_changed_since_loaded", lambda sources: False)
    runs = sorted({run_words(split_sentences(r.text)[at:at + length])
                   for g in catalog().games for r in g.rules
                   for at in range(len(split_sentences(r.text)))
                   for length in range(1, min(5, len(split_sentences(r.text)) - at) + 1)})

    def outcome(fam, words_, how):
        try:
            return how(fam, words_)
        except Ambiguous as error:
            return ("ambiguous", str(error))

    fresh = {n: Family(n) for n in family_names()}
    first = {(name, run): outcome(fresh[name], run, Family.read)  # parsed, and kept
             for run in runs for name in family_names() if fresh[name].may_read(run)}
    stored = {n: Family(n) for n in family_names()}  # as a new process: the store's entries only
    for name, kept in stored.items():  # under the same key, though the sources change under the test
        kept.known = store.Kept("readings", name, fresh[name].key)
    assert [(name, run) for name, run in first if stored[name].known.get(run) is None] == []
    for (name, run), reading in first.items():
        again = outcome(stored[name], run, Family.read)  # from the store
        uncached = outcome(stored[name], run, Family.parse)  # the parser alone, no filter, nothing kept
        assert reading == again == uncached, (name, run)
    assert all(f._parser is None for f in stored.values() if f._compiled is None)
    assert sum(r is not None for r in first.values()) > 100


def test_an_ambiguous_reading_is_kept_as_ambiguous(cache, grammar):
    deck = grammar / "deck.lark"
    deck.write_text(deck.read_text(encoding="utf-8") + "\n%override deck: deck_use | deck_twice\n"
                    'deck_twice: ("use" | "play" "with") ("a" | "one") deck_kind "deck" deck_jokers? -> deck_one\n',
                    encoding="utf-8")
    with pytest.raises(Ambiguous) as first:
        Family("deck", grammar).read(SENTENCE)
    again = Family("deck", grammar)
    assert isinstance(again.known.get(SENTENCE), list)
    with pytest.raises(Ambiguous) as second:
        again.read(SENTENCE)
    assert str(second.value) == str(first.value)
    assert str(first.value).startswith("'use a 52 card deck with one joker added' has 1 readings: deck: 2 parses of")


def test_a_damaged_entry_ends_the_reading_and_keeps_what_came_before(cache):
    kept = store.Kept("t", "words", "k")
    kept.add(("a",), 1)
    kept.add(("b",), 2)
    path = kept.path()
    data = path.read_bytes()
    path.write_bytes(data[:-3])  # the last entry cut short, as by a process killed mid-write
    assert store.Kept("t", "words", "k").entries() == {("a",): 1}
    path.write_bytes(data[:24] + bytes([data[24] ^ 1]) + data[25:])  # the first entry's bytes changed
    assert store.Kept("t", "words", "k").entries() == {}


TOY = Lark('s: "a" x? "c" | "b" s "d"\nx: "a" | x "b"', start="s", parser="earley")
TOY_ADJACENT = adjacency(TOY.terminals, TOY.rules, "s")


@settings(max_examples=300)
@given(st.lists(st.sampled_from("abcd"), max_size=8))
def test_what_adjacency_refuses_does_not_parse(letters):
    if TOY_ADJACENT.admits(tuple(letters)):
        return
    with pytest.raises(LarkError):
        TOY.parse("".join(letters))


def test_adjacency_of_the_toy_grammar():
    assert TOY_ADJACENT.first == {"A", "B"}
    assert TOY_ADJACENT.follow["A"] == {"A", "B", "C"}
    assert TOY_ADJACENT.follow["C"] == {"D", "$END"}
    assert [TOY_ADJACENT.admits(tuple(w)) for w in ("ac", "aabc", "bacd", "ca", "acb", "")] == [
        True, True, True, False, False, False]
