"""Wild cards that change in play (issue 16): the card after the last face-up queen, wilds
only in the hole, a player's own high card, ranks a player names, bugs and other limited
wilds, wilds that a hand's other cards take away. Named corpus games are checked on seeded
hands against an independent reckoning of what is wild."""

from __future__ import annotations

import pytest

from dealerschoice.cards import Card, HandRules, best_hand, parse_cards
from dealerschoice.cards.cards import RANK_PLURALS
from dealerschoice.cards.wild_groups import WildGroup
from dealerschoice.play.mechanics import named_ranks, own_wilds, wild_play
from dealerschoice.play.mechanics.betting import Stance
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
    """A seeded hand where every player stays to the showdown (as the odds play): the wilds
    are the point here, and a fold would end the hand before they show."""
    hand = PlayedHand(game_program(game), players, seed)
    hand.piece(Stance).everyone_stays = True
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
    clockwise from the dealer's left; a player who folds keeps the cards dealt before (and
    gets none after)."""
    seats = hand.table.clockwise_from(1, include_folded=True)
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
    showdowns = hand.outcome.result.showdowns  # none when everyone else folded
    for seat, (high, _) in (showdowns[-1]["hands"] if showdowns else {}).items():
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
    assert [h.card for h in hand.table.board] == [Card.parse("Kc")]
    others = HandRules(wild_cards=frozenset(parse_cards("Kd Ks Kh")))
    for number, (high, _) in hand.outcome.result.showdowns[-1]["hands"].items():
        assert high.key == best_hand(hand.table.seat(number).all() + [Card.parse("Kc")], others).key  # the widow plays
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
    """Each queen turned up swaps the wild rank (jacks, kings, jacks...): on seeded hands, the
    swaps said are one per queen up, and the rank in force at the end follows their count."""
    swapped = 0
    for seed in range(1, 9):
        hand = played(corpus_game(653), 4, seed)
        queens = sum(1 for s in hand.table.seats for h in s.cards if h.up and h.card.rank == 12)
        texts = [e.text for e in hand.log.events if e.kind == "wild"]
        moves = ["The wild ranks move: jacks are no longer wild, kings are.",
                 "The wild ranks move: kings are no longer wild, jacks are."]
        assert texts == [moves[i % 2] for i in range(queens)]
        assert hand.rules_for(hand.table.seats[0]).wild_ranks == ({13} if queens % 2 else {11})
        swapped += queens > 0
    assert swapped  # some hand turned a queen up


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


# ---- dice, ranks the dealer names, passing ranks, sets held (issue 16, round 4) -----------------
def _dice_wilds(values):
    total = sum(values)
    return ({total} if total <= 14 else set()) | {14 if v == 1 else v for v in values}


@needs_corpus
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_dice_name_the_wild_ranks_by_their_sum_and_each_die(seed):
    hand = played(corpus_game(182), 4, seed)
    values = hand.wilds.state.dice
    assert len(values) == 2 and all(1 <= v <= 6 for v in values)
    rolled = next(e.text for e in hand.log.events if e.text.startswith("The dice are rolled"))
    assert rolled.startswith(f"The dice are rolled: {values[0]}, {values[1]} (total {sum(values)}); ")
    wild = _dice_wilds(values)
    assert hand.rules_for(hand.table.seats[0]).wild_ranks == wild
    for seat, (high, _) in hand.outcome.result.showdowns[-1]["hands"].items():
        assert high.key == best_hand(hand.table.seat(seat).all(), HandRules(frozenset(wild))).key


@needs_corpus
def test_a_face_up_jack_rerolls_the_dice_for_a_player_with_no_wild_card():
    hand = played(corpus_game(593), 4, 4)
    texts = [e.text for e in hand.log.events if e.kind == "wild"]
    assert texts == [("P1 gets J♠ face up and rolls the dice again (no card of theirs is wild): 5, 3 (total 8); "
                      "threes, fives and eights are wild."),
                     ("P2 gets J♦ face up and rolls the dice again (no card of theirs is wild): 4, 4 (total 8); "
                      "fours and eights are wild.")]
    assert hand.wilds.state.dice == (4, 4) and hand.rules_for(hand.table.seats[0]).wild_ranks == {4, 8}


def test_a_player_with_a_wild_card_keeps_the_dice():
    from dealerschoice.play.mechanics import dice

    game = make_game("Roll two six sided dice.", "Deal two cards down to each player.", "Showdown, high hand wins.",
                     "The rank equal to the sum of the dice are wild.",
                     "If a player is ever dealt a face up queen, they may reroll the dice.")
    hand = PlayedHand(game_program(game), 2, 1)
    hand.piece(dice.DiceRoll).values = [3, 4]
    hand.wilds.state.dice = (3, 4)
    seat = hand.table.seat(1)
    seat.cards = [Held(c) for c in parse_cards("7d 2c")] + [Held(Card.parse("Qh"), up=True, dealt_up=True)]
    dice.on_card_up(hand, seat, Card.parse("Qh"), lambda trigger: True)
    assert hand.wilds.state.dice == (3, 4)
    assert hand.log.events[-1].text == "P1 gets Q♥ face up and may roll the dice again, but keeps them: 7♦ is wild for them."


@needs_corpus
def test_the_dealer_names_the_rotate_rank_and_every_one_dealt_up_rotates_the_hands():
    for seed in (1, 2, 3):
        hand = played(corpus_game(231), 5, seed)
        (named,) = [e.text for e in hand.log.events if e.text.startswith("The dealer")]
        rank = hand.piece(named_ranks.NamedRanks).ranks["rotate"]
        assert named == f"The dealer (P5) names {RANK_PLURALS[rank]} the rotate rank."
        dealt_up = [h.card for s in hand.table.seats for h in s.cards if h.dealt_up and h.card.rank == rank]
        passes = [e.text for e in hand.log.events if e.kind == "pass"]
        assert len(passes) == len(dealt_up)
        assert all(t.endswith("every player still in passes their cards one player to the left.") for t in passes)


def _rotation_hand(sentence: str, names: str = "The dealer declares one rank to be the rotate rank."):
    game = make_game(names, "Deal two cards down to each player.", "Deal one card up to each player.",
                     "Showdown, high hand wins.", sentence)
    hand = PlayedHand(game_program(game), 3, 1)
    hand.piece(named_ranks.NamedRanks).ranks = {"rotate": 7}
    for seat, text in zip(hand.table.seats, ("2c 3c 7h", "4d 5d 9s", "6h 8h Ks")):
        cards = parse_cards(text)
        seat.cards = [Held(cards[0]), Held(cards[1]), Held(cards[2], up=True, dealt_up=True)]
        seat.expected = 3
    return hand


def test_passing_moves_whole_hands_one_player_along_per_card():
    hand = _rotation_hand("Each round in which a passing rank was dealt face up, each player must pass their cards "
                          "one player to the left for each card of the passing rank dealt that round.")
    named_ranks.on_card_up(hand, Card.parse("7h"), "dealt")
    assert [" ".join(map(str, s.all())) for s in hand.table.seats] == ["6♥ 8♥ K♠", "2♣ 3♣ 7♥", "4♦ 5♦ 9♠"]
    assert [s.expected for s in hand.table.seats] == [3, 3, 3]
    named_ranks.on_card_up(hand, Card.parse("9s"), "dealt")  # not the passing rank
    assert hand.table.seat(2).all() == list(parse_cards("2c 3c 7h"))


def test_passing_up_cards_only_to_the_right_leaves_the_down_cards():
    hand = _rotation_hand("Each round in which a passing rank was dealt face up, each player must pass their up "
                          "cards one player to the right for each card of the passing rank dealt that round.")
    hand.table.seat(3).folded = True  # a folded player is passed over
    named_ranks.on_card_up(hand, Card.parse("7h"), "dealt")
    assert [" ".join(map(str, s.all())) for s in hand.table.seats] == ["2♣ 3♣ 9♠", "4♦ 5♦ 7♥", "6♥ 8♥ K♠"]
    assert hand.log.events[-1].text == ("7♥ is dealt face up (sevens are the rotate rank): every player still in "
                                        "passes their up cards one player to the right.")


def test_a_rule_naming_the_passing_rank_means_the_rank_the_dealer_named():
    piece = named_ranks.NamedRanks({"rotate": 4})
    assert named_ranks.ranks_for(piece, "passing") == {4}
    two = named_ranks.NamedRanks({"left passing": 7, "right passing": 9})
    assert named_ranks.ranks_for(two, "left passing") == {7} and named_ranks.ranks_for(two, "passing") == {7, 9}
    assert named_ranks.ranks_for(named_ranks.NamedRanks(), "passing") == set()


@needs_corpus
def test_wild_rotate_makes_the_rank_the_dealer_named_wild():
    hand = played(corpus_game(659), 4, 2)
    rank = hand.piece(named_ranks.NamedRanks).ranks["rotate"]
    named = next(e.text for e in hand.log.events if e.text.startswith("The dealer"))
    assert named == f"The dealer (P4) names {RANK_PLURALS[rank]} the rotate rank. {RANK_PLURALS[rank].capitalize()} are wild."
    assert hand.rules_for(hand.table.seats[0]).wild_ranks == {rank}
    for seat, (high, _) in hand.outcome.result.showdowns[-1]["hands"].items():
        assert high.key == best_hand(hand.table.seat(seat).all(), HandRules(frozenset({rank}))).key


@needs_corpus
def test_two_way_rotate_names_two_different_ranks():
    hand = played(corpus_game(658), 4, 1)
    ranks = hand.piece(named_ranks.NamedRanks).ranks
    assert set(ranks) == {"left passing", "right passing"} and len(set(ranks.values())) == 2
    passes = [e.text for e in hand.log.events if e.kind == "pass"]
    for text in passes:
        side = "left" if "are the left passing rank" in text else "right"
        assert text.endswith(f"one player to the {side}.")


def test_a_held_set_makes_its_cards_wild_for_the_holder_only():
    game = make_game("Deal five cards down to each player.", "Showdown, high hand wins.",
                     "If you have two queens and a jack or a king, all three are wild.")
    limits = wild_play.game_limits(game_program(game))
    assert [g for entry in limits.limited for g in entry.groups] == [WildGroup.held_set((12, 12, 11)),
                                                                     WildGroup.held_set((12, 12, 13))]
    rules = wild_play._limited(HandRules(), limits)
    hand = best_hand(parse_cards("Qs Qh Jd 4c 4d"), rules)
    assert hand.description == "Five of a kind, fours (Q♠ Q♥ J♦ wild)"
    assert best_hand(parse_cards("Qs Jh Jd 4c 4d"), rules).description == "Two pair, jacks and fours"  # no set
    assert best_hand(parse_cards("Qs Qh Kd Qd 9c"), rules).description == "Four of a kind, queens (Q♠ Q♥ K♦ wild)"


@needs_corpus
@pytest.mark.parametrize("seed, dealt_up, description", [
    (4, False, "Three of a kind, twos"),  # dealt face down: wild
    (1, True, "Pair of jacks"),           # dealt face up: a bug, an ace here
])
def test_mexican_poker_ii_plays_a_joker_by_how_it_was_dealt(seed, dealt_up, description):
    hand = played(corpus_game(497), 5, seed)
    holder = next(s for s in hand.table.seats if any(h.card.is_joker for h in s.cards))
    assert next(h for h in holder.cards if h.card.is_joker).dealt_up is dealt_up
    high = hand.outcome.result.showdowns[-1]["hands"][holder.number][0]
    assert high.description == description
    assert hand.rules_for(holder).jokers == ("bug" if dealt_up else "wild")


def test_a_joker_dealt_otherwise_than_its_only_rule_says_stops_the_hand_with_why():
    game = make_game("Use a 52 card deck with one joker added.", "Deal one card up to each player.",
                     "Showdown, high hand wins.", "Jokers dealt face down are wild even if flipped up.")
    hand = PlayedHand(game_program(game), 2, 1)
    seat = hand.table.seat(1)
    seat.cards = [Held(Card.parse("Jk"), up=True, dealt_up=True)]
    with pytest.raises(ValueError, match="a joker dealt face up is wild only dealt face down, and no rule says"):
        hand.rules_for(seat)


@needs_corpus
@pytest.mark.parametrize("number, pick", [(1000, "last"), (1088, "low")])
def test_twin_beds_make_a_card_of_each_row_and_its_rank_wild(number, pick):
    from dealerschoice.play.board import board_of

    hand = played(corpus_game(number), 4, 1)
    board = board_of(hand)
    named = []
    for row in ("r1", "r2"):  # each row's cards turn up left to right: the last up is the last flipped
        up = [h.card for p, h in zip(board.places, hand.table.board) if p.startswith(row + "c") and h.up]
        named.append((up[-1] if pick == "last" else min(up, key=lambda c: c.rank)).rank)
    assert hand.rules_for(hand.table.seats[0]).wild_ranks == set(named)
    said = [e.text for e in hand.log.events if e.kind == "wild"][-1]
    assert said == (f"The wild ranks change with the common cards up: row 1 names {RANK_PLURALS[named[0]]}; "
                    f"row 2 names {RANK_PLURALS[named[1]]}.")
    flips = [i for i, e in enumerate(hand.log.events) if e.kind == "flip"]
    changes = [i for i, e in enumerate(hand.log.events) if e.kind == "wild"]
    assert changes and all(any(f < c for f in flips) for c in changes)  # said after the flip that made it


def _call_hand(held: dict[int, str]):
    game = make_game("The dealer declares one rank to be the call rank.", "Deal five cards face down to each player.",
                     "Each player holding a card of the call rank may declare one other rank to be wild. If no one "
                     "is holding the call rank, the next highest rank is wild.", "Showdown, high hand wins.")
    hand = PlayedHand(game_program(game), 2, 1)
    hand.piece(named_ranks.NamedRanks).ranks = {"call": 8}
    for number, text in held.items():
        hand.table.seat(number).cards = [Held(c) for c in parse_cards(text)]
    hand.progress.rule = 3  # play has reached the rule
    return hand


def test_a_holder_of_the_call_rank_names_the_rank_best_for_them_wild_for_everyone():
    hand = _call_hand({1: "8d Kc Ks Qd 2h", 2: "Qs Qc 4d 5d 6d"})
    # twos wild make P1 three kings (kings wild: only three queens)
    assert hand.rules_for(hand.table.seat(2)).wild_ranks == {2}
    assert hand.log.events[-1].text == "P1 holds an eight (the call rank) and names twos wild."
    hand.progress.rule = 4
    assert named_ranks.holders_declare(hand) == {2} and len(hand.log.events) == 1  # named once


def test_nobody_holding_the_call_rank_makes_the_next_rank_wild():
    hand = _call_hand({1: "9d Kc Ks Qd 2h", 2: "Qs Qc 4d 5d 6d"})
    assert hand.rules_for(hand.table.seat(1)).wild_ranks == {9}
    assert hand.log.events[-1].text == "Nobody holds eights, the call rank: nines are wild."


def test_before_the_rule_nothing_is_named():
    hand = _call_hand({1: "8d Kc Ks Qd 2h", 2: "Qs Qc 4d 5d 6d"})
    hand.progress.rule = 2
    assert hand.rules_for(hand.table.seat(1)).wild_ranks == frozenset() and not hand.log.events


@needs_corpus
def test_2001_plays_the_first_spade_wild_the_other_spades_dead_and_bars_short_hands():
    barred = judged = 0
    for seed in range(1, 9):
        hand = played(corpus_game(160), 5, seed)
        showdown = hand.outcome.result.showdowns[-1]
        text = next(e.text for e in reversed(hand.log.events) if e.kind == "showdown")
        for number, (high, _) in showdown["hands"].items():
            cards = hand.table.seat(number).all()
            spades = [c for c in cards if c.suit == "s"]  # in the order dealt
            live = [c for c in cards if c not in spades[1:]]
            if len(live) < 5:
                assert high is None and f"P{number} cannot win" in text
                barred += 1
                continue
            rules = HandRules(wild_cards=frozenset(spades[:1]))
            assert high.key == best_hand(live, rules).key
            if spades[1:]:
                assert high.description.endswith(" ".join(map(str, spades[1:])) + " dead)")
            judged += 1
    assert judged and barred  # both kinds of hand met


def test_a_joker_dealt_face_up_makes_the_player_on_its_holders_right_fold():
    from dealerschoice.play.mechanics import neighbour_folds

    game = make_game("Use a 52 card deck with one joker added.", "Deal one card up to each player.",
                     "Showdown, high hand wins.", "If a joker is ever dealt face up, the player to the right of the "
                     "joker must fold.")
    hand = PlayedHand(game_program(game), 4, 1)
    holder = hand.table.seat(2)
    neighbour_folds.on_card_up(hand, holder, Card.parse("Jk"), "dealt")
    assert [s.number for s in hand.table.seats if s.folded] == [1]  # seat 1 sits on seat 2's right
    assert hand.log.events[-1].text == "Jk is dealt face up to P2: P1, the player to their right, must fold."
    neighbour_folds.on_card_up(hand, hand.table.seat(3), Card.parse("5d"), "dealt")  # not the card named
    neighbour_folds.on_card_up(hand, hand.table.seat(3), Card.parse("Jk"), "flip")  # flipped, not dealt
    assert [s.number for s in hand.table.seats if s.folded] == [1]


@needs_corpus
def test_happy_murder_says_why_nobody_folds_for_a_declared_rank():
    hand = played(corpus_game(662), 4, 1)
    (note,) = [n for n in hand.log.notes if "declared wild" in n]
    assert note.endswith("the simulator's players declare their own wild rank at the showdown, which \"at any "
                         "time\" allows, so no rank is declared while cards are dealt and nobody has to fold")
    for seat, (high, _) in hand.outcome.result.showdowns[-1]["hands"].items():
        cards = hand.table.seat(seat).all()
        best = max(best_hand(cards, HandRules(frozenset({r}))).key for r in range(2, 15))
        assert high.key == best  # the rank each declares is the best for their hand


def test_the_table_cards_rank_in_the_other_colour_is_wild():
    rule = wild("Cards of the same rank but opposite color as the first table card are wild.")
    assert rule.opposite_colour and rule.gap() is None
    rules = wild_rules([rule], WildState(), list(parse_cards("9d 4c")), seat_of("2c 3c"))
    assert (rules.wild_ranks, sorted(map(str, rules.wild_cards))) == (frozenset(), ["9♠", "9♣"])
    assert wild_rules([rule], WildState(), [], seat_of("2c 3c")).wild_cards == frozenset()  # no table card yet


@needs_corpus
def test_charless_game_keeps_twos_wild_only_for_those_who_stood_pat_in_the_second_draw():
    hand = played(corpus_game(417), 4, 11)
    assert [e.text for e in hand.log.events if e.kind == "wild"] == [
        "P2, P3 and P4 took the second draw: twos are no longer wild for them."]
    assert [2 in hand.rules_for(s).wild_ranks for s in hand.table.seats] == [True, False, False, False]
    text = next(e.text for e in hand.log.events if e.kind == "showdown")
    assert "P1 Four of a kind, sixes [2♠ as 6♣]" in text and "P2 Two pair, fours and twos" in text


def test_before_the_draw_is_over_the_cards_are_wild_for_everyone():
    from dealerschoice.play.mechanics import draw_wilds

    game = make_game("Deal five cards down to each player.", "Each player may draw up to three cards.",
                     "Showdown, high hand wins.", "Twos are wild for anyone who did not take the first draw.")
    hand = PlayedHand(game_program(game), 2, 1)
    hand.progress.rule = 2
    assert draw_wilds.takers(hand, 1) is None and 2 in hand.rules_for(hand.table.seat(1)).wild_ranks
    hand.turns.discarded = {1: 2, 2: 0}
    hand.progress.rule = 3
    assert draw_wilds.takers(hand, 1) == {1}
    assert [2 in hand.rules_for(s).wild_ranks for s in hand.table.seats] == [False, True]
    assert draw_wilds.takers(hand, 2) == frozenset()  # no second draw: nobody takes it


# ---- each player's own wild rank by their seat ----------------------------------------------
def test_the_rank_of_each_players_position_is_wild_for_them_alone():
    # "The rank equal to your position is wild for you.": aces for the dealer's left, then twos...
    game = make_game("Deal five cards down to each player.", "Showdown, high hand wins.",
                     "The rank equal to your position is wild for you.", "Eights are wild.")
    hand = PlayedHand(game_program(game), 4, 1)
    dealer = hand.table.dealer
    by_position = {(dealer + p - 1) % 4 + 1: p for p in (1, 2, 3, 4)}  # seat: its place from the dealer's left
    expected = {1: 14, 2: 2, 3: 3, 4: 4}
    for number, place in by_position.items():
        rules = hand.rules_for(hand.table.seat(number))
        assert rules.wild_ranks == frozenset({8, expected[place]}), (number, place)
    assert own_wilds.seat_rank(hand, Seat(0)) is None  # the table's own hand has no seat
    first = hand.table.seat(next(n for n, p in by_position.items() if p == 1))
    first.cards = [Held(c) for c in parse_cards("As Kd Kc 9h 2d")]
    assert hand.rules_for(first).is_wild(Card.parse("As"))
    second = hand.table.seat(next(n for n, p in by_position.items() if p == 2))
    assert not hand.rules_for(second).is_wild(Card.parse("As"))  # another player's ace is an ace


def test_a_seat_past_the_king_has_no_wild_rank_by_position():
    game = make_game("Deal two cards down to each player.", "Showdown, high hand wins.",
                     "The rank equal to your position is wild for you.")
    hand = PlayedHand(game_program(game), 14, 1)
    ranks = sorted(r for s in hand.table.seats for r in hand.rules_for(s).wild_ranks)
    assert ranks == list(range(2, 15))  # 13 of the 14 players: the dealer, 14th from the left, has none
    assert hand.rules_for(hand.table.seat(hand.table.dealer)).wild_ranks == frozenset()


def test_a_card_wild_for_its_holder_alone_dealt_face_up_is_named_for_the_redeal():
    # Position Poker: "If any player gets a wild card specific to them face up, redeal."
    game = make_game("Deal one card up to each player.", "Showdown, high hand wins.",
                     "The rank equal to your position is wild for you.", "Eights are wild.")
    hand = PlayedHand(game_program(game), 3, 1)
    first = hand.table.clockwise_from(1)[0]   # the dealer's left: aces are their own wilds
    second = hand.table.clockwise_from(1)[1]  # twos
    for seat in hand.table.seats:
        seat.cards = [Held(Card.parse("Kc"), up=True)]
    first.cards = [Held(Card.parse("8d"), up=True)]  # everyone's wild: no redeal
    second.cards = [Held(Card.parse("As"), up=True)]  # the first player's wild rank, not the second's
    assert own_wilds.own_wild_up(hand) is None
    second.cards.append(Held(Card.parse("2h"), up=False))  # face down: no redeal
    assert own_wilds.own_wild_up(hand) is None
    second.cards[-1].up = True
    assert own_wilds.own_wild_up(hand) == f"{second.name} is dealt 2♥ face up, wild for them alone"


# ---- wild cards each player's own cards name ------------------------------------------------
SYSYPHUS = ("The up card dealt to you after your highest up card is wild for you, as are all cards of the same "
            "rank. If you last up card is your highest up card, your first up card is wild for you, as are all "
            "cards of the same rank.")


def _own_order_hand(*rules: str, players: int = 3) -> PlayedHand:
    import dataclasses

    from dealerschoice.rules.steps.late_reads import OwnCardWildOver, OwnWildFallback
    from dealerschoice.rules.steps.late_rules import AfterOwnEndWild

    program = game_program(make_game("Deal two cards down to each player.", "Showdown, high hand wins."))
    read = [s for r in rules for s in read_sentences(r)]
    assert {type(s) for s in read} <= {AfterOwnEndWild, OwnWildFallback, OwnCardWildOver}, read
    program = dataclasses.replace(program, standing=program.standing + tuple((3, s) for s in read))
    return PlayedHand(program, players, 1)


def _dealt(seat: Seat, down: str, up: str) -> None:
    seat.cards = [Held(c) for c in parse_cards(down)] + [Held(c, up=True, dealt_up=True) for c in parse_cards(up)]


def test_the_up_card_after_a_players_highest_is_wild_for_them():
    hand = _own_order_hand(SYSYPHUS)
    one, two, three = hand.table.seats
    _dealt(one, "2c 4d", "Ac 8s Jh 9d")   # the ace first: the eight after it
    _dealt(two, "2d 4h", "8d 4s 6d Kh")   # the king last: the first up card, the eight of diamonds
    _dealt(three, "2s 4c", "7d Qs Qc 3c")  # the first queen counts: the queen of clubs after it
    assert hand.rules_for(one).wild_ranks == frozenset({8})
    assert hand.rules_for(two).wild_ranks == frozenset({8})
    assert hand.rules_for(three).wild_ranks == frozenset({12})
    one.cards.pop()  # before the last up card came: J♥ was the last, after the ace the eight still
    assert hand.rules_for(one).wild_ranks == frozenset({8})
    assert "each player's own wilds" in hand.wild_words() and "eights" not in hand.wild_words()


def test_the_up_card_after_the_lowest_without_its_rank_is_that_card_only():
    hand = _own_order_hand("The up card dealt to you after your lowest up card is wild for you.")
    one = hand.table.seat(1)
    _dealt(one, "2c 9d", "Kc 3s Jh Js")
    rules = hand.rules_for(one)
    assert rules.wild_ranks == frozenset() and rules.wild_cards == frozenset({Card.parse("Jh")})


def test_a_high_hole_card_over_the_high_common_card_is_wild_for_its_holder():
    # Reverse Blast Guts: "You high hole card is wild, as are all cards of the same rank, but only if it is
    # higher than the high common card."
    hand = _own_order_hand("Your high hole card is wild, as are all cards of the same rank, but only if it is higher "
                           "than the high common card.")
    one, two, _ = hand.table.seats
    _dealt(one, "Kc 9d", "")
    _dealt(two, "Jc 4d", "")
    hand.table.board = [Held(Card.parse("Qh"), up=True), Held(Card.parse("3s"), up=True)]
    assert hand.rules_for(one).wild_ranks == frozenset({13})
    assert hand.rules_for(two).wild_ranks == frozenset()  # the jack is under the queen
    hand.table.board = []
    assert hand.rules_for(one).wild_ranks == frozenset()  # no common card to beat


def test_own_order_picks_by_rank_in_the_order_dealt():
    from dealerschoice.play.mechanics.own_wilds import after_end_card, fallback_card
    from dealerschoice.rules.steps.vocab import HighLow

    cards = parse_cards("5c Kd 7h Ks 2s")
    assert after_end_card(cards, HighLow.HIGH) == Card.parse("7h")
    assert after_end_card(cards, HighLow.LOW) is None and fallback_card(cards, HighLow.LOW) == Card.parse("5c")
    assert fallback_card(cards, HighLow.HIGH) is None
    assert after_end_card([], HighLow.HIGH) is None and fallback_card([], HighLow.HIGH) is None


# ---- several follow rules, and the card before the one followed -----------------------------
def test_two_follow_rules_name_their_ranks_apart_one_by_the_card_before():
    # She's Gotta Have It: "The card dealt up after the last face up red queen is wild, as are all other
    # cards of the same rank." "The up card dealt before the last face up black queen is wild, as are all
    # cards of the same rank."
    from dealerschoice.play.triggers import card_up

    game = make_game("Deal one card up to each player.", "Showdown, high hand wins.",
                     "The card dealt up after the last face up red queen is wild, as are all other cards of the "
                     "same rank.",
                     "The up card dealt before the last face up black queen is wild, as are all cards of the same "
                     "rank.")
    hand = PlayedHand(game_program(game), 3, 1)
    seat = hand.table.seat(1)

    def up(code: str) -> None:
        held = Held(Card.parse(code), up=True, dealt_up=True)
        seat.cards.append(held)
        card_up(hand, seat, held, "dealt")

    def wild_ranks() -> list[int]:
        return sorted(hand.rules_for(seat, cards=[]).wild_ranks)

    up("4c")
    up("Qs")        # before the black queen: the four
    assert wild_ranks() == [4]
    up("Qh")        # the red queen: waits for the next card
    assert wild_ranks() == [4]
    up("9d")
    assert wild_ranks() == [4, 9]
    up("Qc")        # a later black queen: the card before it is the nine, already wild
    assert wild_ranks() == [9]
    up("Qd")        # a later red queen ends its nines until the next card
    assert wild_ranks() == [9]
    up("6h")
    assert wild_ranks() == [6, 9]
    hand.reset_hands()
    assert wild_ranks() == []


def test_a_card_followed_first_of_all_names_no_card_before_it():
    from dealerschoice.play.triggers import card_up

    game = make_game("Deal one card up to each player.", "Showdown, high hand wins.",
                     "The up card dealt before the last face up jack is wild, as are all cards of the same rank.")
    hand = PlayedHand(game_program(game), 3, 1)
    seat = hand.table.seat(2)
    for code in ("Jd", "5s", "Jc"):  # the first jack names nothing; the second, the five before it
        held = Held(Card.parse(code), up=True, dealt_up=True)
        seat.cards.append(held)
        card_up(hand, seat, held, "dealt")
        if code == "Jd":
            assert hand.rules_for(seat, cards=[]).wild_ranks == frozenset()
    assert hand.rules_for(seat, cards=[]).wild_ranks == frozenset({5})
    assert [e.text for e in hand.log.events if e.kind == "wild"] == ["J♣ turns up after 5♠: fives are now wild."]


# ---- the middle common card a hand uses --------------------------------------------------------
def test_the_middle_common_card_of_a_run_used_is_wild_with_its_rank():
    from dealerschoice.rules.steps.late_rules import UsedCardWild
    from dealerschoice.rules.steps.vocab_board import Part

    plain = HandRules(frozenset(), frozenset())
    middle = (UsedCardWild(Part.MIDDLE, same_rank=True),)
    rules = own_wilds.with_used_card(plain, middle, [parse_cards("Kd Kc 7h")])
    assert rules.wild_ranks == frozenset({13}) and Card.parse("Kc") in rules.wild_cards
    alone = own_wilds.with_used_card(plain, (UsedCardWild(Part.MIDDLE),), [parse_cards("5s Ad Ts")])
    assert alone.wild_ranks == frozenset() and alone.wild_cards == frozenset({Card.parse("Ad")})
    assert own_wilds.with_used_card(plain, middle, [parse_cards("Kd Kc")]) is plain  # no middle of two
    assert own_wilds.with_used_card(plain, middle, [parse_cards("Kd Kc 7h"), parse_cards("2c 3c 4c")]) is plain


# ---- own wilds played end to end ----------------------------------------------------------------
def _showdown_hands(game_id: int, players: int, seed: int) -> str:
    from tests.play.played_rules import play_staying

    transcript = play_staying(game_id, players, seed)
    assert_sound(transcript)
    text = [e.text for e in transcript.events if e.kind == "showdown"][-1]  # the deal played out
    return text[:text.index(". Pot")] if ". Pot" in text else text


@needs_corpus
def test_sysyphus_wilds_are_the_up_card_after_each_players_highest():
    # seed 2: P1 up A♣ 8♠ J♠ 9♦ (the eight after the ace), P2 8♦ 4♠ 6♦ K♥ (the king last: the first up
    # card, the eight), P3 7♦ 10♦ Q♠ 3♣ (the three after the queen)
    assert _showdown_hands(617, 3, 2) == ("Showdown: P1 Three of a kind, nines [8♠ as 9♠]; P2 Three of a kind, fours "
                                          "[8♦ as 4♦]; P3 Straight flush, jack high [3♠ as J♦, 3♦ as 9♦, 3♣ as 8♦]")


@needs_corpus
def test_twister_makes_the_middle_of_the_three_commons_used_wild():
    # seed 1: P1 uses K♦ K♣ 7♥ (the middle king: kings wild), P2 A♦ 10♠ K♦ (tens), P3 K♣ 7♥ Q♠ (sevens)
    assert _showdown_hands(976, 3, 1) == ("Showdown: P1 Four of a kind, sevens [K♦ as 7♠, K♣ as 7♣]; P2 Royal flush "
                                          "[10♣ as Q♦, 10♠ as 10♦]; P3 Royal flush [7♣ as J♣, 7♥ as 10♣]")


@needs_corpus
def test_reverse_blast_guts_high_hole_card_over_the_common_card_is_wild():
    # seed 2, the second deal (the first is matched and dealt again): the common six is wild for everyone;
    # each player's high hole card over it is theirs too (P1's K♣, P2's A♣, P3's A♠)
    assert _showdown_hands(746, 3, 2) == ("Showdown: P1 Straight flush, ace high [K♣ as K♠, 6♠ as A♠]; P2 Straight "
                                          "flush, ace high [A♣ as K♦, 6♠ as A♦]; P3 Straight flush, ace high [A♠ as "
                                          "Q♠, 6♣ as K♠, 6♥ as A♠]; the table Straight flush, queen high")


@needs_corpus
def test_position_poker_deals_again_on_a_players_own_wild_card_face_up():
    # seed 4, 4 players: P3's own rank is the three (third from the dealer's left); its 3♣ face up
    from tests.play.played_rules import play_staying

    transcript = play_staying(226, 4, 4)
    assert_sound(transcript)
    texts = [e.text for e in transcript.events]
    assert ("P3 is dealt 3♣ face up, wild for them alone: all cards are shuffled and dealt again (deal 2); the pot "
            "of 4 stays.") in texts
