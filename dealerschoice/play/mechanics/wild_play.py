"""Limited wilds in play: the game's `LimitedWild` rules (bugs, cards that may count as some
other ranks or cards, cards one rank up or down, a card standing for several), `WildCombo`
rules (cards that add up to a number, run or pair count as wilds) and `HeldSetWild` rules
(a set of cards held is wild: "two queens and a jack or a king") made into evaluator
options (`HandRules.jokers="bug"`, `bug_ranks`, `bug_cards`, `Limited`, `WildGroup`), added
to the wild cards play has made (`play/wilds.py`) wherever a hand is judged.

The wild rules that change in play (follow the queen, a player's own low or high card, wilds
only in the hole) are `play/wilds.py` and `play/triggers.py`; this module adds what holds
all hand long and limits what a card may become, and each player's own wilds by their seat
and their own cards (`own_wilds.py`).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, HandRules, Limited
from dealerschoice.cards.wild_groups import WildGroup
from dealerschoice.play.mechanics import draw_wilds, named_ranks, row_wilds
from dealerschoice.play.mechanics.own_wilds import (
    OwnOrderRules,
    own_order_rules,
    seat_rank,
    with_own_wilds,
)
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps import Wild
from dealerschoice.rules.steps.ranking_rules import LiveCardsToWin
from dealerschoice.rules.steps.table_rules import DeadSuit
from dealerschoice.rules.steps.vocab import ComboHow, LimitedAs, WildVoidWhen
from dealerschoice.rules.steps.vocab_wild import WildSource
from dealerschoice.rules.steps.wild import (
    DealtOwnWild,
    HeldSetWild,
    LimitedWild,
    NamedRankWild,
    WildCombo,
    WildVoid,
)

if TYPE_CHECKING:
    from dealerschoice.play.program import Program
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat

SUITS = "shdc"


@dataclass(frozen=True, slots=True)
class Limits:
    """What a game's limited wild rules add to every hand's rules: jokers as bugs, natural
    bug ranks and cards, and `Limited` cards."""

    joker_bugs: bool = False
    bug_ranks: frozenset[int] = frozenset()
    bug_cards: frozenset[Card] = frozenset()
    limited: tuple[Limited, ...] = ()
    voids: tuple[WildVoid, ...] = ()  # the rules that take a hand's wild cards away
    # wild groups of a game whose hands are parts of the cards held (three-card hands out of
    # five): found in each whole hand, added per hand (`Limited.grouped(..., hand=...)`)
    part_groups: tuple[WildGroup, ...] = ()
    # jokers dealt face this way ("up"/"down") are bugs, and jokers dealt face this way are
    # wild ("Jokers dealt face down are wild even if flipped up"): decided per holder
    joker_bug_dealt: str | None = None
    joker_wild_dealt: str | None = None
    # wild rules naming a common card of each row of the board ("The last common card flipped
    # in each row is wild, as are all cards of the same ranks"): `row_wilds.py`
    row_rules: tuple[Wild, ...] = ()
    holders_name: bool = False  # holders of the rank the dealer named name wild ranks (named_ranks.py)
    # each player's own first card of a suit or rank is wild for them; cards of a suit are dead
    # in a hand (but the first dealt); a hand needs this many live cards to win
    own_wilds: tuple[DealtOwnWild, ...] = ()
    dead_suits: tuple[DeadSuit, ...] = ()
    live_needed: int | None = None
    skipped_draws: bool = False  # wilds only for players who did not take a draw (draw_wilds.py)
    # "The rank equal to your position is wild for you": each player's own rank by their seat
    by_seat: bool = False
    # wild cards each player's own up or hole cards name (own_wilds.py)
    own_order: OwnOrderRules = field(default_factory=OwnOrderRules)

    def __bool__(self) -> bool:
        """Whether anything is added to every hand's rules (voids depend on the hand)."""
        return self.joker_bugs or bool(self.bug_ranks or self.bug_cards or self.limited)

    @property
    def by_deal(self) -> bool:
        """Whether a joker's role depends on how it was dealt."""
        return self.joker_bug_dealt is not None or self.joker_wild_dealt is not None


@dataclass
class LimitsPiece:
    """A hand's `Limits`, read from its program once (never changes during the hand)."""

    ready: bool = field(default=False, compare=False)
    limits: Limits = field(default_factory=Limits, compare=False)


def playable(step: LimitedWild) -> bool:
    """Whether `game_limits` plays a limited wild rule: bugs, ranks, cards, shifts and a card
    standing for several, held however; not limits by how a card is held, nor jokers as
    anything but bugs (a joker is wild already)."""
    if step.jokers:  # a joker is wild already: only a bug (however dealt, or dealt face up or down) limits it
        return step.counts_as == LimitedAs.BUG and (step.face is None or not (step.ranks or step.cards))
    return step.face is None


