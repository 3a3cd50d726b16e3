"""`python build.py odds GAME ...` and the build's odds flags."""

from __future__ import annotations

import argparse
import io
import json

import pytest

from dealerschoice.cli import main, make_parser
from dealerschoice.commands.odds import add_build_arguments, build_options, progress_line
from dealerschoice.errors import UsageError
from tests.odds.conftest import STUD_CATALOG

CATALOG = ["--catalog", str(STUD_CATALOG)]


def run(capsys, *argv):
    code = main(["odds", *argv, *CATALOG])
    out, err = capsys.readouterr()
    return code, out, err


def test_json(capsys):
    code, out, err = run(capsys, "Seven Card Stud", "--deals", "120", "--players", "5", "--seed", "4", "--json")
    assert code == 0 and err == ""  # no progress line when stderr is not a terminal
    data = json.loads(out)
    assert (data["game"], data["deals"], data["players"], data["seed"]) == ("Seven Card Stud", 120, 5, 4)
    for key in ("winning_categories", "winning_categories_se", "median_winner", "split_pots", "split_pots_se",
                "wild_in_winner", "wild_in_winner_se", "forced_folds", "forced_folds_se"):
        assert key in data
    again = json.loads(run(capsys, "#3", "--deals", "120", "--players", "5", "--seed", "4", "--json",
                           "--no-cache", "--jobs", "2")[1])
    assert again == data


def test_text(capsys):
    code, out, _ = run(capsys, "Deuces Wild Stud", "--deals", "150", "--players", "7")
    assert code == 0
    assert out.startswith("Deuces Wild Stud (#9001): 150 deals, 7 players, seed 1")
    assert "Median winning hand: " in out and "a wild card in the winning hand" in out


@pytest.mark.parametrize("argv, message", [
    (["Seven Card Stud", "--deals", "0"], "--deals 0"),
    (["Seven Card Stud", "--players", "12"], "--players 12: Seven Card Stud takes 2 to 7"),
    (["Seven Card Stud", "--jobs", "0"], "--jobs 0"),
    (["Seven Card Studd"], 'did you mean "Seven Card Stud (#3)"'),
])
def test_usage_errors(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and message in err and out == ""


def test_build_flags():
    parser, _ = make_parser()
    args = parser.parse_args(["build", "--no-odds"])
    assert build_options(args) is False
    args = parser.parse_args(["build", "--deals", "900"])
    assert build_options(args)["deals"] == 900
    args = parser.parse_args(["build"])
    assert "deals" not in build_options(args) and "until_margin" not in build_options(args)  # sized by the catalog
    args = parser.parse_args(["build", "--deals", "auto"])
    assert build_options(args)["until_margin"] is True  # each game until within a point (odds.play_until)
    with pytest.raises(UsageError, match=r"--deals lots: give a number of deals, 1 or more, or auto"):
        build_options(parser.parse_args(["build", "--deals", "lots"]))
    build = argparse.ArgumentParser()
    add_build_arguments(build)
    assert ("(default 250 for up to 160 runnable games, 100 up to 400, then 50; auto: at least 2,000, more until "
            "every figure shown is within a point of the true odds, at most 10,000)") in " ".join(build.format_help().split())


class Terminal(io.StringIO):
    def isatty(self):
        return True


def test_progress_line_only_on_a_terminal():
    assert progress_line("deals", io.StringIO()) is None
    screen = Terminal()
    progress = progress_line("deals", screen)
    progress(0, 10)
    progress(10, 10)
    text = screen.getvalue()
    assert "odds: 0/10 deals" in text and "odds: 10/10 deals (100%" in text and text.endswith("\r\x1b[K")
