"""The players' choices in a draw plan (`draws.DrawPlan`), as functions of a seat's cards:
what each seat throws away (`keeping.draw_choice`), passes (`keeping.thrown_cards`, as
`policies.worst` gives them up), the order it stacks its cards in (`policies.hide_order`)
and, in a split pot, the side it plays for (`aims.lean`), each remembered by what the
choice reads of the cards (`keeping.shape`; ranks and kinds alone where suits cannot count):
the choice depends on nothing else, and hands of a shape recur. Hands of more than
`keeping.KEEP_TRIED` cards, judged card by card and seldom seen twice, are not remembered.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from dealerschoice.cards import Card, HandRules
from dealerschoice.play import policies
from dealerschoice.play.fast.giving import giver
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.mechanics.choices import rank_number
from dealerschoice.play.players import aims
from dealerschoice.play.players.keeping import KEEP_TRIED, draw_choice, shape, thrown_cards
from dealerschoice.rules.steps import Discard

JOKER = 52


@dataclass(frozen=True, slots=True)
class SeatBounds:
    """What one seat may throw away in one discard, as `mechanics.choices.bounds` gives it:
    `counts` and `usual` without the exception; with it (`extra` not None) `more_counts`, when
    the seat shows a card of `shown_ranks` (None: no card need be shown, "four for the dealer")."""

    counts: tuple[int, ...]
    usual: int
    extra: int | None = None
    more_counts: tuple[int, ...] = ()
    shown_ranks: frozenset[int] | None = None


# (bounds, rules, low rules) -> {(shape of the sorted hand, place of the card shown): places thrown}
# (a pass: ("pass", count, rules, low rules) -> {shape: places given}), for the process
_THROWN: dict[tuple, dict] = {}
_THROWN_MOST = 1 << 19  # entries a memo holds before it starts again


def thrower(bounds: SeatBounds, rules: HandRules, low_rules: HandRules, goal: str = "high"):
    """One seat's discard as a function of its cards (taken from the list in place; the
    count thrown is returned, and the cards added to `muck` if given): the seat's choice,
    `keeping.draw_choice`, remembered by shape;
    `goal`: what the seat keeps for ("high", or "low" where only a low hand wins)."""
    memo = _THROWN.setdefault((bounds, rules, low_rules, goal), {})
    get = memo.get
    ranks = bounds.shown_ranks if bounds.extra is not None else None

    give = giver(rules, goal, low_rules) if bounds.extra is None else None
    usual = bounds.usual
    given = max(KEEP_TRIED, usual)  # more cards than this: thrown card by card

    def throw(hand: list[int], muck: list[int] | None = None, pool: list[int] | None = None) -> int:
        shown = None
        if ranks is not None:  # the first card of the ranks the seat holds is the one it may show
            shown = next((c for c in hand if c != JOKER and (c >> 2) + 2 in ranks), None)
        if give is not None and pool is None and len(hand) > given:
            # `draw_choice` of a pool this big throws the usual count, card by card (`give_up`)
            given_up = give(sorted(hand), usual)
            for c in given_up:
                hand.remove(c)
            if muck is not None:
                muck.extend(given_up)
            return len(given_up)
        if len(hand) > KEEP_TRIED or pool is not None:
            # judged card by card, cheaply (hands this big seldom recur), or from the down
            # cards only (`pool`: the cards that may go): not remembered
            thrown = _choice(hand, bounds, shown, rules, low_rules, goal, pool)
            for c in thrown:
                hand.remove(c)
            if muck is not None:
                muck.extend(thrown)
            return len(thrown)
        ordered = sorted(hand)
        key: tuple = (shape_of(ordered, rules, low_rules), -1 if shown is None else ordered.index(shown))
        if muck is not None:  # the order thrown follows the order held (a draw of all but the ace shown): keyed too
            key += (tuple(map(ordered.index, hand)),)
        places = get(key)
        if places is None:
            places = remember(memo, key, _places(ordered, _choice(hand, bounds, shown, rules, low_rules, goal)))
        for i in places:
            hand.remove(ordered[i])
        if muck is not None:  # the discards kept, in the order thrown (`Table.to_muck`)
            muck.extend(ordered[i] for i in places)
        return len(places)
    return throw


def _choice(hand: list[int], bounds: SeatBounds, shown: int | None, rules: HandRules,
            low_rules: HandRules, goal: str, pool: list[int] | None = None) -> tuple[int, ...]:
    """The cards the seat throws (`keeping.draw_choice` with the seat's bounds), of `pool`
    (the cards that may go; None: all of them)."""
    if bounds.extra is not None and (shown is not None or bounds.shown_ranks is None):
        thrown, _ = draw_choice(hand, hand, bounds.more_counts, bounds.usual, bounds.extra, shown, rules, goal,
                                low_rules)
    else:  # no exception, or no card to show for it
        thrown, _ = draw_choice(hand, hand if pool is None else pool, bounds.counts, bounds.usual, None, None, rules,
                                goal, low_rules)
    return thrown


def shape_of(ordered: list[int], rules: HandRules, low_rules: HandRules) -> tuple:
    """What a choice is remembered by: the hand's shape (`keeping.shape`: ranks, kinds, suits
    renamed), or the cards themselves under limited wilds, which may stand for cards of some
    suits only ("Each one-eyed jack can count as any two cards": renamed, a one-eyed jack is
    any jack), as `keeping.best_kept` never remembers a choice under them."""
    if rules.limited or low_rules.limited:
        return tuple(ordered)
    return shape(ordered, rules, low_rules)


def remember(memo: dict, key: tuple, places):
    """Keep a choice (its places, or a side declared) under its shape; a memo past
    `_THROWN_MOST` entries starts again."""
    if len(memo) >= _THROWN_MOST:
        memo.clear()
    memo[key] = places
    return places


def _places(ordered: list[int], thrown) -> tuple[int, ...]:
    """The places in `ordered` of the thrown cards (a card twice in the deck: two places)."""
    places: list[int] = []
    for c in thrown:
        places.append(next(i for i, o in enumerate(ordered) if o == c and i not in places))
    return tuple(places)


def passer(count: int, rules: HandRules, low_rules: HandRules, goal: str = "high"):
    """One seat's pass of `count` cards as a function of its cards (all of which may go): the
    cards it gives up, lowest first, as `policies.worst` gives them (`keeping.thrown_cards`)
    to a player keeping for `goal` ("high", or "low": `moves.goal`)."""
    memo = _THROWN.setdefault(("pass", count, rules, low_rules, goal), {})
    get = memo.get
    give = giver(rules, goal, low_rules)

    def choose(hand: list[int]) -> list[int]:
        if count >= len(hand):
            return list(hand)  # every card, in the order held
        ordered = sorted(hand)
        if len(ordered) > KEEP_TRIED:  # card by card, cheaply (`thrown_cards` asks `give_up`): not remembered
            return give(ordered, count)
        key = shape_of(ordered, rules, low_rules)
        places = get(key)
        if places is None:
            places = remember(memo, key, _places(ordered, thrown_cards(ordered, count, (), rules, goal, low_rules)))
        return [ordered[i] for i in places]
    return choose


def stacker(rules: HandRules, low_rules: HandRules, score=None):
    """One seat's stack of all its cards, none face up, as `mechanics.moves.stack` orders it
    (`policies.hide_order`: at each turn the card that shows least): the list reordered in
    place. `score`: the plan's high score under `rules` (`run.scorer`), which orders the stack
    as the evaluator would, faster (`hide_order`)."""
    memo = _THROWN.setdefault(("stack", rules, low_rules), {})
    get = memo.get
    small = _THROWN.setdefault(("stack of five", rules, low_rules), {})  # keyed by ranks and kinds alone
    # Of at most five cards, no card shown beside fewer than four others can make a straight
    # or a flush, and the last card has no rival: the order reads ranks and kinds alone
    # (the lower card first on a tie: the places in card order say which), unless a wild is
    # limited to some suits
    kinds = rules.kinds()
    see = None if rules.limited else [(c >> 2) << 2 | kinds[c] for c in range(JOKER + 1)].__getitem__

    def stack(hand: list[int]) -> None:
        ordered = sorted(hand)
        if see is not None and len(ordered) <= 5:
            key = tuple(map(see, ordered))
            places = small.get(key)
            if places is None:
                places = remember(small, key, _places(ordered, _order(ordered)))
        else:
            key = shape_of(ordered, rules, low_rules)
            places = get(key)
            if places is None:
                places = remember(memo, key, _places(ordered, _order(ordered)))
        hand[:] = map(ordered.__getitem__, places)

    def _order(ordered: list[int]) -> list[int]:
        if score is None or len(ordered) > SCORED_MOST:
            return cast(list[int], policies.hide_order(cast(list[Card], ordered), [], rules))  # codes do
        return hide_order(ordered, score)
    return stack


SCORED_MOST = 12  # cards `run.scorer` judges by counts (no count overflows): more ask the evaluator


def hide_order(ordered: list[int], score) -> list[int]:
    """`policies.hide_order` of cards in card order, none showing, with `score` for
    `keys.high_score`: at each turn the card whose showing scores least, the lower on a tie."""
    left = list(ordered)
    shown: list[int] = []
    while left:
        pick = min(left, key=lambda c: score(shown + [c]))
        left.remove(pick)
        shown.append(pick)
    return shown


def discard_bounds(step: Discard, size: int, players: int, up: bool, peeked: bool, where: str):
    """Per seat, the counts the discard allows from a hand of `size` (as `choices.bounds`)."""
    if peeked:
        raise Unplanned(f"{where}: a discard where some cards are unseen (no-peek)")
    if step.order is not None:
        raise Unplanned(f"{where}: a discard in another order ({step.order})")
    if step.which not in ("any", "all") and not (step.which == "down" and not up):
        raise Unplanned(f"{where}: a discard of the {step.which} cards")
    if step.which == "all" or step.count is None:
        return (), True
    if size < step.count and not step.up_to and not step.choices:
        raise Unplanned(f"{where}: a discard of {step.count} from {size} cards")
    if step.choices:
        counts = tuple(sorted(c for c in step.choices if c <= size))
        usual = max(counts) if counts else 0
    else:
        high = min(step.high if step.high is not None else size, size)
        counts = tuple(range(step.low or 0, high + 1)) if step.up_to else (high,)
        usual = high
    plain = SeatBounds(counts, usual)
    if step.most is None or step.most <= usual:
        return (plain,) * players, False
    if step.most_if:
        extra = min(step.most, size - 1)  # the card shown is kept
        ranks = frozenset(rank_number(r) for r in step.most_if)
    else:
        extra, ranks = min(step.most, size), None
    if extra <= usual:
        return (plain,) * players, False
    more = SeatBounds(counts, usual, extra, tuple(sorted(set(counts) | set(range(usual + 1, extra + 1)))), ranks)
    if step.most_for is None or step.most_if:
        return (more,) * players, False
    chosen = players if step.most_for == "dealer" else 1  # the dealer is the last seat; seat 1 is on their left
    return tuple(more if seat == chosen else plain for seat in range(1, players + 1)), False


def lean(cards: list[int], rules: HandRules) -> str:
    """What a seat of a high-low game keeps for, from its first cards: the simulator players'
    own decision (`players.aims.lean`, which `moves.goal` calls; a plan refuses standing
    ranking rules, so the points goal never applies here)."""
    return aims.lean(cast(list[Card], cards), rules)  # codes do: the evaluator reads only the codes


def leaner(rules: HandRules, score):
    """`lean` as a function of a seat's cards, the same test made on codes: the count of
    distinct ranks seven or lower (an ace low; a joker none) against the cards' count, and
    their high category by the plan's scorer (`score`), asked only when the ranks lean low."""
    small = [0 if c == JOKER else 1 if c >> 2 == 12 else (c >> 2) + 2 if (c >> 2) + 2 <= 7 else 0
             for c in range(JOKER + 1)]
    rank_of = small.__getitem__

    def lean_of(cards: list[int]) -> str:
        if not cards or len(cards) > SCORED_MOST:
            return lean(cards, rules)
        ranks = set(map(rank_of, cards))
        ranks.discard(0)
        if len(ranks) >= max(3, len(cards) // 2 + 1) and score(cards) >> 20 < aims.TWO_PAIR:
            return "low"
        return "high"
    return lean_of


def flip_picker(rules: HandRules, score):
    """The down card a seat turns up by choice, beside its up cards (`mechanics.flips._pick`:
    `policies.hide_order`'s first, the card that shows least, the lower on a tie), with the
    plan's scorer for `keys.high_score`."""

    def pick(down: list[int], up: list[int]) -> int:
        if len(up) + 1 > SCORED_MOST:
            return int(policies.hide_order(cast(list[Card], down), cast(list[Card], up), rules)[0])
        return min(sorted(down), key=lambda c: score(up + [c]))
    return pick
