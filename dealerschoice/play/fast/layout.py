"""Compile a game whose common cards lie in a layout (a cross, a square, two boards, a
pyramid) into a plan: which deck positions each player's hands may be made of.

Where nobody folds and no choice decides a card, every common card lies at a fixed deck
position, exactly as for Hold'em (`plan.compile_plan`): the i-th card dealt to the table
lies at the i-th place the board names (`board.shape_of`). The game's hand limits ("only one
row of common cards", "exactly two of your down cards", "one card from each board") then
allow a fixed set of hands, the same on every deal: a plan holds them as its groups, and
`run.play_plan` scores each seat's best of them as it scores any plan's.

The groups are the simulator's own: a probe hand with the board laid at its places asks
`hand_limits.HandLimits.ways` for each seat's (limits, groups of places), and
`cards.sets` says which selections of own and common cards those limits allow (the same
search `judge._on_board` ranks). Where the limits leave any five of a pool free, the pool
itself is a group (its best five is the best allowed hand); otherwise each allowed
selection is one. A card every hand must use ("the last common card flipped") keeps the
selections that hold it, where every seat has one.

Board flips ("flip the top common card", "flip one common card from each row") turn cards
face up, and under hand limits only the face-up common cards count. Which cards a flip
turns may be the dealer's choice (`mechanics.board._choose`), so every way each flip
allows is followed (`layout_flips`): the plan is made only when every sequence of choices
leaves the same cards face up at the showdown (and, for a rule that reads it, the same
card turned last, or the same order). Beside a `Plan`, a game may compile to a
`layout_lines.LayoutPlan` that plays its own deals: each line an Omaha board
(`layout_lines`), wilds a common card names (`layout_wilds`), a declared split
(`layout_declares`), a joker put on the board from outside the deck (`layout_side_deck`:
the card after the deck's), a deck of its own beside the table's (the same), a redeal when
a common card turns up (`layout_redeals`), wilds a player's own hole cards name
(`layout_seat_wilds`) or the middle common card a hand uses (`layout_used_wilds`), table
cards a pair turning up deals (`layout_table_cards`); limits on own cards with no common
card, and another player's cards (`layout_own`, with `NoHands` where nobody can make one);
a draw plan where a limit cannot bind or is a Use rule (`layout_draws`). Limited wilds (the
same evaluator options for every hand), "if no one qualifies, split the pot" (chips only)
and extra cards for a card dealt face up where none is are followed as they are. Refused
with the reason: table cards told apart from common cards, a card dealt face down off the
layout, own-card flips under hand limits, and every standing rule not listed in
`_LAYOUT_RULES` (kills, roll-overs, limits that read the discards...).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from dealerschoice.cards.cards import Card
from dealerschoice.cards.limits import Limits
from dealerschoice.cards.sets import selection_plan  # the selections a limit allows: one answer
from dealerschoice.play import making
from dealerschoice.play.board import BoardShape, shape_of
from dealerschoice.play.board import board_of as board_piece
from dealerschoice.play.board_kinds import kinds_of
from dealerschoice.play.fast.board_wilds import named_by_table
from dealerschoice.play.fast.layout_deals import Dealt, dealt_cards
from dealerschoice.play.fast.layout_declares import declared_plan
from dealerschoice.play.fast.layout_draws import moves_cards, unbound_draws
from dealerschoice.play.fast.layout_flips import final_up, last_turned, turned_in_order
from dealerschoice.play.fast.layout_lines import LayoutPlan, lines_plan
from dealerschoice.play.fast.layout_own import (
    check_other,
    never_dealt_up,
    no_hands,
    other_places,
    own_pools,
    seat_ways,
    seated_probe,
)
from dealerschoice.play.fast.layout_redeals import again_plan, redeal_plan, redeal_rules
from dealerschoice.play.fast.layout_seat_wilds import has_own_card_wilds, own_card_wild, seat_wild_plan
from dealerschoice.play.fast.layout_side_deck import has_side_deck, joker_plan, side_deck_plan
from dealerschoice.play.fast.layout_table_cards import has_table_cards_on, table_cards_plan
from dealerschoice.play.fast.layout_used_wilds import used_card_wilds, used_wild_plan
from dealerschoice.play.fast.layout_wilds import BoardNamed, with_named_wilds
from dealerschoice.play.fast.omaha import board_of
from dealerschoice.play.fast.plan import (
    PLAIN_WILD,
    WILD_DEFAULTS,
    Plan,
    Unplanned,
    _factored,
    deck_codes,
    low_rules_of,
)
from dealerschoice.play.fast.qualify import qualify_of
from dealerschoice.play.hand_limits import HandLimits, hand_limits
from dealerschoice.play.mechanics.wild_play import playable
from dealerschoice.play.table import CannotFollow, Held
from dealerschoice.rules.steps import Deck, Qualifier, Use, Wild
from dealerschoice.rules.steps.board import BoardLayout
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
from dealerschoice.rules.steps.dealing_events import ExtraCards, RedealIf
from dealerschoice.rules.steps.late_reads import CardsTouch
from dealerschoice.rules.steps.late_rules import UsedCardWild
from dealerschoice.rules.steps.places import Spot
from dealerschoice.rules.steps.vocab import Part, Pot
from dealerschoice.rules.steps.vocab_cards import RedealWhen
from dealerschoice.rules.steps.wild import LimitedWild, SpotWild

if TYPE_CHECKING:
    from dealerschoice.cards import HandRules
    from dealerschoice.play.fast.draw_ops import DrawPlan
    from dealerschoice.play.program import Program

# the standing rules a layout plan follows: the layout, the deck, and the hand limits whose
# groups depend on the places the deal gives the cards alone (the board's, and another
# player's cards of a sort no flip changes: `layout_own`; not the discards, a card that must
# be used or one that play makes wild)
_LAYOUT_RULES = (BoardLayout, BoardUse, OwnUse, OtherUse, UseOptions, BoardAnyLine, BoardPick, PickRequires, BoardShift,
                 CardsTouch, Use, Deck)


def compile_layout(program: Program, players: int) -> Plan | LayoutPlan | DrawPlan:
    """The plan of a game with a board layout; `Unplanned` names the rule it cannot follow.

    >>> from dealerschoice.records import Game, Rule, Source
    >>> from dealerschoice.play.program import game_program
    >>> lines = ("Deal two cards down to each player.", "Deal two sets of three face up common cards each.",
    ...          "Showdown, high hand wins.", "Your hand can only use one set of common cards.")
    >>> game = Game(1, "T", (), (), tuple(Rule(n, t, n) for n, t in enumerate(lines, 1)), None, Source("x", 1))
    >>> compile_layout(game_program(game), 2).seats
    (((0, 1, 4, 5, 6), (0, 1, 7, 8, 9)), ((2, 3, 4, 5, 6), (2, 3, 7, 8, 9)))
    """
    if has_side_deck(program):  # a deck of its own: places in the deck as the simulator arranges it
        return side_deck_plan(program, players)
    if has_table_cards_on(program):  # table cards a pair turning up deals: the places move with the cards
        return table_cards_plan(program, players)
    named = _check_standing(program)
    if moves_cards(program):  # discards and draws: a draw plan, where the hand limit cannot bind
        return unbound_draws(program, players)
    limited = _limits(program)
    shape = shape_of(program)
    if shape.layout is None and (shape.names or limited is None):  # no common card: limits on own cards alone
        raise Unplanned("no board layout the plan can place")
    joker = shape.layout is not None and shape.layout.joker is not None  # it lies after the deck: `ArrangedPlan`
    if kinds_of(program).in_play:
        raise Unplanned("table cards beside common cards: a flip names which")
    deck = deck_codes(program.deck)
    dealt, showdown = dealt_cards(program, players, limited)
    own, board = dealt.own, dealt.board
    if dealt.top > len(deck):
        raise Unplanned(f"{dealt.top} cards dealt from a deck of {len(deck)}")
    if len(board) != len(shape.names):
        raise Unplanned(f"{len(board)} common cards dealt to a layout of {len(shape.names)} places")
    if any(p in shape.loose and not u for p, u in zip(shape.names, dealt.board_up)):
        # a flip of the table's cards with none down on the layout turns those (`mechanics.board`)
        raise Unplanned("a common card dealt face down outside the layout")
    spot = _must_spot(limited)
    up, last, order = _face_up(program, shape, dealt, named, spot)
    if limited is None:  # no hand limits: every common card counts, up or down (`judge.usable_table`)
        use = next((step for _, step in program.standing if isinstance(step, Use)), None)  # "exactly two own cards"
        seats = tuple(tuple(tuple(g) for g in making.card_sets(cards, list(board), use) if g) for cards in own)
    else:
        # a hand must use one card: its best five are judged as chosen, never as the best of a pool
        check_other(program)
        laid = board + [len(deck)] if joker else board  # the joker is the last card on the board (`board._put_joker`)
        used = used_card_wilds(program)
        if used and not all(way.limits.one_group for way in limited.options or (limited,)):
            raise Unplanned("a used common card wild where a hand may take common cards from several groups")
        runs: list[dict] = [{} for _ in range(players)]
        seats = tuple(_seat_groups(program, players, limited, shape.names, laid, up, n, dealt, spot is not None,
                                   runs[n] if used else None) for n in range(players))
        if not all(seats):
            return no_hands(seats)
        if spot is not None:
            seats = _using(seats, _must_position(program, players, limited, shape.names, board, up, last))
    rules = wild_rules(program, players)
    low = low_rules_of(program, players, showdown)
    plain = rules.plain() and not rules._stands_for and not program.deck.jokers and not named
    if plain and not board and low is None:  # own cards alone: pools where they are exact (nothing wild to count)
        seats = tuple(own_pools(groups, own[n], dealt.own_up[n]) for n, groups in enumerate(seats))
    plan = Plan(players, deck, seats, rules, plain,
                showdown.tie_pays, _factored(seats, own, board) if low is None else None, low,
                showdown.pot == Pot.HIGH_LOW, qualify_of(program), None if named else board_of(seats, board, deck))
    if joker:
        return joker_plan(plan, limited, bool(named), dealt.declared)
    if limited is not None and used:  # "the positionally middle common card that you use is wild"
        if named or dealt.declared or spot is not None:
            raise Unplanned("a used common card wild beside wilds the board names, a declaration or a card all use")
        return used_wild_plan(plan, tuple(tuple(r[g] for g in groups) for r, groups in zip(runs, seats)), used)
    if dealt.again:  # the losers match the pot, and a match deals again: showdown after showdown
        if named or dealt.declared or redeal_rules(program):
            raise Unplanned("losers who match the pot, beside wilds the board names, a declaration or a redeal")
        return again_plan(plan, dealt)
    if redeal_rules(program):  # dealt again while a common card turned up is one a rule names
        if named or dealt.declared:
            raise Unplanned("a redeal when a table card turns up, beside wilds the board names or a declaration")
        return redeal_plan(program, plan, dealt, tuple(p for p, place in zip(board, shape.names) if place in up))
    wilds = BoardNamed(program, players, tuple(board), tuple(p in up for p in shape.names),
                       _kept_order(shape.names, dealt.board_up, dealt.flips, up, order))
    if has_own_card_wilds(program):  # wilds by each seat's own cards, beside the board's
        if dealt.declared:
            raise Unplanned("a declaration with wilds a player's own cards name")
        return seat_wild_plan(program, plan, wilds, own, dealt.own_up)
    if dealt.declared:
        return declared_plan(plan, dealt.declared, own, board, wilds if named else None)
    if not named:
        lines = _lines(program, players, limited, shape.names, board, up) if limited is not None else []
        return (plan.board is None and lines_plan(plan, lines, frozenset(p for cards in own for p in cards))) or plan
    return with_named_wilds(plan, wilds)


def _face_up(program: Program, shape: BoardShape, dealt: Dealt, named: list[Wild | SpotWild],
             spot: Spot | None) -> tuple[frozenset[str], str | None, tuple[str, ...]]:
    """(the places face up at the showdown, the last one a flip turned, the order of turning
    a rule reads): the last card only where a wild or a card every hand must use reads it,
    every card turned where a wild reads each row's last."""
    board_up, flips = dealt.board_up, dealt.flips
    # with no board flip the cards dealt face down stay down (and count all the same: `judge.usable_table`)
    up = final_up(shape, board_up, flips) if flips else frozenset(p for p, u in zip(shape.names, board_up) if u)
    lasts = [step for step in named if isinstance(step, Wild) and step.source == "table-last"]
    last = None
    if lasts or (spot is not None and spot.part == Part.LAST):
        if lasts and program.deck.jokers:  # a joker turned last names nothing: the card before it does
            raise Unplanned("a wild the last common card turned names, in a deck with jokers")
        up, last = last_turned(shape, board_up, flips)
    order: tuple[str, ...] = (last,) if last is not None else ()
    if any(step.per_row for step in lasts):  # the last turned of each row
        up, order = turned_in_order(shape, board_up, flips)
    return up, last, order


