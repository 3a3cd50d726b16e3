"""A draw plan's table cards dealt by the number of players and picked up into the players'
hands ("Deal one card up to the table per player. Starting with the low hand and going up in
hand order, each player picks one of the cards and adds it to their hand."), played in
`draw_play.deal_out` as `mechanics.table_picks` plays them:

- (OFFER, n, up): n cards face up (or down) to the table for each seat, from the top,
  offered in the order dealt, the up ones and the down ones apart;
- (PICK, n, low first): in order of the hands showing (`cards.exposed_key` of a seat's up
  cards, the lowest first or the highest first; a tie by seat, reversed with the order),
  each seat picks n of the cards offered, one at a time, by how much each raises the
  category of the cards it knows (`buying.gain`, `players.picking.table_card`); the cards
  go to its hand face up;
- (PICK_SET, up, down): each seat from seat 1 picks a set, the up cards of place i with the
  down cards of place i, by how much its up cards raise its hand (`picking.table_set`);
  the up cards, then the down ones, go to its hand.

`draws.compile_draws` makes the ops (`offer_op`) where every card offered is picked, a
pick of cards of the face-up ones, in a game
with no wild card (a wild's gain is the simulator's own rule: not followed), every seat
playing for high.
"""

from __future__ import annotations

from dealerschoice.cards import exposed_key
from dealerschoice.cards.cards import standard_deck
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.players import picking
from dealerschoice.play.policies import category
from dealerschoice.rules.steps.dealing import PickTableCard
from dealerschoice.rules.steps.dealing_shares import TableDealPerPlayer
from dealerschoice.rules.steps.vocab import PickOrder

OFFER, PICK, PICK_SET = 16, 17, 18  # after `draw_steals`' code
_CARD = {int(card): card for card in standard_deck(1)}  # the picker's tie-break reads ranks


def pick_cards(op: tuple, hands: list[list[int]], ups: list[list[int]], offered: list[int], rules) -> None:
    """Every seat picks its cards of `offered` (see the module notes), in place."""
    count, low_first = op[1], op[2]
    ranked = sorted(range(len(hands)), key=lambda seat: (exposed_key(ups[seat], rules), seat))  # type: ignore[arg-type]
    for seat in ranked if low_first else ranked[::-1]:
        hand = hands[seat]
        now = category(hand, rules)  # type: ignore[arg-type]  # codes: the evaluator reads only the codes
        picked: list[int] = []
        for _ in range(count):
            pool = [c for c in offered if c not in picked]
            gains = [(category(hand + [c], rules) - now, _CARD[c]) for c in pool]  # type: ignore[arg-type]
            picked.append(pool[picking.table_card(gains)])
        for card in picked:
            offered.remove(card)
            hand.append(card)
            ups[seat].append(card)


def pick_sets(op: tuple, hands: list[list[int]], ups: list[list[int]] | None, offered_up: list[int],
              offered_down: list[int], rules) -> None:
    """Every seat, from seat 1, picks a set of the table cards offered (see the module notes), in place."""
    up, down = op[1], op[2]
    sets = [(offered_up[i * up:(i + 1) * up], offered_down[i * down:(i + 1) * down]) for i in range(len(offered_up) // up)]
    for seat, hand in enumerate(hands):
        cards = [_CARD[c] for c in hand]
        now = category(cards, rules)
        gains = [(sum(category(cards + [_CARD[c]], rules) - now for c in shown), [_CARD[c] for c in shown])
                 for shown, _ in sets]
        shown, under = sets.pop(picking.table_set(gains))
        hand.extend(shown + under)
        if ups is not None:
            ups[seat].extend(shown)
    offered_up.clear()
    offered_down.clear()


def offer_op(step, offered: tuple[int, int], peeked: bool, unfollowed: bool, where: str):
    """(the op of a deal of table cards per player or a pick of them, the cards per player
    offered after it (up, down), the cards each seat gets (up, down) or None); `Unplanned`
    for a pick of other than every card offered, where a seat's cards are unseen, or (a pick
    of cards, in the order of the hands showing) where the up cards are not followed."""
    up, down = offered
    if isinstance(step, TableDealPerPlayer):
        face_up = step.face == "up"
        return (OFFER, step.count, face_up), (up + step.count, down) if face_up else (up, down + step.count), None
    if peeked:
        raise Unplanned(f"{where}: a pick of table cards where some cards are unseen (no-peek)")
    if isinstance(step, PickTableCard):
        if offered != (step.count, 0) or unfollowed:
            raise Unplanned(f"{where}: a pick of {step.count} of {up} up and {down} down table cards per player"
                            + (" where the up cards are not followed" if unfollowed else ""))
        return (PICK, step.count, step.order == PickOrder.LOW_FIRST), (0, 0), (step.count, 0)
    if offered != (step.up, step.down) or not step.up:
        raise Unplanned(f"{where}: a pick of sets of {step.up} up and {step.down} down of {up} up and {down} down "
                        "table cards per player")
    return (PICK_SET, step.up, step.down), (0, 0), (step.up, step.down)
