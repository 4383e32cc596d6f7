"""A refused action says why in the status line: the card just taken dropped back on the
pile, Enter on a card that may not be thrown, a key of another phase."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from table_helpers import drag_card, make_window, reach_human_draw, wait_human_turn

from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.engine import Phase


def _status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def _take_from_the_pile(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """A window whose user has just taken the pile's top card (first seed where one can)."""
    for seed in range(1, 30):
        window = make_window(qtbot, tmp_path / str(seed), seed=seed)
        wait_human_turn(qtbot, window)
        if window.presenter.take_upcard():
            wait_human_turn(qtbot, window, Phase.DISCARD)
            return window
        window.close()
    raise AssertionError("the user was never offered the pile's card")


def test_dropping_the_card_just_taken_back_on_the_pile_says_why(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = _take_from_the_pile(qtbot, tmp_path)
    taken = window.session.view().may_not_discard
    assert taken is not None
    item = next(i for i in window.scene.hands[Seat.USER].cards if i.card == taken)
    window.statusBar().clearMessage()
    drag_card(window, item, window.scene.discard.scene_rect().center())
    assert item.pile is window.scene.hands[Seat.USER]
    assert "may not throw back" in _status(window)


def test_enter_on_a_card_that_may_not_be_thrown_says_why(qtbot: QtBot, tmp_path: Path) -> None:
    window = _take_from_the_pile(qtbot, tmp_path)
    window.presenter.select(window.session.view().may_not_discard)
    window.statusBar().clearMessage()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.session.phase is Phase.DISCARD
    assert "may not throw back" in _status(window)


def test_a_key_of_another_phase_says_why(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=14)
    reach_human_draw(qtbot, window)
    window.statusBar().clearMessage()
    QTest.keyClick(window.view, Qt.Key.Key_K)
    assert _status(window) == "Draw a card first."
    assert window.presenter.draw_stock()
    wait_human_turn(qtbot, window, Phase.DISCARD)
    QTest.keyClick(window.view, Qt.Key.Key_D)
    assert _status(window) == "You have drawn: now discard a card (or knock)."
    QTest.keyClick(window.view, Qt.Key.Key_N)
    assert _status(window) == "The hand is not over yet."


def _both_passed_the_upcard(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """A window whose user is to draw first after both players passed the upcard."""
    for seed in range(1, 40):
        window = make_window(qtbot, tmp_path / str(seed), seed=seed)
        wait_human_turn(qtbot, window)
        if window.session.phase is Phase.UPCARD_OFFER:
            assert window.presenter.pass_upcard()
            wait_human_turn(qtbot, window)
        view = window.session.view()
        if view.phase is Phase.DRAW and all(view.passed_upcard):
            return window
        window.close()
    raise AssertionError("no seed where both players pass the upcard")


def test_the_passed_upcard_says_to_draw_from_the_stock(qtbot: QtBot, tmp_path: Path) -> None:
    window = _both_passed_the_upcard(qtbot, tmp_path)
    expected = "The upcard was passed: draw from the stock (D)."
    window.statusBar().clearMessage()
    QTest.keyClick(window.view, Qt.Key.Key_U)  # said "Draw a card first."
    assert _status(window) == expected
    window.statusBar().clearMessage()
    window.scene.pile_clicked.emit(window.scene.discard)  # said nothing at all
    assert _status(window) == expected
    assert window.session.phase is Phase.DRAW  # nothing was taken
    window.scene.pile_clicked.emit(window.scene.stock)
    wait_human_turn(qtbot, window, Phase.DISCARD)
