"""Redeals on what the cards do ("If a player is ever dealt a black eight, redeal the game.",
"If flipping a common ever reveals a face card, redeal."): standing rules, watched after every
step (simulate.py), since a card reaches a player or turns up on the table by deals, draws,
buys and flips alike. The redeal at the showdown ("At the showdown, if a king of hearts was
ever dealt face up, redeal the game ...") is decided by `at_showdown`, from the cards dealt
face up as the watch saw them come.

A card a player was dealt is still in their hands when the step that dealt it ends, so the
hands as they are after each step show every card ever dealt this deal. The redeal itself is
the hand's own (`PlayedHand.redeal`: the pot stays, the example stops after a few deals);
one "for everyone still in" leaves out again those who had folded (`StillIn`).

A redeal at a rule's place when nobody has had to match the pot by then ("If no one has had
to match the pot by this point, redeal.": `RedealOn`) reads `PotMatches`, which the forced
"match the pot or fold" rules (triggers._act) mark through `had_to_match`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import Card
from dealerschoice.cards.cards import CARD_TEXT
from dealerschoice.play.handlers import handles
from dealerschoice.play.mechanics import redeal_unseen
from dealerschoice.play.mechanics.choices import rank_number
from dealerschoice.play.mechanics.own_wilds import own_wild_up
from dealerschoice.rules.steps import Redeal, Showdown
from dealerschoice.rules.steps.dealing_events import RedealIf
from dealerschoice.rules.steps.table_rules import RedealOn, ShowdownRedeal
from dealerschoice.rules.steps.vocab import RedealEvent, RedealWhen
from dealerschoice.rules.steps.wager import MatchRedeal

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat


@dataclass
class CardRedeals:
    """The game's standing redeals on cards, searched out of the program once."""

    rules: tuple[tuple[int, RedealIf], ...] | None = field(default=None, compare=False)  # (rule number, rule)
    showdown_rules: tuple[ShowdownRedeal, ...] | None = field(default=None, compare=False)
    dealt_up: list[Card] = field(default_factory=list)  # the cards those rules name, in the order dealt face up

    def redealt(self) -> None:
        self.dealt_up.clear()


@dataclass
class PotMatches:
    """Whether a player has had to match the pot this deal (a forced "match the pot or fold",
    whether they paid or folded)."""

    forced: bool = False

    def redealt(self) -> None:
        self.forced = False


@dataclass
class StillIn:
    """The players who had folded when a redeal for those still in was called: the gathering
    of the cards puts every player back in, and this puts them out again (the deal that
    follows then passes them by)."""

    out: list[Seat] = field(default_factory=list)

    def redealt(self) -> None:
        for seat in self.out:
            seat.folded = True
        self.out.clear()


def had_to_match(hand: PlayedHand) -> None:
    """A rule made a player match the pot (or fold): read by the "none-matched" redeal."""
    hand.piece(PotMatches).forced = True


@handles(RedealOn)
def redeal_on(hand: PlayedHand, step: RedealOn, at: int) -> int | None:
    """Deal again when nobody has had to match the pot by this rule, or when a player has a
    card wild for them alone face up (`own_wilds.own_wild_up`; the step's gap blocks others)."""
    if step.when == RedealEvent.OWN_WILD_UP:  # "If any player gets a wild card specific to them face up, redeal."
        why = own_wild_up(hand)
        return hand.redeal(why) if why else None
    if step.when != RedealEvent.NONE_MATCHED:
        raise ValueError(f"redeal_on: the simulator plays RedealOn when={RedealEvent.NONE_MATCHED!r} only, "
                         f"not {step.when!r}")
    if hand.piece(PotMatches).forced:
        hand.note("Someone has had to match the pot: no redeal.")
        return None
    return hand.redeal("Nobody has had to match the pot yet")


def fits(step: RedealIf, card: Card) -> bool:
    """Whether a card is one the rule names: a joker where it names jokers, else one of its
    cards, ranks or suits.

    >>> from dealerschoice.rules.steps.vocab import RedealWhen
    >>> step = RedealIf(RedealWhen.DEALT, cards=("8s", "8c"))
    >>> fits(step, Card.parse("8c")), fits(step, Card.parse("8h"))
    (True, False)
    >>> fits(RedealIf(RedealWhen.TABLE_CARD, ranks=("J", "Q", "K")), Card.parse("Qd"))
    True
    """
    if card.is_joker:
        return step.jokers
    if card in {Card.parse(c) for c in step.cards}:
        return True
    if card.rank in {rank_number(r) for r in step.ranks}:
        return True
    return bool(step.suits) and card.suit in step.suits


