"""The statistics database without a window: the schema and its migration, idempotent writes,
the arithmetic of the figures on hand-made rows, and every way the file can go wrong (damaged,
not SQLite, truncated, of another program or a newer version, locked, impossible to write)."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from ginrummy_desktop.app.records.stats_rows import (
    COMPUTER,
    YOU,
    Apart,
    HandRow,
    MatchResult,
    MatchRow,
    settings_hash,
)
from ginrummy_desktop.app.records.stats_schema import SCHEMA_VERSION
from ginrummy_desktop.app.records.stats_store import STATS_NAME, StatsDB
from ginrummy_desktop.app.records.stats_summary import results_series, summarize
from ginrummy_desktop.app.records.stats_writes import journaled, save_entry
from ginrummy_desktop.engine import PRESETS, RuleSet

# The first schema exactly as version 1 of the game wrote it, kept here by hand: the migration
# must bring such a file up to date, whatever later steps do.
FIRST_SCHEMA = """
CREATE TABLE matches (
    match_id TEXT PRIMARY KEY, seed_fingerprint TEXT NOT NULL, started_at TEXT NOT NULL,
    ended_at TEXT, level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 5),
    rules_preset TEXT NOT NULL, settings_hash TEXT NOT NULL,
    result TEXT NOT NULL DEFAULT 'in progress'
        CHECK (result IN ('won', 'lost', 'drawn', 'abandoned', 'in progress')),
    your_score INTEGER NOT NULL DEFAULT 0, computer_score INTEGER NOT NULL DEFAULT 0,
    your_bonus INTEGER NOT NULL DEFAULT 0, computer_bonus INTEGER NOT NULL DEFAULT 0,
    hands INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE hands (
    match_id TEXT NOT NULL, hand_number INTEGER NOT NULL, played_at TEXT NOT NULL,
    rules_preset TEXT NOT NULL, settings_hash TEXT NOT NULL,
    level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 5),
    dealer TEXT NOT NULL CHECK (dealer IN ('you', 'computer')),
    outcome TEXT NOT NULL CHECK (outcome IN ('knock', 'gin', 'big gin', 'undercut', 'dead hand')),
    points INTEGER NOT NULL, scored_by TEXT CHECK (scored_by IN ('you', 'computer')),
    knocker TEXT CHECK (knocker IN ('you', 'computer')),
    your_deadwood INTEGER, computer_deadwood INTEGER, turns INTEGER NOT NULL,
    PRIMARY KEY (match_id, hand_number)
);
INSERT INTO matches VALUES ('m1', 'ab12', '2026-01-02T10:00:00.000+00:00',
    '2026-01-02T10:40:00.000+00:00', 3, 'Standard', '0123456789ab', 'won', 160, 40, 145, 0, 6);
INSERT INTO hands VALUES ('m1', 1, '2026-01-02T10:05:00.000+00:00', 'Standard', '0123456789ab',
    3, 'computer', 'gin', 31, 'you', 'you', 0, 6, 14);
