"""Which cards are wild for a player right now: the game's wild rules applied to the table.

Wild rules hold as play goes: a table card names its rank only once dealt, the card after
the last queen flipped changes the wild rank when it turns up, a wild costing chips is wild
only for a player who paid. Ranks in steps are characters of "23456789TJQKA".
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field

from dealerschoice.cards import Card, HandRules
from dealerschoice.play import held_wilds
from dealerschoice.play.table import card_of
from dealerschoice.play.wild_basics import NO_WILDS, RANK_VALUES, hand_rules, is_red, named_ranks
from dealerschoice.rules.steps import Wild


@dataclass
class WildState:
    """What the deal so far has made wild, beyond the written ranks."""

    follow_rank: int | None = None      # the rank after the last queen (follow rules)
    dealer_rank: int | None = None      # a rank the dealer named
    added: set[int] = field(default_factory=set)      # ranks turned wild by a wild-change
    cancelled: set[int] = field(default_factory=set)  # ranks a player cancelled
    follow_pending: bool = False        # the last card that names the next wild rank has turned up
    # issue 16 (play/triggers.py, reset by its piece when the cards are gathered): the cards
    # turned up in front of players in order, as (seat, card), kept only for a rule that reads
    # them ("the highest up card"); the wilds ended by a rule ("the second face card dealt
    # kills all wilds"); the single cards a suit-follow rule has made wild
    turned_up: tuple[tuple[int, Card], ...] = ()
    ended: bool = False
    # the players still in, as counted when a card last turned up and at the showdown, for
    # "the rank equal to the number of players left" (None: not counted yet)
    players_left: int | None = None
    suit_cards: frozenset[Card] = frozenset()
    # (seat, rank): ranks a follow rule made wild for one player only ("wild for the player
    # it was dealt to"), reset with the cards by the same piece
    player_wilds: frozenset[tuple[int, int]] = frozenset()
    # the common cards face up, in the order they came up, once a board flip has turned one
    # (play/mechanics/board.py); None: the table cards in dealing order, as dealt
    board_turned: tuple[Card, ...] | None = None
    # common cards wild by their place on the board ("the corner common cards"), face up,
    # and the ranks they make wild ("as are all cards of the same ranks"): play/board.py
    board_wild: frozenset[Card] = frozenset()
    board_wild_ranks: frozenset[int] = frozenset()
    # the numbers the hand's dice show (play/mechanics/dice.py), for "the rank equal to the sum
    # of the dice" and "the ranks equal to each die"; () before a roll
    dice: tuple[int, ...] = ()
    # ranks wild because the dealer named them for a role ("the passing rank is wild"):
    # play/mechanics/named_ranks.py
    named_wild: frozenset[int] = frozenset()
    # a game of several follow rules, or one naming the card before the one followed ("The
    # card dealt up after the last face up red queen is wild ..." and "The up card dealt
    # before the last face up black queen is wild ..."): the rank each follow rule names, by
    # its place among the wild rules (None: none yet), those waiting for the next card, and
    # the last card up each way a rule watches ("dealt", "flipped", "up"); play/triggers.py.
    # None: the one follow rank above (`follow_rank`)
    follow_each: tuple[int | None, ...] | None = None
    follow_waits: frozenset[int] = frozenset()
    last_up: tuple[tuple[str, Card], ...] = ()
    # the table cards the board flips turned up, in the order turned (in a game of table cards
    # beside common cards, the table's own only): play/board_kinds.py, for "the first table
    # card flipped" (WildSource.TABLE_FLIPPED)
    table_flipped: tuple[Card, ...] = ()


def wild_rules(rules: list[Wild], state: WildState, table_cards: Sequence[Card], seat, side: str = "high",
               cards: list[Card] | None = None, shown: tuple[Card, ...] | None = None) -> HandRules:
    """HandRules for one seat's hand of `cards` (default: all their cards), high or low side.
    shown: the table cards face up (None: all of `table_cards`), for "the last / lowest
    common card", which nobody knows while it lies face down."""
    if not rules and not state.added and not state.board_wild and not state.suit_cards and not state.named_wild:
        # most games: nothing wild
        return NO_WILDS
    if state.ended:  # a rule has ended every wild for the rest of the hand
        return NO_WILDS
    cards = seat.all() if cards is None else cards
    ranks: set[int] = set(state.added) | state.board_wild_ranks | state.named_wild
    wild_cards: set[Card] = set(state.board_wild)
    for index, rule in enumerate(rules):
        if rule.hands not in ("any", side):
            continue
        if rule.hand_sizes and len(cards) not in rule.hand_sizes:
            continue
        if rule.cost is not None and index not in seat.wild_paid:
            continue
        if rule.needs and not held_wilds.holds_needed(rule, cards, ranks):
            continue
        if rule.source in ("rank", "card") and held_only(rule):
            wild_cards |= held_wilds.held_wilds(rule, seat, cards)  # wild only as held (in the hole, face up)
            continue
        if rule.most is not None and rule.source in ("rank", "card"):  # "can use one three as a wild"
            wild_cards |= held_wilds.most_wilds(rule, cards, side, ranks, wild_cards)
            continue
        if rule.source in _CHOSEN_SOURCES:  # the player names the best one for this hand
            chosen_rank, chosen_card = held_wilds.chosen(rule, seat, cards, side, ranks, wild_cards)
            ranks |= chosen_rank
            wild_cards |= chosen_card
            continue
        # play/mechanics/row_wilds.py, draw_wilds.py, wild_play.py (the seat's own rank) add them
        if rule.source == "follow" and state.follow_each is not None and not rule.per_player:
            named = state.follow_each[index] if index < len(state.follow_each) else None
            if named is not None:
                ranks.add(named)
            continue
        if rule.per_row or rule.skipped_draw is not None or rule.source == "seat":
            continue
        if rule.opposite_colour:  # "Cards of the same rank but opposite color as the first table card"
            wild_cards |= _other_colour(rule, table_cards)
            continue
        if rule.not_itself and rule.offset == 0 and rule.source in _PICKED_SOURCES:  # -- issue 16
            wild_cards |= _others_of_rank(rule, state, table_cards, shown)
            continue
        ranks |= _ranks(rule, state, table_cards, seat, cards, shown)
        if rule.source in held_wilds.CARD_SOURCES:
            wild_cards |= held_wilds.card_wilds(rule, cards)
    ranks -= state.cancelled
    wild_cards |= state.suit_cards
    return hand_rules(RANK_VALUES.intersection(ranks), frozenset(wild_cards))


