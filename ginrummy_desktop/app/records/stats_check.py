"""The check of every page of the statistics file, in the background.

Opening the file checks its header and schema only (a few pages, before the table's first
paint: ``stats_schema.py``). The check of every page (``PRAGMA quick_check``, 0.2 to 0.6 s at
5,000 matches) runs meanwhile with a connection of its own, and the store acts on what it found
at its next read or write, as if found then.

Why a thread, when the project runs its CPU-bound Python work (the computer's thinking) in
worker processes: this check is not Python work. SQLite releases the GIL for the whole of a
statement, and ``quick_check`` is the library reading pages from the disk and checking them
in C, so the GUI thread runs freely beside it. A process would bring nothing but its start-up
cost (an interpreter, the modules, a second handle on the file to be closed before a damaged
file can be moved aside on Windows).

Where no thread can be started at all (a limit of threads or processes), the store goes on
without the check for the session and says so once (``StatsDB._start_check``).

Standard library only, and Qt Core to translate what the player is told.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication

__all__ = ["IntegrityCheck", "failed_check_text"]


class IntegrityCheck:
    """``PRAGMA quick_check`` of the file at ``path`` in a thread of its own, with a connection
    of its own (it only reads), so that the table never waits for it: a check of every page
    takes about 0.2 to 0.6 s at 5,000 matches. :attr:`problems` says what it found (["ok"]
    when nothing) and :attr:`error` what stopped it. :meth:`stop` interrupts it and waits for
    its thread, which then no longer holds the file (Windows can neither move nor delete an
    open file)."""

    def __init__(self, path: Path, timeout: float) -> None:
        self.problems: list[str] = []
        self.error: sqlite3.Error | None = None
        self._path = path
        self._timeout = timeout
        self._lock = threading.Lock()
        self._connection: sqlite3.Connection | None = None
        self._stopped = False
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, name="statistics check", daemon=True)
        self._thread.start()

    def finished(self, timeout: float = 0.0) -> bool:
        """Whether the check has ended (waiting up to ``timeout`` seconds), not stopped."""
        return self._done.wait(timeout) and not self._stopped

    def stop(self) -> None:
        with self._lock:
            self._stopped = True
        while True:  # again until it ends: an interrupt just before the check starts is lost
            with self._lock:
                if self._connection is not None:
                    self._connection.interrupt()
            if self._done.wait(0.02):
                break
        self._thread.join()

    def _run(self) -> None:
        try:
            connection = sqlite3.connect(self._path, timeout=self._timeout,
                                         isolation_level=None)
            try:
                with self._lock:
                    if self._stopped:
                        return
                    self._connection = connection
                self.problems = [str(row[0]) for row in connection.execute(
                    "PRAGMA quick_check(5)")]
            finally:
                with self._lock:
                    self._connection = None
                connection.close()
        except sqlite3.Error as error:
            self.error = error
        finally:
            self._done.set()



def failed_check_text(problems: Sequence[str]) -> str:
    """Why the file is unusable when its check found ``problems``."""
    return QCoreApplication.translate(
        "Statistics", "the file failed its integrity check ({problems})",
    ).format(problems="; ".join(problems)[:100])
