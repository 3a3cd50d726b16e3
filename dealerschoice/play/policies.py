"""The simulated players' choices, as the mechanics ask for them: what to keep, draw, pass
and stack, how to bet, what to declare. The judgement is in `play.players` (issue 18): a
draw keeps made hands and the cards that improve them and stands pat on a made hand; a
pass gives up the cards worth least, card by card; bets follow a fast strength estimate
against what the seat can see (`players.strength`); a declare goes to the side the hand can
win. Nothing here is random; ties go to the lower card.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache, partial
from itertools import combinations
from math import comb

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.keys import high_score, score_category
from dealerschoice.cards.lows import a5_score
from dealerschoice.cards.modes import Mode
from dealerschoice.play.players import baseline, declaring, keeping, passing, strength
from dealerschoice.play.players import ranked as own_ranking
from dealerschoice.records.deals import Declaration

PAIR, TWO_PAIR, TRIPS, STRAIGHT = 1, 2, 3, 4
CAUTIOUS_STAKE = 12  # chips a loser pays (matching the pot) from which players go in only strong


def order_key(card: Card) -> int:
    """Lower cards first; a joker counts above an ace. Card codes are rank-major with the
    joker last, so the code itself is that order (and sorts fastest).

    >>> from dealerschoice.cards import parse_cards, format_cards
    >>> format_cards(sorted(parse_cards("Jk As 2c 2s Td"), key=order_key))
    '2♠ 2♣ 10♦ A♠ Jk'
    """
    return int(card)


def scorer(rules: HandRules, goal: str = "high", low_rules: HandRules | None = None, ranked=None):
    """How good a set of cards is for the game's goal ("high" or "low"), as a function of the
    cards; bigger is better. Made once per question, then called for every choice tried.
    `ranked`: the game's own ranking of that side (`mechanics.ranking_play.SideRanking`:
    Badugi, ace-to-six, points...), which then decides."""
    if ranked is not None:  # -- issue 16: hands ranked their own way
        return partial(ranked_score, ranked=ranked, rules=low_rules or rules if goal == "low" else rules)
    if goal == "low":
        return partial(a5_score, rules=low_rules or rules)
    return partial(high_score, rules=rules)


def ranked_score(cards: Sequence[Card], ranked, rules: HandRules) -> tuple:
    """A score for cards under a game's own ranking (`ranked.hand(cards, rules)`): a hand that
    cannot win (None: a points hand past its target, too few cards) scores below every hand.

    >>> from dealerschoice.cards import Ranking, parse_cards
    >>> from dealerschoice.play.mechanics.ranking_play import SideRanking
    >>> badugi = SideRanking(Ranking("badugi"))
    >>> ranked_score(parse_cards("As 2h 3d 4c"), badugi, HandRules()) > ranked_score(parse_cards("As 2s 3d 4c"), badugi, HandRules())
    True
    """
    hand = ranked.hand(cards, rules) if cards else None
    return (0,) if hand is None else (1,) + tuple(hand.key)


def category(cards: Sequence[Card], rules: HandRules) -> int:
    """The high-hand category of cards (0 high card, 1 pair, 2 two pair, 3 trips, 4 straight...)."""
    return _category(tuple(cards), rules) if cards else 0


@lru_cache(maxsize=4096)  # a buyer weighs each card offered against the same hand, a bettor the same cards each round
def _category(cards: tuple[Card, ...], rules: HandRules) -> int:
    return score_category(high_score(cards, rules))


# The choices below are pure functions of their arguments, and a hand asks the same question
# again and again (a repeat that passes or stacks the same cards each round, players whose
# cards did not change): each answer is remembered, by value.
_REMEMBERED = 8192
EXHAUSTIVE = 200  # ways to choose the cards given up (own rankings): beyond this, one card at a time
KEEP_TRIED = keeping.KEEP_TRIED  # cards a draw tries every kept set of (a draw from six: 64 sets); more, card by card


def worst(cards: list[Card], count: int, keep_with: list[Card], rules: HandRules, goal: str = "high",
          low_rules: HandRules | None = None, ranked=None) -> list[Card]:
    """The `count` cards of `cards` whose loss hurts least: what is left, with `keep_with`,
    makes the best hand (under the game's own ranking `ranked`, when it has one: see
    `scorer`). Ties: give up the lower cards.

    >>> from dealerschoice.cards import parse_cards, format_cards
    >>> format_cards(worst(list(parse_cards("Qs Qh 9c 8d 3s 4h 2c")), 3, [], HandRules()))
    '2♣ 3♠ 4♥'
    """
    return list(_worst(tuple(cards), count, tuple(keep_with), rules, goal, low_rules, ranked))


@lru_cache(maxsize=_REMEMBERED)
def _worst(cards: tuple[Card, ...], count: int, keep_with: tuple[Card, ...], rules: HandRules, goal: str,
           low_rules: HandRules | None, ranked=None) -> tuple[Card, ...]:
    if count <= 0:
        return ()
    if count >= len(cards):
        return cards
    ordered = sorted(cards, key=order_key)
    if own_ranking.keeps(ranked) and len(ordered) <= KEEP_TRIED:  # Badugi, 2-7, A-6: what to draw to
        kept = best_keep_ranked(ordered, (len(ordered) - count,), keep_with,
                                low_rules or rules if goal == "low" else rules, ranked)
        left = list(ordered)
        for card in kept:
            left.remove(card)
        return tuple(left)
    if count == 1 and ranked is not None and ranked.ranking.mode == Mode.POINTS and ranked.size is None:
        # a points hand replaces the card whose replacement does best (as `choices` decided to)
        replaced = points_replace(ordered, keep_with, low_rules or rules if goal == "low" else rules, ranked)
        if replaced is not None:
            return (replaced,)
    if ranked is not None:  # a game's own ranking: its scorer, every choice tried
        return _worst_ranked(ordered, count, keep_with, rules, goal, low_rules, ranked)
    if len(ordered) > KEEP_TRIED:
        # a pass of three of seven: card by card (players.passing), no hand evaluated
        return passing.give_up(ordered, count, keep_with, rules, goal, low_rules)
    kept = best_keep(ordered, (len(ordered) - count,), keep_with, rules, goal, low_rules)
    left = list(ordered)
    for card in kept:
        left.remove(card)
    return tuple(left)


def best_keep(ordered: Sequence[Card], sizes: Sequence[int], keep_with: Sequence[Card], rules: HandRules,
              goal: str = "high", low_rules: HandRules | None = None) -> tuple[Card, ...]:
    """The cards of `ordered` (in card order) a player keeps, `sizes` the counts they may
    keep: the kept set worth most to draw to (`players.keeping.keep_value`, with the cards
    `keep_with` that stay anyway); ties keep the higher cards.

    >>> from dealerschoice.cards import parse_cards, format_cards
    >>> format_cards(best_keep(sorted(parse_cards("Ah Ad Ac 8c Js"), key=order_key), (2, 3, 4, 5), [], HandRules()))
    'A♥ A♦ A♣'
    """
    return _best_keep(tuple(ordered), tuple(sizes), tuple(keep_with), rules, goal, low_rules)


@lru_cache(maxsize=_REMEMBERED)
def _best_keep(ordered: tuple[Card, ...], sizes: tuple[int, ...], keep_with: tuple[Card, ...], rules: HandRules,
               goal: str, low_rules: HandRules | None) -> tuple[Card, ...]:
    # the one search, shared with the odds' compiled draws (`play.fast`), so the two cannot drift
    return tuple(ordered[i] for i in keeping.best_kept(ordered, sizes, keep_with, rules, goal, low_rules))


def best_keep_ranked(ordered: Sequence[Card], sizes: Sequence[int], keep_with: Sequence[Card], rules: HandRules,
                     ranked) -> tuple[Card, ...]:
    """As `best_keep`, under a game's own ranking (`players.ranked.keep_value`: Badugi keeps
    its best badugi, a deuce-to-seven or ace-to-six low its unpaired low cards, and a made
    hand stands pat); `rules` are the wild cards of the side the ranking ranks.

    >>> from dealerschoice.cards import Ranking, parse_cards, format_cards
    >>> from dealerschoice.play.mechanics.ranking_play import SideRanking
    >>> badugi = SideRanking(Ranking("badugi"))
    >>> format_cards(best_keep_ranked(sorted(parse_cards("As 2s 3d 4c"), key=order_key), (1, 2, 3, 4), [], HandRules(), badugi))
    '3♦ 4♣ A♠'
    """
    return _best_keep_ranked(tuple(ordered), tuple(sizes), tuple(keep_with), rules, ranked)


@lru_cache(maxsize=_REMEMBERED)
def _best_keep_ranked(ordered: tuple[Card, ...], sizes: tuple[int, ...], keep_with: tuple[Card, ...],
                      rules: HandRules, ranked) -> tuple[Card, ...]:
    places = range(len(ordered))
    best: tuple[int, ...] = ()
    best_value = None
    for size in sizes:
        for chosen in reversed(list(combinations(places, size))):  # ties keep the higher cards, as best_keep
            value = own_ranking.keep_value(keep_with + tuple(ordered[i] for i in chosen), ranked, rules)
            if best_value is None or value > best_value:
                best, best_value = chosen, value
    return tuple(ordered[i] for i in best)


def points_replace(pool: Sequence[Card], keep_with: Sequence[Card], rules: HandRules, ranked) -> Card | None:
    """The card a points hand replaces, or None to stand (`players.ranked.points_draw`)."""
    return _points_replace(tuple(sorted(pool, key=order_key)), tuple(keep_with), rules, ranked)


@lru_cache(maxsize=_REMEMBERED)
def _points_replace(pool: tuple[Card, ...], keep_with: tuple[Card, ...], rules: HandRules, ranked) -> Card | None:
    return own_ranking.points_draw(pool, keep_with, ranked, rules)


def _worst_ranked(ordered: list[Card], count: int, keep_with: tuple[Card, ...], rules: HandRules, goal: str,
                  low_rules: HandRules | None, ranked) -> tuple[Card, ...]:
    if comb(len(ordered), count) > EXHAUSTIVE:
        return _worst_greedy(ordered, count, keep_with, rules, goal, low_rules, ranked)
    places = range(len(ordered))
    score_of = scorer(rules, goal, low_rules, ranked)
    keep = list(keep_with)
    best: tuple[int, ...] = ()  # len(ordered) - count >= 0 cards kept: one choice at least is tried
    best_value = None
    # the cards kept, rather than those given up: complements of subsets come in the reverse
    # order, so walking them backwards tries the same choices in the same order (ties alike)
    for kept in reversed(list(combinations(places, len(ordered) - count))):
        score = score_of(keep + [ordered[i] for i in kept])
        if best_value is None or score > best_value:
            best, best_value = kept, score
    return tuple(ordered[i] for i in places if i not in best)


def _worst_greedy(ordered: list[Card], count: int, keep_with: tuple[Card, ...], rules: HandRules, goal: str,
                  low_rules: HandRules | None, ranked=None) -> tuple[Card, ...]:
    """One card at a time, the one whose loss hurts least (lower first on ties): for hands too
    big to try every choice under a game's own ranking (seventeen cards, six to pass)."""
    score_of = scorer(rules, goal, low_rules, ranked)
    left: list[Card] = list(ordered)
    out: list[Card] = []
    for _ in range(count):
        best, best_value = left[0], None
        for card in left:
            score = score_of(list(keep_with) + [c for c in left if c is not card])
            if best_value is None or score > best_value:
                best, best_value = card, score
        left.remove(best)
        out.append(best)
    return tuple(sorted(out, key=order_key))


