"""The opponent's seat when a friend on another computer sits in it.

The controller asks the opponent's seat for a move the same way whoever sits there
(:class:`~.seat.OpponentSeat`). A friend's moves come over the link, checked by the match's
protocol (``friend/play.py``), in the order the friend made them, and may come before the
table asks (while it still animates the last move, or shows a hand's result the friend has
already dealt past): :class:`FriendSeat` keeps them in order and answers each request with the
next one. It never gives a fallback move and never gives up: a friend may think as long as they
like (the match ends only when the link does).
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine import Action, PlayerView
from .opponent import Opponent

__all__ = ["FriendSeat"]


class FriendSeat(QObject):
    """A friend's seat: :meth:`deliver` each of the friend's moves as it comes; the controller's
    requests are answered with them in order."""

    decided = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._moves: deque[Action] = deque()
        self._request: int | None = None
        self._count = 0
        self._over = False

    def deliver(self, action: Action) -> None:
        """The friend made ``action`` (checked by the protocol)."""
        self._moves.append(action)
        self._answer_soon()

    def request(self, view: PlayerView) -> int:
        if self._over:
            raise RuntimeError("the friend's seat is closed")
        self._count += 1
        self._request = self._count
        self._answer_soon()
        return self._count

    def _answer_soon(self) -> None:
        # never from inside request(): the controller finishes asking first
        QTimer.singleShot(0, self, self._answer)

    def _answer(self) -> None:
        if self._request is None or not self._moves:
            return
        request, self._request = self._request, None
        self.decided.emit(request, self._moves.popleft())

    def cancel(self) -> None:
        """The request under way is forgotten; the friend's moves are kept."""
        self._request = None

    def is_busy(self) -> bool:
        return self._request is not None

    def restart(self) -> None:
        """Nothing to restart: the friend is a person."""

    def shutdown(self) -> None:
        self._over = True
        self._request = None
        self._moves.clear()

    def sit(self, opponent: Opponent) -> None:
        """A computer player never sits in a friend's seat."""

    def warm_up(self) -> None:
        """The link is up before the seat is made."""
