"""The draw plan (`play.fast.draws`) plays draws and passes as the simulator's players do, seed for seed,
and the keep choice as plain functions of card codes (`players.keeping.best_kept`,
`draw_choice`) is the simulator players' own (`policies.best_keep`, `choices.chosen`)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card, HandRules, parse_cards
from dealerschoice.cards.limited import Limited
from dealerschoice.cards.wild_groups import WildGroup
from dealerschoice.play import policies
from dealerschoice.play.fast import Unplanned, compile_plan, draws, plan_deal, plan_for
from dealerschoice.play.fast.choosing import SeatBounds
from dealerschoice.play.fast.draws import DISCARD, DrawPlan
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.players import keeping
from dealerschoice.play.program import NotRunnable, game_program
from dealerschoice.play.simulate import PlayedHand
from tests.odds.test_fast import fast_outcome, full_outcome, game

DEAL_FIVE = "Deal five cards down to each player."
BET = "Normal betting round, with the player to the left of the dealer opening."
HIGH = "Showdown, high hand wins."
DRAWS = ("Each player may draw up to three cards (four if they show an ace).",
         "Each player may draw up to two cards.",
         "Each player may draw one or three cards.",
         "Each player may draw three cards, four for the dealer.",
         "Each player may draw three cards, four for the player to the dealer's left.",
         "Each player may draw up to four cards (five if they show a king).",
         "Each player may draw up to three cards, four if they show an ace. Cards drawn are dealt face up.")
WILDS = ((), ("Twos are wild.",), ("Jacks with only one eye are wild. This is typically the jacks of hearts and spades.",),
         ("Use a 52 card deck with one joker added.", "Jokers are wild."))


def draw_game(draw: str, wild=(), rounds: int = 1, deal: str = DEAL_FIVE):
    texts = [*wild[:1 if wild and wild[0].startswith("Use") else 0], deal, BET]
    for _ in range(rounds):
        texts += [draw, BET]
    texts += [HIGH, *wild[1 if wild and wild[0].startswith("Use") else 0:]]
    return game_program(game(*texts))


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(DRAWS), st.sampled_from(WILDS),
       st.integers(min_value=2, max_value=5), st.integers(min_value=1, max_value=2))
def test_draw_games_same_winners(seed, draw, wild, players, rounds):
    program = draw_game(draw, wild, rounds)
    players = min(players, 52 // (5 + 5 * rounds))  # the most every seat may draw fits the deck
    plan = compile_plan(program, players)
    assert isinstance(plan, DrawPlan)
    assert fast_outcome(plan, seed) == full_outcome(program, players, seed)


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(DRAWS[:2] + DRAWS[3:4]), st.sampled_from(WILDS),
       st.integers(min_value=2, max_value=4))
def test_seven_card_draws_same_winners(seed, draw, wild, players):
    """Seven cards are too many to try every kept set: the usual count, card by card."""
    program = draw_game(draw, wild, deal="Deal seven cards down to each player.")
    assert fast_outcome(compile_plan(program, players), seed) == full_outcome(program, players, seed)


def test_five_card_draw_same_figures():
    """The whole tally over 120 deals: winning categories, keys, split pots, wild winners."""
    for wild in WILDS:
        program = draw_game(DRAWS[0], wild)
        assert summary(play_deals(program, 5, 3, 0, 120)) == summary(play_deals(program, 5, 3, 0, 120, fast=False))


def test_discard_without_draw_and_board():
    """Pineapple: two own cards of three kept, then the table (a fixed discard: no draw)."""
    program = game_program(game("Deal three cards down to each player.", BET, "Each player must discard one card.",
                                "Deal three cards face up to the table.", BET, "Deal one card face up to the table.",
                                HIGH))
    plan = compile_plan(program, 6)
    assert plan.groups == ((0, 1, 2, 3, 4, 5),) and plan.used == 18 + 4  # two own cards kept, four on the table
    for index in range(30):
        assert fast_outcome(plan, deal_seed(2, index)) == full_outcome(program, 6, deal_seed(2, index))


def test_ops_and_bounds_of_five_card_draw():
    plan = compile_plan(draw_game(DRAWS[0]), 5)
    assert [op[0] for op in plan.ops] == [draws.DEAL, DISCARD, draws.DRAW]
    assert plan.ops[1][2] == (SeatBounds((0, 1, 2, 3), 3, 4, (0, 1, 2, 3, 4), frozenset({14})),) * 5
    assert plan.used == 25 + 5 * 4 and plan.groups == ((0, 1, 2, 3, 4),)


def test_the_dealer_alone_draws_four():
    plan = compile_plan(draw_game(DRAWS[3]), 4)
    plain, more = SeatBounds((0, 1, 2, 3), 3), SeatBounds((0, 1, 2, 3), 3, 4, (0, 1, 2, 3, 4), None)
    assert plan.ops[1][2] == (plain, plain, plain, more)  # the dealer is the last seat
    left = compile_plan(draw_game(DRAWS[4]), 4)
    assert left.ops[1][2] == (more, plain, plain, plain)


@pytest.mark.parametrize("texts, players, reason", [
    ((DEAL_FIVE, "Each player may discard one or three cards.", DRAWS[1], HIGH), 2,
     "rule 3: a discard before the last one's draw"),
    (("Deal three cards down to each player, they may not look at these cards.", "Deal two cards down to each player.",
      DRAWS[1], HIGH), 3, "rule 3: a discard where some cards are unseen (no-peek)"),
    ((DEAL_FIVE, "Each player may discard one or three cards.", HIGH), 3,
     "a discard no draw follows: hands of a size each player chooses"),
    ((DEAL_FIVE, "Each player may discard up to three cards (four if they show an ace), getting back one less card "
      "than they discarded.", DRAWS[1], HIGH), 3,
     "rule 3: a discard step after a draw-back that leaves hands of different sizes"),
])
def test_refusals_name_the_rule(texts, players, reason):
    with pytest.raises(Unplanned) as error:
        compile_plan(game_program(game(*texts)), players)
    assert str(error.value) == reason


def test_a_deck_that_may_run_out_plans_once_the_tally_carries_it(monkeypatch):
    """With `RUN_OUT_TALLIED`, a deal whose draws run the deck out is unplayed, exactly where
    the simulator cannot play it; the others are the simulator's."""
    program = draw_game(DRAWS[0])
    assert plan_for(program, 7) is not None
    monkeypatch.setattr(draws, "RUN_OUT_TALLIED", True)
    plan = compile_plan(program, 7)
    unplayed = 0
    for index in range(40):
        seed = deal_seed(1, index)
        found = plan_deal(plan, seed)
        if found.unplayed:
            unplayed += 1
            hand = PlayedHand(program, 7, seed)  # the simulator itself: `full_outcome` skips such deals
            hand.piece(Stance).everyone_stays = True
            with pytest.raises(NotRunnable):
                hand.run()
        else:
            assert fast_outcome(plan, seed) == full_outcome(program, 7, seed)
    assert 0 < unplayed < 40
    counts = draws.play_draws(plan, [deal_seed(1, i) for i in range(40)])
    assert (counts.deals, counts.unplayed) == (40 - unplayed, unplayed)


