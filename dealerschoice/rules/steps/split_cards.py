"""Steps of who shares the pot beside the best hand: a named or hole split card, a split card
the table names, the pot shared with split hands, and the table card that decides how the pot
is won (and whether players declare). Read by the grammar families `showdown` and `ranking`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import Gap, RuleStep, coerce_words
from dealerschoice.rules.steps.play import Showdown
from dealerschoice.rules.steps.vocab import Choice, DeclareMode, HandKind, HighLow, Pot, ShareWith


@dataclass(frozen=True, slots=True)
class ShareShowdown(Showdown):
    """A showdown (so a game's showdown: a `Showdown` with the pot shared) where the `pot`
    hand ("high" or "low") splits the pot with other hands: `with_`, any of "low" (the low
    hand), "split-hand" (the best split hand, ranked by its own rule), "declared-split-card"
    (the best declared split card). Its other fields are the `Showdown`'s defaults."""

    kind: ClassVar[str] = "share-showdown"
    # play/mechanics/split_hand.py; the declared split card: split_card.declared_split_pot
    simulated: ClassVar[bool] = True
    with_: tuple[ShareWith, ...] = (ShareWith.SPLIT_HAND,)

    def __post_init__(self) -> None:
        coerce_words(self)
        if self.pot not in (Pot.HIGH, Pot.LOW) or self.hand != HandKind.BEST or self.split_with is not None:
            raise ValueError(f"ShareShowdown pot={self.pot!r} hand={self.hand!r} split_with={self.split_with!r}: "
                             "the high or low best hand shares the pot with `with_` only")

    def gap(self) -> Gap | None:
        """The highest declared high hand shares with the best declared split card only, as
        the rules say it (play/mechanics/split_card.py); other shares with the low hand or the
        split hand (play/mechanics/split_hand.py)."""
        if ShareWith.DECLARED_SPLIT_CARD in self.with_ and len(self.with_) > 1:
            return Gap("the pot is shared with the best declared split card and other hands too; the simulator "
                       "shares it with the declared split card alone")
        return None


@dataclass(frozen=True, slots=True)
class NamedSplitCard(RuleStep):
    """The split card is a named card, not the end of a suit: any of `cards` (two-character
    codes), held face down only when `hole`; no one may hold it."""

    kind: ClassVar[str] = "named-split-card"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/split_card.py
    cards: tuple[str, ...]
    hole: bool = False


@dataclass(frozen=True, slots=True)
class HoleSplitCard(RuleStep):
    """The split card is the `rank` ("low" / "high") face-down card of any suit held by a
    player still in; `tie_none`: when two players hold split cards of the same rank, there is
    no split card."""

    kind: ClassVar[str] = "hole-split-card"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/split_card.py
    rank: HighLow
    tie_none: bool = False


@dataclass(frozen=True, slots=True)
class SplitCardByTable(RuleStep):
    """The split card follows the last table card: the high card of its suit when the table
    card is `at_least` (a rank character) or higher, else the low card of its suit."""

    kind: ClassVar[str] = "split-card-by-table"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/split_card.py
    at_least: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ShowdownByTable(Showdown):
    """The rank of table card number `table_card` decides how the pot is won: when the table
    card is one of `ranks[i]` (rank characters), the `pots[i]` hand ("high", "low") takes the
    whole pot; on any other rank the pot is won as `otherwise` says ("declared": the highest
    declared high hand splits with the lowest declared low hand). A game's showdown, so a
    `Showdown` (its own fields keep their defaults: the table card picks the pot)."""

    kind: ClassVar[str] = "showdown-by-table"
    simulated: ClassVar[bool] = True  # play/mechanics/table_showdown.py
    ranks: tuple[tuple[str, ...], ...]
    pots: tuple[Pot, ...]
    otherwise: Pot
    table_card: int = 1


@dataclass(frozen=True, slots=True)
class DeclareByTable(RuleStep):
    """Players declare (among `choices`, `mode` as in `Declare`) only when table card number
    `table_card` is one of the `ranks` (rank characters)."""

    kind: ClassVar[str] = "declare-by-table"
    simulated: ClassVar[bool] = True  # play/mechanics/table_showdown.py
    ranks: tuple[str, ...]
    choices: tuple[Choice, ...] = (Choice.HIGH, Choice.LOW)
    mode: DeclareMode = DeclareMode.SIMULTANEOUS
    table_card: int = 1
