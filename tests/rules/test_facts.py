"""Derived facts against the database's hand-reviewed figures (facts.tsv), and on unseen games."""

import pytest

from dealerschoice.records import Game, Rule, Source
from dealerschoice.rules.facts import Facts, derive_facts
from dealerschoice.rules.grammar import read_game
from tests.rules.seeds import catalog, facts

FIGURES = ("cards", "players", "rounds", "max_seen", "wilds")

# Where we are sure the database is wrong: (game id, figure, database value, our value, reason).
DATABASE_WRONG = [
    (100, "rounds", 301, 300, ("the same deal-driven repeat with its only betting round inside the loop as "
                               "Dawn, Desperado, Mexican Sweat and the rest, which the database gives 300")),
    (168, "rounds", 301, 300, "as Beat Your Neighbor: no betting round outside the repeated two actions"),
    (843, "rounds", 4, 5, "rules 3, 5, 7, 9 and 12 are five betting rounds"),
    (846, "rounds", 5, 0, ("Standoff has no betting round at all (its parent Shootout's five rounds were copied); "
                           "a forced match-the-pot-or-fold is not a round, as Shootout's own figure shows")),
    (1023, "rounds", 4, 10, "the ten flip-and-bet rounds of its parent Henway no Peek (10), unchanged"),
    (389, "max_seen", 9, 10, "seven dealt plus two cards from the right neighbour and one from the left"),
    (566, "max_seen", 7, 10, ("a player who matches the pot for a one-eyed jack or the suicide king is dealt an "
                              "up card each time: three such cards in the deck")),
    (820, "max_seen", 50, 35, "five dealt plus at most six trades of at most five cards"),
    (873, "max_seen", 7, 11, "it keeps Midnight Baseball's rule of buying a card for each four (11 there)"),
    (873, "players", 7, 6, "as Midnight Baseball (6): the table card and four bought cards leave 47 cards"),
    (876, "max_seen", 11, 15, "two decks hold eight fours, each exchanged for a card from the deck"),
    (876, "players", 14, 13, "104 cards less the table card and eight exchanged fours leave 95: 13 hands of 7"),
    (561, "wilds", 0, 8, "threes and nines are wild (rules 7 and 8)"),
    (873, "wilds", 0, 8, "threes and nines are wild (rules 9 and 10)"),
    (874, "wilds", 0, 8, "threes and nines are wild (rules 7 and 8)"),
    (875, "wilds", 0, 8, "threes and nines are wild (rules 7 and 8)"),
    (876, "wilds", 0, 16, "threes and nines are wild, from two decks (rules 1, 8 and 9)"),
    (1033, "wilds", 28, 0, "no rule makes any card wild (28 is a low-hole-card figure from another game)"),
]


def computed():
    return {game.id: derive_facts(game) for game in catalog().games}


def agreement() -> dict[str, tuple[int, int]]:
    db, ours = facts(), computed()
    return {f: (sum(int(db[i][f]) == getattr(ours[i], f) for i in db), len(db)) for f in FIGURES}


def test_every_seed_game_has_database_facts():
    assert set(facts()) == {game.id for game in catalog().games}


@pytest.mark.parametrize("figure", FIGURES)
def test_agreement_outside_the_known_database_errors_is_complete(figure):
    db, ours = facts(), computed()
    wrong = {(i, f): (d, o) for i, f, d, o, _ in DATABASE_WRONG}
    differ = {(i, figure): (int(db[i][figure]), getattr(ours[i], figure))
              for i in db if int(db[i][figure]) != getattr(ours[i], figure)}
    assert differ == {k: v for k, v in wrong.items() if k[1] == figure}


@pytest.mark.parametrize("figure", FIGURES)
def test_raw_agreement_per_figure(figure):
    agreeing, total = agreement()[figure]
    assert agreeing / total >= 0.92, (figure, agreeing, total)


def test_the_list_of_database_errors_is_small_and_explained():
    assert len(DATABASE_WRONG) <= 20
    assert all(len(reason) > 20 for *_, reason in DATABASE_WRONG)
    db = facts()
    assert all(int(db[i][f]) == d for i, f, d, _o, _r in DATABASE_WRONG)


