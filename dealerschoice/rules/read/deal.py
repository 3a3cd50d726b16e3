"""Reader of `deal.lark`: deals of cards to the players or the table, and what goes with a
deal (no-peek, looking, cards offered, bought or auctioned, a card's face chosen after the
deal, deals to folded players, redeals and extra cards on a card event)."""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import CardTest, Phrases, Price, Ranks, Seat
from dealerschoice.rules.steps import Deal, Forced, Look, NoPeek, Redeal, Trigger
from dealerschoice.rules.steps.dealing import (
    AddToPermanentHand,
    AuctionCard,
    Buy,
    BuyTableCard,
    DealIf,
    DealHands,
    DeclineLimit,
    DealOut,
    DealDeckOut,
    DealTableUpTo,
    DealToMatch,
    DealToPlayer,
    ExtraForGoingIn,
    ExtraCards,
    ExtraForShown,
    FaceOption,
    LeadPlayer,
    PickTableCard,
    RedealIf,
    DealFromSideDeck,
    RefuseCard,
    SealedBidCards,
    ShownToOthers,
    TableCardsOn,
    TableDealPerPlayer,
    TableOffer,
)
from dealerschoice.rules.steps.wager import NoOpenRedeal
from dealerschoice.rules.steps.vocab import Cost, DealTo, Face, Happening, OfferFrom, PickOrder, RedealWhen, Role, Side, Target


@dataclass(frozen=True, slots=True)
class _Clause:
    count: int
    face: Face
    table: bool


@dataclass(frozen=True, slots=True)
class _More:
    """Cards more: "another up card", "two more cards" (face None: not said)."""

    count: int
    face: Face | None


@dataclass(frozen=True, slots=True)
class _Redeal:
    still_in: bool


# The costs the simulator's bought cards are paid in (`Forced.cost`).
_FORCED_COSTS = {Cost.MAX_BET, Cost.ANTE, Cost.POT}


def _of(children, kind):
    return next((c for c in children if isinstance(c, kind)), None)


def _forced_cost(price: Price) -> Cost:
    if price.plain not in _FORCED_COSTS:
        raise NotThisFamily(f"a bought card's price the simulator does not pay: {price}")
    return price.plain


