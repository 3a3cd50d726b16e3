"""Wild cards that change in play (issue 16): the card after the last face-up queen, wilds
only in the hole, a player's own high card, ranks a player names, bugs and other limited
wilds, wilds that a hand's other cards take away. Named corpus games are checked on seeded
hands against an independent reckoning of what is wild."""

from __future__ import annotations

import pytest

from dealerschoice.cards import Card, HandRules, best_hand, parse_cards
from dealerschoice.cards.cards import RANK_PLURALS
from dealerschoice.play.mechanics import wild_play
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.play.table import Held, Seat
from dealerschoice.play.triggers import _watched
from dealerschoice.play.wilds import WildState, wild_rules
from dealerschoice.rules.grammar import read_sentences
from tests.play.test_simulate import assert_sound, make_game
from tests.rules import corpus as dev

needs_corpus = pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)


def corpus_game(number: int):
    return next(g for g in dev.corpus().games if g.id == number)


def played(game, players: int, seed: int) -> PlayedHand:
    hand = PlayedHand(game_program(game), players, seed)
    assert_sound(hand.run())
    return hand


def wild(sentence: str):
    (step,) = read_sentences(sentence)
    return step


def seat_of(down: str, up: str = "") -> Seat:
    seat = Seat(1)
    seat.cards = [Held(c) for c in parse_cards(down)] + [Held(c, up=True, dealt_up=True) for c in parse_cards(up)]
    return seat


def up_cards_in_deal_order(hand: PlayedHand) -> list[Card]:
    """Every card dealt face up to a player, in the order dealt: round by round, each round
    clockwise from the dealer's left (nobody folds in these games' simple policies)."""
    seats = hand.table.clockwise_from(1)
    ups = [[h.card for h in s.cards if h.dealt_up] for s in seats]
    return [ups[i][r] for r in range(max(map(len, ups))) for i in range(len(seats)) if r < len(ups[i])]


def follow_rank(cards: list[Card], followed: int = 12) -> int | None:
    """The rank of the card after the last card of rank `followed` (None: none follows)."""
    rank = None
    for before, card in zip(cards, cards[1:] + [None]):
        if before.rank == followed and not before.is_joker:
            rank = None if card is None or (card.rank == followed and not card.is_joker) else card.rank
    return rank


# ---- follow the queen -------------------------------------------------------------------------
def test_a_follow_rule_watches_cards_as_it_says():
    assert [_watched("dealt", how) for how in ("dealt", "flip")] == [True, False]
    assert [_watched("flipped", how) for how in ("dealt", "flip")] == [False, True]
    assert [_watched("up", how) for how in ("dealt", "flip")] == [True, True]


@needs_corpus
@pytest.mark.parametrize("number", [608, 901])
def test_follow_the_queen_makes_the_card_after_the_last_face_up_queen_wild(number):
    hand = played(corpus_game(number), 4, 1)
    ups = up_cards_in_deal_order(hand)
    assert hand.wilds.state.follow_rank == follow_rank(ups) == 11  # the jack after the queen of spades
    texts = [e.text for e in hand.log.events if e.kind == "wild"]
    assert texts == ["5♣ follows the last queen turned up: fives are now wild.",
                     "Q♠ turns up: fives are no longer wild, the next card up names the new wild rank.",
                     "J♣ follows the last queen turned up: jacks are now wild."]
    for seat, (high, _) in hand.outcome.result.showdowns[-1]["hands"].items():
        cards = hand.table.seat(seat).all()
        assert high.key == best_hand(cards, HandRules(frozenset({12, 11}))).key


@needs_corpus
@pytest.mark.parametrize("seed", range(1, 13))
def test_follow_the_queen_follows_the_deal_on_any_seed(seed):
    hand = played(corpus_game(608), 5, seed)
    ups = up_cards_in_deal_order(hand)
    assert hand.wilds.state.follow_rank == follow_rank(ups)
    wild_ranks = {12} | ({follow_rank(ups)} if follow_rank(ups) else set())
    for seat, (high, _) in hand.outcome.result.showdowns[-1]["hands"].items():
        assert high.key == best_hand(hand.table.seat(seat).all(), HandRules(frozenset(wild_ranks))).key


