"""Help ▸ Keyboard: every key of the table and what it does, from the command table.

The keys used to sit in a footer under the side panel, where they took five lines of a panel
that scrolled at 1366×768; they are here, on request, and each button's tooltip names its key.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ..table.commands import keys_html

__all__ = ["show_keyboard_help"]


def show_keyboard_help(parent: QWidget) -> QMessageBox:
    """Show the keyboard help over ``parent``, not modal (the table goes on taking keys); the
    box, for tests."""
    box = QMessageBox(QMessageBox.Icon.NoIcon,
                      QCoreApplication.translate("KeyboardHelp", "Keyboard"),
                      keys_html() + screen_reader_html(),
                      QMessageBox.StandardButton.Close, parent)
    box.setObjectName("KeyboardHelp")
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setModal(False)  # the player can try the keys while it is open
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.show()
    return box


def screen_reader_html() -> str:
    """What a player with a screen reader finds at the table (``docs/accessibility.md``)."""
    title = QCoreApplication.translate("KeyboardHelp", "With a screen reader")
    text = QCoreApplication.translate(
        "KeyboardHelp",
        "The card table reads as a list of places. <i>Game status</i> says whose turn it is, "
        "what you may do and the score. <i>Your hand</i> lists your cards in their order, "
        "each with its meld; a card offers Select, Discard and Knock. The stock offers Draw "
        "and the discard pile Take; the computer's hand says how many cards it holds. The "
        "computer's draws and discards, knocks, lay-offs, refusals and each hand's result are "
        "announced as they happen.")
    return f"<h3>{title}</h3><p>{text}</p>"
