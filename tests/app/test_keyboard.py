"""Keyboard play beyond the keys of a move: Escape clears the selection, Tab reaches the
panel's buttons (which show their focus) without taking the table's arrow keys, and every
key of the command table is in the keys footer and in the README's "How to play"."""

from __future__ import annotations

import html
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QScrollArea
from pytestqt.qtbot import QtBot
from table_helpers import make_window, reach_human_draw, wait_human_turn

from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.table.commands import COMMANDS, keys_html
from ginrummy_desktop.app.widgets import side_panel
from ginrummy_desktop.app.widgets.main_window import MINIMUM_SIZE, MainWindow
from ginrummy_desktop.engine import Phase

OUTPUT = Path(__file__).resolve().parents[1] / "output"
README = Path(__file__).resolve().parents[2] / "README.md"


def test_escape_clears_the_selection(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=14)
    wait_human_turn(qtbot, window)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert window.presenter.selected == window.scene.hands[Seat.USER].cards[0].card
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.presenter.selected is None


def _focused_button(window: MainWindow) -> QPushButton:
    """Tab from the table until a panel button has the focus."""
    window.view.setFocus()
    buttons = set(window.panel.buttons.values())
    for _ in range(40):
        before = QApplication.focusWidget()
        assert before is not None
        QTest.keyClick(before, Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        if focused in buttons:
            assert isinstance(focused, QPushButton)
            return focused
    raise AssertionError("Tab never reached a button of the panel")


def test_tab_reaches_the_buttons_which_leave_the_arrow_keys_to_the_table(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=14)
    wait_human_turn(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    button = _focused_button(window)
    assert button.focusPolicy() == Qt.FocusPolicy.TabFocus
    QTest.keyClick(button, Qt.Key.Key_Right)
    assert window.presenter.selected == window.scene.hands[Seat.USER].cards[0].card
    assert QApplication.focusWidget() is button
    QTest.keyClick(button, Qt.Key.Key_Escape)
    assert window.presenter.selected is None
    OUTPUT.mkdir(exist_ok=True)
    window.panel.grab().save(str(OUTPUT / "panel_button_focus.png"))


def test_the_table_gets_the_focus_back_when_the_focused_button_goes_away(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Issue 28: Space on a focused Draw from stock drew the card and hid the button, and the
    arrow keys then scrolled the side panel (the score out of view) instead of selecting."""
    window = make_window(qtbot, tmp_path, seed=14)
    window.resize(MINIMUM_SIZE)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    reach_human_draw(qtbot, window)
    area = window.findChild(QScrollArea, "sidePanelScroll")
    assert area is not None
    area.setMaximumHeight(80)  # the facts scroll (they now fit even the smallest window)
    bar = area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    button = window.panel.buttons["draw_stock"]
    button.setFocus(Qt.FocusReason.TabFocusReason)
    assert button.hasFocus()
    QTest.keyClick(button, Qt.Key.Key_Space)
    wait_human_turn(qtbot, window, Phase.DISCARD)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    scrolled = bar.value()
    cards = [item.card for item in window.scene.hands[Seat.USER].cards]
    for key, selected in ((Qt.Key.Key_Right, cards[0]), (Qt.Key.Key_Right, cards[1]),
                          (Qt.Key.Key_Left, cards[0])):
        QTest.keyClick(window.view, key)
        assert window.presenter.selected == selected
        assert bar.value() == scrolled
    QTest.keyClick(window.view, Qt.Key.Key_Down)
    assert bar.value() == scrolled


def test_a_focused_button_that_is_disabled_hands_the_focus_to_the_table(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Not to the next button of the Tab order: the arrow keys are the table's."""
    window = make_window(qtbot, tmp_path, seed=14)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    reach_human_draw(qtbot, window)
    button = window.panel.buttons["hint"]
    qtbot.waitUntil(button.isEnabled)
    button.setFocus(Qt.FocusReason.TabFocusReason)
    assert button.hasFocus()
    window.apply_settings(replace(window.session.settings, hints=False))
    assert not button.isEnabled()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert window.presenter.selected == window.scene.hands[Seat.USER].cards[0].card


def test_the_side_panel_never_takes_the_focus_by_a_click(qtbot: QtBot) -> None:
    """A room of the panel would take the arrow keys from the table (the mouse wheel still
    scrolls it): Tab alone reaches one, and only one that has something to scroll."""
    panel = side_panel.SidePanel()
    qtbot.addWidget(panel)
    panel.resize(panel.width(), 900)
    panel.show()
    rooms = (panel.facts_room, panel.move_log, panel.coach_room)
    qtbot.waitUntil(lambda: all(room.focusPolicy() == Qt.FocusPolicy.NoFocus for room in rooms))
    panel.resize(panel.width(), 200)  # the log gives way first: the facts scroll
    qtbot.waitUntil(lambda: panel.facts_room.verticalScrollBar().maximum() > 0)
    assert panel.facts_room.focusPolicy() == Qt.FocusPolicy.TabFocus


def test_the_focused_button_is_drawn_with_a_focus_ring() -> None:
    assert "QPushButton:focus" in side_panel._STYLE


def test_every_key_is_in_the_keyboard_help_and_the_readme() -> None:
    section = README.read_text(encoding="utf-8").split("## How to play", 1)[1].split("\n## ")[0]
    help_text = keys_html()
    for row in COMMANDS:
        if not row.shortcut:
            continue
        assert f"<b>{html.escape(row.shortcut)}</b></td><td>{html.escape(row.accessible)}" in (
            help_text), row.id
        told: tuple[str, ...] = (row.shortcut,)  # "Ctrl+Z", "Enter", "←"
        if len(row.shortcut) == 1 and row.shortcut.isalpha():  # a letter, as a key
            told = (f"({row.shortcut})", f"press {row.shortcut}", f"{row.shortcut} for")
        assert any(text in section for text in told), row.id


def test_help_keyboard_lists_every_key_and_the_panel_no_longer_does(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=3)
    box = window.dialogs.show_keyboard()
    assert box.isVisible() and not box.isModal()
    for row in COMMANDS:
        if row.shortcut:
            assert html.escape(row.shortcut) in box.text(), row.id
    assert window.panel.findChild(QLabel, "keysLabel") is None  # five lines of the panel back


def test_help_keyboard_names_every_menu_key_the_window_answers(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The help reads the menus' own table: every entry with a key (Ctrl+T, Ctrl+I, Ctrl+H,
    Ctrl+Q, F1 …) is listed with what it does, as the window's actions carry it, and Tab and
    Space are explained."""
    from PySide6.QtGui import QKeySequence

    from ginrummy_desktop.app.widgets.window_menus import MENU_ENTRIES

    window = make_window(qtbot, tmp_path, seed=3)
    text = window.dialogs.show_keyboard().text()
    native = QKeySequence.SequenceFormat.NativeText
    listed = 0
    for entry in MENU_ENTRIES:
        key = window.menus.actions[entry.slot].shortcut().toString(native)
        if key:
            assert f"<b>{html.escape(key)}</b>" in text, entry.slot
            listed += 1
    assert listed >= 7  # New game, Undo, score sheet, statistics, history, quit, rules
    for key in ("Ctrl+T", "Ctrl+I", "Ctrl+H", "Ctrl+Q", "F1", "Tab", "Space"):
        assert f"<b>{key}" in text, key
