"""Hand-built records for resolve tests."""

from dealerschoice.records import Game, GameRef, Rule, Source


def game(id, name, parent=None, rules=(), aliases=(), file="games/g.txt", line=1):
    """A Game; `parent` is (id, name) or None, `rules` are sentences numbered from 1."""
    return Game(
        id, name, tuple(aliases), (),
        tuple(Rule(n, text, line + n) for n, text in enumerate(rules, start=1)),
        GameRef(*parent) if parent else None,
        Source(file, line),
    )
