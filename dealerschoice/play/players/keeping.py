"""What a set of kept cards is worth to a player who draws to it: made hands stand, the cards
of a pair or better are kept, a four-card flush or open-ended straight is drawn to, and a
made low stands pat.

`keep_value(kept, ...)` is a comparable tuple, bigger better: (tier, core, wilds,
-len(kept), score). The tier is what the cards make (or nearly make); the core is the part
of the hand that counts (the pair's rank, not its kickers); then the wild cards and bugs
kept, so a wild card is never thrown for a natural card that makes the same hand; then of
two kept sets that make the same hand the smaller wins and the player draws more cards to
it; the full score breaks the last ties.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from typing import cast

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.cards.keys import (
    PACK,
    RANK_FIELD,
    high_score,
    longest_suit,
    score_category,
    straight_table,
)
from dealerschoice.cards.lows import A5_RANK, a5_score
from dealerschoice.cards.rules import WILD
from dealerschoice.play.players.passing import give_up

# high-hand tiers: category * 4, with draws below a pair (a pair is never broken to draw)
HIGH_CARD_TIER, STRAIGHT_DRAW_TIER, FLUSH_DRAW_TIER, PAIR_TIER = 0, 2, 3, 4
STRAIGHT = 4
# how many of a category's ranks are its core (pair: 2 of 5); high card: the top card only
_CORE = (1, 2, 4, 3, 5, 5, 5, 4, 5, 5)
MADE_LOW_TOP = 9  # a five-card low this good or better stands pat ("a made nine")
DRAWING_LOW_TOP = 8  # a card kept to draw to a low is this or lower (ace low)


def keep_value(kept: Sequence[Card], rules: HandRules, goal: str = "high",
               low_rules: HandRules | None = None) -> tuple:
    """How good `kept` is to draw to, for `goal` ("high" or "low", ace-to-five).

    >>> from dealerschoice.cards import parse_cards as p
    >>> keep_value(p("As Ad Ac"), HandRules()) > keep_value(p("As Ad Ac 8c"), HandRules())
    True
    >>> keep_value(p("2h 7h 9h Kh"), HandRules()) > keep_value(p("Kh"), HandRules())
    True
    >>> keep_value(p("2h 7h 9h Kh"), HandRules()) > keep_value(p("Ks Kd"), HandRules())
    False
    >>> keep_value(p("9h 6d 5c 4s Ah"), HandRules(), "low") > keep_value(p("6d 5c 4s Ah"), HandRules(), "low")
    True
    """
    if goal == "low":
        return _low_value(kept, low_rules or rules)
    return _high_value(kept, rules)


def _high_value(kept: Sequence[Card], rules: HandRules) -> tuple:
    if not kept:
        return (HIGH_CARD_TIER, (), 0, 0, 0)
    score = high_score(kept, rules)
    kinds = rules.kinds()
    # a wild card or a bug kept counts before the cards drawn: of two kept sets that make the
    # same hand, the one with the wild (a bug: an ace kicker that may fill) is kept
    wilds = sum(1 for c in kept if kinds[c])
    category = score >> 20
    ranks = (score >> 16 & 15, score >> 12 & 15, score >> 8 & 15, score >> 4 & 15, score & 15)
    core = ranks[:_CORE[category]]
    tier = category * 4
    if category >= STRAIGHT:  # a made straight or better stands: all five, a kicker to four of a kind too
        tier += 8 + (1 if len(kept) >= 5 else 0)
    if category == 0 and len(kept) == 4:
        draw = _draw_tier(kept, rules)
        if draw > tier:
            return (draw, (), wilds, -len(kept), score)
    return (tier, core, wilds, -len(kept), score)


def _draw_tier(kept: Sequence[Card], rules: HandRules) -> int:
    """Four cards one card from a flush or an open-ended straight (wild cards fill)."""
    kinds = rules.kinds()
    x = wilds = 0
    for c in kept:
        if kinds[c]:
            wilds += 1
        else:
            x += PACK[c]
    if longest_suit(x >> 52) + wilds >= 4:
        return FLUSH_DRAW_TIER
    mask = 0
    counts = x & RANK_FIELD
    for rank in range(13):
        if counts >> 4 * rank & 15:
            mask |= 1 << rank
    table = straight_table(wilds)
    if table[mask]:
        return HIGH_CARD_TIER
    outs = sum(1 for rank in range(13) if not mask >> rank & 1 and table[mask | 1 << rank])
    return STRAIGHT_DRAW_TIER if outs >= 2 else HIGH_CARD_TIER


def _low_value(kept: Sequence[Card], rules: HandRules) -> tuple:
    """Ace-to-five: five unpaired cards nine or lower stand pat; else the unpaired low cards
    (eight or lower) are kept, as many as there are, and the rest drawn."""
    kinds = rules.kinds(low=True)
    ranks = [A5_RANK[c] for c in kept if not kinds[c]]
    wilds = len(kept) - len(ranks)
    distinct = set(ranks)
    score = a5_score(kept, rules) if kept else 0
    if len(distinct) < len(ranks):  # a pair kept is a card wasted
        return (0, -(len(ranks) - len(distinct)), -len(kept), score)
    if len(distinct) + wilds >= 5 and _fifth(distinct, wilds) <= MADE_LOW_TOP:
        return (2, 0, 0, score)
    big = sum(1 for r in ranks if r > DRAWING_LOW_TOP)
    return (1, -big, len(kept), score)


def _fifth(distinct: set[int], wilds: int) -> int:
    """The top card of the best five-card low of these unpaired ranks and wild cards."""
    filled = sorted(distinct)
    for r in range(1, 14):
        if wilds and r not in distinct:
            filled.append(r)
            wilds -= 1
    return sorted(filled)[4]


# -- the draw's choice as plain functions of card codes (issue 21: the odds' fast path asks
# the very same question as the simulator's players, `play.fast.draws`)

KEEP_TRIED = 6  # cards a draw tries every kept set of (`policies.KEEP_TRIED`: the same number)
_KEPT: dict = {}  # (shape, sizes, rules, goal, low rules) -> positions kept, for the process
_KEPT_MOST = 1 << 20  # entries before the memo starts again (a few hundred MB at most)


def best_kept(ordered: Sequence[int], sizes: Sequence[int], keep_with: Sequence[int], rules: HandRules,
              goal: str = "high", low_rules: HandRules | None = None) -> tuple[int, ...]:
    """The positions in `ordered` (cards in card order) of the set a player keeps, of one of
    the `sizes`: the set worth most to draw to (`keep_value`, with `keep_with`, the cards that
    stay anyway); of sets worth the same, the first tried, trying each size in turn and the
    higher cards first (`combinations` walked backwards). `policies.best_keep` is this.

    The answer depends only on the ranks, on which cards share a suit and on what the rules
    make of each card, so it is remembered under that shape (suits renamed in order of first
    appearance): two hands alike but for the names of their suits keep the same places.
    Limited wilds may stand for some suits only: they are never remembered.

    >>> from dealerschoice.cards import parse_cards as p
    >>> hand = sorted(p("Ah Ad Ac 8c Js"))
    >>> [str(hand[i]) for i in best_kept(hand, (2, 3, 4, 5), (), HandRules())]
    ['A♥', 'A♦', 'A♣']
    """
    key = None
    if not rules.limited and not (low_rules is not None and low_rules.limited):
        key = (_shape(keep_with, ordered, rules, low_rules), tuple(sizes), rules, goal, low_rules)
        found = _KEPT.get(key)
        if found is not None:
            return found
    places = range(len(ordered))
    keep = tuple(keep_with)
    best: tuple[int, ...] = ()
    best_value = None
    counted = goal == "high" and not rules.limited and len(keep) + max(sizes, default=0) <= _COUNTED_MOST
    if counted:
        packed = _high_packed(rules)
        values = _VALUES.setdefault(rules, {})
        if len(values) >= _KEPT_MOST:
            values.clear()
        base = sum([packed[c] for c in keep])
        cards = [packed[c] for c in ordered]
    for size in sizes:
        # walked backwards, the combinations keep the higher cards first: a tie stays with them
        if counted:  # the value of at most five cards is a function of their counts (`_high_packed`)
            for chosen, counts in zip(reversed(list(combinations(places, size))),
                                      reversed(list(combinations(cards, size)))):
                x = base + sum(counts)
                value = values.get(x)
                if value is None:
                    value = values[x] = keep_value(_as_cards(keep + tuple(ordered[i] for i in chosen)), rules, goal, low_rules)
                if best_value is None or value > best_value:
                    best, best_value = chosen, value
            continue
        for chosen in reversed(list(combinations(places, size))):
            value = keep_value(_as_cards(keep + tuple(ordered[i] for i in chosen)), rules, goal, low_rules)
            if best_value is None or value > best_value:
                best, best_value = chosen, value
    if key is not None:
        if len(_KEPT) >= _KEPT_MOST:
            _KEPT.clear()
        _KEPT[key] = best
    return best


# The high value of at most five cards (`keep_value`) depends only on their natural rank and
# suit counts and their count of wilds and bugs: a flush of five needs every natural card in
# one suit, so the counts tell which cards it holds, and the rest (pairs, straights, the
# four-card draws) is ranks, the longest suit and fillers. Remembered per rules under those
# counts (`_high_packed`), for the process.
_COUNTED_MOST = 5
_VALUES: dict[HandRules, dict[int, tuple]] = {}
_WILD_SHIFT, _BUG_SHIFT, _JOKER_SHIFT = 68, 72, 76  # above the suit counts of `keys.PACK`: counters


@lru_cache(maxsize=256)
def _high_packed(rules: HandRules) -> tuple[int, ...]:
    """Per card code: its rank and suit counts (`keys.PACK`) if natural for high hands, else
    one in the wild or the bug counter."""
    kinds = rules.kinds()
    out = [PACK[c] if not kinds[c] else 1 << (_WILD_SHIFT if kinds[c] == WILD else _BUG_SHIFT)
           for c in range(JOKER_CODE + 1)]
    if not kinds[JOKER_CODE]:
        out[JOKER_CODE] = 1 << _JOKER_SHIFT  # a joker that is neither still counts as a card
    return tuple(out)


def _as_cards(codes: Sequence[int]) -> Sequence[Card]:
    """Card codes as the evaluator takes them: it reads only the codes, so plain ints do."""
    return cast(Sequence[Card], codes)


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
            usual_value = keep_value(_as_cards(keep + tuple(ordered[i] for i in kept)), rules, goal, low_rules)
            more_value = keep_value(_as_cards(with_shown + tuple(rest[i] for i in kept_more)), rules, goal, low_rules)
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
