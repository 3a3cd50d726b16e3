"""One deal of a flip plan (`flips.FlipPlan`), move for move as the simulator plays it, with
integer scores.

Each player's cards are kept as the simulator's `Seat.cards` are, in the order they came,
each a [code, up, seen, dealt up] list, so every choice below picks the very card the
simulator's does:
- who flips (`mechanics.flips._flip_until_best`): the next player in betting order after the
  last to flip, still in, with down cards, whose showing hand does not beat the best other
  hand showing (and the first table card, where it counts); nobody: every player still in
  turns up the rest, in seat order;
- which card (`flips._pick`): their first unseen card, or, among the cards they know, the
  one that shows best (`policies.best_to_show`: the lowest code of the best), where it makes
  them the best hand showing or no unseen card is left; in a flip of N cards by each player
  (`flips.flip`), the one that shows least (`policies.hide_order`), or the top card;
- what a flipped card sets off (`flip_triggers`, as `triggers.card_up`, `_act`): the follow
  wild, a wild change, a fold, a bought down card, the card exchanged for the top card of
  the deck; a card given face down is unseen while the player holds unseen cards
  (`triggers._give`); the fold of a player with every card up and still beaten; a fold that
  leaves one player ends the deal, theirs without a showdown.

A hand's "showing" score is the evaluator's integer score of its up cards under the player's
wilds (`exposed_key` is `high_score`), kept with the counts of up and down cards until the
player's cards or the wilds change.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from dealerschoice.play.fast.flip_choice import flip_each
from dealerschoice.play.fast.flip_declares import declare_in, high_low
from dealerschoice.play.fast.flip_redeals import redeal
from dealerschoice.play.fast.flip_showdown import CODE, SEEN, UP, FlipDeal, showdown
from dealerschoice.play.fast.flip_triggers import card_up
from dealerschoice.play.fast.flip_wilds import WildPlay
from dealerschoice.play.fast.flips import (
    DEAL,
    DEAL_AGAIN,
    DECLARE_IN,
    FLIP,
    FLIP_EACH,
    LOOK,
    NO_PEEK,
    REPEAT,
    SETTLE,
    SHOWDOWN,
    STEAL_UP,
    TABLE,
    FlipPlan,
)
from dealerschoice.play.fast.run import scorer

NOBODY = -1  # the showing key of a player who shows nothing to beat (folded, or no card up)


@dataclass(slots=True)
class _Deal:
    """One deal in play: the shuffled deck and the next card's place, the seats' cards, and
    what the simulator's hand keeps of them; per seat, its up and down cards counted, its
    showing score, the key others must beat (NOBODY when it shows nothing), the first table
    card's score under its wilds, its wild rules and their scorer."""

    x: list[int]
    seats: list[list[list]]
    folded: list[bool]
    flipped: list[bool]
    ups: list[int]
    downs: list[int]
    showing: list[int]
    keys: list[int]
    table_keys: list[int]
    rules: list
    scores: list
    first_flips: list[int | None]  # per seat: the first natural card flipped (`Seat.flipped`'s)
    cursor: int
    top: int = 0
    board: list[list] = field(default_factory=list)  # [code, up]
    last_dealt: list[tuple[int, list]] = field(default_factory=list)  # (seat, held card) of the last deal
    folds: int = 0
    winner: int | None = None       # the seat (from 0) left alone: the deal is over
    shown: list[tuple] = field(default_factory=list)  # each showdown's (winners, score, wild in a winner)
    contenders: int = 0   # the players at the last showdown
    pays: list[int] = field(default_factory=list)  # per seat: escalating payments asked (`Money.pay_count`)
    matched: bool = False  # a loser matched the pot at the settlement after it
    play: WildPlay = field(default_factory=WildPlay)
    # a redeal (`flip_redeals`): asked for by a card turned up, the table's random numbers
    # after its shuffle, the deals so far, and the cards thrown away or turned from the deck
    pending: bool = False
    rng: random.Random | None = None
    deals: int = 1
    stopped: bool = False  # the redeals ran out: the hand stops with no winner
    muck: list[int] = field(default_factory=list)
    turned: list[int] = field(default_factory=list)
    lows: list[tuple] = field(default_factory=list)  # a high-low showdown's (low winners, low Hand) (`flip_declares`)


