"""Plans of games dealt "if they want it" and ranked their own way (7/27, 2/22, Thirty One): a
fixed deal, then rounds of one card offered to each player in turn until nobody takes one,
each player deciding as the simulator's players decide, the hands judged by the game's own
ranking (`rankings_judged`).

The simulator's deal "if they want it" (`mechanics.moves._deal_if_wanted`) offers the next
card of the deck to each seat clockwise from seat 1; a seat takes it when most of the cards it
cannot see (`wanting.unseen`: the deck, the others' down cards) would make its hand better
for what it plays for (`wanting.wants_card`, `moves.goal`: the low side of a high-low split
for a seat whose first cards can still total the low target, `aims.points_goal`, else
`aims.lean`); "repeat ... until no one wants another card" (`flow.repeat`) ends the first
round nobody takes one. A `WantedPlan` plays exactly that on the shuffled deck, asking the
same judge for every key, and settles the showdown as a `JudgedPlan`.

A points hand's key reads each card only by the points it may count (`PointValues.choices`):
with no wild card and no tie broken by suits, the cards of one count are the same card to the
judge, so the look ahead asks once per count, not once per card, and remembers the key of a
multiset of counts for the process (`Looker`); other rankings look at every card.

Refused (`Unplanned`): offers with a condition beyond "if they want it", a repeat ending
otherwise, table cards, a Use rule, passes and other draws (`compile_plan` refuses them on
the deal without its offers), a deck the offers may refill. A flip of a card of their choice,
a replace ("may draw one card if they wish") before the offers and a points sweep are
`ranked_offers`'.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, fields

from dealerschoice.cards.cards import Card
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan, refills
from dealerschoice.play.fast.rankings_judged import RANKING_RULES, JudgedPlan, judged_classes, judged_plan
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, shuffler
from dealerschoice.play.mechanics.ranking_play import GameRanking
from dealerschoice.play.players.aims import lean, points_goal
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps import Bet, Deal, Flip, Repeat
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.vocab import DealCondition, Pot, Target, UntilKind

_MEMO_MOST = 1 << 18
# (plan, ranking) -> {(side, sorted card classes): the key of such a hand}, kept for the process
_LOOKS: dict[tuple, dict] = {}


@dataclass(frozen=True, slots=True)
class WantedPlan(JudgedPlan):
    """A judged plan whose seats' fixed cards (`seats`, one group each, `up` per position) are
    followed by offers of `offer` cards face up (`offer_up`) until a round nobody takes one."""

    up: tuple[bool, ...] = ()   # per deck position of the fixed deal: dealt face up
    dealt: int = 0              # positions the fixed deal uses; the offers take from here on
    offer: int = 1
    offer_up: bool = True
    once: bool = False          # one round of offers only (no repeat)

    def _start(self, x: list[int], seed: int) -> tuple[list[list[int]], list[list[int]], int, list[int], list | None]:
        """Before the offers: (each seat's cards, its down cards, the next deck place, the
        cards thrown away, each seat's goal where a choice before the offers settled it, else
        None); here the fixed deal (`ranked_offers` plays choices before the offers)."""
        hands = [[x[i] for i in groups[0]] for groups in self.seats]
        down = [[x[i] for i in groups[0] if not self.up[i]] for groups in self.seats]
        return hands, down, self.dealt, [], None

    def _offers(self, x: list[int], looker: Looker, seed: int = 0) -> list[list[int]]:
        """Each seat's cards once the offers are over, taken from the shuffled deck `x`."""
        hands, down, top, muck, goals = self._start(x, seed)
        size, count = len(x), self.offer
        if goals is None:
            goals = [self._goal(cards) for cards in hands]
        classes = looker.classes
        # by points: the cards a seat cannot see are the deck less every card up and its own
        # down cards, counted by class (`shown`: the classes of the cards up)
        shown = _shown(hands, down, classes) if looker.points else None
        while True:
            takers = 0
            for at, cards in enumerate(hands):
                if size - top < count:
                    continue  # the deck is empty: offered nothing
                if shown is not None:
                    wants = looker.wants_shown(cards, shown, down[at], goals[at])
                else:
                    pool = x[top:] + muck  # the muck too: nobody sees it (`wanting.unseen`)
                    for other, hidden in enumerate(down):
                        if other != at:
                            pool.extend(hidden)
                    wants = looker.wants(cards, pool, goals[at])
                if not wants:
                    continue
                taken = x[top:top + count]
                top += count
                cards.extend(taken)
                if not self.offer_up:
                    down[at].extend(taken)
                elif shown is not None:
                    shown.update(classes[c] for c in taken)
                takers += 1
            if not takers or self.once:
                return hands

    def _goal(self, cards: list[int]) -> int:
        """What a seat plays for, 0 high or 1 low, from its first cards (`moves.goal`)."""
        if self.pot == Pot.HIGH:
            return 0
        if self.pot == Pot.LOW:
            return 1
        low = self.rankings[0].low
        chosen = points_goal([Card(c) for c in cards], low.ranking.points, low.ranking.target) \
            if low is not None else None
        return int((chosen or lean([Card(c) for c in cards], self.rules)) == "low")

    def play(self, seeds: range | list[int]) -> PlanCounts:
        """One deal per seed, counted as the odds count the simulator's deals."""
        shuffle = shuffler(self.deck, len(self.deck))
        judges = [self.judge(r) for r in self.rankings]
        keyeds = [self._keyed(j, r) for j, r in zip(judges, self.rankings)]
        lookers = [Looker(self, r) for r in self.rankings]
        ways = len(judges)
        counts = PlanCounts()
        for seed in seeds:
            way = seed % ways
            self._count(counts, self._judged(self._offers(shuffle(seed), lookers[way], seed), judges[way],
                                             keyeds[way]))
        return counts

    def _keyed(self, judged, ranking: GameRanking):
        """The keys-only judge (`JudgedPlan.keyed`), or None where every seat's Hands are read."""
        return self.keyed(judged, ranking) if self._keys_tell() else None

    def _keys_tell(self) -> bool:
        """Whether the showdown reads only the keys of the seats that hold no top key."""
        return True

    def _judged(self, hands: list[list[int]], judged, keyed) -> list[tuple]:
        """Each seat's (high, low) at the showdown: the losers' keys alone where they tell (`settled`)."""
        if keyed is None:
            return [judged(tuple(cards)) for cards in hands]
        return self.settled([[tuple(cards)] for cards in hands], judged, keyed)

    def deal(self, seed: int) -> DealOutcome:
        """One deal, seat by seat: for comparing with the simulator."""
        ranking = self.rankings[seed % len(self.rankings)]
        judged = self.judge(ranking)
        hands = self._offers(shuffler(self.deck, len(self.deck))(seed), Looker(self, ranking), seed)
        return self._count(PlanCounts(), self._judged(hands, judged, self._keyed(judged, ranking)))


