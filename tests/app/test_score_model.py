"""ScoreSheetModel: the table's cells, its summary rows, row insertion, and Qt's model checks."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor, QFont
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app.models.score_model import HAND_COLUMNS, ScoreSheetModel, Summary
from ginrummy_desktop.app.widgets.score_sheet import ScoreSheetDialog
from ginrummy_desktop.engine import HandResult, Outcome, RuleSet, ScoreSheet, score_sheet

YOU, CPU = 0, 1
DISPLAY = Qt.ItemDataRole.DisplayRole


def _hand(
    number: int, winner: int | None, points: int, outcome: Outcome = Outcome.KNOCK
) -> HandResult:
    if winner is None:
        outcome = Outcome.DEAD
    return HandResult(number, dealer=number % 2, outcome=outcome, winner=winner, points=points)


def _sheet(hands: Sequence[HandResult], rules: RuleSet | None = None) -> ScoreSheet:
    return score_sheet(rules or RuleSet(), hands)


# A game to 100: You win 3 hands (30 + 40 + 35 = 105), the computer 1 (12), one dead hand.
GAME = (
    _hand(1, YOU, 30, Outcome.GIN),
    _hand(2, None, 0),
    _hand(3, CPU, 12, Outcome.UNDERCUT),
    _hand(4, YOU, 40),
    _hand(5, YOU, 35),
)


def _text(model: ScoreSheetModel, row: int, column: int) -> str:
    return str(model.data(model.index(row, column), DISPLAY))


def _row(model: ScoreSheetModel, row: int) -> list[str]:
    return [_text(model, row, column) for column in range(model.columnCount())]


def _check(tester: ModelTester, model: ScoreSheetModel, force_py: bool = False) -> None:
    """pytest-qt's model checks (its ``check`` has no type annotations)."""
    tester.check(model, force_py=force_py)  # type: ignore[no-untyped-call]


def test_passes_qts_model_checks(qtmodeltester: ModelTester) -> None:
    _check(qtmodeltester, ScoreSheetModel(_sheet(GAME[:3])), force_py=True)
    _check(qtmodeltester, ScoreSheetModel(_sheet(GAME, RuleSet.preset("hollywood"))))


def test_passes_model_checks_while_hands_are_appended(qtmodeltester: ModelTester) -> None:
    model = ScoreSheetModel()
    _check(qtmodeltester, model)
    for count in range(1, len(GAME) + 1):
        model.set_sheet(_sheet(GAME[:count]))
    hollywood = RuleSet.preset("hollywood")
    model.set_sheet(_sheet(GAME[:2], hollywood))
    model.set_sheet(_sheet(GAME, hollywood))
    model.set_sheet(_sheet(()))


def test_headers() -> None:
    model = ScoreSheetModel(_sheet(GAME))
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == [*HAND_COLUMNS, "You", "Computer"]
    model.set_names(("Ann", "Bob"))
    assert model.headerData(6, Qt.Orientation.Horizontal) == "Bob"
    hollywood = ScoreSheetModel(_sheet(GAME, RuleSet.preset("hollywood")))
    assert hollywood.columnCount() == len(HAND_COLUMNS) + 6
    assert hollywood.headerData(9, Qt.Orientation.Horizontal) == "Game 3\nYou"


def test_hand_rows_with_running_totals() -> None:
    model = ScoreSheetModel(_sheet(GAME))
    assert _row(model, 0) == ["1", "Computer", "Gin", "You", "30", "30", "0"]
    assert _row(model, 1) == ["2", "You", "Dead hand", "—", "—", "", ""]
    assert _row(model, 2) == ["3", "Computer", "Undercut", "Computer", "12", "30", "12"]
    assert _row(model, 4) == ["5", "Computer", "Knock", "You", "35", "105", "12"]


def test_summary_rows_of_a_finished_game() -> None:
    model = ScoreSheetModel(_sheet(GAME))
    assert model.rowCount() == len(GAME) + 5
    line = model.summary_row(Summary.LINE)
    assert _row(model, line)[5:] == ["75", "25"]
    assert _row(model, line + 1)[5:] == ["100", "0"]
    assert _row(model, line + 2)[5:] == ["", ""]  # not a shutout: the computer won a hand
    assert _row(model, line + 3) == ["Totals", "", "", "", "", "280", "37"]
    assert _row(model, line + 4) == ["Margin", "", "", "You", "243", "243", ""]


