"""Fixed plans of games whose high hand shares the pot with a split hand ranked its own way:
"The high hand splits the pot with the split-hand." beside "The split hand is the best
blackjack hand of the down cards." (Studjack) or "... the best poker hand of the down cards"
(Hawaii High/Low).

The simulator's share showdown (`mechanics.showdown`, `split_hand.shared_pot`) gives the
high side to the best high hand, as a plain high showdown does, and a part of the pot to the
best split hand (`split_hand._ranked`: the ranking's hand of the cards it is made of, the
usual poker hand where the ranking is poker's); the record's winners are the high ones, so
what the odds count of it is the high winner's hand, and a split pot where the shares go to
more than one player. A `SplitRankedPlan` plays the fixed plan of the game with a plain high
showdown and judges each seat's split hand the same way (`ranking_play.side_of`,
`cards.best_hand`), of its down cards (the cards dealt face down: no flip turns one up) or of
all its cards.

Refused (`Unplanned`, naming the rule): a share with more than the split hand, a low or
qualified showdown, a tie paying nobody, wild cards, table cards, flips, ties broken by the
dealer's call, a split hand made of other cards than the down ones or all, a split hand of
another rule (a place, a count of cards, a suit's total, a category by size).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from dealerschoice.cards import Card, best_hand
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Plan, Unplanned, compile_plan
from dealerschoice.play.fast.qualify import NONE
from dealerschoice.play.fast.rankings_wanted import dealt_faces
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer, seat_getters, shuffler
from dealerschoice.play.mechanics.ranking_play import side_of
from dealerschoice.play.mechanics.split_hand import SPLIT_RULES
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Flip, Showdown
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.late_rules import CategoryBySize, HandOfCards
from dealerschoice.rules.steps.ranking_rules import SplitPlace
from dealerschoice.rules.steps.showdown import Ranking as RankingStep
from dealerschoice.rules.steps.showdown import TieBreak
from dealerschoice.rules.steps.split_cards import ShareShowdown
from dealerschoice.rules.steps.vocab import MadeOf, Pot, Ranked, ShareWith

_CARDS = [Card(code) for code in range(JOKER_CODE + 1)]


@dataclass(frozen=True, slots=True)
class SplitRankedPlan(PlaysOwn):
    """A fixed plan (one group a seat) whose best high hand shares the pot with the best
    split hand: of the places `split_of[seat]`, judged by `split_side` (None: poker hands)."""

    split_of: tuple[tuple[int, ...], ...] = ()
    split_side: object = None

    def _split_keys(self, x) -> list:
        """Each seat's split hand key (None: no card to make it of)."""
        side, rules = self.split_side, self.rules
        keys = []
        for places in self.split_of:
            cards = [_CARDS[x[i]] for i in places]
            made = None if not cards else best_hand(cards, rules) if side is None else side.hand(cards, rules)  # type: ignore[attr-defined]
            keys.append(None if made is None else made.key)
        return keys

    def _deal(self, x, score, pickers) -> tuple[tuple[int, ...], int, bool]:
        """(the high winners from 1, their score, whether the pot is shared among several)."""
        scores = [score(seat[0](x)) for seat in pickers]
        top = max(scores)
        winners = tuple(n for n, s in enumerate(scores, 1) if s == top)
        keys = self._split_keys(x)
        best = max((k for k in keys if k is not None), default=None)
        split = {n for n, k in enumerate(keys, 1) if k is not None and k == best}
        return winners, top, len(set(winners) | split) > 1

    def play(self, seeds: range | list[int]) -> PlanCounts:
        """One deal per seed, counted as the odds count the simulator's share showdown."""
        shuffle = shuffler(self.deck, len(self.deck))
        score = scorer(self.rules, self.deck, max(len(g) for groups in self.seats for g in groups))
        pickers = seat_getters(self)
        counts = PlanCounts()
        for seed in seeds:
            _, top, shared = self._deal(shuffle(seed), score, pickers)
            counts.deals += 1
            counts.wins[top] += 1
            counts.split += shared
        return counts

    def deal(self, seed: int) -> DealOutcome:
        """One deal, seat by seat: for comparing with the simulator."""
        x = shuffler(self.deck, len(self.deck))(seed)
        score = scorer(self.rules, self.deck, max(len(g) for groups in self.seats for g in groups))
        winners, top, _ = self._deal(x, score, seat_getters(self))
        return DealOutcome(winners, top)


