"""Plans with one mechanic more (`play.fast.own_play`): the split card's holder (`split_card`,
`split_guts`, `split_flips`: its own tests in tests/odds/test_fast_split_card.py), flipped
cards sorted into two hands (`hand_piles`), cards split into stacks (`stacks`), flipped cards
thrown away (`flip_discards`) or passed on (`flip_passes`), a game won by one unmatched card
(`unmatched`), and games whose forced rules only cost chips (`forced`) or whose stack only
decides what shows (`stack_aside`). Each is what the simulator does, seed for seed: the same
winners and winning hands, the same figures (split pots, forced folds), on games written with
other numbers, ranks and suits than the catalog's."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from dealerschoice.cards import HandRules
from dealerschoice.play.fast import DrawPlan, Plan, Unplanned, plan_for
from dealerschoice.play.fast.flip_discards import FlipDiscardPlan, Keeper, compile_flip_discards
from dealerschoice.play.fast.flip_passes import FlipPassPlan, compile_flip_passes, passed_hands
from dealerschoice.play.fast.forced import compile_forced
from dealerschoice.play.fast.hand_piles import PilePlan, compile_piles, seat_hands
from dealerschoice.play.fast.own_play import compile_own
from dealerschoice.play.fast.qualify import Qualify
from dealerschoice.play.fast.refusals import RefusePlan, compile_refusals
from dealerschoice.play.fast.split_card import SplitCardPlan
from dealerschoice.play.fast.split_flips import SplitFlipPlan
from dealerschoice.play.fast.split_guts import SplitGutsPlan
from dealerschoice.play.fast.stack_aside import compile_stack_aside
from dealerschoice.play.fast.stacks import StackPlan, compile_stacks, stacked_hands
from dealerschoice.play.fast.twisting import TwistPlan, compile_twists, seat_twist_counts, twist_count
from dealerschoice.play.fast.unmatched import UnmatchedPlan, compile_unmatched, unmatched_deal
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import agreement_tests, codes, fast_outcome, full_outcome, program_of

SPLIT = "Showdown, high hand splits the pot with the split-card"
HOLE_HEART = (("Deal two cards down to each player.", "Deal one card up to each player.", SPLIT,
               "The split-card is the high, face-down heart."))
TABLE_SUIT = ("Deal two cards down to each player.", "Deal one card face down to the table.",
              "Deal three cards up to each player.", SPLIT,
              "The split card is the high card of the same suit as the table card.")
NAMED = ("Deal three cards down to each player.", "Deal two cards up to each player.", SPLIT,
         "The split-card is any face-down red jack.")
BY_TABLE = ("Deal two cards down to each player.", "Deal two cards up to each player.",
            "Deal one card face up to the table.", SPLIT,
            "If the last table card is ten or higher, the split card is the high card of that suit. "
            "Otherwise the split card is the low card of that suit.")
BY_COUNT = ("Deal three cards down to each player.", "Deal two cards up to each player.", SPLIT,
            "If an even number of hearts were dealt face up, the split card is the high down heart, "
            "otherwise it is the low down heart.")
HOLE_HIGH = ("Deal three cards down to each player.", "Deal two cards up to each player.", SPLIT,
             "The high card in the hole is the split-card. If there is a tie of split-cards, then there is no "
             "split-card.")
INTO = ("Each player looks at their top card, puts in their low (left) hand or high (right) hand, and all "
        "players simultaneously reveal their cards. Neither hand can have more than three cards.")
PILES = ("Deal six cards face down to each player. No player may look at these cards.", *[INTO] * 6,
         "Showdown, high-low split.")
STACKS = ("Deal eight cards face down to each player.",
          "Each player splits their cards into two hands of four cards each, arranging them in order in face "
          "down stacks. The order of the stacks may not change once made.",
          "Each player simultaneously flips one card from each of their stacks.", "Showdown, high hand wins.")
REGRET = ("Each player flips the top card off their stack. Each player must discard one of these cards when "
          "flipped during the game.")
REGRETS = ("Deal six cards down to each player. No player may look at these cards.", *[REGRET] * 6,
           "Showdown, high hand wins.")
MATCH = ("Deal two cards down to each player.", "Deal three cards up to each player.",
         "If you get a queen face up, you must match the pot or fold.", "Showdown, high hand wins.")
LOWEST = "The lowest non-repeated card of the last flip must match the pot or fold."
STACK_FLIP = "Each player simultaneously flips over the top card of their stack."
STANDOFF = ("Deal six cards face down to each player.", "Each player discards one card.",
            "Each player puts their cards in order in a stack face down on the table. The order of the stack may "
            "not change once made.", STACK_FLIP, LOWEST, STACK_FLIP, LOWEST, "Showdown, high hand wins.")
ASIDE_FLIP = "Each player simultaneously flips the top card of their three card stack."
ASIDE = ("Deal six cards face down to each player.", "Each player discards one card.",
         "Each player puts their cards into a three card stack, with one card on either side.", ASIDE_FLIP,
         ASIDE_FLIP, "Each player simultaneously flips over one of their remaining down cards. If they flip the one "
         "on the right, they are going high; if they flip the one on the left, they are going low.",
         "Showdown, highest declared high hand and lowest declared low hand split the pot.")
GUTS_SPLIT = ("Deal two cards down to each player.", "Deal one card face down to the table.",
              "Deal two cards up to each player.",
              "Declare in/out one at a time, starting with the player to the left of the dealer.", SPLIT,
              "The split card is the low card of the same suit as the table card.",
              "Anyone who went in and lost must match the pot. If no one went in or someone had to match the pot, "
              "redeal for all.")
PASS_ON = "Each player flips over one down card and passes it to their right."
PASSING = ("Deal two cards face down to each player.", PASS_ON, "Deal one card down to each player.", PASS_ON,
           "Deal one card down to each player.", PASS_ON, "Deal one card down to each player.",
           "Showdown, high hand wins.")
UP = "Deal one card up to each player."
FLIP_SPLIT = ("Deal two cards down to each player.", UP, UP, UP, "Deal one card down to each player.", SPLIT,
              "The split-card is the high face-down club.", "Fives are wild.",
              "If a player is ever dealt a face up seven, they may pay max bet to buy another up card.",
              "If the jack of hearts is ever dealt face up, redeal.")
UNIQUE = "The highest unmatched hole card wins the pot. If no one has a unique card, redeal."
SHOOT = ("Deal three cards face down to each player.", "Each player discards one card.", STANDOFF[2], STACK_FLIP,
         LOWEST, "Normal betting round, with the player with the high hand showing opening.", UNIQUE)
PUSH = ("Deal one up to each player. A player can pass the first card he gets each round, even it was passed to "
        "him, and get the top card off the deck instead. If a card makes it past the dealer it is discarded.")
PUSHING = ("Deal two cards down to each player.", PUSH, PUSH, PUSH, "Declare high/low simultaneously.",
           "Showdown, highest declared high hand and lowest declared low hand split the pot.")
PUSH_DRAW = (*PUSHING[:3], "Each player may draw up to two cards.", *PUSHING[4:])
REJECT = "Three times during the game each player may reject their dealt card and get another one."
REJECTING = (f"Deal one card down to each player. {REJECT}", *[f"Deal one card up to each player. {REJECT}"] * 4,
             "Showdown, low hand wins.")
TWIST_BOARD = ("Deal two cards down to each player.", "Deal three cards face up to the table.",
               "Each player may twist one card for max bet.", "Deal one card face up to the table.",
               "Showdown, high hand wins.")
TWIST_SPLIT = ("Deal three cards down to each player.", "Deal two cards up to each player.",
               "Each player may twist up to two cards for double ante each.", "Showdown, high-low split.")
TWIST_DOWN = ("Deal one card down to each player.", UP, UP, UP,
              "Each player may twist a card for max bet. If you twist an up card, you can get the new card down by "
              "flipping your hole card.", "Showdown, high hand wins.")
REJECT_UP = ("Deal one up to each player. Each player may reject the first card they are dealt each round and take "
             "the top one off the deck instead.")
REJECT_TWIST = ("Deal two cards down to each player.", REJECT_UP, REJECT_UP, REJECT_UP,
                "Each player may twist up to two cards for max bet.", "Kings are wild in high hands.",
                "Showdown, high hand wins.")
ALL = {"reject and twist": REJECT_TWIST, "twist down": TWIST_DOWN, "twist board": TWIST_BOARD, "twist split": TWIST_SPLIT, "push and draw": PUSH_DRAW, "pushing": PUSHING, "rejecting": REJECTING, "unique": SHOOT, "flip split": FLIP_SPLIT, "passing": PASSING, "guts split": GUTS_SPLIT, "match": MATCH,
       "standoff": STANDOFF, "aside": ASIDE, "hole heart": HOLE_HEART, "table suit": TABLE_SUIT, "named": NAMED, "by table": BY_TABLE,
       "by count": BY_COUNT, "hole high": HOLE_HIGH, "piles": PILES, "stacks": STACKS, "regrets": REGRETS}
KINDS = {"reject and twist": RefusePlan, "twist down": TwistPlan, "twist board": TwistPlan, "twist split": TwistPlan, "push and draw": RefusePlan, "pushing": RefusePlan, "rejecting": RefusePlan, "unique": UnmatchedPlan, "flip split": SplitFlipPlan, "passing": FlipPassPlan, "guts split": SplitGutsPlan,
         "match": Plan, "standoff": DrawPlan, "aside": DrawPlan, "hole heart": SplitCardPlan, "table suit": SplitCardPlan, "named": SplitCardPlan,
         "by table": SplitCardPlan, "by count": SplitCardPlan, "hole high": SplitCardPlan, "piles": PilePlan,
         "stacks": StackPlan, "regrets": FlipDiscardPlan}


def shares_of(program, players: int, seed: int) -> tuple[int, ...]:
    """The seats the simulator paid at its last showdown (everyone staying, as the odds play)."""
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    hand.run()
    return tuple(sorted(n for n in hand.outcome.result.showdowns[-1]["shares"]))


# each game plans as its kind, the simulator's tally and winners seed for seed (`test_fast.agreement_tests`)
test_each_mechanic_plans_as_its_kind, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(ALL, KINDS)


def test_flipped_cards_sorted_into_hands():
    plan = compile_piles(program_of(PILES), 2)
    assert plan.limit == 3 and plan.flipped == ((0, 1, 2, 3, 4, 5), (6, 7, 8, 9, 10, 11)) and plan.kept == ((), ())
    x = codes("2s 9h 3d 4c 5s Kd  Ah Kh Qh Jh Th 9s")
    hands = seat_hands(plan, x)
    # a seven or lower goes low, higher high; a full low hand sends the five high
    assert hands[0] == [tuple(codes("2s 3d 4c")), tuple(codes("9h 5s Kd"))]
    # a full high hand sends the jack, the ten and the nine low
    assert hands[1] == [tuple(codes("Jh Th 9s")), tuple(codes("Ah Kh Qh"))]


def test_best_cards_make_the_high_stack():
    plan = compile_stacks(program_of(STACKS), 2)
    assert (plan.stacks, plan.size) == (2, 4)
    x = codes("As 2d Ad 3c Ac 7h Ah 9c  2s 3s 4s 5s 6s 7d 8d 9d")
    low, high = stacked_hands(plan, x)[0]
    assert sorted(high) == sorted(codes("As Ad Ac Ah")) and sorted(low) == sorted(codes("2d 3c 7h 9c"))
    low, high = stacked_hands(plan, x)[1]
    # four cards make no straight: the four highest are the best four
    assert sorted(high) == sorted(codes("6s 7d 8d 9d")) and sorted(low) == sorted(codes("2s 3s 4s 5s"))


def test_a_flipped_card_that_does_not_help_is_thrown():
    plan = compile_flip_discards(program_of(REGRETS), 2)
    assert (plan.flips, plan.owed) == (6, 1)
    keep = Keeper(plan)
    # one card alone shows no better category than none: the first flipped card goes while one is owed
    assert keep(tuple(codes("Ks Kd 2h 3c 4d 5s"))) == tuple(codes("Kd 2h 3c 4d 5s"))
    two = Keeper(compile_flip_discards(program_of((REGRETS[0].replace("six", "four"), *[REGRET.replace(
        "one of", "two of")] * 4, REGRETS[-1])), 2))
    assert two(tuple(codes("9s 9d 9h 2c"))) == tuple(codes("9h 2c"))


@pytest.mark.parametrize("texts, reason", [
    (("Deal two cards down to each player.", "Deal one card up to each player.", "Showdown, high hand wins."),
     "no split card rule; no flip into a player's hands; no stacking into hands, or more than one; "
     "no discard of flipped cards, or one of another kind; no pass of the flipped cards, or a pass of others; "
     "no showdown of the highest unmatched hole card, or another showdown; no card a player may refuse; "
     "no twist; no forced rule; no stack; no hand needed to open; no place that wins; no table card for sale; "
     "no pot won outright; no partners step; no leg step; no first ante into a high and a low pot; "
     "no redeal a player calls for; no buy-back-in step; no price to fold"),
])
def test_refusals_say_why(texts, reason):
    with pytest.raises(Unplanned) as error:
        compile_own(program_of(texts), 3)
    assert str(error.value) == reason


def test_seed_games_plan(seeds):
    """The seed catalog's games each mechanic plans, seed for seed as the simulator plays them."""
    found = {}
    for found_game, program in runnable(seeds.games):
        players = odds_players(program, None)
        plan = plan_for(program, players)
        if type(plan) in (PilePlan, StackPlan, FlipDiscardPlan, SplitCardPlan, FlipPassPlan):
            found[found_game.name] = type(plan)
            for seed in range(6):
                assert fast_outcome(plan, seed) == full_outcome(program, players, seed), (found_game.name, seed)
    assert found == {"Henway no Peek": PilePlan, "WTF": PilePlan, "Henway": StackPlan,
                     "Seven Card Regrets": FlipDiscardPlan, "Pass the Crap Stud": FlipPassPlan}
    shootout = next(p for g, p in runnable(seeds.games) if g.name == "Shootout")
    assert type(plan_for(shootout, odds_players(shootout, None))) is UnmatchedPlan
    for name in ("Standoff", "High/Low Jim"):  # forced payments only, cards aside only: the plan of the rest
        program = next(p for g, p in runnable(seeds.games) if g.name == name)
        players = odds_players(program, None)
        assert type(plan_for(program, players)) is DrawPlan
        for seed in range(6):
            assert fast_outcome(plan_for(program, players), seed) == full_outcome(program, players, seed)


