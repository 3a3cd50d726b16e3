"""Plans of no-peek flip games of football hands (Monday Night Football): every card dealt
down and unseen, one table card up, "The next player in betting order flips over cards one
at a time until they have the best hand showing (counting the first table card as a hand)",
repeated "until everyone still in has all of their cards face up", a player who flips every
card without beating the best hand showing folding; the hands counted in the order turned,
a tie dealt off.

A `FootballFlipPlan` plays the simulator's turns (`mechanics.flips._flip_until_best`) on the
shuffled deck:
- what a seat shows is the game's points of its up cards in the order turned
  (`flips.shown_key`: `ranking_play.showing_key`, `cards.ordered_points`), the first table
  card a hand of its own where the rule counts it (`flips.best_other`);
- the players to flip are those still in holding down cards, clockwise after the last player
  to flip alone (the dealer at first), who do not already show the best hand; the first
  flips its down cards in the order dealt (none was seen: `flips._pick` takes the first
  unseen) until it shows more than every other hand, and folds when its last card leaves it
  short ("If you flip all of your cards and cannot beat the best hand showing, you must
  fold.": `triggers.fire_forced`), the last player left taking the pot with no showdown;
  with nobody to flip, everyone still holding down cards turns them all up;
- a betting round moves no card (the odds' players all stay);
- the showdown: each hand as the game ranks it, its cards in the order turned
  (`GameRanking.high_hand`, as `judge.hands_of` judges football hands); a tie dealt off
  ("deal cards to the tied players, first face card wins": `tie_deal.broken`, clockwise
  after the dealer, from the deck, until a card of the group named; the deck running out
  first leaves the tie, which shares the pot).

Refused (`Unplanned`, naming the rule): any other step or standing rule, cards dealt face up
to the players, wild cards, a flip of a limited count of cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.cards import Card, HandRules, best_hand, clockwise_after
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.cards.ordered_points import ordered_points
from dealerschoice.play.fast.plan import Unplanned, deck_codes
from dealerschoice.play.fast.rankings_judged import count_named
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, shuffler
from dealerschoice.play.mechanics import tie_deal
from dealerschoice.play.mechanics.ranking_play import GameRanking, game_ranking
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Bet, Deal, Deck, Flip, NoPeek, Repeat, Showdown
from dealerschoice.rules.steps.showdown import CardValues, TieBreak
from dealerschoice.rules.steps.showdown import Ranking as RankingStep
from dealerschoice.rules.steps.special import Forced
from dealerschoice.rules.steps.vocab import Pot, Target, TieBy, UntilKind

_CARDS = [Card(code) for code in range(JOKER_CODE + 1)]
_NO_RULES = HandRules()
_FOLD_EVENT = "flipped-all-not-best"


@dataclass(frozen=True, slots=True)
class _Deal:
    """One deal's end: the seats still in (from 0), each seat's cards in the order turned, and
    the forced folds (negative: the last fold left one player, who took the pot)."""

    active: list[bool]
    turned: list[list[int]]
    folds: int


@dataclass(frozen=True, slots=True)
class FootballFlipPlan:
    """Monday Night Football's shape at a table of `players` (see the module)."""

    players: int
    deck: tuple[int, ...]
    dealt: int                 # cards dealt down to each seat
    table: int                 # table cards dealt up after them (none or one)
    ranking: GameRanking       # the game's ranking: its points in the order turned (`ordered`)
    table_counts: bool         # the first table card counts as a hand to beat
    folds: bool                # a player who flips every card without beating the best showing folds
    deal_off: tuple[bool, str | None]  # (ties are dealt off, the group of the card that wins)
    tie_pays: bool

    def _points(self, memo: dict):
        """The points a run of card codes shows, in the order given (`ranking_play.showing_key`)."""
        values, after = self.ranking.ordered  # type: ignore[misc]  # a football plan has them

        def points(cards: tuple[int, ...]) -> float:
            found = memo.get(cards)
            if found is None:
                found = memo[cards] = ordered_points([_CARDS[c] for c in cards], values, after).key[0]
            return found
        return points

    def _turns(self, x: list[int], points) -> _Deal:
        """The flips of one deal (see `_Deal`)."""
        n, k = self.players, self.dealt
        down = [x[s * k:(s + 1) * k] for s in range(n)]
        turned: list[list[int]] = [[] for _ in range(n)]
        active = [True] * n
        table = points((x[n * k],)) if self.table_counts and self.table else None
        cursor, folds = n, 0  # the dealer is the last seat; seat numbers from 1

        def best_other(seat: int) -> float:
            scores = [points(tuple(turned[s])) for s in range(n) if s != seat and active[s] and turned[s]]
            if table is not None:
                scores.append(table)
            return max(scores, default=-1)

        while True:
            order = [(cursor + i) % n for i in range(n)]  # clockwise from the seat after the cursor
            ready = [s for s in order if active[s] and down[s]]
            to_flip = next((s for s in ready if points(tuple(turned[s])) <= best_other(s)), None)
            if to_flip is None:  # nobody left to catch up: the rest turn everything up, seat by seat
                for s in range(n):
                    if active[s] and down[s]:
                        turned[s].extend(down[s])
                        down[s] = []
                        cursor = s + 1
            else:
                cursor = to_flip + 1
                beaten = False
                while down[to_flip]:
                    turned[to_flip].append(down[to_flip].pop(0))
                    if points(tuple(turned[to_flip])) > best_other(to_flip):
                        beaten = True
                        break
                if not beaten and not down[to_flip] and self.folds:
                    active[to_flip] = False
                    folds += 1
                    if sum(active) == 1:
                        return _Deal(active, turned, -folds)  # the last player takes the pot
            if all(not down[s] for s in range(n) if active[s]):
                return _Deal(active, turned, folds)

    def _showdown(self, x: list[int], dealt: _Deal, judge) -> tuple[tuple[int, ...], list]:
        """(the winners from 1, each seat's Hand or None) of the showdown of those still in."""
        hands = [judge(tuple(cards)) if dealt.active[s] else None for s, cards in enumerate(dealt.turned)]
        top = max(h.key for h in hands if h is not None)
        tied = [s + 1 for s, h in enumerate(hands) if h is not None and h.key == top]
        if len(tied) > 1 and self.deal_off[0]:
            tied = dealt_off(x, self.players * self.dealt + self.table, tied, self.players, self.deal_off[1])
        return tuple(tied), hands

    def _judge(self, memo: dict):
        ranking = self.ranking

        def judge(cards: tuple[int, ...]):
            found = memo.get(cards)
            if found is None:
                found = memo[cards] = ranking.high_hand([_CARDS[c] for c in cards], _NO_RULES, best_hand)
            return found
        return judge

    def play(self, seeds: range | list[int]) -> PlanCounts:
        """One deal per seed, counted as the odds count the simulator's deals."""
        shuffle = shuffler(self.deck, len(self.deck))
        points, judge = self._points({}), self._judge({})
        counts = PlanCounts()
        for seed in seeds:
            x = shuffle(seed)
            dealt = self._turns(x, points)
            counts.deals += 1
            folds = abs(dealt.folds)
            counts.forced_players += folds
            counts.forced += folds > 0
            if dealt.folds < 0:
                counts.no_showdown += 1
                continue
            winners, hands = self._showdown(x, dealt, judge)
            if len(winners) > 1 and not self.tie_pays:
                continue
            count_named(counts, max((hands[n - 1] for n in winners), key=lambda h: h.key))
            counts.split += len(winners) > 1
        return counts

    def deal(self, seed: int) -> DealOutcome:
        """One deal, seat by seat: for comparing with the simulator."""
        x = shuffler(self.deck, len(self.deck))(seed)
        dealt = self._turns(x, self._points({}))
        if dealt.folds < 0:
            return DealOutcome((), None)
        winners, hands = self._showdown(x, dealt, self._judge({}))
        if len(winners) > 1 and not self.tie_pays:
            return DealOutcome((), None)
        return DealOutcome(winners, None, low=hands[winners[0] - 1])


