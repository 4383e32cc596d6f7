"""Undo a slip: only what shows the player nothing new, only as the last thing that happened."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from table_helpers import (
    WAIT_MS,
    GatedPlayer,
    draw_the_first_card,
    hand_cards,
    is_human_turn,
    make_window,
    reach_human_draw,
    rigged_window,
    sit,
    wait_human_turn,
)

from ginrummy_desktop.app.match.saves import parse_document
from ginrummy_desktop.app.match.undo import undo_option
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.engine import (
    Action,
    Card,
    Deal,
    Discard,
    DrawStock,
    Knock,
    Pass,
    Phase,
    TakeDiscard,
    TakeUpcard,
)

C = Card.parse


@pytest.mark.parametrize(
    ("last", "seat", "phase", "possible", "words"),
    [
        (TakeUpcard(), Seat.USER, Phase.DISCARD, True, "taking the card"),
        (TakeDiscard(), Seat.USER, Phase.DISCARD, True, "taking the card"),
        (Discard(C("9s")), Seat.USER, Phase.DRAW, True, "your discard of 9♠"),
        (DrawStock(), Seat.USER, Phase.DISCARD, False, "order of the stock"),
        (Pass(), Seat.USER, Phase.UPCARD_OFFER, False, "Passing"),
        (Knock(C("9s")), Seat.USER, Phase.SHOWDOWN, False, "settled"),
        (Discard(C("9s")), Seat.USER, Phase.HAND_OVER, False, "settled"),
        (Discard(C("9s")), Seat.OPPONENT, Phase.DRAW, False, "computer has moved"),
        (Deal(), None, Phase.UPCARD_OFFER, False, "Nothing of yours"),
    ],
)
def test_what_may_be_undone(
    last: Action, seat: int | None, phase: Phase, possible: bool, words: str
) -> None:
    option = undo_option([Deal(), last], [None, seat], phase, allowed=True)
    assert option.possible is possible
    assert words in (option.what if possible else option.reason)


def test_undo_is_off_by_default_and_says_so() -> None:
    option = undo_option([TakeUpcard()], [Seat.USER], Phase.DISCARD, allowed=False)
    assert not option.possible and "Settings" in option.reason


def _window(qtbot: QtBot, tmp_path: Path, seed: int) -> MainWindow:
    window = make_window(qtbot, tmp_path, seed=seed)
    window.apply_settings(replace(window.session.settings, allow_undo=True))
    return window


def test_the_menu_item_is_disabled_with_the_reason_when_undo_is_off(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=41)
    reach_human_draw(qtbot, window)
    assert window.presenter.draw_stock()
    qtbot.waitUntil(lambda: is_human_turn(window, Phase.DISCARD), timeout=WAIT_MS)
    assert not window.menus.undo.isEnabled()
    assert "Settings" in window.menus.undo.toolTip()
    assert not window.undo()
    window.statusBar().clearMessage()
    window.activateWindow()
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage().startswith("Undo is off")  # it said nothing


def test_taking_the_pile_card_is_undone_and_the_hand_counts_as_assisted(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = _window(qtbot, tmp_path, seed=42)
    _reach_a_draw_that_may_take_the_pile(qtbot, window)
    before = window.session.view()
    order = hand_cards(window)
    assert window.presenter.take_upcard()
    qtbot.waitUntil(lambda: is_human_turn(window, Phase.DISCARD), timeout=WAIT_MS)
    assert window.menus.undo.isEnabled()
    assert "taking the card" in window.menus.undo.toolTip()
    assert window.undo()
    assert window.session.view() == before
    assert hand_cards(window) == order
    assert window.scene.discard.top() is not None
    assert window.session.controller.assisted_hands == {before.hand_number}
    saved = parse_document(window.session.saves.path.read_bytes())
    assert saved.game.history == window.session.game.history
    assert saved.assisted_hands == {before.hand_number}
    assert not window.menus.undo.isEnabled()  # nothing of the user's is left to undo


def test_a_discard_the_computer_has_not_answered_is_undone(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path, seed=43)
    reach_human_draw(qtbot, window)
    assert window.presenter.draw_stock()
    qtbot.waitUntil(lambda: is_human_turn(window, Phase.DISCARD), timeout=WAIT_MS)
    stock_draw = window.session.undo_option()
    assert not stock_draw.possible and "stock" in stock_draw.reason
    gate = GatedPlayer()
    sit(window.session.controller, gate)
    eleven = window.session.view()
    window.presenter.sort_by_suit()  # the user's own order, the card in the middle of it
    ordered = hand_cards(window)
    card = window.scene.hands[Seat.USER].cards[5].card
    try:
        window.presenter.select(card)
        assert window.presenter.discard_selected() or window.presenter.knock()
        qtbot.waitUntil(lambda: window.session.game.actor == Seat.OPPONENT, timeout=WAIT_MS)
        if window.session.phase is not Phase.SHOWDOWN:
            assert window.undo()
            assert window.session.view() == eleven
            assert card in window.session.view().hand
            assert hand_cards(window) == ordered  # back in its place in the user's order
    finally:
        gate.go.set()


def test_reorders_are_undone_one_by_one_back_to_the_last_move(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = _window(qtbot, tmp_path, seed=45)
    reach_human_draw(qtbot, window)
    dealt = hand_cards(window)
    window.presenter.sort_by_rank()
    by_rank = hand_cards(window)
    window.presenter.sort_by_suit()
    assert hand_cards(window) != by_rank  # ten cards sorted by suit and by rank differ
    assert window.session.undo_option().what == "your reordering of the hand"
    assert window.undo()
    assert hand_cards(window) == by_rank
    assert window.undo()  # a second reorder back (it was one step only)
    assert hand_cards(window) == dealt
    assert window.presenter.order_before is None
    option = window.session.undo_option()
    assert not option.possible


def _action_buttons(window: MainWindow) -> set[str]:
    """The ids of the action panel's buttons the user can see now."""
    actions = window.panel.action_panel
    return {key for key, button in window.panel.buttons.items()
            if actions.isAncestorOf(button) and button.isVisible()}


