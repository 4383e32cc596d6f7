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

import html
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QMenuBar, QWidget

from ...marks import QT_TRANSLATE_NOOP
from ..table.commands import command

__all__ = ["MENU_ENTRIES", "MENU_SLOTS", "KeysBack", "MenuEntry", "WindowMenus", "build_menus",
           "menu_keys_html"]

Slot = Callable[[], object]
GAME, HELP = "game", "help"


@dataclass(frozen=True, slots=True)
class MenuEntry:
    """One entry of the menus: the name of what it runs (the window gives a callable for
    each), its menu, its text and key, and what it does in the keyboard help's words.

    ``key`` is a key sequence ("Ctrl+T") or the name of a ``QKeySequence.StandardKey``
    ("Preferences": each system's own key, none on some); an entry that is a row of the
    command table (``command``: New game, Review this match…, Undo) takes its text and key
    from there, as the panel's buttons do. Texts are English sources marked for translation (context
    ``"MainWindow"``), translated when shown. An entry that ``starts_enabled`` False waits for
    the window to enable it (Review this match…, once a hand of the match is finished); its
    action is named ``<slot>Action`` for the one who does."""

    slot: str
    menu: str
    label: str = ""
    key: str = ""
    does: str = ""
    command: bool = False
    separator_before: bool = False
    starts_enabled: bool = True

    def sequence(self) -> QKeySequence:
        """Its key (empty when it has none, or none on this system)."""
        key = command(self.slot).menu_key if self.command else self.key
        standard = getattr(QKeySequence.StandardKey, key, None)
        return QKeySequence(standard if standard is not None else key)

    def text(self) -> str:
        """Its text in the menu, translated."""
        if self.command:
            return command(self.slot).shown_menu_label
        return QCoreApplication.translate("MainWindow", self.label)

    def told(self) -> str:
        """What it does, as the keyboard help says it, translated."""
        if self.command:
            return command(self.slot).shown_accessible
        return QCoreApplication.translate("MainWindow", self.does)


MENU_ENTRIES: tuple[MenuEntry, ...] = (
    MenuEntry("new_game", GAME, command=True),
    MenuEntry("play_friend", GAME, QT_TRANSLATE_NOOP("MainWindow", "&Play a friend…"), "",
              QT_TRANSLATE_NOOP("MainWindow", "Play a friend on another computer")),
    MenuEntry("undo", GAME, command=True),
    MenuEntry("score_sheet", GAME, QT_TRANSLATE_NOOP("MainWindow", "&Score sheet"), "Ctrl+T",
              QT_TRANSLATE_NOOP("MainWindow", "Show the score sheet")),
    MenuEntry("statistics", GAME, QT_TRANSLATE_NOOP("MainWindow", "Stat&istics…"), "Ctrl+I",
              QT_TRANSLATE_NOOP("MainWindow", "Show your statistics")),
    MenuEntry("hand_history", GAME, QT_TRANSLATE_NOOP("MainWindow", "&Hand history…"),
              "Ctrl+H", QT_TRANSLATE_NOOP("MainWindow", "Replay the finished hands")),
    MenuEntry("review", GAME, command=True, starts_enabled=False),
    MenuEntry("fair_deal", GAME, QT_TRANSLATE_NOOP("MainWindow", "A &fair deal…")),
    MenuEntry("settings", GAME, QT_TRANSLATE_NOOP("MainWindow", "Se&ttings…"), "Preferences",
              QT_TRANSLATE_NOOP("MainWindow", "Open the settings")),
    MenuEntry("quit", GAME, QT_TRANSLATE_NOOP("MainWindow", "&Quit"), "Ctrl+Q",
              QT_TRANSLATE_NOOP("MainWindow", "Quit (the match is kept for next time)"),
              separator_before=True),
    MenuEntry("rules", HELP, QT_TRANSLATE_NOOP("MainWindow", "&Rules"), "HelpContents",
              QT_TRANSLATE_NOOP("MainWindow", "Show the rules of the game")),
    MenuEntry("keyboard", HELP, QT_TRANSLATE_NOOP("MainWindow", "&Keyboard…")),
    MenuEntry("about", HELP, QT_TRANSLATE_NOOP("MainWindow", "&About Gin Rummy")),
)
"""The menus' entries in their order (the sound switch follows the fair deal)."""

MENU_SLOTS = tuple(entry.slot for entry in MENU_ENTRIES)
"""What the menus run, by name: the window gives a callable for each."""

_MENU_TITLES = {GAME: QT_TRANSLATE_NOOP("MainWindow", "&Game"),
                HELP: QT_TRANSLATE_NOOP("MainWindow", "&Help")}


@dataclass(frozen=True, slots=True)
class WindowMenus:
    """The menus and their entries, by slot name (the tests and the window read their state)."""

    menus: Mapping[str, QMenu]
    actions: Mapping[str, QAction]
    sound: QAction
    undo_refusal: QShortcut

    def __getattr__(self, name: str) -> QAction:
        try:
            return self.actions[name]
        except KeyError:
            raise AttributeError(name) from None

    def retranslate(self) -> None:
        """Every title and entry in the language now installed."""
        for name, menu in self.menus.items():
            menu.setTitle(QCoreApplication.translate("MainWindow", _MENU_TITLES[name]))
        for entry in MENU_ENTRIES:
            self.actions[entry.slot].setText(entry.text())


def build_menus(window: QMainWindow, slots: Mapping[str, Slot], sound: QAction,
                table: QWidget) -> WindowMenus:
    """Game and Help in ``window``'s menu bar (:data:`MENU_ENTRIES`), each entry running
    ``slots[name]``; a menu closed hands the keyboard back (:class:`KeysBack`, to ``table``
    when nothing else had it)."""
    assert set(slots) == set(MENU_SLOTS), "a menu entry without a slot"
    menus = {name: window.menuBar().addMenu(QCoreApplication.translate("MainWindow", title))
             for name, title in _MENU_TITLES.items()}
    menus[GAME].setToolTipsVisible(True)
    actions: dict[str, QAction] = {}
    for entry in MENU_ENTRIES:
        menu = menus[entry.menu]
        if entry.separator_before:
            menu.addSeparator()
        action = QAction(entry.text(), window)
        action.setObjectName(f"{entry.slot}Action")
        action.setEnabled(entry.starts_enabled)
        if not entry.sequence().isEmpty():
            action.setShortcut(entry.sequence())
        action.triggered.connect(slots[entry.slot])
        menu.addAction(action)
        actions[entry.slot] = action
        if entry.slot == "fair_deal":
            menu.addAction(sound)
    undo_refusal = QShortcut(actions["undo"].shortcut(), window, slots["undo"])
    KeysBack(window.menuBar(), tuple(menus.values()), table)
    return WindowMenus(menus, actions, sound, undo_refusal)


def menu_keys_html() -> str:
    """The menus' keys and what each does, as rows of the keyboard help's table (the keys as
    this system writes them: Qt names a standard key each system's way)."""
    rows = []
    for entry in MENU_ENTRIES:
        key = entry.sequence().toString(QKeySequence.SequenceFormat.NativeText)
        if key and not entry.command:
            rows.append(f"<tr><td style='padding-right:14px'><b>{html.escape(key)}</b></td>"
                        f"<td>{html.escape(entry.told())}</td></tr>")
    return "".join(rows)


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
