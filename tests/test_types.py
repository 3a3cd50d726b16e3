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
