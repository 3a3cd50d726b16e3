"""Split cards and split hands (issue 16): the card whose holder shares the pot with the high
hand, however a game names it (a named card, the lowest hole card, the suit of the last table
card, the suit counted face up, a top holding), and the split hand ranked by a rule of its own
(blackjack of black cards, the most down sixes, a suit's total, the third best hand, the
longest straight flush); the table card that picks the showdown and the declaration; folds
and payments for cards dealt. Hands are set by hand and the rule played on them, so each
winner and share is known exactly; then seeded corpus games are played through."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import (
    Card,
    HandRules,
    football_points,
    parse_cards,
    standard_deck,
)
from dealerschoice.play.mechanics import ranking_play, split_card, split_hand
from dealerschoice.play.mechanics.showdown import showdown
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.play.table import Held
from dealerschoice.records.deals import Declaration
from dealerschoice.rules.steps import Showdown
from dealerschoice.rules.steps.split_cards import ShareShowdown
from tests.play.played_rules import play_staying
from tests.play.test_simulate import assert_sound, make_game
from tests.rules import corpus as dev

needs_corpus = pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)
SPLIT_CARD_SHOWDOWN = "Showdown, high hand splits the pot with the split-card"


def table_of(*rules: str, players: int = 3) -> PlayedHand:
    game = make_game("Deal five cards down to each player.", *rules)
    return PlayedHand(game_program(game), players, 1)


def hold(hand: PlayedHand, number: int, down: str = "", up: str = "", dealt_up: bool = True) -> None:
    """Give seat `number` these cards (set by hand: the deck is not consulted)."""
    hand.table.seat(number).cards = ([Held(c) for c in parse_cards(down)]
                                     + [Held(c, up=True, dealt_up=dealt_up) for c in parse_cards(up)])


def lay(hand: PlayedHand, cards: str) -> None:
    hand.table.board = [Held(c, up=True, dealt_up=True) for c in parse_cards(cards)]


def play_showdown(hand: PlayedHand, pot: int) -> dict:
    """Put `pot` chips in (from seat 1) and play the game's showdown: its record."""
    hand.table.pay(hand.table.seat(1), pot)
    step = next(s for s in hand.program.steps_of(Showdown))
    showdown(hand, step, 0)
    return hand.outcome.result.showdowns[-1]


def notes(hand: PlayedHand) -> list[str]:
    return [e.text for e in hand.log.events if e.kind == "note"]


# ---- split cards ------------------------------------------------------------------------------
def test_the_face_down_queen_of_spades_shares_the_pot():
    hand = table_of(SPLIT_CARD_SHOWDOWN, "The split-card is a face down queen of spades, if there is one.")
    hold(hand, 1, "As Ad Ac 2h 3h")
    hold(hand, 2, "Qs 4d 7c 9h Th")
    hold(hand, 3, "Ks Kd 5c 6h 8d")
    record = play_showdown(hand, 9)
    assert record["shares"] == {1: 5, 2: 4}  # the odd chip goes with the high half
    assert "The split card is held by P2." in notes(hand)


def test_a_queen_of_spades_face_up_or_folded_is_no_split_card():
    hand = table_of(SPLIT_CARD_SHOWDOWN, "The split-card is a face down queen of spades, if there is one.")
    hold(hand, 1, "As Ad Ac 2h 3h")
    hold(hand, 2, "4d 7c 9h Th", up="Qs")
    hold(hand, 3, "Ks Kd 5c 6h 8d")
    assert split_card.split_holders(hand) == ()
    hold(hand, 2, "Qs 4d 7c 9h Th")
    hand.table.seat(2).folded = True
    assert split_card.split_holders(hand) == ()
    assert play_showdown(hand, 9)["shares"] == {1: 9}
    assert "Nobody still in holds the split card: the high hand takes the whole pot." in notes(hand)


def test_two_named_split_cards_in_two_hands_share_the_split_half():
    hand = table_of(SPLIT_CARD_SHOWDOWN, "The split card is any face-down red ten.")
    hold(hand, 1, "As Ad Ac 2s 3s")
    hold(hand, 2, "Th 4d 7c 9s 2c")
    hold(hand, 3, "Td 5d 6c 8s 3c")
    assert split_card.split_holders(hand) == (2, 3)
    assert hand.table.dealer == 3
    # the split half's odd chip to the first holder clockwise after the dealer
    assert play_showdown(hand, 10)["shares"] == {1: 5, 2: 3, 3: 2}


