"""Hands ranked their own way at the showdown (issue 16): Badugi, ace-to-six, three-card
hands, hands without straights and flushes, points totals (7/27), holdings that beat
everything, and conditions on winning. Named corpus games are played on seeded hands and
their winners checked against independent oracles (pokerkit's Badugi, a brute-force
ace-to-six evaluator)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from pokerkit import BadugiHand

from dealerschoice.cards import HandRules, parse_cards
from dealerschoice.play.mechanics import conditions, ranking_play
from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.rules.grammar import read_game
from tests.play.test_simulate import assert_sound, make_game
from tests.rules import corpus as dev

needs_corpus = pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)
RANKS = "23456789TJQKA"


def corpus_game(number: int):
    return next(g for g in dev.corpus().games if g.id == number)


def played(game, players: int, seed: int) -> PlayedHand:
    """A hand played to the showdown by everyone (the odds' stance): these tests are about how
    hands rank, not about who folds."""
    hand = PlayedHand(game_program(game), players, seed)
    hand.piece(Stance).everyone_stays = True
    assert_sound(hand.run())
    return hand


class Steps:
    """The steps of a game's rules, for `game_ranking`, when the game itself cannot run."""

    def __init__(self, game):
        self.steps = [s for r in read_game(game) for s in r.steps]

    def steps_of(self, kind):
        return [s for s in self.steps if isinstance(s, kind)]


def pokerkit_text(cards) -> str:
    return "".join(RANKS[c.rank - 2] + c.suit for c in cards)


def a6_badness(cards) -> tuple:
    """Ace-to-six low by brute force: the five cards' standard poker value with aces counting
    one (so A-2-3-4-5 is a straight); smaller is better."""
    def value(five):
        ranks = sorted((1 if c.rank == 14 else c.rank for c in five), reverse=True)
        counts = Counter(ranks)
        shape = sorted(counts.values(), reverse=True)
        flush = len({c.suit for c in five}) == 1
        straight = len(counts) == 5 and ranks[0] - ranks[4] == 4
        order = sorted(ranks, key=lambda r: (-counts[r], -r))
        category = (8 if straight and flush else 7 if shape[0] == 4 else 6 if shape == [3, 2] else 5 if flush
                    else 4 if straight else 3 if shape[0] == 3 else 2 if shape == [2, 2, 1] else 1 if shape[0] == 2
                    else 0)
        return (category, *order)
    return min(value(five) for five in combinations(cards, 5))


# ---- the named games --------------------------------------------------------------------------
@needs_corpus
@pytest.mark.parametrize("seed", range(1, 9))
def test_badugi_pays_the_best_badugi_as_pokerkit_ranks_it(seed):
    hand = played(corpus_game(1019), 4, seed)
    showdown = hand.outcome.result.showdowns[-1]
    cards = {n: hand.table.seat(n).all() for n in showdown["hands"]}
    best = max(BadugiHand.from_game(pokerkit_text(c)) for c in cards.values())
    winners = sorted(n for n, c in cards.items() if BadugiHand.from_game(pokerkit_text(c)) == best)
    assert sorted(showdown["low"]) == winners
    for _, low in showdown["hands"].values():
        assert low.kind == "badugi"


@needs_corpus
def test_badugi_describes_the_hands_it_pays():
    hand = played(corpus_game(1019), 4, 2)
    text = next(e.text for e in hand.log.events if e.kind == "showdown")
    assert text == ("Showdown: P1 Three-card: 5-3-2; P2 Badugi: 10-8-3-A; P3 Badugi: 9-7-4-A; "
                    "P4 Three-card: 10-6-2. Pot 8: P3 8.")  # the lower top card of two badugis wins


@needs_corpus
@pytest.mark.parametrize("seed", range(1, 9))
def test_london_lowball_pays_the_best_ace_to_six_low(seed):
    hand = played(corpus_game(909), 4, seed)
    showdown = hand.outcome.result.showdowns[-1]
    badness = {n: a6_badness(hand.table.seat(n).all()) for n in showdown["hands"]}
    assert sorted(showdown["low"]) == sorted(n for n, b in badness.items() if b == min(badness.values()))


@needs_corpus
def test_london_lowball_counts_a_wheel_as_a_straight():
    side = ranking_play.game_ranking(game_program(corpus_game(909))).low
    wheel, six = side.hand(parse_cards("As 2d 3c 4h 5s Kd Kc"), HandRules()), \
        side.hand(parse_cards("As 2d 3c 4h 6s Kd Kc"), HandRules())
    assert six.description == "Six low: 6-4-3-2-A"
    assert six.key > wheel.key


@needs_corpus
def test_seven_twenty_seven_counts_points_to_seven_and_twenty_seven():
    ranking = ranking_play.game_ranking(Steps(corpus_game(8)), seed=0)
    high, low = ranking.high, ranking.low
    assert (high.ranking.target, low.ranking.target, high.call) == (27, 7, "inside")
    assert high.hand(parse_cards("As 9d 7c Kh"), HandRules()).description == "27½ points"
    assert low.hand(parse_cards("As 6d"), HandRules()).description == "7 points"
    assert low.hand(parse_cards("As 6d"), HandRules()).key > low.hand(parse_cards("5s"), HandRules()).key
    # 26½ and 27½ are equally near 27: the dealer called "inside", the total short of it wins
    assert high.hand(parse_cards("Ts 9d 7c Kh"), HandRules()).key > high.hand(parse_cards("Ts 9d 8c Kh"), HandRules()).key


@needs_corpus
def test_seven_twenty_seven_pays_the_totals_nearest_twenty_seven_and_seven():
    """Seed 35: P1 and P3 hold 28 points, the totals nearest 27, and share the high half; P2's
    ace counted one makes 6 (16 with it as eleven), as near 7 as P4's 6: they share the low."""
    hand = played(corpus_game(8), 4, 35)
    showdown = hand.outcome.result.showdowns[-1]
    assert (showdown["high"], showdown["low"], showdown["shares"]) == ((1, 3), (2, 4), {1: 5, 3: 5, 2: 5, 4: 5})
    assert [(high.description, low.description) for high, low in showdown["hands"].values()] == [
        ("28 points", "28 points"), ("16 points", "6 points"), ("28 points", "28 points"), ("6 points", "6 points")]


@needs_corpus
def test_joker_poker_pays_the_hand_with_the_joker_over_a_better_pair():
    """#722, seed 30: P1's kings would win; P4 holds the joker (a pair of sixes) and wins."""
    hand = played(corpus_game(722), 4, 30)
    texts = [e.text for e in hand.log.events if e.kind in ("note", "showdown")]
    assert "Hands with at least one joker beat every other hand." in texts
    assert texts[-1] == ("Showdown: P1 Pair of kings; P2 King high; P3 Nine high; P4 Pair of sixes [Jk as 6♠]. "
                         "Pot 12: P4 12.")


@needs_corpus
def test_sowsem_holdem_ranks_a_four_card_straight_over_a_pair():
    hand = played(corpus_game(297), 4, 3)
    text = next(e.text for e in reversed(hand.log.events) if e.kind == "showdown")
    assert text == ("Showdown: P1 Pair of fours; P2 Pair of fours; P3 4-card straight, jack high; "
                    "P4 Pair of fours. Pot 4: P3 4.")


@needs_corpus
@pytest.mark.parametrize("number, held, beaten", [
    (297, "Ks Qs 9s 2s 3d 7c 8h", "Ac Ad 4c 5d 9h Jd 2c"),   # a four-card flush beats a pair
    (297, "Qs Qd Jc Jd 2h 5c 7s", "Ks Qs 9s 2s 3d 7c 8h"),   # but loses to two pair
    (62, "As Ks 9s 5s 2s", "Qs Qd Qc 3h 3d"),                # Mexican hands: a flush beats a full house
    (766, "8s 9d", "Ks Kd"), (766, "Ks Kd", "3s 8s"),        # two cards: straight > pair > flush
    (772, "7s 8d", "Ks Kd"), (772, "Ks Kd", "6s 7d"),        # straights to the eight or higher beat a pair
])
def test_an_order_changed_as_the_rule_says(number, held, beaten):
    side = ranking_play.game_ranking(Steps(corpus_game(number))).high
    rules = HandRules()
    assert side.hand(parse_cards(held), rules).key > side.hand(parse_cards(beaten), rules).key


@needs_corpus
def test_joker_fierce_two_wilds_lose_to_one():
    side = ranking_play.game_ranking(Steps(corpus_game(1007))).high
    rules = HandRules.parse("2")  # the joker and a wild two: two wilds, a pair of aces made
    assert side.hand(parse_cards("Jk 2s"), rules).description == "Pair of aces"
    assert side.hand(parse_cards("Jk 4s"), rules).key > side.hand(parse_cards("Jk 2s"), rules).key
    assert side.hand(parse_cards("3s 4d"), rules).key > side.hand(parse_cards("Jk 2s"), rules).key
    assert side.hand(parse_cards("Jk 4s"), rules).key > side.hand(parse_cards("3s 4d"), rules).key


def test_three_card_hands_take_the_best_three_cards():
    game = make_game("Deal five cards down to each player.", "Showdown, high hand wins.",
                     "Use three card poker hands (straight flush beats three of a kind beats straight beats flush "
                     "beats pair beats high card).")
    side = ranking_play.game_ranking(game_program(game)).high
    assert side.hand(parse_cards("2s 3d 4c Ks Kd"), HandRules()).description == "Straight, four high"
    assert side.hand(parse_cards("2s 2d"), HandRules()) is None  # too few cards for a hand


def test_hands_without_straights_or_flushes():
    game = make_game("Deal five cards down to each player.", "Showdown, high hand wins.",
                     "Normal poker hands, but straights and flushes don't count.")
    side = ranking_play.game_ranking(game_program(game)).high
    assert side.hand(parse_cards("2s 3s 4s 5s 6s"), HandRules()).description == "Six high"


def test_a_points_hand_without_a_target_is_its_total():
    game = make_game("Deal five cards down to each player.", "Showdown, high hand wins.",
                     "Blacks are negative, reds are positive, aces are 1, face cards are 10, all others are face "
                     "value. Hand value is total of cards.")
    side = ranking_play.game_ranking(game_program(game)).high
    assert side.hand(parse_cards("Kh 9d 2s"), HandRules()).description == "17 points"
    assert side.hand(parse_cards("Kh 9d"), HandRules()).key > side.hand(parse_cards("Kh 9d 2s"), HandRules()).key


def test_three_threes_beat_everything():
    game = make_game("Deal three cards down to each player.", "Showdown, high hand wins.",
                     "Standard poker hands, except three threes beats everything.")
    ranking = ranking_play.game_ranking(game_program(game))
    threes = ranking.high_hand(parse_cards("3s 3d 3c"), HandRules(), lambda c, r: None)
    assert threes is None  # no standard hand to mark: the evaluator gives one in play
    from dealerschoice.cards import best_hand
    threes = ranking.high_hand(parse_cards("3s 3d 3c"), HandRules(), best_hand)
    aces = ranking.high_hand(parse_cards("As Ad Ac"), HandRules(), best_hand)
    assert threes.key > aces.key
    assert threes.description == "3 threes: beats everything (Three of a kind, threes)"


# ---- conditions on winning --------------------------------------------------------------------
@needs_corpus
@pytest.mark.parametrize("seed", range(1, 6))
def test_a_player_holding_a_two_cannot_win_extra_inning_baseball(seed):
    hand = played(corpus_game(545), 4, seed)
    for showdown in hand.outcome.result.showdowns:
        for n, (high, low) in showdown["hands"].items():
            holds_two = any(not c.is_joker and c.rank == 2 for c in hand.table.seat(n).all())
            if holds_two and showdown is hand.outcome.result.showdowns[-1]:
                assert (high, low) == (None, None)
                assert n not in showdown["high"]


@needs_corpus
def test_a_pair_of_jacks_or_better_cannot_win_jacks_high():
    hand = played(corpus_game(51), 4, 1)
    showdown = hand.outcome.result.showdowns[-1]
    text = next(e.text for e in reversed(hand.log.events) if e.kind == "showdown")
    assert text == "Showdown: P1 cannot win; P2 cannot win; P3 Ace high; P4 cannot win. Pot 16: P3 16."
    assert showdown["high"] == (3,)


@needs_corpus
def test_a_pair_of_nines_falls_short_of_at_least_a_pair_of_tens():
    """#88, seed 21: P1's pair of nines is the best hand, of the category asked for but below
    its rank: nobody wins and the pot stays."""
    hand = played(corpus_game(88), 4, 21)
    text = next(e.text for e in reversed(hand.log.events) if e.kind == "showdown")
    assert text == "Showdown: P1 cannot win; P2 cannot win; P3 cannot win; P4 cannot win. Nobody wins the pot."
    assert hand.outcome.result.showdowns[-1]["high"] == ()


@pytest.mark.parametrize("need, held, wins", [
    (("T", "pair"), "Ts Td 2c 3h 4d", True), (("T", "pair"), "9s 9d Ac Kh Qd", False),
    (("T", "pair"), "2s 2d 3c 3h 4d", True), (("Q", "two-pair"), "Js Jd Tc Th 4d", False),
    (("Q", "two-pair"), "Qs Qd 2c 2h 4d", True), (("A", "high-card"), "Ks Qd 9c 7h 4d", False),
    ((None, "full-house"), "As Ad Ac Kh Qd", False), ((None, "full-house"), "2s 2d 2c 3h 3d", True),
    (("K", "full-house"), "Qs Qd Qc Ah Ad", False), (("K", "full-house"), "Ks Kd Kc 2h 2d", True),
])
def test_a_high_qualifier_of_a_rank_asks_for_that_category_and_rank_or_better(need, held, wins):
    from dealerschoice.play.making import high_qualifies
    from dealerschoice.rules.steps import Qualifier

    rank, category = need
    assert high_qualifies(parse_cards(held), HandRules(), [Qualifier("high", rank, category)]) is wins


def test_nobody_qualifying_redeals_with_the_pot():
    game = make_game("Deal ten cards down to each player.", "Showdown, high hand wins.",
                     "You can't win if you have a two in your hand.", "If no one beats the qualifier, redeal for all.")
    program = game_program(game)
    for seed in range(1, 60):
        hand = PlayedHand(program, 2, seed)
        assert_sound(hand.run())
        if any(e.kind == "redeal" for e in hand.log.events):
            redeal = next(e for e in hand.log.events if e.kind == "redeal")
            assert redeal.text.startswith("No hand qualifies to win: all cards are shuffled and dealt again")
            return
    pytest.fail("no seed barred every player")


def test_the_high_spade_needed_to_win_goes_to_its_holder():
    game = make_game("Deal five cards down to each player.", "Showdown, high hand wins.",
                     "The high hand cannot win unless it also has the high spade.")
    program = game_program(game)
    hand = played(game, 4, 3)
    spades = [(c.rank, s.number) for s in hand.table.seats for c in s.all() if not c.is_joker and c.suit == "s"]
    holder = max(spades)[1]
    showdown = hand.outcome.result.showdowns[-1]
    assert [n for n, (h, _) in showdown["hands"].items() if h is not None] == [holder]
    assert not conditions.barred(hand, hand.table.seat(holder))
    assert program.steps_of(conditions.WinNeeds)


@needs_corpus
@pytest.mark.parametrize("held, thrown", [("Ah 2h 3d Kc", "2h"), ("As 5h 5d 9c", "5h")])
def test_a_badugi_player_keeps_the_card_that_makes_a_badugi(held, thrown):
    """Drawing one: the standard low would throw the king or nine; Badugi throws a card that
    shares a suit (or a rank) with a smaller one, and keeps the card of the fourth suit."""
    from dealerschoice.play.mechanics.moves import cards_to_give
    from dealerschoice.play.table import Held

    hand = PlayedHand(game_program(corpus_game(1019)), 4, 1)
    seat = hand.table.seat(1)
    seat.cards = [Held(c) for c in parse_cards(held)]
    assert cards_to_give(hand, seat, seat.all(), 1) == list(parse_cards(thrown))


# ---- "the second best hand wins" ----------------------------------------------------------------
@needs_corpus
@pytest.mark.parametrize("number", [96, 122, 245])
@pytest.mark.parametrize("seed", range(1, 6))
def test_the_second_best_hand_takes_the_pot(number, seed):
    hand = played(corpus_game(number), 4, seed)
    showdown = hand.outcome.result.showdowns[-1]
    keys = sorted({high.key for high, _ in showdown["hands"].values()}, reverse=True)
    if len(keys) < 2:
        return  # every hand ties: no second place, the best hands share
    assert sorted(showdown["high"]) == sorted(n for n, (high, _) in showdown["hands"].items() if high.key == keys[1])
    assert sum(showdown["shares"].values()) == hand.money.last_pot


@needs_corpus
def test_vice_president_pays_the_pair_of_aces_behind_two_pair():
    hand = played(corpus_game(96), 4, 3)
    texts = [e.text for e in hand.log.events if e.kind in ("note", "showdown")][-2:]
    assert texts == ["The second best hand wins high: P4.",
                     "Showdown: P1 Pair of nines; P2 Two pair, kings and queens; P3 Pair of tens; "
                     "P4 Pair of aces. Pot 8: P4 8."]


@needs_corpus
def test_second_hand_high_low_places_among_those_who_declared_the_side():
    """P1, P2 and P3 declare high: P3's flush is best, P2's two pair second and takes high;
    P4 alone declares low, so there is no second low and P4's low takes that half."""
    hand = played(corpus_game(671), 4, 3)
    showdown = hand.outcome.result.showdowns[-1]
    assert (showdown["pot"], showdown["high"], showdown["low"], showdown["shares"]) == \
        ("declared", (2,), (4,), {2: 10, 4: 10})


@pytest.mark.parametrize("sentence, ranked", [
    ("Standard poker hands, except that a flush beats a full house.", True),
    ("Standard poker hands, except that a straight beats a flush.", True),
    ("Standard poker hands, except that four of a kind beats a pair.", False),  # quads would move down
    ("Standard poker hands, except that a pair beats a flush.", False),  # a pair moved up: not found
    ("Standard poker hands plus a four card flush beats a four card straight which beats a pair, but both lose "
     "to two pair.", True),
    ("Standard two card poker hands, but a straight beats a pair beats a flush.", True),
    ("Two card hands, but straights to the eight or higher beat a pair.", True),
])
def test_a_changed_order_the_step_calls_played_is_one_the_evaluator_ranks(sentence, ranked):
    """The step's gap (rules stage) and `cards.orders.Order` (which refuses what it cannot
    rank) agree: a game runs only with an order the evaluator takes."""
    from dealerschoice.rules.grammar import read_sentences

    step = read_sentences(sentence)[0]
    try:
        ranking_play._changed_side(step, None, ())
        taken = True
    except ValueError:
        taken = False
    assert taken is ranked
    assert (step.gap() is None) is ranked


@needs_corpus
def test_evil_wilds_moves_a_hand_by_the_wild_cards_it_holds():
    """#189, seed 1: two wilds (even) raise P1's four aces one category; P2's three wilds (odd,
    two groups of two rounded up) drop a royal flush two, below it."""
    hand = played(corpus_game(189), 4, 1)
    text = next(e.text for e in reversed(hand.log.events) if e.kind == "showdown")
    assert "P1 Four of a kind, aces (moved up 1 for 2 wilds)" in text
    assert "P2 Royal flush (moved down 2 for 3 wilds)" in text
    assert "P3 Flush, ace high (moved down 1 for 1 wild)" in text
    assert text.endswith("Pot 16: P1 16.")
    high = {n: h[0].key[0] for n, h in hand.outcome.result.showdowns[-1]["hands"].items()}
    assert high == {1: 8, 2: 6, 3: 4, 4: 0}


# ---- a hand the dealer names beats all others -------------------------------------------------
def test_a_named_hand_is_made_by_that_category_and_rank_only():
    from dealerschoice.cards import best_hand
    from dealerschoice.play.mechanics.named_ranks import NamedHand

    threes = NamedHand("pair", 3)
    assert threes.words == "a pair of threes" and NamedHand("three-of-a-kind", 6).words == "three sixes"
    assert threes.made_by(best_hand(parse_cards("3s 3d Kc 9h 2d"), HandRules()))
    assert not threes.made_by(best_hand(parse_cards("3s 3d Kc Kh 2d"), HandRules()))  # two pair is not it
    assert not threes.made_by(best_hand(parse_cards("4s 4d Kc 9h 2d"), HandRules()))
    wild = HandRules(frozenset({2}), frozenset())  # a wild two makes the pair of threes
    assert threes.made_by(best_hand(parse_cards("3s 2d Kc 9h 7d"), wild)) is False  # it pairs the king
    assert threes.made_by(best_hand(parse_cards("3s 2d 8c 6h 4d"), wild)) is False  # it makes a straight
    assert NamedHand("three-of-a-kind", 3).made_by(best_hand(parse_cards("3s 3d 2c 9h 7d"), wild))


@pytest.mark.parametrize("category, rank, message", [
    ("flush", 3, "NamedHand: category 'flush' is not one the dealer names; allowed: pair, three-of-a-kind"),
    ("pair", 15, "NamedHand: rank 15 is not a card rank (2 to 14)"),
])
def test_a_named_hand_the_dealer_cannot_name_is_an_error(category, rank, message):
    from dealerschoice.play.mechanics.named_ranks import NamedHand

    with pytest.raises(ValueError) as error:
        NamedHand(category, rank)
    assert str(error.value) == message


def test_the_named_hand_beats_a_better_poker_hand_at_the_showdown():
    from dealerschoice.play import judge
    from dealerschoice.play.mechanics.named_ranks import NamedHand, named
    from dealerschoice.play.table import Held
    from dealerschoice.rules.steps import Showdown

    game = make_game("The dealer names a poker hand that beats all other hands.",
                     "Deal five cards down to each player.", "Showdown, high hand wins.")
    hand = PlayedHand(game_program(game), 2, 1)
    named(hand).top_hand = NamedHand("pair", 7)
    showdown = hand.program.steps_of(Showdown)[0]
    seven, aces = hand.table.seat(1), hand.table.seat(2)
    seven.cards = [Held(c) for c in parse_cards("7s 7d Kc 9h 2d")]
    aces.cards = [Held(c) for c in parse_cards("As Ad Ac 9s 2c")]
    high7, _ = judge.hands_of(hand, seven, [], showdown)
    high_aces, _ = judge.hands_of(hand, aces, [], showdown)
    assert high7.key > high_aces.key
    assert high7.description == "The named hand, a pair of sevens (Pair of sevens)"
    assert high_aces.description == "Three of a kind, aces"


@needs_corpus
def test_lalapalooza_names_a_hand_once_and_pays_it_over_better_hands():
    # seed 48, 4 players: the dealer names a pair of sevens; P2's pair of sevens beats P3's kings
    hand = played(corpus_game(55), 4, 48)
    named = [e.text for e in hand.log.events if e.kind == "wild"]
    assert named == ["The dealer (P4) names a pair of sevens: that hand beats all other hands."]  # rule 7: the same
    showdown = next(e.text for e in hand.log.events if e.text.startswith("Showdown"))
    assert showdown == ("Showdown: P1 Ace high; P2 The named hand, a pair of sevens (Pair of sevens); "
                        "P3 Pair of kings; P4 Pair of twos. Pot 12: P2 12.")
