"""Repeats that run as long as the players want (until nobody wants another card, somebody
bets, declares in, or claims the best hand), or until the deck runs short: a player may end
up holding (or seeing) any number of cards. A conditional deal ("If no one goes in, deal one
card down to each player") repeated so deals too."""

from __future__ import annotations

from dealerschoice.rules.steps import Deal, Draw, Repeat, RuleStep
from dealerschoice.rules.steps.dealing_events import DealIf, DealToMatch
from dealerschoice.rules.steps.draw import Twist

# Repeats that run as long as players want, or until the deck runs short: a player may end
# up holding (or seeing) any number of cards. The database codes such a count as 200+N, N the
# cards dealt outside the repeated rules, as it codes the betting rounds; the players the deck
# supports are then undefined.
MORE_CHOSEN = 200
_OPEN_ENDS = {"no-takers", "one-declines", "deck-short", "bet-made", "declares-in", "claims-best"}


def open_ended(actions: list[tuple[RuleStep, ...]]) -> tuple[bool, bool, set[int]]:
    """(cards held, cards seen): whether an open-ended repeat can give a player more; and the
    rules it repeats, when it can."""
    held = seen = False
    body: set[int] = set()
    for at, action in enumerate(actions):
        for step in action:
            if not (isinstance(step, Repeat) and str(step.until.kind) in _OPEN_ENDS):
                continue
            for rule in range(max(0, at - step.last), at):
                for s in _unfolded(actions[rule]):
                    if isinstance(s, Deal) and (s.to == "each" or (s.to == "table" and s.table != "table")):
                        held = seen = True  # cards to the players, or common cards every hand uses
                    elif isinstance(s, Draw) or isinstance(s, Twist):
                        seen = True
                        held = held or (isinstance(s, Twist) and s.extra)
                body.add(rule)
    return held, seen, body if held or seen else set()


def _unfolded(action: tuple[RuleStep, ...]) -> list[RuleStep]:
    """A rule's steps, a conditional deal standing for the deals it makes."""
    return [d for s in action for d in (s.deals if isinstance(s, DealIf) else (s,))]


def dealt_in_turn_to_match(actions: list[tuple[RuleStep, ...]]) -> bool:
    """Whether a repeat deals cards one at a time round the table until two match in rank
    (`DealToMatch(in_turn=True)`), until someone holds four of a kind (Butcherboy): how many
    cards a player gets then depends on the number of players (the database's 99), and more
    players than ranks could never each be dealt a card before two match."""
    for at, action in enumerate(actions):
        for step in action:
            if isinstance(step, Repeat) and step.until.kind == "hand" and any(
                    isinstance(s, DealToMatch) and s.in_turn
                    for rule in range(max(0, at - step.last), at) for s in actions[rule]):
                return True
    return False


def matched_cards(actions: list[tuple[RuleStep, ...]], per_rank: int = 4) -> int:
    """Cards a repeat of turning cards until one matches a card a player holds (which goes to
    that player, `DealToMatch`) can bring one player, when it runs until someone holds four
    of a kind: each match is of a rank the player holds, so the most one player gets is
    the rest of one rank, `per_rank` - 1; 0 with no such repeat."""
    for at, action in enumerate(actions):
        for step in action:
            if not (isinstance(step, Repeat) and step.until.kind == "hand" and step.until.category == "quads"):
                continue
            if any(isinstance(s, DealToMatch) and not s.in_turn
                   for rule in range(max(0, at - step.last), at) for s in actions[rule]):
                return per_rank - 1
    return 0

