"""On the user's turn the places to play glow: the stock and the pile to draw from, the hand to
discard from; nothing while the computer plays; none at all with the setting off."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from pytestqt.qtbot import QtBot
from table_helpers import WAIT_MS, is_human_turn, make_window, reach_human_draw

from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.settings.values import Settings
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.engine import Phase, TakeDiscard


def _cues(window: MainWindow) -> tuple[bool, bool, bool]:
    scene = window.scene
    return scene.stock.cue, scene.discard.cue, scene.hands[Seat.USER].cue


def test_the_places_to_play_glow_on_the_users_turn(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=14)
    assert Settings().turn_cues  # on by default
    reach_human_draw(qtbot, window)
    view = window.session.view()
    stock, pile, hand = _cues(window)
    assert stock and not hand
    assert pile == (TakeDiscard() in view.legal_actions)
    assert window.presenter.draw_stock()
    qtbot.waitUntil(lambda: is_human_turn(window, Phase.DISCARD), timeout=WAIT_MS)
    assert _cues(window) == (False, False, True)
    window.presenter.select(window.session.view().hand[0])
    window.presenter.discard_selected()
    qtbot.waitUntil(lambda: window.session.game.actor == Seat.OPPONENT
                    or window.session.phase in (Phase.SHOWDOWN, Phase.HAND_OVER),
                    timeout=WAIT_MS)
    if window.session.game.actor == Seat.OPPONENT:
        window.presenter.snapshot()
        assert _cues(window) == (False, False, False)  # the computer's turn: nothing glows


def test_the_cues_can_be_turned_off_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=14)
    reach_human_draw(qtbot, window)
    assert any(_cues(window))
    window.apply_settings(replace(window.session.settings, turn_cues=False))
    assert _cues(window) == (False, False, False)
    assert window.session.store.load().turn_cues is False  # kept for the next start
