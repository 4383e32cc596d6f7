"""Every question box and file dialog opened from the game's dark windows (the hand history,
the statistics) is readable: its text contrasts with its background at least 4.5:1 (WCAG AA).
The dark windows' style sheets used to cascade into them: pale text on light grey, 1.2:1."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot
from table_helpers import make_window, play_hand_out

from ginrummy_desktop.app.widgets.replay_dialog import show_hand_history
from ginrummy_desktop.app.widgets.statistics_dialog import show_statistics

AA = 4.5


def _luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def contrast(one: QColor, other: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((_luminance(one), _luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _box_contrast(parent: QWidget | None) -> float:
    """The contrast of a question box's text on its background, parented to ``parent``."""
    box = QMessageBox(QMessageBox.Icon.Question, "Hand history", "Export the secret seed too?",
                      QMessageBox.StandardButton.Yes, parent)
    box.ensurePolished()
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert label is not None
    label.ensurePolished()
    text = label.palette().color(QPalette.ColorRole.WindowText)
    background = box.palette().color(QPalette.ColorRole.Window)
    box.deleteLater()
    return contrast(text, background)


def test_the_contrast_measure() -> None:
    assert contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert contrast(QColor("#d7ecdc"), QColor("#efefef")) < 1.5  # the unreadable pair


def test_standard_dialogs_from_the_dark_windows_are_readable(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    parents: list[QWidget | None] = []

    def record(result: object) -> Callable[..., object]:
        def asked(parent: QWidget | None, *_args: object) -> object:
            parents.append(parent)
            return result
        return asked

    monkeypatch.setattr(QMessageBox, "question", record(QMessageBox.StandardButton.No))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", record(("", "")))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", record(("", "")))
    window = make_window(qtbot, tmp_path)
    play_hand_out(qtbot, window.controller)
    history = show_hand_history(window.session, window.images, window)
    history.ask_export(whole=True)
    history.ask_import()
    history.confirm("Export the secret seed too?")
    statistics = show_statistics(window, window.session.stats)
    statistics.ask_reset()
    assert len(parents) == 4
    for parent in parents:
        assert parent not in (history, statistics)
        assert _box_contrast(parent) >= AA, parent
    assert _box_contrast(history) < AA  # what a box parented to the history itself looks like
