"""Who holds the split card, the card whose holder shares the pot with the high hand
("Showdown, high hand splits the pot with the split-card"), however the game names it:

- `SplitCard`: the high or low card of a suit, or of the suit of a table card;
- `NamedSplitCard`: a named card ("a face down queen of spades, if there is one");
- `HoleSplitCard`: the lowest (highest) face-down card of any suit, none on a tie of ranks;
- `SplitCardByTable`: the high or low card of the last table card's suit, by its rank;
- `SplitCardByCount`: the low or high card of a suit, by how many of it were dealt face up;
- `SplitCardOfSpot`: the high or low card of the suit of the common card at a spot;
- `OwnWildSplitCard`: a card of a suit that is wild for its holder alone;
- `TopHand` with `split_card`: a holding that also counts as the top split card.

Only players still in hold a split card. `split_holders(hand)` gives their seats (several
when a rule names several cards and different players hold them: they share the split
half), () when nobody holds it (the high hand then takes the whole pot), or None when the
game has no split card at all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import Card
from dealerschoice.play import board as boards
from dealerschoice.play.mechanics import ranking_play, split_turns
from dealerschoice.play.mechanics.split_hand import divided
from dealerschoice.play.wild_basics import rank_value
from dealerschoice.records.deals import Declaration
from dealerschoice.rules.steps import SplitCard
from dealerschoice.rules.steps.late_rules import OwnWildSplitCard, SplitCardOfSpot
from dealerschoice.rules.steps.ranking_rules import SplitCardByCount
from dealerschoice.rules.steps.showdown import TopHand
from dealerschoice.rules.steps.split_cards import HoleSplitCard, NamedSplitCard, SplitCardByTable
from dealerschoice.rules.steps.vocab import HighLow

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat, Table

# every rule that names a split card, for `split_rule`
SPLIT_RULES = (SplitCard, NamedSplitCard, HoleSplitCard, SplitCardByTable, SplitCardByCount, SplitCardOfSpot,
               OwnWildSplitCard)


def split_rule(hand: PlayedHand):
    """The game's rule naming its split card (the first written), or None."""
    return next((s for kind in SPLIT_RULES for s in hand.program.steps_of(kind)), None)


def split_holders(hand: PlayedHand) -> tuple[int, ...] | None:
    """The seats still in holding the split card (see the module's words); a top holding
    that counts as the top split card comes first and takes the split half alone."""
    rule = split_rule(hand)
    tops = [t for t in hand.program.steps_of(TopHand) if t.split_card]
    if rule is None and not tops:
        return None
    for top in tops:
        holding = ranking_play.top_rule(top)
        holders = tuple(s.number for s in hand.table.active()
                        if holding.holds(s.all(), hand.rules_for(s, "high", s.all())))
        if holders:
            hand.note(f"{holding.words.split(':')[0]} count as the top split card: "
                      f"{', '.join(f'P{n}' for n in holders)}.")
            return holders
    if rule is None:
        return ()
    return _holders(hand, rule)


def _holders(hand: PlayedHand, rule) -> tuple[int, ...]:
    table = hand.table
    if isinstance(rule, NamedSplitCard):
        named = {Card.parse(c) for c in rule.cards}
        return tuple(s.number for s in table.active()
                     if any(h.card in named and not (rule.hole and h.up) for h in s.cards))
    if isinstance(rule, HoleSplitCard):
        return _hole_end(table, rule)
    if isinstance(rule, OwnWildSplitCard):
        return _own_wild(hand, rule)
    suit, end, hole = _suit_and_end(hand, rule)
    if suit is None:
        return ()
    return _suit_end(table, suit, end, hole)


