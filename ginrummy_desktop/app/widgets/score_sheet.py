"""The score sheet window: a table of every hand, the bonuses and the totals.

The dialog is meant to stay open beside the table (non-modal): the controller calls
:meth:`ScoreSheetDialog.set_sheet` after each hand and the new row scrolls into view.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QSize
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

__all__ = ["ScoreSheetDialog"]


class ScoreSheetDialog(QDialog):
    """A QTableView over a :class:`ScoreSheetModel`, with a Close button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScoreSheetDialog")
        self.setWindowTitle(QCoreApplication.translate("ScoreSheetDialog", "Score Sheet"))
        self.setMinimumWidth(520)  # room for every column's text
        fit_to_screen(self, QSize(640, 420))
        self.setStyleSheet(_STYLE)
        self._model = ScoreSheetModel(parent=self)
        self.summary = QLabel(self)
        self.summary.setObjectName("scoreSummary")
        self.summary.setWordWrap(True)
        self.summary.hide()
        self.view = self._make_view()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.view)
        layout.addWidget(buttons)
        self._model.rowsInserted.connect(self._show_latest_hand)

    def model(self) -> ScoreSheetModel:
        """The table model (the view shows it)."""
        return self._model

    def set_sheet(self, sheet: ScoreSheet, rules: RuleSet | None = None) -> None:
        """Show ``sheet`` (hands added since the last call are inserted as rows); with the
        match's ``rules``, the running score and the rules above the table."""
        self._model.set_sheet(sheet)
        if rules is not None:
            self.summary.setText(QCoreApplication.translate(
                "ScoreSheetDialog", "{score} · {rules} rules").format(
                    score=score_line(sheet, rules), rules=rules_name(rules)))
        self.summary.setVisible(rules is not None)

    def set_names(self, names: tuple[str, str] | None) -> None:
        """The players' names by seat (None, the default: You, Computer)."""
        self._model.set_names(names)

    def _make_view(self) -> QTableView:
        view = QTableView(self)
        view.setObjectName("scoreTable")
        view.setModel(self._model)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setTabKeyNavigation(False)  # Tab leaves the table (for Close); arrows move in it
        view.verticalHeader().hide()
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)  # the columns fill the width
        # the first column holds the bonus rows' names ("Game bonus"): never wrapped
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        view.setWordWrap(False)
        header.setMinimumSectionSize(56)
        view.setAlternatingRowColors(True)
        view.setShowGrid(False)
        return view

    def _show_latest_hand(
        self, parent: QModelIndex | QPersistentModelIndex, first: int, last: int
    ) -> None:
        """Scroll so the newest hand is visible."""
        self.view.scrollTo(self._model.index(last, 0, parent))
