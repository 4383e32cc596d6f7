"""The player interface: a player sees only its :class:`PlayerView` and returns one legal action.

Nothing else reaches a player: no game, no opponent hand, no stock order. Chance steps (the cut
and the deal) are applied by the table or the arena, never by a player. A player's own
randomness comes from the seed it was made with, so a match replays exactly.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ..engine import Action, PlayerView

__all__ = ["Player"]


@runtime_checkable
class Player(Protocol):
    """Anything that chooses an action from a view. ``view.legal_actions`` is never empty when
    ``choose`` is called, and the answer must be one of them (a Knock may carry its own melds)."""

    name: str

    def choose(self, view: PlayerView) -> Action:
        """One legal action for the seat of ``view``."""
        ...
