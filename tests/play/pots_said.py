"""The pot a showdown line names, for tests that must not depend on how the players bet: the
hands and winners are asserted exactly, the chips as the shares of whatever the pot was."""

from __future__ import annotations

import re

_POT = re.compile(r"^(?P<said>.*)\. Pot (?P<pot>\d+): (?P<paid>.*)\.$")


def pot_said(text: str) -> tuple[str, int, dict[int, int]]:
    """(the line before its pot, the pot, the chips paid to each seat) of a showdown line
    ending "... Pot 12: P1 6, P3 6."."""
    found = _POT.match(text)
    assert found is not None, f"no pot named at the end of {text!r}"
    paid = {int(seat): int(chips) for seat, chips in re.findall(r"P(\d+) (\d+)", found["paid"])}
    return found["said"], int(found["pot"]), paid


def shares_of(pot: int, winners: list[list[int]]) -> dict[int, int]:
    """The chips of a pot cut into one share per entry of `winners` (the odd chips to the first
    shares), each share to its one winner."""
    cut, odd = divmod(pot, len(winners))
    paid: dict[int, int] = {}
    for nth, (seat,) in enumerate(winners):
        paid[seat] = paid.get(seat, 0) + cut + (1 if nth < odd else 0)
    return paid
