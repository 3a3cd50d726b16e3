"""Chips and the end of the hand: antes, fixed-limit betting rounds, declarations, the
showdown through the hands evaluator (splits and the odd chip), guts settlements, redeals.

Limits as in the Anaconda guide: ante 1, bets and raises of 1, one bet and at most three
raises a round. Every player calls; a player bets on a pair or better and raises on trips.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dealerschoice.cards import (Contender, Hand, best_hand, best_low,
                                 highest_unmatched, settle_high_low, split_pot, two_card_hand)
from dealerschoice.cards import format_cards
from dealerschoice.cards.cards import CARD_TEXT
from dealerschoice.play import making, policies
from dealerschoice.play.transcript import Showing
from dealerschoice.play.triggers import card_up
from dealerschoice.rules.steps import Flip, Forced, KeepHands, Redeal, Settle, SplitCard, Wild

ANTE, BET, MAX_RAISES = 1, 1, 3


@dataclass
class Result:
    showings: list[Showing] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    # one dict per showdown for the odds: pot mode, hand kind, {seat: (high, low)}, the seats
    # whose high / low hand won, and the shares (before any guts settlement)
    showdowns: list[dict] = field(default_factory=list)

    def add_win(self, seat: int, amount: int) -> None:
        if amount and seat not in self.winners:
            self.winners.append(seat)


def ante(hand, step, at):
    table = hand.table
    if step.mode == "none":
        hand.event(hand.rule, "ante", "No ante.")
        return None
    for seat in table.seats:
        if step.mode == "re-ante":
            seat.folded = False
            seat.declared = None
        if not seat.folded:
            table.pay(seat, ANTE)
    hand.event(hand.rule, "ante", f"Everyone antes {ANTE}; the pot is {table.pot}.")
    return None


def declare(hand, step, at):
    table = hand.table
    words = []
    if "in" in step.choices:
        order = table.clockwise_from(1)
        hand.last_declarers = [s.number for s in order]
        for seat in order:
            known = seat.known() + usable_table(hand, up_only=True)
            seat.declared = "in" if policies.goes_in(known, hand.rules_for(seat, cards=known)) else "out"
            words.append(f"{seat.name} {seat.declared}")
        for seat in order:
            if seat.declared == "out":
                seat.folded = True
        how = "one at a time" if step.mode == "in-turn" else "at once"
        hand.event(hand.rule, "declare", f"Declarations ({how}): " + ", ".join(words) + ".")
        return None
    for seat in table.clockwise_from(1):
        cards = seat.all() + usable_table(hand)
        choice = policies.declare_high_low(cards, hand.rules_for(seat, "high", cards),
                                           hand.rules_for(seat, "low", cards), step.choices,
                                           hand.goals.get(seat.number, "high"))
        seat.declared = choice
        if step.mode == "by-flip":
            side = 2 if choice == "high" else 1
            held = next((h for h in seat.cards if h.pile == side and not h.up), None)
            if held is not None:
                held.up = True
                card_up(hand, seat, held, "flip")
                words.append(f"{seat.name} turns up {held.card} on the {'right' if side == 2 else 'left'}: {choice}")
                continue
        words.append(f"{seat.name} {choice}")
    hand.event(hand.rule, "declare", "Declarations: " + ", ".join(words) + ".")
    return None


def usable_table(hand, up_only: bool = False) -> list:
    """Table cards count in hands when a rule says so or when they have no other role."""
    if not hand.table.table:
        return []
    cards = [h.card for h in hand.table.table if h.up or not up_only]
    if hand.use is not None:
        return cards
    other = getattr(hand, "_table_role", None)
    if other is None:
        steps = [s for a in hand.program.actions for s in a.steps] + [s for _, s in hand.program.standing]
        other = hand._table_role = any(
            (isinstance(s, Flip) and s.table_counts) or isinstance(s, SplitCard)
            or (isinstance(s, Wild) and s.table_card is not None)
            or (isinstance(s, Forced) and s.trigger.table_rank is not None) for s in steps)
    return [] if other else cards


def _hands(hand, seat, extra, showdown):
    """(high hand, low hand) of a seat; split hands are judged one by one, the best counts;
    a Use rule ("exactly two own cards") makes every allowed set a group."""
    if seat.split:
        groups = [seat.pile(p) + extra for p in seat.piles()]
    else:
        groups = making.card_sets(seat.all(), list(extra), hand.use)
    qualifiers = hand.qualifiers
    limit = making.low_limit(qualifiers)
    high = low = None
    for cards in groups:
        if not cards:
            continue
        if showdown.hand == "two-card":
            continue
        rules = hand.rules_for(seat, "high", cards)
        if not making.high_qualifies(cards, rules, qualifiers):
            h = None
        else:
            h = _best_high(hand, cards, rules)
        if h is not None and hand.best_hand_ranks and sorted(c.rank for c in cards) == sorted(
                "23456789TJQKA".index(r) + 2 for r in hand.best_hand_ranks.ranks):
            h = Hand("high", "best-hand", h.cards, h.cards, (), (99,), "The best hand: " + " ".join(
                hand.best_hand_ranks.ranks))
        lo = _best_low(hand, cards, hand.rules_for(seat, "low", cards), limit)
        if not making.low_qualifies(lo, qualifiers):
            lo = None
        if h is not None and (high is None or h.key > high.key):
            high = h
        if lo is not None and (low is None or lo.key > low.key):
            low = lo
    if showdown.hand == "two-card":
        small = [p for p in seat.piles() if p != 0]
        cards = [c for p in small for c in seat.pile(p)] or seat.all()
        high = two_card_hand(cards, hand.rules_for(seat, "high", cards))
    return high, low


# A showdown inside a repeat judges the same cards again and again: each (cards, rules) is
# judged once a hand (hands are immutable values, so sharing them is safe).
def _best_high(hand, cards, rules) -> Hand:
    key = ("high", tuple(cards), rules)
    if key not in hand.judged:
        hand.judged[key] = best_hand(cards, rules)
    return hand.judged[key]


def _best_low(hand, cards, rules, qualifier) -> Hand | None:
    key = ("low", tuple(cards), rules, qualifier)
    if key not in hand.judged:
        hand.judged[key] = best_low(cards, rules, qualifier=qualifier)
    return hand.judged[key]


def showdown(hand, step, at):
    table = hand.table
    contenders = table.clockwise_from(1)
    hand.last_contenders = [s.number for s in contenders]
    hand.last_winner = None
    hand.last_losers = []
    hand.matched = False
    if not contenders:
        # a rule that deals again when nobody stayed in takes it from here; a redeal on a card
        # dealt face up does not
        if any(s.when in ("nobody-in-or-matched", "unless-one-stayed") for s in hand.program.steps_of(Redeal)):
            hand.event(hand.rule, "showdown", "Nobody went in: nobody wins.")
        else:
            hand.stop(f"Nobody went in: the pot of {table.pot} stays for the next deal.")
        return None
    extra = usable_table(hand)
    _buy_wilds(hand, contenders, extra)
    seats = [s.number for s in table.seats]
    hands = {s.number: _hands(hand, s, extra, step) for s in contenders}
    mode = step.pot
    if mode == "low-if-heads-up":
        mode = "low" if len(contenders) == 2 else "high"
    if mode == "declared" and not any(s.declared in ("high", "low", "both") for s in contenders):
        mode = "high-low"
    amount = table.pot
    hand.last_pot = amount
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
            shares = result.shares
            sides = (result.high_winners, result.low_winners)
            winners = sorted(set(result.high_winners) | set(result.low_winners))
        else:
            side = 1 if mode == "low" else 0
            scored = {n: h[side] for n, h in hands.items() if h[side] is not None}
            top = max((h.key for h in scored.values()), default=None)
            winners = [n for n, h in scored.items() if h.key == top]
            if len(winners) > 1 and not step.tie_pays:
                winners = []
            shares = _with_partner(hand, step, winners, amount, seats)
            sides = (tuple(winners), ()) if side == 0 else ((), tuple(winners))
        lines = [_describe(n, hands[n], table.seat(n).declared, mode) for n in hands]
    hand.result.showdowns.append({"pot": mode, "hand": step.hand, "hands": hands, "high": sides[0],
                                  "low": sides[1], "shares": dict(shares)})
    hand.result.showings = [_showing(hand, table.seat(n), hands[n]) for n in hands]
    hand.last_losers = [n for n in hand.last_contenders if n not in winners and not shares.get(n)]
    hand.last_winner = winners[0] if len(winners) == 1 else None
    if hand.scoring_only:
        if hand.last_winner is not None:
            table.seat(hand.last_winner).wins += 1
            if hand.last_winner_takes_all():
                return None
        text = "Showdown: " + "; ".join(lines) + ". "
        text += (f"P{hand.last_winner} wins this showdown ({table.seat(hand.last_winner).wins} so far)."
                 if hand.last_winner else "No single winner: no payout.")
        hand.event(hand.rule, "showdown", text)
        if hand.settle_rule is not None and not _settle_follows(hand, at):
            settle(hand, hand.settle_rule, at)
        return None
    table.award(shares)
    for n, chips in shares.items():
        hand.result.add_win(n, chips)
    paid = ", ".join(f"P{n} {chips}" for n, chips in shares.items())
    text = "Showdown: " + "; ".join(lines) + ". " + (f"Pot {amount}: {paid}." if shares else "Nobody wins the pot.")
    hand.event(hand.rule, "showdown", text)
    return None


def _settle_follows(hand, at: int) -> bool:
    actions = hand.program.actions
    later = actions[at].steps + (actions[at + 1].steps if at + 1 < len(actions) else ())
    return any(isinstance(s, Settle) for s in later)


def _with_partner(hand, step, winners, amount, seats):
    table = hand.table
    if len(winners) != 1 or step.split_with is None:
        return split_pot(amount, winners, seats, table.dealer)
    winner = winners[0]
    partner = None
    if step.split_with == "left":
        partner = table.left_of(winner, among=table.seats).number
    elif step.split_with == "closest-left":
        partner = table.left_of(winner).number
    elif step.split_with == "split-card" and hand.split_card is not None:
        partner = _split_card_holder(hand)
    together = [winner] if partner is None else sorted({winner, partner})
    return split_pot(amount, together, seats, table.dealer)


def _split_card_holder(hand):
    table = hand.table
    rule = hand.split_card
    if rule.suit is not None:
        return making.suit_card_holder(table, rule)
    at = rule.table_card - 1
    if at >= len(table.table) or table.table[at].card.is_joker:
        return None
    suit = table.table[at].card.suit
    held = [(h.card.rank, s.number) for s in table.active() for h in s.cards
            if not h.card.is_joker and h.card.suit == suit]
    if not held:
        return None
    return (min(held) if rule.rank == "low" else max(held))[1]


def _buy_wilds(hand, contenders, extra) -> None:
    """Wilds that cost chips: a player pays when making their cards wild improves the hand."""
    table = hand.table
    for index, rule in enumerate(hand.wild_steps):
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
            table.pay(seat, cost)
            what = " ".join(rule.cards) or ", ".join(rule.ranks)
            hand.event(hand.rule, "wild", f"{seat.name} pays {cost} to make {what} wild.")


def _describe(seat: int, pair, declared, mode: str = "high") -> str:
    high, low = pair
    text = f"P{seat}"
    if declared:
        text += f" ({declared})"
    if mode == "low":
        return text + (f" {low.description}" if low is not None else " no low hand")
    if high is not None:
        text += f" {high.description}"
        if high.wilds:
            text += " [" + ", ".join(f"{w} as {b}" for w, b in high.wilds) + "]"
    if low is not None and declared in ("low", "both"):
        text += f"; low {low.description}"
    return text


def _showing(hand, seat, pair) -> Showing:
    high, low = pair
    return Showing(seat.number, tuple([CARD_TEXT[h.card] for h in seat.cards]),
                   high.description if high else None, tuple([CARD_TEXT[c] for c in high.best]) if high else (),
                   low.description if low else None,
                   tuple((str(w), str(b)) for w, b in (high.wilds if high else ())), seat.declared)


def settle(hand, step, at):
    table = hand.table
    hand.settle_rule = step
    pot_before = hand.last_pot if not hand.scoring_only else table.pot
    words = []
    if step.who == "declared-out":
        outs = [table.seat(n) for n in hand.last_declarers if table.seat(n).declared == "out"]
        amount = table.pot // 2 if step.amount == "half-pot" else table.pot
        for seat in outs:
            table.pay(seat, amount)
            words.append(f"{seat.name} pays {amount}")
        hand.event(hand.rule, "settle", ("Players who declared out pay: " + ", ".join(words) + ".")
                   if words else "Nobody declared out.")
        return None
    amount = pot_before // 2 if step.amount == "half-pot" else pot_before
    losers = [table.seat(n) for n in hand.last_losers]
    for seat in losers:
        if not amount:
            continue
        if step.to == "winner":
            if hand.last_winner is None:
                continue
            table.transfer(seat, table.seat(hand.last_winner), amount)
            words.append(f"{seat.name} pays P{hand.last_winner} {amount}")
        else:
            table.pay(seat, amount)
            words.append(f"{seat.name} matches the pot ({amount})")
        hand.matched = True
    hand.event(hand.rule, "settle", ("; ".join(words) + ".") if words else "Nobody has to pay.")
    return None


def redeal(hand, step, at):
    when = step.when
    contenders = getattr(hand, "last_contenders", [])
    if when == "nobody-in-or-matched":
        again = not contenders or getattr(hand, "matched", False)
        why = "Nobody went in" if not contenders else "Someone matched the pot"
    elif when == "unless-one-stayed":
        again = len(contenders) != 1
        why = "More than one player stayed to the end"
    elif when == "no-unique-card":
        again = getattr(hand, "last_winner", None) is None
        why = "Nobody holds a unique card"
    else:
        return None
    if not again:
        return None
    return hand.redeal(why)


def keep_hands(hand, step, at):
    hand.note("Players keep their hands.")
    return None


EXTRA_HANDLERS = {KeepHands: keep_hands}