def dealt_off(x: list[int], top: int, tied: list[int], players: int, first: str | None) -> list[int]:
    """`tie_deal.broken` on the deck left from place `top`: the tied seats, clockwise after the
    dealer, take a card each in turn until one fits the group; the deck out first, the tie stands."""
    order = [s for s in clockwise_after(list(range(1, players + 1)), players) if s in set(tied)]
    while top < len(x):
        for seat in order:
            if top >= len(x):
                break
            card = _CARDS[x[top]]
            top += 1
            if tie_deal.fits(card, first):
                return [seat]
    return tied


def compile_football(program: Program, players: int) -> FootballFlipPlan:
    """The plan of a no-peek flip game of football hands; `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "F", (), (), (Rule(1, "Deal five cards down to each player. No player may look at these cards.", 1),
    ...     Rule(2, "The next player in betting order flips over cards one at a time until they have the best hand "
    ...          "showing.", 2),
    ...     Rule(3, "Repeat the last action until everyone still in has all of their cards face up.", 3),
    ...     Rule(4, "Showdown, high hand wins.", 4),
    ...     Rule(5, "Football hands. Face cards are worth six, aces after face cards are worth one, twos and threes "
    ...          "are worth face value, everything else is zero. Highest total wins.", 5)), None, Source("f", 1))
    >>> plan = compile_football(game_program(game), 4)
    >>> plan.dealt, plan.table_counts, plan.folds, plan.deal_off
    (5, False, False, (False, None))
    """
    ranking = game_ranking(program)
    if ranking is None or ranking.ordered is None:
        raise Unplanned("no football hands (points counted in the order turned)")
    dealt, table, flip, showdown = _shape(program)
    folds = False
    deal_off: tuple[bool, str | None] = (False, None)
    for number, step in program.standing:
        if isinstance(step, (RankingStep, CardValues, Deck)):
            if isinstance(step, Deck) and (step.jokers or step.decks != 1 or step.without):
                raise Unplanned(f"rule {number}: a deck of its own in a football flip game")
        elif isinstance(step, TieBreak) and step.by == TieBy.DEAL_OFF:
            deal_off = (True, step.first)
        elif isinstance(step, Forced) and step.trigger.event == _FOLD_EVENT and step.action == "fold":
            folds = True
        else:
            raise Unplanned(f"rule {number}: a standing {step.kind} rule in a football flip game")
    if ranking.tops or ranking.wild_moves or ranking.high_made_of is not None or ranking.twist is not None:
        raise Unplanned("a football ranking with holdings or moves of its own")
    deck = deck_codes(Deck())
    if dealt * players + table > len(deck):
        raise Unplanned(f"{dealt * players + table} cards dealt from a deck of {len(deck)}")
    return FootballFlipPlan(players, deck, dealt, table, ranking, flip.table_counts and table == 1, folds, deal_off,
                            showdown.tie_pays)