def test_the_high_hand_holding_the_split_card_takes_it_all():
    hand = table_of(SPLIT_CARD_SHOWDOWN, "The split-card is a face down queen of spades, if there is one.")
    hold(hand, 1, "As Ad Ac Qs 3h")
    hold(hand, 2, "4d 7c 9h Th 2c")
    hold(hand, 3, "Ks Kd 5c 6h 8d")
    assert play_showdown(hand, 9)["shares"] == {1: 9}
    assert "The split card is held by P1 (the high hand too)." in notes(hand)


@pytest.mark.parametrize("sentence, p2, p3, holders", [
    ("The low card in the hole is the split-card. If there is a tie of split-cards, then there is no split-card.",
     "3c", "3d", ()),
    ("The low card in the hole is the split-card. If there is a tie of split-cards, then there is no split-card.",
     "2c", "3d", (2,)),
    ("The high card in the hole is the split-card.", "9c", "9d", (2, 3)),  # no rule for a tie: both share
])
def test_the_lowest_or_highest_hole_card(sentence, p2, p3, holders):
    hand = table_of(SPLIT_CARD_SHOWDOWN, sentence)
    hold(hand, 1, "5s 6s 7d", up="As 8c")
    hold(hand, 2, f"{p2} 4h 5h", up="2d Ac")
    hold(hand, 3, f"{p3} 4s 5c", up="Kd 2s")
    assert split_card.split_holders(hand) == holders


@pytest.mark.parametrize("last, holder", [("9h", 3), ("8h", 3), ("4h", 2), ("Jk", None)])
def test_the_last_table_card_names_the_suit_and_its_rank_the_end(last, holder):
    hand = table_of("Deal one card face up to the table.", SPLIT_CARD_SHOWDOWN,
                    "If the last table card is eight or higher, the split card is the high card of that suit. "
                    "Otherwise the split card is the low card of that suit.")
    hold(hand, 1, "As Ad Ac 2s 3s")
    hold(hand, 2, "2h 4d 7c 9s 2c")
    hold(hand, 3, "Kh 5d 6c 8s 3c")
    lay(hand, f"Qc {last}")
    assert split_card.split_holders(hand) == ((holder,) if holder else ())
    assert hand.rulebook.table_role  # the table card names the split card: it plays in no hand


@pytest.mark.parametrize("spades_up, holder", [(1, 2), (2, 3), (0, 3)])
def test_the_spades_dealt_face_up_choose_the_low_or_high_down_spade(spades_up, holder):
    hand = table_of(SPLIT_CARD_SHOWDOWN, "If an odd number of spades were dealt face up, the split card is the low "
                    "down spade, otherwise it is the high down spade.")
    up = ["Ks", "Qs"][:spades_up] + ["Kd", "Qd"][spades_up:]
    hold(hand, 1, "Ah Ad", up=" ".join(up))
    hold(hand, 2, "2s 4d", up="7c 9h")
    hold(hand, 3, "Js 5d", up="6c 8h")
    hand.table.seat(1).folded = True  # a folded hand's up cards were still dealt face up
    assert split_card.split_holders(hand) == (holder,)


def test_a_flipped_spade_was_not_dealt_face_up():
    hand = table_of(SPLIT_CARD_SHOWDOWN, "If an odd number of spades were dealt face up, the split card is the low "
                    "down spade, otherwise it is the high down spade.")
    hold(hand, 1, "Ah Ad", up="Ks", dealt_up=False)
    hold(hand, 2, "2s 4d", up="7c 9h")
    hold(hand, 3, "Js 5d", up="6c 8h")
    assert split_card.split_holders(hand) == (3,)  # none dealt up: even, the high down spade


def test_three_kings_count_as_the_top_split_card():
    hand = table_of(SPLIT_CARD_SHOWDOWN, "Standard poker hands, but three kings beats all other hands and counts as "
                    "the top split card.", "The split card is the low, face-down diamond.")
    hold(hand, 1, "Ks Kd Kc 2s 3s")
    hold(hand, 2, "2d 4d 7c 9s 2c")
    hold(hand, 3, "Ah Ad Ac As 3c")
    assert split_card.split_holders(hand) == (1,)
    assert play_showdown(hand, 8)["shares"] == {1: 8}  # the three kings beat four aces, and are the split card


# ---- split hands ------------------------------------------------------------------------------
SHARE = "The high hand splits the pot with the split-hand."


