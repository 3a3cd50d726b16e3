"""Guts games of several showdowns in the odds' fast path: the cards dealt in rounds, the
players declaring in or out before each showdown, the losers paying, the next round's cards
dealt to hands kept, until someone has won so many times and takes the pot ("Repeat the last
twelve actions until someone wins three times."), the pot is empty, one player goes in, or
the hands are full and dealt again: Three Five Seven and its family (Two Three Two, Six Seven
Eight, Napalm, Roller Coaster, Two to Five), as the simulator plays them (`mechanics.flow`,
`mechanics.showdown`, `mechanics.money.settle`, `mechanics.guts.repeat_till_one_in`).
`compile_series` makes a `SeriesPlan`, a list of ops; `series_play` plays its deals.

- Deals to each player still in (clockwise from seat 1, `moves.deal`) and to the table, the
  common cards counting in every hand; "Discard the oldest common card." (or the newest:
  `buying.table_discard`, into the muck).
- The declaration: each player still in decides on the cards they see (their own and the
  table's up cards) with the simulator players' own decision (`policies.goes_in`), told
  what losing costs (`betting.at_stake`: the game's settlements on the pot as it stands);
  "Continue until someone goes in" lowers the bar for the rounds after the first
  (`declaring.goes_in_again`). A player out is folded until the next ante.
- Wild cards that depend on the hand's size: "The rank that is wild is equal to the number
  of cards you have in your hand." (`wilds._ranks`, source "hand-size": the cards of the hand
  being judged or decided on, the table's counted) and written-out ranks wild "in five-card
  hands and seven-card hands" (`Wild.hand_sizes`). Nothing else reads play, so the rules of
  a hand are the simulator's own for its size, asked of it once per size. "3-5-7 is the
  best hand": exactly those ranks beat every hand (`judge.hands_of`).
- The showdown among those in: the best high hand, or the best ace-to-five low (`lows`), a
  tie paying nobody where the rule says so. With nobody in, the example stops: the pot
  waits for a deal it does not play. Where a settlement pays the winner
  (`Rulebook.scoring_only`) a showdown pays nobody: a single winner counts a win, and the win
  that makes the count the repeat asks for takes the pot and ends the game; the settlement
  played last is played again after a showdown no settlement follows
  (`showdown._settle_follows`). Elsewhere the winners take the pot.
- The settlement: every player in who lost pays the winner the pot as it stands, or pays
  the pot as it was at the showdown into it (a tie that paid nobody, in a game paying the
  winner: every player in lost, and the payment stays in the pot).
- "Everyone must reante." (every player back in), "All players discard their hands and the
  deck is reshuffled." (`Table.gather`: the cards never dealt, each seat's in the order held,
  the table's, the discards; then the table's own random numbers shuffle them), and the
  repeat, at most `flow.MAX_CYCLES` rounds, where the simulator's example stops. "Repeat the
  last three actions until either only one person goes in ... or everyone has five cards":
  those in settle again, one in ends the game, full hands are dealt again (no ante, at most
  `simulate.MAX_DEALS` deals), else everyone plays on with their cards ("Players keep their
  hands.": `guts.keep_hands`).

What the odds count (`odds._tally_deal`): each showdown with a winner, its winning hand and
whether that used a wild card; a split pot where the showdowns pay and a tie shares one; a
deal with no showdown at all (nobody in at the first) has none.

Refused (`Unplanned`, played by the simulator): betting rounds (the odds play them in a game
that settles, and they change the stake), a settlement by anyone but the players in who
lost, a repeat until someone wins N times or the pot is empty but after a reshuffle, any
other redeal or repeat, and a standing rule but the deck, wild cards written out or of the
hand's size, and a best hand.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from dealerschoice.cards import HandRules
from dealerschoice.play.fast.plan import Unplanned, deck_codes
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Ante, Deal, Deck, Declare, KeepHands, Repeat, Reshuffle, Settle, Showdown, Wild
from dealerschoice.rules.steps.draw import TableDiscard, TablePick
from dealerschoice.rules.steps.play import BestHand
from dealerschoice.rules.steps.table_rules import RepeatTillOneIn
from dealerschoice.rules.steps.vocab import AnteMode, HandKind, Pot, Target, UntilKind
from dealerschoice.rules.steps.vocab_money import PaidTo, Payer

DEAL, TABLE, DECLARE, SHOWDOWN, SETTLE, ANTE, RESHUFFLE, REPEAT, TABLE_DISCARD = (
    "deal", "table", "declare", "showdown", "settle", "ante", "reshuffle", "repeat", "table-discard")
KEEP, ONE_IN = "keep", "one-in"
# the wild fields a rule of the hand's size may set; any other away from its default reads play
_SIZED_WILD = {"rank": frozenset({"source", "ranks", "hands", "hand_sizes"}),
               "card": frozenset({"source", "cards", "hands", "hand_sizes"}),
               "hand-size": frozenset({"source", "hands"})}
_WILD_DEFAULTS = {f.name: f.default for f in fields(Wild)}
_UNTIL = (UntilKind.WINS, UntilKind.POT_EMPTY)


@dataclass(frozen=True, slots=True)
class SeriesPlan:
    """A guts game of several showdowns at a table of `players`, compiled: `ops` played in
    order on the shuffled `deck` (a repeat jumps back). An op is a tuple led by its code:
    (DEAL, count, up) to each player still in, (TABLE, count, up), (DECLARE, rounds at most),
    (SHOWDOWN, low, tie pays, whether the last settlement is played again after it),
    (SETTLE, the Settle), (ANTE, everyone back in), (TABLE_DISCARD, the oldest (else the newest),
    count), (RESHUFFLE,), (REPEAT, until, count, the op to go back to), (KEEP,) everyone back
    in, and (ONE_IN, the op to go back to, the cards that end the round and deal again)."""

    players: int
    deck: tuple[int, ...]
    ops: tuple[tuple, ...]
    high: tuple[HandRules, ...]  # per hand size (0 to `longest`): the high wild rules
    low: tuple[HandRules, ...]   # ... and the low ones (ace-to-five, `lows`)
    plain: bool                  # nothing is ever wild
    settles: tuple[Settle, ...]  # every settlement rule: what a player in stands to lose
    ante: bool                   # everyone antes at the first deal
    scoring: bool                # a showdown scores a win and pays nobody (`Rulebook.scoring_only`), else pays the pot
    wins_needed: int | None      # the wins that take the pot (`Rulebook.wins_needed`)
    max_cycles: int              # the repeats the simulator's example plays at most
    longest: int                 # the most cards in a hand: a seat's and the table's
    max_deals: int = 1           # the deals the simulator's example plays at most (a redeal: `simulate.MAX_DEALS`)
    best: tuple[int, ...] = ()   # "3-5-7 is the best hand": exactly these ranks (sorted) beat every hand
    best_words: str = ""         # ... as the rule writes them, for the hand's description


def compile_series(program: Program, players: int) -> SeriesPlan:
    """The series plan of a program; `Unplanned` names the rule it cannot follow. ("3-5-7 is
    the best hand" wins with a Hand outside the score scale: `odds._plan_tally` counts it from
    `PlanCounts.named`.)"""
    return series_of(program, players)


def series_of(program: Program, players: int) -> SeriesPlan:
    """The plan, whatever the odds can count of it (`compile_series`)."""
    from dealerschoice.play.mechanics.flow import MAX_CYCLES  # the mechanics import the simulator
    from dealerschoice.play.simulate import MAX_DEALS
    from dealerschoice.play.state import Rulebook

    best, best_words = _check_standing(program)
    rulebook = program.once(Rulebook.of)
    found = _Compiler(program, rulebook.scoring_only)
    for index, action in enumerate(program.actions):
        found.starts.append(len(found.ops))
        for step in action.steps:
            found.step(step, index, f"rule {action.number}")
    if not found.showdowns:
        raise Unplanned("no showdown the series plan can play")
    deck = deck_codes(program.deck)
    if found.held * players + found.board > len(deck):
        raise Unplanned(f"{found.held * players + found.board} cards dealt from a deck of {len(deck)}")
    longest = found.held + found.board
    high, low = _sized_rules(program, players, longest)
    ops = tuple((REPEAT, op[1], op[2], found.starts[op[3]]) if op[0] == REPEAT else
                (ONE_IN, found.starts[op[1]], op[2]) if op[0] == ONE_IN else op for op in found.ops)
    plain = all(r.plain() for r in high) and not program.deck.jokers
    settles = tuple(s for s in program.steps_of(Settle) if isinstance(s, Settle))
    first_ante = not any(isinstance(s, Ante) and s.mode == AnteMode.NONE for a in program.actions for s in a.steps)
    return SeriesPlan(players, deck, ops, high, low, plain, settles, first_ante, rulebook.scoring_only,
                      rulebook.wins_needed, MAX_CYCLES, longest, MAX_DEALS, best, best_words)


def _check_standing(program: Program) -> tuple[tuple[int, ...], str]:
    """Refuse a standing rule but the deck, wild cards written out or of the hand's size and
    a best hand (its ranks, sorted: `judge.hands_of` gives exactly those ranks a key above all)."""
    best: tuple[int, ...] = ()
    words = ""
    for number, step in program.standing:
        if isinstance(step, Deck):
            continue
        if isinstance(step, BestHand) and not best and not program.deck.jokers:
            best = tuple(sorted("23456789TJQKA".index(r) + 2 for r in step.ranks))
            words = " ".join(step.ranks)
            continue
        if isinstance(step, Wild) and step.source in _SIZED_WILD:
            moved = [f for f, default in _WILD_DEFAULTS.items()
                     if f not in _SIZED_WILD[step.source] and getattr(step, f) != default]
            if not moved:
                continue
            raise Unplanned(f"rule {number}: a wild that depends on play ({step.source}, {', '.join(moved)})")
        raise Unplanned(f"rule {number}: a standing {step.kind} rule in a guts game of several showdowns")
    return best, words


class _Compiler:
    """The ops of a series game, rule by rule: each step followed where the game's order
    allows it, else refused with its rule named."""

    def __init__(self, program: Program, scoring: bool):
        from dealerschoice.play.mechanics.declare import MAX_DECLARE_ROUNDS  # the mechanics import the simulator

        self.program = program
        self.scoring = scoring  # showdowns score wins: the last settlement may be played again after one
        self.most = MAX_DECLARE_ROUNDS
        self.ops: list[tuple] = []
        self.starts: list[int] = []  # per action: the index of its first op
        self.showdowns = 0
        self.held = self.board = 0  # the most cards a seat and the table hold between reshuffles
        self.dealt = self.laid = 0  # ... since the last reshuffle
        self.declared = False       # a declaration since the last showdown
        self.gathered = False       # the cards were gathered in by the last step

    def step(self, step, at: int, where: str) -> None:
        kind, ops = type(step), self.ops
        gathered, self.gathered = self.gathered, False
        if kind is Deal:
            if step.condition is not None or step.to not in (Target.EACH, Target.TABLE) or step.table not in (
                    None, "common"):
                raise Unplanned(f"{where}: a deal {step.condition or step.to} in a guts game of several showdowns")
            if step.to == Target.TABLE:
                self.laid += step.count
                self.board = max(self.board, self.laid)
            else:
                self.dealt += step.count
                self.held = max(self.held, self.dealt)
            ops.append((TABLE if step.to == Target.TABLE else DEAL, step.count, step.face == "up"))
        elif kind is Declare:
            if step.choices != ("in", "out"):
                raise Unplanned(f"{where}: a declaration of {'/'.join(step.choices)} in a guts game of several "
                                "showdowns")
            self.declared = True
            ops.append((DECLARE, self.most if step.until_in else 1))
        elif kind is Showdown:
            if not self.declared:
                raise Unplanned(f"{where}: a showdown nobody declared in or out for")
            if step.pot not in (Pot.HIGH, Pot.LOW) or step.hand != HandKind.BEST or step.split_with is not None:
                raise Unplanned(f"{where}: a {step.pot} showdown of the {step.hand} hand in a guts game of several "
                                "showdowns")
            self.declared = False
            self.showdowns += 1
            ops.append((SHOWDOWN, step.pot == Pot.LOW, step.tie_pays, self.scoring and not self._settle_follows(at)))
        elif kind is Settle:
            if step.who != Payer.IN_AND_LOST or step.to not in (PaidTo.POT, PaidTo.WINNER) or step.again_per:
                raise Unplanned(f"{where}: a settlement by {step.who} to the {step.to}"
                                + (f", again for each {step.again_per}" if step.again_per else ""))
            if not self.showdowns:
                raise Unplanned(f"{where}: a settlement before any showdown")
            ops.append((SETTLE, step))
        elif kind is TableDiscard and step.which in (TablePick.OLDEST, TablePick.NEWEST):
            self.laid = max(0, self.laid - step.count)  # "Discard the oldest common card."
            ops.append((TABLE_DISCARD, step.which == TablePick.OLDEST, step.count))
        elif kind is KeepHands:  # everyone stays for the next round where the rules repeat until one is in
            if self.program.steps_of(RepeatTillOneIn):
                ops.append((KEEP,))  # `guts.keep_hands`; elsewhere the players keep their cards and nothing moves
        elif kind is RepeatTillOneIn and self.showdowns:
            self._one_in(step, at, where)
        elif kind is Ante:
            if step.mode not in (AnteMode.RE_ANTE, AnteMode.NONE):
                raise Unplanned(f"{where}: an ante ({step.mode}) in a guts game of several showdowns")
            if step.mode == AnteMode.RE_ANTE:
                ops.append((ANTE,))
        elif kind is Reshuffle:
            self.dealt = self.laid = 0
            self.gathered = True
            ops.append((RESHUFFLE,))
        elif kind is Repeat and step.until.kind in _UNTIL and gathered and (
                step.until.kind != UntilKind.WINS or step.until.count is not None):
            ops.append((REPEAT, step.until.kind, step.until.count, self._back_to(at, step.last)))
        else:
            raise Unplanned(f"{where}: a {step.kind} step in a guts game of several showdowns")

    def _one_in(self, step: RepeatTillOneIn, at: int, where: str) -> None:
        """"Repeat the last three actions until either only one person goes in ... or everyone
        has five cards (and there is a redeal for all)": the rules `last` back, each round
        dealing its cards again, until the hands hold `cards` (`guts.repeat_till_one_in`)."""
        target = max(0, at - step.last)
        again = [op for op in self.ops[self.starts[target]:] if op[0] == DEAL]
        per_round = sum(op[1] for op in again)
        if not per_round:
            raise Unplanned(f"{where}: a repeat until one goes in that deals no card")
        short = max(0, step.cards - self.dealt)
        self.dealt += -(-short // per_round) * per_round  # the rounds until every hand holds `cards`
        self.held = max(self.held, self.dealt)
        self.ops.append((ONE_IN, target, step.cards))

    def _back_to(self, at: int, last: int) -> int:
        """The action a repeat goes back to, the cards gathered in: `last` rules back, or the
        deal before that (`flow.repeat`)."""
        actions = self.program.actions
        target = max(0, at - last)
        while target > 0 and not any(isinstance(x, Deal) for x in actions[target].steps):
            target -= 1
        return target

    def _settle_follows(self, at: int) -> bool:
        """A settlement in the showdown's rule or the next rule that plays a step (`showdown._settle_follows`)."""
        actions = self.program.actions
        after = next((a.steps for a in actions[at + 1:] if a.steps), ())
        return any(isinstance(s, Settle) for s in actions[at].steps + after)


def _sized_rules(program: Program, players: int, longest: int) -> tuple[tuple[HandRules, ...], tuple[HandRules, ...]]:
    """Per hand size, the high and low wild rules the simulator gives a hand of that many
    cards (its own answer: the rules read nothing of the cards but how many)."""
    from dealerschoice.play.simulate import PlayedHand  # the simulator imports the odds: not at import time

    probe = PlayedHand(program, players, 0)
    seat = probe.table.seats[0]
    cards = list(probe.table.deck[:longest])
    high = tuple(probe.rules_for(seat, "high", cards[:n]) for n in range(longest + 1))
    if any(r.natural_beats_wild for r in high):
        raise Unplanned("a natural hand beats a wild one: the key has one more field")
    low = tuple(probe.rules_for(seat, "low", cards[:n]) for n in range(longest + 1))
    if any(r._stands_for for r in high + low):
        raise Unplanned("limited wild cards in a guts game of several showdowns")
    return high, low
