"""Partners ("From high card showing down to low card showing, each player who does not yet
have a partner picks one. Partners combine their hands, and are now considered one player,
although they bet separately.": Pick a Partner).

Each team is one player for the cards: the picker's seat holds the team's pooled cards (the
team's holder), the partner's seat holds none and bets on them. So every later rule for
"each player" (discard, stack, flip) is played once per team, by the holder, as the rules say
("considered one player"). At the showdown the team's hand is the holder's; a pot the team
wins is split between the partners still in ("the team with the highest hand splits the
pot. If a team member folded, the remaining partner gets the whole pot.": `team_shares`).

- If the holder folds and the partner is still in, the pooled cards go to the partner
  (`watch`, after every step): the team's hand plays on in the hand still in it.
- At an odd table one player is left without a partner and plays alone. A discard as big as
  a player's hand when the teams were made (Pick a Partner's "discards five down cards" of a
  team's ten) is one of pooled cards: the player alone, holding one player's cards, makes
  none (`passes_by`), and keeps as many cards as a team keeps.
- The order of picking is by the card each shows (the highest first, ties in seat order);
  a picker takes the player whose showing cards best join their own (`choose_partner`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import format_cards, split_pot
from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.payouts import award_shares
from dealerschoice.rules.steps.special import Partners

if TYPE_CHECKING:
    from dealerschoice.cards import Card
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat
    from dealerschoice.rules.steps import Discard


@dataclass
class Teams:
    """This deal's teams: each partner's partner (both ways), who holds each team's cards,
    the players left without a partner, and how many cards a player held when paired."""

    partner: dict[int, int] = field(default_factory=dict)
    holder: dict[int, int] = field(default_factory=dict)  # seat -> the seat holding its team's cards
    alone: list[int] = field(default_factory=list)
    paired_size: int = 0

    def redealt(self) -> None:
        self.partner.clear()
        self.holder.clear()
        self.alone.clear()
        self.paired_size = 0


def teams(hand: PlayedHand) -> Teams | None:
    """The deal's teams, or None in a game without partners (no piece made)."""
    piece = hand.pieces.get(Teams)
    return piece if isinstance(piece, Teams) and (piece.partner or piece.alone) else None


def _showing_key(seat: Seat) -> tuple:
    """Higher first: the best card the seat shows, then the next (a tie: the earlier seat)."""
    return tuple(sorted((policies.order_key(c) for c in seat.up()), reverse=True))


def choose_partner(hand: PlayedHand, seat: Seat, candidates: list[Seat]) -> Seat:
    """The partner a picker takes: the one whose showing cards make the best hand with the
    picker's own known cards (its category), then the one showing the highest card. A plain
    choice of the picker's from what they can see (a candidate's down cards are hidden)."""
    known = seat.known()

    def value(other: Seat) -> tuple:
        cards = known + other.up()
        return policies.category(cards, hand.rules_for(seat, cards=cards)), _showing_key(other)

    return max(candidates, key=value)


@handles(Partners)
def pick_partners(hand: PlayedHand, step: Partners, at: int) -> int | None:
    table = hand.table
    piece = hand.piece(Teams)
    players = table.clockwise_from(1)
    piece.paired_size = max((len(s.cards) for s in players), default=0)
    order = sorted(players, key=_showing_key, reverse=True)  # sorted() is stable: ties stay in seat order
    words = []
    for seat in order:
        if seat.number in piece.partner:
            continue
        free = [s for s in order if s is not seat and s.number not in piece.partner]
        if not free:
            piece.alone.append(seat.number)
            words.append(f"{seat.name} is left without a partner and plays alone")
            continue
        other = choose_partner(hand, seat, free)
        piece.partner[seat.number], piece.partner[other.number] = other.number, seat.number
        showing = format_cards(other.up())
        _pool(hand, other, seat)
        words.append(f"{seat.name} picks {other.name} ({showing} showing): {other.name}'s cards join "
                     f"{seat.name}'s hand")
    hand.event(hand.progress.rule, "pass", "; ".join(words) + ".")
    return None


