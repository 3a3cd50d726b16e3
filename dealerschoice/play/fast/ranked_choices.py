"""The players' discard choice of a ranked draw plan (`ranked_draws`), asked of the simulator's
own functions: a hand's pieces the choice reads (`AskedHand`: each side's wild cards, the
game's ranking with its hands remembered, `_RememberedSide`), a seat of the cards held
(`_Seat`), and one seat's discard as `draw_play.deal_out` calls a chooser (`ranked_thrower`),
remembered by the sorted hand or, where the choice is suit blind, by its suits' pattern
(`_canonical`). See `ranked_draws` for what the plan follows and refuses.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace

from dealerschoice.cards import Card, Hand, HandRules
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play import policies
from dealerschoice.play.fast.choosing import SeatBounds
from dealerschoice.play.mechanics import choices, ranking_play
from dealerschoice.play.mechanics.own_rankings import OwnRankingPiece, own_ranking_of
from dealerschoice.play.mechanics.ranking_play import GameRanking, RankingPiece, SideRanking
from dealerschoice.play.program import Program

CARDS = [Card(code) for code in range(JOKER_CODE + 1)]
MEMO_MOST = 1 << 18  # hands or discards a memo remembers before it starts again


@dataclass(frozen=True, slots=True)
class _RememberedSide(SideRanking):
    """A side's ranking whose hands are remembered, by their cards, for the process: the
    keep choice judges every kept set of every hand (`players.ranked.keep_value`), and the
    small sets recur from hand to hand. The same hands as `SideRanking.hand` gives."""

    memo: dict = field(default_factory=dict, compare=False, hash=False, repr=False)
    # the choices ask only the key, which names no suit (`_suit_blind`): remembered by the
    # cards with their suits renamed as they first come, answered with the key alone (`_Keyed`)
    blind: bool = field(default=False, compare=False, hash=False)

    # a key-only answer where blind: the choices' every reader of a side's hand (`players.ranked`,
    # `policies.ranked_score`) reads its key alone; anything else would fail loudly, not silently
    def hand(self, cards, rules: HandRules) -> Hand | _Keyed | None:  # type: ignore[override]
        book = self.memo.get(id(rules))
        if book is None or book[0] is not rules:  # the rules held, so their id is theirs
            book = self.memo[id(rules)] = (rules, {})
        known: dict = book[1]
        held = tuple(cards)
        found = known.get(held, known)
        if found is not known:  # these very cards, in this order, asked before
            return found
        if self.blind:  # else by their suits' pattern: the cards as asked are then remembered too
            found = known.get(key := suits_renamed(held), known)
            if found is known:
                made = SideRanking.hand(self, held, rules)
                found = None if made is None else _Keyed(made.key)
            if len(known) >= MEMO_MOST:
                known.clear()
            known[key] = known[held] = found
            return found
        if len(known) >= MEMO_MOST:
            known.clear()
        found = known[held] = SideRanking.hand(self, held, rules)
        return found


@dataclass(frozen=True, slots=True)
class _Keyed:
    """A hand as the keep choice reads it: its key, and nothing else to read."""

    key: tuple


def suits_renamed(cards: tuple[Card, ...]) -> tuple[int, ...]:
    """The cards' codes in card order, their suits renamed in the order they first come."""
    names: dict[int, int] = {}
    return tuple((c & ~3) | names.setdefault(c & 3, len(names)) for c in sorted(map(int, cards)))


def _remembered(ranking: GameRanking, blind: bool = False) -> GameRanking:
    """The ranking with each side's hands remembered (`_RememberedSide`), by their suits'
    pattern alone where the choices cannot tell suits by name (`blind`)."""
    def side(s: SideRanking | None) -> SideRanking | None:
        if s is None:
            return None
        # the fields a side is made of (not those it works out itself, as its hash)
        return _RememberedSide(**{f.name: getattr(s, f.name) for f in fields(SideRanking) if f.init}, blind=blind)
    return replace(ranking, high=side(ranking.high), low=side(ranking.low))


