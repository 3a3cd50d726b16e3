"""Guts games whose high hand splits the pot with the split card (South Chicago): "Showdown,
high hand splits the pot with the split-card", "The split card is the low card of the same
suit as the table card", "Anyone who went in and lost must match the pot".

The deal plays as the guts plan of the game without its split card plays it (`guts_play`:
the same deals, the same players going in), with two changes the split card makes at the
showdown (`showdown.split_with_card`): the table cards have a job of their own, so they
count in nobody's hand (`Rulebook.table_role`), and the players in who hold the split card
take half the pot. A player paid a share has not lost, so only those in who are neither a
high winner nor a holder match the pot; nobody holding it leaves the pot to the high hand.
What the odds count of it: a pot paid to more than one player is a split.

Refused: a split card that asks which cards are face down (the guts plan keeps each seat's
cards, not which of them are up), one a board spot or an own wild names, and guts games
with a low hand or declared sides.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from dealerschoice.cards import Card
from dealerschoice.cards.cards import JOKER_CODE, SUITS
from dealerschoice.play.fast.counted_guts import high_outcome, played_showdowns
from dealerschoice.play.fast.guts import GutsPlan, compile_guts
from dealerschoice.play.fast.guts_play import GutsPlayer, guts_deal
from dealerschoice.play.fast.guts_showdown import GutsJudge, GutsShowdown
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.fast.run import DealOutcome, PlanCounts, uses_wild
from dealerschoice.play.fast.split_card import SPLIT_CARD, without_split_card
from dealerschoice.play.mechanics.split_card import SPLIT_RULES
from dealerschoice.play.program import Program
from dealerschoice.play.state import Rulebook
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps import RuleStep, Showdown, SplitCard
from dealerschoice.rules.steps.split_cards import NamedSplitCard, SplitCardByTable
from dealerschoice.rules.steps.vocab import HighLow, Pot


@dataclass(frozen=True, slots=True)
class SplitGutsPlan(GutsPlan):
    """A guts plan whose high hand splits the pot with the split card's holder."""

    rule: RuleStep | None = None   # the rule naming the split card
    table_in_hands: bool = True    # the table cards count in the hands (False: they name the split suit only)

    def play(self, seeds: range | list[int]) -> PlanCounts:
        """One deal per seed, counted as `guts_play.play_guts` counts them, the split card's half a split."""
        player = _player(self)
        counts = PlanCounts()
        for seed in seeds:
            showdowns = played_showdowns(counts, guts_deal(self, seed, player))
            for showdown in showdowns:
                if showdown.winners:
                    counts.wins[showdown.score] += 1
                    counts.wild += showdown.wild
            counts.split += any(len(s.paid) > 1 for s in showdowns if isinstance(s, SplitShowdown))
        return counts

    def deal(self, seed: int) -> DealOutcome:
        """The last showdown's high winners and score, as `guts_play.guts_outcome` gives them."""
        return high_outcome(guts_deal(self, seed, _player(self)))


@dataclass(frozen=True, slots=True)
class SplitShowdown(GutsShowdown):
    """A guts showdown and the seats paid (from 1): the high winners and the split card's holders."""

    paid: tuple[int, ...] = ()


def compile_split_guts(program: Program, players: int) -> SplitGutsPlan:
    """The plan of a guts game split with the split card; `Unplanned` names what it cannot follow."""
    rule = next((s for kind in SPLIT_RULES for s in program.steps_of(kind)), None)
    if rule is None:
        raise Unplanned("no split card rule")
    if not isinstance(rule, (SplitCard, NamedSplitCard, SplitCardByTable)) or getattr(rule, "hole", False):
        raise Unplanned(f"a {rule.kind} rule in a guts game (it asks what is face down, or a layout or wilds)")
    showdowns = program.steps_of(Showdown)
    if [type(s) for s in showdowns] != [Showdown] or showdowns[0].split_with != SPLIT_CARD \
            or showdowns[0].pot != Pot.HIGH:
        raise Unplanned("a split card rule without one high showdown split with the split card")
    guts = compile_guts(without_split_card(program), players)
    if guts.sides or guts.low:
        raise Unplanned("a split card in a guts game with a low hand or declared sides")
    book = Rulebook.of(program)
    values = {f.name: getattr(guts, f.name) for f in dataclasses.fields(GutsPlan)}
    return SplitGutsPlan(**values, rule=rule, table_in_hands=not (book.table_role and book.use is None))


