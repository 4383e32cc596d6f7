"""The side panel on a short screen: it scrolls, and never squeezes its buttons or the log."""

from __future__ import annotations

from pathlib import Path

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
    for button in window.panel.buttons.values():
        assert button.height() >= BUTTON_HEIGHT, button.text()
    assert window.panel.move_log.height() >= MOVE_LOG_MIN_HEIGHT
    viewport = window.panel.parentWidget()
    assert viewport is not None and window.panel.height() > viewport.height()  # it scrolls
    SHOTS.mkdir(exist_ok=True)
    window.grab().save(str(SHOTS / "short_window.png"))
