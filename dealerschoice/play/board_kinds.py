"""Table cards beside common cards: a game that deals cards it calls common and other cards to
the table, and whose flips name the "table cards" (Pyramid: "Deal six cards face down to the
table in two rows ...", "Deal three common cards face down.", "Flip two table cards face up.",
"Flip three common cards face up.").

There the cards dealt as common cards are every hand's; the others are the table's own,
whose job the other rules give ("The first two table cards flipped are wild", "Discard any
cards matching the rank of the last four table cards flipped"), and no hand uses them. A flip
of "table cards" turns the table's own cards, any other flip the common cards, each in the
order dealt. In any game, the table cards turned up by the board flips are kept in the order
they came up (`WildState.table_flipped`) for the wild rule "the first table card flipped"
(`WildSource.TABLE_FLIPPED`); a table card dealt face up comes up in its turn too.

The place a card lies at names its kind: the board's places follow the deals in rule order
(`BoardShape.names`), so a card that leaves the table does not shift the others' kinds.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Card
from dealerschoice.cards.cards import CARD_TEXT, RANK_PLURALS
from dealerschoice.rules.steps import Deal
from dealerschoice.rules.steps.board import BoardFlip
from dealerschoice.rules.steps.places import Spot
from dealerschoice.rules.steps.vocab import Target
from dealerschoice.rules.steps.vocab_cards import TableCards
from dealerschoice.rules.steps.vocab_wild import WildSource

if TYPE_CHECKING:
    from dealerschoice.play.board import Board
    from dealerschoice.play.program import Program
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.wilds import WildState


@dataclass(frozen=True, slots=True)
class Kinds:
    """A program's board cards by kind. common: whether the i-th card dealt to the table is a
    common card, in dealing order. in_play: the game tells the kinds apart (it deals common
    cards and others, and a flip names the table cards)."""

    common: tuple[bool, ...] = ()
    in_play: bool = False


def kinds_of(program: Program) -> Kinds:
    """The kinds of a program's board cards.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> lines = ("Deal five cards face down to each player.", "Deal two cards face down to the table.",
    ...          "Deal one common card face down.", "Flip one table card face up.", "Showdown, high hand wins.")
    >>> kinds_of(game_program(Game(1, "T", (), (), tuple(Rule(n, t, n) for n, t in enumerate(lines, 1)),
    ...                            None, Source("x", 1))))
    Kinds(common=(False, False, True), in_play=True)
    """
    marks = [step.table for action in program.actions for step in action.steps
             if isinstance(step, Deal) and step.to == Target.TABLE for _ in range(step.count or 0)]
    common = tuple(mark == TableCards.COMMON for mark in marks)
    names_table = any(isinstance(step, BoardFlip) and step.names == TableCards.TABLE
                      for action in program.actions for step in action.steps)
    return Kinds(common, names_table and any(common) and not all(common))


@dataclass
class TableFlips:
    """This hand's piece: the table cards turned up by board flips, in the order turned, each
    kept though it leaves the table later (the first card flipped stays the first), the
    places already counted, the program's kinds (worked out once) and the wild state whose
    `table_flipped` it keeps; all forgotten with the cards."""

    cards: list[Card] = field(default_factory=list)
    places: list[str] = field(default_factory=list)
    kinds: Kinds | None = field(default=None, compare=False)
    wilds: WildState | None = field(default=None, compare=False, repr=False)

    def redealt(self) -> None:
        self.cards.clear()
        self.places.clear()
        if self.wilds is not None:
            self.wilds.table_flipped = ()


def _piece(hand: PlayedHand) -> TableFlips:
    piece = hand.piece(TableFlips)
    if piece.kinds is None:
        piece.kinds = kinds_of(hand.program)
    piece.wilds = hand.wilds.state
    return piece


def _is_common(kinds: Kinds, board: Board, place: str) -> bool:
    """Whether the card at `place` was dealt as a common card (a place no deal names: no)."""
    names = board.shape.names if board.shape is not None else ()
    at = names.index(place) if place in names else len(kinds.common)
    return at < len(kinds.common) and kinds.common[at]


def flip_ways(hand: PlayedHand, step: BoardFlip, board: Board, ways: list) -> list:
    """The ways a flip may turn cards (`ways`: as the layout gives them), in a game that tells
    table cards from common cards: the first `count` face-down cards of the kind the flip names,
    in the order dealt (a flip naming a place or a line is the layout's, as before)."""
    kinds = _piece(hand).kinds
    plain = step.spot == Spot() and step.unit is None and step.each is None and step.besides is None
    if kinds is None or not kinds.in_play or not plain:
        return ways
    wanted = step.names != TableCards.TABLE
    places = [p for p, held in zip(board.places, hand.table.board)
              if not held.up and _is_common(kinds, board, p) == wanted]
    if step.count is not None:
        places = places[:step.count]
    return [tuple(places)] if places else []


def after_flip(hand: PlayedHand, board: Board) -> None:
    """Keep the table cards turned up so far, in the order turned (in a game that tells the
    kinds apart, the table's own cards only), for "the first table card flipped"."""
    if not _watched(hand):
        return
    piece = _piece(hand)
    kinds = piece.kinds
    for place in board.turned:
        held = board.held_at(hand, place)
        if place in piece.places or held is None:
            continue
        piece.places.append(place)
        if not (kinds is not None and kinds.in_play and _is_common(kinds, board, place)):
            piece.cards.append(held.card)
            _say_wild(hand, held.card, len(piece.cards))
    hand.wilds.state.table_flipped = tuple(piece.cards)


def dealt_up(hand: PlayedHand, held) -> None:
    """A table card dealt face up comes up too: it counts among the table cards turned up, in
    the order they came up (Kryptonite deals its first table card face up)."""
    if not _watched(hand):
        return
    from dealerschoice.play.board import board_of  # the board piece names each card's place

    piece = _piece(hand)
    board = board_of(hand)
    at = next((i for i, h in enumerate(hand.table.board) if h is held), None)
    if at is None or at >= len(board.places):
        return
    place = board.places[at]
    kinds = piece.kinds
    if place in piece.places or (kinds is not None and kinds.in_play and _is_common(kinds, board, place)):
        return
    piece.places.append(place)
    piece.cards.append(held.card)
    _say_wild(hand, held.card, len(piece.cards))
    hand.wilds.state.table_flipped = tuple(piece.cards)


def _watched(hand: PlayedHand) -> bool:
    """Whether a wild rule reads the table cards turned up (else nothing here is kept)."""
    return any(rule.source == WildSource.TABLE_FLIPPED for rule in hand.wilds.steps)


_NTH = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}


def _say_wild(hand: PlayedHand, card: Card, nth: int) -> None:
    """The transcript says when a table card flipped names a wild rank ("The first two table
    cards flipped are wild, as are all cards of the same rank")."""
    for rule in hand.wilds.steps:
        if rule.source != WildSource.TABLE_FLIPPED or (rule.table_card or 1) != nth or card.is_joker:
            continue
        rank = card.rank + rule.offset
        rank = rank - 13 if rank > 14 else rank
        hand.event(hand.progress.rule, "wild", f"{CARD_TEXT[card]} is the {_NTH.get(nth, f'number {nth}')} table "
                                               f"card turned up: {RANK_PLURALS[rank]} are wild.")


def commons(hand: PlayedHand, up_only: bool = False) -> list | None:
    """The table cards every hand uses in a game that tells the kinds apart: those dealt as
    common cards (face up only, with `up_only`); None in any other game."""
    from dealerschoice.play.board import board_of  # the board piece names each card's place

    kinds = _piece(hand).kinds
    if kinds is None or not kinds.in_play:
        return None
    board = board_of(hand)
    return [held.card for place, held in zip(board.places, hand.table.board)
            if _is_common(kinds, board, place) and (held.up or not up_only)]
