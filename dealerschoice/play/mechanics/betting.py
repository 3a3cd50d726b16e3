"""Betting rounds: who opens (high or low hand showing, by the game's own ranking: Razz's
lowest hand counts the ace low; left of the dealer, the last raiser, a seat that moves
round), blinds, an opener who must bet, then fixed-limit action (bet 1, at most three
raises). Each player acts on a fast estimate of their hand against what they can see
(`players.strength`): fold behind when facing a bet, call near par, bet and raise ahead.
A hand played for the odds (`Stance.everyone_stays`) never folds: the odds are the
showdown's, with everyone in. There a hand only decides whether its player bets or raises
past a line, so a hand is not judged where that is already settled (`_decided`) or where
even its ceiling stays below the line (`bet_ceiling`): the same actions, less work.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealerschoice.cards import high_hand_showing
from dealerschoice.play.hand_limits import seen_category  # -- boards (issue 15)
from dealerschoice.play.handlers import handles
from dealerschoice.play.judge import usable_table
from dealerschoice.play.mechanics import fold_cost, opening, partners
from dealerschoice.play.mechanics.bet_ceiling import seen_ceiling
from dealerschoice.play.players import baseline
from dealerschoice.play.players import strength as judged
from dealerschoice.play.players.strength import Action
from dealerschoice.play.state import BET, MAX_RAISES
from dealerschoice.rules.steps import Bet, Settle, Showdown

if TYPE_CHECKING:
    from dealerschoice.cards import HandRules
    from dealerschoice.play.simulate import PlayedHand
    from dealerschoice.play.table import Seat
    from dealerschoice.rules.steps.wager import MatchBid


@dataclass(slots=True)
class Stance:
    """How the players bet in this hand: `everyone_stays` (the odds' definition: every
    player stays to the showdown) calls instead of folding. Example hands fold.
    `settles`: the game's guts settlement (losers match the pot), looked up once."""

    everyone_stays: bool = False
    settles: tuple[Settle, ...] | None = field(default=None, compare=False)


def opener_of(hand: PlayedHand, step: Bet | MatchBid) -> tuple[Seat, str]:
    """Who opens a betting round (a match bid's too: penalties.py), and why, in the words of
    the transcript: the rule's opener (the last flipper, the high or low hand showing, the
    last raiser, one seat on each round, the player left of the one called), else the player
    to the dealer's left."""
    table = hand.table
    active = table.clockwise_from(1)
    if step.opener == "last-flipper":
        seat = table.seat(hand.turns.last_flipper) if hand.turns.last_flipper else active[0]
        return seat, "the player who just flipped"
    if step.opener in ("high-showing", "low-showing"):
        showing = {s.number: s.up() for s in active if s.up()}
        if showing:
            seats = [s.number for s in table.seats]
            rules = {s.number: hand.show_rules(s) for s in active}
            if step.opener == "high-showing":
                if opening.tie_suits(hand):  # equal hands showing: the better suits open
                    return table.seat(opening.highest_showing(hand, showing, rules)), "high hand showing"
                best = high_hand_showing(showing, seats, table.dealer, rules)  # None only when nobody shows
                if best is not None:
                    return table.seat(best), "high hand showing"
            else:
                return table.seat(opening.lowest_showing(hand, showing, rules)), "low hand showing"
    if step.opener == "last-raiser" and hand.money.last_raiser is not None and not table.seat(hand.money.last_raiser).folded:
        return table.seat(hand.money.last_raiser), "the last player to raise"
    if step.opener == "rotate":
        return active[hand.money.bet_rounds % len(active)], "the opener moves one seat each round"
    if step.opener == "left-of-called" and hand.money.last_raiser is not None:  # issue 17: Bangeroo
        called = hand.money.last_raiser  # the last bet or raise of the last round is the one called
        among = [s for s in table.seats if not s.folded or s.number == called]
        return table.left_of(called, among=among), f"left of P{called}, called in the last round"
    return active[0], "left of the dealer"


