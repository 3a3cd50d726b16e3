"""Play a game from its steps: a seeded deal, simple policies, a fixed-limit pot, the showdown.

`simulate(game, players, seed) -> Transcript`. The runner walks the rule lines in order
(a Repeat jumps back, a redeal starts over), fires standing rules when cards turn up, and
checks the invariants after every rule: no card lost or duplicated, hand sizes as the
rules say, every chip accounted for, the pot fully awarded at the end.
"""

from __future__ import annotations

from collections.abc import Collection

from dealerschoice.cards import HandRules
from dealerschoice.cards.cards import CARD_TEXT
from dealerschoice.play import betting, loops, moves, pot
from dealerschoice.play.program import NotRunnable, Program, Stop, game_program
from dealerschoice.play.table import CannotFollow, SimulationError, Table
from dealerschoice.play.transcript import Event, PlayerView, Transcript, View
from dealerschoice.play.wilds import WildRules, WildState
from dealerschoice.records import Game
from dealerschoice.rules.facts import Facts, derive_facts
from dealerschoice.rules.steps import (Ante, Bet, BestHand, Deal, Declare, Discard, Draw, Flip, Forced, HandLimit,
                                       Look, NoPeek, Pass, Qualifier, Redeal, Repeat, Reshuffle, Settle, Showdown, Split,
                                       SplitCard, Stack, Use, Wild, WildChange)
from dealerschoice.rules.steps.vocab import UntilKind

MAX_DEALS = 3       # a game that redeals again and again: the example stops after this many deals
MAX_CYCLES = 4      # repeats until someone wins N times or the pot is empty
MAX_ACTIONS = 1000  # a safety net: no hand that ends plays 300 rules (see loops.WATCH_FROM)
MAX_PLAYERS = 7


def default_players(program: Program, facts: Facts | None = None) -> int:
    """What the game suits: as many as the deck serves (cards dealt, drawn and bought), at
    most seven, at least two. `facts`: the game's facts, when the caller has them already."""
    most = (facts or derive_facts(program.game)).players
    return max(2, min(MAX_PLAYERS, most or MAX_PLAYERS))


def simulate(game: Game | Program, players: int | None = None, seed: int = 1,
             views: Collection[str] | None = None) -> Transcript:
    """Play one hand; raises NotRunnable (the rule that stops the game) or SimulationError.

    `views`: the event kinds that carry a table view (default: every event but notes); a
    caller that shows only some (the site shows the table where cards moved) saves the rest.

    >>> from dealerschoice.records import Rule, Source
    >>> game = Game(1, "Five Card", (), (), (Rule(1, "Deal five cards down to each player.", 5),
    ...     Rule(2, "Normal betting round, with the player to the left of the dealer opening.", 6),
    ...     Rule(3, "Showdown, high hand wins.", 7)), None, Source("x", 1))
    >>> t = simulate(game, players=3, seed=2)
    >>> sum(t.amounts.values()), t.pot_total >= 3, t == simulate(game, players=3, seed=2)
    (0, True, True)
    """
    program = game if isinstance(game, Program) else game_program(game)
    if players is None:
        players = default_players(program)
    return Hand(program, players, seed, views).run()


