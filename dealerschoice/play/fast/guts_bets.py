"""A betting round in a guts plan (`guts_play`), as the simulator's odds hands bet it
(`mechanics.betting.bet`, everyone staying: `Stance.everyone_stays`): only the chips it puts
into the pot, which the players in who lose then match and the next deal's declarations
weigh (`betting.at_stake`), so they must be the simulator's to the chip.

Nobody folds, so a player only checks or calls, bets or raises past a line
(`strength.bet_action` with folding barred, nothing at stake, not the final round): on
their hand's edge over par (`strength.edge`: its standing, `strength.standing`, for the
side the game plays for, less the lift the game's wild cards give a table's best hand,
`baseline.shift`, and a step for each opponent in beyond one), judged once a round. The
round goes clockwise from the opener (the player left of the dealer, the first still in);
a bet or a raise sends it round again to everyone else; the raises stop at `MAX_RAISES`,
where a player facing a bet calls. A guts plan bets only where nobody shows a card of their
own (nothing shown to weigh an edge against) and no rule reads the betting
(`odds_bets.bets_matter`'s openers, blinds, a raiser's role: refused in `guts`).
"""

from __future__ import annotations

from dealerschoice.cards import Card, HandRules
from dealerschoice.cards.cards import JOKER_CODE
from dealerschoice.play.players import baseline
from dealerschoice.play.players import strength as judged
from dealerschoice.play.players.strength import Action

_CARDS = [Card(code) for code in range(JOKER_CODE + 1)]  # the standings read Cards, not codes


class Bettor:
    """The betting rounds of one plan: its wild rules, the side its players aim for
    ("high", "low" or "both": `betting._aim`), the game's own lift (`baseline.game_lift`)
    and each hand's edge remembered by its cards and opponents."""

    def __init__(self, rules: HandRules, low_rules: HandRules, aim: str, game_lift: float, score):
        from dealerschoice.play.state import BET, MAX_RAISES  # state is the simulator's: not at import time

        self.rules, self.low_rules, self.aim, self.game_lift = rules, low_rules, aim, game_lift
        self.score = score  # the plan's high score: `strength.standing` of a high hand is a function of it
        self.bet, self.max_raises = BET, MAX_RAISES
        self.edges: dict[tuple, float] = {}

    def round(self, seats: list[int], known: list[list[int]], must_open: bool, shown: list[list[int]] | None = None,
              table: list[int] | None = None, high_opens: bool = False) -> int:
        """The chips a round puts in: `seats` the players still in, clockwise from the
        dealer's left; `known` each one's cards seen (their own and the table's up cards);
        `shown` each seat's own up cards (None: nobody shows any), weighed with the table's
        up cards (`table`) against each other player's hand (`betting._shown`); `high_opens`:
        the best hand showing opens (`betting.opener_of`), else the first seat."""
        if len(seats) < 2:  # `betting.bet`: no round with one player in
            return 0
        showing = {s: self._standing(shown[s] + (table or [])) for s in seats if shown[s]} if shown else {}
        if high_opens and shown:  # the best own up cards, the first of equals from the dealer's left
            best = max((s for s in seats if shown[s]), key=lambda s: self.score(shown[s]), default=None)
            if best is not None:
                at = seats.index(best)
                seats = seats[at:] + seats[:at]
        bet, opponents = self.bet, len(seats) - 1
        put = dict.fromkeys(seats, 0)
        edges: dict[int, float] = {}
        current = raises = total = 0
        queue = list(seats)
        while queue:
            seat = queue.pop(0)
            owe = current - put[seat]
            if (current == 0 and must_open and seat == seats[0]) or (owe > 0 and raises >= self.max_raises):
                choice = Action.CALL  # settled before the hand is judged (`betting._decided`)
            else:
                ahead = edges.get(seat)
                if ahead is None:
                    best_other = max((v for s, v in showing.items() if s != seat), default=None)
                    ahead = edges[seat] = self.edge(known[seat], opponents, best_other)
                choice = judged.bet_action(ahead, facing=owe > 0, can_raise=raises < self.max_raises, may_fold=False,
                                           risk=owe / bet, at_stake=0, final=False, raises=raises)
            if must_open and seat == seats[0] and current == 0 and choice not in (Action.BET, Action.RAISE):
                choice = Action.BET  # the opener may not check
            if choice == Action.BET and current:
                choice = Action.RAISE if raises < self.max_raises else Action.CALL
            if choice == Action.BET:
                current = amount = bet
            elif choice == Action.RAISE:
                current += bet
                raises += 1
                amount = owe + bet
            else:
                amount = owe
            put[seat] += amount
            total += amount
            if choice in (Action.BET, Action.RAISE):
                at = seats.index(seat)
                queue = seats[at + 1:] + seats[:at]
        return total

    def edge(self, cards: list[int], opponents: int, best_shown: float | None = None) -> float:
        """How far ahead of par the hand of `cards` stands (`betting._edge`), against the best
        hand another player shows (`best_shown`: its standing; None: nobody shows one)."""
        key = self._key(cards, opponents, best_shown)
        found = self.edges.get(key)
        if found is None:
            if len(self.edges) >= 200_000:
                self.edges.clear()
            found = self.edges[key] = judged.edge(self._standing(cards), len(cards),
                                                  () if best_shown is None else (best_shown,), opponents,
                                                  self._lift(cards))
        return found

    def _key(self, cards: list[int], opponents: int, best_shown: float | None) -> tuple:
        """What an edge reads of a hand: for high, its score and size (the standing is a
        function of the score, the lift of the size); else the cards."""
        if self.aim == "high":
            return self.score(cards), len(cards), opponents, best_shown
        return tuple(sorted(cards)), opponents, best_shown

    def _standing(self, cards: list[int]) -> float:
        """`betting._standing`: the high standing, the low one, or the better of both."""
        if not cards:
            return 0.0
        high = 0.0
        if self.aim != "low":
            score = self.score(cards)
            high = (score >> 20) + (score >> 16 & 15) / 15  # `strength.standing`, from the same score
            if self.aim == "high":
                return high
        low = judged.standing([_CARDS[c] for c in cards], self.rules, "low", self.low_rules)
        return low if self.aim == "low" else max(low, high)

    def _lift(self, cards: list[int]) -> float:
        """What the wild cards add to par (none where only a low hand wins)."""
        if self.aim == "low":
            return 0.0
        return max(baseline.shift(self.rules, len(cards)), self.game_lift)
