"""The menus: score sheet, settings, rules and about open from the window; shortcuts exist."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from pytestqt.qtbot import QtBot
from table_helpers import make_window

from ginrummy_desktop.app.widgets.main_window import MainWindow


def _close_next_dialog(accept: bool) -> list[str]:
    """Close the next modal dialog once it is up; the returned list gets its class name."""
    seen: list[str] = []

    def close() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog):
            QTimer.singleShot(20, close)
            return
        seen.append(type(dialog).__name__)
        dialog.accept() if accept else dialog.reject()

    QTimer.singleShot(0, close)
    return seen


def test_shortcuts(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert window.menus.new_game.shortcut() == QKeySequence("Ctrl+N")
    assert window.menus.quit.shortcut() == QKeySequence("Ctrl+Q")


def test_score_sheet_follows_the_game(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.menus.score_sheet.trigger()
    dialog = window.findChild(QDialog)
    assert dialog is not None and dialog.isVisible()


def test_settings_dialog_saves(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    seen = _close_next_dialog(accept=True)
    window.menus.settings.trigger()
    assert seen == ["SettingsDialog"]
    assert window.session.store.load() == window.session.settings
    assert "Settings saved" in window.statusBar().currentMessage()


def test_rules_and_about(qtbot: QtBot, tmp_path: Path) -> None:
    window: MainWindow = make_window(qtbot, tmp_path)
    rules = _close_next_dialog(accept=False)
    window.menus.rules.trigger()
    about = _close_next_dialog(accept=False)
    window.menus.about.trigger()
    assert (rules, about) == (["RulesDialog"], ["AboutDialog"])


def test_play_a_friend_opens_its_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    window: MainWindow = make_window(qtbot, tmp_path)
    window.session.ask_abandon = lambda: True
    window.menus.play_friend.trigger()
    dialog = window.findChild(QDialog, "FriendDialog")
    assert dialog is not None and dialog.isVisible()
    assert dialog.isModal()
    dialog.reject()
    assert not window.session.controller.is_shared


def test_a_kept_friends_match_is_offered_before_play_a_friend(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The match kept in the friend's file is offered; Yes goes on with it, No keeps it."""
    window: MainWindow = make_window(qtbot, tmp_path)
    session = window.session
    kept = SimpleNamespace(friend="Bruno")
    went_on: list[object] = []
    monkeypatch.setattr(session.friends, "saved", lambda: kept)
    monkeypatch.setattr(session, "go_on_with_a_friend", went_on.append)
    asked: list[str] = []

    def answer(yes: bool) -> None:
        def exec_(box: QMessageBox) -> QMessageBox.StandardButton:
            asked.append(box.text())
            return QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No
        monkeypatch.setattr(QMessageBox, "exec", exec_)

    answer(yes=False)
    assert not window.dialogs.offer_friend_match() and went_on == []
    answer(yes=True)
    window.menus.play_friend.trigger()
    assert went_on == [kept] and window.findChild(QDialog, "FriendDialog") is None
    assert all("Bruno" in text for text in asked) and len(asked) == 2