def test_the_split_hand_of_black_cards_by_blackjack_and_the_high_hand_of_red_cards():
    hand = table_of(SHARE, "The high hand is the best blackjack hand made of red cards.",
                    "The split-hand is the best blackjack hand made of black cards.")
    hold(hand, 1, "Ah Kd 9s 5c 3c")  # red 21, black 17
    hold(hand, 2, "Th 9d As Kc 2d")  # red 21, black 21
    hold(hand, 3, "5h 4d Ks Qc 2s")  # red 9, black 22: bust
    record = play_showdown(hand, 12)
    assert record["shares"] == {1: 3, 2: 9}  # high 21 tied (6: 3 each), the split hand's 6 to P2
    assert "P3" not in " ".join(n for n in notes(hand) if "split hand" in n)  # bust: no split hand


def test_a_split_hand_of_down_cards():
    hand = table_of(SHARE, "The split-hand is made of down cards.")
    hold(hand, 1, "2c 3d", up="As Ad Ah")
    hold(hand, 2, "Kc Kd", up="4s 7d 9h")
    hold(hand, 3, "Qc Jd", up="5s 8d 6h")
    assert play_showdown(hand, 10)["shares"] == {1: 5, 2: 5}
    assert "P2 split hand: Pair of kings (best)." in notes(hand)


def test_the_split_hand_among_players_without_wild_cards():
    hand = table_of(SHARE, "The split-hand is the high hand among players who have no wild cards.", "Threes are wild.")
    hold(hand, 1, "3s Ad Ac Ah 2h")  # four aces with a wild three
    hold(hand, 2, "Kc Kd 4s 7d 9h")
    hold(hand, 3, "Qc Qd Qs 8d 6h")
    assert play_showdown(hand, 10)["shares"] == {1: 5, 3: 5}


@pytest.mark.parametrize("sentence, cards, winner", [
    ("The split-hand is won by whoever has the most down sixes.", ("6s 6d", "6c", "5h"), [1]),
    ("The split-hand is won by whoever has the most face-up kings.", ("Kd Kh", "9c", "5h"), None),  # none up
    ("The split hand is the greatest sum of ranks of hearts.", ("Jh 5h", "Ah 2h", "Kd"), [1, 2]),  # 16 and 16
    ("The split-hand is the best two card hand made up of only down black jacks and black fives.",
     ("Js 5c", "5s", "Jc 9h"), [1]),  # P2 has one such card: no two card hand
    ("The split-hand is the best two card hand made up of only down black jacks and black fives.",
     ("Js 5c", "5s 5c", "Jc 9h"), [2]),
    ("The split hand is the best three card hand.", ("2h 3h 4h", "As Ad", "Kh Kd Ks"), [1]),  # a straight flush
    ("The split hand is the best three card hand.", ("2h 3d 5h", "As Ad", "Kh Kd Ks"), [3]),
    ("The split hand is the best two card hand.", ("2h 3d 5h", "As Kd", "Qh 2d 2s"), [3]),
])
def test_split_hands_ranked_their_own_way(sentence, cards, winner):
    hand = table_of(SHARE, sentence)
    for n, own in enumerate(cards, 1):
        hold(hand, n, own)
    found = split_hand.split_hands(hand, hand.table.active(), [], {})
    best = max((s.key for s in found.values()), default=None)
    assert [n for n, s in found.items() if s.key == best] == (winner or [])


def test_a_suit_total_counts_the_game_values_and_not_in_the_high_hand():
    hand = table_of(SHARE, "The split hand is the greatest sum of ranks of diamonds. Jack = 11, Queen = 12, "
                    "King = 13, Ace = 14.")
    hold(hand, 1, "Jd 5d 8c 9c Tc")
    hold(hand, 2, "Ad 3d 7s 8s 2s")
    hold(hand, 3, "Kh Kc 2c 3c 4h")
    found = split_hand.split_hands(hand, hand.table.active(), [], {})
    assert {n: s.key for n, s in found.items()} == {1: (16,), 2: (17,)}
    assert found[2].description == "diamonds totalling 17"
    assert play_showdown(hand, 10)["shares"] == {3: 5, 2: 5}  # the high hand is a poker hand, not points


def test_the_third_best_hand_is_the_split_hand_and_the_second_best_wins_high():
    hand = table_of(SHARE, "The second best hand using standard poker hands wins the pot.",
                    "The split-hand is the third best hand using standard poker hands.", players=4)
    hold(hand, 1, "As Ad Ac 2h 3h")
    hold(hand, 2, "Ks Kd 7c 9h Th")
    hold(hand, 3, "Qs Qd 5c 6h 8d")
    hold(hand, 4, "Js 9d 5s 6c 8c")
    assert play_showdown(hand, 10)["shares"] == {2: 5, 3: 5}


