"""Limited wilds: natural cards that may each be played as themselves or as a few other cards
("the two of clubs can be used as the three to six of clubs", "sixes can count as nines",
"clubs may be called one rank higher or lower"), and groups of natural cards that may be
played as wild cards (`WildGroup`: "any two cards that add to nine count as one wild", "pairs
make each other wild", "each one-eyed jack can count as any two cards").

A hand holding limited wilds is worth the best of its substitutions: every way of playing each
limited card as itself or one of the cards it may stand for. A card stands for few cards and a
hand holds few such cards, so trying them all is exact and cheap, and every evaluator (high,
lows, Badugi, points...) takes the best of its own keys the same way. A hand's groups are
tried the same way: every set of disjoint groups it holds, each used or not.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import product
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, overload

from dealerschoice.cards.cards import JOKER_CODE, Card
from dealerschoice.cards.wild_groups import GroupUse, WildGroup, group_plays, part_played, part_plays

if TYPE_CHECKING:  # both import this module
    from dealerschoice.cards.hands import Hand
    from dealerschoice.cards.rules import HandRules


@dataclass(frozen=True)
class Limited:
    """Cards that may stand for some others: `options` pairs each card with the cards it may be
    played as besides itself. Build it with `as_cards`, `as_ranks` or `shift`.

    >>> [str(c) for c in Limited.as_cards("2c", "3c 4c 5c 6c").options[0][1]]
    ['3♣', '4♣', '5♣', '6♣']
    >>> [str(c) for c in Limited.as_ranks("6s", [9]).options[0][1]]
    ['9♠']
    >>> [str(c) for c in Limited.shift("2c Ac Tc", down=1, up=1).targets(Card.parse("Tc"))]
    ['9♣', 'J♣']
    >>> Limited.shift("2c", down=1).targets(Card.parse("2c"))   # no rank below the two
    ()
    """

    options: tuple[tuple[Card, tuple[Card, ...]], ...]
    groups: tuple[WildGroup, ...] = ()  # groups of cards that may be played as wild cards
    # the whole hand the groups are found in, when an evaluator judges parts of it (a
    # three-card hand chosen out of five): `wild_groups.part_plays`
    hand: tuple[Card, ...] = ()
    dead: frozenset[Card] = frozenset()  # cards that never count in the hand ("spades are dead")

    def __post_init__(self) -> None:
        for card, _targets in self.options:
            if Card(card).is_joker:
                raise ValueError("a joker has no rank or suit to limit: make it wild or a bug instead")

    @classmethod
    def as_cards(cls, cards: str | Iterable[Card], targets: str | Iterable[Card]) -> Limited:
        """Each of `cards` may be played as any of `targets`."""
        targets = _cards(targets)
        return cls(tuple((c, tuple(t for t in targets if t != c)) for c in _cards(cards)))

    @classmethod
    def as_ranks(cls, cards: str | Iterable[Card], ranks: Iterable[int]) -> Limited:
        """Each of `cards` may be played as a card of any of `ranks` (2..14), in its own suit."""
        ranks = tuple(ranks)
        _check_ranks(ranks)
        return cls(tuple((c, tuple(Card.of(r, c & 3) for r in ranks if r != c.rank)) for c in _cards(cards)))

    @classmethod
    def shift(cls, cards: str | Iterable[Card], down: int = 0, up: int = 0) -> Limited:
        """Each of `cards` may be played `down` ranks lower or `up` ranks higher, in its own suit
        (exactly that far, as the rules say "one rank higher or lower"). Ranks do not wrap: an
        ace has no higher rank and a two no lower one."""
        if down < 0 or up < 0 or not (down or up):
            raise ValueError(f"a shift needs a positive number of ranks down or up, not down={down}, up={up}")
        out = []
        for c in _cards(cards):
            ranks = [r for r in (c.rank - down if down else 0, c.rank + up if up else 0) if 2 <= r <= 14]
            out.append((c, tuple(Card.of(r, c & 3) for r in ranks)))
        return cls(tuple(out))

    @classmethod
    def grouped(cls, *groups: WildGroup, hand: Iterable[Card] = ()) -> Limited:
        """Groups of natural cards a hand may play as wild cards (`WildGroup`); `hand`: the
        whole hand, for an evaluator that judges parts of it."""
        return cls((), tuple(groups), tuple(Card(c) for c in hand))

    @classmethod
    def dead_cards(cls, cards: Iterable[Card]) -> Limited:
        """Cards that do not count in a hand: every evaluator judges the hand without them."""
        return cls((), dead=frozenset(Card(c) for c in cards))

    def targets(self, card: Card) -> tuple[Card, ...]:
        return next((t for c, t in self.options if c == card), ())


def _cards(cards: str | Iterable[Card]) -> tuple[Card, ...]:
    from dealerschoice.cards.cards import parse_cards
    return parse_cards(cards) if isinstance(cards, str) else tuple(Card(c) for c in cards)


def _check_ranks(ranks: Iterable[int]) -> None:
    bad = [r for r in ranks if not 2 <= r <= 14]
    if bad:
        raise ValueError(f"limited wild ranks must be 2..14 (14 = aces), not {bad}")


class StandsFor(tuple[tuple[Card, ...], ...]):
    """Per card code, the cards it may stand for, and the hand-wide wild `groups`: true when
    either is there, so every evaluator takes its substitution path (`best_over`) for both."""

    groups: tuple[WildGroup, ...]
    hand: tuple[Card, ...]
    dead: frozenset[Card]
    singles: bool  # some card stands for others one for one (worked out once: every evaluation asks)
    # Only wild groups that read ranks alone (`WildGroup.by_ranks`), no single card standing for
    # others and no dead card: a hand's best, where suits do not count, is a function of its
    # ranks, and evaluators remember it here by them, one memo per evaluator name, shared by
    # every rules value with these groups (a game's rules are made again for each hand). Else None.
    by_ranks: dict[str, dict[Any, Any]] | None
    shrinking: bool  # every group plays as fewer wild cards than it holds: a used group makes the hand smaller

    def __new__(cls, table: Iterable[tuple[Card, ...]], groups: tuple[WildGroup, ...], hand: tuple[Card, ...] = (),
                dead: frozenset[Card] = frozenset()) -> StandsFor:
        made = super().__new__(cls, table)
        made.groups = groups
        made.hand = hand
        made.dead = dead
        made.singles = any(made)
        made.by_ranks = None
        made.shrinking = all(g.played_as(size) < size for g in groups for size in g.sizes)
        if groups and not dead and not made.singles and all(g.by_ranks for g in groups):
            made.by_ranks = _RANK_MEMOS.get(groups)
            if made.by_ranks is None:
                if len(_RANK_MEMOS) >= _RANK_MEMOS_MOST:
                    _RANK_MEMOS.clear()
                made.by_ranks = _RANK_MEMOS[groups] = {}
        return made

    def __bool__(self) -> bool:
        return bool(self.groups or self.dead) or self.singles


# the memos by ranks (`StandsFor.by_ranks`), one per tuple of groups: a process meets a few
_RANK_MEMOS: dict[tuple[WildGroup, ...], dict[str, dict[Any, Any]]] = {}
_RANK_MEMOS_MOST = 64


def is_part(cards: tuple[Card, ...], whole: tuple[Card, ...]) -> bool:
    """Whether `cards` are fewer than `whole` and among them, each as often as it is there: a
    part of the hand the groups were found in, judged alone (`wild_groups.part_plays`).

    >>> from dealerschoice.cards.cards import parse_cards as p
    >>> is_part(p("4s 5d"), p("4s 9h 5d")), is_part(p("4s 4s"), p("4s 9h 5d")), is_part(p("4s 9h 5d"), p("4s 9h 5d"))
    (True, False, False)
    """
    if not whole or len(cards) >= len(whole):
        return False
    rest = list(whole)
    for c in cards:
        if c not in rest:
            return False
        rest.remove(c)
    return True


@dataclass(frozen=True)
class DeadUse:
    """The dead cards a hand held, left out of it (for its description)."""

    cards: tuple[Card, ...]


# How a hand played its limited wilds: (card, played as) pairs, the wild groups it used, and
# the dead cards it left out.
Play = tuple[Card, Card] | GroupUse | DeadUse
Table = tuple[tuple[Card, ...], ...]  # per card code, the cards it may stand for (a StandsFor with groups)


def limited_table(limited: tuple[Limited, ...], kinds: bytes | bytearray) -> Table:
    """Per card code, the cards it may stand for; () when nothing is limited. A card that is
    wild (or a bug) already is left out, and so is a target that is itself wild: a limited
    wild stands for natural cards only. Wild groups come along (`StandsFor.groups`)."""
    if not limited:
        return ()
    table: list[tuple[Card, ...]] = [()] * (JOKER_CODE + 1)
    for entry in limited:
        for card, targets in entry.options:
            if kinds[card]:
                continue
            merged = table[card] + tuple(t for t in targets if not kinds[t] and t not in table[card])
            table[card] = merged
    groups = tuple(g for entry in limited for g in entry.groups)
    dead = frozenset[Card]().union(*(entry.dead for entry in limited))
    if groups and kinds[JOKER_CODE] != 1:
        raise ValueError("wild groups are played as jokers: the rules must have jokers wild, not bugs")
    if groups or dead:
        return StandsFor(table, groups, next((e.hand for e in limited if e.hand), ()), dead)
    return tuple(table) if any(table) else ()


def substitutions(cards: tuple[Card, ...], rules: HandRules) -> Iterator[tuple[tuple[Card, ...], tuple[Play, ...]]]:
    """Every way to play the hand's limited wilds and wild groups: (the cards as played, how:
    (card, played as) pairs and the `GroupUse`s of the groups used).

    Under the common rule (`Duplicates.NOT_HELD`) a limited card never becomes a card the hand
    holds, nor the card another limited card became.
    """
    table = rules._stands_for
    dead = table.dead if isinstance(table, StandsFor) else frozenset()
    left_out: tuple[DeadUse, ...] = ()
    if dead and any(c in dead for c in cards):  # dead cards first: they count in no way of playing the hand
        left_out = (DeadUse(tuple(c for c in cards if c in dead)),)
        cards = tuple(c for c in cards if c not in dead)
    if not isinstance(table, StandsFor) or not table.groups:
        for played, pairs in _single(cards, rules):
            yield played, left_out + pairs
        return
    whole, groups = table.hand, table.groups
    if not all(type(c) is Card for c in cards):  # the group ways are remembered by value: they hold Cards
        cards = tuple(map(Card, cards))
    plays = part_plays(cards, whole, groups, rules.kinds()) if is_part(cards, whole) \
        else group_plays(cards, groups, rules.kinds())
    for grouped, uses in plays:
        if not table.singles:  # groups only: each way of playing them is one way to play the hand
            yield grouped, left_out + uses
            continue
        for played, pairs in _single(grouped, rules):
            yield played, left_out + uses + pairs


def played_ways(cards: tuple[Card, ...], rules: HandRules) -> Iterable[tuple[Card, ...]]:
    """The cards as played of each of `substitutions`' ways, in its order, without how they were played (for a
    key alone: a hand's groups alone are told faster so)."""
    table = rules._stands_for
    if type(table) is StandsFor and table.groups and not table.singles and not table.dead:
        if not all(type(c) is Card for c in cards):
            cards = tuple(map(Card, cards))
        if is_part(cards, table.hand):
            return part_played(cards, table.hand, table.groups, rules.kinds())
        return [played for played, _ in group_plays(cards, table.groups, rules.kinds())]
    return [played for played, _ in substitutions(cards, rules)]


