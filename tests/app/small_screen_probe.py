"""Open the game's window and every dialog on whatever screen Qt is given, and write where each
window lies as JSON (run by ``test_small_screen.py`` with a small offscreen screen).

For each window: its frame and its own rectangle in screen coordinates, the free area of its
screen (``QScreen.availableGeometry``), and the controls of the window that are not whole in
sight (a button, slider or box cut off by the window's edge; those inside a scroll area may
scroll into view and are left out).

Usage: ``python small_screen_probe.py OUT.json FOLDER`` (FOLDER: the settings and data).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from PySide6.QtCore import QRect, QSettings, QStandardPaths
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSlider,
    QApplication,
    QComboBox,
    QScrollArea,
    QWidget,
)


def _rect(rect: QRect) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def _in_a_scroll_area(widget: QWidget, window: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _cut_off(window: QWidget) -> list[str]:
    """The window's shown controls (outside scroll areas) that are not whole in sight."""
    cut = []
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, QAbstractButton | QAbstractSlider | QComboBox):
            continue
        if widget.window() is not window or not widget.isVisible():
            continue
        if _in_a_scroll_area(widget, window):
            continue
        if widget.visibleRegion().boundingRect() != widget.rect():
            cut.append(widget.accessibleName() or widget.objectName() or type(widget).__name__)
    return cut


def _settle(app: QApplication, seconds: float = 0.3) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def _windows(folder: Path) -> dict[str, QWidget]:
    """The main window, its first hand dealt, and every dialog it opens, all shown."""
    from ginrummy_desktop.app.settings.store import SettingsStore
    from ginrummy_desktop.app.settings.values import AnimationSpeed, Settings
    from ginrummy_desktop.app.shell.paths import AppPaths
    from ginrummy_desktop.app.widgets.about_dialog import AboutDialog
    from ginrummy_desktop.app.widgets.fair_deal_dialog import FairDealDialog
    from ginrummy_desktop.app.widgets.main_window import MainWindow
    from ginrummy_desktop.app.widgets.review_dialog import ReviewDialog
    from ginrummy_desktop.app.widgets.rules_dialog import RulesDialog
    from ginrummy_desktop.app.widgets.settings_dialog import SettingsDialog

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    store = SettingsStore(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    store.save(Settings(animation_speed=AnimationSpeed.OFF))
    window = MainWindow(store=store, seed=3, paths=AppPaths.under(folder / "data"))
    window.show()
    window.start()
    deadline = time.monotonic() + 30
    while not window.session.has_game and time.monotonic() < deadline:
        _settle(app, 0.05)
    session, dialogs = window.session, window.dialogs
    dialogs.show_score_sheet()
    dialogs.show_statistics()
    dialogs.show_hand_history()
    opened: dict[str, QWidget] = {"main window": window, "keyboard": dialogs.show_keyboard()}
    for name, dialog in (("settings", SettingsDialog(session.settings_for_dialog(), window)),
                         ("rules", RulesDialog(window)), ("about", AboutDialog(window)),
                         ("fair deal", FairDealDialog(session, window)),
                         ("review", ReviewDialog(session.game, window))):
        dialog.show()
        opened[name] = dialog
    kept = {"ScoreSheetDialog": "score sheet", "StatisticsDialog": "statistics",
            "ReplayDialog": "hand history"}
    for widget in app.topLevelWidgets():
        if widget.objectName() in kept and widget.isVisible():
            opened[kept[widget.objectName()]] = widget
    return opened


def main(out: Path, folder: Path) -> None:
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication([sys.argv[0]])
    from ginrummy_desktop.worker_process import stop_all_workers

    opened = _windows(folder)
    _settle(app)
    found = {
        name: {"frame": _rect(window.frameGeometry()), "inner": _rect(window.geometry()),
               "available": _rect(window.screen().availableGeometry()),
               "cut": _cut_off(window)}
        for name, window in opened.items()
    }
    out.write_text(json.dumps(found, indent=1), encoding="utf-8")
    opened["main window"].close()
    stop_all_workers()


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