def test_shutout_row_shows_what_doubling_added() -> None:
    hands = (_hand(1, YOU, 60), _hand(2, YOU, 50))
    model = ScoreSheetModel(_sheet(hands))
    shutout = _row(model, model.summary_row(Summary.SHUTOUT))
    assert shutout[5:] == ["+210", ""]  # hand points 110 + game bonus 100, doubled
    assert _text(model, model.summary_row(Summary.TOTALS), 5) == str(110 + 100 + 50 + 210)


def test_open_game_has_no_bonuses_and_no_margin() -> None:
    model = ScoreSheetModel(_sheet(GAME[:3]))
    assert model.rowCount() == 3 + 4
    assert _row(model, model.summary_row(Summary.LINE))[5:] == ["", ""]
    assert _row(model, model.summary_row(Summary.TOTALS))[5:] == ["30", "12"]


def test_hollywood_columns_fill_in_turn() -> None:
    model = ScoreSheetModel(_sheet(GAME[:5], RuleSet.preset("hollywood")))
    # You: first win in game 1 only, second in games 1-2, third in all three.
    assert _row(model, 0)[5:] == ["30", "0", "", "", "", ""]
    assert _row(model, 3)[5:] == ["70", "12", "40", "0", "", ""]
    assert _row(model, 4)[5:] == ["105", "12", "75", "0", "35", "0"]
    assert "Match: You" in str(
        model.data(model.index(model.summary_row(Summary.TOTALS), 5), Qt.ItemDataRole.ToolTipRole)
    )


def test_roles() -> None:
    model = ScoreSheetModel(_sheet(GAME))
    totals = model.summary_row(Summary.TOTALS)
    font = model.data(model.index(totals, 5), Qt.ItemDataRole.FontRole)
    assert isinstance(font, QFont) and font.bold()
    assert model.data(model.index(0, 5), Qt.ItemDataRole.FontRole) is None
    right = model.data(model.index(0, 4), Qt.ItemDataRole.TextAlignmentRole)
    assert right & Qt.AlignmentFlag.AlignRight.value
    left = model.data(model.index(0, 2), Qt.ItemDataRole.TextAlignmentRole)
    assert left & Qt.AlignmentFlag.AlignLeft.value
    story = model.data(model.index(1, 0), Qt.ItemDataRole.ToolTipRole)
    assert "dead hand" in story
    cell_tip = model.data(model.index(0, 5), Qt.ItemDataRole.ToolTipRole)
    assert cell_tip == "Game 1: You +30, 30 in all"
    assert model.data(model.index(99, 0), DISPLAY) is None
    assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags


def test_tooltips_speak_to_the_player() -> None:
    model = ScoreSheetModel(_sheet(GAME))
    tip = Qt.ItemDataRole.ToolTipRole
    horizontal = Qt.Orientation.Horizontal
    assert model.headerData(5, horizontal, tip) == "Your running total in game 1"
    assert model.headerData(6, horizontal, tip) == "Computer's running total in game 1"
    assert model.data(model.index(0, 0), tip) == "Hand 1, dealt by Computer: you score 30 (gin)"
    assert model.data(model.index(2, 0), tip) == (
        "Hand 3, dealt by Computer: Computer scores 12 (undercut)")
    model.set_names(("Ann", "Bob"))
    assert model.headerData(5, horizontal, tip) == "Ann's running total in game 1"
    assert model.data(model.index(0, 0), tip) == "Hand 1, dealt by Bob: Ann scores 30 (gin)"


def test_appended_hands_are_inserted_not_reset(qtbot: QtBot) -> None:
    model = ScoreSheetModel(_sheet(GAME[:2]))
    inserted: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    model.modelReset.connect(lambda: inserted.append((-1, -1)))
    with qtbot.waitSignal(model.dataChanged):
        model.set_sheet(_sheet(GAME[:4]))
    assert inserted == [(2, 3)]
    model.set_sheet(_sheet(GAME))
    assert inserted == [(2, 3), (4, 4), (9, 9)]  # the last hand, then the Margin row
    model.set_sheet(_sheet(GAME[:1]))
    assert inserted[-1] == (-1, -1)
    assert model.rowCount() == 1 + 4


