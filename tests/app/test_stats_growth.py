"""The statistics file at any size: the totals it keeps (triggers) against the figures of every
row (``summarize`` and ``results_series``, the reference) on random play, out-of-order ends,
resumed matches and hands and matches counted apart included; what the Statistics window and
the hand history read does not grow with the file; the migration of a file of the second
schema; and the check of every page, which runs in the background and still moves a damaged
file aside."""

from __future__ import annotations

import random
import sqlite3
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest

from ginrummy_desktop.app.records.history import PAGE
from ginrummy_desktop.app.records.stats_rows import (
    COMPUTER,
    YOU,
    Apart,
    HandRow,
    MatchResult,
    MatchRow,
)
from ginrummy_desktop.app.records.stats_schema import MIGRATIONS, SCHEMA_VERSION
from ginrummy_desktop.app.records.stats_store import STATS_NAME, StatsDB
from ginrummy_desktop.app.records.stats_summary import results_series, summarize

LEVELS = (None, 1, 2, 3, 4, 5)


# --- random play ----------------------------------------------------------------------------


def _stamp(minute: int) -> str:
    day, rest = divmod(minute, 24 * 60)
    return f"2026-{1 + day // 28:02d}-{1 + day % 28:02d}T{rest // 60:02d}:{rest % 60:02d}:00+00:00"


def _random_hand(rng: random.Random, match_id: str, number: int, level: int,
                 minute: int) -> HandRow:
    outcome = rng.choice(["knock", "knock", "gin", "big gin", "undercut", "dead hand"])
    side = rng.choice([YOU, COMPUTER])
    other = COMPUTER if side == YOU else YOU
    dead = outcome == "dead hand"
    knocker = None if dead or (outcome in ("gin", "big gin") and rng.random() < 0.2) else (
        other if outcome == "undercut" else side)
    return HandRow(
        match_id=match_id, hand_number=number, played_at=_stamp(minute),
        rules_preset="Standard", settings_hash="0123456789ab", level=level,
        dealer=rng.choice([YOU, COMPUTER]), outcome=outcome,
        points=0 if dead else rng.randint(1, 60), scored_by=None if dead else side,
        knocker=knocker, your_deadwood=rng.choice([None, *range(11)]),
        computer_deadwood=rng.choice([None, 12, 30]), turns=rng.randint(2, 30),
        assisted=rng.random() < 0.1,
    )


