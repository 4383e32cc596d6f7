"""Statistics at any size: what opening the statistics file, the Statistics window and the hand
history cost as the hands recorded grow.

Run: ``python benchmarks/stats_growth.py [--quick] [--repeats 7] [--sizes 100,1000,...]`` (from
the repository, in the project's virtual environment; offscreen by default). ``--quick``: files
of 100, 1,000 and 10,000 hands only, 3 repetitions.

For each size (100, 1,000, 10,000 and 50,000 hands by default) a statistics file is built in a
temporary folder (``AppPaths.under``, never the player's own data folder) with the program's own
recording API, as the recorder writes it at every hand end: ``StatsDB.save`` of the match's row
(``match_row``), the hand's row (``hand_row``) and the engine's record of the match as it stood
(``match_record``), one transaction a hand. The rows and records come from a pool of real
matches, Easy against Medium to 100 points (about 10 hands and 12 KB of record a match, so
about 5,000 matches at 50,000 hands), each given its own id, times and level (a few matches
change level at their last hand, one in twenty is abandoned by the next one's start, as
``StatsDB.abandon_others`` does).

Then each is measured ``--repeats`` times and the median printed: the wall time
(``time.perf_counter``), and in brackets the GUI thread's CPU time (``time.thread_time``: what
the program did, without the waits for a core that other work on the machine adds):

* *open file*: what the table waits for before its first paint: a new ``StatsDB`` on the file,
  then the recorder's calls at a match's start (``latest_match`` of the resumed match's seed,
  ``abandon_others``), which open the file and check its header and schema;
* *check (background)*: from that open to the end of the check of every page
  (``PRAGMA quick_check``), which runs in a thread of its own: the table does not wait for it;
* *Statistics open*: ``show_statistics`` (the window made, filled and shown) and the events
  that follow, its first paint included; the window is deleted after each repetition;
* *Statistics refresh*: one more hand saved, then the refresh the window runs after a hand end
  (``StatisticsDialog.refresh``) and the paint that follows;
* *history open*: the hand-history viewer (``ReplayDialog`` over ``PastMatches`` of the file)
  made and shown, with a current match of one finished hand, and its first paint. Its
  ``(empty)`` figure is the same with no past match at all: the part that does not grow.

Before the windows are timed the file is opened and its check has ended, as a few seconds
after the start. The file is in the system's cache (a warm read; a first start after a reboot
reads from the disk). Prints a markdown table, the file sizes, the load average before and
after, and whether every row meets the goals of issue "Smooth at any size" in wall time (exit
code 1 if not): the Statistics window's open and refresh at most 50 ms, the history's open at
most 50 ms, the file's open at most 20 ms.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QMessageLogContext, QObject, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import delete

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.app.match.controller import GameController
from ginrummy_desktop.app.match.deals import MatchDeals
from ginrummy_desktop.app.records.history import MatchSource, PastMatches
from ginrummy_desktop.app.records.stats_recorder import (
    StatsRecorder,
    hand_row,
    match_record,
    match_row,
)
from ginrummy_desktop.app.records.stats_rows import HandRow, MatchResult, MatchRow
from ginrummy_desktop.app.records.stats_store import STATS_NAME, StatsDB
from ginrummy_desktop.app.seats.thread_seat import ThreadSeat
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.app.table.card_images import CardImages
from ginrummy_desktop.app.widgets.replay_dialog import HistoryHost, ReplayDialog
from ginrummy_desktop.app.widgets.statistics_dialog import show_statistics
from ginrummy_desktop.engine import Game, Phase, RuleSet
from tests.seeded_match import play_step

SIZES = (100, 1_000, 10_000, 50_000)
QUICK_SIZES = (100, 1_000, 10_000)
POOL = 16
"""Real matches played once; every match of a file is one of them."""
GOAL_STATS_MS = 50.0
GOAL_HISTORY_MS = 50.0
GOAL_OPEN_MS = 20.0
_START = datetime(2025, 1, 6, 9, 0, tzinfo=UTC)
PHRASE = "benchmark"
"""The player's phrase of every match's deals."""


@dataclass(frozen=True, slots=True)
class HandEnd:
    """What the recorder writes at one hand end: the hand, the match as it stands, its record."""

    hand: HandRow
    match: MatchRow
    record: str


@dataclass(frozen=True, slots=True)
class PlayedMatch:
    """One real match of the pool: its hand ends in order, and the game itself."""

    ends: tuple[HandEnd, ...]
    game: Game


@dataclass(frozen=True, slots=True)
class Timing:
    """The medians of several measures, in milliseconds: wall time, the GUI thread's CPU."""

    wall: float
    cpu: float

    def __str__(self) -> str:
        return f"{self.wall:.1f} ms ({self.cpu:.1f})"


