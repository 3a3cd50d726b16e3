"""The odds' fast path (`play.fast`) gives what the full simulator gives, seed for seed: the
same winners with the same winning category and key, for every runnable game it plans (seed
catalog, the odds tests' stud games and, when present, the development corpus), fixed plans
and draw plans alike (tests/odds/test_fast_draws.py has the draws' own tests); games it
does not plan fall back to the simulator with the reason named."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card
from dealerschoice.cards.keys import CATEGORIES
from dealerschoice.play.fast import Unplanned, compile_plan, plan_deal, plan_for
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.play.program import NotRunnable, game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.records import Game, Rule, Source
from tests.rules import corpus

SEEDS = (deal_seed(1, 0), deal_seed(1, 1), deal_seed(7, 3))
UNPLAYED = ("unplayed", None, None)  # a deal the deck ran out in: both sides must say so


def full_outcome(program, players: int, seed: int):
    """(winning seats, their category, their key) of the last showdown of the full
    simulator's hand, betting rounds and all, everyone staying to the showdown as the odds
    define it (`betting.Stance`; None: no showdown); a low showdown's winners by their low hand."""
    hand = PlayedHand(program, players, seed)
    hand.piece(Stance).everyone_stays = True
    try:
        hand.run()
    except NotRunnable as error:  # this deal only, and only when the deck ran out (as a plan marks it)
        if "the deck runs out" not in str(error):
            raise
        return UNPLAYED
    if not hand.outcome.result.showdowns:  # everyone else folded, or the hand stopped (a flip plan's game)
        return (), None, None
    record = hand.outcome.result.showdowns[-1]
    winners, side = tuple(record["high"]), 0
    if not winners and record["low"]:
        winners, side = tuple(record["low"]), 1
    if not winners:
        return (), None, None
    best = record["hands"][winners[0]][side]
    return winners, best.category, best.key


def fast_outcome(plan, seed: int):
    found = plan_deal(plan, seed)
    if found.unplayed:
        return UNPLAYED
    if found.score is None and found.low is not None:  # a low showdown (a high-low split: its high side)
        return found.winners, found.low.category, found.low.key
    if found.score is None:
        return (), None, None
    category = found.score >> 20
    ranks = [found.score >> shift & 15 for shift in (16, 12, 8, 4, 0)]
    return found.winners, CATEGORIES[category], (category, *ranks)


def planned(games):
    out = []
    for game, program in runnable(games):
        players = odds_players(program, None)
        plan = plan_for(program, players)
        if plan is not None:
            out.append((game, program, players, plan))
    return out


def assert_same(games, seeds=SEEDS) -> int:
    found = planned(games)
    for game, program, players, plan in found:
        for seed in seeds:
            assert fast_outcome(plan, seed) == full_outcome(program, players, seed), (game.name, seed)
    return len(found)


def test_stud_games_same_winners_seed_for_seed(stud):
    assert assert_same(stud.games) == 3  # five-card, seven-card and deuces-wild stud all plan


def test_seed_catalog_same_winners_seed_for_seed(seeds):
    # three plan since flips are planned (2026-12-02): Blind Pig, Mexican Stud, Mexican Stud IV;
    # eight since passes, discards and stacks are (session 5): Left to Right, Double Exposure,
    # Weeping Willow, Reverse Exposure, Anaconda III; eight more with plans of one mechanic more
    # (session 7, `own_play`): Henway, Henway no Peek, WTF, Seven Card Regrets, Standoff,
    # High/Low Jim, Pass the Crap Stud, Shootout; and the in/out series (Three Five Seven and
    # its variants, Two Three Two, Four Three Split): 73 of 82 in all; 80 in session 8 (South
    # Chicago's bets on cards shown, Juneau's declaration, Pick a Partner's teams, Oppression's
    # split hands, with the rankings and wilds of others); all 82 in session 9 (Monday Night
    # Football's football points in flip order, `ranked_flips`; Two More Deadly Inches' dealer-named
    # wild in an in/out game, `wild_named`)
    assert assert_same(seeds.games) >= 82


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_same_winners_seed_for_seed():
    # 71 of 723 runnable games planned on 2026-12-02 (flips planned); 102 of 771 with draws
    # planned (session 5: 31 draw plans); 136 of 776 with decks that may run out, reshuffled
    # discards and ace-to-five lows (session 5, later); 144 of 777 with qualifiers (session 5: Omaha
    # High/Low, Billmaha, Ten High...); 50 more with plans of one mechanic more (session 7,
    # `own_play`: split cards, twists, refused cards, stacks, flips into hands...), 59 with board
    # layouts (lines, named wilds, declared layouts), 15 in/out series and guts games, 2 with
    # rankings without straights or flushes: 419 of 778; 567 in session 8; 636 in session 9
    # (rankings in draws, guts and flips, wilds of each player's cards, beat-the-deck, folds,
    # legs, guts pots and twists, split cards declared); 648 in session 10 (guts ranked by three-card
    # parts, a deck's split hand, held-only and called wilds, forced rules for folded players, redeals
    # on cards and on nobody matching, bought cards, the price to fold); the floor leaves room for
    # readings that change
    assert assert_same(corpus.corpus().games, seeds=SEEDS[:2]) >= 645


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_same_figures():
    """The whole tally, wild cards in winners and split pots too, over 40 deals a game."""
    for game, program, players, _ in planned(corpus.corpus().games):
        assert summary(play_deals(program, players, 2, 0, 40)) == \
            summary(play_deals(program, players, 2, 0, 40, fast=False)), game.name


