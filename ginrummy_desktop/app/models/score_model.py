"""The score sheet as a Qt table model: one row per hand, then the bonuses and the totals.

Columns: Hand, Dealer, Outcome, Winner, Points, then two columns per game (one per player) with
the running totals of that game; a single game normally, three under Hollywood. A game's cells
are filled only on the rows of the hands entered in it: a dead hand is entered nowhere, and under
Hollywood a player's first winning hand goes in game 1 only.

After the hands come the summary rows: Line bonus, Game bonus and Shutout (filled in once that
game is over), Totals (the running or final total of each game), and Margin once the whole sheet
is over (each game's margin in its winner's cell; the match's winner and margin under Winner and
Points).

Every text is translated when it is shown (context ``ScoreSheetModel``). The players are "You"
and "Computer" unless :meth:`ScoreSheetModel.set_names` names them; while a friend sits
opposite (``words/opposite.py``), the opponent is the friend, by the name they chose. The
sentences of the tooltips speak to the player ("Your running total", "you score") while the
names are the default ones.

:meth:`ScoreSheetModel.set_sheet` keeps views calm: hands appended to the same match are
inserted with ``beginInsertRows`` (the summary rows move down and are refreshed); anything else
(a new match, fewer hands, another number of games) resets the model.
"""

from __future__ import annotations

import enum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont

from ...engine import (
    ColumnEntry,
    HandResult,
    Outcome,
    RuleSet,
    ScoreSheet,
    Settlement,
    score_sheet,
)
from ...marks import QT_TRANSLATE_NOOP
from ..seats.seat import Seat
from ..words import opposite

__all__ = ["HAND_COLUMNS", "ScoreSheetModel", "Summary"]

HAND_COLUMNS = (
    QT_TRANSLATE_NOOP("ScoreSheetModel", "Hand"),
    QT_TRANSLATE_NOOP("ScoreSheetModel", "Dealer"),
    QT_TRANSLATE_NOOP("ScoreSheetModel", "Outcome"),
    QT_TRANSLATE_NOOP("ScoreSheetModel", "Winner"),
    QT_TRANSLATE_NOOP("ScoreSheetModel", "Points"),
)
"""The fixed columns before the games' columns (English: translated where they are shown)."""

_HAND, _DEALER, _OUTCOME, _WINNER, _POINTS = range(len(HAND_COLUMNS))
_NONE = "—"
_NUMERIC = (Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter).value
_TEXT = (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter).value

type _Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class Summary(enum.Enum):
    """The rows after the hands, in order. The value is the row's label (English: translated
    where it is shown)."""

    LINE = QT_TRANSLATE_NOOP("ScoreSheetModel", "Line bonus")
    GAME = QT_TRANSLATE_NOOP("ScoreSheetModel", "Game bonus")
    SHUTOUT = QT_TRANSLATE_NOOP("ScoreSheetModel", "Shutout")
    TOTALS = QT_TRANSLATE_NOOP("ScoreSheetModel", "Totals")
    MARGIN = QT_TRANSLATE_NOOP("ScoreSheetModel", "Margin")


_BOLD_ROWS = frozenset({Summary.TOTALS, Summary.MARGIN})
_BONUS_ROWS = frozenset({Summary.LINE, Summary.GAME, Summary.SHUTOUT})
BONUS_COLOUR = QColor("#5f6b66")
"""The bonus rows' text: quieter than the hands and the totals, still 5.5:1 on white."""
_SUMMARY_TIPS = {
    Summary.LINE: QT_TRANSLATE_NOOP(
        "ScoreSheetModel", "Each player's line (box) bonus: so much per hand won"),
    Summary.GAME: QT_TRANSLATE_NOOP(
        "ScoreSheetModel", "The game bonus, for the player who reached the target"),
    Summary.SHUTOUT: QT_TRANSLATE_NOOP(
        "ScoreSheetModel", "Extra points when the loser won no hand (the winner's score doubled)"),
    Summary.TOTALS: QT_TRANSLATE_NOOP(
        "ScoreSheetModel", "Each game's total: hand points, plus the bonuses once it is over"),
    Summary.MARGIN: QT_TRANSLATE_NOOP("ScoreSheetModel", "The winner's total minus the loser's"),
}
_OUTCOMES = {
    Outcome.KNOCK: QT_TRANSLATE_NOOP("ScoreSheetModel", "Knock"),
    Outcome.UNDERCUT: QT_TRANSLATE_NOOP("ScoreSheetModel", "Undercut"),
    Outcome.GIN: QT_TRANSLATE_NOOP("ScoreSheetModel", "Gin"),
    Outcome.BIG_GIN: QT_TRANSLATE_NOOP("ScoreSheetModel", "Big gin"),
    Outcome.DEAD: QT_TRANSLATE_NOOP("ScoreSheetModel", "Dead hand"),
}
"""An outcome in the Outcome column."""
_OUTCOMES_IN_A_SENTENCE = {
    Outcome.KNOCK: QT_TRANSLATE_NOOP("ScoreSheetModel", "knock"),
    Outcome.UNDERCUT: QT_TRANSLATE_NOOP("ScoreSheetModel", "undercut"),
    Outcome.GIN: QT_TRANSLATE_NOOP("ScoreSheetModel", "gin"),
    Outcome.BIG_GIN: QT_TRANSLATE_NOOP("ScoreSheetModel", "big gin"),
    Outcome.DEAD: QT_TRANSLATE_NOOP("ScoreSheetModel", "dead hand"),
}
"""An outcome inside a tooltip's sentence ("Computer scores 32 (knock)")."""


