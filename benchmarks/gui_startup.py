"""GUI start-up: the time from launching the game to the first painted, dealt table.

Run: ``python benchmarks/gui_startup.py [--runs 7]`` (from the repository, in the project's
virtual environment). Each run starts ``python -m ginrummy_desktop --quit-when-shown`` in a new
process, offscreen (``QT_QPA_PLATFORM=offscreen``) and with a throw-away settings folder, and
times it from the launch to the line ``shown ...`` that the window prints once the dealt table
has been painted. One warm-up run is not counted (it fills the file cache). Prints every run,
the median and whether it meets the target (exit code 1 if not).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_S = 1.5


def launch_once(config_home: str) -> tuple[float, float]:
    """(wall seconds from launch to the painted table, seconds inside ``main()``)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=config_home)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    command = [sys.executable, "-m", "ginrummy_desktop", "--quit-when-shown"]
    start = time.perf_counter()
    with subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    ) as process:
        assert process.stdout is not None
        for line in process.stdout:
            if line.startswith("shown "):
                wall = time.perf_counter() - start
                inside = float(line.split()[1])
                process.wait(timeout=30)
                return wall, inside
        process.wait(timeout=30)
    raise RuntimeError(f"the game exited ({process.returncode}) without showing the table")


def main(argv: list[str] | None = None) -> int:
    """Time the start-up ``--runs`` times; exit 1 if the median misses the target."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="timed runs (default 7)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="ginrummy-bench-") as config_home:
        launch_once(config_home)  # warm-up
        results = [launch_once(config_home) for _ in range(args.runs)]
    for number, (wall, inside) in enumerate(results, start=1):
        print(f"run {number}: {wall:.3f} s to the table ({inside:.3f} s inside main())")
    median = statistics.median(wall for wall, _ in results)
    verdict = "meets" if median < TARGET_S else "MISSES"
    print(f"median start-up: {median:.3f} s ({verdict} the target of {TARGET_S} s)")
    return 0 if median < TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
