"""Reviews in the statistics: the file's new table (a migration that keeps every row of the
schema before it), a review recorded and read back with the figures the review itself gives, a
full review never replaced by a luck one, a review that waits in the journal for a locked file,
a hand-edited row that counts nowhere; the Statistics window's Luck and Rating tiles from real
reviews, and its measure of every match's luck, match after match in (test) hosts, recorded,
told to a screen reader, stopped when the window closes. Only the reviews made the way today's
review values (``REVIEW_VERSION``) count: an older one is measured again, and replaced by any
review of today's."""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot
from test_review_runner import FakeHost

from ginrummy_desktop.ai.fallback import FallbackPlayer
from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.rating import rating_of
from ginrummy_desktop.ai.review import (
    REVIEW_VERSION,
    HandReview,
    ReviewSettings,
    hand_count,
    review_hand,
    seat_totals,
)
from ginrummy_desktop.app.match.controller import GameController
from ginrummy_desktop.app.records import review_records
from ginrummy_desktop.app.records.luck_sweep import LuckSweep
from ginrummy_desktop.app.records.review_records import ReviewFigures, review_row
from ginrummy_desktop.app.records.stats_recorder import StatsRecorder, match_record, match_row
from ginrummy_desktop.app.records.stats_rows import (
    HAND_COLUMNS,
    MATCH_COLUMNS,
    REVIEW_COLUMNS,
    YOU,
    HandRow,
    MatchResult,
    MatchRow,
    ReviewKind,
    ReviewRow,
)
from ginrummy_desktop.app.records.stats_schema import (
    MIGRATIONS,
    SCHEMA_VERSION,
    expected_objects,
    schema_objects,
)
from ginrummy_desktop.app.records.stats_store import STATS_NAME, StatsDB
from ginrummy_desktop.app.records.stats_summary import summarize
from ginrummy_desktop.app.records.stats_writes import journal_line, review_entry
from ginrummy_desktop.app.seats.thread_seat import ThreadSeat
from ginrummy_desktop.app.settings.names import difficulty_name
from ginrummy_desktop.app.widgets.review_tiles import SweepMaker
from ginrummy_desktop.app.widgets.statistics_dialog import StatisticsDialog
from ginrummy_desktop.app.words.review import points_text
from ginrummy_desktop.engine import Game, Phase, RuleSet

FULL = ReviewSettings(samples=40, close_samples=0, draw_guesses=8, deal_samples=50)
LUCK = replace(FULL, seats=frozenset())
"""The luck alone, as the Statistics window measures it (smaller than the program's)."""
WAIT_MS = 60_000


# --- a short match, played and reviewed once for the module --------------------------------------


@pytest.fixture(scope="module")
def game() -> Game:
    """A match to 40 points played to its end by two Easy players (four hands)."""
    played = Game(RuleSet().with_changes(target=40), seed=5)
    players = [make_player("easy", 4), make_player("easy", 5)]
    while played.phase is not Phase.GAME_OVER:
        seat = played.actor
        played.apply(played.legal_actions()[0] if seat is None
                     else players[seat].choose(played.view(seat)))
    return played


def _reviewed(game: Game, settings: ReviewSettings) -> tuple[HandReview, ...]:
    return tuple(review_hand(game.rules, game.history, number, settings)
                 for number in range(1, hand_count(game.rules, game.history) + 1))


@pytest.fixture(scope="module")
def full(game: Game) -> tuple[HandReview, ...]:
    return _reviewed(game, FULL)


@pytest.fixture(scope="module")
def luck(game: Game) -> tuple[HandReview, ...]:
    return _reviewed(game, LUCK)


def english(text: str) -> str:
    """``text`` with its counted words in English, as the program's English translation makes
    them from the marks ("2 match(es)": "2 matches", "1 match(es)": "1 match"): the same text
    before and after that translation takes in a new counted string."""
    return re.sub(r"(\d+) (\w+)\((e?s)\)",
                  lambda m: f"{m[1]} {m[2]}{'' if m[1] == '1' else m[3]}", text)


def _day(day: int) -> str:
    return f"2026-04-{day:02d}T10:00:00.000+00:00"


