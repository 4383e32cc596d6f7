"""Saying words through the object that has a screen reader's focus, in turn.

Every screen reader speaks the focused object's name and description when the focus comes to
it; Orca (every version) also speaks a change of the focused object's description, and Orca
before version 46 speaks nothing else (no announcement, no change of an object away from the
focus). So a message is said by giving it, for a moment, as the description of the node
with the reader's focus (``table/accessible.py`` says which node that is):

1. the description is emptied (a ``DescriptionChanged`` event that reads ""): a message that
   repeats the last one, or resembles it, is then a change again (Orca 50 and later skip a
   description too like the one before);
2. :data:`SPEAK_GAP_MS` later, it is the message (an event that reads the message; the
   bridge reads the description when the event is sent). The moment between keeps a reader
   from dropping the empty one as overtaken (Orca 48 keeps only the newest of the changes of
   one object that wait in its queue);
3. :data:`CLEAR_GAP_MS` later, a node with no description of its own has its empty one back,
   so a reader that keeps the description an event brought (Orca 48) does not read the message
   as the node's in Where Am I; a card keeps the message there until the reader reads it again.

Messages wait their turn; when no reader listens (``QAccessible.isActive()`` false) nothing is
sent, and :attr:`FocusSpeech.spoken` keeps every message either way (the tests read it).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Protocol

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
)
from PySide6.QtWidgets import QApplication, QWidget

__all__ = ["CLEAR_GAP_MS", "SPEAK_GAP_MS", "FocusSpeech", "FocusWatch", "ReaderFocus",
           "WidgetSpeech", "WindowVoice"]

SPEAK_GAP_MS = 80
"""Between a message's empty description and the message, and before the next message."""
CLEAR_GAP_MS = 250
"""After a message, before the description of a node that has none of its own is emptied."""
SPOKEN_KEPT = 100
"""How many messages :attr:`FocusSpeech.spoken` keeps."""


class ReaderFocus(Protocol):
    """Where a screen reader's focus is (``TableAccess``)."""

    @property
    def told(self) -> object:
        """The node the reader was last told has the focus (None: none of ours)."""
        ...

    def alive(self) -> bool: ...

    def has_focus(self) -> bool: ...

    def tell_focus(self) -> None: ...

    def interface_of(self, node: object) -> QAccessibleInterface | None: ...

    def own_description(self, node: object) -> str: ...


class _InTurn(QObject):
    """Messages said one after the other in the three steps of the module docstring: the
    description of the target emptied, the message, then the target's own description back.
    A subclass says where the target is (:meth:`_ready`), sets its description
    (:meth:`_describe`) and gives it its own back (:meth:`_give_back`)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._to_say: deque[str] = deque()
        self.saying = False
        """Whether messages are still being said."""
        self.spoken: deque[str] = deque(maxlen=SPOKEN_KEPT)
        """The messages said (kept whether a reader listens or not)."""

    def _queue(self, text: str) -> None:
        self.spoken.append(text)
        if QAccessible.isActive():
            self._to_say.append(text)
            if not self.saying:
                self._next()

    def _next(self) -> None:
        self.saying = bool(self._to_say) and self._ready()
        if not self.saying:  # no target any more: what waited is not said later, elsewhere
            self._to_say.clear()
        else:
            self._describe("")
            QTimer.singleShot(SPEAK_GAP_MS, self, self._message)

    def _message(self) -> None:
        self._describe(self._to_say.popleft())
        QTimer.singleShot(CLEAR_GAP_MS, self, self._said)

    def _said(self) -> None:
        self._give_back()
        QTimer.singleShot(SPEAK_GAP_MS, self, self._next)

    def _ready(self) -> bool:
        raise NotImplementedError

    def _describe(self, words: str) -> None:
        raise NotImplementedError

    def _give_back(self) -> None:
        raise NotImplementedError


class FocusSpeech(_InTurn):
    """Says messages through the node with the reader's focus, in turn (see the module
    docstring)."""

    def __init__(self, focus: ReaderFocus, parent: QObject) -> None:
        super().__init__(parent)
        self._focus = focus
        self._speaking: tuple[object, str] | None = None

    def say(self, text: str) -> bool:
        """Say ``text`` through the focus; False when the table has not the keyboard focus."""
        focus = self._focus
        if not focus.alive() or not focus.has_focus():
            return False
        self._queue(text)
        return True

    def speaking(self, node: object) -> str | None:
        """The description ``node`` reads while an event about it is sent (None: its own)."""
        if self._speaking is not None and self._speaking[0] is node:
            return self._speaking[1]
        return None

    def _ready(self) -> bool:
        return self._focus.alive()

    def _give_back(self) -> None:
        if not self._focus.own_description(self._focus.told):
            self._describe("")

    def _describe(self, words: str) -> None:
        """Tell a listening reader that the focused node's description is ``words`` now."""
        focus = self._focus
        focus.tell_focus()
        node = focus.told
        interface = focus.interface_of(node)
        if node is None or interface is None or not QAccessible.isActive():
            return
        self._speaking = (node, words)
        QAccessible.updateAccessibility(
            QAccessibleEvent(interface, QAccessible.Event.DescriptionChanged))
        self._speaking = None


