"""Discards beyond a player's free choice: every card matching a table card's rank, cards a
draw may not throw away, the discards put back on top of the deck, and unseen (no-peek)
cards picked up into the hand; and the table cards matching a player's up card taken into
their hand, the up card going to the table in exchange (`TakeTableMatches`).

A discard of cards matching a table card may take table cards too ("except the last revealed
table card"); those leave `Table.board` and their places leave the board piece together, so
the board keeps naming the cards still lying there, and a later `TableRefill` puts new cards
in the same places (`TableGaps`). Every card moves through the table's lists: the card check
after each rule finds it exactly once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, format_cards
from dealerschoice.play.board import board_of
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics import going_out, no_peek_aside, partners
from dealerschoice.play.mechanics.card_compare import card_value
from dealerschoice.play.mechanics.choices import rank_number
from dealerschoice.play.mechanics.drawing import refill
from dealerschoice.play.table import Held
from dealerschoice.play.triggers import table_card_up
from dealerschoice.rules.steps import Deal
from dealerschoice.rules.steps.draw import (
    DiscardMatching,
    DiscardsOnTop,
    DrawKeeps,
    TableRefill,
    TakeNoPeek,
)
from dealerschoice.rules.steps.passing import TakeTableMatches
from dealerschoice.rules.steps.vocab import DrawOrder

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass
class TableGaps:
    """Table cards discarded and not yet replaced: (index in `Table.board`, place, face up),
    in the order they left."""

    gaps: list[tuple[int, str, bool]] = field(default_factory=list)

    def redealt(self) -> None:
        self.gaps.clear()


def turned_up(hand: PlayedHand) -> list[Held]:
    """The face-up table cards in the order they came up, as the wild rules count "the last
    common card": the order the board flips saw them come up in (`WildState.board_turned`:
    those dealt face up before each flip, then the flipped), then those that came up since,
    in the order dealt."""
    board = hand.table.board
    up = [h for h in board if h.up]
    turned = hand.wilds.state.board_turned
    if not turned:
        return up
    order = {card: at for at, card in enumerate(turned)}
    return sorted(up, key=lambda h: (h.card not in order, order.get(h.card, 0)))


def _kept_cards(step: DrawKeeps) -> tuple[frozenset[int], frozenset[Card]]:
    return frozenset(rank_number(r) for r in step.ranks), frozenset(Card.parse(c) for c in step.cards)


def discarders(hand: PlayedHand, seats: list[Seat], step) -> list[Seat]:
    """The seats that make a discard for each player: a partner whose team's cards the other
    holds, or a player alone facing a team's discard, makes none (partners.py)."""
    return partners.discarders(hand, seats, step)


def may_discard(hand: PlayedHand, seat: Seat, pool: list[Card], at: int) -> list[Card]:
    """The cards of `pool` a discard at action `at` may take: not those of the ranks or cards
    a `DrawKeeps` of the same rule keeps ("You may not get rid of threes or fours while
    drawing"), nor the unseen cards when the rule then picks some of those up into the hand
    ("discard one card and pick up one of their no peek cards": the discard is from the hand)."""
    steps = hand.program.actions[at].steps
    pool = no_peek_aside.kept_aside(hand, seat, pool)  # no-peek cards beside the hand are not of it
    for step in steps:
        if isinstance(step, DrawKeeps):
            ranks, cards = _kept_cards(step)
            pool = [c for c in pool if c not in cards and (c.is_joker or c.rank not in ranks)]
    if any(isinstance(step, TakeNoPeek) for step in steps):
        unseen = [h.card for h in seat.cards if not h.seen and not h.up]
        pool = list(pool)
        for card in unseen:
            if card in pool:
                pool.remove(card)
    return pool


@handles(DrawKeeps)
def draw_keeps(hand: PlayedHand, step: DrawKeeps, at: int) -> int | None:
    """Played by the discard before it (`may_discard`): nothing is left to do here."""
    return None


