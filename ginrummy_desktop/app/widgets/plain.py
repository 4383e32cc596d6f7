"""The parent of a standard dialog opened from one of the game's dark windows, and the way back
to that window once the dialog closes.

The hand history and the statistics windows carry dark style sheets (``#ReplayDialog QLabel {
color: #d7ecdc; }`` and the like). A style sheet cascades to every child widget, a question box
or a file dialog parented to such a window included, which then drew pale text on its own light
background (about 1.2:1, unreadable). Those standard dialogs take the dark window's own parent
instead (the main window, plainly styled), or none.

A closing dialog hands the activation to its parent: here the main window, behind the window
the player was in. The player was then left typing into a window they could not see, the table
(an arrow selected a card of a hidden hand, D drew a card, Enter threw one), and Escape no
longer closed the window in front. :func:`back_to_asker` brings the window that asked (the
active one when the dialog opened) to the front again, with its focus where it was.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget

__all__ = ["back_to_asker", "plain_parent"]


def plain_parent(window: QWidget) -> QWidget | None:
    """The parent for a question or a file dialog opened from ``window`` (see the module)."""
    return window.parentWidget()


@contextmanager
def back_to_asker() -> Iterator[None]:
    """Around a standard dialog (a file dialog, a question): once it has closed, the window
    that was active when it opened is active again, its focus on the widget that had it. Done
    at once and again once the events of the closing are handled, since a system may give the
    activation to the dialog's parent only then."""
    asker = QApplication.activeWindow()
    focus = asker.focusWidget() if asker is not None else None
    try:
        yield
    finally:
        if asker is not None:
            _activate(asker, focus)
            QTimer.singleShot(0, asker, lambda: _activate(asker, focus))


def _activate(window: QWidget, focus: QWidget | None) -> None:
    """Make ``window`` (still shown) the active window, ``focus`` (still in it) its focus."""
    if not window.isVisible():
        return
    window.raise_()
    window.activateWindow()
    if focus is not None and focus.window() is window and focus.isVisible():
        focus.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
