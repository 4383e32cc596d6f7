"""The long kill test: hundreds of SIGKILLs of the real program, each followed by a resume.

    python benchmarks/kill_resume.py --kills 300 [--seed 1] [--max-play 1.5]

Runs the same rounds as ``tests/app/test_kill_resume.py`` (see ``tests/app/kill_harness.py``):
start the program with ``--autoplay`` in its own temporary folders, kill it at a random moment,
check that the save is readable and holds the last completed action (or the one before it, or
the one just after the last one reported), restart and check that it resumes exactly there,
and that nothing was written outside the program's own folders. Prints what happened to each
kind of round and every problem found. POSIX only.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "app"))

from kill_harness import KillRig


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-play", type=float, default=1.5, help="longest play (s) per round")
    args = parser.parse_args()
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="ginrummy-kills-") as root:
        rig = KillRig(Path(root), random.Random(args.seed))
        report = rig.run(args.kills, max_s=args.max_play)
    minutes = (time.perf_counter() - started) / 60
    print(f"kills: {report.kills} in {minutes:.1f} min (seed {args.seed})")
    print("starts:", dict(report.outcomes))
    print("the save after each kill, against the last action reported done:")
    for relation, count in report.relations.most_common():
        print(f"  {relation}: {count}")
    print(f"problems: {len(report.problems)}")
    for problem in report.problems:
        print("  ", problem)
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())
