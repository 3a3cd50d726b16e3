"""Worked examples, executed: every claim (cards held, category reached, cards shown) is
checked against the hands evaluator and the game's own rules (its wild cards, the counts
its pass and discard rules move). A false claim is a located Problem (file:line); the
build raises them together as one CatalogError.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from pathlib import Path

from dealerschoice.cards import HandRules, best_hand, exposed_hand, parse_cards
from dealerschoice.errors import Problem
from dealerschoice.play.table import Held, Seat
from dealerschoice.play.wilds import WildState, wild_rules
from dealerschoice.records.analysis import WorkedResult, WorkedStep
from dealerschoice.records.example import ExampleLine, Verb
from dealerschoice.rules.grammar import read_game
from dealerschoice.rules.steps import Discard, Pass, Wild


def run_examples(resolved) -> tuple[list[WorkedResult], list[Problem]]:
    """(results for the pages, problems) of every worked example in the catalog."""
    results: list[WorkedResult] = []
    problems: list[Problem] = []
    for example in getattr(resolved.catalog, "examples", ()):
        result, found = run_example(example, resolved)
        problems.extend(found)
        if result is not None and not found:
            results.append(result)
    return results, problems


def run_example(example, resolved) -> tuple[WorkedResult | None, list[Problem]]:
    path = example.source.file
    game = resolved.by_name(example.game)
    if game is None:
        names = [g.name for g in resolved.games]
        close = difflib.get_close_matches(re.sub(r"\s*\(#\d+\)$", "", example.game), names, n=1)
        hint = f'; did you mean "{close[0]}"?' if close else "; name a game of the catalog"
        return None, [Problem(path, example.game_line, f'no game "{example.game}"{hint}')]
    problems: list[Problem] = []
    _check_quote(example, resolved, problems)
    run = _Run(example, game)
    for line in example.lines:
        error = run.step(line)
        if error:
            problems.append(Problem(path, line.line, f'{example.title}: "{line.verb.value} {line.text}": {error}'))
            break  # later claims rest on this one
    return WorkedResult(game_id=game.id, title=example.title, file=path, cite=example.cite,
                        quote=example.quote, steps=tuple(run.steps)), problems


def _check_quote(example, resolved, problems: list[Problem]) -> None:
    """A quote must be word for word in the file it cites."""
    if not example.quote or not example.cite_file:
        return
    wanted = Path(example.cite_file).name
    files = {g.source.file for g in resolved.games}
    files |= {getattr(getattr(g, "source", None), "file", None) for g in resolved.catalog.guides}
    files |= {getattr(getattr(w, "source", None), "file", None) for w in resolved.catalog.write_ups}
    found = next((f for f in files if f and Path(f).name == wanted), None)
    if found is None:
        problems.append(Problem(example.source.file, example.quote_line,
                                f'the quote cites "{example.cite_file}", which is not a file of the catalog'))
        return
    text = " ".join(Path(found).read_text(encoding="utf-8").split())
    if any(" ".join(part.split()) not in text for part in example.quote.split("\n\n")):
        problems.append(Problem(example.source.file, example.quote_line,
                                f'the quote is not word for word in {found}: quote the source exactly'))


_CARDLESS = (Verb.FLIP, Verb.WILD, Verb.EXPECT)  # verbs whose text is not cards


class _Run:
    """One player's cards through the example, judged with the game's wild rules."""

    def __init__(self, example, game):
        steps = [s for rule in read_game(game) for s in rule.steps]
        self.wilds = [s for s in steps if isinstance(s, Wild)]
        self.pass_counts = sorted({s.count for s in steps if isinstance(s, Pass)})
        self.discard_counts = sorted({s.count for s in steps if isinstance(s, Discard) and s.count})
        self.game = game
        self.seat = Seat(1)
        self.extra = HandRules()
        self.steps: list[WorkedStep] = []

    def rules(self) -> HandRules:
        base = wild_rules(self.wilds, WildState(), [], self.seat)
        return base.with_wilds(self.extra.wild_ranks, self.extra.wild_cards)

    def step(self, line: ExampleLine) -> str | None:
        verb, text = line.verb, line.text
        seat = self.seat
        cards = list(parse_cards(text)) if verb not in _CARDLESS else []
        if verb is Verb.HOLD:
            seat.cards = [Held(c) for c in cards]
        elif verb in (Verb.PASS, Verb.DISCARD):
            counts = self.pass_counts if verb is Verb.PASS else self.discard_counts
            if len(cards) not in counts:
                allowed = ", ".join(map(str, counts)) or "none"
                return (f"{len(cards)} cards, but the rules of {self.game.name} {verb} "
                        f"{'only ' + allowed if counts else 'no cards'} at a time")
            missing = list((Counter(cards) - Counter(seat.all())).elements())
            if missing:
                return f"you do not hold {' '.join(map(str, missing))} (you hold {self._held()})"
            seat.remove(cards)
        elif verb in (Verb.RECEIVE, Verb.DRAW):
            doubled = [c for c in cards if c in seat.all()]
            if doubled:
                return f"you already hold {' '.join(map(str, doubled))}: one deck has one of each card"
            seat.cards.extend(Held(c) for c in cards)
        elif verb is Verb.STACK:
            if Counter(cards) != Counter(seat.down()):
                return f"a stack holds exactly your down cards ({self._held()})"
            seat.cards = [h for h in seat.cards if h.up] + [Held(c) for c in cards]
        elif verb is Verb.FLIP:
            count = int(text)
            down = [h for h in seat.cards if not h.up]
            if count > len(down):
                return f"you have only {len(down)} down cards"
            for held in down[:count]:
                held.up = True
        elif verb is Verb.WILD:
            self.extra = HandRules.parse(text)
        else:
            return self._expect(line, text)
        self.steps.append(WorkedStep(f"{verb.value.capitalize()} {text}".strip(), check=False))
        return None

    def _held(self) -> str:
        return " ".join(map(str, self.seat.all())) or "nothing"

    def _expect(self, line: ExampleLine, text: str) -> str | None:
        what, _, rest = text.partition(" ")
        category, _, claimed = rest.partition(":")
        category = category.strip().lower().replace(" ", "-")
        claimed_cards = list(parse_cards(claimed)) if claimed.strip() else []
        seat = self.seat
        if what == "held":
            cards = list(parse_cards(rest))
            if Counter(cards) != Counter(seat.all()):
                return f"you hold {self._held()}"
            self.steps.append(WorkedStep(f"You now hold {' '.join(map(str, cards))}", check=True))
            return None
        if what not in ("best", "showing"):
            return 'expect "held CARDS", "best CATEGORY[: CARDS]" or "showing CATEGORY[: CARDS]"'
        rules = self.rules()
        if what == "best":
            hand = best_hand(seat.all(), rules)
            shown = list(hand.best)
            if claimed_cards and Counter(claimed_cards) - Counter(shown):
                return f"the best hand is {hand.description} with {' '.join(map(str, shown))}"
        else:
            up = seat.up()
            hand = exposed_hand(up, rules)
            if claimed_cards and claimed_cards != up:
                return f"the cards showing are {' '.join(map(str, up)) or 'none'}"
        if hand.category != category:
            return f"the {'best hand' if what == 'best' else 'hand showing'} is {hand.description} ({hand.category})"
        label = "Best hand" if what == "best" else "Showing"
        wilds = "".join(f"; {w} as {b}" for w, b in hand.wilds)
        shown_text = " ".join(map(str, claimed_cards or hand.best))
        self.steps.append(WorkedStep(f"{label}: {hand.description} ({shown_text}{wilds})", check=True))
        return None
