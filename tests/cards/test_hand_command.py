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
    assert code == 0 and [r.get("category") for r in results] == ["straight-flush", None, "high-card"]  # the bug plays as an ace
    assert results[1] == {"error": "stdin line 2: no cards given: e.g. python build.py hand 'Qs Qh 9c 8d Qd'"}
    assert results[2]["wilds"] == {"Jk": "A♠"}


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


def test_stdin_gives_one_line_out_for_every_line_in(capsys, monkeypatch):
    code, out, err = run(capsys, "-", stdin="As Ks\n\nQs Qx\n2s 3s 4s 5s 7s\n", monkeypatch=monkeypatch)
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 2 and len(lines) == 4  # the bad card fails the command; the blank line alone would not
    assert lines[0]["description"] == "Ace high" and lines[3]["category"] == "flush"
    assert lines[1]["error"].startswith("stdin line 2: no cards given")
    assert lines[2]["error"].startswith('stdin line 3: bad card "Qx"')


def test_a_card_twice_from_one_deck_is_an_error_naming_it(capsys):
    code, out, err = run(capsys, "As As As As As")
    assert code == 2 and out == ""
    assert "A♠ is given 5 times, but one deck holds it once" in err and "--decks 5" in err
    code, out, err = run(capsys, "As As Ks Kd Kh", "--decks", "2", "--json")
    assert code == 0 and json.loads(out)["category"] == "full-house"


def test_glued_x_is_not_two_jokers(capsys):
    code, out, err = run(capsys, "Xx 2s 3s 4s 5s")
    assert code == 2 and 'bad card "Xx"' in err
    code, out, err = run(capsys, "X 2s 3s 4s 5s", "--json")
    assert code == 0 and json.loads(out)["wilds"]


def test_qualifier_past_king_is_refused(capsys):
    code, out, err = run(capsys, "As 2d 3c 4h 5s", "--qualifier", "14")
    assert code == 2 and "5 to 13" in err


def test_deuce_to_seven_wild_never_makes_the_flush_it_denies(capsys):
    """Review fix: the joker was shown as 5♠ (a spade flush) beside "Seven low"."""
    code, out, _ = run(capsys, "2s 3s 4s 7s Kh Qd Jc Jk", "--low", "27", "--json")
    result = json.loads(out)
    assert code == 0 and result["description"] == "Seven low: 7-5-4-3-2"
    assert result["wilds"] == {"Jk": "5♥"} and result["best"] == ["7♠", "Jk", "4♠", "3♠", "2♠"]


def test_duplicates_house_rule_and_ace_to_six(capsys):
    code, out, _ = run(capsys, "As Ks Qs 9s Jk", "--json")
    assert json.loads(out)["wilds"] == {"Jk": "J♠"}                  # the common rule: a card not held
    code, out, _ = run(capsys, "As Ks Qs 9s Jk", "--duplicates", "any", "--json")
    assert json.loads(out)["wilds"] == {"Jk": "A♠"}                  # the house rule: an ace-ace flush
    code, out, _ = run(capsys, "As 2d 3c 4h 5s", "--low", "a6")
    assert out.strip() == "Straight: 5-4-3-2-A: 5♠ 4♥ 3♣ 2♦ A♠"
