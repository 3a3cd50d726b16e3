"""Plans for games whose hands use another player's up cards, where the players choose which of
their cards go up: "Each player splits their cards into a stack of four cards and a stack of
three cards.", the three flipped one by one, with "Your hand can use two of your down cards,
and any one other player's three up cards." (Roll'em); "Each player flips over one down card
of their choice." twice, with "Your hand must consist of three of your down cards and two of
one other player's up cards." and a declared split (Chernobyl).

Every card is dealt face down, and the cards that end up face up are the player's choice,
made on their own cards alone: the stack turned up holds the cards they least mind showing
(`mechanics.stack_sizes`: `policies.worst`); a flip of their choice turns the card that
shows least beside those up (`mechanics.flips._pick`: `policies.hide_order`). Once the flips
are done a seat holds those cards face up and the rest face down, as if dealt so. The plan
is then the layout plan (`layout.compile_layout`, which follows limits on own and other
players' cards: `layout_own`; a declaration: `layout_declares`) of a stand-in game that deals
each player the cards kept down, then the cards shown face up, with the game's other rules;
each deal, the plan lays every seat's chosen cards at the stand-in's places (`stand_in`) and
counts them as that plan does. Nothing wild, one deck.

Refused: cards dealt after the choice or face up before it, a stack turned up only in part
(which of its cards show follows the order the player stacks them in), more than one stack
turned, flips of another kind beside them, a game with no hand that uses another player's
cards (the flip plan plays those), and whatever the layout plan refuses of the stand-in game.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from dealerschoice.cards import Card
from dealerschoice.cards.keys import high_score
from dealerschoice.play import policies
from dealerschoice.play.fast.layout_lines import CountedLayoutPlan, LayoutPlan
from dealerschoice.play.fast.plan import Plan, Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer, seat_getters, shuffler
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps import Deal, Flip
from dealerschoice.rules.steps.board_limits import OtherUse
from dealerschoice.rules.steps.draw import StackSizes
from dealerschoice.rules.steps.vocab import Face, FlipSource, Target

_CARDS = tuple(Card(code) for code in range(52))  # a code's Card, for the players' choice


@dataclass(frozen=True, slots=True)
class ShownCardsPlan(LayoutPlan):
    """The stand-in game's plan (`inner`: a fixed plan, or a layout plan that counts each deal,
    a declared split's) and how a deal's cards reach its places: each seat's `dealt` cards
    (that many from the top, seat by seat), of which the player shows `shown`, chosen by
    `how` (`WORST`: a stack of the cards least missed; `HIDDEN`: one by one, each the card
    that shows least, `policies.hide_order`)."""

    inner: Plan | CountedLayoutPlan
    players: int
    dealt: int
    shown: int
    how: str

    def play(self, seeds: Iterable[int]) -> PlanCounts:
        inner = self.inner
        deck = inner.deck if isinstance(inner, Plan) else inner.plan.deck
        shuffle = shuffler(deck, self.players * self.dealt)
        counts = PlanCounts()
        count = self._counter()
        for seed in seeds:
            count(counts, shuffle(seed))
        return counts

    def deal(self, seed: int) -> DealOutcome:
        inner = self.inner
        x = list(inner.deck if isinstance(inner, Plan) else inner.plan.deck)
        random.Random(seed).shuffle(x)
        return self._counter()(PlanCounts(), x)

    def _counter(self) -> Callable[[PlanCounts, Sequence[int]], DealOutcome]:
        inner = self.inner
        rules = inner.rules if isinstance(inner, Plan) else inner.plan.rules
        players, dealt, choose = self.players, self.dealt, chooser(self.how, self.shown, rules)
        counted = _fixed_counter(inner) if isinstance(inner, Plan) else inner._counter()
        return lambda counts, x: counted(counts, stand_in(x, players, dealt, choose))


def _fixed_counter(plan: Plan) -> Callable[[PlanCounts, list[int]], DealOutcome]:
    """A fixed high-hand plan's count of one laid deal, as `run.play_plan` counts it (nothing wild)."""
    pickers = seat_getters(plan)
    score = scorer(plan.rules, plan.deck, max(len(g) for groups in plan.seats for g in groups))
    tie_pays, high_ok = plan.tie_pays, plan.qualify.high_ok

    def count(counts: PlanCounts, laid: list[int]) -> DealOutcome:
        best = [max([score(pick(laid)) for pick in seat]) for seat in pickers]
        top = max(best)
        winners = tuple(n for n, s in enumerate(best, 1) if s == top)
        counts.deals += 1
        if (len(winners) > 1 and not tie_pays) or not high_ok(top):
            return DealOutcome((), None)
        counts.wins[top] += 1
        counts.split += len(winners) > 1
        return DealOutcome(winners, top)
    return count


