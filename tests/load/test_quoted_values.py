"""Issue 22, 11: what a message quotes from the catalog is short and harmless: a 5 MB junk line
is not a 5 MB message, and an ESC sequence is written out, never sent to the terminal."""

from dealerschoice.commands.check import check_catalog, label
from dealerschoice.errors import Problem

HEADER = "A Game (#1)\n\nTags: stud\n\nRules:\n\n1. Deal five cards face down to each player.\n2. Showdown, high hand wins.\n"


def checked(tmp_path, text):
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "g.txt").write_text(text, encoding="utf-8")
    return check_catalog(tmp_path)


def test_a_5_mb_junk_line_is_quoted_by_its_first_100_characters_and_its_length(tmp_path):
    report = checked(tmp_path, HEADER + "x" * 5_000_000 + "\n")
    assert [str(p) for p in report.problems] == [
        f'{tmp_path}/games/g.txt:9: "A Game (#1)": unrecognised line "{"x" * 100}… (5000000 characters in all)"; '
        'a record has only "Also known as: …", "Tags: …", "Rules:", numbered rules "N. …", "Parent: Name (#id)" '
        'and "Children:" lines: fix or delete it']


def test_a_long_tag_is_quoted_short(tmp_path):
    report = checked(tmp_path, HEADER.replace("Tags: stud", "Tags: " + "Q" * 400))
    assert [p.message for p in report.problems] == [
        f'tag "{"Q" * 100}… (400 characters in all)" is not allowed; a tag is lower-case letters and digits, '
        'joined by hyphens (e.g. "high-low"): rename it']


def test_an_esc_sequence_is_quoted_as_escapes(tmp_path):
    report = checked(tmp_path, HEADER + "\x1b[31mred\x1b[0m\n")
    text = report.as_text()
    assert "\x1b" not in text
    assert [p.message for p in report.problems] == [
        "control character U+001B at column 1; only printable text is allowed: delete it",
        '"A Game (#1)": unrecognised line "\\x1b[31mred\\x1b[0m"; a record has only "Also known as: …", '
        '"Tags: …", "Rules:", numbered rules "N. …", "Parent: Name (#id)" and "Children:" lines: fix or delete it']


def test_any_message_printed_by_check_has_its_control_characters_written_out():
    unread = Problem("games/g.txt", 7, '"X (#1)" rule 1: no grammar rule reads "Deal\x1b[2J\x07."', "warning")
    assert label(unread) == 'games/g.txt:7: warning: "X (#1)" rule 1: no grammar rule reads "Deal\\x1b[2J\\x07."'
    assert label(Problem("g.txt", 1, "tab\tand\nnewline stay")) == "g.txt:1: tab\tand\nnewline stay"
