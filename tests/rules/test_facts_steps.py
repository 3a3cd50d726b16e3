"""Facts computed from bare steps (no grammar): each rule of the computation, on the smallest
games that show it (each step one action)."""

import pytest

from dealerschoice.rules.facts import derive_facts
from dealerschoice.rules.steps import (
    STEP_TYPES,
    Bet,
    Deal,
    Deck,
    Declare,
    Discard,
    NoPeek,
    Repeat,
    Settle,
    Showdown,
    Trigger,
    Until,
    Wild,
)
from dealerschoice.rules.steps.layout import Layout
from dealerschoice.rules.steps.places import Pick, Spot

# step types the package does not name at its top, looked up by their kind
_KIND = {t.kind: t for t in STEP_TYPES}
BoardFlip, BoardLayout = _KIND["board-flip"], _KIND["board-layout"]
DealHands, DealOut = _KIND["deal-hands"], _KIND["deal-out"]
DiscardMatching, DrawBack, LimitedWild = _KIND["discard-matching"], _KIND["draw-back"], _KIND["limited-wild"]
RefuseCard, TableDealPerPlayer = _KIND["refuse-card"], _KIND["table-deal-per-player"]
TableDiscard, TakeNoPeek = _KIND["table-discard"], _KIND["take-no-peek"]
ChosenWild, NamedRankWild, DealtOwnWild = _KIND["chosen-wild"], _KIND["named-rank-wild"], _KIND["dealt-own-wild"]
SuitFollowWild, SpotWild, WildCombo = _KIND["suit-follow-wild"], _KIND["spot-wild"], _KIND["wild-combo"]
WildClimb, HeldSetWild = _KIND["wild-climb"], _KIND["held-set-wild"]
SideDeck, DealFromSideDeck, ExtraCards = _KIND["side-deck"], _KIND["deal-from-side-deck"], _KIND["extra-cards"]
DealIf, BoardUse, PassChosen = _KIND["deal-if"], _KIND["board-use"], _KIND["pass-chosen"]
BoardPick = _KIND["board-pick"]

HEARTS = tuple(f"{r}h" for r in "23456789TJQKA")


def facts(*steps):
    return derive_facts(list(steps))


# rounds

def test_guts_counts_the_rounds_while_cards_are_still_to_come():
    # the round after the last card is the stay-in decision the match settles: 100 + 1
    game = facts(Deal(3), Declare(choices=("in", "out")), Deal(2), Bet(), Deal(1), Bet(), Showdown(), Settle())
    assert game.rounds == 101
    # table cards turned up are cards still to come too: 100 + 2
    board = facts(Deal(4), Deal(3, to="table"), Bet(), BoardFlip(), Bet(), BoardFlip(), Bet(), Showdown(), Settle())
    assert board.rounds == 102


def test_a_fixed_penalty_is_not_a_match_the_pot():
    game = facts(Deal(5), Bet(), Bet(), Showdown(), Settle(who="stayed-and-lost", amount="max-bet", times=10))
    assert game.rounds == 2


def test_repeat_until_someone_bets_is_chosen_by_the_players():
    # the players choose how often the rounds come round: 200 + every written round
    game = facts(Deal(2), Bet(), Deal(1, to="table"), Bet(), Repeat(2, Until("bet-made")), Showdown())
    assert game.rounds == 202


def test_a_repeat_adds_rounds_only_when_it_repeats_a_betting_round():
    # a table card and a discard, again until one player is left: no betting round at all
    game = facts(Deal(7), Deal(1, face="up", to="table"), DiscardMatching(), Repeat(2, Until("one-left")))
    assert game.rounds == 0


def test_repeat_until_the_deck_runs_out_is_undefined():
    # as many rounds as the deck lasts: 98; a deal-driven repeat: 300 + the rounds outside it
    assert facts(Deal(4), Bet(), Deal(1), Bet(), Repeat(2, Until("deck-out")), Showdown()).rounds == 98
    assert facts(Deal(4), Bet(), Deal(1), Bet(), Repeat(2, Until("all-up")), Showdown()).rounds == 301


# wilds

def test_each_player_may_use_one_of_a_rank():
    # "Each player can use one three as a wild in their high hand" and one king in the low
    game = facts(Deal(7), Wild(ranks=("3",), per_player=True, hands="high", most=1),
                 Wild(ranks=("K",), per_player=True, hands="low", most=1))
    assert game.wilds == 8  # seven players: every three and every king at most
    # sixteen cards (jacks to aces), eight each: two players, each using one king
    two_players = facts(Deck(without=tuple("23456789T")), Deal(8), Wild(ranks=("K",), per_player=True, most=1))
    assert two_players.players == 2 and two_players.wilds == 2


def test_named_cards_wild_for_their_holder_count_once():
    # "Hearts are wild if you have a queen": thirteen cards, however many players
    assert facts(Deal(5), Wild(source="card", cards=HEARTS, per_player=True, needs=("Q",))).wilds == 13
    # "If you have a four, all of your threes are wild", with aces wild for all
    assert facts(Deal(7), Wild(ranks=("A",)), Wild(ranks=("3",), per_player=True, needs=("4",))).wilds == 8


