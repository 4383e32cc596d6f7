"""Matches against a friend in the statistics file (``stats_schema.py``, step 6): in none of the
computer's figures (ordinary or apart, streaks, chart, reviews), counted per friend, kept across
the migration of a file of the schema before, through the journal, and abandoned as any match
left in progress."""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from ginrummy_desktop.app.records.stats_rows import (
    HAND_COLUMNS,
    MATCH_COLUMNS,
    YOU,
    Apart,
    HandRow,
    MatchResult,
    MatchRow,
)
from ginrummy_desktop.app.records.stats_schema import MIGRATIONS, SCHEMA_VERSION, _statements
from ginrummy_desktop.app.records.stats_store import _FRIENDS, STATS_NAME, StatsDB
from ginrummy_desktop.app.records.stats_summary import (
    FriendFigures,
    friends_of,
    results_series,
    summarize,
)
from ginrummy_desktop.app.records.stats_writes import journaled, save_entry
from ginrummy_desktop.app.widgets.statistics_dialog import friends_note


@pytest.fixture
def db(tmp_path: Path) -> Iterator[StatsDB]:
    store = StatsDB(tmp_path / STATS_NAME)
    yield store
    store.close()


def _hand(number: int, match_id: str, **changes: object) -> HandRow:
    row = HandRow(match_id, number, f"2026-03-01T10:{number:02d}:00+00:00", "Standard",
                  "0123456789ab", 3, YOU, "knock", 10, YOU, YOU, 4, 14, 12)
    return replace(row, **changes)  # type: ignore[arg-type]


def _match(match_id: str, result: MatchResult = MatchResult.WON, day: int = 1,
           friend: str | None = None, **changes: object) -> MatchRow:
    ended = None if result is MatchResult.IN_PROGRESS else f"2026-03-{day:02d}T11:00:00+00:00"
    row = MatchRow(match_id, "" if friend else "ab" * 32, f"2026-03-{day:02d}T10:00:00", ended,
                   3, "Standard", "0123456789ab", result, 150, 60, 140, 20, 5, friend=friend)
    return replace(row, **changes)  # type: ignore[arg-type]


def test_a_friends_match_is_in_none_of_the_computers_figures(db: StatsDB) -> None:
    assert db.save(_match("m1", hands=1), "a record", _hand(1, "m1"))
    assert db.save(_match("f1", MatchResult.LOST, day=2, friend="Bruno"), '{"friend"}')
    assert db.save(_match("f2", day=3, friend="Bruno"), '{"friend"}')
    assert db.save(_match("f3", MatchResult.IN_PROGRESS, day=4, friend="Ana"), "{}")
    figures = db.summary()
    assert (figures.matches, figures.matches_won, figures.matches_apart) == (1, 1, 0)
    assert figures.current_streak == figures.longest_streak == 1  # the friend's won: no streak
    assert figures.since is not None and figures.since.startswith("2026-03-01")
    assert [point.margin for point in db.series()] == [90] == [
        point.margin for point in results_series(db.matches())]
    assert figures == summarize(db.hands(), db.matches()) == db.summary(3)
    assert db.review_figures().matches == 1
    assert db.unreviewed(10) == ["m1"]
    assert db.friends() == [FriendFigures("Bruno", won=1, lost=1)] == friends_of(db.matches())
    assert db.match_record("f2") == '{"friend"}'


def test_friends_come_latest_first_with_every_result(db: StatsDB) -> None:
    results = [MatchResult.WON, MatchResult.LOST, MatchResult.DRAWN, MatchResult.ABANDONED]
    rng = random.Random(4)
    for number in range(40):
        friend = rng.choice(["Ana", "Bruno", "Chloé", "Dmitri"])
        assert db.save(_match(f"f{number}", rng.choice(results), day=1 + number % 28,
                              friend=friend, started_at=f"2026-03-01T10:{number:02d}:00"))
    assert db.friends() == friends_of(db.matches())
    assert sum(figures.matches for figures in db.friends()) == 40
    assert len(db.friends(most=2)) == 2
    assert db.summary().matches == 0 and db.series() == []