def test_high_low_and_the_longest_straight_flush_take_a_third_each():
    hand = table_of("The high hand splits the pot with the low hand and the split-hand.",
                    "The split-hand is straight flush hands, with three card straight flushes losing to four card "
                    "straight flushes losing to five card straight flushes.")
    hold(hand, 1, "As Ad Ac Kh Kd")          # high: a full house
    hold(hand, 2, "2c 3d 4h 5s 7c")          # low: seven-five
    hold(hand, 3, "9h Th Jh Qh 2s")          # split: a four card straight flush
    assert play_showdown(hand, 10)["shares"] == {1: 4, 2: 3, 3: 3}
    assert "P3 split hand: Four card straight flush, queen high (best)." in notes(hand)


def test_nobody_making_the_split_hand_leaves_the_pot_to_the_high_hand():
    hand = table_of(SHARE, "The split-hand is won by whoever has the most down sixes.")
    hold(hand, 1, "As Ad Ac 2h 3h")
    hold(hand, 2, "Ks Kd 7c 9h Th")
    hold(hand, 3, "Qs Qd 5c", up="6h 6d")  # sixes face up do not count
    assert play_showdown(hand, 7)["shares"] == {1: 7}
    assert "No split hand wins its part of the pot: it goes to the other parts." in notes(hand)


def test_a_shared_showdown_without_a_split_hand_rule_says_what_is_missing():
    hand = table_of(SHARE)
    for n in (1, 2, 3):
        hold(hand, n, ("As Ad Ac 2h 3h", "Ks Kd 7c 9h Th", "Qs Qd 5c 6h 8d")[n - 1])
    with pytest.raises(ValueError, match=r"no rule says how split hands rank; give one"):
        play_showdown(hand, 3)


def test_a_shared_showdown_is_a_showdown_of_the_best_hand_only():
    assert isinstance(ShareShowdown(), Showdown)
    with pytest.raises(ValueError, match=r"pot='high-low'.*the high or low best hand shares the pot"):
        ShareShowdown(pot="high-low")
    assert ShareShowdown(with_=("declared-split-card",)).gap() is None  # split_card.declared_split_pot
    assert ShareShowdown(with_=("declared-split-card", "low")).gap().blocking


@pytest.mark.parametrize("parts, shares", [
    ([[1], [2], [3]], {1: 4, 2: 3, 3: 3}),
    ([[1, 2], [2]], {1: 3, 2: 7}),
    ([[3]], {3: 10}),
    ([], {}),
])
def test_dividing_the_pot_in_parts(parts, shares):
    assert split_hand.divided(10, parts, [1, 2, 3], dealer=3) == shares


# ---- corpus games, seeded --------------------------------------------------------------------
def corpus_game(number: int):
    return next(g for g in dev.corpus().games if g.id == number)


@needs_corpus
@pytest.mark.parametrize("number", [73, 444, 797, 520, 256, 551, 206, 527, 176, 471, 738,
                                    171, 574, 605, 895, 884, 1046, 157, 580])
def test_the_split_games_run(number):
    program = game_program(corpus_game(number))
    for seed in (1, 2, 3):
        hand = PlayedHand(program, 5, seed)
        assert_sound(hand.run())
        for record in hand.outcome.result.showdowns:  # all of it, or none when no hand qualifies
            assert sum(record["shares"].values()) in (hand.money.last_pot, 0)


def showdowns_of(number: int, seeds=range(1, 31), players: int = 5):
    """Seeded hands of a corpus game that reached a showdown: (hand, its showdown record)."""
    program = game_program(corpus_game(number))
    for seed in seeds:
        hand = PlayedHand(program, players, seed)
        assert_sound(hand.run())
        if hand.outcome.result.showdowns:
            yield hand, hand.outcome.result.showdowns[-1]


def best_high(record) -> list[int]:
    top = max(h.key for h, _ in record["hands"].values() if h is not None)
    return [n for n, (h, _) in record["hands"].items() if h is not None and h.key == top]


@needs_corpus
def test_low_metro_pays_the_lowest_hole_card_unless_two_hold_its_rank():
    """Checked against the seats' own hole cards: the lowest rank face down among the players
    still in; held by one player, that player shares the pot; by two, nobody does."""
    played = 0
    for hand, record in showdowns_of(884):
        active = hand.table.active()
        low = min(h.card.rank for s in active for h in s.cards if not h.up)
        holders = [s.number for s in active if any(not h.up and h.card.rank == low for h in s.cards)]
        high = best_high(record)
        expected = split_hand.divided(hand.money.last_pot, [high] + ([holders] if len(holders) == 1 else []),
                                      [s.number for s in hand.table.seats], hand.table.dealer)
        if len(holders) == 1 and holders == high:
            expected = {high[0]: hand.money.last_pot}
        assert record["shares"] == expected
        played += 1
    assert played >= 5