@handles(DiscardMatching)
def discard_matching(hand: PlayedHand, step: DiscardMatching, at: int) -> int | None:
    """Every player still in throws away each card of a rank among the face-up table cards
    (or the last `last` of them to come up). With `spares_table`, the other face-up table
    cards of the last card's rank go too, the last card itself staying."""
    table = hand.table
    shown = turned_up(hand)
    named = shown if step.last is None else shown[-step.last:]
    ranks = {h.card.rank for h in named if not h.card.is_joker}
    if not ranks:
        hand.event(hand.progress.rule, "discard", "No face-up table card to match: nobody discards.")
        return None
    texts = []
    for seat in table.clockwise_from(1):
        cards = [c for c in seat.all() if not c.is_joker and c.rank in ranks]
        if cards:
            table.to_muck(seat, cards)
            seat.expected -= len(cards)
            texts.append(f"{seat.name} discards {format_cards(cards)}")
    if step.spares_table:
        spared = named[-1]
        gone = [h for h in shown if h is not spared and not h.card.is_joker and h.card.rank in ranks]
        if gone:
            _off_table(hand, gone)
            texts.append(f"{format_cards([h.card for h in gone])} {'leaves' if len(gone) == 1 else 'leave'} the table")
    matched = format_cards(sorted({h.card for h in named}, key=lambda c: c.rank))
    hand.event(hand.progress.rule, "discard", f"Cards matching {matched}: " + ("; ".join(texts) if texts else "none")
               + ".")
    going_out.fold_emptied(hand)
    return None


def _off_table(hand: PlayedHand, gone: list[Held]) -> None:
    """Table cards into the muck, their places off the board, each remembered for a refill."""
    for index, place, held in _lift(hand, gone):
        hand.table.muck.append(held.card)
        hand.piece(TableGaps).gaps.append((index, place, held.up))


def _lift(hand: PlayedHand, gone: list[Held]) -> list[tuple[int, str, Held]]:
    """Table cards taken off the table, their places off the board: (index, place, card)."""
    table = hand.table
    board = board_of(hand)  # its places line up with the table's cards before any leaves
    lifted = []
    for held in gone:
        index = next(i for i, h in enumerate(table.board) if h is held)
        table.board.pop(index)
        place = board.places.pop(index)
        if place in board.turned:
            turned = board.turned.index(place)
            board.turned.pop(turned)
            board.turned_at.pop(turned)
        lifted.append((index, place, held))
    return lifted


def _matches(step: TakeTableMatches, card: Card, ups: list[Card]) -> bool:
    if card.is_joker:
        return False
    return any(not up.is_joker and ((step.by_rank and up.rank == card.rank) or (step.by_suit and up.suit == card.suit))
               for up in ups)


def _takers(hand: PlayedHand, step: TakeTableMatches) -> list[Seat]:
    """The players still in, in the rule's order: by their highest up card (the highest or
    the lowest first), else from the dealer's left."""
    seats = hand.table.clockwise_from(1)
    if step.order not in (DrawOrder.HIGH_SHOWING, DrawOrder.LOW_SHOWING):
        return seats
    high = step.order == DrawOrder.HIGH_SHOWING

    def shown(seat: Seat) -> int:
        values = [card_value(h.card) for h in seat.cards if h.up]
        return (max(values) if high else min(values)) if values else 0

    return sorted(seats, key=shown, reverse=high)  # stable: ties from the dealer's left


@handles(TakeTableMatches)
def take_table_matches(hand: PlayedHand, step: TakeTableMatches, at: int) -> int | None:
    """Each player in turn takes every face-up table card matching one of their up cards (by
    rank or suit, as the rule says) into their hand, face as the rule says; with
    `discards_up`, then puts their up cards face up on the table, for the next players to
    take."""
    table = hand.table
    texts = []
    for seat in _takers(hand, step):
        ups = [h for h in seat.cards if h.up]
        if not ups:
            texts.append(f"{seat.name} has no up card")
            continue
        up_cards = [h.card for h in ups]
        matched = [h for h in table.board if h.up and _matches(step, h.card, up_cards)]
        taken = [held.card for _, _, held in _lift(hand, matched)]
        for card in taken:
            seat.cards.append(Held(card, up=step.face == "up", seen=True))
        seat.expected += len(taken)
        words = f"{seat.name} takes {format_cards(taken)}" if taken else f"{seat.name} takes nothing"
        if step.discards_up:
            seat.remove(up_cards)
            seat.expected -= len(up_cards)
            board = board_of(hand)
            used = set(board.places)
            for card in up_cards:
                table.board.append(Held(card, up=True, seen=True))
                place = next(f"x{n}" for n in range(1, len(used) + 2) if f"x{n}" not in used)
                used.add(place)
                board.places.append(place)
            words += f" and puts {format_cards(up_cards)} on the table"
        texts.append(words)
    hand.event(hand.progress.rule, "draw", "; ".join(texts) + "." if texts else "Nobody is in to take table cards.")
    return None


