"""Steps that move the run itself: repeats (jump back until all cards are up, N are showing,
someone has won N times (or N of the last M hands) or the pot is empty, a number of times or once for each player,
until nobody (or somebody) wants no more cards),
redeals on a condition, hands kept."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.play import policies
from dealerschoice.play.handlers import handles
from dealerschoice.play.judge import usable_table
from dealerschoice.play.mechanics import guts, kept_table, repeats, travelling_card
from dealerschoice.play.mechanics.legs import Series, next_hand, series_goes_on
from dealerschoice.play.mechanics.money import settle
from dealerschoice.play.mechanics.roles import Turn, role_seat
from dealerschoice.play.mechanics.wanting import Offers
from dealerschoice.play.table import CannotFollow, SimulationError
from dealerschoice.rules.steps import Deal, KeepHands, Redeal, Repeat, Settle
from dealerschoice.rules.steps.dealing_events import RedealIf
from dealerschoice.rules.steps.vocab import Payer, UntilKind
from dealerschoice.rules.steps.wager import MatchRedeal

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand

MAX_CYCLES = 4  # repeats until someone wins N times or the pot is empty


@handles(Redeal)
def redeal(hand: PlayedHand, step: Redeal, at: int) -> int | None:
    when = step.when
    contenders = hand.outcome.contenders
    if when == "nobody-in-or-matched":
        again = not contenders or hand.money.matched
        why = "Nobody went in" if not contenders else "Someone matched the pot"
    elif when == "unless-one-stayed":
        again = len(contenders) != 1
        why = "More than one player stayed to the end"
    elif when == "no-unique-card":
        again = hand.outcome.winner is None
        why = "Nobody holds a unique card"
    else:
        return None
    if not again and when == "nobody-in-or-matched" and series_goes_on(hand):  # -- issue 17: legs (legs.py)
        again, why = True, "Nobody has the legs to take the pot yet"
    if not again:
        return None
    if when == "nobody-in-or-matched" and not contenders:
        _settle_empty_round(hand, at)
    return hand.redeal(why)


@handles(MatchRedeal)
def match_redeal(hand: PlayedHand, step: MatchRedeal, at: int) -> int | None:
    """After a guts settlement: deal again for everyone when nobody went in (where the rule
    says so), and when someone had to match the pot at the settlement (`matched`), or when
    nobody had to (not `matched`). ("Redeal for all unless no one had to match the pot.")"""
    contenders = hand.outcome.contenders
    def again(why: str) -> int | None:  # -- "Redeal for all (except the table cards)": kept_table.py
        return kept_table.redeal_keeping_table(hand, why) if step.keeps_table else hand.redeal(why)

    if step.nobody_in and not contenders:
        _settle_empty_round(hand, at)
        return again("Nobody went in")
    if not contenders:  # nobody went in, and the rule does not deal again for that
        return None
    if hand.money.matched != step.matched:
        hand.note("Nobody had to match the pot: no redeal." if step.matched else
                  "Someone had to match the pot: no redeal.")
        return None
    return again("Someone had to match the pot" if step.matched else "Nobody had to match the pot")


def _settle_empty_round(hand: PlayedHand, at: int) -> None:
    """A rule written after the redeal that says who pays when nobody went in ("If no one goes
    in, the player with the highest hand must match the pot") pays before the cards are
    thrown in: in rule order it would never be reached."""
    for action in hand.program.actions[at + 1:]:
        for later in action.steps:
            if isinstance(later, Settle) and later.who == Payer.BEST_IF_NONE_IN:
                settle(hand, later, at)


@handles(RedealIf)
def redeal_if(hand: PlayedHand, step: RedealIf, at: int) -> int | None:
    """ "If the player with the high hand showing wants, there is a redeal": the player the
    rule names decides on their whole hand (policies.wants_redeal)."""
    if step.by is None:
        raise CannotFollow(f"a redeal {step.when.value!r} names nobody who calls for it; it needs a player's role")
    seat = role_seat(hand, step.by)
    if seat is None or seat.folded:
        return None
    known = seat.known() + usable_table(hand)
    if not policies.wants_redeal(policies.category(known, hand.rules_for(seat, cards=known))):
        hand.note(f"{seat.name} may call for a redeal and does not.")
        return None
    return hand.redeal(f"{seat.name} calls for a redeal")


@handles(KeepHands)
def keep_hands(hand: PlayedHand, step: KeepHands, at: int) -> int | None:
    hand.note("Players keep their hands.")
    guts.keep_hands(hand)  # -- issue 17: everyone stays for the next round when the rules repeat until one is in
    return None


@handles(Repeat)
def repeat(hand: PlayedHand, step: Repeat, at: int) -> int | None:
    table = hand.table
    until = step.until.kind
    if until == UntilKind.ALL_UP:
        done = all(not s.down() for s in table.active())
    elif until == UntilKind.SHOWING:
        need = _needed(step)
        done = all(len(s.up()) >= need or not s.down() for s in table.active())
    elif until == UntilKind.WINS:
        need = _needed(step)
        leader = max(table.seats, key=lambda s: (s.wins, -s.number))
        if leader.wins >= need:
            amount = table.pot
            table.award({leader.number: amount})
            hand.outcome.result.add_win(leader.number, amount)
            hand.event(hand.progress.rule, "end", f"{leader.name} has won {leader.wins} times and takes the pot of {amount}.")
            hand.progress.over = True
            return None
        done = False
    elif until == UntilKind.WINS_WITHIN:
        if _won_within(hand, step):
            return None
        done = False
    elif until == UntilKind.BET_MADE:
        done = hand.money.round_bet  # "If no one bet in the last round, repeat ... until someone does"
        if not done:
            hand.note("Nobody bet in the last round.")
    elif until == UntilKind.CLAIMS_BEST:
        done = _claims_best(hand)
    elif until == UntilKind.POT_EMPTY:
        done = table.pot == 0
    elif until == UntilKind.DECLARES_IN:  # -- issue 17: the declaration's rounds end it (guts.py, declare.py)
        done = not guts.nobody_in(hand)
    elif until == UntilKind.NO_TAKERS:
        done = not hand.piece(Offers).takers
    elif until == UntilKind.ONE_DECLINES:
        declined = hand.piece(Offers).declined
        done = declined is None or declined > 0
    elif until in (UntilKind.EACH_PLAYER, UntilKind.TIMES):
        done = _counted_round(hand, step, at)
    elif until in repeats.UNTIL_TABLE:  # issue 17: the deck out, one player left, a hand made
        done = repeats.table_done(hand, step, at)
    elif until == UntilKind.TABLE_CARD_AROUND:  # issue 17: Buddha's Folly (travelling_card.py)
        done = travelling_card.went_around(hand)
    else:
        raise SimulationError(f"unknown repeat condition {until!r}")
    if done:
        return None
    if until in (UntilKind.WINS, UntilKind.WINS_WITHIN, UntilKind.POT_EMPTY, UntilKind.BET_MADE,
                 UntilKind.CLAIMS_BEST):
        hand.progress.cycles += 1
        if hand.progress.cycles >= MAX_CYCLES:
            hand.stop(f"The example stops after {hand.progress.cycles} rounds; the game goes on with the pot of {table.pot}.")
            return None
    target = max(0, at - step.last)
    actions = hand.program.actions
    gathered = not any(s.cards for s in table.seats)
    # a repeat that starts after the hands were thrown in starts with the deal before it
    while target > 0 and gathered and not any(isinstance(x, Deal) for x in actions[target].steps):
        target -= 1
    hand.note(f"Repeat from rule {actions[target].number}.")
    if gathered and until in (UntilKind.WINS, UntilKind.WINS_WITHIN, UntilKind.POT_EMPTY):
        next_hand(hand)  # a game of several hands: the transcript marks where the next starts
    return target


def _needed(step: Repeat) -> int:
    """The number a repeat until N cards are showing or N wins counts to."""
    if step.until.count is None:
        raise CannotFollow(f"repeat until {step.until.kind.value!r} gives no number to count to")
    return step.until.count


def _claims_best(hand: PlayedHand) -> bool:
    """ "until one player believes they have the highest hand": each player in turn from the
    dealer's left asks what they hold against what the others show (policies.claims_best)."""
    table = hand.table
    board = usable_table(hand, up_only=True)
    seats = table.clockwise_from(1)
    showing = {s.number: policies.category(s.up() + board, hand.show_rules(s)) for s in seats}
    for seat in seats:
        known = seat.known() + board
        strength = policies.category(known, hand.rules_for(seat, cards=known))
        if policies.claims_best(strength, [c for n, c in showing.items() if n != seat.number]):
            hand.event(hand.progress.rule, "claim", f"{seat.name} believes they have the highest hand.")
            return True
    hand.note("Nobody believes they have the highest hand yet.")
    return False


def _won_within(hand: PlayedHand, step: Repeat) -> bool:
    """ "until someone gets two legs in three consecutive games": the last `within` hands'
    winners (legs.Series.recent); a player with `count` of them takes the pot."""
    series = hand.piece(Series)
    within = step.until.within or 1
    series.recent = (series.recent + (hand.outcome.winner,))[-within:]
    need = step.until.count or 1
    for seat in hand.table.seats:
        if series.recent.count(seat.number) >= need:
            hand.take_pot(seat, f"{{name}} has won {need} of the last {len(series.recent)} hands and takes the pot "
                                "of {amount}.")
            return True
    return False


def _counted_round(hand: PlayedHand, step: Repeat, at: int) -> bool:
    """A repeat of a counted number of rounds: `count` more times, or once for each player
    around the table (`count` times around, the first pass included: the player to the left
    of the dealer leads the first, the next player clockwise each round after, see
    roles.leader). True when the rounds are all played."""
    turn = hand.piece(Turn)
    rounds = dict(turn.rounds or {})
    played = rounds.get(at, 0) + 1  # rounds played so far, this one included
    count = step.until.count or 1
    if step.until.kind == UntilKind.EACH_PLAYER:
        total = count * len(hand.table.active())
    else:
        total = count + 1
    if played >= total:
        rounds.pop(at, None)
        turn.rounds = rounds or None
        turn.turn = 0
        return True
    rounds[at] = played
    turn.rounds = rounds
    if step.until.kind == UntilKind.EACH_PLAYER:
        turn.turn = played
    hand.note(f"Round {played + 1} of {total}.")
    return False
