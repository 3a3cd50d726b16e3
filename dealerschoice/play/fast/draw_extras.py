"""Compile and play a game's free extra cards for a card dealt face up ("If a player is ever
dealt a face up four, deal them an extra down card."; "If a common four is dealt face up,
deal each player an extra down card."), as the simulator deals them (`play.triggers`).

The cards a seat ends with then differ in number seat to seat and deal to deal, so the game
is a draw plan (`draws.DrawPlan`) of the program without the rules, each seat's hand all its
cards (`DrawPlan.whole_hands`), with an op after each round dealt face up:
- (EXTRA_SEATS, n, rules): after n cards face up to each seat, each of the round's cards in
  the order dealt (seat 1 first) that a rule names gives its holder the rule's count of
  cards from the top of the deck, at once; an extra card dealt face up is one more card
  dealt face up (`triggers.card_up` for each: every rule, the table's too, as the simulator
  asks them);
- (EXTRA_TABLE, n, rules): after n cards face up to the table, each one a table rule names
  gives every seat, seat 1 first, the rule's count (`triggers.table_card_up`).
An empty deck gives no extra card and stops nothing (`triggers._give`).

Followed: rules for a card dealt face up, by rank, card or suit; the other rules deals to the
players and the table, bets and the showdown (no Use rule, no split pot: the hands differ in
size). Refused: a rule for a card flipped, for a wild card, a pair, a table place or a sum, and
a game where players choose or move cards.
"""

from __future__ import annotations

from dealerschoice.cards.cards import standard_deck
from dealerschoice.play.fast.draw_ops import DEAL, TABLE, DrawPlan, judged_apart
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Deal, Use
from dealerschoice.rules.steps.dealing_events import ExtraCards
from dealerschoice.rules.steps.vocab import Target

EXTRA_SEATS, EXTRA_TABLE = 13, 14  # after `draw_ops`' and `pass_rounds`' codes
_CARDS = standard_deck(1)  # every card code, the joker's too, as a Card

# a rule, compiled: (the card codes it names, cards given, given face up, also for table cards)
Extra = tuple[frozenset[int], int, bool, bool]


def compile_extras(program: Program, players: int) -> DrawPlan:
    """The draw plan of a game with extra-card rules; `Unplanned` names the rule it cannot follow."""
    found = [(number, step) for number, step in program.standing if isinstance(step, ExtraCards)]
    if not found:
        raise Unplanned("no extra-cards rule")
    rules = tuple(_extra(number, step) for number, step in found)
    kept = tuple((n, s) for n, s in program.standing if not isinstance(s, ExtraCards))
    plain = Program(program.game, program.actions, kept, program.notes)
    from dealerschoice.play.fast.draw_routes import as_draws  # draw_routes imports this module

    base = as_draws(plain, players)
    if any(op[0] not in (DEAL, TABLE) for op in base.ops) or base.tracks_up:
        raise Unplanned("extra cards in a game whose players choose or move cards")
    if base.sided or any(isinstance(s, Use) for _, s in kept):
        raise Unplanned("extra cards (hands of different sizes) under a Use rule or a split pot")
    faces = [s.face == "up" for a in plain.actions for s in a.steps if type(s) is Deal and s.to == Target.TABLE]
    ops: list[tuple] = []
    tables = 0
    for op in base.ops:
        ops.append(op)
        if op[0] == DEAL and op[2]:
            ops.append((EXTRA_SEATS, op[1], rules))
        elif op[0] == TABLE:
            if faces[tables] and any(table for *_, table in rules):
                ops.append((EXTRA_TABLE, op[1], rules))
            tables += 1
    # every card a rule names may give each seat its count once: the longest hand the scorer meets
    most = sum(count * len(fits & set(base.deck)) for fits, count, _, _ in rules)
    longest = len(base.groups[0]) + most
    return judged_apart(base, ops=tuple(ops), groups=(tuple(range(longest)),), used=len(base.deck), whole_hands=True)


def _extra(number: int, step: ExtraCards) -> Extra:
    trigger = step.trigger
    if trigger.event != "dealt-up" or trigger.wild or trigger.pair or trigger.table_rank is not None \
            or trigger.sum_to is not None or trigger.who != "any":
        raise Unplanned(f"rule {number}: extra cards for a card {trigger.event}"
                        + (" that is wild, pairs, or holds a place or sum" if trigger.event == "dealt-up" else ""))
    from dealerschoice.play.triggers import card_fits  # the simulator's own test of a card; it imports the odds

    fits = frozenset(int(card) for card in _CARDS if card_fits(trigger, card))
    return fits, step.count, step.face == "up", step.table


def seat_extras(op: tuple, x: list[int], top: int, hands: list[list[int]]) -> int:
    """The extra cards the round just dealt gives (see the module notes); the deck's new top."""
    n, rules = op[1], op[2]
    start = top - n * len(hands)
    for seat, hand in enumerate(hands):
        for card in x[start + seat * n:start + seat * n + n]:
            top = _fire(card, hand, rules, x, top)
    return top


def table_extras(op: tuple, x: list[int], top: int, hands: list[list[int]]) -> int:
    """The extra cards the table cards just dealt give every seat; the deck's new top."""
    n, rules = op[1], op[2]
    for card in x[top - n:top]:
        for fits, count, up, table in rules:
            if not table or card not in fits:
                continue
            for hand in hands:
                for _ in range(count):
                    if top < len(x):
                        hand.append(x[top])
                        top += 1
                        if up:
                            top = _fire(hand[-1], hand, rules, x, top)
    return top


def _fire(card: int, hand: list[int], rules, x: list[int], top: int) -> int:
    """The cards one card dealt face up to `hand` gives it, an extra card face up giving more."""
    for fits, count, up, _ in rules:
        if card in fits:
            for _ in range(count):
                if top < len(x):  # an empty deck: no card, and the hand goes on
                    hand.append(x[top])
                    top += 1
                    if up:
                        top = _fire(hand[-1], hand, rules, x, top)
    return top