def test_a_match_of_the_pot_forces_nobody_out():
    program = program_of(MATCH)
    plan = compile_forced(program, 4)
    assert plan.seats == (((0, 1, 8, 9, 10),), ((2, 3, 11, 12, 13),), ((4, 5, 14, 15, 16),), ((6, 7, 17, 18, 19),))
    figures = summary(play_deals(program, 4, 5, 0, 80, fast=False))
    assert figures.forced_folds == 0.0 and figures == summary(play_deals(program, 4, 5, 0, 80))


@pytest.mark.parametrize("rule, reason", [
    ("If you get a queen face up, you must fold.", "rule 3: a forced rule that makes a player fold"),
    ("If any player is dealt a face up queen, they must immediately match the pot or fold. If they match the pot "
     "they get dealt an up card.", "rule 3: a forced rule that deals 1 card"),
])
def test_forced_rules_that_may_fold_are_refused(rule, reason):
    program = program_of((MATCH[0], MATCH[1], rule, MATCH[3]))
    with pytest.raises(Unplanned) as error:
        compile_forced(program, 4)
    assert str(error.value) == reason


def test_cards_aside_and_their_flips_leave_every_card_in_the_hand():
    plan = compile_stack_aside(program_of(ASIDE), 3)
    assert isinstance(plan, DrawPlan)


