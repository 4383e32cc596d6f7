"""The statistics database: every finished hand and match, in SQLite, in the data folder.

The file is ``statistics.sqlite3`` beside the autosave (``AppPaths.data``). Its schema version is
``PRAGMA user_version``; :data:`MIGRATIONS` is the ordered list of SQL steps that bring a file
of any earlier version up to :data:`SCHEMA_VERSION` (step *n* makes version *n*; a released step
is never edited, a change is a new step). Each step runs in one transaction with its version
number, so a file is always at one version or the next, never half-way.

Tables (see :data:`MIGRATIONS` for the columns): ``matches``, one row per match, keyed by a
match id made of the fingerprint of the match's first deal seed (never the secret seed itself)
and its start time, with the result, the final totals with
their bonuses, the number of hands and the engine's record of the whole match (``record``,
replaced at every hand end, so a hand-history viewer can replay any past hand); and ``hands``,
one row per finished hand, keyed by match id and hand number (a match resumed from its save
re-announces its last hand: ``INSERT OR IGNORE`` records it once).

Nothing here may stop or slow the table. Every statement runs with a short busy timeout
(:data:`BUSY_TIMEOUT_S`) and every ``sqlite3.Error`` is caught and logged; what happens next
depends on the error, and the player is told once through :attr:`StatsDB.notify`:

* *busy or locked* (another program holds a write lock): the write is kept in memory and retried
  (:meth:`StatsDB.retry_pending`), every write being idempotent; a hand's write is also appended
  to the journal beside the file (``stats_journal.py``), so that it survives a quit or a crash:
  the journal is replayed before anything else at the next start, and removed once all of it
  has reached the file (a replayed match row never takes a match back to an earlier hand);
* *damaged* (not an SQLite file, truncated, failing its integrity check, tables of another
  program, a version newer than this program's): the file is moved aside as
  ``statistics.sqlite3.unreadable-<date>`` (never deleted) and a new one is started;
* *cannot be written* (a read-only file or disk, a folder in the way, a full disk): the
  statistics move to an in-memory copy for the rest of the session (what could still be read
  is copied into it), so the Statistics window keeps working.

The standard library, and Qt Core only to translate the sentences the player is told (context
``Statistics``; the values stored in the file are never translated): the queries and the
arithmetic are tested without a display.
"""

from __future__ import annotations

import contextlib
import enum
import hashlib
import json
import logging
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, fields
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine import RuleSet
from .stats_journal import StatsJournal
from .words.excerpts import clipped

__all__ = [
    "BUSY_TIMEOUT_S",
    "COMPUTER",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "STATS_NAME",
    "YOU",
    "HandRow",
    "MatchResult",
    "MatchRow",
    "SeriesPoint",
    "StatsDB",
    "Summary",
    "results_series",
    "settings_hash",
    "summarize",
]

_log = logging.getLogger(__name__)

STATS_NAME = "statistics.sqlite3"
BUSY_TIMEOUT_S = 0.1
"""How long a statement waits for another program's lock before giving up (and retrying later)."""
MAX_PENDING = 500
"""Writes kept in memory while the file is locked; the oldest are dropped beyond this."""

YOU = "you"
COMPUTER = "computer"
_SIDES = (YOU, COMPUTER)