def test_a_table_card_naming_the_rank_is_wild_when_it_is_a_hand_card():
    common = facts(Deal(4), Deal(1, face="up", to="table"), Wild(source="table-last"))
    assert common.cards == 5 and common.wilds == 4
    not_itself = facts(Deal(4), Deal(1, face="up", to="table"), Wild(source="table-last", not_itself=True))
    assert not_itself.wilds == 3
    # the table cards say what to throw away: no hand holds them, the one naming the rank neither
    other_role = facts(Deal(5), Deal(1, face="up", to="table"), DiscardMatching(), Wild(source="table-last"))
    assert other_role.cards == 5 and other_role.wilds == 3


def test_a_table_card_in_each_row():
    board = facts(Deal(3), Deal(6, to="table"), BoardLayout(Layout.square(2, 3)),
                  Wild(source="table-last", per_row=True))
    assert board.wilds == 8


def test_the_other_colour_of_the_table_cards_rank():
    game = facts(Deal(6), Deal(1, face="up", to="table"), Wild(source="table", table_card=1, opposite_colour=True))
    assert game.wilds == 2


def test_a_card_that_counts_as_several_cards():
    # twos wild, each one-eyed jack any two cards, the one-eyed king any three
    game = facts(Deal(5), Wild(ranks=("2",)), LimitedWild("several", cards=("Js", "Jh"), count=2),
                 LimitedWild("several", cards=("Kd",), count=3))
    assert game.wilds == 11


def test_a_joker_wild_and_limited_counts_once():
    game = facts(Deck(jokers=1), Deal(5), Wild(source="card", jokers=True, dealt_face="down"),
                 LimitedWild("bug", jokers=True, face="up"))
    assert game.wilds == 1


# cards, max_seen and players

def test_separate_hands_make_one_final_hand_each():
    # two hands of one card, then four cards to each hand: the final hand is one of them, and
    # the cards seen are counted for that one, as the database counts Double Handed (5)
    game = facts(DealHands(2, 1), *[DealOut(1, "up", "hands")] * 4, Showdown())
    assert (game.cards, game.max_seen, game.players) == (5, 5, 5)
    # two sets of three and five common cards: a set and the commons; 47 cards / 6
    holdem = facts(DealHands(2, 3), Deal(3, face="up", to="table"), Deal(2, face="up", to="table"), Showdown())
    assert (holdem.cards, holdem.players) == (8, 7)


def test_reserve_cards_taken_up_replace_the_discards():
    # five cards and three unseen ones; three times discard one and take a reserve card up
    game = facts(Deal(5), Deal(3), NoPeek(), *[Discard(1), TakeNoPeek()] * 3, Showdown())
    assert game.cards == 5


def test_common_cards_taken_off_the_table_before_the_showdown():
    game = facts(Deal(2), Deal(5, face="up", to="table"), TableDiscard(count=2), Deal(2, face="up", to="table"),
                 Showdown(), TableDiscard(count=1))
    assert (game.cards, game.max_seen) == (7, 9)


def test_players_count_every_card_a_player_can_be_dealt():
    # six cards, then four discarded and three back: nine from the deck each
    assert facts(Deal(6), Discard(4, up_to=True), DrawBack(-1), Showdown()).players == 5
    # twice a game a dealt card may be refused and replaced: seven cards each
    refused = [Deal(1), RefuseCard(replaced=True, per_game=2)] * 5
    assert facts(*refused, Showdown()).players == 7
    # a refused card passed on is the next player's card: no more cards from the deck
    passed = [Deal(1), RefuseCard(passed=True, replaced=True)] * 6
    assert facts(*passed, Showdown()).players == 8
    # a table card for each player, each picking one up: five cards each
    assert facts(Deal(2), *[TableDealPerPlayer()] * 3, Showdown()).players == 10


def test_wild_ranks_named_in_play():
    # a player names the rank (one at a time): four cards
    chosen = facts(Deal(7), ChosenWild("turns-up"))
    assert chosen.wilds == 4
    # each player holding a card of the call rank names another rank: four ranks at most
    called = facts(Deal(5), NamedRankWild("call", holders_choose=True))
    assert called.wilds == 16
    # the first spade each player is dealt: one card a player (seven players)
    assert facts(Deal(7), DealtOwnWild(suit="s")).wilds == 7
    # the two through ten of the suit of the last face-up queen
    assert facts(Deal(7), SuitFollowWild("Q", ranks=tuple("23456789T"))).wilds == 9


def test_wild_places_on_the_board():
    sets = facts(Deal(3), Deal(6, to="table"), BoardLayout(Layout.sets((3, 3))),
                 SpotWild(Spot(part="middle", line="row"), each_line=True))
    assert sets.wilds == 2  # the middle card of each set, the sets being the rows
    ring = facts(Deal(5), Deal(8, to="table"), BoardLayout(Layout.ring(8)), SpotWild(Spot(part="corner"), same_rank=True))
    assert ring.wilds == 16  # four corners and their ranks


