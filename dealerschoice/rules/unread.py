"""Rules the grammar does not read, as `check` warnings (errors under `--strict`)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from dealerschoice.errors import Problem
from dealerschoice.records import Game
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps import Unknown

_BAD_BYTE = re.compile("[\udc80-\udcff]")  # how the loader keeps bytes that are not UTF-8


def unread_rules(games: Iterable[Game]) -> list[Problem]:
    """A warning for each rule line with sentences no grammar rule reads, quoting them.

    >>> from dealerschoice.records import Rule, Source
    >>> game = Game(7, "Sing Stud", (), (), (Rule(1, "Deal two cards up to each player.", 5),
    ...     Rule(2, "Everybody sings. Everybody dances.", 6)), None, Source("games/x.txt", 1))
    >>> for problem in unread_rules([game]):
    ...     print(problem.severity, problem)  # doctest: +NORMALIZE_WHITESPACE
    warning games/x.txt:6: "Sing Stud (#7)" rule 2: no grammar rule reads "Everybody sings." and
    "Everybody dances.", so the game cannot be played out on its page; write it in the catalog's
    usual wording if it means a usual rule (`python build.py coverage` lists every sentence not read)
    """
    problems = []
    for game in games:
        for rule in game.rules:
            if _BAD_BYTE.search(rule.text):
                continue  # the bytes that are not UTF-8 are an error of their own; fix them first
            unread = [f'"{step.text}"' for step in read_sentences(rule.text) if isinstance(step, Unknown)]
            if unread:
                quoted = unread[0] if len(unread) == 1 else ", ".join(unread[:-1]) + " and " + unread[-1]
                problems.append(Problem(game.source.file, rule.line, (
                    f'"{game.name} (#{game.id})" rule {rule.number}: no grammar rule reads {quoted}, so '
                    "the game cannot be played out on its page; write it in the catalog's usual wording "
                    "if it means a usual rule (`python build.py coverage` lists every sentence not read)"),
                    "warning"))
    return problems
