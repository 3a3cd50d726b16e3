"""The rules a guts plan asks of the game beside its steps (`guts`): the program its players'
wild cards are asked of, without the rules that are not theirs (a table hand to beat, its own
wild cards, the rank the common card names), the wild rules per rank of that common card, the
table hand's own rules, and what the players bet for."""

from __future__ import annotations

from dataclasses import fields

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Showdown, Wild
from dealerschoice.rules.steps.showdown import BeatTable
from dealerschoice.rules.steps.table_rules import OpenerRedeal
from dealerschoice.rules.steps.vocab import Pot
from dealerschoice.rules.steps.vocab_showdown import Against
from dealerschoice.rules.steps.wager import NoOpenRedeal, OpeningHand

# the fields a wild "for the table" may set ("Threes are wild for the table.")
_TABLE_OWN = frozenset({"source", "ranks", "cards", "table_hand"})


def checked(program: Program) -> tuple[Program, bool, Wild | None]:
    """The program without its "You must beat the table hand to win", the table hand's own
    wild cards ("Threes are wild for the table.": `table_rules`) and its wild rank the last
    table card names (the players' rules the plan asks of it are the same without: the
    table's hand is no player's, the named rank is added per table card: `table_wilds`) and
    a redeal when nobody opens where no round needs openers (it never comes), whether it had
    a table hand, and the table card's wild rule; `Unplanned` for a table hand
    that draws or another thing to beat, and wilds for the table with no table hand."""
    beat = [(n, s) for n, s in program.standing if isinstance(s, BeatTable)]
    if beat:
        number, rule = beat[0]
        if len(beat) > 1 or rule.against != Against.TABLE_HAND or rule.draws:
            raise Unplanned(f"rule {number}: a standing beat-table rule against the {rule.against}"
                            + (", drawing" if rule.draws else "") + " in a guts game")
    named = [s for _, s in program.standing if isinstance(s, Wild) and s.source == "table-last" and all(
        getattr(s, f.name) == f.default for f in fields(Wild) if f.name != "source")]
    wild = named[0] if len(named) == 1 else None
    own = [s for _, s in program.standing if isinstance(s, Wild) and s.table_hand and all(
        getattr(s, f.name) == f.default for f in fields(Wild) if f.name not in _TABLE_OWN)]
    if own and not beat:
        raise Unplanned("wild cards for the table in a guts game with no table hand to beat")
    # "If no one opened in the previous round of betting, redeal." where no round needs openers: nobody
    # is ever barred from opening, so the redeal never comes (`opening.nobody_opened` runs only with needs)
    inert = not program.steps_of(OpeningHand) and not program.steps_of(OpenerRedeal)
    rest = tuple((n, s) for n, s in program.standing if not isinstance(s, BeatTable) and s is not wild
                 and not any(s is o for o in own) and not (inert and isinstance(s, NoOpenRedeal)))
    if len(rest) == len(program.standing):
        return program, False, None
    return Program(program.game, program.actions, rest, program.notes), bool(beat), wild


def table_wilds(program: Program, players: int) -> tuple[tuple[HandRules, HandRules], ...]:
    """Per rank of the one table card (0: a joker), the high and low wild rules the
    simulator gives a player's hand with that card face up on the table ("The last table
    card's rank is wild.": `wilds._table_pick`)."""
    from dealerschoice.play.simulate import PlayedHand  # the simulator imports the odds: not at import time
    from dealerschoice.play.table import Held

    probe = PlayedHand(program, players, 0)
    seat = probe.table.seats[0]
    found = []
    for rank in range(15):
        probe.table.board[:] = [Held(Card(JOKER_CODE) if rank < 2 else Card.of(rank, 0), up=True)]
        high = probe.rules_for(seat, "high", [])
        if high.natural_beats_wild or high._stands_for:
            raise Unplanned("a table card's wild rank with a natural hand beating a wild one, or limited wilds")
        found.append((high, probe.rules_for(seat, "low", [])))
    return tuple(found)


def table_rules(program: Program, players: int) -> HandRules | None:
    """The table hand's high wild rules where it has wilds of its own ("Threes are wild for
    the table.": `table_hand.table_wilds`, the game's with them), asked of the simulator; None
    where they are the players'."""
    from dealerschoice.play.mechanics.table_hand import TABLE_SEAT  # the mechanics import the simulator
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat

    if not any(s.table_hand for s in program.steps_of(Wild)):
        return None
    rules = PlayedHand(program, players, 0).rules_for(Seat(TABLE_SEAT, []), "high", [])
    if rules.natural_beats_wild or rules._stands_for:
        raise Unplanned("the table hand's wilds with a natural hand beating a wild one, or limited wilds")
    return rules


def aim(program: Program) -> str:
    """What the players bet for (`betting._aim`): "low" where only a low hand wins, "both"
    where high and low split the pot, else "high"."""
    pots = {s.pot for s in program.steps_of(Showdown)}
    if pots == {Pot.LOW}:
        return "low"
    return "both" if pots & {Pot.DECLARED, Pot.HIGH_LOW} else "high"
