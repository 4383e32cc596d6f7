"""The statistics file: every finished hand and match, in SQLite, in the data folder.

The file is ``statistics.sqlite3`` beside the autosave (``AppPaths.data``); its schema and
migrations are ``stats_schema.py``, its writes ``stats_writes.py``, the arithmetic of its
figures ``stats_summary.py``. :class:`StatsDB` opens it on first use and reads and writes it.

Reading never grows with the file, but for one sum: the Statistics window's figures
(:meth:`StatsDB.summaries`) are the totals the file keeps, a few rows at any size, its chart the
last matches read from the end (:meth:`StatsDB.series` with ``last``), and the hand history's
list a page of matches at a time without their records (:meth:`StatsDB.matches_before`); the
review figures (:meth:`StatsDB.review_figures`) are added up over the matches at each read, a
join by key, tens of milliseconds for tens of thousands (``review_records.py``), and the figures
per friend (:meth:`StatsDB.friends`) over the friends' matches alone. Nor does the start:
the matches a file left in progress are abandoned a batch at a time
(:meth:`StatsDB.abandon_others`). Rows are only ever deleted all at once (Reset, which clears
the totals too).

Nothing here may stop or slow the table. Every statement runs with a short busy timeout
(:data:`BUSY_TIMEOUT_S`) and every ``sqlite3.Error`` is caught and logged; what happens next
depends on the error, and the player is told once through :attr:`StatsDB.notify`:

* *busy or locked* (another program holds a write lock): the write waits and is retried
  (:meth:`StatsDB.retry_pending`, ``stats_waiting.py``); a hand's write waits in the journal
  beside the file, so that it survives a quit or a crash and a lock of any length: the journal
  is replayed before anything else at the next start, and removed once all of it has reached
  the file (never before). A journal line at odds with the match it belongs to (an edited
  journal) is refused, and the journal kept aside;
* *damaged* (not an SQLite file, truncated, failing its integrity check, tables of another
  program, a version newer than this program's): the file is moved aside as
  ``statistics.sqlite3.unreadable-<date>`` (never deleted) and a new one is started. Opening
  checks the header and the schema only (a few pages, before the table's first paint); the
  check of every page runs in the background (``stats_check.py``), and what it finds is acted
  on at the next read or write, as if found then (where no thread can be started for it, the
  session goes on without it). A file whose schema holds one object more or changed (a
  trigger, a view, an index) is not ours either (``stats_schema.py``);
* *cannot be written* (a read-only file or disk, a folder in the way, a full disk): the
  statistics move to an in-memory copy for the rest of the session (what could still be read
  is copied into it), so the Statistics window keeps working.

The standard library, and Qt Core only to translate the sentences the player is told (context
``Statistics``; the values stored in the file are never translated): the queries are tested
without a display.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..words.excerpts import clipped
from .review_records import (
    RATING_MATCHES,
    ReviewFigures,
    figures_from,
    review_queries,
    unreviewed_query,
)
from .stats_check import IntegrityCheck, failed_check_text
from .stats_journal import StatsJournal
from .stats_rows import (
    HAND_COLUMNS,
    HAND_TOTAL_COLUMNS,
    MATCH_COLUMNS,
    STARTED_AT,
    HandRow,
    MatchPlace,
    MatchResult,
    MatchRow,
    ReviewRow,
    hand_from,
    match_from,
)
from .stats_schema import DamagedError, prepare
from .stats_summary import (
    APART,
    EVERY_LEVEL,
    SCOPES,
    FriendFigures,
    HandTotals,
    MatchTotals,
    SeriesPoint,
    Streak,
    Summary,
    added_up,
    apart_by_level,
    apart_by_scope,
    count_streaks,
    friends_from,
    results_by_scope,
    summary_of,
)
from .stats_waiting import Status, WaitingWrites
from .stats_writes import (
    ABANDON_BATCH,
    AbandonBatch,
    RefusedLineError,
    Write,
    copy_rows,
    forget_all,
    review_entry,
    review_write,
    save_entry,
    save_write,
    unpacked,
)

__all__ = ["BUSY_TIMEOUT_S", "STATS_NAME", "StatsDB"]

_log = logging.getLogger(__name__)

STATS_NAME = "statistics.sqlite3"
BUSY_TIMEOUT_S = 0.1
"""How long a statement waits for another program's lock before giving up (and retrying later)."""

