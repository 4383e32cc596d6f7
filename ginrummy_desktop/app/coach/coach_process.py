"""The coach's own process: the Hint and Teach me think where the table's GIL is not.

The coach (``ai/coach.py``) is pure Python and CPU-bound. Run in a thread of the GUI's process it
holds the interpreter lock, and every time the table's code calls into Qt and back (a repaint
calls ``boundingRect`` on each card, a move sets dozens of positions) the GUI thread waits for
the lock again: measured from the real window, the event loop stalled 80–300 ms while a hint was
worked out (``benchmarks/coach_in_window.py``). In a process of its own the coach shares no lock
with the table.

The process is a worker of ``worker_process.py`` (``spawn``, at a lower priority, ending with
the program however it ends; in a frozen bundle the bundle's executable run again, which
``multiprocessing.freeze_support()`` in ``ginrummy_desktop.__main__`` turns into the worker),
running whatever module-level function it is asked (:func:`~ginrummy_desktop.worker_process.call`).
One process, polled from the GUI thread by one host (``shell/worker_host.py``), serves every
:class:`CoachClient` of the application, one request at a time. It is started on first use, or
early with :func:`warm_up` so the first hint does not wait for it. A client keeps the latest
request only: an older or cancelled one is forgotten, never sent if it still waits its turn,
and its answer dropped if it was under way. If the process dies (killed, out of memory), the
request fails with a message and the next one starts a new process. The registry of workers
owns the process: the program's close-down ends it with the others.

The window imports this module before its first paint; ``multiprocessing`` is imported only
when the process is first started (with the pool this module used before, ``multiprocessing``
and ``concurrent.futures.process`` cost the start of the game about 30 ms and 4 MB), and the
window warms the process up once the table is painted.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from ...worker_process import Call, Reply, ReplyKind, Worker, call
from ..shell.worker_host import WorkerHost

__all__ = ["PROCESS_NAME", "CoachClient", "shared_host", "warm_up"]

_log = logging.getLogger(__name__)

PROCESS_NAME = "ginrummy-coach"
"""The coach's process's name (in the registry of workers, and the system's process list)."""

_HOST: WorkerHost | None = None


def shared_host() -> WorkerHost:
    """The coach's one host for the application, made on first use (its process starts with
    :func:`warm_up` or the first request)."""
    global _HOST
    if _HOST is None:
        _HOST = WorkerHost(Worker(PROCESS_NAME, call))
    return _HOST


def warm_up() -> None:
    """Start the coach's process now (in the background), so the first hint is quick."""
    try:
        shared_host().start()
    except Exception as error:  # the first request tries again, and fails to its client
        _log.warning("the coach's process cannot start: %s", error)


class CoachClient(QObject):
    """Runs one kind of coach work in the coach process, the latest request only.

    Signals (on the GUI thread): ``answered(int, object)`` with the request id and the result,
    ``failed(int, str)`` with a short reason (for the log: the window words its own message).
    """

    answered = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None, host: WorkerHost | None = None) -> None:
        super().__init__(parent)
        self._host = host if host is not None else shared_host()
        self._waiting: int | None = None

    def is_busy(self) -> bool:
        """True while the latest request has not been answered (nor cancelled)."""
        return self._waiting is not None

    @property
    def waiting_for(self) -> int | None:
        """The id of the request under way (None when none is)."""
        return self._waiting

    def request(self, work: Callable[..., Any], *args: Any, **kwargs: Any) -> int:
        """Run ``work(*args, **kwargs)`` (a module-level function, its arguments picklable) in
        the coach process; returns the request id (an earlier request is forgotten)."""
        self.cancel()
        self._waiting = self._host.ask(Call(work, args, kwargs), self._on_reply)
        return self._waiting

    def cancel(self) -> None:
        """Forget the request under way (its answer, if it comes, is dropped)."""
        if self._waiting is not None:
            self._host.forget(self._waiting)
        self._waiting = None

    def _on_reply(self, reply: Reply) -> None:
        if reply.number != self._waiting:
            return  # an older or cancelled request
        self._waiting = None
        if reply.kind is ReplyKind.ANSWER:
            self.answered.emit(reply.number, reply.result)
            return
        failed = reply.kind is ReplyKind.FAILURE
        problem = reply.failure if failed else "the coach's process stopped"
        _log.warning("coach request failed: %s", problem)
        self.failed.emit(reply.number, problem)
