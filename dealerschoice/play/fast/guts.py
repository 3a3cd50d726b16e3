"""Guts games in the odds' fast path: cards dealt, every player declaring in or out, a high
showdown among those in, the losers matching the pot, and the whole deal again when nobody
went in or someone matched ("Anyone who went in and lost must match the pot. If no one went
in or someone had to match the pot, redeal for all."), as the simulator plays them.
`compile_guts` makes a `GutsPlan`, a list of ops; `guts_play` plays its deals, `guts_showdown`
and `guts_high_low` (Use rules, cards-speak splits) judge them. With no declaration everyone is
in; twists: `guts_twists`; a travelling table card: `guts_travel`; chips: `guts_money`.

- The declaration: each player still in, in turn from the dealer's left, decides on the
  cards they see (their own and the table's up cards) with the simulator players' own
  decision (`policies.goes_in`), told what losing costs: the game's settlement on the pot as
  it stands (`betting.at_stake`). A player out keeps their cards until they are gathered in
  and is dealt nothing more (`moves.deal` deals to the players still in). "One at a time" and
  "at once" are the same decisions: nobody's reads another's. A second declaration is among
  those still in ("Players who declared out pay half the pot" pays on the pot as it stands).
  One that goes round until someone goes in lowers the bar for the rounds after the first
  until someone is in (`declaring.goes_in_again`), as `declare._in_or_out` does; so does one
  the rules repeat until someone declares in ("If no one goes in, deal one card down to each
  player." or "..., every player passes three cards to their left." between), its rounds
  numbered on, everyone playing on with their cards while nobody is in.
- Cards dealt to each player still in or to the table; "if the last player to declare went
  in against only one other player, they get an extra card"; "anyone who went in with a four
  gets an extra card"; a discard and its draw among the players in, and a pass (`choosing`'s
  `thrower` and `passer`: the simulator players' choices, keeping for the hand that wins).
- "The common card is wild, as are all cards of the same rank.": the one table card, dealt
  face up before any rule reads the wilds, names a rank wild beside the written-out ones; the
  deal is played from there by the player of those rules (the simulator's own for that card:
  `GutsPlan.table_wilds`), after a redeal by that of the next card.
- A betting round opened left of the dealer or by the high hand showing, among the players in, as
  the simulator's odds hands bet (everyone staying: `guts_bets`), what each shows weighed (in a
  game played for low, where the low wilds are the high ones: `betting._shown` judges shown cards
  by the high rules): the chips it puts in grow the pot the losers match and the next deal's weigh.
- "You must beat the table hand to win": the table's own cards (dealt as the table's, or all
  of them where the rules call none common) are in no player's hand; the best high hand
  takes the pot only if it beats the table's with the common cards, a tie going to the
  table, and where it does not every player in has lost (`table_hand.beat_table`). The
  table's hand is judged with its own wild cards where it has them ("Threes are wild for the
  table.": `guts_rules.table_rules`), the players' without them.
- "If you are dealt a face up wild card, you must fold.": a player still in folds on a card
  the rule names dealt to them face up; a fold that leaves one player in ends the hand, that
  player taking the pot (`guts_folds`), and each fold counts as the odds count forced folds.
- The showdown: the best high hand among those in takes the pot (a tie shares it, or pays
  nobody where the rule says so); with nobody in, nobody wins and no showdown is recorded.
  A low showdown is judged by `lows` (the discards keeping for low, as `moves.goal` has the
  players keep where only a low hand wins). After a second declaration of high, low or both,
  the pot is split as declared (`declares`: the simulator players' declarations, settled as
  `settle_high_low(declared=True)`).
- The money that decides the next deal's choices: every player in who lost pays the pot as
  it was at the showdown (or the part the rule names, again for each card of a rank shown);
  where nobody went in, the best hand of all pays, or with fewer than two in, everyone out
  ("the weenie rule", "the nelly rule"); "if no one goes in, everyone must reante".
- The redeal: every card back into the deck as `Table.gather` puts them (the cards never
  dealt, each seat's in the order held, the table's, then the discards in the order thrown)
  and shuffled by the table's own random numbers, which go on from the first shuffle; at
  most `simulate.MAX_DEALS` deals, where the simulator's example stops. "Redeal for all
  unless no one had to match the pot." (`MatchRedeal`, `flow.match_redeal`) deals again as
  it says of a match; with nobody in and no word for that, the hand stops at the showdown;
  "If only one person went in, the game is over." deals again unless exactly one went in.

What the odds count (`odds._tally_deal`): each showdown with a winner, its winning hand and
whether that used a wild card; a deal whose showdown paid several players is a split; a deal
with no showdown at all (nobody went in, deal after deal) has none. Going out is the
player's own choice, not a fold a rule forces (the simulator records no "fold" for it), so it
counts in no forced-fold figure, and everyone who goes in stays to the showdown (`Stance`)
unless a forced rule folds them.

Refused (`Unplanned`, played by the simulator): betting rounds opened by another player, with blinds,
or with cards shown after cards were moved (the up cards' places), a declaration repeated until
someone goes in with rules that read who went in, cards bought, a discard or twist in a split pot, a
payment to the winner and rounds of a card more each kept (Two to Five: both are `series` games), any
redeal but these, and a standing rule but the deck, written-out wild cards, the common card's rank and
a table hand to beat (a rule forcing players in, a qualifier, a ranking of the game's own).
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.cards import Card, HandRules
from dealerschoice.play.fast import guts_folds, guts_high_low, guts_rules, guts_split, guts_travel, guts_twists
from dealerschoice.play.fast.choosing import discard_bounds
from dealerschoice.play.fast.draws import pass_moves
from dealerschoice.play.fast.plan import Unplanned, deck_codes, plan_low_rules, plan_wild_rules, standing_use
from dealerschoice.play.players import baseline
from dealerschoice.play.program import Program
from dealerschoice.rules.steps import (
    Bet,
    Deal,
    Deck,
    Declare,
    Discard,
    Draw,
    Pass,
    Redeal,
    Repeat,
    Settle,
    Showdown,
    Split,
    Use,
    Wild,
)
from dealerschoice.rules.steps.dealing_events import DealIf, ExtraForGoingIn
from dealerschoice.rules.steps.draw import Twist
from dealerschoice.rules.steps.passing import PassCondition, PassIf
from dealerschoice.rules.steps.vocab import Choice, DeclareMode, Face, HandKind, Opener, Pot, Target, UntilKind
from dealerschoice.rules.steps.vocab_cards import DealCondition, Happening, TableCards
from dealerschoice.rules.steps.vocab_money import GutsAnteWho, PaidTo, Payer
from dealerschoice.rules.steps.wager import GutsAnte, MatchRedeal

DEAL, TABLE, DECLARE, SHOWDOWN, SETTLE, REDEAL = "deal", "table", "declare", "showdown", "settle", "redeal"
HEADS_UP, DISCARD, DRAW, EXTRA, GUTS_ANTE = "heads-up", "discard", "draw", "extra", "guts-ante"
SETTLE_OUT, SETTLE_NONE_IN, SETTLE_FEW_IN, SIDES = "settle-out", "settle-none-in", "settle-few-in", "sides"
DEAL_IF, REPEAT_IN, PASS_IF, BET = "deal-if", "repeat-in", "pass-if", "bet"
MATCH_REDEAL, STAYED_REDEAL = "match-redeal", "stayed-redeal"
_SIDES = frozenset({Choice.HIGH, Choice.LOW, Choice.BOTH})


@dataclass(frozen=True, slots=True)
class GutsPlan:
    """A guts game at a table of `players`, compiled: `ops` played in order on the shuffled
    `deck`, again after a redeal (`guts_play`). An op is a tuple led by its code:
    (DEAL, count, up) to each player still in, (TABLE, count, up, the table's own) to the table, (HEADS_UP,
    count) to the last to declare when they went in against one other player, (EXTRA, ranks,
    cards, count) to each player in holding one of them, (DISCARD, each seat's bounds) and
    (DRAW,) as many as each threw, (DECLARE, rounds at most, repeated, the most rounds), (DEAL_IF,
    count) to each player and (PASS_IF, count, (count, seats on) per move) when nobody went in,
    (REPEAT_IN, the op to go back to) while nobody is in, (SIDES, the sides), (GUTS_ANTE,
    who), (SETTLE_OUT | SETTLE_NONE_IN | SETTLE_FEW_IN, the rule) before the showdown, (BET,
    the opener must open, the high hand showing opens, the places of each seat's up cards),
    (SHOWDOWN, tie pays), (SETTLE, the rule, the rank paid again for or None), (REDEAL, the rules paying
    when nobody went in), (STAYED_REDEAL,) and (MATCH_REDEAL, dealt again when nobody went in, when
    someone matched (else when nobody did))."""

    players: int
    deck: tuple[int, ...]
    ops: tuple[tuple, ...]
    rules: HandRules           # the wild cards, the same for every seat and card (written out)
    plain: bool                # nothing is ever wild
    settles: tuple[Settle, ...]  # every settlement rule: what a player in stands to lose
    max_deals: int             # the deals the simulator's example plays at most
    longest: int               # the most cards in a hand: a seat's and the table's
    low_rules: HandRules       # the low wild rules the players' discards and declarations are made with
    sides: tuple[str, ...] = ()  # a declared split: the sides those in may declare (`declares`)
    low: bool = False            # the low hand wins (ace-to-five, `lows`): every discard keeps for low
    aim: str = "high"            # the side the players bet for ("high", "low", "both": `betting._aim`)
    game_lift: float = 0.0       # what the game's passes add to its winning hands (`baseline.game_lift`)
    table_hand: bool = False     # the winner must beat the table's own hand (`guts_showdown.table_takes`)
    # "The last table card's rank is wild": per rank of the one table card, the (high, low) wild
    # rules of the deal from there on (`guts_play.GutsPlayer._variant`); `rules` until it is dealt
    table_wilds: tuple[tuple[HandRules, HandRules], ...] = ()
    table_rules: HandRules | None = None  # the table hand's wilds where it has its own ("wild for the table")
    folds_on: frozenset[int] = frozenset()  # the cards that fold a player still in, dealt face up (`guts_folds`)
    use: Use | None = None  # the own and table cards a hand is made of (`guts_high_low`)
    high_low: bool = False  # the best high and the best low hand split the pot, cards speaking


def compile_guts(program: Program, players: int) -> GutsPlan:
    """The guts plan of a program; `Unplanned` names the rule it cannot follow."""
    from dealerschoice.play.simulate import MAX_DEALS  # the simulator imports the odds: not at import time

    unforced, folds = guts_folds.split_off(program)  # "If you are dealt a face up wild card, you must fold."
    checked, table_hand, table_wild = guts_rules.checked(unforced)
    use = standing_use(checked)  # "You must use exactly two of your down cards" (`guts_high_low`)
    for number, standing in checked.standing:
        # a qualifier (the guts showdown applies none), a wild a table card names (it follows play)
        if not isinstance(standing, (Deck, Wild, Use)) or (isinstance(standing, Wild)
                                                           and standing.source not in ("rank", "card")):
            raise Unplanned(f"rule {number}: a standing {standing.kind} rule in a guts game")
    rules = plan_wild_rules(checked, players)
    found = _Compiler(players)
    found.table_hand = table_hand
    found.table_wild = table_wild is not None
    found.marked = any(isinstance(s, Deal) and s.table == TableCards.TABLE for s in program.steps_of(Deal))
    found.repeated = any(s.until.kind == UntilKind.DECLARES_IN for s in program.steps_of(Repeat))  # `guts.repeats_until_in`
    found.all_in = not program.steps_of(Declare)  # nobody declares: every player is in at the showdown
    for index, action in enumerate(program.actions):
        found.starts.append(len(found.ops))
        for step in action.steps:
            found.step(step, action.steps, f"rule {action.number}", index)
    found.check()
    deck = deck_codes(program.deck)
    if found.dealt > len(deck):
        raise Unplanned(f"{found.dealt} cards dealt from a deck of {len(deck)}")  # a draw may run it out: unplayed
    settles = tuple(s for s in program.steps_of(Settle) if isinstance(s, Settle))
    low_rules = plan_low_rules(checked, players)
    if table_hand and (found.sides or found.low):
        raise Unplanned("a table hand to beat in a guts game of low hands or declared sides")
    if (found.sides or found.low) and low_rules._stands_for:
        raise Unplanned("a low hand judged with limited wild cards")  # the low judge remembers cards by rank
    if (found.sides or found.high_low) and found.thrown:
        raise Unplanned("a discard in a declared split: each player keeps for the side their cards lean to")
    guts_high_low.check(found, use, low_rules)
    bets, shown = any(op[0] == BET for op in found.ops), any(op[0] == BET and op[3] for op in found.ops)
    if shown and guts_rules.aim(program) != "high" and rules.kinds(True) != low_rules.kinds(True):  # shown: high wilds
        raise Unplanned("a betting round with cards shown in a guts game played for low, its low wilds its own")
    folds_on = guts_folds.codes(folds, rules, table_wild is not None) if folds else frozenset()
    if folds_on:
        guts_folds.check(tuple(found.ops), found.repeated, _DEALT_BY_WHO_IN)
    return GutsPlan(players, deck, tuple(found.ops), rules, rules.plain() and not program.deck.jokers, settles,
                    MAX_DEALS, found.held, low_rules, found.sides, found.low, guts_rules.aim(program),
                    baseline.game_lift(program) if bets else 0.0, table_hand,
                    guts_rules.table_wilds(program, players) if table_wild else (),
                    guts_rules.table_rules(program, players) if table_hand else None, folds_on, use, found.high_low)


class _Compiler:
    """The ops of a guts game, rule by rule, and what they have dealt: each step is followed
    where the game's order allows it, else refused with its rule named."""

    def __init__(self, players: int):
        from dealerschoice.play.mechanics.declare import MAX_DECLARE_ROUNDS  # the mechanics import the simulator

        self.most = MAX_DECLARE_ROUNDS  # the rounds a declaration goes round at most
        self.players = players
        self.ops: list[tuple] = []
        self.declared = self.showdown = self.redealt = False
        self.sides: tuple[str, ...] = ()  # the sides of a high/low declaration after the in/out one
        self.low = False  # the low hand wins: the players keep for low (`moves.goal`)
        self.repeated = False  # the rules repeat the declaration until someone goes in
        self.all_in = False  # no declaration: everyone stays in ("Anyone who went in and lost" is every loser)
        self.starts: list[int] = []  # per action: the index of its first op
        self.thrown = self.drawn = self.up = False  # a discard and its draw made; a card dealt face up
        self.shown = False  # a card dealt face up to a player: the betting weighs what players show
        self.table_hand = self.marked = False  # a table hand to beat; some table cards dealt as its own
        self.table_wild = False  # the one table card, face up before anything reads the rules, names a wild rank
        self.own = 0  # the most cards in a seat's own hand
        self.split = self.final = False  # a split into a small hand (its showdown first), the big hands' showdown
        self.small = 0  # the size of that small hand
        self.high_low = False  # the best high and the best low hand split the pot, cards speaking
        self.up_at: list[int] = []  # the places in a seat's own hand of the cards dealt to it face up
        self.dealt = self.held = 0  # cards dealt in all; the most in a hand (a seat's and the table's)

    def step(self, step, rule_steps, where: str, action: int) -> None:
        kind, ops = type(step), self.ops
        if self.redealt and self.split:  # Oppression: the five-card hands played on (`guts_split.after_redeal`)
            guts_split.after_redeal(self, step, where)
            return
        if self.redealt:  # after the redeal: only what is paid when nobody went in (`flow._settle_empty_round`)
            if kind is Settle and step.who == Payer.BEST_IF_NONE_IN and step.to == PaidTo.POT and ops[-1][0] == REDEAL:
                ops[-1] = (REDEAL, ops[-1][1] + (step,))
                return
            raise Unplanned(f"{where}: a {step.kind} step after the redeal")
        if kind is Deal and not self.showdown:
            self._deal(step, where)
        elif kind is ExtraForGoingIn and self.declared and not self.showdown:
            from dealerschoice.play.mechanics.choices import rank_number  # the mechanics import the simulator

            ranks = frozenset(rank_number(r) for r in step.ranks)
            ops.append((EXTRA, ranks, frozenset(int(Card.parse(c)) for c in step.cards), step.count))
            self.shown = self.shown or step.face == Face.UP
            self.held += step.count
            self.dealt += step.count * self.players
        elif kind is Discard and not self.showdown and not self.thrown:
            if any(type(other) not in (Discard, Draw) for other in rule_steps):
                raise Unplanned(f"{where}: a discard with another step in its rule")  # it may keep cards back
            size = self.own if self.table_hand else self.held  # the table's own cards are in no player's hand
            bounds, everything = discard_bounds(step, size, self.players, self.up, False, where)
            if everything:
                raise Unplanned(f"{where}: a discard of every card in a guts game")
            self.thrown = True
            ops.append((DISCARD, bounds))
        elif kind is Draw and self.thrown and step.count is None and not self.drawn:
            self.drawn = True  # as many as each threw: the hand is its size again
            ops.append((DRAW,))
        elif kind is Declare and self.declared and not self.showdown and "in" not in step.choices and not self.sides:
            if not set(step.choices) <= _SIDES or step.mode not in (DeclareMode.SIMULTANEOUS, DeclareMode.IN_TURN):
                raise Unplanned(f"{where}: a declaration of {'/'.join(step.choices)} {step.mode}")
            self.sides = tuple(str(c) for c in step.choices)  # high, low (or both), by those still in
            ops.append((SIDES, self.sides))
        elif kind is Declare and not self.showdown:
            if "in" not in step.choices:
                raise Unplanned(f"{where}: a declaration of {'/'.join(step.choices)}")
            if self.declared and self.repeated:
                raise Unplanned(f"{where}: a second declaration in a game repeated until someone goes in")
            self.declared = True
            # "Continue until someone goes in": round after round, at most MAX_DECLARE_ROUNDS; a
            # declaration the rules repeat until someone goes in numbers its rounds on (`declare._in_or_out`)
            ops.append((DECLARE, self.most if step.until_in else 1, self.repeated, self.most))
        elif kind is DealIf and self.declared and not self.showdown and step.when == Happening.NOBODY_IN:
            if any(d.condition is not None or d.to != Target.EACH for d in step.deals):
                raise Unplanned(f"{where}: a deal to {step.deals[0].to} if nobody went in")
            count = sum(d.count for d in step.deals)
            ops.append((DEAL_IF, count))  # "If no one goes in, deal one card down to each player"
            self.held += count * (self.most - 1)  # at most once a round before the last
            self.dealt += count * self.players * (self.most - 1)
        elif kind is PassIf and self.repeated and self.declared and not self.showdown and not self.thrown:
            if step.condition != PassCondition.NO_ONE_IN:
                raise Unplanned(f"{where}: a pass if {step.condition}")
            # "If no one declared in, every player passes three cards to their left."
            moves = pass_moves(Pass(moves=step.moves, which=step.which), self.held, self.up, False, True, where)
            ops.append((PASS_IF, sum(count for count, _ in moves), moves))
        elif kind is Repeat and step.until.kind == UntilKind.DECLARES_IN and self.declared and not self.showdown:
            target = self.starts[max(0, action - step.last)] if action - step.last >= 0 else -1
            if target < 0 or ops[target][0] != DECLARE:
                raise Unplanned(f"{where}: a repeat until someone goes in that does not go back to the declaration")
            ops.append((REPEAT_IN, target))
        elif kind is GutsAnte and self.declared and step.who != GutsAnteWho.ALL_ON_REDEAL:
            ops.append((GUTS_ANTE, step.who))
        elif kind is Twist and not self.showdown:  # cards bought for a price (`guts_twists`)
            guts_twists.twist_op(self, step, where)
        elif kind in guts_travel.STEPS and not self.declared and not self.showdown:  # a travelling table card
            guts_travel.follow(self, step, where)
        elif kind is Split and not self.declared and not self.showdown:
            guts_split.split_op(self, step, where)
        elif kind is Showdown and self.split and self.declared and not self.showdown:
            guts_split.small_showdown(self, step, where)
        elif kind is Showdown and (self.declared or self.all_in) and not self.showdown:
            wanted = (Pot.DECLARED,) if self.sides else (Pot.HIGH, Pot.LOW, Pot.HIGH_LOW)
            if step.pot not in wanted or step.hand != HandKind.BEST or step.split_with is not None:
                raise Unplanned(f"{where}: a {step.pot} showdown of the {step.hand} hand in a guts game"
                                + (" after a declaration of sides" if self.sides else ""))
            self.showdown = True
            self.low, self.high_low = step.pot == Pot.LOW, step.pot == Pot.HIGH_LOW
            ops.append((SHOWDOWN, step.tie_pays))
        elif kind is Bet and not self.showdown:
            # "Normal betting round, with the player to the left of the dealer opening." or "... with
            # the player with the high hand showing opening.", what each player shows weighed (`guts_bets`)
            moved = self.shown and any(op[0] in _MOVERS for op in ops)  # the up cards' places are not fixed
            if step.opener not in (Opener.LEFT_OF_DEALER, Opener.HIGH_SHOWING) or step.blinds or step.if_twisted \
                    or moved:
                raise Unplanned(f"{where}: a bet step in a guts game" + (", with cards shown and moved" if moved else ""))
            ops.append((BET, step.must_open, step.opener == Opener.HIGH_SHOWING, tuple(self.up_at)))
        elif kind is Showdown and not self.declared:
            raise Unplanned(f"{where}: a showdown before anyone declares in or out")
        elif kind is Settle:
            self._settle(step, where)
        elif kind is Redeal and self.showdown and step.when in _REDEALS:
            self.redealt = True
            ops.append(_REDEALS[step.when])
        elif kind is MatchRedeal and self.showdown and not step.keeps_table:
            # "Redeal for all unless no one had to match the pot." (`flow.match_redeal`)
            self.redealt = True
            ops.append((MATCH_REDEAL, step.nobody_in, step.matched))
        else:
            raise Unplanned(f"{where}: a {step.kind} step in a guts game")

    def _deal(self, step: Deal, where: str) -> None:
        if step.condition == DealCondition.LAST_DECLARER_HEADS_UP and self.declared and step.to == Target.EACH:
            self.shown = self.shown or step.face == "up"
            self.ops.append((HEADS_UP, step.count))
            self.held += step.count
            self.dealt += step.count
            return
        if step.condition is not None or step.to not in (Target.EACH, Target.TABLE):
            raise Unplanned(f"{where}: a deal {step.condition or step.to} in a guts game")
        if self.thrown and not self.drawn:
            raise Unplanned(f"{where}: a deal between a discard and its draw")
        if step.to == Target.TABLE:  # the table's own hand, or the common cards (`table_hand.split_board`)
            own = self.table_hand and (step.table == TableCards.TABLE or not self.marked)
            self.ops.append((TABLE, step.count, step.face == "up", own))
        else:
            self.ops.append((DEAL, step.count, step.face == "up"))
        self.up = self.up or step.face == "up"
        self.shown = self.shown or (step.face == "up" and step.to == Target.EACH)
        self.dealt += step.count * (1 if step.to == Target.TABLE else self.players)
        self.held += step.count
        if step.to == Target.EACH and step.face == "up":
            self.up_at.extend(range(self.own, self.own + step.count))
        self.own += step.count if step.to == Target.EACH else 0

    def _settle(self, step: Settle, where: str) -> None:
        if step.to != PaidTo.POT:
            raise Unplanned(f"{where}: a settlement paid to the {step.to}")
        if self.showdown and step.who in (Payer.IN_AND_LOST, Payer.STAYED_AND_LOST):
            # "... and again for each two shown": a rank counted in every hand that stayed in
            from dealerschoice.play.mechanics.choices import rank_number  # the mechanics import the simulator

            self.ops.append((SETTLE, step, rank_number(step.again_per) if step.again_per else None))
        elif self.declared and not self.showdown and step.who in _BEFORE_SHOWDOWN:
            self.ops.append((_BEFORE_SHOWDOWN[step.who], step))
        else:
            raise Unplanned(f"{where}: a settlement by {step.who} "
                            + ("after the showdown" if self.showdown else "before the showdown"))

    def check(self) -> None:
        codes = {op[0] for op in self.ops}
        guts_travel.check(self.ops)
        if self.table_wild:  # every rule read after the one table card naming a wild rank
            laid = [at for at, op in enumerate(self.ops) if op[0] == TABLE]
            if len(laid) != 1 or self.ops[laid[0]] != (TABLE, 1, True, False) or any(
                    op[0] != DEAL for op in self.ops[:laid[0]]):
                raise Unplanned("a wild rank the last table card names, with other table cards or rules read before")
        if self.repeated and (REPEAT_IN not in codes or codes & _NOBODY_IN_READERS):
            raise Unplanned("a declaration repeated until someone goes in, with rules that read who went in")
        if self.thrown and not self.drawn:
            raise Unplanned("a discard no draw follows: hands of a size each player chooses")
        if not ((self.declared or self.all_in) and self.showdown and self.redealt):
            raise Unplanned("no declaration, showdown and redeal the guts plan can play")


# ops that read who declared in, which a repeated declaration leaves everyone out of until someone is
_NOBODY_IN_READERS = {HEADS_UP, EXTRA, GUTS_ANTE, SETTLE_OUT, SETTLE_NONE_IN, SETTLE_FEW_IN, SIDES}
# ops that deal, pass or draw cards by who went in, beside which a forced fold is not followed (`guts_folds.check`)
_DEALT_BY_WHO_IN = frozenset({HEADS_UP, EXTRA, DEAL_IF, PASS_IF, DRAW, guts_twists.TWIST})
# ops after which a seat's cards are no longer at the places they were dealt to (or not all dealt)
_MOVERS = frozenset({HEADS_UP, EXTRA, DEAL_IF, PASS_IF, DISCARD, DRAW, guts_twists.TWIST, guts_travel.TRAVEL})
_REDEALS = {"nobody-in-or-matched": (REDEAL, ()), "unless-one-stayed": (STAYED_REDEAL,)}  # as `flow.redeal` deals again
# the settlements made between the declaration and the showdown, by who pays
_BEFORE_SHOWDOWN = {Payer.DECLARED_OUT: SETTLE_OUT, Payer.BEST_IF_NONE_IN: SETTLE_NONE_IN,
                    Payer.OUT_IF_FEW_IN: SETTLE_FEW_IN}
