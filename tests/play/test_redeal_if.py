"""A redeal a player may call for ("If the player with the high hand showing wants, there is
a redeal."): the player named decides on their whole hand (policies.wants_redeal); a card
dealt or a table card turned up that the rule names (mechanics/redeals.py); the redeals
capped as every redeal is; the other conditions still stop their games."""

import re
from dataclasses import replace

import pytest

from dealerschoice.cards import Card
from dealerschoice.play.mechanics import redeals
from dealerschoice.play.policies import PAIR, TWO_PAIR, wants_redeal
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.play.table import Held
from dealerschoice.records import Game, Rule, Source
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps.dealing_events import RedealIf
from dealerschoice.rules.steps.table_rules import ShowdownRedeal
from dealerschoice.rules.steps.vocab import RedealWhen, Role
from tests.play.played_rules import play, texts
from tests.rules.corpus import needs_corpus


def test_the_policy():
    assert wants_redeal(PAIR) is True
    assert wants_redeal(TWO_PAIR) is False


def test_which_redeals_are_played():
    assert RedealIf(RedealWhen.CHOSEN, by=Role.HIGH_SHOWING).gap() is None
    assert RedealIf(RedealWhen.DEALT, cards=("8s", "8c")).gap() is None
    assert RedealIf(RedealWhen.TABLE_CARD, ranks=("J", "Q", "K")).gap() is None
    assert RedealIf(RedealWhen.TABLE_CARD, jokers=True, still_in=True).gap() is None  # redeals.StillIn
    assert RedealIf(RedealWhen.NONE_DEALT_UP, ("Q",)).gap() is None  # at the showdown: redeal_unseen.py
    # turning up a card to force a redeal is an option the players never take: no hand needs it
    gap = RedealIf(RedealWhen.FLIPPED, cards=("Qs",)).gap()
    assert gap is not None and not gap.blocking and "never take" in gap.reason
    # the redeals on cards hold all hand; a player's call is made at its place
    assert RedealIf(RedealWhen.DEALT, cards=("8s",)).standing
    assert not RedealIf(RedealWhen.CHOSEN, by=Role.HIGH_SHOWING).standing


def _game(*lines: str) -> Game:
    return Game(1, "T", (), (), tuple(Rule(n, text, n) for n, text in enumerate(lines, 1)), None, Source("x", 1))


RED_ACE = _game("Deal two cards down to each player.", "Deal one card up to each player.",
                "Normal betting round, with the player with the high hand showing opening.",
                "Deal one card down to each player.", "Showdown, high hand wins.",
                "If a player is ever dealt a red ace, redeal the game.")


@pytest.mark.parametrize("seed", range(1, 30))
def test_a_card_dealt_redeals_the_hand(seed):
    hand = simulate(game_program(RED_ACE), 4, seed)
    redeals = texts(hand, "redeal")
    for text in redeals:
        assert re.fullmatch(r"P\d is dealt A[♥♦]: all cards are shuffled and dealt again \(deal \d\); the pot of \d+ stays\.",
                            text), text
    ends = texts(hand, "end")
    if hand.showdown:  # the deal that plays out holds no red ace
        final = hand.events[-1].text
        assert "A♥" not in final and "A♦" not in final
        assert sum(hand.amounts.values()) == 0
    elif ends[0].startswith("Everyone else has folded"):
        assert sum(hand.amounts.values()) == 0
    else:
        assert len(redeals) == 2 and "The example stops after 3 deals" in ends[0]


FACE_UP = _game("Deal four cards down to each player.", "Deal three cards face down to the table.",
                "Flip one table card face up.", "Flip one table card face up.", "Showdown, high hand wins.",
                "If flipping a common card ever shows a king, redeal the hand.")


def test_a_table_card_turned_up_redeals_the_hand():
    assert list(read_sentences(FACE_UP.rules[-1].text)) == [RedealIf(RedealWhen.TABLE_CARD, ranks=("K",))]
    seen = 0
    for seed in range(1, 40):
        hand = simulate(game_program(FACE_UP), 3, seed)
        for text in texts(hand, "redeal"):
            seen += 1
            assert re.match(r"K[♠♥♦♣] turns up on the table: all cards are shuffled", text), text
    assert seen > 0


@needs_corpus
@pytest.mark.parametrize("game_id", [1104, 867])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_card_redeal_games_balance(game_id, players):
    for seed in range(1, 6):
        hand = play(game_id, players, seed)
        assert sum(hand.amounts.values()) == -hand.carried
        assert len(texts(hand, "redeal")) <= 2


@needs_corpus
def test_the_player_in_control_calls_for_a_redeal():
    # Control (#175)
    # (the pot each redeal leaves depends on the betting policy: only the calls are asserted)
    hand = play(175, 4, 1)
    calls = texts(hand, "redeal")
    assert calls[0].startswith("P4 calls for a redeal: all cards are shuffled and dealt again (deal 2); the pot of ")
    for number, text in enumerate(calls[1:], 3):
        assert re.match(rf"P\d calls for a redeal: all cards are shuffled and dealt again \(deal {number}\)", text)
    # every deal played to rule 12 asks the player in control: they call for a redeal or decline
    reached = sum(1 for e in hand.events if e.rule == 12 and e.kind in ("redeal", "note", "end"))
    declined = [t for t in texts(hand, "note", rule=12) if t.endswith("may call for a redeal and does not.")]
    assert reached == len(calls) + len(declined) + sum(1 for t in texts(hand, "end", rule=12))
    assert hand.winners and sum(hand.amounts.values()) == -hand.carried