def _save_match(db: StatsDB, game: Game, match_id: str, day: int, *, record: str | None = None,
                **changes: object) -> MatchRow:
    """``game`` recorded as the match ``match_id``, started on ``day``."""
    row = match_row(game, match_id, "ab" * 32, _day(day), 3, _day(day).replace("T10", "T11"))
    row = replace(row, **changes)  # type: ignore[arg-type]
    assert db.save(row, match_record(game) if record is None else record)
    return row


@dataclass(frozen=True)
class _Facts:
    level: Level = Level.MEDIUM
    assisted_hands: frozenset[int] = frozenset()


class _Clock:
    """A clock the test moves: each reading a minute later."""

    def __init__(self) -> None:
        self.minute = 0

    def __call__(self) -> datetime:
        self.minute += 1
        return datetime(2026, 5, 1, 12, 0, tzinfo=UTC) + timedelta(minutes=self.minute)


@pytest.fixture
def db(tmp_path: Path) -> Iterator[StatsDB]:
    store = StatsDB(tmp_path / STATS_NAME)
    yield store
    store.close()


@pytest.fixture
def recorder(qtbot: QtBot, db: StatsDB) -> Iterator[StatsRecorder]:
    controller = GameController(ThreadSeat(FallbackPlayer()))
    made = StatsRecorder(db, controller, _Facts(), clock=_Clock())
    yield made
    controller.shutdown()


def _review_columns(db: StatsDB, match_id: str) -> tuple[object, ...]:
    """The review row of ``match_id`` as the file has it (empty: none)."""
    connection = sqlite3.connect(db.path)
    try:
        row = connection.execute(
            "SELECT kind, reviewed_at, decisions, doubtful, bad, very_bad, hands, started_at "
            "FROM reviews WHERE match_id = ?", (match_id,)).fetchone()
        return () if row is None else tuple(row)
    finally:
        connection.close()


def _review_version(db: StatsDB, match_id: str) -> tuple[object, ...]:
    """The kind, moment and review version of the review row of ``match_id`` (empty: none)."""
    connection = sqlite3.connect(db.path)
    try:
        row = connection.execute("SELECT kind, reviewed_at, version FROM reviews "
                                 "WHERE match_id = ?", (match_id,)).fetchone()
        return () if row is None else tuple(row)
    finally:
        connection.close()


def _row(kind: ReviewKind, minute: int, version: int = REVIEW_VERSION, match_id: str = "m1",
         luck: float = 1.0) -> ReviewRow:
    """A review row made by hand (no review run): ``luck`` for the player, as much against
    the computer, a minute past noon on 1 May, of the review ``version``."""
    full = kind is ReviewKind.FULL
    return ReviewRow(match_id, f"2026-05-01T12:{minute:02d}:00.000+00:00", kind,
                     20 if full else 0, 8.0 if full else 0.0, int(full), 0, 0, luck, -luck,
                     10, 10 - 2 * luck, 2, version)


def _bump(monkeypatch: pytest.MonkeyPatch) -> int:
    """The statistics read and make reviews as if the review had been bumped once more (the
    real constant untouched); the version they take for today's."""
    monkeypatch.setattr(review_records, "REVIEW_VERSION", REVIEW_VERSION + 1)
    return REVIEW_VERSION + 1


# --- the schema ----------------------------------------------------------------------------------


def _hand(number: int) -> HandRow:
    return HandRow("m1", number, f"2026-03-01T10:{number:02d}:00+00:00", "Standard",
                   "0123456789ab", 3, YOU, "knock", 10 + number, YOU, YOU, 4, 14, 12)


_OLD_MATCH = MatchRow("m1", "ab" * 32, "2026-03-01T10:00:00", "2026-03-01T11:00:00", 3,
                      "Standard", "0123456789ab", MatchResult.WON, 150, 60, 140, 20, 2)
"""The match an older file holds."""


def _file_of_schema(path: Path, version: int) -> sqlite3.Connection:
    """A statistics file as the game's schema ``version`` made it, open (the caller closes)."""
    connection = sqlite3.connect(path, isolation_level=None)
    for number, step in enumerate(MIGRATIONS[:version], start=1):
        connection.executescript(step)
        connection.execute(f"PRAGMA user_version = {number}")
    return connection