def combo_group(step: WildCombo) -> WildGroup:
    """The evaluator's `WildGroup` for a `WildCombo` rule ("Any two cards that add to nine
    count as one wild": adding(9); "Pairs make each other wild": pairs, each card wild)."""
    each = not step.one_wild
    if step.how == ComboHow.SUM:
        return WildGroup.adding(step.total, step.sizes, each)
    if step.how == ComboHow.PRODUCT:
        return WildGroup.multiplying(step.total, step.sizes, each)
    if step.how == ComboHow.CONSECUTIVE:
        return WildGroup.consecutive(step.sizes, each)
    if step.how == ComboHow.APART:
        return WildGroup.apart(step.total, each)
    return WildGroup.pairs(step.sizes, each)


def game_limits(program: Program, parts: bool = False) -> Limits:
    """The limits of a program's `LimitedWild` rules.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "G", (), (), (Rule(1, "Deal five cards down to each player.", 1),
    ...     Rule(2, "Showdown, high hand wins.", 2), Rule(3, "Threes are bugs.", 3)), None, Source("g", 1))
    >>> sorted(game_limits(game_program(game)).bug_ranks)
    [3]
    """
    joker_bugs = False
    joker_bug_dealt = None
    bug_ranks: set[int] = set()
    bug_cards: set[Card] = set()
    limited: list[Limited] = []
    for step in program.steps_of(LimitedWild):
        if not playable(step):
            continue
        ranks = {rank_value(r) for r in step.ranks}
        cards = [Card.parse(c) for c in step.cards] + [Card.of(r, s) for r in sorted(ranks) for s in range(4)]
        if step.counts_as == LimitedAs.BUG and step.face is not None:  # "Jokers dealt face up can ... count as an ace"
            joker_bug_dealt = str(step.face)
        elif step.counts_as == LimitedAs.BUG:
            joker_bugs |= step.jokers
            bug_ranks |= ranks
            bug_cards |= {Card.parse(c) for c in step.cards}
        elif step.counts_as == LimitedAs.RANKS:
            limited.append(Limited.as_ranks(cards, [rank_value(r) for r in step.as_ranks]))
        elif step.counts_as == LimitedAs.CARDS:
            limited.append(Limited.as_cards(cards, [Card.parse(c) for c in step.as_cards]))
        elif step.counts_as == LimitedAs.SHIFT:
            limited.append(Limited.shift(cards, down=step.down, up=step.up))
        elif step.counts_as == LimitedAs.SEVERAL:  # "each one-eyed jack can count as any two cards"
            limited.append(Limited.grouped(WildGroup.named(cards, step.count)))
    groups = tuple(_unique([combo_group(step) for step in program.steps_of(WildCombo)]
                           + [WildGroup.held_set(rank_value(r) for r in one)  # "two queens and a jack ..."
                              for step in program.steps_of(HeldSetWild) for one in step.sets]))
    if groups and not parts:
        limited.append(Limited.grouped(*groups))
    voids = tuple(program.steps_of(WildVoid))
    joker_wild_dealt = next((str(w.dealt_face) for w in program.steps_of(Wild) if w.jokers and w.dealt_face), None)
    row_rules = tuple(w for w in program.steps_of(Wild) if w.per_row)
    holders_name = any(s.holders_choose for s in program.steps_of(NamedRankWild))
    own_wilds = tuple(s for s in program.steps_of(DealtOwnWild) if s.first)
    dead_suits = tuple(program.steps_of(DeadSuit))
    live_needed = max((s.count for s in program.steps_of(LiveCardsToWin)), default=None)
    return Limits(joker_bugs, frozenset(bug_ranks), frozenset(bug_cards), tuple(limited), voids,
                  groups if parts else (), joker_bug_dealt, joker_wild_dealt, row_rules, holders_name,
                  own_wilds, dead_suits, live_needed,
                  any(w.skipped_draw is not None for w in program.steps_of(Wild)),
                  any(w.source == WildSource.SEAT for w in program.steps_of(Wild)), own_order_rules(program))


