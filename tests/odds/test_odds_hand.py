"""The odds' lighter hand (`OddsHand`) plays the full simulator's hand: the same showdowns,
seed for seed, where it asks the wild rules less and where it leaves the bets out; and the
program's remembered steps are the steps a walk of the program finds."""

from __future__ import annotations

import pickle

import pytest

from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds import OddsHand, bets_matter, deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.play.program import Program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.rules.steps import STEP_TYPES, Bet, Pass, Wild
from tests.rules import corpus

needs_corpus = pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)


def showdowns(hand: PlayedHand) -> list:
    """What each showdown decided: every hand's high and low key, the high and low winners
    (not the chips: a hand without bets has a smaller pot). A high showdown's lows decide
    nothing: the odds judge none (`PlayedHand.shows_lows`), so only the high keys count there."""
    out = []
    for record in hand.outcome.result.showdowns:
        keys = {n: tuple(h.key if h is not None else None for h in pair) for n, pair in record["hands"].items()}
        if record["pot"] == "high":
            keys = {n: pair[:1] for n, pair in keys.items()}
        out.append((keys, list(record["high"]), list(record["low"]), record["hand"]))
    return out


def both_ways(program: Program, players: int, seed: int) -> tuple[list, list]:
    full = PlayedHand(program, players, seed)
    full.piece(Stance).everyone_stays = True
    full.run()
    odds = OddsHand(program, players, seed)
    odds.run()
    return showdowns(full), showdowns(odds)


def test_every_seed_game_shows_down_as_the_full_simulator(seeds):
    played = 0
    for game, program in runnable(seeds.games):
        players = odds_players(program, None)
        for index in range(3):
            full, odds = both_ways(program, players, deal_seed(4, index))
            assert odds == full, (game.name, index)
            played += bool(full)
    assert played >= 200


@needs_corpus
@pytest.mark.parametrize("name", ["Iron Cross II", "Beat the Board", "Alternating guts", "Consecutive Guts"])
def test_wilds_without_a_wild_rule_count_in_the_odds(name):
    """Games whose wild cards come from no wild rule (the board's centre card, a wild for the
    table's own hand...): the odds used to judge them with nothing wild."""
    game = next(g for g in corpus.corpus().games if g.name == name)
    (_, program), = runnable([game])
    players = odds_players(program, None)
    for index in range(4):
        full, odds = both_ways(program, players, deal_seed(3, index))
        assert odds == full, index


@needs_corpus
def test_corpus_games_with_passes_and_wilds_show_down_as_the_full_simulator():
    chosen = [(g, p) for g, p in runnable(corpus.corpus().games) if p.steps_of(Pass) or p.steps_of(Wild)]
    assert len(chosen) >= 150
    for game, program in chosen[::4]:
        full, odds = both_ways(program, odds_players(program, None), deal_seed(5, 0))
        assert odds == full, game.name


@needs_corpus
@pytest.mark.parametrize("name", ["Jacks or Better", "Jacks Once Around", "Jacks Progressive", "Kingpots",
                                  "No Vaseline", "Shift", "Dream Hold'em"])
def test_rules_that_read_the_betting_keep_the_bets(name):
    """A hand needed to open (else a redeal), a penalty for the opener who loses, a count the
    last raiser chooses, a repeat until someone bets: who bets decides, so no bet is left out."""
    game = next(g for g in corpus.corpus().games if g.name == name)
    (_, program), = runnable([game])
    assert bets_matter(program)
    assert not OddsHand(program, 4, 1).skip_bets


def test_leaving_out_the_bets_in_a_draw_for_an_opener_would_change_the_figures(seeds, monkeypatch):
    """Why the rules above keep their bets: "Jacks or Better" style openers played without bets
    never open, and every deal is dealt again (checked on the corpus game when it is here)."""
    if not corpus.present():
        pytest.skip(corpus.SKIP_REASON)
    game = next(g for g in corpus.corpus().games if g.name == "Jacks or Better")
    (_, program), = runnable([game])
    kept = summary(play_deals(program, 5, seed=9, stop=12, fast=False))
    monkeypatch.setattr(OddsHand, "play", lambda self, step, at: None if type(step) is Bet
                        else PlayedHand.play(self, step, at))
    left_out = summary(play_deals(program, 5, seed=9, stop=12, fast=False))
    assert left_out.winning_categories != kept.winning_categories


