"""Steps that move cards: deal, no-peek and look, pass, discard, draw, reshuffle, stack, split.

Each handler takes the running hand, the step and the action's index; it moves the cards
through the table, adds what the rule says to the expected hand sizes (checked after the
rule against what players really hold) and records an event.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, best_hand, format_cards, high_key
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics import (
    choices,
    discarding,
    drawing,
    going_out,
    ranking_play,
    wanting,
)
from dealerschoice.play.players import aims
from dealerschoice.play.table import CannotFollow, Held, card_of
from dealerschoice.play.triggers import card_up, table_card_up
from dealerschoice.records.deals import Declaration
from dealerschoice.rules.steps import (
    Deal,
    Discard,
    Draw,
    Look,
    NoPeek,
    Pass,
    Reshuffle,
    Split,
    Stack,
)
from dealerschoice.rules.steps.vocab import DealCondition

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat

WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
         10: "ten"}


def cards_word(count: int) -> str:
    """Count and noun in words.

    >>> cards_word(1), cards_word(3), cards_word(12)
    ('one card', 'three cards', '12 cards')
    """
    return f"{WORDS.get(count, count)} card" + ("" if count == 1 else "s")


def goal(hand: PlayedHand, seat: Seat | None = None) -> str:
    """What a player keeps cards for: "low" when only a low hand can win; in a game where
    high and low split the pot, a player whose first cards lean low (mostly seven or lower,
    no two pair) plays for low for the rest of the hand (in a points game, one whose cards
    are not yet past the low target: `players.aims`); else "high"."""
    pots = hand.rulebook.showdown_pots
    if pots == {"low"}:
        return "low"
    if seat is None or not pots & {"declared", "high-low"}:
        return "high"
    chosen = hand.turns.goals.get(seat.number)
    if chosen is None:
        known = seat.known()
        low = ranking_play.side_for(hand, "low")
        chosen = aims.points_goal(known, low.ranking.points, low.ranking.target) if low is not None else None
    if chosen is None:
        chosen = aims.lean(known, hand.rules_for(seat, cards=known))
    hand.turns.goals[seat.number] = chosen
    return chosen


@handles(Deal)
def deal(hand: PlayedHand, step: Deal, at: int) -> int | None:
    table = hand.table
    if step.condition == DealCondition.LAST_DECLARER_HEADS_UP:
        last = hand.turns.last_declarers[-1] if hand.turns.last_declarers else None
        ins = [s for s in table.active() if s.declared is Declaration.IN]
        seat = table.seat(last) if last else None
        if seat is None or seat.declared is not Declaration.IN or len(ins) != 2:
            hand.event(hand.progress.rule, "deal", "The last player to declare did not go in heads-up: no extra card.")
            return None
        recipients = [seat]
    elif step.to == "table":
        cards = table.draw(step.count)
        dealt = [Held(c, up=step.face == "up") for c in cards]
        table.board.extend(dealt)
        hand.event(hand.progress.rule, "deal", f"{cards_word(step.count).capitalize()} dealt face {step.face} to the table"
                   + (f": {format_cards(cards)}." if step.face == "up" else "."))
        for held in dealt if step.face == "up" else ():
            table_card_up(hand, held)  # a common card turning up may earn extra cards
        return None
    elif step.condition == DealCondition.IF_WANTED:
        _deal_if_wanted(hand, step)
        return None
    else:
        recipients = table.clockwise_from(1)
    up = step.face == "up"
    hand.turns.last_dealt = []
    for seat in recipients:
        before = len(seat.cards)
        table.give(seat, step.count, up=up)
        hand.turns.last_dealt.extend(seat.cards[before:])
        seat.expected += step.count
    who = "each player" if len(recipients) > 1 or step.condition is None else recipients[0].name
    hand.event(hand.progress.rule, "deal", f"{cards_word(step.count).capitalize()} face {step.face} to {who}.")
    if up:
        for held in list(hand.turns.last_dealt):
            # the first seat holding it (equal Helds hold the same card: the cheap card test
            # skips the seats that cannot, Held's field-by-field == is slow)
            card = held.card
            owner = next(s for s in table.seats if card in map(card_of, s.cards) and held in s.cards)
            card_up(hand, owner, held, "dealt")
    return None


def _deal_if_wanted(hand: PlayedHand, step: Deal) -> None:
    """"Deal each player one card face up, if they want it": in turn, each player still in
    takes the card or turns it down (`wanting.wants_card`); the takers are counted for a
    repeat "until no one wants another card". An empty deck offers nothing."""
    table = hand.table
    up = step.face == "up"
    hand.turns.last_dealt = []
    words, takers = [], 0
    for seat in table.clockwise_from(1):
        if len(table.deck) < step.count and not drawing.reshuffles_discards(hand):
            words.append(f"{seat.name} is offered nothing: the deck is empty")
            continue
        if not wanting.wants_card(hand, seat, goal(hand, seat) == "low", up):
            words.append(f"{seat.name} declines")
            continue
        drawing.refill(hand, step.count)
        before = len(seat.cards)
        table.give(seat, step.count, up=up)
        seat.expected += step.count
        hand.turns.last_dealt.extend(seat.cards[before:])
        takers += 1
        got = format_cards([h.card for h in seat.cards[before:]]) if up else cards_word(step.count)
        words.append(f"{seat.name} takes {got}")
    hand.piece(wanting.Offers).takers = takers
    hand.event(hand.progress.rule, "deal", f"{cards_word(step.count).capitalize()} face {step.face} to each player "
                                           "who wants it: " + "; ".join(words) + ".")
    for held in list(hand.turns.last_dealt) if up else ():
        owner = next(s for s in table.seats if any(h is held for h in s.cards))
        card_up(hand, owner, held, "dealt")


@handles(NoPeek)
def no_peek(hand: PlayedHand, step: NoPeek, at: int) -> int | None:
    for held in hand.turns.last_dealt:
        if not held.up:
            held.seen = False
    hand.event(hand.progress.rule, "deal", "Nobody may look at those cards: they stay unseen until turned up.")
    return None


@handles(Look)
def look(hand: PlayedHand, step: Look, at: int) -> int | None:
    for seat in hand.table.seats:
        for held in seat.cards:
            held.seen = True
    hand.event(hand.progress.rule, "deal", "Each player looks at their down cards.")
    return None


def cards_to_give(hand: PlayedHand, seat: Seat, eligible: list[Card], count: int) -> list[Card]:
    """The `count` cards of `eligible` a player gives up (discards, passes, takes, hand
    sizes): unseen ones from the top (a player cannot choose among cards they have not seen),
    else the worst for their goal (`policies.worst`, under the game's own ranking if any)."""
    unseen = [h.card for h in seat.cards if h.card in eligible and not h.seen and not h.up][:count]
    seen = list(eligible)
    for c in unseen:
        seen.remove(c)
    if len(unseen) == count or not seen:
        return unseen
    keep_with = [c for c in seat.all() if c not in eligible]
    aim = goal(hand, seat)
    # -- issue 16: a game's own ranking (Badugi, ace-to-six, points) decides what is worth keeping
    ranked = ranking_play.side_for(hand, aim)
    return unseen + policies.worst(seen, count - len(unseen), keep_with, hand.rules_for(seat), aim,
                                   hand.rules_for(seat, "low"), ranked=ranked)


@handles(Pass)
def pass_cards(hand: PlayedHand, step: Pass, at: int) -> int | None:
    table = hand.table
    active = table.clockwise_from(1)
    if len(active) < 2:
        return None
    gives = []
    for seat in active:
        if step.which == "down":
            eligible = seat.down()
        elif step.which == "flipped":
            last = seat.flipped[-1] if seat.flipped else None
            eligible = [last] if last is not None and last in seat.up() else []
        else:
            eligible = seat.all()
        if len(eligible) < step.count and step.which != "flipped":
            raise CannotFollow(f"each player must pass {cards_word(step.count)}, but {seat.name} "
                               f"holds {cards_word(len(eligible))} that may go")
        chosen = cards_to_give(hand, seat, eligible, min(step.count, len(eligible)))
        parts, at_card = [], 0
        for move in step.moves:
            parts.append((move, chosen[at_card:at_card + move.count]))
            at_card += move.count
        gives.append((seat, parts))
    moving = []
    texts = []
    for seat, parts in gives:
        for move, cards in parts:
            if not cards:
                continue
            to = table.left_of(seat.number, move.seats, move.direction, active)
            held = seat.remove(cards)
            moving.append((to, held))
            if step.which == "flipped":  # only a card just turned up moves: as many as were turned
                seat.expected -= len(held)
                to.expected += len(held)
            texts.append(f"{seat.name} passes {format_cards(cards)} to {to.name}")
    for to, held in moving:
        for h in held:
            h.pile = 0
            to.cards.append(h)
    # every player gives and gets the rule's count, so the rules leave hand sizes as they were
    hand.event(hand.progress.rule, "pass", "; ".join(texts) + "." if texts else "Nobody has a card to pass.")
    return None


@handles(Discard)
def discard(hand: PlayedHand, step: Discard, at: int) -> int | None:
    table = hand.table
    texts = []
    extra: list[str] = []  # the exceptions taken (a card shown for a bigger draw)
    hand.turns.discarded = {}
    for seat in discarding.discarders(hand, table.clockwise_from(1), step):  # issue 17: a team discards once
        if step.which == "hand":
            small = [p for p in seat.piles() if p != 0]
            cards = [c for p in small for c in seat.pile(p)]
            seat.split = False
        elif step.which == "all":
            cards = seat.all()
        else:
            pool = seat.down() if step.which == "down" else seat.up() if step.which == "up" else seat.all()
            pool = discarding.may_discard(hand, seat, pool, at)  # issue 17: cards the rule keeps
            if step.count is not None and len(pool) < step.count and not step.up_to and not step.choices:
                raise CannotFollow(f"each player must discard {cards_word(step.count)}, but {seat.name} "
                                   f"holds {cards_word(len(pool))} that may go")
            if step.count is None:
                cards = cards_to_give(hand, seat, pool, len(pool))
            else:
                limit = choices.bounds(hand, seat, step, pool)
                count, shown = choices.chosen(hand, seat, pool, limit, goal(hand, seat))
                if shown is not None:
                    pool = list(pool)
                    pool.remove(shown)  # the card shown earns the bigger draw and is kept
                    extra.append(f"{seat.name} shows {format_cards([shown])}, so may discard up to {cards_word(limit.most)}")
                cards = cards_to_give(hand, seat, pool, count)
        table.to_muck(seat, cards)
        ruled = (step.count if step.count is not None and step.which not in ("hand", "all")
                 and not step.up_to and not step.choices else len(cards))
        seat.expected -= ruled
        hand.turns.discarded[seat.number] = len(cards)
        if cards:
            texts.append(f"{seat.name} discards {format_cards(cards)}")
    hand.event(hand.progress.rule, "discard", "; ".join(extra + texts) + "." if texts else "Nothing to discard.")
    going_out.fold_emptied(hand)  # "If you have no cards you must fold."
    return None


@handles(Draw)
def draw(hand: PlayedHand, step: Draw, at: int) -> int | None:
    table = hand.table
    texts = []
    for seat in table.clockwise_from(1):
        count = step.count if step.count is not None else hand.turns.discarded.get(seat.number, 0)
        if count:
            drawing.refill(hand, count)  # the discards shuffled in, where the rules say so
            table.give(seat, count, up=step.face == "up")
            seat.expected += count
            texts.append(f"{seat.name} draws {cards_word(count)}")
    hand.event(hand.progress.rule, "draw", "; ".join(texts) + "." if texts else "Nobody draws.")
    return None


@handles(Reshuffle)
def reshuffle(hand: PlayedHand, step: Reshuffle, at: int) -> int | None:
    hand.reset_hands()
    hand.event(hand.progress.rule, "redeal", "All hands go back into the deck, which is shuffled.")
    return None


@handles(Stack)
def stack(hand: PlayedHand, step: Stack, at: int) -> int | None:
    for seat in hand.table.clockwise_from(1):
        down = [h for h in seat.cards if not h.up]
        if any(not h.seen for h in down):
            continue  # cards the holder cannot see stay in the order dealt
        rules = hand.rules_for(seat)
        up = [h for h in seat.cards if h.up]
        cards = [h.card for h in down]
        by_card: dict[Card, list[Held]] = {}
        for h in down:
            by_card.setdefault(h.card, []).append(h)
        if step.stacks > 1 and step.size:
            piles = stacks_of(cards, step.stacks, step.size, rules)
            seat.split = True
        else:
            size = step.size or len(cards)
            sides = policies.worst(cards, len(cards) - size, [], rules) if size < len(cards) else []
            main = [c for c in cards]
            for c in sides:
                main.remove(c)
            piles = [main] + [[c] for c in sides[:step.sides]] if step.sides else [main]
            if len(sides) > step.sides:
                piles[0] += sides[step.sides:]
        ordered = []
        for number, pile in enumerate(piles):
            for card in policies.hide_order(pile, seat.up(), rules):
                held = by_card[card].pop()
                held.pile = number
                ordered.append(held)
        seat.cards = up + ordered
    what = f"{step.stacks} stacks of {step.size}" if step.stacks > 1 else "a stack"
    if step.sides:
        what += f" with {cards_word(1)} on either side"
    hand.event(hand.progress.rule, "stack", f"Each player puts their down cards in {what}, weakest cards on top "
                                   "(hiding strength); the order is fixed.")
    return None


def stacks_of(cards, stacks: int, size: int, rules) -> list[list]:
    """The best `size` cards make the first (high) stack, the next best the second...; the
    stacks come back low stack first (the odds' stack plan makes them the same way:
    `fast.stacks`)."""
    left = sorted(cards, key=policies.order_key)
    piles = []
    for _ in range(stacks - 1):
        if len(left) <= size:
            break
        best = best_cards(left, size, rules)
        piles.append(best)
        for c in best:
            left.remove(c)
    piles.append(left)
    return piles[::-1]  # low stack (left) first, then high


def best_cards(cards: list, size: int, rules) -> list:
    """The `size` of `cards` that make the best high hand, in the order of `cards`.

    Five cards are a poker hand, which the evaluator picks from any number at once; trying
    every five of twenty cards (15,504 hands a player) took a third of the rules engine's time
    on a 1,000-game catalog. Other sizes try every combination.

    >>> from dealerschoice.cards import HandRules, format_cards, parse_cards
    >>> cards = parse_cards("2c 5d 9h Ks Kd 3s 9c 7h")
    >>> format_cards(best_cards(cards, 5, HandRules()))
    '9♥ K♠ K♦ 9♣ 7♥'
    >>> format_cards(best_cards(cards, 3, HandRules()))
    '9♥ K♠ K♦'
    """
    if size == 5:
        wanted = list(best_hand(cards, rules).best)
        chosen = []
        for card in cards:
            if card in wanted:
                wanted.remove(card)  # one at a time: two decks may hold the same card twice
                chosen.append(card)
        return chosen
    return list(max(combinations(cards, size), key=lambda combo: high_key(list(combo), rules)))


@handles(Split)
def split(hand: PlayedHand, step: Split, at: int) -> int | None:
    texts = []
    small = min(step.sizes)
    for seat in hand.table.clockwise_from(1):
        rules = hand.rules_for(seat)
        big, little = policies.split_hands(seat.all(), small, rules, step.rule == "smaller-below-larger")
        for h in seat.cards:
            h.pile = 1 if h.card in little else 0
        seat.split = True
        texts.append(f"{seat.name}: {format_cards(big)} | {format_cards(little)}")
    hand.event(hand.progress.rule, "split", "Hands split: " + "; ".join(texts) + ".")
    return None
