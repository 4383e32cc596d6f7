"""Hints: the coach's best move for the user's decision, computed off the GUI thread.

:class:`HintService` asks ``ai/coach.py`` (the Expert's search over guesses of the hidden cards,
with reasons in words) for the user's current view in its own worker thread (an
:class:`AiRunner`), so the table never waits for it. The coach sees only the user's
:class:`PlayerView`: a hint never comes from a hidden card. An answer that arrives after the
table has moved on is dropped (the request id), as is any answer after :meth:`cancel`.

The search is count-based (``HINT_SAMPLES`` guesses), so the same position always gets the same
hint, on any machine.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from ..ai.coach import Advice, advise
from ..engine import Action, PlayerView
from .ai_runner import AiRunner

__all__ = ["HINT_SAMPLES", "HintService"]

_log = logging.getLogger(__name__)

HINT_SAMPLES = 160
"""Guesses of the hidden cards per hint: about half a second on a 2-core laptop."""


class _Coach:
    """Adapts the coach to the runner's ``choose(view)``: the answer is the best Advice."""

    name = "coach"

    def choose(self, view: PlayerView) -> Action:
        ranked = advise(view, None, samples=HINT_SAMPLES, seed=view.hand_number)
        if not ranked:
            raise ValueError("no decision to advise on")
        return ranked[0]  # type: ignore[return-value]  # the runner passes any object on


class HintService(QObject):
    """Hints for the user's seat. Signals: ``ready(Advice)``, ``failed(str)``."""

    ready = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._runner = AiRunner(self)
        self._runner.decided.connect(self._on_decided)
        self._runner.failed.connect(self._on_failed)
        self._coach = _Coach()

    @property
    def busy(self) -> bool:
        """True while a hint is being worked out."""
        return self._runner.is_busy()

    def request(self, view: PlayerView) -> None:
        """Work out the best move for ``view`` (an earlier request is forgotten)."""
        self._runner.request(view, self._coach)

    def cancel(self) -> None:
        """Forget the hint being worked out (the table moved on)."""
        self._runner.cancel()

    def shutdown(self) -> None:
        """Stop the worker thread (the window is closing)."""
        self._runner.shutdown()

    def _on_decided(self, _request: int, advice: object) -> None:
        if isinstance(advice, Advice):
            self.ready.emit(advice)
        else:
            self.failed.emit("the coach gave no advice")

    def _on_failed(self, _request: int, message: str) -> None:
        _log.warning("hint failed: %s", message)
        self.failed.emit(message)
