"""Draw plans whose wild cards are read from the very hand ("Pairs of the same color are wild",
"Consecutive cards of the same suit are wild", "Your low card is wild for you"): each choice
and each hand judged under the rules the simulator gives those cards.

In the simulator every choice a player makes asks the wild rules of the cards they hold then
(`moves`: `hand.rules_for(seat)` for a discard or a pass, `rules_for(seat, cards=known)` for
the side they play for, `rules_for(seat, "high", cards)` for a declaration) and the showdown
asks them of each group judged (`judge.hands_of`). Where the rules read nothing but those
cards (no holder's face-up or hole cards, no card turned up before, no table card), a draw
plan's deal (`draw_play.deal_out`) can ask them too: each seat's choice is made as a
`draw_play.Stage` makes it, under the seat's own rules (the simulator players' functions,
`choosing`, `declares`), remembered by rules, up to `_STAGES_KEPT`; the showdown scores each group under
its rules (`wilds_deal`'s scorers). The rules are the simulator's own (`PlayedHand.rules_for`
on a probe hand, with `wild_play.with_limits`: a void of wilds is read from the cards too).

Followed: a draw plan's deals, discards, draws and passes, one group per seat (no table cards),
a high showdown or a declared high-low split (`declares`); wilds written out, of the hand's
low or high card, of a suited run, a pair of one colour, the hand's size, ranks needing other
cards held, voids, limited wilds (a card counting as several too), wild groups (cards that
count together as one wild, sets held); where the wild cards of a hand are those of its
suits, ranks or colours, the rules are asked part by part (`wild_colours`). A game of deals
alone and a declaration (a draw plan for its declaration) is followed with any wild a fixed deal's plan
follows (`wilds_plan`): its deals are put in front of the probe as
dealt, rules on cards dealt up fired (`wilds_deal.Probe`), before the declaration and the
showdown ask the rules; where players flip cards too (which the draw plan leaves out, and the
probe does not follow), only rules reading the cards as dealt ("your low hole card"). Refused: any other op or showdown, and wilds reading more than the cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, fields

from dealerschoice.cards.cards import CARD_BY_CODE
from dealerschoice.play.fast.choosing import leaner, passer, thrower
from dealerschoice.play.fast.declares import declared_deal, declarer
from dealerschoice.play.fast.draw_ops import DEAL, DISCARD, DRAW, PASS, DrawPlan, move_passes
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, shuffler, uses_wild
from dealerschoice.play.fast.wild_colours import PartRules, parts_of
from dealerschoice.play.fast.wilds_deal import Judging, Probe, count_win
from dealerschoice.play.mechanics.wild_play import playable
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Flip, RuleStep, Wild
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.vocab import LimitedAs
from dealerschoice.rules.steps.vocab_wild import WildHands, WildSource
from dealerschoice.rules.steps.wild import HeldSetWild, LimitedWild, WildCombo, WildVoid

# sources whose answer is a function of the cards judged alone (`wilds._ranks` reads `cards`)
_HAND_SOURCES = frozenset({WildSource.RANK, WildSource.CARD, WildSource.LOW_CARD, WildSource.HIGH_CARD,
                           WildSource.SUITED_RUN, WildSource.COLOR_PAIR, WildSource.HAND_SIZE})
_STAGES_KEPT = 4096  # rules met whose choices a run of deals keeps
_OPS = (DEAL, DISCARD, DRAW, PASS)


def reads_cards_only(step: RuleStep) -> bool:
    """Whether a standing wild rule's answer depends on the cards judged alone."""
    if isinstance(step, (WildVoid, WildCombo, HeldSetWild)):  # voids, and wild groups the same for every hand
        return True
    if isinstance(step, LimitedWild):  # the same for every hand ("Each one-eyed jack can count as any two cards")
        return playable(step)
    if not isinstance(step, Wild) or step.source not in _HAND_SOURCES or step.cost is not None:
        return False
    return not (step.hole_only or step.up_only or step.dealt_face is not None or step.per_row
                or step.skipped_draw is not None or step.among_suit is not None)


