"""The rollout simulator of an older commit against today's, on the same decisions, interleaved.

Run: ``python benchmarks/simulation_ab.py --rev 3dac2db [--games 2]`` (from a git checkout of
the repository, in the project's virtual environment).

A change meant only to make the rollouts faster must leave every decision as it was and take
less time. Timings on a shared or virtual machine drift by a tenth from one run to the next,
more than such a change gains, so two runs one after the other cannot tell. This script loads
``ginrummy_desktop/ai/simulation.py`` as it was at ``--rev`` beside today's, and has two Experts
with the same seed decide every position of seat 0 in ``--games`` seeded Hard-vs-Hard games
(those of ``benchmarks/expert_timing.py``), one playing its rollouts with the old simulator
and one with today's, in turn on each position (the order alternating), so that whatever
else the machine does falls on both alike. It prints each one's CPU time of the deciding
thread (total, median, 95th percentile) and their ratio, and fails (exit code 1) unless every
decision is the same.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from expert_timing import positions

import ginrummy_desktop.ai.expert as expert
import ginrummy_desktop.ai.simulation as today
from ginrummy_desktop.ai.stats import percentile
from ginrummy_desktop.engine import Action

ROOT = Path(__file__).resolve().parent.parent
SIMULATION = "ginrummy_desktop/ai/simulation.py"


def simulator_at(rev: str, folder: Path) -> ModuleType:
    """The rollout simulator as it was at ``rev``, as a module beside today's."""
    source = subprocess.run(
        ["git", "show", f"{rev}:{SIMULATION}"], cwd=ROOT, check=True, capture_output=True
    ).stdout
    path = folder / "simulation_then.py"
    path.write_bytes(source)
    name = "ginrummy_desktop.ai.simulation_then"  # in the package, so its imports resolve
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _figures(seconds: Sequence[float]) -> str:
    ms = [1000 * t for t in seconds]
    return (
        f"total {sum(seconds):7.2f} s, median {statistics.median(ms):6.1f} ms, "
        f"p95 {percentile(ms, 95):6.1f} ms"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rev", required=True, help="the older commit (any git revision)")
    parser.add_argument("--games", type=int, default=2, help="Hard-vs-Hard games of positions")
    parser.add_argument("--seed", type=int, default=5, help="the Experts' seed")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        simulators = {"then": simulator_at(args.rev, Path(folder)), "today": today}
    views = positions(args.games)
    players = {label: expert.ExpertPlayer(args.seed) for label in simulators}
    seconds: dict[str, list[float]] = {label: [] for label in simulators}
    actions: dict[str, list[Action]] = {label: [] for label in simulators}
    for number, view in enumerate(views):
        order = ("then", "today") if number % 2 == 0 else ("today", "then")
        for label in order:  # the search plays its rollouts with this simulator's outcome()
            with mock.patch.object(expert, "outcome", simulators[label].outcome):
                start = time.thread_time()
                actions[label].append(players[label].choose(view))
                seconds[label].append(time.thread_time() - start)
    print(f"{len(views)} positions of {args.games} Hard-vs-Hard games (Benchmark), CPU time:")
    for label in simulators:
        print(f"  {label:<6} ({args.rev if label == 'then' else 'working tree'}): "
              f"{_figures(seconds[label])}")
    ratio = sum(seconds["today"]) / sum(seconds["then"])
    same = actions["then"] == actions["today"]
    print(f"today / then: {ratio:.3f}; every decision the same: {same}")
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
