"""A worker process seen from the GUI thread: :class:`WorkerHost`.

The table must never wait on a pipe, so a host does not block: :meth:`WorkerHost.ask` submits a
request to its :class:`~ginrummy_desktop.worker_process.Worker` (which sends it at once if the
process is free, else when its turn comes) and returns its number; a GUI-thread timer then
collects the replies every :data:`POLL_MS`, only while something is awaited, and hands each to
the callback given with its request. The number is known to the asker before any reply can
come, a failure to start or reach the process included: that failure is a reply too, collected
on the next tick. :meth:`WorkerHost.forget` cancels a request: its callback is never called.

The worker does the rest (numbering, one request at a time, stale replies dropped, a lost
process replaced; see ``worker_process.py``), and its registry owns the process: the program's
close-down ends it with every other worker. The computer player's seat
(``seats/process_seat.py``) and the coach's client (``coach/coach_process.py``) each keep one
host for the whole program.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer

from ...worker_process import Reply, Worker

__all__ = ["POLL_MS", "WorkerHost"]

POLL_MS = 10
"""How often the pipe is read while a reply is awaited."""


class WorkerHost(QObject):
    """A worker, polled from the GUI thread (see the module docstring)."""

    def __init__(self, worker: Worker, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker = worker
        self._deliveries: dict[int, Callable[[Reply], None]] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    @property
    def pid(self) -> int | None:
        """The process id of the worker's process (None while there is none)."""
        return self.worker.pid

    @property
    def starts(self) -> int:
        """How many processes the worker started (the first included), for tests and logs."""
        return self.worker.starts

    def start(self) -> None:
        """Start the process now if there is none (it imports in the background); raises
        ``OSError`` or ``RuntimeError`` when it cannot (the first request tries again)."""
        self.worker.start()

    def ask(self, payload: Any, deliver: Callable[[Reply], None]) -> int:
        """Submit ``payload``; its number. ``deliver`` gets the reply, on the GUI thread."""
        number = self.worker.submit(payload)
        self._deliveries[number] = deliver
        self._timer.start()
        return number

    def forget(self, number: int) -> None:
        """Cancel request ``number``: its reply, if one comes, goes nowhere."""
        self._deliveries.pop(number, None)
        self.worker.forget(number)

    def replace(self) -> None:
        """Give up the process (its request overran): killed, not waited for; the requests
        waiting their turn go to a new one."""
        self.worker.replace()
        self._timer.start()

    def shutdown(self) -> None:
        """End the process and forget every request."""
        self._timer.stop()
        self._deliveries.clear()
        self.worker.stop()

    def _poll(self) -> None:
        for reply in self.worker.collect():
            deliver = self._deliveries.pop(reply.number, None)
            if deliver is not None:  # a callback may have forgotten a later reply meanwhile
                deliver(reply)
        if not self.worker.busy:  # nothing can come now: a callback left is an orphan's
            self._timer.stop()
            self._deliveries.clear()
