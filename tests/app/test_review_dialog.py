"""The review window (``widgets/review_dialog.py``) fed a stand-in run with real hand reviews:
the hands appear as they come, the summary is each seat's totals, the marks are shown in
words, every row is read whole, the progress is announced, export writes the review, closing
cancels the run; and the ways in: the Hand history's button and the Game menu's entry.

A screenshot of the filled window at 1024×600 is saved under the system's temporary folder
(``review-dialog.png``), out of the repository."""

from __future__ import annotations

import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTableWidget, QTableWidgetItem, QWidget
from pytestqt.qtbot import QtBot
from review_helpers import FakeRun
from save_helpers import played_save
from table_helpers import make_window

from ginrummy_desktop.ai.review import HandReview, Mark, ReviewSettings, review_hand, seat_totals
from ginrummy_desktop.app.match.saves import SaveStore
from ginrummy_desktop.app.records.history import MatchSource
from ginrummy_desktop.app.records.review_export import finished_part, spoken_words
from ginrummy_desktop.app.records.stats_recorder import match_record, match_row
from ginrummy_desktop.app.records.stats_store import STATS_NAME
from ginrummy_desktop.app.table.card_images import CardImages
from ginrummy_desktop.app.widgets import review_dialog
from ginrummy_desktop.app.widgets.replay_dialog import HistoryHost, ReplayDialog
from ginrummy_desktop.app.widgets.review_dialog import ANNOUNCE_GAP_S, ReviewDialog, show_review
from ginrummy_desktop.app.words.review import mark_name, mark_sign, points_text
from ginrummy_desktop.engine import Game, Phase
from ginrummy_desktop.worker_process import stop_all_workers

TINY = ReviewSettings(samples=40, close_samples=0, draw_guesses=8, deal_samples=50,
                      seats=frozenset({0, 1}))
SHOT = Path(tempfile.gettempdir()) / "review-dialog.png"


@pytest.fixture(scope="module")
def match() -> Game:
    """Two finished hands and a third in play."""
    save = played_save(5000, seed=13,
                       until=lambda g: len(g.results) >= 2 and g.phase is Phase.DISCARD)
    return save.game


@pytest.fixture(scope="module")
def hands(match: Game) -> tuple[HandReview, ...]:
    return tuple(review_hand(match.rules, match.history, n, TINY) for n in (1, 2))


@pytest.fixture
def dialog(qtbot: QtBot, match: Game) -> Iterator[ReviewDialog]:
    FakeRun.made.clear()
    window = ReviewDialog(match, label="Current match", make_run=FakeRun)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    yield window


