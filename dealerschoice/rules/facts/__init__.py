"""Facts a player asks first, computed from a game's steps (definitions: the seeds README).
One module per figure: `hands` (a player's own cards), `table` (the common cards), `players`,
`rounds`, `wilds`, `repeats` (repeats that can deal any number of cards); `source` reads the
steps.

- cards: cards available to make the final hand: the cards one player holds at the end
  (after their discards), where a split into hands (two stacks, a five-card and a two-card
  hand, "neither hand can have more than five cards") caps it at the largest hand, and
  separate hands dealt apart ("two sets of three") at one of them; plus the common cards one
  hand may use (`facts/table.py`: the rules' "common" cards, not the table's own "table
  cards"), less those taken off the table before the showdown, and a named neighbour's
  cards the hand may use ("the down cards of the player to your right").
  Discards after the last card comes (to the player, the table, or up from their unseen
  reserve) choose the final hand from the cards held (Anaconda: 7); earlier ones leave fewer
  cards (Irish Pineapple: two hole cards and five common cards). 200+N when a repeat the
  players end can deal them any number of cards, N the cards outside the repeated rules.
  Cards turned until one matches a player's card, repeated until someone holds four of a
  kind, bring one player the rest of one rank at most.
- players: the most players the deck supports: the deck, less table cards and the extra
  cards conditional rules can hand out, divided by the cards one player can be dealt (drawn,
  bought, twisted, refused and replaced, picked from the table: 98, undefined, when a player
  can be dealt any number of cards); an exception for a few players ("four if they show an
  ace") counts for those few only, discards shuffled back into the deck serve again, and a
  refused card passed round the table and thrown away past the dealer costs a card a round.
- rounds: betting rounds, with the database's codes: 99 when the length depends on the
  number of players (one player flips per round, with no repeat to finish the game);
  100+N for a match-the-pot (guts) settlement after the last betting round, N counting the
  rounds while cards are still to come, to the players or the table (the round after the
  last card is the stay-in decision the settlement settles; a fixed penalty such as "ten
  times max bet" is no match-the-pot); 300+N when a repeat runs until the deal says stop
  (all cards up, a given hand), N counting the rounds outside the repeat; 98 when it runs
  until the deck runs out; 200+N when the players choose how often to repeat, N every
  written round when the repeat ends on the players' wishes (nobody wants another card,
  somebody bets); 99 for a repeat once per player; 100+N, N every written round, for legs
  (the hand is dealt again until someone has won enough). Only a repeat of a betting round
  adds rounds. A "match the pot or fold" is a forced payment, not a betting round.
- max_seen: the most cards one player can see in the course of a game: dealt, drawn,
  twisted, passed to them, bought, refused and replaced, traded for, or shown by a partner
  (a whole hand passed on is passed unlooked, as there is nothing to choose), and the table
  cards (not the table's own hand, which the players must beat); 200+N as for `cards`.
- wilds: the most cards that can be wild at once across the table: each named wild card
  once (a rule letting each player use "one three" makes at most one a player wild), a
  table card naming the rank too when it is a card of the hands, limited wilds (bugs, cards
  that count as another rank; one counting as several cards counts as that many), and pairs
  adding up to a number as one wild each; not the wild cards of the table's own hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from dealerschoice.records import Game
from dealerschoice.rules.facts.hands import hands as own_cards
from dealerschoice.rules.facts.players import players as deck_players
from dealerschoice.rules.facts.repeats import MORE_CHOSEN, matched_cards, open_ended
from dealerschoice.rules.facts.rounds import UNDEFINED, rounds
from dealerschoice.rules.facts.source import actions as read_actions
from dealerschoice.rules.facts.source import meaning
from dealerschoice.rules.facts.table import table_cards
from dealerschoice.rules.facts.wilds import wilds
from dealerschoice.rules.grammar import ReadRule
from dealerschoice.rules.steps import Deck, RuleStep


@dataclass(frozen=True, slots=True)
class Facts:
    cards: int
    players: int
    rounds: int
    max_seen: int
    wilds: int

    def as_json(self) -> dict:
        """The facts as JSON data, e.g. for `export`.

        >>> Facts(7, 7, 5, 7, 0).as_json()
        {'cards': 7, 'players': 7, 'rounds': 5, 'max_seen': 7, 'wilds': 0}
        """
        return {"cards": self.cards, "players": self.players, "rounds": self.rounds,
                "max_seen": self.max_seen, "wilds": self.wilds}


def derive_facts(source: Game | Sequence[ReadRule] | Sequence[RuleStep]) -> Facts:
    """Facts of a game, of its read rules, or of bare steps (each step one action).

    >>> from dealerschoice.rules.grammar import read_sentences as r
    >>> stud = [r("Deal two cards down and one card up to each player."), r("Normal betting round."),
    ...         *[r("Deal one card up to each player."), r("Betting round.")] * 3,
    ...         r("Deal one card down to each player."), r("Betting round."), r("Showdown, high hand wins.")]
    >>> derive_facts([s for steps in stud for s in steps])
    Facts(cards=7, players=7, rounds=5, max_seen=7, wilds=0)
    """
    actions = read_actions(source)
    steps = [meaning(s) for action in actions for s in action]
    deck = next((s for s in steps if isinstance(s, Deck)), Deck())
    hands = own_cards(steps, deck)
    table = table_cards(steps)
    matched = matched_cards(actions, 4 * deck.decks)
    players = deck_players(steps, deck, matched)
    more_held, more_seen, body = open_ended(actions)
    if body:  # N counts the cards outside the repeated rules
        outside = [meaning(s) for at, action in enumerate(actions) if at not in body for s in action]
        hands, table = own_cards(outside, deck), table_cards(outside)
    return Facts(
        cards=hands.cards + matched + table.usable + (MORE_CHOSEN if more_held else 0),
        players=UNDEFINED if more_held else players,
        rounds=rounds(actions),
        max_seen=hands.seen + matched + table.seen + (MORE_CHOSEN if more_seen else 0),
        wilds=wilds(steps, deck, hands, players, table.usable),
    )


def facts_for(games: Iterable[Game]) -> dict[int, Facts]:
    """Facts of every game, by id.

    >>> from dealerschoice.records import Rule, Source
    >>> game = Game(5, "G", (), (), (Rule(1, "Deal ten cards face down to each player.", 2),), None, Source("g", 1))
    >>> facts_for([game])[5].players
    5
    """
    return {game.id: derive_facts(game) for game in games}
