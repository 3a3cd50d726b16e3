"""Flip plans (`play.fast.flips`, `flip_deals`, `flip_wilds`): games where players flip until
they beat the best hand showing play deal for deal as the full simulator plays them: the same
winners with the same winning key, the same players forced out, the same cards held, a wild
card in the winner or not; the same figures over many deals; refusals name the rule."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschoice.cards.keys import unpack
from dealerschoice.play.fast import Unplanned
from dealerschoice.play.fast.flip_deals import FlipDeal, flip_deal, play_flips
from dealerschoice.play.fast.flips import FlipPlan, compile_flips
from dealerschoice.play.odds import OddsHand, _plan_tally, deal_seed, play_deals, summary
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.play.program import game_program
from dealerschoice.records import Game, Rule, Source
from tests.rules import corpus

SEEDS = (deal_seed(1, 0), deal_seed(1, 1), deal_seed(7, 3))


def sim_outcome(program, players: int, seed: int):
    """(each showdown's (winners, winning key, wild in a winner), the last player in where
    everyone else folded, players forced out, cards per seat) of the simulator's odds hand."""
    hand = OddsHand(program, players, seed)
    hand.run()
    folds = sum(1 for e in hand.log.events if e.kind == "fold")
    sizes = tuple(len(s.cards) for s in hand.table.seats)
    shows = []
    for record in hand.outcome.result.showdowns:
        winners = tuple(record["high"])
        hands = [record["hands"][n][0] for n in winners]
        shows.append((winners, hands[0].key if hands else None, any(h.wilds for h in hands)))
    left = tuple(s.number for s in hand.table.seats if not s.folded)
    alone = left if not shows and len(left) == 1 else ()  # else the hand stopped, redealt too often
    return tuple(shows), alone, folds, sizes


def _key(score: int):
    category, ranks = unpack(score)
    return (category, *ranks, *(0,) * (5 - len(ranks)))


def fast_outcome(plan: FlipPlan, seed: int):
    found = flip_deal(plan, seed)
    shows = tuple((w, _key(score) if w else None, wild) for w, score, wild in found.showdowns)
    return shows, found.winners if not found.showdowns else (), found.folds, found.sizes


def flip_plans(games):
    out = []
    for game, program in runnable(games):
        players = odds_players(program, None)
        try:
            out.append((game, program, players, compile_flips(program, players)))
        except Unplanned:
            continue
    return out


def flip_tally(counts):
    """A flip plan's counts as the odds' tally, the folds it forced too."""
    tally = _plan_tally(counts)
    tally.forced, tally.forced_players, tally.no_showdown = counts.forced, counts.forced_players, counts.no_showdown
    return tally


def game(*texts: str) -> Game:
    return Game(1, "T", (), (), tuple(Rule(n, t, n) for n, t in enumerate(texts, 1)), None, Source("x", 1))


BEAT = ("Deal six cards down to each player. No player may look at these cards.",
        "Deal one card face up to the table.",
        "The next player in betting order flips over cards one at a time until they have the best hand showing "
        "(counting the first table card as a hand).",
        "If the player who just flipped cards didn't fold, normal betting round starting with that player.",
        "Repeat the last two actions until everyone still in has all of their cards face up.",
        "Showdown, high hand wins.",
        "If you flip all of your cards and cannot beat the best hand showing, you must fold.")
# rules of the kinds the seed games have, with other ranks and numbers than theirs
VARIANTS = {
    "wild fives, buy on a jack": ("Fives are wild.",
                                  "If any player ever flips a jack face up, they may buy another down card for max bet."),
    "fold on the table's rank, exchange a two": (
        "If the first card you flip is the same rank as the table card, you must fold.",
        "If a player ever flips a two face up, they must immediately discard it in exchange for the top card off "
        "the deck."),
    "wild change on a king": ("Tens are wild.", "If a king is flipped face up, that player may pick a wild card, which "
                              "ceases to be wild. Flip the top card off the deck. All cards of the same rank are now wild."),
    "follow the ace, priced eights": ("The card flipped after the last flipped ace is wild, as are all cards of the "
                                      "same rank.", "Eights cost max bet to make wild."),
    "pay for sums to nine": ("If you flip or are dealt a card that adds to nine with any of your cards, you must pay or "
                             "fold for each sum to nine made. The first time is free, the second is the pot, the third "
                             "is double the pot, etc. If you pay you get dealt an up card for each sum.",),
    "own high card, fold on a four": ("Your high card is wild for you, as are all other cards of the same rank.",
                                      "If you flip a four face up, you must fold."),
}


