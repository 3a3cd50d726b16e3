"""Taking a card from another player when a given card is dealt ("If a player is ever dealt
a face up heart, they may take any one card from another player."; "... they may give that
heart to any other player and take any one card from them."; "... they must steal a card
from another player."), and making an opponent throw a card away ("... they must choose an
opponent's card to discard."). Fired by the standing rules of triggers.card_up; no handler
of their own.

The taker sees only the others' face-up cards, so they take the one that raises their hand
showing most, or nothing when none does (the rule says "may"; a player who must take takes
the best in sight, or one drawn blind). Cards still being dealt in the same round are not
taken: their own rules have not fired yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import exposed_key
from dealerschoice.rules.steps.passing import StealWhat

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Held, Seat
    from dealerschoice.rules.steps.passing import OpponentDiscard, Steal


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
    if best is None and not step.optional:
        best = _forced_pick(hand, seat, keep, dealing, step)
    if best is None:
        hand.note(f"{seat.name} gets {dealt.card} and may take a card from another player, but none showing "
                  "would help: they take none." if step.optional else
                  f"{seat.name} gets {dealt.card} and must take a card from another player, but nobody has one.")
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


def _forced_pick(hand: PlayedHand, seat: Seat, keep: list, dealing: set[int], step: Steal):
    """A card a player must take though none in sight helps: the face-up card that leaves
    their showing hand best; with none face up (and `which` any card), a down card drawn blind
    from a player still in."""
    rules = hand.show_rules(seat)
    others = [o for o in hand.table.active() if o is not seat]
    shown = [(exposed_key(keep + [h.card], rules), o, h) for o in others for h in o.cards
             if h.up and id(h) not in dealing]
    if shown:
        return max(shown, key=lambda t: t[0])
    if step.which != StealWhat.ANY:
        return None
    hidden = [(0, o, h) for o in others for h in o.cards if not h.up and id(h) not in dealing]
    return hand.table.rng.choice(hidden) if hidden else None


def opponent_discard(hand: PlayedHand, seat: Seat, dealt: Held, step: OpponentDiscard) -> None:
    """`seat` was dealt `dealt`, which fires `step`: they choose `count` cards of an opponent's
    to be thrown away: the face-up cards whose loss lowers the best hand showing most (the
    chooser sees only those); with none face up, a down card picked blind."""
    table = hand.table
    dealing = {id(h) for h in hand.turns.last_dealt}  # still being dealt: their own rules have not fired
    words = []
    for _ in range(step.count):
        others = [o for o in table.active() if o is not seat and any(id(h) not in dealing for h in o.cards)]
        if not others:
            break
        choices = []
        for other in others:
            rules = hand.show_rules(other)
            up = other.up()
            now = exposed_key(up, rules)
            for held in other.cards:
                if held.up and id(held) not in dealing:
                    rest = list(up)
                    rest.remove(held.card)
                    choices.append((now - exposed_key(rest, rules), now, other, held))
        if choices:
            _, _, other, held = max(choices, key=lambda c: (c[0], c[1]))
        else:
            other = table.rng.choice(others)
            held = table.rng.choice([h for h in other.cards if id(h) not in dealing])
        other.cards.remove(held)
        table.muck.append(held.card)
        other.expected -= 1
        words.append(f"{other.name}'s {held.card if held.up else 'down card'}")
    if words:
        hand.event(hand.progress.rule, "discard", f"{seat.name} gets {dealt.card} and makes {', '.join(words)} "
                                                  "go to the discards.")
