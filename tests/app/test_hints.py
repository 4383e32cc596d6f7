"""Hints at the table: the coach's best move with its reason, off the GUI thread, from the view
only, and counted as an assist; with hints off, no hint and no named best discard."""

from __future__ import annotations

import itertools
import math
import os
import re
import signal
import time
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from table_helpers import (
    FIRST_DRAW,
    WAIT_MS,
    draw_the_first_card,
    is_human_turn,
    make_window,
    reach_human_draw,
    rigged_window,
    wait_human_turn,
)

from ginrummy_desktop.ai.coach import Advice, Reason, ReasonKind
from ginrummy_desktop.ai.levels import make_player
from ginrummy_desktop.ai.match import decisions
from ginrummy_desktop.app.coach.coach_process import CoachClient
from ginrummy_desktop.app.coach.hints import best_advice
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.app.words.cards import strip_tags
from ginrummy_desktop.app.words.coach import reason_text
from ginrummy_desktop.engine import Discard, Game, Knock, Phase


def _to_discard(qtbot: QtBot, window: MainWindow) -> None:
    reach_human_draw(qtbot, window)
    assert window.presenter.draw_stock()
    qtbot.waitUntil(lambda: is_human_turn(window, Phase.DISCARD), timeout=WAIT_MS)


def test_a_hint_names_the_best_discard_selects_it_and_counts_as_assisted(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=51)
    _to_discard(qtbot, window)
    hand = window.session.view().hand_number
    assert window.panel.buttons["hint"].isEnabled()
    with qtbot.waitSignal(window.session.hints.ready, timeout=WAIT_MS) as ready:
        assert window.show_hint()
    advice = ready.args[0]
    assert isinstance(advice.action, Discard | Knock)
    text = window.panel.coach_label.text()
    assert text.startswith("<b>Hint: ") and reason_text(advice.reason) in strip_tags(text)
    assert "style='color:" in text  # its cards in their suits' colours
    assert window.presenter.selected == advice.action.card
    assert hand in window.session.controller.assisted_hands
    assert window.presenter.discard_selected()
    assert window.panel.coach_label.text() == ""  # the table moved on: the hint is gone


def test_the_coach_works_in_a_process_of_its_own(qtbot: QtBot) -> None:
    client = CoachClient()
    with qtbot.waitSignal(client.answered, timeout=WAIT_MS) as answered:
        client.request(os.getpid)
    assert answered.args[1] != os.getpid()
    with qtbot.waitSignal(client.failed, timeout=WAIT_MS) as failed:
        client.request(math.sqrt, -1.0)  # the work fails: reported, never raised
    assert "ValueError" in failed.args[1] and not client.is_busy()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX signals")
def test_a_dead_coach_process_is_replaced(qtbot: QtBot) -> None:
    client = CoachClient()
    with qtbot.waitSignal(client.answered, timeout=WAIT_MS) as answered:
        client.request(os.getpid)
    os.kill(answered.args[1], signal.SIGKILL)
    outcomes: list[str] = []
    client.failed.connect(lambda _request, message: outcomes.append(message))
    client.answered.connect(lambda _request, pid: outcomes.append(f"pid {pid}"))
    for _ in range(3):  # the first may still go to the dead process, and fail
        client.request(os.getpid)
        qtbot.waitUntil(lambda: not client.is_busy(), timeout=WAIT_MS)
        if outcomes[-1].startswith("pid"):
            break
    assert outcomes[-1] != f"pid {answered.args[1]}" and outcomes[-1].startswith("pid")
    assert all(o.startswith("pid") or "stopped" in o for o in outcomes)


def test_a_stale_answer_is_dropped(qtbot: QtBot) -> None:
    client = CoachClient()
    answers: list[object] = []
    client.answered.connect(lambda _request, result: answers.append(result))
    client.request(time.sleep, 0.3)
    client.request(os.getpid)  # the latest request only
    qtbot.waitUntil(lambda: not client.is_busy(), timeout=WAIT_MS)
    qtbot.wait(400)
    assert len(answers) == 1 and isinstance(answers[0], int)
    client.request(os.getpid)
    client.cancel()
    qtbot.wait(300)
    assert len(answers) == 1


def test_the_table_runs_while_the_hint_is_worked_out(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=52)
    _to_discard(qtbot, window)
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(5)
    with qtbot.waitSignal(window.session.hints.ready, timeout=WAIT_MS):
        window.show_hint()
    timer.stop()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    assert len(ticks) >= 3 and max(gaps) < 0.25  # the coach holds no lock the table needs


def test_hints_off_means_no_hint_and_no_named_discard(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=53)
    _to_discard(qtbot, window)
    assert "after discarding" in window.panel.deadwood_note.text()
    window.apply_settings(replace(window.session.settings, hints=False))
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
    assert best_advice(view) == best_advice(view)  # reproducible


_TOLD_KEYS = {"Enter": Qt.Key.Key_Return}
"""A key as the hint names it, when its name is not Qt's ("K" is ``Key_K``)."""


def _named_key(hint: str) -> Qt.Key:
    """The key the hint says to press."""
    found = re.search(r"\(press (\S+)\)", hint)
    assert found, hint
    name = found.group(1)
    return _TOLD_KEYS.get(name) or getattr(Qt.Key, f"Key_{name}")


def test_a_knock_hint_names_the_key_that_knocks(qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 41, item 3: Enter right after "Hint: knock, discarding X" discarded X without
    knocking (the hint selects X, and Enter discards the selected card): a knock with one point
    of deadwood was lost so. The hint names the key that plays what it advises, here K, and
    that key knocks with X; a discard's hint names Enter."""
    window = rigged_window(qtbot, tmp_path)
    draw_the_first_card(qtbot, window)
    wait_human_turn(qtbot, window, Phase.DISCARD)
    legal = window.session.view().legal_actions
    knock = Knock(FIRST_DRAW)
    assert knock in legal and Discard(FIRST_DRAW) in legal
    window.session.hint_ready.emit(Advice(Discard(FIRST_DRAW), 0.0, 0.5, (
        Reason(ReasonKind.FAR_FROM_MELDS, card=FIRST_DRAW, deadwood=6),)))
    assert _named_key(strip_tags(window.panel.coach_label.text())) == Qt.Key.Key_Return
    window.session.hint_ready.emit(Advice(knock, 0.0, 0.9, (
        Reason(ReasonKind.KNOCK, card=FIRST_DRAW, deadwood=6),)))
    hint = strip_tags(window.panel.coach_label.text())
    assert hint.startswith("Hint: knock, discarding K♦") and window.presenter.selected == FIRST_DRAW
    window.view.setFocus()
    QTest.keyClick(window.view, _named_key(hint))
    qtbot.waitUntil(lambda: window.session.view().knocker == Seat.USER, timeout=WAIT_MS)
    assert FIRST_DRAW not in window.session.view().hand
