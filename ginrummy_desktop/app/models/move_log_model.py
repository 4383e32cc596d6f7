"""The move log as a Qt list model: one row per line of ``move_log.py``, for the hand in play.

It follows the match's session: at each applied action it appends that action's lines (the
user's view of them: the computer's stock draws unnamed), and a new deal clears it first. A
resumed match's current hand is announced again, so the log is rebuilt with it.

It keeps what each line says (the action, its events and the rules, or a note), not only its
words: when the language changes the lines are worded again (:meth:`MoveLogModel.retranslate`).
A note (a Teach me lesson) comes worded; it stays in the language it came in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from ...engine import Action, Event, RuleSet
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
        self._said: list[_Said] = []
        """What the lines say, one entry per action (its lines) or note (one line)."""
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
        self._said.append(text)
        self.endInsertRows()

    def retranslate(self) -> None:
        """Word every line again in the language installed now (the window calls it on
        ``QEvent.LanguageChange``); the rows stay, only their text changes."""
        lines = [line for said in self._said for line in _worded(said)]
        if len(lines) != len(self._lines):  # cannot be: the same entries give the same lines
            self.beginResetModel()
            self._lines = lines
            self.endResetModel()
            return
        self._lines = lines
        if lines:
            self.dataChanged.emit(self.index(0), self.index(len(lines) - 1))

    def _on_events(self, events: tuple[Event, ...]) -> None:
        match = self._match
        if not match.has_game or not match.game.history:
            return
        if starts_a_hand(events):
            self.beginResetModel()
            self._lines.clear()
            self._said.clear()
            self.endResetModel()
        move = _Move(match.last_actor, match.game.history[-1], events, match.game.rules)
        added = _worded(move)
        if not added:
            return
        first = len(self._lines)
        self.beginInsertRows(QModelIndex(), first, first + len(added) - 1)
        self._lines.extend(added)
        self._said.append(move)
        self.endInsertRows()


@dataclass(frozen=True, slots=True)
class _Move:
    """One applied action as the log words it (``move_log.log_lines``)."""

    seat: int | None
    action: Action
    events: tuple[Event, ...]
    rules: RuleSet


type _Said = _Move | str
"""What a line of the log says: an action (worded when shown), or a note (worded already)."""


def _worded(said: _Said) -> tuple[str, ...]:
    """The lines of ``said`` in the language installed now."""
    if isinstance(said, str):
        return (said,)
    return log_lines(said.seat, said.action, said.events, said.rules)