# Sources that read more than the table, the wild state and the side: the holder's cards as
# dealt or flipped, or the very hand being judged.
_SEAT_SOURCES = ("low-card", "high-card", "first-flip", "down-pairs-up", "last-dealt", "player-card",
                 "player-card-rank")
_HAND_SOURCES = ("hand-size", "suited-run", "color-pair", "player-rank")
# wilds each player names for themselves (any time: the best one for the hand in question)
_CHOSEN_SOURCES = ("player-rank", "player-card", "player-card-rank")
# sources that read only the table cards face up (the board's: play/mechanics/board.py)
_SHOWN_SOURCES = ("table-last", "table-low", "table-high", "table-any")
# sources that never read the table cards (any other, "table..." or new, does)
_TABLE_FREE_SOURCES = ("rank", "card", "follow", "dealer", "dice-sum", "dice-each") + _SEAT_SOURCES + _HAND_SOURCES


def held_only(rule: Wild) -> bool:
    """A written rank or card wild only as its holder holds it: in the hole, face up, or as
    dealt ("If a player has the queen of spades as a hole card, it is wild")."""
    return rule.hole_only or rule.up_only or rule.dealt_face is not None


def _reads_seat(rule: Wild) -> bool:
    return rule.source in _SEAT_SOURCES or rule.cost is not None or (rule.source in ("rank", "card")
                                                                      and held_only(rule))


