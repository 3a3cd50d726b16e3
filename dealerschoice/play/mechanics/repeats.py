"""Repeats that end on the table's state (flow.repeat asks here): until the deck is out of
cards, until it holds fewer cards than there are players, until only one player is left,
until someone holds a hand of a category ("until someone gets four of a kind").

A repeat whose rules deal cards also ends when the deck cannot serve one more round of them
(the cards it deals to each player still in and to the table): the game then goes on to
what follows, as a real table would, instead of stopping at a deal it cannot make.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards.keys import CATEGORIES
from dealerschoice.play import policies
from dealerschoice.play.mechanics.drawing import reshuffles_discards
from dealerschoice.rules.steps import Deal, Repeat, Showdown
from dealerschoice.rules.steps.dealing_events import DealToMatch
from dealerschoice.rules.steps.showdown import Leg
from dealerschoice.rules.steps.vocab import Category, UntilKind

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand

UNTIL_TABLE = frozenset({UntilKind.DECK_OUT, UntilKind.DECK_SHORT, UntilKind.ONE_LEFT, UntilKind.HAND})

# the evaluator's category names for the rules' words
_CATEGORY = {Category.TRIPS: "three-of-a-kind", Category.QUADS: "four-of-a-kind"}


def category_index(category: Category) -> int:
    """The evaluator's number of a category the rules name.

    >>> category_index(Category.QUADS), category_index(Category.PAIR)
    (7, 1)
    """
    return CATEGORIES.index(_CATEGORY.get(category, str(category)))


def round_need(hand: PlayedHand, step: Repeat, at: int) -> int:
    """The cards one more round of the repeated rules deals: each deal to the players, for
    every player still in, and to the table; a deal until a card matches needs one at least."""
    actions = hand.program.actions[max(0, at - step.last):at]
    players = len(hand.table.active())
    need = 0
    for action in actions:
        for s in action.steps:
            if isinstance(s, Deal):
                need += s.count * (1 if s.to == "table" else players)
            elif isinstance(s, DealToMatch):
                need += 1
    return need


def _showdown_after(hand: PlayedHand, at: int) -> bool:
    return any(isinstance(s, (Showdown, Leg)) for a in hand.program.actions[at + 1:] for s in a.steps)


def table_done(hand: PlayedHand, step: Repeat, at: int) -> bool:
    """Whether a repeat on the table's state is over (True: go on past it)."""
    table = hand.table
    until = step.until.kind
    need = round_need(hand, step, at)
    left = len(table.deck) + (len(table.muck) if reshuffles_discards(hand) else 0)
    if need and left < need:
        if not _showdown_after(hand, at):  # the game ends only by the repeat: it goes on past the example
            hand.stop(f"The deck holds {left} cards, too few for another round, with "
                      f"{len(table.active())} players still in; the pot of {table.pot} waits for the next deal.")
            return True
        hand.note(f"The deck holds {left} cards, too few for another round: the repeat ends.")
        return True
    if until == UntilKind.DECK_OUT:
        return not left
    if until == UntilKind.DECK_SHORT:
        return left < len(table.active())
    if until == UntilKind.ONE_LEFT:
        return len(table.active()) <= 1
    # UntilKind.HAND: someone still in holds a hand of the category or better
    wanted = category_index(step.until.category or Category.PAIR)
    for seat in table.clockwise_from(1):
        if policies.category(seat.all(), hand.rules_for(seat)) >= wanted:
            hand.event(hand.progress.rule, "claim", f"{seat.name} holds {CATEGORIES[wanted].replace('-', ' ')} "
                                                    "or better: the repeat ends.")
            return True
    return False
