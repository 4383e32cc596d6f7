"""Text output in UTF-8 on every system, so that printing a card never fails.

Python writes standard output in the locale's encoding when it is a pipe or a file. A frozen
Windows program does so in the ANSI code page (cp1252 on an English Windows, as on the CI
runners) even with ``PYTHONUTF8=1``, and ``print()`` of a suit symbol then raises
``UnicodeEncodeError``; so does any Python under ``PYTHONIOENCODING=cp1252`` or a C locale.

Every command-line entry (the game's ``main``, which runs ``--self-test``; the arena) calls
:func:`use_utf8_output` first: standard output and standard error are switched to UTF-8, and a
character UTF-8 cannot carry (a lone surrogate) is written as a backslash escape instead of
raising. A windowed frozen program may have no standard streams at all (``None``), and a stream
that is not a text file wrapper (a test's capture) is left as it is.

Standard library only: the arena imports it and stays free of Qt.
"""

from __future__ import annotations

import io
import sys
from typing import TextIO

__all__ = ["use_utf8_output", "utf8_stream"]


def use_utf8_output() -> None:
    """Switch ``sys.stdout`` and ``sys.stderr`` to UTF-8 (see the module docstring)."""
    utf8_stream(sys.stdout)
    utf8_stream(sys.stderr)


def utf8_stream(stream: TextIO | None) -> bool:
    """Make ``stream`` write UTF-8, escaping what cannot be encoded; whether it now does."""
    if stream is None:
        return False
    if not isinstance(stream, io.TextIOWrapper):
        return False
    try:
        stream.reconfigure(encoding="utf-8", errors="backslashreplace")
    except (OSError, ValueError):  # closed, or already read from (stdin-like)
        return False
    return True
