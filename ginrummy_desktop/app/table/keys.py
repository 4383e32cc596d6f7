"""The table's keys as Qt reports them: a key press to the name of a key of the command table.

The command table (``commands.py``) names its keys as a player reads them ("D", "Shift+Left",
"Return"); this is the one place those names meet Qt's key codes. A key held with Ctrl, Alt or
Meta is never the table's (those belong to the menus); the keypad's keys count as the keys
they copy.

No key plays on a table the player cannot see: while another window of the game is the active
one (a dialog in front, modal or not) or a modal dialog is up, a key that reaches the table
does nothing (:func:`table_in_front`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from .commands import KEY_NAMES

__all__ = ["table_in_front", "table_key"]

_SHIFT = "Shift+"
_QT_KEYS: dict[tuple[Qt.Key, bool], str] = {
    (getattr(Qt.Key, f"Key_{name.removeprefix(_SHIFT)}"), name.startswith(_SHIFT)): name
    for name in KEY_NAMES
}
"""The keys of the command table, by Qt key and whether Shift is held."""


def table_key(event: QKeyEvent) -> str | None:
    """The command table's name of the key pressed, or None when it is none of the table's."""
    held = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    shift = held == Qt.KeyboardModifier.ShiftModifier
    if held and not shift:
        return None
    return _QT_KEYS.get((Qt.Key(event.key()), shift))


def table_in_front(table: QWidget) -> bool:
    """Whether the table's keys may play: no modal dialog is up and no other window is the
    active one (when no window is, the keys still come from the table's own window)."""
    active = QApplication.activeWindow()
    return QApplication.activeModalWidget() is None and active in (None, table.window())
