"""Omaha-style hands in a plan: every hand is exactly `own` of a seat's cards and `table` of the
table's, five cards ("You must use exactly two of your down cards": two and three).

A seat of Omaha has sixty such hands, seven seats four hundred and twenty; judging each by
its cards was most of a deal's time. Here a hand is judged by its ranks, and the table's part
is worked out once for every seat:

- a rank is a digit in base five (`RANK_DIGIT`: no single deck holds five of a rank), so a
  hand's ranks are the sum of its own part's digits and its table part's;
- high, no flush: the evaluator's score of five ranks unsuited, made once a process
  (`_high_tables`); low (ace-to-five: suits never count): the plan's low judge's hand of
  five ranks, under the game's qualifiers (`_LowScores`);
- a table's row (`_Rows`): for every possible own part, its best hand with any of the table's
  parts, remembered by the table's ranks, so a seat's best is the best of its own parts' entries;
- flushes: a hand is a flush exactly when its own part and its table part are all of one suit,
  so only a suit the table holds `table` cards of can make one, and only with a seat's cards of
  that suit. A flush beats the same ranks unsuited (a straight flush a straight, a flush any
  five different ranks), so a seat's best is the best of its unsuited scores and its flushes.

The hands are the plan's own groups (`Plan.seats`); `board_of` says when they are exactly
these, else the plan scores each group by its cards (`run`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement, product, starmap
from operator import add, itemgetter

from dealerschoice.cards import Hand, HandRules
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.cards.keys import plain_high_score
from dealerschoice.cards.lows import a5_score
from dealerschoice.play.fast.qualify import Qualify

# per card code: its rank as a digit in base five (a joker has none: plans with jokers have no board)
RANK_DIGIT = [5 ** (c >> 2) for c in range(JOKER_CODE)] + [0]
NO_HAND = 0  # a row's entry for no hand: no qualifying low, or five of a rank (never dealt); every score is above
_ROWS_ENTRIES = 1 << 21  # row entries a memo holds before it starts again: about 16 MB (Omaha: 23,000 rows, Nebraska 4,600)
# rules -> (score of each unsuited rank sum, score of each suited rank sum), made once a process
_HIGH: dict[HandRules, tuple[dict[int, int], dict[int, int]]] = {}


@dataclass(frozen=True, slots=True)
class Board:
    """A plan's hands as every `own`-card set of a seat's cards with every `table`-card set of
    the table's (`own` + `table` = 5): `seats` are each seat's own positions in the shuffled
    deck, `board` the table's."""

    own: int
    table: int
    seats: tuple[tuple[int, ...], ...]
    board: tuple[int, ...]


def board_of(seats: Sequence[Sequence[Sequence[int]]], board: Sequence[int], deck: Sequence[int]) -> Board | None:
    """The plan's groups (`Plan.seats`: per seat, deck positions) as a `Board`, or None unless
    every seat's groups are exactly the five-card sets of one count of its own positions and
    the rest of the table's (the same counts for every seat), from one deck without jokers.

    >>> board_of([[(0, 1, 4, 5, 6), (0, 1, 4, 5, 7), (0, 1, 4, 6, 7), (0, 1, 5, 6, 7)]], [4, 5, 6, 7], range(52))
    Board(own=2, table=3, seats=((0, 1),), board=(4, 5, 6, 7))
    >>> board_of([[(0, 1, 4, 5, 6)]], [4, 5, 6, 7], range(52)) is None  # not every three of the table
    True
    """
    if len(set(deck)) != len(deck) or JOKER_CODE in deck or not board:
        return None  # two decks can hold five of a rank; a joker is wild
    on_board = set(board)
    counts, own_positions = set(), []
    for groups in seats:
        if not groups or any(len(g) != 5 for g in groups):
            return None
        mine = sorted({p for g in groups for p in g if p not in on_board})
        table = sorted({p for g in groups for p in g if p in on_board})
        own = {sum(p not in on_board for p in g) for g in groups}
        if len(own) != 1 or table != sorted(board):
            return None
        a = own.pop()
        made = {frozenset(o + t) for o in combinations(mine, a) for t in combinations(table, 5 - a)}
        if made != {frozenset(g) for g in groups} or len(groups) != len(made):
            return None
        counts.add(a)
        own_positions.append(tuple(mine))
    if len(counts) != 1:
        return None
    a = counts.pop()
    return Board(a, 5 - a, tuple(own_positions), tuple(sorted(board)))


def _ranks(key: int) -> list[int]:
    """The rank indexes (0: a two .. 12: an ace) a sum of `RANK_DIGIT`s holds, low first."""
    out = []
    for r in range(13):
        key, n = divmod(key, 5)
        out += [r] * n
    return out


def _unsuited(ranks: Sequence[int]) -> list[int]:
    """Card codes of these rank indexes, the j-th in suit j mod 4: a rank's copies in different
    suits, and five cards in two suits or more (no flush)."""
    return [r << 2 | j % 4 for j, r in enumerate(ranks)]


