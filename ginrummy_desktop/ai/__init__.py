"""Computer opponents: pure strategies behind the :class:`Player` interface (engine only)."""

from __future__ import annotations

from .player import Player

__all__ = ["Player"]
