"""Guts and table-hand games (issue 17): the table's own hand that the winner must beat, legs
and pots won outright, declarations that go round again, are forced or left to chance, what
happens when nobody goes in, extra cards for going in, and two pots settled direction by
direction (Guts High/Low). Hands are arranged card by card where the mechanic is judged, so
the tests say exactly what the rule does; the corpus games are played end to end."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealerschoice.cards import Card
from dealerschoice.play.judge import usable_table
from dealerschoice.play.mechanics import declare as declaring
from dealerschoice.play.mechanics import legs, pots, table_hand
from dealerschoice.play.mechanics.showdown import showdown
from dealerschoice.play.players import declaring as players_declaring
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.play.table import Held
from dealerschoice.records.deals import Declaration
from dealerschoice.rules.steps import Showdown
from dealerschoice.rules.steps.showdown import Leg
from tests.play.played_rules import game, play, play_staying, texts
from tests.play.test_simulate import assert_sound
from tests.rules.corpus import SKIP_REASON, present

pytestmark = pytest.mark.skipif(not present(), reason=SKIP_REASON)

HERBIE, CUBAN, EASTERN, EASTERN_WESTERN, BULLSHIT, FTQ_DUMMY = 330, 355, 788, 789, 781, 611
TENNESSEE, JOKER_STUD, FRED, HOLD_YOUR_GUTS, FUBAR = 771, 126, 749, 365, 519
PROGRESSIVE, PASS_YOUR_GUTS, BASEBALL_II, GUTS_HIGH_LOW = 769, 369, 747, 761
GAMES = (HERBIE, CUBAN, EASTERN, EASTERN_WESTERN, BULLSHIT, FTQ_DUMMY, 756, 368, 782, 768, 748, 347, 776, 786,
         1114, TENNESSEE, 759, 590, JOKER_STUD, FRED, HOLD_YOUR_GUTS, FUBAR, PROGRESSIVE, PASS_YOUR_GUTS, BASEBALL_II,
         GUTS_HIGH_LOW, 774, 363, 358)


def _take(hand: PlayedHand, codes: str) -> list[Card]:
    cards = [Card.parse(c) for c in codes.split()]
    for card in cards:
        hand.table.deck.remove(card)
    return cards


def at_showdown(game_id: int, seats: dict[int, str], board: str = "", players: int = 3) -> tuple[PlayedHand, int]:
    """A hand of the game stopped before its showdown: these cards held by these players
    (declared in), the others out, the board as given; the antes paid."""
    hand = PlayedHand(game_program(game(game_id)), players, 1)
    hand.new_deal(first=True)
    for seat in hand.table.seats:
        codes = seats.get(seat.number)
        seat.declared = Declaration.IN if codes else Declaration.OUT
        seat.folded = not codes
        seat.cards = [Held(c) for c in _take(hand, codes)] if codes else []
        seat.expected = len(seat.cards)
    hand.table.board = [Held(c) for c in _take(hand, board)] if board else []
    hand.turns.last_declarers = [s.number for s in hand.table.seats]
    at = next(i for i, a in enumerate(hand.program.actions) if any(isinstance(s, (Showdown, Leg)) for s in a.steps))
    return hand, at


def _showdown(hand: PlayedHand, at: int) -> str:
    step = next(s for s in hand.program.actions[at].steps if isinstance(s, Showdown))
    showdown(hand, step, at)
    hand.check()
    return hand.log.events[-1].text


# ---- the table's hand ---------------------------------------------------------------------
def test_a_hand_that_does_not_beat_the_table_wins_nothing_and_the_pot_stays():
    # Herbie: three card guts, "You must beat the table hand to win."
    hand, at = at_showdown(HERBIE, {1: "Jc 8d 3h", 2: "Kd 9s 4c"}, board="As Ah 2d")
    assert _showdown(hand, at) == ("Showdown: P1 (in) Jack high; P2 (in) King high; the table Pair of aces, which no "
                                   "player beats: 3 of the pot stays. Nobody wins the pot.")
    assert hand.table.pot == 3 and hand.outcome.losers == [1, 2] and hand.outcome.winner is None
    assert [h.up for h in hand.table.board] == [True, True, True]  # the table's hand is shown


def test_a_tie_with_the_table_does_not_beat_it():
    hand, at = at_showdown(HERBIE, {1: "Ac Ad 7h"}, board="As Ah 7d")
    assert _showdown(hand, at).endswith("the table Pair of aces, which no player beats: 3 of the pot stays. "
                                        "Nobody wins the pot.")


def test_the_best_hand_that_beats_the_table_takes_the_pot():
    hand, at = at_showdown(HERBIE, {1: "Kc Kd 3h", 2: "Qd Qs 4c"}, board="As Jh 2d")
    assert _showdown(hand, at) == ("Showdown: P1 (in) Pair of kings; P2 (in) Pair of queens; the table Ace high. "
                                   "Pot 3: P1 3.")
    assert hand.table.pot == 0 and hand.outcome.losers == [2]


def test_the_players_use_the_common_cards_but_never_the_tables_own():
    # Cuban Guts: four table cards face down (the table's hand) and four common cards face up
    hand, at = at_showdown(CUBAN, {1: "Kc Kd 3h 4s 9c", 2: "2c 5d 8h Js 6c"},
                           board="Qs Qh Qd 7c 9h 9d Tc 2h")
    own, common = table_hand.split_board(hand)
    assert [str(h.card) for h in own] == ["Q♠", "Q♥", "Q♦", "7♣"]
    assert usable_table(hand) == [Card.parse(c) for c in ("9h", "9d", "Tc", "2h")] == [h.card for h in common]
    # P1: nines full of kings with the common nines; the table: queens full of nines, with them too
    assert _showdown(hand, at) == ("Showdown: P1 (in) Full house, nines full of kings; P2 (in) Two pair, nines and twos; "
                                   "the table Full house, queens full of nines, which no player beats: 3 of the pot "
                                   "stays. Nobody wins the pot.")


def test_the_top_cards_off_the_deck_are_turned_and_put_away():
    # Eastern: "Showdown, low hand wins. The winning hand must beat the top five cards off the deck."
    hand, at = at_showdown(EASTERN, {1: "8c 6d 5h 2s Ac"})
    top = hand.table.deck[:5]
    text = _showdown(hand, at)
    assert text.startswith("Showdown: P1 (in) Eight low: 8-6-5-2-A; the table (the top 5 cards off the deck) ")
    assert hand.table.muck == top and all(c not in hand.table.deck for c in top)


def test_in_high_low_the_table_takes_the_half_no_player_beats():
    # Eastern Western: the table's pair of nines beats the best high; P1's low beats the table's
    hand, at = at_showdown(EASTERN_WESTERN, {1: "Ac 7d 5h 3s 2c"}, board="9s 9h Kd Qc Jd 4h")
    assert _showdown(hand, at) == ("Showdown: P1 (in) Ace high; the table Pair of nines; low King low: K-Q-J-9-4, "
                                   "which no player beats: 2 of the pot stays. Pot 3: P1 1.")
    assert hand.table.pot == 2


def test_the_table_hand_draws_when_the_rule_says_so():
    # Five Card Bullshit: "You must beat the table hand to win, and the table hand gets a draw."
    hand, at = at_showdown(BULLSHIT, {1: "Ac Ad 8h 6s 4c"}, board="Qs Qh 9d 7c 2h")
    coming = hand.table.deck[:2]
    text = _showdown(hand, at)
    assert "the table (the table throws " in text and f"draws {coming[0]} {coming[1]})" in text
    assert len(hand.table.board) == 5 and set(coming) <= {h.card for h in hand.table.board}
    assert len(hand.table.muck) == 2 and {Card.parse("Qs"), Card.parse("Qh")} <= {h.card for h in hand.table.board}


def test_the_wilds_for_the_table_are_added_to_the_tables_hand_only():
    # Beat the Board: "Threes are wild for the table." (and fives, sevens)
    from dealerschoice.cards import HandRules
    hand = PlayedHand(game_program(game(778)), 3, 1)
    plain = HandRules(frozenset({13}), frozenset())
    assert sorted(table_hand.table_wilds(hand, plain).wild_ranks) == [3, 5, 7, 13]
    assert table_hand.table_wilds(PlayedHand(game_program(game(HERBIE)), 3, 1), plain) is plain
    assert hand.rulebook.wild_steps == ()  # no player's three, five or seven is wild


def test_the_tables_threes_and_fives_are_wild_in_its_hand_but_not_in_a_players():
    # Beat the Board: the table's 3-5 with a pair of kings makes four kings; P1's threes and fives stay
    # themselves (two pair), and the table's hand beats his
    hand, at = at_showdown(778, {1: "3c 3d 5h 5s Ac"}, board="Kc Kd 3h 5c 9d")
    assert hand.rules_for(hand.table.seat(1)).wild_ranks == frozenset()
    assert _showdown(hand, at) == ("Showdown: P1 (in) Two pair, fives and threes; the table Four of a kind, kings, "
                                   "which no player beats: 3 of the pot stays. Nobody wins the pot.")


def test_beat_the_board_plays_end_to_end():
    for seed in range(1, 9):
        assert_sound(play_staying(778, 3, seed))


def test_nobody_beating_the_dummy_hand_deals_again():
    # Follow the Queen with a Dummy Hand: "You must beat the table hand to win." ... "If no one beats the
    # qualifier, redeal and reante for those still in."
    from dealerschoice.play.mechanics.conditions import no_qualified
    from dealerschoice.rules.steps.showdown import NoQualified
    hand, at = at_showdown(FTQ_DUMMY, {1: "2c 3d 5h 7s 9c Jd Kh", 2: "2d 4c 6h 8s Tc Jh 3s"}, board="Ac Ad Ah As",
                           players=2)
    assert usable_table(hand) == []  # the dummy's cards are no player's
    assert _showdown(hand, at).endswith("the table Four of a kind, aces, which no player beats: 2 of the pot stays. "
                                        "Nobody wins the pot.")
    rule = next(i for i, a in enumerate(hand.program.actions) if any(isinstance(s, NoQualified) for s in a.steps))
    assert no_qualified(hand, hand.program.actions[rule].steps[0], rule) == 0  # dealt again from the top
    assert hand.log.events[-1].text.startswith("No hand qualifies to win: all cards are shuffled and dealt again")


def _split_hands(hand: PlayedHand, seat: int, five: str, two: str) -> None:
    held = hand.table.seat(seat)
    held.cards = [Held(c, pile=1) for c in _take(hand, five)] + [Held(c, pile=2) for c in _take(hand, two)]
    held.expected, held.split = 7, True


@pytest.mark.parametrize("second,text,pot", [
    # P1's five card hand is best, P2's two card hand: nobody wins both, the pot stays
    ("Ac Ad", ("best five card hand: P1; two card hand: P2: nobody wins every hand, the pot stays. Nobody wins the "
               "pot."), 2),
    # P1 wins both hands and takes the pot
    ("5c 2d", "best five card hand: P1; two card hand: P1. Pot 2: P1 2.", 0),
])
def test_a_player_must_win_both_hands_to_take_the_pot(second, text, pot):
    # Double Mariah: "You must win the five card hand and the two card hand to win the pot."
    hand, at = at_showdown(590, {}, players=2)
    for seat in hand.table.seats:
        seat.folded, seat.declared = False, None
    _split_hands(hand, 1, "Kc Kd Kh 9s 4c", "Qc Qd")
    _split_hands(hand, 2, "3s 3h 8d 9c Tc", second)
    assert _showdown(hand, at).endswith(text)
    assert hand.table.pot == pot


def test_the_losers_pay_the_winner_once_when_standing_rules_stand_between():
    # Forty-Two Radical: the showdown (rule 4), two standing rules (5, 6), then "If you went in and lost, you must
    # pay the pot to the high hand." (rule 7): the settlement is played once, at rule 7
    transcript = next(t for t in (play(748, 3, seed) for seed in range(1, 40))
                      if any("wins this showdown" in e.text for e in t.events))
    assert texts(transcript, "settle", rule=4) == []
    assert texts(transcript, "settle", rule=7)
    assert_sound(transcript)


# ---- legs and pots won outright -----------------------------------------------------------
def test_after_a_leg_the_cards_are_dealt_again_until_someone_has_the_legs():
    # Tennesee Guts: "High hand gets a leg, but the pot stays." ... "The first person to get three legs wins the pot."
    hand, _ = at_showdown(TENNESSEE, {1: "Kc"}, players=3)
    assert hand.rulebook.scoring_only and hand.rulebook.wins_needed == 3
    assert legs.series_goes_on(hand)
    hand.table.seat(2).wins = 3
    assert not legs.series_goes_on(hand)


def test_a_leg_is_scored_and_the_redeal_rule_deals_again():
    transcript = next(t for t in (play(TENNESSEE, 3, seed) for seed in range(1, 60))
                      if any("scores a leg" in e.text for e in t.events))
    notes = [e.text for e in transcript.events if "scores a leg" in e.text]
    assert notes[0].endswith("scores a leg (1 so far); the cards are gathered in.")
    after = transcript.events[[e.text for e in transcript.events].index(notes[0]) + 1:]
    assert any(e.kind in ("redeal", "end") for e in after)
    assert_sound(transcript)


def test_a_joker_dealt_face_up_takes_the_pot():
    # Joker Stud: "If a player is ever dealt a face up joker, the game ends and they take the pot."
    transcript = next(t for t in (play(JOKER_STUD, 4, seed) for seed in range(1, 60))
                      if any(e.kind == "end" and "joker" in e.text for e in t.events))
    end = transcript.events[-1]
    assert end.kind == "end" and end.text.endswith("is dealt the joker face up: the game ends and P" +
                                                   end.text[1] + f" takes the pot of {transcript.pot_total}.")
    assert transcript.winners == (int(end.text[1]),) and transcript.carried == 0


# ---- declarations -------------------------------------------------------------------------
def test_a_player_holding_a_wild_card_must_go_in():
    # Fred: "If you are holding a wild card you must go in." (sevens are wild)
    hand, _ = at_showdown(FRED, {1: "7c 3d 2h", 2: "Kc 9d 4h"})
    assert declaring.forced_in(hand, hand.table.seat(1)) == "holds a wild card"
    assert declaring.forced_in(hand, hand.table.seat(2)) is None


def test_a_later_round_lowers_the_bar_and_the_last_goes_in_on_anything():
    from dealerschoice.cards import HandRules, parse_cards
    rules = HandRules(frozenset(), frozenset())
    junk = parse_cards("Qd 7c 3s 5h 9d")
    assert not players_declaring.goes_in_again(junk, rules, last_round=False)
    assert players_declaring.goes_in_again(parse_cards("Ad 7c 3s 5h 9d"), rules, last_round=False)
    assert players_declaring.goes_in_again(junk, rules, last_round=True)
    assert declaring.MAX_DECLARE_ROUNDS == 3  # the mechanic's last round, after which anything goes in


def test_the_declaration_goes_round_again_until_someone_goes_in():
    # Hold Your Guts: "Declare in/out one at a time ... Continue until someone goes in."
    transcript = play(HOLD_YOUR_GUTS, 3, 1)
    declared = texts(transcript, "declare")
    assert declared[:2] == ["Declarations (one at a time): P1 out, P2 out, P3 out.",
                            "Declarations (round 2, one at a time): P1 in, P2 out, P3 out."]
    assert texts(transcript, "note", rule=2) == ["Nobody went in: the declaration goes round again until someone does."]


def test_random_declarations_come_from_the_tables_shuffle():
    # Fubar: "Each player randomly declares high or low."
    for seed in range(1, 30):
        transcript = play(FUBAR, 4, seed)
        declared = texts(transcript, "declare")
        if declared:
            assert declared[0].startswith("Declarations (at random): P")
            assert all(w.split()[-1] in ("high", "low") for w in declared[0][:-1].split(": ")[1].split(", "))
            assert transcript == play(FUBAR, 4, seed)  # the same seed, the same choices
            return
    pytest.fail("no seed of Fubar reached the declaration")


def test_nobody_in_deals_another_card_and_declares_again():
    # Progressive Guts: "If no one goes in, deal one card down to each player. Repeat the last two actions until
    # someone declares in."
    transcript = next(t for t in (play(PROGRESSIVE, 4, seed) for seed in range(1, 80))
                      if any("round 2" in e.text for e in t.events))
    events = [(e.rule, e.kind, e.text) for e in transcript.events]
    first = next(i for i, e in enumerate(events) if e[1] == "declare" and " in" not in e[2].replace(" out", ""))
    assert events[first + 1] == (2, "note", "Nobody went in: everyone keeps their cards until someone does.")
    assert events[first + 2] == (3, "deal", "One card face down to each player.")
    assert events[first + 3] == (4, "note", "Repeat from rule 2.")
    assert events[first + 4][2].startswith("Declarations (round 2, one at a time): ")
    assert_sound(transcript)


def test_nobody_in_passes_three_cards_left_and_declares_again():
    transcript = next(t for t in (play(PASS_YOUR_GUTS, 4, seed) for seed in range(1, 80))
                      if any(e.kind == "pass" for e in t.events))
    passed = next(e for e in transcript.events if e.kind == "pass")
    assert passed.rule == 3 and passed.text.count("passes") == 4 and passed.text.count(" to P") == 4
    assert_sound(transcript)


def test_someone_in_stops_the_conditional_deal_and_pass():
    transcript = next(t for t in (play(PROGRESSIVE, 4, seed) for seed in range(1, 80))
                      if texts(t, "note", rule=3))
    assert texts(transcript, "note", rule=3)[0] == "Someone went in: no more cards are dealt."


def test_going_in_with_a_four_gets_an_extra_card():
    # Baseball Guts II: "Anyone who went in with a four gets an extra card."
    transcript = next(t for t in (play(BASEBALL_II, 3, seed) for seed in range(1, 80))
                      if any("gets an extra card" in e.text for e in t.events))
    extra = next(e for e in transcript.events if "gets an extra card" in e.text)
    assert extra.rule == 4 and " went in with 4" in extra.text
    seat = int(extra.text[1])
    assert len(next(p for p in extra.view.players if p.seat == seat).down) == 4
    assert_sound(transcript)


def test_two_to_five_deals_everyone_a_card_until_one_goes_in():
    # Two to Five: "Players keep their hands." ... "Repeat the last three actions until either only one person goes
    # in (and the game ends) or everyone has five cards (and there is a redeal for all)."
    transcript = next(t for t in (play(774, 4, seed) for seed in range(1, 80))
                      if any(e.text.startswith("Everyone keeps their hand") for e in t.events)
                      and t.events[-1].text.endswith("went in: the game ends."))
    third = next(e for e in transcript.events if e.kind == "deal" and e.rule == 5)
    assert all(len(p.down) == 3 for p in third.view.players)  # those who went out were dealt too
    assert texts(transcript, "note", rule=8)[0] == "Everyone keeps their hand; repeat from rule 5."
    last = transcript.events[-1]
    assert last.rule == 8 and last.kind == "end" and last.text == f"Only P{last.text[6]} went in: the game ends."
    assert_sound(transcript)


@pytest.mark.parametrize("game_id,declared,text,pot", [
    # Cuban Guts: "Players going in must reante."
    (CUBAN, ("in", "out", "in"), "P1, P3 ante 1 again; the pot is 5.", 5),
    (CUBAN, ("out", "out", "out"), "Nobody went in: nobody antes again.", 3),
    # Five Card Screw: "If no one goes in, everyone must reante."
    (363, ("out", "out", "out"), "P1, P2, P3 ante 1 again; the pot is 6.", 6),
    (363, ("out", "in", "out"), "Someone went in: nobody antes again.", 3),
])
def test_guts_antes_again_by_who_went_in(game_id, declared, text, pot):
    from dealerschoice.play.mechanics.guts import guts_ante
    from dealerschoice.rules.steps.wager import GutsAnte
    hand, _ = at_showdown(game_id, {})
    for seat, word in zip(hand.table.seats, declared, strict=True):
        seat.declared = Declaration(word)
    rule = next(i for i, a in enumerate(hand.program.actions) if any(isinstance(s, GutsAnte) for s in a.steps))
    guts_ante(hand, hand.program.actions[rule].steps[0], rule)
    hand.check()
    assert hand.log.events[-1].text == text and hand.table.pot == pot


def test_the_ante_that_comes_with_a_redeal_stays_a_gap_that_does_not_block():
    from dealerschoice.rules.steps.wager import GutsAnte
    gap = GutsAnte("all-on-redeal").gap()
    assert not gap.blocking and gap.reason.startswith("everyone antes again each time the hand is dealt again")
    assert GutsAnte("going-in").gap() is None and GutsAnte("all-if-none-in").gap() is None


# ---- two pots, settled direction by direction ---------------------------------------------
def test_guts_high_low_settles_each_direction_and_the_ledger_balances():
    transcript = play(GUTS_HIGH_LOW, 3, 2)
    assert texts(transcript, "ante")[:3] == [
        "Everyone antes 1.", "Everyone antes 1 into the low pot: high pot 3, low pot 3.",
        "Everyone antes 1 into the low pot: high pot 0, low pot 6."]
    settled = texts(transcript, "settle")
    assert settled[0] == "P2 alone declared high and takes the high pot of 3."
    assert settled[1] == ("Low: P1 Jack low: J-9-7-5-4; P2 Pair: 3-3-8-6-A; P3 Queen low: Q-10-8-7-4; P2 pays P1 6, "
                          "P3 pays P1 6 (the low pot of 6 stays).")
    assert texts(transcript, "end") == ["The example stops after 4 rounds; the game goes on with the pot of 42."]
    assert sum(transcript.amounts.values()) == -transcript.carried == -42


def test_a_lone_declarer_takes_the_pot_and_duelists_pay_the_winner_its_size():
    hand = PlayedHand(game_program(game(GUTS_HIGH_LOW)), 3, 1)
    hand.new_deal(first=True)
    pot_ante = hand.program.actions[0].steps[0]
    pots.pot_ante(hand, pot_ante, 0)
    assert hand.piece(pots.Pots).chips == {"high": 3, "low": 3} and hand.table.pot == 6
    for seat, codes, side in ((1, "Ac Ad 7h 2s", "high"), (2, "Kc Kd 8h 3s", "high"), (3, "2c 3d 5h 7s", "low")):
        s = hand.table.seat(seat)
        s.cards = [Held(c) for c in _take(hand, codes)]
        s.expected = 4
        s.declared = Declaration(side)
    hand.turns.last_declarers = [1, 2, 3]
    pots.declare_duel(hand, hand.program.actions[2].steps[1], 2)
    hand.check()
    assert hand.log.events[-1].text == ("High: P1 Pair of aces; P2 Pair of kings; P2 pays P1 3 (the high pot of 3 "
                                        "stays); P3 alone declared low and takes the low pot of 3.")
    assert hand.piece(pots.Pots).chips == {"high": 3, "low": 0} and hand.table.pot == 3
    assert [s.net for s in hand.table.seats] == [1, -5, 1]
    # the duel is a showdown for the odds; a lone declarer's pot is won without one
    (record,) = hand.outcome.result.showdowns
    assert (record["pot"], record["high"], record["low"], record["shares"]) == ("high", (1,), (), {1: 3})


def test_the_pots_must_add_up_to_the_ledgers_pot():
    hand = PlayedHand(game_program(game(GUTS_HIGH_LOW)), 3, 1)
    hand.new_deal(first=True)
    pots.pot_ante(hand, hand.program.actions[0].steps[0], 0)
    hand.table.pot += 1
    with pytest.raises(Exception, match=r"the pots \(high pot 3, low pot 3\) do not add up to the pot of 7"):
        pots.pots_of(hand)


# ---- every game of this family, any table -------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_the_guts_games_run_at_every_table_size(game_id):
    program = game_program(game(game_id))
    for players in (2, 3, 5):
        assert_sound(play(game_id, players, game_id))
    assert program.game.id == game_id


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_id=st.sampled_from(GAMES), players=st.integers(2, 6), seed=st.integers(0, 10**6))
def test_guts_games_keep_every_card_and_chip(game_id, players, seed):
    assert_sound(play(game_id, players, seed))
