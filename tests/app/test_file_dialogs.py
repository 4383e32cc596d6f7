"""Export and Open start in the user's Documents folder, not in the program's working folder
(which may be the installed program's own, read-only)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget
from pytestqt.qtbot import QtBot
from table_helpers import make_window, play_hand_out

from ginrummy_desktop.app.shell.paths import in_documents
from ginrummy_desktop.app.widgets.fair_deal_dialog import FairDealDialog
from ginrummy_desktop.app.widgets.replay_dialog import show_hand_history


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
    play_hand_out(qtbot, window.controller)
    history = show_hand_history(window.session, window.images, window)
    history.ask_export(whole=True)
    history.ask_export(whole=False)
    history.ask_import()
    session = window.session
    fair = FairDealDialog(session.controller, session.store, session.export_match, window)
    qtbot.addWidget(fair)
    fair.ask_export()
    assert len(offered) == 4
    assert all(Path(where).parent == _documents() or Path(where) == _documents()
               for where in offered), offered
    assert Path(offered[0]).name == "gin-rummy-match.json"
    assert Path(offered[1]).name.startswith("gin-rummy-hand-")
