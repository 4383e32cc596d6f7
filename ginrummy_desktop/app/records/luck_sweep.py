"""The luck of every recorded match, measured in the background: :class:`LuckSweep`.

The Statistics window's luck is over the matches reviewed; a player who reviewed few sees little.
The sweep measures the rest: each match the review figures are over that has no review yet, or
only one made by an older review (``StatsDB.unreviewed``: ended, not counted apart, with a hand
and a record; the oldest first, at most ``review_records.MOST_UNREVIEWED`` a sweep), one match
after another, each a :class:`~.review_runner.ReviewRun` of the luck alone
(:data:`LUCK_SETTINGS`: no decision valued, a fraction of a full review's time) in the review's
worker processes, so the table and the window stay live. Each match measured is recorded at
once as a luck review (``StatsRecorder.record_review``), so a sweep cut short keeps what it
measured and the next one goes on from there; a full review the player makes meanwhile is never
replaced by it, while an older review's row, full or not, is.

A match's record becomes a game the way the hand history opens it (``history.PastMatches``); a
match whose record cannot be read, or whose review fails, is passed over (counted as not
measured, logged) and the sweep goes on. The hands reviewed are not kept in the review store:
only their figures matter here, and a sweep of hundreds of matches would push out of the store
the full reviews the player opens again.

Signals, never from within :meth:`LuckSweep.start`: ``progress(done, total)`` as each match is
done (measured or passed over; ``progress(0, total)`` first); ``finished(measured, failed)``
once every match is done. After :meth:`LuckSweep.cancel` no signal comes.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Sequence
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from ...ai.review import HandReview, ReviewSettings
from ..shell.worker_host import WorkerHost
from .history import HistoryFileError, PastMatch, PastMatches
from .review_records import MOST_UNREVIEWED
from .review_runner import ReviewRun
from .review_store import ReviewStore
from .stats_recorder import StatsRecorder

__all__ = ["LUCK_SETTINGS", "LuckSweep"]

_log = logging.getLogger(__name__)

LUCK_SETTINGS = ReviewSettings(seats=frozenset(), luck=True)
"""A review of the luck alone: both seats' draws and deals, no decision valued."""


class _Unkept(ReviewStore):
    """A review store that keeps nothing (module docstring)."""

    def __init__(self) -> None:
        super().__init__(Path())

    def load(self, key: str) -> tuple[HandReview, ...] | None:
        return None

    def save(self, key: str, hands: Sequence[HandReview]) -> bool:
        return True


class LuckSweep(QObject):
    """Measures the luck of every match ``recorder`` has that has no review yet (module
    docstring). ``settings`` and ``hosts`` are the runs' (the tests' smaller and in-process
    ones)."""

    progress = Signal(int, int)
    finished = Signal(int, int)

    def __init__(self, recorder: StatsRecorder, parent: QObject | None = None, *,
                 settings: ReviewSettings = LUCK_SETTINGS,
                 hosts: Sequence[WorkerHost] | None = None) -> None:
        super().__init__(parent)
        self._recorder = recorder
        self._settings = settings
        self._hosts = hosts
        self._to_do: deque[str] = deque()
        self._total = self._measured = self._failed = 0
        self._run: ReviewRun | None = None
        self._running = False

    @property
    def running(self) -> bool:
        """Started, and neither finished nor cancelled."""
        return self._running

    @property
    def total(self) -> int:
        """How many matches the sweep measures."""
        return self._total

    @property
    def done(self) -> int:
        """How many of them are done (measured or passed over)."""
        return self._measured + self._failed

    def start(self) -> int:
        """Begin (a second call while running does nothing); how many matches there are to
        measure (none: ``finished(0, 0)`` comes from the event loop)."""
        if self._running:
            return self._total
        self._to_do = deque(self._recorder.db.unreviewed(MOST_UNREVIEWED))
        self._total, self._measured, self._failed = len(self._to_do), 0, 0
        self._running = True
        QTimer.singleShot(0, self, self._begin)
        return self._total

    def cancel(self) -> None:
        """Stop: the match under way is forgotten (its processes' work goes unheard) and no
        signal comes after this; the matches measured so far stay recorded."""
        self._running = False
        self._to_do.clear()
        self._drop_run()

    # --- inside -------------------------------------------------------------------------

    def _begin(self) -> None:
        if self._running:
            self.progress.emit(0, self._total)
            self._next()

    def _next(self) -> None:
        """Review the next match that can be read; finish when none is left."""
        while self._running and self._to_do:
            match_id = self._to_do.popleft()
            try:
                game = PastMatches(self._recorder.db).load(PastMatch(match_id, match_id)).game
            except HistoryFileError as error:
                _log.warning("the luck of %s cannot be measured: %s", match_id, error)
                self._failed += 1
                self.progress.emit(self.done, self._total)
                continue
            run = ReviewRun(game, self._settings, self, store=_Unkept(), hosts=self._hosts)
            run.finished.connect(partial(self._on_finished, match_id))
            run.failed.connect(partial(self._on_failed, match_id))
            self._run = run
            run.start()
            return
        if self._running:
            self._running = False
            self.finished.emit(self._measured, self._failed)

    def _on_finished(self, match_id: str, hands: object) -> None:
        if not self._running or not isinstance(hands, tuple):
            return
        self._recorder.record_review(match_id, hands, full=False)
        self._measured += 1
        self._after_match()

    def _on_failed(self, match_id: str, sentence: str) -> None:
        if not self._running:
            return
        _log.warning("the luck of %s was not measured: %s", match_id, sentence)
        self._failed += 1
        self._after_match()

    def _after_match(self) -> None:
        self._drop_run()
        self.progress.emit(self.done, self._total)
        if self._running:
            self._next()

    def _drop_run(self) -> None:
        run, self._run = self._run, None
        if run is not None:
            run.cancel()
            run.deleteLater()
