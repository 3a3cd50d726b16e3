"""The pieces of a played hand's state, each a dataclass owned by one part of the simulator.

`PlayedHand` (simulate.py) holds one of each: the `Rulebook` (what the rules fix for the
whole hand), the `Table` (seats, board cards, deck, muck and chips: table.py), `Wilds`,
`Money`, `Turns`, `Outcome`, `Progress` and the `Log`. A handler reads and writes the pieces
it needs; a mechanic that needs state of its own declares a piece here or in its own module
(`PlayedHand.piece`), never an attribute bolted onto the hand.

Fields marked `compare=False` are remembered answers or records written down only: the loop
watch (loops.py) compares every other field to know that a hand is in a loop, so a field
that decides what happens next must compare.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from dealerschoice.cards import HandRules
from dealerschoice.play.program import Program
from dealerschoice.play.table import Held
from dealerschoice.play.transcript import Event, Showing
from dealerschoice.play.wilds import WildRules, WildState
from dealerschoice.rules.steps import (
    BestHand,
    Deck,
    Discard,
    Flip,
    Forced,
    HandLimit,
    Qualifier,
    Redeal,
    Repeat,
    Settle,
    Showdown,
    SplitCard,
    Use,
    Wild,
    WildChange,
)
from dealerschoice.rules.steps.dealing import BuyTableCard
from dealerschoice.rules.steps.dealing_deck import ShuffleDiscards
from dealerschoice.rules.steps.dealing_events import (
    ExtraCards,
    TableCardsOn,  # -- issue 15
)
from dealerschoice.rules.steps.draw import (
    DiscardMatching,
    TableHandAuction,  # -- issue 17: a table hand sold at auction
)
from dealerschoice.rules.steps.late_reads import RunnerUpSwitch  # -- issue 16: the table's hand to switch to
from dealerschoice.rules.steps.other import FoldedKeep  # -- issue 17
from dealerschoice.rules.steps.passing import Steal, TakeTableMatches
from dealerschoice.rules.steps.showdown import WinsOutright  # -- issue 17: legs
from dealerschoice.rules.steps.split_cards import (  # -- issue 16: table cards naming the split suit, the pot
    ShowdownByTable,
    SplitCardByTable,
)
from dealerschoice.rules.steps.vocab import FlipSource, OutrightEvent, UntilKind
from dealerschoice.rules.steps.wager import BuyOrFold, HoldingFold

# The stakes, as in the Anaconda guide: ante 1, bets and raises of 1 (the biggest bet, for a
# rule that costs "the maximum bet"), one bet and at most three raises a round.
ANTE, BET, MAX_RAISES = 1, 1, 3


@dataclass(frozen=True, slots=True)
class Rulebook:
    """What the game's rules fix for the whole hand, searched out of the program once."""

    deck: Deck
    wild_steps: tuple[Wild, ...]
    forced: tuple[tuple[int, Forced], ...]             # standing forced actions (folds, payments...)
    wild_changes: tuple[tuple[int, WildChange], ...]
    redeal_triggers: tuple[tuple[int, Redeal], ...]    # standing redeals on a card turned up
    flipped_discards: tuple[tuple[int, Discard], ...]  # standing discards of flipped cards
    hand_limit: int | None                             # the most cards one hand of a split may hold
    use: Use | None                                    # "exactly two own cards and three table cards"
    split_card: SplitCard | None
    best_hand: BestHand | None                         # "the best hand is 2-3-4-5-7"
    qualifiers: tuple[Qualifier, ...]
    showdown_pots: frozenset[str]                      # the pot modes of the showdowns: what players aim for
    scoring_only: bool                                 # showdowns count wins; chips move by Settle or at N wins
    wins_needed: int | None                            # "repeat until someone wins N times"
    table_role: bool  # the table cards do a job of their own (wilds, triggers...): not in hands unless Use says
    extra_cards: tuple[tuple[int, ExtraCards], ...] = ()  # free cards for a card dealt up (triggers.py)
    holding_folds: tuple[tuple[int, HoldingFold], ...] = ()  # folds for cards held together (mechanics/holding.py)
    steals: tuple[tuple[int, Steal], ...] = ()  # cards taken from another player for a card dealt (stealing.py)
    buy_or_fold: tuple[tuple[int, BuyOrFold], ...] = ()  # buy more cards or fold for a card dealt (extra_buys.py)
    folded_keep: bool = False  # folded players keep their cards, turned face down (mechanics/holding.py)
    # the cards dealt to the table are matched against (cards discarded, flipped or taken for
    # matching them): those are no player's cards; only cards dealt as common cards are
    matching_role: bool = False

    @classmethod
    def of(cls, program: Program) -> Rulebook:
        steps = program.steps_of(object)  # every step, standing first: searched below by type

        def steps_of(kind):  # = program.steps_of(kind), without walking the program again
            return [s for s in steps if isinstance(s, kind)]

        limits = steps_of(HandLimit)
        uses = steps_of(Use)
        in_order = [s for a in program.actions for s in a.steps] + [s for _, s in program.standing]
        return cls(
            deck=program.deck,
            # wilds "for the table" hold in the table's own hand only (table_hand.table_wilds)
            wild_steps=tuple(_unique(s for s in steps_of(Wild) if not s.table_hand)),
            forced=tuple(_unique_pairs(program.standing_of(Forced))),
            wild_changes=tuple(program.standing_of(WildChange)),
            redeal_triggers=tuple(program.standing_of(Redeal)),
            flipped_discards=tuple(_unique_pairs(program.standing_of(Discard))),
            hand_limit=limits[0].size if limits else None,
            use=uses[0] if uses else None,
            split_card=next(iter(steps_of(SplitCard)), None),
            best_hand=next(iter(steps_of(BestHand)), None),
            qualifiers=tuple(_unique(steps_of(Qualifier))),
            showdown_pots=frozenset(s.pot for s in steps_of(Showdown)),
            scoring_only=any(s.to == "winner" for s in steps_of(Settle))
            or any(s.until.kind in (UntilKind.WINS, UntilKind.WINS_WITHIN) for s in steps_of(Repeat))
            or any(s.event == OutrightEvent.LEGS for s in steps_of(WinsOutright)),  # -- issue 17: N legs win
            wins_needed=next((s.until.count for s in program.steps_of(Repeat) if s.until.kind == UntilKind.WINS),
                             next((s.count for s in steps_of(WinsOutright) if s.event == OutrightEvent.LEGS), None)),
            # cards for sale on the table (BuyTableCard) are not common cards either
            table_role=any((isinstance(s, Flip) and s.table_counts) or isinstance(s, (SplitCard, SplitCardByTable, ShowdownByTable, BuyTableCard,
                                                                                               TableHandAuction))
                           or (isinstance(s, Wild) and s.table_card is not None)
                           or (isinstance(s, Forced) and s.trigger.table_rank is not None) for s in in_order)
            # -- issue 15: table cards dealt when a card turns up only mark wild ranks
            or bool(program.standing_of(TableCardsOn))
            # -- issue 16: the table's cards are a hand the runner-up may switch to (mechanics/runner_up.py)
            or any(isinstance(s, RunnerUpSwitch) for s in in_order),
            extra_cards=tuple(program.standing_of(ExtraCards)),
            holding_folds=tuple(program.standing_of(HoldingFold)),
            steals=tuple(program.standing_of(Steal)),
            buy_or_fold=tuple(program.standing_of(BuyOrFold)),
            folded_keep=bool(program.standing_of(FoldedKeep)),
            matching_role=any(isinstance(s, (DiscardMatching, TakeTableMatches))
                              or (isinstance(s, Flip) and s.source == FlipSource.MATCHING_TABLE)
                              or (isinstance(s, ShuffleDiscards) and s.pile) for s in in_order),
        )


