"""Partners in the odds' fast path (Pick a Partner: "From high card showing down to low card
showing, each player who does not yet have a partner picks one. Partners combine their
hands, ..."; "Showdown, the team with the highest hand splits the pot."), as the simulator
plays them (`mechanics.partners`).

The cards are dealt to each player, each turns up the first of their down cards (a flip of
"the top card" with no stack yet: `flips._pick`), and then, in order of the cards showing
(the highest first), each player without a partner picks one: the player whose showing
cards make the best category with the picker's own (`partners.choose_partner`, the higher
showing cards breaking a tie). The partner's cards join the picker's hand, in the order
held; at an odd table the last player plays alone. The discard of down cards after it is
made by each team's holder (the simulator players' own choice: `policies.worst`, keeping
with the up cards, as `moves.cards_to_give` asks it); it passes a player alone by when it
is as big as a hand was at the pairing (`partners.passes_by`). Stacks, flips and betting
rounds after it move no card and fold nobody (the odds' players all stay), so the showdown
is the holders' and the lone player's whole hands: the best high hand wins, and a team's
win is shared by its partners (a split pot), ties sharing between the winning hands.

Followed: deals to each player, the one flip of top cards before the pairing, antes, bets,
a stack, flips after the pairing and one discard of a fixed count of down cards; nothing
wild. Refused: any other step, a standing rule but the deck, a deck with jokers, and a
table of two (the two partners are left alone together: the hand ends before a showdown).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from dealerschoice.cards import Card, HandRules
from dealerschoice.play import policies
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Unplanned, deck_codes, plan_low_rules, plan_wild_rules
from dealerschoice.play.fast.qualify import NONE
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Ante, Bet, Deal, Deck, Discard, Flip, Showdown, Stack
from dealerschoice.rules.steps.special import Partners
from dealerschoice.rules.steps.vocab import Face, FlipSource, FlipWho, HandKind, Pot, Target

_CARDS = [Card(code) for code in range(53)]  # the players' choices read Cards, not codes
_AFTER = (Ante, Bet, Stack, Flip)  # after the pairing: steps that move no card for the showdown


@dataclass(frozen=True, slots=True)
class TeamsPlan(PlaysOwn):
    """A partners game: `dealt` cards to each seat, `flipped` of them turned up, then the
    pairing, a discard of `thrown` down cards by each team's holder (0: none)."""

    dealt: int = 0
    flipped: int = 0
    thrown: int = 0
    keep_low: HandRules | None = None  # the low wild rules a discard is chosen with (`moves.cards_to_give`)

    def play(self, seeds: range | list[int]) -> PlanCounts:
        counts = PlanCounts()
        judge = _Judge(self)
        for seed in seeds:
            winners, top, paid = judge.deal(seed)
            counts.deals += 1
            if winners:
                counts.wins[top] += 1
            counts.split += paid > 1
        return counts

    def deal(self, seed: int) -> DealOutcome:
        winners, top, _ = _Judge(self).deal(seed)
        return DealOutcome(winners, top if winners else None)


def compile_teams(program: Program, players: int) -> TeamsPlan:
    """The plan of a partners game; `Unplanned` names what it cannot follow."""
    if not program.steps_of(Partners):
        raise Unplanned("no partners step")
    if players < 3:
        raise Unplanned("partners at a table of two: the pair is left alone together before the showdown")
    for number, step in program.standing:
        if not isinstance(step, Deck):
            raise Unplanned(f"rule {number}: a standing {step.kind} rule in a partners game")
    if program.deck.jokers:
        raise Unplanned("a deck with jokers in a partners game")
    dealt = flipped = thrown = 0
    paired = shown = False
    for action in program.actions:
        for step in action.steps:
            where = f"rule {action.number}"
            kind = type(step)
            if isinstance(step, Deal) and kind is Deal and not paired and _dealt_down(step):
                dealt += step.count
            elif isinstance(step, Flip) and kind is Flip and not paired and _top_flip(step):
                flipped += step.count or 0
            elif kind is Partners and not paired and flipped:
                paired = True
            elif isinstance(step, Discard) and kind is Discard and paired and not thrown and _fixed_down(step):
                thrown = step.count or 0
            elif isinstance(step, Showdown) and kind is Showdown and paired and not shown:
                if step.pot != Pot.HIGH or step.hand != HandKind.BEST or step.split_with != "team":
                    raise Unplanned(f"{where}: a {step.pot} showdown of the {step.hand} hand in a partners game")
                shown = True
            elif kind is Ante or (kind in _AFTER and paired and not shown and not _moves_cards(step)):
                continue
            else:
                raise Unplanned(f"{where}: a {step.kind} step in a partners game")
    if not shown:
        raise Unplanned("no team showdown the plan can play")
    if flipped > dealt or thrown > 2 * (dealt - flipped) or (thrown < dealt and thrown > dealt - flipped):
        raise Unplanned("a flip or discard of more down cards than a hand holds")
    deck = deck_codes(program.deck)
    if dealt * players > len(deck):
        raise Unplanned(f"{dealt * players} cards dealt from a deck of {len(deck)}")
    rules = plan_wild_rules(program, players)
    if not rules.plain():
        raise Unplanned("wild cards in a partners game")
    seats = tuple((tuple(range(s * dealt, (s + 1) * dealt)),) for s in range(players))
    showdown = program.steps_of(Showdown)[0]
    return TeamsPlan(players, deck, seats, rules, True, showdown.tie_pays, qualify=NONE, dealt=dealt,
                     flipped=flipped, thrown=thrown, keep_low=plan_low_rules(program, players))