class Reader(Phrases):
    def deal(self, children):
        return children[0]

    # ---- deals ------------------------------------------------------------------------------
    def deal_groups(self, children) -> tuple[Deal, ...]:
        return tuple(deal for group in children if isinstance(group, tuple) for deal in group)

    def deal_each_first(self, children) -> tuple[Deal, ...]:
        clauses = children[-1]
        return tuple(Deal(c.count, c.face, Target.TABLE if c.table else Target.EACH) for c in clauses)

    def deal_group(self, children) -> tuple[Deal, ...]:
        clauses = children[0]
        to = children[1] if len(children) > 1 else Target.EACH
        return tuple(Deal(c.count, c.face, Target.TABLE if c.table else to) for c in clauses)

    deal_group_to = deal_group

    def deal_dealing(self, children):
        return children[0]

    def deal_clauses(self, children) -> list[_Clause]:
        return [c for c in children if isinstance(c, _Clause)]

    def deal_sep(self, children):
        return None

    def deal_more(self, children):
        return None

    def deal_table(self, children) -> bool:
        return True

    def _clause(self, children) -> _Clause:
        count = children[0]
        face = _of(children, Face) or Face.DOWN
        return _Clause(count, face, any(c is True for c in children))

    deal_card_face = deal_face_card = deal_bare = _clause

    def deal_to_each(self, children) -> Target:
        return Target.EACH

    def deal_to_table(self, children) -> Target:
        return Target.TABLE

    def deal_bare_each(self, children) -> tuple[Deal, ...]:
        clause = _of(children, _Clause)
        if clause.table:
            raise NotThisFamily("a table card to each player")
        return (Deal(clause.count, clause.face, Target.EACH),)

    def deal_rotated(self, children) -> tuple[Deal, ...]:
        """Where the deal starts changes who gets which card, not how many: a fair deal either way."""
        return children[0]

    def deal_rotating(self, children):
        return None

    deal_rotating_tail = deal_rotating

    def deal_if_wanted(self, children) -> tuple[Deal, ...]:
        deals = children[0]
        if any(d.to != Target.EACH for d in deals):
            raise NotThisFamily("a table deal is not offered")
        return tuple(Deal(d.count, d.face, d.to, "if-wanted") for d in deals)

    def deal_each_who_wants(self, children) -> tuple[Deal, ...]:
        clauses = _of(children, list)
        if any(c.table for c in clauses):
            raise NotThisFamily("a table deal is not offered")
        return tuple(Deal(c.count, c.face, Target.EACH, "if-wanted") for c in clauses)

    def deal_wanted(self, children):
        return None

    def deal_then_unseen(self, children) -> tuple:
        return children[0] + (children[1],)

    def deal_then_option(self, children) -> tuple:
        return children[0] + (children[1],)

    # ---- no-peek and looking ----------------------------------------------------------------
    def deal_unseen(self, children) -> NoPeek:
        return NoPeek()

    def deal_look(self, children) -> Look:
        return Look()

    deal_seen = deal_still_in = deal_they = deal_look_at = deal_these = deal_until = deal_hidden = deal_wanted

    # ---- a card's face chosen after the deal ------------------------------------------------
    def face_paid(self, children) -> FaceOption:
        price = _of(children, Price)
        return FaceOption(_of(children, Face), price.unit, float(price.times))

    def face_free(self, children) -> FaceOption:
        return FaceOption(_of(children, Face))

    def face_by_flip(self, children) -> FaceOption:
        # the faces: the one the new card gets, then the down card turned ("a down card")
        return FaceOption(_of(children, Face), by_flip=True)

    def face_left_pays(self, children) -> FaceOption:
        seat, price = _of(children, Seat), _of(children, Price)
        if seat.seats != 1:
            raise NotThisFamily("only a neighbour pays")
        return FaceOption(_of(children, Face), price.unit, float(price.times), paid_by=seat.direction)

    deal_get_it = deal_your_card = deal_wanted

    # ---- cards bought and auctioned ---------------------------------------------------------
    def deal_buy(self, children) -> Buy:
        more, price = _of(children, _More), _of(children, Price)
        if more.face is None:
            raise NotThisFamily("a bought card's face is not said")
        return Buy(more.count, more.face, price.unit, float(price.times), in_turn=_of(children, Token) is not None)

    def deal_in_turn(self, children) -> Token:
        return children[0]

    def deal_auction(self, children) -> AuctionCard:
        return AuctionCard(give=any(c is True for c in children))

    def deal_auction_give(self, children) -> bool:
        return True

    # ---- deals to folded players ------------------------------------------------------------
    def deal_in_and_out(self, children) -> tuple:
        first, second = [c for c in children if isinstance(c, _Clause)]
        if first.table or second.table:
            raise NotThisFamily("a table deal")
        return Deal(first.count, first.face, Target.EACH), DealOut(second.count, second.face, DealTo.FOLDED)

    def deal_all(self, children) -> DealOut:
        clause = _of(children, _Clause)
        if clause.table:
            raise NotThisFamily("a table deal")
        return DealOut(clause.count, clause.face, DealTo.ALL)

    deal_folded = deal_earlier = deal_wanted

    def deal_per_player(self, children) -> TableDealPerPlayer:
        return TableDealPerPlayer(children[0], _of(children, Face) or Face.DOWN)

    # ---- redeals, bought and extra cards on a card event ------------------------------------
    def redeal_all(self, children) -> _Redeal:
        return _Redeal(False)

    def redeal_still_in(self, children) -> _Redeal:
        return _Redeal(True)

    deal_redeal_for = deal_wanted

    def deal_redeal_on(self, children) -> Redeal:
        if _of(children, _Redeal).still_in:
            raise NotThisFamily("a redeal of the players still in is not a Redeal")
        return Redeal(_of(children, Trigger))

    def buy_pay_to(self, children) -> tuple[Price, _More]:
        return _of(children, Price), _of(children, _More)

    buy_for = buy_pay_to

    def deal_buy_order(self, children):
        """In the case of several, the buys go round from the dealer's left: the order the
        simulator offers them in."""
        return None

    def deal_forced_buy(self, children) -> Forced:
        trigger = _of(children, Trigger)
        price, more = _of(children, tuple)
        if more.face is None:
            raise NotThisFamily("a bought card's face is not said")
        return Forced(trigger, "buy", _forced_cost(price), optional=True, cards=more.count, face=more.face)

    def more_one(self, children) -> _More:
        return _More(1, _of(children, Face))

    def more_count(self, children) -> _More:
        return _More(children[0], _of(children, Face))

    def deal_extra(self, children) -> _More:
        """An extra card whose face is not said is dealt down, as a deal's cards are."""
        more = _of(children, _More)
        return _More(more.count, more.face or Face.DOWN)

    deal_free = deal_wanted

    def deal_extra_on(self, children) -> ExtraCards:
        more = _of(children, _More)
        return ExtraCards(_of(children, Trigger), more.count, more.face)

    def deal_table_event(self, children) -> CardTest:
        return _of(children, CardTest)

    def deal_extra_on_table(self, children) -> ExtraCards:
        test, more = _of(children, CardTest), _of(children, _More)
        if test.jokers:
            raise NotThisFamily("a Trigger names no jokers")
        trigger = Trigger("dealt-up", test.ranks, test.cards, test.suits, wild=test.wild, pair=test.pair)
        return ExtraCards(trigger, more.count, more.face or Face.DOWN, table=True)

    # ---- redeals on a condition of the table ------------------------------------------------
    def deal_none_up(self, children) -> Ranks:
        return _of(children, Ranks)

    def deal_none_up_one(self, children) -> Ranks:
        test = _of(children, CardTest)
        if test.suits or test.wild or test.pair or test.jokers:
            raise NotThisFamily("only ranks and cards")
        return Ranks(test.ranks, test.cards)

    def deal_redeal_none_up(self, children) -> RedealIf:
        ranks = _of(children, Ranks)
        if ranks.jokers:
            raise NotThisFamily("jokers")
        return RedealIf(RedealWhen.NONE_DEALT_UP, ranks.ranks, ranks.cards, still_in=_of(children, _Redeal).still_in)

    def deal_table_card_is(self, children) -> CardTest:
        test = _of(children, CardTest)
        if test.suits or test.wild or test.pair:
            raise NotThisFamily("only ranks, cards and jokers")
        return test

    def deal_redeal_table(self, children) -> RedealIf:
        test = _of(children, CardTest)
        return RedealIf(RedealWhen.TABLE_CARD, test.ranks, test.cards, test.jokers, _of(children, _Redeal).still_in)

    def deal_redeal_chosen(self, children) -> RedealIf:
        return RedealIf(RedealWhen.CHOSEN, still_in=_of(children, _Redeal).still_in, by=_of(children, Role))

    def deal_auction_others(self, children) -> tuple:
        clause = _of(children, _Clause)
        if clause.table:
            raise NotThisFamily("a table deal")
        return _of(children, AuctionCard), DealOut(clause.count, clause.face, DealTo.OTHERS)

    def deal_to_hands(self, children) -> DealOut:
        clause = _of(children, _Clause)
        if clause.table:
            raise NotThisFamily("a table deal")
        return DealOut(clause.count, clause.face, DealTo.HANDS)

    def deal_from_side(self, children) -> DealFromSideDeck:
        """"Deal one of the twos face down to each player": from the side deck of twos a rule
        before set apart (`SideDeck`)."""
        rank = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return DealFromSideDeck(children[0], _of(children, Face) or Face.DOWN, (rank,))

    def deal_redeal_no_open(self, children) -> NoOpenRedeal:
        """"If no one opened in the previous round of betting, redeal": the bet family's
        step (which reads "If no one opens, redeal." without the round named)."""
        if _of(children, _Redeal).still_in:
            raise NotThisFamily("a redeal of the players still in")
        return NoOpenRedeal()

    def deal_heads_up_extra(self, children) -> Deal:
        """The last declarer went in heads-up: they get the extra cards (down unless said)."""
        more = _of(children, _More)
        return Deal(more.count, more.face or Face.DOWN, Target.EACH, "last-declarer-heads-up")

    deal_heads_up = deal_wanted

    def deal_if_happening(self, children) -> DealIf:
        return DealIf(_of(children, Happening), _of(children, tuple))

    # ---- a dealt card refused ---------------------------------------------------------------
    def deal_refuse(self, children) -> RefuseCard:
        act: _Act = _of(children, _Act)
        price = _of(children, Price)
        then = _of(children, _Then)
        passed = act.passed or (then is not None and then.forced_on)
        if act.switch and then is not None:
            raise NotThisFamily("a switch is a replacement already")
        past = _Tail.PAST_DEALER in children
        if past and not passed:
            raise NotThisFamily("only a card passed on goes past the dealer")
        return RefuseCard(
            passed=passed,
            replaced=act.switch or (then is not None and then.replaced),
            first_only=act.first_only,
            even_passed=_Even in children,
            cost=price.unit if price else None,
            times=float(price.times) if price else 1.0,
            per_game=_of(children, _PerGame),
            past_dealer_discarded=past,
            doubled_fee=_Doubled in children,
        )

    def refuse_fee_doubled(self, children):
        return _Doubled

    def refuse_once(self, children) -> _PerGame:
        return _PerGame(1)

    def refuse_twice(self, children) -> _PerGame:
        return _PerGame(2)

    def refuse_times(self, children) -> _PerGame:
        return _PerGame(children[0])

    def deal_refuse_pay(self, children) -> Price:
        return children[0]

    deal_refuse_if_pay = deal_refuse_pay

    def act_pass(self, children) -> _Act:
        return _Act(passed=True, first_only=children[0])

    def act_pass_on(self, children) -> _Act:
        seat = _of(children, Seat)
        if seat.seats != 1 or seat.direction != Side.LEFT:
            raise NotThisFamily("a refused card goes on to the next player, on the left")
        return _Act(passed=True, first_only=False)

    def act_reject(self, children) -> _Act:
        return _Act(passed=False, first_only=children[0])

    def act_switch(self, children) -> _Act:
        return _Act(passed=False, first_only=children[0], switch=True)

    def refused_first(self, children) -> bool:
        return True

    def refused_any(self, children) -> bool:
        return False

    def deal_refuse_even(self, children):
        return _Even

    def refuse_replaced(self, children) -> _Then:
        return _Then(replaced=True)

    def refuse_forced_on(self, children) -> _Then:
        seat = _of(children, Seat)
        if seat.seats != 1 or seat.direction != Side.LEFT:
            raise NotThisFamily("a refused card goes on to the next player, on the left")
        return _Then(forced_on=True)

    def refuse_past_dealer(self, children) -> str:
        return _Tail.PAST_DEALER

    def refuse_at_once(self, children) -> str:
        """"This must be done before the next player is dealt a card": a card is refused as it
        is dealt, which is how `RefuseCard` reads anyway."""
        return _Tail.AT_ONCE

    deal_per_game = deal_refuser = deal_they_get = deal_them = deal_wanted

    # ---- table cards bought by age ------------------------------------------------------------
    def deal_buy_table(self, children) -> BuyTableCard:
        return BuyTableCard(_of(children, tuple), _of(children, Face))

    def deal_offers(self, children) -> tuple[TableOffer, ...]:
        """Offers in order; "the next oldest" is one older than the offer before, "then
        quadruple" the next oldest table card for that many of the last offer's unit."""
        offers: list[TableOffer] = []
        for item in children:
            if not isinstance(item, (_Offer, _Then_times)):
                continue
            last = offers[-1] if offers else None
            if isinstance(item, _Then_times):
                if last is None or last.source != OfferFrom.TABLE or last.age is None or last.age < 1:
                    raise NotThisFamily("'then' follows an offer of a table card by age")
                offers.append(TableOffer(OfferFrom.TABLE, last.age + 1, last.cost, item.times))
                continue
            age = item.age
            if item.source == OfferFrom.TABLE and age == 0:  # "the next oldest"
                if last is None or last.source != OfferFrom.TABLE or last.age is None or last.age < 1:
                    raise NotThisFamily("'the next oldest' follows an offer of a table card by age")
                age = last.age + 1
            offers.append(TableOffer(item.source, age, item.price.unit, float(item.price.times)))
        ages = [o.age for o in offers if o.source == OfferFrom.TABLE]
        if len(set(ages)) != len(ages):
            raise NotThisFamily("one table card offered twice")
        return tuple(offers)

    def deal_offer(self, children) -> _Offer:
        source, age = children[0]
        return _Offer(source, age, _of(children, Price))

    def offer_then(self, children) -> _Then_times:
        return _Then_times({"double": 2.0, "triple": 3.0, "quadruple": 4.0, "octuple": 8.0}[str(children[0])])

    def offered_table(self, children) -> tuple:
        return OfferFrom.TABLE, _of(children, _Age).age

    def offered_deck(self, children) -> tuple:
        return OfferFrom.DECK, None

    def age_oldest(self, children) -> _Age:
        return _Age(1)

    def age_next(self, children) -> _Age:
        """"the next oldest": counted from the offer before (0 until then)."""
        return _Age(0)

    def deal_multiple(self, children) -> str:
        return str(children[0])

    def age_nth(self, children) -> _Age:
        return _Age(children[0])

    def age_newest(self, children) -> _Age:
        return _Age(-1)

    def deal_bought(self, children) -> Face:
        return _of(children, Face)

    def bought_down(self, children) -> Face:
        return Face.DOWN

    def bought_up(self, children) -> Face:
        return Face.UP

    deal_offer_sep = deal_others = deal_wanted

    # ---- table cards taken ----------------------------------------------------------------------
    def pick_free(self, children) -> BuyTableCard:
        return BuyTableCard((TableOffer(OfferFrom.TABLE, None, Cost.FREE), TableOffer(OfferFrom.DECK, None, Cost.FREE)),
                            _of(children, Face))

    def pick_or_buy(self, children) -> BuyTableCard:
        price = _of(children, Price)
        return BuyTableCard((TableOffer(OfferFrom.TABLE, None, Cost.FREE),
                             TableOffer(OfferFrom.DECK, None, price.unit, float(price.times))), Face.UP)

    def deal_picked_then(self, children) -> Face:
        return _of(children, Face)

    def deal_pick_order(self, children) -> PickTableCard:
        end, going = [c for c in children if isinstance(c, _Word)]
        if end.startswith("low") != (going == "up"):
            raise NotThisFamily("from the low hand the order goes up, from the high hand down")
        count = next(c for c in children if type(c) is int)
        return PickTableCard(count, PickOrder.LOW_FIRST if going == "up" else PickOrder.HIGH_FIRST)

    def deal_pick_end(self, children) -> _Word:
        return _Word(children[0])

    deal_pick_dir = deal_pick_end

    deal_into_hand = deal_into_hand_s = deal_wanted

    # ---- cards to one player, separate hands, table cards counted by the players -------------
    def deal_to_player(self, children) -> DealToPlayer:
        clause = _of(children, _Clause)
        return DealToPlayer(clause.count, clause.face, _of(children, Role), table_card=clause.table)

    def deal_hands(self, children) -> DealHands:
        hands = children[0] if isinstance(children[0], int) else children[1]
        clause = _of(children, _Clause)
        if clause.table:
            raise NotThisFamily("hands of table cards")
        return DealHands(hands, clause.count, clause.face)

    def deal_sets(self, children):
        return None

    def deal_table_counted(self, children) -> TableDealPerPlayer:
        times = next((c for c in children if isinstance(c, _Times)), _Times(1))
        return TableDealPerPlayer(times.n, _of(children, Face) or Face.DOWN)

    def deal_counted_cards(self, children):
        return _of(children, Face)

    def times_two(self, children) -> "_Times":
        return _Times(2)

    def times_n(self, children) -> "_Times":
        return _Times(children[0])

    def deal_dealt_any(self, children) -> CardTest:
        test = _of(children, CardTest)
        if test.wild or test.pair or test.up:
            raise NotThisFamily("only ranks, cards, suits and jokers")
        return test

    def deal_table_short(self, children) -> int:
        return next(c for c in children if isinstance(c, int))

    def deal_table_full(self, children):
        return next((c for c in children if isinstance(c, int)), None)

    def deal_fewer(self, children):
        return None

    def deal_table_up_to(self, children) -> DealTableUpTo:
        short = children[0]
        full = children[-1]
        if full is not None and full != short:
            raise NotThisFamily("a table topped up to another number than it fell short of")
        return DealTableUpTo(short, _of(children, Face))

    def deal_deck_out(self, children) -> DealDeckOut:
        return DealDeckOut(_of(children, Face), even=any(c is True for c in children))

    def deal_whole_deck(self, children):
        return None

    def deal_evenly(self, children) -> bool:
        return True

    def deal_with_lead(self, children) -> tuple:
        clause = _of(children, _Clause)
        if clause.table:
            raise NotThisFamily("a table card to each player")
        return Deal(clause.count, clause.face, Target.EACH), LeadPlayer(_of(children, Side))

    def deal_lead(self, children) -> Side:
        return _of(children, Side)

    def deal_the_lead(self, children):
        return None

    def deal_lead_way(self, children) -> Side:
        return Side(children[0])

    def lead_left(self, children) -> Side:
        return Side.LEFT

    def lead_right(self, children) -> Side:
        return Side.RIGHT

    def deal_to_lead(self, children) -> DealToPlayer:
        clause = _of(children, _Clause)
        return DealToPlayer(clause.count, clause.face, Role.LEAD, table_card=clause.table)

    def deal_if_wanted_limited(self, children) -> tuple:
        return self.deal_if_wanted(children[:1]) + (_of(children, DeclineLimit),)

    def limit_last_round(self, children) -> DeclineLimit:
        return DeclineLimit(after_decline=True)

    def limit_in_row(self, children) -> DeclineLimit:
        return DeclineLimit(in_a_row=_of(children, int))

    def deal_whenever(self, children):
        return None

    def deal_trigger(self, children) -> Trigger:
        return children[0]

    def trigger_pair_up(self, children) -> Trigger:
        return Trigger("dealt-up", pair=True)

    def deal_to_the_table(self, children) -> bool:
        return True

    def deal_table_on(self, children) -> TableCardsOn:
        clause = _of(children, _Clause)
        if not (clause.table or children[-1] is True):
            raise NotThisFamily("cards on a card event to whom?")
        return TableCardsOn(_of(children, Trigger), clause.count, clause.face)

    def deal_per_each(self, children) -> TableDealPerPlayer:
        return TableDealPerPlayer(children[0], _of(children, Face) or Face.DOWN)

    def deal_sealed_bid(self, children) -> SealedBidCards:
        low, high = (c for c in children if isinstance(c, Price))
        if low.plain is None or high.plain is None:
            raise NotThisFamily("bids bounded by a plain unit only")
        return SealedBidCards(low.plain, high.plain)

    def deal_by_bid(self, children):
        return None

    def deal_sealed(self, children) -> tuple:
        """"Deal one card face up for each player" alone is a card to each player; followed by
        sealed bids that share "the cards" out, the cards lie on the table, one for each
        player, till the bids give them out (the first sentence read alone was wrong here)."""
        return _of(children, TableDealPerPlayer), _of(children, SealedBidCards)

    def deal_reveal(self, children) -> ExtraForShown:
        ranks, more = _of(children, Ranks), _of(children, _More)
        if ranks.jokers:
            raise NotThisFamily("jokers shown")
        return ExtraForShown(ranks.ranks, ranks.cards, more.count, more.face)

    def deal_they_hold(self, children):
        return None

    def match_in_turn(self, children) -> DealToMatch:
        return DealToMatch(in_turn=True)

    def match_flipped(self, children) -> DealToMatch:
        return DealToMatch(in_turn=False)

    def deal_give(self, children):
        return None

    def deal_going_in_extra(self, children) -> ExtraForGoingIn:
        test, more = _of(children, CardTest), _of(children, _More)
        if test.suits or test.wild or test.pair or test.jokers or test.up:
            raise NotThisFamily("only ranks and cards")
        return ExtraForGoingIn(test.ranks, test.cards, more.count, more.face)

    def deal_kitty(self, children):
        return None

    def deal_permanent(self, children) -> AddToPermanentHand:
        more = _of(children, _More)
        return AddToPermanentHand(more.count, more.face)

    def deal_perm_verb(self, children):
        return None

    def deal_perm_cards(self, children) -> _More:
        return _More(children[0], _of(children, Face))

    def deal_shown(self, children) -> tuple:
        return NoPeek(), ShownToOthers()

    def deal_then_shown(self, children) -> tuple:
        return children[0] + children[1]

    def deal_flip_force(self, children) -> RedealIf:
        test = _of(children, CardTest)
        if test.suits or test.wild or test.pair or test.jokers or test.up:
            raise NotThisFamily("only ranks and cards")
        return RedealIf(RedealWhen.FLIPPED, test.ranks, test.cards)

    def deal_common_reveals(self, children) -> CardTest:
        return self.deal_table_card_is(children)

    def deal_redeal_dealt(self, children) -> RedealIf:
        test = _of(children, CardTest)
        return RedealIf(RedealWhen.DEALT, test.ranks, test.cards, test.jokers, _of(children, _Redeal).still_in,
                        suits=test.suits)




class _PerGame(int):
    """How many times a game."""


@dataclass(frozen=True, slots=True)
class _Act:
    passed: bool
    first_only: bool
    switch: bool = False


@dataclass(frozen=True, slots=True)
class _Then:
    replaced: bool = False
    forced_on: bool = False


@dataclass(frozen=True, slots=True)
class _Offer:
    source: OfferFrom
    age: int | None
    price: Price


@dataclass(frozen=True, slots=True)
class _Then_times:
    times: float


@dataclass(frozen=True, slots=True)
class _Age:
    age: int


class _Word(str):
    """A word kept for its meaning ("low", "up")."""


class _Doubled:
    """Marks "pay double last round's passing fee"."""


class _Even:
    """Marks "even if it was passed to them"."""


class _Tail:
    PAST_DEALER = "past-dealer"
    AT_ONCE = "at-once"


@dataclass(frozen=True, slots=True)
class _Times:
    n: int


__all__ = ["Reader", "Side"]