def test_the_figures_per_friend_are_read_from_the_friends_matches_alone(db: StatsDB) -> None:
    db.matches()
    connection = db._connection()
    assert connection is not None
    plan = " ".join(str(row) for row in connection.execute(f"EXPLAIN QUERY PLAN {_FRIENDS}",
                                                           (20,)))
    assert "matches_by_friend" in plan


def test_a_friends_match_left_in_progress_is_abandoned_at_the_next_start(db: StatsDB) -> None:
    assert db.save(_match("f1", MatchResult.IN_PROGRESS, friend="Ana"), "{}")
    assert db.abandon_others("m9", "2026-03-05T10:00:00+00:00")
    (row,) = db.matches()
    assert row.result is MatchResult.ABANDONED and row.friend == "Ana"
    assert db.friends() == [FriendFigures("Ana", abandoned=1)]
    assert db.summary().matches == db.summary().matches_abandoned == 0


def test_a_friend_name_the_schema_refuses_is_not_written(db: StatsDB) -> None:
    assert not db.save(_match("f1", friend="x" * 41), "{}")
    assert db.matches() == []


def test_a_journal_line_carries_the_friend_and_an_older_one_is_the_computers() -> None:
    friend = _match("f1", friend="Bruno")
    assert journaled(json.loads(json.dumps(save_entry(friend, "{}", None)))).match == friend
    entry = save_entry(_match("m1"), "a record", None)
    del entry["match"]["friend"]
    assert journaled(json.loads(json.dumps(entry))).match == _match("m1")


def test_a_file_of_the_schema_before_keeps_its_rows_and_figures(tmp_path: Path) -> None:
    path = tmp_path / STATS_NAME
    connection = sqlite3.connect(path, isolation_level=None)
    for number, step in enumerate(MIGRATIONS[:5], start=1):  # as the game's version 5 made it
        for statement in _statements(step):
            connection.execute(statement)
        connection.execute(f"PRAGMA user_version = {number}")
    connection.close()
    before = StatsDB(tmp_path / "before.sqlite3")  # the same rows written at schema 6
    rows = [(_match("m1", hands=1), _hand(1, "m1")),
            (_match("m2", MatchResult.LOST, day=2, hands=1), _hand(1, "m2", scored_by=None)),
            (_match("m3", day=3, hands=1, apart=Apart.REPLAYED),
             _hand(1, "m3", apart=Apart.REPLAYED))]
    old = sqlite3.connect(path, isolation_level=None)
    columns = [*MATCH_COLUMNS[:-1], "record"]  # no "friend" yet
    for match, hand in rows:
        old.execute(f"INSERT INTO matches ({', '.join(columns)}) VALUES "
                    f"({', '.join('?' * len(columns))})", (*match.values()[:-1], "a record"))
        old.execute(f"INSERT INTO hands ({', '.join(HAND_COLUMNS)}) VALUES "
                    f"({', '.join('?' * len(HAND_COLUMNS))})", hand.values())
        assert before.save(match, "a record", hand)
    old.close()
    migrated = StatsDB(path)
    try:
        assert migrated.summaries() == before.summaries()
        assert migrated.matches() == before.matches() and migrated.moved_to == []
        assert migrated.save(_match("f1", day=4, friend="Ana"), "{}")
        assert migrated.summaries() == before.summaries()
        assert migrated.friends() == [FriendFigures("Ana", won=1)]
    finally:
        migrated.close()
        before.close()
    check = sqlite3.connect(path)
    assert int(check.execute("PRAGMA user_version").fetchone()[0]) == SCHEMA_VERSION == 7
    check.close()


def test_the_statistics_note_names_the_friends_with_their_wins_and_losses() -> None:
    assert friends_note([]) == ""
    assert friends_note([FriendFigures("Bruno", won=2, lost=1), FriendFigures("Ana", lost=1,
                                                                              abandoned=3)]) \
        == "Against friends, won–lost: Bruno 2–1, Ana 0–1."
