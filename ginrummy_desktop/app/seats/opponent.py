"""The computer opponent of a match: a level from ``ai/levels.py``, its seed and the rules.

The player decides in a process of its own (``app/seats/process_seat.py``, ``player_process.py``),
made there from the :class:`Opponent`'s :attr:`~Opponent.spec`; the table keeps its own copy of
the player (:attr:`Opponent.player`, made without the Expert's rollout helper, which only the
deciding copy needs) for its name and its memory, which the seat keeps in step with every
decision and the save stores.

When it fails, the table plays :class:`~ginrummy_desktop.ai.fallback.FallbackPlayer`'s move
(``controller.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...ai import Player
from ...ai.levels import Level, make_player
from ...engine import RuleSet
from ...player_process import PlayerSpec

__all__ = ["Opponent", "make_opponent"]


@dataclass(frozen=True, slots=True)
class Opponent:
    """The computer player of the match and what made it: its level, seed and rules."""

    player: Player
    level: Level
    seed: int
    rules: RuleSet

    @classmethod
    def made(cls, level: Level, seed: int, rules: RuleSet) -> Opponent:
        """The opponent of ``level`` with ``seed`` under ``rules`` (the table's copy)."""
        return cls(make_player(level, seed, rules), level, seed, rules)

    @property
    def spec(self) -> PlayerSpec:
        """What the player's process makes the deciding copy from."""
        return PlayerSpec(int(self.level), self.seed, self.rules)


def make_opponent(difficulty: int, seed: int, rules: RuleSet | None = None) -> Player:
    """The deciding player of ``difficulty`` (1 Beginner .. 5 Expert), as the player's process
    makes it (the Expert with its rollout helper on a machine with two cores or more)."""
    return PlayerSpec(difficulty, seed, rules or RuleSet()).make()
