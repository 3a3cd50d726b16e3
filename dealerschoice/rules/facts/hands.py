"""A player's own cards: the most they hold at the end (`cards`, before the table's) and the
most they see in the course of the game (`max_seen`, before the table's)."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschoice.rules.steps import (
    Auction,
    Deal,
    Deck,
    Discard,
    Draw,
    Flip,
    Forced,
    HandLimit,
    NoPeek,
    Partners,
    Pass,
    Reshuffle,
    RuleStep,
    Split,
    Stack,
    Trade,
)
from dealerschoice.rules.steps.board_hands import SplitAside
from dealerschoice.rules.steps.board_limits import OtherUse, OwnUse
from dealerschoice.rules.steps.dealing import AuctionCard, Buy, BuyTableCard, PickTableCard, RefuseCard
from dealerschoice.rules.steps.dealing_deck import DealFromSideDeck
from dealerschoice.rules.steps.dealing_events import ExtraCards, ExtraForGoingIn, ExtraForShown
from dealerschoice.rules.steps.dealing_shares import (
    AddToPermanentHand,
    DealDeckOut,
    DealHands,
    DealOut,
    TableDealPerPlayer,
)
from dealerschoice.rules.steps.draw import (
    DiscardBuyDown,
    DiscardTo,
    DrawBack,
    DrawUntilDone,
    Exchange,
    ReplaceRanked,
    TableCardSwap,
    TableHandAuction,
    TakeNoPeek,
    Twist,
)
from dealerschoice.rules.steps.passing import PassChosen, PassHand, PassPerRank, PassShown, Steal, Swap, Take, Twister
from dealerschoice.rules.steps.ranking_rules import MustWinAll
from dealerschoice.rules.steps.table_rules import FlippedAuction, NoPeekJoinsHand, PickTableSet, RepeatTillOneIn
from dealerschoice.rules.steps.vocab import Holding, Target
from dealerschoice.rules.steps.wager import BuyOrFold


@dataclass(frozen=True, slots=True)
class Hands:
    cards: int  # most own cards in the final hand
    seen: int
    held_sizes: tuple[int, ...]  # every hand size a player passes through


_RANK_ORDER = "23456789TJQKA"  # aces high, as the rules count "four or less"


def ranked_cards(step, deck: Deck) -> int:
    """Cards of the deck a `ReplaceRanked` lets a player throw away: its rank or lower
    (`most`), or its rank or higher (`least`)."""
    at = _RANK_ORDER.index(step.most or step.least)
    ranks = at + 1 if step.most else len(_RANK_ORDER) - at
    return 4 * deck.decks * ranks


def matching(trigger, deck: Deck) -> int:
    """How many times cards of the deck can fire a trigger: bounded only for named ranks/cards/
    suits; a pair of them fires it once for two cards."""
    if trigger.ranks or trigger.cards or trigger.suits:
        found = (4 * len(trigger.ranks) + len(trigger.cards) + 13 * len(trigger.suits)) * deck.decks
        return found // 2 if trigger.pair else found
    return 0


class Winnings:
    """Cards one player wins at flipped auctions (`FlippedAuction`): every card turned, up to
    the limit a game ("players who have won three cards may not bid"), which each such rule
    restates. The cards turned one for each player are one card for the counts: the number of
    players is not known here."""

    def __init__(self) -> None:
        self.won = 0

    def win(self, auction) -> int:
        cards = auction.count or 1
        if auction.most is not None:
            cards = max(0, auction.most - self.won)
        self.won += cards
        return cards


class _Player:
    """The cards of the player who keeps (and sees) the most, rule by rule."""

    def __init__(self, deck: Deck, by_face: bool = False, apart: bool = False, rotate=None) -> None:
        self.deck = deck
        # the final hand is made of cards by face, from all the player's cards ("three of your
        # down cards and two of one other player's up cards"): a split into hands for the
        # flips leaves every card available
        self.by_face = by_face
        # no-peek cards dealt beside the hand, which join it only as a rule says ("If the
        # second no peek card is flipped face up, each player add theirs to their hand")
        self.apart = apart
        self.last_dealt = 0
        self.rotate = rotate  # hands passed on in each round dealing a passing rank up (`PassPerRank`)
        self.held = self.seen = 0
        self.cap: int | None = None  # a split or a hand limit: the largest final hand
        self.pending = 0  # cards just discarded, for the draw that replaces them
        self.pending_kept = False  # the discard was optional: the player kept their cards
        self.refusals_per_game = 0
        self.up = 0  # cards dealt face up
        self.steals: Steal | None = None  # a standing rule taking a card for up cards of a rank or suit
        self.sizes: set[int] = set()
        # the cards held when the last card came (to the player or the table): discards after
        # it choose the final hand from them, and do not make it smaller
        self.final = 0
        self.finals: list[int] = []  # the final hands of deals thrown in by a reshuffle
        # separate hands dealt to each player ("two hands of one card"): the final hand is one
        # of them, of `per_hand` cards
        self.separate = 1
        self.per_hand = 0
        self.offered = False  # table cards were just laid out, one set for each player to take
        self.table_extras: ExtraCards | None = None  # extra cards every player gets for common cards turned up
        self.commons = 0  # common cards dealt (face up, or to be turned up)
        self.permanent = 0  # cards set into the permanent hand, which passes leave alone
        self.auctioned = False  # a card was just auctioned (the others may be dealt one instead)
        self.shown: set[str] = set()  # ranks and cards already shown for extra cards
        self.table_own = 0  # the table's own cards dealt (no one's hand, `Deal.table`)
        self.flipped = Winnings()  # cards won at flipped auctions, against their limit a game
        self.ranked = self.ranked_once = 0  # cards of the ranks just replaced: in the deck, and replaced

    def take(self, count: int) -> None:
        self.held += count
        self.seen += count

    def step(self, step: RuleStep) -> None:
        before = self.held
        if isinstance(step, Deal) and step.to == "table":
            self.commons += step.count
            self.table_own += step.count if step.table == "table" else 0
        if isinstance(step, Deal) and step.to == "each":
            self.last_dealt = 0 if step.condition else step.count
            self.seen += step.count
            self.up += step.count if step.face == "up" else 0
            self.held += 0 if step.condition else step.count
            if self.rotate is not None and step.face == "up":
                # a round that deals up cards may deal a passing rank: the hands (or up cards)
                # move on, and the player sees the one passed in
                self.seen += self.up if self.rotate.which == "up" else self.held
        elif isinstance(step, Discard) and step.which != "flipped":
            count = step.count if step.count is not None else self.held
            self.pending = (step.most or count) if step.count is not None else self.held
            self.pending_kept = step.up_to
            self.held -= 0 if step.up_to else min(self.held, count)
        elif isinstance(step, Draw):
            count = step.count if step.count is not None else self.pending
            self.seen += count
            if step.count is None:
                self.held += 0 if self.pending_kept else count  # back to the hand's size
            elif not step.up_to:
                self.held += count
        elif isinstance(step, DrawBack):  # as many as were discarded, and `offset` more
            self.seen += max(0, self.pending + step.offset)
            self.held += step.offset if self.pending_kept else self.pending + step.offset
        elif isinstance(step, Twist):
            self.seen += max(step.most or 0, step.count, step.instead.count if step.instead else 0)
            extra = [t.count for t in (step, step.instead) if t is not None and t.extra]
            self.held += max(extra, default=0)
        elif isinstance(step, (Buy, DealFromSideDeck)):
            self.take(step.count)
        elif isinstance(step, TableDealPerPlayer):  # a table card for each player, each taking one up
            self.take(step.count)
            self.offered = True
        elif isinstance(step, (BuyTableCard, PickTableCard, PickTableSet)):  # a card into the hand, in turn
            if not self.offered:  # the cards laid out for each player are counted already
                self.take(getattr(step, "count", 1))
            self.offered = False
        elif isinstance(step, DealHands):
            self.take(step.hands * step.count)
            self.separate, self.per_hand = step.hands, self.per_hand + step.count
        elif isinstance(step, DealOut) and step.to == "hands":  # a card to each of the player's hands
            self.take(self.separate * step.count)
            self.per_hand += step.count
        elif isinstance(step, DealOut) and step.to == "others" and self.auctioned:  # the card bid for, or this
            self.held += step.count
        elif isinstance(step, DealOut) and step.to in ("all", "others"):  # to this player too
            self.take(step.count)
        elif isinstance(step, FlippedAuction):  # one player may win every card turned, up to the game's limit
            self.take(self.flipped.win(step))
        elif isinstance(step, AuctionCard):  # one player may win every card auctioned, seeing it
            self.seen += 1
        elif isinstance(step, (Exchange, TableCardSwap)):  # a table card taken for one of the player's own
            self.seen += step.count
        elif isinstance(step, TableHandAuction):  # the winner may switch hands with the table's own cards
            self.seen += self.table_own
        elif isinstance(step, Twister):  # cards from everyone, shuffled and dealt back, each time the card comes
            self.seen += step.count * matching(step.trigger, self.deck)
        elif isinstance(step, ExtraForShown):  # a card for each card shown, each shown once in the game
            new = (set(step.ranks) - self.shown) | {c for c in step.cards if c not in self.shown and c[0] not in self.shown}
            self.shown |= new
            self.seen += step.count * self.deck.decks * sum(4 if len(c) == 1 else 1 for c in new)
        elif isinstance(step, ReplaceRanked):  # a new card for each card of the ranks, once
            face = {"down": self.held - self.up, "up": self.up}.get(str(step.face), self.held)
            self.ranked = ranked_cards(step, self.deck)
            self.ranked_once = min(face, self.ranked)
            self.seen += self.ranked_once
        elif isinstance(step, DrawUntilDone) and self.ranked:
            # again and again: every card of the ranks may come, each bringing one more
            self.seen += self.ranked - self.ranked_once
            self.ranked = 0
        elif isinstance(step, Flip) and step.deal_instead_at is not None:
            # a player who discarded down to so few cards is dealt an up card instead (seen
            # by the player who sees the most); the one who paid to keep their cards holds more
            self.seen += 1
            if self.held <= step.deal_instead_at:
                self.held += 1
        elif isinstance(step, DiscardBuyDown):  # a player may pay to keep the cards just discarded
            self.held += 0 if self.pending_kept else self.pending
            self.pending_kept = True
        elif isinstance(step, RepeatTillOneIn):  # the deals come round until every player holds `cards`
            if self.held < step.cards:
                self.seen += step.cards - self.held
                self.held = step.cards
        elif isinstance(step, NoPeek) and self.apart:  # unseen cards beside the hand, not in it
            self.held -= self.last_dealt
        elif isinstance(step, NoPeekJoinsHand):  # one of them joins the hand when it turns up
            self.held += 1
        elif isinstance(step, DiscardTo):
            self.held = min(self.held, step.keep)
        elif isinstance(step, RefuseCard) and step.replaced:  # a refused card passed on brings none back
            if step.per_game is None:
                self.seen += 1
            elif self.refusals_per_game < step.per_game:  # the same limit, restated on each deal
                self.seen += step.per_game - self.refusals_per_game
                self.refusals_per_game = step.per_game
        elif isinstance(step, (Swap, Take)):
            self.seen += getattr(step, "most", None) or step.count
        elif isinstance(step, Steal):  # at most once for each card the player is dealt face up
            self.steals = step
        elif isinstance(step, Reshuffle):
            self.finals.append(self.final)
            self.held = self.final = 0
        elif isinstance(step, Pass) and step.count < self.held:
            self.seen += step.count  # a whole hand passed on is passed unlooked: nothing to choose
        elif isinstance(step, PassShown):  # a card passed in, turned up as it comes
            self.seen += sum(m.count for m in step.moves)
        elif isinstance(step, PassChosen) and step.high < self.held:  # as many as the chooser may say
            self.seen += step.high
        elif isinstance(step, AddToPermanentHand):
            self.permanent += step.count
        elif isinstance(step, DealDeckOut):  # with two players at least, one is dealt half the deck at most
            self.take(self.deck.size // 2)
        elif isinstance(step, PassHand) and step.which == "all" and step.keep < self.held:
            self.seen += self.held - step.keep  # the rest of the hand on the right comes in
        elif isinstance(step, PassHand) and step.which == "not-permanent":  # the cards kept out of it come round
            self.seen += max(0, self.held - self.permanent - step.keep)
        elif (isinstance(step, Forced) or isinstance(step, BuyOrFold)) and step.cards:  # a card for each card that fires it
            self.seen += step.cards * matching(step.trigger, self.deck)
        elif isinstance(step, ExtraCards) and step.table:  # for each common card of a rank turned up, to all
            self.table_extras = step
        elif isinstance(step, ExtraForGoingIn):  # one player goes in with a card of the ranks once
            self.seen += step.count
        elif isinstance(step, ExtraCards):
            self.seen += step.count * matching(step.trigger, self.deck)
        elif isinstance(step, Auction):
            self.seen += step.count
        elif isinstance(step, Trade):
            self.seen += (step.times or 1) * self.held
        elif isinstance(step, Partners):
            self.seen += self.held
        elif isinstance(step, Stack) and step.stacks > 1 and step.size:
            self.cap = step.size
        elif (isinstance(step, Split) and not self.by_face) or isinstance(step, SplitAside):
            self.cap = max(step.sizes)  # one of the split's hands (a card aside replaces a discard)
        elif isinstance(step, MustWinAll):  # the hands of a split win together: all their cards count
            self.cap = sum(step.sizes)
        elif isinstance(step, HandLimit):
            self.cap = min(self.cap or step.size, step.size)
        if self.held > before or _gives_cards(step):
            self.final = self.held
        self.auctioned = isinstance(step, AuctionCard)
        self.sizes.add(self.held)


def _gives_cards(step: RuleStep) -> bool:
    """Cards come to the player or the table (after which earlier discards stand); a
    player's own unseen reserve card taken up comes into the hand too."""
    return (isinstance(step, Deal) and not step.condition) or (isinstance(step, Draw) and step.count != 0) \
        or isinstance(step, (DrawBack, Buy, DealHands, DealDeckOut, DealFromSideDeck, BuyTableCard, PickTableCard, TakeNoPeek, TableDealPerPlayer, RepeatTillOneIn)) \
        or (isinstance(step, DealOut) and step.to != "folded") \
        or (isinstance(step, Twist) and step.extra)  # a twist only replaces a card


