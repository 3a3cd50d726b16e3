"""Play a series plan's deals (`series.SeriesPlan`) as the simulator plays them, deal for
deal, and count them as the odds count the simulator's (`odds._tally_deal`).

A `SeriesPlayer` plays the ops on the shuffled deck, keeping what the simulator's table
keeps: each seat's cards in the order held, the table's cards, who is still in, each seat's
wins, the pot, the settlement played last and the last showdown's winner and losers. A
reshuffle gathers the cards as `Table.gather` does and shuffles them with the table's own
random numbers, so the next round holds the very cards the simulator's holds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from dealerschoice.cards import Card, Hand
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play import policies
from dealerschoice.play.fast.guts_moves import declare_rounds
from dealerschoice.play.fast.lows import low_winners
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, plan_low_judge, scorer, uses_wild
from dealerschoice.play.fast.series import (
    ANTE,
    DEAL,
    DECLARE,
    KEEP,
    ONE_IN,
    RESHUFFLE,
    SETTLE,
    SHOWDOWN,
    TABLE,
    TABLE_DISCARD,
    SeriesPlan,
)
from dealerschoice.play.players import declaring
from dealerschoice.rules.steps.vocab import UntilKind
from dealerschoice.rules.steps.vocab_money import PaidTo

NAMED = 1 << 40  # the score of a hand the rules rank above every other ("3-5-7 is the best hand")
FIRST_ANTE = 1  # each player's ante at the first deal and a re-ante (`state.ANTE`)
_CARDS = [Card(code) for code in range(JOKER_CODE + 1)]  # the players' decisions read Cards, not codes
_REMEMBERED = 200_000  # going-in decisions kept per player: a few MB at most


@dataclass(frozen=True, slots=True)
class SeriesShowdown:
    """One showdown: the seats in (numbered from 1), the winners (none: a tie that pays
    nobody), the high score or the low Hand, and whether a winning hand used a wild card."""

    contenders: tuple[int, ...]
    winners: tuple[int, ...]
    score: int | None = None
    low: Hand | None = None
    wild: bool = False
    shared: bool = False  # the pot paid to several winners (a tie that pays), in a game whose showdowns pay
    named: Hand | None = None  # the winning hand is the rules' best hand (`judge.hands_of`), outside the score scale


@dataclass(frozen=True, slots=True)
class SeriesDeal:
    """One odds deal of a series game: its showdowns, how many times the cards were dealt
    (a redeal for all), and the chips left for a next deal (none when someone took the pot)."""

    showdowns: tuple[SeriesShowdown, ...]
    deals: int
    pot: int


class _Table:
    """One deal of the game, over all its rounds: what the simulator's table and seats hold."""

    __slots__ = ("x", "top", "hands", "board", "board_up", "muck", "active", "wins", "pot", "settle", "last_pot", "contenders",
                 "winner", "losers", "over", "cycles", "went_in", "deals")

    def __init__(self, x: list[int], players: int, pot: int):
        self.x = x
        self.top = 0
        self.hands: list[list[int]] = [[] for _ in range(players)]  # each seat's cards, in the order held
        self.board: list[int] = []
        self.board_up: list[int] = []
        self.muck: list[int] = []  # the table cards discarded, in the order thrown
        self.active = [True] * players  # not out
        self.wins = [0] * players
        self.pot = pot
        self.settle = None  # the settlement played last (`Money.settle_rule`)
        self.last_pot = 0   # the pot at the last showdown (`Money.last_pot`)
        self.contenders: list[int] = []  # the last showdown's seats in (from 0)
        self.winner: int | None = None   # ... its single winner
        self.losers: list[int] = []
        self.over = False
        self.cycles = 0  # the repeats played (`Progress.cycles`)
        self.went_in: list[int] = []  # the seats in at the last declaration
        self.deals = 1  # the times the cards were dealt (`Progress.deals`)

    def gather(self, rng: random.Random) -> None:
        """Every card back into the deck, as `Table.gather` puts them, and shuffled."""
        x = self.x[self.top:] + [c for cards in self.hands for c in cards] + self.board + self.muck
        rng.shuffle(x)
        self.x, self.top = x, 0
        self.hands = [[] for _ in self.hands]
        self.board, self.board_up, self.muck = [], [], []
        self.active = [True] * len(self.hands)


