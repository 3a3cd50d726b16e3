"""The closed vocabularies of step fields, as enums.

Each is a `StrEnum`, so a value prints, compares and serialises as its plain word
(`Face.UP == "up"`); a step built with a word outside the vocabulary fails when it is made
(`RuleStep.__post_init__` converts and checks), and under mypy.

The enums live by area (`vocab_cards`, `vocab_board`, `vocab_money`, `vocab_showdown`,
`vocab_wild`; their base `Word` in `vocab_word`); every one is imported from here.
"""

from __future__ import annotations

from dealerschoice.rules.steps.vocab_board import (
    BoardGroup,
    Chooser,
    Flipper,
    Holding,
    LineKind,
    Order,
    Part,
    Shape,
)
from dealerschoice.rules.steps.vocab_cards import (
    DealCondition,
    DealerNamed,
    DealTo,
    DrawOrder,
    DrawSeat,
    Face,
    FlipSource,
    FlipUntil,
    FlipWho,
    Happening,
    OfferFrom,
    PickOrder,
    RedealEvent,
    RedealWhen,
    Role,
    Side,
    TableCards,
    Target,
    TriggerEvent,
    TriggerWho,
    UntilKind,
)
from dealerschoice.rules.steps.vocab_money import (
    Amount,
    AnteMode,
    Cost,
    ForcedAction,
    GutsAnteWho,
    Opener,
    OpenerShift,
    PaidTo,
    Payer,
    PenaltyWho,
    RaisePer,
)
from dealerschoice.rules.steps.vocab_showdown import (
    Against,
    Category,
    Choice,
    DeclareMode,
    HandKind,
    HighLow,
    MadeOf,
    NoQualifiedThen,
    OutrightEvent,
    Place,
    Pot,
    Ranked,
    Scheme,
    ShareWith,
    SplitWith,
    TieBy,
)
from dealerschoice.rules.steps.vocab_wild import (
    ComboHow,
    FollowWatch,
    LimitedAs,
    WildChooser,
    WildHands,
    WildSource,
    WildVoidWhen,
)
from dealerschoice.rules.steps.vocab_word import Word

__all__ = [
    "Against", "Amount", "AnteMode", "BoardGroup", "Category", "Choice", "Chooser", "ComboHow", "Cost",
    "DealCondition", "DealTo", "DealerNamed", "DeclareMode", "DrawOrder", "DrawSeat", "Face", "FlipSource",
    "FlipUntil", "FlipWho", "Flipper", "FollowWatch", "ForcedAction", "GutsAnteWho", "HandKind", "Happening",
    "HighLow", "Holding", "LimitedAs", "LineKind", "MadeOf", "NoQualifiedThen", "OfferFrom", "Opener",
    "OpenerShift", "Order", "OutrightEvent", "PaidTo", "Part", "Payer", "PenaltyWho", "PickOrder", "Place",
    "Pot", "RaisePer", "Ranked", "RedealEvent", "RedealWhen", "Role", "Scheme", "Shape", "ShareWith", "Side",
    "SplitWith", "TableCards", "Target", "TieBy", "TriggerEvent", "TriggerWho", "UntilKind", "WildChooser",
    "WildHands", "WildSource", "WildVoidWhen", "Word",
]
