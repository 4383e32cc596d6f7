"""The test-only seat: a player thinking in a worker thread of the table's own process.

The program never sits this seat: the computer plays in a process of its own
(``seats/process_seat.py``), which nothing it does can stall. The tests sit it for players
written in the test itself (scripted, raising, stuck, hostile) that cannot be sent to another
process, and it is kept to the same :class:`~.seat.OpponentSeat` contract. Its parts:
:class:`AiRunner` (GUI thread), :class:`AiWorker` and :class:`ThreadSeat`.

``AiRunner.request(view, player)`` gives the request a new id and sends the frozen view and the
player to the worker by a queued signal. The worker calls ``player.choose(view)`` in its own
thread and answers ``decided(id, action)``, or ``failed(id, message)`` if the player raised. The
runner passes an answer on through its own ``decided`` / ``failed`` only when the id is still the
current one: an answer to an earlier request, or one made before :meth:`AiRunner.cancel` (a new
hand, a new game, the window closing), is dropped. The runner is the one keeper of the request
id: its users ask :meth:`AiRunner.is_busy` and trust that an answer they get is current.

The threading trap (``docs/toolchain.md``, "Threads"): with PySide6 a signal emitted in a worker
thread runs a lambda, a free function or even a queued free function in the *worker* thread.
Only a bound method of a QObject that lives in the GUI thread is called in the GUI thread. So the
worker's signals are connected to the runner's bound methods, and the runner's signals are
emitted from those methods, in the GUI thread; listeners of the runner may be anything.

A player can never take the program down or hold it up. The worker catches *every* exception
of ``choose``, ``SystemExit`` and ``KeyboardInterrupt`` included, and reports it. A thread whose
player does not return cannot be killed (Python threads cannot be), so it is *abandoned*: its
answers are disconnected, it is kept referenced so Qt never destroys a running thread (which
aborts the process), and a new worker thread takes over (:meth:`AiRunner.restart`). Shutting down
waits at most :data:`SHUTDOWN_WAIT_MS` for the player before abandoning it, so closing the window
is never held up; ``main()`` then ends the process without waiting for such a thread
(:func:`abandoned_threads_running`).

Rules kept here: the worker gets frozen inputs only (``PlayerView`` is frozen; the player is
used by one request at a time, as requests queue in the worker thread), it never touches a
widget, and it never sleeps: a "thinking" pause is the caller's GUI-thread timer.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from ...ai.player import Player
from ...engine import PlayerView
from ...worker_process import failure_text

if TYPE_CHECKING:
    from .opponent import Opponent

__all__ = [
    "SHUTDOWN_WAIT_MS",
    "AiRunner",
    "AiWorker",
    "ThreadSeat",
    "abandoned_threads_running",
]

_log = logging.getLogger(__name__)

SHUTDOWN_WAIT_MS = 500
"""How long shutting down waits for a player that is still thinking before abandoning it."""

_ABANDONED: list[tuple[QThread, QObject]] = []
"""Worker threads (and their workers) whose player would not stop, kept alive on purpose."""


def abandoned_threads_running() -> int:
    """How many abandoned worker threads are still inside a player's ``choose``."""
    return sum(1 for thread, _worker in _ABANDONED if thread.isRunning())


class AiWorker(QObject):
    """Lives in the runner's thread and runs one ``player.choose(view)`` per request."""

    decided = Signal(int, object)
    """(request id, action)"""
    failed = Signal(int, str)
    """(request id, message)"""

    @Slot(int, object, object)
    def think(self, request_id: int, view: PlayerView, player: Player) -> None:
        """Choose for ``view``; report the action, or the exception as a message."""
        try:
            action = player.choose(view)
        except BaseException as error:  # even SystemExit: a player never ends the program
            _log.error("computer player failed on request %d", request_id, exc_info=error)
            self.failed.emit(request_id, failure_text(error))
            return
        self.decided.emit(request_id, action)


