"""Ranks the dealer names before the deal ("The dealer declares one rank to be the rotate
rank."), and the rules that use them: the named rank is wild (`NamedRankWild`: "Whatever rank
the dealer declared as the passing rank is wild."), and every player passes their cards along
for each card of a passing rank dealt face up (`PassPerRank`, the Rotate games).

The dealer's choice is the dealer's: the simulator's dealer names a rank at random (seeded by
the table's shuffle), a different rank for each role. Later rules call a rank by its role;
a rule naming a role the dealer did not name ("the passing rank" after "the rotate rank")
means the one rank the dealer named, or every rank whose role ends so ("left passing").

The dealer may name a poker hand instead ("The dealer declares one poker hand (such as pair
of threes) that will beat all other hands."): a pair or three of a kind of a rank drawn at
random (`NamedHand`), named once, at the first such rule (a later one, "the hand declared at
the beginning of the game beats all other hands", means the same hand). At the showdown a
hand that is it ranks above every other (`top_named`, from `judge.hands_of`).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Hand
from dealerschoice.cards.cards import RANK_NAMES, RANK_PLURALS
from dealerschoice.cards.keys import high_score
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics.ranking_play import TOP_KEY
from dealerschoice.rules.steps.passing import HandPart, PassPerRank
from dealerschoice.rules.steps.showdown import DealerNames
from dealerschoice.rules.steps.vocab_cards import DealerNamed
from dealerschoice.rules.steps.wild import NamedRankWild

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand

SEAT_WORDS = {1: "one player", 2: "two players", 3: "three players"}
# the hands the simulator's dealer names, as the rules' example does ("such as pair of
# threes"): the category, and how many cards of the named rank make it
NAMED_HANDS = {"pair": 2, "three-of-a-kind": 3}


@dataclass(frozen=True, slots=True)
class NamedHand:
    """A poker hand the dealer named to beat all others: `count` cards of `rank` making a hand
    of `category` (a pair of threes: "pair", 3)."""

    category: str
    rank: int

    def __post_init__(self) -> None:
        if self.category not in NAMED_HANDS:
            raise ValueError(f"NamedHand: category {self.category!r} is not one the dealer names; "
                             f"allowed: {', '.join(NAMED_HANDS)}")
        if not 2 <= self.rank <= 14:
            raise ValueError(f"NamedHand: rank {self.rank!r} is not a card rank (2 to 14)")

    @property
    def words(self) -> str:
        plural = RANK_PLURALS[self.rank]
        return f"a pair of {plural}" if self.category == "pair" else f"three {plural}"

    def made_by(self, made: Hand) -> bool:
        """Whether the evaluated hand `made` is this hand (wild cards as what they became)."""
        if made.category != self.category:
            return False
        return sum(1 for c in made.played if not c.is_joker and c.rank == self.rank) == NAMED_HANDS[self.category]


@dataclass
class NamedRanks:
    """The ranks the dealer named this deal, by role (in the order named), and the game's
    rules that read them (read once)."""

    ranks: dict[str, int] = field(default_factory=dict)
    declared: bool = False  # the holders of a named rank have named their wild ranks (`holders_choose`)
    # the poker hand the dealer named to beat all others (kept over a redeal: named once a game)
    top_hand: NamedHand | None = None
    ready: bool = field(default=False, compare=False)
    wilds: tuple[NamedRankWild, ...] = field(default=(), compare=False)
    passes: tuple[PassPerRank, ...] = field(default=(), compare=False)
    calls: tuple[tuple[int, NamedRankWild], ...] = field(default=(), compare=False)  # (rule, step) holders choose

    def redealt(self) -> None:
        self.declared = False


def named(hand: PlayedHand) -> NamedRanks:
    piece = hand.piece(NamedRanks)
    if not piece.ready:
        piece.wilds = tuple(hand.program.steps_of(NamedRankWild))
        piece.passes = tuple(hand.program.steps_of(PassPerRank))
        piece.calls = tuple((n, s) for n, s in hand.program.standing_of(NamedRankWild) if s.holders_choose)
        piece.ready = True
    return piece


def ranks_for(piece: NamedRanks, role: str) -> set[int]:
    """The ranks a rule calling the rank by `role` means (see the module notes).

    >>> piece = NamedRanks({"left passing": 7, "right passing": 9})
    >>> sorted(ranks_for(piece, "passing")), ranks_for(piece, "left passing"), ranks_for(NamedRanks({"rotate": 4}), "passing")
    ([7, 9], {7}, {4})
    """
    if role in piece.ranks:
        return {piece.ranks[role]}
    ending = {rank for name, rank in piece.ranks.items() if name.endswith(" " + role)}
    if ending:
        return ending
    return set(piece.ranks.values()) if len(piece.ranks) == 1 else set()


@handles(DealerNames)
def dealer_names(hand: PlayedHand, step: DealerNames, at: int) -> int | None:
    piece = named(hand)
    if step.what == DealerNamed.HAND:
        _name_hand(hand, piece)
        return None
    piece.ranks = {}
    left = list(range(2, 15))
    words = []
    for role in step.roles or ("named",):
        rank = left.pop(hand.table.rng.randrange(len(left)))
        piece.ranks[role] = rank
        words.append(f"{RANK_PLURALS[rank]} the {role} rank")
    text = f"The dealer (P{hand.table.dealer}) names {_and(words)}."
    wild = set().union(*(ranks_for(piece, w.role) for w in piece.wilds if not w.holders_choose)) if piece.wilds else set()
    hand.wilds.state.named_wild = frozenset(wild)
    piece.declared = False
    if wild:
        text += f" {_and([RANK_PLURALS[r] for r in sorted(wild)]).capitalize()} are wild."
    hand.event(hand.progress.rule, "wild", text)
    return None


def _name_hand(hand: PlayedHand, piece: NamedRanks) -> None:
    """The dealer names a hand to beat all others, unless one is named already (a later rule
    calls it "the hand declared at the beginning of the game")."""
    if piece.top_hand is not None:
        return
    categories = list(NAMED_HANDS)
    category = categories[hand.table.rng.randrange(len(categories))]
    piece.top_hand = NamedHand(category, hand.table.rng.randrange(2, 15))
    hand.event(hand.progress.rule, "wild", f"The dealer (P{hand.table.dealer}) names {piece.top_hand.words}: "
                                           "that hand beats all other hands.")


def top_named(hand: PlayedHand, made: Hand | None) -> Hand | None:
    """`made`, ranked above every other hand when it is the hand the dealer named."""
    top = named(hand).top_hand if made is not None else None
    if made is None or top is None or not top.made_by(made):
        return made
    return dataclasses.replace(made, key=TOP_KEY, description=f"The named hand, {top.words} ({made.description})")


def on_card_up(hand: PlayedHand, card, how: str) -> None:
    """A card dealt face up (from turned_wilds.card_turned): for each passing rule whose rank
    it is, every player still in passes their cards along. The whole round is dealt before
    its cards turn up (mechanics/moves.py), so passing at each card is passing once per card
    after the round."""
    piece = named(hand)
    if how != "dealt" or not piece.passes or card.is_joker:
        return
    for step in piece.passes:
        for side in step.sides:
            role = f"{side} passing" if len(step.sides) > 1 else "passing"
            if card.rank in ranks_for(piece, role):
                _pass_along(hand, step, str(side), card)


def _pass_along(hand: PlayedHand, step: PassPerRank, side: str, card) -> None:
    table = hand.table
    active = table.active()
    if len(active) < 2:
        return
    moving = {s.number: [h for h in s.cards if _moves(h, step.which)] for s in active}
    for seat in active:
        gone = {id(h) for h in moving[seat.number]}
        seat.cards = [h for h in seat.cards if id(h) not in gone]
        seat.expected -= len(gone)
    for seat in active:
        to = table.left_of(seat.number, step.seats, direction=side, among=active)
        to.cards.extend(moving[seat.number])
        to.expected += len(moving[seat.number])
    which = {HandPart.ALL: "cards", HandPart.UP: "up cards", HandPart.DOWN: "down cards"}[step.which]
    role = next((name for name, rank in named(hand).ranks.items() if rank == card.rank), "passing")
    hand.event(hand.progress.rule, "pass", f"{card} is dealt face up ({RANK_PLURALS[card.rank]} are the {role} rank): "
               f"every player still in passes their {which} {SEAT_WORDS.get(step.seats, f'{step.seats} players')} "
               f"to the {side}.")


def _moves(held, which: HandPart) -> bool:
    if which == HandPart.UP:
        return held.up
    if which == HandPart.DOWN:
        return not held.up
    return True


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def holders_declare(hand: PlayedHand) -> frozenset[int]:
    """"Each player holding a card of the call rank may declare one other rank to be wild. If
    no one is holding the call rank, the next highest rank is wild.": once play reaches the
    rule, each player still in who holds the rank, in turn from the dealer's left, names the
    rank that helps their own hand most (none if no rank helps), wild for everyone. Returns the
    ranks named (empty before play reaches the rule). The rank after the ace is no rank."""
    piece = named(hand)
    if not piece.calls or not piece.ranks:
        return frozenset()
    if piece.declared:
        return hand.wilds.state.named_wild
    number, step = piece.calls[0]
    if hand.progress.rule is None or hand.progress.rule < number:  # None: before the first rule
        return frozenset()
    piece.declared = True
    state = hand.wilds.state
    call = min(ranks_for(piece, step.role), default=None)
    if call is None:
        return state.named_wild
    wild = set(state.named_wild)
    words = []
    for seat in hand.table.clockwise_from(1):
        if not any(c.rank == call for c in seat.known() if not c.is_joker):
            continue
        known = seat.known()
        base = hand.rules_for(seat, cards=known).with_wilds(ranks=wild)
        best, best_score = None, high_score(known, base)
        for rank in range(2, 15):
            if rank == call or rank in wild:
                continue
            score = high_score(known, base.with_wilds(ranks=(rank,)))
            if score > best_score:
                best, best_score = rank, score
        if best is not None:
            wild.add(best)
            words.append(f"{seat.name} holds {_a(call)} (the call rank) and names {RANK_PLURALS[best]} wild")
        else:
            words.append(f"{seat.name} holds {_a(call)} (the call rank) and names no rank: none would help")
    if not words:
        fallback = call + step.fallback_up
        if 2 <= fallback <= 14 and step.fallback_up:
            wild.add(fallback)
            words.append(f"nobody holds {RANK_PLURALS[call]}, the call rank: {RANK_PLURALS[fallback]} are wild")
        else:
            words.append(f"nobody holds {RANK_PLURALS[call]}, the call rank, and no rank is next: nothing is wild")
    state.named_wild = frozenset(wild)
    text = "; ".join(words)
    hand.event(hand.progress.rule, "wild", text[0].upper() + text[1:] + ".")
    return state.named_wild


def _a(rank: int) -> str:
    name = RANK_NAMES[rank]
    return ("an " if name[0] in "ae" else "a ") + name