def _shown(hands: list[list[int]], down: list[list[int]], classes) -> Counter:
    """The classes of the cards the seats hold face up: each hand less its down cards."""
    shown: Counter = Counter()
    for cards, hidden in zip(hands, down):
        up = Counter(cards)
        up.subtract(hidden)
        shown.update(classes[c] for c, n in up.items() for _ in range(n))
    return shown


class Looker:
    """A seat's look one card ahead (`wanting.wants_card`), by the plan's judge. Each card has
    a class, what the judge can tell of it (`judged_classes`): its points counts, or the card itself.
    A points hand's key is the judge's answer for the set of totals its cards can make (as
    `cards.points.points_hand` and the dealer's call read them), so keys are remembered by
    that set, which a card adds to without judging; other hands by their sorted classes."""

    def __init__(self, plan: WantedPlan, ranking: GameRanking) -> None:
        self.sides = (plan.side_judge(ranking, 0), plan.side_judge(ranking, 1))
        self.classes, self.points = judged_classes(plan, ranking)
        self.full = Counter(self.classes[c] for c in plan.deck)  # the deck's cards by class
        self.size = len(plan.deck)
        self.first: dict = {}  # a card of each class: any of them is the others to the judge
        for c in plan.deck:
            self.first.setdefault(self.classes[c], c)
        self.memo: dict = _LOOKS.setdefault((plan, ranking), {})  # the same keys all run

    def _key(self, told, cards, side: int):
        """The key of `cards` (None: no hand), remembered under what tells it (`told`)."""
        found = self.memo.get((side, told), self)
        if found is self:
            made = self.sides[side](cards)
            found = made.key if made is not None else None
            if len(self.memo) >= _MEMO_MOST:
                self.memo.clear()
            self.memo[side, told] = found
        return found

    def unseen(self, shown: Counter, down: list[int]) -> dict:
        """By class, the cards a seat cannot see: the deck's, less those `shown` (up) and its
        own `down` cards (nothing else is out: no muck, no table)."""
        classes = self.classes
        left = {cls: n - shown[cls] for cls, n in self.full.items()}
        for c in down:
            left[classes[c]] -= 1
        return left

    def wants_by_class(self, cards: list[int], unseen: dict, side: int) -> bool:
        """`wants` of a points hand, the cards it cannot see counted by class: the key of the
        hand with one more card of a class is the key of its totals with that card's counts."""
        pool = sum(unseen.values())
        if not pool:
            return False
        return sum(unseen[cls] for cls in self._better(cards, side)) * 2 > pool

    def wants_shown(self, cards: list[int], shown: Counter, down: list[int], side: int) -> bool:
        """`wants_by_class` of the cards a seat cannot see (`unseen(shown, down)`), counted
        without making them: the deck's cards of each better class less those up and the
        seat's own down ones (the hot path of the offers: every seat, every round)."""
        full, classes = self.full, self.classes
        pool = self.size - sum(shown.values()) - len(down)
        if not pool:
            return False
        better = self._better(cards, side)
        wanted = sum(full[cls] - shown[cls] for cls in better) - sum(classes[c] in better for c in down)
        return wanted * 2 > pool

    def _better(self, cards: list[int], side: int) -> tuple:
        """The classes a card of which makes the totals of `cards` better for `side`."""
        classes = self.classes
        sums = {0}
        for c in cards:
            sums = {t + v for t in sums for v in classes[c]}
        told = frozenset(sums)
        better = self.memo.get(("better", side, told))
        if better is None:  # the classes a card of which makes these totals better: the same all run
            now, first = self._key(told, cards, side), self.first
            better = self.memo["better", side, told] = tuple(
                cls for cls in self.full if (after := self._key(frozenset({t + v for t in sums for v in cls}),
                                                                [*cards, first[cls]], side)) is not None
                and (now is None or after > now))
        return better

    def wants(self, cards: list[int], pool: list[int], side: int) -> bool:
        """Whether a seat holding `cards` takes one more, `pool` being the cards it cannot see
        (every card apart: the look ahead of a ranking that is not points)."""
        if not pool:
            return False
        if self.points:
            classes = self.classes
            return self.wants_by_class(cards, Counter(classes[c] for c in pool), side)
        now = self._key(tuple(sorted(cards)), cards, side)
        better = 0
        for c, n in Counter(pool).items():
            more = [*cards, c]
            after = self._key(tuple(sorted(more)), more, side)
            if after is not None and (now is None or after > now):
                better += n
        return better * 2 > len(pool)


