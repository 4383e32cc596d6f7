"""The computer's seat played in a process of its own: :class:`ProcessSeat`.

The player thinks in ``player_process.py``'s process, so nothing it does (a loop in C code that
holds Python's lock, a huge allocation, a crash) can stall or freeze the table; see that
module for why and how. This side, in the table's process:

* :class:`PlayerHost` keeps the process (one for the whole program, started in the background
  once the table is first painted, :meth:`ProcessSeat.warm_up`, so the first decision does not
  wait for it, and neither does the first paint; the first request starts it if nothing did
  before). ``multiprocessing`` is imported when a process is first started. It sends the
  process one request at a time, the next only once the last is answered, so the pipe never
  fills and the table never waits to write (requests asked meanwhile wait in order; a
  cancelled one is never sent). It reads the answers with a GUI-thread timer (every
  :data:`POLL_MS` while one is awaited) and passes each to the seat that asked. A process that
  died fails the request it had (the seat plays its fallback move, as for any failure) and a
  new one serves the next. :meth:`PlayerHost.replace` gives up a process that overran the
  table's watchdog: it is killed, not waited for.
* :class:`ProcessSeat` is an :class:`~.seats.OpponentSeat`: it asks with the player's spec
  (level, seed, rules) and memory, and keeps the player object of the table's side (its name,
  its memory for the save) in step with the memory each answer brings. An answer to a request
  no longer current is dropped, and so is the memory it brings: the saved memory is that of the
  decisions played.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ...ai import Player
from ...ai.player import memory_of, restore_memory
from ...engine import PlayerView
from ...player_process import Answer, PlayerSpec, Request, serve

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

__all__ = ["POLL_MS", "PlayerHost", "ProcessSeat", "shared_host", "stop_player_process"]

_log = logging.getLogger(__name__)

POLL_MS = 10
"""How often the pipe is read while an answer is awaited."""
_STOP_WAIT_S = 0.5
"""How long a process asked to end is waited for before it is killed."""


class PlayerHost(QObject):
    """The player's process and its pipe (see the module docstring)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process: BaseProcess | None = None
        self._pipe: Connection | None = None
        self._waiting: dict[int, ProcessSeat] = {}
        self._queue: list[Request] = []
        self._in_flight: int | None = None
        self._last = 0
        self.starts = 0
        """How many processes were started (the first included), for tests and the log."""
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._read)

    @property
    def pid(self) -> int | None:
        """The process id of the player's process (None while there is none)."""
        process = self._process
        return process.pid if process is not None and process.is_alive() else None

    def start(self) -> None:
        """Start the process now if there is none (it imports in the background)."""
        if self._process is not None and self._process.is_alive():
            return
        self._forget_process()
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        process = context.Process(target=serve, args=(theirs,), name="ginrummy-player",
                                  daemon=True)
        process.start()
        theirs.close()
        self._process, self._pipe = process, ours
        self.starts += 1
        _log.info("the computer player's process started (pid %s)", process.pid)

    def ask(self, seat: ProcessSeat, spec: PlayerSpec, memory: dict[str, object],
            view: PlayerView) -> int:
        """Ask for ``seat``; the request's number (the answer comes to ``seat``)."""
        self._last += 1
        number = self._last
        self._waiting[number] = seat
        self._queue.append(Request(number, spec, dict(memory), view))
        # sent from the event loop, once the seat knows the request's number: a failure to
        # send (a dead process, a process that cannot start) then reaches it as an answer
        QTimer.singleShot(0, self, self._send_next)
        return number

    def forget(self, number: int) -> None:
        """Drop the seat of request ``number`` (it was cancelled): its answer goes nowhere,
        and it is not sent at all if it was still waiting its turn."""
        self._waiting.pop(number, None)
        self._queue = [request for request in self._queue if request.number != number]

    def _send_next(self) -> None:
        """Send the next request if the process has none (starting one if need be)."""
        while self._in_flight is None and self._queue:
            request = self._queue.pop(0)
            try:
                self.start()
                assert self._pipe is not None
                self._pipe.send(request)
            except Exception as error:  # the process is gone, or cannot be started
                _log.error("the computer player's process cannot be reached: %s", error)
                self._forget_process()
                self._fail(request.number, QCoreApplication.translate(
                    "ProcessSeat", "the computer's process stopped"))
                continue
            self._in_flight = request.number
        if self._in_flight is not None:
            self._timer.start()

    def replace(self) -> None:
        """Give up the process (a player that overran): kill it; the request it had fails,
        and a new process serves the requests waiting their turn."""
        number = self._in_flight
        self._kill()
        if number is not None:
            self._fail(number, QCoreApplication.translate(
                "ProcessSeat", "the computer's process was replaced"))
        self._send_next()

    def shutdown(self) -> None:
        """End the process (the program is closing): asked first, killed if it does not."""
        pipe, process = self._pipe, self._process
        self._pipe = self._process = None
        self._timer.stop()
        self._waiting.clear()
        self._queue.clear()
        self._in_flight = None
        if pipe is not None:
            pipe.close()
        if process is not None:
            process.join(_STOP_WAIT_S)
            if process.is_alive():
                process.kill()
                process.join(_STOP_WAIT_S)

    # --- answers ------------------------------------------------------------------------

    def _read(self) -> None:
        pipe = self._pipe
        if pipe is None:
            self._timer.stop()
            return
        try:
            while pipe.poll():
                self._deliver(pipe.recv())
        except (EOFError, OSError) as error:  # the process died (killed, out of memory)
            _log.error("the computer player's process stopped: %s", error)
            self._lost_process()
            return
        process = self._process
        if process is not None and not process.is_alive():
            _log.error("the computer player's process ended (exit code %s)", process.exitcode)
            self._lost_process()
            return
        self._send_next()
        if self._in_flight is None:
            self._timer.stop()

    def _lost_process(self) -> None:
        """The process died: its request fails, the next starts a new one."""
        number = self._in_flight
        self._forget_process()
        if number is not None:
            self._fail(number, QCoreApplication.translate(
                "ProcessSeat", "the computer's process stopped"))
        self._send_next()

    def _deliver(self, answer: object) -> None:
        if not isinstance(answer, Answer):
            _log.error("the computer player's process sent %.100r", answer)
            return
        if answer.number == self._in_flight:
            self._in_flight = None
        seat = self._waiting.pop(answer.number, None)
        if seat is not None:
            seat.answer(answer)

    def _fail(self, number: int, reason: str) -> None:
        seat = self._waiting.pop(number, None)
        if seat is not None:
            seat.answer(Answer(number, failure=reason))

    def _kill(self) -> None:
        process = self._process
        self._forget_process()
        if process is not None and process.is_alive():
            process.kill()
            process.join(_STOP_WAIT_S)

    def _forget_process(self) -> None:
        pipe = self._pipe
        self._pipe = self._process = None
        self._in_flight = None
        if pipe is not None:
            pipe.close()


