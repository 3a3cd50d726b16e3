"""Reader of `deck.lark`: the deck (decks, jokers, stripped ranks) and its shuffles."""

from __future__ import annotations

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Phrases, Ranks
from dealerschoice.rules.steps import Deck, Reshuffle
from dealerschoice.rules.steps.dealing_deck import ShuffleDiscards, SideDeck


class _Jokers(int):
    """A count of jokers added."""


def _jokers(children) -> int:
    return next((int(c) for c in children if isinstance(c, _Jokers)), 0)


class Reader(Phrases):
    def deck(self, children):
        return children[0]

    # ---- the deck ---------------------------------------------------------------------------
    def deck_one(self, children) -> Deck:
        return Deck(jokers=_jokers(children))

    def deck_many(self, children) -> Deck:
        decks = next(c for c in children if type(c) is int)
        return Deck(decks=decks, jokers=_jokers(children))

    def deck_kind(self, children):
        size = next((c for c in children if type(c) is int), 52)
        if size != 52:
            raise NotThisFamily("a deck of another size than 52 cards")

    def deck_plain(self, children):
        return None

    def deck_size(self, children) -> int:
        return children[0] if children else 52

    def deck_together(self, children):
        return None

    def deck_jokers(self, children) -> _Jokers:
        return _Jokers(next(c for c in children if type(c) is int))

    def deck_strip(self, children) -> Deck:
        ranks = next(c for c in children if isinstance(c, Ranks))
        if ranks.cards or ranks.jokers or not ranks.ranks:
            raise NotThisFamily("only whole ranks are stripped from the deck")
        return Deck(jokers=_jokers(children), without=ranks.ranks)

    def deck_range(self, children) -> Ranks:
        return Ranks(ranks=next(c for c in children if isinstance(c, tuple)))

    def deck_ranks(self, children) -> Ranks:
        return children[0]

    def deck_add_jokers(self, children) -> Deck:
        return Deck(jokers=next(c for c in children if type(c) is int))

    # ---- shuffles ---------------------------------------------------------------------------
    def deck_reshuffle(self, children) -> Reshuffle:
        return Reshuffle()

    def discards_to_deck(self, children) -> ShuffleDiscards:
        return ShuffleDiscards()

    def discards_to_pile(self, children) -> ShuffleDiscards:
        return ShuffleDiscards(pile=True)

    def discards_when_empty(self, children) -> ShuffleDiscards:
        return ShuffleDiscards(when_empty=True)

    def deck_the_discards(self, children):
        return None

    deck_new = deck_the_discards

    # ---- a deck of their own -------------------------------------------------------------
    def deck_side(self, children) -> SideDeck:
        ranks = next(c for c in children if isinstance(c, Ranks))
        size = next((c for c in children if type(c) is int), None)
        if ranks.cards or ranks.jokers or not ranks.ranks or (size is not None and size != 4 * len(ranks.ranks)):
            raise NotThisFamily("whole ranks, as many cards as they have")
        return SideDeck(ranks.ranks)

    def deck_side_size(self, children) -> int:
        return next(c for c in children if type(c) is int)