def _shape(program: Program) -> tuple[int, int, Flip, Showdown]:
    """(cards dealt down to each seat, table cards, the flip, the showdown) of a program of
    exactly: a no-peek deal down to each seat, a table card up or none, the flip until the best
    hand shows, betting rounds, a repeat of the flip until all cards are up, a high showdown."""
    steps = [(a.number, s) for a in program.actions for s in a.steps]
    kinds = [type(s) for _, s in steps if type(s) is not Bet]
    if kinds[:2] != [Deal, NoPeek] or kinds[-1] is not Showdown or kinds[-3:-1] != [Flip, Repeat] \
            or kinds[2:-3] not in ([], [Deal]):
        raise Unplanned("a football flip game of other steps than its deal, flip, repeat and showdown")
    deal = next(s for _, s in steps if isinstance(s, Deal))
    table = next((s for _, s in steps[2:] if isinstance(s, Deal)), None)
    flip = next(s for _, s in steps if isinstance(s, Flip))
    repeat = next(s for _, s in steps if isinstance(s, Repeat))
    showdown = next(s for _, s in steps if isinstance(s, Showdown))
    where = f"rule {next(n for n, s in steps if s is flip)}"
    if deal.to != Target.EACH or deal.face != "down" or deal.condition is not None:
        raise Unplanned(f"{where}: a football flip game whose cards are not all dealt down to each player")
    if table is not None and (table.to != Target.TABLE or table.face != "up" or table.count != 1):
        raise Unplanned(f"{where}: a football flip game with other table cards than one up")
    if flip.until != "best-showing" or flip.who != "next" or flip.limit is not None or flip.deal_instead_at is not None:
        raise Unplanned(f"{where}: a flip other than the next player's until they show the best hand")
    if repeat.until.kind != UntilKind.ALL_UP:
        raise Unplanned(f"{where}: a repeat until other than every card up")
    if showdown.pot != Pot.HIGH or showdown.hand != "best" or showdown.split_with is not None:
        raise Unplanned(f"{where}: a {showdown.pot} showdown in a football flip game")
    return deal.count, 0 if table is None else table.count, flip, showdown