def _suit_and_end(hand: PlayedHand, rule, say: bool = True) -> tuple[str | None, HighLow, bool]:
    """The suit whose high or low card is the split card, which end of it, and whether it
    must be held face down; no suit when the card that names it is missing or a joker.
    `say`: tell the transcript how the rule chose (at the showdown, not at every question)."""
    table = hand.table
    if isinstance(rule, SplitCard):
        if rule.suit is not None:  # its end may turn as cards are dealt face up (-- issue 16: split_turns.py)
            return rule.suit, split_turns.end(hand, rule.suit, HighLow(rule.rank)), rule.hole
        return _suit_of(table.board, rule.table_card - 1), HighLow(rule.rank), rule.hole
    if isinstance(rule, SplitCardByTable):
        suit = _suit_of(table.board, len(table.board) - 1)
        last = table.board[-1].card if table.board else None
        high = last is not None and not last.is_joker and last.rank >= rank_value(rule.at_least)
        if suit is not None and say:
            hand.note(f"The last table card is {last}: the split card is the {'high' if high else 'low'} "
                      f"card of its suit.")
        return suit, HighLow.HIGH if high else HighLow.LOW, False
    if isinstance(rule, SplitCardByCount):
        shown = _dealt_up(table, rule.suit)
        end = rule.then if (shown % 2 == 1) == rule.odd else _other(rule.then)
        if say:
            hand.note(f"{shown} card{'s' if shown != 1 else ''} of the split suit dealt face up: the split card "
                      f"is the {end} one.")
        return rule.suit, end, rule.hole
    if isinstance(rule, SplitCardOfSpot):
        board = boards.board_of(hand)
        places = boards.spot_places(board.layout, rule.spot) if board.layout is not None else ()
        held = next((board.held_at(hand, p) for p in places if board.held_at(hand, p) is not None), None)
        if held is None or held.card.is_joker:
            return None, rule.rank, rule.hole
        return held.card.suit, rule.rank, rule.hole
    raise TypeError(f"split card rule {rule!r}: not one of {', '.join(k.__name__ for k in SPLIT_RULES)}")


def _suit_of(board, at: int) -> str | None:
    if not 0 <= at < len(board) or board[at].card.is_joker:
        return None
    return board[at].card.suit


def _other(end: HighLow) -> HighLow:
    return HighLow.LOW if end == HighLow.HIGH else HighLow.HIGH


def _dealt_up(table: Table, suit: str) -> int:
    """Cards of `suit` dealt face up this deal: in every seat's hand, folded or not, and on
    the table (a card dealt face up keeps `dealt_up` however it moves within the hand)."""
    held = [h for s in table.seats for h in s.cards] + list(table.board)
    return sum(1 for h in held if h.dealt_up and not h.card.is_joker and h.card.suit == suit)


def _suit_end(table: Table, suit: str, end: HighLow, hole: bool, seats=None) -> tuple[int, ...]:
    """The holder of the high (low) card of `suit` among `seats` (default: every player in)."""
    held = [(h.card.rank, s.number) for s in (table.active() if seats is None else seats) for h in s.cards
            if not h.card.is_joker and h.card.suit == suit and not (hole and h.up)]
    if not held:
        return ()
    return ((min(held) if end == HighLow.LOW else max(held))[1],)


def _hole_end(table: Table, rule: HoleSplitCard) -> tuple[int, ...]:
    """The lowest (highest) face-down card of any suit; with `tie_none`, two players holding
    that rank mean there is no split card."""
    held = [(h.card.rank, s.number) for s in table.active() for h in s.cards if not h.up and not h.card.is_joker]
    if not held:
        return ()
    rank = (min(held) if rule.rank == HighLow.LOW else max(held))[0]
    holders = tuple(sorted({n for r, n in held if r == rank}))
    if len(holders) > 1 and rule.tie_none:
        return ()
    return holders


def _own_wild(hand: PlayedHand, rule: OwnWildSplitCard) -> tuple[int, ...]:
    """Holders of a card of the suit that is wild for them but not for every other player."""
    active = hand.table.active()
    found = []
    for seat in active:
        for held in seat.cards:
            card = held.card
            if card.is_joker or card.suit != rule.suit or (rule.hole and held.up):
                continue
            if _wild_for(hand, seat, card) and not all(_wild_for(hand, o, card) for o in hand.table.seats if o is not seat):
                found.append(seat.number)
                break
    return tuple(found)


def _wild_for(hand: PlayedHand, seat: Seat, card: Card) -> bool:
    cards = seat.all() if card in seat.all() else seat.all() + [card]
    return hand.rules_for(seat, "high", cards).is_wild(card)


