"""Quoting bad input and long reasons in a message: at most a short excerpt, never all of it.

``excerpt(value, limit)`` is the engine's (``engine/errors.py``): a value's repr cut to about
``limit`` characters, built without ever making the whole repr of a huge value, and never
raising. ``clipped(text, limit)`` shortens a reason that is already text (an error message, a
file problem), with its runs of white space made single spaces.
"""

from __future__ import annotations

from ...engine.errors import excerpt

__all__ = ["clipped", "excerpt"]


def clipped(text: str, limit: int) -> str:
    """``text`` on one line, cut to at most ``limit`` characters (an ellipsis marks a cut)."""
    line = " ".join(text.split())
    return line if len(line) <= limit else f"{line[: limit - 1]}…"
