"""Facts a player asks first, computed from a game's steps (definitions: the seeds README).
One module per figure: `hands` (a player's own cards), `table` (the common cards), `players`,
`rounds`, `wilds`, `repeats` (repeats that can deal any number of cards), `by_players`
(repeats once for each player); `source` reads the steps.

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
  kind, bring one player the rest of one rank at most; cards dealt round the table until
  two match, repeated so, are 99: as many as the number of players makes. A line limit
  counts the line's cards, however many of them a hand uses ("three commons from one row"),
  and a choice of final hands the most commons any of them uses; a split into hands for the
  flips leaves every card to a hand made by face ("three of your down cards"); no-peek cards
  beside the hand are none of it until a rule adds one.
- players: the most players the deck supports: the deck, less table cards and the extra
  cards conditional rules can hand out, divided by the cards one player can be dealt (drawn,
  bought, twisted, refused and replaced, picked from the table: 98, undefined, when a player
  can be dealt any number of cards); an exception for a few players ("four if they show an
  ace") counts for those few only, discards shuffled back into the deck serve again, and a
  refused card passed round the table and thrown away past the dealer costs a card a round.
  Cards twisted away and shuffled back serve again; cards to beat off the deck, low cards
  replaced again and again, a table card nobody takes thrown away and replaced, table cards
  for pairs dealt up (half of each player's up cards) come off the deck too; a flipped
  auction gives one player its limit a game; deals repeated until everyone holds N cards
  deal N; a repeat once for each player deals its table cards so many times a player.
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
  adds rounds. A "match the pot or fold" is a forced payment, not a betting round; a duel
  of players declaring the same way whose loser pays the pot is a match-the-pot settlement.
- max_seen: the most cards one player can see in the course of a game: dealt, drawn,
  twisted, passed to them, bought, refused and replaced, traded for, or shown by a partner
  (a whole hand passed on is passed unlooked, as there is nothing to choose), and the table
  cards (not the table's own hand, which the players must beat); 200+N as for `cards`. Also
  cards passed face up, a table card taken in turn, the hands (or up cards) passed on in
  each round dealing a passing rank up, an extra card for going in, a deal of the whole deck
  (half of it to one of two players) and the rest of a hand passed in; every run of a repeat
  once for each player (its commons, the card auctioned); never more than the deck holds.
  Of separate hands dealt apart ("two sets of three") or going with one set of commons each,
  one hand's cards and commons, as the database counts every such game (Double Handed 5).
- wilds: the most cards that can be wild at once across the table: each named wild card
  once (a rule letting each player use "one three" makes at most one a player wild), a
  table card naming the rank too when it is a card of the hands, limited wilds (bugs, cards
  that count as another rank; one counting as several cards counts as that many), and pairs
  adding up to a number as one wild each; not the wild cards of the table's own hand. A rank
  for each table card when any table card names one; a card of each player's own and its
  rank (the middle common a hand uses, the up card after one's highest); every card of every
  hand when a player may change the game to any variant.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dealerschoice.records import Game
from dealerschoice.records.facts import Facts  # the type the page and the cache take (`records.facts`)
from dealerschoice.rules.facts.by_players import by_players
from dealerschoice.rules.facts.hands import hands as own_cards
from dealerschoice.rules.facts.players import players as deck_players
from dealerschoice.rules.facts.repeats import (
    MORE_CHOSEN,
    dealt_in_turn_to_match,
    matched_cards,
    open_ended,
)
from dealerschoice.rules.facts.rounds import BY_PLAYERS, UNDEFINED, rounds
from dealerschoice.rules.facts.source import actions as read_actions
from dealerschoice.rules.facts.source import meaning
from dealerschoice.rules.facts.table import table_cards
from dealerschoice.rules.facts.wilds import wilds
from dealerschoice.rules.grammar import ReadRule
from dealerschoice.rules.steps import Deck, RuleStep

__all__ = ["Facts", "derive_facts", "facts_for"]


_RANKS = 13  # more players than ranks could not each get a card before two match


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
    repeat = by_players(actions)
    players = deck_players(steps, deck, matched, repeat)
    more_held, more_seen, body = open_ended(actions)
    if body:  # N counts the cards outside the repeated rules
        outside = [meaning(s) for at, action in enumerate(actions) if at not in body for s in action]
        hands, table = own_cards(outside, deck), table_cards(outside)
    if dealt_in_turn_to_match(actions):  # the cards a player gets depend on the number of players
        return Facts(BY_PLAYERS, _RANKS * deck.decks, rounds(actions), BY_PLAYERS,
                     wilds(steps, deck, hands, players, table))
    return Facts(
        cards=hands.cards + matched + table.usable + (MORE_CHOSEN if more_held else 0),
        players=UNDEFINED if more_held else players,
        rounds=rounds(actions),
        # no player sees more cards than the deck holds
        max_seen=min(deck.size, hands.seen + matched + table.seen + (repeat.seen(players) if repeat is not None else 0))
        + (MORE_CHOSEN if more_seen else 0),
        wilds=wilds(steps, deck, hands, players, table),
    )


def facts_for(games: Iterable[Game]) -> dict[int, Facts]:
    """Facts of every game, by id.

    >>> from dealerschoice.records import Rule, Source
    >>> game = Game(5, "G", (), (), (Rule(1, "Deal ten cards face down to each player.", 2),), None, Source("g", 1))
    >>> facts_for([game])[5].players
    5
    """
    return {game.id: derive_facts(game) for game in games}
