"""The table's own hand, which the winner must also beat ("You must beat the table hand to
win", "The winning hand must beat the top five cards off the deck"): `BeatTable`.

The table hand is the cards dealt as the table's own ("Deal three table cards face down",
`Deal.table` "table") with the common cards every hand shares, or, when the rules name no
common cards, every card dealt to the table; against the deck, the top cards off the deck,
turned at the showdown (they go to the muck). It is judged as a player's hand would be, by
the same rules (ranking, wild cards, the game's use of cards), through `judge.hands_of`; the
rules' own draw for it ("and the table hand gets a draw") is played at the showdown with the
game's draw limits, the worst cards out as for any player (`policies.worst`). "Beat every set
of table cards" judges each set (table_sets.py) this way and the winner must beat the best.

A hand that does not beat the table hand (a tie does not beat it) wins nothing: the table
takes that side, and its chips stay in the pot, so every player who went in lost and a guts
settlement ("Anyone who went in and lost must match the pot") makes them pay. In a high-low
showdown the table plays for both halves; the half it wins stays in the pot.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, format_cards, split_pot
from dealerschoice.play import policies, table_laid
from dealerschoice.play.mechanics import choices, table_sets
from dealerschoice.play.players import keeping
from dealerschoice.play.table import Held, Seat
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps import Deal, Discard, Wild
from dealerschoice.rules.steps.showdown import BeatTable
from dealerschoice.rules.steps.vocab import Target
from dealerschoice.rules.steps.vocab_cards import TableCards
from dealerschoice.rules.steps.vocab_showdown import Against

if TYPE_CHECKING:
    from dealerschoice.cards import HandRules
    from dealerschoice.play.program import Program
    from dealerschoice.play.simulate import PlayedHand

TABLE_SEAT = 0  # the table's hand is judged as a seat of its own, numbered apart from the players'
# a key one step above the player's equal hand: the player must beat the table, a tie does not
_TIE_TO_TABLE = (0,)


def rule_of(hand: PlayedHand) -> BeatTable | None:
    """The game's beat-the-table rule, if it has one."""
    found = hand.program.steps_of(BeatTable)
    return found[0] if found else None


def _marks(program: Program) -> tuple[TableCards | None, ...]:
    """What each card dealt to the table is called, in the order the rules deal them (the
    program's alone: worked out once, `Program.once`, as every question about a hand asks)."""
    marks: list[TableCards | None] = []
    for action in program.actions:
        for step in action.steps:
            if isinstance(step, Deal) and step.to == Target.TABLE:
                marks.extend([step.table] * step.count)
    return tuple(marks)


def split_board(hand: PlayedHand) -> tuple[list[Held], list[Held]]:
    """(the table's own cards, the common cards) of the board as dealt so far. With no cards
    called the table's own, every table card is the table's hand."""
    board = hand.table.board
    marks = hand.program.once(_marks)
    if TableCards.TABLE not in marks:
        return list(board), []
    own: list[Held] = []
    common: list[Held] = []
    mine = table_laid.laid(hand)  # the discards and top-ups laid as table cards: the table's own
    for at, held in enumerate(board):
        mark = marks[at] if at < len(marks) else TableCards.TABLE if held.card in mine else TableCards.COMMON
        (own if mark == TableCards.TABLE else common).append(held)
    return own, common


def in_play(hand: PlayedHand) -> bool:
    """Whether the table cards form a hand of their own (no player's hand uses them)."""
    rule = rule_of(hand)
    return (rule is not None and rule.against in (Against.TABLE_HAND, Against.EVERY_TABLE_SET)
            and hand.rulebook.use is None)


def commons(hand: PlayedHand, up_only: bool = False) -> list:
    """The table cards a player's hand may use beside the table's own hand: the common cards
    (none when the winner must beat every set of table cards: every table card lies in a set,
    the kitties too)."""
    rule = rule_of(hand)
    if rule is not None and rule.against == Against.EVERY_TABLE_SET:
        return []
    _, common = split_board(hand)
    return [h.card for h in common if h.up or not up_only]


def _draw_for_table(hand: PlayedHand, seat: Seat) -> str:
    """ "The table hand gets a draw": as the players' last draw allowed, as many as
    `players.keeping.table_draw_count` says (the worst cards out); the new cards come from
    the deck, the old go to the muck."""
    table = hand.table
    rule = next((s for s in reversed(hand.program.steps_of(Discard))), None)
    if rule is None:
        return ""
    pool = seat.all()
    limit = choices.bounds(hand, seat, rule, pool)
    count = keeping.table_draw_count(limit.usual, len(table.deck))
    if not count:
        return ""
    out = policies.worst(pool, count, [], hand.rules_for(seat), "high", hand.rules_for(seat, "low"))
    for card in out:
        seat.cards.remove(next(h for h in seat.cards if h.card == card))
    new = table.draw(count)
    seat.cards.extend(Held(c, up=True) for c in new)
    table.muck.extend(out)
    return f"the table throws {format_cards(out)} and draws {format_cards(new)}"


