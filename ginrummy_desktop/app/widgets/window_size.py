"""How big a window opens: what it would like, or what fits the free part of the screen it
opens on (without task bars and docks, ``QScreen.availableGeometry``), with its frame.

One helper, :func:`fit_to_screen`, sizes every top-level window of the game: the main window
and each dialog. A dialog whose words cannot all fit a small screen (a 1024×576 netbook, or a
2048×1152 screen at 200%) puts them in a scroll area (:func:`scrolling`), its buttons outside
it, in sight.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractScrollArea, QFrame, QScrollArea, QWidget

__all__ = [
    "FIRST_SIZE",
    "MINIMUM_SIZE",
    "available_area",
    "first_size",
    "fit_to_screen",
    "fitted_size",
    "scrolling",
    "tab_focus_while_scrolling",
]

FIRST_SIZE = QSize(1220, 820)
"""The first window's size on a large screen; a smaller screen gets what fits."""
MINIMUM_SIZE = QSize(900, 480)
"""Small enough for a 1024×576 screen (a small netbook, or a 2048×1152 one at 200%) with its
task bar and the window's title bar: the cards shrink to fit the table's height, and the side
panel's facts scroll above its buttons."""
_FRAME_ALLOWANCE = QSize(16, 48)
"""Room left around a window for its frame and title bar."""


def available_area(window: QWidget) -> QRect:
    """The free part of the screen ``window`` opens on: its parent's screen (a dialog opens
    over the window that opened it), else its own, else the primary screen; an empty
    rectangle when there is no screen at all."""
    parent = window.parentWidget()
    screen = parent.window().screen() if parent is not None else window.screen()
    screen = screen or QGuiApplication.primaryScreen()
    return QRect() if screen is None else screen.availableGeometry()


def fitted_size(wanted: QSize, least: QSize, free: QSize) -> QSize:
    """The size of a window that would like ``wanted`` and needs ``least``, on a screen whose
    free area is ``free``: ``wanted``, bounded by the free area less the window's frame, and
    never below ``least`` unless ``least`` itself does not fit (then the free area wins)."""
    if free.isEmpty():
        return wanted.expandedTo(least)
    room = free - _FRAME_ALLOWANCE
    return wanted.boundedTo(room).expandedTo(least.boundedTo(room))


def first_size(free: QSize) -> QSize:
    """The main window's first size on a screen whose free area is ``free``: :data:`FIRST_SIZE`,
    or what fits with its frame, never below :data:`MINIMUM_SIZE` where that fits."""
    return fitted_size(FIRST_SIZE, MINIMUM_SIZE, free)


def fit_to_screen(window: QWidget, wanted: QSize) -> QSize:
    """Size the top-level ``window`` (before it is shown) to ``wanted``, or to what fits the
    free area of its screen (:func:`available_area`) with its frame; the size given.

    A minimum size set on the window is lowered to what fits, too: a minimum taller than the
    screen would put the window's foot (its buttons) out of reach. What the window's layout
    needs at least is the window's own affair: it must fit, scrolling where it must."""
    least = window.minimumSize()
    size = fitted_size(wanted, least, available_area(window).size())
    window.setMinimumSize(least.boundedTo(size))
    window.resize(size)
    return size


def scrolling(content: QWidget, name: str) -> QScrollArea:
    """``content`` (the part of a dialog that may be taller than a small screen) in a scroll
    area of its own, named ``name`` for style sheets and tests: no frame, no background of its
    own (the dialog's shows through), scrolled across only when the dialog is narrower than
    its words, and reached by Tab only while it scrolls (:func:`tab_focus_while_scrolling`).
    Tab to a control inside it scrolls that control into view."""
    area = QScrollArea(content.parentWidget())
    area.setObjectName(name)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setWidget(content)
    area.setStyleSheet(f"QScrollArea#{name}, QScrollArea#{name} > #qt_scrollarea_viewport, "
                       f"QScrollArea#{name} > #qt_scrollarea_viewport > QWidget "
                       "{ background: transparent; }")
    tab_focus_while_scrolling(area)
    return area


def tab_focus_while_scrolling(area: QAbstractScrollArea) -> None:
    """Let ``area`` take the focus by Tab, and only by Tab, while it has something to scroll
    up and down (then the arrow and page keys scroll it, as the wheel does): a click or the
    wheel leaves the keys where they were (the table's arrow keys select cards), and an area
    that shows all its words is no stop for the keyboard."""

    def follow(_least: int, most: int) -> None:
        area.setFocusPolicy(Qt.FocusPolicy.TabFocus if most > 0 else Qt.FocusPolicy.NoFocus)

    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    area.verticalScrollBar().rangeChanged.connect(follow)
