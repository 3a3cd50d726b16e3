"""Commands shown on pages for copying run nothing else when pasted into a shell."""

import subprocess

import pytest

from dealerschoice.play.transcript import play_command
from dealerschoice.render.env import make_env

HOSTILE = ["Pwn $(touch x) Stud", "Back`touch x`tick", "Semi; touch x", "Quote' ; touch x; echo '",
           'Double" $(touch x) "', "Pipe | touch x", "New\nline touch x", "Dollar ${IFS}touch${IFS}x", "-n"]


def _argv(command: str, tmp_path) -> list[str]:
    """Run the command with `python build.py` replaced by a program that prints its arguments."""
    shown = command.replace("python build.py", "printf '%s\\0'", 1)
    done = subprocess.run(["bash", "-c", shown], cwd=tmp_path, capture_output=True, text=True, check=True)
    return done.stdout.split("\0")[:-1]


@pytest.mark.parametrize("name", HOSTILE)
def test_play_command_is_one_argument_and_runs_nothing(name, tmp_path):
    argv = _argv(play_command(name, 4, 3), tmp_path)
    assert argv == ["play", name, "--seed", "4", "--players", "3"]
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("name", HOSTILE)
def test_the_odds_command_on_pages_runs_nothing(name, tmp_path):
    from pathlib import Path
    env = make_env(Path(__file__).resolve().parents[2] / "templates")
    text = env.from_string("python build.py odds {{ name|shell }} --deals 20000").render(name=name)
    import html
    argv = _argv(html.unescape(text), tmp_path)
    assert argv == ["odds", name, "--deals", "20000"]
    assert list(tmp_path.iterdir()) == []
