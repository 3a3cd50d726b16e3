"""Play a guts plan's deals (`guts.GutsPlan`) as the simulator plays them, deal for deal, and
count them as the odds count the simulator's (`odds._tally_deal`).

A `GutsPlayer` plays the ops on the shuffled deck, keeping what the simulator's table keeps:
each seat's cards in the order held, the table's cards, the discards in the order thrown,
who is still in, who declared last, the pot and, after a showdown, its losers. A redeal
gathers the cards as `Table.gather` does and shuffles them with the table's own random
numbers (`guts_deal`), so the next deal holds the very cards the simulator's holds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from dealerschoice.cards import Card
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play import policies
from dealerschoice.play.fast.choosing import passer, thrower
from dealerschoice.play.fast.counted_guts import count_guts_deal, guts_deal_outcome
from dealerschoice.play.fast.declares import declarer
from dealerschoice.play.fast.draw_ops import move_passes
from dealerschoice.play.fast.guts import (
    BET,
    DEAL,
    DEAL_IF,
    DECLARE,
    DISCARD,
    DRAW,
    EXTRA,
    GUTS_ANTE,
    HEADS_UP,
    MATCH_REDEAL,
    PASS_IF,
    REDEAL,
    REPEAT_IN,
    SETTLE,
    SETTLE_FEW_IN,
    SETTLE_NONE_IN,
    SETTLE_OUT,
    SHOWDOWN,
    SIDES,
    STAYED_REDEAL,
    TABLE,
    GutsPlan,
)
from dealerschoice.play.fast.guts_bets import Bettor
from dealerschoice.play.fast.guts_folds import fold_dealt
from dealerschoice.play.fast.guts_money import ANTE, before_showdown, losers_pay, nobody_in
from dealerschoice.play.fast.guts_moves import declare, discard
from dealerschoice.play.fast.guts_showdown import GutsJudge, GutsShowdown, table_takes
from dealerschoice.play.fast.guts_split import (
    DROP_SMALL,
    PHASE_TWO,
    REVIVE,
    SHUFFLE_BACK,
    SMALL_SHOWDOWN,
    SPLIT,
    small_hand,
)
from dealerschoice.play.fast.guts_travel import TRAVEL, travel
from dealerschoice.play.fast.guts_twists import TWIST, twist
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, scorer
from dealerschoice.play.players import declaring

_CARDS = [Card(code) for code in range(JOKER_CODE + 1)]  # the players' decisions read Cards, not codes
_REMEMBERED = 200_000  # going-in decisions kept per player: a few MB at most


@dataclass(frozen=True, slots=True)
class GutsDeal:
    """One odds deal of a guts game: its showdowns (one per deal of the cards that had one),
    how many times the cards were dealt, and the chips left in the pot for a next deal."""

    showdowns: tuple[GutsShowdown, ...]
    deals: int
    pot: int
    unplayed: bool = False  # a draw ran the deck out: the simulator stops, the deal is not counted
    folds: int = 0          # players a forced rule folded, every deal of the cards (`guts_folds`)


class _Cards:
    """One deal of the cards: what the simulator's table and seats hold."""

    __slots__ = ("x", "players", "top", "hands", "board", "board_up", "laid", "own", "muck", "active", "declarers",
                 "thrown",
                 "sides", "went_in", "rounds", "contenders", "losers", "last_pot", "small")

    def __init__(self, x: list[int], players: int):
        self.x = x
        self.players = players
        self.top = 0
        self.hands: list[list[int]] = [[] for _ in range(players)]  # each seat's cards, in the order held
        self.board: list[int] = []  # the table cards in every hand
        self.laid: list[int] = []   # every table card, in the order dealt
        self.own: list[int] = []    # the table's own hand, which the winner must beat (`guts_showdown.table_takes`)
        self.board_up: list[int] = []
        self.muck: list[int] = []  # the discards, in the order thrown
        self.active = [True] * players  # not out
        self.declarers: list[int] = []  # the seats that declared at the last declaration (from 0)
        self.thrown = [0] * players  # each seat's count at the last discard
        self.sides: dict[int, str] = {}  # each seat's side at a declaration of high, low or both
        self.went_in: list[int] = []  # the seats in at the last declaration
        self.rounds = 0  # the rounds of declaration this deal (`guts.Declarations`)
        self.contenders: list[int] = []  # the seats at the last showdown
        self.losers: tuple[int, ...] = ()
        self.last_pot = 0  # the pot as it was at the showdown
        self.small: list[tuple[int, ...]] = [()] * players  # each seat's small hand, split off (`guts_split`)

    def give(self, seat: int, count: int) -> bool:
        """Deal `count` cards to a seat; False when the deck has too few (the simulator stops)."""
        if self.top + count > len(self.x):
            return False
        self.hands[seat].extend(self.x[self.top:self.top + count])
        self.top += count
        return True

    def gathered(self) -> list[int]:
        """Every card back into the deck, as `Table.gather` puts them (before the shuffle)."""
        return self.x[self.top:] + [c for cards in self.hands for c in cards] + self.laid + self.muck


