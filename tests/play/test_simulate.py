"""The simulator over every runnable seed game: invariants, determinism, and the rules it
must follow (passes go left, wilds change mid-hand, split pots and the odd chip...)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card, parse_cards
from dealerschoice.play.program import NotRunnable, game_program
from dealerschoice.play.simulate import PlayedHand, default_players, simulate
from dealerschoice.play.table import Held, SimulationError, Table
from dealerschoice.records import Game, Rule, Source
from tests.play.conftest import PROGRAMS, STOPPED


def make_game(*sentences: str, name: str = "Test Game") -> Game:
    rules = tuple(Rule(n, text, n + 4) for n, text in enumerate(sentences, 1))
    return Game(9001, name, (), (), rules, None, Source("test.txt", 1))


def assert_sound(transcript) -> None:
    """What the runner checks, re-checked from the outside on the transcript."""
    assert sum(transcript.amounts.values()) == -transcript.carried  # every chip won back or carried
    assert transcript.events, "no events"
    last_view = next(e.view for e in reversed(transcript.events) if e.view is not None)
    assert last_view.pot == 0  # the pot fully awarded (or carried, counted apart)
    assert transcript.players == len(last_view.players)


def test_acceptance_at_least_78_of_82_games_run():
    assert len(PROGRAMS) + len(STOPPED) == 82
    assert len(PROGRAMS) >= 78, [f"{g.name}: {stop}" for g, stop in STOPPED]


@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.game.name)
def test_every_runnable_game_plays_with_several_seeds_and_table_sizes(program):
    most = default_players(program)
    for players in sorted({2, 3, most}):
        for seed in (1, 2, 3):
            assert_sound(simulate(program, players, seed))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, len(PROGRAMS) - 1), seed=st.integers(0, 10**6), extra=st.integers(0, 5))
def test_invariants_hold_for_any_seed_and_player_count(index, seed, extra):
    program = PROGRAMS[index]
    players = min(default_players(program), 2 + extra)
    assert_sound(simulate(program, players, seed))


@pytest.mark.parametrize("program", PROGRAMS[::9], ids=lambda p: p.game.name)
def test_same_seed_same_hand_and_other_seeds_differ(program):
    one = simulate(program, 3, 7).as_json()
    assert one == simulate(program, 3, 7).as_json()
    assert simulate(program, 3, 7).as_text() == simulate(program, 3, 7).as_text()
    assert any(simulate(program, 3, s).as_json()["events"] != one["events"] for s in (8, 9, 10))


def test_games_that_cannot_run_say_which_rule_and_why():
    assert STOPPED == []  # every seed game runs (Pick a Partner since issue 17's partners)
    rules = ("Deal five cards down to each player.", "If a player is ever dealt a face up jack, they may change "
             "the game to any seven card stud variant normally played by the group.", "Showdown, high hand wins.")
    game = Game(1, "T", (), (), tuple(Rule(n, text, n) for n, text in enumerate(rules, 1)), None, Source("x", 1))
    with pytest.raises(NotRunnable) as stopped:
        game_program(game)
    assert stopped.value.stop.rule == 2 and "cannot switch games" in stopped.value.stop.reason


# --- the invariants fire ------------------------------------------------------------

def test_a_lost_card_is_an_internal_error():
    table = Table(3, seed=1)
    table.give(table.seat(1), 2, up=False)
    table.seat(1).cards.pop()
    with pytest.raises(SimulationError, match="lost"):
        table.check_cards()


def test_a_duplicated_card_is_an_internal_error():
    table = Table(3, seed=1)
    table.give(table.seat(1), 1, up=False)
    table.seat(2).cards.append(Held(table.seat(1).cards[0].card))
    with pytest.raises(SimulationError, match="duplicated"):
        table.check_cards()


def test_chips_that_vanish_are_an_internal_error():
    table = Table(2, seed=1)
    table.pay(table.seat(1), 3)
    table.pot -= 1
    with pytest.raises(SimulationError, match="chips do not add up"):
        table.check_chips()


def test_a_wrong_hand_size_is_an_internal_error(monkeypatch):
    from dealerschoice.play import handlers
    from dealerschoice.play.mechanics import moves
    real = moves.discard

    def discard_one_too_many(hand, step, at):
        real(hand, step, at)
        hand.table.seat(1).expected += 1  # the rules said one card fewer than was thrown
    monkeypatch.setitem(handlers.HANDLERS,
                        __import__("dealerschoice.rules.steps", fromlist=["Discard"]).Discard, discard_one_too_many)
    game = make_game("Deal seven cards face down to each player.", "Each player discards two down cards.",
                     "Showdown, high hand wins.")
    with pytest.raises(SimulationError, match="the rules say"):
        simulate(game, 3, 1)


def test_a_pot_left_over_is_an_internal_error():
    game = make_game("Deal five cards face down to each player.", "Showdown, high hand wins.")
    hand = PlayedHand(game_program(game), 3, 1)
    hand.run()
    hand.table.pot += 1
    hand.table.seat(1).paid += 1
    with pytest.raises(SimulationError, match="left in the pot"):
        hand.transcript()


# --- rules followed -------------------------------------------------------------------

def rigged(game: Game, players: int, deck: str) -> PlayedHand:
    hand = PlayedHand(game_program(game), players, seed=1)
    order = list(parse_cards(deck))
    rest = [c for c in hand.table.deck if c not in order]
    hand.table.deck = order + rest
    return hand


def test_passes_go_to_the_left_and_keep_every_card():
    game = make_game("Deal seven cards face down to each player.", "Each player passes three cards to their left.",
                     "Showdown, high hand wins.")
    hand = PlayedHand(game_program(game), 4, seed=3)
    transcript = hand.run()
    passing = next(e for e in transcript.events if e.kind == "pass")
    assert "P1 passes" in passing.text and "to P2" in passing.text and "P4 passes" in passing.text
    assert "to P1" in passing.text
    for seat in passing.view.players:
        assert len(seat.down) == 7


def test_worst_cards_are_passed():
    game = make_game("Deal seven cards face down to each player.", "Each player passes three cards to their left.",
                     "Showdown, high hand wins.")
    # seat 1 gets the guide's hand: Q♠ Q♥ 9♣ 8♦ 3♠ 4♥ 2♣ (cards are dealt seven at a time)
    hand = rigged(game, 2, "Qs Qh 9c 8d 3s 4h 2c  Ah Kd 7s 6c 5d Js Th")
    transcript = hand.run()
    passing = next(e for e in transcript.events if e.kind == "pass")
    assert "P1 passes 2♣ 3♠ 4♥ to P2" in passing.text


def test_split_pot_and_the_odd_chip_go_clockwise_after_the_dealer():
    game = make_game("Deal five cards face down to each player.", "Showdown, high hand wins.")
    # P1 and P3 both hold a nine-high straight; P2 has nothing. Pot 3: 2 to P1 (first after the dealer P3).
    hand = rigged(game, 3, "9s 8d 7c 6h 5s  2c 4d 8c Jh Kc  9h 8s 7d 6c 5h")
    transcript = hand.run()
    assert transcript.amounts == {1: 1, 2: -1, 3: 0}
    assert transcript.winners == (1, 3)


def test_declared_high_low_splits_between_the_best_of_each_side():
    game = make_game("Deal five cards face down to each player.", "Declare high/low simultaneously.",
                     "Showdown, highest declared high hand and lowest declared low hand split the pot.")
    hand = rigged(game, 3, "Ks Kd Kh 9c 2d  As 2c 3d 4h 6s  Qs Jd 9h 7c 5s")
    transcript = hand.run()
    declared = {s.seat: s.declared for s in transcript.showdown}
    assert declared == {1: "high", 2: "low", 3: "high"}
    assert set(transcript.winners) == {1, 2} and transcript.amounts[3] < 0


def test_a_wild_card_that_follows_a_queen_changes_the_wilds_mid_hand():
    game = make_game("Deal five cards down to each player. No player may look at these cards.",
                     "Each player simultaneously flips over the top card of their stack.",
                     "Each player simultaneously flips over the top card of their stack.",
                     "Showdown, high hand wins.",
                     "The card flipped after the last flipped queen is wild, as are all cards of the same rank.")
    hand = rigged(game, 2, "2c 7h 3d 4h 5s  Qs Kd 9c Jh 8s")
    transcript = hand.run()
    flips = [e for e in transcript.events if e.kind == "flip"]
    assert flips[0].view.wild == ""          # a queen is up, nothing follows it yet
    assert "sevens" in flips[1].view.wild    # P1 turns 7♥ next: it follows P2's queen


def test_hand_size_wilds_follow_the_number_of_cards():
    game = make_game("Deal three cards face down to each player.", "Showdown, high hand wins.",
                     "The rank that is wild is equal to the number of cards you have in your hand.")
    hand = rigged(game, 2, "3s 9h Kd  2c 5d 7h")
    transcript = hand.run()
    p1 = next(s for s in transcript.showdown if s.seat == 1)
    assert p1.high == "Pair of kings" and p1.wilds == (("3♠", "K♠"),)


def test_forced_fold_when_all_flipped_and_still_not_best():
    program = next(p for p in PROGRAMS if p.game.name == "Beat Your Neighbor")
    folds = 0
    for seed in range(1, 8):
        transcript = simulate(program, 5, seed)
        folds += sum(1 for e in transcript.events if e.kind == "fold")
        assert_sound(transcript)
    assert folds > 0


def test_guts_redeals_are_capped_and_the_pot_carries():
    program = next(p for p in PROGRAMS if p.game.name == "Iffy Guts")
    transcript = simulate(program, 4, 2, everyone_stays=True)  # everyone chases the pot to the cap
    assert transcript.carried > 0
    assert sum(transcript.amounts.values()) == -transcript.carried
    assert any(e.kind == "redeal" for e in transcript.events)


def test_events_name_the_rule_that_caused_them():
    program = next(p for p in PROGRAMS if p.game.name == "Anaconda")
    transcript = simulate(program, 4, 1)
    numbers = {r.number for r in program.game.rules}
    assert all(e.rule is None or e.rule in numbers for e in transcript.events)
    assert [e.rule for e in transcript.events if e.kind == "pass"] == [2, 3, 4]
    assert Card.parse("Qs") is not None


# --- unseen combinations of rule sentences ---------------------------------------------

def _sentences():
    from dealerschoice.load.catalog import load_catalog
    from tests.play.conftest import CATALOG
    texts = sorted({r.text for g in load_catalog(CATALOG).games for r in g.rules})
    return texts, [t for t in texts if t.startswith("Deal")], [t for t in texts if "wins" in t or "Showdown" in t]


TEXTS, DEALS, SHOWDOWNS = _sentences()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deal=st.sampled_from(DEALS), middle=st.lists(st.sampled_from(TEXTS), min_size=1, max_size=8),
       showdown=st.sampled_from(SHOWDOWNS), players=st.integers(2, 5), seed=st.integers(0, 99))
def test_any_mix_of_catalog_sentences_plays_or_says_why_not(deal, middle, showdown, players, seed):
    """A made-up game either runs with every invariant kept or stops at a rule with a reason
    (NotRunnable); it never breaks an invariant (SimulationError) or crashes."""
    from dealerschoice.play.program import NotRunnable
    game = make_game(deal, *middle, showdown)
    try:
        assert_sound(simulate(game, players, seed))
    except NotRunnable as error:
        assert error.stop.reason


def test_in_high_low_games_some_players_play_for_low():
    program = next(p for p in PROGRAMS if p.game.name == "Anaconda")
    declared = [s.declared for seed in range(1, 16) for s in simulate(program, 5, seed).showdown]
    assert declared.count("low") >= 3 and declared.count("high") >= 3


def test_rules_that_overfill_a_split_hand_stop_at_their_rule():
    """Found by the sentence-mix test: a repeat that keeps flipping cards into hands of at most
    five is the game's own contradiction, reported at its rule, not a simulator failure."""
    from dealerschoice.play.program import NotRunnable

    texts = ["Deal five cards down to each player. No player may look at these cards.",
             "The next player in betting order flips over cards one at a time until they have the best "
             "hand showing (counting the first table card as a hand).",
             "Each player looks at their top card, puts in their low (left) hand or high (right) hand, and "
             "all players simultaneously reveal their cards. Neither hand can have more than five cards.",
             "Repeat the last twelve actions if there is still money in the pot.",
             "Showdown, high hand splits the pot with the split-card"]
    game = Game(1, "Mix", (), (), tuple(Rule(n, t, n) for n, t in enumerate(texts, 1)), None, Source("x", 1))
    with pytest.raises(NotRunnable, match="a hand may hold at most 5"):
        simulate(game, 2, 2)


