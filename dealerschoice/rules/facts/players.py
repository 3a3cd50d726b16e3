"""players: the most players the deck supports: the deck, less table cards and the extra
cards conditional rules can hand out, divided by the cards dealt to each player."""

from __future__ import annotations

from dealerschoice.rules.facts.hands import matching
from dealerschoice.rules.steps import (
    Deal,
    Deck,
    Discard,
    Draw,
    Forced,
    Reshuffle,
    RuleStep,
    WildChange,
)
from dealerschoice.rules.steps.draw import Twist


def players(steps: list[RuleStep], deck: Deck, matched: int = 0) -> int:
    """The most players `deck` serves when each is dealt the most cards the rules can give
    one player (an exception for a few players, "four if they show an ace", for those few
    only), and `matched` cards more (`repeats.matched_cards`); 0 when no rule deals the players
    a card."""
    per_player = most = discarded = draws = 0
    bonus: tuple[int, int] | None = None  # the last discard's larger bound, for so many players
    few: list[tuple[int, int]] = []  # (more cards, for at most so many players) drawn
    separate = 1  # separate hands dealt to each player
    refusals = 0  # cards refused and replaced so far, against a limit a game
    common = _common_extras(steps, deck)
    # cards set aside in a side deck of their own are not dealt from the deck
    side = 4 * deck.decks * len({r for s in steps if s.kind == "side-deck" for r in s.ranks})
    # discards shuffled back into the deck come out again: only the first draw takes new cards
    reshuffled = any(s.kind == "shuffle-discards" and s.when_empty for s in steps)
    tossed = 0  # cards each player has discarded since the discards last went back into the deck
    passed_on = 0  # refused cards passed round the table, the last thrown away
    for step in steps:
        if isinstance(step, Reshuffle):
            per_player = 0
        elif isinstance(step, Deal) and step.to == "each" and not step.condition:
            per_player += step.count
        elif isinstance(step, Discard) and step.count:
            discarded, bonus = step.count, _bonus(step, deck)
            tossed += step.count
        elif step.kind == "shuffle-discards" and not (step.when_empty or step.pile):
            per_player, tossed = per_player - tossed, 0  # back in the deck, to be dealt again
        elif isinstance(step, Draw):
            if not (reshuffled and draws):
                per_player += step.count if step.count is not None else discarded
                if step.count is None and bonus:
                    few.append(bonus)
            draws += 1
        elif step.kind == "buy-table-card":
            per_player += 1
        elif step.kind in ("buy", "table-deal-per-player"):  # a card bought, or one laid out for each and picked up
            per_player += step.count
        elif step.kind == "draw-back":  # as many as were discarded, and `offset` more
            per_player += max(0, discarded + step.offset)
        elif step.kind == "refuse-card" and step.replaced and step.passed and step.past_dealer_discarded \
                and step.per_game is None:
            # the refused card goes on to the next player, who may pass it too, the passer
            # takes a new card, and the one passed past the dealer is thrown away: one card
            # more a round, for the table
            passed_on += 1
        elif step.kind == "refuse-card" and step.replaced and not step.passed:
            # a refused card brings another (one passed on is the next player's card instead)
            if step.per_game is None:
                per_player += 1
            elif refusals < step.per_game:  # the same limit a game, restated on each deal
                per_player += step.per_game - refusals
                refusals = step.per_game
        elif step.kind == "deal-hands":
            per_player += step.hands * step.count
            separate = step.hands
        elif step.kind == "deal-out" and step.to == "hands":
            per_player += separate * step.count
        elif step.kind == "deal-out" and step.to in ("all", "others"):
            per_player += step.count
        elif step.kind == "twist":  # replacement cards, the most the rule allows (an exception: for its few)
            extra = _bonus(step, deck)
            usual = max(step.count, step.instead.count if step.instead else 0)
            per_player += usual if extra else max(step.most or 0, usual)
            if extra:
                few.append(extra)
        most = max(most, per_player + common)
    extras = passed_on + sum(s.count for s in steps if isinstance(s, Deal) and s.to == "table")
    for step in steps:
        if (isinstance(step, Forced) or step.kind == "buy-or-fold") and step.cards:
            extras += step.cards * matching(step.trigger, deck)
        elif step.kind == "extra-cards" and not step.table:  # dealt for each card of a rank turned up
            extras += step.count * matching(step.trigger, deck)
        elif isinstance(step, WildChange):
            extras += matching(step.trigger, deck)
        elif isinstance(step, Deal) and step.condition:
            extras += step.count
    if not most:
        return 0
    most += matched
    left = max(0, deck.size - extras - side)
    supported = left // most
    while supported and supported * most + sum(more * min(supported, cap) for more, cap in few) > left:
        supported -= 1
    for step in (s for s in steps if s.kind == "deal-from-side-deck"):  # the side deck serves as many
        supported = min(supported, 4 * deck.decks * len(step.ranks) // step.count)
    return supported


def _common_extras(steps: list[RuleStep], deck: Deck) -> int:
    """Extra cards every player is dealt for a common card of a rank turning up ("If a common
    four is dealt face up, deal each player an extra down card"): as many as the table cards
    dealt face up can be of those ranks."""
    up = sum(s.count for s in steps if isinstance(s, Deal) and s.to == "table")
    return sum(s.count * min(up, matching(s.trigger, deck)) for s in steps if s.kind == "extra-cards" and s.table)


def _bonus(discard: Discard | Twist, deck: Deck) -> tuple[int, int] | None:
    """The larger bound of a discard's exception, and for how many players at most: "up to
    three (four if they show an ace)" lets only the players who show an ace, four at most
    with one deck, draw the fourth card; "four for the dealer", one player."""
    if discard.most is None or discard.most <= discard.count:
        return None
    if discard.most_if:
        return discard.most - discard.count, 4 * deck.decks * len(discard.most_if)
    if discard.most_for is not None:
        return discard.most - discard.count, 1
    return None
