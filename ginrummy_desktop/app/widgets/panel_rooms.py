"""The side panel's rooms for words of any length: a room that scrolls what it cannot show
whole, and the move log, which keeps its newest line in view.

The panel's buttons sit at its foot and must never move (``side_panel.py``): whatever grows
with its words (the table's facts, the coach's hint, the log) grows inside a room of its own
here, and the room, not the panel, scrolls.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QListView, QScrollArea, QSizePolicy, QWidget

from .window_size import tab_focus_while_scrolling

__all__ = ["QWIDGETSIZE_MAX", "MoveLogView", "ScrollingRoom"]

QWIDGETSIZE_MAX = (1 << 24) - 1
"""Qt's "no maximum" for a widget's size."""


class ScrollingRoom(QScrollArea):
    """A room for ``content`` (a widget whose layout wraps its words): as tall as the words
    up to ``most`` pixels (0: no limit), never below ``least``, and what does not fit
    scrolls, by the wheel, the scroll bar, or the arrow and page keys.

    Subtleties:

    * The room's size hint follows its words (a label given new text asks the layout again,
      seen here as the content's layout request): the panel's layout lets it shrink to
      ``least`` on a short window, never grow past its words.
    * It takes the focus only by Tab, and only while it has something to scroll
      (``window_size.tab_focus_while_scrolling``); the panel's style sheet outlines the
      focused room.
    * The room has no background of its own: the panel's shows through.
    * A modest room (:meth:`set_modest`) asks only for ``least``, so that on a short panel
      it gives way before the rooms beside it, and takes what is left, up to its words (and
      ``most``), when its layout gives it a stretch.
    """

    def __init__(self, content: QWidget, name: str, accessible: str, *, least: int,
                 most: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._content = content  # before setWidget: the content's events come here at once
        self.setObjectName(name)
        self.setAccessibleName(accessible)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setWidgetResizable(True)
        self.setWidget(content)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._least, self._most = least, most
        self._modest = False
        tab_focus_while_scrolling(self)
        content.installEventFilter(self)

    def words_height(self) -> int:
        """The height the content needs at the room's width (its words wrapped to it)."""
        content = self._content
        width = self.width() - self.frameWidth() * 2
        if content.hasHeightForWidth():
            return max(content.heightForWidth(width), content.minimumSizeHint().height())
        return content.sizeHint().height()

    def wanted_height(self) -> int:
        """The height the room would like: its words', at most ``most``, at least ``least``."""
        height = self.words_height() + self.frameWidth() * 2
        if self._most:
            height = min(height, self._most)
        return max(height, self._least)

    def set_modest(self, modest: bool) -> None:
        """Ask only for the least room, and take more up to :meth:`wanted_height` (see the
        class docstring); or, not modest, ask for the words' height and take no more."""
        self._modest = modest
        grows = QSizePolicy.Policy.Preferred if modest else QSizePolicy.Policy.Maximum
        self.setSizePolicy(QSizePolicy.Policy.Preferred, grows)
        self._hold_most()

    def _hold_most(self) -> None:
        """A modest room grows no taller than its words (a room not modest asks for no more
        than them, which its policy holds it to)."""
        self.setMaximumHeight(self.wanted_height() if self._modest else QWIDGETSIZE_MAX)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        height = self._least if self._modest else self.wanted_height()
        return QSize(super().sizeHint().width(), height)

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), min(self._least, self.sizeHint().height()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._hold_most()  # the words wrap anew at the new width: a new hint

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The content's words changed (its layout asks again): so does the room's hint."""
        if watched is self._content and event.type() == QEvent.Type.LayoutRequest:
            self._hold_most()
        return super().eventFilter(watched, event)


class MoveLogView(QListView):
    """The move log's list: it follows the newest line, whole, at its foot; it would like
    ``lines`` lines of height.

    Subtleties:

    * It scrolls by pixel, not by row: by row, the top of the view had to be a row's top,
      so a long wrapped row (a Teach me note) left room empty under the last one.
    * The rows are laid out again whenever the view changes size (their words wrap to the
      new width), and only then can the foot be known: the view scrolls to it after each
      layout (:meth:`updateGeometries`), not when a row is added (the new row not yet
      measured, it was cut in half).
    * A new line, or a new hand, always brings the foot into view; a player who scrolled
      up to read keeps their place while the view only changes size.
    * Like the panel's rooms it takes the focus by Tab while it scrolls
      (``window_size.tab_focus_while_scrolling``), to be read back with the arrow keys.
    """

    def __init__(self, lines: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines = lines
        self._following = True
        self.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setWordWrap(True)
        self.verticalScrollBar().valueChanged.connect(self._note_place)
        tab_focus_while_scrolling(self)

    def sizeHint(self) -> QSize:
        """``lines`` lines of the log: the height it would like, and gets beside the table's
        facts when the window has it (a shorter window takes from both)."""
        height = self._lines * self.fontMetrics().lineSpacing() + 2 * self.frameWidth()
        return QSize(super().sizeHint().width(), height)

    def rowsInserted(self, parent: QModelIndex | QPersistentModelIndex, start: int,
                     end: int) -> None:
        self._following = True
        super().rowsInserted(parent, start, end)

    def reset(self) -> None:
        self._following = True
        super().reset()

    def updateGeometries(self) -> None:
        """After each layout of the rows: back to the foot if the view was following it."""
        following = self._following
        super().updateGeometries()
        if following:
            bar = self.verticalScrollBar()
            bar.setValue(bar.maximum())
            self._following = True

    def resizeEvent(self, event: QResizeEvent) -> None:
        following = self._following
        super().resizeEvent(event)
        self._following = following

    def _note_place(self, value: int) -> None:
        self._following = value >= self.verticalScrollBar().maximum()
