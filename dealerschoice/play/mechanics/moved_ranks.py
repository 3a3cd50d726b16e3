"""Ranks moved in the order of cards and dead ranks at the showdown (`RankMoved`: "Jacks
count as the lowest card in the deck (below a 2)"; `Dead`: "Kings do not contribute to hand
value"), judged by `cards.rank_moves` for the high and the low hand through
`own_rankings.OwnRanking`.

The low hand is the usual low of the renamed cards: a rank moved to the bottom is the best
low card after the ace (ace-to-five), and a qualifier ("eight or better") names a card of the
new order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards.cards import RANK_PLURALS
from dealerschoice.cards.rank_moves import RankMoves
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps import Dead
from dealerschoice.rules.steps.showdown import RankMoved
from dealerschoice.rules.steps.vocab import Place

if TYPE_CHECKING:
    from dealerschoice.play.program import Program


def moves_of_program(program: Program) -> RankMoves | None:
    """The program's moved and dead ranks (None: the usual order, no dead card)."""
    moved = program.steps_of(RankMoved)
    dead = program.steps_of(Dead)
    if not moved and not dead:
        return None
    bottom = tuple(rank_value(m.rank) for m in moved if m.to == Place.BOTTOM)
    top = tuple(rank_value(m.rank) for m in moved if m.to != Place.BOTTOM)
    return RankMoves(bottom, top, frozenset(rank_value(r) for d in dead for r in d.ranks))


def words(moves: RankMoves) -> str:
    """ "Jacks rank below the twos; kings are dead: they count in no hand."."""
    said = [f"{RANK_PLURALS[r]} rank below the twos" for r in moves.bottom]
    said += [f"{RANK_PLURALS[r]} rank above the aces" for r in moves.top]
    said += [f"{RANK_PLURALS[r]} are dead: they count in no hand" for r in sorted(moves.dead)]
    text = "; ".join(said)
    return text[:1].upper() + text[1:] + "."