_HOST: PlayerHost | None = None


def stop_player_process() -> None:
    """End the program's player process now (the program is exiting), if it was started."""
    global _HOST
    host, _HOST = _HOST, None
    if host is not None:
        host.shutdown()


def shared_host() -> PlayerHost:
    """The program's one player process host, made on first use; its process starts with
    :meth:`ProcessSeat.warm_up` or the first request, whichever comes first."""
    global _HOST
    if _HOST is None:
        _HOST = PlayerHost()
        application = QCoreApplication.instance()
        if application is not None:
            application.aboutToQuit.connect(_HOST.shutdown)
    return _HOST


class ProcessSeat(QObject):
    """The computer's seat, its player thinking in the player's process (an
    :class:`~.seats.OpponentSeat`; see the module docstring)."""

    decided = Signal(int, object)
    """(request id, action): the current request's answer."""
    failed = Signal(int, str)
    """(request id, message): the current request's player failed, or its process did."""

    def __init__(self, player: Player, spec: PlayerSpec, host: PlayerHost | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.player = player
        """The table's copy of the player: its name, and its memory as of the last decision."""
        self.spec = spec
        self._host = host if host is not None else shared_host()
        self._current: int | None = None
        self._shut_down = False

    def warm_up(self) -> None:
        """Start the player's process now, in the background, if there is none, so the first
        decision does not wait for it (the window calls this once the table is painted)."""
        try:
            self._host.start()
        except Exception as error:  # the first request tries again, and fails to the seat
            _log.error("the computer player's process cannot start: %s", error)

    def sit(self, player: Player, spec: PlayerSpec) -> None:
        """Another player takes the seat (a new level, a resumed match); a decision under
        way is the old player's: the controller asks again (``GameController.ask_again``)."""
        self.player, self.spec = player, spec

    def request(self, view: PlayerView) -> int:
        if self._shut_down:
            raise RuntimeError("the computer's seat has been shut down")
        self.cancel()
        self._current = self._host.ask(self, self.spec, memory_of(self.player), view)
        return self._current

    def cancel(self) -> None:
        if self._current is not None:
            self._host.forget(self._current)
        self._current = None

    def is_busy(self) -> bool:
        return self._current is not None

    def restart(self) -> None:
        """The player overran: its process is replaced (it is killed, never waited for); this
        seat's request is forgotten, so it is not sent again to the new process."""
        self.cancel()
        self._host.replace()

    def shutdown(self) -> None:
        """This seat asks no more (the process is the program's and ends with it)."""
        self.cancel()
        self._shut_down = True

    def answer(self, answer: Answer) -> None:
        """An answer from the host: passed on if it answers the current request."""
        if answer.number != self._current:
            return
        self._current = None
        if answer.failure or answer.memory is None:
            self.failed.emit(answer.number, answer.failure or QCoreApplication.translate(
                "ProcessSeat", "the computer sent no memory"))
            return
        try:
            restore_memory(self.player, answer.memory)
        except Exception as error:  # our own process sent it; still, never leave a seat mute
            _log.error("the computer's memory came back unusable: %s", error)
            self.failed.emit(answer.number, QCoreApplication.translate(
                "ProcessSeat", "the computer sent no usable memory"))
            return
        self.decided.emit(answer.number, answer.action)
