"""Hands finished while the statistics file is locked survive a quit and a crash: the journal
beside the file brings them in at the next start, once only, and a damaged or too long journal
is moved aside (never deleted) while its good records still arrive. A review's line carries
the review's version; one written before reviews had one is of version 1."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from table_helpers import WAIT_MS, make_window
from test_stats_db import hand, match

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.review import REVIEW_VERSION
from ginrummy_desktop.app.records import stats_journal, stats_waiting
from ginrummy_desktop.app.records.stats_journal import JOURNAL_SUFFIX
from ginrummy_desktop.app.records.stats_rows import MatchResult, ReviewKind, ReviewRow
from ginrummy_desktop.app.records.stats_store import STATS_NAME, StatsDB
from ginrummy_desktop.app.records.stats_writes import (
    JournaledReview,
    journal_line,
    review_entry,
)
from ginrummy_desktop.app.widgets.autopilot import Autopilot
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.engine import Phase


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Another program holds the file's write lock for the whole block."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        yield
    finally:
        other.execute("ROLLBACK")
        other.close()


def recorded_hands(path: Path) -> list[tuple[str, int]]:
    """(match id, hand number) of every row of the file's hands table, duplicates included."""
    store = StatsDB(path)
    try:
        return [(h.match_id, h.hand_number) for h in store.hands()]
    finally:
        store.close()


def journal_of(path: Path) -> Path:
    return path.with_name(path.name + JOURNAL_SUFFIX)


def play_hands(qtbot: QtBot, window: MainWindow, hands: int) -> None:
    """Let the autopilot play until ``hands`` more hands have ended (or the match is over)."""
    pilot = Autopilot(window, make_player(Level.EASY, 3))
    target = len(window.session.game.results) + hands
    pilot.hand_over.connect(lambda scored: pilot.stop() if scored >= target else None)

    def done() -> bool:
        game = window.session.game
        ended = len(game.results) >= target or game.phase is Phase.GAME_OVER
        return ended and window.session.is_settled

    window.presenter.set_move_ms(0)
    pilot.start()
    try:
        qtbot.waitUntil(done, timeout=WAIT_MS * 3)
    finally:
        pilot.stop()


def save_hands(store: StatsDB, numbers: range, match_id: str = "m1") -> None:
    """Record hands ``numbers`` of an unfinished match, each with the match as it stands."""
    for number in numbers:
        row = match(match_id, MatchResult.IN_PROGRESS, hands=number)
        assert not store.save(row, f"record {number}", hand(number, match_id))


# --- a quit and a crash while the file is locked -------------------------------------------


def test_hands_of_a_match_played_under_a_lock_arrive_after_the_window_closes(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=39)
    path = window.session.stats.db.path
    window.session.stats.db.hands()  # the file exists
    with locked(path):
        play_hands(qtbot, window, 3)
        window.session.stats.close()  # as when the window closes, the file still locked
        played = len(window.session.game.results)
        assert played >= 1 and window.session.stats.db.pending >= played
        journaled = journal_of(path).is_file()
    expected = [(window.session.stats.match_id, number) for number in range(1, played + 1)]
    assert recorded_hands(path) == expected  # each hand once
    assert journaled and not journal_of(path).exists()  # all of it reached the file


