"""A panel over the middle of the table: the points breakdown of a hand or game (a touch
translucent on the normal table, opaque on the high-contrast one, where nothing behind it may
show through)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .painting import TableTheme, draw_rounded, pixel_font

__all__ = ["Banner"]

_PAD = 18.0


class Banner(QGraphicsObject):
    """A title, some lines and a hint, centred on a point; fades in when shown."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._title = ""
        self._lines: tuple[str, ...] = ()
        self._hint = ""
        self._size = QRectF(0, 0, 10, 10)
        self._title_font = pixel_font(24, bold=True)
        self._body_font = pixel_font(15)
        self._hint_font = pixel_font(13, italic=True)
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

    def show_text(
        self, title: str, lines: Sequence[str], hint: str, centre: QPointF, fade_ms: int = 0
    ) -> None:
        """Show ``title``, ``lines`` and ``hint`` centred on ``centre``."""
        self.prepareGeometryChange()
        self._title, self._lines, self._hint = title, tuple(lines), hint
        self._size = self._measure()
        self.setPos(centre - self._size.center())
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

    def recentre(self, centre: QPointF) -> None:
        self.setPos(centre - self._size.center())

    def set_theme(self, theme: TableTheme) -> None:
        """Paint for ``theme``: opaque on the high-contrast table."""
        self._fill_alpha = 255 if theme.high_contrast else 246
        self.update()

    def hide_banner(self) -> None:
        self._fade.stop()
        self.setVisible(False)

    def _measure(self) -> QRectF:
        title = QFontMetricsF(self._title_font)
        body = QFontMetricsF(self._body_font)
        hint = QFontMetricsF(self._hint_font)
        width = max(
            [title.horizontalAdvance(self._title), hint.horizontalAdvance(self._hint)]
            + [body.horizontalAdvance(line) for line in self._lines]
        )
        height = title.height() + 10 + len(self._lines) * (body.height() + 4)
        height += hint.height() + 10 if self._hint else 0
        return QRectF(0, 0, width + 2 * _PAD, height + 2 * _PAD)

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
        width = self._size.width() - 2 * _PAD
        y = _PAD
        centre = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        painter.setFont(self._title_font)
        painter.setPen(QColor("#ffd54f"))
        title_height = QFontMetricsF(self._title_font).height()
        painter.drawText(QRectF(_PAD, y, width, title_height), centre, self._title)
        y += title_height + 10
        painter.setFont(self._body_font)
        painter.setPen(QColor("#f1f1f1"))
        line_height = QFontMetricsF(self._body_font).height()
        for line in self._lines:
            painter.drawText(QRectF(_PAD, y, width, line_height), centre, line)
            y += line_height + 4
        if self._hint:
            painter.setFont(self._hint_font)
            painter.setPen(QColor("#b9e4c9"))
            hint_height = QFontMetricsF(self._hint_font).height()
            painter.drawText(QRectF(_PAD, y + 10, width, hint_height), centre, self._hint)
