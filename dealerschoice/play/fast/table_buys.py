"""Plans for stud games whose players buy table cards or the deck's top card in turn (The
Deck, Petty Cash, Wall Street, 3 Up): "Each player in turn may buy the oldest table card for
the ante, the second oldest for double ante, the newest table card for max bet, or the top
card of the deck for free. If the deck card is bought it stays down, otherwise deal a new
table card."

The simulator (`mechanics.buying.buy_table_card`) goes round from seat 1: each player buys
the face-up table card on offer that raises their hand most (`buying.gain`, for the side they
play for, `moves.goal`, chosen at their first offer of a table card from how their cards
lean; the cheaper of equal gains, then the one nearer the start of the table:
`paying.table_buy`), and a new card from the deck takes its place; with no table card worth
having, the card offered unseen (the deck's top card, or the face-down table card) where it
costs at most a bet and their hand is still no pair (`paying.buys_unseen`), face up or down
as the rule says. Prices are the ante, a bet or nothing: chips only, which no choice reads.
The table's cards are for sale, in nobody's hand (`Rulebook.table_role`): each player's own
cards make their hand, judged by the evaluator's integer score (high), the low judge (low,
`lows`), or declared and settled as the simulator settles a declared split (`declares`).

Refused: offers priced by the pot, a card come round again replaced (`TableCardReoffered`),
a bought card that names wilds, discards shuffled in, any step but deals, bets, antes, looks,
the buys, a simultaneous declaration of high or low and one showdown of the best hand, and any
standing rule but the deck, written-out wild cards and qualifiers.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.cards import DEFAULT_RULES, HandRules
from dealerschoice.cards.cards import CARD_BY_CODE, JOKER_CODE
from dealerschoice.cards.keys import score_category
from dealerschoice.play import policies
from dealerschoice.play.fast.declares import declared_deal, declarer
from dealerschoice.play.fast.lows import count_low
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Unplanned, deck_codes, plan_low_rules, plan_wild_rules
from dealerschoice.play.fast.qualify import qualify_of
from dealerschoice.play.fast.run import (
    DealOutcome,
    PlanCounts,
    high_deal,
    low_outcome,
    plan_low_judge,
    scorer,
)
from dealerschoice.play.fast.whole_deck import PlaysWholeDeck
from dealerschoice.play.players import aims, paying
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Ante, Bet, Deal, Deck, Declare, Look, Qualifier, Showdown, Wild
from dealerschoice.rules.steps.dealing import BuyTableCard
from dealerschoice.rules.steps.vocab import AnteMode, DeclareMode, Face, HandKind, Pot, Target

EACH, TABLE, BUY = "each", "table", "buy"
HIGH, LOW = "high", "low"
UNPLAYED = "unplayed"  # the deck ran out: the simulator cannot play the deal either


@dataclass(frozen=True, slots=True)
class BuyPlan(PlaysWholeDeck, PlaysOwn):
    """A stud game with table cards for sale: `moves` played on the shuffled deck, then each
    seat's own cards judged: for high, low (`low_rules`) or as declared (`declare`: the sides)."""

    moves: tuple[tuple, ...] = ()  # (EACH | TABLE, count, up) | (BUY, offers: (source, age, price), deck card up)
    keep_low: HandRules = DEFAULT_RULES  # the low wild rules the players' choices and declarations are given
    aim: str = HIGH                      # "high", "low", or "lean" (a declared game: by the first cards)
    declare: tuple[str, ...] = ()        # a declared split: the sides a seat may declare
    most: int = 0                        # the most cards a seat may hold

    def judge(self) -> _Judge:
        return _Judge(self)


def _price(cost: str | None, times: float) -> int:
    """`prices.price` of a price that reads no pot: the ante, a bet or nothing, rounded up to whole chips."""
    from dealerschoice.play.mechanics.prices import whole_chips  # the simulator's own rounding
    from dealerschoice.play.state import ANTE, BET

    unit = {"ante": ANTE, "min-bet": BET, "max-bet": BET, "free": 0, None: 0}.get(cost)
    if unit is None:
        raise Unplanned(f"an offer priced by the {cost} (the pot grows with the bets)")
    return whole_chips(unit * times)


