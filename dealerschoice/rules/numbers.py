"""Numbers as rule sentences write them: "seven", "twelve", "first", "third", or digits."""

from __future__ import annotations

import re

_UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50}
_ORDINALS = ["zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"]
_ORDINAL_TENS = {"twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50}

CARDINALS: dict[str, int] = {word: n for n, word in enumerate(_UNITS)} | _TENS | {"a": 1, "an": 1, "single": 1}
ORDINALS: dict[str, int] = {word: n for n, word in enumerate(_ORDINALS)} | _ORDINAL_TENS

# Regex fragments for patterns; longest alternatives first so "seventeen" is not read as "seven".
_WORD_ALTS = sorted(set(CARDINALS) | set(_TENS), key=len, reverse=True)
NUMBER = r"(?:\d+|(?:twenty|thirty|forty|fifty)-(?:one|two|three|four|five|six|seven|eight|nine)|" + "|".join(_WORD_ALTS) + r")"
ORDINAL = r"(?:\d+(?:st|nd|rd|th)|" + "|".join(sorted(ORDINALS, key=len, reverse=True)) + r")"


def parse_number(text: str) -> int:
    """The value of a cardinal number written in digits or words.

    >>> parse_number("seven"), parse_number("Twelve"), parse_number("52"), parse_number("twenty-one")
    (7, 12, 52, 21)
    >>> parse_number("a")
    1
    >>> parse_number("many")
    Traceback (most recent call last):
    ...
    ValueError: not a number: 'many'
    """
    word = text.strip().lower()
    if word.isdigit():
        return int(word)
    if word in CARDINALS:
        return CARDINALS[word]
    tens, _, unit = word.partition("-")
    if tens in _TENS and unit in CARDINALS and 0 < CARDINALS[unit] < 10:
        return _TENS[tens] + CARDINALS[unit]
    raise ValueError(f"not a number: {text!r}")


def parse_ordinal(text: str) -> int:
    """The value of an ordinal: "first" -> 1, "third" -> 3, "2nd" -> 2.

    >>> parse_ordinal("third"), parse_ordinal("First"), parse_ordinal("2nd")
    (3, 1, 2)
    """
    word = text.strip().lower()
    if word in ORDINALS:
        return ORDINALS[word]
    match = re.fullmatch(r"(\d+)(?:st|nd|rd|th)", word)
    if match:
        return int(match.group(1))
    raise ValueError(f"not an ordinal: {text!r}")


def number_word(n: int) -> str:
    """The word for 0..59 as the catalog writes it (digits beyond).

    >>> number_word(7), number_word(21), number_word(60)
    ('seven', 'twenty-one', '60')
    """
    if 0 <= n < 20:
        return _UNITS[n]
    tens = {v: k for k, v in _TENS.items()}
    if 20 <= n < 60:
        return tens[n - n % 10] + ("" if n % 10 == 0 else "-" + _UNITS[n % 10])
    return str(n)


def ordinal_word(n: int) -> str:
    """The ordinal word for 1..19 ("first", "third"), else "Nth".

    >>> ordinal_word(3), ordinal_word(22)
    ('third', '22nd')
    """
    if 0 < n < 20:
        return _ORDINALS[n]
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