def _kept_order(names: tuple[str, ...], board_up: list[bool], flips: list, up: frozenset[str],
                order: tuple[str, ...]) -> tuple[int, ...] | None:
    """The board indexes in the order the wild state keeps them after the last flip
    (`mechanics.board._turned_wilds`: the cards dealt face up, then those turned, `order`
    last, in its order: the last card, or every card turned, all the rules read); None with
    no board flip, which keeps none."""
    if not flips:
        return None
    dealt = flips[-1][0]
    shown = [i for i in range(dealt) if board_up[i]]
    turned = [i for i, p in enumerate(names) if p in up and not board_up[i] and p not in order]
    return tuple(shown + turned + [names.index(p) for p in order])


def _check_standing(program: Program) -> list[Wild | SpotWild]:
    """Refuse a standing rule the layout plan cannot follow (`Unplanned`, naming the rule);
    the wild rules a common card names (`layout_wilds`)."""
    named: list[Wild | SpotWild] = []
    for number, step in program.standing:
        if own_card_wild(step):  # "your high hole card is wild for you": `layout_seat_wilds`
            continue
        if isinstance(step, Wild) and named_by_table(replace(step, per_row=False)):  # per row: `row_wilds`
            named.append(step)
        elif type(step) is SpotWild:  # "the corner common cards are wild": `board._spot_wilds` names them
            named.append(step)
        elif isinstance(step, Wild):
            moved = [f for f, default in WILD_DEFAULTS.items() if f not in PLAIN_WILD and getattr(step, f) != default]
            if step.source not in ("rank", "card") or moved:
                raise Unplanned(f"rule {number}: a wild that depends on play ({step.source}"
                                + (f", {', '.join(moved)}" if moved else "") + ")")
        elif type(step) is RedealIf and step.when == RedealWhen.TABLE_CARD:
            pass  # "if flipping a common ever reveals a face card, redeal": `layout_redeals`
        elif type(step) is UsedCardWild:
            pass  # the middle common card a hand uses: `layout_used_wilds`
        elif type(step) is ExtraCards and never_dealt_up(program, step):
            pass  # "if a common four is dealt face up, deal each player an extra down card": none ever is
        elif type(step) is LimitedWild and playable(step):
            pass  # "clubs may be called one rank higher or lower": the same evaluator options for every hand
        elif isinstance(step, Qualifier):
            if step.gap() is not None:
                raise Unplanned(f"rule {number}: a qualifier the judge does not check")
        elif type(step) not in _LAYOUT_RULES:  # the very types: a subclass reads more
            raise Unplanned(f"rule {number}: a standing {step.kind} rule")
    return named


