"""Small painting helpers shared by the table's items (cards, piles, the banner, the label).

:func:`drawn_pixmap` and :class:`PixmapMemo` let an item draw a picture once, in Python, and
show it afterwards through a ``QGraphicsPixmapItem``: Qt then repaints it (moved, turned,
uncovered) without calling any Python, so a repaint never waits for the GIL while a computer
player thinks in its thread.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

__all__ = ["PixmapMemo", "draw_rounded", "drawn_pixmap", "pixel_font"]


def pixel_font(
    pixels: int, *, bold: bool = False, italic: bool = False, base: QFont | None = None
) -> QFont:
    """``base`` (or the default font) at ``pixels`` pixels, bold and italic as asked."""
    font = QFont() if base is None else QFont(base)
    font.setPixelSize(pixels)
    font.setBold(bold)
    font.setItalic(italic)
    return font


def draw_rounded(
    painter: QPainter,
    rect: QRectF,
    radius: float,
    pen: QPen | None = None,
    brush: QColor | None = None,
) -> None:
    """A rounded rectangle outlined with ``pen`` and filled with ``brush`` (None: neither)."""
    painter.setPen(Qt.PenStyle.NoPen if pen is None else pen)
    painter.setBrush(Qt.BrushStyle.NoBrush if brush is None else brush)
    painter.drawRoundedRect(rect, radius, radius)


def drawn_pixmap(
    width: float, height: float, ratio: float, draw: Callable[[QPainter], None]
) -> QPixmap:
    """A transparent pixmap of ``width`` x ``height`` logical pixels at device pixel ratio
    ``ratio`` (so it is sharp on a high-DPI screen), drawn by ``draw`` with antialiasing."""
    pixmap = QPixmap(max(1, math.ceil(width * ratio)), max(1, math.ceil(height * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(painter)
    painter.end()
    return pixmap


class PixmapMemo:
    """Drawn pixmaps by key, at most ``limit`` of them (the least recently used go first).

    ``drawn`` counts the pixmaps actually drawn (the misses), for tests and benchmarks.
    """

    def __init__(self, limit: int = 64) -> None:
        self._limit = limit
        self._pixmaps: dict[Hashable, QPixmap] = {}
        self.drawn = 0

    def get(self, key: Hashable, draw: Callable[[], QPixmap]) -> QPixmap:
        """The pixmap of ``key``, drawn by ``draw`` the first time it is asked for."""
        pixmap = self._pixmaps.pop(key, None)
        if pixmap is None:
            pixmap = draw()
            self.drawn += 1
            while len(self._pixmaps) >= self._limit:
                del self._pixmaps[next(iter(self._pixmaps))]
        self._pixmaps[key] = pixmap
        return pixmap
