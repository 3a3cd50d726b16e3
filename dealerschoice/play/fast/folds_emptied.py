"""Plans for games a player folds in when discards empty their hand (Value Poker): "Deal one
card face up to the table.", "Discard any cards with the same rank as a table card. If you
have no cards you must fold. If you still have card you must reante.", "Repeat the last two
actions until zero or one players are left. If one player is left, they get the pot. If no
players are left, all who were in before the last table card split the pot."

The simulator deals the table card, has every player still in throw away each card of a rank
face up on the table (`discarding.discard_matching`), then folds those left with no card in
one "fold" event (`going_out.fold_emptied`, which the odds count as a forced fold): when that
leaves one player in they take the pot, when it leaves nobody, those who just went out split
it. The repeat (`repeats.table_done`) goes round again while two or more are in and the deck
holds the next table card; else the example stops. No deal has a showdown.

Nobody chooses anything: a plan lays each seat's cards at their deck places and plays the
rounds on each shuffled deck, card ranks only.

Refused: any other shape (other deals in the round, a discard of the last table card's rank
only, a showdown after, draws, passes...).
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.cards import HandRules
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Unplanned, deck_codes
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, shuffler
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Ante, Bet, Deal, Deck, Repeat
from dealerschoice.rules.steps.draw import DiscardMatching
from dealerschoice.rules.steps.table_rules import LastOutSplit
from dealerschoice.rules.steps.vocab import Face, Target, UntilKind
from dealerschoice.rules.steps.wager import EmptyHandFold, HoldersReante


@dataclass(frozen=True, slots=True)
class EmptiedFoldPlan(PlaysOwn):
    """Each seat is dealt `dealt` cards (deck places seat by seat), then one table card a round
    from place `dealt * players` on."""

    dealt: int = 0

    def play(self, seeds: range | list[int]) -> PlanCounts:
        counts = PlanCounts()
        shuffle = shuffler(self.deck, len(self.deck))
        for seed in seeds:
            events = self.rounds(shuffle(seed))
            counts.deals += 1
            counts.no_showdown += 1  # one player left takes the pot, or nobody and the last out split it
            counts.forced += events > 0
            counts.forced_players += events
        return counts

    def deal(self, seed: int) -> DealOutcome:
        return DealOutcome((), None)

    def rounds(self, x: list[int]) -> int:
        """The "fold" events of the hand on the shuffled deck `x`: one for each round that
        empties a hand."""
        dealt, players = self.dealt, self.players
        ranks = [[c >> 2 for c in x[s * dealt:(s + 1) * dealt] if c != JOKER_CODE] for s in range(players)]
        jokers = [sum(c == JOKER_CODE for c in x[s * dealt:(s + 1) * dealt]) for s in range(players)]
        active = list(range(players))
        table: set[int] = set()
        events = 0
        for top in range(dealt * players, len(x)):  # one table card a round, while the deck holds one
            if x[top] != JOKER_CODE:
                table.add(x[top] >> 2)
            for seat in active:
                ranks[seat] = [r for r in ranks[seat] if r not in table]
            empty = [s for s in active if not ranks[s] and not jokers[s]]
            if empty:
                events += 1
                active = [s for s in active if s not in empty]
            if len(active) <= 1:  # one left takes the pot; none: the last out split it
                break
        return events


def compile_emptied_folds(program: Program, players: int) -> EmptiedFoldPlan:
    """The plan of a game a player folds in when discards empty their hand; `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Value", (), (), (Rule(1, "Deal five cards face down to each player.", 5),
    ...     Rule(2, "Deal one card face up to the table.", 6),
    ...     Rule(3, "Discard any cards with the same rank as a table card. If you have no cards you must fold.", 7),
    ...     Rule(4, "Repeat the last two actions until zero or one players are left. If one player is left, they "
    ...          "get the pot. If no players are left, all who were in before the last table card split the pot.", 8)),
    ...     None, Source("x", 1))
    >>> compile_emptied_folds(game_program(game), 4).dealt
    5
    """
    if not program.standing_of(EmptyHandFold):
        raise Unplanned("no fold for a hand emptied")
    for number, standing in program.standing:
        if not isinstance(standing, (EmptyHandFold, LastOutSplit, Deck)):
            raise Unplanned(f"rule {number}: a standing {standing.kind} rule beside folds for hands emptied")
    steps = [(a.number, s) for a in program.actions for s in a.steps if type(s) not in (Bet, Ante, HoldersReante)]
    kinds = [type(s) for _, s in steps]
    if kinds != [Deal, Deal, DiscardMatching, Repeat]:
        raise Unplanned("folds for hands emptied, in a game of other than a deal, then rounds of a table card and "
                        "discards matching it")
    (_, mine), (_, table), (_, matched), (number, repeat) = steps
    assert isinstance(mine, Deal) and isinstance(table, Deal) and isinstance(matched, DiscardMatching) \
        and isinstance(repeat, Repeat), "the kinds are checked above"
    if mine.to != Target.EACH or mine.condition is not None or table.to != Target.TABLE or table.count != 1 \
            or table.face != Face.UP or table.condition is not None:
        raise Unplanned("folds for hands emptied, without a deal to each player and then one card up to the table")
    if matched.last is not None or matched.spares_table:
        raise Unplanned(f"rule {number}: discards matching only the last table cards, or sparing the table's")
    rounds = [a for a in program.actions if any(s is table or s is matched for s in a.steps)]
    at = next(i for i, a in enumerate(program.actions) if repeat in a.steps)
    if repeat.until.kind != UntilKind.ONE_LEFT or list(program.actions[at - repeat.last:at]) != rounds:
        raise Unplanned(f"rule {number}: a repeat of other rules than the table card and its discards, or until "
                        "other than one player is left")
    deck = deck_codes(program.deck)
    if mine.count * players >= len(deck):
        raise Unplanned("no card left for the table")
    return EmptiedFoldPlan(players, deck, (), HandRules(), True, True, dealt=mine.count)
