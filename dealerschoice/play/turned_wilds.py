"""Wild cards that change as cards turn up in front of players (issue 16), played from
`triggers.card_up`: the wild ranks that move (`WildShift`: "Each time a queen comes up, the
wild changes back and forth between jacks and kings"; "the low wild shifts down one rank"),
wilds that end (`WildsEnd`: "The second face up face card dealt kills all wilds"), wilds
that grow (`WildClimb`: "If the lowest rank that is not wild is dealt face up, all cards of
that rank are wild"), the suit of the last queen (`SuitFollowWild`), and the record of cards
turned up that "the highest up card is wild" reads.

What play makes wild is kept in the hand's `WildState` (play/wilds.py), which every question
about wilds reads; the counts and the flag of a shift back and forth are this module's piece,
which puts the state back as dealt when the cards are gathered for a new deal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.cards import RANK_PLURALS
from dealerschoice.cards.keys import high_score
from dealerschoice.play.mechanics import dice, named_ranks, neighbour_folds
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.play.wilds import WildState
from dealerschoice.rules.steps.wild import (
    ChosenWild,
    SuitFollowWild,
    WildClimb,
    WildsEnd,
    WildShift,
)

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat

ALL_RANKS = range(2, 15)


@dataclass
class TurnedWilds:
    """The hand's rules of wilds that change as cards turn up (read once), how often each
    `WildsEnd` trigger has fired, and whether a back-and-forth shift is on its second ranks."""

    ready: bool = field(default=False, compare=False)
    shifts: tuple[WildShift, ...] = field(default=(), compare=False)
    ends: tuple[WildsEnd, ...] = field(default=(), compare=False)
    climbs: tuple[WildClimb, ...] = field(default=(), compare=False)
    suits: tuple[SuitFollowWild, ...] = field(default=(), compare=False)
    chosen: tuple[ChosenWild, ...] = field(default=(), compare=False)
    named: int | None = None  # the rank a player named wild (ChosenWild)
    reads_up: bool = field(default=False, compare=False)
    counts_players: bool = field(default=False, compare=False)
    state: WildState | None = field(default=None, compare=False)
    fired: dict[int, int] = field(default_factory=dict)
    swapped: bool = False

    def redealt(self) -> None:
        self.fired.clear()
        self.swapped = False
        self.named = None
        if self.state is not None:
            self.state.turned_up = ()
            self.state.ended = False
            self.state.suit_cards = frozenset()
            self.state.player_wilds = frozenset()


def turned(hand: PlayedHand) -> TurnedWilds:
    piece = hand.piece(TurnedWilds)
    if not piece.ready:
        program = hand.program
        piece.shifts = tuple(program.steps_of(WildShift))
        piece.ends = tuple(program.steps_of(WildsEnd))
        piece.climbs = tuple(program.steps_of(WildClimb))
        piece.suits = tuple(program.steps_of(SuitFollowWild))
        piece.chosen = tuple(program.steps_of(ChosenWild))
        piece.reads_up = any(s.source in ("up-low", "up-high") for s in hand.wilds.steps)
        piece.counts_players = any(s.source == "players-left" for s in hand.wilds.steps)
        piece.state = hand.wilds.state
        piece.ready = True
    return piece


def card_turned(hand: PlayedHand, seat: Seat, card: Card, how: str, matches) -> None:
    """A card has turned up in front of `seat` (`how`: "dealt" or "flip"); `matches(trigger)`
    says whether a trigger fires on it."""
    piece = turned(hand)
    state = hand.wilds.state
    if piece.counts_players:
        count_players(hand)
    if piece.reads_up:
        before = _up_wilds(hand)
        state.turned_up += ((seat.number, card),)
        after = _up_wilds(hand)
        if after != before:
            hand.event(hand.progress.rule, "wild", f"{card} turns up: {_words(after)} are now wild "
                                                   f"(the {_up_words(hand)} card{'s' if len(after) > 1 else ''} up).")
    for suit in piece.suits:
        _suit_follow(hand, suit, card, how)
    for climb in piece.climbs:
        _climb(hand, climb, card, how)
    for chosen in piece.chosen:
        if chosen.chooser == "turns-up" and chosen.trigger is not None and matches(chosen.trigger) or \
                chosen.chooser == "shows" and _shows(hand, seat, chosen):
            _name_wild(hand, piece, chosen, seat)
    for shift in piece.shifts:
        if shift.reset is not None and matches(shift.reset):
            _reset(hand, shift)
        elif matches(shift.trigger):
            _shift(hand, piece, shift)
    dice.on_card_up(hand, seat, card, matches)  # "they may reroll the dice"
    named_ranks.on_card_up(hand, card, how)  # "pass their cards ... for each card of the passing rank"
    neighbour_folds.on_card_up(hand, seat, card, how)  # "the player to the right of the joker must fold"
    for index, end in enumerate(piece.ends):
        if not state.ended and matches(end.trigger):
            piece.fired[index] = piece.fired.get(index, 0) + 1
            if piece.fired[index] >= end.nth:
                state.ended = True
                hand.event(hand.progress.rule, "wild", f"{card} turns up: no card is wild for the rest of the hand.")


def count_players(hand: PlayedHand) -> None:
    """Count the players still in for "the rank equal to the number of players left", and say
    so when the wild rank changes with it."""
    state = hand.wilds.state
    left = len(hand.table.active())
    if left != state.players_left:
        state.players_left = left
        if 2 <= left <= 14:
            hand.event(hand.progress.rule, "wild", f"{left} players are left: {RANK_PLURALS[left]} are wild.")


def _up_wilds(hand: PlayedHand) -> set[int]:
    """The ranks the "lowest / highest card up" rules make wild now."""
    found: set[int] = set()
    for rule in hand.wilds.steps:
        if rule.source in ("up-low", "up-high"):
            pool = hand.wilds.state.turned_up
            if rule.first_up:
                firsts: dict[int, Card] = {}
                for number, c in pool:
                    firsts.setdefault(number, c)
                pool = tuple(firsts.items())
            natural = [c.rank for _, c in pool if not c.is_joker]
            if natural:
                found.add((min if rule.source == "up-low" else max)(natural))
    return found


def _up_words(hand: PlayedHand) -> str:
    kinds = {("lowest" if r.source == "up-low" else "highest") + (" first" if r.first_up else "")
             for r in hand.wilds.steps if r.source in ("up-low", "up-high")}
    return " and ".join(sorted(kinds))


# the categories a ChosenWild's showing hand may be (`high_score` category numbers)
_SHOWS = {"pair": 1, "two-pair": 2, "trips": 3, "straight": 4, "flush": 5, "full-house": 6, "quads": 7}


def _shows(hand: PlayedHand, seat: Seat, step: ChosenWild) -> bool:
    """Whether the seat's up cards show the hand a ChosenWild asks for (`natural`: made
    without a wild card)."""
    need = None if step.shows is None else _SHOWS.get(step.shows)
    if need is None or seat.folded:
        return False
    up = seat.up()
    rules = hand.rules_for(seat, "high", up)
    if step.natural:
        up = [c for c in up if not c.is_joker and not rules.is_wild(c)]
        rules = HandRules()
    return bool(up) and _category(up, rules) >= need


def _category(cards, rules: HandRules) -> int:
    from dealerschoice.play.policies import category

    return category(cards, rules)


def _name_wild(hand: PlayedHand, piece: TurnedWilds, step: ChosenWild, seat: Seat) -> None:
    """The player names the rank that makes the best hand of what they know of their cards
    (ties: the lower rank); the first rank named stands unless each new chooser's replaces it."""
    if piece.named is not None and not step.latest:
        return
    known = seat.known()
    state = hand.wilds.state
    best, best_score = None, None
    for rank in ALL_RANKS:
        rules = HandRules(frozenset(_wild_now(hand) | {rank}))
        score = high_score(known, rules)
        if best_score is None or score > best_score:
            best, best_score = rank, score
    if best is None or best == piece.named:
        return
    if piece.named is not None:
        state.added.discard(piece.named)
    piece.named = best
    state.added.add(best)
    state.cancelled.discard(best)
    hand.event(hand.progress.rule, "wild", f"{seat.name} names {RANK_PLURALS[best]} wild.")