@dataclass
class _Player:
    """Plays random matches into ``db`` as the recorder would, with the rarer turns too: a
    level changed in a match, a hand announced twice, a match abandoned, left in progress,
    resumed after it ended, or ending before one that ended earlier (a clock set back), a
    match counted apart from one of its hands on (its hands from then on too), or found
    unverifiable when it is resumed after it ended."""

    db: StatsDB
    rng: random.Random
    minute: int = 0
    number: int = 0
    in_progress: list[MatchRow] = field(default_factory=list)
    finished: list[MatchRow] = field(default_factory=list)

    def match(self) -> None:
        rng = self.rng
        self.number += 1
        self.minute += rng.randint(1, 300)
        started = _stamp(self.minute)
        match_id = f"m{self.number:04d}-{started}"
        self.db.abandon_others(match_id, started)
        level = rng.randint(1, 5)
        row = MatchRow(match_id, "ab" * 8, started, None, level, "Standard", "0123456789ab",
                       MatchResult.IN_PROGRESS, 0, 0, 0, 0, 0)
        apart_from = rng.randint(1, 4) if rng.random() < 0.25 else None
        kind = rng.choice(list(Apart))
        for number in range(1, rng.randint(0, 6) + 1):
            if rng.random() < 0.08:
                level = rng.randint(1, 5)
            self.minute += rng.randint(1, 20)
            hand = _random_hand(rng, match_id, number, level, self.minute)
            if apart_from is not None and number >= apart_from:
                hand = replace(hand, apart=kind)
                row = replace(row, apart=kind)
            row = replace(row, level=level, hands=number, your_score=rng.randint(0, 200),
                          computer_score=rng.randint(0, 200))
            assert self.db.save(row, f"record {number}", hand)
            if rng.random() < 0.05:  # a resume announces the hand again
                assert self.db.save(row, f"record {number}", hand)
        ending = rng.random()
        if ending < 0.15:
            return  # in progress: the next match abandons it
        if ending < 0.2 and self.finished:  # it ends before another that ended already
            self.minute -= rng.randint(30, 3000)
        self.minute += rng.randint(1, 20)
        result = rng.choice([MatchResult.WON, MatchResult.WON, MatchResult.LOST,
                             MatchResult.DRAWN])
        if rng.random() < 0.05:
            row = replace(row, level=rng.randint(1, 5))  # the level changed after the last hand
        row = replace(row, result=result, ended_at=_stamp(self.minute))
        assert self.db.save(row, "final record")
        self.finished.append(row)

    def resume_one(self) -> None:
        """A finished match comes back in play (its save resumed), and ends again later."""
        if not self.finished:
            return
        row = self.rng.choice(self.finished)
        if self.rng.random() < 0.3:  # its save now cannot be vouched for
            row = replace(row, apart=Apart.UNVERIFIABLE)
        assert self.db.save(replace(row, result=MatchResult.IN_PROGRESS, ended_at=None))
        if self.rng.random() < 0.7:
            self.minute += self.rng.randint(1, 50)
            result = self.rng.choice([MatchResult.WON, MatchResult.LOST])
            assert self.db.save(replace(row, result=result, ended_at=_stamp(self.minute)))


def _at_level(db: StatsDB, level: int | None) -> tuple[list[HandRow], list[MatchRow]]:
    """The rows of ``level`` chosen from every row, in Python (the reference's own choice: a
    match counts at a level only if all its hands were played at it)."""
    hands, matches = db.hands(), db.matches()
    if level is None:
        return hands, matches
    levels: dict[str, set[int]] = {}
    for hand in hands:
        levels.setdefault(hand.match_id, set()).add(hand.level)
    pure = [m for m in matches if m.level == level and levels.get(m.match_id, {level}) == {level}]
    return [h for h in hands if h.level == level], pure


def _check_against_every_row(db: StatsDB) -> None:
    figures = db.summaries()
    for level in LEVELS:
        hands, matches = _at_level(db, level)
        assert figures[level] == summarize(hands, matches), f"level {level}"
        assert db.matches(level) == matches if level is not None else True
        series = results_series(matches)
        assert db.series(level) == series, f"level {level}"
        assert db.series(level, last=7) == series[-7:], f"level {level}"


@pytest.mark.parametrize("seed", range(8))
def test_the_totals_are_the_figures_of_every_row(tmp_path: Path, seed: int) -> None:
    db = StatsDB(tmp_path / STATS_NAME)
    player = _Player(db, random.Random(seed))
    try:
        _check_against_every_row(db)  # nothing yet
        for round_number in range(12):
            for _ in range(player.rng.randint(1, 5)):
                player.match()
            if player.rng.random() < 0.3:
                player.resume_one()
            _check_against_every_row(db)
            if round_number == 6:  # the same totals after a reopen
                db.close()
        figures = db.summary()
        assert figures.hands + figures.hands_apart == len(db.hands()) > figures.hands > 0
        assert figures.matches_apart > 0
    finally:
        db.close()


def test_the_totals_follow_a_reset_and_the_move_to_memory(tmp_path: Path) -> None:
    db = StatsDB(tmp_path / STATS_NAME)
    player = _Player(db, random.Random(99))
    try:
        for _ in range(10):
            player.match()
        connection = db._connection()
        assert connection is not None
        connection.execute("PRAGMA query_only = ON")  # the file cannot be written any more
        player.match()
        assert db.in_memory
        _check_against_every_row(db)
        assert db.reset()
        assert db.summaries()[None] == summarize([], [])
        for _ in range(5):
            player.match()
        _check_against_every_row(db)
    finally:
        db.close()


