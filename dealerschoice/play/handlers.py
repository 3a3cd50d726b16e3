"""Who plays each step type: a registry the mechanics fill from their own modules.

A handler plays one step at its place in the rules: `handler(hand, step, at)`, with the
running `PlayedHand`, the step and the index of its action in `hand.program.actions`; it
returns the action index to jump to (a repeat, a redeal), or None to go on. A module of
`dealerschoice.play.mechanics` registers its handlers with `@handles(StepType)`; every module
of that package is imported when the first hand is played, so a new mechanic is a new
module there, with no list to edit.

>>> from dealerschoice.rules.steps import Deal
>>> handler_for(Deal).__name__
'deal'
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeVar

from dealerschoice.rules.steps import RuleStep

if TYPE_CHECKING:
    from dealerschoice.play.simulate import PlayedHand

S_contra = TypeVar("S_contra", bound=RuleStep, contravariant=True)
T = TypeVar("T", bound=RuleStep)
MECHANICS = "dealerschoice.play.mechanics"


class Handler(Protocol[S_contra]):
    """Plays a step of type S_contra; returns the action index to jump to, or None."""

    def __call__(self, hand: PlayedHand, step: S_contra, at: int, /) -> int | None: ...


HANDLERS: dict[type[RuleStep], Handler] = {}  # step type -> handler: filled by @handles, read by the runner
_loaded = False


def _name(handler: object) -> str:
    """module.name of a handler, for errors (a Protocol cannot promise `__qualname__`)."""
    return f"{handler.__module__}.{getattr(handler, '__qualname__', repr(handler))}"


def handles(*kinds: type[T]) -> Callable[[Handler[T]], Handler[T]]:
    """Register the decorated function as the handler of these step types (one handler a
    type: a second one is an error that names both)."""
    if not kinds:
        raise TypeError("handles() needs at least one step type, e.g. @handles(Deal)")

    def register(handler: Handler[T]) -> Handler[T]:
        for kind in kinds:
            if not (isinstance(kind, type) and issubclass(kind, RuleStep)):
                raise TypeError(f"@handles({kind!r}) on {_name(handler)}: "
                                "a handler plays RuleStep types, e.g. @handles(Deal)")
            known = HANDLERS.get(kind)
            if known is not None and known is not handler:
                raise ValueError(f"two handlers for {kind.__name__}: {_name(known)} "
                                 f"and {_name(handler)}; a step type has one")
            HANDLERS[kind] = handler
        return handler
    return register


def load_mechanics() -> None:
    """Import every module of the mechanics package once, so their handlers are registered."""
    global _loaded
    if _loaded:
        return
    package = importlib.import_module(MECHANICS)
    for module in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        importlib.import_module(f"{MECHANICS}.{module.name}")
    _loaded = True


def handlers() -> dict[type[RuleStep], Handler]:
    """Every step type the simulator plays, with its handler (a copy: register with @handles)."""
    load_mechanics()
    return dict(HANDLERS)


def handler_for(kind: type[RuleStep]) -> Handler | None:
    """The handler of a step type, or None when the simulator does not play it."""
    load_mechanics()
    return HANDLERS.get(kind)
