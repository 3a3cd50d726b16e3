"""Transformer parts of the shared card phrases: sets of cards, cards named by where they lie
(table, own, follow cards), and a card as a condition names it, with card events as Triggers."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Transformer

from dealerschoice.rules import cardwords, numbers
from dealerschoice.rules.read.phrase_values import CardTest, FollowCard, OwnCard, Ranks, TableCard, token_text
from dealerschoice.rules.steps.base import Trigger
from dealerschoice.rules.steps.vocab import Face, TriggerEvent, TriggerWho

_COLOUR_SUITS = {"red": "hd", "black": "sc"}


class CardPlaces(Transformer):
    """Transformer methods of the card phrases of phrases.lark's sets of cards and cards
    named by where they lie (cards_named, table_card, own_card, follow_card)."""

    def cards_named(self, children) -> Ranks:
        found = Ranks()
        for item in children:
            if isinstance(item, Ranks):
                found = found + item
        return found

    def cards_of_suits(self, children) -> Ranks:
        suits = [c for c in children if isinstance(c, str) and c in cardwords.SUITS]
        return Ranks(cards=tuple(r + s for s in suits for r in cardwords.RANKS))

    def card_list_sep(self, children):
        return None

    def card_article(self, children):
        return None

    def card_item(self, children) -> Ranks:
        return children[0]

    def card_item_one(self, children) -> Ranks:
        rank = children[-1]
        if len(children) == 2:
            return Ranks(cards=tuple(rank + s for s in _COLOUR_SUITS[children[0]]))
        return Ranks(ranks=(rank,))

    def card_item_suits(self, children) -> Ranks:
        rank = children[0]
        return Ranks(cards=tuple(rank + s for s in children[1:] if isinstance(s, str)))

    def card_item_jokers(self, children) -> Ranks:
        return Ranks(jokers=True)

    def card_item_one_eyed(self, children) -> Ranks:
        rank = next(c for c in children if isinstance(c, str) and c in cardwords.RANKS)
        return Ranks(cards=cardwords.NAMED_CARDS.get({"J": "one-eyed jack", "K": "one-eyed king"}.get(rank, ""), ()))

    def card_item_suicide(self, children) -> Ranks:
        return Ranks(cards=cardwords.NAMED_CARDS["suicide king"])

    def card_item_face_cards(self, children) -> Ranks:
        return Ranks(ranks=("J", "Q", "K"))

    def card_item_axe(self, children) -> Ranks:
        return Ranks(cards=cardwords.NAMED_CARDS["man with the axe"])

    def rank_range(self, children) -> tuple[str, ...]:
        low, high = (cardwords.RANKS.index(r) for r in children if isinstance(r, str))
        return tuple(cardwords.RANKS[min(low, high):max(low, high) + 1])

    def n_card(self, children) -> int:
        return children[0]

    def n_card_word(self, children) -> int:
        word = token_text(children).split("-")[0]
        return int(word) if word.isdigit() else numbers.parse_number(word)

    def table_card(self, children) -> TableCard:
        place = next((c for c in children if isinstance(c, (str, int)) and not isinstance(c, bool)), "only")
        turned = any(c is True for c in children)
        if isinstance(place, int):
            return TableCard("nth", place, turned)
        return TableCard({"lowest": "low", "highest": "high"}.get(place, place), None, turned)

    def table_card_any(self, children) -> TableCard:
        return TableCard("any", None, any(c is True for c in children))

    def table_place(self, children):
        return children[0] if not isinstance(children[0], Token) else token_text(children)

    def table_word(self, children):
        return None

    table_where = follow_which = table_word

    def table_turned(self, children) -> bool:
        return True

    def table_dealt(self, children):
        return None

    def own_card(self, children) -> OwnCard:
        high = next(c for c in children if isinstance(c, bool))
        face = next((c for c in children if isinstance(c, Face)), None)
        return OwnCard(high, face)

    def own_whose(self, children):
        return None

    def own_high(self, children) -> bool:
        return token_text(children) in ("high", "highest")

    def own_face(self, children) -> Face:
        return children[0]

    def own_face_down(self, children) -> Face:
        return Face.DOWN

    def follow_card(self, children) -> FollowCard:
        hows = frozenset(c for c in children if isinstance(c, str) and c in ("dealt", "flipped", "turned"))
        before = "before" in children
        up = any(c == Face.UP for c in children if isinstance(c, Face))
        targets = next(c for c in children if isinstance(c, tuple))
        if len(targets) == 1 and isinstance(targets[0], str):  # one rank: "the last queen"
            return FollowCard(targets[0], (), before, hows, up)
        cards = tuple(c for t in targets for c in ((t + s for s in cardwords.SUITS) if isinstance(t, str) else t))
        return FollowCard(None, cards, before, hows, up)

    def follow_targets(self, children) -> tuple:
        return tuple(children)

    def follow_rank(self, children):
        """A rank (its character), or the cards of a coloured rank."""
        rank = children[-1]
        return tuple(rank + s for s in _COLOUR_SUITS[children[0]]) if len(children) == 2 else rank

    def follow_face_card(self, children) -> tuple[str, ...]:
        return tuple(r + s for r in "JQK" for s in cardwords.SUITS)

    def follow_suit(self, children) -> tuple[str, ...]:
        return tuple(r + children[0] for r in cardwords.RANKS)

    def follow_how(self, children) -> str:
        return token_text(children)

    def follow_when(self, children) -> str:
        return token_text(children)


class CardEvents:
    """Transformer methods of a card as a condition names it (`a_card`: a `CardTest`) and of
    card events (`card_event`: a `Trigger`)."""

    def a_card(self, children) -> CardTest:
        return children[-1]

    def a_card_face_up(self, children) -> CardTest:
        return replace(children[-1], up=True)

    def a_card_then_up(self, children) -> CardTest:
        return replace(children[0], up=True)

    def a_card_any(self, children) -> CardTest:
        return children[0]

    def card_of_rank(self, children) -> CardTest:
        return CardTest(ranks=(children[0],))

    def card_of_rank_suit(self, children) -> CardTest:
        return CardTest(cards=(children[0] + children[1],))

    def card_of_colour(self, children) -> CardTest:
        colour, rank = children
        return CardTest(cards=tuple(rank + s for s in ("hd" if colour == "red" else "sc")))

    def card_face_card(self, children) -> CardTest:
        """"a face card": a jack, queen or king."""
        return CardTest(ranks=("J", "Q", "K"))

    def card_of_suit(self, children) -> CardTest:
        return CardTest(suits=(children[0],))

    def card_joker(self, children) -> CardTest:
        return CardTest(jokers=True)

    def card_wild(self, children) -> CardTest:
        return CardTest(wild=True)

    def card_pair(self, children) -> CardTest:
        return CardTest(ranks=(children[-1],), pair=True)

    def someone_in(self, children) -> str:
        return "any"

    def someone_out(self, children) -> str:
        return "folded"

    def card_event_to(self, children):
        return None

    @staticmethod
    def _trigger(event: str, test: CardTest, who: str = "any") -> Trigger:
        if test.jokers:  # a Trigger names no jokers: the sentence is not read
            from dealerschoice.rules.read.family import NotThisFamily

            raise NotThisFamily("a card event on a joker has no Trigger")
        return Trigger(TriggerEvent(event), test.ranks, test.cards, test.suits, wild=test.wild, pair=test.pair,
                       who=TriggerWho(who))

    def event_dealt_up(self, children) -> Trigger:
        return self._trigger("dealt-up", children[-1], children[0])

    def event_card_dealt_up(self, children) -> Trigger:
        return self._trigger("dealt-up", children[0])

    def event_cards_dealt_up(self, children) -> Trigger:
        ranks: Ranks = children[0]
        return self._trigger("dealt-up", CardTest(ranks.ranks, ranks.cards, jokers=ranks.jokers))

    def event_flip(self, children) -> Trigger:
        return self._trigger("flip", children[-1], children[0])

    def event_flip_or_dealt(self, children) -> Trigger:
        return self._trigger("flip-or-dealt", children[-1], children[0])

    def event_gets_up(self, children) -> Trigger:
        return self._trigger("gets-up", children[-1], children[0])
