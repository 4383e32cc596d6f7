"""The five difficulty levels and the factory that makes a player for each.

=========  ==========================================================================
Beginner   melds greedily, knocks late, sometimes misses a useful upcard
Easy       the research baseline: upcard only for a meld, least-deadwood discard, knocks at once
Medium     plus safe discards, dead-card tracking, knock timing aware of undercuts and the score
Hard       plus an estimate of the opponent's hand, draws and discards weighed by meld chances
Expert     searches sampled deals, a fixed amount of work per decision (``ai/expert.py``)
=========  ==========================================================================

Each level's module docstring says in plain words how it plays. Every player takes a seed, its
only source of randomness. The Expert's module is imported only when it is asked for (it is the
largest), so the lighter levels start instantly.
"""

from __future__ import annotations

import enum
import importlib
from typing import TYPE_CHECKING, cast

from ..engine import RuleSet
from .beginner import BeginnerPlayer
from .easy import EasyPlayer
from .hard import HardPlayer
from .medium import MediumPlayer
from .player import Player

if TYPE_CHECKING:
    from .expert import RolloutHelper

__all__ = ["Level", "make_player"]


class Level(enum.IntEnum):
    """Difficulty, weakest first."""

    BEGINNER = 1
    EASY = 2
    MEDIUM = 3
    HARD = 4
    EXPERT = 5

    @property
    def display_name(self) -> str:
        """The name shown to the user: "Beginner", "Easy", ..."""
        return self.name.capitalize()

    @classmethod
    def parse(cls, text: str | int) -> Level:
        """The level named ``text`` (any case, surrounding spaces ignored) or numbered 1..5."""
        key = str(text).strip()
        for level in cls:
            if key.upper() == level.name or key == str(int(level)):
                return level
        names = ", ".join(f"{level.display_name} ({int(level)})" for level in cls)
        raise ValueError(f"unknown level {text!r}; choose one of {names}")


def make_player(
    level: Level | str | int,
    seed: int,
    rules: RuleSet | None = None,
    *,
    helper: RolloutHelper | None = None,
) -> Player:
    """A new player of ``level`` drawing its randomness from ``seed``.

    ``rules`` is passed to levels that plan ahead with them (Expert); the others read the rules
    from each view. ``helper`` lets the Expert play part of its rollouts elsewhere (see
    ``ExpertPlayer``): the same decisions, sooner; the other levels ignore it.
    """
    chosen = level if isinstance(level, Level) else Level.parse(level)
    if chosen is Level.BEGINNER:
        return BeginnerPlayer(seed)
    if chosen is Level.EASY:
        return EasyPlayer(seed)
    if chosen is Level.MEDIUM:
        return MediumPlayer(seed)
    if chosen is Level.HARD:
        return HardPlayer(seed)
    return _expert(seed, rules, helper)


def _expert(seed: int, rules: RuleSet | None, helper: RolloutHelper | None) -> Player:
    """The search player of ``ai/expert.py`` (imported on first use)."""
    module = importlib.import_module(f"{__package__}.expert")
    player = module.ExpertPlayer(seed, rules=rules, helper=helper)
    return cast(Player, player)
