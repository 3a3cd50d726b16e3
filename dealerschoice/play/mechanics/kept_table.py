"""A redeal that keeps the table's cards ("Redeal for all (except the table cards) if no one went
in or no one had to match the pot.": `MatchRedeal.keeps_table`).

The players' cards and the discards go back into the deck and are shuffled; the table's cards
stay where they lie, with what they made (the table cards turned up, so "the first table card
flipped" names the same wild rank). The deal opens again with the rules that deal the players'
cards, the deals to the table left out (the table has its cards), and goes on from the first
rule after those deals. The deals stay bounded by the hand's own cap (`simulate.MAX_DEALS`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import format_cards
from dealerschoice.play.board import Board
from dealerschoice.play.board_kinds import TableFlips
from dealerschoice.rules.steps import Deal
from dealerschoice.rules.steps.vocab import Target

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand

# the pieces that remember the table's cards: kept with them across the redeal
_KEPT_PIECES = (Board, TableFlips)
_KEPT_WILDS = ("table_flipped", "board_turned", "board_wild", "board_wild_ranks")


def redeal_keeping_table(hand: PlayedHand, why: str) -> int | None:
    """Throw in the players' cards only and deal them again; the action to go on from, or None
    when the example stops (the cap on deals)."""
    from dealerschoice.play.mechanics.moves import deal
    from dealerschoice.play.simulate import MAX_DEALS

    progress, table = hand.progress, hand.table
    if progress.deals >= MAX_DEALS:
        hand.stop(f"{why}; the game would be dealt again. The example stops after {progress.deals} deals, "
                  f"and the pot of {table.pot} waits for the next deal.")
        return None
    progress.deals += 1
    board = list(table.board)
    kept_lists = {kind: {name: list(value) for name, value in vars_of(hand.pieces[kind]).items()
                         if isinstance(value, list)}
                  for kind in _KEPT_PIECES if kind in hand.pieces}
    wilds = {name: getattr(hand.wilds.state, name) for name in _KEPT_WILDS}
    hand.reset_hands()
    for held in board:  # the table's cards come back out of the shuffled deck, to where they lay
        table.deck.remove(held.card)
    table.board[:] = board
    for kind, lists in kept_lists.items():
        piece = hand.pieces[kind]
        for name, value in lists.items():
            getattr(piece, name)[:] = value
    for name, value in wilds.items():
        setattr(hand.wilds.state, name, value)
    hand.event(progress.rule, "redeal", f"{why}: the players' cards are shuffled and dealt again (deal "
                                        f"{progress.deals}); the table's cards {format_cards([h.card for h in board])} "
                                        f"stay, and the pot of {table.pot} stays.")
    hand.new_deal()
    at = 0
    actions = hand.program.actions
    while at < len(actions) and actions[at].steps and all(isinstance(s, Deal) for s in actions[at].steps):
        progress.rule = actions[at].number
        for step in actions[at].steps:
            if isinstance(step, Deal) and step.to != Target.TABLE:
                deal(hand, step, at)
        at += 1
    return at


def vars_of(piece) -> dict:
    """A piece's fields by name (pieces are slotted or not)."""
    names = getattr(type(piece), "__dataclass_fields__", {})
    return {name: getattr(piece, name) for name in names}
