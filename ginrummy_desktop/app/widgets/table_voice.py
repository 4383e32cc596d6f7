"""The table for a screen reader: its accessible tree, its voice and the keys that read it.

The window makes one :class:`TableVoice`, which puts the table's tree in front of Qt's
(``table/accessible.py``), keeps it up as the table changes, and speaks through the table's
:class:`~..table.announcer.Announcer` what a player who cannot see the table must hear: the
match's notes and events, the status line's notes (refusals with their reasons), the hint. It
also gives the command table's reading keys their slots (:meth:`TableVoice.slots`): your cards
(C), the table (T), the score (W), the last message again (A), and ↑ ↓ ← → that move the
reader's focus through the places of the table and along a row of laid-out cards.

How the words reach the reader depends on the platform's readers (``docs/accessibility.md``):
on Linux through the object with the focus (:data:`THROUGH_FOCUS`; Orca before version 46
speaks no announcement), on Windows and macOS as announcements (NVDA, Narrator, VoiceOver).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ...ai.coach import Advice
from ..table import accessible
from ..table.announcer import Announcer, Politeness
from ..table.focus_speech import WidgetSpeech
from ..table.scene import TableScene
from ..table.table_view import TableView
from ..words import table as words
from .table_speech import TableSpeech

if TYPE_CHECKING:
    from ..session import MatchSession
    from ..table.presenter import TablePresenter

__all__ = ["THROUGH_FOCUS", "TableVoice"]

THROUGH_FOCUS = sys.platform not in ("win32", "darwin")
"""Whether messages are said through the object with the focus (AT-SPI: Orca) rather than
announced (UI Automation, NSAccessibility)."""


class TableVoice(QObject):
    """The table's tree (:attr:`access`), its voice (:attr:`announcer`) and the slots of the
    reading keys; see the module docstring. ``through_focus`` overrides
    :data:`THROUGH_FOCUS` (tests)."""

    def __init__(self, session: MatchSession, presenter: TablePresenter, view: TableView,
                 scene: TableScene, speech: TableSpeech, parent: QObject | None = None,
                 through_focus: bool = THROUGH_FOCUS) -> None:
        super().__init__(parent)
        self._session, self._presenter, self._speech = session, presenter, speech
        self.access = accessible.TableAccess(view, scene, presenter, speech.describe_card,
                                             speech.spoken_status, speech.spoken_score)
        view.access = self.access
        self.widget_speech = WidgetSpeech(view, self)
        """Words said through a focused panel button (the table's focus has them else)."""
        accessible.install()
        self.announcer = Announcer(
            view, lambda: session.game.rules, speech.spoken_status, self,
            through_focus=self._say_through_focus if through_focus else None,
            echo=self._said_by_the_focus)
        self._connect(session, presenter, scene)

    def _connect(self, session: MatchSession, presenter: TablePresenter,
                 scene: TableScene) -> None:
        access, announcer = self.access, self.announcer
        presenter.hand_changed.connect(access.changed)
        presenter.snapshot_changed.connect(lambda _snapshot: access.changed())
        scene.all_animations_done.connect(access.changed)
        session.message.connect(announcer.note)
        session.events_applied.connect(announcer.on_events)
        presenter.turn_changed.connect(announcer.on_turn)
        session.hint_ready.connect(self._hint)
        session.hint_failed.connect(lambda _problem: announcer.say(words.no_hint_words()))

    def retranslate(self) -> None:
        """The language changed: the table's tree reads in the new one, and a listening
        screen reader is told its places and cards were named again."""
        self.access.retranslate()

    def _say_through_focus(self, text: str) -> bool:
        """Through the table's focused place or card, else the window's focused widget
        (a panel button): Orca 43 hears no announcement."""
        return self.access.say_on_focus(text) or self.widget_speech.say(text)

    def note(self, text: str) -> None:
        """A note of the status line (a refusal, a move, a lesson): said too."""
        self.announcer.note(text)

    def _said_by_the_focus(self, text: str) -> bool:
        """Whether the focus has just named what ``text`` says: the card selected, while the
        table has the focus (its card then has the reader's focus)."""
        selected = self._presenter.selected
        return (selected is not None and self.access.has_focus()
                and text == words.selected_text(selected))

    def _hint(self, advice: Advice) -> None:
        self.announcer.say(self._speech.hint_words(advice), Politeness.ASSERTIVE)

    def _read(self, text: str) -> None:
        self.announcer.say(text, Politeness.ASSERTIVE)

    def _along(self, step: int) -> None:
        """← →: along a row of laid-out cards when the reader's focus is in one, else select
        the next card of the hand."""
        if not self.access.step_along(step):
            self._presenter.select_step(step)

    def slots(self) -> dict[str, Callable[[], object]]:
        """What the reading and moving keys of the command table run."""
        speech = self._speech
        return {
            "select_left": lambda: self._along(-1),
            "select_right": lambda: self._along(1),
            "look_up": lambda: self.access.look(-1),
            "look_down": lambda: self.access.look(1),
            "read_hand": lambda: self._read(speech.hand_words()),
            "read_table": lambda: self._read(speech.table_words()),
            "read_score": lambda: self._read(speech.score_words()),
            "say_again": self.announcer.say_again,
        }
