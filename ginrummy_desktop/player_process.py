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

The process is a worker of ``worker_process.py`` (started, spoken to, replaced and ended as
every worker is), serving :class:`Decider`; in a frozen bundle the child is the bundle's
executable run again, which ``multiprocessing.freeze_support()`` in ``ginrummy_desktop.__main__``
turns into it.

This module is headless (no Qt): the table's side is ``app/seats/process_seat.py``. The table uses
it (for :class:`PlayerSpec` and the messages) before its first paint; ``multiprocessing`` is
imported where a process is started or served, not here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .ai import Player
from .ai.levels import Level, make_player
from .ai.player import memory_of, restore_memory
from .engine import Action, PlayerView, RuleSet
from .worker_process import Worker

__all__ = ["PROCESS_NAME", "Decider", "Decision", "DecisionRequest", "PlayerSpec", "player_worker"]

PROCESS_NAME = "ginrummy-player"
"""The player's process's name (in the registry of workers, and the system's process list)."""


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
class DecisionRequest:
    """Decide in ``view`` as ``spec``'s player with ``memory`` (see the module docstring)."""

    spec: PlayerSpec
    memory: dict[str, Any]
    view: PlayerView


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision's answer: the action and the player's memory after it."""

    action: Action
    memory: dict[str, Any]


class Decider:
    """The player's process's handler: a :class:`DecisionRequest` in, a :class:`Decision` out.

    The player made for the last spec is kept for the next request (its set-up is not free);
    it is made again when the spec changes, or after it raised (it may be in any state). An
    exception propagates: the worker answers it as a failure, and the process serves on.
    """

    def __init__(self) -> None:
        self._kept: tuple[PlayerSpec, Player] | None = None

    def __call__(self, request: DecisionRequest) -> Decision:
        kept = self._kept
        if kept is None or kept[0] != request.spec:
            kept = self._kept = (request.spec, request.spec.make())
        player = kept[1]
        try:
            restore_memory(player, request.memory)
            action = player.choose(request.view)
            return Decision(action, memory_of(player))
        except BaseException:
            self._kept = None
            raise


def player_worker() -> Worker:
    """A worker for the computer player's decisions (its process starts when first needed)."""
    return Worker(PROCESS_NAME, Decider())
