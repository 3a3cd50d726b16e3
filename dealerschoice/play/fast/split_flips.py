"""Flip games whose high hand splits the pot with the split card (Wrigley Field, Black Mariah,
Witch): stud games where cards dealt up set off rules (buys, folds, wilds that follow,
redeals), played by a flip plan (`flips`), with "Showdown, high hand splits the pot with the
split-card" and a rule naming the card.

The deal plays as the flip plan of the game without its split card plays it
(`flip_turns.FlipPlayer`); at each showdown, the players still in who hold the split card
take half the pot (`showdown.split_with_card`), found on the cards as play left them: which
are up (a card in the hole is one still face down) and who folded. The odds count a pot paid
to more than one player as a split: the high winners and the holders together.

Refused: a split card that a count of cards dealt up, a board spot or an own wild decides,
a split card in a game that settles with its losers (a holder paid a share has not lost),
and what the flip plan refuses.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass

from dealerschoice.cards import Card
from dealerschoice.cards.cards import JOKER_CODE, SUITS
from dealerschoice.play.fast.flip_showdown import CODE, UP
from dealerschoice.play.fast.flip_turns import FlipPlayer, _Deal
from dealerschoice.play.fast.flips import SHOWDOWN, FlipPlan, compile_flips
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts
from dealerschoice.play.fast.split_card import SPLIT_CARD, without_split_card
from dealerschoice.play.mechanics.split_card import SPLIT_RULES
from dealerschoice.play.program import Program
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps import RuleStep, Settle, Showdown, SplitCard
from dealerschoice.rules.steps.split_cards import HoleSplitCard, NamedSplitCard, SplitCardByTable
from dealerschoice.rules.steps.vocab import HighLow, Pot

_FOLLOWED = (SplitCard, NamedSplitCard, HoleSplitCard, SplitCardByTable)


@dataclass(frozen=True, slots=True)
class SplitFlipPlan(FlipPlan):
    """A flip plan whose high hand splits the pot with the split card's holder."""

    rule: RuleStep | None = None  # the rule naming the split card

    def play(self, seeds: range | list[int]) -> PlanCounts:
        """One deal per seed, counted as `flip_deals.play_flips` counts them, the split card's half a split."""
        player = SplitFlipPlayer(self)
        counts = PlanCounts()
        for seed in seeds:
            x = list(self.deck)
            rng = random.Random(seed)
            rng.shuffle(x)
            found = player.deal(x, rng)
            counts.deals += 1
            counts.forced_players += found.folds
            counts.forced += found.folds > 0
            if not found.showdowns:
                counts.no_showdown += 1
                continue
            for winners, score, wild in found.showdowns:
                if winners:
                    counts.wins[score] += 1
                    counts.wild += wild
            counts.split += any(len(paid) > 1 for paid in player.paid)
        return counts

    def deal(self, seed: int) -> DealOutcome:
        """The last showdown's high winners and score, as `flip_deals.flip_outcome` gives them."""
        x = list(self.deck)
        rng = random.Random(seed)
        rng.shuffle(x)
        found = SplitFlipPlayer(self).deal(x, rng)
        return DealOutcome(found.winners, found.score)


class SplitFlipPlayer(FlipPlayer):
    """A flip plan's player that also finds who holds the split card at each showdown;
    `paid`: each showdown's seats paid (from 1) of the last deal played."""

    plan: SplitFlipPlan

    def __init__(self, plan: SplitFlipPlan):
        super().__init__(plan)
        self.paid: list[tuple[int, ...]] = []

    def deal(self, x, rng=None):
        self.paid = []
        return super().deal(x, rng)

    def _op(self, d: _Deal, op: tuple) -> int | None:
        jump = super()._op(d, op)
        if op[0] == SHOWDOWN:
            winners = d.shown[-1][0]
            holders = flip_holders(self.plan.rule, d) if winners else ()
            self.paid.append(tuple(sorted(set(winners) | set(holders))))
        return jump


def compile_split_flips(program: Program, players: int) -> SplitFlipPlan:
    """The flip plan of a game split with the split card; `Unplanned` names what it cannot follow."""
    rule = next((s for kind in SPLIT_RULES for s in program.steps_of(kind)), None)
    if rule is None:
        raise Unplanned("no split card rule")
    if not isinstance(rule, _FOLLOWED):
        raise Unplanned(f"a {rule.kind} rule in a flip game (a count of up cards, a layout or wilds decide it)")
    showdowns = program.steps_of(Showdown)
    if [type(s) for s in showdowns] != [Showdown] or showdowns[0].split_with != SPLIT_CARD \
            or showdowns[0].pot != Pot.HIGH:
        raise Unplanned("a split card rule without one high showdown split with the split card")
    if program.steps_of(Settle):
        raise Unplanned("a split card in a game that settles with its losers")
    flips = compile_flips(without_split_card(program), players)
    values = {f.name: getattr(flips, f.name) for f in dataclasses.fields(FlipPlan)}
    return SplitFlipPlan(**values, rule=rule)


def flip_holders(rule: RuleStep | None, d: _Deal) -> tuple[int, ...]:
    """The seats (from 1) still in holding the split card, as `split_card._holders` finds them
    on the table: each card held is [code, up, ...], the table's [code, up]."""
    seats = [(s + 1, cards) for s, cards in enumerate(d.seats) if not d.folded[s]]
    if isinstance(rule, NamedSplitCard):
        named = {int(Card.parse(c)) for c in rule.cards}
        hole = rule.hole
        return tuple(n for n, cards in seats if any(h[CODE] in named and not (hole and h[UP]) for h in cards))
    if isinstance(rule, HoleSplitCard):
        held = [(h[CODE] // 4 + 2, n) for n, cards in seats for h in cards if not h[UP] and h[CODE] != JOKER_CODE]
        if not held:
            return ()
        rank = (min(held) if rule.rank == HighLow.LOW else max(held))[0]
        found = tuple(sorted({n for r, n in held if r == rank}))
        return () if len(found) > 1 and rule.tie_none else found
    if isinstance(rule, SplitCardByTable):
        if not d.board or d.board[-1][0] == JOKER_CODE:
            return ()
        last = d.board[-1][0]
        end = HighLow.HIGH if last // 4 + 2 >= rank_value(rule.at_least) else HighLow.LOW
        return _suit_end(seats, last % 4, end, False)
    assert isinstance(rule, SplitCard), f"compile_split_flips follows {_FOLLOWED}, not {rule!r}"
    if rule.suit is not None:
        return _suit_end(seats, SUITS.index(rule.suit), HighLow(rule.rank), rule.hole)
    at = rule.table_card - 1
    if not 0 <= at < len(d.board) or d.board[at][0] == JOKER_CODE:
        return ()
    return _suit_end(seats, d.board[at][0] % 4, HighLow(rule.rank), rule.hole)


def _suit_end(seats, suit: int, end: HighLow, hole: bool) -> tuple[int, ...]:
    """The holder of the high (low) card of a suit (`split_card._suit_end`); the lowest seat on a tie."""
    held = [(h[CODE] // 4 + 2, n) for n, cards in seats for h in cards
            if h[CODE] != JOKER_CODE and h[CODE] % 4 == suit and not (hole and h[UP])]
    if not held:
        return ()
    return ((min(held) if end == HighLow.LOW else max(held))[1],)
