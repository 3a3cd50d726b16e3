"""What the simulator remembers or skips to run faster gives the same play as working it all
out: remembered wild rules and player choices, the cheaper card check, an idle repeat known
endless at once, and table views only where the caller shows them."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.analyse import deal_data
from dealerschoice.cards import HandRules, standard_deck
from dealerschoice.play import loops, policies
from dealerschoice.play.program import EndlessHand, game_program
from dealerschoice.play.simulate import MAX_ACTIONS, PlayedHand, simulate
from dealerschoice.play.table import Held, SimulationError, Table
from dealerschoice.play.transcript import SHOW_TABLE
from dealerschoice.play.wilds import wild_rules
from dealerschoice.records import Game, Rule, Source
from tests.play.conftest import PROGRAMS


def make_game(*sentences: str, name: str = "Test Game") -> Game:
    rules = tuple(Rule(n, text, n + 4) for n, text in enumerate(sentences, 1))
    return Game(9002, name, (), (), rules, None, Source("test.txt", 1))


class WorkedOutHand(PlayedHand):
    """The hand as it was before answers were remembered: wild rules worked out every time."""

    def rules_for(self, seat, side: str = "high", cards=None) -> HandRules:
        table_cards = [h.card for h in self.table.board]
        return wild_rules(list(self.wilds.steps), self.wilds.state, table_cards, seat, side, cards)


WILD_GAMES = [
    make_game("Deal seven cards down to each player.", "The rank that is wild is equal to the number of cards "
              "you have in your hand.", "Each player flips over one down card of their choice.",
              "Normal betting round.", "Showdown, high hand wins."),
    make_game("Deal five cards down to each player.", "Pairs of the same color are wild.",
              "Each player discards two down cards.", "Each player draws two cards.",
              "Normal betting round.", "Showdown, high hand wins."),
    make_game("Deal two cards down and one card up to each player.", "Queens are wild.",
              "Deal one card face up to the table.", "Normal betting round.",
              "Deal one card up to each player.", "Normal betting round.", "Showdown, high hand wins."),
]


@pytest.mark.parametrize("program", [p for p in PROGRAMS if p.steps_of(__import__(
    "dealerschoice.rules.steps", fromlist=["Wild"]).Wild)] + [game_program(g) for g in WILD_GAMES],
    ids=lambda p: p.game.name)
def test_remembered_wild_rules_play_as_worked_out(program):
    for players, seed in ((3, 1), (4, 2), (5, 3)):
        assert PlayedHand(program, players, seed).run().as_json() == WorkedOutHand(program, players, seed).run().as_json()


CARD_TEXTS = ["As", "Kd", "Qh", "Jc", "Ts", "9h", "8d", "7c", "6s", "5h", "4d", "3c", "2s", "Ah", "Kc", "Jk"]


@settings(max_examples=200, deadline=None)
@given(cards=st.lists(st.sampled_from(CARD_TEXTS), min_size=2, max_size=8), count=st.integers(0, 4),
       keep=st.lists(st.sampled_from(CARD_TEXTS), max_size=3), goal=st.sampled_from(["high", "low"]),
       wild=st.sampled_from(["", "3", "Kd", "9,Q"]))
def test_remembered_choices_are_the_choices_worked_out(cards, count, keep, goal, wild):
    from dealerschoice.cards import parse_cards
    cards, keep = list(parse_cards(" ".join(cards))), list(parse_cards(" ".join(keep)))
    rules = HandRules.parse(wild or None)
    fresh = list(policies._worst.__wrapped__(tuple(cards), count, tuple(keep), rules, goal, None))
    assert policies.worst(cards, count, keep, rules, goal) == fresh
    given_out = policies.worst(cards, count, keep, rules, goal)
    given_out.append("mutated by the caller")  # an answer handed out is the caller's own copy
    assert policies.worst(cards, count, keep, rules, goal) == fresh
    assert policies.hide_order(cards, keep, rules) == list(policies._hide_order.__wrapped__(
        tuple(cards), tuple(keep), rules))
    assert policies.best_to_show(cards, keep, rules) == policies._best_to_show.__wrapped__(
        tuple(cards), tuple(keep), rules)
    small = min(2, len(cards) - 1)
    assert policies.split_hands(cards, small, rules, True) == tuple(
        list(part) for part in policies._split_hands.__wrapped__(tuple(cards), small, rules, True))
    assert policies.declare_high_low(cards, rules, rules, ("high", "low", "both"), goal) == \
        policies._declare_high_low.__wrapped__(tuple(cards), rules, rules, ("high", "low", "both"), goal)


@settings(max_examples=200, deadline=None)
@given(jokers=st.integers(0, 2), decks=st.integers(1, 2), seed=st.integers(0, 1000),
       change=st.sampled_from(["none", "lose", "duplicate", "swap"]), pick=st.integers(0, 10**6))
def test_the_card_check_fails_exactly_when_the_cards_do_not_add_up(jokers, decks, seed, change, pick):
    table = Table(3, seed, decks, jokers)
    for seat in table.seats:
        table.give(seat, 4, up=seat.number == 2)
    table.muck.extend(table.draw(3))
    seat = table.seat(1 + pick % 3)
    if change == "lose":
        seat.cards.pop(pick % len(seat.cards))
    elif change == "duplicate":
        seat.cards.append(Held(table.deck[pick % len(table.deck)]))
    elif change == "swap":  # same count, one card replaced by a copy of another
        seat.cards[pick % len(seat.cards)] = Held(table.deck[pick % len(table.deck)])
    everything = table.deck + table.muck + [h.card for s in table.seats for h in s.cards]
    adds_up = Counter(everything) == Counter(standard_deck(jokers, decks))
    if adds_up:
        table.check_cards()
    else:
        with pytest.raises(SimulationError, match="cards do not add up"):
            table.check_cards()


IDLE = make_game("Deal five cards down to each player.", "Threes are wild.", "Kings are wild.",
                 "Repeat the last two actions until everyone still in has all of their cards face up.",
                 "Showdown, high hand wins.", name="Idle Loop")


def test_an_idle_repeat_stops_as_the_safety_net_would_without_playing_it_out(monkeypatch):
    program = game_program(IDLE)
    checks = []
    monkeypatch.setattr(PlayedHand, "check", lambda self: checks.append(1))
    with pytest.raises(EndlessHand) as quick:
        simulate(program, 4, 1)
    assert len(checks) < 10  # known endless after one round
    monkeypatch.setattr(loops, "idle_repeat", lambda actions, target, at: False)
    monkeypatch.setattr(loops.LoopWatch, "jumped", lambda *args: None)
    with pytest.raises(EndlessHand) as slow:
        simulate(program, 4, 1)
    assert len(checks) > MAX_ACTIONS  # played until the safety net fired
    assert quick.value.stop == slow.value.stop and quick.value.stop.rule == 4


def test_a_repeat_that_plays_something_is_not_idle():
    game = make_game("Deal five cards down to each player.", "Normal betting round.", "Kings are wild.",
                     "Repeat the last two actions until everyone still in has all of their cards face up.",
                     "Showdown, high hand wins.", name="Betting Loop")
    actions = game_program(game).actions
    assert not loops.idle_repeat(actions, 1, 3) and loops.idle_repeat(actions, 2, 3)


@pytest.mark.parametrize("program", PROGRAMS[::5], ids=lambda p: p.game.name)
def test_views_only_where_shown_leave_the_page_as_it_was(program):
    full = simulate(program, 4, 2)
    shown = simulate(program, 4, 2, views=SHOW_TABLE)
    assert [(e.rule, e.kind, e.text) for e in full.events] == [(e.rule, e.kind, e.text) for e in shown.events]
    for one, other in zip(full.events, shown.events):
        assert other.view == (one.view if one.kind in SHOW_TABLE else None)
    assert deal_data(full) == deal_data(shown)


SHOWDOWN_LOOP = make_game(
    "Deal seven cards down to each player. No player may look at these cards.",
    "Deal one card face up to the table.",
    "The next player in betting order flips over cards one at a time until they have the best hand showing "
    "(counting the first table card as a hand).",
    "The highest showing high hand and the lowest showing low hand split the pot.",
    "If a player ever gets the queen of spades up, they must fold.",
    "Repeat the last two actions until everyone still in has all of their cards face up.",
    "Showdown, high hand wins.", name="Showdown Loop")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_hand_caught_in_a_loop_stops_as_the_safety_net_would(monkeypatch, seed):
    program = game_program(SHOWDOWN_LOOP)
    checks = []
    real_check = PlayedHand.check
    monkeypatch.setattr(PlayedHand, "check", lambda self: checks.append(1) or real_check(self))
    with pytest.raises(EndlessHand) as watched:
        simulate(program, 4, seed)
    assert len(checks) < MAX_ACTIONS // 2  # caught soon after the watch starts
    checks.clear()
    monkeypatch.setattr(loops.LoopWatch, "jumped", lambda *args: None)
    with pytest.raises(EndlessHand) as played_out:
        simulate(program, 4, seed)
    assert len(checks) == MAX_ACTIONS
    assert watched.value.stop == played_out.value.stop


def test_the_watched_state_changes_with_anything_the_hand_reads():
    hand_state = loops.hand_state
    hand = PlayedHand(game_program(SHOWDOWN_LOOP), 3, 1)
    hand.new_deal(first=True)
    hand.table.give(hand.table.seat(1), 2, up=False)
    hand.turns.last_dealt = list(hand.table.seat(1).cards)
    before = hand_state(hand)
    assert hand_state(hand) == before
    changes = [
        lambda h: setattr(h.table.seat(1).cards[0], "up", True),
        lambda h: h.table.seat(1).cards.reverse(),
        lambda h: h.table.rng.random(),
        lambda h: h.wilds.state.added.add(5),
        lambda h: h.turns.goals.__setitem__(2, "low"),
        lambda h: h.turns.last_dealt.append(Held(h.table.deck[0])),  # a card named that lies nowhere
        lambda h: setattr(h.table, "pot", h.table.pot + 1),
    ]
    for change in changes:
        other = PlayedHand(game_program(SHOWDOWN_LOOP), 3, 1)
        other.new_deal(first=True)
        other.table.give(other.table.seat(1), 2, up=False)
        other.turns.last_dealt = list(other.table.seat(1).cards)
        assert hand_state(other) == before
        change(other)
        assert hand_state(other) != before


def test_the_count_of_betting_rounds_is_state_only_where_the_opener_moves_each_round():
    from dealerschoice.play.loops import hand_state
    fixed = make_game("Deal five cards down to each player.", "Normal betting round.",
                      "Showdown, high hand wins.", name="Fixed Opener")
    moving = make_game("Deal five cards down to each player.",
                       "Normal betting round, the first round starts left of the dealer, and each later round "
                       "moves one seat to the left.",
                       "Showdown, high hand wins.", name="Moving Opener")
    for game, counts in ((fixed, False), (moving, True)):
        program = game_program(game)
        assert any(s.opener == "rotate" for s in program.steps_of(__import__(
            "dealerschoice.rules.steps", fromlist=["Bet"]).Bet)) == counts
        one, other = PlayedHand(program, 3, 1), PlayedHand(program, 3, 1)
        other.money.bet_rounds += 1
        assert (hand_state(one) != hand_state(other)) == counts


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(6, 12))
def test_a_stack_of_five_is_as_strong_as_the_best_five_tried_one_by_one(rng, count):
    """`moves.best_cards` lets the evaluator pick a five-card stack; trying every five of the
    cards gives the same strength (wild ranks, wild cards, jokers, two decks)."""
    from itertools import combinations

    from dealerschoice.cards import high_key
    from dealerschoice.play.mechanics.moves import best_cards

    rules = HandRules(wild_ranks=frozenset(rng.sample(range(2, 15), rng.choice([0, 0, 1, 2]))),
                      wild_cards=frozenset(rng.sample(standard_deck(), rng.choice([0, 0, 2]))),
                      jokers=rng.choice(["wild", "bug"]))
    cards = rng.sample(standard_deck(jokers=2, decks=rng.choice([1, 2])), count)
    chosen = best_cards(cards, 5, rules)
    assert len(chosen) == 5 and not Counter(chosen) - Counter(cards)
    remaining = iter(cards)
    assert all(any(card == other for other in remaining) for card in chosen)  # in the cards' order
    assert high_key(chosen, rules) == max(high_key(list(combo), rules) for combo in combinations(cards, 5))
