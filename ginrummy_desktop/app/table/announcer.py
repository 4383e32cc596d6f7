"""Telling a screen reader what happens away from its focus.

A sighted player sees the computer draw, the pile change and the banner come up; a player
with a screen reader hears only what has the focus. The :class:`Announcer` is the table's one
voice for the rest:

* every note of the status line (the computer's discard, a knock, a lay-off, a refusal and
  why), except "Selected the ..." when the focus already names the card;
* what the status line leaves to the eyes: the computer's draw from the stock or its taking
  of the discard, the user's own draw (the card drawn is named: a sighted player sees it),
  take and discard, and "Your turn" with what to do;
* the end of a hand and of the match, in sentences with the points and the score
  (``words/results.py``'s spoken account), assertively;
* what the user asks for: the hint, the hand, the table, the score, the last message again.

How it reaches the reader: through the focus where the platform's readers need it (on Linux,
``through_focus``: ``TableAccess.say_on_focus``, the words given as the description of the
object with the focus, which every Orca speaks; Orca before 46 speaks no announcement), else
through ``QAccessibleAnnouncementEvent`` (Qt 6.8 and later), which the platform's bridge hands
to the reader (UI Automation's notification on Windows for NVDA and Narrator, NSAccessibility's
announcement on macOS for VoiceOver, AT-SPI's ``object:announcement`` for Orca 46 and later
while the table has not the focus). Never both: a reader that speaks both would say it twice.

Subtleties: the notes of one move are gathered and spoken on the next turn of the event loop,
as one message, so a polite note that an assertive one of the same move already says (the
hand's title, on the status line and in the result) is dropped, and a note repeated within a
move is said once. While the turn is not the user's (the computer plays, cards move), notes
wait up to :data:`HOLD_MS` and go with the turn that follows: "You discard the jack of
diamonds. The computer draws from the stock. The computer discards the queen of hearts. Your
turn: ..." is one message. Nothing is sent when no screen reader listens
(``QAccessible.isActive()``); the last notes are kept in :attr:`Announcer.said` either way (the
tests read them).
"""

from __future__ import annotations