def test_seed_flip_games_same_as_the_simulator(seeds):
    # 24 take a flip plan (2026-12-02), 21 of them games no other plan plays: the flips until
    # the best hand showing of Beat Your Neighbor, Beat It, Dawn, Desperado, Gymnastics,
    # Mexican Armpit, Mexican Sweat, Midnight Baseball, No Peek Guts, Spanish Fly, Baseball III,
    # Chameleon, Night Baseball; the flips of choice of Roll Your Own, Ricky DeLaet II,
    # Shifting Sands II, Suicide, Night of the Living Dead; the guts redeals of Cut it Off and
    # Iffy Guts; the payments for sums to six of Six Sixty Six II (and Blind Pig, Mexican Stud,
    # Mexican Stud IV, which a fixed plan plays too)
    found = flip_plans(seeds.games)
    assert len(found) >= 24
    for game_, program, players, plan in found:
        for seed in SEEDS:
            assert fast_outcome(plan, seed) == sim_outcome(program, players, seed), (game_.name, seed)


@pytest.mark.slow
@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
def test_corpus_flip_games_same_as_the_simulator():
    found = flip_plans(corpus.corpus().games)
    assert len(found) >= 90  # 97 on 2026-12-02, 57 of them games no other plan played then
    for game_, program, players, plan in found:
        for seed in SEEDS[:2]:
            assert fast_outcome(plan, seed) == sim_outcome(program, players, seed), (game_.name, seed)


@pytest.mark.parametrize("name", ["Beat Your Neighbor", "Chameleon", "Spanish Fly", "Night Baseball", "Cut it Off"])
def test_same_figures(seeds, name):
    """The whole tally over 60 deals: categories, splits, wild cards in winners, forced folds
    and deals nobody showed down."""
    program = next(p for g, p in runnable(seeds.games) if g.name == name)
    players = odds_players(program, None)
    counts = play_flips(compile_flips(program, players), range(deal_seed(2, 0), deal_seed(2, 60)))
    assert summary(flip_tally(counts)) == summary(play_deals(program, players, 2, 0, 60, fast=False))
    assert counts.deals == 60 and (counts.forced > 0 or name == "Cut it Off")


ROLL = ("Deal three cards face down to each player.", "Each player flips over one down card of their choice.",
        "Normal betting round, with the player with the high hand showing opening.",
        "Deal one card face up to each player.", "Deal one card down to each player.",
        "Each player flips over one down card of their choice.", "Showdown, high hand wins.")
# wilds the players' own cards name, and rules a card dealt up sets off, beside flips of choice
ROLL_VARIANTS = {
    "low hole card": ("Your low hole card is wild for you, as are all cards of the same rank.",),
    "down pairs up": ("If you have a down card that pairs with an up card, that rank is wild for you.",),
    "first flip": ("The first card each player flipped is wild for that player, as are all cards of the same rank.",),
    "high up card": ("Your high up card is wild for you, as are all cards of the same rank.",),
    "queen up folds": ("If a player ever gets a queen face up, they must fold.", "Nines are wild."),
    "six dealt up buys": ("If a player is ever dealt a face up six, they may buy another down card for max bet.",),
    "follow a jack dealt up": ("The card dealt up after the last face up jack is wild, as are all cards of the "
                               "same rank.",),
    "match for an eight up": ("Eights are wild, but if you get one face up you must match the pot or fold.",
                              "If a player is ever dealt a face up five, they may pay max bet to buy another up card."),
    "match half for a king, an up card for a jack": (
        "If a player ever gets a king face up, they must match half the pot or fold.",
        "If any player is dealt a jack face up, they must immediately match the pot or fold. If they match the pot "
        "they get dealt an up card."),
    "redeal on a card up, or a pair": ("If the jack of diamonds is ever dealt face up, redeal.",
                                       "If a player is dealt a pair of fives face up, redeal.", "Fours are wild."),
}


