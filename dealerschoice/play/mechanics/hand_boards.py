"""Hands set apart and played on boards of their own ("Double Board Super Crazy Pineapple"):

- `SplitAside`: "Each player puts their cards into two two-card hands, with the fifth card off
  to the side." The hands are the seat's piles 1, 2... (as `seat_hands`), the cards aside a
  pile past them (`Aside.piles`), in no hand;
- `HandBoards`: "Each player declares which hand goes with which flop." (`Aside.boards`);
- `AsideReplaces`: after the rule's discard, "If they discard a card from one of their two
  card hands, it is replaced by the fifth card." (a card thrown from aside is just gone);
- `BoardForPot`: "The high hand uses the top flop, the split-hand uses the bottom flop": the
  showdown (`board_showdown`, asked by mechanics/showdown.py) cuts the pot into one share
  for each hand the rule names; each share goes to the best hand (high, low, or the split
  hand as a high hand) of those the players put with its set of common cards, with the
  common cards dealt outside the sets (the turn and the river), split on a tie; a share
  nobody wins (no low qualifies) stays in the pot for the next deal.

The choices are the simulated players': the split that makes the strongest two starting
hands (`_start`: pairs, high cards, suited and connected cards), and the pairing of hands
and sets that makes the best high hands with the cards already shown (a set whose share
goes to the low hand is paired by the same measure: a choice, if not the sharpest one).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations, permutations
from typing import TYPE_CHECKING

from dealerschoice.cards import split_pot
from dealerschoice.play import making, policies
from dealerschoice.play.board import board_of
from dealerschoice.play.handlers import handles
from dealerschoice.play.judge import judged_high, judged_low, showing
from dealerschoice.play.mechanics.split_hand import split_rule
from dealerschoice.play.payouts import award_shares
from dealerschoice.play.table import CannotFollow
from dealerschoice.rules.steps.board_hands import HandBoards, SplitAside
from dealerschoice.rules.steps.draw import AsideReplaces
from dealerschoice.rules.steps.late_rules import BoardForPot, PotHand
from dealerschoice.rules.steps.vocab import LineKind

if TYPE_CHECKING:
    from dealerschoice.cards import Card, Hand
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Held, Seat

ORDINALS = {1: "first", 2: "second", 3: "third", -1: "last"}
SHARE_NAMES = {PotHand.HIGH: "high hand", PotHand.LOW: "low hand", PotHand.SPLIT_HAND: "split hand"}


@dataclass(slots=True)
class Aside:
    """piles: for each seat, the pile its cards set aside lie in. boards: for each seat, the
    set of common cards (1 the first) each of its hands (pile) plays with."""

    piles: dict[int, int] = field(default_factory=dict)
    boards: dict[int, dict[int, int]] = field(default_factory=dict)

    def redealt(self) -> None:
        self.piles.clear()
        self.boards.clear()


def hand_piles(hand: PlayedHand, seat: Seat) -> list[int]:
    """The seat's hands: its piles but the loose cards and the cards aside."""
    aside = hand.piece(Aside).piles.get(seat.number)
    return [p for p in seat.piles() if p not in (0, aside)]


@handles(SplitAside)
def split_aside(hand: PlayedHand, step: SplitAside, at: int) -> int | None:
    piece = hand.piece(Aside)
    wanted = sum(step.sizes) + step.aside
    for seat in hand.table.clockwise_from(1):
        if len(seat.cards) != wanted:
            raise CannotFollow(f"each player makes hands of {'+'.join(map(str, step.sizes))} cards and sets "
                               f"{step.aside} aside, but {seat.name} holds {len(seat.cards)} cards; allowed: {wanted}")
        hands, aside = _best_split(list(seat.cards), step.sizes, step.aside)
        for number, pile in enumerate(hands, 1):
            for held in pile:
                held.pile = number
        for held in aside:
            held.pile = len(hands) + 1
        piece.piles[seat.number] = len(hands) + 1
        seat.split = True
    sizes = " and ".join(str(s) for s in step.sizes)
    hand.event(hand.progress.rule, "split", f"Each player makes hands of {sizes} cards and sets "
                                            f"{'one card' if step.aside == 1 else f'{step.aside} cards'} aside.")
    return None


