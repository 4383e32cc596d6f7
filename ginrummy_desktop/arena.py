"""Headless computer-vs-computer matches: ``python -m ginrummy_desktop.arena A B [options]``.

Each player is a level name (``beginner`` .. ``expert``, any case, or 1..5) or an external
player given as ``package.module:factory``, where ``factory(seed)`` returns a
:class:`~ginrummy_desktop.ai.Player`. The arena plays whole games (to the target, with every
bonus of the chosen rules) in mirrored deal pairs: pair ``k`` uses one seed for all chance and
is played twice with the seats swapped (see :mod:`ginrummy_desktop.ai.match`). It prints games
won with a 95% Wilson interval, points per game, knock, gin and undercut rates per hand, and
decision times (median, 95th percentile) for each player.

Each side keeps one player object for a *session* of ``--session`` consecutive pairs (default
5, so 10 games), as the same object plays every game of a session at the table: the Expert
carries what it learned of its opponent from game to game. ``--session 0`` gives every game
fresh players instead (the arena's protocol before sessions). Sessions are shared among
``--jobs`` processes (spawn-safe: the worker is a top-level function that rebuilds the players
from their names); a session's players are seeded from the match seed and its first pair, so
the figures do not depend on ``--jobs``. Progress goes to stderr; Ctrl-C stops the match and
prints the figures of the games finished so far. The report counts, for each player, the
decisions its time cap cut short (the Expert's 2 s guard; 0 for the other levels).

Example::

    python -m ginrummy_desktop.arena medium easy --games 1000 --rules benchmark --jobs 2
"""

from __future__ import annotations

import argparse
import importlib
import multiprocessing
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TextIO, cast

from .ai.levels import Level, make_player
from .ai.match import GameRecord, PlayerFactory, play_pair, play_session
from .ai.player import Player
from .ai.stats import MatchSummary, SideSummary, summarise
from .console import use_utf8_output
from .engine import RuleSet

__all__ = [
    "MatchResult",
    "format_summary",
    "main",
    "player_factory",
    "player_name",
    "run_match",
    "stop_on_signals",
]

Progress = Callable[[int, int, list[GameRecord]], None]
"""Called after each finished pair with (games done, games planned, records so far)."""


DEFAULT_SESSION = 5
"""Mirrored pairs each side's player object plays in a row (see the module docstring)."""


@dataclass(frozen=True, slots=True)
class PairTask:
    """One session of mirrored pairs for a worker process: everything it needs, picklable.
    ``fresh``: new players for every game instead of one per side for the session."""

    specs: tuple[str, str]
    rules: RuleSet
    seed: int
    pairs: tuple[int, ...]
    fresh: bool = False


@dataclass(frozen=True, slots=True)
class MatchResult:
    """The games of a match (possibly cut short) and their summary."""

    summary: MatchSummary
    records: tuple[GameRecord, ...]
    planned_games: int
    interrupted: bool
    seconds: float = field(default=0.0)
    session: int = DEFAULT_SESSION
    """Pairs per player object (0: fresh players every game)."""

    @property
    def session_text(self) -> str:
        """How the players were kept, for the report."""
        if self.session <= 0:
            return "fresh players every game"
        return f"one player per side for every {self.session} pairs"


# --- players -------------------------------------------------------------------------------


def player_factory(spec: str, rules: RuleSet) -> PlayerFactory:
    """A factory ``seed -> Player`` for a level name or ``package.module:factory``."""
    if ":" in spec:
        return _external_factory(spec)
    level = Level.parse(spec)

    def make(seed: int) -> Player:
        return make_player(level, seed, rules)

    return make


def _external_factory(spec: str) -> PlayerFactory:
    module_name, _, attribute = spec.partition(":")
    try:
        module = importlib.import_module(module_name)
        factory = getattr(module, attribute)
    except (ImportError, AttributeError) as error:
        raise ValueError(f"cannot load player {spec!r}: {error}") from None
    if not callable(factory):
        raise ValueError(f"player {spec!r} is not callable")
    return cast(PlayerFactory, factory)


def player_name(spec: str, rules: RuleSet) -> str:
    """The display name of the player ``spec`` (asks a throw-away instance)."""
    return str(player_factory(spec, rules)(0).name)


# --- the worker ----------------------------------------------------------------------------