def compile_buys(program: Program, players: int) -> BuyPlan:
    """The plan of a stud game with table cards for sale; `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> buy = ("Each player in turn may buy the oldest table card for the ante, the newest table card for max bet, "
    ...        "or the top card of the deck for free. If the deck card is bought it stays down, otherwise deal a "
    ...        "new table card.")
    >>> game = Game(1, "Market", (), (), (Rule(1, "Deal two cards down to each player.", 5),
    ...     Rule(2, "Deal two cards face up to the table.", 6), Rule(3, buy, 7),
    ...     Rule(4, "Showdown, high hand wins.", 8)), None, Source("x", 1))
    >>> compile_buys(game_program(game), 3).moves
    (('each', 2, False), ('table', 2, True), ('buy', (('table', 1, 1), ('table', -1, 1), ('deck', None, 0)), False))
    """
    steps = [s for a in program.actions for s in a.steps]
    if not any(type(s) is BuyTableCard for s in steps):
        raise Unplanned("no table card for sale")
    moves: list[tuple] = []
    showdown: Showdown | None = None
    choices: tuple[str, ...] = ()
    for step in steps:
        kind = type(step)
        if showdown is not None:
            raise Unplanned(f"a {step.kind} step after the showdown, beside table cards for sale")
        if kind is Deal and isinstance(step, Deal) and step.condition is None and step.to in (Target.EACH, Target.TABLE):
            moves.append((EACH if step.to == Target.EACH else TABLE, step.count, step.face == Face.UP))
        elif kind is BuyTableCard and isinstance(step, BuyTableCard):
            moves.append((BUY, tuple((o.source, o.age, _price(o.cost, o.times)
                                      + (_price(o.per_player.cost, o.per_player.times) * players
                                         if o.per_player is not None else 0)) for o in step.offers),
                          step.deck_face == Face.UP))
        elif kind is Declare and isinstance(step, Declare) and step.mode == DeclareMode.SIMULTANEOUS \
                and set(step.choices) <= {HIGH, LOW, "both"} and not choices:
            choices = tuple(step.choices)
        elif kind is Showdown and isinstance(step, Showdown) and step.hand == HandKind.BEST \
                and step.split_with is None and step.pot in (Pot.HIGH, Pot.LOW, Pot.DECLARED):
            showdown = step
        elif not (kind in (Bet, Look) or (kind is Ante and isinstance(step, Ante)
                                          and step.mode in (AnteMode.ANTE, AnteMode.NONE))):
            raise Unplanned(f"a {step.kind} step beside table cards for sale")
    if showdown is None:
        raise Unplanned("no showdown of the best hand beside table cards for sale")
    if (showdown.pot == Pot.DECLARED) != bool(choices):
        raise Unplanned("a declared showdown without a declaration, or a declaration without one")
    for number, standing in program.standing:
        if not isinstance(standing, (Deck, Wild, Qualifier)):
            raise Unplanned(f"rule {number}: a standing {standing.kind} rule beside table cards for sale")
    rules = plan_wild_rules(program, players)  # written-out wilds only (`plan.standing_use` refuses the rest)
    low_rules = plan_low_rules(program, players)
    if showdown.pot != Pot.HIGH and low_rules._stands_for:
        raise Unplanned("a low showdown with limited wild cards")
    each = sum(m[1] for m in moves if m[0] == EACH)
    seats = tuple((tuple(range(s * each, (s + 1) * each)),) for s in range(players))  # as if nobody bought
    aim = LOW if showdown.pot == Pot.LOW else HIGH if showdown.pot == Pot.HIGH else "lean"
    return BuyPlan(players, deck_codes(program.deck), seats, rules, rules.plain() and not program.deck.jokers,
                   showdown.tie_pays, low_rules=low_rules if showdown.pot == Pot.LOW else None,
                   qualify=qualify_of(program), moves=tuple(moves), keep_low=low_rules, aim=aim, declare=choices,
                   most=each + sum(m[0] == BUY for m in moves))


