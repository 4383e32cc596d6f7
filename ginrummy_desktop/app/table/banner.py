"""A panel over the middle of the table: the points breakdown of a hand or game (a touch
translucent on the normal table, opaque on the high-contrast one, where nothing behind it may
show through).

Given a room of the felt (between the two showdown rows), the banner fits it: on a short or
narrow table its words and margins shrink together, down to :data:`LEAST_SCALE`; a banner
still too tall for the room then keeps clear of the room's foot (the user's group captions)
and covers the top of the room instead."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .painting import TableTheme, draw_rounded, pixel_font

__all__ = ["Banner"]

_PAD = 18.0
LEAST_SCALE = 0.7
"""The smallest the banner's words and margins are set to fit a short table."""
_SCALE_STEP = 0.05


class Banner(QGraphicsObject):
    """A title, some lines and a hint, centred on a point; fades in when shown."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._title = ""
        self._lines: tuple[str, ...] = ()
        self._hint = ""
        self._size = QRectF(0, 0, 10, 10)
        self._scale = 1.0
        self._fill_alpha = 246
        self._fade = QPropertyAnimation(self, b"opacity", self)
        self.setZValue(4000)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def title(self) -> str:
        return self._title

    @property
    def lines(self) -> tuple[str, ...]:
        return self._lines

    @property
    def scale_of_words(self) -> float:
        """How much smaller than designed the words are set (1: as designed)."""
        return self._scale

    def show_text(self, title: str, lines: Sequence[str], hint: str,
                  where: QPointF | QRectF, fade_ms: int = 0) -> None:
        """Show ``title``, ``lines`` and ``hint`` centred on ``where``: a point (at the
        designed size), or a room of the felt to fit (see the module docstring)."""
        self._title, self._lines, self._hint = title, tuple(lines), hint
        self.recentre(where)
        self.setVisible(True)
        self._fade.stop()
        if fade_ms > 0:
            self.setOpacity(0.0)
            self._fade.setEndValue(1.0)
            self._fade.setDuration(fade_ms)
            self._fade.start()
        else:
            self.setOpacity(1.0)
        self.update()

    def recentre(self, where: QPointF | QRectF) -> None:
        """Centre the banner on ``where`` again, fitting it to the room if it is one."""
        self.prepareGeometryChange()
        if isinstance(where, QPointF):
            self._scale = 1.0
            self._size = self._measure(self._scale)
            self.setPos(where - self._size.center())
            return
        self._scale = self._fitting_scale(where)
        self._size = self._measure(self._scale)
        self.setPos(self._place_in(where))
        self.update()

    def _fitting_scale(self, room: QRectF) -> float:
        """The largest scale, from 1 down to :data:`LEAST_SCALE`, at which the banner fits
        ``room`` (its shadow's few pixels may spill)."""
        scale = 1.0
        while scale > LEAST_SCALE:
            size = self._measure(scale)
            if size.width() <= room.width() and size.height() <= room.height():
                return scale
            scale = round(scale - _SCALE_STEP, 2)
        return LEAST_SCALE

    def _place_in(self, room: QRectF) -> QPointF:
        """Where the banner's corner goes to stand centred in ``room``; one taller than the
        room rises from the room's foot, one wider stays centred."""
        size = self._size
        left = room.center().x() - size.width() / 2
        top = min(room.center().y() - size.height() / 2, room.bottom() - size.height())
        return QPointF(left, top)

    def set_theme(self, theme: TableTheme) -> None:
        """Paint for ``theme``: opaque on the high-contrast table."""
        self._fill_alpha = 255 if theme.high_contrast else 246
        self.update()

    def hide_banner(self) -> None:
        self._fade.stop()
        self.setVisible(False)

    def fonts(self, scale: float | None = None) -> tuple[QFont, QFont, QFont]:
        """The title's, the lines' and the hint's fonts at ``scale`` (the banner's own now)."""
        scale = self._scale if scale is None else scale
        return (pixel_font(24 * scale, bold=True), pixel_font(15 * scale),
                pixel_font(13 * scale, italic=True))

    def _measure(self, scale: float) -> QRectF:
        title, body, hint = (QFontMetricsF(font) for font in self.fonts(scale))
        width = max(
            [title.horizontalAdvance(self._title), hint.horizontalAdvance(self._hint)]
            + [body.horizontalAdvance(line) for line in self._lines]
        )
        gap = 10 * scale
        height = title.height() + gap + len(self._lines) * (body.height() + 4 * scale)
        height += hint.height() + gap if self._hint else 0
        pad = _PAD * scale
        return QRectF(0, 0, width + 2 * pad, height + 2 * pad)

    def boundingRect(self) -> QRectF:
        return self._size.adjusted(-4, -4, 8, 8)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_rounded(painter, self._size.translated(4, 5), 14, brush=QColor(0, 0, 0, 70))
        frame = QPen(QColor(255, 213, 79, 200), 2)
        draw_rounded(painter, self._size, 14, frame, QColor(12, 30, 20, self._fill_alpha))
        self._paint_text(painter)

    def _paint_text(self, painter: QPainter) -> None:
        scale = self._scale
        pad, gap = _PAD * scale, 10 * scale
        width = self._size.width() - 2 * pad
        y = pad
        centre = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        title_font, body_font, hint_font = self.fonts()
        painter.setFont(title_font)
        painter.setPen(QColor("#ffd54f"))
        title_height = QFontMetricsF(title_font).height()
        painter.drawText(QRectF(pad, y, width, title_height), centre, self._title)
        y += title_height + gap
        painter.setFont(body_font)
        painter.setPen(QColor("#f1f1f1"))
        line_height = QFontMetricsF(body_font).height()
        for line in self._lines:
            painter.drawText(QRectF(pad, y, width, line_height), centre, line)
            y += line_height + 4 * scale
        if self._hint:
            painter.setFont(hint_font)
            painter.setPen(QColor("#b9e4c9"))
            hint_height = QFontMetricsF(hint_font).height()
            painter.drawText(QRectF(pad, y + gap, width, hint_height), centre, self._hint)