def test_giving_up_cards_from_a_huge_hand_is_chosen_card_by_card():
    """Seventeen cards, six to pass: 12,376 ways to try; the choice is made one card at a time
    (each the card whose loss hurts least) and keeps what an exhaustive search would keep here."""
    from math import comb

    from dealerschoice.cards import HandRules, parse_cards
    from dealerschoice.play import policies

    cards = list(parse_cards("As Ah Ad Kc Kd 2c 3d 4h 5s 7c 8d 9h Jc 6s 2h 3s 4c"))
    assert comb(len(cards), 6) > policies.EXHAUSTIVE
    given = policies.worst(cards, 6, [], HandRules())
    assert len(given) == 6 and len(set(given)) == 6
    kept = [c for c in cards if c not in given]
    assert {str(c) for c in parse_cards("As Ah Ad Kc Kd")} <= {str(c) for c in kept}  # the full house stays


def test_nobody_in_with_only_a_face_up_redeal_rule_carries_the_pot():
    """Found by the sentence-mix test: everyone declares out, and the only redeal rule is for a
    card dealt face up; the pot waits for the next deal instead of being left over."""
    game = make_game("Deal five cards down to each player. No player may look at these cards.",
                     "Declare in/out one at a time, starting with the player to the left of the dealer, no "
                     "passes are allowed. If the dealer is the first to go in, everyone else gets a second "
                     "chance to go in.",
                     "If the queen of spades is ever dealt face up, redeal.",
                     "Showdown, high hand splits the pot with the split-card")
    transcript = simulate(game, 2, 0)
    assert_sound(transcript)
    assert transcript.carried == 2 and "stays for the next deal" in transcript.events[-1].text