def limits_of(hand: PlayedHand) -> Limits:
    piece = hand.piece(LimitsPiece)
    if not piece.ready:
        parts = False
        combos, sets = hand.program.steps_of(WildCombo), hand.program.steps_of(HeldSetWild)
        if combos or sets:  # wild groups: hands of N?
            # the ranking itself, not `ranking_of`, which tells the transcript of it when first asked
            from dealerschoice.play.mechanics.ranking_play import (
                game_ranking,  # (imports this module's users)
            )
            ranking = game_ranking(hand.program, hand.seed)
            parts = ranking is not None and any(side is not None and side.size is not None
                                                for side in (ranking.high, ranking.low))
        piece.limits = game_limits(hand.program, True) if parts else hand.program.once(game_limits)
        piece.ready = True
    return piece.limits


def with_limits(hand: PlayedHand, rules: HandRules, cards=None, seat=None, own: bool = True) -> HandRules:
    """`rules` with the game's limited wilds, and without any wild card at all for a hand of
    `cards` (default: all of `seat`'s) a `WildVoid` rule voids (the same rules when the game
    has neither). Applying it to its own result changes nothing. `own=False` leaves out the
    wilds of the seat's own position and cards (`own_wilds_only`): the table's words."""
    limits = limits_of(hand)
    if limits:
        rules = _limited(rules, limits)
    if cards is None and seat is not None and (limits.voids or limits.part_groups):
        cards = seat.all()
    if limits.row_rules:
        rules = row_wilds.with_row_wilds(hand, limits.row_rules, rules)
    if limits.holders_name:  # the ranks named may be new since the wild rules were asked (this very call)
        named = named_ranks.holders_declare(hand)
        if named - rules.wild_ranks:
            rules = row_wilds.plus_ranks(rules, named)
    if seat is not None and limits.skipped_draws:
        rules = draw_wilds.with_draw_wilds(hand, seat, rules)
    if seat is not None and (limits.own_wilds or limits.dead_suits):
        rules = _own_cards(limits, rules, seat, cards)
    if seat is not None and own and limits.own_order:
        rules = with_own_wilds(hand, rules, seat, limits.own_order)
    if seat is not None and own and limits.by_seat:
        rank = seat_rank(hand, seat)
        if rank is not None and rank not in rules.wild_ranks:
            rules = row_wilds.plus_ranks(rules, frozenset((rank,)))
    if seat is not None and limits.by_deal:
        rules = _jokers_as_dealt(limits, rules, seat, cards)
    if cards is not None and limits.part_groups:
        rules = _with_part_groups(rules, limits.part_groups, tuple(sorted(cards)))
    if cards is not None and limits.voids and _voided(limits.voids, rules, tuple(cards)):
        rules = _no_wilds(rules)
    return rules


def own_wilds_only(hand: PlayedHand) -> bool:
    """Whether players have wilds of their own position or own cards, which the table's words
    for the wilds in force leave out ("each player's own wilds")."""
    limits = limits_of(hand)
    return limits.by_seat or bool(limits.own_order)


def _first_of(seat: Seat, suit: str | None, rank: str | None) -> Card | None:
    """The first card of the suit (or rank) the seat was dealt, as it holds its cards in the
    order they came (None: none)."""
    if suit is None and rank is None:
        raise ValueError(f"the first card of what? {seat.name}'s own wild card needs a suit or a rank")
    wanted = rank_value(rank) if rank is not None else None
    return next((h.card for h in seat.cards if not h.card.is_joker and (
        h.card.suit == suit if suit is not None else h.card.rank == wanted)), None)


def dead_cards(limits: Limits, seat) -> list[Card]:
    """The seat's cards that do not count ("None of the spades in your hand contribute to hand
    value, except the first one")."""
    dead = []
    for step in limits.dead_suits:
        first = _first_of(seat, step.suit, None) if step.keep_first else None
        dead += [c for c in seat.all() if not c.is_joker and c.suit == step.suit and c != first]
    return dead


def _own_cards(limits: Limits, rules: HandRules, seat, cards) -> HandRules:
    """`rules` with the seat's own wild cards ("The first spade you are dealt is wild") and
    its dead cards left out of the hand."""
    judged = seat.all() if cards is None else list(cards)
    wild, ranks = [], []
    for step in limits.own_wilds:
        first = _first_of(seat, step.suit, step.rank)
        if first is not None and first in judged:
            wild.append(first)
            if step.same_rank:
                ranks.append(first.rank)
    dead = [c for c in dead_cards(limits, seat) if c in judged]
    return _plus_own(rules, frozenset(wild), frozenset(ranks), frozenset(dead))


@lru_cache(maxsize=4096)
def _plus_own(rules: HandRules, wild: frozenset[Card], ranks: frozenset[int], dead: frozenset[Card]) -> HandRules:
    if wild or ranks:
        rules = rules.with_wilds(ranks=ranks, cards=wild)
    entry = Limited.dead_cards(dead)
    return rules.with_limited(entry) if dead and entry not in rules.limited else rules