def _single(cards: tuple[Card, ...], rules: HandRules) -> Iterator[tuple[tuple[Card, ...], tuple[tuple[Card, Card], ...]]]:
    """Every way to play the hand's limited cards, one card for one card."""
    table = rules._stands_for
    at = [i for i, c in enumerate(cards) if table[c]]
    if not at:
        yield cards, ()
        return
    distinct = not rules.wild_may_duplicate
    held = set(cards)
    choices = [(cards[i],) + tuple(t for t in table[cards[i]] if not (distinct and t in held)) for i in at]
    for pick in product(*choices):
        if distinct and len(set(p for p, i in zip(pick, at) if p != cards[i])) < sum(
                1 for p, i in zip(pick, at) if p != cards[i]):
            continue  # two limited cards became the same card
        played = list(cards)
        pairs = []
        for i, p in zip(at, pick):
            if p != cards[i]:
                played[i] = p
                pairs.append((cards[i], p))
        yield tuple(played), tuple(pairs)


class Ordered(Protocol):
    def __gt__(self, other: Any, /) -> bool: ...


V = TypeVar("V")


def _itself(value: Any) -> Any:
    return value


def best_over(cards: tuple[Card, ...], rules: HandRules, evaluate: Callable[[tuple[Card, ...]], V],
              key: Callable[[V], Ordered | None] = _itself) -> tuple[V, tuple[Play, ...]]:
    """The best `evaluate(played)` over the hand's substitutions, with the pairs that made it.
    `key` orders the results (bigger wins; None, a hand that does not qualify, loses)."""
    best: tuple[V, tuple[Play, ...]] | None = None
    best_key: Ordered | None = None
    for played, pairs in substitutions(cards, rules):
        value = evaluate(played)
        k = key(value) if value is not None else None
        if best is None or (k is not None and (best_key is None or k > best_key)):
            best, best_key = (value, pairs), k
    assert best is not None, "substitutions() always yields the hand as held"
    return best