def test_a_file_of_the_schema_before_gets_the_reviews_and_keeps_its_rows(tmp_path: Path) -> None:
    path = tmp_path / STATS_NAME
    connection = _file_of_schema(path, 4)
    match = _OLD_MATCH
    before = MATCH_COLUMNS[:-1]  # no "friend" yet
    connection.execute(f"INSERT INTO matches ({', '.join(before)}, record) VALUES "
                       f"({', '.join('?' * len(before))}, 'a record')", match.values()[:-1])
    connection.executemany(f"INSERT INTO hands ({', '.join(HAND_COLUMNS)}) VALUES "
                           f"({', '.join('?' * len(HAND_COLUMNS))})",
                           [_hand(1).values(), _hand(2).values()])
    connection.close()
    store = StatsDB(path)
    try:
        assert [h.points for h in store.hands()] == [11, 12]
        assert store.matches() == [match] and store.match_record("m1") == "a record"
        assert store.summaries()[None] == summarize(store.hands(), store.matches())
        assert store.moved_to == [] and store.review_figures().matches == 1
    finally:
        store.close()
    check = sqlite3.connect(path)
    try:
        assert int(check.execute("PRAGMA user_version").fetchone()[0]) == SCHEMA_VERSION == 7
        found = schema_objects(check)
    finally:
        check.close()
    assert found == expected_objects(SCHEMA_VERSION)
    added = {(kind, name) for kind, name, _table, _sql in found - expected_objects(4)}
    assert {("table", "reviews"), ("index", "reviews_by_start")} <= added  # and step 6's


def test_the_reviews_of_a_file_of_schema_6_become_version_1_and_are_measured_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / STATS_NAME
    connection = _file_of_schema(path, 6)
    match = _OLD_MATCH
    connection.execute(f"INSERT INTO matches ({', '.join(MATCH_COLUMNS)}, record) VALUES "
                       f"({', '.join('?' * len(MATCH_COLUMNS))}, 'a record')", match.values())
    before = REVIEW_COLUMNS[:-1]  # no "version" yet
    old = _row(ReviewKind.FULL, 1, version=1, luck=5.0)
    connection.execute(f"INSERT INTO reviews ({', '.join(before)}, started_at) VALUES "
                       f"({', '.join('?' * len(before))}, ?)",
                       (*old.values()[:-1], match.started_at))
    connection.close()
    store = StatsDB(path)
    try:
        figures = store.review_figures()  # opened, and migrated, at its first read
        assert _review_version(store, "m1") == ("full", old.reviewed_at, 1)
        assert (figures.matches, figures.reviewed, figures.full, figures.luck) == (1, 0, 0, 0)
        assert figures.series == () and store.unreviewed(10) == ["m1"]  # measured again
        monkeypatch.setattr(review_records, "REVIEW_VERSION", 1)  # as the game that made it
        figures = store.review_figures()
        assert (figures.reviewed, figures.full, figures.luck, len(figures.series)) == (
            1, 1, 5.0, 1)
        assert store.unreviewed(10) == [] and store.moved_to == []
    finally:
        store.close()
    check = sqlite3.connect(path)
    try:
        assert int(check.execute("PRAGMA user_version").fetchone()[0]) == SCHEMA_VERSION
        assert schema_objects(check) == expected_objects(SCHEMA_VERSION)
    finally:
        check.close()


def test_a_trigger_planted_on_the_reviews_moves_the_file_aside(tmp_path: Path) -> None:
    path = tmp_path / STATS_NAME
    made = StatsDB(path)
    assert made.matches() == []
    made.close()
    connection = sqlite3.connect(path)
    connection.executescript(
        "CREATE TRIGGER emptied AFTER INSERT ON reviews BEGIN DELETE FROM hands; END;")
    connection.close()
    store = StatsDB(path)
    try:
        assert store.review_figures().matches == 0
        assert len(store.moved_to) == 1
    finally:
        store.close()


# --- recording a review --------------------------------------------------------------------------