class FlipPlayer:
    """Plays a flip plan's deals: the plan's program on a shuffled deck."""

    def __init__(self, plan: FlipPlan):
        self.plan = plan
        self.n = plan.players
        self.wilds = plan.wilds
        self._scorers: dict = {}
        self.fixed = self.scorer_for(plan.rules)
        # whether a seat's wild rules read its own cards (else they are the same for every seat)
        self.reads_seat = self.wilds is not None and self.wilds.reads_seat
        # whether a card turning up can set nothing off (`flip_triggers.card_up`): no rule, no wilds that follow play
        self.quiet = self.wilds is None and not plan.on_flip
        # no two cards of the deck alike, and none moves to another player (a steal): a card's holder is its seat
        self.distinct = len(set(plan.deck)) == len(plan.deck) and all(r.action != STEAL_UP for r in plan.on_flip)

    def scorer_for(self, rules):
        found = self._scorers.get(rules)
        if found is None:
            found = self._scorers[rules] = scorer(rules, self.plan.deck, self.plan.longest)
        return found

    def deal(self, x: list[int], rng: random.Random | None = None) -> FlipDeal:
        """Play the program on the shuffled deck `x` (`rng`: the table's random numbers after
        that shuffle, for a game that may redeal)."""
        n = self.n
        d = _Deal(x, [[] for _ in range(n)], [False] * n, [False] * n, [0] * n, [0] * n, [0] * n, [NOBODY] * n,
                  [NOBODY] * n, [self.plan.rules] * n, [self.fixed] * n, [None] * n, cursor=n,  # the dealer: seat n
                  rng=rng, pays=[0] * n)
        actions = self.plan.actions
        at = 0
        while at < len(actions) and d.winner is None and not d.stopped:
            jump = None
            for op in actions[at]:
                if d.winner is not None or d.stopped:
                    break
                jump = self._op(d, op)
                if d.pending and d.winner is None:  # a card turned up asked for a redeal: after the step
                    d.pending = False
                    jump = redeal(self, d)
                if jump is not None:
                    break
            at = jump if jump is not None else at + 1
        sizes = tuple(map(len, d.seats))
        if d.shown:  # each deal's showdown, the last one's winners first
            winners, score, wild = d.shown[-1]
            return FlipDeal(winners, score, d.folds, wild, sizes, tuple(d.shown), tuple(d.lows))
        winners = (d.winner + 1,) if d.winner is not None else ()  # else the hand stopped before a showdown
        return FlipDeal(winners, None, d.folds, sizes=sizes)

    def _op(self, d: _Deal, op: tuple) -> int | None:
        kind = op[0]
        if kind == FLIP:
            self._flip_until_best(d, *op[1:])
        elif kind == FLIP_EACH:
            flip_each(self, d, *op[1:])
        elif kind == DEAL:
            self._deal(d, op[1], op[2])
        elif kind == TABLE:
            for _ in range(op[1]):
                d.board.append([d.x[d.top], op[2]])
                d.top += 1
            self.refresh(d, range(self.n))
        elif kind == NO_PEEK:
            for _, held in d.last_dealt:
                if not held[UP]:
                    held[SEEN] = False
        elif kind == LOOK:
            for cards in d.seats:
                for held in cards:
                    held[SEEN] = True
        elif kind == REPEAT:  # until everyone still in has every card up (or `op[2]` cards up)
            if any(d.downs[s] and (op[2] is None or d.ups[s] < op[2]) for s in range(self.n) if not d.folded[s]):
                return op[1]
        elif kind == DECLARE_IN:
            declare_in(self, d)
        elif kind == SHOWDOWN:
            d.matched = False  # as `showdown.showdown` starts each showdown
            found = showdown(self, d) if self.plan.low_rules is None else high_low(self, d)
            d.stopped = found is None  # nobody declared in: the hand stops (`PlayedHand.stop`)
            if found is not None:
                d.shown.append(found)
        elif kind == SETTLE:  # the losers match the pot (chips): someone matched when anyone lost
            d.matched = d.contenders > len(d.shown[-1][0])
        elif kind == DEAL_AGAIN:
            if (d.contenders != 1) if op[1] == "unless-one-stayed" else (not d.contenders or d.matched):
                return redeal(self, d)
        return None

    def rules_of(self, d: _Deal, s: int, paid: frozenset[int] = frozenset()):
        """A seat's wild rules for its hand as it is, with the priced wilds `paid` bought."""
        if self.wilds is None:
            return self.plan.rules
        return self.wilds.rules_for(d.play, d.board, d.seats[s], paid, s + 1, d.first_flips[s])

    def _deal(self, d: _Deal, count: int, up: bool) -> None:
        """`count` cards to each player still in, seat by seat from seat 1; cards dealt up then
        turn up one by one (`moves.deal`, `triggers.card_up`)."""
        d.last_dealt = dealt = []
        for s, cards in enumerate(d.seats):
            if d.folded[s]:
                continue
            for _ in range(count):
                dealt.append((s, [d.x[d.top], up, True, up]))
                d.top += 1
                cards.append(dealt[-1][1])
            if up:
                d.ups[s] += count
            else:
                d.downs[s] += count
        if not up and not self.reads_seat:
            return  # down cards show nothing, and no wild reads the players' own cards
        if up and self.quiet:  # a card turned up sets nothing off: only the dealt seats show more
            self.refresh(d, sorted({s for s, _ in dealt}))
            return
        self.refresh(d, range(self.n))
        fresh = True  # until a card sets something off, the seats are as the refresh above left them
        for s, held in dealt if up else ():
            # the card's holder as `moves.deal` finds it: the first seat holding an equal card
            # (the seat dealt it, where no two are alike and none is stolen)
            holder = s if self.distinct else next(t for t in range(self.n) if held in d.seats[t])
            fresh = not card_up(self, d, holder, held, "dealt", fresh) and fresh

    def refresh(self, d: _Deal, seats) -> None:
        """The seats' wild rules and showing hands, after their cards or the wilds changed."""
        wilds = self.wilds
        first = d.board[0] if d.board and d.board[0][1] else None
        if not seats:
            return
        if wilds is None or not self.reads_seat:  # every seat's rules alike: asked once
            if wilds is not None:
                shared = self.rules_of(d, seats[0])
                score = self.scorer_for(shared)
            else:
                shared, score = self.plan.rules, self.fixed
            table_key = score((first[0],)) if first is not None else NOBODY
            for s in seats:
                d.rules[s], d.scores[s], d.table_keys[s] = shared, score, table_key
                self._showing_of(d, s)
            return
        for s in seats:
            d.rules[s] = rules = self.rules_of(d, s)
            d.scores[s] = self.scorer_for(rules)
            d.table_keys[s] = d.scores[s]((first[0],)) if first is not None else NOBODY
            self._showing_of(d, s)

    def _showing_of(self, d: _Deal, s: int) -> None:
        d.showing[s] = shown = d.scores[s](tuple([h[CODE] for h in d.seats[s] if h[UP]]))
        d.keys[s] = shown if d.ups[s] and not d.folded[s] else NOBODY

    def _best_other(self, d: _Deal, s: int, table_counts: bool) -> int:
        """The best hand showing among the other players still in with cards up, and the first
        table card (judged by the asking player's wilds, as `flips.best_other` judges it)."""
        keys = d.keys
        best = d.table_keys[s] if table_counts else NOBODY
        for other in range(self.n):
            if keys[other] > best and other != s:
                best = keys[other]
        return best

    def _flip_until_best(self, d: _Deal, next_player: bool, from_either: bool, limit: int | None,
                         table_counts: bool) -> None:
        n = self.n
        ups, downs = d.ups, d.downs
        if not next_player:  # the player left of the dealer
            candidates = [s for s in range(n) if not d.folded[s]][:1]
        else:
            after = d.cursor % n  # the seat after the cursor (seats from 1), from 0
            candidates = [s for s in [(after + i) % n for i in range(n)]
                          if not d.folded[s] and downs[s] and d.showing[s] <= self._best_other(d, s, table_counts)
                          and (limit is None or ups[s] < limit)]
        if not candidates:  # nobody left to catch up: the players still in turn up the rest
            for s in [s for s in range(n) if not d.folded[s]]:
                if downs[s] and (limit is None or ups[s] < limit):
                    while downs[s] and not d.folded[s] and (limit is None or ups[s] < limit):
                        self.turn(d, s, self._pick(d, s, from_either, table_counts))
                    d.cursor = s + 1
            return
        s = candidates[0]
        d.cursor = s + 1
        while not d.folded[s] and downs[s] and (limit is None or ups[s] < limit):
            self.turn(d, s, self._pick(d, s, from_either, table_counts))
            if d.winner is not None:
                return
            if d.showing[s] > self._best_other(d, s, table_counts):
                return  # now the best hand showing
        if not d.folded[s] and not downs[s] and self.plan.beaten_folds:
            self.fold(d, s)

    def _pick(self, d: _Deal, s: int, from_either: bool, table_counts: bool) -> list:
        """The card a player turns up (`flips._pick`, to beat the best hand showing)."""
        cards = d.seats[s]
        unseen = next((h for h in cards if not h[UP] and not h[SEEN]), None)
        if unseen is not None and not from_either:
            return unseen
        seen = [h for h in cards if not h[UP] and h[SEEN]]
        if seen:
            up = [h[CODE] for h in cards if h[UP]]
            score = d.scores[s]
            card = max(sorted(h[CODE] for h in seen), key=lambda c: score(tuple(up + [c])))
            if unseen is None or score(tuple(up + [card])) > self._best_other(d, s, table_counts):
                return next(h for h in seen if h[CODE] == card)
        return unseen if unseen is not None else seen[0]

    def turn(self, d: _Deal, s: int, held: list) -> None:
        """A player flips a card (`flips._turn`)."""
        held[UP] = held[SEEN] = True
        d.ups[s] += 1
        d.downs[s] -= 1
        card_up(self, d, s, held, "flip")

    def fold(self, d: _Deal, s: int) -> None:
        d.folded[s] = True
        d.keys[s] = NOBODY
        d.folds += 1
        left = [t for t in range(self.n) if not d.folded[t]]
        if len(left) == 1 and d.winner is None:
            d.winner = left[0]