_FACTORIES: dict[tuple[str, RuleSet], PlayerFactory] = {}


def _cached_factory(spec: str, rules: RuleSet) -> PlayerFactory:
    key = (spec, rules)
    if key not in _FACTORIES:
        _FACTORIES[key] = player_factory(spec, rules)
    return _FACTORIES[key]


def play_pairs(task: PairTask) -> Iterator[tuple[GameRecord, GameRecord]]:
    """Play a task's pairs in order, yielding each pair's records as it ends."""
    factories = (
        _cached_factory(task.specs[0], task.rules),
        _cached_factory(task.specs[1], task.rules),
    )
    if task.fresh:
        for pair in task.pairs:
            yield play_pair(factories, task.rules, task.seed, pair)
    else:
        yield from play_session(factories, task.rules, task.seed, task.pairs)


def play_pair_task(task: PairTask) -> list[tuple[GameRecord, GameRecord]]:
    """Worker entry point: play one task (top level, so spawned processes find it)."""
    return list(play_pairs(task))


def stop_on_signals() -> None:
    """Make SIGINT and SIGTERM raise KeyboardInterrupt in this process, so a match stops with
    the figures so far. A job started in the background by a non-interactive shell inherits
    SIGINT ignored, so ``kill -INT`` would otherwise do nothing. (Workers spawned later start
    with their own handlers; a forked pool's workers made earlier keep theirs.)"""

    def interrupt(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGINT, interrupt)
    signal.signal(signal.SIGTERM, interrupt)


