"""The computer player's own process: no player can take the table's interpreter.

A computer player thinking in a thread of the program's process shares Python's global lock
with the table: a player stuck in code that holds the lock (a catastrophic regular expression,
``sum(range(2 * 10**9))``) freezes the whole table, the watchdog cannot even fire, and a
spinning or allocating player stalls every repaint. Here the player thinks in a process of its
own, started with ``spawn`` (never ``fork``: the program has threads) at a lower priority, so
the table keeps the processor whenever both want it.

The process keeps no match state: each request carries the player to use (:class:`PlayerSpec`:
its level, seed and the match's rules), its *memory* (``ai.player.memory_of``: its random
generator's position, what it has learned of its opponent) and the view to decide in, and the
answer carries the action and the memory after the decision. So a process that dies, or that
the table gives up on (it overran the watchdog), is replaced by a new one and the match plays
on exactly; the player made for the last spec is kept between requests only to save its
set-up. An exception of the player's, even ``SystemExit``, is an answer too (a failure).

It ends with the program however the program ends: a thread waits for the program's process
and ends this one when it does, and its end of the pipe sees the program's end close. In a
frozen bundle the child is the bundle's executable run again, which
``multiprocessing.freeze_support()`` in ``ginrummy_desktop.__main__`` turns into this process.

This module is headless (no Qt): the table's side is ``app/seats/process_seat.py``. The table uses
it (for :class:`PlayerSpec` and the messages) before its first paint; ``multiprocessing`` is
imported where a process is started or served, not here.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .ai import Player
from .ai.levels import Level, make_player
from .ai.player import memory_of, restore_memory
from .engine import Action, PlayerView, RuleSet

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

__all__ = [
    "PLAYER_NICENESS",
    "Answer",
    "PlayerSpec",
    "Request",
    "failure_text",
    "serve",
]

PLAYER_NICENESS = 10
"""How much lower the player's process runs than the table's (``os.nice``; POSIX only)."""


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    """What makes the computer player: its level, its seed and the match's rules."""

    level: int
    seed: int
    rules: RuleSet

    def make(self) -> Player:
        """The player, as the table makes it (the Expert with its rollout helper)."""
        level = Level(self.level)
        if level is not Level.EXPERT:
            return make_player(level, self.seed, self.rules)
        from .rollout_process import shared_helper  # with the Expert only

        helper = shared_helper()
        if helper is not None:
            helper.warm_up(0.0)
        return make_player(level, self.seed, self.rules, helper=helper)


@dataclass(frozen=True, slots=True)
class Request:
    """Decide in ``view`` as ``spec``'s player with ``memory`` (see the module docstring)."""

    number: int
    spec: PlayerSpec
    memory: dict[str, Any]
    view: PlayerView


@dataclass(frozen=True, slots=True)
class Answer:
    """The answer to request ``number``: the action and the memory after it, or ``failure``
    (a short text) when the player failed."""

    number: int
    action: Action | None = None
    memory: dict[str, Any] | None = None
    failure: str = ""


def failure_text(error: BaseException) -> str:
    """A player's exception as a short message."""
    text = f"{type(error).__name__}: {error}"
    return text if len(text) <= 200 else f"{text[:199]}…"


def serve(connection: Connection) -> None:
    """The player's process: answer each :class:`Request` with an :class:`Answer` until the
    program closes its end of the pipe (or sends None)."""
    import multiprocessing

    _lower_priority()
    _end_with_the_program()
    # started as a daemon, so that the program never waits for it at exit; but a daemon may
    # start no process, and the Expert starts its rollout helper: this process ends with the
    # program anyway (``_end_with_the_program``), and so does the helper (its pipe closes)
    multiprocessing.current_process().daemon = False
    kept: tuple[PlayerSpec, Player] | None = None
    while True:
        try:
            request = connection.recv()
        except (EOFError, OSError):
            return
        if not isinstance(request, Request):
            return
        try:
            if kept is None or kept[0] != request.spec:
                kept = (request.spec, request.spec.make())
            player = kept[1]
            restore_memory(player, request.memory)
            action = player.choose(request.view)
            answer = Answer(request.number, action, memory_of(player))
        except BaseException as error:  # even SystemExit: a player never ends this loop
            kept = None  # a player that failed may be in any state: make it again
            answer = Answer(request.number, failure=failure_text(error))
        try:
            connection.send(answer)
        except (OSError, ValueError):  # the program's end is gone
            return
        except Exception as error:  # an answer that cannot be sent (not picklable)
            connection.send(Answer(request.number, failure=failure_text(error)))


def _lower_priority() -> None:
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(PLAYER_NICENESS)


def _end_with_the_program() -> None:
    import multiprocessing
    import threading

    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), daemon=True).start()


def _end_with(sentinel: int) -> None:
    import multiprocessing.connection

    multiprocessing.connection.wait([sentinel])
    os._exit(0)
