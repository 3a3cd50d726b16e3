"""Partners who pool their hands and bet separately (mechanics/partners.py): Pick a Partner
(#494), in the development corpus and in the seed catalog."""

import pytest

from dealerschoice.play.mechanics import partners
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps import Showdown
from dealerschoice.rules.steps.special import Partners
from tests.play.played_rules import play_staying, texts, written_game
from tests.rules.corpus import needs_corpus

TEAMS = written_game(
    "Deal five cards face down to each player.",
    "Each player simultaneously flips over the top card of their stack.",
    "In order of highest card showing, each player without a partner picks one. Partners pool their cards and "
    "play as one player, but they bet separately.",
    "Each player discards five down cards.",
    "Normal betting round, with the player with the high hand showing opening.",
    "Showdown, the team with the best hand splits the pot.")


def test_the_reader_reads_a_variant():
    assert list(read_sentences(TEAMS.rules[2].text)) == [Partners()]
    assert list(read_sentences(TEAMS.rules[5].text))[0].split_with == "team"
    assert Partners.simulated and Partners().gap() is None


def test_the_highest_card_showing_picks_first_and_the_team_plays_as_one():
    hand = simulate(game_program(TEAMS), 4, 2, everyone_stays=True)
    assert texts(hand, "flip") == ["P1 turns up 5♣; P2 turns up 3♦; P3 turns up 4♠; P4 turns up 9♦."]
    # P4 (9♦) picks first, takes the 3♦ that pairs a three of theirs; P1 (5♣) takes P3
    assert texts(hand, "pass") == ["P4 picks P2 (3♦ showing): P2's cards join P4's hand; "
                                   "P1 picks P3 (4♠ showing): P3's cards join P1's hand."]
    # a team discards once, five of its eight down cards; the partners holding none pass
    [discards] = texts(hand, "discard")
    assert discards.startswith("P1 discards ") and "; P4 discards " in discards and "P2" not in discards
    # each holder shows the team's hand; the winning team's two partners split the pot
    [showdown] = texts(hand, "showdown")
    assert showdown.startswith("Showdown: P1 ") and "; P4 " in showdown and "P2 " not in showdown.split("Pot")[0]
    pot = hand.pot_total
    assert showdown.endswith(f"Pot {pot}: P2 {pot // 2}, P4 {pot // 2}.")  # four players paying alike
    assert hand.amounts[2] == hand.amounts[4] == -hand.amounts[1] == -hand.amounts[3] > 0


def test_at_an_odd_table_one_player_plays_alone_and_keeps_their_cards():
    hand = simulate(game_program(TEAMS), 3, 2, everyone_stays=True)
    assert texts(hand, "pass") == ["P1 picks P3 (4♠ showing): P3's cards join P1's hand; "
                                   "P2 is left without a partner and plays alone."]
    assert texts(hand, "note", rule=4) == [
        "P2 has no partner: the discard of a team's pooled cards passes them by, and they keep their 5 cards."]
    [showdown] = texts(hand, "showdown")
    assert showdown.startswith("Showdown: P1 ") and "; P2 " in showdown and "P3 " not in showdown


def _teamed(players: int = 4) -> PlayedHand:
    hand = PlayedHand(game_program(TEAMS), players, 2)
    hand.new_deal(first=True)
    for at in range(3):  # deal, flip, pick partners
        hand.progress.rule = at + 1
        for step in hand.program.actions[at].steps:
            hand.play(step, at)
    return hand


def test_a_holder_who_folds_leaves_the_team_hand_to_the_partner():
    hand = _teamed()
    table = hand.table
    holder, partner = table.seat(4), table.seat(2)
    cards = list(holder.cards)
    assert len(cards) == 10 and partner.cards == []
    holder.folded = True
    partners.watch(hand)
    assert holder.cards == [] and partner.cards == cards
    assert (holder.expected, partner.expected) == (0, 10)
    assert hand.log.events[-1].text == "P4 has folded: the team's cards go on in P2's hand."
    assert partners.holders(hand, table.clockwise_from(1)) == [table.seat(1), partner]
    partners.watch(hand)  # once moved, nothing more moves
    assert partner.cards == cards


