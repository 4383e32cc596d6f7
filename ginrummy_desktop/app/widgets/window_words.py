"""The window's words that come from the match's moments, kept as the means to word them, and
the change of language itself.

The coach's line in the panel (a hint, "Thinking of a hint…"), the computer player's failure
under the turn line and the computer's label over its hand ("Computer · Medium — thinking…")
are shown when something happens, not built from the table's snapshot as the rest of the
panel is. :class:`MomentWords` keeps how each is worded (the advice and the snapshot it was
given for, the failure's message, whether the computer is thinking), so that a new language
words them again (:meth:`MomentWords.retranslate`). Their sentences keep the window's context,
``"MainWindow"``. Who sits opposite is the session's to say: :class:`MomentWords` has every
sentence of the program that names the opponent follow it (``words/opposite.py``), as its label
does.

:func:`speak` changes the language the game speaks (Settings' choice, applied at once).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from ..settings.names import difficulty_name
from ..shell.translation import SYSTEM_LANGUAGE, Translators, chosen_language
from ..table.scene import TableScene
from ..words.opposite import Sitting, follow
from .side_panel import SidePanel

__all__ = ["MomentWords", "friend_label", "speak"]


class Opposite(Sitting, Protocol):
    """Who sits opposite (the session): the computer's level, or a friend's name ("" when the
    computer plays)."""

    @property
    def level(self) -> int: ...


class MomentWords:
    """The coach's line, the computer's failure and the computer's label (see the module
    docstring); ``opposite`` says who sits opposite now."""

    def __init__(self, panel: SidePanel, scene: TableScene, opposite: Opposite) -> None:
        self._panel, self._scene, self._opposite = panel, scene, opposite
        follow(opposite)  # the words name a friend sitting opposite, as the label does
        self._coach: Callable[[], str] = str
        self._problem = ""
        self._thinking = False

    def show_coach(self, words: Callable[[], str]) -> None:
        """The coach's line as ``words`` words it ("" hides it)."""
        self._coach = words
        self._panel.show_coach(words())

    def show_problem(self, problem: str) -> None:
        """The computer player's failure ``problem`` under the turn line ("" hides it)."""
        self._problem = problem
        shown = ""
        if problem:
            said = QCoreApplication.translate("MainWindow", "Computer error: {problem}").format(
                problem=problem)
            shown = f"<span style='color:#ff8a80'>{html.escape(said)}</span>"
        self._panel.show_problem(shown)

    def label_opponent(self, thinking: bool = False) -> None:
        """The computer's label over its hand: its level, and whether it is thinking (a
        friend's: their name, and whether the table waits for them)."""
        self._thinking = thinking
        friend = self._opposite.friend_name
        if friend:
            self._scene.set_opponent_text(friend_label(friend, thinking))
            return
        level = difficulty_name(int(self._opposite.level))
        if thinking:
            text = QCoreApplication.translate(
                "MainWindow", "Computer · {level}  —  thinking…").format(level=level)
        else:
            text = QCoreApplication.translate("MainWindow", "Computer · {level}").format(
                level=level)
        self._scene.set_opponent_text(text)

    def retranslate(self) -> None:
        """All three again, in the language installed now."""
        self.show_coach(self._coach)
        self.show_problem(self._problem)
        self.label_opponent(self._thinking)


def speak(code: str) -> None:
    """Speak the language of the Settings choice ``code`` (a language's code, or
    ``SYSTEM_LANGUAGE``) from now on: the application's translators are swapped, and Qt posts
    every window a ``LanguageChange``, on which it words itself again."""
    app = QCoreApplication.instance()
    assert app is not None
    Translators.of(app).use(chosen_language(code), follows_system=code == SYSTEM_LANGUAGE)


def friend_label(name: str, thinking: bool) -> str:
    """The label over a friend's hand: their chosen name, and whether the table waits for
    them."""
    if thinking:
        return QCoreApplication.translate(
            "MainWindow", "{name} · your friend  —  thinking…").format(name=name)
    return QCoreApplication.translate("MainWindow", "{name} · your friend").format(name=name)
