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


# Cyrillic and Greek letters drawn like Latin ones: a name that mixes them in reads as a Latin
# name while matching nothing by it ("Аnаcondа" with Cyrillic а beside "Anaconda").
_LOOKALIKES = str.maketrans(
    "АВЕКМНОРСТХУІЈЅаеорсхуіјѕԁһӏк" "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧαιονρυχ",
    "ABEKMHOPCTXYIJSaeopcxyijsdhlk" "ABEZHIKMNOPTYXaiovpux",
)


def look_alike_name(text: str) -> str:
    """`normal_name` with the Cyrillic and Greek letters that look Latin read as Latin: two
    names with the same result look the same to a reader.

    >>> look_alike_name("Аnаcondа") == look_alike_name("Anaconda") == "anaconda"
    True
    >>> look_alike_name("Дурак")
    'дypak'
    """
    return normal_name(text.translate(_LOOKALIKES))
