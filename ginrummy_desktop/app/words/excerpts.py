"""Quoting bad input and long reasons in a message: at most a short excerpt, never all of it;
and the one check that text read from a file is text at all.

``excerpt(value, limit)`` is the engine's (``engine/errors.py``): a value's repr cut to about
``limit`` characters, built without ever making the whole repr of a huge value, and never
raising. ``clipped(text, limit)`` shortens a reason that is already text (an error message, a
file problem), with its runs of white space made single spaces.

``is_valid_text(value)`` is the check every text read from a file passes (the settings, the
save): a Python string need not be text. A JSON escape such as ``\\ud800`` decodes to a *lone
surrogate*, half of a pair, which Qt cannot show and UTF-8 cannot write, so a label showing it
raises at every refresh. Such text is refused where it is read (a setting falls back to its
default, a save is unreadable), never repaired into something the player did not write.
"""

from __future__ import annotations

import re

from ...engine.errors import excerpt

__all__ = ["clipped", "excerpt", "is_valid_text"]

_SURROGATE = re.compile("[\ud800-\udfff]")
"""A surrogate code point: never part of valid text in a Python string (JSON's escaped pairs
are joined into one character when they are decoded)."""


def clipped(text: str, limit: int) -> str:
    """``text`` on one line, cut to at most ``limit`` characters (an ellipsis marks a cut)."""
    line = " ".join(text.split())
    return line if len(line) <= limit else f"{line[: limit - 1]}…"


def is_valid_text(value: object) -> bool:
    """Whether every string in ``value`` is a sequence of Unicode scalar values (no lone
    surrogate; see the module). ``value`` is a string, or what ``json.loads`` makes: lists and
    dictionaries of them, keys included, walked without recursion (a deeply nested document
    cannot exhaust the stack); numbers, booleans and None pass."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            if not item.isascii() and _SURROGATE.search(item):
                return False
        elif isinstance(item, dict):
            pending.extend(item)
            pending.extend(item.values())
        elif isinstance(item, list | tuple):
            pending.extend(item)
    return True