def _limits(program: Program) -> HandLimits | None:
    """The game's hand limits, read as the showdown reads them."""
    try:
        return hand_limits(program)
    except CannotFollow as error:
        raise Unplanned(f"hand limits the showdown cannot follow: {error}") from None


def _must_spot(limited: HandLimits | None) -> Spot | None:
    """Where the common card every hand must use lies ("the last common card flipped"), if
    a limit names one (`HandLimits.must_spot`, as `HandLimits.required` finds it)."""
    return limited.must_spot if limited is not None else None


def _must_position(program: Program, players: int, limited: HandLimits, names: tuple[str, ...], board: list[int],
                   up: frozenset[str], last: str | None) -> int | None:
    """The deck position of the card every hand must use, as the showdown finds it: asked of
    `HandLimits.required` on a probe hand whose i-th common card is card code i, `up` of them
    face up and `last` the last turned (None: no single card face up there, so no hand must
    use one; nor when it is the layout's joker, which lies at no place a deal names)."""
    from dealerschoice.play.simulate import PlayedHand  # the simulator imports the odds: not at import time

    probe = PlayedHand(program, players, 0)
    probe.table.board = [Held(Card(i), up=place in up) for i, place in enumerate(names)]
    piece = board_piece(probe)
    piece.turned = [last] if last is not None else []
    card = limited.required(probe, piece)
    return board[int(card)] if card is not None and int(card) < len(board) else None