def test_hands_of_a_process_killed_under_a_lock_arrive_at_the_next_start(
    tmp_path: Path,
) -> None:
    if os.name != "posix":
        pytest.skip("SIGKILL is POSIX only")
    path = tmp_path / STATS_NAME
    recorded_hands(path)  # the file exists
    child = (
        "import sys\n"
        "from pathlib import Path\n"
        "from test_stats_db import hand, match\n"
        "from ginrummy_desktop.app.records.stats_rows import MatchResult\n"
        "from ginrummy_desktop.app.records.stats_store import StatsDB\n"
        "store = StatsDB(Path(sys.argv[1]))\n"
        "for n in range(1, 6):\n"
        "    store.save(match('m1', MatchResult.IN_PROGRESS, hands=n), 'r', hand(n))\n"
        "print(store.pending, flush=True)\n"
        "sys.stdin.read()\n"
    )
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(Path(__file__).parent), *filter(None, [os.environ.get("PYTHONPATH")])]
    )}
    with locked(path):
        process = subprocess.Popen(
            [sys.executable, "-c", child, str(path)], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, text=True, env=environment,
        )
        assert process.stdout is not None and process.stdin is not None
        try:
            assert process.stdout.readline().strip() == "5"  # all five waiting in memory
        finally:
            process.send_signal(signal.SIGKILL)
            process.wait(timeout=30)
            process.stdout.close()
            process.stdin.close()
    assert process.returncode == -signal.SIGKILL
    assert recorded_hands(path) == [("m1", number) for number in range(1, 6)]


def test_a_store_abandoned_without_closing_leaves_its_hands_to_the_next(tmp_path: Path) -> None:
    path = tmp_path / STATS_NAME
    first = StatsDB(path)
    first.hands()
    with locked(path):
        save_hands(first, range(1, 4))
        first.close()  # the process ends without a word: the connection goes with it
        del first
    again = StatsDB(path)
    try:
        assert [h.hand_number for h in again.hands()] == [1, 2, 3]
        assert again.match_record("m1") == "record 3" and again.matches()[0].hands == 3
    finally:
        again.close()


def test_no_journaled_hand_is_dropped_however_long_the_lock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Under a lock of 8 minutes, 599 hands were journaled and 179 lost: the oldest were
    # dropped from memory, and the journal removed once memory was empty.
    monkeypatch.setattr(stats_waiting, "MAX_PENDING", 10)
    path = tmp_path / STATS_NAME
    store = StatsDB(path)
    messages: list[str] = []
    store.notify = messages.append
    try:
        store.hands()
        with locked(path):
            save_hands(store, range(1, 13))
            assert not store.abandon_others("m0", "2026-03-02T10:00:00")  # waits, unjournaled
            save_hands(store, range(13, 26))
            assert store.pending == 25 and store.abandoning  # the abandonment waits apart
            assert not store.retry_pending()
        assert store.retry_pending() and store.pending == 0
        assert store.abandon_more() and not store.abandoning
        assert [h.hand_number for h in store.hands()] == list(range(1, 26))
        assert store.matches()[0].hands == 25 and store.match_record("m1") == "record 25"
        assert len(messages) == 1  # the lock, and nothing else
    finally:
        store.close()
    assert not journal_of(path).exists()


# --- idempotent -----------------------------------------------------------------------------


def test_a_journal_replayed_twice_adds_nothing_twice(tmp_path: Path) -> None:
    path = tmp_path / STATS_NAME
    first = StatsDB(path)
    first.hands()
    with locked(path):
        save_hands(first, range(1, 4))
    first.close()
    kept = journal_of(path).read_bytes()
    assert recorded_hands(path) == [("m1", 1), ("m1", 2), ("m1", 3)]
    second = StatsDB(path)  # the next match goes on, and is abandoned
    assert second.save(match("m1", MatchResult.IN_PROGRESS, hands=4), "record 4", hand(4))
    assert second.abandon_others("m2", "2026-03-02T10:00:00")
    second.close()
    journal_of(path).write_bytes(kept)  # as if a crash came before the journal was removed
    assert recorded_hands(path) == [("m1", number) for number in range(1, 5)]
    again = StatsDB(path)
    try:
        row = again.matches()[0]
        assert (row.hands, row.result) == (4, MatchResult.ABANDONED)  # not taken back
        assert again.match_record("m1") == "record 4"
    finally:
        again.close()
    assert not journal_of(path).exists()


