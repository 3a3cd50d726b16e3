"""Every step type the grammar can make is either played by the simulator or says why not:
a step type that claims to be simulated but has no handler would be skipped silently."""

from dealerschoice.play.handlers import handlers
from dealerschoice.rules.steps import STEP_TYPES, TableRule, Unknown

# Standing step types the simulator reads from the program wherever they are written.
READ_STANDING = {"deck", "hand-limit", "use", "wild", "wild-change", "forced", "split-card", "best-hand",
                 "qualifier", "dead", "redeal", "discard",
                 "board-layout", "board-use", "own-use", "other-use", "use-options",  # play/board.py, hand_limits.py
                 "board-any-line", "board-pick", "pick-requires", "spot-wild", "board-shift",
                 "commons-by-discards", "folded-pass",  # play/hand_limits.py, mechanics/folded_pass.py
                 "cards-touch",  # play/hand_limits.py: the joined groups of board_groups.touching_groups
                 "common-once",  # read by the two-hand showdown: mechanics/two_hands.py
                 "board-for-pot",  # read by the showdown: mechanics/hand_boards.board_showdown
                 "opponent-discard", "side-deck",  # mechanics/card_up_rules.py (from triggers.py), side_deck.py
                 "opening-hand", "no-open-redeal", "opener-redeal", "opening-lapse",  # mechanics/opening.py
                 "extra-cards", "steal", "holding-fold",  # triggers.py, mechanics/stealing.py, holding.py
                 "empty-hand-fold", "last-out-split",  # mechanics/going_out.py, after the discards
                 "board-no-pair",  # mechanics/table_pairs.py, after every step
                 "points-sweep",  # read by the showdown: mechanics/points_sweep.py (winning.settled)
                 "flip-on-raise", "dead-flip", "no-peek-joins-hand",  # mechanics/no_peek_aside.py
                 "showdown-redeal",  # mechanics/redeals.at_showdown, from the showdown
                 "buy-or-fold", "bought-card-wild", "folded-keep",  # triggers.card_up, extra_buys.py; buying.py, holding.py
                 "fold-cost",  # read by the betting round: mechanics/fold_cost.py
                 "table-cards-on", "table-card-reoffered",  # triggers.card_up -> table_cards_on.py; buying -> reoffers.py
                 # guts (issue 17): the table's hand at the showdown (table_hand.py), forced in at the
                 # declaration (declare.py), legs and a joker dealt up (legs.py, outright.py)
                 "beat-table", "forced-in", "wins-outright", "must-win-all",  # and winning.py
                 # judged with the hand: mechanics/showdown.py, ranking_play.py, wild_play.py, turned_wilds.py
                 "place-wins", "points-target", "wild-count-value", "wild-void", "suit-follow-wild", "wild-climb",
                 # split cards and split hands: mechanics/split_card.py, split_hand.py (issue 16)
                 "named-split-card", "hole-split-card", "split-card-by-table", "split-card-by-count",
                 "split-card-of-spot", "own-wild-split-card", "most-cards", "split-place", "suit-total",
                 "card-penalty",  # watched after every step: mechanics/card_penalty.py
                 "wrap-straights", "flush-by-suit",  # judged with the hand: ranking_play.py (issue 16)
                 # wilds (issue 16): mechanics/dice.py and named_ranks.py (from turned_wilds.card_turned),
                 # wild_play.py (evaluator options)
                 "reroll", "pass-per-rank", "named-rank-wild", "held-set-wild", "wild-combo",
                 "dead-suit", "live-cards-to-win", "neighbour-fold",
                 # each player's own wilds: mechanics/own_wilds.py, from wild_play.with_limits and the judge
                 "own-card-wild-over", "own-wild-fallback", "after-own-end-wild", "used-card-wild",
                 # judged with the hand (issue 16, session 5): mechanics/own_rankings.py; the split card's
                 # turn, watched from triggers.card_up: mechanics/split_turns.py
                 "rank-moved", "new-hands", "split-card-turn", "closest-hand", "hand-distance"}
NOT_STEPS = {TableRule, Unknown}


def test_step_kinds_are_unique():
    kinds = [t.kind for t in STEP_TYPES]
    assert len(kinds) == len(set(kinds)), sorted(k for k in kinds if kinds.count(k) > 1)


def test_every_simulated_step_type_has_a_handler_or_is_read_standing():
    handled = set(handlers())
    missing = [t.__name__ for t in STEP_TYPES
               if t not in NOT_STEPS and t.simulated and t not in handled and t.kind not in READ_STANDING]
    assert missing == [], (f"step types with simulated=True the simulator never plays: {missing}; "
                           "give them a handler, or set simulated = False with gap_reason")


def test_a_step_type_not_simulated_says_why():
    silent = [t.__name__ for t in STEP_TYPES if not t.simulated and not t.gap_reason]
    assert silent == []