def _high_tables(rules: HandRules) -> tuple[dict[int, int], dict[int, int]]:
    """The evaluator's score of every five ranks unsuited (each rank at most four times) and of
    every five different ranks in one suit, by their sum of `RANK_DIGIT`s."""
    found = _HIGH.get(rules)
    if found is None:
        unsuited, suited = {}, {}
        for ranks in combinations_with_replacement(range(13), 5):
            if len(set(ranks)) == 1:
                continue  # five of a rank: no single deck
            key = sum(5 ** r for r in ranks)
            unsuited[key] = plain_high_score(_unsuited(ranks), rules)  # type: ignore[arg-type]  # codes: as cards
            if len(set(ranks)) == 5:
                suited[key] = plain_high_score([r << 2 for r in ranks], rules)  # type: ignore[misc]
        found = _HIGH[rules] = (unsuited, suited)
    return found


class _LowScores:
    """The low hand of five ranks as the plan's low judge gives it (`lows.low_judge`: under the
    game's qualifiers), as an int that orders lows as their keys (`cards.lows.a5_score`,
    bigger is better; `NO_HAND`: none qualifies), and the Hand of each such int."""

    def __init__(self, judge: Callable[[Sequence[int]], Hand | None], rules: HandRules) -> None:
        self.judge, self.rules = judge, rules
        self.scores: dict[int, int] = {}
        self.hands: dict[int, Hand] = {}

    def score(self, key: int) -> int:
        found = self.scores.get(key)
        if found is None:
            ranks = _ranks(key)
            hand = self.judge(_unsuited(ranks)) if len(set(ranks)) > 1 else None  # five of a rank: never dealt
            found = NO_HAND
            if hand is not None:
                found = a5_score(_unsuited(ranks), self.rules)  # type: ignore[arg-type]  # codes: as cards
                self.hands.setdefault(found, hand)
            self.scores[key] = found
        return found


