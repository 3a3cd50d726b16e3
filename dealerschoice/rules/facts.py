"""Facts a player asks first, computed from a game's steps (definitions: the seeds README).

- cards: cards available to make the final hand: the most cards one player holds, where a
  split into hands (two stacks, a five-card and a two-card hand, "neither hand can have more
  than five cards") caps it at the largest hand, plus table cards the players use.
- players: the most players the deck supports: the deck, less table cards and the extra
  cards conditional rules can hand out, divided by the cards dealt to each player.
- rounds: betting rounds, with the database's codes: 99 when the length depends on the
  number of players (one player flips per round, with no repeat to finish the game);
  100+N for a match-the-pot (guts) settlement after the last betting round, N counting the
  rounds while cards are still to come (the round after the last card is the stay-in
  decision the settlement settles); 300+N when a repeat runs until the deal says stop, N
  counting the rounds outside the repeat; 200+N when the players choose how often to repeat.
  A "match the pot or fold" is a forced payment, not a betting round.
- max_seen: the most cards one player can see in their own hand in the course of a game:
  dealt, drawn, passed to them, bought, bought at auction, traded for, or shown by a partner
  (a whole hand passed on is passed unlooked, as there is nothing to choose).
- wilds: the most cards that can be wild at once across the table.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from dealerschoice.records import Game
from dealerschoice.rules.grammar import ReadRule, read_game
from dealerschoice.rules.steps import (
    Auction,
    Bet,
    Deal,
    Deck,
    Discard,
    Draw,
    Flip,
    Forced,
    HandLimit,
    Partners,
    Pass,
    Repeat,
    Reshuffle,
    RuleStep,
    Settle,
    Split,
    SplitCard,
    Stack,
    TableRule,
    Trade,
    Use,
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
    hands = _hands(steps)
    table = _usable_table_cards(steps)
    players = _players(steps, deck)
    return Facts(
        cards=hands.cards + table,
        players=players,
        rounds=_rounds(actions),
        max_seen=hands.seen + table,
        wilds=_wilds(steps, deck, hands, players),
    )


def _actions(source) -> list[tuple[RuleStep, ...]]:
    if isinstance(source, Game):
        source = read_game(source)
    items = list(source)
    if items and isinstance(items[0], ReadRule):
        return [rule.steps for rule in items]
    return [(step,) for step in items]


def _meaning(step: RuleStep) -> RuleStep:
    """A table rule's typed meaning counts for facts even though it is not simulated; so does
    a twist, as the draw of replacement cards it is (the most cards it allows)."""
    from dealerschoice.rules.steps.draw import Twist  # the draw family's step types

    if isinstance(step, Twist):
        return Draw(max(step.most or 0, step.count, step.instead.count if step.instead else 0), up_to=True)
    return step.step if isinstance(step, TableRule) and step.step is not None else step


@dataclass(frozen=True, slots=True)
class _Hands:
    cards: int  # most cards usable in the final hand
    seen: int
    held_sizes: tuple[int, ...]  # every hand size a player passes through


def _hands(steps: list[RuleStep]) -> _Hands:
    held = seen = cards = 0
    sizes: set[int] = set()
    discarded = 0
    deck = next((s for s in steps if isinstance(s, Deck)), Deck())
    for step in steps:
        grew = 0
        if isinstance(step, Deal) and step.to == "each":
            seen += step.count
            grew = 0 if step.condition else step.count
        elif isinstance(step, Draw):
            count = step.count if step.count is not None else discarded
            seen += count
            grew = 0 if step.up_to or step.count is None else count  # replacements keep the hand size
        elif isinstance(step, Discard) and step.which != "flipped":
            # a draw's stated exception ("four if they show an ace") counts toward cards seen
            discarded = step.most or step.count if step.count is not None else held
            held -= 0 if step.up_to else min(held, discarded)
        elif isinstance(step, Reshuffle):
            held = 0
        elif isinstance(step, Pass) and step.count < held:
            seen += step.count  # a whole hand passed on is passed unlooked: nothing to choose
        elif isinstance(step, Forced) and step.cards:
            seen += step.cards * _matching(step.trigger, deck)
        elif isinstance(step, Auction):
            seen += step.count
        elif isinstance(step, Trade):
            seen += (step.times or 1) * held
        elif isinstance(step, Partners):
            seen += held
        elif isinstance(step, Stack) and step.stacks > 1 and step.size:
            cards = step.size
        elif isinstance(step, Split):
            cards = max(step.sizes)
        elif isinstance(step, HandLimit):
            cards = min(cards, step.size)
        if grew:
            held += grew
            cards = max(cards, held)
        sizes.add(held)
    sizes.discard(0)
    return _Hands(cards, seen, tuple(sorted(sizes)))


def _matching(trigger, deck: Deck) -> int:
    """How many cards of the deck can fire a trigger: bounded only for named ranks/cards."""
    if trigger.ranks or trigger.cards:
        return (4 * len(trigger.ranks) + len(trigger.cards)) * deck.decks
    return 0


def _table_cards(steps: list[RuleStep]) -> int:
    return sum(s.count for s in steps if isinstance(s, Deal) and s.to == "table")


def _usable_table_cards(steps: list[RuleStep]) -> int:
    """Table cards count toward a player's hand when a `Use` rule says so, or when no rule
    gives them another role (a benchmark hand, the wild rank, the split card, a fold trigger)."""
    total = _table_cards(steps)
    if any(isinstance(s, Use) for s in steps):
        return total  # all are available, however many a hand may use
    other_role = any(
        (isinstance(s, Flip) and s.table_counts) or isinstance(s, SplitCard)
        or (isinstance(s, Wild) and s.table_card is not None)
        or (isinstance(s, Forced) and s.trigger.table_rank is not None)
        for s in steps
    )
    return 0 if other_role else total


def _players(steps: list[RuleStep], deck: Deck) -> int:
    per_player = most = discarded = 0
    for step in steps:
        if isinstance(step, Reshuffle):
            per_player = 0
        elif isinstance(step, Deal) and step.to == "each" and not step.condition:
            per_player += step.count
        elif isinstance(step, Discard) and step.count:
            discarded = step.count
        elif isinstance(step, Draw):
            per_player += step.count if step.count is not None else discarded
        most = max(most, per_player)
    extras = _table_cards(steps)
    for step in steps:
        if isinstance(step, Forced) and step.cards:
            extras += step.cards * _matching(step.trigger, deck)
        elif isinstance(step, WildChange):
            extras += _matching(step.trigger, deck)
        elif isinstance(step, Deal) and step.condition:
            extras += step.count
    return max(0, deck.size - extras) // most if most else 0


def _rounds(actions: list[tuple[RuleStep, ...]]) -> int:
    flat = [(i, _meaning(s)) for i, action in enumerate(actions) for s in action]
    rounds = [i for i, s in flat if isinstance(s, Bet)]
    settles = [i for i, s in flat if isinstance(s, Settle)]
    if settles and (not rounds or max(settles) > max(rounds)):
        deals = [i for i, s in flat if isinstance(s, Deal) and s.to == "each" and not s.condition]
        last_deal = max(deals, default=-1)
        return 100 + sum(1 for i in rounds if i < last_deal)
    repeats = [(i, s) for i, s in flat if isinstance(s, Repeat)]
    by_deal = [(i, s) for i, s in repeats if s.until.kind in (UntilKind.ALL_UP, UntilKind.SHOWING)]
    if by_deal:
        inside = {j for i, s in by_deal for j in range(max(0, i - s.last), i)}
        return 300 + sum(1 for i in rounds if i not in inside)
    if repeats:
        inside = {j for i, s in repeats for j in range(max(0, i - s.last), i)}
        return 200 + sum(1 for i in rounds if i not in inside)
    if any(isinstance(s, Flip) and s.who != "each" and s.until is None for _, s in flat):
        return BY_PLAYERS
    return len(rounds) if rounds or flat else UNDEFINED


def _wilds(steps: list[RuleStep], deck: Deck, hands: _Hands, players: int) -> int:
    wilds = [s for s in steps if isinstance(s, Wild)]
    if not wilds:
        return 0
    per_rank = 4 * deck.decks
    shared = [w for w in wilds if not w.per_player]
    fixed = [w for w in shared if w.source in ("rank", "card") and not w.hand_sizes]
    base_ranks = {r for w in fixed for r in w.ranks}
    base = per_rank * len(base_ranks) + deck.decks * len({c for w in fixed for c in w.cards if c[0] not in base_ranks})
    base += deck.jokers if any(w.jokers for w in fixed) else 0
    for w in shared:
        if w.source == "table":
            base += per_rank - (1 if w.offset == 0 else 0)  # the table card itself is not in a hand
        elif w.source in ("follow", "dealer", "table-last", "table-low", "table-high"):
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
        if w.source in ("low-card", "first-flip"):
            mine = max(mine, min(per_rank, usable))
        elif w.source == "color-pair":
            mine = max(mine, 2 * deck.decks * (usable // (2 * deck.decks)))
        else:
            mine = max(mine, usable)
    return min(deck.size, base + extra + players * mine)


def facts_for(games: Iterable[Game]) -> dict[int, Facts]:
    """Facts of every game, by id.

    >>> from dealerschoice.records import Rule, Source
    >>> game = Game(5, "G", (), (), (Rule(1, "Deal ten cards face down to each player.", 2),), None, Source("g", 1))
    >>> facts_for([game])[5].players
    5
    """
    return {game.id: derive_facts(game) for game in games}