def _best_split(cards: list[Held], sizes: tuple[int, ...], aside: int) -> tuple[list[list[Held]], list[Held]]:
    """(the hands, the cards aside) that make the strongest starting hands together; the
    first way found on a tie (cards in the order dealt)."""
    best, found = None, None
    for put in combinations(range(len(cards)), aside):
        rest = [i for i in range(len(cards)) if i not in put]
        for hands in _partitions(rest, sizes):
            score = sum(_start([cards[i].card for i in h]) for h in hands)
            if best is None or score > best:
                best, found = score, ([[cards[i] for i in h] for h in hands], [cards[i] for i in put])
    if found is None:
        raise CannotFollow(f"hands of {sizes} cards cannot be made of {len(cards)} cards")
    return found


def _partitions(items: list[int], sizes: tuple[int, ...]) -> list[list[tuple[int, ...]]]:
    """Every way to deal `items` into groups of `sizes` (groups of one size in order, once)."""
    if not sizes:
        return [[]]
    found = []
    for group in combinations(items, sizes[0]):
        if len(sizes) > 1 and sizes[1] == sizes[0] and group[0] != min(items):
            continue  # the same groups in another order
        rest = [i for i in items if i not in group]
        found.extend([[group] + more for more in _partitions(rest, sizes[1:])])
    return found


def _start(cards: list[Card]) -> int:
    """How strong a starting hand looks: a pair, high cards, cards of a suit and in sequence."""
    ranks = sorted((c.rank for c in cards), reverse=True)
    score = sum(ranks) + 2 * ranks[0]
    score += 30 * (len(set(ranks)) < len(ranks))
    score += 6 * (len({c.suit for c in cards}) == 1)
    score += 4 * all(a - b == 1 for a, b in zip(ranks, ranks[1:]))
    return score


@handles(HandBoards)
def hand_boards(hand: PlayedHand, step: HandBoards, at: int) -> int | None:
    """Each player still in puts each hand with one set of common cards: the pairing whose
    hands, with the sets' face-up cards, rank best (by category, then the best of them)."""
    sets = _sets(hand)
    piece = hand.piece(Aside)
    words = []
    for seat in hand.table.clockwise_from(1):
        piles = hand_piles(hand, seat)
        if len(piles) != len(sets):
            raise CannotFollow(f"each player puts each hand with a set of common cards, but {seat.name} holds "
                               f"{len(piles)} hands for {len(sets)} sets; allowed: as many hands as sets")
        pairing = max(permutations(range(1, len(sets) + 1)),
                      key=lambda order: _pairing_worth(hand, seat, piles, order, sets))
        piece.boards[seat.number] = dict(zip(piles, pairing))
        words.append(f"{seat.name}: " + ", ".join(f"hand {p} with the {ORDINALS.get(n, n)} {step.group}"
                                                  for p, n in zip(piles, pairing)))
    hand.event(hand.progress.rule, "declare", "; ".join(words) + "." if words else "Nobody is left to declare.")
    return None


def _pairing_worth(hand: PlayedHand, seat: Seat, piles: list[int], order: tuple[int, ...],
                   sets: list[list[Card]]) -> tuple:
    made = [seat.pile(p) + sets[n - 1] for p, n in zip(piles, order)]
    cats = sorted((policies.category(cards, hand.rules_for(seat, "high", cards)) for cards in made), reverse=True)
    return tuple(cats)


def _sets(hand: PlayedHand, up_only: bool = True) -> list[list[Card]]:
    """The face-up cards of each set of common cards, in the order of the sets."""
    board = board_of(hand)
    if board.layout is None or not board.layout.lines_of(LineKind.SET):
        raise CannotFollow("hands are put with sets of common cards, but the common cards are not dealt in sets")
    return [board.cards_at(hand, line.positions, up_only) for line in board.layout.lines_of(LineKind.SET)]


@handles(AsideReplaces)
def aside_replaces(hand: PlayedHand, step: AsideReplaces, at: int) -> int | None:
    """After the discard: a hand short of its cards takes the cards set aside."""
    piece = hand.piece(Aside)
    words = []
    for seat in hand.table.clockwise_from(1):
        aside = piece.piles.get(seat.number)
        kept = [h for h in seat.cards if h.pile == aside]
        sizes = {p: len(seat.pile(p)) for p in hand_piles(hand, seat)}
        full = step.size or max(sizes.values(), default=0)
        short = [p for p, n in sizes.items() if n < full]
        if not short or not kept:
            words.append(f"{seat.name} threw the card set aside" if not kept else f"{seat.name}'s hands are whole")
            continue
        for held in kept[:full - sizes[short[0]]]:
            held.pile = short[0]
        words.append(f"{seat.name}'s card set aside goes into hand {short[0]}")
    hand.event(hand.progress.rule, "discard", "; ".join(words) + "." if words else "Nobody is left.")
    return None