@pytest.mark.parametrize("variant", sorted(ROLL_VARIANTS))
def test_flips_of_choice_agree(variant):
    program = game_program(game(*ROLL, *ROLL_VARIANTS[variant]))
    for players in (2, 7):
        plan = compile_flips(program, players)
        for index in range(10):
            seed = deal_seed(6, index)
            assert fast_outcome(plan, seed) == sim_outcome(program, players, seed), (variant, players, seed)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_variant_rules_plan_and_agree(variant):
    program = game_program(game(*BEAT, *VARIANTS[variant]))
    for players in (3, 6):
        plan = compile_flips(program, players)
        for index in range(12):
            seed = deal_seed(5, index)
            assert fast_outcome(plan, seed) == sim_outcome(program, players, seed), (variant, players, seed)


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2, max_value=7),
       st.sampled_from([(BEAT, v) for v in VARIANTS.values()] + [(ROLL, v) for v in ROLL_VARIANTS.values()]))
def test_any_seed_any_table(seed, players, rules):
    program = game_program(game(*rules[0], *rules[1]))
    assert fast_outcome(compile_flips(program, players), seed) == sim_outcome(program, players, seed)


def test_a_bought_card_and_a_fold():
    """Seed for seed, a jack flipped buys a seventh card, a player beaten with all cards up folds."""
    program = game_program(game(*BEAT, *VARIANTS["wild fives, buy on a jack"]))
    plan = compile_flips(program, 4)
    deals = [flip_deal(plan, deal_seed(3, i)) for i in range(40)]
    bought = [d for d in deals if 7 in d.sizes]
    assert bought and all(set(d.sizes) <= {6, 7, 8} for d in deals)
    assert any(d.folds for d in deals) and all(d.folds <= 3 for d in deals)
    one = bought[0]
    seed = deal_seed(3, deals.index(one))
    hand = OddsHand(program, 4, seed)
    hand.run()
    buyers = [e.text for e in hand.log.events if "buys 1 more card" in e.text]
    assert len(buyers) == sum(size - 6 for size in one.sizes)


def test_no_showdown_when_one_is_left():
    """Everyone but one folded: the last player in wins with no showdown, counted as the odds count it."""
    program = game_program(game(*BEAT))
    plan = compile_flips(program, 2)
    deals = {i: flip_deal(plan, deal_seed(4, i)) for i in range(60)}
    alone = [i for i, d in deals.items() if d.score is None]
    assert alone and all(deals[i].folds == 1 and len(deals[i].winners) == 1 for i in alone)
    counts = play_flips(plan, range(deal_seed(4, 0), deal_seed(4, 60)))
    assert counts.no_showdown == len(alone) and counts.forced_players == sum(d.folds for d in deals.values())


@pytest.mark.parametrize("extra, reason", [
    (("If you flip a seven face up, you must pay max bet or fold.",),
     "rule 8: a forced pay-or-fold that costs more than the pot may hold (it may fold the player)"),
    (("The dealer declares one rank to be wild.",), "a wild that depends on play (dealer)"),
    (("Consecutive cards of the same suit are wild.",), "a wild that depends on play (suited-run)"),
])
def test_refusals_name_the_rule(extra, reason):
    with pytest.raises(Unplanned) as error:
        compile_flips(game_program(game(*BEAT, *extra)), 5)
    assert str(error.value) == reason


def test_folded_players_flip_only_where_nobody_folds():
    flip = "Each player flips the top card off their stack, including players who already folded."
    with pytest.raises(Unplanned, match="^a flip by players who folded, in a game where a rule folds players$"):
        compile_flips(game_program(game(*BEAT[:5], flip, *BEAT[5:])), 5)
    nobody_folds = compile_flips(game_program(game(*ROLL[:5], flip, *ROLL[5:])), 5)
    assert not nobody_folds.beaten_folds and not nobody_folds.on_flip


