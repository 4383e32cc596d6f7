"""Teach me: after a move of the user's that was clearly weaker than the best, a quiet note why.

When the setting is on, every decision the user makes with a real choice (two legal moves or
more) is looked at afterwards: the coach (``ai/coach.py``, the Expert's search with reasons as
data, put in words by ``words/coach.py``) ranks the moves of the view the user decided on, in
the coach's own process (``coach_process.py``, through a client apart from the Hint's), so the
table never waits. When
the move played is not the coach's first and its expected value is at least
:data:`LESSON_MARGIN` points a hand below the best, :meth:`Teacher.lesson` is emitted with the
note ("Teach me: better than “discard 9♠” was “knock, discarding K♦” (about 41 points a hand).
…"), which the window puts in the move log and the status line.

The coach sees only the user's :class:`PlayerView` of the moment before the move: a lesson never
comes from a hidden card, and it is the same for the same position on any machine (count-based,
:data:`~.hints.HINT_SAMPLES` guesses). A note is about a move already made, so it does not count
as an assist. A new deal forgets a judgement still under way.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from ...ai.coach import Advice
from ...engine import Action, Knock, PlayerView
from ..words.panel import action_text, lesson_text
from .coach_process import CoachClient
from .hints import ranked_advice

__all__ = ["LESSON_MARGIN", "Teacher", "lesson_for"]

_log = logging.getLogger(__name__)

LESSON_MARGIN = 4.0
"""How much worse (expected points a hand) a move must be than the best to earn a note: well
above the search's noise at this many guesses, so a near-equal choice is never lectured on."""


def lesson_for(ranked: Sequence[Advice], played: Action) -> str | None:
    """The note for ``played`` given the coach's ranking (best first), or None when the move
    was the best, close to it, or not among the ranked moves. A knock is matched by its card
    (the melds laid out do not change the ranking)."""
    if len(ranked) < 2:
        return None
    mine = next((a for a in ranked if _same_move(a.action, played)), None)
    best = ranked[0]
    if mine is None or mine is best or best.value - mine.value < LESSON_MARGIN:
        return None
    points = best.value - mine.value
    return lesson_text(action_text(mine.action), action_text(best.action), points, best.reason)


def _same_move(ranked: Action, played: Action) -> bool:
    if isinstance(ranked, Knock) and isinstance(played, Knock):
        return ranked.card == played.card
    return ranked == played


class Teacher(QObject):
    """Judges the user's moves after they are made. Signals: ``lesson(str)``."""

    lesson = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._client = CoachClient(self)
        self._client.answered.connect(self._on_answered)
        self._client.failed.connect(self._on_failed)
        self._played: Action | None = None

    @property
    def busy(self) -> bool:
        """True while a move is being judged."""
        return self._client.is_busy()

    def request_id(self) -> int | None:
        """The id of the judgement under way (None when none is)."""
        return self._client.waiting_for

    def judge(self, view: PlayerView, played: Action) -> bool:
        """Look at ``played``, made in ``view``, in the background; False (nothing asked) when
        the view had no real choice."""
        if len(view.legal_actions) < 2:
            return False
        self._played = played
        self._client.request(ranked_advice, view)
        return True

    def cancel(self) -> None:
        """Forget a judgement under way (a new hand was dealt)."""
        self._client.cancel()

    def shutdown(self) -> None:
        """Forget a judgement under way (the window is closing; the process is shared)."""
        self._client.cancel()

    def _on_answered(self, _request: int, ranked: object) -> None:
        played = self._played
        if played is None or not isinstance(ranked, tuple):
            return
        note = lesson_for(ranked, played)
        if note:
            self.lesson.emit(note)

    def _on_failed(self, _request: int, message: str) -> None:
        _log.warning("teach me could not judge a move: %s", message)