def test_a_deck_that_may_run_out_tallies_its_unplayed_deals():
    """Five card draw at seven (up to 63 cards from 52) plans, and its tally, unplayed deals
    and all, is the simulator's."""
    program = draw_game(DRAWS[0])
    assert isinstance(plan_for(program, 7), DrawPlan)
    fast, full = play_deals(program, 7, 2, 0, 60), play_deals(program, 7, 2, 0, 60, fast=False)
    assert fast.unplayed == full.unplayed > 0
    assert summary(fast) == summary(full)


PASSES = ("Each player passes one card to their left.", "Each player passes two cards to the right.",
          "Each player passes one card to the left and one card to the right.",
          "Each player passes two cards to the player two seats to their left.")


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(PASSES), st.sampled_from(WILDS[:3]),
       st.integers(min_value=2, max_value=5), st.booleans())
def test_pass_games_same_winners(seed, passing, wild, players, draw):
    """Passes to a neighbour: every seat gives the cards worth least, then they move."""
    texts = [DEAL_FIVE, passing, BET, *([DRAWS[1]] if draw else []), HIGH, *wild]
    program = game_program(game(*texts))
    plan = compile_plan(program, players)
    assert [op[0] for op in plan.ops][:2] == [draws.DEAL, draws.PASS]
    assert fast_outcome(plan, seed) == full_outcome(program, players, seed)


