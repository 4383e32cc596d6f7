"""A match's review on the Hand history: the marks on the move list, and the way from the review.

The marks themselves (which step, which words, which card) are ``records/review_marks.py``'s;
the table rings the best move's card (``replay_table.py``). Here:

* the move list's rows (:func:`fill_moves`): a marked decision's row is two lines, the move's
  and its verdict ("?? Very bad · better: Throw the 4♥ (10.5 points)"), the verdict drawn in
  bold in the mark's colour by :class:`MarkedMoves` (in the selected row's dark words on its
  gold, where a colour would not read: the sign and the name say the mark all the same), and
  the row is read aloud as the move and the verdict (cards named in full);
* :class:`HandHistoryLink`, the review window's way to the Hand history
  (``review_dialog.HistoryLink``): a finished review is handed to the Hand history open, and
  *Show in Hand history* shows a decision's step there (the Hand history made first when none
  is open and the opener can make one).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from ..records.replay import Step
from ..records.review_marks import MatchReview, StepMark
from ..words.review import marked_move_spoken
from .replay_table import mark_text_colour

__all__ = ["VERDICT_COLOUR_ROLE", "VERDICT_ROLE", "HandHistoryLink", "MarkedMoves",
           "fill_moves", "fuller"]

VERDICT_ROLE = int(Qt.ItemDataRole.UserRole) + 1
"""A marked row's verdict (its second line)."""
VERDICT_COLOUR_ROLE = int(Qt.ItemDataRole.UserRole) + 2
"""A marked row's verdict's colour (a ``#rrggbb`` name)."""
SELECTED_TEXT = QColor("#10291b")
"""The words of the selected row (the Hand history's style sheet: dark on gold)."""
_Index = QModelIndex | QPersistentModelIndex


def fill_moves(moves: QListWidget, steps: Sequence[Step], marks: Mapping[int, StepMark]) -> None:
    """Put a row a step in ``moves``: the step's line, and after it the verdict of a marked
    decision (``marks``, by step) on a line of its own; the hand's result in bold."""
    for index, step in enumerate(steps):
        mark = marks.get(index)
        text = step.text if mark is None else f"{step.text}\n{mark.line}"
        item = QListWidgetItem(text)
        item.setToolTip(text)
        if mark is not None:
            item.setData(VERDICT_ROLE, mark.line)
            item.setData(VERDICT_COLOUR_ROLE, mark_text_colour(mark).name())
            item.setData(Qt.ItemDataRole.AccessibleTextRole,
                         marked_move_spoken(step.text, mark.spoken))
        if step.result is not None:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        moves.addItem(item)


class MarkedMoves(QStyledItemDelegate):
    """The move list's rows, a marked one's verdict in its colour (module docstring)."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        verdict = index.data(VERDICT_ROLE)
        if not isinstance(verdict, str):
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        margin = _margin(style, widget)  # the style's own, beside every row's words
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, widget).adjusted(
            margin, 0, -margin, 0)
        move = opt.text[: -len(verdict) - 1]
        opt.text = ""
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        font = QFont(opt.font)
        words = SELECTED_TEXT if selected else opt.palette.color(QPalette.ColorRole.Text)
        painter.save()
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                    | Qt.TextFlag.TextWordWrap)
        painter.setFont(font)
        painter.setPen(words)
        used = painter.boundingRect(rect, flags, move)
        painter.drawText(rect, flags, move)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(words if selected else QColor(str(index.data(VERDICT_COLOUR_ROLE))))
        painter.drawText(rect.adjusted(0, used.height(), 0, 0), flags, verdict)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        """The style's size for the two lines, or more when the verdict in bold wraps onto
        more lines than the style counted."""
        size = super().sizeHint(option, index)
        verdict = index.data(VERDICT_ROLE)
        width = option.rect.width()
        if not isinstance(verdict, str) or width <= 0:
            return size
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        move = opt.text[: -len(verdict) - 1]
        font = QFont(opt.font)
        width -= 2 * _margin(opt.widget.style() if opt.widget is not None else
                             QApplication.style(), opt.widget)
        height = _height(font, move, width)
        font.setBold(True)
        height += _height(font, verdict, width)
        return QSize(size.width(), max(size.height(), height + 8))


def _margin(style: QStyle, widget: QWidget | None) -> int:
    """The margin a style leaves each side of an item's words (as ``QCommonStyle`` does)."""
    return style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1


def _height(font: QFont, text: str, width: int) -> int:
    """The height of ``text`` in ``font`` wrapped at ``width`` pixels."""
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
    return QFontMetrics(font).boundingRect(QRect(0, 0, width, 100_000), flags, text).height()


def fuller(first: MatchReview | None, second: MatchReview | None) -> MatchReview | None:
    """The review of the two that tells more (``MatchReview.fullness``; ``first`` when they
    tell as much); None when both are."""
    if first is None or (second is not None and second.fullness > first.fullness):
        return second
    return first


class _History(Protocol):
    """What the link asks of the Hand history (``replay_dialog.ReplayDialog``)."""

    def take_review(self, review: MatchReview) -> bool: ...
    def show_decision(self, review: MatchReview, hand: int, step: int) -> bool: ...
    def show(self) -> None: ...
    def raise_(self) -> None: ...
    def activateWindow(self) -> None: ...


class HandHistoryLink:
    """A review window's way to the Hand history (``review_dialog.HistoryLink``): ``find``
    finds the Hand history open (None: none is), ``make`` makes one when none is (None: the
    way leads nowhere then)."""

    def __init__(self, find: Callable[[], _History | None],
                 make: Callable[[], _History] | None = None) -> None:
        self._find = find
        self._make = make

    def reviewed(self, review: MatchReview) -> None:
        """A review is finished: the Hand history shows its marks if it is of its match."""
        history = self._find()
        if history is not None:
            history.take_review(review)

    def show(self, review: MatchReview, hand: int, step: int) -> None:
        """Show the move at ``step`` (its place in the match's actions) of hand ``hand`` in
        the Hand history, raised, with ``review``'s marks."""
        history = self._find()
        if history is None and self._make is not None:
            history = self._make()
        if history is None:
            return
        history.show()
        history.raise_()
        history.activateWindow()
        history.show_decision(review, hand, step)
