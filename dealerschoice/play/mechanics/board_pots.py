"""A pot split board by board ("Showdown, high hand for each flop and turn splits the pot."):
`StageShowdown`. The game deals some stages of common cards in sets (two flops, two turns);
each choice of one set of every named stage, with the other deals' cards, is a board of its
own (`board_groups.stage_pools`: two flops and two turns make four). The pot is cut into one
share per board (an odd chip to the first boards), and each share goes to the best hand made
with that board's cards, under the game's own-card limits, split on a tie as any pot is.
A player's hand at one board is judged apart from their hands at the others: one player may
take every share, or none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dealerschoice.cards import format_cards, split_pot
from dealerschoice.cards.limits import Limits
from dealerschoice.play import making
from dealerschoice.play.board import board_of
from dealerschoice.play.board_groups import stage_pools
from dealerschoice.play.hand_limits import choose, hand_limits
from dealerschoice.play.handlers import handles
from dealerschoice.play.judge import judged_high, judged_low, showing
from dealerschoice.play.payouts import award_shares
from dealerschoice.rules.steps.late_reads import StageShowdown
from dealerschoice.rules.steps.vocab import BoardGroup, HighLow

if TYPE_CHECKING:
    from dealerschoice.cards import Hand
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat

SHARE_WORDS = {2: "two", 3: "three", 4: "four", 6: "six", 8: "eight"}


@handles(StageShowdown)
def stage_showdown(hand: PlayedHand, step: StageShowdown, at: int) -> int | None:
    table = hand.table
    contenders = table.clockwise_from(1)
    hand.outcome.contenders = [s.number for s in contenders]
    hand.outcome.winner = None
    hand.outcome.losers = []
    board = board_of(hand)
    limited = hand_limits(hand.program)
    up_only = limited.up_only if limited is not None else False
    stages = tuple(BoardGroup(s) for s in step.stages)
    pools: list[list[tuple[str, Any]]] = [board.lying(hand, pool, up_only) for pool in stage_pools(board, stages)]
    pools = [pool for pool in pools if pool]
    amount = table.pot
    hand.money.last_pot = amount
    seats = [s.number for s in table.seats]
    cut, odd = divmod(amount, len(pools)) if pools else (0, 0)
    shares: dict[int, int] = {}
    best: dict[int, tuple[Hand | None, tuple[str, ...]]] = {s.number: (None, ()) for s in contenders}
    words = []
    for nth, pool in enumerate(pools):
        made = {s.number: _made(hand, s, pool, limited, step.pot) for s in contenders}
        hands: dict[int, tuple[Hand, tuple[str, ...]]] = {n: (m[0], m[1]) for n, m in made.items() if m[0] is not None}
        for n, (h, places) in hands.items():
            known = best[n][0]
            if known is None or h.key > known.key:
                best[n] = (h, places)
        top = max((h.key for h, _ in hands.values()), default=None)
        winners = [n for n, (h, _) in hands.items() if h.key == top]
        share = cut + (1 if nth < odd else 0)
        for n, chips in split_pot(share, winners, seats, table.dealer).items():
            shares[n] = shares.get(n, 0) + chips
        said = " and ".join(f"P{n} {hands[n][0].description}" for n in winners) if winners else "no hand"
        words.append(f"{format_cards([card for _, card in pool])}: {said}")
    for n, (_, places) in best.items():
        board.used[n] = places
    shares = {n: c for n, c in shares.items() if c}
    winners = list(shares)
    hand.outcome.result.showdowns.append({"pot": str(step.pot), "hand": "best", "hands": {
        n: (h, None) if step.pot == HighLow.HIGH else (None, h) for n, (h, _) in best.items()},
        "high": tuple(winners) if step.pot == HighLow.HIGH else (), "low": tuple(winners) if step.pot == HighLow.LOW
        else (), "shares": dict(shares)})
    hand.outcome.result.showings = [showing(hand, table.seat(n), (h, None) if step.pot == HighLow.HIGH else (None, h))
                                    for n, (h, _) in best.items()]
    hand.outcome.losers = [n for n in hand.outcome.contenders if n not in shares]
    hand.outcome.winner = winners[0] if len(winners) == 1 else None
    paid = award_shares(hand, shares)
    count = SHARE_WORDS.get(len(pools), str(len(pools)))
    hand.event(hand.progress.rule, "showdown", f"Showdown, a share of the pot for each of {count} boards: "
               + "; ".join(words) + f". Pot {amount}: " + (f"{paid}." if shares else "nobody wins it."))
    return None


def _made(hand: PlayedHand, seat: Seat, pool: list[tuple[str, Any]], limited, side: HighLow) \
        -> tuple[Hand | None, tuple[str, ...]]:
    """(the seat's best `side` hand with one board's cards, the board places it uses); (None,
    ()) when it makes none (a qualifier not met, limits the cards cannot meet)."""
    own = seat.all()
    up = frozenset(i for i, h in enumerate(seat.cards) if h.up)
    places = [p for p, _ in pool]
    cards = [c for _, c in pool]
    rules = hand.rules_for(seat, str(side), own + cards)
    limits = limited.limits if limited is not None else Limits()
    choice = choose(own, up, [cards], limits, rules, str(side))
    if choice is None:
        return None, ()
    used = list(choice.cards)
    qualifiers = hand.rulebook.qualifiers
    if side == HighLow.HIGH:
        made = judged_high(hand, used, rules) if making.high_qualifies(used, rules, qualifiers) else None
    else:
        made = judged_low(hand, used, rules, making.low_limit(qualifiers))
        made = made if making.low_qualifies(made, qualifiers) else None
    return made, tuple(places[i] for _, i in choice.board)
