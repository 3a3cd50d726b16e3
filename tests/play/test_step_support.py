"""Every step type the grammar can make is either played by the simulator or says why not:
a step type that claims to be simulated but has no handler would be skipped silently."""

from dealerschoice.play.handlers import handlers
from dealerschoice.rules.steps import STEP_TYPES, TableRule, Unknown

# Standing step types the simulator reads from the program wherever they are written.
READ_STANDING = {"deck", "hand-limit", "use", "wild", "wild-change", "forced", "split-card", "best-hand",
                 "qualifier", "dead", "redeal", "discard",
                 "board-layout", "board-use", "own-use", "other-use", "use-options",  # play/board.py, hand_limits.py
                 "board-any-line", "board-pick", "pick-requires", "spot-wild", "board-shift",
                 "opening-hand", "no-open-redeal", "opener-redeal", "opening-lapse",  # mechanics/opening.py
                 "extra-cards", "steal", "holding-fold",  # triggers.py, mechanics/stealing.py, holding.py
                 # judged with the hand: mechanics/showdown.py, ranking_play.py, wild_play.py, turned_wilds.py
                 "place-wins", "points-target", "wild-count-value", "wild-void", "suit-follow-wild", "wild-climb"}
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
