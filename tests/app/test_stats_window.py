"""Statistics from the real window: every hand and match recorded as it ends, once only (also
across a resume), abandoned matches, the Statistics window (figures, chart, live update, Reset)
and the damaged or locked file seen from the table."""

from __future__ import annotations

import random
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot
from table_helpers import WAIT_MS, make_window
from test_stats_growth import unfinished_file

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.app.records.stats_recorder import StatsRecorder
from ginrummy_desktop.app.records.stats_rows import (
    COMPUTER,
    YOU,
    HandRow,
    MatchResult,
    MatchRow,
    settings_hash,
)
from ginrummy_desktop.app.records.stats_store import STATS_NAME, StatsDB
from ginrummy_desktop.app.records.stats_summary import results_series, summarize
from ginrummy_desktop.app.widgets.autopilot import Autopilot
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.app.widgets.statistics_dialog import (
    CHART_MATCHES,
    StatisticsDialog,
    show_statistics,
)
from ginrummy_desktop.engine import Phase, RuleSet, game_from_json

SHOTS = Path(__file__).resolve().parent.parent / "output"
SHORT = RuleSet().with_changes(target=40)
"""A short match, so a test can play one to the end."""


def _play_hands(qtbot: QtBot, window: MainWindow, hands: int, seed: int = 3) -> None:
    """Let the autopilot play until ``hands`` hands of the match have ended (or it is over)."""
    pilot = Autopilot(window, make_player(Level.EASY, seed))
    target = len(window.session.game.results) + hands

    def stop_at_target(scored: int) -> None:
        if scored >= target:
            pilot.stop()  # before it deals again: the table stays at the hand's end

    pilot.hand_over.connect(stop_at_target)

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


def _db(window: MainWindow) -> StatsDB:
    return window.session.stats.db


def _stats_file(tmp_path: Path) -> Path:
    return tmp_path / "data" / STATS_NAME


def test_every_hand_is_recorded_as_it_ends(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=31)
    assert _db(window).hands() == []
    _play_hands(qtbot, window, 2)
    game = window.session.game
    rows = _db(window).hands()
    assert [row.hand_number for row in rows] == [r.number for r in game.results]
    for row, result in zip(rows, game.results, strict=True):
        assert row.outcome == result.outcome.value
        assert row.points == result.points
        assert row.dealer == (YOU if result.dealer == 0 else COMPUTER)
        expected = None if result.winner is None else (YOU if result.winner == 0 else COMPUTER)
        assert row.scored_by == expected
        assert row.level == 2 and row.rules_preset == "Standard"
        assert row.settings_hash == settings_hash(RuleSet())
        assert row.turns >= 2 and not row.assisted
        assert row.your_deadwood is not None and row.computer_deadwood is not None
        assert row.match_id == window.session.stats.match_id
        if result.settlement is not None and result.knocker == 0:
            assert row.your_deadwood == result.settlement.knocker_deadwood
    (match,) = _db(window).matches()
    assert match.result is MatchResult.IN_PROGRESS and match.hands == len(game.results)
    assert (match.your_score, match.computer_score) == game.sheet.totals
    # the record replays to the hands recorded: a hand-history viewer can show them
    replayed = game_from_json(_db(window).match_record(match.match_id))
    assert replayed.results == game.results[: match.hands]
    assert window.session.stats.last_write_ms < 250, window.session.stats.last_write_ms