def test_a_review_is_recorded_and_read_back_with_the_reviews_own_figures(
    recorder: StatsRecorder, db: StatsDB, game: Game, full: tuple[HandReview, ...]
) -> None:
    _save_match(db, game, "m1", 1)
    before = db.review_figures()
    assert (before.matches, before.reviewed, before.latest) == (1, 0, None)
    recorded: list[bool] = []
    recorder.recorded.connect(lambda: recorded.append(True))
    recorder.record_review("m1", full, full=True)
    mine, theirs = seat_totals(full, 0), seat_totals(full, 1)
    figures = recorder.reviews()
    assert recorded and (figures.matches, figures.reviewed, figures.full) == (1, 1, 1)
    assert figures.luck == pytest.approx(mine.luck)
    assert figures.opponent_luck == pytest.approx(theirs.luck)
    assert figures.result == mine.result == sum(h.result[0] for h in full)
    assert figures.adjusted == pytest.approx(mine.adjusted)
    assert figures.adjusted == pytest.approx(mine.result - mine.luck + theirs.luck)
    (point,) = figures.series
    assert (point.decisions, point.started_at) == (mine.decisions, _day(1))
    assert point.error_rate == pytest.approx(mine.error_rate) and mine.decisions > 0
    assert point.level is rating_of(mine.error_rate)
    assert _review_columns(db, "m1") == (
        "full", "2026-05-01T12:01:00.000+00:00", mine.decisions, *mine.marks, len(full), _day(1))
    assert recorder.reset()  # Reset forgets the reviews too
    assert _review_columns(db, "m1") == () and db.review_figures().reviewed == 0


def test_a_full_review_is_never_replaced_by_a_luck_one(
    recorder: StatsRecorder, db: StatsDB, game: Game, full: tuple[HandReview, ...],
    luck: tuple[HandReview, ...]
) -> None:
    _save_match(db, game, "m1", 1)
    recorder.record_review("m1", luck, full=False)
    assert _review_columns(db, "m1")[:3] == ("luck", "2026-05-01T12:01:00.000+00:00", 0)
    recorder.record_review("m1", full, full=True)  # a full review replaces a luck one
    decisions = seat_totals(full, 0).decisions
    assert _review_columns(db, "m1")[:3] == ("full", "2026-05-01T12:02:00.000+00:00", decisions)
    recorder.record_review("m1", luck, full=False)  # later, but luck only: the full one stays
    assert _review_columns(db, "m1")[:3] == ("full", "2026-05-01T12:02:00.000+00:00", decisions)
    assert db.review_figures().full == 1
    fewer = full[:2]  # a later full review replaces the earlier one
    recorder.record_review("m1", fewer, full=True)
    assert _review_columns(db, "m1")[:3] == (
        "full", "2026-05-01T12:04:00.000+00:00", seat_totals(fewer, 0).decisions)
    earlier = review_row("m1", full, ReviewKind.FULL, "2026-05-01T12:02:00.000+00:00")
    assert db.save_review(earlier)  # an earlier one replayed (a journal's) does not
    assert _review_columns(db, "m1")[1] == "2026-05-01T12:04:00.000+00:00"
    _save_match(db, game, "m2", 2)  # a later luck review replaces an earlier luck one
    recorder.record_review("m2", luck, full=False)
    recorder.record_review("m2", luck[:1], full=False)
    assert _review_columns(db, "m2")[:2] == ("luck", "2026-05-01T12:06:00.000+00:00")
    assert db.review_figures().reviewed == 2


def test_a_review_of_a_newer_version_replaces_any_of_an_older_one(
    db: StatsDB, game: Game
) -> None:
    _save_match(db, game, "m1", 1)
    older, newer = REVIEW_VERSION - 1, REVIEW_VERSION + 1
    assert older >= 1
    assert db.save_review(_row(ReviewKind.FULL, 5, version=older))
    assert db.save_review(_row(ReviewKind.LUCK, 1))  # earlier and luck only, but of today's
    assert _review_version(db, "m1") == ("luck", _row(ReviewKind.LUCK, 1).reviewed_at,
                                         REVIEW_VERSION)
    assert db.save_review(_row(ReviewKind.FULL, 9, version=older))  # an older one never
    assert _review_version(db, "m1")[2] == REVIEW_VERSION
    assert db.save_review(_row(ReviewKind.FULL, 2))  # within a version: full above luck
    assert db.save_review(_row(ReviewKind.LUCK, 8))
    assert _review_version(db, "m1")[:2] == ("full", _row(ReviewKind.FULL, 2).reviewed_at)
    assert db.save_review(_row(ReviewKind.LUCK, 0, version=newer))  # a newer program's
    assert db.save_review(_row(ReviewKind.FULL, 30))  # is never replaced by today's
    assert _review_version(db, "m1") == ("luck", _row(ReviewKind.LUCK, 0).reviewed_at, newer)
    figures = db.review_figures()
    assert (figures.matches, figures.reviewed, figures.full, figures.series) == (1, 0, 0, ())
    assert db.unreviewed(10) == []  # measuring it again would change nothing