def _base_ranks(hand: PlayedHand) -> set[int]:
    """The ranks the written wild rules name ("Jacks are wild"): where a shift starts."""
    return {rank_value(r) for w in hand.wilds.steps if w.source == "rank" and not w.per_player for r in w.ranks}


def _wild_now(hand: PlayedHand) -> set[int]:
    state = hand.wilds.state
    return (_base_ranks(hand) | state.added) - state.cancelled


def _set_wild(hand: PlayedHand, ranks: set[int]) -> None:
    """Make exactly `ranks` the wild ranks of the written rules and of play."""
    state = hand.wilds.state
    base = _base_ranks(hand)
    state.added = set(ranks - base)
    state.cancelled = set(base - ranks)


def _words(ranks) -> str:
    return " and ".join(RANK_PLURALS[r] for r in sorted(ranks)) or "no rank"


def _shift(hand: PlayedHand, piece: TurnedWilds, step: WildShift) -> None:
    before = _wild_now(hand)
    if step.to_ranks:  # back and forth between the first ranks and these
        piece.swapped = not piece.swapped
        after = {rank_value(r) for r in step.to_ranks} if piece.swapped else _base_ranks(hand)
    else:  # the lowest wild moves down, the highest up; past the ace or the two there is no rank
        if not before:
            return
        low, high = min(before), max(before)
        after = set(before) - {low, high}
        for rank in (low - step.down, high + step.up):
            if 2 <= rank <= 14:
                after.add(rank)
    _set_wild(hand, after)
    hand.event(hand.progress.rule, "wild", f"The wild ranks move: {_words(before)} are no longer wild, "
                                           f"{_words(after)} are.")


