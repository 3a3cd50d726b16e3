"""The chips a guts plan's deal moves by its rules (`guts_play`): what is paid between the
declaration and the showdown, what the best hand pays when nobody went in, what the losers
pay at the settlement, and what a twist costs. Only the pot counts: it is what the losers
match and the next deal's players weigh (`betting.at_stake`), never who pays it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.guts import GUTS_ANTE, SETTLE_NONE_IN, SETTLE_OUT
from dealerschoice.rules.steps.vocab_money import GutsAnteWho

if TYPE_CHECKING:
    from dealerschoice.play.fast.guts_play import GutsPlayer, _Cards

ANTE = 1  # each player's ante at the first deal and a re-ante (`state.ANTE`, `PlayedHand.new_deal`)


def before_showdown(player: GutsPlayer, cards: _Cards, op: tuple, pot: int) -> int:
    """The chips paid into the pot between the declaration and the showdown."""
    code, active, declarers = op[0], cards.active, cards.declarers
    ins = sum(1 for s in declarers if active[s])
    if code == GUTS_ANTE:  # "Players going in must reante." / "If no one goes in, everyone must reante."
        if op[1] == GutsAnteWho.GOING_IN:
            return ANTE * ins
        return ANTE * cards.players if declarers and not ins else 0
    if code == SETTLE_OUT:  # "Players who declared out pay half the pot": on the pot now
        return player.settle_amount(op[1], pot) * (len(declarers) - ins)
    if code == SETTLE_NONE_IN:
        return nobody_in(player, cards, op[1], pot)
    # "If fewer than two go in, everyone who went out must match the pot"
    return player.settle_amount(op[1], pot) * (len(declarers) - ins) if ins < 2 else 0


def nobody_in(player: GutsPlayer, cards: _Cards, step, pot: int) -> int:
    """ "If no one goes in, the highest hand must match the pot": the best high hand of all,
    in or out (`money._best_seat`), pays on the pot now; nothing when someone went in."""
    active, declarers = cards.active, cards.declarers
    if not declarers or any(active[s] for s in declarers):
        return 0
    return player.settle_amount(step, pot)  # one payer, whoever it is: only the chips count here


def losers_pay(player: GutsPlayer, cards: _Cards, step, rank: int | None) -> int:
    """Every player in who lost pays the pot as it was at the showdown (`money.settle`),
    once more for each card of `rank` in the hands that stayed in."""
    if not cards.losers:
        return 0
    again = 0
    if rank is not None:
        again = sum(1 for s in cards.contenders for c in cards.hands[s] if c != JOKER_CODE and (c >> 2) + 2 == rank)
    return player.settle_amount(step, cards.last_pot, again) * len(cards.losers)