# the declarations that play for the split card ("Simultaneous declare of high/split-card/both")
SPLIT_SIDES = (Declaration.SPLIT_CARD, Declaration.BOTH)


def declared_split_holders(hand: PlayedHand) -> tuple[int, ...]:
    """ "The best declared split-card": the holder of the high (low) card of the split suit
    among the players still in who declared for the split card (alone or both); () when none
    of them holds a card of it. Only for a split card named by a suit's end (`SplitCard`,
    `SplitCardByTable`, `SplitCardByCount`, `SplitCardOfSpot`)."""
    rule = split_rule(hand)
    if rule is None or isinstance(rule, (NamedSplitCard, HoleSplitCard, OwnWildSplitCard)):
        raise ValueError(f"declared_split_holders: the game's split card rule {rule!r} names no suit's end; "
                         "a declared split card is the best card of the split suit")
    suit, end, hole = _suit_and_end(hand, rule)
    declared = [s for s in hand.table.active() if s.declared in SPLIT_SIDES]
    if suit is None or not declared:
        return ()
    return _suit_end(hand.table, suit, end, hole, declared)


def split_card_chance(hand: PlayedHand, seat: Seat) -> float:
    """How likely the seat holds the split card, as far as it can tell, what a player
    declaring for it goes by: 1 or 0 for a card named; for a suit's end, the chance that no
    other player still in holds a better card of the split suit among those it has not seen
    (not in its hand, nor face up on the table or in front of a player), each unseen card
    being as likely as any other to lie in their face-down cards. Other split cards are
    judged across the hands as they stand."""
    rule = split_rule(hand)
    if rule is None:
        return 0.0
    if isinstance(rule, (NamedSplitCard, HoleSplitCard, OwnWildSplitCard)):
        return 1.0 if seat.number in _holders(hand, rule) else 0.0
    suit, end, hole = _suit_and_end(hand, rule, say=False)
    if suit is None or seat.number not in _suit_end(hand.table, suit, end, hole, [seat]):
        return 0.0
    own = [h.card.rank for h in seat.cards if not h.card.is_joker and h.card.suit == suit and not (hole and h.up)]
    mine = max(own) if end == HighLow.HIGH else min(own)
    table = hand.table
    seen = {h.card for h in table.board if h.up} | {h.card for s in table.seats for h in s.cards if h.up}
    seen |= {h.card for h in seat.cards}
    better = [r for r in range(2, 15) if (r > mine if end == HighLow.HIGH else r < mine)
              and Card.of(r, "shdc".index(suit)) not in seen]
    hidden = sum(1 for s in table.active() if s is not seat for h in s.cards if not h.up)
    unseen = 52 - len(seen)
    if not better or unseen <= 0:
        return 1.0
    return max(0.0, 1.0 - hidden / unseen) ** len(better)


def declared_split_pot(hand: PlayedHand, shown: dict, amount: int,
                       seats: list[int]) -> tuple[list[int], dict[int, int]]:
    """ "The highest declared high hand splits the pot with the best declared split-card":
    (the winners, their shares). The high half goes to the best high hand among the players
    who declared high or both, the split half to `declared_split_holders`; a half nobody
    wins goes to the other (a player declaring both may win both halves). `shown`: each
    contender's (high, low) hands, by seat number."""
    table = hand.table
    highs = {n: pair[0] for n, pair in shown.items()
             if pair[0] is not None and table.seat(n).declared in (Declaration.HIGH, Declaration.BOTH)}
    top = max((h.key for h in highs.values()), default=None)
    high = [n for n, h in highs.items() if h.key == top]
    split = list(declared_split_holders(hand))
    if split:
        hand.note("The best declared split card is held by " + ", ".join(f"P{n}" for n in split) + ".")
    for name, part in (("high hand", high), ("split card", split)):
        if not part:
            hand.note(f"No declared {name} wins its half of the pot: it goes to the other half.")
    parts = [p for p in (high, split) if p]
    shares = divided(amount, parts, seats, table.dealer)
    return sorted(set(high) | set(split)), shares
