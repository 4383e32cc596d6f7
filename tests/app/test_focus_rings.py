"""Every Tab stop shows its focus clearly (issue 41, item 4), in the normal look and the high
contrast one: the card table (which showed nothing until an arrow selected a card), the sound
switch (a faint dotted line on some systems, nothing on others), and every control of the
window, the hand history and the statistics (whose style sheets left no room for the style's
own focus frame).

"Clearly" is measured on pictures of the widget with and without the focus: the pixels that
change by at least 3:1 (WCAG's contrast for the parts of a control) must go at least once
round it, a line all along its edge (a little less for rounded corners).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from table_helpers import make_window, play_hand_out
from test_contrast import contrast

from ginrummy_desktop.app.table.painting import table_theme
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.app.widgets.replay_dialog import show_hand_history
from ginrummy_desktop.app.widgets.statistics_dialog import show_statistics

CLEAR = 3.0
"""The contrast between a pixel with and without the focus that counts as a change."""
ROUND = 0.9
"""The share of the widget's edge the clear change must at least cover (rounded corners)."""


def _tab_stops(window: QWidget) -> list[QWidget]:
    return [w for w in window.findChildren(QWidget)
            if w.window() is window and w.isVisible() and w.isEnabled()
            and w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.focusProxy() is None]


def _picture(widget: QWidget) -> QImage:
    """``widget`` as its window shows it (over what is behind it, if it is see-through)."""
    window = widget.window()
    return window.grab(QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())).toImage()


def _clear_change(qtbot: QtBot, widget: QWidget, elsewhere: QWidget) -> int:
    """How many pixels of ``widget`` change by at least :data:`CLEAR` when it takes the focus
    (by Tab) from ``elsewhere``."""
    elsewhere.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: not widget.hasFocus(), timeout=1000)
    without = _picture(widget)
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(widget.hasFocus, timeout=1000)
    with_focus = _picture(widget)
    changed = 0
    for y in range(with_focus.height()):
        for x in range(with_focus.width()):
            one, other = with_focus.pixel(x, y), without.pixel(x, y)
            if one != other and contrast(QColor.fromRgb(one), QColor.fromRgb(other)) >= CLEAR:
                changed += 1
    return changed


def _faint(qtbot: QtBot, window: QWidget) -> list[str]:
    """The Tab stops of ``window`` (active) whose focus does not show clearly."""
    stops = _tab_stops(window)
    assert len(stops) > 1
    found = []
    for widget in stops:
        elsewhere = next(other for other in stops if other is not widget)
        changed = _clear_change(qtbot, widget, elsewhere)
        edge = 2 * (widget.width() + widget.height())
        if changed < ROUND * edge:
            found.append(f"{type(widget).__name__}({widget.objectName()}): {changed} of {edge}")
    return found


def _active(qtbot: QtBot, window: QWidget) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=1000)


def _window(qtbot: QtBot, tmp_path: Path, high_contrast: bool) -> MainWindow:
    window = make_window(qtbot, tmp_path)
    if high_contrast:
        window.apply_settings(replace(window.session.settings, high_contrast=True))
    _active(qtbot, window)
    return window


@pytest.mark.parametrize("high_contrast", [False, True])
def test_the_table_shows_a_ring_while_it_has_the_focus(
    qtbot: QtBot, tmp_path: Path, high_contrast: bool
) -> None:
    window = _window(qtbot, tmp_path, high_contrast)
    view, ring = window.view, table_theme(high_contrast).focus_ring
    changed = _clear_change(qtbot, view, window.panel.buttons["hint"])
    assert changed >= (ring.width - 2) * 2 * (view.width() + view.height()) * ROUND
    picture = _picture(view)
    middle = picture.height() // 2
    assert [QColor.fromRgb(picture.pixel(x, middle)) for x in range(ring.width)] == (
        [ring.edge] + [ring.colour] * (ring.width - 2) + [ring.edge])
    view.clearFocus()
    assert not any(frame.isVisible() for frame in view.focus_ring.frames)


@pytest.mark.parametrize("high_contrast", [False, True])
def test_every_tab_stop_of_the_window_shows_its_focus(
    qtbot: QtBot, tmp_path: Path, high_contrast: bool
) -> None:
    window = _window(qtbot, tmp_path, high_contrast)
    assert {window.view, window.sound.button} <= set(_tab_stops(window))
    assert _faint(qtbot, window) == []


def test_every_tab_stop_of_the_hand_history_and_the_statistics_shows_its_focus(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    play_hand_out(qtbot, window.session.controller)  # a hand in the history, a figure
    history = show_hand_history(window.session, window.images, window)
    _active(qtbot, history)
    assert history.table in _tab_stops(history) and history.export_hand_button.isEnabled()
    assert _faint(qtbot, history) == []
    history.close()
    statistics = show_statistics(window, window.session.stats)
    _active(qtbot, statistics)
    assert set(statistics.tiles.values()) <= set(_tab_stops(statistics))
    assert _faint(qtbot, statistics) == []
    assert QApplication.activeWindow() is statistics
