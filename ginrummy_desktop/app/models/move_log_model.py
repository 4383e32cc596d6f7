"""The move log as a Qt list model: one row per line of ``move_log.py``, for the hand in play.

It follows the match's session: at each applied action it appends that action's lines (the
user's view of them: the computer's stock draws unnamed), and a new deal clears it first. A
resumed match's current hand is announced again, so the log is rebuilt with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from ...engine import Event
from ..match.controller import starts_a_hand
from .move_log import log_lines

if TYPE_CHECKING:
    from ..session import MatchSession

__all__ = ["MoveLogModel"]

_Index = QModelIndex | QPersistentModelIndex


class MoveLogModel(QAbstractListModel):
    """The lines of the hand in play, oldest first (display role only)."""

    def __init__(self, match: MatchSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._match = match
        self._lines: list[str] = []
        match.events_applied.connect(self._on_events)

    @property
    def lines(self) -> tuple[str, ...]:
        return tuple(self._lines)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._lines[index.row()]
        return None

    def add_note(self, text: str) -> None:
        """Add a line that is no move (a Teach me note) at the end of the hand's log."""
        row = len(self._lines)
        self.beginInsertRows(QModelIndex(), row, row)
        self._lines.append(text)
        self.endInsertRows()

    def _on_events(self, events: tuple[Event, ...]) -> None:
        match = self._match
        if not match.has_game or not match.game.history:
            return
        if starts_a_hand(events):
            self.beginResetModel()
            self._lines.clear()
            self.endResetModel()
        action = match.game.history[-1]
        added = log_lines(match.last_actor, action, events, match.game.rules)
        if not added:
            return
        first = len(self._lines)
        self.beginInsertRows(QModelIndex(), first, first + len(added) - 1)
        self._lines.extend(added)
        self.endInsertRows()
