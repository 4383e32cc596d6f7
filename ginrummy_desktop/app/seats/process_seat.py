"""The computer's seat played in a process of its own: :class:`ProcessSeat`.

The player thinks in ``player_process.py``'s process, so nothing it does (a loop in C code that
holds Python's lock, a huge allocation, a crash) can stall or freeze the table; see that
module for why and how. This side, in the table's process:

* :class:`PlayerHost` is the player's worker (``worker_process.py``) polled from the GUI thread
  (``shell/worker_host.py``): one for the whole program, its process started in the background
  once the table is first painted (:meth:`ProcessSeat.warm_up`), so the first decision does not
  wait for it, and neither does the first paint; the first request starts it if nothing did
  before. ``multiprocessing`` is imported when a process is first started. The worker sends
  one request at a time, so the pipe never fills and the table never waits to write (requests
  asked meanwhile wait in order; a cancelled one is never sent). A process that died fails the
  request it had (the seat plays its fallback move, as for any failure) and a new one serves
  the next; :meth:`ProcessSeat.restart` gives up a process that overran the table's watchdog:
  it is killed, not waited for. The registry of workers owns the process: the program's
  close-down ends it (``worker_process.stop_all_workers``).
* :class:`ProcessSeat` is an :class:`~.seats.OpponentSeat`: it asks with the player's spec
  (level, seed, rules) and memory, and keeps the player object of the table's side (its name,
  its memory for the save) in step with the memory each answer brings. An answer to a request
  no longer current is dropped, and so is the memory it brings: the saved memory is that of the
  decisions played.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...ai import Player
from ...ai.player import memory_of, restore_memory
from ...engine import PlayerView
from ...player_process import Decision, DecisionRequest, PlayerSpec, player_worker
from ...worker_process import Reply, ReplyKind
from ..shell.worker_host import WorkerHost

if TYPE_CHECKING:
    from .opponent import Opponent

__all__ = ["PlayerHost", "ProcessSeat", "computer_seat", "shared_host"]

_log = logging.getLogger(__name__)


class PlayerHost(WorkerHost):
    """The player's worker, polled from the GUI thread (see the module docstring)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(player_worker(), parent)


_HOST: PlayerHost | None = None


def shared_host() -> PlayerHost:
    """The program's one player host, made on first use; its process starts with
    :meth:`ProcessSeat.warm_up` or the first request, whichever comes first."""
    global _HOST
    if _HOST is None:
        _HOST = PlayerHost()
    return _HOST


class ProcessSeat(QObject):
    """The computer's seat, its player thinking in the player's process (an
    :class:`~.seats.OpponentSeat`; see the module docstring)."""

    decided = Signal(int, object)
    """(request id, action): the current request's answer."""
    failed = Signal(int, str)
    """(request id, message): the current request's player failed, or its process did."""

    def __init__(self, player: Player, spec: PlayerSpec, host: WorkerHost | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.player = player
        """The table's copy of the player: its name, and its memory as of the last decision."""
        self.spec = spec
        self._host = host if host is not None else shared_host()
        self._current: int | None = None
        self._shut_down = False

    def warm_up(self) -> None:
        """Start the player's process now, in the background, if there is none, so the first
        decision does not wait for it (the window calls this once the table is painted)."""
        try:
            self._host.start()
        except Exception as error:  # the first request tries again, and fails to the seat
            _log.error("the computer player's process cannot start: %s", error)

    def sit(self, opponent: Opponent) -> None:
        """Another player takes the seat (a new level, a resumed match); a decision under
        way is the old player's: the controller asks again (``GameController.ask_again``)."""
        self.player, self.spec = opponent.player, opponent.spec

    def request(self, view: PlayerView) -> int:
        if self._shut_down:
            raise RuntimeError("the computer's seat has been shut down")
        self.cancel()
        asked = DecisionRequest(self.spec, dict(memory_of(self.player)), view)
        self._current = self._host.ask(asked, self._on_reply)
        return self._current

    def cancel(self) -> None:
        if self._current is not None:
            self._host.forget(self._current)
        self._current = None

    def is_busy(self) -> bool:
        return self._current is not None

    def restart(self) -> None:
        """The player overran: its process is replaced (it is killed, never waited for); this
        seat's request is forgotten, so it is not sent again to the new process."""
        self.cancel()
        self._host.replace()

    def shutdown(self) -> None:
        """This seat asks no more (the process is the program's: the close-down ends it)."""
        self.cancel()
        self._shut_down = True

    def _on_reply(self, reply: Reply) -> None:
        """A reply from the host: passed on if it answers the current request."""
        if reply.number != self._current:
            return
        self._current = None
        decision = reply.result
        if reply.kind is not ReplyKind.ANSWER or not isinstance(decision, Decision):
            self.failed.emit(reply.number, _failure(reply))
            return
        try:
            restore_memory(self.player, decision.memory)
        except Exception as error:  # our own process sent it; still, never leave a seat mute
            _log.error("the computer's memory came back unusable: %s", error)
            self.failed.emit(reply.number, QCoreApplication.translate(
                "ProcessSeat", "the computer sent no usable memory"))
            return
        self.decided.emit(reply.number, decision.action)


def _failure(reply: Reply) -> str:
    """What went wrong with a reply that brings no decision, for the status line."""
    if reply.kind is ReplyKind.FAILURE:
        return reply.failure
    if reply.kind is ReplyKind.PROCESS_STOPPED:
        return QCoreApplication.translate("ProcessSeat", "the computer's process stopped")
    if reply.kind is ReplyKind.PROCESS_REPLACED:
        return QCoreApplication.translate("ProcessSeat", "the computer's process was replaced")
    return QCoreApplication.translate("ProcessSeat", "the computer sent no memory")


def computer_seat(opponent: Opponent, parent: QObject) -> ProcessSeat:
    """The seat factory of a match against the computer (the session's default): the player
    thinks in the program's player process."""
    return ProcessSeat(opponent.player, opponent.spec, parent=parent)