def hide_order(cards: list[Card], showing: list[Card], rules: HandRules) -> list[Card]:
    """A stack order that hides strength: at each turn the card that shows least, lower first.

    >>> from dealerschoice.cards import parse_cards, format_cards
    >>> format_cards(hide_order(list(parse_cards("Qs Qh Qd 9c 9d")), [], HandRules()))
    '9♦ Q♠ 9♣ Q♥ Q♦'
    """
    return list(_hide_order(tuple(cards), tuple(showing), rules))


@lru_cache(maxsize=_REMEMBERED)
def _hide_order(cards: tuple[Card, ...], showing: tuple[Card, ...], rules: HandRules) -> tuple[Card, ...]:
    left = sorted(cards, key=order_key)
    shown = list(showing)
    order = []
    while left:
        # `left` is in card order, so min's first pick is already the lower card on a tie;
        # exposed_key with straights is high_score
        pick = min(left, key=lambda c: high_score(shown + [c], rules))
        left.remove(pick)
        shown.append(pick)
        order.append(pick)
    return tuple(order)


def best_to_show(cards: list[Card], showing: list[Card], rules: HandRules) -> Card:
    """The card that makes the showing hand strongest (to beat the best hand showing)."""
    return _best_to_show(tuple(cards), tuple(showing), rules)


