"""Plans for games where a player may refuse a card dealt up (Plain Push, Stud Roll'em): "Deal
one up to each player. A player can pass the first card he gets each round, even it was passed
to him, and get the top card off the deck instead. If a card makes it past the dealer it is
discarded.", then a high hand, or declarations of high or low.

The simulator (`mechanics.offers.refuse_card`) puts the cards just dealt up back on top of the
deck and offers them again seat by seat from the dealer's left: a seat is offered the card
passed on to it, or the deck's top card; it keeps what helps what it sees of its hand or is
a queen or better for high (`offers.keeps`: `buying.gain`, by the side it plays for,
`moves.goal`, chosen at its first choice from how its cards lean), and refuses the rest where
the rule lets it (a card passed on only "even" so, at most so many a game), the card passed on
to the next seat or thrown away (past the dealer, where the rule says), the refuser taking the
deck's next card where the rule says so. A deck that runs out ends the deal unplayed, as the
simulator's table does (no rule shuffles the discards in). A discard and its draw ("Each
player may draw one card if they wish") are each seat's own choice, made by the draw plans'
thrower (`choosing.thrower`, keeping for the side the seat plays for); a twist is each seat's
as `twisting` plays it. A price to refuse or twist only costs chips: no player's choice
reads them. The declarations are the players'
own (`declares.declarer`, by the side played for), settled as `declares.declared_deal` settles
them; a showdown of the best high, low or high-low hand is judged as a fixed plan's
(`hand_piles.PileJudge`).

An offer after a deal down offers nothing (the simulator offers only the cards dealt up).
Refused: an offer of cards not just dealt to the players, standing rules
but the deck and written-out wild cards, a discard of more for a card shown, and any other
step (passes, flips).
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.cards import DEFAULT_RULES, HandRules
from dealerschoice.cards.cards import CARD_BY_CODE, JOKER_CODE
from dealerschoice.play import policies
from dealerschoice.play.fast.choosing import discard_bounds, thrower
from dealerschoice.play.fast.declares import declared_deal, declarer
from dealerschoice.play.fast.hand_piles import PileJudge
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Unplanned, deck_codes, plan_low_rules, plan_wild_rules
from dealerschoice.play.fast.qualify import qualify_of
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, plan_low_judge, scorer
from dealerschoice.play.fast.twisting import twist_count, twist_counts
from dealerschoice.play.fast.whole_deck import PlaysWholeDeck
from dealerschoice.play.players import aims
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Ante, Bet, Deal, Deck, Declare, Discard, Draw, Look, Qualifier, Showdown, Wild
from dealerschoice.rules.steps.dealing import RefuseCard
from dealerschoice.rules.steps.draw import Twist
from dealerschoice.rules.steps.vocab import AnteMode, DeclareMode, Face, HandKind, Pot, Target

DEAL, OFFER, DISCARD, DRAW, TWIST, DECLARE = "deal", "offer", "discard", "draw", "twist", "declare"
HIGH, LOW = "high", "low"
QUEEN = 12  # a card a high player keeps, helping or not (`offers.keeps`)


@dataclass(frozen=True, slots=True)
class RefusePlan(PlaysWholeDeck, PlaysOwn):
    """A game whose players may refuse cards dealt up: `moves` played on the shuffled deck."""

    moves: tuple[tuple, ...] = ()       # (DEAL, count, up) | (OFFER, the RefuseCard) | (DISCARD, bounds) | (DRAW,)
    #                                     | (TWIST, the Twist) | (DECLARE, choices)
    keep_low: HandRules = DEFAULT_RULES  # the low wild rules (declarations, the declared low judge)
    aim: str = HIGH                     # "high", "low", or "lean" (a declared or high-low game: by the first cards)
    declared: bool = False              # the showdown splits the pot as declared
    most: int = 0                       # the most cards a seat may hold

    def judge(self) -> _Judge:
        return _Judge(self)


def _bounds(step: Discard, size: int, players: int):
    """A discard's counts (`choosing.discard_bounds`), the same for every seat and with no exception."""
    bounds, every = discard_bounds(step, size, players, True, False, "a discard beside cards a player may refuse")
    if every or any(b.extra is not None for b in bounds):
        raise Unplanned("a discard of every card, or of more for a card shown, beside cards a player may refuse")
    return bounds[0]