@handles(Bet)
def bet(hand: PlayedHand, step: Bet, at: int) -> int | None:
    # penalties asks this module who opens (`opener_of`): imported here, not above, or each
    # module would wait for the other at import time
    from dealerschoice.play.mechanics import penalties

    table = hand.table
    active = table.active()
    if len(active) < 2:
        return None
    opener, why = opener_of(hand, step)
    if opener.folded:
        if step.only_if_in:
            hand.event(hand.progress.rule, "bet", f"{opener.name} has folded: no betting round.")
            return None
        opener = next(s for s in table.clockwise_from(opener.number))
    order = table.clockwise_from(opener.number)
    hand.money.bet_rounds += 1
    put = {s.number: 0 for s in order}
    current = raises = 0
    queue = list(order)
    words = []
    blinds = order[:min(step.blinds, len(order) - 1)]
    for seat in blinds:  # blind bets: put in before the action, the round goes on after them
        table.pay(seat, BET)
        put[seat.number] = current = BET
        words.append(f"{seat.name} puts in a blind bet of {BET}")
    queue = order[len(blinds):] + blinds
    needs = () if blinds else opening.needed(hand, hand.progress.rule)  # "jacks or better to open"
    may_fold = _may_fold(hand)
    stake = at_stake(hand) if may_fold else 0  # a loser who stays matches the pot: weighed before staying
    judging = _Judging(usable_table(hand, up_only=True), may_fold, stake, bool(stake) and _last_round(hand, at))
    while queue:
        seat = queue.pop(0)
        if seat.folded:
            continue
        owe = current - put[seat.number]
        if _decided(step, seat is opener, current, owe, raises, may_fold, needs):
            choice = Action.CALL  # the hand's strength cannot change it: not judged (the odds' cost)
        else:
            choice = _action(hand, seat, judging, owe, raises)
        if step.must_open and seat is opener and current == 0 and choice not in (Action.BET, Action.RAISE):
            choice = Action.BET  # the opener may not check
        if needs and current == 0:  # only a player holding openers may open, and one who holds them does
            known = seat.known() + judging.table_cards
            rules = hand.rules_for(seat, cards=known)
            choice = Action.BET if any(opening.meets(known, rules, n) for n in needs) else Action.CHECK
        if choice == Action.FOLD and fold_cost.stays_instead(hand, owe):  # issue 17: "match the pot to fold"
            choice = Action.CALL
        if choice == Action.FOLD:
            seat.folded = True
            words.append(f"{seat.name} folds" + fold_cost.charge(hand, seat))
            if len(table.active()) == 1:
                break
            continue
        if choice == Action.BET and current:  # a blind is already in: betting means raising it
            choice = Action.RAISE if raises < MAX_RAISES else Action.CALL
        if choice == Action.BET:
            current = BET
            amount = BET
            words.append(f"{seat.name} bets {BET}")
        elif choice == Action.RAISE:
            current += BET
            raises += 1
            amount = owe + BET
            words.append(f"{seat.name} raises to {current}")
        elif choice == Action.CALL and owe:
            amount = owe
            words.append(f"{seat.name} calls")
        else:
            amount = 0
            words.append(f"{seat.name} checks" if not owe else f"{seat.name} calls")
        if amount:
            table.pay(seat, amount)
            put[seat.number] += amount
        if choice in (Action.BET, Action.RAISE):
            hand.money.last_raiser = seat.number
            penalties.opened(hand, seat)  # issue 17: "If the person who opened betting does not win..."
            at_seat = order.index(seat)
            queue = order[at_seat + 1:] + order[:at_seat]
    hand.money.round_bet = current > 0
    head = f"{opener.name} opens: {why}"
    if needs:  # the first to act may not hold openers: "opens" would say more than happened
        head = f"{opener.name} acts first: {why}; {opening.words(needs)} needed to open"
    hand.event(hand.progress.rule, "bet", f"Betting ({head}): " + ", ".join(words) + f". Pot {table.pot}.")
    if hand.one_left():
        return None
    if needs and current == 0:
        return opening.nobody_opened(hand, needs)
    return None


