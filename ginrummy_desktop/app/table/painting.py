"""Small painting helpers shared by the table's items (cards, piles, the banner, the label).

:func:`drawn_pixmap` and :class:`PixmapMemo` let an item draw a picture once, in Python, and
show it afterwards through a ``QGraphicsPixmapItem``: Qt then repaints it (moved, turned,
uncovered) without calling any Python, so a repaint never waits for the GIL while a computer
player thinks in its thread.

:class:`TableTheme` holds the colours and line widths the items paint with: :data:`NORMAL_THEME`
(the felt of the player's colour, soft gold cues) or :data:`HIGH_CONTRAST_THEME` (the Settings'
high-contrast table: a plain, almost black felt, black card edges, thick bright yellow rings and
cues, opaque white words); :func:`table_theme` picks one.

The table's words follow the desktop's font size: :func:`pixel_font` takes the size in pixels
the table was designed with (for the usual desktop font of about 13 pixels) and grows it with
the application font (:func:`font_scale`: never smaller than designed, at most
:data:`MAX_FONT_SCALE` times larger), so a player who chose larger words for the desktop gets
larger captions, labels and banners on the table too.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontInfo,
    QFontMetricsF,
    QGuiApplication,
    QPainter,
    QPen,
    QPixmap,
)

from .focus_ring import RingLook

__all__ = [
    "HIGH_CONTRAST_THEME",
    "MAX_FONT_SCALE",
    "NORMAL_THEME",
    "REFERENCE_FONT_PIXELS",
    "PixmapMemo",
    "TableTheme",
    "draw_rounded",
    "drawn_pixmap",
    "fitted_words",
    "font_scale",
    "pixel_font",
    "scaled_pixels",
    "table_theme",
]

REFERENCE_FONT_PIXELS = 13.0
"""The application font's height in pixels the table's words were designed for: the usual
desktop font (10 points at 96 dots per inch; Windows' 9 points and macOS' 13 are no larger)."""
MAX_FONT_SCALE = 1.5
"""How much larger than designed the table's words may grow with a large desktop font (more
would no longer fit between the cards)."""


def font_scale() -> float:
    """How much larger than designed the table's words are drawn: the application font's pixel
    height over :data:`REFERENCE_FONT_PIXELS`, from 1 (never smaller than designed) to
    :data:`MAX_FONT_SCALE`."""
    if not isinstance(QGuiApplication.instance(), QGuiApplication):
        return 1.0
    pixels = QFontInfo(QGuiApplication.font()).pixelSize()
    return min(MAX_FONT_SCALE, max(1.0, pixels / REFERENCE_FONT_PIXELS))


def scaled_pixels(pixels: float) -> int:
    """A size designed as ``pixels`` pixels, grown with the application font
    (:func:`font_scale`)."""
    return max(1, round(pixels * font_scale()))


def pixel_font(
    pixels: float, *, bold: bool = False, italic: bool = False, base: QFont | None = None
) -> QFont:
    """``base`` (or the default font) at the size designed as ``pixels`` pixels, grown with the
    application font (:func:`scaled_pixels`), bold and italic as asked."""
    font = QFont() if base is None else QFont(base)
    font.setPixelSize(scaled_pixels(pixels))
    font.setBold(bold)
    font.setItalic(italic)
    return font


def fitted_words(text: str, width: float, pixels: int, least: int, *,
                 bold: bool = False) -> tuple[QFont, str]:
    """``text`` in the largest font from ``pixels`` down to ``least`` (designed sizes, see
    :func:`pixel_font`) in which it is no wider than ``width``, and the words as shown: whole,
    or, at ``least``, elided ("…") to the width."""
    for size in range(pixels, least - 1, -1):
        font = pixel_font(size, bold=bold)
        if QFontMetricsF(font).horizontalAdvance(text) <= width:
            return font, text
    font = pixel_font(least, bold=bold)
    return font, QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


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


@dataclass(frozen=True, slots=True, eq=False)
class TableTheme:
    """The colours and line widths the table paints with (see the module docstring).

    ``felt`` None paints the player's felt colour with its soft light in the middle; a colour
    paints that colour, plain. ``card_edge`` None leaves the card art's own thin edge; a colour
    outlines every card ``card_edge_width`` wide. The ``*_width`` values are pen widths in
    pixels.
    """

    name: str
    felt: QColor | None
    caption: QColor
    """The words on the felt: the piles' captions, the showdown's group captions."""
    caption_gap: float
    """Between a pile's place and its caption (clear of the turn cue's ring)."""
    deadwood_caption: QColor
    label: QColor
    """The computer's name over its hand."""
    slot: QColor
    slot_width: float
    cue: QColor
    cue_width: float
    cue_fill_alpha: int
    candidate: QColor
    candidate_width: float
    hover: QColor
    hover_width: float
    lift: QColor
    lift_width: float
    laid_off_width: float
    card_edge: QColor | None
    card_edge_width: float
    focus_ring: RingLook
    """The ring round the table while it has the keyboard focus (``focus_ring.py``)."""

    @property
    def high_contrast(self) -> bool:
        return self is HIGH_CONTRAST_THEME


NORMAL_THEME = TableTheme(
    name="normal",
    felt=None,
    caption=QColor(255, 255, 255),
    caption_gap=4.0,
    deadwood_caption=QColor("#ffcc80"),
    label=QColor(255, 255, 255, 215),
    slot=QColor(255, 255, 255, 60),
    slot_width=2.0,
    cue=QColor(255, 213, 79, 150),
    cue_width=3.0,
    cue_fill_alpha=28,
    candidate=QColor("#a5d6a7"),
    candidate_width=2.5,
    hover=QColor("#ffd54f"),
    hover_width=4.0,
    lift=QColor("#ffd54f"),
    lift_width=3.5,
    laid_off_width=3.0,
    card_edge=None,
    card_edge_width=0.0,
    focus_ring=RingLook(QColor("#ffd54f"), QColor("#10291b"), 5),
)

HIGH_CONTRAST_THEME = TableTheme(
    name="high contrast",
    felt=QColor("#05140c"),
    caption=QColor("#ffffff"),
    caption_gap=11.0,
    deadwood_caption=QColor("#ffe0b2"),
    label=QColor("#ffffff"),
    slot=QColor("#bdbdbd"),
    slot_width=2.5,
    cue=QColor("#ffff00"),
    cue_width=5.0,
    cue_fill_alpha=40,
    candidate=QColor("#00e5ff"),
    candidate_width=4.0,
    hover=QColor("#ffff00"),
    hover_width=6.0,
    lift=QColor("#ffff00"),
    lift_width=5.0,
    laid_off_width=4.5,
    card_edge=QColor("#000000"),
    card_edge_width=2.5,
    focus_ring=RingLook(QColor("#ffff00"), QColor("#000000"), 7),
)


def table_theme(high_contrast: bool) -> TableTheme:
    """The theme of the Settings' high-contrast switch."""
    return HIGH_CONTRAST_THEME if high_contrast else NORMAL_THEME
