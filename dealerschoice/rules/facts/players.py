"""players: the most players the deck supports: the deck, less table cards and the extra
cards conditional rules can hand out, divided by the cards dealt to each player."""

from __future__ import annotations

from dealerschoice.rules.facts.by_players import ByPlayers
from dealerschoice.rules.facts.hands import Winnings, matching, ranked_cards
from dealerschoice.rules.steps import (
    Deal,
    Deck,
    Discard,
    Draw,
    Flip,
    Forced,
    Reshuffle,
    RuleStep,
    WildChange,
)
from dealerschoice.rules.steps.dealing import Buy, BuyTableCard, RefuseCard
from dealerschoice.rules.steps.dealing_deck import DealFromSideDeck, ShuffleDiscards, SideDeck
from dealerschoice.rules.steps.dealing_events import ExtraCards, TableCardsOn
from dealerschoice.rules.steps.dealing_shares import DealHands, DealOut, TableDealPerPlayer
from dealerschoice.rules.steps.draw import DiscardsOnTop, DrawBack, DrawUntilDone, ReplaceRanked, Twist
from dealerschoice.rules.steps.showdown import BeatTable
from dealerschoice.rules.steps.table_rules import FlippedAuction, RepeatTillOneIn, TableCardReoffered
from dealerschoice.rules.steps.wager import BuyOrFold


