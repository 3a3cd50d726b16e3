"""Reader of `repeat.lark`: repeats of the last rules, and what ends them (`Until`)."""

from __future__ import annotations

from dealerschoice.rules.read.family import NotThisFamily
from dealerschoice.rules.read.phrases import Phrases, PokerHand
from dealerschoice.rules.steps import Repeat, Until
from dealerschoice.rules.steps.other import RepeatRules
from dealerschoice.rules.steps.table_rules import LastOutSplit, RepeatTillOneIn
from dealerschoice.rules.steps.vocab import UntilKind


def _int(children) -> int | None:
    return next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)


class Reader(Phrases):
    def repeat(self, children) -> Repeat:
        last, until = children
        if last == 0 or until.count == 0:
            raise NotThisFamily  # "the last zero actions", "zero times"
        return Repeat(last, until)

    def repeat_rules(self, children) -> RepeatRules:
        first, through = [c for c in children if isinstance(c, int) and not isinstance(c, bool)][:2]
        until: Until = children[-1]
        if not 1 <= first <= through or until.count == 0:
            raise NotThisFamily("a range of rules runs from a first rule to a later one")
        return RepeatRules(first, through, until)

    def repeat_rule_pair(self, children) -> RepeatRules:
        """"steps 5 and 6": two rules next to each other (two apart would not be a range)."""
        step = self.repeat_rules(children)
        if step.through != step.first + 1:
            raise NotThisFamily("two rules that are not neighbours are not a range")
        return step

    def repeat_what(self, children) -> int:
        # "the last action(s)": one rule unless a number is named
        count = _int(children)
        return 1 if count is None else count

    def repeat_till_out(self, children) -> tuple:
        """Until one player or none is left: one left takes the pot (the ONE_LEFT end), and
        none left (the last all out together) is the `LastOutSplit` the run goes on to say."""
        last = children[0]
        if last == 0:
            raise NotThisFamily
        return Repeat(last, Until(UntilKind.ONE_LEFT)), LastOutSplit()

    def repeat_till_one_in(self, children) -> RepeatTillOneIn:
        last, cards = [c for c in children if isinstance(c, int) and not isinstance(c, bool)][:2]
        if last == 0 or cards == 0:
            raise NotThisFamily
        return RepeatTillOneIn(last, cards)

    # ---- what ends it --------------------------------------------------------------
    def repeat_all_up(self, children) -> Until:
        return Until(UntilKind.ALL_UP)

    def repeat_showing(self, children) -> Until:
        return Until(UntilKind.SHOWING, _int(children))

    def repeat_wins(self, children) -> Until:
        return Until(UntilKind.WINS, _int(children))

    def repeat_wins_within(self, children) -> Until:
        wins, within = [c for c in children if isinstance(c, int) and not isinstance(c, bool)][:2]
        if wins > within:
            raise NotThisFamily("more wins than games to win them in")
        return Until(UntilKind.WINS_WITHIN, wins, within=within)

    def repeat_wins_within_row(self, children) -> Until:
        wins = _int(children)
        return Until(UntilKind.WINS_WITHIN, wins, within=wins)

    def repeat_no_bet(self, children) -> Repeat:
        last = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        if last == 0:
            raise NotThisFamily
        return Repeat(last, Until(UntilKind.BET_MADE))

    def repeat_claims_best(self, children) -> Until:
        return Until(UntilKind.CLAIMS_BEST)

    def repeat_table_card_around(self, children) -> Until:
        return Until(UntilKind.TABLE_CARD_AROUND)

    def repeat_legs(self, children) -> int | None:
        return _int(children)

    def repeat_pot_empty(self, children) -> Until:
        return Until(UntilKind.POT_EMPTY)

    def repeat_no_takers(self, children) -> Until:
        return Until(UntilKind.NO_TAKERS)

    def repeat_one_declines(self, children) -> Until:
        return Until(UntilKind.ONE_DECLINES)

    def repeat_deck_out(self, children) -> Until:
        return Until(UntilKind.DECK_OUT)

    def repeat_deck_short(self, children) -> Until:
        return Until(UntilKind.DECK_SHORT)

    def repeat_one_left(self, children) -> Until:
        return Until(UntilKind.ONE_LEFT)

    def repeat_declares_in(self, children) -> Until:
        return Until(UntilKind.DECLARES_IN)

    def repeat_hand(self, children) -> Until:
        hand = next(c for c in children if isinstance(c, PokerHand))
        return Until(UntilKind.HAND, category=hand.category, rank=hand.rank)

    def repeat_fixed(self, children) -> Until:
        return Until(UntilKind.TIMES, children[0])

    def repeat_each_player(self, children) -> Until:
        # "once for each player" / "for each player, going around the table twice": the
        # count is the times around the table
        return Until(UntilKind.EACH_PLAYER, _int(children) or 1)

    # ---- parts ---------------------------------------------------------------------
    def repeat_won(self, children) -> int | None:
        return _int(children)

    def repeat_once(self, children) -> int:
        return 1

    def repeat_twice(self, children) -> int:
        return 2

    def repeat_n_times(self, children) -> int | None:
        return _int(children)

    def _none(self, children) -> None:
        return None

    repeat_back = repeat_unit = repeat_unit_plural = repeat_everyone = repeat_their = repeat_someone = repeat_nobody = _none
    repeat_more = repeat_takes_pot = repeat_pot_left = repeat_one_takes = repeat_around = _none
    repeat_only_one_in = repeat_game_ends = repeat_redeal_all = _none
    repeat_bets = repeat_none_or_one = repeat_one_left_gets = repeat_none_left_split = _none
