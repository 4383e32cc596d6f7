"""Where each window was: its size and place, kept in the settings store's QSettings.

A window's geometry is stored under ``geometry/<objectName>`` (its class name when it has no
object name) as the bytes of ``QWidget.saveGeometry`` (an INI file writes them as
``@ByteArray(...)``, which QSettings copies byte for byte). A stored place may no longer fit:
the screen changed, or the value was edited; then the window keeps the size that fits the
screen it opens on, quietly (the log says why; the player is not bothered).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QWidget

from .store import BadValueError, SettingsStore

__all__ = ["restore_geometry", "save_geometry"]

_log = logging.getLogger(__name__)

_GEOMETRY_GROUP = "geometry"


def save_geometry(store: SettingsStore, window: QWidget) -> None:
    """Remember ``window``'s size and place (keyed by its objectName, else its class)."""
    store.qsettings.setValue(_geometry_key(window), window.saveGeometry())
    store.qsettings.sync()


def restore_geometry(store: SettingsStore, window: QWidget) -> bool:
    """Put ``window`` back where it was; False (and nothing changed, no warning for the
    player: the log says it) when nothing usable was stored."""
    key = _geometry_key(window)
    if not store.qsettings.contains(key):
        return False
    try:
        raw = store.value(key)
    except BadValueError:
        raw = None
    if isinstance(raw, QByteArray) and window.restoreGeometry(raw):
        return True
    _log.info("%s: the stored window geometry is unusable; using the default placement", key)
    return False


def _geometry_key(window: QWidget) -> str:
    return f"{_GEOMETRY_GROUP}/{window.objectName() or type(window).__name__}"