def test_a_queen_dealt_last_leaves_no_follow_wild():
    game = make_game("Deal one card up to each player.", "Deal one card up to each player.",
                     "Showdown, high hand wins.", "Queens are wild.",
                     "The face up card dealt after the last face up queen is wild, as are all cards of the same rank.")
    for seed in range(1, 40):
        hand = played(game, 2, seed)
        ups = up_cards_in_deal_order(hand)
        assert hand.wilds.state.follow_rank == follow_rank(ups)
        if ups[-1].rank == 12:
            assert hand.wilds.state.follow_rank is None
            break
    else:
        pytest.fail("no seed dealt a queen last")


# ---- wilds as held ----------------------------------------------------------------------------
def test_a_card_wild_in_the_hole_is_not_wild_face_up():
    rule = wild("If a player has the queen of spades as a hole card, it is wild.")
    state = WildState()
    assert wild_rules([rule], state, [], seat_of("Qs 4d", "9c")).wild_cards == {Card.parse("Qs")}
    assert wild_rules([rule], state, [], seat_of("4d", "Qs 9c")).wild_cards == frozenset()


@needs_corpus
def test_murder_plays_the_hole_queen_of_spades_wild():
    hand = played(corpus_game(582), 4, 4)
    hands = hand.outcome.result.showdowns[-1]["hands"]
    holder = next(s for s in hand.table.seats if Card.parse("Qs") in s.down())
    high = hands[holder.number][0]
    assert high.description == "Three of a kind, eights"
    assert [(str(w), str(b)) for w, b in high.wilds] == [("Q♠", "8♥")]


def test_each_players_high_hole_card_is_wild_for_them():
    rule = wild("Your high hole card is wild, as are all cards of the same rank.")
    assert rule.source == "high-card"
    assert wild_rules([rule], WildState(), [], seat_of("4d 9s", "Kc")).wild_ranks == {9}


def test_a_rank_each_player_names_is_the_best_for_their_hand():
    rule = wild("At any time during the game, each player may declare that a given rank is wild for them.")
    seat = seat_of("Kd", "Ks 7c 7d 2h")
    rules = wild_rules([rule], WildState(), [], seat)
    assert rules.wild_ranks == {7}  # two sevens wild make four kings; two kings wild only trips
    assert best_hand(seat.all(), rules).description == "Four of a kind, kings"


@needs_corpus
def test_wild_widow_makes_the_other_cards_of_the_table_rank_wild_not_the_table_card():
    """#319, seed 1: the K♣ on the table names kings; P4's K♦ is wild, the K♣ is not (else P4's
    tens would be four of a kind)."""
    hand = played(corpus_game(319), 4, 1)
    text = next(e.text for e in reversed(hand.log.events) if e.kind == "showdown")
    assert text.endswith("P4 Three of a kind, tens [K♦ as 10♠]. Pot 16: P4 16.")
    seat = hand.table.seat(4)
    rules = hand.rules_for(seat)
    assert [str(c) for c in parse_cards("Kc Kd Ks Kh") if rules.is_wild(c)] == ["K♦", "K♠", "K♥"]


def test_a_table_card_not_wild_itself_leaves_the_other_three_of_its_rank_wild():
    rule = wild("All cards of the same rank as the last common card are wild, but the last common card is not "
                "wild itself.")
    assert rule.not_itself and rule.gap() is None
    rules = wild_rules([rule], WildState(), list(parse_cards("4d 9s")), seat_of("2c 3c"))
    assert (rules.wild_ranks, sorted(map(str, rules.wild_cards))) == (frozenset(), ["9♣", "9♥", "9♦"])


# ---- limited wilds and voids -------------------------------------------------------------------
def test_jokers_as_bugs_complete_a_straight_or_count_as_an_ace():
    game = make_game("Deal five cards down to each player.", "Showdown, high hand wins.",
                     "The jokers are bugs. Bugs can be used to complete a straight or a flush, or as an ace.")
    limits = wild_play.game_limits(game_program(game))
    assert limits.joker_bugs and not limits.limited
    rules = wild_play._limited(HandRules(), limits)
    assert best_hand(parse_cards("Jk Ks Kd 4c 7h"), rules).description == "Pair of kings"  # not trips
    assert best_hand(parse_cards("Jk 9s Td Jc Qh"), rules).description == "Straight, king high"