def compile_wanted(program: Program, players: int) -> WantedPlan:
    """The plan of a game ranked its own way whose cards come as a fixed deal to each player
    and then "if they want it" until nobody takes one; `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Near", (), (), (Rule(1, "Deal one card down to each player.", 5),
    ...     Rule(2, "Deal each player one card face up, if they want it.", 6),
    ...     Rule(3, "Repeat the last action until no one wants another card.", 7),
    ...     Rule(4, "Showdown, high hand wins.", 8),
    ...     Rule(5, "Hands are ranked by total points. Aces are worth 1, face cards are worth 10, and all other "
    ...          "cards are face value.", 9)), None, Source("x", 1))
    >>> plan = compile_wanted(game_program(game), 3)
    >>> plan.seats, plan.dealt, plan.up[:3], plan.once
    ((((0,),), ((1,),), ((2,),)), 3, (False, False, False), False)
    """
    from dealerschoice.play.fast.ranked_offers import compile_prefaced, prefaced  # ranked_offers imports this module
    if prefaced(program):  # choices before the offers (a replace, a flip) or a points sweep
        return compile_prefaced(program, players)
    actions = program.actions
    offers = [at for at, a in enumerate(actions) for s in a.steps
              if isinstance(s, Deal) and s.condition == DealCondition.IF_WANTED]
    if len(offers) != 1:
        raise Unplanned("no single deal \"if they want it\"" if not offers else
                        f"rule {actions[offers[1]].number}: a second deal \"if they want it\"")
    at = offers[0]
    where = f"rule {actions[at].number}"
    offer = next(s for s in actions[at].steps if isinstance(s, Deal))
    if offer.to != Target.EACH or len(actions[at].steps) != 1:
        raise Unplanned(f"{where}: an offer to {offer.to} with other steps in its rule")
    repeats = [(i, s) for i, a in enumerate(actions) for s in a.steps if isinstance(s, Repeat)]
    once = not repeats
    if repeats:
        (i, repeat), = repeats if len(repeats) == 1 else [(None, None)]
        if repeat is None or repeat.until.kind != UntilKind.NO_TAKERS or i is None or not (i - repeat.last <= at < i):
            raise Unplanned(f"{where}: offers repeated otherwise than until nobody takes a card")
        if any(not isinstance(s, Bet) for a in actions[i - repeat.last:i] if a is not actions[at] for s in a.steps):
            raise Unplanned(f"{where}: a repeat of more than the offer and betting rounds")
        if any(isinstance(s, Deal) for a in actions[i + 1:] for s in a.steps):
            raise Unplanned(f"{where}: cards dealt after the offers")
    if any(isinstance(s, Deal) for a in actions[at + 1:] for s in a.steps):
        raise Unplanned(f"{where}: cards dealt after the offers")
    if any(isinstance(s, (Flip, TurnDown)) for a in actions for s in a.steps):
        raise Unplanned(f"{where}: offers in a game with flips (what shows decides what the others cannot see)")
    if refills(program):
        raise Unplanned(f"{where}: offers from a deck the discards refill")
    kept = tuple(a if i != at else Action(a.number, a.text, ()) for i, a in enumerate(actions)
                 if not any(isinstance(s, Repeat) for s in a.steps))
    fixed = compile_plan(Program(program.game, kept, tuple((n, s) for n, s in program.standing
                                                           if not isinstance(s, RANKING_RULES)), program.notes),
                         players)
    if type(fixed) is not Plan or any(len(groups) != 1 for groups in fixed.seats) or fixed.factored is not None:
        raise Unplanned(f"{where}: offers in a game with draws, table cards or a Use rule")
    dealt = sum(len(groups[0]) for groups in fixed.seats)
    if {i for groups in fixed.seats for i in groups[0]} != set(range(dealt)):
        raise Unplanned(f"{where}: table cards beside the offers")
    base = judged_plan(program, fixed, where)
    up = dealt_faces(actions[:at], players)
    return WantedPlan(**{f.name: getattr(base, f.name) for f in fields(JudgedPlan)}, up=up, dealt=dealt,
                      offer=offer.count, offer_up=offer.face == "up", once=once)


def dealt_faces(actions, players: int) -> tuple[bool, ...]:
    """Whether each deck position of the fixed deal is dealt face up, in the deal's order."""
    up: list[bool] = []
    for action in actions:
        for step in action.steps:
            if isinstance(step, Deal):
                up.extend([step.face == "up"] * step.count * players)
    return tuple(up)