def _ignore_interrupts() -> None:
    """Workers leave Ctrl-C to the parent, which stops them and reports."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


# --- running a match -----------------------------------------------------------------------


def run_match(
    specs: tuple[str, str],
    rules: RuleSet,
    games: int,
    seed: int = 1,
    jobs: int = 1,
    progress: Progress | None = None,
    session: int = DEFAULT_SESSION,
    first_pair: int = 0,
) -> MatchResult:
    """Play ``games`` games (rounded up to whole mirrored pairs) between two player specs, in
    sessions of ``session`` pairs per player object (0: fresh players for every game).

    ``first_pair`` continues an earlier match of the same seed: its pairs start there, so
    a long match can be played in parts whose games add up to the whole (start a part at a
    multiple of ``session`` to keep the sessions the whole match would have)."""
    names = (player_name(specs[0], rules), player_name(specs[1], rules))
    pairs = max(1, (games + 1) // 2)
    size = session if session > 0 else 1
    last = first_pair + pairs
    tasks = [
        PairTask(specs, rules, seed, tuple(range(k, min(k + size, last))), session <= 0)
        for k in range(first_pair, last, size)
    ]
    records: list[GameRecord] = []
    started = time.monotonic()
    interrupted = False
    try:
        for arrived in _results(tasks, jobs):
            for pair_records in arrived:
                records.extend(pair_records)
            if progress is not None:
                progress(len(records), 2 * pairs, records)
    except KeyboardInterrupt:
        interrupted = True
    return MatchResult(
        summary=summarise(records, names),
        records=tuple(sorted(records, key=lambda r: (r.pair, r.seat_of_a))),
        planned_games=2 * pairs,
        interrupted=interrupted,
        seconds=time.monotonic() - started,
        session=session,
    )


def _results(tasks: list[PairTask], jobs: int) -> Iterator[list[tuple[GameRecord, GameRecord]]]:
    """The pairs' records as they arrive: one pair at a time in this process, a whole task (a
    session) at a time from the worker processes, which send nothing before a task ends. The
    progress is reported once per arrival, so it counts every game a session brings."""
    if jobs <= 1:
        for task in tasks:
            for pair_records in play_pairs(task):
                yield [pair_records]
        return
    context = multiprocessing.get_context("spawn")
    pool = context.Pool(jobs, initializer=_ignore_interrupts)
    try:
        yield from pool.imap_unordered(play_pair_task, tasks)
        pool.close()
    except BaseException:
        pool.terminate()
        raise
    finally:
        pool.join()


class ProgressLine:
    """Progress on stderr: rewritten in place on a terminal, a line every 10 s otherwise."""

    def __init__(self, names: tuple[str, str], stream: TextIO | None = None) -> None:
        self.names = names
        self.stream = stream if stream is not None else sys.stderr
        self.started = time.monotonic()
        self.last = 0.0
        self.tty = self.stream.isatty()

    def __call__(self, done: int, planned: int, records: list[GameRecord]) -> None:
        now = time.monotonic()
        if done < planned and now - self.last < (0.5 if self.tty else 10.0):
            return
        self.last = now
        wins = sum(1 for r in records if r.winner == 0)
        line = (
            f"{done}/{planned} games  {self.names[0]} won {wins / max(done, 1):.1%}"
            f"  {now - self.started:.0f}s"
        )
        end = "\n" if not self.tty or done >= planned else ""
        self.stream.write(("\r" if self.tty else "") + line + end)
        self.stream.flush()


# --- report --------------------------------------------------------------------------------


def _side_line(side: SideSummary, games: int, width: int) -> str:
    low, high = side.win_interval
    return (
        f"{side.name:<{width}}  {side.wins:>7g}/{games:<6d} {side.win_rate:6.1%}"
        f"  [{low:5.1%}, {high:5.1%}]  {side.points_per_game:8.1f}  {side.margin_per_game:+8.1f}"
        f"  {side.knock_rate:6.1%}  {side.gin_rate:6.1%}  {side.undercut_rate:6.1%}"
        f"  {side.median_seconds * 1000:8.2f}  {side.p95_seconds * 1000:8.2f}"
        f"  {side.max_seconds * 1000:8.1f}  {side.cap_hits:8d}"
    )


def format_summary(result: MatchResult, rules: RuleSet, seed: int) -> str:
    """The match report as plain text."""
    summary = result.summary
    width = max(8, *(len(s.name) for s in summary.sides))
    header = (
        f"{'player':<{width}}  {'games won':>14}  {'win %':>6}  {'95% CI':>16}  {'pts/game':>8}"
        f"  {'margin':>8}  {'knock':>6}  {'gin':>6}  {'undercut':>6}  {'med ms':>8}  {'p95 ms':>8}"
        f"  {'max ms':>8}  {'cap hits':>8}"
    )
    status = " (interrupted)" if result.interrupted else ""
    lines = [
        f"{summary.sides[0].name} vs {summary.sides[1].name}: rules {rules.name}, seed {seed},"
        f" {summary.games} of {result.planned_games} games ({summary.pairs} mirrored pairs)"
        f"{status}, {result.seconds:.0f}s, {result.session_text}",
        header,
        *(_side_line(side, summary.games, width) for side in summary.sides),
        f"hands {summary.hands}, dead {summary.dead_hand_rate:.1%}; rates are per hand"
        + (f"; {summary.unfinished} games abandoned" if summary.unfinished else ""),
    ]
    return "\n".join(lines)


# --- command line --------------------------------------------------------------------------


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m ginrummy_desktop.arena",
        description="Play whole games between two computer players and report the statistics.",
    )
    parser.add_argument("player_a", help="level name (beginner..expert, 1..5) or module:factory")
    parser.add_argument("player_b", help="level name (beginner..expert, 1..5) or module:factory")
    parser.add_argument("--games", type=int, default=200, help="games to play (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="match seed (default 1)")
    parser.add_argument("--rules", default="standard", help="rules preset (default standard)")
    parser.add_argument(
        "--jobs",
        type=int,
        default=os.cpu_count() or 1,
        help="worker processes (default: all cores)",
    )
    parser.add_argument(
        "--session",
        type=int,
        default=DEFAULT_SESSION,
        help=f"pairs each player object plays in a row (default {DEFAULT_SESSION}; 0: fresh"
        " players every game)",
    )
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the arena from the command line; 0 when every planned game was played."""
    use_utf8_output()
    args = _parser().parse_args(argv)
    try:
        rules = RuleSet.preset(args.rules)
        specs = (args.player_a, args.player_b)
        names = (player_name(specs[0], rules), player_name(specs[1], rules))
    except ValueError as error:
        sys.stderr.write(f"arena: {error}\n")
        return 2
    progress = None if args.quiet else ProgressLine(names)
    result = run_match(
        specs, rules, args.games, args.seed, max(1, args.jobs), progress, args.session
    )
    if result.interrupted:
        sys.stderr.write("\ninterrupted: figures so far\n")
    print(format_summary(result, rules, args.seed))
    return 130 if result.interrupted else 0


if __name__ == "__main__":
    sys.exit(main())
