"""Wild cards that play changes, in a flip plan (`flips.FlipPlan`): asked of the simulator's
own wild rules (`play.wilds.wild_rules`), each answer remembered under what those rules read.

A flip plan follows these wild rules beside ranks and cards written out:
- a table card's rank ("Any card of the same rank as the second table card is wild"), read
  from the table cards (`Wild.table_card`, `offset`);
- the rank of the card turned up after the last one followed ("The card flipped after the
  last flipped queen is wild", "the face up card dealt after the last face up queen"), one
  such rule for everyone: the follow state is kept as `triggers._follow` keeps it, a card
  followed ending the wild until the next card it watches turns up;
- the player's own cards: their lowest or highest card ("Your low hole card is wild for
  you"), of all their cards, those dealt down or those up; a rank they hold down and up ("If
  you have a down card that pairs with an up card, that rank is wild for you"); the first
  card they flipped (`wilds._ranks`, read of the cards as `_seat_key` reads them);
- a rank or card wild only as its holder holds it ("If a player has the queen of spades as a
  hole card, it is wild": face down, face up, or dealt so: `held_wilds.held_wilds`), read of
  the named cards the player holds and how each lies (`_seat_key`);
- a rank or card wild for a price ("Twos cost ante to make wild"): wild for nobody while the
  cards turn, bought at the showdown by a player whose hand it improves, rule by rule as
  `showdown._buy_wilds` buys them (the price moves chips only);
- a wild change ("If a seven is flipped face up, that player may pick a wild card, which
  ceases to be wild. Flip the top card off the deck. All cards of the same rank are now
  wild."): the lowest wild rank the player does not hold is cancelled and the rank of the
  deck's top card added, as `triggers._wild_change` plays it.
Any other source, and a rule with more conditions (hand sizes, needs, most...), is refused.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from dealerschoice.cards import HandRules
from dealerschoice.cards.cards import JOKER_CODE, Card
from dealerschoice.play.fast.plan import PLAIN_WILD, Unplanned
from dealerschoice.play.table import Held, Seat
from dealerschoice.play.wild_basics import named_cards, named_ranks
from dealerschoice.play.wilds import WildState, held_only, wild_rules
from dealerschoice.rules.steps import Wild
from dealerschoice.rules.steps.vocab import WildSource

# the sources followed here (see the module's list); "rank" and "card" are written out
_SOURCES = frozenset({WildSource.RANK, WildSource.CARD, WildSource.TABLE, WildSource.FOLLOW,
                      WildSource.LOW_CARD, WildSource.HIGH_CARD, WildSource.DOWN_PAIRS_UP, WildSource.FIRST_FLIP})
# the sources that read the player's own cards
_SEAT_RANKS = (WildSource.LOW_CARD, WildSource.HIGH_CARD, WildSource.DOWN_PAIRS_UP, WildSource.FIRST_FLIP)
# the fields each source may set beyond a written-out wild's (`plan.PLAIN_WILD`)
_OWN_FIELDS = {WildSource.TABLE: {"table_card", "offset"}, WildSource.FOLLOW: {"follows", "watch"},
               WildSource.LOW_CARD: {"per_player", "hole_only", "up_only"},
               WildSource.HIGH_CARD: {"per_player", "hole_only", "up_only"},
               WildSource.DOWN_PAIRS_UP: {"per_player"}, WildSource.FIRST_FLIP: {"per_player"},
               WildSource.RANK: {"cost", "hole_only", "up_only", "dealt_face"},
               WildSource.CARD: {"cost", "hole_only", "up_only", "dealt_face"}}
_DEFAULTS = {f.name: f.default for f in fields(Wild)}


@dataclass(slots=True)
class WildPlay:
    """What play has made wild so far in one deal (`wilds.WildState`'s part a plan follows)."""

    follow_rank: int | None = None
    follow_pending: bool = False
    added: frozenset[int] = frozenset()
    cancelled: frozenset[int] = frozenset()


@dataclass(slots=True, eq=False)
class FlipWilds:
    """A game's wild rules as play changes them: `rules_for` gives a seat's HandRules."""

    steps: tuple[Wild, ...]
    changes: bool  # the game has a wild change
    follow: Wild | None = field(init=False)   # the follow rule, if any
    reads_table: bool = field(init=False)     # a table card names a wild rank
    reads_seat: bool = field(init=False)      # the player's own cards do
    reads_up: bool = field(init=False)        # which of them are up does (not only as dealt)
    costs: tuple[int, ...] = field(init=False)  # the places among the rules of those bought at the showdown
    answers: dict = field(init=False, default_factory=dict)  # what `rules_for` read -> its HandRules

    def __post_init__(self) -> None:
        self.follow = next((s for s in self.steps if s.source == WildSource.FOLLOW), None)
        self.reads_table = any(s.source == WildSource.TABLE for s in self.steps)
        self.reads_seat = any(_reads_own(s) for s in self.steps)
        self.reads_up = any((s.source in _SEAT_RANKS and (s.up_only or s.source == WildSource.DOWN_PAIRS_UP))
                            or (_reads_own(s) and (s.hole_only or s.up_only)) for s in self.steps)
        self.costs = tuple(i for i, s in enumerate(self.steps) if s.cost is not None)

    def rules_for(self, play: WildPlay, board: list[list], cards: list[list], paid: frozenset[int] = frozenset(),
                  number: int = 1, first_flip: int | None = None) -> HandRules:
        """The HandRules of a seat's hand of all its `cards` ([code, up, seen, dealt up] each),
        with the priced wilds `paid` bought; `board`: the table's [code, up]. Asked of
        `wilds.wild_rules` once for each set of what it reads of these rules: the follow rank,
        the wild changes, the table cards, the ranks the player's own cards name (`_seat_key`),
        the wilds paid for; `first_flip`: the first natural card the player flipped."""
        seat_ranks = tuple(_seat_key(rule, cards, first_flip) for rule in self.steps if _reads_own(rule))
        table = tuple(b[0] for b in board) if self.reads_table else ()
        key = (play.follow_rank, play.added, play.cancelled, table, seat_ranks, paid)
        found = self.answers.get(key)
        if found is None:
            seat = Seat(number, [Held(Card(h[0]), h[1], h[2], 0, h[3]) for h in cards], wild_paid=set(paid),
                        flipped=[Card(first_flip)] if first_flip is not None else [])
            state = WildState(follow_rank=play.follow_rank, added=set(play.added), cancelled=set(play.cancelled))
            found = self.answers[key] = wild_rules(list(self.steps), state, tuple(map(Card, table)), seat, "high")
        return found

    def followed(self, play: WildPlay, code: int, how: str) -> bool:
        """A card turned up (`how`: "flip" or "dealt") under the follow rule (`triggers._follow`);
        whether the wild rank changed."""
        rule = self.follow
        if rule is None or not (rule.watch == "up" or (rule.watch == "flipped") == (how == "flip")):
            return False
        before = play.follow_rank
        if code != JOKER_CODE and (code >> 2) + 2 == _rank(rule.follows):
            play.follow_rank, play.follow_pending = None, True
        elif play.follow_pending:
            play.follow_pending = False
            play.follow_rank = None if code == JOKER_CODE else (code >> 2) + 2
        return before != play.follow_rank


def wild_change(play: WildPlay, wild: frozenset[int], cards: list[list], top: int) -> bool:
    """`triggers._wild_change`: the lowest wild rank (of `wild`, the player's now) the player
    holds none of is cancelled and the rank of the deck's top card (`top`, turned) is wild;
    False where no rank can go (nothing changes and no card is turned)."""
    held = {(h[0] >> 2) + 2 for h in cards if h[0] != JOKER_CODE}
    unwanted = sorted(r for r in wild if r not in held)
    if not unwanted:
        return False
    play.cancelled, play.added = play.cancelled | {unwanted[0]}, play.added - {unwanted[0]}
    if top != JOKER_CODE:
        rank = (top >> 2) + 2
        play.cancelled, play.added = play.cancelled - {rank}, play.added | {rank}
    return True


def _reads_own(rule: Wild) -> bool:
    """Whether a rule reads the player's own cards: their ranks, or a rank or card wild only
    as held (`wilds.held_only`)."""
    return rule.source in _SEAT_RANKS or (rule.source in (WildSource.RANK, WildSource.CARD) and held_only(rule))


def _seat_key(rule: Wild, cards: list[list], first_flip: int | None) -> object:
    """What a rule reading the player's own cards reads of them (`wilds._ranks`): the lowest
    or highest natural rank among all of them, those dealt down ("in the hole") or those up;
    the ranks of down cards an up card pairs; the first natural card flipped; the named cards
    of a rule wild only as held, each with how it lies (up, dealt up: `held_wilds.held_wilds`)."""
    if rule.source in (WildSource.RANK, WildSource.CARD):
        ranks, named = named_ranks(rule.ranks), named_cards(rule.cards)
        return tuple((h[0], h[1], h[3]) for h in cards if (rule.jokers if h[0] == JOKER_CODE else
                                                           (h[0] >> 2) + 2 in ranks or h[0] in named))
    if rule.source == WildSource.FIRST_FLIP:
        return first_flip
    if rule.source == WildSource.DOWN_PAIRS_UP:
        up = {h[0] >> 2 for h in cards if h[1] and h[0] != JOKER_CODE}
        return frozenset(h[0] >> 2 for h in cards if not h[1] and h[0] != JOKER_CODE and h[0] >> 2 in up)
    pool = [h[0] >> 2 for h in cards if h[0] != JOKER_CODE and (not rule.hole_only or not h[3])
            and (not rule.up_only or h[1])]
    return (min if rule.source == WildSource.LOW_CARD else max)(pool, default=None)


def _rank(char: str | None) -> int:
    return "23456789TJQKA".index(char) + 2 if char else 0


def flip_wilds(steps: tuple[Wild, ...], changes: bool) -> FlipWilds | None:
    """The game's wilds as a flip plan follows them; None when they are written out, the same
    all deal (the plan's one HandRules); `Unplanned` for a rule it cannot follow."""
    dynamic = changes
    follows = 0
    for step in steps:
        if step.source not in _SOURCES:
            raise Unplanned(f"a wild that depends on play ({step.source})")
        allowed = PLAIN_WILD | _OWN_FIELDS.get(step.source, set())
        moved = [f for f, default in _DEFAULTS.items() if f not in allowed and getattr(step, f) != default]
        if moved:
            raise Unplanned(f"a {step.source} wild with {', '.join(moved)}")
        if held_only(step) and step.cost is not None:  # bought only as held: `hole_wilds_bought` plans it
            raise Unplanned(f"a {step.source} wild held so, for a price")
        if step.source == WildSource.FOLLOW:
            follows += 1
            if not step.follows or step.watch not in ("flipped", "up", "dealt"):
                raise Unplanned(f"a follow wild of {step.follows_cards or step.follows} watching {step.watch} cards")
        if step.source in _SEAT_RANKS and not step.per_player:
            raise Unplanned(f"a {step.source} wild for everyone")
        dynamic = dynamic or step.source not in (WildSource.RANK, WildSource.CARD) or step.cost is not None \
            or held_only(step)
    if follows > 1:
        raise Unplanned("several follow wilds: each names its rank apart")
    return FlipWilds(steps, changes) if dynamic else None
