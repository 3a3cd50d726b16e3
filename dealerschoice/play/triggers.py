"""Standing rules that fire when a card turns up: forced folds and payments, bought cards,
wild cards that change (follow-the-queen, a card that names a new wild rank), redeals, and
discards of flipped cards."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, exposed_key
from dealerschoice.cards.cards import RANK_NAMES, RANK_PLURALS
from dealerschoice.play import board_kinds, policies, turned_wilds
from dealerschoice.play.mechanics import card_up_rules, extra_buys, outright, redeals, split_turns, stealing
from dealerschoice.play.mechanics.prices import forced_amount
from dealerschoice.play.state import BET
from dealerschoice.play.table import Held
from dealerschoice.play.wild_basics import rank_value

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat



def card_up(hand: PlayedHand, seat: Seat, held: Held, how: str) -> None:
    """A card has turned up in front of `seat`, flipped or dealt face up."""
    card = held.card
    if how == "flip":
        first = not seat.flipped
        seat.flipped.append(card)
    else:
        first = False
    _follow(hand, card, how, seat)
    turned_wilds.card_turned(hand, seat, card, how, lambda trigger: _matches(hand, trigger, seat, card, how, first))
    for _, step in hand.rulebook.redeal_triggers:
        if _matches(hand, step.when, seat, card, how, first):
            hand.progress.pending_redeal = f"{seat.name} gets {card} face up"
    for _, change in hand.rulebook.wild_changes:
        if not seat.folded and _matches(hand, change.trigger, seat, card, how, first):
            _wild_change(hand, seat, card)
    for _, forced in hand.rulebook.forced:
        if forced.trigger.event in ("flipped-all-not-best", "lowest-unrepeated-flip"):
            continue
        if seat.folded != (forced.trigger.who == "folded"):
            continue
        if _matches(hand, forced.trigger, seat, card, how, first):
            _act(hand, forced, seat, card)
    if how == "flip" and hand.rulebook.flipped_discards and not seat.folded:
        _discard_flipped(hand, seat, held)
    for _, extra in hand.rulebook.extra_cards:  # issue 17: "deal them an extra down card"
        if not seat.folded and _matches(hand, extra.trigger, seat, card, how, first):
            _extra_cards(hand, seat, card, extra)
    for _, steal in hand.rulebook.steals:  # issue 17: "they may take any one card from another player"
        if not seat.folded and held in seat.cards and _matches(hand, steal.trigger, seat, card, how, first):
            stealing.take_card(hand, seat, held, steal)
    for _, buy in hand.rulebook.buy_or_fold:  # issue 17: "they must buy another card for max bet or fold"
        if not seat.folded and not hand.progress.over and _matches(hand, buy.trigger, seat, card, how, first):
            extra_buys.forced_buy(hand, seat, card, buy)
    outright.card_up(hand, seat, card, how)  # issue 17: "If a player is ever dealt a face up joker ... they take the pot"
    card_up_rules.card_up(hand, seat, held, how, lambda trigger: _matches(hand, trigger, seat, card, how, first))
    split_turns.card_up(hand, card, how)  # -- issue 16: "if the ace of spades is dealt face up, the split-card ..."


def table_card_up(hand: PlayedHand, held: Held) -> None:
    """A common card dealt face up ("If a common four is dealt face up, deal each player an
    extra down card."): every player still in gets the extra cards. Issue 17; called where
    common cards are dealt (mechanics/moves.py, deal to the table)."""
    board_kinds.dealt_up(hand, held)  # -- issue 16: "the first table card flipped" may be dealt face up
    card = held.card
    for _, extra in hand.rulebook.extra_cards:
        trigger = extra.trigger
        if not extra.table or trigger.event not in ("dealt-up", "gets-up", "flip-or-dealt"):
            continue
        if not card_fits(trigger, card):
            continue
        got = []
        for seat in hand.table.clockwise_from(1):
            before = len(seat.cards)
            for _ in range(extra.count):
                _give(hand, seat, str(extra.face))
            if len(seat.cards) > before:
                got.append(seat.name)
        if got:
            many = "an extra card" if extra.count == 1 else f"{extra.count} extra cards"
            hand.event(hand.progress.rule, "deal", f"{card} is dealt face up to the table: {many} face {extra.face} "
                                                   f"to {', '.join(got)}, free.")


def _extra_cards(hand: PlayedHand, seat: Seat, card: Card, extra) -> None:
    """Free cards for the card that turned up; one dealt face up may fire again (a third two)."""
    face = str(extra.face)
    before = len(seat.cards)
    for _ in range(extra.count):
        _give(hand, seat, face)
    if len(seat.cards) > before:  # the deck may be out (_give says so)
        hand.event(hand.progress.rule, "deal", f"{seat.name} gets {card} face up: "
                   f"{'an extra card' if extra.count == 1 else f'{extra.count} extra cards'} face {face}, free.")


def fire_forced(hand: PlayedHand, seat: Seat, card, event: str) -> None:
    """Fire the standing rules of a coded event ("flipped-all-not-best", ...)."""
    for _, forced in hand.rulebook.forced:
        if forced.trigger.event == event and not seat.folded:
            _act(hand, forced, seat, card)


def card_fits(trigger, card: Card) -> bool:
    """Whether the card is one the trigger names: its ranks, cards and suits (each if given)."""
    if trigger.ranks and (card.is_joker or card.rank not in {rank_value(r) for r in trigger.ranks}):
        return False
    if trigger.cards and card not in _parsed(trigger.cards):
        return False
    return not (trigger.suits and card.suit not in trigger.suits)


def _matches(hand: PlayedHand, trigger, seat, card: Card, how: str, first: bool) -> bool:
    event = trigger.event
    if event == "dealt-up" and how != "dealt":
        return False
    if event == "flip" and how != "flip":
        return False
    if event == "first-flip" and not (how == "flip" and first):
        return False
    if event not in ("dealt-up", "flip", "flip-or-dealt", "gets-up", "first-flip"):
        return False
    if not card_fits(trigger, card):
        return False
    if trigger.wild and not hand.rules_for(seat).is_wild(card):
        return False
    if trigger.pair and sum(1 for c in seat.up() if not c.is_joker and c.rank == card.rank) < 2:
        return False
    if trigger.table_rank is not None:
        at = trigger.table_rank - 1
        table = hand.table.board
        if at >= len(table) or table[at].card.rank != card.rank or card.is_joker:
            return False
    if trigger.sum_to is not None and not _sums(seat, card, trigger.sum_to):
        return False
    return True


def _value(card: Card) -> int:
    return 0 if card.is_joker else 1 if card.rank == 14 else min(card.rank, 10)


def _sums(seat, card: Card, total: int) -> int:
    """How many of the holder's other cards add up to `total` with this one."""
    others = list(seat.up())  # the cards showing: a no-peek player cannot add what nobody sees
    if card in others:
        others.remove(card)
    return sum(1 for c in others if not c.is_joker and not card.is_joker and _value(c) + _value(card) == total)


def _follow(hand: PlayedHand, card: Card, how: str, seat: Seat) -> None:
    """Follow the queen: a card turning up as the rule watches (flipped, dealt face up, or
    either) after the card followed makes its rank wild; another card followed ends that wild
    until the next card turns up, and one followed last of all leaves no follow wild. A rule
    "wild for the player it was dealt to" makes the rank wild for that player, for good."""
    state = hand.wilds.state
    if _each_apart(hand.wilds.steps):
        _follow_each(hand, card, how)
        return
    for rule in hand.wilds.steps:
        if rule.source != "follow" or not (rule.follows or rule.follows_cards):
            continue
        if not _watched(rule.watch, how):
            continue
        if rule.per_player:  # -- issue 16: each card after one followed, wild for its holder
            _follow_for_one(hand, rule, card, seat)
            continue
        if _followed(rule, card):
            was = state.follow_rank
            state.follow_rank = None
            state.follow_pending = True
            if was is not None:
                hand.event(hand.progress.rule, "wild", f"{card} turns up: {RANK_PLURALS[was]} are no longer wild, "
                                                       "the next card up names the new wild rank.")
        elif state.follow_pending:
            state.follow_pending = False
            state.follow_rank = None if card.is_joker else card.rank
            what = _followed_words(rule)
            if card.is_joker:
                hand.event(hand.progress.rule, "wild", f"A joker follows {what}: no rank follows it this time.")
            else:
                hand.event(hand.progress.rule, "wild", f"{card} follows {what}: {RANK_PLURALS[card.rank]} are "
                                                       "now wild.")


def _each_apart(rules) -> bool:
    """Whether the game's follow rules name their ranks each apart: several rules following
    cards for everyone, or one naming the card turned up before the one followed."""
    follows = [r for r in rules if r.source == "follow" and (r.follows or r.follows_cards) and not r.per_player]
    return len(follows) > 1 or any(r.before for r in follows)


def _follow_each(hand: PlayedHand, card: Card, how: str) -> None:
    """Each follow rule on its own: one naming the card after the last card followed waits
    for the next card it watches; one naming the card before takes the rank of the last card
    up before it (none when the card followed is the first, or follows a joker)."""
    state = hand.wilds.state
    rules = hand.wilds.steps
    named = list(state.follow_each or (None,) * len(rules))
    waits = set(state.follow_waits)
    before = dict(state.last_up)
    for index, rule in enumerate(rules):
        if rule.source != "follow" or not (rule.follows or rule.follows_cards) or rule.per_player:
            continue
        if not _watched(rule.watch, how):
            continue
        if _followed(rule, card):
            if rule.before:
                prior = before.get(rule.watch)
                named[index] = None if prior is None or prior.is_joker else prior.rank
                if prior is not None:
                    hand.event(hand.progress.rule, "wild", f"{card} turns up after {prior}: " + (
                        f"{RANK_PLURALS[prior.rank]} are now wild." if named[index] else "a joker names no rank."))
                continue
            was, named[index] = named[index], None
            waits.add(index)
            if was is not None:
                hand.event(hand.progress.rule, "wild", f"{card} turns up: {RANK_PLURALS[was]} are no longer wild, "
                                                       "the next card up names the new wild rank.")
        elif index in waits:
            waits.discard(index)
            named[index] = None if card.is_joker else card.rank
            hand.event(hand.progress.rule, "wild", f"{card} follows {_followed_words(rule)}: " + (
                "no rank follows it this time." if card.is_joker else f"{RANK_PLURALS[card.rank]} are now wild."))
    for watch in ("dealt", "flipped", "up"):
        if _watched(watch, how):
            before[watch] = card
    state.follow_each, state.follow_waits, state.last_up = tuple(named), frozenset(waits), tuple(before.items())


def _follow_for_one(hand: PlayedHand, rule, card: Card, seat: Seat) -> None:
    state = hand.wilds.state
    pending, state.follow_pending = state.follow_pending, _followed(rule, card)
    if pending and not card.is_joker:
        state.player_wilds = state.player_wilds | {(seat.number, card.rank)}
        hand.event(hand.progress.rule, "wild", f"{card} follows {_followed_words(rule)}: "
                                               f"{RANK_PLURALS[card.rank]} are now wild for {seat.name}.")


def _watched(watch: str, how: str) -> bool:
    """Whether a follow rule watching cards `watch` ("flipped", "dealt", "up") sees a card
    turned up `how` ("flip" by its holder, "dealt" face up)."""
    return watch == "up" or (watch == "flipped") == (how == "flip")


def _followed(rule, card: Card) -> bool:
    if card.is_joker:
        return False
    if rule.follows_cards:
        return str(card) in _card_names(rule.follows_cards)
    return card.rank == rank_value(rule.follows)


@lru_cache(maxsize=256)  # asked for every card turned up: the rule's few names, parsed once
def _card_names(codes: tuple[str, ...]) -> frozenset[str]:
    return frozenset(str(Card.parse(c)) for c in codes)


@lru_cache(maxsize=256)  # asked for every card turned up: the trigger's few cards, parsed once
def _parsed(codes: tuple[str, ...]) -> frozenset[Card]:
    return frozenset(Card.parse(c) for c in codes)


def _followed_words(rule) -> str:
    if rule.follows_cards:
        return "the last card followed"
    return f"the last {RANK_NAMES[rank_value(rule.follows)]} turned up"


def _wild_change(hand: PlayedHand, seat: Seat, card: Card) -> None:
    rules = hand.rules_for(seat)
    held = {c.rank for c in seat.all() if not c.is_joker}
    unwanted = sorted(r for r in rules.wild_ranks if r not in held)
    if not unwanted or not hand.table.deck:
        return
    hand.wilds.state.cancelled.add(unwanted[0])
    hand.wilds.state.added.discard(unwanted[0])
    turned = hand.table.draw(1)[0]
    hand.table.turned.append(turned)
    if not turned.is_joker:
        hand.wilds.state.cancelled.discard(turned.rank)
        hand.wilds.state.added.add(turned.rank)
    hand.note(f"{seat.name} turned up {card}: cancels one wild rank and turns {turned} from the deck, "
              "whose rank is now wild.")


def _act(hand: PlayedHand, forced, seat, card) -> None:
    table = hand.table
    action = forced.action
    rule = hand.progress.rule
    what = f" ({card})" if card is not None else ""
    if action == "fold":
        seat.folded = True
        hand.event(rule, "fold", f"{seat.name} must fold{what}.")
        hand.one_left()
    elif action in ("match-or-fold", "pay-or-fold"):
        if action == "match-or-fold":
            redeals.had_to_match(hand)  # "If no one has had to match the pot by this point, redeal."
        times = _sums(seat, card, forced.trigger.sum_to) if forced.trigger.sum_to and card is not None else 1
        for _ in range(max(1, times)):
            if seat.folded or hand.progress.over:
                break
            if forced.escalating:
                count = hand.money.pay_count.get(seat.number, 0)
                hand.money.pay_count[seat.number] = count + 1
                amount = 0 if count == 0 else table.pot * (2 ** (count - 1))
            else:  # issue 17: the pot, a share of it, or a bet (doubled per card up): mechanics/prices.py
                amount = forced_amount(hand, forced, seat, card)
            if amount > table.pot:  # the policy pays up to the size of the pot, never more
                seat.folded = True
                hand.event(rule, "fold", f"{seat.name} will not pay {amount}{what} and folds.")
                hand.one_left()
                break
            table.pay(seat, amount)
            text = f"{seat.name} pays {amount} to stay in{what}" if amount else f"{seat.name} stays in free this time{what}"
            hand.event(rule, "forced", text + ".")
            for _ in range(forced.cards):
                _give(hand, seat, forced.face)
    elif action == "buy":
        if table.deck and not seat.folded and not hand.progress.over:  # a fold may have ended the hand
            table.pay(seat, BET if forced.cost == "max-bet" else table.pot if forced.cost == "pot" else 1)
            for _ in range(forced.cards or 1):
                _give(hand, seat, forced.face)
            hand.event(rule, "forced", f"{seat.name} buys {forced.cards or 1} more card{what}.")
    elif action == "exchange":
        if table.deck and card is not None and card in seat.all():
            table.to_muck(seat, [card])
            seat.expected -= 1
            _give(hand, seat, forced.face, quiet=True)
            hand.event(rule, "forced", f"{seat.name} discards {card} for the top card of the deck.")
    elif action == "force-fold":
        others = [s for s in table.active() if s is not seat]
        if others:
            target = max(others, key=lambda s: (exposed_key(s.up(), hand.show_rules(s)), -s.number))
            target.folded = True
            hand.event(rule, "fold", f"{seat.name}{what} makes {target.name} fold.")
            hand.one_left()
    elif action == "steal-up":
        _steal(hand, seat, what)
    elif action == "back-in":
        if seat.folded:
            seat.folded = False
            hand.event(rule, "forced", f"{seat.name} is back in the game{what}.")


def _give(hand: PlayedHand, seat: Seat, face: str, quiet: bool = False) -> None:
    table = hand.table
    if not table.deck:
        hand.note(f"The deck is empty: {seat.name} gets no card.")
        return
    up = face == "up"
    unseen = any(not h.seen for h in seat.cards if not h.up)
    table.give(seat, 1, up=up, seen=up or not unseen)
    seat.expected += 1
    if up:
        card_up(hand, seat, seat.cards[-1], "dealt")


def _steal(hand: PlayedHand, seat: Seat, what: str) -> None:
    rules = hand.show_rules(seat)
    best = None
    for other in hand.table.active():
        if other is seat:
            continue
        for held in other.cards:
            if held.up:
                score = exposed_key(seat.up() + [held.card], rules)
                if best is None or score > best[0]:
                    best = (score, other, held)
    if best is None:
        return
    _, other, held = best
    other.cards.remove(held)
    seat.cards.append(held)
    other.expected -= 1
    seat.expected += 1
    hand.event(hand.progress.rule, "forced", f"{seat.name}{what} takes {held.card} from {other.name}.")


def _discard_flipped(hand: PlayedHand, seat: Seat, held: Held) -> None:
    """Discard a flipped card when it does not help, or when the rest must all go."""
    if seat.discard_owed <= 0 or held not in seat.cards:
        return
    rules = hand.show_rules(seat)
    without = [c for c in seat.up() if c is not held.card]
    helps = exposed_key(seat.up(), rules) > exposed_key(without, rules) and \
        policies.category(seat.up(), rules) > policies.category(without, rules)
    left = len(seat.down())
    if not helps or left < seat.discard_owed:
        seat.cards.remove(held)
        hand.table.muck.append(held.card)
        seat.expected -= 1
        seat.discard_owed -= 1
        hand.note(f"{seat.name} discards {held.card}, a flipped card ({seat.discard_owed} more to go).")