def test_deal_is_a_value():
    found = flip_deal(compile_flips(game_program(game(*BEAT)), 5), deal_seed(1, 0))
    assert isinstance(found, FlipDeal) and len(found.sizes) == 5 and all(size == 6 for size in found.sizes)


def test_a_match_deals_its_up_card():
    """A jack dealt up: the player matches the pot (the odds' players always do: it never costs
    more than the pot) and is dealt the up card the rule gives, seed for seed."""
    program = game_program(game(*ROLL, *ROLL_VARIANTS["match half for a king, an up card for a jack"]))
    plan = compile_flips(program, 5)
    given = 0
    for index in range(30):
        seed = deal_seed(8, index)
        found = flip_deal(plan, seed)
        hand = OddsHand(program, 5, seed)
        hand.run()
        matched = [e.text for e in hand.log.events if e.kind == "forced" and "to stay in" in e.text]
        jacks_up = sum(1 for s in hand.table.seats for h in s.cards if h.up and h.dealt_up and h.card.rank == 11)
        assert sum(found.sizes) - 5 * 5 == jacks_up  # one more card for each jack dealt up
        assert len(matched) >= jacks_up and found.folds == 0
        given += jacks_up
    assert given > 5


def test_a_redeal_deals_again_then_stops():
    """A card that asks for a redeal: the cards are gathered and shuffled by the table's own
    random numbers and dealt again; after the simulator's last deal the hand stops with no
    winner (no showdown), seed for seed."""
    program = game_program(game(*ROLL, *ROLL_VARIANTS["redeal on a card up, or a pair"]))
    plan = compile_flips(program, 7)
    assert plan.max_deals == 3
    redealt = stopped = 0
    for index in range(300):
        if redealt > 5 and stopped > 0:
            break
        seed = deal_seed(9, index)
        hand = OddsHand(program, 7, seed)
        hand.run()
        again = sum(1 for e in hand.log.events if e.kind == "redeal")
        found = flip_deal(plan, seed)
        assert fast_outcome(plan, seed) == sim_outcome(program, 7, seed)
        redealt += again > 0
        if not hand.outcome.result.showdowns:
            stopped += 1
            assert again == 2 and found.winners == () and found.score is None
    assert redealt > 5 and stopped > 0


GUTS = ("Deal two cards down to each player.", "Deal two cards up to each player.",
        "Normal betting round, with the player with the high hand showing opening.",
        "Deal one card down to each player.",
        "Normal betting round, with the player with the high hand showing opening.", "Showdown, high hand wins.",
        "If anyone stayed in to get their fifth card and lost, they must match the pot. Redeal for all unless only "
        "one person stayed in until the fifth card.", "Jacks are wild.")


def test_a_settlement_deals_again_each_showdown_counted():
    """Everyone stays, so everyone but the winner matches the pot and the hand is dealt again,
    until the simulator's last deal: three showdowns a hand, each counted in the figures."""
    program = game_program(game(*GUTS))
    plan = compile_flips(program, 5)
    for index in range(8):
        seed = deal_seed(10, index)
        assert len(flip_deal(plan, seed).showdowns) == 3
        assert fast_outcome(plan, seed) == sim_outcome(program, 5, seed)
    counts = play_flips(plan, range(deal_seed(10, 0), deal_seed(10, 30)))
    tally = flip_tally(counts)
    assert tally.showdowns == 90 and tally.deals == 30
    assert summary(tally) == summary(play_deals(program, 5, 10, 0, 30, fast=False))


def test_heads_up_low_is_refused_where_two_may_be_left():
    heads_up = "If two people are in the showdown, low hand takes the pot, otherwise high hand the pot."
    texts = (*GUTS[:5], heads_up, *GUTS[6:])
    assert compile_flips(game_program(game(*texts)), 5).max_deals == 3
    with pytest.raises(Unplanned, match="^a showdown that goes low when two players are left, where two may be$"):
        compile_flips(game_program(game(*texts)), 2)


