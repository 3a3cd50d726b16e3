"""Compile and play a game's steals for a card dealt face up ("If a player is ever dealt a face
up heart, they may take any one card from another player."; "... they may give that heart to
any other player and take any one card from them."), as the simulator plays them
(`mechanics.stealing.take_card`, fired by `triggers.card_up`).

The taker sees only the others' face-up cards: they take the one that raises their own hand
showing most (`cards.exposed_key` under the show rules), the first such in seat order from
seat 1 and in the order held, or none when none raises it. The cards of the round being
dealt are not taken. The cards a seat ends with then differ seat to seat, so the game is a
draw plan of the program without the rules, each seat's hand all its cards
(`DrawPlan.whole_hands`), the up cards followed (`DrawPlan.tracks_up`), with an op after
each round dealt face up to each seat:
- (STEAL, n, rules): each of the round's n cards per seat, in the order dealt, that a rule
  names (its card codes, whether the taker gives that card in exchange) fires it.

Followed: optional steals of any card for a card dealt face up, by rank, card or suit, in a
game of one deck with no wild card (the show rules are then the plain ones); the other
rules deals, bets and the showdown. Refused: a steal the player must make (one drawn blind
when none shows), flips (the up cards would have to be followed through them), any choice
or other move of cards, a Use rule and a split pot.
"""

from __future__ import annotations

from dealerschoice.cards import exposed_key
from dealerschoice.cards.cards import standard_deck
from dealerschoice.play.fast.draw_ops import DEAL, TABLE, DrawPlan, judged_apart
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import Flip, Use
from dealerschoice.rules.steps.flip import TurnDown
from dealerschoice.rules.steps.passing import Steal, StealWhat

STEAL = 15  # after `draw_extras`' codes
_CARDS = standard_deck(1)


def compile_steals(program: Program, players: int) -> DrawPlan:
    """The draw plan of a game with steal rules; `Unplanned` names the rule it cannot follow."""
    found = [(number, step) for number, step in program.standing if isinstance(step, Steal)]
    if not found:
        raise Unplanned("no steal rule")
    rules = tuple(_steal(number, step) for number, step in found)
    kept = tuple((n, s) for n, s in program.standing if not isinstance(s, Steal))
    plain = Program(program.game, program.actions, kept, program.notes)
    if any(isinstance(s, (Flip, TurnDown)) for a in plain.actions for s in a.steps):
        raise Unplanned("steals in a game with flips")
    from dealerschoice.play.fast.draw_routes import as_draws  # draw_routes imports this module

    base = as_draws(plain, players)
    if any(op[0] not in (DEAL, TABLE) for op in base.ops):
        raise Unplanned("steals in a game whose players choose or move cards")
    if base.sided or any(isinstance(s, Use) for _, s in kept):
        raise Unplanned("steals (hands of different sizes) under a Use rule or a split pot")
    if not base.plain or len(set(base.deck)) != len(base.deck) or base.board_rules is not None:
        raise Unplanned("steals in a game with wild cards or a card twice in the deck")
    ops: list[tuple] = []
    for op in base.ops:
        ops.append(op)
        if op[0] == DEAL and op[2]:
            ops.append((STEAL, op[1], rules))
    # a seat takes at most one card for each card dealt to it face up: the longest hand the scorer meets
    longest = len(base.groups[0]) + sum(op[1] for op in base.ops if op[0] == DEAL and op[2])
    return judged_apart(base, ops=tuple(ops), groups=(tuple(range(longest)),), whole_hands=True, tracks_up=True)


def _steal(number: int, step: Steal) -> tuple[frozenset[int], bool]:
    trigger = step.trigger
    if not step.optional or step.which != StealWhat.ANY:
        raise Unplanned(f"rule {number}: a steal " + ("the player must make" if not step.optional
                                                     else f"of the {step.which} cards"))
    if trigger.event != "dealt-up" or trigger.wild or trigger.pair or trigger.table_rank is not None \
            or trigger.sum_to is not None or trigger.who != "any":
        raise Unplanned(f"rule {number}: a steal for a card {trigger.event}"
                        + (" that is wild, pairs, or holds a place or sum" if trigger.event == "dealt-up" else ""))
    from dealerschoice.play.triggers import card_fits  # the simulator's own test of a card; it imports the odds

    return frozenset(int(card) for card in _CARDS if card_fits(trigger, card)), step.gives


def steal_round(op: tuple, x: list[int], top: int, hands: list[list[int]], ups: list[list[int]], rules) -> None:
    """The steals the round just dealt sets off (see the module notes), in place."""
    n, steals = op[1], op[2]
    players = len(hands)
    start = top - n * players
    dealing = set(x[start:top])  # one deck: a card is its own place
    for seat in range(players):
        for card in x[start + seat * n:start + seat * n + n]:
            for fits, gives in steals:
                # the card must still be the seat's own (`held in seat.cards`: a trade may have moved it)
                if card in fits and card in hands[seat]:
                    _take(seat, card, gives, hands, ups, dealing, rules)


def _take(seat: int, dealt: int, gives: bool, hands: list[list[int]], ups: list[list[int]], dealing: set[int],
          rules) -> None:
    keep = [c for c in ups[seat] if not (gives and c == dealt)]
    now = exposed_key(keep, rules)  # type: ignore[arg-type]  # codes: the evaluator reads only the codes
    best = None
    for other in range(len(hands)):
        if other == seat:
            continue
        up = ups[other]
        for card in hands[other]:
            if card not in up or card in dealing:
                continue
            score = exposed_key(keep + [card], rules)  # type: ignore[arg-type]
            if score > now and (best is None or score > best[0]):
                best = (score, other, card)
    if best is None:
        return
    _, other, card = best
    hands[other].remove(card)
    ups[other].remove(card)
    hands[seat].append(card)
    ups[seat].append(card)
    if gives:
        hands[seat].remove(dealt)
        ups[seat].remove(dealt)
        hands[other].append(dealt)
        ups[other].append(dealt)