@lru_cache(maxsize=_REMEMBERED)
def _best_to_show(cards: tuple[Card, ...], showing: tuple[Card, ...], rules: HandRules) -> Card:
    shown = list(showing)
    return max(sorted(cards, key=order_key), key=lambda c: high_score(shown + [c], rules))  # = exposed_key


def bet_choice(strength: int, facing: bool, can_raise: bool) -> str:
    """For cards of `category` `strength`: "bet" on a pair or better, "raise" on trips or
    better, else "check" or "call"."""
    if not facing:
        return "bet" if strength >= PAIR else "check"
    return "raise" if can_raise and strength >= TRIPS else "call"


def claims_best(strength: int, showing: Sequence[int]) -> bool:
    """Whether a player believes they hold the highest hand ("repeat until one player
    believes they have the highest hand", issue 17): two pair or better, and better than
    every hand showing (`showing`: the categories of the others' up cards).

    >>> claims_best(TWO_PAIR, [PAIR, 0]), claims_best(PAIR, []), claims_best(TRIPS, [TRIPS])
    (True, False, False)
    """
    return strength >= TWO_PAIR and all(strength > other for other in showing)


def wants_redeal(strength: int) -> bool:
    """Whether a player who may call for a redeal does ("If the player with the high hand
    showing wants, there is a redeal"): when their whole hand is less than two pair.

    >>> wants_redeal(PAIR), wants_redeal(TWO_PAIR)
    (True, False)
    """
    return strength < TWO_PAIR