@dataclass(slots=True)
class _Judging:
    """What a betting round knows while its players act: no card moves during the round, so
    each seat's hand is judged once (`edges`), with what each player shows (`shown`) and the
    most each seat's edge can be (`ceilings`, where only the bet and raise lines count)."""

    table_cards: list
    may_fold: bool
    stake: int     # what a loser who stays pays besides the bets (`at_stake`)
    final: bool    # no betting round before the showdown (with chips at stake)
    edges: dict[int, float] = field(default_factory=dict)
    ceilings: dict[int, float | None] = field(default_factory=dict)
    shown: dict[int, float] | None = None


def _action(hand: PlayedHand, seat: Seat, judging: _Judging, owe: int, raises: int) -> Action:
    """What the seat does with its hand (`strength.bet_action`). A player who may not fold
    only bets or raises past a line or checks and calls: when even the ceiling of their
    hand's edge (`_ceiling_edge`) stays below the line, the hand itself is not judged."""
    def act(ahead: float) -> Action:
        return judged.bet_action(ahead, facing=owe > 0, can_raise=raises < MAX_RAISES, may_fold=judging.may_fold,
                                 risk=owe / BET, at_stake=judging.stake, final=judging.final, raises=raises)

    ahead = judging.edges.get(seat.number)
    if ahead is not None:
        return act(ahead)
    if judging.shown is None:
        judging.shown = _shown(hand, judging.table_cards)
    if not judging.may_fold:
        if seat.number not in judging.ceilings:
            judging.ceilings[seat.number] = _ceiling_edge(hand, seat, judging.table_cards, judging.shown)
        ceiling = judging.ceilings[seat.number]
        if ceiling is not None and act(ceiling) in (Action.CHECK, Action.CALL):
            return act(ceiling)  # the action only rises with the edge: below the line at best
    ahead = judging.edges[seat.number] = _edge(hand, seat, judging.table_cards, judging.shown)
    return act(ahead)


def _decided(step: Bet, opens: bool, current: int, owe: int, raises: int, may_fold: bool, needs: tuple) -> bool:
    """Whether a player who may not fold (the odds' hands: everyone stays) has their action
    settled before their hand is judged, so judging it (`_edge`, most of a betting round's
    cost) would be wasted: in a round with openers to hold ("jacks or better to open")
    before anyone opens (holding them decides), as the opener who must bet (any choice
    becomes a bet), or facing a bet at the raise cap (they call). The player then calls (or
    checks), and the rules below give the action as they would have. Not where players
    fold: there the edge judged at a player's first turn, against the players then in, is
    the one they act on for the rest of the round."""
    if may_fold:
        return False
    if current == 0 and (needs or (step.must_open and opens)):
        return True
    return owe > 0 and raises >= MAX_RAISES


def _may_fold(hand: PlayedHand) -> bool:
    """Whether players fold at all: not for the odds (everyone stays), not in a game scored
    by showdowns won rather than chips (a fold there gives nothing up)."""
    if hand.piece(Stance).everyone_stays:
        return False
    return not hand.rulebook.scoring_only and hand.rulebook.wins_needed is None


def _last_round(hand: PlayedHand, at: int) -> bool:
    """Whether no betting round comes between this one and the next showdown."""
    for action in hand.program.actions[at + 1:]:
        for step in action.steps:
            if isinstance(step, Bet):
                return False
            if isinstance(step, Showdown):
                return True
    return True


def at_stake(hand: PlayedHand) -> int:
    """What a player who stays and loses pays besides the bets, in chips: the game's guts
    settlement on the pot as it stands (0 in a game without one)."""
    # imported here: money imports penalties, which imports this module
    from dealerschoice.play.mechanics.money import settle_amount

    stance = hand.piece(Stance)
    if stance.settles is None:
        stance.settles = tuple(s for s in hand.program.steps_of(Settle) if isinstance(s, Settle))
    return max((settle_amount(step, hand.table.pot) for step in stance.settles), default=0)


