"""The facts of a game in words a player understands, for the game page.

The facts keep the database's codes (`rules/facts`; the corpus README): rounds 98 undefined,
99 depends on the players, 100+N match the pot, 200+N more the players choose, 300+N more
the deal causes; cards and max_seen 200+N (a repeat the players end deals any number of
cards) and 99 (how many a player gets depends on the number of players); players 98 (a player can be dealt any number of cards) and 0 (no rule deals the
players a card). A page shows the words, never a bare code.
"""

from __future__ import annotations

from dealerschoice.records.facts import Facts

# The facts shown on a game page, in order, with their labels.
LABELS = {
    "cards": "Cards in the final hand",
    "players": "Most players",
    "rounds": "Betting rounds",
    "max_seen": "Most cards one player sees",
    "wilds": "Most wild cards",
}

UNDEFINED, BY_PLAYERS, MATCH_POT, MORE_CHOSEN, MORE_DEALT = 98, 99, 100, 200, 300


def _cards(value: int) -> str:
    """cards and max_seen (99: cards dealt round the table until two match, so many as the
    number of players makes).

    >>> _cards(7), _cards(202), _cards(0)
    ('7', '2, and any number more the players choose to take', 'none: no rule deals the players a card')
    >>> _cards(99)
    'depends on the number of players'
    """
    if value == BY_PLAYERS:
        return "depends on the number of players"
    if value >= MORE_DEALT:
        return f"{_count(value - MORE_DEALT)}, and more as the deal goes on"
    if value >= MORE_CHOSEN:
        return f"{_count(value - MORE_CHOSEN)}, and any number more the players choose to take"
    if value == 0:
        return "none: no rule deals the players a card"
    return str(value)


def _players(value: int) -> str:
    """
    >>> _players(7), _players(98)
    ('7', 'no fixed number: a player can be dealt any number of cards')
    """
    if value == UNDEFINED:
        return "no fixed number: a player can be dealt any number of cards"
    if value == 0:
        return "not set by the deck: no rule deals the players a card"
    return str(value)


def _rounds(value: int) -> str:
    """
    >>> _rounds(4), _rounds(104), _rounds(100)
    ('4', '4, then everyone who stayed in and lost matches the pot', 'none, then everyone who stayed in and lost matches the pot')
    """
    if value == UNDEFINED:
        return "no fixed number: it depends on how the hand goes"
    if value == BY_PLAYERS:
        return "depends on the number of players"
    if value >= MORE_DEALT:
        return f"{_count(value - MORE_DEALT)}, and more until the deal ends the repeat"
    if value >= MORE_CHOSEN:
        return f"{_count(value - MORE_CHOSEN)}, and as many more as the players' choices make"
    if value >= MATCH_POT:
        return f"{_count(value - MATCH_POT)}, then everyone who stayed in and lost matches the pot"
    if value == 0:
        return "none"
    return str(value)


def _wilds(value: int) -> str:
    return "none" if value == 0 else str(value)


def _count(n: int) -> str:
    return "none" if n == 0 else str(n)


_WORDS = {"cards": _cards, "players": _players, "rounds": _rounds, "max_seen": _cards, "wilds": _wilds}


def fact_words(facts: Facts) -> list[tuple[str, str]]:
    """(label, words) for each fact of a game's facts (`records.facts`), in page order.

    >>> fact_words(Facts(cards=7, players=98, rounds=203, max_seen=202, wilds=0))[1:3]
    [('Most players', 'no fixed number: a player can be dealt any number of cards'), ('Betting rounds', "3, and as many more as the players' choices make")]
    """
    figures = {"cards": facts.cards, "players": facts.players, "rounds": facts.rounds, "max_seen": facts.max_seen,
               "wilds": facts.wilds}
    return [(label, _WORDS[figure](figures[figure])) for figure, label in LABELS.items()]
