"""The statistics file's writes, and the journal's lines that carry them across a quit.

Every write is a function of a connection, run by the store inside one transaction, and every
write is idempotent: a hand is keyed by its match and number (``INSERT OR IGNORE``), a match row
replaces the one before, a review replaces the one before only when it ranks as high
(:func:`review_write`). So a write retried after a lock, or replayed from the journal twice,
adds nothing twice. A write replayed from the journal (``stats_journal.py``) never takes a
match back to an earlier point than the file already holds, nor a review back to a lesser one
(nor to an older review version).

Standard library only.
"""

from __future__ import annotations

import logging
import sqlite3
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .stats_rows import (
    HAND_COLUMNS,
    MATCH_COLUMNS,
    REVIEW_COLUMNS,
    Apart,
    HandRow,
    MatchResult,
    MatchRow,
    ReviewRow,
    hand_from,
    match_from,
    review_from,
)
from .stats_schema import EXPECTED_COLUMNS, ROWS

__all__ = [
    "ABANDON_BATCH",
    "MAX_RECORD_BYTES",
    "AbandonBatch",
    "JournalLine",
    "JournalLines",
    "Journaled",
    "JournaledReview",
    "RefusedLineError",
    "Write",
    "copy_rows",
    "forget_all",
    "journal_line",
    "journaled",
    "replayed_write",
    "review_entry",
    "review_write",
    "save_entry",
    "save_write",
    "unpacked",
]

_log = logging.getLogger(__name__)

MAX_RECORD_BYTES = 32 * 1024 * 1024
"""The longest match record read back (a match of many hands is well under a megabyte)."""

Write = Callable[[sqlite3.Connection], None]
"""A write: run inside a transaction the store opens and commits (or rolls back)."""


class RefusedLineError(ValueError):
    """A journal line that does not fit the match it belongs to (the message says why). The
    game never writes one: the journal was edited, and none of its line is trusted more than
    the file."""


@dataclass(frozen=True, slots=True)
class Journaled:
    """A write read back from the journal: its line's object, and the rows it writes."""

    entry: dict[str, Any]
    match: MatchRow
    record: str | None
    hand: HandRow | None

    def write(self, *, earlier: bool) -> Write:
        """The line's write (:func:`replayed_write`); a line of an ``earlier`` session never
        takes a match back."""
        return replayed_write(self.match, self.record, self.hand, earlier=earlier)


@dataclass(frozen=True, slots=True)
class JournaledReview:
    """A review's write read back from the journal: its line's object, and the review."""

    entry: dict[str, Any]
    review: ReviewRow

    def write(self, *, earlier: bool) -> Write:
        """The line's write (:func:`review_write`, whose rule keeps a later or fuller review
        the file has, whatever session the line is of)."""
        del earlier
        return review_write(self.review, replayed=True)


JournalLine = Journaled | JournaledReview
"""A line of the journal: a hand and its match, or a review."""

JOURNAL_FORMAT = 1


def save_entry(match: MatchRow, record: str | None, hand: HandRow | None) -> dict[str, Any]:
    """The journal's line for ``StatsDB.save`` of these rows."""
    return {
        "format": JOURNAL_FORMAT,
        "kind": "save",
        "match": dict(zip(MATCH_COLUMNS, match.values(), strict=True)),
        "record": record,
        "hand": None if hand is None else dict(zip(HAND_COLUMNS, hand.values(), strict=True)),
    }


def review_entry(review: ReviewRow) -> dict[str, Any]:
    """The journal's line for ``StatsDB.save_review`` of ``review``."""
    return {
        "format": JOURNAL_FORMAT,
        "kind": "review",
        "review": dict(zip(REVIEW_COLUMNS, review.values(), strict=True)),
    }


def _columns(data: object, names: Sequence[str]) -> list[Any]:
    """The values of ``names`` in the journal's object ``data``; ValueError or TypeError when
    it is not a row this game writes. A line written before rows had an ``apart`` column (an
    ordinary row, then), or before matches had a ``friend`` one (a match against the computer),
    still reads."""
    for later in ("apart", "friend"):
        if isinstance(data, dict) and later in names and later not in data:
            data = {**data, later: None}
    if not isinstance(data, dict) or set(data) != set(names):
        raise ValueError("its columns are not the ones this game writes")
    values = [data[name] for name in names]
    if not all(value is None or isinstance(value, str | int) for value in values):
        raise TypeError("a value is neither text nor a whole number")
    return values


