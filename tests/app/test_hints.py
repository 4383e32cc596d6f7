"""Hints at the table: the coach's best move with its reason, off the GUI thread, from the view
only, and counted as an assist; with hints off, no hint and no named best discard."""

from __future__ import annotations

import threading
import time
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot
from table_helpers import WAIT_MS, is_human_turn, make_window, reach_human_draw

from ginrummy_desktop.ai.levels import make_player
from ginrummy_desktop.ai.match import decisions
from ginrummy_desktop.app.hints import _Coach
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.engine import Action, Discard, Game, Knock, Phase, PlayerView


def _to_discard(qtbot: QtBot, window: MainWindow) -> None:
    reach_human_draw(qtbot, window)
    assert window.presenter.draw_stock()
    qtbot.waitUntil(lambda: is_human_turn(window, Phase.DISCARD), timeout=WAIT_MS)


def test_a_hint_names_the_best_discard_selects_it_and_counts_as_assisted(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=51)
    _to_discard(qtbot, window)
    hand = window.controller.view().hand_number
    assert window.panel.buttons["hint"].isEnabled()
    with qtbot.waitSignal(window.hints.ready, timeout=WAIT_MS) as ready:
        assert window.show_hint()
    advice = ready.args[0]
    assert isinstance(advice.action, Discard | Knock)
    text = window.panel.coach_label.text()
    assert text.startswith("<b>Hint: ") and advice.reason[:20] in text
    assert window.presenter.selected == advice.action.card
    assert hand in window.controller.assisted_hands
    assert window.presenter.discard_selected()
    assert window.panel.coach_label.text() == ""  # the table moved on: the hint is gone


def test_the_hint_is_worked_out_in_another_thread_while_the_table_runs(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot, tmp_path, seed=52)
    _to_discard(qtbot, window)
    threads: list[int] = []
    choose = _Coach.choose

    def recording(self: _Coach, view: PlayerView) -> Action:
        threads.append(threading.get_ident())
        time.sleep(0.2)  # a slow hint: the table's timers must still run meanwhile
        return choose(self, view)

    monkeypatch.setattr(_Coach, "choose", recording)
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(5)
    with qtbot.waitSignal(window.hints.ready, timeout=WAIT_MS):
        window.show_hint()
    timer.stop()
    assert threads and threads[0] != threading.get_ident()
    assert len(ticks) >= 10  # 0.2 s and more of a 5 ms timer: the GUI thread never waited


def test_hints_off_means_no_hint_and_no_named_discard(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=53)
    _to_discard(qtbot, window)
    assert "after discarding" in window.panel.deadwood_note.text()
    window.apply_settings(replace(window.settings, hints=False))
    assert "after the best discard" in window.panel.deadwood_note.text()
    assert not window.panel.buttons["hint"].isEnabled()
    assert not window.show_hint()
    assert "Hints are off" in window.statusBar().currentMessage()


def test_the_same_position_always_gets_the_same_hint() -> None:
    # The coach is given the user's PlayerView only (no hidden card can reach it), and its
    # search is count-based: the same view, the same advice.
    game = Game(seed=9)
    player = make_player(2, 1)
    for seat, view in decisions(game):
        if seat == 0 and view.phase is Phase.DISCARD and len(view.legal_actions) > 2:
            break
        game.apply(player.choose(view))
    view = game.view(0)
    assert _Coach().choose(view) == _Coach().choose(view)  # reproducible
