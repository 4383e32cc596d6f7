"""Expert against Easy: whole games under the Benchmark preset, in mirrored deal pairs.

Run: ``python benchmarks/expert_vs_easy.py [--pairs 50] [--jobs 2] [--rules standard]
[--opponent hard]`` (from the repository, in the project's virtual environment). The Expert is
the shipped one (a fixed amount of work per decision, ``--work``, with a 2 s guard);
``--budget 0.35`` adds the old wall-clock budget, ``--samples N`` caps the guesses per decision.
``--opponent`` plays another level instead of Easy.

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

from ginrummy_desktop.ai.expert import EXPERT_WORK, TIME_CAP_S, ExpertPlayer
from ginrummy_desktop.ai.levels import make_player
from ginrummy_desktop.ai.match import GameRecord, play_pair
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.arena import stop_on_signals
from ginrummy_desktop.engine import RuleSet

_OPTIONS: dict[str, float | int | str | None] = {
    "budget": None,
    "samples": None,
    "work": EXPERT_WORK,
    "rules": "benchmark",
    "opponent": "easy",
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
    work = _OPTIONS["work"]
    return ExpertPlayer(
        seed,
        None if not budget else float(budget),
        samples=None if samples is None else int(samples),
        work=None if not work else int(work),
    )


def _opponent(seed: int) -> Player:
    return make_player(str(_OPTIONS["opponent"]), seed)


def _init(options: dict[str, float | int | str | None]) -> None:
    _OPTIONS.update(options)


def _play(job: tuple[int, int]) -> tuple[GameRecord, GameRecord]:
    seed, pair = job
    return play_pair((_expert, _opponent), RuleSet.preset(str(_OPTIONS["rules"])), seed, pair)


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
        f"{_OPTIONS['opponent']} {statistics.fmean(s.points for s in easy):.1f}",
        "hands won (knock/gin/undercut): Expert "
        f"{sum(s.knocks for s in expert)}/{sum(s.gins for s in expert)}/"
        f"{sum(s.undercuts for s in expert)}, {_OPTIONS['opponent']} {sum(s.knocks for s in easy)}/"
        f"{sum(s.gins for s in easy)}/{sum(s.undercuts for s in easy)}; dead hands "
        f"{sum(r.dead_hands for r in records)} of {sum(r.hands for r in records)}",
        f"Expert decisions {len(times)}: median {1000 * statistics.median(times):.0f} ms, "
        f"p95 {1000 * _percentile(times, 0.95):.0f} ms, max {1000 * max(times):.0f} ms; "
        f"searched {len(searched)}: median {1000 * statistics.median(searched or [0]):.0f} ms, "
        f"p95 {1000 * _percentile(searched, 0.95):.0f} ms; "
        f"stopped by the {TIME_CAP_S:g} s cap: {sum(s.cap_hits for s in expert)}",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=50, help="mirrored deal pairs (2 games each)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=2024, help="match seed")
    parser.add_argument("--first-pair", type=int, default=0, help="number of the first pair")
    parser.add_argument("--budget", type=float, default=0, help="seconds per decision; 0: none")
    parser.add_argument("--samples", type=int, default=None, help="cap on guesses per decision")
    parser.add_argument("--work", type=int, default=EXPERT_WORK, help="work units; 0: no limit")
    parser.add_argument("--rules", default="benchmark", help="rules preset (default benchmark)")
    parser.add_argument("--opponent", default="easy", help="the other level (default easy)")
    args = parser.parse_args(argv)
    options: dict[str, float | int | str | None] = {
        "budget": args.budget or None,
        "samples": args.samples,
        "work": args.work,
        "rules": args.rules,
        "opponent": args.opponent,
    }
    jobs = [(args.seed, p) for p in range(args.first_pair, args.first_pair + args.pairs)]
    start = time.perf_counter()
    records: list[GameRecord] = []
    _init(options)
    interrupted = False
    with Pool(args.jobs, initializer=_init, initargs=(options,)) as pool:
        stop_on_signals()  # after the workers are made: they keep the default handlers
        try:
            for done, pair in enumerate(pool.imap_unordered(_play, jobs), start=1):
                records.extend(pair)
                wins = sum(1 for r in records if r.winner == 0)
                print(f"pair {done}/{len(jobs)}: Expert {wins}/{len(records)}", flush=True)
        except KeyboardInterrupt:  # Ctrl-C, kill -INT or kill: report the pairs finished so far
            interrupted = True
    if interrupted:
        print(f"interrupted after {len(records) // 2} of {len(jobs)} pairs")
    print(
        f"rules preset: {args.rules}, opponent {args.opponent}, seed {args.seed}, "
        f"pairs {jobs[0][1]}-{jobs[-1][1]}, work {args.work}, budget {args.budget or 'none'}"
    )
    print(report(records, time.perf_counter() - start))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
