"""A second process for the Expert's guesses and rollouts: its search on two cores, not one.

The Expert's search (``ai/expert.py``) is pure Python, so one process uses one core. It draws
the random numbers of its guesses one after another, then builds the guessed deals and plays
them out in blocks; with a :class:`RolloutProcess` as its helper, part of each block is built
and played here, in a process of its own, while the search's process draws the next block and
builds and plays the rest. The helper only ever computes ``play_batch``, a pure function of
the batch, so
the Expert's decisions are exactly the same with the helper, without it, or with a helper that
stops, stalls or answers nonsense: in each of those cases the search plays the batch itself.

The process is a worker of ``worker_process.py`` serving :func:`~.ai.expert.play_batch`
(``spawn``, never ``fork``: the program has threads; it ends with the program however the
program ends, and in a frozen bundle the child is the bundle's executable run again, which
``multiprocessing.freeze_support()`` in ``ginrummy_desktop.__main__`` turns into the worker).
It starts in the background: until it has said it is ready, searches simply play everything
themselves, so nothing ever waits for it to start. A batch it has not answered within
``timeout_s`` is played by the search instead, and the process is given up (a slow helper would
make every block wait; the late answer is never used); the next batch starts a new one, up to
``MAX_STARTS`` times in the helper's life. One search at a time uses it; a second search running
at the same moment (another thread) plays alone. In the application the helper runs in the
player's process and runs no lower than it (``worker_process`` lowers a worker's worker no
further).

This module is headless (no Qt) and kept outside ``ai/``, which does no I/O and starts no
processes; the application hands the helper to the Expert it makes.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Sequence

from .ai.expert import RolloutBatch, play_batch
from .worker_process import ReplyKind, Worker

__all__ = ["MAX_STARTS", "PROCESS_NAME", "RolloutProcess", "shared_helper", "shut_down"]

_log = logging.getLogger(__name__)

MAX_STARTS = 4
"""How many times one helper starts its process (the first start included) before it gives up
and lets the searches play alone."""
PROCESS_NAME = "ginrummy-rollouts"
"""The helper's process's name (in the registry of workers, and the system's process list)."""


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
    yet, stopped, stalled, busy with another search, or its ``play_batch`` raised), which makes
    the search play the batch itself. ``pid`` is the helper process's id once it has said it
    is ready (None before).
    """

    def __init__(self, timeout_s: float = 2.0) -> None:
        self.timeout_s = timeout_s
        self.answered = 0
        self._lock = threading.Lock()
        self._worker = Worker(PROCESS_NAME, play_batch)

    @property
    def pid(self) -> int | None:
        """The helper process's id, once it has said it is ready."""
        return self._worker.pid if self._worker.ready else None

    @property
    def starts(self) -> int:
        """How many times the helper started its process (the first start included)."""
        return self._worker.starts

    def start(self, batch: RolloutBatch) -> _Answer:
        """Send ``batch`` to the helper; an answer that is None when it cannot take it now."""
        if not self._lock.acquire(blocking=False):
            return _NO_ANSWER  # another search is using the helper: this one plays alone
        try:
            if self._usable():  # a failure to send comes back as the batch's reply
                return _Answer(self, self._worker.submit(batch))  # the lock is kept until then
        except Exception as error:  # whatever stops the sending, the search plays alone
            _log.warning("the Expert's helper could not be sent a batch: %s", error)
        self._lock.release()
        return _NO_ANSWER

    def receive(self, number: int) -> Sequence[Sequence[int]] | None:
        """The helper's answer to batch ``number`` (started by this thread, which holds the
        lock until now), or None."""
        try:
            return self._wait_for(number)
        finally:
            self._lock.release()

    def _wait_for(self, number: int) -> Sequence[Sequence[int]] | None:
        worker = self._worker
        reply = worker.wait_for(number, self.timeout_s)
        if reply is None:  # too slow: its answer would come too late for every later block
            _log.warning("the Expert's helper process did not answer within %s s; the search"
                         " plays alone", self.timeout_s)
            worker.forget(number)
            worker.replace()
            return None
        if reply.kind is not ReplyKind.ANSWER:
            _log.warning("the Expert's helper could not play a batch (%s); the search plays"
                         " alone", reply.failure or reply.kind.value)
            return None
        self.answered += 1
        return reply.result  # type: ignore[no-any-return]

    def _usable(self) -> bool:
        """Whether the helper's process is ready now; one is started when there is none (it
        is not waited for: until it is ready, the searches play alone), unless the helper has
        given up (:data:`MAX_STARTS`)."""
        worker = self._worker
        worker.collect()  # takes in its Ready, or notices that it ended
        if worker.running:
            return worker.ready
        if worker.starts < MAX_STARTS:
            try:
                worker.start()
            except Exception as error:  # whatever stops the start, the search plays alone
                _log.warning("the Expert's helper process could not start: %s", error)
        return False

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
                if self._usable():
                    return True
                if not self._worker.running and self._worker.starts >= MAX_STARTS:
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
            self._worker.stop()
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
    """Stop the shared helper process, if there is one, and forget the helper (at exit the
    registry of workers ends its process anyway)."""
    global _SHARED
    with _SHARED_LOCK:
        helper, _SHARED = _SHARED, None
    if helper is not None:
        helper.close()