def _judged(hand: PlayedHand, seat: Seat, cards: list[Card], side: PotHand) -> Hand | None:
    """A share's hand: the low hand (qualifiers applied) for "low"; else a high hand (the split
    hand, ranked by no rule of its own, is the best poker hand on its set)."""
    qualifiers = hand.rulebook.qualifiers
    if side == PotHand.LOW:
        low = judged_low(hand, cards, hand.rules_for(seat, "low", cards), making.low_limit(qualifiers))
        return low if making.low_qualifies(low, qualifiers) else None
    rules = hand.rules_for(seat, "high", cards)
    return judged_high(hand, cards, rules) if making.high_qualifies(cards, rules, qualifiers) else None


def board_showdown(hand: PlayedHand, at: int) -> bool:
    """The showdown of a game whose pot is played board by board (`BoardForPot`): played
    here, True; False for any other game (the usual showdown goes on)."""
    rules = hand.program.steps_of(BoardForPot)
    if not rules:
        return False
    rule = rules[0]
    assert isinstance(rule, BoardForPot)
    if split_rule(hand) is not None and any(use.hand == PotHand.SPLIT_HAND for use in rule.uses):
        raise CannotFollow("a share of the pot goes to the split hand on its own set of common cards, but the game "
                           "ranks its split hand by a rule of its own; allowed: a split hand ranked as a high hand")
    table = hand.table
    contenders = table.clockwise_from(1)
    hand.outcome.contenders = [s.number for s in contenders]
    hand.outcome.winner = None
    sets = _sets(hand, up_only=True)
    board = board_of(hand)
    loose = board.shape.loose if board.shape is not None else ()
    outside = [h.card for p, h in zip(board.places, table.board) if p in loose and h.up]
    piece = hand.piece(Aside)
    amount = table.pot
    hand.money.last_pot = amount
    seats = [s.number for s in table.seats]
    cut, odd = divmod(amount, len(rule.uses))
    shares: dict[int, int] = {}
    words: list[str] = []
    best: dict[int, list[Hand | None]] = {s.number: [None, None] for s in contenders}  # (high, low) shown
    sides: tuple[list[int], list[int]] = ([], [])  # the winners of the high shares, of the low shares
    for nth, use in enumerate(rule.uses):
        index = use.index if use.index > 0 else len(sets) + use.index + 1
        made = {}
        for seat in contenders:
            piles = [p for p, n in piece.boards.get(seat.number, {}).items() if n == index]
            if not piles:
                raise CannotFollow(f"each share of the pot is played on one set of common cards, but {seat.name} "
                                   "has put no hand with it")
            cards = seat.pile(piles[0]) + sets[index - 1] + outside
            found = _judged(hand, seat, cards, use.hand)
            if found is not None:
                made[seat.number] = found
        top = max((h.key for h in made.values()), default=None)
        winners = [n for n, h in made.items() if h.key == top]
        side = 1 if use.hand == PotHand.LOW else 0
        for n, h in made.items():
            known = best[n][side]
            if known is None or h.key > known.key:
                best[n][side] = h
        sides[side].extend(n for n in winners if n not in sides[side])
        for n, chips in split_pot(cut + (1 if nth < odd else 0), winners, seats, table.dealer).items():
            shares[n] = shares.get(n, 0) + chips
        name = SHARE_NAMES[use.hand]
        words.append(f"the {name} on the {ORDINALS.get(use.index, use.index)} set: "
                     + (" and ".join(f"P{n} {made[n].description}" for n in winners) or "nobody"))
    shares = {n: c for n, c in shares.items() if c}
    winners = list(shares)
    pairs = {n: (high, low) for n, (high, low) in best.items()}
    hand.outcome.result.showdowns.append({"pot": "high-low" if sides[1] else "high", "hand": "best", "hands": pairs,
                                          "high": tuple(sides[0]), "low": tuple(sides[1]), "shares": dict(shares)})
    hand.outcome.result.showings = [showing(hand, table.seat(n), pair) for n, pair in pairs.items()]
    hand.outcome.losers = [n for n in hand.outcome.contenders if n not in shares]
    hand.outcome.winner = winners[0] if len(winners) == 1 else None
    paid = award_shares(hand, shares)
    hand.event(hand.progress.rule, "showdown", "Showdown, board by board: " + "; ".join(words)
               + f". Pot {amount}: {paid}.")
    return True