def needs_live(program: Program) -> bool:
    """Whether a rule asks for live cards to win (`too_few_live` is never true without one)."""
    return bool(program.steps_of(LiveCardsToWin))


def too_few_live(hand: PlayedHand, seat) -> bool:
    """Whether the seat's hand is short of the live cards it needs to win ("You can't win
    without five live cards in hand")."""
    limits = limits_of(hand)
    if limits.live_needed is None:
        return False
    return len(seat.all()) - len(dead_cards(limits, seat)) < limits.live_needed


def _jokers_as_dealt(limits: Limits, rules: HandRules, seat, cards) -> HandRules:
    """A joker's role by how it was dealt to its holder: a bug when dealt as a bug rule says,
    wild when dealt as a wild rule says (whatever its face now). A joker neither rule covers
    has no role the rules give it: the simulator says so rather than guess."""
    held = [h for h in seat.cards if h.card.is_joker and (cards is None or h.card in cards)]
    if not held:
        return rules
    roles = set()
    for h in held:
        face = "up" if h.dealt_up else "down"
        if face == limits.joker_bug_dealt:
            roles.add("bug")
        elif face == limits.joker_wild_dealt or limits.joker_wild_dealt is None:
            roles.add("wild")
        else:
            raise ValueError(f"a joker dealt face {face} is wild only dealt face {limits.joker_wild_dealt}, and no "
                             "rule says what it is otherwise")
    if len(roles) > 1:
        raise ValueError("a player holds a joker that is wild and one that is a bug; the evaluator plays all jokers "
                         "alike")
    return _as_bugs(rules) if roles == {"bug"} else rules


@lru_cache(maxsize=256)
def _as_bugs(rules: HandRules) -> HandRules:
    return dataclasses.replace(rules, jokers="bug")


@lru_cache(maxsize=4096)
def _with_part_groups(rules: HandRules, groups: tuple[WildGroup, ...], cards: tuple[Card, ...]) -> HandRules:
    """`rules` with the wild groups found in this whole hand of `cards` (once: asked again
    with its own result, nothing changes)."""
    entry = Limited.grouped(*groups, hand=cards)
    if entry in rules.limited:
        return rules
    return rules.with_limited(*(x for x in (entry,)))


def _unique(items):
    return list(dict.fromkeys(items))


@lru_cache(maxsize=1024)
def _limited(rules: HandRules, limits: Limits) -> HandRules:
    fresh = tuple(x for x in limits.limited if x not in rules.limited)  # asked twice: added once
    changed = dataclasses.replace(
        rules, jokers="bug" if limits.joker_bugs else rules.jokers,
        bug_ranks=rules.bug_ranks | limits.bug_ranks, bug_cards=rules.bug_cards | limits.bug_cards)
    return changed.with_limited(*fresh) if fresh else changed


@lru_cache(maxsize=1024)
def _no_wilds(rules: HandRules) -> HandRules:
    return dataclasses.replace(rules, wild_ranks=frozenset(), wild_cards=frozenset())


# every play decision asks again about the same hand (a bettor's, a flipper's...): the answer
# depends on nothing but the exact cards and rules, so it is remembered
@lru_cache(maxsize=4096)
def _voided(voids: tuple[WildVoid, ...], rules: HandRules, cards: tuple[Card, ...]) -> bool:
    """Whether a `WildVoid` rule takes this hand's wild cards away ("If you do not have at
    least two wilds of different rank, none of your wild cards are wild")."""
    wild = [c for c in cards if not c.is_joker and rules.is_wild(c)]
    ranks = {c.rank for c in wild}
    for void in voids:
        named_ranks, named_cards = _void_names(void)
        named = [c for c in cards if (c.is_joker and void.jokers) or (not c.is_joker and (
            c.rank in named_ranks or str(c) in named_cards))]
        if void.when == WildVoidWhen.ONE_RANK and wild and len(ranks) < 2:
            return True
        if void.when == WildVoidWhen.MIXED_RANKS and len(ranks) > 1:
            return True
        if void.when == WildVoidWhen.HOLDS and named:
            return True
        if void.when == WildVoidWhen.HOLDS_WITH_WILD and named and any(c not in named for c in wild):
            return True
    return False


@lru_cache(maxsize=256)
def _void_names(void: WildVoid) -> tuple[frozenset[int], frozenset[str]]:
    """The ranks and the cards (as their text) a `WildVoid` rule names."""
    return frozenset(rank_value(r) for r in void.ranks), frozenset(str(Card.parse(x)) for x in void.cards)
