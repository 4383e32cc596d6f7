"""Help ▸ Keyboard: every key of the table and what it does, from the command table.

The keys used to sit in a footer under the side panel, where they took five lines of a panel
that scrolled at 1366×768; they are here, on request, and each button's tooltip names its key.
The keys are a text that scrolls, with Close under it: on a small screen (1024×576) the window
fits and Close stays in sight (a message box grew as tall as its text). When the language
changes while it is open, the help is written again in the new one, its place in the text kept.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..table.commands import keys_html
from .window_menus import menu_keys_html
from .window_size import fit_to_screen

__all__ = ["KeyboardHelp", "show_keyboard_help"]


class KeyboardHelp(QDialog):
    """The keys of the table and a word for screen-reader users, in a text that scrolls (the
    arrow and page keys scroll it once it has the focus, as it has when the window opens);
    Close or Escape closes it. Not modal: the player can try the keys while it is open."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("KeyboardHelp")
        self.setModal(False)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._html = ""
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("keysText")
        self._write()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, QSize(560, 640))

    def _write(self) -> None:
        """The title and the help, in the language installed now (the text scrolled to
        where it was)."""
        self.setWindowTitle(QCoreApplication.translate("KeyboardHelp", "Keyboard"))
        self.browser.setAccessibleName(QCoreApplication.translate("KeyboardHelp", "Keys"))
        self._html = keys_html() + window_keys_html() + screen_reader_html()
        place = self.browser.verticalScrollBar().value()
        self.browser.setHtml(self._html)
        self.browser.verticalScrollBar().setValue(place)

    def changeEvent(self, event: QEvent) -> None:
        """A new language: the help is written again in it."""
        if event.type() == QEvent.Type.LanguageChange:
            self._write()
        super().changeEvent(event)

    def text(self) -> str:
        """The help's text (rich text), as it is shown."""
        return self._html


def show_keyboard_help(parent: QWidget) -> KeyboardHelp:
    """Show the keyboard help over ``parent``, not modal (the table goes on taking keys); the
    window, for tests."""
    box = KeyboardHelp(parent)
    box.show()
    return box


def window_keys_html() -> str:
    """The window's keys beyond the table's: moving between the table and the panel's
    buttons, pressing one, and the menus' keys (``window_menus.MENU_ENTRIES``)."""
    title = QCoreApplication.translate("KeyboardHelp", "The window and its menus")
    rows = [(QCoreApplication.translate("KeyboardHelp", "Tab, Shift+Tab"),
             QCoreApplication.translate(
                 "KeyboardHelp", "Move between the card table and the panel's buttons")),
            (QCoreApplication.translate("KeyboardHelp", "Space"),
             QCoreApplication.translate("KeyboardHelp", "Press the button that has the focus"))]
    cells = "".join(f"<tr><td style='padding-right:14px'><b>{html.escape(key)}</b></td>"
                    f"<td>{html.escape(what)}</td></tr>" for key, what in rows)
    return f"<h3>{html.escape(title)}</h3><table>{cells}{menu_keys_html()}</table>"


def screen_reader_html() -> str:
    """What a player with a screen reader finds at the table (``docs/accessibility.md``): the
    places, the keys that read them, and how the table's news reaches the reader, as it was
    tested (no reader is promised what it was not heard to say)."""
    title = QCoreApplication.translate("KeyboardHelp", "With a screen reader")
    places = QCoreApplication.translate(
        "KeyboardHelp",
        "The card table reads as a list of places: the computer's hand at the top, the stock, "
        "the discard pile and the knock area in the middle, your hand at the bottom, and at "
        "the showdown both sides' cards laid out. <i>Your hand</i> lists your cards in their "
        "order, each with its meld; a card offers Select, Discard and Knock, the stock Draw and "
        "the discard pile Take. ↑ and ↓ move the screen reader from place to place, ← and → "
        "along a row of laid-out cards. C reads your cards with their melds and deadwood, T "
        "the table, W the score, and A says the last message again.")
    news = QCoreApplication.translate(
        "KeyboardHelp",
        "While the card table has the keyboard focus, what happens is said as it happens: the "
        "computer's moves, the card you draw, a refusal and why, the hint, a knock and each "
        "hand's result. On Linux it is said through the card or place the screen reader is on, "
        "which Orca speaks (tested with Orca 43 and 48); on Windows and macOS it is sent as Qt's "
        "announcements, for NVDA, Narrator and VoiceOver.")
    return f"<h3>{title}</h3><p>{places}</p><p>{news}</p>"
