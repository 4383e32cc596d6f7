"""A whole match reviewed in the background: :class:`ReviewRun`.

A hand's review (``ai/review.py``) is seconds of pure-Python search, so it never runs on the
GUI thread: each hand is a request to a worker process (``worker_process.py``: ``spawn``, a
lower priority, ended with the program), polled from the GUI thread by a
:class:`~ginrummy_desktop.app.shell.worker_host.WorkerHost`, which never waits on a pipe; the
table stays playable while a match is reviewed. Two processes (:data:`PROCESS_NAMES`), made
once for the application (:func:`shared_hosts`) and ended with every other worker at the
program's close-down, review two hands at once: each is given one hand at a time, the next hand
going to whichever is free first. The request is a plain call of
:func:`~ginrummy_desktop.ai.review.review_hand`, a pure function of the rules, the match's
actions, the hand's number and the settings, so a hand's review is the same in either process
and in whatever order the hands finish; the run hands them on in the match's order, holding
back one that finished before an earlier hand.

Only the hands dealt are reviewed (:func:`~ginrummy_desktop.ai.review.hand_count`); a match in
progress is reviewed as far as it went when the run was made (its actions are taken then).

A review stored before under the same key (``review_store.py``: the match, the settings, the
review's version) is served from the store without any process; a new one is stored once
finished. A hand whose request fails (the review raised, or its process was lost) is tried
once more on the other process; failing again, the run stops with :attr:`ReviewRun.failed`.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTimer, Signal

from ...ai.review import HandReview, ReviewSettings, hand_count, review_hand
from ...engine import Game
from ...worker_process import Call, Reply, ReplyKind, Worker, call
from ..shell.worker_host import WorkerHost
from .review_store import ReviewStore, review_key

__all__ = ["PROCESS_NAMES", "ReviewRun", "shared_hosts", "warm_up"]

_log = logging.getLogger(__name__)

PROCESS_NAMES = ("ginrummy-review-1", "ginrummy-review-2")
"""The review's processes' names (in the registry of workers, and the system's process list):
two, one a core of a two-core machine, the table's own process aside."""
TRIES = 2
"""How many times a hand is asked for before the run gives up (the second on the other
process)."""

_HOSTS: tuple[WorkerHost, ...] | None = None


def shared_hosts() -> tuple[WorkerHost, ...]:
    """The review's hosts for the application, made on first use (their processes start with
    :func:`warm_up` or the first request; the registry of workers ends them)."""
    global _HOSTS
    if _HOSTS is None:
        _HOSTS = tuple(WorkerHost(Worker(name, call)) for name in PROCESS_NAMES)
    return _HOSTS


def warm_up() -> None:
    """Start the review's processes now (in the background), so the first hands do not wait
    for them to import."""
    for host in shared_hosts():
        try:
            host.start()
        except Exception as error:  # the first request tries again, and fails to its run
            _log.warning("a review process cannot start: %s", error)


@dataclass(frozen=True, slots=True)
class _Job:
    """Hand ``hand`` to review, on host ``host`` only (None: any), for the ``attempt``-th time."""

    hand: int
    host: int | None = None
    attempt: int = 1


class ReviewRun(QObject):
    """One match's review, hand by hand, in the background (see the module docstring).

    Signals, all on the GUI thread and never from within :meth:`start`:
    ``handReviewed(HandReview)`` for each hand, in the match's order; ``progress(done, all)``
    after each hand reviewed (``done`` counts the hands reviewed whatever their order, so it may
    run ahead of ``handReviewed``; ``progress(0, all)`` first); ``finished(tuple)`` with every
    hand, in order, once all are; ``failed(str)``, a sentence for the player, when a hand
    could not be reviewed twice. After :meth:`cancel`, after ``finished`` or ``failed``, no
    signal comes.
    """

    handReviewed = Signal(object)
    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, game: Game, settings: ReviewSettings, parent: QObject | None = None, *,
                 store: ReviewStore | None = None,
                 hosts: Sequence[WorkerHost] | None = None) -> None:
        super().__init__(parent)
        if hosts is not None and not hosts:
            raise ValueError("a review needs at least one host")
        self._rules = game.rules
        self._actions = game.history
        self._settings = settings
        self._key = review_key(game, settings)
        self._total = hand_count(self._rules, self._actions)
        self._store = store if store is not None else ReviewStore.default()
        self._given_hosts = tuple(hosts) if hosts is not None else None
        self._hosts: tuple[WorkerHost, ...] = ()
        self._queue: deque[_Job] = deque()
        self._busy: dict[int, tuple[int, _Job]] = {}
        self._reviewed: dict[int, HandReview] = {}
        self._in_order: list[HandReview] = []
        self._started = False
        self._over = False
        self._done = False
        self.destroyed.connect(partial(_forget_all, self._busy, self._given_hosts))

    @property
    def key(self) -> str:
        """The review's key in the store (``review_store.review_key``)."""
        return self._key

    @property
    def total(self) -> int:
        """How many hands the run reviews (those dealt)."""
        return self._total

    @property
    def hands(self) -> tuple[HandReview, ...]:
        """The hands handed on so far, in order."""
        return tuple(self._in_order)

    @property
    def done(self) -> bool:
        """Every hand is reviewed (``finished`` was emitted)."""
        return self._done

    def start(self) -> None:
        """Begin: a stored review is handed on at once (from the event loop), else the hands
        are asked of the processes. A second call, or one after :meth:`cancel`, does nothing."""
        if self._started or self._over:
            return
        self._started = True
        stored = self._store.load(self._key)
        if stored is not None and len(stored) == self._total:
            QTimer.singleShot(0, self, partial(self._serve, stored))
            return
        if self._total == 0:
            QTimer.singleShot(0, self, partial(self._serve, ()))
            return
        self._hosts = self._given_hosts if self._given_hosts is not None else shared_hosts()
        self._queue.extend(_Job(number) for number in range(1, self._total + 1))
        QTimer.singleShot(0, self, self._announce)
        self._dispatch()

    def cancel(self) -> None:
        """Forget every request (a hand under way still finishes in its process, unheard); no
        signal comes after this."""
        self._over = True
        self._queue.clear()
        for index, (number, _job) in list(self._busy.items()):
            self._hosts[index].forget(number)
        self._busy.clear()

    # --- inside -------------------------------------------------------------------------

    def _announce(self) -> None:
        if not self._over and not self._reviewed:
            self.progress.emit(0, self._total)

    def _serve(self, hands: tuple[HandReview, ...]) -> None:
        """Hand on a stored review (or a match with no hand dealt), all at once."""
        if not self._over:
            self.progress.emit(0, self._total)
        for done, hand in enumerate(hands, start=1):
            if self._over:
                return
            self._reviewed[hand.number] = hand
            self._in_order.append(hand)
            self.handReviewed.emit(hand)
            if not self._over:
                self.progress.emit(done, self._total)
        if not self._over:
            self._finish(save=False)

    def _dispatch(self) -> None:
        """Give each free host the first hand it may take."""
        for index, host in enumerate(self._hosts):
            if self._over or index in self._busy:
                continue
            job = next((j for j in self._queue if j.host in (None, index)), None)
            if job is None:
                continue
            self._queue.remove(job)
            payload = Call(review_hand, (self._rules, self._actions, job.hand, self._settings))
            number = host.ask(payload, partial(self._on_reply, index, job))
            self._busy[index] = (number, job)

    def _on_reply(self, index: int, job: _Job, reply: Reply) -> None:
        """A host's reply (never raises into the host's timer)."""
        if self._over or self._busy.get(index, (None, job))[0] != reply.number:
            return
        del self._busy[index]
        try:
            result = reply.result
            if (reply.kind is ReplyKind.ANSWER and isinstance(result, HandReview)
                    and result.number == job.hand):
                self._take(result)
            else:
                self._retry(index, job, reply)
            if not self._over:
                self._dispatch()
        except Exception:
            _log.exception("the review of hand %d went wrong", job.hand)
            self._fail(job.hand, _problem_text(job.hand))

    def _take(self, hand: HandReview) -> None:
        """Keep ``hand``; hand on every hand now in order; finish when all are."""
        self._reviewed[hand.number] = hand
        while not self._over and (ready := self._reviewed.get(len(self._in_order) + 1)):
            self._in_order.append(ready)
            self.handReviewed.emit(ready)
        if self._over:
            return
        self.progress.emit(len(self._reviewed), self._total)
        if not self._over and len(self._in_order) == self._total:
            self._finish(save=True)

    def _retry(self, index: int, job: _Job, reply: Reply) -> None:
        """Ask for a failed hand again, on the other host; give up after :data:`TRIES`."""
        why = reply.failure if reply.kind is ReplyKind.FAILURE else reply.kind.value
        if reply.kind is ReplyKind.ANSWER:
            why = f"an answer that is not hand {job.hand}'s review"
        _log.warning("review of hand %d failed (try %d): %s", job.hand, job.attempt, why)
        if job.attempt < TRIES:
            other = (index + 1) % len(self._hosts)
            self._queue.appendleft(_Job(job.hand, other, job.attempt + 1))
            return
        lost = reply.kind in (ReplyKind.PROCESS_STOPPED, ReplyKind.PROCESS_REPLACED)
        self._fail(job.hand, _lost_text(job.hand) if lost else _problem_text(job.hand))

    def _fail(self, hand: int, sentence: str) -> None:
        _log.error("the review stopped at hand %d", hand)
        self.cancel()
        self.failed.emit(sentence)

    def _finish(self, *, save: bool) -> None:
        hands = tuple(self._in_order)
        self._over = self._done = True
        if save and not self._store.save(self._key, hands):
            _log.warning("the review of %d hands was not stored", len(hands))
        self.finished.emit(hands)


def _forget_all(busy: dict[int, tuple[int, _Job]], hosts: tuple[WorkerHost, ...] | None,
                *_destroyed: object) -> None:
    """A run is deleted: its requests are forgotten, so no reply reaches it."""
    chosen = hosts if hosts is not None else _HOSTS
    if chosen is None:
        return
    for index, (number, _job) in list(busy.items()):
        chosen[index].forget(number)
    busy.clear()


def _problem_text(hand: int) -> str:
    return QCoreApplication.translate(
        "Review", "The review stopped: hand {number} could not be reviewed.").format(
        number=QLocale().toString(hand))


def _lost_text(hand: int) -> str:
    return QCoreApplication.translate(
        "Review", "The review stopped: the process reviewing hand {number} ended "
        "unexpectedly.").format(number=QLocale().toString(hand))