@needs_corpus
def test_mexican_poker_plays_the_joker_as_a_bug():
    hand = played(corpus_game(131), 4, 2)
    hands = hand.outcome.result.showdowns[-1]["hands"]
    high = hands[4][0]
    assert high.description == "Pair of queens"
    assert [(str(w), str(b)) for w, b in high.wilds] == [("Jk", "A♠")]
    assert hand.outcome.result.showdowns[-1]["high"] == (2,)


def test_sixes_that_count_as_nines_play_either_way():
    game = make_game("Deal five cards down to each player.", "Showdown, high hand wins.",
                     "Sixes can count as nines.")
    rules = wild_play._limited(HandRules(), wild_play.game_limits(game_program(game)))
    assert best_hand(parse_cards("6s 9d 9c 2h 3d"), rules).description == "Three of a kind, nines"
    assert best_hand(parse_cards("6s 6d 9c 2h 3d"), rules).description == "Three of a kind, nines"
    assert best_hand(parse_cards("6s 6d Kc 2h 3d"), rules).description == "Pair of nines"
    assert best_hand(parse_cards("6s 6d Kc 2h 3d"), HandRules()).description == "Pair of sixes"


def test_wilds_of_one_rank_only_are_not_wild_when_a_rule_says_so():
    game = make_game("Deal five cards down to each player.", "Showdown, high hand wins.", "Sixes are wild.",
                     "Nines are wild.", "If you do not have at least two wilds of different rank, none of your "
                                        "wild cards are wild.")
    voids = wild_play.game_limits(game_program(game)).voids
    rules = HandRules(frozenset({6, 9}))
    assert wild_play._voided(voids, rules, parse_cards("6s 6d Kc Kh 2d"))
    assert not wild_play._voided(voids, rules, parse_cards("6s 9d Kc Kh 2d"))


def test_limits_are_added_once_however_often_asked():
    game = make_game("Deal five cards down to each player.", "Showdown, high hand wins.", "Sixes can count as nines.")
    limits = wild_play.game_limits(game_program(game))
    once = wild_play._limited(HandRules(), limits)
    assert wild_play._limited(once, limits).limited == once.limited


def test_a_player_discarding_sees_the_cards_that_count_as_others():
    """Play decisions get the limits too (`PlayedHand.rules_for`), not only the showdown: with
    sixes counting as nines, 6-9-9 is trips to keep and the king goes."""
    from dealerschoice.play import policies

    game = make_game("Deal five cards down to each player.", "Each player may draw up to three cards.",
                     "Showdown, high hand wins.", "Sixes can count as nines.")
    hand = PlayedHand(game_program(game), 2, 1)
    seat = hand.table.seat(1)
    seat.cards = [Held(c) for c in parse_cards("6s 9d 9c Kh 3d")]
    rules = hand.rules_for(seat)
    assert best_hand(seat.all(), rules).description == "Three of a kind, nines"
    assert policies.worst(seat.all(), 2, [], rules) == list(parse_cards("3d Kh"))
    assert hand.rules_for(seat) == wild_play.with_limits(hand, rules, seat.all())  # twice: the same


def test_a_hand_the_void_rule_strips_has_no_wilds_in_play_either():
    game = make_game("Deal five cards down to each player.", "Showdown, high hand wins.", "Sixes are wild.",
                     "Nines are wild.", "If you do not have at least two wilds of different rank, none of your "
                                        "wild cards are wild.")
    hand = PlayedHand(game_program(game), 2, 1)
    one, two = hand.table.seat(1), hand.table.seat(2)
    one.cards = [Held(c) for c in parse_cards("6s 6d Kc Kh 2d")]
    two.cards = [Held(c) for c in parse_cards("6s 9d Kc Kh 2d")]
    assert best_hand(one.all(), hand.rules_for(one)).description == "Two pair, kings and sixes"
    assert best_hand(two.all(), hand.rules_for(two)).description == "Four of a kind, kings"


