"""Telling a screen reader what happens away from its focus.

A sighted player sees the computer draw, the pile change and the banner come up; a player
with a screen reader hears only what has the focus. The :class:`Announcer` speaks the rest
through ``QAccessibleAnnouncementEvent`` (Qt 6.8 and later), which the platform's bridge hands
to the screen reader (AT-SPI on Linux, UI Automation on Windows, NSAccessibility on macOS):

* every note of the status line (the computer's discard, a knock, a lay-off, a refusal and
  why), politely: after what the reader is saying;
* what the status line leaves to the eyes: the computer's draw from the stock or its taking
  of the discard, and "Your turn" with what to do, politely;
* the end of a hand and of the match, with its score, assertively: at once.

Subtleties: the notes of one move are gathered and spoken on the next turn of the event loop,
so a polite note that an assertive one of the same move already says (the hand's title, on
the status line and in the result) is dropped, and a note repeated within a move is said once.
Nothing is sent when no screen reader listens (``QAccessible.isActive()``); the last notes are
kept in :attr:`Announcer.said` either way (the tests read them).
"""

from __future__ import annotations

import enum
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from ...engine import (
    DiscardTaken,
    Event,
    GameOver,
    HandEnded,
    RuleSet,
    StockDrawn,
    UpcardTaken,
)
from ..seats.seat import Seat
from ..words import table as words
from ..words.results import game_breakdown, hand_breakdown, score_line
from .commands import Turn

__all__ = ["Announcer", "Politeness"]

KEPT = 100
"""How many notes :attr:`Announcer.said` keeps."""


class Politeness(enum.Enum):
    """Whether a note waits for the screen reader to finish (polite) or interrupts it."""

    POLITE = QAccessible.AnnouncementPoliteness.Polite
    ASSERTIVE = QAccessible.AnnouncementPoliteness.Assertive


class Announcer(QObject):
    """Speaks notes for ``target`` (the table view); see the module docstring.

    ``rules()`` gives the match's rules (to word a result), ``turn_line()`` the turn line as
    plain text ("Your turn: Draw from the stock (S) or ...").
    """

    def __init__(self, target: QObject, rules: Callable[[], RuleSet],
                 turn_line: Callable[[], str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._target = target
        self._rules = rules
        self._turn_line = turn_line
        self.said: deque[tuple[str, Politeness]] = deque(maxlen=KEPT)
        self._pending: list[tuple[str, Politeness]] = []
        self._flush = QTimer(self)
        self._flush.setSingleShot(True)
        self._flush.setInterval(0)
        self._flush.timeout.connect(self.flush)

    def say(self, text: str, politeness: Politeness = Politeness.POLITE) -> None:
        """Speak ``text`` (on the next turn of the event loop, with the rest of the move)."""
        if text.strip():
            self._pending.append((text.strip(), politeness))
            self._flush.start()

    def note(self, text: str, _timeout: int = 0) -> None:
        """A note of the status line (the signature of ``showMessage``)."""
        self.say(text)

    def on_events(self, events: tuple[Event, ...]) -> None:
        """Word what the status line leaves to the eyes, and the results."""
        for event in events:
            match event:
                case StockDrawn() if event.seat == Seat.OPPONENT:
                    self.say(words.computer_draws())
                case UpcardTaken() | DiscardTaken() if event.seat == Seat.OPPONENT:
                    self.say(words.computer_takes(event.card))
                case HandEnded():
                    rules = self._rules()
                    breakdown = hand_breakdown(event.result, rules)
                    lines = (breakdown.title, *breakdown.lines,
                             score_line(event.sheet, rules))
                    self.say(" ".join(lines), Politeness.ASSERTIVE)
                case GameOver():
                    breakdown = game_breakdown(event.sheet, self._rules())
                    self.say(" ".join((breakdown.title, *breakdown.lines)), Politeness.ASSERTIVE)

    def on_turn(self, turn: object) -> None:
        """The table waits for the user: say so, with what to do."""
        if turn is Turn.USER:
            self.say(self._turn_line())

    def flush(self) -> None:
        """Speak the notes gathered (see the module docstring for what is dropped)."""
        pending, self._pending = self._pending, []
        loud = [text for text, politeness in pending if politeness is Politeness.ASSERTIVE]
        spoken: set[str] = set()
        for text, politeness in pending:
            if politeness is Politeness.POLITE and any(text in other for other in loud):
                continue
            if text in spoken:
                continue
            spoken.add(text)
            self.said.append((text, politeness))
            self._send(text, politeness)

    def _send(self, text: str, politeness: Politeness) -> None:
        if not QAccessible.isActive():
            return
        event = QAccessibleAnnouncementEvent(self._target, text)
        event.setPoliteness(politeness.value)
        QAccessible.updateAccessibility(event)