def _using(seats, must: int | None):
    """Each seat's groups that use the card every hand must use: a hand using it beats every
    hand that does not (`hand_limits.choose`), so with one for every seat only those count."""
    if must is None:
        return seats
    found = tuple(tuple(g for g in groups if must in g) for groups in seats)
    if not all(found):
        raise Unplanned("a player who cannot use the common card every hand must use")
    return found


def _seat_groups(program: Program, players: int, limited: HandLimits, names: tuple[str, ...], board: list[int],
                 up: frozenset[str], number: int, dealt: Dealt, exact: bool = False,
                 runs: dict | None = None) -> tuple[tuple[int, ...], ...]:
    """A seat's groups of deck positions: every hand its limits allow (`judge._on_board`),
    from a probe hand whose common cards lie at their places, `up` of them face up, and whose
    seats hold cards as dealt (another player's cards a hand may use: `layout_own`; `exact`:
    each selection, never a pool). `runs`: each group of common cards a way of its own, as the
    judge splits them for a used card's wild, each group's run of common cards kept there."""
    probe = seated_probe(program, players, dealt, [Held(Card(0), up=place in up) for place in names])
    board_at = dict(zip(board_piece(probe).places, board)) | other_places(limited, dealt)
    ways = seat_ways(limited, probe, number)
    own = dealt.own[number]
    ups = frozenset(i for i, u in enumerate(dealt.own_up[number]) if u)
    found: dict[tuple[int, ...], None] = {}
    for limits, parts in ways:
        groups = [tuple(board_at[p] for p in places) for places, _ in parts]
        for way in ([[g] for g in groups] if runs is not None else [groups]):
            for group in _allowed(own, ups, way, limits, exact, limited.other is not None):
                found.setdefault(group, None)
                if runs is not None and runs.setdefault(group, way[0]) != way[0]:
                    raise Unplanned("a hand two runs of common cards make, each with its own wild")
    return tuple(found)  # none: the limits allow this player no hand (`layout_own.no_hands`)