def test_a_discard_after_the_stacking_is_refused():
    texts = (ASIDE[0], ASIDE[2], "Each player discards one card.", ASIDE[-1])
    with pytest.raises(Unplanned, match="^after the stacking, a discard step \\(a player's choice may read the "
                                        "cards showing\\)$"):
        compile_stack_aside(program_of(texts), 3)


def test_the_card_that_shows_least_is_passed_on():
    plan = compile_flip_passes(program_of(PASSING[:2] + PASSING[-2:]), 3)
    # seat 1: Ks 2h, seat 2: As 3d, seat 3: Qc Qd; then one card each: 9s, 9h, 9d
    hands = passed_hands(plan, codes("Ks 2h As 3d Qc Qd 9s 9h 9d"))
    # each shows its card that shows least (2h, 3d, the lower queen in card order: Qd) and passes it
    # to the right, the seat before: seat 1 gets seat 2's, seat 2 seat 3's, seat 3 seat 1's
    assert [sorted(h) for h in hands] == [sorted(codes(t)) for t in ("Ks 9s 3d", "As 9h Qd", "Qc 9d 2h")]


def test_a_pass_of_other_cards_is_refused():
    texts = ("Deal two cards face down to each player.", "Each player passes one card to their left.",
             "Showdown, high hand wins.")
    with pytest.raises(Unplanned, match="^no pass of the flipped cards, or a pass of others$"):
        compile_flip_passes(program_of(texts), 3)


