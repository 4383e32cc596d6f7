"""The arena's statistics: Wilson intervals against published values, percentiles, aggregation."""

from __future__ import annotations

import math

import pytest

from ginrummy_desktop.ai.match import GameRecord, SideRecord
from ginrummy_desktop.ai.stats import percentile, summarise, wilson_interval


@pytest.mark.parametrize(
    ("successes", "trials", "low", "high"),
    [
        (5, 10, 0.2366, 0.7634),  # the textbook example
        (0, 10, 0.0, 0.2775),  # stays inside 0..1 where the normal interval would not
        (10, 10, 0.7225, 1.0),
        (81, 263, 0.2553, 0.3662),  # Wikipedia, "Binomial proportion confidence interval"
        (580, 1000, 0.5492, 0.6102),
    ],
)
def test_wilson_interval_matches_known_values(
    successes: int, trials: int, low: float, high: float
) -> None:
    got = wilson_interval(successes, trials)
    assert got == pytest.approx((low, high), abs=5e-5)


def test_wilson_interval_edge_cases() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError, match="outside"):
        wilson_interval(11, 10)
    narrow, wide = wilson_interval(600, 1000), wilson_interval(60, 100)
    assert narrow[1] - narrow[0] < wide[1] - wide[0]


def test_percentile_interpolates_between_ranks() -> None:
    assert percentile([1.0, 2.0, 3.0, 4.0], 50) == 2.5
    assert percentile([float(x) for x in range(1, 101)], 95) == pytest.approx(95.05)
    assert percentile([3.0, 1.0, 2.0], 0) == 1.0
    assert percentile([3.0, 1.0, 2.0], 100) == 3.0
    assert percentile([7.0], 95) == 7.0
    assert math.isnan(percentile([], 50))
    with pytest.raises(ValueError, match="outside"):
        percentile([1.0], 101)


def _side(
    won: bool,
    points: int,
    knocks: int = 0,
    gins: int = 0,
    undercuts: int = 0,
    times: tuple[float, ...] = (),
) -> SideRecord:
    return SideRecord(won, points, knocks, gins, 0, undercuts, times)


def _game(
    pair: int,
    seat_of_a: int,
    a: SideRecord,
    b: SideRecord,
    hands: int,
    dead: int = 0,
    finished: bool = True,
) -> GameRecord:
    return GameRecord(pair, seat_of_a, (a, b), hands, dead, (), finished)


def test_summary_adds_up_games_hands_and_times() -> None:
    games = [
        _game(
            0,
            0,
            _side(True, 110, knocks=3, gins=1, times=(0.001, 0.003)),
            _side(False, 40, knocks=1, times=(0.002,)),
            hands=5,
        ),
        _game(
            0,
            1,
            _side(False, 90, undercuts=1, times=(0.005,)),
            _side(True, 120, knocks=2, gins=1, times=(0.004,)),
            hands=5,
            dead=1,
        ),
        _game(1, 0, _side(True, 105, knocks=4), _side(False, 10), hands=4),
        _game(1, 1, _side(False, 0), _side(False, 0), hands=1000, finished=False),
    ]
    summary = summarise(games, ("A", "B"))
    a, b = summary.sides
    assert (summary.games, summary.pairs, summary.hands, summary.unfinished) == (4, 2, 1014, 1)
    assert summary.dead_hand_rate == pytest.approx(1 / 1014)
    assert (a.wins, b.wins) == (2.0, 1.0)
    assert a.win_rate == 0.5
    assert a.win_interval == wilson_interval(2, 4)
    assert a.points_per_game == pytest.approx((110 + 90 + 105) / 4)
    assert a.margin_per_game == pytest.approx(((110 + 90 + 105) - (40 + 120 + 10)) / 4)
    assert a.knock_rate == pytest.approx(7 / 1014)
    assert a.gin_rate == pytest.approx(1 / 1014)
    assert a.undercut_rate == pytest.approx(1 / 1014)
    assert a.decisions == 3
    assert a.median_seconds == pytest.approx(0.003)
    assert b.p95_seconds == pytest.approx(0.002 + 0.95 * 0.002)


def test_a_drawn_game_counts_half_for_each_side() -> None:
    drawn = _game(0, 0, _side(False, 300), _side(False, 300), hands=20)
    summary = summarise([drawn], ("A", "B"))
    assert [side.wins for side in summary.sides] == [0.5, 0.5]
