"""Facts a player asks first, computed from a game's steps (definitions: the seeds README).

- cards: cards available to make the final hand: the cards one player holds at the end
  (after their discards), where a split into hands (two stacks, a five-card and a two-card
  hand, "neither hand can have more than five cards") caps it at the largest hand, plus the
  common cards one hand may use (`facts/table.py`). Discards after the last card comes
  choose the final hand from the cards held (Anaconda: 7); earlier ones leave fewer cards
  (Irish Pineapple: two hole cards and five common cards). 200+N when a repeat the players
  end can deal them any number of cards, N the cards outside the repeated rules.
- players: the most players the deck supports: the deck, less table cards and the extra
  cards conditional rules can hand out, divided by the cards dealt to each player (98,
  undefined, when a player can be dealt any number of cards).
- rounds: betting rounds, with the database's codes: 99 when the length depends on the
  number of players (one player flips per round, with no repeat to finish the game);
  100+N for a match-the-pot (guts) settlement after the last betting round, N counting the
  rounds while cards are still to come (the round after the last card is the stay-in
  decision the settlement settles); 300+N when a repeat runs until the deal says stop, N
  counting the rounds outside the repeat (also until someone holds a given hand); 200+N
  when the players choose how often to repeat, N every written round when the repeat ends on
  the players' wishes (nobody wants another card); 99 for a repeat once per player; 100+N,
  N every written round, for legs (the hand is dealt again until someone has won enough).
  A "match the pot or fold" is a forced payment, not a betting round.
- max_seen: the most cards one player can see in the course of a game: dealt, drawn,
  twisted, passed to them, bought, refused and replaced, traded for, or shown by a partner
  (a whole hand passed on is passed unlooked, as there is nothing to choose), and the table
  cards (not the table's own hand, which the players must beat); 200+N as for `cards`.
- wilds: the most cards that can be wild at once across the table: limited wilds (bugs,
  cards that count as another rank) too, and pairs adding up to a number as one wild each;
  not the wild cards of the table's own hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from dealerschoice.records import Game
from dealerschoice.rules.facts.hands import Hands
from dealerschoice.rules.facts.hands import hands as own_cards
from dealerschoice.rules.facts.hands import matching as _matching
from dealerschoice.rules.facts.table import table_cards
from dealerschoice.rules.grammar import ReadRule, read_game
from dealerschoice.rules.steps import (
    Bet,
    Deal,
    Deck,
    Discard,
    Draw,
    Flip,
    Forced,
    Repeat,
    Reshuffle,
    RuleStep,
    Settle,
    TableRule,
    Wild,
    WildChange,
)
from dealerschoice.rules.steps.vocab import UntilKind

UNDEFINED, BY_PLAYERS = 98, 99
HAND = 5  # cards in a poker hand: the most wild cards one player's hand can use


@dataclass(frozen=True, slots=True)
class Facts:
    cards: int
    players: int
    rounds: int
    max_seen: int
    wilds: int

    def as_json(self) -> dict:
        """The facts as JSON data, e.g. for `export`.

        >>> Facts(7, 7, 5, 7, 0).as_json()
        {'cards': 7, 'players': 7, 'rounds': 5, 'max_seen': 7, 'wilds': 0}
        """
        return {"cards": self.cards, "players": self.players, "rounds": self.rounds,
                "max_seen": self.max_seen, "wilds": self.wilds}


def derive_facts(source: Game | Sequence[ReadRule] | Sequence[RuleStep]) -> Facts:
    """Facts of a game, of its read rules, or of bare steps (each step one action).

    >>> from dealerschoice.rules.grammar import read_sentences as r
    >>> stud = [r("Deal two cards down and one card up to each player."), r("Normal betting round."),
    ...         *[r("Deal one card up to each player."), r("Betting round.")] * 3,
    ...         r("Deal one card down to each player."), r("Betting round."), r("Showdown, high hand wins.")]
    >>> derive_facts([s for steps in stud for s in steps])
    Facts(cards=7, players=7, rounds=5, max_seen=7, wilds=0)
    """
    actions = _actions(source)
    steps = [_meaning(s) for action in actions for s in action]
    deck = next((s for s in steps if isinstance(s, Deck)), Deck())
    hands = own_cards(steps, deck)
    table = table_cards(steps)
    players = _players(steps, deck)
    more_held, more_seen, body = _open_ended(actions)
    if body:  # N counts the cards outside the repeated rules
        outside = [_meaning(s) for at, action in enumerate(actions) if at not in body for s in action]
        hands, table = own_cards(outside, deck), table_cards(outside)
    return Facts(
        cards=hands.cards + table.usable + (MORE_CHOSEN if more_held else 0),
        players=UNDEFINED if more_held else players,
        rounds=_rounds(actions),
        max_seen=hands.seen + table.seen + (MORE_CHOSEN if more_seen else 0),
        wilds=_wilds(steps, deck, hands, players),
    )


# Repeats that run as long as players want, or until the deck runs short: a player may end
# up holding (or seeing) any number of cards. The database codes such a count as 200+N, N the
# cards dealt outside the repeated rules, as it codes the betting rounds; the players the deck
# supports are then undefined.
MORE_CHOSEN = 200
_OPEN_ENDS = {"no-takers", "one-declines", "deck-short", "bet-made"}


def _open_ended(actions: list[tuple[RuleStep, ...]]) -> tuple[bool, bool, set[int]]:
    """(cards held, cards seen): whether an open-ended repeat can give a player more; and the
    rules it repeats, when it can."""
    held = seen = False
    body: set[int] = set()
    for at, action in enumerate(actions):
        for step in action:
            if not (isinstance(step, Repeat) and str(step.until.kind) in _OPEN_ENDS):
                continue
            for rule in range(max(0, at - step.last), at):
                for s in actions[rule]:
                    if isinstance(s, Deal) and s.to == "each":
                        held = seen = True
                    elif isinstance(s, Draw) or s.kind == "twist":
                        seen = True
                        held = held or (s.kind == "twist" and s.extra)
                body.add(rule)
    return held, seen, body if held or seen else set()


def _actions(source) -> list[tuple[RuleStep, ...]]:
    if isinstance(source, Game):
        source = read_game(source)
    items = list(source)
    if items and isinstance(items[0], ReadRule):
        return [rule.steps for rule in items]
    return [(step,) for step in items]


def _meaning(step: RuleStep) -> RuleStep:
    """A table rule's typed meaning counts for facts even though it is not simulated."""
    return step.step if isinstance(step, TableRule) and step.step is not None else step


