"""A guts plan's moves (`guts_play`): the declaration of in or out, and a seat's discard,
mucked in the order the simulator's player gives the cards up."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.choosing import SeatBounds

if TYPE_CHECKING:
    from dealerschoice.play.fast.guts_play import GutsPlayer, _Cards


def discard(throw, bounds: SeatBounds, hand: list[int], muck: list[int]) -> int:
    """A seat's discard (`throw`: its `choosing.thrower` for `bounds`), the cards mucked in the
    order the simulator's player gives them up (`policies.worst`: lowest first, by code, or in
    the order held when every card that may go goes, the card shown for a bigger draw being
    kept): a redeal gathers the muck in that order, so it decides the next deal. (The thrower
    remembers its choice by the hand's shape, which keeps which cards go, not their order.)"""
    before = list(hand)
    ranks = bounds.shown_ranks if bounds.extra is not None else None
    shown = ranks is not None and any(c != JOKER_CODE and (c >> 2) + 2 in ranks for c in hand)
    count = throw(hand)
    if count:
        left = list(hand)
        gone = []
        for c in before:
            if c in left:
                left.remove(c)
            else:
                gone.append(c)
        muck.extend(gone if count >= len(before) - shown else sorted(gone))
    return count


def declare(player: GutsPlayer, cards: _Cards, op: tuple, pot: int) -> None:
    """A declaration of in or out in a guts plan's deal (`guts_play`): the players still in,
    in turn, round after round until one is in (`declare_rounds`). Those out fold, except
    where the rules repeat the declaration until someone goes in: then, nobody in, all play on."""
    _, rounds, repeated, most = op
    stake = player.stake(pot)
    declarers = cards.declarers = [s for s in range(cards.players) if cards.active[s]]
    first = cards.rounds + 1 if repeated else 1  # a repeated declaration numbers its rounds on
    hands, board_up = cards.hands, cards.board_up

    def decide(s: int, again: bool, last_round: bool) -> bool:
        seen = hands[s] + board_up
        return player.goes_in_again(seen, last_round) if again else player.goes_in(seen, stake)

    going, cards.rounds = declare_rounds(declarers, decide, first, rounds, most)
    cards.went_in = [s for s in declarers if going[s]]
    if repeated and not cards.went_in:
        return  # everyone keeps their cards until someone goes in
    for s in declarers:
        cards.active[s] = going[s]


def declare_rounds(declarers: list[int], decide: Callable[[int, bool, bool], bool], first: int, rounds: int,
                   most: int) -> tuple[dict[int, bool], int]:
    """The rounds of an in/out declaration (`declare._in_or_out`), for the guts and the series
    plans: the `declarers` in turn, round after round from round `first`, at most `rounds`
    rounds, until one is in. `decide(seat, again, last_round)` is the seat's choice: `again`
    in a round after the first with nobody in yet (a lower bar), `last_round` from round
    `most` on. Each seat's last choice and the last round played."""
    going: dict[int, bool] = {}
    played = first
    for played in range(first, first + rounds):
        someone_in = False
        for s in declarers:
            going[s] = decide(s, played > 1 and not someone_in, played >= most)
            someone_in = someone_in or going[s]
        if someone_in:
            break
    return going, played
