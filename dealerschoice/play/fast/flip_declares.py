"""A declaration of in or out in a flip plan's game, and the high-low showdown after it
(Juneau: "Declare in/out simultaneously." ... "Showdown, highest declared high hand and lowest
declared low hand split the pot."), as the simulator plays them.

- The declaration (`declare._in_or_out`): each player still in, in seat order, decides on the
  cards they see (their up cards and the down ones they have looked at; the table's cards
  count in no hand in a flip plan's game) with the simulator players' own decision
  (`policies.goes_in`), nothing at stake (`betting.at_stake`: a game with no settlement).
  Those out fold; going out is the player's choice, no fold a rule forces (the odds count
  none). Nobody in: the showdown has nobody to judge and the hand stops there
  (`PlayedHand.stop`), no showdown counted.
- The showdown after it: nobody declared high or low, so the cards speak
  (`showdown.showdown`: a declared pot with no sides declared is a high-low split): the best
  high hand of the players in and the best ace-to-five low (`lows`) share the pot, ties
  sharing their half, one player taking both halves where theirs is best both ways.

Refused (`flips`): a declaration beside wild cards, forced rules, a settlement or a redeal
(the stake, the low's wilds and what the showdown starts again), and a tie that pays nobody.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import Card
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play import policies
from dealerschoice.play.fast.flip_showdown import CODE, SEEN, UP
from dealerschoice.play.fast.lows import low_judge
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.rules.steps import Declare
from dealerschoice.rules.steps.vocab import DeclareMode

if TYPE_CHECKING:
    from dealerschoice.play.fast.flip_showdown import FlipDeal
    from dealerschoice.play.fast.flip_turns import FlipPlayer, _Deal
    from dealerschoice.play.fast.run import PlanCounts

_CARDS = [Card(code) for code in range(JOKER_CODE + 1)]  # the players' decisions read Cards, not codes
_GOING: dict[tuple, bool] = {}  # (rules, the sorted cards seen) -> goes in: the decision reads no order
_GOING_MOST = 1 << 18  # decisions remembered before the memo starts again
_JUDGES: dict = {}  # the low rules -> their low judge (`lows.low_judge`)


def check_declare(step: Declare, where: str) -> None:
    """A declaration a flip plan plays: in or out, once, at once or in turn (the same decisions:
    nobody's reads another's)."""
    if set(step.choices) != {"in", "out"} or step.mode not in (DeclareMode.SIMULTANEOUS, DeclareMode.IN_TURN) \
            or step.until_in or step.no_pass or step.dealer_reopens:
        raise Unplanned(f"{where}: a declaration of {'/'.join(step.choices)} {step.mode} in a flip game")


def check_game(plain: bool, forced: bool, tie_pays: bool, after: bool) -> None:
    """Refuse a declaration the plan cannot follow in this game (see the module's list)."""
    if not plain or forced or after or not tie_pays:
        raise Unplanned("a declaration of in/out in a flip game with wild cards, forced rules, a settlement or "
                        "redeal, or a tie that pays nobody")


def declare_in(player: FlipPlayer, d: _Deal) -> None:
    """Each player still in goes in or out on the cards they see; those out fold."""
    rules = player.plan.rules
    for s, cards in enumerate(d.seats):
        if d.folded[s]:
            continue
        known = tuple(h[CODE] for h in cards if h[UP] or h[SEEN])
        key = (rules, tuple(sorted(known)))
        going = _GOING.get(key)
        if going is None:
            if len(_GOING) >= _GOING_MOST:
                _GOING.clear()
            going = _GOING[key] = policies.goes_in([_CARDS[c] for c in known], rules, at_stake=0)
        if not going:
            d.folded[s] = True
            d.keys[s] = -1  # shows nothing to beat (`flip_turns.NOBODY`)


def high_low(player: FlipPlayer, d: _Deal) -> tuple[tuple[int, ...], int, bool] | None:
    """The cards-speak split among the players in: (high winners, their score, False: nothing
    is wild), the low winners and their Hand kept in `d.lows`; None with nobody in."""
    low_rules = player.plan.low_rules
    judge = _JUDGES.get(low_rules)
    if judge is None:
        assert low_rules is not None, "a flip plan's high-low showdown without its low rules"
        made = low_judge(low_rules)
        assert made is not None, "limited wilds in a flip plan's low: `flips` refuses wild cards with a declaration"
        judge = _JUDGES[low_rules] = made
    high: dict[int, int] = {}
    lows = {}
    for s, cards in enumerate(d.seats):
        if d.folded[s]:
            continue
        codes = tuple(h[CODE] for h in cards)
        high[s] = player.fixed(codes)
        lows[s] = judge(codes)
    d.contenders = len(high)
    if not high:
        return None
    top = max(high.values())
    best = max((h.key for h in lows.values() if h is not None), default=None)
    low_winners = tuple(s + 1 for s, h in lows.items() if h is not None and h.key == best)
    d.lows.append((low_winners, next((h for h in lows.values() if h is not None and h.key == best), None)))
    return tuple(s + 1 for s, v in high.items() if v == top), top, False


def count_split(counts: PlanCounts, found: FlipDeal) -> None:
    """Count a deal's high-low showdown (one a deal: nothing deals it again) as the odds count
    the simulator's (`odds._tally_deal`): the high winner's score, the low winner's hand, a split
    where the halves (or ties) went to more than one player."""
    (winners, score, _), (low_winners, low) = found.showdowns[-1], found.lows[-1]
    counts.wins[score] += 1
    if low is not None:
        counts.lows[low.key] += 1
        counts.low_hands.setdefault(low.key, low)
    counts.both_sides += low is not None
    counts.split += len(set(winners) | set(low_winners)) > 1
