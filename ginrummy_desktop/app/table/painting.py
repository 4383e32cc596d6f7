"""Small painting helpers shared by the table's items (cards, piles, the banner, the label)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

__all__ = ["draw_rounded", "pixel_font"]


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
