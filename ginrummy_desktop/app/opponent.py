"""The computer opponent for the table: a level from ``ai/levels.py``.

The Expert gets the program's helper process for its rollouts (``rollout_process.py``) on a
machine with two or more cores: the same decisions, sooner (the mean decision 14-21% shorter
on a 2-core machine). It is started as the
Expert is made, so it is ready by its first decision (until then the search plays alone).

When it fails, the table plays :class:`~ginrummy_desktop.ai.fallback.FallbackPlayer`'s move
(``controller.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ai import Player
from ..ai.levels import Level, make_player
from ..engine import RuleSet

__all__ = ["Opponent", "make_opponent"]


@dataclass(frozen=True, slots=True)
class Opponent:
    """The computer player of the match and what made it: its level and its seed."""

    player: Player
    level: Level
    seed: int


def make_opponent(difficulty: int, seed: int, rules: RuleSet | None = None) -> Player:
    """The computer player of ``difficulty`` (1 Beginner .. 5 Expert)."""
    level = Level(difficulty)
    if level is not Level.EXPERT:
        return make_player(level, seed, rules)
    from ..rollout_process import shared_helper  # with the Expert's module: only when needed

    helper = shared_helper()
    if helper is not None:
        helper.warm_up(0.0)
    return make_player(level, seed, rules, helper=helper)
