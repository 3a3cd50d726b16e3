"""The simulator's session-9 short cuts (issue 21) give what the long way gives: a hand
rekeyed directly equals `dataclasses.replace`'s; a program's rankings are made once and shared by its hands (the
dealer's call picked by the seed as before); the qualified low side is made once; a hand
holding none of the cards "one of which may be wild" is not scored; a program's table card
marks are read once; `policies.category` remembers by value."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from hypothesis import given
from hypothesis import strategies as st

from dealerschoice.cards import HandRules, Ranking, parse_cards, rank_hand, standard_deck
from dealerschoice.cards.keys import high_score, score_category
from dealerschoice.cards.modes import Mode
from dealerschoice.play import policies
from dealerschoice.play.held_wilds import most_wilds
from dealerschoice.play.mechanics import ranking_play, table_hand
from dealerschoice.play.mechanics.ranking_keys import moved_by_wilds, rekeyed
from dealerschoice.play.mechanics.ranking_play import CALLS, SideRanking, game_ranking, ranking_of
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps.wild import WildCountValue
from tests.play.played_rules import written_game

# a points game with the dealer's call on ties, written for these tests (not the corpus's targets)
EIGHT_THIRTY = written_game(
    "Deal two cards down to each player.",
    "Deal each player one card face up, if they want it.",
    "Repeat the last action until no one wants another card.",
    "The highest showing high hand and the lowest showing low hand split the pot.",
    "Aces are 1 or 11, face cards are 1/2, all other cards are face value. The low hand is closest to 8, "
    "the high hand is closest to 30. Ties are broken by inside, outside, high, or low as dealer calls.")
TABLE_GAME = written_game(
    "Deal three cards down to each player.",
    "Deal two cards face down to the table.",
    "Deal one common card face up to the table.",
    "Showdown, high hand wins.",
    "You must beat the table hand to win.")


def test_a_hand_rekeyed_is_the_hand_replace_makes():
    hand = rank_hand("Qs Qh 9c 8d 3s")
    assert rekeyed(hand, (7, 1)) == dataclasses.replace(hand, key=(7, 1))
    assert rekeyed(hand, (7,), "said") == dataclasses.replace(hand, key=(7,), description="said")
    assert rekeyed(hand, (7,)).description == hand.description


def test_a_category_moved_by_wilds_held_says_by_how_much():
    (move,) = [s for s in read_sentences(
        "If you have an odd number of wild cards, your hand value drops one rank per two wilds (round up).")
        if isinstance(s, WildCountValue)]
    rules = HandRules(frozenset({3}))
    cards = parse_cards("3s Kd Kc 9h 2s")
    hand = rank_hand(cards, rules=rules)
    moved = moved_by_wilds(hand, cards, rules, (move,))
    assert moved.key == (hand.key[0] - 1, *hand.key[1:])
    assert moved.description == f"{hand.description} (moved down 1 for 1 wild)"
    assert moved_by_wilds(hand, parse_cards("4s Kd Kc 9h 2s"), rules, (move,)) is hand  # no wild: unmoved


def test_a_programs_rankings_are_made_once_and_the_seed_picks_the_dealers_call():
    program = game_program(EIGHT_THIRTY)
    hands = [PlayedHand(program, 3, seed) for seed in range(8)]
    found = [ranking_of(hand) for hand in hands]
    for seed, ranking in enumerate(found):
        assert ranking == game_ranking(program, seed)
        assert ranking is found[seed % len(CALLS)]  # the same object: `_ranked`'s memo finds it at once
        assert ranking.high.call == CALLS[seed % len(CALLS)]
    assert len({r.high.call for r in found}) == len(CALLS)
    assert hands[5].log.events[-1].text == "The dealer calls ties between totals equally near the target broken " \
                                           "by the outside total."


def test_the_qualified_low_side_is_made_once_and_judges_as_replace_would():
    ranking = ranking_play.GameRanking(low=SideRanking(Ranking(Mode.DEUCE_TO_SEVEN)))
    first = ranking_play._qualified(ranking.low, 9)
    assert first is ranking_play._qualified(SideRanking(Ranking(Mode.DEUCE_TO_SEVEN)), 9)
    assert first.ranking.qualifier == 9
    long_way = dataclasses.replace(ranking.low, ranking=dataclasses.replace(ranking.low.ranking, qualifier=9))
    for text in ("9s 7d 5c 4h 2s", "Ts 7d 5c 4h 2s", "Ks Kd 5c 4h 2s"):
        cards = parse_cards(text)
        assert ranking.low_hand(cards, HandRules(), 9) == long_way.hand(cards, HandRules())


def test_a_hand_without_the_cards_that_may_be_wild_plays_none():
    rule = read_sentences("Each player can use one three as a wild in their high hand.")[0]
    assert most_wilds(rule, list(parse_cards("As Kd 9c 8h 2s")), "high", set(), set()) == set()
    assert most_wilds(rule, list(parse_cards("3s 3d Ks Kd 9c")), "high", set(), set()) == {parse_cards("3s")[0]}
    # a wild already in force beside them: still none of the rule's own
    assert most_wilds(rule, list(parse_cards("As Kd 9c 8h 2s")), "high", {2}, set()) == set()


def test_the_table_card_marks_are_read_once_a_program():
    program = game_program(TABLE_GAME)
    marks = program.once(table_hand._marks)
    assert marks is program.once(table_hand._marks)
    assert marks == (table_hand.TableCards.TABLE, table_hand.TableCards.TABLE, table_hand.TableCards.COMMON)
    hand = PlayedHand(program, 3, 2)
    hand.run()
    own, common = table_hand.split_board(hand)
    assert (len(own), len(common)) == (2, 1) and common[0].up


@given(st.lists(st.sampled_from(standard_deck()), min_size=1, max_size=9, unique=True),
       st.sets(st.integers(2, 14), max_size=2))
def test_a_category_remembered_is_the_category_scored(cards, wild):
    rules = HandRules(frozenset(wild))
    expected = score_category(high_score(cards, rules))
    assert policies.category(cards, rules) == expected
    assert policies.category(tuple(cards), rules) == expected
    assert policies.category([], rules) == 0


@dataclass(frozen=True, slots=True)
class _Marked(SideRanking):
    """A side that says which object judged (equal to another whatever its mark), as
    `fast.ranked_draws`' remembering side is."""

    mark: int = field(default=0, compare=False)
    seen: list = field(default_factory=list, compare=False, hash=False)

    def hand(self, cards, rules):
        self.seen.append((type(self), self.mark, self.ranking.qualifier))
        return SideRanking.hand(self, cards, rules)