def journaled(entry: dict[str, Any]) -> Journaled:
    """The write of a journal line (see :func:`save_entry`); ValueError, TypeError or
    KeyError when the line is not one this game writes, :class:`RefusedLineError` when its
    hand is not one of its match's (:func:`_check_hand_of`)."""
    if entry.get("format") != JOURNAL_FORMAT or entry.get("kind") != "save":
        raise ValueError("not a statistics write of this game")
    match = match_from(_columns(entry["match"], MATCH_COLUMNS))
    hand = None if entry["hand"] is None else hand_from(_columns(entry["hand"], HAND_COLUMNS))
    record = entry["record"]
    if record is not None and not isinstance(record, str):
        raise TypeError("the match's record is not text")
    if hand is not None:
        _check_hand_of(match, hand)
    return Journaled(entry, match, record, hand)


def journal_line(entry: dict[str, Any]) -> JournalLine:
    """The write of a journal line of either kind (:func:`journaled` for a hand's, a review's
    checked as its row is made: every figure within bounds; a review's line written before
    reviews had a version is of version 1); ValueError, TypeError or KeyError when the line is
    not one this game writes."""
    if entry.get("format") != JOURNAL_FORMAT or entry.get("kind") != "review":
        return journaled(entry)
    data = entry["review"]
    if isinstance(data, dict) and "version" not in data:
        data = {**data, "version": 1}  # written before reviews had a version: the first's
    if not isinstance(data, dict) or set(data) != set(REVIEW_COLUMNS):
        raise ValueError("its columns are not the ones this game writes")
    values = [data[name] for name in REVIEW_COLUMNS]
    if not all(isinstance(value, str | int | float) for value in values):
        raise TypeError("a value is neither text nor a number")
    return JournaledReview(entry, review_from(values))


def _check_hand_of(match: MatchRow, hand: HandRow) -> None:
    """The game writes a hand with its match as it stands once the hand is over: the hand is
    of that match, and its number is one of the match's hands (1 to ``match.hands``)."""
    if hand.match_id != match.match_id:
        raise RefusedLineError("a hand of another match than its line's")
    if not 1 <= hand.hand_number <= match.hands:
        raise RefusedLineError(f"hand {hand.hand_number} of a match of {match.hands} hands")


class JournalLines:
    """Reads the journal's lines in order (``StatsJournal.read`` calls it on each) and refuses
    (:class:`RefusedLineError`) one at odds with the lines before it: a match seen with
    another seed or start than its first line's (one match id, two matches), or a hand at the
    moment of another hand of its match under another number (one hand written twice: each
    hand of a match has its own moment, to the millisecond). The same hand again under the
    same number is no refusal: a resumed match announces its last hand again."""

    def __init__(self) -> None:
        self._matches: dict[str, tuple[str, str]] = {}
        self._moments: dict[tuple[str, str], int] = {}

    def __call__(self, entry: dict[str, Any]) -> JournalLine:
        line = journal_line(entry)
        if isinstance(line, JournaledReview):
            return line  # keyed by its match alone: the file's rule decides (review_write)
        match = line.match
        identity = (match.seed_fingerprint, match.started_at)
        if self._matches.setdefault(match.match_id, identity) != identity:
            raise RefusedLineError(f"match {match.match_id} is two matches")
        if line.hand is not None:
            hand = line.hand
            number = self._moments.setdefault((hand.match_id, hand.played_at), hand.hand_number)
            if number != hand.hand_number:
                raise RefusedLineError(f"hand {hand.hand_number} is hand {number} again")
        return line


def save_write(match: MatchRow, record: str | None, hand: HandRow | None) -> Write:
    """The write of ``StatsDB.save``: the match as it stands (its engine ``record`` too when
    given) and ``hand``; a hand already recorded is left as it is."""

    def write(connection: sqlite3.Connection) -> None:
        _upsert_match(connection, match, record)
        _insert_hand(connection, hand)

    return write


def replayed_write(match: MatchRow, record: str | None, hand: HandRow | None, *,
                   earlier: bool) -> Write:
    """The write of a journal line: as :func:`save_write`, but it refuses
    (:class:`RefusedLineError`, the transaction rolled back) a line at odds with the file: a
    match id the file gives to another match (another seed or start), a hand at the moment of
    another hand of its match, or a value the schema refuses. A line of an ``earlier`` session
    leaves a match the file already has at a later point as it is: that journal may have
    reached the file before a crash, and the match gone on since. A line of this session is
    written as it was made, like any waiting write (they go in order: the file cannot be
    further; a finished match put back in play stays so)."""

    def write(connection: sqlite3.Connection) -> None:
        try:
            found = _check_against_file(connection, match, hand)
            if found is None or not (earlier and _is_further(found, match)):
                _upsert_match(connection, match, record)
            if hand is not None and not _insert_hand(connection, hand):
                _check_recorded(connection, hand)
        except sqlite3.IntegrityError as error:
            raise RefusedLineError(f"a value the file refuses ({error})") from None

    return write