def _players(steps: list[RuleStep], deck: Deck) -> int:
    per_player = most = discarded = draws = 0
    # discards shuffled back into the deck come out again: only the first draw takes new cards
    reshuffled = any(s.kind == "shuffle-discards" for s in steps)
    for step in steps:
        if isinstance(step, Reshuffle):
            per_player = 0
        elif isinstance(step, Deal) and step.to == "each" and not step.condition:
            per_player += step.count
        elif isinstance(step, Discard) and step.count:
            discarded = step.count
        elif isinstance(step, Draw):
            per_player += 0 if reshuffled and draws else step.count if step.count is not None else discarded
            draws += 1
        elif step.kind == "buy-table-card":
            per_player += 1
        elif step.kind == "twist":  # replacement cards, the most the rule allows
            per_player += max(step.most or 0, step.count, step.instead.count if step.instead else 0)
        most = max(most, per_player)
    extras = sum(s.count for s in steps if isinstance(s, Deal) and s.to == "table")
    for step in steps:
        if isinstance(step, Forced) and step.cards:
            extras += step.cards * _matching(step.trigger, deck)
        elif isinstance(step, WildChange):
            extras += _matching(step.trigger, deck)
        elif isinstance(step, Deal) and step.condition:
            extras += step.count
    return max(0, deck.size - extras) // most if most else 0


# Repeats that end when the players choose: nobody (or somebody) wants another card, or all
# but one have dropped out.
_CHOSEN = {UntilKind.NO_TAKERS, UntilKind.ONE_DECLINES, UntilKind.ONE_LEFT}


def _rounds(actions: list[tuple[RuleStep, ...]]) -> int:
    flat = [(i, _meaning(s)) for i, action in enumerate(actions) for s in action]
    rounds = [i for i, s in flat if isinstance(s, Bet)]
    settles = [i for i, s in flat if isinstance(s, Settle)]
    if settles and (not rounds or max(settles) > max(rounds)):
        deals = [i for i, s in flat if isinstance(s, Deal) and s.to == "each" and not s.condition]
        last_deal = max(deals, default=-1)
        return 100 + sum(1 for i in rounds if i < last_deal)
    repeats = [(i, s) for i, s in flat if isinstance(s, Repeat)]
    ends = {str(s.until.kind) for _, s in repeats}
    if repeats and any(s.kind == "leg" for _, s in flat):
        return 100 + len(rounds)  # legs: deals repeated until one player has won enough of them
    if ends & _CHOSEN:
        return 200 + len(rounds)  # the players choose how often the betting rounds come round
    if UntilKind.EACH_PLAYER in ends:
        return BY_PLAYERS
    by_deal = [(i, s) for i, s in repeats if s.until.kind in (UntilKind.ALL_UP, UntilKind.SHOWING, UntilKind.HAND)]
    if by_deal:
        inside = {j for i, s in by_deal for j in range(max(0, i - s.last), i)}
        return 300 + sum(1 for i in rounds if i not in inside)
    if repeats:
        inside = {j for i, s in repeats for j in range(max(0, i - s.last), i)}
        return 200 + sum(1 for i in rounds if i not in inside)
    if any(isinstance(s, Flip) and s.who != "each" and s.until is None for _, s in flat):
        return BY_PLAYERS
    return len(rounds) if rounds or flat else UNDEFINED