def _is_common(hand: PlayedHand, place: str) -> bool:
    """Whether a place holds a common card ("Deal five common cards") rather than another
    table card ("Deal five cards face down to the table")."""
    board = board_of(hand)
    rule = board.shape.rule_of(place) if board.shape is not None else None
    deals = [s for a in hand.program.actions if a.number == rule for s in a.steps
             if isinstance(s, Deal) and s.to == "table"]
    return any(d.table == "common" for d in deals)


@handles(TableRefill)
def table_refill(hand: PlayedHand, step: TableRefill, at: int) -> int | None:
    """The table cards just discarded are replaced from the deck, each in its place and face
    as the card it replaces; `common_first`: the common cards are dealt before the others."""
    table = hand.table
    gaps = hand.piece(TableGaps).gaps
    if not gaps:
        hand.event(hand.progress.rule, "deal", "No table card to replace.")
        return None
    order = sorted(gaps, key=lambda g: not _is_common(hand, g[1])) if step.common_first else list(gaps)
    refill(hand, len(order))  # the discards shuffled in, where the rules say so
    new = dict(zip(order, table.draw(len(order))))
    board = board_of(hand)
    placed = []
    # the last to leave goes back first: each index is then as it was when its card left
    for gap in reversed(gaps):
        index, place, up = gap
        held = Held(new[gap], up=up, dealt_up=up)
        table.board.insert(index, held)
        board.places.insert(index, place)
        placed.append((held, place))
    gaps.clear()
    placed.reverse()
    hand.event(hand.progress.rule, "deal", "Table cards replaced: " + ", ".join(
        f"{format_cards([h.card]) if h.up else 'a face-down card'} ({p})" for h, p in placed) + ".")
    for held, _ in placed:
        if held.up:
            table_card_up(hand, held)
    return None


def last_discards(hand: PlayedHand, none_said: str) -> list | None:
    """The cards of the discard just played (the last into the muck, `Turns.discarded`), taken
    out of the muck; None, and `none_said` in the transcript, when nobody discarded."""
    table = hand.table
    count = sum(hand.turns.discarded.values())
    if not count:
        hand.event(hand.progress.rule, "discard", none_said)
        return None
    cards, table.muck = table.muck[-count:], table.muck[:-count]
    return cards


@handles(DiscardsOnTop)
def discards_on_top(hand: PlayedHand, step: DiscardsOnTop, at: int) -> int | None:
    """The cards of the discard just played (the last into the muck) are shuffled and put on
    top of the deck, to be dealt next."""
    table = hand.table
    cards = last_discards(hand, "No discards to put back on the deck.")
    if cards is None:
        return None
    count = len(cards)
    table.rng.shuffle(cards)
    table.deck[:0] = cards
    hand.event(hand.progress.rule, "discard", f"The {count} discards are shuffled and put on top of the deck.")
    return None


@handles(TakeNoPeek)
def take_no_peek(hand: PlayedHand, step: TakeNoPeek, at: int) -> int | None:
    """Each player picks up `count` of their unseen cards (the first of them, none better
    known than another) into their hand: they may look at them now."""
    texts = []
    for seat in hand.table.clockwise_from(1):
        unseen = [h for h in seat.cards if not h.seen and not h.up][:step.count]
        for held in unseen:
            held.seen = True
        if unseen:
            texts.append(f"{seat.name} picks up {format_cards([h.card for h in unseen])}")
        else:
            texts.append(f"{seat.name} has no unseen card left")
    hand.event(hand.progress.rule, "draw", "; ".join(texts) + ".")
    return None
