"""No-peek cards beside the hand, turned up at each raise, one joining the hand and one dead
(mechanics/no_peek_aside.py): Stooge Poker (#85)."""


from dealerschoice.cards import Card
from dealerschoice.play.mechanics import no_peek_aside
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import PlayedHand, simulate
from dealerschoice.play.table import Held
from dealerschoice.rules.grammar import read_sentences
from dealerschoice.rules.steps.cards import Flip
from dealerschoice.rules.steps.flip import FlipOnRaise
from dealerschoice.rules.steps.table_rules import DeadFlip, NoPeekJoinsHand
from tests.play.played_rules import game, texts, written_game
from tests.rules.corpus import needs_corpus

ASIDE = written_game(
    "Deal five cards face down to each player.",
    "Deal two cards down to each player, they may not look at these cards.",
    "Normal betting round, with the player to the left of the dealer opening.",
    "Showdown, high hand wins.",
    "If a player raises, everyone flips a no peek card.",
    "If the first no peek card is flipped face up, each player adds theirs to their hand.",
    "Each player's second flipped no peek card does not contribute to their hand value, nor do any other cards of "
    "the same rank.")


def test_the_reader_reads_variants():
    steps = [list(read_sentences(rule.text)) for rule in ASIDE.rules[4:]]
    assert steps == [[FlipOnRaise(Flip("each", 1, "top", simultaneous=True))], [NoPeekJoinsHand(1)],
                     [DeadFlip(2, same_rank=True)]]
    assert all(s[0].gap() is None for s in steps)
    assert FlipOnRaise(Flip("left-of-dealer", 1, "top")).gap().blocking


def _seat_with(hand: PlayedHand, own: str, no_peek: str):
    seat = hand.table.seat(1)
    for code in own.split():
        card = Card.parse(code)
        hand.table.deck.remove(card)
        seat.cards.append(Held(card))
    for code in no_peek.split():
        card = Card.parse(code)
        hand.table.deck.remove(card)
        seat.cards.append(Held(card, seen=False))
    no_peek_aside.watch(hand)
    return seat


def test_no_peek_cards_lie_beside_the_hand_until_one_joins_and_one_kills_its_rank():
    hand = PlayedHand(game_program(ASIDE), 3, 1)
    seat = _seat_with(hand, "Ks Kd 9c 5h 2s", "Kh 9d")
    as_text = lambda cards: " ".join(sorted(str(c) for c in cards))  # noqa: E731
    assert as_text(no_peek_aside.in_hand(hand, seat)) == "2♠ 5♥ 9♣ K♠ K♦"
    assert no_peek_aside.kept_aside(hand, seat, seat.all()) == [Card.parse(c) for c in "Ks Kd 9c 5h 2s".split()]
    # a raise turns up the first no-peek card (K♥): it joins the hand
    hand.money.bet_rounds = 1
    no_peek_aside.bet_made(hand, seat)  # the round's bet: no flip
    assert seat.flipped == []
    no_peek_aside.bet_made(hand, hand.table.seat(2))  # a raise
    assert seat.flipped == [Card.parse("Kh")]
    assert as_text(no_peek_aside.in_hand(hand, seat)) == "2♠ 5♥ 9♣ K♠ K♥ K♦"
    assert hand.log.events[-1].text == "P2 raises, so everyone flips: P1 turns up K♥."
    # the next raise turns up 9♦: dead, and so is the 9♣ in the hand
    no_peek_aside.bet_made(hand, hand.table.seat(3))
    assert as_text(no_peek_aside.in_hand(hand, seat)) == "2♠ 5♥ K♠ K♥ K♦"
    # a new betting round's first bet turns up nothing
    hand.money.bet_rounds = 2
    no_peek_aside.bet_made(hand, seat)
    assert seat.flipped == [Card.parse("Kh"), Card.parse("9d")]


def test_a_game_without_such_rules_keeps_every_card_in_the_hand():
    hand = PlayedHand(game_program(written_game("Deal five cards down to each player.", "Showdown, high hand wins.")),
                      2, 1)
    seat = _seat_with(hand, "Ks Kd 9c", "Kh")
    assert no_peek_aside.in_hand(hand, seat) == seat.all()
    no_peek_aside.bet_made(hand, seat)
    no_peek_aside.bet_made(hand, seat)
    assert seat.flipped == []


def test_the_written_game_flips_at_raises_only():
    raised = 0
    for seed in range(1, 30):
        played = simulate(game_program(ASIDE), 4, seed)
        [betting] = texts(played, "bet")
        raises = betting.count(" raises to ")
        raised += raises
        flips = texts(played, "flip")
        assert len(flips) == raises
        assert all(" raises, so everyone flips: " in t for t in flips)
        assert sum(played.amounts.values()) == -played.carried
    assert raised > 0


@needs_corpus
def test_stooge_poker_turns_up_no_peek_cards_at_each_raise():
    """Whatever the players bet: every raise turns up each player's next no-peek card, three
    at most; at the showdown the second joins the hand, the first and third (and the third's
    rank) do not count."""
    program = game_program(game(85))
    thirds = 0
    for seed in range(1, 100):
        hand = PlayedHand(program, 4, seed)
        transcript = hand.run()
        raises = sum(t.count(" raises to ") for t in texts(transcript, "bet"))
        flips = texts(transcript, "flip")
        assert len(flips) == raises and all(" raises, so everyone flips: " in t for t in flips)
        assert all(t.endswith("nobody has a card left to turn up.") for t in flips[3:])
        if not transcript.showdown:
            continue
        for seat in hand.table.active():
            turned = no_peek_aside.flipped_no_peek(hand, seat)
            made = no_peek_aside.in_hand(hand, seat)
            assert len(turned) == min(3, raises)
            own = [c for c in seat.all() if c not in hand.piece(no_peek_aside.Aside).no_peek[seat.number]]
            assert len(own) == 5
            expected = own + turned[1:2]
            if len(turned) == 3:
                thirds += 1
                expected = [c for c in expected if c.rank != turned[2].rank]
            assert sorted(made) == sorted(expected)
    assert thirds > 0