def players(steps: list[RuleStep], deck: Deck, matched: int = 0, repeat: ByPlayers | None = None) -> int:
    """The most players `deck` serves when each is dealt the most cards the rules can give
    one player (an exception for a few players, "four if they show an ace", for those few
    only), and `matched` cards more (`repeats.matched_cards`); 0 when no rule deals the players
    a card. A repeat once for each player (`repeat`) deals its table cards `times` times for
    each player: so many more cards a player."""
    per_player = most = discarded = draws = 0
    bonus: tuple[int, int] | None = None  # the last discard's larger bound, for so many players
    few: list[tuple[int, int]] = []  # (more cards, for at most so many players) drawn
    separate = 1  # separate hands dealt to each player
    refusals = 0  # cards refused and replaced so far, against a limit a game
    common = _common_extras(steps, deck)
    # cards set aside in a side deck of their own are not dealt from the deck
    side = 4 * deck.decks * len({r for s in steps if isinstance(s, SideDeck) for r in s.ranks})
    # discards shuffled back into the deck come out again: only the first draw takes new cards
    reshuffled = any(isinstance(s, ShuffleDiscards) and s.when_empty for s in steps)
    tossed = 0  # cards each player has discarded since the discards last went back into the deck
    passed_on = 0  # refused cards passed round the table, the last thrown away
    flipped = Winnings()
    # (cards a player has from the deck, table cards dealt) rule by rule: cards that go back
    # on the deck serve the table cards dealt after
    peaks: list[tuple[int, int]] = []
    table_now = 0
    faces: dict[str, int] = {}  # cards dealt to each player so far, by face
    reoffered = any(isinstance(s, TableCardReoffered) for s in steps)
    extras_reoffered = 0
    replaced = 0  # cards of the ranks a replacement throws away again and again (`ReplaceRanked`)
    again = {at for at, s in enumerate(steps) if isinstance(s, DrawUntilDone)}
    for at, step in enumerate(steps):
        if isinstance(step, Reshuffle):
            per_player = 0
        elif isinstance(step, Deal) and step.to == "each" and not step.condition:
            per_player += step.count
            faces[str(step.face)] = faces.get(str(step.face), 0) + step.count
        elif isinstance(step, Discard) and step.count:
            discarded, bonus = step.count, _bonus(step, deck)
            tossed += step.count
        elif isinstance(step, ShuffleDiscards) and not (step.when_empty or step.pile):
            per_player, tossed = per_player - tossed, 0  # back in the deck, to be dealt again
        elif isinstance(step, Draw):
            if not (reshuffled and draws):
                per_player += step.count if step.count is not None else discarded
                if step.count is None and bonus:
                    few.append(bonus)
            draws += 1
        elif isinstance(step, BuyTableCard):
            per_player += 1
            # one nobody takes all round is thrown away and replaced (`TableCardReoffered`):
            # a card more for the table each time round
            extras_reoffered += 1 if reoffered else 0
        elif isinstance(step, (Buy, TableDealPerPlayer)):  # a card bought, or one laid out for each and picked up
            per_player += step.count
        elif isinstance(step, DrawBack):  # as many as were discarded, and `offset` more
            per_player += max(0, discarded + step.offset)
            if bonus:  # the discard's larger bound ("four if they show an ace"), for its few
                few.append(bonus)
        elif isinstance(step, Flip) and step.deal_instead_at is not None:
            per_player += 1  # an up card instead, for a player who discarded down to so few
        elif isinstance(step, RefuseCard) and step.replaced and step.passed and step.past_dealer_discarded \
                and step.per_game is None:
            # the refused card goes on to the next player, who may pass it too, the passer
            # takes a new card, and the one passed past the dealer is thrown away: one card
            # more a round, for the table
            passed_on += 1
        elif isinstance(step, RefuseCard) and step.replaced and not step.passed:
            # a refused card brings another (one passed on is the next player's card instead)
            if step.per_game is None:
                per_player += 1
            elif refusals < step.per_game:  # the same limit a game, restated on each deal
                per_player += step.per_game - refusals
                refusals = step.per_game
        elif isinstance(step, RepeatTillOneIn):  # the deals come round until every player holds `cards`
            per_player = max(per_player, step.cards)
        elif isinstance(step, FlippedAuction):  # the cards one player may win
            per_player += flipped.win(step)
        elif isinstance(step, ReplaceRanked) and at + 1 in again:
            # again and again: every card of the ranks may be thrown away, by one player or
            # another, each bringing a card more: they come off the deck for the table
            replaced += ranked_cards(step, deck)
        elif isinstance(step, ReplaceRanked):  # a card for each card of the ranks held, once
            per_player += min(faces.get(str(step.face), 0) if step.face else per_player, ranked_cards(step, deck))
        elif isinstance(step, DealHands):
            per_player += step.hands * step.count
            separate = step.hands
        elif isinstance(step, DealOut) and step.to == "hands":
            per_player += separate * step.count
        elif isinstance(step, DealOut) and step.to in ("all", "others"):
            per_player += step.count
        elif isinstance(step, Twist):  # replacement cards, the most the rule allows (an exception: for its few)
            extra = _bonus(step, deck)
            usual = max(step.count, step.instead.count if step.instead else 0)
            twisted = usual if extra else max(step.most or 0, usual)
            per_player += twisted
            tossed += 0 if step.extra else twisted  # the card twisted away is a discard
            if extra:
                few.append(extra)
        elif isinstance(step, DiscardsOnTop):  # on top of the deck: the next cards dealt
            per_player, tossed = per_player - tossed, 0
        if isinstance(step, Deal) and step.to == "table" and not step.condition:
            table_now += step.count
        most = max(most, per_player + common)
        peaks.append((per_player + common, table_now))
    own_table = any(isinstance(s, Deal) and s.to == "table" and s.table == "table" for s in steps)
    extras = passed_on + replaced + extras_reoffered
    extras += sum(s.count for s in steps if isinstance(s, Deal) and s.to == "table")
    for step in steps:
        if (isinstance(step, Forced) or isinstance(step, BuyOrFold)) and step.cards:
            extras += step.cards * matching(step.trigger, deck)
        elif isinstance(step, ExtraCards) and not step.table:  # dealt for each card of a rank turned up
            extras += step.count * matching(step.trigger, deck)
        elif isinstance(step, WildChange):
            extras += matching(step.trigger, deck)
        elif isinstance(step, Deal) and step.condition:
            extras += step.count
        elif isinstance(step, BeatTable) and step.against == "deck-top" and not own_table:
            # the cards the winning hand must beat come off the deck, unless the table's own
            # cards, dealt with no other job, are those cards
            extras += step.count or 0
    if not most:
        return 0
    each, table = triggered_table(steps, deck)
    most += each
    extras += table
    most += matched
    if repeat is not None:  # its table cards, counted once above, come round for each player
        most += repeat.times * repeat.table
        extras -= repeat.table
    left = max(0, deck.size - extras - side)
    add = most - max(per for per, _ in peaks)  # cards more a player, whenever they come
    spare = left + table_now  # the deck, but for the table cards dealt rule by rule
    supported = spare // most
    while supported and any(supported * (per + add) + dealt + _few_cards(few, supported) > spare for per, dealt in peaks):
        supported -= 1
    for step in (s for s in steps if isinstance(s, DealFromSideDeck)):  # the side deck serves as many
        supported = min(supported, 4 * deck.decks * len(step.ranks) // step.count)
    return supported


def _few_cards(few: list[tuple[int, int]], players: int) -> int:
    """The cards more that an exception's few players draw, at `players` players."""
    return sum(more * min(players, cap) for more, cap in few)


def triggered_table(steps: list[RuleStep], deck: Deck) -> tuple[int, int]:
    """Table cards dealt when a card turns up (`TableCardsOn`, "Every time a pair is dealt
    face up, deal a card face up to the table"): (cards for each player, cards for the table).
    A pair among a player's up cards fires it once for two of them, so each player can fire
    it for half their up cards; a named rank or suit as often as the deck holds them."""
    up = sum(s.count for s in steps if isinstance(s, Deal) and s.to == "each" and s.face == "up" and not s.condition)
    each = table = 0
    for step in (s for s in steps if isinstance(s, TableCardsOn)):
        fired = matching(step.trigger, deck)
        if fired:
            table += step.count * fired
        elif step.trigger.pair:
            each += step.count * (up // 2)
    return each, table


def _common_extras(steps: list[RuleStep], deck: Deck) -> int:
    """Extra cards every player is dealt for a common card of a rank turning up ("If a common
    four is dealt face up, deal each player an extra down card"): as many as the table cards
    dealt face up can be of those ranks."""
    up = sum(s.count for s in steps if isinstance(s, Deal) and s.to == "table")
    return sum(s.count * min(up, matching(s.trigger, deck)) for s in steps if isinstance(s, ExtraCards) and s.table)


def _bonus(discard: Discard | Twist, deck: Deck) -> tuple[int, int] | None:
    """The larger bound of a discard's exception, and for how many players at most: "up to
    three (four if they show an ace)" lets only the players who show an ace, four at most
    with one deck, draw the fourth card; "four for the dealer", one player."""
    if discard.most is None or discard.count is None or discard.most <= discard.count:  # a whole-hand discard: none
        return None
    if discard.most_if:
        return discard.most - discard.count, 4 * deck.decks * len(discard.most_if)
    if discard.most_for is not None:
        return discard.most - discard.count, 1
    return None
