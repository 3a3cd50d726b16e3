"""A guts game played on a small hand split from each player's cards, then on the big ones
(Oppression: "Each player splits their cards into a hand of five cards and a hand two cards.
The two card hand must contain a down card and be worse than the five card hand." ... "The
high two card hand wins the pot" ... "Discard your two card hand." ... "Showdown, high hand
wins."), as the simulator plays it (`moves.split`, `judge.hands_of`, `moves.discard`).

- The split: each player still in splits their cards (the simulator players' own choice,
  `policies.split_hands`: the best small hand that stays below the big one, where the rule
  says so); the cards stay in the order held, the small hand's marked.
- The declaration reads every card a player holds (their own choice, as `guts` plays it);
  the showdown among those in is of the small hands, as the simulator judges a "two-card"
  showdown (`two_card_hand`: the best hand of those cards, straights and flushes of five
  cards being out of reach); the losers match the pot and the deal is dealt again as
  `guts` plays it.
- When it is not dealt again, the hand plays on: "Everyone must reante." puts every player
  in again (`money.ante`), those in throw their small hands away, and a stack, betting
  rounds and flips of their cards move no card and fold nobody (the odds' players all stay),
  and nothing after reads the pot but the showdown that takes it; so the next showdown is
  of the big hands of those in, the best high hand winning (a tie sharing it). "Shuffle any
  discarded cards back into the deck." puts the discards under what is left of the deck,
  shuffled by the table's random numbers (`matching.shuffle_discards`), and a discard and
  its draw of the big hands keep for high, as `guts` plays one.

Refused: a split beside table cards, into other than two hands of all a player's cards,
after the declaration; another showdown of the small hands; and after the redeal any step
but those, or a showdown where a tie pays nobody (the pot would wait for the next deal).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschoice.cards import Card
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play import policies
from dealerschoice.play.fast.plan import Unplanned
from dealerschoice.rules.steps import Ante, Bet, Discard, Draw, Flip, Showdown, Split, Stack
from dealerschoice.rules.steps.dealing_deck import ShuffleDiscards
from dealerschoice.rules.steps.vocab import AnteMode, FlipSource, HandKind, Pot

if TYPE_CHECKING:
    from dealerschoice.cards import HandRules

# (SPLIT, the small hand's size, it must rank below the big one), (SMALL_SHOWDOWN, tie pays),
# (PHASE_TWO,): the deal goes on only where it is not dealt again, (DROP_SMALL,): the small hands thrown
SPLIT, SMALL_SHOWDOWN, PHASE_TWO, DROP_SMALL = "split", "small-showdown", "phase-two", "drop-small"
REVIVE = "revive"  # (REVIVE,): "Everyone must reante.": every player is in again (`money.ante`)
SHUFFLE_BACK = "shuffle-back"  # (SHUFFLE_BACK,): the discards into the deck, shuffled by the table (`matching`)
_CARDS = [Card(code) for code in range(JOKER_CODE + 1)]  # the players' choices read Cards, not codes
_SPLITS: dict[tuple, tuple[int, ...]] = {}  # (rules, size, below, the cards held) -> the small hand's codes


def split_op(found, step: Split, where: str) -> None:
    """The split of each player's cards into two hands (`guts._Compiler`)."""
    if len(step.sizes) != 2 or sum(step.sizes) != found.own or found.own != found.held or \
            any(op[0] == "table" for op in found.ops):
        raise Unplanned(f"{where}: a split into {' and '.join(map(str, step.sizes))} cards of {found.own} in a "
                        "guts game (or beside table cards)")
    if found.split:
        raise Unplanned(f"{where}: a second split in a guts game")
    found.split = True
    found.small = min(step.sizes)
    found.ops.append((SPLIT, min(step.sizes), step.rule == "smaller-below-larger"))


def small_showdown(found, step: Showdown, where: str) -> None:
    """The showdown of the small hands, after the split and the declaration."""
    if type(step) is not Showdown or step.pot != Pot.HIGH or step.hand != HandKind.TWO_CARD \
            or step.split_with is not None:
        raise Unplanned(f"{where}: a {step.pot} showdown of the {step.hand} hand after a split in a guts game")
    found.showdown = True
    found.ops.append((SMALL_SHOWDOWN, step.tie_pays))


def after_redeal(found, step, where: str) -> None:
    """A step after the redeal of a split game: the big hands played on (see the module's list)."""
    kind = type(step)
    if found.final:
        raise Unplanned(f"{where}: a {step.kind} step after the big hands' showdown")
    if PHASE_TWO not in (op[0] for op in found.ops):
        found.ops.append((PHASE_TWO,))
    if isinstance(step, Ante) and kind is Ante and step.mode == AnteMode.RE_ANTE:
        found.ops.append((REVIVE,))
    elif isinstance(step, Discard) and kind is Discard and step.which == "hand":
        found.ops.append((DROP_SMALL,))
    elif isinstance(step, ShuffleDiscards) and kind is ShuffleDiscards and not step.pile and not step.when_empty:
        found.ops.append((SHUFFLE_BACK,))  # "Shuffle any discarded cards back into the deck."
    elif isinstance(step, Discard) and kind is Discard and DROP_SMALL in (op[0] for op in found.ops) \
            and not any(op[0] == "discard" for op in found.ops):  # the big hands' draw, keeping for high
        from dealerschoice.play.fast.choosing import discard_bounds  # choosing imports the players
        from dealerschoice.play.fast.guts import DISCARD  # guts imports this module

        bounds, everything = discard_bounds(step, found.own - found.small, found.players, False, False, where)
        if everything:
            raise Unplanned(f"{where}: a discard of every card after the small hands' showdown")
        found.ops.append((DISCARD, bounds))
    elif isinstance(step, Draw) and kind is Draw and step.count is None and found.ops[-1][0] == "discard":
        found.ops.append(("draw",))  # as many as each threw (`guts.DRAW`)
    elif isinstance(step, Showdown) and kind is Showdown:
        if step.pot != Pot.HIGH or step.hand != HandKind.BEST or step.split_with is not None or not step.tie_pays:
            raise Unplanned(f"{where}: a {step.pot} showdown of the {step.hand} hand after the small hands' "
                            "(or a tie that pays nobody)")
        if DROP_SMALL not in (op[0] for op in found.ops):
            raise Unplanned(f"{where}: a showdown of the big hands with the small ones still held")
        found.final = True
        from dealerschoice.play.fast.guts import SHOWDOWN  # guts imports this module

        found.ops.append((SHOWDOWN, True))
    elif kind in (Ante, Stack, Bet) or (isinstance(step, Flip) and kind is Flip and step.deal_instead_at is None
                                         and step.source not in (FlipSource.TOP_TO_HAND, FlipSource.DISCARDS)):
        return  # moves no card, folds nobody: nothing after reads the pot but the showdown that takes it
    else:
        raise Unplanned(f"{where}: a {step.kind} step after the redeal of a split guts game")


def small_hand(cards: list[int], size: int, below: bool, rules: HandRules) -> tuple[int, ...]:
    """The small hand a player splits off (`policies.split_hands`), remembered by the cards held."""
    key = (rules, size, below, tuple(sorted(cards)))  # `policies._split_hands` sorts the cards first: no order counts
    found = _SPLITS.get(key)
    if found is None:
        if len(_SPLITS) >= 1 << 18:
            _SPLITS.clear()
        _, little = policies.split_hands([_CARDS[c] for c in cards], size, rules, below)
        found = _SPLITS[key] = tuple(int(c) for c in little)
    return found