def _table_seat(hand: PlayedHand, rule: BeatTable) -> tuple[Seat, list, str]:
    """The table's hand as a seat of its own (cards turned up), the common cards it uses too,
    and what the showdown says of how it was made."""
    table = hand.table
    words = ""
    if rule.against == Against.DECK_TOP:
        count = min(rule.count or 5, len(table.deck))
        cards = table.draw(count)
        table.muck.extend(cards)  # turned for the showdown only, then put away with the discards
        seat = Seat(TABLE_SEAT, [Held(c, up=True) for c in cards])
        return seat, [], f"the top {count} cards off the deck"
    own, common = split_board(hand)
    for held in own:
        held.up = True  # the table's hand is shown at the showdown
    seat = Seat(TABLE_SEAT, [Held(h.card, up=True) for h in own])
    if rule.draws:
        words = _draw_for_table(hand, seat)
        if words:
            # the table's own cards on the board become the hand it drew to
            kept = [h for h in table.board if h not in own]
            table.board[:] = [Held(h.card, up=True) for h in seat.cards] + kept
    return seat, [h.card for h in common], words


def _every_set(hand: PlayedHand, step) -> tuple:
    """ "Beat every set of table cards": each set (table_sets.py) turned up and judged as the
    table's hand; a player must beat the best of them on each side, so (the best high, the best
    low, the words naming each set and its hand)."""
    from dealerschoice.play import judge  # judge asks this module for the common cards

    best: list = [None, None]
    parts = []
    for number, cards in enumerate(table_sets.table_sets(hand), 1):
        for held in cards:
            held.up = True  # every set is shown at the showdown
        made = judge.hands_of(hand, Seat(TABLE_SEAT, [Held(h.card, up=True) for h in cards]), [], step)
        for side in (0, 1):
            if made[side] is not None and (best[side] is None or made[side].key > best[side].key):
                best[side] = made[side]
        shown = made[0] if made[0] is not None else made[1]
        parts.append(f"set {number} {format_cards([h.card for h in cards])}"
                     + (f" {shown.description}" if shown is not None else ""))
    return best[0], best[1], "best of " + "; ".join(parts) if parts else "no table cards"


def table_wilds(hand: PlayedHand, rules: HandRules) -> HandRules:
    """The wild cards of the table's own hand: `rules` (the game's wilds for everyone) plus
    the ranks and cards wild "for the table" only ("Threes are wild for the table."). The
    players' wilds leave these rules out (`Rulebook.wild_steps`); `PlayedHand.rules_for` adds
    them for `TABLE_SEAT`."""
    ranks: set[int] = set()
    cards: set[Card] = set()
    for rule in hand.program.steps_of(Wild):
        if rule.table_hand:
            ranks.update(rank_value(r) for r in rule.ranks)
            cards.update(Card.parse(c) for c in rule.cards)
    return rules.with_wilds(ranks, cards) if ranks or cards else rules


def _raised(made):
    """The table's hand with a key just above an equal player's hand (a tie goes to the table)."""
    if made is None:
        return None
    return dataclasses.replace(made, key=tuple(made.key) + _TIE_TO_TABLE)


def beat_table(hand: PlayedHand, step, mode: str, shown: dict, winners: list, sides: tuple,
               shares: dict, amount: int, seats: list) -> tuple[list, tuple, dict, str] | None:
    """The showdown's result once the table's hand is in: (winners, (high, low) winning seats,
    shares, the words for the table's hand); None when the game has no table hand to beat or
    nobody contended. The table's share of the pot is kept out of `shares`: it stays."""
    rule = rule_of(hand)
    if rule is None or not shown:
        return None
    from dealerschoice.play import judge  # judge asks this module for the common cards

    if rule.against == Against.EVERY_TABLE_SET:
        high, low, how = _every_set(hand, step)
    else:
        seat, common, how = _table_seat(hand, rule)
        # a high pot reads the table's low hand nowhere but in words nobody reads (the odds' hands)
        only = "high" if mode == "high" and not hand.shows_lows else None
        high, low = judge.hands_of(hand, seat, common, step, side=only)
    high, low = _raised(high), _raised(low)
    taken = []  # the sides the table wins: (0: high, 1: low)
    for side, made in ((0, high), (1, low)):
        won = [n for n in sides[side] if shown[n][side] is not None]
        if not won and mode not in (("high",) if side == 0 else ("low",)):
            continue  # nobody played for this side (a high-only or low-only game, no low hand)
        best = max((shown[n][side].key for n in won), default=None)
        if made is not None and (best is None or made.key > best):
            taken.append(side)
    kept_sides = [side for side in (0, 1) if sides[side] and side not in taken]
    if not taken:
        new_shares, new_sides = shares, sides
    elif not kept_sides:
        new_shares, new_sides = {}, ((), ())
    else:  # the table takes one half: the other half (the smaller, if odd) is paid as usual
        side = kept_sides[0]
        new_shares = split_pot(amount // 2, list(sides[side]), list(seats), hand.table.dealer)
        new_sides = (sides[0], ()) if side == 0 else ((), sides[1])
    kept = amount - sum(new_shares.values())
    new_winners = sorted(set(new_sides[0]) | set(new_sides[1]))
    parts = []
    if mode != "low":
        parts.append(high.description if high is not None else "no high hand")
    if mode != "high":
        parts.append(("low " if parts else "") + (low.description if low is not None else "no low hand"))
    text = "the table" + (f" ({how})" if how else "") + " " + "; ".join(parts)
    if kept:
        text += f", which no player beats: {kept} of the pot stays"
        if rule.against == Against.EVERY_TABLE_SET and not new_winners:
            text += " and every player who went in has lost"  # the reading the page shows: no winner, all lost
    return new_winners, new_sides, new_shares, text