class Hand:
    """One simulated game at a table."""

    def __init__(self, program: Program, players: int, seed: int, views: Collection[str] | None = None):
        self.program = program
        self.views = views  # event kinds that get a table view (None: all)
        self.players = players
        self.seed = seed
        self.deck = deck = program.deck  # a property that searches the rules: read once
        self.table = Table(players, seed, deck.decks, deck.jokers, deck.without)
        self.events: list[Event] = []
        steps = program.steps_of(object)  # every step, standing first: searched below by type

        def steps_of(kind):  # = program.steps_of(kind), without walking the program again
            return [s for s in steps if isinstance(s, kind)]

        self.wild_steps = [s for s in _unique(steps_of(Wild))]
        self.wilds = WildRules(self.wild_steps)
        self.forced = [(n, s) for n, s in _unique_pairs(program.standing_of(Forced))]
        self.wild_changes = [(n, s) for n, s in program.standing_of(WildChange)]
        self.redeal_triggers = [(n, s) for n, s in program.standing_of(Redeal)]
        self.flipped_discards = _unique_pairs(program.standing_of(Discard))
        limits = steps_of(HandLimit)
        self.hand_limit = limits[0].size if limits else None
        uses = steps_of(Use)
        self.use = uses[0] if uses else None
        self.split_card = next(iter(steps_of(SplitCard)), None)
        self.best_hand_ranks = next(iter(steps_of(BestHand)), None)
        self.qualifiers = _unique(steps_of(Qualifier))
        self.showdown_pots = {s.pot for s in steps_of(Showdown)}  # what players may aim for
        self.bet_rounds = 0        # betting rounds played (a rotating opener moves each round)
        self.last_raiser = None    # the last player to bet or raise
        self.wild_state = WildState()
        self.expect = {s.number: 0 for s in self.table.seats}
        self.deals = 1
        self.cycles = 0
        self.over = False
        self.result = pot.Result()
        self.scoring_only = any(s.to == "winner" for s in steps_of(Settle)) or \
            any(s.until.kind == UntilKind.WINS for s in steps_of(Repeat))
        self.settle_rule: Settle | None = None
        self.last_dealt: list = []
        self.cursor = self.table.dealer  # the last player to act alone ("next player" flips)
        self.last_flipper = None
        self.last_declarers: list[int] = []
        self.last_pot = 0
        self.pay_count: dict[int, int] = {}
        self.rule = None
        self.pending_redeal: str | None = None
        self.goals: dict[int, str] = {}  # seat -> "high" | "low", chosen once a deal (moves.goal)
        self.follow_pending = False
        self.discarded: dict[int, int] = {}
        self.last_contenders: list[int] = []
        self.last_losers: list[int] = []
        self.last_winner: int | None = None
        self.matched = False
        self.notes = [f"rule {n} is not simulated: {why}" for n, why in program.notes]
        self.wild_words_by_rules: dict[HandRules, str] = {}  # the words depend only on the rules in force
        self.judged: dict[tuple, object] = {}  # showdown hands by cards and rules (pot._best_high)
        self.loop_watch = loops.LoopWatch()  # a long hand is watched for a loop

    # the run ------------------------------------------------------------------------
    def run(self) -> Transcript:
        """Play the hand. A rule the simulator trips over on an unusual game stops the game at
        that rule (NotRunnable), never with a bare traceback; broken invariants stay
        SimulationErrors, which are bugs."""
        try:
            return self._run()
        except (NotRunnable, SimulationError):
            raise
        except Exception as error:  # noqa: BLE001  (any failure becomes a located stop)
            action = next((a for a in self.program.actions if a.number == self.rule), None)
            number = action.number if action else self.rule
            raise NotRunnable(Stop(number, action.text if action else "",
                                   f"the simulator cannot play this rule ({type(error).__name__}: {error})")) from error

    def _run(self) -> Transcript:
        self.new_deal(first=True)
        actions = self.program.actions
        at = executed = 0
        while at < len(actions) and not self.over:
            executed += 1
            if executed > MAX_ACTIONS:
                raise loops.endless(actions, at, MAX_ACTIONS)
            if executed > loops.WATCH_FROM:
                self.loop_watch.played.append(at)
            action = actions[at]
            self.rule = action.number
            jump = None
            for step in action.steps:
                if self.over:
                    break
                try:
                    jump = self.play(step, at)
                except CannotFollow as error:
                    raise NotRunnable(Stop(action.number, action.text, str(error))) from None
                if self.pending_redeal and not self.over:
                    why, self.pending_redeal = self.pending_redeal, None
                    jump = self.redeal(why)
                if jump is not None:
                    break
            try:
                self.check()
            except CannotFollow as error:  # e.g. the rules overfill a hand: the game, not a bug
                raise NotRunnable(Stop(action.number, action.text, str(error))) from None
            if jump is not None and loops.idle_repeat(actions, jump, at):
                # every round from here on finds the table as it is now: the safety net above
                # would fire, after the same rounds, at this action of the loop
                raise loops.endless(actions, jump + (MAX_ACTIONS - executed) % (at - jump + 1), MAX_ACTIONS)
            if jump is not None and executed > loops.WATCH_FROM:
                loop_at = self.loop_watch.jumped(self, at, jump, executed, MAX_ACTIONS)
                if loop_at is not None:  # the hand is in a loop: the safety net would stop it there
                    raise loops.endless(actions, loop_at, MAX_ACTIONS)
            at = jump if jump is not None else at + 1
        if not self.over:
            self.finish()
        return self.transcript()

    def play(self, step, at: int) -> int | None:
        """Play one step; returns the action index to jump to, if any."""
        handler = _HANDLERS.get(type(step))
        if handler is None:
            self.note(f"not simulated: {type(step).__name__}")
            return None
        return handler(self, step, at)

    def new_deal(self, first: bool = False) -> None:
        for seat in self.table.seats:
            seat.discard_owed = sum(s.count or 0 for _, s in self.flipped_discards)
        if any(isinstance(s, Wild) and s.source == "dealer" for s in self.wild_steps):
            self.wild_state.dealer_rank = self.table.rng.randrange(2, 15)
            self.event(self.rule, "wild", f"The dealer (P{self.table.dealer}) names "
                                          f"{_plural(self.wild_state.dealer_rank)} wild.")
        if first and not any(isinstance(s, Ante) and s.mode == "none" for a in self.program.actions for s in a.steps):
            for seat in self.table.seats:
                self.table.pay(seat, pot.ANTE)
            self.event(None, "ante", f"Everyone antes {pot.ANTE}.")

    def redeal(self, why: str) -> int | None:
        """Throw the hands in and deal again (the pot stays); None when the example stops."""
        if self.deals >= MAX_DEALS:
            self.stop(f"{why}; the game would be dealt again. The example stops after {self.deals} deals, "
                      f"and the pot of {self.table.pot} waits for the next deal.")
            return None
        self.deals += 1
        self.reset_hands()
        self.event(self.rule, "redeal", f"{why}: all cards are shuffled and dealt again (deal {self.deals}); "
                                        f"the pot of {self.table.pot} stays.")
        self.new_deal()
        return 0

    def reset_hands(self) -> None:
        self.table.gather()
        self.goals.clear()
        for seat in self.table.seats:
            seat.folded = False
            seat.declared = None
            seat.split = False
            seat.discard_owed = 0
            self.expect[seat.number] = 0
        self.wild_state.follow_rank = None
        self.wild_state.added.clear()
        self.wild_state.cancelled.clear()

    def stop(self, text: str) -> None:
        """End the example with the pot left for a deal it does not play."""
        self.table.carried += self.table.pot
        self.table.pot = 0
        self.event(self.rule, "end", text)
        self.over = True

    def finish(self) -> None:
        """The rules ran out: anything left in the pot must have gone somewhere."""
        if self.table.pot and (self.scoring_only or self.result.showdowns):
            # chips put in after the last showdown (a re-ante, a payment), or a showdown nobody
            # won (a tie that pays nobody): they wait for the next deal
            self.stop(f"The pot of {self.table.pot} stays for the next game.")
        if self.table.pot:
            raise SimulationError(f"{self.program.game.name}: the rules ended with {self.table.pot} "
                                  "chips left in the pot")
        self.over = True

    # state for rules and views -----------------------------------------------------
    def rules_for(self, seat, side: str = "high", cards=None) -> HandRules:
        return self.wilds.for_seat(self.wild_state, self.table.table, seat, side, cards)

    def show_rules(self, seat) -> HandRules:
        """Wilds for judging up cards: those in force whatever the holder's down cards."""
        return self.rules_for(seat, "high", seat.all())

    def event(self, rule, kind: str, text: str) -> None:
        view = self.view() if self.views is None or kind in self.views else None
        self.events.append(Event(rule, kind, text, view))

    def note(self, text: str) -> None:
        self.events.append(Event(self.rule, "note", text, None))

    def view(self) -> View:
        # built after every event that shows the table: one pass over each hand and the table
        text = CARD_TEXT
        players = []
        for s in self.table.seats:
            up, down, unseen = [], [], 0
            for h in s.cards:
                if h.up:
                    up.append(text[h.card])
                else:
                    down.append(text[h.card])
                    if not h.seen:
                        unseen += 1
            hands = ()
            if s.split:
                hands = tuple(tuple(text[c] for c in s.pile(p)) for p in s.piles())
            players.append(PlayerView(s.number, tuple(up), tuple(down), unseen, s.folded, s.declared,
                                      s.won - s.paid, hands))
        table_up, table_down = [], []
        for h in self.table.table:
            (table_up if h.up else table_down).append(text[h.card])
        return View(tuple(players), tuple(table_up), tuple(table_down), self.table.pot, self.wild_words())

    def wild_words(self) -> str:
        if not self.wild_steps and not self.wild_state.added and not self.deck.jokers:
            return ""
        rules = self.rules_for(self.table.seats[0])
        words = self.wild_words_by_rules.get(rules)
        if words is None:
            words = self.wild_words_by_rules[rules] = self._wild_words(rules)
        return words

    def _wild_words(self, rules: HandRules) -> str:
        parts = [_plural(r) for r in sorted(rules.wild_ranks)]
        parts += [str(c) for c in sorted(rules.wild_cards)]
        if self.deck.jokers:
            parts.append("jokers")
        personal = [s for s in self.wild_steps if s.per_player or s.source in ("hand-size", "low-card",
                                                                                  "suited-run", "color-pair")]
        if personal:
            parts.append("each player's own wilds")
        return ", ".join(parts)

    def check(self) -> None:
        self.table.check_cards()
        self.table.check_chips()
        for seat in self.table.seats:
            if len(seat.cards) != self.expect[seat.number]:
                raise SimulationError(
                    f"{self.program.game.name}, rule {self.rule}: {seat.name} holds {len(seat.cards)} cards, "
                    f"the rules say {self.expect[seat.number]}")
            if self.hand_limit and seat.split:
                for p in seat.piles():
                    if p == 0 and any(not h.up for h in seat.cards if h.pile == 0):
                        continue  # cards not yet put into a hand
                    if len(seat.pile(p)) > self.hand_limit:
                        raise CannotFollow(f"the rules put {len(seat.pile(p))} cards in a hand of {seat.name}'s, "
                                           f"but a hand may hold at most {self.hand_limit}")

    def one_left(self) -> bool:
        """If only one player remains, they take the pot at once."""
        active = self.table.active()
        if len(active) == 1 and not self.over:
            self.take_pot(active[0], "Everyone else has folded: {name} takes the pot of {amount}.")
            return True
        return False

    def last_winner_takes_all(self) -> bool:
        """In a game played until someone wins N times, the showdown that makes N ends it."""
        need = next((s.until.count for s in self.program.steps_of(Repeat)
                     if s.until.kind == UntilKind.WINS), None)
        seat = self.table.seat(self.last_winner)
        if need is None or seat.wins < need:
            return False
        self.take_pot(seat, f"{{name}} has won {seat.wins} times and takes the pot of {{amount}}.")
        return True

    def take_pot(self, seat, text: str) -> None:
        """One player takes the whole pot and the hand ends; `text` names {name} and {amount}."""
        amount = self.table.pot
        self.table.award({seat.number: amount})
        self.result.add_win(seat.number, amount)
        self.event(self.rule, "end", text.format(name=seat.name, amount=amount))
        self.over = True

    def transcript(self) -> Transcript:
        table = self.table
        table.check_cards()
        table.check_chips()
        if table.pot:
            raise SimulationError(f"{self.program.game.name}: {table.pot} chips left in the pot")
        paid = sum(s.paid for s in table.seats)
        return Transcript(
            self.program.game.id, self.program.game.name, self.players, self.seed, table.dealer,
            tuple(self.events), tuple(self.result.showings), tuple(self.result.winners),
            {s.number: s.net for s in table.seats}, paid, table.carried, tuple(self.notes))


