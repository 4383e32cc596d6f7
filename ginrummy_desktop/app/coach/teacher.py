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
as an assist.

Every move handed over is judged, in the order played, one at a time (the coach's client keeps
only its latest request, so the teacher keeps the others waiting their turn): a quick player
loses no note to the next move. Nor does the end of a hand drop one (the move was made): a
note that comes after the next hand was dealt names the hand it is about ("Teach me, on hand
3: …"), and the window puts it in the log of the hand in play. Only a move
that is gone loses its note: a move taken back (:meth:`Teacher.forget_from`) and the moves of a
match left for another (:meth:`Teacher.cancel`).
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass

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


def lesson_for(ranked: Sequence[Advice], played: Action, hand: int | None = None) -> str | None:
    """The note for ``played`` given the coach's ranking (best first), or None when the move
    was the best, close to it, or not among the ranked moves. A knock is matched by its card
    (the melds laid out do not change the ranking). ``hand``: the hand the move was made in,
    named in the note (for a note that comes once another hand is in play)."""
    if len(ranked) < 2:
        return None
    mine = next((a for a in ranked if _same_move(a.action, played)), None)
    best = ranked[0]
    if mine is None or mine is best or best.value - mine.value < LESSON_MARGIN:
        return None
    points = best.value - mine.value
    return lesson_text(action_text(mine.action), action_text(best.action), points, best.reason,
                       hand)


def _same_move(ranked: Action, played: Action) -> bool:
    if isinstance(ranked, Knock) and isinstance(played, Knock):
        return ranked.card == played.card
    return ranked == played


@dataclass(frozen=True, slots=True)
class Judgement:
    """One move to judge: the view it was made in, the move, and its place in the match's
    history (what Undo takes back is known by it)."""

    view: PlayerView
    played: Action
    move: int


class Teacher(QObject):
    """Judges the user's moves after they are made. Signals: ``lesson(str)``.

    ``hand_in_play()`` gives the number of the hand on the table (None before any): a note
    about another hand names it.
    """

    lesson = Signal(str)

    def __init__(self, parent: QObject | None = None,
                 hand_in_play: Callable[[], int | None] = lambda: None) -> None:
        super().__init__(parent)
        self._client = CoachClient(self)
        self._client.answered.connect(self._on_answered)
        self._client.failed.connect(self._on_failed)
        self._hand_in_play = hand_in_play
        self._waiting: deque[Judgement] = deque()
        self._asked: Judgement | None = None

    @property
    def busy(self) -> bool:
        """True while a move is being judged or waits its turn."""
        return self._asked is not None or bool(self._waiting)

    def request_id(self) -> int | None:
        """The id of the judgement under way (None when none is)."""
        return self._client.waiting_for

    def judge(self, view: PlayerView, played: Action, move: int) -> bool:
        """Look at ``played``, made in ``view`` as the match's move number ``move`` (its index
        in the history), in the background, after the moves handed over before it; False
        (nothing asked) when the view had no real choice."""
        if len(view.legal_actions) < 2:
            return False
        self._waiting.append(Judgement(view, played, move))
        self._ask_next()
        return True

    def forget_from(self, move: int) -> None:
        """Forget the judgements of the moves from number ``move`` on (they were taken back);
        the earlier moves' are still given."""
        self._waiting = deque(j for j in self._waiting if j.move < move)
        if self._asked is not None and self._asked.move >= move:
            self._asked = None
            self._client.cancel()
            self._ask_next()

    def cancel(self) -> None:
        """Forget every judgement, under way or waiting (a match was left for another)."""
        self._waiting.clear()
        self._asked = None
        self._client.cancel()

    def shutdown(self) -> None:
        """Forget every judgement (the window is closing; the process is shared)."""
        self.cancel()

    def _ask_next(self) -> None:
        if self._asked is None and self._waiting:
            self._asked = self._waiting.popleft()
            self._client.request(ranked_advice, self._asked.view)

    def _on_answered(self, _request: int, ranked: object) -> None:
        judged, self._asked = self._asked, None
        self._ask_next()
        if judged is None or not isinstance(ranked, tuple):
            return
        hand = judged.view.hand_number
        note = lesson_for(ranked, judged.played, None if hand == self._hand_in_play() else hand)
        if note:
            self.lesson.emit(note)

    def _on_failed(self, _request: int, message: str) -> None:
        _log.warning("teach me could not judge a move: %s", message)
        self._asked = None
        self._ask_next()