def test_the_matches_left_in_progress_are_abandoned_after_the_start(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = _stats_file(tmp_path)
    path.parent.mkdir()
    unfinished_file(path, 1000)  # ten batches: the start waits for the first only
    window = make_window(qtbot, tmp_path, seed=33)
    recorded: list[bool] = []
    window.session.stats.recorded.connect(lambda: recorded.append(True))
    qtbot.waitUntil(lambda: not _db(window).abandoning, timeout=WAIT_MS)
    assert _db(window).summary().matches_abandoned == 1000 and recorded


def test_a_resumed_match_records_its_hands_once(qtbot: QtBot, tmp_path: Path) -> None:
    first = make_window(qtbot, tmp_path, seed=32)
    _play_hands(qtbot, first, 1)
    match_id = first.session.stats.match_id
    assert first.session.phase is Phase.HAND_OVER  # the save holds the hand just ended
    first.close()
    second = make_window(qtbot, tmp_path, seed=32)
    assert second.session.stats.match_id == match_id
    assert [h.hand_number for h in _db(second).hands()] == [1]  # announced again, kept once
    _play_hands(qtbot, second, 1)
    assert [(h.match_id, h.hand_number) for h in _db(second).hands()] == [
        (match_id, 1), (match_id, 2)
    ]
    assert len(_db(second).matches()) == 1


def test_a_match_to_the_end_and_a_match_abandoned(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=33, rules=SHORT)
    _play_hands(qtbot, window, 50)
    game = window.session.game
    assert game.phase is Phase.GAME_OVER
    (match,) = _db(window).matches()
    winner = game.sheet.winner
    assert match.result is (MatchResult.WON if winner == 0 else MatchResult.LOST)
    assert (match.your_score, match.computer_score) == game.sheet.totals
    column = game.sheet.columns[0]
    assert match.your_bonus == column.totals[0] - column.hand_points[0]
    assert match.your_bonus + match.computer_bonus >= SHORT.game_bonus
    assert match.ended_at is not None and match.hands == len(game.results)
    assert len(_db(window).hands()) == len(game.results)
    finished = match.match_id
    window.session.new_game()
    _play_hands(qtbot, window, 1)
    second = window.session.stats.match_id
    assert second is not None and second != finished
    window.session.new_game()  # the player gives the second match up
    results = {m.match_id: m.result for m in _db(window).matches()}
    assert results[finished] is match.result
    assert results[second] is MatchResult.ABANDONED
    summary = _db(window).summary()
    assert summary.matches == 2 and summary.matches_abandoned == 1


# --- the Statistics window ------------------------------------------------------------------


def test_the_window_shows_the_hands_just_played_and_follows_the_game(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=34)
    window.menus.statistics.trigger()
    dialog = window.findChild(StatisticsDialog, "StatisticsDialog")
    assert dialog is not None and dialog.isVisible()
    assert window.menus.statistics.shortcut().toString() == "Ctrl+I"
    assert dialog.summaries[None].hands == 0
    assert dialog.empty_label.isVisible()
    _play_hands(qtbot, window, 1)
    qtbot.waitUntil(lambda: dialog.summaries[None].hands == 1, timeout=1000)  # at once
    assert dialog.summaries[2].hands == 1 and dialog.summaries[5].hands == 0
    assert dialog.tiles["hands"].note.text().startswith("of 1 hand")
    dialog.show_level(5)
    assert dialog.tiles["hands"].value.text() == "0"
    assert dialog.level_buttons[5].isChecked()
    window.menus.statistics.trigger()  # the same window again, not a second one
    assert len(window.findChildren(StatisticsDialog)) == 1


def _fill(db: StatsDB, matches: int, seed: int = 5) -> None:
    """``matches`` plausible finished matches over a few weeks, at every level."""
    rng = random.Random(seed)
    for number in range(matches):
        level = rng.choice([2, 3, 3, 4, 4, 5])
        day, hour = 1 + number * 28 // max(1, matches), 10 + number % 10
        match_id = f"m{number:04d}"
        scores = [0, 0]
        hands = []
        hand = 0
        while max(scores) < 100:
            hand += 1
            outcome = rng.choices(["knock", "gin", "undercut", "big gin", "dead hand"],
                                  [70, 14, 9, 1, 6])[0]
            you = rng.random() < 0.56 - 0.05 * (level - 3)
            points = 0 if outcome == "dead hand" else rng.randint(3, 25) + (
                25 if "gin" in outcome else 0)
            knocker = None if outcome == "dead hand" else (
                (YOU if you else COMPUTER) if outcome != "undercut"
                else (COMPUTER if you else YOU))
            scorer = None if outcome == "dead hand" else (YOU if you else COMPUTER)
            if scorer:
                scores[0 if scorer == YOU else 1] += points
            hands.append(HandRow(
                match_id, hand, f"2026-11-{day:02d}T{hour:02d}:{hand:02d}:00+00:00",
                "Standard", "0123456789ab", level, YOU if hand % 2 else COMPUTER, outcome,
                points, scorer, knocker, rng.randint(0, 10), rng.randint(0, 40),
                rng.randint(6, 30)))
        won = scores[0] > scores[1]
        boxes = [25 * sum(h.scored_by == side for h in hands) for side in (YOU, COMPUTER)]
        bonus = (boxes[0] + (100 if won else 0), boxes[1] + (0 if won else 100))
        row = MatchRow(
            match_id, "ab" * 32, f"2026-11-{day:02d}T{hour:02d}:00:00+00:00",
            f"2026-11-{day:02d}T{hour:02d}:59:00+00:00", level, "Standard", "0123456789ab",
            MatchResult.WON if won else MatchResult.LOST, scores[0] + bonus[0],
            scores[1] + bonus[1], bonus[0], bonus[1], len(hands))
        for hand_row in hands:
            assert db.save(row, "", hand_row)


def test_a_screenshot_of_a_season_of_statistics(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=35)
    _fill(_db(window), 26)
    dialog = show_statistics(window, window.session.stats)
    qtbot.waitExposed(dialog)
    summary = dialog.summaries[None]
    assert summary.matches == 26 and dialog.chart_view.isVisible()
    assert dialog.tiles["win_rate"].value.text().endswith("%")
    assert len(dialog.series) == 26
    qtbot.wait(50)
    SHOTS.mkdir(exist_ok=True)
    assert dialog.grab().save(str(SHOTS / "statistics.png"))
    dialog.show_level(3)
    assert all(p.level == 3 for p in dialog.series)


def test_the_window_opens_quickly_with_a_thousand_matches(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=36)
    _fill(_db(window), 1000, seed=9)
    started = time.perf_counter()
    dialog = show_statistics(window, window.session.stats)
    opened = time.perf_counter() - started
    assert dialog.summaries[None].matches == 1000
    started = time.perf_counter()
    dialog.refresh()
    refreshed = time.perf_counter() - started
    print(f"statistics window with 1000 matches, {dialog.summaries[None].hands} hands: "
          f"opened in {opened * 1000:.0f} ms, refreshed in {refreshed * 1000:.0f} ms")
    assert opened < 3.0 and refreshed < 2.0


def test_the_window_shows_the_totals_without_reading_every_row(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot, tmp_path, seed=42)
    db = _db(window)
    _fill(db, CHART_MATCHES + 12, seed=11)
    expected = {level: summarize(db.hands(level), db.matches(level))
                for level in (None, 1, 2, 3, 4, 5)}
    series = {level: results_series(db.matches(level))[-CHART_MATCHES:] for level in (None, 4)}

    def every_row(*_args: object) -> None:
        raise AssertionError("the Statistics window read every row")

    monkeypatch.setattr(StatsDB, "hands", every_row)
    monkeypatch.setattr(StatsDB, "matches", every_row)
    dialog = show_statistics(window, window.session.stats)
    assert dialog.summaries == expected
    assert dialog.series == series[None] and len(dialog.series) == CHART_MATCHES
    assert dialog.chart_note.text().startswith(f"Last {CHART_MATCHES} of 42 matches · ")
    dialog.show_level(4)
    assert dialog.series == series[4]
    dialog.refresh()
    assert dialog.summaries == expected


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])
def test_reset_asks_first(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                          answer: QMessageBox.StandardButton) -> None:
    window = make_window(qtbot, tmp_path, seed=37)
    _fill(_db(window), 3)
    dialog = show_statistics(window, window.session.stats)
    asked: list[str] = []

    def question(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        asked.append(str(args[1]))
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    dialog.reset_button.click()
    assert asked == ["Reset statistics?"]
    if answer is QMessageBox.StandardButton.Yes:
        assert _db(window).matches() == [] and dialog.summaries[None].matches == 0
        assert dialog.empty_label.isVisible()
        _play_hands(qtbot, window, 1)  # the match in play goes on being recorded
        qtbot.waitUntil(lambda: dialog.summaries[None].hands == 1, timeout=1000)
    else:
        assert dialog.summaries[None].matches == 3


# --- a damaged or locked file seen from the table ---------------------------------------------


def test_a_damaged_file_is_reported_once_in_the_status_line(qtbot: QtBot, tmp_path: Path) -> None:
    path = _stats_file(tmp_path)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00garbage, not a database" * 100)
    window = make_window(qtbot, tmp_path, seed=38)
    qtbot.waitUntil(lambda: bool(window.session.stats.told), timeout=WAIT_MS)
    kept = list(path.parent.glob(f"{STATS_NAME}.unreadable-*"))
    assert len(kept) == 1
    (told,) = window.session.stats.told
    assert "statistics file could not be read" in told and kept[0].name in told
    _play_hands(qtbot, window, 1)
    assert len(_db(window).hands()) == 1
    assert len(list(path.parent.glob(f"{STATS_NAME}.unreadable-*"))) == 1
    assert len(window.session.stats.told) == 1


def test_a_locked_file_never_holds_the_table_up(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=39)
    _db(window).hands()  # the file exists
    shown: list[str] = []
    window.statusBar().messageChanged.connect(shown.append)
    other = sqlite3.connect(_stats_file(tmp_path), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        _play_hands(qtbot, window, 1)
        assert window.session.stats.last_write_ms < 500, window.session.stats.last_write_ms
        qtbot.waitUntil(lambda: bool(window.session.stats.told), timeout=WAIT_MS)
        busy = [text for text in shown if "in use by another program" in text]
        assert len(busy) == 1 and window.session.stats.told == busy  # in the status line, once
        assert _db(window).pending >= 1 and _db(window).hands() == []
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert window.session.stats.retry_now()
    assert len(_db(window).hands()) >= 1
    assert len(_db(window).hands()) == len(window.session.game.results)


def test_a_folder_in_the_way_keeps_the_game_going(qtbot: QtBot, tmp_path: Path) -> None:
    _stats_file(tmp_path).mkdir(parents=True)
    window = make_window(qtbot, tmp_path, seed=40)
    qtbot.waitUntil(lambda: bool(window.session.stats.told), timeout=WAIT_MS)
    assert "Statistics cannot be saved" in window.session.stats.told[0]
    _play_hands(qtbot, window, 2)
    assert _db(window).in_memory
    assert len(_db(window).hands()) == len(window.session.game.results) >= 2
    assert len(window.session.stats.told) == 1 and _stats_file(tmp_path).is_dir()


@dataclass(frozen=True)
class _FirstHandAssisted:
    """The match's facts as a recorder asks them: hand 1 was played with help."""

    level: Level
    assisted_hands: frozenset[int] = frozenset({1})


def test_a_hand_played_with_help_is_marked_assisted(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=41)
    db = StatsDB(tmp_path / "assisted.sqlite3")
    StatsRecorder(db, window.session.controller, _FirstHandAssisted(window.session.level), window)
    _play_hands(qtbot, window, 2)
    assisted = [(h.hand_number, h.assisted) for h in db.hands()]
    assert assisted[:2] == [(1, True), (2, False)]
    assert db.summary().assisted_hands == 1


# --- the Statistics window by keyboard and screen reader (issue 41) ---------------------------


def _shown_statistics(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, StatisticsDialog]:
    window = make_window(qtbot, tmp_path, seed=36)
    _fill(_db(window), 3)
    dialog = show_statistics(window, window.session.stats)
    qtbot.waitUntil(dialog.isActiveWindow, timeout=1000)
    return window, dialog


def test_the_figures_are_read_as_the_window_opens_and_each_tile_takes_the_focus(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Issue 41: the tiles could not be focused, and a screen reader read none of the figures
    when the window opened. The first tile has the focus then, read as a text with its figure;
    Tab goes through every tile."""
    _window, dialog = _shown_statistics(qtbot, tmp_path)
    first = dialog.tiles["win_rate"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first, timeout=1000)
    node = QAccessible.queryAccessibleInterface(first)
    assert node.role() == QAccessible.Role.StaticText
    name = node.text(QAccessible.Text.Name)
    assert first.value.text() in name and first.note.text() in name
    reached = []
    for _ in range(len(dialog.tiles) - 1):
        QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert reached == list(dialog.tiles.values())[1:]


def test_the_level_filters_are_radio_buttons_chosen_with_the_arrows(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Issue 41: the level filters were toggle buttons (read as check boxes) though only one
    can be on. They are one group of radio buttons: one Tab stop, the arrows choose."""
    _window, dialog = _shown_statistics(qtbot, tmp_path)
    buttons = list(dialog.level_buttons.values())
    roles = {QAccessible.queryAccessibleInterface(b).role() for b in buttons}
    assert roles == {QAccessible.Role.RadioButton}
    assert [b.isChecked() for b in buttons] == [True] + [False] * 5
    buttons[0].setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(buttons[0], Qt.Key.Key_Right)
    assert dialog.level == 1 and buttons[1].isChecked() and buttons[1].hasFocus()
    QTest.keyClick(buttons[1], Qt.Key.Key_Tab)
    assert QApplication.focusWidget() not in buttons  # the group is one stop


def test_the_focus_comes_back_to_the_statistics_after_the_reset_question(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 41, item 1: the question (parented to the main window, plain.py) handed the
    activation to the main window as it closed, where the table's keys played unseen."""
    window, dialog = _shown_statistics(qtbot, tmp_path)

    def answered_no(parent: QWidget | None, *_args: object) -> QMessageBox.StandardButton:
        assert parent is window
        parent.activateWindow()  # what a desktop does as the question closes
        qtbot.waitUntil(parent.isActiveWindow, timeout=1000)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answered_no)
    dialog.reset_button.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(dialog.reset_button, Qt.Key.Key_Space)
    qtbot.waitUntil(dialog.isActiveWindow, timeout=1000)
    qtbot.wait(20)
    assert QApplication.activeWindow() is dialog
    assert QApplication.focusWidget() is dialog.reset_button


def _title_fits(tile: QWidget) -> bool:
    heading = tile.heading  # type: ignore[attr-defined]
    return bool(heading.heightForWidth(heading.width()) <= heading.height()
                and heading.minimumSizeHint().width() <= heading.width())


def test_a_tile_title_too_long_for_one_line_wraps_and_its_row_keeps_one_height(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Issue 42: a longer language's title ("PORCENTAJE DE CONTRAGOLPES") was cut at the
    tile's edge; it wraps, and the tiles of its row grow alike."""
    _window, dialog = _shown_statistics(qtbot, tmp_path)
    dialog.resize(dialog.minimumWidth(), dialog.height())
    tile = dialog.tiles["undercut"]
    one_line = tile.heading.height()
    tile.heading.setText("PORCENTAJE DE CONTRAGOLPES DEL ORDENADOR")  # three lines
    qtbot.waitUntil(lambda: all(_title_fits(shown) for shown in dialog.tiles.values()),
                    timeout=1000)
    assert tile.heading.height() >= 3 * one_line - 2
    row = [dialog.tiles[key] for key in ("gin", "undercut", "deadwood", "matches")]
    assert len({shown.height() for shown in row}) == 1
    assert tile.value.geometry().top() >= tile.heading.geometry().bottom()
    assert tile.note.geometry().bottom() <= tile.contentsRect().bottom()