def test_a_review_line_without_a_version_is_of_the_first_and_measured_again(
    tmp_path: Path
) -> None:
    path = tmp_path / STATS_NAME
    store = StatsDB(path)
    assert store.save(match("m1"), "a record")
    store.close()
    review = ReviewRow("m1", "2026-05-01T12:00:00.000+00:00", ReviewKind.LUCK, 0, 0.0, 0, 0, 0,
                       4.0, -1.0, 12, 7.0, 5, REVIEW_VERSION)
    entry = json.loads(json.dumps(review_entry(review)))
    assert entry["review"]["version"] == REVIEW_VERSION
    line = journal_line(entry)
    assert isinstance(line, JournaledReview) and line.review == review
    del entry["review"]["version"]  # as the game wrote it before reviews had a version
    line = journal_line(entry)
    assert isinstance(line, JournaledReview) and line.review == replace(review, version=1)
    journal_of(path).write_text(json.dumps(entry) + "\n", encoding="ascii")
    again = StatsDB(path)
    try:
        assert again.unreviewed(10) == ["m1"] and again.review_figures().reviewed == 0
        assert not journal_of(path).exists() and again.journal_moved_to == []
    finally:
        again.close()
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT version FROM reviews").fetchall() == [(1,)]
    connection.close()


# --- a damaged or too long journal -----------------------------------------------------------


def _journal_with_three_hands(path: Path) -> bytes:
    store = StatsDB(path)
    store.hands()
    with locked(path):
        save_hands(store, range(1, 4))
    store.close()
    lines = journal_of(path).read_bytes()
    journal_of(path).unlink()
    return lines


def _check_kept_aside(path: Path, journal: bytes) -> None:
    """A store started on ``journal`` (beside the file) records the three good hands of it,
    keeps the journal aside as it was, and tells the player once."""
    journal_of(path).write_bytes(journal)
    store = StatsDB(path)
    messages: list[str] = []
    store.notify = messages.append
    try:
        assert [h.hand_number for h in store.hands()] == [1, 2, 3]  # the good records arrive
        [moved] = store.journal_moved_to
        assert moved.parent == path.parent and moved.name.startswith(journal_of(path).name)
        assert moved.read_bytes() == journal  # kept, never deleted
        assert len(messages) == 1 and moved.name in messages[0]
        [row] = store.matches()
        assert (row.match_id, row.hands, row.started_at) == ("m1", 3, match("m1").started_at)
        assert store.match_record("m1") == "record 3"
        store.hands()
        assert len(messages) == 1 and not journal_of(path).exists()
    finally:
        store.close()
    assert recorded_hands(path) == [("m1", 1), ("m1", 2), ("m1", 3)]


Damage = Callable[[bytes, pytest.MonkeyPatch], bytes]
"""A journal of three good lines made damaged (the limits of a journal lowered to it)."""


def _line_inserted(line: bytes) -> Damage:
    def damaged(good: bytes, _limits: pytest.MonkeyPatch) -> bytes:
        first, rest = good.split(b"\n", 1)
        return first + b"\n" + line + rest

    return damaged


def _cut_short(good: bytes, _limits: pytest.MonkeyPatch) -> bytes:
    return good + b'{"cut short'


def _too_long(good: bytes, limits: pytest.MonkeyPatch) -> bytes:
    limits.setattr(stats_journal, "MAX_JOURNAL_BYTES", len(good) + 1000)
    return good + b" " * 2000 + b"\n"


def _a_line_too_long(good: bytes, limits: pytest.MonkeyPatch) -> bytes:
    longest = max(len(line) for line in good.split(b"\n"))
    limits.setattr(stats_journal, "MAX_LINE_BYTES", longest + 10)
    return good + b"x" * (longest + 100) + b"\n"


@pytest.mark.parametrize(
    "damage",
    [_line_inserted(b"{not json\n"), _line_inserted(b'{"format": 1, "kind": "save"}\n'),
     _line_inserted(b"[1, 2]\n"), _cut_short, _too_long, _a_line_too_long],
    ids=["not JSON", "not a write of this game", "not an object", "the last line cut short",
         "the journal too long", "a line too long"],
)
def test_a_damaged_journal_is_moved_aside_and_the_good_records_arrive(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: Damage
) -> None:
    path = tmp_path / STATS_NAME
    _check_kept_aside(path, damage(_journal_with_three_hands(path), monkeypatch))


