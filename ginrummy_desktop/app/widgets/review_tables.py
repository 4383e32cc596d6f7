"""The review window's tables: read-only rows, titles that wrap, a row said once.

``review_table`` makes one (the summary, the decisions, the deals and draws) and ``fill_rows``
fills it: a row's first cell is read as the whole row in words, the others as shown (in words);
the mark's column in its colour with a disc, never colour alone. Titles wrap onto two lines
(:class:`_WrappingHeader`) so every column stays in sight in every language, and a table
that gets the keyboard focus tells a screen reader its current row (:class:`_CellFocus`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QItemSelectionModel, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ..records.review_export import spoken_words

__all__ = ["fill_rows", "review_table"]


def _disc(colour: str) -> QIcon:
    """A small disc of ``colour``: a mark's icon beside its sign and name."""
    pixmap = QPixmap(12, 12)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(colour))
    painter.setPen(QColor(colour).darker(140))
    painter.drawEllipse(1, 1, 10, 10)
    painter.end()
    return QIcon(pixmap)


class _WrappingHeader(QHeaderView):
    """A table's header whose titles wrap onto two lines: a column asks no more width than
    its longest word or half its title (German "Fehler pro Entscheidung" over a column of
    "0,85"), so the tables keep every column in sight in every language."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        self.setSectionsClickable(False)

    def sectionSizeFromContents(self, section: int) -> QSize:
        size = super().sectionSizeFromContents(section)
        model = self.model()
        if model is None:
            return size
        title = str(model.headerData(section, self.orientation()) or "")
        metrics = self.fontMetrics()
        whole = metrics.horizontalAdvance(title)
        longest = max((metrics.horizontalAdvance(word) for word in title.split()), default=0)
        wanted = max(longest, (whole + 1) // 2 + metrics.horizontalAdvance("  "))
        padding = size.width() - whole
        return QSize(min(size.width(), wanted + padding), metrics.lineSpacing() * 2 + 8)


class _CellFocus(QObject):
    """Tells a screen reader the current row when its table gets the keyboard focus: Qt names
    the focused cell only when the current cell changes while the table has the focus, so on
    Tab a reader heard "Decisions of the hand, table with 18 rows" and not the row under it
    (Orca 43). The current cell is set again once the table has the focus."""

    def __init__(self, table: QTableWidget) -> None:
        super().__init__(table)
        self._table = table
        table.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._table and event.type() is QEvent.Type.FocusIn:
            QTimer.singleShot(0, self, self._name_the_row)  # not once the table is gone
        return False

    def _name_the_row(self) -> None:
        table = self._table
        current = table.currentIndex()
        if not table.hasFocus() or not current.isValid():
            return
        keep = QItemSelectionModel.SelectionFlag.NoUpdate
        table.selectionModel().setCurrentIndex(table.model().index(-1, -1), keep)
        table.selectionModel().setCurrentIndex(current, keep)


def review_table(parent: QWidget, headings: Sequence[str], name: str,
           stretch: Sequence[int] = ()) -> QTableWidget:
    """A read-only table of whole rows: one row selected at a time, Tab leaves it (the arrows
    move within it), named ``name`` for a screen reader. The columns ``stretch`` share the
    width left (their words elided when it is short: a cell's tip shows it whole), the others
    fit their words; with none, every column shares the width."""
    table = QTableWidget(0, len(headings), parent)
    table.setHorizontalHeader(_WrappingHeader(table))
    _CellFocus(table)
    table.setHorizontalHeaderLabels(list(headings))
    table.setAccessibleName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setTabKeyNavigation(False)
    table.setAlternatingRowColors(True)
    table.setWordWrap(False)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(22)
    header = table.horizontalHeader()
    header.setMinimumSectionSize(36)
    for column in range(len(headings)):
        fits = stretch and column not in stretch
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents if fits
                                    else QHeaderView.ResizeMode.Stretch)
    return table


def fill_rows(table: QTableWidget, rows: Sequence[tuple[tuple[str, ...], str, str | None]],
          marked: int) -> None:
    """Put ``rows`` (cells, the row read aloud, its mark's colour or None) in ``table``:
    column ``marked`` shows the mark in its colour with a disc. A row's first cell is read as
    the whole row, in words (the cell a row's focus starts on); the others as they are shown,
    in words (cards named, the minus sign said): Orca reads a focused row's every cell, and a
    sentence in each was said ten times over."""
    table.setRowCount(len(rows))
    for index, (cells, spoken, colour) in enumerate(rows):
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setData(Qt.ItemDataRole.AccessibleTextRole,
                         spoken if column == 0 else spoken_words(text))
            item.setToolTip(text)
            if colour is not None and column == marked:
                item.setForeground(QColor(colour))
                item.setIcon(_disc(colour))
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            table.setItem(index, column, item)
    if rows:  # the focus starts on the first row, nothing selected until the player moves
        table.setCurrentCell(0, 0, QItemSelectionModel.SelectionFlag.NoUpdate)
