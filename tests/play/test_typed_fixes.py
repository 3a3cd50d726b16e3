"""Bugs the typing of `play/` (issue 20) found: each fails on the code as it was."""

from __future__ import annotations

import functools

import pytest

from dealerschoice.cards import Card
from dealerschoice.play.handlers import handler_for, handles
from dealerschoice.play.mechanics import moves
from dealerschoice.play.wild_basics import is_red
from dealerschoice.rules.steps import Deal


def _deal(hand, step, at, extra=None):
    return None


def test_a_refused_handler_without_a_qualname_is_named_in_the_error():
    # a partial (or any callable object) has no __qualname__: the error message itself used to
    # fail with AttributeError instead of saying what is wrong
    handler = functools.partial(_deal, extra=1)
    with pytest.raises(TypeError, match=r"@handles\('deal'\) on functools\.functools\.partial\(.*\): "
                                        r"a handler plays RuleStep types"):
        handles("deal")(handler)
    with pytest.raises(ValueError, match=r"two handlers for Deal: dealerschoice\.play\.mechanics\.moves\.deal "
                                         r"and functools\.functools\.partial\(.*\); a step type has one"):
        handles(Deal)(handler)
    assert handler_for(Deal) is moves.deal


def test_red_cards_are_hearts_and_diamonds_and_a_joker_is_not_red():
    assert [is_red(Card.parse(t)) for t in ("Ah", "2d", "Ks", "9c")] == [True, True, False, False]
    assert is_red(Card.joker()) is False