def game(*rules: str) -> Game:
    return Game(9999, "Test", (), (), tuple(Rule(n, t, n) for n, t in enumerate(rules, 1)), None, Source("t", 1))


BET = "Normal betting round, with the player to the left of the dealer opening."


def test_texas_holdem():
    holdem = game("Deal two cards down to each player.", BET, "Deal three common cards face up to the table.", BET,
                  "Deal one common card face up to the table.", BET, "Deal one common card face up to the table.", BET,
                  "Showdown, high hand wins.")
    assert derive_facts(holdem) == Facts(cards=7, players=23, rounds=4, max_seen=7, wilds=0)


def test_cards_dealt_to_the_table_not_called_common_are_no_ones_hand():
    # Stud with Spit (#150): the one card "to the table" names the wild rank; the database
    # counts the five own cards only, for cards and max_seen alike (its figures: 5 and 5)
    spit = game(*["Deal one card up to each player.", BET] * 5, "Deal one card face up to the table.",
                "Showdown, high hand wins.", "Any card matching the rank of a table card is wild.")
    assert (derive_facts(spit).cards, derive_facts(spit).max_seen, derive_facts(spit).players) == (5, 5, 10)


@pytest.mark.parametrize(("sentence", "table"), [
    ("Deal three common cards face up to the table.", "common"),
    ("Deal two community cards face up.", "common"),
    ("Deal one card face up to the table.", "table"),
    ("Deal three table cards face down.", "table"),
    ("Deal two cards down to each player, and one card face up in the middle of the table.", "table"),
    ("Deal two cards down to each player.", None),
])
def test_a_table_deal_says_what_its_cards_are_called(sentence, table):
    from dealerschoice.rules.grammar import read_sentences
    from dealerschoice.rules.steps import Deal

    assert [d.table for d in read_sentences(sentence) if isinstance(d, Deal)][-1] == table


def test_common_cards_beside_table_cards_stay_every_hands():
    # No Pair Pyramid's shape: the table cards say which ranks are thrown away; the three
    # common cards are every hand's (the database: 5 + 3)
    pyramid = game("Deal five cards face down to each player.", "Deal four cards face down to the table.",
                   "Deal three common cards face down.", BET, "Flip four table cards face up.",
                   "Discard any cards matching the rank of the last four table cards flipped.", BET,
                   "Showdown, high hand wins.")
    assert (derive_facts(pyramid).cards, derive_facts(pyramid).max_seen) == (8, 8)


def test_omaha_uses_two_hole_and_three_table_cards_of_nine():
    omaha = game("Deal four cards down to each player.", BET, "Deal three cards face up to the table.", BET,
                 "Deal one card face up to the table.", BET, "Deal one card face up to the table.", BET,
                 "Players use two hole cards and three table cards.", "Showdown, high hand wins.")
    assert derive_facts(omaha).cards == 9


def test_five_card_draw():
    draw = game("Deal five cards face down to each player.", BET,
                "Each player may discard up to three cards and draw replacements.", BET, "Showdown, high hand wins.")
    assert derive_facts(draw) == Facts(cards=5, players=6, rounds=2, max_seen=8, wilds=0)


def test_seven_card_stud_with_deuces_wild():
    stud = game("Deal two cards down and one card up to each player.", BET,
                *["Deal one card up to each player.", BET] * 3, "Deal one card down to each player.", BET,
                "Showdown, high hand wins.", "Deuces and one-eyed jacks are wild.")
    assert derive_facts(stud) == Facts(cards=7, players=7, rounds=5, max_seen=7, wilds=6)


def test_facts_come_from_read_rules_as_well_as_games():
    anaconda = next(g for g in catalog().games if g.id == 10)
    assert derive_facts(read_game(anaconda)) == derive_facts(anaconda)


def test_no_betting_and_no_rules_is_undefined():
    assert derive_facts(game()).rounds == 98


def test_a_repeat_the_players_choose_is_coded_200():
    repeat = game("Deal three cards face down to each player.", BET, "Showdown, high hand wins.",
                  "Repeat the last three actions if there is still money in the pot.")
    assert derive_facts(repeat).rounds == 200
