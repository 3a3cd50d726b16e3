"""Play a game from its steps: a seeded deal, simple policies, a fixed-limit pot, the showdown.

`simulate(game, players, seed) -> Transcript`. The runner (`PlayedHand`) walks the rule
lines in order (a Repeat jumps back, a redeal starts over), hands each step to the handler
registered for its type (handlers.py, mechanics/), fires standing rules when cards turn up,
and checks the invariants after every rule: no card lost or duplicated, hand sizes as the
rules say, every chip accounted for, the pot fully awarded at the end.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Protocol, TypeVar, runtime_checkable

from dealerschoice.cards import HandRules
from dealerschoice.cards.cards import CARD_TEXT, RANK_PLURALS
from dealerschoice.play import board as boards
from dealerschoice.play import loops
from dealerschoice.play.handlers import HANDLERS, load_mechanics
from dealerschoice.play.mechanics import (
    card_penalty,
    fold_holders,
    folded_pass,
    holding,
    side_deck,
    table_hand,
    watching,
    wild_play,
)
from dealerschoice.play.program import NotRunnable, Program, Stop, game_program
from dealerschoice.play.state import (
    ANTE,
    Log,
    Money,
    Outcome,
    Progress,
    Rulebook,
    Turns,
    Wilds,
)
from dealerschoice.play.table import CannotFollow, Seat, SimulationError, Table
from dealerschoice.play.transcript import Event, PlayerView, Transcript, View
from dealerschoice.records import Game
from dealerschoice.rules.facts import Facts, derive_facts
from dealerschoice.rules.steps import Ante, RuleStep

MAX_DEALS = 3       # a game that redeals again and again: the example stops after this many deals
MAX_ACTIONS = 1000  # a safety net: no hand that ends plays 300 rules (see loops.WATCH_FROM)
MAX_PLAYERS = 7
# the wild sources that make each player's wilds their own (said so in the table's words)
PERSONAL_SOURCES = ("hand-size", "low-card", "suited-run", "color-pair")
_TOLD: dict[type, bool] = {}  # each kind of piece (`PlayedHand.piece`): whether it is `Redealt`

P = TypeVar("P")


@runtime_checkable
class Redealt(Protocol):
    """A piece of state (see `PlayedHand.piece`) that changes when the cards are gathered in."""

    def redealt(self) -> None: ...


def default_players(program: Program, facts: Facts | None = None) -> int:
    """What the game suits: as many as the deck serves (cards dealt, drawn and bought), at
    most seven, at least two. `facts`: the game's facts, when the caller has them already."""
    most = (facts or derive_facts(program.game)).players
    return max(2, min(MAX_PLAYERS, most or MAX_PLAYERS))


