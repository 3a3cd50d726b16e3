"""A draw plan's moves of cards between seats that the table's random numbers or the cards
dealt decide, played in `draw_play.deal_out` as the simulator plays them:

- (TAKE, n, seats on: + left, - right): every seat at once takes n cards at random from the
  seat that many places on (`mechanics.taking.take`: `rng.sample` of the places in the
  victim's hand as held, seat 1 first; all chosen, then all moved, each after the taker's);

and the passes for each card of a rank the dealer named (`pass_ranks` compiles them,
`mechanics.named_ranks` plays them):
- (NAME_RANKS, roles): the dealer names a rank per role, each a different one, drawn with
  the table's random numbers after the deal's shuffle (`named_ranks.dealer_names`);
- (RANK_PASS, n, moves): after a round of n cards dealt face up to each seat, for each of its
  cards in the order dealt (seat 1 first) and each move (which cards, seats on: + left,
  - right, the roles whose ranks pass), every seat's cards of that part go to the seat that
  many places on, after the cards it keeps (`named_ranks._pass_along`): a card of a passing
  rank moves the hands again, once per such card.
"""

from __future__ import annotations

from random import Random

from dealerschoice.cards.cards import JOKER_CODE

NAME_RANKS, RANK_PASS, TAKE = 10, 11, 12  # after `draw_ops`' codes
ALL, UP, DOWN = "all", "up", "down"  # the part of a hand that moves (`steps.passing.HandPart`)


def take_random(op: tuple, hands: list[list[int]], ups: list[list[int]] | None, rng: Random) -> None:
    """Every seat takes `op[1]` cards at random from the seat `op[2]` places on, in place."""
    _, count, seats = op
    players = len(hands)
    takes = []
    for seat in range(players):
        victim = hands[(seat + seats) % players]
        takes.append([victim[i] for i in sorted(rng.sample(range(len(victim)), count))])
    for seat, cards in enumerate(takes):
        at = (seat + seats) % players
        for c in cards:
            hands[at].remove(c)
            if ups is not None and c in ups[at]:  # an up card stays up in the taker's hand
                ups[at].remove(c)
                ups[seat].append(c)
    for hand, cards in zip(hands, takes):
        hand.extend(cards)


def name_ranks(rng: Random, roles: int) -> tuple[int, ...]:
    """The ranks the dealer names, one per role, as `named_ranks.dealer_names` draws them.

    >>> name_ranks(Random(3), 2) == (lambda r, left: (left.pop(r.randrange(13)), left.pop(r.randrange(12))))(
    ...     Random(3), list(range(2, 15)))
    True
    """
    left = list(range(2, 15))
    return tuple(left.pop(rng.randrange(len(left))) for _ in range(roles))


def pass_per_rank(op: tuple, dealt: list[int], hands: list[list[int]], ups: list[list[int]] | None,
                  named: tuple[int, ...]) -> None:
    """Every pass the round `dealt` sets off (see the module notes), on `hands` and the seats'
    up cards `ups` (followed where a part of the hand moves), in place."""
    moves = op[2]
    for card in dealt:
        if card >= JOKER_CODE:  # a joker has no rank: it names no pass
            continue
        rank = (card >> 2) + 2
        for which, seats, roles in moves:
            if any(named[i] == rank for i in roles):
                _move(hands, ups, which, seats)


def _move(hands: list[list[int]], ups: list[list[int]] | None, which: str, seats: int) -> None:
    """Every seat's `which` cards go `seats` places on, after the cards the receiver keeps."""
    players = len(hands)
    if which == ALL:
        moving = [list(hand) for hand in hands]
        kept: list[list[int]] = [[] for _ in hands]
    else:
        up_sets = [set(up) for up in ups]  # type: ignore[union-attr]  # a part moves: the plan follows the up cards
        moving = [[c for c in hand if (c in up) == (which == UP)] for hand, up in zip(hands, up_sets)]
        kept = [[c for c in hand if (c in up) != (which == UP)] for hand, up in zip(hands, up_sets)]
    for seat in range(players):
        hands[(seat + seats) % players][:] = kept[(seat + seats) % players] + moving[seat]
    if ups is not None:  # the up cards go with their part (all of them, the up ones) or stay (the down ones)
        if which != DOWN:
            shifted = [ups[(seat - seats) % players] for seat in range(players)]
            ups[:] = [list(up) for up in shifted]
