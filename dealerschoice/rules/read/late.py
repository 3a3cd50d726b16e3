"""Reader of `late.lark`: the last odd rules (a guts redeal on a burn, a settlement of who
went in, a split card turning end, a showdown per set of commons, a marked common card,
hands by distance, the runner-up's second chance, new named hands, a player's card wild when
it beats the board, a fallback own wild card, joined common cards), as steps: the played
ones already known (`Redeal`, `Settle`), the rest those of `steps/late_reads.py`."""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrase_values import (
    CardTest,
    OwnCard,
    PokerHand,
    Price,
    TableCard,
    token_text,
)
from dealerschoice.rules.read.phrases import Phrases
from dealerschoice.rules.steps import Redeal, Settle
from dealerschoice.rules.steps.late_reads import (
    CardsTouch,
    ClosestHand,
    HandDistance,
    MarkedTableCard,
    Metric,
    NamedHand,
    NewHands,
    OwnCardWildOver,
    OwnWildFallback,
    RunnerUpSwitch,
    SplitCardTurn,
    StageShowdown,
)
from dealerschoice.rules.steps.vocab import (
    Amount,
    Category,
    Cost,
    Face,
    Happening,
    HighLow,
    PaidTo,
    Payer,
)

_BURNED = "burned"  # the condition "someone burns": someone lost and must match the pot


@dataclass(frozen=True, slots=True)
class _SplitIf:
    cards: tuple[str, ...]
    suit: str
    to: HighLow


@dataclass(frozen=True, slots=True)
class _SplitBack:
    end: HighLow
    suit: str
    after: str
    to: HighLow
    suit_to: str


@dataclass(frozen=True, slots=True)
class _Ranks:
    ranks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class _Below:
    category: Category


def _end(word: str) -> HighLow:
    return HighLow.HIGH if word in ("high", "highest") else HighLow.LOW


def _other(end: HighLow) -> HighLow:
    return HighLow.LOW if end == HighLow.HIGH else HighLow.HIGH


_ORDER = tuple(Category)  # worst first

# What a guts payer owes, by the price a rule names: only those a settlement plays.
_AMOUNTS = {Cost.POT: Amount.POT, Cost.MAX_BET: Amount.MAX_BET}