# SQLite's primary result codes (error.sqlite_errorcode & 0xFF)
_BUSY, _LOCKED = 5, 6
_CORRUPT, _NOTADB = 11, 26


def _code(error: sqlite3.Error) -> int | None:
    code = getattr(error, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def _is_busy(error: sqlite3.Error) -> bool:
    text = str(error).lower()
    return _code(error) in (_BUSY, _LOCKED) or "locked" in text or "busy" in text


def _is_damaged(error: sqlite3.Error) -> bool:
    text = str(error).lower()
    return _code(error) in (_CORRUPT, _NOTADB) or "not a database" in text or "malformed" in text


_TOTALS = (
    f"SELECT level, {', '.join(HAND_TOTAL_COLUMNS)} FROM hand_totals",
    "SELECT scope, result, matches FROM match_totals",
    "SELECT scope, current, longest, last_ended, last_started, last_row, stale "
    "FROM match_streaks",
    "SELECT (SELECT started_at FROM matches WHERE friend IS NULL ORDER BY started_at LIMIT 1), "
    + ", ".join(f"(SELECT started_at FROM matches WHERE scope = {level} AND friend IS NULL "
                "ORDER BY started_at LIMIT 1)" for level in SCOPES[1:]),
    "SELECT level, kind, hands FROM apart_totals",
)
"""What :meth:`StatsDB.summaries` reads: a few rows each, whatever the file's size."""
_ENDED_IN_ORDER = (
    "SELECT result = 'won', scope, ended, started_at, rowid FROM matches "
    "WHERE result != 'in progress' AND apart IS NULL AND friend IS NULL "
    "ORDER BY ended, started_at, rowid"
)
"""The finished ordinary matches in the order they ended (every row: only to count the streaks
again)."""
_FRIENDS = (
    "SELECT friend, SUM(result = 'won'), SUM(result = 'lost'), SUM(result = 'drawn'), "
    "SUM(result = 'abandoned') FROM matches "
    "WHERE friend IS NOT NULL AND result != 'in progress' "
    "GROUP BY friend ORDER BY MAX(ended) DESC, friend DESC LIMIT ?"
)
"""The matches against each friend that have ended, by result, the friend of the latest first
(read from ``matches_by_friend``: the friends' matches alone)."""
_STORE_STREAK = (
    "INSERT INTO match_streaks (scope, current, longest, last_ended, last_started, last_row, "
    "stale) VALUES (?, ?, ?, ?, ?, ?, 0) ON CONFLICT (scope) DO UPDATE SET "
    "current = excluded.current, longest = excluded.longest, "
    "last_ended = excluded.last_ended, last_started = excluded.last_started, "
    "last_row = excluded.last_row, stale = 0"
)


def _last(values: Sequence[Any]) -> tuple[str, str, int] | None:
    """A streak's last match (end, start, row id) as stored; None when it has none."""
    ended, started, row = values
    return None if ended is None else (str(ended), str(started), int(row))


@dataclass(slots=True)
class _State:
    connection: sqlite3.Connection | None = None
    in_memory: bool = False
    told: set[str] = field(default_factory=set)
    check: IntegrityCheck | None = None
    """The check of every page of the file, under way in a thread of its own."""
    checked: bool = False
    """The file in use has been checked (or was started new, or no thread could be started
    for its check): it is not checked again."""
    abandoning: AbandonBatch | None = None
    """The next batch of matches in progress to abandon (see ``StatsDB.abandon_others``)."""


class StatsDB:
    """The statistics file at ``path`` (see the module docstring). Opened on first use.

    ``notify(message)`` is called once per kind of problem with a sentence for the player (by
    default the message is only logged). ``moved_to`` lists files moved aside this session;
    ``in_memory`` tells that the statistics are no longer being written to the file.
    ``journal`` keeps the hands waiting for a lock across a quit or a crash; a damaged journal
    is moved aside (listed in ``journal_moved_to``) and ``journal_moved_text(path)`` gives the
    sentence the player is told about it.
    """

    def __init__(self, path: Path, *, timeout: float = BUSY_TIMEOUT_S) -> None:
        self.path = Path(path)
        self.timeout = timeout
        self.notify: Callable[[str], None] = lambda message: None
        self.moved_to: list[Path] = []
        self.journal = StatsJournal(self.path)
        self.journal_moved_to: list[Path] = []
        self.journal_moved_text: Callable[[Path], str] = _journal_moved_text
        self._state = _State()
        self._waiting = WaitingWrites(self.journal, self._journal_kept_aside)

    @property
    def in_memory(self) -> bool:
        return self._state.in_memory

    @property
    def pending(self) -> int:
        """How many writes wait for the file to be free (in the journal, or in memory)."""
        return len(self._waiting)

    @property
    def abandoning(self) -> bool:
        """Whether matches in progress are still to be abandoned (see :meth:`abandon_more`)."""
        return self._state.abandoning is not None

    # --- writing ------------------------------------------------------------------------

    def save(self, match: MatchRow, record: str | None = None, hand: HandRow | None = None,
             ) -> bool:
        """Record ``match`` as it stands (its engine ``record`` too when given) and ``hand``,
        in one transaction; a hand already recorded is left as it is. False when the write had
        to wait (it is retried by :meth:`retry_pending`, and kept in the journal meanwhile) or
        failed."""
        write = save_write(match, record, hand)
        return self._write(write, entry=save_entry(match, record, hand))

    def save_review(self, review: ReviewRow) -> bool:
        """Record ``review`` over the file's review of its match, unless that one ranks higher
        (``stats_writes.review_write``: a newer review version first, then never a full review
        by a luck one). False when the write had to wait (kept in the journal meanwhile, as a
        hand's) or failed."""
        return self._write(review_write(review), entry=review_entry(review))

    def abandon_others(self, match_id: str, when: str) -> bool:
        """Every match still in progress except ``match_id`` is abandoned, as ended ``when``
        (only one match can be resumed: the one in the save). A file may hold any number of
        them (a crash at every start, an edited file), so this abandons one batch
        (``AbandonBatch``, a millisecond or so) and leaves the rest to :meth:`abandon_more`,
        which the recorder calls from the event loop: the start never waits for them. True
        when the batch was written; else it waits for the file, as the rest do, but not in
        the journal (the next start abandons them again)."""
        self._state.abandoning = AbandonBatch(match_id, when)
        return self.abandon_more()

    def abandon_more(self) -> bool:
        """Abandon the next batch of matches in progress (after the writes that wait, in
        order); True when it was written or none is left, False when the file is locked
        (then it is the batch tried next)."""
        batch = self._state.abandoning
        if batch is None:
            return True
        status = self._run(batch)
        if status == "busy":
            return False
        if status != "ok" or batch.abandoned < ABANDON_BATCH:
            self._state.abandoning = None  # none left, or failing for good (logged)
        return status == "ok"

    def reset(self) -> bool:
        """Forget every hand and match (the player asked); False when that failed (then the
        writes waiting for a lock still wait)."""
        self._waiting.read_earlier()
        status = self._attempt(forget_all)
        if status == "again":
            status = self._attempt(forget_all)
        if status != "ok":
            return False
        self._waiting.forget()  # the player asked to forget them too
        self._state.abandoning = None
        self._waiting.settle(self._state.in_memory)
        return True

    def retry_pending(self) -> bool:
        """Try the writes that had to wait again, in order (first those of the journal an
        earlier session left); True when none is left."""
        self._waiting.read_earlier()
        if not self._waiting.run(self._attempt):
            return False
        self._waiting.settle(self._state.in_memory)
        return True

    def flush_journal(self) -> bool:
        """Append to the journal the waiting hands it could not take yet (at close); True
        when every waiting hand is in the journal."""
        return self._waiting.flush()

    def _journal_kept_aside(self, target: Path) -> None:
        """The journal was moved aside to ``target`` (damaged, or a line of it refused): the
        player is told once."""
        self.journal_moved_to.append(target)
        self._tell("journal", self.journal_moved_text(target))

    def _write(self, write: Write, entry: dict[str, Any] | None = None) -> bool:
        """Run ``write`` in a transaction after any waiting writes; while the file is locked,
        keep it for later, in the journal when it has a journal ``entry``."""
        status = self._run(write)
        if status == "busy":
            self._waiting.keep(write, entry)
        return status == "ok"

    def _run(self, write: Write) -> Status:
        """Run ``write`` after the writes that wait ("busy" while any still waits)."""
        if not self.retry_pending():
            return "busy"
        status = self._attempt(write)
        return self._attempt(write) if status == "again" else status

    def _attempt(self, write: Write) -> Status:
        """Run ``write`` once: "ok"; "busy" (locked: try later); "again" (the file was
        replaced by a new one or by memory: try at once); "failed" (logged; trying again
        would not help); "refused" (a journal line at odds with the file, logged)."""
        connection = self._connection()
        if connection is None:
            return "busy"
        try:
            connection.execute("BEGIN IMMEDIATE")
            try:
                write(connection)
                connection.execute("COMMIT")
            except BaseException:
                if connection.in_transaction:
                    connection.execute("ROLLBACK")
                raise
        except sqlite3.Error as error:
            return self._failed(error, "write")
        except RefusedLineError as error:
            _log.error("statistics journal: a line was refused: %s", error)
            return "refused"
        return "ok"

    # --- reading ------------------------------------------------------------------------

    def hands(self, level: int | None = None) -> list[HandRow]:
        """The recorded hands (of ``level``, or all), oldest first."""
        where, args = ("WHERE level = ?", (level,)) if level is not None else ("", ())
        rows = self._read(
            f"SELECT {', '.join(HAND_COLUMNS)} FROM hands {where} ORDER BY played_at, rowid",
            args,
        )
        return [hand_from(row) for row in rows]

    def matches(self, level: int | None = None) -> list[MatchRow]:
        """The recorded matches (of ``level``, or all), in the order they started. A match
        counts at a level only if every hand of it was played at that level: one switched to
        Expert for its last hand is neither an Expert match nor a Beginner one (only "all")."""
        where, args = ("WHERE scope = ?", (level,)) if level is not None else ("", ())
        rows = self._read(
            f"SELECT {', '.join(MATCH_COLUMNS)} FROM matches {where} ORDER BY started_at, rowid",
            args,
        )
        return [match_from(row) for row in rows]

    def matches_before(self, place: MatchPlace | None, count: int,
                       ) -> tuple[list[MatchRow], MatchPlace | None]:
        """A page of the hand history's list: up to ``count`` matches with a finished hand,
        the latest started first, from just before ``place`` (None: from the latest); and the
        place of the next page (None when there is none). Their records are not read."""
        where = ""
        args: tuple[Any, ...] = ()
        if place is not None:
            where = "AND (started_at, rowid) < (?, ?)"
            args = (place.started_at, place.row)
        rows = self._read(
            f"SELECT {', '.join(MATCH_COLUMNS)}, rowid FROM matches WHERE hands > 0 {where} "
            "ORDER BY started_at DESC, rowid DESC LIMIT ?",
            (*args, count),
        )
        after = MatchPlace(str(rows[-1][STARTED_AT]), int(rows[-1][-1])) if (
            rows and len(rows) == count) else None
        return [match_from(row[:-1]) for row in rows], after

    def latest_match(self, seed_fingerprint: str) -> MatchRow | None:
        """The last match started with the seed of ``seed_fingerprint`` (a match resumed from
        the save has the same first seed)."""
        rows = self._read(
            f"SELECT {', '.join(MATCH_COLUMNS)} FROM matches WHERE seed_fingerprint = ? "
            "ORDER BY started_at DESC, rowid DESC LIMIT 1",
            (seed_fingerprint,),
        )
        return match_from(rows[0]) if rows else None

    def match_record(self, match_id: str) -> str:
        """The engine's record (``game_to_json``) of the match as of its last finished hand;
        KeyError when there is no such match or no record of it could be read."""
        rows = self._read("SELECT record FROM matches WHERE match_id = ?", (match_id,))
        if not rows or not rows[0][0]:
            raise KeyError(match_id)
        return unpacked(rows[0][0], match_id)

    def review_figures(self, level: int | None = None, last: int = RATING_MATCHES,
                       ) -> ReviewFigures:
        """The review figures of ``level`` (1 to 5) or all, with the ``last`` matches reviewed
        in full for the rating's chart (``review_records.py``); none when the file cannot be
        read now."""
        read = self._read_together(review_queries(level, last))
        return figures_from(*read) if read is not None else ReviewFigures()

    def unreviewed(self, count: int) -> list[str]:
        """The ids of up to ``count`` matches the review figures are over that have no review
        yet of today's review version (``review_records.unreviewed_query``), the oldest
        first."""
        return [str(row[0]) for row in self._read(*unreviewed_query(count))]

    def friends(self, most: int = 20) -> list[FriendFigures]:
        """The figures of the matches against each friend that have ended, at most ``most``
        friends, the one of the latest match first."""
        return friends_from(self._read(_FRIENDS, (most,)))

    def summary(self, level: int | None = None) -> Summary:
        """The figures for ``level`` (1 to 5), or over all levels."""
        return self.summaries()[level]

    def summaries(self) -> dict[int | None, Summary]:
        """The figures over all levels (None) and for each level, 1 to 5, from the totals the
        file keeps (a few rows, whatever its size: see :data:`MIGRATIONS`, step 3)."""
        read = self._read_together([(sql, ()) for sql in _TOTALS])
        hands_rows, match_rows, streak_rows, first_rows, apart_rows = read or ([],) * 5
        hands = {int(row[0]): HandTotals(*row[1:]) for row in hands_rows}
        hands[EVERY_LEVEL] = added_up(hands.values())
        streaks = {int(row[0]): Streak(int(row[1]), int(row[2]), _last(row[3:6]))
                   for row in streak_rows if not row[6]}
        if len(streaks) < len(SCOPES):  # a match ended out of order, or a new file
            streaks = self._recount_streaks()
        results, apart = results_by_scope(match_rows), apart_by_scope(match_rows)
        apart_hands = apart_by_level(apart_rows)
        firsts = first_rows[0] if first_rows else (None,) * len(SCOPES)
        return {
            None if scope == EVERY_LEVEL else scope: summary_of(
                hands.get(scope, HandTotals()),
                MatchTotals(results[scope], streaks.get(scope, Streak()), first, apart[scope]),
                apart_hands[scope],
            )
            for scope, first in zip(SCOPES, firsts, strict=True)
        }

    def series(self, level: int | None = None, last: int | None = None) -> list[SeriesPoint]:
        """The finished ordinary matches of ``level`` (or all) in the order they ended, with
        the running win rate; only the ``last`` ones when given (read from the end with the
        totals the file keeps: a few rows, whatever its size)."""
        scope, args = ("AND scope = ?", (level,)) if level is not None else ("", ())
        limit, limits = ("LIMIT ?", (last,)) if last is not None else ("", ())
        rows = self._read(
            "SELECT ended, result, your_score, computer_score, level, "
            f"(SELECT IFNULL(SUM(matches), 0) FROM match_totals WHERE result != '{APART}' "
            f"{scope}), "
            f"(SELECT IFNULL(SUM(matches), 0) FROM match_totals WHERE result = 'won' {scope}) "
            "FROM matches WHERE result != 'in progress' AND apart IS NULL AND friend IS NULL "
            f"{scope} "
            f"ORDER BY ended DESC, started_at DESC, rowid DESC {limit}",
            (*args, *args, *args, *limits),
        )
        points: list[SeriesPoint] = []
        count, wins = (int(rows[0][5]), int(rows[0][6])) if rows else (0, 0)
        for ended, result, yours, theirs, at, _total, _won in rows:  # the latest first
            kind = MatchResult(result)
            points.append(SeriesPoint(str(ended), kind, int(yours), int(theirs), int(at),
                                      wins / count if count > 0 else 0.0))
            count, wins = count - 1, wins - (kind is MatchResult.WON)
        points.reverse()
        return points

    def _recount_streaks(self) -> dict[int, Streak]:
        """Count the winning streaks again from the finished matches (after a match changed its
        place in the order they ended, or in a new file), and keep them in the file when it
        can be written now (else they are counted again at the next read)."""
        connection = self._connection()
        if connection is not None:
            try:
                connection.execute("BEGIN IMMEDIATE")
                try:
                    streaks = count_streaks(connection.execute(_ENDED_IN_ORDER))
                    connection.executemany(_STORE_STREAK, [
                        (scope, streak.current, streak.longest, *(streak.last or (None,) * 3))
                        for scope, streak in streaks.items()
                    ])
                    connection.execute("COMMIT")
                except BaseException:
                    if connection.in_transaction:
                        connection.execute("ROLLBACK")
                    raise
                return streaks
            except sqlite3.Error as error:
                _log.warning("statistics: the streaks could not be kept: %s", error)
        return count_streaks(self._read(_ENDED_IN_ORDER, ()))

    def _read(self, sql: str, args: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        """The rows of ``sql`` (empty when the file cannot be read now), after the writes of
        the journal an earlier session left."""
        read = self._read_together([(sql, args)])
        return read[0] if read is not None else []

    def _read_together(self, queries: Sequence[tuple[str, tuple[Any, ...]]],
                       ) -> list[list[tuple[Any, ...]]] | None:
        """The rows of each of ``queries``, read in one transaction (the same state of the
        file for all), after the writes of the journal an earlier session left; None when the
        file cannot be read now."""
        if not self._waiting.earlier_read:
            self.retry_pending()
        for _ in range(2):  # once more on the new file after a damaged one was moved aside
            connection = self._connection()
            if connection is None:
                return None
            try:
                connection.execute("BEGIN")
                try:
                    read = [list(connection.execute(sql, args)) for sql, args in queries]
                    connection.execute("COMMIT")
                except BaseException:
                    if connection.in_transaction:
                        connection.execute("ROLLBACK")
                    raise
                return read
            except sqlite3.Error as error:
                if self._failed(error, "read") != "again":
                    return None
        return None

    # --- opening, and what to do when it goes wrong --------------------------------------

    def close(self) -> None:
        self._stop_check()  # not finished: the file is checked again when next opened
        connection = self._state.connection
        self._state.connection = None
        if connection is not None:
            try:
                connection.close()
            except sqlite3.Error as error:  # pragma: no cover - close only fails on misuse
                _log.warning("statistics: closing failed: %s", error)

    def wait_for_check(self, timeout: float) -> bool:
        """Wait up to ``timeout`` seconds for the check of the file's pages under way (tests,
        benchmarks); True when none is under way any more. What it found is acted on at the
        next read or write."""
        check = self._state.check
        return check is None or check.finished(timeout)

    def _connection(self) -> sqlite3.Connection | None:
        self._after_check()
        if self._state.connection is None:
            self._state.connection = self._open()
        return self._state.connection

    def _after_check(self) -> None:
        """Act on the check of every page once it has ended: a damaged file is moved aside
        (and the player told), like one found damaged when opened."""
        check = self._state.check
        if check is None or not check.finished():
            return
        self._state.check = None
        self._state.checked = True
        error = check.error
        if error is not None:
            if not _is_damaged(error):
                _log.warning("statistics: the file's check could not be made: %s", error)
                return
            problem = _damaged_text(error)
        elif check.problems != ["ok"]:
            problem = failed_check_text(check.problems)
        else:
            _log.debug("statistics: the file's check found nothing wrong")
            return
        if not self._move_aside(problem):
            self._to_memory(_not_moved_text())

    def _stop_check(self) -> None:
        check = self._state.check
        self._state.check = None
        if check is not None:
            check.stop()

    def _start_check(self) -> None:
        """Check every page of the file just opened, in the background (once a session).
        Where no thread can be started (a limit of threads or processes), the session goes on
        without the check, and the player is told once: SQLite still reports a damaged page
        it meets, and the next start checks the file."""
        if self._state.checked or self._state.check is not None:
            return
        try:
            self._state.check = IntegrityCheck(self.path, self.timeout)
        except RuntimeError as error:  # "can't start new thread"
            self._state.checked = True
            _log.warning("statistics: no thread could be started for the file's check (%s); "
                         "going on without it", error)
            self._tell("unchecked", QCoreApplication.translate(
                "Statistics", "The statistics file could not be checked for damage this time "
                "(the system refused to start another task); hands are still recorded."))

    def _open(self) -> sqlite3.Connection | None:
        if self._state.in_memory:
            return self._memory_connection()
        for _ in range(2):  # a damaged file is moved aside once, then a new file is made
            try:
                return self._open_file()
            except DamagedError as problem:
                if not self._move_aside(str(problem)):
                    return self._to_memory(QCoreApplication.translate(
                        "Statistics", "{problem}, and it could not be moved aside",
                    ).format(problem=problem))
            except sqlite3.Error as error:
                if _is_busy(error):
                    _log.warning("statistics: the file is locked: %s", error)
                    self._tell("busy", _busy_text())
                    return None
                if not _is_damaged(error):
                    return self._to_memory(QCoreApplication.translate(
                        "Statistics", "the file cannot be opened ({error})").format(error=error))
                if not self._move_aside(_damaged_text(error)):
                    return self._to_memory(_not_moved_text())
            except OSError as error:
                return self._to_memory(QCoreApplication.translate(
                    "Statistics", "the folder {folder} cannot be made ({error})",
                ).format(folder=self.path.parent, error=error.strerror or error))
        return self._to_memory(
            QCoreApplication.translate("Statistics", "a new file could not be started"))

    def _open_file(self) -> sqlite3.Connection:
        if self.path.exists() and not self.path.is_file():
            raise sqlite3.OperationalError(QCoreApplication.translate(
                "Statistics", "a folder named {name} is in the way").format(name=self.path.name))
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if not self.path.is_file() or not self.path.stat().st_size:
            self._state.checked = True  # a new file: nothing in it to check
        connection = self._connect(str(self.path))
        try:
            prepare(connection)
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = NORMAL")
        except BaseException:
            connection.close()
            raise
        self._start_check()
        return connection

    def _connect(self, target: str) -> sqlite3.Connection:
        connection = sqlite3.connect(target, timeout=self.timeout, isolation_level=None)
        return connection

    def _memory_connection(self) -> sqlite3.Connection:
        connection = self._connect(":memory:")
        prepare(connection)
        return connection

    def _failed(self, error: sqlite3.Error, doing: str) -> Status:
        """React to ``error`` met while reading or writing (see the module docstring); the
        status for :meth:`_attempt`."""
        _log.error("statistics %s failed: %s", doing, error)
        if _is_busy(error):
            self._tell("busy", _busy_text())
            return "busy"
        if self._state.in_memory or not isinstance(error, sqlite3.DatabaseError) or isinstance(
            error, sqlite3.IntegrityError | sqlite3.ProgrammingError | sqlite3.InterfaceError
        ):
            return "failed"  # a mistake in a statement, not a problem of the file
        if _is_damaged(error):
            if not self._move_aside(_damaged_text(error)):
                self._to_memory(_not_moved_text())
        else:
            self._to_memory(QCoreApplication.translate(
                "Statistics", "the file cannot be written ({error})").format(error=error))
        return "again"

    def _move_aside(self, problem: str) -> bool:
        """Rename the damaged file (and its journal files) to ``<name>.unreadable-<date>``."""
        self.close()
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        for attempt in range(1000):
            target = self.path.with_name(
                f"{self.path.name}.unreadable-{stamp}" + (f"-{attempt}" if attempt else "")
            )
            if target.exists():
                continue
            try:
                self.path.rename(target)
                for suffix in ("-wal", "-shm", "-journal"):
                    extra = self.path.with_name(self.path.name + suffix)
                    if extra.exists():
                        extra.rename(target.with_name(target.name + suffix))
            except OSError as error:
                _log.error("statistics: could not move the damaged file aside: %s", error)
                return False
            _log.warning("statistics file unreadable (%s); moved to %s", problem, target)
            self.moved_to.append(target)
            self._tell("damaged", QCoreApplication.translate(
                "Statistics", "The statistics file could not be read ({problem}). It was kept as "
                "“{name}” and new statistics were started.",
            ).format(problem=clipped(problem, 120), name=target.name))
            return True
        return False

    def _to_memory(self, problem: str) -> sqlite3.Connection | None:
        """Go on in memory for this session, with a copy of what can still be read."""
        _log.error("statistics file unusable (%s); keeping statistics in memory", problem)
        self._stop_check()  # the file is no longer in use
        old = self._state.connection
        self._state.connection = None
        self._state.in_memory = True
        try:
            memory = self._memory_connection()
        except sqlite3.Error as error:  # pragma: no cover - an in-memory database always opens
            _log.error("statistics: no in-memory database either: %s", error)
            return None
        if old is not None:
            try:
                forget_all(memory)
                copy_rows(old, memory)
            except sqlite3.Error as error:
                _log.warning("statistics: the old rows could not be copied: %s", error)
            with contextlib.suppress(sqlite3.Error):
                old.close()
        self._state.connection = memory
        self._tell("memory", QCoreApplication.translate(
            "Statistics", "Statistics cannot be saved: {problem}. This session's statistics are "
            "kept until you quit.",
        ).format(problem=clipped(problem, 120)))
        return memory

    def _tell(self, kind: str, message: str) -> None:
        if kind in self._state.told:
            return
        self._state.told.add(kind)
        try:
            self.notify(message)
        except Exception:  # a listener's bug must not break the recording
            _log.exception("statistics: telling the player failed")


def _busy_text() -> str:
    return QCoreApplication.translate(
        "Statistics", "The statistics file is in use by another program; the hand will be "
        "recorded as soon as it is free.")


def _damaged_text(error: sqlite3.Error) -> str:
    return QCoreApplication.translate("Statistics", "the file is damaged ({error})").format(
        error=error)


def _not_moved_text() -> str:
    return QCoreApplication.translate(
        "Statistics", "the file is damaged and could not be moved aside")


def _journal_moved_text(target: Path) -> str:
    return QCoreApplication.translate(
        "Statistics", "Some statistics waiting to be recorded could not be read. They were kept "
        "as “{name}”; the rest will be recorded as usual.",
    ).format(name=target.name)