def _ranks_split_hands(step) -> bool:
    """Whether a step is a rule of the split hand (`split_hand.split_rule` reads the first)."""
    if not isinstance(step, SPLIT_RULES):
        return False
    if isinstance(step, (HandOfCards, CategoryBySize)):
        return step.which == Ranked.SPLIT
    return isinstance(step, SplitPlace) or step.hands == Ranked.SPLIT


def compile_split_ranked(program: Program, players: int) -> SplitRankedPlan:
    """The plan of a game whose high hand shares the pot with a split hand of its own ranking;
    `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "S", (), (), (Rule(1, "Deal two cards down to each player.", 1),
    ...     Rule(2, "Deal one card up to each player.", 2),
    ...     Rule(3, "The high hand splits the pot with the split-hand.", 3),
    ...     Rule(4, "The split-hand is the best blackjack hand made up of down cards.", 4)), None, Source("s", 1))
    >>> plan = compile_split_ranked(game_program(game), 3)
    >>> plan.split_of, plan.seats[0]
    (((0, 1), (2, 3), (4, 5)), ((0, 1, 6),))
    """
    shares = [(a.number, s) for a in program.actions for s in a.steps if isinstance(s, ShareShowdown)]
    if len(shares) != 1:
        raise Unplanned("no single share of the pot with the split hand")
    number, share = shares[0]
    where = f"rule {number}"
    if share.with_ != (ShareWith.SPLIT_HAND,) or share.pot != Pot.HIGH or not share.tie_pays:
        raise Unplanned(f"{where}: a share of the {share.pot} pot with {', '.join(share.with_)}"
                        + ("" if share.tie_pays else ", a tie paying nobody"))
    rules = [(n, s) for n, s in program.standing if _ranks_split_hands(s)]
    rules += [(a.number, s) for a in program.actions for s in a.steps if _ranks_split_hands(s)]
    rule_number, rule = rules[0] if rules else (number, None)
    if len(rules) != 1 or not isinstance(rule, RankingStep):
        raise Unplanned(f"{where}: a split hand of another rule than one ranking's")
    if rule.made_of not in (None, MadeOf.DOWN):
        raise Unplanned(f"rule {rule_number}: a split hand made of the {rule.made_of} cards")
    if program.steps_of(TieBreak) or any(isinstance(s, (Flip, TurnDown)) for a in program.actions for s in a.steps):
        raise Unplanned(f"rule {rule_number}: a split hand beside flips or a tie broken otherwise")
    plain = Showdown(**{f.name: getattr(share, f.name) for f in fields(Showdown)})
    actions = tuple(replace(a, steps=tuple(plain if s is share else s for s in a.steps)) for a in program.actions)
    base = compile_plan(Program(program.game, actions, tuple((n, s) for n, s in program.standing if s is not rule),
                                program.notes), players)
    if (type(base) is not Plan or base.low_rules is not None or base.high_low or base.qualify != NONE
            or base.board is not None or not base.plain or any(len(groups) != 1 for groups in base.seats)):
        raise Unplanned(f"{where}: a split hand in a game whose plan without it is not a plain high fixed one")
    own = [groups[0] for groups in base.seats]
    if any(len(set(g)) != len(g) or set(g) & set().union(*(set(o) for o in own[:i] + own[i + 1:]))
           for i, g in enumerate(own)):
        raise Unplanned(f"{where}: a split hand in a game with table cards")
    faces = dealt_faces(program.actions, players)
    split_of = tuple(tuple(i for i in g if rule.made_of is None or not faces[i]) for g in own)
    values = {f.name: getattr(base, f.name) for f in fields(Plan)}
    return SplitRankedPlan(**values, split_of=split_of, split_side=side_of(program, rule))
