"""Export and Open start in the user's Documents folder, not in the program's working folder
(which may be the installed program's own, read-only); once a file dialog closes, the window
that opened it is the active one again, with its focus (issue 41)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QWidget
from pytestqt.qtbot import QtBot
from table_helpers import make_window, play_hand_out, reach_human_draw

from ginrummy_desktop.app.shell.paths import in_documents
from ginrummy_desktop.app.widgets.fair_deal_dialog import FairDealDialog
from ginrummy_desktop.app.widgets.replay_dialog import show_hand_history
from ginrummy_desktop.engine import Phase


def _documents() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))


def test_a_suggested_file_is_in_documents() -> None:
    assert Path(in_documents("x.json")) == _documents() / "x.json"
    assert Path.cwd() != _documents()


def test_every_export_and_open_starts_in_documents(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    offered: list[str] = []

    def asked(_parent: QWidget, _title: str, where: str, _filter: str) -> tuple[str, str]:
        offered.append(where)
        return "", ""  # the player cancels

    monkeypatch.setattr(QFileDialog, "getSaveFileName", asked)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", asked)
    window = make_window(qtbot, tmp_path)
    play_hand_out(qtbot, window.session.controller)
    history = show_hand_history(window.session, window.images, window)
    history.ask_export(whole=True)
    history.ask_export(whole=False)
    history.ask_import()
    session = window.session
    fair = FairDealDialog(session, window)
    qtbot.addWidget(fair)
    fair.ask_export()
    assert len(offered) == 4
    assert all(Path(where).parent == _documents() or Path(where) == _documents()
               for where in offered), offered
    assert Path(offered[0]).name == "gin-rummy-match.json"
    assert Path(offered[1]).name.startswith("gin-rummy-hand-")


def test_each_kind_of_dialog_remembers_its_last_folder_across_a_restart(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 40, item 10: after a file is chosen, the next dialog of its kind (export, open)
    starts in that file's folder, also after a restart; the other kind keeps its own; a folder
    that is gone gives Documents again."""
    exports, matches = tmp_path / "exports", tmp_path / "matches"
    exports.mkdir()
    matches.mkdir()
    offered: list[tuple[str, Path]] = []

    def saving(_parent: QWidget, _title: str, where: str, _filter: str) -> tuple[str, str]:
        offered.append(("export", Path(where)))
        return str(exports / "mine.json"), ""

    def opening(_parent: QWidget, _title: str, where: str, _filter: str) -> tuple[str, str]:
        offered.append(("open", Path(where)))
        return str(matches / "theirs.json"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", saving)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", opening)
    window = make_window(qtbot, tmp_path)
    play_hand_out(qtbot, window.session.controller)
    history = show_hand_history(window.session, window.images, window)
    history.ask_export(whole=True)
    history.ask_import()  # an open: not where the export went
    history.ask_export(whole=False)
    history.ask_import()
    assert offered == [
        ("export", _documents() / "gin-rummy-match.json"),
        ("open", _documents()),
        ("export", exports / "gin-rummy-hand-1.json"),
        ("open", matches),
    ]
    window.close()
    offered.clear()
    again = make_window(qtbot, tmp_path)  # a restart, on the same settings
    fair = FairDealDialog(again.session, again)
    qtbot.addWidget(fair)
    fair.ask_export()
    matches.rmdir()  # the folder of the last open is gone
    show_hand_history(again.session, again.images, again).ask_import()
    assert offered == [("export", exports / "gin-rummy-match.json"), ("open", _documents())]


def _cancelled_like_on_a_desktop(
    qtbot: QtBot,
) -> tuple[list[QWidget | None], object]:
    """A file dialog that comes up over its parent and is cancelled (Escape), then, as a
    desktop does when a dialog closes (the offscreen platform has no window manager), its
    parent window is activated. The list gets each dialog's parent."""
    parents: list[QWidget | None] = []

    def asked(parent: QWidget | None, _title: str, _where: str, _filter: str
              ) -> tuple[str, str]:
        parents.append(parent)
        dialog = QDialog(parent)
        dialog.show()
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow, timeout=1000)
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
        assert not dialog.isVisible()
        dialog.deleteLater()
        if parent is not None:
            parent.activateWindow()
            qtbot.waitUntil(parent.isActiveWindow, timeout=1000)
        return "", ""

    return parents, asked


def test_the_focus_goes_back_to_the_hand_history_after_a_file_dialog(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 41, item 1: after Export hand…, Export match… or Open a file… closed, even
    cancelled, the main window behind was active: the arrow keys selected cards in a hand the
    player could not see, D drew unseen, and Escape no longer closed the history."""
    parents, asked = _cancelled_like_on_a_desktop(qtbot)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", asked)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", asked)
    window = make_window(qtbot, tmp_path)
    play_hand_out(qtbot, window.session.controller)  # a hand to export
    window.session.next_hand()
    reach_human_draw(qtbot, window)
    history = show_hand_history(window.session, window.images, window)
    qtbot.waitUntil(history.isActiveWindow, timeout=1000)
    for button in (history.open_button, history.export_match_button,
                   history.export_hand_button):
        button.setFocus(Qt.FocusReason.TabFocusReason)
        QTest.keyClick(button, Qt.Key.Key_Space)
        assert parents[-1] is window  # a plain parent, not the dark history (plain.py)
        qtbot.waitUntil(history.isActiveWindow, timeout=1000)
        qtbot.wait(20)  # what the platform might still do once the dialog has gone
        assert QApplication.activeWindow() is history
        assert QApplication.focusWidget() is button
        QTest.keyClick(QApplication.focusWidget() or history, Qt.Key.Key_D)
        QTest.keyClick(QApplication.focusWidget() or history, Qt.Key.Key_Right)
        assert window.session.phase is Phase.DRAW and window.presenter.selected is None
    assert len(parents) == 3
    QTest.keyClick(QApplication.focusWidget() or history, Qt.Key.Key_Escape)
    assert not history.isVisible()


def test_no_table_key_plays_while_a_dialog_of_the_game_is_the_active_window(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Issue 41, item 1: a table key that reaches the table while another window of the game
    is the active one (a dialog in front) does nothing; once the main window is active again,
    it plays."""
    window = make_window(qtbot, tmp_path)
    reach_human_draw(qtbot, window)
    history = show_hand_history(window.session, window.images, window)
    qtbot.waitUntil(history.isActiveWindow, timeout=1000)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_D):
        QTest.keyClick(window.view, key)
        assert window.session.phase is Phase.DRAW and window.presenter.selected is None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=1000)
    QTest.keyClick(window.view, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: window.session.phase is Phase.DISCARD, timeout=5000)
