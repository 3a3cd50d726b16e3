"""Repeats once for each player ("Repeat the last four actions once for each player", "for
each player, going around the table clockwise twice"): the repeated rules run `times` times a
player in all, so the table cards they deal grow with the number of players. The database
counts them so: One Man's Trash (two commons a time, 29 seen by eleven players, each of two
hole cards: 2 + 5 + 2 x 11), Bid Poker II (a table card auctioned a time: 13 seen by eight
players of five cards), Multiple Bid Poker (twice round: 19 seen by seven)."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.rules.steps import Deal, Repeat, RuleStep
from dealerschoice.rules.steps.table_rules import TableCardBids
from dealerschoice.rules.steps.vocab import TableCards, Target, UntilKind


@dataclass(frozen=True, slots=True)
class ByPlayers:
    times: int   # the repeated rules run `times` times for each player at the table, in all
    table: int   # table cards the repeated rules deal each time
    common: int  # of them, common cards every player sees
    won: int     # table cards one player can take into their hand each time (by bidding for it)

    def seen(self, players: int) -> int:
        """Cards one player sees beyond the repeated rules' first run, at `players` players:
        every common card the later runs deal, and the card they may win each run."""
        runs = self.times * players
        return max(0, runs - 1) * self.common + runs * self.won


def by_players(actions: list[tuple[RuleStep, ...]]) -> ByPlayers | None:
    """The repeat once for each player of a game's actions (one rule's steps each), if any."""
    for at, action in enumerate(actions):
        for step in action:
            if not (isinstance(step, Repeat) and step.until.kind == UntilKind.EACH_PLAYER):
                continue
            body = [s for rule in actions[max(0, at - step.last):at] for s in rule]
            deals = [s for s in body if isinstance(s, Deal) and s.to == Target.TABLE and not s.condition]
            return ByPlayers(
                times=step.until.count or 1,
                table=sum(d.count for d in deals),
                common=sum(d.count for d in deals if d.table != TableCards.TABLE),
                won=sum(1 for s in body if isinstance(s, TableCardBids)),
            )
    return None