def _dealt_down(step: Deal) -> bool:
    return step.condition is None and step.to == Target.EACH and step.face == Face.DOWN


def _top_flip(step: Flip) -> bool:
    """Each player's first down cards turned up ("the top card of their stack", no stack yet)."""
    return (step.who == FlipWho.EACH and step.source == FlipSource.TOP and step.stack is None and bool(step.count)
            and not step.optional and step.until is None)


def _fixed_down(step: Discard) -> bool:
    """A discard of a fixed count of down cards, each player's own choice of them."""
    return (step.which == "down" and bool(step.count) and not step.up_to and not step.choices and step.most is None
            and step.order is None)


def _moves_cards(step) -> bool:
    """A flip after the pairing that deals, moves or buys a card (the showdown's cards would change)."""
    return isinstance(step, Flip) and (step.deal_instead_at is not None
                                       or step.source in (FlipSource.TOP_TO_HAND, FlipSource.DISCARDS))


class _Judge:
    """One plan's deals: the pairing, the discards and the showdown, each choice remembered by its cards."""

    def __init__(self, plan: TeamsPlan):
        self.plan = plan
        self.score = scorer(plan.rules, plan.deck, 2 * plan.dealt)
        self.rules: HandRules = plan.rules
        self.categories: dict[tuple[int, ...], int] = {}
        self.thrown: dict[tuple, tuple[int, ...]] = {}

    def deal(self, seed: int) -> tuple[tuple[int, ...], int, int]:
        """(winning seats from 1, their score, how many seats the pot paid) of one deal."""
        plan = self.plan
        rng = random.Random(seed)
        x = list(plan.deck)
        rng.shuffle(x)
        n, size, up = plan.players, plan.dealt, plan.flipped
        # each seat's cards in the order held: [code, up]; the first `up` down cards turned up
        hands = [[[x[s * size + i], i < up] for i in range(size)] for s in range(n)]
        showing = [tuple(sorted((h[0] for h in hand if h[1]), reverse=True)) for hand in hands]
        order = sorted(range(n), key=lambda s: showing[s], reverse=True)  # stable: ties in seat order
        partner: dict[int, int] = {}
        alone = None
        for seat in order:
            if seat in partner:
                continue
            free = [s for s in order if s != seat and s not in partner]
            if not free:
                alone = seat
                continue
            known = [h[0] for h in hands[seat]]
            other = max(free, key=lambda o: (self._category(known + [h[0] for h in hands[o] if h[1]]), showing[o]))
            partner[seat], partner[other] = other, seat
            hands[seat].extend(hands[other])
            hands[other] = []
        for seat in range(n):  # the discard, seat by seat: holders, and a player alone where it reaches them
            if not hands[seat] or not plan.thrown or (seat == alone and plan.thrown >= size):
                continue
            self._discard(hands[seat])
        scores = {s: self.score(tuple(h[0] for h in hand)) for s, hand in enumerate(hands) if hand}
        top = max(scores.values())
        winners = tuple(s + 1 for s, v in scores.items() if v == top)
        if len(winners) > 1 and not plan.tie_pays:
            return (), top, 0
        paid = len(winners) + sum(1 for s in winners if s - 1 in partner)
        return winners, top, paid

    def _category(self, codes: list[int]) -> int:
        key = tuple(sorted(codes))
        found = self.categories.get(key)
        if found is None:
            found = self.categories[key] = policies.category([_CARDS[c] for c in codes], self.rules)
        return found

    def _discard(self, hand: list[list]) -> None:
        """The holder's discard of the plan's count of down cards (`policies.worst`, kept with the up cards)."""
        down = [h[0] for h in hand if not h[1]]
        kept_up = [h[0] for h in hand if h[1]]
        key = (tuple(down), tuple(kept_up))
        gone = self.thrown.get(key)
        if gone is None:
            gone = self.thrown[key] = tuple(int(c) for c in policies.worst(
                [_CARDS[c] for c in down], self.plan.thrown, [_CARDS[c] for c in kept_up], self.rules, "high",
                self.plan.keep_low, ranked=None))
        left = list(gone)
        for held in list(hand):
            if not held[1] and held[0] in left:
                left.remove(held[0])
                hand.remove(held)