@dataclass(frozen=True, slots=True)
class HandWildDraws(PlaysOwn):
    """A draw plan (`base`) whose seats choose and are judged under the wild rules of their
    own cards; the fixed plan's fields are the base's (`seats`: each seat's one group of
    places in its cards, as the base's `groups`)."""

    base: DrawPlan | None = None
    program: Program | None = None
    # a game of deals alone (and a declaration): its deals as `WildPlan.moves`, put in front
    # of the probe each deal so that its rules read the cards as dealt (None: the rules read the hand only)
    moves: tuple[tuple[bool, int, bool], ...] | None = None
    dealer_names: bool = False  # the dealer names a wild rank after the shuffle (`simulate.new_deal`)

    def play(self, seeds: range | list[int]) -> PlanCounts:
        deals = DrawnDeals(self)
        counts = PlanCounts()
        for seed in seeds:
            deals.deal(seed, counts)
        return counts

    def deal(self, seed: int) -> DealOutcome:
        return DrawnDeals(self).deal(seed, PlanCounts())


def compile_hand_wild_draws(program: Program, players: int, base: DrawPlan, followed) -> HandWildDraws:
    """The plan of a draw game whose wilds read the hand, or of a game of deals and a
    declaration whose wilds read play (`_replayed`); `Unplanned` names what it cannot follow."""
    from dealerschoice.play.mechanics.wild_play import Limits, game_limits

    replayed = all(op[0] == DEAL for op in base.ops)
    flips = any(isinstance(step, (Flip, TurnDown)) for action in program.actions for step in action.steps)
    for _, step in followed:
        if replayed and _replayed(step) and (not flips or _as_dealt(step)) or _dealers(step):
            continue
        if isinstance(step, Wild) and not reads_cards_only(step):
            article = "an" if str(step.source)[0] in "aeiou" else "a"
            raise Unplanned(f"{article} {step.source} wild reading more than the cards held, in a game of choices")
        if not reads_cards_only(step):
            raise Unplanned(f"a {step.kind} rule that reads more than the cards held, in a game of choices")
    limits = game_limits(program)  # what `with_limits` adds reads no more than the cards
    if not replayed and Limits(limits.joker_bugs, limits.bug_ranks, limits.bug_cards, limits.limited,
                               limits.voids) != limits:
        raise Unplanned("limits on wilds beside wilds read from the hand, in a game of choices")
    if any(op[0] not in _OPS or (op[0] == DISCARD and (op[1] or op[4])) for op in base.ops):
        raise Unplanned("a table deal, flip, stack or discard of every card beside wilds read from the hand")
    if base.low or base.high_low or base.refills or base.neighbour_shares or base.tracks_up or base.board_rules \
            or len(base.groups) != 1 or base.whole_hands:
        raise Unplanned("a low or cards-speak showdown, a refill, a shared pot or several hands beside wilds "
                        "read from the hand")
    from dealerschoice.play.fast.wilds_deal import check_ranking  # the probe's own answer

    check_ranking(program, players)
    return HandWildDraws(players, base.deck, (base.groups,) * players, base.rules, False, base.tie_pays,
                         base=base, program=program, dealer_names=any(_dealers(s) for _, s in followed),
                         moves=tuple((False, op[1], op[2]) for op in base.ops) if replayed else None)


def _one_side(program: Program) -> bool:
    """Whether the wild rules give the low side what they give the high side: every wild rule
    counts in any hand and names its cards whatever the side (`wilds.wild_rules` reads the
    side only for those), and the limits read no side (`wild_play.with_limits`)."""
    chosen = (WildSource.PLAYER_RANK, WildSource.PLAYER_CARD, WildSource.PLAYER_CARD_RANK)
    return all(s.hands == WildHands.ANY and s.source not in chosen and s.most is None for s in program.steps_of(Wild))


def _dealers(step: RuleStep) -> bool:
    """Whether a rule is "The dealer declares one rank to be wild.", as written: the rank the
    table's random numbers name after the shuffle, the same for every hand and choice of the
    deal, which the probe's rules read (`WildState.dealer_rank`)."""
    return isinstance(step, Wild) and step.source == WildSource.DEALER and all(
        getattr(step, f.name) == f.default for f in fields(Wild) if f.name not in ("source", "ranks", "cards"))


def _as_dealt(step: RuleStep) -> bool:
    """Whether a rule reads the cards as dealt only, never as turned up since: the hand's own
    cards, or its low or high card dealt face down ("your low hole card"), which a flip leaves
    dealt face down (the probe does not follow flips, which the draw plan leaves out)."""
    return reads_cards_only(step) or (
        isinstance(step, Wild) and step.source in (WildSource.LOW_CARD, WildSource.HIGH_CARD) and step.hole_only
        and not step.up_only and step.cost is None and step.among_suit is None and not step.needs)


