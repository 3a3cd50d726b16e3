"""A rank or card wild only as its holder holds it, in a flip plan (`play.fast.flip_wilds`):
"If a player has the queen of spades as a hole card, it is wild" (The Queen II, with its
redeal on the queen dealt face up), "Fours are wild in the hole" beside flips of a player's
choice, "Jokers dealt face up are wild" (read as dealt). The plan's wild rules read the named cards each seat
holds and how each lies, and every deal is the simulator's, seed for seed, on games written
with other cards, ranks and deals than the catalog's."""

from __future__ import annotations

import pytest

from dealerschoice.cards.cards import Card
from dealerschoice.play.fast import plan_for
from dealerschoice.play.fast.flip_wilds import FlipWilds, WildPlay, flip_wilds
from dealerschoice.play.fast.flips import FlipPlan
from dealerschoice.play.odds import deal_seed
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps import Wild
from tests.odds.test_fast import agreement_tests, fast_outcome, full_outcome, program_of
from tests.rules import corpus

STUD = ("Deal two cards down to each player.", *(["Deal one card face up to each player."] * 3),
        "Deal one card down to each player.")
HIGH = "Showdown, high hand wins."
GAMES = {
    "hole card, redeal": (*STUD, HIGH, "If a player has the jack of hearts as a hole card, it is wild.",
                          "If the jack of hearts is ever dealt face up, redeal."),
    "hole rank, flips": ("Deal three cards down to each player.", "Each player flips over one down card of their choice.",
                         "Deal one card face up to each player.", "Each player flips over one down card of their choice.",
                         "Deal one card down to each player.", HIGH, "Fours are wild in the hole."),
    "hole card, choice flips": ("Deal four cards down to each player.", "Each player flips over one down card of their choice.",
                                "Each player flips over one down card of their choice.",
                                "Deal one card face up to each player.", HIGH, "Sixes are wild.",
                                "If a player has the king of clubs as a hole card, it is wild."),
}

test_plans_as_a_flip_plan, test_same_figures_as_the_simulator, test_same_winners_seed_for_seed = \
    agreement_tests(GAMES, FlipPlan)


def wilds_of(*texts: str) -> FlipWilds:
    steps = tuple(s for t in texts for s in read_sentences(t) if isinstance(s, Wild))
    found = flip_wilds(steps, False)
    assert found is not None
    return found


def held(text: str, up: bool, dealt_up: bool) -> list:
    """A seat's card as a flip plan holds it: [code, up, seen, dealt up]."""
    return [int(Card.parse(text)), up, True, dealt_up]


def test_a_hole_card_is_wild_while_face_down():
    wilds = wilds_of("If a player has the jack of hearts as a hole card, it is wild.")
    down = wilds.rules_for(WildPlay(), [], [held("Jh", False, False), held("5c", True, True)])
    up = wilds.rules_for(WildPlay(), [], [held("Jh", True, False), held("5c", True, True)])
    assert down.wild_cards == frozenset({Card.parse("Jh")}) and up.wild_cards == frozenset()
    assert wilds.reads_seat and wilds.reads_up


@pytest.mark.parametrize("lies, wild", [((False, False), {"4d"}), ((True, False), set()), ((True, True), set())])
def test_a_rank_in_the_hole(lies, wild):
    wilds = wilds_of("Fours are wild in the hole.")
    rules = wilds.rules_for(WildPlay(), [], [held("4d", *lies), held("4s", True, True), held("9h", False, False)])
    assert rules.wild_cards == frozenset(Card.parse(c) for c in wild)


def test_a_card_wild_as_dealt_reads_how_it_was_dealt_not_how_it_lies():
    wilds = wilds_of("Jokers dealt face up are wild.")
    dealt_up = wilds.rules_for(WildPlay(), [], [[52, True, True, True]])
    dealt_down = wilds.rules_for(WildPlay(), [], [[52, True, True, False]])
    assert len(dealt_up.wild_cards) == 1 and dealt_down.wild_cards == frozenset()
    assert not wilds.reads_up


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_plans_at_every_table(name):
    program = program_of(GAMES[name])
    assert all(isinstance(plan_for(program, n), FlipPlan) for n in (2, 4, 7))


@pytest.mark.skipif(not corpus.present(), reason=corpus.SKIP_REASON)
@pytest.mark.parametrize("name", ("The Queen II", "Murder"))
def test_corpus_queen_in_the_hole_games_play_as_the_simulator(name):
    """Each plans as a flip plan (its redeal on the queen of spades dealt up, the queen wild in
    the hole); its deals are the simulator's, seed for seed."""
    program = next(p for g, p in runnable(corpus.corpus().games) if g.name == name)
    players = odds_players(program, None)
    plan = plan_for(program, players)
    assert plan is not None and type(plan).__module__.split(".")[-1] in ("flips", "split_flips")
    for at in range(25):
        seed = deal_seed(6, at)
        assert fast_outcome(plan, seed) == full_outcome(program, players, seed), seed