def test_a_match_ending_out_of_order_has_its_streaks_counted_again_once(tmp_path: Path) -> None:
    db = StatsDB(tmp_path / STATS_NAME)
    try:
        def finished(match_id: str, result: MatchResult, day: int) -> None:
            started = f"2026-04-{day:02d}T09:00:00+00:00"
            assert db.save(MatchRow(match_id, "ab", started, f"2026-04-{day:02d}T10:00:00+00:00",
                                    3, "Standard", "x", result, 100, 50, 0, 0, 1))

        for day, result in enumerate([MatchResult.WON] * 3 + [MatchResult.LOST], start=10):
            finished(f"m{day}", result, day)
        assert (db.summary().current_streak, db.summary().longest_streak) == (0, 3)
        finished("late", MatchResult.WON, 2)  # ended before all of them: the order changed
        assert _stale(db) == [0, 3]  # every level and level 3: to be counted again
        assert (db.summary().current_streak, db.summary().longest_streak) == (0, 4)
        assert _stale(db) == []  # counted and kept
        steps = _counting(db)
        db.summaries()
        assert steps() < 300  # not counted again
    finally:
        db.close()


def _stale(db: StatsDB) -> list[int]:
    """The scopes whose streaks are to be counted again."""
    connection = db._connection()
    assert connection is not None
    return [int(row[0]) for row in connection.execute(
        "SELECT scope FROM match_streaks WHERE stale ORDER BY scope")]


# --- reads that do not grow -----------------------------------------------------------------


def _counting(db: StatsDB) -> Callable[[], int]:
    """Count the SQLite virtual machine's steps on ``db``'s connection from now on: a read of
    every row costs steps in proportion to the rows."""
    steps = [0]

    def step() -> int:
        steps[0] += 1
        return 0

    connection = db._connection()
    assert connection is not None
    connection.set_progress_handler(step, 1)
    return lambda: steps[0]


def _filled(path: Path, matches: int) -> StatsDB:
    db = StatsDB(path)
    player = _Player(db, random.Random(matches))
    for _ in range(matches):
        player.match()
    db.summaries()  # streaks counted once after the out-of-order ends
    return db


def _what_the_windows_read(db: StatsDB) -> None:
    db.latest_match("ab" * 8)
    figures = db.summaries()
    for level in LEVELS:
        db.series(level, last=30)
    rows, place = db.matches_before(None, PAGE)
    db.matches_before(place, PAGE)
    assert figures[None].hands > 0 and rows


@pytest.fixture
def small_and_large(tmp_path: Path) -> Iterator[tuple[StatsDB, StatsDB]]:
    small, large = _filled(tmp_path / "small.sqlite3", 120), _filled(tmp_path / "large.sqlite3",
                                                                      1200)
    yield small, large
    small.close()
    large.close()


def test_what_the_windows_read_does_not_grow_with_the_file(
    small_and_large: tuple[StatsDB, StatsDB],
) -> None:
    costs = []
    for db in small_and_large:
        assert _stale(db) == []
        steps = _counting(db)
        _what_the_windows_read(db)
        costs.append(steps())
    small, large = costs
    assert large < small * 1.3 + 100, f"{small} steps at 120 matches, {large} at 1200"
    assert len(small_and_large[1].hands()) > 2000  # every row: many more steps
    steps = _counting(small_and_large[1])
    small_and_large[1].hands()
    assert steps() > large * 2


