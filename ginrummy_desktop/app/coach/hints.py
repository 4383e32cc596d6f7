"""Hints: the coach's best move for the user's decision, worked out in the coach's process.

:class:`HintService` asks ``ai/coach.py`` (the Expert's search over guesses of the hidden cards,
with reasons as data, put in words by ``words/coach.py`` where the hint is shown) for the user's
current view in the coach's own process (``coach_process.py``: a thread would hold the
interpreter lock the table needs), so the table never waits for it. The coach sees only the
user's :class:`PlayerView`: a hint never comes from a hidden card. An answer that arrives after
the table has moved on is dropped (the request id), as is any answer after :meth:`cancel`.

The search is count-based (``HINT_SAMPLES`` guesses), so the same position always gets the same
hint, on any machine (:func:`best_advice`).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from ...ai.coach import Advice, advise
from ...engine import PlayerView
from .coach_process import CoachClient

__all__ = ["HINT_SAMPLES", "HintService", "best_advice", "ranked_advice"]

_log = logging.getLogger(__name__)

HINT_SAMPLES = 160
"""Guesses of the hidden cards per hint: about half a second on a 2-core laptop."""


def ranked_advice(view: PlayerView) -> tuple[Advice, ...]:
    """Every legal move of ``view``, the coach's best first (what the coach process runs)."""
    return advise(view, None, samples=HINT_SAMPLES, seed=view.hand_number)


def best_advice(view: PlayerView) -> Advice:
    """The coach's best move for ``view`` (ValueError when there is no decision)."""
    ranked = ranked_advice(view)
    if not ranked:
        raise ValueError("no decision to advise on")
    return ranked[0]


class HintService(QObject):
    """Hints for the user's seat. Signals: ``ready(Advice)``, ``failed(str)``."""

    ready = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._client = CoachClient(self)
        self._client.answered.connect(self._on_answered)
        self._client.failed.connect(self._on_failed)

    @property
    def busy(self) -> bool:
        """True while a hint is being worked out."""
        return self._client.is_busy()

    def request_id(self) -> int | None:
        """The id of the hint under way (None when none is)."""
        return self._client.waiting_for

    def request(self, view: PlayerView) -> None:
        """Work out the best move for ``view`` (an earlier request is forgotten)."""
        self._client.request(best_advice, view)

    def cancel(self) -> None:
        """Forget the hint being worked out (the table moved on)."""
        self._client.cancel()

    def shutdown(self) -> None:
        """Forget any hint under way (the window is closing; the process is shared)."""
        self._client.cancel()

    def _on_answered(self, request: int, advice: object) -> None:
        if isinstance(advice, Advice):
            self.ready.emit(advice)
        else:  # a message for the log, like the coach process's own (the window says no hint)
            self._on_failed(request, "the coach gave no advice")

    def _on_failed(self, _request: int, message: str) -> None:
        _log.warning("hint failed: %s", message)
        self.failed.emit(message)
