"""The table's sounds in the window: the :class:`~..sound.SoundBoard` and its quick switch.

The switch is one ``QAction`` shown twice: Game ▸ Sound, and a speaker button at the right of
the status bar. Turning it keeps the choice in the settings at once (through the session, with
no note: the switch shows it); the volume is in Settings. The board listens to the match's
session and opens its speaker only once the table is first painted (``sound.py`` says why).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSignalBlocker
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QStatusBar, QStyle, QToolButton, QWidget

from ..sound import SoundBoard

if TYPE_CHECKING:
    from ..session import MatchSession
    from ..settings.values import Settings

__all__ = ["SoundSwitch", "sound_icon"]


class SoundSwitch(QObject):
    """The board (:attr:`board`) and its switch (:attr:`action`, and :attr:`button` in the
    status bar)."""

    def __init__(self, match: MatchSession, window: QWidget, status: QStatusBar) -> None:
        super().__init__(window)
        self._match = match
        settings = match.settings
        self.board = SoundBoard(settings.sound, settings.volume, self)
        match.events_applied.connect(self.board.on_events)
        action = self.action = QAction(self)
        action.setCheckable(True)
        action.setChecked(settings.sound)
        action.setIcon(sound_icon(window.style()))
        action.toggled.connect(self.set_on)
        self.button = QToolButton(window)
        self.button.setObjectName("soundButton")
        self.button.setDefaultAction(action)
        self.button.setAutoRaise(True)
        self.retranslate()
        self._show_focus(settings.high_contrast)
        status.addPermanentWidget(self.button)

    def retranslate(self) -> None:
        """The switch's words in the language installed now (as built, and on the window's
        ``QEvent.LanguageChange``): the menu entry, its tooltip (the button shows both) and
        the button's name for a screen reader."""
        self.action.setText(QCoreApplication.translate("MainWindow", "S&ound"))
        self.action.setToolTip(QCoreApplication.translate(
            "MainWindow", "Sounds on or off (the volume is in Settings)"))
        self.button.setAccessibleName(QCoreApplication.translate("MainWindow", "Sound"))

    def set_on(self, on: bool) -> None:
        """The quick switch: sounds on or off, kept in the settings."""
        self._match.set_sound(on)
        self.board.set_sound(on, self._match.settings.volume)
        self._show(on)

    def apply(self, settings: Settings) -> None:
        """New settings were accepted: their sound and volume from now on."""
        self.board.set_sound(settings.sound, settings.volume)
        self._show(settings.sound)
        self._show_focus(settings.high_contrast)

    def note(self) -> str:
        """What Settings says under the volume when no sound can play here ("" otherwise)."""
        if not self.board.unavailable:
            return ""
        return QCoreApplication.translate(
            "MainWindow", "No audio output was found on this computer, so the game is silent.")

    def _show(self, on: bool) -> None:
        with QSignalBlocker(self.action):
            self.action.setChecked(on)

    def _show_focus(self, high_contrast: bool) -> None:
        """The switch's focus ring: the style's own, on a flat button, was a faint dotted line
        or nothing at all; a ring in the status bar's text colour shows on any system's
        colours, wider on the high-contrast table."""
        self.button.setStyleSheet(_FOCUS_STYLE.format(width=3 if high_contrast else 2))


_FOCUS_STYLE = """
QToolButton#soundButton {{ border: {width}px solid transparent; border-radius: 4px;
    padding: 1px; background: transparent; }}
QToolButton#soundButton:hover {{ border-color: palette(mid); }}
QToolButton#soundButton:focus {{ border-color: palette(window-text); }}
"""


def sound_icon(style: QStyle) -> QIcon:
    """The sound switch's icon: the style's speaker, crossed out while the switch is off."""
    icon = QIcon()
    for pixmap, state in ((QStyle.StandardPixmap.SP_MediaVolume, QIcon.State.On),
                          (QStyle.StandardPixmap.SP_MediaVolumeMuted, QIcon.State.Off)):
        for size in (16, 24, 32):
            icon.addPixmap(style.standardIcon(pixmap).pixmap(size), QIcon.Mode.Normal, state)
    return icon
