"""The score sheet window: a table of every hand, the bonuses and the totals.

The dialog is meant to stay open beside the table (non-modal): the controller calls
:meth:`ScoreSheetDialog.set_sheet` after each hand and the new row scrolls into view. When the
language changes while it is open, it words itself again (its title, the line above the table,
the table's headers and cells; Qt words the Close button).
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine import RuleSet, ScoreSheet
from ..models.score_model import ScoreSheetModel
from ..words.results import score_line
from ..words.rules import rules_name
from .window_size import fit_to_screen

_STYLE = """
QTableView#scoreTable { gridline-color: transparent; font-size: 10.5pt; }
QTableView#scoreTable QHeaderView::section {
    font-weight: bold; padding: 4px 6px; border: none; border-bottom: 2px solid #1d6b3a;
    background: palette(base);
}
QLabel#scoreSummary { font-size: 12pt; font-weight: bold; padding: 2px 0 6px 0; }
"""
"""A score pad: no grid, a bold header over a green rule, the running score above."""

__all__ = ["ScoreSheetDialog", "ScoreTable"]


class ScoreTable(QTableView):
    """The sheet's table, its columns fitted to their words: each as wide as its header and
    its cells need, then the width left over shared alike, so a longer language's header
    ("Ordenador", "Победитель") takes its room before the columns share the rest. A table too
    narrow for every column scrolls across; no header is cut.

    Subtleties: the columns are fitted again whenever the words or the room change (the
    model's signals; the viewport's resize, which a scroll bar coming or going causes too).
    """

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        if model is None:
            return
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved,
                       model.columnsInserted, model.columnsRemoved, model.dataChanged,
                       model.headerDataChanged, model.layoutChanged):
            signal.connect(self.fit_columns)

    def column_needs(self) -> list[int]:
        """The width each column's header and cells need."""
        header = self.horizontalHeader()
        model = self.model()
        count = model.columnCount() if model is not None else 0
        return [max(header.sectionSizeFromContents(column).width(),
                    self.sizeHintForColumn(column)) for column in range(count)]

    def fit_columns(self) -> None:
        """Each column its need and an equal share of the width left over."""
        needs = self.column_needs()
        if not needs:
            return
        spare = max(0, self.viewport().width() - sum(needs))
        share, rest = divmod(spare, len(needs))
        header = self.horizontalHeader()
        for column, need in enumerate(needs):
            header.resizeSection(column, need + share + (1 if column < rest else 0))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_columns()


class ScoreSheetDialog(QDialog):
    """A QTableView over a :class:`ScoreSheetModel`, with a Close button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScoreSheetDialog")
        self._shown: tuple[ScoreSheet, RuleSet] | None = None
        self._name_itself()
        self.setMinimumWidth(520)  # room for every column's text
        fit_to_screen(self, QSize(640, 420))
        self.setStyleSheet(_STYLE)
        self._model = ScoreSheetModel(parent=self)
        self.summary = QLabel(self)
        self.summary.setObjectName("scoreSummary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # a friend's name may hold "<"
        self.summary.setWordWrap(True)
        self.summary.hide()
        self.view = self._make_view()
        self.view.fit_columns()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.view)
        layout.addWidget(buttons)
        self._model.rowsInserted.connect(self._show_latest_hand)

    def _name_itself(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("ScoreSheetDialog", "Score Sheet"))

    def changeEvent(self, event: QEvent) -> None:
        """A new language: the dialog words itself again in it."""
        if event.type() == QEvent.Type.LanguageChange:
            self._name_itself()
            self._show_summary()
            self._model.retranslate()
        super().changeEvent(event)

    def model(self) -> ScoreSheetModel:
        """The table model (the view shows it)."""
        return self._model

    def set_sheet(self, sheet: ScoreSheet, rules: RuleSet | None = None) -> None:
        """Show ``sheet`` (hands added since the last call are inserted as rows); with the
        match's ``rules``, the running score and the rules above the table."""
        self._model.set_sheet(sheet)
        self._shown = None if rules is None else (sheet, rules)
        self._show_summary()

    def _show_summary(self) -> None:
        """The running score and the rules above the table (hidden without the rules)."""
        if self._shown is not None:
            sheet, rules = self._shown
            self.summary.setText(QCoreApplication.translate(
                "ScoreSheetDialog", "{score} · {rules} rules").format(
                    score=score_line(sheet, rules), rules=rules_name(rules)))
        self.summary.setVisible(self._shown is not None)

    def set_names(self, names: tuple[str, str] | None) -> None:
        """The players' names by seat (None, the default: You, Computer)."""
        self._model.set_names(names)

    def _make_view(self) -> ScoreTable:
        view = ScoreTable(self)
        view.setObjectName("scoreTable")
        view.setModel(self._model)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setTabKeyNavigation(False)  # Tab leaves the table (for Close); arrows move in it
        view.verticalHeader().hide()
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # the columns fill the width, each as wide as its words first (ScoreTable); the first
        # holds the bonus rows' names ("Game bonus"): never wrapped
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        view.horizontalHeader().setMinimumSectionSize(56)
        view.setWordWrap(False)
        view.setAlternatingRowColors(True)
        view.setShowGrid(False)
        return view

    def _show_latest_hand(
        self, parent: QModelIndex | QPersistentModelIndex, first: int, last: int
    ) -> None:
        """Scroll so the newest hand is visible."""
        self.view.scrollTo(self._model.index(last, 0, parent))
