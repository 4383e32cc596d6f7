"""AiRunner: answers come back on the GUI thread, stale ones are dropped, failures reported."""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QObject, QThread
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app.seats.thread_seat import AiRunner
from ginrummy_desktop.engine import Action, Game, PlayerView

TIMEOUT_MS = 5000


class FakePlayer:
    """Answers ``answer`` after ``delay`` seconds and notes the thread it ran in."""

    def __init__(self, answer: object, delay: float = 0.0, name: str = "fake") -> None:
        self.name = name
        self.answer = answer
        self.delay = delay
        self.threads: list[int] = []
        self.started = threading.Event()

    def choose(self, view: PlayerView) -> Action:
        self.threads.append(threading.get_ident())
        self.started.set()
        if self.delay:
            time.sleep(self.delay)  # a slow search, in the worker thread only
        return self.answer  # type: ignore[return-value]


class BrokenPlayer:
    name = "broken"

    def choose(self, view: PlayerView) -> Action:
        raise ValueError("no legal action found")


@pytest.fixture
def view() -> PlayerView:
    """The view of the first seat to act (the upcard offer), after the cut and the deal."""
    game = Game(seed=7)
    while game.actor is None:
        game.apply(game.legal_actions()[0])
    return game.view(game.actor)


@pytest.fixture
def runner() -> Iterator[AiRunner]:
    runner = AiRunner()
    yield runner
    runner.shutdown()


def test_round_trip(qtbot: QtBot, runner: AiRunner, view: PlayerView) -> None:
    player = FakePlayer("the action")
    received_in: list[int] = []
    runner.decided.connect(lambda *_: received_in.append(threading.get_ident()))
    with qtbot.waitSignal(runner.decided, timeout=TIMEOUT_MS) as blocker:
        request_id = runner.request(view, player)
        assert runner.is_busy()
    assert blocker.args == [request_id, "the action"]
    assert player.threads and player.threads[0] != threading.get_ident()
    assert received_in == [threading.get_ident()]  # re-emitted on the GUI thread
    assert not runner.is_busy()
    assert runner.current_id is None


def test_the_player_sees_the_view_it_was_given(
    qtbot: QtBot, runner: AiRunner, view: PlayerView
) -> None:
    seen: list[PlayerView] = []

    class Recorder:
        name = "recorder"

        def choose(self, given: PlayerView) -> Action:
            seen.append(given)
            return given.legal_actions[0]

    with qtbot.waitSignal(runner.decided, timeout=TIMEOUT_MS) as blocker:
        runner.request(view, Recorder())
    assert seen == [view]
    assert blocker.args is not None and blocker.args[1] == view.legal_actions[0]


def test_stale_answer_is_dropped(qtbot: QtBot, runner: AiRunner, view: PlayerView) -> None:
    slow = FakePlayer("stale", delay=0.3)
    fast = FakePlayer("fresh")
    answers: list[tuple[int, object]] = []
    runner.decided.connect(lambda request_id, action: answers.append((request_id, action)))
    first = runner.request(view, slow)
    assert slow.started.wait(TIMEOUT_MS / 1000)
    with qtbot.waitSignal(runner.decided, timeout=TIMEOUT_MS) as blocker:
        second = runner.request(view, fast)
    assert blocker.args == [second, "fresh"]
    assert second != first
    assert answers == [(second, "fresh")]
    assert slow.threads and fast.threads  # both ran; only the fresh answer came through


def test_cancel_drops_the_answer(qtbot: QtBot, runner: AiRunner, view: PlayerView) -> None:
    answers: list[object] = []
    runner.decided.connect(lambda _id, action: answers.append(action))
    runner.request(view, FakePlayer("cancelled", delay=0.1))
    runner.cancel()
    assert not runner.is_busy()
    # The worker answers requests in order, so once the next answer is in, the first was seen.
    with qtbot.waitSignal(runner.decided, timeout=TIMEOUT_MS):
        runner.request(view, FakePlayer("next"))
    assert answers == ["next"]


def test_an_answer_after_cancel_is_not_passed_on(qtbot: QtBot, runner: AiRunner) -> None:
    with qtbot.assertNotEmitted(runner.decided), qtbot.assertNotEmitted(runner.failed):
        runner.cancel()
        runner._on_decided(1, "late")
        runner._on_failed(1, "late")


def test_exception_is_reported_as_failed(qtbot: QtBot, runner: AiRunner, view: PlayerView) -> None:
    with qtbot.waitSignal(runner.failed, timeout=TIMEOUT_MS) as blocker:
        request_id = runner.request(view, BrokenPlayer())
    assert blocker.args == [request_id, "ValueError: no legal action found"]
    assert not runner.is_busy()
    # The worker survives a failure and answers the next request.
    with qtbot.waitSignal(runner.decided, timeout=TIMEOUT_MS):
        runner.request(view, FakePlayer("again"))


def test_stale_failure_is_dropped(qtbot: QtBot, runner: AiRunner, view: PlayerView) -> None:
    failures: list[int] = []
    runner.failed.connect(lambda request_id, _message: failures.append(request_id))
    runner.request(view, BrokenPlayer())
    with qtbot.waitSignal(runner.decided, timeout=TIMEOUT_MS):
        runner.request(view, FakePlayer("fine"))
    assert failures == []


def test_shutdown_is_clean(qtbot: QtBot, view: PlayerView) -> None:
    runner = AiRunner()
    assert runner.is_running()
    runner.request(view, FakePlayer("ignored", delay=0.1))
    runner.shutdown()
    assert not runner.is_running()
    assert not runner.is_busy()
    runner.shutdown()  # a second call does nothing
    with pytest.raises(RuntimeError, match="shut down"):
        runner.request(view, FakePlayer("too late"))


def test_worker_lives_in_its_own_thread(runner: AiRunner) -> None:
    worker_thread = runner._worker.thread()
    assert worker_thread is not QThread.currentThread()
    assert worker_thread.objectName() == "ai-worker"


def _watch_thread_at_destruction(runner: AiRunner) -> list[bool]:
    """Whether the runner's thread still ran when the runner's ``destroyed`` handlers ran
    (connected after the runner's own handler, so this sees the thread after it)."""
    thread = runner._thread
    running: list[bool] = []
    runner.destroyed.connect(lambda: running.append(thread.isRunning()))
    return running


def test_runner_deleted_with_its_parent_stops_its_thread(qtbot: QtBot, view: PlayerView) -> None:
    """No shutdown(): deleting the parent must not destroy a running QThread (Qt aborts)."""
    parent = QObject()
    runner = AiRunner(parent)
    running = _watch_thread_at_destruction(runner)
    answers: list[object] = []
    runner.decided.connect(lambda _id, action: answers.append(action))
    slow = FakePlayer("never delivered", delay=0.2)
    runner.request(view, slow)
    assert slow.started.wait(TIMEOUT_MS / 1000)
    with qtbot.waitSignal(parent.destroyed, timeout=TIMEOUT_MS):
        parent.deleteLater()
    assert running == [False]  # stopped before Qt deleted the thread
    qtbot.wait(50)
    assert answers == []


def test_dropped_parentless_runner_stops_its_thread(qtbot: QtBot, view: PlayerView) -> None:
    runner = AiRunner()
    running = _watch_thread_at_destruction(runner)
    with qtbot.waitSignal(runner.decided, timeout=TIMEOUT_MS):
        runner.request(view, FakePlayer("first"))
    runner.request(view, FakePlayer("late", delay=0.1))
    del runner
    gc.collect()
    qtbot.waitUntil(lambda: running == [False], timeout=TIMEOUT_MS)