@dataclass(slots=True)
class Wilds:
    """The wild cards: the game's wild rules (`steps`), what play has made wild so far
    (`state`: the card after the last queen, a rank the dealer named, ranks added or
    cancelled), and the answers remembered (`rules`: HandRules per seat and cards)."""

    steps: tuple[Wild, ...]
    state: WildState = field(default_factory=WildState)
    rules: WildRules = field(init=False, compare=False)
    words: dict[HandRules, str] = field(default_factory=dict, compare=False)  # the words for the view, by rules

    def __post_init__(self) -> None:
        self.rules = WildRules(list(self.steps))


@dataclass(slots=True)
class Money:
    """Chips beyond the pot itself (Table.pot, Seat.paid and Seat.won are the ledger):
    betting rounds, escalating payments, the pot a settlement reads."""

    bet_rounds: int = 0                # betting rounds played (a rotating opener moves each round)
    last_raiser: int | None = None     # the last player to bet or raise
    pay_count: dict[int, int] = field(default_factory=dict)  # seat -> payments made (escalating forced pays)
    last_pot: int = 0                  # the pot at the last showdown
    settle_rule: Settle | None = None  # the settlement in force once its rule has been played
    matched: bool = False              # someone matched the pot at the last settlement
    round_bet: bool = False            # the last betting round had a bet in it ("until someone bets")


@dataclass(slots=True)
class Turns:
    """Who did what last, and what players aim for: read by "the next player", "the player who
    just flipped", a no-peek rule on the cards just dealt, draws replacing discards."""

    cursor: int                        # the last player to act alone ("next player" flips)
    last_flipper: int | None = None
    last_dealt: list[Held] = field(default_factory=list)
    last_declarers: list[int] = field(default_factory=list)  # in the order they declared
    goals: dict[int, str] = field(default_factory=dict)      # seat -> "high" | "low", once a deal (moves.goal)
    discarded: dict[int, int] = field(default_factory=dict)  # seat -> cards thrown at the last discard


@dataclass(slots=True)
class Result:
    """What the showdowns gave, for the transcript and the odds."""

    showings: list[Showing] = field(default_factory=list, compare=False)
    winners: list[int] = field(default_factory=list)
    # one dict per showdown for the odds: pot mode, hand kind, {seat: (high, low)}, the seats
    # whose high / low hand won, and the shares (before any guts settlement)
    showdowns: list[dict] = field(default_factory=list, compare=False)

    def add_win(self, seat: int, amount: int) -> None:
        if amount and seat not in self.winners:
            self.winners.append(seat)


@dataclass(slots=True)
class Outcome:
    """The last showdown and all results: who contended, lost and won."""

    result: Result = field(default_factory=Result)
    contenders: list[int] = field(default_factory=list)
    losers: list[int] = field(default_factory=list)
    winner: int | None = None          # the single winner of the last showdown, if one
    # showdown hands by cards and rules (showdown.best_high): the same cards are judged again
    # in a repeat; hands are immutable values, so sharing them is safe
    judged: dict[tuple, Any] = field(default_factory=dict, compare=False)


@dataclass(slots=True)
class Progress:
    """Where the run is: the rule being played, deals and rounds so far, whether it is over."""

    rule: int | None = None            # the number of the rule being played
    deals: int = 1
    cycles: int = 0                    # rounds of a repeat until N wins or the pot is empty
    over: bool = False
    pending_redeal: str | None = None  # why a standing rule asks for a redeal, played after the step


@dataclass(slots=True)
class Log:
    """What happened, written down only (never read to decide)."""

    views: Collection[str] | None      # event kinds that get a table view (None: all)
    notes: list[str]
    events: list[Event] = field(default_factory=list)


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