def compile_refusals(program: Program, players: int) -> RefusePlan:
    """The plan of a game whose players may refuse cards dealt up; `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> offer = ("Deal one up to each player. A player can pass the first card he gets each round, even it was "
    ...          "passed to him, and get the top card off the deck instead. If a card makes it past the dealer it "
    ...          "is discarded.")
    >>> game = Game(1, "Push", (), (), (Rule(1, "Deal two cards down to each player.", 5), Rule(2, offer, 6),
    ...     Rule(3, "Showdown, high hand wins.", 7)), None, Source("x", 1))
    >>> [m[0] for m in compile_refusals(game_program(game), 3).moves]
    ['deal', 'deal', 'offer']
    """
    steps = [s for a in program.actions for s in a.steps]
    if not any(type(s) is RefuseCard for s in steps):
        raise Unplanned("no card a player may refuse")
    moves: list[tuple] = []
    showdown: Showdown | None = None
    for step in steps:
        kind = type(step)
        if kind is Deal and isinstance(step, Deal) and step.to == Target.EACH and step.condition is None:
            moves.append((DEAL, step.count, step.face == Face.UP))
        elif kind is RefuseCard and isinstance(step, RefuseCard):
            if not moves or moves[-1][0] != DEAL:
                raise Unplanned("an offer of cards not just dealt to the players")
            if moves[-1][2]:  # only cards dealt up are offered again: after a deal down it does nothing
                moves.append((OFFER, step))
        elif kind is Discard and isinstance(step, Discard):
            moves.append((DISCARD, _bounds(step, sum(m[1] for m in moves if m[0] == DEAL), players)))
        elif kind is Draw and isinstance(step, Draw):
            if not moves or moves[-1][0] != DISCARD or step.count is not None:
                raise Unplanned("a draw that does not follow a discard, or of a count of its own")
            moves.append((DRAW,))
        elif kind is Twist and isinstance(step, Twist) and not step.extra and step.most is None:
            moves.append((TWIST, step))
        elif kind is Declare and isinstance(step, Declare) and step.mode == DeclareMode.SIMULTANEOUS \
                and set(step.choices) <= {HIGH, LOW, "both"}:
            moves.append((DECLARE, tuple(step.choices)))
        elif kind is Showdown and isinstance(step, Showdown) and showdown is None and step.hand == HandKind.BEST \
                and step.split_with is None and step.pot in (Pot.HIGH, Pot.LOW, Pot.HIGH_LOW, Pot.DECLARED):
            showdown = step
        elif not (kind in (Bet, Look) or (kind is Ante and isinstance(step, Ante)
                                          and step.mode in (AnteMode.ANTE, AnteMode.NONE))):
            raise Unplanned(f"a {step.kind} step beside cards a player may refuse")
    if showdown is None:
        raise Unplanned("no showdown of the best hand beside cards a player may refuse")
    declared = showdown.pot == Pot.DECLARED
    if declared != any(m[0] == DECLARE for m in moves):
        raise Unplanned("a declared showdown without a declaration, or a declaration without one")
    for number, standing in program.standing:
        if not isinstance(standing, (Deck, Wild, Qualifier)):  # a Use rule limits hands; discards shuffled in
            raise Unplanned(f"rule {number}: a standing {standing.kind} rule beside cards a player may refuse")
    rules = plan_wild_rules(program, players)  # written-out wilds only (`plan.standing_use` refuses the rest)
    deck = deck_codes(program.deck)
    low_rules = plan_low_rules(program, players)
    aim = LOW if showdown.pot == Pot.LOW else HIGH if showdown.pot == Pot.HIGH else "lean"
    each = sum(m[1] for m in moves if m[0] == DEAL)
    seats = tuple((tuple(range(s * each, (s + 1) * each)),) for s in range(players))  # as if nobody refused
    low = low_rules if showdown.pot in (Pot.LOW, Pot.HIGH_LOW) else None
    if low is not None and low._stands_for:
        raise Unplanned("a low showdown with limited wild cards")
    return RefusePlan(players, deck, seats, rules, rules.plain() and not program.deck.jokers, showdown.tie_pays,
                      low_rules=low, high_low=showdown.pot == Pot.HIGH_LOW, qualify=qualify_of(program),
                      moves=tuple(moves), keep_low=low_rules, aim=aim, declared=declared, most=each)


