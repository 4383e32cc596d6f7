"""Who sits in the opponent's seat: the computer, or a friend's match; and the friend's match's
file.

The session owns the match; this is its part that seats a friend (``friend_match.py``) and
gives the computer its seat back. While a friend plays, Undo, hints and Teach me are off (the
controller says it is a shared match), the autosave of matches against the computer is paused
(a friend's match is kept in a file of its own: ``friend_save.py``) and the statistics keep the
match apart, per friend. The file is read at the start of the program and before Play a friend
(:meth:`FriendSeating.saved`): one that cannot be read is moved aside and the player told; one
that can is offered to go on with (:meth:`FriendSeating.go_on`).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal, SignalInstance

from ...engine import GinRummyError, RuleSet
from ...friend.channel import WireError
from ...friend.play import FriendPlay
from ..seats.friend_link import FriendLink
from ..seats.seat import OpponentSeat
from ..shell.files import move_aside
from ..words.friend import hints_off_with_a_friend
from .controller import GameController
from .friend_match import FriendMatch
from .friend_save import FriendJournal, FriendSave, FriendSaveError, read_friend_save
from .seal import SeedSealer

__all__ = ["FRIEND_FILE", "FriendSeating"]

_log = logging.getLogger(__name__)

FRIEND_FILE = "friend-match.json"
"""The friend's match's file, in the data folder."""


class Pausable(Protocol):
    def pause(self, paused: bool) -> None: ...


class Recording(Protocol):
    """The statistics (``records/stats_recorder.py``)."""

    recording: bool

    def friend_match(self, name: str, play: FriendPlay,
                     news: SignalInstance | None = None) -> None: ...


class FriendSeating(QObject):
    """The opponent's seat between the computer and a friend (see the module docstring)."""

    changed = Signal()
    told = Signal(str)

    def __init__(self, controller: GameController, computer: OpponentSeat, autosave: Pausable,
                 stats: Recording, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller, self._computer = controller, computer
        self._autosave, self._stats = autosave, stats
        self._path = folder / FRIEND_FILE
        self._sealer = SeedSealer.in_folder(folder)
        self.match: FriendMatch | None = None

    @property
    def help_refused(self) -> str:
        """Why no hint is given now ("" while the computer sits opposite): against a friend,
        a hint, and the panel's best discard, would help one side against the other."""
        return hints_off_with_a_friend() if self.match is not None else ""

    @property
    def friend_name(self) -> str:
        """The friend's name ("" when the computer sits opposite)."""
        return self.match.friend_name if self.match is not None else ""

    def sit(self, link: FriendLink, rules: RuleSet, host: bool) -> None:
        """A new match against the friend at the other end of ``link``."""
        match = FriendMatch.linked(link, rules, host, self._controller, self)
        self._seat(match)
        self._controller.new_shared_game(rules, match)
        match.start()

    def go_on(self, save: FriendSave) -> bool:
        """The match ``save`` holds, back on the table, looking for the friend (False, the
        file moved aside and the player told, when its events are not a match's)."""
        try:
            match = FriendMatch.from_save(save, self._controller, self)
        except (WireError, GinRummyError, ValueError) as error:
            self._set_aside(str(error))
            return False
        self._seat(match)
        self._controller.new_shared_game(save.rules, match, match.play.actions)
        match.look_for_the_friend()
        return True

    def _seat(self, match: FriendMatch) -> None:
        self.match = match
        match.told.connect(self.told)
        match.journal = FriendJournal(self._path, self._sealer)
        match.finished.connect(self._remove)
        match.ended.connect(lambda _sentence: self._remove() if not match.kept else None)
        self._controller.set_seat(match.seat)
        self._autosave.pause(True)
        self._stats.friend_match(match.friend_name, match.play, match.finished)
        self.changed.emit()

    def leave(self) -> None:
        """Back to the computer: a friend's match left (goodbye said; its file goes)."""
        match, self.match = self.match, None
        if match is None:
            return
        if not match.kept:
            self._remove()
        match.close()
        self._controller.set_seat(self._computer)
        self._autosave.pause(False)
        self._stats.recording = True
        self.changed.emit()

    # --- the file ----------------------------------------------------------------------------

    def saved(self) -> FriendSave | None:
        """The friend's match kept in the file, if there is one it can go on with."""
        if not self._path.exists():
            return None
        try:
            return read_friend_save(self._path, self._sealer)
        except (FriendSaveError, OSError) as error:
            self._set_aside(str(error))
            return None

    def _remove(self) -> None:
        try:
            self._path.unlink(missing_ok=True)
        except OSError as error:
            _log.warning("friend's match: cannot remove its file: %s", error)

    def _set_aside(self, reason: str) -> None:
        _log.warning("friend's match: its file cannot be gone on with: %s", reason)
        moved = move_aside(self._path)
        self.told.emit(QCoreApplication.translate(
            "FriendSeating", "The saved match against a friend could not be read ({reason}); "
            "it was moved aside as {name}.").format(
                reason=reason[:200], name=moved.name if moved is not None else "—"))