class SeriesPlayer:
    """Plays a plan's deals: the hands scored by a scorer per hand size, each going-in
    decision the players' own (`policies.goes_in`), remembered by the shape of the cards
    seen and the stake."""

    def __init__(self, plan: SeriesPlan):
        from dealerschoice.play.mechanics.money import settle_amount  # the mechanics import the simulator

        self.plan = plan
        self.settle_amount = settle_amount
        self.scores = [scorer(rules, plan.deck, max(size, 1)) for size, rules in enumerate(plan.high)]
        self.lows = [plan_low_judge(rules) for rules in plan.low]
        self.decided: dict[tuple, bool] = {}

    def stake(self, pot: int) -> int:
        """What a player in stands to lose on this pot (`betting.at_stake`)."""
        return max((self.settle_amount(step, pot) for step in self.plan.settles), default=0)

    def goes_in(self, known: list[int], stake: int, again: bool, last_round: bool) -> bool:
        """The player's decision on the cards seen, under the wild rules of their size;
        `again`: a later round, nobody in yet. Remembered by what the decision reads of the
        cards: their high score (`policies.goes_in`: the category, the top rank, the standing;
        with no pair the top rank says whether an ace or a king is held, and a wild card or a
        joker makes a pair), with their count and the stake."""
        size = len(known)
        score = self.scores[size](known)
        key = (size, score, stake, again, last_round)
        found = self.decided.get(key)
        if found is None:
            if len(self.decided) >= _REMEMBERED:
                self.decided.clear()
            cards = [_CARDS[c] for c in known]
            rules = self.plan.high[size]
            found = self.decided[key] = declaring.goes_in_again(cards, rules, last_round) if again else \
                policies.goes_in(cards, rules, at_stake=stake)
        return found

    def deal(self, x: list[int], rng: random.Random) -> SeriesDeal:
        """The showdowns of the deal of the shuffled deck `x`, reshuffled by `rng` as the rules say."""
        plan = self.plan
        table = _Table(x, plan.players, plan.players * FIRST_ANTE if plan.ante else 0)
        showdowns: list[SeriesShowdown] = []
        at, ops = 0, plan.ops
        while at < len(ops) and not table.over:
            op = ops[at]
            code = op[0]
            at += 1
            if code == DEAL:
                for s in range(plan.players):
                    if table.active[s]:
                        table.hands[s].extend(table.x[table.top:table.top + op[1]])
                        table.top += op[1]
            elif code == TABLE:
                dealt = table.x[table.top:table.top + op[1]]
                table.top += op[1]
                table.board.extend(dealt)
                if op[2]:
                    table.board_up.extend(dealt)
            elif code == DECLARE:
                self._declare(table, op[1])
            elif code == SHOWDOWN:
                found = self._showdown(table, op[1], op[2])
                if found is not None:
                    showdowns.append(found)
                    if op[3] and not table.over and table.settle is not None:
                        self._settle(table, table.settle)
            elif code == SETTLE:
                table.settle = op[1]
                self._settle(table, op[1])
            elif code == ANTE:  # "Everyone must reante.": every player back in
                table.active = [True] * plan.players
                table.pot += FIRST_ANTE * plan.players
            elif code == TABLE_DISCARD:  # "Discard the oldest common card."
                count = min(op[2], len(table.board))
                gone = table.board[:count] if op[1] else table.board[len(table.board) - count:]
                table.board = table.board[count:] if op[1] else table.board[:len(table.board) - count]
                table.board_up = [c for c in table.board_up if c not in gone]
                table.muck.extend(gone)
            elif code == RESHUFFLE:
                table.gather(rng)
            elif code == KEEP:  # "Players keep their hands.", in a game repeated until one goes in: all play on
                table.active = [True] * plan.players
            elif code == ONE_IN:
                jump = self._one_in(table, op, rng)
                if jump is not None:
                    at = jump
            else:  # REPEAT
                jump = self._repeat(table, op)
                if jump is not None:
                    at = jump
        return SeriesDeal(tuple(showdowns), table.deals, table.pot)

    def _declare(self, table: _Table, rounds: int) -> None:
        """The players still in, in turn, round after round until one is in (`guts_moves.declare_rounds`)."""
        from dealerschoice.play.mechanics.declare import MAX_DECLARE_ROUNDS  # the mechanics import the simulator

        stake = self.stake(table.pot)
        declarers = [s for s in range(self.plan.players) if table.active[s]]
        hands, board_up = table.hands, table.board_up
        going, _ = declare_rounds(declarers,
                                  lambda s, again, last: self.goes_in(hands[s] + board_up, stake, again, last),
                                  1, rounds, MAX_DECLARE_ROUNDS)
        for s in declarers:
            table.active[s] = going[s]
        table.went_in = [s for s in declarers if going[s]]

    def _showdown(self, table: _Table, low: bool, tie_pays: bool) -> SeriesShowdown | None:
        """The showdown among those in; None with nobody in (the example stops)."""
        contenders = [s for s in range(self.plan.players) if table.active[s]]
        table.contenders, table.winner, table.losers = contenders, None, []
        if not contenders:
            table.over = True  # "Nobody went in: the pot stays for the next deal."
            return None
        held = [table.hands[s] + table.board for s in contenders]
        seats = tuple(s + 1 for s in contenders)
        if low:
            best, won, hands = low_winners([[cards] for cards in held], lambda c: self.lows[len(c)](c))
            winners = [contenders[n - 1] for n in won]
            wild = any(h.wilds for h in hands)
            score = None
        else:
            scores = [self._score(cards) for cards in held]
            score = max(scores)
            winners = [s for s, v in zip(contenders, scores) if v == score]
            best = None
            wild = not self.plan.plain and any(
                uses_wild(self.plan.high[len(cards)], cards, score) for s, cards, v in zip(contenders, held, scores)
                if v == score != NAMED)
        if len(winners) > 1 and not tie_pays:
            winners, wild = [], False
        table.losers = [s for s in contenders if s not in winners]
        table.last_pot = table.pot
        if not self.plan.scoring:  # the pot paid to the winners (`showdown.award_shares`)
            if winners:
                table.pot = 0
        elif len(winners) == 1:
            winner = table.winner = winners[0]
            table.wins[winner] += 1
            if self.plan.wins_needed is not None and table.wins[winner] >= self.plan.wins_needed:
                table.over, table.pot = True, 0  # the win that makes N takes the pot (`last_winner_takes_all`)
        named = self._named(held[contenders.index(winners[0])]) if winners and score == NAMED else None
        return SeriesShowdown(seats, tuple(s + 1 for s in winners), score if winners and not named else None,
                              best if winners else None, wild, not self.plan.scoring and len(winners) > 1, named)

    def _score(self, cards: list[int]) -> int:
        """A high hand's score; the rules' best hand ("3-5-7 is the best hand": exactly those
        ranks, as `judge.hands_of` asks) above every other."""
        best = self.plan.best
        if best and len(cards) == len(best) and sorted((c >> 2) + 2 for c in cards) == list(best):
            return NAMED
        return self.scores[len(cards)](cards)

    def _named(self, cards: list[int]) -> Hand:
        """The rules' best hand as the judge makes it: above every key, no wild card played."""
        held = tuple(_CARDS[c] for c in cards)
        return Hand("high", "best-hand", held, held, (), (99,), "The best hand: " + self.plan.best_words)

    def _settle(self, table: _Table, step) -> None:
        """Every player in who lost pays the winner the pot, or pays it into the pot
        (`money.settle`: a tie that paid nobody leaves every player in a loser, and the
        payment in the pot)."""
        amount = self.settle_amount(step, table.pot if self.plan.scoring else table.last_pot)
        if not amount or not table.losers:
            return
        into_pot = step.to == PaidTo.WINNER and table.winner is None and set(table.losers) == set(table.contenders)
        if step.to == PaidTo.WINNER and not into_pot:
            return  # paid from one player to another (or, several winners, to nobody): the pot is the same
        table.pot += amount * len(table.losers)

    def _one_in(self, table: _Table, op: tuple, rng: random.Random) -> int | None:
        """Until one player goes in (the game ends) or every hand holds `cards` (a redeal for
        all, at most `max_deals` deals): those in settle again if more than one went in
        (`guts.repeat_till_one_in`); the op to go back to, or None when the game is over."""
        _, target, cards = op
        if table.settle is not None and len(table.went_in) > 1:
            self._settle(table, table.settle)
        if len(table.went_in) == 1:
            table.over = True
            return None
        if all(len(hand) >= cards for hand in table.hands):
            if table.deals >= self.plan.max_deals:
                table.over = True  # the example stops after so many deals
                return None
            table.deals += 1
            table.gather(rng)  # `PlayedHand.redeal`: every card back in, shuffled; no ante again
            return 0
        table.active = [True] * self.plan.players  # `guts.keep_hands`
        return target

    def _repeat(self, table: _Table, op: tuple) -> int | None:
        """Until someone has won N times (they take the pot) or the pot is empty, at most
        `max_cycles` rounds (`flow.repeat`): the op to go back to, or None to go on."""
        _, until, count, target = op
        if until == UntilKind.WINS:
            if max(table.wins) >= count:  # the leader takes the pot
                table.over, table.pot = True, 0
                return None
        elif table.pot == 0:
            return None
        table.cycles += 1
        if table.cycles >= self.plan.max_cycles:
            table.over = True  # the example stops; the game goes on with the pot
            return None
        return target