def _edge(hand: PlayedHand, seat: Seat, table_cards: list, shown: dict[int, float]) -> float:
    """How far the seat's hand is ahead of par and of the best hand another player shows
    (`shown`: each player's up cards with the common ones, judged once a round), for the
    side the seat plays for."""
    limited = seen_category(hand, seat)  # -- boards (issue 15): the hand limits' best legal line
    known = partners.pooled(hand, seat) + table_cards  # a partner holding none bets on the team's cards
    rules = None
    if limited is not None:
        mine = float(limited) + 0.5
    else:
        rules = hand.rules_for(seat, cards=known)  # asked once: the standing and the lift judge the same cards
        mine = _standing(hand, seat, known, _aim(hand), rules=rules)
    # wild cards make every hand better: par rises by what they add to a table's best hand
    lift = 0.0
    # a board's line (`limited`) is judged by its own category: its cards are not all the hand's
    if rules is not None and _aim(hand) != "low":  # ... and passing (Anaconda) by what the game's own deals show
        lift = max(baseline.shift(rules, len(known)), baseline.game_lift(hand.program))
    return _against(hand, seat, mine, len(known), shown, lift)


def _ceiling_edge(hand: PlayedHand, seat: Seat, table_cards: list, shown: dict[int, float]) -> float | None:
    """An edge `_edge` never exceeds, without its search for the best legal line: in a game
    with hand limits, the edge of the ceiling of that line (`bet_ceiling.seen_ceiling`; the
    edge only grows with the hand's standing); None where `_edge` does not search."""
    ceiling = seen_ceiling(hand, seat)
    if ceiling is None:
        return None
    held = len(partners.pooled(hand, seat) + table_cards)
    return _against(hand, seat, float(ceiling) + 0.5, held, shown, 0.0)


def _against(hand: PlayedHand, seat: Seat, mine: float, held: int, shown: dict[int, float], lift: float) -> float:
    """The edge of a hand standing at `mine` in `held` cards against par and what the other
    players still in show."""
    others = [v for n, v in shown.items() if n != seat.number and not hand.table.seat(n).folded]
    return judged.edge(mine, held, others, opponents=len(hand.table.active()) - 1, lift=lift)


def _shown(hand: PlayedHand, table_cards: list) -> dict[int, float]:
    """What each player still in shows: the standing of their own up cards with the
    common ones (players with no card up show nothing of their own)."""
    aim = _aim(hand)
    return {s.number: _standing(hand, s, s.up() + table_cards, aim, visible=True)
            for s in hand.table.active() if any(h.up for h in s.cards)}


def _standing(hand: PlayedHand, seat: Seat, cards: list, aim: str, visible: bool = False,
              rules: HandRules | None = None) -> float:
    """The standing (`strength.standing`) of the seat's `cards` for the game's `aim`: as
    their holder knows them, or `visible` to everyone (the wilds whatever the down cards);
    `rules`: the seat's high rules for `cards`, when the caller has them already."""
    if rules is None:
        rules = hand.show_rules(seat) if visible else hand.rules_for(seat, cards=cards)
    if aim == "high":
        return judged.standing(cards, rules)
    low_rules = rules if visible else hand.rules_for(seat, "low", cards)
    low = judged.standing(cards, rules, "low", low_rules)
    return low if aim == "low" else max(low, judged.standing(cards, rules))


def _aim(hand: PlayedHand) -> str:
    """ "low" in a low game, "both" where high and low split (a hand strong either way is
    strong), else "high"."""
    pots = hand.rulebook.showdown_pots
    if pots == {"low"}:
        return "low"
    return "both" if pots & {"declared", "high-low"} else "high"
