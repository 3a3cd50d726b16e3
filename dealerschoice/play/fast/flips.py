"""Compile a game where play decides what shows: flips, and the rules and wilds that answer to cards turned up.

"The next player in betting order flips over cards one at a time until they have the best
hand showing (counting the first table card as a hand)", repeated until everyone still in has
every card up, with "If you flip all of your cards and cannot beat the best hand showing, you
must fold" (Beat Your Neighbor, Baseball III, Night Baseball...); "Each player flips over one
down card of their choice" with "Your low hole card is wild for you" (Roll Your Own); stud
where a card dealt up buys another, asks for a match of the pot or a redeal, or names the
next wild rank (Follow the Queen): who flips next, which card they turn, who is forced out,
what is wild and which cards a bought card comes from all follow from where the shuffled
cards lie, but through play, so a plan of fixed positions cannot hold them. A `FlipPlan` is
the game's rules as a short program of operations on card codes, played for each shuffled
deck by `flip_turns.FlipPlayer` move for move as the simulator plays them, and counted by
`flip_deals` as the odds count the simulator's deals. `plan.plan_for` asks for one where the
fixed and draw plans refuse a game.

What a flip plan follows, and why each refusal:
- deals of down or up cards to each player still in (no-peek or not) and of cards to the
  table, unconditional; a table card counts in nobody's hand (`Rulebook.table_role`: it is a
  hand to beat); a game whose table cards count in hands is refused (`flip_showdown` judges
  own cards only);
- the flip until the best hand showing, by the next player in betting order or the player
  left of the dealer, of cards of their choice (`Flip.from_either`: the known cards or the
  no-peek ones), at most `limit` cards, the first table card counting or not; a flip of N
  cards by each player (folded ones too only where nobody can fold), the one left of the
  dealer or the next, of their choice or from the top; any other flip is refused;
- "repeat the last N actions until everyone still in has all their cards up" (or "has six
  cards showing"); an in/out declaration, those out folding, and after it the cards-speak
  high-low split among those in (Juneau: `flip_declares`); betting rounds,
  antes and looks at cards (the odds' players all stay: `betting.Stance`, so a bet moves
  chips only); one high showdown of the best hand (one that goes low when two are left only
  where nobody folds and more than two play), after which only a guts settlement (chips) and
  "Redeal for all unless only one person stayed" / "if no one went in or someone had to match
  the pot" may follow: the hand is dealt again (`flip_redeals`), each deal's showdown counted;
- standing rules: the deck; wilds written out or that play changes (`flip_wilds`); rules on
  a card flipped or dealt up (any, the first flip, of given ranks, cards or suits, wild, of the
  rank of table card N, pairing another up card: `_FLIP_EVENTS`, `_DEALT_EVENTS`) that fold
  the player, buy them cards (chips only: the buy is always taken, as `triggers._act` takes
  it), make them match the pot or a share of it (always paid: it never costs more than the
  pot), with the cards the rule deals for it, exchange the card for the deck's top card, change
  a wild rank, ask for a redeal (`flip_redeals`), fold another player or take their up card
  (`flip_forced`); the fold of a player who flipped every card and is still not the best hand
  showing. Refused: a payment with a price of its own (it may cost more than the pot, which
  the bets grow, and fold the player), a rule watching folded players or adding up cards, and
  every other standing rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.cards import HandRules
from dealerschoice.cards.cards import JOKER_CODE, Card
from dealerschoice.play.fast.flip_declares import check_declare, check_game
from dealerschoice.play.fast.flip_wilds import FlipWilds, flip_wilds
from dealerschoice.play.fast.plan import Unplanned, deck_codes, plan_low_rules
from dealerschoice.play.program import Program
from dealerschoice.play.state import Rulebook
from dealerschoice.rules.steps import (
    Ante,
    Bet,
    Deal,
    Deck,
    Declare,
    Flip,
    Forced,
    Look,
    NoPeek,
    Redeal,
    Repeat,
    Settle,
    Showdown,
    Trigger,
    Wild,
    WildChange,
)
from dealerschoice.rules.steps.vocab import (
    AnteMode,
    Face,
    FlipSource,
    FlipUntil,
    FlipWho,
    ForcedAction,
    HandKind,
    Payer,
    Pot,
    Target,
    TriggerEvent,
    TriggerWho,
    UntilKind,
)

# the operations of a flip plan's program, one tuple each: (DEAL, count, face up) to each
# player, (TABLE, count, face up), (NO_PEEK,), (LOOK,), (FLIP, next?, from_either, limit,
# table_counts), (FLIP_EACH, who, count, from_either, from the top?, folded players too?),
# (REPEAT, back to action index, cards up needed or None: all), (SHOWDOWN,): a flip by folded players too is planned only
# where nobody folds (then it is everyone's)
DEAL, TABLE, NO_PEEK, LOOK, FLIP, FLIP_EACH, REPEAT, SHOWDOWN, SETTLE, DEAL_AGAIN = range(10)
DECLARE_IN = 10  # "Declare in/out simultaneously.": those out fold (`flip_declares`)
# after the showdown, a guts settlement (SETTLE: chips; it records that a loser matched the
# pot) and "Redeal for all unless ..." (DEAL_AGAIN, when: `Redeal.when`), as `flow.redeal` plays it
# the forced actions on a card turned up a plan plays (`triggers._act`), and a wild change;
# PAY: "match the pot (or a share of it) or fold", which the odds' players always pay (the
# price is never more than the pot), so it only gives the cards the rule deals for it
FOLD, BUY, EXCHANGE, PAY, WILD_CHANGE, REDEAL = "fold", "buy", "exchange", "pay", "wild-change", "redeal"
FORCE_FOLD, STEAL_UP = "force-fold", "steal-up"  # acts on another player: `flip_forced`
_ACTIONS = {ForcedAction.FOLD: FOLD, ForcedAction.BUY: BUY, ForcedAction.EXCHANGE: EXCHANGE,
            ForcedAction.MATCH_OR_FOLD: PAY, ForcedAction.PAY_OR_FOLD: PAY, ForcedAction.FORCE_FOLD: FORCE_FOLD,
            ForcedAction.STEAL_UP: STEAL_UP}
# the trigger events a card turned up sets off (`triggers._matches`): flipped, dealt face up
_FLIP_EVENTS = frozenset({TriggerEvent.FLIP, TriggerEvent.FLIP_OR_DEALT, TriggerEvent.GETS_UP, TriggerEvent.FIRST_FLIP})
_DEALT_EVENTS = frozenset({TriggerEvent.DEALT_UP, TriggerEvent.FLIP_OR_DEALT, TriggerEvent.GETS_UP})


@dataclass(frozen=True, slots=True)
class OnFlip:
    """A rule a card turned up may set off: `action` (WILD_CHANGE, FOLD, BUY or EXCHANGE) when
    the card's code is in `codes`, it is flipped (`flipped`) or dealt face up (`dealt`), the
    player's first flip if `first`, and (`table_rank`, counting from 1) it has the rank of that
    table card, and (`pair`) it pairs one of the player's other up cards; BUY and PAY give
    `cards` cards, EXCHANGE one, face up if `up`."""

    action: str
    codes: frozenset[int]
    first: bool = False
    table_rank: int | None = None
    cards: int = 1
    flipped: bool = True
    dealt: bool = False
    up: bool = False
    pair: bool = False  # only when the card pairs another of the player's up cards
    sum_to: int | None = None  # only when it adds up to this with another up card (PAY: once for each)
    escalating: bool = False   # PAY: free the first time, the pot the next, then more than the pot: a fold


@dataclass(frozen=True, slots=True)
class FlipPlan:
    """A flip-until-best game at a table of `players`: `actions` (each a tuple of operations,
    as the program's actions) played on each shuffled `deck`, then the best high hand of each
    player still in wins; `on_flip`: the forced rules a flipped card sets off, in the
    rulebook's order; `beaten_folds`: a player who flips every card and is still not the best
    hand showing folds."""

    players: int
    deck: tuple[int, ...]
    actions: tuple[tuple[tuple, ...], ...]
    rules: HandRules
    plain: bool
    tie_pays: bool
    on_flip: tuple[OnFlip, ...]
    beaten_folds: bool
    longest: int  # the most cards a player may hold: those dealt, and every card a flip may buy
    wilds: FlipWilds | None = None  # wild cards that play changes (None: `rules` all deal)
    max_deals: int = 1  # the deals a hand may have: more than one where a card up asks for a redeal
    low_rules: HandRules | None = None  # after an in/out declaration: the cards-speak split's low rules (`flip_declares`)


def flips_until_best(program: Program) -> bool:
    """Whether the game has a flip until the best hand showing (a flip plan's kind of game)."""
    return any(isinstance(s, Flip) and s.until == FlipUntil.BEST_SHOWING for a in program.actions for s in a.steps)


def flips_cards(program: Program) -> bool:
    """Whether the game turns cards up in play: a flip plan's kind of game, where play
    decides what shows (and so the wilds or rules that read it)."""
    return any(isinstance(s, Flip) for a in program.actions for s in a.steps)


def compile_flips(program: Program, players: int) -> FlipPlan:
    """The flip plan of a program; `Unplanned` names the rule it cannot follow."""
    rulebook = Rulebook.of(program)
    _check_standing(program)
    wilds = flip_wilds(rulebook.wild_steps, bool(rulebook.wild_changes))
    rules = _rules(program, players)
    actions, showdown, dealt = _actions(program, players)
    deck = deck_codes(program.deck)
    if dealt > len(deck):
        raise Unplanned(f"{dealt} cards dealt from a deck of {len(deck)}")
    if not rulebook.table_role and any(op[0] == TABLE for ops in actions for op in ops):
        raise Unplanned("table cards in the players' hands beside a flip (a flip plan judges own cards only)")
    up_deals = any(op[0] == DEAL and op[2] for ops in actions for op in ops)
    # an escalating payment folds from its third time: more than the pot, which the antes make more than nothing
    antes = not any(isinstance(st, Ante) and st.mode == AnteMode.NONE for a in program.actions for st in a.steps)
    on_flip, beaten = _forced(rulebook, rules, wilds is not None, up_deals, antes)
    folds = beaten or any(rule.action in (FOLD, FORCE_FOLD) for rule in on_flip)
    if showdown.pot == Pot.LOW_IF_HEADS_UP and (players == 2 or folds):
        raise Unplanned("a showdown that goes low when two players are left, where two may be")
    if (beaten or any(rule.action in (FOLD, FORCE_FOLD) for rule in on_flip)) and any(
            op[0] == FLIP_EACH and op[5] for ops in actions for op in ops):
        raise Unplanned("a flip by players who folded, in a game where a rule folds players")
    each = sum(op[1] for ops in actions for op in ops if op[0] == DEAL)
    bought = sum(rule.cards * sum(code in rule.codes for code in deck) for rule in on_flip if rule.action in (BUY, PAY))
    again = any(rule.action == REDEAL for rule in on_flip) or any(op[0] == DEAL_AGAIN for ops in actions for op in ops)
    plain = wilds is None and rules.plain() and not program.deck.jokers
    low_rules = None
    if any(op[0] == DECLARE_IN for ops in actions for op in ops):  # a cards-speak split among those in
        check_game(plain, bool(on_flip) or beaten, showdown.tie_pays,
                   any(op[0] in (SETTLE, DEAL_AGAIN) for ops in actions for op in ops))
        low_rules = plan_low_rules(program, players)
    return FlipPlan(players, deck, actions, rules, plain, showdown.tie_pays, on_flip, beaten, each + bought, wilds,
                    _max_deals() if again else 1, low_rules)


def _check_standing(program: Program) -> None:
    """Every standing rule is one a flip plan follows: the deck, wilds (`flip_wilds`), forced rules, wild changes."""
    for number, step in program.standing:
        if not isinstance(step, (Deck, Forced, Wild, WildChange, Redeal)):
            raise Unplanned(f"rule {number}: a standing {step.kind} rule")


def _rules(program: Program, players: int) -> HandRules:
    """The wild rules, asked of the simulator (written-out wilds: the same for every seat)."""
    from dealerschoice.play.mechanics.wild_play import Limits, limits_of
    from dealerschoice.play.simulate import PlayedHand  # the simulator imports the odds: not at import time

    probe = PlayedHand(program, players, 0)
    rules = probe.rules_for(probe.table.seats[0], "high", [])
    if rules.natural_beats_wild or rules._stands_for or limits_of(probe) != Limits():
        raise Unplanned("wild cards with limits, or a natural hand that beats a wild one")
    return rules


# the step types a flip plan plays, by their very type (a subclass is another step with its own handler)
_PLAYED = frozenset({Deal, NoPeek, Look, Flip, Repeat, Showdown, Ante, Bet, Settle, Redeal, Declare})
# the coded redeals after a showdown a plan plays: more than one player stayed; nobody went in
# or someone matched the pot
_DEAL_AGAIN = ("unless-one-stayed", "nobody-in-or-matched")


def _actions(program: Program, players: int) -> tuple[tuple[tuple[tuple, ...], ...], Showdown, int]:
    """The program's actions as operations; the showdown; the cards dealt to the players and the table."""
    out: list[tuple[tuple, ...]] = []
    showdown: Showdown | None = None
    dealt = 0
    declared = False
    for at, action in enumerate(program.actions):
        ops: list[tuple] = []
        for step in action.steps:
            where = f"rule {action.number}"
            if type(step) not in _PLAYED or (showdown is not None and type(step) not in (Settle, Redeal, Ante)):
                raise Unplanned(f"{where}: a {step.kind} step" + (" after the showdown" if showdown else ""))
            if isinstance(step, Deal):
                ops.append(_deal(step, where))
                dealt += step.count * (players if step.to == Target.EACH else 1)
            elif isinstance(step, Flip):
                ops.append(_flip(step, where))
            elif isinstance(step, Repeat):  # until every card is up, or N cards are showing (`flow.repeat`)
                if step.until.kind not in (UntilKind.ALL_UP, UntilKind.SHOWING):
                    raise Unplanned(f"{where}: a repeat until {step.until.kind}")
                ops.append((REPEAT, max(0, at - step.last), step.until.count if step.until.kind == UntilKind.SHOWING
                            else None))
            elif isinstance(step, Declare):
                check_declare(step, where)
                declared = True
                ops.append((DECLARE_IN,))
            elif isinstance(step, Showdown):
                # after an in/out declaration, a declared pot with no sides declared: the cards speak
                pots = (Pot.HIGH, Pot.LOW_IF_HEADS_UP) + ((Pot.DECLARED,) if declared else ())
                if step.pot not in pots or step.hand != HandKind.BEST or step.split_with is not None:
                    raise Unplanned(f"{where}: a {step.pot} showdown of the {step.hand} hand")
                showdown = step
                ops.append((SHOWDOWN,))
            elif isinstance(step, Settle):
                if step.who not in (Payer.IN_AND_LOST, Payer.STAYED_AND_LOST) or step.again_per is not None:
                    raise Unplanned(f"{where}: a settlement by {step.who}")
                ops.append((SETTLE,))
            elif isinstance(step, Redeal):
                if showdown is None or step.when not in _DEAL_AGAIN:
                    raise Unplanned(f"{where}: a redeal {step.when}")
                ops.append((DEAL_AGAIN, step.when))
            elif isinstance(step, Ante):
                if step.mode not in (AnteMode.ANTE, AnteMode.RE_ANTE, AnteMode.NONE):
                    raise Unplanned(f"{where}: an ante that may fold a player ({step.mode})")
            elif isinstance(step, NoPeek | Look):
                ops.append((NO_PEEK,) if isinstance(step, NoPeek) else (LOOK,))
            # a bet moves chips only: the odds' players all stay (`betting.Stance`)
        out.append(tuple(ops))
    if showdown is None:
        raise Unplanned("no showdown the plan can play")
    return tuple(out), showdown, dealt


def _deal(step: Deal, where: str) -> tuple:
    if step.condition is not None or step.to not in (Target.EACH, Target.TABLE):
        raise Unplanned(f"{where}: a deal to {step.to}" + (f" ({step.condition})" if step.condition else ""))
    return DEAL if step.to == Target.EACH else TABLE, step.count, step.face == Face.UP


def _flip(step: Flip, where: str) -> tuple:
    if step.until != FlipUntil.BEST_SHOWING:
        return _flip_each(step, where)
    if (step.source != FlipSource.CHOICE or step.who == FlipWho.EACH or step.optional or step.ranks
            or step.deal_instead_at is not None or step.stack is not None or step.include_folded):
        raise Unplanned(f"{where}: a flip until the best hand showing by {step.who}, of {step.source} cards")
    return FLIP, step.who == FlipWho.NEXT, step.from_either, step.limit, step.table_counts


def _flip_each(step: Flip, where: str) -> tuple:
    """A flip of `count` down cards by each player, the one left of the dealer or the next:
    the player's choice (`policies.hide_order`) or the top of their cards (no stacks here)."""
    if (step.source not in (FlipSource.CHOICE, FlipSource.TOP) or step.optional or step.ranks or step.count is None
            or step.deal_instead_at is not None or step.stack is not None or step.table_counts):
        raise Unplanned(f"{where}: a flip by {step.who} of {step.count} {step.source} card(s)"
                        + (", of a stack" if step.stack is not None else ""))
    return FLIP_EACH, str(step.who), step.count, step.from_either, step.source == FlipSource.TOP, step.include_folded


def _forced(rulebook: Rulebook, rules: HandRules, wilds_change: bool, up_deals: bool,
            antes: bool = True) -> tuple[tuple[OnFlip, ...], bool]:
    """The rules a card turned up sets off as a plan plays them, wild changes first
    (`triggers.card_up` plays them before the forced rules), and whether a player beaten with
    every card up folds. A rule on a card dealt face up counts only where some card is
    (`up_deals`: a deal of up cards, or a rule that gives one)."""
    from dealerschoice.play.triggers import card_fits  # the simulator's own test of a trigger's card

    dealt_up = up_deals or any(f.face == Face.UP and (f.action in (ForcedAction.BUY, ForcedAction.EXCHANGE) or f.cards)
                               for _, f in rulebook.forced)
    on_flip = []
    for number, step in rulebook.redeal_triggers:  # before the wild changes and the forced rules
        trigger = step.when
        if (not isinstance(trigger, Trigger) or trigger.event not in _FLIP_EVENTS | _DEALT_EVENTS
                or trigger.sum_to is not None or trigger.who != TriggerWho.ANY or (trigger.wild and wilds_change)):
            raise Unplanned(f"rule {number}: a redeal on a {getattr(trigger, 'event', trigger)} that reads more than "
                            "the card")
        on_flip.append(OnFlip(REDEAL, frozenset(c for c in range(JOKER_CODE + 1) if card_fits(trigger, Card(c))
                                                and (not trigger.wild or rules.is_wild(Card(c)))),
                              trigger.event == TriggerEvent.FIRST_FLIP, trigger.table_rank, 1,
                              trigger.event in _FLIP_EVENTS, trigger.event in _DEALT_EVENTS and dealt_up,
                              pair=trigger.pair))
    for number, change in rulebook.wild_changes:
        trigger = change.trigger
        if trigger.event not in _FLIP_EVENTS | _DEALT_EVENTS or trigger.wild or trigger.sum_to is not None:
            raise Unplanned(f"rule {number}: a wild change on a {trigger.event} that reads more than the card")
        on_flip.append(OnFlip(WILD_CHANGE, frozenset(c for c in range(JOKER_CODE + 1) if card_fits(trigger, Card(c))),
                              trigger.event == TriggerEvent.FIRST_FLIP, trigger.table_rank, 1,
                              trigger.event in _FLIP_EVENTS, trigger.event in _DEALT_EVENTS and dealt_up,
                              pair=trigger.pair))
    beaten = False
    for number, forced in rulebook.forced:
        trigger, action = forced.trigger, forced.action
        where = f"rule {number}"
        if trigger.event == TriggerEvent.DEALT_UP and not dealt_up:
            continue  # no card is ever dealt face up to a player: the rule never fires
        if trigger.who != TriggerWho.ANY:
            raise Unplanned(f"{where}: a forced rule on a {trigger.event} of folded players")
        if trigger.event == TriggerEvent.FLIPPED_ALL_NOT_BEST and action == ForcedAction.FOLD:
            beaten = True
            continue
        kind = _ACTIONS.get(action)
        if trigger.event not in _FLIP_EVENTS | _DEALT_EVENTS or kind is None:
            raise Unplanned(f"{where}: a forced {action} on a {trigger.event}")
        if kind == PAY and (forced.cost is not None or forced.doubles_per_up or (forced.escalating and not antes)):
            raise Unplanned(f"{where}: a forced {action} that costs more than the pot may hold (it may fold the player)")
        if trigger.sum_to is not None and kind != PAY:
            raise Unplanned(f"{where}: a forced {action} on cards adding up to {trigger.sum_to}")
        if trigger.wild and wilds_change:
            raise Unplanned(f"{where}: a forced {action} on a wild card, where play changes the wilds")
        codes = frozenset(c for c in range(JOKER_CODE + 1)
                          if card_fits(trigger, Card(c)) and (not trigger.wild or rules.is_wild(Card(c))))
        on_flip.append(OnFlip(kind, codes, trigger.event == TriggerEvent.FIRST_FLIP, trigger.table_rank,
                              forced.cards if kind == PAY else forced.cards or 1, trigger.event in _FLIP_EVENTS,
                              trigger.event in _DEALT_EVENTS and dealt_up, forced.face == Face.UP, trigger.pair,
                              trigger.sum_to, kind == PAY and forced.escalating))
    return tuple(on_flip), beaten


def _max_deals() -> int:
    """The deals a hand may have before the simulator stops it (`simulate.MAX_DEALS`)."""
    from dealerschoice.play.simulate import MAX_DEALS  # the simulator imports the odds: not at import time

    return MAX_DEALS
