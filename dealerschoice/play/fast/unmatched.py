"""Plans for games won by the highest unmatched hole card (Shootout): "The highest unmatched
hole card wins the pot. If no one has a unique card, redeal."

What the odds count of such a game: that a deal was played, and nothing else. A showdown
won by one card is no poker hand's win (`odds._tally_deal` skips it), one player takes the
pot (no split), and where forced rules only cost chips (`forced`) nobody is forced out; a
deal in which nobody holds a unique card is dealt again, and again shows down so. So a plan
counts its deals without playing them (`play`), once its compilation has made sure that no
deal can fail: every rule is one it follows, and the deck holds every card dealt.

To prove it the same as the simulator, seed for seed, `deal` plays a deal move for move:
each player throws away what their policy gives up (`policies.worst`, keeping for a high
hand), stacks the rest to hide their strength (`policies.hide_order`), turns up the top of
the stack; the hole cards are the cards still face down (`cards.highest_unmatched`), the
winner's hand the best of all their cards. With no unique card the cards are gathered as
`Table.gather` gathers them (the deck left, each seat's cards in the order held, the
discards) and shuffled by the table's own random numbers, at most `simulate.MAX_DEALS` deals.

Refused: cards dealt face up or to the table, unseen cards, discards with a choice of how
many, several stacks or cards aside, flips but each player's top card, forced rules that may
fold a player, and any other rule.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from dealerschoice.cards import HandRules, highest_unmatched
from dealerschoice.cards.cards import CARD_BY_CODE
from dealerschoice.play import policies
from dealerschoice.play.fast.forced import not_only_chips
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Unplanned, deck_codes
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Ante, Bet, Deal, Deck, Discard, Flip, Redeal, RuleStep, Showdown, Stack, Wild
from dealerschoice.rules.steps.special import Forced
from dealerschoice.rules.steps.vocab import AnteMode, Face, FlipSource, Pot, Target

UNMATCHED = "unmatched-hole-card"  # `Showdown.hand` of a showdown won by the highest unmatched hole card
NO_UNIQUE = "no-unique-card"       # `Redeal.when`: deal again when nobody holds one
DEAL, DISCARD, STACK, FLIP = "deal", "discard", "stack", "flip"
_FOLLOWED = frozenset({Deal, Discard, Stack, Flip, Bet, Ante, Redeal, Showdown})


@dataclass(frozen=True, slots=True)
class UnmatchedPlan(PlaysOwn):
    """A game won by the highest unmatched hole card: `moves` played on the shuffled deck,
    again (at most `max_deals` deals) when nobody holds a unique card. Its `seats` are the
    positions first dealt (a seat's cards after its throws are known only in play); `rules`
    the wild cards for the players' choices and the winner's hand."""

    moves: tuple[tuple, ...] = ()      # (DEAL, count) | (DISCARD, count) | (STACK,) | (FLIP,), in order
    keep_low: HandRules | None = None  # the low wild rules the players' choices are given beside the high
    redeals: bool = False              # no unique card deals again (else nobody wins)
    max_deals: int = 1

    def play(self, seeds: range | list[int]) -> PlanCounts:
        """Every deal counted as played, and nothing more (see the module's words)."""
        return PlanCounts(deals=len(seeds))

    def deal(self, seed: int) -> DealOutcome:
        return unmatched_deal(self, seed)


def compile_unmatched(program: Program, players: int) -> UnmatchedPlan:
    """The plan of a game won by the highest unmatched hole card; `Unplanned` names what it cannot follow."""
    showdowns = program.steps_of(Showdown)
    if not showdowns or any(s.hand != UNMATCHED or s.pot != Pot.HIGH for s in showdowns) or len(showdowns) != 1:
        raise Unplanned("no showdown of the highest unmatched hole card, or another showdown")
    for number, standing in program.standing:
        if isinstance(standing, Forced):
            why = not_only_chips(standing)
            if why:
                raise Unplanned(f"rule {number}: a forced rule that {why}")
        elif not isinstance(standing, (Deck, Wild)) or (isinstance(standing, Wild) and standing.source not in
                                                        ("rank", "card")):
            raise Unplanned(f"rule {number}: a standing {standing.kind} rule beside an unmatched hole card")
    moves: list[tuple] = []
    redeals = False
    dealt = 0
    for action in program.actions:
        for step in action.steps:
            move = _move(step, f"rule {action.number}")
            if move is not None:
                moves.append(move)
                dealt += move[1] * players if move[0] == DEAL else 0
            redeals = redeals or (type(step) is Redeal and step.when == NO_UNIQUE)
    if not any(m[0] == DEAL for m in moves):
        raise Unplanned("no cards dealt to the players")
    deck = deck_codes(program.deck)
    if dealt > len(deck):
        raise Unplanned(f"{dealt} cards dealt from a deck of {len(deck)}")
    from dealerschoice.play.simulate import MAX_DEALS, PlayedHand  # the simulator imports the odds

    probe = PlayedHand(program, players, 0)
    seat = probe.table.seats[0]
    rules = probe.rules_for(seat, "high", [])
    each = sum(m[1] for m in moves if m[0] == DEAL)
    seats = tuple((tuple(range(s * each, (s + 1) * each)),) for s in range(players))  # as if dealt at once
    return UnmatchedPlan(players, deck, seats, rules, rules.plain() and not program.deck.jokers, True,
                         moves=tuple(moves), keep_low=probe.rules_for(seat, "low", []), redeals=redeals,
                         max_deals=MAX_DEALS)


def _move(step: RuleStep, where: str) -> tuple | None:
    """The move a step makes (None: it moves no card); `Unplanned` for one the plan cannot follow."""
    refused = Unplanned(f"{where}: a {step.kind} step beside an unmatched hole card")
    if type(step) not in _FOLLOWED:  # the very types: a subclass is another step with its own handler
        raise refused
    if isinstance(step, Deal):
        if step.to == Target.EACH and step.face == Face.DOWN and step.condition is None:
            return (DEAL, step.count)
    elif isinstance(step, Discard):
        if step.count and step.low == step.high == step.count and not step.up_to and not step.choices \
                and step.which in ("any", "down"):
            return (DISCARD, step.count)
    elif isinstance(step, Stack):
        if step.stacks == 1 and step.size is None and not step.sides:
            return (STACK,)
    elif isinstance(step, Flip):
        if step.who == "each" and step.source == FlipSource.TOP and step.count == 1 and step.until is None \
                and step.stack is None and not step.table_counts:
            return (FLIP,)
    elif isinstance(step, Ante):
        if step.mode in (AnteMode.ANTE, AnteMode.NONE):
            return None
    elif isinstance(step, Redeal):
        if step.when == NO_UNIQUE:
            return None
    else:  # a bet, the showdown: no card moves
        return None
    raise refused


def unmatched_deal(plan: UnmatchedPlan, seed: int) -> DealOutcome:
    """One deal played move by move: the winner and the score of their best hand of all their cards."""
    rng = random.Random(seed)
    x = list(plan.deck)
    rng.shuffle(x)
    score = scorer(plan.rules, plan.deck, sum(m[1] for m in plan.moves if m[0] == DEAL))
    deals = 1
    while True:
        hands, ups, muck, top = _played(plan, x)
        hole = {s + 1: [CARD_BY_CODE[c] for c, up in zip(cards, shown) if not up]
                for s, (cards, shown) in enumerate(zip(hands, ups))}
        found = highest_unmatched(hole)
        if found is not None:
            return DealOutcome((found[0],), score(tuple(hands[found[0] - 1])))
        if not plan.redeals or deals >= plan.max_deals:
            return DealOutcome((), None)
        deals += 1
        x = x[top:] + [c for cards in hands for c in cards] + muck
        rng.shuffle(x)


def _played(plan: UnmatchedPlan, x: list[int]) -> tuple[list[list[int]], list[list[bool]], list[int], int]:
    """(each seat's cards in the order held, which are up, the discards in the order thrown, the
    next deck position) after the moves."""
    n = plan.players
    hands: list[list[int]] = [[] for _ in range(n)]
    ups: list[list[bool]] = [[] for _ in range(n)]
    muck: list[int] = []
    top = 0
    for move in plan.moves:
        if move[0] == DEAL:
            for s in range(n):
                hands[s].extend(x[top:top + move[1]])
                ups[s].extend([False] * move[1])
                top += move[1]
        elif move[0] == DISCARD:
            for s in range(n):
                cards = [CARD_BY_CODE[c] for c in hands[s]]
                for card in policies.worst(cards, move[1], [], plan.rules, "high", plan.keep_low):
                    at = hands[s].index(int(card))
                    del hands[s][at], ups[s][at]
                    muck.append(int(card))
        elif move[0] == STACK:
            for s in range(n):
                down = [c for c, up in zip(hands[s], ups[s]) if not up]
                shown = [c for c, up in zip(hands[s], ups[s]) if up]
                ordered = [int(c) for c in policies.hide_order([CARD_BY_CODE[c] for c in down], [CARD_BY_CODE[c] for c in shown],
                                                               plan.rules)]
                hands[s] = shown + ordered
                ups[s] = [True] * len(shown) + [False] * len(ordered)
        else:
            for s in range(n):
                if False in ups[s]:
                    ups[s][ups[s].index(False)] = True
    return hands, ups, muck, top