class GutsPlayer:
    """Plays a plan's deals: the hands scored by the plan's scorer, each going-in decision the
    players' own (`policies.goes_in`), remembered by the score and count of the cards seen and the stake."""

    def __init__(self, plan: GutsPlan):
        from dealerschoice.play.mechanics.money import settle_amount  # the mechanics import the simulator

        self.plan = plan
        self.settle_amount = settle_amount
        self.score = scorer(plan.rules, plan.deck, plan.longest)
        self.decided: dict[tuple, bool] = {}
        self.judge = GutsJudge(plan, self.score)
        self.bettor = Bettor(plan.rules, plan.low_rules, plan.aim, plan.game_lift, self.score)  # `guts_bets`
        # the table hand's scorer: its own wilds' (`GutsPlan.table_rules`), else the players'
        self.table_score = scorer(plan.table_rules, plan.deck, plan.longest) if plan.table_rules else self.score
        self.variants: dict[int, GutsPlayer] = {}  # per rank a table card makes wild: its rules' player
        if plan.sides:  # a declared split: the players' declarations (`declares`)
            self.declare = declarer(plan.rules, plan.low_rules, plan.sides, self.score)
        # per discard op (by index): each seat's choice, keeping for the hand that wins (`choosing.thrower`)
        aim = "low" if plan.low else "high"
        self.throwers = {at: [thrower(b, plan.rules, plan.low_rules, aim) for b in op[1]]
                         for at, op in enumerate(plan.ops) if op[0] == DISCARD}
        self.passers = {at: passer(op[1], plan.rules, plan.low_rules, aim) for at, op in enumerate(plan.ops)
                        if op[0] == PASS_IF}  # each seat's pass, keeping for that hand too

    def _variant(self, card: int) -> GutsPlayer:
        """The player of the deal under the wild rules the table card `card` gives
        (`GutsPlan.table_wilds`), its showdowns judged as this player's are."""
        rank = 0 if card == JOKER_CODE else (card >> 2) + 2
        found = self.variants.get(rank)
        if found is None:
            high, low = self.plan.table_wilds[rank]
            plan = replace(self.plan, rules=high, low_rules=low, plain=high.plain() and JOKER_CODE not in self.plan.deck,
                           table_wilds=())
            found = self.variants[rank] = GutsPlayer(plan)
            found.judge = type(self.judge)(plan, found.score)  # a judge of its own kind (`split_guts`)
        return found

    def dealt_player(self, rng: random.Random) -> GutsPlayer:
        """The player of one deal of the cards, the deck just shuffled by `rng`: this one (a
        plan whose dealer names a wild rank after each shuffle has a player per rank: `wild_named`)."""
        return self

    def stake(self, pot: int) -> int:
        """What a player in stands to lose on this pot (`betting.at_stake`)."""
        return max((self.settle_amount(step, pot) for step in self.plan.settles), default=0)

    def goes_in(self, known: list[int], stake: int) -> bool:
        """The player's decision on the cards seen, remembered by what it reads of them: their
        high score and count (`policies.goes_in`: the category, the top rank, the standing; with
        no pair the top rank says whether an ace or a king is held, a wild card makes a pair)."""
        key = (len(known), self.score(known), stake)
        found = self.decided.get(key)
        if found is None:
            if len(self.decided) >= _REMEMBERED:
                self.decided.clear()
            found = self.decided[key] = policies.goes_in([_CARDS[c] for c in known], self.plan.rules, at_stake=stake)
        return found

    def goes_in_again(self, known: list[int], last_round: bool) -> bool:
        """A later round's decision, nobody in yet (`declaring.goes_in_again`: the category and,
        with no pair, an ace or a king), remembered so."""
        key = (len(known), self.score(known), "again", last_round)
        found = self.decided.get(key)
        if found is None:
            found = self.decided[key] = declaring.goes_in_again([_CARDS[c] for c in known], self.plan.rules,
                                                                last_round)
        return found

    def deal(self, x: list[int], rng: random.Random) -> GutsDeal:
        """The deal of the shuffled deck `x`, dealt again (shuffled by `rng`) as the rules say."""
        plan = self.plan
        pot = plan.players * ANTE
        showdowns: list[GutsShowdown] = []
        deals, folds = 1, 0
        while True:
            cards = _Cards(x, plan.players)
            again = False
            at, ops = 0, plan.ops
            player = self.dealt_player(rng)  # the deal's player (the dealer's rank: `wild_named`)
            while at < len(ops):
                op = ops[at]
                code = op[0]
                at += 1
                if code == TABLE and plan.table_wilds:  # "the last table card's rank is wild": its player
                    player._move(cards, op, at - 1, pot)
                    player = self._variant(cards.board_up[-1])
                    continue
                if code == DEAL and op[2] and player.plan.folds_on:  # up cards that may fold their holders
                    was = [len(h) if cards.active[s] else -1 for s, h in enumerate(cards.hands)]
                    if not player._move(cards, op, at - 1, pot):
                        return GutsDeal(tuple(showdowns), deals, pot, unplayed=True, folds=folds)
                    forced, alone = fold_dealt(cards.active, [(s, h[was[s]:]) for s, h in enumerate(cards.hands)
                                                              if was[s] >= 0], player.plan.folds_on)
                    folds += forced
                    if alone is not None:  # one player left: they take the pot, the hand is over
                        return GutsDeal(tuple(showdowns), deals, 0, folds=folds)
                    continue
                if code == REPEAT_IN:  # "Repeat the last two actions until someone declares in."
                    if not cards.went_in:
                        at = op[1]
                    continue
                if code == PHASE_TWO and again:  # dealt again: the big hands are not played on
                    break
                if code == SHUFFLE_BACK:  # the discards under what is left of the deck, shuffled (`guts_split`)
                    cards.x, cards.top, cards.muck = cards.x[cards.top:] + cards.muck, 0, []
                    rng.shuffle(cards.x)
                    continue
                if code in (SHOWDOWN, SMALL_SHOWDOWN):
                    found = player._showdown(cards, op[1], code == SMALL_SHOWDOWN)
                    if found is not None:
                        showdowns.append(found)
                        cards.last_pot = pot
                        if found.winners or found.low_winners:
                            pot = pot - pot // 2 if found.half_kept else 0
                elif code == SETTLE:
                    paid = losers_pay(player, cards, op[1], op[2])
                    pot += paid
                    again = again or paid > 0
                elif code == MATCH_REDEAL:  # with someone in: as the rule says of a match; nobody in: as it says
                    again = again == op[2] if cards.contenders else op[1]
                elif code == REDEAL:
                    if not cards.contenders:  # nobody went in
                        for step in op[1]:  # "if no one goes in, the highest hand must match the pot"
                            pot += nobody_in(player, cards, step, pot)
                        again = True
                elif code == STAYED_REDEAL:  # "If only one person went in, the game is over.": else dealt again
                    again = len(cards.contenders) != 1
                elif code in (SETTLE_OUT, SETTLE_NONE_IN, SETTLE_FEW_IN, GUTS_ANTE):
                    pot += before_showdown(player, cards, op, pot)
                elif code == TWIST:  # cards bought for a price, into the pot (`guts_twists`)
                    bought = twist(player, cards, op, pot)
                    if bought is None:
                        return GutsDeal(tuple(showdowns), deals, pot, unplayed=True, folds=folds)
                    pot += bought
                elif code == BET:  # the players in, clockwise from the dealer's left
                    ins = [s for s in range(plan.players) if cards.active[s]]
                    shown = [[h[i] for i in op[3]] for h in cards.hands] if op[3] else None  # own up cards
                    pot += player.bettor.round(ins, [h + cards.board_up for h in cards.hands], op[1], shown,
                                               cards.board_up, op[2])
                elif not player._move(cards, op, at - 1, pot):
                    return GutsDeal(tuple(showdowns), deals, pot, unplayed=True, folds=folds)
            if not again or deals >= plan.max_deals:
                return GutsDeal(tuple(showdowns), deals, pot, folds=folds)
            deals += 1
            x = cards.gathered()
            rng.shuffle(x)

    def _move(self, cards: _Cards, op: tuple, at: int, pot: int) -> bool:
        """A deal, a declaration, a discard or a draw; False when the deck runs out."""
        code, n = op[0], cards.players
        hands, active = cards.hands, cards.active
        if code == DEAL:
            return all(cards.give(s, op[1]) for s in range(n) if active[s])
        if code == TABLE:
            dealt = cards.x[cards.top:cards.top + op[1]]
            cards.top += op[1]
            cards.laid.extend(dealt)
            if op[3]:  # the table's own hand
                cards.own.extend(dealt)
                return True
            cards.board.extend(dealt)
            if op[2]:
                cards.board_up.extend(dealt)
        elif code == DECLARE:
            declare(self, cards, op, pot)
        elif code == PASS_IF:  # every player chooses, then the cards move (`moves.pass_cards`)
            if not cards.went_in:
                self._pass(cards, op, at)
        elif code == DEAL_IF:  # "If no one goes in, deal one card down to each player."
            if not cards.went_in:
                return all(cards.give(s, op[1]) for s in range(n) if active[s])
        elif code == SIDES:  # high, low or both, by those still in (`declare.declare`: aiming high, nobody drew)
            cards.sides = {s: self.declare(hands[s] + cards.board, "high") for s in range(n) if active[s]}
        elif code == HEADS_UP:  # the last to declare went in against exactly one other player
            last = cards.declarers[-1] if cards.declarers else None
            if last is not None and active[last] and sum(active) == 2:
                return cards.give(last, op[1])
        elif code == EXTRA:  # "anyone who went in with a four gets an extra card" (`guts.extra_for_going_in`)
            _, ranks, named, count = op
            for s in range(n):
                if active[s] and any((c != JOKER_CODE and (c >> 2) + 2 in ranks) or c in named for c in hands[s]):
                    if cards.top + count <= len(cards.x):  # else the rule says the deck has none left
                        cards.give(s, count)
        elif code == DISCARD:  # the players still in, clockwise from seat 1 (`moves.discard`)
            throwers = self.throwers[at]
            for s in range(n):
                cards.thrown[s] = discard(throwers[s], op[1][s], hands[s], cards.muck) if active[s] else 0
        elif code == DRAW:  # as many as each threw
            return all(cards.give(s, k) for s, k in enumerate(cards.thrown) if k)
        elif code == SPLIT:  # each player still in splits off a small hand (`guts_split`)
            cards.small = [small_hand(hands[s], op[1], op[2], self.plan.rules) if active[s] else ()
                           for s in range(n)]
        elif code == TRAVEL:  # a table card round the table, taken and replaced (`guts_travel`)
            return travel(self, cards, op)
        elif code == REVIVE:  # "Everyone must reante.": every player is in again
            active[:] = [True] * n
        elif code == DROP_SMALL:  # "Discard your two card hand.": those still in, in the order held
            for s in range(n):
                if active[s]:
                    cards.muck.extend(c for c in hands[s] if c in cards.small[s])
                    hands[s][:] = [c for c in hands[s] if c not in cards.small[s]]
        return True

    def _pass(self, cards: _Cards, op: tuple, at: int) -> None:
        """Each player's pass (`choosing.passer`), then the cards move: each receiver's after
        its own, giver by giver."""
        choose = self.passers[at]
        move_passes(cards.hands, [choose(hand) for hand in cards.hands], op[2])

    def _showdown(self, cards: _Cards, tie_pays: bool, small: bool = False) -> GutsShowdown | None:
        """The showdown among those still in (`guts_showdown`), of their small hands where
        `small`; None with nobody in."""
        cards.contenders = [s for s in range(cards.players) if cards.active[s]]
        cards.losers = ()
        if not cards.contenders:
            return None
        hands = [list(h) for h in cards.small] if small else cards.hands
        found, cards.losers = self.judge.showdown(cards.contenders, hands, cards.board, cards.sides, tie_pays)
        if self.plan.table_hand and table_takes(self.table_score, cards.own + cards.board, found):
            found, cards.losers = replace(found, winners=(), score=None, wild=False), tuple(cards.contenders)
        return found


def guts_deal(plan: GutsPlan, seed: int, player: GutsPlayer | None = None) -> GutsDeal:
    """One deal of a guts plan, shuffled as the table shuffles (`random.Random(seed)`)."""
    rng = random.Random(seed)
    x = list(plan.deck)
    rng.shuffle(x)
    return (player or GutsPlayer(plan)).deal(x, rng)


def play_guts(plan: GutsPlan, seeds) -> PlanCounts:
    """Play one deal per seed and count them as the odds count the simulator's deals."""
    player = GutsPlayer(plan)
    counts = PlanCounts()
    for seed in seeds:
        count_guts_deal(counts, guts_deal(plan, seed, player))
    return counts


def guts_outcome(plan: GutsPlan, seed: int) -> DealOutcome:
    """One deal as `run.plan_deal` gives a plan's: the last showdown's winners and score (the
    high ones, else the low ones with `low`); no winner: no showdown, or a tie paying nobody."""
    return guts_deal_outcome(guts_deal(plan, seed))
