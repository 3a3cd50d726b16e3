"""Taking a card from another player when a given card is dealt ("If a player is ever dealt
a face up heart, they may take any one card from another player."; "... they may give that
heart to any other player and take any one card from them."). Fired by the standing rules of
triggers.card_up; no handler of its own.

The taker sees only the others' face-up cards, so they take the one that raises their hand
showing most, or nothing when none does (the rule says "may"). Cards still being dealt in the
same round are not taken: their own rules have not fired yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import exposed_key

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Held, Seat
    from dealerschoice.rules.steps.passing import Steal


def take_card(hand: PlayedHand, seat: Seat, dealt: Held, step: Steal) -> None:
    """`seat` was dealt `dealt`, which fires `step`: take the best face-up card in sight,
    handing `dealt` over in exchange when the rule says so."""
    rules = hand.show_rules(seat)
    dealing = {id(h) for h in hand.turns.last_dealt}
    keep = [c for c in seat.up() if not (step.gives and c is dealt.card)]
    now = exposed_key(keep if step.gives else seat.up(), rules)
    best = None
    for other in hand.table.active():
        if other is seat:
            continue
        for held in other.cards:
            if not held.up or id(held) in dealing:
                continue
            score = exposed_key(keep + [held.card], rules)
            if score > now and (best is None or score > best[0]):
                best = (score, other, held)
    if best is None:
        hand.note(f"{seat.name} gets {dealt.card} and may take a card from another player, but none showing "
                  "would help: they take none.")
        return
    _, other, held = best
    other.cards.remove(held)
    seat.cards.append(held)
    text = f"{seat.name} gets {dealt.card} and takes {held.card} from {other.name}"
    if step.gives:
        seat.cards.remove(dealt)
        other.cards.append(dealt)
        text += f", giving them {dealt.card}"
    else:
        other.expected -= 1
        seat.expected += 1
    hand.event(hand.progress.rule, "pass", text + ".")