PRAGMA user_version = 1;
"""


@pytest.fixture
def db(tmp_path: Path) -> Iterator[StatsDB]:
    store = StatsDB(tmp_path / STATS_NAME)
    yield store
    store.close()


def told(store: StatsDB) -> list[str]:
    messages: list[str] = []
    store.notify = messages.append
    return messages


def hand(number: int = 1, match_id: str = "m1", **changes: object) -> HandRow:
    row = HandRow(
        match_id=match_id, hand_number=number, played_at=f"2026-03-01T10:{number:02d}:00+00:00",
        rules_preset="Standard", settings_hash="0123456789ab", level=3, dealer=YOU,
        outcome="knock", points=10, scored_by=YOU, knocker=YOU, your_deadwood=4,
        computer_deadwood=14, turns=12,
    )
    return replace(row, **changes)  # type: ignore[arg-type]


def match(match_id: str = "m1", result: MatchResult = MatchResult.WON, day: int = 1,
          **changes: object) -> MatchRow:
    ended = None if result is MatchResult.IN_PROGRESS else f"2026-03-{day:02d}T11:00:00+00:00"
    row = MatchRow(
        match_id=match_id, seed_fingerprint="ab" * 32, started_at=f"2026-03-{day:02d}T10:00:00",
        ended_at=ended, level=3, rules_preset="Standard", settings_hash="0123456789ab",
        result=result, your_score=150, computer_score=60, your_bonus=140, computer_bonus=20,
        hands=5,
    )
    return replace(row, **changes)  # type: ignore[arg-type]


def columns(path: Path, table: str) -> set[str]:
    with sqlite3.connect(path) as connection:
        names = {row[1] for row in connection.execute(f"PRAGMA table_info({table})")}
    connection.close()
    return names


def user_version(path: Path) -> int:
    connection = sqlite3.connect(path)
    try:
        return int(connection.execute("PRAGMA user_version").fetchone()[0])
    finally:
        connection.close()


# --- schema and migration -------------------------------------------------------------------


def test_a_new_file_gets_the_current_schema(db: StatsDB) -> None:
    assert db.matches() == []
    assert db.path.is_file()
    assert user_version(db.path) == SCHEMA_VERSION == 7
    assert "assisted" in columns(db.path, "hands")
    assert {"kind", "started_at", "version"} <= columns(db.path, "reviews")
    assert {"record", "low_level", "high_level", "friend"} <= columns(db.path, "matches")
    assert "first_played" in columns(db.path, "hand_totals")


def test_a_file_of_the_first_schema_is_migrated_and_keeps_its_rows(tmp_path: Path) -> None:
    path = tmp_path / STATS_NAME
    connection = sqlite3.connect(path)
    connection.executescript(FIRST_SCHEMA)
    connection.close()
    assert user_version(path) == 1
    store = StatsDB(path)
    messages = told(store)
    try:
        hands, matches = store.hands(), store.matches()
        assert user_version(path) == SCHEMA_VERSION
        assert [(h.match_id, h.outcome, h.points, h.scored_by, h.assisted) for h in hands] == [
            ("m1", "gin", 31, YOU, False)
        ]
        assert [(m.match_id, m.result, m.your_score, m.hands) for m in matches] == [
            ("m1", MatchResult.WON, 160, 6)
        ]
        figures = store.summaries()  # the totals of the rows the file had
        assert figures[None] == summarize(hands, matches) == figures[3]
        assert figures[3].hands == 1 and figures[3].matches_won == figures[3].longest_streak == 1
        with pytest.raises(KeyError):
            store.match_record("m1")  # the first schema kept no record
        assert store.save(match("m1", hands=7), '{"x": 1}', hand(7, assisted=True))
        assert store.match_record("m1") == '{"x": 1}'
        assert [h.assisted for h in store.hands()] == [False, True]
        assert messages == [] and store.moved_to == []
    finally:
        store.close()


def test_a_hand_is_recorded_once_and_the_match_follows_the_game(db: StatsDB) -> None:
    assert db.save(match(result=MatchResult.IN_PROGRESS, hands=1), "r1", hand(1))
    assert db.save(match(result=MatchResult.IN_PROGRESS, hands=1), "r1", hand(1, points=99))
    assert [(h.hand_number, h.points) for h in db.hands()] == [(1, 10)]
    assert db.save(match(hands=2, your_score=150), "r2", hand(2))
    (row,) = db.matches()
    assert (row.result, row.hands, row.your_score, row.ended_at) == (
        MatchResult.WON, 2, 150, "2026-03-01T11:00:00+00:00"
    )
    assert db.match_record("m1") == "r2"
    # the game-over announcement again (a resume of a finished match): the end stays the first
    assert db.save(replace(match(hands=2), ended_at="2026-09-09T00:00:00+00:00"))
    assert db.matches()[0].ended_at == "2026-03-01T11:00:00+00:00"
    with pytest.raises(KeyError):
        db.match_record("nothing")


def test_a_record_is_kept_compressed_and_a_text_one_still_reads(db: StatsDB) -> None:
    record = '{"format": "ginrummy-record", "actions": [' + ", ".join(["1"] * 3000) + "]}"
    assert db.save(match("new"), record, hand(1, "new"))
    assert db.match_record("new") == record
    connection = sqlite3.connect(db.path)
    try:
        kind, size = connection.execute(
            "SELECT typeof(record), length(record) FROM matches").fetchone()
        assert kind == "blob" and size < len(record) // 5
        connection.execute("INSERT INTO matches (match_id, seed_fingerprint, started_at, level, "
                           "rules_preset, settings_hash, record) VALUES "
                           "('old', 'ab', '2026-01-01', 3, 'Standard', 'x', 'as text')")
        connection.execute("INSERT INTO matches (match_id, seed_fingerprint, started_at, level, "
                           "rules_preset, settings_hash, record) VALUES "
                           "('bad', 'ab', '2026-01-01', 3, 'Standard', 'x', x'789c0102')")
        connection.commit()
    finally:
        connection.close()
    assert db.match_record("old") == "as text"  # as the second schema kept it
    with pytest.raises(KeyError):
        db.match_record("bad")  # damaged: no record to replay


def test_starting_a_match_abandons_the_others_in_progress(db: StatsDB) -> None:
    db.save(match("old", MatchResult.IN_PROGRESS))
    db.save(match("done", MatchResult.LOST))
    db.save(match("now", MatchResult.IN_PROGRESS))
    assert db.abandon_others("now", "2026-03-02T09:00:00+00:00")
    results = {m.match_id: m.result for m in db.matches()}
    assert results == {"old": MatchResult.ABANDONED, "done": MatchResult.LOST,
                       "now": MatchResult.IN_PROGRESS}


def test_reset_forgets_everything(db: StatsDB) -> None:
    db.save(match(), "r", hand())
    assert db.reset()
    assert db.hands() == [] and db.matches() == []
    assert db.save(match("m2"), "r", hand(match_id="m2"))
    assert len(db.hands()) == 1


def test_per_level_queries(db: StatsDB) -> None:
    db.save(match("a", level=1), None, hand(1, "a", level=1))
    db.save(match("b", level=5), None, hand(1, "b", level=5))
    db.save(match("b", level=5), None, hand(2, "b", level=5, scored_by=COMPUTER))
    assert [m.match_id for m in db.matches(5)] == ["b"]
    assert len(db.hands(5)) == 2 and len(db.hands(1)) == 1 and db.hands(3) == []
    assert db.summary(5).hands_lost == 1
    assert db.summary().hands == 3


def test_a_match_counts_at_a_level_only_if_played_at_it_throughout(db: StatsDB) -> None:
    # Beginner for four hands, then Expert for the winning one: not an Expert win
    for number in range(1, 5):
        db.save(match("mixed", level=1, result=MatchResult.IN_PROGRESS), None,
                hand(number, "mixed", level=1))
    db.save(match("mixed", level=5), None, hand(5, "mixed", level=5))
    db.save(match("pure", level=5, day=2), None, hand(1, "pure", level=5))
    assert [m.match_id for m in db.matches(5)] == ["pure"]
    assert db.matches(1) == []
    assert {m.match_id for m in db.matches()} == {"mixed", "pure"}
    assert db.summary(5).matches_won == 1 and db.summary().matches_won == 2
    assert len(db.hands(1)) == 4 and len(db.hands(5)) == 2  # each hand at its own level


def test_the_settings_hash_is_short_stable_and_ignores_the_name() -> None:
    standard = RuleSet()
    assert settings_hash(standard) == settings_hash(RuleSet())
    assert len(settings_hash(standard)) == 12
    assert settings_hash(standard.with_changes(name="Mine")) == settings_hash(standard)
    assert settings_hash(standard.with_changes(gin_bonus=30)) != settings_hash(standard)
    assert len({settings_hash(preset) for preset in PRESETS.values()}) == len(PRESETS)


def test_hands_and_matches_counted_apart_have_figures_of_their_own(db: StatsDB) -> None:
    # An ordinary match; one started from a replayed deal (its first hand apart, the second an
    # ordinary hand); one that went back, in progress. Only the first is an ordinary match.
    assert db.save(match("m1", hands=2), None, hand(1, "m1"))
    assert db.save(match("m1", hands=2), None, hand(2, "m1"))
    replayed = match("m2", day=2, hands=2, apart=Apart.REPLAYED)
    assert db.save(replayed, None, hand(1, "m2", apart=Apart.REPLAYED))
    assert db.save(replayed, None, hand(2, "m2", played_at="2026-03-02T10:02:00+00:00"))
    back = match("m3", MatchResult.IN_PROGRESS, day=3, hands=3, apart=Apart.WENT_BACK)
    assert db.save(back, None, hand(3, "m3", apart=Apart.WENT_BACK))
    figures = db.summary()
    assert (figures.matches, figures.matches_won, figures.matches_apart) == (1, 1, 1)
    assert (figures.hands, figures.replayed_hands, figures.went_back_hands) == (3, 1, 1)
    assert figures.current_streak == 1  # the match apart is in no streak
    assert [point.margin for point in db.series()] == [90]  # nor on the chart
    assert figures == summarize(db.hands(), db.matches()) == db.summary(3)


def test_a_match_once_counted_apart_stays_apart(db: StatsDB) -> None:
    assert db.save(match("m1"), None, hand(1, "m1"))
    assert db.summary().matches_won == 1
    unverifiable = match("m1", apart=Apart.UNVERIFIABLE)  # resumed: its save is not vouched
    assert db.save(unverifiable)
    assert db.save(match("m1", apart=Apart.REPLAYED))  # a later write takes nothing back
    assert db.save(match("m1"))
    [row] = db.matches()
    assert row.apart is Apart.UNVERIFIABLE
    figures = db.summary()
    assert (figures.matches, figures.matches_apart, figures.longest_streak) == (0, 1, 0)
    assert figures == summarize(db.hands(), db.matches())


def test_a_journal_line_written_before_rows_had_apart_still_reads() -> None:
    entry = save_entry(match(), "a record", hand())
    del entry["match"]["apart"], entry["hand"]["apart"]
    line = journaled(json.loads(json.dumps(entry)))
    assert (line.match, line.hand) == (match(), hand())


# --- the arithmetic -------------------------------------------------------------------------


def test_rates_and_averages_on_hand_made_rows() -> None:
    hands = [
        hand(1, outcome="gin", points=30, your_deadwood=0),
        hand(2, outcome="knock", points=8, your_deadwood=3),
        hand(3, outcome="undercut", points=15, scored_by=COMPUTER, your_deadwood=7),
        hand(4, outcome="knock", points=5, scored_by=COMPUTER, knocker=COMPUTER),
        hand(5, outcome="undercut", points=12, scored_by=YOU, knocker=COMPUTER),
        hand(6, outcome="dead hand", points=0, scored_by=None, knocker=None),
        hand(7, outcome="big gin", points=50, knocker=YOU, your_deadwood=0, assisted=True),
        hand(8, outcome="knock", points=2, your_deadwood=5),
    ]
    summary = summarize(hands, [])
    counts = (summary.hands, summary.hands_won, summary.hands_lost, summary.dead_hands)
    assert counts == (8, 5, 2, 1)
    assert summary.hand_win_rate == 5 / 8
    # net points per hand: (30 + 8 + 12 + 50 + 2) - (15 + 5) over 8 hands
    assert summary.points_per_hand == pytest.approx(82 / 8)
    assert summary.gin_rate == 2 / 8
    # your knocks (not gins): hands 2, 3 (undercut) and 8
    assert summary.undercut_rate == 1 / 3
    assert summary.knock_deadwood == pytest.approx((3 + 7 + 5) / 3)
    assert summary.undercuts_made == 1
    assert summary.assisted_hands == 1
    assert summary.matches == 0 and summary.win_rate is None


def test_nothing_to_divide_by_gives_no_rate() -> None:
    summary = summarize([], [])
    assert summary.win_rate is None and summary.points_per_hand is None
    assert summary.gin_rate is None and summary.undercut_rate is None
    assert summary.knock_deadwood is None
    assert (summary.current_streak, summary.longest_streak) == (0, 0)


def test_streaks_follow_the_order_matches_ended() -> None:
    won, lost = MatchResult.WON, MatchResult.LOST
    days = [(won, 3), (won, 4), (won, 5), (lost, 6), (won, 7), (won, 8)]
    matches = [match(f"m{day}", result, day) for result, day in days]
    matches.reverse()  # the order given does not matter, the end dates do
    matches.append(match("now", MatchResult.IN_PROGRESS, 9))  # counts nowhere yet
    summary = summarize([], matches)
    assert (summary.current_streak, summary.longest_streak) == (2, 3)
    assert (summary.matches, summary.matches_won, summary.matches_lost) == (6, 5, 1)
    assert summary.win_rate == 5 / 6
    abandoned = [*matches, match("gave-up", MatchResult.ABANDONED, 10)]
    summary = summarize([], abandoned)
    assert (summary.current_streak, summary.longest_streak) == (0, 3)
    assert summary.matches_abandoned == 1 and summary.win_rate == 5 / 7


def test_the_series_runs_in_time_with_the_running_win_rate() -> None:
    matches = [match("b", MatchResult.LOST, 2, your_score=40, computer_score=130),
               match("a", MatchResult.WON, 1), match("c", MatchResult.DRAWN, 3),
               match("d", MatchResult.IN_PROGRESS, 4)]
    series = results_series(matches)
    assert [p.result for p in series] == [MatchResult.WON, MatchResult.LOST, MatchResult.DRAWN]
    assert [p.win_rate for p in series] == [1.0, 0.5, pytest.approx(1 / 3)]
    assert series[1].margin == -90


# --- a damaged file -----------------------------------------------------------------------------


def _made(path: Path) -> None:
    store = StatsDB(path)
    store.save(match(), "r", hand())
    store.close()


def _check_moved_aside(tmp_path: Path, store: StatsDB, messages: list[str], bad: bytes) -> None:
    assert len(store.moved_to) == 1
    kept = store.moved_to[0]
    assert kept.parent == tmp_path and kept.name.startswith(f"{STATS_NAME}.unreadable-")
    assert kept.read_bytes() == bad  # never deleted, never changed
    assert len(messages) == 1
    assert "could not be read" in messages[0] and kept.name in messages[0]
    assert store.save(match(), "r", hand())  # a new file is in use
    assert not store.in_memory and store.path.is_file()
    assert user_version(store.path) == SCHEMA_VERSION


@pytest.mark.parametrize(
    "content",
    [
        b"this is not a database at all, just some text\n" * 20,
        b"",  # made below: a real statistics file cut short
        b"SQLite format 3\x00" + b"\xff" * 200,  # a header and garbage
    ],
    ids=["not sqlite", "truncated", "garbage after the header"],
)
def test_a_damaged_file_is_moved_aside_and_a_new_one_started(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / STATS_NAME
    if not content:
        _made(path)
        whole = path.read_bytes()
        assert len(whole) > 4096
        content = whole[: len(whole) // 2 + 100]
    path.write_bytes(content)
    store = StatsDB(path)
    messages = told(store)
    try:
        assert store.matches() == []
        _check_moved_aside(tmp_path, store, messages, content)
    finally:
        store.close()


def test_a_file_of_another_program_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / STATS_NAME
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE contacts (name TEXT)")
    connection.commit()
    connection.close()
    bad = path.read_bytes()
    store = StatsDB(path)
    messages = told(store)
    try:
        assert store.hands() == []
        _check_moved_aside(tmp_path, store, messages, bad)
        assert "not a statistics file" in messages[0]
    finally:
        store.close()


def test_a_file_of_a_newer_version_or_a_wrong_schema_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / STATS_NAME
    _made(path)
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA user_version = 99")
    connection.close()
    store = StatsDB(path)
    messages = told(store)
    try:
        store.hands()
        assert "newer version" in messages[0]
        assert store.moved_to and user_version(store.moved_to[0]) == 99
    finally:
        store.close()
    connection = sqlite3.connect(path)
    connection.execute("ALTER TABLE hands DROP COLUMN turns")
    connection.close()
    store = StatsDB(path)
    messages = told(store)
    try:
        store.hands()
        assert "hands table is not the one" in messages[0]
        assert len(list(tmp_path.glob(f"{STATS_NAME}.unreadable-*"))) == 2
    finally:
        store.close()


@pytest.mark.parametrize(
    "planted",
    [
        "CREATE TRIGGER emptied AFTER INSERT ON hands BEGIN DELETE FROM hands; END",
        "DROP TRIGGER hand_counted; "
        "CREATE TRIGGER hand_counted AFTER INSERT ON hands BEGIN DELETE FROM hands; END",
        "CREATE VIEW every_hand AS SELECT * FROM hands",
        "CREATE INDEX hands_by_points ON hands (points)",
        "CREATE TABLE notes (text TEXT)",
    ],
    ids=["a trigger more", "a trigger changed", "a view", "an index", "a table more"],
)
def test_a_file_with_schema_objects_this_game_does_not_make_is_moved_aside(
    tmp_path: Path, planted: str
) -> None:
    # A trigger runs inside the game's own writes: one planted in the file (or an object of
    # another program) makes the file not ours, like a damaged one.
    path = tmp_path / STATS_NAME
    _made(path)
    connection = sqlite3.connect(path)
    connection.executescript(planted)
    connection.close()
    bad = path.read_bytes()
    store = StatsDB(path)
    messages = told(store)
    try:
        assert store.hands() == []  # not read: moved aside before
        _check_moved_aside(tmp_path, store, messages, bad)
        assert [h.hand_number for h in store.hands()] == [1]  # the new file keeps its hands
    finally:
        store.close()


def test_damage_found_while_writing_moves_the_file_aside_and_keeps_the_hand(
    tmp_path: Path,
) -> None:
    path = tmp_path / STATS_NAME
    store = StatsDB(path)
    messages = told(store)
    try:
        assert store.save(match(), "r", hand(1))
        store.close()  # another program overwrites the file meanwhile
        path.write_bytes(b"garbage" * 1000)
        for extra in tmp_path.glob(f"{STATS_NAME}-*"):
            extra.unlink()
        assert store.save(match(hands=2), "r2", hand(2))
        assert [h.hand_number for h in store.hands()] == [2]
        assert store.match_record("m1") == "r2"
        assert len(store.moved_to) == 1 and len(messages) == 1
    finally:
        store.close()


class _DamagedOnDemand(sqlite3.Connection):
    """A connection whose next statement meets a damaged page when ``damage_next`` is set, as
    SQLite reports one found in the middle of a session."""

    damage_next = False

    def execute(self, sql: str, *args: Any) -> sqlite3.Cursor:
        if _DamagedOnDemand.damage_next and sql != "ROLLBACK":
            _DamagedOnDemand.damage_next = False
            raise sqlite3.DatabaseError("database disk image is malformed")
        return super().execute(sql, *args)


class _WatchedStatsDB(StatsDB):
    """A StatsDB that keeps every connection it opens to its file."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.opened: list[sqlite3.Connection] = []

    def _connect(self, target: str) -> sqlite3.Connection:
        connection = sqlite3.connect(target, timeout=self.timeout, isolation_level=None,
                                     factory=_DamagedOnDemand)
        if target != ":memory:":
            self.opened.append(connection)
        return connection


