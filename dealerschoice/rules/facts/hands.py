"""A player's own cards: the most they hold at the end (`cards`, before the table's) and the
most they see in the course of the game (`max_seen`, before the table's)."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.rules.steps import (
    Auction,
    Deal,
    Deck,
    Discard,
    Draw,
    Forced,
    HandLimit,
    Partners,
    Pass,
    Reshuffle,
    RuleStep,
    Split,
    Stack,
    Trade,
)


@dataclass(frozen=True, slots=True)
class Hands:
    cards: int  # most own cards in the final hand
    seen: int
    held_sizes: tuple[int, ...]  # every hand size a player passes through


def matching(trigger, deck: Deck) -> int:
    """How many cards of the deck can fire a trigger: bounded only for named ranks/cards/suits."""
    if trigger.ranks or trigger.cards or trigger.suits:
        return (4 * len(trigger.ranks) + len(trigger.cards) + 13 * len(trigger.suits)) * deck.decks
    return 0


class _Player:
    """The cards of the player who keeps (and sees) the most, rule by rule."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.held = self.seen = 0
        self.cap: int | None = None  # a split or a hand limit: the largest final hand
        self.pending = 0  # cards just discarded, for the draw that replaces them
        self.pending_kept = False  # the discard was optional: the player kept their cards
        self.refusals_per_game = 0
        self.up = self.steals = 0  # cards dealt face up; cards taken for each, by a standing rule
        self.sizes: set[int] = set()
        # the cards held when the last card came (to the player or the table): discards after
        # it choose the final hand from them, and do not make it smaller
        self.final = 0
        self.finals: list[int] = []  # the final hands of deals thrown in by a reshuffle

    def take(self, count: int) -> None:
        self.held += count
        self.seen += count

    def step(self, step: RuleStep) -> None:
        kind = step.kind
        before = self.held
        if isinstance(step, Deal) and step.to == "each":
            self.seen += step.count
            self.up += step.count if step.face == "up" else 0
            self.held += 0 if step.condition else step.count
        elif isinstance(step, Discard) and step.which != "flipped":
            count = step.count if step.count is not None else self.held
            self.pending = (step.most or count) if step.count is not None else self.held
            self.pending_kept = step.up_to
            self.held -= 0 if step.up_to else min(self.held, count)
        elif isinstance(step, Draw):
            count = step.count if step.count is not None else self.pending
            self.seen += count
            if step.count is None:
                self.held += 0 if self.pending_kept else count  # back to the hand's size
            elif not step.up_to:
                self.held += count
        elif kind == "draw-back":  # as many as were discarded, and `offset` more
            self.seen += max(0, self.pending + step.offset)
            self.held += step.offset if self.pending_kept else self.pending + step.offset
        elif kind == "twist":
            self.seen += max(step.most or 0, step.count, step.instead.count if step.instead else 0)
            extra = [t.count for t in (step, step.instead) if t is not None and t.extra]
            self.held += max(extra, default=0)
        elif kind in ("buy", "deal-from-side-deck"):
            self.take(step.count)
        elif kind in ("buy-table-card", "pick-table-card"):  # a card into the hand, in turn
            self.take(getattr(step, "count", 1))
        elif kind == "deal-hands":
            self.take(step.hands * step.count)
        elif kind == "discard-to":
            self.held = min(self.held, step.keep)
        elif kind == "refuse-card" and step.replaced:  # a refused card passed on brings none back
            if step.per_game is None:
                self.seen += 1
            elif self.refusals_per_game < step.per_game:  # the same limit, restated on each deal
                self.seen += step.per_game - self.refusals_per_game
                self.refusals_per_game = step.per_game
        elif kind in ("swap", "take"):
            self.seen += getattr(step, "most", None) or step.count
        elif kind == "steal":  # at most once for each card the player is dealt face up
            self.steals = step.count
        elif isinstance(step, Reshuffle):
            self.finals.append(self.final)
            self.held = self.final = 0
        elif isinstance(step, Pass) and step.count < self.held:
            self.seen += step.count  # a whole hand passed on is passed unlooked: nothing to choose
        elif isinstance(step, Forced) and step.cards:
            self.seen += step.cards * matching(step.trigger, self.deck)
        elif kind == "extra-cards":
            self.seen += step.count * matching(step.trigger, self.deck)
        elif isinstance(step, Auction):
            self.seen += step.count
        elif isinstance(step, Trade):
            self.seen += (step.times or 1) * self.held
        elif isinstance(step, Partners):
            self.seen += self.held
        elif isinstance(step, Stack) and step.stacks > 1 and step.size:
            self.cap = step.size
        elif isinstance(step, Split):
            self.cap = max(step.sizes)
        elif isinstance(step, HandLimit):
            self.cap = min(self.cap or step.size, step.size)
        if self.held > before or _gives_cards(step):
            self.final = self.held
        self.sizes.add(self.held)


def _gives_cards(step: RuleStep) -> bool:
    """Cards come to the player or the table (after which earlier discards stand)."""
    return (isinstance(step, Deal) and not step.condition) or (isinstance(step, Draw) and step.count != 0) \
        or step.kind in ("draw-back", "buy", "deal-hands", "deal-from-side-deck", "buy-table-card", "pick-table-card") \
        or (step.kind == "twist" and step.extra)  # a twist only replaces a card


def hands(steps: list[RuleStep], deck: Deck) -> Hands:
    player = _Player(deck)
    for step in steps:
        player.step(step)
    player.seen += player.steals * player.up
    cards = max([player.final, *player.finals])
    cards = cards if player.cap is None else min(cards, player.cap)
    player.sizes.discard(0)
    return Hands(max(cards, 0), player.seen, tuple(sorted(player.sizes)))