def test_stud_same_figures(stud):
    for _game, program, _table, _ in planned(stud.games):
        assert summary(play_deals(program, 7, 4, 0, 150)) == summary(play_deals(program, 7, 4, 0, 150, fast=False))


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=7))
def test_any_seed_any_table(stud_programs, seed, players):
    for program in stud_programs:
        plan = compile_plan(program, players)
        assert fast_outcome(plan, seed) == full_outcome(program, players, seed)


@pytest.fixture(scope="module")
def stud_programs(stud):
    return [program for _, program in runnable(stud.games)]


def game(*texts: str) -> Game:
    return Game(1, "T", (), (), tuple(Rule(n, t, n) for n, t in enumerate(texts, 1)), None, Source("x", 1))


def program_of(texts):
    """The program of a game written as these rule texts, in order."""
    return game_program(game(*texts))


def codes(text: str) -> list[int]:
    """The card codes of cards written as "Ah Kd 9c"."""
    return [int(Card.parse(c)) for c in text.split()]


def agreement_tests(games: dict, kinds, tables=(2, 5), deals: int = 60, most: int = 6):
    """The three tests a plan kind's own games must pass, for a test module to take as its own
    (`test_a, test_b, test_c = agreement_tests(...)`): each game (`games`: name -> rule texts)
    plans as its kind at four players (`kinds`: the plan type, or name -> type); the whole
    tally is the simulator's over `deals` deals at each table of `tables`; and every deal's
    winners, category and key are the simulator's, seed for seed, at 2 to `most` players."""
    names = sorted(games)

    def kind_of(name):
        return kinds[name] if isinstance(kinds, dict) else kinds

    @pytest.mark.parametrize("name", names)
    def plans_as_its_kind(name):
        assert type(plan_for(program_of(games[name]), 4)) is kind_of(name)

    @pytest.mark.parametrize("name", names)
    @pytest.mark.parametrize("players", tables)
    def same_figures_as_the_simulator(name, players):
        program = program_of(games[name])
        assert summary(play_deals(program, players, 3, 0, deals)) == \
            summary(play_deals(program, players, 3, 0, deals, fast=False))

    @settings(max_examples=25, deadline=None)
    @given(seed=st.integers(min_value=0, max_value=2**40), players=st.integers(min_value=2, max_value=most),
           name=st.sampled_from(names))
    def same_winners_seed_for_seed(seed, players, name):
        program = program_of(games[name])
        assert fast_outcome(plan_for(program, players), seed) == full_outcome(program, players, seed)

    return plans_as_its_kind, same_figures_as_the_simulator, same_winners_seed_for_seed


def test_hold_em_positions():
    plan = compile_plan(game_program(game("Deal two cards down to each player.", "Deal three cards face up to the table.",
                                          "Deal one card face up to the table.", "Showdown, high hand wins.")), 2)
    assert plan.seats == (((0, 1, 4, 5, 6, 7),), ((2, 3, 4, 5, 6, 7),))
    assert plan.plain and plan.tie_pays and len(plan.deck) == 52