def blackjack(cards) -> int | None:
    """The best total not over 21, an ace 1 or 11, a face card 10 (None: bust or no cards)."""
    if not cards:
        return None
    total = sum(10 if 11 <= c.rank <= 13 else 1 if c.rank == 14 else c.rank for c in cards)
    aces = sum(1 for c in cards if c.rank == 14)
    while aces and total + 10 <= 21:
        total, aces = total + 10, aces - 1
    return total if total <= 21 else None


@needs_corpus
def test_red_black_pays_the_red_and_the_black_blackjack_hands():
    """Checked against a blackjack count of each player's red cards (the high hand) and black
    cards (the split hand); a side nobody makes goes to the other."""
    played = 0
    for hand, record in showdowns_of(73):
        seats = [hand.table.seat(n) for n in record["hands"]]
        reds = {s.number: blackjack([c for c in s.all() if c.suit in "hd"]) for s in seats}
        blacks = {s.number: blackjack([c for c in s.all() if c.suit in "sc"]) for s in seats}
        parts = []
        for totals in (reds, blacks):
            made = {n: t for n, t in totals.items() if t is not None}
            if made:
                parts.append([n for n, t in made.items() if t == max(made.values())])
        expected = split_hand.divided(hand.money.last_pot, parts, [s.number for s in hand.table.seats],
                                      hand.table.dealer)
        assert record["shares"] == expected
        played += 1
    assert played >= 5


# ---- the table card picks the showdown and the declaration ------------------------------------
YENDI = ("If the table card is two through five, low hand wins. If it is jack through ace, high hand wins. "
         "Otherwise, the highest declared high hand splits the pot with the lowest declared low hand.")


@pytest.mark.parametrize("card, shares", [("3h", {2: 6}), ("Qh", {1: 6}), ("8h", {1: 3, 2: 3})])
def test_the_table_card_rank_picks_the_pot(card, shares):
    hand = table_of("Deal one card face up to the table.", YENDI)
    hold(hand, 1, "As Ad Ac Kh Kd")
    hold(hand, 2, "2c 3d 4h 5s 7c")
    hold(hand, 3, "Qs Qd 9c 6h 8d")
    lay(hand, card)
    assert hand.rulebook.table_role  # the card picks the pot: it plays in no hand
    hand.table.pay(hand.table.seat(1), 6)
    step = next(s for s in hand.program.steps_of(Showdown))
    from dealerschoice.play.mechanics.table_showdown import showdown_by_table
    showdown_by_table(hand, step, 0)
    assert hand.outcome.result.showdowns[-1]["shares"] == shares  # 8: nobody declared, high and low split


@pytest.mark.parametrize("card, declares", [("7h", True), ("Th", True), ("Jh", False), ("5h", False)])
def test_players_declare_only_on_the_ranks_named(card, declares):
    hand = table_of("Deal one card face up to the table.",
                    "If the table card is six through ten, players simultaneously declare high or low.", YENDI)
    for n in (1, 2, 3):
        hold(hand, n, ("As Ad Ac Kh Kd", "2c 3d 4h 5s 7c", "Qs Qd 9c 6h 8d")[n - 1])
    lay(hand, card)
    from dealerschoice.play.mechanics.table_showdown import declare_by_table
    from dealerschoice.rules.steps.split_cards import DeclareByTable
    declare_by_table(hand, next(iter(hand.program.steps_of(DeclareByTable))), 0)
    said = [hand.table.seat(n).declared for n in (1, 2, 3)]
    assert all(d in ("high", "low") for d in said) if declares else said == [None, None, None]


# ---- folds and payments for cards dealt ------------------------------------------------------
def test_hands_with_black_fives_fold_once_the_king_of_hearts_is_dealt_up():
    from dealerschoice.play.mechanics import fold_holders

    hand = table_of("Showdown, high hand wins.",
                    "If the king of hearts is dealt face up, all hands with black fives must fold.", players=4)
    hold(hand, 1, "5s 2d")
    hold(hand, 2, "5c 3d", up="Kh", dealt_up=False)  # turned up, not dealt up: nothing yet
    hold(hand, 3, "9c 3h")
    hold(hand, 4, "5d 4h")
    fold_holders.watch(hand)
    assert [s.number for s in hand.table.active()] == [1, 2, 3, 4]
    hold(hand, 3, "9c 3h", up="Kh")
    fold_holders.watch(hand)
    assert [s.number for s in hand.table.active()] == [3, 4]
    hold(hand, 4, "5d 4h 5s")  # a black five coming later folds too
    hand.table.pay(hand.table.seat(4), 4)
    fold_holders.watch(hand)
    assert hand.progress.over and hand.outcome.result.winners == [3]
    assert "K♥ was dealt face up: every hand holding 5♠ or 5♣ must fold." in notes(hand)


