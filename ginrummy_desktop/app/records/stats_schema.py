"""The statistics file's schema: the migrations that make it, the objects it must hold, and the
check made when it is opened.

The schema version is ``PRAGMA user_version``; :data:`MIGRATIONS` is the ordered list of SQL
steps that bring a file of any earlier version up to :data:`SCHEMA_VERSION` (step *n* makes
version *n*; a released step is never edited, a change is a new step). Each step runs in one
transaction with its version number, so a file is always at one version or the next, never
half-way.

Tables (see :data:`MIGRATIONS` for the columns): ``matches``, one row per match, keyed by a
match id made of the fingerprint of the match's first deal seed (never the secret seed itself)
and its start time, with the result, the final totals with their bonuses, the number of hands
and the engine's record of the whole match (``record``, replaced at every hand end, so a
hand-history viewer can replay any past hand; compressed with zlib, about a sixth of the text,
which files of schema 2 kept and which still reads); and ``hands``, one row per finished hand,
keyed by match id and hand number (a match resumed from its save re-announces its last hand:
``INSERT OR IGNORE`` records it once).

Reading never grows with the file. The file keeps its own totals (step 3): triggers on every
hand and match written add them up in ``hand_totals`` (per level), ``match_totals`` (per level
and result) and ``match_streaks`` (per level; a match that ends before the last one counted,
or changes once ended, marks its streaks "stale" and they are counted again from the matches at
the next read, once).

Hands and matches *counted apart* (step 4, ``stats_rows.Apart``: a replayed deal, a match that
went back to an earlier save, an unverifiable match) are in none of those ordinary totals: a
hand apart is added up in ``apart_totals`` (per level and kind), a match apart, once ended,
under the result "apart" of ``match_totals`` (the generated column ``tally``), and no streak
counts it.

Reviews (step 5): ``reviews``, one row per reviewed match, the player's figures from the review
(``stats_rows.ReviewRow``: the kind, full or luck only, the decisions and their error, the
marks, both players' luck, the result as played and adjusted for luck), with the match's start
copied in for the order of the rating's chart (a match's start never changes). A review is
written over the one before by the rule of ``stats_writes.review_write`` (never a full review
by a luck one of the same version, step 7); no trigger counts them: the review figures are
added up from the reviewed matches at each read (``review_records.py``).

Matches against a friend (step 6): a match row with the friend's name (``friend``; NULL for a
match against the computer), whose record is the friend's match document
(``friend/record.py``). No hand of it has a row, and its ``tally`` is NULL: no trigger counts it
in ``match_totals`` or a streak, and every read of the computer's figures leaves it out
(``friend IS NULL``); it is counted per friend instead, from ``matches_by_friend``, an index of
the friends' matches alone.

Reviews' versions (step 7): each review row keeps the version of the review that made it
(``version``, ``ai/review.py``'s ``REVIEW_VERSION``; 1 for the rows made before). Only the rows
of the program's own version count in the figures, a match reviewed by another counting as not
reviewed; a review of a newer version replaces any of an older one
(``stats_writes.review_write``).

Since triggers run inside every write, a file's schema is trusted only as a whole: opening
(:func:`prepare`) compares every table, index, trigger and view of the file (name, table and,
but for tables, which ``ALTER TABLE`` rewrites, the exact SQL) with the objects the migrations
make (:func:`expected_objects`). One more or one changed, say a trigger that deletes the hands,
and the file is not ours: :class:`DamagedError`, and the store moves it aside.
"""

from __future__ import annotations

import functools
import logging
import sqlite3

from PySide6.QtCore import QCoreApplication

from .stats_rows import HAND_COLUMNS, HAND_TOTAL_COLUMNS, MATCH_COLUMNS, REVIEW_COLUMNS

__all__ = [
    "EXPECTED_COLUMNS",
    "MIGRATIONS",
    "ROWS",
    "SCHEMA_VERSION",
    "DamagedError",
    "SchemaObject",
    "expected_objects",
    "prepare",
    "schema_objects",
]

