"""The side panel on a short screen: it scrolls, and never squeezes its buttons or the log."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from table_helpers import make_window

from ginrummy_desktop.app.widgets.main_window import MINIMUM_SIZE
from ginrummy_desktop.app.widgets.side_panel import BUTTON_HEIGHT, MOVE_LOG_MIN_HEIGHT

SHOTS = Path(__file__).resolve().parent.parent / "output"


def test_a_short_window_scrolls_the_panel_instead_of_squeezing_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=71)
    window.resize(MINIMUM_SIZE)
    qtbot.waitUntil(lambda: window.height() == MINIMUM_SIZE.height(), timeout=5000)
    panel = window.panel
    shown = [b for b in panel.buttons.values() if b.isVisibleTo(panel)]
    places = [b.geometry().translated(_origin(b, panel)) for b in shown]
    for button in shown:
        assert button.height() >= BUTTON_HEIGHT, button.text()
    for i, one in enumerate(places):  # squeezed grids made the buttons overlap
        assert not any(one.intersects(other) for other in places[i + 1 :])
    assert window.panel.move_log.height() >= MOVE_LOG_MIN_HEIGHT
    viewport = window.panel.parentWidget()
    assert viewport is not None and window.panel.height() > viewport.height()  # it scrolls
    SHOTS.mkdir(exist_ok=True)
    window.grab().save(str(SHOTS / "short_window.png"))


def _origin(widget: QWidget, panel: QWidget) -> QPoint:
    """Where ``widget``'s parent's origin lies in ``panel``."""
    parent = widget.parentWidget()
    assert parent is not None
    return parent.mapTo(panel, QPoint(0, 0))


def test_on_a_1366x768_laptop_the_panel_does_not_scroll(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=71)
    window.resize(1366, 720)  # the screen less its task bar and the window's title bar
    qtbot.waitUntil(lambda: window.height() == 720, timeout=5000)
    viewport = window.panel.parentWidget()
    assert viewport is not None
    qtbot.waitUntil(lambda: window.panel.height() <= viewport.height(), timeout=5000)
    assert window.panel.move_log.height() >= MOVE_LOG_MIN_HEIGHT


def test_on_a_1366x768_laptop_the_move_log_shows_eight_lines(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The panel's level line (the table's label names the level), its thinking line (the
    table's label says so too) and the empty hint line gave their room to the log; a hint or
    a failure of the computer player still shows when there is one."""
    window = make_window(qtbot, tmp_path, seed=71)
    window.resize(1366, 720)
    qtbot.waitUntil(lambda: window.height() == 720, timeout=5000)
    log = window.panel.move_log
    lines = log.viewport().height() / log.fontMetrics().lineSpacing()
    assert lines >= 8, lines
    assert not window.panel.opponent_label.isVisible()
    assert not window.panel.problem_label.isVisible()
    window.panel.show_problem("Computer error: a test")
    window.panel.show_coach("Discard the K♠.")
    assert window.panel.problem_label.isVisible() and window.panel.coach_label.isVisible()