def test_pass_moves_and_the_refusals():
    program = game_program(game(DEAL_FIVE, PASSES[2], HIGH))
    assert compile_plan(program, 3).ops[1] == (draws.PASS, 2, ((1, 1), (1, -1)))
    for texts, reason in (((DEAL_FIVE, "Deal one card face up to each player.", "Each player passes one down card to "
                            "their left.", HIGH), "rule 3: a pass of the down cards"),
                          (("Deal one card down to each player.", "Each player passes two cards to their left.", HIGH),
                           "rule 2: a pass of 2 from 1 cards"),
                          ((DEAL_FIVE, "Deal one card face up to each player.", ROLLS[0], HIGH),
                           "rule 3: a stack of cards some of which are up, unseen or still to draw")):
        with pytest.raises(Unplanned) as error:
            compile_plan(game_program(game(*texts)), 3)
        assert str(error.value) == reason


ROLLS = ("Each player puts their cards in order in a stack face down on the table. The order of the stack may not "
         "change once made.", "Each player simultaneously flips over the top card of their stack.")


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(WILDS[:3]), st.integers(min_value=2, max_value=7),
       st.booleans())
def test_stack_games_same_winners(seed, wild, players, passing):
    """A stack of all a player's cards changes their order only (the card that shows least
    on top, `policies.hide_order`): later flips of the stack's top move no card. Nothing
    after it reads the order (the showdown judges all seven cards): the plan drops it."""
    texts = ["Deal seven cards down to each player.", *([PASSES[0]] if passing else []), ROLLS[0], ROLLS[1], BET,
             ROLLS[1], HIGH, *wild]
    program = game_program(game(*texts))
    plan = compile_plan(program, players)
    assert draws.STACK not in [op[0] for op in plan.ops]
    assert fast_outcome(plan, seed) == full_outcome(program, players, seed)


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(WILDS[:3]), st.integers(min_value=2, max_value=7))
def test_a_stack_whose_order_is_read_stays(seed, wild, players):
    """Flips of the stack's top, then a discard of down cards: the order decides which cards
    are up, and so which may go: the stack stays an op, and plays as the simulator's."""
    texts = ["Deal seven cards down to each player.", ROLLS[0], ROLLS[1], BET, ROLLS[1],
             "Each player discards two down cards.", HIGH, *wild]
    program = game_program(game(*texts))
    plan = compile_plan(program, players)
    assert [op[0] for op in plan.ops] == [draws.DEAL, draws.STACK, draws.FLIP, draws.FLIP, draws.DISCARD]
    assert fast_outcome(plan, seed) == full_outcome(program, players, seed)


def test_stack_order_is_the_simulators():
    """The plan's stack is `policies.hide_order`'s, place for place."""
    from dealerschoice.play.fast.choosing import stacker

    hand = [int(Card.parse(t)) for t in ("Qs", "Qh", "Qd", "9c", "9d")]
    stacker(HandRules(), HandRules())(hand)
    assert [str(Card(c)) for c in hand] == ["9♦", "Q♠", "9♣", "Q♥", "Q♦"]