class Stopwatch:
    """Times a piece of work again and again (:meth:`timing`); :meth:`median` of them all."""

    def __init__(self) -> None:
        self.walls: list[float] = []
        self.cpus: list[float] = []

    @contextmanager
    def timing(self) -> Iterator[None]:
        wall, cpu = time.perf_counter(), time.thread_time()
        yield
        self.walls.append(time.perf_counter() - wall)
        self.cpus.append(time.thread_time() - cpu)

    def median(self) -> Timing:
        return Timing(statistics.median(self.walls) * 1000, statistics.median(self.cpus) * 1000)


@dataclass(frozen=True, slots=True)
class Figures:
    """What one file costs (``check``: wall time only, in milliseconds; it is not on the GUI
    thread)."""

    hands: int
    matches: int
    megabytes: float
    open_file: Timing
    check: float
    stats_open: Timing
    stats_refresh: Timing
    history_open: Timing

    def meets(self) -> bool:
        return (self.open_file.wall <= GOAL_OPEN_MS and self.stats_open.wall <= GOAL_STATS_MS
                and self.stats_refresh.wall <= GOAL_STATS_MS
                and self.history_open.wall <= GOAL_HISTORY_MS)


def _stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="milliseconds")


def play_match(number: int) -> PlayedMatch:
    """Easy (you) against Medium to 100 points; what the recorder would write at each hand end
    (ids, times and level are placeholders, replaced per match of a file)."""
    deals = MatchDeals.from_number(number)
    game = Game(RuleSet())
    players = (make_player(Level.EASY, 2 * number + 1), make_player(Level.MEDIUM, 2 * number + 2))
    ends: list[HandEnd] = []
    while game.phase is not Phase.GAME_OVER:
        deals = play_step(game, deals, players, PHRASE)
        if len(game.results) > len(ends):
            result = game.results[-1]
            ends.append(HandEnd(
                hand_row(game, result, "", 1, ""),
                match_row(game, "", "", "", 1, ""),
                match_record(game),
            ))
    return PlayedMatch(tuple(ends), game)


def _fingerprint(number: int) -> str:
    return hashlib.sha256(f"benchmark match {number}".encode()).hexdigest()


def build(path: Path, hands: int, pool: list[PlayedMatch], seed: int = 1) -> int:
    """Record about ``hands`` hands in the statistics file at ``path``; the matches written."""
    rng = random.Random(seed)
    db = StatsDB(path)
    written = number = 0
    moment = _START
    try:
        while written < hands:
            played = pool[number % len(pool)]
            level = rng.choice((1, 2, 3, 3, 4, 4, 5))
            fingerprint = _fingerprint(number)
            started = _stamp(moment)
            match_id = f"{fingerprint[:16]}-{started}"
            db.abandon_others(match_id, started)
            ends = played.ends
            if rng.random() < 0.05:  # abandoned: the next match's start ends it
                ends = ends[: rng.randint(1, max(1, len(ends) - 1))]
                ends = (*ends[:-1], replace(ends[-1], match=replace(
                    ends[-1].match, result=MatchResult.IN_PROGRESS, ended_at=None)))
            switch = rng.random() < 0.03
            for index, end in enumerate(ends, start=1):
                moment += timedelta(minutes=3)
                now = _stamp(moment)
                at = (6 - level if switch and index == len(ends) else level)
                row = replace(end.match, match_id=match_id, seed_fingerprint=fingerprint,
                              started_at=started, level=at,
                              ended_at=None if end.match.ended_at is None else now)
                hand = replace(end.hand, match_id=match_id, played_at=now, level=at)
                db.save(row, end.record, hand)
                written += 1
            moment += timedelta(minutes=rng.randint(5, 600))
            number += 1
    finally:
        db.close()
    return number


