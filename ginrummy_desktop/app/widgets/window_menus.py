"""The window's menus: Game and Help, their entries, keys and what each runs.

New game and Undo are rows of the command table (``table/commands.py``): their text and standard
key come from there, as the panel's buttons' do. While Undo is greyed out its key still answers
(:attr:`WindowMenus.undo_refusal`), with the reason in the status line. The other entries open
the window's dialogs (``window_dialogs.py``) or switch the sound.

A menu closed with Escape leaves Qt's menu bar holding the keyboard (its titles highlighted),
where a bare letter opens the menu of that mnemonic: H opened Help instead of giving a hint, G
Game instead of going gin. Once no menu is open, the menu bar hands the keyboard back to the
widget that had it, else to the table (:class:`KeysBack`); Alt+G and Alt+H still open the
menus.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QMenuBar, QWidget

from ..table.commands import command

__all__ = ["MENU_SLOTS", "KeysBack", "WindowMenus", "build_menus"]

MENU_SLOTS = ("new_game", "undo", "score_sheet", "statistics", "hand_history", "fair_deal",
              "settings", "quit", "rules", "keyboard", "about")
"""What the menus run, by name: the window gives a callable for each."""

Slot = Callable[[], object]


@dataclass(frozen=True, slots=True)
class WindowMenus:
    """The menus' entries (the tests and the window read their state)."""

    new_game: QAction
    undo: QAction
    undo_refusal: QShortcut
    score_sheet: QAction
    statistics: QAction
    hand_history: QAction
    fair_deal: QAction
    sound: QAction
    settings: QAction
    quit: QAction
    rules: QAction
    keyboard: QAction
    about: QAction


def build_menus(window: QMainWindow, slots: Mapping[str, Slot], sound: QAction,
                table: QWidget) -> WindowMenus:
    """Game and Help in ``window``'s menu bar, each entry running ``slots[name]``; a menu
    closed hands the keyboard back (:class:`KeysBack`, to ``table`` when nothing else had it)."""
    assert set(slots) == set(MENU_SLOTS), "a menu entry without a slot"
    game = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Game"))
    game.setToolTipsVisible(True)
    new_game = _command_action(window, game, "new_game", slots["new_game"])
    undo = _command_action(window, game, "undo", slots["undo"])
    undo_refusal = QShortcut(undo.shortcut(), window, slots["undo"])
    entry = _entries(window, game, slots)
    score_sheet = entry("score_sheet", "Ctrl+T", QCoreApplication.translate(
        "MainWindow", "&Score sheet"))
    statistics = entry("statistics", "Ctrl+I", QCoreApplication.translate(
        "MainWindow", "Stat&istics…"))
    hand_history = entry("hand_history", "Ctrl+H", QCoreApplication.translate(
        "MainWindow", "&Hand history…"))
    fair_deal = entry("fair_deal", None, QCoreApplication.translate(
        "MainWindow", "A &fair deal…"))
    game.addAction(sound)
    settings = entry("settings", QKeySequence.StandardKey.Preferences,
                     QCoreApplication.translate("MainWindow", "Se&ttings…"))
    game.addSeparator()
    quit_action = entry("quit", "Ctrl+Q", QCoreApplication.translate("MainWindow", "&Quit"))
    help_menu = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Help"))
    entry = _entries(window, help_menu, slots)
    rules = entry("rules", QKeySequence.StandardKey.HelpContents,
                  QCoreApplication.translate("MainWindow", "&Rules"))
    keyboard = entry("keyboard", None, QCoreApplication.translate("MainWindow", "&Keyboard…"))
    about = entry("about", None, QCoreApplication.translate("MainWindow", "&About Gin Rummy"))
    KeysBack(window.menuBar(), (game, help_menu), table)
    return WindowMenus(new_game, undo, undo_refusal, score_sheet, statistics, hand_history,
                       fair_deal, sound, settings, quit_action, rules, keyboard, about)


def _command_action(window: QMainWindow, menu: QMenu, command_id: str, slot: Slot) -> QAction:
    """The menu entry of a row of the command table (its text and standard key)."""
    row = command(command_id)
    key = getattr(QKeySequence.StandardKey, row.menu_key)
    return _action(window, menu, row.shown_menu_label, key, slot)


def _entries(window: QMainWindow, menu: QMenu, slots: Mapping[str, Slot]
             ) -> Callable[[str, QKeySequence.StandardKey | str | None, str], QAction]:
    """Adds entries to ``menu``: (the name of its slot, key, text) -> the entry."""

    def entry(slot: str, shortcut: QKeySequence.StandardKey | str | None, text: str) -> QAction:
        return _action(window, menu, text, shortcut, slots[slot])

    return entry


def _action(window: QMainWindow, menu: QMenu, text: str,
            shortcut: QKeySequence.StandardKey | str | None, slot: Slot) -> QAction:
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(slot)
    menu.addAction(action)
    return action




class KeysBack(QObject):
    """Hands the keyboard back from the menu ``bar`` once no menu is open (see the module
    docstring): to the widget of the window that had the focus before the bar took it, else to
    ``table``. Checked just after a menu closes, once Qt has done with the closing (Escape
    gives the bar the focus after the menu has gone); a menu opened meanwhile (Left or Right
    from one menu to the next) keeps it."""

    def __init__(self, bar: QMenuBar, menus: tuple[QMenu, ...], table: QWidget) -> None:
        super().__init__(bar)
        self._bar = bar
        self._table = table
        self._before: QWidget | None = None
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_changed)
        for menu in menus:
            menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self, self.hand_back))

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        """Remember the widget the bar took the focus from (one of its own window's)."""
        if new is self._bar and old is not None and old.window() is self._bar.window():
            self._before = old

    def hand_back(self) -> None:
        """Give the focus back, if the bar still holds it and no menu is open."""
        if not self._bar.hasFocus() or QApplication.activePopupWidget() is not None:
            return
        before = self._before
        usable = before is not None and before.isVisible() and before.isEnabled()
        target = before if usable and before is not None else self._table
        target.setFocus(Qt.FocusReason.MenuBarFocusReason)
