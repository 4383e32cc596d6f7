"""Turning a level's decisions into legal actions, and the phase dispatch all levels share.

A level decides three things: whether to take the top card of the discard pile (the *upcard*),
which card to throw, and whether to knock with it. :class:`TurnPlayer` asks those questions in
the right phase and maps the answers onto ``view.legal_actions``: the upcard offer (take or
pass), the draw (pile or stock), the wall under the 50th-card rule (take only to knock, or pass),
the discard (discard, knock, or big gin when all eleven cards meld), and the showdown (lay off,
which the engine plays optimally).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..engine import (
    Action,
    BigGin,
    Discard,
    DrawStock,
    Knock,
    LayOff,
    Pass,
    Phase,
    PlayerView,
    TakeDiscard,
    TakeUpcard,
)
from .hands import card_of
from .knowledge import TableKnowledge

__all__ = ["Throw", "TurnPlayer", "discard_options", "knock_options"]


@dataclass(frozen=True, slots=True)
class Throw:
    """A discard decision: the card index to throw, and whether to knock with it."""

    card: int
    knock: bool = False


def discard_options(view: PlayerView) -> int:
    """Mask of the cards that may be thrown now, face up or by knocking."""
    mask = 0
    for action in view.legal_actions:
        if isinstance(action, Discard | Knock):
            mask |= action.card.bit
    return mask


def knock_options(view: PlayerView) -> int:
    """Mask of the cards whose discard would leave a hand that may knock."""
    mask = 0
    for action in view.legal_actions:
        if isinstance(action, Knock):
            mask |= action.card.bit
    return mask


def _may_big_gin(view: PlayerView) -> bool:
    return any(isinstance(action, BigGin) for action in view.legal_actions)


class TurnPlayer(ABC):
    """Base of the heuristic levels: phase dispatch and the mapping onto legal actions.

    Subclasses implement :meth:`wants_upcard` and :meth:`throw`; ``self.rng`` is their only
    source of randomness, seeded at construction, so a level replays exactly.
    """

    name: str

    def __init__(self, seed: int, name: str) -> None:
        self.rng = random.Random(seed)
        self.name = name

    def memory(self) -> dict[str, Any]:
        """The random generator's position (the only thing besides the view a level's
        decisions depend on), as JSON data."""
        version, internal, gauss = self.rng.getstate()
        return {"rng": [version, list(internal), gauss]}

    def restore(self, memory: Mapping[str, Any]) -> None:
        """Put the random generator back where :meth:`memory` found it (ValueError or
        TypeError, and no change, when ``memory`` is not such a position)."""
        self.rng.setstate(_rng_state(memory))

    def choose(self, view: PlayerView) -> Action:
        """One legal action for the seat of ``view``."""
        phase = view.phase
        if phase is Phase.SHOWDOWN:
            return LayOff()
        if phase is Phase.UPCARD_OFFER or phase is Phase.DRAW:
            return self._draw(view)
        if phase is Phase.DISCARD:
            return self._discard(view)
        return view.legal_actions[0]

    @abstractmethod
    def wants_upcard(self, view: PlayerView, known: TableKnowledge) -> bool:
        """Whether to take the top card of the discard pile rather than the stock (or pass)."""

    @abstractmethod
    def throw(self, view: PlayerView, known: TableKnowledge) -> Throw:
        """The card to throw (one of :func:`discard_options`) and whether to knock with it."""

    def _draw(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        take: Action = TakeUpcard() if view.phase is Phase.UPCARD_OFFER else TakeDiscard()
        decline: Action = DrawStock() if DrawStock() in legal else Pass()
        if take not in legal:
            return decline
        if view.at_wall:
            return take  # legal only when the card lets this hand knock: always worth it
        return take if self.wants_upcard(view, TableKnowledge.from_view(view)) else decline

    def _discard(self, view: PlayerView) -> Action:
        if _may_big_gin(view):
            return BigGin()
        decision = self.throw(view, TableKnowledge.from_view(view))
        card = card_of(decision.card)
        knock = Knock(card)
        if (decision.knock or view.at_wall) and knock in view.legal_actions:
            return knock
        discard = Discard(card)
        if discard in view.legal_actions:
            return discard
        raise AssertionError(f"{self.name} chose {card}, which may not be thrown now")


def _rng_state(memory: Mapping[str, Any]) -> tuple[Any, ...]:
    """A ``random.Random`` state from its JSON form ``[version, [625 ints], gauss]``."""
    saved = memory.get("rng") if isinstance(memory, Mapping) else None
    if not isinstance(saved, list) or len(saved) != 3:
        raise ValueError("the saved random state is not [version, numbers, gauss]")
    version, internal, gauss = saved
    if (
        version != 3
        or not isinstance(internal, list)
        or len(internal) != 625
        or not all(type(n) is int and 0 <= n < 2**32 for n in internal[:624])
        or type(internal[624]) is not int
        or not 0 <= internal[624] <= 624
        or not (gauss is None or type(gauss) is float)
    ):
        raise ValueError("the saved random state is not a Mersenne Twister position")
    return (version, tuple(internal), gauss)
