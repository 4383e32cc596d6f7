"""The statistics writes that wait for the file: another program holds its write lock.

A write that meets a lock waits here, in order, and is tried again later (every write being
idempotent, ``stats_writes.py``). A hand's write is appended to the journal beside the file
(``stats_journal.py``), so that it survives a quit or a crash, and from then on it waits *in
the journal only*: memory keeps a count of the journal's lines still to write, never their
rows, so a lock of any length costs no memory, and no hand that reached the journal is ever
dropped. A hand leaves the journal only by reaching the file: the journal is removed once every
line of it has been written, never before.

What memory does hold is bounded (:data:`MAX_PENDING`): the writes the journal could not take
(it is full, or cannot be written), which are appended to it at close if it can take them then.

Lines are replayed in the order they were written. The journal is read back only when the file
is writable again (a write that takes the lock and changes nothing tells), and what it holds is
checked against the match each line belongs to (``JournalLines`` and ``replayed_write``): a line
at odds with its match is refused, and once the rest is written the journal is kept aside
(never deleted), the player told once. The journal an earlier session left is read before
anything else; if it is damaged or edited it is moved aside at once, and the lines that could
be read start a new journal (nothing will ever be appended after a line cut short by a crash).

Standard library only.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from .stats_journal import StatsJournal
from .stats_writes import JournalLine, JournalLines, Write

__all__ = ["MAX_PENDING", "Status", "WaitingWrites"]

_log = logging.getLogger(__name__)

MAX_PENDING = 500
"""Writes kept in memory (not in the journal) while the file is locked; the oldest of them are
dropped beyond this (a journaled hand is never dropped)."""

Status = Literal["ok", "busy", "again", "failed", "refused"]
"""What an attempt of a write gave: written; the file is locked (try later); the file was
replaced by a new one or by memory (try at once); failed for good (logged); a journal line at
odds with its match, refused (logged)."""

Attempt = Callable[[Write], Status]


@dataclass(frozen=True, slots=True)
class _InJournal:
    """The next ``count`` lines of the journal, after those already written: lines an
    ``earlier`` session wrote (or written twice, see :meth:`WaitingWrites.flush`), which never
    take a match back, or this session's, written as they were made."""

    count: int
    earlier: bool = False


@dataclass(frozen=True, slots=True, eq=False)
class _InMemory:
    """A write kept in memory: one the journal does not carry (``entry`` None), or a hand's
    the journal could not take yet (``entry``: its line, for :meth:`WaitingWrites.flush`)."""

    write: Write
    entry: dict[str, Any] | None = None


def _nothing(_connection: object) -> None:
    """A write that changes nothing: it only tells whether the file's write lock is free."""


def _twice(attempt: Attempt, write: Write) -> Status:
    """``attempt`` of ``write``, once more at once when the file was replaced."""
    status = attempt(write)
    return attempt(write) if status == "again" else status