def test_force_fold_and_steal():
    """A king up folds the best hand showing among the others; a jack up takes the up card
    that shows best with the taker's: seed for seed with the simulator."""
    extra = ("If a player ever gets a king face up, they may force any one other player to fold.",
             "If a player ever gets a jack face up, they can steal one up card from any other player.")
    program = game_program(game(*ROLL, *extra))
    plan = compile_flips(program, 6)
    moved = 0
    for index in range(25):
        seed = deal_seed(11, index)
        assert fast_outcome(plan, seed) == sim_outcome(program, 6, seed)
        moved += len(set(flip_deal(plan, seed).sizes)) > 1  # a steal: one seat holds more than another
    assert moved > 0


def test_no_card_is_bought_once_a_fold_has_ended_the_hand():
    """A seven flipped folds its player; a jack flipped buys a card, but not once the fold has
    left one player in (`triggers._act`): the cards bought are the simulator's, seed for seed."""
    extra = ("If you flip a seven face up, you must fold.",
             "If any player ever flips a jack face up, they may buy another down card for max bet.")
    program = game_program(game(*BEAT, *extra))
    plan = compile_flips(program, 3)
    ended = 0
    for index in range(40):
        seed = deal_seed(4, index)
        assert fast_outcome(plan, seed) == sim_outcome(program, 3, seed)
        hand = OddsHand(program, 3, seed)
        hand.run()
        bought = sum("buys 1 more card" in e.text for e in hand.log.events)
        assert sum(size - 6 for size in flip_deal(plan, seed).sizes) == bought, seed
        ended += not hand.outcome.result.showdowns
    assert ended > 0  # some hands end by a fold, their last flips buying nothing


# a flip of choice with cards dealt up and down and nothing a card sets off: the deals refresh
# only the seats dealt up (`FlipPlayer.quiet`); with two decks a card dealt up belongs to the
# first seat holding one alike (`FlipPlayer.distinct`)
QUIET = ("Deal two cards face down to each player.", "Deal one card face up to each player.",
         "Each player flips over one down card of their choice.", "Deal one card down to each player.",
         "Deal two cards face up to each player.", "Each player flips over one down card of their choice.",
         "Showdown, high hand wins.")
TWO_DECKS = ("Shuffle two poker decks together.",)


@pytest.mark.parametrize("rules, extra", [
    (QUIET, ()), (TWO_DECKS + QUIET, ()), (TWO_DECKS + ROLL, ROLL_VARIANTS["six dealt up buys"]),
    (ROLL, ("Sevens are wild.",)), (TWO_DECKS + BEAT, VARIANTS["fold on the table's rank, exchange a two"])])
def test_quiet_deals_and_two_decks_agree(rules, extra):
    program = game_program(game(*rules, *extra))
    for players in (2, 5):
        plan = compile_flips(program, players)
        assert plan.on_flip == () or extra
        for index in range(12):
            seed = deal_seed(8, index)
            assert fast_outcome(plan, seed) == sim_outcome(program, players, seed), (rules[0], players, seed)


def test_quiet_deals_refresh_only_the_seats_dealt_up():
    """A down deal where no wild reads a player's own cards changes no showing hand: scored
    again, it is only the seats dealt up (each once), so 5 players' showing hands are scored
    5 times for each deal up and flip."""
    from dealerschoice.play.fast.flip_turns import FlipPlayer

    plan = compile_flips(game_program(game(*QUIET)), 5)
    player = FlipPlayer(plan)
    assert player.quiet and player.distinct and not player.reads_seat
    shown = []
    plain = player._showing_of
    player._showing_of = lambda d, s: (shown.append(s), plain(d, s))[1]
    found = player.deal(_shuffled(plan, deal_seed(8, 0)))
    # two deals up (5 seats each) and two flips of choice (5 each, each flip scored once)
    assert sorted(shown) == sorted(list(range(5)) * 4) and len(found.winners) >= 1
    assert found.sizes == (6,) * 5


def _shuffled(plan, seed: int) -> list[int]:
    import random

    x = list(plan.deck)
    random.Random(seed).shuffle(x)
    return x
