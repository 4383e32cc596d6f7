"""A ring around a widget while it has the keyboard focus: the card table, the replayed table.

The table is a Tab stop (the arrow keys select its cards), and every Tab stop shows that it has
the focus; a frameless view shows nothing of it, and the player saw no sign of the focus until
an arrow selected a card. The ring is two frames laid over the widget's edges: a band of the
ring's colour between two thin lines of its edge colour, so that it shows on any felt a player
may choose. Each frame is masked to its band and lets the mouse through, and Qt paints it from
its style sheet: a card moving under an edge costs no Python call (``table/card_item.py`` says
why that matters), and the middle of the table is not covered at all. It is shown only while
the widget has the focus, whatever gave it (Tab, a click, the program).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QColor, QRegion
from PySide6.QtWidgets import QFrame, QWidget

__all__ = ["FocusRing", "RingLook"]


@dataclass(frozen=True, slots=True)
class RingLook:
    """The ring's colour, the colour of the thin lines on each side of it, and its whole width
    in pixels (the two lines included)."""

    colour: QColor
    edge: QColor
    width: int


class FocusRing(QObject):
    """Shows ``look``'s ring over ``widget``'s edges while it has the focus (see the module
    docstring); :meth:`set_look` changes it (the high-contrast table's is wider and yellow)."""

    def __init__(self, widget: QWidget, look: RingLook) -> None:
        super().__init__(widget)
        self._widget = widget
        self._look = look
        self.frames = (self._frame("focusRingEdge"), self._frame("focusRing"))
        """The outer frame (the edge colour, the whole width) and the inner one (the ring's
        colour, a line narrower on each side)."""
        widget.installEventFilter(self)
        self.set_look(look)

    def _frame(self, name: str) -> QFrame:
        frame = QFrame(self._widget)
        frame.setObjectName(name)
        frame.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        frame.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        frame.hide()
        return frame

    @property
    def look(self) -> RingLook:
        return self._look

    def set_look(self, look: RingLook) -> None:
        """Draw the ring with ``look`` from now on."""
        self._look = look
        outer, inner = self.frames
        outer.setStyleSheet(f"QFrame#focusRingEdge {{ border: {look.width}px solid "
                            f"{look.edge.name()}; background: transparent; }}")
        inner.setStyleSheet(f"QFrame#focusRing {{ border: {max(1, look.width - 2)}px solid "
                            f"{look.colour.name()}; background: transparent; }}")
        self.place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._widget and event.type() in (
            QEvent.Type.FocusIn, QEvent.Type.FocusOut, QEvent.Type.Resize, QEvent.Type.Show,
        ):
            self.place()
        return False

    def place(self) -> None:
        """Lay the frames over the widget's edges, shown while it has the focus."""
        rect = self._widget.rect()
        shown = self._widget.hasFocus()
        width = self._look.width
        for frame, inset, band in ((self.frames[0], 0, width),
                                   (self.frames[1], 1, max(1, width - 2))):
            box = rect.adjusted(inset, inset, -inset, -inset)
            frame.setGeometry(box)
            inside = QRect(0, 0, box.width(), box.height()).adjusted(band, band, -band, -band)
            frame.setMask(QRegion(0, 0, box.width(), box.height()).subtracted(QRegion(inside)))
            frame.setVisible(shown)
            frame.raise_()
