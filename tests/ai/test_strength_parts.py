"""``benchmarks/strength.py``: a long measurement played in parts adds up to the one match, and
games count only for the players that played them.

A thousand games of the Expert take hours on the project's machine, so the measurement is kept
session by session in a file and played over several runs. These tests play Medium against
Easy (quick) in two parts and compare with the arena's one match of the same seed.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import strength

from ginrummy_desktop.ai.stats import summarise
from ginrummy_desktop.arena import run_match
from ginrummy_desktop.engine import RuleSet

ARGS = ["medium", "easy", "--rules", "benchmark", "--seed", "5", "--session", "2", "--jobs", "1"]


def _play(data: Path, games: int) -> None:
    assert strength.main([*ARGS, "--games", str(games), "--data", str(data)]) == 0


def _games(data: Path) -> list[tuple[int, int, bool, int, int]]:
    records = strength.records_of(strength.read_lines(data))
    return [(r.pair, r.seat_of_a, r.sides[0].won, r.sides[0].points, r.sides[1].points)
            for r in records]


def test_parts_add_up_to_the_whole_match(tmp_path: Path) -> None:
    data = tmp_path / "strength.jsonl"
    _play(data, 4)
    assert len(data.read_text(encoding="utf-8").splitlines()) == 1  # one session of 2 pairs
    _play(data, 12)  # plays only the two sessions missing
    _play(data, 12)  # nothing left to play
    assert len(data.read_text(encoding="utf-8").splitlines()) == 3
    whole = run_match(("medium", "easy"), RuleSet.preset("benchmark"), 12, seed=5, jobs=1,
                      session=2)
    assert _games(data) == [(r.pair, r.seat_of_a, r.sides[0].won, r.sides[0].points,
                             r.sides[1].points) for r in whole.records]
    medium, easy = summarise(whole.records, ("medium", "easy")).sides
    row = strength.table(strength.read_lines(data)).splitlines()[2]
    shares = f"{medium.knock_rate:.1%} / {medium.gin_rate:.1%} / {medium.undercut_rate:.1%}; "
    assert shares + f"{easy.knock_rate:.1%} / {easy.gin_rate:.1%} / {easy.undercut_rate:.1%}" in row
    assert medium.knock_rate + medium.gin_rate + easy.knock_rate + easy.gin_rate > 0


def test_games_of_a_player_that_plays_otherwise_do_not_count(tmp_path: Path) -> None:
    data = tmp_path / "strength.jsonl"
    _play(data, 4)
    line = json.loads(data.read_text(encoding="utf-8"))
    line["digests"][0] = "0" * 12  # the same comparison, played by a Medium that chose otherwise
    data.write_text(json.dumps(line) + "\n", encoding="utf-8")
    _play(data, 4)
    rows = strength.table(strength.read_lines(data)).splitlines()[2:]
    assert len(rows) == 2 and all("| 4 |" in row for row in rows)  # each counted apart


def test_a_line_that_is_not_a_session_is_skipped_and_said(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "strength.jsonl"
    _play(data, 4)
    with data.open("a", encoding="utf-8") as out:
        out.write('{"players": ["medium"\n{"games": 3}\n')
    assert len(strength.read_lines(data)) == 1
    assert "line 2 of strength.jsonl skipped" in capsys.readouterr().err


def test_the_sessions_still_to_play_come_in_runs() -> None:
    assert strength.missing_blocks({0, 1, 4}, 8, 2) == [(2, 6)]
    assert strength.missing_blocks({2, 3}, 8, 2) == [(0, 2), (4, 4)]
    assert strength.missing_blocks(set(range(8)), 8, 2) == []
    assert strength.missing_blocks({1}, 3, 0) == [(0, 1), (2, 1)]  # fresh players: pair by pair