def _check_against_file(connection: sqlite3.Connection, match: MatchRow,
                        hand: HandRow | None) -> tuple[Any, ...] | None:
    """The file's (hands, result) of ``match`` (None when it has none), once the line of
    ``match`` and ``hand`` is found to fit the file (else :class:`RefusedLineError`)."""
    row = connection.execute(
        "SELECT hands, result, seed_fingerprint, started_at FROM matches WHERE match_id = ?",
        (match.match_id,)).fetchone()
    if row is not None and (row[2], row[3]) != (match.seed_fingerprint, match.started_at):
        raise RefusedLineError(f"match {match.match_id} is another match in the file")
    if hand is not None:
        other = connection.execute(
            "SELECT hand_number FROM hands WHERE match_id = ? AND played_at = ? "
            "AND hand_number != ?", (hand.match_id, hand.played_at, hand.hand_number),
        ).fetchone()
        if other is not None:
            raise RefusedLineError(f"hand {hand.hand_number} is hand {other[0]} again")
    return None if row is None else (int(row[0]), str(row[1]))


def _is_further(found: tuple[Any, ...], match: MatchRow) -> bool:
    """Whether the file's row of ``match``, ``found`` (hands, result), is past the point of
    ``match``: more hands, or as many and ended (finished or abandoned) while ``match`` was
    still in progress."""
    hands, result = found
    if hands != match.hands:
        return bool(hands > match.hands)
    return result != MatchResult.IN_PROGRESS.value and match.result is MatchResult.IN_PROGRESS


def _insert_hand(connection: sqlite3.Connection, hand: HandRow | None) -> bool:
    """Record ``hand`` unless its match already has a hand of its number (or a value of it
    breaks the schema's checks: ``OR IGNORE`` skips those rows too); whether it was."""
    if hand is None:
        return False
    names = ", ".join(HAND_COLUMNS)
    marks = ", ".join("?" * len(HAND_COLUMNS))
    cursor = connection.execute(f"INSERT OR IGNORE INTO hands ({names}) VALUES ({marks})",
                                hand.values())
    return cursor.rowcount > 0


def _check_recorded(connection: sqlite3.Connection, hand: HandRow) -> None:
    """A hand that was not inserted is one the file already has: else the schema refused a
    value of it (:class:`RefusedLineError`)."""
    if connection.execute("SELECT 1 FROM hands WHERE match_id = ? AND hand_number = ?",
                          (hand.match_id, hand.hand_number)).fetchone() is None:
        raise RefusedLineError(f"hand {hand.hand_number} has a value the file refuses")


def _upsert_match(connection: sqlite3.Connection, match: MatchRow, record: str | None) -> None:
    """Write ``match`` as it stands over the row the file has of it. Its end stays the first
    one written, and a match once counted apart stays apart (an unverifiable match says so
    over any earlier kind): no later write takes a match back into the ordinary figures."""
    names = ", ".join(MATCH_COLUMNS)
    marks = ", ".join("?" * len(MATCH_COLUMNS))
    updates = ", ".join(
        f"{name} = excluded.{name}" for name in MATCH_COLUMNS
        if name not in ("match_id", "seed_fingerprint", "started_at", "ended_at", "apart")
    )
    connection.execute(
        f"INSERT INTO matches ({names}) VALUES ({marks}) ON CONFLICT (match_id) DO UPDATE SET "
        f"{updates}, ended_at = COALESCE(matches.ended_at, excluded.ended_at), "
        f"apart = CASE excluded.apart WHEN '{Apart.UNVERIFIABLE.value}' THEN excluded.apart "
        "ELSE COALESCE(matches.apart, excluded.apart) END",
        match.values(),
    )
    if match.ended_at is None:  # back in play (a resumed match): not ended after all
        connection.execute("UPDATE matches SET ended_at = NULL WHERE match_id = ?",
                           (match.match_id,))
    if record is not None:
        connection.execute("UPDATE matches SET record = ? WHERE match_id = ?",
                           (_packed(record), match.match_id))


_REVIEW_UPSERT = (
    f"INSERT INTO reviews (match_id, started_at, {', '.join(REVIEW_COLUMNS[1:])}) "
    f"SELECT match_id, started_at, {', '.join('?' * (len(REVIEW_COLUMNS) - 1))} "
    "FROM matches WHERE match_id = ? "
    "ON CONFLICT (match_id) DO UPDATE SET "
    + ", ".join(f"{name} = excluded.{name}" for name in REVIEW_COLUMNS[1:])
    + " WHERE (excluded.version, excluded.kind = 'full', excluded.reviewed_at) "
    ">= (reviews.version, reviews.kind = 'full', reviews.reviewed_at)"
)
"""A review written over the one before when it ranks as high: a newer review version above an
older one, then a full review above a luck one, then the later above the earlier (the same
review again changes nothing); nothing written for a match the file does not have (its start
is copied from its row)."""