class _Judge:
    """Plays a buy plan's deals and judges their showdowns."""

    def __init__(self, plan: BuyPlan):
        self.plan = plan
        self.score = scorer(plan.rules, plan.deck, plan.most)
        self.low_judge = plan_low_judge(plan.keep_low, plan.qualify)
        self.declared = declarer(plan.rules, plan.keep_low, plan.declare, self.score) if plan.declare else None

    def deal(self, counts: PlanCounts, x: list[int]) -> DealOutcome:
        plan = self.plan
        played = self._played(x)
        if played is None:
            counts.unplayed += 1
            return DealOutcome((), None, unplayed=True)
        hands, goals = played
        groups = [[tuple(h)] for h in hands]
        if self.declared is not None:
            sides = [self.declared(h, goals[s] or HIGH) for s, h in enumerate(hands)]
            return declared_deal(counts, groups, sides, self.score, self.low_judge, plan.qualify, plan.rules,
                                 plan.plain)
        if plan.low_rules is not None:
            count_low(counts, groups, self.low_judge, plan.tie_pays)
            return low_outcome(groups, self.low_judge, plan.tie_pays)
        return high_deal(plan, counts, groups, self.score)

    def _played(self, x: list[int]) -> tuple[list[list[int]], list[str | None]] | None:
        """(each seat's cards, the side each chose at its first offer of a table card) after
        the moves; None: the deck ran out."""
        plan = self.plan
        n = plan.players
        hands: list[list[int]] = [[] for _ in range(n)]
        goals: list[str | None] = [None] * n
        board: list[list] = []  # [code, face up]
        top = 0
        for move in plan.moves:
            if move[0] == EACH:
                count = move[1]
                if top + count * n > len(x):
                    return None
                for s in range(n):
                    hands[s].extend(x[top:top + count])
                    top += count
            elif move[0] == TABLE:
                if top + move[1] > len(x):
                    return None
                board.extend([c, move[2]] for c in x[top:top + move[1]])
                top += move[1]
            else:
                for s in range(n):
                    top = self._buy(s, hands, goals, board, move, x, top)
                    if top < 0:
                        return None
        return hands, goals

    def _buy(self, s: int, hands: list[list[int]], goals: list[str | None], board: list[list], move: tuple,
             x: list[int], top: int) -> int:
        """Seat `s`'s turn to buy (`buying.buy_table_card`); the deck's next place, or -1 when it runs out."""
        from dealerschoice.play.state import BET  # the simulator's bet: the most a card bought unseen may cost

        offers = _offered(board, move[1])
        table_offers = [(i, cost) for i, cost in offers if i is not None and board[i][1]]
        unseen = [(i, cost) for i, cost in offers if i is None or not board[i][1]]
        index = paying.table_buy([(i, self._gain(hands[s], board[i][0], goals, s), cost) for i, cost in table_offers])
        deck_offer = min(unseen, key=lambda offer: offer[1], default=None)
        if index is not None:
            hands[s].append(board.pop(index)[0])
            if top >= len(x):
                return -1
            board.insert(index, [x[top], True])
            return top + 1
        if deck_offer is not None and paying.buys_unseen(deck_offer[1], BET, self._category(hands[s])):
            if deck_offer[0] is None:
                if top >= len(x):
                    return -1
                hands[s].append(x[top])
                return top + 1
            hands[s].append(board.pop(deck_offer[0])[0])
        return top

    def _gain(self, known: list[int], card: int, goals: list[str | None], s: int) -> int:
        """`buying.gain`: how much the card raises what the seat sees, for the side it plays for."""
        plan = self.plan
        goal = goals[s]
        if goal is None:  # `moves.goal`: chosen at the first question, from the cards then
            goal = goals[s] = plan.aim if plan.aim != "lean" else aims.lean([CARD_BY_CODE[c] for c in known], plan.rules)
        if goal == LOW:
            ranks = {1 if c // 4 + 2 == 14 else c // 4 + 2 for c in known if c != JOKER_CODE}
            low = 1 if card // 4 + 2 == 14 else card // 4 + 2
            return int(card != JOKER_CODE and low <= 7 and low not in ranks)
        rules = plan.rules
        if card == JOKER_CODE or CARD_BY_CODE[card] in rules.wild_cards or card // 4 + 2 in rules.wild_ranks:
            return 2
        return self._category(known + [card]) - self._category(known)

    def _category(self, codes: list[int]) -> int:
        """`policies.category` of these card codes under the plan's rules: the category of
        their integer score, the same score (`run.scorer`: remembered by the ranks held)."""
        if not codes:
            return 0
        if len(codes) > self.plan.most:  # more than the scorer was made for
            return policies.category([CARD_BY_CODE[c] for c in codes], self.plan.rules)
        return score_category(self.score(codes))


def _offered(board: list[list], offers: tuple) -> list[tuple[int | None, int]]:
    """`buying._offered`: (place on the table, or None for the deck's top card; price) of each card on offer."""
    up = [i for i, (_, face_up) in enumerate(board) if face_up]
    found: list[tuple[int | None, int]] = []
    for source, age, cost in offers:
        if source == "deck":
            found.append((None, cost))
        elif source == "down-table":
            found.extend((i, cost) for i, (_, face_up) in enumerate(board) if not face_up)
        elif age is None:
            found.extend((i, cost) for i in up)
        else:
            at = age - 1 if age > 0 else len(up) + age
            if 0 <= at < len(up) and all(i != up[at] for i, _ in found):
                found.append((up[at], cost))
    return found
