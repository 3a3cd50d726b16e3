"""What a card turned up sets off in a flip plan's deal (`flip_turns`), as `triggers.card_up`
and `triggers._act` play it: the follow wild first, then each rule the card answers, in
order, for a player still in: a redeal asked for, a wild change, a fold, a bought card, a
payment for a sum, the card exchanged for the deck's top card, a forced fold, a stolen card.

A card may come from the deck face up or face down (`give`): face down, it is unseen while
the player holds unseen cards (`triggers._give`); face up, it turns up as dealt, and may set
off more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.fast.flip_forced import force_fold, steal_up, sums
from dealerschoice.play.fast.flip_showdown import CODE, SEEN, UP
from dealerschoice.play.fast.flip_wilds import wild_change
from dealerschoice.play.fast.flips import BUY, EXCHANGE, FOLD, FORCE_FOLD, PAY, REDEAL, STEAL_UP, WILD_CHANGE

if TYPE_CHECKING:
    from dealerschoice.play.fast.flip_turns import FlipPlayer, _Deal


def card_up(player: FlipPlayer, d: _Deal, s: int, held: list, how: str, fresh: bool = False) -> bool:
    """A card has turned up, flipped or dealt (`how`: "flip" or "dealt"): the follow wild
    first, then the rules it sets off in order, each for a player still in; then the seat's
    showing hand again (every seat's, where the wilds changed). `fresh`: the seat's showing
    hand already counts this card (a deal refreshed every seat), so a card that sets nothing
    off leaves it as it is. Whether the card set anything off or changed the wilds."""
    first = how == "flip" and not d.flipped[s]
    code = held[CODE]
    if how == "flip":
        d.flipped[s] = True
        if d.first_flips[s] is None and code != JOKER_CODE:
            d.first_flips[s] = code
    changed = player.wilds is not None and player.wilds.followed(d.play, code, how)
    acted = False
    for rule in player.plan.on_flip:
        if code not in rule.codes or (rule.first and not first) or (d.folded[s] and rule.action != REDEAL):
            continue
        if not (rule.flipped if how == "flip" else rule.dealt):
            continue
        times = 1 if rule.sum_to is None else sums(d.seats[s], code, rule.sum_to)
        if not times:
            continue
        if rule.table_rank is not None and not _same_rank(d.board, rule.table_rank - 1, code):
            continue
        if rule.pair and (code == JOKER_CODE or sum(
                1 for h in d.seats[s] if h[UP] and h[CODE] != JOKER_CODE and h[CODE] >> 2 == code >> 2) < 2):
            continue
        acted = True
        if rule.action == REDEAL:  # any holder, folded or not (`triggers.card_up`)
            d.pending = True
        elif rule.action == WILD_CHANGE:
            changed = _wild_change(player, d, s) or changed
        elif rule.action == FOLD:
            player.fold(d, s)
        elif rule.action == BUY:  # not once a fold has ended the hand (`triggers._act`)
            if d.top < len(d.x) and d.winner is None and not d.stopped:
                for _ in range(rule.cards):
                    give(player, d, s, rule.up)
        elif rule.action == PAY:  # once for each sum: paid, with the cards it deals, or a fold
            _pay(player, d, s, rule, times)
        elif rule.action == EXCHANGE:
            _exchange(player, d, s, code, rule.up)
        elif rule.action == FORCE_FOLD:
            force_fold(player, d, s)
        elif rule.action == STEAL_UP:
            steal_up(player, d, s)
    if changed or acted or not fresh:
        player.refresh(d, range(player.n) if changed else (s,))
    return changed or acted


def give(player: FlipPlayer, d: _Deal, s: int, up: bool) -> None:
    """A card from the top of the deck (`triggers._give`): face down, unseen while the
    player holds unseen cards; face up, it turns up as dealt (and may set off more)."""
    if d.top >= len(d.x):
        return
    cards = d.seats[s]
    unseen = any(not h[SEEN] for h in cards if not h[UP])
    held = [d.x[d.top], up, up or not unseen, up]
    cards.append(held)
    d.top += 1
    if up:
        d.ups[s] += 1
        card_up(player, d, s, held, "dealt")
    else:
        d.downs[s] += 1


def _pay(player: FlipPlayer, d: _Deal, s: int, rule, times: int) -> None:
    """Match the pot or pay, `times` over (`triggers._act`): always paid, but an escalating
    price is more than the pot from a player's third payment on, and they fold."""
    for _ in range(times):
        if d.folded[s] or d.winner is not None:
            return
        if rule.escalating:
            d.pays[s] += 1
            if d.pays[s] > 2:
                player.fold(d, s)
                return
        for _ in range(rule.cards):
            give(player, d, s, rule.up)


def _exchange(player: FlipPlayer, d: _Deal, s: int, code: int, up: bool) -> None:
    """The card goes to the muck for the top card of the deck (`triggers._act`: the first
    held card of that code goes, which in a game of two decks may be a down one)."""
    cards = d.seats[s]
    at = next((i for i, h in enumerate(cards) if h[CODE] == code), None)
    if d.top >= len(d.x) or at is None:
        return
    gone = cards.pop(at)
    d.muck.append(gone[CODE])
    if gone[UP]:
        d.ups[s] -= 1
    else:
        d.downs[s] -= 1
    give(player, d, s, up)


def _wild_change(player: FlipPlayer, d: _Deal, s: int) -> bool:
    """A wild change (`flip_wilds.wild_change`), turning the deck's top card; whether the wilds changed."""
    if d.top >= len(d.x) or not wild_change(d.play, player.rules_of(d, s).wild_ranks, d.seats[s], d.x[d.top]):
        return False
    d.turned.append(d.x[d.top])
    d.top += 1
    return True


def _same_rank(board: list[list], at: int, code: int) -> bool:
    """Whether a card has the rank of table card `at` (from 0; a joker has no rank to share)."""
    return at < len(board) and code != JOKER_CODE and board[at][0] != JOKER_CODE and board[at][0] >> 2 == code >> 2
