"""Numbers past the digit limit are errors `check` names, never a crash."""

import pytest

from dealerschoice.commands.check import check_catalog

BIG = "9" * 5000
RULES = "Rules:\n\n1. Deal five cards down to each player.\n"


@pytest.mark.parametrize("text, where", [
    (f"Big (#{BIG})\n\n{RULES}", "malformed header"),
    (f"Big (#5)\n\n{RULES}{BIG}. Showdown, high hand wins.\n", '"Big (#5)"'),
    (f"Big (#5)\n\n{RULES}2. Showdown, high hand wins.\n\nParent: Root (#{BIG})\n", "malformed parent"),
])
def test_a_number_of_5000_digits_is_an_error_naming_its_length(text, where, tmp_path):
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "big.txt").write_text(text, encoding="utf-8")
    errors = [p.message for p in check_catalog(tmp_path).of("error")]
    named = [m for m in errors if "has 5000 digits; ids and rule numbers have at most 9: shorten it" in m]
    assert named and where in named[0], errors
    assert all(len(m) < 600 for m in errors), [len(m) for m in errors]  # the number is not echoed whole
