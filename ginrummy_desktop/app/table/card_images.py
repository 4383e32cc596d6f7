"""Card art: SVG files rendered to images, and a per-size pixmap cache for the table.

* :func:`render_card_image` draws one SVG file into a ``QImage``. It makes its own renderer, so
  it is safe in a worker thread (only ``QImage`` may be made off the GUI thread).
* :class:`CardImages` lives on the GUI thread. It keeps a ``QPixmap`` per (art, pixel size,
  border): a card is rendered at its size on screen times the device pixel ratio, so it stays
  crisp on a high-DPI display and is never scaled by the painter. It keeps no
  ``QSvgRenderer``: a parsed court card holds its path data (about 0.2 MB each, 5 MB for the
  deck), while parsing a file again costs about 0.4 ms, once per face and size.

The table's cards have a transparent border of :data:`TURNED_CARD_PAD` device pixels. The table
draws without antialiasing (it costs a third of every frame's painting), and a card turned a
little (a fanned hand, the discard pile) would then show stairs along its straight edges: with
the border, the stairs fall on transparent pixels and the smooth transformation's blending of
the art's own edge pixels keeps the edge soft.

When a file is missing (a broken install) the card is drawn plainly with QPainter, so the table
still works.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QMargins, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...engine import Card
from ...resources import resource_path

__all__ = [
    "CARD_ASPECT",
    "PICTURES_KEPT",
    "TURNED_CARD_PAD",
    "CardImages",
    "CardTheme",
    "render_card_image",
]

CARD_ASPECT = 240 / 336
"""Width over height of the art (5:7)."""

TURNED_CARD_PAD = 1
"""The transparent border, in device pixels, around a picture of a card the table may turn."""


@dataclass(frozen=True, slots=True)
class CardTheme:
    """Which art to draw: two- or four-colour faces, and the back's name ("blue", "red")."""

    four_color: bool = False
    back: str = "blue"

    def face_folder(self) -> str:
        return "four_color" if self.four_color else "standard"


def art_path(theme: CardTheme, card: Card | None) -> Path | None:
    """The SVG file of ``card`` (None: the back) under ``theme``, or None if it is missing."""
    parts = ("backs", f"{theme.back}.svg") if card is None else (theme.face_folder(), f"{card}.svg")
    try:
        return resource_path("assets", "cards", *parts)
    except FileNotFoundError:
        return None


def render_card_image(
    path: Path | None, size: QSize, card: Card | None = None, pad: int = 0
) -> QImage:
    """``path`` drawn at ``size`` pixels; a plain card face or back when ``path`` is None;
    with ``pad`` transparent pixels on every side.

    Safe to call from any thread: it uses a renderer of its own and returns a ``QImage``.

    What it returns is a copy of the image drawn: an image painted on keeps the painter's
    raster engine for the rest of its life (its outline and clip buffers, sized by the art's
    paths), and a pixmap made from it shares it. That is about 85 KB more per card face kept,
    4 MB for the deck drawn ahead; the copy has none, and costs under 0.1 ms of the drawing's
    3 ms.
    """
    image = QImage(size.grownBy(QMargins(pad, pad, pad, pad)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    rect = QRectF(pad, pad, size.width(), size.height())
    painter.setClipRect(rect)  # the art's edge stroke stays off the border, as unpadded
    if path is not None:
        QSvgRenderer(str(path)).render(painter, rect)
    else:
        _paint_plain(painter, rect, card)
    painter.end()
    return image.copy()


def _paint_plain(painter: QPainter, rect: QRectF, card: Card | None) -> None:
    """A fallback card: a rounded rectangle with the rank and suit, or a striped back."""
    radius = rect.width() * 0.06
    painter.setPen(QPen(QColor("#333333"), 1))
    painter.setBrush(QColor("#ffffff") if card is not None else QColor("#23408e"))
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    if card is None:
        return
    painter.setPen(QColor("#c62828") if card.suit.is_red else QColor("#111111"))
    font = QFont()
    font.setPixelSize(max(8, int(rect.height() * 0.18)))
    font.setBold(True)
    painter.setFont(font)
    label = f"{'10' if card.rank.letter == 'T' else card.rank.letter}\n{card.suit.symbol}"
    inner = rect.adjusted(rect.width() * 0.08, rect.height() * 0.04, 0, 0)
    painter.drawText(inner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, label)


PICTURES_KEPT = 3 * 53
"""How many card pictures :class:`CardImages` keeps (the least recently used go first): the
whole deck and a back at the table's size, and room for the hand history's smaller cards and
the size of before a resize, while resizing the window makes no picture pile up."""


class CardImages:
    """Pixmaps of the card art by theme and pixel size (GUI thread only); at most
    :data:`PICTURES_KEPT` of them."""

    def __init__(self, theme: CardTheme | None = None) -> None:
        self._theme = theme or CardTheme()
        self._pixmaps: OrderedDict[tuple[str, int, int, int], QPixmap] = OrderedDict()

    @property
    def theme(self) -> CardTheme:
        return self._theme

    def set_theme(self, theme: CardTheme) -> None:
        """Switch the art; the cache of the old art is dropped."""
        if theme != self._theme:
            self._theme = theme
            self._pixmaps.clear()

    def pixmap(
        self, card: Card | None, width: float, height: float, dpr: float, pad: int = 0
    ) -> QPixmap:
        """``card`` (None: the back) for a logical ``width`` x ``height`` at ratio ``dpr``, with
        ``pad`` transparent device pixels around it (the table's: :data:`TURNED_CARD_PAD`)."""
        key = self._cache_key(card, width, height, dpr, pad)
        cached = self._pixmaps.get(key)
        if cached is not None:
            self._pixmaps.move_to_end(key)
            return cached
        cached = QPixmap.fromImage(self._render(card, QSize(key[1], key[2]), pad))
        cached.setDevicePixelRatio(dpr)
        self._pixmaps[key] = cached
        while len(self._pixmaps) > PICTURES_KEPT:
            self._pixmaps.popitem(last=False)
        return cached

    def has_pixmap(
        self, card: Card | None, width: float, height: float, dpr: float, pad: int = 0
    ) -> bool:
        """Whether :meth:`pixmap` would answer from the cache (nothing to render)."""
        return self._cache_key(card, width, height, dpr, pad) in self._pixmaps

    def _cache_key(
        self, card: Card | None, width: float, height: float, dpr: float, pad: int
    ) -> tuple[str, int, int, int]:
        """The art, the picture's size in device pixels (without the border) and the border."""
        return (self._key(card), max(1, round(width * dpr)), max(1, round(height * dpr)), pad)

    def cache_size(self) -> int:
        """How many pixmaps are cached (for tests and diagnostics)."""
        return len(self._pixmaps)

    def _key(self, card: Card | None) -> str:
        if card is None:
            return f"back/{self._theme.back}"
        return f"{self._theme.face_folder()}/{card}"

    def _render(self, card: Card | None, pixels: QSize, pad: int) -> QImage:
        # a renderer of its own, let go at once (see the module docstring)
        return render_card_image(art_path(self._theme, card), pixels, card, pad)
