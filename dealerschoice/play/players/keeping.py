"""What a player keeps when they draw, as plain functions of card codes: the kept set worth
most to draw to (`best_kept`, valued by `keeping_value.keep_value`), how many cards they
throw and which (`draw_choice`, `draw_count`, `thrown_cards`). The simulator's players and the
odds' fast path (`play.fast.draws`) ask these very functions, so both choose alike.

A keep is searched once for every kind of hand and remembered under what the search reads
of the cards: their shape (ranks, kinds, suits renamed), or less where less counts (a low's
ranks; a high hand that can make no flush, its ranks), for the process.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from dealerschoice.cards import HandRules
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.cards.keys import high_score, score_category
from dealerschoice.cards.wild_groups import GroupHow
from dealerschoice.play.players.keeping_value import (  # keep_value and MADE_LOW_TOP: asked of this module too
    FIVE,
    MADE_LOW_TOP,
    SUITLESS,
    as_cards,
    counted_best,
    counter,
    keep_value,
    memo_for,
    suited,
    tried,
)
from dealerschoice.play.players.passing import give_up

__all__ = ["KEEP_TRIED", "MADE_LOW_TOP", "best_kept", "draw_choice", "draw_count", "keep_value", "shape",
           "table_draw_count", "thrown_cards"]

KEEP_TRIED = 6  # cards a draw tries every kept set of (`policies.KEEP_TRIED`: the same number)
_KEPT: dict = {}  # (shape, sizes, rules, goal, low rules) -> positions kept, for the process
_KEPT_MOST = 1 << 20  # entries before the memo starts again (a few hundred MB at most)
_HIGH_KEPT: dict[HandRules, dict[tuple, tuple[int, ...]]] = {}  # rules -> (counts without suits...) -> places kept
_LOW_KEPT: dict[HandRules, dict[tuple, tuple[int, ...]]] = {}  # low rules -> (counts...) -> places kept
_EXACT_VALUES: dict[tuple, dict[tuple[int, ...], tuple]] = {}  # (rules, goal, low rules) -> kept cards -> value


def best_kept(ordered: Sequence[int], sizes: Sequence[int], keep_with: Sequence[int], rules: HandRules,
              goal: str = "high", low_rules: HandRules | None = None) -> tuple[int, ...]:
    """The positions in `ordered` (cards in card order) of the set a player keeps, of one of
    the `sizes`: the set worth most to draw to (`keep_value`, with `keep_with`, the cards that
    stay anyway); of sets worth the same, the first tried, trying each size in turn and the
    higher cards first (`combinations` walked backwards). `policies.best_keep` is this.

    The answer depends only on the ranks, on which cards share a suit and on what the rules
    make of each card, so it is remembered under that shape (suits renamed in order of first
    appearance): two hands alike but for the names of their suits keep the same places. A
    low reads no suit, nor does a high hand whose cards hold at most three of a suit, wild
    cards counted in: those are remembered under their ranks and kinds alone. Limited wilds
    may stand for some suits only: a hand holding none of the cards they read keeps as
    without them, and the others are never remembered (each kept set's value is, under its
    very cards).

    >>> from dealerschoice.cards import parse_cards as p
    >>> hand = sorted(p("Ah Ad Ac 8c Js"))
    >>> [str(hand[i]) for i in best_kept(hand, (2, 3, 4, 5), (), HandRules())]
    ['A♥', 'A♦', 'A♣']
    """
    keep = tuple(keep_with)
    if rules.limited or (low_rules is not None and low_rules.limited):
        plain = _unlimited(ordered, keep, rules, low_rules)
        if plain is not None:  # no card the limited wilds read: every kept set is worth what it is without them
            return best_kept(ordered, sizes, keep, plain[0], goal, plain[1])
    counted = counter(rules, goal, low_rules, len(keep) + max(sizes, default=0))
    if counted is not None and len(set(ordered).union(keep)) < len(ordered) + len(keep):
        counted = None  # a card twice (two decks): the counts no longer tell which cards a wild may be
    if counted is not None:
        if goal == "low":
            return _low_best(ordered, tuple(sizes), keep, counted, rules, low_rules)
        most_suited = suited(counted[0], ordered, keep)
        if most_suited < 4:
            return _suitless_best(ordered, tuple(sizes), keep, counted, rules)
        if most_suited >= 5 and len(keep) + max(sizes, default=0) > FIVE:
            counted = None  # more than five cards that may hold a flush: the counts do not tell which
    key = None
    if not rules.limited and not (low_rules is not None and low_rules.limited):
        key = (_shape(keep_with, ordered, rules, low_rules), tuple(sizes), rules, goal, low_rules)
        found = _KEPT.get(key)
        if found is not None:
            return found
    if counted is not None:
        best = counted_best(ordered, sizes, keep, counted, rules, goal, low_rules)
    else:
        # valued card by card: a kept set's value, remembered under its very cards (limited
        # wilds, or too many cards for the counts), as the small sets recur from hand to hand
        values = memo_for(_EXACT_VALUES, (rules, goal, low_rules))
        if len(values) >= _KEPT_MOST:
            values.clear()
        best, best_value = (), None
        for chosen in tried(len(ordered), tuple(sizes)):
            kept = keep + tuple([ordered[i] for i in chosen])
            value = values.get(kept)
            if value is None:
                value = values[kept] = keep_value(as_cards(kept), rules, goal, low_rules)
            if best_value is None or value > best_value:
                best, best_value = chosen, value
    if key is not None:
        if len(_KEPT) >= _KEPT_MOST:
            _KEPT.clear()
        _KEPT[key] = best
    return best


def _unlimited(ordered: Sequence[int], keep: tuple[int, ...], rules: HandRules, low_rules: HandRules | None
               ) -> tuple[HandRules, HandRules | None] | None:
    """The rules and low rules without their limited wilds, where the cards hold none that
    the limited wilds read (`_limiting`): a hand without them is judged as if there were
    none; else None."""
    read = _limiting(rules)
    low_read = _limiting(low_rules) if low_rules is not None else frozenset()
    if read is None or low_read is None or not read.union(low_read).isdisjoint(ordered) or \
            not read.union(low_read).isdisjoint(keep):
        return None
    return rules.without_limited(), None if low_rules is None else low_rules.without_limited()


@lru_cache(maxsize=256)
def _limiting(rules: HandRules) -> frozenset[int] | None:
    """The cards whose presence brings the limited wilds into play: those that may stand for
    others, the named cards of wild groups ("each one-eyed jack can count as any two cards")
    and the dead cards; None where any cards may (groups by their ranks or values, or limits
    read in a whole hand)."""
    cards: set[int] = set()
    for entry in rules.limited:
        if entry.hand or any(group.how != GroupHow.NAMED for group in entry.groups):
            return None
        cards.update(int(card) for card, _ in entry.options)
        cards.update(int(card) for group in entry.groups for card in group.cards)
        cards.update(int(card) for card in entry.dead)
    return frozenset(cards)


def _low_best(ordered: Sequence[int], sizes: tuple[int, ...], keep: tuple[int, ...],
              counted: tuple[tuple[int, ...], dict[int, tuple]], rules: HandRules,
              low_rules: HandRules | None) -> tuple[int, ...]:
    """`best_kept` for a low: the search reads each card's ace-to-five rank and whether it is
    wild in a low, nothing of its suit, so it is remembered under those counts, card by card
    (a finer sharing than the shape's, which names suits and the high kinds)."""
    packed, values = counted
    memo = memo_for(_LOW_KEPT, low_rules or rules)
    key = (sum([packed[c] for c in keep]), *[packed[c] for c in ordered], sizes)
    found = memo.get(key)
    if found is None:
        if len(memo) >= _KEPT_MOST:
            memo.clear()
        found = memo[key] = counted_best(ordered, sizes, keep, counted, rules, "low", low_rules)
    return found


def _suitless_best(ordered: Sequence[int], sizes: tuple[int, ...], keep: tuple[int, ...],
                   counted: tuple[tuple[int, ...], dict[int, tuple]], rules: HandRules) -> tuple[int, ...]:
    """`best_kept` for a high hand whose cards hold at most three of a suit, wild cards and
    bugs counted in: no kept set can make a flush or draw to one, so the search reads ranks
    and kinds alone and is remembered under them, card by card (hands alike but for their
    suits, whatever the suits' pattern, keep the same places)."""
    packed = counted[0]
    memo = memo_for(_HIGH_KEPT, rules)
    key = (sum([packed[c] for c in keep]) & SUITLESS, *[packed[c] & SUITLESS for c in ordered], sizes)
    found = memo.get(key)
    if found is None:
        if len(memo) >= _KEPT_MOST:
            memo.clear()
        found = memo[key] = counted_best(ordered, sizes, keep, counted, rules, "high", None)
    return found


def _shape(keep_with: Sequence[int], ordered: Sequence[int], rules: HandRules, low_rules: HandRules | None) -> tuple:
    """Per card (those kept anyway, then the others): rank, suit renamed in order of first
    appearance (a joker has none), and its kind for high and low hands."""
    return (len(keep_with), *shape((*keep_with, *ordered), rules, low_rules))


def shape(cards: Sequence[int], rules: HandRules, low_rules: HandRules | None = None) -> tuple[int, ...]:
    """What a keep choice can see of `cards`: per card its rank, its kind for high and low
    hands (natural, wild, bug) and its suit renamed in order of first appearance (a joker has
    none). Cards of the same shape, in the same order, are kept and thrown at the same places.

    >>> from dealerschoice.cards import parse_cards as p
    >>> shape(p("2s 9s Kh"), HandRules()) == shape(p("2d 9d Kc"), HandRules()) != shape(p("2d 9h Kc"), HandRules())
    True
    """
    parts = _parts(rules, low_rules or rules)
    names: dict[int, int] = {}
    return tuple([parts[c] if c == JOKER_CODE else parts[c] | names.setdefault(c & 3, len(names) + 1) << 4
                  for c in cards])


@lru_cache(maxsize=256)
def _parts(rules: HandRules, low_rules: HandRules) -> tuple[int, ...]:
    """Per card code: its rank and its kinds, packed (`shape`)."""
    high, low = rules.kinds(), low_rules.kinds(low=True)
    return tuple((c >> 2) << 8 | high[c] << 2 | low[c] for c in range(JOKER_CODE + 1))


def draw_choice(hand: Sequence[int], pool: Sequence[int], counts: Sequence[int], usual: int, extra: int | None,
                shown: int | None, rules: HandRules, goal: str = "high",
                low_rules: HandRules | None = None) -> tuple[tuple[int, ...], int | None]:
    """What a player throws away in a draw, for a game ranked the usual way: (the cards
    thrown, the card shown to earn the bigger draw or None). `hand`: all the player's cards
    and `pool` those that may go, in the order the player holds them; `counts`, `usual`,
    `extra`, `shown`: the rule's bounds for this seat (`mechanics.choices.Bounds`). The count
    is `draw_count`'s; the cards are those `policies.worst` gives up (`thrown_cards`), the
    cards kept anyway being all the others, the card shown too.

    >>> from dealerschoice.cards import parse_cards as p
    >>> hand = p("As 7d 2c 9h 4s")
    >>> thrown, showing = draw_choice(hand, hand, (0, 1, 2, 3, 4), 3, 4, hand[0], HandRules())
    >>> [str(c) for c in thrown], str(showing)
    (['7♦', '2♣', '9♥', '4♠'], 'A♠')
    >>> hand = p("Ks Kd 2c 9h 4s")
    >>> thrown, showing = draw_choice(hand, hand, (0, 1, 2, 3), 3, None, None, HandRules())
    >>> [str(c) for c in thrown], showing
    (['2♣', '4♠', '9♥'], None)
    """
    count, showing, searched = _count(hand, pool, counts, usual, extra, shown, rules, goal, low_rules)
    eligible = list(pool)
    if showing is not None:
        eligible.remove(showing)  # the card shown is kept
    # every card may go (the fast plans ask so): none kept anyway, without the search
    keep_with = () if pool is hand and showing is None else tuple(c for c in hand if c not in eligible)
    if searched is not None and 0 < count < len(eligible) and sorted(searched[2]) == sorted(keep_with):
        # the count's own search kept these: the best kept set of its size is the one
        # `thrown_cards` finds (sets are tried in the same order, each size in turn)
        ordered, kept = searched[0], searched[1]
        return tuple(c for i, c in enumerate(ordered) if i not in kept), showing
    return thrown_cards(eligible, count, keep_with, rules, goal, low_rules or rules), showing


def draw_count(hand: Sequence[int], pool: Sequence[int], counts: Sequence[int], usual: int, extra: int | None,
               shown: int | None, rules: HandRules, goal: str = "high",
               low_rules: HandRules | None = None) -> tuple[int, int | None]:
    """How many cards a player throws away in a draw, and the card they show for a bigger
    draw (or None), for a game ranked the usual way (`mechanics.choices.chosen` asks this).

    The player keeps what is worth most to draw to among the counts the rule allows
    (`best_kept`: made hands stand pat, pairs and better are kept, a four-card flush draws
    one); where showing a card earns a bigger draw, they show it when keeping it and drawing
    more is worth more than the usual draw. A pool of more than `KEEP_TRIED` cards throws the
    usual count, or takes the exception when the usual draw keeps nothing (`_exception`).

    >>> from dealerschoice.cards import parse_cards as p
    >>> hand = p("Qs Qd 2c 9h 4s 3d 8c")
    >>> draw_count(hand, hand, (0, 1, 2, 3), 3, None, None, HandRules())
    (3, None)
    >>> draw_count(hand[:5], hand[:5], (0, 1, 2, 3), 3, None, None, HandRules())
    (3, None)
    """
    return _count(hand, pool, counts, usual, extra, shown, rules, goal, low_rules)[:2]


def _count(hand, pool, counts, usual, extra, shown, rules, goal, low_rules):
    """`draw_count`, and the search that decided it: (the cards searched, the places kept,
    the cards kept anyway), or None for a big pool."""
    low_rules = low_rules or rules
    if len(pool) > KEEP_TRIED:  # too many to try every kept set: the usual count, or the exception
        return (usual, None, None) if extra is None else \
            (*_exception(pool, usual, extra, shown, tuple(c for c in hand if c not in pool), rules, goal,
                         low_rules), None)
    plain = [c for c in counts if c <= usual] or [usual]
    ordered = sorted(pool)
    keep = tuple(c for c in hand if c not in pool)
    kept = best_kept(ordered, sorted({len(pool) - c for c in plain}), keep, rules, goal, low_rules)
    count, showing, searched = len(pool) - len(kept), None, (ordered, kept, keep)
    if extra is not None:
        more = [c for c in counts if c > usual]
        if shown is None:  # the seat may draw more without showing anything ("four for the dealer")
            kept = best_kept(ordered, sorted({len(pool) - c for c in plain + more}), keep, rules, goal, low_rules)
            count, searched = len(pool) - len(kept), (ordered, kept, keep)
        else:
            rest = list(ordered)
            rest.remove(shown)
            with_shown = keep + (shown,)
            kept_more = best_kept(rest, sorted({len(rest) - c for c in more if c <= len(rest)}), with_shown, rules,
                                  goal, low_rules)
            usual_value = keep_value(as_cards(keep + tuple(ordered[i] for i in kept)), rules, goal, low_rules)
            more_value = keep_value(as_cards(with_shown + tuple(rest[i] for i in kept_more)), rules, goal, low_rules)
            if more_value > usual_value:
                count, showing, searched = len(rest) - len(kept_more), shown, (rest, kept_more, with_shown)
    return count, showing, searched


def _exception(pool, usual: int, extra: int, shown, keep, rules: HandRules, goal: str, low_rules: HandRules):
    """For a pool too big to try every kept set (`mechanics.choices._exception`): the bigger
    draw is taken when what the usual draw keeps is worth nothing more than the card shown:
    for high, the kept cards make no pair; for low, every kept card but the one shown is
    worse than a seven or pairs another."""
    kept = list(pool)
    for card in thrown_cards(list(pool), usual, keep, rules, goal, low_rules):
        kept.remove(card)
    if shown is not None and shown not in kept:
        return usual, None  # the usual draw throws the card away: nothing to show
    others = list(kept)
    if shown is not None:
        others.remove(shown)
    if goal == "low":
        ranks = [1 if c >> 2 == 12 else (c >> 2) + 2 for c in others if c != JOKER_CODE]
        worthless = all(r > 7 or ranks.count(r) > 1 for r in ranks)
    else:
        worthless = not kept or score_category(high_score(kept, rules)) == 0
    return (extra, shown) if worthless else (usual, None)


def thrown_cards(eligible: Sequence[int], count: int, keep_with: Sequence[int], rules: HandRules,
                 goal: str = "high", low_rules: HandRules | None = None) -> tuple[int, ...]:
    """The `count` cards of `eligible` (all seen) a player gives up (`policies.worst`): those
    left when they keep the best `len(eligible) - count`; of more than `KEEP_TRIED` cards,
    card by card (`passing.give_up`)."""
    if count <= 0:
        return ()
    if count >= len(eligible):
        return tuple(eligible)
    ordered = sorted(eligible)
    if len(ordered) > KEEP_TRIED:
        return give_up(ordered, count, keep_with, rules, goal, low_rules)
    kept = set(best_kept(ordered, (len(ordered) - count,), keep_with, rules, goal, low_rules))
    return tuple(c for i, c in enumerate(ordered) if i not in kept)


def table_draw_count(usual: int, deck_left: int) -> int:
    """How many cards the table's hand draws ("The table hand gets a draw"): the most the
    players' usual draw allows (never an exception's extra: the table shows no card to earn
    it), as far as the deck lasts; the cards it throws are the worst, as a player's.

    >>> table_draw_count(3, 10), table_draw_count(3, 2)
    (3, 2)
    """
    return min(usual, deck_left)
