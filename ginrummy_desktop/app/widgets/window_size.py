"""The main window's size: the first one on a large screen, what fits on a smaller one, and
the least the table and panel need."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

__all__ = ["FIRST_SIZE", "MINIMUM_SIZE", "first_size", "size_for_screen"]

FIRST_SIZE = QSize(1220, 820)
"""The first window's size on a large screen; a smaller screen gets what fits."""
MINIMUM_SIZE = QSize(900, 480)
"""Small enough for a 1024×576 screen (a small netbook, or a 2048×1152 one at 200%) with its
task bar and the window's title bar: the cards shrink to fit the table's height and the side
panel scrolls."""
_FRAME_ALLOWANCE = QSize(16, 48)
"""Room left around the window for its frame and title bar."""


def size_for_screen(window: QWidget) -> QSize:
    """The first size of ``window`` on the screen it opens on (see :func:`first_size`)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return FIRST_SIZE if screen is None else first_size(screen.availableGeometry().size())


def first_size(free: QSize) -> QSize:
    """The first window's size on a screen whose free area (without task bars) is ``free``:
    :data:`FIRST_SIZE`, or what fits with its frame, never below :data:`MINIMUM_SIZE`."""
    return FIRST_SIZE.boundedTo(free - _FRAME_ALLOWANCE).expandedTo(MINIMUM_SIZE)