@needs_corpus
@pytest.mark.parametrize("game_id", [175, 587])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_chosen_redeal_games_balance(game_id, players):
    for seed in range(1, 5):
        hand = play(game_id, players, seed)
        assert sum(hand.amounts.values()) == -hand.carried
        assert len(texts(hand, "redeal")) <= 2  # the example's cap: three deals


def _showdown_hand(*held: tuple[int, str, bool]) -> PlayedHand:
    """A hand under "At the showdown, if the king of hearts was ever dealt face up, redeal,
    unless the queen of hearts ...", its seats given (seat, card, face up) in the order dealt,
    the watch run after each card as after each step."""
    base = game_program(_game("Deal two cards down to each player.", "Showdown, high hand wins."))
    program = replace(base, standing=base.standing + ((3, ShowdownRedeal("Kh", "Qh")),))
    hand = PlayedHand(program, 3, 1, None)
    for number, text, up in held:
        card = Card.parse(text)
        hand.table.deck.remove(card)
        hand.table.seat(number).cards.append(Held(card, up=up, dealt_up=up))
        redeals.watch(hand)
    return hand


def test_the_showdown_redeal_on_a_card_dealt_up_unless_spared():
    assert redeals.at_showdown(_showdown_hand((1, "Kh", True), (2, "5c", True))) == "K♥ was dealt face up"
    assert redeals.at_showdown(_showdown_hand((1, "5h", True), (2, "Kh", False))) is None  # dealt down
    # the queen dealt face up after the king spares the hand; before it, not
    assert redeals.at_showdown(_showdown_hand((1, "Kh", True), (3, "Qh", True))) is None
    assert redeals.at_showdown(_showdown_hand((3, "Qh", True), (1, "Kh", True))) == "K♥ was dealt face up"
    # the queen in the hole of a player still in is revealed at the showdown; a folded player's is not
    assert redeals.at_showdown(_showdown_hand((1, "Kh", True), (2, "Qh", False))) is None
    folded = _showdown_hand((1, "Kh", True), (2, "Qh", False))
    folded.table.seat(2).folded = True
    assert redeals.at_showdown(folded) == "K♥ was dealt face up"


def test_the_redeal_on_nobody_matching_is_played():
    from dealerschoice.rules.steps.table_rules import RedealOn
    from dealerschoice.rules.steps.vocab import RedealEvent
    assert RedealOn(RedealEvent.NONE_MATCHED).gap() is None
    assert RedealOn(RedealEvent.OWN_WILD_UP).gap() is None  # own_wilds.own_wild_up (tests/play/test_wild_play.py)


NO_MATCH = _game("Deal two cards down to each player.", "Deal one card up to each player.",
                 "Deal one card up to each player.", "If no one has had to match the pot by this point, redeal.",
                 "Deal one card down to each player.", "Showdown, high hand wins.",
                 "If a player is ever dealt a face up pair, they must match the pot or fold.")


@pytest.mark.parametrize("seed", range(1, 12))
def test_a_deal_where_nobody_had_to_match_the_pot_is_dealt_again(seed):
    hand = simulate(game_program(NO_MATCH), 4, seed, everyone_stays=True)
    # each deal: the forced matches of rules 2-3 (a pair face up), then rule 4's answer
    deal: list[str] = []
    for event in hand.events:
        if event.kind == "forced" and event.rule in (2, 3):
            deal.append("forced")
        elif event.rule == 4 and event.kind in ("redeal", "note", "end"):
            if "forced" in deal:
                assert event.text == "Someone has had to match the pot: no redeal."
            else:
                assert event.text.startswith("Nobody has had to match the pot yet")
            deal = []
    assert sum(hand.amounts.values()) == -hand.carried


STILL_IN = _game("Use a normal 52 card deck with two jokers added.", "Deal two cards down to each player.",
                 "Deal one card face up to the table.", "Normal betting round, with the player to the left of the dealer opening.",
                 "If the table card is a joker, redeal for everyone still in.", "Showdown, high hand wins.")


def test_a_redeal_for_everyone_still_in_leaves_the_folded_out():
    assert list(read_sentences(STILL_IN.rules[4].text)) == [
        RedealIf(RedealWhen.TABLE_CARD, jokers=True, still_in=True)]
    hand = PlayedHand(game_program(STILL_IN), 4, 1, None)
    table = hand.table
    joker = next(c for c in table.deck if c.is_joker)
    table.deck.remove(joker)
    table.board.append(Held(joker, up=True, dealt_up=True))
    table.seat(2).folded = True
    table.seat(4).folded = True
    hand.progress.rule = 3
    redeals.watch(hand)  # the betting round of rule 4 comes before the redeal's place
    assert hand.progress.pending_redeal is None
    hand.progress.rule = 4
    redeals.watch(hand)
    assert hand.progress.pending_redeal == ("Jk turns up on the table (the redeal is for the players still in: "
                                            "P2, P4 stay out)")
    assert hand.redeal(hand.progress.pending_redeal) == 0
    assert [s.folded for s in table.seats] == [False, True, False, True]
    assert not table.board and all(not s.cards for s in table.seats)
    # the next redeal, for all, puts everyone back in
    hand.redeal("again")
    assert not any(s.folded for s in table.seats)


@needs_corpus
@pytest.mark.parametrize("players", [3, 5, 7])
def test_deadlands_balances(players):
    for seed in range(1, 6):
        hand = play(181, players, seed)
        assert sum(hand.amounts.values()) == -hand.carried
        for text in texts(hand, "redeal"):
            assert text.startswith("Jk turns up on the table")
