"""Plans for fixed deals whose wild cards follow play: each seat's wilds, deal by deal, asked
of the simulator's own wild rules.

"Your low hole card and all cards of the same rank are wild for you", "The card dealt after
the last face up queen is wild", "Any two cards that add to nine count as one wild", "If you
hold a natural nine, your wilds are void", "Twos are bugs": where nobody chooses a card (a
fixed plan: `plan.compile_plan`), the cards each player holds are fixed deck positions, but
which of them are wild depends on the seat, on the hand being judged, or on the cards that
turned up before. A `WildPlan` is the fixed plan of the same game without those rules, with
the game's deals as moves (`moves`): each deal puts the shuffled cards in front of a probe
hand of the simulator (`odds.OddsHand`) as `mechanics.moves.deal` does, fires the rules on
a card dealt face up (`triggers.card_up`, `table_card_up`: follow the queen, shifting and
ending wilds, the cards turned up...) and, at the showdown, asks `PlayedHand.rules_for` for
each group of each seat, as `judge.hands_of` asks it; the group is then scored on integers
under those rules (`run.scorer`), and its low judged as a plan judges lows (`lows`). So the
wilds are the simulator's by construction, and only the deal and the judging are the plan's:
`wilds_deal` plays and counts them.

Followed: standing wild rules of every source but those that cost chips, read a draw
skipped, a row of the board or the dealer's seat; dice rolled ("Roll two six sided dice.",
rolled again on a card dealt up) from the table's random numbers after the shuffle and the
dealer's rank, by the simulator's own handler in front of the probe (`WildPlan.rolls`), and
so the ranks the dealer names by a rule ("The dealer declares one rank to be the call rank",
with "Each player holding a card of the call rank may declare one other rank to be wild":
`named_ranks`);
limited wilds (bugs, cards that count as others), wild combinations and sets held, voids,
shifting, climbing and ending wilds, suits followed, a wild a player names, a player's own
first card of a suit, the up card dealt to a player after their highest (lowest) up card or
their first when the last is it ("The up card dealt to you after your highest up card is wild
for you": Sysyphus). Refused: flips
and turning cards down (the choice of card reads the wilds and moves what a rule reads as
up), unseen cards, table cards that count in only some hands or in none (a table card with
a job of its own), hands of own and table sets by a Use rule, and every standing rule a
fixed plan refuses.

A game of choices (discards, draws, passes, a declaration: a draw plan) is followed two ways
(`_drawn`): under bugs, the same for every hand, as the draw plan of the game without them
given the simulator's rules; under wilds read from the very hand (a suited run, a pair of
one colour, the hand's low card, a void), by `wilds_draws`, each choice under the rules of
the cards the seat holds then. Any other wild that follows play in a game of choices is
refused, and so are dice rolled in one. A guts game (players declare in or out) is
followed as its guts plan under the rules of every hand (`wild_guts`), or of the rank the
dealer names each deal (`wild_named`).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealerschoice.play.fast.board_wilds import counts_in_hands
from dealerschoice.play.fast.draws import DrawPlan
from dealerschoice.play.fast.guts import GutsPlan
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import PLAIN_WILD, WILD_DEFAULTS, Plan, Unplanned, compile_plan, plan_for
from dealerschoice.play.fast.run import DealOutcome, PlanCounts
from dealerschoice.play.fast.wild_guts import compile_wild_guts, is_guts, without_unseen_up_wilds
from dealerschoice.play.fast.wild_named import compile_named_guts
from dealerschoice.play.program import Action, Program
from dealerschoice.rules.steps import Deal, Deck, Flip, NoPeek, Qualifier, RuleStep, Use, Wild
from dealerschoice.rules.steps.dealing_deck import ShuffleDiscards
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.late_reads import OwnWildFallback
from dealerschoice.rules.steps.late_rules import AfterOwnEndWild
from dealerschoice.rules.steps.other import Dice, Reroll
from dealerschoice.rules.steps.showdown import DealerNames
from dealerschoice.rules.steps.vocab import Face, LimitedAs, Target
from dealerschoice.rules.steps.vocab_wild import WildSource
from dealerschoice.rules.steps.wild import (
    ChosenWild,
    DealtOwnWild,
    HeldSetWild,
    LimitedWild,
    NamedRankWild,
    SuitFollowWild,
    WildClimb,
    WildCombo,
    WildsEnd,
    WildShift,
    WildVoid,
)

if TYPE_CHECKING:  # any plan: the game without wilds of cards turned up (none ever is) may plan as any (`plan_for`)
    from dealerschoice.play.fast.flips import FlipPlan
    from dealerschoice.play.fast.layout_lines import LayoutPlan
    from dealerschoice.play.fast.ranked_draws import RankedDrawPlan
    from dealerschoice.play.fast.ranked_flips import FootballFlipPlan
    from dealerschoice.play.fast.series import SeriesPlan

# standing rules beside `Wild` that only change which cards are wild, as the wild rules and
# the limits the simulator's `rules_for` applies read them (`mechanics.wild_play`,
# `turned_wilds`): followed by asking it
_WILD_KINDS = (LimitedWild, WildCombo, HeldSetWild, WildVoid, WildShift, WildsEnd, WildClimb, SuitFollowWild,
               ChosenWild, DealtOwnWild, Reroll,
               # a player's own wilds named by their up cards in the order dealt (`mechanics.own_wilds`:
               # read from the cards the probe holds, each marked dealt up as the simulator marks it)
               AfterOwnEndWild, OwnWildFallback,
               # the rank the dealer names (`DealerNames`, rolled apart), or a rank its holders name
               NamedRankWild)
# the standing rules a fixed plan keeps that are not wilds (`plan.standing_use`)
_FIXED_KINDS = (Deck, Use, Qualifier, ShuffleDiscards)
# steps that move no card and draw on the table's random numbers after the shuffle, played
# in front of the probe by the simulator's own handlers (`mechanics.dice`, `named_ranks`)
_ROLLED = (Dice, DealerNames)
# wild sources the probe hand cannot give: the dealer's seat
_UNFOLLOWED = frozenset({WildSource.SEAT})


@dataclass(frozen=True, slots=True)
class WildPlan(PlaysOwn):
    """A fixed plan whose wild cards follow play: `moves` are the deals, in order, as
    (to the table, count, face up); `seats` the plan's groups of deck positions, judged
    under the rules the probe hand gives each (`rules`: those of an empty hand, unused);
    `dealer_names`: the dealer names a wild rank after the shuffle (`simulate.new_deal`)."""

    program: Program | None = None
    moves: tuple[tuple[bool, int, bool], ...] = ()
    dealer_names: bool = False
    # dice rolled from the table's random numbers ("Roll two six sided dice."): (the moves
    # made before the roll, the step), rolled by the simulator's own handler (`mechanics.dice`)
    rolls: tuple[tuple[int, Dice | DealerNames], ...] = ()

    def play(self, seeds: range | list[int]) -> PlanCounts:
        from dealerschoice.play.fast.wilds_deal import play_wilds  # wilds_deal imports this module

        return play_wilds(self, seeds)

    def deal(self, seed: int) -> DealOutcome:
        from dealerschoice.play.fast.wilds_deal import wilds_outcome  # wilds_deal imports this module

        return wilds_outcome(self, seed)


def followed_here(step: RuleStep) -> bool:
    """Whether a standing rule is one this plan follows by asking the simulator's wild rules
    (a written-out wild is the fixed plan's own)."""
    if isinstance(step, _WILD_KINDS):
        return True
    if not isinstance(step, Wild) or step.cost is not None or step.per_row or step.skipped_draw is not None:
        return False
    return step.source not in _UNFOLLOWED


# the wild sources that read only the cards as held (their faces, the order dealt, the table's;
# a rank or card a player names for the very hand judged: `held_wilds.chosen`), the dealer's
# rank named before the deal or the players left (counted once the deal is done:
# `Probe.dealt`), never what a card turning up records (`wilds.WildState`'s follows and
# cards turned up, the mechanics' pieces)
_HELD_SOURCES = frozenset({WildSource.RANK, WildSource.CARD, WildSource.LOW_CARD, WildSource.HIGH_CARD,
                           WildSource.DOWN_PAIRS_UP, WildSource.SUITED_RUN, WildSource.COLOR_PAIR,
                           WildSource.HAND_SIZE, WildSource.LAST_DEALT, WildSource.FIRST_DEALT, WildSource.DEALER,
                           WildSource.TABLE, WildSource.TABLE_LAST, WildSource.TABLE_LOW, WildSource.TABLE_HIGH,
                           WildSource.PLAYER_RANK, WildSource.PLAYER_CARD, WildSource.PLAYER_CARD_RANK,
                           WildSource.PLAYERS_LEFT})
# the standing rules beside `Wild` read from the cards as held (`wild_play.with_limits`, `own_wilds`)
_HELD_KINDS = (LimitedWild, WildCombo, HeldSetWild, WildVoid, DealtOwnWild, AfterOwnEndWild, OwnWildFallback,
               NamedRankWild)
# a `Wild`'s fields that make it watch cards turned up (follows, the first up card)
_WATCHING = ("follows", "follows_cards", "before", "first_up", "watch")


def quiet_ups(plan: WildPlan) -> bool:
    """Whether no rule of the plan's game answers to a player's card dealt face up, so the probe
    may deal it without `triggers.card_up`: every standing rule is one of the cards as held
    (`_HELD_SOURCES`, `_HELD_KINDS`) or one a fixed plan keeps (the deck, a Use rule,
    qualifiers: `plan.standing_use`), and no dice are rolled. The rules `card_up` serves
    (follows, cards turned up, shifting and ending wilds, forced rules, redeals, extra cards,
    wins outright...) are each a standing rule of another kind."""
    program = plan.program
    if program is None or plan.rolls:
        return False
    for _, step in program.standing:
        if isinstance(step, Wild):
            if step.source not in _HELD_SOURCES or any(getattr(step, f) != WILD_DEFAULTS[f] for f in _WATCHING):
                return False
        elif not isinstance(step, _HELD_KINDS + _FIXED_KINDS):
            return False
    return True


def compile_wilds(program: Program, players: int) -> (WildPlan | DrawPlan | PlaysOwn | GutsPlan | Plan | FlipPlan
                                                      | LayoutPlan | SeriesPlan | RankedDrawPlan | FootballFlipPlan):
    """The plan of a fixed deal whose wilds follow play, or of a draw game under limited wilds
    the same for every hand (`_drawn`); `Unplanned` names what it cannot follow.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Low", (), (), (Rule(1, "Deal two cards down to each player.", 5),
    ...     Rule(2, "Deal one card face up to each player.", 6), Rule(3, "Showdown, high hand wins.", 7),
    ...     Rule(4, "Your lowest hole card is wild for you, as are all cards of the same rank.", 8)), None,
    ...     Source("x", 1))
    >>> plan = compile_wilds(game_program(game), 2)
    >>> plan.moves, plan.seats
    (((False, 2, False), (False, 1, True)), (((0, 1, 4),), ((2, 3, 5),)))
    """
    followed = [(n, s) for n, s in program.standing if followed_here(s)]
    if not followed or all(isinstance(s, Wild) and _written(s) for _, s in followed):
        raise Unplanned("no wild rule that follows play")
    unseen = _unseen_up(program, followed)
    if unseen is not None:  # wilds of the cards turned up where none ever is: the game without them
        found = plan_for(unseen, players)
        if found is None:
            raise Unplanned("the game without its wilds of cards turned up (none ever is): no plan")
        return found
    if is_guts(program):  # players declare in or out: the guts plan under the rules of every hand
        if any(isinstance(s, Wild) and s.source == WildSource.DEALER for _, s in followed):
            return compile_named_guts(program, players)  # the rank the dealer names, deal by deal
        return compile_wild_guts(program, players)
    kept = tuple((n, s) for n, s in program.standing if (n, s) not in followed)
    rolled = _without_dice(program.actions)  # the dice move no card: the plan rolls them apart
    base = compile_plan(Program(program.game, rolled, kept, program.notes), players)
    if isinstance(base, DrawPlan):
        if rolled != program.actions:
            raise Unplanned("dice rolled in a game of choices")
        return _drawn(program, players, base, followed)
    moves: list[tuple[bool, int, bool]] = []
    rolls: list[tuple[int, Dice | DealerNames]] = []
    for action in program.actions:
        for step in action.steps:
            if isinstance(step, (Flip, TurnDown, NoPeek)):
                raise Unplanned(f"rule {action.number}: a {step.kind} step beside wilds that follow play")
            if isinstance(step, Deal):
                moves.append((step.to == Target.TABLE, step.count, step.face == Face.UP))
            elif isinstance(step, _ROLLED):
                rolls.append((len(moves), step))
    last_deal = max((a.number for a in program.actions for s in a.steps if isinstance(s, Deal)), default=0)
    for number, step in followed:
        if isinstance(step, NamedRankWild) and step.holders_choose and number < last_deal:
            # they name them once play reaches the rule, from the cards they hold then; the probe
            # holds every card dealt before it asks
            raise Unplanned(f"rule {number}: the holders name their wild ranks before every card is dealt")
    faces = tuple(up for table, count, up in moves if table for _ in range(count))
    if faces and not counts_in_hands(program, players, faces):
        raise Unplanned("table cards that count in nobody's hand beside wilds that follow play")
    if base.board is not None:
        raise Unplanned("hands of own and table sets by a Use rule beside wilds that follow play")
    from dealerschoice.play.fast.wilds_deal import check_ranking  # wilds_deal imports this module

    check_ranking(program, players)
    return WildPlan(**{f.name: getattr(base, f.name) for f in dataclasses.fields(Plan)}, program=program,
                    moves=tuple(moves),
                    dealer_names=any(isinstance(s, Wild) and s.source == WildSource.DEALER for _, s in followed),
                    rolls=tuple(rolls))


def _unseen_up(program: Program, followed) -> Program | None:
    """The program without its wilds of the cards turned up, where they are all its wilds
    that follow play and no card ever turns up (`wild_guts.without_unseen_up_wilds`); None
    where one may, or in a guts game (`wild_guts` plans it)."""
    if is_guts(program) or not all(isinstance(s, Wild) and s.source in (WildSource.UP_LOW, WildSource.UP_HIGH)
                                   for _, s in followed):
        return None
    try:
        return without_unseen_up_wilds(program)
    except Unplanned:
        return None


def _without_dice(actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """The actions without their dice rolls and the ranks the dealer names (an action of
    nothing else goes)."""
    if not any(isinstance(s, _ROLLED) for a in actions for s in a.steps):
        return actions
    kept = (dataclasses.replace(a, steps=tuple(s for s in a.steps if not isinstance(s, _ROLLED))) for a in actions)
    return tuple(a for a in kept if a.steps)


def _drawn(program: Program, players: int, base: DrawPlan, followed) -> DrawPlan | PlaysOwn:
    """A draw plan under bugs, the same for every hand all deal long ("The jokers are bugs"):
    the plan of the game without them, given the rules the simulator gives every seat and
    choice (`wild_play.with_limits` adds the same limits to every hand); under wilds read from
    the hand, `wilds_draws`. `Unplanned` for limited wilds but bugs (the words of a winning
    hand name what such a card counts as, "6♠ as a nine", which a draw plan's scores do not
    hold), and for what `wilds_draws` refuses."""
    from dealerschoice.play.mechanics.wild_play import Limits, game_limits
    from dealerschoice.play.odds import OddsHand  # the odds import the plans: not at import time

    limits = game_limits(program)
    same = Limits(limits.joker_bugs, limits.bug_ranks, limits.bug_cards, limits.limited)
    if limits != same or not all(isinstance(s, LimitedWild) or (isinstance(s, Wild) and _written(s))
                                 for _, s in followed) or any(
            isinstance(s, LimitedWild) and s.counts_as != LimitedAs.BUG for _, s in followed):
        # the words of a winning hand name what a card counts as: the plan that keeps the Hands
        from dealerschoice.play.fast.wilds_draws import compile_hand_wild_draws  # wilds_draws imports this module

        return compile_hand_wild_draws(program, players, base, followed)
    probe = OddsHand(program, players, 0)
    seat = probe.table.seats[0]
    high, low = probe.rules_for(seat, "high", []), probe.rules_for(seat, "low", [])
    if high.natural_beats_wild:
        raise Unplanned("a natural hand beats a wild one: the key has one more field")
    return dataclasses.replace(base, rules=high, low_rules=low, plain=False)


def _written(step: Wild) -> bool:
    """A rank or card wild as written, for every hand and holder (the fixed plan's own)."""
    return step.source in (WildSource.RANK, WildSource.CARD) and all(
        getattr(step, f) == default for f, default in WILD_DEFAULTS.items() if f not in PLAIN_WILD)
