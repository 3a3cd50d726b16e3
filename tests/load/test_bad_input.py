"""Bad input, through the whole `check` path: one exact, located message each, nothing lost.

Each folder of tests/fixtures/bad/ is a small catalog: `good` is the reference, every other one
is `good` with one fault. Errors make `check` exit 1 and `export` write nothing; warnings keep
the content, so `export --format catalog` still gives the input bytes back.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dealerschoice.cli import main

ROOT = Path(__file__).resolve().parents[2]
BAD = "tests/fixtures/bad"

# Parent problems are shown at the Parent: line once Game keeps it, else at the header.
PARENT_AT = 26  # the Parent: line, not the header
ERRORS = {
    "missing-rules-line": '21: "Beta\'s Draw 2/3 (#12)": rule lines without a "Rules:" line; '
                          'add a line "Rules:" before rule 1',
    "rule-order": '10: "Alpha Stud (#11)": rule numbered 3 where 2 was expected; number the rules '
                  "1, 2, 3, … in order",
    "duplicate-id": '17: duplicate id 11: "Beta\'s Draw 2/3 (#11)" here and "Alpha Stud (#11)" at '
                    f"{BAD}/duplicate-id/games/games.txt:1; give each game its own id (the highest "
                    "id in use is 11)",
    "parent-mismatch": f'{PARENT_AT}: parent of "Beta\'s Draw 2/3 (#12)": "Alpha Studd (#11)" names id 11, '
                       'but #11 is "Alpha Stud"; fix the name or the id',
    "malformed-header": '17: malformed header "Beta\'s Draw 2/3 (12)"; a record starts with '
                        '"Name (#id)", the id a whole number: write it like "Beta\'s Draw 2/3 (#12)"',
    "empty-tag": '5: empty tag in "Tags: stud, , high-low"; tags are separated by ", ": remove the '
                 "extra comma",
    "invalid-utf8": "9: invalid UTF-8 byte 0xE9 at byte offset 121 (column 34); save the file as UTF-8",
}
WARNINGS = {
    "crlf": "1: warning: the file has Windows line endings (CRLF); they are kept, but save the "
            "file with Unix line endings (LF)",
    "bom": "1: warning: the file starts with a UTF-8 byte order mark (BOM); it is kept, but save "
           "the file as UTF-8 without a BOM",
    "tabs": "10: warning: tab character at column 3; it is kept, but use spaces instead",
    "trailing-spaces": "5: warning: line ends with 2 spaces; they are kept in the file but not in "
                       "the value: remove them",
}


@pytest.fixture(autouse=True)
def at_project_root(monkeypatch):
    monkeypatch.chdir(ROOT)  # paths in messages are shown as given: tests/fixtures/bad/...


def check(capsys, case: str, *extra: str) -> tuple[int, str, str]:
    status = main(["check", "--catalog", f"{BAD}/{case}", *extra])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_reference_catalog_is_clean(capsys):
    status, out, err = check(capsys, "good")
    assert (status, out, err) == (0, "2 games, 1 stub, 0 write-ups, 0 guides: 0 errors, 0 warnings, 0 notes.\n", "")


@pytest.mark.parametrize("case", sorted(ERRORS))
def test_each_error_has_its_exact_message_and_exit_1(capsys, case):
    status, out, err = check(capsys, case)
    games = 1 if case == "malformed-header" else 2
    assert status == 1 and err == ""
    assert out == (f"{BAD}/{case}/games/games.txt:{ERRORS[case]}\n"
                   f"{games} game{'s' if games > 1 else ''}, 1 stub, 0 write-ups, 0 guides: "
                   "1 error, 0 warnings, 0 notes.\n")


@pytest.mark.parametrize("case", sorted(WARNINGS))
def test_each_warning_has_its_exact_message_and_exit_0(capsys, case):
    status, out, err = check(capsys, case)
    assert (status, err) == (0, "")
    assert out == (f"{BAD}/{case}/games/games.txt:{WARNINGS[case]}\n"
                   "2 games, 1 stub, 0 write-ups, 0 guides: 0 errors, 1 warning, 0 notes.\n")


@pytest.mark.parametrize("case", sorted(ERRORS))
def test_errors_in_json(capsys, case):
    import json

    status, out, _ = check(capsys, case, "--json")
    line, message = ERRORS[case].split(": ", 1)
    assert status == 1
    assert json.loads(out)["errors"] == [
        {"file": f"{BAD}/{case}/games/games.txt", "line": int(line), "message": message}]


@pytest.mark.parametrize("case", sorted(WARNINGS))
def test_warned_files_lose_nothing(capsys, tmp_path, case):
    assert main(["export", "--catalog", f"{BAD}/{case}", "--format", "catalog", "--out", str(tmp_path)]) == 0
    original = ROOT / BAD / case / "games" / "games.txt"
    assert (tmp_path / "games" / "games.txt").read_bytes() == original.read_bytes()


@pytest.mark.parametrize("case", sorted(ERRORS))
def test_export_refuses_a_catalog_with_errors_and_writes_nothing(capsys, tmp_path, case):
    status = main(["export", "--catalog", f"{BAD}/{case}", "--format", "catalog", "--out", str(tmp_path / "out")])
    out, err = capsys.readouterr()
    assert status == 1 and out == ""
    assert err == f"{BAD}/{case}/games/games.txt:{ERRORS[case]}\n1 error(s); nothing was written.\n"
    assert not (tmp_path / "out").exists()


def test_all_problems_of_all_files_at_once(capsys, tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    for case in ("rule-order", "empty-tag", "invalid-utf8", "tabs"):
        (games / f"{case}.txt").write_bytes((ROOT / BAD / case / "games" / "games.txt").read_bytes())
    status = main(["check", "--catalog", str(tmp_path)])
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert status == 1
    # Each file's own problem, in file order, plus the duplicate ids the copies share.
    own = [line for line in lines if "duplicate id" not in line]
    assert own == [
        f"{tmp_path}/games/empty-tag.txt:{ERRORS['empty-tag']}",
        f"{tmp_path}/games/invalid-utf8.txt:{ERRORS['invalid-utf8']}",
        f"{tmp_path}/games/rule-order.txt:{ERRORS['rule-order']}",
        f"{tmp_path}/games/tabs.txt:{WARNINGS['tabs']}",
        "8 games, 1 stub, 0 write-ups, 0 guides: 9 errors, 1 warning, 0 notes.",
    ]
    assert len(lines) - len(own) == 6  # ids 11 and 12 in three files after the first