def _plural(rank: int) -> str:
    from dealerschoice.cards.cards import RANK_PLURALS
    return RANK_PLURALS[rank]


def _unique(steps):
    seen, out = set(), []
    for s in steps:
        if s not in seen:
            seen.add(s)
            out.append(s)
    return out


def _unique_pairs(pairs):
    seen, out = set(), []
    for n, s in pairs:
        if s not in seen:
            seen.add(s)
            out.append((n, s))
    return out


def _repeat(hand: Hand, step: Repeat, at: int) -> int | None:
    table = hand.table
    until = step.until.kind
    if until == UntilKind.ALL_UP:
        done = all(not s.down() for s in table.active())
    elif until == UntilKind.SHOWING:
        need = step.until.count
        done = all(len(s.up()) >= need or not s.down() for s in table.active())
    elif until == UntilKind.WINS:
        need = step.until.count
        leader = max(table.seats, key=lambda s: (s.wins, -s.number))
        if leader.wins >= need:
            amount = table.pot
            table.award({leader.number: amount})
            hand.result.add_win(leader.number, amount)
            hand.event(hand.rule, "end", f"{leader.name} has won {leader.wins} times and takes the pot of {amount}.")
            hand.over = True
            return None
        done = False
    elif until == UntilKind.POT_EMPTY:
        done = table.pot == 0
    else:
        raise SimulationError(f"unknown repeat condition {until!r}")
    if done:
        return None
    if until in (UntilKind.WINS, UntilKind.POT_EMPTY):
        hand.cycles += 1
        if hand.cycles >= MAX_CYCLES:
            hand.stop(f"The example stops after {hand.cycles} rounds; the game goes on with the pot of {table.pot}.")
            return None
    target = max(0, at - step.last)
    actions = hand.program.actions
    # a repeat that starts after the hands were thrown in starts with the deal before it
    while target > 0 and not any(s.cards for s in table.seats) and \
            not any(isinstance(x, Deal) for x in actions[target].steps):
        target -= 1
    hand.note(f"Repeat from rule {actions[target].number}.")
    return target


_HANDLERS = {
    Deal: moves.deal, NoPeek: moves.no_peek, Look: moves.look, Pass: moves.pass_cards,
    Discard: moves.discard, Draw: moves.draw, Reshuffle: moves.reshuffle, Stack: moves.stack,
    Split: moves.split, Flip: moves.flip, Ante: pot.ante, Bet: betting.bet, Declare: pot.declare,
    Showdown: pot.showdown, Settle: pot.settle, Redeal: pot.redeal, Repeat: _repeat,
}
_HANDLERS.update({k: v for k, v in pot.EXTRA_HANDLERS.items()})
