"""The player interface: a player sees only its :class:`PlayerView` and returns one legal action.

Nothing else reaches a player: no game, no opponent hand, no stock order. Chance steps (the cut
and the deal) are applied by the table or the arena, never by a player. A player's own
randomness comes from the seed it was made with, so a match replays exactly.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, runtime_checkable

from ..engine import Action, PlayerView

__all__ = ["Player", "RemembersState", "memory_of", "restore_memory"]


@runtime_checkable
class Player(Protocol):
    """Anything that chooses an action from a view. ``view.legal_actions`` is never empty when
    ``choose`` is called, and the answer must be one of them (a Knock may carry its own melds)."""

    name: str

    def choose(self, view: PlayerView) -> Action:
        """One legal action for the seat of ``view``."""
        ...


@runtime_checkable
class RemembersState(Protocol):
    """A player whose next decisions depend on more than its seed and the view: its random
    generator's position, or what it has learned of its opponent. The table saves this with a
    match so that a resumed match plays on exactly as it would have.

    ``memory()`` returns plain JSON data (dicts, lists, strings, numbers, booleans, None);
    ``restore(memory)`` takes it back and raises ``ValueError`` (or ``TypeError``) when it is
    not something ``memory()`` of this kind of player could have returned, changing nothing.
    """

    def memory(self) -> dict[str, Any]:
        """What this player's later decisions depend on, as JSON data."""
        ...

    def restore(self, memory: Mapping[str, Any]) -> None:
        """Take back a ``memory()``; ValueError or TypeError when it does not fit."""
        ...


def memory_of(player: Player) -> dict[str, Any]:
    """``player.memory()``, or an empty memory for a player that keeps none."""
    return player.memory() if isinstance(player, RemembersState) else {}


def restore_memory(player: Player, memory: Mapping[str, Any]) -> None:
    """Give ``player`` back its saved memory (nothing to do for a player that keeps none)."""
    if isinstance(player, RemembersState):
        player.restore(memory)
    elif memory:
        raise ValueError(f"{player.name} keeps no memory, but one was given")
