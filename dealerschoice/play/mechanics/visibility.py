"""Cards seen by everyone but their holder (Blind Man's Bluff): "You may not look at this
card, but you must show it to all other players." The `NoPeek` before it has made the cards
unseen by their holder, so the holder's choices leave them out (`Seat.known`); the other
players see them, and the simple policies never read another player's hidden cards anyway, so
what changes is what the table shows: the transcript says who sees what."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import format_cards
from dealerschoice.play.handlers import handles
from dealerschoice.rules.steps.dealing_shares import ShownToOthers

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@handles(ShownToOthers)
def shown_to_others(hand: PlayedHand, step: ShownToOthers, at: int) -> int | None:
    held = [h for h in hand.turns.last_dealt if not h.up]
    for h in held:
        h.seen = False  # its holder may not look (said with the NoPeek, made sure here)
    shown = "; ".join(f"{s.name} holds {format_cards([h.card for h in s.cards if h in held])}"
                      for s in hand.table.seats if any(h in held for h in s.cards))
    hand.event(hand.progress.rule, "deal", "Each player holds that card facing out: everyone else sees it, its "
                                           f"holder does not ({shown}).")
    return None
