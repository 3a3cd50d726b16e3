"""Plans for fixed deals whose wild cards follow play (`play.fast.wilds_plan`, `wilds_deal`):
each seat's wilds asked of the simulator's own wild rules, deal by deal. Each kind is the
simulator's, seed for seed (the same winners and winning hands, the same figures), on games
written with other ranks and numbers than the catalog's; the wilds play gives are the ones
the rules say (the low hole card, the card after the last king, the highest up card...)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.play.fast import DrawPlan, Unplanned, plan_deal, plan_for
from dealerschoice.play.fast.run import PlanCounts, play_plan
from dealerschoice.play.fast.wilds_deal import seat_wilds
from dealerschoice.play.fast.wilds_draws import HandWildDraws
from dealerschoice.play.fast.wilds_plan import WildPlan, compile_wilds
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.play.program import game_program
from tests.odds.test_fast import fast_outcome, full_outcome, game
from tests.rules import corpus

# two down, three up, one down: the cards of seat s (from 0) of `players` at deck places
STUD = ("Deal two cards down to each player.", "Deal one card face up to each player.",
        "Deal one card face up to each player.", "Deal one card face up to each player.",
        "Deal one card down to each player.")
HIGH, LOW, HIGH_LOW = ("Showdown, high hand wins.", "Showdown, low hand wins.",
                       "Showdown, high and low hands split the pot.")
KINDS = {
    "low hole card": ("Your lowest hole card and all cards of the same rank are wild for you.",),
    "follow, for the player": ("Any card dealt face up after a face up king is wild for the player it was dealt to, "
                               "as are all cards of the same rank.",),
    "follow": ("The card dealt face up after the last face up jack is wild, as are all cards of the same rank.",),
    "bugs": ("Fours are bugs (they may complete a straight, a flush, or count as an ace).",),
    "counts as": ("Sixes can count as nines.",),
    "combo": ("Any two cards that add to ten count as one wild.",),
    "void": ("Fives are wild.", "Tens are wild.",
             "If you do not have at least two wilds of different rank, none of your wild cards are wild."),
    "lowest up": ("The lowest up card is wild, as are all others of the same rank.",),
    "suited run": ("Consecutive cards of the same suit are wild.",),
    "colour pair": ("Pairs of the same color are wild.",),
    "wilds end": ("Threes are wild.", "The second face up ace dealt kills all wilds."),
    "player rank": ("At any time during the game, each player may declare that a given rank is wild for them.",),
    "players left": ("All cards with the same rank as the number of players left in the game are wild.",),
}


def program_of(kind: str, showdown: str = HIGH):
    return game_program(game(*STUD, showdown, *KINDS[kind]))


def places(players: int) -> list[list[tuple[int, bool]]]:
    """(deck place, dealt up) of each seat's cards, in the order dealt (`STUD`)."""
    seats: list[list[tuple[int, bool]]] = [[] for _ in range(players)]
    top = 0
    for count, up in ((2, False), (1, True), (1, True), (1, True), (1, False)):
        for seat in seats:
            seat.extend((top + i, up) for i in range(count))
            top += count
    return seats


def shuffled(plan, seed: int) -> list[int]:
    import random

    x = list(plan.deck)
    random.Random(seed).shuffle(x)
    return x


@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("showdown", (HIGH, LOW, HIGH_LOW))
def test_each_kind_is_a_wild_plan(kind, showdown):
    """Each compiles to a wild plan; a flip plan, which follows some of them too, comes first."""
    program = program_of(kind, showdown)
    assert isinstance(compile_wilds(program, 5), WildPlan) and plan_for(program, 5) is not None


@settings(max_examples=12, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(sorted(KINDS)),
       st.sampled_from((HIGH, LOW, HIGH_LOW)), st.integers(min_value=2, max_value=7))
def test_same_winners_as_the_simulator(seed, kind, showdown, players):
    program = program_of(kind, showdown)
    assert fast_outcome(compile_wilds(program, players), seed) == full_outcome(program, players, seed)


@pytest.mark.parametrize("kind", ("combo", "low hole card", "follow", "suited run", "void"))
def test_same_figures_as_the_simulator(kind):
    program = program_of(kind)
    assert summary(play_deals(program, 5, 3, 0, 30)) == summary(play_deals(program, 5, 3, 0, 30, fast=False))


def test_a_wild_group_keeps_its_words():
    """A hand that plays two cards as one wild says so, as the simulator's tally words say."""
    program = program_of("combo")
    tally = play_deals(program, 6, 1, 0, 40)
    words = [w for w in tally.words.values() if "as one wild" in w]
    assert words and tally.words == play_deals(program, 6, 1, 0, 40, fast=False).words