def no_peek_apart(steps: list[RuleStep]) -> bool:
    """Whether the no-peek cards lie beside the hand, joining it only as a rule says."""
    return any(isinstance(s, NoPeekJoinsHand) for s in steps)


def hands(steps: list[RuleStep], deck: Deck) -> Hands:
    by_face = any(isinstance(s, OtherUse) for s in steps) and any(isinstance(s, OwnUse) for s in steps)
    rotate = next((s for s in steps if isinstance(s, PassPerRank)), None)
    player = _Player(deck, by_face=by_face, apart=no_peek_apart(steps), rotate=rotate)
    for step in steps:
        player.step(step)
    if player.steals is not None:  # once for each up card that fires it (a pair: two up cards)
        steal = player.steals
        fired = player.up // 2 if steal.trigger.pair else player.up
        player.seen += steal.count * min(fired, matching(steal.trigger, deck) or fired)
    if player.table_extras is not None:  # as many as the common cards can be of the rank
        extra = player.table_extras
        player.take(extra.count * min(player.commons, matching(extra.trigger, deck)))
        player.final = max(player.final, player.held)
    cards = max([player.final, *player.finals])
    cards = cards if player.cap is None else min(cards, player.cap)
    if player.separate > 1:
        # separate hands dealt apart ("two sets of three"): the final hand is one of them, and
        # the database counts the cards seen for that one too (Double Handed, Double Trouble,
        # Psychotic Pineapple: one hand or set and the commons)
        cards = min(cards, player.per_hand)
        player.seen -= (player.separate - 1) * player.per_hand
    player.sizes.discard(0)
    borrowed = _neighbours_cards(steps)
    return Hands(max(cards, 0) + borrowed, player.seen + borrowed, tuple(sorted(player.sizes)))


def _neighbours_cards(steps: list[RuleStep]) -> int:
    """Cards of a named neighbour a final hand may use ("the down cards of the player to your
    right"): as many of them as that player is dealt, face down or up as the rule says, up to
    the rule's bound. One other player of the hand-maker's choice is not counted: which of
    them (and so how many cards) is not fixed."""
    found = 0
    for use in (s for s in steps if isinstance(s, OtherUse) and s.side is not None):
        dealt = sum(d.count for d in steps if isinstance(d, Deal) and d.to == Target.EACH and not d.condition
                    and (use.cards == Holding.OWN or d.face.value == use.cards.value))
        found = max(found, dealt if use.high is None else min(dealt, use.high))
    return found