# -- the keep choice on card codes is the simulator players' own, and the exhaustive search's

RULES = (HandRules(), HandRules.parse("2"), HandRules.parse("Jh,Js"), HandRules(jokers="bug"), HandRules.parse("3,9"))


def oracle_keep(ordered, sizes, keep_with, rules, goal="high", low_rules=None):
    """Every kept set of every size tried, valued by `keeping.keep_value` with nothing
    remembered: the search the players' memoised `best_kept` must agree with. Walked
    backwards, the combinations keep the higher cards first, so a tie stays with them."""
    from itertools import combinations

    best, best_value = (), None
    for size in sizes:
        for chosen in reversed(list(combinations(range(len(ordered)), size))):
            value = keeping.keep_value(tuple(keep_with) + tuple(ordered[i] for i in chosen), rules, goal, low_rules)
            if best_value is None or value > best_value:
                best, best_value = chosen, value
    return tuple(ordered[i] for i in best)


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(RULES), st.sampled_from(["high", "low"]))
def test_best_kept_is_best_keep(rng: random.Random, rules, goal):
    size = rng.choice([3, 4, 5, 6])
    hand = sorted(Card(c) for c in rng.sample(range(53), size))
    keep_with = tuple(Card(c) for c in rng.sample([c for c in range(52) if c not in hand], rng.choice([0, 0, 1, 2])))
    sizes = sorted(rng.sample(range(size + 1), rng.randint(1, size)))
    places = keeping.best_kept([int(c) for c in hand], sizes, [int(c) for c in keep_with], rules, goal, rules)
    assert tuple(hand[i] for i in places) == oracle_keep(hand, sizes, keep_with, rules, goal, rules)
    assert policies.best_keep(hand, sizes, keep_with, rules, goal, rules) == tuple(hand[i] for i in places)


@settings(max_examples=200, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(RULES[:2] + RULES[3:]), st.permutations(range(4)))
def test_remembered_keeps_hold_for_renamed_suits(rng: random.Random, rules, names):
    """A hand kept once answers for every hand of its shape: the same places are kept."""
    hand = rng.sample(range(52), 5)
    renamed = sorted((c & ~3) | names[c & 3] for c in hand)
    keeping.best_kept(sorted(hand), (2, 3, 4, 5), (), rules)
    places = keeping.best_kept(renamed, (2, 3, 4, 5), (), rules)
    cards = [Card(c) for c in renamed]
    assert tuple(cards[i] for i in places) == oracle_keep(cards, (2, 3, 4, 5), (), rules)


# -- the keep search remembered by what it reads (issue 21: the draw plans' cost)

def _codes(text: str) -> list[int]:
    return sorted(int(c) for c in parse_cards(text))


def _kept(text: str, sizes, rules, goal="high", low_rules=None) -> list[str]:
    hand = _codes(text)
    return [str(Card(hand[i])) for i in keeping.best_kept(hand, sizes, (), rules, goal, low_rules)]


def test_low_keeps_are_remembered_by_rank_alone():
    """A low keep reads the cards' ace-to-five ranks and what is wild, never their suits: two
    hands of the same ranks share one remembered answer, whatever their suits."""
    rules = HandRules.parse("5")  # a new rules value: its memo starts empty in any process
    memo = keeping._LOW_KEPT.setdefault(rules, {})
    memo.clear()
    assert _kept("As 2d 3c 7h Kd", (2, 3, 4, 5), rules, "low") == ["2♦", "3♣", "7♥", "A♠"]
    assert _kept("Ah 2h 3h 7h Kh", (2, 3, 4, 5), rules, "low") == ["2♥", "3♥", "7♥", "A♥"]
    assert _kept("Ac 2s 3d 7d Ks", (2, 3, 4, 5), rules, "low") == ["2♠", "3♦", "7♦", "A♣"]
    assert len(memo) == 1  # three suit patterns, one answer remembered
    # the five is wild: kept with the two low cards; the nine (no drawing card) and the king thrown
    assert _kept("5s 2d 3c 9h Kd", (2, 3, 4, 5), rules, "low") == ["2♦", "3♣", "5♠"]
    assert len(memo) == 2