def simulate(game: Game | Program, players: int | None = None, seed: int = 1,
             views: Collection[str] | None = None, everyone_stays: bool = False) -> Transcript:
    """Play one hand; raises NotRunnable (the rule that stops the game) or SimulationError.

    `views`: the event kinds that carry a table view (default: every event but notes); a
    caller that shows only some (the site shows the table where cards moved) saves the rest.
    `everyone_stays`: the players call instead of folding (the odds' definition; for a test of
    a rule that must not depend on how the players bet).

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
    hand = PlayedHand(program, players, seed, views)
    if everyone_stays:
        from dealerschoice.play.mechanics.betting import Stance  # a mechanic: loaded with the hand
        hand.piece(Stance).everyone_stays = True
    return hand.run()


class PlayedHand:
    """One simulated hand of a game at a table: the runner, and the pieces of its state
    (state.py), each owned by one part of the simulator. Slotted: state goes on its piece,
    never onto the hand (a mechanic's own state: `piece`)."""

    __slots__ = ("program", "players", "seed", "rulebook", "table", "wilds", "money", "turns", "outcome",
                 "progress", "log", "pieces", "loop_watch")
    shows_lows = True  # a high showdown judges the lows too: the transcript shows them (not odds.OddsHand)

    def __init__(self, program: Program, players: int, seed: int, views: Collection[str] | None = None):
        load_mechanics()
        self.program = program
        self.players = players
        self.seed = seed
        self.rulebook = rulebook = program.once(Rulebook.of)  # the same for every hand of the program
        deck = rulebook.deck
        self.table = Table(players, seed, deck.decks, deck.jokers, deck.without)
        self.wilds = Wilds(rulebook.wild_steps)
        self.money = Money()
        self.turns = Turns(cursor=self.table.dealer)
        self.outcome = Outcome()
        self.progress = Progress()
        self.log = Log(views, [f"rule {n} is not simulated: {why}" for n, why in program.notes])
        self.pieces: dict[type, object] = {}  # state of mechanics that keep their own (`piece`)
        self.loop_watch = loops.LoopWatch()  # a long hand is watched for a loop

    def piece(self, kind: type[P]) -> P:
        """This hand's piece of state of type `kind`, made with `kind()` on first use: a
        mechanic's own state (a dataclass with a default for every field), declared in its
        module. A piece with a `redealt()` method is told when the cards are gathered in."""
        found = self.pieces.get(kind)
        if found is None:
            found = self.pieces[kind] = kind()
        return found  # type: ignore[return-value]

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
            rule = self.progress.rule
            action = next((a for a in self.program.actions if a.number == rule), None)
            number = action.number if action else rule
            raise NotRunnable(Stop(number, action.text if action else "",
                                   f"the simulator cannot play this rule ({type(error).__name__}: {error})")) from error

    def _run(self) -> Transcript:
        self.new_deal(first=True)
        actions = self.program.actions
        progress = self.progress
        at = executed = 0
        while at < len(actions) and not progress.over:
            executed += 1
            if executed > MAX_ACTIONS:
                raise loops.endless(actions, at, MAX_ACTIONS)
            if executed > loops.WATCH_FROM:
                self.loop_watch.played.append(at)
            action = actions[at]
            progress.rule = action.number
            jump = None
            for step in action.steps:
                if progress.over:
                    break
                try:
                    jump = self.play(step, at)
                    holding.watch(self)  # issue 17: folds for cards held together, after every step
                    fold_holders.watch(self)  # issue 16: folds for cards held once another turned up
                    card_penalty.watch(self)  # issue 16: payments for a card dealt
                    watching.after_step(self)  # issue 17: redeals on a card dealt or turned up, table pairs
                    folded_pass.watch(self)  # issue 15: a folded hand goes on to a neighbour
                except CannotFollow as error:
                    raise NotRunnable(Stop(action.number, action.text, str(error))) from None
                if progress.pending_redeal and not progress.over:
                    why, progress.pending_redeal = progress.pending_redeal, None
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
        if not progress.over:
            self.finish()
        return self.transcript()

    def play(self, step: RuleStep, at: int) -> int | None:
        """Play one step through the handler of its type; returns the action index to jump to, if any."""
        handler = HANDLERS.get(type(step))
        if handler is None:
            self.note(f"not simulated: {type(step).__name__}")
            return None
        return handler(self, step, at)

    def new_deal(self, first: bool = False) -> None:
        side_deck.set_aside(self)  # issue 15: cards dealt from a deck of their own
        owed = sum(s.count or 0 for _, s in self.rulebook.flipped_discards)
        for seat in self.table.seats:
            seat.discard_owed = owed
        if any(s.source == "dealer" for s in self.wilds.steps):
            self.wilds.state.dealer_rank = self.table.rng.randrange(2, 15)
            self.event(self.progress.rule, "wild", f"The dealer (P{self.table.dealer}) names "
                                                   f"{RANK_PLURALS[self.wilds.state.dealer_rank]} wild.")
        if first and not any(isinstance(s, Ante) and s.mode == "none" for a in self.program.actions for s in a.steps):
            for seat in self.table.seats:
                self.table.pay(seat, ANTE)
            self.event(None, "ante", f"Everyone antes {ANTE}.")

    def redeal(self, why: str) -> int | None:
        """Throw the hands in and deal again (the pot stays); None when the example stops."""
        progress = self.progress
        if progress.deals >= MAX_DEALS:
            self.stop(f"{why}; the game would be dealt again. The example stops after {progress.deals} deals, "
                      f"and the pot of {self.table.pot} waits for the next deal.")
            return None
        progress.deals += 1
        self.reset_hands()
        self.event(progress.rule, "redeal", f"{why}: all cards are shuffled and dealt again (deal {progress.deals}); "
                                            f"the pot of {self.table.pot} stays.")
        self.new_deal()
        return 0

    def reset_hands(self) -> None:
        """Every card back into the deck, shuffled, and what belonged to those cards forgotten."""
        self.table.gather()
        self.turns.goals.clear()
        for seat in self.table.seats:
            seat.folded = False
            seat.declared = None
            seat.split = False
            seat.discard_owed = 0
            seat.expected = 0
        state = self.wilds.state
        state.follow_rank = None
        state.follow_each, state.follow_waits, state.last_up = None, frozenset(), ()  # each follow rule's own
        state.added.clear()
        state.cancelled.clear()
        for piece in self.pieces.values():
            if (told := _TOLD.get(type(piece))) is None:  # a runtime protocol check is slow: once a kind
                told = _TOLD[type(piece)] = isinstance(piece, Redealt)
            if told:
                piece.redealt()  # type: ignore[attr-defined]

    def stop(self, text: str) -> None:
        """End the example with the pot left for a deal it does not play."""
        self.table.carried += self.table.pot
        self.table.pot = 0
        self.event(self.progress.rule, "end", text)
        self.progress.over = True

    def finish(self) -> None:
        """The rules ran out: anything left in the pot must have gone somewhere."""
        if self.table.pot and (self.rulebook.scoring_only or self.outcome.result.showdowns):
            # chips put in after the last showdown (a re-ante, a payment), or a showdown nobody
            # won (a tie that pays nobody): they wait for the next deal
            self.stop(f"The pot of {self.table.pot} stays for the next game.")
        if self.table.pot:
            raise SimulationError(f"{self.program.game.name}: the rules ended with {self.table.pot} "
                                  "chips left in the pot")
        self.progress.over = True

    # state for rules and views -----------------------------------------------------
    def rules_for(self, seat: Seat, side: str = "high", cards=None) -> HandRules:
        """The wild cards in force for this seat's hand of `cards` (default: all its cards)."""
        rules = self.wilds.rules.for_seat(self.wilds.state, self.table.board, seat, side, cards)
        if seat.number == table_hand.TABLE_SEAT:  # "Threes are wild for the table": its own hand only
            rules = table_hand.table_wilds(self, rules)
        # -- issue 16: limited wilds (bugs, "counts as") and voids count in every play decision,
        # not only at the showdown
        return wild_play.with_limits(self, rules, cards, seat)

    def show_rules(self, seat: Seat) -> HandRules:
        """Wilds for judging up cards: those in force whatever the holder's down cards."""
        return self.rules_for(seat, "high", seat.all())

    def event(self, rule: int | None, kind: str, text: str) -> None:
        views = self.log.views
        view = self.view() if views is None or kind in views else None
        self.log.events.append(Event(rule, kind, text, view))

    def note(self, text: str) -> None:
        self.log.events.append(Event(self.progress.rule, "note", text, None))

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
            hands: tuple[tuple[str, ...], ...] = ()
            if s.split:
                hands = tuple(tuple(text[c] for c in s.pile(p)) for p in s.piles())
            players.append(PlayerView(s.number, tuple(up), tuple(down), unseen, s.folded, s.declared,
                                      s.won - s.paid, hands))
        table_up: list[str] = []
        table_down: list[str] = []
        for h in self.table.board:
            (table_up if h.up else table_down).append(text[h.card])
        return View(tuple(players), tuple(table_up), tuple(table_down), self.table.pot, self.wild_words())

    def wild_words(self) -> str:
        wilds = self.wilds
        if not (wilds.steps or wilds.state.added or wilds.state.board_wild or self.rulebook.deck.jokers
                or wild_play.own_wilds_only(self)):
            return ""
        seat = self.table.seats[0]  # the wilds for everyone: not the first player's own
        rules = wild_play.with_limits(self, wilds.rules.for_seat(wilds.state, self.table.board, seat), None, seat,
                                      own=False)
        words = wilds.words.get(rules)
        if words is None:
            words = wilds.words[rules] = self._wild_words(rules)
        return words

    def _wild_words(self, rules: HandRules) -> str:
        parts = [RANK_PLURALS[r] for r in sorted(rules.wild_ranks)]
        parts += [str(c) for c in sorted(rules.wild_cards)]
        if self.rulebook.deck.jokers:
            parts.append("jokers")
        if any(s.per_player or s.source in PERSONAL_SOURCES for s in self.wilds.steps) or \
                wild_play.own_wilds_only(self):
            parts.append("each player's own wilds")
        return ", ".join(parts)

    def check(self) -> None:
        self.table.check_cards()
        self.table.check_chips()
        limit = self.rulebook.hand_limit
        for seat in self.table.seats:
            if len(seat.cards) != seat.expected:
                raise SimulationError(
                    f"{self.program.game.name}, rule {self.progress.rule}: {seat.name} holds {len(seat.cards)} "
                    f"cards, the rules say {seat.expected}")
            if limit and seat.split:
                for p in seat.piles():
                    if p == 0 and any(not h.up for h in seat.cards if h.pile == 0):
                        continue  # cards not yet put into a hand
                    if len(seat.pile(p)) > limit:
                        raise CannotFollow(f"the rules put {len(seat.pile(p))} cards in a hand of {seat.name}'s, "
                                           f"but a hand may hold at most {limit}")

    def one_left(self) -> bool:
        """If only one player remains, they take the pot at once."""
        active = self.table.active()
        if len(active) == 1 and not self.progress.over:
            self.take_pot(active[0], "Everyone else has folded: {name} takes the pot of {amount}.")
            return True
        return False

    def last_winner_takes_all(self) -> bool:
        """In a game played until someone wins N times, the showdown that makes N ends it."""
        need = self.rulebook.wins_needed
        winner = self.outcome.winner
        if need is None or winner is None:
            return False
        seat = self.table.seat(winner)
        if seat.wins < need:
            return False
        self.take_pot(seat, f"{{name}} has won {seat.wins} times and takes the pot of {{amount}}.")
        return True

    def take_pot(self, seat: Seat, text: str) -> None:
        """One player takes the whole pot and the hand ends; `text` names {name} and {amount}."""
        amount = self.table.pot
        self.table.award({seat.number: amount})
        self.outcome.result.add_win(seat.number, amount)
        self.event(self.progress.rule, "end", text.format(name=seat.name, amount=amount))
        self.progress.over = True

    def transcript(self) -> Transcript:
        table = self.table
        table.check_cards()
        table.check_chips()
        if table.pot:
            raise SimulationError(f"{self.program.game.name}: {table.pot} chips left in the pot")
        paid = sum(s.paid for s in table.seats)
        result = self.outcome.result
        return Transcript(
            self.program.game.id, self.program.game.name, self.players, self.seed, table.dealer,
            tuple(self.log.events), tuple(result.showings), tuple(result.winners),
            {s.number: s.net for s in table.seats}, paid, table.carried, tuple(self.log.notes),
            board=boards.record(self))
