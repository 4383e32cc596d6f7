"""Reading the player's files without ever being stopped by one, and moving a bad one aside.

A file the program reads (the saved match, the settings file, a match opened in the hand
history) may be anything a person or another program left under that name: a named pipe
(FIFO) or a device, which would block a plain ``open()`` or ``read()`` for ever, a folder, or a
file far larger than any real one. :func:`read_limited` reads only a *regular* file, checked with
``os.stat`` before it is opened, opens it without waiting (``O_NONBLOCK`` where the system has
it, so even a file swapped for a pipe between the check and the open cannot block), and reads at
most ``limit + 1`` bytes, so the caller can tell "too large" without reading it all.

:func:`move_aside` renames a file that cannot be used to ``<name>.unreadable-<date>`` (a free
name; never deleted), so nothing is lost and the program can carry on with a fresh one. When
the dated names are all taken (a thousand of them for the same second), a few names with a
random part are tried; when none is free or the rename fails, it answers None and the caller
must leave the file where it is (never write over it).
"""

from __future__ import annotations

import logging
import os
import secrets
import stat
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication

__all__ = ["NotARegularFileError", "check_regular_file", "move_aside", "read_limited"]

_log = logging.getLogger(__name__)

_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
"""Read only, never waiting for a writer (POSIX), without newline translation (Windows)."""
_CHUNK = 1 << 20
_DATED_NAMES = 1000
"""How many dated names ``move_aside`` tries (``-1`` to ``-999`` after the first)."""
_RANDOM_NAMES = 20
"""How many names with a random part it tries after those (bounded: a folder full of
names cannot keep it busy for ever)."""


class NotARegularFileError(OSError):
    """A name that holds something other than a file: a pipe, a device, a socket, a folder."""


def check_regular_file(path: Path) -> os.stat_result:
    """``path``'s status when it is a regular file (a symbolic link is followed);
    FileNotFoundError when there is nothing, NotARegularFileError when it is something else."""
    status = path.stat()
    if not stat.S_ISREG(status.st_mode):
        raise NotARegularFileError(_not_a_file(path.name, status.st_mode))
    return status


def read_limited(path: Path, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of the regular file at ``path`` (more than ``limit``: the
    file is too large); OSError when it cannot be read, NotARegularFileError when it is not a
    regular file, FileNotFoundError when there is nothing."""
    check_regular_file(path)
    descriptor = os.open(path, _OPEN_FLAGS)
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):  # swapped since the check
            raise NotARegularFileError(
                QCoreApplication.translate("Files", "{name} is not a file").format(name=path.name))
        return _read_up_to(descriptor, limit + 1)
    finally:
        os.close(descriptor)


def _read_up_to(descriptor: int, count: int) -> bytes:
    """Up to ``count`` bytes from an open file (fewer at its end)."""
    parts: list[bytes] = []
    left = count
    while left > 0:
        part = os.read(descriptor, min(left, _CHUNK))
        if not part:
            break
        parts.append(part)
        left -= len(part)
    return b"".join(parts)


def _not_a_file(name: str, mode: int) -> str:
    """Why ``name`` is refused: what it is instead of a regular file, in a sentence (a
    reason the player may be shown, hence translated)."""
    if stat.S_ISFIFO(mode):
        text = QCoreApplication.translate("Files", "{name} is a named pipe, not a file")
    elif stat.S_ISDIR(mode):
        text = QCoreApplication.translate("Files", "{name} is a folder, not a file")
    elif stat.S_ISSOCK(mode):
        text = QCoreApplication.translate("Files", "{name} is a socket, not a file")
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        text = QCoreApplication.translate("Files", "{name} is a device, not a file")
    else:
        text = QCoreApplication.translate("Files", "{name} is not a regular file")
    return text.format(name=name)


def move_aside(path: Path) -> Path | None:
    """Rename ``path`` (whatever it is: a file, a pipe, a link) to ``<name>.unreadable-<date>``,
    a name not taken yet (see the module docstring); the new path, or None when it cannot be
    renamed (logged): the file is then left as it was, and must not be written over.

    A name taken between the check and the rename is skipped where the system refuses to
    rename over it (Windows); elsewhere the window between the two is a few microseconds in
    the program's own data folder."""
    for target in _aside_names(path):
        if target.exists() or target.is_symlink():
            continue
        try:
            path.rename(target)
        except FileExistsError:
            continue
        except OSError as error:
            _log.error("could not move %s aside: %s", path.name, error)
            return None
        return target
    _log.error("could not move %s aside: no free name among %d", path.name,
               _DATED_NAMES + _RANDOM_NAMES)
    return None


def _aside_names(path: Path) -> Iterator[Path]:
    """The names ``move_aside`` tries for ``path``, in order: dated, then dated with a random
    part."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    for attempt in range(_DATED_NAMES):
        suffix = f".unreadable-{stamp}" + (f"-{attempt}" if attempt else "")
        yield path.with_name(path.name + suffix)
    for _ in range(_RANDOM_NAMES):
        yield path.with_name(f"{path.name}.unreadable-{stamp}-{secrets.token_hex(4)}")
