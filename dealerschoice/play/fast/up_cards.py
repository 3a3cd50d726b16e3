"""Which of a player's cards are face up, where a draw plan needs to know: a discard of "two
down cards" after the players turned some up (Sneaker: four flips of a card of each
player's choice, then the discard).

Most plans never ask: a card turning up moves no card. Where a later discard takes the down
cards only, the plan follows every card turning up, as the simulator turns it:
- dealt or drawn face up;
- a flip by each player of the top of their stack, or of down cards of their choice
  (`mechanics.flips._pick`: the one that shows least beside the cards already up,
  `choosing.flip_pick`);
- "Everyone flips all of their cards face down" (`TurnDown`): none up any more.
Any other flip (at random, until the best hand shows, by one player...) leaves the up cards
unknown, and a down-card discard after it is refused; so is one after a discard of any
cards (an up card may have gone) or in a deck of two decks (a card twice: which one is up?).
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.play.fast.draw_ops import FLIP, TURN_DOWN
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.mechanics import flip_sources
from dealerschoice.rules.steps import Discard, Flip
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.vocab import FlipSource, FlipWho


@dataclass(slots=True)
class UpCards:
    """What the compile knows of each seat's face-up cards, rule by rule."""

    up: bool = False        # some player's card is face up
    count: int | None = 0   # how many cards each seat has face up; None: not followed
    read: bool = False      # a discard takes the down cards only: the plan follows them

    def dealt(self, count: int, face_up: bool) -> None:
        if face_up:
            self.up = True
            self.count = None if self.count is None else self.count + count

    def flipped(self, step: Flip, size: int) -> tuple:
        """The op that follows this flip (every seat turning cards up), or () where it is not followed."""
        self.up = True
        if (step.who != FlipWho.EACH or step.source not in (FlipSource.TOP, FlipSource.CHOICE) or step.count is None
                or step.until is not None or flip_sources.plays(step) or self.count is None):
            self.count = None
            return ()
        self.count = min(size, self.count + step.count)
        return (FLIP, step.count, step.source == FlipSource.TOP)

    def turned_down(self, step: TurnDown) -> tuple:
        """The op of "everyone turns their cards face down", or () for one player's."""
        if step.who != FlipWho.EACH:
            self.up, self.count = True, None
            return ()
        self.up, self.count = False, 0
        return (TURN_DOWN,)

    def discard_pool(self, step: Discard, size: int, twice: bool, where: str) -> int | None:
        """The count of cards a seat may throw in this discard where it takes the down cards
        while some are up (the plan follows the up cards from then on); None: the usual.
        `twice`: some card is twice in the deck (two decks, two jokers)."""
        if step.which != "down" or not self.up:
            if self.up and step.which != "all":
                self.count = None  # an up card may go: which are up is no longer known
            return None
        if self.count is None or twice:
            raise Unplanned(f"{where}: a discard of the down cards after cards turned up "
                            + ("from a deck holding a card twice" if twice else "in a way the plan does not follow"))
        if step.most is not None:
            raise Unplanned(f"{where}: a discard of the down cards, more for a card shown")
        self.read = True
        return size - self.count
