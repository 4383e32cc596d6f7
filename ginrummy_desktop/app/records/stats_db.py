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
replaced at every hand end, so a hand-history viewer can replay any past hand; compressed with
zlib, about a sixth of the text, which files of schema 2 kept and which still reads); and
``hands``, one row per finished hand, keyed by match id and hand number (a match resumed from its
save re-announces its last hand: ``INSERT OR IGNORE`` records it once).

Reading never grows with the file. The file keeps its own totals (step 3 of
:data:`MIGRATIONS`): triggers on every hand and match written add them up in ``hand_totals``
(per level), ``match_totals`` (per level and result) and ``match_streaks`` (per level; a match
that ends before the last one counted, or changes once ended, marks its streaks "stale" and
they are counted again from the matches at the next read, once). So the Statistics window's
figures (:meth:`StatsDB.summaries`) are a few rows at any size, its chart the last matches
read from the end (:meth:`StatsDB.series` with ``last``), and the hand history's list a page
of matches at a time without their records (:meth:`StatsDB.matches_before`). Rows are only
ever deleted all at once (Reset, :func:`_forget_all`, which clears the totals too).
:func:`summarize` and :func:`results_series` give the same figures from every row: the
reference the tests hold the totals to.

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
  ``statistics.sqlite3.unreadable-<date>`` (never deleted) and a new one is started. Opening
  checks the header and the schema only (a few pages, before the table's first paint); the
  check of every page (``PRAGMA quick_check``, 0.2 to 0.6 s at 5,000 matches) runs in a
  thread of its own with a connection of its own (:class:`_IntegrityCheck`), and what it
  finds is acted on at the next read or write, as if found then;
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
import threading
import zlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, fields
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine import RuleSet
from ..words.excerpts import clipped
from .stats_journal import StatsJournal

__all__ = [
    "BUSY_TIMEOUT_S",
    "COMPUTER",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "STATS_NAME",
    "YOU",
    "HandRow",
    "MatchPlace",
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
MAX_RECORD_BYTES = 32 * 1024 * 1024
"""The longest match record read back (a match of many hands is well under a megabyte)."""

YOU = "you"
COMPUTER = "computer"
_SIDES = (YOU, COMPUTER)

_STREAK_ADVANCE = """
        UPDATE match_streaks SET stale = 1
        WHERE scope IN (0, NEW.scope) AND last_ended IS NOT NULL
            AND (NEW.ended, NEW.started_at, NEW.rowid) <= (last_ended, last_started, last_row);
        UPDATE match_streaks SET
            current = CASE NEW.result WHEN 'won' THEN current + 1 ELSE 0 END,
            longest = MAX(longest, CASE NEW.result WHEN 'won' THEN current + 1 ELSE 0 END),
            last_ended = NEW.ended, last_started = NEW.started_at, last_row = NEW.rowid
        WHERE scope IN (0, NEW.scope) AND NOT stale;
"""
"""The body of the triggers that carry a level's streaks past a match that has just ended (a
match written as ended, or one ending now): marked stale if it ended before the last one
counted (the next read recounts), else the streak goes on or breaks."""

MIGRATIONS: tuple[str, ...] = (
    # Statements are split where SQLite sees a complete one (sqlite3.complete_statement): a
    # trigger's body keeps its semicolons.
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
    # 3: totals the file keeps up to date itself (triggers), so that the Statistics window reads
    # a few rows whatever the number of hands: the hands' figures per level, the finished
    # matches per level and result, the winning streaks per level (0: all levels; "stale" when
    # a match changed its place in the order they ended: StatsDB counts them again). Each match
    # knows the lowest and highest level of its hands, hence its "scope": the level it counts
    # at, NULL when its hands were played at several. Indexes for the start (the matches in
    # progress, a resumed match's seed), the hand history's pages and the chart's last matches.
    """
    ALTER TABLE matches ADD COLUMN low_level INTEGER;
    ALTER TABLE matches ADD COLUMN high_level INTEGER;
    UPDATE matches SET
        low_level = (SELECT MIN(level) FROM hands WHERE hands.match_id = matches.match_id),
        high_level = (SELECT MAX(level) FROM hands WHERE hands.match_id = matches.match_id);
    ALTER TABLE matches ADD COLUMN scope INTEGER GENERATED ALWAYS AS (
        CASE WHEN low_level IS NULL OR (low_level = level AND high_level = level) THEN level END
    ) VIRTUAL;
    ALTER TABLE matches ADD COLUMN ended TEXT GENERATED ALWAYS AS (
        COALESCE(NULLIF(ended_at, ''), started_at)
    ) VIRTUAL;
    CREATE INDEX matches_by_start ON matches (started_at);
    CREATE INDEX matches_by_scope ON matches (scope, started_at);
    CREATE INDEX matches_by_seed ON matches (seed_fingerprint, started_at);
    CREATE INDEX matches_in_progress ON matches (match_id) WHERE result = 'in progress';
    CREATE INDEX matches_by_end ON matches (ended, started_at) WHERE result != 'in progress';
    CREATE INDEX matches_by_scope_end ON matches (scope, ended, started_at)
        WHERE result != 'in progress';
    CREATE TABLE hand_totals (
        level INTEGER PRIMARY KEY,
        hands INTEGER NOT NULL,
        won INTEGER NOT NULL,
        lost INTEGER NOT NULL,
        net INTEGER NOT NULL,
        gins INTEGER NOT NULL,
        knocks INTEGER NOT NULL,
        undercut INTEGER NOT NULL,
        deadwood INTEGER NOT NULL,
        deadwood_known INTEGER NOT NULL,
        made INTEGER NOT NULL,
        assisted INTEGER NOT NULL,
        first_played TEXT
    );
    INSERT INTO hand_totals
    SELECT level, COUNT(*), SUM(scored_by IS 'you'), SUM(scored_by IS 'computer'),
        SUM(CASE scored_by WHEN 'you' THEN points WHEN 'computer' THEN -points ELSE 0 END),
        SUM(scored_by IS 'you' AND outcome IN ('gin', 'big gin')),
        SUM(knocker IS 'you' AND outcome IN ('knock', 'undercut')),
        SUM(knocker IS 'you' AND outcome = 'undercut'),
        SUM(CASE WHEN knocker IS 'you' AND outcome IN ('knock', 'undercut')
            THEN IFNULL(your_deadwood, 0) ELSE 0 END),
        SUM(knocker IS 'you' AND outcome IN ('knock', 'undercut')
            AND your_deadwood IS NOT NULL),
        SUM(knocker IS 'computer' AND outcome = 'undercut'),
        SUM(assisted), MIN(played_at)
    FROM hands GROUP BY level;
    CREATE TRIGGER hand_counted AFTER INSERT ON hands BEGIN
        INSERT INTO hand_totals VALUES (
            NEW.level, 1, NEW.scored_by IS 'you', NEW.scored_by IS 'computer',
            CASE NEW.scored_by WHEN 'you' THEN NEW.points WHEN 'computer' THEN -NEW.points
                ELSE 0 END,
            NEW.scored_by IS 'you' AND NEW.outcome IN ('gin', 'big gin'),
            NEW.knocker IS 'you' AND NEW.outcome IN ('knock', 'undercut'),
            NEW.knocker IS 'you' AND NEW.outcome = 'undercut',
            CASE WHEN NEW.knocker IS 'you' AND NEW.outcome IN ('knock', 'undercut')
                THEN IFNULL(NEW.your_deadwood, 0) ELSE 0 END,
            NEW.knocker IS 'you' AND NEW.outcome IN ('knock', 'undercut')
                AND NEW.your_deadwood IS NOT NULL,
            NEW.knocker IS 'computer' AND NEW.outcome = 'undercut',
            NEW.assisted, NEW.played_at)
        ON CONFLICT (level) DO UPDATE SET
            hands = hands + 1, won = won + excluded.won, lost = lost + excluded.lost,
            net = net + excluded.net, gins = gins + excluded.gins,
            knocks = knocks + excluded.knocks, undercut = undercut + excluded.undercut,
            deadwood = deadwood + excluded.deadwood,
            deadwood_known = deadwood_known + excluded.deadwood_known,
            made = made + excluded.made, assisted = assisted + excluded.assisted,
            first_played = MIN(IFNULL(first_played, excluded.first_played),
                               excluded.first_played);
        UPDATE matches SET low_level = MIN(IFNULL(low_level, NEW.level), NEW.level),
                           high_level = MAX(IFNULL(high_level, NEW.level), NEW.level)
        WHERE match_id = NEW.match_id
            AND (low_level IS NULL OR NEW.level NOT BETWEEN low_level AND high_level);
    END;
    CREATE TABLE match_totals (
        scope INTEGER NOT NULL,
        result TEXT NOT NULL,
        matches INTEGER NOT NULL,
        PRIMARY KEY (scope, result)
    );
    INSERT INTO match_totals
    SELECT IFNULL(scope, 0), result, COUNT(*) FROM matches WHERE result != 'in progress'
    GROUP BY 1, 2;
    CREATE TRIGGER match_counted AFTER INSERT ON matches WHEN NEW.result != 'in progress'
    BEGIN
        INSERT INTO match_totals VALUES (IFNULL(NEW.scope, 0), NEW.result, 1)
        ON CONFLICT (scope, result) DO UPDATE SET matches = matches + 1;
    END;
    CREATE TRIGGER match_recounted AFTER UPDATE OF result, level, low_level, high_level
    ON matches WHEN NEW.result IS NOT OLD.result OR NEW.scope IS NOT OLD.scope BEGIN
        UPDATE match_totals SET matches = matches - 1
        WHERE OLD.result != 'in progress' AND scope = IFNULL(OLD.scope, 0)
            AND result = OLD.result;
        INSERT INTO match_totals SELECT IFNULL(NEW.scope, 0), NEW.result, 1
        WHERE NEW.result != 'in progress'
        ON CONFLICT (scope, result) DO UPDATE SET matches = matches + 1;
    END;
    CREATE TABLE match_streaks (
        scope INTEGER PRIMARY KEY,
        current INTEGER NOT NULL DEFAULT 0,
        longest INTEGER NOT NULL DEFAULT 0,
        last_ended TEXT,
        last_started TEXT,
        last_row INTEGER,
        stale INTEGER NOT NULL DEFAULT 1 CHECK (stale IN (0, 1))
    );
    INSERT INTO match_streaks (scope) VALUES (0), (1), (2), (3), (4), (5);
    CREATE TRIGGER match_ended AFTER INSERT ON matches WHEN NEW.result != 'in progress' BEGIN
{streak_advance}    END;
    CREATE TRIGGER match_finished AFTER UPDATE OF result, ended_at, level, low_level, high_level
    ON matches WHEN OLD.result = 'in progress' AND NEW.result != 'in progress' BEGIN
{streak_advance}    END;
    CREATE TRIGGER match_changed AFTER UPDATE OF result, ended_at, level, low_level, high_level
    ON matches WHEN OLD.result != 'in progress' AND (NEW.result IS NOT OLD.result
        OR NEW.scope IS NOT OLD.scope OR NEW.ended IS NOT OLD.ended) BEGIN
        UPDATE match_streaks SET stale = 1 WHERE scope IN (0, OLD.scope, NEW.scope);
    END;
    """.replace("{streak_advance}", _STREAK_ADVANCE),
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
_HAND_TOTALS = (
    "hands", "won", "lost", "net", "gins", "knocks", "undercut", "deadwood", "deadwood_known",
    "made", "assisted", "first_played",
)
_EXPECTED = {
    "matches": {*_MATCH_COLUMNS, "record", "low_level", "high_level"},
    "hands": set(_HAND_COLUMNS),
    "hand_totals": {"level", *_HAND_TOTALS},
    "match_totals": {"scope", "result", "matches"},
    "match_streaks": {"scope", "current", "longest", "last_ended", "last_started", "last_row",
                      "stale"},
}
_TRIGGERS = {
    ("hand_counted", "hands"), ("match_counted", "matches"), ("match_recounted", "matches"),
    ("match_ended", "matches"), ("match_finished", "matches"), ("match_changed", "matches"),
}
"""The triggers that keep the totals, and their tables."""
_ROWS = ("matches", "hands")
"""The tables of what was played (the others are totals the triggers keep from them)."""
_EVERY_LEVEL = 0
"""The scope of ``match_streaks``' row over every level."""
_SEVERAL_LEVELS = 0
"""The scope of ``match_totals``' rows of the matches whose hands were played at several levels
(they count over every level only)."""

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
    since: str | None = None
    """When the first of these matches started or hands was played (None: nothing yet)."""


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
    """The figures of ``hands`` and ``matches`` (already chosen for a level, or all), from
    every row: the reference the totals the file keeps (:meth:`StatsDB.summaries`) are tested
    against."""
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
        since=min([m.started_at for m in matches] + [h.played_at for h in hands], default=None),
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
    """The finished matches in the order they ended, with the running win rate, from every row
    (the reference of :meth:`StatsDB.series`)."""
    points = []
    won = 0
    for count, match in enumerate(_finished(matches), start=1):
        won += match.result is MatchResult.WON
        points.append(SeriesPoint(
            match.ended_at or match.started_at, match.result, match.your_score,
            match.computer_score, match.level, won / count,
        ))
    return points


@dataclass(frozen=True, slots=True)
class _HandTotals:
    """A row of ``hand_totals``: the figures of the hands of one level (see :data:`MIGRATIONS`,
    step 3), or of several added up."""

    hands: int = 0
    won: int = 0
    lost: int = 0
    net: int = 0
    gins: int = 0
    knocks: int = 0
    undercut: int = 0
    deadwood: int = 0
    deadwood_known: int = 0
    made: int = 0
    assisted: int = 0
    first_played: str | None = None

    def plus(self, other: _HandTotals) -> _HandTotals:
        firsts = [day for day in (self.first_played, other.first_played) if day is not None]
        sums = {name: getattr(self, name) + getattr(other, name) for name in _HAND_TOTALS[:-1]}
        return _HandTotals(**sums, first_played=min(firsts, default=None))


@dataclass(frozen=True, slots=True)
class _Streak:
    """A row of ``match_streaks``: the winning streaks of one scope, and the last finished
    match counted (in the order they ended: its end, start and row id)."""

    current: int = 0
    longest: int = 0
    last: tuple[str, str, int] | None = None


@dataclass(frozen=True, slots=True)
class _MatchTotals:
    """The finished matches of one scope by result, their streaks and the first start of
    any of its matches (finished or not)."""

    results: dict[MatchResult, int] = field(default_factory=dict)
    streak: _Streak = _Streak()
    first_started: str | None = None


def _summary(hands: _HandTotals, matches: _MatchTotals) -> Summary:
    """The figures of one level (or all) from the totals the file keeps."""
    results = matches.results
    played = sum(count for result, count in results.items()
                 if result is not MatchResult.IN_PROGRESS)
    won = results.get(MatchResult.WON, 0)
    firsts = [day for day in (matches.first_started, hands.first_played) if day is not None]
    return Summary(
        matches=played,
        matches_won=won,
        matches_lost=results.get(MatchResult.LOST, 0),
        matches_drawn=results.get(MatchResult.DRAWN, 0),
        matches_abandoned=results.get(MatchResult.ABANDONED, 0),
        hands=hands.hands,
        hands_won=hands.won,
        hands_lost=hands.lost,
        dead_hands=hands.hands - hands.won - hands.lost,
        win_rate=_rate(won, played),
        hand_win_rate=_rate(hands.won, hands.hands),
        points_per_hand=hands.net / hands.hands if hands.hands else None,
        gins=hands.gins,
        gin_rate=_rate(hands.gins, hands.hands),
        undercut_rate=_rate(hands.undercut, hands.knocks),
        undercuts_made=hands.made,
        knock_deadwood=(hands.deadwood / hands.deadwood_known if hands.deadwood_known
                        else None),
        current_streak=matches.streak.current,
        longest_streak=matches.streak.longest,
        assisted_hands=hands.assisted,
        since=min(firsts, default=None),
    )


def _added_up(totals: Iterable[_HandTotals]) -> _HandTotals:
    every = _HandTotals()
    for level in totals:
        every = every.plus(level)
    return every


def _results_by_scope(rows: Iterable[Sequence[Any]]) -> dict[int, dict[MatchResult, int]]:
    """The finished matches by result for every level and for each, from the rows of
    ``match_totals`` (scope, result, count)."""
    results: dict[int, dict[MatchResult, int]] = {scope: {} for scope in _SCOPES}
    for scope, result, count in rows:
        kind = MatchResult(result)
        for key in {_EVERY_LEVEL} if scope == _SEVERAL_LEVELS else {_EVERY_LEVEL, scope}:
            if key in results:
                results[key][kind] = results[key].get(kind, 0) + int(count)
    return results


def _count_streaks(rows: Iterable[Sequence[Any]]) -> dict[int, _Streak]:
    """The streaks of every scope from the finished matches in the order they ended, each as
    (won, scope, end, start, row id); scope None: hands at several levels (every level only)."""
    streaks = {scope: _Streak() for scope in _SCOPES}
    for won, scope, ended, started, row in rows:
        for key in (_EVERY_LEVEL, scope):
            if key is None or key not in streaks:
                continue
            before = streaks[key]
            current = before.current + 1 if won else 0
            streaks[key] = _Streak(current, max(before.longest, current),
                                   (str(ended), str(started), int(row)))
    return streaks


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
_STARTED_AT = _MATCH_COLUMNS.index("started_at")
_SCOPES = (_EVERY_LEVEL, 1, 2, 3, 4, 5)
_TOTALS = (
    f"SELECT level, {', '.join(_HAND_TOTALS)} FROM hand_totals",
    "SELECT scope, result, matches FROM match_totals",
    "SELECT scope, current, longest, last_ended, last_started, last_row, stale "
    "FROM match_streaks",
    "SELECT (SELECT MIN(started_at) FROM matches), "
    + ", ".join(f"(SELECT MIN(started_at) FROM matches WHERE scope = {level})"
                for level in _SCOPES[1:]),
)
"""What :meth:`StatsDB.summaries` reads: a few rows each, whatever the file's size."""
_ENDED_IN_ORDER = (
    "SELECT result = 'won', scope, ended, started_at, rowid FROM matches "
    "WHERE result != 'in progress' ORDER BY ended, started_at, rowid"
)
"""The finished matches in the order they ended (every row: only to count the streaks
again)."""
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


@dataclass(frozen=True, slots=True)
class MatchPlace:
    """Where a page of the hand history's list ends (see :meth:`StatsDB.matches_before`):
    the start and row id of its last match."""

    started_at: str
    row: int


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
    check: _IntegrityCheck | None = None
    """The check of every page of the file, under way in a thread of its own."""
    checked: bool = False
    """The file in use has been checked (or was started new): it is not checked again."""


class _IntegrityCheck:
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

        status = self._attempt(_forget_all)
        if status == "again":
            status = self._attempt(_forget_all)
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
        where, args = ("WHERE scope = ?", (level,)) if level is not None else ("", ())
        rows = self._read(
            f"SELECT {', '.join(_MATCH_COLUMNS)} FROM matches {where} ORDER BY started_at, rowid",
            args,
        )
        return [_match(row) for row in rows]

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
            f"SELECT {', '.join(_MATCH_COLUMNS)}, rowid FROM matches WHERE hands > 0 {where} "
            "ORDER BY started_at DESC, rowid DESC LIMIT ?",
            (*args, count),
        )
        after = MatchPlace(str(rows[-1][_STARTED_AT]), int(rows[-1][-1])) if (
            rows and len(rows) == count) else None
        return [_match(row[:-1]) for row in rows], after

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
        return _unpacked(rows[0][0], match_id)

    def summary(self, level: int | None = None) -> Summary:
        """The figures for ``level`` (1 to 5), or over all levels."""
        return self.summaries()[level]

    def summaries(self) -> dict[int | None, Summary]:
        """The figures over all levels (None) and for each level, 1 to 5, from the totals the
        file keeps (a few rows, whatever its size: see :data:`MIGRATIONS`, step 3)."""
        read = self._read_together([(sql, ()) for sql in _TOTALS])
        hands_rows, match_rows, streak_rows, first_rows = read or ([], [], [], [])
        hands = {int(row[0]): _HandTotals(*row[1:]) for row in hands_rows}
        hands[_EVERY_LEVEL] = _added_up(hands.values())
        streaks = {int(row[0]): _Streak(int(row[1]), int(row[2]), _last(row[3:6]))
                   for row in streak_rows if not row[6]}
        if len(streaks) < len(_SCOPES):  # a match ended out of order, or a new file
            streaks = self._recount_streaks()
        results = _results_by_scope(match_rows)
        firsts = first_rows[0] if first_rows else (None,) * len(_SCOPES)
        return {
            None if scope == _EVERY_LEVEL else scope: _summary(
                hands.get(scope, _HandTotals()),
                _MatchTotals(results[scope], streaks.get(scope, _Streak()), first),
            )
            for scope, first in zip(_SCOPES, firsts, strict=True)
        }

    def series(self, level: int | None = None, last: int | None = None) -> list[SeriesPoint]:
        """The finished matches of ``level`` (or all) in the order they ended, with the running
        win rate; only the ``last`` ones when given (read from the end with the totals the file
        keeps: a few rows, whatever its size)."""
        scope, args = ("AND scope = ?", (level,)) if level is not None else ("", ())
        limit, limits = ("LIMIT ?", (last,)) if last is not None else ("", ())
        rows = self._read(
            "SELECT ended, result, your_score, computer_score, level, "
            f"(SELECT IFNULL(SUM(matches), 0) FROM match_totals WHERE 1 {scope}), "
            f"(SELECT IFNULL(SUM(matches), 0) FROM match_totals WHERE result = 'won' {scope}) "
            f"FROM matches WHERE result != 'in progress' {scope} "
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

    def _recount_streaks(self) -> dict[int, _Streak]:
        """Count the winning streaks again from the finished matches (after a match changed its
        place in the order they ended, or in a new file), and keep them in the file when it
        can be written now (else they are counted again at the next read)."""
        connection = self._connection()
        if connection is not None:
            try:
                connection.execute("BEGIN IMMEDIATE")
                try:
                    streaks = _count_streaks(connection.execute(_ENDED_IN_ORDER))
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
        return _count_streaks(self._read(_ENDED_IN_ORDER, ()))

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
        if not self._state.journal_read:
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
            problem = _failed_check_text(check.problems)
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
        """Check every page of the file just opened, in the background (once a session)."""
        if not self._state.checked and self._state.check is None:
            self._state.check = _IntegrityCheck(self.path, self.timeout)

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
        if not self.path.is_file() or not self.path.stat().st_size:
            self._state.checked = True  # a new file: nothing in it to check
        connection = self._connect(str(self.path))
        try:
            _prepare(connection)
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
                _forget_all(memory)
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
                           (_packed(record), match.match_id))


def _packed(record: str) -> bytes:
    """A match's record as it is stored: UTF-8, compressed (zlib), a BLOB (about a sixth)."""
    return zlib.compress(record.encode("utf-8"), 6)


def _unpacked(stored: object, match_id: str) -> str:
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


def _forget_all(connection: sqlite3.Connection) -> None:
    """Delete every hand and match, and their totals (the only deletion there is)."""
    for table in (*_ROWS, "hand_totals", "match_totals"):
        connection.execute(f"DELETE FROM {table}")
    connection.execute("UPDATE match_streaks SET current = 0, longest = 0, last_ended = NULL, "
                       "last_started = NULL, last_row = NULL, stale = 0")


def _copy_rows(source: sqlite3.Connection, target: sqlite3.Connection) -> None:
    """Copy the hands and matches of ``source`` (at any schema version) into ``target`` (its
    triggers count them: the totals are not copied)."""
    for table in _ROWS:
        columns = [row[1] for row in source.execute(f"PRAGMA table_info({table})")]
        wanted = [name for name in columns if name in _EXPECTED[table]]
        names = ", ".join(wanted)
        marks = ", ".join("?" * len(wanted))
        rows = source.execute(f"SELECT {names} FROM {table}").fetchall()
        target.executemany(f"INSERT OR IGNORE INTO {table} ({names}) VALUES ({marks})",
                           [tuple(row) for row in rows])


def _prepare(connection: sqlite3.Connection) -> None:
    """Check the file's header and schema (a few pages: the check of every page is
    :class:`_IntegrityCheck`'s) and bring its schema up to date; _DamagedError when it is not
    ours."""
    version = int(connection.execute("PRAGMA user_version").fetchone()[0])
    if version > SCHEMA_VERSION:
        raise _DamagedError(QCoreApplication.translate(
            "Statistics", "the file was made by a newer version of the game (schema {version})",
        ).format(version=version))
    if version < 0:
        raise _DamagedError(QCoreApplication.translate(
            "Statistics", "the file's schema version {version} is not one of this game's",
        ).format(version=version))
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
            raise _DamagedError(_other_table_text(table))
    triggers = {(str(row[0]), str(row[1])) for row in connection.execute(
        "SELECT name, tbl_name FROM sqlite_schema WHERE type = 'trigger'")}
    missing = sorted(_TRIGGERS - triggers)
    if missing:
        raise _DamagedError(_other_table_text(missing[0][1]))


def _other_table_text(table: str) -> str:
    return QCoreApplication.translate(
        "Statistics", "the file's {table} table is not the one this game writes",
    ).format(table=table)


def _failed_check_text(problems: Sequence[str]) -> str:
    return QCoreApplication.translate(
        "Statistics", "the file failed its integrity check ({problems})",
    ).format(problems="; ".join(problems)[:100])


def _statements(step: str) -> list[str]:
    """The statements of a migration step, split where SQLite sees a complete one (a
    trigger's body keeps its semicolons)."""
    statements, pending = [], ""
    for piece in step.split(";"):
        pending += piece + ";"
        if sqlite3.complete_statement(pending):
            if pending.strip(" \n;"):
                statements.append(pending)
            pending = ""
    if pending.strip(" \n;"):
        raise ValueError(f"a migration step ends in an incomplete statement: {pending!r}")
    return statements


def _migrate(connection: sqlite3.Connection, number: int) -> None:
    """Run step ``number`` of :data:`MIGRATIONS` and set the version, in one transaction."""
    _log.info("statistics: migrating the schema to version %d", number)
    statements = _statements(MIGRATIONS[number - 1])
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
