"""Autosave: the match is written to its save file after every action the engine applies.

:class:`Autosave` is told of every apply (:meth:`Autosave.action_applied`: one apply, human's
or computer's, chance steps included) and writes the whole match at once, atomically (see
``saves.py``), before the next action can happen: so whatever stops the program (Quit, the
window closed, a crash, a kill), the save holds the last completed action, or the one before it
when the stop came in the middle of writing. A change of the computer player and the user's
reordering of the hand are saved too (the latter shortly after, coalesced).

The save of an action is written once the table has taken it in, not when the controller
announces it: the hand's order after the action (a card taken and dropped inside the hand goes
where it was let go) is the table's, and it is part of the save. So the match's owner
(``session.py``) calls :meth:`Autosave.action_applied` after passing the action on to the
table, in the same turn of the event loop.

A failed write (disk full, folder read-only) is logged and reported once through ``failed``;
the game goes on and the next action tries again.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from .controller import GameController
from .saves import MatchSave, SaveStore

__all__ = ["Autosave"]

_log = logging.getLogger(__name__)

_ORDER_DELAY_MS = 400
"""A reorder of the hand is saved this long after the last one (dragging makes many)."""



class Autosave(QObject):
    """Saves the controller's match (see the module docstring).

    ``snapshot()`` (the match's owner's: ``session.py``) gives the save at each write.
    Signals: ``saved(int)`` with the number of actions saved; ``failed(str)`` the first time
    a write fails after a success.
    """

    saved = Signal(int)
    failed = Signal(str)

    def __init__(
        self,
        store: SaveStore,
        controller: GameController,
        snapshot: Callable[[], MatchSave],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self._controller = controller
        self._snapshot = snapshot
        self._paused = False
        self._failing = False
        self._order_timer = QTimer(self)
        self._order_timer.setSingleShot(True)
        self._order_timer.setInterval(_ORDER_DELAY_MS)
        self._order_timer.timeout.connect(self.save_now)
        controller.deals_changed.connect(self.save_now)

    def pause(self, paused: bool) -> None:
        """Stop saving while ``paused`` (a resume replays what is already saved)."""
        self._paused = paused

    def order_changed(self) -> None:
        """The user reordered the hand: save it soon."""
        if not self._paused:
            self._order_timer.start()

    def flush(self) -> None:
        """Write a reorder that is still waiting (the window is closing)."""
        if self._order_timer.isActive():
            self.save_now()

    def action_applied(self) -> None:
        """An action was applied and the table has taken it in: save the match now."""
        if not self._paused:
            self.save_now()

    def save_now(self) -> bool:
        """Write the match now; False (and ``failed`` emitted once) when that fails."""
        self._order_timer.stop()
        if not self._controller.has_game:
            return False
        save = self._snapshot()
        try:
            self.store.write(save)
        except (OSError, ValueError) as error:
            _log.error("autosave failed: %s", error)
            if not self._failing:
                self._failing = True
                self.failed.emit(str(error))
            return False
        self._failing = False
        self.saved.emit(save.action_count)
        return True
