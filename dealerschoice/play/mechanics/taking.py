"""Cards that change hands by the taker's act, not the giver's: every player taking a card
from a neighbour at once (`Take`), and one named player throwing cards away (`PlayerDiscard`:
"Whoever won the auction must discard one card").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import format_cards
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics.moves import _choose, cards_word
from dealerschoice.play.mechanics.roles import role_seat
from dealerschoice.play.table import CannotFollow
from dealerschoice.rules.steps.draw import PlayerDiscard
from dealerschoice.rules.steps.passing import Take

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@handles(Take)
def take(hand: PlayedHand, step: Take, at: int) -> int | None:
    """Every player at once takes `count` cards from the player `seats` away on the `direction`
    side: at random (from the table's seeded shuffle), or, where the taker picks, the up card
    that helps the taker most (a down card at random when none shows). All takes are chosen
    from the hands as they were, then made, so nobody takes a card just taken from them."""
    table = hand.table
    active = table.clockwise_from(1)
    if len(active) < 2:
        hand.event(hand.progress.rule, "pass", "Nobody is left to take from.")
        return None
    takes = []
    for seat in active:
        victim = table.left_of(seat.number, step.seats, step.direction, active)
        if len(victim.cards) < step.count:
            raise CannotFollow(f"each player takes {cards_word(step.count)} from a neighbour, but {victim.name} "
                               f"holds {cards_word(len(victim.cards))}")
        if step.random:
            picked = table.rng.sample(range(len(victim.cards)), step.count)
            cards = [victim.cards[i].card for i in sorted(picked)]
        else:
            cards = []
            showing = victim.up()
            for _ in range(step.count):
                if showing:
                    best = showing[policies.best_addition(seat.known() + cards, [[c] for c in showing],
                                                          hand.rules_for(seat))]
                    showing.remove(best)
                else:
                    left = [c for c in victim.down() if c not in cards]
                    best = left[table.rng.randrange(len(left))]
                cards.append(best)
        takes.append((seat, victim, cards))
    moving = [(seat, victim.remove(cards)) for seat, victim, cards in takes]
    for seat, held in moving:
        for h in held:
            h.pile = 0
            h.seen = True  # the taker looks at what they took
            seat.cards.append(h)
    # each player gives and gets `count` cards: hand sizes stay as the rules had them
    how = "at random" if step.random else "of their choice"
    texts = [f"{seat.name} takes {format_cards(cards)} from {victim.name}" for seat, victim, cards in takes]
    hand.event(hand.progress.rule, "pass", f"Each player takes {cards_word(step.count)} {how}: " + "; ".join(texts) + ".")
    return None


@handles(PlayerDiscard)
def player_discard(hand: PlayedHand, step: PlayerDiscard, at: int) -> int | None:
    """The one player the rule names throws away `count` of their cards (the worst for their
    hand; `face` limits them to their down or up cards)."""
    seat = role_seat(hand, step.who)
    if seat is None or seat.folded:
        hand.event(hand.progress.rule, "discard", "Nobody has to discard.")
        return None
    pool = seat.down() if step.face == "down" else seat.up() if step.face == "up" else seat.all()
    if len(pool) < step.count:
        raise CannotFollow(f"{seat.name} must discard {cards_word(step.count)}, but holds "
                           f"{cards_word(len(pool))} that may go")
    cards = _choose(hand, seat, pool, step.count)
    table = hand.table
    table.to_muck(seat, cards)
    seat.expected -= step.count
    hand.event(hand.progress.rule, "discard", f"{seat.name} discards {format_cards(cards)}.")
    return None
