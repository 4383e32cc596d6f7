"""The tip on the table: what may be done now, in the open felt between the middle row's
captions and the user's hand, in words of any language's length.

A tip is one line when it fits the table's width, else two, centred, in the same italic font
(:func:`fit_tip`). On a short table, where two lines at the usual size are taller than the
felt between the rows, the font shrinks, down to :data:`TIP_LEAST_PIXELS`; only a tip still
too long at that size is elided ("…"), with the whole of it in the tool tip. A tip is never
hidden for its length.

The words are painted by Qt's own text items (one per line), not by Python: a repaint of the
felt while a card glides over the tip never waits for a computer player thinking in its
thread (see ``painting.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .painting import pixel_font

__all__ = ["TIP_LEAST_PIXELS", "TIP_LINES", "TIP_PIXELS", "TableTip", "TipFit", "fit_tip",
           "tip_font", "tip_room_wanted"]

TIP_PIXELS = 14
"""The tip's size as designed (grown with the desktop's font, ``pixel_font``)."""
TIP_LEAST_PIXELS = 11
"""The smallest the tip is set on a short table before it is elided."""
TIP_LINES = 2
"""The most lines a tip takes."""


def tip_font(pixels: int = TIP_PIXELS) -> QFont:
    """The tip's italic font at the size designed as ``pixels``."""
    return pixel_font(pixels, italic=True)


def tip_room_wanted() -> float:
    """The height of :data:`TIP_LINES` lines of the tip at its designed size: the room the
    table keeps for it where it can."""
    return TIP_LINES * QFontMetricsF(tip_font()).lineSpacing()


@dataclass(frozen=True, slots=True)
class TipFit:
    """How a tip is set in its room: the font's designed size, the lines as painted, and
    whether the last of them is elided (the whole tip then in the tool tip)."""

    pixels: int
    lines: tuple[str, ...]
    elided: bool = False

    def font(self) -> QFont:
        return tip_font(self.pixels)


def _broken(text: str, font: QFont, width: float) -> list[str]:
    """``text`` broken into lines no wider than ``width`` where the language allows a break
    (between words; between the characters of Chinese), each with its trailing space, so that
    the lines joined are ``text`` again. A word wider than ``width`` stands on a line of its
    own, too wide."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


def _set(text: str, pixels: int, width: float, height: float) -> TipFit | None:
    """``text`` in at most :data:`TIP_LINES` lines at ``pixels``, if they fit the room."""
    font = tip_font(pixels)
    metrics = QFontMetricsF(font)
    lines = [line.strip() for line in _broken(text, font, width)]
    if len(lines) > TIP_LINES or len(lines) * metrics.lineSpacing() > height:
        return None
    if any(metrics.horizontalAdvance(line) > width for line in lines):
        return None
    return TipFit(pixels, tuple(lines))


def _elided(text: str, width: float, height: float) -> TipFit:
    """``text`` at the least size in the lines the room's height holds (one at least), the
    last of them elided to the width."""
    font = tip_font(TIP_LEAST_PIXELS)
    metrics = QFontMetricsF(font)
    room = max(1, min(TIP_LINES, int(height // metrics.lineSpacing())))
    lines = _broken(text, font, width)
    kept = [line.strip() for line in lines[:room - 1]]
    rest = "".join(lines[room - 1:]).strip()
    last = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)
    return TipFit(TIP_LEAST_PIXELS, (*kept, last), elided=True)


def fit_tip(text: str, width: float, height: float) -> TipFit:
    """How ``text`` is set in a room ``width`` × ``height`` (see the module docstring): the
    largest size from :data:`TIP_PIXELS` down to :data:`TIP_LEAST_PIXELS` at which it fits in
    one or two lines; else elided at the least size. No lines for no text."""
    if not text:
        return TipFit(TIP_PIXELS, ())
    for pixels in range(TIP_PIXELS, TIP_LEAST_PIXELS - 1, -1):
        fitted = _set(text, pixels, width, height)
        if fitted is not None:
            return fitted
    return _elided(text, width, height)


class TableTip(QGraphicsObject):
    """The tip on the table (see the module docstring): :meth:`show_text` sets it in a room
    and centres it there; :meth:`text` is the whole tip, :meth:`fit` how it is painted."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._text = ""
        self._fit = TipFit(TIP_PIXELS, ())
        self._bounds = QRectF()
        self._lines = [QGraphicsSimpleTextItem(self) for _ in range(TIP_LINES)]
        self.setVisible(False)

    def text(self) -> str:
        """The whole tip ("" for none)."""
        return self._text

    def fit(self) -> TipFit:
        """How the tip is set now: its size, its lines as painted, whether it is elided."""
        return self._fit

    def font(self) -> QFont:
        """The font the tip is painted in now."""
        return self._fit.font()

    def set_colour(self, colour: QColor) -> None:
        for line in self._lines:
            line.setBrush(colour)

    def show_text(self, text: str, room: QRectF) -> None:
        """Set ``text`` in ``room`` (scene) and centre it there, across and down; shown while
        there is a text, whatever its length."""
        self._text = text
        self._fit = fit_tip(text, room.width(), room.height())
        self.setToolTip(text if self._fit.elided else "")
        self.prepareGeometryChange()
        self._bounds = self._lay_lines(room)
        self.setVisible(bool(text))

    def _lay_lines(self, room: QRectF) -> QRectF:
        """Each line centred under the one before, the block centred in ``room``; returns
        the lines' box (scene: the item stays at the origin)."""
        font = self._fit.font()
        spacing = QFontMetricsF(font).lineSpacing()
        top = room.center().y() - spacing * len(self._fit.lines) / 2
        bounds = QRectF()
        for index, item in enumerate(self._lines):
            shown = index < len(self._fit.lines)
            item.setVisible(shown)
            if not shown:
                continue
            item.setFont(font)
            item.setText(self._fit.lines[index])
            item.setToolTip(self.toolTip())
            size = item.boundingRect()
            item.setPos(room.center().x() - size.width() / 2, top + index * spacing)
            bounds = bounds.united(item.mapRectToParent(size))
        return bounds

    def boundingRect(self) -> QRectF:
        return QRectF(self._bounds)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Nothing: the lines paint themselves."""