def test_high_keeps_without_a_flush_are_remembered_by_rank_alone():
    """Cards holding at most three of a suit (wild cards counted in) can make no flush nor
    draw to one: their keep reads ranks alone and is remembered so; four of a suit may draw
    to a flush, and is not."""
    rules = HandRules.parse("4")
    memo = keeping._HIGH_KEPT.setdefault(rules, {})
    memo.clear()
    assert _kept("Ks Kd 9s 7c 2h", (2, 3, 4, 5), rules) == ["K♠", "K♦"]
    assert _kept("Kh Kc 9c 7s 2s", (2, 3, 4, 5), rules) == ["K♥", "K♣"]
    assert len(memo) == 1
    assert _kept("Ks Qh 9s 7s 2s", (2, 3, 4, 5), rules) == ["2♠", "7♠", "9♠", "K♠"]  # four spades: the flush draw
    assert _kept("Qs Kh 9h 7h 2h", (2, 3, 4, 5), rules) == ["2♥", "7♥", "9♥", "K♥"]
    assert _kept("Ks Qh 9s 7s 4d", (2, 3, 4, 5), rules) == ["4♦", "K♠"]  # three spades and a wild: a pair beats the draw
    assert len(memo) == 1


FLYING = HandRules(wild_ranks=frozenset({2}), limited=(Limited.grouped(
    WildGroup.named(parse_cards("Jh Js"), 2), WildGroup.named(parse_cards("Kh"), 3)),))


def test_limited_wilds_count_only_where_their_cards_are_held():
    """A hand holding none of the cards the limited wilds read (each one-eyed jack as two
    wild cards, the one-eyed king as three) keeps as it would without them; a hand holding
    one keeps what it makes with it."""
    assert _kept("Kd 7c 7d 3s 9h", (2, 3, 4, 5), FLYING) == _kept("Kd 7c 7d 3s 9h", (2, 3, 4, 5), HandRules.parse("2")) \
        == ["7♦", "7♣"]
    # four sevens with the jack (two wild cards), all five kept: a made hand stands
    assert _kept("Jh 7c 7d 3s 9h", (2, 3, 4, 5), FLYING) == ["3♠", "7♦", "7♣", "9♥", "J♥"]
    assert _kept("Jh 7c 7d 3s 9h", (2, 3, 4, 5), HandRules.parse("2")) == ["7♦", "7♣"]
    nine = HandRules(limited=(Limited.grouped(WildGroup.adding(9)),))  # any two cards adding to nine: no shortcut
    assert keeping._limiting(FLYING) == frozenset(_codes("Jh Js Kh")) and keeping._limiting(nine) is None


LIMITED = (FLYING, HandRules(limited=(Limited.as_ranks(parse_cards("6s 6h"), [9]),)),
           HandRules(limited=(Limited.grouped(WildGroup.adding(9)),)),
           HandRules(wild_ranks=frozenset({3}), limited=(Limited.dead_cards(parse_cards("Qs Qc")),)))


@settings(max_examples=150, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(LIMITED), st.sampled_from(["high", "low"]))
def test_best_kept_under_limited_wilds_is_best_keep(rng: random.Random, rules, goal):
    size = rng.choice([3, 4, 5, 6])
    hand = sorted(Card(c) for c in rng.sample(range(53), size))
    sizes = sorted(rng.sample(range(size + 1), rng.randint(1, size)))
    places = keeping.best_kept([int(c) for c in hand], sizes, (), rules, goal, rules)
    assert tuple(hand[i] for i in places) == oracle_keep(hand, sizes, (), rules, goal, rules)