def test_the_winning_team_splits_and_a_partner_who_folded_gets_nothing():
    hand = _teamed()
    seats = [1, 2, 3, 4]
    assert partners.team_shares(hand, [4], 9, seats) == {2: 5, 4: 4}  # the odd chip: first after the dealer
    hand.table.seat(2).folded = True
    assert partners.team_shares(hand, [4], 9, seats) == {4: 9}
    # two teams tie: each team's half split between its partners still in
    assert partners.team_shares(hand, [1, 4], 10, seats) == {1: 3, 3: 2, 4: 5}


def test_a_partner_knows_the_team_hand():
    hand = _teamed()
    assert partners.pooled(hand, hand.table.seat(2)) == hand.table.seat(4).known()
    assert partners.pooled(hand, hand.table.seat(4)) == hand.table.seat(4).known()


def test_a_game_without_partners_is_untouched():
    hand = PlayedHand(game_program(written_game("Deal five cards down to each player.",
                                                "Showdown, high hand wins.")), 3, 1)
    seats = hand.table.seats
    assert partners.teams(hand) is None and partners.holders(hand, seats) == seats
    assert isinstance(hand.program.actions[-1].steps[0], Showdown)


@needs_corpus
def test_pick_a_partner_plays_teams_to_the_showdown():
    # seed 2, 4 players, everyone staying: P4 (9♦) picks P2, P1 picks P3; P4's team wins
    hand = play_staying(494, 4, 2)
    assert texts(hand, "pass") == ["P4 picks P2 (3♦ showing): P2's cards join P4's hand; "
                                   "P1 picks P3 (4♠ showing): P3's cards join P1's hand."]
    assert texts(hand, "flip", rule=7) == ["P1 turns up J♠; P4 turns up 8♠."]
    [showdown] = texts(hand, "showdown")
    pot = hand.pot_total
    assert showdown == f"Showdown: P1 Pair of fours; P4 Two pair, nines and eights. Pot {pot}: P2 {pot // 2}, P4 {pot // 2}."
    assert hand.amounts[2] == hand.amounts[4] == -hand.amounts[1] == -hand.amounts[3] > 0


@needs_corpus
@pytest.mark.parametrize("players", [2, 3, 5, 6, 7])
def test_pick_a_partner_plays_at_every_table(players):
    for seed in range(1, 6):
        hand = play_staying(494, players, seed)
        [picks] = texts(hand, "pass")
        assert picks.count(" picks ") == players // 2
        assert ("left without a partner" in picks) == (players % 2 == 1)
        assert sum(hand.amounts.values()) == -hand.carried


def test_a_team_left_alone_splits_the_pot_and_the_hand_ends():
    hand = _teamed()
    table = hand.table
    pot = table.pot
    assert pot == 4  # the antes
    table.seat(1).folded = table.seat(3).folded = True
    partners.watch(hand)
    assert hand.log.events[-1].text == "Only the team of P2 and P4 is left: they split the pot of 4 (P2 2, P4 2)."
    assert hand.progress.over and table.pot == 0
    assert [s.won for s in table.seats] == [0, 2, 0, 2]


def test_the_seed_catalog_page_of_pick_a_partner_has_its_example_deals():
    from pathlib import Path

    from dealerschoice.analyse import analyse_game
    from dealerschoice.load.catalog import load_catalog

    seed = load_catalog(Path(__file__).resolve().parents[2] / "catalog")
    data = analyse_game(next(g for g in seed.games if g.id == 494))
    assert data.runnable and data.stop is None and len(data.deals) == 5
    assert all(" picks " in e.text for d in data.deals for e in d.events if e.kind == "pass")