@pytest.mark.parametrize("seed", (deal_seed(1, 0), deal_seed(1, 1), deal_seed(4, 9)))
def test_the_low_hole_card_is_wild_for_its_holder(seed):
    plan = compile_wilds(program_of("low hole card"), 4)
    x = shuffled(plan, seed)
    expected = tuple(frozenset({min((x[p] >> 2) + 2 for p, up in seat if not up)}) for seat in places(4))
    assert seat_wilds(plan, seed) == expected


@pytest.mark.parametrize("seed", (deal_seed(1, 0), deal_seed(2, 5), deal_seed(4, 9), deal_seed(6, 1)))
def test_the_card_after_the_last_jack_up_is_wild(seed):
    plan = compile_wilds(program_of("follow"), 5)
    x = shuffled(plan, seed)
    ups = [x[p] for round_ in range(3) for seat in places(5) for p, up in seat[2 + round_:3 + round_] if up]
    wild = None
    for before, card in zip([None, *ups], ups):
        if before is not None and before >> 2 == 9:  # a jack
            wild = (card >> 2) + 2
        if card >> 2 == 9:
            wild = None
    assert seat_wilds(plan, seed) == (frozenset() if wild is None else frozenset({wild}),) * 5


@pytest.mark.parametrize("seed", (deal_seed(1, 0), deal_seed(3, 2)))
def test_the_lowest_up_card_is_wild_for_everyone(seed):
    plan = compile_wilds(program_of("lowest up"), 3)
    x = shuffled(plan, seed)
    low = min((x[p] >> 2) + 2 for seat in places(3) for p, up in seat if up)
    assert seat_wilds(plan, seed) == (frozenset({low}),) * 3


def test_the_number_of_players_left_is_wild():
    plan = compile_wilds(program_of("players left"), 6)
    assert seat_wilds(plan, deal_seed(1, 0)) == (frozenset({6}),) * 6


def test_a_wild_ended_is_wild_for_nobody():
    """Threes are wild until the second ace turns up; a deal with two aces up has none."""
    plan = compile_wilds(program_of("wilds end"), 7)
    for index in range(200):
        seed = deal_seed(1, index)
        x = shuffled(plan, seed)
        aces = sum(1 for seat in places(7) for p, up in seat if up and x[p] >> 2 == 12)
        assert seat_wilds(plan, seed) == ((frozenset(),) * 7 if aces >= 2 else (frozenset({3}),) * 7)


def test_the_dealer_names_a_rank_from_the_tables_random_numbers():
    import random

    program = game_program(game("The dealer declares one rank to be wild.", "Deal five cards down to each player.",
                                HIGH))
    plan = compile_wilds(program, 4)
    assert isinstance(plan, WildPlan) and plan.dealer_names
    for seed in (deal_seed(1, 0), deal_seed(1, 1)):
        rng = random.Random(seed)
        rng.shuffle(list(plan.deck))
        assert seat_wilds(plan, seed) == (frozenset({rng.randrange(2, 15)}),) * 4
        assert fast_outcome(plan, seed) == full_outcome(program, 4, seed)


def test_play_counts_what_the_deals_give():
    program = program_of("bugs", HIGH_LOW)
    plan = compile_wilds(program, 5)
    seeds = [deal_seed(2, i) for i in range(25)]
    counts = play_plan(plan, seeds)
    assert counts.deals == 25
    assert sum(counts.named.values()) == sum(1 for s in seeds if plan_deal(plan, s).score is not None)


DRAW = ("Deal five cards down to each player.", "Each player may draw up to three cards.")


@pytest.mark.parametrize("bugs", ("Fives are bugs (they may complete a straight, a flush, or count as an ace).",
                                  "The jokers are bugs. Bugs can be used to complete a straight or a flush, or as an ace."))
@pytest.mark.parametrize("showdown", (HIGH, LOW, HIGH_LOW))
def test_a_draw_game_under_bugs_plans_with_the_bug_rules(bugs, showdown):
    """Bugs are the same for every hand and choice: the draw plan of the game without them, given their rules."""
    program = game_program(game("Use a 52 card deck with one joker added.", *DRAW, showdown, bugs))
    plan = compile_wilds(program, 5)
    assert isinstance(plan, DrawPlan) and not plan.plain
    assert plan.rules.bug_ranks == ({5} if "Fives" in bugs else set()) and plan.rules.jokers == (
        "wild" if "Fives" in bugs else "bug")
    for index in range(12):
        seed = deal_seed(3, index)
        assert fast_outcome(plan, seed) == full_outcome(program, 5, seed)
    assert summary(play_deals(program, 5, 3, 0, 30)) == summary(play_deals(program, 5, 3, 0, 30, fast=False))