def _quiet_offscreen(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's messages, but the offscreen platform's "This plugin does not support raise()"."""
    if "This plugin does not support" not in message:
        print(message, file=sys.stderr)


def _settle(app: QApplication) -> None:
    """Deliver the posted events (layouts, the first paint offscreen)."""
    app.processEvents()
    app.processEvents()


def time_open_file(path: Path, repeats: int) -> tuple[Timing, float]:
    """(the recorder's calls at a match's start on a new ``StatsDB`` of ``path``, the time
    from there to the end of the file's check in the background)."""
    watch, checks = Stopwatch(), []
    for attempt in range(repeats):
        db = StatsDB(path)
        started = time.perf_counter()
        with watch.timing():
            db.latest_match(_fingerprint(attempt))
            db.abandon_others(f"benchmark-{attempt}", _stamp(_START))
        db.wait_for_check(60)
        checks.append(time.perf_counter() - started)
        db.close()
    return watch.median(), statistics.median(checks) * 1000


def opened(db: StatsDB) -> None:
    """Open the file as the start does and let its check in the background end."""
    db.latest_match("")
    db.wait_for_check(60)


@dataclass(frozen=True, slots=True)
class _Facts:
    level: Level = Level.MEDIUM
    assisted_hands: frozenset[int] = frozenset()


@contextmanager
def recorder_on(path: Path) -> Iterator[StatsRecorder]:
    """A real recorder on the file at ``path``, over a controller that plays nothing."""
    owner = QObject()
    seat = ThreadSeat(make_player(Level.EASY, 1), parent=owner)
    controller = GameController(seat, owner)
    recorder = StatsRecorder(StatsDB(path), controller, _Facts(), owner)
    try:
        yield recorder
    finally:
        recorder.close()
        seat.runner.shutdown()
        delete(owner)


def _one_more_hand(db: StatsDB, pool: list[PlayedMatch], attempt: int) -> None:
    """A hand of a match in progress saved as the recorder saves it."""
    end = pool[0].ends[0]
    match_id = f"benchmark-refresh-{attempt}"
    now = _stamp(_START + timedelta(days=3000, minutes=attempt))
    db.save(replace(end.match, match_id=match_id, started_at=now, ended_at=None,
                    result=MatchResult.IN_PROGRESS),
            end.record, replace(end.hand, match_id=match_id, played_at=now))


def time_statistics(app: QApplication, path: Path, pool: list[PlayedMatch],
                    repeats: int) -> tuple[Timing, Timing]:
    """(open, refresh at a hand end) of the Statistics window on the file at ``path``."""
    opens, refreshes = Stopwatch(), Stopwatch()
    with recorder_on(path) as recorder:
        opened(recorder.db)
        for attempt in range(repeats):
            parent = QWidget()
            with opens.timing():
                dialog = show_statistics(parent, recorder)
                _settle(app)
            _one_more_hand(recorder.db, pool, attempt)
            with refreshes.timing():
                dialog.refresh()
                _settle(app)
            dialog.close()
            delete(parent)
    return opens.median(), refreshes.median()


def time_history(app: QApplication, path: Path | None, current: Game, images: CardImages,
                 repeats: int) -> Timing:
    """The hand-history viewer made and shown over the file at ``path`` (None: no past
    matches), with ``current`` as the match in play."""
    watch = Stopwatch()
    source = MatchSource("benchmark", current)
    db = StatsDB(path) if path is not None else None
    if db is not None:
        opened(db)
    try:
        for _ in range(repeats):
            host = HistoryHost(
                current=lambda: source, reveal=lambda: None,
                play_again=lambda deal, level: False,
                past=PastMatches(db) if db is not None else None,
            )
            parent = QWidget()
            with watch.timing():
                dialog = ReplayDialog(host, images, parent)
                dialog.show()
                _settle(app)
            dialog.close()
            delete(parent)
    finally:
        if db is not None:
            db.close()
    return watch.median()


def first_hand(game: Game) -> Game:
    """A match in play after its first hand (the history's current match)."""
    copy = Game(game.rules)
    for action in game.history:
        copy.apply(action)
        if copy.results:
            break
    return copy


def measure(app: QApplication, root: Path, hands: int, pool: list[PlayedMatch],
            images: CardImages, repeats: int) -> Figures:
    paths = AppPaths.under(root / f"hands-{hands}")
    path = paths.data / STATS_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    matches = build(path, hands, pool)
    built = time.perf_counter() - started
    size = sum(p.stat().st_size for p in path.parent.glob(f"{STATS_NAME}*")) / 1e6
    print(f"built {hands:,} hands ({matches:,} matches, {size:.1f} MB) in {built:.1f} s",
          file=sys.stderr, flush=True)
    current = first_hand(pool[1].game)
    open_file, check = time_open_file(path, repeats)
    history_open = time_history(app, path, current, images, repeats)
    stats_open, stats_refresh = time_statistics(app, path, pool, repeats)
    return Figures(hands, matches, size, open_file, check, stats_open, stats_refresh,
                   history_open)


def load_average() -> str:
    if not hasattr(os, "getloadavg"):
        return "not known on this system"
    return " / ".join(f"{value:.2f}" for value in os.getloadavg()) + " (1, 5, 15 min)"


def table(rows: list[Figures], empty_history: Timing) -> str:
    lines = [
        "| hands | matches | file | open file | check (background) | Statistics: open "
        "| Statistics: refresh | hand history: open |",
        "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    lines += [
        f"| {row.hands:,} | {row.matches:,} | {row.megabytes:.1f} MB | {row.open_file} "
        f"| {row.check:.0f} ms | {row.stats_open} | {row.stats_refresh} | {row.history_open} |"
        for row in rows
    ]
    lines.append(f"| (empty) | 0 | | | | | | {empty_history} |")
    return "\n".join(lines)


def _sizes(text: str) -> tuple[int, ...]:
    return tuple(int(part.replace("_", "")) for part in text.split(",") if part.strip())


def main(argv: list[str] | None = None) -> int:
    """Build the files, time them, print the table; exit 1 if a row misses a goal."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help="files of up to 10,000 hands, 3 repetitions")
    parser.add_argument("--repeats", type=int, default=None, help="repetitions (default 7)")
    parser.add_argument("--sizes", type=_sizes, default=None,
                        help="hands per file, comma-separated (default 100,1000,10000,50000)")
    args = parser.parse_args(argv)
    sizes = args.sizes or (QUICK_SIZES if args.quick else SIZES)
    repeats = args.repeats or (3 if args.quick else 7)
    print(f"load average before: {load_average()}; {os.cpu_count()} CPUs; Python "
          f"{sys.version.split()[0]}; SQLite {__import__('sqlite3').sqlite_version}")
    qInstallMessageHandler(_quiet_offscreen)
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    started = time.perf_counter()
    pool = [play_match(number) for number in range(POOL)]
    hands = sum(len(played.ends) for played in pool)
    print(f"pool of {POOL} real matches ({hands / POOL:.1f} hands, "
          f"{statistics.mean(len(p.ends[-1].record) for p in pool) / 1000:.1f} KB of record a "
          f"match) played in {time.perf_counter() - started:.1f} s", file=sys.stderr, flush=True)
    images = CardImages()
    rows: list[Figures] = []
    with tempfile.TemporaryDirectory(prefix="ginrummy-stats-growth-") as folder:
        root = Path(folder)
        empty = time_history(app, None, first_hand(pool[1].game), images, repeats)
        for size in sizes:
            rows.append(measure(app, root, size, pool, images, repeats))
    print(f"\nmedian of {repeats} repetitions each: wall time (the GUI thread's CPU time)\n")
    print(table(rows, empty))
    print(f"\nload average after: {load_average()}")
    misses = [row.hands for row in rows if not row.meets()]
    verdict = "every size meets the goals" if not misses else (
        "MISSES the goals at " + ", ".join(f"{hands:,}" for hands in misses) + " hands")
    print(f"goals: open file <= {GOAL_OPEN_MS:.0f} ms, Statistics open and refresh <= "
          f"{GOAL_STATS_MS:.0f} ms, hand history open <= {GOAL_HISTORY_MS:.0f} ms: {verdict}")
    return 0 if not misses else 1


if __name__ == "__main__":
    sys.exit(main())