def test_the_windows_read_no_row_of_every_hand_or_match(
    small_and_large: tuple[StatsDB, StatsDB],
) -> None:
    _small, db = small_and_large
    statements: list[str] = []
    connection = db._connection()
    assert connection is not None
    connection.set_trace_callback(statements.append)
    _what_the_windows_read(db)
    reads = [s for s in statements if s.lstrip().upper().startswith("SELECT")]
    assert reads and not [s for s in reads if "record" in s]  # no record read for a list
    assert not [s for s in reads if "FROM hands" in s]  # the totals, not the hands
    for statement in (s for s in reads if "FROM matches" in s):
        assert "LIMIT" in statement or "MIN(started_at)" in statement, statement


def test_the_start_opens_the_file_without_checking_every_page(tmp_path: Path) -> None:
    path = tmp_path / STATS_NAME
    _filled(path, 30).close()
    statements: list[str] = []

    class Traced(StatsDB):
        def _connect(self, target: str) -> sqlite3.Connection:
            connection = super()._connect(target)
            connection.set_trace_callback(statements.append)
            return connection

    db = Traced(path)
    try:
        db.latest_match("x")
        db.abandon_others("y", "2030-01-01T00:00:00+00:00")
        assert statements and not [s for s in statements if "check" in s]
        assert db.wait_for_check(10)  # in the background, on a connection of its own
        db.summaries()
        assert db.moved_to == []
    finally:
        db.close()


def unfinished_file(path: Path, count: int) -> None:
    """A statistics file with ``count`` matches left in progress (an edited file, or a crash
    at every start)."""
    made = StatsDB(path)
    made.hands()
    made.close()
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("BEGIN")
    connection.executemany(
        "INSERT INTO matches (match_id, seed_fingerprint, started_at, level, rules_preset, "
        "settings_hash, hands) VALUES (?, ?, ?, 3, 'Standard', 'x', 2)",
        ((f"m{n:06d}", f"{n:016x}", f"2026-01-01T00:00:00.{n:06d}") for n in range(count)),
    )
    connection.execute("COMMIT")
    connection.close()


def _start_steps(db: StatsDB) -> int:
    """The SQLite steps of the recorder's calls at a match's start on ``db``, opened."""
    db.latest_match("f" * 16)
    steps = _counting(db)
    db.latest_match("f" * 16)
    db.abandon_others("new", "2030-01-01T00:00:00+00:00")
    return steps()


def _in_progress(path: Path) -> list[str]:
    connection = sqlite3.connect(path)
    try:
        return [str(row[0]) for row in connection.execute(
            "SELECT match_id FROM matches WHERE result = 'in progress'")]
    finally:
        connection.close()


def test_the_start_does_not_wait_for_the_unfinished_matches_of_the_file(
    tmp_path: Path,
) -> None:
    # 200,000 matches left in progress made the start wait 2.1 to 2.6 s to abandon them all.
    stores = {}
    for count in (200, 4000):  # both over a batch
        unfinished_file(tmp_path / f"{count}.sqlite3", count)
        stores[count] = StatsDB(tmp_path / f"{count}.sqlite3")
    try:
        small, large = (_start_steps(db) for db in stores.values())
        assert large < small * 1.5 + 1000, f"{small} steps at 200 unfinished, {large} at 4000"
        for count, db in stores.items():
            assert db.save(MatchRow("new", "ab", "2030-01-01T00:00:00+00:00", None, 2,
                                    "Standard", "x", MatchResult.IN_PROGRESS, 0, 0, 0, 0, 0))
            while db.abandoning:  # the rest, a few at a time, later
                assert db.abandon_more()
            assert db.summary().matches_abandoned == count
    finally:
        for db in stores.values():
            db.close()
    for count in stores:
        assert _in_progress(tmp_path / f"{count}.sqlite3") == ["new"]