def _is_closed(connection: sqlite3.Connection) -> bool:
    try:
        connection.execute("SELECT 1")
    except sqlite3.ProgrammingError:
        return True
    return False


def _held_open(path: Path) -> list[str]:
    """The links in /proc/self/fd to ``path`` or its journal files (Linux; empty elsewhere)."""
    folder = Path("/proc/self/fd")
    if not folder.is_dir():
        return []
    held = []
    for link in folder.iterdir():
        with contextlib.suppress(OSError):
            target = os.readlink(link)
            if target.startswith(str(path.resolve())):
                held.append(target)
    return held


@pytest.mark.parametrize("when", ["opening", "reading", "writing"])
def test_a_damaged_file_is_moved_aside_only_once_it_is_closed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, when: str
) -> None:
    # Windows cannot rename an open file: every connection to it must be closed first.
    path = tmp_path / STATS_NAME
    store = _WatchedStatsDB(path)
    if when == "opening":
        path.write_bytes(b"not a database" * 100)
    else:
        assert store.save(match(), "r", hand(1))  # the file is open, in use
        monkeypatch.setattr(_DamagedOnDemand, "damage_next", True)
    at_rename: list[tuple[list[bool], list[str]]] = []
    rename = Path.rename

    def watched_rename(self: Path, target: Path) -> Path:
        if self == path:
            at_rename.append(([_is_closed(c) for c in store.opened], _held_open(path)))
        return rename(self, target)

    monkeypatch.setattr(Path, "rename", watched_rename)
    try:
        if when == "writing":
            store.save(match(hands=2), "r2", hand(2))
        else:
            store.hands()
        assert len(store.moved_to) == 1 and not store.in_memory
        assert at_rename == [([True] * len(at_rename[0][0]), [])]
        assert at_rename[0][0]  # a connection had been opened (and was closed)
    finally:
        store.close()


