"""The game's icon and desktop identity, for the window list, the task bar and the dock.

:func:`apply_identity` gives the application its icon (every ``assets/icons/ginrummy-<size>.png``,
so each desktop picks the size it draws, with no SVG plug-in needed) and its desktop file name,
``APP_ID``: the name of the menu entry the Linux package installs (``<APP_ID>.desktop``), which
desktops use to match the window to its entry (on Wayland it is the window's app id).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QIcon

from ... import APP_ID
from ...resources import resource_path

__all__ = ["app_icon", "apply_identity"]

_PNG = re.compile(r"ginrummy-(\d+)\.png")


def app_icon() -> QIcon:
    """The icon in every size shipped (an empty icon if the files are missing)."""
    icon = QIcon()
    try:
        folder = resource_path("assets", "icons")
    except FileNotFoundError:
        return icon
    for path in sorted(folder.iterdir()):
        match = _PNG.fullmatch(path.name)
        if match:
            size = int(match[1])
            icon.addFile(str(path), QSize(size, size))
    return icon


def apply_identity(app: QGuiApplication) -> None:
    """Set the application's window icon and desktop file name."""
    app.setWindowIcon(app_icon())
    QGuiApplication.setDesktopFileName(APP_ID)
