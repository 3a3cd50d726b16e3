"""The facts on a game page are words a player understands, never the database's codes."""

import re

import pytest

from dealerschoice.records.facts import Facts
from dealerschoice.render.env import make_env
from dealerschoice.render.facts_words import fact_words
from dealerschoice.rules.facts import derive_facts
from tests.rules import corpus as dev

PLAIN = {"cards": 7, "players": 7, "rounds": 5, "max_seen": 7, "wilds": 4}

# (figure, code, the words a player reads)
CODES = [
    ("rounds", 98, "no fixed number: it depends on how the hand goes"),
    ("rounds", 99, "depends on the number of players"),
    ("rounds", 100, "none, then everyone who stayed in and lost matches the pot"),
    ("rounds", 104, "4, then everyone who stayed in and lost matches the pot"),
    ("rounds", 200, "none, and as many more as the players' choices make"),
    ("rounds", 202, "2, and as many more as the players' choices make"),
    ("rounds", 301, "1, and more until the deal ends the repeat"),
    ("rounds", 0, "none"),
    ("cards", 202, "2, and any number more the players choose to take"),
    ("cards", 305, "5, and more as the deal goes on"),
    ("cards", 0, "none: no rule deals the players a card"),
    ("max_seen", 203, "3, and any number more the players choose to take"),
    ("max_seen", 0, "none: no rule deals the players a card"),
    ("players", 98, "no fixed number: a player can be dealt any number of cards"),
    ("players", 0, "not set by the deck: no rule deals the players a card"),
    ("wilds", 0, "none"),
]

# A code shown bare: a number of 98 or more standing alone in a fact's words.
BARE_CODE = re.compile(r"\b(9[89]|[1-9]\d\d)\b")


def _page(facts: Facts) -> str:
    env = make_env()
    from tests.analysis_entries import entry
    analysis = entry(facts=facts)
    return env.get_template("partials/game-analysis.html").render(page={"analysis": analysis}, root="")


def _shown(html: str) -> dict[str, str]:
    return dict(re.findall(r"<dt>(.*?)</dt><dd>(.*?)</dd>", html))


@pytest.mark.parametrize(("figure", "code", "words"), CODES)
def test_each_code_reads_as_words(figure, code, words):
    shown = dict(fact_words(Facts(**{**PLAIN, figure: code})))
    label = {"cards": "Cards in the final hand", "players": "Most players", "rounds": "Betting rounds",
             "max_seen": "Most cards one player sees", "wilds": "Most wild cards"}[figure]
    assert shown[label] == words


@pytest.mark.parametrize(("figure", "code", "words"), CODES)
def test_the_page_shows_the_words_and_no_bare_code(figure, code, words):
    shown = _shown(_page(Facts(**{**PLAIN, figure: code})))
    assert len(shown) == 5
    assert words.replace("'", "&#39;") in shown.values()
    assert [w for w in shown.values() if BARE_CODE.search(w)] == []


def test_plain_figures_stay_numbers():
    assert _shown(_page(Facts(**PLAIN))) == {"Cards in the final hand": "7", "Most players": "7", "Betting rounds": "5",
                                    "Most cards one player sees": "7", "Most wild cards": "4"}


@pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)
def test_no_corpus_game_page_shows_a_bare_code():
    bare = []
    for game in dev.corpus().games:
        words = fact_words(derive_facts(game))
        bare += [(game.id, label, w) for label, w in words if BARE_CODE.search(w)]
    assert bare == []