# --- no thread for the check ----------------------------------------------------------------


def test_a_check_that_cannot_start_leaves_the_statistics_recording(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    # Under a limit of threads or processes, the check of every page cannot start: the
    # statistics go on without it, and the player is told once.
    path = tmp_path / STATS_NAME
    _made(path)  # a file with a hand: its pages are to be checked

    def refuse(self: threading.Thread) -> None:
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(threading.Thread, "start", refuse)
    caplog.set_level(logging.WARNING)
    store = StatsDB(path)
    messages = told(store)
    try:
        assert store.latest_match("ab" * 32) is not None  # what the start asks
        assert store.abandon_others("m2", "2026-03-02T10:00:00+00:00")
        assert store.save(match("m2", MatchResult.IN_PROGRESS, hands=1), "r", hand(1, "m2"))
        assert [(h.match_id, h.hand_number) for h in store.hands()] == [("m1", 1), ("m2", 1)]
        assert store.wait_for_check(0) and store.moved_to == [] and not store.in_memory
        store.close()  # opened again: still no thread, and nothing told twice
        assert store.save(match("m2", MatchResult.IN_PROGRESS, hands=2), "r", hand(2, "m2"))
        assert len(messages) == 1 and "check" in messages[0]
        assert len([r for r in caplog.records if "thread" in r.getMessage()]) == 1
    finally:
        store.close()


# --- a locked file ------------------------------------------------------------------------------


def test_a_locked_file_never_blocks_and_the_hand_is_written_once_free(db: StatsDB) -> None:
    messages = told(db)
    assert db.save(match(), "r", hand(1))
    other = sqlite3.connect(db.path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
    try:
        started = time.perf_counter()
        assert not db.save(match(hands=2), "r2", hand(2))
        assert not db.save(match(hands=3), "r3", hand(3))
        waited = time.perf_counter() - started
        assert waited < 0.6, f"the table waited {waited:.2f} s for the lock"
        assert db.pending == 2
        assert len(messages) == 1 and "in use by another program" in messages[0]
        assert [h.hand_number for h in db.hands()] == [1]  # reading still works
        assert not db.retry_pending()
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert db.retry_pending()
    assert [h.hand_number for h in db.hands()] == [1, 2, 3]
    assert db.match_record("m1") == "r3"
    assert db.pending == 0 and len(messages) == 1 and db.moved_to == []


def test_a_file_locked_while_opening_is_opened_later(tmp_path: Path) -> None:
    path = tmp_path / STATS_NAME
    connection = sqlite3.connect(path)
    connection.executescript(FIRST_SCHEMA)  # the migration to come needs the write lock
    connection.close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    store = StatsDB(path)
    messages = told(store)
    try:
        assert store.hands() == []
        assert not store.save(match("m2"), "r", hand(1, "m2"))
        assert store.pending == 1 and "in use" in messages[0]
        other.execute("ROLLBACK")
        assert store.retry_pending()
        assert [h.match_id for h in store.hands()] == ["m1", "m2"]
        assert user_version(path) == SCHEMA_VERSION and store.moved_to == []
    finally:
        other.close()
        store.close()


# --- a file that cannot be written -----------------------------------------------------------


def test_a_folder_in_the_way_keeps_the_statistics_in_memory(tmp_path: Path) -> None:
    path = tmp_path / STATS_NAME
    path.mkdir()
    (path / "something.txt").write_text("the player's own file")
    store = StatsDB(path)
    messages = told(store)
    try:
        assert store.save(match(), "r", hand())
        assert store.in_memory
        assert len(store.hands()) == 1 and store.match_record("m1") == "r"
        assert len(messages) == 1 and "cannot be saved" in messages[0]
        assert "folder" in messages[0]
        assert (path / "something.txt").read_text() == "the player's own file"
        assert store.moved_to == []
    finally:
        store.close()


def test_a_data_folder_that_cannot_be_made_keeps_the_statistics_in_memory(
    tmp_path: Path,
) -> None:
    (tmp_path / "data").write_text("a file where the data folder should be")
    store = StatsDB(tmp_path / "data" / STATS_NAME)
    messages = told(store)
    try:
        assert store.save(match(), "r", hand())
        assert store.in_memory and len(store.hands()) == 1 and len(messages) == 1
    finally:
        store.close()


def test_a_file_that_turns_read_only_goes_on_in_memory_with_its_rows(db: StatsDB) -> None:
    messages = told(db)
    assert db.save(match(), "r", hand(1))
    connection = db._connection()
    assert connection is not None
    connection.execute("PRAGMA query_only = ON")  # every write now fails as on a read-only file
    assert db.save(match(hands=2), "r2", hand(2))
    assert db.in_memory
    assert [h.hand_number for h in db.hands()] == [1, 2]
    assert db.match_record("m1") == "r2"
    assert len(messages) == 1 and "cannot be saved" in messages[0]
    assert db.save(match(hands=3), "r3", hand(3)) and len(messages) == 1


def test_a_reset_refused_by_a_lock_forgets_nothing(db: StatsDB) -> None:
    assert db.save(match(), "r", hand(1))
    other = sqlite3.connect(db.path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        assert not db.save(match(hands=2), "r2", hand(2))
        assert not db.reset()
        assert db.pending == 1
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert db.retry_pending()
    assert [h.hand_number for h in db.hands()] == [1, 2]