def _replayed(step: RuleStep) -> bool:
    """Whether a standing wild rule is followed in a game of deals alone, whose cards the probe
    holds as dealt and whose rules on cards dealt up it fires (`wilds_deal.Probe`): any rule a
    wild plan follows (`wilds_plan.followed_here`) but a rank the dealer names (the table's
    random numbers) and cards that count together (wild groups read Cards; choices pass codes)."""
    from dealerschoice.play.fast.wilds_plan import followed_here  # wilds_plan imports this module

    if isinstance(step, (WildCombo, HeldSetWild)) or (isinstance(step, LimitedWild)
                                                       and step.counts_as == LimitedAs.SEVERAL):
        return False
    return followed_here(step) and not (isinstance(step, Wild) and step.source == WildSource.DEALER)


class DrawnDeals:
    """One run of deals: the probe hand's rules of a seat's cards, and a `Stage` per rules."""

    def __init__(self, plan: HandWildDraws):
        from dealerschoice.play.mechanics.wild_play import with_limits

        base = plan.base
        assert base is not None and plan.program is not None, "a compiled plan has its draw plan and program"
        self.plan = base
        self.with_limits = with_limits
        self.probe = Probe(plan.program, base.players)
        self.hand = self.probe.hand
        self.moves = plan.moves
        self.dealer_names = plan.dealer_names
        self.judging = Judging(base.deck, base.qualify, max(len(g) for g in base.groups))
        self.known: dict = {}  # (high rules, low rules) -> their `_Choices`
        self.shuffle = shuffler(base.deck, base.used)
        self.one_side = _one_side(plan.program)
        # this deal's answers: (seat, side, the cards in order of code) -> rules; a seat asks again
        # of the same cards (its choice, its showdown group, its declaration), in any order
        self.asked: dict[tuple, object] = {}
        # a game whose hands' wild cards are those of their suits', ranks' or colours': asked part by part
        kind = parts_of(plan.program) if plan.moves is None else None
        self.parts = PartRules(self.hand, with_limits, kind) if kind is not None else None

    def rules(self, number: int, side: str, codes) -> object:
        """The seat's rules for a hand of these cards (all that its wild rules read: the cards,
        whatever their order, and the deal as dealt); where they read no side (`_one_side`),
        the low side's are the high side's."""
        if self.one_side:
            side = "high"
        asked = (number, side, tuple(sorted(codes)))
        found = self.asked.get(asked)
        if found is None and self.parts is not None:
            found = self.asked[asked] = self.parts.ask(number, side, codes)
        elif found is None:
            hand = self.hand
            cards = [CARD_BY_CODE[c] for c in codes]
            found = self.asked[asked] = self.with_limits(hand, hand.rules_for(hand.table.seats[number], side, cards),
                                                         cards)
        return found

    def choices(self, number: int, codes) -> _Choices:
        """What a seat chooses with these cards, under the rules of them."""
        key = (self.rules(number, "high", codes), self.rules(number, "low", codes))
        found = self.known.get(key)
        if found is None:
            if len(self.known) >= _STAGES_KEPT:
                self.known.clear()
            found = self.known[key] = _Choices(self.plan, key[0], key[1], self.judging.scorer_of(key[0]))
        return found

    def dealt(self, x: list[int]) -> tuple[list[list[int]], list[str]] | None:
        """Each seat's cards after the ops, and the side each plays for (None: the deck ran out)."""
        plan = self.plan
        players = plan.players
        hands: list[list[int]] = [[] for _ in range(players)]
        thrown = [0] * players
        goals: list[str] | None = None if plan.sided else [plan.aim] * players
        top = 0
        for op in plan.ops:
            kind = op[0]
            if kind == DEAL:
                if top + op[1] * players > len(x):
                    return None
                for hand in hands:
                    hand.extend(x[top:top + op[1]])
                    top += op[1]
            elif kind == DISCARD:
                chosen = [self.choices(n, hand) for n, hand in enumerate(hands)]
                if goals is None and op[3]:
                    goals = [c.lean(hand) for c, hand in zip(chosen, hands)]
                aims = goals or ["high"] * players
                thrown = [c.thrower(op[2][n], aims[n])(hand, None) for n, (c, hand) in enumerate(zip(chosen, hands))]
            elif kind == PASS:
                chosen = [self.choices(n, hand) for n, hand in enumerate(hands)]
                if goals is None:
                    goals = [c.lean(hand) for c, hand in zip(chosen, hands)]
                move_passes(hands, [c.passer(op[1], goal)(hand) for c, hand, goal in zip(chosen, hands, goals)], op[2])
            else:  # DRAW
                for n, hand in enumerate(hands):
                    count = op[1] if op[1] is not None else thrown[n]
                    if top + count > len(x):
                        return None
                    hand.extend(x[top:top + count])
                    top += count
        return hands, goals or ["high"] * players

    def deal(self, seed: int, counts: PlanCounts) -> DealOutcome:
        plan = self.plan
        rank = None
        if self.dealer_names:  # the table's numbers go on after the shuffle for the dealer's rank
            rng = random.Random(seed)
            x = list(plan.deck)
            rng.shuffle(x)
            rank = rng.randrange(2, 15)
        else:
            x = self.shuffle(seed)
        self.asked.clear()
        if self.moves is not None:  # the cards as dealt, and the rules on cards dealt up fired
            self.probe.dealt(x, self.moves, rank)
        elif rank is not None:
            self.hand.wilds.state.dealer_rank = rank
        dealt = self.dealt(x)
        if dealt is None:
            counts.unplayed += 1
            return DealOutcome((), None, unplayed=True)
        hands, goals = dealt
        pick = _picker(plan.groups[0])
        groups = [_Group(n, pick(hand), self) for n, hand in enumerate(hands)]
        judging = self.judging
        if plan.declare:
            sides = [self.choices(n, hand).declare(hand, goal) for n, (hand, goal) in enumerate(zip(hands, goals))]
            before = counts.wild
            found = declared_deal(counts, [[g] for g in groups], sides, lambda g: judging.score(g.high, g.cards),
                                  lambda g: judging.low_of(g.low, g.cards), plan.qualify, plan.rules, True)
            if counts.wild == before and found.score is not None and any(
                    uses_wild(groups[n - 1].high, groups[n - 1].cards, found.score) for n in found.winners):
                counts.wild += 1  # a high winner played a wild card (`declares._counted`, under its own rules)
            return found
        scores = [judging.score(g.high, g.cards) for g in groups]
        top = max(scores)
        winners = [n for n, s in enumerate(scores, 1) if s == top]
        counts.deals += 1
        if (len(winners) > 1 and not plan.tie_pays) or not plan.qualify.high_ok(top):
            return DealOutcome((), None)
        first = groups[winners[0] - 1]
        count_win(counts, top, (top, first.cards, first.high))
        counts.split += len(winners) > 1
        counts.wild += any(uses_wild(groups[n - 1].high, groups[n - 1].cards, top) for n in winners)
        return DealOutcome(tuple(winners), top)