# ---- cards seen by everyone but their holder ---------------------------------------------------
@needs_corpus
def test_blind_mans_bluff_cards_face_out_stay_unknown_to_their_holder():
    hand = played(corpus_game(271), 3, 1)
    texts = [e.text for e in hand.log.events if e.rule == 2]
    assert texts[-1] == ("Each player holds that card facing out: everyone else sees it, its holder does not "
                         "(P1 holds 6♣; P2 holds 4♣; P3 holds 10♣).")
    faced_out = {1: "6♣", 2: "4♣", 3: "10♣"}
    for seat in hand.table.seats:
        (held,) = [h for h in seat.cards if str(h.card) == faced_out[seat.number]]
        assert not held.seen and not held.up
        assert held.card not in seat.known()


# ---- wilds that move, grow and end as cards turn up -------------------------------------------
@needs_corpus
def test_fight_club_swaps_jacks_for_kings_when_a_queen_comes_up():
    hand = played(corpus_game(653), 4, 1)
    assert [e.text for e in hand.log.events if e.kind == "wild"] == [
        "The wild ranks move: jacks are no longer wild, kings are."]
    assert hand.rules_for(hand.table.seats[0]).wild_ranks == {13}


@needs_corpus
def test_wasteland_moves_the_low_wild_down_and_the_high_wild_up():
    hand = played(corpus_game(265), 4, 1)
    assert [e.text for e in hand.log.events if e.kind == "wild"] == [
        "The wild ranks move: sixes and sevens are no longer wild, fives and eights are.",
        "The wild ranks move: fives and eights are no longer wild, fours and nines are."]
    assert hand.rules_for(hand.table.seats[0]).wild_ranks == {4, 9}


@needs_corpus
def test_zombie_wasteland_goes_back_to_sixes_and_sevens_on_a_jack():
    hand = played(corpus_game(683), 4, 1)
    assert [e.text for e in hand.log.events if e.kind == "wild"][:2] == [
        "The wild ranks move: sixes and sevens are no longer wild, fives and eights are.",
        "The wilds go back to sixes and sevens (they were fives and eights)."]


@needs_corpus
def test_marriage_ends_every_wild_on_the_second_face_card_up():
    hand = played(corpus_game(217), 4, 1)
    ups = up_cards_in_deal_order(hand)
    faces = [c for c in ups if not c.is_joker and c.rank in (11, 12, 13)]
    assert [e.text for e in hand.log.events if e.kind == "wild"] == [
        f"{faces[1]} turns up: no card is wild for the rest of the hand."]
    for seat, (high, _) in hand.outcome.result.showdowns[-1]["hands"].items():
        assert high.wilds == ()
        assert high.key == best_hand(hand.table.seat(seat).all()).key


@needs_corpus
def test_sequence_makes_the_lowest_rank_not_yet_wild_wild_when_it_turns_up():
    hand = played(corpus_game(233), 4, 3)
    assert [e.text for e in hand.log.events if e.kind == "wild"] == [
        "2♥ turns up, the lowest rank not yet wild: twos are wild too.",
        "3♥ turns up, the lowest rank not yet wild: threes are wild too."]


@needs_corpus
@pytest.mark.parametrize("seed", range(1, 6))
def test_chaos_makes_two_to_ten_of_the_last_queens_suit_wild(seed):
    hand = played(corpus_game(606), 4, seed)
    queens = [c for c in up_cards_in_deal_order(hand) if not c.is_joker and c.rank == 12]
    wild_cards = frozenset(Card.of(r, queens[-1] & 3) for r in range(2, 11)) if queens else frozenset()
    assert hand.wilds.state.suit_cards == wild_cards
    for seat, (high, _) in hand.outcome.result.showdowns[-1]["hands"].items():
        assert high.key == best_hand(hand.table.seat(seat).all(), HandRules(wild_cards=wild_cards)).key


@needs_corpus
@pytest.mark.parametrize("seed", range(1, 6))
def test_pa_furgeson_makes_the_highest_up_card_wild(seed):
    hand = played(corpus_game(917), 4, seed)
    top = max(c.rank for c in up_cards_in_deal_order(hand) if not c.is_joker)
    for seat, (high, _) in hand.outcome.result.showdowns[-1]["hands"].items():
        assert high.key == best_hand(hand.table.seat(seat).all(), HandRules(frozenset({top}))).key
    assert [e.text for e in hand.log.events if e.kind == "wild"][-1].endswith("are now wild (the highest card up).")


