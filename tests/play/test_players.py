"""Simulated players who play like people (issue 18), on seeded hands of the development
corpus: draws keep made hands, declares go to the side the hand can win, players fold and
bet by strength, Razz opens on the lowest board with the ace low, the odd chip of a
high-low split goes to the high hand, and a guts game's re-deals do not snowball.

The figures (measured 2026-12-02, before -> after this policy): Five Card Draw, 500 deals
of 5: draw choices breaking a pair or drawing to a made straight or better 205 -> 0 (draws
of 0/1/2/3/4 cards: never/never/never/2001/499 -> 17/163/57/1087/195); Anaconda, 500 deals of
5: declares against the side the hand can win 282 -> 0; Razz, 1,000 deals of 6: betting
rounds opened by a seat not showing the best low 1812 of 5000 -> 0 of 4075; fold rate before
the last round, 200 deals of 6: draw, hold'em, stud 0 -> 0.32, 0.32, 0.42; pots won without
a showdown 0 -> 0.17, 0.38, 0.73; Cut it Off, 40 deals of 6: the worst net -2478 -> -61.

Round 2 (2026-12-02, draws by the game's own ranking, strength against its wilds): Badugi,
300 deals of 5: made eight-or-better badugis broken 21 of 3,120 draws -> 0 of 2,842 (draws
of 0/1/2/3 cards: 0/0/0/3,120 -> 274/988/1,172/408); a deuce-to-seven and an ace-to-six
double draw written for the test, 300 deals of 5: every draw of three (the deck ran out at
the second) -> made nines broken 0, draws 152/260/996/874 and 321/409/922/571; 7/27 with
Replace, 100 deals of 5: players standing 0 of 500 -> 139 of 500; draws in the corpus's
wild draw games, 20 deals of 5 each: a wild card or bug thrown while a natural card was
kept 31 of 28,598 -> 0 of 28,595; 40 deals of 6, the worst net: Thirty Eight -4,339 -> -55
(players going in 540 of 714 -> 41 of 474), King Little -2,015 -> -421; Anaconda, 100
deals of 5: betting rounds raised to the cap 383 of 400 -> 164 of 289.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import HandRules, best_hand, parse_cards
from dealerschoice.cards.highlow import Contender, settle_high_low
from dealerschoice.cards.lows import low_key
from dealerschoice.play import policies
from dealerschoice.play.mechanics import betting, declare, moves
from dealerschoice.play.players import declaring, keeping, passing, strength
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from tests.rules import corpus as dev

needs_corpus = pytest.mark.skipif(not dev.present(), reason=dev.SKIP_REASON)
STRAIGHT = 4


def program(name: str):
    return game_program(next(g for g in dev.corpus().games if g.name == name))


def program_of(game_id: int):
    return game_program(next(g for g in dev.corpus().games if g.id == game_id))


def record_draws(monkeypatch) -> list:
    """Every discard choice made: (the seat's cards before, the cards given up)."""
    made = []
    choose = moves.cards_to_give

    def spy(hand, seat, eligible, count):
        out = choose(hand, seat, eligible, count)
        made.append((seat.all(), list(out)))
        return out

    monkeypatch.setattr(moves, "cards_to_give", spy)
    return made


# -- draws ------------------------------------------------------------------------------

def test_a_made_hand_stands_pat_and_a_pair_is_never_broken():
    rules = HandRules()
    hand = sorted(parse_cards("Ah Ad Ac 8c Js"), key=policies.order_key)
    assert [str(c) for c in policies.best_keep(hand, (2, 3, 4, 5), [], rules)] == ["A♥", "A♦", "A♣"]
    straight = sorted(parse_cards("9h Td Jc Qs Kd"), key=policies.order_key)
    assert policies.best_keep(straight, (2, 3, 4, 5), [], rules) == tuple(straight)
    quads = sorted(parse_cards("9h 9d 9c 9s 2d"), key=policies.order_key)
    assert len(policies.best_keep(quads, (2, 3, 4, 5), [], rules)) == 5  # no draw to four of a kind
    flush_draw = sorted(parse_cards("2h 7h 9h Kh Qs"), key=policies.order_key)
    assert sorted(map(str, policies.best_keep(flush_draw, (2, 3, 4, 5), [], rules))) == ["2♥", "7♥", "9♥", "K♥"]


def test_a_wild_card_is_kept_and_a_made_low_stands():
    kings = HandRules.parse("K")
    hand = sorted(parse_cards("Ks Kd 7c 4h 2s"), key=policies.order_key)
    kept = policies.best_keep(hand, (2, 3, 4, 5), [], kings)
    assert {"K♠", "K♦"} <= set(map(str, kept))
    low = sorted(parse_cards("9h 6d 5c 4s Ah"), key=policies.order_key)
    assert policies.best_keep(low, (2, 3, 4, 5), [], HandRules(), "low") == tuple(low)
    rough = sorted(parse_cards("Kh 7d 5c 3s 2h"), key=policies.order_key)
    assert sorted(map(str, policies.best_keep(rough, (2, 3, 4, 5), [], HandRules(), "low"))) == ["2♥", "3♠", "5♣", "7♦"]


@needs_corpus
def test_five_card_draw_500_deals_no_pair_broken_no_draw_to_a_straight(monkeypatch):
    made = record_draws(monkeypatch)
    game = program("Five Card Draw")
    for seed in range(1, 501):
        simulate(game, 5, seed)
    assert len(made) > 1500  # the players still in at the draw
    broken = []
    for before, out in made:
        counts = Counter(c.rank for c in before)
        if any(counts[c.rank] >= 2 for c in out):
            broken.append((before, out))
        if best_hand(before).key[0] >= STRAIGHT and out:
            broken.append((before, out))
    assert broken == []
    drawn = Counter(len(out) for _, out in made)
    assert drawn[0] > 0 and drawn[1] > 0 and drawn[2] > 0 and drawn[3] > 0  # not always three


@needs_corpus
@pytest.mark.parametrize("game_id", [58, 788])  # Lowboy, Eastern: ace-to-five lowball draws
def test_lowball_draws_never_break_a_made_low(monkeypatch, game_id):
    made = record_draws(monkeypatch)
    game = program_of(game_id)
    for seed in range(1, 301):
        simulate(game, 5, seed)
    assert made
    broken = []
    for before, out in made:
        low = low_key(before)
        made_low = low[0] == 0 and len(before) == 5 and -low[1] <= keeping.MADE_LOW_TOP
        if made_low and out:
            broken.append((before, out))
    assert broken == []


def test_a_pass_gives_up_the_cards_worth_least_card_by_card():
    rules = HandRules()
    assert [str(c) for c in passing.give_up(parse_cards("Qs Qh 9c 8d 3s 4h 2c"), 3, [], rules)] == ["2♣", "3♠", "4♥"]
    # the flush forming is kept over higher odd cards
    assert [str(c) for c in passing.give_up(parse_cards("2h 5h 8h Th Ks Qd 3c"), 3, [], rules)] == ["3♣", "Q♦", "K♠"]
    # for low: the second card of a rank first, then the highest
    assert [str(c) for c in passing.give_up(parse_cards("As 2h 3d 7c Ks Kd 4h"), 3, [], rules, "low")] == \
        ["7♣", "K♠", "K♦"]
    # a wild card is never passed
    assert "K♠" not in map(str, passing.give_up(parse_cards("Ks 2h 3d 7c 9s Jd 4h"), 3, [], HandRules.parse("K")))


# -- declares ---------------------------------------------------------------------------

def test_declares_go_to_the_side_the_hand_can_win():
    plain = HandRules()
    assert declaring.declare(parse_cards("As 2d 3c 4h 5s Kd Qs"), plain, plain, ("high", "low")) == "low"
    assert declaring.declare(parse_cards("As 2s 3s 4s 5s Kd Qs"), plain, plain, ("high", "low", "both")) == "both"
    assert declaring.declare(parse_cards("Ks Kd Kc 4h 4s 2d 3c"), plain, plain, ("high", "low")) == "high"
    assert declaring.declare(parse_cards("Ks Qd 9c 6h 4s 2d 3c"), plain, plain, ("high", "low")) == "high"


def record_declares(monkeypatch) -> list:
    made = []
    original = policies.declare_high_low

    def spy(cards, high_rules, low_rules, choices, aim="high"):
        answer = original(cards, high_rules, low_rules, choices, aim)
        made.append((list(cards), tuple(choices), answer))
        return answer

    monkeypatch.setattr(declare.policies, "declare_high_low", spy)
    return made


def check_declares(made) -> list:
    wrong = []
    for cards, choices, answer in made:
        top = declaring.low_top(cards, HandRules())
        category = best_hand(cards).key[0]
        strong_low, strong_high = top <= 7, category >= 6
        if strong_low and strong_high and "both" not in choices:
            continue  # one side must give: the rule allows no both
        if strong_low and answer not in ("low", "both"):
            wrong.append((cards, answer))
        if strong_high and answer not in ("high", "both"):
            wrong.append((cards, answer))
    return wrong


@needs_corpus
@pytest.mark.slow
def test_anaconda_500_deals_strong_lows_go_low_and_full_houses_go_high(monkeypatch):
    made = record_declares(monkeypatch)
    game = program("Anaconda")
    for seed in range(1, 501):
        simulate(game, 5, seed)
    assert len(made) > 1000  # the players still in at the declare
    assert check_declares(made) == []
    sides = Counter(answer for _, _, answer in made)
    assert sides["low"] > 0 and sides["high"] > 0


@needs_corpus
@pytest.mark.parametrize("game_id", [723, 313, 290, 856])  # Mambo Stud, Italian Poker, Oxford Stud, High/Low Kick Split
def test_corpus_declare_games_declare_by_the_side_they_can_win(monkeypatch, game_id):
    made = record_declares(monkeypatch)
    game = program_of(game_id)
    for seed in range(1, 126):
        simulate(game, 5, seed)
    assert made
    assert check_declares(made) == []


# -- folding and betting ----------------------------------------------------------------

def fold_figures(game, deals: int, players: int = 6) -> tuple[float, float]:
    """(players folded before the last betting round per player dealt in, pots won without a
    showdown per deal)."""
    folds = unshown = 0
    for seed in range(1, deals + 1):
        transcript = simulate(game, players, seed)
        bets = [e for e in transcript.events if e.kind == "bet"]
        folds += sum(e.text.count(" folds") for e in bets[:-1])
        unshown += not any(e.kind == "showdown" for e in transcript.events)
    return folds / (players * deals), unshown / deals


@needs_corpus
@pytest.mark.slow
@pytest.mark.parametrize("name", ["Texas Hold'em", "Seven Card Stud", "Five Card Draw"])
def test_players_fold_weak_hands_and_some_pots_end_without_a_showdown(name):
    rate, unshown = fold_figures(program(name), 200)
    assert 0.15 <= rate <= 0.70, rate
    assert unshown >= 0.10, unshown


def test_bets_follow_the_edge_over_par():
    assert strength.bet_action(0.5, facing=False, can_raise=True) == strength.Action.BET
    assert strength.bet_action(0.0, facing=False, can_raise=True) == strength.Action.CHECK
    assert strength.bet_action(-0.5, facing=True, can_raise=True) == strength.Action.FOLD
    assert strength.bet_action(-0.5, facing=True, can_raise=True, may_fold=False) == strength.Action.CALL
    assert strength.bet_action(1.2, facing=True, can_raise=True) == strength.Action.RAISE
    assert strength.bet_action(1.2, facing=True, can_raise=False) == strength.Action.CALL
    # matching a pot of 60 if beaten: a hand at par folds to a bet, and unopposed in the last round
    assert strength.bet_action(0.0, facing=True, can_raise=True, at_stake=60) == strength.Action.FOLD
    assert strength.bet_action(-0.3, facing=False, can_raise=True, at_stake=60, final=True) == strength.Action.FOLD
    assert strength.bet_action(-0.3, facing=False, can_raise=True, at_stake=60) == strength.Action.CHECK


@needs_corpus
def test_for_the_odds_everyone_stays_to_the_showdown():
    game = program("Texas Hold'em")
    for seed in range(1, 31):
        hand = PlayedHand(game, 6, seed)
        hand.piece(betting.Stance).everyone_stays = True
        transcript = hand.run()
        assert not any(" folds" in e.text for e in transcript.events if e.kind == "bet")
        assert any(e.kind == "showdown" for e in transcript.events)


@needs_corpus
def test_a_guts_game_that_makes_losers_match_the_pot_does_not_snowball():
    game = program("Cut it Off")
    worst = min(min(simulate(game, 6, seed).amounts.values()) for seed in range(1, 41))
    assert worst > -100  # before: a player at -572 after three re-deals


# -- openers and the odd chip -----------------------------------------------------------

@needs_corpus
@pytest.mark.slow
def test_razz_1000_deals_the_opener_shows_the_best_low_with_the_ace_low():
    game = program("Razz")
    wrong = []
    for seed in range(1, 1001):
        transcript = simulate(game, 6, seed)
        for event in transcript.events:
            if event.kind != "bet" or "low hand showing" not in event.text:
                continue
            opener = int(event.text.split("(P", 1)[1].split(" ", 1)[0])
            showing = {p.seat: parse_cards(" ".join(p.up)) for p in before(transcript, event).players
                       if not p.folded and p.up}
            best = max(low_key(cards) for cards in showing.values())
            if low_key(showing[opener]) != best:
                wrong.append((seed, event.text))
    assert wrong == []


def before(transcript, event):
    """The table as it was when the betting round began: the last view before it."""
    events = list(transcript.events)
    at = events.index(event)
    return next(e.view for e in reversed(events[:at]) if e.view is not None)


def test_the_odd_chip_of_a_high_low_split_goes_to_the_high_hand():
    high = Contender(4, best_hand("Ks Kd Kh 9c 2d"), None)
    low = Contender(3, best_hand("Qs Jd 8h 6c 4d"), low_hand("As 2c 3d 4h 6s"))
    result = settle_high_low(35, [high, low], [1, 2, 3, 4, 5], 1)
    assert result.shares == {4: 18, 3: 17}  # the low hand sits first after the dealer: no matter
    assert settle_high_low(36, [high, low], [1, 2, 3, 4, 5], 1).shares == {4: 18, 3: 18}
    tied = Contender(5, best_hand("Kc Ks Kd 9h 2c"), None)  # tied highs share the high half by seat
    assert settle_high_low(35, [high, tied, low], [1, 2, 3, 4, 5], 4).shares == {5: 9, 4: 9, 3: 17}


def low_hand(text):
    from dealerschoice.cards.lows import best_low
    return best_low(text, qualifier=8)


@needs_corpus
def test_high_low_8_or_better_pays_the_odd_chip_to_the_high_winner():
    game = program("High/Low 8 or Better")
    checked = 0
    for seed in range(1, 120):
        hand = PlayedHand(game, 5, seed)
        hand.run()
        for pot in hand.outcome.result.showdowns:
            high, low, shares = pot["high"], pot["low"], pot["shares"]
            amount = sum(shares.values())
            if len(high) == 1 and len(low) == 1 and high != low and amount % 2:
                checked += 1
                assert shares[high[0]] == amount // 2 + 1 and shares[low[0]] == amount // 2
    assert checked > 0


def test_a_game_with_its_own_ranking_gives_up_cards_by_that_ranking():
    from dealerschoice.cards import Ranking
    from dealerschoice.play.mechanics.ranking_play import SideRanking
    badugi = SideRanking(Ranking("badugi"))
    cards = list(parse_cards("As 2h 3d 4c Ks Kh Qd"))
    assert [str(c) for c in policies.worst(cards, 3, [], HandRules(), "low", ranked=badugi)] == ["Q♦", "K♠", "K♥"]
    many = list(parse_cards("As 2h 3d 4c 5s 6h 7d 8c 9s Th Jd Qc Ks Kh Kd Qs Js"))  # 12,376 ways: one at a time
    given = policies.worst(many, 6, [], HandRules(), "low", ranked=badugi)
    assert len(given) == 6 and not {"A♠", "2♥", "3♦", "4♣"} & set(map(str, given))


# -- round 2: draws by the game's own ranking, strength against the game's wild cards ----

def _ranked(mode: str):
    from dealerschoice.cards import Ranking
    from dealerschoice.play.mechanics.ranking_play import SideRanking
    return SideRanking(Ranking(mode))


def _kept(text: str, mode: str, sizes=(1, 2, 3, 4, 5)) -> list[str]:
    ordered = sorted(parse_cards(text), key=policies.order_key)
    sizes = tuple(s for s in sizes if s <= len(ordered))
    return sorted(map(str, policies.best_keep_ranked(ordered, sizes, [], HandRules(), _ranked(mode))))


@pytest.mark.parametrize("mode, cards, kept", [
    ("badugi", "As 2d 3c 4h", ["2♦", "3♣", "4♥", "A♠"]),                 # a made badugi stands pat
    ("badugi", "9s 2d 3c Th", ["10♥", "2♦", "3♣", "9♠"]),                # ... ten or better
    ("badugi", "As 2d 3c Kh", ["2♦", "3♣", "A♠"]),                       # a king-high badugi draws one
    ("badugi", "As 2s 3d 3c", ["3♣", "A♠"]),                              # the best badugi subset
    ("badugi", "Jk 2d 3d Kh", ["2♦", "Jk"]),                              # the wild kept, the king and a 3 go
    ("deuce-to-seven", "9h 6d 5c 4s 2h", ["2♥", "4♠", "5♣", "6♦", "9♥"]),  # a made nine stands
    ("deuce-to-seven", "Ah 6d 5c 4s 2h", ["2♥", "4♠", "5♣", "6♦"]),        # the ace is high: drawn
    ("deuce-to-seven", "8h 6h 5h 4h 2h", ["2♥", "4♥", "5♥"]),              # a flush counts against: no 4-flush kept
    ("deuce-to-seven", "7h 6d 5c 4s 3h", ["3♥", "4♠", "5♣", "7♥"]),        # a straight is no low: four with a gap kept
    ("deuce-to-seven", "7h 7d 5c 3s 2h", ["2♥", "3♠", "5♣", "7♦"]),        # a pair: one of it goes
    ("ace-to-six", "9h 6d 5c 4s Ah", ["4♠", "5♣", "6♦", "9♥", "A♥"]),      # a made nine stands, the ace low
    ("ace-to-six", "Ah 2d 3c 4h 5s", ["2♦", "3♣", "5♠", "A♥"]),            # a wheel is a straight: broken
])
def test_draws_keep_by_the_games_own_ranking(mode, cards, kept):
    assert _kept(cards, mode) == kept


def test_a_bug_is_kept_with_a_pair_and_a_wild_is_never_thrown_for_a_natural_card():
    bug = HandRules(jokers="bug")
    hand = sorted(parse_cards("3d Jk 8d 7d 8s"), key=policies.order_key)
    assert sorted(map(str, policies.best_keep(hand, (2, 3, 4, 5), [], bug))) == ["8♠", "8♦", "Jk"]
    wild = HandRules.parse("3,J")
    three = sorted(parse_cards("3d 9c 9s"), key=policies.order_key)
    assert "3♦" in map(str, policies.best_keep(three, (0, 2), [], wild))  # "one or three": 9-9 or 3-9, the 3 stays


def _made_kept(game, made_hand, players: int = 5, deals: int = 300, monkeypatch=None):
    made = record_draws(monkeypatch)
    for seed in range(1, deals + 1):
        simulate(game, players, seed)
    broken = [(b, o) for b, o in made if o and made_hand(b)]
    return made, broken


@needs_corpus
def test_badugi_300_deals_nobody_breaks_a_made_eight_badugi(monkeypatch):
    from dealerschoice.cards.badugi import badugi_hand

    def eight_badugi(cards):
        key = badugi_hand(cards).key
        return key[0] == 4 and -key[1] <= 8

    made, broken = _made_kept(program("Badugi"), eight_badugi, monkeypatch=monkeypatch)
    assert broken == []  # before: 21 of 3,120 draws broke one; every draw was of three cards
    drawn = Counter(len(out) for _, out in made)
    assert drawn[0] > 0 and drawn[1] > 0 and drawn[2] > 0 and drawn[3] > 0


LOWBALL = ("Deal five cards down to each player.",
           "Normal betting round, with the player to the left of the dealer opening.",
           "Each player may draw up to three cards.",
           "Normal betting round, with the player to the left of the dealer opening.",
           "Each player may draw up to three cards.",
           "Normal betting round, with the player to the left of the dealer opening.",
           "Showdown, low hand wins.")


@pytest.mark.parametrize("ranking, style", [("Straights and flushes count against low.", "27"),
                                            ("The lowest hand is A-2-3-4-6 unsuited.", "a6")])
def test_deuce_to_seven_and_ace_to_six_300_deals_nobody_breaks_a_made_nine(monkeypatch, ranking, style):
    from dealerschoice.cards.lows import best_low
    from tests.play.played_rules import written_game

    def made_nine(cards):
        low = best_low(cards, style=style)
        return low is not None and low.key[0] == 0 and -low.key[1] <= 9

    made, broken = _made_kept(game_program(written_game(*LOWBALL, ranking)), made_nine, monkeypatch=monkeypatch)
    assert broken == []  # before: every draw was of three cards, and the deck ran out at the second
    drawn = Counter(len(out) for _, out in made)
    assert drawn[0] > 50 and drawn[1] > 100 and drawn[3] < sum(drawn.values()) / 2


@needs_corpus
def test_a_points_hand_stands_near_its_target_and_replaces_a_card_far_from_it(monkeypatch):
    made = record_draws(monkeypatch)
    game = program_of(379)  # 7/27 with Replace: "Each player may draw one card if they wish."
    for seed in range(1, 101):
        simulate(game, 5, seed)
    drawn = Counter(len(out) for _, out in made)
    assert drawn[0] > 50 and drawn[1] > 50  # before: 500 of 500 drew
    values = {13: 0.5, 12: 0.5, 11: 0.5}
    for before, out in made:
        least = sum(1 if c.rank == 14 else values.get(c.rank, c.rank) for c in before)  # aces 1
        most = sum(11 if c.rank == 14 else values.get(c.rank, c.rank) for c in before)
        if least <= 7:  # the cards can total 7 or less: the player plays low (moves.goal)
            if 5 <= least <= 7 and most == least:
                assert out == [], (before, out)  # near 7 a replacement is more likely worse
            if least <= 2:
                assert len(out) == 1, (before, out)
        else:  # past 7: the player plays high, for 27
            if 20 <= most <= 27:
                assert out == [], (before, out)  # at 20 to 27 a replacement is more likely worse
            if most <= 9:
                assert len(out) == 1, (before, out)


@needs_corpus
@pytest.mark.parametrize("name", ["South of Minnesota", "California Draw with the Bug"])
def test_a_wild_card_or_a_bug_is_never_thrown_while_a_natural_card_is_kept(monkeypatch, name):
    from dealerschoice.cards.rules import NATURAL

    made = []
    choose = moves.cards_to_give

    def spy(hand, seat, eligible, count):
        out = choose(hand, seat, eligible, count)
        kinds = hand.rules_for(seat).kinds()
        made.append(any(kinds[c] != NATURAL for c in out) and any(kinds[c] == NATURAL for c in eligible
                                                                   if c not in out))
        return out

    monkeypatch.setattr(moves, "cards_to_give", spy)
    game = program(name)
    for seed in range(1, 101):
        simulate(game, 5, seed)
    assert len(made) > 50 and not any(made)


@needs_corpus
@pytest.mark.parametrize("name, floor", [("Thirty Eight", -200), ("King Little", -1000)])
def test_wild_guts_games_measure_hands_against_their_own_wilds(name, floor):
    game = program(name)
    worst = min(min(simulate(game, 6, seed).amounts.values()) for seed in range(1, 41))
    assert worst > floor  # before: Thirty Eight -4,339, King Little -2,015 in 40 deals of 6


def test_the_wild_cards_baseline_raises_par_and_stays_the_same():
    from dealerschoice.play.players import baseline

    wild = HandRules.parse("3,8")
    assert baseline.shift(HandRules(), 5) == 0.0 and baseline.wild_count(wild) == 8
    lift = baseline.shift(wild, 5)
    assert lift == baseline.shift(HandRules.parse("K,2"), 5) == pytest.approx(2.0)  # counted, not named
    assert baseline.shift(wild, 3) < lift < baseline.shift(wild, 7)
    assert not policies.goes_in(list(parse_cards("Ks 3d 9c")), wild)  # a pair by a wild: the usual
    assert policies.goes_in(list(parse_cards("Ks 3d 8c")), wild)      # trips: ahead of it


@settings(deadline=None, max_examples=150)
@given(st.sampled_from(["badugi", "deuce-to-seven", "ace-to-six"]),
       st.lists(st.integers(0, 52), min_size=4, max_size=6, unique=True),
       st.sets(st.integers(0, 6), min_size=1))
def test_a_ranked_keep_is_an_allowed_part_of_the_hand_and_a_pat_hand_stands(mode, codes, sizes):
    from dealerschoice.cards import Card
    from dealerschoice.play.players import ranked

    ordered = sorted((Card(c) for c in codes), key=policies.order_key)
    allowed = tuple(sorted(s for s in sizes if s <= len(ordered))) or (len(ordered),)
    kept = policies.best_keep_ranked(ordered, allowed, [], HandRules(), _ranked(mode))
    assert len(kept) in allowed and set(kept) <= set(ordered) and list(kept) == sorted(kept, key=policies.order_key)
    if len(ordered) in allowed and ranked.keep_value(ordered, _ranked(mode), HandRules())[0] == 3:
        # a made hand is never broken (a sixth card it does not use may go)
        assert ranked.keep_value(list(kept), _ranked(mode), HandRules())[0] == 3, kept
    if any(c.is_joker for c in ordered) and len(kept) > 0:
        assert any(c.is_joker for c in kept)  # the joker (wild) is the last card given up


@needs_corpus
def test_a_passing_game_measures_its_own_winning_hand_once_and_the_same_each_time():
    from dealerschoice.play.players import baseline

    anaconda = program("Anaconda")
    lift = baseline.game_lift(anaconda)
    assert lift > 1.0  # passed cards make the winners full houses where plain seven cards make trips
    baseline._LIFTS.clear()
    assert baseline.game_lift(program("Anaconda")) == lift  # fixed seeds: the same measure again
    assert baseline.game_lift(program("Five Card Draw")) == 0.0  # no passes: plain par