class Reader(Phrases):
    def late(self, children):
        return children[0]

    # ---- guts --------------------------------------------------------------------------
    def late_redeal(self, children) -> Redeal:
        """A redeal when nobody went in or someone burned: the simulator's coded guts redeal
        ("nobody-in-or-matched"); both conditions, each once, in either order."""
        whens = {c for c in children if isinstance(c, str) and not isinstance(c, Token)}
        if whens != {Happening.NOBODY_IN, _BURNED}:
            raise NotThisFamily(f"a guts redeal on nobody going in or someone burning, not {sorted(whens)}")
        return Redeal("nobody-in-or-matched")

    def late_redeal_when(self, children):
        if children[0] != Happening.NOBODY_IN:
            raise NotThisFamily(f"a redeal on {children[0]!r}")
        return children[0]

    def late_burned(self, children) -> str:
        return _BURNED

    def late_anyone(self, children):
        return None

    def late_all(self, children):
        return None

    def late_settle(self, children) -> Settle:
        """Those who went in and were not made to fold pay: the losers of the showdown (a
        player folded by a rule is not in it, and the winner takes the pot)."""
        amount = next(c for c in children if isinstance(c, Amount))
        return Settle(who=Payer.IN_AND_LOST, amount=amount, to=PaidTo.POT)

    def late_you(self, children):
        return None

    def late_not_folded(self, children):
        return None

    def late_must(self, children):
        return None

    def late_pays_pot(self, children) -> Amount:
        return Amount.POT

    def late_pays_price(self, children) -> Amount:
        price: Price = children[-1] if isinstance(children[-1], Price) else next(c for c in children if isinstance(c, Price))
        amount = _AMOUNTS.get(price.plain) if price.plain is not None else None
        if amount is None:
            raise NotThisFamily(f"a guts settlement of {price!r}: only the pot or the max bet")
        return amount

    # ---- a split card turning end -------------------------------------------------------
    def late_split_turn(self, children) -> SplitCardTurn:
        first: _SplitIf = children[0]
        back = None
        if len(children) > 1:
            turn: _SplitBack = children[1]
            # the card it goes back from is the one the first sentence turned on, and the suit
            # is the split suit throughout, going back to the end it came from
            if (turn.suit, turn.suit_to) != (first.suit, first.suit) or turn.to != _other(first.to) \
                    or not any(c[0] == turn.after for c in first.cards):
                raise NotThisFamily("the split card goes back to another suit or end than it came from")
            back = turn.end
        return SplitCardTurn(first.cards, first.suit, first.to, back)

    def late_split_if(self, children) -> _SplitIf:
        card: CardTest = children[0]
        end, suit = children[-2], children[-1]
        if card.ranks or card.suits or card.wild or card.pair or card.jokers or not card.cards:
            raise NotThisFamily("a split card turns on a named card")
        return _SplitIf(card.cards, suit, _end(end))

    def late_split_back(self, children) -> _SplitBack:
        words = [c for c in children if isinstance(c, str) and not isinstance(c, (Face, Token))]
        end, suit, after, to, suit_to = words
        return _SplitBack(_end(end), suit, after, _end(to), suit_to)

    def late_split(self, children):
        return None

    def late_end(self, children) -> str:
        return token_text(children)

    # ---- a showdown for each set of common cards -----------------------------------------
    def late_stage_showdown(self, children) -> StageShowdown:
        pot = _end(children[0])
        stages = tuple(c for c in children[1:] if isinstance(c, str) and not isinstance(c, Token))
        if len(set(stages)) != len(stages):
            raise NotThisFamily(f"a stage named twice: {stages}")
        return StageShowdown(pot, stages)

    def late_pot_hand(self, children) -> str:
        return token_text(children)

    def late_stage(self, children) -> str:
        return token_text(children)

    # ---- a marked common card ----------------------------------------------------------
    def late_mark(self, children) -> MarkedTableCard:
        count = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        plural = next(c for c in children if isinstance(c, bool))
        if count < 1 or not plural:
            raise NotThisFamily("one or more of the common cards (plural) are marked")
        return MarkedTableCard(count)

    def late_how_many(self, children) -> int:
        return children[0]

    # ---- hands by distance ---------------------------------------------------------------
    def late_closest(self, children) -> ClosestHand:
        return ClosestHand(next(c for c in children if isinstance(c, _Ranks)).ranks)

    def late_ranks(self, children) -> _Ranks:
        return _Ranks(tuple(c for c in children if isinstance(c, str) and not isinstance(c, Token)))

    def late_distance(self, children) -> HandDistance:
        return HandDistance(Metric.MANHATTAN)

    def late_metric(self, children):
        return None

    # ---- the runner-up's second chance ----------------------------------------------------
    def late_runner_up(self, children) -> RunnerUpSwitch:
        return RunnerUpSwitch(draw=any(c is True for c in children))

    def late_redraw(self, children) -> bool:
        return True

    def late_to_beat(self, children):
        return None

    # ---- new named hands ------------------------------------------------------------------
    def late_new_hands(self, children) -> NewHands:
        count = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        hands = tuple(c for c in children if isinstance(c, NamedHand))
        above = next(c for c in children if isinstance(c, PokerHand))
        below = next((c.category for c in children if isinstance(c, _Below)), None)
        if count != len(hands):
            raise NotThisFamily(f"{count} new hands said, {len(hands)} named")
        if above.rank is not None or (below is not None and _ORDER.index(below) <= _ORDER.index(above.category)):
            raise NotThisFamily("new hands lie between a category and a better one")
        return NewHands(hands, above.category, below)

    def late_below(self, children) -> _Below:
        hand: PokerHand = next(c for c in children if isinstance(c, PokerHand))
        return _Below(hand.category)

    def late_named_hand(self, children) -> NamedHand:
        name = next(c for c in children if isinstance(c, tuple))
        ranks: _Ranks = next(c for c in children if isinstance(c, _Ranks))
        if len(ranks.ranks) != 2:
            raise NotThisFamily("a named hand spans two ranks")
        return NamedHand(" ".join(name), ranks.ranks[0], ranks.ranks[1])

    def late_name(self, children) -> tuple[str, ...]:
        return tuple(children)

    def late_name_word(self, children) -> str:
        return token_text(children)

    def late_no_flush_pair(self, children):
        return None

    # ---- own cards wild ---------------------------------------------------------------------
    def late_own_over(self, children) -> OwnCardWildOver:
        own: OwnCard = children[0]
        table: TableCard = children[-1]
        above = next(c for c in children if isinstance(c, str) and c.startswith(("higher", "lower"))) == "higherthan"
        if own.face not in (Face.DOWN, None) or table.place not in ("high", "low"):
            raise NotThisFamily("a hole card against the high or low common card")
        return OwnCardWildOver(own.high, above, table.place == "high")

    def late_same_rank(self, children) -> bool:
        return True

    def late_than(self, children) -> str:
        return token_text(children)

    def late_own_fallback(self, children) -> OwnWildFallback:
        end = next(c for c in children if isinstance(c, str) and not isinstance(c, (Face, Token)))
        return OwnWildFallback(_end(end), same_rank=any(c is True for c in children))

    # ---- joined common cards ----------------------------------------------------------------
    def late_touch(self, children) -> CardsTouch:
        return CardsTouch(corners=any(c is True for c in children))

    def late_corner(self, children) -> bool:
        return True

    def late_joined_count(self, children):
        return None

    def late_joined(self, children):
        return None
