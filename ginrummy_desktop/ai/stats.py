"""Match statistics: the Wilson interval, percentiles, and the summary of a set of games (pure).

* Games won are reported with the **Wilson score interval** (95% by default): unlike the normal
  approximation it stays inside 0..1 and behaves for small samples and rates near 0 or 1. A
  drawn game (possible only in a Hollywood match) counts as half a win for each side.
* Decision times are summarised by the median and the 95th percentile, interpolated linearly
  between the closest ranks (the usual "type 7" definition, as in numpy's default).
* Hand rates (gin, knock, undercut) are per hand played, dead hands included.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .match import GameRecord

__all__ = ["MatchSummary", "SideSummary", "percentile", "summarise", "wilson_interval"]

Z_95 = 1.959963984540054
"""The two-sided 95% quantile of the standard normal distribution."""


def wilson_interval(successes: float, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval for a proportion; (0, 1) when there are no trials."""
    if trials <= 0:
        return 0.0, 1.0
    if not 0 <= successes <= trials:
        raise ValueError(f"successes {successes} outside 0..{trials}")
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    spread = z / (1 + z2 / trials) * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials))
    return max(0.0, centre - spread), min(1.0, centre + spread)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0..100) of ``values``, linear between ranks; NaN when empty."""
    if not 0 <= q <= 100:
        raise ValueError(f"percentile {q} outside 0..100")
    if not values:
        return math.nan
    ordered = sorted(values)
    position = (len(ordered) - 1) * q / 100
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


@dataclass(frozen=True, slots=True)
class SideSummary:
    """One side over a match. Rates are per hand; times in seconds."""

    name: str
    wins: float
    win_rate: float
    win_interval: tuple[float, float]
    points_per_game: float
    margin_per_game: float
    knock_rate: float
    gin_rate: float
    undercut_rate: float
    decisions: int
    median_seconds: float
    p95_seconds: float
    cap_hits: int = 0
    """Decisions cut short by the player's time cap (see :class:`~.match.SideRecord`)."""
    max_seconds: float = 0.0


@dataclass(frozen=True, slots=True)
class MatchSummary:
    """A whole match: games, hands and both sides."""

    games: int
    pairs: int
    hands: int
    dead_hand_rate: float
    unfinished: int
    sides: tuple[SideSummary, SideSummary]


def summarise(records: Iterable[GameRecord], names: tuple[str, str]) -> MatchSummary:
    """Aggregate finished games into a :class:`MatchSummary`."""
    games = list(records)
    hands = sum(g.hands for g in games)
    sides = (_side_summary(games, 0, names[0], hands), _side_summary(games, 1, names[1], hands))
    return MatchSummary(
        games=len(games),
        pairs=len({g.pair for g in games}),
        hands=hands,
        dead_hand_rate=_ratio(sum(g.dead_hands for g in games), hands),
        unfinished=sum(1 for g in games if not g.finished),
        sides=sides,
    )


def _ratio(part: float, whole: float) -> float:
    return part / whole if whole else 0.0


def _wins(game: GameRecord, side: int) -> float:
    if game.winner is None:
        return 0.5 if game.finished else 0.0
    return 1.0 if game.winner == side else 0.0


def _side_summary(games: list[GameRecord], side: int, name: str, hands: int) -> SideSummary:
    mine = [g.sides[side] for g in games]
    theirs = [g.sides[1 - side] for g in games]
    wins = sum(_wins(g, side) for g in games)
    times = [t for record in mine for t in record.decision_seconds]
    return SideSummary(
        name=name,
        wins=wins,
        win_rate=_ratio(wins, len(games)),
        win_interval=wilson_interval(wins, len(games)),
        points_per_game=_ratio(sum(r.points for r in mine), len(games)),
        margin_per_game=_ratio(
            sum(r.points for r in mine) - sum(r.points for r in theirs), len(games)
        ),
        knock_rate=_ratio(sum(r.knocks for r in mine), hands),
        gin_rate=_ratio(sum(r.gins + r.big_gins for r in mine), hands),
        undercut_rate=_ratio(sum(r.undercuts for r in mine), hands),
        decisions=len(times),
        median_seconds=percentile(times, 50),
        p95_seconds=percentile(times, 95),
        cap_hits=sum(r.cap_hits for r in mine),
        max_seconds=max(times, default=0.0),
    )
