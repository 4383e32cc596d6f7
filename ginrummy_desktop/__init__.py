"""Gin Rummy against the computer: a PySide6 desktop card game."""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
