"""The table during a simulated hand: seats and their cards, table cards, deck, muck, pot.

Players sit in seats 1..N clockwise; the dealer is seat N, so seat 1 is left of the dealer.
A player's cards are one ordered list: the order of their down cards is their stack (the
top is the first down card). `pile` groups cards into hands when a rule splits them.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from operator import attrgetter

from dealerschoice.cards import Card, standard_deck
from dealerschoice.records.deals import Declaration

card_of = attrgetter("card")  # Held -> Card, in C: the card check runs after every rule


class SimulationError(Exception):
    """An internal invariant broke: a card lost or duplicated, a wrong hand size, a pot not
    fully awarded. Always a bug in the simulator, never in the catalog."""


class CannotFollow(Exception):
    """The rules ask for what the table cannot do (more cards than the deck holds, a discard
    of more cards than a player has): the game cannot be played this way, no bug."""


@dataclass(slots=True, eq=False)
class Held:
    card: Card
    up: bool = False
    seen: bool = True       # the holder may look at it (False: no-peek)
    pile: int = 0           # which hand or stack it belongs to
    dealt_up: bool = False  # dealt face up (not flipped)

    def __eq__(self, other):
        # by value, field by field, as the dataclass's own ==, but the card first: lookups in a
        # hand mostly meet other cards, and this stops there without building tuples
        if other.__class__ is not self.__class__:
            return NotImplemented
        return (self.card == other.card and self.up == other.up and self.seen == other.seen
                and self.pile == other.pile and self.dealt_up == other.dealt_up)


@dataclass
class Seat:
    number: int
    cards: list[Held] = field(default_factory=list)
    folded: bool = False
    declared: Declaration | None = None  # what the player declared last (None: nothing yet)
    split: bool = False         # hands are evaluated per pile
    paid: int = 0               # chips put in, whole game
    won: int = 0                # chips taken, whole game
    flipped: list[Card] = field(default_factory=list)  # in flip order, this deal
    discard_owed: int = 0       # cards still to discard from those flipped
    wins: int = 0               # showdowns won (games played to N wins)
    wild_paid: set = field(default_factory=set)  # costed wild rules this player paid for
    expected: int = 0           # cards the rules say the seat holds now (checked after every rule)

    @property
    def name(self) -> str:
        return f"P{self.number}"

    def up(self) -> list[Card]:
        return [h.card for h in self.cards if h.up]

    def down(self) -> list[Card]:
        return [h.card for h in self.cards if not h.up]

    def all(self) -> list[Card]:
        return [h.card for h in self.cards]

    def known(self) -> list[Card]:
        """What the player can see of their own cards."""
        return [h.card for h in self.cards if h.up or h.seen]

    def pile(self, number: int) -> list[Card]:
        return [h.card for h in self.cards if h.pile == number]

    def piles(self) -> list[int]:
        return sorted({h.pile for h in self.cards})

    def holding(self, cards: list[Held]) -> Seat:
        """This seat as it is, holding `cards` instead: a trial hand for a player looking
        ahead (a shallow copy, as `dataclasses.replace` makes, without its field checks)."""
        trial = Seat.__new__(Seat)
        trial.__dict__.update(self.__dict__)
        trial.cards = cards
        return trial

    def remove(self, cards) -> list[Held]:
        taken = []
        for card in cards:
            at = next(i for i, h in enumerate(self.cards) if h.card == card)
            taken.append(self.cards.pop(at))
        return taken

    @property
    def net(self) -> int:
        return self.won - self.paid


class Table:
    """Cards and chips. Every move of a card goes through here, so none is lost."""

    def __init__(self, players: int, seed: int, decks: int = 1, jokers: int = 0, without: tuple[str, ...] = ()):
        self.rng = random.Random(seed)
        self.seats = [Seat(n) for n in range(1, players + 1)]
        self.dealer = players
        cards = list(standard_deck(jokers, decks))
        if without:  # a short deck: ranks taken out
            stripped = {"23456789TJQKA".index(r) + 2 for r in without}
            cards = [c for c in cards if c.is_joker or c.rank not in stripped]
        # the card check after every rule compares with these: a set when the deck holds one of
        # each card (the usual deck), else the sorted cards (jokers, two decks)
        self.distinct_deck = frozenset(cards) if len(set(cards)) == len(cards) else None
        self.sorted_deck = sorted(cards)
        self.deck: list[Card] = list(cards)
        self.rng.shuffle(self.deck)
        self.board: list[Held] = []  # the common cards, in the order dealt
        self.muck: list[Card] = []
        self.turned: list[Card] = []  # cards turned from the deck to name a wild rank
        self.pot = 0
        self.carried = 0  # chips left for a next deal the example does not play

    @property
    def full_deck(self) -> Counter:
        """The deck we started with, card by card (counted only when a check fails)."""
        return Counter(self.sorted_deck)

    # seats ---------------------------------------------------------------------------
    def seat(self, number: int) -> Seat:
        return self.seats[number - 1]

    def active(self) -> list[Seat]:
        return [s for s in self.seats if not s.folded]

    def clockwise_from(self, first: int, include_folded: bool = False) -> list[Seat]:
        """Seats in clockwise order starting at seat `first`."""
        at = (first - 1) % len(self.seats)
        ordered = self.seats[at:] + self.seats[:at]
        return ordered if include_folded else [s for s in ordered if not s.folded]

    def left_of(self, number: int, seats: int = 1, direction: str = "left", among=None) -> Seat:
        """The player `seats` places away on that side, counting only `among` (default: active)."""
        among = among if among is not None else self.active()
        counted = {s.number for s in among}  # seats of this table: known by number, not compared field by field
        order = [s for s in self.clockwise_from(1, include_folded=True) if s.number in counted]
        at = next(i for i, s in enumerate(order) if s.number == number)
        step = seats if direction == "left" else -seats
        return order[(at + step) % len(order)]

    # cards ---------------------------------------------------------------------------
    def draw(self, count: int) -> list[Card]:
        if count > len(self.deck):
            raise CannotFollow(f"the deck runs out with {len(self.seats)} players ({count} cards wanted, "
                               f"{len(self.deck)} left)")
        taken, self.deck = self.deck[:count], self.deck[count:]
        return taken

    def give(self, seat: Seat, count: int, up: bool, seen: bool = True, pile: int = 0) -> list[Card]:
        cards = self.draw(count)
        seen = seen or up
        # positional (card, up, seen, pile, dealt_up): a deal builds many Helds
        seat.cards.extend([Held(c, up, seen, pile, up) for c in cards])
        return cards

    def to_muck(self, seat: Seat, cards) -> None:
        for held in seat.remove(cards):
            self.muck.append(held.card)

    def gather(self) -> None:
        """Every card back into the deck, shuffled (a redeal or a reshuffle)."""
        for seat in self.seats:
            self.deck.extend(h.card for h in seat.cards)
            seat.cards.clear()
            seat.flipped.clear()
        self.deck.extend(h.card for h in self.board)
        self.deck.extend(self.muck)
        self.deck.extend(self.turned)
        self.board.clear()
        self.muck.clear()
        self.turned.clear()
        self.rng.shuffle(self.deck)

    def bring_in(self, card: Card) -> None:
        """A card from outside the deck joins the game (a joker put on the board, issue 15): the
        card check counts it from now on. The caller puts it where it lies."""
        if self.distinct_deck is not None:
            self.distinct_deck = None if card in self.distinct_deck else self.distinct_deck | {card}
        self.sorted_deck = sorted(self.sorted_deck + [card])

    # chips ---------------------------------------------------------------------------
    def pay(self, seat: Seat, amount: int) -> None:
        seat.paid += amount
        self.pot += amount

    def award(self, shares: dict[int, int]) -> None:
        total = sum(shares.values())
        if total > self.pot:
            raise SimulationError(f"awarding {total} from a pot of {self.pot}")
        for number, amount in shares.items():
            self.seat(number).won += amount
        self.pot -= total

    def transfer(self, payer: Seat, payee: Seat, amount: int) -> None:
        payer.paid += amount
        payee.won += amount

    # invariants ----------------------------------------------------------------------
    def check_cards(self) -> None:
        """No card lost or duplicated: everything in play adds up to the deck we started with."""
        everything = self.deck + self.muck + self.turned
        everything.extend(map(card_of, self.board))
        for seat in self.seats:
            everything.extend(map(card_of, seat.cards))
        if self.distinct_deck is not None:
            # n cards whose set is the deck's n distinct cards: each is there exactly once
            if len(everything) == len(self.distinct_deck) and set(everything) == self.distinct_deck:
                return
        elif sorted(everything) == self.sorted_deck:
            return
        now = Counter(everything)
        lost = self.full_deck - now
        extra = now - self.full_deck
        raise SimulationError("cards do not add up: "
                              f"lost {' '.join(map(str, lost.elements())) or 'none'}, "
                              f"duplicated {' '.join(map(str, extra.elements())) or 'none'}")

    def check_chips(self) -> None:
        """Every chip put in is in the pot, won back, or carried to a next deal."""
        paid = won = 0
        for seat in self.seats:
            paid += seat.paid
            won += seat.won
        if paid != won + self.pot + self.carried:
            raise SimulationError(f"chips do not add up: paid {paid}, won {won}, pot {self.pot}, "
                                  f"carried {self.carried}")
