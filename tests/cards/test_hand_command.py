"""`python build.py hand`: text, JSON, stdin lines, errors without tracebacks."""

import io
import json

from dealerschoice.cli import main


def run(capsys, *argv, stdin=None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(["hand", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_text_output(capsys):
    code, out, _ = run(capsys, "Q♠ Q♥ 9♣ 8♦ Q♦ 9♦ 5♠")
    assert code == 0 and out.strip() == "Full house, queens full of nines: Q♠ Q♥ Q♦ 9♣ 9♦"


def test_json_with_wilds(capsys):
    code, out, _ = run(capsys, "3s", "9h", "Kd", "Kc", "7h", "--wild", "3,9", "--json")
    result = json.loads(out)
    assert result["category"] == "four-of-a-kind"
    assert result["wilds"] == {"3♠": "K♠", "9♥": "K♥"}
    assert set(result) == {"cards", "category", "best", "wilds", "description", "key"}


def test_stdin_lines_to_json_lines(capsys, monkeypatch):
    lines = "As Ks Qs Js Ts\n\nJk 2c 3d 4h 9s\n"
    code, out, _ = run(capsys, "-", "--jokers", "bug", stdin=lines, monkeypatch=monkeypatch)
    results = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and [r["category"] for r in results] == ["straight-flush", "high-card"]  # the bug plays as an ace
    assert results[1]["wilds"] == {"Jk": "A♠"}


def test_lows_and_qualifier(capsys, monkeypatch):
    lines = "As 2d 3c 4h Ks 6d 7c\n9s Td Jc Qh Ks\n"
    code, out, _ = run(capsys, "-", "--qualifier", "8", stdin=lines, monkeypatch=monkeypatch)
    first, second = (json.loads(line) for line in out.splitlines())
    assert first["description"] == "Six low: 6-4-3-2-A" and second["key"] is None
    code, out, _ = run(capsys, "7s 5d 4c 3h 2s", "--low", "27")
    assert out.strip().startswith("Seven low")


def test_exposed(capsys):
    code, out, _ = run(capsys, "9♣ Q♠ 9♦ Q♥", "--exposed", "--json")
    assert json.loads(out)["category"] == "two-pair"


def test_bad_card_is_a_usage_error_naming_the_token(capsys, monkeypatch):
    code, out, err = run(capsys, "Qs Qx")
    assert code == 2 and '"Qx"' in err and "Traceback" not in err
    code, out, err = run(capsys, "-", stdin="As Ks\nAs Kz\n", monkeypatch=monkeypatch)
    assert code == 2 and "stdin line 2" in err and '"Kz"' in err
    code, out, err = run(capsys, "As", "--wild", "3,Q9")
    assert code == 2 and '"Q9"' in err
    code, out, err = run(capsys, "As", "--qualifier", "2")
    assert code == 2 and "--qualifier" in err