def test_only_the_reviews_of_todays_version_count_in_the_figures(
    db: StatsDB, game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    for number in (1, 2, 3):
        _save_match(db, game, f"m{number}", number)
    assert db.save_review(_row(ReviewKind.FULL, 1, match_id="m1", luck=3.0))
    assert db.save_review(_row(ReviewKind.FULL, 2, REVIEW_VERSION - 1, "m2", luck=5.0))
    assert db.save_review(_row(ReviewKind.LUCK, 3, REVIEW_VERSION + 1, "m3", luck=7.0))
    for level in (None, 3):
        figures = db.review_figures(level)
        assert (figures.matches, figures.reviewed, figures.full) == (3, 1, 1)
        assert (figures.luck, figures.opponent_luck) == (3.0, -3.0)
        assert (figures.result, figures.adjusted) == (10.0, 4.0)
        assert [point.started_at for point in figures.series] == [_day(1)]
    assert db.unreviewed(10) == ["m2"]
    _bump(monkeypatch)  # the review is bumped: m3's is today's, m1's is old
    figures = db.review_figures()
    assert (figures.reviewed, figures.full, figures.luck, figures.series) == (1, 0, 7.0, ())
    assert db.unreviewed(10) == ["m1", "m2"]


def test_a_review_waits_in_the_journal_while_the_file_is_locked(
    tmp_path: Path, game: Game, luck: tuple[HandReview, ...]
) -> None:
    path = tmp_path / STATS_NAME
    db = StatsDB(path)
    _save_match(db, game, "m1", 1)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
    try:
        row = review_row("m1", luck, ReviewKind.LUCK, "2026-05-01T12:00:00.000+00:00")
        assert not db.save_review(row)
        assert db.pending == 1 and b'"kind":"review"' in db.journal.path.read_bytes()
        db.close()  # the program quits: the review is in the journal only
    finally:
        other.execute("ROLLBACK")
        other.close()
    again = StatsDB(path)
    try:
        assert again.review_figures().reviewed == 1
        assert again.review_figures().luck == pytest.approx(seat_totals(luck, 0).luck)
        assert not again.journal.exists() and again.pending == 0
    finally:
        again.close()


def test_an_edited_review_line_of_the_journal_is_refused_and_the_rest_written(
    tmp_path: Path, game: Game, luck: tuple[HandReview, ...]
) -> None:
    path = tmp_path / STATS_NAME
    made = StatsDB(path)
    _save_match(made, game, "m1", 1)
    _save_match(made, game, "m2", 2)
    made.close()
    good = review_entry(review_row("m1", luck, ReviewKind.LUCK, "2026-05-01T12:00:00.000+00:00"))
    edited = json.loads(json.dumps({**good, "review": {**good["review"], "match_id": "m2"}}))
    for name, value in (("luck", "lucky"), ("hands", 0), ("luck", 1e300)):
        with pytest.raises((ValueError, TypeError)):
            journal_line({**edited, "review": {**edited["review"], name: value}})
    edited["review"]["luck"] = "lucky"
    lines = [json.dumps(entry, separators=(",", ":")) for entry in (good, edited)]
    journal = path.with_name(path.name + ".pending")
    journal.write_text("\n".join(lines) + "\n", encoding="ascii")
    store = StatsDB(path)
    try:
        figures = store.review_figures()
        assert (figures.matches, figures.reviewed) == (2, 1)  # m1's, not the edited m2's
        assert not journal.exists() and len(store.journal_moved_to) == 1  # kept aside
    finally:
        store.close()


def test_a_review_out_of_bounds_is_refused_and_an_edited_row_counts_nowhere(
    db: StatsDB, game: Game, luck: tuple[HandReview, ...]
) -> None:
    row = review_row("m1", luck, ReviewKind.LUCK, "2026-05-01T12:00:00.000+00:00")
    with pytest.raises(ValueError, match="luck"):
        replace(row, luck=float("inf"))
    with pytest.raises(ValueError, match="hands"):
        replace(row, hands=0)
    assert db.save_review(row)  # of no match recorded: nothing written
    assert db.review_figures() == ReviewFigures(matches=0)
    _save_match(db, game, "m1", 1)
    _save_match(db, game, "m2", 2)
    assert db.save_review(row) and db.save_review(replace(row, match_id="m2"))
    edit = sqlite3.connect(db.path)
    edit.execute("UPDATE reviews SET luck = 1e300 WHERE match_id = 'm2'")
    edit.commit()
    edit.close()
    figures = db.review_figures()
    assert (figures.matches, figures.reviewed) == (2, 1)
    assert figures.luck == pytest.approx(row.luck)


# --- the Statistics window -----------------------------------------------------------------------


def _dialog(qtbot: QtBot, recorder: StatsRecorder) -> StatisticsDialog:
    dialog = StatisticsDialog(recorder)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_luck_and_rating_tiles_show_the_figures_of_real_reviews(
    qtbot: QtBot, recorder: StatsRecorder, db: StatsDB, game: Game,
    full: tuple[HandReview, ...]
) -> None:
    _save_match(db, game, "m1", 1)
    _save_match(db, game, "m2", 2)
    _save_match(db, game, "m3", 3, result=MatchResult.IN_PROGRESS, ended_at=None)  # not yet
    dialog = _dialog(qtbot, recorder)
    luck_tile, rating = dialog.tiles["luck"], dialog.tiles["rating"]
    assert (luck_tile.value.text(), rating.value.text()) == ("–", "–")
    assert english(luck_tile.note.text()) == "not measured yet in any of 2 matches"
    assert not dialog.rating_chart.isVisible()
    recorder.record_review("m1", full, full=True)
    qtbot.waitUntil(lambda: dialog.reviews.reviewed == 1, timeout=2000)  # it follows
    mine, theirs = seat_totals(full, 0), seat_totals(full, 1)
    assert luck_tile.value.text() == points_text(mine.luck)
    assert english(luck_tile.note.text()) == (
        f"{points_text(mine.adjusted)} adjusted for luck, "
        f"{points_text(float(mine.result))} as played · over 1 of 2 matches")
    level = difficulty_name(int(rating_of(mine.error_rate)))
    assert rating.value.text() == level
    assert rating.note.text() == (
        f"in the latest match: {mine.error_rate:.2f} points lost a decision")
    assert dialog.rating_chart.isVisible()
    assert dialog.rating_chart.rates == [pytest.approx(mine.error_rate)]
    page = dialog.findChild(QScrollArea, "statisticsPage")
    qtbot.wait(20)
    assert page is not None and page.verticalScrollBar().maximum() == 0  # all in sight
    node = QAccessible.queryAccessibleInterface(rating)
    assert node.text(QAccessible.Text.Name) == f"Rating: {level}, {rating.note.text()}"
    assert f"{mine.error_rate:.2f}" in node.text(QAccessible.Text.Description)
    described = QAccessible.queryAccessibleInterface(luck_tile).text(QAccessible.Text.Description)
    assert points_text(theirs.luck) in described
    dialog.show_level(5)  # the matches were played at level 3
    assert (luck_tile.value.text(), rating.value.text()) == ("–", "–")
    assert not dialog.rating_chart.isVisible()


def _tiny_sweep(hosts: list[FakeHost]) -> SweepMaker:
    def make(recorder: StatsRecorder, owner: QObject) -> LuckSweep:
        return LuckSweep(recorder, owner, settings=LUCK, hosts=hosts)
    return make


def test_the_luck_of_every_match_not_reviewed_is_measured_and_recorded(
    qtbot: QtBot, recorder: StatsRecorder, db: StatsDB, game: Game,
    full: tuple[HandReview, ...], luck: tuple[HandReview, ...]
) -> None:
    for number in (1, 2, 3):
        _save_match(db, game, f"m{number}", number)
    _save_match(db, game, "m4", 4, record='{"not": "a match"}')  # cannot be read: passed over
    _save_match(db, game, "m5", 5, result=MatchResult.IN_PROGRESS, ended_at=None)  # on the table
    recorder.record_review("m2", full, full=True)
    dialog = _dialog(qtbot, recorder)
    hosts = [FakeHost(), FakeHost()]
    dialog.luck_button.make_sweep = _tiny_sweep(hosts)
    dialog.luck_button.click()
    assert not dialog.luck_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.luck_button.isEnabled(), timeout=WAIT_MS)
    assert [english(text) for text in dialog.luck_button.said] == [
        "Measured 0 of 3 matches…", "Measured 1 of 3 matches…", "Measured 2 of 3 matches…",
        "Measured 3 of 3 matches…",
        "Measured the luck of 2 matches. 1 match could not be measured."]
    assert dialog.note.text() == dialog.luck_button.said[-1]  # on the note line
    assert sorted(hosts[0].asked + hosts[1].asked) == [1, 1, 2, 2, 3, 3, 4, 4]
    for match_id in ("m1", "m3"):
        kind, _when, decisions, *_marks, hands, _start = _review_columns(db, match_id)
        assert (kind, decisions, hands) == ("luck", 0, len(luck))
    assert _review_columns(db, "m2")[0] == "full"
    assert _review_columns(db, "m4") == _review_columns(db, "m5") == ()
    qtbot.waitUntil(lambda: dialog.reviews.reviewed == 3, timeout=2000)
    expected = 2 * seat_totals(luck, 0).luck + seat_totals(full, 0).luck
    assert dialog.reviews.luck == pytest.approx(expected)
    assert english(dialog.tiles["luck"].note.text()).endswith("over 3 of 4 matches")
    dialog.luck_button.click()  # m4 only is left, and it cannot be read
    qtbot.waitUntil(lambda: dialog.luck_button.isEnabled(), timeout=WAIT_MS)
    assert english(dialog.luck_button.said[-1]) == (
        "Measured the luck of 0 matches. 1 match could not be measured.")


