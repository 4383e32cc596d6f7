"""The replay viewer's match chooser as a Qt list model, a page of past matches at a time.

Its rows: the current match first, then the files opened (in the order opened, each after the
last one), then the past matches of the statistics database, the latest first. A row is a label
and a loader: a past match's record is read only when its row is picked, and the past matches
are listed a page at a time as the chooser's list is scrolled (Qt's views ask
:meth:`MatchChoices.fetchMore`), so that the viewer opens as fast after five thousand matches as
after five. The current match is left out of the past ones (the database already holds it), so
a page can come back empty: the next one is then read at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from ..records.history import MatchSource, PastMatch, PastMatches
from ..records.stats_rows import MatchPlace

__all__ = ["MatchChoices"]

type _Index = QModelIndex | QPersistentModelIndex
type _Loader = Callable[[], MatchSource]
_ROOT = QModelIndex()


class MatchChoices(QAbstractListModel):
    """The match chooser's rows: the current match, the files opened (in the order opened),
    then the past matches of the statistics database, the latest first, read a page at a time
    as the list is scrolled (Qt's views call :meth:`fetchMore`), never with their records."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, _Loader]] = []
        self._files = 0
        self._past: PastMatches | None = None
        self._skip: str | None = None
        self._next: MatchPlace | None = None
        self._more = False

    def restart(self, current: tuple[str, _Loader], past: PastMatches | None,
                skip: str | None) -> None:
        """The current match alone, then the first page of ``past`` without ``skip`` (the
        current match's id)."""
        self.beginResetModel()
        self._rows, self._files = [current], 0
        self._past, self._skip, self._next, self._more = past, skip, None, past is not None
        self.endResetModel()
        self.fetchMore(_ROOT)

    def add_file(self, label: str, loader: _Loader) -> int:
        """Add an opened file after the others; its row."""
        row = 1 + self._files
        self.beginInsertRows(_ROOT, row, row)
        self._rows.insert(row, (label, loader))
        self._files += 1
        self.endInsertRows()
        return row

    @property
    def files(self) -> int:
        """How many files were opened (their rows follow the current match's)."""
        return self._files

    def loader(self, row: int) -> _Loader | None:
        return self._rows[row][1] if 0 <= row < len(self._rows) else None

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._rows[index.row()][0]
        return None

    def canFetchMore(self, parent: _Index, /) -> bool:
        return not parent.isValid() and self._more

    def fetchMore(self, parent: _Index, /) -> None:
        """Add the next page of past matches (past the pages left empty once the current
        match is taken out)."""
        past = self._past
        while past is not None and self._more and not parent.isValid():
            page = past.page(self._next, self._skip)
            self._next, self._more = page.next, page.next is not None
            if page.entries:
                first = len(self._rows)
                self.beginInsertRows(_ROOT, first, first + len(page.entries) - 1)
                self._rows.extend((entry.label, _past_loader(past, entry))
                                  for entry in page.entries)
                self.endInsertRows()
                return


def _past_loader(past: PastMatches, entry: PastMatch) -> _Loader:
    """The loader of ``entry``'s match: its record is read when the loader is called."""
    return lambda: past.load(entry)