@overload
def restore(hand: Hand, cards: tuple[Card, ...], pairs: tuple[Play, ...]) -> Hand: ...
@overload
def restore(hand: None, cards: tuple[Card, ...], pairs: tuple[Play, ...]) -> None: ...
def restore(hand: Hand | None, cards: tuple[Card, ...], pairs: tuple[Play, ...]) -> Hand | None:
    """A `Hand` evaluated on substituted cards, told again with the cards really held: each
    limited card used shows in `best` as itself, and in `wilds` with the card it was played as;
    a used wild group's wilds show as its cards (a group played as one wild: its first card),
    and the description says what the group did ("4♠ 5♦ as one wild")."""
    if hand is None or not pairs:  # a Hand built anew, field by field: `dataclasses.replace` costs more
        return hand if hand is None else type(hand)(hand.kind, hand.category, cards, hand.best, hand.wilds, hand.key,
                                                    hand.description)
    uses = [p for p in pairs if isinstance(p, GroupUse)]
    dead = [c for p in pairs if isinstance(p, DeadUse) for c in p.cards]
    back = {p[1]: p[0] for p in pairs if not isinstance(p, (GroupUse, DeadUse))}
    # the jokers the groups came in as, after the jokers really held (all play alike)
    stand_ins = [(use, use.cards[min(k, len(use.cards) - 1)]) for use in uses for k in range(use.wilds)]
    held_jokers = sum(1 for c in cards if c.is_joker)
    best, wilds, j, jokers, shown = [], [], 0, 0, []
    for c in hand.best:
        if j < len(hand.wilds) and hand.wilds[j][0] == c:
            became = hand.wilds[j][1]
            j += 1
            if c.is_joker and stand_ins:
                jokers += 1
                if jokers > held_jokers:
                    use, c = stand_ins.pop(0)
                    if use not in shown:
                        shown.append(use)
            best.append(c)
            wilds.append((c, became))
        elif c in back:
            original = back.pop(c)
            best.append(original)
            wilds.append((original, c))
        else:
            best.append(c)
    description = hand.description
    said = [u.group.words(u.cards) for u in shown] + ([" ".join(map(str, dead)) + " dead"] if dead else [])
    if said:
        description += " (" + "; ".join(said) + ")"
    return type(hand)(hand.kind, hand.category, cards, tuple(best), tuple(wilds), hand.key, description)
