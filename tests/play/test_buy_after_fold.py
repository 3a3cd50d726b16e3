"""A card up that buys a card after a fold has ended the hand buys nothing: the hand is over.
The price used to be paid all the same and stayed in the pot, and the deal failed with "1 chips
left in the pot". Found by the odds flip plans on Midnight Baseball II, seed 1000021, where one
player's flip makes the last other player fold while the rest of that flip still runs."""

from __future__ import annotations

from dealerschoice.play.mechanics.betting import Stance
from dealerschoice.play.odds_cache import odds_players, runnable
from dealerschoice.play.simulate import PlayedHand
from tests.rules import corpus
from tests.rules.corpus import needs_corpus


@needs_corpus
def test_no_buy_once_a_fold_has_ended_the_hand():
    program = next(p for g, p in runnable(corpus.corpus().games) if g.name == "Midnight Baseball II")
    hand = PlayedHand(program, odds_players(program, None), 1000021)
    hand.piece(Stance).everyone_stays = True
    hand.run()  # raised SimulationError: "Midnight Baseball II: 1 chips left in the pot"
    played = hand.transcript()
    kinds = [e.kind for e in played.events]
    end = kinds.index("end")
    assert played.events[end].text == "Everyone else has folded: P6 takes the pot of 21."
    assert not [e.text for e in played.events[end:] if e.kind == "forced"]  # nobody pays after the end
    assert played.winners == (6,) and sum(played.amounts.values()) == 0 and played.amounts[6] == 17