def series_deal(plan: SeriesPlan, seed: int, player: SeriesPlayer | None = None) -> SeriesDeal:
    """One deal, shuffled as the table shuffles (`random.Random(seed)`)."""
    rng = random.Random(seed)
    x = list(plan.deck)
    rng.shuffle(x)
    return (player or SeriesPlayer(plan)).deal(x, rng)


def play_series(plan: SeriesPlan, seeds) -> PlanCounts:
    """Play one deal per seed and count them as the odds count the simulator's deals."""
    player = SeriesPlayer(plan)
    counts = PlanCounts()
    for seed in seeds:
        found = series_deal(plan, seed, player).showdowns
        counts.deals += 1
        if not found:
            counts.no_showdown += 1
        for showdown in found:
            if not showdown.winners:
                continue
            if showdown.low is not None:
                counts.lows[showdown.low.key] += 1
                counts.low_hands.setdefault(showdown.low.key, showdown.low)
            elif showdown.named is not None:  # counted by `odds._plan_tally` as a high winner (the lead's patch)
                counts.named[showdown.named.key] += 1
                counts.named_hands.setdefault(showdown.named.key, showdown.named)
            else:
                counts.wins[showdown.score] += 1
            counts.wild += showdown.wild
        counts.split += any(showdown.shared for showdown in found)
    return counts


def series_outcome(plan: SeriesPlan, seed: int) -> DealOutcome:
    """One deal as `run.plan_deal` gives a plan's: the last showdown's winners and score (or
    low Hand); no winner: no showdown, or a tie paying nobody."""
    found = series_deal(plan, seed).showdowns
    last = found[-1] if found else None
    if last is None or not last.winners:
        return DealOutcome((), None)
    # the rules' best hand is no score: told as a Hand, as a low winner's is (`low`)
    return DealOutcome(last.winners, last.score, low=last.named or last.low)