import enum
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from ...engine import (
    CardDiscarded,
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
from ..words.cards import spoken_cards
from ..words.results import spoken_game_result, spoken_hand_result
from .commands import Turn

__all__ = ["Announcer", "Politeness"]

KEPT = 100
"""How many notes :attr:`Announcer.said` keeps."""
HOLD_MS = 1000
"""How long the notes of a turn that is not the user's (the computer's moves, cards moving)
may wait, to be said with the rest of that turn as one message: a reader sent several
messages at once may keep only the last (Orca 48 drops a change of the focused object's
description that a newer one overtakes in its queue)."""


class Politeness(enum.Enum):
    """Whether a note waits for the screen reader to finish (polite) or interrupts it."""

    POLITE = QAccessible.AnnouncementPoliteness.Polite
    ASSERTIVE = QAccessible.AnnouncementPoliteness.Assertive


class Announcer(QObject):
    """Speaks notes for ``target`` (the table view); see the module docstring.

    ``rules()`` gives the match's rules (to word a result), ``turn_line()`` the turn line as
    plain text ("Your turn: Draw from the stock (S) or ..."); ``through_focus(text)`` says a
    message through the object with the focus and answers whether it could (None: the
    platform's readers take announcements); ``echo(text)``: whether the focus has just said
    this note already (the card selected).
    """

    def __init__(self, target: QObject, rules: Callable[[], RuleSet],
                 turn_line: Callable[[], str], parent: QObject | None = None, *,
                 through_focus: Callable[[str], bool] | None = None,
                 echo: Callable[[str], bool] | None = None) -> None:
        super().__init__(parent)
        self._target = target
        self._rules = rules
        self._turn_line = turn_line
        self._through_focus = through_focus
        self._echo = echo
        self.said: deque[tuple[str, Politeness]] = deque(maxlen=KEPT)
        self.last = ""
        """The last message spoken (what Say again repeats)."""
        self._turn: object = Turn.USER
        self._pending: list[tuple[str, Politeness]] = []
        self._flush = QTimer(self)
        self._flush.setSingleShot(True)
        self._flush.timeout.connect(self.flush)

    def say(self, text: str, politeness: Politeness = Politeness.POLITE,
            hold: bool = False) -> None:
        """Speak ``text`` (on the next turn of the event loop, with the rest of the move; held
        with the turn that follows while the turn is not the user's, or with ``hold``), its
        cards named in full and its signs in words (``words.cards.spoken_cards``: a note of
        the status line may write "4♠")."""
        if not text.strip():
            return
        self._pending.append((spoken_cards(text.strip()), politeness))
        waiting = hold or self._turn is not Turn.USER
        if politeness is Politeness.ASSERTIVE or not waiting:
            self._flush.start(0)
        elif not self._flush.isActive() or self._flush.interval() == 0:
            self._flush.start(HOLD_MS)

    def note(self, text: str, _timeout: int = 0) -> None:
        """A note of the status line (the signature of ``showMessage``); one the focus has
        just said is not said again."""
        if self._echo is not None and self._echo(text):
            return
        self.say(text)

    def say_again(self) -> None:
        """Say the last message again, at once (or that nothing was said yet)."""
        text = self.last or words.nothing_said()
        self.said.append((text, Politeness.ASSERTIVE))
        self._send([(text, Politeness.ASSERTIVE)])

    def on_events(self, events: tuple[Event, ...]) -> None:
        """Word what the status line leaves to the eyes, and the results."""
        for event in events:
            match event:
                case StockDrawn() if event.seat == Seat.OPPONENT:
                    self.say(words.computer_draws())
                case StockDrawn() if event.card is not None:
                    self.say(words.you_draw(event.card))
                case UpcardTaken() | DiscardTaken() if event.seat == Seat.OPPONENT:
                    self.say(words.computer_takes(event.card))
                case UpcardTaken() | DiscardTaken():
                    self.say(words.you_take(event.card))
                case CardDiscarded() if event.seat == Seat.USER:  # the computer's turn next
                    self.say(words.you_discard(event.card), hold=True)
                case HandEnded():
                    self.say(spoken_hand_result(event.result, event.sheet, self._rules()),
                             Politeness.ASSERTIVE)
                case GameOver():
                    self.say(spoken_game_result(event.sheet, self._rules()),
                             Politeness.ASSERTIVE)

    def on_turn(self, turn: object) -> None:
        """The table waits for the user: say so, with what to do, and with what happened
        since (held back until now, :data:`HOLD_MS`)."""
        self._turn = turn
        if turn is Turn.USER:
            self.say(self._turn_line())

    def flush(self) -> None:
        """Speak the notes gathered, as one message (see the module docstring for what is
        dropped)."""
        self._flush.stop()
        pending, self._pending = self._pending, []
        loud = [text for text, politeness in pending if politeness is Politeness.ASSERTIVE]
        chosen: list[tuple[str, Politeness]] = []
        for text, politeness in pending:
            if politeness is Politeness.POLITE and any(text in other for other in loud):
                continue
            if any(text == other for other, _ in chosen):
                continue
            chosen.append((text, politeness))
            self.said.append((text, politeness))
        if chosen:
            self.last = " ".join(text for text, _ in chosen)
            self._send(chosen)

    def _send(self, chosen: list[tuple[str, Politeness]]) -> None:
        message = " ".join(text for text, _ in chosen)
        if self._through_focus is not None and self._through_focus(message):
            return
        if not QAccessible.isActive():
            return
        for text, politeness in chosen:
            event = QAccessibleAnnouncementEvent(self._target, text)
            event.setPoliteness(politeness.value)
            QAccessible.updateAccessibility(event)
