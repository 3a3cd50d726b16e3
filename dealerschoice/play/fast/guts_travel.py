"""A table card that travels round the table in a guts plan (Buddha's Folly: "Deal one face up
table card to the player to the dealer's left. The player with the table card may take it and
replace it with a card from their hand. Pass the table card one player to the left. Repeat the
last two actions until the table card goes all the way around without getting replaced."), as
the simulator plays it (`mechanics.travelling_card`).

The card comes off the top of the deck in front of the first player still in from the dealer's
left. Its holder takes it when it is not the card whose loss hurts least among their cards and
it (`travelling_card.takes`: `policies.worst`), giving that card up in its place: the given
card leaves their hand, the table card goes to its end. The card then passes on among the
players still in; once it has passed every one of them unreplaced it goes out of play, into
the discards, where a redeal gathers it (`Table.gather`). It is in no hand, so no one's
declaration reads it.

The four rules compile to one op, (TRAVEL, stage, places): `follow` checks them in order; a
plan with a TRAVEL op short of its repeat is refused (`check`). Refused too: a table card
dealt to another player, more than one card, or a travel after a card shown in a player's own
hand (the betting reads the shown cards by their places, which a swap changes).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.rules.steps import Repeat
from dealerschoice.rules.steps.dealing_shares import DealToPlayer
from dealerschoice.rules.steps.draw import TableCardSwap
from dealerschoice.rules.steps.passing import PassTableCard
from dealerschoice.rules.steps.vocab import Role, UntilKind

if TYPE_CHECKING:
    from dealerschoice.play.fast.guts_play import GutsPlayer, _Cards

TRAVEL = "travel"
STEPS = (DealToPlayer, TableCardSwap, PassTableCard, Repeat)
_DONE = 4  # the stage of a TRAVEL op once its repeat is read
_CARDS = [Card(code) for code in range(JOKER_CODE + 1)]  # the players' choices read Cards, not codes


def follow(compiler, step, where: str) -> None:
    """The next of the travelling card's four rules, into the compiler's last op."""
    ops = compiler.ops
    stage = ops[-1][1] if ops and ops[-1][0] == TRAVEL else 0
    if isinstance(step, DealToPlayer) and stage == 0:
        if not step.table_card or step.count != 1 or step.to != Role.LEFT_OF_DEALER or compiler.shown:
            raise Unplanned(f"{where}: a deal of {step.count} card to the {step.to} in a guts game"
                            + (" after cards shown" if compiler.shown else ""))
        ops.append((TRAVEL, 1, 0))
        compiler.dealt += 1
    elif isinstance(step, TableCardSwap) and stage == 1 and step.count == 1:
        ops[-1] = (TRAVEL, 2, 0)
    elif isinstance(step, PassTableCard) and stage == 2:
        ops[-1] = (TRAVEL, 3, step.seats if step.direction == "left" else -step.seats)
    elif isinstance(step, Repeat) and stage == 3 and step.until.kind == UntilKind.TABLE_CARD_AROUND \
            and step.last == 2:
        ops[-1] = (TRAVEL, _DONE, ops[-1][2])
    else:
        raise Unplanned(f"{where}: a {step.kind} step in a guts game")


def check(ops) -> None:
    """Every travelling card's rules read to the end."""
    if any(op[0] == TRAVEL and op[1] != _DONE for op in ops):
        raise Unplanned("a travelling table card with no repeat until it goes all the way around")


def travel(player: GutsPlayer, cards: _Cards, op: tuple) -> bool:
    """Play the card round the table; False when the deck has no card for it, or the card
    would go round for ever (the simulator stops both deals)."""
    from dealerschoice.play.simulate import MAX_ACTIONS  # the simulator imports the odds: not at import time

    if cards.top >= len(cards.x):
        return False
    card = cards.x[cards.top]
    cards.top += 1
    seats = [s for s in range(cards.players) if cards.active[s]]
    if not seats:
        return True  # nobody to deal it to: the simulator deals none
    at, unchanged, places = 0, 0, op[2]
    for _ in range(MAX_ACTIONS // 3):  # a swap, a pass and the repeat a turn: the simulator's safety net
        hand = cards.hands[seats[at]]
        given = _given(player, hand, card)
        if given != card:
            hand.remove(given)
            hand.append(card)
            card, unchanged = given, 0
        else:
            unchanged += 1
        at = (at + places) % len(seats)
        if unchanged >= len(seats):
            cards.muck.append(card)  # out of play, no one's
            return True
    return False


def _given(player: GutsPlayer, hand: list[int], card: int) -> int:
    """The card whose loss hurts least of the hand and the table card (`policies.worst`).

    With no wild card, bug or joker, the kept set worth most (`keeping.keep_value`) is the one
    scoring most (its tier and core follow from the score), but for a kept set of four, which
    may be worth its draw; of sets scoring the same, the first tried (`keeping.best_kept`:
    the set without the lowest card first), so the card given is the lowest whose loss leaves
    the best score. Otherwise the simulator's own function is asked."""
    cards = sorted(hand + [card])
    if len(cards) in _SCORED and player.plan.plain:
        score = player.score
        best, given = -1, card
        for i, c in enumerate(cards):
            s = score(cards[:i] + cards[i + 1:])
            if s > best:
                best, given = s, c
        return given
    return _worst(player.plan.rules, tuple(cards))


_SCORED = frozenset({2, 3, 4, 6})  # the cards held with the table card where the best score decides (`_given`)


@lru_cache(maxsize=100_000)
def _worst(rules: HandRules, cards: tuple[int, ...]) -> int:
    from dealerschoice.play import policies  # the simulator's players: not at import time

    [worst] = policies.worst([_CARDS[c] for c in cards], 1, [], rules)
    return int(worst)