def test_a_subclassed_low_side_is_qualified_as_its_own():
    one, two = _Marked(Ranking(Mode.DEUCE_TO_SEVEN), mark=1), _Marked(Ranking(Mode.DEUCE_TO_SEVEN), mark=2)
    assert one == two
    cards = parse_cards("9s 7d 5c 4h 2s")
    for side in (one, two):
        ranking_play.GameRanking(low=side).low_hand(cards, HandRules(), 9)
    assert one.seen + two.seen == [(_Marked, 1, 9), (_Marked, 2, 9)]


def test_the_judge_asks_only_the_checks_a_program_has():
    from dealerschoice.play import judge

    plain = game_program(TABLE_GAME)
    assert plain.once(judge._hooks) == judge._Hooks(bars=False, live=False, aside=False)
    barred = game_program(written_game("Deal five cards down to each player.", "Showdown, high hand wins.",
                                       "Deal two common cards face up to the table.",
                                       "If you have a card matching the rank of the second common card, you cannot win "
                                       "unless everyone else folds."))
    live = game_program(written_game("Deal five cards down to each player.", "Showdown, high hand wins.",
                                     "Fours are dead.", "You can't win without four live cards in hand."))
    assert plain.once(judge._hooks) is plain.once(judge._hooks)
    assert (barred.once(judge._hooks).bars, live.once(judge._hooks).live) == (True, True)


@given(st.sets(st.sampled_from("23456789TJQKA"), max_size=3), st.sets(st.sampled_from(["Qs", "2h", "Ad", "Jk"]),
                                                                      max_size=2))
def test_the_cards_that_may_be_wild_are_the_natural_cards_named(ranks, cards):
    from dealerschoice.cards.cards import Card
    from dealerschoice.play.held_wilds import _may_be_wild
    from dealerschoice.play.wild_basics import named_cards, named_ranks

    ranks, cards = tuple(sorted(ranks)), tuple(sorted(cards))
    wanted = {c for c in [*standard_deck(), Card.joker()]
              if not c.is_joker and (c.rank in named_ranks(ranks) or c in named_cards(cards))}
    assert _may_be_wild(ranks, cards) == wanted
