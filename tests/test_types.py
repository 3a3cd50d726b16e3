"""The typed core type-checks clean under mypy (the packages in pyproject's [tool.mypy] `files`),
and mypy catches a typo in a step's vocabulary word, where the step is written."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from dealerschoice.rules.steps import Deal, Trigger
from dealerschoice.rules.steps.special import Forced

ROOT = Path(__file__).resolve().parents[1]

# A step written three ways: right, with an enum member misspelt, with a word outside the
# vocabulary (the constructor would refuse it too, but only when the line runs).
SNIPPET = """\
from dealerschoice.rules.steps import Deal
from dealerschoice.rules.steps.vocab import Face

right = Deal(2, Face.UP)
misspelt = Deal(2, Face.UPP)
sideways = Deal(2, "sideways")
"""


def typed_core() -> list[str]:
    with open(ROOT / "pyproject.toml", "rb") as file:
        return tomllib.load(file)["tool"]["mypy"]["files"]


@pytest.fixture(scope="module")
def mypy_report(tmp_path_factory) -> tuple[Path, str]:
    """One mypy run (~4 s) over the typed core and the snippet: the snippet's file and the output."""
    folder = tmp_path_factory.mktemp("mypy")
    snippet = folder / "snippet.py"
    snippet.write_text(SNIPPET, encoding="utf-8")
    # a cache of this run's own: several people run the tests in one tree at once
    command = [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"),
               "--cache-dir", str(folder / "cache"), "--show-error-codes", "--no-error-summary",
               "--no-pretty", *typed_core(), str(snippet)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    if "No module named mypy" in done.stderr:
        pytest.fail("mypy is not installed: pip install -e '.[test]'")
    assert done.returncode in (0, 1), f"mypy could not run (exit {done.returncode}):\n{done.stdout}{done.stderr}"
    return snippet, done.stdout


def errors_in(output: str, path: Path | None = None) -> list[str]:
    """mypy's error lines, those of one file only when `path` is given (notes left out)."""
    lines = [line for line in output.splitlines() if ": error: " in line]
    if path is None:
        return lines
    return [line for line in lines if line.startswith(str(path) + ":")]


def test_the_typed_core_type_checks_clean(mypy_report):
    snippet, output = mypy_report
    core = [line for line in errors_in(output) if not line.startswith(str(snippet) + ":")]
    assert core == [], "mypy finds type errors in the typed core:\n" + "\n".join(core)


def test_a_typo_in_a_steps_vocabulary_word_is_a_type_error(mypy_report):
    snippet, output = mypy_report
    found = [re.sub(r"^.*?:(\d+): error: ", r"\1: ", line) for line in errors_in(output, snippet)]
    assert found == [
        '5: "type[Face]" has no attribute "UPP"  [attr-defined]',
        '6: Argument 2 to "Deal" has incompatible type "str"; expected "Face"  [arg-type]',
    ], output


def test_a_word_outside_the_vocabulary_is_refused_where_the_step_is_made():
    with pytest.raises(ValueError, match="'sideways' is not a valid Face"):
        Deal(2, "sideways")
    with pytest.raises(ValueError, match="'flipp' is not a valid TriggerEvent"):
        Trigger("flipp")


def test_a_pay_or_fold_doubling_with_no_cost_says_its_gap():
    """mypy found it: the gap of a pay-or-fold with no cost (it doubles per card up) read `None.replace`."""
    forced = Forced(Trigger("dealt-up", ranks=("3",)), "pay-or-fold", None, doubles_per_up=True)
    assert forced.gap().reason == ("a player who gets this card must pay a sum that doubles for each card of its "
                                   "rank face up, with no price named to double; the simulator does not play that "
                                   "payment")


# What the strict check of cards/, load/, resolve/ and the analysis cache found: each was a
# crash (or a silent misuse) waiting for an input the annotations now name.

def test_a_high_key_of_an_iterator_of_cards_is_the_key_of_the_cards():
    """mypy found it: `high_key` took any iterable but its score reads the cards twice (and
    takes their length), so an iterator raised TypeError."""
    from dealerschoice.cards import parse_cards
    from dealerschoice.cards.hands import high_key

    cards = parse_cards("As Ks Qs Js Ts")
    assert high_key(iter(cards)) == high_key(cards) == high_key("As Ks Qs Js Ts")
    assert high_key(card for card in parse_cards("9h 9d 9c 9s 2h")) < high_key(cards)


def test_a_line_with_no_game_to_write_it_from_is_refused_by_name():
    """mypy found it: a record whose header was not read has no game; a line of it that was
    not kept as written would have read `None.rules`. Its blanks are still written."""
    from dealerschoice.load.writer import BLANK, RULE, record_lines

    assert record_lines(None, BLANK + BLANK, 0, {}) == ["", ""]
    assert record_lines(None, RULE, 3, {3: "7 Deal."}) == ["7 Deal."]
    with pytest.raises(ValueError, match=r"^line 5 of kind 'R' was not kept and has no game to be written from$"):
        record_lines(None, BLANK + RULE, 3, {})


def test_stored_deals_need_the_deals_or_their_count():
    """mypy found it: with neither, the count was None and `len()` failed far from the cause."""
    from dealerschoice.cache import StoredDeals

    assert len(StoredDeals("k1", count=3)) == 3 and list(StoredDeals("k2", [{"seed": 1}])) == [{"seed": 1}]
    with pytest.raises(ValueError, match=r"^StoredDeals 'k3': give the deals or their count, not neither$"):
        StoredDeals("k3")


def test_an_engine_with_no_source_and_no_version_is_refused_by_name():
    """mypy found it: an engine module with no file and no ENGINE_VERSION made `Path(None)`."""
    import types

    from dealerschoice.cache import engine_version

    assert engine_version(types.SimpleNamespace(ENGINE_VERSION="7", __file__=None, __name__="x")) == "declared 7"
    engine = types.ModuleType("made_in_memory")
    with pytest.raises(RuntimeError, match=r"^the analysis engine made_in_memory has no source file and declares no "
                                           r"ENGINE_VERSION: give it one, so its cache is keyed by it$"):
        engine_version(engine)


def test_an_analysis_worker_with_no_work_says_so():
    """mypy found it: a worker started outside `_analyse_all` read `None.run`."""
    from dealerschoice import cache

    with pytest.raises(RuntimeError, match=r"^an analysis worker started outside `_analyse_all`: it has no work$"):
        cache._analyse_slice((0, 1))


def test_a_lazily_read_result_is_known_by_its_type_not_by_an_attribute():
    """The page fingerprints take a `Stored` value (the analysis cache's deals) by its key; any
    other value, even one with a `cache_key` attribute, is hashed whole."""
    import types

    from dealerschoice.cache import StoredDeals
    from dealerschoice.records.stored import Stored
    from dealerschoice.render.incremental import analysis_print, plain_data

    stored = StoredDeals("k1", [{"seed": 1}])
    assert isinstance(stored, Stored)
    assert plain_data({"deals": stored}) == '{"deals":{"cache_key":"k1"}}'
    lookalike = types.SimpleNamespace(cache_key="k1")
    assert plain_data({"deals": lookalike}) == '{"deals":"namespace(cache_key=\'k1\')"}'
    from dataclasses import replace

    from dealerschoice.records.analysis import RuleRead, StepsRead
    from tests.analysis_entries import entry as result

    entry = result(deals=stored)
    other_steps = StepsRead.of([RuleRead(1, "unknown", ())])
    assert analysis_print(entry) == analysis_print(replace(entry, steps=other_steps))  # the key stands for it
    assert analysis_print(replace(entry, deals=lookalike)) != analysis_print(
        replace(entry, deals=lookalike, steps=other_steps))


# What the check of rules/ found.

def test_hands_with_one_of_nothing_named_is_no_ranking():
    """mypy found it: "hands with one beat hands without one" names nothing for "one" to be one
    of, and was read as a `HandsWith` counting None (a ranking no showdown can apply)."""
    from dealerschoice.rules.grammar import read_sentences
    from dealerschoice.rules.steps import Unknown
    from dealerschoice.rules.steps.hand_orders import HandsWith, Holding
    from dealerschoice.rules.steps.showdown import Ranking

    for text in ("Hands with one beat hands without one.", "Any hand without one loses to any hand with one."):
        assert read_sentences(text) == (Unknown(text),)
    # "one" after a thing named stands for it, as before
    (ranking,) = read_sentences("Hands with a joker beat hands without one.")
    assert isinstance(ranking, Ranking) and ranking.with_hands == HandsWith(Holding.JOKERS, 1, loses=False)
    (ranking,) = read_sentences("Hands without a joker beat hands with one.")
    assert isinstance(ranking, Ranking) and ranking.with_hands == HandsWith(Holding.JOKERS, 1, loses=True)

