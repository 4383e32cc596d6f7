"""The replay viewer from the real window: Game ▸ Hand history… shows the hand just played,
and Play this deal again starts a match with the same cards and dealer, which autosaves and
resumes like any other."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot
from table_helpers import WAIT_MS, is_human_turn, make_window

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.app.match.saves import LoadOutcome, SaveStore, parse_document
from ginrummy_desktop.app.records.replay import replay_game
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.widgets.autopilot import Autopilot
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.app.widgets.replay_dialog import ReplayDialog
from ginrummy_desktop.engine import Deal, Phase


def _play_until(qtbot: QtBot, window: MainWindow, done: Callable[[], bool],
                one_hand: bool = False) -> None:
    """The autopilot plays the user's seat until ``done()`` and the user is to act; with
    ``one_hand`` it stops the moment a hand is scored (so it never deals the next one)."""
    pilot = Autopilot(window, make_player(Level.EASY, 3))
    if one_hand:
        window.session.controller.hand_scored.connect(pilot.stop)
    pilot.start()
    qtbot.waitUntil(lambda: done() and is_human_turn(window), timeout=WAIT_MS * 3)
    pilot.stop()
    if one_hand:
        window.session.controller.hand_scored.disconnect(pilot.stop)


def _hand_over(window: MainWindow) -> bool:
    return window.session.phase in (Phase.HAND_OVER, Phase.GAME_OVER)


def _viewer(window: MainWindow) -> ReplayDialog:
    dialog = window.findChild(ReplayDialog, "ReplayDialog")
    assert isinstance(dialog, ReplayDialog)
    return dialog


def test_the_game_menu_opens_the_hand_just_played(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=31)
    action = window.menus.hand_history
    assert action.shortcut() == QKeySequence("Ctrl+H")
    game_menu = window.menuBar().actions()[0].menu()
    assert isinstance(game_menu, QMenu) and action in game_menu.actions()
    assert action.text() == "&Hand history…"
    action.trigger()
    dialog = _viewer(window)
    assert dialog.isVisible() and not dialog.isModal()
    assert dialog.hand_box.count() == 0  # the hand in play is never shown
    _play_until(qtbot, window, lambda: _hand_over(window), one_hand=True)
    hand = replay_game(window.session.game).hands[0]
    assert dialog.hand_box.count() == 1  # the viewer followed the match
    assert dialog.hand is not None and dialog.hand.steps == hand.steps
    dialog.last()
    assert dialog.table.step is not None and dialog.table.step.result is not None
    path = tmp_path / "hand1.json"
    assert dialog.export_to(path, whole=False)
    assert not window.session.deals.seeds[0].revealed  # an export needs no reveal
    assert (window.session.deals.seeds[0].seed or b"").hex() not in path.read_text()
    exported = parse_document(path.read_bytes())
    assert exported.game.history == window.session.game.history[: hand.end]
    # the match goes on
    assert SaveStore.autosave(window.session.paths.save_file).load().save is not None


def test_play_this_deal_again_deals_the_same_cards_and_resumes(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=32, difficulty=2)
    _play_until(qtbot, window, lambda: _hand_over(window), one_hand=True)
    old = replay_game(window.session.game).hands[0]
    dealt = window.session.game.history[old.start]
    assert isinstance(dealt, Deal)
    window.menus.hand_history.trigger()
    dialog = _viewer(window)
    dialog.level_box.setCurrentIndex(int(Level.HARD) - 1)
    asked: list[bool] = []

    def confirm() -> bool:
        asked.append(True)
        return True

    window.confirm_abandon = confirm  # type: ignore[method-assign]
    assert dialog.play_again()
    controller = window.session.controller
    game = controller.game
    assert asked == [True]  # a match was under way: the window asked first
    assert game.history[1] == dealt and len(game.history) >= 2
    assert game.dealer == old.dealer
    assert (game.hand_of(Seat.USER), game.hand_of(Seat.OPPONENT)) == old.deal.hands
    assert game.view(Seat.USER).discard_pile == old.deal.pile
    assert controller.deals.is_replayed(0) and controller.deals.is_replayed(1)
    assert window.session.level is Level.HARD  # the match's own level ...
    assert window.session.settings == window.session.store.load()  # ... not the user's
    assert window.session.opponent.level is Level.HARD
    assert dialog.match_box.count() == 2  # the abandoned match is now a past one
    assert dialog.hand is None and "A new match has started" in dialog.message.text()
    assert not dialog.isVisible()  # closed: the chosen deal is on the table
    assert window.session.match_under_way()  # New game now asks before throwing it away
    dialog.match_box.setCurrentIndex(1)
    dialog.match_box.activated.emit(1)
    assert dialog.hand is not None and dialog.hand.steps == old.steps
    dialog.close()
    _play_until(qtbot, window, lambda: len(controller.game.history) >= 8)
    before = (controller.game.history, controller.game.view(Seat.USER), controller.deals)
    window.close()
    again = make_window(qtbot, tmp_path, seed=99, difficulty=1)
    assert again.session.load_result.outcome is LoadOutcome.LOADED
    resumed = again.session.controller
    assert (resumed.game.history, resumed.game.view(Seat.USER), resumed.deals) == before
    assert again.session.opponent.level is Level.HARD
    _play_until(qtbot, again, lambda: _hand_over(again), one_hand=True)
    assert again.session.game.results  # and play goes on to the end of the hand


def test_nothing_to_step_through_or_export_before_a_hand_is_finished(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """With no finished hand the viewer offers no step, no slider and no export: each of them
    would act on nothing."""
    window = make_window(qtbot, tmp_path, seed=33)
    window.menus.hand_history.trigger()
    dialog = _viewer(window)
    assert dialog.hand is None
    for button in (dialog.first_button, dialog.back_button, dialog.forward_button,
                   dialog.last_button, dialog.export_hand_button, dialog.export_match_button,
                   dialog.play_button):
        assert not button.isEnabled(), button.text()
    assert not dialog.slider.isEnabled()