def _player(plan: SplitGutsPlan) -> GutsPlayer:
    player = GutsPlayer(plan)
    player.judge = SplitJudge(plan, player.score)
    return player


class SplitJudge(GutsJudge):
    """A guts showdown of the best high hand, the split card's holders taking half the pot."""

    plan: SplitGutsPlan

    def showdown(self, contenders: list[int], hands: list[list[int]], board: list[int], sides: dict[int, str],
                 tie_pays: bool) -> tuple[GutsShowdown, tuple[int, ...]]:
        plan = self.plan
        common = board if plan.table_in_hands else []
        held = {s: hands[s] + common for s in contenders}
        scores = {s: self.score(h) for s, h in held.items()}
        top = max(scores.values())
        winners = tuple(s for s, v in scores.items() if v == top)
        seats = tuple(s + 1 for s in contenders)
        if len(winners) > 1 and not tie_pays:
            return SplitShowdown(seats, (), None, False), tuple(contenders)  # nobody is paid: every player in lost
        holders = split_holders(plan.rule, {s: hands[s] for s in contenders}, board)
        paid = tuple(sorted({s + 1 for s in winners} | {s + 1 for s in holders}))
        wild = not plan.plain and any(uses_wild(plan.rules, held[s], top) for s in winners)
        losers = tuple(s for s in contenders if s + 1 not in paid)
        return SplitShowdown(seats, tuple(s + 1 for s in winners), top, wild, paid=paid), losers


def split_holders(rule: RuleStep | None, hands: dict[int, list[int]], board: Sequence[int]) -> tuple[int, ...]:
    """The seats (as `hands` numbers them) holding the split card among those in, as
    `split_card._holders` finds them: every holder of a named card; else the holder of the
    high (low) card of the suit the rule or a table card names (nobody: no such table card,
    a joker, or no card of the suit in play)."""
    if isinstance(rule, NamedSplitCard):
        named = {int(Card.parse(c)) for c in rule.cards}
        return tuple(s for s, cards in hands.items() if any(c in named for c in cards))
    if isinstance(rule, SplitCardByTable):
        if not board or board[-1] == JOKER_CODE:
            return ()
        last = board[-1]
        end = HighLow.HIGH if last // 4 + 2 >= rank_value(rule.at_least) else HighLow.LOW
        return _suit_end(hands, last % 4, end)
    assert isinstance(rule, SplitCard), f"compile_split_guts follows no split card rule {rule!r}"
    if rule.suit is not None:
        return _suit_end(hands, SUITS.index(rule.suit), HighLow(rule.rank))
    at = rule.table_card - 1
    if not 0 <= at < len(board) or board[at] == JOKER_CODE:
        return ()
    return _suit_end(hands, board[at] % 4, HighLow(rule.rank))


def _suit_end(hands: dict[int, list[int]], suit: int, end: HighLow) -> tuple[int, ...]:
    """The holder of the high (low) card of a suit; on a tie of ranks (two decks) the lowest seat."""
    held = [(c // 4 + 2, s) for s, cards in hands.items() for c in cards if c != JOKER_CODE and c % 4 == suit]
    if not held:
        return ()
    return ((min(held) if end == HighLow.LOW else max(held))[1],)


def split_guts_deal(plan: SplitGutsPlan, seed: int) -> tuple[int, ...]:
    """The seats paid at the last showdown of one deal (none: nobody went in, or a tie paid nobody)."""
    found = guts_deal(plan, seed, _player(plan))
    last = found.showdowns[-1] if found.showdowns else None
    return last.paid if isinstance(last, SplitShowdown) else ()