def test_remembered_steps_are_the_walked_steps(seeds):
    for _, program in runnable(seeds.games):
        for kind in (object, Wild, Bet) + STEP_TYPES[:20]:
            walked = [s for _, s in program.standing if isinstance(s, kind)]
            walked += [s for a in program.actions for s in a.steps if isinstance(s, kind)]
            assert program.steps_of(kind) == walked
            assert program.steps_of(kind) == walked  # asked again: remembered
            assert program.standing_of(kind) == [(n, s) for n, s in program.standing if isinstance(s, kind)]


def test_remembered_steps_come_as_a_new_list_each_time(seeds):
    _, program = runnable(seeds.games)[0]
    first = program.steps_of(object)
    first.clear()
    assert program.steps_of(object) != []
    standing = program.standing_of(object)
    standing.append((99, None))
    assert (99, None) not in program.standing_of(object)


def test_what_is_remembered_is_no_part_of_the_program(seeds):
    game, program = runnable(seeds.games)[0]
    fresh = Program(program.game, program.actions, program.standing, program.notes)
    program.steps_of(Wild)
    assert program == fresh and hash(program) == hash(fresh) and repr(program) == repr(fresh)
    program.once(lambda p: len(p.actions))  # a lambda cannot be pickled: it stays here
    sent = pickle.loads(pickle.dumps(program))
    assert sent == program and sent.found == {}  # sent to the workers as before, found anew there


def test_once_works_a_value_out_once_per_program(seeds):
    _, program = runnable(seeds.games)[0]
    asked = []

    def make(p):
        asked.append(p)
        return len(p.actions)

    assert program.once(make) == len(program.actions) == program.once(make)
    assert asked == [program]


@needs_corpus
def test_leaving_out_the_bets_changes_no_figure_of_a_corpus_game(monkeypatch):
    """As the seed games' test (test_odds.py), over every eighth runnable corpus game whose
    bets the odds leave out: a rule that reads the betting and is not known to `bets_matter`
    shows here."""
    chosen = [(g, p) for g, p in runnable(corpus.corpus().games) if not bets_matter(p)][::8]
    assert len(chosen) >= 60
    for game, program in chosen:
        left_out = summary(play_deals(program, 5, seed=9, stop=6, fast=False))
        with monkeypatch.context() as patch:
            patch.setattr(OddsHand, "play", lambda self, step, at: PlayedHand.play(self, step, at))
            kept = summary(play_deals(program, 5, seed=9, stop=6, fast=False))
        assert left_out == kept, game.name


def test_a_high_showdown_judges_no_low_hand_in_the_odds():
    """The full simulator shows each player's low beside the high (the transcript's showings);
    the odds' hand, which nobody reads, judges no low hand where only the high hand wins."""
    from dealerschoice.play.program import game_program
    from dealerschoice.records import Game, Rule, Source

    game = Game(1, "Five Card", (), (), (Rule(1, "Deal five cards down to each player.", 5),
                                          Rule(2, "Showdown, high hand wins.", 6)), None, Source("x", 1))
    program = game_program(game)
    full, odds = PlayedHand(program, 3, 7), OddsHand(program, 3, 7)
    full.run()
    odds.run()
    (seen,), (judged,) = full.outcome.result.showdowns, odds.outcome.result.showdowns
    assert [pair[1] is not None for pair in seen["hands"].values()] == [True, True, True]
    assert [pair[1] for pair in judged["hands"].values()] == [None, None, None]
    assert {n: pair[0].key for n, pair in judged["hands"].items()} == {n: pair[0].key for n, pair in seen["hands"].items()}
    assert (judged["high"], judged["shares"]) == (seen["high"], seen["shares"])
