"""Expert against Easy: whole games under the Benchmark preset, in mirrored deal pairs.

Run: ``python benchmarks/expert_vs_easy.py [--pairs 50] [--jobs 2] [--budget 0.35]
[--rules standard]`` (from the
repository, in the project's virtual environment). ``--samples N --budget 0`` makes the Expert
count-based (N guesses per decision, no clock).

Each pair is two games with the same seed for all chance (the cut and every deck), the Expert in
seat 0 and then in seat 1 (``ginrummy_desktop.ai.match.play_pair``), so every deal is played from
both sides of the table. Easy is the research baseline "SimpleGinRummyPlayer"
(``ginrummy_desktop.ai.easy``). Prints the Expert's game win rate with a Wilson 95% interval,
points per game for both sides, how the hands were won, and the Expert's decision time (median,
95th percentile, maximum; only decisions with a real choice are searched, the rest are instant).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Sequence
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ginrummy_desktop.ai.easy import EasyPlayer
from ginrummy_desktop.ai.expert import ExpertPlayer
from ginrummy_desktop.ai.match import GameRecord, play_pair
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.engine import RuleSet

_OPTIONS: dict[str, float | int | str | None] = {
    "budget": 0.35,
    "samples": None,
    "rules": "benchmark",
}


def wilson_interval(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a win rate of ``wins`` out of ``games``."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return centre - spread, centre + spread


def _expert(seed: int) -> Player:
    budget = _OPTIONS["budget"]
    samples = _OPTIONS["samples"]
    return ExpertPlayer(
        seed,
        None if not budget else float(budget),
        samples=None if samples is None else int(samples),
    )


def _easy(seed: int) -> Player:
    return EasyPlayer(seed)


def _init(budget: float | None, samples: int | None, rules: str) -> None:
    _OPTIONS["budget"] = budget
    _OPTIONS["samples"] = samples
    _OPTIONS["rules"] = rules


def _play(job: tuple[int, int]) -> tuple[GameRecord, GameRecord]:
    seed, pair = job
    return play_pair((_expert, _easy), RuleSet.preset(str(_OPTIONS["rules"])), seed, pair)


def _percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[index]


def report(records: Sequence[GameRecord], seconds: float) -> str:
    """The summary printed at the end (side 0 is the Expert)."""
    games = len(records)
    wins = sum(1 for r in records if r.winner == 0)
    low, high = wilson_interval(wins, games)
    expert = [r.sides[0] for r in records]
    easy = [r.sides[1] for r in records]
    times = [t for side in expert for t in side.decision_seconds]
    searched = [t for t in times if t > 0.002]
    lines = [
        f"games {games} ({games // 2} mirrored pairs), {seconds / 60:.1f} min",
        f"Expert wins {wins}/{games} = {100 * wins / max(games, 1):.1f}% "
        f"(Wilson 95% CI {100 * low:.1f}-{100 * high:.1f}%)",
        f"points per game: Expert {statistics.fmean(s.points for s in expert):.1f}, "
        f"Easy {statistics.fmean(s.points for s in easy):.1f}",
        "hands won (knock/gin/undercut): Expert "
        f"{sum(s.knocks for s in expert)}/{sum(s.gins for s in expert)}/"
        f"{sum(s.undercuts for s in expert)}, Easy {sum(s.knocks for s in easy)}/"
        f"{sum(s.gins for s in easy)}/{sum(s.undercuts for s in easy)}; dead hands "
        f"{sum(r.dead_hands for r in records)} of {sum(r.hands for r in records)}",
        f"Expert decisions {len(times)}: median {1000 * statistics.median(times):.0f} ms, "
        f"p95 {1000 * _percentile(times, 0.95):.0f} ms, max {1000 * max(times):.0f} ms; "
        f"searched {len(searched)}: median {1000 * statistics.median(searched or [0]):.0f} ms, "
        f"p95 {1000 * _percentile(searched, 0.95):.0f} ms",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=50, help="mirrored deal pairs (2 games each)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=2024, help="match seed")
    parser.add_argument("--first-pair", type=int, default=0, help="number of the first pair")
    parser.add_argument("--budget", type=float, default=0.35, help="seconds per decision; 0: none")
    parser.add_argument("--samples", type=int, default=None, help="cap on guesses per decision")
    parser.add_argument("--rules", default="benchmark", help="rules preset (default benchmark)")
    args = parser.parse_args(argv)
    budget = args.budget or None
    jobs = [(args.seed, p) for p in range(args.first_pair, args.first_pair + args.pairs)]
    start = time.perf_counter()
    records: list[GameRecord] = []
    with Pool(args.jobs, initializer=_init, initargs=(budget, args.samples, args.rules)) as pool:
        for done, pair in enumerate(pool.imap_unordered(_play, jobs), start=1):
            records.extend(pair)
            wins = sum(1 for r in records if r.winner == 0)
            print(f"pair {done}/{len(jobs)}: Expert {wins}/{len(records)}", flush=True)
    print(f"rules preset: {args.rules}, seed {args.seed}, pairs {jobs[0][1]}-{jobs[-1][1]}")
    print(report(records, time.perf_counter() - start))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
