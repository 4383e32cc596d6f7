"""The arena command: player specs, the report, several processes, stopping early."""

from __future__ import annotations

import pytest

from ginrummy_desktop import arena
from ginrummy_desktop.ai.match import GameRecord, play_pair
from ginrummy_desktop.engine import PRESETS

RULES = PRESETS["benchmark"]


def test_report_names_both_players_and_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    code = arena.main(["easy", "Beginner", "--games", "2", "--jobs", "1", "--rules", "benchmark"])
    out, err = capsys.readouterr()
    assert code == 0
    assert "Easy vs Beginner: rules Benchmark, seed 1, 2 of 2 games (1 mirrored pairs)" in out
    for column in ("games won", "95% CI", "pts/game", "knock", "gin", "p95 ms", "cap hits"):
        assert column in out
    assert "2/2 games" in err


def test_an_external_player_is_loaded_from_module_and_factory() -> None:
    factory = arena.player_factory("ginrummy_desktop.ai.easy:EasyPlayer", RULES)
    assert factory(1).name == "Easy"
    result = arena.run_match(("ginrummy_desktop.ai.easy:EasyPlayer", "easy"), RULES, games=2)
    assert result.summary.games == 2 and not result.interrupted


@pytest.mark.parametrize("spec", ["nobody", "no.such.module:make", "ginrummy_desktop.ai:nothing"])
def test_a_bad_player_is_refused(spec: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main([spec, "easy", "--games", "2", "--jobs", "1"]) == 2
    assert "arena:" in capsys.readouterr().err


def test_games_are_shared_among_processes_with_the_same_result() -> None:
    one = arena.run_match(("easy", "beginner"), RULES, games=4, seed=3, jobs=1)
    two = arena.run_match(("easy", "beginner"), RULES, games=4, seed=3, jobs=2)
    strip = [(r.pair, r.seat_of_a, r.winner, r.hands, r.decks) for r in one.records]
    assert strip == [(r.pair, r.seat_of_a, r.winner, r.hands, r.decks) for r in two.records]


@pytest.mark.parametrize("session", [0, 1, 2])
def test_sessions_replay_the_same_whatever_the_number_of_processes(session: int) -> None:
    one = arena.run_match(("medium", "easy"), RULES, games=6, seed=5, jobs=1, session=session)
    two = arena.run_match(("medium", "easy"), RULES, games=6, seed=5, jobs=2, session=session)
    strip = [(r.pair, r.seat_of_a, r.winner, r.hands, r.sides[0].points) for r in one.records]
    assert strip == [
        (r.pair, r.seat_of_a, r.winner, r.hands, r.sides[0].points) for r in two.records
    ]
    assert one.session == session


def test_a_match_played_in_parts_adds_up_to_the_whole() -> None:
    whole = arena.run_match(("medium", "easy"), RULES, games=8, seed=5, session=2)
    first = arena.run_match(("medium", "easy"), RULES, games=4, seed=5, session=2)
    rest = arena.run_match(("medium", "easy"), RULES, games=4, seed=5, session=2, first_pair=2)
    assert [r.pair for r in rest.records] == [2, 2, 3, 3]

    def strip(records: tuple[GameRecord, ...]) -> list[tuple[int, int, int | None, int]]:
        return [(r.pair, r.seat_of_a, r.winner, r.sides[0].points) for r in records]

    assert strip(first.records) + strip(rest.records) == strip(whole.records)


def test_session_zero_is_fresh_players_every_game() -> None:
    result = arena.run_match(("medium", "easy"), RULES, games=4, seed=5, session=0)
    factories = (arena.player_factory("medium", RULES), arena.player_factory("easy", RULES))
    fresh = [r for pair in range(2) for r in play_pair(factories, RULES, 5, pair)]
    played = [(r.winner, r.sides[0].points, r.hands) for r in result.records]
    assert played == [(r.winner, r.sides[0].points, r.hands) for r in fresh]
    assert "fresh players every game" in arena.format_summary(result, RULES, seed=5)


def test_ctrl_c_stops_the_match_and_keeps_the_games_so_far() -> None:
    def interrupt_after_first_pair(done: int, planned: int, records: list[GameRecord]) -> None:
        raise KeyboardInterrupt

    result = arena.run_match(
        ("easy", "beginner"), RULES, games=10, jobs=1, progress=interrupt_after_first_pair
    )
    assert result.interrupted
    assert result.summary.games == 2 and result.planned_games == 10
    assert "(interrupted)" in arena.format_summary(result, RULES, seed=1)


def test_progress_counts_every_game_a_worker_sends_at_once() -> None:
    """A worker process sends a whole session's games when the session ends: the progress
    must count them all then (it used to report the session's first pair, so a long match
    showed 2 games done where 20 were)."""
    seen: list[int] = []

    def record(done: int, planned: int, records: list[GameRecord]) -> None:
        assert done == len(records) and planned == 8
        seen.append(done)

    arena.run_match(
        ("easy", "beginner"), RULES, games=8, seed=3, jobs=2, session=2, progress=record
    )
    assert seen == [4, 8]


def test_progress_in_one_process_counts_each_pair() -> None:
    seen: list[int] = []

    def record(done: int, planned: int, records: list[GameRecord]) -> None:
        seen.append(done)

    arena.run_match(
        ("easy", "beginner"), RULES, games=6, seed=3, jobs=1, session=2, progress=record
    )
    assert seen == [2, 4, 6]
