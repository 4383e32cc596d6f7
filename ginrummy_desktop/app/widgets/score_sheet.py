"""The score sheet window: a table of every hand, the bonuses and the totals.

The dialog is meant to stay open beside the table (non-modal): the controller calls
:meth:`ScoreSheetDialog.set_sheet` after each hand and the new row scrolls into view.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine import ScoreSheet
from ..models.score_model import ScoreSheetModel

__all__ = ["ScoreSheetDialog"]


class ScoreSheetDialog(QDialog):
    """A QTableView over a :class:`ScoreSheetModel`, with a Close button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScoreSheetDialog")
        self.setWindowTitle(QCoreApplication.translate("ScoreSheetDialog", "Score Sheet"))
        self.resize(640, 420)
        self.setMinimumWidth(520)  # room for every column's text
        self._model = ScoreSheetModel(parent=self)
        self.view = self._make_view()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(buttons)
        self._model.rowsInserted.connect(self._show_latest_hand)

    def model(self) -> ScoreSheetModel:
        """The table model (the view shows it)."""
        return self._model

    def set_sheet(self, sheet: ScoreSheet) -> None:
        """Show ``sheet`` (hands added since the last call are inserted as rows)."""
        self._model.set_sheet(sheet)

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
        header.setMinimumSectionSize(56)
        view.setAlternatingRowColors(True)
        return view

    def _show_latest_hand(
        self, parent: QModelIndex | QPersistentModelIndex, first: int, last: int
    ) -> None:
        """Scroll so the newest hand is visible."""
        self.view.scrollTo(self._model.index(last, 0, parent))