class _Judge:
    """Plays a refuse plan's deals and judges their showdowns."""

    def __init__(self, plan: RefusePlan):
        self.plan = plan
        self.score = scorer(plan.rules, plan.deck, plan.most)
        self.piles = PileJudge(plan, plan.most)
        self.low_judge = plan_low_judge(plan.keep_low, plan.qualify) if plan.declared else None
        choices = next((m[1] for m in plan.moves if m[0] == DECLARE), ())
        self.declare = declarer(plan.rules, plan.keep_low, choices, self.score) if plan.declared else None
        self.throwers: dict[tuple, object] = {}  # (bounds, goal) -> the seats' discard (`choosing.thrower`)

    def deal(self, counts: PlanCounts, x: list[int]) -> DealOutcome:
        plan = self.plan
        played = self._played(x)
        if played is None:
            counts.unplayed += 1
            return DealOutcome((), None, unplayed=True)
        hands, goals = played
        if not plan.declared:
            return self.piles.deal(counts, [[tuple(h)] for h in hands])
        declare = self.declare
        assert declare is not None, "a declared plan has its players' declaration"
        sides = [declare(h, goals.get(s, HIGH)) for s, h in enumerate(hands)]
        return declared_deal(counts, [[h] for h in hands], sides, self.score, self.low_judge, plan.qualify,
                             plan.rules, plan.plain)

    def _played(self, x: list[int]) -> tuple[list[list[int]], dict[int, str]] | None:
        """(each seat's cards, the side each chose at its first choice) after the moves; None: the deck ran out."""
        plan = self.plan
        n = plan.players
        hands: list[list[int]] = [[] for _ in range(n)]
        goals: dict[int, str] = {}
        refused = [0] * n
        thrown = [0] * n  # each seat's count at the last discard
        top = 0
        last: list[int] = []  # the cards of the last deal, up, in the order dealt
        for move in plan.moves:
            if move[0] == DEAL:
                count = move[1]
                if top + count * n > len(x):
                    return None
                last = []
                for s in range(n):
                    hands[s].extend(x[top:top + count])
                    last.extend(x[top:top + count])
                    top += count
            elif move[0] == OFFER:
                step: RefuseCard = move[1]
                owners = [s for s in range(n) for _ in range(len(last) // n)]
                for s in range(n):  # the dealt cards back on top of the deck, in the order dealt
                    del hands[s][len(hands[s]) - len(last) // n:]
                top -= len(last)
                carried = None
                for s in owners:
                    if carried is not None:
                        offered, carried, passed_on = carried, None, True
                    else:
                        if top >= len(x):
                            return None
                        offered, passed_on = x[top], False
                        top += 1
                    may = (not passed_on or step.even_passed) and (step.per_game is None
                                                                   or refused[s] < step.per_game)
                    if may and not self._keeps(hands[s], offered, goals, s):
                        refused[s] += 1
                        if step.passed and not (s == n - 1 and step.past_dealer_discarded):
                            carried = offered
                        if step.replaced:
                            if top >= len(x):
                                return None
                            hands[s].append(x[top])
                            top += 1
                        continue
                    hands[s].append(offered)
            elif move[0] == DISCARD:
                for s in range(n):
                    thrown[s] = self._thrower(move[1], self._goal(hands[s], goals, s))(hands[s])
            elif move[0] == TWIST:  # `twists.twist`: no table cards in such a game
                for s in range(n):
                    goal = self._goal(hands[s], goals, s)
                    count = twist_count(hands[s], [], twist_counts(move[1], len(hands[s])), goal, plan.rules)
                    if not count:
                        continue
                    gone = policies.worst([CARD_BY_CODE[c] for c in hands[s]], min(count, len(hands[s])), [],
                                          plan.rules, goal, plan.keep_low)
                    for card in gone:
                        hands[s].remove(int(card))
                    if top + len(gone) > len(x):
                        return None
                    hands[s].extend(x[top:top + len(gone)])
                    top += len(gone)
            elif move[0] == DRAW:
                for s in range(n):
                    if top + thrown[s] > len(x):
                        return None
                    hands[s].extend(x[top:top + thrown[s]])
                    top += thrown[s]
        return hands, goals

    def _goal(self, known: list[int], goals: dict[int, str], s: int) -> str:
        """The side a seat plays for (`moves.goal`), chosen at its first choice from its cards then."""
        goal = goals.get(s)
        if goal is None:
            goal = goals[s] = self.plan.aim if self.plan.aim != "lean" else \
                aims.lean([CARD_BY_CODE[c] for c in known], self.plan.rules)
        return goal

    def _thrower(self, bounds, goal: str):
        found = self.throwers.get((bounds, goal))
        if found is None:
            found = self.throwers[bounds, goal] = thrower(bounds, self.plan.rules, self.plan.keep_low, goal)
        return found

    def _keeps(self, known: list[int], card: int, goals: dict[int, str], s: int) -> bool:
        """`offers.keeps`: the card helps what the seat sees (`buying.gain`), or is high for a high player."""
        rules = self.plan.rules
        goal = self._goal(known, goals, s)
        if goal == LOW:
            ranks = {1 if c // 4 + 2 == 14 else c // 4 + 2 for c in known if c != JOKER_CODE}
            low = 1 if card // 4 + 2 == 14 else card // 4 + 2
            gain = int(card != JOKER_CODE and low <= 7 and low not in ranks)
        elif card == JOKER_CODE or CARD_BY_CODE[card] in rules.wild_cards or card // 4 + 2 in rules.wild_ranks:
            gain = 2
        else:
            cards = [CARD_BY_CODE[c] for c in known]
            gain = policies.category(cards + [CARD_BY_CODE[card]], rules) - policies.category(cards, rules)
        if gain > 0:
            return True
        return goal == HIGH and (card == JOKER_CODE or card // 4 + 2 >= QUEEN)
