"""wilds: the most cards that can be wild at once across the table."""

from __future__ import annotations

from dataclasses import replace

from dealerschoice.rules.facts.hands import Hands, no_peek_apart
from dealerschoice.rules.facts.players import triggered_table
from dealerschoice.rules.facts.table import Table
from dealerschoice.rules.steps import Deal, Deck, RuleStep, Wild
from dealerschoice.rules.steps.board import BoardLayout
from dealerschoice.rules.steps.late_rules import AfterOwnEndWild, UsedCardWild
from dealerschoice.rules.steps.other import ChangeGame, Dice
from dealerschoice.rules.steps.vocab import LineKind, Target
from dealerschoice.rules.steps.wild import (
    ChosenWild,
    DealtOwnWild,
    HeldSetWild,
    LimitedWild,
    NamedRankWild,
    SpotWild,
    SuitFollowWild,
    WildClimb,
    WildCombo,
)

HAND = 5  # cards in a poker hand: the most wild cards one player's hand can use


def wilds(steps: list[RuleStep], deck: Deck, hands: Hands, players: int, table: Table) -> int:
    """The most cards that can be wild at once across the table, for `players` players whose
    hands use `table.usable` common cards."""
    table_usable = table.usable
    wilds = [s for s in steps if isinstance(s, Wild) and not s.table_hand]  # the table's own hand is no one's
    per_rank = 4 * deck.decks
    hand = min(hands.cards + table_usable, HAND)  # the cards of one hand: own and common
    # wild cards at once are in the players' hands: at most every card of every hand
    most = min(deck.size, players * hand or deck.size)
    if any(isinstance(s, ChangeGame) for s in steps):
        return most  # a player may change the game to any variant: any card may end up wild
    named = _named(wilds, steps, deck, players)
    others = _limited(steps, deck, jokers_wild=any(w.jokers for w in wilds)) + _combos(steps, deck)
    others += _in_play(steps, deck, players) + players * _own_combos(steps, hand)
    if not wilds and not any(isinstance(s, (UsedCardWild, AfterOwnEndWild)) for s in steps):
        return min(most, others)
    shared = [w for w in wilds if not w.per_player]
    base_ranks = {r for w in wilds if w.source in _NAMED and not w.hand_sizes and w.most is None for r in w.ranks}
    base = named
    rows = max(1, sum(1 for s in steps if isinstance(s, BoardLayout) for line in s.layout.lines if line.kind == "row"))
    for w in shared:
        if w.source in ("table", "table-any"):
            # "any table card": a rank for each table card, those dealt when cards turn up too
            cards = _table_count(steps, deck, players) if w.source == "table-any" else 1
            if w.opposite_colour:  # the other colour's cards of the table card's rank
                base += 2 * deck.decks * cards
            else:
                base += (per_rank - (1 if w.offset == 0 else 0)) * cards  # the table card itself is not in a hand
        elif w.source == "dice-each":  # a rank for each die rolled
            base += per_rank * max((d.count for d in steps if isinstance(d, Dice)), default=1)
        elif w.source in _NAMED_IN_PLAY:
            # one rank at a time, named in play (by a table card: that card too, when it is a
            # card of the hands: not when the table cards play another role, or "not itself")
            lines = rows if w.per_row else 1
            itself = str(w.source).startswith("table") and (w.not_itself or not table_usable or table.apart)
            base += lines * (per_rank - (1 if itself else 0))
    # Wild ranks that depend on the hand size: the worst hand size for the table.
    sized = [w for w in shared if w.hand_sizes or w.source == "hand-size"]
    extra = 0
    for size in hands.held_sizes or (hands.cards,):
        ranks = {r for w in sized if size in w.hand_sizes for r in w.ranks}
        if any(w.source == "hand-size" for w in sized) and 2 <= size <= 10:
            ranks.add("23456789T"[size - 2])
        extra = max(extra, per_rank * len(ranks - base_ranks))
    # a card of each player's own and its rank (or the card alone): the common card in the
    # middle of those a hand uses, the up card dealt after a player's highest
    mine = max((per_rank if s.same_rank else 1 for s in steps if isinstance(s, (UsedCardWild, AfterOwnEndWild))),
               default=0)
    for w in (w for w in wilds if (w.per_player and w.source not in _NAMED) or w.source in ("suited-run", "color-pair")):
        usable = hand
        if w.source == "first-flip" and no_peek_apart(steps):  # the flipped card is beside the hand
            mine = max(mine, min(per_rank - 1, usable))
        elif w.source in ("low-card", "first-flip", "high-card", "player-rank", "player-card-rank", "last-dealt",
                        "first-dealt"):
            mine = max(mine, min(per_rank, usable))  # a card and its rank
        elif w.source == "player-card":
            mine = max(mine, 1)
        elif w.source == "color-pair":
            mine = max(mine, 2 * deck.decks * (usable // (2 * deck.decks)))
        else:
            mine = max(mine, usable)
    return min(most, base + extra + players * mine + others)


def _table_count(steps: list[RuleStep], deck: Deck, players: int) -> int:
    """The table cards of a game, one at least, each naming a rank (13 at most)."""
    each, triggered = triggered_table(steps, deck)
    dealt = sum(s.count for s in steps if isinstance(s, Deal) and s.to == Target.TABLE)
    return min(13, max(1, dealt + triggered + each * players))


def _own_combos(steps: list[RuleStep], usable: int) -> int:
    """Wild cards one player's hand of `usable` cards can make of its own cards, for wilds no
    fixed rank names: pairs that make each other wild (every card of the hand), cards two
    at a time counting as one wild (runs, ranks some apart: one for each two cards), and wild
    ranks that climb as cards turn up (any rank may end up wild: every card of the hand)."""
    most = 0
    for step in steps:
        if isinstance(step, WildCombo) and step.how == "pair" and not step.one_wild:
            most = max(most, usable)
        elif isinstance(step, WildCombo) and step.how in ("consecutive", "apart") and step.one_wild:
            most = max(most, usable // 2)
        elif isinstance(step, WildClimb):
            most = max(most, usable)
    return most


def _in_play(steps: list[RuleStep], deck: Deck, players: int) -> int:
    """Wild ranks and cards that players name or are dealt in play: a rank a player chooses
    (one at a time), the dealer's rank for a role, one rank for each player holding that rank
    when they choose; the first card of a suit dealt to each player; the named ranks of the
    suit of the last card of a rank turned up."""
    per_rank = 4 * deck.decks
    count = 0
    for step in steps:
        if isinstance(step, ChosenWild):
            count += per_rank
        elif isinstance(step, NamedRankWild):
            ranks = min(per_rank, players) if step.holders_choose else 1  # a rank for each holder
            count += per_rank * ranks
        elif isinstance(step, DealtOwnWild):
            count += players * (per_rank if step.same_rank else 1)
        elif isinstance(step, SuitFollowWild):
            count += deck.decks * (len(step.ranks) or 13)
        elif isinstance(step, HeldSetWild):
            count += _held_sets(step.sets, per_rank, players)
        elif isinstance(step, SpotWild):
            count += _spots(step, steps) * (per_rank if step.same_rank else 1)
    return count


def _held_sets(sets: tuple[tuple[str, ...], ...], per_rank: int, players: int) -> int:
    """The most cards wild as sets held at once ("two queens and a jack or a king"): sets the
    deck can make together, one for each player at most."""
    def most(left: dict[str, int], options: tuple[tuple[str, ...], ...], holders: int) -> int:
        best = 0
        for at, found in enumerate(options):
            if holders and all(left.get(r, per_rank) >= found.count(r) for r in set(found)):
                rest = {**left, **{r: left.get(r, per_rank) - found.count(r) for r in set(found)}}
                best = max(best, len(found) + most(rest, options[at:], holders - 1))
        return best
    return most({}, sets, players)


def _spots(wild, steps: list[RuleStep]) -> int:
    """The board places a spot wild names (`Layout.places`): the sets of a board laid out
    in sets are its rows, and the corners of a ring are where two of its sides end."""
    layout = next((s.layout for s in reversed(steps) if isinstance(s, BoardLayout)), None)
    if layout is None:
        return 1
    spot = wild.spot
    if spot.line == LineKind.ROW and not layout.lines_of(LineKind.ROW):
        spot = replace(spot, line="set")
    found = layout.places(spot)
    if not found and spot.part == "corner":
        ends = [p for line in layout.lines for p in (line.positions[0], line.positions[-1])]
        found = tuple(p for p in dict.fromkeys(ends) if ends.count(p) >= 2)
    return len(found) or 1


# Wilds that name their cards (ranks, cards, jokers), for everyone or for their holder only.
_NAMED = ("rank", "card")


def _named(wilds: list[Wild], steps: list[RuleStep], deck: Deck, players: int) -> int:
    """The named wild cards, each counted once however many rules or players it is wild for;
    a rule that lets each player use at most `most` of them ("one three") makes at most that
    many wild for each player. Jokers: the deck's, and one laid out on the board."""
    per_rank = 4 * deck.decks
    named = [w for w in wilds if w.source in _NAMED and not w.hand_sizes]
    free = [w for w in named if w.most is None]
    ranks = {r for w in free for r in w.ranks}
    cards = {c for w in free for c in w.cards if c[0] not in ranks}
    count = per_rank * len(ranks) + deck.decks * len(cards)
    if any(w.jokers for w in named):
        count += deck.jokers + sum(1 for s in steps if isinstance(s, BoardLayout) and s.layout.joker)
    for w in named:
        if w.most is None:
            continue
        own = per_rank * len(set(w.ranks) - ranks) + deck.decks * len({c for c in w.cards if c[0] not in ranks} - cards)
        count += min(own, w.most * (players if w.per_player else 1))
    return count


# Sources naming one wild rank at a time in play (by a table card: that card too).
_NAMED_IN_PLAY = ("follow", "dealer", "table-last", "table-low", "table-high", "table-flipped", "up-low", "up-high",
                  "players-left", "dice-sum")


def _combos(steps: list[RuleStep], deck: Deck) -> int:
    """Pairs of cards adding up to a number, counting as one wild card each ("two cards adding
    up to nine"): as many as the deck can make at once (an ace counts one)."""
    most = 0
    for combo in (s for s in steps if isinstance(s, WildCombo) and s.how == "sum" and 2 in s.sizes):
        pairs = sum(4 if a < combo.total - a else 2 for a in range(1, combo.total // 2 + 1) if combo.total - a <= 10)
        most = max(most, pairs * deck.decks)
    return most


def _limited(steps: list[RuleStep], deck: Deck, jokers_wild: bool) -> int:
    """Cards that may stand for some others only (bugs, cards that count as another rank) are
    wild cards too, for the most cards that can be wild; a card that counts as several cards
    at once ("any two cards") counts as that many. Jokers already wild count once."""
    limited = [s for s in steps if isinstance(s, LimitedWild)]
    ranks = {r for s in limited for r in s.ranks}
    cards = {c: max(s.count or 1 for s in limited if c in s.cards) for s in limited for c in s.cards if c[0] not in ranks}
    jokers = deck.jokers if any(s.jokers for s in limited) and not jokers_wild else 0
    return (4 * len(ranks) + sum(cards.values())) * deck.decks + jokers
