"""Folds for what a player holds ("If you ever have both a king and a nine in your hand, you
must fold."): watched after every step (simulate.py), down cards included, since the cards
of a hand change by deals, draws, passes and buys alike. Also watched after every step:
folded players' cards turned face down (`FoldedKeep`), a wild rank that leaves with the
folded buyer of the down card (buying.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards.cards import RANK_NAMES
from dealerschoice.play.mechanics.opening import rank_value

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat
    from dealerschoice.rules.steps.wager import HoldingFold


def watch(hand: PlayedHand) -> None:
    """Fold every player still in who holds a forbidden set of cards; the last one left takes
    the pot (PlayedHand.one_left)."""
    if hand.pieces:  # a rank wild while the buyer of the down card stays in (issue 17)
        # imported here: buying.py loads the triggers, which load the mechanics
        from dealerschoice.play.mechanics.buying import buyer_out

        buyer_out(hand)
    if hand.rulebook.folded_keep:
        keep_folded(hand)
    rules = hand.rulebook.holding_folds
    if not rules or hand.progress.over:
        return
    for seat in hand.table.clockwise_from(1):
        for _, rule in rules:
            if holds(seat, rule):
                seat.folded = True
                names = " and ".join(f"a{'n' if r in 'A8' else ''} {RANK_NAMES[rank_value(r)]}" for r in rule.ranks)
                suited = " of one suit" if rule.suited else ""
                hand.event(hand.progress.rule, "fold", f"{seat.name} holds {names}{suited}: {seat.name} must fold.")
                if hand.one_left():
                    return
                break


def holds(seat: Seat, rule: HoldingFold) -> bool:
    """A card of each of the rule's ranks together (`suited`: all of one suit); jokers and
    wild cards stand for nothing here, the rule names cards."""
    cards = [c for c in seat.all() if not c.is_joker]
    wanted = [rank_value(r) for r in rule.ranks]
    if not rule.suited:
        return all(any(c.rank == r for c in cards) for r in wanted)
    suits = {c.suit for c in cards}
    return any(all(any(c.rank == r and c.suit == suit for c in cards) for r in wanted) for suit in suits)


def keep_folded(hand: PlayedHand) -> None:
    """"If a player folds, they flip all of their cards face down, but do not discard them.":
    a folded player's cards stay theirs (the simulator never takes them away), face down."""
    for seat in hand.table.seats:
        if seat.folded and any(h.up for h in seat.cards):
            for held in seat.cards:
                held.up = False
            hand.note(f"{seat.name} has folded: their cards are turned face down and kept.")