def test_a_game_won_by_one_card_counts_only_its_deals():
    plan = compile_unmatched(program_of(SHOOT), 2)
    assert plan.moves == (("deal", 3), ("discard", 1), ("stack",), ("flip",)) and plan.redeals
    counts = plan.play(range(25))
    assert (counts.deals, counts.split, counts.forced, counts.no_showdown, sum(counts.wins.values())) == (25, 0, 0, 0, 0)
    # two players of two hole cards each: some deals hold no unique card and are dealt again
    redealt = []
    for seed in range(60):
        hand = PlayedHand(program_of(SHOOT), 2, seed)
        hand.piece(Stance).everyone_stays = True
        hand.run()
        redealt += [seed] * (hand.progress.deals > 1)
        assert fast_outcome(plan, seed) == full_outcome(program_of(SHOOT), 2, seed)
    assert redealt and unmatched_deal(plan, redealt[0]).winners


def test_a_forced_fold_beside_an_unmatched_card_is_refused():
    texts = (*SHOOT[:4], "If you get a queen face up, you must fold.", SHOOT[-1])
    with pytest.raises(Unplanned, match="^rule 5: a forced rule that makes a player fold$"):
        compile_unmatched(program_of(texts), 3)


def test_a_refused_card_passes_on_or_is_replaced():
    push = compile_refusals(program_of(PUSHING), 4)
    offer = push.moves[2][1]
    assert [m[0] for m in push.moves] == ["deal", "deal", "offer", "deal", "offer", "deal", "offer", "declare"]
    assert (offer.passed, offer.replaced, offer.even_passed, offer.past_dealer_discarded) == (True, True, True, True)
    reject = compile_refusals(program_of(REJECTING), 4)
    # the offer after the deal down offers nothing: only cards dealt up are offered again
    assert [m[0] for m in reject.moves] == ["deal", "deal", "offer", "deal", "offer", "deal", "offer", "deal", "offer"]
    assert reject.moves[2][1].per_game == 3 and not reject.moves[2][1].passed and reject.aim == "low"
    draw = compile_refusals(program_of(PUSH_DRAW), 4)
    assert [m[0] for m in draw.moves][-3:] == ["discard", "draw", "declare"]
    assert (draw.moves[-3][1].counts, draw.aim) == ((0, 1, 2), "lean")  # none, one or two: each seat's choice