def _rules(hand: PlayedHand) -> tuple[tuple[int, RedealIf], ...]:
    piece = hand.piece(CardRedeals)
    if piece.rules is None:
        piece.rules = tuple((n, s) for n, s in hand.program.standing_of(RedealIf) if isinstance(s, RedealIf))
    return piece.rules


def _waits(hand: PlayedHand, number: int) -> bool:
    """Whether a redeal written at rule `number` in the course of play (before the showdown)
    waits for the rules written before it that are still to come: "If the table card is a
    joker, everyone must match the pot or fold. If the table card is a joker, redeal for
    everyone still in." pays first. A redeal written after the showdown holds at once."""
    actions = hand.program.actions
    if not any(isinstance(s, Showdown) for a in actions if a.number > number for s in a.steps):
        return False
    now = hand.progress.rule or 0
    return any(now < a.number < number and a.steps for a in actions)


def _showdown_rules(hand: PlayedHand) -> tuple[ShowdownRedeal, ...]:
    piece = hand.piece(CardRedeals)
    if piece.showdown_rules is None:
        piece.showdown_rules = tuple(s for _, s in hand.program.standing_of(ShowdownRedeal))
    return piece.showdown_rules


def _watch_dealt_up(hand: PlayedHand) -> None:
    """Note the cards the showdown redeals name as they are first seen dealt face up."""
    piece = hand.piece(CardRedeals)
    for step in _showdown_rules(hand):
        for text in (step.card, step.spared_by):
            card = Card.parse(text) if text else None
            if card is None or card in piece.dealt_up:
                continue
            if any(h.card == card and h.up and h.dealt_up for s in hand.table.seats for h in s.cards) or any(
                    h.card == card and h.up and h.dealt_up for h in hand.table.board):
                piece.dealt_up.append(card)


def deals_again_if_none_in(hand: PlayedHand) -> bool:
    """Whether a rule deals again when nobody went in (so the showdown nobody plays does not
    end the example): "If no one went in or someone had to match the pot, redeal for all."
    (`Redeal`), "Redeal for all (except the table cards) if no one went in ..." (`MatchRedeal`)."""
    program = hand.program
    return (any(s.when in ("nobody-in-or-matched", "unless-one-stayed") for s in program.steps_of(Redeal))
            or any(s.nobody_in for s in program.steps_of(MatchRedeal)))


def at_showdown(hand: PlayedHand) -> str | None:
    """Why the hand is dealt again at the showdown, or None: the rule's card was dealt face up
    this deal, and its spare was not dealt face up after it nor is held face down by a player
    still in (revealed at the showdown)."""
    unseen = redeal_unseen.at_showdown(hand)  # "If no queens were dealt face up, redeal."
    if unseen is not None:
        return unseen
    dealt = hand.piece(CardRedeals).dealt_up
    for step in _showdown_rules(hand):
        card = Card.parse(step.card)
        if card not in dealt:
            continue
        spare = Card.parse(step.spared_by) if step.spared_by else None
        if spare is not None and spare in dealt and dealt.index(spare) > dealt.index(card):
            continue
        if spare is not None and any(spare in s.down() for s in hand.table.active()):
            continue
        return f"{CARD_TEXT[card]} was dealt face up"
    return None


def watch(hand: PlayedHand) -> None:
    """Ask for a redeal (played after the step, `Progress.pending_redeal`) when a player holds
    a card a "dealt" rule names, or a face-up table card is one a "table-card" rule names."""
    if _showdown_rules(hand):
        _watch_dealt_up(hand)
    rules = _rules(hand)
    if not rules or hand.progress.over or hand.progress.pending_redeal:
        return
    table = hand.table
    for number, step in rules:
        if _waits(hand, number):
            continue
        why = None
        if step.when == RedealWhen.DEALT:
            for seat in table.seats:
                card = next((h.card for h in seat.cards if fits(step, h.card)), None)
                if card is not None:
                    why = f"{seat.name} is dealt {CARD_TEXT[card]}"
                    break
        elif step.when == RedealWhen.TABLE_CARD:
            card = next((h.card for h in table.board if h.up and fits(step, h.card)), None)
            if card is not None:
                why = f"{CARD_TEXT[card]} turns up on the table"
        if why is None:
            continue
        if step.still_in:
            folded = [s for s in table.seats if s.folded]
            hand.piece(StillIn).out = folded
            if folded:
                why += " (the redeal is for the players still in: " + ", ".join(s.name for s in folded) + " stay out)"
        hand.progress.pending_redeal = why
        return
