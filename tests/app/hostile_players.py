"""Players for the process-seat tests, made in the player's process from these specs (this
module is importable there: a spawned process gets the tests' import path)."""

from __future__ import annotations

import os
from dataclasses import dataclass

from ginrummy_desktop.ai import Player
from ginrummy_desktop.ai.fallback import FallbackPlayer
from ginrummy_desktop.engine import Action, PlayerView
from ginrummy_desktop.player_process import PlayerSpec


class _GilHog:
    """Holds Python's lock in C code for a long time (minutes), then plays on."""

    name = "hog"

    def choose(self, view: PlayerView) -> Action:
        sum(range(3 * 10**10))  # one C call: no other thread of this process runs meanwhile
        return FallbackPlayer().choose(view)


class _Dying:
    """Ends its process in the middle of a decision."""

    name = "dying"

    def choose(self, view: PlayerView) -> Action:
        os._exit(3)


class _Raising:
    name = "raising"

    def choose(self, view: PlayerView) -> Action:
        raise SystemExit("a player that tries to end the program")


@dataclass(frozen=True)
class HogSpec(PlayerSpec):
    def make(self) -> Player:
        return _GilHog()


@dataclass(frozen=True)
class DyingSpec(PlayerSpec):
    def make(self) -> Player:
        return _Dying()


@dataclass(frozen=True)
class RaisingSpec(PlayerSpec):
    def make(self) -> Player:
        return _Raising()