def test_a_red_eight_dealt_up_or_down_costs_a_bet_once():
    from dealerschoice.play.mechanics import card_penalty

    hand = table_of("Showdown, high hand wins.", "If a player is ever dealt a red eight, they must pay max bet to "
                    "the pot.")
    table = hand.table
    for card in reversed(parse_cards("8h 2s 8d 3s 4s")):  # the top of the deck, for the test
        table.deck.remove(card)
        table.deck.insert(0, card)
    card_penalty.watch(hand)  # the start: nothing dealt
    table.give(table.seat(1), 2, up=False)
    table.give(table.seat(2), 2, up=True)
    card_penalty.watch(hand)
    card_penalty.watch(hand)  # the same cards again: paid for already
    assert [table.seat(n).paid for n in (1, 2, 3)] == [1, 1, 0]
    table.seat(3).cards.append(table.seat(1).cards.pop(0))  # passed, not dealt: nothing to pay
    table.give(table.seat(3), 1, up=False)
    card_penalty.watch(hand)
    assert [table.seat(n).paid for n in (1, 2, 3)] == [1, 1, 0] and table.pot == 2
    assert [e.text for e in hand.log.events if e.kind == "pay"] == [
        "P1 is dealt 8♥: P1 pays 1 to the pot.", "P2 is dealt 8♦: P2 pays 1 to the pot."]


def test_a_club_wild_for_its_holder_alone_is_the_split_card():
    hand = table_of(SPLIT_CARD_SHOWDOWN, "The split card is a club that is wild for its holder.",
                    "Your low hole card is wild for you, as are all cards of the same rank.", "Kings are wild.")
    hold(hand, 1, "4c 9d", up="Ks Kc")     # the four of clubs: wild for P1 alone (the king of clubs is everyone's)
    hold(hand, 2, "6d 8c", up="4h Qd")     # sixes are P2's own wilds: the eight of clubs is not one
    hold(hand, 3, "2s Tc", up="Ac Jd")     # twos are P3's own wilds: no club two
    assert split_card.split_holders(hand) == (1,)


# ---- football hands and ties dealt off --------------------------------------------------------
FOOTBALL = ("Football hands. Face cards are worth six, aces after face cards are worth one, twos and threes are "
            "worth face value, everything else is zero. Highest total wins. In case of a tie, deal cards to the tied "
            "players, first face card wins.")


def football_table(players: int = 3) -> PlayedHand:
    """A table playing the football rule's steps at the showdown (the steps added to a plain
    program as read)."""
    import dataclasses

    from dealerschoice.rules.grammar import read_sentences

    program = game_program(make_game("Deal five cards down to each player.", "Showdown, high hand wins."))
    program = dataclasses.replace(program, standing=program.standing + tuple((3, s) for s in read_sentences(FOOTBALL)))
    return PlayedHand(program, players, 1)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(standard_deck()), min_size=1, max_size=9, unique=True))
def test_football_hands_count_as_the_football_evaluator(cards):
    """The game's card values and `after` pairs, counted in order, agree with the hand-written
    football count (`cards.football_points`)."""
    from dealerschoice.play.mechanics.ranking_play import game_ranking

    ranking = game_ranking(football_table().program)
    assert ranking.high_hand(cards, HandRules(), None).key == (football_points(cards),)


def test_football_hands_count_in_the_order_turned():
    hand = football_table()
    hold(hand, 1, "", up="As Ks 9d")
    hold(hand, 2, "", up="Qh 4c 4d")
    hold(hand, 3, "", up="2c 4h 5h")
    hand.table.seat(1).flipped = list(parse_cards("Ks As 9d"))  # the ace came after the king: 7
    assert play_showdown(hand, 6)["shares"] == {1: 6}
    assert ranking_play.showing_key(hand, parse_cards("As Ks")) == 6  # an ace before the king: nothing


def test_the_best_football_hand_showing_counts_points_in_the_order_turned():
    # Monday Night Football flips "until they have the best hand showing (counting the first table card
    # as a hand)": the showing hands are football totals, the table's first card counted alone
    from dealerschoice.play.mechanics import flips

    hand = football_table()
    hold(hand, 1, "", up="Ks As")
    hold(hand, 2, "", up="3c 2d")
    hand.table.seat(1).flipped = list(parse_cards("Ks As"))   # the ace after the king: 6 + 1
    hand.table.seat(2).flipped = list(parse_cards("3c 2d"))
    hand.table.board = [Held(Card.parse("Qd"), up=True)]
    assert flips.showing_keys(hand) == {1: 7, 2: 5}
    assert flips.best_other(hand, hand.table.seat(1), True) == 6   # P2's 5, the table's queen 6
    assert flips.best_other(hand, hand.table.seat(2), False) == 7
    hand.table.seat(1).flipped = list(parse_cards("As Ks"))   # the ace first: nothing
    assert flips.showing_key(hand, hand.table.seat(1)) == 6