def test_a_deck_run_out_by_refusals_is_unplayed_as_the_simulators():
    program = program_of(REJECTING)
    fast, full = play_deals(program, 7, 2, 0, 60), play_deals(program, 7, 2, 0, 60, fast=False)
    assert fast.unplayed == full.unplayed > 0 and summary(fast) == summary(full)


def test_a_twist_changes_the_cards_below_a_queen_without_a_pair():
    rules = compile_twists(program_of(TWIST_SPLIT), 3).rules
    up_to_two = (0, 1, 2)
    assert twist_count(codes("Ks 9d 4c 7h 2s"), [], up_to_two, "high", rules) == 2  # four below a queen: two
    assert twist_count(codes("Ks Qd Jc 7h 2s"), [], up_to_two, "high", rules) == 2
    assert twist_count(codes("Ks Qd Ac Ah 2s"), [], up_to_two, "high", rules) == 0  # a pair: no twist
    assert twist_count(codes("Ks Qd Ac 2h 3s"), codes("2d"), up_to_two, "high", rules) == 0  # pairs the table
    assert twist_count(codes("As Ad 3c 9h Ks"), [], up_to_two, "low", rules) == 2  # a pair and two above an eight


def test_twisted_cards_take_the_places_the_plain_game_deals():
    plan = compile_twists(program_of(TWIST_BOARD), 2)
    assert plan.places == ((0, 1), (2, 3)) and plan.table_places == (4, 5, 6, 7)
    assert [m[0] for m in plan.moves] == ["each", "table", "twist", "table"]