_log = logging.getLogger(__name__)

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
    # 4: hands and matches counted apart (``stats_rows.Apart``: a replayed deal, a match that
    # went back to an earlier save, an unverifiable match), kept out of every ordinary figure.
    # A hand apart adds to ``apart_totals`` (per level and kind) instead of ``hand_totals``; a
    # match apart is counted, once it has ended, under the result "apart" in ``match_totals``
    # (its "tally"), and never in a streak. The triggers of step 3 that count matches are
    # made again on the tally; a match's "apart" only ever goes from none to a kind.
    """
    ALTER TABLE hands ADD COLUMN apart TEXT
        CHECK (apart IN ('replayed deal', 'went back', 'unverifiable'));
    ALTER TABLE matches ADD COLUMN apart TEXT
        CHECK (apart IN ('replayed deal', 'went back', 'unverifiable'));
    ALTER TABLE matches ADD COLUMN tally TEXT GENERATED ALWAYS AS (
        CASE WHEN apart IS NULL THEN result WHEN result = 'in progress' THEN result
            ELSE 'apart' END
    ) VIRTUAL;
    DROP TRIGGER hand_counted;
    CREATE TRIGGER hand_counted AFTER INSERT ON hands WHEN NEW.apart IS NULL BEGIN
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
    END;
    CREATE TRIGGER hand_levels AFTER INSERT ON hands BEGIN
        UPDATE matches SET low_level = MIN(IFNULL(low_level, NEW.level), NEW.level),
                           high_level = MAX(IFNULL(high_level, NEW.level), NEW.level)
        WHERE match_id = NEW.match_id
            AND (low_level IS NULL OR NEW.level NOT BETWEEN low_level AND high_level);
    END;
    CREATE TABLE apart_totals (
        level INTEGER NOT NULL,
        kind TEXT NOT NULL,
        hands INTEGER NOT NULL,
        PRIMARY KEY (level, kind)
    );
    CREATE TRIGGER hand_apart AFTER INSERT ON hands WHEN NEW.apart IS NOT NULL BEGIN
        INSERT INTO apart_totals VALUES (NEW.level, NEW.apart, 1)
        ON CONFLICT (level, kind) DO UPDATE SET hands = hands + 1;
    END;
    DROP TRIGGER match_counted;
    CREATE TRIGGER match_counted AFTER INSERT ON matches WHEN NEW.tally != 'in progress'
    BEGIN
        INSERT INTO match_totals VALUES (IFNULL(NEW.scope, 0), NEW.tally, 1)
        ON CONFLICT (scope, result) DO UPDATE SET matches = matches + 1;
    END;
    DROP TRIGGER match_recounted;
    CREATE TRIGGER match_recounted AFTER UPDATE OF result, apart, level, low_level, high_level
    ON matches WHEN NEW.tally IS NOT OLD.tally OR NEW.scope IS NOT OLD.scope BEGIN
        UPDATE match_totals SET matches = matches - 1
        WHERE OLD.tally != 'in progress' AND scope = IFNULL(OLD.scope, 0)
            AND result = OLD.tally;
        INSERT INTO match_totals SELECT IFNULL(NEW.scope, 0), NEW.tally, 1
        WHERE NEW.tally != 'in progress'
        ON CONFLICT (scope, result) DO UPDATE SET matches = matches + 1;
    END;
    DROP TRIGGER match_ended;
    CREATE TRIGGER match_ended AFTER INSERT ON matches
    WHEN NEW.tally NOT IN ('in progress', 'apart') BEGIN
{streak_advance}    END;
    DROP TRIGGER match_finished;
    CREATE TRIGGER match_finished AFTER UPDATE OF result, apart, ended_at, level, low_level,
        high_level
    ON matches WHEN OLD.tally = 'in progress' AND NEW.tally NOT IN ('in progress', 'apart')
    BEGIN
{streak_advance}    END;
    DROP TRIGGER match_changed;
    CREATE TRIGGER match_changed AFTER UPDATE OF result, apart, ended_at, level, low_level,
        high_level
    ON matches WHEN OLD.tally NOT IN ('in progress', 'apart') AND (NEW.tally IS NOT OLD.tally
        OR NEW.scope IS NOT OLD.scope OR NEW.ended IS NOT OLD.ended) BEGIN
        UPDATE match_streaks SET stale = 1 WHERE scope IN (0, OLD.scope, NEW.scope);
    END;
    """.replace("{streak_advance}", _STREAK_ADVANCE),
    # 5: the reviews of matches (the Review window's, and the Statistics window's measure of
    # every match's luck): one row per match, the player's figures; its start copied from the
    # match (never changing), for the rating's chart, read from its end.
    """
    CREATE TABLE reviews (
        match_id TEXT PRIMARY KEY,
        started_at TEXT NOT NULL,
        reviewed_at TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('full', 'luck')),
        decisions INTEGER NOT NULL CHECK (decisions >= 0),
        error REAL NOT NULL CHECK (error >= 0),
        doubtful INTEGER NOT NULL CHECK (doubtful >= 0),
        bad INTEGER NOT NULL CHECK (bad >= 0),
        very_bad INTEGER NOT NULL CHECK (very_bad >= 0),
        luck REAL NOT NULL,
        opponent_luck REAL NOT NULL,
        result INTEGER NOT NULL,
        adjusted REAL NOT NULL,
        hands INTEGER NOT NULL CHECK (hands >= 1)
    );
    CREATE INDEX reviews_by_start ON reviews (kind, started_at);
    """,
    # 6: matches against a friend (``stats_rows.MatchRow.friend``, the friend's name; NULL
    # against the computer), recorded with their match document but counted in none of the
    # computer's figures: the "tally" is made again, NULL for a friend's match, so that no
    # trigger counts it in ``match_totals`` or a streak (their conditions are NULL for it: the
    # triggers that read the tally are dropped and made again as they were); its hands have no
    # row. The figures per friend are read from an index of the friends' matches alone; the
    # indexes of the finished matches in the order they ended (the chart, the streaks) are
    # made again without them, so that leaving them out costs the reads nothing.
    """
    DROP TRIGGER match_counted;
    DROP TRIGGER match_recounted;
    DROP TRIGGER match_ended;
    DROP TRIGGER match_finished;
    DROP TRIGGER match_changed;
    ALTER TABLE matches DROP COLUMN tally;
    ALTER TABLE matches ADD COLUMN friend TEXT
        CHECK (friend IS NULL OR length(friend) BETWEEN 1 AND 40);
    ALTER TABLE matches ADD COLUMN tally TEXT GENERATED ALWAYS AS (
        CASE WHEN friend IS NOT NULL THEN NULL WHEN apart IS NULL THEN result
            WHEN result = 'in progress' THEN result ELSE 'apart' END
    ) VIRTUAL;
    CREATE TRIGGER match_counted AFTER INSERT ON matches WHEN NEW.tally != 'in progress'
    BEGIN
        INSERT INTO match_totals VALUES (IFNULL(NEW.scope, 0), NEW.tally, 1)
        ON CONFLICT (scope, result) DO UPDATE SET matches = matches + 1;
    END;
    CREATE TRIGGER match_recounted AFTER UPDATE OF result, apart, level, low_level, high_level
    ON matches WHEN NEW.tally IS NOT OLD.tally OR NEW.scope IS NOT OLD.scope BEGIN
        UPDATE match_totals SET matches = matches - 1
        WHERE OLD.tally != 'in progress' AND scope = IFNULL(OLD.scope, 0)
            AND result = OLD.tally;
        INSERT INTO match_totals SELECT IFNULL(NEW.scope, 0), NEW.tally, 1
        WHERE NEW.tally != 'in progress'
        ON CONFLICT (scope, result) DO UPDATE SET matches = matches + 1;
    END;
    CREATE TRIGGER match_ended AFTER INSERT ON matches
    WHEN NEW.tally NOT IN ('in progress', 'apart') BEGIN
{streak_advance}    END;
    CREATE TRIGGER match_finished AFTER UPDATE OF result, apart, ended_at, level, low_level,
        high_level
    ON matches WHEN OLD.tally = 'in progress' AND NEW.tally NOT IN ('in progress', 'apart')
    BEGIN
{streak_advance}    END;
    CREATE TRIGGER match_changed AFTER UPDATE OF result, apart, ended_at, level, low_level,
        high_level
    ON matches WHEN OLD.tally NOT IN ('in progress', 'apart') AND (NEW.tally IS NOT OLD.tally
        OR NEW.scope IS NOT OLD.scope OR NEW.ended IS NOT OLD.ended) BEGIN
        UPDATE match_streaks SET stale = 1 WHERE scope IN (0, OLD.scope, NEW.scope);
    END;
    CREATE INDEX matches_by_friend ON matches (friend, ended) WHERE friend IS NOT NULL;
    DROP INDEX matches_by_end;
    CREATE INDEX matches_by_end ON matches (ended, started_at)
        WHERE result != 'in progress' AND friend IS NULL;
    DROP INDEX matches_by_scope_end;
    CREATE INDEX matches_by_scope_end ON matches (scope, ended, started_at)
        WHERE result != 'in progress' AND friend IS NULL;
    """.replace("{streak_advance}", _STREAK_ADVANCE),
    # 7: each review row says which review made it (``ai/review.py``'s ``REVIEW_VERSION``, the
    # way its values were measured); the rows already there were made by the first. Only the
    # rows of today's review count, so the chart's index is made again with the version first.
    """
    ALTER TABLE reviews ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
    DROP INDEX reviews_by_start;
    CREATE INDEX reviews_by_start ON reviews (version, kind, started_at);
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)

EXPECTED_COLUMNS = {
    "matches": {*MATCH_COLUMNS, "record", "low_level", "high_level"},
    "hands": set(HAND_COLUMNS),
    "hand_totals": {"level", *HAND_TOTAL_COLUMNS},
    "apart_totals": {"level", "kind", "hands"},
    "reviews": {*REVIEW_COLUMNS, "started_at"},
    "match_totals": {"scope", "result", "matches"},
    "match_streaks": {"scope", "current", "longest", "last_ended", "last_started", "last_row",
                      "stale"},
}
"""The columns of each table (generated ones included)."""
ROWS = ("matches", "hands", "reviews")
"""The tables of what was played and reviewed (the others are totals the triggers keep from
them)."""


class DamagedError(Exception):
    """The file is not a usable statistics database (the message says why, for the player)."""


def prepare(connection: sqlite3.Connection) -> None:
    """Check the file's header and schema (a few pages: the check of every page is
    ``stats_check.py``'s) and bring its schema up to date; :class:`DamagedError` when it is
    not ours. The objects are checked before the migration too: a trigger planted in a file of
    an earlier version would otherwise run inside the migration's own statements."""
    version = _version(connection)
    _check_objects(connection, version)
    for number in range(version + 1, SCHEMA_VERSION + 1):
        _migrate(connection, number)
    for table, expected in EXPECTED_COLUMNS.items():
        columns = {str(row[1]) for row in connection.execute(f"PRAGMA table_info({table})")}
        if columns != expected:
            raise DamagedError(_other_table_text(table))
    _check_objects(connection, SCHEMA_VERSION)


