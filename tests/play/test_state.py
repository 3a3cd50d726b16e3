"""The played hand's state in typed pieces, and handlers registered by step type."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from dealerschoice.play import handlers, loops
from dealerschoice.play.handlers import handler_for, handles
from dealerschoice.play.mechanics import moves, showdown
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.play.state import Rulebook
from dealerschoice.records import Game, Rule, Source
from dealerschoice.rules.steps import STEP_TYPES, Deal, KeepHands, Showdown


def make_game(*sentences: str, name: str = "State Game") -> Game:
    rules = tuple(Rule(n, text, n + 4) for n, text in enumerate(sentences, 1))
    return Game(9003, name, (), (), rules, None, Source("test.txt", 1))


FIVE_CARD = make_game("Deal five cards down to each player.", "Normal betting round.", "Showdown, high hand wins.")


def test_each_step_type_is_played_by_the_handler_its_module_registered():
    assert handler_for(Deal) is moves.deal
    assert handler_for(Showdown) is showdown.showdown
    assert handlers.handlers()[KeepHands].__module__ == "dealerschoice.play.mechanics.flow"


def test_a_second_handler_for_a_step_type_is_refused_naming_both():
    with pytest.raises(ValueError, match=r"two handlers for Deal: dealerschoice\.play\.mechanics\.moves\.deal "
                                         r"and tests\.play\.test_state\..*other_deal; a step type has one"):
        @handles(Deal)
        def other_deal(hand, step, at):
            return None
    assert handler_for(Deal) is moves.deal


def test_handles_takes_step_types_only():
    with pytest.raises(TypeError, match=r"@handles\('deal'\) on .*: a handler plays RuleStep types"):
        @handles("deal")
        def by_name(hand, step, at):
            return None
    with pytest.raises(TypeError, match="needs at least one step type"):
        handles()


def test_a_handler_registered_from_another_module_is_played(monkeypatch):
    played = []
    step_type = next(t for t in STEP_TYPES if t.__name__ == "Dead")
    assert step_type not in handlers.handlers()  # a step no mechanic plays
    monkeypatch.setattr(handlers, "HANDLERS", dict(handlers.HANDLERS))
    monkeypatch.setattr(__import__("dealerschoice.play.simulate", fromlist=["x"]), "HANDLERS", handlers.HANDLERS)
    handles(step_type)(lambda hand, step, at: played.append((type(step).__name__, at)))
    hand = PlayedHand(game_program(FIVE_CARD), 3, 1)
    assert hand.play(step_type.__new__(step_type), 2) is None
    assert played == [("Dead", 2)]


def test_a_step_without_a_handler_is_noted():
    hand = PlayedHand(game_program(FIVE_CARD), 3, 1)
    dead = next(t for t in STEP_TYPES if t.__name__ == "Dead")
    hand.progress.rule = 2
    hand.play(dead.__new__(dead), 1)
    assert [(e.rule, e.kind, e.text) for e in hand.log.events] == [(2, "note", "not simulated: Dead")]


def test_the_hand_takes_no_attribute_that_no_piece_declares():
    hand = PlayedHand(game_program(FIVE_CARD), 3, 1)
    with pytest.raises(AttributeError):
        hand.last_winner = 2  # type: ignore[attr-defined]


def test_the_rulebook_holds_what_the_rules_fix():
    program = game_program(make_game(
        "Deal seven cards down to each player.", "Threes are wild.", "Normal betting round.",
        "Showdown, high hand wins."))
    book = Rulebook.of(program)
    assert [w.ranks for w in book.wild_steps] == [("3",)]
    assert book.showdown_pots == frozenset({"high"})
    assert (book.scoring_only, book.wins_needed, book.use, book.hand_limit, book.table_role) == \
        (False, None, None, None, False)
    with pytest.raises(AttributeError):
        book.use = None  # type: ignore[misc]  (frozen)


@dataclass
class Tally:
    """A mechanic's own state, declared in its own module."""

    seen: list[int] = field(default_factory=list)
    gathered: int = 0

    def redealt(self) -> None:
        self.gathered += 1


def test_a_mechanic_keeps_its_own_piece_made_once_and_told_of_a_redeal():
    hand = PlayedHand(game_program(FIVE_CARD), 3, 1)
    tally = hand.piece(Tally)
    assert hand.piece(Tally) is tally and tally == Tally()
    tally.seen.append(4)
    hand.reset_hands()
    assert hand.piece(Tally) == Tally([4], 1)


def test_a_mechanics_piece_is_part_of_the_watched_state():
    one, other = PlayedHand(game_program(FIVE_CARD), 3, 1), PlayedHand(game_program(FIVE_CARD), 3, 1)
    one.piece(Tally)
    other.piece(Tally)
    assert loops.hand_state(one) == loops.hand_state(other)
    other.piece(Tally).seen.append(1)
    assert loops.hand_state(one) != loops.hand_state(other)


def test_remembered_answers_are_no_part_of_the_watched_state():
    one, other = PlayedHand(game_program(FIVE_CARD), 3, 1), PlayedHand(game_program(FIVE_CARD), 3, 1)
    other.outcome.judged["x"] = 1
    other.wilds.words[None] = "threes"  # type: ignore[index]
    other.outcome.result.showings.append(None)  # type: ignore[arg-type]
    assert loops.hand_state(one) == loops.hand_state(other)
    other.outcome.result.winners.append(1)
    assert loops.hand_state(one) != loops.hand_state(other)


def test_expected_hand_sizes_live_on_the_seats():
    hand = PlayedHand(game_program(FIVE_CARD), 3, 1)
    transcript = hand.run()
    assert [s.expected for s in hand.table.seats] == [5, 5, 5]
    assert transcript == simulate(FIVE_CARD, 3, 1)