class WildRules:
    """A game's wild rules during one hand, each answer remembered under exactly what the rules
    read: players ask at every decision, mostly about a table and cards asked about before.
    Rules that read the holder's own dealt or flipped cards (or cost chips) add those to the key."""

    def __init__(self, rules: list[Wild]):
        self.rules = rules
        self.reads_seat = any(_reads_seat(r) for r in rules)
        self.reads_hand = any(r.source in _HAND_SOURCES or r.hand_sizes or r.needs or r.most is not None
                              for r in rules)
        self.reads_table = any(r.source not in _TABLE_FREE_SOURCES for r in rules)
        self.reads_shown = any(r.source in _SHOWN_SOURCES for r in rules)
        self.answers: dict[tuple, HandRules] = {}

    def for_seat(self, state: WildState, table: list, seat, side: str = "high",
                 cards: list[Card] | None = None) -> HandRules:
        """What `wild_rules` gives for these arguments; `table`: the cards held on the table."""
        if not self.rules:  # most games (and NO_WILDS then, unless a rule added wild ranks)
            return wild_rules(self.rules, state, [], seat, side, cards)
        # only the rules that name a rank from the table cards read them
        table_cards = tuple(map(card_of, table)) if self.reads_table else ()
        shown = tuple(h.card for h in table if h.up) if self.reads_shown else None
        key: tuple[object, ...] = (side, table_cards, state.follow_rank, state.dealer_rank, frozenset(state.added),
               frozenset(state.cancelled), state.board_turned, shown, state.board_wild, state.board_wild_ranks,
               state.turned_up, state.ended, state.suit_cards, state.players_left, state.player_wilds,
               seat.number if state.player_wilds else None, state.dice, state.named_wild, state.follow_each,
               state.table_flipped)
        if self.reads_hand or self.reads_seat:
            key += (tuple(seat.all() if cards is None else cards),)
        if self.reads_seat:  # everything of the seat's that a rule reads (see _ranks)
            key += (tuple([(h.card, h.up, h.dealt_up) for h in seat.cards]), tuple(seat.flipped),
                    frozenset(seat.wild_paid))
        found = self.answers.get(key)
        if found is None:
            found = self.answers[key] = wild_rules(self.rules, state, table_cards, seat, side, cards, shown)
        return found


# the table sources naming one table card, whose rank is wild ("the last common card")
_PICKED_SOURCES = ("table", "table-last", "table-low", "table-high")


def _table_pick(rule: Wild, state: WildState, table_cards, shown=None) -> Card | None:
    """The table card a "table..." rule names: the `table_card`-th, or the last, lowest or
    highest face up (None: no natural card there)."""
    if rule.source == "table":
        at = (rule.table_card or 1) - 1
        return None if at >= len(table_cards) or table_cards[at].is_joker else table_cards[at]
    if state.board_turned is not None:  # in the order turned; cards dealt face up since, after them
        turned = [c for c in state.board_turned if c in table_cards]
        shown = turned + [c for c in (table_cards if shown is None else shown) if c not in turned]
    natural = [c for c in (table_cards if shown is None else shown) if not c.is_joker]
    if not natural:
        return None
    if rule.source == "table-last":
        return natural[-1]
    return (min if rule.source == "table-low" else max)(natural, key=lambda c: c.rank)


def _other_colour(rule: Wild, table_cards) -> set[Card]:
    """The cards of the named table card's rank in the other colour than it (none while the
    table holds no natural card there)."""
    at = (rule.table_card or 1) - 1
    if at >= len(table_cards) or table_cards[at].is_joker:
        return set()
    card = table_cards[at]
    red = is_red(card)
    return {Card.of(card.rank, s) for s in range(4) if is_red(Card.of(card.rank, s)) != red}


def _others_of_rank(rule: Wild, state: WildState, table_cards, shown=None) -> set[Card]:
    """"All cards of the same rank as the last common card are wild, but the last common card
    is not wild itself": the other cards of that rank, not the table card."""
    card = _table_pick(rule, state, table_cards, shown)
    return set() if card is None else {Card.of(card.rank, s) for s in range(4)} - {card}


