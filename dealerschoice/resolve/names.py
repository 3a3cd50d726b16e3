"""Names reduced for matching, and how far apart two names are: links, checks and tags share them."""

from __future__ import annotations

from dealerschoice.records.game import name_words


def normal_name(text: str) -> str:
    """A name reduced for matching: case, accents, apostrophes and punctuation ignored.

    >>> normal_name("Roll-Your-Own"), normal_name("  Let's Make a DEAL "), normal_name("Дурак")
    ('roll your own', 'lets make a deal', 'дурак')
    """
    return " ".join(name_words(text))


def edit_distance(a: str, b: str) -> int:
    """Letters added, dropped or changed to make one name (or tag) the other; they are short.

    >>> edit_distance("wild", "wilds"), edit_distance("flip", "flop"), edit_distance("ab", "ba")
    (1, 1, 2)
    """
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[-1]