def _version(connection: sqlite3.Connection) -> int:
    """The file's schema version; :class:`DamagedError` when it is not one of this game's."""
    version = int(connection.execute("PRAGMA user_version").fetchone()[0])
    if version > SCHEMA_VERSION:
        raise DamagedError(QCoreApplication.translate(
            "Statistics", "the file was made by a newer version of the game (schema {version})",
        ).format(version=version))
    if version < 0:
        raise DamagedError(QCoreApplication.translate(
            "Statistics", "the file's schema version {version} is not one of this game's",
        ).format(version=version))
    return version


SchemaObject = tuple[str, str, str, str | None]
"""An object of a file's schema: its type, name, table and SQL (None for a table: ``ALTER
TABLE`` rewrites a table's SQL, and its columns are checked one by one instead)."""


def schema_objects(connection: sqlite3.Connection) -> frozenset[SchemaObject]:
    """Every table, index, trigger and view of the file but SQLite's own (the tables and
    indexes it names ``sqlite_…`` itself: a trigger or a view is never SQLite's)."""
    rows = connection.execute("SELECT type, name, tbl_name, sql FROM sqlite_schema")
    return frozenset(
        (str(kind), str(name), str(table), None if kind == "table" else str(sql))
        for kind, name, table, sql in rows
        if not (kind in ("table", "index") and str(name).lower().startswith("sqlite_"))
    )


@functools.cache
def expected_objects(version: int) -> frozenset[SchemaObject]:
    """The objects steps 1 to ``version`` of :data:`MIGRATIONS` make (read from a database
    made in memory by those very steps, once)."""
    connection = sqlite3.connect(":memory:", isolation_level=None)
    try:
        for number in range(1, version + 1):
            _migrate(connection, number)
        return schema_objects(connection)
    finally:
        connection.close()


def _check_objects(connection: sqlite3.Connection, version: int) -> None:
    """:class:`DamagedError` unless the file holds exactly the objects of ``version``."""
    found, expected = schema_objects(connection), expected_objects(version)
    if found == expected:
        return
    kind, name, table, _sql = min(found ^ expected)
    _log.warning("statistics: the file's %s %s (on %s) is not one this game makes", kind, name,
                 table)
    if kind != "view" and table in EXPECTED_COLUMNS and version > 0:
        raise DamagedError(_other_table_text(table))
    raise DamagedError(QCoreApplication.translate(
        "Statistics", "the file is not a statistics file of this game"))


def _other_table_text(table: str) -> str:
    return QCoreApplication.translate(
        "Statistics", "the file's {table} table is not the one this game writes",
    ).format(table=table)


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