def test_another_match_resets() -> None:
    model = ScoreSheetModel(_sheet(GAME[:3]))
    resets: list[bool] = []
    model.modelReset.connect(lambda: resets.append(True))
    other = (_hand(1, CPU, 5), _hand(2, CPU, 6), _hand(3, CPU, 7), _hand(4, CPU, 8))
    model.set_sheet(_sheet(other))
    assert resets == [True]
    assert _row(model, 0)[3] == "Computer"


def test_dialog_shows_the_sheet(qtbot: QtBot) -> None:
    dialog = ScoreSheetDialog()
    qtbot.addWidget(dialog)
    dialog.set_sheet(_sheet(GAME[:2]))
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.set_sheet(_sheet(GAME))
    assert dialog.view.model() is dialog.model()
    assert dialog.model().rowCount() == len(GAME) + 5
    dialog.set_names(("Ann", "Bob"))
    assert _text(dialog.model(), 0, 3) == "Ann"


def test_the_sheet_reads_as_a_score_pad(qtbot: QtBot) -> None:
    """The bonus rows quieter than the hands (still readable), the running score and the
    rules above the table, no grid, the bonus rows' names unwrapped."""
    model = ScoreSheetModel(_sheet(GAME))
    bonus = model.data(model.index(model.summary_row(Summary.GAME), 0),
                       Qt.ItemDataRole.ForegroundRole)
    assert isinstance(bonus, QColor) and bonus.lightness() < 110  # 4.5:1 on white needs < 118
    assert model.data(model.index(0, 0), Qt.ItemDataRole.ForegroundRole) is None
    assert model.data(model.index(model.summary_row(Summary.TOTALS), 0),
                      Qt.ItemDataRole.ForegroundRole) is None
    dialog = ScoreSheetDialog()
    qtbot.addWidget(dialog)
    dialog.set_sheet(_sheet(GAME))
    assert not dialog.summary.isVisibleTo(dialog)
    dialog.set_sheet(_sheet(GAME), RuleSet())
    assert dialog.summary.isVisibleTo(dialog)
    assert dialog.summary.text().startswith("You ") and "Standard rules" in dialog.summary.text()
    assert not dialog.view.showGrid() and not dialog.view.wordWrap()


def _section_shortfalls(dialog: ScoreSheetDialog) -> list[tuple[str, int]]:
    """Each header section narrower than its words need (name, pixels lacking)."""
    header = dialog.view.horizontalHeader()
    model = dialog.model()
    found = []
    for column in range(model.columnCount()):
        need = max(header.sectionSizeFromContents(column).width(),
                   dialog.view.sizeHintForColumn(column))
        if header.sectionSize(column) < need:
            words = str(model.headerData(column, Qt.Orientation.Horizontal))
            found.append((words, need - header.sectionSize(column)))
    return found


@pytest.mark.parametrize("names", [None, ("Ordenador", "Компьютер"), ("Computador", "Победитель")])
def test_every_column_is_as_wide_as_its_header_and_cells_the_rest_shared(
    qtbot: QtBot, names: tuple[str, str] | None
) -> None:
    """Long names ("Ordenador", "Компьютер") take the room they need before the columns
    share what is left: the columns fill the table's width, or, too many for it, the table
    scrolls across."""
    dialog = ScoreSheetDialog()
    qtbot.addWidget(dialog)
    dialog.set_sheet(_sheet(GAME), RuleSet())
    dialog.set_names(names)
    dialog.resize(640, 420)
    dialog.show()
    qtbot.waitExposed(dialog)
    for width in (640, 900):
        dialog.resize(width, 420)
        qtbot.waitUntil(lambda: dialog.view.viewport().width() > width - 60)  # noqa: B023
        assert _section_shortfalls(dialog) == []
        view, header = dialog.view, dialog.view.horizontalHeader()
        filled = sum(header.sectionSize(c) for c in range(dialog.model().columnCount()))
        if sum(view.column_needs()) <= view.viewport().width():
            assert abs(filled - view.viewport().width()) <= dialog.model().columnCount()
        else:
            assert view.horizontalScrollBar().maximum() > 0
