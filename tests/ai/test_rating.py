"""The rating's scale: calibrated on the levels, ordered, and read the way the review means it."""

from __future__ import annotations

import itertools
import math

import pytest

from ginrummy_desktop.ai.levels import Level
from ginrummy_desktop.ai.rating import CALIBRATION, boundaries, rating_of


def test_every_level_is_calibrated_once_weakest_first() -> None:
    assert [c.level for c in CALIBRATION] == list(Level)


def test_the_measured_rates_fall_from_beginner_to_expert() -> None:
    rates = [c.error_rate for c in CALIBRATION]
    assert all(weak > strong > 0 for weak, strong in itertools.pairwise(rates))


def test_each_level_rates_as_itself_at_its_own_rate() -> None:
    for calibration in CALIBRATION:
        assert rating_of(calibration.error_rate) is calibration.level


def test_boundaries_are_the_geometric_means_of_neighbours() -> None:
    by_level = {c.level: c.error_rate for c in CALIBRATION}
    for level, highest in boundaries():
        weaker = Level(level - 1)
        assert highest == pytest.approx(math.sqrt(by_level[level] * by_level[weaker]))
        assert rating_of(highest) is level
        assert rating_of(highest * 1.0001) is weaker


def test_the_ends_of_the_scale() -> None:
    assert rating_of(0.0) is Level.EXPERT
    assert rating_of(100.0) is Level.BEGINNER


@pytest.mark.parametrize("rate", [-0.1, math.nan, math.inf])
def test_a_rate_that_is_no_rate_is_refused(rate: float) -> None:
    with pytest.raises(ValueError, match="error rate"):
        rating_of(rate)
