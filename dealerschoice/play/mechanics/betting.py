"""Betting rounds: who opens (high or low hand showing, left of the dealer, the last raiser, a
seat that moves round), blinds, an opener who must bet, then fixed-limit action as in the
Anaconda guide (bet 1, at most three raises; every player calls, bets a pair, raises trips).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import exposed_key, high_hand_showing
from dealerschoice.play import policies
from dealerschoice.play.hand_limits import seen_category  # -- boards (issue 15)
from dealerschoice.play.handlers import handles
from dealerschoice.play.judge import usable_table
from dealerschoice.play.mechanics import opening
from dealerschoice.play.state import BET, MAX_RAISES
from dealerschoice.rules.steps import Bet

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


def _opener(hand: PlayedHand, step):
    table = hand.table
    active = table.clockwise_from(1)
    if step.opener == "last-flipper":
        seat = table.seat(hand.turns.last_flipper) if hand.turns.last_flipper else active[0]
        return seat, "the player who just flipped"
    if step.opener in ("high-showing", "low-showing"):
        showing = {s.number: s.up() for s in active if s.up()}
        if showing:
            seats = [s.number for s in table.seats]
            rules = {s.number: hand.show_rules(s) for s in active}
            if step.opener == "high-showing":
                number = high_hand_showing(showing, seats, table.dealer, rules)
                return table.seat(number), "high hand showing"
            number = min(showing, key=lambda n: (exposed_key(showing[n], rules[n]), n))
            return table.seat(number), "low hand showing"
    if step.opener == "last-raiser" and hand.money.last_raiser is not None and not table.seat(hand.money.last_raiser).folded:
        return table.seat(hand.money.last_raiser), "the last player to raise"
    if step.opener == "rotate":
        return active[hand.money.bet_rounds % len(active)], "the opener moves one seat each round"
    return active[0], "left of the dealer"


@handles(Bet)
def bet(hand: PlayedHand, step: Bet, at: int) -> int | None:
    table = hand.table
    active = table.active()
    if len(active) < 2:
        return None
    opener, why = _opener(hand, step)
    if opener.folded:
        if step.only_if_in:
            hand.event(hand.progress.rule, "bet", f"{opener.name} has folded: no betting round.")
            return None
        opener = next(s for s in table.clockwise_from(opener.number))
    order = table.clockwise_from(opener.number)
    hand.money.bet_rounds += 1
    put = {s.number: 0 for s in order}
    current = raises = 0
    queue = list(order)
    words = []
    blinds = order[:min(step.blinds, len(order) - 1)]
    for seat in blinds:  # blind bets: put in before the action, the round goes on after them
        table.pay(seat, BET)
        put[seat.number] = current = BET
        words.append(f"{seat.name} puts in a blind bet of {BET}")
    queue = order[len(blinds):] + blinds
    table_cards = usable_table(hand, up_only=True)  # no card moves during the round
    strengths: dict[int, int] = {}  # ... so each seat's hand is judged once a round
    needs = () if blinds else opening.needed(hand, hand.progress.rule)  # "jacks or better to open"
    while queue:
        seat = queue.pop(0)
        owe = current - put[seat.number]
        strength = strengths.get(seat.number)
        if strength is None:
            strength = seen_category(hand, seat)  # -- boards (issue 15): the hand limits' best legal line
        if strength is None:
            known = seat.known() + table_cards
            strength = policies.category(known, hand.rules_for(seat, cards=known))
        strengths[seat.number] = strength
        choice = policies.bet_choice(strength, facing=owe > 0, can_raise=raises < MAX_RAISES)
        if step.must_open and seat is opener and current == 0 and choice not in ("bet", "raise"):
            choice = "bet"  # the opener may not check
        if needs and current == 0:  # only a player holding openers may open, and one who holds them does
            known = seat.known() + table_cards
            rules = hand.rules_for(seat, cards=known)
            choice = "bet" if any(opening.meets(known, rules, n) for n in needs) else "check"
        if choice == "bet" and current:  # a blind is already in: betting means raising it
            choice = "raise" if raises < MAX_RAISES else "call"
        if choice == "bet":
            current = BET
            amount = BET
            words.append(f"{seat.name} bets {BET}")
        elif choice == "raise":
            current += BET
            raises += 1
            amount = owe + BET
            words.append(f"{seat.name} raises to {current}")
        elif choice == "call" and owe:
            amount = owe
            words.append(f"{seat.name} calls")
        else:
            amount = 0
            words.append(f"{seat.name} checks" if not owe else f"{seat.name} calls")
        if amount:
            table.pay(seat, amount)
            put[seat.number] += amount
        if choice in ("bet", "raise"):
            hand.money.last_raiser = seat.number
            at_seat = order.index(seat)
            queue = order[at_seat + 1:] + order[:at_seat]
    hand.money.round_bet = current > 0
    head = f"{opener.name} opens: {why}"
    if needs:  # the first to act may not hold openers: "opens" would say more than happened
        head = f"{opener.name} acts first: {why}; {opening.words(needs)} needed to open"
    hand.event(hand.progress.rule, "bet", f"Betting ({head}): " + ", ".join(words) + f". Pot {table.pot}.")
    if needs and current == 0:
        return opening.nobody_opened(hand, needs)
    return None
