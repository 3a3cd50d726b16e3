"""How much stronger a game's wild cards make the usual winning hand (issue 18, round 2).

`strength.par` says what the best of a table of plain hands usually is. With wild cards the
best hand of a table is much better (kings and low cards wild: trips are common), so a hand
that is ahead of plain par is behind the game's own: measured against plain par, everyone
raised and, in guts games, went in, and each re-deal's pot was matched again and again.

`shift(rules, held)` is the difference: the median standing of the best of `TABLE` hands of
`held` cards dealt with the game's count of wild cards, less the same for plain cards. The
tables are dealt from a fixed seed (`SEED`), so the answer is the same every time, and each
(count of wild cards, cards held) is dealt once a run (`lru_cache`): a few hundred
evaluations, once. The wild cards are counted, not named: a seat's own wilds ("your low card
is wild for you") change from deal to deal, but their number hardly does, and every other
player has theirs too.
"""

from __future__ import annotations

from functools import lru_cache
from random import Random

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.keys import high_score
from dealerschoice.cards.rules import NATURAL

TABLES = 31   # tables dealt for a median
TABLE = 4     # hands at a table: a typical table of five, one of them the player's own
SEED = 18     # the fixed seed the tables are dealt from
MOST_HELD = 7  # hands bigger than this are judged as seven cards (best five of them)


@lru_cache(maxsize=256)  # asked at every in/out and stay decision; a game has a few rules
def wild_count(rules: HandRules) -> int:
    """How many of the 52 cards are wild (or bugs) under `rules` for a high hand.

    >>> wild_count(HandRules.parse("K,3")), wild_count(HandRules())
    (8, 0)
    """
    kinds = rules.kinds()
    return sum(1 for code in range(52) if kinds[Card(code)] != NATURAL)


def shift(rules: HandRules, held: int) -> float:
    """How much higher (in `strength.standing` units: categories) the usual best hand of a
    table of `held`-card hands stands with these wild cards than with none; 0 without wilds.

    >>> shift(HandRules(), 5), shift(HandRules.parse("K,3"), 5) > 1.0
    (0.0, True)
    """
    wilds = wild_count(rules)
    if not wilds or held <= 0:
        return 0.0
    held = min(held, MOST_HELD)
    return max(0.0, _typical(wilds, held) - _typical(0, held))


@lru_cache(maxsize=512)
def _typical(wilds: int, held: int) -> float:
    """The median standing of the best of `TABLE` random hands of `held` cards when the first
    `wilds` cards of the deck (by code: the deuces, then the threes...) are wild."""
    rules = HandRules(wild_cards=frozenset(Card(code) for code in range(wilds)))
    rng = Random(SEED * 1000 + held)
    deck = [Card(code) for code in range(52)]
    bests = []
    for _ in range(TABLES):
        rng.shuffle(deck)
        best = 0.0
        for seat in range(min(TABLE, 52 // held)):
            score = high_score(deck[seat * held:(seat + 1) * held], rules)
            best = max(best, (score >> 20) + (score >> 16 & 15) / 15)
        bests.append(best)
    bests.sort()
    return bests[len(bests) // 2]


# -- games whose hands grow by passing (Anaconda): measured on a few of the game's own deals --
DEALS = 5  # deals of the game played once, everyone staying, to see what wins it
_LIFTS: dict[int, tuple[object, float]] = {}  # id(program) -> (program, lift): the program kept, so the id stays its own
_measuring = False


def game_lift(program) -> float:
    """How much better than a table of plain hands of as many cards the game's own winning
    high hand usually is, where the players pass cards to each other (Anaconda: seven cards
    passed and kept make full houses, a plain seven-card table trips): the median standing
    of the high winners of `DEALS` deals of the game with everyone staying, less `_typical`
    of plain seven-card hands (a passer chooses from more cards than they keep). 0 for a
    game without passes, and while
    measuring (the measuring deals bet against plain par). Measured once a run per program,
    from fixed seeds."""
    global _measuring
    from dealerschoice.rules.steps import Pass

    if _measuring or not program.steps_of(Pass):
        return 0.0
    known = _LIFTS.get(id(program))
    if known is not None and known[0] is program:
        return known[1]
    _measuring = True
    try:
        lift = _measured(program)
    finally:
        _measuring = False
    _LIFTS[id(program)] = (program, lift)
    return lift


def _measured(program) -> float:
    from dealerschoice.play.mechanics.betting import Stance
    from dealerschoice.play.program import NotRunnable
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import SimulationError

    lifts = []
    for deal in range(DEALS):
        hand = PlayedHand(program, TABLE + 1, SEED * 1000 + deal)
        hand.piece(Stance).everyone_stays = True
        try:
            hand.run()
        except (NotRunnable, SimulationError):  # a deal the game cannot finish (a deck run out): left out
            continue
        for pot in hand.outcome.result.showdowns:
            for number in pot["high"]:
                high = pot["hands"][number][0]
                if high is None or len(high.key) < 2 or not all(isinstance(k, int) for k in high.key[:2]):
                    continue
                # the winner chose from more cards than they kept: judged against plain seven-card hands
                lifts.append(high.key[0] + high.key[1] / 15 - _typical(0, MOST_HELD))
    if not lifts:
        return 0.0
    lifts.sort()
    return max(0.0, lifts[len(lifts) // 2])
