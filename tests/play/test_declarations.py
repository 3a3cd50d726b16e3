"""A player's declaration is one word of `records.deals.Declaration` from the moment it is
made (`play.mechanics.declare`, `play.players.declaring`) to the table views and showdown
records of the transcript; the transcript's JSON and text give its plain word."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards import HandRules, parse_cards, standard_deck
from dealerschoice.play.players import declaring
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import simulate
from dealerschoice.play.transcript import view_lines
from dealerschoice.records.deals import Declaration
from dealerschoice.rules.steps.vocab_showdown import Choice
from tests.play.played_rules import written_game

SPLIT = "Showdown, highest declared high hand and lowest declared low hand split the pot."
GAMES = {  # variants of the corpus' declarations: other counts, sides and modes
    "sides": ("Deal seven cards down to each player.", "Declare high/low/both simultaneously.", SPLIT),
    "in-out": ("Deal three cards down to each player.", "Declare in/out simultaneously.", "Showdown, high hand wins."),
    "random": ("Deal five cards down to each player.", "Each player randomly declares high or low.", SPLIT),
}


def declared_hand(name: str, players: int = 4, seed: int = 3):
    return simulate(game_program(written_game(*GAMES[name])), players, seed)


def _last_view(transcript):
    return next(e.view for e in reversed(transcript.events) if e.view is not None)


def test_high_low_declarations_are_words_of_the_enum_through_the_transcript():
    transcript = declared_hand("sides")
    said = [e.text for e in transcript.events if e.kind == "declare"]
    assert said == ["Declarations: P1 low, P2 high, P3 low, P4 high."]
    players = _last_view(transcript).players
    assert [p.declared for p in players] == [Declaration.LOW, Declaration.HIGH, Declaration.LOW, Declaration.HIGH]
    assert all(type(p.declared) is Declaration for p in players)
    assert [s.declared for s in transcript.showdown] == [Declaration.LOW, Declaration.HIGH, Declaration.LOW,
                                                          Declaration.HIGH]
    assert all(type(s.declared) is Declaration for s in transcript.showdown)


def test_the_transcript_json_and_text_give_the_plain_word():
    transcript = declared_hand("sides")
    data = transcript.as_json()
    seats = next(e["table"] for e in reversed(data["events"]) if "table" in e)["players"]
    assert [type(p["declared"]) for p in seats] == [str] * 4  # a plain str, not the enum
    assert [p["declared"] for p in seats] == ["low", "high", "low", "high"]
    assert [s["declared"] for s in data["showdown"]] == ["low", "high", "low", "high"]
    assert json.loads(json.dumps(data)) == data
    assert view_lines(_last_view(transcript))[0].startswith("P1 [low]: ")


def test_in_or_out_declarations_fold_those_out():
    transcript = declared_hand("in-out")
    assert [e.text for e in transcript.events if e.kind == "declare"] == \
        ["Declarations (at once): P1 out, P2 out, P3 in, P4 out."]
    players = _last_view(transcript).players
    assert [(p.declared, p.folded) for p in players] == [(Declaration.OUT, True), (Declaration.OUT, True),
                                                          (Declaration.IN, False), (Declaration.OUT, True)]
    assert [(s.seat, s.declared) for s in transcript.showdown] == [(3, Declaration.IN)]


def test_a_random_declaration_is_the_enum_word_not_the_rule_choice():
    transcript = declared_hand("random")
    assert [e.text for e in transcript.events if e.kind == "declare"] == \
        ["Declarations (at random): P1 low, P2 low, P3 low, P4 low."]
    declared = [p.declared for p in _last_view(transcript).players]
    assert declared == [Declaration.LOW] * 4
    assert all(type(d) is Declaration for d in declared)  # the rule's `Choice` converted


def test_declaring_from_rule_choices_gives_the_enum():
    cards = parse_cards("As 2d 3c 4h 5s Kd Qs")
    side = declaring.declare(cards, HandRules(), HandRules(), (Choice.HIGH, Choice.LOW))
    assert side is Declaration.LOW
    # the first choice where the hand leans to neither: the rule's word, as the enum
    assert declaring.declare(cards, HandRules(), HandRules(), (Choice.BOTH,)) is Declaration.BOTH
    weak_high = parse_cards("Qs 9d Tc 4h 3s")
    assert declaring.side_or_out(weak_high, HandRules(), HandRules(), (Choice.HIGH,)) is Declaration.OUT
    assert declaring.side_or_out(cards, HandRules(), HandRules(), (Choice.HIGH,)) is Declaration.HIGH


CHOICES = st.sampled_from([("high", "low"), ("high", "low", "both"), ("low", "high"), ("high",), ("low",)])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(standard_deck()), min_size=5, max_size=8, unique=True), CHOICES,
       st.sampled_from(["high", "low"]), st.floats(0, 1))
def test_every_declaration_is_an_enum_word_among_the_choices(cards, choices, aim, chance):
    side = declaring.declare(cards, HandRules(), HandRules(), choices, aim)
    assert type(side) is Declaration and side in choices
    out = declaring.side_or_out(cards, HandRules(), HandRules(), choices, aim)
    assert type(out) is Declaration and (out in choices or out is Declaration.OUT)
    split = declaring.split_card_side(chance, cards, HandRules())
    assert type(split) is Declaration and split in (Declaration.HIGH, Declaration.SPLIT_CARD, Declaration.BOTH)
