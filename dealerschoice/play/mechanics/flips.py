"""Flip steps: turning down cards up, one player or everyone, from the stack or by choice,
or one at a time until the player has the best hand showing."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, HandRules, exposed_key
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics import (
    flip_sources,
    ranking_cards,
    ranking_play,
    stack_sizes,
)
from dealerschoice.play.table import CannotFollow, Held
from dealerschoice.play.triggers import card_up, fire_forced
from dealerschoice.rules.steps import Flip

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


def shown_key(hand: PlayedHand, seat: Seat, cards) -> float:
    """What these up cards of the seat show: the game's points for them in the order turned
    when its ranking changes the best hand showing (football hands), else the poker hand."""
    points = ranking_play.showing_key(hand, ranking_cards.turned_order(seat, cards))
    return points if points is not None else _exposed(tuple(cards), hand.show_rules(seat))


# a flip until the best hand shows asks after every card turned what each other player shows,
# mostly the same cards under the same wilds: each answer is kept under exactly those two
@lru_cache(maxsize=8192)
def _exposed(cards: tuple[Card, ...], rules: HandRules) -> int:
    return exposed_key(cards, rules)


def showing_key(hand: PlayedHand, seat: Seat) -> float:
    return shown_key(hand, seat, seat.up())


def showing_keys(hand: PlayedHand) -> dict[int, float]:
    """The showing hand of every player still in who has cards up, by seat number."""
    return {s.number: showing_key(hand, s) for s in hand.table.active() if s.up()}


def best_other(hand: PlayedHand, seat: Seat, table_counts: bool, keys: dict[int, float] | None = None) -> float:
    """The best hand showing among the other players still in (and the first table card);
    `keys`: `showing_keys` of the table as it is, when the caller has them."""
    if keys is None:
        keys = showing_keys(hand)
    scores = [key for number, key in keys.items() if number != seat.number]
    if table_counts and hand.table.board:
        first = hand.table.board[0]
        if first.up:  # "counting the first table card as a hand", ranked as the players' are
            points = ranking_play.showing_key(hand, [first.card])
            scores.append(points if points is not None else _exposed((first.card,), hand.show_rules(seat)))
    return max(scores, default=-1)


def _pick(hand: PlayedHand, seat: Seat, step: Flip, to_beat: bool) -> Held | None:
    """The held card a player turns up for this flip."""
    down = [h for h in seat.cards if not h.up]
    if not down:
        return None
    if step.source in ("top", "top-to-hand"):
        pile = stack_sizes.pile_of(hand, step.stack)  # "the top card of their three card stack"
        if step.stack is not None and seat.split and not hand.piece(stack_sizes.StackPiles).by_size:
            # "the top card of their two card hand" after a Split (Love Canal): the hand of that many cards
            pile = next((p for p in seat.piles() if len(seat.pile(p)) == step.stack), pile)
        main = [h for h in down if h.pile == pile]
        return (main or down)[0]
    unseen = [h for h in down if not h.seen]
    seen = [h for h in down if h.seen]
    rules = hand.show_rules(seat)
    if seen and (not unseen or step.from_either):
        cards = [h.card for h in seen]
        if to_beat:
            card = policies.best_to_show(cards, seat.up(), rules)
            if not unseen or shown_key(hand, seat, seat.up() + [card]) > best_other(hand, seat, step.table_counts):
                return next(h for h in seen if h.card == card)
        else:
            card = policies.hide_order(cards, seat.up(), rules)[0]
            return next(h for h in seen if h.card == card)
    return unseen[0] if unseen else seen[0]


def _turn(hand: PlayedHand, seat: Seat, held: Held, how: str = "flip") -> None:
    held.up = True
    held.seen = True
    card_up(hand, seat, held, how)


@handles(Flip)
def flip(hand: PlayedHand, step: Flip, at: int) -> int | None:
    table = hand.table
    if step.until == "best-showing":
        _flip_until_best(hand, step)
        return None
    if flip_sources.plays(step):
        flip_sources.flip_from(hand, step)
        return None
    if step.who == "each":
        seats = table.clockwise_from(1, include_folded=step.include_folded)
    elif step.who == "left-of-dealer":
        seats = table.clockwise_from(1)[:1]
    else:
        seats = _next_players(hand, beat=False)[:1]
    texts = []
    flipped = []
    for seat in seats:
        picked: list[Held | None]
        if step.source == "each-stack":
            picked = [next((h for h in seat.cards if not h.up and h.pile == p), None) for p in seat.piles()]
        elif step.source == "top-to-hand":
            picked = [_pick(hand, seat, step, False)]
        else:
            if step.count is None:
                raise CannotFollow(f"a flip from {step.source.value!r} of as many cards as a player likes is not "
                                   "played; the simulator flips a number of cards, matching cards or discards")
            picked = []
            for _ in range(step.count):
                held = _pick(hand, seat, step, False)
                if held is None:
                    break
                held.up = True  # so the next pick of this flip takes another card
                picked.append(held)
            for held in picked:
                if held is not None:
                    held.up = False
        helds = [h for h in picked if h is not None]
        if not helds:
            continue
        if step.source == "top-to-hand":
            _to_hand(hand, seat, helds[0])
        for held in helds:
            _turn(hand, seat, held)
            flipped.append((seat, held.card))
        texts.append(f"{seat.name} turns up {' '.join(str(h.card) for h in helds)}")
        hand.turns.last_flipper = seat.number
        hand.turns.cursor = seat.number
    hand.event(hand.progress.rule, "flip", "; ".join(texts) + "." if texts else "Nobody has a card to turn up.")
    if step.who == "each" and len(flipped) > 1:
        _lowest_unrepeated(hand, flipped)
    return None


def _to_hand(hand: PlayedHand, seat: Seat, held: Held) -> None:
    limit = hand.rulebook.hand_limit or 99
    low = len(seat.pile(1))
    high = len(seat.pile(2))
    if low >= limit and high >= limit:
        raise CannotFollow(f"{seat.name} must put a card into a hand, but both hands already hold "
                           f"{limit} cards, the most a hand may have")
    side = policies.low_or_high_pile(held.card, low < limit, high < limit)
    held.pile = 1 if side == "low" else 2
    seat.split = True


def _next_players(hand: PlayedHand, beat: bool) -> list[Seat]:
    """Players in betting order after the last one to act alone, still in, with down cards."""
    table = hand.table
    after = hand.turns.cursor % len(table.seats) + 1
    return [s for s in table.clockwise_from(after) if s.down()]


def _flip_until_best(hand: PlayedHand, step: Flip) -> None:
    table = hand.table
    if step.who == "left-of-dealer":
        candidates = table.clockwise_from(1)[:1]
    else:
        keys = showing_keys(hand)  # nobody flips while the candidates are found
        candidates = [s for s in _next_players(hand, beat=True)
                      if (keys[s.number] if s.number in keys else showing_key(hand, s))
                      <= best_other(hand, s, step.table_counts, keys)
                      and (step.limit is None or len(s.up()) < step.limit)]
    if not candidates:
        # nobody left to catch up: the players still holding down cards turn up the rest
        for seat in table.active():
            if seat.down() and (step.limit is None or len(seat.up()) < step.limit):
                cards = []
                while seat.down() and not seat.folded and (step.limit is None or len(seat.up()) < step.limit):
                    if (held := _pick(hand, seat, step, True)) is None:
                        break  # no down card left (the loop asks seat.down() first)
                    _turn(hand, seat, held)
                    cards.append(held.card)
                hand.event(hand.progress.rule, "flip", f"{seat.name} has nobody left to beat and turns up "
                                              f"{' '.join(map(str, cards))}.")
                hand.turns.last_flipper = seat.number
                hand.turns.cursor = seat.number
        return None
    seat = candidates[0]
    hand.turns.cursor = seat.number
    hand.turns.last_flipper = seat.number
    cards = []
    beaten = False
    while not seat.folded and seat.down() and (step.limit is None or len(seat.up()) < step.limit):
        if (held := _pick(hand, seat, step, True)) is None:
            break  # no down card left (the loop asks seat.down() first)
        _turn(hand, seat, held)
        cards.append(held.card)
        if hand.progress.over:
            return None
        if showing_key(hand, seat) > best_other(hand, seat, step.table_counts):
            beaten = True
            break
    text = f"{seat.name} turns up {' '.join(map(str, cards))}"
    text += ": now the best hand showing." if beaten else ("." if seat.folded else ", and cannot beat the best hand showing.")
    hand.event(hand.progress.rule, "flip", text)
    if not beaten and not seat.folded and not seat.down():
        fire_forced(hand, seat, None, "flipped-all-not-best")
    return None


def _lowest_unrepeated(hand: PlayedHand, flipped) -> None:
    """The holder of the lowest card of this flip whose rank nobody else flipped."""
    ranks = [15 if c.is_joker else c.rank for _, c in flipped]
    unique = [(r, seat, c) for (seat, c), r in zip(flipped, ranks) if ranks.count(r) == 1 and not seat.folded]
    if unique:
        _, seat, card = min(unique, key=lambda x: (x[0], x[1].number))
        fire_forced(hand, seat, card, "lowest-unrepeated-flip")