def _ranks(rule: Wild, state: WildState, table_cards, seat, cards, shown=None) -> AbstractSet[int]:
    source = rule.source
    if source in ("rank", "card"):
        return named_ranks(rule.ranks)
    if source == "table":
        at = (rule.table_card or 1) - 1
        if at >= len(table_cards) or table_cards[at].is_joker:
            return set()
        rank = table_cards[at].rank + rule.offset
        return {rank - 13 if rank > 14 else rank}
    if source in ("table-last", "table-low", "table-high"):
        card = _table_pick(rule, state, table_cards, shown)
        return set() if card is None else {card.rank}
    if source == "table-flipped":  # -- issue 16: the `table_card`-th table card turned up (board_kinds.py)
        at = (rule.table_card or 1) - 1
        flipped = state.table_flipped
        if at >= len(flipped) or flipped[at].is_joker:
            return set()
        rank = flipped[at].rank + rule.offset
        return {rank - 13 if rank > 14 else rank}
    if source == "follow":
        if rule.per_player:
            return {rank for number, rank in state.player_wilds if number == seat.number}
        return {state.follow_rank} if state.follow_rank else set()
    if source == "dealer":
        return {state.dealer_rank} if state.dealer_rank else set()
    if source == "hand-size":
        return {len(cards)} if 2 <= len(cards) <= 14 else set()
    if source in ("low-card", "high-card"):
        if rule.hole_only:
            pool = [h.card for h in seat.cards if not h.dealt_up]
        elif rule.up_only:
            pool = [h.card for h in seat.cards if h.up]
        else:
            pool = cards
        judged = set(cards)  # asked for every set of cards a player weighs keeping: a set, not a scan each card
        suit = rule.among_suit
        ranks = [c.rank for c in pool if not c.is_joker and c in judged and (suit is None or c.suit == suit)]
        if not ranks:
            return set()
        return {min(ranks) if source == "low-card" else max(ranks)}
    if source == "last-dealt":
        last = next((h.card for h in reversed(seat.cards) if h.card in cards), None)
        return {last.rank} if last is not None and not last.is_joker else set()
    if source in ("up-low", "up-high"):  # the lowest / highest card turned up in front of a player
        ups = state.turned_up
        if rule.first_up:  # each player's first up card only
            firsts: dict[int, Card] = {}
            for number, card in ups:
                firsts.setdefault(number, card)
            ups = tuple(firsts.items())
        natural = [c.rank for _, c in ups if not c.is_joker]
        return {(min if source == "up-low" else max)(natural)} if natural else set()
    if source in ("dice-sum", "dice-each"):
        return dice_ranks(source, state.dice)
    if source == "players-left":
        left = state.players_left
        return {left} if left is not None and 2 <= left <= 14 else set()
    if source == "table-any":  # the ranks showing on the table (a face-down table card names none)
        return {c.rank for c in (table_cards if shown is None else shown) if not c.is_joker}
    if source == "first-flip":
        first = next((c for c in seat.flipped if not c.is_joker), None)
        return {first.rank} if first is not None else set()
    if source == "down-pairs-up":
        up = {c.rank for c in seat.up()}
        return {c.rank for c in seat.down() if c.rank in up and not c.is_joker}
    return set()


def dice_ranks(source: str, dice: tuple[int, ...]) -> set[int]:
    """The ranks the dice name: their sum ("dice-sum": 11 jacks, 12 queens; a sum past the ace
    names no rank), or each die ("dice-each": a one is an ace, which counts as one).

    >>> sorted(dice_ranks("dice-sum", (5, 6))), sorted(dice_ranks("dice-each", (1, 4)))
    ([11], [4, 14])
    """
    if not dice:
        return set()
    if source == "dice-sum":
        total = sum(dice)
        return {total} if 2 <= total <= 14 else set()
    return {14 if value == 1 else value for value in dice if 1 <= value <= 13}


