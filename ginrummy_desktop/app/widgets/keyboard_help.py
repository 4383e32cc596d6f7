"""Help ▸ Keyboard: every key of the table and what it does, from the command table.

The keys used to sit in a footer under the side panel, where they took five lines of a panel
that scrolled at 1366×768; they are here, on request, and each button's tooltip names its key.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ..commands import keys_html

__all__ = ["show_keyboard_help"]


def show_keyboard_help(parent: QWidget) -> QMessageBox:
    """Show the keyboard help over ``parent``, not modal (the table goes on taking keys); the
    box, for tests."""
    box = QMessageBox(QMessageBox.Icon.NoIcon,
                      QCoreApplication.translate("KeyboardHelp", "Keyboard"), keys_html(),
                      QMessageBox.StandardButton.Close, parent)
    box.setObjectName("KeyboardHelp")
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setModal(False)  # the player can try the keys while it is open
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.show()
    return box