def _wilds(steps: list[RuleStep], deck: Deck, hands: Hands, players: int) -> int:
    wilds = [s for s in steps if isinstance(s, Wild) and not s.table_hand]  # the table's own hand is no one's
    per_rank = 4 * deck.decks
    limited = _limited(steps, deck) + _combos(steps, deck)
    if not wilds:
        return min(deck.size, limited)
    shared = [w for w in wilds if not w.per_player]
    fixed = [w for w in shared if w.source in ("rank", "card") and not w.hand_sizes]
    base_ranks = {r for w in fixed for r in w.ranks}
    base = per_rank * len(base_ranks) + deck.decks * len({c for w in fixed for c in w.cards if c[0] not in base_ranks})
    base += deck.jokers if any(w.jokers for w in fixed) else 0
    for w in shared:
        if w.source in ("table", "table-any"):
            base += per_rank - (1 if w.offset == 0 else 0)  # the table card itself is not in a hand
        elif w.source == "dice-each":  # a rank for each die rolled
            base += per_rank * max((d.count for d in steps if d.kind == "dice"), default=1)
        elif w.source in _NAMED_IN_PLAY:
            base += per_rank  # one rank at a time, named in play (by a table card: that card too)
    # Wild ranks that depend on the hand size: the worst hand size for the table.
    sized = [w for w in shared if w.hand_sizes or w.source == "hand-size"]
    extra = 0
    for size in hands.held_sizes or (hands.cards,):
        ranks = {r for w in sized if size in w.hand_sizes for r in w.ranks}
        if any(w.source == "hand-size" for w in sized) and 2 <= size <= 10:
            ranks.add("23456789T"[size - 2])
        extra = max(extra, per_rank * len(ranks - base_ranks))
    mine = 0
    for w in (w for w in wilds if w.per_player or w.source in ("suited-run", "color-pair")):
        usable = min(hands.cards, HAND)
        if w.source in ("low-card", "first-flip", "high-card", "player-rank", "player-card-rank", "last-dealt",
                        "first-dealt"):
            mine = max(mine, min(per_rank, usable))  # a card and its rank
        elif w.source == "player-card":
            mine = max(mine, 1)
        elif w.source == "color-pair":
            mine = max(mine, 2 * deck.decks * (usable // (2 * deck.decks)))
        else:
            mine = max(mine, usable)
    return min(deck.size, base + extra + players * mine + limited)


# Sources naming one wild rank at a time in play (by a table card: that card too).
_NAMED_IN_PLAY = ("follow", "dealer", "table-last", "table-low", "table-high", "table-flipped", "up-low", "up-high",
                  "players-left", "dice-sum")


def _combos(steps: list[RuleStep], deck: Deck) -> int:
    """Pairs of cards adding up to a number, counting as one wild card each ("two cards adding
    up to nine"): as many as the deck can make at once (an ace counts one)."""
    most = 0
    for combo in (s for s in steps if s.kind == "wild-combo" and s.how == "sum" and 2 in s.sizes):
        pairs = sum(4 if a < combo.total - a else 2 for a in range(1, combo.total // 2 + 1) if combo.total - a <= 10)
        most = max(most, pairs * deck.decks)
    return most


def _limited(steps: list[RuleStep], deck: Deck) -> int:
    """Cards that may stand for some others only (bugs, cards that count as another rank) are
    wild cards too, for the most cards that can be wild."""
    limited = [s for s in steps if s.kind == "limited-wild"]
    ranks = {r for s in limited for r in s.ranks}
    cards = {c for s in limited for c in s.cards if c[0] not in ranks}
    return (4 * len(ranks) + len(cards)) * deck.decks + (deck.jokers if any(s.jokers for s in limited) else 0)


def facts_for(games: Iterable[Game]) -> dict[int, Facts]:
    """Facts of every game, by id.

    >>> from dealerschoice.records import Rule, Source
    >>> game = Game(5, "G", (), (), (Rule(1, "Deal ten cards face down to each player.", 2),), None, Source("g", 1))
    >>> facts_for([game])[5].players
    5
    """
    return {game.id: derive_facts(game) for game in games}