def declare_high_low(cards: list[Card], high_rules: HandRules, low_rules: HandRules, choices,
                     aim: str = "high") -> Declaration:
    """The side the hand can win (`players.declaring.declare`): low with a seven low, high
    with a full house, both only when strong both ways and allowed."""
    return _declare_high_low(tuple(cards), high_rules, low_rules, tuple(choices), aim)


@lru_cache(maxsize=_REMEMBERED)
def _declare_high_low(cards: tuple[Card, ...], high_rules: HandRules, low_rules: HandRules,
                      choices: tuple[str, ...], aim: str) -> Declaration:
    return declaring.declare(cards, high_rules, low_rules, choices, aim)


def goes_in(known: list[Card], rules: HandRules, at_stake: int = 0) -> bool:
    """In with a pair or better (two pair with six cards or more), or an ace or king with
    fewer than four cards. `at_stake`: the chips a loser who went in pays (matching the pot):
    from `CAUTIOUS_STAKE` on, a player goes in only with a pair of tens or better (trips with
    six cards or more), so a pot that grows with each re-deal draws fewer players in.

    With wild cards a hand counts as what it is worth above the game's usual best hand
    (`players.baseline.shift`): a pair made with a wild in a game of two wild ranks is no
    reason to go in, and an ace or king alone is none either.

    >>> from dealerschoice.cards import parse_cards
    >>> goes_in(parse_cards("4s 4d 9c"), HandRules()), goes_in(parse_cards("4s 4d 9c"), HandRules(), at_stake=20)
    (True, False)
    >>> wild = HandRules.parse("3,8")
    >>> goes_in(parse_cards("Ks 3d 9c"), wild), goes_in(parse_cards("Ks 3d 8c"), wild)
    (False, True)
    """
    cautious = at_stake >= CAUTIOUS_STAKE
    lift = baseline.shift(rules, len(known)) if known else 0.0
    if lift:  # wild cards: the hand counts as what it is worth against the game's usual best hand
        worth = strength.standing(known, rules) - lift
        strength_now, top = int(worth // 1), round(worth % 1 * 15)
    else:
        strength_now = category(known, rules)
        top = high_score(known, rules) >> 16 & 15 if known else 0
    if len(known) >= 6:
        return strength_now >= (TRIPS if cautious else TWO_PAIR)
    if strength_now >= PAIR:
        return not cautious or strength_now > PAIR or top >= 10
    return not cautious and not lift and len(known) < 4 and any(
        c.is_joker or c.rank >= 13 or rules.is_wild(c) for c in known)


def split_hands(cards: list[Card], small: int, rules: HandRules, must_be_lower: bool):
    """Split into a big hand and a `small`-card hand, the small one as good as it may be
    while (when `must_be_lower`) staying below the big one."""
    big, little = _split_hands(tuple(cards), small, rules, must_be_lower)
    return list(big), list(little)


@lru_cache(maxsize=_REMEMBERED)
def _split_hands(cards: tuple[Card, ...], small: int, rules: HandRules, must_be_lower: bool):
    ordered = sorted(cards, key=order_key)
    best = None
    for chosen in combinations(ordered, small):
        rest = list(ordered)
        for c in chosen:
            rest.remove(c)
        small_value = high_score(chosen, rules)
        rest_value = high_score(rest, rules)  # each side scored once
        if must_be_lower and small_value >= rest_value:
            continue
        score = (small_value, rest_value)
        if best is None or score > best[0]:
            best = (score, tuple(chosen), tuple(rest))
    if best is None:  # nothing is lower: the weakest small hand
        weakest = ordered[:small]
        return tuple(c for c in ordered if c not in weakest), tuple(weakest)
    return best[2], best[1]


def low_or_high_pile(card: Card, low_room: bool, high_room: bool) -> str:
    """Top-to-hand games: a seven or lower goes to the low hand, higher cards to the high one."""
    if not low_room:
        return "high"
    if not high_room:
        return "low"
    return "low" if not card.is_joker and (card.rank <= 7) else "high"


def best_addition(known: Sequence[Card], ways: Sequence[Sequence[Card]], rules: HandRules) -> int:
    """Which of several sets of cards a player adds to what they know (common cards they
    choose to turn up for everyone): the one that makes their best high hand; ties go to
    the first.

    >>> from dealerschoice.cards import parse_cards
    >>> best_addition(parse_cards("Ks Kd 4c"), [parse_cards("2h"), parse_cards("Kh"), parse_cards("4s")], HandRules())
    1
    """
    scores = [high_score(list(known) + list(way), rules) for way in ways]
    return scores.index(max(scores))
