"""What wins in a game, by simulation: many seeded deals played by the simulator's policies,
the winning hands tallied.

`play_deals(program, players, seed, start, stop) -> Tally` plays deals `start..stop-1`; deal i
is the simulator's hand with seed `deal_seed(seed, i)`, so a run split into chunks (across
processes) adds up to the same tally as one run. A game the fast path plans (`play.fast`:
deals, fixed wilds, a high showdown) plays as shuffles and integer scores, with the same
winners deal for deal; any other plays through the simulator. `play_until` plays on in steps
until every shown figure is within a point. `summary(tally) -> OddsFigures` (`records.odds`)
gives the figures, each fraction with its standard error sqrt(p(1-p)/n), and `margin` (the
largest of those errors) with `margin_words` ("within about a point") for the page:

- `winning_categories` / `low_categories`: per showdown with a winner on that side, the
  category of the winning high (low) hand; n = `showdowns` / `low_showdowns`.
- `median_winner` / `median_low_winner`: the median winning hand (lower median, by strength),
  with `median_winner_key` (its comparable key) and `median_winner_category`.
- `wild_in_winner`: per showdown with a winner, how often a winning hand used a wild card.
- `split_pots`: per deal, how often a showdown paid the pot to more than one player.
- `forced_folds`: per deal, how often at least one player was forced out by a rule
  (`forced_out_per_deal`: players forced out per deal, on average).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

from dealerschoice.cards.cards import RANK_NAMES
from dealerschoice.cards.hands import describe
from dealerschoice.cards.keys import CATEGORIES, unpack
from dealerschoice.play.fast import plan_for, play_plan
from dealerschoice.play.fast.run import PlanCounts
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.mechanics.table_hand import TABLE_SEAT
from dealerschoice.play.mechanics.wild_play import Limits, limits_of
from dealerschoice.play.odds_bets import bets_matter
from dealerschoice.play.program import NotRunnable, Program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.play.table import SimulationError
from dealerschoice.play.transcript import Event
from dealerschoice.records.odds import OddsFigures
from dealerschoice.rules.steps import Bet, RuleStep

ODDS_VERSION = 3       # bump when the figures' meaning changes
DEFAULT_DEALS = 2000
# `build --deals auto` plays every game until its figures mean something: at least LEAST_DEALS
# deals, then STEP_DEALS more at a time until the standard error of every figure the page shows
# is under TARGET_SE (a point), or MOST_DEALS have been played (a rare side, e.g. few low winners).
LEAST_DEALS, STEP_DEALS, MOST_DEALS, TARGET_SE = 2000, 500, 10_000, 0.01
# Most games still need the full simulator (a few hundred deals a second), so 2,000 deals a game
# is many minutes for a catalog: a build plays fewer unless asked (`build --deals auto`).
BUILD_DEALS = 250
# Bigger catalogs get fewer deals a game, in steps (so adding a game does not replay them all):
# (most runnable games, deals a game); beyond the last, MIN_BUILD_DEALS.
BUILD_TIERS = ((160, 250), (400, 100))
MIN_BUILD_DEALS = 50


def build_deals(games: int) -> int:
    """Deals a game for a site build of `games` runnable games.

    >>> build_deals(80), build_deals(300), build_deals(1131)
    (250, 100, 50)
    """
    return next((deals for most, deals in BUILD_TIERS if games <= most), MIN_BUILD_DEALS)
# low buckets, weakest first (as the high categories): made hands, then unpaired lows by top card
LOW_ORDER = ("five-of-a-kind", "straight-flush", "four-of-a-kind", "full-house", "flush", "straight",
             "three-of-a-kind", "two-pair", "pair") + tuple(f"{RANK_NAMES[r]}-low" for r in range(14, 4, -1))


def deal_seed(seed: int, index: int) -> int:
    """The simulator's seed for deal `index` of a run seeded `seed`.

    >>> deal_seed(1, 0), deal_seed(1, 1999), deal_seed(2, 0)
    (1000000, 1001999, 2000000)
    """
    return seed * 1_000_000 + index


class OddsHand(PlayedHand):
    """The simulator's hand, lighter: no table snapshot per event, the invariants (cards,
    chips, pot awarded) checked once at the end instead of after every rule, and no betting
    in a game where chips cannot change who wins or who is forced out (`bets_matter`)."""

    __slots__ = ("skip_bets", "bare")
    shows_lows = False  # the showings are never read: a high showdown judges no low hand

    def __init__(self, program: Program, players: int, seed: int):
        super().__init__(program, players, seed)
        self.piece(Stance).everyone_stays = True  # the odds' definition: everyone stays to the showdown
        self.skip_bets = not program.once(bets_matter) and not self.rulebook.scoring_only
        self.bare: bool | None = None  # the game has no limited wilds (known at the first question)

    def play(self, step: RuleStep, at: int) -> int | None:
        if self.skip_bets and type(step) is Bet:
            return None
        return super().play(step, at)

    def event(self, rule, kind: str, text: str) -> None:
        self.log.events.append(Event(rule, kind, text, None))

    def check(self) -> None:
        pass

    def rules_for(self, seat, side: str = "high", cards=None):
        # What `PlayedHand.rules_for` gives, with less asked: in a game without limited wilds
        # (bugs, voids, row, own or seat wilds...) `wild_play.with_limits` gives the rules back,
        # and only the table's own hand has wilds "for the table". (A game with no wild rule
        # still has wilds: a wild change, the board's corner cards, a suit followed...: the
        # wild rules' own answer, quick when nothing is wild.)
        bare = self.bare
        if bare is None:
            bare = self.bare = limits_of(self) == NO_LIMITS
        if bare and seat.number != TABLE_SEAT:
            return self.wilds.rules.for_seat(self.wilds.state, self.table.board, seat, side, cards)
        return super().rules_for(seat, side, cards)


NO_LIMITS = Limits()


@dataclass
class Tally:
    """Counts over deals; `add` merges the tallies of chunks played apart."""

    deals: int = 0
    errors: int = 0               # deals the simulator could not finish (SimulationError)
    unplayed: int = 0             # deals the table could not follow (the deck ran out...)
    showdowns: int = 0            # showdowns with a winning high hand
    low_showdowns: int = 0        # showdowns with a winning low hand
    decided: int = 0              # showdowns with any winner
    high: Counter = field(default_factory=Counter)       # category -> showdowns
    low: Counter = field(default_factory=Counter)
    high_keys: Counter = field(default_factory=Counter)  # winning hand's key -> showdowns
    low_keys: Counter = field(default_factory=Counter)
    words: dict = field(default_factory=dict)            # (side, key) -> description
    kinds: dict = field(default_factory=dict)            # (side, key) -> category
    wild: int = 0                 # decided showdowns won by a hand using a wild card
    split: int = 0                # deals with a pot paid to more than one player
    forced: int = 0               # deals where a rule forced someone out
    forced_players: int = 0       # players forced out, all deals
    no_showdown: int = 0          # deals ended before any showdown (everyone else folded)

    def add(self, other: Tally) -> Tally:
        for name in ("deals", "errors", "unplayed", "showdowns", "low_showdowns", "decided", "wild", "split", "forced",
                     "forced_players", "no_showdown"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        for name in ("high", "low", "high_keys", "low_keys"):
            getattr(self, name).update(getattr(other, name))
        for key, text in other.words.items():
            self.words.setdefault(key, text)
        for key, category in other.kinds.items():
            self.kinds.setdefault(key, category)
        return self


def play_deals(program: Program, players: int, seed: int = 1, start: int = 0, stop: int = DEFAULT_DEALS,
               fast: bool = True) -> Tally:
    """Play deals start..stop-1 and tally them: by the game's plan where it has one
    (`play.fast`, the same figures), else by the simulator (`fast=False`: always).

    >>> from dealerschoice.records import Game, Rule, Source
    >>> game = Game(1, "Five Card", (), (), (Rule(1, "Deal five cards down to each player.", 5),
    ...     Rule(2, "Showdown, high hand wins.", 6)), None, Source("x", 1))
    >>> from dealerschoice.play.program import game_program
    >>> tally = play_deals(game_program(game), 4, seed=1, stop=50)
    >>> tally.deals, tally.showdowns, sum(tally.high.values())
    (50, 50, 50)
    """
    plan = plan_for(program, players) if fast else None
    if plan is not None:
        return _plan_tally(play_plan(plan, range(deal_seed(seed, start), deal_seed(seed, stop))))
    tally = Tally()
    for index in range(start, stop):
        hand = OddsHand(program, players, deal_seed(seed, index))
        try:
            hand.run()
        except SimulationError:
            tally.errors += 1
            continue
        except NotRunnable:  # this deal only: in a big field the deck can run out on draws
            tally.unplayed += 1
            continue
        tally.deals += 1
        _tally_deal(tally, hand)
    return tally


def _plan_tally(counts: PlanCounts) -> Tally:
    """A plan's counts as the tally the simulator's deals would give."""
    tally = Tally(deals=counts.deals, split=counts.split, wild=counts.wild, unplayed=counts.unplayed,
                  forced=counts.forced, forced_players=counts.forced_players, no_showdown=counts.no_showdown)
    for score, n in counts.wins.items():
        category, ranks = unpack(score)
        key = (category,) + ranks + (0,) * (5 - len(ranks))  # as Hand.key
        name = CATEGORIES[category]
        tally.showdowns += n
        tally.decided += n
        tally.high[name] += n
        tally.high_keys[key] += n
        tally.words[("high", key)] = describe(score)
        tally.kinds[("high", key)] = name
    for key, n in counts.named.items():  # a high winner outside the score scale ("3-5-7 is the best hand")
        best = counts.named_hands[key]  # `key` may tell apart Hands of one key: their words and category
        tally.showdowns += n
        tally.decided += n
        tally.high[best.category] += n
        tally.high_keys[best.key] += n
        tally.words.setdefault(("high", best.key), best.description)  # the first deal's, as `_tally_deal` keeps
        tally.kinds.setdefault(("high", best.key), best.category)
    for key, n in counts.lows.items():  # a low showdown's winners, as `_tally_deal` counts them
        best = counts.low_hands[key]
        tally.low_showdowns += n
        tally.decided += n
        tally.low[low_category(best)] += n
        tally.low_keys[key] += n
        tally.words[("low", key)] = best.description
        tally.kinds[("low", key)] = low_category(best)
    tally.decided -= counts.both_sides  # a high-low deal has a high and a low winner: decided once
    return tally


def play_until(program: Program, players: int, seed: int = 1, least: int = LEAST_DEALS, most: int = MOST_DEALS,
               target: float = TARGET_SE) -> Tally:
    """Deals 0.. until every shown figure's standard error is under `target` (at least `least`
    deals, at most `most`): the same deals, and so the same stop, for a seed wherever it runs.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> game = Game(1, "Five Card", (), (), (Rule(1, "Deal five cards down to each player.", 5),
    ...     Rule(2, "Showdown, high hand wins.", 6)), None, Source("x", 1))
    >>> from dealerschoice.play.program import game_program
    >>> tally = play_until(game_program(game), 4, least=200, most=1000, target=0.03)
    >>> tally.deals, margin(tally) < 0.03
    (700, True)
    """
    tally = play_deals(program, players, seed, 0, min(least, most))
    played = min(least, most)
    while played < most and margin(tally) >= target:
        step = min(STEP_DEALS, most - played)
        tally.add(play_deals(program, players, seed, played, played + step))
        played += step
    return tally


def margin(tally: Tally) -> float:
    """The largest standard error of the figures a game's page shows: each winning category
    (high and low), split pots, a wild card in the winner, someone forced out. A tally with
    no deal has no figure to trust: 1.0."""
    if not tally.deals:
        return 1.0
    errors = [_raw_se(k, tally.showdowns) for k in tally.high.values()]
    errors += [_raw_se(k, tally.low_showdowns) for k in tally.low.values()]
    errors += [_raw_se(tally.split, tally.deals), _raw_se(tally.wild, tally.decided),
               _raw_se(tally.forced, tally.deals)]
    return max(errors)


def margin_words(se: float) -> str:
    """The margin of the figures, in words for a player: one standard error in points.

    >>> margin_words(0.004), margin_words(0.0098), margin_words(0.013), margin_words(0.031)
    ('within half a point', 'within about a point', 'within about a point and a half', 'within about 3 points')
    """
    points = se * 100
    if points <= 0.5:
        return "within half a point"
    if points < 1.25:
        return "within about a point"
    if points < 1.75:
        return "within about a point and a half"
    return f"within about {max(2, int(points + 0.5))} points"  # halves round up


def _raw_se(k: int, n: int) -> float:
    if not n:
        return 0.0
    p = k / n
    return math.sqrt(p * (1 - p) / n)


def _tally_deal(tally: Tally, hand: OddsHand) -> None:
    folds = sum(1 for e in hand.log.events if e.kind == "fold")
    tally.forced_players += folds
    tally.forced += folds > 0
    showdowns = hand.outcome.result.showdowns
    if not showdowns:
        tally.no_showdown += 1
    split = False
    for record in showdowns:
        hands, high, low = record["hands"], record["high"], record["low"]
        if len(record["shares"]) > 1 and not hand.rulebook.scoring_only:
            split = True
        if record["hand"] == "unmatched-hole-card":
            continue  # won by a single card, not a poker hand
        won = [hands[n][0] for n in high if hands[n][0] is not None]
        won_low = [hands[n][1] for n in low if hands[n][1] is not None]
        if won:
            best = max(won, key=lambda h: h.key)
            tally.showdowns += 1
            tally.high[best.category] += 1
            tally.high_keys[best.key] += 1
            tally.words.setdefault(("high", best.key), best.description)
            tally.kinds.setdefault(("high", best.key), best.category)
        if won_low:
            best = max(won_low, key=lambda h: h.key)
            tally.low_showdowns += 1
            tally.low[low_category(best)] += 1
            tally.low_keys[best.key] += 1
            tally.words.setdefault(("low", best.key), best.description)
            tally.kinds.setdefault(("low", best.key), low_category(best))
        if won or won_low:
            tally.decided += 1
            tally.wild += any(h.wilds for h in won + won_low)
    tally.split += split


def low_category(hand) -> str:
    """A low hand's bucket: "seven-low" for an unpaired low, else its category ("pair")."""
    if hand.category == "low" and len(hand.key) > 1:
        top = -hand.key[1]
        return f"{RANK_NAMES.get(top, str(top))}-low"
    return hand.category