class AskedHand:
    """The parts of a `PlayedHand` the players' discard choice reads (`choices.chosen`,
    `ranking_play.side_for`): the wild cards of each side and the game's rankings, as pieces
    already read. Anything else it asked for would be a `KeyError` or `AttributeError`, not
    a wrong answer."""

    def __init__(self, program: Program, ranking: GameRanking, rules: HandRules, low_rules: HandRules,
                 suit_blind: bool = False) -> None:
        self._rules = {"high": rules, "low": low_rules}
        self.memos: dict[tuple, dict] = {}  # (draw plan, a seat's bounds) -> the discards chosen (`ranked_draws._memo`)
        self._pieces = {RankingPiece: RankingPiece(True, _remembered(ranking, suit_blind)),
                        OwnRankingPiece: OwnRankingPiece(True, own_ranking_of(program))}

    def piece(self, kind):
        return self._pieces[kind]

    def rules_for(self, seat, side: str = "high", cards=None) -> HandRules:
        return self._rules[side]


@dataclass(frozen=True, slots=True)
class _Seat:
    """A seat as the discard choice reads it: its number and all its cards."""

    number: int
    cards: tuple[Card, ...]

    def all(self) -> list[Card]:
        return list(self.cards)


def ranked_thrower(asked: AskedHand, bounds: SeatBounds, seat: int, goal: str, memo: dict, suit_blind: bool):
    """One seat's discard under the game's ranking, as `draw_play.deal_out` calls a chooser:
    (its cards, the muck) -> the count thrown, the cards gone from the hand into the muck.
    Remembered as the places thrown in the sorted hand, by the sorted hand, or where the
    choice cannot tell one suit from another (`suit_blind`) by `_canonical`'s form of it."""
    ranks = bounds.shown_ranks if bounds.extra is not None else None
    side = ranking_play.side_for(asked, goal)  # type: ignore[arg-type]  # the parts of a hand it reads
    rules, low_rules = asked.rules_for(None), asked.rules_for(None, "low")

    def throw(hand: list[int], muck: list[int] | None = None, pool: list[int] | None = None) -> int:
        shown = None
        if ranks is not None:  # the first card of the ranks held is the one shown (`choices.bounds`)
            shown = next((c for c in hand if c != JOKER_CODE and (c >> 2) + 2 in ranks), None)
        ordered = sorted(hand)
        told = _canonical(ordered) if suit_blind else None
        key = (told or tuple(ordered), -1 if shown is None else ordered.index(shown))
        places = memo.get(key)
        if places is None:
            thrown = _choice(asked, hand, bounds, seat, shown, goal, side, rules, low_rules)
            places = tuple(ordered.index(c) for c in thrown)  # one deck: every card once
            if len(memo) >= MEMO_MOST:
                memo.clear()
            memo[key] = places
        gone = [ordered[i] for i in places]
        for c in gone:
            hand.remove(c)
        if muck is not None:
            muck.extend(gone)
        return len(gone)
    return throw


def _canonical(ordered: list[int]) -> tuple[int, ...] | None:
    """The sorted hand with its suits renamed in the order they first come (0, 1, ...),
    where that keeps the cards in the same order (else None): a choice that tells suits only
    apart, never by name, and breaks ties by the cards' order, chooses the same places of
    both."""
    names: dict[int, int] = {}
    out = []
    for c in ordered:
        out.append((c & ~3) | names.setdefault(c & 3, len(names)))
    return tuple(out) if all(a < b for a, b in zip(out, out[1:])) else None


def _choice(asked: AskedHand, hand: list[int], bounds: SeatBounds, seat: int, shown: int | None, goal: str, side,
            rules: HandRules, low_rules: HandRules) -> tuple[int, ...]:
    """The cards thrown, in the order the muck takes them, as `moves.discard` chooses them."""
    pool = [CARDS[c] for c in hand]
    if bounds.extra is None:
        limit = choices.Bounds(bounds.counts, bounds.usual)
    elif bounds.shown_ranks is not None and shown is None:
        limit = choices.Bounds(bounds.counts, bounds.usual)  # nothing to show: the usual bounds
    else:
        limit = choices.Bounds(bounds.more_counts, bounds.usual, None if shown is None else CARDS[shown],
                               bounds.extra)
    count, card = choices.chosen(asked, _Seat(seat, tuple(pool)), pool, limit, goal)  # type: ignore[arg-type]
    if card is not None:
        pool.remove(card)  # the card shown earns the bigger draw and is kept
    # `moves.cards_to_give`: every card seen, none kept beside the pool
    return tuple(int(c) for c in policies.worst(pool, count, [], rules, goal, low_rules, ranked=side))
