"""The computer opponent for the table: a level from ``ai/levels.py``.

When it fails, the table plays :class:`~ginrummy_desktop.ai.fallback.FallbackPlayer`'s move
(``controller.py``).
"""

from __future__ import annotations

from ..ai import Player
from ..ai.levels import Level, make_player
from ..engine import RuleSet

__all__ = ["make_opponent"]


def make_opponent(difficulty: int, seed: int, rules: RuleSet | None = None) -> Player:
    """The computer player of ``difficulty`` (1 Beginner .. 5 Expert)."""
    return make_player(Level(difficulty), seed, rules)
