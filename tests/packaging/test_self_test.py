"""``ginrummy --self-test``: loads every shipped language, plays a hand in the real window and
says what it checked."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app import self_test
from ginrummy_desktop.app.shell import translation
from ginrummy_desktop.app.shell.icon import apply_identity
from ginrummy_desktop.app.shell.translation import (
    ENGLISH,
    LANGUAGES,
    Language,
    Translators,
    language_named,
)

SHIPPED = ", ".join(language.code for language in LANGUAGES if language is not ENGLISH)


def _app() -> QApplication:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_identity(app)
    return app


def _last_line(report: Path) -> str:
    return report.read_text(encoding="utf-8").splitlines()[-1]


def test_self_test_plays_a_hand_and_reports(qtbot: QtBot, tmp_path: Path) -> None:
    app = _app()
    german = language_named("de")
    assert german is not None
    translators = Translators.of(app)
    translators.use(german, follows_system=True)  # as main() does on a German system
    report = tmp_path / "report.txt"
    try:
        assert self_test.run_self_test(app, ["--self-test", "--report", str(report)]) == 0
        assert translators.language == ENGLISH  # what the checks read is English
    finally:
        translators.use(ENGLISH)
    lines = report.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("Gin Rummy ")
    assert lines[1] == (
        f"languages: {SHIPPED} loaded, each translating the game's messages and Qt's own"
        " buttons (qtbase), with its rules page; English again for the checks below"
    )
    assert any(line.startswith("card art: 106 SVG files") for line in lines)
    assert any(line.startswith("forms: About") for line in lines)
    assert any(line.startswith("coach: its own process (pid ") for line in lines)
    assert any(line.startswith("expert helper: its own process (pid ") for line in lines)
    hand = next(line for line in lines if line.startswith("hand: "))
    assert "by the user's seat through the table's commands, 0 refused" in hand
    assert any(line.startswith("autosave: the match was saved in the temporary") for line in lines)
    assert lines[-1].startswith("self-test passed")


def test_self_test_fails_with_the_reason(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = _app()
    monkeypatch.setattr(self_test, "art_path", lambda theme, card: None)
    report = tmp_path / "report.txt"
    assert self_test.run_self_test(app, ["--report", str(report)]) == 1
    last = _last_line(report)
    assert last.startswith("self-test FAILED: the art of ") and last.endswith("is missing")


def test_a_shipped_language_that_does_not_load_fails_the_self_test(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = _app()
    monkeypatch.setattr(self_test, "LANGUAGES", (*LANGUAGES, Language("eo", "Esperanto")))
    report = tmp_path / "report.txt"
    assert self_test.run_self_test(app, ["--report", str(report)]) == 1
    assert _last_line(report) == (
        "self-test FAILED: the Esperanto translation (ui/translations/ginrummy_eo.qm) did not"
        " load: the game speaks English")
    assert Translators.of(app).language == ENGLISH


def test_a_language_without_qts_own_translation_fails_the_self_test(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = _app()
    monkeypatch.setattr(translation, "_qt_folder", lambda: str(tmp_path))  # Qt's files left out
    report = tmp_path / "report.txt"
    assert self_test.run_self_test(app, ["--report", str(report)]) == 1
    assert _last_line(report) == (
        "self-test FAILED: Qt's own Deutsch translation (qtbase_de.qm) did not load: its"
        " Cancel button reads 'Cancel'")


def test_the_program_runs_its_self_test_from_the_command_line(tmp_path: Path) -> None:
    # Its output is a pipe in the Windows code page, strict, as a frozen Windows program's is
    # even with PYTHONUTF8=1: the report's cards must still come out, in UTF-8.
    # The system speaks German: the self-test's checks of English texts still hold.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               PYTHONIOENCODING="cp1252", LANGUAGE="de", LANG="de_DE.UTF-8")
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    env.pop("PYTHONUTF8", None)
    proc = subprocess.run(
        [sys.executable, "-m", "ginrummy_desktop", "--self-test"],
        capture_output=True, text=True, encoding="utf-8", timeout=240, env=env,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "self-test passed" in proc.stdout
    assert f"languages: {SHIPPED} loaded" in proc.stdout
    assert any(suit in proc.stdout for suit in "♣♦♥♠")  # the table's status names a card
    # the player's folders stay untouched: no settings, no saved match, no log
    assert not (tmp_path / "config").exists() and not (tmp_path / "data").exists()