def review_write(review: ReviewRow, *, replayed: bool = False) -> Write:
    """The write of ``StatsDB.save_review``: ``review`` over the file's review of its match,
    unless that one ranks higher. A review of a newer version (``ReviewRow.version``) always
    replaces one of an older: even a luck review an older full one, whose figures were measured
    another way and count nowhere now; and one of an older version never replaces a newer (a
    newer program's row stays for that program). Within a version, a full review is never
    replaced by a luck one, nor a later review of the same kind by an earlier one (a journal
    line replayed after the match was reviewed again). An upsert, not ``INSERT OR REPLACE``: a
    replacement deletes the row first, which no delete trigger would see. A review of a match
    the file does not have (its first hand not over yet) is not written. ``replayed`` (a
    journal line): a value the schema refuses is a :class:`RefusedLineError`."""

    def write(connection: sqlite3.Connection) -> None:
        values = review.values()
        try:
            cursor = connection.execute(_REVIEW_UPSERT, (*values[1:], review.match_id))
        except sqlite3.IntegrityError as error:
            if not replayed:
                raise
            raise RefusedLineError(f"a value the file refuses ({error})") from None
        if cursor.rowcount == 0 and connection.execute(
                "SELECT 1 FROM matches WHERE match_id = ?", (review.match_id,)).fetchone() is None:
            _log.warning("statistics: the review of %s is of no match recorded", review.match_id)

    return write


ABANDON_BATCH = 100
"""The most matches one write abandons (about a millisecond of the file's triggers)."""


class AbandonBatch:
    """The write that abandons up to :data:`ABANDON_BATCH` of the matches still in progress,
    all but ``keep``, as ended ``when``; :attr:`abandoned` says how many it did (fewer than
    the batch: none is left). Every match in progress but the one on the table is abandoned
    when a match starts (only the match in the save can be resumed); a file may hold any
    number of them, so they go a batch at a time (see ``StatsDB.abandon_others``)."""

    def __init__(self, keep: str, when: str) -> None:
        self.keep = keep
        self.when = when
        self.abandoned = 0

    def __call__(self, connection: sqlite3.Connection) -> None:
        self.abandoned = connection.execute(
            "UPDATE matches SET result = 'abandoned', ended_at = ? WHERE rowid IN ("
            "SELECT rowid FROM matches WHERE result = 'in progress' AND match_id != ? LIMIT ?)",
            (self.when, self.keep, ABANDON_BATCH),
        ).rowcount


def _packed(record: str) -> bytes:
    """A match's record as it is stored: UTF-8, compressed (zlib), a BLOB (about a sixth)."""
    return zlib.compress(record.encode("utf-8"), 6)


def unpacked(stored: object, match_id: str) -> str:
    """A match's record as stored (:func:`_packed`, or text as files of schema 2 kept it);
    KeyError when it cannot be read (or would be longer than :data:`MAX_RECORD_BYTES`)."""
    if isinstance(stored, str):
        return stored
    if not isinstance(stored, bytes):
        raise KeyError(match_id)
    try:
        inflate = zlib.decompressobj()
        data = inflate.decompress(stored, MAX_RECORD_BYTES + 1)
        if len(data) > MAX_RECORD_BYTES or not inflate.eof:
            raise ValueError("too long, or cut short")
        return data.decode("utf-8")
    except (zlib.error, ValueError) as error:  # UnicodeDecodeError is a ValueError
        _log.warning("statistics: the record of %s cannot be read: %s", match_id, error)
        raise KeyError(match_id) from None


def forget_all(connection: sqlite3.Connection) -> None:
    """Delete every hand, match and review, and their totals (the only deletion there is)."""
    for table in (*ROWS, "hand_totals", "match_totals", "apart_totals"):
        connection.execute(f"DELETE FROM {table}")
    connection.execute("UPDATE match_streaks SET current = 0, longest = 0, last_ended = NULL, "
                       "last_started = NULL, last_row = NULL, stale = 0")


def copy_rows(source: sqlite3.Connection, target: sqlite3.Connection) -> None:
    """Copy the hands, matches and reviews of ``source`` (at any schema version: a table it
    does not have yet is left out) into ``target`` (its triggers count them: the totals are not
    copied)."""
    for table in ROWS:
        columns = [row[1] for row in source.execute(f"PRAGMA table_info({table})")]
        wanted = [name for name in columns if name in EXPECTED_COLUMNS[table]]
        if not wanted:
            continue
        names = ", ".join(wanted)
        marks = ", ".join("?" * len(wanted))
        rows = source.execute(f"SELECT {names} FROM {table}").fetchall()
        target.executemany(f"INSERT OR IGNORE INTO {table} ({names}) VALUES ({marks})",
                           [tuple(row) for row in rows])