def _reset(hand: PlayedHand, step: WildShift) -> None:
    before = _wild_now(hand)
    _set_wild(hand, _base_ranks(hand))
    hand.piece(TurnedWilds).swapped = False
    hand.event(hand.progress.rule, "wild", f"The wilds go back to {_words(_base_ranks(hand))} "
                                           f"(they were {_words(before)}).")


def _climb(hand: PlayedHand, step: WildClimb, card: Card, how: str) -> None:
    if card.is_joker or (step.event == "dealt-up" and how != "dealt") or (step.event == "flip" and how != "flip"):
        return
    wild = _wild_now(hand)
    free = [r for r in ALL_RANKS if r not in wild]
    if not free:
        return
    target = min(free) if step.lowest else max(free)
    if card.rank == target:
        hand.wilds.state.added.add(target)
        hand.wilds.state.cancelled.discard(target)
        hand.event(hand.progress.rule, "wild", f"{card} turns up, the {'lowest' if step.lowest else 'highest'} rank "
                                               f"not yet wild: {RANK_PLURALS[target]} are wild too.")


def _suit_follow(hand: PlayedHand, step: SuitFollowWild, card: Card, how: str) -> None:
    if card.is_joker or card.rank != rank_value(step.follows):
        return
    if (step.watch == "dealt" and how != "dealt") or (step.watch == "flipped" and how != "flip"):
        return
    ranks = [rank_value(r) for r in step.ranks] or list(ALL_RANKS)
    hand.wilds.state.suit_cards = frozenset(Card.of(r, card & 3) for r in ranks)
    named = "the " + " through ".join((RANK_PLURALS[min(ranks)], RANK_PLURALS[max(ranks)])) \
        if step.ranks else "all cards"
    hand.event(hand.progress.rule, "wild", f"{card} turns up: {named} of its suit are now the wild cards.")