def test_wild_rules_are_the_simulators():
    plan = compile_plan(game_program(game("Deal five cards down to each player.", "Threes are wild.",
                                          "Showdown, high hand wins.")), 3)
    assert plan.rules.wild_ranks == frozenset({3}) and not plan.plain


@pytest.mark.parametrize("texts, reason", [
    (("Deal five cards down to each player.", "Each player passes one card face up to their left.",
      "Showdown, high hand wins."), "rule 2: a pass-shown step"),
    (("Deal five cards down to each player.", "Showdown, high hand wins.", "Deal one card face up to each player."),
     "rule 3: a deal step after the showdown"),
])
def test_refusals_name_the_rule(texts, reason):
    with pytest.raises(Unplanned) as error:
        compile_plan(game_program(game(*texts)), 4)
    assert str(error.value) == reason


def test_too_many_cards_for_the_deck():
    program = game_program(game("Deal nine cards down to each player.", "Showdown, high hand wins."))
    with pytest.raises(Unplanned, match="^63 cards dealt from a deck of 52$"):
        compile_plan(program, 7)
    assert plan_for(program, 7) is None and plan_for(program, 5) is not None


def test_unplanned_game_plays_by_the_simulator(seeds, monkeypatch):
    """Where there is no plan, play_deals is the simulator's tally, whatever `fast` says."""
    # every seed game plans since session 9 (Monday Night Football: `ranked_flips`): a guts game
    # whose players bid for the right to switch hands with the table (no plan follows it; Consecutive
    # Guts, the example until session 10, plans: `guts_parts`)
    program = program_of(("Deal three cards face down to each player.", "Deal three cards face down to the table.",
                          "Auction off the right to switch hands with the table.", "Declare in/out simultaneously.",
                          "Showdown, high hand wins.",
                          "Anyone who went in and lost must match the pot. If no one went in or someone had to match "
                          "the pot, redeal for all."))
    assert plan_for(program, 5) is None
    assert summary(play_deals(program, 5, 3, 0, 6)) == summary(play_deals(program, 5, 3, 0, 6, fast=False))


def test_plan_is_frozen(stud_programs):
    plan = compile_plan(stud_programs[0], 4)
    with pytest.raises(dataclasses.FrozenInstanceError):
        plan.players = 5


FLIPS = ("Each player turns up two cards of their choice.", "Everyone flips the top card of their stack.",
         "Each player turns up one card at random.",
         "The next player in betting order flips over cards one at a time until they have the best hand showing.")


@pytest.mark.parametrize("flip", FLIPS)
def test_flips_leave_the_positions(flip):
    """A flip of a player's own cards moves no card: the plan's positions are the deal's."""
    program = game_program(game("Deal four cards down to each player.", "Deal one card face up to the table.", flip,
                                "Everyone turns all of their cards face down.", "Showdown, high hand wins."))
    plan = compile_plan(program, 3)
    assert plan.seats == (((0, 1, 2, 3, 12),), ((4, 5, 6, 7, 12),), ((8, 9, 10, 11, 12),))


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(FLIPS), st.integers(min_value=2, max_value=7))
def test_flip_games_same_winners(seed, flip, players):
    program = game_program(game("Deal two cards down to each player.", "Deal one card face up to each player.",
                                "Fours are wild.", flip, "Deal one card face up to each player.",
                                "Showdown, high hand wins."))
    assert fast_outcome(compile_plan(program, players), seed) == full_outcome(program, players, seed)


@pytest.mark.parametrize("changes, reason", [
    ({"deal_instead_at": 2}, "rule 3: a flip that deals a card instead"),
    ({"source": "top-to-hand"}, "rule 3: a flip of the top-to-hand cards"),
    ({"source": "discards"}, "rule 3: a flip of the discards cards"),
    ({"until": "best-showing", "table_counts": True}, "rule 3: a flip to beat the first table card"),
])
def test_flips_that_move_cards_are_refused(changes, reason):
    program = game_program(game("Deal four cards down to each player.", "Deal one card face up to the table.",
                                FLIPS[0], "Showdown, high hand wins."))
    action = program.actions[2]
    flip = dataclasses.replace(action.steps[0], **changes)
    program = dataclasses.replace(program, actions=program.actions[:2] + (dataclasses.replace(action, steps=(flip,)),)
                                  + program.actions[3:])
    with pytest.raises(Unplanned) as error:
        compile_plan(program, 4)
    assert str(error.value) == reason