@settings(max_examples=150, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(RULES), st.sampled_from(["high", "low"]))
def test_remembered_keeps_hold_for_any_suits_where_no_flush_can_count(rng: random.Random, rules, goal):
    """Suits given anew (not only renamed): a low, or a high of at most three cards a suit,
    keeps the same places as the exhaustive search, whatever was remembered before."""
    ranks = rng.sample(range(13), 5)
    suits = [rng.randrange(4) for _ in ranks]
    again = [s if goal == "low" else (s + rng.choice([0, 1])) % 4 for s in suits]
    for pattern in (suits, again):
        if goal == "high" and max(pattern.count(s) for s in range(4)) > 3:
            continue
        cards = sorted(Card(r << 2 | s) for r, s in zip(ranks, pattern))
        places = keeping.best_kept([int(c) for c in cards], (2, 3, 4, 5), (), rules, goal)
        assert tuple(cards[i] for i in places) == oracle_keep(cards, (2, 3, 4, 5), (), rules, goal)


@settings(max_examples=100, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(RULES[:2] + RULES[3:]), st.sampled_from(["high", "low"]))
def test_best_kept_from_two_decks_is_best_keep(rng: random.Random, rules, goal):
    """A card held twice (two decks): the keep is still the exhaustive search's."""
    first = rng.sample(range(52), 4)
    cards = sorted(Card(c) for c in first + [first[0]])
    places = keeping.best_kept([int(c) for c in cards], (2, 3, 4, 5), (), rules, goal)
    assert tuple(cards[i] for i in places) == oracle_keep(cards, (2, 3, 4, 5), (), rules, goal)


def test_draw_choice_shows_the_ace_for_four():
    cards = [int(c) for c in (Card.parse(t) for t in ("As", "7d", "2c", "9h", "4s"))]
    thrown, shown = keeping.draw_choice(cards, cards, (0, 1, 2, 3, 4), 3, 4, cards[0], HandRules())
    assert (sorted(thrown), shown) == (sorted(cards[1:]), cards[0])
    # a pair of kings keeps the pair: nothing is shown, three are thrown
    kings = [int(Card.parse(t)) for t in ("Ks", "Kd", "2c", "9h", "As")]
    thrown, shown = keeping.draw_choice(kings, kings, (0, 1, 2, 3, 4), 3, 4, kings[4], HandRules())
    assert (sorted(thrown), shown) == (sorted(kings[2:]), None)


def test_a_big_pool_throws_the_usual_count_card_by_card():
    """Seven cards: no kept set is tried; the usual three go, the least worth (`passing.give_up`)."""
    hand = [int(Card.parse(t)) for t in ("Qs", "Qd", "2c", "9h", "4s", "3d", "8c")]
    thrown, shown = keeping.draw_choice(hand, hand, (0, 1, 2, 3), 3, None, None, HandRules())
    assert (sorted(thrown), shown) == (sorted(hand[i] for i in (2, 4, 5)), None)
    # the exception: nothing worth keeping but the ace, shown for four
    hand = [int(Card.parse(t)) for t in ("As", "Jd", "2c", "9h", "4s", "3d", "8c")]
    thrown, shown = keeping.draw_choice(hand, hand, (0, 1, 2, 3, 4), 3, 4, hand[0], HandRules())
    assert (len(thrown), shown) == (4, hand[0]) and hand[0] not in thrown


def test_the_keep_choice_tries_as_many_cards_as_the_players():
    """`keeping.KEEP_TRIED` is the simulator players' limit: above it, a pool is judged card by card."""
    assert keeping.KEEP_TRIED == policies.KEEP_TRIED == 6


RESHUFFLE = "If the deck runs out of cards, reshuffle the discards."


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(WILDS[:3]), st.sampled_from(["high", "low"]),
       st.integers(min_value=5, max_value=7))
