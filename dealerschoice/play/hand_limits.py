"""The hand limits a showdown applies: how many own cards (or down cards) a final hand uses,
which lines of the board its common cards come from, another player's cards it may take,
and the several ways a hand may be made ("either your five down cards, or three of them and
one row of commons").

`hand_limits(program)` reads them from the program's standing rules into a `HandLimits`
(`cards.sets.Limits` and the board groups, per way); `HandLimits.ways` gives, for one seat
at the showdown, each (limits, groups) to rank with `cards.sets.best_from_sets`
(`judge.hands_of` does). A program with none of these rules has no hand limits. The groups
beyond the layout's own lines (picks, a card moved into line) are `board_groups.py`'s.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING

from dealerschoice.cards.cards import Card
from dealerschoice.cards.limits import Limits
from dealerschoice.cards.scorers import Scorer, high, low
from dealerschoice.cards.sets import Choice, best_from_sets
from dealerschoice.play.board import Board, board_of
from dealerschoice.play.board_groups import keeps, pick_pools, shifted_lines, touching_groups
from dealerschoice.play.making import limited_choice
from dealerschoice.play.policies import category
from dealerschoice.play.table import CannotFollow
from dealerschoice.rules.steps import Use
from dealerschoice.rules.steps.board import BoardFlip, Pick
from dealerschoice.rules.steps.board_limits import (
    BoardAnyLine,
    BoardPick,
    BoardShift,
    BoardUse,
    OtherUse,
    OwnUse,
    PickRequires,
    UseOptions,
)
from dealerschoice.rules.steps.late_reads import CardsTouch
from dealerschoice.rules.steps.places import Spot
from dealerschoice.rules.steps.table_rules import CommonsByDiscards
from dealerschoice.rules.steps.vocab import Holding, LineKind, Part  # noqa: F401 (LineKind: the doctests)

if TYPE_CHECKING:
    from dealerschoice.play.program import Program
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat

Groups = list[tuple[tuple[str, ...], list]]  # (places, cards) of each group, place by card

HAND_RULES = (BoardUse, OwnUse, OtherUse, UseOptions, BoardAnyLine, BoardPick, PickRequires, BoardShift,
              CommonsByDiscards, CardsTouch)



@dataclass(frozen=True, slots=True)
class HandLimits:
    """How a game's final hands use their own and the common cards.

    limits: the counts (`cards.sets.Limits`). use: the `BoardUse` rule that names the groups
    of the board (None: the whole board is one group). up_only: only common cards face up
    count (the game turns its board over: a card never turned is in nobody's hand).
    other: another player's cards the hand may use. any_line: a common card that counts as
    lying in every line of a kind ("The last common counts as being in any row"). options:
    the ways of `UseOptions`, each a HandLimits of its own (this one's fields then unused).
    """

    limits: Limits
    use: BoardUse | None = None
    up_only: bool = False
    other: OtherUse | None = None
    any_line: BoardAnyLine | None = None
    options: tuple[HandLimits, ...] = ()
    picks: tuple[Pick, ...] = ()
    requires: tuple[PickRequires, ...] = ()
    must: Spot | None = None  # a common card every hand uses, once it lies face up ("the last common card flipped")
    shift: BoardShift | None = None  # a common card a hand may move into line ("the center card up or down")
    by_discards: CommonsByDiscards | None = None  # the commons usable follow the cards the player discarded
    touch: CardsTouch | None = None  # the commons used lie joined on the grid ("all three must be connected")

    @property
    def must_spot(self) -> Spot | None:
        """Where the common card every hand must use lies, this limit's or the first option's
        that names one (the odds' layout plan asks it too: `fast.layout`)."""
        return self.must or next((o.must for o in self.options if o.must is not None), None)

    def required(self, hand: PlayedHand, board: Board) -> Card | None:
        """The common card every hand must use (`must`), if the board shows it yet."""
        spot = self.must_spot
        if spot is None or board.layout is None:
            return None
        if spot.part == Part.LAST:
            places = tuple(board.turned[-1:])
        else:
            places = board.layout.places(spot)
        held = board.held_at(hand, places[0]) if len(places) == 1 else None
        return held.card if held is not None and (held.up or not self.up_only) else None

    def groups(self, hand: PlayedHand, board: Board) -> Groups:
        """(places, cards) of each group a hand's common cards come from."""
        layout = board.layout
        lines = [tuple(board.places)]
        if self.picks and layout is not None:
            lines = [pool for pool in pick_pools(board, self.picks)
                     if all(keeps(board, pool, rule) for rule in self.requires)] or [()]
        elif self.touch is not None and layout is not None:
            if self.limits.board_high is None:
                raise CannotFollow("the common cards a hand uses must be joined, but no rule says how many it uses")
            lines = touching_groups(layout, self.limits.board_high, self.touch.corners)
        elif self.use is not None and layout is not None and (self.limits.one_group or self.limits.one_from_each):
            lines = list(self.use.groups(layout)) or [tuple(board.places)]
            lines = self._with_any_line(board, lines)
            if self.shift is not None:
                lines += [g for g in shifted_lines(layout, self.use, self.shift) if g not in lines]
        found = []
        for line in lines:
            lying = board.lying(hand, line, self.up_only)
            found.append((tuple(p for p, _ in lying), [c for _, c in lying]))
        return found

    def _with_any_line(self, board: Board, lines: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
        """Lines of the kind `any_line` names, each with that card added."""
        rule = self.any_line
        if (rule is None or rule.spot.index is None or rule.spot.line is not None or not board.places
                or board.layout is None):
            return lines
        at = rule.spot.index - 1 if rule.spot.index > 0 else rule.spot.index  # the card dealt index-th
        if not -len(board.places) <= at < len(board.places):
            return lines
        place = board.places[at]
        kinds = {line.positions: line.kind for line in board.layout.lines}
        return [line + (place,) if kinds.get(line) == rule.line and place not in line else line for line in lines]

    def ways(self, hand: PlayedHand, board: Board, seat: Seat) -> list[tuple[Limits, Groups]]:
        """Each way a seat's hand may be made: (limits, groups); with another player's cards,
        one way for each player they may be (their places named `P3.1`, `P3.2`...)."""
        if self.options:
            return [way for option in self.options for way in option.ways(hand, board, seat)]
        parts = self.groups(hand, board)
        if self.by_discards is not None:
            parts = _first_commons(hand, seat, self.by_discards, parts)
        if self.other is None:
            return [(self.limits, parts)]
        other = self.other
        common = any(cards for _, cards in parts)
        found = []
        for them in _others(hand, seat, other):
            theirs = [h.card for h in them.cards if other.cards == Holding.OWN or h.up == (other.cards == Holding.UP)]
            places = tuple(f"P{them.number}.{i}" for i in range(1, len(theirs) + 1))
            if not common:  # no common cards: the other player's cards are the hand's "board"
                found.append((_with_other(self.limits, other.low, other.high), [(places, theirs)]))
            elif other.low == 0 and other.high is None and not (self.limits.one_group or self.limits.one_from_each):
                (common_places, cards), = parts  # as many of theirs as the hand likes, with the board's
                found.append((self.limits, [(common_places + places, cards + theirs)]))
            else:
                raise CannotFollow("a hand that takes a count of another player's cards beside the common cards "
                                   "is not played yet")
        return found


@lru_cache(maxsize=256)  # asked for every seat and every other player at each showdown: one value each
def _with_other(limits: Limits, low: int, high: int | None) -> Limits:
    """The limits of a hand whose "board" is another player's cards: at least `low` of them,
    at most `high`, besides what the limits already ask."""
    return replace(limits, board_low=max(limits.board_low, low), board_high=_lower(limits.board_high, high))


def choose(own: list, up: frozenset[int], groups: list[list], limits: Limits, rules, side: str = "high",
           must: Card | None = None) -> Choice | None:
    """The best `side` hand under the limits (`making.limited_choice`); with `must`, a
    hand that uses that card beats every hand that does not (the hands that cannot use it
    keep their order among themselves).

    >>> from dealerschoice.cards import HandRules, parse_cards as cards
    >>> board = [cards("As Ad 7c 2h")]
    >>> " ".join(map(str, choose(cards("Ah Kd"), frozenset(), board, Limits(), HandRules()).cards))
    'A♥ K♦ A♠ A♦ 7♣'
    >>> " ".join(map(str, choose(cards("Ah Kd"), frozenset(), board, Limits(), HandRules(), must=board[0][3]).cards))
    'A♥ K♦ A♠ A♦ 2♥'
    """
    if must is None:
        return limited_choice(own, up, groups, limits, rules, side)
    base = high(rules) if side == "high" else low(rules)
    scorer = Scorer(f"{base.name}-using-{must}", lambda cards: (must in cards, base.key(cards)))
    try:
        return best_from_sets(own, groups, limits, scorer, up=up)
    except ValueError:  # the own cards cannot meet the limits: no hand
        return None


def seen_category(hand: PlayedHand, seat: Seat) -> int | None:
    """The high-hand category (`policies.category`) a player can count on while betting in a
    game with hand limits: the best legal hand of the own cards they know and the cards
    face up for everyone (common cards, other players' up cards), under the same limits the
    showdown applies; 0 when those cards allow no hand yet. None for a game with no hand
    limits (the bettor then scores all their cards with the face-up commons)."""
    limited = hand_limits(hand.program)
    if limited is None:
        return None
    board = board_of(hand)
    try:
        ways = limited.ways(hand, board, seat)
    except CannotFollow:  # a way the showdown stops at: bet on the cards alone
        return None
    visible = {h.card for h in hand.table.board if h.up}
    visible.update(h.card for s in hand.table.seats if s is not seat for h in s.cards if h.up)
    mine = [h for h in seat.cards if h.up or h.seen]
    own = [h.card for h in mine]
    up = frozenset(i for i, h in enumerate(mine) if h.up)
    best = 0
    for limits, parts in ways:
        groups = [[c for c in cards if c in visible] for _, cards in parts]
        pool = own + [c for g in groups for c in g]
        if not pool:
            continue
        rules = hand.rules_for(seat, "high", pool)
        common = max((len(g) for g in groups), default=0) if limits.one_group else sum(map(len, groups))
        must = limited.required(hand, board)
        choice = choose(own, up, groups, _reachable(limits, own, up, common), rules, "high",
                        must if must in visible else None)
        if choice is not None:
            best = max(best, category(list(choice.cards), rules))
    return best


def _reachable(limits: Limits, own: list, up: frozenset[int], common: int) -> Limits:
    """The limits as a player's known cards can meet them before every card is out: no more
    own, down or common cards needed than are known yet (a player who has seen one of their
    two down cards, before the flop, still bets on it); the upper bounds stay."""
    return _reachable_with(limits, len(own), len(own) - len(up), common)


@lru_cache(maxsize=1024)  # every bettor, every round: a few counts a game, each made once
def _reachable_with(limits: Limits, own: int, down: int, common: int) -> Limits:
    """`_reachable` for `own` known own cards, `down` of them face down, `common` common cards."""
    choices = tuple(c for c in limits.own_choices if c <= own)
    try:
        return replace(limits, own_low=min(limits.own_low, own), own_choices=choices,
                       down_low=min(limits.down_low, down), board_low=min(limits.board_low, common))
    except ValueError:  # no own count allowed yet: only the counts above
        return replace(limits, own_low=min(limits.own_low, own), own_choices=(),
                       down_low=min(limits.down_low, down), board_low=min(limits.board_low, common))


def _others(hand: PlayedHand, seat: Seat, other: OtherUse) -> list[Seat]:
    """The players whose cards a seat's hand may use: the one `seats` places away on that
    side, or (no side) any other player."""
    table = hand.table
    if other.side is None:
        return [s for s in table.seats if s.number != seat.number]
    return [table.left_of(seat.number, other.seats, str(other.side), table.seats)]


def hand_limits(program: Program) -> HandLimits | None:
    """The hand limits of a program's board and own-card rules, or None when it has none
    (the showdown makes hands as before: `making.card_sets`).

    >>> from dealerschoice.records import Game, Source
    >>> from dealerschoice.play.program import Program
    >>> def limits(*steps):
    ...     game = Game(1, "T", (), (), (), None, Source("x", 1))
    ...     return hand_limits(Program(game, (), tuple((1, s) for s in steps), ()))
    >>> limits(OwnUse(1, None, (), Holding.DOWN)).limits
    Limits(down_low=1)
    >>> limits(BoardUse((LineKind.ROW,)), OwnUse(2, 2, (), Holding.OWN)).limits
    Limits(own_low=2, own_high=2, one_group=True)
    >>> [o.limits for o in limits(UseOptions(((OwnUse(5, 5),), (OwnUse(3, 3), BoardUse((LineKind.ROW,)))))).options]
    [Limits(down_low=5, down_high=5), Limits(down_low=3, down_high=3, one_group=True)]
    """
    return program.once(_hand_limits)  # every hand judged asks: the program's steps answer once


def _hand_limits(program: Program) -> HandLimits | None:
    found = [s for _, s in program.standing if isinstance(s, HAND_RULES)]
    if not found:
        return None
    flips = any(isinstance(s, BoardFlip) for a in program.actions for s in a.steps)
    old = next((s for _, s in program.standing if isinstance(s, Use)), None)
    options = [s for s in found if isinstance(s, UseOptions)]
    common = [s for s in found if not isinstance(s, UseOptions)]
    if options:
        ways = tuple(_limits_of(common + list(option), old, flips) for o in options for option in o.options)
        return HandLimits(Limits(), None, flips, options=ways)
    return _limits_of(common, old, flips)


def _limits_of(found: list, old: Use | None, flips: bool) -> HandLimits:
    """One way of making a hand, from its limit rules (and Omaha's `Use`)."""
    fields: dict = {}
    use = other = any_line = None
    picks: tuple[Pick, ...] = ()
    requires: tuple[PickRequires, ...] = ()
    up = [s for s in found if isinstance(s, OwnUse) and s.cards == Holding.UP]
    for step in found:
        if isinstance(step, OwnUse):
            if step.cards == Holding.UP:
                continue  # below, with the down cards
            low, high = ("down_low", "down_high") if step.cards == Holding.DOWN else ("own_low", "own_high")
            fields.update({low: max(fields.get(low, 0), step.low), high: _lower(fields.get(high), step.high)})
            if step.choices:  # "two, three or five of your down cards": own cards are down cards
                fields["own_choices"] = step.choices
        elif isinstance(step, OtherUse):
            other = step
        elif isinstance(step, BoardAnyLine):
            any_line = step
        elif isinstance(step, PickRequires):
            requires += (step,)
        elif isinstance(step, BoardUse) and step.spot is not None:  # "must use the last common card flipped"
            fields["must"] = step.spot
        elif isinstance(step, BoardShift):
            fields["shift"] = step
        elif isinstance(step, CardsTouch):  # the cards of one joined group, as many as the hand uses
            fields.update(touch=step, one_group=True)
        elif isinstance(step, CommonsByDiscards):
            fields["by_discards"] = step
        elif isinstance(step, BoardPick):  # the common cards come from one pool of picks
            picks = step.picks
            fields["one_group"] = True
        else:  # BoardUse: the first names the groups; each may lower the common cards used
            use = use or step
            if step.per_line is not None:
                fields["one_from_each"] = True
            elif step.lines or step.adjacent:
                fields["one_group"] = True
            if step.table is not None:
                fields["board_high"] = _lower(fields.get("board_high"), step.table)
    if other is not None and not up and "own_high" not in fields and fields.get("down_high") is not None:
        # "two of your down cards, and any one other player's three up cards": a hand made of
        # those two sorts of cards has none of its own up cards: its own cards are all down
        fields["own_high"] = fields["down_high"]
        if other.high is not None:
            fields["down_low"] = max(fields.get("down_low", 0), min(fields["down_high"], Limits().size - other.high))
    if up:  # "one down card and four up cards": the up cards are the own cards beyond the down ones
        down = fields.get("down_low", 0)
        if len(up) > 1 or fields.get("down_high") != down or "own_choices" in fields:
            raise CannotFollow("a limit on the up cards a hand uses is played only beside an exact number of "
                               "down cards (\"one down card and four up cards\")")
        fields.update(own_low=max(fields.get("own_low", 0), down + up[0].low),
                      own_high=_lower(fields.get("own_high"), None if up[0].high is None else down + up[0].high))
    if old is not None and old.hole is not None:  # "exactly two own cards and three table cards"
        fields.update(own_low=max(fields.get("own_low", 0), old.hole), own_high=_lower(fields.get("own_high"), old.hole))
        if old.table is not None:
            fields.update(board_low=old.table, board_high=_lower(fields.get("board_high"), old.table))
    must, shift, by_discards = fields.pop("must", None), fields.pop("shift", None), fields.pop("by_discards", None)
    touch = fields.pop("touch", None)
    if touch is not None and fields.get("board_high") is not None:  # "only three common cards ... all three joined"
        fields["board_low"] = max(fields.get("board_low", 0), fields["board_high"])
    return HandLimits(Limits(**fields), use, flips, other, any_line, picks=picks, requires=requires, must=must,
                      shift=shift, by_discards=by_discards, touch=touch)


def _first_commons(hand: PlayedHand, seat: Seat, rule: CommonsByDiscards, parts: Groups) -> Groups:
    """The groups cut to the commons a seat may use for the cards it threw at the last
    discard ("if they discarded two they can use both commons"), counted from the first
    common dealt."""
    thrown = hand.turns.discarded.get(seat.number, 0)
    usable = dict(rule.uses).get(thrown, rule.otherwise)
    return [(places[:usable], cards[:usable]) for places, cards in parts]


def _lower(a: int | None, b: int | None) -> int | None:
    return b if a is None else a if b is None else min(a, b)