def _empty_sheet() -> ScoreSheet:
    return score_sheet(RuleSet(), ())


def _is_extension(old: ScoreSheet, new: ScoreSheet) -> bool:
    """True when ``new`` is ``old`` with hands appended (the same match, further on)."""
    count = len(old.hands)
    return (
        len(new.columns) == len(old.columns)
        and len(new.hands) >= count
        and new.hands[:count] == old.hands
    )


class ScoreSheetModel(QAbstractTableModel):
    """A read-only table over a :class:`ScoreSheet`. Seat names default to You and Computer
    (``names`` None: translated when shown)."""

    def __init__(
        self,
        sheet: ScoreSheet | None = None,
        parent: QObject | None = None,
        names: tuple[str, str] | None = None,
    ) -> None:
        super().__init__(parent)
        self._given_names = names
        self._sheet = _empty_sheet()
        self._entries: dict[tuple[int, int], ColumnEntry] = {}
        self._show_margin = False
        if sheet is not None:
            self.set_sheet(sheet)

    # --- public ---------------------------------------------------------------------------

    def sheet(self) -> ScoreSheet:
        """The sheet shown."""
        return self._sheet

    def names(self) -> tuple[str, str]:
        """The players' names by seat: those given, else You and Computer, or You and the
        friend sitting opposite (their name as they wrote it)."""
        if self._given_names:
            return self._given_names
        friend = opposite.friend()
        return (
            QCoreApplication.translate("ScoreSheetModel", "You"),
            friend if friend is not None else QCoreApplication.translate(
                "ScoreSheetModel", "Computer"),
        )

    def set_names(self, names: tuple[str, str] | None) -> None:
        """Rename the players (seat 0, seat 1); None: You and Computer again."""
        self._given_names = names
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        self._all_data_changed()

    def retranslate(self) -> None:
        """The language changed: every header and cell is worded again (they are worded when
        read), so the views are told that all of them changed."""
        self.set_names(self._given_names)

    def set_sheet(self, sheet: ScoreSheet) -> None:
        """Show ``sheet``: appended hands are inserted as rows, anything else resets."""
        if not _is_extension(self._sheet, sheet):
            self.beginResetModel()
            self._install(sheet)
            self._show_margin = sheet.is_over
            self.endResetModel()
            return
        self._append_hands(sheet)
        self._update_margin_row()
        self._all_data_changed()  # the summary rows, and any entry the rules placed anew

    def summary_row(self, kind: Summary) -> int:
        """The row of a summary line (Margin: only while it is shown)."""
        return len(self._sheet.hands) + list(Summary).index(kind)

    # --- the Qt model interface -----------------------------------------------------------

    def rowCount(self, parent: _Index = _ROOT) -> int:
        if parent.isValid():
            return 0
        summaries = len(Summary) if self._show_margin else len(Summary) - 1
        return len(self._sheet.hands) + summaries

    def columnCount(self, parent: _Index = _ROOT) -> int:
        if parent.isValid():
            return 0
        return len(HAND_COLUMNS) + 2 * len(self._sheet.columns)

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not self._is_cell(index):
            return None
        row, column = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self._alignment(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, column)
        if role == Qt.ItemDataRole.FontRole:
            return self._font(row)
        if role == Qt.ItemDataRole.ForegroundRole and self._summary_of(row) in _BONUS_ROWS:
            return BONUS_COLOUR
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.columnCount():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._header(section)
        if role == Qt.ItemDataRole.ToolTipRole and section >= len(HAND_COLUMNS):
            game, seat = divmod(section - len(HAND_COLUMNS), 2)
            if self._is_you(seat):
                text = QCoreApplication.translate(
                    "ScoreSheetModel", "Your running total in game {game}")
            else:
                text = QCoreApplication.translate(
                    "ScoreSheetModel", "{name}'s running total in game {game}")
            return text.format(name=self.names()[seat], game=game + 1)
        return None

    def _is_you(self, seat: int) -> bool:
        """Whether the sentences about ``seat`` speak to the player (the default names)."""
        return seat == Seat.USER and self._given_names is None

    # --- structure ------------------------------------------------------------------------

    def _install(self, sheet: ScoreSheet) -> None:
        self._sheet = sheet
        self._entries = {
            (game, entry.hand): entry
            for game, column in enumerate(sheet.columns)
            for entry in column.entries
        }

    def _append_hands(self, sheet: ScoreSheet) -> None:
        first, last = len(self._sheet.hands), len(sheet.hands) - 1
        if last < first:
            self._install(sheet)
            return
        self.beginInsertRows(QModelIndex(), first, last)
        self._install(sheet)
        self.endInsertRows()

    def _update_margin_row(self) -> None:
        if self._sheet.is_over == self._show_margin:
            return
        row = self.summary_row(Summary.MARGIN)
        if self._sheet.is_over:
            self.beginInsertRows(QModelIndex(), row, row)
            self._show_margin = True
            self.endInsertRows()
        else:
            self.beginRemoveRows(QModelIndex(), row, row)
            self._show_margin = False
            self.endRemoveRows()

    def _all_data_changed(self) -> None:
        if self.rowCount() and self.columnCount():
            last = self.index(self.rowCount() - 1, self.columnCount() - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    def _is_cell(self, index: _Index) -> bool:
        return (
            index.isValid()
            and not index.parent().isValid()
            and 0 <= index.row() < self.rowCount()
            and 0 <= index.column() < self.columnCount()
        )

    def _summary_of(self, row: int) -> Summary | None:
        offset = row - len(self._sheet.hands)
        return list(Summary)[offset] if offset >= 0 else None

    # --- text -----------------------------------------------------------------------------

    def _header(self, section: int) -> str:
        if section < len(HAND_COLUMNS):
            return QCoreApplication.translate("ScoreSheetModel", HAND_COLUMNS[section])
        game, seat = divmod(section - len(HAND_COLUMNS), 2)
        name = self.names()[seat]
        if len(self._sheet.columns) == 1:
            return name
        return QCoreApplication.translate("ScoreSheetModel", "Game {game}\n{name}").format(
            game=game + 1, name=name)

    def _text(self, row: int, column: int) -> str:
        kind = self._summary_of(row)
        if kind is None:
            return self._hand_text(self._sheet.hands[row], column)
        return self._summary_text(kind, column)

    def _hand_text(self, hand: HandResult, column: int) -> str:
        if column < len(HAND_COLUMNS):
            return self._hand_fact(hand, column)
        game, seat = divmod(column - len(HAND_COLUMNS), 2)
        entry = self._entries.get((game, hand.number))
        return "" if entry is None else str(entry.totals[seat])

    def _hand_fact(self, hand: HandResult, column: int) -> str:
        if column == _HAND:
            return str(hand.number)
        if column == _DEALER:
            return self.names()[hand.dealer]
        if column == _OUTCOME:
            return QCoreApplication.translate("ScoreSheetModel", _OUTCOMES[hand.outcome])
        if column == _WINNER:
            return _NONE if hand.winner is None else self.names()[hand.winner]
        return _NONE if hand.winner is None else str(hand.points)

    def _summary_text(self, kind: Summary, column: int) -> str:
        if column == _HAND:
            return QCoreApplication.translate("ScoreSheetModel", kind.value)
        if column < len(HAND_COLUMNS):
            return self._match_margin_text(kind, column)
        game, seat = divmod(column - len(HAND_COLUMNS), 2)
        return self._game_summary(kind, game, seat)

    def _match_margin_text(self, kind: Summary, column: int) -> str:
        """Under Winner and Points on the Margin row: the match's winner and margin."""
        if kind is not Summary.MARGIN:
            return ""
        winner = self._sheet.winner
        if column == _WINNER:
            if winner is None:
                return QCoreApplication.translate("ScoreSheetModel", "Tie")
            return self.names()[winner]
        return str(self._sheet.margin) if column == _POINTS else ""

    def _game_summary(self, kind: Summary, game: int, seat: int) -> str:
        column = self._sheet.columns[game]
        if kind is Summary.TOTALS:
            return str(column.totals[seat])
        if column.winner is None:
            return ""
        if kind is Summary.LINE:
            return str(column.line_bonus[seat])
        if kind is Summary.GAME:
            return str(column.game_bonus[seat])
        if seat != column.winner:
            return ""
        if kind is Summary.SHUTOUT:
            return f"+{self._shutout_extra(game)}" if column.shutout else ""
        return str(column.margin)

    def _shutout_extra(self, game: int) -> int:
        """What the shutout doubling added to the winner's total of ``game``."""
        column = self._sheet.columns[game]
        seat = column.winner
        assert seat is not None
        before = column.hand_points[seat] + column.game_bonus[seat] + column.line_bonus[seat]
        return column.totals[seat] - before

    # --- tooltips and fonts ---------------------------------------------------------------

    def _tooltip(self, row: int, column: int) -> str:
        kind = self._summary_of(row)
        if kind is not None:
            return self._summary_tooltip(kind)
        hand = self._sheet.hands[row]
        if column < len(HAND_COLUMNS):
            return self._hand_story(hand)
        game, seat = divmod(column - len(HAND_COLUMNS), 2)
        entry = self._entries.get((game, hand.number))
        if entry is None:
            return QCoreApplication.translate(
                "ScoreSheetModel", "Hand {hand} was not entered in game {game}",
            ).format(hand=hand.number, game=game + 1)
        return QCoreApplication.translate(
            "ScoreSheetModel", "Game {game}: {name} +{points}, {total} in all",
        ).format(game=game + 1, name=self.names()[seat],
                 points=entry.points if entry.seat == seat else 0, total=entry.totals[seat])

    def _summary_tooltip(self, kind: Summary) -> str:
        if kind is Summary.TOTALS and len(self._sheet.columns) > 1:
            first, second = self._sheet.totals
            names = self.names()
            return QCoreApplication.translate(
                "ScoreSheetModel",
                "Each game's total: hand points, plus the bonuses once it is over. "
                "Match: {first_name} {first}, {second_name} {second}",
            ).format(first_name=names[0], first=first, second_name=names[1], second=second)
        return QCoreApplication.translate("ScoreSheetModel", _SUMMARY_TIPS[kind])

    def _dealt_text(self, hand: HandResult) -> str:
        """ "Hand 3, dealt by you", or by the dealer's name."""
        if self._is_you(hand.dealer):
            dealt = QCoreApplication.translate("ScoreSheetModel", "Hand {hand}, dealt by you")
        else:
            dealt = QCoreApplication.translate("ScoreSheetModel", "Hand {hand}, dealt by {name}")
        return dealt.format(hand=hand.number, name=self.names()[hand.dealer])

    def _hand_story(self, hand: HandResult) -> str:
        """One sentence about a hand: who dealt, who scored, and, when a knock was settled,
        the knocker's and the defender's deadwood."""
        dealt = self._dealt_text(hand)
        if hand.winner is None:
            return QCoreApplication.translate(
                "ScoreSheetModel", "{dealt}: a dead hand, nobody scores").format(dealt=dealt)
        story = self._scored_text(hand, hand.winner, dealt)
        if hand.settlement is None or hand.knocker is None:
            return story
        return self._with_deadwood(hand.settlement, hand.knocker, story)

    def _scored_text(self, hand: HandResult, winner: int, dealt: str) -> str:
        """ "{dealt}: you score 25 (gin)", or "{dealt}: Computer scores 32 (knock)"."""
        if self._is_you(winner):
            scored = QCoreApplication.translate(
                "ScoreSheetModel", "{dealt}: you score {points} ({outcome})")
        else:
            scored = QCoreApplication.translate(
                "ScoreSheetModel", "{dealt}: {name} scores {points} ({outcome})")
        return scored.format(
            dealt=dealt, name=self.names()[winner], points=hand.points,
            outcome=QCoreApplication.translate(
                "ScoreSheetModel", _OUTCOMES_IN_A_SENTENCE[hand.outcome]),
        )

    def _with_deadwood(self, settlement: Settlement, knocker: int, story: str) -> str:
        """``story`` with both players' deadwood after the showdown, the knocker's first
        ("yours" when the player is addressed, whichever side they were on)."""
        defender = 1 - knocker
        if self._is_you(knocker):
            text = QCoreApplication.translate(
                "ScoreSheetModel", "{story}; your deadwood {knocker_deadwood}, "
                "{defender}'s {defender_deadwood}")
        elif self._is_you(defender):
            text = QCoreApplication.translate(
                "ScoreSheetModel", "{story}; {knocker}'s deadwood {knocker_deadwood}, "
                "yours {defender_deadwood}")
        else:
            text = QCoreApplication.translate(
                "ScoreSheetModel", "{story}; {knocker}'s deadwood {knocker_deadwood}, "
                "{defender}'s {defender_deadwood}")
        names = self.names()
        return text.format(
            story=story, knocker=names[knocker], defender=names[defender],
            knocker_deadwood=settlement.knocker_deadwood,
            defender_deadwood=settlement.defender_deadwood,
        )

    def _alignment(self, row: int, column: int) -> int:
        """Numbers to the right; names, outcomes and the summary rows' labels to the left."""
        is_label = column == _HAND and self._summary_of(row) is not None
        return _TEXT if is_label or column in (_DEALER, _OUTCOME, _WINNER) else _NUMERIC

    def _font(self, row: int) -> QFont | None:
        if self._summary_of(row) not in _BOLD_ROWS:
            return None
        font = QFont()
        font.setBold(True)
        return font
