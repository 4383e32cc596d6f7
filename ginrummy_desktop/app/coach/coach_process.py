"""The coach's own process: the Hint and Teach me think where the table's GIL is not.

The coach (``ai/coach.py``) is pure Python and CPU-bound. Run in a thread of the GUI's process it
holds the interpreter lock, and every time the table's code calls into Qt and back (a repaint
calls ``boundingRect`` on each card, a move sets dozens of positions) the GUI thread waits for
the lock again: measured from the real window, the event loop stalled 80–300 ms while a hint was
worked out (``benchmarks/coach_in_window.py``). In a process of its own the coach shares no lock
with the table.

One worker process (``spawn``, never ``fork``: the GUI process has threads) is shared by every
:class:`CoachClient` of the application and started on first use, or early with :func:`warm_up`
so the first hint does not wait for it. It imports only the engine and the AI. A client keeps
the latest request only: an answer to an older or cancelled one is dropped. If the process dies
(killed, out of memory), the request fails with a message and the next one starts a new process.
In a frozen bundle the child is the bundle's executable run again, which
``multiprocessing.freeze_support()`` in ``ginrummy_desktop.__main__`` turns into the worker.

The window imports this module before its first paint, the process pool's modules only when the
pool is first made (``multiprocessing`` and ``concurrent.futures.process`` cost the start of
the game about 30 ms and 4 MB), and it warms the process up once the table is painted.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import os
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor

__all__ = ["CoachClient", "shut_down", "warm_up"]

_log = logging.getLogger(__name__)

_POOL: ProcessPoolExecutor | None = None

COACH_NICENESS = 10
"""How much lower the coach's process runs than the table's (``os.nice``)."""


def _start_worker() -> None:
    """In the coach's process, before any work: run at a lower priority, so the table (the
    GUI's process) gets the processor whenever both want it (POSIX only; elsewhere the normal
    priority), and end as soon as the program's process ends, however it ends: a killed
    program must not leave its coach behind (a pool's worker holds both ends of its own job
    queue, so it would otherwise wait for work for ever)."""
    import multiprocessing
    import threading

    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(COACH_NICENESS)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), daemon=True).start()


def _end_with(sentinel: int) -> None:
    import multiprocessing.connection

    multiprocessing.connection.wait([sentinel])
    os._exit(0)


def _pool() -> ProcessPoolExecutor:
    global _POOL
    if _POOL is None:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        _POOL = ProcessPoolExecutor(
            max_workers=1,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_start_worker,
        )
    return _POOL


def _forget_pool() -> None:
    """Drop a broken pool (its process died); the next request starts a new one."""
    global _POOL
    pool, _POOL = _POOL, None
    if pool is not None:
        pool.shutdown(wait=False, cancel_futures=True)


def _ready() -> bool:
    return True


def warm_up() -> None:
    """Start the worker process now (in the background), so the first hint is quick."""
    try:
        _pool().submit(_ready)
    except RuntimeError:  # BrokenProcessPool is one
        _forget_pool()


def shut_down(wait: bool = False) -> None:
    """Let the worker process go; with ``wait``, until it has ended (a job under way is let
    finish, one not started yet is dropped), as the program does before it exits."""
    global _POOL
    pool, _POOL = _POOL, None
    if pool is not None:
        pool.shutdown(wait=wait, cancel_futures=True)


atexit.register(shut_down)


class CoachClient(QObject):
    """Runs one kind of coach work in the coach process, the latest request only.

    Signals (on the GUI thread): ``answered(int, object)`` with the request id and the result,
    ``failed(int, str)`` with a short reason.
    """

    answered = Signal(int, object)
    failed = Signal(int, str)
    _arrived = Signal(int, object, str)  # from the pool's thread; queued to this object's

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._latest = 0
        self._waiting: int | None = None
        self._arrived.connect(self._on_arrived)

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
        self._latest += 1
        request = self._waiting = self._latest
        for attempt in (1, 2):
            try:
                future = _pool().submit(work, *args, **kwargs)
            except RuntimeError as error:  # BrokenProcessPool is one
                _forget_pool()
                if attempt == 2:
                    problem = f"the coach could not start ({error})"
                    self._arrived.emit(request, None, problem)
                    return request
                continue
            future.add_done_callback(partial(self._deliver, request))
            break
        return request

    def cancel(self) -> None:
        """Forget the request under way (its answer, when it comes, is dropped)."""
        self._waiting = None

    def _deliver(self, request: int, future: Future[Any]) -> None:
        """In the pool's thread: pass the outcome to the GUI thread."""
        from concurrent.futures.process import BrokenProcessPool  # imported with the pool

        result, problem = None, ""
        try:
            result = future.result()
        except BrokenProcessPool:  # the pool is broken: the next submit starts a new one
            problem = "the coach's process stopped"
        except Exception as error:  # the coach's own failure: reported, never raised here
            problem = f"{type(error).__name__}: {error}"[:200]
        with contextlib.suppress(RuntimeError):  # the client is gone (its window closed)
            self._arrived.emit(request, result, problem)

    def _on_arrived(self, request: int, result: object, problem: str) -> None:
        if request != self._waiting:
            return  # an older or cancelled request
        self._waiting = None
        if problem:
            _log.warning("coach request failed: %s", problem)
            self.failed.emit(request, problem)
        else:
            self.answered.emit(request, result)
