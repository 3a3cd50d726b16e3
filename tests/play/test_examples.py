"""Worked examples: read from examples/*.md, executed, false claims located at file:line."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from dealerschoice.analyse import analyse
from dealerschoice.errors import CatalogError
from dealerschoice.load.catalog import load_catalog, read_catalog
from dealerschoice.load.examples import parse_example
from dealerschoice.play.examples import run_examples
from dealerschoice.resolve import resolve
from tests.play.conftest import CATALOG

GOOD = """# A pass

- Game: Anaconda (#10)
- Source: catalog/guides/anaconda.txt, section 05

> You hold Q♠ Q♥ 9♣ 8♦ 3♠ 4♥ 2♣. Pass 3♠, 4♥ and 2♣.

```hand
hold Q♠ Q♥ 9♣ 8♦ 3♠ 4♥ 2♣
pass 3♠ 4♥ 2♣
receive Q♦ 9♦ 5♠
expect best full-house: Q♠ Q♥ Q♦ 9♣ 9♦
```
"""


def catalog_with(tmp_path: Path, name: str, text: str) -> Path:
    root = tmp_path / "catalog"
    shutil.copytree(CATALOG, root, ignore=shutil.ignore_patterns("examples"))
    (root / "examples").mkdir()
    (root / "examples" / name).write_text(text, encoding="utf-8")
    return root


def test_the_catalog_examples_hold_and_the_guides_pass_comes_first(resolved):
    examples = resolved.catalog.examples
    assert examples and examples[0].game == "Anaconda (#10)"
    assert examples[0].quote.startswith("You hold Q♠ Q♥ 9♣ 8♦ 3♠ 4♥ 2♣.")
    results, problems = run_examples(resolved)
    assert problems == []
    assert len(results) == len(examples)
    first = results[0]
    assert any(s.check and "Full house, queens full of nines" in s.text for s in first.steps)
    assert any(s.check and s.text.startswith("Showing: Two pair") for s in first.steps)


def test_a_true_example_runs(tmp_path):
    resolved = resolve(load_catalog(catalog_with(tmp_path, "a.md", GOOD)))
    results, problems = run_examples(resolved)
    assert problems == [] and results[0].game_id == 10


@pytest.mark.parametrize("wrong, line, words", [
    ("expect best full-house: Q♠ Q♥ Q♦ 9♣ 9♦", None, None),
    ("expect best four-of-a-kind", 12, "the best hand is Full house, queens full of nines"),
    ("expect best full-house: Q♠ Q♥ Q♦ 9♣ 8♦", 12, "the best hand is Full house"),
])
def test_a_false_claim_fails_the_build_at_its_line(tmp_path, wrong, line, words):
    text = GOOD.replace("expect best full-house: Q♠ Q♥ Q♦ 9♣ 9♦", wrong)
    root = catalog_with(tmp_path, "a.md", text)
    resolved = resolve(load_catalog(root))
    if line is None:
        assert run_examples(resolved)[1] == []
        return
    with pytest.raises(CatalogError) as caught:
        analyse(resolved)
    problem = caught.value.problems[0]
    assert (problem.file, problem.line) == (f"{root}/examples/a.md", line)
    assert words in problem.message
    assert str(problem).startswith(f"{root}/examples/a.md:{line}: ")


def test_passing_a_card_you_do_not_hold_or_a_count_the_rules_never_pass(tmp_path):
    for wrong, words in (("pass 3♠ 4♥ A♣", "you do not hold A♣"),
                         ("pass 3♠ 4♥ 2♣ 8♦", "4 cards, but the rules of Anaconda pass only 1, 2, 3")):
        text = GOOD.replace("pass 3♠ 4♥ 2♣", wrong)
        resolved = resolve(load_catalog(catalog_with(tmp_path / wrong[-2:], "a.md", text)))
        problems = run_examples(resolved)[1]
        assert problems and problems[0].line == 10 and words in problems[0].message, problems


def test_a_quote_must_be_word_for_word(tmp_path):
    text = GOOD.replace("Pass 3♠, 4♥ and 2♣.", "Pass 3♠, 4♥ and 5♣.")
    resolved = resolve(load_catalog(catalog_with(tmp_path, "a.md", text)))
    problems = run_examples(resolved)[1]
    assert problems[0].line == 6 and "not word for word" in problems[0].message


def test_notation_errors_are_load_errors_with_lines(tmp_path):
    root = catalog_with(tmp_path, "a.md", GOOD.replace("receive Q♦ 9♦ 5♠", "recieve Q♦ 9♦ 5♠"))
    _, problems = read_catalog(root)
    assert any(p.line == 11 and 'unknown step "recieve' in p.message for p in problems)
    with pytest.raises(CatalogError):
        load_catalog(root)


def test_bad_cards_and_missing_parts():
    _, problems = parse_example("# T\nGame: A\n```hand\nhold Q♠ Zz\n```\n", "x.md")
    assert problems[0].line == 4 and 'bad card "Zz"' in problems[0].message
    example, problems = parse_example("no title here\n", "x.md")
    assert example is None and {p.message.split(":")[0] for p in problems} >= {"no title"}
