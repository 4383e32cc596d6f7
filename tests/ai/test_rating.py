"""The rating's scale: every level measured, each rated as itself at its own rate, the ends of
the scale where the measurement puts them, and a rate read as the nearest level's."""

from __future__ import annotations

import itertools
import json
import math
from pathlib import Path

import pytest

from ginrummy_desktop.ai.levels import Level
from ginrummy_desktop.ai.rating import CALIBRATION, MEASURED_WITH, boundaries, rating_of
from ginrummy_desktop.ai.review import REVIEW_VERSION

DATA = Path(__file__).resolve().parents[2] / "benchmarks" / "results" / "review_calibration.jsonl"


def test_every_level_is_calibrated_once_weakest_first() -> None:
    assert [c.level for c in CALIBRATION] == list(Level)
    assert all(c.games > 0 and c.decisions > 0 for c in CALIBRATION)


def test_the_scale_is_the_measurement_kept_in_the_repository() -> None:
    """Each level's rate, games and decisions are the benchmark's, from its data file: the
    games reviewed by the review they were measured with (a game without a version: the
    first)."""
    lines = DATA.read_text(encoding="utf-8").splitlines()
    games = [g for g in map(json.loads, lines) if g.get("review_version", 1) == MEASURED_WITH]
    for calibration in CALIBRATION:
        mine = [g for g in games if g["level"] == calibration.level.name.lower()]
        decisions = sum(g["decisions"] for g in mine)
        assert (len(mine), decisions) == (calibration.games, calibration.decisions)
        assert calibration.error_rate == pytest.approx(
            sum(g["error"] for g in mine) / decisions, abs=0.0005)


def test_each_level_was_measured_on_at_least_200_games() -> None:
    """The measurement the scale asks for: fewer games leave neighbouring levels' rates too
    close to tell apart."""
    assert all(calibration.games >= 200 for calibration in CALIBRATION)


def test_the_scale_was_measured_with_this_review_or_an_earlier_one() -> None:
    assert 1 <= MEASURED_WITH <= REVIEW_VERSION


def test_the_levels_err_in_the_order_of_their_strength() -> None:
    """Measured: Beginner errs most per decision, then Easy, Medium, Hard, and the Expert least
    (the order the scale must have to mean anything)."""
    rates = [c.error_rate for c in CALIBRATION]
    assert all(weaker > stronger for weaker, stronger in itertools.pairwise(rates))


def test_each_level_rates_as_itself_at_its_own_rate() -> None:
    for calibration in CALIBRATION:
        assert rating_of(calibration.error_rate) is calibration.level


def test_boundaries_are_the_geometric_means_of_neighbours_in_rate() -> None:
    by_rate = sorted(CALIBRATION, key=lambda c: c.error_rate)
    found = boundaries()
    assert [level for level, _ in found] == [c.level for c in by_rate[:-1]]
    for (level, highest), (low, high) in zip(found, itertools.pairwise(by_rate), strict=True):
        assert highest == pytest.approx(math.sqrt(low.error_rate * high.error_rate))
        assert rating_of(highest) is level
        assert rating_of(highest * 1.0001) is high.level


def test_the_ends_of_the_ratings() -> None:
    assert rating_of(0.0) is Level.EXPERT
    assert rating_of(100.0) is Level.BEGINNER


@pytest.mark.parametrize("rate", [-0.1, math.nan, math.inf])
def test_a_rate_that_is_no_rate_is_refused(rate: float) -> None:
    with pytest.raises(ValueError, match="error rate"):
        rating_of(rate)