def test_wilds_a_hand_makes_of_its_own_cards():
    # pairs make each other wild: every card of a five-card hand, seven players
    assert facts(Deal(7), WildCombo("pair")).wilds == 35
    # two cards two ranks apart count as one wild: two in a five-card hand, ten players
    apart = facts(Deal(5), WildCombo("apart", total=2, one_wild=True))
    assert (apart.players, apart.wilds) == (10, 20)
    # the wild rank climbs as cards turn up: any card may end up wild
    assert facts(Deal(7), WildClimb()).wilds == 35
    # two queens and a jack or a king: two such sets from four queens
    assert facts(Deal(7), HeldSetWild((("Q", "Q", "J"), ("Q", "Q", "K")))).wilds == 6


def test_wild_cards_at_once_are_at_most_the_cards_of_every_hand():
    # threes, nines and runs of a suit wild, five-card hands: at most 5 x 10 players
    game = facts(Deal(5), Wild(ranks=("3",)), Wild(ranks=("9",)), Wild(source="suited-run"))
    assert (game.players, game.wilds) == (10, 50)
    two = facts(Deck(without=tuple("23456789T")), Deal(8), Wild(ranks=("J", "Q", "K", "A")))
    assert (two.players, two.wilds) == (2, 10)


def test_a_card_wild_for_its_holder_counts_the_common_cards_of_the_hand():
    # two hole cards, five commons; the low hole card's rank is wild for its holder: 4 each
    game = facts(Deal(2), Deal(5, face="up", to="table"), Wild(source="low-card", per_player=True, hole_only=True))
    assert (game.players, game.wilds) == (23, 52)


def test_a_side_deck_serves_as_many_players_as_it_holds():
    # the twos in a deck of their own, one dealt to each player: four players at most
    game = facts(SideDeck(("2",)), Deal(2), Deal(5, face="up", to="table"), DealFromSideDeck(1, "down", ("2",)))
    assert game.players == 4
    # without it the 48 other cards, less five commons, serve 21 players of two
    assert facts(SideDeck(("2",)), Deal(2), Deal(5, face="up", to="table")).players == 21


def test_extra_cards_for_each_common_card_of_a_rank():
    # two down, five commons; each common four dealt brings every player a down card (four at most)
    extra = ExtraCards(Trigger(event="dealt-up", ranks=("4",)), table=True)
    game = facts(Deal(2), Deal(3, face="up", to="table"), Deal(2, face="up", to="table"), extra)
    assert (game.cards, game.max_seen, game.players) == (11, 11, 7)


def test_a_repeat_until_someone_declares_in_can_deal_any_number_of_cards():
    # two down; declare; if no one goes in, one more card each; again until someone goes in
    game = facts(Deal(2), Declare(choices=("in", "out")), DealIf("nobody-in", (Deal(1),)),
                 Repeat(2, Until("declares-in")), Showdown(), Settle())
    assert (game.cards, game.players, game.max_seen) == (202, 98, 202)



def test_a_joker_put_on_the_board_is_a_common_card():
    # four down; four commons in a cross around a joker; one row or column: three commons
    cross = Layout.cross(1, centre=False, joker=True)
    game = facts(Deal(4), Deal(4, to="table"), BoardLayout(cross), BoardUse(lines=("row", "column")),
                 Wild(source="card", jokers=True))
    assert (game.cards, game.max_seen, game.players, game.wilds) == (7, 9, 12, 1)


def test_cards_passed_in_a_number_a_player_chooses():
    # five dealt; the last raiser says how many, none to four, everyone passes left: nine seen
    game = facts(Deal(5), Bet(), PassChosen(0, 4, "left", "last-raiser"), Showdown())
    assert (game.cards, game.max_seen) == (5, 9)


def test_a_hand_picking_whole_groups_of_commons():
    # two down; two flops, two turns, a river; one of the flops, one of the turns, the river
    deals = [Deal(2), Deal(3, face="up", to="table"), Deal(3, face="up", to="table"),
             Deal(1, face="up", to="table"), Deal(1, face="up", to="table"), Deal(1, face="up", to="table")]
    whole = BoardPick((Pick("flop", among=2), Pick("turn", among=2), Pick("river")))
    assert facts(*deals, whole, Showdown()).cards == 7
    # one card from any two sets: every common card is available
    some = BoardPick((Pick("set", take=2, cards=1),))
    assert facts(*deals, some, Showdown()).cards == 11


def test_a_deals_condition_and_table_word_are_closed_vocabularies():
    from dealerschoice.rules.grammar import read_sentences
    from dealerschoice.rules.steps.vocab import DealCondition, TableCards

    (offered,) = read_sentences("Deal one card up to each player, if they wish.")
    assert offered.condition is DealCondition.IF_WANTED
    assert Deal(1, "up", "table", table="common").table is TableCards.COMMON
    with pytest.raises(ValueError, match="'whenever' is not a valid DealCondition"):
        Deal(1, "up", "each", "whenever")
    with pytest.raises(ValueError, match="'shared' is not a valid TableCards"):
        Deal(1, "up", "table", table="shared")
