"""The odd rules of a few games: dice rolled for the hand, a player calling a new game,
penalties for saying a word or being dealt a card, folded hands kept on the table. None of
them is simulated yet."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from dealerschoice.rules.steps.base import RuleStep, Trigger
from dealerschoice.rules.steps.play import Until
from dealerschoice.rules.steps.vocab import Cost, Word


class ChangeHow(Word):
    """How a player gets to change the game (`ChangeGame.how`)."""

    DEALT_UP = "dealt-up"    # when they are dealt one of the cards face up
    FLIP_DOWN = "flip-down"  # in turn, by flipping one of the cards over from their down cards


class Variant(Word):
    """The games a player may change the game to (`ChangeGame.to`)."""

    SEVEN_CARD_STUD = "seven-card-stud"  # any seven card stud variant the group plays


@dataclass(frozen=True, slots=True)
class Dice(RuleStep):
    """`count` dice of `sides` sides are rolled for the hand; other rules use the numbers
    rolled (a wild rank, say)."""

    kind: ClassVar[str] = "dice"  # rolled by play/mechanics/dice.py (the `DiceRoll` piece)
    count: int
    sides: int = 6


@dataclass(frozen=True, slots=True)
class Reroll(RuleStep):
    """When `trigger` fires, the player may roll the hand's dice again: `dice` of them (None:
    all)."""

    kind: ClassVar[str] = "reroll"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/dice.py, on a card turning up (turned_wilds.card_turned)
    trigger: Trigger
    dice: int | None = None


@dataclass(frozen=True, slots=True)
class ChangeGame(RuleStep):
    """A player holding one of the cards named (`ranks`, `jokers`) may change the game being
    played to another game `to`, when dealt it face up or by flipping it over in turn (`how`).
    again: the cards may change the game again, whatever the game becomes. replaced: a joker
    that changes the game is replaced by a new card."""

    kind: ClassVar[str] = "change-game"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a player may change the game being played to another game part way "
                                 "through the hand; the simulator cannot switch games")
    how: ChangeHow
    ranks: tuple[str, ...] = ()
    jokers: bool = False
    to: Variant = Variant.SEVEN_CARD_STUD
    again: bool = False
    replaced: bool = False


@dataclass(frozen=True, slots=True)
class CardPenalty(RuleStep):
    """A player dealt one of the cards named (`ranks`, single `cards`, `suits`), face up or
    down, pays `cost` into the pot. (A payment for a card dealt face up is the simulator's
    `Forced` "pay", read by the money family.)"""

    kind: ClassVar[str] = "card-penalty"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # play/mechanics/card_penalty.py
    cost: Cost
    ranks: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    suits: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TalkPenalty(RuleStep):
    """A player who says `word` at the table pays `cost` into the pot."""

    kind: ClassVar[str] = "talk-penalty"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("a player who says a given word at the table pays into the pot; a simulated "
                                 "hand has no table talk, so the penalty never falls due and the hand is "
                                 "still a hand of this game")
    gap_blocking: ClassVar[bool] = False
    word: str
    cost: Cost


@dataclass(frozen=True, slots=True)
class FoldedKeep(RuleStep):
    """A player who folds turns all their cards face down and keeps them in front of them
    (later rules may deal to them or let them back in)."""

    kind: ClassVar[str] = "folded-keep"
    standing: ClassVar[bool] = True
    simulated: ClassVar[bool] = True  # read into the Rulebook; played by play/mechanics/holding.py


@dataclass(frozen=True, slots=True)
class RepeatRules(RuleStep):
    """Repeat the rules numbered `first` through `through` (the game's own rule numbers, as
    the sentence names them: "Repeat steps 2 through 4 until ...") until `until`.

    first, through: the first and last rule numbers repeated (first <= through).
    until: what ends the repeat (an `Until`, as for `Repeat`).
    """

    kind: ClassVar[str] = "repeat-rules"
    simulated: ClassVar[bool] = False
    gap_reason: ClassVar[str] = ("the rules named by their numbers are repeated; the simulator repeats only the "
                                 "rules just before the repeat yet")
    first: int
    through: int
    until: Until