@needs_corpus
def test_monday_night_football_flips_until_a_football_total_beats_the_others():
    # seed 1, 3 players: the table's A♦ counts 0; P1 turns A♥ 4♥ J♥ (6), P2 needs more and turns
    # 4♣ 10♣ 3♥ 9♥ A♣ Q♣ (3 + 6: the ace came before a face card), P3 turns 7♣ K♦ K♣ (12)
    transcript = play_staying(562, 3, 1)
    flipped = [e.text for e in transcript.events if e.kind == "flip"]
    assert flipped[:3] == ["P1 turns up A♥ 4♥ J♥: now the best hand showing.",
                           "P2 turns up 4♣ 10♣ 3♥ 9♥ A♣ Q♣: now the best hand showing.",
                           "P3 turns up 7♣ K♦ K♣: now the best hand showing."]
    assert_sound(transcript)


# the tied P1 and P2 are dealt to in turn from the left of the dealer (P3): P1 first
@pytest.mark.parametrize("top, winner", [("4s Jd", 2), ("Kc", 1), ("4s 9d Jh", 1), ("4s 9d 5c 7h Ac", None)])
def test_a_tie_is_dealt_off_until_a_face_card(top, winner):
    hand = football_table()
    hold(hand, 1, "", up="Ks 2d")
    hold(hand, 2, "", up="Qh 2c")
    hold(hand, 3, "", up="4h 5h")
    held = {h.card for s in hand.table.seats for h in s.cards}
    hand.table.deck = [c for c in hand.table.deck if c not in held]
    for card in reversed(parse_cards(top)):
        hand.table.deck.remove(card)
        hand.table.deck.insert(0, card)
    if winner is None:
        hand.table.deck = list(parse_cards(top))  # the deck runs out: the tie stands
    assert hand.table.dealer == 3
    record = play_showdown(hand, 6)
    assert record["shares"] == ({winner: 6} if winner else {1: 3, 2: 3})
    assert len(hand.table.muck) == len(parse_cards(top))  # the cards dealt off go to the muck


def test_folds_for_held_cards_play_a_named_card_dealt_up_only():
    from dealerschoice.rules.steps.base import Trigger
    from dealerschoice.rules.steps.wager import FoldHolders

    assert FoldHolders(Trigger("dealt-up", cards=("Qs",)), cards=("7h", "7d")).gap() is None
    assert FoldHolders(Trigger("dealt-up", ("J",)), suits=("d",)).gap() is None
    assert FoldHolders(Trigger("dealt-up", pair=True), ranks=("7",)).gap().blocking
    assert FoldHolders(Trigger("flip", cards=("Qs",)), ranks=("7",)).gap().blocking


# ---- straights round the corner and flushes by suit ------------------------------------------
def test_a_straight_round_the_corner_and_a_spade_flush_over_a_better_heart_flush():
    hand = table_of("Showdown, high hand wins.", "Normal poker hands except straights and flushes. Straight may wrap "
                    "around the ace (K-A-2), and flushes are compared by bridge suit rather than high card (spades "
                    "beats hearts beats diamonds beats clubs).")
    hold(hand, 1, "Ks Ad 2c 3h 4s")  # a straight round the corner
    hold(hand, 2, "Kd Kc 9h 9s 2d")  # two pair
    hold(hand, 3, "7d 7c 7h 5s 6d")  # three sevens
    assert play_showdown(hand, 6)["shares"] == {1: 6}
    hold(hand, 2, "2s 5s 7s 9s Js")  # a spade flush
    hold(hand, 3, "Ah Kh Qh Jh 9h")  # a better heart flush, by its cards
    hand.outcome.judged.clear()
    assert play_showdown(hand, 6)["shares"] == {2: 6}


# ---- declaring for the split card (Chicago Hold'em) ------------------------------------------
CHICAGO_SPLIT = ("If the last common is eight or higher, the split card is the high card of that suit. Otherwise "
                 "the split card is the low card of that suit.")