def _lines(program: Program, players: int, limited: HandLimits, names: tuple[str, ...], board: list[int],
           up: frozenset[str]) -> list[tuple[int, ...]]:
    """The deck positions of each group of common cards a hand may take its commons from
    (the same for every seat: no limit here reads another player's cards)."""
    from dealerschoice.play.simulate import PlayedHand  # the simulator imports the odds: not at import time

    probe = PlayedHand(program, players, 0)
    probe.table.board = [Held(Card(0), up=place in up) for place in names]
    at = dict(zip(board_piece(probe).places, board))
    ways = limited.ways(probe, board_piece(probe), probe.table.seats[0])
    return list(dict.fromkeys(tuple(at[p] for p in places) for _, parts in ways for places, _ in parts))


def _allowed(own: list[int], up: frozenset[int], groups: list[tuple[int, ...]], limits,
             exact: bool = False, whole: bool = False) -> list[tuple[int, ...]]:
    """The groups of positions whose best hand is a seat's best under `limits`: each pool of
    `cards.sets` when any five of it keep the limits (and not `exact`), else each allowed
    selection; `whole`: with no limit at all, every card as one pool (another player's cards
    beside the board's: `cards.sets` pools at most seven)."""
    try:
        plan = selection_plan(len(own), tuple(map(len, groups)), limits, up)
    except ValueError:  # the own cards cannot meet the limits: no hand this way (`making.limited_choice`)
        return []
    if plan is None:
        return []
    laid = [p for g in groups for p in g]
    if whole and limits == Limits() and len(own) + len(laid) <= 12:  # any five of all: one pool, scored at once
        return [tuple(own) + tuple(laid)]
    blocks = plan.pooled if plan.free and not exact else plan.exact
    return [tuple(own[i] for i in mine) + tuple(laid[p] for p in theirs)
            for _, own_sets, board_sets, _ in blocks for mine in own_sets for theirs in board_sets]


def wild_rules(program: Program, players: int) -> HandRules:
    """The high-hand wild rules, asked of the simulator (written-out wilds: the same for every
    seat and card), as `plan.plan_wild_rules` asks them, less its check of the standing rules
    (`plan.standing_use`), which refuses the wilds of places on the board that a layout
    follows: a layout checks its standing rules itself (`_check_standing`)."""
    from dealerschoice.play.simulate import PlayedHand  # the simulator imports the odds: not at import time

    probe = PlayedHand(program, players, 0)
    rules = probe.rules_for(probe.table.seats[0], "high", [])
    if rules.natural_beats_wild:
        raise Unplanned("a natural hand beats a wild one: the key has one more field")
    return rules