def summary(tally: Tally) -> OddsFigures:
    """The figures of a tally, fractions rounded to 4 places, each with its standard error."""
    high, high_se = _mix(tally.high, tally.showdowns, CATEGORIES)
    low, low_se = _mix(tally.low, tally.low_showdowns, LOW_ORDER)
    median = _median(tally.high_keys)
    median_low = _median(tally.low_keys)
    largest = margin(tally)
    return OddsFigures(
        deals=tally.deals, errors=tally.errors, unplayed=tally.unplayed, showdowns=tally.showdowns,
        low_showdowns=tally.low_showdowns,
        winning_categories=high, winning_categories_se=high_se, low_categories=low, low_categories_se=low_se,
        median_winner=tally.words.get(("high", median)) if median is not None else None,
        median_winner_key=tuple(median) if median is not None else None,
        median_winner_category=tally.kinds.get(("high", median)),
        median_low_winner=tally.words.get(("low", median_low)) if median_low is not None else None,
        median_low_category=tally.kinds.get(("low", median_low)),
        split_pots=_fraction(tally.split, tally.deals), split_pots_se=_se(tally.split, tally.deals),
        wild_in_winner=_fraction(tally.wild, tally.decided), wild_in_winner_se=_se(tally.wild, tally.decided),
        forced_folds=_fraction(tally.forced, tally.deals), forced_folds_se=_se(tally.forced, tally.deals),
        forced_out_per_deal=round(tally.forced_players / tally.deals, 4) if tally.deals else 0.0,
        no_showdown=_fraction(tally.no_showdown, tally.deals),
        margin=round(largest, 4),  # the largest standard error shown
        margin_words=margin_words(largest),
    )


def category_label(category: str) -> str:
    """Words for a category.

    >>> category_label("full-house"), category_label("seven-low")
    ('Full house', 'Seven low')
    """
    return category.replace("-", " ").capitalize()


def _mix(counts: Counter, n: int, order) -> tuple[dict, dict]:
    """Fractions in strength order (weakest first; unknown categories last)."""
    rank = {c: i for i, c in enumerate(order)}
    names = sorted(counts, key=lambda c: (rank.get(c, len(rank)), c))
    return ({c: _fraction(counts[c], n) for c in names}, {c: _se(counts[c], n) for c in names})


def _fraction(k: int, n: int) -> float:
    return round(k / n, 4) if n else 0.0


def _se(k: int, n: int) -> float:
    return round(_raw_se(k, n), 4)


def _median(keys: Counter):
    """The lower median key (keys compare: bigger is better)."""
    total = sum(keys.values())
    if not total:
        return None
    middle = (total + 1) // 2
    seen = 0
    for key in sorted(keys):
        seen += keys[key]
        if seen >= middle:
            return key
    return None
