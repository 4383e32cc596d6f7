"""The journal of statistics writes that could not reach the database at once.

While another program holds the statistics file's write lock, a finished hand waits in this
journal (see ``stats_waiting.py``), so that it survives a quit or a crash:
``statistics.sqlite3.pending`` beside the database, one JSON object per line, each line
written, flushed and synced to the disk before the table goes on. When every line has reached
the database the journal is removed; at the next start, the journal's lines are replayed first
(each of them idempotent, so a journal replayed twice adds nothing twice).

The journal is bounded: a line longer than :data:`MAX_LINE_BYTES` or a file longer than
:data:`MAX_JOURNAL_BYTES` is not read past. A journal with a damaged line (or one its reader
refuses: an edited line, ``stats_writes.JournalLines``), or too long, is moved aside as
``statistics.sqlite3.pending.unreadable-<date>`` (never deleted) and the writes that could be
read still arrive. The file is opened only for the time of one read or one append (Windows can
neither move nor delete an open file).

Standard library only (no Qt).
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..shell.files import move_aside

__all__ = ["JOURNAL_SUFFIX", "MAX_JOURNAL_BYTES", "MAX_LINE_BYTES", "JournalRead",
           "StatsJournal"]

_log = logging.getLogger(__name__)

JOURNAL_SUFFIX = ".pending"
"""The journal's name is the database's name with this added."""
MAX_LINE_BYTES = 4 * 1024 * 1024
"""The longest line read (a match's engine record of many hands is far shorter)."""
MAX_JOURNAL_BYTES = 64 * 1024 * 1024
"""The longest journal read; an append that would make it longer is refused."""


class JournalDamagedError(ValueError):
    """A journal line is not one this game writes (the message says why)."""


@dataclass(slots=True)
class JournalRead[T]:
    """What a read of the journal gave: the ``entries`` that could be read, in order, and
    where a damaged or too long journal was moved (None when it was sound)."""

    entries: list[T] = field(default_factory=list)
    moved_to: Path | None = None
    problem: str = ""


class StatsJournal:
    """The append-only journal of the database at ``database`` (see the module docstring)."""

    def __init__(self, database: Path) -> None:
        self.path = database.with_name(database.name + JOURNAL_SUFFIX)

    def exists(self) -> bool:
        return self.path.is_file()

    def append(self, entry: dict[str, Any]) -> bool:
        """Add ``entry`` as one line, synced to the disk before returning; False (logged) when
        it could not be written or the journal would grow past :data:`MAX_JOURNAL_BYTES`."""
        line = _encoded(entry)
        try:
            size = self.path.stat().st_size if self.path.exists() else 0
            if size + len(line) > MAX_JOURNAL_BYTES or len(line) > MAX_LINE_BYTES:
                _log.error("statistics journal full (%d bytes); the write waits in memory", size)
                return False
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("ab") as journal:
                journal.write(line)
                journal.flush()
                os.fsync(journal.fileno())
        except OSError as error:
            _log.error("statistics journal could not be written: %s", error)
            return False
        return True

    def read[T](self, decode: Callable[[dict[str, Any]], T], *,
                keep_in_place: bool = False) -> JournalRead[T]:
        """The journal's entries, each made by ``decode`` (which raises ``ValueError``,
        ``TypeError`` or ``KeyError`` for an entry it cannot use). A damaged or too long
        journal is moved aside, unless ``keep_in_place`` (then only :attr:`JournalRead.problem`
        tells); the entries read before the damage, and the good ones after it, are still
        given."""
        found: JournalRead[T] = JournalRead()
        try:
            lines, problem = self._lines()
        except OSError as error:
            _log.error("statistics journal could not be read: %s", error)
            return found
        for number, line in enumerate(lines, start=1):
            try:
                found.entries.append(decode(_decoded(line)))
            except (ValueError, TypeError, KeyError) as error:
                problem = problem or f"line {number} is damaged ({error})"
        if problem:
            found.problem = problem
            if not keep_in_place:
                found.moved_to = self.move_aside(problem)
        return found

    def rewrite(self, entries: list[dict[str, Any]]) -> bool:
        """Start the journal again with ``entries`` only (after a damaged one was moved
        aside); written to a new file that then replaces the journal, so a crash leaves
        one or the other."""
        fresh = self.path.with_name(self.path.name + ".new")
        try:
            with fresh.open("wb") as journal:
                for entry in entries:
                    journal.write(_encoded(entry))
                journal.flush()
                os.fsync(journal.fileno())
            os.replace(fresh, self.path)
        except OSError as error:
            _log.error("statistics journal could not be written again: %s", error)
            return False
        return True

    def discard(self) -> bool:
        """Remove the journal: everything in it has reached the database. False (logged) when
        it is still there."""
        try:
            self.path.unlink(missing_ok=True)
        except OSError as error:  # replayed again at the next start: idempotent
            _log.warning("statistics journal could not be removed: %s", error)
            return False
        return True

    def _lines(self) -> tuple[list[bytes], str]:
        """The journal's lines (without their line ends) up to the limits, and what was wrong
        with it (empty when nothing)."""
        if not self.path.is_file():
            return [], ""
        lines: list[bytes] = []
        problem = ""
        with self.path.open("rb") as journal:
            total = 0
            while line := journal.readline(MAX_LINE_BYTES + 1):
                total += len(line)
                if total > MAX_JOURNAL_BYTES:
                    problem = f"it is longer than {MAX_JOURNAL_BYTES} bytes"
                    break
                if not line.endswith(b"\n"):
                    long = len(line) > MAX_LINE_BYTES
                    problem = (f"line {len(lines) + 1} is too long" if long
                               else f"line {len(lines) + 1} is cut short")
                    break
                lines.append(line[:-1])
        return lines, problem

    def move_aside(self, problem: str) -> Path | None:
        """Rename the journal to ``<name>.unreadable-<date>`` (never deleted) because of
        ``problem``; its new path, or None when it could not be moved (logged)."""
        target = move_aside(self.path)
        if target is not None:
            _log.warning("statistics journal unreadable (%s); moved to %s", problem, target)
        return target


def _encoded(entry: dict[str, Any]) -> bytes:
    text = json.dumps(entry, separators=(",", ":"), ensure_ascii=True)
    return text.encode("ascii") + b"\n"


def _decoded(line: bytes) -> dict[str, Any]:
    """The JSON object of ``line``; ValueError when it is not one."""
    value = json.loads(line.decode("utf-8"))
    if not isinstance(value, dict):
        raise JournalDamagedError("not a JSON object")
    return value
