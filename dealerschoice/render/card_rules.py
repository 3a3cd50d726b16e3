"""A print card's rules with repeated runs folded (issue 19, item 8): a stud game's "Deal one
card up. / Bet." four times over is one line, "Rules 3–10: Deal one card up. Bet. — four
times", so an index card holds the game.

Rules repeat when their texts are the same but for case, spacing and a final full stop; a run
of one to `LONGEST_PERIOD` rules said at least twice in a row is folded, the longest fold first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from markupsafe import Markup, escape

LONGEST_PERIOD = 3  # rules in the longest repeated run looked for ("flip, bet" is 2)
_TIMES = {2: "twice", 3: "three times", 4: "four times", 5: "five times", 6: "six times", 7: "seven times",
          8: "eight times", 9: "nine times", 10: "ten times"}


def _same(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().rstrip(".").casefold()


def times(count: int) -> str:
    """How often a folded run is said, in words.

    >>> times(2), times(4), times(12)
    ('twice', 'four times', '12 times')
    """
    return _TIMES.get(count, f"{count} times")


def fold_repeats(rules: Sequence[tuple[int, Markup]], texts: Sequence[str]) -> tuple[tuple[str, Markup], ...]:
    """(label, html) a line: a rule's number, or "3–10" for a folded run; `texts` are the
    rules' plain texts (what is compared), `rules` their numbers and HTML.

    >>> rules = [(n, Markup(t)) for n, t in enumerate(["Ante.", "Deal 2 down.", "Deal 1 up.", "Bet.",
    ...          "Deal 1 up.", "Bet.", "Deal 1 up", "bet.", "Show."], start=1)]
    >>> [(label, str(html)) for label, html in fold_repeats(rules, [str(h) for _, h in rules])]
    [('1', 'Ante.'), ('2', 'Deal 2 down.'), ('3–8', 'Deal 1 up. Bet. — three times'), ('9', 'Show.')]
    >>> fold_repeats([(1, Markup("Bet."))], ["Bet."])
    (('1', Markup('Bet.')),)
    """
    keys = [_same(text) for text in texts]
    out: list[tuple[str, Markup]] = []
    at = 0
    while at < len(rules):
        count, period = _longest_repeat(keys, at)
        if count < 2:
            out.append((str(rules[at][0]), rules[at][1]))
            at += 1
            continue
        run = rules[at:at + period]
        said = Markup(" ").join(html for _, html in run)
        out.append((f"{rules[at][0]}–{rules[at + count * period - 1][0]}", said + escape(f" — {times(count)}")))
        at += count * period
    return tuple(out)


def _longest_repeat(keys: list[str], at: int) -> tuple[int, int]:
    """(times said, rules a time) of the repeat starting at `at` that covers the most rules."""
    best = (1, 1)
    for period in range(1, LONGEST_PERIOD + 1):
        count = 1
        while keys[at + count * period:at + (count + 1) * period] == keys[at:at + period] and \
                at + (count + 1) * period <= len(keys):
            count += 1
        if count >= 2 and count * period > best[0] * best[1]:
            best = (count, period)
    return best
