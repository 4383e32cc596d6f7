"""A rating from the error rate, calibrated on the program's own five levels.

GNU Backgammon rates a player by its error rate per decision on a fixed scale (Supernatural,
World class, Expert, ... Awful). This game's scale is its own levels: each level's error rate
per decision was measured by the review itself (:mod:`.review`, its default settings) on whole
games against Hard (``benchmarks/review_calibration.py``, figures in the README), and a rate is
rated as the level whose measured rate is nearest on a ratio scale (errors spread over one:
Beginner's rate is many times the Expert's), so the boundary between two levels neighbouring
in rate is the geometric mean of their rates.

What the measurement shows, and so what a rating means: the levels err per decision in the
order of their strength, Beginner the most and the Expert by far the least, so "you played like
Hard this match" says both that your error per decision was nearest Hard's and that you played
about as well. (The first review, version 1, rated Medium and Hard alike: its rollouts' later
turns knocked into every undercut, which punished Hard's sound habit of sitting with little
deadwood; ``docs/review.md``, *Rating*.)

The rates are measurements, kept here with how many games and decisions each rests on; rerun
the benchmark and copy its table here when the review's meaning changes (``REVIEW_VERSION``).

This module imports no Qt and does no I/O.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from .levels import Level

__all__ = ["CALIBRATION", "MEASURED_WITH", "Calibration", "boundaries", "rating_of"]


@dataclass(frozen=True, slots=True)
class Calibration:
    """One level's measured error rate (mean error per decision, in hand points), over
    ``games`` games and ``decisions`` decisions."""

    level: Level
    error_rate: float
    games: int
    decisions: int


CALIBRATION: tuple[Calibration, ...] = (
    Calibration(Level.BEGINNER, 1.167, 200, 25683),
    Calibration(Level.EASY, 0.849, 200, 23874),
    Calibration(Level.MEDIUM, 0.672, 200, 25419),
    Calibration(Level.HARD, 0.466, 200, 23888),
    Calibration(Level.EXPERT, 0.075, 200, 21305),
)
"""Each level's error rate, weakest first (``benchmarks/review_calibration.py``)."""

MEASURED_WITH = 3
"""The review (``review.REVIEW_VERSION``) whose values these rates were measured with. Until the
benchmark has measured today's review, a rating compares a player's errors under it with the
levels' errors under this one."""


def boundaries() -> tuple[tuple[Level, float], ...]:
    """Each level but the one of the highest rate, with the highest error rate that still
    rates as it, the lowest rate first: the geometric mean of its rate and the next higher
    level's (in rate)."""
    by_rate = sorted(CALIBRATION, key=lambda c: c.error_rate)
    return tuple((low.level, math.sqrt(low.error_rate * high.error_rate))
                 for low, high in itertools.pairwise(by_rate))


def rating_of(error_rate: float) -> Level:
    """The level whose measured error rate is nearest ``error_rate`` (hand points per
    decision) on a ratio scale."""
    if not math.isfinite(error_rate) or error_rate < 0:
        raise ValueError(f"an error rate is a finite number of points, not {error_rate!r}")
    for level, highest in boundaries():
        if error_rate <= highest:
            return level
    return max(CALIBRATION, key=lambda c: c.error_rate).level