def _usable_buttons(window: MainWindow) -> set[str]:
    """The ids of the action panel's buttons the user can see and click now."""
    buttons = window.panel.buttons
    return {key for key in _action_buttons(window) if buttons[key].isEnabled()}


def _rigged_with_undo(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    window = rigged_window(qtbot, tmp_path)
    window.apply_settings(replace(window.session.settings, allow_undo=True))
    return window


def test_undoing_the_taken_upcard_offers_it_again_with_its_buttons(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Issue 28: after Undo of Take upcard the panel showed Discard, Knock and Gin, all
    disabled, and no Pass: a player using the mouse only could not go on."""
    window = _rigged_with_undo(qtbot, tmp_path)
    assert window.session.phase is Phase.UPCARD_OFFER
    assert _usable_buttons(window) == {"take_upcard", "pass"}
    QTest.mouseClick(window.panel.buttons["take_upcard"], Qt.MouseButton.LeftButton)
    wait_human_turn(qtbot, window, Phase.DISCARD)
    assert _action_buttons(window) == {"discard", "knock", "gin"}
    window.menus.undo.trigger()
    wait_human_turn(qtbot, window, Phase.UPCARD_OFFER)
    assert _action_buttons(window) == {"take_upcard", "pass"}
    assert _usable_buttons(window) == {"take_upcard", "pass"}
    played = len(window.session.game.history)
    QTest.mouseClick(window.panel.buttons["pass"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(window.session.game.history) > played, timeout=WAIT_MS)
    assert window.session.game.history[played] == Pass()
    assert window.session.controller.seats[played] == Seat.USER


def test_the_buttons_follow_the_phase_after_a_refused_and_an_accepted_undo(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A stock draw cannot be undone (the discard's buttons stay); an undone discard brings
    the discard's buttons back, the Discard button working again."""
    window = _rigged_with_undo(qtbot, tmp_path)
    draw_the_first_card(qtbot, window)
    assert isinstance(window.session.game.history[-1], DrawStock)
    assert not window.undo()
    assert _action_buttons(window) == {"discard", "knock", "gin"}
    gate = GatedPlayer()
    sit(window.session.controller, gate)
    try:
        window.presenter.select(Card.parse("Kd"))
        assert "discard" in _usable_buttons(window)
        QTest.mouseClick(window.panel.buttons["discard"], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.session.game.actor == Seat.OPPONENT, timeout=WAIT_MS)
        window.menus.undo.trigger()
        wait_human_turn(qtbot, window, Phase.DISCARD)
        assert _action_buttons(window) == {"discard", "knock", "gin"}
        window.presenter.select(Card.parse("Kd"))
        assert "discard" in _usable_buttons(window)
    finally:
        gate.go.set()


def _reach_a_draw_that_may_take_the_pile(qtbot: QtBot, window: MainWindow) -> None:
    """Play stock draws and discards until the user may take the pile's top card."""
    for _ in range(30):
        reach_human_draw(qtbot, window)
        if TakeDiscard() in window.session.view().legal_actions:
            return
        assert window.presenter.draw_stock()
        qtbot.waitUntil(lambda: is_human_turn(window, Phase.DISCARD), timeout=WAIT_MS)
        discard = next(a for a in window.session.view().legal_actions
                       if isinstance(a, Discard))
        assert window.session.play(discard)
    raise AssertionError("the pile's top card never became takeable")