@pytest.mark.parametrize("texts, reason", [


    (("Deal five cards down to each player.", "Each player may draw up to three cards.", HIGH, *KINDS["follow"]),
     "a follow wild reading more than the cards held, in a game of choices"),
    (STUD[:3] + ("Each player turns up one card at random.", HIGH, *KINDS["low hole card"]),
     "rule 4: a flip step beside wilds that follow play"),
    (STUD + (HIGH, "Sevens are wild."), "no wild rule that follows play"),
])
def test_refusals_name_the_rule(texts, reason):
    with pytest.raises(Unplanned) as error:
        compile_wilds(game_program(game(*texts)), 4)
    assert str(error.value) == reason


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_wild_plans_same_winners():
    """Every corpus game with a wild plan (fixed deals, or draws under wilds read from the hand),
    over more deals than the corpus test's two."""
    found = 0
    for game_, program in runnable(corpus.corpus().games):
        players = odds_players(program, None)
        plan = plan_for(program, players)
        if not isinstance(plan, (WildPlan, HandWildDraws)):
            continue
        found += 1
        for index in range(6):
            seed = deal_seed(5, index)
            assert fast_outcome(plan, seed) == full_outcome(program, players, seed), (game_.name, seed)
    # 46 on 2026-12-02: 37 fixed deals (low hole cards, wild groups and bugs, voids, follow
    # rules, shifting and ending wilds...) and 9 draws (pairs of a colour, suited runs, the low card...)
    assert found >= 44


# draw games whose wilds are read from the very hand (`wilds_draws`)
PASSES = ("Deal seven cards face down to each player.", "Each player passes two cards to their left.",
          "Each player passes one down card to their left.", "Each player discards two down cards.")
DECLARED = ("Declare high/low simultaneously.",
            "Showdown, highest declared high hand and lowest declared low hand split the pot.")
HAND_WILDS = {
    "colour pair": (*DRAW, HIGH, "Pairs of the same color are wild."),
    "low card": (*DRAW, HIGH, "Your low card is wild for you, as are all other cards of the same rank."),
    "needs": (*DRAW, HIGH, "Clubs are wild if you have a king."),
    "counts as": (*DRAW, HIGH, "Sevens can count as tens."),
    "bugs beside a pair": (*DRAW, HIGH, "Pairs of the same color are wild.",
                           "Twos are bugs (they may complete a straight, a flush, or count as an ace)."),
    "void": (*DRAW, HIGH, "Fours are wild.", "Jacks are wild.",
             "If you do not have at least two wilds of different rank, none of your wild cards are wild."),
    "suited run, declared": (*PASSES, *DECLARED, "Consecutive cards of the same suit are wild."),
    "colour pair, declared": (*PASSES, *DECLARED, "Pairs of the same color are wild."),
}


@pytest.mark.parametrize("kind", sorted(HAND_WILDS))
def test_hand_read_wilds_in_a_draw_game_same_as_the_simulator(kind):
    program = game_program(game(*HAND_WILDS[kind]))
    plan = compile_wilds(program, 5)
    assert isinstance(plan, HandWildDraws) and plan_for(program, 5) == plan
    for index in range(10):
        seed = deal_seed(2, index)
        assert fast_outcome(plan, seed) == full_outcome(program, 5, seed), seed
    assert summary(play_deals(program, 5, 2, 0, 25)) == summary(play_deals(program, 5, 2, 0, 25, fast=False))


def test_a_declared_draw_says_what_each_seat_declared():
    """The declaration is made under the rules of the seat's own cards: the simulator's, seat by seat."""
    from dealerschoice.play.mechanics.betting import Stance
    from dealerschoice.play.simulate import PlayedHand

    program = game_program(game(*HAND_WILDS["suited run, declared"]))
    plan = compile_wilds(program, 6)
    for index in range(6):
        seed = deal_seed(1, index)
        hand = PlayedHand(program, 6, seed)
        hand.piece(Stance).everyone_stays = True
        hand.run()
        assert plan.deal(seed).declares == tuple(s.declared for s in hand.table.seats)


@pytest.mark.parametrize("group", ("Any two cards that add to nine count as one wild.",
                                   "If you have two jacks and a three or a four, all three are wild."))
def test_a_wild_group_in_a_draw_game_same_as_the_simulator(group):
    """Wild groups are the same for every hand and choice: each choice and hand under them,
    the winning hands' words naming the cards that played as one wild."""
    program = game_program(game(*DRAW, HIGH, group))
    plan = plan_for(program, 5)
    assert isinstance(plan, HandWildDraws)
    for index in range(10):
        seed = deal_seed(9, index)
        assert fast_outcome(plan, seed) == full_outcome(program, 5, seed)
    fast, full = play_deals(program, 5, 9, 0, 60), play_deals(program, 5, 9, 0, 60, fast=False)
    assert fast.words == full.words and summary(fast) == summary(full)


