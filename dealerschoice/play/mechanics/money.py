"""Chips in and out besides betting and the showdown: antes and settlements (guts: the losers
pay the winner or match the pot, half or a quarter of it or the biggest bet, some times over,
and again for each card of a rank shown; players who declared out pay; when nobody or too few
go in, the best hand or those who went out pay)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards.cards import RANK_NAMES, RANK_PLURALS
from dealerschoice.play.handlers import handles
from dealerschoice.play.judge import judged_high, usable_table
from dealerschoice.play.mechanics.choices import rank_number
from dealerschoice.play.mechanics.penalties import TIMES_WORDS, match_times
from dealerschoice.play.state import ANTE, BET
from dealerschoice.records.deals import Declaration
from dealerschoice.rules.steps import Ante, Settle
from dealerschoice.rules.steps.vocab import Amount, Payer

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@handles(Ante)
def ante(hand: PlayedHand, step: Ante, at: int) -> int | None:
    table = hand.table
    if step.mode == "none":
        hand.event(hand.progress.rule, "ante", "No ante.")
        return None
    for seat in table.seats:
        if step.mode == "re-ante":
            seat.folded = False
            seat.declared = None
        if not seat.folded:
            table.pay(seat, ANTE)
    hand.event(hand.progress.rule, "ante", f"Everyone antes {ANTE}; the pot is {table.pot}.")
    return None


def settle_amount(step: Settle, pot: int, again: int = 0) -> int:
    """What one payer owes under a settlement: the pot, half or a quarter of it, or the
    biggest bet, `times` over, and once more for each of `again` cards (`again_per`).

    >>> settle_amount(Settle(amount="quarter-pot"), 10), settle_amount(Settle(amount="max-bet", times=10), 10)
    (2, 10)
    >>> settle_amount(Settle(amount="pot", again_per="2"), 7, again=2)
    21
    """
    if step.amount == Amount.MAX_BET:
        base = BET
    else:
        base = {Amount.POT: pot, Amount.HALF_POT: pot // 2, Amount.QUARTER_POT: pot // 4}[step.amount]
    return base * step.times * (1 + again)


def _revealed(hand: PlayedHand, rank: str) -> int:
    """Cards of `rank` shown at the last showdown: every card of every hand that stayed in."""
    number = rank_number(rank)
    return sum(1 for n in hand.outcome.contenders for c in hand.table.seat(n).all()
               if not c.is_joker and c.rank == number)


def went_in(hand: PlayedHand) -> list[Seat]:
    """The players who declared in at the last declaration."""
    return [hand.table.seat(n) for n in hand.turns.last_declarers if hand.table.seat(n).declared is Declaration.IN]


def _best_seat(hand: PlayedHand) -> Seat:
    """The player with the best high hand of all, out or in (ties: the first from the
    dealer's left): the hand nobody saw, judged as the showdown would."""
    table = hand.table
    board = usable_table(hand)
    return max(table.clockwise_from(1, include_folded=True),
               key=lambda s: judged_high(hand, s.all() + board, hand.rules_for(s, cards=s.all() + board)).key)


def _when_too_few_in(hand: PlayedHand, step: Settle) -> None:
    """"If no one goes in, the highest hand must match the pot" / "If fewer than two go in,
    everyone who went out must match the pot": paid into the pot, for the next deal."""
    table = hand.table
    ins = went_in(hand)
    if step.who == Payer.BEST_IF_NONE_IN:
        if ins or not hand.turns.last_declarers:
            hand.event(hand.progress.rule, "settle", "Someone went in: nobody pays for the empty round.")
            return
        payers = [_best_seat(hand)]
        why = "Nobody went in"
    else:
        if len(ins) >= 2:
            hand.event(hand.progress.rule, "settle", f"{len(ins)} players went in: nobody pays.")
            return
        payers = [table.seat(n) for n in hand.turns.last_declarers if table.seat(n).declared is Declaration.OUT]
        why = "Fewer than two went in"
    amount = settle_amount(step, table.pot)
    words = []
    for seat in payers:
        if amount:
            table.pay(seat, amount)
            words.append(f"{seat.name} pays {amount}")
            hand.money.matched = True
    hand.event(hand.progress.rule, "settle", f"{why}: " + (", ".join(words) if words else "nobody pays") + ".")


@handles(Settle)
def settle(hand: PlayedHand, step: Settle, at: int) -> int | None:
    table = hand.table
    hand.money.settle_rule = step
    if step.who in (Payer.BEST_IF_NONE_IN, Payer.OUT_IF_FEW_IN):
        _when_too_few_in(hand, step)
        return None
    pot_before = hand.money.last_pot if not hand.rulebook.scoring_only else table.pot
    words = []
    if step.who == Payer.DECLARED_OUT:
        outs = [table.seat(n) for n in hand.turns.last_declarers if table.seat(n).declared is Declaration.OUT]
        amount = settle_amount(step, table.pot)
        for seat in outs:
            table.pay(seat, amount)
            words.append(f"{seat.name} pays {amount}")
        hand.event(hand.progress.rule, "settle", ("Players who declared out pay: " + ", ".join(words) + ".")
                   if words else "Nobody declared out.")
        return None
    again = _revealed(hand, step.again_per) if step.again_per else 0
    over = match_times(hand)  # "Players bet how many times they will match the pot" (penalties.py)
    amount = settle_amount(step, pot_before, again) * over
    losers = [table.seat(n) for n in hand.outcome.losers]
    # every player in lost (the table's hand beat them all): no hand takes the payment, which
    # goes into the pot that stays ("you must pay the pot to the high hand. The pot stays")
    into_pot = step.to == "winner" and hand.outcome.winner is None and bool(losers) and (
        set(hand.outcome.losers) == set(hand.outcome.contenders))
    for seat in losers:
        if not amount:
            continue
        if step.to == "winner" and not into_pot:
            if hand.outcome.winner is None:
                continue
            table.transfer(seat, table.seat(hand.outcome.winner), amount)
            words.append(f"{seat.name} pays P{hand.outcome.winner} {amount}")
        else:
            table.pay(seat, amount)
            if over > 1:
                words.append(f"{seat.name} matches the pot {TIMES_WORDS.get(over, f'{over} times')} ({amount})")
            else:
                words.append(f"{seat.name} matches the pot ({amount})" if amount == pot_before
                             else f"{seat.name} pays {amount} into the pot")
            if into_pot:
                words[-1] += ", no player's hand having won"
        hand.money.matched = True
    if again and words and step.again_per:  # `again` counts only when the rule names a rank
        rank = rank_number(step.again_per)
        shown = f"one {RANK_NAMES[rank]} was" if again == 1 else f"{again} {RANK_PLURALS[rank]} were"
        words.append(f"{shown} shown, so each pays {'twice' if again == 1 else f'{1 + again} times'} over")
    hand.event(hand.progress.rule, "settle", ("; ".join(words) + ".") if words else "Nobody has to pay.")
    return None