def _forged(lines: bytes, forge: Callable[[dict[str, Any]], None]) -> bytes:
    """Each line of ``lines`` written again after them, changed by ``forge``."""
    forged = []
    for line in lines.splitlines():
        entry = json.loads(line)
        forge(entry)
        forged.append(json.dumps(entry).encode() + b"\n")
    return lines + b"".join(forged)


def _beyond_its_match(entry: dict[str, Any]) -> None:
    entry["hand"]["hand_number"] += 1000


def _of_no_match(entry: dict[str, Any]) -> None:
    entry["hand"]["match_id"] = "nowhere"


def _under_another_number(entry: dict[str, Any]) -> None:
    entry["hand"]["hand_number"] += 3
    entry["match"]["hands"] += 3


def _of_another_match(entry: dict[str, Any]) -> None:
    entry["match"]["started_at"] = "2020-01-01T00:00:00"
    entry["match"]["seed_fingerprint"] = "cd" * 32
    entry["hand"]["hand_number"] += 3
    entry["match"]["hands"] += 3
    entry["hand"]["played_at"] = entry["hand"]["played_at"].replace("10:", "11:")


@pytest.mark.parametrize(
    "forge", [_beyond_its_match, _of_no_match, _under_another_number, _of_another_match],
    ids=["a hand beyond its match's hands", "a hand of no match",
         "a hand written again under another number", "a match that is another one"],
)
def test_an_edited_journal_is_refused_kept_aside_and_told_once(
    tmp_path: Path, forge: Callable[[dict[str, Any]], None]
) -> None:
    # Each real hand written again with its number + 1000 doubled the hands (112 -> 224).
    path = tmp_path / STATS_NAME
    _check_kept_aside(path, _forged(_journal_with_three_hands(path), forge))


@pytest.mark.parametrize("forge", [_under_another_number, _of_another_match],
                         ids=["a hand the file has, under another number",
                              "a match the file has, another one"])
def test_journal_lines_at_odds_with_the_file_are_refused_kept_aside_and_told_once(
    tmp_path: Path, forge: Callable[[dict[str, Any]], None]
) -> None:
    path = tmp_path / STATS_NAME
    good = _journal_with_three_hands(path)
    journal_of(path).write_bytes(good)
    assert recorded_hands(path) == [("m1", 1), ("m1", 2), ("m1", 3)]  # now in the file
    _check_kept_aside(path, _forged(good, forge)[len(good):])  # only the edited lines


def test_the_window_tells_of_a_damaged_journal_in_words_it_can_translate(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "data" / STATS_NAME
    path.parent.mkdir()
    journal_of(path).write_bytes(b"{not json\n")
    window = make_window(qtbot, tmp_path, seed=39)
    qtbot.waitUntil(lambda: bool(window.session.stats.told), timeout=WAIT_MS)
    [moved] = window.session.stats.db.journal_moved_to
    told = window.session.stats.told
    assert [text for text in told if moved.name in text] == told


def test_a_damaged_journal_that_cannot_be_moved_aside_is_never_removed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / STATS_NAME
    damaged = _journal_with_three_hands(path) + b"{not json\n"
    journal_of(path).write_bytes(damaged)
    rename = Path.rename

    def refuse_the_journal(self: Path, target: Path) -> Path:
        if self == journal_of(path):
            raise PermissionError("in use")
        return rename(self, target)

    monkeypatch.setattr(Path, "rename", refuse_the_journal)
    store = StatsDB(path)
    try:
        assert [h.hand_number for h in store.hands()] == [1, 2, 3]
        assert store.journal_moved_to == [] and store.pending == 0
    finally:
        store.close()
    assert journal_of(path).read_bytes() == damaged
