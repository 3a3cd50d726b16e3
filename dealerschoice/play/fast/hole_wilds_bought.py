"""Plans for fixed deals whose wild cards are wild only as their holder holds them, some for a
price: "Threes are wild in the hole. If you get one face up you must pay ante to make it wild"
(Three Six Nine: `Wild.hole_only`, `up_only`, `cost`).

Where nobody chooses a card and nothing turns over, a card is held as it was dealt, so which
of a seat's cards a held-only rule makes wild is fixed by the deal (`held_wilds.held_wilds`:
down for "in the hole", up for "face up", dealt so for `dealt_face`). A rule with a price is
wild for nobody until the showdown, where each player buys it, rule by rule in the order
written, when it improves their hand (`showdown._buy_wilds`: the high key of all their cards
with it against without it, the rules bought before kept); the price moves chips only, which
no winner depends on. The seat's hand is then judged under the wild cards it holds so and has
bought (`wilds.wild_rules`: the union of every rule's cards), on integers (`run.scorer`; a low
by `lows.low_judge`) and settled as a fixed plan's deal (`hole_wilds_deal.settle`).

Followed: rank and card wilds held so, with or without a price, for high and low hands alike,
in games of one hand of a seat's own cards (no table card, no Use rule: a price is judged on
all of a seat's cards, a hand on its group), every other rule as the fixed plan
(`plan.compile_plan`) follows it. Refused: any other wild rule beside them, and jokers named.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from dealerschoice.cards import HandRules
from dealerschoice.cards.cards import CARD_BY_CODE, JOKER_CODE
from dealerschoice.play.fast.hole_wilds_deal import settle
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import PLAIN_WILD, WILD_DEFAULTS, Plan, Unplanned, compile_plan, lay_deal
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, seat_getters, shuffler
from dealerschoice.play.fast.wilds_deal import Judging, check_ranking
from dealerschoice.play.program import Program
from dealerschoice.play.wild_basics import hand_rules, named_cards, named_ranks
from dealerschoice.play.wilds import held_only
from dealerschoice.rules.steps import Deal, Flip, Wild
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.vocab import Face, Target
from dealerschoice.rules.steps.vocab_wild import WildHands, WildSource

# the fields a held wild may set beyond a written-out wild's
_HELD_FIELDS = PLAIN_WILD | {"hole_only", "up_only", "dealt_face", "cost", "cost_times", "per_player"}


@dataclass(frozen=True, slots=True)
class HeldWild:
    """A rule's wild cards: those of `named` (codes) a seat holds face `up` (True), down
    (False) or either (None); `bought`: only once paid for, where that improves the hand."""

    named: frozenset[int]
    up: bool | None
    bought: bool

    def held(self, codes, ups) -> frozenset[int]:
        """The seat's cards (codes, each dealt face up or not: `ups`) this rule makes wild."""
        up = self.up
        return frozenset(c for c, u in zip(codes, ups) if c in self.named and (up is None or u == up))


@dataclass(frozen=True, slots=True)
class BoughtWildPlan(PlaysOwn):
    """A fixed plan of one group a seat, its cards wild as held (`held`: the rules in the
    order written); `ups`: per seat, whether each card of its group was dealt face up."""

    held: tuple[HeldWild, ...] = ()
    ups: tuple[tuple[bool, ...], ...] = ()

    def play(self, seeds: range | list[int]) -> PlanCounts:
        table = BoughtTable(self)
        shuffle = shuffler(self.deck, table.used)
        counts = PlanCounts()
        for seed in seeds:
            settle(self, counts, table.seats(shuffle(seed)))
        return counts

    def deal(self, seed: int) -> DealOutcome:
        return settle(self, PlanCounts(), BoughtTable(self).seats(shuffler(self.deck, len(self.deck))(seed)))


def compile_bought_wilds(program: Program, players: int) -> BoughtWildPlan:
    """The plan of a fixed deal whose wilds are wild as held, or bought; `Unplanned` names
    what it cannot follow.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Held", (), (), (Rule(1, "Deal one card down to each player.", 5),
    ...     Rule(2, "Deal one card face up to each player.", 6), Rule(3, "Showdown, high hand wins.", 7),
    ...     Rule(4, "Fives are wild in the hole. If you get one face up you must pay ante to make it wild.", 8)),
    ...     None, Source("x", 1))
    >>> plan = compile_bought_wilds(game_program(game), 2)
    >>> plan.seats, plan.ups, [(h.up, h.bought) for h in plan.held]
    ((((0, 2),), ((1, 3),)), ((False, True), (False, True)), [(False, False), (True, True)])
    """
    wilds = [(n, s) for n, s in program.standing if isinstance(s, Wild)]
    if not any(held_only(s) or s.cost is not None for _, s in wilds):
        raise Unplanned("no wild held face up or down, or bought")
    held = tuple(_held(n, s) for n, s in wilds)
    kept = tuple((n, s) for n, s in program.standing if not isinstance(s, Wild))
    base = compile_plan(Program(program.game, program.actions, kept, program.notes), players)
    if type(base) is not Plan:
        raise Unplanned("held wilds in a game of choices")
    if any(len(groups) != 1 for groups in base.seats) or any(
            isinstance(s, Deal) and s.to == Target.TABLE for a in program.actions for s in a.steps):
        raise Unplanned("held wilds beside table cards or a Use rule (a price is judged on all of a seat's cards)")
    check_ranking(program, players)
    up = _dealt_up(program, players)
    values = {f.name: getattr(base, f.name) for f in dataclasses.fields(Plan)}
    values.update(plain=False)  # cards are wild for some hands: not the base plan's plain rules
    return BoughtWildPlan(**values, held=held,
                          ups=tuple(tuple(p in up for p in groups[0]) for groups in base.seats))