def test_discards_shuffled_in_when_the_deck_runs_out(seed, wild, goal, players):
    """Triple draw at five to seven (up to 5 + 12 cards a seat): the discards go back under the
    deck, shuffled by the table's own random numbers, and the deal plays on as the simulator's."""
    program = game_program(game(DEAL_FIVE, BET, *[DRAWS[0], BET] * 3, f"Showdown, {goal} hand wins.", *wild, RESHUFFLE))
    plan = compile_plan(program, players)
    assert plan.refills and plan.used == 52
    found = plan_deal(plan, seed)
    if found.unplayed:  # still too few cards with the discards in
        with pytest.raises(NotRunnable):
            full_outcome(program, players, seed)
    else:
        assert fast_outcome(plan, seed) == full_outcome(program, players, seed)


def test_reshuffled_discards_tally_and_no_refill_where_the_deck_suffices():
    program = game_program(game(DEAL_FIVE, BET, *[DRAWS[0], BET] * 3, "Showdown, low hand wins.", RESHUFFLE))
    fast, full = play_deals(program, 6, 5, 0, 40), play_deals(program, 6, 5, 0, 40, fast=False)
    assert fast.unplayed == full.unplayed and fast.deals == 40 - fast.unplayed
    assert summary(fast) == summary(full)
    single = compile_plan(game_program(game(DEAL_FIVE, DRAWS[0], HIGH, RESHUFFLE)), 4)
    assert not single.refills and single.used == 20 + 16  # 36 cards at most: the short shuffle serves


# not in the corpus: the discards come back as the common cards
ON_TOP = ("Deal four cards down to each player.",
          "Each player discards two cards. The discards are shuffled and placed on top of the deck.",
          "Deal five common cards face up to the table.", HIGH)


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=6),
       st.sampled_from(((), ("Deuces are wild.",))))
def test_discards_shuffled_on_top_of_the_deck(seed, players, wild):
    """ "The discards are shuffled and placed on top of the deck.": shuffled by the table's
    random numbers after the deal's, they are the next cards dealt (here the common cards,
    five of them from the first discards); every deal the simulator's."""
    program = game_program(game(*ON_TOP, *wild))
    plan = compile_plan(program, players)
    assert isinstance(plan, DrawPlan) and plan.refills and not plan.refill_on_empty
    assert [op[0] for op in plan.ops] == [draws.DEAL, DISCARD, draws.ON_TOP, draws.TABLE]
    assert fast_outcome(plan, seed) == full_outcome(program, players, seed)
    x = list(plan.deck)
    rng = random.Random(seed)
    rng.shuffle(x)
    from dealerschoice.play.fast.draw_play import deal_out, stages

    left: list = []
    hands, board, _, _ = deal_out(plan, x, stages(plan), rng, left)
    thrown = set(x[:4 * players]) - {c for hand in hands for c in hand}
    back = min(5, 2 * players)  # the discards dealt as common cards; the deck's next cards after them
    assert len(thrown) == 2 * players and set(board[:back]) <= thrown
    assert board[back:] == x[4 * players:4 * players + 5 - back]
    rest, muck = left
    assert muck == [] and set(rest) == set(plan.deck) - {c for hand in hands for c in hand} - set(board)


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=5))
def test_discards_flipped_up_change_nothing(seed, players):
    """Not in the corpus: a draw of up to two, sevens wild, "Flip each player's discards.":
    the discards turn up in the muck, which nothing reads; the plan is the one without the
    flip, and every deal the simulator's."""
    texts = (DEAL_FIVE, DRAWS[1], "Flip each player's discards.", BET, HIGH, "Sevens are wild.")
    program = game_program(game(*texts))
    plan = compile_plan(program, players)
    without = compile_plan(game_program(game(*texts[:2], *texts[3:])), players)
    assert isinstance(plan, DrawPlan) and plan.ops == without.ops
    assert fast_outcome(plan, seed) == full_outcome(program, players, seed)

