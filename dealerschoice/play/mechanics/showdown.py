"""The showdown: every contender's hands judged (judge.py), the pot split between high and
low, declared sides, partners and the split card (with the odd chip), single-card showdowns,
wild cards bought at the showdown, and the scoring showdowns of games played to N wins.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from dealerschoice.cards import (
    Contender,
    best_hand,
    format_cards,
    highest_unmatched,
    place_winners,
    settle_high_low,
    split_pot,
)
from dealerschoice.play.handlers import handles
from dealerschoice.play.judge import describe, hands_of, showing, usable_table
from dealerschoice.play.mechanics import common_use, hand_boards, partners, redeals, tie_deal, winning
from dealerschoice.play.mechanics.money import settle
from dealerschoice.play.mechanics.split_card import declared_split_pot, split_holders
from dealerschoice.play.mechanics.split_hand import divided, shared_pot
from dealerschoice.play.payouts import award_shares
from dealerschoice.play.state import ANTE, BET
from dealerschoice.records.deals import Declaration
from dealerschoice.rules.steps import Settle, Showdown
from dealerschoice.rules.steps.showdown import PlaceWins
from dealerschoice.rules.steps.split_cards import ShareShowdown
from dealerschoice.rules.steps.vocab import HighLow, Pot, ShareWith

ORDINAL_WORDS = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}
_SIDES = (Declaration.HIGH, Declaration.LOW, Declaration.BOTH)  # a declaration for a side of the pot

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand


@handles(Showdown, ShareShowdown)
def showdown(hand: PlayedHand, step: Showdown, at: int) -> int | None:
    redeal = redeals.at_showdown(hand)  # "if the X was dealt face up, redeal at the showdown"
    if redeal is not None:
        return hand.redeal(f"At the showdown: {redeal}")
    if hand_boards.board_showdown(hand, at):  # -- issue 15: "the high hand uses the top flop, the split-hand the bottom"
        return None
    table = hand.table
    contenders = table.clockwise_from(1)
    contenders = partners.holders(hand, contenders)  # -- issue 17: a team shows one hand, its holder's
    hand.outcome.contenders = [s.number for s in contenders]
    hand.outcome.winner = None
    hand.outcome.losers = []
    hand.money.matched = False
    if not contenders:
        # a rule that deals again when nobody stayed in takes it from here; a redeal on a card
        # dealt face up does not
        if redeals.deals_again_if_none_in(hand):  # -- issue 17: a Redeal or a MatchRedeal (redeals.py)
            hand.event(hand.progress.rule, "showdown", "Nobody went in: nobody wins.")
        else:
            hand.stop(f"Nobody went in: the pot of {table.pot} stays for the next deal.")
        return None
    extra = usable_table(hand)
    _buy_wilds(hand, contenders, extra)
    seats = [s.number for s in table.seats]
    mode = step.pot
    if mode == Pot.LOW_IF_HEADS_UP:
        mode = Pot.LOW if len(contenders) == 2 else Pot.HIGH
    if mode == Pot.DECLARED and not any(s.declared in _SIDES for s in contenders):
        mode = Pot.HIGH_LOW
    # a plain high showdown decides nothing by the low hands: only the transcript shows them
    # (each player's low beside the high), and a hand that shows nobody judges none
    judged = "high" if not hand.shows_lows and mode == Pot.HIGH and type(step) is Showdown else None
    # -- issue 17: each hand with the commons its player declared using (common_use.py)
    hands = {s.number: hands_of(hand, s, common_use.usable(hand, s, extra), step, side=judged)
             for s in contenders}
    shown = hands
    hands = _placed(hand, hands, mode)  # -- issue 16: "the second best hand wins"
    amount = table.pot
    hand.money.last_pot = amount
    sides: tuple[tuple[int, ...], tuple[int, ...]]  # the (high, low) winning seats
    if step.hand == "unmatched-hole-card":
        hole = {s.number: [h.card for h in s.cards if not h.up] for s in contenders}
        found = highest_unmatched(hole)
        winners = [found[0]] if found else []
        sides = (tuple(winners), ())
        shares = split_pot(amount, winners, seats, table.dealer)
        lines = [f"P{n}: hole cards {format_cards(c)}" for n, c in hole.items()]
    else:
        if mode in ("high-low", "declared"):
            people = [Contender(n, hands[n][0], hands[n][1], table.seat(n).declared) for n in hands]
            result = settle_high_low(amount, people, seats, table.dealer, declared=mode == "declared")
            shares = result.shares  # the odd chip between the halves to the high hand (highlow._pay)
            sides = (result.high_winners, result.low_winners)
            winners = sorted(set(result.high_winners) | set(result.low_winners))
        else:
            side = 1 if mode == "low" else 0
            scored = {n: h[side] for n, h in hands.items() if h[side] is not None}
            top = max((h.key for h in scored.values()), default=None)
            winners = [n for n, h in scored.items() if h.key == top]
            winners = tie_deal.broken(hand, winners)  # -- issue 16: "deal cards to the tied players"
            if len(winners) > 1 and not step.tie_pays:
                winners = []
            if isinstance(step, ShareShowdown) and ShareWith.DECLARED_SPLIT_CARD in step.with_:
                # "The highest declared high hand splits the pot with the best declared split-card."
                winners, shares = declared_split_pot(hand, shown, amount, seats)
            elif isinstance(step, ShareShowdown):  # -- issue 16: the low hand, the split hand
                shares = shared_pot(hand, step, winners, shown, extra, amount, seats)
            else:
                shares = _with_partner(hand, step, winners, amount, seats)
            sides = (tuple(winners), ()) if side == 0 else ((), tuple(winners))
        lines = [describe(n, shown[n], table.seat(n).declared, mode) for n in shown]
        beaten = winning.settled(hand, step, mode, shown, winners, sides, shares, amount, seats)  # -- issue 17
        if beaten is not None:  # "You must beat the table hand to win", "win both hands": else the pot stays
            winners, sides, shares, words = beaten
            lines.extend(words)
    hands = shown  # the hands as held, for the record (the places only chose the winners)
    hand.outcome.result.showdowns.append({"pot": mode, "hand": step.hand, "hands": hands, "high": sides[0],
                                  "low": sides[1], "shares": dict(shares)})
    hand.outcome.result.showings = [showing(hand, table.seat(n), hands[n]) for n in hands]
    hand.outcome.losers = [n for n in hand.outcome.contenders if n not in winners and not shares.get(n)]
    hand.outcome.winner = winners[0] if len(winners) == 1 else None
    if hand.rulebook.scoring_only:
        if hand.outcome.winner is not None:
            table.seat(hand.outcome.winner).wins += 1
            if hand.last_winner_takes_all():
                return None
        text = "Showdown: " + "; ".join(lines) + ". "
        text += (f"P{hand.outcome.winner} wins this showdown ({table.seat(hand.outcome.winner).wins} so far)."
                 if hand.outcome.winner else "No single winner: no payout.")
        hand.event(hand.progress.rule, "showdown", text)
        if hand.money.settle_rule is not None and not _settle_follows(hand, at):
            settle(hand, hand.money.settle_rule, at)
        return None
    paid = award_shares(hand, shares)
    text = "Showdown: " + "; ".join(lines) + ". " + (f"Pot {amount}: {paid}." if shares else "Nobody wins the pot.")
    hand.event(hand.progress.rule, "showdown", text)
    return None


# a hand in the winning place, and one not, for settling a pot a `PlaceWins` rule gives to
# the second (or third) best hand: above and below every key the evaluator gives
_PLACED, _UNPLACED = (2,), (1,)


def _placed(hand: PlayedHand, hands: dict, mode: str) -> dict:
    """The hands to settle the pot with when a `PlaceWins` rule gives a side to the `place`-th
    best hand ("the second best hand wins", "the second worst hand wins low": the second best
    low): the hands in that place among those playing for the side (in a declared game, who
    declared it) get a key above every other, the rest keep their order below. With fewer
    places than that (all hands tie) the rule cannot be met and the best hand wins as usual."""
    places = {p.pot: p.place for p in hand.program.steps_of(PlaceWins)}
    if not places:
        return hands
    table = hand.table
    placed = {n: list(pair) for n, pair in hands.items()}
    for side, index in ((HighLow.HIGH, 0), (HighLow.LOW, 1)):
        place = places.get(side)
        if place is None or mode not in (side.value, "high-low", "declared"):
            continue
        seats = [n for n in hands if mode != "declared" or table.seat(n).declared in (side.value, Declaration.BOTH)]
        found = place_winners([hands[n][index] for n in seats], place)
        if not found:
            continue
        chosen = [seats[i] for i in found]
        for n in seats:
            held = hands[n][index]
            if held is not None:
                key = _PLACED if n in chosen else _UNPLACED + tuple(held.key)
                placed[n][index] = dataclasses.replace(held, key=key)
        ordinal = ORDINAL_WORDS.get(place, f"{place}th")
        hand.note(f"The {ordinal} best {'low ' if side == HighLow.LOW else ''}hand wins "
                  f"{side.value}: {', '.join(f'P{n}' for n in chosen)}.")
    return {n: tuple(pair) for n, pair in placed.items()}


def _settle_follows(hand: PlayedHand, at: int) -> bool:
    actions = hand.program.actions
    # the next rule that plays a step: standing rules between (a ranking, "you must beat the
    # table hand") play nothing in order -- issue 17
    after = next((a.steps for a in actions[at + 1:] if a.steps), ())
    later = actions[at].steps + after
    return any(isinstance(s, Settle) for s in later)


def _with_partner(hand: PlayedHand, step, winners, amount, seats):
    table = hand.table
    if step.split_with == "split-card" and winners:  # -- issue 16: the split card, however named
        return split_with_card(hand, winners, amount, seats)
    if step.split_with == "team":  # -- issue 17: the winning team's partners still in (mechanics/partners.py)
        return partners.team_shares(hand, winners, amount, seats)
    if len(winners) != 1 or step.split_with is None:
        return split_pot(amount, winners, seats, table.dealer)
    winner = winners[0]
    partner = None
    if step.split_with == "left":
        partner = table.left_of(winner, among=table.seats).number
    elif step.split_with == "closest-left":
        partner = table.left_of(winner).number
    together = [winner] if partner is None else sorted({winner, partner})
    return split_pot(amount, together, seats, table.dealer)


def split_with_card(hand: PlayedHand, winners, amount, seats) -> dict[int, int]:
    """The pot split between the high hand and the split card's holder: one winner who is
    also the only holder, or nobody holding it, takes the whole pot; else one half each
    (the odd chip to the high half), each half shared when several hold it or tie."""
    table = hand.table
    holders = split_holders(hand)
    if holders == ():
        hand.note("Nobody still in holds the split card: the high hand takes the whole pot.")
    if not holders:
        return split_pot(amount, winners, seats, table.dealer)
    also = " (the high hand too)" if set(holders) <= set(winners) else ""
    hand.note("The split card is held by " + ", ".join(f"P{n}" for n in holders) + also + ".")
    if len(winners) == 1 and set(holders) == set(winners):
        return split_pot(amount, winners, seats, table.dealer)
    return divided(amount, [list(winners), list(holders)], seats, table.dealer)


def _buy_wilds(hand: PlayedHand, contenders, extra) -> None:
    """Wilds that cost chips: a player pays when making their cards wild improves the hand."""
    table = hand.table
    for index, rule in enumerate(hand.wilds.steps):
        if rule.cost is None:
            continue
        for seat in contenders:
            if index in seat.wild_paid:
                continue
            cards = seat.all() + extra
            before = best_hand(cards, hand.rules_for(seat, "high", cards)).key
            seat.wild_paid.add(index)
            after = best_hand(cards, hand.rules_for(seat, "high", cards)).key
            if after <= before:
                seat.wild_paid.discard(index)
                continue
            cost = table.pot if rule.cost == "pot" else BET if rule.cost == "max-bet" else ANTE
            cost *= rule.cost_times  # -- issue 16: "pays two times the ante"
            table.pay(seat, cost)
            what = " ".join(rule.cards) or ", ".join(rule.ranks)
            hand.event(hand.progress.rule, "wild", f"{seat.name} pays {cost} to make {what} wild.")
