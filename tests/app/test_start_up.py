"""What the player is told at start and on saving settings when a file is not as it should be."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot
from table_helpers import WAIT_MS

from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.settings.values import Settings
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.app.widgets.main_window import MainWindow


def _window(qtbot: QtBot, tmp_path: Path, settings_file: Path) -> MainWindow:
    store = SettingsStore(QSettings(str(settings_file), QSettings.Format.IniFormat))
    window = MainWindow(store=store, seed=1, paths=AppPaths.under(tmp_path / "data"))
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.machine.started, timeout=WAIT_MS):
        window.start()
    qtbot.waitUntil(lambda: window.session.has_game, timeout=WAIT_MS)
    return window


def test_unreadable_settings_are_shown_once_and_logged(
    qtbot: QtBot, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    ini = tmp_path / "settings.ini"
    ini.write_text("[game]\ndifficulty=eleven\n[appearance]\ncard_back=green\n")
    with caplog.at_level(logging.WARNING):
        window = _window(qtbot, tmp_path, ini)
    message = window.statusBar().currentMessage()
    assert "could not be read" in message and "difficulty" in message and "1 other" in message
    assert sum("setting reset to its default" in r.getMessage() for r in caplog.records) == 2
    assert window.session.settings.difficulty == Settings().difficulty


def test_settings_that_cannot_be_saved_are_not_called_saved(
    qtbot: QtBot, tmp_path: Path
) -> None:
    blocked = tmp_path / "blocked.ini"
    blocked.mkdir()  # a folder where the file should be: the write fails, for root too
    window = _window(qtbot, tmp_path, blocked)
    window.apply_settings(Settings(card_back="red"))
    message = window.statusBar().currentMessage()
    assert "could not be saved" in message
    assert "Settings saved" not in message
