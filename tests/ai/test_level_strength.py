"""A small, seeded strength check: Medium beats Beginner over whole games.

The full ladder (each level against the one below, thousands of games) is measured by
``benchmarks/ladder.py``; this only guards against a level being broken outright. Medium wins
about three games in four against Beginner, so 40 games (20 mirrored pairs) decide it reliably.
"""

from __future__ import annotations

import pytest

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.match import play_pair
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.ai.stats import summarise
from ginrummy_desktop.engine import PRESETS

RULES = PRESETS["benchmark"]
PAIRS = 20


def _medium(seed: int) -> Player:
    return make_player(Level.MEDIUM, seed)


def _beginner(seed: int) -> Player:
    return make_player(Level.BEGINNER, seed)


@pytest.mark.slow  # a Medium-vs-Beginner match: 4-5 s
def test_medium_beats_beginner() -> None:
    records = [r for k in range(PAIRS) for r in play_pair((_medium, _beginner), RULES, 2024, k)]
    medium, beginner = summarise(records, ("Medium", "Beginner")).sides
    assert medium.wins + beginner.wins == 2 * PAIRS
    assert medium.win_rate >= 0.6, f"Medium won only {medium.win_rate:.0%} of games"
    assert medium.margin_per_game > 0
