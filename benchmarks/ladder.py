"""The difficulty ladder: every level against every other, as a Markdown table for the README.

Run from the repository, in the project's virtual environment::

    python benchmarks/ladder.py                       # Benchmark and Standard presets
    python benchmarks/ladder.py --games 2000 --rules benchmark --levels beginner easy medium hard

Each cell is the row level's share of whole games won against the column level (to the target,
every bonus of the preset), with its 95% Wilson interval, over ``--games`` games played as
mirrored deal pairs by the arena (``ginrummy_desktop.arena.run_match``). Matches involving the
Expert play ``--expert-games`` games (its searches take about a third of a second each). Below
each table, the *ladder*: every level against the level just below it, with the target of 58%,
and each level's decision time (median and 95th percentile over all its decisions).

Each side keeps one player object for ``--session`` consecutive pairs (the arena's default; 0
gives fresh players every game, the protocol of the tables measured before sessions).
Progress goes to stderr, the Markdown to stdout; Ctrl-C (or ``kill -INT``) stops the match in
progress, and the tables hold the games played so far, with a note of where it stopped.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import itertools

from ginrummy_desktop.ai.levels import Level
from ginrummy_desktop.ai.stats import percentile
from ginrummy_desktop.arena import (
    DEFAULT_SESSION,
    MatchResult,
    ProgressLine,
    player_name,
    run_match,
    stop_on_signals,
)
from ginrummy_desktop.engine import RuleSet

LADDER_TARGET = 0.58
"""Each level should win at least this share of games against the level below it."""


@dataclass(frozen=True, slots=True)
class Cell:
    """``upper`` against ``lower``: the match, seen from the upper level."""

    upper: Level
    lower: Level
    result: MatchResult

    @property
    def win_rate(self) -> float:
        return self.result.summary.sides[0].win_rate

    @property
    def interval(self) -> tuple[float, float]:
        return self.result.summary.sides[0].win_interval


def _match(
    upper: Level,
    lower: Level,
    rules: RuleSet,
    games: int,
    seed: int,
    jobs: int,
    session: int,
    first_pair: int = 0,
    replayable: bool = False,
) -> Cell:
    specs = (_spec(upper, replayable), _spec(lower, replayable))
    names = (player_name(specs[0], rules), player_name(specs[1], rules))
    sys.stderr.write(f"{rules.name}: {names[0]} vs {names[1]}, {games} games\n")
    result = run_match(specs, rules, games, seed, jobs, ProgressLine(names), session, first_pair)
    return Cell(upper, lower, result)


REPLAYABLE_EXPERT = "ginrummy_desktop.ai.expert:replayable_expert"
"""The Expert without its 2 s guard: the same decisions however busy the machine is."""


def _spec(level: Level, replayable: bool) -> str:
    """The arena's name for ``level`` (with ``replayable``, the Expert without its guard)."""
    if replayable and level is Level.EXPERT:
        return REPLAYABLE_EXPERT
    return level.name.lower()


def _percent(rate: float) -> str:
    return f"{100 * rate:.1f}"


def _cell_text(cell: Cell, flip: bool) -> str:
    low, high = cell.interval
    if flip:
        return f"{_percent(1 - cell.win_rate)}% [{_percent(1 - high)}, {_percent(1 - low)}]"
    return f"{_percent(cell.win_rate)}% [{_percent(low)}, {_percent(high)}]"


def _table(levels: Sequence[Level], cells: dict[tuple[Level, Level], Cell]) -> list[str]:
    header = "| row wins vs column | " + " | ".join(lv.display_name for lv in levels) + " |"
    lines = [header, "|---" * (len(levels) + 1) + "|"]
    for row in levels:
        texts = []
        for column in levels:
            if row is column:
                texts.append("—")
            elif (row, column) in cells:
                texts.append(_cell_text(cells[(row, column)], flip=False))
            elif (column, row) in cells:
                texts.append(_cell_text(cells[(column, row)], flip=True))
            else:
                texts.append("")
        lines.append(f"| **{row.display_name}** | " + " | ".join(texts) + " |")
    return lines


