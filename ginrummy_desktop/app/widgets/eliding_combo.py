"""A combo box for items longer than the box: the hand history's hands ("Hand 3 · the computer
dealt · Undercut! You score 31"), which run a third longer in German or Polish than in
English, beside the match chooser on a 1024-pixel screen.

The closed box shows an item too long for it elided at its end ("…"), the whole of it in the
box's tool tip; the drop-down list is as wide as its widest item (up to the screen's width),
so there every item is read whole, and each item's tool tip holds it whole as well. A screen
reader reads the item's whole text (the box's value), never the elided one.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QWidget,
)

__all__ = ["ElidingComboBox"]

_LIST_SLACK = 40
"""Beyond the widest item, in the drop-down list: its frame, the items' padding and a scroll
bar."""


class ElidingComboBox(QComboBox):
    """A combo box that elides a long item in its closed box (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentIndexChanged.connect(self._tell_whole)
        self.model().rowsInserted.connect(self._tip_items)

    def _field_width(self) -> int:
        """The width the closed box gives its text (the box less its frame, padding and
        arrow), less a pixel each side the style keeps."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        return field.width() - 2

    def shown_text(self, index: int) -> str:
        """What the closed box shows of item ``index`` when it is chosen: its text, elided
        to the box's width."""
        return self.fontMetrics().elidedText(self.itemText(index), Qt.TextElideMode.ElideRight,
                                             self._field_width())

    def _tell_whole(self) -> None:
        """The box's tool tip: the chosen item whole, when the box elides it."""
        index = self.currentIndex()
        elided = index >= 0 and self.shown_text(index) != self.itemText(index)
        self.setToolTip(self.itemText(index) if elided else "")

    def _tip_items(self, parent: QModelIndex | QPersistentModelIndex, first: int,
                   last: int) -> None:
        """Each new item's tool tip: its whole text."""
        for index in range(first, last + 1):
            self.setItemData(index, self.itemText(index), Qt.ItemDataRole.ToolTipRole)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._tell_whole()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The box as Qt paints it, its text elided to the room."""
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        if self.currentIndex() >= 0:
            option.currentText = self.shown_text(self.currentIndex())
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)

    def showPopup(self) -> None:
        """The list as wide as its widest item (at least the box, at most the screen)."""
        metrics = self.view().fontMetrics()
        widest = max((metrics.horizontalAdvance(self.itemText(index))
                      for index in range(self.count())), default=0)
        screen = self.screen().availableGeometry().width()
        self.view().setMinimumWidth(min(screen, max(self.width(), widest + _LIST_SLACK)))
        super().showPopup()