class WidgetSpeech(_InTurn):
    """Says messages through the description of the widget of the table's window that has
    the keyboard focus when the table has not (a button of the side panel), in the same three
    steps as :class:`FocusSpeech`, the widget's own description given back at the end (Qt
    tells a listening reader of each change). Orca 43 speaks no announcement: with a panel
    button focused, the computer's moves and a refusal went unheard. A widget of another
    window (a dialog) is not spoken through."""

    def __init__(self, table: QWidget, parent: QObject) -> None:
        super().__init__(parent)
        self._table = table
        self._own: tuple[QWidget, str] | None = None

    def say(self, text: str) -> bool:
        """Say ``text`` through the focused widget; False when none of the window's (but the
        table) has the focus."""
        if self._target() is None:
            return False
        self._queue(text)
        return True

    def _target(self) -> QWidget | None:
        """The focused widget of the table's window, unless it is the table."""
        widget, table = QApplication.focusWidget(), self._table
        if widget is None or widget is table or not shiboken6.isValid(table):
            return None
        return widget if widget.window() is table.window() else None

    def _ready(self) -> bool:
        widget = self._target()
        self._own = None if widget is None else (widget, widget.accessibleDescription())
        return widget is not None

    def _describe(self, words: str) -> None:
        if self._own is not None and shiboken6.isValid(self._own[0]):
            self._own[0].setAccessibleDescription(words)

    def _give_back(self) -> None:
        if self._own is not None and shiboken6.isValid(self._own[0]):
            widget, own = self._own
            widget.setAccessibleDescription(own)
        self._own = None


class WindowVoice(QObject):
    """How a window other than the table tells a screen reader its news (a review's progress,
    the luck measure's): an announcement from ``source``, for the readers that speak them, and
    the same words through the window's focused widget (:class:`WidgetSpeech`, ``source``
    itself left out), for those that do not (Orca before 46). Nothing when no reader listens."""

    def __init__(self, source: QWidget) -> None:
        super().__init__(source)
        self._source = source
        self._speech = WidgetSpeech(source, self)

    def say(self, text: str, assertive: bool = False) -> None:
        if not QAccessible.isActive():
            return
        self._speech.say(text)
        event = QAccessibleAnnouncementEvent(self._source, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                            else QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)


class FocusWatch(QObject):
    """Calls ``came()`` when ``widget`` gets the keyboard focus and ``went()`` when it loses
    it."""

    def __init__(self, widget: QObject, came: Callable[[], None],
                 went: Callable[[], None]) -> None:
        super().__init__(widget)
        self._came, self._went = came, went
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn:
            self._came()
        elif event.type() == QEvent.Type.FocusOut:
            self._went()
        return False
