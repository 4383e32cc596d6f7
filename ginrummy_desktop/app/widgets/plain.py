"""The parent of a standard dialog opened from one of the game's dark windows.

The hand history and the statistics windows carry dark style sheets (``#ReplayDialog QLabel {
color: #d7ecdc; }`` and the like). A style sheet cascades to every child widget, a question box
or a file dialog parented to such a window included, which then drew pale text on its own light
background (about 1.2:1, unreadable). Those standard dialogs take the dark window's own parent
instead (the main window, plainly styled), or none.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

__all__ = ["plain_parent"]


def plain_parent(window: QWidget) -> QWidget | None:
    """The parent for a question or a file dialog opened from ``window`` (see the module)."""
    return window.parentWidget()
