"""Judging hands at the showdown: which cards a player's hand may be made of, and what the
evaluator makes of them (`dealerschoice.cards`: best_hand, best_low, two_card_hand), with
the game's wild cards and qualifiers. Every showdown and every player asks through here.

- `usable_table(hand)`: the board cards that count in every hand;
- `hands_of(hand, seat, extra, showdown)`: a seat's (high, low) hands, from the card sets
  `making.card_sets` allows (a Use rule: exactly N own cards) or the seat's split piles;
- `judged_high` / `judged_low`: the evaluator's answer, remembered in `hand.outcome.judged`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealerschoice.cards import Hand, best_hand, best_low, two_card_hand
from dealerschoice.cards.cards import CARD_TEXT
from dealerschoice.play import best_sets, board_kinds, making, seat_piles
from dealerschoice.play import board as boards
from dealerschoice.play.hand_limits import HandLimits, choose, hand_limits
from dealerschoice.play.mechanics import (
    conditions,
    named_ranks,
    no_peek_aside,
    own_rankings,
    own_wilds,
    ranking_cards,
    ranking_play,
    table_hand,
    wild_play,
)
from dealerschoice.play.transcript import Showing
from dealerschoice.play.turned_wilds import count_players, turned
from dealerschoice.records.deals import Declaration

if TYPE_CHECKING:
    from dealerschoice.play.program import Program
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat

_LOW_SIDES = (Declaration.LOW, Declaration.BOTH)  # declarations that show a low hand


def usable_table(hand: PlayedHand, up_only: bool = False) -> list:
    """Table cards count in hands when a rule says so or when they have no other role."""
    if not hand.table.board:
        return []
    if table_hand.in_play(hand):  # -- issue 17: the table's own hand is no player's; the commons are
        return table_hand.commons(hand, up_only)
    cards = [h.card for h in hand.table.board if h.up or not up_only]
    if hand.rulebook.use is not None:
        return cards
    if (kinds := board_kinds.commons(hand, up_only)) is not None:  # -- issue 16: table cards beside commons
        return kinds
    if hand.rulebook.matching_role:  # the cards matched against are the table's; commons are everyone's
        return table_hand.commons(hand, up_only)
    return [] if hand.rulebook.table_role else cards


def hands_of(hand: PlayedHand, seat: Seat, extra, showdown, pile: int | None = None, side: str | None = None):
    """(high hand, low hand) of a seat; split hands are judged one by one, the best counts
    (`pile`: that hand only); a Use rule ("exactly two own cards") makes every allowed set a group.
    `side` ("high" or "low"): only that side is judged, the other is None, where both would be
    judged one group at a time (not under hand limits, nor for declared piles). For a look ahead
    at many cards, or a showdown where one side decides. Judging may say something the first
    time (a ranking's words): a caller asking one side has asked both once in the hand, or is a
    hand whose words nobody reads (`odds.OddsHand`)."""
    declared = seat_piles.declared_piles(hand, seat) if pile is None else None  # -- "which hand is high, which low"
    if declared is not None:
        high_pile, low_pile = declared
        return hands_of(hand, seat, extra, showdown, high_pile)[0], hands_of(hand, seat, extra, showdown, low_pile)[1]
    if turned(hand).counts_players:  # -- issue 16: "the rank equal to the number of players left"
        count_players(hand)
    hooks = hand.program.once(_hooks)  # the rules below that the program has at all
    if (hooks.bars and conditions.barred(hand, seat)) or (
            hooks.live and wild_play.too_few_live(hand, seat)):  # -- issue 16: "you cannot win with ..."
        return None, None
    limited = hand_limits(hand.program)  # -- boards (issue 15): lines, own-card counts, other players' cards
    if limited is not None and showdown.hand != "two-card":
        return _on_board(hand, seat, limited, pile)
    if seat.split:
        groups = [seat.pile(p) + extra for p in seat.piles() if pile is None or p == pile]
    else:
        # -- issue 17: no-peek cards beside the hand are not of it (no_peek_aside.py)
        own = no_peek_aside.in_hand(hand, seat) if hooks.aside else seat.all()
        groups = making.card_sets(own, list(extra), hand.rulebook.use)
    qualifiers = hand.rulebook.qualifiers
    limit = making.low_limit(qualifiers)
    ranked = ranking_play.ranking_of(hand)  # -- issue 16: None for standard poker hands
    groups = best_sets.best_sets(hand, seat, groups, ranked, showdown)  # -- issue 21: a Hand for the best sets only
    if ranked is not None and ranked.ordered is not None:  # -- issue 16: football hands count in turned order
        groups = [ranking_cards.turned_order(seat, g) for g in groups]
    high = low = None
    for cards in groups:
        if not cards:
            continue
        if showdown.hand == "two-card":
            continue
        h = None if side == "low" else _high(hand, seat, cards, ranked, qualifiers)
        lo = None if side == "high" else _low(hand, seat, cards, ranked, limit, qualifiers)
        if h is not None and (high is None or h.key > high.key):
            high = h
        if lo is not None and (low is None or lo.key > low.key):
            low = lo
    if showdown.hand == "two-card":
        small = [p for p in seat.piles() if p != 0]
        cards = [c for p in small for c in seat.pile(p)] or seat.all()
        high = two_card_hand(cards, hand.rules_for(seat, "high", cards))
    return high, low


@dataclass(frozen=True, slots=True)
class _Hooks:
    """Which of the judge's per-seat checks a program's rules call for (each module's own
    test, asked once a program): a hand of a program without them skips the call."""

    bars: bool   # a rule may bar a seat from winning (`conditions.barred`)
    live: bool   # a rule asks for live cards to win (`wild_play.too_few_live`)
    aside: bool  # no-peek cards lie apart from the hand (`no_peek_aside.in_hand`)


def _hooks(program: Program) -> _Hooks:
    return _Hooks(conditions.bars(program), wild_play.needs_live(program), no_peek_aside.sets_apart(program))


def _high(hand: PlayedHand, seat: Seat, cards, ranked, qualifiers) -> Hand | None:
    """The high hand of one group of cards (see `hands_of`)."""
    rules = wild_play.with_limits(hand, hand.rules_for(seat, "high", cards), cards)  # -- issue 16: limited wilds
    if not making.high_qualifies(cards, rules, qualifiers):
        h = None
    elif (own := own_rankings.ranking_of(hand)) is not None:  # -- issue 16: ranks moved, dead, added; closest
        h = own.high(cards, rules, lambda c, r: judged_high(hand, c, r))
    elif ranked is not None:  # -- issue 16: the game's own ranking
        h = ranked.high_hand(cards, rules, lambda c, r: judged_high(hand, c, r))
    else:
        h = judged_high(hand, cards, rules)
    h = named_ranks.top_named(hand, h)  # "the hand declared at the beginning of the game beats all other hands"
    if h is not None and hand.rulebook.best_hand and sorted(c.rank for c in cards) == sorted(
            "23456789TJQKA".index(r) + 2 for r in hand.rulebook.best_hand.ranks):
        h = Hand("high", "best-hand", h.cards, h.cards, (), (99,), "The best hand: " + " ".join(
            hand.rulebook.best_hand.ranks))
    return h


def _low(hand: PlayedHand, seat: Seat, cards, ranked, limit, qualifiers) -> Hand | None:
    """The low hand of one group of cards (see `hands_of`)."""
    low_rules = wild_play.with_limits(hand, hand.rules_for(seat, "low", cards), cards)
    if ranked is not None and ranked.low is not None:  # -- issue 16: the game's own low ranking
        lo = ranked.low_hand(cards, low_rules, limit)
    elif (own := own_rankings.ranking_of(hand)) is not None:  # -- issue 16: ranks moved, dead ranks
        lo = own.low(cards, low_rules, limit, lambda c, r, q: judged_low(hand, c, r, q))
    else:
        lo = judged_low(hand, cards, low_rules, limit)
    return lo if making.low_qualifies(lo, qualifiers) else None


def _on_board(hand: PlayedHand, seat: Seat, limited: HandLimits, pile: int | None = None):
    """(high, low) of a seat under the game's hand limits (`hand_limits.py`), the best
    of every way they allow; the places the high hand uses go on the board piece (`Board.used`).
    A seat of several hands: each hand (`pile`) under the limits on its own, the best counts."""
    if seat.split and pile is None:
        board = boards.board_of(hand)
        left: dict[int, tuple[str, ...] | None] = {}  # what each pile's judging left in `Board.used`

        def judged(p: int) -> tuple:
            found = _on_board(hand, seat, limited, p)
            left[p] = board.used.get(seat.number)
            return found

        def chosen(p: int) -> None:  # judging the high hand's pile again would leave the same places
            if (places := left[p]) is not None:
                board.used[seat.number] = places
        return seat_piles.best_of_hands(seat, judged, chosen)
    board = boards.board_of(hand)
    ways = limited.ways(hand, board, seat)
    held = seat.cards if pile is None else [h for h in seat.cards if h.pile == pile]
    own = [h.card for h in held]
    up = frozenset(i for i, h in enumerate(held) if h.up)
    qualifiers = hand.rulebook.qualifiers
    must = limited.required(hand, board)  # "every hand must use the last common card flipped"
    used_wild = own_wilds.used_card_rules(hand.program)  # "the middle common card that you use is wild"
    if used_wild:  # which card is wild depends on the group used: each group of a one-group way apart
        ways = [(limits, [part]) for limits, parts in ways for part in parts] if all(
            limits.one_group for limits, _ in ways) else ways
    found: list[Hand | None] = []
    for side in ("high", "low"):
        best = None
        for limits, parts in ways:
            pool = own + [c for _, cards in parts for c in cards]
            rules = hand.rules_for(seat, side, pool)
            if used_wild:
                rules = own_wilds.with_used_card(rules, used_wild, [cards for _, cards in parts])
            choice = choose(own, up, [cards for _, cards in parts], limits, rules, side, must)
            if choice is not None and (best is None or choice.key > best[0].key):
                best = (choice, rules, parts)
        if best is None:
            found.append(None)
            continue
        choice, rules, parts = best
        cards = list(choice.cards)
        if side == "high":
            made = judged_high(hand, cards, rules) if making.high_qualifies(cards, rules, qualifiers) else None
            board.used[seat.number] = tuple(parts[g][0][i] for g, i in choice.board)
        else:
            made = judged_low(hand, cards, rules, making.low_limit(qualifiers))
            made = made if making.low_qualifies(made, qualifiers) else None
        found.append(made)
    return found[0], found[1]


# A showdown inside a repeat judges the same cards again and again: each (cards, rules) is
# judged once a hand (hands are immutable values, so sharing them is safe).
def judged_high(hand: PlayedHand, cards, rules) -> Hand:
    key = ("high", tuple(cards), rules)
    if key not in hand.outcome.judged:
        hand.outcome.judged[key] = best_hand(cards, rules)
    return hand.outcome.judged[key]


def judged_low(hand: PlayedHand, cards, rules, qualifier) -> Hand | None:
    key = ("low", tuple(cards), rules, qualifier)
    if key not in hand.outcome.judged:
        hand.outcome.judged[key] = best_low(cards, rules, qualifier=qualifier)
    return hand.outcome.judged[key]


def describe(seat: int, pair, declared: Declaration | None, mode: str = "high") -> str:
    high, low = pair
    text = f"P{seat}"
    if declared:
        text += f" ({declared.value})"
    if mode == "low":
        return text + (f" {low.description}" if low is not None else " no low hand")
    # -- issue 16: barred by a condition on winning, or short of a high qualifier in a high game
    if high is None and (low is None or mode == "high"):
        return text + " cannot win"
    if high is not None:
        text += f" {high.description}"
        if high.wilds:
            text += " [" + ", ".join(f"{w} as {b}" for w, b in high.wilds) + "]"
    if low is not None and declared in _LOW_SIDES and mode != "high":  # "both" high and split card: no low
        text += f"; low {low.description}"
    return text


def showing(hand: PlayedHand, seat: Seat, pair) -> Showing:
    high, low = pair
    return Showing(seat.number, tuple([CARD_TEXT[h.card] for h in seat.cards]),
                   high.description if high else None, tuple([CARD_TEXT[c] for c in high.best]) if high else (),
                   low.description if low else None,
                   tuple((str(w), str(b)) for w, b in (high.wilds if high else ())), seat.declared)