class AiRunner(QObject):
    """Owns one worker thread; re-emits the worker's answers to the current request only.

    Call :meth:`shutdown` when the runner is no longer wanted (a window's ``closeEvent``);
    application quit calls it too. Qt aborts the process when a running ``QThread`` is
    destroyed, so a runner destroyed without it (its parent deleted, or the last Python
    reference to a parentless runner dropped) still stops its thread and waits for it, from
    its ``destroyed`` signal, before the thread, its child, is deleted.
    """

    decided = Signal(int, object)
    """(request id, action): the current request's answer, in the GUI thread."""
    failed = Signal(int, str)
    """(request id, message): the current request's player raised an exception."""

    _ask = Signal(int, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._last_id = 0
        self._current: int | None = None
        self._thread, self._worker = self._start_worker()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    def _start_worker(self) -> tuple[QThread, AiWorker]:
        thread = QThread(self)
        thread.setObjectName("ai-worker")
        worker = AiWorker()
        worker.moveToThread(thread)
        self._ask.connect(worker.think)
        worker.decided.connect(self._on_decided)
        worker.failed.connect(self._on_failed)
        thread.finished.connect(worker.deleteLater)
        # Emitted (in the GUI thread) by ~QObject before the children, the thread among
        # them, are deleted; a bound method of self cannot run then, so a closure over the
        # thread does the stopping.
        self.destroyed.connect(_thread_stopper(thread, worker))
        thread.start()
        return thread, worker

    # --- public ---------------------------------------------------------------------------

    @property
    def current_id(self) -> int | None:
        """The id whose answer is awaited, or None."""
        return self._current

    def is_busy(self) -> bool:
        """True while an answer to the current request is awaited."""
        return self._current is not None

    def is_running(self) -> bool:
        """True until :meth:`shutdown`."""
        return self._thread.isRunning()

    def request(self, view: PlayerView, player: Player) -> int:
        """Ask ``player`` to choose for ``view`` in the worker thread; return the request id.

        A new request makes any earlier one stale.
        """
        if not self._thread.isRunning():
            raise RuntimeError("the AI runner has been shut down")
        self._last_id += 1
        self._current = self._last_id
        self._ask.emit(self._current, view, player)
        return self._current

    def cancel(self) -> None:
        """Forget the current request: its answer will be dropped."""
        self._current = None

    def shutdown(self) -> None:
        """Cancel and stop the thread: a player still thinking gets :data:`SHUTDOWN_WAIT_MS`
        to finish, and is abandoned after that."""
        self.cancel()
        _stop(self._thread, self._worker)

    def restart(self) -> None:
        """Abandon the worker thread (its player does not answer) and start a fresh one."""
        self.cancel()
        if not self._thread.isRunning():
            raise RuntimeError("the AI runner has been shut down")
        old_thread, old_worker = self._thread, self._worker
        self._ask.disconnect(old_worker.think)
        _abandon(old_thread, old_worker)
        self._thread, self._worker = self._start_worker()

    def __del__(self) -> None:
        # A parentless runner dropped without shutdown(): stop the thread while this object
        # and its connections are still whole, before Python and Qt take them apart (a worker
        # answering into a half-destroyed runner crashes PySide).
        # A runner with a parent lives on in C++ and is stopped by its ``destroyed`` handler.
        if shiboken6.isValid(self) and self.parent() is None and shiboken6.isValid(self._thread):
            _stop(self._thread, self._worker)

    # --- answers from the worker (bound methods of a GUI-thread QObject) ----------------

    @Slot(int, object)
    def _on_decided(self, request_id: int, action: object) -> None:
        if request_id != self._current:
            return
        self._current = None
        self.decided.emit(request_id, action)

    @Slot(int, str)
    def _on_failed(self, request_id: int, message: str) -> None:
        if request_id != self._current:
            return
        self._current = None
        self.failed.emit(request_id, message)


def _stop(thread: QThread, worker: QObject) -> None:
    """End ``thread``'s event loop and wait for it a little; abandon it if its player is
    still thinking after :data:`SHUTDOWN_WAIT_MS`."""
    if not shiboken6.isValid(thread) or not thread.isRunning():
        return
    thread.quit()
    if not thread.wait(SHUTDOWN_WAIT_MS):
        _log.warning("the computer player did not stop within %d ms; abandoning its thread",
                     SHUTDOWN_WAIT_MS)
        _abandon(thread, worker)


def _abandon(thread: QThread, worker: QObject) -> None:
    """Let ``thread`` run on and keep it alive until it ends by itself (its answer, if it
    ever comes, carries a request id that is no longer current and is dropped)."""
    thread.quit()  # its event loop ends as soon as the player returns
    thread.setParent(None)
    _ABANDONED.append((thread, worker))


def _thread_stopper(thread: QThread, worker: QObject) -> Callable[[], None]:
    """A slot for the runner's ``destroyed``: stop ``thread`` before Qt deletes it."""

    def stop() -> None:
        _stop(thread, worker)

    return stop



class ThreadSeat(QObject):
    """The computer's seat played by a :class:`Player` in a worker thread: an
    :class:`~.seats.OpponentSeat` over an :class:`AiRunner`.

    ``player`` may be changed at any time (a new level); the controller is then told to ask
    again (``GameController.ask_again``), since a decision under way was the old player's.
    """

    decided = Signal(int, object)
    """(request id, action): the current request's answer, in the GUI thread."""
    failed = Signal(int, str)
    """(request id, message): the current request's player failed."""

    def __init__(self, player: Player, runner: AiRunner | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.runner = runner if runner is not None else AiRunner(self)
        self.runner.decided.connect(self.decided)
        self.runner.failed.connect(self.failed)

    def sit(self, opponent: Opponent) -> None:
        """Another player takes the seat (the controller then asks again)."""
        self.player = opponent.player

    def warm_up(self) -> None:
        """Nothing to start ahead: the worker thread runs from the seat's making."""

    def request(self, view: PlayerView) -> int:
        """Ask the player to choose for ``view``; the request's id (RuntimeError once shut
        down)."""
        return self.runner.request(view, self.player)

    def cancel(self) -> None:
        self.runner.cancel()

    def is_busy(self) -> bool:
        return self.runner.is_busy()

    def restart(self) -> None:
        """Abandon a player that does not answer, for a fresh thread."""
        self.runner.restart()

    def shutdown(self) -> None:
        self.runner.shutdown()