class WaitingWrites:
    """The writes waiting for the file, in the order they were made, and the journal that
    keeps them across a quit (see the module docstring). ``kept_aside(path)`` is called for
    each journal moved aside (the store tells the player)."""

    def __init__(self, journal: StatsJournal, kept_aside: Callable[[Path], None]) -> None:
        self.journal = journal
        self._kept_aside = kept_aside
        self._steps: deque[_InJournal | _InMemory] = deque()
        self._written = 0
        """The journal's lines (those it reads back, refused ones left out) already written
        to the file: the next line to write is this one."""
        self._lines: Sequence[JournalLine] | None = None
        """The journal's lines, while a run writes them (else memory does not hold them)."""
        self._refused = ""
        """Why the journal is to be kept aside once all of it is written (empty: it is not)."""
        self._read = False
        self._journaled = False
        """The journal may hold lines (it is removed once nothing waits)."""
        self._stuck = False
        """The journal is damaged and could not be moved aside: it is never removed."""

    def __len__(self) -> int:
        return sum(step.count if isinstance(step, _InJournal) else 1 for step in self._steps)

    @property
    def earlier_read(self) -> bool:
        """Whether the journal an earlier session left has been read."""
        return self._read

    def read_earlier(self) -> None:
        """Put the lines of the journal an earlier session left before any other waiting
        write (once). A damaged or edited journal is moved aside, and the lines that could be
        read start a new journal."""
        if self._read:
            return
        self._read = True
        if not self.journal.exists():
            return
        self._journaled = True
        found = self.journal.read(JournalLines())
        if found.moved_to is not None:
            self._kept_aside(found.moved_to)
            self._start_again(found.entries)
            return
        self._stuck = bool(found.problem)
        self._wait_in_journal(found.entries)

    def keep(self, write: Write, entry: dict[str, Any] | None = None) -> None:
        """Keep ``write`` for later: in the journal when it has a journal ``entry`` the journal
        takes, else in memory (so too while the journal is a damaged one that could not be
        moved aside: a line appended after a line cut short would be lost with it)."""
        if entry is not None and not self._stuck and self.journal.append(entry):
            self._journaled = True
            self._add(_InJournal(1))
            return
        self._add(_InMemory(write, entry))
        in_memory = [step for step in self._steps if isinstance(step, _InMemory)]
        if len(in_memory) > MAX_PENDING:
            self._steps.remove(in_memory[0])
            _log.warning("statistics: too many writes waiting in memory; the oldest was "
                         "dropped (it was in no journal)")

    def run(self, attempt: Attempt) -> bool:
        """Try the waiting writes in order with ``attempt``; True when none is left (each
        written, refused, or failing for good), False at the first that meets the lock."""
        try:
            while self._steps:
                step = self._steps[0]
                if isinstance(step, _InMemory):
                    if _twice(attempt, step.write) == "busy":
                        return False
                elif not self._run_lines(step, attempt):
                    return False
                self._steps.popleft()
            return True
        finally:
            self._lines = None  # the journal keeps them

    def forget(self) -> None:
        """Forget every waiting write (the player reset the statistics): the journal's lines
        are never written (the journal is removed by :meth:`settle`)."""
        self._written += sum(step.count for step in self._steps if isinstance(step, _InJournal))
        self._steps.clear()
        self._lines = None

    def flush(self) -> bool:
        """Append to the journal the waiting hands it could not take yet (at close); True
        when every waiting hand is in the journal. Each stays in memory too, at its place (a
        journal line written twice adds nothing twice)."""
        for index, step in enumerate(list(self._steps)):
            if not isinstance(step, _InMemory) or step.entry is None:
                continue
            if self._stuck or not self.journal.append(step.entry):
                return False
            self._journaled = True
            self._steps[index] = _InMemory(step.write)
            self._add(_InJournal(1, earlier=True))
        return True

    def settle(self, in_memory: bool) -> None:
        """Once nothing waits any more and all of it is in the file, remove the journal, or
        keep it aside when a line of it was refused (not when the statistics went to memory:
        the file never got it)."""
        if self._steps or in_memory or not self._journaled or self._stuck:
            return
        if self._refused and self.journal.exists():
            moved = self.journal.move_aside(self._refused)
            if moved is None:
                self._stuck = True
                return
            self._kept_aside(moved)
        elif not self.journal.discard():
            return  # still there: its lines are counted on
        self._journaled, self._written, self._refused = False, 0, ""

    def _add(self, step: _InJournal | _InMemory) -> None:
        last = self._steps[-1] if self._steps else None
        if (isinstance(step, _InJournal) and isinstance(last, _InJournal)
                and step.earlier == last.earlier):
            self._steps[-1] = _InJournal(last.count + step.count, step.earlier)
        else:
            self._steps.append(step)

    def _start_again(self, lines: Sequence[JournalLine]) -> None:
        """A new journal of ``lines`` (read from one moved aside); in memory when it cannot
        be written."""
        self._written = 0
        if not lines:
            return
        if self.journal.rewrite([line.entry for line in lines]):
            self._wait_in_journal(lines)
        else:
            self._steps.extendleft(reversed([_InMemory(line.write(earlier=True), line.entry)
                                             for line in lines]))

    def _wait_in_journal(self, lines: Sequence[JournalLine]) -> None:
        """The journal's ``lines``, just read, wait first (memory keeps them until the next
        run only: it comes at once when the file is free)."""
        if lines:
            self._steps.appendleft(_InJournal(len(lines), earlier=True))
            self._lines = lines

    def _run_lines(self, step: _InJournal, attempt: Attempt) -> bool:
        """Write the journal's lines of ``step``; False when the file is locked (the rest of
        them still wait)."""
        lines = self._lines_to_write(attempt)
        if lines is None:
            return False
        for done in range(step.count):
            if self._written >= len(lines):
                _log.error("statistics journal: %d lines are missing", step.count - done)
                self._refused = self._refused or "lines are missing"
                self._written += step.count - done
                return True
            status = _twice(attempt, lines[self._written].write(earlier=step.earlier))
            if status == "busy":
                self._steps[0] = _InJournal(step.count - done, step.earlier)
                return False
            if status == "refused":
                self._refused = self._refused or f"a line was refused (its {self._written + 1})"
            self._written += 1
        return True

    def _lines_to_write(self, attempt: Attempt) -> Sequence[JournalLine] | None:
        """The journal's lines, read back once the file is writable (None while it is
        locked); an edited line is left out, and the journal kept aside once written."""
        if self._lines is None:
            if _twice(attempt, _nothing) == "busy":
                return None
            found = self.journal.read(JournalLines(), keep_in_place=True)
            if found.problem:
                _log.error("statistics journal: %s; it will be kept aside", found.problem)
                self._refused = self._refused or found.problem
            self._lines = found.entries
        return self._lines
