"""GUI start-up: the cost of launching the game up to the first painted, dealt table, against
a PySide6 hello window measured in the same run.

Run: ``python benchmarks/gui_startup.py [--runs 7]`` (from the repository, in the project's
virtual environment). Each run starts ``python -m ginrummy_desktop --quit-when-shown`` in a new
process, offscreen (``QT_QPA_PLATFORM=offscreen``), with its settings, saves, statistics and
cache in a throw-away folder (never the player's own), and reads the line ``shown ...`` that
the window prints once the dealt table has been painted (then it quits). A hello window (a
``QLabel``, shown and painted) is run the same way, alternating with the game, as the
reference for what Python and Qt alone cost on this machine at this moment.

For each it reports the wall time to the painted window and the **CPU time** the process had
used when it printed ``shown`` (``time.process_time()``: user + system, all its threads, from
its start; the game's helper processes are not counted), and, on Linux, the **resident memory**
(``VmRSS`` in ``/proc``) of the process and of it with every process it started, read as soon
as the line arrives. One warm-up run of each is not counted (it fills the file cache, and the
cache of compiled bytecode: Python keeps it in the throw-away folder, ``PYTHONPYCACHEPREFIX``,
as an installed game has it from pip or the bundle, even when the caller's environment says
``PYTHONDONTWRITEBYTECODE``, which would make every run compile some 80 modules again, about
0.25 s). The game starts its helper processes (the computer player's, the coach's) once the
table is painted, so at ``shown`` "with the processes it started" is mostly the game's own. The
goals (issue 26): CPU time to the first painted table at most 0.30 s, or at most 3× the hello
window's in the same run (exit code 1 if the median misses); resident memory at the first paint
at most 90 MB (reported, not enforced: memory depends on the system's libraries).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_CPU_S = 0.30
TARGET_RATIO = 3.0
TARGET_RSS_MB = 90.0
HELLO = (
    "import sys\n"
    "from PySide6.QtWidgets import QApplication, QLabel\n"
    "app = QApplication(sys.argv)\n"
    "label = QLabel('hello')\n"
    "label.show()\n"
    "label.repaint()\n"
    "import time\n"
    "print(f'shown 0 {time.process_time():.3f}', flush=True)\n"
)
"""The reference: a window shown and painted, its CPU time printed as the game prints it."""


@dataclass(frozen=True)
class Run:
    """One launch: wall seconds to the painted window, CPU seconds used by then, and resident
    megabytes (10^6 bytes) then: the process's, and its with every process it started (None
    where ``/proc`` is not there)."""

    wall: float
    cpu: float
    rss_mb: float | None = None
    rss_all_mb: float | None = None


def resident_mb(pid: int) -> float | None:
    """The resident memory of process ``pid`` in MB, from ``/proc`` (None without it)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024 / 1e6
    except (OSError, ValueError):
        return None
    return None


def descendants(pid: int) -> list[int]:
    """Every process started by ``pid``, and by those, from ``/proc`` (empty without it)."""
    parents: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        parents.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    found, waiting = [], [pid]
    while waiting:
        children = parents.get(waiting.pop(), [])
        found += children
        waiting += children
    return found


def memory_of(pid: int) -> tuple[float | None, float | None]:
    """(the process's resident MB, the sum over it and its descendants)."""
    own = resident_mb(pid)
    if own is None:
        return None, None
    return own, own + sum(resident_mb(child) or 0.0 for child in descendants(pid))


def folders(root: str) -> dict[str, str]:
    """Environment variables that keep every file the game writes under ``root``."""
    return {
        "HOME": root,
        "USERPROFILE": root,
        "APPDATA": os.path.join(root, "AppData", "Roaming"),
        "LOCALAPPDATA": os.path.join(root, "AppData", "Local"),
        "XDG_CONFIG_HOME": os.path.join(root, "config"),
        "XDG_DATA_HOME": os.path.join(root, "data"),
        "XDG_CACHE_HOME": os.path.join(root, "cache"),
        "XDG_STATE_HOME": os.path.join(root, "state"),
    }


def launch_once(command: list[str], root: str) -> Run:
    """Start ``command`` and read its ``shown <seconds> <cpu seconds>`` line."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **folders(root),
               PYTHONPYCACHEPREFIX=os.path.join(root, "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    start = time.perf_counter()
    with subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    ) as process:
        assert process.stdout is not None
        for line in process.stdout:
            if line.startswith("shown "):
                wall = time.perf_counter() - start
                rss, rss_all = memory_of(process.pid)
                process.wait(timeout=30)
                return Run(wall, float(line.split()[2]), rss, rss_all)
        process.wait(timeout=30)
    raise RuntimeError(f"{command[-1]} exited ({process.returncode}) without a window")


def _median(values: list[float]) -> float:
    return statistics.median(values)


def main(argv: list[str] | None = None) -> int:
    """Time ``--runs`` launches of the game and of the hello window; exit 1 on a miss."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="timed runs of each (default 7)")
    args = parser.parse_args(argv)
    game = [sys.executable, "-m", "ginrummy_desktop", "--quit-when-shown"]
    hello = [sys.executable, "-c", HELLO]
    games: list[Run] = []
    hellos: list[Run] = []
    with tempfile.TemporaryDirectory(prefix="ginrummy-bench-") as root:
        launch_once(game, root)  # warm-ups
        launch_once(hello, root)
        for _ in range(args.runs):
            games.append(launch_once(game, root))
            hellos.append(launch_once(hello, root))
    for number, (one, other) in enumerate(zip(games, hellos, strict=True), start=1):
        print(f"run {number}: game {_text(one)}; hello window {_text(other)}")
    wall = _median([run.wall for run in games])
    print(f"median wall time to the painted table: {wall:.3f} s "
          f"(hello window {_median([run.wall for run in hellos]):.3f} s)")
    cpu = _median([run.cpu for run in games])
    reference = _median([run.cpu for run in hellos])
    ratio = cpu / reference if reference else float("inf")
    meets = cpu <= TARGET_CPU_S or ratio <= TARGET_RATIO
    print(f"median CPU time to the painted table: {cpu:.3f} s, {ratio:.1f}x the hello "
          f"window's {reference:.3f} s ({'meets' if meets else 'MISSES'} the goal: at most "
          f"{TARGET_CPU_S} s or {TARGET_RATIO:.0f}x)")
    if games[0].rss_mb is not None:
        own = _median([run.rss_mb or 0.0 for run in games])
        every = _median([run.rss_all_mb or 0.0 for run in games])
        print(f"median resident memory at the painted table: {own:.1f} MB "
              f"(goal at most {TARGET_RSS_MB:.0f} MB), {every:.1f} MB with the processes it "
              f"started (hello window {_median([run.rss_mb or 0.0 for run in hellos]):.1f} MB)")
    return 0 if meets else 1


def _text(run: Run) -> str:
    memory = "" if run.rss_mb is None else f", {run.rss_mb:.1f} MB resident"
    return f"{run.wall:.3f} s, {run.cpu:.3f} s CPU{memory}"


if __name__ == "__main__":
    sys.exit(main())