class _Choices:
    """A seat's choices under one pair of rules, made as `draw_play.Stage` makes them (the
    simulator players' functions, `choosing`, `declares`), each only once asked."""

    def __init__(self, plan: DrawPlan, rules, low_rules, score):
        self.plan, self.rules, self.low_rules, self.score = plan, rules, low_rules, score
        self.made: dict = {}
        self._lean: Callable | None = None
        self._declare: Callable | None = None

    def lean(self, codes) -> str:
        if self._lean is None:
            self._lean = leaner(self.rules, self.score)
        return self._lean(codes)

    def declare(self, codes, goal: str) -> str:
        if self._declare is None:
            self._declare = declarer(self.rules, self.low_rules, self.plan.declare, self.score)
        return self._declare(codes, goal)

    def thrower(self, bounds, goal: str):
        found = self.made.get((bounds, goal))
        if found is None:
            found = self.made[bounds, goal] = thrower(bounds, self.rules, self.low_rules, goal)
        return found

    def passer(self, count: int, goal: str):
        found = self.made.get((count, goal))
        if found is None:
            found = self.made[count, goal] = passer(count, self.rules, self.low_rules, goal)
        return found


class _Group(tuple):
    """A seat's group of card codes, with the seat's high and low rules for it."""

    cards: list
    high: object
    low: object

    def __new__(cls, number: int, codes, deals: DrawnDeals):
        group = super().__new__(cls, codes)
        group.cards = [CARD_BY_CODE[c] for c in codes]
        group.high = deals.rules(number, "high", codes)
        group.low = deals.rules(number, "low", codes)
        return group


def _picker(places: tuple[int, ...]):
    return lambda cards: tuple(cards[i] for i in places)