def _pool(hand: PlayedHand, giver: Seat, keeper: Seat) -> None:
    """The giver's cards join the keeper's hand, as they lie (up cards stay up)."""
    moved = list(giver.cards)
    giver.cards.clear()
    keeper.cards.extend(moved)
    giver.expected -= len(moved)
    keeper.expected += len(moved)
    piece = hand.piece(Teams)
    piece.holder[giver.number] = piece.holder[keeper.number] = keeper.number


def passes_by(hand: PlayedHand, seat: Seat, step: Discard) -> bool:
    """Whether a discard for each player passes this seat by: a partner whose cards their
    team holds, or a player alone facing a discard of pooled cards (as many as a player held
    when the teams were made, or more). Noted on the hand when it does."""
    piece = teams(hand)
    if piece is None:
        return False
    if piece.holder.get(seat.number, seat.number) != seat.number and not seat.cards:
        return True
    if seat.number in piece.alone and step.count is not None and step.count >= piece.paired_size:
        hand.note(f"{seat.name} has no partner: the discard of a team's pooled cards passes them by, and they keep "
                  f"their {len(seat.cards)} cards.")
        return True
    return False


def discarders(hand: PlayedHand, seats: list[Seat], step: Discard) -> list[Seat]:
    """The seats that make a discard for each player: all of them, but those it passes by."""
    return [s for s in seats if not passes_by(hand, s, step)]


def watch(hand: PlayedHand) -> None:
    """A team whose holder has folded plays on in the partner still in: the cards move. When
    the players still in are one team's two partners, they have no one left to play against:
    they split the pot, and the hand ends (as it does for one player left)."""
    piece = teams(hand)
    if piece is None or hand.progress.over:
        return
    active = hand.table.active()
    if len(active) == 2 and piece.partner.get(active[0].number) == active[1].number:
        _team_takes(hand, active)
        return
    for number, holder_number in list(piece.holder.items()):
        holder = hand.table.seat(holder_number)
        seat = hand.table.seat(number)
        if number == holder_number or not holder.folded or seat.folded:
            continue
        _pool(hand, holder, seat)
        piece.holder[number] = piece.holder[holder_number] = number
        hand.note(f"{holder.name} has folded: the team's cards go on in {seat.name}'s hand.")


def _team_takes(hand: PlayedHand, team: list[Seat]) -> None:
    table = hand.table
    amount = table.pot
    shares = split_pot(amount, [s.number for s in team], [s.number for s in table.seats], table.dealer)
    paid = award_shares(hand, shares)
    hand.event(hand.progress.rule, "end", f"Only the team of {team[0].name} and {team[1].name} is left: they split "
                                          f"the pot of {amount} ({paid}).")
    hand.progress.over = True


def holders(hand: PlayedHand, seats: list[Seat]) -> list[Seat]:
    """The seats that show a hand at the showdown: a partner whose team's cards the other
    partner holds shows none (the team's share of the pot still reaches them: `team_shares`)."""
    piece = teams(hand)
    if piece is None:
        return seats
    return [s for s in seats if s.cards or piece.holder.get(s.number, s.number) == s.number]


def team_shares(hand: PlayedHand, winners, amount: int, seats) -> dict[int, int]:
    """The pot split between the winning hands (teams tied split it), and each hand's share
    between the team's partners still in: a partner who folded gets nothing."""
    table = hand.table
    piece = hand.piece(Teams)
    shares = split_pot(amount, winners, seats, table.dealer)
    out: dict[int, int] = {}
    for winner, share in shares.items():
        partner = piece.partner.get(winner)
        together = [winner] if partner is None or table.seat(partner).folded else sorted((winner, partner))
        for n, chips in split_pot(share, together, seats, table.dealer).items():
            out[n] = out.get(n, 0) + chips
    return out


def pooled(hand: PlayedHand, seat: Seat) -> list[Card]:
    """The cards a seat plays on: its team's pooled cards for a partner holding none (what
    a partner who bets separately knows of the team's hand), else its own known cards."""
    piece = teams(hand)
    if piece is None or seat.cards:
        return seat.known()
    holder = piece.holder.get(seat.number)
    return hand.table.seat(holder).known() if holder is not None else []