def test_a_player_showing_natural_trips_names_the_rank_best_for_them():
    from dealerschoice.cards.keys import high_score

    game = make_game("Deal seven cards up to each player.", "Showdown, high hand wins.",
                     "If a player ever has a natural three of a kind showing, they may declare any rank to be wild.")
    for seed in range(1, 80):
        hand = played(game, 3, seed)
        named = [e.text for e in hand.log.events if e.kind == "wild"]
        if not named:
            continue
        (text,) = named  # the first rank named stands
        who = int(text[1])
        # the seat's up cards when it named: the trips had just come up, the rest came later
        rank = next(r for r in range(2, 15) if text.endswith(f"names {RANK_PLURALS[r]} wild."))
        assert hand.wilds.state.added == {rank}
        assert hand.rules_for(hand.table.seat(who)).wild_ranks == {rank}
        assert high_score(hand.table.seat(who).all(), HandRules(frozenset({rank}))) >= high_score(
            hand.table.seat(who).all(), HandRules(frozenset({2})))
        return
    pytest.fail("no seed showed natural trips")


def test_a_player_may_use_only_one_three_as_a_wild():
    rule = wild("Each player can use one three as a wild in their high hand.")
    assert (rule.most, rule.hands) == (1, "high")
    seat = seat_of("3s 3d Ks Kd 9c")
    rules = wild_rules([rule], WildState(), [], seat)
    assert len(rules.wild_cards) == 1 and not rules.wild_ranks
    assert best_hand(seat.all(), rules).description == "Three of a kind, kings"
    assert best_hand(seat.all(), HandRules(frozenset({3}))).description == "Four of a kind, kings"
    assert wild_rules([rule], WildState(), [], seat, "low").wild_cards == frozenset()  # high hands only


def test_the_rank_of_the_number_of_players_left_is_wild_and_moves_as_they_fold():
    game = make_game("Deal two cards down to each player.", "Deal one card up to each player.",
                     "Deal one card up to each player.", "Showdown, high hand wins.",
                     "If you are dealt a face up king, you must fold.",
                     "All cards with the same rank as the number of players left in the game are wild.")
    for seed in range(1, 60):
        hand = played(game, 6, seed)
        left = len([s for s in hand.table.seats if not s.folded])
        texts = [e.text for e in hand.log.events if e.kind == "wild"]
        assert texts[0] == "6 players are left: sixes are wild."
        if left < 6 and hand.outcome.result.showdowns:
            assert texts[-1] == f"{left} players are left: {RANK_PLURALS[left]} are wild."
            for seat, (high, _) in hand.outcome.result.showdowns[-1]["hands"].items():
                assert high.key == best_hand(hand.table.seat(seat).all(), HandRules(frozenset({left}))).key
            return
    pytest.fail("no seed made a player fold")


@needs_corpus
def test_three_six_nine_charges_double_the_ante_for_a_six_face_up():
    """#260, seed 3: sixes face up cost "double ante" (2), threes one ante."""
    hand = played(corpus_game(260), 4, 3)
    paid = [e.text for e in hand.log.events if e.kind == "wild" and "6 wild" in e.text]
    assert paid == ["P2 pays 2 to make 6 wild.", "P4 pays 2 to make 6 wild."]


@needs_corpus
def test_follow_the_red_makes_each_following_rank_wild_for_its_holder_only():
    """#612, seed 1: every card dealt face up after a red one is wild, with its rank, for the
    player it was dealt to: nines, queens and tens for P3, kings for P1, aces for P4."""
    hand = played(corpus_game(612), 4, 1)
    texts = [e.text for e in hand.log.events if e.kind == "wild"]
    assert texts[:2] == ["9♥ follows the last card followed: nines are now wild for P3.",
                         "A♣ follows the last card followed: aces are now wild for P4."]
    assert hand.rules_for(hand.table.seat(3)).wild_ranks == frozenset({9, 10, 12})
    assert hand.rules_for(hand.table.seat(1)).wild_ranks == frozenset({13})
    assert hand.rules_for(hand.table.seat(2)).wild_ranks == frozenset()