MIGRATIONS: tuple[str, ...] = (
    # Statements are split at semicolons: none may contain one inside a literal.
    # 1: the first schema.
    """
    CREATE TABLE matches (
        match_id TEXT PRIMARY KEY,
        seed_fingerprint TEXT NOT NULL,
        started_at TEXT NOT NULL,
        ended_at TEXT,
        level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 5),
        rules_preset TEXT NOT NULL,
        settings_hash TEXT NOT NULL,
        result TEXT NOT NULL DEFAULT 'in progress'
            CHECK (result IN ('won', 'lost', 'drawn', 'abandoned', 'in progress')),
        your_score INTEGER NOT NULL DEFAULT 0,
        computer_score INTEGER NOT NULL DEFAULT 0,
        your_bonus INTEGER NOT NULL DEFAULT 0,
        computer_bonus INTEGER NOT NULL DEFAULT 0,
        hands INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE hands (
        match_id TEXT NOT NULL,
        hand_number INTEGER NOT NULL,
        played_at TEXT NOT NULL,
        rules_preset TEXT NOT NULL,
        settings_hash TEXT NOT NULL,
        level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 5),
        dealer TEXT NOT NULL CHECK (dealer IN ('you', 'computer')),
        outcome TEXT NOT NULL
            CHECK (outcome IN ('knock', 'gin', 'big gin', 'undercut', 'dead hand')),
        points INTEGER NOT NULL,
        scored_by TEXT CHECK (scored_by IN ('you', 'computer')),
        knocker TEXT CHECK (knocker IN ('you', 'computer')),
        your_deadwood INTEGER,
        computer_deadwood INTEGER,
        turns INTEGER NOT NULL,
        PRIMARY KEY (match_id, hand_number)
    );
    """,
    # 2: hands played with help (undo, hints) are marked; each match keeps its engine record
    # for the hand-history viewer; indexes for the per-level queries.
    """
    ALTER TABLE hands ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0 CHECK (assisted IN (0, 1));
    ALTER TABLE matches ADD COLUMN record TEXT NOT NULL DEFAULT '';
    CREATE INDEX hands_by_level ON hands (level, played_at);
    CREATE INDEX matches_by_level ON matches (level, ended_at);
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)

_HAND_COLUMNS = (
    "match_id", "hand_number", "played_at", "rules_preset", "settings_hash", "level", "dealer",
    "outcome", "points", "scored_by", "knocker", "your_deadwood", "computer_deadwood", "turns",
    "assisted",
)
_MATCH_COLUMNS = (
    "match_id", "seed_fingerprint", "started_at", "ended_at", "level", "rules_preset",
    "settings_hash", "result", "your_score", "computer_score", "your_bonus", "computer_bonus",
    "hands",
)
_EXPECTED = {"matches": {*_MATCH_COLUMNS, "record"}, "hands": set(_HAND_COLUMNS)}

# SQLite's primary result codes (error.sqlite_errorcode & 0xFF)
_BUSY, _LOCKED = 5, 6
_CORRUPT, _NOTADB = 11, 26


class MatchResult(enum.Enum):
    """A match's result, from the player's side."""

    WON = "won"
    LOST = "lost"
    DRAWN = "drawn"  # a Hollywood match can end level
    ABANDONED = "abandoned"
    IN_PROGRESS = "in progress"


@dataclass(frozen=True, slots=True)
class HandRow:
    """One finished hand. Sides are :data:`YOU` or :data:`COMPUTER` (None: nobody, a dead
    hand); ``outcome`` is an ``Outcome`` value; ``turns`` counts the draws of both players."""

    match_id: str
    hand_number: int
    played_at: str
    rules_preset: str
    settings_hash: str
    level: int
    dealer: str
    outcome: str
    points: int
    scored_by: str | None
    knocker: str | None
    your_deadwood: int | None
    computer_deadwood: int | None
    turns: int
    assisted: bool = False

    def values(self) -> tuple[Any, ...]:
        return tuple(
            int(value) if isinstance(value, bool) else value
            for value in (getattr(self, name) for name in _HAND_COLUMNS)
        )


@dataclass(frozen=True, slots=True)
class MatchRow:
    """One match as it stands (``ended_at`` None while it is in progress). The scores are the
    score sheet's totals, bonuses included; ``*_bonus`` is the bonus part of them. ``level``
    is the computer's level at the match's last hand (it can be changed during a match; each
    hand keeps its own)."""

    match_id: str
    seed_fingerprint: str
    started_at: str
    ended_at: str | None
    level: int
    rules_preset: str
    settings_hash: str
    result: MatchResult
    your_score: int
    computer_score: int
    your_bonus: int
    computer_bonus: int
    hands: int

    def values(self) -> tuple[Any, ...]:
        return tuple(
            value.value if isinstance(value, MatchResult) else value
            for value in (getattr(self, name) for name in _MATCH_COLUMNS)
        )


assert tuple(f.name for f in fields(HandRow)) == _HAND_COLUMNS, "rows are read by position"
assert tuple(f.name for f in fields(MatchRow)) == _MATCH_COLUMNS, "rows are read by position"


def settings_hash(rules: RuleSet) -> str:
    """A short fingerprint of what the rules do: SHA-256 of the canonical JSON of
    ``RuleSet.to_dict()`` without the preset's name, first 12 hex digits."""
    data = {key: value for key, value in rules.to_dict().items() if key != "name"}
    canonical = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()[:12]


# --- the arithmetic ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Summary:
    """The figures of the Statistics window for one level or all. A rate is None when there is
    nothing to divide by. Matches: an abandoned match counts as played and not won (so it ends
    a winning streak); a match in progress counts nowhere yet."""

    matches: int = 0
    matches_won: int = 0
    matches_lost: int = 0
    matches_drawn: int = 0
    matches_abandoned: int = 0
    hands: int = 0
    hands_won: int = 0
    hands_lost: int = 0
    dead_hands: int = 0
    win_rate: float | None = None
    """Matches won / matches played."""
    hand_win_rate: float | None = None
    points_per_hand: float | None = None
    """Your points minus the computer's, per hand played (bonuses not included)."""
    gins: int = 0
    """Your gins and big gins."""
    gin_rate: float | None = None
    """Your gins and big gins / hands played."""
    undercut_rate: float | None = None
    """Your knocks that were undercut / your knocks."""
    undercuts_made: int = 0
    """Times you undercut the computer's knock."""
    knock_deadwood: float | None = None
    """Your average deadwood when you knocked (not gin)."""
    current_streak: int = 0
    longest_streak: int = 0
    assisted_hands: int = 0


def _rate(part: int, whole: int) -> float | None:
    return part / whole if whole else None


def _finished(matches: Iterable[MatchRow]) -> list[MatchRow]:
    done = [m for m in matches if m.result is not MatchResult.IN_PROGRESS]
    return sorted(done, key=lambda m: (m.ended_at or m.started_at, m.started_at))


def _streaks(finished: Sequence[MatchRow]) -> tuple[int, int]:
    """(current, longest) run of won matches, in the order they ended."""
    current = longest = 0
    for match in finished:
        current = current + 1 if match.result is MatchResult.WON else 0
        longest = max(longest, current)
    return current, longest


def summarize(hands: Sequence[HandRow], matches: Sequence[MatchRow]) -> Summary:
    """The figures of ``hands`` and ``matches`` (already chosen for a level, or all)."""
    finished = _finished(matches)
    by_result = dict.fromkeys(MatchResult, 0)
    for match in finished:
        by_result[match.result] += 1
    won = lost = net = gins = knocks = undercut = made = assisted = 0
    deadwood: list[int] = []
    for h in hands:  # one pass: the window refreshes at every hand end
        assisted += h.assisted
        if h.scored_by == YOU:
            won += 1
            net += h.points
            gins += h.outcome in ("gin", "big gin")
        elif h.scored_by == COMPUTER:
            lost += 1
            net -= h.points
        if h.knocker == YOU and h.outcome in ("knock", "undercut"):
            knocks += 1
            undercut += h.outcome == "undercut"
            if h.your_deadwood is not None:
                deadwood.append(h.your_deadwood)
        elif h.knocker == COMPUTER and h.outcome == "undercut":
            made += 1
    current, longest = _streaks(finished)
    played, count = len(finished), len(hands)
    return Summary(
        matches=played,
        matches_won=by_result[MatchResult.WON],
        matches_lost=by_result[MatchResult.LOST],
        matches_drawn=by_result[MatchResult.DRAWN],
        matches_abandoned=by_result[MatchResult.ABANDONED],
        hands=count,
        hands_won=won,
        hands_lost=lost,
        dead_hands=count - won - lost,
        win_rate=_rate(by_result[MatchResult.WON], played),
        hand_win_rate=_rate(won, count),
        points_per_hand=net / count if count else None,
        gins=gins,
        gin_rate=_rate(gins, count),
        undercut_rate=_rate(undercut, knocks),
        undercuts_made=made,
        knock_deadwood=sum(deadwood) / len(deadwood) if deadwood else None,
        current_streak=current,
        longest_streak=longest,
        assisted_hands=assisted,
    )


@dataclass(frozen=True, slots=True)
class SeriesPoint:
    """One finished match on the chart of results over time."""

    ended_at: str
    result: MatchResult
    your_score: int
    computer_score: int
    level: int
    win_rate: float
    """The share of matches won so far, this one included."""

    @property
    def margin(self) -> int:
        return self.your_score - self.computer_score


def results_series(matches: Sequence[MatchRow]) -> list[SeriesPoint]:
    """The finished matches in the order they ended, with the running win rate."""
    points = []
    won = 0
    for count, match in enumerate(_finished(matches), start=1):
        won += match.result is MatchResult.WON
        points.append(SeriesPoint(
            match.ended_at or match.started_at, match.result, match.your_score,
            match.computer_score, match.level, won / count,
        ))
    return points


# --- the file ---------------------------------------------------------------------------------


class _DamagedError(Exception):
    """The file is not a usable statistics database (the message says why)."""


_Write = Callable[[sqlite3.Connection], None]


def _code(error: sqlite3.Error) -> int | None:
    code = getattr(error, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def _is_busy(error: sqlite3.Error) -> bool:
    text = str(error).lower()
    return _code(error) in (_BUSY, _LOCKED) or "locked" in text or "busy" in text


def _is_damaged(error: sqlite3.Error) -> bool:
    text = str(error).lower()
    return _code(error) in (_CORRUPT, _NOTADB) or "not a database" in text or "malformed" in text


def _hand(row: Sequence[Any]) -> HandRow:
    """A hand from the columns of :data:`_HAND_COLUMNS` in order (``assisted`` last)."""
    values = list(row)
    values[-1] = bool(values[-1])
    return HandRow(*values)


_RESULT_AT = _MATCH_COLUMNS.index("result")


def _match(row: Sequence[Any]) -> MatchRow:
    """A match from the columns of :data:`_MATCH_COLUMNS` in order."""
    values = list(row)
    values[_RESULT_AT] = MatchResult(values[_RESULT_AT])
    return MatchRow(*values)


@dataclass(slots=True)
class _State:
    connection: sqlite3.Connection | None = None
    in_memory: bool = False
    pending: list[_Write] = field(default_factory=list)
    told: set[str] = field(default_factory=set)
    journal_read: bool = False
    """The journal left by an earlier session was read (it is read once, before anything)."""
    journaled: bool = False
    """The journal may hold writes (it is removed once nothing waits)."""
    journal_stuck: bool = False
    """The journal is damaged and could not be moved aside: it is never removed."""
    unjournaled: list[dict[str, Any]] = field(default_factory=list)
    """Waiting writes the journal could not take yet (see :meth:`StatsDB.flush_journal`)."""


@dataclass(frozen=True, slots=True)
class _Journaled:
    """A write read back from the journal: its line's object and the write itself."""

    entry: dict[str, Any]
    write: _Write


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

    @property
    def in_memory(self) -> bool:
        return self._state.in_memory

    @property
    def pending(self) -> int:
        """How many writes wait for the file to be free."""
        return len(self._state.pending)

    # --- writing ------------------------------------------------------------------------

    def save(self, match: MatchRow, record: str | None = None, hand: HandRow | None = None,
             ) -> bool:
        """Record ``match`` as it stands (its engine ``record`` too when given) and ``hand``,
        in one transaction; a hand already recorded is left as it is. False when the write had
        to wait (it is retried by :meth:`retry_pending`, and kept in the journal meanwhile) or
        failed."""
        write = _save_write(match, record, hand)
        return self._write(write, entry=_save_entry(match, record, hand))

    def abandon_others(self, match_id: str, when: str) -> bool:
        """Every match still in progress except ``match_id`` is abandoned (only one match can
        be resumed: the one in the save)."""

        def write(connection: sqlite3.Connection) -> None:
            connection.execute(
                "UPDATE matches SET result = 'abandoned', ended_at = ? "
                "WHERE result = 'in progress' AND match_id != ?",
                (when, match_id),
            )

        return self._write(write)

    def reset(self) -> bool:
        """Forget every hand and match (the player asked); False when that failed (then the
        writes waiting for a lock still wait)."""
        self._read_journal()

        def write(connection: sqlite3.Connection) -> None:
            connection.execute("DELETE FROM hands")
            connection.execute("DELETE FROM matches")

        status = self._attempt(write)
        if status == "again":
            status = self._attempt(write)
        if status != "ok":
            return False
        self._state.pending.clear()  # the player asked to forget them too
        self._journal_committed()
        return True

    def retry_pending(self) -> bool:
        """Try the writes that had to wait again, in order (first those of the journal an
        earlier session left); True when none is left."""
        self._read_journal()
        pending = self._state.pending
        while pending:
            status = self._attempt(pending[0])
            if status == "busy":
                return False
            if status == "again":
                status = self._attempt(pending[0])  # on the new file, or in memory
                if status == "busy":
                    return False
            pending.pop(0)  # written, or failing for good (logged)
        self._journal_committed()
        return True

    def flush_journal(self) -> bool:
        """Append to the journal the waiting writes it could not take yet (at close); True
        when every waiting write is in the journal."""
        waiting = self._state.unjournaled
        while waiting and self.journal.append(waiting[0]):
            self._state.journaled = True
            waiting.pop(0)
        return not waiting

    def _read_journal(self) -> None:
        """Put the writes of the journal an earlier session left before any other waiting
        write (once). A damaged journal is moved aside, the player told once, and the writes
        that could be read start a new journal."""
        if self._state.journal_read:
            return
        self._state.journal_read = True
        if not self.journal.exists():
            return
        self._state.journaled = True
        found = self.journal.read(_journaled)
        self._state.pending[:0] = [journaled.write for journaled in found.entries]
        if found.moved_to is None:
            self._state.journal_stuck = bool(found.problem)
            return
        self.journal_moved_to.append(found.moved_to)
        self._tell("journal", self.journal_moved_text(found.moved_to))
        entries = [journaled.entry for journaled in found.entries]
        if entries and not self.journal.rewrite(entries):
            self._state.unjournaled.extend(entries)

    def _journal_committed(self) -> None:
        """Remove the journal once nothing waits any more (and it is all in the file)."""
        if self._state.pending or self._state.in_memory:
            return
        self._state.unjournaled.clear()
        if self._state.journaled and not self._state.journal_stuck:
            self.journal.discard()
            self._state.journaled = False

    def _write(self, write: _Write, keep: bool = True,
               entry: dict[str, Any] | None = None) -> bool:
        """Run ``write`` in a transaction after any waiting writes; while the file is locked,
        keep it for later (``keep``), in the journal too when it has a journal ``entry``."""
        if self.retry_pending():
            status = self._attempt(write)
            if status == "again":
                status = self._attempt(write)
            if status == "ok":
                return True
            if status != "busy":
                return False
        if keep:
            self._keep(write, entry)
        return False

    def _keep(self, write: _Write, entry: dict[str, Any] | None = None) -> None:
        pending = self._state.pending
        pending.append(write)
        if entry is not None:
            if self.journal.append(entry):
                self._state.journaled = True
            else:
                self._state.unjournaled.append(entry)
        if len(pending) > MAX_PENDING:
            del pending[0]
            _log.warning("statistics: too many writes waiting; the oldest was dropped")

    def _attempt(self, write: _Write) -> str:
        """Run ``write`` once: "ok"; "busy" (locked: try later); "again" (the file was
        replaced by a new one or by memory: try at once); "failed" (logged; trying again
        would not help)."""
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
        return "ok"

    # --- reading ------------------------------------------------------------------------

    def hands(self, level: int | None = None) -> list[HandRow]:
        """The recorded hands (of ``level``, or all), oldest first."""
        where, args = ("WHERE level = ?", (level,)) if level is not None else ("", ())
        rows = self._read(
            f"SELECT {', '.join(_HAND_COLUMNS)} FROM hands {where} ORDER BY played_at, rowid",
            args,
        )
        return [_hand(row) for row in rows]

    def matches(self, level: int | None = None) -> list[MatchRow]:
        """The recorded matches (of ``level``, or all), in the order they started. A match
        counts at a level only if every hand of it was played at that level: one switched to
        Expert for its last hand is neither an Expert match nor a Beginner one (only "all")."""
        where, args = "", ()
        if level is not None:
            where = ("WHERE level = ? AND NOT EXISTS (SELECT 1 FROM hands WHERE "
                     "hands.match_id = matches.match_id AND hands.level != ?)")
        rows = self._read(
            f"SELECT {', '.join(_MATCH_COLUMNS)} FROM matches {where} ORDER BY started_at, rowid",
            args if level is None else (level, level),
        )
        return [_match(row) for row in rows]

    def latest_match(self, seed_fingerprint: str) -> MatchRow | None:
        """The last match started with the seed of ``seed_fingerprint`` (a match resumed from
        the save has the same first seed)."""
        rows = self._read(
            f"SELECT {', '.join(_MATCH_COLUMNS)} FROM matches WHERE seed_fingerprint = ? "
            "ORDER BY started_at DESC, rowid DESC LIMIT 1",
            (seed_fingerprint,),
        )
        return _match(rows[0]) if rows else None

    def match_record(self, match_id: str) -> str:
        """The engine's record (``game_to_json``) of the match as of its last finished hand;
        KeyError when there is no such match or no record of it could be read."""
        rows = self._read("SELECT record FROM matches WHERE match_id = ?", (match_id,))
        if not rows or not rows[0][0]:
            raise KeyError(match_id)
        return str(rows[0][0])

    def summary(self, level: int | None = None) -> Summary:
        """The figures for ``level`` (1 to 5), or over all levels."""
        return summarize(self.hands(level), self.matches(level))

    def series(self, level: int | None = None) -> list[SeriesPoint]:
        return results_series(self.matches(level))

    def _read(self, sql: str, args: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        """The rows of ``sql`` (empty when the file cannot be read now), after the writes of
        the journal an earlier session left."""
        if not self._state.journal_read:
            self.retry_pending()
        for _ in range(2):  # once more on the new file after a damaged one was moved aside
            connection = self._connection()
            if connection is None:
                return []
            try:
                return list(connection.execute(sql, args))
            except sqlite3.Error as error:
                if self._failed(error, "read") != "again":
                    return []
        return []

    # --- opening, and what to do when it goes wrong --------------------------------------

    def close(self) -> None:
        connection = self._state.connection
        self._state.connection = None
        if connection is not None:
            try:
                connection.close()
            except sqlite3.Error as error:  # pragma: no cover - close only fails on misuse
                _log.warning("statistics: closing failed: %s", error)

    def _connection(self) -> sqlite3.Connection | None:
        if self._state.connection is None:
            self._state.connection = self._open()
        return self._state.connection

    def _open(self) -> sqlite3.Connection | None:
        if self._state.in_memory:
            return self._memory_connection()
        for _ in range(2):  # a damaged file is moved aside once, then a new file is made
            try:
                return self._open_file()
            except _DamagedError as problem:
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
        connection = self._connect(str(self.path))
        try:
            _prepare(connection)
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = NORMAL")
        except BaseException:
            connection.close()
            raise
        return connection

    def _connect(self, target: str) -> sqlite3.Connection:
        connection = sqlite3.connect(target, timeout=self.timeout, isolation_level=None)
        return connection

    def _memory_connection(self) -> sqlite3.Connection:
        connection = self._connect(":memory:")
        _prepare(connection)
        return connection

    def _failed(self, error: sqlite3.Error, doing: str) -> str:
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
                memory.execute("DELETE FROM hands")
                memory.execute("DELETE FROM matches")
                _copy_rows(old, memory)
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


_JOURNAL_FORMAT = 1


def _save_entry(match: MatchRow, record: str | None, hand: HandRow | None) -> dict[str, Any]:
    """The journal's line for :meth:`StatsDB.save` of these rows."""
    return {
        "format": _JOURNAL_FORMAT,
        "kind": "save",
        "match": dict(zip(_MATCH_COLUMNS, match.values(), strict=True)),
        "record": record,
        "hand": None if hand is None else dict(zip(_HAND_COLUMNS, hand.values(), strict=True)),
    }


def _columns(data: object, names: Sequence[str]) -> list[Any]:
    """The values of ``names`` in the journal's object ``data``; ValueError or TypeError when
    it is not a row this game writes."""
    if not isinstance(data, dict) or set(data) != set(names):
        raise ValueError("its columns are not the ones this game writes")
    values = [data[name] for name in names]
    if not all(value is None or isinstance(value, str | int) for value in values):
        raise TypeError("a value is neither text nor a whole number")
    return values


def _journaled(entry: dict[str, Any]) -> _Journaled:
    """The write of a journal line (see :func:`_save_entry`); ValueError, TypeError or
    KeyError when the line is not one this game writes."""
    if entry.get("format") != _JOURNAL_FORMAT or entry.get("kind") != "save":
        raise ValueError("not a statistics write of this game")
    match = _match(_columns(entry["match"], _MATCH_COLUMNS))
    hand = None if entry["hand"] is None else _hand(_columns(entry["hand"], _HAND_COLUMNS))
    record = entry["record"]
    if record is not None and not isinstance(record, str):
        raise TypeError("the match's record is not text")
    return _Journaled(entry, _save_write(match, record, hand, replayed=True))


def _save_write(match: MatchRow, record: str | None, hand: HandRow | None,
                replayed: bool = False) -> _Write:
    """The write of :meth:`StatsDB.save`; a ``replayed`` one (from the journal) leaves a match
    the file already has at a later point as it is."""

    def write(connection: sqlite3.Connection) -> None:
        if not (replayed and _match_is_further(connection, match)):
            _upsert_match(connection, match, record)
        if hand is not None:
            names = ", ".join(_HAND_COLUMNS)
            marks = ", ".join("?" * len(_HAND_COLUMNS))
            connection.execute(
                f"INSERT OR IGNORE INTO hands ({names}) VALUES ({marks})", hand.values()
            )

    return write


def _match_is_further(connection: sqlite3.Connection, match: MatchRow) -> bool:
    """Whether the file's row of ``match`` is past the point of ``match``: more hands, or as
    many and ended (finished or abandoned) while ``match`` was still in progress."""
    row = connection.execute("SELECT hands, result FROM matches WHERE match_id = ?",
                             (match.match_id,)).fetchone()
    if row is None:
        return False
    hands, result = int(row[0]), str(row[1])
    if hands != match.hands:
        return hands > match.hands
    return result != MatchResult.IN_PROGRESS.value and match.result is MatchResult.IN_PROGRESS


def _upsert_match(connection: sqlite3.Connection, match: MatchRow, record: str | None) -> None:
    names = ", ".join(_MATCH_COLUMNS)
    marks = ", ".join("?" * len(_MATCH_COLUMNS))
    updates = ", ".join(
        f"{name} = excluded.{name}" for name in _MATCH_COLUMNS
        if name not in ("match_id", "seed_fingerprint", "started_at", "ended_at")
    )
    connection.execute(
        f"INSERT INTO matches ({names}) VALUES ({marks}) ON CONFLICT (match_id) DO UPDATE SET "
        f"{updates}, ended_at = COALESCE(matches.ended_at, excluded.ended_at)",
        match.values(),
    )
    if match.ended_at is None:  # back in play (a resumed match): not ended after all
        connection.execute("UPDATE matches SET ended_at = NULL WHERE match_id = ?",
                           (match.match_id,))
    if record is not None:
        connection.execute("UPDATE matches SET record = ? WHERE match_id = ?",
                           (record, match.match_id))


def _copy_rows(source: sqlite3.Connection, target: sqlite3.Connection) -> None:
    """Copy the hands and matches of ``source`` (at any schema version) into ``target``."""
    for table in ("matches", "hands"):
        columns = [row[1] for row in source.execute(f"PRAGMA table_info({table})")]
        wanted = [name for name in columns if name in _EXPECTED[table]]
        names = ", ".join(wanted)
        marks = ", ".join("?" * len(wanted))
        rows = source.execute(f"SELECT {names} FROM {table}").fetchall()
        target.executemany(f"INSERT OR IGNORE INTO {table} ({names}) VALUES ({marks})",
                           [tuple(row) for row in rows])


def _prepare(connection: sqlite3.Connection) -> None:
    """Check the file and bring its schema up to date; _DamagedError when it is not ours."""
    version = int(connection.execute("PRAGMA user_version").fetchone()[0])
    if version > SCHEMA_VERSION:
        raise _DamagedError(QCoreApplication.translate(
            "Statistics", "the file was made by a newer version of the game (schema {version})",
        ).format(version=version))
    if version < 0:
        raise _DamagedError(QCoreApplication.translate(
            "Statistics", "the file's schema version {version} is not one of this game's",
        ).format(version=version))
    check = [str(row[0]) for row in connection.execute("PRAGMA quick_check(5)")]
    if check != ["ok"]:
        raise _DamagedError(QCoreApplication.translate(
            "Statistics", "the file failed its integrity check ({problems})",
        ).format(problems="; ".join(check)[:100]))
    tables = {str(row[0]) for row in connection.execute(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    )}
    if version == 0 and tables:
        raise _DamagedError(QCoreApplication.translate(
            "Statistics", "the file is not a statistics file of this game"))
    for number in range(version + 1, SCHEMA_VERSION + 1):
        _migrate(connection, number)
    for table, expected in _EXPECTED.items():
        columns = {str(row[1]) for row in connection.execute(f"PRAGMA table_info({table})")}
        if columns != expected:
            raise _DamagedError(QCoreApplication.translate(
                "Statistics", "the file's {table} table is not the one this game writes",
            ).format(table=table))


def _migrate(connection: sqlite3.Connection, number: int) -> None:
    """Run step ``number`` of :data:`MIGRATIONS` and set the version, in one transaction."""
    _log.info("statistics: migrating the schema to version %d", number)
    statements = [s for s in MIGRATIONS[number - 1].split(";") if s.strip()]
    connection.execute("BEGIN IMMEDIATE")
    try:
        for statement in statements:
            connection.execute(statement)
        connection.execute(f"PRAGMA user_version = {number:d}")
        connection.execute("COMMIT")
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise
