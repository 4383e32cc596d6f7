"""The Expert's decision time on this machine, idle and loaded, and proof that load changes nothing.

Run: ``python benchmarks/expert_timing.py [--games 3] [--load 2] [--pairs 0] [--budget]``
(from the repository, in the project's virtual environment).

The positions are every decision of seat 0 in ``--games`` seeded Hard-vs-Hard games under the
Benchmark preset (the draws, discards and knocks of real play, the instant ones included, as in
a match). The shipped Expert (``ExpertPlayer``: a fixed amount of work per decision, a 2 s
guard) decides them all twice: with the machine as it is ("idle"), then with ``--load``
CPU-bound processes running beside it (default: one per core), which the script starts and
stops itself. For each condition it prints the decisions' wall-clock median, 95th percentile
and maximum, and how often the 2 s cap cut a search short; and the same figures in CPU time of
the deciding thread, which is about what the decisions take on this machine when it is idle
(useful when it is not: the wall-clock "idle" condition is only as idle as the machine). The
decisions of the two conditions must be identical, since the Expert counts work instead of
watching the clock (exit code 1 if they are not, or if the cap was reached).

The same Expert with a helper process (``ginrummy_desktop.rollout_process``, as the application
plays it on a machine with two or more cores) decides them too, in both conditions: its wall
clock is what a player waits, and its decisions must be the very ones of the Expert alone (exit
code 1 if not); ``--no-helper`` leaves it out. (Its CPU-time figures are the deciding process's
only.)

``--budget`` also runs the old time-budgeted Expert (0.35 s a decision) in both conditions,
for comparison: its decisions change with the load. ``--pairs N`` also plays N mirrored pairs
of whole games against Easy in each condition and checks that every game ends the same.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ginrummy_desktop.ai.easy import EasyPlayer
from ginrummy_desktop.ai.expert import EXPERT_WORK, TIME_CAP_S, ExpertPlayer
from ginrummy_desktop.ai.hard import HardPlayer
from ginrummy_desktop.ai.match import GameRecord, decisions, play_pair
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.ai.stats import percentile, wilson_interval
from ginrummy_desktop.engine import Action, Game, PlayerView, RuleSet
from ginrummy_desktop.rollout_process import RolloutProcess

RULES = RuleSet.preset("benchmark")
BUSY_LOOP = "while True:\n    pass\n"


def positions(games: int, seed: int = 100) -> list[PlayerView]:
    """Every view of seat 0 that asks for a decision, over ``games`` seeded Hard-vs-Hard games."""
    views: list[PlayerView] = []
    for number in range(games):
        game = Game(RULES, seed=seed + number)
        players = (HardPlayer(number), HardPlayer(number + 1000))
        for seat, view in decisions(game):
            if seat == 0:
                views.append(view)
            game.apply(players[seat].choose(view))
    return views


@contextmanager
def cpu_load(processes: int) -> Iterator[None]:
    """``processes`` busy loops in child processes for the duration of the block."""
    children = [subprocess.Popen([sys.executable, "-c", BUSY_LOOP]) for _ in range(processes)]
    try:
        time.sleep(0.5)  # let them get going
        yield
    finally:
        for child in children:
            child.terminate()
        for child in children:
            child.wait()


@dataclass(frozen=True, slots=True)
class Run:
    """One player over the positions: its actions, decision times and cap hits."""

    actions: tuple[Action, ...]
    seconds: tuple[float, ...]
    cpu_seconds: tuple[float, ...]
    cap_hits: int
    searches: int

    def line(self, label: str) -> str:
        return (
            f"{label:<28} {len(self.seconds):5d} decisions ({self.searches} searched): "
            f"{_figures(self.seconds)}; at the {TIME_CAP_S:g} s cap: {self.cap_hits}\n"
            f"{'':<28} CPU time of the deciding thread: {_figures(self.cpu_seconds)}"
        )


def _figures(seconds: Sequence[float]) -> str:
    ms = [1000 * t for t in seconds]
    return (
        f"median {statistics.median(ms):6.1f} ms, p95 {percentile(ms, 95):6.1f} ms, "
        f"max {max(ms):7.1f} ms, mean {statistics.fmean(ms):6.1f} ms"
    )


def decide_all(make: Callable[[], ExpertPlayer], views: Sequence[PlayerView]) -> Run:
    player = make()
    actions, seconds, cpu = [], [], []
    for view in views:
        start, start_cpu = time.perf_counter(), time.thread_time()
        actions.append(player.choose(view))
        seconds.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
    return Run(tuple(actions), tuple(seconds), tuple(cpu), player.cap_hits, player.searches)


def match(pairs: int, seed: int) -> list[GameRecord]:
    """``pairs`` mirrored pairs of the shipped Expert against Easy (fresh players each game)."""

    def expert(player_seed: int) -> Player:
        return ExpertPlayer(player_seed)

    def easy(player_seed: int) -> Player:
        return EasyPlayer(player_seed)

    return [r for pair in range(pairs) for r in play_pair((expert, easy), RULES, seed, pair)]


def match_line(label: str, records: Sequence[GameRecord]) -> str:
    wins = sum(1 for r in records if r.winner == 0)
    low, high = wilson_interval(wins, len(records))
    times = [t for r in records for t in r.sides[0].decision_seconds]
    caps = sum(r.sides[0].cap_hits for r in records)
    return (
        f"{label:<28} Expert won {wins}/{len(records)} ({100 * wins / len(records):.1f}%, 95% CI "
        f"{100 * low:.1f}-{100 * high:.1f}%); decisions median {1000 * percentile(times, 50):.0f}"
        f" ms, p95 {1000 * percentile(times, 95):.0f} ms, max {1000 * max(times):.0f} ms; "
        f"cap hits {caps}"
    )


def _outcomes(records: Sequence[GameRecord]) -> list[tuple[int | None, int, int, int]]:
    return [(r.winner, r.sides[0].points, r.sides[1].points, r.hands) for r in records]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="Hard-vs-Hard games of positions")
    parser.add_argument("--load", type=int, default=os.cpu_count() or 1, help="busy processes")
    parser.add_argument("--seed", type=int, default=5, help="the Expert's seed")
    parser.add_argument("--budget", action="store_true", help="also the old 0.35 s budget")
    parser.add_argument("--pairs", type=int, default=0, help="Expert-vs-Easy pairs per condition")
    parser.add_argument("--match-seed", type=int, default=11, help="seed of those games")
    parser.add_argument("--no-helper", action="store_true", help="leave out the helper process")
    args = parser.parse_args(argv)
    views = positions(args.games)
    print(
        f"{len(views)} positions from {args.games} Hard-vs-Hard games (Benchmark); Expert seed "
        f"{args.seed}, work {EXPERT_WORK}; load: {args.load} busy process(es); "
        f"{os.cpu_count()} cores; load average before: {os.getloadavg()[0]:.2f}",
        flush=True,
    )
    players: dict[str, Callable[[], ExpertPlayer]] = {
        "work-based Expert": lambda: ExpertPlayer(args.seed)
    }
    helper = None if args.no_helper else RolloutProcess()
    if helper is not None:
        if not helper.warm_up():
            print("the helper process did not start")
            return 1
        players["with helper process"] = lambda: ExpertPlayer(args.seed, helper=helper)
    if args.budget:
        players["0.35 s budget (old)"] = lambda: ExpertPlayer(args.seed, 0.35, work=None)
    runs: dict[tuple[str, str], Run] = {}
    games: dict[str, list[GameRecord]] = {}
    for condition in ("idle", "loaded"):
        with cpu_load(args.load if condition == "loaded" else 0):
            print(f"{condition}: load average {os.getloadavg()[0]:.2f}", flush=True)
            for label, make in players.items():
                runs[(label, condition)] = run = decide_all(make, views)
                print(run.line(f"{label}, {condition}"), flush=True)
            if args.pairs:
                games[condition] = match(args.pairs, args.match_seed)
                print(match_line(f"vs Easy, {condition}", games[condition]), flush=True)
    ok = True
    for label in players:
        idle, loaded = runs[(label, "idle")], runs[(label, "loaded")]
        differ = sum(a != b for a, b in zip(idle.actions, loaded.actions, strict=True))
        print(f"{label}: {differ} of {len(views)} decisions differ between idle and loaded")
        if label != "0.35 s budget (old)":
            ok = ok and differ == 0 and idle.cap_hits == loaded.cap_hits == 0
    if helper is not None:
        alone, helped = runs[("work-based Expert", "idle")], runs[("with helper process", "idle")]
        differ = sum(a != b for a, b in zip(alone.actions, helped.actions, strict=True))
        print(f"with helper process: {differ} decisions differ from the Expert alone's")
        ok = ok and differ == 0
        helper.close()
    if args.pairs:
        same = _outcomes(games["idle"]) == _outcomes(games["loaded"])
        print(f"vs Easy: every game ended the same idle and loaded: {same}")
        ok = ok and same
    print("OK" if ok else "FAILED: the work-based Expert depended on the load")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