def test_pages_of_the_history_list_every_match_once_newest_first(tmp_path: Path) -> None:
    db = StatsDB(tmp_path / STATS_NAME)
    try:
        for number in range(23):
            started = f"2026-05-{1 + number // 2:02d}T10:00:00+00:00"  # two by two the same
            row = MatchRow(f"m{number:02d}", "ab", started, None, 2, "Standard", "x",
                           MatchResult.IN_PROGRESS, 0, 0, 0, 0, 0 if number == 7 else 1)
            assert db.save(row, "r")
        seen: list[str] = []
        rows, place = db.matches_before(None, 5)
        for _page in range(10):
            seen += [row.match_id for row in rows]
            if place is None:
                break
            rows, place = db.matches_before(place, 5)
        every = [m.match_id for m in reversed(db.matches()) if m.hands > 0]
        assert seen == every and len(seen) == 22 and "m07" not in seen
    finally:
        db.close()


# --- the migration ----------------------------------------------------------------------------


def test_a_file_of_the_second_schema_gets_its_totals(tmp_path: Path) -> None:
    path = tmp_path / STATS_NAME
    made = StatsDB(tmp_path / "made.sqlite3")
    player = _Player(made, random.Random(7))
    for _ in range(40):
        player.match()
    hands, matches = made.hands(), made.matches()
    made.close()
    connection = sqlite3.connect(path, isolation_level=None)
    for number, step in enumerate(MIGRATIONS[:2], start=1):  # as the game's version 2 made it
        for statement in step.split(";"):
            if statement.strip():
                connection.execute(statement)
        connection.execute(f"PRAGMA user_version = {number}")
    connection.executemany("INSERT INTO matches VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                           "'a record')", [m.values()[:13] for m in matches])  # no "apart" yet
    connection.executemany("INSERT INTO hands VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                           "?)", [h.values()[:15] for h in hands])
    connection.close()
    db = StatsDB(path)
    try:
        _check_against_every_row(db)
        assert db.moved_to == []
        check = sqlite3.connect(path)
        assert int(check.execute("PRAGMA user_version").fetchone()[0]) == SCHEMA_VERSION
        check.close()
    finally:
        db.close()


# --- the check of every page ------------------------------------------------------------------


def _damage_page_of(path: Path, index: str) -> None:
    """Write over the b-tree page of ``index`` (not read by the start or the Statistics
    window), as a disk might."""
    connection = sqlite3.connect(path)
    page_size = int(connection.execute("PRAGMA page_size").fetchone()[0])
    (root,) = connection.execute("SELECT rootpage FROM sqlite_schema WHERE name = ?",
                                 (index,)).fetchone()
    connection.close()
    with path.open("r+b") as file:
        file.seek((int(root) - 1) * page_size)
        file.write(b"\x0d\xff\xff\xff\xff" * (page_size // 10))


def test_damage_found_by_the_check_moves_the_file_aside_at_the_next_read(
    tmp_path: Path,
) -> None:
    path = tmp_path / STATS_NAME
    _filled(path, 40).close()
    _damage_page_of(path, "hands_by_level")
    db = StatsDB(path)
    messages: list[str] = []
    db.notify = messages.append
    try:
        assert db.summaries()[None].hands > 0  # opened without a look at every page
        assert db.wait_for_check(10)
        assert db.summaries()[None].hands == 0  # moved aside: a new file
        assert len(db.moved_to) == 1 and db.moved_to[0].is_file()
        assert len(messages) == 1 and "could not be read" in messages[0]
        assert db.moved_to[0].name in messages[0]
        assert db.save(MatchRow("n", "ab", "2026-06-01T10:00:00+00:00", None, 2, "Standard",
                                "x", MatchResult.IN_PROGRESS, 0, 0, 0, 0, 0))
        assert not db.in_memory and len(messages) == 1
    finally:
        db.close()


def test_closing_stops_the_check_and_lets_go_of_the_file(tmp_path: Path) -> None:
    path = tmp_path / STATS_NAME
    _filled(path, 60).close()
    db = StatsDB(path)
    db.latest_match("x")
    db.close()
    assert not [t for t in threading.enumerate() if t.name == "statistics check"]
    db.latest_match("x")  # opened again later: checked again
    assert db.wait_for_check(10)
    db.close()
    assert db.moved_to == []
