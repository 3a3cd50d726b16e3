"""`check` and `export` through `dealerschoice.cli.main`, on the seed catalog."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealerschoice.cli import main

ROOT = Path(__file__).resolve().parents[1]
GAME_FILES = sorted((ROOT / "catalog" / "games").glob("*.txt"))


@pytest.fixture(autouse=True)
def at_project_root(monkeypatch):
    monkeypatch.chdir(ROOT)  # the default --catalog is "catalog"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_check_json_on_the_seed_catalog(capsys):
    status, out, err = run(capsys, "check", "--json")
    report = json.loads(out)
    assert status == 0 and err == ""
    assert {key: report[key] for key in ("games", "stubs", "write_ups", "guides", "errors")} == {
        "games": 82, "stubs": 12, "write_ups": 11, "guides": 1, "errors": []}
    # every rule line is read (football hands, #562, as points steps): no warnings
    assert report["warnings"] == []
    assert report["info"] and all(set(item) == {"file", "line", "message"} for item in report["info"])
    assert all(item["file"].startswith("catalog/") for item in report["info"])


def test_check_text_lists_notes_as_information_not_errors(capsys):
    status, out, _ = run(capsys, "check", "--catalog", "catalog")
    lines = out.splitlines()
    assert status == 0
    assert not any(": warning: " in line for line in lines)
    assert lines[0] == "Information (not errors):"
    assert all(": info: " in line for line in lines[1:-1])
    assert lines[-1] == (f"82 games, 12 stubs, 11 write-ups, 1 guide: 0 errors, 0 warnings, "
                         f"{len(lines) - 2} notes.")


def test_export_json_fields_equal_the_text(capsys):
    status, out, _ = run(capsys, "export", "--format", "json")
    data = json.loads(out)
    assert status == 0
    assert list(data) == ["games", "stubs", "write_ups", "general_rules", "guides"]
    assert len(data["games"]) == 82 and len(data["stubs"]) == 12
    texts = {f"catalog/games/{p.name}": p.read_text(encoding="utf-8").split("\n") for p in GAME_FILES}
    ids = {game["id"] for game in data["games"]} | {stub["id"] for stub in data["stubs"]}
    for game in data["games"]:
        assert list(game) == ["id", "name", "aliases", "tags", "rules", "parent", "children", "source", "facts"]
        lines = texts[game["source"]["file"]]
        start = game["source"]["line"] - 1
        assert lines[start] == f"{game['name']} (#{game['id']})"
        record = lines[start:start + 4 + len(game["rules"]) + 8]
        assert [f"{n}. {text}" for n, text in enumerate(game["rules"], 1)] == [
            line for line in record if line[:1].isdigit()][:len(game["rules"])]
        assert f"Parent: {game['parent']['name']} (#{game['parent']['id']})" in record
        if game["tags"]:
            assert "Tags: " + ", ".join(game["tags"]) in record
        if game["aliases"]:
            assert "Also known as: " + ", ".join(game["aliases"]) + "." in record
        assert set(game["children"]) <= ids
    by_id = {game["id"]: game for game in data["games"]}
    for record in data["games"] + data["stubs"]:
        for child in record["children"]:
            assert by_id[child]["parent"]["id"] == record["id"]
    root = next(stub for stub in data["stubs"] if stub["id"] == 0)
    assert root["name"] == "Root Game" and root["children"]


def test_export_json_write_ups_and_guides_in_full(capsys, tmp_path):
    out = tmp_path / "deep" / "catalog.json"
    status, _, err = run(capsys, "export", "--format", "json", "--out", str(out))
    data = json.loads(out.read_text(encoding="utf-8"))
    assert status == 0 and err == f"wrote {out}\n"
    assert len(data["write_ups"]) == 11 and len(data["guides"]) == 1
    first = data["write_ups"][0]
    assert first["steps"] and {"number", "text", "line", "children"} <= set(first["steps"][0])
    assert any(step["children"] for w in data["write_ups"] for step in w["steps"])
    assert any(v["name"] for w in data["write_ups"] for v in w["variants"])
    assert data["guides"][0]["sections"][0]["paragraphs"]


def test_export_json_has_the_derived_facts_of_every_game(capsys):
    status, out, _ = run(capsys, "export", "--format", "json")
    games = {game["id"]: game for game in json.loads(out)["games"]}
    assert status == 0 and all("facts" in game for game in games.values())
    # Anaconda: 7 cards at the showdown, 7 players, 4 rounds, 13 cards seen (7 + 3 + 2 + 1 passed in)
    assert games[10]["facts"] == {"cards": 7, "players": 7, "rounds": 4, "max_seen": 13, "wilds": 0}


def test_export_catalog_writes_every_games_file_byte_identical(capsys, tmp_path):
    status, _, err = run(capsys, "export", "--format", "catalog", "--out", str(tmp_path))
    assert status == 0 and err == (f"wrote 3 files to {tmp_path}/games\n"
                                   "write-ups/ and guides/ are not rewritten; copy them as they are\n")
    for path in GAME_FILES:
        assert (tmp_path / "games" / path.name).read_bytes() == path.read_bytes()


def test_export_catalog_to_standard_output(capsysbinary):
    assert main(["export", "--format", "catalog", "--file", "games/guts.txt"]) == 0
    assert capsysbinary.readouterr().out == (ROOT / "catalog" / "games" / "guts.txt").read_bytes()


def test_export_catalog_to_standard_output_needs_one_file(capsys):
    status, out, err = run(capsys, "export", "--format", "catalog")
    assert (status, out) == (2, "")
    assert err == ("error: the catalog has 3 games files (games/five-and-ten-card-flip.txt, "
                   "games/flip-pass-no-peek.txt, games/guts.txt); give --out DIR to write them "
                   "all, or --file NAME to print one\n")


def test_export_never_overwrites_the_catalog(capsys):
    status, _, err = run(capsys, "export", "--format", "catalog", "--out", "catalog")
    assert status == 2
    assert err == 'error: --out "catalog" is the catalog folder itself; choose another folder\n'


@pytest.mark.parametrize("command", ["check", "export"])
def test_a_missing_catalog_is_a_message_not_a_traceback(capsys, command, tmp_path):
    argv = [command, "--catalog", str(tmp_path / "none")] + (["--format", "json"] if command == "export" else [])
    status, out, err = run(capsys, *argv)
    message = (f'{tmp_path}/none: catalog folder "{tmp_path}/none" does not exist; give --catalog '
               "a folder that holds games/*.txt")
    assert status == 1 and "Traceback" not in out + err
    assert message in out + err


def test_an_unwritable_out_is_a_message_not_a_traceback(capsys, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    status, out, err = run(capsys, "export", "--format", "json", "--out", str(blocker / "c.json"))
    assert status == 2 and out == "" and "Traceback" not in err
    assert err.startswith(f'error: cannot write "{blocker}/c.json" (')


@pytest.mark.parametrize("command", [["build.py"], ["-m", "dealerschoice"]])
def test_the_entry_points_exit_with_the_commands_status(command, tmp_path):
    import subprocess
    import sys

    ok = subprocess.run([sys.executable, *command, "check", "--json"], cwd=ROOT, capture_output=True, text=True)
    assert ok.returncode == 0 and json.loads(ok.stdout)["games"] == 82
    missing = subprocess.run([sys.executable, *command, "check", "--catalog", str(tmp_path / "none")],
                             cwd=ROOT, capture_output=True, text=True)
    assert missing.returncode == 1 and "does not exist" in missing.stdout


def test_a_command_imports_only_its_own_module(capsys):
    import subprocess
    import sys

    code = ("import sys; from dealerschoice.cli import main; status = main(['check', '--json']); "
            "print(status, sorted(m for m in sys.modules if m.startswith('dealerschoice.commands.')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.stdout.splitlines()[-1] == "0 ['dealerschoice.commands.check']"
    with pytest.raises(SystemExit):  # the top-level help still lists every command
        main(["--help"])
    out = capsys.readouterr().out
    assert all(name in out for name in ("build", "check", "coverage", "export", "hand", "odds", "play", "serve"))


@pytest.mark.parametrize("encoding", ["utf-8", "ascii"])
def test_a_bad_byte_is_reported_whatever_the_output_encoding(encoding, tmp_path):
    """The text around an undecodable byte is carried with the byte as a lone surrogate, which
    no output encoding can write as it is: `check` quoting it must not crash (issue 22, 4)."""
    import os
    import subprocess
    import sys

    games = tmp_path / "games"
    games.mkdir()
    (games / "a.txt").write_bytes(b"Bad Game (#1)\n\nTags: dr\xffaw\n\nRules:\n\n1. Showdown, high hand wins.\n")
    done = subprocess.run([sys.executable, "build.py", "check", "--catalog", str(tmp_path)], cwd=ROOT,
                          capture_output=True, env={**os.environ, "PYTHONIOENCODING": encoding})
    out = done.stdout.decode(encoding)
    assert done.returncode == 1 and b"Traceback" not in done.stderr
    assert f"{games / 'a.txt'}:3: invalid UTF-8 byte 0xFF at byte offset 23 (column 9)" in out
    assert 'tag "dr\\udcffaw" is not allowed' in out  # the byte, escaped, where it was
