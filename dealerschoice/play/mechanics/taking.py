"""Cards that change hands by the taker's act, not the giver's: every player taking a card
from a neighbour at once (`Take`), one named player throwing cards away (`PlayerDiscard`:
"Whoever won the auction must discard one card"), cards swapped with a neighbour (`Swap`)
or with the table (`Exchange`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import format_cards
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics import choices
from dealerschoice.play.mechanics.moves import cards_to_give, cards_word, goal
from dealerschoice.play.mechanics.roles import role_seat
from dealerschoice.play.table import CannotFollow
from dealerschoice.rules.steps import Discard
from dealerschoice.rules.steps.draw import Exchange, PlayerDiscard
from dealerschoice.rules.steps.passing import Swap, Take

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
    cards = cards_to_give(hand, seat, pool, step.count)
    table = hand.table
    table.to_muck(seat, cards)
    seat.expected -= step.count
    hand.event(hand.progress.rule, "discard", f"{seat.name} discards {format_cards(cards)}.")
    return None


@handles(Swap)
def swap(hand: PlayedHand, step: Swap, at: int) -> int | None:
    """In turn from the dealer's left, each player takes cards from the neighbour the rule
    names and gives them as many of their own. How many is chosen as for a draw of the same
    bounds ("three, four if you show an ace": `choices`); a player whose cards already make a
    straight or better keeps them where the swap is optional. The neighbour's down cards are
    unseen, so the taker takes at random (the table's seeded shuffle); they give the cards
    worth least to their hand."""
    table = hand.table
    active = table.clockwise_from(1)
    if len(active) < 2:
        hand.event(hand.progress.rule, "pass", "Nobody is left to swap with.")
        return None
    bounds = Discard(step.count, up_to=step.optional, most=step.most, most_if=step.most_if)
    texts = []
    for seat in active:
        other = table.left_of(seat.number, step.seats, step.direction, active)
        pool = seat.all()
        limit = choices.bounds(hand, seat, bounds, pool)
        count, shown = choices.chosen(hand, seat, pool, limit, goal(hand, seat))
        if step.optional and policies.category(pool, hand.rules_for(seat)) >= policies.STRAIGHT:
            count, shown = 0, None
        count = min(count, len(other.cards))
        if not count:
            texts.append(f"{seat.name} keeps their cards")
            continue
        if shown is not None:
            pool.remove(shown)  # shown to earn the bigger swap, and kept
        given = cards_to_give(hand, seat, pool, count)
        picked = sorted(table.rng.sample(range(len(other.cards)), count))
        taken = [other.cards[i] for i in picked]
        for i in reversed(picked):
            other.cards.pop(i)
        for held in seat.remove(given):
            held.pile = 0
            other.cards.append(held)
        for held in taken:
            held.pile = 0
            held.seen = True  # the taker looks at what they took
            seat.cards.append(held)
        show = f" (showing {format_cards([shown])})" if shown is not None else ""
        texts.append(f"{seat.name}{show} takes {cards_word(count)} from {other.name} and gives "
                     f"{format_cards(given)}")
    # each swap gives as many cards as it takes: hand sizes stay as the rules had them
    hand.event(hand.progress.rule, "pass", "; ".join(texts) + ".")
    return None


@handles(Exchange)
def exchange(hand: PlayedHand, step: Exchange, at: int) -> int | None:
    """In turn from the dealer's left, each player puts `count` of their cards (down or up
    ones where the rule says) on the table, in the place of as many table cards, which they
    take with the face the card given had. A face-up table card is taken where it helps the
    player's hand most; a face-down one is unseen, so the first not just put there by the
    player goes. Where the exchange is optional, a player takes it only for a face-up card
    that makes their hand better."""
    table = hand.table
    texts = []
    for seat in table.clockwise_from(1):
        pool = seat.down() if step.face == "down" else seat.up() if step.face == "up" else seat.all()
        count = min(step.count, len(pool), len(table.board))
        words = []
        mine: list = []  # table cards this player has just put down
        for _ in range(count):
            given = cards_to_give(hand, seat, pool, 1)[0]
            rules = hand.rules_for(seat)
            kept = seat.all()
            kept.remove(given)
            free = [i for i, h in enumerate(table.board) if all(h is not m for m in mine)]
            up = [i for i in free if table.board[i].up]
            index = None
            if up:
                best = up[policies.best_addition(kept, [[table.board[i].card] for i in up], rules)]
                if policies.category(kept + [table.board[best].card], rules) > policies.category(seat.all(), rules):
                    index = best
            if index is None and not step.optional and free:
                index = next((i for i in free if not table.board[i].up), free[0])
            if index is None:
                break
            old = table.board[index]
            [held] = seat.remove([given])
            pool.remove(given)
            taken_up = held.up
            held.up, held.pile, held.seen = old.up, 0, True
            table.board[index] = held
            mine.append(held)
            old.up, old.seen, old.pile = taken_up, True, 0
            seat.cards.append(old)
            got = format_cards([old.card])
            words.append(f"gives {format_cards([given])} and takes {got}" if held.up
                         else f"gives a card and takes a face-down table card ({got})")
        texts.append(f"{seat.name} " + ("; ".join(words) if words else "keeps their cards"))
    # every card given takes the place of a card taken: hand sizes and the table stay as they were
    hand.event(hand.progress.rule, "pass", "Exchanges with the table: " + "; ".join(texts) + ".")
    return None