def _cell(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    item = table.item(row, column)
    assert item is not None
    return item


def _focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def _run(dialog: ReviewDialog) -> FakeRun:
    assert isinstance(dialog.run, FakeRun)
    return dialog.run


def test_the_run_reviews_the_finished_hands_only(dialog: ReviewDialog, match: Game) -> None:
    run = _run(dialog)
    assert run.started == 1 and run.settings.seats == {0}  # yours, unless asked
    cut = finished_part(match)
    assert cut is not None and run.game.history == cut.history
    assert dialog.progress.isVisible() and not dialog.export_button.isEnabled()
    assert dialog.status.text() == "Reviewing the match…"


def test_the_hands_appear_as_they_come(dialog: ReviewDialog,
                                       hands: tuple[HandReview, ...]) -> None:
    run = _run(dialog)
    run.progress.emit(0, 2)
    assert dialog.hand_box.count() == 0 and dialog.decisions.rowCount() == 0
    assert dialog.status.text() == "Reviewing hand 1 of 2…"
    run.handReviewed.emit(hands[0])
    run.progress.emit(1, 2)
    assert dialog.hand_box.count() == 1 and dialog.hand is hands[0]
    assert dialog.decisions.rowCount() == len(hands[0].decisions)
    assert dialog.draws.rowCount() == 2 + len(hands[0].draws)
    assert dialog.progress.value() == 1 and dialog.status.text() == "Reviewing hand 2 of 2…"
    assert _cell(dialog.summary, 0, 1).text() == str(seat_totals(hands[:1], 0).decisions)
    run.handReviewed.emit(hands[1])
    run.progress.emit(2, 2)
    assert dialog.hand_box.count() == 2 and dialog.hand is hands[0]  # the one being read stays
    run.finished.emit(hands)
    assert not dialog.running and dialog.export_button.isEnabled()
    assert dialog.status.text().startswith("2 hand")
    # hand 2 came straight after hand 1: only its arrival, then the end, is announced
    assert dialog.said[:2] == ["Reviewing the match…", "Hand 1 of 2 reviewed."]
    assert len(dialog.said) == 3
    assert dialog.said[2].startswith("2 hand") and "In this match you played at" in dialog.said[2]


def test_a_hand_that_takes_its_time_is_announced(dialog: ReviewDialog,
                                                 hands: tuple[HandReview, ...],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    clock = iter([100.0, 100.0 + ANNOUNCE_GAP_S])
    monkeypatch.setattr(review_dialog, "_clock", lambda: next(clock))
    run = _run(dialog)
    run.progress.emit(0, 3)
    run.handReviewed.emit(hands[0])
    run.handReviewed.emit(hands[1])
    assert dialog.said[1:] == ["Hand 1 of 3 reviewed.", "Hand 2 of 3 reviewed."]


def test_the_summary_is_each_seats_totals(dialog: ReviewDialog,
                                          hands: tuple[HandReview, ...]) -> None:
    _run(dialog).feed(hands)
    for seat in (0, 1):
        totals = seat_totals(hands, seat)
        cells = [_cell(dialog.summary, seat, column).text() for column in range(10)]
        assert cells[0] == ("You", "Computer")[seat]
        assert cells[1:5] == [str(totals.decisions), *(str(count) for count in totals.marks)]
        assert cells[5] == points_text(totals.error_rate, signed=False, decimals=2)
        assert cells[7:] == [points_text(totals.luck), points_text(float(totals.result)),
                             points_text(totals.adjusted)]
        spoken = _cell(dialog.summary, seat, 0).data(Qt.ItemDataRole.AccessibleTextRole)
        assert spoken.startswith(cells[0] + ": ") and "luck-adjusted result" in spoken
    assert dialog.rating.text().startswith("In this match you played at the ")


def test_marks_are_shown_in_words_and_every_row_is_read_whole(
        dialog: ReviewDialog, hands: tuple[HandReview, ...]) -> None:
    _run(dialog).feed(hands)
    shown = 0
    for index, hand in enumerate(hands):
        dialog.show_hand(index)
        assert dialog.hand is hand
        for row, decision in enumerate(hand.decisions):
            cell = _cell(dialog.decisions, row, 6)
            first = _cell(dialog.decisions, row, 0)
            sentence = first.data(Qt.ItemDataRole.AccessibleTextRole)  # the whole row
            others = [_cell(dialog.decisions, row, c) for c in range(1, 7)]
            assert all(c.data(Qt.ItemDataRole.AccessibleTextRole) == spoken_words(c.text())
                       for c in others)  # the others as shown, in words: said once
            assert sentence.startswith(f"Step {_cell(dialog.decisions, row, 0).text()}, ")
            assert not any(suit in sentence for suit in "♣♦♥♠")
            if decision.mark is Mark.NONE:
                assert cell.text() == "" and cell.icon().isNull()
            else:
                shown += 1
                assert cell.text() == f"{mark_sign(decision.mark)} {mark_name(decision.mark)}"
                assert not cell.icon().isNull()  # a disc beside the words, in the colour
                assert mark_name(decision.mark).lower() in sentence.lower()
        for row in range(dialog.draws.rowCount()):
            assert _cell(dialog.draws, row, 0).data(Qt.ItemDataRole.AccessibleTextRole)
        assert dialog.chart.points[-1].luck == pytest.approx(hand.luck(0) - hand.luck(1))
        assert dialog.chart.view.accessibleDescription().startswith("By step ")
    assert shown


def test_export_writes_the_review_by_the_suffix(dialog: ReviewDialog, tmp_path: Path,
                                                hands: tuple[HandReview, ...]) -> None:
    _run(dialog).feed(hands)
    page, text = tmp_path / "review.html", tmp_path / "review.txt"
    assert dialog.export_to(page) and dialog.export_to(text)
    assert dialog.message.text() == "The review was exported to “review.txt”."
    assert page.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    written = text.read_text(encoding="utf-8")
    for row in range(dialog.decisions.rowCount()):
        assert _cell(dialog.decisions, row, 3).text() in written
    assert not dialog.export_to(tmp_path / "review.txt" / "nowhere.txt")
    assert dialog.message.text().startswith("The review could not be exported: ")


@pytest.mark.parametrize("how", ["button", "escape", "window"])
def test_closing_cancels_the_run(qtbot: QtBot, dialog: ReviewDialog,
                                 hands: tuple[HandReview, ...], how: str) -> None:
    run = _run(dialog)
    run.feed(hands[:1], finish=False)
    if how == "button":
        QTest.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    elif how == "escape":
        dialog.activateWindow()
        QTest.keyClick(dialog.summary, Qt.Key.Key_Escape)
    else:
        dialog.close()
    assert not dialog.isVisible()
    assert run.cancelled == 1
    run.handReviewed.emit(hands[1])  # too late: nothing more is shown
    assert dialog.hand_box.count() == 1


def test_a_failed_run_says_why(dialog: ReviewDialog, hands: tuple[HandReview, ...]) -> None:
    run = _run(dialog)
    run.feed(hands[:1], finish=False)
    run.failed.emit("Hand 2 could not be reviewed.")
    assert dialog.status.text() == "Hand 2 could not be reviewed."
    assert dialog.said[-1] == "Hand 2 could not be reviewed."
    assert not dialog.progress.isVisible() and dialog.export_button.isEnabled()


def test_a_match_without_a_finished_hand_has_nothing_to_review(qtbot: QtBot) -> None:
    FakeRun.made.clear()
    window = ReviewDialog(played_save(30, seed=13).game, make_run=FakeRun)
    qtbot.addWidget(window)
    assert window.run is None and not FakeRun.made
    assert window.status.text().startswith("No hand of this match is finished yet")
    assert not window.export_button.isEnabled()


def test_every_part_is_reached_with_tab(qtbot: QtBot, match: Game,
                                        hands: tuple[HandReview, ...]) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    FakeRun.made.clear()
    window = show_review(parent, match, make_run=FakeRun)
    qtbot.waitExposed(window)
    FakeRun.made[0].feed(hands)
    assert show_review(parent, match, make_run=FakeRun) is window  # one window a match
    assert len(FakeRun.made) == 1
    # the hand chooser first: its description carries the review's news to Orca 43, which
    # speaks no announcement (a table's cell has the focus in a table, not the table)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.hand_box)
    for _ in range(2):  # back past the summary's switch to the summary
        QTest.keyClick(_focused(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    order: list[QWidget] = [_focused()]
    for _ in range(10):
        QTest.keyClick(_focused(), Qt.Key.Key_Tab)
        order.append(_focused())
    assert order[:9] == [window.summary, window.this_hand, window.hand_box, window.decisions,
                         window.draws, window.chart.view, window.computer_box,
                         window.export_button, window.close_button]


def test_the_filled_window_is_drawn(dialog: ReviewDialog, hands: tuple[HandReview, ...]) -> None:
    _run(dialog).feed(hands)
    dialog.show_hand(0)
    QApplication.processEvents()
    assert dialog.decisions.horizontalScrollBar().maximum() == 0  # every column in sight
    assert dialog.grab().save(str(SHOT))


def test_the_hand_history_reviews_the_match_shown(qtbot: QtBot, match: Game,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    FakeRun.made.clear()
    monkeypatch.setattr(review_dialog, "_background_run", FakeRun)
    host = HistoryHost(current=lambda: MatchSource("Current match", match),
                       reveal=lambda: None, play_again=lambda _deal, _level: False)
    history = ReplayDialog(host, CardImages())
    qtbot.addWidget(history)
    history.show()
    assert history.review_button.isEnabled()
    QTest.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    (shown,) = history.findChildren(ReviewDialog)
    assert shown.isVisible()
    assert shown.subtitle.text() == ("Current match · the hand in play is reviewed once it is "
                                     "finished")
    cut = finished_part(match)
    assert cut is not None and FakeRun.made[0].game.history == cut.history
    shown.close()


def test_the_game_menu_reviews_the_match_once_a_hand_is_finished(
        qtbot: QtBot, tmp_path: Path, match: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    FakeRun.made.clear()
    monkeypatch.setattr(review_dialog, "_background_run", FakeRun)
    window = make_window(qtbot, tmp_path, seed=3)
    entry = window.menus.actions["review"]
    assert entry.shortcut().toString() == "Ctrl+R"
    assert not entry.isEnabled()  # the first hand is in play
    save = played_save(5000, seed=13,
                       until=lambda g: len(g.results) >= 2 and g.phase is Phase.DISCARD)
    SaveStore.autosave(tmp_path / "again" / "data" / "match.json").write(save)
    again = make_window(qtbot, tmp_path / "again", seed=3)
    qtbot.waitUntil(lambda: again.menus.actions["review"].isEnabled())
    again.menus.actions["review"].trigger()
    (shown,) = again.findChildren(ReviewDialog)
    assert shown.isVisible() and len(FakeRun.made) == 1
    assert FakeRun.made[0].game.history == save.game.history[:len(FakeRun.made[0].game.history)]
    assert len(FakeRun.made[0].game.results) == 2
    shown.close()


def test_the_end_of_a_match_offers_the_review(qtbot: QtBot, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Game over: the panel's Review match button (beside New game) opens the review, and the
    panel's words name its key."""
    FakeRun.made.clear()
    monkeypatch.setattr(review_dialog, "_background_run", FakeRun)
    save = played_save(5000, seed=13, until=lambda g: g.phase is Phase.GAME_OVER)
    SaveStore.autosave(tmp_path / "data" / "match.json").write(save)
    window = make_window(qtbot, tmp_path, seed=3)
    button = window.panel.buttons["review"]
    qtbot.waitUntil(button.isVisible)
    assert window.menus.actions["review"].isEnabled()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    (shown,) = window.findChildren(ReviewDialog)
    assert shown.isVisible() and len(FakeRun.made) == 1
    assert len(FakeRun.made[0].game.results) == len(save.game.results)
    shown.close()


def test_the_computers_decisions_are_valued_on_request(
        dialog: ReviewDialog, hands: tuple[HandReview, ...]) -> None:
    """Ticking the box starts the review again with both seats; the first run is cancelled and
    what it had shown goes (the two reviews are not mixed)."""
    first = _run(dialog)
    first.handReviewed.emit(hands[0])
    assert dialog.hand_box.count() == 1
    assert dialog.rating.text().count("In this match") == 1  # yours alone
    dialog.computer_box.click()
    second = _run(dialog)
    assert second is not first and first.cancelled == 1
    assert second.started == 1 and second.settings.seats == {0, 1}
    assert dialog.hand_box.count() == 0 and dialog.running
    second.handReviewed.emit(hands[0])
    assert dialog.rating.text().count("In this match") == 2  # yours and the computer's
    first.handReviewed.emit(hands[1])  # the cancelled run says nothing more
    assert dialog.hand_box.count() == 1


def test_a_change_of_language_keeps_the_review_going(
        dialog: ReviewDialog, hands: tuple[HandReview, ...]) -> None:
    run = _run(dialog)
    run.progress.emit(0, 2)
    run.handReviewed.emit(hands[0])
    run.progress.emit(1, 2)
    old_chart = dialog.chart
    QApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.running and dialog.run is run and run.cancelled == 0
    assert dialog.hand_box.count() == 1 and dialog.decisions.rowCount() == len(
        hands[0].decisions)
    assert dialog.status.text() == "Reviewing hand 2 of 2…"
    assert dialog.chart is not old_chart and dialog.chart.isVisibleTo(dialog)
    run.handReviewed.emit(hands[1])
    assert dialog.hand_box.count() == 2


def test_a_finished_review_of_the_match_in_play_is_kept_in_the_statistics(
        qtbot: QtBot, tmp_path: Path, match: Game, hands: tuple[HandReview, ...],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The Game menu's review, once finished, is recorded under the match's id (a full one:
    the player's decisions valued). The match's row is written first, as the end of a hand
    writes it (a review of a match not recorded is not kept)."""
    FakeRun.made.clear()
    monkeypatch.setattr(review_dialog, "_background_run", FakeRun)
    SaveStore.autosave(tmp_path / "data" / "match.json").write(
        played_save(5000, seed=13, until=lambda g: g.history == match.history))
    window = make_window(qtbot, tmp_path, seed=3)
    qtbot.waitUntil(lambda: window.menus.actions["review"].isEnabled())
    window.menus.actions["review"].trigger()
    (shown,) = window.findChildren(ReviewDialog)
    stats = window.session.stats
    match_id = stats.match_id
    assert match_id is not None
    now = "2026-12-06T10:00:00.000+00:00"
    assert stats.db.save(match_row(match, match_id, "ab" * 32, now, 3, now), match_record(match))
    FakeRun.made[0].feed(hands)
    with closing(sqlite3.connect(tmp_path / "data" / STATS_NAME)) as db:
        rows = db.execute("SELECT match_id, kind, decisions FROM reviews").fetchall()
    assert rows == [(match_id, "full", seat_totals(hands, 0).decisions)]
    shown.close()


def test_the_summary_of_one_hand(dialog: ReviewDialog, hands: tuple[HandReview, ...]) -> None:
    """*Summary of this hand only*: the summary counts the hand chosen, and follows the
    chooser; unticked, the whole match again with its rating sentences."""
    _run(dialog).feed(hands)
    match_decisions = _cell(dialog.summary, 0, 1).text()
    dialog.this_hand.setChecked(True)
    for index, hand in enumerate(hands):
        dialog.show_hand(index)
        assert _cell(dialog.summary, 0, 1).text() == str(seat_totals((hand,), 0).decisions)
        assert dialog.rating.text() == ""
    dialog.this_hand.setChecked(False)
    assert _cell(dialog.summary, 0, 1).text() == match_decisions
    assert match_decisions == str(seat_totals(hands, 0).decisions)
    assert "In this match" in dialog.rating.text()


def test_the_window_and_the_real_run_together(qtbot: QtBot, match: Game,
                                              hands: tuple[HandReview, ...]) -> None:
    """The window with its real run, in the review's worker processes: the hands come, the
    run ends, and what the window shows is the review made in this process, exactly."""
    try:
        window = ReviewDialog(match, label="Current match", settings=TINY)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda: not window.running, timeout=90_000)
        assert window.review.hands == hands
        assert window.hand_box.count() == len(hands) and window.export_button.isEnabled()
        assert window.status.text() == "2 hands reviewed."
    finally:
        stop_all_workers()
