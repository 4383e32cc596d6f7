"""A second process for the Expert's guesses and rollouts: its search on two cores, not one.

The Expert's search (``ai/expert.py``) is pure Python, so one process uses one core. It draws
the random numbers of its guesses one after another, then builds the guessed deals and plays
them out in blocks; with a :class:`RolloutProcess` as its helper, part of each block is built
and played here, in a process of its own, while the search's process draws the next block and
builds and plays the rest. The helper only ever computes ``play_batch``, a pure function of
the batch, so
the Expert's decisions are exactly the same with the helper, without it, or with a helper that
stops, stalls or answers nonsense: in each of those cases the search plays the batch itself.

The process is started with ``spawn`` (never ``fork``: the program has threads), in the
background: until it has said it is ready, searches simply play everything themselves, so
nothing ever waits for it to start. A batch it has not answered within ``timeout_s`` is played
by the search instead, and the helper is stopped (a slow helper would make every block wait);
the next batch starts a new one, up to ``MAX_STARTS`` times in the helper's life. One search
at a time uses it; a second search running at the same moment (another thread) plays alone.
It ends with the program: its end of the pipe sees the program's end close, however the
program ended. In a frozen bundle the child is the bundle's executable run again, which
``multiprocessing.freeze_support()`` in ``ginrummy_desktop.__main__`` turns into the helper.

This module is headless (no Qt) and kept outside ``ai/``, which does no I/O and starts no
processes; the application hands the helper to the Expert it makes.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Sequence
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from .ai.expert import RolloutBatch, play_batch

__all__ = ["MAX_STARTS", "RolloutProcess", "shared_helper", "shut_down"]

_log = logging.getLogger(__name__)

MAX_STARTS = 4
"""How many times one helper starts its process (the first start included) before it gives up
and lets the searches play alone."""
READY = "ready"


def _serve(connection: Connection) -> None:
    """The helper process: say it is ready, then answer each ``(number, batch)`` with
    ``(number, play_batch(batch))`` until the program closes its end (or sends None)."""
    connection.send((READY, os.getpid()))
    while True:
        try:
            message = connection.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        number, batch = message
        connection.send((number, play_batch(batch)))


class _Answer:
    """A batch under way in the helper process (see :class:`RolloutProcess`)."""

    def __init__(self, owner: RolloutProcess | None, number: int) -> None:
        self._owner = owner
        self._number = number

    def result(self) -> Sequence[Sequence[int]] | None:
        owner, self._owner = self._owner, None
        return None if owner is None else owner.receive(self._number)


_NO_ANSWER = _Answer(None, 0)


class RolloutProcess:
    """A helper process for the Expert's rollouts (an ``ai.expert.RolloutHelper``).

    ``start`` sends a batch and returns at once; the answer's ``result()`` waits for it, at
    most ``timeout_s`` seconds, and gives None whenever the helper cannot answer (not ready
    yet, stopped, stalled, busy with another search), which makes the search play the batch
    itself. ``pid`` is the helper process's id once it has said it is ready (None before).
    """

    def __init__(self, timeout_s: float = 2.0) -> None:
        self.timeout_s = timeout_s
        self.pid: int | None = None
        self.starts = 0
        self.answered = 0
        self._lock = threading.Lock()
        self._process: BaseProcess | None = None
        self._connection: Connection | None = None
        self._number = 0

    def start(self, batch: RolloutBatch) -> _Answer:
        """Send ``batch`` to the helper; an answer that is None when it cannot take it now."""
        if not self._lock.acquire(blocking=False):
            return _NO_ANSWER  # another search is using the helper: this one plays alone
        sent = False
        try:
            connection = self._ready_connection()
            if connection is not None:
                self._number += 1
                connection.send((self._number, batch))
                sent = True
        except Exception as error:  # whatever stops the sending, the search plays alone
            self._stop(f"could not be sent a batch ({type(error).__name__})")
        finally:
            if not sent:
                self._lock.release()
        return _Answer(self, self._number) if sent else _NO_ANSWER

    def receive(self, number: int) -> Sequence[Sequence[int]] | None:
        """The helper's answer to batch ``number`` (started by this thread, which holds the
        lock until now), or None; answers to earlier batches still in the pipe are dropped."""
        try:
            return self._wait_for(number)
        finally:
            self._lock.release()

    def _wait_for(self, number: int) -> Sequence[Sequence[int]] | None:
        connection = self._connection
        deadline = time.monotonic() + self.timeout_s
        while connection is not None:
            try:
                if not connection.poll(max(0.0, deadline - time.monotonic())):
                    self._stop(f"did not answer within {self.timeout_s} s")
                    return None
                got, answer = connection.recv()
            except Exception as error:  # whatever the pipe gives instead, the search plays alone
                self._stop(f"stopped ({type(error).__name__})")
                return None
            if got == number:
                self.answered += 1
                return answer  # type: ignore[no-any-return]
        return None

    def _ready_connection(self) -> Connection | None:
        """The pipe to a helper that has said it is ready, starting one when there is none
        (None until it is ready: a start never waits for the process)."""
        if self._process is not None and not self._process.is_alive():
            self._stop("ended")
        if self._connection is None:
            if self.starts >= MAX_STARTS:
                return None
            self._launch()
            return None
        if self.pid is None:
            try:
                if not self._connection.poll(0):
                    return None
                word, pid = self._connection.recv()
            except Exception as error:  # it died while starting, or said something else
                self._stop(f"failed to start ({type(error).__name__})")
                return None
            if word != READY or type(pid) is not int:
                self._stop("spoke before it was ready")
                return None
            self.pid = pid
        return self._connection

    def _launch(self) -> None:
        context = multiprocessing.get_context("spawn")
        mine, theirs = context.Pipe(duplex=True)
        process = context.Process(
            target=_serve, args=(theirs,), name="ginrummy-rollouts", daemon=True
        )
        self.starts += 1
        try:
            process.start()
        except (OSError, RuntimeError) as error:
            _log.warning("the Expert's helper process could not start: %s", error)
            mine.close()
            return
        finally:
            theirs.close()  # the child holds its end: its closing is how the program sees it end
        self._process, self._connection = process, mine

    def _stop(self, why: str) -> None:
        """Let the helper process go (a new one is started on a later batch)."""
        process, connection = self._process, self._connection
        self._process = self._connection = None
        self.pid = None
        if connection is not None:
            with contextlib.suppress(OSError, ValueError):
                connection.close()
        if process is not None:
            if why:
                _log.warning("the Expert's helper process %s; the search plays alone", why)
            with contextlib.suppress(OSError, ValueError, AttributeError):
                process.terminate()
                process.join(1.0)

    def warm_up(self, timeout_s: float = 10.0) -> bool:
        """Start the helper process if it is not running, and wait until it is ready (at most
        ``timeout_s``; 0: only start it); whether it is. Searches never need this (they play
        alone until the helper is ready); the app starts the helper early with it, benchmarks
        and the self-test wait for it."""
        deadline = time.monotonic() + timeout_s
        while True:
            if not self._lock.acquire(blocking=False):
                return True  # a search is using it now
            try:
                if self._ready_connection() is not None:
                    return True
                if self._connection is None and self.starts >= MAX_STARTS:
                    return False
            finally:
                self._lock.release()
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.01)

    def close(self) -> None:
        """Stop the helper process (at exit). A search using it at that moment is given a
        second to finish its block; then the helper is stopped anyway (that search then plays
        alone)."""
        locked = self._lock.acquire(timeout=1.0)
        try:
            connection = self._connection
            if connection is not None:
                with contextlib.suppress(OSError, ValueError):
                    connection.send(None)
            self._stop("")
        finally:
            if locked:
                self._lock.release()


_SHARED: RolloutProcess | None = None
_SHARED_LOCK = threading.Lock()


def shared_helper() -> RolloutProcess | None:
    """The program's one helper process for the Expert, made on first use; None on a machine
    with a single core (a helper there would only take turns with the search)."""
    global _SHARED
    if (os.cpu_count() or 1) < 2:
        return None
    with _SHARED_LOCK:
        if _SHARED is None:
            _SHARED = RolloutProcess()
        return _SHARED


def shut_down() -> None:
    """Stop the shared helper process, if there is one."""
    global _SHARED
    with _SHARED_LOCK:
        helper, _SHARED = _SHARED, None
    if helper is not None:
        helper.close()


atexit.register(shut_down)
