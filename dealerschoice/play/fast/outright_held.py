"""Plans for games won outright by the first hand of a kind, with no showdown (Butcherboy):
"Deal one card to each player in turn, until two cards match in rank. Give the last card to
the player who already had a card of that rank.", "Repeat the last two actions until someone
gets four of a kind.", "The player with four of a kind takes the pot."

The simulator (`matching.deal_to_match`, `outright.card_up`) deals the cards face up round
the table until one matches a rank a player holds, which goes to that player; so every card
of a rank goes to the player who was dealt its first, and by the deck's pigeonholes some
player holds N of a rank (four: by the 40th card of a 52-card deck without jokers, thirteen
ranks of three being 39) long before the deck runs out. That player takes the pot at once.
No rule folds anyone or shows hands down: every deal ends with no showdown, the same for
every seed, and the odds count it so (`odds._tally_deal`: a deal without a showdown).

Refused: any rule but those deals, bets, antes and their repeat until the hand is held (a
showdown, a fold, a draw...), a win by anything but a hand of a kind (a straight, a flush: no
pigeonhole makes one), cards turned aside instead of dealt, and a deck with jokers or stripped
of ranks.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.cards import HandRules
from dealerschoice.play.fast.own_play import PlaysOwn
from dealerschoice.play.fast.plan import Unplanned, deck_codes
from dealerschoice.play.fast.run import DealOutcome, PlanCounts
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Ante, Bet, Deck, Repeat
from dealerschoice.rules.steps.dealing_events import DealToMatch
from dealerschoice.rules.steps.showdown import WinsOutright
from dealerschoice.rules.steps.vocab import Category, OutrightEvent, UntilKind

# the hands of a kind the pigeonholes give: N cards of one rank
_OF_A_KIND = {Category.PAIR: 2, Category.TRIPS: 3, Category.QUADS: 4}


@dataclass(frozen=True, slots=True)
class HeldOutrightPlan(PlaysOwn):
    """A game every deal of which someone wins outright with a hand of a kind, no showdown."""

    def play(self, seeds: range | list[int]) -> PlanCounts:
        deals = len(seeds)
        return PlanCounts(deals=deals, no_showdown=deals)

    def deal(self, seed: int) -> DealOutcome:
        return DealOutcome((), None)


def compile_held_outright(program: Program, players: int) -> HeldOutrightPlan:
    """The plan of a game won outright by the first hand of a kind; `Unplanned` says why not.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> game = Game(1, "Butcher", (), (), (Rule(1, "Deal one card to each player in turn, until two cards match in "
    ...     "rank. Give the last card to the player who already had a card of that rank.", 5),
    ...     Rule(2, "Repeat the last action until someone gets three of a kind.", 6),
    ...     Rule(3, "The player with three of a kind takes the pot.", 7)), None, Source("x", 1))
    >>> compile_held_outright(game_program(game), 4).play(range(5))
    PlanCounts(deals=5, wins=Counter(), split=0, wild=0, unplayed=0, lows=Counter(), low_hands={}, both_sides=0, \
forced=0, forced_players=0, no_showdown=5, named=Counter(), named_hands={})
    """
    wins = program.standing_of(WinsOutright)
    if not wins or any(s.event != OutrightEvent.HOLDS_CATEGORY for _, s in wins):
        raise Unplanned("no pot won outright by a hand held")
    number, won = wins[0]
    if len(wins) > 1 or won.category not in _OF_A_KIND:
        raise Unplanned(f"rule {number}: a pot won outright by a hand no pigeonhole makes ({won.category})")
    for n, step in program.standing:
        if not isinstance(step, (WinsOutright, Deck)):
            raise Unplanned(f"rule {n}: a standing {step.kind} rule beside a pot won outright by a hand held")
    deck = program.deck
    if deck.jokers or deck.without or deck.decks != 1:
        raise Unplanned("a pot won outright by a hand held, from a deck other than one of 52 cards")
    dealt = False
    for action in program.actions:
        for step in action.steps:
            if isinstance(step, DealToMatch) and step.in_turn:
                dealt = True
            elif isinstance(step, Repeat):
                if step.until.kind != UntilKind.HAND or step.until.category != won.category:
                    raise Unplanned(f"rule {action.number}: a repeat until other than the hand that wins outright")
            elif type(step) not in (Bet, Ante):
                raise Unplanned(f"rule {action.number}: a {step.kind} step in a game won outright by a hand held")
    if not dealt:
        raise Unplanned("no cards dealt in turn until one matches a rank held")
    return HeldOutrightPlan(players, deck_codes(deck), (), HandRules(), True, True)
