"""Reader of `bet.lark`: betting rounds, who opens them, blinds, openers who must bet,
opening hands, raise limits, the cost of folding, antes and re-antes."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Phrases, PokerHand, Price
from dealerschoice.rules.steps import Ante, Bet
from dealerschoice.rules.steps.late_rules import OpeningLapse
from dealerschoice.rules.steps.vocab import (
    AnteMode,
    Category,
    GutsAnteWho,
    Opener,
    RaisePer,
    Role,
)
from dealerschoice.rules.steps.wager import (
    AntePerCard,
    FoldCost,
    GutsAnte,
    HandMinimum,
    MatchBid,
    NoOpenRedeal,
    OpeningHand,
    PotAnte,
    RaiseLimit,
    SameBets,
)


@dataclass(frozen=True, slots=True)
class _Part:
    """One part of a betting round sentence: a field of the Bet, or an opening hand."""

    field: str
    value: object


_OPENERS = {Role.LEFT_OF_DEALER: Opener.LEFT_OF_DEALER, Role.HIGH_SHOWING: Opener.HIGH_SHOWING,
            Role.LOW_SHOWING: Opener.LOW_SHOWING, Role.LAST_RAISER: Opener.LAST_RAISER,
            Role.LEFT_OF_CALLED: Opener.LEFT_OF_CALLED}


class Reader(Phrases):
    def bet(self, children):
        return children[0]

    # ---- a betting round and its parts --------------------------------------------------
    def bet_round(self, children, no_check: bool = False):
        parts = [c for c in children if isinstance(c, _Part)]
        fields: dict[str, Any] = {}  # Bet's own fields, each checked as Bet is made
        hands: list[HandMinimum] = []
        for part in parts:
            if part.field == "hands" and isinstance(part.value, tuple):  # the round's hand minimums
                hands.extend(part.value)
                continue
            if part.field in fields:  # two openers, or blinds said twice: not one round
                raise NotThisFamily(f"a betting round names its {part.field} twice")
            fields[part.field] = part.value
        if no_check:
            fields["must_open"] = True
        bet = Bet(**fields)
        return (bet, OpeningHand(tuple(hands))) if hands else bet

    def bet_round_no_check(self, children):
        return self.bet_round(children, no_check=True)

    def bet_round_twisted(self, children):
        found = self.bet_round(children)
        if isinstance(found, tuple):
            return (replace(found[0], if_twisted=True),) + found[1:]
        return replace(found, if_twisted=True)

    def bet_flipper(self, children) -> Bet:
        return Bet(Opener.LAST_FLIPPER, only_if_in=True)

    def bet_part(self, children) -> _Part:
        return next(c for c in children if isinstance(c, _Part))

    def bet_opens(self, children) -> _Part:
        opener = next(c for c in children if isinstance(c, Opener))
        return _Part("opener", opener)

    def bet_opens_left(self, children) -> _Part:
        return _Part("opener", Opener.LEFT_OF_DEALER)

    def bet_opener(self, children) -> Opener:
        role = children[0]
        if role not in _OPENERS:  # "the player with the highest hand" is not known while betting
            raise NotThisFamily(f"{role} does not open a betting round")
        return _OPENERS[role]

    def bet_opener_high(self, children) -> Opener:
        high = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return Opener.LOW_SHOWING if high.startswith("low") else Opener.HIGH_SHOWING

    def bet_must_open(self, children) -> _Part:
        return _Part("must_open", True)

    def bet_blinds(self, children) -> _Part:
        """A straddle is one more blind bet."""
        counts = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        return _Part("blinds", sum(counts))

    def bet_rotating(self, children) -> _Part:
        return _Part("opener", Opener.ROTATE)

    def bet_opening_alone(self, children) -> OpeningHand:
        return OpeningHand(children[0].value)

    def bet_opening_hand(self, children) -> _Part:
        return _Part("hands", tuple(c for c in children if isinstance(c, HandMinimum)))

    def bet_hand_category(self, children) -> HandMinimum:
        hand: PokerHand = children[0]
        return HandMinimum(hand.category, hand.rank)

    def bet_hand_pair_of(self, children) -> HandMinimum:
        return HandMinimum(Category.PAIR, children[0])

    def bet_hand_draw(self, children) -> HandMinimum:
        size, kind = children[-2:]
        return HandMinimum(kind, cards=size)

    def bet_draw_kind(self, children) -> Category:
        return Category(str(children[0]))

    # ---- antes ----------------------------------------------------------------------------
    def bet_reante(self, children) -> Ante:
        return Ante(AnteMode.RE_ANTE)

    def bet_reante_or_fold(self, children) -> Ante:
        return Ante(AnteMode.ANTE_OR_FOLD)

    def bet_ante_all(self, children) -> Ante:
        return Ante(AnteMode.ANTE)

    def bet_no_ante(self, children) -> Ante:
        return Ante(AnteMode.NONE)

    def bet_pot_ante(self, children) -> PotAnte:
        again = any(c is True for c in children)
        return PotAnte(children[-1], again)

    def bet_reante_word(self, children) -> bool:
        return True  # a re-ante, not a first ante

    def bet_pots(self, children) -> int | None:
        return 2 if "both" in children else None

    def bet_ante_two_pots(self, children) -> PotAnte:
        return PotAnte(2, again=False)

    def bet_ante_per_card(self, children) -> AntePerCard:
        return AntePerCard(next_card=any(c == "next" for c in children))

    def bet_next_card(self, children) -> str:
        return "next"

    def bet_ante_going_in(self, children) -> GutsAnte:
        return GutsAnte(GutsAnteWho.GOING_IN)

    def bet_ante_none_in(self, children) -> GutsAnte:
        return GutsAnte(GutsAnteWho.ALL_IF_NONE_IN)

    def bet_ante(self, children):
        return children[0]

    # ---- limits and costs -----------------------------------------------------------------
    def bet_raise_limit(self, children) -> RaiseLimit:
        counts = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        per = next(c for c in children if isinstance(c, RaisePer))
        return RaiseLimit(counts[0], per)

    def bet_times(self, children) -> int:
        return next(c for c in children if isinstance(c, int))

    def bet_once(self, children) -> int:
        return 1

    def bet_twice(self, children) -> int:
        return 2

    def bet_per_game(self, children) -> RaisePer:
        return RaisePer.GAME

    def bet_per_round(self, children) -> RaisePer:
        return RaisePer.ROUND

    def bet_fold_cost(self, children) -> FoldCost:
        price: Price = next(c for c in children if isinstance(c, Price))
        return FoldCost(price.unit, float(price.times))

    def bet_no_open(self, children) -> NoOpenRedeal:
        return children[-1]

    def bet_redeal(self, children) -> NoOpenRedeal:
        return NoOpenRedeal()

    def bet_reante_redeal(self, children) -> NoOpenRedeal:
        return NoOpenRedeal(reante=True)

    def bet_same_bets(self, children) -> SameBets:
        return SameBets()

    def bet_opening_lapse(self, children) -> OpeningLapse:
        """"After one deal for each player, the jacks to open restriction is removed": which
        hand is needed to open is the game's `OpeningHand`; this says only when it ends."""
        deals = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        if deals < 1:
            raise NotThisFamily("a requirement is dropped after one deal by each player or more")
        return OpeningLapse(deals)

    def _none(self, children):
        return None

    bet_round_words = bet_normal = bet_with = bet_starting = bet_first = bet_no_check_words = _none
    bet_check = bet_no_check = bet_blind_word = bet_straddle_word = bet_later = bet_rotate = _none
    bet_direction = bet_flipper_in = bet_flipped = bet_still_in = bet_that = bet_anteer = _none
    bet_same_words = bet_unless_fold = bet_twisted = bet_requirement = bet_lifted = _none

    # ---- a bet of how many times a loser matches the pot -------------------------------------
    def bet_match_bid(self, children) -> MatchBid:
        return MatchBid(next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None))

    def bet_round_match_bid(self, children) -> MatchBid:
        """A round said with its bets: the round is the match bid, opened as it says."""
        bid = next(c for c in children if isinstance(c, MatchBid))
        round_ = self.bet_round([c for c in children if isinstance(c, _Part)])
        if isinstance(round_, tuple) or round_.blinds or round_.must_open:
            raise NotThisFamily("a match bid has no blinds, forced opener or opening hand")
        return replace(bid, opener=round_.opener)

    def bet_pot_multiple(self, children) -> int:
        return next(c for c in children if isinstance(c, int) and not isinstance(c, bool))

    def bet_multiple_word(self, children) -> int:
        return {"double": 2, "twice": 2, "triple": 3, "thrice": 3, "quadruple": 4}[str(children[0])]