WORST, HIDDEN = "worst", "hidden"  # how a player chooses the cards they show


def chooser(how: str, shown: int, rules) -> Callable[[list[Card]], list[Card]]:
    """The cards a player shows of their cards (in the order held): a stack of the `shown`
    least missed (`stack_sizes._split`), or `shown` flips of their choice, each the card
    that shows least beside those up already (`mechanics.flips._pick` of seen cards)."""
    if how == WORST:
        return lambda cards: policies.worst(cards, shown, [], rules)

    def flipped(cards: list[Card]) -> list[Card]:
        down, up = sorted(cards, key=policies.order_key), []
        for _ in range(shown):
            # the first of `policies.hide_order(down, showing, rules)`, its first pick alone: the
            # lowest (in card order) of the cards that show least beside the cards up, in the order held
            showing = [c for c in cards if c in up]
            card = min(down, key=lambda c: high_score(showing + [c], rules))
            down.remove(card)
            up.append(card)
        return up
    return flipped


def stand_in(x: Sequence[int], players: int, dealt: int, choose: Callable[[list[Card]], list[Card]]) -> list[int]:
    """The cards at the stand-in game's places: every seat's kept cards (in the order dealt),
    seat by seat, then every seat's shown cards, those `choose` picks of its `dealt` cards.

    >>> from dealerschoice.cards import HandRules, format_cards, parse_cards
    >>> x = [int(c) for c in parse_cards("As Ah 2c 7d Kd Ks 3h 9c")]  # seat 1's four, then seat 2's
    >>> laid = stand_in(x, 2, 4, chooser(WORST, 1, HandRules()))  # each shows its lowest card
    >>> format_cards([Card(c) for c in laid])
    'A♠ A♥ 7♦ K♦ K♠ 9♣ 2♣ 3♥'
    """
    laid = list(x[:players * dealt])
    kept_at, shown_at = 0, None
    for seat in range(players):
        cards = x[seat * dealt:(seat + 1) * dealt]
        up = {int(c) for c in choose([_CARDS[c] for c in cards])}
        kept = [c for c in cards if c not in up]
        laid[kept_at:kept_at + len(kept)] = kept
        kept_at += len(kept)
        if shown_at is None:
            shown_at = players * len(kept)
        laid[shown_at:shown_at + len(up)] = [c for c in cards if c in up]
        shown_at += len(up)
    return laid