def test_a_twist_of_more_for_an_ace_shown():
    """"three if they show an ace": a seat holding an ace may twist three (the ace kept out of
    the count), the others two; seed for seed with the simulator."""
    texts = ("Deal five cards face down to each player.",
             "Each player may twist up to two cards for max bet each, three if they show an ace.",
             "Showdown, high hand wins.")
    program = program_of(texts)
    plan = compile_twists(program, 3)
    step = plan.moves[1][1]
    assert seat_twist_counts(step, codes("As 2d 5h 7c 9s"), 0, 3) == (0, 1, 2, 3)
    assert seat_twist_counts(step, codes("Ks 2d 5h 7c 9s"), 0, 3) == (0, 1, 2)
    # an ace and four low cards: three go (the ace and the best of the rest stay)
    assert twist_count(codes("As 2d 5h 7c 9s"), [], (0, 1, 2, 3), "high", plan.rules) == 3
    for index in range(30):
        seed = deal_seed(6, index)
        assert fast_outcome(plan, seed) == full_outcome(program, 3, seed)
    with pytest.raises(Unplanned, match="^a twist that adds a card$"):
        compile_twists(program_of(("Deal four cards face down to each player.",
                                   "Each player may buy an extra card for max bet.", "Showdown, high hand wins.")), 3)


# -- one high showdown counted as a fixed plan's (`run.high_deal`, which the plans of one mechanic more share)

@dataclass(frozen=True)
class _Shown:
    """What `run.high_deal` reads of a plan."""

    tie_pays: bool = True
    plain: bool = True
    qualify: Qualify = Qualify()
    rules: HandRules = HandRules()


def test_high_deal_counts_the_best_group_of_each_seat():
    from dealerschoice.cards.keys import high_score
    from dealerschoice.play.fast.run import PlanCounts, high_deal

    def score(cards):
        return high_score(cards, HandRules.parse("2"))
    seats = [[tuple(codes("Ks Kd 9c")), tuple(codes("As 7d 4c"))], [tuple(codes("Kh Kc 9d"))], [tuple(codes("Qs Qd Ac"))]]
    counts = PlanCounts()
    found = high_deal(_Shown(), counts, seats, score)
    top = score(codes("Ks Kd 9c"))
    assert (found.winners, found.score) == ((1, 2), top)
    assert (counts.deals, counts.wins, counts.split, counts.wild) == (1, {top: 1}, 1, 0)
    # a tie that pays nobody: counted as a deal, nobody wins
    assert high_deal(_Shown(tie_pays=False), counts, seats, score).winners == ()
    assert (counts.deals, counts.wins, counts.split) == (2, {top: 1}, 1)
    # a wild card in the winner's first best group (the deuce makes the queens three)
    wild = [[tuple(codes("Qs Qd 2c"))], [tuple(codes("Ks Kd 9c"))]]
    found = high_deal(_Shown(plain=False, rules=HandRules.parse("2")), counts, wild, score)
    assert (found.winners, counts.wild, counts.deals) == ((1,), 1, 3)
    # a high qualifier (two pair) nobody reaches: nobody wins
    needs = Qualify(high_needs=((2, 2),))
    assert high_deal(_Shown(qualify=needs), counts, seats, score).winners == () and counts.deals == 4