def _ladder(levels: Sequence[Level], cells: dict[tuple[Level, Level], Cell]) -> list[str]:
    lines = [
        "| step | games | win % | 95% CI | ≥ 58% |",
        "|---|---|---|---|---|",
    ]
    for lower, upper in itertools.pairwise(levels):
        cell = cells.get((upper, lower))
        if cell is None:
            continue
        low, high = cell.interval
        verdict = "yes" if cell.win_rate >= LADDER_TARGET else "**no**"
        lines.append(
            f"| {upper.display_name} vs {lower.display_name} | {cell.result.summary.games} "
            f"| {_percent(cell.win_rate)} | {_percent(low)}–{_percent(high)} | {verdict} |"
        )
    return lines


def _decision_times(levels: Sequence[Level], cells: dict[tuple[Level, Level], Cell]) -> list[str]:
    lines = [
        "| level | decisions | median ms | p95 ms | max ms | stopped by a time cap |",
        "|---|---|---|---|---|---|",
    ]
    for level in levels:
        times: list[float] = []
        capped = 0
        for (upper, lower), cell in cells.items():
            for side, who in ((0, upper), (1, lower)):
                if who is level:
                    for record in cell.result.records:
                        times.extend(record.sides[side].decision_seconds)
                        capped += record.sides[side].cap_hits
        if times:
            lines.append(
                f"| {level.display_name} | {len(times)} | {1000 * percentile(times, 50):.2f} "
                f"| {1000 * percentile(times, 95):.2f} | {1000 * max(times):.0f} | {capped} |"
            )
    return lines


def _run_preset(
    args: argparse.Namespace, levels: list[Level], rules: RuleSet
) -> tuple[list[str], bool]:
    """The Markdown for one preset, and whether Ctrl-C cut it short."""
    cells: dict[tuple[Level, Level], Cell] = {}
    interrupted = False
    pairs = [(u, lw) for i, lw in enumerate(levels) for u in levels[i + 1 :]]
    if args.adjacent:
        pairs = list(zip(levels[1:], levels, strict=False))
    notes: list[str] = []
    for upper, lower in pairs:
        games = args.expert_games if Level.EXPERT in (upper, lower) else args.games
        cell = _match(
            upper, lower, rules, games, args.seed, args.jobs, args.session, args.first_pair,
            args.replayable_expert,
        )
        cells[(upper, lower)] = cell
        if cell.result.interrupted:  # the games played so far count; the rest are not played
            played, planned = cell.result.summary.games, cell.result.planned_games
            notes = [
                f"Interrupted: {upper.display_name} vs {lower.display_name} after {played} of "
                f"{planned} games; later matches not played.",
                "",
            ]
            sys.stderr.write(f"\ninterrupted after {played} of {planned} games\n")
            interrupted = True
            break
    part = f", pairs from {args.first_pair}" if args.first_pair else ""
    lines = [
        f"### {rules.name} preset (seed {args.seed}{part})",
        "",
        *_table(levels, cells),
        "",
        *_ladder(levels, cells),
        "",
        *_decision_times(levels, cells),
        "",
        *notes,
    ]
    return lines, interrupted


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--games", type=int, default=1000, help="games per match (default 1000)")
    parser.add_argument(
        "--expert-games", type=int, default=40, help="games per match with the Expert (default 40)"
    )
    parser.add_argument("--rules", nargs="+", default=["benchmark", "standard"])
    parser.add_argument(
        "--levels", nargs="+", default=[lv.name.lower() for lv in Level], help="levels to include"
    )
    parser.add_argument("--adjacent", action="store_true", help="only each level vs the one below")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument(
        "--session",
        type=int,
        default=DEFAULT_SESSION,
        help="pairs each player object plays in a row (0: fresh players every game, as the"
        " tables of Beginner to Hard were measured)",
    )
    parser.add_argument(
        "--replayable-expert",
        action="store_true",
        help="the Expert without its 2 s guard, so a busy machine (other work beside the run)"
        " cannot cut a decision short: the decisions of an idle machine",
    )
    parser.add_argument(
        "--first-pair",
        type=int,
        default=0,
        help="continue an earlier run of the same seed from this pair (a multiple of --session"
        " keeps its sessions); the parts' games add up",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Play the ladder and print the Markdown tables."""
    args = _parser().parse_args(argv)
    stop_on_signals()
    levels = sorted({Level.parse(name) for name in args.levels})
    out: list[str] = []
    interrupted = False
    for preset in args.rules:
        lines, interrupted = _run_preset(args, levels, RuleSet.preset(preset))
        out.extend(lines)
        if interrupted:
            break
    print("\n".join(out))
    return 130 if interrupted else 0


if __name__ == "__main__":
    sys.exit(main())