def compile_shown(program: Program, players: int) -> ShownCardsPlan:
    """The plan of a game whose players choose the cards they show; `Unplanned` names why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> lines = ("Deal six cards face down to each player.",
    ...          "Each player splits their cards into a stack of four cards and a stack of two cards.",
    ...          "Each player simultaneously flips the top card of their two card stack.",
    ...          "Each player simultaneously flips the top card of their two card stack.",
    ...          "Showdown, high hand wins.",
    ...          "Your hand can use three of your down cards, and any one other player's two up cards.")
    >>> game = Game(1, "T", (), (), tuple(Rule(n, t, n) for n, t in enumerate(lines, 1)), None, Source("x", 1))
    >>> plan = compile_shown(game_program(game), 3)
    >>> plan.dealt, plan.shown, plan.how, plan.inner.seats[0][:2]
    (6, 2, 'worst', ((0, 1, 2, 14, 15), (0, 1, 3, 14, 15)))
    """
    steps = [s for a in program.actions for s in a.steps]
    deals = [s for s in steps if type(s) is Deal]
    flips = [s for s in steps if type(s) is Flip]
    splits = [s for s in steps if type(s) is StackSizes]
    if len(deals) != 1 or deals[0].to != Target.EACH or deals[0].face == Face.UP or not flips \
            or steps.index(deals[0]) > min(steps.index(s) for s in flips + splits):
        raise Unplanned("cards shown by choice not all dealt face down to each player in one deal before")
    dealt = deals[0].count
    if any(s.who != "each" or s.until is not None or s.optional or s.count is None or s.from_either for s in flips):
        raise Unplanned("flips that are not every player's")
    if splits:
        split, how, shown = splits[0], WORST, _stacked(splits, flips, dealt)
    else:
        if any(s.source != FlipSource.CHOICE or s.stack is not None for s in flips):
            raise Unplanned("flips of cards neither stacked nor of the player's choice")
        split, how, shown = None, HIDDEN, sum(s.count or 0 for s in flips)
    if not 0 < shown < dealt:
        raise Unplanned(f"{shown} of {dealt} cards shown")
    if not any(isinstance(s, OtherUse) for _, s in program.standing):
        raise Unplanned("cards shown by choice with no hand that uses another player's (the flip plan plays those)")
    from dealerschoice.play.fast.layout import compile_layout  # layout imports this module's imports

    inner = compile_layout(_shown_as_dealt(program, split, dealt - shown, shown), players)
    if type(inner) is not Plan and not isinstance(inner, CountedLayoutPlan):
        raise Unplanned(f"cards shown by choice in a game the layout plan plays as a {type(inner).__name__}")
    base = inner if isinstance(inner, Plan) else inner.plan
    if not base.plain or len(set(base.deck)) != len(base.deck) or (isinstance(inner, Plan) and (
            base.low_rules is not None or base.high_low)):
        raise Unplanned("cards shown by choice with wilds, two decks or a low hand")
    if isinstance(inner, Plan):
        inner = dataclasses.replace(inner, board=None, factored=None)
    return ShownCardsPlan(inner, players, dealt, shown, how)


def _stacked(splits: list[StackSizes], flips: list[Flip], dealt: int) -> int:
    """How many cards each player shows: the one stack the flips turn up, every card of it."""
    split = splits[0]
    turned = {s.stack for s in flips if s.stack is not None}
    if len(splits) != 1 or sum(split.sizes) != dealt:
        raise Unplanned(f"stacks of {split.sizes} cards from {dealt} dealt, or more than one split")
    if len(turned) != 1 or any(s.stack is None or s.source != FlipSource.TOP for s in flips):
        raise Unplanned("flips that are not the top card of one stack")
    (size,) = turned
    if sum(s.count or 0 for s in flips) < size or list(split.sizes).count(size) != 1:
        raise Unplanned(f"a stack of {size} turned up only in part, or beside another of its size")
    return size


def _shown_as_dealt(program: Program, split: StackSizes | None, kept: int, shown: int) -> Program:
    """The stand-in game: the cards kept dealt face down, then those shown dealt face up, in
    place of the deal, the split and the flips; every other rule as it is."""
    actions = []
    for action in program.actions:
        steps: list = []
        for step in action.steps:
            if type(step) is Deal:
                steps += [Deal(kept, Face.DOWN, Target.EACH), Deal(shown, Face.UP, Target.EACH)]
            elif step is not split and type(step) is not Flip:
                steps.append(step)
        if steps or not action.steps:
            actions.append(Action(action.number, action.text, tuple(steps)))
    return Program(program.game, tuple(actions), program.standing, program.notes)
