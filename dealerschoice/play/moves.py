"""Steps that move cards: deal, no-peek and look, pass, discard, draw, reshuffle, stack, split.

Each handler takes the running hand, the step and the action's index; it moves the cards
through the table, adds what the rule says to the expected hand sizes (checked after the
rule against what players really hold) and records an event.
"""

from __future__ import annotations

from itertools import combinations

from dealerschoice.cards import best_hand, format_cards, high_key
from dealerschoice.play import policies
from dealerschoice.play.flips import flip  # noqa: F401  (re-exported for the runner)
from dealerschoice.play.table import CannotFollow, Held, card_of
from dealerschoice.play.triggers import card_up

WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
         10: "ten"}


def cards_word(count: int) -> str:
    """Count and noun in words.

    >>> cards_word(1), cards_word(3), cards_word(12)
    ('one card', 'three cards', '12 cards')
    """
    return f"{WORDS.get(count, count)} card" + ("" if count == 1 else "s")


def goal(hand, seat=None) -> str:
    """What a player keeps cards for: "low" when only a low hand can win; in a game where
    high and low split the pot, a player whose first cards lean low (mostly seven or lower,
    no two pair) plays for low for the rest of the hand; else "high"."""
    pots = hand.showdown_pots
    if pots == {"low"}:
        return "low"
    if seat is None or not pots & {"declared", "high-low"}:
        return "high"
    chosen = hand.goals.get(seat.number)
    if chosen is None:
        known = seat.known()
        small = {1 if c.rank == 14 else c.rank for c in known if not c.is_joker and (c.rank <= 7 or c.rank == 14)}
        strong = policies.category(known, hand.rules_for(seat, cards=known)) >= policies.TWO_PAIR
        chosen = "low" if len(small) >= max(3, len(known) // 2 + 1) and not strong else "high"
        hand.goals[seat.number] = chosen
    return chosen


def deal(hand, step, at):
    table = hand.table
    if step.condition == "last-declarer-heads-up":
        last = hand.last_declarers[-1] if hand.last_declarers else None
        ins = [s for s in table.active() if s.declared == "in"]
        seat = table.seat(last) if last else None
        if seat is None or seat.declared != "in" or len(ins) != 2:
            hand.event(hand.rule, "deal", "The last player to declare did not go in heads-up: no extra card.")
            return None
        recipients = [seat]
    elif step.to == "table":
        cards = table.draw(step.count)
        table.table.extend(Held(c, up=step.face == "up") for c in cards)
        hand.event(hand.rule, "deal", f"{cards_word(step.count).capitalize()} dealt face {step.face} to the table"
                   + (f": {format_cards(cards)}." if step.face == "up" else "."))
        return None
    else:
        recipients = table.clockwise_from(1)
    up = step.face == "up"
    hand.last_dealt = []
    for seat in recipients:
        before = len(seat.cards)
        table.give(seat, step.count, up=up)
        hand.last_dealt.extend(seat.cards[before:])
        hand.expect[seat.number] += step.count
    who = "each player" if len(recipients) > 1 or step.condition is None else recipients[0].name
    hand.event(hand.rule, "deal", f"{cards_word(step.count).capitalize()} face {step.face} to {who}.")
    if up:
        for held in list(hand.last_dealt):
            # the first seat holding it (equal Helds hold the same card: the cheap card test
            # skips the seats that cannot, Held's field-by-field == is slow)
            card = held.card
            owner = next(s for s in table.seats if card in map(card_of, s.cards) and held in s.cards)
            card_up(hand, owner, held, "dealt")
    return None


def no_peek(hand, step, at):
    for held in hand.last_dealt:
        if not held.up:
            held.seen = False
    hand.event(hand.rule, "deal", "Nobody may look at those cards: they stay unseen until turned up.")
    return None


def look(hand, step, at):
    for seat in hand.table.seats:
        for held in seat.cards:
            held.seen = True
    hand.event(hand.rule, "deal", "Each player looks at their down cards.")
    return None


def _choose(hand, seat, eligible: list, count: int) -> list:
    """The cards a player gives up: unseen ones from the top, else the worst for their goal."""
    unseen = [h.card for h in seat.cards if h.card in eligible and not h.seen and not h.up][:count]
    seen = list(eligible)
    for c in unseen:
        seen.remove(c)
    if len(unseen) == count or not seen:
        return unseen
    keep_with = [c for c in seat.all() if c not in eligible]
    return unseen + policies.worst(seen, count - len(unseen), keep_with, hand.rules_for(seat), goal(hand, seat),
                                   hand.rules_for(seat, "low"))


def pass_cards(hand, step, at):
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
        chosen = _choose(hand, seat, eligible, min(step.count, len(eligible)))
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
                hand.expect[seat.number] -= len(held)
                hand.expect[to.number] += len(held)
            texts.append(f"{seat.name} passes {format_cards(cards)} to {to.name}")
    for to, held in moving:
        for h in held:
            h.pile = 0
            to.cards.append(h)
    # every player gives and gets the rule's count, so the rules leave hand sizes as they were
    hand.event(hand.rule, "pass", "; ".join(texts) + "." if texts else "Nobody has a card to pass.")
    return None


def discard(hand, step, at):
    table = hand.table
    texts = []
    hand.discarded = {}
    for seat in table.clockwise_from(1):
        if step.which == "hand":
            small = [p for p in seat.piles() if p != 0]
            cards = [c for p in small for c in seat.pile(p)]
            seat.split = False
        elif step.which == "all":
            cards = seat.all()
        else:
            pool = seat.down() if step.which == "down" else seat.up() if step.which == "up" else seat.all()
            count = len(pool) if step.count is None else min(step.count, len(pool))
            if step.count is not None and count < step.count and not step.up_to:
                raise CannotFollow(f"each player must discard {cards_word(step.count)}, but {seat.name} "
                                   f"holds {cards_word(len(pool))} that may go")
            cards = _choose(hand, seat, pool, count)
        table.to_muck(seat, cards)
        ruled = step.count if step.count is not None and step.which not in ("hand", "all") and not step.up_to else len(cards)
        hand.expect[seat.number] -= ruled
        hand.discarded[seat.number] = len(cards)
        if cards:
            texts.append(f"{seat.name} discards {format_cards(cards)}")
    hand.event(hand.rule, "discard", "; ".join(texts) + "." if texts else "Nothing to discard.")
    return None


def draw(hand, step, at):
    table = hand.table
    texts = []
    for seat in table.clockwise_from(1):
        count = step.count if step.count is not None else getattr(hand, "discarded", {}).get(seat.number, 0)
        if count:
            cards = table.give(seat, count, up=step.face == "up")
            hand.expect[seat.number] += count
            texts.append(f"{seat.name} draws {cards_word(count)}")
    hand.event(hand.rule, "draw", "; ".join(texts) + "." if texts else "Nobody draws.")
    return None


def reshuffle(hand, step, at):
    hand.reset_hands()
    hand.event(hand.rule, "redeal", "All hands go back into the deck, which is shuffled.")
    return None


def stack(hand, step, at):
    for seat in hand.table.clockwise_from(1):
        down = [h for h in seat.cards if not h.up]
        if any(not h.seen for h in down):
            continue  # cards the holder cannot see stay in the order dealt
        rules = hand.rules_for(seat)
        up = [h for h in seat.cards if h.up]
        cards = [h.card for h in down]
        by_card = {}
        for h in down:
            by_card.setdefault(h.card, []).append(h)
        if step.stacks > 1 and step.size:
            piles = _stacks(cards, step.stacks, step.size, rules)
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
    hand.event(hand.rule, "stack", f"Each player puts their down cards in {what}, weakest cards on top "
                                   "(hiding strength); the order is fixed.")
    return None


def _stacks(cards, stacks: int, size: int, rules) -> list[list]:
    """The best `size` cards make the first (high) stack, the next best the second..."""
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


def split(hand, step, at):
    texts = []
    small = min(step.sizes)
    for seat in hand.table.clockwise_from(1):
        rules = hand.rules_for(seat)
        big, little = policies.split_hands(seat.all(), small, rules, step.rule == "smaller-below-larger")
        for h in seat.cards:
            h.pile = 1 if h.card in little else 0
        seat.split = True
        texts.append(f"{seat.name}: {format_cards(big)} | {format_cards(little)}")
    hand.event(hand.rule, "split", "Hands split: " + "; ".join(texts) + ".")
    return None
