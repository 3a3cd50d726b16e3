"""Declaring whether a hand uses a common card ("Each player simultaneously declares if they
are using the first common or not.": Four Two One), and what that declaration costs ("If you
used the first common in your final hand and lost, you must pay max bet to the winner.").

- `declare` (the `DeclareUse` of a table card, handed on by seat_hands.declare_use): each
  player still in says whether their hand uses common card N (the N-th dealt to the table);
  the choice is `uses_common`'s. The declaration binds: at the showdown a hand is made with
  the commons its player declared using and without those declared unused (`usable`); a
  common nobody was asked about counts for everyone, as before.
- `users` (for penalties.py): the players still in at the showdown who declared using common
  N, whose hands are made with it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING

from dealerschoice.cards.cards import CARD_TEXT
from dealerschoice.play import judge, policies
from dealerschoice.play.table import CannotFollow
from dealerschoice.rules.steps.showdown import DeclareUse
from dealerschoice.rules.steps.vocab import PenaltyWho
from dealerschoice.rules.steps.wager import LoserPenalty

if TYPE_CHECKING:
    from dealerschoice.cards import Card
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat

ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}


@dataclass
class CommonUse:
    """Each player's declarations this deal: seat -> {common number: uses it}."""

    declared: dict[int, dict[int, bool]] = field(default_factory=dict)

    def redealt(self) -> None:
        self.declared.clear()


def _common(hand: PlayedHand, number: int) -> Card:
    board = hand.table.board
    if not 1 <= number <= len(board):
        raise CannotFollow(f"each player declares whether they use common card {number}, but the table holds "
                           f"{len(board)} common card{'s' if len(board) != 1 else ''}")
    return board[number - 1].card


def _asked(hand: PlayedHand) -> list[int]:
    """The common cards the game's declarations ask about, in rule order."""
    numbers = [s.table_card for s in hand.program.steps_of(DeclareUse)
               if isinstance(s, DeclareUse) and s.table_card is not None]
    return list(dict.fromkeys(numbers))


def _best(hand: PlayedHand, seat: Seat, cards: list[Card]) -> tuple:
    return tuple(judge.judged_high(hand, cards, hand.rules_for(seat, "high", cards)).key)


def _category(hand: PlayedHand, seat: Seat, cards: list[Card]) -> tuple:
    return (policies.category(cards, hand.rules_for(seat, "high", cards)),)


def _penalised(hand: PlayedHand, number: int) -> bool:
    """Whether a loser who used common N pays for it (a `LoserPenalty` for using it)."""
    return any(isinstance(s, LoserPenalty) and s.who == PenaltyWho.USED_COMMON and s.common == number
               for s in hand.program.steps_of(LoserPenalty))


def uses_common(hand: PlayedHand, seat: Seat, number: int) -> bool:
    """A player's choice: use common N when it makes their best high hand better, counting
    the commons declared before as declared and those still to be declared at their best.
    When a loser who used it pays a penalty, only a better kind of hand is worth the risk
    (a pair made two pair, not a better kicker)."""
    decided = hand.piece(CommonUse).declared.get(seat.number, {})
    board = hand.table.board
    kept = [_common(hand, n) for n, uses in decided.items() if uses]
    later = [board[n - 1].card for n in _asked(hand) if n != number and n not in decided and n <= len(board)]
    own = seat.all()
    card = _common(hand, number)

    score = _category if _penalised(hand, number) else _best

    def best(with_card: bool) -> tuple:
        base = own + kept + ([card] if with_card else [])
        return max(score(hand, seat, base + list(extra)) for size in range(len(later) + 1)
                   for extra in combinations(later, size))

    return best(True) > best(False)


def declare(hand: PlayedHand, step: DeclareUse, at: int) -> int | None:
    """Each player still in declares whether they use common card `step.table_card`."""
    number = step.table_card
    if number is None:
        raise ValueError("common_use.declare: a DeclareUse of a table card (table_card=N) is played here; "
                         "one of hands (table_card=None) is seat_hands.declare_use's")
    card = _common(hand, number)
    piece = hand.piece(CommonUse)
    words = []
    for seat in hand.table.clockwise_from(1):
        uses = uses_common(hand, seat, number)
        piece.declared.setdefault(seat.number, {})[number] = uses
        words.append(f"{seat.name} {'uses' if uses else 'does not use'} it")
    what = f"the {ORDINALS.get(number, f'{number}th')} common ({CARD_TEXT[card]})"
    hand.event(hand.progress.rule, "declare", f"Using {what}: " + "; ".join(words) + "." if words
               else "Nobody is left to declare.")
    return None


def usable(hand: PlayedHand, seat: Seat, extra: list[Card]) -> list[Card]:
    """The table cards a seat's hand is made with: `extra` less the commons it declared it
    does not use (a player who declared nothing, or a game without the rule: all of them)."""
    piece = hand.pieces.get(CommonUse)
    if not isinstance(piece, CommonUse):
        return extra
    declared = piece.declared.get(seat.number)
    if not declared:
        return extra
    left_out = {_common(hand, n) for n, uses in declared.items() if not uses}
    return [c for c in extra if c not in left_out]


def users(hand: PlayedHand, number: int | None) -> list[Seat]:
    """The players at the showdown who declared using common `number`."""
    if number is None:
        raise ValueError("common_use.users: a penalty for using a common card names the card (common=N)")
    piece = hand.pieces.get(CommonUse)
    declared = piece.declared if isinstance(piece, CommonUse) else {}
    table = hand.table
    return [table.seat(n) for n in hand.outcome.contenders if declared.get(n, {}).get(number)]
