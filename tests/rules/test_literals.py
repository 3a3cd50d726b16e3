"""The literal prefilter is safe: a literal found in a pattern's regex is in every string the
regex fullmatches (seed sentences, strings generated from each regex), and reading with the
prefilter gives exactly the steps reading without it gives."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument, Unsatisfiable

from dealerschoice.records import Game, Rule, Source
from dealerschoice.rules import pattern as pattern_module
from dealerschoice.rules.grammar import (
    normalize,
    read_game,
    read_sentences,
    split_sentences,
)
from dealerschoice.rules.literals import required_literals
from dealerschoice.rules.pattern import Pattern, expand
from dealerschoice.rules.sentences import all_patterns
from tests.rules.seeds import catalog

PATTERNS = all_patterns()
RUN = 5  # the grammar tries runs of up to five sentences joined by ". "
EXAMPLES = 30  # generated strings per pattern


# --- the scanner on hand-written regexes -------------------------------------------------

SCANS = [
    ("deal two cards", ("deal two cards",)),
    ("deal (?:two|three) cards", ("deal ", " cards")),
    ("deal (?P<n>two|three) cards?", ("deal ", " card")),
    # an optional, starred or counted character is dropped and ends the run
    ("colou?r is wild", ("colo", "r is wild")),
    ("ab*cd", ("cd",)),
    ("abc{2}de", ("ab", "de")),
    ("abc{2,}de", ("ab", "de")),
    ("abc{,3}de", ("ab", "de")),
    ("xyab*?cd", ("xya", "cd")),
    ("xyab{1,2}?cd", ("xya", "cd")),
    # "+" keeps the character (there at least once) but ends the run
    ("abc+de", ("abc", "de")),
    ("abc++de", ("abc", "de")),
    ("abc?+de", ("ab", "de")),
    # a literal "{" (not a quantifier) is not claimed, nor the character before it
    ("ab{x}cd", ("x}cd",)),
    ("abc{}de", ("ab", "}de")),
    # escapes: punctuation stands for itself; \b, \d, \s end a run
    (r"hands\. the best", ("hands. the best",)),
    (r"it\'s here\.?", ("it's here",)),
    (r"the \(left\) hand", ("the (left) hand",)),
    (r"one\b word\d+two\sthree", ("one", " word", "two", "three")),
    (r"ab\x41cd", ()),
    (r"(a)bc\1de", ()),
    # ".", "^", "$" end a run
    ("^first.second$", ("first", "second")),
    # classes, even holding "(", ")" or "]"
    ("ab[()]cd", ("ab", "cd")),
    ("ab[)]cd", ("ab", "cd")),
    ("ab[]x]cd", ("ab", "cd")),
    ("ab[^]x]cd", ("ab", "cd")),
    (r"ab[\]x(]cd", ("ab", "cd")),
    ("ab[(]cd(?:ef)gh", ("ab", "cd", "ef", "gh")),
    # groups: content counted only when the group is plain, once and without "|"
    ("ab(?:cd)?ef", ("ab", "ef")),
    ("ab(?:cd)*ef", ("ab", "ef")),
    ("ab(?:cd)+ef", ("ab", "ef")),
    ("ab(?:cd){2}ef", ("ab", "ef")),
    ("ab(?P<x>cd)ef", ("ab", "cd", "ef")),
    ("ab(?:c(?:de)?f)gh", ("ab", "gh")),  # "c" and "f" are single characters
    ("ab(?:cc(?:de)?ff)gh", ("ab", "cc", "ff", "gh")),
    ("ab(?:c[)]d|xy)ef", ("ab", "ef")),
    ("ab(?=ef)ef", ("ab", "ef")),
    ("ab(?!cd)ef", ("ab", "ef")),
    ("ab(?<=ab)ef", ("ab", "ef")),
    ("ab(?<!cd)ef", ("ab", "ef")),
    ("ab(?#comment)ef", ("ab", "ef")),
    ("(?P<x>ab)(?P=x)ef", ("ab", "ef")),
    ("ab(?>cd)ef", ("ab", "ef")),
    # a top-level "|" or an inline flag: no prefilter
    ("no ante|there is no ante", ()),
    ("(?:a|b)c|dc", ()),
    ("(?i)deal two", ()),
    ("deal (?i:two)", ()),
    ("deal (?x: two )", ()),
    ("(?s)deal.two", ()),
    # malformed: nothing claimed
    ("ab(cd", ()),
    ("ab)cd", ()),
    ("ab[cd", ()),
    ("ab\\", ()),
    # placeholders, expanded: a number is not a literal, the words around it are
    (expand("deal <NUM> cards to <WHO> <LR>"), ("deal ", " cards to ")),
    (expand("if a <RANK> of <SUIT> is dealt"), ("if a ", " of ", " is dealt")),
    (expand("<CARDS> are wild"), (" are wild",)),
]


@pytest.mark.parametrize(("source", "expected"), SCANS)
def test_scan(source, expected):
    assert required_literals(source) == expected


@pytest.mark.parametrize(("source", "expected"), SCANS)
def test_scan_is_sound_on_hand_written_regexes(source, expected):
    """The hand-written cases are themselves checked against strings they match."""
    try:
        re.compile(source)
    except re.error:
        return
    if not generates(source):  # lookarounds it cannot satisfy
        pytest.skip(f"hypothesis cannot generate from {source!r}")


def test_minimum_length():
    assert required_literals("a(?:b)c?de", min_length=1) == ("a", "b", "de")
    assert required_literals("a(?:b)c?de") == ("de",)
    assert required_literals("a(?:b)c?de", min_length=3) == ()


# --- every pattern's literals are in every seed sentence it reads -----------------------

@cache
def seed_sentences() -> tuple[str, ...]:
    """Every normalized sentence and run of sentences the grammar may try, from the seed rules."""
    found: dict[str, None] = {}
    for game in catalog().games:
        for rule in game.rules:
            normal = [normalize(s) for s in split_sentences(rule.text)]
            for at in range(len(normal)):
                for run in range(1, min(RUN, len(normal) - at) + 1):
                    found[". ".join(normal[at:at + run])] = None
    return tuple(found)


def test_seed_sentences_hold_the_literals_of_the_patterns_reading_them():
    matched: set[str] = set()
    for pattern in PATTERNS:
        compiled = re.compile(pattern.source)
        literals = required_literals(pattern.source)
        for sentence in seed_sentences():
            if compiled.fullmatch(sentence):
                missing = [literal for literal in literals if literal not in sentence]
                assert not missing, f"{pattern.name}: {missing} not in {sentence!r}"
                if literals:
                    matched.add(pattern.name)
    # the check means something: many patterns with literals read some seed sentence
    assert len(matched) >= 40, sorted(matched)


# --- every pattern's literals are in strings generated from its regex -------------------

def _assert_generated_contain(source: str, literals: tuple[str, ...], examples: int) -> None:
    compiled = re.compile(source)

    @settings(max_examples=examples, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(st.from_regex(source, fullmatch=True))
    def check(text):
        assume(compiled.fullmatch(text))
        missing = [literal for literal in literals if literal not in text]
        assert not missing, f"{missing} not in {text!r}"

    check()


@cache
def generates(source: str) -> bool:
    """Checks the regex's literals on generated strings; False if Hypothesis cannot generate
    from it. (A literal missing from a generated string fails here, uncached.)"""
    try:
        _assert_generated_contain(source, required_literals(source), EXAMPLES)
    except (Unsatisfiable, InvalidArgument, re.error, NotImplementedError, ValueError):
        return False
    return True


def test_hypothesis_generates_from_nearly_every_pattern():
    skipped = [p.name for p in PATTERNS if not generates(p.source)]
    assert len(skipped) <= len(PATTERNS) // 20, skipped


@pytest.mark.parametrize("pattern", PATTERNS, ids=[p.name for p in PATTERNS])
def test_generated_sentences_hold_the_literals(pattern):
    if not generates(pattern.source):
        pytest.skip(f"hypothesis cannot generate from {pattern.name}")


@pytest.mark.parametrize(("source", "wrong"), [
    ("pairs of the same colou?r are wild", ("colour",)),  # an optional character kept
    ("deal (?:two|three) cards", ("two",)),  # one alternative taken as certain
    ("ab(?:cd)?ef", ("cd",)),  # an optional group's content
    ("abc{0,2}de", ("abc",)),  # a counted character kept
])
def test_the_generated_check_catches_a_wrong_literal(source, wrong):
    with pytest.raises(AssertionError):
        _assert_generated_contain(source, wrong, 200)


# --- the prefilter changes no reading ---------------------------------------------------

def _reading(games) -> list[str]:
    read_sentences.cache_clear()
    try:
        return [repr(read_game(game)) for game in games]
    finally:
        read_sentences.cache_clear()


def _edited(game):
    """The game with ", then deal again." after every rule: sentences no pattern reads."""
    rules = tuple(replace(rule, text=rule.text.rstrip().rstrip(".") + ", then deal again.") for rule in game.rules)
    return replace(game, rules=rules)


def test_reading_is_the_same_without_the_prefilter(monkeypatch):
    games = catalog().games + tuple(_edited(game) for game in catalog().games)
    with_prefilter = _reading(games)
    monkeypatch.setattr(pattern_module, "_literals", lambda source: ())
    without = _reading(games)
    assert with_prefilter == without
    assert any("Unknown(" in r for r in with_prefilter)  # unread sentences are compared too


def test_reading_is_the_same_on_a_synthetic_catalog(tmp_path, monkeypatch):
    from dealerschoice.load.catalog import load_catalog
    from tests.bench.synth import write_synthetic_catalog
    write_synthetic_catalog(150, tmp_path, seed=3)
    games = load_catalog(tmp_path).games
    with_prefilter = _reading(games)
    monkeypatch.setattr(pattern_module, "_literals", lambda source: ())
    assert with_prefilter == _reading(games)


def test_a_sentence_lacking_a_literal_is_not_tried():
    def build(match):
        raise AssertionError("tried")

    source = "deal seventy-seven (?:tiny|huge) cards to nobody"
    pattern = Pattern("test.unmatched", source, build)
    before = pattern_module._compiled.cache_info().misses
    assert pattern.read("deal two cards to each player") is None
    assert pattern_module._compiled.cache_info().misses == before  # not compiled
    with pytest.raises(AssertionError, match="tried"):
        pattern.read("deal seventy-seven tiny cards to nobody")


def test_most_patterns_have_a_literal():
    assert sum(1 for p in PATTERNS if required_literals(p.source)) >= len(PATTERNS) // 2


def test_the_reader_sees_a_sentence_it_reads_despite_the_prefilter():
    """A sentence read by a pattern with literals still reads, in a game as in a rule."""
    game = Game(1, "G", (), (), (Rule(1, "Pairs of the same color are wild.", 3),), None, Source("g", 1))
    assert [s.kind for s in read_game(game)[0].steps] == ["wild"]
