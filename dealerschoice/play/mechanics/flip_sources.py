"""The flips that take their cards from somewhere other than the stack or the player's pick of
their down cards: a card picked at random, one of the cards of the last round dealt, every
down card of the rank of a table card, the cards a player discarded; and the flips a player
may make or not ("may flip over a face down ace"), or that become an up card dealt for a
player left with too few cards ("If they only have one card, they get dealt an up card");
and up cards turned face down again (`TurnDown`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import format_cards
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.triggers import card_up
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.rules.steps import Flip
from dealerschoice.rules.steps.base import RuleStep
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.vocab import FlipSource

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Held, Seat


def plays(step: Flip) -> bool:
    """This flip is one of the forms played here, not by the stack and choice flips."""
    return (step.source in (FlipSource.RANDOM, FlipSource.LAST_DEALT, FlipSource.MATCHING_TABLE, FlipSource.DISCARDS)
            or step.optional or bool(step.ranks) or step.deal_instead_at is not None)


def flip_from(hand: PlayedHand, step: Flip) -> None:
    """Every player still in (in turn from the dealer's left) turns up the cards this flip names."""
    if step.source == FlipSource.DISCARDS:
        _show_discards(hand)
        return
    texts: list[str] = []
    for seat in hand.table.clockwise_from(1, include_folded=step.include_folded):
        if step.deal_instead_at is not None and len(seat.cards) <= step.deal_instead_at:
            _deal_instead(hand, seat, step, texts)
            continue
        helds = _chosen(hand, seat, step)
        if not helds:
            continue
        for held in helds:
            held.up = True
            held.seen = True
            card_up(hand, seat, held, "flip")
        texts.append(f"{seat.name} turns up {format_cards([h.card for h in helds])}")
        hand.turns.last_flipper = seat.number
        hand.turns.cursor = seat.number
        if hand.progress.over:
            break
    hand.event(hand.progress.rule, "flip", "; ".join(texts) + "." if texts else "Nobody turns a card up.")


def _chosen(hand: PlayedHand, seat: Seat, step: Flip) -> list[Held]:
    """The held cards `seat` turns up for this flip."""
    down = [h for h in seat.cards if not h.up]
    if step.source == FlipSource.MATCHING_TABLE:
        ranks = {h.card.rank for h in hand.table.board if h.up and not h.card.is_joker}
        return [h for h in down if not h.card.is_joker and h.card.rank in ranks]
    if step.source == FlipSource.LAST_DEALT:
        dealt = {id(h) for h in hand.turns.last_dealt}
        down = [h for h in down if id(h) in dealt]
    if step.ranks:
        ranks = {rank_value(r) for r in step.ranks}
        down = [h for h in down if not h.card.is_joker and h.card.rank in ranks]
    count = len(down) if step.count is None else min(step.count, len(down))
    if not count:
        return []
    if step.source == FlipSource.RANDOM:
        # nobody chooses: the player on the right picks blind, so any down card may turn
        return hand.table.rng.sample(down, count)
    if step.optional and not _wants_to_show(hand, seat, step):
        return []
    cards = policies.hide_order([h.card for h in down], seat.up(), hand.show_rules(seat))[:count]
    picked = []
    for card in cards:
        picked.append(next(h for h in down if h.card == card and h not in picked))
    return picked


def _wants_to_show(hand: PlayedHand, seat: Seat, step: Flip) -> bool:
    """A player flips a card they need not flip when turning it earns something (a card of a
    rank some rule answers to a flip of: a wild choice, a card); otherwise they keep it hidden."""
    return any(getattr(getattr(s, "trigger", None), "event", None) == "flip" for s in hand.program.steps_of(RuleStep))


def _deal_instead(hand: PlayedHand, seat: Seat, step: Flip, texts: list[str]) -> None:
    """A player holding only `deal_instead_at` cards is dealt one card face up instead."""
    cards = hand.table.give(seat, 1, up=True)
    seat.expected += 1
    held = seat.cards[-1]
    texts.append(f"{seat.name} holds only {len(seat.cards) - 1} and is dealt {format_cards(cards)} face up instead")
    card_up(hand, seat, held, "dealt")


def _show_discards(hand: PlayedHand) -> None:
    """Each player's last discards turn face up in the muck: everybody sees them; they stay out."""
    table = hand.table
    thrown = hand.turns.discarded
    total = sum(thrown.values())
    if not total:
        hand.event(hand.progress.rule, "flip", "Nobody discarded: nothing to turn up.")
        return
    if len(table.muck) < total:
        hand.event(hand.progress.rule, "flip", "The discards were shuffled back into the deck: nothing to turn up.")
        return
    # the discard put each player's cards on the muck in turn, in the order it counted them
    tail = table.muck[len(table.muck) - total:]
    texts = []
    for number, count in thrown.items():
        if count:
            texts.append(f"{table.seat(number).name}'s discards: {format_cards(tail[:count])}")
        tail = tail[count:]
    hand.event(hand.progress.rule, "flip", "; ".join(texts) + ".")


@handles(TurnDown)
def turn_down(hand: PlayedHand, step: TurnDown, at: int) -> int | None:
    """"Everyone flips all of their cards face down": the cards stay where they are, known to
    their holder, hidden from everybody else again."""
    texts = []
    for seat in hand.table.clockwise_from(1):
        up = [h for h in seat.cards if h.up]
        for held in up:
            held.up = False
            held.seen = True
        if up:
            texts.append(f"{seat.name} turns {len(up)} card{'s' if len(up) != 1 else ''} face down")
    hand.event(hand.progress.rule, "flip", "; ".join(texts) + "." if texts else "Nobody has a card face up.")
    return None
