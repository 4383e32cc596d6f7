"""A label of the side panel that a screen reader reads with what it shows.

A label given an accessible name ("Deadwood count") is read by that name alone: a screen
reader heard the panel's captions, never its values, and the deadwood total was in no
accessible object at all. A :class:`SpokenLabel` keeps its caption and names itself with the
caption and what it shows, in words: "Deadwood count: 23", "Score: You 15, Computer 0, Game
to 100, Standard rules" (cards named in full, no "middle dot").
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from ..words.cards import spoken_cards, strip_tags

__all__ = ["SpokenLabel", "spoken_text"]

_LINE_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)
NOTHING = "–"
"""What a number label shows when it has no number (the deadwood while the cards are dealt)."""


def spoken_text(shown: str) -> str:
    """What a label showing the rich text ``shown`` says, as a screen reader should read it."""
    plain = strip_tags(_LINE_BREAK.sub(", ", shown)).replace("\xa0", " ").strip()
    if plain == NOTHING:
        return QCoreApplication.translate("SpokenLabel", "none")
    return spoken_cards(" ".join(plain.split()))


class SpokenLabel(QLabel):
    """A label named "caption: what it shows" (see the module docstring); setting its
    accessible name sets the caption."""

    def __init__(self, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._caption = caption
        self._name()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._name()

    def setAccessibleName(self, name: str) -> None:
        self._caption = name
        self._name()

    @property
    def caption(self) -> str:
        return self._caption

    def _name(self) -> None:
        value = spoken_text(self.text()) if self.text() else ""
        if value.startswith(self._caption):  # "Hint: discard ..." names itself
            name = value
        elif value:
            name = QCoreApplication.translate("SpokenLabel", "{caption}: {value}").format(
                caption=self._caption, value=value)
        else:
            name = self._caption
        if name != self.accessibleName():
            super().setAccessibleName(name)