class _Rows:
    """Each table's best score for every own part, by the table's ranks: the table's parts are
    tried once for all seats (and for all later deals with a table of the same ranks).

    An own part is an index: `parts[i]` is own part i's sum of `RANK_DIGIT`s; `column(t)` the
    score of every own part with table part `t`; a table's row the best of its parts'
    columns, own part by own part. Making a row costs what judging seven seats from the columns
    costs (measured: 33 against 34 microseconds a deal), so every table gets one at once, and a
    table whose ranks come again (a run of one game meets a few thousand of a five-card
    table's 6,175 rank sets) costs a lookup a seat. The memo starts again past `_ROWS_ENTRIES`
    entries."""

    def __init__(self, score: Callable[[int], int], own: int, table: int) -> None:
        self.score = score
        # every `own` ranks (each at most four times: a rank's five is never dealt)
        self.parts = [sum(5 ** r for r in ranks) for ranks in combinations_with_replacement(range(13), own)
                      if own < 5 or len(set(ranks)) > 1]
        self.index = {part: i for i, part in enumerate(self.parts)}
        self.table = table
        self.columns: dict[int, list[int]] = {}
        self.rows: dict[int, list[int]] = {}
        self.most = max(1, _ROWS_ENTRIES // len(self.parts))

    def column(self, part: int) -> list[int]:
        found = self.columns.get(part)
        if found is None:
            found = self.columns[part] = [self.score(o + part) for o in self.parts]
        return found

    def columns_of(self, digits: Sequence[int]) -> list[list[int]]:
        """The columns of a table's parts (its cards' `RANK_DIGIT`s)."""
        return list(map(self.column, set(map(sum, combinations(digits, self.table)))))

    def row(self, digits: Sequence[int]) -> list[int]:
        """The row of a table whose cards have these `RANK_DIGIT`s."""
        key = sum(digits)
        found = self.rows.get(key)
        if found is None:
            if len(self.rows) >= self.most:
                self.rows.clear()
            found = self.rows[key] = list(map(max, zip(*self.columns_of(digits))))
        return found


# (what the rows score, own cards, table cards) -> its rows, for the process
_ROWS: dict[tuple, _Rows] = {}


def _rows(what: tuple, score: Callable[[int], int], board: Board) -> _Rows:
    found = _ROWS.get((what, board.own, board.table))
    if found is None:
        found = _ROWS[what, board.own, board.table] = _Rows(score, board.own, board.table)
    return found


def _picker(positions: Sequence[int]) -> Callable[[Sequence[int]], tuple[int, ...]]:
    """The cards at these positions of a shuffled deck, always as a tuple."""
    if len(positions) == 1:
        at = positions[0]
        return lambda x: (x[at],)
    return itemgetter(*positions)


def _seats_best(sides: Sequence[_Rows], board: Board) -> Callable[[Sequence[int]], tuple[list[list[int]], tuple[int, ...]]]:
    """A function of the shuffled deck: (per side, each seat's best entry of its table's row;
    the table's cards). The sides' rows share their own parts (the same own count: the same
    `parts`), so a seat's parts are found once for all of them (high and low)."""
    index = sides[0].index.__getitem__
    digit = RANK_DIGIT.__getitem__
    a = board.own
    table_cards = _picker(board.board)
    seat_cards = [_picker(s) for s in board.seats]
    if len(sides) == 1:
        row_of = sides[0].row

        def one(x: Sequence[int]) -> tuple[list[list[int]], tuple[int, ...]]:
            cards = table_cards(x)
            entry = row_of(list(map(digit, cards))).__getitem__
            return [[max(map(entry, map(index, map(sum, combinations(map(digit, pick(x)), a))))) for pick in seat_cards]], cards
        return one

    def each(x: Sequence[int]) -> tuple[list[list[int]], tuple[int, ...]]:
        cards = table_cards(x)
        digits = list(map(digit, cards))
        entries = [side.row(digits).__getitem__ for side in sides]
        found: list[list[int]] = [[] for _ in sides]
        for pick in seat_cards:
            owns = list(map(index, map(sum, combinations(map(digit, pick(x)), a))))
            for out, entry in zip(found, entries):
                out.append(max(map(entry, owns)))
        return found, cards
    return each


def _high_rows(board: Board, rules: HandRules) -> _Rows:
    unsuited = _high_tables(rules)[0]
    return _rows(("high", rules), lambda key: unsuited.get(key, NO_HAND), board)


def _flusher(board: Board, rules: HandRules) -> Callable[[Sequence[int], tuple[int, ...], list[int]], None]:
    """A function raising each seat's unsuited best to its flushes where it has any: of the
    shuffled deck, the table's cards and the seats' unsuited bests."""
    flush = _high_tables(rules)[1].__getitem__
    digit = RANK_DIGIT.__getitem__
    a, b = board.own, board.table
    seat_cards = [_picker(s) for s in board.seats]

    def flushes(x: Sequence[int], cards: tuple[int, ...], out: list[int]) -> None:
        suits = [c & 3 for c in cards]
        for s in range(4):
            if suits.count(s) < b:
                continue
            # a suit the table holds `b` cards of: a seat's flushes of it, if it holds `a` of the suit
            parts = list(map(sum, combinations([digit(c) for c in cards if c & 3 == s], b)))
            for n, pick in enumerate(seat_cards):
                mine = [digit(c) for c in pick(x) if c & 3 == s]
                if len(mine) >= a:
                    out[n] = max(out[n], max(map(flush, starmap(add, product(map(sum, combinations(mine, a)), parts)))))
    return flushes


def high_scorer(board: Board, rules: HandRules) -> Callable[[Sequence[int]], list[int]]:
    """A function of the shuffled deck giving each seat's best high score (plain rules: no
    wild card for high hands)."""
    unsuited_best, flushes = _seats_best([_high_rows(board, rules)], board), _flusher(board, rules)

    def scores(x: Sequence[int]) -> list[int]:
        (out,), cards = unsuited_best(x)
        flushes(x, cards, out)
        return out
    return scores


def _low_rows(board: Board, rules: HandRules, qualify: Qualify,
              judge: Callable[[Sequence[int]], Hand | None]) -> tuple[_Rows, dict[int, Hand]]:
    what = ("low", rules, qualify)
    scores = _LOWS.get(what)
    if scores is None:
        scores = _LOWS[what] = _LowScores(judge, rules)
    return _rows(what, scores.score, board), scores.hands


def low_scorer(board: Board, rules: HandRules, qualify: Qualify,
               judge: Callable[[Sequence[int]], Hand | None]) -> tuple[Callable[[Sequence[int]], list[int]], dict[int, Hand]]:
    """A function of the shuffled deck giving each seat's best low as an int (`_LowScores`:
    bigger is better, `NO_HAND` none), and the Hand of each such int; `judge` is the plan's
    low judge, of the plain low rules `rules` and the game's qualifiers `qualify`."""
    rows, hands = _low_rows(board, rules, qualify, judge)
    best = _seats_best([rows], board)
    return (lambda x: best(x)[0][0]), hands


def high_low_scorer(board: Board, rules: HandRules, low_rules: HandRules, qualify: Qualify,
                    judge: Callable[[Sequence[int]], Hand | None]
                    ) -> tuple[Callable[[Sequence[int]], tuple[list[int], list[int]]], dict[int, Hand]]:
    """`high_scorer` and `low_scorer` at once: (each seat's best high score, its best low) of
    the shuffled deck, a seat's own parts found once for both; and the Hand of each low."""
    low_rows, hands = _low_rows(board, low_rules, qualify, judge)
    both, flushes = _seats_best([_high_rows(board, rules), low_rows], board), _flusher(board, rules)

    def scores(x: Sequence[int]) -> tuple[list[int], list[int]]:
        (high, low), cards = both(x)
        flushes(x, cards, high)
        return high, low
    return scores, hands


# (low rules, qualifiers) -> their five-rank lows, for the process
_LOWS: dict[tuple, _LowScores] = {}