def test_after_a_bump_the_measure_of_every_match_measures_the_reviewed_ones_again(
    qtbot: QtBot, recorder: StatsRecorder, db: StatsDB, game: Game,
    luck: tuple[HandReview, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    for number in (1, 2):
        _save_match(db, game, f"m{number}", number)
        recorder.record_review(f"m{number}", luck, full=False)
    assert db.review_figures().reviewed == 2 and db.unreviewed(10) == []
    version = _bump(monkeypatch)
    dialog = _dialog(qtbot, recorder)
    assert dialog.reviews.reviewed == 0
    dialog.luck_button.make_sweep = _tiny_sweep([FakeHost()])
    dialog.luck_button.click()
    qtbot.waitUntil(lambda: dialog.luck_button.isEnabled(), timeout=WAIT_MS)
    assert english(dialog.luck_button.said[-1]) == "Measured the luck of 2 matches."
    assert [_review_version(db, match_id)[2] for match_id in ("m1", "m2")] == [version] * 2
    qtbot.waitUntil(lambda: dialog.reviews.reviewed == 2, timeout=2000)
    assert dialog.reviews.luck == pytest.approx(2 * seat_totals(luck, 0).luck)


def test_with_every_match_measured_the_line_says_so(
    qtbot: QtBot, recorder: StatsRecorder, db: StatsDB
) -> None:
    dialog = _dialog(qtbot, recorder)
    dialog.luck_button.make_sweep = _tiny_sweep([FakeHost()])
    dialog.luck_button.click()
    qtbot.waitUntil(lambda: bool(dialog.luck_button.said), timeout=2000)
    assert dialog.luck_button.said == ["The luck of every finished match is measured already."]
    assert dialog.luck_button.isEnabled()


def test_closing_the_window_stops_the_measure(
    qtbot: QtBot, recorder: StatsRecorder, db: StatsDB, game: Game
) -> None:
    for number in (1, 2):
        _save_match(db, game, f"m{number}", number)
    dialog = _dialog(qtbot, recorder)
    host = FakeHost(delay_ms=300)
    dialog.luck_button.make_sweep = _tiny_sweep([host])
    dialog.luck_button.click()
    qtbot.waitUntil(lambda: bool(host.asked), timeout=2000)
    assert dialog.luck_button.running
    dialog.close()
    assert not dialog.luck_button.running and dialog.luck_button.sweep is None
    assert host.forgotten == [1]  # the hand under way is forgotten
    qtbot.wait(500)
    assert host.asked == [1] and db.review_figures().reviewed == 0
    assert [english(text) for text in dialog.luck_button.said] == ["Measured 0 of 2 matches…"]