def test_a_card_counting_as_several_in_a_draw_game_same_as_the_simulator():
    """ "The one-eyed king can count as any three cards": the same for every hand and choice
    (the choosers tell it from the other kings), the winning hands' words naming what it
    counted as, as the simulator's do."""
    program = game_program(game(*DRAW, HIGH, "Fours are wild.", "The one-eyed king can count as any three cards."))
    plan = plan_for(program, 5)
    assert isinstance(plan, HandWildDraws)
    for index in range(12):
        seed = deal_seed(8, index)
        assert fast_outcome(plan, seed) == full_outcome(program, 5, seed)
    fast, full = play_deals(program, 5, 8, 0, 60), play_deals(program, 5, 8, 0, 60, fast=False)
    assert fast.words == full.words and summary(fast) == summary(full)


@pytest.mark.parametrize("texts, reason", [
    (DRAW + (HIGH, "Your lowest hole card and all cards of the same rank are wild for you."),
     "a low-card wild reading more than the cards held, in a game of choices"),
    (DRAW + (HIGH, "The card dealt face up after the last face up nine is wild, as are all cards of the same rank."),
     "a follow wild reading more than the cards held, in a game of choices"),
    (DRAW + (HIGH_LOW, "Pairs of the same color are wild."),
     "a low or cards-speak showdown, a refill, a shared pot or several hands beside wilds read from the hand"),
])
def test_hand_read_draw_refusals_name_the_rule(texts, reason):
    with pytest.raises(Unplanned) as error:
        compile_wilds(game_program(game(*texts)), 4)
    assert str(error.value) == reason


@pytest.mark.parametrize("kind", ("follow", "follow, for the player", "lowest up", "wilds end", "players left",
                                  "low hole card", "counts as", "void"))
def test_declared_stud_replays_the_deals_for_its_wilds(kind):
    """Deals and a declaration alone: the probe holds the cards as dealt and fires the rules on
    cards dealt up, so wilds read from play are the simulator's in a declared split too."""
    program = game_program(game(*STUD, *DECLARED, *KINDS[kind]))
    plan = compile_wilds(program, 5)
    assert isinstance(plan, HandWildDraws) and plan.moves == (
        (False, 2, False), (False, 1, True), (False, 1, True), (False, 1, True), (False, 1, False))
    for index in range(8):
        seed = deal_seed(4, index)
        assert fast_outcome(plan, seed) == full_outcome(program, 5, seed), seed
    assert summary(play_deals(program, 5, 4, 0, 20)) == summary(play_deals(program, 5, 4, 0, 20, fast=False))


@pytest.mark.parametrize("texts", [
    (*STUD, *DECLARED),
    ("Deal six cards down to each player.", "Each player passes two cards to their left.",
     "Each player may draw up to two cards.", HIGH),
])
def test_a_rank_the_dealer_names_in_a_game_of_choices(texts):
    """The table's numbers name the rank after the shuffle: every hand and choice of the deal
    under it, as the simulator plays them."""
    program = game_program(game("The dealer declares one rank to be wild.", *texts))
    plan = compile_wilds(program, 4)
    assert isinstance(plan, HandWildDraws) and plan.dealer_names
    for index in range(10):
        seed = deal_seed(7, index)
        assert fast_outcome(plan, seed) == full_outcome(program, 4, seed)


def test_the_dealers_rank_in_a_draw_game_is_the_tables_next_number():
    """Each deal's rank is the one the table's numbers name after its shuffle, and every
    seat's rules for any hand hold it wild."""
    import random

    from dealerschoice.play.fast.wilds_draws import DrawnDeals

    plan = compile_wilds(game_program(game("The dealer declares one rank to be wild.", *DRAW, HIGH)), 3)
    assert isinstance(plan, HandWildDraws)
    deals = DrawnDeals(plan)
    for index in range(5):
        seed = deal_seed(1, index)
        rng = random.Random(seed)
        rng.shuffle(list(plan.deck))
        named = rng.randrange(2, 15)
        deals.deal(seed, PlanCounts())
        assert deals.hand.wilds.state.dealer_rank == named
        assert deals.rules(2, "high", [0, 17, 51]).wild_ranks == {named}


FLIPPED = (*STUD[:3], "Each player flips over one down card of their choice.", *STUD[3:], *DECLARED)


def test_flips_beside_a_declaration_leave_the_hole_cards_as_dealt():
    program = game_program(game(*FLIPPED, *KINDS["low hole card"]))
    plan = compile_wilds(program, 4)
    assert isinstance(plan, HandWildDraws)
    for index in range(8):
        seed = deal_seed(6, index)
        assert fast_outcome(plan, seed) == full_outcome(program, 4, seed), seed


def test_flips_beside_a_declaration_refuse_wilds_of_cards_turned_up():
    with pytest.raises(Unplanned, match="^an up-low wild reading more than the cards held, in a game of choices$"):
        compile_wilds(game_program(game(*FLIPPED, *KINDS["lowest up"])), 4)