def _chicago() -> PlayedHand:
    hand = table_of("Showdown, high hand wins.", CHICAGO_SPLIT)
    lay(hand, "2c 7d Kh 4s Ts")  # the last common, the ten of spades: the high spade is the split card
    hold(hand, 1, "As 3s 9d 9c Qh")  # the ace of spades and a pair of nines
    hold(hand, 2, "Jh Jd 5c 6h 2h")  # a pair of jacks (with the board), no spade
    hold(hand, 3, "Ks 8s 8h 8d 3c")  # three eights, the king of spades
    return hand


def test_a_player_holding_the_split_card_declares_for_it():
    from dealerschoice.play.mechanics.declare import declare_split_card

    hand = _chicago()
    # P1 holds the ace: sure; P3's king loses only to the ace, which P3 has not seen: likely enough
    assert [declare_split_card(hand, s) for s in hand.table.seats] == ["split-card", "high", "both"]
    hold(hand, 1, "As 3s 9d 9c 3d")  # two pair: both
    assert declare_split_card(hand, hand.table.seat(1)) == "both"


def test_the_best_declared_split_card_shares_with_the_highest_declared_high_hand():
    from dealerschoice.play import judge
    from dealerschoice.play.mechanics.split_card import (
        declared_split_holders,
        declared_split_pot,
    )

    hand = _chicago()
    for seat, said in zip(hand.table.seats, ("split-card", "high", "split-card")):
        seat.declared = Declaration(said)
    step = hand.program.steps_of(Showdown)[0]
    shown = {s.number: judge.hands_of(hand, s, [h.card for h in hand.table.board], step) for s in hand.table.seats}
    assert declared_split_holders(hand) == (1,)  # the ace of spades beats P3's king
    winners, shares = declared_split_pot(hand, shown, 7, [1, 2, 3])
    assert winners == [1, 2] and shares == {2: 4, 1: 3}  # P3's eights declared no high; the odd chip to the high
    hand.table.seat(3).declared = Declaration.BOTH  # now the best high hand, and the king loses to the ace still
    winners, shares = declared_split_pot(hand, shown, 7, [1, 2, 3])
    assert winners == [1, 3] and shares == {3: 4, 1: 3}
    for seat in hand.table.seats:
        seat.declared = Declaration.HIGH
    winners, shares = declared_split_pot(hand, shown, 7, [1, 2, 3])
    assert winners == [3] and shares == {3: 7}
    assert notes(hand)[-1] == "No declared split card wins its half of the pot: it goes to the other half."


def test_a_declared_split_card_needs_a_suits_end():
    from dealerschoice.play.mechanics.split_card import declared_split_holders

    hand = table_of("Showdown, high hand wins.", "The split card is the queen of spades.")
    with pytest.raises(ValueError, match="declared_split_holders: the game's split card rule NamedSplitCard"):
        declared_split_holders(hand)


def test_a_player_declares_for_the_split_card_when_more_likely_than_not_to_hold_it():
    from dealerschoice.play.mechanics.declare import declare_split_card
    from dealerschoice.play.mechanics.split_card import split_card_chance

    hand = _chicago()
    three = hand.table.seat(3)
    hold(hand, 3, "9s 8s 8h 8d 3c")  # four better spades unseen (J, Q, K, A), 10 face-down cards of 42 unseen
    assert split_card_chance(hand, three) == pytest.approx((1 - 10 / 42) ** 4)
    assert declare_split_card(hand, three) == "high"
    hold(hand, 2, "Jh Jd 5c", up="Qs Js")  # two of them face up in front of P2: 8 face-down cards, 40 unseen
    assert split_card_chance(hand, three) == pytest.approx((1 - 8 / 40) ** 2)
    assert declare_split_card(hand, three) == "both"  # and three eights
    assert split_card_chance(hand, hand.table.seat(1)) == 1.0  # the ace of spades: nothing better
    # P2's queen: the king and the ace unseen by P2 (10 face-down cards of 42 it has not seen)
    assert split_card_chance(hand, hand.table.seat(2)) == pytest.approx((1 - 10 / 42) ** 2)


@needs_corpus
def test_chicago_holdem_shares_the_pot_between_the_declared_high_and_split_card():
    # seed 3, 4 players: the last common 3♥ makes the low heart the split card; P1 holds it and declares both,
    # P2's two pair (nines and eights) is the best declared high hand
    transcript = play_staying(697, 4, 3)
    assert_sound(transcript)
    texts = [e.text for e in transcript.events]
    assert "Declarations: P1 both, P2 high, P3 high, P4 split-card." in texts
    assert "The best declared split card is held by P1." in texts
    showdown = next(t for t in texts if t.startswith("Showdown"))
    assert showdown.endswith(f"Pot {transcript.pot_total}: P2 {transcript.pot_total // 2}, "
                             f"P1 {transcript.pot_total // 2}.")