def _held(number: int, step: Wild) -> HeldWild:
    """A wild rule as held and bought; `Unplanned` for one of another kind."""
    moved = [f for f, default in WILD_DEFAULTS.items() if f not in _HELD_FIELDS and getattr(step, f) != default]
    if step.source not in (WildSource.RANK, WildSource.CARD) or moved or step.jokers:
        raise Unplanned(f"rule {number}: a {step.source} wild beside held wilds"
                        + (f" with {', '.join(moved)}" if moved else "") + (" of jokers" if step.jokers else ""))
    ways = step.up_only + step.hole_only + (step.dealt_face is not None)
    if ways != 1:
        raise Unplanned(f"rule {number}: a wild {'held any way' if not ways else 'held two ways'} beside held wilds")
    if step.hands != WildHands.ANY:
        raise Unplanned(f"rule {number}: a held wild for {step.hands} hands only")
    ranks, cards = named_ranks(step.ranks), named_cards(step.cards)
    named = frozenset(c for c in range(JOKER_CODE) if (c >> 2) + 2 in ranks or CARD_BY_CODE[c] in cards)
    return HeldWild(named, step.up_only or step.dealt_face == Face.UP, step.cost is not None)


def _dealt_up(program: Program, players: int) -> set[int]:
    """The deck places dealt face up to the players, as the fixed plan lays the deals (`plan.lay_deal`)."""
    own: list[list[int]] = [[] for _ in range(players)]
    up: set[int] = set()
    top = 0
    for action in program.actions:
        for step in action.steps:
            if isinstance(step, (Flip, TurnDown)):
                raise Unplanned(f"rule {action.number}: a {step.kind} step beside held wilds (a card held another way)")
            if isinstance(step, Deal):
                before = [len(cards) for cards in own]
                top = lay_deal(step, own, [], top)
                if step.face == Face.UP:
                    up.update(p for cards, n in zip(own, before) for p in cards[n:])
    return up


class BoughtTable:
    """One run of a plan's deals: each seat's picker, and the scorers and low judges of the
    rules met (`wilds_deal.Judging`)."""

    def __init__(self, plan: BoughtWildPlan):
        self.plan = plan
        self.pickers = [groups[0] for groups in seat_getters(plan)]
        self.used = 1 + max(i for groups in plan.seats for g in groups for i in g)
        self.judging = Judging(plan.deck, plan.qualify, max(len(groups[0]) for groups in plan.seats))
        self.free = tuple(h for h in plan.held if not h.bought)
        self.bought = tuple(h for h in plan.held if h.bought)
        self.high = plan.low_rules is None or plan.high_low
        self.low = plan.low_rules is not None

    def rules_of(self, codes, ups) -> HandRules:
        """A seat's rules: the cards its free rules make wild, and those of each priced rule it
        buys, in order, where its high score with them beats its score without."""
        wild: frozenset[int] = frozenset().union(*(h.held(codes, ups) for h in self.free))
        score = self.judging.score
        rules = _rules(wild)
        for rule in self.bought:
            more = rule.held(codes, ups) - wild
            if more:
                better = _rules(wild | more)
                if score(better, codes) > score(rules, codes):
                    wild, rules = wild | more, better
        return rules

    def seats(self, x: list[int]):
        """Per seat: its high (score, cards, rules; None: no high side) and its low Hand."""
        judging = self.judging
        out = []
        for pick, ups in zip(self.pickers, self.plan.ups):
            codes = pick(x)
            rules = self.rules_of(codes, ups)
            best = (judging.score(rules, codes), codes, rules) if self.high else None
            out.append((best, judging.low_of(rules, codes) if self.low else None))
        return out


def _rules(wild: frozenset[int]) -> HandRules:
    """The rules of a hand playing these cards (codes) wild, as `wilds.wild_rules` makes them."""
    return hand_rules(frozenset(), frozenset(CARD_BY_CODE[c] for c in wild))
